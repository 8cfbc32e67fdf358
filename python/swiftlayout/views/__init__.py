"""The views (Sources/SwiftLayout's view folders): the view itself and its wrapper (``view``), shapes, text,
placeholders, stacks, Canvas, containers, grouping views, controls, grids, the GeometryReader and custom
layouts. ``swiftlayout.views`` also gives the names view modules build on: the base of the views, the
modifier types a view's methods make, the document functions and the validation helpers."""
from ..base import (COLOR_NAMES, EDGE_BITS, AlignmentLike, Modifier, Part, check_color, check_view, collect_views,
                    fmt_optional, with_children)
from ..document import MAX_NODE_COUNT, check_node_count, serialize, to_document
from ..geometry import check_int, check_length, check_number, check_string, fmt
from ..modifiers.layout import (AspectRatioLayout, BackgroundModifier, BorderModifier, FixedSizeLayout, FlexFrameLayout,
                                FrameLayout, LayoutPriorityModifier, OffsetEffect, OverlayModifier, PaddingLayout,
                                PositionLayout, SafeAreaIgnoringLayout)
from ..modifiers.text import (MAX_FONT_SIZE, MAX_LINE_LIMIT, TEXT_STYLES, WEIGHTS, FontModifier, LineLimitModifier,
                              font_value, make_font, text_style)
from .placeholders import MapView, Placeholder
from .shapes import (CORNER_STYLES, SHAPES, AnyShape, Capsule, Circle, Ellipse, Rectangle, RoundedRectangle,
                     UnevenRoundedRectangle)
from .stacks import HStack, Spacer, Stack, VStack, ZStack
from .text import Text
from .view import Color, Leaf, ModifiedContent, View

__all__ = [
    # The views.
    "AnyShape", "Capsule", "Circle", "CORNER_STYLES", "Ellipse", "HStack", "MapView", "Placeholder", "Rectangle",
    "RoundedRectangle", "SHAPES", "Spacer", "Stack", "Text", "UnevenRoundedRectangle", "VStack", "ZStack",
    # The view, its wrapper, the modifiers a view's methods make, the document.
    "AlignmentLike", "AspectRatioLayout", "BackgroundModifier", "BorderModifier", "Color", "COLOR_NAMES", "EDGE_BITS",
    "FixedSizeLayout", "FlexFrameLayout", "FontModifier", "FrameLayout", "Leaf", "LayoutPriorityModifier",
    "LineLimitModifier", "MAX_FONT_SIZE", "MAX_LINE_LIMIT", "MAX_NODE_COUNT", "ModifiedContent", "Modifier",
    "OffsetEffect", "OverlayModifier", "PaddingLayout", "Part", "PositionLayout", "SafeAreaIgnoringLayout",
    "TEXT_STYLES", "View", "WEIGHTS", "serialize", "to_document",
    # Validation helpers for view modules.
    "check_color", "check_int", "check_length", "check_node_count", "check_number", "check_string", "check_view",
    "collect_views", "fmt", "fmt_optional", "font_value", "make_font", "text_style", "with_children",
]
