// GroupBox and DisclosureGroup (docs/PLATFORMS.md, "GroupBox and DisclosureGroup"). Measured on macOS 26
// (swiftui-web `groupbox/basic`, `disclosure/basic`; fixtures cnt2_groupbox_macos,
// cnt2_disclosure_group_macos):
//
// - GroupBox: the label, in the subheadline style ("Custom" 40.5 wide: 11 pt, on a 16 pt line), on top, `labelLeading` (10) in from the leading edge; `labelSpacing` (3) below it
//   the box, which insets its content `contentInset` (5) on every side. The box is as wide as the widest
//   of label + 10 and content + 10, the content proposed the proposal less 10 (a maxWidth: .infinity
//   content fills it). Without a label the box alone: content + 10 each way. Nested boxes repeat this.
// - DisclosureGroup: fills the proposed width. Its row is the label `rowPadding` (4) below the top and
//   above the bottom, `labelLeading` (11.5) in (the disclosure triangle's room); expanded, the content
//   follows directly below the row, proposed the whole width and centred across it; collapsed, the row
//   alone. Nested groups are not indented. Several content views stack like a VStack.
//
// In a row of a list style with `bareGroupBox` (the macOS grouped form) the box is its label over its
// content, 3 apart, with no leading inset and no content inset (SW-mac `form/grouped` @49c51a9: "Box" over
// "Boxed" 37.5 × 35, the text at the row's content edge).
//
// No iOS recording has a GroupBox or a DisclosureGroup: the iOS profiles use the macOS numbers
// (**assumed**; iOS draws both differently).

/// A platform's GroupBox and DisclosureGroup numbers (points).
public struct GroupingMetrics: Hashable, Sendable {
    public var groupBoxLabelLeading: Double
    public var groupBoxLabelSpacing: Double
    public var groupBoxContentInset: Double
    public var disclosureLabelLeading: Double
    public var disclosureRowPadding: Double

    /// macOS 26 (SW-mac `groupbox/basic`: the untitled box 89.5 × 26 around a 79.5 × 16 text at +5, +5;
    /// the titled one 72 × 69.5 with its content at +5, +24 = 16 + 3 + 5; the label "Custom" 72.5 wide
    /// at +10 in an 82.5 wide box. `disclosure/basic`: rows 24 tall around 16 pt labels, 32 around a 24 pt
    /// Label placed at +11.5, +4; expanded content directly below the row, centred).
    public static let macOS26 = GroupingMetrics(groupBoxLabelLeading: 10, groupBoxLabelSpacing: 3, groupBoxContentInset: 5,
                                                disclosureLabelLeading: 11.5, disclosureRowPadding: 4)
    /// iOS: not measured; the macOS numbers (**assumed**).
    public static let iOS26 = macOS26
}

/// The GroupBox numbers in effect at `context`: the platform's, or the bare box in a grouped-form row.
private func groupBoxMetrics(_ context: LayoutContext) -> GroupingMetrics {
    var m = context.environment.platform.grouping
    if context.nodeEnvironment.list.inRow, listMetrics(context).bareGroupBox {
        m.groupBoxLabelLeading = 0; m.groupBoxContentInset = 0
    }
    return m
}

/// GroupBox: [label?, content] (the content a VStack of the box's views).
struct GroupBoxLayout: LayoutComputer {
    let hasLabel: Bool
    var name: String { "GroupBox" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func parts(_ proposal: ProposedViewSize, _ subviews: Subviews, _ m: GroupingMetrics)
        -> (label: Size, labelBlock: Double, content: Size) {
        let inset = 2 * m.groupBoxContentInset
        var label = Size(0, 0), block = 0.0
        if hasLabel {
            label = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - m.groupBoxLabelLeading) }, height: nil))
            block = label.height + m.groupBoxLabelSpacing
        }
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - inset) },
                                     height: proposal.height.map { max(0, $0 - inset - block) })
        return (label, block, subviews[subviews.count - 1].sizeThatFits(inner))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let m = groupBoxMetrics(context)
        let (label, block, content) = parts(proposal, subviews, m)
        let inset = 2 * m.groupBoxContentInset
        return Size(max(hasLabel ? label.width + m.groupBoxLabelLeading : 0, content.width + inset), block + content.height + inset)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        let m = groupBoxMetrics(context)
        let (label, block, _) = parts(proposal, subviews, m)
        if hasLabel {
            subviews[0].place(at: Point(bounds.minX + m.groupBoxLabelLeading, bounds.minY),
                              proposal: ProposedViewSize(width: label.width, height: label.height))
        }
        let inset = m.groupBoxContentInset
        subviews[subviews.count - 1].place(at: Point(bounds.minX + inset, bounds.minY + block + inset),
                                           proposal: ProposedViewSize(width: max(0, bounds.width - 2 * inset),
                                                                      height: max(0, bounds.height - block - 2 * inset)))
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// DisclosureGroup: [label, content?] (the content a VStack of its views, present when expanded).
struct DisclosureGroupLayout: LayoutComputer {
    let isExpanded: Bool
    var name: String { "DisclosureGroup" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func parts(_ proposal: ProposedViewSize, _ subviews: Subviews, _ m: GroupingMetrics) -> (label: Size, row: Double, content: Size?) {
        let label = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - m.disclosureLabelLeading) }, height: nil))
        let row = label.height + 2 * m.disclosureRowPadding
        guard subviews.count > 1 else { return (label, row, nil) }
        let content = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - row) }))
        return (label, row, content)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let m = context.environment.platform.grouping
        let (label, row, content) = parts(proposal, subviews, m)
        let ideal = max(label.width + m.disclosureLabelLeading, content?.width ?? 0)
        return Size(proposal.width ?? ideal, row + (content?.height ?? 0))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        let m = context.environment.platform.grouping
        let (label, row, _) = parts(ProposedViewSize(width: bounds.width, height: bounds.height), subviews, m)
        subviews[0].place(at: Point(bounds.minX + m.disclosureLabelLeading, bounds.minY + m.disclosureRowPadding),
                          proposal: ProposedViewSize(width: label.width, height: label.height))
        if subviews.count > 1 {
            subviews[1].place(at: Point(bounds.midX, bounds.minY + row), anchor: UnitPoint(x: 0.5, y: 0),
                              proposal: ProposedViewSize(width: bounds.width, height: max(0, bounds.height - row)))
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A box around views, with an optional label above it (SwiftUI's `GroupBox`).
public struct GroupBox: View {
    public let node: ViewNode
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) { self.init(label: Text(title), children: content()) }
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(label: nil, children: content()) }
    public init(label: (any View)?, children: [any View]) {
        let content = VStack(children: children).node
        let styled = label.map { $0.font(.subheadline).node }   // 11 pt on a 16 pt line on macOS
        node = makeNode(GroupBoxLayout(hasLabel: label != nil), children: (styled.map { [$0] } ?? []) + [content])
    }
}

/// A label with a disclosure triangle and, when expanded, its views below (SwiftUI's `DisclosureGroup`).
public struct DisclosureGroup: View {
    public let node: ViewNode
    public init(_ title: String, isExpanded: Bool = false, @ViewBuilder content: () -> [ViewNode]) {
        self.init(label: Text(title), isExpanded: isExpanded, children: content())
    }
    public init(label: any View, isExpanded: Bool = false, children: [any View]) {
        let content: [ViewNode] = isExpanded ? [VStack(children: children).node] : []
        node = makeNode(DisclosureGroupLayout(isExpanded: isExpanded), children: [label.node] + content)
    }
}
