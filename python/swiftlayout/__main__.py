"""``python -m swiftlayout layout FILE.swift …`` (the runner's ``swiftlayout layout …``): see swiftlayout.tools.cli."""
import sys

from .tools.cli import command

if __name__ == "__main__":
    sys.exit(command())
