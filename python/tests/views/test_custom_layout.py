"""The Layout protocol and measured leaves from Python (rules §20). The C twin of EqualWidthHStack is in
Tests/C/test_tools.c and must give the same frames."""

import json
import traceback

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    CustomLayout,
    HStack,
    MeasuredView,
    ProposedViewSize,
    Rectangle,
    Text,
    VStack,
    layout,
)


class EqualWidthHStack(CustomLayout):
    """Every subview as wide as the widest one's ideal width; as tall as the tallest."""

    def size_that_fits(self, proposal, subviews, cache):
        sizes = [s.size_that_fits(ProposedViewSize.unspecified) for s in subviews]
        return (max((w for w, _ in sizes), default=0) * len(subviews), max((h for _, h in sizes), default=0))

    def place_subviews(self, bounds, proposal, subviews, cache):
        width = bounds.width / max(len(subviews), 1)
        for k, s in enumerate(subviews):
            s.place(at=(bounds.x + k * width, bounds.y), proposal=ProposedViewSize(width, bounds.height))


def equal_width_tree():
    return EqualWidthHStack()(
        Rectangle().frame(height=10).id("a"),
        Rectangle().frame(width=30, height=20).id("b"),
        Rectangle().frame(height=10).id("c"),
    )


def test_equal_width_hstack():
    # Ideal widths 10 (a Rectangle proposed nil), 30 and 10: the widest is 30, so 90 × 20, centred in
    # 300 × 100 at (105, 40); each child is proposed 30 × 20 at x 105, 135, 165.
    r = layout(equal_width_tree(), screen=(300, 100))
    assert tuple(r["a"].frame) == (105, 40, 30, 10)
    assert tuple(r["b"].frame) == (135, 40, 30, 20)
    assert tuple(r["c"].frame) == (165, 40, 30, 10)


def test_unplaced_subviews_are_centred_at_their_ideal_size():
    class PlacesNothing(CustomLayout):
        def size_that_fits(self, proposal, subviews, cache):
            return (100, 100)

        def place_subviews(self, bounds, proposal, subviews, cache):
            pass

    r = layout(PlacesNothing()(Color.red.id("c")), screen=(300, 300))
    assert tuple(r["c"].frame) == (145, 145, 10, 10)  # ideal 10 × 10 at the centre (150, 150)


def test_cache_and_spacing():
    calls = []

    class SpacingPrint(CustomLayout):
        def make_cache(self, subviews):
            calls.append(len(subviews))
            return {"made": True}

        def size_that_fits(self, proposal, subviews, cache):
            assert cache == {"made": True}
            return subviews[0].size_that_fits(proposal)

        def place_subviews(self, bounds, proposal, subviews, cache):
            subviews[0].place(at=(bounds.x, bounds.y), proposal=proposal)

        def spacing(self, subviews, cache):
            print(subviews[0].spacing)
            return subviews[0].spacing

    # The article's probe: SpacingPrint { Text } in a VStack below a Rectangle publishes the Text's
    # spacing, so the gap is the Text's edgeAboveText (7.1006 at 17 pt @1x, see test_spacing.py).
    r = layout(
        VStack(Rectangle().frame(height=10).id("a"), SpacingPrint()(Text("hello")).id("p")),
        screen=(300, 300),
        approximate_text=1,
    )
    assert r["p"].frame.y - r["a"].frame.max_y == pytest.approx(2444 * 17 / 2048 + 3 - 1950 * 17 / 2048)
    assert calls == [1]


def test_flexibility_is_measured_like_any_child():
    class Greedy(CustomLayout):
        def size_that_fits(self, proposal, subviews, cache):
            return proposal.replacing_unspecified_dimensions()

        def place_subviews(self, bounds, proposal, subviews, cache):
            pass

    # HStack(spacing: 0) { frame(width: 50); Greedy } in 300: the fixed one first, Greedy takes 250.
    r = layout(HStack(Color.red.frame(width=50), Greedy()().id("g"), spacing=0), screen=(300, 100))
    assert r["g"].frame.width == 250


def test_errors_carry_the_traceback():
    class Broken(CustomLayout):
        def size_that_fits(self, proposal, subviews, cache):
            return {}["missing"]

    with pytest.raises(CallbackError, match=r"custom layout function .*Broken raised KeyError") as e:
        layout(Broken()(Color.red))
    assert "size_that_fits" in "".join(traceback.format_exception(e.value.__cause__))
    assert layout(Color.red.id("ok"))["ok"].frame.width == 393


def test_measured_view():
    seen = []

    def measure(proposal):
        seen.append(proposal)
        return (min(proposal.width or 40, 40), 25)

    r = layout(HStack(MeasuredView(measure).id("m"), Color.red, spacing=0), screen=(300, 100))
    assert r["m"].frame.size == (40, 25)
    assert ProposedViewSize(0.0, 100.0) in seen  # the stack probed its minimum
    with pytest.raises(CallbackError, match="measure function"):
        layout(MeasuredView(lambda p: (-1, 5)))


class Indented(CustomLayout):
    """A column: subview i at x = its "indent" layout value (default 5), y = 10 i (the Swift and C tests
    assert the same frames)."""

    def size_that_fits(self, proposal, subviews, cache):
        return (100, 100)

    def place_subviews(self, bounds, proposal, subviews, cache):
        for i, s in enumerate(subviews):
            s.place(at=(bounds.x + s.layout_value("indent", 5), bounds.y + 10 * i))


def test_layout_values_pass_through_modifiers_and_the_outermost_wins():
    box = Color("red").frame(width=10, height=10)
    tree = Indented()(
        box.layout_value("indent", 20).padding(0).id("a"),
        box.id("b"),
        box.layout_value("indent", 1).layout_value("indent", 30).id("c"),
    )
    r = layout(tree, screen=(100, 100))
    assert tuple(r["a"].frame) == (20, 0, 10, 10)
    assert tuple(r["b"].frame) == (5, 10, 10, 10)
    assert tuple(r["c"].frame) == (30, 20, 10, 10)


def test_layout_value_json_and_checks():
    import pytest as _pytest
    from swiftlayout import InvalidArgumentError

    v = Text("a").layout_value("rank", 2)
    assert json.loads(v.to_document())["modifiers"] == [{"layoutValue": {"key": "rank", "value": 2}}]
    assert "_LayoutTrait<rank>" in repr(v)
    with _pytest.raises(InvalidArgumentError):
        Text("a").layout_value("", 1)
    with _pytest.raises(InvalidArgumentError):
        Text("a").layout_value("k", float("nan"))


class Column(CustomLayout):
    """Subviews one below the other at their ideal sizes; ``indent``: the leading guide that far in (Apple's
    Layout.explicitAlignment documentation example indents it by 10)."""

    def __init__(self, indent=None):
        self.indent = indent

    def size_that_fits(self, proposal, subviews, cache):
        sizes = [s.size_that_fits() for s in subviews]
        return (max((w for w, _ in sizes), default=0), sum(h for _, h in sizes))

    def place_subviews(self, bounds, proposal, subviews, cache):
        y = bounds.y
        for s in subviews:
            s.place(at=(bounds.x, y))
            y += s.size_that_fits()[1]


class IndentedColumn(Column):
    def explicit_alignment(self, guide, bounds, proposal, subviews, cache):
        return bounds.x + self.indent if guide == "leading" else None


def test_explicit_alignment_places_the_container():
    """A custom layout's explicit leading guide 10 in puts it 10 left of its neighbour in a leading-aligned
    VStack; the guide does not move its subviews (Apple's Layout documentation)."""
    view = VStack(
        Color.red.frame(width=40, height=10).id("top"),
        IndentedColumn(10)(Color.blue.frame(width=30, height=10).id("inner")).id("col"),
        alignment="leading",
        spacing=0,
    )
    r = layout(view, screen=(200, 100), safe_area=(0, 0, 0, 0))
    assert r["col"].frame.x == r["top"].frame.x - 10
    assert r["inner"].frame.x == r["col"].frame.x


def test_default_explicit_alignment_merges_the_subviews_guides():
    """Not overridden, the subviews' explicit guides are merged where place_subviews puts them (SwiftUI's
    default): the first baseline of a column holding a Text 20 down is that Text's, so an HStack aligned by
    first baselines lines it up with a Text outside."""
    row = HStack(
        Text("Hg").id("outside"),
        Column()(Color.red.frame(width=10, height=20), Text("Hg").id("inside")),
        alignment="first_text_baseline",
        spacing=8,
    )
    r = layout(row, screen=(200, 100), safe_area=(0, 0, 0, 0))
    assert r["outside"].frame.y == r["inside"].frame.y


def test_explicit_alignment_errors_are_callback_errors():
    class Broken(Column):
        def explicit_alignment(self, guide, bounds, proposal, subviews, cache):
            raise ValueError("no guide")

    view = VStack(Color.red, Broken()(Color.blue.frame(width=10, height=10)), alignment="leading")
    with pytest.raises(CallbackError) as info:
        layout(view, screen=(200, 100))
    assert isinstance(info.value.__cause__, ValueError)
