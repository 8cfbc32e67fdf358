"""LazyVGrid / LazyHGrid with GridItem, Grid / GridRow, LazyVStack / LazyHStack.

The grid cell modifiers (``grid_cell_columns``, …) are in ``swiftlayout.modifiers.grids``: GridCellModifier and
MAX_GRID_CELL_COLUMNS are importable from here too.
"""

from __future__ import annotations

import json
import math
from typing import Any, List, Optional, Sequence, Tuple, Union

from ..base import AlignmentLike, Part, collect_views, with_children
from ..errors import InvalidArgumentError
from ..geometry import Alignment, HorizontalAlignment, VerticalAlignment, check_length, check_number
from ..modifiers.grids import MAX_GRID_CELL_COLUMNS, GridCellModifier
from .stacks import Stack
from .view import View

__all__ = [
    "Grid",
    "GridCellModifier",
    "GridItem",
    "GridRow",
    "LazyHGrid",
    "LazyHStack",
    "LazyVGrid",
    "LazyVStack",
    "MAX_GRID_CELL_COLUMNS",
]


_PINNED = {"sectionheaders": "sectionHeaders", "sectionfooters": "sectionFooters"}


def _pinned_views(value: Any, owner: str) -> Tuple[str, ...]:
    """``pinned_views``: "section_headers", "section_footers", or a list of them."""
    names = [value] if isinstance(value, str) else list(value or ())
    out: List[str] = []
    for name in names:
        key = name.replace("_", "").replace(" ", "").lower() if isinstance(name, str) else None
        if key not in _PINNED:
            raise InvalidArgumentError(
                f"{owner} pinned_views: unknown {name!r}; valid: 'section_headers', 'section_footers'"
            )
        out.append(_PINNED[key])
    return tuple(dict.fromkeys(out))


class _PinnedStack(Stack):
    __slots__ = ("pinned_views",)
    pinned_views: Tuple[str, ...]

    def _parts(self, fx: List[Any]) -> List[Part]:
        parts = super()._parts(fx)
        if self.pinned_views:
            parts[0] = str(parts[0]).replace(
                ',"children":[', ',"pinnedViews":' + json.dumps(list(self.pinned_views)) + ',"children":[', 1
            )
        return parts


class LazyVStack(_PinnedStack):
    """A VStack for scroll views: children at their ideal heights, the whole width. ``pinned_views``
    ("section_headers", "section_footers" or both in a list): while the scroll view around it is scrolled, a
    Section's header stays at the top of the visible area and its footer at the bottom, within the section."""

    __slots__ = ()
    kind = "LazyVStack"

    def __init__(
        self,
        *children: Any,
        alignment: Union[str, HorizontalAlignment] = "center",
        spacing: Optional[float] = None,
        pinned_views: Any = (),
    ) -> None:
        super().__init__(children, alignment, spacing, HorizontalAlignment)
        object.__setattr__(self, "pinned_views", _pinned_views(pinned_views, "LazyVStack"))


class LazyHStack(_PinnedStack):
    """An HStack for scroll views: children at their ideal widths, the whole height; ``pinned_views`` as
    LazyVStack's (the leading and trailing edges of the visible area)."""

    __slots__ = ()
    kind = "LazyHStack"

    def __init__(
        self,
        *children: Any,
        alignment: Union[str, VerticalAlignment] = "center",
        spacing: Optional[float] = None,
        pinned_views: Any = (),
    ) -> None:
        super().__init__(children, alignment, spacing, VerticalAlignment)
        object.__setattr__(self, "pinned_views", _pinned_views(pinned_views, "LazyHStack"))


class GridItem:
    """A LazyVGrid column / LazyHGrid row: ``GridItem.fixed(70)``, ``GridItem.flexible(minimum=10)``,
    ``GridItem.adaptive(40)``, each with optional ``spacing`` after it and ``alignment`` in its cells."""

    __slots__ = ("kind", "a", "b", "spacing", "alignment")

    def __init__(
        self,
        kind: str = "flexible",
        a: Optional[float] = None,
        b: Optional[float] = None,
        spacing: Optional[float] = None,
        alignment: Optional[AlignmentLike] = None,
    ) -> None:
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
    def fixed(
        cls, size: float, spacing: Optional[float] = None, alignment: Optional[AlignmentLike] = None
    ) -> "GridItem":
        return cls("fixed", size, None, spacing, alignment)

    @classmethod
    def flexible(
        cls,
        minimum: float = 10,
        maximum: float = math.inf,
        spacing: Optional[float] = None,
        alignment: Optional[AlignmentLike] = None,
    ) -> "GridItem":
        return cls("flexible", minimum, maximum, spacing, alignment)

    @classmethod
    def adaptive(
        cls,
        minimum: float,
        maximum: float = math.inf,
        spacing: Optional[float] = None,
        alignment: Optional[AlignmentLike] = None,
    ) -> "GridItem":
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
    items: Tuple[GridItem, ...]
    _children: Tuple[View, ...]
    alignment: Any
    spacing: Optional[float]
    _ITEMS = "columns"

    def __init__(
        self, items: Sequence[GridItem], children: Sequence[Any], alignment: Any, spacing: Optional[float], parse: Any
    ) -> None:
        super().__init__()
        items = list(items)
        if not items or not all(isinstance(i, GridItem) for i in items):
            raise InvalidArgumentError(f"{self.kind} needs a non-empty list of GridItem {self._ITEMS}")
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "_children", collect_views(children, self.kind))
        object.__setattr__(self, "alignment", parse.parse(alignment, f"{self.kind} alignment"))
        object.__setattr__(self, "spacing", None if spacing is None else check_number(spacing, f"{self.kind} spacing"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = (
            '{"type":'
            + json.dumps(self.kind)
            + f',"{self._ITEMS}":'
            + json.dumps([i.to_json() for i in self.items])
            + ',"alignment":'
            + json.dumps(self.alignment.swift_name)
        )
        if self.spacing is not None:
            head += f',"spacing":{self.spacing!r}'
        return with_children(head, self._children)


class LazyVGrid(_LazyGrid):
    """``LazyVGrid(columns=[GridItem…], *children, alignment="center", spacing=None)``."""

    __slots__ = ()
    kind = "LazyVGrid"
    _ITEMS = "columns"

    def __init__(
        self, *children: Any, columns: Sequence[GridItem], alignment: Any = "center", spacing: Optional[float] = None
    ) -> None:
        super().__init__(columns, children, alignment, spacing, HorizontalAlignment)


class LazyHGrid(_LazyGrid):
    """``LazyHGrid(rows=[GridItem…], *children, alignment="center", spacing=None)``."""

    __slots__ = ()
    kind = "LazyHGrid"
    _ITEMS = "rows"

    def __init__(
        self, *children: Any, rows: Sequence[GridItem], alignment: Any = "center", spacing: Optional[float] = None
    ) -> None:
        super().__init__(rows, children, alignment, spacing, VerticalAlignment)


class GridRow(View):
    """One row of a Grid: ``GridRow(*cells, alignment=None)``."""

    __slots__ = ("_children", "alignment")
    _children: Tuple[View, ...]
    alignment: Optional[VerticalAlignment]
    kind = "GridRow"

    def __init__(self, *cells: Any, alignment: Optional[Union[str, VerticalAlignment]] = None) -> None:
        super().__init__()
        object.__setattr__(self, "_children", collect_views(cells, "GridRow"))
        object.__setattr__(
            self, "alignment", None if alignment is None else VerticalAlignment.parse(alignment, "GridRow alignment")
        )

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"GridRow"'
        if self.alignment is not None:
            head += ',"alignment":' + json.dumps(self.alignment.swift_name)
        return with_children(head, self._children)


class Grid(View):
    """``Grid(*rows, alignment="center", horizontal_spacing=None, vertical_spacing=None)``: GridRows share
    column widths; a view that is not a GridRow spans every column."""

    __slots__ = ("_children", "alignment", "spacings")
    _children: Tuple[View, ...]
    alignment: Alignment
    spacings: Tuple[Optional[float], ...]
    kind = "Grid"

    def __init__(
        self,
        *rows: Any,
        alignment: AlignmentLike = "center",
        horizontal_spacing: Optional[float] = None,
        vertical_spacing: Optional[float] = None,
    ) -> None:
        super().__init__()
        object.__setattr__(self, "_children", collect_views(rows, "Grid"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "Grid alignment"))
        object.__setattr__(
            self,
            "spacings",
            tuple(
                None if v is None else check_number(v, "Grid spacing") for v in (horizontal_spacing, vertical_spacing)
            ),
        )

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"Grid","alignment":' + json.dumps(self.alignment.swift_name)
        for key, value in zip(("horizontalSpacing", "verticalSpacing"), self.spacings):
            if value is not None:
                head += f',"{key}":{value!r}'
        return with_children(head, self._children)
