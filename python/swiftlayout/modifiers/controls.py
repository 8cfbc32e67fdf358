"""Control modifiers (Sources/SwiftLayout/Controls; the registry's Controls table): the styles and sizes the
controls inside read from the environment, hidden labels, a Picker option's tag, an Image's scaling, the
time zone of the DatePickers inside."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Dict, Tuple, Union

from ..base import ViewBase, choose
from ..errors import InvalidArgumentError
from ..registry import EntryModifier

if TYPE_CHECKING:
    from ..views.view import ModifiedContent

#: The names each control setting takes (SwiftUI's, in snake_case or camelCase).
STYLES: Dict[str, Tuple[str, ...]] = {
    "buttonStyle": ("automatic", "plain", "borderless", "bordered", "borderedProminent"),
    "toggleStyle": ("automatic", "switch", "checkbox", "button"),
    "textFieldStyle": ("automatic", "plain", "roundedBorder", "squareBorder"),
    "pickerStyle": ("automatic", "menu", "segmented", "radioGroup", "inline", "wheel"),
    "datePickerStyle": ("automatic", "compact", "field", "stepperField", "graphical", "wheel"),
    "progressViewStyle": ("automatic", "linear", "circular"),
    "labelStyle": ("automatic", "titleAndIcon", "titleOnly", "iconOnly"),
    "controlSize": ("mini", "small", "regular", "large", "extraLarge"),
    "imageScale": ("small", "medium", "large"),
    "menuIndicator": ("automatic", "visible", "hidden"),
    "gaugeStyle": (
        "automatic",
        "linearCapacity",
        "accessoryLinear",
        "accessoryLinearCapacity",
        "accessoryCircular",
        "accessoryCircularCapacity",
    ),
    "tabViewStyle": ("automatic", "page", "tabBarOnly", "sidebarAdaptable"),
}


def ControlSetting(key: str, value: Any) -> EntryModifier:
    """A control setting written into the environment of the content (``.buttonStyle(.bordered)``,
    ``.labelsHidden()``, ``.tag(1)``, ``.scaledToFit()``): changes no frame by itself."""
    return EntryModifier(key, value, "EnvironmentKeyWritingModifier")


_ZONE = re.compile(r"(?i:UTC|GMT)(?:([+-])([0-9]{1,2})(?::?([0-9]{2}))?)?", re.ASCII)


def zone_offset(zone: Union[str, int]) -> int:
    """A time zone as seconds east of GMT: ``"UTC"``, ``"GMT"``, one with an offset (``"UTC+05:30"``,
    ``"GMT-3"``), or an int of seconds (within ±18 hours). Named zones are not supported."""
    if isinstance(zone, bool) or not isinstance(zone, (str, int)):
        raise InvalidArgumentError(f"time_zone: expected a zone name or seconds from GMT, got {zone!r}")
    if isinstance(zone, int):
        seconds = zone
    else:
        m = _ZONE.fullmatch(zone)
        if m is None or (m.group(3) is not None and int(m.group(3)) > 59):
            raise InvalidArgumentError(
                f"time_zone: {zone[:100]!r} is not 'UTC', 'GMT' or one with an offset "
                "('UTC+05:30', 'GMT-3'); named zones are not supported"
            )
        seconds = (
            0
            if m.group(1) is None
            else (int(m.group(2)) * 3600 + int(m.group(3) or 0) * 60) * (-1 if m.group(1) == "-" else 1)
        )
    if abs(seconds) > 18 * 3600:
        raise InvalidArgumentError(f"time_zone: offsets are within ±18 hours (64800 s), got {zone!r}")
    return seconds


def _setting(key: str, method: str, value: str) -> EntryModifier:
    """The control setting ``key`` with ``value`` among its names (``STYLES``); ``method`` names it in errors."""
    return ControlSetting(key, choose(value, STYLES[key], method, "value"))


class ControlModifiers(ViewBase):
    """The control modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def button_style(self, value: str) -> "ModifiedContent":
        """``.buttonStyle(_:)``: one of automatic, plain, borderless, bordered, borderedProminent for every control
        inside."""
        return self._modified(_setting("buttonStyle", "button_style", value))

    def toggle_style(self, value: str) -> "ModifiedContent":
        """``.toggleStyle(_:)``: one of automatic, switch, checkbox, button for every control inside."""
        return self._modified(_setting("toggleStyle", "toggle_style", value))

    def text_field_style(self, value: str) -> "ModifiedContent":
        """``.textFieldStyle(_:)``: one of automatic, plain, roundedBorder, squareBorder for every control inside."""
        return self._modified(_setting("textFieldStyle", "text_field_style", value))

    def picker_style(self, value: str) -> "ModifiedContent":
        """``.pickerStyle(_:)``: one of automatic, menu, segmented, radioGroup, inline, wheel for every control
        inside."""
        return self._modified(_setting("pickerStyle", "picker_style", value))

    def date_picker_style(self, value: str) -> "ModifiedContent":
        """``.datePickerStyle(_:)``: one of automatic, compact, field, stepperField, graphical, wheel for every
        control inside."""
        return self._modified(_setting("datePickerStyle", "date_picker_style", value))

    def progress_view_style(self, value: str) -> "ModifiedContent":
        """``.progressViewStyle(_:)``: one of automatic, linear, circular for every control inside."""
        return self._modified(_setting("progressViewStyle", "progress_view_style", value))

    def label_style(self, value: str) -> "ModifiedContent":
        """``.labelStyle(_:)``: one of automatic, titleAndIcon, titleOnly, iconOnly for every control inside."""
        return self._modified(_setting("labelStyle", "label_style", value))

    def control_size(self, value: str) -> "ModifiedContent":
        """``.controlSize(_:)``: one of mini, small, regular, large, extraLarge for every control inside."""
        return self._modified(_setting("controlSize", "control_size", value))

    def image_scale(self, value: str) -> "ModifiedContent":
        """``.imageScale(_:)``: one of small, medium, large for every control inside."""
        return self._modified(_setting("imageScale", "image_scale", value))

    def menu_indicator(self, value: str) -> "ModifiedContent":
        """``.menuIndicator(_:)``: one of automatic, visible, hidden for every control inside."""
        return self._modified(_setting("menuIndicator", "menu_indicator", value))

    def gauge_style(self, value: str) -> "ModifiedContent":
        """``.gaugeStyle(_:)``: one of automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity,
        accessoryCircular, accessoryCircularCapacity for every control inside."""
        return self._modified(_setting("gaugeStyle", "gauge_style", value))

    def labels_hidden(self) -> "ModifiedContent":
        """``.labelsHidden()``: the controls inside show no label."""
        return self._modified(ControlSetting("labelsHidden", True))

    def tag(self, tag: Union[int, str]) -> "ModifiedContent":
        """``.tag(_:)``: this Picker option's tag (an int or a str)."""
        if isinstance(tag, bool) or not isinstance(tag, (int, str)):
            raise InvalidArgumentError(f"tag: expected an int or str, got {tag!r}")
        return self._modified(ControlSetting("tag", tag))

    def scaled_to_fit(self) -> "ModifiedContent":
        """``.scaledToFit()``: ``aspect_ratio(content_mode="fit")`` with the content's own ratio."""
        return self._modified(ControlSetting("scaledToFit", True))

    def scaled_to_fill(self) -> "ModifiedContent":
        """``.scaledToFill()``: ``aspect_ratio(content_mode="fill")`` with the content's own ratio."""
        return self._modified(ControlSetting("scaledToFill", True))

    def time_zone(self, zone: Union[str, int]) -> "ModifiedContent":
        """``.environment(\\.timeZone, _)``: the zone the DatePickers inside show their date in: ``"UTC"``
        (the default), ``"GMT"``, one with an offset (``"UTC+05:30"``, ``"GMT-3"``) or seconds east of GMT."""
        zone_offset(zone)
        return self._modified(ControlSetting("timeZone", zone))
