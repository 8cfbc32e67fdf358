// LabeledContent and Label (issue #18) through the Swift API. Expected numbers are measurements of Apple's SwiftUI
// (github.com/iamcgn/swiftui-web goldens, SW-mac macOS 26, SW-ios the iOS 26 simulator; cited per test), not engine
// output; iOS behaviour marked assumed in docs/PLATFORMS.md is checked as the documented default.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct LabelTests {
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

    @Test func labelsInListRows() throws {
        // SW-mac list/basic @bd2e4d1: a Label in a macOS List row is a 16 pt icon slot, 6, the title: 48.5 × 24 for
        // the 24 pt icon and "Title" 26.5 (58.5 outside a list: label/basic). nav/list @6c0e726: "Go" 39.5 × 24.
        let mac = try run(List {
            Label("Title", image: "icon", width: 24, height: 24).id("label")
            Label("Go", image: "icon", width: 24, height: 24).id("go")
        }, measuredWindow(320, 260, .macOS26))
        #expect(mac["label"]?.size == Size(48.5, 24) && mac["label"]?.minX == 16)
        #expect(mac["go"]?.size == Size(39.5, 24))
        #expect(try run(Label("Title", image: "icon", width: 24, height: 24).id("l"), measuredWindow(320, 260, .macOS26))["l"]?.width == 58.5)
        // SW-ios ios/label/list @33be500: a 24 pt slot, 16 to the title, the symbol at the large scale centred on
        // x 44 and on the label's middle; the label is its title's 24.5 tall.
        let ios = try run(List {
            Label(title: Text("Wi-Fi").id("t1"), icon: Image(systemName: "wifi").id("i1")).id("r1")
            Label(title: Text("Bluetooth").id("t2"), icon: Image(systemName: "gear").id("i2")).id("r2")
        }, measuredWindow(320, 300, .iOS26))
        expectRect(ios["r1"], 32, 50.75, 80.5, 24.5)
        expectRect(ios["t1"], 72, 50.75, 40.5, 24.5)
        expectRect(ios["i1"], 29.5, 52, 29, 22)
        expectRect(ios["i2"], 30.25, 105.5, 27.5, 27)
        expectRect(ios["r2"], 32, 106.75, 114, 24.5)
    }
}
