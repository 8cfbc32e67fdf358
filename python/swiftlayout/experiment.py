"""``swiftlayout.experiment``: the public home of the experiment tools (``sweep``, ``Sweep``); they live in
:mod:`swiftlayout.tools.experiment`."""

from .tools.experiment import *  # noqa: F403
from .tools.experiment import __all__  # noqa: F401
