// NavigationSplitView in its side-by-side (regular width) presentation: a sidebar, an optional middle
// column and the detail, left to right, with the sidebar width from the platform profile
// (`NavigationMetrics.splitSidebarWidth`, or the split_sidebar_width parameter) and the middle one from
// split_content_width (320), the detail taking the rest; each column's view is centred in it, as the
// window centres its root. Where the platform draws bars (iOS) each column has an inline navigation bar
// and is a container whose length is the column minus that bar (rules §15). On macOS 26 the sidebar is a
// floating panel inset `splitSidebarInset` (8) from the window's top, leading and bottom edges, 140 wide,
// and the detail column starts right after it (SW-mac `splitview/basic`, `splitview/sized` @d7405f3). A
// List in the sidebar takes the sidebar list style unless one is set (SwiftUI's default there). The
// collapsed single-column presentation of compact widths is not modelled.

struct NavigationSplitViewLayout: LayoutComputer {
    var name: String { "NavigationSplitView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func widths(_ total: Double, _ columns: Int, _ env: LayoutEnvironment) -> [Double] {
        var fixed = [env.splitSidebarWidth + env.platform.navigation.splitSidebarInset]
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
        for (k, c) in columns(Rect(x: 0, y: 0, width: total, height: height), subviews.count, env).enumerated() {
            let p = ProposedViewSize(width: c.content.width, height: proposal.height == nil ? nil : c.content.height)
            _ = context.asContainer(length: p) { subviews[k].sizeThatFits(p) }
        }
        return Size(width: total, height: height)
    }
    /// Each column's content rectangle in `bounds` (under the platform's bar, if it draws one; the sidebar
    /// inside its panel's inset) and the unsafe area its view may extend into (the bar's, not the inset).
    private func columns(_ bounds: Rect, _ count: Int, _ env: LayoutEnvironment) -> [(content: Rect, unsafe: Rect)] {
        let bar = min(env.platform.navigation.showsBar ? env.navigationBarHeight : 0, bounds.height)
        var x = bounds.minX
        return widths(bounds.width, count, env).enumerated().map { k, w in
            defer { x += w }
            let inset = k == 0 ? min(env.platform.navigation.splitSidebarInset, w, bounds.height / 2) : 0
            let content = Rect(x: x + inset, y: bounds.minY + bar + inset, width: max(0, w - inset),
                               height: max(0, bounds.height - bar - 2 * inset))
            return (content, Rect(x: content.minX, y: bounds.minY + inset, width: content.width,
                                  height: max(0, bounds.height - 2 * inset)))
        }
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        for (k, c) in columns(bounds, subviews.count, context.environment).enumerated() {
            let p = ProposedViewSize(c.content.size)
            // Right to left the sidebar is on the right (`place` mirrors the column; its region is a
            // screen rectangle, flipped here: rules §23).
            var region = SafeAreaRegion.container(safe: c.content, unsafe: c.unsafe)
            if context.isRightToLeft {
                region = .container(safe: region.safe.mirrored(in: bounds), unsafe: region.unsafe.mirrored(in: bounds))
            }
            context.asContainer(length: p) {
                context.withRegions([region]) {
                    subviews[k].place(at: Point(x: c.content.midX, y: c.content.midY), anchor: .center, proposal: p)
                }
            }
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// Two or three columns side by side.
public struct NavigationSplitView: View {
    public let node: ViewNode
    public init(sidebar: any View, content: (any View)? = nil, detail: any View) {
        // A List in the sidebar takes the sidebar style where none is set.
        let side = ModifiedContent(sidebar, EnvironmentWriter(name: "SidebarListStyle") {
            if $0.list.style == .automatic { $0.list.style = .sidebar }
        })
        let columns = [side.node] + (content.map { [$0.node] } ?? []) + [detail.node]
        node = makeNode(NavigationSplitViewLayout(), children: columns)
    }
}
