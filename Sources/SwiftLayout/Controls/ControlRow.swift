// The row most labelled controls are: a label and a control box of a fixed size side by side, the taller
// of the two deciding the height, each centred vertically. iOS rows fill the proposed width (label
// leading, control trailing); macOS rows are as wide as their content. The numbers come from
// `ControlMetrics` (docs/PLATFORMS.md).

struct ControlRow {
    /// The control box's size.
    var control: Size
    /// Label to control distance.
    var spacing: Double
    /// The row takes the proposed width (the label leading, the control trailing).
    var fillsWidth: Bool
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
            return Size(width: fillsWidth ? (proposal.width ?? control.width) : control.width, height: control.height)
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
            let x = fillsWidth ? bounds.maxX - control.width : bounds.minX
            return Rect(x: x, y: bounds.midY - control.height / 2, width: control.width, height: control.height)
        }
        let p = labelProposal(proposal)
        let l = label.sizeThatFits(p)
        let labelX = controlFirst ? bounds.minX + control.width + spacing : bounds.minX
        label.place(at: Point(x: labelX, y: bounds.midY - l.height / 2), proposal: p)
        let controlX = controlFirst ? bounds.minX : (fillsWidth ? bounds.maxX - control.width : bounds.minX + l.width + spacing)
        return Rect(x: controlX, y: bounds.midY - control.height / 2, width: control.width, height: control.height)
    }
}
