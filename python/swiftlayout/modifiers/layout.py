"""Layout modifiers (Sources/SwiftLayout/Layouts: Frames, SafeArea; the registry's Layouts table): frames,
padding, overlays and backgrounds, offsets and positions, fixed sizes, priorities, aspect ratios, the safe
area, alignment guides and coordinate spaces, the layout direction, and the values custom layouts read.

Frames and paddings are made once per distinct arguments and kept (modifiers are immutable), so the
commonest calls cost a dictionary lookup.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import math
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple, Union, cast

from ..base import (
    EDGE_BITS,
    AlignmentLike,
    Modifier,
    NumberModifier,
    Part,
    ValueModifier,
    ViewBase,
    check_color,
    check_flag,
    check_view,
    describe,
    edge_names,
    edges_entry,
    fmt_optional,
    pick_name,
)
from ..document import bin_numbers, binary_alignment, number_text, pack_f64
from ..errors import InvalidArgumentError
from ..geometry import (
    Alignment,
    ContentMode,
    CustomAlignment,
    Edge,
    EdgesLike,
    SafeAreaRegions,
    ViewDimensions,
    check_length,
    check_name,
    check_number,
    edges_description,
    fmt,
    guide_name,
    parse_edges,
)
from ..registry import EntryModifier
from .text import FontTraitModifier

if TYPE_CHECKING:
    from ..views.view import Color, ModifiedContent, View

_set = object.__setattr__
_new_object = object.__new__
_CENTER = Alignment.CENTER


#: Layout direction names (SwiftUI's and the short ones) → the document's spelling.
LAYOUT_DIRECTIONS = {
    "rtl": "rightToLeft",
    "ltr": "leftToRight",
    "rightToLeft": "rightToLeft",
    "leftToRight": "leftToRight",
    "right_to_left": "rightToLeft",
    "left_to_right": "leftToRight",
}


def layout_direction_name(value: Any, what: str) -> str:
    """``value`` ("rtl", "ltr", "rightToLeft", "leftToRight") in the document's spelling."""
    if not isinstance(value, str) or value not in LAYOUT_DIRECTIONS:
        raise InvalidArgumentError(
            f"{what}: layout_direction must be 'rtl' or 'ltr' ('rightToLeft', 'leftToRight'), got {value!r}"
        )
    return LAYOUT_DIRECTIONS[value]


# ----------------------------------------------------------------------------------------------------
# Frames and paddings, made once per distinct arguments

#: The start of a frame's JSON per alignment (keyed by the member's id: members live for ever).
_FRAME_HEADS: Dict[int, str] = {}


#: Modifiers made by value (immutable, so one per distinct value): frames and paddings, keyed by their
#: arguments as given. Bounded; past the bound, modifiers are made per call as before.
_FRAMES: Dict[Any, "FrameLayout"] = {}
_CENTER_FRAMES: Dict[Any, Dict[Any, "FrameLayout"]] = {}
_FLEX_FRAMES: Dict[Any, "FlexFrameLayout"] = {}
_PADDINGS: Dict[Any, "PaddingLayout"] = {}


_INTERN_LIMIT = 4096


def _intern(table: Dict[Any, Any], key: Any, value: Any) -> None:
    if len(table) < _INTERN_LIMIT:
        with contextlib.suppress(TypeError):  # (an unhashable key is not kept)
            table[key] = value


#: Empty lookups (`frame()`: a width no frame was made with).
_NONE: Dict[Any, Any] = {}


_CENTER_NAME = "center"


def _frame_layout(width: Any, height: Any, alignment: Any) -> "FrameLayout":
    """The frame for these arguments: made once per distinct arguments (validated then: errors name the
    argument) and interned. Centred frames are kept by width, then height (`frame()` looks them up without
    making a key); others by the argument tuple. Booleans (True == 1 as a key) and unhashable arguments are
    validated every time, which refuses them."""
    centred = alignment is _CENTER_NAME
    try:
        if bool in (width.__class__, height.__class__):
            raise TypeError
        found = _CENTER_FRAMES.get(width, _NONE).get(height) if centred else _FRAMES.get((width, height, alignment))
    except TypeError:
        return FrameLayout(width, height, alignment)
    if found is not None:
        return found
    frame = FrameLayout(width, height, alignment)
    if not centred:
        _intern(_FRAMES, (width, height, alignment), frame)
    elif len(_CENTER_FRAMES) < _INTERN_LIMIT or width in _CENTER_FRAMES:
        by_height = _CENTER_FRAMES.setdefault(width, {})
        if len(by_height) < _INTERN_LIMIT:
            by_height[height] = frame
    return frame


def _flexible_frame(key: Tuple[Any, ...]) -> "FlexFrameLayout":
    """The flexible frame for ``frame()``'s (min_width, …, max_height, alignment): made once per distinct
    arguments (validated then) and interned. Booleans equal 0 and 1: keys with a 0 or 1 in them are looked
    up only without a boolean among them (the validation refuses booleans)."""
    try:
        flex = _FLEX_FRAMES.get(key) if not (0 in key or 1 in key) or bool not in map(type, key) else None
    except TypeError:
        flex = None
    if flex is None:
        flex = FlexFrameLayout(*key)
        _intern(_FLEX_FRAMES, key, flex)
    return flex


# ----------------------------------------------------------------------------------------------------
# The modifiers


class FrameLayout(Modifier):
    __slots__ = ("width", "height", "alignment", "_brec", "_records")
    _brec: bytes
    width: Optional[float]
    height: Optional[float]
    alignment: Alignment
    name, key = "FrameLayout", "frame"

    def __init__(self, width: Optional[float], height: Optional[float], alignment: AlignmentLike) -> None:
        _set(self, "width", None if width is None else check_length(width, "frame width"))
        _set(self, "height", None if height is None else check_length(height, "frame height"))
        _set(self, "alignment", _CENTER if alignment == "center" else Alignment.parse(alignment, "frame alignment"))
        mask, numbers = bin_numbers((self.width, self.height))
        _set(self, "_brec", bytes((0x20, mask)) + binary_alignment(self.alignment) + numbers)
        _set(self, "_records", {})

    def _entry(self, fx: List[Any]) -> List[Part]:
        # Written out by hand: this is the most common modifier. Lengths are finite floats (checked),
        # whose repr is JSON's shortest round-trip form; alignment names are plain identifiers.
        alignment = self.alignment
        text = _FRAME_HEADS.get(id(alignment))
        if text is None:
            text = _FRAME_HEADS[id(alignment)] = '{"frame":{"alignment":"' + alignment.swift_name + '"'
        if self.width is not None:
            text += ',"width":' + number_text(self.width)
        if self.height is not None:
            text += ',"height":' + number_text(self.height)
        return [text + "}"]

    def _fields(self) -> str:
        return (
            f"width: {fmt_optional(self.width)}, height: {fmt_optional(self.height)}, "
            f"alignment: .{self.alignment.swift_name}"
        )


class FlexFrameLayout(Modifier):
    __slots__ = ("values", "alignment", "_brec", "_records")
    values: Tuple[Optional[float], ...]
    alignment: Alignment
    name, key = "FlexFrameLayout", "frame"
    _KEYS = ("minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight")

    def __init__(
        self,
        min_width: Optional[float],
        ideal_width: Optional[float],
        max_width: Optional[float],
        min_height: Optional[float],
        ideal_height: Optional[float],
        max_height: Optional[float],
        alignment: AlignmentLike = "center",
    ) -> None:
        values = (
            check_length(min_width, "frame min_width"),
            check_length(ideal_width, "frame ideal_width"),
            check_length(max_width, "frame max_width", allow_infinity=True),
            check_length(min_height, "frame min_height"),
            check_length(ideal_height, "frame ideal_height"),
            check_length(max_height, "frame max_height", allow_infinity=True),
        )
        for lo, hi, axis in ((values[0], values[2], "width"), (values[3], values[5], "height")):
            if lo is not None and hi is not None and lo > hi:
                raise InvalidArgumentError(f"frame min_{axis} {fmt(lo)} is larger than max_{axis} {fmt(hi)}")
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "frame alignment"))
        mask, numbers = bin_numbers(values)
        _set(self, "_brec", bytes((0x21, mask)) + binary_alignment(self.alignment) + numbers)
        _set(self, "_records", {})

    def _entry(self, fx: List[Any]) -> List[Part]:
        args: Dict[str, Any] = {"alignment": self.alignment.swift_name}
        for key, value in zip(self._KEYS, self.values):
            if value is not None:
                args[key] = "infinity" if math.isinf(value) else value
        return ['{"frame":' + json.dumps(args)]

    def _fields(self) -> str:
        return (
            ", ".join(f"{k}: {fmt_optional(v)}" for k, v in zip(self._KEYS, self.values))
            + f", alignment: .{self.alignment.swift_name}"
        )


class PaddingLayout(Modifier):
    __slots__ = ("edges", "length", "insets", "_brec", "_records")
    edges: int
    length: Optional[float]
    insets: Optional[Tuple[float, ...]]
    name, key = "PaddingLayout", "padding"

    def __init__(
        self,
        edges: EdgesLike = "all",
        length: Optional[float] = None,
        insets: Optional[Tuple[float, float, float, float]] = None,
    ) -> None:
        object.__setattr__(self, "edges", parse_edges(edges, "padding edges"))
        object.__setattr__(self, "length", None if length is None else check_number(length, "padding length"))
        object.__setattr__(
            self,
            "insets",
            None
            if insets is None
            else tuple(
                check_number(v, f"padding {e}") for v, e in zip(insets, ("top", "leading", "bottom", "trailing"))
            ),
        )
        if self.insets is not None:
            record = b"\x23" + b"".join(pack_f64(v) for v in self.insets)
        else:
            record = bytes((0x22, self.edges, 0 if self.length is None else 1)) + (
                b"" if self.length is None else pack_f64(self.length)
            )
        _set(self, "_brec", record)
        _set(self, "_records", {})

    def _entry(self, fx: List[Any]) -> List[Part]:
        if self.insets is not None:
            top, leading, bottom, trailing = self.insets
            insets = {"top": top, "leading": leading, "bottom": bottom, "trailing": trailing}
            return ['{"padding":' + json.dumps(insets)]
        return edges_entry("padding", self.edges, self.length)

    def _fields(self) -> str:
        if self.insets is not None:
            return "insets: EdgeInsets(" + ", ".join(fmt(v) for v in self.insets) + ")"
        return f"edges: {edges_description(self.edges)}, insets: {fmt_optional(self.length)}"


class BorderModifier(Modifier):
    __slots__ = ("color", "width")
    color: str
    width: float
    name, key = "BorderModifier", "border"

    def __init__(self, color: str, width: float) -> None:
        object.__setattr__(self, "color", check_color(color))
        object.__setattr__(self, "width", check_length(width, "border width"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"border":' + json.dumps({"color": self.color, "width": self.width})]

    def _fields(self) -> str:
        return f"color: {self.color}, width: {fmt(self.width)}"


class SecondaryLayer(Modifier):
    __slots__ = ("view", "alignment")
    view: "View"
    alignment: Alignment

    def __init__(self, view: "View", alignment: AlignmentLike) -> None:
        if not isinstance(view, ViewBase):
            raise TypeError(f"{self.key} needs a View, got {type(view).__name__}")
        object.__setattr__(self, "view", view)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, f"{self.key} alignment"))

    @property
    def secondary(self) -> Tuple["View", ...]:
        return (self.view,)

    def generic_name(self, max_depth: int) -> str:
        return f"{self.name}<{self.view.type_name(max_depth)}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        head = '{"' + self.key + '":{"alignment":' + json.dumps(self.alignment.swift_name) + ',"content":'
        return [head, self.view, "}"]

    def _fields(self) -> str:
        return f"content: {describe(self.view, 2)}, alignment: .{self.alignment.swift_name}"


class OverlayModifier(SecondaryLayer):
    __slots__ = ()
    name, key = "OverlayModifier", "overlay"


class BackgroundModifier(SecondaryLayer):
    __slots__ = ()
    name, key = "BackgroundModifier", "background"


class BackgroundStyleModifier(Modifier):
    """``background(_ style:ignoresSafeAreaEdges:)``: a colour fill that bleeds under the safe area. The
    fill (the engine makes it: the document has the colour) is a Color, ignoring the safe area on ``edges``,
    made with ``color_view`` (a view class's ``_color_view``)."""

    __slots__ = ("color", "edges", "fill")
    color: str
    edges: int
    fill: "View"
    name, key = "BackgroundStyleModifier", "background"

    def __init__(self, color: str, edges: Optional[EdgesLike], color_view: Callable[[str], "View"]) -> None:
        object.__setattr__(self, "color", check_color(color))
        object.__setattr__(self, "edges", 0 if edges is None or edges == "none" or edges == [] else parse_edges(edges))
        fill = color_view(self.color)
        if self.edges:
            fill = fill._modified(SafeAreaIgnoringLayout("all", [e for e in EDGE_BITS if self.edges & e.value]))
        object.__setattr__(self, "fill", fill)

    @property
    def secondary(self) -> Tuple["View", ...]:
        return (self.fill,)

    def generic_name(self, max_depth: int) -> str:
        return f"{self.name}<{self.secondary[0].type_name(max_depth)}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        edges = edge_names(self.edges) or "none"
        return ['{"background":' + json.dumps({"color": self.color, "ignoresSafeAreaEdges": edges})]

    def _fields(self) -> str:
        return f"style: {self.color}, ignoresSafeAreaEdges: {edges_description(self.edges) if self.edges else '[]'}"


class PointModifier(Modifier):
    __slots__ = ("x", "y")
    x: float
    y: float

    def __init__(self, x: float, y: float) -> None:
        object.__setattr__(self, "x", check_number(x, f"{self.key} x"))
        object.__setattr__(self, "y", check_number(y, f"{self.key} y"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"' + self.key + '":' + json.dumps({"x": self.x, "y": self.y})]

    def _fields(self) -> str:
        return f"x: {fmt(self.x)}, y: {fmt(self.y)}"


class OffsetEffect(PointModifier):
    __slots__ = ()
    name, key = "OffsetEffect", "offset"


class PositionLayout(PointModifier):
    __slots__ = ()
    name, key = "PositionLayout", "position"


class FixedSizeLayout(Modifier):
    __slots__ = ("horizontal", "vertical")
    horizontal: bool
    vertical: bool
    name, key = "FixedSizeLayout", "fixedSize"

    def __init__(self, horizontal: bool, vertical: bool) -> None:
        object.__setattr__(self, "horizontal", bool(horizontal))
        object.__setattr__(self, "vertical", bool(vertical))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"fixedSize":' + json.dumps({"horizontal": self.horizontal, "vertical": self.vertical})]

    def _fields(self) -> str:
        return f"horizontal: {str(self.horizontal).lower()}, vertical: {str(self.vertical).lower()}"


class LayoutPriorityModifier(NumberModifier):
    __slots__ = ()
    name, key = "TraitWritingModifier<LayoutPriorityTraitKey>", "layoutPriority"
    method = "layout_priority"
    priority = cast(float, property(attrgetter("value"), doc="The priority (``value``)."))


class AspectRatioLayout(Modifier):
    __slots__ = ("ratio", "content_mode")
    ratio: Optional[float]
    content_mode: ContentMode
    name, key = "AspectRatioLayout", "aspectRatio"

    def __init__(self, ratio: Optional[float], content_mode: Union[str, ContentMode]) -> None:
        r = check_length(ratio, "aspect_ratio ratio")
        if r is not None and r <= 0:
            raise InvalidArgumentError(f"aspect_ratio ratio must be > 0, got {fmt(r)}")
        object.__setattr__(self, "ratio", r)
        object.__setattr__(self, "content_mode", ContentMode.parse(content_mode, "content_mode"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        args: Dict[str, Any] = {"contentMode": self.content_mode.swift_name}
        if self.ratio is not None:
            args["ratio"] = self.ratio
        return ['{"aspectRatio":' + json.dumps(args)]

    def _fields(self) -> str:
        return f"aspectRatio: {fmt_optional(self.ratio)}, contentMode: .{self.content_mode.swift_name}"


class SafeAreaIgnoringLayout(Modifier):
    __slots__ = ("regions", "edges")
    regions: SafeAreaRegions
    edges: int
    name, key = "SafeAreaIgnoringLayout", "ignoresSafeArea"

    def __init__(self, regions: Union[str, SafeAreaRegions], edges: EdgesLike) -> None:
        object.__setattr__(self, "regions", SafeAreaRegions.parse(regions, "safe-area regions"))
        object.__setattr__(self, "edges", parse_edges(edges))

    def _entry(self, fx: List[Any]) -> List[Part]:
        edges = edge_names(self.edges) or "all"
        return ['{"ignoresSafeArea":' + json.dumps({"regions": self.regions.name.lower(), "edges": edges})]

    def _fields(self) -> str:
        return f"regions: .{self.regions.swift_name}, edges: {edges_description(self.edges)}"


class SafeAreaInsetModifier(Modifier):
    __slots__ = ("edge", "view", "alignment", "spacing")
    edge: int
    view: "View"
    alignment: Alignment
    spacing: Optional[float]
    name, key = "SafeAreaInsetModifier", "safeAreaInset"

    def __init__(
        self, edge: Union[str, Edge], view: "View", alignment: AlignmentLike, spacing: Optional[float]
    ) -> None:
        mask = parse_edges(edge, "safe_area_inset edge")
        if mask not in (1, 2, 4, 8):
            raise InvalidArgumentError(
                f"safe_area_inset edge must be one edge (top, leading, bottom, trailing), got {edge!r}"
            )
        object.__setattr__(self, "edge", mask)
        object.__setattr__(self, "view", check_view(view, "safe_area_inset content"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "safe_area_inset alignment"))
        object.__setattr__(
            self, "spacing", None if spacing is None else check_number(spacing, "safe_area_inset spacing")
        )

    @property
    def secondary(self) -> Tuple["View", ...]:
        return (self.view,)

    def generic_name(self, max_depth: int) -> str:
        return self.name

    def _entry(self, fx: List[Any]) -> List[Part]:
        edge = edge_names(self.edge)
        head = '{"safeAreaInset":{"edge":' + json.dumps(edge) + ',"alignment":' + json.dumps(self.alignment.swift_name)
        if self.spacing is not None:
            head += f',"spacing":{self.spacing!r}'
        return [head + ',"content":', self.view, "}"]

    def _fields(self) -> str:
        return f"edge: {edges_description(self.edge)}, spacing: {fmt_optional(self.spacing)}"


class SafeAreaPaddingModifier(Modifier):
    __slots__ = ("edges", "length")
    edges: int
    length: Optional[float]
    name, key = "SafeAreaPaddingModifier", "safeAreaPadding"

    def __init__(self, edges: EdgesLike, length: Optional[float]) -> None:
        object.__setattr__(self, "edges", parse_edges(edges, "safe_area_padding edges"))
        object.__setattr__(self, "length", None if length is None else check_number(length, "safe_area_padding length"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return edges_entry("safeAreaPadding", self.edges, self.length)

    def _fields(self) -> str:
        return f"edges: {edges_description(self.edges)}, length: {fmt_optional(self.length)}"


class AlignmentGuideModifier(Modifier):
    __slots__ = ("guide", "value")
    guide: str
    value: Any
    name, key = "AlignmentGuideModifier", "alignmentGuide"

    def __init__(self, guide: Any, value: Union[float, Callable[[ViewDimensions], float]]) -> None:
        object.__setattr__(self, "guide", guide_name(guide))
        if not callable(value):
            value = check_number(value, "alignment_guide value")
        object.__setattr__(self, "value", value)

    def _entry(self, fx: List[Any]) -> List[Part]:
        args: dict = {"guide": self.guide}
        if callable(self.value):
            args["function"] = len(fx)
            fx.append(("guide", self.value))
        else:
            args["value"] = self.value
        return ['{"alignmentGuide":' + json.dumps(args)]

    def _fields(self) -> str:
        return f"guide: {self.guide}, value: {getattr(self.value, '__name__', self.value)}"


class CoordinateSpaceModifier(ValueModifier):
    __slots__ = ()
    name, key = "CoordinateSpaceModifier", "coordinateSpace"
    space = cast(str, property(attrgetter("value"), doc="The coordinate space's name (``value``)."))

    def __init__(self, space: str) -> None:
        check_name(space, "coordinate_space", "name")
        if space in ("global", "local"):
            raise InvalidArgumentError(f"a coordinate space needs a name other than 'global'/'local', got {space!r}")
        object.__setattr__(self, "value", space)


class LayoutValueModifier(Modifier):
    """``.layoutValue(key:value:)`` (a trait custom layouts read)."""

    __slots__ = ("key_name", "value")
    key_name: str
    value: float
    key = "layoutValue"

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"_TraitWritingModifier<_LayoutTrait<{self.key_name}>>"

    def __init__(self, key: str, value: float) -> None:
        object.__setattr__(self, "key_name", check_name(key, "layout_value", "key"))
        object.__setattr__(self, "value", check_number(value, "layout_value"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"layoutValue":{"key":' + json.dumps(self.key_name) + ',"value":' + repr(self.value) + '}']

    def _fields(self) -> str:
        return f"key: {self.key_name}, value: {fmt(self.value)}"


# ----------------------------------------------------------------------------------------------------
# The View methods


class LayoutModifiers(ViewBase):
    """The layout modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def _frame_signature(
        self,
        width: Optional[float] = None,
        height: Optional[float] = None,
        alignment: AlignmentLike = "center",
        *,
        min_width: Optional[float] = None,
        ideal_width: Optional[float] = None,
        max_width: Optional[float] = None,
        min_height: Optional[float] = None,
        ideal_height: Optional[float] = None,
        max_height: Optional[float] = None,
    ) -> "ModifiedContent":
        """``frame()``'s signature as callers, ``inspect.signature`` and type checkers see it."""
        raise NotImplementedError

    if TYPE_CHECKING:
        frame = _frame_signature
    else:

        def frame(
            self,
            width=None,
            height=None,
            alignment="center",
            min_width=None,
            ideal_width=None,
            max_width=None,
            min_height=None,
            ideal_height=None,
            max_height=None,
        ):
            """``.frame(width:height:alignment:)``, or the flexible frame when any of ``min_width``,
            ``ideal_width``, ``max_width``, ``min_height``, ``ideal_height``, ``max_height`` is given
            (``float("inf")`` is ``.infinity``). Mixing the two kinds is an error, as in SwiftUI.

            (Those six are keyword-only in the signature callers and type checkers see,
            ``_frame_signature``'s; here they are not, because a keyword-only parameter left out costs a
            dictionary lookup on every call, and this is the commonest call.)"""
            # The same frame is made once (modifiers are immutable) and validated then. The common alignment
            # is found by identity ("center" literals are interned); True == 1 as a key, so booleans take the
            # validating path, which refuses them, as do unhashable arguments.
            if (
                min_width is None
                and ideal_width is None
                and max_width is None
                and min_height is None
                and ideal_height is None
                and max_height is None
            ):
                try:
                    frame = (
                        _CENTER_FRAMES.get(width, _NONE).get(height)
                        if alignment is _CENTER_NAME and width.__class__ is not bool and height.__class__ is not bool
                        else None
                    )
                except TypeError:
                    frame = None
                if frame is None:
                    frame = _frame_layout(width, height, alignment)
            else:
                if width is not None or height is not None:
                    raise InvalidArgumentError("frame: give width/height or min/ideal/max values, not both")
                frame = _flexible_frame(
                    (min_width, ideal_width, max_width, min_height, ideal_height, max_height, alignment)
                )
            return self._modified(frame)

        frame.__signature__ = inspect.signature(_frame_signature)

    def padding(
        self,
        edges: Union[EdgesLike, float, None] = "all",
        length: Optional[float] = None,
        *,
        top: Optional[float] = None,
        leading: Optional[float] = None,
        bottom: Optional[float] = None,
        trailing: Optional[float] = None,
    ) -> "ModifiedContent":
        """``.padding()`` (16), ``.padding(20)``, ``.padding("horizontal", 20)``, or per-edge insets with
        ``top=, leading=, bottom=, trailing=``."""
        if any(v is not None for v in (top, leading, bottom, trailing)):
            insets = (top or 0.0, leading or 0.0, bottom or 0.0, trailing or 0.0)
            return self._modified(PaddingLayout(insets=insets))
        if edges.__class__ is int or edges.__class__ is float:
            padding = _PADDINGS.get(edges)
            if padding is None:
                padding = PaddingLayout(edges="all", length=float(edges))
                _intern(_PADDINGS, edges, padding)
            return self._modified(padding)
        if isinstance(edges, (int, float)) and not isinstance(edges, bool):
            return self._modified(PaddingLayout(edges="all", length=float(edges)))
        # (A bool reaches parse_edges, which refuses it.)
        return self._modified(PaddingLayout(edges="all" if edges is None else cast(EdgesLike, edges), length=length))

    def border(self, color: Union[str, "Color"] = "primary", width: float = 1) -> "ModifiedContent":
        """``.border(color, width:)``: a stroke inside the bounds; changes no frame."""
        name = getattr(color, "name", color) if isinstance(color, ViewBase) and color.kind == "Color" else color
        return self._modified(BorderModifier(cast(str, name), width))

    def overlay(self, view: "View", alignment: AlignmentLike = "center") -> "ModifiedContent":
        """``.overlay(view, alignment:)``: ``view`` is proposed this view's size and aligned in it."""
        return self._modified(OverlayModifier(view, alignment))

    def background(
        self,
        view: Union["View", str],
        alignment: Optional[AlignmentLike] = None,
        *,
        ignores_safe_area_edges: Optional[EdgesLike] = "all",
    ) -> "ModifiedContent":
        """``.background(...)`` as SwiftUI resolves it: a colour (``Color.blue`` or ``"blue"``) without an
        alignment is a shape style that bleeds under the safe area on ``ignores_safe_area_edges`` (all by
        default; None for none); any other view, or a colour with an alignment, is drawn behind this view
        at its size (``background(_:alignment:)``)."""
        if isinstance(view, str):
            view = self._color_view(view)
        if isinstance(view, ViewBase) and view.kind == "Color" and view._id is None and alignment is None:
            name = getattr(view, "name")  # noqa: B009 (a Color's; the modifiers do not import the views)
            return self._modified(BackgroundStyleModifier(name, ignores_safe_area_edges, self._color_view))
        return self._modified(BackgroundModifier(view, "center" if alignment is None else alignment))

    def offset(self, x: float = 0, y: float = 0) -> "ModifiedContent":
        """``.offset(x:y:)``: draws the content shifted; the layout does not change."""
        return self._modified(OffsetEffect(x, y))

    def position(self, x: float = 0, y: float = 0) -> "ModifiedContent":
        """``.position(x:y:)``: takes the whole proposal and centres this view at (x, y)."""
        return self._modified(PositionLayout(x, y))

    def fixed_size(self, horizontal: bool = True, vertical: bool = True) -> "ModifiedContent":
        """``.fixedSize(horizontal:vertical:)``: ideal size on the chosen axes."""
        return self._modified(FixedSizeLayout(horizontal, vertical))

    def layout_priority(self, priority: float) -> "ModifiedContent":
        """``.layoutPriority(_:)``."""
        return self._modified(LayoutPriorityModifier(priority))

    def aspect_ratio(
        self, ratio: Optional[float] = None, content_mode: Union[str, ContentMode] = "fit"
    ) -> "ModifiedContent":
        """``.aspectRatio(_:contentMode:)``; ``ratio`` is width / height, None for the content's own."""
        return self._modified(AspectRatioLayout(ratio, content_mode))

    def scene_padding(self, edges: EdgesLike = "all", padding: str = "minimum") -> "ModifiedContent":
        """``.scenePadding(_:)`` / ``.scenePadding(.minimum, edges:)``: padding on ``edges`` by the scene's amount
        (the ``scene_padding`` parameter: macOS 20, iOS 16, **assumed**: Apple documents no number)."""
        if padding != "minimum":
            raise InvalidArgumentError(
                f"scene_padding: unknown padding {padding!r}; valid: 'minimum' (navigationBar is watchOS)"
            )
        mask = parse_edges(edges, "scene_padding edges")
        return self._modified(
            EntryModifier("scenePadding", {"edges": "all" if mask == 15 else edge_names(mask)}, "ScenePaddingLayout")
        )

    def layout_direction_behavior(
        self, behavior: str = "mirrors", in_direction: Optional[str] = None
    ) -> "ModifiedContent":
        """``.layoutDirectionBehavior(.fixed / .mirrors / .mirrors(in:))``: whether this view's drawing mirrors
        right to left; no frame changes (**assumed**)."""
        if behavior not in ("fixed", "mirrors"):
            raise InvalidArgumentError(
                f"layout_direction_behavior: unknown behavior {behavior!r}; valid: 'fixed', 'mirrors'"
            )
        value: Any = behavior
        if in_direction is not None:
            if behavior != "mirrors":
                raise InvalidArgumentError("layout_direction_behavior: in_direction goes with 'mirrors'")
            value = {
                "mirrors": pick_name(
                    in_direction,
                    ("left_to_right", "right_to_left", "leftToRight", "rightToLeft", "ltr", "rtl"),
                    "layout direction",
                )
            }
        return self._modified(EntryModifier("layoutDirectionBehavior", value, "LayoutDirectionBehaviorModifier"))

    def edges_ignoring_safe_area(self, edges: EdgesLike = "all") -> "ModifiedContent":
        """``.edgesIgnoringSafeArea(_:)`` (all regions)."""
        return self._modified(SafeAreaIgnoringLayout("all", edges))

    def ignores_safe_area(
        self, regions: Union[str, SafeAreaRegions] = "all", edges: EdgesLike = "all"
    ) -> "ModifiedContent":
        """``.ignoresSafeArea(_:edges:)``."""
        return self._modified(SafeAreaIgnoringLayout(regions, edges))

    def safe_area_inset(
        self,
        edge: Union[str, Edge],
        content: "View",
        alignment: AlignmentLike = "center",
        spacing: Optional[float] = None,
    ) -> "ModifiedContent":
        """``.safeAreaInset(edge:alignment:spacing:content:)``: ``content`` against ``edge``; its space
        becomes safe area of this view (``spacing=None``: the pair's own spacing, 8 between plain views)."""
        return self._modified(SafeAreaInsetModifier(edge, content, alignment, spacing))

    def safe_area_padding(
        self, edges: Union[EdgesLike, float] = "all", length: Optional[float] = None
    ) -> "ModifiedContent":
        """``.safeAreaPadding(edges, length)`` (16 by default): padding that counts as safe area."""
        if isinstance(edges, (int, float)) and not isinstance(edges, bool):
            return self._modified(SafeAreaPaddingModifier("all", float(edges)))
        return self._modified(SafeAreaPaddingModifier(cast(EdgesLike, edges), length))

    def alignment_guide(
        self, guide: Union[str, CustomAlignment, Alignment], value: Union[float, Callable[..., float]]
    ) -> "ModifiedContent":
        """``.alignmentGuide(guide) { d in … }``: ``value`` is a number or a function of the view's dimensions
        (``d.width``, ``d.height``, ``d["bottom"]`` …). ``guide`` is "leading", "center", "trailing", "top",
        "vertical_center", "bottom", "first_text_baseline", "last_text_baseline" or a CustomAlignment."""
        return self._modified(AlignmentGuideModifier(guide, value))

    def coordinate_space(self, name: str) -> "ModifiedContent":
        """``.coordinateSpace(name:)``: names this view's frame for ``proxy.frame(name)``."""
        return self._modified(CoordinateSpaceModifier(name))

    def environment(self, *, layout_direction: str) -> "ModifiedContent":
        """``.environment(\\.layoutDirection, _)``: lays the content out "rtl" (``.rightToLeft``) or "ltr"
        (``.leftToRight``); SwiftUI's spellings "rightToLeft"/"leftToRight" work too. Right to left, every
        container flips the x of its children within its own frame (docs/LAYOUT_RULES.md §23); this
        wrapper itself is placed in its parent's direction."""
        return self._modified(
            FontTraitModifier("layoutDirection", layout_direction_name(layout_direction, "environment"))
        )

    def flips_for_right_to_left_layout_direction(self, enabled: bool = True) -> "ModifiedContent":
        """``.flipsForRightToLeftLayoutDirection(_:)``: drawn mirrored right to left (pictures only)."""
        enabled = check_flag(enabled, "flips_for_right_to_left_layout_direction: enabled")
        return self._modified(FontTraitModifier("flipsForRightToLeftLayoutDirection", enabled))

    def layout_value(self, key: str, value: float) -> "ModifiedContent":
        """``.layoutValue(key:value:)``: a number under ``key`` that the custom layout containing this view
        reads with ``subview.layout_value(key, default)``; it passes through the modifiers around the view
        (the outermost wins) and changes no frame."""
        return self._modified(LayoutValueModifier(key, value))
