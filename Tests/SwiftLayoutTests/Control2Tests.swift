// Link, Menu, LabeledContent, Gauge and TextEditor (issue #18) through the Swift API and the JSON reader. Expected
// numbers are measurements of Apple's SwiftUI on macOS 26 (github.com/iamcgn/swiftui-web goldens, cited
// per test; Tests/Fixtures/goldens/ctl2_*), not engine output; iOS behaviour marked assumed in
// docs/PLATFORMS.md is checked as the documented default.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct Control2Tests {
    @Test func linkIsItsLabel() throws {
        // SW-mac link/basic: "Apple" 35 × 16; .font(.title) "Large" 54 × 33.
        let view = VStack(spacing: 12) {
            Link("Apple", destination: "https://www.apple.com").id("titled")
            Link("Large", destination: "https://www.apple.com").font(.title).id("large")
            Link(destination: "https://www.apple.com", label: Color("red").frame(width: 90.5, height: 24)).id("custom")
        }
        let r = try run(view, measuredWindow(320, 200, .macOS26))
        #expect(r["titled"]?.size == Size(35, 16))
        #expect(r["large"]?.size == Size(54, 33))
        #expect(r["custom"]?.size == Size(90.5, 24))
    }

    @Test func labeledContentOnMacOSIsLabelSpacingContent() throws {
        // SW-mac labeledcontent/basic: "Count" / "3" 53 × 18.5, the content at +44.5 and 1.25 down;
        // labelsHidden: "Shown" alone, 41 × 16; in a 160 frame the 85.5 pt pair is centred.
        let view = VStack(spacing: 12) {
            LabeledContent("Count", content: Text("3").id("three")).id("count")
            LabeledContent("Hidden", value: "Shown").labelsHidden().id("hidden")
            LabeledContent(content: Text("Value").id("nv"), label: Text("Narrow").id("nl")).frame(width: 160).id("narrow")
        }
        let r = try run(view, measuredWindow(320, 260, .macOS26))
        let count = try #require(r["count"]), three = try #require(r["three"])
        #expect(count.size == Size(53, 18.5))
        #expect(three.minX - count.minX == 44.5)
        #expect(three.minY - count.minY == 1.25)
        #expect(r["hidden"]?.size == Size(41, 16))
        let narrow = try #require(r["narrow"]), nl = try #require(r["nl"]), nv = try #require(r["nv"])
        #expect(narrow.width == 160)
        #expect(nl.minX - narrow.minX == 37.25)
        #expect(nv.minX == nl.maxX + 8)
    }

    @Test func labeledContentFillsTheRowOnIOS() throws {
        // iOS: assumed (docs/PLATFORMS.md): the row takes the proposed width, the content trailing.
        let r = try run(VStack { LabeledContent("Name", content: Text("Corey").id("v")).id("row") }, measuredWindow(320, 200, .iOS26))
        let row = try #require(r["row"]), v = try #require(r["v"])
        #expect(row.width == 320)
        #expect(v.maxX == 320)
    }

    @Test func textEditorTakesTheProposal() throws {
        // SW-mac texteditor/sizing: under a 16 pt Text and above a 60 pt row, 320 × 148; beside "Right"
        // in an HStack it takes the width left. texteditor/basic: 280 × 40 empty, 160 × 40 in a frame.
        let view = VStack(spacing: 8) {
            Text("Above")
            TextEditor(text: "Hello").id("fill")
            Color("red").frame(height: 60)
        }
        let r = try run(view, measuredWindow(320, 240, .macOS26))
        expectRect(r["fill"], 0, 24, 320, 148)
        let empty = try run(TextEditor(text: "").id("e").frame(width: 160, height: 40), measuredWindow(320, 320, .macOS26))
        #expect(empty["e"]?.size == Size(160, 40))
        // A nil proposal: the assumed 10 × 10.
        let ideal = try run(TextEditor(text: "Hello").fixedSize().id("i"), measuredWindow(320, 320, .macOS26))
        #expect(ideal["i"]?.size == Size(10, 10))
    }

    @Test func menuChromePerPlatform() throws {
        // SW-mac menu/basic: "Options" 95 × 24 (47.5 + 47.5), "Hidden" with the indicator hidden 67.5
        // (43.5 + 24), "Primary" with a primary action 91.5 (the recorded 46.5 + 45).
        let mac = try run(VStack(spacing: 12) {
            Menu("Options").id("options")
            Menu("Hidden").menuIndicator(.hidden).id("hidden")
            Menu("Primary", primaryAction: true).id("primary")
        }, measuredWindow(360, 240, .macOS26))
        #expect(mac["options"]?.size == Size(95, 24))
        #expect(mac["hidden"]?.size == Size(67.5, 24))
        #expect(mac["primary"]?.size == Size(91.5, 24))
        // SW-ios ios/menu/basic: its label, 60 × 24.5; on a first-text-baseline row 8 after "Hg" (22.5).
        let ios = try run(HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Hg").id("hg")
            Menu("Options").menuIndicator(.hidden).id("menu")
        }, measuredWindow(320, 300, .iOS26))
        let hg = try #require(ios["hg"]), menu = try #require(ios["menu"])
        #expect(menu.size == Size(60, 24.5))
        #expect(menu.minX == hg.maxX + 8)
        #expect(menu.minY == hg.minY)
    }

    @Test func gaugeSizesPerStyle() throws {
        // SW-mac gauge/accessory: circular 58 × 58, accessoryLinear 8 tall and accessoryLinearCapacity 52
        // filling 280; gauge/basic: the default 40.15 tall, 60.89 with a current value label.
        let view = VStack(spacing: 20) {
            Gauge(value: 0.4, label: "A", currentValueLabel: "40").gaugeStyle(.accessoryCircularCapacity).id("circular")
            Gauge(value: 0.4, label: "Level").gaugeStyle(.accessoryLinear).id("linear")
            Gauge(value: 0.4, label: "Level", currentValueLabel: "40").gaugeStyle(.accessoryLinearCapacity).id("capacity")
            Gauge(value: 25, in: 0...50, label: "Total").id("bare")
            Gauge(value: 0.3, label: "Range", currentValueLabel: "30", minimumValueLabel: "0", maximumValueLabel: "100").id("value")
        }.padding(20)
        let r = try run(view, measuredWindow(320, 560, .macOS26))
        #expect(r["circular"]?.size == Size(58, 58))
        #expect(r["linear"]?.size == Size(280, 8))
        #expect(r["capacity"]?.size == Size(280, 52))
        #expect(r["bare"]?.size == Size(280, 40.15087890625))
        #expect(r["value"]?.size == Size(280, 60.89306640625))
    }

    @Test func documentTypes() throws {
        let doc = try ViewDocument.parse(#"""
        {"type": "VStack", "spacing": 12, "children": [
          {"type": "Link", "title": "Apple", "destination": "https://www.apple.com", "id": "link"},
          {"type": "LabeledContent", "title": "Count", "content": {"type": "Text", "text": "3"}, "id": "lc"},
          {"type": "TextEditor", "text": "Hi", "modifiers": [{"frame": {"height": 40}, "id": "te"}]}]}
        """#)
        let r = try run(doc, measuredWindow(320, 200, .macOS26))
        #expect(r["link"]?.size == Size(35, 16))
        #expect(r["lc"]?.size == Size(53, 18.5))
        #expect(r["te"]?.size == Size(320, 40))
        for bad in [#"{"type": "Link", "title": "a", "label": {"type": "Text", "text": "b"}}"#,
                    #"{"type": "LabeledContent", "value": "x"}"#,
                    #"{"type": "LabeledContent", "title": "a", "value": "x", "content": {"type": "Text", "text": "b"}}"#,
                    #"{"type": "TextEditor", "text": "a", "placeholder": "b"}"#,
                    #"{"type": "Menu", "title": "a", "modifiers": [{"menuIndicator": "sometimes"}]}"#,
                    #"{"type": "Menu", "title": "a", "label": {"type": "Text", "text": "b"}}"#,
                    #"{"type": "Gauge", "value": 1, "min": 2, "max": 1}"#,
                    #"{"type": "Gauge", "value": 1, "modifiers": [{"gaugeStyle": "dial"}]}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(bad) }
        }
    }
}
