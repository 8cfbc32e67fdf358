// GeometryReader (rules §18): takes the whole proposal (nil → 0) and, when it is placed, builds its
// content with a user function of a GeometryProxy (its size, the safe-area insets it overlaps, its frame
// in the global, local or a named coordinate space), then places that content at its top-leading corner,
// proposed its size. The content is made during placement, so it can depend on the measured size; it
// never changes the reader's own size. coordinateSpace(name:) names a view's frame for frame(in:).

/// Where a frame is measured from.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local, named(String)
}

/// What a GeometryReader's content function sees.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: Size
    /// How far the reader's frame reaches into the safe-area insets, per edge.
    public let safeAreaInsets: EdgeInsets
    let global: Rect
    let named: [String: Rect]
    /// The node index of the reader in the layout result.
    public let nodeIndex: Int

    /// The reader's frame in `space`; nil for an unknown named space.
    public func frame(in space: CoordinateSpace) -> Rect? {
        switch space {
        case .global: return global
        case .local: return Rect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = named[name]?.origin else { return nil }
            return Rect(x: global.minX - origin.x, y: global.minY - origin.y, width: size.width, height: size.height)
        }
    }
}

/// A user function that builds a GeometryReader's content.
public typealias GeometryContentFunction = @Sendable (GeometryProxy) throws -> any View

struct GeometryReaderLayout: LeafLayout {
    let content: GeometryContentFunction
    let label: String
    var name: String { "GeometryReader" }
    var buildsDuringPlacement: Bool { true }
    var stackAxisForContent: StackAxisEffect { .clear }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let pass = context.pass
        // The insets are leading/trailing ones: exchanged in a right-to-left layout. Frames stay in screen
        // coordinates, which no direction flips (rules §23).
        let screenInsets = SafeAreaRegion.insets(of: bounds, in: context.safeAreaRegions, kind: .all)
        let proxy = GeometryProxy(size: bounds.size,
                                  safeAreaInsets: context.isRightToLeft ? screenInsets.swappingHorizontal : screenInsets,
                                  global: bounds, named: pass.namedSpaces, nodeIndex: context.index)
        guard let built = context.callUser("GeometryReader content function \(label)", { try content(proxy) }) else { return }
        let node = built.node
        // Built content counts toward the limits as if it had been in the tree from the start: its depth
        // below the reader, and its nodes besides every node laid out so far (content that builds more
        // content ends at the limits instead of growing without bound).
        let maxDepth = context.environment.maxDepth
        let depth = pass.depth(of: context.index)
        guard node.depth <= maxDepth - depth else {
            context.record(LayoutError(.depthExceeded, "GeometryReader content function \(label) built a tree \(node.depth) levels deep below a reader \(depth) levels deep; the limit is \(maxDepth) (environment parameter max_depth)"))
            return
        }
        do throws(LayoutError) {
            try RetainedLayout.checkCount(node, limit: context.environment.maxNodes, already: pass.nodeCount,
                                          what: "GeometryReader content function \(label)'s tree")
        } catch {
            context.record(error)
            return
        }
        let child = pass.attach(node, to: context.index)
        pass.place(child, at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}

/// A view whose content is built from its own size and position.
public struct GeometryReader: View {
    public let node: ViewNode
    public init(name: String = "closure", content: @escaping GeometryContentFunction) {
        node = makeNode(GeometryReaderLayout(content: content, label: name))
    }
}

/// `.coordinateSpace(name:)`: names this view's frame for GeometryProxy.frame(in: .named(name)).
struct CoordinateSpaceModifier: UnaryModifier {
    let spaceName: String
    var name: String { "CoordinateSpaceModifier" }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        context.pass.withNamedSpace(spaceName, bounds) { subviews[0].place(at: bounds.origin, proposal: proposal) }
    }
}

extension View {
    /// Names this view's coordinate space.
    public func coordinateSpace(name: String) -> ModifiedContent { ModifiedContent(self, CoordinateSpaceModifier(spaceName: name)) }
}
