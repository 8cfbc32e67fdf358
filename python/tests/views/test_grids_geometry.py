"""Grids, GeometryReader and alignment guides from Python (rules §17–§19)."""

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    CustomAlignment,
    GeometryReader,
    Grid,
    GridItem,
    GridRow,
    HStack,
    LazyHStack,
    LazyVGrid,
    ScrollView,
    Spacer,
    Text,
    VStack,
    layout,
)


def cells(n, height=20):
    return [Color.gray.frame(height=height).id(f"c{i}") for i in range(n)]


def widths(r, n):
    return [r[f"c{i}"].frame.width for i in range(n)]


def test_measured_lazy_vgrid_cases():
    # [fixed 70, adaptive(40)] in 200 → 70 | 57 | 57; [flexible(min 140), adaptive(70)] → 140 | 52.
    r = layout(LazyVGrid(cells(3), columns=[GridItem.fixed(70), GridItem.adaptive(40)]), screen=(200, 400))
    assert widths(r, 3) == [70, 57, 57]
    r = layout(LazyVGrid(cells(2), columns=[GridItem.flexible(minimum=140), GridItem.adaptive(70)]), screen=(200, 400))
    assert widths(r, 2) == [140, 52]


def test_three_flexible_columns():
    # 3 × flexible in 300: (300 − 16) / 3 each.
    r = layout(LazyVGrid(cells(6), columns=[GridItem.flexible()] * 3), screen=(300, 400))
    assert widths(r, 3) == pytest.approx([284 / 3] * 3)
    assert r["c3"].frame.y - r["c0"].frame.max_y == 8


@pytest.mark.parametrize("device, per_row", [("iPhone 15 Pro", 4), ("iPhone SE", 4), ("iPad Pro 11", 9), ("window", 9)])
def test_adaptive_grid_across_devices(device, per_row):
    # adaptive(min 80), spacing 8: n = ⌊(W + 8) / 88⌋ per row: 393 → 4, 375 → 4, 834 → 9, 800 → 9.
    r = layout(LazyVGrid(cells(20), columns=[GridItem.adaptive(80)]), device=device)
    first_row = [c for c in range(20) if r[f"c{c}"].frame.y == r["c0"].frame.y]
    assert len(first_row) == per_row


def test_grid_widest_cell_sets_its_column_and_spans():
    grid = Grid(
        GridRow(Color.red.frame(width=40, height=10).id("a"), Color.red.frame(width=30, height=10)),
        GridRow(Color.red.frame(width=80, height=20), Color.red.frame(width=10, height=10).id("d")),
        GridRow(Color.blue.frame(height=10).id("wide").grid_cell_columns(2)),
        horizontal_spacing=10,
    ).id("g")
    r = layout(grid, screen=(400, 400))
    g = r["g"].frame
    assert g.width == 80 + 10 + 30
    assert r["a"].frame.mid_x == g.x + 40 and r["d"].frame.mid_x == g.x + 90 + 15
    assert r["wide"].frame.width == 120


def test_geometry_reader_takes_remaining_space():
    v = VStack(
        Color.red.frame(height=100),
        GeometryReader(lambda p: Color.blue.frame(width=p.size[0] / 2, height=p.size[1] / 2).id("half")).id("g"),
        spacing=0,
    )
    r = layout(v, screen=(300, 500))
    assert tuple(r["g"].frame) == (0, 100, 300, 400) and tuple(r["half"].frame) == (0, 100, 150, 200)
    assert r["half"].view is not None and r["half"].view.view_id == "half"


def test_geometry_reader_in_overlay_and_coordinate_spaces():
    seen = {}

    def probe(proxy):
        seen["size"] = proxy.size
        seen["global"] = proxy.frame("global")
        seen["card"] = proxy.frame("card")
        return Color.clear

    v = VStack(
        Color.red.frame(height=50),
        Color.blue.frame(height=30).id("p").overlay(GeometryReader(probe)),
        Spacer(),
        spacing=0,
    ).coordinate_space("card")
    r = layout(v)
    assert tuple(r["p"].frame) == (0, 109, 393, 30)  # unchanged by the overlay
    assert seen["size"] == (393, 30) and seen["global"].y == 109 and seen["card"].y == 50


def test_geometry_reader_errors():
    with pytest.raises(CallbackError, match=r"GeometryReader content function .* raised ZeroDivisionError"):
        layout(GeometryReader(lambda p: 1 / 0))
    with pytest.raises(CallbackError, match="must return a View"):
        layout(GeometryReader(lambda p: 42))
    with pytest.raises(CallbackError, match=r"unknown|no enclosing"):
        layout(GeometryReader(lambda p: p.frame("nowhere") and Color.red))


def test_alignment_guides():
    # .alignment_guide("leading", 20) moves the child 20 left and widens the leading VStack to 120.
    v = VStack(
        Color.red.frame(width=100, height=20).id("a"),
        Color.blue.frame(width=100, height=20).alignment_guide("leading", 20).id("b"),
        alignment="leading",
        spacing=0,
    ).id("s")
    r = layout(v, screen=(300, 100))
    assert r["a"].frame.x - r["b"].frame.x == 20 and r["s"].frame.width == 120
    # a function of the dimensions: the bottom edge on the top line.
    h = HStack(
        Color.red.frame(width=10, height=50),
        Color.blue.frame(width=10, height=30).alignment_guide("top", lambda d: d["bottom"]).id("b"),
        alignment="top",
        spacing=0,
    ).id("s")
    assert layout(h, screen=(100, 100))["s"].frame.height == 80


def test_custom_alignment_across_stacks():
    mark = CustomAlignment("mark", "vertical")
    left = VStack(
        Color.red.frame(width=10, height=20),
        Color.red.frame(width=10, height=20).alignment_guide(mark, lambda d: d["vertical_center"]).id("l"),
        spacing=0,
    )
    right = VStack(
        Color.blue.frame(width=10, height=20).alignment_guide(mark, lambda d: d["vertical_center"]).id("r"), spacing=0
    )
    r = layout(HStack(left, right, alignment=mark, spacing=0), screen=(100, 200))
    assert r["l"].frame.mid_y == r["r"].frame.mid_y
    assert (
        layout(HStack(left, right, alignment="custom:mark", spacing=0), screen=(100, 200))["l"].frame.mid_y
        == r["l"].frame.mid_y
    )


def test_guide_errors():
    with pytest.raises(ValueError, match="unknown guide"):
        Color.red.alignment_guide("sideways", 1)
    with pytest.raises(CallbackError, match="alignment_guide function"):
        layout(VStack(Color.red.alignment_guide("leading", lambda d: 1 / 0), alignment="leading"))


def test_lazy_hstack_fills_the_scroll_view():
    hug = layout(ScrollView(HStack(Color.red.frame(width=50, height=50)), axes="horizontal").id("s"), screen=(200, 300))
    fill = layout(
        ScrollView(LazyHStack(Color.red.frame(width=50, height=50)), axes="horizontal").id("s"), screen=(200, 300)
    )
    assert hug["s"].frame.height == 50 and fill["s"].frame.height == 300


def test_text_baseline_alignment():
    r = layout(
        HStack(Text("small").id("s"), Text("BIG").font("large_title").id("b"), alignment="first_text_baseline"),
        screen=(300, 200),
        approximate_text=1,
    )
    assert r["s"].frame.y - r["b"].frame.y == pytest.approx(1950 / 2048 * 17)
