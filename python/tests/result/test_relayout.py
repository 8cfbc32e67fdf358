"""Incremental relayout from Python: Layout.relayout(screen=…) and Layout.replace(id, view). The reference
is always a fresh layout of the changed tree; the work is read from measure_count."""

import math
import random

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    HStack,
    LayoutClosedError,
    LayoutError,
    NotFoundError,
    Rectangle,
    VStack,
    layout,
)
from random_views import random_view


def rows(count, first_width=lambda i: 40):
    """The benchmark's W3 tree: rows of HStack(spacing: 0) { 40×20, flexible × 20, 40×20 }."""
    return VStack(
        [
            HStack(
                [
                    Rectangle().frame(width=first_width(i), height=20).id(f"a{i}"),
                    Rectangle().frame(height=20).frame(max_width=math.inf).id(f"m{i}"),
                    Rectangle().frame(width=40, height=20).id(f"b{i}"),
                ],
                spacing=0,
            )
            for i in range(count)
        ],
        spacing=0,
    )


def frames(result):
    return [tuple(n.frame) for n in result]


def test_screen_change_matches_a_fresh_layout():
    result = layout(rows(50), screen=(390, 1000))
    # 50 rows × 20 = 1000 tall, filling the window: row 7 at y = 140; middle child 390 − 80 = 310 wide.
    assert tuple(result["m7"].frame) == (40, 140, 310, 20)
    assert result.relayout(screen=(414, 1000)) is True
    # At 414 wide the middle child is 414 − 80 = 334 wide, and the object updated in place.
    assert tuple(result["m7"].frame) == (40, 140, 334, 20)
    assert result.screen == (414, 1000)
    assert frames(result) == frames(layout(rows(50), screen=(414, 1000)))
    measured = result.measure_count
    result.relayout(screen=(390, 1000))
    assert tuple(result["m7"].frame) == (40, 140, 310, 20)
    assert result.measure_count == measured  # a screen seen before: every size was cached by proposal


def test_nothing_changed_returns_at_once():
    result = layout(rows(20), screen=(390, 400))
    before = frames(result)
    assert result.relayout() is False
    assert frames(result) == before


def test_device_change():
    result = layout(VStack([Color.red.frame(height=300).ignores_safe_area(edges="top").id("map")]))
    result.relayout("iPhone SE")
    assert result.device == "iPhone SE"
    fresh = layout(VStack([Color.red.frame(height=300).ignores_safe_area(edges="top").id("map")]), "iPhone SE")
    assert frames(result) == frames(fresh)


def test_replace_one_leaf():
    result = layout(rows(100), screen=(390, 2000))
    before = result.measure_count
    new_leaf = Rectangle().frame(width=41, height=20).id("a50")
    result.replace("a50", new_leaf)
    # Row 50: the middle child starts at x = 41 and is 390 − 41 − 40 = 309 wide; other rows unchanged.
    assert tuple(result["m50"].frame) == (41, 1000, 309, 20)
    assert tuple(result["m51"].frame) == (40, 1020, 310, 20)
    assert frames(result) == frames(layout(rows(100, lambda i: 41 if i == 50 else 40), screen=(390, 2000)))
    assert result["a50"].view is new_leaf
    assert result["a49"].view is not None
    # Only the path (leaf, row, root stack) and the row's other children were measured again.
    assert result.measure_count - before < 60


def test_replace_with_another_shape_renumbers():
    result = layout(rows(10), screen=(390, 200))
    result.replace("a3", Rectangle().frame(width=30, height=10).padding(5).id("a3"))
    # Root VStack + 10 rows of (HStack, frame+rect, frame+frame+rect, frame+rect) = 1 + 10·8, plus the padding.
    assert len(result) == 1 + 10 * 8 + 1
    expected = layout(
        VStack(
            [
                HStack(
                    [
                        (
                            Rectangle().frame(width=30, height=10).padding(5)
                            if i == 3
                            else Rectangle().frame(width=40, height=20)
                        ).id(f"a{i}"),
                        Rectangle().frame(height=20).frame(max_width=math.inf).id(f"m{i}"),
                        Rectangle().frame(width=40, height=20).id(f"b{i}"),
                    ],
                    spacing=0,
                )
                for i in range(10)
            ],
            spacing=0,
        ),
        screen=(390, 200),
    )
    assert frames(result) == frames(expected)
    assert result["b9"].index == len(result) - 2  # renumbered: b9's frame wrapper, then its rectangle


def test_replace_errors_leave_the_layout_usable():
    result = layout(rows(3), screen=(390, 60))
    with pytest.raises(NotFoundError, match="no node has id 'nope'"):
        result.replace("nope", Color.red)
    with pytest.raises(TypeError):
        result.replace("a1", "not a view")
    with pytest.raises(LayoutError):
        result.relayout(screen=(-1, 100))
    assert tuple(result["m1"].frame) == (40, 20, 310, 20)
    result.close()
    with pytest.raises(LayoutClosedError):
        result.relayout(screen=(100, 100))


def test_a_replacement_whose_function_fails_is_undone():
    """A replacement of another shape whose container_relative_frame function raises: the layout keeps its
    tree (nodes, ids and frames still agree; before, the engine kept the new tree and a later relayout()
    paired 7 frames with 5 stale nodes), and works afterwards."""
    fail = [True]

    def third(length, axis):
        if fail[0]:
            raise ValueError("not now")
        return length / 3

    view = VStack(Color.red.frame(width=10, height=10).id("a"), Color.blue.frame(width=20, height=20).id("b"))
    result = layout(view, screen=(300, 300))
    before = frames(result)
    new = HStack(Color.green.container_relative_frame("horizontal", length=third), Color.red).id("a")
    with pytest.raises(CallbackError, match="not now"):
        result.replace("a", new)
    assert frames(result) == before and [n.kind for n in result.nodes] == [
        "VStack",
        "FrameLayout",
        "Color",
        "FrameLayout",
        "Color",
    ]
    assert tuple(result["b"].frame) == (140, 149, 20, 20) and result.relayout() is False
    fail[0] = False
    result.replace("a", new)
    assert len(result.nodes) == 7 and result["a"].frame.height == 272  # (300 - 8 - 20): the HStack is flexible


def test_python_functions_are_called_again_and_may_fail():
    calls = []

    def third(length, axis):
        calls.append(length)
        if length > 1000:
            raise ValueError("too wide")
        return length / 3

    view = HStack([Color.red.container_relative_frame("horizontal", length=third).id("c")])
    result = layout(view, screen=(300, 100))
    assert result["c"].frame.width == 100
    result.relayout(screen=(600, 100))
    assert result["c"].frame.width == 200  # 600 / 3: the function ran again
    with pytest.raises(CallbackError, match="too wide"):
        result.relayout(screen=(3000, 100))
    result.relayout(screen=(900, 100))
    assert result["c"].frame.width == 300
    # A replacement may bring its own functions.
    result.replace("c", Color.blue.container_relative_frame("horizontal", length=lambda n, a: n / 4).id("c"))
    assert result["c"].frame.width == 225


def test_a_failed_pass_is_retried_by_a_bare_relayout():
    """relayout() without arguments answers "nothing changed" without the engine only while every pass has
    finished. After a user function failed in a relayout on a new screen, the frames stay the previous ones
    (the docstring's promise), the layout's screen is the new one (the engine took it), and a bare relayout()
    lays the tree out there: container_relative_frame's third of 600."""
    fail = [False]
    calls = []

    def third(length, axis):
        calls.append(length)
        if fail[0]:
            raise ValueError("not now")
        return length / 3

    result = layout(HStack([Color.red.container_relative_frame("horizontal", length=third).id("c")]), screen=(300, 100))
    made = len(calls)
    assert result.relayout() is False and len(calls) == made  # answered without the engine
    fail[0] = True
    with pytest.raises(CallbackError, match="not now"):
        result.relayout(screen=(600, 100))
    assert result["c"].frame.width == 100 and result.screen == (600, 100)
    fail[0] = False
    assert result.relayout() is True and result["c"].frame.width == 200
    asked = len(calls)
    assert result.relayout() is False and len(calls) == asked


def test_frames_are_one_buffer():
    result = layout(rows(4), screen=(390, 80))
    view = memoryview(result.frames)
    assert view.format == "d" and len(view) == 4 * len(result)
    i = result["m2"].index
    assert tuple(result.frames[4 * i : 4 * i + 4]) == (40, 40, 310, 20)


@pytest.mark.parametrize("seed", range(3))
def test_relayout_equals_a_fresh_layout_on_random_trees(seed):
    """Property: for random trees, relayout on another screen and replacing a random named node give the
    frames of a fresh layout of the same tree."""
    rng = random.Random(100 + seed)
    checked = 0
    for _ in range(20):
        view = random_view(rng, rng.randint(1, 4)).id("root")
        screens = [(rng.choice([100, 390, 1e4]), rng.choice([200, 844])) for _ in range(3)]
        replacement = random_view(rng, 2).id("root")
        try:  # trees a fresh layout rejects (e.g. a 1e300 frame) are skipped; relayout must not fail on others
            fresh = [frames(layout(view, screen=screen)) for screen in screens]
            fresh_replaced = frames(layout(replacement, screen=screens[-1]))
        except LayoutError:
            continue
        result = layout(view, screen=screens[0])
        for screen, expected in zip(screens[1:], fresh[1:]):
            result.relayout(screen=screen)
            assert frames(result) == expected, (seed, repr(view), screen)
        result.replace("root", replacement)
        assert frames(result) == fresh_replaced, (seed, repr(replacement))
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("seed", range(3))
def test_replacing_inner_views_equals_a_fresh_layout(seed):
    """Property: replacing the middle of three random views — with another random view (usually another
    node count: renumbering) or with a copy of a random view of the same shape (in place) — gives the frames
    of a fresh layout of the changed tree."""
    rng = random.Random(200 + seed)
    checked = 0
    for _ in range(20):
        parts = [random_view(rng, rng.randint(1, 3)) for _ in range(3)]
        other = random_view(rng, rng.randint(1, 3))

        def stack(middle, parts=parts):
            return VStack([parts[0].id("x0"), middle.id("x1"), parts[2].id("x2")])

        screen = (rng.choice([100, 390]), rng.choice([300, 844]))
        try:  # trees a fresh layout rejects are skipped; replacing must not fail on the others
            first, second = frames(layout(stack(parts[1]), screen=screen)), frames(layout(stack(other), screen=screen))
        except LayoutError:
            continue
        result = layout(stack(parts[1]), screen=screen)
        result.replace("x1", other.id("x1"))
        assert frames(result) == second, (seed, repr(other))
        result.replace("x1", parts[1].id("x1"))  # back to the first view
        assert frames(result) == first, (seed, repr(parts[1]))
        result.replace("x1", parts[1].id("x1"))  # the same node count: replaced in place
        assert frames(result) == first, (seed, repr(parts[1]))
        checked += 1
    assert checked > 5


def test_geometry_reader_content_keeps_its_view():
    from swiftlayout import GeometryReader

    made = []

    def half(proxy):
        made.append(proxy.size)
        return Color.blue.frame(width=proxy.size[0] / 2).id("half")

    result = layout(GeometryReader(half), screen=(200, 100))
    assert result.relayout() is False and len(made) == 1  # nothing changed: the function is not called
    assert result["half"].frame.width == 100
    assert result["half"].view is not None and result["half"].view.view_id == "half"
    result.relayout(screen=(300, 100))
    assert result["half"].frame.width == 150 and len(made) == 2
