"""The document registry (Sources/SwiftLayoutDocument/Registry) as the engine exports it
(``sl_registered_names``), and the Python side of the modifiers declared there by their parameters.

A modifier the registry declares by its parameters (key, SwiftUI label, type, range, default: Params.swift)
needs no Python class of its own: its ``View`` method is one call of :func:`modifier`, which checks the
arguments against the declaration (raising :class:`~swiftlayout.InvalidArgumentError` that names the method
and the argument, before anything reaches the engine), writes its document entry and its ``repr``, and takes
its type name (``_BlurEffect``) from the export. ``swift.swiftui`` derives the from_swift spec of every such
modifier from the same declaration, and ``scripts/gen-docs.py`` its docs/FORMAT.md row.
"""
from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from typing import Any, Dict, List, Optional, Tuple, Union

from ._ffi import lib
from .base import COLOR_NAMES, ModifiedContent, Modifier, Part, View, check_color, check_flag
from .errors import InvalidArgumentError
from .geometry import check_number

SL_REGISTERED_VIEWS, SL_REGISTERED_MODIFIERS = 0, 1

#: The unit point names (SwiftUI's spelling; snake_case is taken too).
UNIT_POINTS = ("center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom",
               "bottomTrailing")


def snake(name: str) -> str:
    """SwiftUI's spelling in snake_case: ``zIndex`` → ``z_index``."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _folded(name: str) -> str:
    return name.replace("_", "").lower()


@lru_cache(maxsize=None)
def registered(kind: int) -> Tuple[Dict[str, Any], ...]:
    """The registry's views (``SL_REGISTERED_VIEWS``) or modifiers, in registration order."""
    text = lib.sl_registered_names(kind)
    if text is None:
        raise InvalidArgumentError(lib.sl_last_error().decode())
    return tuple(json.loads(text.decode()))


@lru_cache(maxsize=None)
def declared_modifiers() -> Dict[str, Dict[str, Any]]:
    """The modifiers declared by their parameters (their entries have ``params`` and ``kind``), by key."""
    return {m["name"]: m for m in registered(SL_REGISTERED_MODIFIERS) if "params" in m and "kind" in m}


def check_param(param: Dict[str, Any], value: Any, what: str) -> Any:
    """``value`` as the document takes it, checked against the declared ``param``."""
    kind = param["type"]
    if kind in ("number", "angle"):
        number = check_number(value, what)
        low, high = param.get("min", -math.inf), param.get("max", math.inf)
        if not low <= number <= high:
            bounds = f"in {low:g}…{high:g}" if math.isfinite(low) and math.isfinite(high) else \
                f"≥ {low:g}" if math.isfinite(low) else f"≤ {high:g}"
            raise InvalidArgumentError(f"{what} must be {bounds}, got {value!r}")
        return number
    if kind == "bool":
        return check_flag(value, what)
    if kind == "color":
        return check_color(value)
    if kind in ("name", "unitPoint"):
        names = param.get("names", UNIT_POINTS)
        if isinstance(value, str):
            for name in names:
                if _folded(name) == _folded(value):
                    return name
            raise InvalidArgumentError(f"{what}: unknown name {value!r}; valid: {', '.join(names)}")
        if kind == "unitPoint" and isinstance(value, tuple) and len(value) == 2:
            return {"x": check_number(value[0], f"{what} x"), "y": check_number(value[1], f"{what} y")}
        raise InvalidArgumentError(f"{what} must be one of {', '.join(names)}"
                                   + (" or an (x, y) pair" if kind == "unitPoint" else "") + f", got {value!r}")
    raise AssertionError(kind)


class RegisteredModifier(Modifier):
    """A modifier the registry declares by its parameters: its key, type name and checked arguments."""
    __slots__ = ("key", "name", "values")
    key: str
    name: str
    values: Dict[str, Any]

    def __init__(self, key: str, values: Dict[str, Any]) -> None:
        entry = declared_modifiers().get(key)
        if entry is None:
            raise InvalidArgumentError(f"{key!r} is not a modifier the registry declares by its parameters")
        method = snake(key)
        known = {snake(p["key"]): p for p in entry["params"]}
        unknown = sorted(set(values) - set(known))
        if unknown:
            raise TypeError(f"{method}() got unexpected arguments {unknown}")
        checked: Dict[str, Any] = {}
        for name, param in known.items():
            value = values.get(name)
            if value is None:
                if "default" not in param:
                    raise InvalidArgumentError(f"{method}: {name} is required")
                continue
            checked[param["key"]] = check_param(param, value, f"{method} {name}" if param["label"] != "_" else method)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "name", entry["kind"])
        object.__setattr__(self, "values", checked)

    def _entry(self, fx: List[Any]) -> List[Part]:
        entry = declared_modifiers()[self.key]
        if entry["value"] == ["true"]:
            value: Any = True
        elif "object" not in entry["value"]:   # one bare value
            value = next(iter(self.values.values()))
        else:
            value = self.values
        return ['{"' + self.key + '":' + json.dumps(value, separators=(",", ":"))]

    def _fields(self) -> str:
        return ", ".join(f"{k}: {v!r}" if isinstance(v, str) else f"{k}: {v}" for k, v in self.values.items())


def modifier(view: View, key: str, **values: Any) -> ModifiedContent:
    """``view`` wrapped in the registered modifier ``key`` with ``values`` (snake_case argument names; None
    leaves an argument at its default). The shared body of the ``View`` methods of declared modifiers."""
    return ModifiedContent(view, RegisteredModifier(key, values))


class EntryModifier(Modifier):
    """A modifier written as its registry entry ``{key: value}``, the value as its maker checked it, with
    SwiftUI's type name: the control settings (``.buttonStyle``, ``.tag``), the scroll, list and navigation
    options (``.scrollDisabled``, ``.listStyle``, ``.searchable``)."""
    __slots__ = ("key", "value", "name")
    key: str
    value: Any
    name: str

    def __init__(self, key: str, value: Any, name: str) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "name", name)

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{' + json.dumps(self.key) + ':' + json.dumps(self.value)]

    def _fields(self) -> str:
        return f"{self.key}: {self.value!r}"


# -- the View methods of the modifiers declared by their parameters: the user's API (names, type hints,
# docstrings), each one call of `modifier` (attached to View here, as composition.py and controls.py attach
# theirs, so that base.py need not know this module).

def _blur(self: View, radius: float, opaque: bool = False) -> ModifiedContent:
    """``.blur(radius:opaque:)``: drawn with a Gaussian blur of ``radius`` (≥ 0); no frame changes."""
    return modifier(self, "blur", radius=radius, opaque=opaque)


def _shadow(self: View, color: Optional[str] = None, *, radius: float, x: float = 0, y: float = 0) -> ModifiedContent:
    """``.shadow(color:radius:x:y:)``: a shadow of ``color`` (SwiftUI's default: black at 33 %), blurred by
    ``radius`` (≥ 0) and offset by ``x``, ``y``, drawn behind the view; no frame changes."""
    return modifier(self, "shadow", color=color, radius=radius, x=x, y=y)


def _rotation_effect(self: View, degrees: float, anchor: Union[str, Tuple[float, float]] = "center") -> ModifiedContent:
    """``.rotationEffect(.degrees(degrees), anchor:)``: drawn rotated about ``anchor``; no frame changes
    (SwiftUI: "It has no effect on the view's frame")."""
    return modifier(self, "rotationEffect", angle=degrees, anchor=anchor)


def _scale_effect(self: View, scale: Optional[float] = None, *, x: Optional[float] = None, y: Optional[float] = None,
                  anchor: Union[str, Tuple[float, float]] = "center") -> ModifiedContent:
    """``.scaleEffect(_:anchor:)`` / ``.scaleEffect(x:y:anchor:)``: drawn scaled by ``scale`` (both axes) or
    ``x`` and ``y`` (default 1) about ``anchor``; no frame changes (SwiftUI scales the rendered output)."""
    return modifier(self, "scaleEffect", scale=scale, x=x, y=y, anchor=anchor)


def _brightness(self: View, amount: float) -> ModifiedContent:
    """``.brightness(_:)``: drawn brightened by ``amount`` (0 none … 1 white); no frame changes."""
    return modifier(self, "brightness", value=amount)


def _contrast(self: View, amount: float) -> ModifiedContent:
    """``.contrast(_:)``: drawn with the colours' separation scaled by ``amount``; no frame changes."""
    return modifier(self, "contrast", value=amount)


def _saturation(self: View, amount: float) -> ModifiedContent:
    """``.saturation(_:)``: drawn with the saturation scaled by ``amount`` (0 grey); no frame changes."""
    return modifier(self, "saturation", value=amount)


def _grayscale(self: View, amount: float) -> ModifiedContent:
    """``.grayscale(_:)``: drawn with ``amount`` of the colour removed (1 grey); no frame changes."""
    return modifier(self, "grayscale", value=amount)


def _hue_rotation(self: View, degrees: float) -> ModifiedContent:
    """``.hueRotation(.degrees(degrees))``: drawn with every hue rotated; no frame changes."""
    return modifier(self, "hueRotation", angle=degrees)


def _color_invert(self: View) -> ModifiedContent:
    """``.colorInvert()``: drawn with the colours inverted; no frame changes."""
    return modifier(self, "colorInvert")


def _color_multiply(self: View, color: str) -> ModifiedContent:
    """``.colorMultiply(_:)``: drawn with the colours multiplied by ``color``; no frame changes."""
    return modifier(self, "colorMultiply", color=color)


def _luminance_to_alpha(self: View) -> ModifiedContent:
    """``.luminanceToAlpha()``: drawn with the luminance as the alpha; no frame changes."""
    return modifier(self, "luminanceToAlpha")


def _blend_mode(self: View, mode: str) -> ModifiedContent:
    """``.blendMode(_:)``: composited with ``mode`` (``"multiply"``, ``"screen"``, …); no frame changes."""
    return modifier(self, "blendMode", value=mode)


def _compositing_group(self: View) -> ModifiedContent:
    """``.compositingGroup()``: composited as one layer before the effects after it; no frame changes."""
    return modifier(self, "compositingGroup")


def _drawing_group(self: View, opaque: bool = False) -> ModifiedContent:
    """``.drawingGroup(opaque:)``: rendered offscreen first; no frame changes."""
    return modifier(self, "drawingGroup", opaque=opaque)


def _corner_radius(self: View, radius: float, antialiased: bool = True) -> ModifiedContent:
    """``.cornerRadius(_:antialiased:)``: clipped to the bounds with rounded corners; no frame changes."""
    return modifier(self, "cornerRadius", radius=radius, antialiased=antialiased)


def _clipped(self: View, antialiased: bool = False) -> ModifiedContent:
    """``.clipped(antialiased:)``: clipped to the bounds; no frame changes."""
    return modifier(self, "clipped", antialiased=antialiased)


def _header_prominence(self: View, prominence: str) -> ModifiedContent:
    """``.headerProminence(_:)``: ``"standard"`` or ``"increased"`` for the section headers inside (macOS:
    an increased header sits 10 pt higher in its slot, its rows stay; iOS: unmeasured, no change)."""
    return modifier(self, "headerProminence", value=prominence)


def _edit_mode(self: View, mode: str) -> ModifiedContent:
    """``.environment(\\.editMode, .constant(mode))``: ``"inactive"``, ``"transient"`` or ``"active"`` for the
    Lists inside (iOS, active: rows whose ForEach has ``on_delete()`` start 40 pt further in)."""
    return modifier(self, "editMode", value=mode)


def _on_delete(self: View) -> ModifiedContent:
    """``.onDelete(perform:)`` on a ForEach: each of its rows is deletable (edit mode shows a delete
    control before it)."""
    return modifier(self, "onDelete")


def _on_move(self: View) -> ModifiedContent:
    """``.onMove(perform:)`` on a ForEach: each of its rows can be reordered (the grip is not modelled)."""
    return modifier(self, "onMove")


def _text_selection(self: View, selectability: str) -> ModifiedContent:
    """``.textSelection(_:)``: ``"enabled"`` or ``"disabled"`` (no layout effect)."""
    return modifier(self, "textSelection", value=selectability)


def _navigation_subtitle(self: View, subtitle: str) -> ModifiedContent:
    """``.navigationSubtitle(_:)``: the window's subtitle on macOS (chrome: no layout effect)."""
    if not isinstance(subtitle, str):
        raise InvalidArgumentError(f"navigation_subtitle: subtitle must be a str, got {type(subtitle).__name__}")
    return ModifiedContent(self, EntryModifier("navigationSubtitle", subtitle, "NavigationSubtitleModifier"))


Affine = Tuple[float, float, float, float, float, float]


def _affine_values(transform: Optional[Affine], values: Dict[str, float], method: str) -> Dict[str, float]:
    """The six components from ``transform`` (a, b, c, d, tx, ty) or the keywords (not both)."""
    if transform is None:
        return values
    if values:
        raise InvalidArgumentError(f"{method} takes a transform or the components a, b, c, d, tx, ty, not both")
    if not isinstance(transform, tuple) or len(transform) != 6:
        raise InvalidArgumentError(f"{method}: transform must be a 6-tuple (a, b, c, d, tx, ty), got {transform!r}")
    return dict(zip(("a", "b", "c", "d", "tx", "ty"), transform))


def _transform_effect(self: View, transform: Optional[Affine] = None, **components: float) -> ModifiedContent:
    """``.transformEffect(CGAffineTransform(a:b:c:d:tx:ty:))``: drawn transformed by ``transform`` (a, b, c, d,
    tx, ty) or the keyword components (identity by default); no frame changes."""
    return modifier(self, "transformEffect", **_affine_values(transform, components, "transform_effect"))


def _projection_effect(self: View, transform: Optional[Affine] = None, **components: float) -> ModifiedContent:
    """``.projectionEffect(_:)`` with an affine ``ProjectionTransform`` (a, b, c, d, tx, ty, or the keyword
    components): drawn projected; no frame changes."""
    return modifier(self, "projectionEffect", **_affine_values(transform, components, "projection_effect"))


def _scroll_indicators_flash(self: View, on_appear: bool = False) -> ModifiedContent:
    """``.scrollIndicatorsFlash(onAppear:)`` (no layout effect)."""
    return modifier(self, "scrollIndicatorsFlash", on_appear=on_appear)


View.blur = _blur  # type: ignore[attr-defined]
View.shadow = _shadow  # type: ignore[attr-defined]
View.rotation_effect = _rotation_effect  # type: ignore[attr-defined]
View.scale_effect = _scale_effect  # type: ignore[attr-defined]
View.brightness = _brightness  # type: ignore[attr-defined]
View.contrast = _contrast  # type: ignore[attr-defined]
View.saturation = _saturation  # type: ignore[attr-defined]
View.grayscale = _grayscale  # type: ignore[attr-defined]
View.hue_rotation = _hue_rotation  # type: ignore[attr-defined]
View.color_invert = _color_invert  # type: ignore[attr-defined]
View.color_multiply = _color_multiply  # type: ignore[attr-defined]
View.luminance_to_alpha = _luminance_to_alpha  # type: ignore[attr-defined]
View.blend_mode = _blend_mode  # type: ignore[attr-defined]
View.compositing_group = _compositing_group  # type: ignore[attr-defined]
View.drawing_group = _drawing_group  # type: ignore[attr-defined]
View.corner_radius = _corner_radius  # type: ignore[attr-defined]
View.clipped = _clipped  # type: ignore[attr-defined]
View.transform_effect = _transform_effect  # type: ignore[attr-defined]
View.projection_effect = _projection_effect  # type: ignore[attr-defined]
View.scroll_indicators_flash = _scroll_indicators_flash  # type: ignore[attr-defined]
View.header_prominence = _header_prominence  # type: ignore[attr-defined]
View.edit_mode = _edit_mode  # type: ignore[attr-defined]
View.text_selection = _text_selection  # type: ignore[attr-defined]
View.navigation_subtitle = _navigation_subtitle  # type: ignore[attr-defined]
View.on_delete = _on_delete  # type: ignore[attr-defined]
View.on_move = _on_move  # type: ignore[attr-defined]

__all__ = ["COLOR_NAMES", "EntryModifier", "RegisteredModifier", "UNIT_POINTS", "check_param", "declared_modifiers",
           "modifier", "registered", "snake"]
