// LabeledContent: a label and its content side by side, `ControlMetrics.labeledContentSpacing` apart, each
// centred vertically in the taller of the two. The label's Text takes the control label font (macOS: body,
// 18.5 tall), the content keeps the surrounding font. macOS (SW-mac `labeledcontent/basic`): as wide as the
// two, "Name" / "Corey" 79.5 × 18.5, "Count" / "3" 53 × 18.5 with the content at 44.5 (label 36.5 + 8),
// "Toggle" + a hidden-label checkbox 65 × 18.5, `labelsHidden()` the content alone ("Shown" 41 × 16), in a
// 160 frame centred. iOS: the row fills the proposed width, the label leading and the content trailing
// (`labeledContentFillsWidth`; **assumed**, not measured). The content is proposed its ideal width, the
// label what is left. Spaces like a plain view.

struct LabeledContentLayout: LayoutComputer {
    var name: String { "LabeledContent" }
    var isModifier: Bool { false }

    private struct Parts { var label: Size; var content: Size; var labelProposal: ProposedViewSize }
    private func parts(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Parts? {
        guard subviews.count == 2, !context.controls.labelsHidden else { return nil }
        let spacing = context.metrics.labeledContentSpacing
        let content = subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        let lp = ProposedViewSize(width: proposal.width.map { max(0, $0 - content.width - spacing) }, height: proposal.height)
        return Parts(label: subviews[0].sizeThatFits(lp), content: content, labelProposal: lp)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let p = parts(proposal, subviews, context) else {
            return subviews.count == 2 ? subviews[1].sizeThatFits(proposal) : .zero
        }
        let natural = p.label.width + context.metrics.labeledContentSpacing + p.content.width
        let width = context.metrics.labeledContentFillsWidth ? max(proposal.width ?? natural, natural) : natural
        return Size(width: width, height: max(p.label.height, p.content.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let p = parts(proposal, subviews, context) else {
            guard subviews.count == 2 else { return }
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0))
            subviews[1].place(at: bounds.origin, proposal: proposal)
            return
        }
        subviews[0].place(at: Point(x: bounds.minX, y: bounds.midY - p.label.height / 2), proposal: p.labelProposal)
        let x = context.metrics.labeledContentFillsWidth ? bounds.maxX - p.content.width
            : bounds.minX + p.label.width + context.metrics.labeledContentSpacing
        subviews[1].place(at: Point(x: x, y: bounds.midY - p.content.height / 2),
                          proposal: ProposedViewSize(width: nil, height: proposal.height))
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A label and a value or content view.
public struct LabeledContent: View {
    public let label: ViewNode
    public let content: ViewNode
    /// `LabeledContent("Name", value: "Corey")`.
    public init(_ title: String, value: String) { label = Text(title).node; content = Text(value).node }
    /// `LabeledContent("Count") { content }`.
    public init(_ title: String, content: any View) { label = Text(title).node; self.content = content.node }
    /// `LabeledContent { content } label: { label }`.
    public init(content: any View, label: any View) { self.label = label.node; self.content = content.node }
    public var node: ViewNode {
        makeNode(LabeledContentLayout(), children: [ModifiedContent(label, controlSetting { $0.inControlLabel = true }).node, content])
    }
}
