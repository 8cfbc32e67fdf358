import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Containers and containerRelativeFrame (rules §14–§16), on the iPhone 15 Pro preset (393×852, safe area
/// 59 / 34, so the window container is 393×759) unless stated.
@Suite struct ContainerRelativeFrameTests {
    let halfHeight: ContainerLengthFunction = { length, _ in length / 2 }

    @Test func windowIsTheOutermostContainer() throws {
        // The window's length is the screen minus the safe area: 759 tall; half is 379.5. The horizontal
        // axis is not listed, so the rectangle keeps the VStack's proposal: the frame's 400.
        let v = VStack { Rectangle().id("r").containerRelativeFrame(.vertical, halfHeight) }.frame(width: 400, height: 500)
        let r = try layout(v, on: .iPhone15Pro)
        #expect(r["r"]?.width == 400)
        #expect(r["r"]?.height == 759.0 / 2)
    }

    @Test func nearestContainerWins() throws {
        // Inside a NavigationStack 200 tall the nearest container is the stack: 200 / 2 = 100 (its bar is
        // not subtracted, rules §15).
        let v = NavigationStack { VStack { Rectangle().id("r").containerRelativeFrame(.vertical, halfHeight) } }.frame(height: 200)
        #expect(try layout(v, on: .iPhone15Pro)["r"]?.height == 100)
    }

    @Test func overlayOfAContainerSeesTheNextContainerOut() throws {
        // In an overlay on the NavigationStack the stack is skipped: the window's half again, 379.5.
        let v = NavigationStack { Color.clear }.frame(height: 200)
            .overlay(Rectangle().id("r").containerRelativeFrame(.vertical, halfHeight))
        #expect(try layout(v, on: .iPhone15Pro)["r"]?.height == 759.0 / 2)
    }

    @Test func galleryInAHorizontalScrollView() throws {
        // count 3, span 1, spacing 10 in a 393-wide scroll view: (393 − 20) / 3 = 124.333 each; the 3:2
        // aspect ratio makes them 124.333 / 1.5 = 82.889 tall; with the HStack's spacing 10 three items
        // end exactly at 393.
        let v = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { i in
                    Rectangle().aspectRatio(3.0 / 2, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10).id("item\(i)")
                }
            }
        }
        let r = try layout(v, on: .iPhone15Pro)
        let item = (393.0 - 20) / 3
        expectRect(r["item0"], 0, r["item0"]!.minY, item, item / 1.5)
        #expect(abs(r["item2"]!.maxX - 393) < 1e-9)
        #expect(r["item3"]!.minX > 393)
    }

    @Test func goldenRatioSplit() throws {
        // NavigationStack (inline bar: no title) at the root: its container length is the window's,
        // 393×759. The blue background takes all of it; the orange overlay is 759 × (1 − 0.618) tall,
        // 393 wide (unlisted axis: the overlay's proposal, the blue's width), bottom-aligned in the blue.
        let v = NavigationStack {
            Text("Hello World").font(.title).id("text")
                .background(Color.blue.containerRelativeFrame([.horizontal, .vertical]).id("blue")
                    .overlay(Color.orange.containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }.id("orange"),
                             alignment: .bottom), alignment: .center)
        }
        let r = try layout(v, on: .iPhone15Pro)
        let text = r["text"]!, blue = r["blue"]!, orange = r["orange"]!
        #expect(blue.width == 393 && blue.height == 759)
        #expect(abs(blue.midY - text.midY) < 1e-9 && abs(blue.midX - text.midX) < 1e-9)
        #expect(abs(orange.height - 759 * (1 - 0.618)) < 1e-9 && orange.width == 393)
        #expect(abs(orange.maxY - blue.maxY) < 1e-9)
    }

    @Test func ratioSplitWithAScrollViewAsSizeProvider() throws {
        // RatioSplitHStack(leftWidthRatio: 0.25) in .frame(width: 300, height: 60): the scroll view is the
        // container, 300 wide: 75 and 225. The frame is centred on the screen: x 46.5, y 59 + (759−60)/2.
        let split = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.clear.containerRelativeFrame(.horizontal) { length, _ in length * 0.25 }.id("left")
                    .overlay(Rectangle().id("red"))
                Color.clear.overlay(Text("Hello World")).containerRelativeFrame(.horizontal) { length, _ in length * 0.75 }.id("right")
            }
        }.border(.blue).frame(width: 300, height: 60)
        let r = try layout(split, on: .iPhone15Pro)
        expectRect(r["left"], 46.5, 408.5, 75, 60)
        expectRect(r["red"], 46.5, 408.5, 75, 60)
        expectRect(r["right"], 121.5, 408.5, 225, 60)
    }

    @Test func horizontalFrameInAVerticalScrollViewIsDefined() throws {
        // Documented outcome (SwiftUI may crash): the listed axis gets the container's 393; the unlisted
        // scroll axis keeps the scroll view's nil proposal, so a Rectangle takes its ideal 10.
        let v = ScrollView { Rectangle().containerRelativeFrame(.horizontal).id("r") }
        let r = try layout(v, on: .iPhone15Pro)
        #expect(r["r"]?.width == 393 && r["r"]?.height == 10)
    }

    @Test func failingFunctionIsAnError() throws {
        struct Boom: Error {}
        let v = Rectangle().containerRelativeFrame(.vertical, name: "boom") { _, _ in throw Boom() }
        #expect(throws: LayoutError.self) { try layout(v, on: .iPhone15Pro) }
        let nan = Rectangle().containerRelativeFrame(.vertical) { _, _ in .nan }
        do { _ = try layout(nan, on: .iPhone15Pro); Issue.record("NaN accepted") } catch {
            #expect(error.code == .callbackFailed && error.message.contains("nan"))
        }
    }

    @Test func countAndSpanFormula() throws {
        // count 4, span 2, spacing 10 in the 393 window: col = (393 − 30)/4 = 90.75; item = 2·90.75 + 10.
        let r = try layout(Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10).id("c"), on: .iPhone15Pro)
        #expect(r["c"]?.width == 191.5)
    }
}

@Suite struct ContainerViewTests {
    @Test func scrollViewTakesItsAxisAndHugsAcross() throws {
        // MEASURED scroll/vertical: a vertical ScrollView of a 100×50 frame in 200×300 is 100 wide (hugs)
        // and 300 tall (takes the proposal); the content starts at the top.
        let r = try layout(ScrollView { Color.red.frame(width: 100, height: 50).id("c") }.id("s"), in: window(200, 300))
        expectRect(r["s"], 50, 0, 100, 300)
        expectRect(r["c"], 50, 0, 100, 50)
    }

    @Test func scrollViewExtendsIntoTheSafeAreaAndInsetsItsContent() throws {
        // At the root of an iPhone 15 Pro the scroll view touches both safe edges: its frame grows to the
        // screen (0…852) and its content starts at the safe top, 59.
        let r = try layout(ScrollView { Color.red.frame(height: 50).id("c") }.id("s"), on: .iPhone15Pro)
        expectRect(r["s"], 0, 0, 393, 852)
        expectRect(r["c"], 0, 59, 393, 50)
    }

    @Test func scrollOffset() throws {
        let r = try layout(ScrollView(offset: Point(0, 30)) { Color.red.frame(height: 500).id("c") }, in: window(200, 300))
        expectRect(r["c"], 0, -30, 200, 500)
    }

    @Test func safeAreaInsetOverScrollView() throws {
        // MEASURED position/safe-area: a 30 pt top inset with spacing nil (8) over a ScrollView in 200×200:
        // the scroll view is proposed 200 − 30 − 8 = 162 but extends back under the inset to its full
        // 200; its content starts below the inset at 38.
        let v = ScrollView { Color.red.frame(height: 10).id("c") }.id("s")
            .safeAreaInset(edge: .top, content: Color.blue.frame(height: 30).id("bar"))
        let r = try layout(v, in: window(200, 200))
        expectRect(r["bar"], 0, 0, 200, 30)
        expectRect(r["s"], 0, 0, 200, 200)
        expectRect(r["c"], 0, 38, 200, 10)
    }

    @Test func ignoringContentRunsUnderTheInset() throws {
        // The primary Color sits below the 30 + 8 inset; ignoring the safe area it extends to 0.
        let v = Color.red.id("c").ignoresSafeArea().id("w")
            .safeAreaInset(edge: .top, spacing: 8, content: Color.blue.frame(height: 30))
        let r = try layout(v, in: window(200, 200))
        expectRect(r["w"], 0, 38, 200, 162)
        expectRect(r["c"], 0, 0, 200, 200)
    }

    @Test func safeAreaPaddingOnAScrollView() throws {
        // MEASURED position/safe-area-padding: safeAreaPadding(.vertical, 20) keeps the scroll view's
        // frame (200×200) and moves the content down by 20.
        let v = ScrollView { Color.red.frame(height: 10).id("c") }.id("s").safeAreaPadding(.vertical, 20)
        let r = try layout(v, in: window(200, 200))
        expectRect(r["s"], 0, 0, 200, 200)
        expectRect(r["c"], 0, 20, 200, 10)
    }

    @Test func navigationBarHeights() throws {
        // Inline bar on an iPhone 15 Pro: 44 tall, overlapping the 59 inset by 5.333: content at 97.667
        // (rules §0). A Color fills the rest of the safe area: 818 − 97.667 tall. These are iOS 16/17
        // measurements: the iOS 17 profile's bar (the iOS 26 one is 64 tall, navigationStackIOS26).
        func on(_ device: DevicePreset) -> LayoutEnvironment {
            var env = LayoutEnvironment(device: device); env.platform = .iOS17; return env
        }
        let inline = NavigationStack { Color.red.id("c").navigationTitle("T").navigationBarTitleDisplayMode(.inline) }
        let r = try layout(inline, in: on(.iPhone15Pro))
        expectRect(r["c"], 0, 59 + 44 - 16.0 / 3, 393, 818 - (59 + 44 - 16.0 / 3))
        #expect(r.nodes.first { $0.kind == "NavigationBar" }?.label == "T")
        // A title with the automatic mode is large: 44 + 52 below the overlapped inset.
        let large = try layout(NavigationStack { Color.red.id("c").navigationTitle("T") }, in: on(.iPhone15Pro))
        #expect(abs(large["c"]!.minY - (59 - 16.0 / 3 + 96)) < 1e-9)
        // On an iPhone SE (no Dynamic Island) the inline bar starts at the 20 inset: content at 64.
        let se = try layout(NavigationStack { Color.red.id("c") }, in: on(.iPhoneSE))
        #expect(se["c"]!.minY == 64)
    }

    @Test func navigationStackIOS26() throws {
        // SW-ios (iPhone SE simulator, iOS 26.0, no status bar): `ios/nav/inline` — the inline bar is 64
        // tall; `ios/nav/basic` — a large title 116.5; `ios/nav/sizing` — an untitled root has no bar.
        let env = window(320, 300)
        let inline = try layout(NavigationStack { Color.red.id("c").navigationTitle("T").navigationBarTitleDisplayMode(.inline) }, in: env)
        expectRect(inline["c"], 0, 64, 320, 236)
        let large = try layout(NavigationStack { Color.red.id("c").navigationTitle("T") }, in: env)
        expectRect(large["c"], 0, 116.5, 320, 183.5)
        let untitled = try layout(NavigationStack { Color.red.id("c") }, in: env)
        expectRect(untitled["c"], 0, 0, 320, 300)
        // `.toolbar(.hidden)` / `.navigationBarHidden(true)`: no bar, also with a title.
        let hidden = try layout(NavigationStack { Color.red.id("c").navigationTitle("T").navigationBarHidden() }, in: env)
        expectRect(hidden["c"], 0, 0, 320, 300)
    }

    @Test func tabViewSubtractsItsBar() throws {
        // iOS 17's classic 49 pt bar (assumed, docs/PLATFORMS.md "Tab views") at the root of an iPhone 15 Pro:
        // 759 tall in the safe area; the bar takes the bottom 49; the selected tab's Color fills 710, and
        // its container length is 710.
        let v = TabView {
            Color.red.id("c").overlay(Rectangle().containerRelativeFrame(.vertical).id("crf")).tabItem("Home")
            Color.blue.id("other").tabItem("Settings")
        }
        var env = LayoutEnvironment(device: .iPhone15Pro); env.platform = .iOS17
        let r = try layout(v, in: env)
        expectRect(r["c"], 0, 59, 393, 710)
        #expect(r["crf"]?.height == 710)
        #expect(r.nodes.first { $0.kind == "TabBar" }?.label == "Home\tSettings")
        expectRect(r.nodes.first { $0.kind == "TabBar" }?.frame, 0, 769, 393, 49)
        expectRect(r["other"], 0, 0, 0, 0)   // not selected: not laid out
    }

    @Test func tabBarPerPlatform() throws {
        let v = TabView { Color.red.id("c").tabItem("One"); Color.blue.tabItem("Two") }
        // iOS 26 (SW-ios `ios/tabs/basic` @b687eac, 375 × 667 without safe area): the content ends 83 above
        // the window's bottom (its Text centred at 292).
        var ios = window(375, 667); ios.platform = .iOS26
        expectRect(try layout(v, in: ios)["c"], 0, 0, 375, 584)
        // macOS 26 (SW-mac `tabview/basic`, `tabview/sized` @1ff5654): the segmented bar at the top, 24 tall;
        // the content below it (a Text centred 12 below the window's centre: 142 in 260).
        var mac = window(360, 260); mac.platform = .macOS26
        let m = try layout(v, in: mac)
        expectRect(m["c"], 0, 24, 360, 236)
        expectRect(m.nodes.first { $0.kind == "TabBar" }?.frame, 0, 0, 360, 24)
        let text = try layout(TabView { Text("First").id("t").tabItem("One") }, in: mac)["t"]!
        #expect(text.midY == 142)
        // `tab_bar_height` overrides the profile's number on its edge.
        try mac.set("tab_bar_height", 40)
        expectRect(try layout(v, in: mac)["c"], 0, 40, 360, 220)
        #expect(try LayoutEnvironment(device: .iPhoneSE).get("tab_bar_height") == 83)
        // `.tabViewStyle(.page)` (SW-ios `ios/tabs/page` @fd0864f): no bar, the page centred in the whole window.
        let pages = TabView(selection: 1) {
            Color.red.frame(width: 120, height: 80)
            Color.blue.frame(width: 120, height: 80).id("p")
        }.tabViewStyle(.page)
        expectRect(try layout(pages, in: ios)["p"], 127.5, 293.5, 120, 80)
        let doc = try ViewDocument.parse(#"{"type": "TabView", "children": [{"type": "Color", "color": "red", "id": "c"}], "modifiers": [{"tabViewStyle": "page"}]}"#)
        expectRect(try layout(doc, in: ios)["c"], 0, 0, 375, 667)
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "TabView", "modifiers": [{"tabViewStyle": "carousel"}]}"#) }
    }

    @Test func splitViewColumnsSubtractTheBar() throws {
        // iPad Pro 11 (834×1194, insets 24/20): sidebar 320, detail 514; each column below a 44 bar, so a
        // vertical containerRelativeFrame gets 1150 − 44 = 1106.
        let v = NavigationSplitView(sidebar: Color.gray.id("side"),
                                    detail: Rectangle().containerRelativeFrame([.horizontal, .vertical]).id("detail"))
        var env = LayoutEnvironment(device: .iPadPro11); env.platform = .iOS17   // the classic 44 bar
        let r = try layout(v, in: env)
        expectRect(r["side"], 0, 68, 320, 1106)
        expectRect(r["detail"], 320, 68, 514, 1106)
    }

    @Test func backgroundStyleBleedsUnderTheSafeArea() throws {
        // background(Color) ignores the safe area on all edges by default (rules §8): the fill covers the
        // screen while the view stays in the safe area; the view form does not bleed.
        let r = try layout(Color.clear.id("v").background(Color.blue), on: .iPhone15Pro)
        expectRect(r["v"], 0, 59, 393, 759)
        expectRect(r.nodes.last?.frame, 0, 0, 393, 852)
        let view = try layout(Color.clear.background(Color.blue.id("b"), alignment: .center), on: .iPhone15Pro)
        expectRect(view["b"], 0, 59, 393, 759)
    }

    @Test func listRows() throws {
        // The classic numbers, now the iOS 17 profile's: plain rows are at least 44 tall and inset 16: a
        // Text row (20.33 tall) is centred in 44.
        var env = window(300, 400); env.platform = .iOS17
        let r = try layout(List { Text("One").id("t"); Text("Two") }.listStyle(.plain), in: env)
        let t = r["t"]!
        #expect(t.minX == 16 && abs(t.minY - (44 - 20.33) / 2) < 0.01)
    }

    @Test func listStylesIOS26() throws {
        // SW-ios (iPhone SE simulator, iOS 26.0), 24.5 pt body rows: `ios/list/plain` — rows 56 apart at
        // x = 16, the text 15.75 down, a header 32 below the last row and 10 above the next;
        // `ios/list/basic` — inset grouped by default: x = 32, the first card 35 down.
        var env = window(320, 400); env.textMeasurer = FontTextMeasurer.systemDefault   // body: 24.5 pt lines
        let rows = { (style: ListStyle) in
            List {
                Text("Apple").id("r1"); Text("Banana").id("r2")
                Section(header: Text("Fruit"), children: [Text("Cherry").id("r3")])
            }.listStyle(style)
        }
        let plain = try layout(rows(.plain), in: env)
        expectRect(plain["r1"].map { Rect(x: $0.minX, y: $0.minY, width: 0, height: 0) }, 16, 15.75, 0, 0)
        #expect(plain["r2"]!.minY == 71.75 && abs(plain["r3"]!.minY - 194.25) < 1e-9)
        let grouped = try layout(rows(.automatic), in: env)
        #expect(grouped["r1"]!.minX == 32 && grouped["r1"]!.minY == 50.75 && grouped["r3"]!.minY == 224.75)
        // `ios/list/spacing`: listRowSpacing 12 and listSectionSpacing 30.
        let spaced = try layout(List {
            Section(header: Text("First"), children: [Text("Apple").id("a1"), Text("Banana").id("a2")])
            Section(header: Text("Second"), children: [Text("Cherry").id("b1"), Text("Carrot").id("b2")])
        }.listRowSpacing(12).listSectionSpacing(30), in: env)
        #expect([spaced["a1"]!.minY, spaced["a2"]!.minY, spaced["b1"]!.minY, spaced["b2"]!.minY] == [60.25, 128.25, 258.75, 326.75])
        // `ios/list/footer`: a footer 8 below its card, the next card 23.5 below its slot (text + 2).
        let footer = try layout(List {
            Section(header: Text("Header"), footer: Text("Footer").font(.footnote), children: [Text("Apple").id("r1")])
            Section(header: nil, footer: Text("Other").font(.footnote), children: [Text("Cherry").id("r2")])
        }, in: env)
        #expect(footer["r1"]!.minY == 60.25 && footer["r2"]!.minY == 168.75)
        // listRowInsets and defaultMinListRowHeight: the content between the insets, centred in the row.
        let custom = try layout(List { Text("A").id("a").listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 10)) }
            .defaultMinListRowHeight(20).listStyle(.plain), in: env)
        #expect(custom["a"]!.minX == 30 && custom["a"]!.minY == 2)
    }

    @Test func editModeIndentsDeletableRowsOnIOS() throws {
        // SW-ios `ios/list/editing` @170aa52: in edit mode the rows whose ForEach has onDelete start at x = 72
        // (40 further in than a plain row at 32), 56 apart; a row without onDelete stays at 32.
        var phone = window(320, 480); phone.platform = .iOS26
        let list = { (mode: EditMode) -> ModifiedContent in
            List {
                Section(header: nil, children: [ForEach(["Apple", "Banana"]) { Text($0).id($0) }.onDelete()])
                Section(header: nil, children: [Text("Fixed").id("f")])
            }.editMode(mode)
        }
        let editing = try layout(list(.active), in: phone), plain = try layout(list(.inactive), in: phone)
        #expect(plain["Apple"]!.minX == 32 && editing["Apple"]!.minX == 72 && editing["Banana"]!.minX == 72)
        let gap = editing["Banana"]!.minY - editing["Apple"]!.minY
        #expect(abs(gap - 56) < 1e-9)
        #expect(editing["f"] == plain["f"])
    }

    @Test func increasedHeaderProminenceRaisesTheHeaderOnMacOS() throws {
        // SW-mac `list/looks` "prominence" @bd2e4d1: an increased header at y 6 where a standard first header
        // sits at 16 (16 tall either way), its row at 38 either way; on the List it reaches every header.
        var mac = window(320, 220); mac.platform = .macOS26
        let sections = { (prominence: Prominence?) -> List in
            List {
                Section(header: Text("One").id("h1"), children: [Text("Apple").id("r1")])
                Section(header: Text("Two").id("h2"), children: [Text("Banana").id("r2")])
            }
        }
        let standard = try layout(sections(nil), in: mac)
        let increased = try layout(sections(nil).headerProminence(.increased), in: mac)
        #expect(standard["h1"]!.minY == 16 && increased["h1"]!.minY == 6)
        #expect(increased["h2"]!.minY == standard["h2"]!.minY - 10 && increased["h2"]!.height == standard["h2"]!.height)
        #expect(increased["r1"] == standard["r1"] && increased["r2"] == standard["r2"])
        // iOS: no recording, no change (the profile's increasedHeaderRaise is 0).
        var phone = window(375, 667); phone.platform = .iOS26
        #expect(try layout(sections(nil).headerProminence(.increased), in: phone)["h1"] == layout(sections(nil), in: phone)["h1"])
    }
}

@Suite struct ContainerDocumentTests {
    @Test func listSectionsFromJSONKeepTheirGaps() throws {
        // The document reader expands a Section in place before the List sees it; its rows must still start a
        // section. SW-ios `ios/list/footer` (iPhone SE, iOS 26.0): the next card 23.5 below the footer's slot
        // (r2 at 168.75, as listStylesIOS26 measures through the Swift API); two sections without headers or
        // footers are the profile's rowsToRows (35) apart, like the list's top to its first card.
        var env = window(320, 400); env.textMeasurer = FontTextMeasurer.systemDefault
        let footer = try layout(try ViewDocument.parse("""
            {"type": "List", "children": [
              {"type": "Section", "header": {"type": "Text", "text": "Header"},
               "footer": {"type": "Text", "text": "Footer"}, "children": [{"type": "Text", "text": "Apple", "id": "r1"}]},
              {"type": "Section", "footer": {"type": "Text", "text": "Other"}, "children": [{"type": "Text", "text": "Cherry", "id": "r2"}]}]}
            """), in: env)
        #expect(footer["r1"]!.minY == 60.25 && footer["r2"]!.minY == 168.75)
        let bare = try layout(try ViewDocument.parse("""
            {"type": "List", "children": [
              {"type": "Section", "children": [{"type": "Text", "text": "A", "id": "a"}, {"type": "Text", "text": "B", "id": "b"}]},
              {"type": "Section", "children": [{"type": "Text", "text": "C", "id": "c"}]}]}
            """), in: env)
        #expect(bare["a"]!.minY == 50.75 && bare["b"]!.minY == 50.75 + 56 && bare["c"]!.minY == 50.75 + 56 + 56 + 35)
    }

    @Test func containersFromJSON() throws {
        // The gallery as a document: the same (393 − 20) / 3 items as the Swift API gives.
        let json = """
        {"type": "TabView", "children": [
          {"type": "NavigationStack", "modifiers": [{"tabItem": "Home"}], "content":
            {"type": "ScrollView", "axes": "horizontal", "content":
              {"type": "HStack", "spacing": 10, "children": [
                {"type": "Rectangle", "id": "a", "modifiers": [
                  {"aspectRatio": {"ratio": 1.5}},
                  {"containerRelativeFrame": {"axes": "horizontal", "count": 3, "spacing": 10}}]}]},
             "modifiers": [{"navigationTitle": "Gallery"}, {"safeAreaPadding": 0}]}}]}
        """
        let r = try layout(try ViewDocument.parse(json), on: .iPhone15Pro)
        #expect(abs(r["a"]!.width - 373.0 / 3) < 1e-9)
        #expect(r.nodes.first { $0.kind == "NavigationBar" }?.label == "Gallery")
        #expect(r.nodes.first { $0.kind == "TabBar" }?.label == "Home")
    }

    @Test func functionsNeedAResolver() throws {
        let json = #"{"type": "Rectangle", "id": "r", "modifiers": [{"containerRelativeFrame": {"axes": "vertical", "function": 7}}]}"#
        #expect(throws: LayoutError.self) { try ViewDocument.parse(json) }
        let quarter: ContainerLengthFunction = { length, _ in length / 4 }
        let node = try ViewDocument.parse(json, callbacks: .init(length: { id in id == 7 ? quarter : nil }))
        #expect(try layout(node, on: .iPhone15Pro)["r"]?.height == 759.0 / 4)
    }
}
