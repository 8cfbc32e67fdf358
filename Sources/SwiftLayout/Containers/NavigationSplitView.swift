// NavigationSplitView in its side-by-side (regular width) presentation: a sidebar, an optional middle
// column and the detail, left to right, with the sidebar and middle widths from the environment
// (split_sidebar_width, split_content_width: 320) and the detail taking the rest; each column's view is
// centred in it, as the window centres its root. Each column has an
// inline navigation bar and is a container whose length is the column minus that bar (rules §15). The
// collapsed single-column presentation of compact widths is not modelled.

struct NavigationSplitViewLayout: LayoutComputer {
    var name: String { "NavigationSplitView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func widths(_ total: Double, _ columns: Int, _ env: LayoutEnvironment) -> [Double] {
        var fixed = [env.splitSidebarWidth]
        if columns == 3 { fixed.append(env.splitContentWidth) }
        var out: [Double] = []
        var left = total
        for w in fixed { let take = min(w, max(0, left)); out.append(take); left -= take }
        out.append(max(0, left))
        return out
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let env = context.environment
        let total = proposal.width ?? (env.splitSidebarWidth + (subviews.count == 3 ? env.splitContentWidth : 0) + 320)
        let height = proposal.height ?? 0
        // Measure each column so that its content is known to the cache; the split view fills its proposal.
        for (k, w) in widths(total, subviews.count, env).enumerated() {
            let p = ProposedViewSize(width: w, height: proposal.height.map { max(0, $0 - env.navigationBarHeight) })
            _ = context.asContainer(length: p) { subviews[k].sizeThatFits(p) }
        }
        return Size(width: total, height: height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let env = context.environment
        var x = bounds.minX
        for (k, w) in widths(bounds.width, subviews.count, env).enumerated() {
            let bar = min(env.navigationBarHeight, bounds.height)
            let column = Rect(x: x, y: bounds.minY + bar, width: w, height: bounds.height - bar)
            let p = ProposedViewSize(column.size)
            // Right to left the sidebar is on the right (`place` mirrors the column; its region is a
            // screen rectangle, flipped here: rules §23).
            var region = SafeAreaRegion.container(safe: column, unsafe: Rect(x: x, y: bounds.minY, width: w, height: bounds.height))
            if context.isRightToLeft {
                region = .container(safe: region.safe.mirrored(in: bounds), unsafe: region.unsafe.mirrored(in: bounds))
            }
            context.asContainer(length: p) {
                context.withRegions([region]) {
                    subviews[k].place(at: Point(x: column.midX, y: column.midY), anchor: .center, proposal: p)
                }
            }
            x += w
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// Two or three columns side by side.
public struct NavigationSplitView: View {
    public let node: ViewNode
    public init(sidebar: any View, content: (any View)? = nil, detail: any View) {
        let columns = [sidebar.node] + (content.map { [$0.node] } ?? []) + [detail.node]
        node = makeNode(NavigationSplitViewLayout(), children: columns)
    }
}
