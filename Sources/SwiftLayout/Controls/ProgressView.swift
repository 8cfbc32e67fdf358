// ProgressView (`ControlMetrics`). `.automatic` is linear with a value and circular without one.
// - linear: a bar filling the proposed width, `linearProgressHeight` tall (macOS 20, SW-mac
//   `progress/basic`; iOS 26 4, SW-ios `ios/progress/basic`), under its label `linearProgressLabelSpacing`
//   apart (macOS 0: 16 + 20 = 36; iOS 4: 24.5 + 4 + 4 = 32.5). A nil width is 0 (not measured).
// - circular: a square (macOS 32, 16 at `.controlSize(.small)`; iOS always a 20 pt spinner) with its label
//   centred below it at the stack distance between a plain view and text (SW-mac `progress/basic`
//   "ringLabelled" 52.74 = 32 + 4.74 + 16; SW-ios 20 + 8.43 + 24.5 = 52.93).
// Spaces like a plain view.

struct ProgressViewLayout: LayoutComputer {
    let hasValue: Bool
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
        case .mini, .small: return m.smallCircularProgressSize
        default: return m.circularProgressSize
        }
    }
    /// The label's size, the gap between indicator and label, and the indicator's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (label: Size, gap: Double, indicator: Size) {
        let m = context.metrics
        let label = subviews.first.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        if circular(context) {
            let s = side(context)
            guard let label, let first = subviews.first else { return (.zero, 0, Size(width: s, height: s)) }
            let gap = ViewSpacing.plain.distance(to: first.spacing, along: .vertical,
                                                 defaultSpacing: context.environment.defaultSpacing)
            return (label, gap, Size(width: s, height: s))
        }
        let bar = Size(width: proposal.width ?? 0, height: m.linearProgressHeight)
        guard let label else { return (.zero, 0, bar) }
        return (label, m.linearProgressLabelSpacing, bar)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let a = arrange(proposal, subviews, context)
        return Size(width: max(a.label.width, a.indicator.width), height: a.label.height + a.gap + a.indicator.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let label = subviews.first else { return }
        let a = arrange(proposal, subviews, context)
        let p = ProposedViewSize(width: proposal.width, height: nil)
        if circular(context) {
            label.place(at: Point(x: bounds.midX - a.label.width / 2, y: bounds.minY + a.indicator.height + a.gap), proposal: p)
        } else {
            label.place(at: bounds.origin, proposal: p)
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A progress indicator: `value` in 0…total (nil: indeterminate), with an optional label.
public struct ProgressView: View {
    public let value: Double?
    public let total: Double
    public let label: ViewNode?
    public init(_ title: String? = nil, value: Double? = nil, total: Double = 1) {
        self.value = value; self.total = total; label = title.map { Text($0).node }
    }
    public var node: ViewNode { makeNode(ProgressViewLayout(hasValue: value != nil), children: label.map { [$0] } ?? []) }
}
