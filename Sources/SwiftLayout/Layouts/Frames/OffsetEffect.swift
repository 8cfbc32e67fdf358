// offset (rules §12): a render transform. The wrapper keeps its layout frame and its parent and siblings do
// not move; only the content (and everything in it) is drawn — and reported — shifted. The shift is a
// render transform in screen terms: a right-to-left layout does not flip it (rules §23), so the x is
// negated here before `place` mirrors the content within the wrapper.

struct OffsetEffect: UnaryModifier {
    let offset: Size
    var name: String { "OffsetEffect" }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let dx = context.isRightToLeft ? -offset.width : offset.width
        subviews[0].place(at: Point(x: bounds.minX + dx, y: bounds.minY + offset.height), proposal: proposal)
    }
}

extension View {
    /// Draws this view shifted by (x, y) without changing the layout.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent {
        ModifiedContent(self, OffsetEffect(offset: Size(width: x, height: y)))
    }
}
