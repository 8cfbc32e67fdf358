"""Grid cell modifiers (Sources/SwiftLayout/Grids; the registry's Grids table): a cell's column span, its
column's alignment, its anchor and its unsized axes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Tuple, Union

from ..base import KeyedValueModifier, ViewBase, axes_name, parse_axes
from ..errors import InvalidArgumentError
from ..geometry import UNIT_POINT_VALUES, HorizontalAlignment, check_int, check_number

if TYPE_CHECKING:
    from ..views.view import ModifiedContent

#: The most columns a Grid cell spans (the engine's bound, the same for the JSON document and the C API).
MAX_GRID_CELL_COLUMNS = 1_000_000


_ANCHORS = UNIT_POINT_VALUES


class GridCellModifier(KeyedValueModifier):
    """gridCellColumns / gridColumnAlignment / gridCellAnchor / gridCellUnsizedAxes."""

    __slots__ = ()

    @property
    def name(self) -> str:  # type: ignore[override]
        return {
            "gridCellColumns": "GridCellColumnsModifier",
            "gridColumnAlignment": "GridColumnAlignmentModifier",
            "gridCellAnchor": "GridCellAnchorModifier",
            "gridCellUnsizedAxes": "GridCellUnsizedAxesModifier",
        }[self.key_name]

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
            key = {
                "topleading": "top_leading",
                "toptrailing": "top_trailing",
                "bottomleading": "bottom_leading",
                "bottomtrailing": "bottom_trailing",
            }.get(key.replace("_", ""), key)
            if key not in _ANCHORS:
                raise InvalidArgumentError(f"unknown anchor {anchor!r}; valid: {', '.join(_ANCHORS)} or (x, y)")
            x, y = _ANCHORS[key]
        else:
            x, y = (check_number(anchor[0], "anchor x"), check_number(anchor[1], "anchor y"))
        return cls("gridCellAnchor", {"x": x, "y": y})

    @classmethod
    def unsized_axes(cls, axes: str) -> "GridCellModifier":
        return cls("gridCellUnsizedAxes", axes_name(parse_axes(axes, "grid_cell_unsized_axes")))


class GridModifiers(ViewBase):
    """The grid cell modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def grid_cell_columns(self, count: int) -> "ModifiedContent":
        """``.gridCellColumns(_:)``: this Grid cell spans ``count`` columns."""
        return self._modified(GridCellModifier.columns(count))

    def grid_column_alignment(self, alignment: str) -> "ModifiedContent":
        """``.gridColumnAlignment(_:)``: "leading", "center" or "trailing" for this cell's column."""
        return self._modified(GridCellModifier.column_alignment(alignment))

    def grid_cell_anchor(self, anchor: Union[str, Tuple[float, float]]) -> "ModifiedContent":
        """``.gridCellAnchor(_:)``: a unit point (x, y) or the name of one ("top_leading", …)."""
        return self._modified(GridCellModifier.anchor(anchor))

    def grid_cell_unsized_axes(self, axes: str) -> "ModifiedContent":
        """``.gridCellUnsizedAxes(_:)``: the cell takes the space it is given on ``axes``."""
        return self._modified(GridCellModifier.unsized_axes(axes))
