"""Canvas and LinearGradient as views (Sources/SwiftLayout/Views/Canvas): they take their whole proposal
like a Color (docs/LAYOUT_RULES.md §25); what they draw is not modelled (a gradient's colours and points only
draw)."""

from __future__ import annotations

import json
from typing import Sequence, Tuple

from ..base import check_color
from ..errors import InvalidArgumentError
from ..registry import UNIT_POINTS, check_param
from .shapes import SharedLeaf
from .view import Leaf

__all__ = ["Canvas", "LinearGradient"]


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
        object.__setattr__(
            self,
            "start_point",
            check_param({"type": "name", "names": list(UNIT_POINTS)}, start_point, "LinearGradient start_point"),
        )
        object.__setattr__(
            self,
            "end_point",
            check_param({"type": "name", "names": list(UNIT_POINTS)}, end_point, "LinearGradient end_point"),
        )

    def _keys(self) -> str:
        return (
            ',"colors":'
            + json.dumps(list(self.colors))
            + ',"startPoint":'
            + json.dumps(self.start_point)
            + ',"endPoint":'
            + json.dumps(self.end_point)
        )

    def _fields(self) -> str:
        return f"colors: {list(self.colors)}, startPoint: .{self.start_point}, endPoint: .{self.end_point}"
