// TextEditor and TextField (issue #18) through the Swift API. Expected numbers are Apple's SwiftUI as recorded by
// github.com/iamcgn/swiftui-web (SW-mac macOS 26, SW-ios the iOS 26 simulator; cited per test), or the assumed
// values docs/PLATFORMS.md states, marked as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct TextInputTests {
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

    @Test func textFieldHeightsFollowTheFont() throws {
        // SW-mac textfield/styles: plain 16 (the 13 pt line), rounded 24; SW-ios ios/textfield/basic: plain 26,
        // rounded 34, a body Text on a first-text-baseline row 5 below the field's top (a 34 pt row).
        let view = VStack(spacing: 12) {
            TextField("P", text: "x").textFieldStyle(.plain).id("plain")
            TextField("P", text: "x").textFieldStyle(.roundedBorder).id("round")
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("Name").id("n"); TextField("P", text: "Hello").textFieldStyle(.roundedBorder).id("f")
            }.id("row")
        }
        let mac = try run(view, measuredWindow(320, 300, .macOS26))
        #expect(mac["plain"]?.height == 16 && mac["round"]?.height == 24)
        let ios = try run(view, measuredWindow(320, 300, .iOS26))
        #expect(ios["plain"]?.height == 26 && ios["round"]?.height == 34 && ios["row"]?.height == 34)
        let n = try #require(ios["n"]), f = try #require(ios["f"])
        #expect(n.minY - f.minY == 5)
    }
}
