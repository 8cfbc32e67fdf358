"""from_swift on the Swift real apps are written in (docs/SWIFT_SOURCE.md, "Swift inside views"): each construct
with a small source of our own, checked against the tree the Python API builds for what Swift computes (the
language's rules), or against frames SwiftUI's rules give."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import swiftlayout as sl
from swiftlayout import SwiftSourceError, from_swift
import contextlib


def doc(source: str, **kwargs: object) -> str:
    return from_swift(source, **kwargs).to_document()  # type: ignore[arg-type]


def same(source: str, python: sl.View, **kwargs: object) -> None:
    assert doc(source, **kwargs) == python.to_document()


# -- reading a file as declarations ---------------------------------------------------------------------------


def test_other_declarations_are_skipped_until_used() -> None:
    source = """
    import SwiftUI
    protocol Named { var name: String { get } }
    enum Never2 { case a }
    class Store: ObservableObject { @Published var items: [String] = [] }
    typealias Row = Text
    func helper() -> Int { 4 }
    extension Int { var doubled: Int { self * 2 } }
    struct Badge_Previews: PreviewProvider { static var previews: some View { Badge() } }
    struct Badge: View {
        var body: some View { Text("a").padding(helper().doubled) }
    }
    """
    same(source, sl.Text("a").padding(8), view="Badge")


def test_a_declaration_the_parser_cannot_read_blocks_only_itself() -> None:
    # The second struct does not parse; the first is read as if it were not there (issue #29's defect: one
    # syntax error blocked every struct of a file).
    source = (
        'struct Good: View { var body: some View { Text("ok") } }\n'
        'struct Bad: View { var body: some View { Text("x" } }\n'
    )
    same(source, sl.Text("ok"), view="Good")
    with pytest.raises(SwiftSourceError, match="syntax error") as error:
        from_swift(source, view="Bad")
    assert error.value.line == 2


def test_constructs_tree_sitter_rejected_parse() -> None:
    # f(()), try? await, @available before #Preview: valid Swift that tree-sitter-swift 0.7.4 refused.
    source = """
    func ignore(_ x: ()) -> Int { 1 }
    struct V: View {
        var body: some View { Text("n").padding(CGFloat(ignore(()))) }
        func load() async throws -> Int { 1 }
        func run() async { let _ = try? await load() }
    }
    @available(iOS 17, *)
    #Preview { V() }
    """
    same(source, sl.Text("n").padding(1.0), view="V")
    same(source, sl.Text("n").padding(1.0), preview="Preview 1")


# -- explicit inits, wrappers, nested types -----------------------------------------------------------------


def test_explicit_init_assigns_properties_and_wrapper_storage() -> None:
    source = """
    struct Card<Content: View>: View {
        let title: String
        @State private var count: Int
        let content: Content
        init(_ title: String, start: Int = 2, @ViewBuilder content: () -> Content) {
            self.title = title.uppercased()
            _count = State(initialValue: start * 10)
            self.content = content()
        }
        var body: some View { VStack { Text("\\(title) \\(count)"); content } }
    }
    Card("a") { Text("inside") }
    """
    same(source, sl.VStack(sl.Text("A 20"), sl.Text("inside")))


def test_nested_types_resolve_inside_and_qualified() -> None:
    source = """
    struct Screen: View {
        enum Mode { case compact, wide }
        struct Header: View {
            var mode: Mode
            var body: some View { Text(mode == .wide ? "wide" : "compact") }
        }
        var body: some View { VStack { Header(mode: .wide); Screen.Header(mode: Mode.compact) } }
    }
    """
    same(source, sl.VStack(sl.Text("wide"), sl.Text("compact")), view="Screen")
    same(source, sl.Text("compact"), view="Screen.Header")


def test_if_config_in_members_statements_and_modifier_chains() -> None:
    source = """
    struct V: View {
        #if os(iOS)
        let size: CGFloat = 40
        #else
        let size: CGFloat = 20
        #endif
        var body: some View {
            Color.red
                .frame(width: size)
                #if os(macOS)
                .padding(5)
                #elseif DEBUG
                .padding(3)
                #endif
            if #available(iOS 17, macOS 14, *) { Text("new") } else { Text("old") }
        }
    }
    """
    same(source, sl.VStack(sl.Color("red").frame(width=40).padding(3), sl.Text("new")), view="V")
    same(source, sl.VStack(sl.Color("red").frame(width=20).padding(5), sl.Text("new")), view="V", platform="macOS 26")


def test_operators_optionals_and_shadowing() -> None:
    source = """
    struct V: View {
        var name: String?
        var count = 3
        var body: some View {
            let w = 10
            let label = name ?? "none"
            VStack {
                if count != 2 && !(count <= 1) && count >= 3 || false { Text(label) }
                let w = w * 2
                Color.red.frame(width: CGFloat(w))
                Text(count > 2 ? "many" : "few")
            }
        }
    }
    """
    # `var name: String?` without a default is nil (Swift's memberwise default); `let w = w * 2` reads the
    # outer w.
    same(source, sl.VStack(sl.Text("none"), sl.Color("red").frame(width=20.0), sl.Text("many")), view="V")


def test_multiline_string_strips_indentation_like_swift() -> None:
    # Swift removes the closing delimiter's indentation from every line and the first and last line breaks;
    # a trailing backslash joins lines (The Swift Programming Language, "Multiline String Literals").
    source = '''
    VStack {
        Text("""
            Two
            words
            """)
        Text("""
            one \\
            line
            """)
    }
    '''
    same(source, sl.VStack(sl.Text("Two\nwords"), sl.Text("one line")))


def test_multiline_text_lays_out_as_two_lines() -> None:
    # The defect: the source's indentation was kept (97.7 x 76.5); two short words on two lines are the width
    # of the wider word and two body lines tall (20.5 + 22 + 8? no: the engine's two-line body Text).
    one = sl.layout(from_swift('Text("""\n    Two\n    words\n    """)'), screen=(400, 400))
    two = sl.layout(sl.Text("Two\nwords"), screen=(400, 400))
    assert one.root.frame == two.root.frame


def test_guard_switch_and_computed_views() -> None:
    source = """
    enum Kind: String { case small, large = "L" }
    struct V: View {
        var kind: Kind = .large
        var items = [1, 2, 3]
        @ViewBuilder var header: some View {
            switch kind {
            case .small: Text("s")
            case .large where items.count > 2: Text(kind.rawValue)
            default: EmptyView()
            }
        }
        func row(_ n: Int) -> some View { Text("row \\(n)") }
        func total() -> Int {
            guard !items.isEmpty else { return 0 }
            var sum = 0
            for i in items where i != 2 { sum += i }
            return sum
        }
        var body: some View { VStack { header; row(total()) } }
    }
    """
    same(source, sl.VStack(sl.Text("L"), sl.Text("row 4")), view="V")


def test_if_let_and_switch_with_bindings() -> None:
    source = """
    enum Load { case idle, done(String, count: Int) }
    struct V: View {
        var state: Load = .done("ok", count: 2)
        var maybe: Int? = 5
        var body: some View {
            if let m = maybe, m > 3 { Text("m \\(m)") }
            switch state {
            case .idle: Text("idle")
            case .done(let text, let count): Text("\\(text) \\(count)")
            }
        }
    }
    """
    same(source, sl.VStack(sl.Text("m 5"), sl.Text("ok 2")), view="V")


def test_view_modifier_struct_and_extension_function() -> None:
    source = """
    struct Card: ViewModifier {
        var inset: CGFloat = 8
        func body(content: Content) -> some View { content.padding(inset).background(.red) }
    }
    extension View { func card() -> some View { modifier(Card(inset: 4)) } }
    VStack { Text("a").modifier(Card()); Text("b").card() }
    """
    same(source, sl.VStack(sl.Text("a").padding(8.0).background("red"), sl.Text("b").padding(4.0).background("red")))


def test_custom_button_style_makes_the_button() -> None:
    source = """
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(.horizontal, 12).frame(height: 30)
        }
    }
    VStack { Button("Go") { }.buttonStyle(Pill()) }
    """
    view = from_swift(source)
    made = view.children[0]
    assert made.to_document() == sl.Text("Go").padding("horizontal", 12).frame(height=30).to_document()


def test_custom_shape_lays_out_as_a_shape() -> None:
    # A Shape takes the proposal whatever its path (SwiftUI's Shape sizing).
    source = """
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path { var p = Path(); p.move(to: .zero); return p }
    }
    Triangle().fill(.red).frame(width: 30, height: 20)
    """
    with sl.layout(from_swift(source), screen=(100, 100)) as result:
        shape = result.nodes[-1].frame
        assert (shape.width, shape.height) == (30, 20)


def test_custom_layout_runs_its_swift_methods() -> None:
    # Places each subview at x = index * 50, ignoring their sizes: the frames follow the Swift code.
    source = """
    struct Columns: Layout {
        var step: CGFloat = 50
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: step * CGFloat(subviews.count), height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX + step * CGFloat(i), y: bounds.minY),
                        proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }
    Columns(step: 60) { Color.red; Color.blue; Color.green }
    """
    with sl.layout(from_swift(source), screen=(400, 100)) as result:
        root = result.root.frame
        assert (root.width, root.height) == (180, 20)
        xs = [n.frame.x - root.x for n in result.nodes[1:]]
        assert xs == [0, 60, 120]


def test_models_are_data() -> None:
    source = """
    struct Item: Identifiable { let id: Int; var title: String; var done = false }
    extension Item { static let samples = [Item(id: 1, title: "One"), Item(id: 2, title: "Two", done: true)] }
    struct V: View {
        var items = Item.samples
        var body: some View {
            List { ForEach(items) { item in Text(item.done ? "✓ \\(item.title)" : item.title) } }
        }
    }
    """
    same(source, sl.List(sl.Text("One"), sl.Text("✓ Two")), view="V")


# -- defects of issue #29 ------------------------------------------------------------------------------------


def test_unknown_view_with_its_own_methods_and_placeholders() -> None:
    # KFImage(url).resizable() with placeholders= raised AttributeError: the placeholder takes the modifiers.
    source = 'KFImage(URL(string: "x")).placeholder { Color.gray }.resizable().frame(width: 40, height: 40) // img'
    view = from_swift(source, placeholders=(10, 10))
    with sl.layout(view, screen=(100, 100)) as result:
        assert (result["img"].frame.width, result["img"].frame.height) == (40, 40)


def test_forms_that_were_refused() -> None:
    same("Button(action: {}, label: { Text(\"go\") })", sl.Button(sl.Text("go")))
    same("Text(\"a\").background { Color.red }", sl.Text("a").background(sl.Color("red")))
    same(
        "Text(\"a\").background(alignment: .leading) { Color.red }", sl.Text("a").background(sl.Color("red"), "leading")
    )
    same("List { ForEach([1], id: \\.self) { Text(\"\\($0)\") }.onDelete { _ in } }", sl.List(sl.Text("1").on_delete()))
    made = from_swift("Menu { Button(\"a\") { } } label: { Text(\"More\") }")
    assert made.to_document() == sl.Menu(label=sl.Text("More")).to_document()


def test_error_inside_geometry_reader_has_its_position() -> None:
    source = "GeometryReader { proxy in\n    Color.red.frame(width: proxy.size.width * \"x\")\n}"
    view = from_swift(source)  # lenient: the argument is left out, noted (during layout) with its position
    with sl.layout(view, screen=(100, 100)) as result:
        assert [(n.kind, n.where) for n in result.notes] == [("unread", "<source>:2:28")]
        assert "needs numbers" in result.notes[0].message
    strict = from_swift(source, strict=True)
    with pytest.raises(sl.LayoutError) as error:
        sl.layout(strict, screen=(100, 100))
    assert "line 2, column 28" in str(error.value) and "needs numbers" in str(error.value)


def test_group_at_the_root_stacks_like_several_views() -> None:
    # Several views at the root and a Group at the root are laid out alike: one under the other.
    a = sl.layout(from_swift('Text("a")\nText("b")'), screen=(200, 200))
    b = sl.layout(from_swift('Group { Text("a"); Text("b") }'), screen=(200, 200))
    assert [n.frame for n in a.nodes] == [n.frame for n in b.nodes]
    assert a.nodes[2].frame.y > a.nodes[1].frame.y


# -- unknown modifiers, strict ------------------------------------------------------------------------------


def test_unknown_modifier_is_a_note_or_with_strict_an_error() -> None:
    view = from_swift('Text("a").wobble(3)')
    assert view.to_document() == sl.Text("a").to_document()
    assert [n.kind for n in view.notes] == ["unknown"] and "1:11" in view.notes[0].where
    with pytest.raises(SwiftSourceError, match=r"unknown modifier \.wobble"):
        from_swift('Text("a").wobble(3)', strict=True)
    known = from_swift('Text("a").textScale(.secondary)')
    assert "changes layout" in known.notes[0].message


def test_only_swift_source_error_escapes_on_odd_input() -> None:
    for source in [
        'Text("\\u{110000}")',
        "Color.red.frame(width: 1e999)",
        "ForEach(5..<0) { Text(\"\\($0)\") }",
        "Text(\"a\").padding(Int(Double.nan))",
        "Text(\"\\(1 / 0)\")",
        "Text(\"\\(7.isMultiple(of: 0))\")",
        "\ud800",
        "Text(\"" + "9" * 5000 + "\")",
        "Color(white: \"x\")",
        "abs()",
        "Text(\"a\u2028\")",
    ]:
        with contextlib.suppress(SwiftSourceError):
            from_swift(source, strict=True)
        from_swift(source) if source != "\ud800" else None


@pytest.mark.parametrize(
    "source, words",
    [
        ("ForEach(0..<1_000_000_000) { Text(\"\\($0)\") }", "elements"),
        ("struct A: View { var body: some View { VStack { A(); A() } } }\nA()", "nested more than"),
        ("func f(_ n: Int) -> Int { f(n + 1) }\nText(\"\\(f(0))\")", "nested more than"),
        ("let s = String(repeating: \"ab\", count: 100000000)\nText(s)", "characters"),
    ],
)
def test_budgets_stop_runaway_sources(source: str, words: str) -> None:
    with pytest.raises(SwiftSourceError, match=words):
        from_swift(source, strict=True)


def test_reals_and_integers_follow_swift() -> None:
    same(
        "struct V: View { let a: CGFloat = 7\n var body: some View { Color.red.frame(width: a / 2, height: 7 / 2) } }",
        sl.Color("red").frame(width=3.5, height=3),
        view="V",
    )
    assert math.isclose(from_swift("Color.red.frame(width: -3 + 5)").modifier.width, 2)  # type: ignore[attr-defined]


# -- sample values: environment objects, branches, sweeps ----------------------------------------------------


def test_environment_objects_pass_down_or_are_samples() -> None:
    source = """
    class Model: ObservableObject { var title = "From the model"; var count = 2 }
    struct Inner: View {
        @EnvironmentObject var model: Model
        var body: some View { Text(model.title) }
    }
    struct Outer: View {
        @StateObject private var model = Model()
        var body: some View { Inner().environmentObject(model) }
    }
    """
    same(source, sl.Text("From the model"), view="Outer")
    alone = from_swift(source, view="Inner")  # nothing above it: a sample Model (its defaults)
    assert alone.to_document() == sl.Text("From the model").to_document()
    assert any(n.kind == "environment" and "Inner.model" in n.message for n in alone.notes)


def test_observable_environment_by_type() -> None:
    source = """
    @Observable class Store { var name = "Shop" }
    struct V: View {
        @Environment(Store.self) private var store
        var body: some View { Text(store.name) }
    }
    struct Root: View { var body: some View { V().environment(Store()) } }
    """
    same(source, sl.Text("Shop"), view="Root")


def test_branches_on_sample_values_follow_the_policy() -> None:
    source = """
    struct V: View {
        let photo: String?
        let isNew: Bool
        var body: some View {
            VStack {
                if let photo { Text(photo) } else { Text("no photo") }
                if isNew { Text("new") }
            }
        }
    }
    """
    present = from_swift(source, view="V")
    assert present.to_document() == sl.VStack(sl.Text("Photo")).to_document()
    absent = from_swift(source, view="V", samples={"optionals": "absent", "boolean": True})
    assert absent.to_document() == sl.VStack(sl.Text("no photo"), sl.Text("new")).to_document()


def test_custom_label_and_toggle_styles() -> None:
    source = """
    struct IconFirst: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.icon; configuration.title }
        }
    }
    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Spacer(); Text(configuration.isOn ? "on" : "off") }
        }
    }
    VStack {
        Label("Mail", systemImage: "envelope").labelStyle(IconFirst())
        Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Check())
    }
    """
    view = from_swift(source)
    label, toggle = view.children
    assert label.to_document().startswith('{"type":"HStack"') and '"text":"Mail"' in label.to_document()
    assert toggle.to_document() == sl.HStack(sl.Text("Wi-Fi"), sl.Spacer(), sl.Text("on")).to_document()


def test_a_sweep_over_the_sample_text_finds_the_truncation() -> None:
    # A one-line name beside a button in 200 pt: the short sample fits, the long one is truncated.
    source = """
    struct Header: View {
        let name: String
        var body: some View {
            HStack { Text(name).lineLimit(1); Spacer(); Text("Edit") }.frame(width: 200)
        }
    }
    """
    from swiftlayout.experiment import sweep

    def make(device: str, sample_text: str) -> sl.View:
        return from_swift(source, view="Header", device=device, samples={"text": sample_text})

    found = {}
    for run in sweep(make, devices=["iPhone SE"], params={"sample_text": ["short", "long"]}).runs:
        found[run.params["sample_text"]] = [f.rule for f in run.layout.lint(rules=["truncated-text"])]
    assert found == {"short": [], "long": ["truncated-text"]}


def test_custom_text_field_style() -> None:
    source = """
    struct Boxed: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(10).border(.gray) }
    }
    TextField("Name", text: .constant("")).textFieldStyle(Boxed())
    """
    same(source, sl.TextField("Name").padding(10.0).border("gray"))


# -- held-out apps' constructs (IceCubesApp, kiwix-apple survey) ----------------------------------------------


def test_return_inside_if_and_switch_leaves_the_function() -> None:
    # Swift: `return` inside an if/switch/for leaves the enclosing function, not only the block.
    source = """
    enum Kind { case a, b }
    func pad(_ k: Kind, _ on: Bool) -> CGFloat {
        if on { switch k { case .a: return 4; case .b: break } ; return 6 }
        for i in 0..<3 { if i == 1 { return 10 } }
        return 0
    }
    struct V: View {
        var body: some View { VStack { Text("a").padding(pad(.a, true)); Text("b").padding(pad(.b, true))
                                       Text("c").padding(pad(.a, false)) } }
    }
    """
    same(source, sl.VStack(sl.Text("a").padding(4), sl.Text("b").padding(6), sl.Text("c").padding(10)), view="V")


def test_extension_of_a_nested_type_adds_members_and_views() -> None:
    # `extension Outer.Inner { … }` extends the nested type (The Swift Programming Language, "Extensions").
    source = """
    enum Screens { struct Home: View { var body: some View { Text("home").padding(extra) } } }
    extension Screens.Home {
        var extra: CGFloat { 12 }
        struct Row: View { var body: some View { Text("row").padding(extra2) }; var extra2: CGFloat { 3 } }
    }
    """
    same(source, sl.Text("home").padding(12), view="Screens.Home")
    same(source, sl.Text("row").padding(3), view="Screens.Home.Row")


def test_implicit_members_declared_in_app_extensions() -> None:
    # `.rowSpacing` given to a CGFloat argument is `CGFloat.rowSpacing` (Swift's implicit member expressions),
    # declared by the app in an extension; so for Font, ShapeStyle and the app's ButtonStyle.
    source = """
    extension CGFloat { static let rowSpacing: CGFloat = 30 }
    extension Font { static let big = Font.system(size: 40) }
    extension ShapeStyle where Self == Color { static var brand: Color { Color.red } }
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label.padding(20) }
    }
    extension ButtonStyle where Self == Pill { static var pill: Pill { Pill() } }
    struct V: View {
        var body: some View {
            VStack(spacing: .rowSpacing) {
                Text("a").font(.big).background(.brand)
                Button("b") {}.buttonStyle(.pill)
            }
        }
    }
    """
    explicit = (
        source.replace(".rowSpacing", "30")
        .replace(".big", ".system(size: 40)")
        .replace(".background(.brand)", ".background(Color.red)")
        .replace(".buttonStyle(.pill)", ".buttonStyle(Pill())")
    )
    assert doc(source, view="V") == doc(explicit, view="V")
    assert '"spacing":30' in doc(source, view="V").replace(" ", "")


def test_style_structs_are_the_static_styles() -> None:
    # `BorderedProminentButtonStyle()` and `.borderedProminent` are the same style (Apple's ButtonStyle docs).
    for struct, member in (("BorderedProminentButtonStyle()", ".borderedProminent"), ("PlainButtonStyle()", ".plain")):
        a = doc(f'struct V: View {{ var body: some View {{ Button("b") {{}}.buttonStyle({struct}) }} }}')
        b = doc(f'struct V: View {{ var body: some View {{ Button("b") {{}}.buttonStyle({member}) }} }}')
        assert a == b and "buttonStyle" in a
    a = doc('struct V: View { var body: some View { List { Text("x") }.listStyle(InsetGroupedListStyle()) } }')
    assert a == doc('struct V: View { var body: some View { List { Text("x") }.listStyle(.insetGrouped) } }')


def test_a_function_called_where_a_property_has_its_name() -> None:
    # Swift resolves `title(for:)` by its call, though a property `title` is in scope.
    source = """
    func badge(for n: Int) -> String { "#\\(n)" }
    struct V: View {
        var title = "T"
        var badge = 3
        func title(for n: Int) -> String { "item \\(n)" }
        var body: some View { VStack { Text(title(for: 2)); Text(badge(for: badge)); Text(title) } }
    }
    """
    same(source, sl.VStack(sl.Text("item 2"), sl.Text("#3"), sl.Text("T")), view="V")


def test_optional_map_min_by_and_a_nil_overlay() -> None:
    # Optional.map applies the closure to a present value; min(by:) takes the ordering; an Optional view
    # that is nil is an empty view (SwiftUI: Optional<Wrapped>: View where Wrapped: View).
    source = """
    struct V: View {
        let n: Int? = 4
        var body: some View {
            VStack {
                Text(n.map { "\\($0 * 2)" } ?? "none")
                Text([3, 1, 2].min(by: { $0 > $1 }).map { "\\($0)" } ?? "none")
                Color.red.frame(width: 10, height: 10).overlay(nil as Color?)
            }
        }
    }
    """
    same(
        source,
        sl.VStack(sl.Text("8"), sl.Text("3"), sl.Color.red.frame(width=10, height=10).overlay(sl.EmptyView())),
        view="V",
    )


def test_image_typed_data_is_an_image_of_the_assumed_size() -> None:
    # An `Image`/`UIImage` property the app fills is a 100 x 100 image (ASSUMED_IMAGE_SIZE, noted), so that
    # `.resizable()` makes it take the proposal as SwiftUI's Image does; images= gives its real size.
    source = """
    struct Avatar: View {
        let image: Image
        let photo: UIImage
        var body: some View {
            HStack { image.resizable().frame(width: 40, height: 20); Image(uiImage: photo) }
        }
    }
    """
    view = from_swift(source, view="Avatar", images={"photo": (30, 60)})
    assert any("image" in n.message and "assumed" in n.message for n in view.notes)
    layout = sl.layout(view, screen=(300, 300))
    images = [n for n in layout.nodes if n.kind == "Image"]
    assert [(i.frame.width, i.frame.height) for i in images] == [(40, 20), (30, 60)]


def test_recursive_sample_models_end() -> None:
    # A model whose rows hold rows: sample data nests MAX_SAMPLE_DEPTH deep, then its lists are empty.
    source = """
    struct Item: Identifiable { let id: Int; let title: String; let children: [Item] }
    struct Tree: View {
        let items: [Item]
        var body: some View { VStack { ForEach(items) { i in Sub(item: i) } } }
    }
    struct Sub: View {
        let item: Item
        var body: some View { VStack { Text(item.title); ForEach(item.children) { c in Sub(item: c) } } }
    }
    """
    view = from_swift(source, view="Tree")
    count = view.to_document().count('"Text"')
    assert 3 <= count < 3**5


def test_overloads_are_chosen_by_argument_type() -> None:
    # Two initialisers and two static functions differing only in a parameter's type: Swift picks the one
    # the argument's type matches (The Swift Programming Language, "Initialization": overloads).
    source = """
    struct Box: View {
        var size: CGSize
        init(size: CGFloat) { self.size = CGSize(width: size, height: size) }
        init(size: CGSize) { self.size = size }
        var body: some View { Color.red.frame(width: size.width, height: size.height) }
    }
    extension Box {
        static func make(_ s: CGFloat) -> Box { Box(size: s) }
        static func make(_ s: CGSize) -> Box { Box(size: CGSize(width: s.width * 2, height: s.height)) }
    }
    struct V: View {
        var body: some View {
            VStack { Box(size: 10); Box(size: CGSize(width: 20, height: 5)); Box.make(CGSize(width: 3, height: 4)) }
        }
    }
    """
    same(
        source,
        sl.VStack(
            sl.Color.red.frame(width=10, height=10),
            sl.Color.red.frame(width=20, height=5),
            sl.Color.red.frame(width=6, height=4),
        ),
        view="V",
    )


def test_a_custom_label_style_gets_the_labels_icon() -> None:
    # LabelStyleConfiguration.icon is the Label's own icon (Apple's LabelStyleConfiguration docs).
    source = """
    struct Plain: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 2) { configuration.icon; configuration.title }
        }
    }
    extension LabelStyle where Self == Plain { static var plainPair: Plain { Plain() } }
    struct V: View { var body: some View { Label("T", systemImage: "star").labelStyle(.plainPair) } }
    """
    same(source, sl.HStack(sl.Image(system_name="star"), sl.Text("T"), spacing=2), view="V")


def test_a_type_qualified_name_is_the_implicit_member() -> None:
    # `ToolbarItemPlacement.navigationBarTrailing` and `.navigationBarTrailing` are the same static member
    # (Swift's implicit member expressions: the Swift book, "Implicit Member Expression").
    # navigationBarTrailing is the deprecated spelling of topBarTrailing (Apple: ToolbarItemPlacement).
    source = """
    struct V: View {
        var body: some View {
            NavigationStack {
                Text("Hi").toolbar {
                    let placement = ToolbarItemPlacement.navigationBarTrailing
                    ToolbarItem(placement: placement) { Button("Done") {} }
                }
            }
        }
    }
    """
    same(
        source,
        sl.NavigationStack(sl.Text("Hi").toolbar(sl.ToolbarItem(sl.Button("Done"), placement="top_bar_trailing"))),
        view="V",
    )


def test_a_toolbar_content_struct_gives_its_items() -> None:
    # A `struct …: ToolbarContent` is toolbar items: its `body` is a ToolbarContentBuilder (Apple: ToolbarContent).
    source = """
    public struct CancelItem: ToolbarContent {
        @Environment(\\.dismiss) private var dismiss
        public init() {}
        public var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) {
                Button("Cancel", role: .cancel, action: { dismiss() }).keyboardShortcut(.cancelAction)
            }
        }
    }
    struct V: View {
        var body: some View { NavigationStack { Text("Hi").toolbar { CancelItem() } } }
    }
    """
    same(
        source,
        sl.NavigationStack(
            sl.Text("Hi").toolbar(sl.ToolbarItem(sl.Button("Cancel", role="cancel"), placement="top_bar_leading"))
        ),
        view="V",
    )


def test_a_private_static_of_another_file_is_not_an_implicit_member(tmp_path: Path) -> None:
    # Swift's access control: a `private` declaration is visible only in its own file (the Swift book,
    # "Access Control"), so `.font(.body)` elsewhere is SwiftUI's Font.body, not the app's private number.
    (tmp_path / "Fonts.swift").write_text("extension Font {\n    private static let body = 17.0\n}\n")
    (tmp_path / "V.swift").write_text("struct V: View {\n    var body: some View { Text(\"A\").font(.body) }\n}\n")
    view = from_swift(tmp_path, view="V")
    assert view.to_document() == sl.Text("A").font("body").to_document()
    assert not [n for n in view.notes if n.kind == "unread"]


def test_a_range_of_integers_is_a_collection() -> None:
    # Swift's Range/ClosedRange of Int are collections: `(0..<n).map`, `.reversed()`, `.count`, bounds and
    # `contains` (the Swift standard library's Range docs). `.map` on a range is not Optional.map.
    source = """
    struct V: View {
        let n = 3
        var body: some View {
            VStack {
                ForEach((0 ..< n).map { i in n - i }, id: \\.self) { Text("\\($0)") }
                ForEach((1...2).reversed(), id: \\.self) { Text("r\\($0)") }
                Text("\\((0..<5).count) \\((2...4).lowerBound) \\((0.0...1.0).contains(0.5))")
            }
        }
    }
    """
    same(
        source,
        sl.VStack(sl.Text("3"), sl.Text("2"), sl.Text("1"), sl.Text("r2"), sl.Text("r1"), sl.Text("5 2 true")),
        view="V",
    )
    with pytest.raises(SwiftSourceError, match="elements"):
        from_swift("Text(\"\\((0..<1_000_000_000).map { $0 }.count)\")")


def test_dictionaries_as_collections_and_operators_as_functions() -> None:
    # Swift's Dictionary: Dictionary(uniqueKeysWithValues:), a collection of (key:, value:) elements (map,
    # sorted, reduce), filter and mapValues giving dictionaries; an operator passed as a function
    # (`reduce(0, +)`, `sorted(by: >)`) — the Swift book, "Closures: Operator Methods".
    source = """
    let sales: [Int: Int] = Dictionary(uniqueKeysWithValues: [1, 2, 3].map { (key: $0, value: $0 * 10) })
    struct V: View {
        var body: some View {
            let total = sales.map(\\.value).reduce(0, +)
            let top = sales.sorted { $0.value > $1.value }.map { $0.key }
            Text("\\(total) \\(top[0]) \\(sales.filter { $0.value > 15 }.count) \\(sales.mapValues { $0 * 2 }[3]!)")
            Text("\\([3, 1, 2].sorted(by: >)[0])")
        }
    }
    """
    same(source, sl.VStack(sl.Text("60 3 2 60"), sl.Text("3")), view="V")


def test_an_enum_case_with_a_payload_assigned_in_an_init_keeps_its_payload() -> None:
    # `self.content = .image(image)` in an init: the implicit member is the declared type's case (Swift's
    # implicit member expressions), so `case let .image(image)` binds the image, not a sample.
    source = """
    struct Icon: View {
        private let content: Content
        private let size: CGFloat
        init(symbol: String, size: CGFloat? = nil) { self.content = .symbol(symbol); self.size = size ?? 20 }
        init(image: Image, size: CGFloat? = nil) { self.content = .image(image); self.size = size ?? 20 }
        var body: some View {
            switch content {
            case let .symbol(name): Image(systemName: name).frame(width: size, height: size)
            case let .image(image): image.resizable().frame(width: size, height: size)
            }
        }
    }
    private enum Content {
        case symbol(String)
        case image(Image)
    }
    struct V: View { var body: some View { Icon(image: Image("logo"), size: 26) } }
    """
    same(source, sl.Image("logo", 10, 10).resizable().frame(width=26, height=26), view="V", images={"logo": (10, 10)})
