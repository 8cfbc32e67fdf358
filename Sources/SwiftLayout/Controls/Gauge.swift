// Gauge (`ControlMetrics`), as far as measured on macOS 26 (SW-mac `gauge/accessory`, `gauge/basic`):
// - accessoryCircular, accessoryCircularCapacity: 58 × 58 whatever its labels (current value, bounds or
//   none).
// - accessoryLinear: 8 tall, filling the proposed width, with or without labels.
// - accessoryLinearCapacity: 52 tall, filling the width (measured with a label and a current value label).
// - `.automatic` (= linearCapacity): filling the width, 40.15 tall without a current value label and 60.89
//   with one (the minimum / maximum labels and `labelsHidden()` change nothing). These two totals are taken
//   as measured (their text-spacing parts are not modelled separately).
// iOS: not measured; the macOS numbers are used (**assumed**). A nil proposed width is
// `gaugeIdealWidth` (**assumed**, 10 like a shape). The value and bounds do not change layout. Spaces
// like a plain view.

public enum GaugeStyle: String, CaseIterable, Hashable, Sendable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

struct GaugeLayout: LeafLayout {
    let hasCurrentValueLabel: Bool
    var name: String { "Gauge" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.metrics
        let width = proposal.width ?? m.gauge.gaugeIdealWidth
        switch context.controls.gaugeStyle {
        case .accessoryCircular, .accessoryCircularCapacity: return Size(m.gauge.gaugeCircularSize, m.gauge.gaugeCircularSize)
        case .accessoryLinear: return Size(width, m.gauge.gaugeAccessoryLinearHeight)
        case .accessoryLinearCapacity: return Size(width, m.gauge.gaugeAccessoryLinearCapacityHeight)
        case .automatic, .linearCapacity:
            return Size(width, hasCurrentValueLabel ? m.gauge.gaugeLinearCapacityValueHeight : m.gauge.gaugeLinearCapacityHeight)
        }
    }
}

/// A gauge showing `value` in `min...max`, with an optional label, current value label and bound labels
/// (Text). Its size depends on its style (`.gaugeStyle`) and, for the default style, on whether it has a
/// current value label.
public struct Gauge: View {
    public let value: Double
    public let bounds: ClosedRange<Double>
    public let label: String?
    public let currentValueLabel: String?
    public let minimumValueLabel: String?
    public let maximumValueLabel: String?
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, label: String? = nil, currentValueLabel: String? = nil,
                minimumValueLabel: String? = nil, maximumValueLabel: String? = nil) {
        self.value = value; self.bounds = bounds; self.label = label; self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }
    public var node: ViewNode { makeNode(GaugeLayout(hasCurrentValueLabel: currentValueLabel != nil)) }
}
