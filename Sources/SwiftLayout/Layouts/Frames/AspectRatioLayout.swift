// aspectRatio (rules §11): changes only the proposal. A nil×nil proposal passes through; otherwise the
// ratio (given, or the child's ideal size) is scaled to the largest rectangle inside the proposal (.fit)
// or the smallest covering it (.fill), a nil dimension counting as unlimited. The wrapper reports the
// child's size and centres it.

public enum ContentMode: Hashable, Sendable { case fit, fill }

struct AspectRatioLayout: UnaryModifier {
    /// width / height; nil: the child's ideal size.
    let ratio: Double?
    let contentMode: ContentMode
    var name: String { "AspectRatioLayout" }

    private func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        if proposal.width == nil, proposal.height == nil { return proposal }
        var r: Double
        if let ratio { r = ratio } else {
            let ideal = subviews[0].sizeThatFits(.unspecified)
            r = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }
        if !(r > 0) || !r.isFinite { r = 1 }
        // Scale factors that fit the ratio (r × 1) into each proposed dimension; nil is unlimited.
        // .fit is then bounded by the other dimension; .fill becomes ∞.
        let sx = proposal.width.map { $0 / r } ?? .infinity
        let sy = proposal.height ?? .infinity
        let scale = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedViewSize(width: r * scale, height: scale)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal, subviews))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let p = childProposal(proposal, subviews)
        let size = subviews[0].sizeThatFits(p)
        subviews[0].place(at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: p)
    }
}

extension View {
    /// Constrains the proposal to `ratio` (width / height; nil: this view's ideal ratio).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContent {
        ModifiedContent(self, AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }
    /// Constrains the proposal to the ratio of `size`.
    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> ModifiedContent {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }
}
