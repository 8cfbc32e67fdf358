"""Placeholders (Sources/SwiftLayout/Views/Placeholder): a named leaf with a size range, and MapView (the
map of Apple's Landmarks tutorial)."""

from __future__ import annotations

import json
import math
from typing import Optional, Tuple

from ..geometry import check_length, check_string
from .shapes import SharedLeaf
from .view import Leaf

__all__ = ["MapView", "Placeholder"]


class Placeholder(Leaf):
    """A named leaf with a size range (an Image, a map): per axis the proposal clamped to [min, max], the
    ideal when proposed None. Defaults (min 0, ideal 10, max ∞) make it as flexible as a Color."""

    __slots__ = ("name", "sizes")
    name: str
    sizes: Tuple[Optional[float], ...]
    kind = "Placeholder"

    def __init__(
        self,
        name: str = "Placeholder",
        *,
        min_width: Optional[float] = None,
        ideal_width: Optional[float] = None,
        max_width: Optional[float] = None,
        min_height: Optional[float] = None,
        ideal_height: Optional[float] = None,
        max_height: Optional[float] = None,
    ) -> None:
        super().__init__()
        check_string(name, "Placeholder", "name", allow_empty=False)
        sizes = (
            check_length(min_width, "min_width"),
            check_length(ideal_width, "ideal_width"),
            check_length(max_width, "max_width", allow_infinity=True),
            check_length(min_height, "min_height"),
            check_length(ideal_height, "ideal_height"),
            check_length(max_height, "max_height", allow_infinity=True),
        )
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "sizes", sizes)

    @property
    def display_name(self) -> str:
        return self.name

    def _keys(self) -> str:
        names = ("minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight")
        out = ',"name":' + json.dumps(self.name)
        for key, value in zip(names, self.sizes):
            if value is not None:
                out += f',"{key}":' + ('"infinity"' if math.isinf(value) else repr(value))
        return out

    def type_name(self, max_depth: int = 6) -> str:
        """The placeholder's own name (``Image``, ``MapView``…), as the engine prints it."""
        return self.name


class MapView(SharedLeaf):
    """The map of Apple's Landmarks tutorial: a fully flexible placeholder (ideal 10×10)."""

    __slots__ = ()
    kind = "MapView"
    _bin = b"\x05"
