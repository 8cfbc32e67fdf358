// Group, EmptyView and Section: views that are not containers. Inside a container (a stack, a grid, a
// List, ViewThatFits, AnyLayout) a Group's views become the container's own children, and modifiers on
// the Group apply to each of them (measured: swiftui-web `layout/group-modifier`, fixture
// sw_layout_group_modifier: `Group { red; blue }.frame(width: 50, height: 50).padding(5)` in an HStack
// gives two 60 pt wide padded frames). An EmptyView is a Group of nothing: in a container it adds no
// child and no spacing. A Section is its header, its views and its footer, in that order (measured:
// swiftui-web `lazy/stacks`, fixture sw_lazy_stacks: in a LazyVStack the header Text and the rows are
// centred children of the stack). Outside a container a Group lays its views out over each other, like
// ForEach (SwiftUI's default root layout); an EmptyView is 0 × 0.
//
// A ForEach is the same kind of view: its views become the container's children and a modifier on it
// applies to each (measured: swiftui-web `foreach/modifier` @d7ce47e, fixture foreach_modifier_macos: a
// padded ForEach of two Texts is two 48 pt tall padded rows). Its `id:` names each element's view, as
// `.id(_:)` on it would (a view that has a name keeps it). A name on a Group, a Section or a ForEach, or on
// a modifier applied to one, names its last view: SwiftUI resolves a probe written under one id from each
// element to the last element (`foreach/modifier`: `paddedLast` is the second row's frame; `list/sections`
// @bd2e4d1: a probe on a Section reports its last row or its footer).

/// The layout of a Group, an EmptyView or a Section outside a container.
struct GroupLayout: LayoutComputer {
    /// The view's kind; its raw value is the name the node carries.
    enum Kind: String, Sendable { case group = "Group", empty = "EmptyView", section = "Section", forEach = "ForEach" }
    let kind: Kind
    var name: String { kind.rawValue }
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

/// Marks the last view of a Section without a footer (a List starts a new section after it).
struct SectionEndModifier: UnaryModifier {
    var name: String { "SectionEnd" }
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
    var views = expandGroups(base.children)
    guard !views.isEmpty else { return views }
    let last = views.count - 1
    // The group's own name goes to its last view (a wrapper keeps the view's own name, if it has one).
    if let id = base.id { views[last] = views[last].id == nil ? views[last].named(id) : makeNode(GroupNameModifier(), children: [views[last]], id: id) }
    return views.indices.map { k in
        var out = views[k]
        for modifier in chain.reversed() {
            out = modifier.copy(children: [out] + modifier.children.dropFirst(), id: k == last ? modifier.id : nil)
        }
        return out
    }
}

/// Carries the name of a Group, Section or ForEach on its last view when that view has a name of its own;
/// changes nothing else.
struct GroupNameModifier: UnaryModifier {
    var name: String { "IDView" }
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
        if let footer {
            views.append(makeNode(SectionSupplementModifier(isHeader: false), children: [footer.node]))
        } else if let last = views.indices.last {
            views[last] = makeNode(SectionEndModifier(), children: [views[last]])
        }
        node = makeNode(GroupLayout(kind: .section), children: views)
    }
}

/// Views made from data: `ForEach(0..<3) { i in Text("Row \(i)") }`. In a container its views are the
/// container's children and modifiers on it apply to each; `id:` names each element's view (one without a
/// name of its own: the first view the element makes). Outside a container its views overlap like a
/// ZStack's.
public struct ForEach: View {
    public let views: [ViewNode]
    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        views = data.flatMap(content)
    }
    /// `ForEach(data, id: \.self)`: each element's first view is named `"\(id(element))"`.
    public init<Data: Sequence, ID>(_ data: Data, id: (Data.Element) -> ID, @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        views = data.flatMap { element -> [ViewNode] in
            var made = content(element)
            if !made.isEmpty, made[0].id == nil { made[0] = made[0].named("\(id(element))") }
            return made
        }
    }
    /// Views already made, with optional names (`ids[k]` names `views[k]` unless it has a name; nil: none).
    public init(views: [any View], ids: [String?]? = nil) {
        var nodes = views.map(\.node)
        if let ids {
            for (k, id) in ids.prefix(nodes.count).enumerated() where nodes[k].id == nil { nodes[k] = nodes[k].named(id) }
        }
        self.views = nodes
    }
    public var node: ViewNode { makeNode(GroupLayout(kind: .forEach), children: views) }
}

extension ViewBuilder {
    public static func buildExpression(_ forEach: ForEach) -> [ViewNode] { expandGroups(forEach.views) }
}
