// TabView: shows its selected tab and a tab bar (`TabBarMetrics`, the platform profile's, docs/PLATFORMS.md
// "Tab views"): iOS puts the bar at the bottom, macOS a segmented bar at the top. The bar takes
// `tabBarHeight` from the tab view (the profile's, or the `tab_bar_height` parameter). The TabView takes its
// whole proposal. The selected tab is proposed the space beside the bar, gets the bar as safe area, and is
// a container for containerRelativeFrame whose length is the TabView's minus the bar (rules §15: the top
// safe area and the tab bar are subtracted — the TabView itself sits inside the top inset). Unselected
// tabs are not laid out: their frames are empty.
//
// Measured: SW-ios `ios/tabs/basic`, `ios/tabs/second` @b687eac and `ios/tabs/badges` @fd0864f (iOS 26.0,
// an iPhone SE simulator window without safe area): the selected tab's body Text is centred at y 292 in
// the 375 × 667 window, so the content area ends 83 above the window's bottom (swiftui-web's pixels: a
// 58 pt capsule 23 above the bottom; Docs/elements/iOS.md). SW-mac `tabview/basic`, `tabview/sized`
// @1ff5654 (macOS 26.2) and `tabview/tab-api` @fd0864f (macOS 26.6): the Text is centred 12 below the
// window's (or the framed tab view's) centre, under a segmented bar 24 tall at the top (swiftui-web's
// pixels, Docs/elements/TabView.md): the content area from 24 to the bottom, the whole width.

/// `.tabViewStyle(_:)`: `page` shows the selected tab as a page filling the whole tab view, with no bar (its
/// index dots are drawn over the page: SW-ios `ios/tabs/page` @fd0864f, a 120 × 80 page centred in the 375 ×
/// 667 window). SwiftUI offers the page style on iOS only; elsewhere it lays out the same (**assumed**).
/// `tabBarOnly` and `sidebarAdaptable` show the platform's bar, as `automatic` does (**assumed** on iPhone
/// and macOS; iPad's top bar and sidebar are not modelled).
public enum TabViewStyle: String, CaseIterable, Hashable, Sendable { case automatic, page, tabBarOnly, sidebarAdaptable }

/// `.tabItem(_:)`: the tab's label in the tab bar (a trait, Views/ValueModifiers.swift).
enum TabItem: TraitKey { typealias Value = String; static let name = "TabItemModifier" }

/// Where a platform's TabView shows its bar and how much it takes from the content.
public struct TabBarMetrics: Hashable, Sendable {
    public enum Edge: String, Hashable, Sendable { case top, bottom }
    /// The edge the bar is on.
    public var edge: Edge
    /// What the bar takes from the tab view on that edge (the `tab_bar_height` parameter replaces it).
    public var height: Double

    /// iOS 26: 83 at the bottom (SW-ios `ios/tabs/basic`: the content ends 83 above the window's bottom; the
    /// floating bar is 58 tall, 23 above it). Measured without a bottom safe area; above a bottom inset
    /// (a home indicator) the 83 is **assumed** to start at the inset, as the classic bar does.
    public static let iOS26 = TabBarMetrics(edge: .bottom, height: 83)
    /// iOS 17: UIKit's classic 49 pt bar above the bottom inset (**assumed**: not measured here).
    public static let iOS17 = TabBarMetrics(edge: .bottom, height: 49)
    /// macOS 26: the segmented bar at the top, 24 tall, the content area below it (SW-mac `tabview/basic`,
    /// `tabview/sized`: the content centred 12 below the tab view's centre; the bar's 24 from swiftui-web's
    /// pixels). The recordings fix only the area's centre; that it spans the whole width and reaches the
    /// bottom (no inset of the bordered box around it) is swiftui-web's reading, **assumed**.
    public static let macOS26 = TabBarMetrics(edge: .top, height: 24)
}

struct TabViewLayout: LayoutComputer {
    let selection: Int
    /// Per tab: its content hides the tab bar (`.toolbar(.hidden, for: .tabBar)`, also inside its navigation
    /// stack): the content takes the bar's space too.
    var barHidden: [Bool] = []
    var name: String { "TabView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func contentProposal(_ p: ProposedViewSize, _ bar: Double) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar) })
    }
    /// What the bar takes: nothing in the page style.
    private func barHeight(_ context: LayoutContext) -> Double {
        context.controls.tabViewStyle == .page || (selection < barHidden.count && barHidden[selection]) ? 0
            : context.environment.tabBarHeight
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let bar = barHeight(context)
        let tabs = subviews.count - 1
        guard tabs > 0, selection < tabs else { return proposal.replacingUnspecifiedDimensions(by: Size(0, bar)) }
        let p = contentProposal(proposal, bar)
        let content = context.asContainer(length: p) { subviews[selection].sizeThatFits(p) }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let bar = min(barHeight(context), bounds.height)
        let top = context.environment.platform.tabBar.edge == .top
        let barRect = Rect(x: bounds.minX, y: top ? bounds.minY : bounds.maxY - bar, width: bounds.width, height: bar)
        subviews[subviews.count - 1].place(at: barRect.origin, proposal: ProposedViewSize(barRect.size))
        let tabs = subviews.count - 1
        guard tabs > 0, selection < tabs else { return }
        let content = Rect(x: bounds.minX, y: top ? bounds.minY + bar : bounds.minY, width: bounds.width,
                           height: bounds.height - bar)
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
        // `.toolbar(.hidden, for: .tabBar)` anywhere in a tab, its navigation stacks included.
        let hidden = nodes.map { tab -> Bool in
            var stack = [tab]
            while let n = stack.popLast() {
                if let v = n.layout(as: Trait<TabBarHidden>.self)?.value { return v }
                if n.layout(as: TabViewLayout.self) != nil { continue }
                stack.append(contentsOf: n.children.reversed())
            }
            return false
        }
        node = makeNode(TabViewLayout(selection: max(0, selection), barHidden: hidden), children: nodes + [bar])
    }
}

extension View {
    /// The style of the TabViews inside (`page`: no bar, the tab fills the tab view).
    public func tabViewStyle(_ style: TabViewStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.tabViewStyle = style }) }
    /// This tab's label in the enclosing TabView's bar.
    public func tabItem(_ title: String) -> ModifiedContent { ModifiedContent(self, Trait<TabItem>(value: title)) }
}
