"""The everyday views (Sources/SwiftLayout/Controls): Divider, Image, Button, Link, NavigationLink, Label,
LabeledContent, Toggle, TextField, SecureField, TextEditor, Menu, Gauge, Slider, Stepper, Picker, ColorPicker,
DatePicker, ProgressView and ControlGroup; and AsyncImage and ContentUnavailableView (Sources/SwiftLayout/Views).

Each view serialises to the JSON document format (docs/FORMAT.md). Their sizes are SwiftUI's as measured
per platform (docs/PLATFORMS.md, "Controls"): a bordered button is its label plus 12 pt sideways and 4 pt
(macOS) or 7 pt (iOS 26) vertically; an iOS toggle is a row filling the width, 30 tall; and so on.

Their style modifiers (``Button("OK").button_style("bordered")``, …) are in ``swiftlayout.modifiers.controls``.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from ..base import Part, check_color, check_flag, choose, collect_views, with_children
from ..errors import InvalidArgumentError
from ..geometry import check_length, check_number, check_string
from .children import ChildrenView
from .text import Text
from .view import Leaf, View

_set = object.__setattr__

__all__ = [
    "AsyncImage",
    "Button",
    "ColorPicker",
    "ContentUnavailableView",
    "ControlGroup",
    "DatePicker",
    "Divider",
    "Image",
    "Gauge",
    "Label",
    "LabeledContent",
    "Link",
    "Menu",
    "NavigationLink",
    "Picker",
    "ProgressView",
    "SecureField",
    "Slider",
    "Stepper",
    "TextEditor",
    "TextField",
    "Toggle",
    "VideoPlayer",
]

_ROLES = ("destructive", "cancel")


def _size(width: Optional[float], height: Optional[float], owner: str) -> Optional[Tuple[float, float]]:
    w = check_length(width, f"{owner}: width")
    h = check_length(height, f"{owner}: height")
    if (w is None) != (h is None):
        raise InvalidArgumentError(f"{owner}: give both width and height, or neither")
    return None if w is None or h is None else (w, h)


def _label_view(label: Union[str, View], owner: str) -> View:
    if isinstance(label, View):
        return label
    return Text(check_string(label, owner, "title"))


class Divider(Leaf):
    """``Divider()``: a line of the platform's thickness (1 pt on macOS, one pixel on iOS) across the
    stack it is in — vertical in an HStack, horizontal elsewhere — spanning the proposal along it."""

    __slots__ = ()
    kind = "Divider"


class Image(Leaf):
    """``Image(name)`` with its asset's intrinsic ``width`` × ``height`` (SwiftUI reads it from the asset
    catalog), or ``Image(system_name=…)``: an SF Symbol sized by its font: the symbol's measured box (240
    symbols; the star's, approximate, for others) unless ``width``/``height`` are given. Rigid at its size;
    :meth:`resizable` makes it take the proposal."""

    __slots__ = ("name", "system_name", "width", "height", "is_resizable")
    name: Optional[str]
    system_name: Optional[str]
    width: Optional[float]
    height: Optional[float]
    is_resizable: bool
    kind = "Image"

    def __init__(
        self,
        name: Optional[str] = None,
        width: Optional[float] = None,
        height: Optional[float] = None,
        *,
        system_name: Optional[str] = None,
        resizable: bool = False,
    ) -> None:
        super().__init__()
        if (name is None) == (system_name is None):
            raise InvalidArgumentError("Image: give a name or a system_name, not both or neither")
        size = _size(width, height, "Image")
        if name is not None:
            check_string(name, "Image", "name", allow_empty=False)
            if size is None:
                raise InvalidArgumentError(f"Image: {name!r} needs its asset's width and height")
        else:
            check_string(system_name, "Image", "system_name", allow_empty=False)
        _set(self, "name", name)
        _set(self, "system_name", system_name)
        _set(self, "width", None if size is None else size[0])
        _set(self, "height", None if size is None else size[1])
        _set(self, "is_resizable", bool(resizable))

    def resizable(self) -> "Image":
        """``.resizable()``: the image takes the proposal (None on an axis: its intrinsic size)."""
        made = Image(self.name, self.width, self.height, system_name=self.system_name, resizable=True)
        return made if self._id is None else made.id(self._id)  # id() clones: still an Image

    def _keys(self) -> str:
        out = "," + (
            f'"name":{json.dumps(self.name)}'
            if self.name is not None
            else f'"systemName":{json.dumps(self.system_name)}'
        )
        if self.width is not None:
            out += f',"width":{self.width!r},"height":{self.height!r}'
        return out + (',"resizable":true' if self.is_resizable else "")

    def _fields(self) -> str:
        what = json.dumps(self.name) if self.name is not None else f"systemName: {json.dumps(self.system_name)}"
        return what + (", resizable" if self.is_resizable else "")


class _Control(View):
    """A control whose JSON has its own keys and optionally one contained view under ``view_key``."""

    __slots__ = ()
    view_key: str = ""

    def _keys(self) -> Dict[str, Any]:
        return {}

    def _view(self) -> Optional[View]:
        return None

    @property
    def children(self) -> Tuple[View, ...]:
        v = self._view()
        return () if v is None else (v,)

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":' + json.dumps(self.kind)
        for k, v in self._keys().items():
            head += "," + json.dumps(k) + ":" + json.dumps(v)
        v = self._view()
        if v is None:
            return [head]
        return [head + "," + json.dumps(self.view_key) + ":", v]


class Button(_Control):
    """``Button(title)`` or ``Button(label_view)``, with an optional ``role`` ("destructive",
    "cancel"; no layout effect). Plain and borderless buttons are their label; bordered ones pad it."""

    __slots__ = ("label", "role")
    label: View
    role: Optional[str]
    kind, view_key = "Button", "label"

    def __init__(self, label: Union[str, View], role: Optional[str] = None) -> None:
        super().__init__()
        _set(self, "label", _label_view(label, "Button"))
        _set(self, "role", None if role is None else choose(role, _ROLES, "Button", "role"))

    def _keys(self) -> Dict[str, Any]:
        return {} if self.role is None else {"role": self.role}

    def _view(self) -> Optional[View]:
        return self.label


class Link(_Control):
    """``Link(title, destination=)`` or ``Link(label_view, destination=)``: its label, laid out like a
    borderless button (SW-mac ``link/basic``: "Apple" is its 35 × 16 Text)."""

    __slots__ = ("label", "destination")
    label: View
    destination: str
    kind, view_key = "Link", "label"

    def __init__(self, label: Union[str, View], destination: str = "") -> None:
        super().__init__()
        _set(self, "label", _label_view(label, "Link"))
        _set(self, "destination", check_string(destination, "Link", "destination"))

    def _keys(self) -> Dict[str, Any]:
        return {"destination": self.destination}

    def _view(self) -> Optional[View]:
        return self.label


class NavigationLink(_Control):
    """``NavigationLink(title)`` or ``NavigationLink(label_view)``: a link to the next screen (its
    destination is not laid out). Outside a List it is a button in the platform's automatic style (macOS:
    bordered, "Detail" 59 × 24, SW-mac ``nav/basic``; iOS: its label). In an iOS List row it fills the
    row's content width with a trailing disclosure chevron, its label leading (SW-ios ``ios/nav/push``: 256
    wide in a 320 wide inset grouped list); in a macOS List it is its label (SW-mac ``nav/list``)."""

    __slots__ = ("label",)
    label: View
    kind, view_key = "NavigationLink", "label"

    def __init__(self, label: Union[str, View]) -> None:
        super().__init__()
        _set(self, "label", _label_view(label, "NavigationLink"))

    def _view(self) -> Optional[View]:
        return self.label


class Menu(_Control):
    """``Menu(title)`` or ``Menu(label_view)``, ``primary_action=True`` for ``primaryAction:``: a pull-down
    button around its label (macOS: + 47.5, 24 tall; + 24 with ``menu_indicator("hidden")``; + 45 with a
    primary action: SW-mac ``menu/basic``); on iOS 26 just its label (SW-ios ``ios/menu/basic``). The
    menu's items open in a separate window and are not laid out: pass them as ``items`` for the record
    only (they are not serialised)."""

    __slots__ = ("label", "primary_action", "items")
    label: View
    primary_action: bool
    items: Tuple[View, ...]
    kind, view_key = "Menu", "label"

    def __init__(self, label: Union[str, View], *, primary_action: bool = False, items: Sequence[View] = ()) -> None:
        super().__init__()
        check_flag(primary_action, "Menu: primary_action")
        _set(self, "label", _label_view(label, "Menu"))
        _set(self, "primary_action", primary_action)
        _set(self, "items", tuple(items))

    def _keys(self) -> Dict[str, Any]:
        return {"primaryAction": True} if self.primary_action else {}

    def _view(self) -> Optional[View]:
        return self.label


class _TwoViews(View):
    """A view made of two views: ``_views`` names them (attribute, document key) in the engine's child order."""

    __slots__ = ()
    _views: Tuple[Tuple[str, str], ...] = ()

    @property
    def children(self) -> Tuple[View, ...]:
        return tuple(getattr(self, attribute) for attribute, _ in self._views)

    def _parts(self, fx: List[Any]) -> List[Part]:
        parts: List[Part] = ['{"type":' + json.dumps(self.kind)]
        for attribute, key in self._views:
            parts += [',"' + key + '":', getattr(self, attribute)]
        return parts


class Label(_TwoViews):
    """``Label(title, system_image=…)``, ``Label(title, image=…, width=, height=)`` (the asset's size) or
    ``Label(title_view, icon=view)``: the icon and the title 8 apart, the icon centred on the title's
    capitals. ``icon_width``/``icon_height`` give an SF Symbol's size (else its measured box)."""

    __slots__ = ("title", "icon")
    title: View
    icon: View
    kind = "Label"
    _views = (("icon", "icon"), ("title", "titleView"))

    def __init__(
        self,
        title: Union[str, View],
        system_image: Optional[str] = None,
        *,
        image: Optional[str] = None,
        width: Optional[float] = None,
        height: Optional[float] = None,
        icon: Optional[View] = None,
        icon_width: Optional[float] = None,
        icon_height: Optional[float] = None,
    ) -> None:
        super().__init__()
        given = [x is not None for x in (system_image, image, icon)]
        if sum(given) != 1:
            raise InvalidArgumentError("Label: give exactly one of system_image, image or icon")
        if icon is not None and not isinstance(icon, View):
            raise TypeError(f"Label: icon must be a View, got {type(icon).__name__}")
        if system_image is not None:
            size = _size(icon_width, icon_height, "Label")
            icon = Image(
                system_name=system_image,
                width=None if size is None else size[0],
                height=None if size is None else size[1],
            )
        elif image is not None:
            icon = Image(image, width, height)
        _set(self, "title", _label_view(title, "Label"))
        _set(self, "icon", icon)


class LabeledContent(_TwoViews):
    """``LabeledContent(title, value)`` (two strings) or ``LabeledContent(label_view, content_view)``: the
    label (in the control label font: body on macOS) and the content 8 apart; as wide as the two on macOS
    (SW-mac ``labeledcontent/basic``), a row filling the width with the content trailing on iOS
    (assumed). ``labels_hidden()`` leaves the content alone."""

    __slots__ = ("label", "content")
    label: View
    content: View
    kind = "LabeledContent"
    _views = (("label", "label"), ("content", "content"))

    def __init__(self, label: Union[str, View], content: Union[str, View]) -> None:
        super().__init__()
        _set(self, "label", _label_view(label, "LabeledContent"))
        _set(
            self,
            "content",
            content if isinstance(content, View) else Text(check_string(content, "LabeledContent", "value")),
        )


class Toggle(_Control):
    """``Toggle(title, is_on=)``: a switch (iOS; a row filling the width), a checkbox (macOS) or a
    toggle button, per ``toggle_style``."""

    __slots__ = ("label", "is_on")
    label: View
    is_on: bool
    kind, view_key = "Toggle", "label"

    def __init__(self, label: Union[str, View], is_on: bool = False) -> None:
        super().__init__()
        check_flag(is_on, "Toggle: is_on")
        _set(self, "label", _label_view(label, "Toggle"))
        _set(self, "is_on", is_on)

    def _keys(self) -> Dict[str, Any]:
        return {"isOn": self.is_on}

    def _view(self) -> Optional[View]:
        return self.label


class TextField(_Control):
    """``TextField(placeholder, text=, axis="horizontal")``: fills the proposed width, as tall as its
    style. With ``axis="vertical"`` it grows with the lines its text (or placeholder) wraps to, bounded by
    ``line_limit`` (``line_limit(3, 5)``, ``line_limit(2, reserves_space=True)``): one line's height plus
    26 per further line on iOS 26 (SW-ios ``ios/textfield/vertical``: 2 lines 52 plain, 60 rounded), 16
    on macOS (SW-mac ``textfield/vertical``)."""

    __slots__ = ("placeholder", "text", "axis")
    placeholder: str
    text: str
    axis: str
    kind = "TextField"

    def __init__(self, placeholder: str, text: str = "", axis: str = "horizontal") -> None:
        super().__init__()
        _set(self, "placeholder", check_string(placeholder, self.kind, "placeholder"))
        _set(self, "text", check_string(text, self.kind, "text"))
        if axis not in ("horizontal", "vertical") or (axis == "vertical" and self.kind != "TextField"):
            allowed = '"horizontal" or "vertical"' if self.kind == "TextField" else '"horizontal"'
            raise InvalidArgumentError(f"{self.kind} axis must be {allowed}, got {axis!r}")
        _set(self, "axis", axis)

    def _keys(self) -> Dict[str, Any]:
        keys: Dict[str, Any] = {"placeholder": self.placeholder, "text": self.text}
        if self.axis == "vertical":
            keys["axis"] = "vertical"
        return keys


class SecureField(TextField):
    """``SecureField(placeholder, text=)``: lays out like a one-line TextField."""

    __slots__ = ()
    kind = "SecureField"

    def __init__(self, placeholder: str, text: str = "") -> None:
        super().__init__(placeholder, text)


class Gauge(_Control):
    """``Gauge(value, min=, max=, title=, current_value_label=, minimum_value_label=, maximum_value_label=)``
    (labels are Text strings): 58 x 58 in the accessory circular styles, 8 tall (accessoryLinear) or 52
    (accessoryLinearCapacity) filling the width; the default 40.15 tall, 60.89 with a current value label
    (SW-mac ``gauge/accessory``, ``gauge/basic``). Set the style with ``gauge_style``."""

    __slots__ = ("value", "min", "max", "labels")
    value: float
    min: float
    max: float
    labels: Dict[str, str]
    kind = "Gauge"

    def __init__(
        self,
        value: float = 0,
        min: float = 0,
        max: float = 1,
        title: Optional[str] = None,
        current_value_label: Optional[str] = None,
        minimum_value_label: Optional[str] = None,
        maximum_value_label: Optional[str] = None,
    ) -> None:
        super().__init__()
        lo, hi = check_number(min, "Gauge: min"), check_number(max, "Gauge: max")
        if not lo < hi:
            raise InvalidArgumentError(f"Gauge: min must be < max, got {lo}...{hi}")
        _set(self, "value", check_number(value, "Gauge: value"))
        _set(self, "min", lo)
        _set(self, "max", hi)
        labels = {}
        for key, text in (
            ("title", title),
            ("currentValueLabel", current_value_label),
            ("minimumValueLabel", minimum_value_label),
            ("maximumValueLabel", maximum_value_label),
        ):
            if text is not None:
                labels[key] = check_string(text, "Gauge", key)
        _set(self, "labels", labels)

    def _keys(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"value": self.value}
        if (self.min, self.max) != (0, 1):
            out["min"], out["max"] = self.min, self.max
        out.update(self.labels)
        return out


class TextEditor(_Control):
    """``TextEditor(text=)``: a multi-line editor taking the whole proposed size (SW-mac
    ``texteditor/sizing``); 10 on an axis proposed None (assumed)."""

    __slots__ = ("text",)
    text: str
    kind = "TextEditor"

    def __init__(self, text: str = "") -> None:
        super().__init__()
        _set(self, "text", check_string(text, "TextEditor", "text"))

    def _keys(self) -> Dict[str, Any]:
        return {"text": self.text}


def _optional_label(label: Union[str, View, None], owner: str, argument: str) -> Optional[View]:
    if label is None or isinstance(label, View):
        return label
    return Text(check_string(label, owner, argument))


def _range(min: float, max: float, step: Optional[float], owner: str) -> Tuple[float, float, Optional[float]]:
    """A Slider's or Stepper's bounds and step (no layout effect): min < max, step None or > 0."""
    lo, hi = check_number(min, f"{owner}: min"), check_number(max, f"{owner}: max")
    if not lo < hi:
        raise InvalidArgumentError(f"{owner}: min must be < max, got {lo}...{hi}")
    if step is not None and check_number(step, f"{owner}: step") <= 0:
        raise InvalidArgumentError(f"{owner}: step must be > 0, got {step!r}")
    return lo, hi, step


def _bounds_keys(lo: float, hi: float, step: Optional[float]) -> str:
    out = f',"min":{lo!r},"max":{hi!r}' if (lo, hi) != (0, 1) else ""
    return out + (f',"step":{step!r}' if step is not None else "")


class _Labelled(View):
    """A control with optional label views, each under a JSON key (``label_keys``: (JSON key, attribute))."""

    __slots__ = ()
    label_keys: Tuple[Tuple[str, str], ...] = ()

    @property
    def title(self) -> Optional[str]:
        """The label's text when it is a plain Text, else None."""
        label = getattr(self, "label", None)
        return label.string if isinstance(label, Text) else None

    @property
    def children(self) -> Tuple[View, ...]:
        return tuple(v for v in (getattr(self, a) for _, a in self.label_keys) if v is not None)

    def _labelled(self, head: str) -> List[Part]:
        """``head`` followed by every label view present under its key."""
        parts: List[Part] = [head]
        for key, attr in self.label_keys:
            view = getattr(self, attr)
            if view is not None:
                parts += [',"' + key + '":', view]
        return parts


class Slider(_Labelled):
    """``Slider(value=, title=, min=, max=, step=, minimum_value_label=, maximum_value_label=)``: a row of the
    label (shown on macOS only), the minimum value label, a track filling the proposed width (31 tall on iOS
    26, 16 on macOS) and the maximum value label, 8 apart; the value labels in the footnote style (SW-mac
    ``slider/basic``). ``title`` and the value labels are strings or views; the value, bounds and step change
    no layout."""

    __slots__ = ("value", "min", "max", "step", "label", "minimum_value_label", "maximum_value_label")
    value: float
    min: float
    max: float
    step: Optional[float]
    label: Optional[View]
    minimum_value_label: Optional[View]
    maximum_value_label: Optional[View]
    kind = "Slider"
    label_keys = (
        ("label", "label"),
        ("minimumValueLabel", "minimum_value_label"),
        ("maximumValueLabel", "maximum_value_label"),
    )

    def __init__(
        self,
        value: float = 0,
        title: Union[str, View, None] = None,
        *,
        min: float = 0,
        max: float = 1,
        step: Optional[float] = None,
        minimum_value_label: Union[str, View, None] = None,
        maximum_value_label: Union[str, View, None] = None,
    ) -> None:
        super().__init__()
        _set(self, "value", check_number(value, "Slider: value"))
        lo, hi, st = _range(min, max, step, "Slider")
        _set(self, "min", lo)
        _set(self, "max", hi)
        _set(self, "step", st)
        _set(self, "label", _optional_label(title, "Slider", "title"))
        _set(self, "minimum_value_label", _optional_label(minimum_value_label, "Slider", "minimum_value_label"))
        _set(self, "maximum_value_label", _optional_label(maximum_value_label, "Slider", "maximum_value_label"))

    def _parts(self, fx: List[Any]) -> List[Part]:
        return self._labelled(
            '{"type":"Slider","value":' + json.dumps(self.value) + _bounds_keys(self.min, self.max, self.step)
        )


class Stepper(_Control):
    """``Stepper(title, value=, min=, max=, step=)``: the label (a string or a view) and a − / + control;
    the bounds and step change no layout."""

    __slots__ = ("label", "value", "min", "max", "step")
    label: View
    value: float
    min: float
    max: float
    step: Optional[float]
    kind, view_key = "Stepper", "label"

    def __init__(
        self, title: Union[str, View], value: float = 0, *, min: float = 0, max: float = 1, step: Optional[float] = None
    ) -> None:
        super().__init__()
        _set(self, "label", _label_view(title, "Stepper"))
        _set(self, "value", check_number(value, "Stepper: value"))
        lo, hi, st = _range(min, max, step, "Stepper")
        _set(self, "min", lo)
        _set(self, "max", hi)
        _set(self, "step", st)

    @property
    def title(self) -> Optional[str]:
        """The label's text when it is a plain Text, else None."""
        return self.label.string if isinstance(self.label, Text) else None

    def _keys(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"value": self.value}
        if (self.min, self.max) != (0, 1):
            out["min"], out["max"] = self.min, self.max
        if self.step is not None:
            out["step"] = self.step
        return out

    def _view(self) -> Optional[View]:
        return self.label


class ColorPicker(_Control):
    """``ColorPicker(title, selection=, supports_opacity=True)``: the label (a string or a view) and a colour
    well. macOS 26: the label in the body font, 8, and a 48 × 24 well (SW-mac ``colorpicker/basic``:
    "Accent" 98.5 × 24; ``labels_hidden()`` 48 × 24), 27 tall in a columns Form; iOS (**assumed**, not
    recorded): a 28 × 28 well trailing in a row filling the width. ``selection`` is a colour name, a
    ``"#rrggbb"`` string or ``(red, green, blue[, opacity])`` components in 0…1; it and ``supports_opacity``
    are drawn, not laid out."""

    __slots__ = ("label", "selection", "supports_opacity")
    label: View
    selection: Union[str, Tuple[float, ...]]
    supports_opacity: bool
    kind, view_key = "ColorPicker", "label"

    def __init__(
        self,
        title: Union[str, View],
        selection: Union[str, Sequence[float]] = "primary",
        *,
        supports_opacity: bool = True,
    ) -> None:
        super().__init__()
        _set(self, "label", _label_view(title, "ColorPicker"))
        if isinstance(selection, str):
            chosen: Union[str, Tuple[float, ...]] = check_color(selection)
        elif isinstance(selection, (tuple, list)) and len(selection) in (3, 4):
            parts = tuple(check_number(v, f"ColorPicker: selection component {k}") for k, v in enumerate(selection))
            if any(not 0 <= v <= 1 for v in parts):
                raise InvalidArgumentError(f"ColorPicker: selection components must be in 0...1, got {parts}")
            chosen = parts
        else:
            raise InvalidArgumentError(
                "ColorPicker: selection must be a colour name, '#rrggbb' or "
                f"(red, green, blue[, opacity]) in 0...1, got {selection!r}"
            )
        check_flag(supports_opacity, "ColorPicker: supports_opacity")
        _set(self, "selection", chosen)
        _set(self, "supports_opacity", supports_opacity)

    @property
    def title(self) -> Optional[str]:
        """The label's text when it is a plain Text, else None."""
        return self.label.string if isinstance(self.label, Text) else None

    @property
    def color(self) -> str:
        """The selection as a colour name or ``#rrggbb`` / ``#rrggbbaa`` (for drawing)."""
        if isinstance(self.selection, str):
            return self.selection
        return "#" + "".join(f"{round(v * 255):02x}" for v in self.selection)

    def _keys(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        if isinstance(self.selection, str):
            out["selection"] = self.selection
        else:
            out["selection"] = dict(zip(("red", "green", "blue", "opacity"), self.selection))
        if not self.supports_opacity:
            out["supportsOpacity"] = False
        return out

    def _view(self) -> Optional[View]:
        return self.label


_ISO = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[Tt]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]+))?)?"
    r"(?:([Zz])|([+-])([0-9]{2})(?::?([0-9]{2}))?)?)?",
    re.ASCII,
)
DateLike = Union[str, _dt.datetime, _dt.date]


def parse_date(value: DateLike, what: str) -> Tuple[str, _dt.datetime]:
    """``value`` as the engine's ISO 8601 string and the instant (UTC): a ``datetime`` with a time zone, a
    ``date`` (midnight UTC), or a string ``YYYY-MM-DD`` / ``YYYY-MM-DDTHH:MM[:SS[.fff]]`` with ``Z`` or
    ``±HH:MM`` (the engine's rule, DateTime in Controls/DatePicker.swift)."""
    if isinstance(value, _dt.datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise InvalidArgumentError(f"{what}: a datetime needs a time zone (tzinfo), got {value!r}")
        utc = value.astimezone(_dt.timezone.utc)
        return utc.strftime("%Y-%m-%dT%H:%M:%S") + "Z", utc
    if isinstance(value, _dt.date):
        return value.isoformat(), _dt.datetime(value.year, value.month, value.day, tzinfo=_dt.timezone.utc)
    if not isinstance(value, str):
        raise InvalidArgumentError(f"{what}: expected an ISO 8601 string, a date or a datetime, got {value!r}")
    m = _ISO.fullmatch(value)
    if m is None or (m.group(4) is not None and m.group(8) is None and m.group(9) is None):
        raise InvalidArgumentError(
            f"{what}: {value[:100]!r} is not ISO 8601 (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS]Z / ±HH:MM)"
        )
    try:
        g = m.groups()
        offset = 0
        if g[8] is not None:
            oh, om = int(g[9]), int(g[10] or 0)
            if oh > 23 or om > 59:
                raise ValueError("offset out of range")
            offset = (oh * 3600 + om * 60) * (-1 if g[8] == "-" else 1)
        when = _dt.datetime(
            int(g[0]),
            int(g[1]),
            int(g[2]),
            int(g[3] or 0),
            int(g[4] or 0),
            int(g[5] or 0),
            int((g[6] or "0")[:6].ljust(6, "0")),
            tzinfo=_dt.timezone(_dt.timedelta(seconds=offset)),
        )
    except ValueError as e:
        raise InvalidArgumentError(f"{what}: {value[:100]!r} is not a valid date ({e})") from None
    return value, when.astimezone(_dt.timezone.utc)


_COMPONENTS = {"date": "date", "hourandminute": "hourAndMinute"}


class DatePicker(_Control):
    """``DatePicker(title, selection, in_range=, displayed_components=)``: the label (a string or a view) and a
    date control, styled by ``date_picker_style``. ``selection`` (and the ``in_range`` bounds) an ISO 8601
    string (``"2025-03-15T15:09:00Z"``), a ``datetime`` with a time zone or a ``date``; ``displayed_components``
    ``"date"``, ``"hour_and_minute"`` or both (the default). macOS 26 (SW-mac ``datepicker/*``): the field's
    fixed slots (date 72, time 57, both 137, whatever the date) + 23 for the stepper styles (22 tall) or + 6
    for ``field`` (21 tall), after the label and 8 ("Date" 131.5 × 22); graphical: the calendar 138.5 × 148,
    the clock 119 × 119, both side by side 275.5 × 148. iOS 26 (SW-ios ``ios/datepicker/*``): capsules 38.5
    tall (40 with a time) trailing in a row filling the width; ``wheel`` 320 × 216. The range changes no
    layout; the date is shown in the ``time_zone`` around it (UTC by default)."""

    __slots__ = ("label", "selection", "displayed_components", "in_range", "_when", "_bounds")
    label: View
    selection: str
    displayed_components: Tuple[str, ...]
    in_range: Optional[Tuple[str, str]]
    _when: _dt.datetime
    _bounds: Optional[Tuple[Optional[_dt.datetime], Optional[_dt.datetime]]]
    kind, view_key = "DatePicker", "label"

    def __init__(
        self,
        title: Union[str, View],
        selection: DateLike = "1970-01-01T00:00:00Z",
        *,
        in_range: Optional[Tuple[Optional[DateLike], Optional[DateLike]]] = None,
        displayed_components: Union[str, Sequence[str]] = ("date", "hour_and_minute"),
    ) -> None:
        super().__init__()
        _set(self, "label", _label_view(title, "DatePicker"))
        iso, when = parse_date(selection, "DatePicker: selection")
        _set(self, "selection", iso)
        _set(self, "_when", when)
        parts = [displayed_components] if isinstance(displayed_components, str) else list(displayed_components)
        if not parts:
            raise InvalidArgumentError("DatePicker: displayed_components must not be empty")
        chosen: List[str] = []
        for p in parts:
            name = _COMPONENTS.get(p.replace("_", "").lower()) if isinstance(p, str) else None
            if name is None:
                raise InvalidArgumentError(
                    f"DatePicker: unknown displayed component {p!r}; valid: date, hour_and_minute"
                )
            if name not in chosen:
                chosen.append(name)
        _set(self, "displayed_components", tuple(c for c in ("date", "hourAndMinute") if c in chosen))
        bounds: Optional[Tuple[Optional[_dt.datetime], Optional[_dt.datetime]]] = None
        kept: Optional[Tuple[str, str]] = None
        if in_range is not None:
            if not isinstance(in_range, (tuple, list)) or len(in_range) != 2:
                raise InvalidArgumentError(f"DatePicker: in_range must be (min, max), got {in_range!r}")
            lo = None if in_range[0] is None else parse_date(in_range[0], "DatePicker: in_range min")
            hi = None if in_range[1] is None else parse_date(in_range[1], "DatePicker: in_range max")
            if lo is not None and hi is not None and lo[1] > hi[1]:
                raise InvalidArgumentError(f"DatePicker: in_range min must be <= max, got {lo[0]}...{hi[0]}")
            bounds = (None if lo is None else lo[1], None if hi is None else hi[1])
            kept = (lo[0] if lo else "", hi[0] if hi else "")
        _set(self, "in_range", kept)
        _set(self, "_bounds", bounds)

    @property
    def title(self) -> Optional[str]:
        """The label's text when it is a plain Text, else None."""
        return self.label.string if isinstance(self.label, Text) else None

    def shown_date(self, seconds_from_gmt: int = 0) -> _dt.datetime:
        """The date shown: the selection clamped into the range, as the wall-clock time at a zone
        ``seconds_from_gmt`` east of GMT (the UTC datetime shifted by the offset)."""
        when = self._when
        if self._bounds is not None:
            lo, hi = self._bounds
            when = max(when, lo) if lo is not None else when
            when = min(when, hi) if hi is not None else when
        return when + _dt.timedelta(seconds=seconds_from_gmt)

    def shown_text(self, platform: str = "macOS 26", seconds_from_gmt: int = 0) -> List[str]:
        """What the control shows (en_US), the selection clamped into the range, at a zone: macOS's field
        ``["3/15/2025, 3:09\u202fPM"]``, iOS's capsules ``["Mar 15, 2025", "3:09\u202fPM"]`` (the period
        after U+202F NARROW NO-BREAK SPACE)."""
        local = self.shown_date(seconds_from_gmt)
        ios = platform.lower().startswith("ios")
        out = []
        if "date" in self.displayed_components:
            out.append(f"{local:%b} {local.day}, {local.year}" if ios else f"{local.month}/{local.day}/{local.year}")
        if "hourAndMinute" in self.displayed_components:
            out.append(f"{(local.hour % 12) or 12}:{local.minute:02d}\u202f{'AM' if local.hour < 12 else 'PM'}")
        return out if ios else [", ".join(out)]

    def _keys(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"selection": self.selection}
        if self.displayed_components != ("date", "hourAndMinute"):
            out["displayedComponents"] = (
                self.displayed_components[0] if len(self.displayed_components) == 1 else list(self.displayed_components)
            )
        if self.in_range is not None:
            if self.in_range[0]:
                out["min"] = self.in_range[0]
            if self.in_range[1]:
                out["max"] = self.in_range[1]
        return out

    def _view(self) -> Optional[View]:
        return self.label


class Picker(ChildrenView):
    """``Picker(title, *options, selection=)``: the options are views tagged with ``.tag(…)``;
    ``selection`` is the selected tag (None: the first option). Menu, segmented, radio group (macOS),
    inline (macOS: the radio group; iOS: the wheel) or wheel (iOS) per ``picker_style``. ``title`` is a
    string or a label view (``Picker(selection:content:label:)``), laid out where the title is (SW-mac
    ``picker/forms``: a Label 24 + 8 + "Fruit" 28, then 8 and the pop-up)."""

    __slots__ = ("title", "label", "selection")
    title: Optional[str]
    label: View
    selection: Union[int, str, None]
    kind = "Picker"

    def __init__(self, title: Union[str, View], *options: Any, selection: Union[int, str, None] = None) -> None:
        super().__init__()
        if selection is not None and (isinstance(selection, bool) or not isinstance(selection, (int, str))):
            raise InvalidArgumentError(f"Picker: selection must be an int or str tag, got {selection!r}")
        if not isinstance(title, (str, View)):
            raise InvalidArgumentError(f"Picker: title must be a str or a View (the label), got {type(title).__name__}")
        _set(self, "title", None if isinstance(title, View) else check_string(title, "Picker", "title"))
        _set(self, "label", _label_view(title, "Picker"))
        _set(self, "selection", selection)
        self._keep_children(options, "Picker")

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"Picker"'
        if self.title is not None:
            head += ',"title":' + json.dumps(self.title)
        if self.selection is not None:
            head += ',"selection":' + json.dumps(self.selection)
        if self.title is not None:
            return self._with_children(head)
        parts: List[Part] = [head + ',"label":', self.label]
        return parts + self._with_children("")


class ProgressView(_Labelled):
    """``ProgressView(title, value=, total=, current_value_label=)``: linear with a value, a circular spinner
    without. ``title`` and ``current_value_label`` are strings or views; the current value label sits under
    the bar (SW-mac ``progress/basic``: 16 + 20 + 16 = 52)."""

    __slots__ = ("label", "value", "total", "current_value_label")
    label: Optional[View]
    value: Optional[float]
    total: float
    current_value_label: Optional[View]
    kind = "ProgressView"
    label_keys = (("label", "label"), ("currentValueLabel", "current_value_label"))

    def __init__(
        self,
        title: Union[str, View, None] = None,
        value: Optional[float] = None,
        total: float = 1,
        *,
        current_value_label: Union[str, View, None] = None,
    ) -> None:
        super().__init__()
        _set(self, "label", _optional_label(title, "ProgressView", "title"))
        _set(self, "value", None if value is None else check_number(value, "ProgressView: value"))
        t = check_number(total, "ProgressView: total")
        if t <= 0:
            raise InvalidArgumentError(f"ProgressView: total must be > 0, got {total!r}")
        _set(self, "total", t)
        _set(self, "current_value_label", _optional_label(current_value_label, "ProgressView", "current_value_label"))

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"ProgressView"'
        if self.value is not None:
            head += ',"value":' + json.dumps(self.value)
        if self.total != 1:
            head += ',"total":' + json.dumps(self.total)
        return self._labelled(head)


_ASYNC_PHASES = ("empty", "success", "failure")


class AsyncImage(_Control):
    """``AsyncImage(phase="empty", content=None)``: an image loaded from a URL, laid out as the view of its
    phase — nothing is reserved for the image before it loads (measured: swiftui-web ``asyncimage/phases``).
    ``phase`` is "empty" (not loaded: a nil URL stays here), "success" (give ``image_size``, the image's size in
    pixels, and ``scale``) or "failure"; ``content`` is the view the app shows in that phase (SwiftUI's
    ``content:`` / ``placeholder:`` closures evaluated for it). Without content, SwiftUI's default: the loaded
    image at its size ÷ scale, not resizable, or a gray placeholder that fills (**assumed** from Apple's
    "fills the available space")."""

    __slots__ = ("phase", "image_size", "scale", "content")
    phase: str
    image_size: Optional[Tuple[float, float]]
    scale: float
    content: Optional[View]
    kind, view_key = "AsyncImage", "content"

    def __init__(
        self,
        phase: str = "empty",
        content: Optional[View] = None,
        *,
        image_size: Optional[Tuple[float, float]] = None,
        scale: float = 1,
    ) -> None:
        super().__init__()
        _set(self, "phase", choose(phase, _ASYNC_PHASES, "AsyncImage", "phase"))
        if image_size is not None:
            if not isinstance(image_size, (tuple, list)) or len(image_size) != 2:
                raise InvalidArgumentError(
                    f"AsyncImage: image_size must be (width, height) in pixels, got {image_size!r}"
                )
            image_size = _size(image_size[0], image_size[1], "AsyncImage image_size")
        if self.phase == "success" and image_size is None:
            raise InvalidArgumentError("AsyncImage: a loaded image (phase 'success') needs its image_size in pixels")
        _set(self, "image_size", image_size if self.phase == "success" else None)
        s = check_number(scale, "AsyncImage scale")
        if not s > 0:
            raise InvalidArgumentError(f"AsyncImage: scale must be > 0, got {scale!r}")
        _set(self, "scale", float(s))
        if content is not None and not isinstance(content, View):
            raise TypeError(f"AsyncImage: content must be a View (the phase's view), got {type(content).__name__}")
        _set(self, "content", content)

    def _keys(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"phase": self.phase}
        if self.image_size is not None:
            out["imageWidth"], out["imageHeight"] = self.image_size
        if self.scale != 1:
            out["scale"] = self.scale
        return out

    def _view(self) -> Optional[View]:
        return self.content

    def _fields(self) -> str:
        return f"phase: .{self.phase}"


class VideoPlayer(_Control):
    """``VideoPlayer(video_overlay=None)``: AVKit's ``VideoPlayer(player:)`` / ``VideoPlayer(player:videoOverlay:)``.
    The video area takes its proposal like a shape (a nil proposal: 10 x 10) and ``video_overlay`` is laid out in it,
    proposed the player's size and centred (Apple's VideoPlayer docs: the overlay sits above the video).
    **Assumed**: no recording of a VideoPlayer's frame (docs/PLATFORMS.md); video and controls are not drawn."""

    __slots__ = ("video_overlay",)
    video_overlay: Optional[View]
    kind, view_key = "VideoPlayer", "videoOverlay"

    def __init__(self, video_overlay: Optional[View] = None) -> None:
        super().__init__()
        if video_overlay is not None and not isinstance(video_overlay, View):
            raise TypeError(f"VideoPlayer: video_overlay must be a View, got {type(video_overlay).__name__}")
        _set(self, "video_overlay", video_overlay)

    def _view(self) -> Optional[View]:
        return self.video_overlay


class ContentUnavailableView(View):
    """``ContentUnavailableView("No Mail", system_image="tray", description="Try again later.")`` or
    ``ContentUnavailableView(label=…, description=…, actions=[…])``; ``ContentUnavailableView.search(text)``.
    It fills its proposal; on macOS the label's title (large title, bold; its icon not drawn) starts 20 from the
    top, the description (body) and the actions (side by side) follow 12 apart, each centred (measured:
    swiftui-web ``unavailable/basic``); on iOS the column is centred vertically (**assumed**)."""

    __slots__ = ("label", "description", "actions", "search_text", "is_search")
    label: Optional[View]
    description: Optional[View]
    actions: Tuple[View, ...]
    search_text: Optional[str]
    is_search: bool
    kind = "ContentUnavailableView"

    def __init__(
        self,
        title: Optional[str] = None,
        system_image: Optional[str] = None,
        description: Union[str, View, None] = None,
        *,
        label: Optional[View] = None,
        actions: Sequence[View] = (),
    ) -> None:
        super().__init__()
        if label is not None and (title is not None or system_image is not None):
            raise InvalidArgumentError("ContentUnavailableView: give a title (and system_image) or a label, not both")
        if label is None:
            title_text = check_string(title if title is not None else "", "ContentUnavailableView", "title")
            made: View
            if system_image is not None:
                made = Label(title_text, check_string(system_image, "ContentUnavailableView", "system_image"))
            else:
                made = Text(title_text)
            label = made
        elif not isinstance(label, View):
            raise TypeError(f"ContentUnavailableView: label must be a View, got {type(label).__name__}")
        _set(self, "label", label)
        _set(self, "description", None if description is None else _label_view(description, "ContentUnavailableView"))
        acts = tuple(actions)
        for k, a in enumerate(acts):
            if not isinstance(a, View):
                raise TypeError(f"ContentUnavailableView: action {k} must be a View, got {type(a).__name__}")
        _set(self, "actions", acts)
        _set(self, "search_text", None)
        _set(self, "is_search", False)

    @classmethod
    def search(cls, text: Optional[str] = None) -> "ContentUnavailableView":
        """``ContentUnavailableView.search`` (``text=None``) and ``.search(text:)``: "No Results" (for the text)
        over "Check the spelling or try a new search."."""
        made = cls("No Results")
        _set(made, "label", None)
        _set(made, "is_search", True)
        _set(made, "search_text", None if text is None else check_string(text, "ContentUnavailableView.search", "text"))
        return made

    @property
    def children(self) -> Tuple[View, ...]:
        own = tuple(v for v in (self.label, self.description) if v is not None) + self.actions
        return own

    def _parts(self, fx: List[Any]) -> List[Part]:
        if self.is_search:
            head = '{"type":"ContentUnavailableView","search":true'
            if self.search_text is not None:
                head += ',"searchText":' + json.dumps(self.search_text)
            return [head]
        label: View = self.label if self.label is not None else Text("")
        parts: List[Part] = ['{"type":"ContentUnavailableView","label":', label]
        if self.description is not None:
            parts += [',"description":', self.description]
        if self.actions:
            parts.append(',"actions":[')
            for k, a in enumerate(self.actions):
                parts += ([","] if k else []) + [a]
            parts.append("]")
        return parts


class ControlGroup(View):
    """``ControlGroup(a, b, label=None)``: related controls side by side as bordered buttons with no space between
    them (**assumed**: no recording has a ControlGroup); ``.control_group_style("menu")`` /
    ``"compact_menu"``: a menu button showing ``label`` (a string or a view), the controls in its menu."""

    __slots__ = ("controls", "label")
    controls: Tuple[View, ...]
    label: Optional[View]
    kind = "ControlGroup"

    def __init__(self, *controls: Any, label: Union[str, View, None] = None) -> None:
        super().__init__()
        _set(self, "controls", collect_views(controls, "ControlGroup"))
        _set(self, "label", None if label is None else _label_view(label, "ControlGroup"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self.controls + ((self.label,) if self.label is not None else ())

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"ControlGroup"'
        if self.label is None:
            return with_children(head, self.controls)
        parts: List[Part] = [head + ',"label":', self.label]
        return parts + with_children("", self.controls)
