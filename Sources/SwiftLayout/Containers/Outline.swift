// OutlineGroup, `List(_:children:)` and DisclosureGroups in a List: outline rows. Apple's `OutlineGroup`
// documentation: outside a List an outline group is a DisclosureGroup for each element that has children
// (its label the element's view, its content the children's outline) and the element's view for a leaf;
// nothing is expanded until the user expands it. In a List each disclosure group is rows: its label, then
// — expanded — its views one level deeper; the group's modifiers and name go to those rows as a Group's do
// (SW-mac `list/outline` @8d46be3: the probe on an expanded DisclosureGroup reports its last view, "Banana").
// A List with outline rows indents every row's content by the disclosure triangle's room, and each level
// further (`ListMetrics.outlineIndicator`, `outlineIndent`: macOS 9 and 13, measured there: "Fruits",
// "Vegetables" and "Water" of a collapsed `List(tree, children: \.children)` at x 25, 24 apart from 14 down,
// where a plain inset row is at 16; an expanded DisclosureGroup's views at 38, a plain row beside it at 25).

/// One element of an outline: its view and, unless it is a leaf, its children (nil: a leaf; an empty list: a
/// parent with no children yet, which still shows a disclosure triangle).
public struct OutlineItem: Sendable {
    public let content: ViewNode
    public let children: [OutlineItem]?
    /// Expanded (SwiftUI's outline groups start collapsed; a user's expansion is this state).
    public let isExpanded: Bool
    public init(_ content: any View, children: [OutlineItem]? = nil, isExpanded: Bool = false) {
        self.content = content.node; self.children = children; self.isExpanded = isExpanded
    }
    /// The view this element is outside a List: its view, or a DisclosureGroup of it over its children.
    var view: ViewNode {
        guard let children else { return content }
        return DisclosureGroup(label: content, isExpanded: isExpanded, children: children.map(\.view)).node
    }
}

/// `OutlineGroup(data, children: \.children) { element in … }`: the items' views, each with children as a
/// DisclosureGroup (collapsed unless expanded); in a container its views are the container's children, as
/// a ForEach's are.
public struct OutlineGroup: View {
    public let node: ViewNode
    public init(items: [OutlineItem]) {
        node = makeNode(GroupLayout(kind: .forEach), children: items.map(\.view))
    }
}

extension List {
    /// `List(data, children: \.children) { element in … }`: a List of an outline group.
    public init(outline items: [OutlineItem]) { self.init(rows: [OutlineGroup(items: items)]) }
}

/// The DisclosureGroup under `node`'s modifiers (with those modifiers, outermost first), if it is one.
private func disclosureGroup(_ node: ViewNode) -> (chain: [ViewNode], group: ViewNode)? {
    var chain: [ViewNode] = [], base = node
    while base.isModifier, let content = base.firstChild { chain.append(base); base = content }
    guard base.layout(as: DisclosureGroupLayout.self) != nil, base.childCount > 0 else { return nil }
    return (chain, base)
}

/// A List's rows with each DisclosureGroup (also under modifiers, also nested) replaced by outline rows: its
/// label at `level` and, expanded, its views one level deeper. Each row's outline level; nil for a row that
/// is in no outline.
func outlineRows(_ nodes: [ViewNode], level: Int? = nil) -> [(ViewNode, Int?)] {
    var out: [(ViewNode, Int?)] = []
    for node in expandGroups(nodes) {
        guard let (chain, group) = disclosureGroup(node) else { out.append((node, level)); continue }
        let own = level ?? 0
        let children = group.children
        // The expanded content is a VStack of the group's views (DisclosureGroup's node).
        let content = children.count > 1 ? children[1].children : []
        var rows: [(ViewNode, Int?)] = [(children[0], own)] + outlineRows(content, level: own + 1)
        // The group's modifiers and name go to its rows as a Group's would (the name to the last one).
        var wrapped = makeNode(GroupLayout(kind: .group), children: rows.map(\.0), id: group.id)
        for modifier in chain.reversed() { wrapped = modifier.copy(children: [wrapped] + modifier.children.dropFirst(), id: modifier.id) }
        let views = expandGroups([wrapped])
        if views.count == rows.count { for k in rows.indices { rows[k].0 = views[k] } }
        out += rows
    }
    return out
}
