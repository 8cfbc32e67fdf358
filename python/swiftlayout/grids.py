"""LazyVGrid / LazyHGrid with GridItem, Grid / GridRow and their cell modifiers, LazyVStack / LazyHStack."""
from __future__ import annotations

import json
import math
from typing import Any, List, Optional, Sequence, Tuple, Union

from .errors import InvalidArgumentError
from .geometry import Alignment, HorizontalAlignment, VerticalAlignment, check_int, check_length, check_number
from .views import (AlignmentLike, Modifier, View, _collect, _Part, _Stack, _with_children)

#: The most columns a Grid cell spans (the engine's bound, the same for the JSON document and the C API).
MAX_GRID_CELL_COLUMNS = 1_000_000

_ANCHORS = {"center": (0.5, 0.5), "top_leading": (0, 0), "top": (0.5, 0), "top_trailing": (1, 0), "leading": (0, 0.5),
            "trailing": (1, 0.5), "bottom_leading": (0, 1), "bottom": (0.5, 1), "bottom_trailing": (1, 1)}


class LazyVStack(_Stack):
    """A VStack for scroll views: children at their ideal heights, the whole width."""
    __slots__ = ()
    kind = "LazyVStack"

    def __init__(self, *children: Any, alignment: Union[str, HorizontalAlignment] = "center",
                 spacing: Optional[float] = None) -> None:
        super().__init__(children, alignment, spacing, HorizontalAlignment)


class LazyHStack(_Stack):
    """An HStack for scroll views: children at their ideal widths, the whole height."""
    __slots__ = ()
    kind = "LazyHStack"

    def __init__(self, *children: Any, alignment: Union[str, VerticalAlignment] = "center",
                 spacing: Optional[float] = None) -> None:
        super().__init__(children, alignment, spacing, VerticalAlignment)


class GridItem:
    """A LazyVGrid column / LazyHGrid row: ``GridItem.fixed(70)``, ``GridItem.flexible(minimum=10)``,
    ``GridItem.adaptive(40)``, each with optional ``spacing`` after it and ``alignment`` in its cells."""

    __slots__ = ("kind", "a", "b", "spacing", "alignment")

    def __init__(self, kind: str = "flexible", a: Optional[float] = None, b: Optional[float] = None,
                 spacing: Optional[float] = None, alignment: Optional[AlignmentLike] = None) -> None:
        if kind not in ("fixed", "flexible", "adaptive"):
            raise InvalidArgumentError(f"unknown GridItem size {kind!r}; valid: 'fixed', 'flexible', 'adaptive'")
        self.kind = kind
        self.a = check_length(a, f"GridItem {kind} size")
        self.b = check_length(b, "GridItem maximum", allow_infinity=True)
        if kind != "flexible" and self.a is None:
            raise InvalidArgumentError(f"GridItem.{kind} needs a size")
        if self.a is not None and self.b is not None and self.b < self.a:
            raise InvalidArgumentError("GridItem maximum must be ≥ minimum")
        self.spacing = None if spacing is None else check_number(spacing, "GridItem spacing")
        self.alignment = None if alignment is None else Alignment.parse(alignment, "GridItem alignment")

    @classmethod
    def fixed(cls, size: float, spacing: Optional[float] = None, alignment: Optional[AlignmentLike] = None) -> "GridItem":
        return cls("fixed", size, None, spacing, alignment)

    @classmethod
    def flexible(cls, minimum: float = 10, maximum: float = math.inf, spacing: Optional[float] = None,
                 alignment: Optional[AlignmentLike] = None) -> "GridItem":
        return cls("flexible", minimum, maximum, spacing, alignment)

    @classmethod
    def adaptive(cls, minimum: float, maximum: float = math.inf, spacing: Optional[float] = None,
                 alignment: Optional[AlignmentLike] = None) -> "GridItem":
        return cls("adaptive", minimum, maximum, spacing, alignment)

    def to_json(self) -> dict:
        """This item in the document format (docs/FORMAT.md)."""
        if self.kind == "fixed":
            out: dict = {"fixed": self.a}
        else:
            inner: dict = {}
            if self.a is not None:
                inner["minimum"] = self.a
            if self.b is not None and not math.isinf(self.b):
                inner["maximum"] = self.b
            out = {self.kind: inner}
        if self.spacing is not None:
            out["spacing"] = self.spacing
        if self.alignment is not None:
            out["alignment"] = self.alignment.swift_name
        return out

    def __repr__(self) -> str:
        return f"GridItem(.{self.kind}({self.a if self.a is not None else ''}))"


class _LazyGrid(View):
    __slots__ = ("items", "_children", "alignment", "spacing")
    _ITEMS = "columns"

    def __init__(self, items: Sequence[GridItem], children: Sequence[Any], alignment: Any, spacing: Optional[float], parse: Any) -> None:
        super().__init__()
        items = list(items)
        if not items or not all(isinstance(i, GridItem) for i in items):
            raise InvalidArgumentError(f"{self.kind} needs a non-empty list of GridItem {self._ITEMS}")
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "_children", _collect(children, self.kind))
        object.__setattr__(self, "alignment", parse.parse(alignment, f"{self.kind} alignment"))
        object.__setattr__(self, "spacing", None if spacing is None else check_number(spacing, f"{self.kind} spacing"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[_Part]:
        head = ('{"type":' + json.dumps(self.kind) + f',"{self._ITEMS}":' + json.dumps([i.to_json() for i in self.items])
                + ',"alignment":' + json.dumps(self.alignment.swift_name))
        if self.spacing is not None:
            head += f',"spacing":{self.spacing!r}'
        return _with_children(head, self._children)


class LazyVGrid(_LazyGrid):
    """``LazyVGrid(columns=[GridItem…], *children, alignment="center", spacing=None)``."""
    __slots__ = ()
    kind = "LazyVGrid"
    _ITEMS = "columns"

    def __init__(self, *children: Any, columns: Sequence[GridItem], alignment: Any = "center", spacing: Optional[float] = None) -> None:
        super().__init__(columns, children, alignment, spacing, HorizontalAlignment)


class LazyHGrid(_LazyGrid):
    """``LazyHGrid(rows=[GridItem…], *children, alignment="center", spacing=None)``."""
    __slots__ = ()
    kind = "LazyHGrid"
    _ITEMS = "rows"

    def __init__(self, *children: Any, rows: Sequence[GridItem], alignment: Any = "center", spacing: Optional[float] = None) -> None:
        super().__init__(rows, children, alignment, spacing, VerticalAlignment)


class GridRow(View):
    """One row of a Grid: ``GridRow(*cells, alignment=None)``."""
    __slots__ = ("_children", "alignment")
    kind = "GridRow"

    def __init__(self, *cells: Any, alignment: Optional[Union[str, VerticalAlignment]] = None) -> None:
        super().__init__()
        object.__setattr__(self, "_children", _collect(cells, "GridRow"))
        object.__setattr__(self, "alignment", None if alignment is None else VerticalAlignment.parse(alignment, "GridRow alignment"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[_Part]:
        head = '{"type":"GridRow"' + ("" if self.alignment is None else ',"alignment":' + json.dumps(self.alignment.swift_name))
        return _with_children(head, self._children)


class Grid(View):
    """``Grid(*rows, alignment="center", horizontal_spacing=None, vertical_spacing=None)``: GridRows share
    column widths; a view that is not a GridRow spans every column."""
    __slots__ = ("_children", "alignment", "spacings")
    kind = "Grid"

    def __init__(self, *rows: Any, alignment: AlignmentLike = "center", horizontal_spacing: Optional[float] = None,
                 vertical_spacing: Optional[float] = None) -> None:
        super().__init__()
        object.__setattr__(self, "_children", _collect(rows, "Grid"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "Grid alignment"))
        object.__setattr__(self, "spacings", tuple(None if v is None else check_number(v, "Grid spacing")
                                                   for v in (horizontal_spacing, vertical_spacing)))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[_Part]:
        head = '{"type":"Grid","alignment":' + json.dumps(self.alignment.swift_name)
        for key, value in zip(("horizontalSpacing", "verticalSpacing"), self.spacings):
            if value is not None:
                head += f',"{key}":{value!r}'
        return _with_children(head, self._children)


class GridCellModifier(Modifier):
    """gridCellColumns / gridColumnAlignment / gridCellAnchor / gridCellUnsizedAxes."""
    __slots__ = ("key_name", "value")

    def __init__(self, key: str, value: Any) -> None:
        object.__setattr__(self, "key_name", key)
        object.__setattr__(self, "value", value)

    @property
    def name(self) -> str:  # type: ignore[override]
        return {"gridCellColumns": "GridCellColumnsModifier", "gridColumnAlignment": "GridColumnAlignmentModifier",
                "gridCellAnchor": "GridCellAnchorModifier", "gridCellUnsizedAxes": "GridCellUnsizedAxesModifier"}[self.key_name]

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
        from .containers import _axes_name, parse_axes
        return cls("gridCellUnsizedAxes", _axes_name(parse_axes(axes, "grid_cell_unsized_axes")))

    def _entry(self, fx: List[Any]) -> List[_Part]:
        return ['{"' + self.key_name + '":' + json.dumps(self.value)]

    def _fields(self) -> str:
        return json.dumps(self.value)
