"""Core-layout behaviour that real SwiftUI was measured doing, where the engine used to differ, and the
invariants that would have caught it. Each expected number comes from a measurement (source in the
comment) or from the arithmetic of a measured rule, never from the engine's output."""

import math

from hypothesis import given, settings, strategies as st

from swiftlayout import (
    Capsule,
    Circle,
    Color,
    Ellipse,
    GridItem,
    HStack,
    LazyVGrid,
    Rectangle,
    ScrollView,
    Spacer,
    Text,
    VStack,
    ZStack,
    layout,
)


def window(view, w, h, **kw):
    return layout(view, screen=(w, h), scale=2, platform="macOS 26", **kw)


def close(rect, expected, tol=0.01):
    assert all(abs(a - b) <= tol for a, b in zip(rect, expected)), f"{rect} != {expected}"


def test_stack_proposed_infinity_across_answers_infinity():
    # A row of colours above a 60 pt bar in 300 × 200, spacing 10: SwiftUI gives the HStack the remaining
    # 200 − 10 − 60 = 130 at y = 0 (issue #15's report, measured in SwiftUI). That needs the HStack,
    # measured with an unbounded height, to answer ∞ (a Color proposed ∞ takes ∞), so the VStack sees it
    # as the more flexible child.
    r = window(VStack(HStack(Color("red")).id("row"), Color("blue").frame(height=60).id("bar"), spacing=10), 300, 200)
    close(r["row"].frame, (0, 0, 300, 130))
    close(r["bar"].frame, (0, 140, 300, 60))


def test_scroll_view_content_moves_with_an_overflowing_scroll_view():
    # ScrollView { Color.blue.frame(width: 400, height: 400) } in a 300 × 200 window: the scroll view hugs
    # its content across (400) and is centred, so at x = −50; its content starts at its own edge, −50
    # (swiftui-web scroll/wide-content: "overflowing and staying centered"). A window has no safe area to
    # inset the content by.
    r = window(ScrollView(Color("blue").frame(width=400, height=400).id("content")).id("scroll"), 300, 200)
    close(r["scroll"].frame, (-50, 0, 400, 200))
    close(r["content"].frame, (-50, 0, 400, 400))


def test_circle_is_a_square_of_the_shorter_side():
    # Circle in a 70 × 40 frame: a centred 40 × 40 circle (swiftui-web shape/builtin, macOS 26.2).
    r = window(Circle().id("c").frame(width=70, height=40), 300, 200)
    close(r["c"].frame, (130, 80, 40, 40))
    # Ellipse and Capsule take the whole frame.
    r = window(
        VStack(Ellipse().id("e").frame(width=70, height=40), Capsule().id("k").frame(width=70, height=40)), 300, 200
    )
    assert r["e"].frame.width == 70 and r["k"].frame.width == 70


def test_shapes_share_a_row_by_flexibility():
    # HStack(Circle, Ellipse, Capsule, Circle, spacing: 0).frame(height: 40) in 300: each circle can be at
    # most 40 wide, so they are sized first; the ellipse and capsule share the rest: 40 / 110 / 110 / 40
    # (swiftui-web shape/in-stacks, macOS 26.2).
    row = HStack(Circle().id("a"), Ellipse().id("b"), Capsule().id("c"), Circle().id("d"), spacing=0).frame(height=40)
    r = window(row, 300, 200)
    assert [r[k].frame.width for k in "abcd"] == [40, 110, 110, 40]


def test_lazy_grid_items_without_alignment_take_the_grids():
    # LazyVGrid(columns: three fixed(60), alignment: .trailing) in a 240 frame: the 196 pt block of columns
    # sits at the trailing edge (74…270 in the window), and an item whose GridItem has no alignment sits
    # at its cell's trailing edge: a 20-wide item in the middle column (142…202) is at x = 182
    # (swiftui-web lazy/griditem-alignment, macOS 26.6).
    grid = LazyVGrid(
        Color("red").frame(width=20, height=20),
        Color("red").frame(width=20, height=40).id("mid"),
        columns=[GridItem.fixed(60), GridItem.fixed(60), GridItem.fixed(60)],
        alignment="trailing",
        spacing=4,
    )
    r = window(grid.frame(width=240), 300, 200)
    assert r["mid"].frame.x == 182


# -- invariants over random trees (rules §1: sizes are never NaN or negative, frames are finite) ---------
leaves = st.sampled_from([Rectangle(), Circle(), Ellipse(), Capsule(), Color("red"), Spacer(), Text("Hello world")])


def trees(depth=3):
    if depth == 0:
        return leaves
    child = trees(depth - 1)
    return st.one_of(
        leaves,
        st.lists(child, min_size=1, max_size=3).map(lambda kids: HStack(*kids)),
        st.lists(child, min_size=1, max_size=3).map(lambda kids: VStack(*kids)),
        st.lists(child, min_size=1, max_size=3).map(lambda kids: ZStack(*kids)),
        child.map(lambda v: v.frame(width=50)),
        child.map(lambda v: v.frame(max_height=math.inf)),
        child.map(lambda v: v.fixed_size()),
        child.map(lambda v: v.padding()),
        child.map(lambda v: ScrollView(v)),
    )


sizes = st.sampled_from([0.0, 1.0, 57.5, 300.0, 2000.0])


@settings(max_examples=150, deadline=None)
@given(trees(), sizes, sizes, st.sampled_from(["iOS 26", "iOS 17", "macOS 26"]))
def test_frames_are_finite_and_layouts_repeat(view, w, h, platform):
    first = layout(view, screen=(w, h), scale=2, platform=platform)
    again = layout(view, screen=(w, h), scale=2, platform=platform)
    for a, b in zip(first, again):
        f = a.frame
        assert all(math.isfinite(v) for v in f), f"{a.kind} has a non-finite frame {f}"
        assert f.width >= 0 and f.height >= 0, f"{a.kind} has a negative size {f}"
        assert tuple(f) == tuple(b.frame), "two layouts of the same tree differ"


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from([Rectangle(), Color("red"), Ellipse(), Spacer().frame(height=10)]), min_size=1, max_size=4
    ),
    st.sampled_from(["h", "v"]),
)
def test_a_stack_of_unbounded_children_fills_its_proposal(children, axis):
    # A stack whose children include one that is unbounded across takes the whole length offered across
    # (the union of its children, rules §2), so inside a window it fills that axis.
    stack = (HStack if axis == "h" else VStack)(*children, Color("blue")).id("s")
    r = window(stack, 300, 200)
    frame = r["s"].frame
    assert (frame.height if axis == "h" else frame.width) == (200 if axis == "h" else 300)
