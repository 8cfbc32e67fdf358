// Forms, macOS lists, ForEach, pinned section views, toolbars and custom explicit alignment through the Swift
// API. Each expectation is a measured SwiftUI frame (the swiftui-web golden it comes from is named) or a
// documented rule applied to numbers the test states; shapes stand in for text where text widths would
// otherwise enter.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ContainerFormTests {
    func on(_ platform: Platform, _ width: Double, _ height: Double) -> LayoutEnvironment {
        var env = window(width, height); env.platform = platform; return env
    }
    func mac(_ width: Double, _ height: Double) -> LayoutEnvironment { on(.macOS26, width, height) }
    func ios(_ width: Double, _ height: Double) -> LayoutEnvironment { on(.iOS26, width, height) }

    /// macOS grouped form (SW-mac `form/styles` @f9f1f0b, `form/grouped` @49c51a9): cards 20 in, rows 10 in
    /// and 10 above and below their content, 1 pt separators: two 20 pt rows at y 30 and 30 + 20 + 21 = 71,
    /// 300 wide in 360.
    @Test func groupedFormRowsOnMacOS() throws {
        let form = Form {
            Color.red.frame(height: 20).id("a")
            Color.blue.frame(height: 20).id("b")
        }.formStyle(.grouped)
        let r = try run(form, mac(360, 300))
        expectRect(r["a"], 30, 30, 300, 20)
        expectRect(r["b"], 30, 71, 300, 20)
    }

    /// macOS columns form (SW-mac `form/basic`, `form/sections` @f9f1f0b): a row without a label starts at
    /// the control column, which is the widest label + 8; a form of unlabelled rows is its content's size
    /// (a lone 70 pt toggle centred in a 200 pt frame: `narrowToggle` at 145 = 80 + 65).
    @Test func columnsFormPutsControlsAfterTheWidestLabel() throws {
        let label = try run(Text("Quantity").id("t"), mac(360, 300))["t"]?.width ?? 0
        let form = Form {
            Stepper("Quantity", value: 1).id("stepper")
            Color.red.frame(width: 40, height: 10).id("box")
        }
        let r = try run(form, mac(360, 300))
        // The stepper's label, 8, its 20 pt arrows; the box at the control column, label + 8.
        #expect(abs((r["stepper"]?.minX ?? -1) - (r["box"]?.minX ?? -2) + label + 8) < 0.01)
        #expect(abs((r["stepper"]?.width ?? 0) - (label + 8 + 20)) < 0.01)
        let narrow = try run(Form { Color.red.frame(width: 70, height: 18.5).id("t") }.frame(width: 200, height: 110), mac(360, 360))
        expectRect(narrow["t"], 145, 170.75, 70, 18.5)
    }

    /// iOS Form rows (SW-ios `ios/form/basic` @33be500): a Toggle is a row of the card's content width as tall
    /// as its label; the row keeps the 56 pt minimum, the label centred 15 below its top... here a 20 pt
    /// label view: the toggle 256 × 20 at x 32, its row from 35 (the first card 35 down) centred: 35 + 18.
    @Test func iOSFormTogglesAreLabelledRows() throws {
        let form = Form { Toggle(isOn: true, label: Color.red.frame(width: 50, height: 20)).id("t") }
        let r = try run(form, ios(320, 400))
        expectRect(r["t"], 32, 53, 256, 20)
    }

    /// macOS list styles (SW-mac `list/styles` @bd2e4d1): inset rows 24 tall from 10 down, 16 in; plain 8 in
    /// from the top; bordered 7 in from 1 down. A 16 pt row content: 4 above it.
    @Test func macOSListStyles() throws {
        func list(_ style: ListStyle) -> some View {
            List { Color.red.frame(width: 35, height: 16).id("a"); Color.red.frame(width: 45, height: 16).id("b") }
                .listStyle(style).frame(height: 70)
        }
        let inset = try run(list(.inset), mac(320, 70))
        expectRect(inset["a"], 16, 14, 35, 16)
        expectRect(inset["b"], 16, 38, 45, 16)
        expectRect(try run(list(.plain), mac(320, 70))["a"], 8, 4, 35, 16)
        expectRect(try run(list(.bordered), mac(320, 70))["a"], 7, 5, 35, 16)
        // bordered is macOS only: on iOS it is the automatic (inset grouped) style.
        expectRect(try run(list(.bordered), ios(320, 70))["a"], 32, 35 + 20, 35, 16)
    }

    /// ForEach(id:) names each element's view; modifiers on a ForEach apply to each view and a name on one
    /// names the last (SW-mac `foreach/modifier` @d7ce47e: `paddedLast` is the second row's padded frame).
    @Test func forEachNamesAndModifiers() throws {
        let view = VStack(spacing: 0) {
            ForEach(["a", "b"], id: { $0 }) { _ in Color.red.frame(width: 20, height: 10) }
            ForEach(0..<2) { k in Color.blue.frame(width: 30, height: 10).id("p\(k)") }.padding(5).id("last")
        }
        let r = try run(view, window(100, 100))
        expectRect(r["a"], 40, 20, 20, 10)
        expectRect(r["b"], 40, 30, 20, 10)
        expectRect(r["p0"], 35, 45, 30, 10)
        expectRect(r["last"], 30, 60, 40, 20)   // the second padded row, not the first
    }

    /// A name on a Section names its last view (SW-mac `list/sections` @bd2e4d1: `fruits` is banana's frame).
    @Test func sectionNameIsItsLastView() throws {
        let view = VStack(spacing: 0) {
            Section(header: Color.gray.frame(width: 10, height: 4), children: [
                Color.red.frame(width: 10, height: 10).id("x"), Color.red.frame(width: 12, height: 10).id("y"),
            ]).id("section")
        }
        let r = try run(view, window(100, 100))
        #expect(r["section"] == r["y"])
        expectRect(r["y"], 44, 52, 12, 10)
    }

    /// Pinned section views (SW-mac `lazy/pinned-headers`, `lazy/pinned-footers` @3cab7fb): while scrolled, a
    /// pinned header stays at the top of the visible area within its section, a pinned footer at its bottom.
    /// The same rule along x in a horizontal LazyHStack: sections of a 24 header, eight 20 rows, a 16 footer
    /// (200 wide) in a 200 wide scroll view scrolled by 284: b's header at 0, c's footer at 184.
    @Test func pinnedSectionViewsAlongBothAxes() throws {
        func section(_ p: String, horizontal: Bool) -> Section {
            func box(_ length: Double, _ id: String) -> some View {
                Color.gray.frame(width: horizontal ? length : 50, height: horizontal ? 50 : length).id(id)
            }
            return Section(header: box(24, p + "H"), footer: box(16, p + "F"),
                           children: (0..<8).map { box(20, "\(p)\($0)") })
        }
        /// Where each view starts along the scrolling axis: the sections `names` in a lazy stack on that axis
        /// (headers and footers pinned when `pinned`), in a scroll view 200 long and 300 across, scrolled by 284.
        func starts(horizontal: Bool, pinned: Bool = true, _ names: [String] = ["a", "b", "c"]) throws -> (String) -> Double? {
            let pins: PinnedScrollableViews = pinned ? [.sectionHeaders, .sectionFooters] : []
            let scroll = horizontal
                ? ScrollView(.horizontal, offset: Point(x: 284, y: 0)) {
                    LazyHStack(spacing: 0, pinnedViews: pins) { for p in names { section(p, horizontal: true) } }
                }
                : ScrollView(.vertical, offset: Point(x: 0, y: 284)) {
                    LazyVStack(spacing: 0, pinnedViews: pins) { for p in names { section(p, horizontal: false) } }
                }
            let r = try run(scroll, horizontal ? window(200, 300) : window(300, 200))
            return { horizontal ? r[$0]?.minX : r[$0]?.minY }
        }
        let v = try starts(horizontal: false)
        #expect(v("bH") == 0)
        #expect(v("cH") == 116)
        #expect(v("cF") == 184)
        let h = try starts(horizontal: true)
        #expect(h("bH") == 0)
        #expect(h("b3") == 0)
        #expect(h("cF") == 184)
        // Not pinned: the header scrolls away with its section (200 - 284 = -84).
        #expect(try starts(horizontal: false, pinned: false, ["a", "b"])("bH") == -84)
    }

    /// macOS: the title and the toolbar are window chrome (SW-mac `toolbar/basic` @bb66658): the titled root
    /// fills the stack. `.toolbar(.hidden)` is `navigationBarHidden(true)`. On iOS 26 an untitled root with bar
    /// items shows its inline bar (64, `ios/nav/inline`; that items make it appear is **assumed**).
    @Test func toolbars() throws {
        let titled = NavigationStack { Color.red.navigationTitle("Toolbar").toolbar([ToolbarItem(placement: .primaryAction, content: Text("Action"))]).id("c") }
        expectRect(try run(titled, mac(400, 200))["c"], 0, 0, 400, 200)
        let hidden = NavigationStack { Color.red.navigationTitle("T").toolbar(.hidden).id("c") }
        expectRect(try run(hidden, ios(320, 300))["c"], 0, 0, 320, 300)
        let items = NavigationStack { Color.red.toolbar([ToolbarItem(placement: .topBarTrailing, content: Text("Edit"))]).id("c") }
        expectRect(try run(items, ios(320, 300))["c"], 0, 64, 320, 236)
        // A bottomBar item adds no navigation bar but a bottom toolbar: the content ends 76 higher (UIKit's
        // measured iOS 26 toolbar, swiftui-web Docs/elements/UIKit/Bars.md `uikit/nav/toolbar`; assumed for SwiftUI).
        let bottom = NavigationStack { Color.red.toolbar([ToolbarItem(placement: .bottomBar, content: Text("Edit"))]).id("c") }
        expectRect(try run(bottom, ios(320, 300))["c"], 0, 0, 320, 224)
    }

    /// A custom layout's explicitAlignment places the container as a whole (Apple's Layout documentation: a
    /// leading guide indented by 10 moves the container 10 to the left of its neighbours' leading edge in a
    /// leading-aligned VStack); without it the subviews' explicit guides are merged: the first baseline of a
    /// layout holding a Text is the Text's.
    struct Column: CustomLayout {
        var indent: Double? = nil
        var definesExplicitAlignment: Bool { indent != nil }
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).reduce(0, +))
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            var y = bounds.minY
            for s in subviews { s.place(at: Point(x: bounds.minX, y: y), proposal: .unspecified); y += s.sizeThatFits(.unspecified).height }
        }
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                               subviews: [LayoutSubview]) throws -> Double? {
            guard let indent else { return try mergedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews) }
            return guide == .leading ? bounds.minX + indent : nil
        }
    }

    @Test func customExplicitAlignment() throws {
        let v = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("top")
            LayoutView(Column(indent: 10)) { Color.blue.frame(width: 30, height: 10) }.id("column")
        }
        let r = try run(v, window(200, 100))
        #expect(abs((r["column"]?.minX ?? 0) - ((r["top"]?.minX ?? 0) - 10)) < 0.001)
        // Default: the subviews' merged guides. The Text inside sits 20 below the layout's top, so the
        // layout's first baseline is 20 + the Text's, and an HStack aligned by first baselines lines the two
        // Texts up.
        let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Hg").id("outside")
            LayoutView(Column()) { Color.red.frame(width: 10, height: 20); Text("Hg").id("inside") }
        }
        let b = try run(row, window(200, 100))
        #expect(abs((b["outside"]?.minY ?? 0) - (b["inside"]?.minY ?? 1)) < 0.001)
    }

    /// AnyLayout(GridLayout) lays out GridRows as Grid does (rules §17: columns as wide as their widest cell,
    /// 8 apart): two rows of a 30 and a 50 box.
    @Test func anyLayoutGridLayout() throws {
        let v = AnyLayout(GridLayout(horizontalSpacing: 8, verticalSpacing: 4)) {
            GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.red.frame(width: 50, height: 10).id("b") }
            GridRow { Color.red.frame(width: 20, height: 10).id("c"); Color.red.frame(width: 10, height: 10).id("d") }
        }.id("grid")
        let r = try run(v, window(200, 100))
        expectRect(r["grid"], 56, 38, 88, 24)
        expectRect(r["a"], 56, 38, 30, 10)
        expectRect(r["b"], 94, 38, 50, 10)
        expectRect(r["c"], 61, 52, 20, 10)   // centred in the 30 wide column
        expectRect(r["d"], 114, 52, 10, 10)
    }

    /// Switching an AnyLayout's layout keeps its views (SwiftUI keeps their identity; `customlayout/any`,
    /// fixtures cnt_anylayout_hstacklayout_initial and swm3_anylayout_vstacklayout_after_switch): a relayout
    /// that replaces the HStackLayout container by a VStackLayout one finds the same named views, now
    /// stacked: 20 + 4 + 20 tall, centred.
    @Test func switchingLayoutsKeepsTheViews() throws {
        func stack(_ layout: any LayoutDescription) -> AnyView {
            AnyLayout(layout) {
                Color.red.frame(width: 30, height: 20).id("a")
                Color.blue.frame(width: 30, height: 20).id("b")
            }.id("stack")
        }
        let retained = try RetainedLayout(VStack { stack(HStackLayout(spacing: 8)) }, in: window(240, 120))
        expectRect(retained.result.frame(id: "a"), 86, 50, 30, 20)
        try retained.replace(id: "stack", with: stack(VStackLayout(spacing: 4)))
        expectRect(retained.result.frame(id: "stack"), 105, 38, 30, 44)
        expectRect(retained.result.frame(id: "a"), 105, 38, 30, 20)
        expectRect(retained.result.frame(id: "b"), 105, 62, 30, 20)
    }
}
