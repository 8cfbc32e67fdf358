"""The roots every view and modifier is made of, and what the view and modifier modules share.

:class:`ViewBase` is the root of every view: its identity (``id``), its structure (``children``, the type
name), its description, and the two things the modifier mixins (``swiftlayout.modifiers``) make through it —
the :class:`~swiftlayout.ModifiedContent` that wraps a view in a modifier (``_modified``) and the
:class:`~swiftlayout.Color` a colour name stands for (``_color_view``) — so that the mixins need not import the
view classes, which are made of them (``swiftlayout.views.view``). :class:`Modifier` is the root of every
modifier, with the generic ones that carry one value. The rest is the validation the view and modifier
modules share: colours, ids, child lists, axes, edges, flags, names.
"""

from __future__ import annotations

import copy
import json
import struct
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, TypeVar, Union, cast

from .errors import InvalidArgumentError
from .geometry import Alignment, Edge, check_number, check_string, fmt

if TYPE_CHECKING:
    from .views.view import Color, ModifiedContent, View

AlignmentLike = Union[str, Alignment]
# A piece of a document under construction: literal JSON text or a view still to be written.
Part = Union[str, "ViewBase"]

COLOR_NAMES: Tuple[str, ...] = (
    "red",
    "orange",
    "yellow",
    "green",
    "mint",
    "teal",
    "cyan",
    "blue",
    "indigo",
    "purple",
    "pink",
    "brown",
    "white",
    "gray",
    "black",
    "clear",
    "primary",
    "secondary",
)


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
#: module order, so ``swiftlayout.result`` installs this when it is imported (see ``set_notebook_picture``).
_notebook_picture: Optional[Callable[["View"], str]] = None


def set_notebook_picture(picture: Callable[["View"], str]) -> None:
    """Sets how ``View._repr_svg_`` draws a view: ``swiftlayout.result`` lays it out and returns its SVG."""
    global _notebook_picture
    _notebook_picture = picture


def notebook_picture(view: "ViewBase") -> str:
    """``view`` as a notebook shows it (laid out on the default device, as SVG)."""
    if _notebook_picture is None:
        raise NotImplementedError("swiftlayout.result is not imported: nothing can lay this view out")
    return _notebook_picture(cast("View", view))


EDGE_BITS = (Edge.TOP, Edge.LEADING, Edge.BOTTOM, Edge.TRAILING)


def edge_names(mask: int) -> str:
    """The edges of bit mask ``mask`` as the document writes them: "top,leading" ("" for none)."""
    return ",".join(e.name.lower() for e in EDGE_BITS if mask & e.value)


def edges_entry(key: str, edges: int, length: Optional[float]) -> List[Part]:
    """The entry of a modifier given by edges and an optional length (``padding``, ``safeAreaPadding``)."""
    args: Dict[str, Any] = {"edges": edge_names(edges)}
    if length is not None:
        args["length"] = length
    return ['{"' + key + '":' + json.dumps(args)]


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


def check_view(view: Any, what: str) -> "View":
    if not isinstance(view, ViewBase):
        raise TypeError(f"{what} must be a View, got {type(view).__name__}")
    return cast("View", view)


def check_flag(value: Any, what: str) -> bool:
    """``value``, a bool (``what`` names the argument in the error otherwise)."""
    if not isinstance(value, bool):
        raise InvalidArgumentError(f"{what} must be True or False, got {value!r}")
    return value


def collect_views(children: Sequence[Any], what: str) -> Tuple["View", ...]:
    items: Iterable[Any] = children
    if (
        len(children) == 1
        and not isinstance(children[0], ViewBase)
        and isinstance(children[0], Iterable)
        and not isinstance(children[0], (str, bytes))
    ):
        items = children[0]
    out = tuple(items)
    for k, child in enumerate(out):
        if not isinstance(child, ViewBase):
            raise TypeError(f"{what} child {k} is a {type(child).__name__}, not a View")
    return out


def with_children(head: str, children: Sequence["View"]) -> List[Part]:
    parts: List[Part] = [head + ',"children":[']
    for k, child in enumerate(children):
        if k:
            parts.append(",")
        parts.append(child)
    parts.append("]")
    return parts


def camel_name(name: str) -> str:
    """A snake_case name in SwiftUI's camelCase: ``scroll_content`` → ``scrollContent``."""
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)


def pick_name(value: Any, choices: Tuple[str, ...], what: str) -> str:
    """``value`` among ``choices`` (snake_case), spelt either way: ``"scrollContent"`` → ``"scroll_content"``."""
    key = str(value).replace("-", "_").lower() if isinstance(value, str) else None
    if key is None:
        raise InvalidArgumentError(f"{what} must be a name, got {type(value).__name__}")
    for choice in choices:
        if key.replace("_", "") == choice.replace("_", ""):
            return choice
    raise InvalidArgumentError(f"unknown {what} {value!r}; valid: " + ", ".join(repr(c) for c in choices))


def choose(value: Any, choices: Sequence[str], owner: str, argument: str) -> str:
    """SwiftUI's spelling of ``value`` among ``choices`` ("bordered_prominent" → "borderedProminent")."""
    if isinstance(value, str):
        key = value.replace("_", "").lower()
        for c in choices:
            if c.replace("_", "").lower() == key:
                return c
    raise InvalidArgumentError(f"{owner}: unknown {argument} {value!r}; valid: {', '.join(choices)}")


#: The shape views (what AnyShape and ``clip_shape`` take): the classes ``is_shape`` marks.
SHAPE_NAMES = ("Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "AnyShape")


# ----------------------------------------------------------------------------------------------------
# The root of the views

#: A view's own type (``id`` returns the view's own class: ``Text("a").id("t")`` is a Text).
_V = TypeVar("_V", bound="ViewBase")


class ViewBase:
    """The root of every view: identity, structure, description, and the two hooks the modifier mixins
    make their results through (:class:`~swiftlayout.View` defines them). Views are immutable values."""

    __slots__ = ("_id", "_bin", "_notes")
    _id: Optional[str]
    #: What :func:`swiftlayout.from_swift` noted while reading the view (skipped declarations, sample values,
    #: placeholders), on the view it returns; empty for views built in Python.
    _notes: Tuple[Any, ...]
    #: The view's binary document records (docs/FORMAT.md), made with the view when it is small and all of
    #: it has a binary form; None otherwise (then the binary encoder walks it).
    _bin: Optional[bytes]
    kind: str = "View"
    #: True for :class:`~swiftlayout.ModifiedContent`: its document entry is its modifier's, in its content's
    #: "modifiers" list (the document writers walk modifier chains).
    _is_wrapper: bool = False
    #: True for the shape views (what AnyShape and ``clip_shape`` take).
    is_shape: bool = False

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

    def with_notes(self: _V, notes: Sequence[Any]) -> _V:
        """This view carrying ``notes`` (no wrapper; a list keeps growing while the view is laid out: a
        GeometryReader's content read during layout adds its notes)."""
        clone = copy.copy(self)  # (a shared leaf copies as its class and id; its _notes slot is its own)
        object.__setattr__(clone, "_notes", notes if isinstance(notes, list) else tuple(notes))
        return clone

    def id(self: _V, name: str) -> _V:
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
        return describe(self)

    def _describe(self, depth: int) -> str:
        """The inside of this view's description (``describe``): its fields and its children's."""
        if not self.children:
            return self._fields()
        kids = ", ".join(describe(c, depth - 1) for c in self.children[:8])
        more = ", …" if len(self.children) > 8 else ""
        fields = self._fields()
        return (fields + ", " if fields else "") + f"content: [{kids}{more}]"

    # -- serialisation ------------------------------------------------------------------------------
    def _parts(self, fx: List[Any]) -> List[Part]:
        """The JSON object for this view (without modifiers), as text and child views."""
        raise NotImplementedError

    def _bin_record(self) -> Optional[bytes]:
        """The binary record that follows this view's children (``children``) in a binary document, or
        None if the view has no binary form (the tree then goes as JSON). Leaves with a binary form
        carry all of it in ``_bin`` instead."""
        return None

    # -- what the modifier mixins make --------------------------------------------------------------
    def _modified(self, modifier: "Modifier") -> "ModifiedContent":
        """This view wrapped in ``modifier`` (``ModifiedContent(self, modifier)``): defined by View."""
        raise NotImplementedError

    @staticmethod
    def _color_view(name: str) -> "Color":
        """The Color view of colour ``name`` (``background("red")``): defined by View."""
        raise NotImplementedError

    # -- notebooks ----------------------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        return notebook_picture(self)


#: A u32 of the binary document (docs/FORMAT.md): little-endian.
pack_u32 = struct.Struct("<I").pack


def binary_string(text: str) -> bytes:
    """A string in a binary document: its u32 byte count and its UTF-8 bytes."""
    data = text.encode("utf-8")
    return pack_u32(len(data)) + data


def binary_id(name: str) -> bytes:
    """The binary document's record that names the view before it (``.id(name)``)."""
    return b"\x30" + binary_string(name)


def describe(view: ViewBase, depth: int = 4) -> str:
    """SwiftUI-style description, as ``print(view)`` shows it, abbreviated below ``depth`` levels."""
    if depth <= 0:
        return "…"
    name_part = "" if view._id is None else f".id({view._id!r})"
    return f"{view.type_name()}({view._describe(depth)}){name_part}"


# ----------------------------------------------------------------------------------------------------
# The root of the modifiers

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
    def secondary(self) -> Tuple["View", ...]:
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


class NumberModifier(Modifier):
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


class ValueModifier(Modifier):
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


class KeyedValueModifier(ValueModifier):
    """A value modifier whose key is given when it is made (``{key: value}``, any JSON value)."""

    __slots__ = ("key_name",)
    key_name: str

    def __init__(self, key: str, value: Any) -> None:
        object.__setattr__(self, "key_name", key)
        object.__setattr__(self, "value", value)

    @property
    def key(self) -> str:  # type: ignore[override]
        return self.key_name
