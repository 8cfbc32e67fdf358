"""The wheel (issue #16 item 13, issue #32 item 4): a ``manylinux`` wheel made by ``auditwheel repair`` carrying a
stripped libswiftlayout.so and, under ``swiftlayout.libs/``, the Swift runtime libraries it needs, and working
from a fresh venv of another Python with the Swift toolchain out of reach (off PATH, no environment variable
pointing at it, nothing loaded from it). One wheel build (scripts/build-wheel.py, the same as ``make wheel``),
of the debug library the suite runs against, so no release build is needed."""

import glob
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
#: The Swift runtime's and swift-syntax's libraries (not the package's own libswiftlayout*.so).
SWIFT_LIBRARY = re.compile(r"^lib(swift(?!layout)|Swift|dispatch|BlocksRuntime|Foundation|_Foundation)")


def _readelf(path):
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)
    runpath = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*?)\]", out)
    return needed, runpath


def _has_symbol_table(path):
    out = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    return re.search(r"\]\s+\.symtab\s", out) is not None


def _another_python():
    """A Python of another minor version than this one (SWIFTLAYOUT_TEST_PYTHON, else the newest pyenv or
    system Python 3.9+ that can make a venv with pip); this one if there is none."""
    explicit = os.environ.get("SWIFTLAYOUT_TEST_PYTHON")
    if explicit:
        return explicit
    found = []
    for pattern in (
        os.path.expanduser("~/.pyenv/versions/3.*/bin/python3"),
        "/usr/bin/python3.*",
        "/usr/local/bin/python3.*",
    ):
        for path in glob.glob(pattern):
            match = re.search(r"(?:versions/3\.(\d+)[.\d]*/bin/python3|python3\.(\d+))$", path)
            if match is None:
                continue
            minor = int(match.group(1) or match.group(2))
            if minor >= 9 and minor != sys.version_info.minor:
                found.append((minor, path))
    for _, path in sorted(found, reverse=True):
        r = subprocess.run([path, "-c", "import venv, ensurepip"], capture_output=True)
        if r.returncode == 0:
            return path
    return sys.executable


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) is not installed")
    missing = [m for m in ("setuptools", "wheel", "auditwheel") if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(
            f"cannot build the manylinux wheel offline: this Python lacks {missing} "
            "(`make deps` installs them into .build/pyvenv)"
        )
    library = os.environ.get("SWIFTLAYOUT_LIB")
    if not library or not Path(library).is_file():
        pytest.skip("no built libswiftlayout.so (SWIFTLAYOUT_LIB): run `make build`")
    if not (Path(library).resolve().parent / "libswiftlayout_syntax.so").is_file():
        pytest.skip("no built libswiftlayout_syntax.so next to SWIFTLAYOUT_LIB: run `make build`")
    out = tmp_path_factory.mktemp("wheel")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIFTLAYOUT_WHEEL_")}
    r = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "build-wheel.py"), library, str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    built = Path(r.stdout.splitlines()[-1])
    assert built.is_file() and built.parent == out
    return built, Path(library)


def test_wheel_is_manylinux_and_not_an_extension_module(wheel):
    built, _ = wheel
    # auditwheel's tag: the oldest glibc whose symbol versions the bundled libraries stay within.
    assert re.search(r"-py3-none-manylinux_2_\d+_x86_64\.whl$", built.name), built.name
    with zipfile.ZipFile(built) as z:
        names = z.namelist()
        meta = z.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode()
    assert "Root-Is-Purelib: false" in meta
    assert re.search(r"^Tag: py3-none-manylinux_2_\d+_x86_64$", meta, re.MULTILINE), meta
    assert "swiftlayout/libswiftlayout.so" in names and "swiftlayout/libswiftlayout_syntax.so" in names
    grafted = [n.split("/", 1)[1] for n in names if n.startswith("swiftlayout.libs/")]
    for runtime in ("libswiftCore", "libSwiftParser", "libharfbuzz"):
        assert any(g.startswith(runtime + "-") for g in grafted), f"no {runtime} in swiftlayout.libs: {grafted}"
    # Pure Python over ctypes: no extension module (no cpython-/abi3- tagged .so).
    assert not [n for n in names if re.search(r"\.(cpython-|abi3)", n)]
    # auditwheel's own audit agrees with the tag.
    auditwheel = Path(sys.executable).parent / "auditwheel"
    r = subprocess.run(
        [str(auditwheel) if auditwheel.is_file() else "auditwheel", "show", str(built)], capture_output=True, text=True
    )
    said = " ".join(r.stdout.split())
    tag = re.search(r"manylinux_2_\d+_x86_64", built.name).group(0)  # type: ignore[union-attr]
    assert r.returncode == 0 and f'is consistent with the following platform tag: "{tag}"' in said, r.stdout + r.stderr


def test_wheel_libraries_are_stripped_and_need_only_bundled_or_policy_libraries(wheel, tmp_path):
    built, library = wheel
    with zipfile.ZipFile(built) as z:
        z.extractall(tmp_path)
    package, libs = tmp_path / "swiftlayout", tmp_path / "swiftlayout.libs"
    bundled = {p.name for p in libs.iterdir()} | {p.name for p in package.glob("*.so")}
    # The build tree's library carries its symbol table (issue #32: 12 MB unstripped); the wheel's does not.
    assert _has_symbol_table(library)
    for lib in [*package.glob("*.so"), *libs.iterdir()]:
        assert not _has_symbol_table(lib), f"{lib.name} is not stripped"
        needed, runpath = _readelf(lib)
        for name in needed:
            # Anything of Swift's must come from the wheel; the rest is glibc, libstdc++, libgcc_s (the policy).
            assert name in bundled or not SWIFT_LIBRARY.match(name), f"{lib.name} needs {name}, not bundled"
        assert all(entry.startswith("$ORIGIN") for r in runpath for entry in r.split(":")), (
            f"{lib.name}: RUNPATH {runpath} leaves the wheel"
        )
        syms = subprocess.run(["readelf", "--dyn-syms", "-W", str(lib)], capture_output=True, text=True).stdout
        assert "PyInit_" not in syms, f"{lib.name} is a Python extension module"
    assert "$ORIGIN/../swiftlayout.libs" in _readelf(package / "libswiftlayout.so")[1][0].split(":")
    # The library built here does point into the toolchain: the wheel's copy must not.
    original_runpath = _readelf(library)[1]
    assert original_runpath and any(not d.startswith("$ORIGIN") for d in original_runpath[0].split(":"))


def test_wheel_works_in_a_fresh_venv_of_another_python_without_the_toolchain(wheel, tmp_path):
    built, library = wheel
    toolchain_dirs = [d for d in _readelf(library)[1][0].split(":") if d and "$ORIGIN" not in d]
    python = _another_python()
    venv = tmp_path / "venv"
    subprocess.run([python, "-m", "venv", str(venv)], check=True, timeout=300)
    r = subprocess.run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            "--no-index",
            "--no-deps",
            str(built),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    # Nothing points at the repository or the toolchain: no SWIFTLAYOUT_LIB, PYTHONPATH or LD_LIBRARY_PATH, and
    # no folder holding `swift` on PATH.
    env = {
        k: v
        for k, v in os.environ.items()
        if k
        not in (
            "SWIFTLAYOUT_LIB",
            "SWIFTLAYOUT_SYNTAX_LIB",
            "PYTHONPATH",
            "PYTHONHOME",
            "LD_LIBRARY_PATH",
            "LD_PRELOAD",
        )
    }
    env["PATH"] = os.pathsep.join(
        d
        for d in env.get("PATH", "").split(os.pathsep)
        if d and not (Path(d) / "swift").exists() and not (Path(d) / "swiftc").exists()
    )
    code = """
import os, sys, swiftlayout as sl
print(os.path.dirname(sl.LIBRARY_PATH))
print("%d.%d" % sys.version_info[:2])
print(sl.layout(sl.VStack(sl.Text("Hello").id("t"), sl.Color.red.frame(height=100).id("c")))["c"].frame)
print(sl.layout(sl.from_swift('Color.red.frame(width: 40, height: 30) // c'), screen=(100, 100))["c"].frame)
for line in open("/proc/self/maps"):
    path = line.split()[-1] if len(line.split()) >= 6 else ""
    if path.endswith(".so") or ".so." in path:
        print("MAPPED", path)
"""
    r = subprocess.run(
        [str(venv / "bin" / "python"), "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
    )
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    package_dir = lines[0]
    assert package_dir.startswith(str(venv)), package_dir
    if python != sys.executable:
        assert lines[1] != f"{sys.version_info[0]}.{sys.version_info[1]}", f"{python} is not another Python"
    assert lines[2].startswith("Rect(")
    assert lines[3] == "Rect(30, 35, 40, 30)", lines[3]  # centred: (100-40)/2, (100-30)/2
    mapped = [line.split(" ", 1)[1] for line in lines if line.startswith("MAPPED ")]
    swift = [m for m in mapped if SWIFT_LIBRARY.match(Path(m).name)]
    assert any(Path(m).name.startswith("libswiftCore") for m in swift), mapped
    site_packages = str(Path(package_dir).parent)
    for m in swift:
        assert m.startswith(site_packages + "/swiftlayout.libs/"), f"{m} loaded from outside the installed wheel"
    for m in mapped:
        assert not any(m.startswith(d) for d in toolchain_dirs), f"{m} loaded from the toolchain"
