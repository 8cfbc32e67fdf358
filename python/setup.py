"""Builds the Swift engine (`swift build -c release`) and puts libswiftlayout.so inside the package, with
the Swift runtime libraries it needs, so that `pip install ./python` gives an `import swiftlayout` that
works outside the repository and on machines without Swift.

The package stays pure Python over ctypes: no extension module is compiled. The wheel is still tagged
for the platform (``py3-none-linux_x86_64``, ``Root-Is-Purelib: false``) because it carries a shared
library for one architecture. The bundled libswiftlayout.so gets the RUNPATH ``$ORIGIN`` (the Swift
toolchain's own libraries already have it), so the loader finds the bundled runtime next to it and never
the build machine's toolchain.

``SWIFTLAYOUT_WHEEL_LIB=/path/to/libswiftlayout.so`` packages an already built library instead of
building one (the tests use the debug build).
"""
import ctypes
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools < 70.1
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
LIBRARY = "libswiftlayout.so"
#: Folders whose libraries every Linux system has (glibc, libstdc++, HarfBuzz from the distribution):
#: never bundled.
SYSTEM_DIRS = ("/lib", "/lib64", "/usr/lib", "/usr/lib64")
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


# ---------------------------------------------------------------------------------------------------
# ELF dynamic section: NEEDED and RUNPATH, read and the RUNPATH rewritten in place (no patchelf needed).

_DT_NULL, _DT_NEEDED, _DT_STRTAB, _DT_RPATH, _DT_RUNPATH = 0, 1, 5, 15, 29


def _dynamic(data: bytes) -> Tuple[List[Tuple[int, int, int]], int, str]:
    """(entries as (file offset, tag, value), the .dynstr file offset, byte order) of a 64-bit ELF."""
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise RuntimeError("not a 64-bit ELF file")
    e = "<" if data[5] == 1 else ">"
    phoff, = struct.unpack_from(e + "Q", data, 0x20)
    phentsize, phnum = struct.unpack_from(e + "HH", data, 0x36)
    loads, dyn = [], None
    for k in range(phnum):
        p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz = struct.unpack_from(e + "IIQQQQ", data, phoff + k * phentsize)
        if p_type == 1:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == 2:
            dyn = (p_offset, p_filesz)
    if dyn is None:
        raise RuntimeError("no dynamic section")
    entries = []
    for off in range(dyn[0], dyn[0] + dyn[1], 16):
        tag, value = struct.unpack_from(e + "qQ", data, off)
        if tag == _DT_NULL:
            break
        entries.append((off, tag, value))
    strtab_addr = next(v for _, t, v in entries if t == _DT_STRTAB)
    strtab = next(off + strtab_addr - vaddr for vaddr, off, size in loads if vaddr <= strtab_addr < vaddr + size)
    return entries, strtab, e


def _cstring(data: bytes, at: int) -> str:
    return data[at:data.index(b"\0", at)].decode()


def elf_needed_and_runpath(path: Path) -> Tuple[List[str], Optional[str]]:
    data = path.read_bytes()
    entries, strtab, _ = _dynamic(data)
    needed = [_cstring(data, strtab + v) for _, t, v in entries if t == _DT_NEEDED]
    runpath = next((_cstring(data, strtab + v) for _, t, v in entries if t in (_DT_RUNPATH, _DT_RPATH)), None)
    return needed, runpath


def set_runpath_origin(path: Path) -> None:
    """Makes the RUNPATH of ``path`` exactly ``$ORIGIN``: the entry is pointed at the ``$ORIGIN`` that
    ends the existing string (SwiftPM writes ``<toolchain>/lib/swift/linux:$ORIGIN``), or the string is
    shortened in place; patchelf is used only if neither is possible."""
    data = bytearray(path.read_bytes())
    entries, strtab, e = _dynamic(bytes(data))
    for off, tag, value in entries:
        if tag not in (_DT_RUNPATH, _DT_RPATH):
            continue
        text = _cstring(bytes(data), strtab + value)
        if text == "$ORIGIN":
            return
        if text.endswith(":$ORIGIN"):
            struct.pack_into(e + "qQ", data, off, _DT_RUNPATH, value + len(text) - len("$ORIGIN"))
        else:  # "$ORIGIN" is shorter than any other useful RUNPATH: overwrite the string's start.
            if len(text) < len("$ORIGIN"):
                break
            data[strtab + value:strtab + value + 8] = b"$ORIGIN\0"
            struct.pack_into(e + "qQ", data, off, _DT_RUNPATH, value)
        path.write_bytes(bytes(data))
        return
    if shutil.which("patchelf") is None:
        raise RuntimeError(f"{path}: cannot set RUNPATH to $ORIGIN without patchelf (Debian: apt-get install patchelf)")
    subprocess.run(["patchelf", "--set-rpath", "$ORIGIN", str(path)], check=True)


def _is_system(name: str) -> bool:
    for base in SYSTEM_DIRS:
        for folder in (Path(base), *Path(base).glob("*-linux-gnu")):
            if (folder / name).exists():
                return True
    return False


def _in_system_dir(path: Path) -> bool:
    return any(str(path).startswith(base + "/") for base in SYSTEM_DIRS)


def runtime_libraries(library: Path) -> Dict[str, Path]:
    """The libraries ``library`` needs, directly or not, that are not the system's: found in the
    folders of its RUNPATH (the Swift toolchain's lib/swift/linux). Name → path."""
    found: Dict[str, Path] = {}
    pending = [library]
    while pending:
        current = pending.pop()
        needed, runpath = elf_needed_and_runpath(current)
        dirs = [Path(d.replace("$ORIGIN", str(current.resolve().parent))) for d in (runpath or "").split(":") if d]
        for name in needed:
            if name in found:
                continue
            where = next((d / name for d in dirs if (d / name).is_file()), None)
            if where is None or _in_system_dir(where.resolve()):
                if where is None and not _is_system(name):
                    raise RuntimeError(f"{current.name} needs {name}, found neither in {dirs} nor in the system")
                continue
            found[name] = where.resolve()
            pending.append(where.resolve())
    found.pop(LIBRARY, None)
    return found


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


class BuildWithEngine(build_py):
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
            for name, path in runtime_libraries(library).items():
                if name == SYNTAX_LIBRARY or (package / name).exists():
                    continue
                shutil.copyfile(path, package / name)
                _, runpath = elf_needed_and_runpath(package / name)
                if runpath not in (None, "$ORIGIN"):
                    set_runpath_origin(package / name)
            set_runpath_origin(target)


class EngineDistribution(Distribution):
    """Platform-specific: its files install into platlib. It has no extension module to build."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """A wheel for this platform (it carries a shared library), for any Python 3: py3-none-<platform>."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> Tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(version=engine_version(), distclass=EngineDistribution, cmdclass={"build_py": BuildWithEngine, "bdist_wheel": PlatformWheel})
