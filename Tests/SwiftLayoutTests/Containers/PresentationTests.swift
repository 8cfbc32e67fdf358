import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

// Presentations, bars and root preferences (issue #35). Where a number is measured its recording is named;
// the rest test the documented rule with its **assumed** numbers (docs/PLATFORMS.md), so a change of rule shows.
@Suite struct PresentationTests {
    let phone = LayoutEnvironment(device: .iPhone15Pro)   // 393 × 852, insets 59 / 34

    @Test func aSheetKeepsThePresenterAndLaysItsContentOutAtTheBottom() throws {
        // SW-ios ios/sheet/medium: presenting a sheet changes no frame of the presenting screen. The sheet's
        // own geometry (assumed): the screen's width, a medium detent half the screen's height, at the bottom,
        // the bottom inset kept.
        let content = VStack(spacing: 0) { Color.red.id("fill") }.presentationDetents([.medium, .large])
        let view = Text("Hello").id("t").presentation(.sheet, content: content)
        let r = try run(view, phone)
        let alone = try run(Text("Hello").id("t"), phone)
        #expect(r["t"] == alone["t"])
        #expect(r["fill"] == Rect(x: 0, y: 426, width: 393, height: 426 - 34))   // the smaller detent: medium
        let hidden = try run(Text("Hello").id("t").presentation(.sheet, isPresented: false, content: Color.red.id("fill")), phone)
        #expect(hidden["fill"] == nil)
    }

    @Test func coversPopoversAndMacSheets() throws {
        let cover = try run(Text("a").presentation(.fullScreenCover, content: Color.red.id("c")), phone)
        #expect(cover["c"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))   // the screen's safe area
        // A popover on a compact width is a large sheet (Apple's popover documentation): the height less the top inset.
        let pop = try run(Text("a").presentation(.popover, content: Color.red.id("p")), phone)
        #expect(pop["p"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        // On an iPad: its content's ideal size below the presenter, centred on it (assumed).
        let pad = LayoutEnvironment(device: .iPadPro11)
        let bubble = try run(Text("a").id("a").presentation(.popover, content: Color.red.frame(width: 200, height: 100).id("p")), pad)
        let a = try #require(bubble["a"]), p = try #require(bubble["p"])
        #expect(p.size == Size(200, 100) && p.minY == a.maxY && abs(p.midX - a.midX) < 0.01)
        // macOS: a sheet is its content's ideal size at the window's top, centred (assumed).
        let mac = try run(Text("a").presentation(.sheet, content: Color.red.frame(width: 300, height: 200).id("s")),
                          measuredWindow(800, 600, .macOS26))
        #expect(mac["s"] == Rect(x: 250, y: 0, width: 300, height: 200))
    }

    @Test func detentsInADocument() throws {
        let doc = try ViewDocument.parse(#"""
        {"type": "Text", "text": "a", "modifiers": [{"sheet": {"content": {"type": "Color", "color": "red", "id": "s",
          "modifiers": [{"presentationDetents": [{"height": 200}, "large"]}]}}}]}
        """#)
        let r = try run(doc, phone)
        #expect(r["s"] == Rect(x: 0, y: 652, width: 393, height: 200 - 34))
        for bad in [#"{"type": "Text", "modifiers": [{"presentationDetents": []}]}"#,
                    #"{"type": "Text", "modifiers": [{"presentationDetents": ["small"]}]}"#,
                    #"{"type": "Text", "modifiers": [{"presentationDetents": [{"fraction": 2}]}]}"#,
                    #"{"type": "Text", "modifiers": [{"sheet": {"isPresented": true}}]}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(bad) }
        }
    }

    @Test func toolbarItemsAndTheBottomBar() throws {
        // UIKit's measured iOS 26 bars (swiftui-web Docs/elements/UIKit/Navigation.md, Bars.md), assumed for
        // SwiftUI: bar items are 44 pt platters 10 below the bar's top, 16 from the edges; a bottom toolbar
        // floats over the bottom, 76 tall, its platters 48 tall in its top, 28 in; the content ends 76 higher.
        let root = Color.red.id("content").toolbar([
            ToolbarItem(placement: .topBarLeading, content: Color.blue.frame(width: 20, height: 20).id("lead")),
            ToolbarItem(placement: .primaryAction, content: Color.blue.frame(width: 20, height: 20).id("trail")),
            ToolbarItem(placement: .bottomBar, content: Color.blue.frame(width: 20, height: 20).id("bottom")),
        ]).navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        let r = try run(NavigationStack(root: root), measuredWindow(320, 400, .iOS26))
        #expect(r["lead"] == Rect(x: 16 + 12, y: 10 + 12, width: 20, height: 20))    // a 44 platter (20 + 24)
        #expect(r["trail"] == Rect(x: 320 - 16 - 32, y: 22, width: 20, height: 20))
        #expect(r["bottom"] == Rect(x: 28 + 12, y: 400 - 76 + 14, width: 20, height: 20))
        #expect(r["content"] == Rect(x: 0, y: 64, width: 320, height: 400 - 64 - 76))
        // On macOS the items are window chrome: not laid out, and the content keeps the window.
        let mac = try run(NavigationStack(root: root), measuredWindow(320, 400, .macOS26))
        #expect(mac["lead"]?.size == .zero && mac["content"] == Rect(x: 0, y: 0, width: 320, height: 400))
        // toolbarVisibility(.hidden, for: .bottomBar): no bottom toolbar.
        let hidden = try run(NavigationStack(root: root.toolbarVisibility(.hidden, for: [.bottomBar])), measuredWindow(320, 400, .iOS26))
        #expect(abs((hidden["content"]?.height ?? 0) - (400 - 64)) < 0.01)
    }

    @Test func aHiddenTabBarGivesItsSpace() throws {
        // toolbar(.hidden, for: .tabBar): the tab's content takes the bar's 83 (iOS 26: ios/tabs/basic).
        let tabs = TabView(tabs: [Color.red.id("one").toolbarVisibility(.hidden, for: [.tabBar]).tabItem("One")])
        let r = try run(tabs, measuredWindow(375, 667, .iOS26))
        #expect(r["one"]?.height == 667)
        let shown = try run(TabView(tabs: [Color.red.id("one").tabItem("One")]), measuredWindow(375, 667, .iOS26))
        #expect(abs((shown["one"]?.height ?? 0) - (667 - 83)) < 0.01)
    }

    @Test func statusBarHiddenFreesAStatusBarOnlyInset() throws {
        // iPhone SE (top 20, the status bar alone) and iPads (24): the top inset becomes 0; a Dynamic Island
        // phone keeps its 59 (assumed, docs/PLATFORMS.md); macOS has none.
        let se = try run(Color.red.id("c").statusBarHidden(), LayoutEnvironment(device: .iPhoneSE))
        #expect(se["c"] == Rect(x: 0, y: 0, width: 375, height: 667))
        let island = try run(VStack { Color.red.id("c") }.statusBarHidden(), phone)
        #expect(island["c"]?.minY == 59)
        let shown = try run(Color.red.id("c").statusBarHidden(false), LayoutEnvironment(device: .iPhoneSE))
        #expect(shown["c"]?.minY == 20)
        // A relayout that swaps the preference in or out lays out afresh.
        let retained = try RetainedLayout(Color.red.id("c"), in: LayoutEnvironment(device: .iPhoneSE))
        #expect(retained.result.frame(id: "c")?.minY == 20)
        _ = try retained.replace(id: "c", with: Color.red.id("c").statusBarHidden())
        #expect(retained.result.frame(id: "c")?.minY == 0)
        // persistentSystemOverlays(.hidden) changes no frame (the bottom inset stays).
        let overlays = try run(Color.red.id("c").persistentSystemOverlays(.hidden), phone)
        #expect(overlays["c"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func scenePadding() throws {
        // scene_padding: macOS 20, iOS 16 (assumed); the parameter replaces them.
        let mac = try run(Color.red.frame(width: 10, height: 10).scenePadding().id("p"), measuredWindow(200, 200, .macOS26))
        #expect(mac["p"]?.size == Size(50, 50))
        let ios = try run(Color.red.frame(width: 10, height: 10).scenePadding(.horizontal).id("p"), measuredWindow(200, 200, .iOS26))
        #expect(ios["p"]?.size == Size(42, 10))
        var env = measuredWindow(200, 200, .iOS26)
        try env.set("scene_padding", 5)
        #expect(try run(Color.red.frame(width: 10, height: 10).scenePadding().id("p"), env)["p"]?.size == Size(20, 20))
    }
}

@Suite struct SplitViewCollapseTests {
    @Test func anIPhoneCollapsesToOneColumn() throws {
        // Apple: the split view collapses into a single stack on iPhone, showing preferredCompactColumn (the
        // sidebar unless told): a NavigationStack of that column (iOS 26: an untitled root has no bar).
        let split = NavigationSplitView(sidebar: Color.red.id("side"), detail: Color.blue.id("detail"))
        let r = try run(split, LayoutEnvironment(device: .iPhone15Pro))
        #expect(r["side"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34) && r["detail"]?.size == .zero)
        let detail = NavigationSplitView(sidebar: Color.red.id("side"), detail: Color.blue.id("detail").navigationTitle("D"),
                                         preferredCompactColumn: .detail)
        let d = try run(detail, LayoutEnvironment(device: .iPhone15Pro))
        // Under the large title: the bar (64 + 52.5) from the safe top, tucked 16/3 into the inset (rules §0).
        #expect(d["side"]?.size == .zero && abs((d["detail"]?.minY ?? 0) - (59 - 16.0 / 3 + 64 + 52.5)) < 0.01,
                "\(String(describing: d["detail"]))")
        // An iPad's regular width keeps the columns.
        let pad = try run(split, LayoutEnvironment(device: .iPadPro11))
        #expect((pad["side"]?.width ?? 0) > 0 && (pad["detail"]?.width ?? 0) > 0)
    }

    @Test func columnVisibilityMacOS() throws {
        // detailOnly: the detail takes the whole width (Apple's NavigationSplitViewVisibility); doubleColumn
        // hides a three-column view's sidebar: the content column starts at the leading edge.
        let only = NavigationSplitView(sidebar: Color.red.id("s"), detail: Color.blue.id("d"), columnVisibility: .detailOnly)
        let r = try run(only, measuredWindow(480, 300, .macOS26))
        #expect(r["d"] == Rect(x: 0, y: 0, width: 480, height: 300) && r["s"]?.size == .zero)
        let double = NavigationSplitView(sidebar: Color.red.id("s"), content: Color.green.id("c"), detail: Color.blue.id("d"),
                                         columnVisibility: .doubleColumn)
        let d = try run(double, measuredWindow(640, 300, .macOS26))
        #expect(d["c"] == Rect(x: 0, y: 0, width: 200, height: 300) && d["d"]?.minX == 201 && d["s"]?.size == .zero)
    }
}

@Suite struct CompositeViewTests {
    @Test func contentUnavailableView() throws {
        // unavailable/basic (macOS): fills the proposal; the title 20 from the top, centred.
        let mac = try run(ContentUnavailableView("No Mail", systemImage: "tray", description: "Later").id("u"),
                          measuredWindow(360, 400, .macOS26))
        #expect(mac["u"] == Rect(x: 0, y: 0, width: 360, height: 400))
        // iOS: centred vertically (assumed): one 18.5 … line and its description make a column in the middle.
        let label = Text("No Mail").id("title")
        let ios = try run(ContentUnavailableView(label: label).id("u"), measuredWindow(375, 600, .iOS26))
        let t = try #require(ios["title"])
        #expect(abs(t.midY - 300) < 0.01 && abs(t.midX - 187.5) < 0.01)
        let search = try run(ContentUnavailableView.search(text: "milk").id("s"), measuredWindow(360, 400, .macOS26))
        #expect(search["s"]?.size == Size(360, 400))
    }

    @Test func asyncImageDefaults() throws {
        // Apple's AsyncImage: the loaded image at its size ÷ scale, not resizable; before it loads a
        // placeholder that fills; asyncimage/phases: the phase's content laid out as itself.
        let loaded = try run(AsyncImage(phase: .success(width: 200, height: 100), scale: 2).id("a"), measuredWindow(400, 300, .macOS26))
        #expect(loaded["a"]?.size == Size(100, 50))
        let empty = try run(AsyncImage().id("a"), measuredWindow(400, 300, .macOS26))
        #expect(empty["a"]?.size == Size(400, 300))
        let content = try run(AsyncImage(phase: .failure, content: Text("Failed").id("f")).id("a"), measuredWindow(400, 300, .macOS26))
        #expect(content["a"] == content["f"])
        #expect(throws: LayoutError.self) { try AsyncImage(scale: 0) }
        #expect(throws: LayoutError.self) { try AsyncImage(phase: .success(width: .infinity, height: 1)) }
    }

    @Test func videoPlayer() throws {
        // Assumed (docs/PLATFORMS.md): the player takes its proposal like a shape (AVPlayerViewController's view
        // has no intrinsic size); Apple's VideoPlayer docs: the overlay sits above the video — centred in it.
        let r = try run(HStack {
            Text("A").id("t")
            VideoPlayer(videoOverlay: Text("Live").id("o")).id("v")
        }.frame(width: 300, height: 200), measuredWindow(400, 300, .macOS26))
        let t = try #require(r["t"]), v = try #require(r["v"]), o = try #require(r["o"])
        #expect(v.width == 300 - t.width - 8 && v.height == 200)
        #expect(abs((o.minX - v.minX) - (v.maxX - o.maxX)) < 1e-9 && abs((o.minY - v.minY) - (v.maxY - o.maxY)) < 1e-9)
        let ideal = try run(VideoPlayer().fixedSize().id("v"), measuredWindow(400, 300, .macOS26))
        #expect(ideal["v"]?.size == Size(10, 10))
    }

    @Test func controlGroup() throws {
        // Assumed: bordered buttons (macOS button/basic: label + 24, 24 tall) side by side with no space.
        let r = try run(VStack {
            ControlGroup(controls: [Button("A").id("a"), Button("Bb").id("b")]).id("g")
        }, measuredWindow(360, 200, .macOS26))
        let a = try #require(r["a"]), b = try #require(r["b"]), g = try #require(r["g"])
        #expect(b.minX == a.maxX && g.width == a.width + b.width && g.height == 24)
        let menu = try run(ControlGroup(label: Text("Edit"), controls: [Button("A").id("a")]).controlGroupStyle(.menu).id("g"),
                           measuredWindow(360, 200, .macOS26))
        #expect(menu["a"]?.size == .zero && menu["g"]?.height == 24)
    }

    @Test func pathAndCustomShapesTakeTheProposal() throws {
        let r = try run(HStack(spacing: 0) {
            Path().frame(width: 30, height: 20).id("p")
            CustomShape("Arrow").id("s")
        }.frame(width: 100, height: 40), measuredWindow(200, 200, .macOS26))
        #expect(r["p"]?.size == Size(30, 20) && r["s"]?.size == Size(70, 40))
        #expect(AnyShape(erasing: CustomShape("Arrow").node) != nil && AnyShape(erasing: Path().node) != nil)
        #expect(CustomShape("Arrow").node.kind == "Arrow")
    }
}

@Suite struct MarkdownTests {
    /// The runs SwiftUI renders for a literal (text/markdown @8592285 shows them; the inline subset of
    /// CommonMark): (text, bold, italic, code).
    @Test(arguments: [
        ("Plain **bold** and _italic_ and ***both*** done", [("Plain ", false, false, false), ("bold", true, false, false),
                                                              (" and ", false, false, false), ("italic", false, true, false),
                                                              (" and ", false, false, false), ("both", true, true, false),
                                                              (" done", false, false, false)]),
        ("`code` and __b__", [("code", false, false, true), (" and ", false, false, false), ("b", true, false, false)]),
        ("Escaped \\*stars\\*", [("Escaped *stars*", false, false, false)]),
        ("snake_case_name and 2 * 3 * 4", [("snake_case_name and 2 * 3 * 4", false, false, false)]),
        ("[a link](https://example.com) ~~gone~~", [("a link", false, false, false), (" ", false, false, false),
                                                    ("gone", false, false, false)]),
        ("**unclosed and `open", [("**unclosed and `open", false, false, false)]),
    ])
    func runs(source: String, expected: [(String, Bool, Bool, Bool)]) {
        let got = MarkdownInline.parse(Array(source))
        let plain = got.map { ($0.text, $0.style.bold, $0.style.italic, $0.style.code) }
        // Adjacent runs of the same layout style may be split by drawing-only styles (link, strike).
        func merged(_ list: [(String, Bool, Bool, Bool)]) -> [(String, Bool, Bool, Bool)] {
            var out: [(String, Bool, Bool, Bool)] = []
            for r in list {
                if let l = out.last, l.1 == r.1, l.2 == r.2, l.3 == r.3 { out[out.count - 1].0 += r.0 } else { out.append(r) }
            }
            return out
        }
        let a = merged(plain), b = merged(expected)
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 },
                "\(source): \(a)")
    }

    @Test func deepNestingStaysBounded() {
        let source = String(repeating: "*a ", count: 5000) + String(repeating: "a*", count: 5000)
        _ = Text.markdown(source)   // no crash, no unbounded recursion
        let brackets = String(repeating: "[", count: 20000)
        #expect(MarkdownInline.parse(Array(brackets)).first?.text == brackets)
    }
}
