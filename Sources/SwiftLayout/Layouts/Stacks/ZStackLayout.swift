// ZStack (rules §9): every child gets the stack's proposal; the stack is as large, per axis, as the largest
// child of the highest layoutPriority; when placing, every child is re-proposed the stack's size and
// aligned on the largest guide value among the top-priority children.

struct ZStackLayoutComputer: LayoutComputer {
    let alignment: Alignment
    var name: String = "ZStack"
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func topPriority(_ subviews: Subviews) -> Double {
        subviews.map(\.priority).max() ?? 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let top = topPriority(subviews)
        var size = Size.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)   // every child is measured, as SwiftUI does
            guard subview.priority == top else { continue }
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let top = topPriority(subviews)
        let childProposal = ProposedViewSize(bounds.size)
        var line = Point(x: -Double.infinity, y: -Double.infinity)
        for subview in subviews where subview.priority == top {
            let guide = subview.dimensions(in: childProposal)[alignment]
            line.x = max(line.x, guide.x)
            line.y = max(line.y, guide.y)
        }
        if !line.x.isFinite { line = .zero }
        for subview in subviews {
            let guide = subview.dimensions(in: childProposal)[alignment]
            subview.place(at: Point(x: bounds.minX + line.x - guide.x, y: bounds.minY + line.y - guide.y),
                          proposal: childProposal)
        }
    }

    /// The first child's explicit guide that has one, in the stack's coordinates.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let p = ProposedViewSize(size)
        let top = topPriority(subviews)
        var line = Point(x: -Double.infinity, y: -Double.infinity)
        for subview in subviews where subview.priority == top {
            let guide = subview.dimensions(in: p)[alignment]
            line.x = max(line.x, guide.x); line.y = max(line.y, guide.y)
        }
        if !line.x.isFinite { line = .zero }
        for subview in subviews {
            let d = subview.dimensions(in: p)
            let g = d[alignment]
            if let v = explicitValue(key, of: d, at: Point(x: line.x - g.x, y: line.y - g.y)) { return v }
        }
        return nil
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .union(of: subviews) }
}

/// Views on top of each other, aligned.
public struct ZStack: View {
    public let node: ViewNode
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        node = makeNode(ZStackLayoutComputer(alignment: alignment), children: content())
    }
    public init(alignment: Alignment = .center, children: [any View]) {
        node = makeNode(ZStackLayoutComputer(alignment: alignment), children: children.map(\.node))
    }
}
