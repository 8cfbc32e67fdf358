"""How controls sit in a row and a window: iOS controls fill the width at their heights, macOS controls hug
their content, hidden labels leave the control alone, the rows' baselines, and the assumed sizes that are
parameters. Expected numbers are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web (cited per test),
or the rules and assumed values docs/PLATFORMS.md states, marked as such."""

from controls_env import IOS, MAC_300, MAC_320, frames, frames_of, size

from swiftlayout import (
    Gauge,
    HStack,
    Picker,
    ProgressView,
    SecureField,
    Slider,
    Stepper,
    Text,
    TextEditor,
    TextField,
    Toggle,
    VStack,
)


def test_ios_control_heights_fill_width():
    # SW-ios ios/layout/controls: toggle 320 x 30, text fields 26 / 34, slider 31, stepper 32, segmented 31.
    v = VStack(
        Toggle("Enabled", is_on=True).id("a"),
        TextField("Placeholder", "Hello").id("b"),
        TextField("Placeholder", "Hello").text_field_style("roundedBorder").id("c"),
        Slider(0.5).id("d"),
        Stepper("Quantity: 3", 3).id("e"),
        Picker("Size", Text("Small").tag(1), Text("Medium").tag(2), selection=1).picker_style("segmented").id("f"),
    )
    f = frames(v, **IOS)
    assert [size(f[k]) for k in "abcdef"] == [(320, 30), (320, 26), (320, 34), (320, 31), (320, 32), (320, 31)]


def test_macos_controls():
    # SW-mac toggle/basic (hidden checkbox 16 x 16, with label 18.5 tall), toggle/styles (hidden switch
    # 54 x 24), stepper/basic (hidden 20 x 26), textfield/basic (24 tall, filling), slider/basic (16),
    # progress/basic and indeterminate (bar 20, spinner 32, small 16).
    v = VStack(
        Toggle("Enabled", is_on=True).labels_hidden().id("a"),
        Toggle("Enabled").id("b"),
        Toggle("Enabled").toggle_style("switch").labels_hidden().id("c"),
        Stepper("Count", 1).labels_hidden().id("d"),
        SecureField("Password").id("e"),
        Slider(0).id("f"),
        ProgressView().control_size("small").id("g"),
        alignment="leading",
        spacing=12,
    )
    f = frames(v, **MAC_300)
    assert size(f["a"]) == (16, 16) and f["b"].height == 18.5
    assert size(f["c"]) == (54, 24) and size(f["d"]) == (20, 26)
    assert size(f["e"]) == (320, 24) and size(f["f"]) == (320, 16) and size(f["g"]) == (16, 16)


def test_hidden_labels_leave_the_control_alone_on_ios():
    # SW-ios ios/toggle/basic "hidden" 66 x 30, ios/stepper/basic "hidden" 94 x 32 (not the row's width).
    v = VStack(Toggle("On", True).labels_hidden().id("t"), Stepper("Q", 3).labels_hidden().id("s"))
    f = frames_of(v, ("t", "s"), **IOS)
    assert (f["t"].width, f["t"].height) == (66, 30) and (f["s"].width, f["s"].height) == (94, 32)


def test_control_row_baselines():
    # SW-ios ios/toggle/basic "baselineRow": the toggle's baselines are its top: it sits 18.5 below the body Text's
    # top, the row 18.5 + 30 = 48.5 tall. SW-mac toggle/basic: the checkbox lines up by its label ("Hg" 18.5 tall,
    # baseline 14) with a 13 pt Text (baseline 13): the Text 1 below the toggle's top.
    v = HStack(Toggle("Hg", True).id("t"), Text("Hg").id("x"), spacing=8, alignment="first_text_baseline").id("row")
    f = frames_of(v, ("t", "x", "row"), **IOS)
    assert f["t"].y - f["x"].y == 18.5 and f["row"].height == 48.5
    f = frames_of(v, ("t", "x"), **MAC_320)
    assert f["x"].y - f["t"].y == 1


def test_assumed_sizes_are_parameters():
    # Each assumed nil-proposal size is an environment parameter (docs/PLATFORMS.md): TextEditor 10, Gauge 10,
    # Divider 10, and their overrides.
    v = VStack(TextEditor("x").id("e"), Gauge(0.5).id("g")).fixed_size()
    f = frames_of(v, ("e", "g"), **MAC_320)
    assert (f["e"].width, f["e"].height, f["g"].width) == (10, 10, 10)
    f = frames_of(
        v, ("e", "g"), text_editor_ideal_width=40, text_editor_ideal_height=30, gauge_ideal_width=50, **MAC_320
    )
    assert (f["e"].width, f["e"].height, f["g"].width) == (40, 30, 50)
