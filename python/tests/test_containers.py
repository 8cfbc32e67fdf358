"""Containers and container_relative_frame from Python. iPhone 15 Pro (393×852, safe area 59/34): the
window container is 393×759. Derivations follow rules §14–§16."""
import math

import pytest

from swiftlayout import (CallbackError, Color, HStack, List, NavigationSplitView, NavigationStack, Rectangle,
                         ScrollView, TabView, Text, VStack, layout)


def half(length, axis):
    return length / 2


def test_window_container_and_unlisted_axis():
    r = layout(VStack(Rectangle().container_relative_frame("vertical", length=half).id("r")).frame(width=400, height=500))
    assert r["r"].frame.size == (400, 759 / 2)


def test_nearest_container_and_overlay_exception():
    inner = VStack(Rectangle().container_relative_frame("vertical", length=half).id("r"))
    assert layout(NavigationStack(inner).frame(height=200))["r"].frame.height == 100
    overlay = NavigationStack(Color.clear).frame(height=200).overlay(
        Rectangle().container_relative_frame("vertical", length=half).id("r"))
    assert layout(overlay)["r"].frame.height == 759 / 2


def test_gallery_three_fit_the_first_screen():
    items = [Rectangle().aspect_ratio(3 / 2, content_mode="fit")
             .container_relative_frame("horizontal", count=3, span=1, spacing=10).id(f"i{k}") for k in range(10)]
    r = layout(ScrollView(HStack(items, spacing=10), axes="horizontal"))
    width = (393 - 20) / 3
    assert r["i0"].frame.width == pytest.approx(width) and r["i0"].frame.height == pytest.approx(width * 2 / 3)
    assert r["i2"].frame.max_x == pytest.approx(393)
    assert r["i3"].frame.x > 393


def test_golden_ratio_split():
    blue = Color.blue.container_relative_frame("both").id("blue").overlay(
        Color.orange.container_relative_frame("vertical", length=lambda l, a: l * (1 - 0.618)).id("orange"),
        alignment="bottom")
    r = layout(NavigationStack(Text("Hello World").font("title").id("t").background(blue, alignment="center")))
    b, o, t = r["blue"].frame, r["orange"].frame, r["t"].frame
    assert b.size == (393, 759)
    assert (b.mid_x, b.mid_y) == pytest.approx((t.mid_x, t.mid_y))
    assert o.size == pytest.approx((393, 759 * 0.382)) and o.max_y == pytest.approx(b.max_y)


def test_ratio_split():
    split = ScrollView(HStack(
        Color.clear.container_relative_frame("horizontal", length=lambda l, a: l * 0.25).id("left").overlay(Rectangle()),
        Color.clear.overlay(Text("Hello World")).container_relative_frame("horizontal", length=lambda l, a: l * 0.75).id("right"),
        spacing=0), axes="horizontal").border("blue").frame(width=300, height=60)
    r = layout(split)
    # The 300×60 frame is centred: x (393 − 300)/2 = 46.5, y 59 + (759 − 60)/2 = 408.5.
    assert tuple(r["left"].frame) == pytest.approx((46.5, 408.5, 75, 60))
    assert tuple(r["right"].frame) == pytest.approx((121.5, 408.5, 225, 60))


def test_horizontal_frame_in_vertical_scroll_view_is_defined():
    r = layout(ScrollView(Rectangle().container_relative_frame("horizontal").id("r")))
    assert r["r"].frame.size == (393, 10)


def test_raising_length_function():
    def boom(length, axis):
        raise ValueError("no")
    with pytest.raises(CallbackError, match="boom raised ValueError: no") as e:
        layout(Rectangle().container_relative_frame("vertical", length=boom))
    assert isinstance(e.value.__cause__, ValueError)
    with pytest.raises(CallbackError, match="must return a number"):
        layout(Rectangle().container_relative_frame("vertical", length=lambda l, a: "tall"))
    with pytest.raises(CallbackError, match="nan"):
        layout(Rectangle().container_relative_frame("vertical", length=lambda l, a: math.nan))
    assert layout(Rectangle().id("r"))["r"].frame.height == 759   # still usable


def test_argument_errors():
    with pytest.raises(ValueError, match="axes 'diagonal'"):
        Rectangle().container_relative_frame("diagonal")
    with pytest.raises(ValueError, match="count must be an integer ≥ 1"):
        Rectangle().container_relative_frame("horizontal", count=0)
    with pytest.raises(ValueError, match="not both"):
        Rectangle().container_relative_frame("horizontal", count=2, length=half)
    with pytest.raises(ValueError, match="one edge"):
        Rectangle().safe_area_inset("vertical", Color.red)
    with pytest.raises(ValueError, match="selection"):
        TabView(Color.red, selection=3)


def test_navigation_bar_and_title():
    # An iOS 16/17 measurement: the iOS 17 profile's 44 pt bar (iOS 26's is 64).
    r = layout(NavigationStack(Color.red.id("c").navigation_title("Landmarks").navigation_bar_title_display_mode("inline")),
               platform="iOS 17")
    bar = next(n for n in r if n.kind == "NavigationBar")
    assert bar.label == "Landmarks"
    # Inline bar 44 tucked 16/3 into the 59 inset: content from 97.667 to the safe bottom 818.
    assert tuple(r["c"].frame) == pytest.approx((0, 59 + 44 - 16 / 3, 393, 818 - (59 + 44 - 16 / 3)))


def test_tab_view_and_list():
    # The classic rows, now the iOS 17 profile's plain style.
    r = layout(TabView(List(Text("One").id("t"), Text("Two")).list_style("plain").tab_item("Home"),
                       Color.blue.tab_item("More")), approximate_text=1, platform="iOS 17")
    bar = next(n for n in r if n.kind == "TabBar")
    assert bar.label == "Home\tMore" and tuple(bar.frame) == (0, 769, 393, 49)
    # The List (a scroll view) grows into the top inset; its first row starts at the safe top 59;
    # rows are 44 tall and the text is inset 16.
    assert r["t"].frame.x == 16 and r["t"].frame.y == pytest.approx(59 + (44 - 20.33) / 2, abs=0.01)


def test_safe_area_inset_and_padding():
    r = layout(ScrollView(Color.red.frame(height=10).id("c")).id("s")
               .safe_area_inset("top", Color.blue.frame(height=30).id("bar")), screen=(200, 200))
    assert tuple(r["s"].frame) == (0, 0, 200, 200) and r["c"].frame.y == 38
    p = layout(ScrollView(Color.red.frame(height=10).id("c")).id("s").safe_area_padding("vertical", 20), screen=(200, 200))
    assert tuple(p["s"].frame) == (0, 0, 200, 200) and p["c"].frame.y == 20


def test_background_style_bleeds():
    r = layout(Color.clear.id("v").background(Color.blue))
    assert tuple(r["v"].frame) == (0, 59, 393, 759)
    assert tuple(r[len(r) - 1].frame) == (0, 0, 393, 852)
    view_form = layout(Color.clear.background(Color.blue.id("b"), alignment="center"))
    assert tuple(view_form["b"].frame) == (0, 59, 393, 759)
    none = layout(Color.clear.background("blue", ignores_safe_area_edges=None))
    assert tuple(none[len(none) - 1].frame) == (0, 59, 393, 759)


def test_split_view_on_ipad():
    r = layout(NavigationSplitView(Color.gray.id("side"), Rectangle().container_relative_frame("both").id("d")),
               device="iPad Pro 11", platform="iOS 17")  # the classic 44 pt bar
    assert tuple(r["side"].frame) == (0, 68, 320, 1106) and tuple(r["d"].frame) == (320, 68, 514, 1106)


def test_scroll_offset_and_svg_clip():
    r = layout(ScrollView(Color.red.frame(height=500).id("c"), offset=(0, 30)), screen=(200, 300))
    assert r["c"].frame.y == -30
    assert 'clip-path="url(#clip0)"' in r.svg()


def test_scroll_view_keeps_the_view_modifiers():
    # A ScrollView is a View like any other: .offset() is the modifier, not its scroll position.
    v = ScrollView(Color.red.frame(height=10)).offset(x=5).id("o")
    assert layout(v, screen=(100, 100))["o"].frame.x == 0
    for name in ("frame", "padding", "offset", "position", "background", "overlay"):
        assert callable(getattr(ScrollView(Color.red), name)), name
