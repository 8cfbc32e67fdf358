// ColorPicker through the Swift API and the JSON reader. Expected numbers are Apple's SwiftUI as recorded by
// github.com/iamcgn/swiftui-web (SW-mac macOS 26.2, `colorpicker/*` @fa7ccda; the goldens are
// Tests/Fixtures/goldens/g5_colorpicker_*) or the assumed iOS values docs/PLATFORMS.md states, marked as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct PickerControlTests {
    @Test func colorPickerMacOS() throws {
        // SW-mac colorpicker/basic: label (body, 18.5 tall) + 8 + a 48 × 24 well; hidden label: the well alone.
        let view = VStack(alignment: .leading, spacing: 12) {
            ColorPicker("Accent", selection: .red).id("red")
            ColorPicker("Tint", selection: .blue, supportsOpacity: false).id("tint")
            ColorPicker("Accent", selection: .red).labelsHidden().id("hidden")
            ColorPicker(selection: .green, label: Text("Tint").id("custom")).id("labelled")
        }
        let r = try run(view, measuredWindow(320, 220, .macOS26))
        let red = try #require(r["red"]), tint = try #require(r["tint"]), custom = try #require(r["custom"])
        #expect(red.size == Size(98.5, 24))
        #expect(tint.size == Size(79.5, 24))
        #expect(r["hidden"]?.size == Size(48, 24))
        #expect(custom.size == Size(23.5, 18.5) && r["labelled"]?.size == Size(79.5, 24))
        #expect(custom.minY - (try #require(r["labelled"])).minY == 2.75)  // centred on the 24 pt well
    }

    @Test func colorPickerBaselineAndForm() throws {
        // SW-mac colorpicker/labels "baselineRow": a 13 pt Text lines up 3.75 below the picker's top;
        // colorpicker/form: 27-tall rows, the well at the control column (label + 8), a checkbox at the column.
        let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
            ColorPicker("Hg", selection: .orange).id("p")
            Text("Hg").id("t")
        }
        let r = try run(row, measuredWindow(320, 160, .macOS26))
        #expect(try #require(r["t"]).minY - (try #require(r["p"])).minY == 3.75)
        let form = Form {
            ColorPicker("Accent", selection: .red).id("accent")
            ColorPicker("Tint", selection: .blue, supportsOpacity: false).id("tint")
            Toggle("Enabled", isOn: true).id("toggle")
        }.id("form")
        let f = try run(form, measuredWindow(320, 200, .macOS26))
        let accent = try #require(f["accent"]), tint = try #require(f["tint"]), toggle = try #require(f["toggle"])
        #expect(accent.size == Size(98.5, 27) && tint.size == Size(79.5, 27))
        #expect(accent.maxX == tint.maxX && toggle.minX == accent.maxX - 48)
        #expect(f["form"]?.width == 120.5)
    }

    @Test func colorPickerIOSAssumed() throws {
        // iOS: not recorded; assumed a row filling the width with a 28 × 28 well trailing (docs/PLATFORMS.md).
        let r = try run(VStack { ColorPicker("Accent", selection: .red).id("p") }, measuredWindow(320, 200, .iOS26))
        #expect(r["p"]?.size == Size(320, 28))
        let hidden = try run(ColorPicker("Accent", selection: .red).labelsHidden().id("p"), measuredWindow(320, 200, .iOS26))
        #expect(hidden["p"]?.size == Size(28, 28))
    }

    @Test func colorPickerDocument() throws {
        let doc = try ViewDocument.parse(#"""
        {"type": "VStack", "children": [
          {"type": "ColorPicker", "id": "a", "title": "Accent", "selection": "red"},
          {"type": "ColorPicker", "id": "b", "title": "Accent", "selection": {"red": 0.2, "green": 0.6, "blue": 0.4, "opacity": 0.5}},
          {"type": "ColorPicker", "id": "c", "selection": "#336699", "supportsOpacity": false, "label": {"type": "Text", "text": "Tint"}}]}
        """#)
        let r = try run(doc, measuredWindow(320, 220, .macOS26))
        #expect(r["a"]?.size == Size(98.5, 24) && r["b"]?.size == Size(98.5, 24) && r["c"]?.size == Size(79.5, 24))
        for bad in [#"{"type": "ColorPicker", "title": "a", "selection": "mauve"}"#,
                    #"{"type": "ColorPicker", "title": "a", "selection": {"red": 2, "green": 0, "blue": 0}}"#,
                    #"{"type": "ColorPicker", "title": "a", "selection": {"red": 0, "green": 0}}"#,
                    #"{"type": "ColorPicker", "title": "a", "selection": {"red": 0, "green": 0, "blue": 0, "alpha": 1}}"#,
                    #"{"type": "ColorPicker", "title": "a", "selection": 3}"#,
                    #"{"type": "ColorPicker", "title": "a", "label": {"type": "Text", "text": "b"}}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(bad) }
        }
    }
}
