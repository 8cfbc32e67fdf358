// NavigationLink, TextField(axis: .vertical), .searchable and .navigationBarBackButtonHidden (issues #18,
// #19) through the Swift API and the JSON reader. Expected numbers are measurements of Apple's SwiftUI
// (github.com/iamcgn/swiftui-web goldens, cited per test; the whole recordings are the nav_* and ctl3_*
// fixtures), or profile values docs/PLATFORMS.md marks **assumed**, named as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

private let note = "A long note that wraps onto several lines in a narrow field"

@Suite struct NavigationTests {
    @Test func navigationLinkFillsAnIOSListRow() throws {
        // SW-ios ios/nav/push @33be500: the link 256 × 24.5 at (32, 132.25), the Text row at 188.25.
        let view = NavigationStack {
            List {
                NavigationLink(label: Text("Detail").id("label")).id("link")
                Text("Row").id("row")
            }.navigationTitle("Settings")
        }
        let r = try run(view, measuredWindow(320, 480, .iOS26))
        expectRect(r["link"], 32, 132.25, 256, 24.5)
        #expect(r["label"]?.minX == 32 && (r["label"]?.width ?? 256) < 256)
        #expect(r["row"]?.minY == 188.25)
    }

    @Test func theLabelGetsTheRowLessTheAssumedChevron() throws {
        // The chevron's 8 × 13 box and 8 gap are the iOS profiles' assumed values.
        for platform in [Platform.iOS26, .iOS17] {
            let view = List { NavigationLink(label: Color("red").frame(height: 10).frame(maxWidth: .infinity).id("wide")).id("link") }
            let r = try run(view, measuredWindow(320, 480, platform))
            #expect(r["wide"]?.width == (r["link"]?.width ?? 0) - 16)
        }
    }

    @Test func navigationLinkIsAButtonOutsideAList() throws {
        // SW-mac nav/basic @6c0e726: "Detail" 59 × 24, as the bordered Button("Detail").
        let r = try run(VStack { NavigationLink("Detail").id("link"); Button("Detail").id("button") }, measuredWindow(320, 260, .macOS26))
        #expect(r["link"]?.size == Size(59, 24))
        #expect(r["button"]?.size == Size(59, 24))
    }

    @Test func navigationLinkInAMacOSListIsItsLabel() throws {
        // SW-mac nav/list @6c0e726: "Apple" 35 × 16 at (16, 14): no chevron, no bezel, no bar.
        let r = try run(NavigationStack { List { NavigationLink("Apple").id("row1") } }, measuredWindow(320, 200, .macOS26))
        expectRect(r["row1"], 16, 14, 35, 16)
    }

    @Test func verticalTextFieldGrowsByTheLineStep() throws {
        // SW-ios ios/textfield/vertical @90df488: 2 wrapped lines in 300: plain 52, rounded 60; "Short" 34.
        let view = VStack(alignment: .leading, spacing: 12) {
            TextField("Notes", text: note, axis: .vertical).frame(width: 300).id("plain")
            TextField("Notes", text: note, axis: .vertical).textFieldStyle(.roundedBorder).frame(width: 300).id("rounded")
            TextField("Notes", text: "Short", axis: .vertical).textFieldStyle(.roundedBorder).frame(width: 300).id("short")
            TextField("Notes", text: note).frame(width: 300).id("oneLine")
        }
        let r = try run(view, measuredWindow(375, 667, .iOS26))
        #expect(r["plain"]?.height == 52)
        #expect(r["rounded"]?.height == 60)
        #expect(r["short"]?.height == 34)
        #expect(r["oneLine"]?.height == 26)
    }

    @Test func lineLimitBoundsTheGrowth() throws {
        // SW-mac textfield/vertical @90df488 (200 wide, + 16 a line): lineLimit(2) and 2...4 keep the 2
        // wrapped lines, lineLimit(3, reservesSpace: true) reserves 3 on an empty field.
        func height(_ v: any View) throws -> Double {
            try #require(run(v.frame(width: 200).id("f"), measuredWindow(300, 300, .macOS26))["f"]).height
        }
        let one = try height(TextField("Notes", text: "", axis: .vertical))
        #expect(try height(TextField("Notes", text: note, axis: .vertical)) == one + 16)
        #expect(try height(TextField("Notes", text: note, axis: .vertical).lineLimit(2)) == one + 16)
        #expect(try height(TextField("Notes", text: note, axis: .vertical).lineLimit(min: 2, max: 4)) == one + 16)
        #expect(try height(TextField("Notes", text: "", axis: .vertical).lineLimit(3, reservesSpace: true)) == one + 32)
        #expect(try height(TextField("Notes", text: note, axis: .vertical).lineLimit(1)) == one)
    }

    @Test func searchableTakesTheProfilesField() throws {
        func list(_ searchable: Bool, _ platform: Platform) throws -> Rect {
            var content: any View = List { Text("Apple") }.navigationTitle("Fruit").id("list")
            if searchable { content = content.searchable(prompt: "Find fruit") }
            return try #require(run(NavigationStack(root: content), measuredWindow(320, 480, platform))["list"])
        }
        // SW-ios ios/search/basic @b009060: the list spans 116.5 … 404 (a 76 bar at the bottom).
        expectRect(try list(true, .iOS26), 0, 116.5, 320, 287.5)
        expectRect(try list(false, .iOS26), 0, 116.5, 320, 363.5)
        // iOS 17: under the large title, 52 (assumed); macOS: the toolbar, no effect (assumed).
        let plain17 = try list(false, .iOS17), searched17 = try list(true, .iOS17)
        #expect(searched17.minY == plain17.minY + 52 && searched17.maxY == plain17.maxY)
        #expect(try list(true, .macOS26) == list(false, .macOS26))
    }

    @Test func scrollViewIgnoringTheBarStartsItsContentUnderIt() throws {
        // SW-ios ios/nav/ignores @170aa52: a ScrollView with .ignoresSafeArea(edges: .top) under the large
        // title: its content (20 rows of 40) starts at the window's top, under the 116.5 bar, while the
        // modifier's own frame stays below the bar; without the modifier the content starts under the bar.
        func frames(_ ignores: Bool) throws -> LayoutResult {
            var scroll: any View = ScrollView {
                VStack(spacing: 0) { Color.blue.frame(height: 800) }.id("content")
            }
            if ignores { scroll = scroll.ignoresSafeArea(edges: .top) }
            return try run(NavigationStack(root: scroll.navigationTitle("Settings").id("scroll")),
                           measuredWindow(320, 400, .iOS26))
        }
        let ignoring = try frames(true), plain = try frames(false)
        expectRect(ignoring["scroll"], 0, 116.5, 320, 283.5)
        expectRect(ignoring["content"], 0, 0, 320, 800)
        expectRect(plain["content"], 0, 116.5, 320, 800)
    }

    @Test func backButtonHiddenChangesNoFrame() throws {
        for platform in [Platform.iOS26, .iOS17, .macOS26] {
            let hidden = try run(NavigationStack { List { Text("A").id("a") }.navigationTitle("T").navigationBarBackButtonHidden() },
                                 measuredWindow(320, 480, platform))
            let shown = try run(NavigationStack { List { Text("A").id("a") }.navigationTitle("T") }, measuredWindow(320, 480, platform))
            #expect(hidden["a"] == shown["a"])
        }
    }

    @Test func theDocumentReadsThemAndRefusesBadValues() throws {
        let doc = """
        {"type": "NavigationStack", "content": {"type": "List", "children": [
          {"type": "NavigationLink", "title": "Detail", "id": "link"},
          {"type": "TextField", "placeholder": "N", "text": "", "axis": "vertical", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": true}, "id": "field"}]}
        ], "modifiers": [{"navigationTitle": "S"}, {"searchable": "Find"}, {"navigationBarBackButtonHidden": true}]}}
        """
        let r = try run(try ViewDocument.parse(doc), measuredWindow(320, 480, .iOS26))
        expectRect(r["link"], 32, 132.25, 256, 24.5)
        #expect(abs((r["field"]?.height ?? 0) - 52) < 0.01, "lineLimit(2, reservesSpace: true): 26 + 26")
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "TextField", "axis": "diagonal"}"#) }
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "Text", "text": "x", "modifiers": [{"searchable": 3}]}"#) }
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "NavigationLink", "title": "a", "label": {"type": "Text", "text": "b"}}"#) }
    }

    @Test func sheetEnvironmentPerDetent() throws {
        // Assumed (docs/PLATFORMS.md "Sheets"): iPhone 15 Pro 393 × 852, top inset 59, bottom 34.
        let screen = LayoutEnvironment(device: .iPhone15Pro)
        let cases: [(PresentationDetent, Double)] = [(.medium, 426), (.large, 793), (.height(300), 300),
                                                     (.fraction(0.25), 213), (.height(5000), 793)]
        for (detent, height) in cases {
            let sheet = try screen.sheet(detent)
            #expect(sheet.size == Size(393, height))
            #expect(sheet.safeArea.top == 0 && sheet.safeArea.bottom == 34)
        }
        #expect(throws: LayoutError.self) { try screen.sheet(.fraction(1.5)) }
        #expect(throws: LayoutError.self) { try screen.sheet(.height(-.infinity)) }
    }

    @Test func popoverEnvironment() throws {
        // Apple's `popover` documentation: in a horizontally compact environment (an iPhone in portrait) the
        // popover appears as a sheet — the large sheet of sheetEnvironmentPerDetent; elsewhere (assumed,
        // docs/PLATFORMS.md "Sheets") the content's ideal size within the safe area, no insets: iPad Pro 11
        // is 834 × 1194 with 24 above and 20 below, an 800 × 600 macOS window has none.
        let phone = try LayoutEnvironment(device: .iPhone15Pro).popover(idealSize: Size(200, 120))
        #expect(phone.size == Size(393, 793) && phone.safeArea.bottom == 34)
        let pad = try LayoutEnvironment(device: .iPadPro11).popover(idealSize: Size(200, 5000))
        #expect(pad.size == Size(200, 1194 - 24 - 20) && pad.safeArea == .zero)
        var mac = LayoutEnvironment(size: Size(800, 600), safeArea: .zero, displayScale: 2); mac.platform = .macOS26
        #expect(try mac.popover(idealSize: Size(116, 112)).size == Size(116, 112))
        #expect(throws: LayoutError.self) { try mac.popover(idealSize: Size(.nan, 1)) }
        #expect(throws: LayoutError.self) { try mac.popover(idealSize: Size(-1, 1)) }
    }
}
