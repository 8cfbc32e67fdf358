"""The wheel (issue #16 item 13): platform-tagged, carrying libswiftlayout.so and the Swift runtime
libraries it needs with RUNPATH $ORIGIN, and working from a fresh venv with the Swift toolchain out of
reach. One wheel build (of the debug library the suite runs against, so no release build is needed)."""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
SYSTEM_DIRS = ("/lib", "/lib64", "/usr/lib", "/usr/lib64")


def _readelf(path):
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)
    runpath = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*?)\]", out)
    return needed, runpath


def _system_library(name):
    for base in SYSTEM_DIRS:
        for folder in (Path(base), *Path(base).glob("*-linux-gnu")):
            if (folder / name).exists():
                return folder / name
    return None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) is not installed")
    if importlib.util.find_spec("setuptools") is None or (
            importlib.util.find_spec("setuptools.command.bdist_wheel") is None
            and importlib.util.find_spec("wheel") is None):
        pytest.skip("cannot build a wheel offline: this Python has no setuptools with bdist_wheel "
                    "(make .build/pyvenv/.stamp-wheel installs it)")
    library = os.environ.get("SWIFTLAYOUT_LIB")
    if not library or not Path(library).is_file():
        pytest.skip("no built libswiftlayout.so (SWIFTLAYOUT_LIB): run `make build`")
    tmp = tmp_path_factory.mktemp("wheel")
    # A copy of the package source, so the build leaves nothing in the repository.
    source = tmp / "src"
    shutil.copytree(REPO / "python", source, ignore=shutil.ignore_patterns("tests", "__pycache__", "*.so", "build",
                                                                          "*.egg-info"))
    # The library goes in as a prebuilt one (setup.py also takes SWIFTLAYOUT_WHEEL_LIB=path).
    shutil.copyfile(library, source / "swiftlayout" / "libswiftlayout.so")
    # Swift's parser for from_swift, built next to the engine by `make build` (setup.py takes it from there).
    syntax = Path(library).resolve().parent / "libswiftlayout_syntax.so"
    if not syntax.is_file():
        pytest.skip("no built libswiftlayout_syntax.so next to SWIFTLAYOUT_LIB: run `make build`")
    shutil.copyfile(syntax, source / "swiftlayout" / "libswiftlayout_syntax.so")
    env = {k: v for k, v in os.environ.items() if k != "SWIFTLAYOUT_WHEEL_LIB"}
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check",
                        "--no-build-isolation",
                        "--no-deps", "--no-index", "-w", str(tmp / "dist"), str(source)],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    (built,) = (tmp / "dist").glob("*.whl")
    return built, Path(library)


def test_wheel_is_platform_tagged_and_not_an_extension_module(wheel):
    built, _ = wheel
    assert built.name.endswith("-py3-none-linux_x86_64.whl"), built.name
    with zipfile.ZipFile(built) as z:
        names = z.namelist()
        meta = z.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode()
    assert "Root-Is-Purelib: false" in meta and "Tag: py3-none-linux_x86_64" in meta
    shared = [n for n in names if n.endswith(".so")]
    assert "swiftlayout/libswiftlayout.so" in shared and "swiftlayout/libswiftCore.so" in shared
    assert "swiftlayout/libswiftlayout_syntax.so" in shared and "swiftlayout/libSwiftParser.so" in shared
    # Pure Python over ctypes: no extension module (no cpython-/abi3- tagged .so, no PyInit_ symbol).
    assert not [n for n in names if re.search(r"\.(cpython-|abi3)", n)]


def test_wheel_libraries_need_only_bundled_or_system_libraries(wheel, tmp_path):
    built, library = wheel
    with zipfile.ZipFile(built) as z:
        z.extractall(tmp_path)
    package = tmp_path / "swiftlayout"
    bundled = {p.name for p in package.glob("*.so")}
    for lib in sorted(package.glob("*.so")):
        needed, runpath = _readelf(lib)
        for name in needed:
            assert name in bundled or _system_library(name) is not None, \
                f"{lib.name} needs {name}: neither bundled nor in /lib, /usr/lib"
            if name not in bundled:
                assert not name.startswith(("libswift", "libFoundation", "libdispatch", "libBlocksRuntime",
                                            "lib_Foundation"))
        assert runpath in ([], ["$ORIGIN"]), f"{lib.name}: RUNPATH {runpath}"
        syms = subprocess.run(["readelf", "--dyn-syms", "-W", str(lib)], capture_output=True, text=True).stdout
        assert "PyInit_" not in syms, f"{lib.name} is a Python extension module"
    assert _readelf(package / "libswiftlayout.so")[1] == ["$ORIGIN"]
    # Only what is needed: every bundled library is reachable from libswiftlayout.so or the parser's library.
    reachable, pending = set(), ["libswiftlayout.so", "libswiftlayout_syntax.so"]
    while pending:
        for name in _readelf(package / pending.pop())[0]:
            if name in bundled and name not in reachable:
                reachable.add(name)
                pending.append(name)
    assert bundled - {"libswiftlayout.so", "libswiftlayout_syntax.so"} == reachable - {"libswiftlayout_syntax.so"}
    # The library built here does point into the toolchain: the wheel's copy must not.
    original_runpath = _readelf(library)[1]
    assert original_runpath and original_runpath != ["$ORIGIN"]


def test_wheel_works_in_a_fresh_venv_without_the_toolchain(wheel, tmp_path):
    built, library = wheel
    toolchain_dirs = [d for d in _readelf(library)[1][0].split(":") if d and "$ORIGIN" not in d]
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    r = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-index",
                        "--no-deps", str(built)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    # Nothing points at the repository or the toolchain: no SWIFTLAYOUT_LIB, PYTHONPATH or LD_LIBRARY_PATH.
    env = {k: v for k, v in os.environ.items()
           if k not in ("SWIFTLAYOUT_LIB", "PYTHONPATH", "PYTHONHOME", "LD_LIBRARY_PATH", "LD_PRELOAD")}
    code = """
import os, swiftlayout as sl
print(os.path.dirname(sl.LIBRARY_PATH))
print(sl.layout(sl.VStack(sl.Text("Hello").id("t"), sl.Color.red.frame(height=100).id("c")))["c"].frame)
print(sl.layout(sl.from_swift('Color.red.frame(width: 40, height: 30) // c'), screen=(100, 100))["c"].frame)
for line in open("/proc/self/maps"):
    path = line.split()[-1] if len(line.split()) >= 6 else ""
    if path.endswith(".so") or ".so." in path:
        print("MAPPED", path)
"""
    r = subprocess.run([str(python), "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    package_dir = lines[0]
    assert package_dir.startswith(str(venv)), package_dir
    assert lines[1].startswith("Rect(")
    assert lines[2] == "Rect(30, 35, 40, 30)", lines[2]   # centred: (100-40)/2, (100-30)/2
    mapped = [line.split(" ", 1)[1] for line in lines if line.startswith("MAPPED ")]
    swift = [m for m in mapped if re.search(r"/lib(swift|dispatch|BlocksRuntime|Foundation|_Foundation)", m)]
    assert any(m.endswith("/libswiftCore.so") for m in swift)
    for m in swift:
        assert m.startswith(package_dir + "/"), f"{m} loaded from outside the installed package"
    for m in mapped:
        assert not any(m.startswith(d) for d in toolchain_dirs), f"{m} loaded from the toolchain"
