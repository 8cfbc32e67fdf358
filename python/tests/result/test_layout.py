"""Layouts through the Python API. Expected frames are derived from SwiftUI's rules
(docs/LAYOUT_RULES.md, section numbers in the comments), not copied from the engine."""

import math

import pytest

from swiftlayout import (
    Circle,
    Color,
    HStack,
    MapView,
    Placeholder,
    Rect,
    Rectangle,
    Spacer,
    Text,
    VStack,
    ZStack,
    layout,
)


def win(view, w, h, **kw):
    """A window with no safe area: the root proposes (w, h) and centres the result (§0)."""
    return layout(view, screen=(w, h), **kw)


def close(rect, expected):
    assert rect.is_close(expected), f"{rect!r} != {expected}"


class TestModifierOrder:
    """The seed answer on an iPhone 15 Pro (393×852, safe area 59 / 34), rules §13."""

    def test_ignore_then_frame(self):
        # Safe area 393×759 at y 59; the 300 frame first, the Spacer (priority -∞, no gap) the rest.
        # The ignoring wrapper's top edge is on the safe edge, so the map grows to y 0: 393×359.
        view = VStack(
            MapView().id("map").edges_ignoring_safe_area("top").id("ignore").frame(height=300).id("frame"), Spacer()
        )
        r = layout(view, device="iPhone 15 Pro")
        close(r["frame"].frame, (0, 59, 393, 300))
        close(r["ignore"].frame, (0, 59, 393, 300))
        close(r["map"].frame, (0, 0, 393, 359))
        assert r["frame"].type_name == "ModifiedContent<ModifiedContent<MapView, SafeAreaIgnoringLayout>, FrameLayout>"

    def test_frame_then_ignore(self):
        # The fixed 300 frame cannot grow: it is proposed 393×359 at y 0 and stays 300 tall.
        view = VStack(
            MapView().id("map").frame(height=300).id("frame").edges_ignoring_safe_area("top").id("ignore"), Spacer()
        )
        r = layout(view, device="iPhone 15 Pro")
        close(r["ignore"].frame, (0, 59, 393, 300))
        close(r["frame"].frame, (0, 0, 393, 300))
        close(r["map"].frame, (0, 0, 393, 300))

    def test_views_are_reusable_and_order_matters(self):
        # The same MapView value in both orders, each pinned to the safe top by a Spacer below it.
        map_view = MapView().id("map")
        a = VStack(map_view.ignores_safe_area(edges="top").frame(height=300), Spacer())
        b = VStack(map_view.frame(height=300).ignores_safe_area(edges="top"), Spacer())
        assert layout(a)["map"].frame.height == pytest.approx(359)
        assert layout(b)["map"].frame.height == pytest.approx(300)
        assert repr(map_view) == "MapView().id('map')"


class TestStacks:
    def test_thirds(self):
        # §2: three equally flexible Colors in 100 → 100/3 each.
        r = win(HStack(Color.red.id("a"), Color.green.id("b"), Color.blue.id("c"), spacing=0), 100, 50)
        close(r["b"].frame, (100 / 3, 0, 100 / 3, 50))

    def test_no_second_pass(self):
        # objc.io-H: red (0…75) offered 75, green (100…∞) offered 75 takes 100 → 175 wide, centred at −12.5.
        r = win(
            HStack(Color.red.frame(max_width=75).id("red"), Color.green.frame(min_width=100).id("green"), spacing=0),
            150,
            50,
        )
        close(r["red"].frame, (-12.5, 0, 75, 50))
        close(r["green"].frame, (62.5, 0, 100, 50))

    def test_priority(self):
        # MEASURED hstack-priority: 20 / 220 / 60 in 300.
        r = win(
            HStack(
                Color.red.frame(min_width=20).id("a"),
                Color.green.layout_priority(1).id("b"),
                Color.blue.frame(min_width=60).id("c"),
                spacing=0,
            ),
            300,
            40,
        )
        assert [r[k].frame.width for k in "abc"] == pytest.approx([20, 220, 60])

    def test_spacer_probe(self):
        # Rules §4 probe, HStack(spacing: 10) at 100 → 40/0/40 and at 160 → 60/20/60.
        def probe(name):
            return Color.gray.frame(min_width=0, ideal_width=60, max_width=60).id(name)

        for width, expected in ((100, (40, 0, 40)), (160, (60, 20, 60))):
            r = win(HStack(probe("a"), Spacer(min_length=0).id("s"), probe("b"), spacing=10), width, 20)
            assert [r[k].frame.width for k in "asb"] == pytest.approx(expected)

    def test_default_spacing(self):
        # §3: 8 between plain views: 50 + 8 + 50 = 108.
        r = win(VStack(Color.red.frame(width=50, height=50), Color.blue.frame(width=50, height=50)).id("s"), 200, 200)
        close(r["s"].frame, (75, 46, 50, 108))

    def test_children_as_list_or_generator(self):
        r1 = win(VStack([Color.red.frame(height=10) for _ in range(3)], spacing=0).id("s"), 100, 100)
        r2 = win(VStack((Color.red.frame(height=10) for _ in range(3)), spacing=0).id("s"), 100, 100)
        assert r1["s"].frame == r2["s"].frame
        close(r1["s"].frame, (0, 35, 100, 30))

    def test_alignment(self):
        r = win(
            VStack(
                Color.red.frame(width=100, height=10),
                Color.blue.frame(width=50, height=10).id("n"),
                alignment="leading",
                spacing=0,
            ),
            300,
            100,
        )
        close(r["n"].frame, (100, 50, 50, 10))

    def test_zstack(self):
        # §9: 100×60 and 40×20 bottom-trailing aligned, centred in 200×200.
        r = win(
            ZStack(
                Color.red.frame(width=100, height=60),
                Color.blue.frame(width=40, height=20).id("s"),
                alignment="bottom_trailing",
            ),
            200,
            200,
        )
        close(r["s"].frame, (110, 110, 40, 20))


class TestModifiers:
    def test_frames(self):
        close(
            win(
                Color.red.frame(width=40, height=20).id("c").frame(width=100, height=100, alignment="top_leading"),
                200,
                200,
            )["c"].frame,
            (50, 50, 40, 20),
        )
        close(
            win(Color.red.frame(width=30, height=10).frame(max_width=120).id("f"), 200, 10)["f"].frame, (40, 0, 120, 10)
        )
        close(
            win(Color.red.frame(width=30, height=10).frame(max_width=math.inf).id("f"), 200, 10)["f"].frame,
            (0, 0, 200, 10),
        )
        close(
            win(Color.red.frame(ideal_width=70).fixed_size(vertical=False).id("f"), 200, 10)["f"].frame, (65, 0, 70, 10)
        )

    def test_padding_forms(self):
        # §7: padding() = 16 on every edge: 200×100 → inner 168×68 at (16, 16).
        close(win(Color.red.id("c").padding(), 200, 100)["c"].frame, (16, 16, 168, 68))
        close(win(Color.red.id("c").padding(20), 200, 100)["c"].frame, (20, 20, 160, 60))
        close(win(Color.red.id("c").padding("horizontal", 20), 200, 100)["c"].frame, (20, 0, 160, 100))
        close(
            win(Color.red.id("c").padding(top=1, leading=2, bottom=3, trailing=4), 100, 100)["c"].frame, (2, 1, 94, 96)
        )

    def test_overlay_background_border(self):
        v = Color.red.frame(width=100, height=50).overlay(
            Color.blue.frame(width=20, height=10).id("o"), alignment="top_trailing"
        )
        close(win(v, 200, 100)["o"].frame, (130, 25, 20, 10))
        close(
            win(Color.red.frame(width=100, height=50).background(Color.green.id("bg")), 200, 100)["bg"].frame,
            (50, 25, 100, 50),
        )
        close(
            win(Color.red.frame(width=100, height=50).border("black", width=3).id("b"), 200, 100)["b"].frame,
            (50, 25, 100, 50),
        )

    def test_offset_and_position(self):
        r = win(
            VStack(
                Color.red.frame(width=50, height=50).id("c").offset(x=10, y=-20).id("o"),
                Color.blue.frame(width=50, height=50).id("n"),
                spacing=0,
            ),
            100,
            100,
        )
        close(r["o"].frame, (25, 0, 50, 50))
        close(r["c"].frame, (35, -20, 50, 50))
        close(r["n"].frame, (25, 50, 50, 50))
        p = win(Color.red.frame(width=20, height=10).id("c").position(x=30, y=40).id("p"), 200, 100)
        close(p["p"].frame, (0, 0, 200, 100))
        close(p["c"].frame, (20, 35, 20, 10))

    def test_aspect_ratio(self):
        # objc.io-A: 16:9 in 100×100 → 100×56.25 (fit), 177.78×100 (fill).
        close(win(Color.red.id("c").aspect_ratio(16 / 9), 100, 100)["c"].frame, (0, 21.875, 100, 56.25))
        close(
            win(Color.red.id("c").aspect_ratio(16 / 9, content_mode="fill"), 100, 100)["c"].frame,
            (50 - 177.7778 / 2, 0, 177.7778, 100),
        )

    def test_fixed_size_text(self):
        # Interim Text metrics: "Hello world" in body is 85.33 × 20.33 (the FB measurement).
        r = win(Text("Hello world").fixed_size().id("t").frame(width=40), 200, 200, approximate_text=1)
        close(r["t"].frame, (100 - 85.33 / 2, 100 - 20.33 / 2, 85.33, 20.33))

    def test_ignores_safe_area_regions(self):
        # With a 300 pt keyboard only the .keyboard region reaches down to the container edge 818.
        r = layout(
            Color.red.id("c").ignores_safe_area("keyboard", edges="bottom"), device="iPhone 15 Pro", keyboard_height=300
        )
        close(r["c"].frame, (0, 59, 393, 759))

    def test_shapes_and_placeholder(self):
        r = win(
            HStack(
                Rectangle().id("r"),
                Circle().id("c"),
                Placeholder("Image", ideal_width=40, max_width=40).id("p"),
                spacing=0,
            ),
            200,
            50,
        )
        close(r["p"].frame, (160, 0, 40, 50))
        # The Circle is a square of the smaller side, 50 (measured: swiftui-web shape/in-stacks), so the
        # Rectangle takes 200 − 40 − 50 = 110.
        close(r["c"].frame, (110, 0, 50, 50))
        close(r["r"].frame, (0, 0, 110, 50))


class TestResult:
    def test_structure(self):
        r = win(VStack(Color.red.padding(), Spacer()), 100, 100)
        assert [n.kind for n in r] == ["VStack", "PaddingLayout", "Color", "Spacer"]
        assert r.root.children[0].children[0].parent.kind == "PaddingLayout"
        assert r.root.parent is None
        assert len(r) == 4
        assert r[2].view == r.root.view.children[0].content

    def test_rect_unpacks(self):
        x, y, w, h = win(Color.red.frame(width=10, height=20).id("c"), 100, 100)["c"].frame
        assert (x, y, w, h) == (45, 40, 10, 20)
        f = Rect(1, 2, 3, 4)
        assert (f.min_x, f.min_y, f.max_x, f.max_y, f.mid_x, f.mid_y) == (1, 2, 4, 6, 2.5, 4)

    def test_dump_and_json(self):
        r = layout(MapView().edges_ignoring_safe_area("top").frame(height=300))
        lines = r.dump().splitlines()
        assert lines[0].startswith("ModifiedContent<ModifiedContent<MapView, SafeAreaIgnoringLayout>, FrameLayout> ")
        assert lines[2].startswith("    MapView ")
        d = r.to_dict()
        assert d["screen"] == [393, 852] and d["safe_area"] == [59, 0, 34, 0] and len(d["nodes"]) == 3
        assert '"MapView"' in r.to_json()

    def test_devices(self):
        from swiftlayout import devices

        assert "iPhone 15 Pro" in devices() and "iPhone SE" in devices()
        r = layout(Color.red.id("c"), device="iPhone SE")
        close(r["c"].frame, (0, 20, 375, 647))

    def test_screen_with_safe_area(self):
        r = layout(Color.red.id("c"), screen=(393, 852), safe_area=(59, 0, 34, 0), scale=3)
        close(r["c"].frame, (0, 59, 393, 759))

    def test_deep_trees(self):
        # 3,000 nested paddings: Python serialises without recursion; the Color ends up 3000 pt in.
        v = Color.red.id("c")
        for _ in range(3000):
            v = v.padding("leading", 1)
        close(win(v, 4000, 10)["c"].frame, (3000, 0, 1000, 10))

    def test_measurement_is_linear(self):
        v = Color.red
        for _ in range(500):
            v = VStack(v)
        r = win(v, 300, 300)
        assert r.measure_count <= 10 * len(r)
