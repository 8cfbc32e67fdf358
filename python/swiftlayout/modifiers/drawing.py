"""Drawing modifiers (Sources/SwiftLayout/Views; the registry's Views table) that are not a few typed
arguments, so are written here: ``.hidden()``, ``.zIndex(_:)``, ``.opacity(_:)`` (the pictures read them),
``.mask(alignment:_:)`` (a view laid out like an overlay, not drawn), ``.clipShape(_:)`` (a shape fitted to the
bounds), ``.rotation3DEffect(_:axis:…)``, ``.matchedGeometryEffect(id:in:…)``, and the affine
``.transformEffect``/``.projectionEffect`` (a 6-tuple or the components). None changes the frame of the view it
modifies (docs/LAYOUT_RULES.md §8, §24). The effects declared by their parameters (``.blur``, ``.brightness``,
``.blendMode``, …) are generated from the registry: ``swiftlayout.modifiers.declared``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Union

from ..base import SHAPE_NAMES, AlignmentLike, Modifier, NumberModifier, Part, ViewBase, check_flag
from ..errors import InvalidArgumentError
from ..geometry import check_number, check_string
from ..registry import UNIT_POINTS, EntryModifier, RegisteredModifier, check_param
from .layout import OverlayModifier

if TYPE_CHECKING:
    from ..views.view import ModifiedContent, View


class HiddenModifier(Modifier):
    """``.hidden()`` (drawing only)."""

    __slots__ = ()
    name, key = "_HiddenModifier", "hidden"

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"hidden":true']


class ZIndexModifier(NumberModifier):
    """``.zIndex(_:)`` (drawing only)."""

    __slots__ = ()
    name, key = "TraitWritingModifier<ZIndexTraitKey>", "zIndex"
    method = "z_index"


class OpacityModifier(NumberModifier):
    """``.opacity(_:)`` (drawing only)."""

    __slots__ = ()
    name, key = "_OpacityEffect", "opacity"
    method = "opacity"

    def __init__(self, value: float) -> None:
        super().__init__(value)
        if not 0 <= self.value <= 1:
            raise InvalidArgumentError(f"opacity must be in 0…1 (0 transparent, 1 opaque), got {value!r}")


class MaskModifier(OverlayModifier):
    """``.mask(alignment:_:)``: the mask is proposed the view's size and aligned in it, like an overlay (the
    same layer, by another name and key), and not drawn."""

    __slots__ = ()
    name, key = "_MaskAlignmentEffect", "mask"


class ClipShapeModifier(Modifier):
    """``.clipShape(_:)``: a bare shape fitted to the bounds (drawing only)."""

    __slots__ = ("shape",)
    shape: "View"
    key = "clipShape"

    def __init__(self, shape: "View") -> None:
        if not getattr(shape, "is_shape", False) or shape._id is not None:
            names = ", ".join(SHAPE_NAMES)
            raise InvalidArgumentError(
                f"clip_shape: shape must be a bare shape ({names}) without modifiers or id, got {shape!r}"
            )
        object.__setattr__(self, "shape", shape)

    @property
    def name(self) -> str:  # type: ignore[override]
        base = self.shape
        while type(base).__name__ == "AnyShape":
            base = base.shape  # type: ignore[attr-defined]
        return f"_ClipEffect<{type(base).__name__}>"

    def _entry(self, fx: List[Any]) -> List[Part]:
        # The shape is a view of the document (it has its place in the view order, docs/FORMAT.md).
        return ['{"clipShape":{"shape":', self.shape, "}"]

    def _fields(self) -> str:
        return repr(self.shape)


Point = Union[str, Tuple[float, float]]


def _unit_point(value: Point, what: str) -> Any:
    return check_param({"type": "unitPoint", "names": list(UNIT_POINTS)}, value, what)


Affine = Tuple[float, float, float, float, float, float]


def _affine_values(transform: Optional[Affine], values: Dict[str, float], method: str) -> Dict[str, float]:
    """The six components from ``transform`` (a, b, c, d, tx, ty) or the keywords (not both)."""
    if transform is None:
        return values
    if values:
        raise InvalidArgumentError(f"{method} takes a transform or the components a, b, c, d, tx, ty, not both")
    if not isinstance(transform, tuple) or len(transform) != 6:
        raise InvalidArgumentError(f"{method}: transform must be a 6-tuple (a, b, c, d, tx, ty), got {transform!r}")
    return dict(zip(("a", "b", "c", "d", "tx", "ty"), transform))


class DrawingModifiers(ViewBase):
    """The drawing modifiers of every :class:`~swiftlayout.View` that are written by hand."""

    __slots__ = ()

    def hidden(self) -> "ModifiedContent":
        """``.hidden()``: not drawn, but keeps its frame (SwiftUI: hidden views remain in the view hierarchy
        and affect layout); pictures leave it and everything inside it out."""
        return self._modified(HiddenModifier())

    def z_index(self, value: float) -> "ModifiedContent":
        """``.zIndex(_:)``: the drawing order among siblings (default 0, higher on top); no frame changes."""
        return self._modified(ZIndexModifier(value))

    def opacity(self, opacity: float) -> "ModifiedContent":
        """``.opacity(_:)``: ``opacity`` in 0…1 (0 transparent, 1 opaque); no frame changes (SwiftUI: a
        transparent view keeps its place), pictures draw it and everything inside it that transparent."""
        return self._modified(OpacityModifier(opacity))

    def mask(self, view: "View", alignment: AlignmentLike = "center") -> "ModifiedContent":
        """``.mask(alignment:_:)``: ``view``'s alpha masks this view; it is laid out like an overlay (proposed
        this view's size, aligned in it) and this view's frame does not change."""
        return self._modified(MaskModifier(view, alignment))

    def clip_shape(self, shape: "View") -> "ModifiedContent":
        """``.clipShape(shape)``: drawn clipped to ``shape`` (a bare shape) fitted to the bounds; no frame changes."""
        return self._modified(ClipShapeModifier(shape))

    def rotation_3d_effect(
        self,
        degrees: float,
        axis: Tuple[float, float, float],
        anchor: Point = "center",
        anchor_z: float = 0,
        perspective: float = 1,
    ) -> "ModifiedContent":
        """``.rotation3DEffect(.degrees(degrees), axis: (x, y, z), anchor:anchorZ:perspective:)``: drawn rotated in
        three dimensions; no frame changes."""
        if not isinstance(axis, tuple) or len(axis) != 3:
            raise InvalidArgumentError(f"rotation_3d_effect: axis must be an (x, y, z) tuple, got {axis!r}")
        x, y, z = (check_number(v, f"rotation_3d_effect axis {n}") for v, n in zip(axis, "xyz"))
        value = {
            "angle": check_number(degrees, "rotation_3d_effect"),
            "axis": {"x": x, "y": y, "z": z},
            "anchor": _unit_point(anchor, "rotation_3d_effect anchor"),
            "anchorZ": check_number(anchor_z, "rotation_3d_effect anchor_z"),
            "perspective": check_number(perspective, "rotation_3d_effect perspective"),
        }
        return self._modified(EntryModifier("rotation3DEffect", value, "_Rotation3DEffect"))

    def matched_geometry_effect(
        self,
        id: Union[str, float],
        namespace: str,
        properties: str = "frame",
        anchor: Point = "center",
        is_source: bool = True,
    ) -> "ModifiedContent":
        """``.matchedGeometryEffect(id:in:properties:anchor:isSource:)``: a follower (``is_source=False``) is drawn
        at its source's geometry; its own frame does not change (docs/LAYOUT_RULES.md §24)."""
        if isinstance(id, bool) or not isinstance(id, (str, int, float)):
            raise InvalidArgumentError(f"matched_geometry_effect: id must be a string or a number, got {id!r}")
        if properties not in ("frame", "position", "size"):
            raise InvalidArgumentError(
                f"matched_geometry_effect properties: unknown name {properties!r}; valid: frame, position, size"
            )
        check_flag(is_source, "matched_geometry_effect is_source")
        value = {
            "id": id if isinstance(id, str) else check_number(id, "matched_geometry_effect id"),
            "in": check_string(namespace, "matched_geometry_effect", "namespace", allow_empty=False),
            "properties": properties,
            "anchor": _unit_point(anchor, "matched_geometry_effect anchor"),
            "isSource": is_source,
        }
        return self._modified(EntryModifier("matchedGeometryEffect", value, "_MatchedGeometryEffect<String>"))

    def transform_effect(self, transform: Optional[Affine] = None, **components: float) -> "ModifiedContent":
        """``.transformEffect(CGAffineTransform(a:b:c:d:tx:ty:))``: drawn transformed by ``transform`` (a, b, c, d,
        tx, ty) or the keyword components (identity by default); no frame changes."""
        return self._modified(
            RegisteredModifier("transformEffect", _affine_values(transform, components, "transform_effect"))
        )

    def projection_effect(self, transform: Optional[Affine] = None, **components: float) -> "ModifiedContent":
        """``.projectionEffect(_:)`` with an affine ``ProjectionTransform`` (a, b, c, d, tx, ty, or the keyword
        components): drawn projected; no frame changes."""
        return self._modified(
            RegisteredModifier("projectionEffect", _affine_values(transform, components, "projection_effect"))
        )
