"""How the tests run the `swiftlayout` executable: which one, and the environment of a user who set nothing."""

import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def runner() -> Path:
    explicit = os.environ.get("SWIFTLAYOUT_RUNNER")
    if explicit:
        return Path(explicit)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.strip()
    for name in ("swiftlayout", "swiftlayout-run"):
        if (Path(bin_path) / name).is_file():
            return Path(bin_path) / name
    pytest.fail(f"no swiftlayout executable in {bin_path}: run `make build`")


def clean_env(**extra):
    """The environment of a user who set nothing: no SWIFTLAYOUT_LIB, no PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k not in ("SWIFTLAYOUT_LIB", "PYTHONPATH", "PYTHONHOME")}
    env.update(extra)
    return env
