"""The `swiftlayout` executable: CPython with the engine built in. Runs it as a subprocess."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def runner() -> Path:
    explicit = os.environ.get("SWIFTLAYOUT_RUNNER")
    if explicit:
        return Path(explicit)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.strip()
    for name in ("swiftlayout", "swiftlayout-run"):
        if (Path(bin_path) / name).is_file():
            return Path(bin_path) / name
    pytest.fail(f"no swiftlayout executable in {bin_path}: run `make build`")


def clean_env(**extra):
    """The environment of a user who set nothing: no SWIFTLAYOUT_LIB, no PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k not in ("SWIFTLAYOUT_LIB", "PYTHONPATH", "PYTHONHOME")}
    env.update(extra)
    return env


def run(*args, stdin=None, env=None, cwd=None):
    return subprocess.run([str(runner()), *args], input=stdin, capture_output=True, text=True, timeout=120,
                          env=env or clean_env(), cwd=cwd)


def script(tmp_path, body, name="s.py"):
    path = tmp_path / name
    path.write_text(body)
    return str(path)


def test_argv_and_import(tmp_path):
    s = script(tmp_path, "import sys, json, swiftlayout\nprint(json.dumps(sys.argv))\n"
                         "print(swiftlayout.layout(swiftlayout.Color.red.id('c'))['c'].frame)\n")
    r = run(s, "a", "b c")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == f'["{s}", "a", "b c"]'
    assert lines[1] == "Rect(0, 59, 393, 759)"  # a Color takes the iPhone 15 Pro safe area


def test_script_directory_is_on_the_path(tmp_path):
    script(tmp_path, "VALUE = 42\n", name="helper.py")
    assert run(script(tmp_path, "import helper\nprint(helper.VALUE)\n")).stdout.strip() == "42"


def test_uncaught_exception_exits_1_with_traceback(tmp_path):
    r = run(script(tmp_path, "def f():\n    raise ValueError('boom')\nf()\n"))
    assert r.returncode == 1
    assert "Traceback (most recent call last)" in r.stderr and "ValueError: boom" in r.stderr


def test_system_exit_status(tmp_path):
    assert run(script(tmp_path, "raise SystemExit(7)\n")).returncode == 7
    assert run(script(tmp_path, "import sys\nsys.exit(0)\n")).returncode == 0


def test_missing_script_exits_2(tmp_path):
    r = run(str(tmp_path / "nope.py"))
    assert r.returncode == 2
    assert "can't open file" in r.stderr and "nope.py" in r.stderr


def test_unreadable_script_exits_2(tmp_path):
    if os.geteuid() == 0:
        # root reads anything; a directory is unreadable as a script for everyone.
        r = run(str(tmp_path))
    else:
        path = Path(script(tmp_path, "print(1)\n"))
        path.chmod(0)
        r = run(str(path))
    assert r.returncode == 2 and "can't open file" in r.stderr


def test_dash_c():
    r = run("-c", "import sys, swiftlayout\nprint(sys.argv, swiftlayout.__version__)", "x", "y")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("['-c', 'x', 'y'] ")


def test_interactive_prompt_from_stdin():
    # With no argument the prompt starts with swiftlayout imported as `sl`.
    r = run(stdin="print(sl.layout(sl.Color.red.frame(width=10).id('c'))['c'].frame.width)\n")
    assert r.returncode == 0, r.stderr
    assert "10.0" in r.stdout
    assert "imported as sl" in r.stderr
    r = run("-i", stdin="import sys\nprint('answer', 6 * 7)\n")
    assert "answer 42" in r.stdout


def test_version_and_help():
    r = run("--version")
    assert r.returncode == 0 and r.stdout.startswith("swiftlayout ") and "Python 3." in r.stdout
    h = run("--help")
    assert h.returncode == 0 and "usage: swiftlayout" in h.stdout
    bad = run("--frobnicate")
    assert bad.returncode == 2 and "unknown option" in bad.stderr


def test_single_engine(tmp_path):
    # The runner loads libswiftlayout.so with RTLD_GLOBAL before Python starts; ctypes must get the same
    # instance: the same function addresses, one mapping, and a handle made through one is valid in the other.
    body = """
import ctypes, swiftlayout
from swiftlayout import _ffi
process = ctypes.CDLL(None)           # the symbols the runner loaded globally
a = ctypes.cast(process.sl_document_new, ctypes.c_void_p).value
b = ctypes.cast(_ffi.lib.sl_document_new, ctypes.c_void_p).value
maps = {line.split()[-1] for line in open('/proc/self/maps') if line.rstrip().endswith('libswiftlayout.so')}
doc = _ffi.lib.sl_document_new()
_ffi.lib.sl_rectangle(doc)
count = ctypes.c_ssize_t(-1)
process.sl_document_view_count.argtypes = [ctypes.c_uint64, ctypes.POINTER(ctypes.c_ssize_t)]
status = process.sl_document_view_count(doc, ctypes.byref(count))
print(a == b, len(maps), status, count.value)
"""
    r = run(script(tmp_path, body))
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["True", "1", "0", "1"]


def test_standard_library_isolation(tmp_path):
    # Another Python first on PATH (and a PYTHONHOME pointing at it) must not leak its standard library
    # into the embedded interpreter: the prefix stays the one libpython was built for.
    other_bin = Path(sys.base_prefix) / "bin"
    env = clean_env(PATH=f"{other_bin}:{os.environ.get('PATH', '')}", PYTHONHOME=sys.base_prefix)
    body = "import sys, os\nprint(sys.prefix)\nprint(os.__file__)\nprint(sys.version.split()[0])\n"
    r = run(script(tmp_path, body), env=env)
    assert r.returncode == 0, r.stderr
    prefix, os_file, version = r.stdout.splitlines()
    import sysconfig
    assert not os_file.startswith(sys.base_prefix) or sys.base_prefix == prefix, os_file
    assert prefix == "/usr", prefix                   # Debian's python3-dev libpython
    assert os_file.startswith("/usr/lib/python3"), os_file
    del sysconfig, version


@pytest.mark.parametrize("name, expected, files", [
    # The map of the first order on an iPhone 15 Pro grows to the screen top: (0, 0, 393, 359) (rules §13).
    ("modifier_order", ["iPhone 15 Pro  map     MapView                 0   0    393     359"],
     ["ignore_then_frame.svg", "ignore_then_frame.csv", "frame_then_ignore.svg", "frame_then_ignore.csv"]),
    # Three plain views with spacing nil: 8 and 8 (rules §3); spacing -10 overlaps by 10.
    ("spacing_nil", ["three rectangles, spacing nil                                    8                 8",
                     "three rectangles, spacing -10                                  -10               -10"],
     ["spacing_nil.svg"]),
    # Half of the 759 pt safe height is 379.5; the gallery item (393 − 20) / 3 = 124.333 (rules §15).
    ("container_relative_frame", ["window, closure form                                      r.h         379.500    379.500  yes",
                                  "124.333    124.333  yes"], ["crf_01.svg", "container_relative_frame.svg"]),
])
def test_example_scripts(tmp_path, name, expected, files):
    out = tmp_path / "out"
    r = run(str(REPO / "examples" / "scripts" / f"{name}.py"), str(out))
    assert r.returncode == 0, r.stderr
    rows = [" ".join(line.split()) for line in r.stdout.splitlines()]   # column widths follow the names
    for text in expected:
        assert any(" ".join(text.split()) in row for row in rows), f"{text!r} not in the output of {name}.py"
    for file in files:
        assert (out / file).is_file(), f"{name}.py did not write {file}"
    for svg in out.glob("*.svg"):
        assert svg.read_text().startswith("<svg"), svg


def test_example_scripts_need_an_output_folder():
    r = run(str(REPO / "examples" / "scripts" / "spacing_nil.py"))
    assert r.returncode == 2 and "OUT_DIR" in r.stderr
