// TabView: shows its selected tab above a tab bar (tab_bar_height, 49 by default, not confirmed by a
// measurement). It takes its whole proposal. The selected tab is proposed the space above the bar, gets
// the bar as safe area, and is a container for containerRelativeFrame whose length is the TabView's
// minus the bar (rules §15: the top safe area and the tab bar are subtracted — the TabView itself sits
// inside the top inset). Unselected tabs are not laid out: their frames are empty.

/// `.tabItem(_:)`: the tab's label in the tab bar (a trait, Views/ValueModifiers.swift).
enum TabItem: TraitKey { typealias Value = String; static let name = "TabItemModifier" }

struct TabViewLayout: LayoutComputer {
    let selection: Int
    var name: String { "TabView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func contentProposal(_ p: ProposedViewSize, _ bar: Double) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar) })
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let bar = context.environment.tabBarHeight
        let tabs = subviews.count - 1
        guard tabs > 0, selection < tabs else { return proposal.replacingUnspecifiedDimensions(by: Size(0, bar)) }
        let p = contentProposal(proposal, bar)
        let content = context.asContainer(length: p) { subviews[selection].sizeThatFits(p) }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let bar = min(context.environment.tabBarHeight, bounds.height)
        let barRect = Rect(x: bounds.minX, y: bounds.maxY - bar, width: bounds.width, height: bar)
        subviews[subviews.count - 1].place(at: barRect.origin, proposal: ProposedViewSize(barRect.size))
        let tabs = subviews.count - 1
        guard tabs > 0, selection < tabs else { return }
        let content = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - bar)
        let p = ProposedViewSize(content.size)
        context.asContainer(length: p) {
            context.withRegions([.container(safe: content, unsafe: bounds)]) {
                subviews[selection].place(at: Point(x: content.midX, y: content.midY), anchor: .center, proposal: p)
            }
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// Tabs with a tab bar; `selection` is the index of the tab shown.
public struct TabView: View {
    public let node: ViewNode
    public init(selection: Int = 0, @ViewBuilder content: () -> [ViewNode]) { self.init(selection: selection, tabs: content()) }
    public init(selection: Int = 0, tabs: [any View]) {
        let nodes = tabs.map(\.node)
        let labels = nodes.enumerated().map { k, tab in
            firstPreference(in: tab) { $0.layout(as: Trait<TabItem>.self)?.value } ?? "Tab \(k + 1)"
        }
        let bar = makeNode(BarLayout(name: "TabBar", label: labels.joined(separator: "\t")))
        node = makeNode(TabViewLayout(selection: max(0, selection)), children: nodes + [bar])
    }
}

extension View {
    /// This tab's label in the enclosing TabView's bar.
    public func tabItem(_ title: String) -> ModifiedContent { ModifiedContent(self, Trait<TabItem>(value: title)) }
}
