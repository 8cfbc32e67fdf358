// The labelled-control row (Toggle, Stepper, TextField, Slider, ProgressView, segmented Picker; issue #18): iOS
// rows fill the width, hidden labels leave the control box, row baselines. Expected numbers are measurements of
// Apple's SwiftUI (github.com/iamcgn/swiftui-web goldens, cited per test; docs/PLATFORMS.md), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ControlRowTests {
    @Test func iOSControlsFillTheWidth() throws {
        // SW-ios ios/layout/controls.
        let view = VStack {
            Toggle("Enabled", isOn: true).id("toggle")
            TextField("Placeholder", text: "Hello").id("field")
            TextField("Placeholder", text: "Hello").textFieldStyle(.roundedBorder).id("rounded")
            Slider(value: 0.5).id("slider")
            Stepper("Quantity: 3", value: 3).id("stepper")
            Picker("Size", selection: "1", options: [Text("Small").tag(1), Text("Medium").tag(2)]).pickerStyle(.segmented).id("segmented")
        }
        let r = try run(view, env(320, 480, .iOS26))
        let heights: [(String, Double)] = [("toggle", 30), ("field", 26), ("rounded", 34), ("slider", 31), ("stepper", 32), ("segmented", 31)]
        for (name, h) in heights {
            #expect(r[name]?.size == Size(320, h), "\(name)")
        }
    }

    @Test func macOSControlsHiddenLabels() throws {
        // SW-mac toggle/basic (16 × 16), toggle/styles (54 × 24), stepper/basic (20 × 26),
        // progress/indeterminate (32, small 16).
        let view = VStack(alignment: .leading) {
            Toggle("Enabled", isOn: true).labelsHidden().id("checkbox")
            Toggle("Enabled", isOn: true).toggleStyle(.switch).labelsHidden().id("switch")
            Stepper("Count", value: 1).labelsHidden().id("stepper")
            ProgressView().id("spinner")
            ProgressView().controlSize(.small).id("small")
        }
        let r = try run(view, env(320, 300, .macOS26))
        #expect(r["checkbox"]?.size == Size(16, 16))
        #expect(r["switch"]?.size == Size(54, 24))
        #expect(r["stepper"]?.size == Size(20, 26))
        #expect(r["spinner"]?.size == Size(32, 32))
        #expect(r["small"]?.size == Size(16, 16))
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
}
