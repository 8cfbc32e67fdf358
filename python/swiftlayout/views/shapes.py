"""Views: immutable Python values that mirror SwiftUI's, in snake_case — shapes, Color, Spacer, Text,
Placeholder, MapView, and the stacks (VStack, HStack, ZStack).

Every modifier returns a **new** :class:`ModifiedContent` that wraps the view it was called on, exactly like
SwiftUI's ``ModifiedContent<Content, Modifier>``: the original view is unchanged and can be reused, and the
order of modifiers matters. A whole tree is sent to the engine as one JSON document (``to_document``).

:class:`View`, :class:`Modifier`, :class:`ModifiedContent`, the modifiers, :class:`Color`, the document
functions and the validation helpers are defined in ``swiftlayout.base`` and importable from here too: view
modules (``swiftlayout.controls``, …) import them from ``swiftlayout.views``.
"""
from __future__ import annotations

import json
import math
import struct
from operator import attrgetter
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union, cast

from ..base import (COLOR_NAMES, EDGE_BITS, MAX_FONT_SIZE, MAX_LINE_LIMIT, MAX_NODE_COUNT, TEXT_STYLES, WEIGHTS,
                   AlignmentLike, AspectRatioLayout, BackgroundModifier, BorderModifier, Color, FixedSizeLayout,
                   FlexFrameLayout, FontModifier, FrameLayout, Leaf, LayoutPriorityModifier, LineLimitModifier,
                   ModifiedContent, Modifier, OffsetEffect, OverlayModifier, PaddingLayout, Part, PositionLayout,
                   SafeAreaIgnoringLayout, View, check_color, check_flag, check_id, check_node_count, check_view,
                   collect_views, design_name, fmt_optional, font_value, make_font, serialize, text_style, to_document,
                   weight_name, with_children, binary_alignment, binary_id)
from ..errors import InvalidArgumentError
from ..geometry import (Alignment, CustomAlignment, HorizontalAlignment, VerticalAlignment, check_int, check_length,
                       check_number, check_string, fmt, parse_stack_alignment)

__all__ = [
    # Defined here.
    "AnyShape", "Capsule", "Circle", "CORNER_STYLES", "Ellipse", "HStack", "MapView", "Placeholder", "Rectangle",
    "RoundedRectangle", "SHAPES", "Spacer", "Stack", "Text", "UnevenRoundedRectangle", "VStack", "ZStack",
    # From swiftlayout.base: the view, the modifiers, the document.
    "AlignmentLike", "AspectRatioLayout", "BackgroundModifier", "BorderModifier", "Color", "COLOR_NAMES", "EDGE_BITS",
    "FixedSizeLayout", "FlexFrameLayout", "FontModifier", "FrameLayout", "Leaf", "LayoutPriorityModifier",
    "LineLimitModifier", "MAX_FONT_SIZE", "MAX_LINE_LIMIT", "MAX_NODE_COUNT", "ModifiedContent", "Modifier",
    "OffsetEffect", "OverlayModifier", "PaddingLayout", "Part", "PositionLayout", "SafeAreaIgnoringLayout",
    "TEXT_STYLES", "View", "WEIGHTS", "serialize", "to_document",
    # Validation helpers for view modules (from swiftlayout.base and swiftlayout.geometry).
    "check_color", "check_int", "check_length", "check_node_count", "check_number", "check_string", "check_view",
    "collect_views", "fmt", "fmt_optional", "font_value", "make_font", "text_style", "with_children",
]

# ----------------------------------------------------------------------------------------------------
# Leaves


class SharedLeaf(Leaf):
    """A leaf without arguments. Its instances carry no state (``_id`` and the binary record ``_bin`` are
    class attributes), so ``Rectangle()`` costs what making a bare Python object costs; ``.id()`` makes
    an instance of a named subclass (``Rectangle`` for every purpose but ``type(v) is``) that holds the id."""
    __slots__ = ()
    __init__ = object.__init__
    _id = None
    _bin: Optional[bytes] = None
    #: For a named subclass: the class it names instances of.
    _unnamed: Optional[type] = None

    def id(self, name: str) -> "View":
        """Names this view (see :meth:`View.id`)."""
        check_id(name, type(self).__name__)
        base: Any = self._unnamed or type(self)
        named: Any = object.__new__(_named_class(base))
        object.__setattr__(named, "_id", name)
        object.__setattr__(named, "_bin", None if base._bin is None else base._bin + binary_id(name))
        return named

    def __reduce__(self) -> Any:
        # Pickled as the class (and id): the instance has no other state.
        return (_shared_leaf, (self._unnamed or type(self), self._id))


#: The named subclass of each SharedLeaf class (made on first use).
_NAMED_CLASSES: Dict[type, type] = {}
#: View's own slots, which a named subclass uses again (SharedLeaf hides them behind class attributes).
_ID_SLOT, _BIN_SLOT = View.__dict__["_id"], View.__dict__["_bin"]


def _named_class(base: type) -> type:
    named: Optional[type] = _NAMED_CLASSES.get(base)
    if named is None:
        named = type(base.__name__, (base,), {"__slots__": (), "_id": _ID_SLOT, "_bin": _BIN_SLOT, "_unnamed": base,
                                              "__module__": base.__module__, "__qualname__": base.__qualname__,
                                              "__doc__": base.__doc__})
        _NAMED_CLASSES[base] = named
    return named


def _shared_leaf(cls: type, name: Optional[str]) -> View:
    view = cls()
    return view if name is None else view.id(name)


class Rectangle(SharedLeaf):
    """A rectangle: takes the proposal (10 on an axis proposed None)."""
    __slots__ = ()
    kind = "Rectangle"
    _bin = b"\x01"


class Circle(SharedLeaf):
    """A circle: a square of the smaller proposed side (10 for a side proposed None), centred by its parent."""
    __slots__ = ()
    kind = "Circle"
    _bin = b"\x02"


class Ellipse(SharedLeaf):
    """An ellipse: lays out like Rectangle."""
    __slots__ = ()
    kind = "Ellipse"
    _bin = b"\x03"


#: SwiftUI's ``RoundedCornerStyle`` names (corner styles change drawing only, never frames).
CORNER_STYLES = ("continuous", "circular")


def _corner_style(style: Any, owner: str) -> str:
    if style in CORNER_STYLES:
        return str(style)
    raise InvalidArgumentError(f"{owner}: unknown style {style!r}; valid: {', '.join(CORNER_STYLES)}")


class Capsule(Leaf):
    """``Capsule(style="continuous")``: a fully rounded rectangle; lays out like Rectangle (the style,
    ``"continuous"`` or ``"circular"``, changes its outline only)."""
    __slots__ = ("style",)
    style: str
    kind = "Capsule"

    def __init__(self, style: str = "continuous") -> None:
        super().__init__()
        object.__setattr__(self, "style", _corner_style(style, "Capsule"))
        if type(self) is Capsule and self.style == "continuous":
            object.__setattr__(self, "_bin", b"\x04")

    def _keys(self) -> str:
        return "" if self.style == "continuous" else ',"style":"circular"'

    def _fields(self) -> str:
        return "" if self.style == "continuous" else "style: .circular"


class RoundedRectangle(Leaf):
    """``RoundedRectangle(corner_radius=8, style="continuous")`` or ``RoundedRectangle(corner_size=(24, 10))``
    (elliptical corners): lays out like Rectangle; the corners change drawing only."""
    __slots__ = ("corner_size", "style")
    corner_size: Tuple[float, float]
    style: str
    kind = "RoundedRectangle"

    def __init__(self, corner_radius: Optional[float] = None, style: str = "continuous", *,
                 corner_size: Optional[Tuple[float, float]] = None) -> None:
        super().__init__()
        if corner_size is not None:
            if corner_radius is not None:
                raise InvalidArgumentError("RoundedRectangle: give corner_radius or corner_size, not both")
            if not isinstance(corner_size, (tuple, list)) or len(corner_size) != 2:
                raise InvalidArgumentError(
                    f"RoundedRectangle: corner_size must be (width, height), got {corner_size!r}")
            size = (check_length(corner_size[0], "RoundedRectangle: corner_size width"),
                    check_length(corner_size[1], "RoundedRectangle: corner_size height"))
        else:
            r = check_length(8 if corner_radius is None else corner_radius, "RoundedRectangle: corner_radius")
            size = (r, r)
        object.__setattr__(self, "corner_size", size)
        object.__setattr__(self, "style", _corner_style(style, "RoundedRectangle"))
        if type(self) is RoundedRectangle and size[0] == size[1] and self.style == "continuous":
            object.__setattr__(self, "_bin", b"\x06" + struct.pack("<d", size[0]))

    @property
    def corner_radius(self) -> float:
        """The corners' width (their radius when they are circular)."""
        return self.corner_size[0]

    def _keys(self) -> str:
        w, h = self.corner_size
        corners = f',"cornerRadius":{w!r}' if w == h else f',"cornerSize":[{w!r},{h!r}]'
        return corners + ("" if self.style == "continuous" else ',"style":"circular"')

    def _fields(self) -> str:
        w, h = self.corner_size
        corners = f"cornerRadius: {fmt(w)}" if w == h else f"cornerSize: ({fmt(w)}, {fmt(h)})"
        return corners + ("" if self.style == "continuous" else ", style: .circular")


class UnevenRoundedRectangle(Leaf):
    """``UnevenRoundedRectangle(top_leading=0, bottom_leading=0, bottom_trailing=0, top_trailing=0,
    style="continuous")``: a radius per corner (leading and trailing follow the layout direction); lays
    out like Rectangle."""
    __slots__ = ("corner_radii", "style")
    corner_radii: Tuple[float, float, float, float]
    style: str
    kind = "UnevenRoundedRectangle"
    _CORNERS = ("topLeading", "bottomLeading", "bottomTrailing", "topTrailing")

    def __init__(self, top_leading: float = 0, bottom_leading: float = 0, bottom_trailing: float = 0,
                 top_trailing: float = 0, style: str = "continuous", *,
                 corner_radii: Optional[Sequence[float]] = None) -> None:
        super().__init__()
        radii: Sequence[Any] = (top_leading, bottom_leading, bottom_trailing, top_trailing)
        if corner_radii is not None:  # SwiftUI's RectangleCornerRadii, in the same order
            if not isinstance(corner_radii, (tuple, list)) or len(corner_radii) != 4 or any(radii):
                raise InvalidArgumentError(
                    "UnevenRoundedRectangle: corner_radii must be four radii (top leading, bottom leading, bottom "
                    "trailing, top trailing), given instead of the four arguments")
            radii = corner_radii
        checked = tuple(check_length(r, f"UnevenRoundedRectangle: {c}") for r, c in zip(radii, self._CORNERS))
        for r, c in zip(checked, self._CORNERS):
            if r is None:
                raise InvalidArgumentError(f"UnevenRoundedRectangle: {c} must be a radius ≥ 0, got None")
        object.__setattr__(self, "corner_radii", checked)
        object.__setattr__(self, "style", _corner_style(style, "UnevenRoundedRectangle"))

    def _keys(self) -> str:
        radii = ",".join(f'"{c}":{r!r}' for c, r in zip(self._CORNERS, self.corner_radii))
        return ',"cornerRadii":{' + radii + '}' + ("" if self.style == "continuous" else ',"style":"circular"')

    def _fields(self) -> str:
        return ", ".join(f"{c}: {fmt(r)}" for c, r in zip(self._CORNERS, self.corner_radii))


class AnyShape(Leaf):
    """``AnyShape(shape)``: a type-erased shape; lays out exactly like ``shape`` (a Circle stays a square).
    ``shape`` must be a bare shape: Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse,
    Capsule or AnyShape, without modifiers or id."""
    __slots__ = ("shape",)
    shape: View
    kind = "AnyShape"

    def __init__(self, shape: View) -> None:
        super().__init__()
        if not isinstance(shape, SHAPES) or shape._id is not None:
            names = ", ".join(c.__name__ for c in SHAPES)
            raise InvalidArgumentError(f"AnyShape: shape must be a bare shape ({names}) without modifiers or id, "
                                       f"got {shape!r}")
        object.__setattr__(self, "shape", shape)

    def _parts(self, fx: List[Any]) -> List[Part]:
        # The shape is a view of the document (it has its place in the view order, docs/FORMAT.md).
        return ['{"type":"AnyShape","shape":', self.shape]

    def _fields(self) -> str:
        return repr(self.shape)


#: The shape views (what AnyShape can erase).
SHAPES = (Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse, Capsule, AnyShape)


class Spacer(Leaf):
    """Flexible space along its stack's axis; ``min_length=None`` uses the environment's default."""
    __slots__ = ("min_length",)
    min_length: Optional[float]
    kind = "Spacer"

    def __init__(self, min_length: Optional[float] = None) -> None:
        super().__init__()
        object.__setattr__(self, "min_length", check_length(min_length, "min_length"))
        if type(self) is Spacer:
            object.__setattr__(self, "_bin", b"\x08\x00" if self.min_length is None else
                               b"\x08\x01" + struct.pack("<d", self.min_length))

    def _keys(self) -> str:
        return "" if self.min_length is None else f',"minLength":{self.min_length!r}'

    def _fields(self) -> str:
        return f"minLength: {fmt_optional(self.min_length)}"


class Text(Leaf):
    """A run of text; ``font`` is a text style name (``"title"``, ``"caption2"``, …) or None.

    As in SwiftUI, ``.font()``, ``.bold()``, ``.italic()`` and ``.font_weight()`` on a Text return a Text,
    and ``Text("Hello, ").bold() + Text("World")`` is one paragraph whose runs keep their own styling.
    ``Text(Image(system_name="star"))`` sets an SF Symbol inline, as one glyph of the text."""
    __slots__ = ("string", "font_style", "traits", "runs", "symbol")
    string: str
    font_style: Any
    traits: Tuple[Tuple[str, Any], ...]
    runs: Tuple["Text", ...]
    #: The SF Symbol this Text is (``Text(Image(system_name=…))``), or None.
    symbol: Optional[str]
    kind = "Text"

    def __init__(self, string: Any, font: Any = None) -> None:
        super().__init__()
        symbol = getattr(string, "system_name", None) if isinstance(string, View) else None
        if isinstance(string, View):
            if symbol is None:
                raise InvalidArgumentError(
                    f"Text: takes a string or an Image(system_name=…), got {type(string).__name__}")
            string = "\ufffc"
        object.__setattr__(self, "string", check_string(string, "Text", "text"))
        object.__setattr__(self, "font_style", None if font is None else font_value(font, "Text(font=…)"))
        object.__setattr__(self, "traits", ())
        object.__setattr__(self, "runs", ())
        object.__setattr__(self, "symbol", symbol)

    def _copy(self, **changes: Any) -> "Text":
        made = object.__new__(Text)
        Leaf.__init__(made)
        for name in ("string", "font_style", "traits", "runs", "symbol"):
            object.__setattr__(made, name, changes.get(name, getattr(self, name)))
        return made if self._id is None else made.id(self._id)  # type: ignore[return-value]

    def font(self, style: Optional[str] = None, *, size: Optional[float] = None,
             weight: Optional[str] = None, design: Optional[str] = None) -> "Text":
        """This text in a text style, or ``size=``/``weight=``/``design=`` (still a Text, as in SwiftUI)."""
        return self._copy(font_style=make_font(style, size, weight, "Text.font", design))

    def _with_trait(self, key: str, value: Any) -> "Text":
        return self._copy(traits=tuple((k, v) for k, v in self.traits if k != key) + ((key, value),))

    def bold(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """This text with the bold trait (still a Text: it can be concatenated)."""
        return self._with_trait("bold", check_flag(is_active, "Text.bold: is_active"))

    def italic(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """This text in italic (still a Text)."""
        return self._with_trait("italic", check_flag(is_active, "Text.italic: is_active"))

    def font_weight(self, weight: Optional[str]) -> "Text":  # type: ignore[override]
        """This text in ``weight`` (still a Text)."""
        return self._with_trait("fontWeight", None if weight is None else weight_name(weight, "Text.font_weight"))

    def monospaced_digit(self) -> "Text":
        """``.monospacedDigit()``: digits take one common width (tabular figures); still a Text."""
        return self._with_trait("monospacedDigit", True)

    def monospaced(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """``.monospaced()``: this text in the fixed-width variant of its font (SF Mono); still a Text."""
        return self._with_trait("monospaced", check_flag(is_active, "Text.monospaced: is_active"))

    def font_design(self, design: Optional[str]) -> "Text":  # type: ignore[override]
        """``.fontDesign(_:)``: this text in ``design`` ("default", "rounded", "serif", "monospaced"; None:
        its font's); still a Text."""
        return self._with_trait("fontDesign", None if design is None else design_name(design, "Text.font_design"))

    def __add__(self, other: "Text") -> "Text":
        """``Text + Text``: one paragraph of runs, each keeping its own font and traits."""
        if not isinstance(other, Text):
            return NotImplemented
        parts = _runs_of(self) + _runs_of(other)
        joined = Text(self.string + other.string)
        object.__setattr__(joined, "runs", tuple(p if p._id is None else p._copy() for p in parts))
        return joined

    def _run(self) -> Dict[str, Any]:
        out: Dict[str, Any] = ({"type": "Text", "text": self.string} if self.symbol is None
                               else {"type": "Text", "systemImage": self.symbol})
        if self.font_style:
            out["font"] = self.font_style
        mods = [{k: v} for k, v in self.traits if v is not None or k == "fontWeight"]
        if mods:
            out["modifiers"] = mods
        return out

    def _keys(self) -> str:
        if self.runs or self.traits or self.symbol is not None:
            runs = [r._run() for r in self.runs] if self.runs else [self._run()]
            out = ',"runs":' + json.dumps(runs)
            if self.runs and self.font_style:
                out += ',"font":' + json.dumps(self.font_style)
            if self.runs and self.traits:   # traits on a concatenation style every run
                for run in runs:
                    run.setdefault("modifiers", []).extend({k: v} for k, v in self.traits)
                font = ',"font":' + json.dumps(self.font_style) if self.font_style else ""
                out = ',"runs":' + json.dumps(runs) + font
            return out
        out = ',"text":' + json.dumps(self.string)
        return out + (',"font":' + json.dumps(self.font_style) if self.font_style else "")

    def _fields(self) -> str:
        return json.dumps(self.string) if self.symbol is None else f"Image(systemName: {json.dumps(self.symbol)})"


def _runs_of(text: Text) -> Tuple[Text, ...]:
    """``text``'s runs as parts of a larger concatenation: a concatenation's own font and traits reach each
    of its runs (a run's own win)."""
    if not text.runs:
        return (text,)
    if not text.traits and not text.font_style:
        return text.runs
    out = []
    for run in text.runs:
        own = {k for k, _ in run.traits}
        traits = run.traits + tuple((k, v) for k, v in text.traits if k not in own)
        out.append(run._copy(traits=traits, font_style=run.font_style or text.font_style))
    return tuple(out)


class Placeholder(Leaf):
    """A named leaf with a size range (an Image, a map): per axis the proposal clamped to [min, max], the
    ideal when proposed None. Defaults (min 0, ideal 10, max ∞) make it as flexible as a Color."""
    __slots__ = ("name", "sizes")
    name: str
    sizes: Tuple[Optional[float], ...]
    kind = "Placeholder"

    def __init__(self, name: str = "Placeholder", *, min_width: Optional[float] = None,
                 ideal_width: Optional[float] = None,
                 max_width: Optional[float] = None, min_height: Optional[float] = None,
                 ideal_height: Optional[float] = None, max_height: Optional[float] = None) -> None:
        super().__init__()
        check_string(name, "Placeholder", "name", allow_empty=False)
        sizes = (check_length(min_width, "min_width"), check_length(ideal_width, "ideal_width"),
                 check_length(max_width, "max_width", allow_infinity=True), check_length(min_height, "min_height"),
                 check_length(ideal_height, "ideal_height"),
                 check_length(max_height, "max_height", allow_infinity=True))
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "sizes", sizes)

    @property
    def display_name(self) -> str:
        return self.name

    def _keys(self) -> str:
        names = ("minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight")
        out = ',"name":' + json.dumps(self.name)
        for key, value in zip(names, self.sizes):
            if value is not None:
                out += f',"{key}":' + ('"infinity"' if math.isinf(value) else repr(value))
        return out

    def type_name(self, max_depth: int = 6) -> str:
        """The placeholder's own name (``Image``, ``MapView``…), as the engine prints it."""
        return self.name


class MapView(SharedLeaf):
    """The map of Apple's Landmarks tutorial: a fully flexible placeholder (ideal 10×10)."""
    __slots__ = ()
    kind = "MapView"
    _bin = b"\x05"



# ----------------------------------------------------------------------------------------------------
# Stacks


class Stack(View):
    """VStack and HStack (and the lazy stacks): children in a line, an alignment across, a spacing.
    ``alignment`` and ``spacing`` are read-only properties over private fields (see VStack)."""
    __slots__ = ("_children", "_alignment", "_spacing")
    _children: Tuple[View, ...]
    _alignment: Any
    _spacing: Optional[float]

    def __init__(self, children: Sequence[Any], alignment: Any, spacing: Optional[float], parse: Any) -> None:
        """The general constructor (lazy stacks, subclasses): fields set past the refusing ``__setattr__``."""
        kids = _stack_children(children, self.kind)
        entry = _stack_alignment(type(self), alignment, parse)
        spacing = _stack_spacing(spacing, self.kind)
        code = _STACK_CODES.get(type(self))
        record = None if code is None else _stack_record(kids, entry, spacing, code)
        for name, value in (("_id", None), ("_bin", record), ("_children", kids), ("_alignment", entry[0]),
                            ("_spacing", spacing)):
            _set(self, name, value)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # VStack and HStack set their fields with plain stores; a user's subclass of them refuses
        # assignments like every view (its fields are set with `object.__setattr__`).
        super().__init_subclass__(**kwargs)
        if "__setattr__" not in cls.__dict__:
            cls.__setattr__ = View.__setattr__  # type: ignore[method-assign]

    alignment = cast(Any, property(attrgetter("_alignment"), doc="The alignment across the stack."))
    spacing = cast(Optional[float], property(attrgetter("_spacing"),
                                            doc="The spacing between children (None: each pair's own)."))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _bin_record(self) -> Optional[bytes]:
        code = _STACK_CODES.get(type(self))
        if code is None:
            return None
        return _stack_head(code, self._alignment, self._spacing) + _pack_u32(len(self._children))

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":' + json.dumps(self.kind) + ',"alignment":' + json.dumps(self._alignment.swift_name)
        if self._spacing is not None:
            head += f',"spacing":{self._spacing!r}'
        return with_children(head, self._children)

    def _fields(self) -> str:
        return f"alignment: .{self._alignment.swift_name}, spacing: {fmt_optional(self._spacing)}"


def _stack_children(children: Sequence[Any], kind: str) -> Tuple[View, ...]:
    """A stack's children: every one a View (one list of views is taken as the children); errors name the
    child. Checked without a call per child when they are views."""
    if len(children) == 1 and children[0].__class__ is list:
        children = children[0]
    kids = tuple(children)
    for child in kids:
        if not isinstance(child, View):
            return collect_views(kids, kind)  # the general rules: one iterable of views, errors naming the child
    return kids


def _stack_alignment(cls: type, alignment: Any, parse: Any) -> Tuple[Any, Dict[Any, List[bytes]]]:
    """The parsed alignment (the parser names a bad value) and the cache of record tails that goes with it
    (`_stack_record`). Standard alignments given by name are parsed once."""
    table = _STACK_ALIGNMENTS.get(cls)
    if table is not None and alignment.__class__ is str:
        entry = table.get(alignment)
        if entry is not None:
            return entry
    parsed = parse_stack_alignment(alignment, parse, f"{cls.kind} alignment")  # type: ignore[attr-defined]
    if table is not None and parsed.__class__ is not CustomAlignment and alignment.__class__ is str \
            and len(table) < 64:
        entry = table[alignment] = (parsed, {})
        return entry
    return parsed, {}


def _stack_spacing(spacing: Any, kind: str) -> Optional[float]:
    """A stack's spacing as a float (or None): the common values without the checker, which names others."""
    if spacing is None or (spacing.__class__ is float and -_INF < spacing < _INF):
        return spacing
    if spacing.__class__ is int and -_BIG < spacing < _BIG:
        return float(spacing)
    return float(check_number(spacing, f"{kind} spacing"))


def _stack_record(kids: Tuple[View, ...], entry: Tuple[Any, Dict[Any, List[bytes]]], spacing: Optional[float],
                  code: int) -> Optional[bytes]:
    """The records of a small stack of small views (a row of a list: the list's encoding is then a join):
    the children's records and the stack's own; None if a child has none or it is large."""
    if len(kids) > 16:
        return None
    try:
        parts = [child._bin for child in kids]
    except AttributeError:  # a view made without View.__init__
        return None
    parts.append(_stack_tail(entry, spacing, code, len(kids)))
    try:
        record = b"".join(parts)  # type: ignore[arg-type]
    except TypeError:  # a child without records
        return None
    return record if len(record) <= _STACK_RECORD_LIMIT else None


def _stack_tail(entry: Tuple[Any, Dict[Any, List[bytes]]], spacing: Optional[float], code: int, n: int) -> bytes:
    """The stack's own record after its ``n`` children's (code, alignment, spacing, count), kept per
    alignment (``entry``) and spacing, by child count."""
    tails = entry[1].get(spacing)
    if tails is None:
        tails = [b""] * 17
        if len(entry[1]) < 64:
            entry[1][spacing] = tails
    tail = tails[n]
    if not tail:
        tail = tails[n] = _stack_head(code, entry[0], spacing) + _COUNTS[n]
    return tail


class VStack(Stack):
    """Views in a column: ``VStack(a, b, alignment="leading", spacing=None)`` (or one list of views)."""
    __slots__ = ()
    kind = "VStack"
    # Fields are set with plain (specialised) stores when made (`_fill_stack`); `alignment` and `spacing`
    # are read-only properties, `children` too: a VStack is as immutable as any view.
    __setattr__ = object.__setattr__  # type: ignore[assignment]

    def __init__(self, *children: Any, alignment: Union[str, HorizontalAlignment] = "center",
                 spacing: Optional[float] = None) -> None:
        _fill_stack(self, children, alignment, spacing, _VSTACK)


class HStack(Stack):
    """Views in a row: ``HStack(a, b, alignment="top", spacing=None)``."""
    __slots__ = ()
    kind = "HStack"
    __setattr__ = object.__setattr__  # type: ignore[assignment]  # (as VStack's)

    def __init__(self, *children: Any, alignment: Union[str, VerticalAlignment] = "center",
                 spacing: Optional[float] = None) -> None:
        _fill_stack(self, children, alignment, spacing, _HSTACK)


def _fill_stack(stack: Any, children: Tuple[Any, ...], alignment: Any, spacing: Any,
                kind: Tuple[Any, int, Any, Dict[str, Tuple[Any, Dict[Any, List[bytes]]]]]) -> None:
    """VStack's and HStack's constructor, in one call: what `_stack_children`, `_stack_alignment`,
    `_stack_spacing` and `_stack_record` do, written out for the common arguments (a few views, a
    standard alignment by name, a number or None for spacing), and the fields set with plain stores; a
    user's subclass gets the general constructor (`Stack.__init__`). ``kind`` is the class, its record
    code, its alignment parser and its alignments by name."""
    cls, code, parse, alignments = kind
    if stack.__class__ is not cls:
        Stack.__init__(stack, children, alignment, spacing, parse)
        return
    if len(children) == 1 and children[0].__class__ is list:
        children = tuple(children[0])
    for child in children:
        if not isinstance(child, View):
            children = collect_views(children, cls.kind)
            break
    entry = alignments.get(alignment) if alignment.__class__ is str else None
    if entry is None:
        entry = _stack_alignment(cls, alignment, parse)
    if spacing is not None:
        if spacing.__class__ is int and -_BIG < spacing < _BIG:
            spacing = spacing + 0.0
        elif spacing.__class__ is not float or not -_INF < spacing < _INF:
            spacing = _stack_spacing(spacing, cls.kind)
    record = None
    n = len(children)
    if n <= 16:
        tails = entry[1].get(spacing)
        tail = tails[n] if tails is not None else None
        if not tail:
            tail = _stack_tail(entry, spacing, code, n)
        try:
            parts = [child._bin for child in children]
            parts.append(tail)
            record = b"".join(parts)
        except (AttributeError, TypeError):  # a child without records (or made without View.__init__)
            pass
        else:
            if len(record) > _STACK_RECORD_LIMIT:
                record = None
    stack._id = None
    stack._bin = record
    stack._children = children
    stack._alignment = entry[0]
    stack._spacing = spacing


class ZStack(View):
    """Views on top of each other: ``ZStack(a, b, alignment="top_leading")``."""
    __slots__ = ("_children", "alignment")
    _children: Tuple[View, ...]
    alignment: Alignment
    kind = "ZStack"

    def __init__(self, *children: Any, alignment: AlignmentLike = "center") -> None:
        super().__init__()
        object.__setattr__(self, "_children", collect_views(children, "ZStack"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "ZStack alignment"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _bin_record(self) -> Optional[bytes]:
        if type(self) is not ZStack:
            return None
        return b"\x12" + binary_alignment(self.alignment) + struct.pack("<I", len(self._children))

    def _parts(self, fx: List[Any]) -> List[Part]:
        return with_children('{"type":"ZStack","alignment":' + json.dumps(self.alignment.swift_name), self._children)

    def _fields(self) -> str:
        return f"alignment: .{self.alignment.swift_name}"


#: Binary record codes of the stacks (docs/FORMAT.md); subclasses have none (they go as JSON).
_STACK_CODES: Dict[type, int] = {VStack: 0x10, HStack: 0x11}
#: Per stack class, the alignments given by name: (parsed, record tails by spacing, `_stack_record`).
#: The standard names are parsed here once; other names a program uses are added when first parsed.
_STACK_ALIGNMENTS: Dict[type, Dict[str, Tuple[Any, Dict[Any, List[bytes]]]]] = {
    cls: {name: (parse_stack_alignment(name, kind, "alignment"), {}) for name in names}
    for cls, kind, names in ((VStack, HorizontalAlignment, ("leading", "center", "trailing")),
                             (HStack, VerticalAlignment, ("top", "center", "bottom", "first_text_baseline",
                                                          "last_text_baseline")))}
_INF = float("inf")
_BIG = 1e300
#: What `_fill_stack` needs per stack class.
_VSTACK = (VStack, 0x10, HorizontalAlignment, _STACK_ALIGNMENTS[VStack])
_HSTACK = (HStack, 0x11, VerticalAlignment, _STACK_ALIGNMENTS[HStack])
_pack_u32 = struct.Struct("<I").pack
#: The child counts of the stacks that keep their records (at most 16 children), as u32.
_COUNTS = [_pack_u32(n) for n in range(17)]
#: The largest record a stack keeps (its children's and its own).
_STACK_RECORD_LIMIT = 512


def _stack_head(code: int, alignment: Any, spacing: Optional[float]) -> bytes:
    """A stack's binary record without its child count: code, alignment, spacing."""
    return bytes((code,)) + binary_alignment(alignment) + (b"\x00" if spacing is None else
                                                           b"\x01" + struct.pack("<d", spacing))


_set = object.__setattr__


# The names these helpers had before they moved to swiftlayout.base, for view modules written against them.
# New code uses the public names above (tests/test_architecture.py refuses private names imported across
# the package's modules).
_Part = Part
_Leaf = Leaf
_Stack = Stack
_EDGE_BITS = EDGE_BITS
_check_color = check_color
_collect = collect_views
_with_children = with_children
_font = make_font
_font_value = font_value
_text_style = text_style
_nil = fmt_optional
