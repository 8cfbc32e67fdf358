// fixedSize (rules §10): proposes nil on the chosen axes, when measuring and when placing, so the child
// takes its ideal size there.

struct FixedSizeLayout: UnaryModifier {
    let horizontal: Bool
    let vertical: Bool
    var name: String { "FixedSizeLayout" }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: childProposal(proposal))
    }
}

extension View {
    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent {
        ModifiedContent(self, FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
