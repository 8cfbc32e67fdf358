"""Names the engine reads as C strings (issue 34, item 11): a coordinate space's name, ``proxy.frame(...)``'s
space, a device, an environment parameter's name or value, a layout-value key. NUL ends a C string, so before,
"space\\0junk" silently meant "space" and "iPhone 15 Pro\\0junk" the iPhone 15 Pro; a lone surrogate escaped as
``UnicodeEncodeError``; ``device=""`` silently meant the default device. Each is now an InvalidArgumentError
naming the argument, raised in Python before anything reaches the engine."""

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    CustomLayout,
    GeometryReader,
    InvalidArgumentError,
    Rectangle,
    VStack,
    layout,
)

BAD_NAMES = [("space\x00junk", "NUL"), ("\ud800", "lone surrogate"), ("", "non-empty")]


@pytest.mark.parametrize("name, reason", BAD_NAMES)
def test_coordinate_space_names(name, reason):
    # Before: "a\0b" was refused only by the engine's document reader (a ParseError at layout time, which
    # docs/ERRORS.md calls a bug of the package).
    with pytest.raises(InvalidArgumentError, match=f"coordinate_space: name .*{reason}"):
        Rectangle().coordinate_space(name)


@pytest.mark.parametrize("name, reason", BAD_NAMES + [(5, "must be a string")])
def test_proxy_frame_spaces(name, reason):
    seen = []

    def content(proxy):
        seen.append(proxy.frame("space"))
        proxy.frame(name)  # before: "space\0junk" read the frame in "space"; 5 was looked up as "5"
        return Color.red

    view = VStack(Color.blue.frame(height=100), GeometryReader(content)).coordinate_space("space")
    with pytest.raises(CallbackError) as failure:
        layout(view, screen=(300, 400))
    assert isinstance(failure.value.__cause__, InvalidArgumentError)
    assert "GeometryProxy.frame: coordinate space" in str(failure.value) and reason in str(failure.value)
    # The reader sits below the 100-pt colour in the 300 × 400 space (VStack spacing 8 between them:
    # SwiftUI's default spacing of two non-text views, docs/LAYOUT_RULES.md).
    assert seen and seen[0].y == pytest.approx(108)


@pytest.mark.parametrize(
    "device, reason",
    [("iPhone 15 Pro\x00junk", "NUL"), ("\ud800", "lone surrogate"), ("", "got ''"), (42, "must be a string")],
)
def test_device_names(device, reason):
    # Before: "iPhone 15 Pro\0junk" laid out on the iPhone 15 Pro and "" on the default device.
    with pytest.raises(InvalidArgumentError, match=f"device.*{reason}"):
        layout(Rectangle(), device=device)
    result = layout(Rectangle(), device="iPhone SE")
    frames = list(result.frames)
    with pytest.raises(InvalidArgumentError, match=f"device.*{reason}"):
        result.relayout(device=device)
    assert list(result.frames) == frames and result.device == "iPhone SE"


@pytest.mark.parametrize(
    "parameters, reason",
    [
        ({"platform": "iOS 26\x00junk"}, "platform contains NUL"),  # before: "iOS 26"
        ({"platform": "\udc00"}, "platform contains a lone surrogate"),  # before: sent as "?"
        ({"default_padding\x00junk": 3}, "parameter name contains NUL"),  # before: set default_padding
    ],
)
def test_environment_names_and_values(parameters, reason):
    with pytest.raises(InvalidArgumentError, match=reason):
        layout(Rectangle(), screen=(100, 100), **parameters)


class Reads(CustomLayout):
    """Reads its subview's layout value under ``key`` while sizing itself."""

    def __init__(self, key):
        self.key = key

    def size_that_fits(self, proposal, subviews, cache):
        return (subviews[0].layout_value(self.key), 10)

    def place_subviews(self, bounds, proposal, subviews, cache):
        pass


def test_layout_value_keys():
    with pytest.raises(InvalidArgumentError, match="layout_value: key contains NUL"):
        Rectangle().layout_value("width\x00junk", 50)
    assert layout(Reads("width")(Rectangle().layout_value("width", 50)), screen=(300, 300)).root.frame.width == 50
    with pytest.raises(CallbackError, match="layout_value: key contains NUL"):  # before: read "width": 50
        layout(Reads("width\x00junk")(Rectangle().layout_value("width", 50)), screen=(300, 300))
