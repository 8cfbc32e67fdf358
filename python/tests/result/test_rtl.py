"""Right-to-left layout (docs/LAYOUT_RULES.md §23) from Python, against frames measured in Apple's SwiftUI
by github.com/iamcgn/swiftui-web @863aea4 (layout/rtl-stacks, rtl-grid, rtl-custom, rtl-scroll; macOS
27.0.1, @2x; the same recordings as Tests/Fixtures/goldens/rtl/swm3_rtl_*.json and rtl_scroll.json)."""

import pytest

from swiftlayout import (
    Color,
    CustomLayout,
    Grid,
    GridItem,
    GridRow,
    HStack,
    InvalidArgumentError,
    LazyVGrid,
    ProposedViewSize,
    ScrollView,
    Spacer,
    Text,
    VStack,
    ZStack,
    layout,
)


def mac(view, width, height, **kw):
    return layout(view, screen=(width, height), scale=2, platform="macOS 26", **kw)


def box(color, w, h, id):
    return Color(color).frame(width=w, height=h).id(id)


def frame(result, id):
    f = result[id].frame
    return (f.x, f.y, f.width, f.height)


def stacks():
    # layout/rtl-stacks (its first four rows and the alignment guide row).
    return (
        VStack(
            HStack(box("red", 40, 30, "a"), box("blue", 60, 30, "b"), Spacer(), box("green", 30, 30, "c")).id("hstack"),
            Color("orange").frame(width=50, height=20).padding("leading", 30).id("padded"),
            Color("purple").frame(width=40, height=20).frame(width=120, alignment="leading").id("framed"),
            ZStack(box("gray", 100, 40, "zback"), box("black", 20, 20, "zfront"), alignment="top_leading").id("zstack"),
            HStack(box("red", 30, 20, "ltrA"), box("blue", 30, 20, "ltrB"))
            .environment(layout_direction="ltr")
            .id("island"),
            Text("One").id("text"),
            alignment="leading",
            spacing=10,
        )
        .frame(width=300, alignment="leading")
        .id("vstack")
    )


# The recording's frames; its VStack has one more row (the guided box, 20 + 10 tall), so it starts 15 pt
# higher: y below is the recording's + 15.
MEASURED = {
    "a": (270, 17, 40, 30),
    "b": (202, 17, 60, 30),
    "c": (10, 17, 30, 30),
    "hstack": (10, 17, 300, 30),
    "padded": (230, 57, 80, 20),
    "framed": (190, 87, 120, 20),
    "zback": (210, 117, 100, 40),
    "zfront": (290, 117, 20, 20),
    "island": (242, 167, 68, 20),
    "ltrA": (242, 167, 30, 20),
    "ltrB": (280, 167, 30, 20),
    "text": (285, 197, 25, 16),
}


@pytest.mark.parametrize("how", ["modifier", "layout keyword"])
def test_stacks_mirror_as_measured(how):
    view = stacks()
    result = (
        mac(view.environment(layout_direction="rtl"), 320, 260)
        if how == "modifier"
        else mac(view, 320, 260, layout_direction="rtl")
    )
    for id, (x, y, w, h) in MEASURED.items():
        assert frame(result, id) == pytest.approx((x, y + 15, w, h), abs=0.34), id


def test_relayout_switches_direction():
    result = mac(stacks(), 320, 260)
    assert frame(result, "a")[0] == 10  # left to right: a at the left edge
    assert result.relayout(screen=(320, 260), scale=2, platform="macOS 26", layout_direction="rightToLeft")
    assert frame(result, "a")[0] == 270
    assert frame(result, "ltrA")[0] == 242  # the island keeps its reading order
    assert result.relayout(screen=(320, 260), scale=2, platform="macOS 26", locale="en_US")
    assert frame(result, "a")[0] == 10


def test_grid_and_lazy_grid_columns_run_right_to_left():
    view = VStack(
        Grid(
            GridRow(box("red", 40, 30, "a"), box("blue", 60, 30, "b"), box("green", 30, 30, "c")),
            GridRow(
                Color("orange").frame(width=100, height=30).grid_cell_columns(2).id("d"), box("purple", 30, 30, "e")
            ),
            GridRow(Color("gray").frame(width=40, height=30).grid_column_alignment("trailing").id("f")),
            horizontal_spacing=10,
            vertical_spacing=10,
        ).id("grid"),
        LazyVGrid(
            box("red", 40, 20, "l0"),
            box("blue", 40, 20, "l1"),
            box("green", 40, 20, "l2"),
            box("orange", 40, 20, "l3"),
            columns=[GridItem.fixed(40)] * 3,
            spacing=8,
        )
        .frame(width=200)
        .id("lazy"),
        spacing=16,
    ).environment(layout_direction="rtl")
    result = mac(view, 320, 220)
    # layout/rtl-grid: column 0 is 195..235; the two-column cell d centred in columns 0 + 1.
    assert frame(result, "a") == (195, 23, 40, 30)
    assert frame(result, "b") == (125, 23, 60, 30)
    assert frame(result, "c") == (85, 23, 30, 30)
    assert frame(result, "d") == (130, 63, 100, 30)
    assert frame(result, "f") == (195, 103, 40, 30)
    assert frame(result, "l0") == (188, 149, 40, 20)
    assert frame(result, "l2") == (92, 149, 40, 20)
    assert frame(result, "l3") == (188, 177, 40, 20)


class FlowLayout(CustomLayout):
    """Rows at ideal sizes 8 apart, wrapping at the width; rows 6 apart (swiftui-web's FlowLayout). It places
    in a left-to-right space: the engine mirrors the placements, as SwiftUI does for a Layout."""

    def rows(self, width, subviews):
        rows, x = [[]], 0.0
        for s in subviews:
            w, h = s.size_that_fits(ProposedViewSize.unspecified)
            if rows[-1] and x + 8 + w > width:
                rows.append([])
            x = w if not rows[-1] else x + 8 + w
            rows[-1].append((s, w, h))
        return rows

    def size_that_fits(self, proposal, subviews, cache):
        width = 300.0 if proposal.width is None else proposal.width
        rows = self.rows(width, subviews)
        return width, sum(max(h for _, _, h in r) for r in rows) + 6 * (len(rows) - 1)

    def place_subviews(self, bounds, proposal, subviews, cache):
        y = bounds.y
        for row in self.rows(bounds.width, subviews):
            x = 0.0
            for s, w, h in row:
                s.place((bounds.x + x, y), proposal=ProposedViewSize(w, h))
                x += w + 8
            y += max(h for _, _, h in row) + 6


def test_custom_layout_is_mirrored():
    flow = FlowLayout()(
        box("red", 60, 20, "c0"),
        box("blue", 90, 20, "c1"),
        box("green", 50, 20, "c2"),
        box("orange", 70, 20, "c3"),
        box("purple", 40, 20, "c4"),
    )
    result = mac(flow.frame(width=200).id("flow").environment(layout_direction="rtl"), 300, 120)
    # layout/rtl-custom: c0 ends at the layout's right edge (250); the second row starts there too.
    assert frame(result, "flow") == (50, 37, 200, 46)
    assert frame(result, "c0") == (190, 37, 60, 20)
    assert frame(result, "c1") == (92, 37, 90, 20)
    assert frame(result, "c2") == (200, 63, 50, 20)
    assert frame(result, "c4") == (74, 63, 40, 20)


def test_horizontal_scroll_view_starts_at_the_trailing_end():
    content = HStack(*(box("red", 50, 40, f"s{k}") for k in range(6)), spacing=10).id("content")
    view = ScrollView(content, axes="horizontal").frame(width=180, height=60).id("scroll")
    result = mac(view, 200, 80, layout_direction="rtl")
    # layout/rtl-scroll: the 350-wide content ends at the scroll view's right edge.
    assert frame(result, "content") == (-160, 20, 350, 40)
    assert frame(result, "s0") == (140, 20, 50, 40)
    assert frame(result, "s5") == (-160, 20, 50, 40)


def test_offset_is_not_mirrored():
    # An engine rule, not a measurement (the recordings probe outside the offset): offset is a render
    # transform in screen terms, so +40 moves right in both directions.
    view = VStack(Color("orange").frame(width=20, height=20).id("box").offset(x=40).id("offset"))
    ltr, rtl = mac(view, 100, 100), mac(view, 100, 100, layout_direction="rtl")
    assert frame(ltr, "offset") == frame(rtl, "offset") == (40, 40, 20, 20)
    assert frame(ltr, "box")[0] == frame(rtl, "box")[0] == 80


def test_bad_directions_are_refused():
    with pytest.raises(InvalidArgumentError, match="layout_direction"):
        Color("red").environment(layout_direction="upward")
    with pytest.raises(InvalidArgumentError, match="layout_direction"):
        layout(Color("red"), layout_direction="sideways")
    with pytest.raises(InvalidArgumentError):
        Color("red").flips_for_right_to_left_layout_direction(1)
