"""``swiftlayout.testing``: the public home of layout snapshot testing (``assert_layout_snapshot``, and the
pytest plugin with the ``layout_snapshot`` fixture and ``--layout-snapshot-update`` (alias ``--snapshot-update``):
``pytest_plugins = ["swiftlayout.testing"]``); they live in :mod:`swiftlayout.tools.testing`."""

from .tools import testing as _implementation
from .tools.testing import *  # noqa: F403
from .tools.testing import __all__  # noqa: F401

if hasattr(_implementation, "pytest_addoption"):  # the plugin's hooks (defined when pytest is installed)
    pytest_addoption = _implementation.pytest_addoption
    pytest_load_initial_conftests = _implementation.pytest_load_initial_conftests
