"""from_swift for the SwiftUI API of issue #35: each construct gives the same document (or frames) as the Python
API builds for it, and the rules it depends on are the engine's (their recordings are cited there)."""

import pytest

import swiftlayout as sl
from swiftlayout import SwiftSourceError, from_swift


def doc(source: str, **kwargs: object) -> str:
    return from_swift(source, **kwargs).to_document()  # type: ignore[arg-type]


FRUIT = """
struct Fruit: Identifiable {
    let id: Int
    let name: String
    let count: Int
}
let fruits = [Fruit(id: 1, name: "Apple", count: 3), Fruit(id: 2, name: "Banana", count: 12)]
"""


def test_table_columns_widths_and_sorting() -> None:
    view = from_swift(
        FRUIT
        + """
Table(fruits.sorted(using: [KeyPathComparator(\\Fruit.count, order: .reverse)])) {
    TableColumn("Name", value: \\.name).width(80)
    TableColumn("Count") { fruit in Text("\\(fruit.count)").id("count\\(fruit.id)") }
        .width(min: 40, ideal: 60, max: 100)
}"""
    )
    assert isinstance(view, sl.Table) and view.row_count == 2
    assert [c.width for c in view.columns] == [80.0, {"min": 40.0, "ideal": 60.0, "max": 100.0}]
    assert '"text":"Banana"' in view.to_document().split('"text":"Apple"')[0]  # sorted by count, descending
    with sl.layout(view, device="window") as r:
        assert r["count2"].frame.y < r["count1"].frame.y


def test_table_rows_closure() -> None:
    # Table(of:columns:rows:) — Apple's Table docs: the rows are the values of the TableRows the rows closure
    # builds (here in a Section and a ForEach), in order; it lays out as Table(data) over the same values.
    view = from_swift(
        FRUIT
        + """
Table(of: Fruit.self) {
    TableColumn("Name", value: \\.name)
} rows: {
    Section { ForEach(fruits) { fruit in TableRow(fruit) } }
    TableRow(Fruit(id: 3, name: "Cherry", count: 1))
}"""
    )
    expected = from_swift(
        FRUIT
        + """
Table(fruits + [Fruit(id: 3, name: "Cherry", count: 1)]) { TableColumn("Name", value: \\.name) }"""
    )
    assert isinstance(view, sl.Table) and view.row_count == 3
    assert view.to_document() == expected.to_document()


def test_outline_group_and_list_children() -> None:
    tree = """
struct Node: Identifiable {
    let id: String
    let children: [Node]?
}
let tree = [Node(id: "A", children: [Node(id: "B", children: nil)]), Node(id: "C", children: nil)]
"""
    listed = from_swift(tree + "List(tree, children: \\.children) { node in Text(node.id).id(node.id) }")
    data = [{"id": "A", "children": [{"id": "B", "children": None}]}, {"id": "C", "children": None}]
    python = sl.List(sl.OutlineGroup(data, "children", lambda n: sl.Text(n["id"]).id(n["id"])))
    assert listed.to_document() == python.to_document()
    grouped = from_swift(tree + "OutlineGroup(tree, children: \\.children) { node in Text(node.id) }")
    assert grouped.to_document().startswith('{"type":"OutlineGroup"')


def test_content_unavailable_async_image_control_group() -> None:
    assert (
        doc('ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Later"))')
        == sl.ContentUnavailableView("No Mail", system_image="tray", description=sl.Text("Later")).to_document()
    )
    assert doc("ContentUnavailableView.search") == sl.ContentUnavailableView.search().to_document()
    assert doc('ContentUnavailableView.search(text: "milk")') == sl.ContentUnavailableView.search("milk").to_document()
    custom = from_swift(
        'ContentUnavailableView { Label("None", systemImage: "tray") } description: { Text("d") } '
        'actions: { Button("A") {}; Button("B") {} }'
    )
    assert isinstance(custom, sl.ContentUnavailableView) and len(custom.actions) == 2
    image = from_swift(
        'AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image } placeholder: { ProgressView() }'
    )
    assert isinstance(image, sl.AsyncImage) and image.phase == "empty" and isinstance(image.content, sl.ProgressView)
    assert doc("AsyncImage(url: nil)") == sl.AsyncImage().to_document()
    assert doc("VideoPlayer(player: AVPlayer(url: url))") == sl.VideoPlayer().to_document()
    assert doc('VideoPlayer(player: player) { Text("Live") }') == sl.VideoPlayer(sl.Text("Live")).to_document()
    assert (
        doc('ControlGroup { Button("A") {}; Button("B") {} }')
        == sl.ControlGroup(sl.Button("A"), sl.Button("B")).to_document()
    )


def test_custom_shapes_and_paths() -> None:
    source = """
struct Arrow: Shape {
    func path(in rect: CGRect) -> Path { Path { p in p.move(to: .zero) } }
}
VStack { Arrow().fill(.red).frame(width: 30, height: 20); Path { p in p.move(to: .zero) } }
"""
    assert doc(source) == sl.VStack(sl.Shape("Arrow").frame(width=30, height=20), sl.Path()).to_document()


def test_markdown_in_text_literals() -> None:
    assert doc('Text("Plain **bold** and `code`")') == sl.Text.markdown("Plain **bold** and `code`").to_document()
    assert doc('Text(verbatim: "**not** markdown")') == sl.Text("**not** markdown").to_document()
    assert doc('let s = "**var**"\nText(s)') == sl.Text("**var**").to_document()  # a String: verbatim
    # An interpolated literal: its literal parts are markdown, its values are shown as they are.
    assert doc('let name = "x*y"\nText("**\\(name)**")') == sl.Text.markdown("**x\\*y**").to_document()
    assert doc('Text("no marks here")') == sl.Text("no marks here").to_document()


def test_presentations() -> None:
    source = """
struct Screen: View {
    @State private var showing = true
    @State private var hidden = false
    var body: some View {
        Text("a")
            .sheet(isPresented: $showing) { Color.red.presentationDetents([.medium, .height(200)]) }
            .popover(isPresented: $hidden) { Text("never") }
    }
}
"""
    expected = (
        sl.Text("a")
        .sheet(sl.Color.red.presentation_detents("medium", ("height", 200)))
        .popover(sl.EmptyView(), is_presented=False)
    )
    assert doc(source) == expected.to_document()
    item = from_swift(
        'struct S: View { @State var item: String? = "x"\n var body: some View { Text("a")'
        '.fullScreenCover(item: $item) { value in Text(value) } } }'
    )
    assert item.to_document() == sl.Text("a").full_screen_cover(sl.Text("x")).to_document()
    with pytest.raises(SwiftSourceError, match="presentationDetents"):
        from_swift('Text("a").presentationDetents([.tall])', strict=True)


def test_toolbars_and_bars() -> None:
    source = """
NavigationStack {
    Text("a")
        .navigationTitle("T")
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
            ToolbarItemGroup(placement: .bottomBar) { Button("One") {}; Button("Two") {} }
            Button("Plain") {}
        }
        .toolbar(.hidden, for: .tabBar)
        .toolbarVisibility(.visible, for: .navigationBar)
}
"""
    view = from_swift(source)
    text = view.to_document()
    assert '"placement":"topBarLeading"' in text and '"placement":"bottomBar"' in text
    assert '"placement":"automatic"' in text
    assert '"toolbarVisibility":{"visibility": "hidden", "for": ["tabBar"]}' in text
    with sl.layout(view, device="iPhone 15 Pro") as r:
        assert r.nodes[0].kind == "NavigationStack"


def test_split_view_options() -> None:
    source = """
NavigationSplitView(columnVisibility: .constant(.detailOnly), preferredCompactColumn: .constant(.detail)) {
    List { Text("a") }.navigationSplitViewColumnWidth(min: 100, ideal: 120, max: 200)
} detail: {
    Text("d")
}
"""
    sidebar = sl.List(sl.Text("a")).navigation_split_view_column_width(min=100, ideal=120, max=200)
    expected = sl.NavigationSplitView(
        sidebar, sl.Text("d"), column_visibility="detail_only", preferred_compact_column="detail"
    )
    assert doc(source) == expected.to_document()


def test_spellings_without_a_frame_change() -> None:
    assert doc('Text("a").scenePadding()') == sl.Text("a").scene_padding().to_document()
    assert (
        doc('Text("a").scenePadding(.minimum, edges: .horizontal)')
        == sl.Text("a").scene_padding("horizontal").to_document()
    )
    assert (
        doc('Text("a").layoutDirectionBehavior(.mirrors(in: .rightToLeft))')
        == sl.Text("a").layout_direction_behavior("mirrors", "right_to_left").to_document()
    )
    assert doc('Text("a").statusBarHidden()') == sl.Text("a").status_bar_hidden().to_document()
    assert (
        doc('Text("a").persistentSystemOverlays(.hidden)')
        == sl.Text("a").persistent_system_overlays("hidden").to_document()
    )
    assert (
        doc(
            'struct S: View { @State var row: Int? = 3\n var body: some View { ScrollView { Text("a") }'
            '.scrollPosition(id: $row).scrollTargetBehavior(.paging) } }'
        )
        == sl.ScrollView(sl.Text("a")).scroll_position().scroll_target_behavior("paging").to_document()
    )
    assert (
        doc('Text("a").controlGroupStyle(.navigation)') == sl.Text("a").control_group_style("navigation").to_document()
    )


def test_scaled_metric_scales_with_dynamic_type() -> None:
    # Apple's HIG Dynamic Type table: body 17 pt at Large, 23 at xxxLarge, 14 at xSmall; a @ScaledMetric of 20
    # relative to body scales by the same ratio (relativeTo: .title: 28 → 34 at xxxLarge).
    source = """
struct Row: View {
    @ScaledMetric var side: CGFloat = 20
    @ScaledMetric(relativeTo: .title) var title: CGFloat = 28
    var body: some View {
        HStack { Color.red.frame(width: side, height: side); Color.blue.frame(width: title, height: 1) }
    }
}
"""

    def widths(size: str) -> tuple:
        view = from_swift(source, dynamic_type_size=size)
        return tuple(c.modifier.width for c in view.children)  # type: ignore[attr-defined]

    assert widths("large") == (20, 28)
    assert widths("xxxLarge") == pytest.approx((20 * 23 / 17, 28 * 34 / 28))
    assert widths("xSmall") == pytest.approx((20 * 14 / 17, 28 * 25 / 28))
    at_large = from_swift(source).to_document()
    assert at_large == from_swift(source, dynamic_type_size="large").to_document()
