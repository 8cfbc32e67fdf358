// The view tree. Views are immutable values; every modifier wraps its content in a new view with its
// own layout and its own frame, exactly like SwiftUI's `ModifiedContent<Content, Modifier>`.

/// Anything that can be laid out. Every view is backed by an immutable `ViewNode`.
public protocol View: Sendable {
    /// The node that describes this view to the layout engine.
    var node: ViewNode { get }
}

/// One node of a view tree: a layout (what SwiftUI calls the view's layout or modifier), its children and
/// an optional name. Nodes are immutable and may be shared: the same node can appear several times in a
/// tree and gets one frame per occurrence.
///
/// Every node is a `LayoutNode<L>` holding its layout `L` inline (made by `makeNode`), so the layout
/// pass calls a node's layout through the node itself: no separate box for the layout, no existential.
public class ViewNode: View, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type, except the two child fields, which
    // only `deinit` empties (no other reference exists then); layouts are of a Sendable protocol.
    /// What lays this node out (made on demand; the pass calls the node's own methods below).
    var layout: any LayoutComputer { unreachableAbstract() }
    /// The only child of a node with one (a modifier's content: most nodes with children have one), held
    /// without an array: one allocation fewer to make and free such a node. Nil otherwise.
    private var onlyChild: ViewNode?
    /// The children of a node with none or several (empty if `onlyChild` is set).
    private var severalChildren: [ViewNode]
    /// For modifiers, `children[0]` is the modified content; further children are secondary views
    /// (an overlay, a background). For containers, the contained views in order.
    public var children: [ViewNode] { onlyChild.map { [$0] } ?? severalChildren }
    /// The number of children.
    public var childCount: Int { onlyChild == nil ? severalChildren.count : 1 }
    /// The first child (a modifier's content), without making the `children` array.
    public var firstChild: ViewNode? { onlyChild ?? severalChildren.first }
    /// Calls `body` with the children, without making an array for a single child.
    @inline(__always)
    func withChildren<R>(_ body: (UnsafeBufferPointer<ViewNode>) -> R) -> R {
        if var only = onlyChild { return withUnsafePointer(to: &only) { body(UnsafeBufferPointer(start: $0, count: 1)) } }
        return severalChildren.withUnsafeBufferPointer(body)
    }
    /// The name given with `.id(_:)`, used to look the frame up after a layout.
    public let id: String?
    /// The length of the longest path from this node to a leaf, counting this node (a leaf has depth 1).
    public let depth: Int
    /// The number of nodes in this subtree, counting shared nodes once per occurrence (saturating).
    public let count: Int
    /// True if the subtree builds views during layout (a GeometryReader).
    public let hasDynamicContent: Bool
    /// The index of the document view this node was made from (docs/FORMAT.md, "View order": the n-th view
    /// object or "modifiers" entry of a JSON document, in text order; the n-th record of a binary document),
    /// or -1 for a node the engine made (a List's row, a bar) or a view made without a document. The document
    /// readers set it on nodes they made, before anything else sees them (then it never changes; a copy keeps
    /// it: `named`, a replaced child's ancestors). Results report it per node (`LayoutResult.Node`).
    package var documentIndex: Int32 = -1
    /// What the layout pass asks of `layout` for every node, asked once here.
    let traits: LayoutTraits
    /// The proposal axes this subtree's size and frames do not depend on (`ProposalAxes` bits; see
    /// `LayoutComputer.ignoredProposalAxes`): the pass keys this node's measurements without them.
    let ignoredAxes: UInt8

    fileprivate init(traits: LayoutTraits, buildsDuringPlacement: Bool, children: [ViewNode], id: String?,
                     ignoredAxes: (UInt8) -> UInt8) {
        if children.count == 1 { onlyChild = children[0]; severalChildren = [] } else { severalChildren = children }
        self.id = id
        var deepest = 0, total = 1, dynamic = buildsDuringPlacement, ignored = ProposalAxes.both
        for child in children {
            deepest = max(deepest, child.depth)
            let (sum, overflow) = total.addingReportingOverflow(child.count)
            total = overflow ? Int.max : sum  // saturating: a shared view can make astronomically many
            dynamic = dynamic || child.hasDynamicContent
            ignored &= child.ignoredAxes
        }
        self.depth = 1 + deepest
        self.count = total
        self.hasDynamicContent = dynamic
        self.traits = traits
        // A subtree that builds views while placed is measured by proposal as given.
        self.ignoredAxes = dynamic ? 0 : ignoredAxes(ignored)
    }

    /// A node with one child (no array is made).
    fileprivate init(traits: LayoutTraits, buildsDuringPlacement: Bool, child: ViewNode, id: String?,
                     ignoredAxes: (UInt8) -> UInt8) {
        onlyChild = child
        severalChildren = []
        self.id = id
        let (sum, overflow) = child.count.addingReportingOverflow(1)
        self.depth = 1 + child.depth
        self.count = overflow ? Int.max : sum
        let dynamic = buildsDuringPlacement || child.hasDynamicContent
        self.hasDynamicContent = dynamic
        self.traits = traits
        self.ignoredAxes = dynamic ? 0 : ignoredAxes(ProposalAxes.both & child.ignoredAxes)
    }

    // The layout's methods, called by the layout pass (`LayoutNode` forwards them to its layout).
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size { unreachableAbstract() }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) { unreachableAbstract() }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { unreachableAbstract() }
    func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect { unreachableAbstract() }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? { unreachableAbstract() }
    func updateEnvironment(_ environment: inout NodeEnvironment) { unreachableAbstract() }
    /// The layout's label (a bar's title), if any.
    var label: String? { unreachableAbstract() }
    /// The layout if it is a `T`.
    func layout<T>(as type: T.Type) -> T? { unreachableAbstract() }
    /// A copy of this node with other children and name.
    func copy(children: [ViewNode], id: String?) -> ViewNode { unreachableAbstract() }

    /// Frees a deep tree without recursing once per level (which would overflow the freeing thread's stack
    /// for trees 100,000 deep): children that only this node holds are taken apart here. A chain of single
    /// children (a view in its modifiers) is walked without an array; a shared child (a leaf every
    /// Rectangle of a document is) is only released.
    deinit {
        var pending: [ViewNode] = []
        if !severalChildren.isEmpty {
            for child in severalChildren where child.depth > 1 { pending.append(child) }
            severalChildren = []
        }
        if var node = onlyChild {
            onlyChild = nil
            // Down the chain while each node is held only here; each is freed (finding nothing left to
            // free) when `node` moves on.
            while isKnownUniquelyReferenced(&node), node.severalChildren.isEmpty, let next = node.onlyChild {
                node.onlyChild = nil
                node = next
            }
            if !node.severalChildren.isEmpty, isKnownUniquelyReferenced(&node) { pending.append(node) }
        }
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            // Leaves are released where they are (freeing one goes no deeper); the rest wait here.
            if let only = node.onlyChild {
                node.onlyChild = nil
                if only.depth > 1 { pending.append(only) }
            } else if !node.severalChildren.isEmpty {
                for child in node.severalChildren where child.depth > 1 { pending.append(child) }
                node.severalChildren = []
            }
        }
    }

    public var node: ViewNode { self }

    /// The SwiftUI-style name of this node's layout, e.g. `FrameLayout`, `VStack`, `MapView`.
    public var kind: String { layout.name }
    /// True for modifiers (which wrap `children[0]`), false for leaves and containers.
    public var isModifier: Bool { traits.isModifier }

    /// SwiftUI's type name for this view, e.g. `ModifiedContent<MapView, SafeAreaIgnoringLayout>`.
    /// Nesting deeper than `maxDepth` is abbreviated to `…`.
    public func typeName(maxDepth: Int = 6) -> String {
        guard isModifier, let content = firstChild else { return kind }
        guard maxDepth > 0 else { return "…" }
        let secondary = children.dropFirst().map { $0.typeName(maxDepth: maxDepth - 1) }
        let modifier = secondary.isEmpty ? kind : "\(kind)<\(secondary.joined(separator: ", "))>"
        return "ModifiedContent<\(content.typeName(maxDepth: maxDepth - 1)), \(modifier)>"
    }

    /// A copy of this node with child `position` replaced by `child`.
    func replacingChild(at position: Int, with child: ViewNode) -> ViewNode {
        var list = children
        if list.indices.contains(position) { list[position] = child }
        return copy(children: list, id: id)
    }

    /// A copy of this node with a different name.
    package func named(_ id: String?) -> ViewNode { copy(children: children, id: id) }
}

/// A node with its layout `L` stored inline.
final class LayoutNode<L: LayoutComputer>: ViewNode, @unchecked Sendable {
    let typed: L
    init(_ layout: L, children: [ViewNode], id: String?) {
        typed = layout
        super.init(traits: LayoutTraits(layout), buildsDuringPlacement: layout.buildsDuringPlacement, children: children, id: id,
                   ignoredAxes: layout.ignoredProposalAxes)
    }
    init(_ layout: L, child: ViewNode, id: String?) {
        typed = layout
        super.init(traits: LayoutTraits(layout), buildsDuringPlacement: layout.buildsDuringPlacement, child: child, id: id,
                   ignoredAxes: layout.ignoredProposalAxes)
    }
    override var layout: any LayoutComputer { typed }
    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        typed.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        typed.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
    override func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        typed.spacing(subviews: subviews, context: context)
    }
    override func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect { typed.adjustedFrame(bounds, context: context) }
    override func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                                    context: LayoutContext) -> Double? {
        typed.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }
    override func updateEnvironment(_ environment: inout NodeEnvironment) { typed.updateEnvironment(&environment) }
    override var label: String? { typed.label }
    override func layout<T>(as type: T.Type) -> T? { typed as? T }
    override func copy(children: [ViewNode], id: String?) -> ViewNode {
        let copy = LayoutNode(typed, children: children, id: id)
        copy.documentIndex = documentIndex
        return copy
    }
}

/// A view node laying out with `layout`.
func makeNode<L: LayoutComputer>(_ layout: L, children: [ViewNode] = [], id: String? = nil) -> ViewNode {
    LayoutNode(layout, children: children, id: id)
}

/// A view node laying out with `layout` around one child (a modifier's content).
func makeNode<L: LayoutComputer>(_ layout: L, child: ViewNode, id: String? = nil) -> ViewNode {
    LayoutNode(layout, child: child, id: id)
}

/// `ViewNode`'s abstract methods: every node is a `LayoutNode` (`ViewNode`'s initializer is private to
/// this file), so this cannot be reached.
private func unreachableAbstract() -> Never { fatalError("ViewNode is abstract: nodes are made by makeNode") }

/// The constant answers of a layout that the pass needs for every node (kept in the node, so the pass
/// does not call through the layout existential for them).
struct LayoutTraits: Sendable {
    let isModifier: Bool
    let layoutPriority: Double?
    let explicitGuideSource: UInt8
    let stackAxisForContent: StackAxisEffect
    let updatesEnvironment: Bool
    let adjustsFrame: Bool
    init(_ layout: some LayoutComputer) {
        isModifier = layout.isModifier
        layoutPriority = layout.layoutPriority
        explicitGuideSource = layout.explicitGuideSource
        stackAxisForContent = layout.stackAxisForContent
        updatesEnvironment = layout.updatesEnvironment
        adjustsFrame = layout.adjustsFrame
    }
}

/// A view made by applying a modifier to another view (SwiftUI's `ModifiedContent`).
public struct ModifiedContent: View {
    public let node: ViewNode
    init<M: LayoutComputer>(_ content: any View, _ modifier: M, secondary: [any View] = []) {
        // Generic, so the node type (LayoutNode<M>) is known where the modifier is made.
        node = secondary.isEmpty ? makeNode(modifier, child: content.node)
            : makeNode(modifier, children: [content.node] + secondary.map(\.node))
    }
}

/// A type-erased view.
public struct AnyView: View {
    public let node: ViewNode
    public init(_ view: any View) { node = view.node }
}

/// Builds a list of views from a closure, so `VStack { A(); B() }` reads as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [ViewNode] { expandGroups([view.node]) }
    public static func buildExpression(_ views: [any View]) -> [ViewNode] { views.map(\.node) }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}

extension View {
    /// Names this view so that its frame can be looked up in a layout result. It does not add a wrapper:
    /// the name goes on this view itself (SwiftUI's `IDView` has the same frame as its content).
    public func id(_ id: String) -> AnyView { AnyView(node.named(id)) }
}

/// Document views: the JSON reader gives the nodes of the views it makes their view object's ordinal among all
/// the document's objects, stored as `-2 - ordinal` (`provisionalDocumentIndex`), and once the whole tree is
/// built turns each into the view's rank among the document's views (`ranks[ordinal]`), here: every node of
/// the tree is visited once (without recursion: trees may be 100,000 deep), also the copies the reader made of
/// a node after it was numbered (a Group's modifiers on each of its views).
package enum DocumentIndex {
    /// The stored value for a view whose object is the `ordinal`-th of its JSON document.
    package static func provisional(ordinal: Int) -> Int32 { Int32(truncatingIfNeeded: -2 - ordinal) }

    /// Replaces every provisional index in `root`'s tree by `ranks[ordinal]`.
    package static func resolve(_ root: ViewNode, ranks: [Int32]) {
        var pending: [ViewNode] = [root]
        while let node = pending.popLast() {
            let value = node.documentIndex
            if value <= -2 {
                let ordinal = Int(-2 - value)
                node.documentIndex = ordinal < ranks.count ? ranks[ordinal] : -1
            } else if value >= 0 {
                continue   // resolved already: a node that stands in two places (its subtree too)
            }
            node.withChildren { for child in $0 { pending.append(child) } }
        }
    }
}
