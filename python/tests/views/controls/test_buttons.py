"""Buttons, links and menus from Python: bordered buttons pad their label, `.controlSize` sizes them, a Link
is its label, a Menu adds its chrome on macOS and is its label on iOS 26. Every expected number is a measurement
of Apple's SwiftUI (github.com/iamcgn/swiftui-web goldens, cited per test; docs/PLATFORMS.md "Controls"), or a
rule or assumed value docs/PLATFORMS.md states, marked as such."""

import pytest
from controls_env import IOS, MAC_260, MAC_300, MAC_320, frames, frames_of, size

from swiftlayout import Button, Color, HStack, InvalidArgumentError, Link, Menu, Text, VStack, layout


def test_button_styles_macos_pad_their_label():
    # SW-mac button/styles: bordered and prominent add 12 sideways and 4 vertically (24 tall); plain and
    # borderless are their label (16 tall).
    def pair(style):
        with layout(HStack(Button("Bordered").button_style(style).id("a")), **MAC_300) as r:
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


def test_control_size_buttons_and_parameters():
    # Assumed (docs/PLATFORMS.md, no public recording): a bordered button with the 13 pt label is 16 / 20 / 24 / 28
    # tall on macOS at mini / small / regular (measured, SW-mac button/styles) / large; extraLarge is large (Apple's
    # ControlSize.extraLarge documentation). The assumed paddings are environment parameters.
    sizes = ("mini", "small", "regular", "large", "extra_large")
    v = VStack(*(Button("OK").button_style("bordered").control_size(s).id(s) for s in sizes))
    f = frames_of(v, sizes, **MAC_320)
    assert [f[s].height for s in sizes] == [16, 20, 24, 28, 28]
    f = frames_of(v, sizes, **IOS)
    assert [f[s].height for s in sizes] == [28.5, 32.5, 38.5, 50, 50]
    f = frames_of(v, sizes, button_padding_large=10, **MAC_320)
    assert f["large"].height == 36 and f["regular"].height == 24
    with pytest.raises(InvalidArgumentError, match="button_padding_large"):
        layout(v, button_padding_large=-1, **MAC_320)


def test_link_is_its_label():
    # SW-mac link/basic: "Apple" 35 x 16; .font(.title) "Large" 54 x 33; a label view is the label's size.
    f = frames(
        VStack(
            Link("Apple", destination="https://www.apple.com").id("a"),
            Link("Large", destination="https://www.apple.com").font("title").id("b"),
            Link(Color.red.frame(width=90.5, height=24), destination="https://www.apple.com").id("c"),
            spacing=12,
        ),
        **MAC_260,
    )
    assert size(f["a"]) == (35, 16)
    assert size(f["b"]) == (54, 33)
    assert size(f["c"]) == (90.5, 24)


def test_menu_chrome_macos_and_plain_label_ios():
    # SW-mac menu/basic: label + 47.5 (24 tall), + 24 with the indicator hidden, + 45 with a primary action
    # ("Primary" recorded 46.5 → 91.5).
    f = frames(
        VStack(
            Text("Options").id("a"),
            Menu("Options").id("b"),
            Menu("Options").menu_indicator("hidden").id("c"),
            Menu("Options", primary_action=True).id("d"),
        ),
        screen=(360, 240),
        platform="macOS 26",
    )
    assert size(f["b"]) == (f["a"].width + 47.5, 24)
    assert f["c"].width == f["a"].width + 24
    assert f["d"].width == f["a"].width + 45
    # SW-ios ios/menu/basic: the label alone (body, 24.5 tall).
    f = frames(VStack(Text("Options").id("a"), Menu("Options").id("b")), screen=(320, 300), platform="iOS 26")
    assert size(f["b"]) == size(f["a"])
    with pytest.raises(InvalidArgumentError):
        Menu("a").menu_indicator("sometimes")
