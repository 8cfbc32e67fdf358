"""The everyday views (issue #18) from Python. Every expected number is a measurement of Apple's SwiftUI
(github.com/iamcgn/swiftui-web goldens, cited per test; docs/PLATFORMS.md "Controls"), never the
engine's own output. Label widths are avoided where the text model differs (issue #17)."""
import ctypes
import math

import pytest

from swiftlayout import (Button, Color, Divider, HStack, Image, InvalidArgumentError, Label, Picker, ProgressView,
                         SecureField, Slider, Stepper, Text, TextField, Toggle, VStack, layout)
from swiftlayout._ffi import lib

MAC = dict(screen=(320, 300), platform="macOS 26")
IOS = dict(screen=(320, 480), platform="iOS 26")


def frames(view, **env):
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ("a", "b", "c", "d", "e", "f", "g") if n in r}


def size(rect):
    return (rect.width, rect.height)


def test_divider_thickness_and_orientation_macos():
    # SW-mac layout/divider: 200 x 1 across the VStack, 1 x 179 in the HStack (its whole proposed height).
    v = VStack(Color.red.frame(width=100, height=20), Divider().id("a"),
               HStack(Color.blue.frame(width=20, height=60), Divider().id("b"), Color.green.frame(width=20, height=60),
                      spacing=0), spacing=0)
    f = frames(v, screen=(200, 200), platform="macOS 26")
    assert size(f["a"]) == (200, 1)
    assert size(f["b"]) == (1, 179)


def test_divider_is_one_pixel_on_ios():
    # SW-ios ios/layout/basics and the iOS metrics table: 0.5 pt at @2x.
    f = frames(VStack(Divider().id("a")), screen=(320, 300), scale=2, platform="iOS 26")
    assert size(f["a"]) == (320, 0.5)


def test_image_rigid_resizable_fit_fill():
    # SW-mac image/resizable and image/aspect-ratio (swatch 64 x 40).
    v = VStack(Image("swatch", 64, 40).frame(width=30, height=30).id("a"),
               Image("swatch", 64, 40).id("b").resizable().frame(width=30, height=30),
               Image("swatch", 64, 40).resizable().scaled_to_fit().id("c").frame(width=40, height=100),
               Image("swatch", 64, 40).resizable().scaled_to_fill().id("d").frame(width=40, height=60), spacing=8)
    with layout(v, **MAC) as r:
        assert size(r["a"].frame) == (30, 30) and size(r["a"].children[0].frame) == (64, 40)
        assert size(r["b"].frame) == (30, 30)
        assert size(r["c"].frame) == (40, 25)
        assert size(r["d"].frame) == (96, 60)


def test_button_styles_macos_pad_their_label():
    # SW-mac button/styles: bordered and prominent add 12 sideways and 4 vertically (24 tall); plain and
    # borderless are their label (16 tall).
    def pair(style):
        with layout(HStack(Button("Bordered").button_style(style).id("a")), **MAC) as r:
            return r["a"].frame, r["a"].children[0].children[0].frame
    for style in ("bordered", "bordered_prominent", "automatic"):
        button, label = pair(style)
        assert button.height == 24 and button.width == pytest.approx(label.width + 24)
    for style in ("plain", "borderless"):
        button, label = pair(style)
        assert size(button) == size(label) and button.height == 16


def test_button_styles_ios():
    # SW-ios ios/button/basic: automatic = borderless (the 24.5 label); bordered 38.5 (7 above and below).
    with layout(VStack(Button("OK").id("a"), Button("OK").button_style("bordered").id("b")), **IOS) as r:
        assert r["a"].frame.height == 24.5
        assert r["b"].frame.height == 38.5 and r["b"].frame.width == pytest.approx(r["a"].frame.width + 24)


def test_ios_control_heights_fill_width():
    # SW-ios ios/layout/controls: toggle 320 x 30, text fields 26 / 34, slider 31, stepper 32, segmented 31.
    v = VStack(Toggle("Enabled", is_on=True).id("a"), TextField("Placeholder", "Hello").id("b"),
               TextField("Placeholder", "Hello").text_field_style("roundedBorder").id("c"), Slider(0.5).id("d"),
               Stepper("Quantity: 3", 3).id("e"),
               Picker("Size", Text("Small").tag(1), Text("Medium").tag(2), selection=1).picker_style("segmented").id("f"))
    f = frames(v, **IOS)
    assert [size(f[k]) for k in "abcdef"] == [(320, 30), (320, 26), (320, 34), (320, 31), (320, 32), (320, 31)]


def test_macos_controls():
    # SW-mac toggle/basic (hidden checkbox 16 x 16, with label 18.5 tall), toggle/styles (hidden switch
    # 54 x 24), stepper/basic (hidden 20 x 26), textfield/basic (24 tall, filling), slider/basic (16),
    # progress/basic and indeterminate (bar 20, spinner 32, small 16).
    v = VStack(Toggle("Enabled", is_on=True).labels_hidden().id("a"), Toggle("Enabled").id("b"),
               Toggle("Enabled").toggle_style("switch").labels_hidden().id("c"), Stepper("Count", 1).labels_hidden().id("d"),
               SecureField("Password").id("e"), Slider(0).id("f"), ProgressView().control_size("small").id("g"),
               alignment="leading", spacing=12)
    f = frames(v, **MAC)
    assert size(f["a"]) == (16, 16) and f["b"].height == 18.5
    assert size(f["c"]) == (54, 24) and size(f["d"]) == (20, 26)
    assert size(f["e"]) == (320, 24) and size(f["f"]) == (320, 16) and size(f["g"]) == (16, 16)


def test_progress_view_ios():
    # SW-ios ios/progress/basic: the bar is 4 tall, the spinner 20 x 20.
    f = frames(VStack(ProgressView(value=0.4).id("a"), ProgressView().id("b")), **IOS)
    assert size(f["a"]) == (320, 4) and size(f["b"]) == (20, 20)


def test_label_spacing_and_icon_only():
    # SW-mac label/basic: icon + 8 + title; the 24 x 24 icon alone with .iconOnly.
    with layout(VStack(Label("Title", image="icon", width=24, height=24).id("a"),
                       Label("Title", image="icon", width=24, height=24).label_style("icon_only").id("b")), **MAC) as r:
        icon, title = r["a"].children
        assert title.frame.x - icon.frame.max_x == 8
        assert size(r["b"].frame) == (24, 24)


def test_document_spellings():
    doc = VStack(Button("OK", role="destructive").button_style("bordered_prominent"), Divider()).to_document()
    assert '"buttonStyle":"borderedProminent"' in doc and '"role":"destructive"' in doc and '"type":"Divider"' in doc


@pytest.mark.parametrize("make, message", [
    (lambda: Button("OK").button_style("fancy"), "button_style: unknown value 'fancy'"),
    (lambda: Image("x"), "Image: 'x' needs its asset's width and height"),
    (lambda: Image("x", 10), "Image: give both width and height"),
    (lambda: Toggle("On", is_on=1), "Toggle: is_on must be True or False"),
    (lambda: Slider(math.nan), "Slider: value"),
    (lambda: ProgressView(value=1, total=0), "ProgressView: total must be > 0"),
    (lambda: Label("x"), "Label: give exactly one of"),
    (lambda: Picker("P", selection=1.5), "Picker: selection must be"),
])
def test_validation_names_view_and_argument(make, message):
    with pytest.raises(InvalidArgumentError, match=message.replace("(", r"\(")):
        make()


def test_c_constructors_validate():
    d = lib.sl_document_new()
    try:
        assert lib.sl_button(d, b"OK", None) != 0
        assert lib.sl_button(d, None, None) == 0
        assert lib.sl_image(d, b"swatch", -1.0, 4.0, 0) == 0
        assert b"width and height" in lib.sl_last_error()
        v = lib.sl_toggle(d, b"On", 1)
        assert lib.sl_button_style(d, v, b"bordered") != 0
        assert lib.sl_button_style(d, v, b"fancy") == 0
        assert b"known: automatic, plain" in lib.sl_last_error()
        assert lib.sl_divider(12345) == 0
    finally:
        lib.sl_document_free(d)
