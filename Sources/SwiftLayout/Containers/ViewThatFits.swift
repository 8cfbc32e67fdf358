// ViewThatFits (Apple: "ViewThatFits evaluates its child views in the order you provide them to the
// initializer. It selects the first child whose ideal size on the constrained axes fits within the
// proposed size", else the last child). A child's ideal size is measured with nil proposed on the
// constrained axes and the parent's proposal kept on the others; an axis proposed nil constrains
// nothing. The chosen child is then sized for the whole proposal and placed at the view's origin; the
// others are not laid out (empty frames). Measured: swiftui-web `layout/view-that-fits` (fixture
// swm3_view_that_fits_widths_heights_axes): a 101.5 pt HStack fits 200 but not 60; in 10 nothing fits
// and the last child (25 wide) overflows; with in: .horizontal an 8 pt tall frame does not count.

struct ViewThatFitsLayout: LayoutComputer {
    let axes: Axis.Set
    var name: String { "ViewThatFits" }
    var isModifier: Bool { false }

    /// The index of the child shown for `proposal`.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int {
        let last = subviews.count - 1
        guard last > 0 else { return last }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        // A child within a thousandth of a point fits (its size is a sum of rounded advances).
        func fits(_ length: Double, _ limit: Double?) -> Bool { limit.map { length <= $0 + 0.001 } ?? true }
        for k in 0..<last {
            let size = subviews[k].sizeThatFits(ideal)
            if (!axes.contains(.horizontal) || fits(size.width, proposal.width))
                && (!axes.contains(.vertical) || fits(size.height, proposal.height)) { return k }
        }
        return last
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let k = choice(proposal, subviews)
        return k < 0 ? .zero : subviews[k].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let k = choice(proposal, subviews)
        if k >= 0 { subviews[k].place(at: bounds.origin, proposal: proposal) }
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let k = choice(proposal, subviews)
        return k < 0 ? nil : subviews[k].dimensions(in: proposal).explicitValue(key)
    }
    /// Spacing has no proposal to choose by: the union of the children's (the `Layout` protocol's default).
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .union(of: subviews) }
}

/// The first of its children that fits the proposal on `axes` at its ideal size, else the last.
public struct ViewThatFits: View {
    public let node: ViewNode
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> [ViewNode]) {
        self.init(in: axes, children: content())
    }
    public init(in axes: Axis.Set = [.horizontal, .vertical], children: [any View]) {
        node = makeNode(ViewThatFitsLayout(axes: axes), children: expandGroups(children.map(\.node)))
    }
}
