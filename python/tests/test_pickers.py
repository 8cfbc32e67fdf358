"""ColorPicker: its layout, JSON, from_swift and SVG. Expected numbers are Apple's SwiftUI as recorded by
github.com/iamcgn/swiftui-web (SW-mac: macOS 26.2, ``colorpicker/*`` @fa7ccda; the goldens are
Tests/Fixtures/goldens/g5_colorpicker_*), or the assumed iOS values docs/PLATFORMS.md states, marked as such."""
import json
import math

import pytest

from swiftlayout import ColorPicker, Form, HStack, InvalidArgumentError, Text, Toggle, VStack, from_swift, layout
from swiftlayout.base import to_document
from swiftlayout.errors import ParseError

MAC = dict(screen=(320, 220), platform="macOS 26", scale=2)


def frames(view, ids, **env):
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ids}


def test_color_picker_macos():
    # SW-mac colorpicker/basic: "Accent" 42.5 + 8 + 48 = 98.5 x 24, "Tint" 79.5; labels_hidden: the 48 x 24 well.
    v = VStack(ColorPicker("Accent", "red").id("red"), ColorPicker("Tint", "blue", supports_opacity=False).id("tint"),
               ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5)).labels_hidden().id("hidden"),
               ColorPicker(Text("Tint").id("custom"), "green").id("labelled"), alignment="leading", spacing=12)
    f = frames(v, ("red", "tint", "hidden", "custom", "labelled"), **MAC)
    assert (f["red"].width, f["red"].height) == (98.5, 24)
    assert (f["tint"].width, f["tint"].height) == (79.5, 24)
    assert (f["hidden"].width, f["hidden"].height) == (48, 24)
    # colorpicker/labels "custom": a Text label in the body font, 18.5 tall, centred on the well (2.75 down).
    assert f["custom"].height == 18.5 and f["custom"].y - f["labelled"].y == 2.75


def test_color_picker_baseline_and_form():
    # colorpicker/labels "baselineRow": a 13 pt Text 3.75 below the picker's top; colorpicker/form: 27-tall rows,
    # the wells' trailing edges aligned, the checkbox at the control column (the well's leading edge).
    row = HStack(ColorPicker("Hg", "orange").id("p"), Text("Hg").id("t"), alignment="first_text_baseline", spacing=8)
    f = frames(row, ("p", "t"), screen=(320, 160), platform="macOS 26", scale=2)
    assert f["t"].y - f["p"].y == 3.75
    form = Form(ColorPicker("Accent", "red").id("a"), ColorPicker("Tint", "blue").id("b"),
                Toggle("Enabled", True).id("c")).id("form")
    f = frames(form, ("a", "b", "c", "form"), screen=(320, 200), platform="macOS 26", scale=2)
    assert f["a"].height == 27 and f["b"].height == 27
    assert f["a"].max_x == f["b"].max_x and f["c"].x == f["a"].max_x - 48
    assert f["form"].width == 120.5


def test_color_picker_ios_assumed():
    # iOS: not recorded; assumed a row filling the width with a 28 x 28 well trailing (docs/PLATFORMS.md).
    f = frames(VStack(ColorPicker("Accent", "red").id("p")), ("p",), screen=(320, 200), platform="iOS 26", scale=2)
    assert (f["p"].width, f["p"].height) == (320, 28)


def test_color_picker_json_and_repr():
    doc = json.loads(to_document(ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5), supports_opacity=False)))
    assert doc["type"] == "ColorPicker" and doc["selection"] == {"red": 0.2, "green": 0.6, "blue": 0.4, "opacity": 0.5}
    assert doc["supportsOpacity"] is False and doc["label"]["text"] == "Accent"
    assert ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5)).color == "#33996680"
    assert "ColorPicker" in repr(ColorPicker("Accent", "red"))


@pytest.mark.parametrize("selection", ["mauve", (2, 0, 0), (0, 0), (math.nan, 0, 0), 3, None])
def test_color_picker_bad_selection(selection):
    with pytest.raises(InvalidArgumentError):
        ColorPicker("Accent", selection)


def test_color_picker_bad_flag_and_engine_errors():
    with pytest.raises(InvalidArgumentError):
        ColorPicker("Accent", "red", supports_opacity="yes")  # type: ignore[arg-type]


def test_color_picker_from_swift_and_svg():
    v = from_swift('ColorPicker("Accent", selection: .constant(.red), supportsOpacity: false)')
    assert isinstance(v, ColorPicker) and v.selection == "red" and v.supports_opacity is False
    with layout(v.id("p"), **MAC) as r:
        assert (r["p"].frame.width, r["p"].frame.height) == (98.5, 24)
        svg = r.svg()
    assert 'width="48" height="24"' in svg and "#FF3B30" in svg   # the well, filled with the system red
