// NavigationSplitView. Regular width (macOS, an iPad): a sidebar, an optional content column and the detail,
// left to right. The sidebar is `NavigationMetrics.splitSidebarWidth` wide (or the split_sidebar_width
// parameter), the content column `splitContentWidth` (split_content_width), unless the column's root sets
// `.navigationSplitViewColumnWidth(_:)` (that width) or `(min:ideal:max:)` (the ideal clamped to min … max;
// on the detail column it is ignored: the detail takes the rest); each column's view is centred in it, as the
// window centres its root. Where the platform draws bars (iOS) each column has an inline navigation bar and
// is a container whose length is the column minus that bar (rules §15).
//
// macOS 26 (SW-mac `splitview/*` @4ce0680; swiftui-web Docs/elements/NavigationSplitView.md @962f5e9): the
// sidebar is a floating panel inset `splitSidebarInset` (8) from the window's top, leading and bottom edges,
// 140 wide by default (`width(150)`: 150, `width(min: 100, ideal: 120, max: 200)`: 120), and the next column
// starts at the panel's trailing edge; a content column is 200 wide by default (`ideal: 160`: 160), full
// height, followed by a 1 pt divider (`splitColumnDivider`); the detail takes the rest, its view centred
// ("Detail" centred in 309…640 after a 160 content column). A List in the sidebar takes the sidebar list
// style unless one is set (SwiftUI's default there); a List in the content column keeps its own.
//
// `columnVisibility` (NavigationSplitViewVisibility, Apple's documentation): `.detailOnly` hides the leading
// columns, the detail takes the whole width; `.doubleColumn` hides the sidebar of a three-column view (a
// two-column one shows both); `.all` and `.automatic` show every column. SW-mac `splitview/visibility`
// records a collapsed sidebar's stale frame in its offscreen window (swiftui-web: the window keeps the
// frame and the detail's place); its collapsed states are written with the split view's own probe only.
//
// Compact width (an iPhone in portrait, `LayoutEnvironment.isHorizontallyCompact`): the split view collapses
// into a single navigation stack (Apple's `NavigationSplitViewColumn`: "collapses into a single stack … on
// iPhone") showing `preferredCompactColumn` — the sidebar unless told — as a NavigationStack's root, with
// its title, bar and search field; the other columns are not laid out (**assumed**: no iPhone recording).

/// A column of a NavigationSplitView (`preferredCompactColumn`).
public enum NavigationSplitViewColumn: String, CaseIterable, Hashable, Sendable { case sidebar, content, detail }

/// Which columns a NavigationSplitView shows in a regular width (`columnVisibility`).
public enum NavigationSplitViewVisibility: String, CaseIterable, Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }

/// `.navigationSplitViewColumnWidth(_:)` (min = ideal = max) or `(min:ideal:max:)` on a column's root.
public struct SplitColumnWidth: Hashable, Sendable {
    public var min: Double?
    public var ideal: Double
    public var max: Double?
    public init(min: Double? = nil, ideal: Double, max: Double? = nil) { self.min = min; self.ideal = ideal; self.max = max }
    /// The width the column takes: the ideal within min … max.
    var width: Double { Swift.min(Swift.max(ideal, min ?? 0), max ?? .infinity) }
}
enum SplitColumnWidthKey: TraitKey { typealias Value = SplitColumnWidth; static let name = "NavigationSplitViewColumnWidthModifier" }

struct NavigationSplitViewLayout: LayoutComputer {
    /// The columns' count (2 or 3); the children are the columns, then the collapsed stack's bar and the
    /// toolbar item views of its root (laid out only collapsed).
    let columnCount: Int
    /// The widths the sidebar and the content column's roots ask for.
    let requested: [SplitColumnWidth?]
    let visibility: NavigationSplitViewVisibility
    /// The stack the view collapses to in a compact width, around column `compactColumn`.
    let collapsed: NavigationStackLayout
    let compactColumn: Int
    var name: String { "NavigationSplitView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }
    /// A large title over the collapsed stack's root takes its list's top inset, as in a NavigationStack.
    var updatesEnvironment: Bool { collapsed.updatesEnvironment }
    func updateEnvironment(_ environment: inout NodeEnvironment) { collapsed.updateEnvironment(&environment) }

    private func isCompact(_ context: LayoutContext) -> Bool { context.environment.isHorizontallyCompact }

    /// The indices of the columns shown in a regular width.
    private func shown() -> [Int] {
        switch visibility {
        case .detailOnly: return [columnCount - 1]
        case .doubleColumn: return columnCount == 3 ? [1, 2] : [0, 1]
        case .automatic, .all: return Array(0..<columnCount)
        }
    }
    /// Each shown column's index and width in a split view `total` wide (the detail takes the rest; a
    /// sidebar's includes its panel's inset, a content column's its divider).
    private func widths(_ total: Double, _ env: LayoutEnvironment) -> [(Int, Double)] {
        let nav = env.platform.navigation
        var out: [(Int, Double)] = []
        var left = total
        for k in shown() {
            if k == columnCount - 1 { out.append((k, max(0, left))); break }
            let w: Double
            if k == 0 { w = (requested[0]?.width ?? env.splitSidebarWidth) + nav.splitSidebarInset }
            else { w = (requested.count > 1 ? requested[1]?.width : nil).map { $0 } ?? env.splitContentWidth }
            let take = min(w + (k == 1 ? nav.splitColumnDivider : 0), max(0, left))
            out.append((k, take)); left -= take
        }
        return out
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if isCompact(context) { return collapsed.size(proposal, content: subviews[compactColumn], context: context) }
        let env = context.environment
        let total = proposal.width ?? (env.splitSidebarWidth + (columnCount == 3 ? env.splitContentWidth : 0) + 320)
        let height = proposal.height ?? 0
        // Measure each column so that its content is known to the cache; the split view fills its proposal.
        for c in columns(Rect(x: 0, y: 0, width: total, height: height), env) {
            let p = ProposedViewSize(width: c.content.width, height: proposal.height == nil ? nil : c.content.height)
            _ = context.asContainer(length: p) { subviews[c.index].sizeThatFits(p) }
        }
        return Size(width: total, height: height)
    }
    /// Each shown column's content rectangle in `bounds` (under the platform's bar, if it draws one; the
    /// sidebar inside its panel's inset; a content column before its divider) and the unsafe area its view
    /// may extend into (the bar's, not the inset).
    private func columns(_ bounds: Rect, _ env: LayoutEnvironment) -> [(index: Int, content: Rect, unsafe: Rect)] {
        let nav = env.platform.navigation
        let bar = min(nav.showsBar ? env.navigationBarHeight : 0, bounds.height)
        var x = bounds.minX
        return widths(bounds.width, env).map { k, w in
            defer { x += w }
            let inset = k == 0 ? min(nav.splitSidebarInset, w, bounds.height / 2) : 0
            let divider = k == 1 && k != columnCount - 1 ? min(nav.splitColumnDivider, w) : 0
            let content = Rect(x: x + inset, y: bounds.minY + bar + inset, width: max(0, w - inset - divider),
                               height: max(0, bounds.height - bar - 2 * inset))
            return (k, content, Rect(x: content.minX, y: bounds.minY + inset, width: content.width,
                                     height: max(0, bounds.height - 2 * inset)))
        }
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        if isCompact(context) {
            collapsed.place(in: bounds, proposal: proposal, content: subviews[compactColumn], bar: subviews[columnCount],
                            items: Array(subviews.dropFirst(columnCount + 1)), context: context)
            return
        }
        for c in columns(bounds, context.environment) {
            let p = ProposedViewSize(c.content.size)
            // Right to left the sidebar is on the right (`place` mirrors the column; its region is a
            // screen rectangle, flipped here: rules §23).
            var region = SafeAreaRegion.container(safe: c.content, unsafe: c.unsafe)
            if context.isRightToLeft {
                region = .container(safe: region.safe.mirrored(in: bounds), unsafe: region.unsafe.mirrored(in: bounds))
            }
            context.asContainer(length: p) {
                context.withRegions([region]) {
                    subviews[c.index].place(at: Point(x: c.content.midX, y: c.content.midY), anchor: .center, proposal: p)
                }
            }
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// Two or three columns side by side; a single stack in a compact width.
public struct NavigationSplitView: View {
    public let node: ViewNode
    public init(sidebar: any View, content: (any View)? = nil, detail: any View,
                columnVisibility: NavigationSplitViewVisibility = .automatic,
                preferredCompactColumn: NavigationSplitViewColumn = .sidebar) {
        // A List in the sidebar takes the sidebar style where none is set.
        let side = ModifiedContent(sidebar, EnvironmentWriter(name: "SidebarListStyle") {
            if $0.list.style == .automatic { $0.list.style = .sidebar }
        })
        let columns = [side.node] + (content.map { [$0.node] } ?? []) + [detail.node]
        func width(_ node: ViewNode) -> SplitColumnWidth? {
            firstPreference(in: node) { $0.layout(as: Trait<SplitColumnWidthKey>.self)?.value }
        }
        let requested = [width(sidebar.node)] + (content.map { [width($0.node)] } ?? [])
        let compact: Int
        switch preferredCompactColumn {
        case .sidebar: compact = 0
        case .content: compact = content == nil ? columns.count - 1 : 1
        case .detail: compact = columns.count - 1
        }
        let (stack, bar, items) = NavigationStackLayout.make(for: columns[compact])
        node = makeNode(NavigationSplitViewLayout(columnCount: columns.count, requested: requested, visibility: columnVisibility,
                                                  collapsed: stack, compactColumn: compact),
                        children: columns + [bar] + items)
    }
}

extension View {
    /// `.navigationSplitViewColumnWidth(_:)`: the column whose root this is takes `width`.
    public func navigationSplitViewColumnWidth(_ width: Double) -> ModifiedContent {
        ModifiedContent(self, Trait<SplitColumnWidthKey>(value: SplitColumnWidth(min: width, ideal: width, max: width)))
    }
    /// `.navigationSplitViewColumnWidth(min:ideal:max:)`: the column takes the ideal within min … max.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> ModifiedContent {
        ModifiedContent(self, Trait<SplitColumnWidthKey>(value: SplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}
