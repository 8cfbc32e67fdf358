// The controls (issue #18) through the JSON reader: their document spellings and the malformed documents it refuses.
// Expected numbers are measurements of Apple's SwiftUI (github.com/iamcgn/swiftui-web goldens, cited per test;
// docs/PLATFORMS.md), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ControlDocumentTests {
    @Test func documentSpellings() throws {
        let node = try ViewDocument.parse(#"{"type": "VStack", "children": [{"type": "Text", "text": "OK", "id": "t"}, {"type": "Button", "title": "OK", "modifiers": [{"buttonStyle": "bordered_prominent", "id": "b"}]}, {"type": "Image", "name": "swatch", "width": 64, "height": 40, "resizable": true, "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 40}}]}]}"#)
        let r = try layout(node, in: env(300, 200, .macOS26))
        // SW-mac button/styles: a bordered button is its label + 4 above and below.
        #expect(r["b"]!.height == r["t"]!.height + 8)
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "Button", "title": "OK", "modifiers": [{"buttonStyle": "fancy"}]}"#) }
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "Image", "name": "swatch"}"#) }
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

    @Test func documentsAndErrors() throws {
        let doc = try ViewDocument.parse(#"""
        {"type": "VStack", "spacing": 12, "children": [
          {"type": "Slider", "id": "s", "value": 25, "min": 0, "max": 100, "step": 5, "title": "Volume",
           "minimumValueLabel": "Min", "maximumValueLabel": {"type": "Text", "text": "Max"}},
          {"type": "Stepper", "id": "st", "value": 1, "label": {"type": "Text", "text": "Count"}},
          {"type": "ProgressView", "id": "p", "value": 0.3, "title": "Copying", "currentValueLabel": "30%"},
          {"type": "Picker", "id": "r", "title": "Fruit", "selection": 1, "modifiers": [{"pickerStyle": "radioGroup"}],
           "children": [{"type": "Text", "text": "Apple", "modifiers": [{"tag": 1}]}]}]}
        """#)
        let r = try run(doc.padding(20), measuredWindow(320, 400, .macOS26))
        #expect(r["s"]?.size == Size(280, 18.5))
        #expect(r["st"]?.height == 26)
        #expect(r["p"]?.size == Size(280, 52))
        #expect(r["r"]?.height == 18.5)
        for bad in [#"{"type": "Slider", "min": 1, "max": 1}"#, #"{"type": "Slider", "step": 0}"#,
                    #"{"type": "Slider", "title": "a", "label": {"type": "Text", "text": "b"}}"#,
                    #"{"type": "Stepper", "title": "a", "label": {"type": "Text", "text": "b"}}"#,
                    #"{"type": "ProgressView", "total": 0}"#, #"{"type": "ProgressView", "currentValueLabel": 3}"#,
                    #"{"type": "Picker", "title": "a", "modifiers": [{"pickerStyle": "carousel"}]}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(bad) }
        }
    }
}
