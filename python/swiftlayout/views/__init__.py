"""The views (Sources/SwiftLayout's view folders): shapes, text, stacks, containers, controls, grids, the
GeometryReader and custom layouts. ``swiftlayout.views`` also re-exports the base of the views and the
validation helpers view modules use."""
from .shapes import *  # noqa: F401,F403
from .shapes import __all__  # noqa: F401
