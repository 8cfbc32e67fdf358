// ScrollView (rules §16) and List. A scroll view proposes nil to its content along its scroll axes and
// passes its proposal through across them; it takes the proposed length along a scroll axis and hugs
// its content across. Like SwiftUI's, it extends into the container safe area it touches and insets its
// content by that amount instead, so at offset 0 the content starts at the safe-area edge. It is a
// container for containerRelativeFrame, whose length is the scroll view's proposal (its safeAreaPadding
// already taken off). A scroll offset lays out a scrolled state.

struct ScrollViewLayout: LayoutComputer {
    let axes: Axis.Set
    /// How far the content is scrolled (content moves by −offset).
    let offset: Point
    var name: String = "ScrollView"
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = context.asContainer(length: proposal) { content.sizeThatFits(contentProposal(proposal)) }
        return Size(width: axes.contains(.horizontal) ? proposal.width ?? size.width : size.width,
                    height: axes.contains(.vertical) ? proposal.height ?? size.height : size.height)
    }

    /// Extends into the container safe-area regions whose safe edge it touches.
    var adjustsFrame: Bool { true }
    func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect {
        var rect = bounds
        let pixel = 1 / context.environment.displayScale
        for region in context.safeAreaRegions where region.kind.contains(.container) {
            rect = region.expand(rect, edges: .all, pixel: pixel)
        }
        return rect
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        var insets = SafeAreaRegion.insets(of: bounds, in: context.safeAreaRegions, kind: .container)
        // Right to left: the content starts at the trailing end of a wider content (`place` mirrors it);
        // the screen insets become leading/trailing ones (rules §23).
        if context.isRightToLeft { insets = insets.swappingHorizontal }
        let origin = Point(x: bounds.minX + insets.leading - offset.x, y: bounds.minY + insets.top - offset.y)
        context.asContainer(length: proposal) {
            content.place(at: origin, proposal: contentProposal(proposal))
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A scrollable view.
public struct ScrollView: View {
    public let node: ViewNode
    /// Several views sit in an implicit VStack whatever the axes (measured: swiftui-web
    /// `scroll/several-children`, a horizontal ScrollView stacks them vertically).
    public init(_ axes: Axis.Set = .vertical, offset: Point = .zero, @ViewBuilder content: () -> [ViewNode]) {
        let views = content()
        self.init(axes, offset: offset, content: views.count == 1 ? AnyView(views[0]) : VStack(children: views))
    }
    public init(_ axes: Axis.Set = .vertical, offset: Point = .zero, content: any View) {
        node = makeNode(ScrollViewLayout(axes: axes, offset: offset), children: [content.node])
    }
}

/// A List row: padded by the row inset on the leading and trailing edges and at least the minimum row
/// height tall, content leading-aligned, full width.
struct ListRowModifier: UnaryModifier {
    var name: String { "ListRow" }
    private func insets(_ context: LayoutContext) -> (Double, Double) {
        (context.environment.listRowInset, context.environment.listRowMinHeight)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (inset, minHeight) = insets(context)
        let child = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: nil))
        return Size(width: proposal.width ?? child.width + 2 * inset, height: max(minHeight, child.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (inset, _) = insets(context)
        let p = ProposedViewSize(width: max(0, bounds.width - 2 * inset), height: nil)
        let child = subviews[0].sizeThatFits(p)
        subviews[0].place(at: Point(x: bounds.minX + inset, y: bounds.midY - child.height / 2), proposal: p)
    }
}

/// A vertical scroll container of rows.
public struct List: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(rows: content()) }
    public init(rows: [any View]) {
        let stack = VStack(alignment: .leading, spacing: 0, children: rows.map { ModifiedContent($0, ListRowModifier()) })
        node = makeNode(ScrollViewLayout(axes: .vertical, offset: .zero, name: "List"), children: [stack.node])
    }
}
