"""Shapes (Sources/SwiftLayout/Views/Shapes): Rectangle, Circle, Ellipse, Capsule, RoundedRectangle,
UnevenRoundedRectangle, AnyShape, Path and custom shapes (``Shape("ArrowShape")``). A shape takes its proposal
(10 on an axis proposed None); a Circle is a
square of the smaller side. Corner radii and styles change drawing only."""

from __future__ import annotations

import json
import struct
from typing import Any, Dict, List, Optional, Sequence, Tuple, TypeVar

from ..base import Part, ViewBase, binary_id, check_id
from ..errors import InvalidArgumentError
from ..geometry import check_length, fmt
from .view import Leaf, View

#: A shared leaf's own type (``id`` returns its class's named form, still a Rectangle for type checkers).
_S = TypeVar("_S", bound="SharedLeaf")

__all__ = [
    "AnyShape",
    "CORNER_STYLES",
    "Capsule",
    "Circle",
    "Ellipse",
    "Path",
    "Rectangle",
    "RoundedRectangle",
    "SHAPES",
    "Shape",
    "SharedLeaf",
    "UnevenRoundedRectangle",
]


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

    def id(self: _S, name: str) -> _S:
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
_ID_SLOT, _BIN_SLOT = ViewBase.__dict__["_id"], ViewBase.__dict__["_bin"]


def _named_class(base: type) -> type:
    named: Optional[type] = _NAMED_CLASSES.get(base)
    if named is None:
        named = type(
            base.__name__,
            (base,),
            {
                "__slots__": (),
                "_id": _ID_SLOT,
                "_bin": _BIN_SLOT,
                "_unnamed": base,
                "__module__": base.__module__,
                "__qualname__": base.__qualname__,
                "__doc__": base.__doc__,
            },
        )
        _NAMED_CLASSES[base] = named
    return named


def _shared_leaf(cls: type, name: Optional[str]) -> View:
    view = cls()
    return view if name is None else view.id(name)


class Rectangle(SharedLeaf):
    """A rectangle: takes the proposal (10 on an axis proposed None)."""

    __slots__ = ()
    kind = "Rectangle"
    is_shape = True
    _bin = b"\x01"


class Circle(SharedLeaf):
    """A circle: a square of the smaller proposed side (10 for a side proposed None), centred by its parent."""

    __slots__ = ()
    kind = "Circle"
    is_shape = True
    _bin = b"\x02"


class Ellipse(SharedLeaf):
    """An ellipse: lays out like Rectangle."""

    __slots__ = ()
    kind = "Ellipse"
    is_shape = True
    _bin = b"\x03"


class Path(SharedLeaf):
    """``Path { path in … }``: lays out like Rectangle, taking the proposal (its drawing is not modelled;
    measured: swiftui-web ``shape/path``)."""

    __slots__ = ()
    kind = "Path"
    is_shape = True


class Shape(Leaf):
    """``Shape("ArrowShape")``: a custom ``Shape`` (``struct ArrowShape: Shape { func path(in:) … }``) with the
    default sizing: it takes the proposal, as every shape does; ``name`` (its type's name) is its node's kind."""

    __slots__ = ("name",)
    name: str
    is_shape = True

    def __init__(self, name: str = "Shape") -> None:
        super().__init__()
        if not isinstance(name, str) or not name or len(name) > 200:
            raise InvalidArgumentError(f"Shape: name must be a type name of 1 to 200 characters, got {name!r}")
        object.__setattr__(self, "name", name)

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.name

    def _parts(self, fx: List[Any]) -> List[Part]:
        return ['{"type":"Shape","name":' + json.dumps(self.name)]


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
    is_shape = True

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
    is_shape = True

    def __init__(
        self,
        corner_radius: Optional[float] = None,
        style: str = "continuous",
        *,
        corner_size: Optional[Tuple[float, float]] = None,
    ) -> None:
        super().__init__()
        if corner_size is not None:
            if corner_radius is not None:
                raise InvalidArgumentError("RoundedRectangle: give corner_radius or corner_size, not both")
            if not isinstance(corner_size, (tuple, list)) or len(corner_size) != 2:
                raise InvalidArgumentError(
                    f"RoundedRectangle: corner_size must be (width, height), got {corner_size!r}"
                )
            size = (
                check_length(corner_size[0], "RoundedRectangle: corner_size width"),
                check_length(corner_size[1], "RoundedRectangle: corner_size height"),
            )
        else:
            r = check_length(8 if corner_radius is None else corner_radius, "RoundedRectangle: corner_radius")
            size = (r, r)
        object.__setattr__(self, "corner_size", size)
        object.__setattr__(self, "style", _corner_style(style, "RoundedRectangle"))
        if type(self) is RoundedRectangle and size[0] == size[1] and self.style == "continuous":
            object.__setattr__(self, "_bin", b"\x06" + struct.pack("<d", size[0]))

    @property
    def corner_radius(self) -> float:  # type: ignore[override]
        """The corners' width (their radius when they are circular). On a RoundedRectangle this property hides
        the ``.corner_radius()`` modifier (``clip_shape`` clips it instead)."""
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
    is_shape = True
    _CORNERS = ("topLeading", "bottomLeading", "bottomTrailing", "topTrailing")

    def __init__(
        self,
        top_leading: float = 0,
        bottom_leading: float = 0,
        bottom_trailing: float = 0,
        top_trailing: float = 0,
        style: str = "continuous",
        *,
        corner_radii: Optional[Sequence[float]] = None,
    ) -> None:
        super().__init__()
        radii: Sequence[Any] = (top_leading, bottom_leading, bottom_trailing, top_trailing)
        if corner_radii is not None:  # SwiftUI's RectangleCornerRadii, in the same order
            if not isinstance(corner_radii, (tuple, list)) or len(corner_radii) != 4 or any(radii):
                raise InvalidArgumentError(
                    "UnevenRoundedRectangle: corner_radii must be four radii (top leading, bottom leading, bottom "
                    "trailing, top trailing), given instead of the four arguments"
                )
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
    is_shape = True

    def __init__(self, shape: View) -> None:
        super().__init__()
        if not isinstance(shape, SHAPES) or shape._id is not None:
            names = ", ".join(c.__name__ for c in SHAPES)
            raise InvalidArgumentError(
                f"AnyShape: shape must be a bare shape ({names}) without modifiers or id, got {shape!r}"
            )
        object.__setattr__(self, "shape", shape)

    def _parts(self, fx: List[Any]) -> List[Part]:
        # The shape is a view of the document (it has its place in the view order, docs/FORMAT.md).
        return ['{"type":"AnyShape","shape":', self.shape]

    def _fields(self) -> str:
        return repr(self.shape)


#: The shape views (what AnyShape can erase).
SHAPES = (Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse, Capsule, Path, Shape, AnyShape)
