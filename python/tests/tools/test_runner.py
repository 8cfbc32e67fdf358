"""The `swiftlayout` executable: CPython with the engine built in. Runs it as a subprocess."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from runner_env import clean_env, runner

REPO = Path(__file__).resolve().parents[3]


def run(*args, stdin=None, env=None, cwd=None):
    return subprocess.run(
        [str(runner()), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env=env or clean_env(),
        cwd=cwd,
    )


def script(tmp_path, body, name="s.py"):
    path = tmp_path / name
    path.write_text(body)
    return str(path)


def test_argv_and_import(tmp_path):
    s = script(
        tmp_path,
        "import sys, json, swiftlayout\nprint(json.dumps(sys.argv))\n"
        "print(swiftlayout.layout(swiftlayout.Color.red.id('c'))['c'].frame)\n",
    )
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
        # root reads anything; a path through a regular file cannot be opened by anyone (a directory runs
        # its __main__.py, as under python3).
        r = run(script(tmp_path, "print(1)\n") + "/inner.py")
    else:
        path = Path(script(tmp_path, "print(1)\n"))
        path.chmod(0)
        r = run(str(path))
    assert r.returncode == 2 and "can't open file" in r.stderr


def test_dash_c():
    r = run("-c", "import sys, swiftlayout\nprint(sys.argv, swiftlayout.__version__)", "x", "y")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("['-c', 'x', 'y'] ")


def test_interactive_prompt_with_dash_i():
    # -i starts the prompt even with stdin piped (as python3 -i does), with swiftlayout imported as `sl`.
    r = run(
        "-i", stdin="print(sl.layout(sl.Color.red.frame(width=10).id('c'))['c'].frame.width)\nprint('answer', 6 * 7)\n"
    )
    assert r.returncode == 0, r.stderr
    assert "10.0" in r.stdout and "answer 42" in r.stdout
    assert "imported as sl" in r.stderr and ">>>" in r.stderr
    assert "imported as sl" not in run("-i", "-q", stdin="print(sl.__name__)\n").stderr


# -- issue #16 item 10: the runner's command line is python3's ------------------------------------------


def test_piped_stdin_runs_as_a_script_like_python3():
    # No banner, no prompts; an exception exits 1 as python3 does (it used to print >>> and exit 0).
    r = run(stdin="import swiftlayout\nprint(swiftlayout.Color.red.kind)\nraise ValueError('boom')\nprint('after')\n")
    assert r.returncode == 1
    assert r.stdout == "Color\n"
    assert ">>>" not in r.stderr and "imported as sl" not in r.stderr
    assert "ValueError: boom" in r.stderr
    assert run(stdin="print(1)\n").returncode == 0
    assert run(stdin="raise SystemExit(4)\n").returncode == 4


def test_dash_reads_the_script_from_stdin():
    r = run("-", "a", "b", stdin="import sys, swiftlayout\nprint(sys.argv)\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "['-', 'a', 'b']"


@pytest.mark.parametrize(
    "flags",
    [
        ["-B", "-s"],
        ["-I"],
        ["-E"],
        ["-u"],
        ["-S"],
        ["-P"],
        ["-O"],
        ["-OO"],
        ["-q"],
        ["-b"],
        ["-d"],
        ["-v"],
        ["-W", "error"],
        ["-Wdefault"],
        ["-X", "dev"],
        ["-X", "utf8"],
        ["-X", "faulthandler"],
        ["-B", "-s", "-E", "-u"],
    ],
)
def test_interpreter_flags_as_multiprocessing_passes_them(flags):
    # multiprocessing's spawn start method runs sys.executable (the runner) with
    # subprocess._args_from_interpreter_flags() + ["-c", PROG, "--multiprocessing-fork"].
    code = "import sys, swiftlayout\nprint(sys.argv, swiftlayout.Color.red.kind)"
    r = run(*flags, "-c", code, "--multiprocessing-fork")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1] == "['-c', '--multiprocessing-fork'] Color"


def test_interpreter_flags_take_effect():
    r = run(
        "-I", "-B", "-c", "import sys; print(sys.flags.isolated, sys.flags.dont_write_bytecode, sys.flags.no_user_site)"
    )
    assert r.stdout.split() == ["1", "1", "1"], r.stderr
    r = run("-m", "json.tool", stdin='{"a": 1}')
    assert r.returncode == 0 and '"a": 1' in r.stdout, r.stderr


@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_multiprocessing_spawn(tmp_path, method):
    body = """
import multiprocessing, sys
import swiftlayout as sl

def width(n):
    with sl.layout(sl.Color.red.frame(width=n).id("c")) as r:
        return r["c"].frame.width

if __name__ == "__main__":
    context = multiprocessing.get_context(sys.argv[1])
    with context.Pool(2) as pool:
        print(pool.map(width, [10, 20, 30]))
    child = context.Process(target=width, args=(5,))
    child.start()
    child.join()
    print("child exit", child.exitcode, "executable is the runner", sys.executable == sys.argv[2])
"""
    r = run(script(tmp_path, body), method, os.path.realpath(runner()))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["[10.0, 20.0, 30.0]", "child exit 0 executable is the runner True"]


def _copy_runner(bin_dir: Path) -> Path:
    """A copy of the runner (a copy, not a link: the runner finds its folder from /proc/self/exe) with
    libswiftlayout.so beside it."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    real = Path(os.path.realpath(runner()))
    exe = bin_dir / "swiftlayout"
    shutil.copy2(real, exe)
    (bin_dir / "libswiftlayout.so").symlink_to(real.parent / "libswiftlayout.so")
    return exe


def _run_copy(exe, *args, env=None):
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=120, env=env or clean_env())


def test_package_is_not_searched_for_in_ancestor_folders(tmp_path):
    # A package planted in a folder above the runner (any local user could write /tmp/python) is never
    # imported: the runner looks only at fixed places.
    exe = _copy_runner(tmp_path / "shared" / "tools" / "bin")
    for planted in (tmp_path / "python", tmp_path / "shared" / "python", tmp_path / "shared" / "tools" / "python"):
        (planted / "swiftlayout").mkdir(parents=True)
        (planted / "swiftlayout" / "__init__.py").write_text("print('PLANTED')\n")
    r = _run_copy(exe, "-c", "import swiftlayout")
    assert "PLANTED" not in r.stdout
    assert r.returncode == 1 and "No module named 'swiftlayout'" in r.stderr


PACKAGE = REPO / "python" / "swiftlayout"


@pytest.mark.parametrize(
    "layout_name, bin_rel, package_rel",
    [
        ("beside the executable", "dist", "dist/python"),
        ("install prefix", "prefix/bin", "prefix/lib/swiftlayout/python"),
    ],
)
def test_package_at_fixed_places(tmp_path, layout_name, bin_rel, package_rel):
    exe = _copy_runner(tmp_path / bin_rel)
    target = tmp_path / package_rel
    target.mkdir(parents=True)
    shutil.copytree(PACKAGE, target / "swiftlayout", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    r = _run_copy(exe, "-c", "import swiftlayout; print(swiftlayout.__file__, swiftlayout.Color.red.kind)")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [str(target / "swiftlayout" / "__init__.py"), "Color"], layout_name


def test_package_from_the_build_folder_of_its_repository():
    # The runner built in this repository (.build/<triple>/<config>/) uses <repo>/python.
    r = run("-c", "import swiftlayout; print(swiftlayout.__file__)")
    assert r.stdout.strip() == str(PACKAGE / "__init__.py"), r.stderr


def test_swiftlayout_pythonpath_overrides_and_is_ignored_under_dash_e(tmp_path):
    other = tmp_path / "other"
    (other / "swiftlayout").mkdir(parents=True)
    (other / "swiftlayout" / "__init__.py").write_text("KIND = 'override'\n")
    env = clean_env(SWIFTLAYOUT_PYTHONPATH=str(other))
    r = run("-c", "import swiftlayout; print(swiftlayout.KIND)", env=env)
    assert r.stdout.strip() == "override", r.stderr
    r = run("-E", "-c", "import swiftlayout; print(swiftlayout.__file__)", env=env)
    assert r.stdout.strip() == str(PACKAGE / "__init__.py"), r.stderr


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
    assert prefix == "/usr", prefix  # Debian's python3-dev libpython
    assert os_file.startswith("/usr/lib/python3"), os_file
    del sysconfig, version


@pytest.mark.parametrize(
    "name, expected, files",
    [
        # The map of the first order on an iPhone 15 Pro grows to the screen top: (0, 0, 393, 359) (rules §13).
        (
            "modifier_order",
            ["iPhone 15 Pro  map     MapView                 0   0    393     359"],
            ["ignore_then_frame.svg", "ignore_then_frame.csv", "frame_then_ignore.svg", "frame_then_ignore.csv"],
        ),
        # Three plain views with spacing nil: 8 and 8 (rules §3); spacing -10 overlaps by 10.
        (
            "spacing_nil",
            [
                "three rectangles, spacing nil                                    8                 8",
                "three rectangles, spacing -10                                  -10               -10",
            ],
            ["spacing_nil.svg"],
        ),
        # Half of the 759 pt safe height is 379.5; the gallery item (393 − 20) / 3 = 124.333 (rules §15).
        (
            "container_relative_frame",
            [
                "window, closure form                                      r.h         379.500    379.500  yes",
                "124.333    124.333  yes",
            ],
            ["crf_01.svg", "container_relative_frame.svg"],
        ),
    ],
)
def test_example_scripts(tmp_path, name, expected, files):
    out = tmp_path / "out"
    r = run(str(REPO / "examples" / "scripts" / f"{name}.py"), str(out))
    assert r.returncode == 0, r.stderr
    rows = [" ".join(line.split()) for line in r.stdout.splitlines()]  # column widths follow the names
    for text in expected:
        assert any(" ".join(text.split()) in row for row in rows), f"{text!r} not in the output of {name}.py"
    for file in files:
        assert (out / file).is_file(), f"{name}.py did not write {file}"
    for svg in out.glob("*.svg"):
        assert svg.read_text().startswith("<svg"), svg


def test_example_scripts_need_an_output_folder():
    r = run(str(REPO / "examples" / "scripts" / "spacing_nil.py"))
    assert r.returncode == 2 and "OUT_DIR" in r.stderr


def test_prompt_on_a_terminal():
    # On a terminal with no script: the prompt, with our banner instead of CPython's, and `sl` imported.
    import pty
    import select
    import time

    pid, fd = pty.fork()
    if pid == 0:  # pragma: no cover (the child)
        env = clean_env()
        os.execve(str(runner()), [str(runner())], env)
    os.write(fd, b"print(sl.Color.red.kind * 2)\nexit()\n")
    out, end = b"", time.time() + 60
    while time.time() < end:
        if select.select([fd], [], [], 0.5)[0]:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    _, status = os.waitpid(pid, 0)
    text = out.decode(errors="replace")
    assert os.waitstatus_to_exitcode(status) == 0, text
    assert "imported as sl" in text and "ColorColor" in text and ">>> " in text
    assert "Type \"help\"" not in text
