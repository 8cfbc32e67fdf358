// Slider: a track filling the proposed width, `ControlMetrics.sliderHeight` tall (macOS 16, SW-mac
// `slider/basic`; iOS 26 31, SW-ios `ios/layout/controls`). On macOS a label sits before the track, 8
// apart, in the body font (SW-mac `slider/basic` "labelled": 18.5 tall); iOS shows no label outside a
// form. A nil proposed width is the track's height (a square; not measured). Spaces like a plain view.

struct SliderLayout: LayoutComputer {
    var name: String { "Slider" }
    var isModifier: Bool { false }
    func row(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> ControlRow {
        let m = context.metrics
        let shows = !subviews.isEmpty && context.environment.platform.family == .macOS && !context.controls.labelsHidden
        return ControlRow(control: Size(width: m.sliderHeight, height: m.sliderHeight), spacing: 8,
                          fillsWidth: true, showsLabel: shows)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let row = row(proposal, subviews, context)
        var size = row.size(proposal, label: subviews.first)
        // A labelled slider row in a columns Form (SW-mac `form/basic`: 23 tall).
        if row.showsLabel, listRowControlMode(context) == .column,
           let h = context.environment.platform.lists.columnsForm.sliderRowHeight { size.height = h }
        return size
    }
    /// In a columns Form: where the track starts (FormColumnsLayout).
    var explicitGuideSource: UInt8 { 1 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let row = row(proposal, subviews, context)
        guard row.showsLabel, let label = subviews.first else { return nil }
        return FormColumnsLayout.guide(key, label: label.sizeThatFits(row.labelProposal(proposal)).width, spacing: row.spacing, context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        row(proposal, subviews, context).place(in: bounds, proposal: proposal, label: subviews.first)
    }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.controls.inControlLabel = true }
    var updatesEnvironment: Bool { true }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A slider over `bounds` (the value does not change layout), with an optional label.
public struct Slider: View {
    public let value: Double
    public let label: ViewNode?
    public init(value: Double, label: String? = nil) { self.value = value; self.label = label.map { Text($0).node } }
    public var node: ViewNode { makeNode(SliderLayout(), children: label.map { [$0] } ?? []) }
}
