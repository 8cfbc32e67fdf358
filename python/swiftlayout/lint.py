"""``python -m swiftlayout.lint FILE.py`` (``swiftlayout lint FILE.py``): the public home of the layout-lint
command; it lives in :mod:`swiftlayout.tools.lint` (the rules in :mod:`swiftlayout.tools.lint_rules`)."""

import sys

from .tools.lint import *  # noqa: F403
from .tools.lint import __all__, main  # noqa: F401

if __name__ == "__main__":
    sys.exit(main())
