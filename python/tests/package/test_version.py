"""One version source: the engine's ``versionString`` (Sources/SwiftLayoutC/LibraryAPI.swift). setup.py
reads it for the package metadata (pyproject.toml declares the version dynamic), and ``sl_version()``
returns it at run time; the pkg-config file (`make pc`) reads the same line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import swiftlayout

PYTHON_DIR = Path(__file__).resolve().parents[2]
SWIFT_SOURCE = PYTHON_DIR.parent / "Sources" / "SwiftLayoutC" / "LibraryAPI.swift"


def swift_version() -> str:
    found = re.findall(r'^let versionString = "([^"]+)"$', SWIFT_SOURCE.read_text(encoding="utf-8"), re.MULTILINE)
    assert len(found) == 1, f"expected one `let versionString = \"…\"` line in {SWIFT_SOURCE}"
    return found[0]


def test_pyproject_has_no_version_of_its_own() -> None:
    text = (PYTHON_DIR / "pyproject.toml").read_text(encoding="utf-8")
    assert not re.search(r"^version\s*=", text, re.MULTILINE), "pyproject.toml must not write the version"
    assert re.search(r'^dynamic\s*=\s*\[[^\]]*"version"', text, re.MULTILINE)


def test_package_metadata_version_is_the_swift_one() -> None:
    out = subprocess.run(
        [sys.executable, "setup.py", "--version"], cwd=PYTHON_DIR, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out[-1] == swift_version()


def test_engine_reports_the_same_version() -> None:
    assert swiftlayout.__version__ == swift_version()
