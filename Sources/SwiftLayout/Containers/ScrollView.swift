// ScrollView (rules §16) and List. A scroll view proposes nil to its content along its scroll axes and
// passes its proposal through across them; it takes the proposed length along a scroll axis and hugs
// its content across. Like SwiftUI's, it extends into the container safe area it touches and insets its
// content by that amount instead, so at offset 0 the content starts at the safe-area edge. It is a
// container for containerRelativeFrame, whose length is the scroll view's proposal (its safeAreaPadding
// and content margins already taken off). A scroll offset lays out a scrolled state, measured from the
// resting position that defaultScrollAnchor sets. The scroll options (contentMargins,
// defaultScrollAnchor, …) are environment values: Containers/ScrollViewOptions.swift.

struct ScrollViewLayout: LayoutComputer {
    let axes: Axis.Set
    /// How far the content is scrolled (content moves by −offset).
    let offset: Point
    var name: String = "ScrollView"
    /// ScrollView(showsIndicators:): kept for dumps, no layout effect.
    var showsIndicators = true
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    /// The content margins in effect (contentMargins, Containers/ScrollViewOptions.swift).
    private func margins(_ context: LayoutContext) -> EdgeInsets { context.nodeEnvironment.scroll.contentMargins }
    private func contentProposal(_ p: ProposedViewSize, _ m: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - m.leading - m.trailing) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - m.top - m.bottom) })
    }
    /// The container length (containerRelativeFrame): the proposal minus the content margins.
    private func containerLength(_ p: ProposedViewSize, _ m: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - m.leading - m.trailing) },
                         height: p.height.map { max(0, $0 - m.top - m.bottom) })
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let m = margins(context)
        let size = context.asContainer(length: containerLength(proposal, m)) { content.sizeThatFits(contentProposal(proposal, m)) }
        let width = size.width + m.leading + m.trailing, height = size.height + m.top + m.bottom
        return Size(width: axes.contains(.horizontal) ? proposal.width ?? width : width,
                    height: axes.contains(.vertical) ? proposal.height ?? height : height)
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
        var insets = SafeAreaRegion.insets(of: bounds, in: context.safeAreaRegions, kind: .container, skippingIgnored: true)
        // Right to left: the content starts at the trailing end of a wider content (`place` mirrors it);
        // the screen insets become leading/trailing ones (rules §23).
        if context.isRightToLeft { insets = insets.swappingHorizontal }
        let m = margins(context)
        let p = contentProposal(proposal, m)
        let scroll = context.nodeEnvironment.scroll
        // The resting position along each scroll axis (defaultScrollAnchor): anchor · (viewport − content),
        // by the .alignment anchor when the content is shorter, the .initialOffset anchor when longer.
        var rest = Point.zero
        if scroll.initialAnchor != nil || scroll.alignmentAnchor != nil {
            let size = content.sizeThatFits(p)
            let viewport = Size(width: bounds.width - insets.leading - insets.trailing - m.leading - m.trailing,
                                height: bounds.height - insets.top - insets.bottom - m.top - m.bottom)
            func shift(_ free: Double, _ unit: (UnitPoint) -> Double) -> Double {
                guard let anchor = free >= 0 ? scroll.alignmentAnchor : scroll.initialAnchor else { return 0 }
                return unit(anchor) * free
            }
            if axes.contains(.horizontal) { rest.x = shift(viewport.width - size.width, \.x) }
            if axes.contains(.vertical) { rest.y = shift(viewport.height - size.height, \.y) }
        }
        let origin = Point(x: bounds.minX + insets.leading + m.leading + rest.x - offset.x,
                           y: bounds.minY + insets.top + m.top + rest.y - offset.y)
        // The visible area, for pinned section views inside (Grids/PinnedViews.swift).
        let viewport = Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                            width: max(0, bounds.width - insets.leading - insets.trailing),
                            height: max(0, bounds.height - insets.top - insets.bottom))
        context.asContainer(length: containerLength(proposal, m)) {
            context.pass.withNamedSpace(ScrollViewport.spaceName, viewport) { content.place(at: origin, proposal: p) }
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A scrollable view.
public struct ScrollView: View {
    public let node: ViewNode
    /// Several views sit in an implicit VStack whatever the axes (measured: swiftui-web
    /// `scroll/several-children`, a horizontal ScrollView stacks them vertically).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, offset: Point = .zero,
                @ViewBuilder content: () -> [ViewNode]) {
        let views = content()
        self.init(axes, showsIndicators: showsIndicators, offset: offset,
                  content: views.count == 1 ? AnyView(views[0]) : VStack(children: views))
    }
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, offset: Point = .zero, content: any View) {
        node = makeNode(ScrollViewLayout(axes: axes, offset: offset, showsIndicators: showsIndicators), children: [content.node])
    }
}
