"""The ``swiftlayout`` command of the Python package (``pip install ./python`` installs it; ``python -m
swiftlayout …`` is the same): ``layout``, ``lint``, ``survey``, ``preview``, ``--help``, ``--version``. The
runner (``.build/*/swiftlayout``) answers the same commands (it runs this module). The commands themselves
live in swiftlayout.tools.cli (layout, survey), swiftlayout.tools.lint and swiftlayout.tools.preview."""

from __future__ import annotations

import platform
import sys
from typing import Optional, Sequence

from ._ffi import LIBRARY_PATH, lib
from .tools.cli import USAGE, command
from .tools.lint import main as lint_main


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the command ``argv`` (default ``sys.argv[1:]``) and returns its exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--help", "-h", "help"):
        print(USAGE, end="")
        return 0
    if args and args[0] in ("--version", "-V"):
        print(f"swiftlayout {lib.sl_version().decode()} (engine {LIBRARY_PATH})\nPython {platform.python_version()}")
        return 0
    if args and args[0] == "lint":
        return lint_main(args[1:])
    return command(args)


if __name__ == "__main__":
    sys.exit(main())
