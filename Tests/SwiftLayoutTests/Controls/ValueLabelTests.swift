// Slider value labels, Stepper and ProgressView label views (issue #18) through the Swift API. Expected numbers
// are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web (SW-mac macOS 26.2; cited per test, the goldens
// are Tests/Fixtures/goldens/controls/ctl4_*), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ValueLabelTests {
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
}
