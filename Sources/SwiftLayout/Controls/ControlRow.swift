// The row most labelled controls are: a label and a control box of a fixed size side by side, the taller
// of the two deciding the height, each centred vertically. iOS rows fill the proposed width (label
// leading, control trailing); macOS rows are as wide as their content. A hidden label leaves the control
// alone at its own size on both platforms (SW-ios `ios/toggle/basic` "hidden" 66 × 30, `ios/stepper/basic`
// 94 × 32). Text baselines: the label's where it sits (SW-mac `toggle/basic`: a checkbox lines up with a
// Text by its label's baseline); on iOS 26 a labelled switch or stepper row publishes its top as both
// (`ControlMetrics.controlRowBaselinesAtTop`: SW-ios `ios/toggle/basic`, `ios/stepper/basic`, the row's
// control 18.5 below a body Text's top). The numbers come from `ControlMetrics` (docs/PLATFORMS.md).

struct ControlRow {
    /// The control box's size.
    var control: Size
    /// Label to control distance.
    var spacing: Double
    /// The row takes the proposed width (the label leading, the control trailing).
    var fillsWidth: Bool
    /// The control alone (no label shown) takes the proposed width too (a Slider's track); otherwise it is
    /// its own size.
    var controlFillsWidth = false
    /// The control comes before the label (the macOS checkbox).
    var controlFirst = false
    /// False when the label is hidden (`labelsHidden`) or absent: the control alone.
    var showsLabel: Bool
    /// The row is as tall as its label (the control overflows it): a labelled row in a Form or List row
    /// (Containers/List.swift, `ListRowControlMode.labelledRow`).
    var labelSetsHeight = false

    /// The proposal the label gets: what the control and the spacing leave of the width.
    func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - control.width - spacing) }, height: nil)
    }
    func size(_ proposal: ProposedViewSize, label: Subview?) -> Size {
        guard showsLabel, let label else {
            return Size(width: controlFillsWidth ? (proposal.width ?? control.width) : control.width, height: control.height)
        }
        let l = label.sizeThatFits(labelProposal(proposal))
        let natural = l.width + spacing + control.width
        return Size(width: fillsWidth ? max(proposal.width ?? natural, control.width) : natural,
                    height: labelSetsHeight ? l.height : max(l.height, control.height))
    }
    /// Places the label; returns the control box (root coordinates) for drawing.
    @discardableResult
    func place(in bounds: Rect, proposal: ProposedViewSize, label: Subview?) -> Rect {
        guard showsLabel, let label else {
            label?.place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0))
            return Rect(x: bounds.minX, y: bounds.midY - control.height / 2,
                        width: controlFillsWidth ? bounds.width : control.width, height: control.height)
        }
        let p = labelProposal(proposal)
        let l = label.sizeThatFits(p)
        let labelX = controlFirst ? bounds.minX + control.width + spacing : bounds.minX
        label.place(at: Point(x: labelX, y: bounds.midY - l.height / 2), proposal: p)
        let controlX = controlFirst ? bounds.minX : (fillsWidth ? bounds.maxX - control.width : bounds.minX + l.width + spacing)
        return Rect(x: controlX, y: bounds.midY - control.height / 2, width: control.width, height: control.height)
    }

    /// The row's text baseline `key` in a row of `size` (own coordinates): 0 with `atTop`, else the label's
    /// where `place` puts it; nil for other guides or without a shown label.
    func baseline(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, label: Subview?, atTop: Bool) -> Double? {
        guard key.isBaseline, showsLabel, let label else { return nil }
        if atTop { return 0 }
        let p = labelProposal(proposal)
        let l = label.sizeThatFits(p)
        return explicitValue(key, of: label.dimensions(in: p), at: Point(x: 0, y: size.height / 2 - l.height / 2))
    }
}

/// A control laid out as one ControlRow (its label, then a control of fixed size): the row places the
/// label, and the control publishes where it starts in a columns Form (FormColumnsLayout: the label's
/// width + the row's spacing) or else the label's text baselines (the row's top where `baselinesAtTop`).
protocol LabelledControlLayout: LayoutComputer {
    /// The row for `proposal` (most controls' rows do not depend on it; a DatePicker's wheel does).
    func row(_ context: LayoutContext, _ proposal: ProposedViewSize) -> ControlRow
    func baselinesAtTop(_ context: LayoutContext) -> Bool
}

extension LabelledControlLayout {
    var isModifier: Bool { false }
    var explicitGuideSource: UInt8 { 1 }
    func baselinesAtTop(_ context: LayoutContext) -> Bool { false }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        row(context, proposal).place(in: bounds, proposal: proposal, label: subviews.first)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let row = row(context, proposal)
        if row.showsLabel, let label = subviews.first,
           let column = FormColumnsLayout.guide(key, label: label.sizeThatFits(row.labelProposal(proposal)).width,
                                                spacing: row.spacing, context) {
            return column
        }
        return row.baseline(key, in: size, proposal: proposal, label: subviews.first, atTop: baselinesAtTop(context))
    }
}
