"""Text modifiers (Sources/SwiftLayout/Text; the registry's Text table): the font and its traits, line
limits, truncation, tracking, line spacing, case, scaling, Dynamic Type, multiline alignment — environment
values every Text inside applies — with the font names and validation Text shares."""

from __future__ import annotations

import json
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, cast

from ..base import KeyedValueModifier, Modifier, Part, ViewBase, check_flag, fmt_optional
from ..errors import InvalidArgumentError
from ..geometry import check_int, check_length

if TYPE_CHECKING:
    from ..views.view import ModifiedContent, View

TEXT_STYLES: Tuple[str, ...] = (
    "large_title",
    "title",
    "title2",
    "title3",
    "headline",
    "subheadline",
    "body",
    "callout",
    "footnote",
    "caption",
    "caption2",
)


WEIGHTS = ("ultra_light", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black")


#: SwiftUI's font designs.
DESIGNS = ("default", "rounded", "serif", "monospaced")


def design_name(design: Any, owner: str) -> str:
    """A font design name (``DESIGNS``); ``owner`` names the call in the error."""
    if design not in DESIGNS:
        raise InvalidArgumentError(f"{owner}: unknown font design {design!r}; valid: {', '.join(DESIGNS)}")
    return str(design)


#: `.truncationMode(_:)` values.
TRUNCATION_MODES = ("head", "middle", "tail")


#: The largest font size the engine takes (sizes are in (0, MAX_FONT_SIZE]).
MAX_FONT_SIZE = 10_000.0


#: The largest ``line_limit`` the engine takes.
MAX_LINE_LIMIT = 1_000_000


def _font_size(size: Any, owner: str) -> float:
    v = check_length(size, f"{owner}: size")
    if v is None or not 0 < v <= MAX_FONT_SIZE:
        raise InvalidArgumentError(f"{owner}: size must be a number in (0, {MAX_FONT_SIZE:g}], got {size!r}")
    return v


def make_font(
    style: Optional[str] = None,
    size: Optional[float] = None,
    weight: Optional[str] = None,
    owner: str = "font",
    design: Optional[str] = None,
) -> Any:
    """A font for the document: a text style name, or {"style"/"size", "weight", "design"}."""
    if style is not None and size is not None:
        raise InvalidArgumentError(f"{owner}: give a text style or a size, not both")
    if weight is None and design is None:
        if size is None:
            if style is None:
                raise InvalidArgumentError(f"{owner}: give a text style (\"title\", …) or a size")
            return text_style(style)
        return {"size": _font_size(size, owner)}
    out: dict = {}
    if weight is not None:
        out["weight"] = weight_name(weight, owner)
    if design is not None:
        out["design"] = design_name(design, owner)
    if size is not None:
        out["size"] = _font_size(size, owner)
    else:
        out["style"] = text_style(style if style is not None else "body")
    return out


#: Dynamic Type sizes, smallest first (SwiftUI's spelling).
DYNAMIC_TYPE_SIZES = (
    "xSmall",
    "small",
    "medium",
    "large",
    "xLarge",
    "xxLarge",
    "xxxLarge",
    "accessibility1",
    "accessibility2",
    "accessibility3",
    "accessibility4",
    "accessibility5",
)


def dynamic_type_name(size: Any, owner: str) -> str:
    """A Dynamic Type size in snake_case or SwiftUI's spelling ("x_large", "xLarge", "ax1"), as SwiftUI spells it."""
    key = size.replace("_", "").lower() if isinstance(size, str) else None
    if key is not None and key.startswith("ax") and key[2:] in ("1", "2", "3", "4", "5"):
        key = "accessibility" + key[2:]
    match = next((s for s in DYNAMIC_TYPE_SIZES if s.lower() == key), None)
    if match is None:
        raise InvalidArgumentError(
            f"{owner}: unknown Dynamic Type size {size!r}; valid: {', '.join(DYNAMIC_TYPE_SIZES)}"
        )
    return match


def weight_name(weight: Any, owner: str) -> str:
    """A weight in snake_case or SwiftUI's spelling, as SwiftUI spells it."""
    key = weight.replace("_", "").lower() if isinstance(weight, str) else None
    match = next((w for w in WEIGHTS if w.replace("_", "") == key), None)
    if match is None:
        raise InvalidArgumentError(f"{owner}: unknown font weight {weight!r}; valid: {', '.join(WEIGHTS)}")
    return "ultraLight" if match == "ultra_light" else match


def font_value(font: Any, owner: str) -> Any:
    """A font given as a value (``Text(s, font=…)``): a text style name, or a dict with "style" or
    "size" and an optional "weight", validated like ``.font()``'s arguments."""
    if isinstance(font, dict):
        unknown = set(font) - {"style", "size", "weight", "design"}
        if unknown:
            raise InvalidArgumentError(
                f"{owner}: unknown font key(s) {', '.join(sorted(map(repr, unknown)))}; "
                "valid: 'style', 'size', 'weight', 'design'"
            )
        return make_font(font.get("style"), font.get("size"), font.get("weight"), owner, font.get("design"))
    return text_style(font)


def text_style(style: str) -> str:
    key = style.replace("_", "").lower() if isinstance(style, str) else None
    for s in TEXT_STYLES:
        if s.replace("_", "") == key:
            parts = s.split("_")
            return parts[0] + "".join(p.capitalize() for p in parts[1:])
    raise InvalidArgumentError(f"unknown font text style {style!r}; valid: {', '.join(TEXT_STYLES)}")


def _points(points: Any, method: str, allow_negative: bool = True) -> float:
    """A Text modifier's ``points`` (``tracking``, ``kerning``, ``line_spacing``, ``baseline_offset``): a
    finite number, not None."""
    value = check_length(points, f"{method}: points", allow_negative=allow_negative)
    if value is None:
        raise InvalidArgumentError(f"{method}: points must be a number, got None")
    return value


# ----------------------------------------------------------------------------------------------------
# The modifiers


class LineLimitModifier(Modifier):
    __slots__ = ("limit", "lines")
    limit: Optional[int]
    lines: Optional[Dict[str, Any]]
    name, key = "EnvironmentKeyWritingModifier<Int?>", "lineLimit"

    def __init__(
        self, limit: Optional[int], low: Optional[int] = None, high: Optional[int] = None, reserves_space: bool = False
    ) -> None:
        lines: Optional[Dict[str, Any]] = None
        if limit is not None:
            check_int(limit, "line_limit", "limit", 1, MAX_LINE_LIMIT)
            if low is not None or high is not None:
                raise InvalidArgumentError("line_limit: give a limit or min/max, not both")
            if reserves_space:
                lines = {"limit": limit, "reservesSpace": True}
        elif low is not None or high is not None:
            if reserves_space:
                raise InvalidArgumentError("line_limit: reserves_space goes with a limit, not with min/max")
            lines = {}
            if low is not None:
                lines["min"] = check_int(low, "line_limit", "min", 1, MAX_LINE_LIMIT)
            if high is not None:
                lines["max"] = check_int(high, "line_limit", "max", 1, MAX_LINE_LIMIT)
            if low is not None and high is not None and low > high:
                raise InvalidArgumentError(f"line_limit: min {low} is above max {high}")
        elif reserves_space:
            raise InvalidArgumentError("line_limit: reserves_space needs a limit")
        object.__setattr__(self, "limit", limit)
        object.__setattr__(self, "lines", lines)

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"lineLimit":' + json.dumps(self.lines if self.lines is not None else self.limit)]

    def _fields(self) -> str:
        if self.lines is not None:
            return "lineLimit: " + ", ".join(f"{k}: {v}" for k, v in self.lines.items())
        return f"lineLimit: {fmt_optional(self.limit)}"


class FontTraitModifier(KeyedValueModifier):
    """``.bold()``, ``.italic()``, ``.fontWeight()``, ``.truncationMode()``, ``.multilineTextAlignment()``:
    environment values that every Text inside applies; also ``.environment(\\.layoutDirection, _)`` and
    ``.flipsForRightToLeftLayoutDirection()`` (one ``{key: value}`` document modifier each)."""

    __slots__ = ()
    name = "_EnvironmentKeyWritingModifier"
    field = cast(str, property(attrgetter("key_name"), doc="The environment value's key (``key_name``)."))

    def _fields(self) -> str:
        return f"{self.key_name}: {self.value}"


class FontModifier(Modifier):
    __slots__ = ("style",)
    style: Any
    name, key = "EnvironmentKeyWritingModifier<Font>", "font"

    def __init__(self, style: Any) -> None:
        object.__setattr__(self, "style", style if isinstance(style, dict) else text_style(style))

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{"font":' + json.dumps(self.style)]

    def _fields(self) -> str:
        return f"font: .{self.style}"


# ----------------------------------------------------------------------------------------------------
# The View methods


class TextModifiers(ViewBase):
    """The text modifiers of every :class:`~swiftlayout.View` (a Text's own ``font``, ``bold``, … return a Text)."""

    __slots__ = ()

    def font(
        self,
        style: Optional[str] = None,
        *,
        size: Optional[float] = None,
        weight: Optional[str] = None,
        design: Optional[str] = None,
    ) -> "View":
        """``.font(_:)``: the font of every Text inside: a text style name (``"title"``), or
        ``size=`` (``.system(size:weight:design:)``), with an optional ``weight`` ("semibold", "bold", …)
        and ``design`` ("default", "rounded", "serif", "monospaced")."""
        return self._modified(FontModifier(make_font(style, size, weight, "font", design)))

    def line_limit(
        self,
        limit: Optional[int] = None,
        *,
        min: Optional[int] = None,
        max: Optional[int] = None,
        reserves_space: bool = False,
    ) -> "ModifiedContent":
        """``.lineLimit(_:)``: at most ``limit`` lines for the Text inside (None: no limit);
        ``line_limit(min=2, max=4)`` is ``lineLimit(2...4)`` (either end may be left out: ``max=2`` is
        ``...2``, ``min=3`` is ``3...``); ``line_limit(2, reserves_space=True)`` keeps two lines' height
        even for shorter text. The last line that fits is truncated with an ellipsis."""
        return self._modified(LineLimitModifier(limit, min, max, reserves_space))

    def bold(self, is_active: bool = True) -> "ModifiedContent":
        """``.bold()``: every Text inside with the bold trait (the platform resolves it per text style)."""
        return self._modified(FontTraitModifier("bold", check_flag(is_active, "bold: is_active")))

    def italic(self, is_active: bool = True) -> "ModifiedContent":
        """``.italic()``: every Text inside in italic."""
        return self._modified(FontTraitModifier("italic", check_flag(is_active, "italic: is_active")))

    def monospaced(self, is_active: bool = True) -> "ModifiedContent":
        """``.monospaced()``: every Text inside in the fixed-width variant of its font (SF Mono)."""
        return self._modified(FontTraitModifier("monospaced", check_flag(is_active, "monospaced: is_active")))

    def font_design(self, design: Optional[str]) -> "ModifiedContent":
        """``.fontDesign(_:)``: every Text inside in ``design`` ("default", "rounded", "serif",
        "monospaced"; None: its font's)."""
        return self._modified(
            FontTraitModifier("fontDesign", None if design is None else design_name(design, "font_design"))
        )

    def font_weight(self, weight: Optional[str]) -> "ModifiedContent":
        """``.fontWeight(_:)``: every Text inside in ``weight`` ("semibold", "bold", …; None: the font's)."""
        value = None if weight is None else weight_name(weight, "font_weight")
        return self._modified(FontTraitModifier("fontWeight", value))

    def truncation_mode(self, mode: str) -> "ModifiedContent":
        """``.truncationMode(_:)``: where the ellipsis goes when Text does not fit: "head", "middle", "tail"."""
        if mode not in TRUNCATION_MODES:
            raise InvalidArgumentError(
                f"truncation_mode: mode must be one of {', '.join(TRUNCATION_MODES)}, got {mode!r}"
            )
        return self._modified(FontTraitModifier("truncationMode", mode))

    def tracking(self, points: float) -> "ModifiedContent":
        """``.tracking(_:)``: ``points`` after every character of the Text inside (``.kerning`` measures the same)."""
        return self._modified(FontTraitModifier("tracking", _points(points, "tracking")))

    def kerning(self, points: float) -> "ModifiedContent":
        """``.kerning(_:)``: measured like ``.tracking`` in SwiftUI (points after every character)."""
        return self._modified(FontTraitModifier("kerning", _points(points, "kerning")))

    def line_spacing(self, points: float) -> "ModifiedContent":
        """``.lineSpacing(_:)``: points between the wrapped lines of the Text inside (≥ 0)."""
        return self._modified(FontTraitModifier("lineSpacing", _points(points, "line_spacing", False)))

    def baseline_offset(self, points: float) -> "ModifiedContent":
        """``.baselineOffset(_:)``: the Text inside raised by ``points`` from its baseline (negative: lowered)."""
        return self._modified(FontTraitModifier("baselineOffset", _points(points, "baseline_offset")))

    def text_case(self, case: Optional[str]) -> "ModifiedContent":
        """``.textCase(_:)``: "uppercase", "lowercase" or None (as written)."""
        if case not in (None, "uppercase", "lowercase"):
            raise InvalidArgumentError(f"text_case: case must be 'uppercase', 'lowercase' or None, got {case!r}")
        return self._modified(FontTraitModifier("textCase", case))

    def minimum_scale_factor(self, factor: float) -> "ModifiedContent":
        """``.minimumScaleFactor(_:)``: the Text inside may shrink to ``factor`` × its size to fit, 0 < factor ≤ 1."""
        value = check_length(factor, "minimum_scale_factor: factor")
        if value is None or not 0 < value <= 1:
            raise InvalidArgumentError(f"minimum_scale_factor: factor must be in (0, 1], got {factor!r}")
        return self._modified(FontTraitModifier("minimumScaleFactor", value))

    def dynamic_type_size(self, size: str) -> "ModifiedContent":
        """``.dynamicTypeSize(_:)``: the Dynamic Type size of every Text inside ("x_small" … "xxx_large",
        "accessibility1" … "accessibility5"); iOS profiles scale their text styles by Apple's table."""
        return self._modified(FontTraitModifier("dynamicTypeSize", dynamic_type_name(size, "dynamic_type_size")))

    def multiline_text_alignment(self, alignment: str) -> "ModifiedContent":
        """``.multilineTextAlignment(_:)``: "leading", "center" or "trailing". It changes no frame (measured
        in SwiftUI), only where the lines of a paragraph sit."""
        if alignment not in ("leading", "center", "trailing"):
            raise InvalidArgumentError(
                f"multiline_text_alignment: alignment must be 'leading', 'center' or 'trailing', got {alignment!r}"
            )
        return self._modified(FontTraitModifier("multilineTextAlignment", alignment))
