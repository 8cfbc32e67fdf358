"""``python -m swiftlayout layout FILE.swift …`` and ``python -m swiftlayout preview PACKAGE_DIR …`` (the runner's
``swiftlayout layout …``/``swiftlayout preview …``): see swiftlayout.tools.cli and swiftlayout.tools.preview."""
import sys

from .tools.cli import command

if __name__ == "__main__":
    sys.exit(command())
