import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Prefer the debug build that `make test` just made, unless the caller chose a library.
if "SWIFTLAYOUT_LIB" not in os.environ:
    try:
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
        candidate = Path(bin_path) / "libswiftlayout.so"
        if candidate.is_file():
            os.environ["SWIFTLAYOUT_LIB"] = str(candidate)
    except (OSError, subprocess.CalledProcessError):
        pass
