"""The base of every view: :class:`View`, :class:`Modifier`, :class:`ModifiedContent`, every modifier a
view's methods make, and the JSON document a tree is sent to the engine as (``serialize``, ``to_document``).

Every modifier returns a **new** :class:`ModifiedContent` that wraps the view it was called on, exactly like
SwiftUI's ``ModifiedContent<Content, Modifier>``: the original view is unchanged and can be reused, and the
order of modifiers matters.

This module is first among the view modules (the package's module order is in ``tests/test_architecture.py``):
a view's modifier methods make every modifier class, so the modifiers live here with :class:`View` (and
:class:`Color`, which ``background("red")`` makes), and the other view modules build on them. It also holds
the validation helpers the view modules share (colours, fonts, axes, guides, child lists).
"""
from __future__ import annotations

import copy
import inspect
import json
import math
import struct
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union, cast

from .errors import InvalidArgumentError
from .geometry import (Alignment, ContentMode, CustomAlignment, Edge, EdgesLike, HorizontalAlignment, SafeAreaRegions,
                       VerticalAlignment, check_int, check_length, check_number, check_string, edges_description, fmt,
                       parse_edges)

AlignmentLike = Union[str, Alignment]
_CENTER = Alignment.CENTER
# A piece of a document under construction: literal JSON text or a view still to be written.
Part = Union[str, "View"]

COLOR_NAMES: Tuple[str, ...] = ("red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                                "purple", "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary")
TEXT_STYLES: Tuple[str, ...] = ("large_title", "title", "title2", "title3", "headline", "subheadline", "body",
                                "callout", "footnote", "caption", "caption2")


def fmt_optional(v: Optional[float]) -> str:
    return "nil" if v is None else fmt(v)


def check_color(name: str) -> str:
    if not isinstance(name, str):
        raise InvalidArgumentError(f"color must be a string, got {type(name).__name__}")
    if name in COLOR_NAMES:
        return name
    if name.startswith("#") and len(name) in (4, 7, 9) and all(c in "0123456789abcdefABCDEF" for c in name[1:]):
        return name
    raise InvalidArgumentError(f"unknown color {name!r}; use '#rrggbb' or one of: {', '.join(COLOR_NAMES)}")


WEIGHTS = ("ultra_light", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black")
#: SwiftUI's font designs.
DESIGNS = ("default", "rounded", "serif", "monospaced")


def design_name(design: Any, owner: str) -> str:
    """A font design name (``DESIGNS``); ``owner`` names the call in the error."""
    if design not in DESIGNS:
        raise InvalidArgumentError(f"{owner}: unknown font design {design!r}; valid: {', '.join(DESIGNS)}")
    return str(design)
#: `.truncationMode(_:)` values.
TRUNCATION_MODES = ("head", "middle", "tail")
#: The largest font size the engine takes (sizes are in (0, MAX_FONT_SIZE]).
MAX_FONT_SIZE = 10_000.0
#: The largest ``line_limit`` the engine takes.
MAX_LINE_LIMIT = 1_000_000


def _font_size(size: Any, owner: str) -> float:
    v = check_length(size, f"{owner}: size")
    if v is None or not 0 < v <= MAX_FONT_SIZE:
        raise InvalidArgumentError(f"{owner}: size must be a number in (0, {MAX_FONT_SIZE:g}], got {size!r}")
    return v


def make_font(style: Optional[str] = None, size: Optional[float] = None, weight: Optional[str] = None,
              owner: str = "font", design: Optional[str] = None) -> Any:
    """A font for the document: a text style name, or {"style"/"size", "weight", "design"}."""
    if style is not None and size is not None:
        raise InvalidArgumentError(f"{owner}: give a text style or a size, not both")
    if weight is None and design is None:
        if size is None:
            if style is None:
                raise InvalidArgumentError(f"{owner}: give a text style (\"title\", …) or a size")
            return text_style(style)
        return {"size": _font_size(size, owner)}
    out: dict = {}
    if weight is not None:
        out["weight"] = weight_name(weight, owner)
    if design is not None:
        out["design"] = design_name(design, owner)
    if size is not None:
        out["size"] = _font_size(size, owner)
    else:
        out["style"] = text_style(style if style is not None else "body")
    return out


#: Dynamic Type sizes, smallest first (SwiftUI's spelling).
DYNAMIC_TYPE_SIZES = ("xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
                      "accessibility2", "accessibility3", "accessibility4", "accessibility5")


def dynamic_type_name(size: Any, owner: str) -> str:
    """A Dynamic Type size in snake_case or SwiftUI's spelling ("x_large", "xLarge", "ax1"), as SwiftUI spells it."""
    key = size.replace("_", "").lower() if isinstance(size, str) else None
    if key is not None and key.startswith("ax") and key[2:] in ("1", "2", "3", "4", "5"):
        key = "accessibility" + key[2:]
    match = next((s for s in DYNAMIC_TYPE_SIZES if s.lower() == key), None)
    if match is None:
        raise InvalidArgumentError(f"{owner}: unknown Dynamic Type size {size!r}; "
                                   f"valid: {', '.join(DYNAMIC_TYPE_SIZES)}")
    return match


def weight_name(weight: Any, owner: str) -> str:
    """A weight in snake_case or SwiftUI's spelling, as SwiftUI spells it."""
    key = weight.replace("_", "").lower() if isinstance(weight, str) else None
    match = next((w for w in WEIGHTS if w.replace("_", "") == key), None)
    if match is None:
        raise InvalidArgumentError(f"{owner}: unknown font weight {weight!r}; valid: {', '.join(WEIGHTS)}")
    return "ultraLight" if match == "ultra_light" else match


def font_value(font: Any, owner: str) -> Any:
    """A font given as a value (``Text(s, font=…)``): a text style name, or a dict with "style" or
    "size" and an optional "weight", validated like ``.font()``'s arguments."""
    if isinstance(font, dict):
        unknown = set(font) - {"style", "size", "weight", "design"}
        if unknown:
            raise InvalidArgumentError(f"{owner}: unknown font key(s) {', '.join(sorted(map(repr, unknown)))}; "
                                       "valid: 'style', 'size', 'weight', 'design'")
        return make_font(font.get("style"), font.get("size"), font.get("weight"), owner, font.get("design"))
    return text_style(font)


def text_style(style: str) -> str:
    key = style.replace("_", "").lower() if isinstance(style, str) else None
    for s in TEXT_STYLES:
        if s.replace("_", "") == key:
            parts = s.split("_")
            return parts[0] + "".join(p.capitalize() for p in parts[1:])
    raise InvalidArgumentError(f"unknown font text style {style!r}; valid: {', '.join(TEXT_STYLES)}")


#: Views are immutable: their own __setattr__ refuses; they set their fields once through this.
_set = object.__setattr__


def restore_slots(target: object, state: Any) -> None:
    """Unpickling an immutable object: pickle's state for a class with ``__slots__`` is ``(dict or None,
    {slot: value})``; the fields are set past the class's refusing ``__setattr__``."""
    if isinstance(state, tuple) and len(state) == 2:
        mapping, slots = state
    else:
        mapping, slots = state, None
    for values in (mapping, slots):
        for name, value in (values or {}).items():
            if isinstance(getattr(type(target), name, None), property):
                name = "_" + name  # a public field made a property over a private one since it was pickled
            object.__setattr__(target, name, value)

#: Draws a view for a notebook (``View._repr_svg_``): laying out comes after the views in the package's
#: module order, so ``swiftlayout.layout`` installs this when it is imported (see ``set_notebook_picture``).
_notebook_picture: Optional[Callable[["View"], str]] = None


def set_notebook_picture(picture: Callable[["View"], str]) -> None:
    """Sets how ``View._repr_svg_`` draws a view: ``swiftlayout.layout`` lays it out and returns its SVG."""
    global _notebook_picture
    _notebook_picture = picture



EDGE_BITS = (Edge.TOP, Edge.LEADING, Edge.BOTTOM, Edge.TRAILING)


def _edge_names(mask: int) -> str:
    """The edges of bit mask ``mask`` as the document writes them: "top,leading" ("" for none)."""
    return ",".join(e.name.lower() for e in EDGE_BITS if mask & e.value)


def _edges_entry(key: str, edges: int, length: Optional[float]) -> List[Part]:
    """The entry of a modifier given by edges and an optional length (``padding``, ``safeAreaPadding``)."""
    args: Dict[str, Any] = {"edges": _edge_names(edges)}
    if length is not None:
        args["length"] = length
    return ['{"' + key + '":' + json.dumps(args)]


LengthFunction = Callable[[float, str], float]
#: The largest containerRelativeFrame count or span the engine takes (every count-like argument is at most
#: 1,000,000 on every path: docs/ERRORS.md).
MAX_COUNT = 1_000_000
_AXES = {"horizontal": 1, "vertical": 2, "both": 3}


def parse_axes(value: Union[str, Sequence[str]], what: str = "axes") -> int:
    """An axis set as its bit mask: "horizontal", "vertical", "both", or a list of the first two."""
    names = [value] if isinstance(value, str) else list(value)
    mask = 0
    for name in names:
        for part in str(name).replace("|", ",").split(","):
            key = part.strip().lower()
            if key not in _AXES:
                raise InvalidArgumentError(f"unknown {what} {part!r}; valid: 'horizontal', 'vertical', 'both'")
            mask |= _AXES[key]
    if not mask:
        raise InvalidArgumentError(f"{what} is empty; valid: 'horizontal', 'vertical', 'both'")
    return mask


def axes_name(mask: int) -> str:
    return {1: "horizontal", 2: "vertical", 3: "both"}[mask]


def check_id(name: Any, owner: str) -> None:
    """An id for ``owner.id(name)``: a non-empty string without NUL."""
    check_string(name, owner, "id", allow_empty=False)
    if "\x00" in name:
        raise InvalidArgumentError(f"{owner}.id: an id may not contain NUL (U+0000), got {name[:100]!r}")


def check_view(view: Any, what: str) -> View:
    if not isinstance(view, View):
        raise TypeError(f"{what} must be a View, got {type(view).__name__}")
    return view



_GUIDES = {"leading": "leading", "center": "center", "trailing": "trailing", "top": "top", "bottom": "bottom",
           "verticalcenter": "vertical_center", "firsttextbaseline": "firstTextBaseline",
           "lasttextbaseline": "lastTextBaseline"}


def guide_name(guide: Union[str, CustomAlignment, Any]) -> str:
    """The document name of a guide."""
    if isinstance(guide, CustomAlignment):
        return guide.guide_name
    if isinstance(guide, (HorizontalAlignment, VerticalAlignment)):
        guide = guide.name
    key = str(guide).replace("_", "").lower() if isinstance(guide, str) else None
    if key in _GUIDES:
        return _GUIDES[key]
    valid = ", ".join(sorted(set(_GUIDES.values())))
    raise InvalidArgumentError(f"unknown guide {guide!r}; valid: {valid} or a CustomAlignment")


class ViewDimensions:
    """What an alignment-guide function sees: the view's size and its standard guides (``d["bottom"]``)."""

    __slots__ = ("width", "height")

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height

    def __getitem__(self, guide: str) -> float:
        values = {"leading": 0.0, "center": self.width / 2, "trailing": self.width, "top": 0.0,
                  "vertical_center": self.height / 2, "bottom": self.height,
                  "firstTextBaseline": self.height, "lastTextBaseline": self.height}
        return values[guide_name(guide)]

    def __repr__(self) -> str:
        return f"ViewDimensions(width={self.width:g}, height={self.height:g})"


#: The most columns a Grid cell spans (the engine's bound, the same for the JSON document and the C API).
MAX_GRID_CELL_COLUMNS = 1_000_000

_ANCHORS = {"center": (0.5, 0.5), "top_leading": (0, 0), "top": (0.5, 0), "top_trailing": (1, 0), "leading": (0, 0.5),
            "trailing": (1, 0.5), "bottom_leading": (0, 1), "bottom": (0.5, 1), "bottom_trailing": (1, 1)}


# ----------------------------------------------------------------------------------------------------
# The view


class View:
    """A SwiftUI view. Subclasses are leaves, containers, or :class:`ModifiedContent` wrappers."""

    __slots__ = ("_id", "_bin", "_notes")
    _id: Optional[str]
    #: What :func:`swiftlayout.from_swift` noted while reading the view (skipped declarations, sample values,
    #: placeholders), on the view it returns; empty for views built in Python.
    _notes: Tuple[Any, ...]
    #: The view's binary document records (docs/FORMAT.md), made with the view when it is small and all of
    #: it has a binary form; None otherwise (then `encode_binary` walks it).
    _bin: Optional[bytes]
    kind: str = "View"

    def __init__(self) -> None:
        _set(self, "_id", None)
        _set(self, "_bin", None)
        _set(self, "_notes", ())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable; modifiers return new views")

    def __setstate__(self, state: Any) -> None:
        """Views pickle (a sweep sends them to worker processes); their fields are set once, as when made.
        (A view pickled before views carried binary records has none: it goes as JSON.)"""
        _set(self, "_bin", None)
        _set(self, "_notes", ())
        restore_slots(self, state)

    # -- identity ---------------------------------------------------------------------------------
    @property
    def view_id(self) -> Optional[str]:
        """The name given with :meth:`id`."""
        return self._id

    @property
    def notes(self) -> Tuple[Any, ...]:
        """What :func:`swiftlayout.from_swift` did instead of Swift while reading this view: declarations it
        skipped, sample values it used, constructs laid out as placeholders (each a ``Note`` with ``kind``,
        ``where`` — ``file:line:column`` — and ``message``). Empty for a view built in Python."""
        return tuple(getattr(self, "_notes", ()))

    def with_notes(self, notes: Sequence[Any]) -> "View":
        """This view carrying ``notes`` (no wrapper; a list keeps growing while the view is laid out: a
        GeometryReader's content read during layout adds its notes)."""
        clone = copy.copy(self)   # (a shared leaf copies as its class and id; its _notes slot is its own)
        object.__setattr__(clone, "_notes", notes if isinstance(notes, list) else tuple(notes))
        return clone

    def id(self, name: str) -> "View":
        """Names this view so its frame can be looked up in a layout (``result[name]``). Adds no wrapper."""
        check_id(name, type(self).__name__)
        clone = object.__new__(type(self))
        for cls in type(self).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(self, slot):
                    object.__setattr__(clone, slot, getattr(self, slot))
        object.__setattr__(clone, "_id", name)
        object.__setattr__(clone, "_bin", None if self._bin is None else self._bin + binary_id(name))
        return clone

    # -- structure ----------------------------------------------------------------------------------
    @property
    def children(self) -> Tuple["View", ...]:
        """The views this one lays out, in the engine's order (a modifier's content first)."""
        return ()

    def type_name(self, max_depth: int = 6) -> str:
        """SwiftUI's type name, e.g. ``ModifiedContent<MapView, SafeAreaIgnoringLayout>``."""
        return self.kind

    def _fields(self) -> str:
        return ""

    def __repr__(self) -> str:
        return _repr(self)

    # -- serialisation ------------------------------------------------------------------------------
    def _parts(self, fx: List[Any]) -> List[Part]:
        """The JSON object for this view (without modifiers), as text and child views."""
        raise NotImplementedError

    def to_document(self) -> str:
        """The whole tree as one JSON document (docs/FORMAT.md)."""
        return to_document(self)

    def _bin_record(self) -> Optional[bytes]:
        """The binary record that follows this view's children (``children``) in a binary document, or
        None if the view has no binary form (the tree then goes as JSON). Leaves with a binary form
        carry all of it in ``_bin`` instead."""
        return None

    # -- notebooks ----------------------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        if _notebook_picture is None:
            raise NotImplementedError("swiftlayout.layout is not imported: nothing can lay this view out")
        return _notebook_picture(self)

    # -- modifiers ----------------------------------------------------------------------------------
    def _frame_signature(self, width: Optional[float] = None, height: Optional[float] = None,
                         alignment: AlignmentLike = "center", *, min_width: Optional[float] = None,
                         ideal_width: Optional[float] = None, max_width: Optional[float] = None,
                         min_height: Optional[float] = None, ideal_height: Optional[float] = None,
                         max_height: Optional[float] = None) -> "ModifiedContent":
        """``frame()``'s signature as callers, ``inspect.signature`` and type checkers see it."""
        raise NotImplementedError

    if TYPE_CHECKING:
        frame = _frame_signature
    else:
        def frame(self, width=None, height=None, alignment="center", min_width=None, ideal_width=None,
                  max_width=None, min_height=None, ideal_height=None, max_height=None):
            """``.frame(width:height:alignment:)``, or the flexible frame when any of ``min_width``,
            ``ideal_width``, ``max_width``, ``min_height``, ``ideal_height``, ``max_height`` is given
            (``float("inf")`` is ``.infinity``). Mixing the two kinds is an error, as in SwiftUI.

            (Those six are keyword-only in the signature callers and type checkers see,
            ``_frame_signature``'s; here they are not, because a keyword-only parameter left out costs a
            dictionary lookup on every call, and this is the commonest call.)"""
            # The same frame is made once (modifiers are immutable) and validated then. The common alignment
            # is found by identity ("center" literals are interned); True == 1 as a key, so booleans take the
            # validating path, which refuses them, as do unhashable arguments.
            if (min_width is None and ideal_width is None and max_width is None and min_height is None
                    and ideal_height is None and max_height is None):
                try:
                    frame = (_CENTER_FRAMES.get(width, _NONE).get(height) if alignment is _CENTER_NAME
                             and width.__class__ is not bool and height.__class__ is not bool else None)
                except TypeError:
                    frame = None
                if frame is None:
                    frame = _frame_layout(width, height, alignment)
            else:
                if width is not None or height is not None:
                    raise InvalidArgumentError("frame: give width/height or min/ideal/max values, not both")
                frame = _flexible_frame((min_width, ideal_width, max_width, min_height, ideal_height, max_height,
                                         alignment))
            # _modified(self, frame), written out: this is the most common modifier.
            made = _new_object(ModifiedContent)
            made._id = None
            made._content = self
            made._modifier = frame
            enc = self._bin
            made._bin = None if enc is None else frame._records.get(enc) or _wrapped(enc, frame)
            return made
        frame.__signature__ = inspect.signature(_frame_signature)

    def padding(self, edges: Union[EdgesLike, float, None] = "all", length: Optional[float] = None, *,
                top: Optional[float] = None, leading: Optional[float] = None, bottom: Optional[float] = None,
                trailing: Optional[float] = None) -> "ModifiedContent":
        """``.padding()`` (16), ``.padding(20)``, ``.padding("horizontal", 20)``, or per-edge insets with
        ``top=, leading=, bottom=, trailing=``."""
        if any(v is not None for v in (top, leading, bottom, trailing)):
            insets = (top or 0.0, leading or 0.0, bottom or 0.0, trailing or 0.0)
            return ModifiedContent(self, PaddingLayout(insets=insets))
        if edges.__class__ is int or edges.__class__ is float:
            padding = _PADDINGS.get(edges)
            if padding is None:
                padding = PaddingLayout(edges="all", length=float(edges))
                _intern(_PADDINGS, edges, padding)
            return _modified(self, padding)
        if isinstance(edges, (int, float)) and not isinstance(edges, bool):
            return ModifiedContent(self, PaddingLayout(edges="all", length=float(edges)))
        # (A bool reaches parse_edges, which refuses it.)
        return ModifiedContent(self, PaddingLayout(edges="all" if edges is None else cast(EdgesLike, edges),
                                                   length=length))

    def border(self, color: Union[str, "Color"] = "primary", width: float = 1) -> "ModifiedContent":
        """``.border(color, width:)``: a stroke inside the bounds; changes no frame."""
        return ModifiedContent(self, BorderModifier(color.name if isinstance(color, Color) else color, width))

    def overlay(self, view: "View", alignment: AlignmentLike = "center") -> "ModifiedContent":
        """``.overlay(view, alignment:)``: ``view`` is proposed this view's size and aligned in it."""
        return ModifiedContent(self, OverlayModifier(view, alignment))

    def background(self, view: Union["View", str], alignment: Optional[AlignmentLike] = None, *,
                   ignores_safe_area_edges: Optional[EdgesLike] = "all") -> "ModifiedContent":
        """``.background(...)`` as SwiftUI resolves it: a colour (``Color.blue`` or ``"blue"``) without an
        alignment is a shape style that bleeds under the safe area on ``ignores_safe_area_edges`` (all by
        default; None for none); any other view, or a colour with an alignment, is drawn behind this view
        at its size (``background(_:alignment:)``)."""
        if isinstance(view, str):
            view = Color(view)
        if isinstance(view, Color) and view._id is None and alignment is None:
            return ModifiedContent(self, BackgroundStyleModifier(view.name, ignores_safe_area_edges))
        return ModifiedContent(self, BackgroundModifier(view, "center" if alignment is None else alignment))

    def offset(self, x: float = 0, y: float = 0) -> "ModifiedContent":
        """``.offset(x:y:)``: draws the content shifted; the layout does not change."""
        return ModifiedContent(self, OffsetEffect(x, y))

    def position(self, x: float = 0, y: float = 0) -> "ModifiedContent":
        """``.position(x:y:)``: takes the whole proposal and centres this view at (x, y)."""
        return ModifiedContent(self, PositionLayout(x, y))

    def fixed_size(self, horizontal: bool = True, vertical: bool = True) -> "ModifiedContent":
        """``.fixedSize(horizontal:vertical:)``: ideal size on the chosen axes."""
        return ModifiedContent(self, FixedSizeLayout(horizontal, vertical))

    def layout_priority(self, priority: float) -> "ModifiedContent":
        """``.layoutPriority(_:)``."""
        return ModifiedContent(self, LayoutPriorityModifier(priority))

    def aspect_ratio(self, ratio: Optional[float] = None,
                     content_mode: Union[str, ContentMode] = "fit") -> "ModifiedContent":
        """``.aspectRatio(_:contentMode:)``; ``ratio`` is width / height, None for the content's own."""
        return ModifiedContent(self, AspectRatioLayout(ratio, content_mode))

    def edges_ignoring_safe_area(self, edges: EdgesLike = "all") -> "ModifiedContent":
        """``.edgesIgnoringSafeArea(_:)`` (all regions)."""
        return ModifiedContent(self, SafeAreaIgnoringLayout("all", edges))

    def ignores_safe_area(self, regions: Union[str, SafeAreaRegions] = "all",
                          edges: EdgesLike = "all") -> "ModifiedContent":
        """``.ignoresSafeArea(_:edges:)``."""
        return ModifiedContent(self, SafeAreaIgnoringLayout(regions, edges))

    def container_relative_frame(self, axes: Union[str, Sequence[str]], count: Optional[int] = None, span: int = 1,
                                 spacing: Optional[float] = None, alignment: AlignmentLike = "center", *,
                                 length: Optional[Callable[[float, str], float]] = None) -> "ModifiedContent":
        """``.containerRelativeFrame(axes, …)``: on ``axes`` ("horizontal", "vertical", "both") this view
        takes its nearest container's length — or ``span`` of ``count`` columns ``spacing`` apart, or
        ``length(container_length, axis_name)``. An exception in ``length`` fails the layout with a
        :class:`~swiftlayout.CallbackError` naming it."""
        return ModifiedContent(self, ContainerRelativeFrameLayout(axes, count, span, spacing, alignment, length))

    def safe_area_inset(self, edge: Union[str, Edge], content: "View", alignment: AlignmentLike = "center",
                        spacing: Optional[float] = None) -> "ModifiedContent":
        """``.safeAreaInset(edge:alignment:spacing:content:)``: ``content`` against ``edge``; its space
        becomes safe area of this view (``spacing=None``: the pair's own spacing, 8 between plain views)."""
        return ModifiedContent(self, SafeAreaInsetModifier(edge, content, alignment, spacing))

    def safe_area_padding(self, edges: Union[EdgesLike, float] = "all",
                          length: Optional[float] = None) -> "ModifiedContent":
        """``.safeAreaPadding(edges, length)`` (16 by default): padding that counts as safe area."""
        if isinstance(edges, (int, float)) and not isinstance(edges, bool):
            return ModifiedContent(self, SafeAreaPaddingModifier("all", float(edges)))
        return ModifiedContent(self, SafeAreaPaddingModifier(cast(EdgesLike, edges), length))

    def navigation_title(self, title: str) -> "ModifiedContent":
        """``.navigationTitle(_:)``: the enclosing NavigationStack's title."""
        return ModifiedContent(self, NavigationTitleModifier(title))

    def navigation_bar_title_display_mode(self, mode: str) -> "ModifiedContent":
        """``.navigationBarTitleDisplayMode(_:)``: "inline", "large" or "automatic"."""
        return ModifiedContent(self, TitleDisplayModeModifier(mode))

    def tab_item(self, title: str) -> "ModifiedContent":
        """``.tabItem { Text(title) }``: the tab's label in the enclosing TabView."""
        return ModifiedContent(self, TabItemModifier(title))

    def alignment_guide(self, guide: Union[str, CustomAlignment, Alignment],
                        value: Union[float, Callable[..., float]]) -> "ModifiedContent":
        """``.alignmentGuide(guide) { d in … }``: ``value`` is a number or a function of the view's dimensions
        (``d.width``, ``d.height``, ``d["bottom"]`` …). ``guide`` is "leading", "center", "trailing", "top",
        "vertical_center", "bottom", "first_text_baseline", "last_text_baseline" or a CustomAlignment."""
        return ModifiedContent(self, AlignmentGuideModifier(guide, value))

    def coordinate_space(self, name: str) -> "ModifiedContent":
        """``.coordinateSpace(name:)``: names this view's frame for ``proxy.frame(name)``."""
        return ModifiedContent(self, CoordinateSpaceModifier(name))

    def grid_cell_columns(self, count: int) -> "ModifiedContent":
        """``.gridCellColumns(_:)``: this Grid cell spans ``count`` columns."""
        return ModifiedContent(self, GridCellModifier.columns(count))

    def grid_column_alignment(self, alignment: str) -> "ModifiedContent":
        """``.gridColumnAlignment(_:)``: "leading", "center" or "trailing" for this cell's column."""
        return ModifiedContent(self, GridCellModifier.column_alignment(alignment))

    def grid_cell_anchor(self, anchor: Union[str, Tuple[float, float]]) -> "ModifiedContent":
        """``.gridCellAnchor(_:)``: a unit point (x, y) or the name of one ("top_leading", …)."""
        return ModifiedContent(self, GridCellModifier.anchor(anchor))

    def grid_cell_unsized_axes(self, axes: str) -> "ModifiedContent":
        """``.gridCellUnsizedAxes(_:)``: the cell takes the space it is given on ``axes``."""
        return ModifiedContent(self, GridCellModifier.unsized_axes(axes))

    def font(self, style: Optional[str] = None, *, size: Optional[float] = None,
             weight: Optional[str] = None, design: Optional[str] = None) -> "View":
        """``.font(_:)``: the font of every Text inside: a text style name (``"title"``), or
        ``size=`` (``.system(size:weight:design:)``), with an optional ``weight`` ("semibold", "bold", …)
        and ``design`` ("default", "rounded", "serif", "monospaced")."""
        return ModifiedContent(self, FontModifier(make_font(style, size, weight, "font", design)))

    def line_limit(self, limit: Optional[int] = None, *, min: Optional[int] = None, max: Optional[int] = None,
                   reserves_space: bool = False) -> "ModifiedContent":
        """``.lineLimit(_:)``: at most ``limit`` lines for the Text inside (None: no limit);
        ``line_limit(min=2, max=4)`` is ``lineLimit(2...4)`` (either end may be left out: ``max=2`` is
        ``...2``, ``min=3`` is ``3...``); ``line_limit(2, reserves_space=True)`` keeps two lines' height
        even for shorter text. The last line that fits is truncated with an ellipsis."""
        return ModifiedContent(self, LineLimitModifier(limit, min, max, reserves_space))

    def bold(self, is_active: bool = True) -> "ModifiedContent":
        """``.bold()``: every Text inside with the bold trait (the platform resolves it per text style)."""
        return ModifiedContent(self, FontTraitModifier("bold", check_flag(is_active, "bold: is_active")))

    def italic(self, is_active: bool = True) -> "ModifiedContent":
        """``.italic()``: every Text inside in italic."""
        return ModifiedContent(self, FontTraitModifier("italic", check_flag(is_active, "italic: is_active")))

    def monospaced(self, is_active: bool = True) -> "ModifiedContent":
        """``.monospaced()``: every Text inside in the fixed-width variant of its font (SF Mono)."""
        return ModifiedContent(self, FontTraitModifier("monospaced", check_flag(is_active, "monospaced: is_active")))

    def font_design(self, design: Optional[str]) -> "ModifiedContent":
        """``.fontDesign(_:)``: every Text inside in ``design`` ("default", "rounded", "serif",
        "monospaced"; None: its font's)."""
        return ModifiedContent(self, FontTraitModifier(
            "fontDesign", None if design is None else design_name(design, "font_design")))

    def font_weight(self, weight: Optional[str]) -> "ModifiedContent":
        """``.fontWeight(_:)``: every Text inside in ``weight`` ("semibold", "bold", …; None: the font's)."""
        value = None if weight is None else weight_name(weight, "font_weight")
        return ModifiedContent(self, FontTraitModifier("fontWeight", value))

    def truncation_mode(self, mode: str) -> "ModifiedContent":
        """``.truncationMode(_:)``: where the ellipsis goes when Text does not fit: "head", "middle", "tail"."""
        if mode not in TRUNCATION_MODES:
            raise InvalidArgumentError(f"truncation_mode: mode must be one of {', '.join(TRUNCATION_MODES)}, "
                                       f"got {mode!r}")
        return ModifiedContent(self, FontTraitModifier("truncationMode", mode))

    def tracking(self, points: float) -> "ModifiedContent":
        """``.tracking(_:)``: ``points`` after every character of the Text inside (``.kerning`` measures the same)."""
        return ModifiedContent(self, FontTraitModifier("tracking", _points(points, "tracking")))

    def kerning(self, points: float) -> "ModifiedContent":
        """``.kerning(_:)``: measured like ``.tracking`` in SwiftUI (points after every character)."""
        return ModifiedContent(self, FontTraitModifier("kerning", _points(points, "kerning")))

    def line_spacing(self, points: float) -> "ModifiedContent":
        """``.lineSpacing(_:)``: points between the wrapped lines of the Text inside (≥ 0)."""
        return ModifiedContent(self, FontTraitModifier("lineSpacing", _points(points, "line_spacing", False)))

    def baseline_offset(self, points: float) -> "ModifiedContent":
        """``.baselineOffset(_:)``: the Text inside raised by ``points`` from its baseline (negative: lowered)."""
        return ModifiedContent(self, FontTraitModifier("baselineOffset", _points(points, "baseline_offset")))

    def text_case(self, case: Optional[str]) -> "ModifiedContent":
        """``.textCase(_:)``: "uppercase", "lowercase" or None (as written)."""
        if case not in (None, "uppercase", "lowercase"):
            raise InvalidArgumentError(f"text_case: case must be 'uppercase', 'lowercase' or None, got {case!r}")
        return ModifiedContent(self, FontTraitModifier("textCase", case))

    def minimum_scale_factor(self, factor: float) -> "ModifiedContent":
        """``.minimumScaleFactor(_:)``: the Text inside may shrink to ``factor`` × its size to fit, 0 < factor ≤ 1."""
        value = check_length(factor, "minimum_scale_factor: factor")
        if value is None or not 0 < value <= 1:
            raise InvalidArgumentError(f"minimum_scale_factor: factor must be in (0, 1], got {factor!r}")
        return ModifiedContent(self, FontTraitModifier("minimumScaleFactor", value))

    def dynamic_type_size(self, size: str) -> "ModifiedContent":
        """``.dynamicTypeSize(_:)``: the Dynamic Type size of every Text inside ("x_small" … "xxx_large",
        "accessibility1" … "accessibility5"); iOS profiles scale their text styles by Apple's table."""
        return ModifiedContent(self, FontTraitModifier("dynamicTypeSize", dynamic_type_name(size, "dynamic_type_size")))

    def multiline_text_alignment(self, alignment: str) -> "ModifiedContent":
        """``.multilineTextAlignment(_:)``: "leading", "center" or "trailing". It changes no frame (measured
        in SwiftUI), only where the lines of a paragraph sit."""
        if alignment not in ("leading", "center", "trailing"):
            raise InvalidArgumentError("multiline_text_alignment: alignment must be 'leading', 'center' or "
                                       f"'trailing', got {alignment!r}")
        return ModifiedContent(self, FontTraitModifier("multilineTextAlignment", alignment))

    def environment(self, *, layout_direction: str) -> "ModifiedContent":
        """``.environment(\\.layoutDirection, _)``: lays the content out "rtl" (``.rightToLeft``) or "ltr"
        (``.leftToRight``); SwiftUI's spellings "rightToLeft"/"leftToRight" work too. Right to left, every
        container flips the x of its children within its own frame (docs/LAYOUT_RULES.md §23); this
        wrapper itself is placed in its parent's direction."""
        return ModifiedContent(self, FontTraitModifier("layoutDirection", layout_direction_name(layout_direction,
                                                                                                "environment")))

    def flips_for_right_to_left_layout_direction(self, enabled: bool = True) -> "ModifiedContent":
        """``.flipsForRightToLeftLayoutDirection(_:)``: drawn mirrored right to left (pictures only)."""
        enabled = check_flag(enabled, "flips_for_right_to_left_layout_direction: enabled")
        return ModifiedContent(self, FontTraitModifier("flipsForRightToLeftLayoutDirection", enabled))

    def hidden(self) -> "ModifiedContent":
        """``.hidden()``: not drawn, but keeps its frame (SwiftUI: hidden views remain in the view hierarchy
        and affect layout); pictures leave it and everything inside it out."""
        return ModifiedContent(self, HiddenModifier())

    def z_index(self, value: float) -> "ModifiedContent":
        """``.zIndex(_:)``: the drawing order among siblings (default 0, higher on top); no frame changes."""
        return ModifiedContent(self, ZIndexModifier(value))

    def opacity(self, opacity: float) -> "ModifiedContent":
        """``.opacity(_:)``: ``opacity`` in 0…1 (0 transparent, 1 opaque); no frame changes (SwiftUI: a
        transparent view keeps its place), pictures draw it and everything inside it that transparent."""
        return ModifiedContent(self, OpacityModifier(opacity))

    def layout_value(self, key: str, value: float) -> "ModifiedContent":
        """``.layoutValue(key:value:)``: a number under ``key`` that the custom layout containing this view
        reads with ``subview.layout_value(key, default)``; it passes through the modifiers around the view
        (the outermost wins) and changes no frame."""
        return ModifiedContent(self, LayoutValueModifier(key, value))


def check_flag(value: Any, what: str) -> bool:
    """``value``, a bool (``what`` names the argument in the error otherwise)."""
    if not isinstance(value, bool):
        raise InvalidArgumentError(f"{what} must be True or False, got {value!r}")
    return value


def _points(points: Any, method: str, allow_negative: bool = True) -> float:
    """A Text modifier's ``points`` (``tracking``, ``kerning``, ``line_spacing``, ``baseline_offset``): a
    finite number, not None."""
    value = check_length(points, f"{method}: points", allow_negative=allow_negative)
    if value is None:
        raise InvalidArgumentError(f"{method}: points must be a number, got None")
    return value


#: Layout direction names (SwiftUI's and the short ones) → the document's spelling.
LAYOUT_DIRECTIONS = {"rtl": "rightToLeft", "ltr": "leftToRight", "rightToLeft": "rightToLeft",
                     "leftToRight": "leftToRight", "right_to_left": "rightToLeft", "left_to_right": "leftToRight"}


def layout_direction_name(value: Any, what: str) -> str:
    """``value`` ("rtl", "ltr", "rightToLeft", "leftToRight") in the document's spelling."""
    if not isinstance(value, str) or value not in LAYOUT_DIRECTIONS:
        raise InvalidArgumentError(f"{what}: layout_direction must be 'rtl' or 'ltr' ('rightToLeft', 'leftToRight'), "
                                   f"got {value!r}")
    return LAYOUT_DIRECTIONS[value]

# ----------------------------------------------------------------------------------------------------
# Children


def collect_views(children: Sequence[Any], what: str) -> Tuple[View, ...]:
    items: Iterable[Any] = children
    if len(children) == 1 and not isinstance(children[0], View) and isinstance(children[0], Iterable) \
            and not isinstance(children[0], (str, bytes)):
        items = children[0]
    out = tuple(items)
    for k, child in enumerate(out):
        if not isinstance(child, View):
            raise TypeError(f"{what} child {k} is a {type(child).__name__}, not a View")
    return out




def with_children(head: str, children: Sequence[View]) -> List[Part]:
    parts: List[Part] = [head + ',"children":[']
    for k, child in enumerate(children):
        if k:
            parts.append(",")
        parts.append(child)
    parts.append("]")
    return parts



# ----------------------------------------------------------------------------------------------------
# Modifiers


#: The records of modifiers with no binary form: nothing is ever kept (see `Modifier._records`).
_NO_RECORDS: Dict[bytes, bytes] = {}


class Modifier:
    """A SwiftUI layout modifier; :class:`ModifiedContent` pairs one with the view it wraps."""
    __slots__ = ()
    name: str = "Modifier"
    key: str = ""
    #: The modifier's record in a binary document (docs/FORMAT.md), or None if it has no binary form.
    _brec: Optional[bytes] = None
    #: For modifiers with a binary form: the records of views wrapped in this modifier, by the records of
    #: their content (`_wrapped`), so that equal wrapped views share one bytes object.
    _records: Dict[bytes, bytes] = _NO_RECORDS

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __setstate__(self, state: Any) -> None:
        restore_slots(self, state)

    @property
    def secondary(self) -> Tuple[View, ...]:
        """Views the modifier adds (an overlay, a background)."""
        return ()

    def generic_name(self, max_depth: int) -> str:
        """The modifier's name in a type name (with its secondary view's type, for overlays)."""
        return self.name

    def _entry(self, fx: List[Any]) -> List[Part]:
        """The ``{"key": value`` part of a modifiers-list entry (without the closing brace)."""
        raise NotImplementedError

    def _fields(self) -> str:
        return ""

    def __repr__(self) -> str:
        return f"{self.name}({self._fields()})"


#: The start of a frame's JSON per alignment (keyed by the member's id: members live for ever).
_FRAME_HEADS: Dict[int, str] = {}
#: JSON text of numbers already written (layouts repeat their lengths); bounded.
_NUMBERS: Dict[float, str] = {}


def _number(value: float) -> str:
    """A finite float as JSON (its repr: the shortest text that reads back exactly)."""
    text = _NUMBERS.get(value)
    if text is None:
        text = repr(value)
        if len(_NUMBERS) < 4096:
            _NUMBERS[value] = text
    return text


# -- the binary document (docs/FORMAT.md, "Binary documents") ----------------------------------------

#: A binary document starts with "SLB" and the format version.
BINARY_MAGIC = b"SLB\x01"
#: Alignment codes of the binary document (0…8 are the C API's SL_ALIGN_* values); others are 255 + name.
_BIN_ALIGNMENTS = {"center": 0, "topLeading": 1, "top": 2, "topTrailing": 3, "leading": 4, "trailing": 5,
                   "bottomLeading": 6, "bottom": 7, "bottomTrailing": 8, "firstTextBaseline": 9,
                   "lastTextBaseline": 10}
_pack_f64 = struct.Struct("<d").pack
_pack_u32 = struct.Struct("<I").pack
#: Subtrees up to this many bytes keep their records (`View._bin`); larger ones are walked when encoded, so
#: the records a tree holds stay proportional to its size, whatever its depth.
_BIN_KEEP = 512


def _bin_string(text: str) -> bytes:
    data = text.encode("utf-8")
    return _pack_u32(len(data)) + data


def binary_alignment(alignment: Any) -> bytes:
    """An alignment in a binary document: its code (a standard guide) or 255 and its name (a custom one)."""
    name = alignment.swift_name
    code = _BIN_ALIGNMENTS.get(name)
    return bytes((code,)) if code is not None else b"\xff" + _bin_string(name)


def binary_id(name: str) -> bytes:
    """The record that names the view before it (``.id(name)``)."""
    return b"\x30" + _bin_string(name)


def _bin_numbers(values: Sequence[Optional[float]]) -> Tuple[int, bytes]:
    """The presence bits of ``values`` (bit k: value k is given) and the given ones as float64."""
    mask, data = 0, b""
    for k, value in enumerate(values):
        if value is not None:
            mask |= 1 << k
            data += _pack_f64(value)
    return mask, data


#: Modifiers made by value (immutable, so one per distinct value): frames and paddings, keyed by their
#: arguments as given. Bounded; past the bound, modifiers are made per call as before.
_FRAMES: Dict[Any, "FrameLayout"] = {}
_CENTER_FRAMES: Dict[Any, Dict[Any, "FrameLayout"]] = {}
_FLEX_FRAMES: Dict[Any, "FlexFrameLayout"] = {}
_PADDINGS: Dict[Any, "PaddingLayout"] = {}
_INTERN_LIMIT = 4096


def _intern(table: Dict[Any, Any], key: Any, value: Any) -> None:
    if len(table) < _INTERN_LIMIT:
        try:
            table[key] = value
        except TypeError:
            pass


def _modified(content: View, modifier: "Modifier") -> "ModifiedContent":
    """``ModifiedContent(content, modifier)`` without the checks (``content`` is a View: it is ``self``),
    with its binary records when small."""
    made = _new_object(ModifiedContent)
    made._id = None
    made._content = content
    made._modifier = modifier
    made._bin = _wrapped(content._bin, modifier)
    return made


def _wrapped(content: Optional[bytes], modifier: "Modifier") -> Optional[bytes]:
    """The records of a view whose content has records ``content``, wrapped in ``modifier``: None if either
    has none or the content's are large (`_BIN_KEEP`). Small results are kept by the modifier (its
    `_records`, bounded), so a frame around views that carry the same records — the same leaf, the same
    small subtree — gives every one of them the same bytes, made once."""
    rec = modifier._brec
    if content is None or rec is None or len(content) >= _BIN_KEEP:
        return None
    records = modifier._records
    made = records.get(content)
    if made is None:
        made = content + rec
        if len(content) <= _RECORDS_KEY_LIMIT and len(records) < _RECORDS_LIMIT:
            records[content] = made
    return made


#: Each binary-capable modifier keeps the records of at most this many distinct contents of at most this
#: many bytes (`_wrapped`): a few kilobytes per interned modifier at most.
_RECORDS_LIMIT = 8
_RECORDS_KEY_LIMIT = 48
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


_new_object = object.__new__


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
        mask, numbers = _bin_numbers((self.width, self.height))
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
            text += ',"width":' + _number(self.width)
        if self.height is not None:
            text += ',"height":' + _number(self.height)
        return [text + "}"]

    def _fields(self) -> str:
        return (f"width: {fmt_optional(self.width)}, height: {fmt_optional(self.height)}, "
                f"alignment: .{self.alignment.swift_name}")


class FlexFrameLayout(Modifier):
    __slots__ = ("values", "alignment", "_brec", "_records")
    values: Tuple[Optional[float], ...]
    alignment: Alignment
    name, key = "FlexFrameLayout", "frame"
    _KEYS = ("minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight")

    def __init__(self, min_width: Optional[float], ideal_width: Optional[float], max_width: Optional[float],
                 min_height: Optional[float], ideal_height: Optional[float], max_height: Optional[float],
                 alignment: AlignmentLike = "center") -> None:
        values = (check_length(min_width, "frame min_width"), check_length(ideal_width, "frame ideal_width"),
                  check_length(max_width, "frame max_width", allow_infinity=True),
                  check_length(min_height, "frame min_height"), check_length(ideal_height, "frame ideal_height"),
                  check_length(max_height, "frame max_height", allow_infinity=True))
        for lo, hi, axis in ((values[0], values[2], "width"), (values[3], values[5], "height")):
            if lo is not None and hi is not None and lo > hi:
                raise InvalidArgumentError(f"frame min_{axis} {fmt(lo)} is larger than max_{axis} {fmt(hi)}")
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "frame alignment"))
        mask, numbers = _bin_numbers(values)
        _set(self, "_brec", bytes((0x21, mask)) + binary_alignment(self.alignment) + numbers)
        _set(self, "_records", {})

    def _entry(self, fx: List[Any]) -> List[Part]:
        args: Dict[str, Any] = {"alignment": self.alignment.swift_name}
        for key, value in zip(self._KEYS, self.values):
            if value is not None:
                args[key] = "infinity" if math.isinf(value) else value
        return ['{"frame":' + json.dumps(args)]

    def _fields(self) -> str:
        return ", ".join(f"{k}: {fmt_optional(v)}" for k, v in zip(self._KEYS, self.values)) + \
            f", alignment: .{self.alignment.swift_name}"


class PaddingLayout(Modifier):
    __slots__ = ("edges", "length", "insets", "_brec", "_records")
    edges: int
    length: Optional[float]
    insets: Optional[Tuple[float, ...]]
    name, key = "PaddingLayout", "padding"

    def __init__(self, edges: EdgesLike = "all", length: Optional[float] = None,
                 insets: Optional[Tuple[float, float, float, float]] = None) -> None:
        object.__setattr__(self, "edges", parse_edges(edges, "padding edges"))
        object.__setattr__(self, "length", None if length is None else check_number(length, "padding length"))
        object.__setattr__(self, "insets", None if insets is None else
                           tuple(check_number(v, f"padding {e}")
                                 for v, e in zip(insets, ("top", "leading", "bottom", "trailing"))))
        if self.insets is not None:
            record = b"\x23" + b"".join(_pack_f64(v) for v in self.insets)
        else:
            record = bytes((0x22, self.edges, 0 if self.length is None else 1)) + (
                b"" if self.length is None else _pack_f64(self.length))
        _set(self, "_brec", record)
        _set(self, "_records", {})

    def _entry(self, fx: List[Any]) -> List[Part]:
        if self.insets is not None:
            top, leading, bottom, trailing = self.insets
            insets = {"top": top, "leading": leading, "bottom": bottom, "trailing": trailing}
            return ['{"padding":' + json.dumps(insets)]
        return _edges_entry("padding", self.edges, self.length)

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


class _SecondaryLayer(Modifier):
    __slots__ = ("view", "alignment")
    view: View
    alignment: Alignment

    def __init__(self, view: View, alignment: AlignmentLike) -> None:
        if not isinstance(view, View):
            raise TypeError(f"{self.key} needs a View, got {type(view).__name__}")
        object.__setattr__(self, "view", view)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, f"{self.key} alignment"))

    @property
    def secondary(self) -> Tuple[View, ...]:
        return (self.view,)

    def generic_name(self, max_depth: int) -> str:
        return f"{self.name}<{self.view.type_name(max_depth)}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        head = '{"' + self.key + '":{"alignment":' + json.dumps(self.alignment.swift_name) + ',"content":'
        return [head, self.view, "}"]

    def _fields(self) -> str:
        return f"content: {_repr(self.view, 2)}, alignment: .{self.alignment.swift_name}"


class OverlayModifier(_SecondaryLayer):
    __slots__ = ()
    name, key = "OverlayModifier", "overlay"


class BackgroundModifier(_SecondaryLayer):
    __slots__ = ()
    name, key = "BackgroundModifier", "background"


class _Point(Modifier):
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


class OffsetEffect(_Point):
    __slots__ = ()
    name, key = "OffsetEffect", "offset"


class PositionLayout(_Point):
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


class _NumberModifier(Modifier):
    """A modifier that carries one number: ``{"key": value}`` in the document."""
    __slots__ = ("value",)
    value: float
    #: The View method that makes it, for error messages.
    method = ""

    def __init__(self, value: float) -> None:
        object.__setattr__(self, "value", check_number(value, self.method))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"' + self.key + '":' + repr(self.value)]

    def _fields(self) -> str:
        return f"value: {fmt(self.value)}"


class LayoutPriorityModifier(_NumberModifier):
    __slots__ = ()
    name, key = "TraitWritingModifier<LayoutPriorityTraitKey>", "layoutPriority"
    method = "layout_priority"
    priority = cast(float, property(attrgetter("value"), doc="The priority (``value``)."))


class HiddenModifier(Modifier):
    """``.hidden()`` (drawing only)."""
    __slots__ = ()
    name, key = "_HiddenModifier", "hidden"

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"hidden":true']


class ZIndexModifier(_NumberModifier):
    """``.zIndex(_:)`` (drawing only)."""
    __slots__ = ()
    name, key = "TraitWritingModifier<ZIndexTraitKey>", "zIndex"
    method = "z_index"


class OpacityModifier(_NumberModifier):
    """``.opacity(_:)`` (drawing only)."""
    __slots__ = ()
    name, key = "_OpacityEffect", "opacity"
    method = "opacity"

    def __init__(self, value: float) -> None:
        super().__init__(value)
        if not 0 <= self.value <= 1:
            raise InvalidArgumentError(f"opacity must be in 0…1 (0 transparent, 1 opaque), got {value!r}")


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
        if not isinstance(key, str) or not key:
            raise InvalidArgumentError(f"layout_value: key must be a non-empty string, got {key!r}")
        object.__setattr__(self, "key_name", key)
        object.__setattr__(self, "value", check_number(value, "layout_value"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"layoutValue":{"key":' + json.dumps(self.key_name) + ',"value":' + repr(self.value) + '}']

    def _fields(self) -> str:
        return f"key: {self.key_name}, value: {fmt(self.value)}"


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
        edges = _edge_names(self.edges) or "all"
        return ['{"ignoresSafeArea":' + json.dumps({"regions": self.regions.name.lower(), "edges": edges})]

    def _fields(self) -> str:
        return f"regions: .{self.regions.swift_name}, edges: {edges_description(self.edges)}"


class LineLimitModifier(Modifier):
    __slots__ = ("limit", "lines")
    limit: Optional[int]
    lines: Optional[Dict[str, Any]]
    name, key = "EnvironmentKeyWritingModifier<Int?>", "lineLimit"

    def __init__(self, limit: Optional[int], low: Optional[int] = None, high: Optional[int] = None,
                 reserves_space: bool = False) -> None:
        lines: Optional[Dict[str, Any]] = None
        if limit is not None:
            check_int(limit, "line_limit", "limit", 1, MAX_LINE_LIMIT)
            if low is not None or high is not None:
                raise InvalidArgumentError("line_limit: give a limit or min/max, not both")
            if reserves_space:
                lines = {"limit": limit, "reservesSpace": True}
        elif low is not None or high is not None:
            if reserves_space:
                raise InvalidArgumentError("line_limit: reserves_space goes with a limit, not with min/max")
            lines = {}
            if low is not None:
                lines["min"] = check_int(low, "line_limit", "min", 1, MAX_LINE_LIMIT)
            if high is not None:
                lines["max"] = check_int(high, "line_limit", "max", 1, MAX_LINE_LIMIT)
            if low is not None and high is not None and low > high:
                raise InvalidArgumentError(f"line_limit: min {low} is above max {high}")
        elif reserves_space:
            raise InvalidArgumentError("line_limit: reserves_space needs a limit")
        object.__setattr__(self, "limit", limit)
        object.__setattr__(self, "lines", lines)

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"lineLimit":' + json.dumps(self.lines if self.lines is not None else self.limit)]

    def _fields(self) -> str:
        if self.lines is not None:
            return "lineLimit: " + ", ".join(f"{k}: {v}" for k, v in self.lines.items())
        return f"lineLimit: {fmt_optional(self.limit)}"


class _ValueModifier(Modifier):
    """A modifier that carries a value and changes no layout: ``{"key": value}`` in the document (a string,
    checked; the keyed ones below carry other values)."""
    __slots__ = ("value",)
    value: Any
    #: The View method that makes it and its argument's name, for error messages.
    method, argument = "", "value"

    def __init__(self, value: str) -> None:
        check_string(value, self.method, self.argument)
        object.__setattr__(self, "value", value)

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"' + self.key + '":' + json.dumps(self.value)]

    def _fields(self) -> str:
        return json.dumps(self.value)


class _KeyedValueModifier(_ValueModifier):
    """A value modifier whose key is given when it is made (``{key: value}``, any JSON value)."""
    __slots__ = ("key_name",)
    key_name: str

    def __init__(self, key: str, value: Any) -> None:
        object.__setattr__(self, "key_name", key)
        object.__setattr__(self, "value", value)

    @property
    def key(self) -> str:  # type: ignore[override]
        return self.key_name


class FontTraitModifier(_KeyedValueModifier):
    """``.bold()``, ``.italic()``, ``.fontWeight()``, ``.truncationMode()``, ``.multilineTextAlignment()``:
    environment values that every Text inside applies; also ``.environment(\\.layoutDirection, _)`` and
    ``.flipsForRightToLeftLayoutDirection()`` (one ``{key: value}`` document modifier each)."""
    __slots__ = ()
    name = "_EnvironmentKeyWritingModifier"
    field = cast(str, property(attrgetter("key_name"), doc="The environment value's key (``key_name``)."))

    def _fields(self) -> str:
        return f"{self.key_name}: {self.value}"


class FontModifier(Modifier):
    __slots__ = ("style",)
    style: Any
    name, key = "EnvironmentKeyWritingModifier<Font>", "font"

    def __init__(self, style: Any) -> None:
        object.__setattr__(self, "style", style if isinstance(style, dict) else text_style(style))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"font":' + json.dumps(self.style)]

    def _fields(self) -> str:
        return f"font: .{self.style}"



class ContainerRelativeFrameLayout(Modifier):
    __slots__ = ("axes", "count", "span", "spacing", "length", "alignment")
    axes: int
    count: Optional[int]
    span: int
    spacing: Optional[float]
    length: Optional[LengthFunction]
    alignment: Alignment
    name, key = "ContainerRelativeFrameLayout", "containerRelativeFrame"

    def __init__(self, axes: Union[str, Sequence[str]], count: Optional[int], span: int, spacing: Optional[float],
                 alignment: AlignmentLike, length: Optional[LengthFunction]) -> None:
        object.__setattr__(self, "axes", parse_axes(axes, "container_relative_frame axes"))
        if length is not None and not callable(length):
            raise TypeError(f"length must be a function (length, axis) -> float, got {type(length).__name__}")
        if length is not None and count is not None:
            raise InvalidArgumentError("container_relative_frame: give count/span/spacing or length, not both")
        for value, what in ((count, "count"), (span, "span")):
            if value is not None:
                check_int(value, "container_relative_frame", what, 1, MAX_COUNT)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "span", span)
        object.__setattr__(self, "spacing",
                           None if spacing is None else check_number(spacing, "container_relative_frame spacing"))
        object.__setattr__(self, "length", length)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "container_relative_frame alignment"))

    def _entry(self, fx: List[Any]) -> List[Part]:
        args: dict = {"axes": axes_name(self.axes), "alignment": self.alignment.swift_name}
        if self.length is not None:
            args["function"] = len(fx)
            fx.append(("length", self.length))
        elif self.count is not None or self.spacing is not None or self.span != 1:
            args.update(count=self.count or 1, span=self.span, spacing=self.spacing or 0.0)
        return ['{"containerRelativeFrame":' + json.dumps(args)]

    def _fields(self) -> str:
        rule = (f"length: {getattr(self.length, '__name__', 'function')}" if self.length is not None else
                f"count: {self.count or 1}, span: {self.span}, spacing: {fmt_optional(self.spacing)}")
        return f"axes: .{axes_name(self.axes)}, {rule}, alignment: .{self.alignment.swift_name}"


class SafeAreaInsetModifier(Modifier):
    __slots__ = ("edge", "view", "alignment", "spacing")
    edge: int
    view: View
    alignment: Alignment
    spacing: Optional[float]
    name, key = "SafeAreaInsetModifier", "safeAreaInset"

    def __init__(self, edge: Union[str, Edge], view: View, alignment: AlignmentLike, spacing: Optional[float]) -> None:
        mask = parse_edges(edge, "safe_area_inset edge")
        if mask not in (1, 2, 4, 8):
            raise InvalidArgumentError(f"safe_area_inset edge must be one edge (top, leading, bottom, trailing), "
                                       f"got {edge!r}")
        object.__setattr__(self, "edge", mask)
        object.__setattr__(self, "view", check_view(view, "safe_area_inset content"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "safe_area_inset alignment"))
        object.__setattr__(self, "spacing",
                           None if spacing is None else check_number(spacing, "safe_area_inset spacing"))

    @property
    def secondary(self) -> Tuple[View, ...]:
        return (self.view,)

    def generic_name(self, max_depth: int) -> str:
        return self.name

    def _entry(self, fx: List[Any]) -> List[Part]:
        edge = _edge_names(self.edge)
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
        return _edges_entry("safeAreaPadding", self.edges, self.length)

    def _fields(self) -> str:
        return f"edges: {edges_description(self.edges)}, length: {fmt_optional(self.length)}"


class NavigationTitleModifier(_ValueModifier):
    __slots__ = ()
    name, key = "NavigationTitleModifier", "navigationTitle"
    method, argument = "navigation_title", "title"


class TitleDisplayModeModifier(_ValueModifier):
    __slots__ = ()
    name, key = "NavigationBarTitleDisplayModeModifier", "navigationBarTitleDisplayMode"
    method, argument = "navigation_bar_title_display_mode", "mode"

    def __init__(self, mode: str) -> None:
        if mode not in ("automatic", "inline", "large"):
            raise InvalidArgumentError(f"unknown title display mode {mode!r}; valid: 'automatic', 'inline', 'large'")
        super().__init__(mode)


class TabItemModifier(_ValueModifier):
    __slots__ = ()
    name, key = "TabItemModifier", "tabItem"
    method, argument = "tab_item", "title"


class BackgroundStyleModifier(Modifier):
    """``background(_ style:ignoresSafeAreaEdges:)``: a colour fill that bleeds under the safe area."""
    __slots__ = ("color", "edges")
    color: str
    edges: int
    name, key = "BackgroundStyleModifier", "background"

    def __init__(self, color: str, edges: Optional[EdgesLike]) -> None:
        object.__setattr__(self, "color", check_color(color))
        object.__setattr__(self, "edges", 0 if edges is None or edges == "none" or edges == [] else parse_edges(edges))

    @property
    def secondary(self) -> Tuple[View, ...]:
        fill = Color(self.color)
        return (ModifiedContent(fill, SafeAreaIgnoringLayout("all", [e for e in EDGE_BITS if self.edges & e.value])),) \
            if self.edges else (fill,)

    def generic_name(self, max_depth: int) -> str:
        return f"{self.name}<{self.secondary[0].type_name(max_depth)}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        edges = _edge_names(self.edges) or "none"
        return ['{"background":' + json.dumps({"color": self.color, "ignoresSafeAreaEdges": edges})]

    def _fields(self) -> str:
        return f"style: {self.color}, ignoresSafeAreaEdges: {edges_description(self.edges) if self.edges else '[]'}"



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


class CoordinateSpaceModifier(_ValueModifier):
    __slots__ = ()
    name, key = "CoordinateSpaceModifier", "coordinateSpace"
    space = cast(str, property(attrgetter("value"), doc="The coordinate space's name (``value``)."))

    def __init__(self, space: str) -> None:
        check_string(space, "coordinate_space", "name", allow_empty=False)
        if space in ("global", "local"):
            raise InvalidArgumentError(f"a coordinate space needs a name other than 'global'/'local', got {space!r}")
        object.__setattr__(self, "value", space)




class GridCellModifier(_KeyedValueModifier):
    """gridCellColumns / gridColumnAlignment / gridCellAnchor / gridCellUnsizedAxes."""
    __slots__ = ()

    @property
    def name(self) -> str:  # type: ignore[override]
        return {"gridCellColumns": "GridCellColumnsModifier", "gridColumnAlignment": "GridColumnAlignmentModifier",
                "gridCellAnchor": "GridCellAnchorModifier",
                "gridCellUnsizedAxes": "GridCellUnsizedAxesModifier"}[self.key_name]

    @classmethod
    def columns(cls, count: int) -> "GridCellModifier":
        return cls("gridCellColumns", check_int(count, "grid_cell_columns", "count", 1, MAX_GRID_CELL_COLUMNS))

    @classmethod
    def column_alignment(cls, alignment: Any) -> "GridCellModifier":
        return cls("gridColumnAlignment", HorizontalAlignment.parse(alignment, "grid_column_alignment").swift_name)

    @classmethod
    def anchor(cls, anchor: Any) -> "GridCellModifier":
        if isinstance(anchor, str):
            key = anchor.replace("-", "_").lower()
            key = {"topleading": "top_leading", "toptrailing": "top_trailing", "bottomleading": "bottom_leading",
                   "bottomtrailing": "bottom_trailing"}.get(key.replace("_", ""), key)
            if key not in _ANCHORS:
                raise InvalidArgumentError(f"unknown anchor {anchor!r}; valid: {', '.join(_ANCHORS)} or (x, y)")
            x, y = _ANCHORS[key]
        else:
            x, y = (check_number(anchor[0], "anchor x"), check_number(anchor[1], "anchor y"))
        return cls("gridCellAnchor", {"x": x, "y": y})

    @classmethod
    def unsized_axes(cls, axes: str) -> "GridCellModifier":
        return cls("gridCellUnsizedAxes", axes_name(parse_axes(axes, "grid_cell_unsized_axes")))



# ----------------------------------------------------------------------------------------------------
# Leaves the modifiers need (a colour is a background's fill)


class Leaf(View):
    __slots__ = ()

    def _parts(self, fx: List[Any]) -> List[Part]:
        return ['{"type":"' + self.kind + '"' + self._keys()]

    def _keys(self) -> str:
        return ""



class _ColorMeta(type):
    def __getattr__(cls, name: str) -> "Color":
        if name in COLOR_NAMES:
            return Color(name)
        raise AttributeError(f"Color has no colour {name!r}; known: {', '.join(COLOR_NAMES)}")


class Color(Leaf, metaclass=_ColorMeta):
    """A colour as a view (lays out like Rectangle): ``Color("red")``, ``Color.red``, ``Color("#ff8800")``."""
    __slots__ = ("name",)
    name: str
    kind = "Color"

    def __init__(self, name: str) -> None:
        super().__init__()
        object.__setattr__(self, "name", check_color(name))
        _set(self, "_bin", b"\x07" + _bin_string(self.name))

    def _keys(self) -> str:
        return ',"color":' + json.dumps(self.name)

    def _fields(self) -> str:
        return self.name



# ----------------------------------------------------------------------------------------------------
# ModifiedContent and the document


class ModifiedContent(View):
    """A view made by applying a modifier to another view (SwiftUI's ``ModifiedContent``).

    ``content`` and ``modifier`` are read-only: a modifier returns a new view, never changes one. (They are
    properties over private fields, so that making one — the commonest thing a program does — is plain
    attribute stores: no ``__setattr__`` of its own, no builder class.)"""
    __slots__ = ("_content", "_modifier")
    _content: View
    _modifier: Modifier
    kind = "ModifiedContent"
    __setattr__ = object.__setattr__  # type: ignore[assignment]

    def __init__(self, content: View, modifier: Modifier) -> None:
        if not isinstance(content, View):
            raise TypeError(f"ModifiedContent needs a View, got {type(content).__name__}")
        self._id = None
        self._content = content
        self._modifier = modifier
        self._bin = _wrapped(content._bin, modifier)

    content = cast(View, property(attrgetter("_content"), doc="The view the modifier applies to."))
    modifier = cast(Modifier, property(attrgetter("_modifier"), doc="The modifier (a frame, a padding, …)."))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self._content,) + self._modifier.secondary

    def type_name(self, max_depth: int = 6) -> str:
        """``ModifiedContent<Content, Modifier>``, nested types abbreviated to ``…`` below ``max_depth``."""
        if max_depth <= 0:
            return "…"
        content, modifier = self._content.type_name(max_depth - 1), self._modifier.generic_name(max_depth - 1)
        return f"ModifiedContent<{content}, {modifier}>"

    def _parts(self, fx: List[Any]) -> List[Part]:
        # Walk down to the base view, collecting the chain; the document lists modifiers innermost first.
        chain, view = modifier_chain(self)
        parts = view._parts(fx)
        if view._id is not None:
            parts.append(',"id":' + json.dumps(view._id))
        parts.append(',"modifiers":[')
        for k, wrapper in enumerate(reversed(chain)):
            if k:
                parts.append(",")
            parts.extend(wrapper._modifier._entry(fx))
            parts.append("}" if wrapper._id is None else ',"id":' + json.dumps(wrapper._id) + "}")
        parts.append("]")
        # The outermost wrapper's id went into the list; the caller must not add it again.
        return parts


def modifier_chain(view: View) -> Tuple[List[ModifiedContent], View]:
    """The wrappers around ``view``'s base view, outermost first, and the base view itself."""
    chain: List[ModifiedContent] = []
    while isinstance(view, ModifiedContent):
        chain.append(view)
        view = view._content
    return chain, view


def to_document(view: View) -> str:
    """Serialises ``view`` into one JSON document without recursion (deep trees are fine).
    containerRelativeFrame length functions appear as ``{"function": N}``; see :func:`serialize`."""
    return serialize(view)[0]


def serialize(view: View, fx: Optional[List[Any]] = None, max_nodes: int = 0) -> Tuple[str, List[Any]]:
    """The JSON document for ``view`` and the user functions it refers to: ``"function": N`` is
    ``functions[N]``, a (kind, callable) pair with kind "length", "guide" or "content". New functions are
    appended to ``fx`` if given (GeometryReader content built during a layout shares its table).

    ``max_nodes`` (a layout environment's, 0 for none) lowers the node limit below MAX_NODE_COUNT: the tree
    is counted against the limit once a million views were written, so that a few shared views describing
    a tree over the budget fail there, before the whole tree is written out."""
    if not isinstance(view, View):
        raise TypeError(f"expected a View, got {type(view).__name__}")
    fx = [] if fx is None else fx
    out: List[str] = []
    stack: List[Part] = [view]
    written = 0
    append = out.append
    while stack:
        item: Any = stack.pop()
        if item.__class__ is str:
            append(item)
            continue
        written += 1
        if written == _COUNT_CHECK_AFTER:
            check_node_count(view, max_nodes)
        parts = item._parts(fx)
        if item._id is not None and not isinstance(item, ModifiedContent):
            parts.append(',"id":' + json.dumps(item._id))
        parts.append("}")
        # The text up to the first contained view goes out at once; the rest waits on the stack.
        for k, part in enumerate(parts):
            if part.__class__ is not str:
                stack.extend(reversed(parts[k:]))
                break
            append(part)
    return "".join(out), fx


def encode_binary(view: View, max_nodes: int = 0) -> Optional[bytes]:
    """``view`` as one binary document (docs/FORMAT.md, "Binary documents"), or None if part of it has no
    binary form (the tree then goes as JSON, :func:`serialize`). Post-order: a view's children, then its
    record, then its id. Small subtrees carry their records already (``View._bin``), so encoding a tree
    of them is a join; the rest is walked without recursion. ``max_nodes`` is as for :func:`serialize`."""
    try:
        return _encode_binary(view, max_nodes)
    except AttributeError:  # a view made without View.__init__ (no `_bin`): the tree goes as JSON
        return None


def _encode_binary(view: View, max_nodes: int) -> Optional[bytes]:
    done = view._bin
    if done is not None:
        return BINARY_MAGIC + done
    out: List[bytes] = [BINARY_MAGIC]
    append = out.append
    stack: List[Any] = [view]
    pop, push = stack.pop, stack.append
    written, check_at = 0, _COUNT_CHECK_AFTER
    while stack:
        item = pop()
        if item.__class__ is bytes:
            append(item)
            continue
        written += 1
        if written >= check_at:
            check_node_count(view, max_nodes)
            check_at = MAX_NODE_COUNT + 1
        done = item._bin
        if done is not None:
            append(done)
            continue
        if item.__class__ is ModifiedContent:
            record = item._modifier._brec
            if record is None:
                return None
            if item._id is not None:
                push(binary_id(item._id))
            push(record)
            push(item._content)
            continue
        record = item._bin_record()
        if record is None:
            return None
        if item._id is not None:
            push(binary_id(item._id))
        push(record)
        kids = item.children
        try:  # children that carry their records (a list's rows) are one join
            push(b"".join([kid._bin for kid in kids]))
            written += len(kids)
        except TypeError:
            stack.extend(reversed(kids))
    return b"".join(out)


#: The most nodes one layout takes (the engine's limit, `RetainedLayout.maxNodeCount`).
MAX_NODE_COUNT = 50_000_000
#: Trees are counted once this many views were written, so that a few shared views describing an
#: astronomically large tree fail at once instead of being written out.
_COUNT_CHECK_AFTER = 1_000_000


def check_node_count(view: View, max_nodes: int = 0) -> None:
    """Raises InvalidArgumentError if ``view``'s tree has more than MAX_NODE_COUNT nodes (or ``max_nodes``,
    if given and lower: a layout environment's limit), counting a view shared in several places in each
    (each distinct view is visited once, without recursion)."""
    limit = min(MAX_NODE_COUNT, max_nodes) if max_nodes else MAX_NODE_COUNT
    counts: Dict[int, int] = {}
    # (view, its children once expanded): the children tuple is kept, since some views make theirs anew
    # on each access (bars), and it keeps them alive, so their ids stay theirs.
    stack: List[Tuple[View, Optional[Tuple[View, ...]]]] = [(view, None)]
    while stack:
        item, kids = stack.pop()
        key = id(item)
        if kids is not None:
            counts[key] = min(1 + sum(counts[id(k)] for k in kids), limit + 1)
            continue
        if key in counts:
            continue
        kids = tuple(item.children)
        stack.append((item, kids))
        stack.extend((k, None) for k in kids if id(k) not in counts)
    if counts[id(view)] > limit:
        message = (f"the view tree has more than {limit} nodes (a view shared in several places "
                   f"counts in each); the most a layout takes is {limit}")
        if limit < MAX_NODE_COUNT:
            message += " (environment parameter max_nodes; a node takes 530 to 990 bytes laid out, docs/ERRORS.md)"
        raise InvalidArgumentError(message)


def _repr(view: View, depth: int = 4) -> str:
    """SwiftUI-style description, as ``print(view)`` shows it, abbreviated below ``depth`` levels."""
    if depth <= 0:
        return "…"
    if isinstance(view, ModifiedContent):
        inner = f"content: {_repr(view.content, depth - 1)}, modifier: {view.modifier!r}"
    elif view.children:
        kids = ", ".join(_repr(c, depth - 1) for c in view.children[:8])
        more = ", …" if len(view.children) > 8 else ""
        fields = view._fields()
        inner = (fields + ", " if fields else "") + f"content: [{kids}{more}]"
    else:
        inner = view._fields()
    name_part = "" if view._id is None else f".id({view._id!r})"
    return f"{view.type_name()}({inner}){name_part}"
