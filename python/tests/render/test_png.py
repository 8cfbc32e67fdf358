"""save_png is bounded (issue 34, item 8): a scale that is not a finite number > 0, a picture of more pixels
than ``max_pixels`` (MAX_PNG_PIXELS by default), a side longer than cairo draws, or an empty picture is an
InvalidArgumentError before anything is drawn or written; ``svg(scale=…)`` takes the same scales.

The iPhone 15 Pro's screen is 393 × 852 points (Apple's technical specifications: 2556 × 1179 pixels at 460 ppi,
scale 3), so at scale s the picture is 393·s × 852·s pixels."""

import math
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import InvalidArgumentError, Text, VStack, layout
from swiftlayout.render.png import CAIRO_MAX_SIDE, MAX_PNG_PIXELS, check_png_size


@pytest.fixture
def phone():
    return layout(VStack(Text("hello")), device="iPhone 15 Pro")


@pytest.mark.parametrize("scale", [math.nan, math.inf, -math.inf, 0, -1, "2", None, True])
def test_a_scale_that_is_not_a_finite_positive_number_is_refused(phone, tmp_path, scale):
    target = tmp_path / "x.png"
    with pytest.raises(InvalidArgumentError, match="scale"):
        phone.save_png(target, scale=scale)
    assert not target.exists()  # before: scale=nan wrote a file (width "0")
    with pytest.raises(InvalidArgumentError, match="scale"):
        phone.svg(scale=scale)


def test_the_pixel_budget_is_checked_before_drawing(phone, tmp_path):
    target = tmp_path / "x.png"
    # Scale 38: 14,934 × 32,376 = 483 M pixels (before: 1.9 GB of cairo's image) > 50 M.
    assert math.ceil(393 * 38) * math.ceil(852 * 38) > MAX_PNG_PIXELS == 50_000_000
    with pytest.raises(InvalidArgumentError, match=r"14934×32376 pixels .*more than max_pixels=50,000,000"):
        phone.save_png(target, scale=38)
    # Scale 12: 4,716 × 10,224 = 48.2 M pixels, within the default; a smaller max_pixels refuses it.
    assert check_png_size(phone.screen, 12) == (4716, 10224)
    with pytest.raises(InvalidArgumentError, match="max_pixels=1,000,000"):
        phone.save_png(target, scale=12, max_pixels=1_000_000)
    for bad in (0, -5, 1.5, True, "many"):
        with pytest.raises(InvalidArgumentError, match="max_pixels"):
            phone.save_png(target, scale=1, max_pixels=bad)
    # Wider than cairo's 32,767 pixels is refused whatever the budget; less than a pixel is an empty picture.
    wide = layout(VStack(Text("hello")), screen=(40_000, 10))
    with pytest.raises(InvalidArgumentError, match=f"at most {CAIRO_MAX_SIDE:,} pixels a side"):
        wide.save_png(target, scale=1, max_pixels=10**12)
    with pytest.raises(InvalidArgumentError, match="empty"):
        phone.save_png(target, scale=0.001)
    assert not target.exists()


def test_a_picture_within_the_budget_is_written(phone, tmp_path):
    pytest.importorskip("cairosvg")
    target = tmp_path / "x.png"
    assert phone.save_png(target, scale=2) == str(target)
    data = target.read_bytes()
    # The PNG's IHDR: width and height in pixels, 393·2 × 852·2.
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == (786, 1704)
    ET.fromstring(phone.svg(scale=0.5))
