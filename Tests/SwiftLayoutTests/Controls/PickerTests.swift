// The radio-group / inline / wheel pickers and a picker with a label view (issue #18), through the Swift API and
// the JSON reader. Expected numbers are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web (SW-mac macOS
// 26.2, SW-ios the iOS 26 simulator; cited per test) or the assumed values docs/PLATFORMS.md states, marked as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct PickerTests {
    @Test func pickerRadioInlineAndWheel() throws {
        // SW-mac picker/basic "radio" 102 × 67.5 (options at +57), "inline" the same column; SW-ios: .wheel 320 × 216
        // (ios/datepicker/wheel; assumed for Picker), .radioGroup the 40.5 menu; macOS has no wheel (24 tall).
        func picker(_ style: PickerStyle, _ id: String) -> some View {
            Picker("Fruit", selection: "1", options: [Text("Apple").tag(1).id(id + "A"), Text("Banana").tag(2), Text("Cherry").tag(3)])
                .pickerStyle(style).id(id)
        }
        let view = VStack(spacing: 12) { picker(.radioGroup, "radio"); picker(.inline, "inline"); picker(.wheel, "wheel") }
        let mac = try run(view, measuredWindow(320, 400, .macOS26))
        let radio = try #require(mac["radio"]), apple = try #require(mac["radioA"])
        #expect(radio.size == Size(102, 67.5))
        #expect(apple.minX - radio.minX == 57 && apple.minY == radio.minY)
        #expect(mac["inline"]?.size == Size(102, 67.5))
        #expect(mac["wheel"]?.height == 24)
        let ios = try run(view, measuredWindow(375, 700, .iOS26))
        #expect(ios["wheel"]?.size == Size(320, 216))
        #expect(ios["inline"]?.size == Size(320, 216))
        #expect(ios["radio"]?.height == 40.5)
    }

    @Test func pickerWithALabelView() throws {
        // SW-mac picker/forms @ee5b2fd "labelPicker": the label view stands where the title is: a Label 24 + 8 +
        // "Fruit" 28 = 60, then 8 and the pop-up (widest option "Banana" 45 + 47.5): 160.5 × 24.
        let options: [any View] = [Text("Apple").tag(1), Text("Banana").tag(2)]
        let view = VStack(alignment: .leading, spacing: 12) {
            Picker(selection: "1", options: options, label: Label("Fruit", image: "icon", width: 24, height: 24).id("l")).id("p")
            Picker("Fruit", selection: "1", options: options).id("t")
        }
        let r = try run(view, measuredWindow(320, 260, .macOS26))
        let p = try #require(r["p"]), l = try #require(r["l"])
        #expect(p.size == Size(160.5, 24) && l.size == Size(60, 24) && l.minX == p.minX)
        #expect(r["t"]?.size == Size(128.5, 24))
        let doc = try ViewDocument.parse(#"""
        {"type": "Picker", "id": "p", "selection": 1, "label": {"type": "Label", "title": "Fruit", "image": "icon", "width": 24, "height": 24},
         "children": [{"type": "Text", "text": "Apple", "modifiers": [{"tag": 1}]}, {"type": "Text", "text": "Banana", "modifiers": [{"tag": 2}]}]}
        """#)
        #expect(try run(doc, measuredWindow(320, 260, .macOS26))["p"]?.size == Size(160.5, 24))
        // A title and a label view together are refused, naming the view.
        #expect(throws: LayoutError.self) {
            try ViewDocument.parse(#"{"type": "Picker", "title": "a", "label": {"type": "Text", "text": "b"}}"#)
        }
        do {
            _ = try ViewDocument.parse(#"{"type": "Picker", "title": "a", "label": {"type": "Text", "text": "b"}}"#)
        } catch { #expect(error.message.contains("Picker") && error.message.contains("label")) }
    }
}
