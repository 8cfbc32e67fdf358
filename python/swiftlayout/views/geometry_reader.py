"""GeometryReader and what its content function sees (GeometryProxy).

``alignment_guide`` and ``coordinate_space`` are layout modifiers (``swiftlayout.modifiers.layout``); their
modifier types, and ViewDimensions (what an alignment-guide function sees, ``swiftlayout.geometry``), are
importable from here too.
"""

from __future__ import annotations

from typing import Any, Callable, List, Tuple

from ..base import Part
from ..geometry import Rect, ViewDimensions, check_name, guide_name
from ..modifiers.layout import AlignmentGuideModifier, CoordinateSpaceModifier
from .view import View

__all__ = [
    "AlignmentGuideModifier",
    "CoordinateSpaceModifier",
    "GeometryProxy",
    "GeometryReader",
    "ViewDimensions",
    "guide_name",
]


class GeometryProxy:
    """What a GeometryReader's content function sees. Valid only during the call."""

    __slots__ = ("size", "safe_area_insets", "node_index", "_frames")

    def __init__(
        self,
        size: Tuple[float, float],
        safe_area_insets: Tuple[float, float, float, float],
        node_index: int,
        frames: Callable[[str], Rect],
    ) -> None:
        self.size = size
        self.safe_area_insets = safe_area_insets
        self.node_index = node_index
        self._frames = frames

    def frame(self, space: str = "global") -> Rect:
        """The reader's frame in "global", "local" or a named coordinate space (a non-empty string without NUL)."""
        return self._frames(check_name(space, "GeometryProxy.frame", "coordinate space"))

    def __repr__(self) -> str:
        return f"GeometryProxy(size={self.size}, safe_area_insets={self.safe_area_insets})"


class GeometryReader(View):
    """``GeometryReader(lambda proxy: view)``: takes the whole proposal (None → 0) and builds its content
    from its size and position when it is placed; the content sits at its top-leading corner."""

    __slots__ = ("content",)
    content: Callable[[GeometryProxy], View]
    kind = "GeometryReader"

    def __init__(self, content: Callable[[GeometryProxy], View]) -> None:
        super().__init__()
        if not callable(content):
            raise TypeError(f"GeometryReader needs a function of a GeometryProxy, got {type(content).__name__}")
        object.__setattr__(self, "content", content)

    def _parts(self, fx: List[Any]) -> List[Part]:
        fx.append(("content", self.content))
        return ['{"type":"GeometryReader","function":' + str(len(fx) - 1)]

    def _fields(self) -> str:
        return getattr(self.content, "__name__", "content")
