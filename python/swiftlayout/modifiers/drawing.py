"""The effects that are not a few typed arguments (docs/ADDING_A_VIEW.md): ``.mask(alignment:_:)`` (a view
laid out like an overlay, not drawn), ``.clipShape(_:)`` (a shape fitted to the bounds),
``.rotation3DEffect(_:axis:…)`` and ``.matchedGeometryEffect(id:in:…)``; and the ``Canvas`` and
``LinearGradient`` views. None of the modifiers changes the frame of the view it modifies
(docs/LAYOUT_RULES.md §8, §24); a Canvas takes its whole proposal like a Color (§25), and so does a
LinearGradient used as a view. The effects declared by their parameters (``.brightness``, ``.blendMode``, …)
are in ``swiftlayout/registry.py``."""
from __future__ import annotations

import json
from typing import Any, List, Sequence, Tuple, Union

from ..base import AlignmentLike, Leaf, ModifiedContent, Modifier, OverlayModifier, Part, View, check_color, check_flag
from ..errors import InvalidArgumentError
from ..geometry import check_number, check_string
from ..registry import UNIT_POINTS, EntryModifier, check_param
from ..views.shapes import SHAPES, SharedLeaf


class Canvas(SharedLeaf):
    """``Canvas { context, size in … }``: takes the whole proposal, like a Color (10 for nil, assumed); its
    drawing is not modelled."""
    __slots__ = ()
    kind = "Canvas"


class LinearGradient(Leaf):
    """``LinearGradient(colors:startPoint:endPoint:)`` as a view: takes the proposal like a Color (10 for nil);
    the colours and points only draw."""
    __slots__ = ("colors", "start_point", "end_point")
    colors: Tuple[str, ...]
    start_point: str
    end_point: str
    kind = "LinearGradient"

    def __init__(self, colors: Sequence[str], start_point: str = "top", end_point: str = "bottom") -> None:
        super().__init__()
        if isinstance(colors, str) or not isinstance(colors, Sequence):
            raise InvalidArgumentError(f"LinearGradient: colors must be a list of colour names, got {colors!r}")
        object.__setattr__(self, "colors", tuple(check_color(c) for c in colors))
        object.__setattr__(self, "start_point", check_param({"type": "name", "names": list(UNIT_POINTS)}, start_point,
                                                        "LinearGradient start_point"))
        object.__setattr__(self, "end_point", check_param({"type": "name", "names": list(UNIT_POINTS)}, end_point,
                                                      "LinearGradient end_point"))

    def _keys(self) -> str:
        return (',"colors":' + json.dumps(list(self.colors)) + ',"startPoint":' + json.dumps(self.start_point)
                + ',"endPoint":' + json.dumps(self.end_point))

    def _fields(self) -> str:
        return f"colors: {list(self.colors)}, startPoint: .{self.start_point}, endPoint: .{self.end_point}"


class MaskModifier(OverlayModifier):
    """``.mask(alignment:_:)``: the mask is proposed the view's size and aligned in it, like an overlay (the
    same layer, by another name and key), and not drawn."""
    __slots__ = ()
    name, key = "_MaskAlignmentEffect", "mask"


class ClipShapeModifier(Modifier):
    """``.clipShape(_:)``: a bare shape fitted to the bounds (drawing only)."""
    __slots__ = ("shape",)
    shape: View
    key = "clipShape"

    def __init__(self, shape: View) -> None:
        if not isinstance(shape, SHAPES) or shape._id is not None:
            names = ", ".join(c.__name__ for c in SHAPES)
            raise InvalidArgumentError(f"clip_shape: shape must be a bare shape ({names}) without modifiers or id, "
                                       f"got {shape!r}")
        object.__setattr__(self, "shape", shape)

    @property
    def name(self) -> str:   # type: ignore[override]
        base = self.shape
        while type(base).__name__ == "AnyShape":
            base = base.shape  # type: ignore[attr-defined]
        return f"_ClipEffect<{type(base).__name__}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        # The shape is a view of the document (it has its place in the view order, docs/FORMAT.md).
        return ['{"clipShape":{"shape":', self.shape, "}"]

    def _fields(self) -> str:
        return repr(self.shape)


def _mask(self: View, view: View, alignment: AlignmentLike = "center") -> ModifiedContent:
    """``.mask(alignment:_:)``: ``view``'s alpha masks this view; it is laid out like an overlay (proposed
    this view's size, aligned in it) and this view's frame does not change."""
    return ModifiedContent(self, MaskModifier(view, alignment))


def _clip_shape(self: View, shape: View) -> ModifiedContent:
    """``.clipShape(shape)``: drawn clipped to ``shape`` (a bare shape) fitted to the bounds; no frame changes."""
    return ModifiedContent(self, ClipShapeModifier(shape))


Point = Union[str, Tuple[float, float]]


def _unit_point(value: Point, what: str) -> Any:
    return check_param({"type": "unitPoint", "names": list(UNIT_POINTS)}, value, what)


def _rotation_3d_effect(self: View, degrees: float, axis: Tuple[float, float, float], anchor: Point = "center",
                        anchor_z: float = 0, perspective: float = 1) -> ModifiedContent:
    """``.rotation3DEffect(.degrees(degrees), axis: (x, y, z), anchor:anchorZ:perspective:)``: drawn rotated in
    three dimensions; no frame changes."""
    if not isinstance(axis, tuple) or len(axis) != 3:
        raise InvalidArgumentError(f"rotation_3d_effect: axis must be an (x, y, z) tuple, got {axis!r}")
    x, y, z = (check_number(v, f"rotation_3d_effect axis {n}") for v, n in zip(axis, "xyz"))
    value = {"angle": check_number(degrees, "rotation_3d_effect"), "axis": {"x": x, "y": y, "z": z},
             "anchor": _unit_point(anchor, "rotation_3d_effect anchor"),
             "anchorZ": check_number(anchor_z, "rotation_3d_effect anchor_z"),
             "perspective": check_number(perspective, "rotation_3d_effect perspective")}
    return ModifiedContent(self, EntryModifier("rotation3DEffect", value, "_Rotation3DEffect"))


def _matched_geometry_effect(self: View, id: Union[str, float], namespace: str, properties: str = "frame",
                             anchor: Point = "center", is_source: bool = True) -> ModifiedContent:
    """``.matchedGeometryEffect(id:in:properties:anchor:isSource:)``: a follower (``is_source=False``) is drawn
    at its source's geometry; its own frame does not change (docs/LAYOUT_RULES.md §24)."""
    if isinstance(id, bool) or not isinstance(id, (str, int, float)):
        raise InvalidArgumentError(f"matched_geometry_effect: id must be a string or a number, got {id!r}")
    if properties not in ("frame", "position", "size"):
        raise InvalidArgumentError(f"matched_geometry_effect properties: unknown name {properties!r}; "
                                   "valid: frame, position, size")
    check_flag(is_source, "matched_geometry_effect is_source")
    value = {"id": id if isinstance(id, str) else check_number(id, "matched_geometry_effect id"),
             "in": check_string(namespace, "matched_geometry_effect", "namespace", allow_empty=False),
             "properties": properties, "anchor": _unit_point(anchor, "matched_geometry_effect anchor"),
             "isSource": is_source}
    return ModifiedContent(self, EntryModifier("matchedGeometryEffect", value, "_MatchedGeometryEffect<String>"))


View.mask = _mask  # type: ignore[attr-defined]
View.clip_shape = _clip_shape  # type: ignore[attr-defined]
View.rotation_3d_effect = _rotation_3d_effect  # type: ignore[attr-defined]
View.matched_geometry_effect = _matched_geometry_effect  # type: ignore[attr-defined]

__all__ = ["Canvas", "ClipShapeModifier", "LinearGradient", "MaskModifier"]
