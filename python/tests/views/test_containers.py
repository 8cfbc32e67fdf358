"""Containers and container_relative_frame from Python. iPhone 15 Pro (393×852, safe area 59/34): the
window container is 393×759. Derivations follow rules §14–§16."""

import math

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    HStack,
    List,
    NavigationSplitView,
    NavigationStack,
    Rectangle,
    ScrollView,
    TabView,
    Text,
    VStack,
    layout,
)


def half(length, axis):
    return length / 2


def test_window_container_and_unlisted_axis():
    r = layout(
        VStack(Rectangle().container_relative_frame("vertical", length=half).id("r")).frame(width=400, height=500)
    )
    assert r["r"].frame.size == (400, 759 / 2)


def test_nearest_container_and_overlay_exception():
    inner = VStack(Rectangle().container_relative_frame("vertical", length=half).id("r"))
    assert layout(NavigationStack(inner).frame(height=200))["r"].frame.height == 100
    overlay = (
        NavigationStack(Color.clear)
        .frame(height=200)
        .overlay(Rectangle().container_relative_frame("vertical", length=half).id("r"))
    )
    assert layout(overlay)["r"].frame.height == 759 / 2


def test_gallery_three_fit_the_first_screen():
    items = [
        Rectangle()
        .aspect_ratio(3 / 2, content_mode="fit")
        .container_relative_frame("horizontal", count=3, span=1, spacing=10)
        .id(f"i{k}")
        for k in range(10)
    ]
    r = layout(ScrollView(HStack(items, spacing=10), axes="horizontal"))
    width = (393 - 20) / 3
    assert r["i0"].frame.width == pytest.approx(width) and r["i0"].frame.height == pytest.approx(width * 2 / 3)
    assert r["i2"].frame.max_x == pytest.approx(393)
    assert r["i3"].frame.x > 393


def test_golden_ratio_split():
    blue = (
        Color.blue.container_relative_frame("both")
        .id("blue")
        .overlay(
            Color.orange.container_relative_frame("vertical", length=lambda length, a: length * (1 - 0.618)).id(
                "orange"
            ),
            alignment="bottom",
        )
    )
    r = layout(NavigationStack(Text("Hello World").font("title").id("t").background(blue, alignment="center")))
    b, o, t = r["blue"].frame, r["orange"].frame, r["t"].frame
    assert b.size == (393, 759)
    assert (b.mid_x, b.mid_y) == pytest.approx((t.mid_x, t.mid_y))
    assert o.size == pytest.approx((393, 759 * 0.382)) and o.max_y == pytest.approx(b.max_y)


def test_ratio_split():
    split = (
        ScrollView(
            HStack(
                Color.clear.container_relative_frame("horizontal", length=lambda length, a: length * 0.25)
                .id("left")
                .overlay(Rectangle()),
                Color.clear.overlay(Text("Hello World"))
                .container_relative_frame("horizontal", length=lambda length, a: length * 0.75)
                .id("right"),
                spacing=0,
            ),
            axes="horizontal",
        )
        .border("blue")
        .frame(width=300, height=60)
    )
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
        layout(Rectangle().container_relative_frame("vertical", length=lambda length, a: "tall"))
    with pytest.raises(CallbackError, match="nan"):
        layout(Rectangle().container_relative_frame("vertical", length=lambda length, a: math.nan))
    assert layout(Rectangle().id("r"))["r"].frame.height == 759  # still usable


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
    r = layout(
        NavigationStack(Color.red.id("c").navigation_title("Landmarks").navigation_bar_title_display_mode("inline")),
        platform="iOS 17",
    )
    bar = next(n for n in r if n.kind == "NavigationBar")
    assert bar.label == "Landmarks"
    # Inline bar 44 tucked 16/3 into the 59 inset: content from 97.667 to the safe bottom 818.
    assert tuple(r["c"].frame) == pytest.approx((0, 59 + 44 - 16 / 3, 393, 818 - (59 + 44 - 16 / 3)))


def test_tab_view_and_list():
    # The classic rows, now the iOS 17 profile's plain style.
    r = layout(
        TabView(
            List(Text("One").id("t"), Text("Two")).list_style("plain").tab_item("Home"), Color.blue.tab_item("More")
        ),
        approximate_text=1,
        platform="iOS 17",
    )
    bar = next(n for n in r if n.kind == "TabBar")
    assert bar.label == "Home\tMore" and tuple(bar.frame) == (0, 769, 393, 49)
    # The List (a scroll view) grows into the top inset; its first row starts at the safe top 59;
    # rows are 44 tall and the text is inset 16.
    assert r["t"].frame.x == 16 and r["t"].frame.y == pytest.approx(59 + (44 - 20.33) / 2, abs=0.01)


def test_tab_bar_per_platform():
    tabs = TabView(Color.red.id("c").tab_item("One"), Color.blue.tab_item("Two"))
    # iOS 26 (SW-ios ios/tabs/basic @b687eac, 375 x 667 without safe area): the content ends 83 above the bottom.
    assert tuple(layout(tabs, screen=(375, 667), platform="iOS 26")["c"].frame) == (0, 0, 375, 584)
    # macOS 26 (SW-mac tabview/basic @1ff5654): the segmented bar at the top, 24 tall; the content below it.
    mac = layout(tabs, screen=(360, 260), platform="macOS 26")
    assert tuple(mac["c"].frame) == (0, 24, 360, 236)
    assert tuple(next(n for n in mac if n.kind == "TabBar").frame) == (0, 0, 360, 24)
    # tab_bar_height replaces the profile's number; it must be >= 0.
    assert tuple(layout(tabs, screen=(360, 260), platform="macOS 26", tab_bar_height=40)["c"].frame) == (
        0,
        40,
        360,
        220,
    )
    with pytest.raises(ValueError, match="tab_bar_height"):
        layout(tabs, screen=(360, 260), tab_bar_height=-1)
    # The page style (SW-ios ios/tabs/page @fd0864f): no bar, the page centred in the whole 375 x 667 window.
    pages = TabView(Color.red.frame(width=120, height=80), Color.blue.frame(width=120, height=80).id("p"), selection=1)
    r = layout(pages.tab_view_style("page"), screen=(375, 667), platform="iOS 26")
    assert tuple(r["p"].frame) == (127.5, 293.5, 120, 80)
    with pytest.raises(ValueError, match="tab_view_style"):
        pages.tab_view_style("carousel")


def test_safe_area_inset_and_padding():
    r = layout(
        ScrollView(Color.red.frame(height=10).id("c"))
        .id("s")
        .safe_area_inset("top", Color.blue.frame(height=30).id("bar")),
        screen=(200, 200),
    )
    assert tuple(r["s"].frame) == (0, 0, 200, 200) and r["c"].frame.y == 38
    p = layout(
        ScrollView(Color.red.frame(height=10).id("c")).id("s").safe_area_padding("vertical", 20), screen=(200, 200)
    )
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
    r = layout(
        NavigationSplitView(Color.gray.id("side"), Rectangle().container_relative_frame("both").id("d")),
        device="iPad Pro 11",
        platform="iOS 17",
    )  # the classic 44 pt bar
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


# -- Forms, macOS lists, pinned section views, several scroll-view children (issue #19) ----------------------
# Each number is a measurement of Apple's SwiftUI (iamcgn/swiftui-web goldens, cited; the recordings are
# fixtures in Tests/Fixtures/goldens) or that measured rule applied to the boxes the test builds.

MAC = dict(safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26")


def test_macos_grouped_form_rows():
    """form/styles @f9f1f0b: cards 20 in, rows 10 in and 10 above and below, 1 pt separators (39.5 apart for
    18.5 pt rows): two 20 pt rows at y 30 and 71, 300 wide in 360."""
    from swiftlayout import Form

    r = layout(
        Form(Color.red.frame(height=20).id("a"), Color.blue.frame(height=20).id("b")).form_style("grouped"),
        screen=(360, 300),
        **MAC,
    )
    assert tuple(r["a"].frame) == (30, 30, 300, 20)
    assert tuple(r["b"].frame) == (30, 71, 300, 20)


def test_columns_form_is_its_content_size():
    """form/styles @f9f1f0b: a form without labels is its content's size, centred by its frame (the lone
    70 pt toggle at 145 = 80 + 65 in a 200 wide frame)."""
    from swiftlayout import Form

    r = layout(
        Form(Color.red.frame(width=70, height=18.5).id("t")).frame(width=200, height=110), screen=(360, 360), **MAC
    )
    assert tuple(r["t"].frame) == (145, 170.75, 70, 18.5)


def test_form_style_names_are_checked():
    from swiftlayout import Form, InvalidArgumentError

    with pytest.raises(InvalidArgumentError, match="form style"):
        Form(Color.red).form_style("tiled")


def test_macos_list_styles():
    """list/styles @bd2e4d1: inset rows 24 from 10 down at x 16; plain at x 8 from the top; bordered x 7, 1 down."""

    def first(style):
        view = List(Color.red.frame(width=35, height=16).id("a")).list_style(style)
        return tuple(layout(view, screen=(320, 70), **MAC)["a"].frame)

    assert first("inset") == (16, 14, 35, 16)
    assert first("plain") == (8, 4, 35, 16)
    assert first("bordered") == (7, 5, 35, 16)


def test_list_row_modifiers_change_no_frame():
    """list/modifiers @bd2e4d1: listRowBackground, listRowSeparator and listRowSeparatorTint move nothing."""
    plain = layout(List(Color.red.frame(width=35, height=16).id("a")), screen=(320, 200), **MAC)["a"].frame
    styled = List(
        Color.red.frame(width=35, height=16)
        .list_row_background(Color.yellow)
        .list_row_separator("hidden")
        .list_row_separator_tint("red", edges="bottom")
        .id("a")
    ).list_section_separator("hidden", edges="top")
    assert layout(styled, screen=(320, 200), **MAC)["a"].frame == plain
    from swiftlayout import InvalidArgumentError

    with pytest.raises(InvalidArgumentError, match="list_row_separator visibility"):
        Color.red.list_row_separator("gone")
    with pytest.raises(InvalidArgumentError, match="edges"):
        Color.red.list_row_separator_tint("red", edges="left")
    with pytest.raises(TypeError, match="list_row_background"):
        Color.red.list_row_background("yellow")
    # Found by calling every View method with junk: these failed only at layout time, as a ParseError.
    with pytest.raises(InvalidArgumentError, match="list_section_separator_tint color: unknown color 'x'"):
        Color.red.list_section_separator_tint("x")
    with pytest.raises(InvalidArgumentError, match="default_min_list_row_height: height"):
        Color.red.default_min_list_row_height(None)


def _pinned_sections(horizontal=False):
    from swiftlayout import Section

    def box(length, name):
        return Color.gray.frame(width=length if horizontal else 200, height=200 if horizontal else length).id(name)

    return [
        Section(*[box(20, f"{p}{k}") for k in range(8)], header=box(24, p + "H"), footer=box(16, p + "F"))
        for p in "abc"
    ]


def test_pinned_section_views():
    """lazy/pinned-both @3cab7fb: scrolled by 284, b's header sticks at 0 and c's footer at 184; not pinned, the
    header scrolls away (-84). The same rule along x in a LazyHStack."""
    from swiftlayout import LazyHStack, LazyVStack

    v = ScrollView(
        LazyVStack(*_pinned_sections(), spacing=0, pinned_views=["section_headers", "section_footers"]), offset=(0, 284)
    )
    r = layout(v, screen=(300, 200), **MAC)
    assert r["bH"].frame.y == 0 and r["cH"].frame.y == 116 and r["cF"].frame.y == 184
    plain = ScrollView(LazyVStack(*_pinned_sections(), spacing=0), offset=(0, 284))
    assert layout(plain, screen=(300, 200), **MAC)["bH"].frame.y == -84
    h = ScrollView(
        LazyHStack(*_pinned_sections(True), spacing=0, pinned_views="section_headers"),
        axes="horizontal",
        offset=(284, 0),
    )
    assert layout(h, screen=(200, 300), **MAC)["bH"].frame.x == 0
    from swiftlayout import InvalidArgumentError

    with pytest.raises(InvalidArgumentError, match="LazyVStack pinned_views"):
        LazyVStack(Color.red, pinned_views="section_sides")


def test_scroll_view_with_several_views_stacks_them():
    """scroll/several-children (swm3_scroll_several_children_stack_vertically): an implicit VStack, also in
    a horizontal scroll view; ScrollView(a, b) is ScrollView(VStack(a, b))."""
    a, b = Color.red.frame(width=40, height=20).id("a"), Color.blue.frame(width=40, height=20).id("b")
    r = layout(ScrollView(a, b, axes="horizontal"), screen=(300, 200), **MAC)
    assert r["b"].frame.x == r["a"].frame.x and r["b"].frame.y == r["a"].frame.y + 28
    assert r["a"].frame == layout(ScrollView(VStack(a, b), axes="horizontal"), screen=(300, 200), **MAC)["a"].frame
    assert layout(ScrollView(a, "horizontal"), screen=(300, 200), **MAC)["a"].frame.x == 0  # the old positional axes
    with pytest.raises(TypeError, match="ScrollView"):
        ScrollView()


def test_header_prominence_increased_raises_macos_headers():
    """SW-mac `list/looks` "prominence" @bd2e4d1: an increased header 10 higher (y 6 for the first, where a
    standard one sits at 16), rows unmoved; per Section, or for every header when written on the List."""
    from swiftlayout import InvalidArgumentError, Section

    def sections(first_increased=False):
        one = Section(Text("Apple").id("r1"), header=Text("One").id("h1"))
        return List(
            one.header_prominence("increased") if first_increased else one,
            Section(Text("Banana").id("r2"), header=Text("Two").id("h2")),
        )

    standard = layout(sections(), screen=(320, 220), **MAC)
    one = layout(sections(True), screen=(320, 220), **MAC)
    every = layout(sections().header_prominence("increased"), screen=(320, 220), **MAC)
    assert standard["h1"].frame.y == 16 and one["h1"].frame.y == 6 and every["h1"].frame.y == 6
    assert one["h2"].frame == standard["h2"].frame and every["h2"].frame.y == standard["h2"].frame.y - 10
    for r in (one, every):
        assert r["r1"].frame == standard["r1"].frame and r["r2"].frame == standard["r2"].frame
    with pytest.raises(InvalidArgumentError, match=r"header_prominence|headerProminence"):
        Color.red.header_prominence("huge")


def test_edit_mode_indents_deletable_rows_on_ios():
    """SW-ios `ios/list/editing` @170aa52: in edit mode rows whose ForEach has onDelete start 40 further in
    (x = 72 where a plain row is at 32); a row without it stays; rows stay 56 apart. macOS has no EditMode."""
    from swiftlayout import ForEach, InvalidArgumentError, Section

    def rows(editing):
        view = List(
            Section(ForEach(["a", "b"], lambda k: Text({"a": "Apple", "b": "Banana"}[k]).id(k)).on_delete().on_move()),
            Section(Text("Fixed").id("f")),
        )
        return view.edit_mode("active") if editing else view

    phone = dict(screen=(320, 480), safe_area=(0, 0, 0, 0), scale=2, platform="iOS 26")
    plain, editing = layout(rows(False), **phone), layout(rows(True), **phone)
    assert plain["a"].frame.x == 32 and editing["a"].frame.x == 72 and editing["b"].frame.x == 72
    assert editing["b"].frame.y - editing["a"].frame.y == 56 and editing["f"].frame == plain["f"].frame
    mac = layout(rows(True), screen=(320, 300), **MAC)
    assert mac["a"].frame == layout(rows(False), screen=(320, 300), **MAC)["a"].frame
    with pytest.raises(InvalidArgumentError, match="edit"):
        Color.red.edit_mode("editing")


def test_macos_split_view_sidebar_panel():
    """SW-mac splitview/basic @d7405f3: the sidebar is a 140 wide panel inset 8 (its List at 8, 8, 140 x 284 in a
    480 x 300 window, rows in the sidebar style: 16 in, 32 apart), the detail centred in 148...480. A List given
    a style keeps it (the sidebar style is only the default there)."""
    split = NavigationSplitView(
        sidebar=List(Text("Apple").id("a"), Text("Banana").id("b")).id("side"), detail=Text("Detail").id("d")
    )
    r = layout(split, screen=(480, 300), **MAC)
    assert tuple(r["side"].frame) == (8, 8, 140, 284) and r["a"].frame.x == 24 and r["b"].frame.y - r["a"].frame.y == 32
    assert abs(r["d"].frame.mid_x - (148 + 480) / 2) < 1e-9
    plain = NavigationSplitView(sidebar=List(Text("Apple").id("a")).list_style("plain"), detail=Text("Detail"))
    assert layout(plain, screen=(480, 300), **MAC)["a"].frame.x == 8 + 8  # the plain style's 8 in, not 16
