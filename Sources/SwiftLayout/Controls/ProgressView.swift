// ProgressView (`ControlMetrics`). `.automatic` is linear with a value and circular without one.
// - linear: a bar filling the proposed width, `linearProgressHeight` tall (macOS 20, SW-mac
//   `progress/basic`; iOS 26 4, SW-ios `ios/progress/basic`), under its label `linearProgressLabelSpacing`
//   apart (macOS 0: 16 + 20 = 36; iOS 4: 24.5 + 4 + 4 = 32.5); a current value label under the bar as far
//   (macOS 16 + 20 + 16 = 52, SW-mac `progress/basic` "valueLabel"; iOS 4 **assumed**). A nil width is
//   `progressIdealWidth` (**assumed** 0).
// - circular: a square (macOS 32, 16 at `.controlSize(.small)`; iOS always a 20 pt spinner) with its label
//   centred below it at the stack distance between a plain view and text (SW-mac `progress/basic`
//   "ringLabelled" 52.74 = 32 + 4.74 + 16; SW-ios 20 + 8.43 + 24.5 = 52.93); a current value label centred
//   below the label, 0 apart (**assumed**).
// Spaces like a plain view.

struct ProgressViewLayout: LayoutComputer {
    let hasValue: Bool
    var hasLabel = true
    var hasCurrentValueLabel = false
    var name: String { "ProgressView" }
    var isModifier: Bool { false }

    private func circular(_ context: LayoutContext) -> Bool {
        switch context.controls.progressViewStyle {
        case .automatic: return !hasValue
        case .linear: return false
        case .circular: return true
        }
    }
    private func side(_ context: LayoutContext) -> Double {
        let m = context.metrics
        switch context.controls.controlSize {
        case .mini, .small: return m.progress.smallCircularProgressSize
        default: return m.progress.circularProgressSize
        }
    }
    /// The frames of the indicator, the label and the current value label relative to the view's origin
    /// (zero for an absent label), and the view's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (indicator: Rect, label: Rect, current: Rect, size: Size) {
        let m = context.metrics
        let p = ProposedViewSize(width: proposal.width, height: nil)
        let labelView = hasLabel ? subviews.first : nil
        let currentView = hasCurrentValueLabel ? subviews.last : nil
        let label = labelView.map { $0.sizeThatFits(p) } ?? .zero
        let current = currentView.map { $0.sizeThatFits(p) } ?? .zero
        if circular(context) {
            let s = side(context)
            let gap = (labelView ?? currentView).map {
                ViewSpacing.plain.distance(to: $0.spacing, along: .vertical, defaultSpacing: context.environment.defaultSpacing)
            } ?? 0
            let width = max(s, label.width, current.width)
            let labelTop = s + gap
            return (Rect(x: (width - s) / 2, y: 0, width: s, height: s),
                    Rect(x: (width - label.width) / 2, y: labelTop, width: label.width, height: label.height),
                    Rect(x: (width - current.width) / 2, y: labelTop + label.height, width: current.width, height: current.height),
                    Size(width: width, height: labelTop + label.height + current.height))
        }
        let bar = Size(width: proposal.width ?? m.progress.progressIdealWidth, height: m.progress.linearProgressHeight)
        let above = labelView == nil ? 0 : label.height + m.progress.linearProgressLabelSpacing
        let below = currentView == nil ? 0 : m.progress.linearProgressLabelSpacing + current.height
        return (Rect(x: 0, y: above, width: bar.width, height: bar.height),
                Rect(x: 0, y: 0, width: label.width, height: label.height),
                Rect(x: 0, y: above + bar.height + below - current.height, width: current.width, height: current.height),
                Size(width: max(bar.width, label.width, current.width), height: above + bar.height + below))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        arrange(proposal, subviews, context).size
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let a = arrange(proposal, subviews, context)
        let p = ProposedViewSize(width: proposal.width, height: nil)
        if hasLabel, let label = subviews.first {
            label.place(at: Point(x: bounds.minX + a.label.minX, y: bounds.minY + a.label.minY), proposal: p)
        }
        if hasCurrentValueLabel, let current = subviews.last {
            current.place(at: Point(x: bounds.minX + a.current.minX, y: bounds.minY + a.current.minY), proposal: p)
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A progress indicator: `value` in 0…total (nil: indeterminate), with an optional label and current value
/// label.
public struct ProgressView: View {
    public let value: Double?
    public let total: Double
    public let label: ViewNode?
    public let currentValueLabel: ViewNode?
    public init(_ title: String? = nil, value: Double? = nil, total: Double = 1, currentValueLabel: String? = nil) {
        self.init(value: value, total: total, label: title.map { Text($0) }, currentValueLabel: currentValueLabel.map { Text($0) })
    }
    /// `ProgressView(value:total:) { label } currentValueLabel: { … }` with label views.
    public init(value: Double?, total: Double = 1, label: (any View)?, currentValueLabel: (any View)? = nil) {
        self.value = value; self.total = total; self.label = label?.node; self.currentValueLabel = currentValueLabel?.node
    }
    public var node: ViewNode {
        makeNode(ProgressViewLayout(hasValue: value != nil, hasLabel: label != nil, hasCurrentValueLabel: currentValueLabel != nil),
                 children: [label, currentValueLabel].compactMap { $0 })
    }
}
