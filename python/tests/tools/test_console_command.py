"""The `swiftlayout` command of the Python package (issue #32, item 3): `pip install ./python` gives a
`swiftlayout` console script, the same as `python -m swiftlayout …`, with `layout`, `lint`, `survey`,
`preview`, `--help` and `--version` (exit 0). Before, `python -m swiftlayout --help` and `python -m swiftlayout
lint f.py` exited 2 and pip installed no command."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List

import pytest

REPO = Path(__file__).resolve().parents[3]
EXAMPLE = REPO / "examples" / "swift" / "ignore_then_frame.swift"


def env() -> Dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(REPO / "python"))


def module(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "swiftlayout", *args], capture_output=True, text=True, timeout=120, env=env(), cwd=cwd
    )


def test_help_and_version_exit_0() -> None:
    import swiftlayout

    done = module("--help")
    assert done.returncode == 0, done.stderr
    for command in ("layout", "lint", "survey", "preview", "--version"):
        assert f"swiftlayout {command}" in done.stdout
    done = module("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"swiftlayout {swiftlayout.__version__} (engine ")


@pytest.mark.parametrize("command", ["layout", "lint", "survey", "preview"])
def test_every_command_has_its_help(command: str) -> None:
    done = module(command, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: swiftlayout {command}")


def test_no_or_unknown_command_is_a_usage_error() -> None:
    for args in ([], ["frobnicate"]):
        done = module(*args)
        assert done.returncode == 2 and done.stderr.startswith("usage: swiftlayout layout")


def test_lint_through_the_package_command(tmp_path: Path) -> None:
    """A tap target under 44 × 44 pt is a finding (Apple's Human Interface Guidelines: "at least 44x44 pt"):
    exit 1; one of 44 × 44 is none: exit 0 (swiftlayout.tools.lint's exit statuses)."""
    small = tmp_path / "small.py"
    small.write_text(
        'from swiftlayout import Button, VStack\nview = VStack(Button("Go").frame(width=20, height=20).id("go"))\n'
    )
    big = tmp_path / "big.py"
    big.write_text(
        'from swiftlayout import Color, VStack\nview = VStack(Color("red").frame(width=44, height=44).id("box"))\n'
    )
    done = module("lint", str(small), "--device", "iPhone SE", "--rule", "small-tap-target")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "go" in done.stdout
    done = module("lint", str(big), "--device", "iPhone SE")
    assert done.returncode == 0, done.stdout + done.stderr


def test_layout_through_the_package_command() -> None:
    done = module("layout", str(EXAMPLE), "--device", "iPhone 15 Pro")
    assert done.returncode == 0, done.stderr
    rows = {line.split()[2]: line.split()[3:] for line in done.stdout.splitlines()[1:] if len(line.split()) == 7}
    # The seed's order A on an iPhone 15 Pro (top safe area 59): the 300 pt frame starts at the safe edge and
    # the ignoring map grows up under the status bar to the screen edge.
    assert rows["frame"] == ["0", "59", "393", "300"] and rows["map"] == ["0", "0", "393", "359"]


def test_pyproject_declares_the_console_script() -> None:
    text = (REPO / "python" / "pyproject.toml").read_text(encoding="utf-8")
    assert '[project.scripts]\nswiftlayout = "swiftlayout.__main__:main"' in text
    from swiftlayout.__main__ import main

    assert main(["--help"]) == 0


def _wheel(tmp: Path, library: Path) -> Path:
    """A wheel built offline from a copy of python/ with the built libraries (as test_wheel.py builds one)."""
    source = tmp / "src"
    shutil.copytree(
        REPO / "python", source, ignore=shutil.ignore_patterns("tests", "__pycache__", "*.so", "build", "*.egg-info")
    )
    shutil.copyfile(library, source / "swiftlayout" / "libswiftlayout.so")
    syntax = library.resolve().parent / "libswiftlayout_syntax.so"
    if not syntax.is_file():
        pytest.skip("no libswiftlayout_syntax.so next to the library: run `make build`")
    shutil.copyfile(syntax, source / "swiftlayout" / "libswiftlayout_syntax.so")
    environment = {k: v for k, v in os.environ.items() if k != "SWIFTLAYOUT_WHEEL_LIB"}
    # The toolchain stays on PATH here: the manylinux repair (auditwheel, ~20 s) is test_wheel.py's.
    environment["SWIFTLAYOUT_WHEEL_REPAIR"] = "0"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--disable-pip-version-check",
            "--no-build-isolation",
            "--no-deps",
            "--no-index",
            "-w",
            str(tmp / "dist"),
            str(source),
        ],
        capture_output=True,
        text=True,
        env=environment,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = (tmp / "dist").glob("*.whl")
    return built


def test_pip_install_gives_the_command(tmp_path: Path) -> None:
    """Installed from a wheel into a fresh venv, `venv/bin/swiftlayout` runs with nothing else set."""
    import importlib.util

    if importlib.util.find_spec("setuptools") is None:
        pytest.skip("cannot build a wheel offline: no setuptools (make .build/pyvenv/.stamp-wheel)")
    library = os.environ.get("SWIFTLAYOUT_LIB")
    if not library or not Path(library).is_file():
        pytest.skip("no built libswiftlayout.so (SWIFTLAYOUT_LIB): run `make build`")
    built = _wheel(tmp_path, Path(library))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(venv / "bin" / "python"),
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
    if done.returncode != 0 and "no such option: --python" in done.stderr:
        pytest.skip("this pip cannot install into another environment (pip < 22.3)")
    assert done.returncode == 0, done.stdout + done.stderr
    command = venv / "bin" / "swiftlayout"
    assert command.is_file()
    clean = {k: v for k, v in os.environ.items() if k not in ("SWIFTLAYOUT_LIB", "PYTHONPATH", "PYTHONHOME")}
    runs: List[subprocess.CompletedProcess[str]] = [
        subprocess.run([str(command), *args], capture_output=True, text=True, env=clean, cwd=tmp_path, timeout=120)
        for args in (["--version"], ["--help"], ["layout", str(EXAMPLE), "--device", "iPhone SE"])
    ]
    for done in runs:
        assert done.returncode == 0, done.stderr
    assert str(venv) in runs[0].stdout  # the engine bundled in the venv, not the build's
    assert "SafeAreaIgnoringLayout" in runs[2].stdout
