"""alignmentGuide, coordinateSpace and GeometryReader."""
from __future__ import annotations

import json
from typing import Any, Callable, List, Optional, Tuple, Union

from .errors import InvalidArgumentError
from .geometry import Alignment, CustomAlignment, HorizontalAlignment, Rect, VerticalAlignment, check_number, check_string
from .views import Modifier, View, _Part

_GUIDES = {"leading": "leading", "center": "center", "trailing": "trailing", "top": "top", "bottom": "bottom",
           "verticalcenter": "vertical_center", "firsttextbaseline": "firstTextBaseline",
           "lasttextbaseline": "lastTextBaseline"}


def guide_name(guide: Union[str, CustomAlignment, Any]) -> str:
    """The document name of a guide."""
    if isinstance(guide, CustomAlignment):
        return guide.guide_name
    if isinstance(guide, (HorizontalAlignment, VerticalAlignment)):
        guide = guide.name
    key = str(guide).replace("_", "").lower() if isinstance(guide, str) else None
    if key in _GUIDES:
        return _GUIDES[key]
    raise InvalidArgumentError(f"unknown guide {guide!r}; valid: {', '.join(sorted(set(_GUIDES.values())))} or a CustomAlignment")


class ViewDimensions:
    """What an alignment-guide function sees: the view's size and its standard guides (``d["bottom"]``)."""

    __slots__ = ("width", "height")

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height

    def __getitem__(self, guide: str) -> float:
        values = {"leading": 0.0, "center": self.width / 2, "trailing": self.width, "top": 0.0,
                  "vertical_center": self.height / 2, "bottom": self.height,
                  "firstTextBaseline": self.height, "lastTextBaseline": self.height}
        return values[guide_name(guide)]

    def __repr__(self) -> str:
        return f"ViewDimensions(width={self.width:g}, height={self.height:g})"


class AlignmentGuideModifier(Modifier):
    __slots__ = ("guide", "value")
    name, key = "AlignmentGuideModifier", "alignmentGuide"

    def __init__(self, guide: Any, value: Union[float, Callable[[ViewDimensions], float]]) -> None:
        object.__setattr__(self, "guide", guide_name(guide))
        if not callable(value):
            value = check_number(value, "alignment_guide value")
        object.__setattr__(self, "value", value)

    def _entry(self, fx: List[Any]) -> List[_Part]:
        args: dict = {"guide": self.guide}
        if callable(self.value):
            args["function"] = len(fx)
            fx.append(("guide", self.value))
        else:
            args["value"] = self.value
        return ['{"alignmentGuide":' + json.dumps(args)]

    def _fields(self) -> str:
        return f"guide: {self.guide}, value: {getattr(self.value, '__name__', self.value)}"


class CoordinateSpaceModifier(Modifier):
    __slots__ = ("space",)
    name, key = "CoordinateSpaceModifier", "coordinateSpace"

    def __init__(self, space: str) -> None:
        check_string(space, "coordinate_space", "name", allow_empty=False)
        if space in ("global", "local"):
            raise InvalidArgumentError(f"a coordinate space needs a name other than 'global'/'local', got {space!r}")
        object.__setattr__(self, "space", space)

    def _entry(self, fx: List[Any]) -> List[_Part]:
        return ['{"coordinateSpace":' + json.dumps(self.space)]

    def _fields(self) -> str:
        return json.dumps(self.space)


class GeometryProxy:
    """What a GeometryReader's content function sees. Valid only during the call."""

    __slots__ = ("size", "safe_area_insets", "node_index", "_frames")

    def __init__(self, size: Tuple[float, float], safe_area_insets: Tuple[float, float, float, float],
                 node_index: int, frames: Callable[[str], Rect]) -> None:
        self.size = size
        self.safe_area_insets = safe_area_insets
        self.node_index = node_index
        self._frames = frames

    def frame(self, space: str = "global") -> Rect:
        """The reader's frame in "global", "local" or a named coordinate space."""
        return self._frames(space)

    def __repr__(self) -> str:
        return f"GeometryProxy(size={self.size}, safe_area_insets={self.safe_area_insets})"


class GeometryReader(View):
    """``GeometryReader(lambda proxy: view)``: takes the whole proposal (None → 0) and builds its content
    from its size and position when it is placed; the content sits at its top-leading corner."""
    __slots__ = ("content",)
    kind = "GeometryReader"

    def __init__(self, content: Callable[[GeometryProxy], View]) -> None:
        super().__init__()
        if not callable(content):
            raise TypeError(f"GeometryReader needs a function of a GeometryProxy, got {type(content).__name__}")
        object.__setattr__(self, "content", content)

    def _parts(self, fx: List[Any]) -> List[_Part]:
        fx.append(("content", self.content))
        return ['{"type":"GeometryReader","function":' + str(len(fx) - 1)]

    def _fields(self) -> str:
        return getattr(self.content, "__name__", "content")
