// Group, EmptyView and Section: views that are not containers. Inside a container (a stack, a grid, a
// List, ViewThatFits, AnyLayout) a Group's views become the container's own children, and modifiers on
// the Group apply to each of them (measured: swiftui-web `layout/group-modifier`, fixture
// sw_layout_group_modifier: `Group { red; blue }.frame(width: 50, height: 50).padding(5)` in an HStack
// gives two 60 pt wide padded frames). An EmptyView is a Group of nothing: in a container it adds no
// child and no spacing. A Section is its header, its views and its footer, in that order (measured:
// swiftui-web `lazy/stacks`, fixture sw_lazy_stacks: in a LazyVStack the header Text and the rows are
// centred children of the stack). Outside a container a Group lays its views out over each other, like
// ForEach (SwiftUI's default root layout); an EmptyView is 0 × 0.

/// The layout of a Group, an EmptyView or a Section outside a container.
struct GroupLayout: LayoutComputer {
    enum Kind: Sendable { case group, empty, section }
    let kind: Kind
    var name: String { kind == .group ? "Group" : kind == .empty ? "EmptyView" : "Section" }
    var isModifier: Bool { false }
    private var stack: ZStackLayoutComputer { ZStackLayoutComputer(alignment: .center, name: name) }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        stack.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        subviews.isEmpty ? .none : stack.spacing(subviews: subviews, context: context)
    }
}

/// Marks a Section's header or footer (a LazyVGrid gives it a line of its own across the grid).
struct SectionSupplementModifier: UnaryModifier {
    let isHeader: Bool
    var name: String { isHeader ? "SectionHeader" : "SectionFooter" }
}

/// Marks the first view of a Section without a header (a LazyVGrid starts a new line there).
struct SectionStartModifier: UnaryModifier {
    var name: String { "SectionStart" }
}

/// `nodes` with every Group, EmptyView and Section — also under modifiers — replaced by its views, each
/// wrapped in the modifiers that were on the Group (with their ids and secondary views).
package func expandGroups(_ nodes: [ViewNode]) -> [ViewNode] {
    guard nodes.contains(where: isGroup) else { return nodes }
    return nodes.flatMap { expandedGroup($0) ?? [$0] }
}

/// Whether `node` is a Group (possibly modified): `expandedGroup` without making anything (every
/// container's children are checked, so this is one walk down the modifiers per child, no allocation).
private func isGroup(_ node: ViewNode) -> Bool {
    var base = node
    while base.isModifier, let content = base.firstChild { base = content }
    return base.layout(as: GroupLayout.self) != nil
}

/// The views `node` stands for if it is a Group (possibly modified), else nil.
private func expandedGroup(_ node: ViewNode) -> [ViewNode]? {
    var chain: [ViewNode] = []
    var base = node
    while base.isModifier, let content = base.firstChild { chain.append(base); base = content }
    guard base.layout(as: GroupLayout.self) != nil else { return nil }
    return expandGroups(base.children).map { view in
        var out = view
        for modifier in chain.reversed() { out = modifier.copy(children: [out] + modifier.children.dropFirst(), id: modifier.id) }
        return out
    }
}

/// Views that a container takes as its own children; modifiers apply to each.
public struct Group: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(children: content()) }
    public init(children: [any View]) { node = makeNode(GroupLayout(kind: .group), children: children.map(\.node)) }
}

/// No view: in a container it adds no child; elsewhere it is 0 × 0.
public struct EmptyView: View {
    public let node: ViewNode
    public init() { node = makeNode(GroupLayout(kind: .empty)) }
}

/// A header, views and a footer that a container takes as its own children. In a LazyVGrid the header
/// and the footer each take a line across the grid and the views start a new line.
public struct Section: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(header: nil, footer: nil, children: content()) }
    public init(header: (any View)?, footer: (any View)? = nil, children: [any View]) {
        var views: [ViewNode] = []
        if let header { views.append(makeNode(SectionSupplementModifier(isHeader: true), children: [header.node])) }
        var rows = expandGroups(children.map(\.node))
        if header == nil, !rows.isEmpty { rows[0] = makeNode(SectionStartModifier(), children: [rows[0]]) }
        views += rows
        if let footer { views.append(makeNode(SectionSupplementModifier(isHeader: false), children: [footer.node])) }
        node = makeNode(GroupLayout(kind: .section), children: views)
    }
}
