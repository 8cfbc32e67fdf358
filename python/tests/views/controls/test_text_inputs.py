"""Text fields and editors from Python: their heights and baselines per style and platform, a plain macOS
field's ideal width, a TextEditor taking its proposal. Expected numbers are Apple's SwiftUI as recorded by
github.com/iamcgn/swiftui-web (cited per test), or the rules docs/PLATFORMS.md states."""

from controls_env import IOS, MAC_320, frames, frames_of

from swiftlayout import Color, HStack, Text, TextEditor, TextField, VStack, layout


def test_text_field_heights_and_baselines():
    # SW-ios ios/layout/controls, ios/textfield/basic: plain 26, rounded 34; SW-mac textfield/styles: plain 16
    # (the 13 pt line), rounded 24. A rounded field's line is centred, the offset rounded up to the pixel: on iOS
    # a body Text beside it on a first-text-baseline row sits 5 below its top (row 34, not 40).
    row = HStack(
        Text("Name").id("n"),
        TextField("P", "Hello").text_field_style("rounded_border").id("f"),
        spacing=8,
        alignment="first_text_baseline",
    ).id("row")
    v = VStack(TextField("P", "x").id("plain"), TextField("P", "x").text_field_style("rounded_border").id("round"), row)
    f = frames_of(v, ("plain", "round", "n", "f", "row"), **IOS)
    assert (f["plain"].height, f["round"].height, f["row"].height) == (26, 34, 34)
    assert f["n"].y - f["f"].y == 5
    v = VStack(TextField("P", "x").text_field_style("plain").id("plain"), TextField("P", "x").id("round"), row)
    f = frames_of(v, ("plain", "round", "n", "f"), **MAC_320)
    assert (f["plain"].height, f["round"].height) == (16, 24) and f["n"].y - f["f"].y == 4


def test_plain_macos_text_field_ideal_width():
    """SW-mac textfield/formatted (macOS 26.6): a plain field at its ideal size is its text's unrounded width
    plus AppKit's 2 pt cell padding per side, not pixel-rounded ("Placeholder" 75.563: SF Pro's 71.5 + 4)."""
    from swiftlayout import TextField

    mac = dict(screen=(300, 200), platform="macOS 26", safe_area=(0, 0, 0, 0), scale=2)
    field = layout(TextField("Placeholder", "").text_field_style("plain").fixed_size().id("f"), **mac)["f"].frame
    text = layout(Text("Placeholder").id("t"), **mac)["t"]
    assert abs(field.width - (text.text_drawing["lines"][0]["width"] + 4)) < 1e-9
    assert abs(field.width - 75.5634765625) < 0.34 and field.height == 16


def test_text_editor_takes_the_proposal():
    # SW-mac texteditor/sizing: under a 16 pt Text, above a 60 pt row: 320 x 148.
    f = frames(
        VStack(Text("Above"), TextEditor("Hello").id("a"), Color.red.frame(height=60), spacing=8),
        screen=(320, 240),
        platform="macOS 26",
    )
    assert (f["a"].x, f["a"].y, f["a"].width, f["a"].height) == (0, 24, 320, 148)
