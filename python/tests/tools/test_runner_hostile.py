"""The runner against hostile surroundings and unusual command lines (issue 34, items 3 and 11): a package
planted where another local user can write is never imported, arguments reach the script byte for byte, and
a script that is a directory, a FIFO or /dev/stdin runs as under python3. Runs the runner as a subprocess."""

import grp
import os
import pwd
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from runner_env import clean_env, runner
from test_runner import REPO, _copy_runner, run

PACKAGE = REPO / "python" / "swiftlayout"
PLANTED = "print('PLANTED')\n"


def _plant(place: Path) -> None:
    (place / "swiftlayout").mkdir(parents=True)
    (place / "swiftlayout" / "__init__.py").write_text(PLANTED)


def _real_package(place: Path) -> None:
    place.mkdir(parents=True)
    shutil.copytree(PACKAGE, place / "swiftlayout", ignore=shutil.ignore_patterns("*.so", "__pycache__"))


def _run(exe, *args, **kw):
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=120, env=clean_env(), **kw)


def test_a_package_planted_under_a_world_writable_folder_is_not_imported(tmp_path):
    # The report's case: a runner copied with its library into a folder right under a world-writable one
    # (/tmp): its install-prefix place, <exe dir>/../lib/swiftlayout/python, is in that world-writable folder,
    # and any local user can make it. (The sticky bit does not help: it stops deleting, not creating.)
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    exe = _copy_runner(shared / "mytools")
    _plant(shared / "lib" / "swiftlayout" / "python")
    r = _run(exe, "-c", "import swiftlayout")
    assert "PLANTED" not in r.stdout
    assert r.returncode == 1 and "No module named 'swiftlayout'" in r.stderr
    assert "not importing the swiftlayout package in" in r.stderr and "is writable by every user" in r.stderr


def _private_group(uid: int):
    """The gid of `uid`'s private group (named like the user, no other member, no other user's primary
    group), or None: the runner's isPrivateGroup."""
    user = pwd.getpwuid(uid)
    try:
        group = grp.getgrgid(user.pw_gid)
    except KeyError:
        return None
    if group.gr_name != user.pw_name or set(group.gr_mem) - {user.pw_name}:
        return None
    if any(p.pw_gid == group.gr_gid and p.pw_uid != uid for p in pwd.getpwall()):
        return None
    return group.gr_gid


def _shared_group():
    """A group other users are in (a member, or another user's primary group) that this process may give a
    file to, or None."""
    mine = set(os.getgroups()) | {os.getegid()}
    me = pwd.getpwuid(os.geteuid()).pw_name
    for group in grp.getgrall():
        others = set(group.gr_mem) - {me} or any(
            p.pw_gid == group.gr_gid and p.pw_uid != os.geteuid() for p in pwd.getpwall()
        )
        if others and (os.geteuid() == 0 or group.gr_gid in mine):
            return group.gr_gid
    return None


@pytest.mark.parametrize("where", ["place", "folder between", "package folder", "module"])
def test_a_place_another_user_can_change_is_skipped(tmp_path, where):
    # An install prefix (<prefix>/bin/swiftlayout, <prefix>/lib/swiftlayout/python) whose package is real,
    # but one folder or file on the way is group- or world-writable: skipped with a warning naming it. (The
    # group case: a group other users are in.)
    exe = _copy_runner(tmp_path / "prefix" / "bin")
    place = tmp_path / "prefix" / "lib" / "swiftlayout" / "python"
    _real_package(place)
    target = {
        "place": place,
        "folder between": tmp_path / "prefix" / "lib",
        "package folder": place / "swiftlayout",
        "module": place / "swiftlayout" / "errors.py",
    }[where]
    if where == "folder between":
        shared = _shared_group()
        if shared is None:
            pytest.skip("no group with other users that this user may give a folder to")
        os.chown(target, -1, shared)
    target.chmod(target.stat().st_mode | (0o020 if where == "folder between" else 0o002))
    r = _run(exe, "-c", "import swiftlayout")
    assert r.returncode == 1 and "No module named 'swiftlayout'" in r.stderr, r.stderr
    assert f"{target} is writable by" in r.stderr
    target.chmod(target.stat().st_mode & ~0o022)  # fixed: used again
    r = _run(exe, "-c", "import swiftlayout; print(swiftlayout.__file__)")
    assert r.returncode == 0 and r.stdout.strip() == str(place / "swiftlayout" / "__init__.py"), r.stderr


def test_a_checkout_writable_by_its_owners_private_group_is_used(tmp_path):
    """A clone made with umask 002 (Debian's and Ubuntu's user private groups: every folder and file
    group-writable, the group being the user's own) is imported: only its owner can write through that
    group. Before, the runner refused it and the README's `swiftlayout layout …` failed after `make demo`."""
    gid = _private_group(os.geteuid())
    if gid is None:
        pytest.skip("this user has no private group")
    exe = _copy_runner(tmp_path / "prefix" / "bin")
    place = tmp_path / "prefix" / "lib" / "swiftlayout" / "python"
    _real_package(place)
    for path in [tmp_path / "prefix", *(tmp_path / "prefix").rglob("*")]:
        if not path.is_symlink():
            os.chown(path, -1, gid)
            path.chmod(path.stat().st_mode | 0o020)
    r = _run(exe, "-c", "import swiftlayout; print(swiftlayout.__file__)")
    assert r.returncode == 0 and r.stdout.strip() == str(place / "swiftlayout" / "__init__.py"), r.stderr
    assert "not importing" not in r.stderr


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a folder to another user needs root")
def test_a_place_owned_by_another_user_is_skipped(tmp_path):
    exe = _copy_runner(tmp_path / "prefix" / "bin")
    place = tmp_path / "prefix" / "lib" / "swiftlayout" / "python"
    _plant(place)
    os.chown(tmp_path / "prefix" / "lib", 54321, 54321)
    r = _run(exe, "-c", "import swiftlayout")
    assert "PLANTED" not in r.stdout and "is owned by user 54321" in r.stderr, r.stderr


def test_a_link_to_a_writable_folder_is_skipped(tmp_path):
    # <exe dir>/python is a link (owned by this user) to a package in a world-writable folder.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    elsewhere.chmod(0o777)
    _plant(elsewhere / "python")
    exe = _copy_runner(tmp_path / "dist")
    (tmp_path / "dist" / "python").symlink_to(elsewhere / "python")
    r = _run(exe, "-c", "import swiftlayout")
    assert "PLANTED" not in r.stdout and f"{elsewhere} (the target of" in r.stderr, r.stderr


def test_arguments_that_are_not_utf8_reach_the_script_as_under_python3(tmp_path):
    # Before, the runner decoded its command line as UTF-8 with replacement: b"\xff" became U+FFFD.
    args = [b"caf\xe9", b"\xff\xfe", "naïve".encode(), b"plain"]
    code = "import os, sys; print([os.fsencode(a).hex() for a in sys.argv[1:]])"
    ours = subprocess.run([str(run_path()), "-c", code, *args], capture_output=True, timeout=120, env=clean_env())
    theirs = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, timeout=120, env=clean_env())
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout == (str([a.hex() for a in args]) + "\n").encode()


def test_a_script_path_that_is_not_utf8(tmp_path):
    folder = os.fsencode(str(tmp_path)) + b"/d\xe9j\xe0"
    os.mkdir(folder)
    script = folder + b"/s.py"
    with open(script, "w") as f:
        f.write("import sys, os; print(os.fsencode(sys.argv[0]).hex())\n")
    r = subprocess.run([os.fsencode(str(run_path())), script], capture_output=True, timeout=120, env=clean_env())
    assert r.returncode == 0 and r.stdout.decode().strip() == script.hex(), r.stderr


def run_path() -> Path:
    return runner()


def test_a_directory_with_main_runs_as_under_python3(tmp_path):
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "__main__.py").write_text("import sys; print('main of', sys.argv[0].rsplit('/', 1)[-1])\n")
    r = run(str(tmp_path / "app"))
    assert r.returncode == 0 and r.stdout == "main of app\n", r.stderr
    (tmp_path / "empty").mkdir()
    r = run(str(tmp_path / "empty"))
    assert r.returncode == 1 and "can't find '__main__' module" in r.stderr  # python3's status and message


def test_a_fifo_runs_as_under_python3(tmp_path):
    fifo = tmp_path / "script.fifo"
    os.mkfifo(fifo)

    def feed():
        with open(fifo, "w") as f:
            f.write("print('from a fifo')\n")

    writer = threading.Thread(target=feed)
    writer.start()
    r = run(str(fifo))
    writer.join(timeout=60)
    assert r.returncode == 0 and r.stdout == "from a fifo\n", r.stderr


def test_dev_stdin_runs_as_under_python3():
    r = run("/dev/stdin", "x", stdin="import sys; print('from stdin', sys.argv[1:])\n")
    assert r.returncode == 0 and r.stdout == "from stdin ['x']\n", r.stderr


def test_a_missing_script_is_python3s_error(tmp_path):
    r = run(str(tmp_path / "nope.py"))
    assert r.returncode == 2 and "can't open file" in r.stderr and "nope.py" in r.stderr
