// position(x:y:) (rules §12): takes the whole proposal (a nil dimension takes the child's size), proposes
// its own size to the child, and centres the child on (x, y) in its own coordinates.

struct PositionLayout: UnaryModifier {
    let position: Point
    var name: String { "PositionLayout" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if let w = proposal.width, let h = proposal.height { return Size(width: w, height: h) }
        let child = subviews[0].sizeThatFits(proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: Point(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                          proposal: ProposedViewSize(bounds.size))
    }
}

extension View {
    /// Centres this view at (x, y) in the space its parent offers.
    public func position(x: Double = 0, y: Double = 0) -> ModifiedContent {
        ModifiedContent(self, PositionLayout(position: Point(x: x, y: y)))
    }
}
