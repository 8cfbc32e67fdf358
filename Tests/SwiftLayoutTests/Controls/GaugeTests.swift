// Gauge (issue #18) through the Swift API. Expected numbers are measurements of Apple's SwiftUI on macOS 26
// (github.com/iamcgn/swiftui-web goldens, cited per test; Tests/Fixtures/goldens/controls/ctl2_*), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct GaugeTests {
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
}
