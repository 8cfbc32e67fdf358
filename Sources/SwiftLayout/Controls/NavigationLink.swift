// NavigationLink: a button to a destination (the destination is not laid out here; it is the next
// screen's root). Measured:
// - Outside a List it is a button in the platform's automatic style. SW-mac `nav/basic` @6c0e726:
//   "Detail" 59 × 24 (its 13 pt label + 12 each side, 4 above and below, like `button/basic`), a Label
//   label 73.5 × 32, `.frame(maxWidth: .infinity)` 320 wide. On iOS 26 the automatic style is borderless:
//   the link is its label (Button.swift).
// - In a List row on iOS the row shows a trailing disclosure chevron and the link fills the row's content
//   width, its label leading in the rest. SW-ios `ios/nav/push` @33be500 (iPhone SE, iOS 26.0, 320 wide,
//   inset grouped list): the link is 256 × 24.5 at x = 32 (the whole row content width 320 − 2 × 32), as
//   tall as its 24.5 body label. The chevron's box and its gap after the label are not measured
//   (`NavigationMetrics.disclosureIndicator`, **assumed**; docs/PLATFORMS.md).
// - In a List row on macOS there is no chevron and no bezel: the link is its label. SW-mac `nav/list`
//   @6c0e726: "Apple" 35 × 16, "Banana" 45 × 16 at x = 16, like the Text row "Cherry" 41.5 × 16.

struct NavigationLinkLayout: LayoutComputer {
    var name: String { "NavigationLink" }
    var isModifier: Bool { false }

    /// The chevron's box and gap when the link is a List row's content on a platform that shows one.
    private func chevron(_ context: LayoutContext) -> (size: Size, spacing: Double)? {
        guard context.nodeEnvironment.list.inRow else { return nil }
        let nav = context.environment.platform.navigation
        return nav.disclosureIndicator.map { ($0, nav.disclosureIndicatorSpacing) }
    }
    private func labelProposal(_ proposal: ProposedViewSize, _ chevron: (size: Size, spacing: Double)) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - chevron.size.width - chevron.spacing) }, height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let label = subviews.first else { return .zero }
        if context.nodeEnvironment.list.inRow {
            guard let c = chevron(context) else { return label.sizeThatFits(proposal) }
            let s = label.sizeThatFits(labelProposal(proposal, c))
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? s.width + c.spacing + c.size.width
            return Size(width: width, height: max(s.height, c.size.height))
        }
        return ButtonLayout().sizeThatFits(proposal, subviews: subviews, context: context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let label = subviews.first else { return }
        if context.nodeEnvironment.list.inRow {
            guard let c = chevron(context) else { label.place(at: bounds.origin, proposal: proposal); return }
            let p = labelProposal(ProposedViewSize(width: bounds.width, height: proposal.height), c)
            let h = label.sizeThatFits(p).height
            label.place(at: Point(x: bounds.minX, y: bounds.minY + (bounds.height - h) / 2), proposal: p)
            return
        }
        ButtonLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        ButtonLayout().spacing(subviews: subviews, context: context)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard let label = subviews.first else { return nil }
        if context.nodeEnvironment.list.inRow {
            guard let c = chevron(context) else { return explicitValue(key, of: label.dimensions(in: proposal), at: Point(x: 0, y: 0)) }
            let d = label.dimensions(in: labelProposal(ProposedViewSize(width: size.width, height: proposal.height), c))
            return explicitValue(key, of: d, at: Point(x: 0, y: (size.height - d.height) / 2))
        }
        return ButtonLayout().explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }
}

/// A link to a destination in the enclosing NavigationStack: a title (a Text label) or any label view.
/// The destination (a view or a value) does not change this screen's layout.
public struct NavigationLink: View {
    public let label: ViewNode
    public init(_ title: String) { label = Text(title).node }
    public init(label: any View) { self.label = label.node }
    public var node: ViewNode { makeNode(NavigationLinkLayout(), children: [label]) }
}
