"""Scroll-view and container modifiers (Sources/SwiftLayout/Containers: ScrollViewOptions,
ContainerRelativeFrame; the registry's Containers table): ``container_relative_frame``, the content margins, the
default scroll anchor, and the options without a layout effect (indicators, disabled, target layout)."""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from ..base import (
    MAX_COUNT,
    AlignmentLike,
    Modifier,
    Part,
    ViewBase,
    axes_name,
    camel_name,
    fmt_optional,
    parse_axes,
    pick_name,
)
from ..errors import InvalidArgumentError
from ..geometry import UNIT_POINT_VALUES, Alignment, EdgesLike, check_int, check_length, check_number, parse_edges
from ..registry import UNIT_POINTS, EntryModifier, snake as _snake

if TYPE_CHECKING:
    from ..views.view import ModifiedContent

LengthFunction = Callable[[float, str], float]


class ContainerRelativeFrameLayout(Modifier):
    __slots__ = ("axes", "count", "span", "spacing", "length", "alignment")
    axes: int
    count: Optional[int]
    span: int
    spacing: Optional[float]
    length: Optional[LengthFunction]
    alignment: Alignment
    name, key = "ContainerRelativeFrameLayout", "containerRelativeFrame"

    def __init__(
        self,
        axes: Union[str, Sequence[str]],
        count: Optional[int],
        span: int,
        spacing: Optional[float],
        alignment: AlignmentLike,
        length: Optional[LengthFunction],
    ) -> None:
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
        object.__setattr__(
            self, "spacing", None if spacing is None else check_number(spacing, "container_relative_frame spacing")
        )
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
        rule = (
            f"length: {getattr(self.length, '__name__', 'function')}"
            if self.length is not None
            else f"count: {self.count or 1}, span: {self.span}, spacing: {fmt_optional(self.spacing)}"
        )
        return f"axes: .{axes_name(self.axes)}, {rule}, alignment: .{self.alignment.swift_name}"


_PLACEMENTS = ("automatic", "scroll_content", "scroll_indicators")


_ROLES = ("initial_offset", "alignment", "size_changes")


_VISIBILITY = ("automatic", "visible", "hidden", "never")


_ANCHORS = UNIT_POINT_VALUES


class ScrollModifiers(ViewBase):
    """The scroll-view and container modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def scroll_position(self, id: Optional[Union[str, int]] = None, anchor: Optional[str] = None) -> "ModifiedContent":
        """``.scrollPosition(id:anchor:)``: no layout effect at rest — the binding's initial value does not scroll
        (measured: swiftui-web ``scroll/position``); a later value is a scrolled state (``ScrollView(offset=)``)."""
        if id is not None and (isinstance(id, bool) or not isinstance(id, (str, int))):
            raise InvalidArgumentError(f"scroll_position id must be a str, an int or None, got {id!r}")
        value: Dict[str, Any] = {"id": id}
        if anchor is not None:
            names = UNIT_POINTS + tuple(_snake(u) for u in UNIT_POINTS)
            value["anchor"] = camel_name(pick_name(anchor, names, "scroll_position anchor"))
        return self._modified(EntryModifier("scrollPosition", value, "ScrollPositionModifier"))

    def container_relative_frame(
        self,
        axes: Union[str, Sequence[str]],
        count: Optional[int] = None,
        span: int = 1,
        spacing: Optional[float] = None,
        alignment: AlignmentLike = "center",
        *,
        length: Optional[Callable[[float, str], float]] = None,
    ) -> "ModifiedContent":
        """``.containerRelativeFrame(axes, …)``: on ``axes`` ("horizontal", "vertical", "both") this view
        takes its nearest container's length — or ``span`` of ``count`` columns ``spacing`` apart, or
        ``length(container_length, axis_name)``. An exception in ``length`` fails the layout with a
        :class:`~swiftlayout.CallbackError` naming it."""
        return self._modified(ContainerRelativeFrameLayout(axes, count, span, spacing, alignment, length))

    def content_margins(
        self, edges: Union[EdgesLike, float] = "all", length: Optional[float] = None, placement: str = "automatic"
    ) -> "ModifiedContent":
        """``.contentMargins(edges, length, for: placement)``: margins around the scroll views' content
        (``content_margins(20)`` is every edge); ``placement`` automatic, scroll_content or scroll_indicators."""
        edge_names: EdgesLike
        if length is None and isinstance(edges, (int, float)) and not isinstance(edges, bool):
            edge_names, length = "all", float(edges)
        elif isinstance(edges, (int, float)):
            raise InvalidArgumentError(f"content_margins edges must be edge names, got {edges!r}")
        else:
            edge_names = edges
        if length is None:
            raise InvalidArgumentError("content_margins needs a length")
        mask = parse_edges(edge_names, "content_margins edges")
        names = [n for n, bit in (("top", 1), ("leading", 2), ("bottom", 4), ("trailing", 8)) if mask & bit]
        value = {
            "edges": "all" if mask == 15 else ",".join(names),
            "length": check_length(length, "content_margins length"),
            "placement": camel_name(pick_name(placement, _PLACEMENTS, "content margin placement")),
        }
        return self._modified(EntryModifier("contentMargins", value, "ContentMarginsModifier"))

    def default_scroll_anchor(
        self, anchor: Union[str, Tuple[float, float], None], role: Optional[str] = None
    ) -> "ModifiedContent":
        """``.defaultScrollAnchor(anchor, for: role)``: where the scroll views inside rest; ``anchor`` a unit
        point name ("bottom") or (x, y), None for none; ``role`` initial_offset, alignment, size_changes or None
        for all three."""
        point: Any
        if anchor is None:
            point = None
        elif isinstance(anchor, str):
            point = camel_name(pick_name(anchor, tuple(_ANCHORS), "scroll anchor"))
        else:
            x, y = anchor
            for v in (x, y):
                if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                    raise InvalidArgumentError(f"scroll anchor coordinates must be finite numbers, got {anchor!r}")
            point = {"x": float(x), "y": float(y)}
        value: Dict[str, Any] = {"anchor": point}
        if role is not None:
            value["role"] = camel_name(pick_name(role, _ROLES, "scroll anchor role"))
        return self._modified(EntryModifier("defaultScrollAnchor", value, "DefaultScrollAnchorModifier"))

    def scroll_indicators(self, visibility: str) -> "ModifiedContent":
        """``.scrollIndicators(visibility)``: automatic, visible, hidden or never (no layout effect)."""
        return self._modified(
            EntryModifier(
                "scrollIndicators", pick_name(visibility, _VISIBILITY, "visibility"), "ScrollIndicatorsModifier"
            )
        )

    def scroll_disabled(self, disabled: bool = True) -> "ModifiedContent":
        """``.scrollDisabled(disabled)`` (no layout effect)."""
        if not isinstance(disabled, bool):
            raise InvalidArgumentError(f"scroll_disabled takes a bool, got {disabled!r}")
        return self._modified(EntryModifier("scrollDisabled", disabled, "ScrollDisabledModifier"))

    def scroll_target_layout(self) -> "ModifiedContent":
        """``.scrollTargetLayout()`` (no layout effect)."""
        return self._modified(EntryModifier("scrollTargetLayout", True, "ScrollTargetLayoutModifier"))
