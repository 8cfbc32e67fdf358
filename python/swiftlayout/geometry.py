"""Geometry and SwiftUI's names: rectangles, alignments, edge sets, safe-area regions, content modes."""

from __future__ import annotations

import math
import re
from enum import Enum
from typing import Any, Dict, Iterator, NamedTuple, Optional, Sequence, Tuple, Union, cast

from .errors import InvalidArgumentError


class Rect(NamedTuple):
    """A frame in points: origin (x, y) and size. Unpacks as ``x, y, width, height``."""

    x: float
    y: float
    width: float
    height: float

    @property
    def min_x(self) -> float:
        return self.x

    @property
    def min_y(self) -> float:
        return self.y

    @property
    def max_x(self) -> float:
        return self.x + self.width

    @property
    def max_y(self) -> float:
        return self.y + self.height

    @property
    def mid_x(self) -> float:
        return self.x + self.width / 2

    @property
    def mid_y(self) -> float:
        return self.y + self.height / 2

    @property
    def size(self) -> Tuple[float, float]:
        return (self.width, self.height)

    def is_close(self, other: Sequence[float], tolerance: float = 0.01) -> bool:
        """True if every component is within ``tolerance`` of ``other``'s."""
        return len(other) == 4 and all(abs(a - b) <= tolerance for a, b in zip(self, other))

    def __repr__(self) -> str:
        return "Rect(" + ", ".join(fmt(v) for v in self) + ")"


def fmt(v: float) -> str:
    if math.isfinite(v) and v == round(v):
        return str(int(v))
    return f"{v:.3f}".rstrip("0").rstrip(".") if math.isfinite(v) else str(v)


def _normalize(name: str) -> str:
    return name.replace("_", "").replace("-", "").replace(" ", "").replace(".", "").lower()


#: (enum class, string as given) → member, and member → SwiftUI name: filled as names are used. Only
#: valid names are stored, so the tables stay as small as the enums.
_PARSED: Dict[Tuple[type, str], "_NamedEnum"] = {}
#: Keyed by the member's id: members live as long as their class, and an enum member's own hash is a
#: Python-level call (this is read for every serialised frame).
_SWIFT_NAMES: Dict[int, str] = {}


class _NamedEnum(Enum):
    """An enum whose members can also be given by SwiftUI name or snake_case string."""

    @classmethod
    def parse(cls, value: Union[str, "_NamedEnum"], what: str):  # type: ignore[no-untyped-def]
        if isinstance(value, cls):
            return value
        if isinstance(value, str):
            # Names are looked up in a table made once per enum (views are made by the thousand).
            found = _PARSED.get((cls, value))
            if found is not None:
                return found
            key = _normalize(value)
            for member in cls:
                if _normalize(member.name) == key:
                    _PARSED[(cls, value)] = member
                    return member
            valid = ", ".join(repr(m.name.lower()) for m in cls)
            raise InvalidArgumentError(f"unknown {what} {value!r}; valid: {valid}")
        raise InvalidArgumentError(f"{what} must be a string or {cls.__name__}, got {type(value).__name__}")

    @property
    def swift_name(self) -> str:
        name = _SWIFT_NAMES.get(id(self))
        if name is None:
            parts = self.name.lower().split("_")
            name = _SWIFT_NAMES[id(self)] = parts[0] + "".join(p.capitalize() for p in parts[1:])
        return name


#: SwiftUI's named unit points (`UnitPoint.topLeading` …) as (x, y) fractions of a rectangle, in snake_case.
UNIT_POINT_VALUES: Dict[str, Tuple[float, float]] = {
    "center": (0.5, 0.5),
    "top_leading": (0, 0),
    "top": (0.5, 0),
    "top_trailing": (1, 0),
    "leading": (0, 0.5),
    "trailing": (1, 0.5),
    "bottom_leading": (0, 1),
    "bottom": (0.5, 1),
    "bottom_trailing": (1, 1),
}


class Alignment(_NamedEnum):
    """The nine standard alignments. Values are the C constants (SL_ALIGN_*)."""

    CENTER = 0
    TOP_LEADING = 1
    TOP = 2
    TOP_TRAILING = 3
    LEADING = 4
    TRAILING = 5
    BOTTOM_LEADING = 6
    BOTTOM = 7
    BOTTOM_TRAILING = 8


class HorizontalAlignment(_NamedEnum):
    """A VStack's alignment."""

    LEADING = 4
    CENTER = 0
    TRAILING = 5


class VerticalAlignment(_NamedEnum):
    """An HStack's alignment."""

    TOP = 2
    CENTER = 0
    BOTTOM = 7
    FIRST_TEXT_BASELINE = 100
    LAST_TEXT_BASELINE = 101


class CustomAlignment:
    """A custom alignment ID (SwiftUI's ``AlignmentID``): a named guide on one axis whose default value is
    a standard guide's. Give it to a stack's ``alignment=`` and to ``.alignment_guide()``; also written
    ``"custom:NAME"`` (default leading / top) or ``"custom:NAME:DEFAULT"``."""

    __slots__ = ("name", "axis", "default")

    def __init__(self, name: str, axis: str = "vertical", default: Optional[str] = None) -> None:
        check_string(name, "CustomAlignment", "name", allow_empty=False)
        if ":" in name:
            raise InvalidArgumentError(f"a custom alignment needs a name without ':', got {name!r}")
        if axis not in ("horizontal", "vertical"):
            raise InvalidArgumentError(f"a custom alignment's axis is 'horizontal' or 'vertical', got {axis!r}")
        standard = HorizontalAlignment if axis == "horizontal" else VerticalAlignment
        resolved = standard.parse(default or ("leading" if axis == "horizontal" else "top"), "custom alignment default")
        self.name, self.axis, self.default = name, axis, resolved

    @property
    def swift_name(self) -> str:
        return f"custom:{self.name}:{self.default.swift_name}"

    @property
    def guide_name(self) -> str:
        """The name ``alignmentGuide`` documents use for this guide."""
        return f"custom-{self.axis}:{self.name}:{self.default.swift_name}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CustomAlignment) and (self.name, self.axis) == (other.name, other.axis)

    def __hash__(self) -> int:
        return hash((self.name, self.axis))

    def __repr__(self) -> str:
        return f"CustomAlignment({self.name!r}, axis={self.axis!r})"


def parse_stack_alignment(value, cls, what: str):  # type: ignore[no-untyped-def]
    """A stack alignment: a member of ``cls``, its name, a CustomAlignment, or "custom:NAME[:DEFAULT]"."""
    axis = "horizontal" if cls is HorizontalAlignment else "vertical"
    if isinstance(value, CustomAlignment):
        if value.axis != axis:
            raise InvalidArgumentError(f"{what}: {value!r} is a {value.axis} alignment")
        return value
    if isinstance(value, str) and value.lower().startswith("custom:"):
        parts = value.split(":")
        if len(parts) not in (2, 3):
            raise InvalidArgumentError(f"{what}: write a custom alignment as custom:NAME or custom:NAME:DEFAULT")
        return CustomAlignment(parts[1], axis, parts[2] if len(parts) == 3 else None)
    return cls.parse(value, what)


class Edge(_NamedEnum):
    """Edge sets, with SwiftUI's raw values (combine names with ``"top,leading"``)."""

    TOP = 1
    LEADING = 2
    BOTTOM = 4
    TRAILING = 8
    HORIZONTAL = 10
    VERTICAL = 5
    ALL = 15


class SafeAreaRegions(_NamedEnum):
    """Which safe-area regions ``ignores_safe_area`` considers."""

    CONTAINER = 1
    KEYBOARD = 2
    ALL = 3


class ContentMode(_NamedEnum):
    """``aspect_ratio``'s content mode: fit inside the proposal, or fill it."""

    FIT = 0
    FILL = 1


EdgesLike = Union[str, Edge, Sequence[Union[str, Edge]]]


def parse_edges(value: EdgesLike, what: str = "edges") -> int:
    """An edge set as its bit mask: a name, an :class:`Edge`, ``"top,bottom"`` or a list of them."""
    if isinstance(value, (str, Edge)):
        parts: Sequence[Union[str, Edge]] = (
            [p for p in value.replace("|", ",").split(",") if p.strip()] if isinstance(value, str) else [value]
        )
    elif isinstance(value, (list, tuple, set, frozenset)):
        parts = list(value)
    else:
        raise InvalidArgumentError(
            f"{what} must be an edge name, an Edge or a list of them, got {type(value).__name__}"
        )
    if not parts:
        raise InvalidArgumentError(f"{what} is empty; valid: " + ", ".join(repr(m.name.lower()) for m in Edge))
    mask = 0
    for part in parts:
        singular = what.rstrip("s") if what.endswith("s") else what
        mask |= Edge.parse(part.strip() if isinstance(part, str) else part, singular).value
    return mask


def edges_description(mask: int) -> str:
    """SwiftUI's spelling of an edge set: ``.top``, ``.all``, ``[.top, .leading]``."""
    if mask == 15:
        return ".all"
    for named in (Edge.HORIZONTAL, Edge.VERTICAL):
        if mask == named.value:
            return "." + named.swift_name
    names = ["." + e.swift_name for e in (Edge.TOP, Edge.LEADING, Edge.BOTTOM, Edge.TRAILING) if mask & e.value]
    return names[0] if len(names) == 1 else "[" + ", ".join(names) + "]"


def check_length(
    value: Optional[float], what: str, *, allow_infinity: bool = False, allow_negative: bool = False
) -> Optional[float]:
    """Validates an optional length before it goes to C: a real number, finite (or +inf if allowed), ≥ 0."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidArgumentError(f"{what} must be a number or None, got {type(value).__name__}")
    try:
        v = float(value)
    except OverflowError:  # an int beyond the largest float (about 1.8e308)
        raise InvalidArgumentError(
            f"{what} must be at most 1.8e308, got an integer of {int(value).bit_length()} bits"
        ) from None
    if math.isnan(v):
        raise InvalidArgumentError(f"{what} must be a number, got NaN (use None for SwiftUI's nil)")
    if math.isinf(v) and not (allow_infinity and v > 0):
        raise InvalidArgumentError(f"{what} must be finite, got {v}")
    if v < 0 and not allow_negative:
        raise InvalidArgumentError(f"{what} must be ≥ 0, got {fmt(v)}")
    return v


def check_number(value: float, what: str) -> float:
    """Validates a required finite number (negative allowed)."""
    v = check_length(value, what, allow_negative=True)
    if v is None:
        raise InvalidArgumentError(f"{what} must be a number, got None")
    return v


# A surrogate code point that is not half of a pair (a high one followed by a low one). Python strings can
# hold them (from surrogateescape decoding, "\\ud800" literals, JSON); UTF-8 and the engine's JSON
# reader cannot, and an SVG cannot show them.
_LONE_SURROGATE = re.compile("[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]")


def check_string(value: object, owner: str, argument: str, *, allow_empty: bool = True) -> str:
    """Validates a string that goes to the engine (a Text's text, an id, a name, a title) before it is
    sent: a ``str``, non-empty unless allowed, without lone surrogates. Errors name the view or modifier
    (``owner``) and the argument: "Text: text contains a lone surrogate at index 3 (U+D800)"."""
    if not isinstance(value, str):
        raise InvalidArgumentError(f"{owner}: {argument} must be a string, got {type(value).__name__}")
    if not value:
        if not allow_empty:
            raise InvalidArgumentError(f"{owner}: {argument} must be a non-empty string")
        return value
    if not value.isascii():
        lone = _LONE_SURROGATE.search(value)
        if lone is not None:
            raise InvalidArgumentError(
                f"{owner}: {argument} contains a lone surrogate at index {lone.start()} "
                f"(U+{ord(lone.group()):04X}), which is not a character "
                f"(it cannot be encoded as UTF-8)"
            )
    return value


def check_name(value: object, owner: str, argument: str) -> str:
    """Validates a name the engine reads as a C string — a coordinate space, a device, an environment key or
    value, a layout-value key: a non-empty ``str`` without lone surrogates (:func:`check_string`) and without
    NUL, where a C string ends ("a\\0b" would silently be "a")."""
    check_string(value, owner, argument, allow_empty=False)
    text = cast(str, value)
    nul = text.find("\x00")
    if nul >= 0:
        raise InvalidArgumentError(
            f"{owner}: {argument} contains NUL (U+0000) at index {nul}, which names may not "
            f"(C strings end there): {text[:100]!r}"
        )
    return text


def check_int(value: object, owner: str, argument: str, low: int, high: int) -> int:
    """Validates an integer argument in ``low…high`` (the engine's bounds); errors name the view or
    modifier and the argument."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgumentError(
            f"{owner}: {argument} must be an integer ≥ {low} and ≤ {high}, got {type(value).__name__} {value!r}"
        )
    if not low <= value <= high:
        raise InvalidArgumentError(f"{owner}: {argument} must be an integer ≥ {low} and ≤ {high}, got {value}")
    return int(value)


def format_spacing(edges: Dict[str, Dict[str, Any]]) -> str:
    """Spacing values as the article's printout shows them: edges, categories, values."""

    def value(v: Any) -> str:
        if isinstance(v, dict):
            return (
                f"text({v['text']}: ascend {v['ascend']:.4g}, descend {v['descend']:.4g}, leading {v['leading']:.4g})"
            )
        return f"{v:.4g}"

    parts = [
        f"{edge}: [" + ", ".join(f"{k}: {value(v)}" for k, v in values.items()) + "]" for edge, values in edges.items()
    ]
    return "ViewSpacing(" + "; ".join(parts) + ")"


def iter_frames(flat: Sequence[float]) -> Iterator[Rect]:
    for i in range(0, len(flat) - 3, 4):
        yield Rect(flat[i], flat[i + 1], flat[i + 2], flat[i + 3])


# ----------------------------------------------------------------------------------------------------
# Alignment guides by name, and what an alignment-guide function sees

_GUIDES = {
    "leading": "leading",
    "center": "center",
    "trailing": "trailing",
    "top": "top",
    "bottom": "bottom",
    "verticalcenter": "vertical_center",
    "firsttextbaseline": "firstTextBaseline",
    "lasttextbaseline": "lastTextBaseline",
}


def guide_name(guide: Union[str, CustomAlignment, Any]) -> str:
    """The document name of a guide."""
    if isinstance(guide, CustomAlignment):
        return guide.guide_name
    if isinstance(guide, (HorizontalAlignment, VerticalAlignment)):
        guide = guide.name
    key = str(guide).replace("_", "").lower() if isinstance(guide, str) else None
    if key in _GUIDES:
        return _GUIDES[key]
    valid = ", ".join(sorted(set(_GUIDES.values())))
    raise InvalidArgumentError(f"unknown guide {guide!r}; valid: {valid} or a CustomAlignment")


class ViewDimensions:
    """What an alignment-guide function sees: the view's size and its standard guides (``d["bottom"]``)."""

    __slots__ = ("width", "height")

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height

    def __getitem__(self, guide: str) -> float:
        values = {
            "leading": 0.0,
            "center": self.width / 2,
            "trailing": self.width,
            "top": 0.0,
            "vertical_center": self.height / 2,
            "bottom": self.height,
            "firstTextBaseline": self.height,
            "lastTextBaseline": self.height,
        }
        return values[guide_name(guide)]

    def __repr__(self) -> str:
        return f"ViewDimensions(width={self.width:g}, height={self.height:g})"
