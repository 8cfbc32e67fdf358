"""Node.view: the engine says which view of the document made each node (sl_layout_copy_view_indices,
docs/FORMAT.md "View order"), and the package keeps the document's views in the same order
(document_views): every node is paired with the Python view it came from, and a node the engine made
itself (a List's rows, a bar, a background style's fill) with None."""

import random

import pytest
from random_views import random_view

import swiftlayout.result as result_module
from swiftlayout import (
    AnyShape,
    Circle,
    Color,
    GeometryReader,
    Group,
    HStack,
    List,
    ModifiedContent,
    NavigationStack,
    Rectangle,
    Section,
    Text,
    VStack,
    layout,
)

WINDOW = dict(screen=(300, 600))


def kind(view):
    return view.modifier.name if isinstance(view, ModifiedContent) else view.kind


def test_each_node_has_the_view_it_came_from():
    a, b = Text("a"), Rectangle()
    padded = a.padding(8)
    root = VStack(padded.frame(width=50), b)
    r = layout(root, **WINDOW)
    # Pre-order: the VStack, the frame, the padding, the Text, the Rectangle.
    assert [n.view for n in r] == [root, root.children[0], padded, a, b]


def test_equal_leaves_are_told_apart():
    """Every Rectangle() is its own view (the engine shares one node among them; the document does not)."""
    one, two = Rectangle(), Rectangle()
    r = layout(HStack(one, two), **WINDOW)
    assert r[1].view is one and r[2].view is two


def test_nodes_the_engine_made_have_no_view():
    row = Text("row")
    r = layout(List(row), **WINDOW)
    kinds = [n.kind for n in r]
    assert kinds[0] == "List" and r[0].view is not None
    assert r[kinds.index("Text")].view is row
    made = [n for n in r if n.kind in ("ListContent", "ListRow")]
    assert made and all(n.view is None for n in made)
    r = layout(NavigationStack(Text("x").navigation_title("T")), **WINDOW)
    assert [n.view for n in r if n.kind == "NavigationBar"] == [None]


def test_a_group_modifier_is_the_view_of_each_wrapper_it_makes():
    """SwiftUI applies a Group's (and a Section's) modifiers to each of its views: the engine copies the
    wrapper around each, and each copy is the modifier's view."""
    red, blue = Color.red, Color.blue
    framed = Group(red, blue).frame(width=10)
    r = layout(HStack(framed), **WINDOW)
    frames = [n for n in r if n.kind == "FrameLayout"]
    assert len(frames) == 2 and all(n.view is framed for n in frames)
    assert [n.children[0].view for n in frames] == [red, blue]
    header = Text("Header")
    r = layout(List(Section(Text("a"), header=header)), **WINDOW)
    assert [n.view for n in r if n.kind == "Text" and n.view is header] == [header]


def test_the_shape_of_an_any_shape_takes_its_place_in_the_order():
    circle = Circle()
    shape = AnyShape(circle)
    after = Color.red
    r = layout(HStack(shape.frame(width=20), after), **WINDOW)
    assert r[2].view is shape and r[3].view is after


def test_binary_and_json_documents_pair_alike(monkeypatch):
    view = VStack(Rectangle().frame(width=10).id("a"), HStack(Circle(), Color.red.padding(3)), spacing=4)
    binary = layout(view, **WINDOW)
    assert binary._binary
    monkeypatch.setattr(result_module, "BINARY_DOCUMENTS", False)
    json = layout(view, **WINDOW)
    assert not json._binary
    assert [n.view for n in binary] == [n.view for n in json] and all(n.view is not None for n in json)


def test_geometry_reader_content_and_replacements_are_paired_with_their_own_documents():
    built = []

    def content(proxy):
        view = Color.red.frame(width=proxy.size[0] / 2)
        built.append(view)
        return view

    reader = GeometryReader(content)
    r = layout(VStack(Text("t").id("t"), reader), **WINDOW)
    frame = next(n for n in r if n.kind == "FrameLayout")
    assert frame.view is built[-1] and frame.children[0].view is built[-1].content
    assert r["t"].view.string == "t"
    new = Text("new").padding().id("t")
    r.replace("t", new)
    assert r["t"].view is new and r["t"].children[0].view is new.content
    newer = Color.blue.id("t")  # replacing the replacement: the newest wins
    r.replace("t", newer)
    assert r["t"].view is newer
    # A replacement need not keep the id: its subtree starts where the replaced node was.
    unnamed = Text("unnamed").padding()
    r.replace("t", unnamed)
    assert r[1].view is unnamed and r[2].view is unnamed.content and "t" not in r


@pytest.mark.parametrize("seed", range(3))
def test_every_paired_view_is_of_its_nodes_kind(seed):
    """Random trees: wherever a node has a view, the view makes that kind of node (a Placeholder's node is
    named after it)."""
    rng = random.Random(seed)
    for _ in range(20):
        view = random_view(rng, rng.randint(1, 4))
        try:
            r = layout(view, **WINDOW)
        except Exception:  # random trees may not lay out (a bad number); their errors are tested elsewhere
            continue
        for node in r:
            if node.view is not None:
                assert kind(node.view) in (node.kind, "Placeholder"), (seed, node.index, node.kind, node.view)
