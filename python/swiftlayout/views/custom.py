"""The Layout protocol in Python, and leaves measured by a Python function.

    class EqualWidthHStack(CustomLayout):
        def size_that_fits(self, proposal, subviews, cache):
            sizes = [s.size_that_fits(ProposedViewSize.unspecified) for s in subviews]
            widest = max((w for w, h in sizes), default=0)
            return (widest * len(subviews), max((h for w, h in sizes), default=0))

        def place_subviews(self, bounds, proposal, subviews, cache):
            width = bounds.width / max(len(subviews), 1)
            for k, s in enumerate(subviews):
                s.place(at=(bounds.x + k * width, bounds.y), proposal=ProposedViewSize(width, bounds.height))

    view = EqualWidthHStack()(Text("a"), Text("bbb"))     # like EqualWidthHStack { … } in SwiftUI

Subviews measure (cached by proposal) and place themselves; bounds are in screen coordinates; a subview
left unplaced is centred at its ideal size. An exception in any method fails the layout with a
CallbackError whose __cause__ is the exception (with its traceback); the engine stays usable.
"""

from __future__ import annotations

import ctypes
import json
import math
from typing import Any, Callable, List, NamedTuple, Optional, Sequence, Tuple, Union

from .._ffi import check, lib, take_string
from ..base import Part
from ..errors import InvalidArgumentError
from ..geometry import UNIT_POINT_VALUES, Rect, ViewDimensions, check_name, check_string, format_spacing
from .children import LaidOutBy
from .view import View


class _Proposal(NamedTuple):
    width: Optional[float]
    height: Optional[float]


class _Constant:
    """A class attribute that is an instance of its class (``ProposedViewSize.zero``)."""

    def __init__(self, width: Optional[float], height: Optional[float]) -> None:
        self.values = (width, height)

    def __get__(self, instance: Any, owner: type) -> "ProposedViewSize":
        return ProposedViewSize(*self.values)


class ProposedViewSize(_Proposal):
    """A proposal: per axis None (ideal), 0 (minimum), math.inf (maximum) or a length. ``unspecified``
    (None, None), ``zero`` and ``infinity`` are SwiftUI's named proposals."""

    __slots__ = ()

    unspecified = _Constant(None, None)
    zero = _Constant(0.0, 0.0)
    infinity = _Constant(math.inf, math.inf)

    def replacing_unspecified_dimensions(self, by: Tuple[float, float] = (10, 10)) -> Tuple[float, float]:
        return (by[0] if self.width is None else self.width, by[1] if self.height is None else self.height)


_ANCHORS = UNIT_POINT_VALUES


def _c(v: Optional[float]) -> float:
    return math.nan if v is None else float(v)


def optional_length(v: float) -> Optional[float]:
    """A length from the engine: NaN (the C API's "unspecified") is None."""
    return None if math.isnan(v) else v


def _proposal(p: Any) -> ProposedViewSize:
    if p is None:
        return ProposedViewSize.unspecified
    if isinstance(p, tuple) and len(p) == 2:
        return ProposedViewSize(*p)
    raise InvalidArgumentError(f"a proposal is a ProposedViewSize or (width, height), got {p!r}")


class SubviewSpacing:
    """A subview's spacing preferences (``edges``), and ``distance(other, along=…)``."""

    def __init__(self, proxy: int, index: int, edges: dict) -> None:
        self._proxy, self.index, self.edges = proxy, index, edges

    def distance(self, other: "SubviewSpacing", along: str = "vertical") -> float:
        out = ctypes.c_double()
        check(
            lib.sl_subview_distance(
                self._proxy, self.index, other.index, 1 if along == "horizontal" else 2, ctypes.byref(out)
            )
        )
        return out.value

    def __repr__(self) -> str:
        return format_spacing(self.edges)


class LayoutSubview:
    """One subview of a custom layout, valid only during the call it was given to."""

    def __init__(self, proxy: int, index: int) -> None:
        self._proxy, self.index = proxy, index

    def size_that_fits(self, proposal: Any = None) -> Tuple[float, float]:
        p = _proposal(proposal)
        w, h = ctypes.c_double(), ctypes.c_double()
        check(lib.sl_subview_size(self._proxy, self.index, _c(p.width), _c(p.height), ctypes.byref(w), ctypes.byref(h)))
        return (w.value, h.value)

    def dimensions(self, proposal: Any = None) -> ViewDimensions:
        return ViewDimensions(*self.size_that_fits(proposal))

    def place(
        self, at: Tuple[float, float], anchor: Union[str, Tuple[float, float]] = "top_leading", proposal: Any = None
    ) -> None:
        """Places the subview so that ``anchor`` of its frame lands on ``at`` (screen coordinates)."""
        ax, ay = _ANCHORS[anchor] if isinstance(anchor, str) else anchor
        p = _proposal(proposal)
        check(
            lib.sl_subview_place(
                self._proxy, self.index, float(at[0]), float(at[1]), float(ax), float(ay), _c(p.width), _c(p.height)
            )
        )

    @property
    def priority(self) -> float:
        out = ctypes.c_double()
        check(lib.sl_subview_priority(self._proxy, self.index, ctypes.byref(out)))
        return out.value

    def layout_value(self, key: str, default: float = 0.0) -> float:
        """The subview's layout value for ``key`` (``.layout_value(key, value)`` on it or on a modifier
        around it; the outermost wins), or ``default`` (SwiftUI's ``subview[Key.self]``)."""
        out = ctypes.c_double()
        check(
            lib.sl_subview_layout_value(
                self._proxy,
                self.index,
                check_name(key, "layout_value", "key").encode(),
                float(default),
                ctypes.byref(out),
            )
        )
        return out.value

    def __getitem__(self, key: str) -> float:
        return self.layout_value(key)

    @property
    def spacing(self) -> SubviewSpacing:
        edges = json.loads(take_string(lib.sl_subview_spacing(self._proxy, self.index)))
        return SubviewSpacing(self._proxy, self.index, edges)


def subviews_of(proxy: int) -> List[LayoutSubview]:
    count = ctypes.c_ssize_t()
    check(lib.sl_subviews_count(proxy, ctypes.byref(count)))
    return [LayoutSubview(proxy, k) for k in range(count.value)]


class CustomLayout:
    """Base class for layouts written in Python (SwiftUI's ``Layout`` protocol). Override
    ``size_that_fits`` and ``place_subviews``; ``spacing`` (return a subview's ``.spacing`` or None) and
    ``make_cache`` are optional. Call the layout with children to make the container view."""

    def make_cache(self, subviews: Sequence[LayoutSubview]) -> Any:
        return None

    def size_that_fits(
        self, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> Tuple[float, float]:
        raise NotImplementedError

    def place_subviews(
        self, bounds: Rect, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> None:
        raise NotImplementedError

    def spacing(self, subviews: Sequence[LayoutSubview], cache: Any) -> Optional[SubviewSpacing]:
        return None

    def explicit_alignment(
        self, guide: str, bounds: Rect, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> Optional[float]:
        """SwiftUI's ``explicitAlignment(of:in:proposal:subviews:cache:)``: the position of ``guide``
        ("leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline" or a custom
        guide's name) in the container, whose ``bounds`` are at the origin, or None for no explicit value (the
        guide's default). It places the container as a whole; the subviews do not move. Not overridden: the
        engine merges the subviews' explicit guides where ``place_subviews`` puts them (the mean; the smallest
        first baseline, the largest last baseline), as SwiftUI's default does."""
        return None

    def __call__(self, *children: Any) -> "LayoutView":
        return LayoutView(self, *children)


def defines_explicit_alignment(layout: Any) -> bool:
    """Whether ``layout``'s class overrides ``explicit_alignment`` (then the engine asks it for every guide)."""
    return type(layout).explicit_alignment is not CustomLayout.explicit_alignment


class LayoutView(LaidOutBy):
    """A container laid out by a CustomLayout: ``LayoutView(layout, *children)`` or ``layout(*children)``."""

    __slots__ = ()
    layout: CustomLayout
    kind = "Layout"

    def __init__(self, layout: CustomLayout, *children: Any) -> None:
        super().__init__()
        self._keep_layout(layout, CustomLayout, "LayoutView needs a CustomLayout", children, type(layout).__name__)

    def type_name(self, max_depth: int = 6) -> str:
        return type(self.layout).__name__

    def _parts(self, fx: List[Any]) -> List[Part]:
        fx.append(("layout", self.layout))
        head = '{"type":"Layout","function":' + str(len(fx) - 1)
        if defines_explicit_alignment(self.layout):
            head += ',"explicitAlignment":true'
        return self._with_children(head)


class MeasuredView(View):
    """A leaf whose size ``measure(proposal) -> (width, height)`` decides (Yoga's measure function)."""

    __slots__ = ("measure", "name")
    measure: Callable[[ProposedViewSize], Tuple[float, float]]
    name: str
    kind = "Measured"

    def __init__(self, measure: Callable[[ProposedViewSize], Tuple[float, float]], name: str = "Measured") -> None:
        super().__init__()
        if not callable(measure):
            raise TypeError(f"MeasuredView needs a function of a proposal, got {type(measure).__name__}")
        object.__setattr__(self, "measure", measure)
        object.__setattr__(self, "name", check_string(name, "MeasuredView", "name"))

    def type_name(self, max_depth: int = 6) -> str:
        return self.name

    def _parts(self, fx: List[Any]) -> List[Part]:
        fx.append(("measure", self.measure))
        return ['{"type":"Measured","name":' + json.dumps(self.name) + ',"function":' + str(len(fx) - 1)]
