// Menu: a pull-down button around its label. Its items open in a separate window and take no space in
// the layout (they are not laid out here). `ControlMetrics`:
// - macOS (SW-mac `menu/basic`): the label + `menuExtraWidth` 47.5, `menuHeight` 24 tall (the label
//   centred): "Options" 47.5 → 95, a Text("Custom") label 47 → 94.5, `.menuStyle(.button)` the same
//   (29.5 → 77); `.menuIndicator(.hidden)` the label + 24 ("Hidden" 43.5 → 67.5); with a primary action
//   the label + 45 ("Primary", recorded 46.5 wide at 13 pt, → 91.5). The label's leading inset inside the chrome is not measured:
//   `menuLabelInset` 8 (**assumed**).
// - iOS 26 (SW-ios `ios/menu/basic`): its label in the body font and nothing else ("Options" 60 × 24.5,
//   the indicator and the button style change nothing), lining up on the baseline like the label.
// Spacing: like a borderless button on iOS (its label's above, a plain view's below), a plain view's on macOS.

public enum MenuIndicatorVisibility: String, CaseIterable, Hashable, Sendable { case automatic, visible, hidden }

struct MenuLayout: LayoutComputer {
    let primaryAction: Bool
    var name: String { "Menu" }
    var isModifier: Bool { false }

    private func extra(_ context: LayoutContext) -> Double {
        let m = context.metrics
        if context.controls.menuIndicator == .hidden { return m.menu.menuHiddenIndicatorExtraWidth }
        return primaryAction ? m.menu.menuPrimaryActionExtraWidth : m.menu.menuExtraWidth
    }
    private func labelProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - extra(context)) }, height: nil)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let s = subviews.first?.sizeThatFits(labelProposal(proposal, context)) ?? .zero
        return Size(width: s.width + extra(context), height: max(s.height, context.metrics.menu.menuHeight))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let label = subviews.first else { return }
        let p = labelProposal(proposal, context)
        let s = label.sizeThatFits(p)
        let inset = extra(context) > 0 ? context.metrics.menu.menuLabelInset : 0
        label.place(at: Point(x: bounds.minX + inset, y: bounds.midY - s.height / 2), proposal: p)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        context.metrics.menu.menuExtraWidth == 0 ? borderlessButtonSpacing(subviews) : .plain
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard let label = subviews.first else { return nil }
        let p = labelProposal(proposal, context)
        let inset = extra(context) > 0 ? context.metrics.menu.menuLabelInset : 0
        return labelGuide(key, subviews, proposal: p, at: Point(x: inset, y: (size.height - label.sizeThatFits(p).height) / 2))
    }
}

/// A pull-down menu button: a title (a Text label) or any label view. The menu's items are not laid out.
public struct Menu: View {
    public let label: ViewNode
    public let primaryAction: Bool
    public init(_ title: String, primaryAction: Bool = false) { label = Text(title).node; self.primaryAction = primaryAction }
    public init(primaryAction: Bool = false, label: any View) { self.label = label.node; self.primaryAction = primaryAction }
    public var node: ViewNode { makeNode(MenuLayout(primaryAction: primaryAction), children: [label]) }
}
