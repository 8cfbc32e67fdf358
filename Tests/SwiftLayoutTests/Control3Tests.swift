// Slider value labels, Stepper and ProgressView label views, the radio-group / inline / wheel pickers, SF Symbol
// boxes and baselines, `.controlSize` on buttons and the controls' environment parameters (issue #18), through the
// Swift API and the JSON reader. Expected numbers are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web
// (SW-mac macOS 26.2, SW-ios the iOS 26 simulator; cited per test, the goldens are Tests/Fixtures/goldens/ctl4_*) or
// the rules and assumed values docs/PLATFORMS.md states, marked as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct Control3Tests {
    @Test func sliderValueLabels() throws {
        // SW-mac slider/basic "minMax": "Volume" (45) + 8 + "Min" (footnote, 15 tall) at 53; "Max" at the trailing edge.
        let view = Slider(value: 0.5, label: Text("Volume").id("label"), minimumValueLabel: Text("Min").id("min"),
                          maximumValueLabel: Text("Max").id("max")).id("s")
        let r = try run(view, measuredWindow(320, 300, .macOS26))
        let s = try #require(r["s"]), label = try #require(r["label"]), min = try #require(r["min"]), max = try #require(r["max"])
        #expect(s.size == Size(320, 18.5))
        #expect(min.minX == label.maxX + 8 && min.height == 15)
        #expect(max.maxX == 320 && max.height == 15)
    }

    @Test func stepperAndProgressLabelViews() throws {
        // SW-mac stepper/basic "labelStepper": label + 8 + the 20 × 26 arrows; progress/basic "valueLabel": 16 + 20 + 16.
        let view = VStack(spacing: 12) {
            Stepper(value: 1, label: Text("Count").id("l")).id("s")
            ProgressView(value: 0.3, label: Text("Copying"), currentValueLabel: Text("30%")).id("p")
        }
        let r = try run(view.padding(20), measuredWindow(320, 300, .macOS26))
        let s = try #require(r["s"]), l = try #require(r["l"])
        #expect(s.width == l.width + 8 + 20 && s.height == 26)
        #expect(r["p"]?.size == Size(280, 52))
    }

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

    @Test func hiddenLabelsAndRowBaselines() throws {
        // SW-ios ios/toggle/basic: "hidden" 66 × 30; the toggle's baselines are its top (18.5 below a body Text's
        // top, a 48.5 tall row); SW-ios ios/stepper/basic "hidden" 94 × 32.
        let view = VStack(spacing: 12) {
            Toggle("On", isOn: true).labelsHidden().id("t")
            Stepper("Q", value: 3).labelsHidden().id("s")
            HStack(alignment: .firstTextBaseline, spacing: 8) { Toggle("Hg", isOn: true).id("bt"); Text("Hg").id("x") }.id("row")
        }
        let r = try run(view, measuredWindow(320, 400, .iOS26))
        #expect(r["t"]?.size == Size(66, 30))
        #expect(r["s"]?.size == Size(94, 32))
        let bt = try #require(r["bt"]), x = try #require(r["x"])
        #expect(bt.minY - x.minY == 18.5)
        #expect(r["row"]?.height == 48.5)
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

    @Test func symbolTable() {
        // Measured (SW-mac symbol/catalog-13, -17, symbol/basic; SW-ios ios/symbol/basic): boxes and descents.
        #expect(SymbolMetrics.box("star", pointSize: 13) == .init(width: 16.5, height: 16, descent: 3))
        #expect(SymbolMetrics.box("star", pointSize: 17) == .init(width: 22, height: 20, descent: 3.5))
        #expect(SymbolMetrics.box("ellipsis", pointSize: 13) == .init(width: 14, height: 4.5, descent: -2.5))
        #expect(SymbolMetrics.box("gear", pointSize: 17) == .init(width: 21.5, height: 20.5, descent: 4))
        #expect(SymbolMetrics.box("star", pointSize: 13, scale: .large) == .init(width: 21.5, height: 20.5, descent: 5))
        #expect(SymbolMetrics.box("star", pointSize: 13, weight: .bold) == .init(width: 17, height: 16.5, descent: 3))
        #expect(SymbolMetrics.box("star", pointSize: 17, weight: .bold).width == 22.5)
        #expect(SymbolMetrics.box("star", pointSize: 40) == .init(width: 51.5, height: 47, descent: 8))
        // A name the table lacks takes the star's box (approximate, docs/PLATFORMS.md).
        #expect(SymbolMetrics.box("no.such.symbol", pointSize: 13) == SymbolMetrics.box("star", pointSize: 13))
        #expect(SymbolMetrics.isMeasured("wifi") && !SymbolMetrics.isMeasured("no.such.symbol"))
        #expect(SymbolMetrics.table.count == 240)
    }

    /// Every symbol's own bold and large box at 13 pt (SW-mac `symbol/catalog-13-bold`, `catalog-13-large`
    /// @784361d, frame width × height): where the star's ratio is off by half a point (airplane bold: the ratio
    /// gives 16.5 × 15.5; backward.fill large: 20.5 × 15).
    @Test func symbolVariantsAt13AreMeasured() {
        #expect(SymbolMetrics.box("airplane", pointSize: 13, weight: .bold) == .init(width: 17, height: 15.5, descent: 3))
        #expect(SymbolMetrics.box("mountain.2", pointSize: 13, weight: .bold).width == 26.5)
        #expect(SymbolMetrics.box("airplane", pointSize: 13, scale: .large) == .init(width: 20.5, height: 19.5, descent: 5))
        let fwd = SymbolMetrics.box("backward.fill", pointSize: 13, scale: .large)
        #expect(fwd.width == 24.5 && fwd.height == 15.5)
        // Large and bold together (unrecorded): the symbol's bold ratio on its large box, not its bold box.
        let both = SymbolMetrics.box("airplane", pointSize: 13, weight: .bold, scale: .large)
        #expect(both.width >= 20.5 && both.height >= 19.5)
        // Semibold lies between the symbol's own regular and bold boxes, two thirds of the way (linear in the
        // weight); catalog-13-semibold (an independent check) records airplane 17 × 15.5: the height is right,
        // the width half a point narrow (150 of the 240 recorded boxes match: python/tests/views/controls/test_labels_and_images.py).
        let semi = SymbolMetrics.box("airplane", pointSize: 13, weight: .semibold)
        let regular = SymbolMetrics.box("airplane", pointSize: 13), bold = SymbolMetrics.box("airplane", pointSize: 13, weight: .bold)
        #expect(semi.width >= regular.width && semi.width <= bold.width && semi.height == 15.5)
    }

    /// The table's transcription, spot-checked against the recorded frames it was read from (SW-mac
    /// `symbol/catalog-10` and `symbol/catalog-26` @784361d, each symbol's frame width × height): both ends of
    /// the size range, the widest and the narrowest symbols, flat ones.
    @Test func symbolTableMatchesTheCatalogRecordings() {
        let recorded: [(name: String, size: Double, width: Double, height: Double)] = [
            ("battery.100", 10, 16.5, 8), ("mountain.2", 10, 20, 10), ("exclamationmark", 10, 3.5, 10.5),
            ("ellipsis", 10, 11.5, 3), ("airplane", 26, 32, 30), ("mountain.2", 26, 50, 27),
            ("exclamationmark", 26, 10, 28.5), ("minus", 26, 27, 6.5), ("chevron.up", 26, 28.5, 16.5),
        ]
        for r in recorded {
            let box = SymbolMetrics.box(r.name, pointSize: r.size)
            #expect(box.width == r.width && box.height == r.height, "\(r.name) at \(r.size) pt")
        }
    }

    @Test func symbolBaselineAndLabel() throws {
        // SW-ios ios/symbol/basic "baseline": the star's bottom 3.5 below a body Text's baseline. SW-mac symbol/basic
        // "label": the 13 pt Label is 16.08 tall, its title 0.08 below the star.
        let row = HStack(alignment: .firstTextBaseline) { Image(systemName: "star").id("s"); Text("Hello").id("t") }
        let r = try run(row, measuredWindow(320, 200, .iOS26))
        let s = try #require(r["s"]), t = try #require(r["t"])
        #expect(abs(s.maxY - (t.minY + 18.5 + 3.5)) < 1e-9)
        let label = Label(title: Text("Star label").id("lt"), icon: Image(systemName: "star").id("li")).id("l")
        let m = try run(label, measuredWindow(320, 200, .macOS26))
        let l = try #require(m["l"]), lt = try #require(m["lt"]), li = try #require(m["li"])
        #expect(abs(l.height - 16.08) < 0.01 && abs(lt.minY - li.minY - 0.08) < 0.01)
    }

    @Test func controlSizeAndParameters() throws {
        // Assumed (docs/PLATFORMS.md): macOS bordered buttons 16 / 20 / 24 (measured) / 28 tall; extraLarge = large
        // (Apple's ControlSize.extraLarge documentation); the assumed paddings are environment parameters.
        let sizes: [ControlSize] = [.mini, .small, .regular, .large, .extraLarge]
        let view = VStack { for s in sizes { Button("OK").buttonStyle(.bordered).controlSize(s).id(s.rawValue) } }
        let mac = try run(view, measuredWindow(320, 300, .macOS26))
        #expect(sizes.map { mac[$0.rawValue]?.height } == [16, 20, 24, 28, 28])
        let ios = try run(view, measuredWindow(320, 400, .iOS26))
        #expect(sizes.map { ios[$0.rawValue]?.height } == [28.5, 32.5, 38.5, 50, 50])
        var e = measuredWindow(320, 300, .macOS26)
        try e.set("button_padding_large", 10)
        try e.set("divider_ideal_length", 30)
        #expect(try run(view, e)["large"]?.height == 36)
        #expect(try e.get("button_padding_large") == 10)
        #expect(try e.get("text_editor_ideal_width") == 10)
        #expect(throws: LayoutError.self) { try e.set("button_padding_small", -1) }
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
