"""ViewThatFits, AnyLayout, Group, EmptyView, Section and the scroll-view options from Python, against
frames recorded in Apple's SwiftUI (macOS 26 window, @2x; the fixture each number comes from is cited)."""

from __future__ import annotations

import pytest

from swiftlayout import (
    AnyLayout,
    Color,
    EmptyView,
    Group,
    HStack,
    HStackLayout,
    InvalidArgumentError,
    LazyVGrid,
    GridItem,
    ScrollView,
    Section,
    Text,
    VStack,
    VStackLayout,
    ViewThatFits,
    layout,
)

MAC = dict(screen=(320, 300), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26")


def _rows(n: int, prefix: str) -> VStack:
    return VStack(
        [Color("blue" if k % 2 == 0 else "orange").frame(width=120, height=20).id(f"{prefix}{k}") for k in range(n)],
        spacing=0,
    )


def _lay(view, screen):  # type: ignore[no-untyped-def]
    return layout(view, **dict(MAC, screen=screen))


def test_view_that_fits_picks_first_fitting_child() -> None:
    # swm3_view_that_fits_widths_heights_axes: the 101.5 pt HStack fits 200 but not 60; the fallback is 25.
    def candidate(width: float) -> VStack:
        return VStack(
            ViewThatFits(
                HStack(Text("One"), Text("Two"), Text("Three")).fixed_size().id("wide"),
                Text("One").fixed_size().id("fallback"),
            ).frame(width=width, alignment="leading")
        )

    wide = _lay(candidate(200), (320, 300))
    assert wide["wide"].frame.width == pytest.approx(101.5, abs=0.34)
    narrow = _lay(candidate(60), (320, 300))
    assert narrow["fallback"].frame.width == pytest.approx(25, abs=0.34)


def test_view_that_fits_vertical_ignores_width() -> None:
    # Same fixture: a 32 pt tall VStack fits a 60 pt tall frame, not a 20 pt one (then "Hello", 31 x 16).
    def tall(height: float) -> ViewThatFits:
        return ViewThatFits(
            VStack(Text("One"), Text("Two")).fixed_size().id("stack"),
            Text("Hello").fixed_size().id("hello"),
            axes="vertical",
        )

    assert _lay(tall(60).frame(height=60), (320, 300))["stack"].frame.height == pytest.approx(32, abs=0.34)
    assert _lay(tall(20).frame(height=20), (320, 300))["hello"].frame.width == pytest.approx(31, abs=0.34)


def test_any_layout_matches_the_stacks() -> None:
    # customlayout/any (cnt_anylayout_hstacklayout_initial, swm3_anylayout_vstacklayout_after_switch).
    kids = (Text("One").id("one"), Color("red").frame(width=30, height=20).id("box"), Text("Three").id("three"))
    h = _lay(AnyLayout(HStackLayout(spacing=8), *kids).id("stack"), (240, 120))
    assert tuple(h["stack"].frame) == pytest.approx((66.75, 50, 106.5, 20), abs=0.34)
    v = _lay(AnyLayout(VStackLayout(spacing=4), *kids).id("stack"), (240, 120))
    assert tuple(v["stack"].frame) == pytest.approx((102.25, 30, 35.5, 60), abs=0.34)
    assert tuple(v["box"].frame) == pytest.approx((105, 50, 30, 20), abs=0.34)


def test_group_modifiers_apply_to_each_child() -> None:
    # sw_layout_group_modifier (swiftui-web layout/group-modifier), plus an EmptyView that adds nothing.
    view = HStack(
        Group(Color("red").id("a"), Color("blue").id("b")).frame(width=50, height=50).padding(5),
        EmptyView(),
        Color("green").id("c"),
        spacing=0,
    )
    r = _lay(view, (300, 100))
    assert tuple(r["a"].frame) == (5, 25, 50, 50)
    assert tuple(r["b"].frame) == (65, 25, 50, 50)
    assert tuple(r["c"].frame) == (120, 0, 180, 100)


def test_section_in_lazy_vgrid() -> None:
    # swm3_lazyvgrid_sections_header_footer_rows: header across 240, rows 4 below, footer after the rows.
    cells = [Color("red").frame(height=20).id(f"a{k}") for k in range(5)]
    section = Section(
        *cells, header=Color("gray").frame(height=24).id("aH"), footer=Color("black").frame(height=16).id("aF")
    )
    grid = LazyVGrid(section, columns=[GridItem.fixed(60)] * 3, spacing=4)
    r = _lay(ScrollView(grid).frame(width=240), (300, 300))
    assert tuple(r["aH"].frame) == (30, 0, 240, 24)
    assert tuple(r["a0"].frame) == (52, 28, 60, 20)
    assert tuple(r["a4"].frame) == (120, 52, 60, 20)
    assert tuple(r["aF"].frame) == (30, 76, 240, 16)


def test_content_margins_and_default_anchor() -> None:
    # swm3_scroll_content_margins and swm3_scroll_default_anchor_roles_at_rest (600 x 200 window).
    r = _lay(ScrollView(_rows(20, "a")).content_margins(20, placement="scroll_content").id("s"), (600, 200))
    s = r["s"].frame
    assert s.width == 160 and (r["a0"].frame.x - s.x, r["a0"].frame.y - s.y) == (20, 20)
    r = _lay(ScrollView(_rows(3, "b")).content_margins("horizontal", 12).id("s"), (600, 200))
    assert r["s"].frame.width == 144 and r["b0"].frame.y == 0
    r = _lay(ScrollView(_rows(3, "a")).default_scroll_anchor("bottom", role="alignment"), (600, 200))
    assert r["a0"].frame.y == 140
    r = _lay(ScrollView(_rows(3, "a")).default_scroll_anchor("center", role="alignment"), (600, 200))
    assert r["a0"].frame.y == 70
    r = _lay(
        ScrollView(_rows(20, "d")).default_scroll_anchor("bottom").default_scroll_anchor("bottom", role="size_changes"),
        (600, 200),
    )
    assert r["d0"].frame.y == -200 and r["d10"].frame.y == 0


def test_indicator_options_change_nothing() -> None:
    # swm3_scroll_indicator_modifiers_leave_layout: both scroll views 80 wide, full height.
    a = ScrollView(_rows(20, "a"), shows_indicators=False).id("A")
    b = ScrollView(_rows(20, "b")).scroll_indicators("hidden").scroll_disabled(True).scroll_target_layout().id("B")
    r = _lay(HStack(a, b, spacing=20), (300, 200))
    assert r["A"].frame.height == 200 and r["B"].frame.height == 200
    assert r["a0"].frame.y == 0 and r["b0"].frame.y == 0


def test_validation() -> None:
    with pytest.raises(InvalidArgumentError):
        ViewThatFits(Text("a"), axes="diagonal")
    with pytest.raises(InvalidArgumentError):
        Color("red").content_margins(-1)
    with pytest.raises(InvalidArgumentError):
        Color("red").content_margins(4, placement="gutter")
    with pytest.raises(InvalidArgumentError):
        Color("red").default_scroll_anchor("middle")
    with pytest.raises(InvalidArgumentError):
        Color("red").default_scroll_anchor((float("nan"), 0))
    with pytest.raises(InvalidArgumentError):
        Color("red").scroll_indicators("sometimes")
    with pytest.raises(TypeError):
        AnyLayout("hstack", Text("a"))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        HStackLayout(spacing=float("inf"))


# -- ForEach and toolbars (issue #19) ------------------------------------------------------------------------


def test_for_each_ids_and_modifiers():
    """foreach/id-keypath and foreach/modifier @d7ce47e: ForEach(data, id:) names each element's view; a
    modifier on the ForEach applies to each view, and a name on it names the last (paddedLast is the second
    row's padded frame)."""
    from swiftlayout import ForEach

    view = VStack(
        ForEach(["a", "b"], lambda s: Color.red.frame(width=20, height=10), id="self"),
        ForEach(range(2), lambda k: Color.blue.frame(width=30, height=10).id(f"p{k}")).padding(5).id("last"),
        spacing=0,
    )
    r = _lay(view, (100, 100))
    assert tuple(r["a"].frame) == (40, 20, 20, 10) and tuple(r["b"].frame) == (40, 30, 20, 10)
    assert tuple(r["p0"].frame) == (35, 45, 30, 10)
    assert tuple(r["last"].frame) == (30, 60, 40, 20)


def test_for_each_id_forms_and_errors():
    from swiftlayout import ForEach, InvalidArgumentError

    items = [{"name": "x"}, {"name": "y"}]
    assert ForEach(items, lambda i: Color.red, id="name").ids == ("x", "y")
    assert ForEach([1.0, 2.0], lambda i: Color.red, id=lambda i: i).ids == ("1", "2")
    assert ForEach(range(2), lambda i: [Color.red, Color.blue]).ids == (None, None, None, None)
    with pytest.raises(InvalidArgumentError, match="has no attribute or key 'title'"):
        ForEach(items, lambda i: Color.red, id="title")
    with pytest.raises(TypeError, match="ForEach content"):
        ForEach([1], "nope")
    with pytest.raises(TypeError, match="ForEach data"):
        ForEach(5, lambda i: Color.red)
    with pytest.raises(TypeError, match="ForEach element 0"):
        ForEach([1], lambda i: 42)
    with pytest.raises(InvalidArgumentError, match="NUL"):
        ForEach(["a\0b"], lambda s: Color.red, id="self")


def test_toolbar():
    """.toolbar(.hidden) is navigation_bar_hidden; toolbar items change no content frame on macOS, where a
    titled root draws no bar (toolbar/basic @bb66658: the content fills the 400 x 200 window)."""
    from swiftlayout import InvalidArgumentError, NavigationStack, ToolbarItem, ToolbarItemGroup

    mac = dict(safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26")
    root = (
        Color.red.navigation_title("Toolbar")
        .toolbar(ToolbarItem(Text("Back"), placement="navigation"), ToolbarItemGroup(Text("One"), Text("Two")))
        .id("c")
    )
    assert tuple(layout(NavigationStack(root), screen=(400, 200), **mac)["c"].frame) == (0, 0, 400, 200)
    ios = dict(safe_area=(0, 0, 0, 0), scale=2, platform="iOS 26")
    hidden = Color.red.navigation_title("T").toolbar("hidden").id("c")
    assert layout(NavigationStack(hidden), screen=(320, 300), **ios)["c"].frame.y == 0
    with pytest.raises(InvalidArgumentError, match="toolbar item placement"):
        ToolbarItem(Text("x"), placement="sideways")
    with pytest.raises(TypeError, match="toolbar item 0"):
        Color.red.toolbar(Text("x"))
    with pytest.raises(InvalidArgumentError, match="toolbar visibility"):
        Color.red.toolbar("gone")
