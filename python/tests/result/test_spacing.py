"""spacing=None next to Text, and node.spacing (rules §3), with the approximate text model (its SF Pro
metrics, per 2048 units:
ascender 1950, descender −494, cap height 1443, no line gap. At 17 pt on a @1x screen (pixel 1):
h = 2444·17/2048 = 20.2871, s = ⌈0.1·h⌉ = 3, h + s = 23.2871). test_text_font.py covers HarfBuzz."""

import pytest

from swiftlayout import HStack, LayoutClosedError, Rectangle, Spacer, Text, VStack, layout

EM = 17 / 2048
LINE_SPACING = 2444 * EM + 3


def column(middle, spacing=None):
    return VStack(
        Rectangle().frame(height=10).id("a"), middle.id("m"), Rectangle().frame(height=10).id("b"), spacing=spacing
    )


def gaps(r):
    return r["m"].frame.y - r["a"].frame.max_y, r["b"].frame.y - r["m"].frame.max_y


def test_text_gaps_are_font_derived_and_unequal():
    above, below = gaps(layout(column(Text("Fat")), screen=(300, 300), approximate_text=1))
    assert above == pytest.approx(LINE_SPACING - 1950 * EM)  # 7.1006
    assert below == pytest.approx(max(LINE_SPACING - 1443 * EM, 3 + 494 * EM))  # 11.3091
    assert above != below


def test_explicit_spacing_overrides_every_pair():
    assert gaps(layout(column(Text("Fat"), spacing=8), screen=(300, 300), approximate_text=1)) == pytest.approx((8, 8))
    assert gaps(
        layout(column(Rectangle().frame(height=10), spacing=-95), screen=(300, 300), approximate_text=1)
    ) == pytest.approx((-95, -95))


def test_pairs():
    # Plain views 8; a Spacer 0; two Texts the lower leading (0); a framed or padded Text spaces as plain.
    assert gaps(layout(column(Rectangle().frame(height=10)), screen=(300, 300), approximate_text=1)) == pytest.approx(
        (8, 8)
    )
    assert gaps(layout(column(Spacer(min_length=5)), screen=(300, 300), approximate_text=1)) == pytest.approx((0, 0))
    assert gaps(layout(column(Text("x").frame(height=30)), screen=(300, 300), approximate_text=1)) == pytest.approx(
        (8, 8)
    )
    assert gaps(layout(column(Text("x").padding(0)), screen=(300, 300), approximate_text=1)) == pytest.approx((8, 8))
    r = layout(VStack(Text("One").id("a"), Text("Two").id("b")), screen=(300, 300), approximate_text=1)
    assert r["b"].frame.y - r["a"].frame.max_y == pytest.approx(0)
    row = layout(HStack(Rectangle().frame(width=10).id("a"), Text("x").id("b")), screen=(300, 300), approximate_text=1)
    assert row["b"].frame.x - row["a"].frame.max_x == pytest.approx(8)


def test_node_spacing_and_distance():
    with layout(column(Text("Fat")), screen=(300, 300), approximate_text=1) as r:
        rect, text = r["a"].spacing, r["m"].spacing
        assert rect.edges["top"] == {"edgeBelowText": 0}
        assert "textToText" in text.edges["top"] and "edgeAboveText" in repr(text)
        assert rect.distance(text) == pytest.approx(LINE_SPACING - 1950 * EM)
        assert rect.distance(text, along="horizontal") == 8
        with pytest.raises(ValueError):
            rect.distance(text, along="diagonal")
    with pytest.raises(LayoutClosedError):
        _ = r["a"].spacing


def test_stack_neighbour_publishes_its_children_edges():
    # A VStack publishes its first child's top edge and its last child's bottom edge (rules §2.6), so a
    # stack holding one Text spaces like that Text.
    text = gaps(layout(column(Text("Fat")), screen=(300, 300), approximate_text=1))
    stacked = gaps(layout(column(VStack(Text("Fat"))), screen=(300, 300), approximate_text=1))
    assert stacked == pytest.approx(text)
