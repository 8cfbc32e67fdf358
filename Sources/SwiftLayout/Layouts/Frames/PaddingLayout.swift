// padding (rules §7): the proposal shrinks by the insets (nil stays nil, never below 0); the size is the
// child's plus the insets; the child sits inside the leading and top insets. A padding resets the
// spacing preferences of the edges it pads.

struct PaddingLayout: UnaryModifier {
    let edges: Edge.Set
    /// nil: the environment's default padding (16).
    let length: Double?
    /// Explicit per-edge insets (`padding(EdgeInsets)`); wins over `edges`/`length`.
    let insets: EdgeInsets?
    /// `.scenePadding(_:)`: the scene padding length (`LayoutEnvironment.scenePadding`) instead of `length`.
    var scene = false
    var name: String { scene ? "ScenePaddingLayout" : "PaddingLayout" }

    func resolvedInsets(_ context: LayoutContext) -> EdgeInsets {
        insets ?? EdgeInsets(edges, scene ? context.environment.scenePadding : length ?? context.environment.defaultPadding)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let insets = resolvedInsets(context)
        let child = subviews[0].sizeThatFits(proposal.inset(by: insets))
        return Size(width: child.width + insets.leading + insets.trailing,
                    height: child.height + insets.top + insets.bottom)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let insets = resolvedInsets(context)
        subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: proposal.inset(by: insets))
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let i = resolvedInsets(context)
        return explicitValue(key, of: subviews[0].dimensions(in: proposal.inset(by: i)), at: Point(x: i.leading, y: i.top))
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        var spacing = subviews[0].spacing
        spacing.reset(insets == nil ? edges : .all)
        return spacing
    }
    /// The child's proposal is the proposal less fixed insets, its size the child's plus them.
    func ignoredProposalAxes(children: UInt8) -> UInt8 { children }
}

extension View {
    /// Pads `edges` by `length` (nil: the default padding, 16).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent {
        ModifiedContent(self, PaddingLayout(edges: edges, length: length, insets: nil))
    }
    /// `.scenePadding(_:)` and `.scenePadding(.minimum, edges:)`: pads `edges` by the scene padding, an amount
    /// appropriate for the scene (`LayoutEnvironment.scenePadding`, `Platform.scenePadding`).
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, PaddingLayout(edges: edges, length: nil, insets: nil, scene: true))
    }
    /// Pads every edge by `length`.
    public func padding(_ length: Double) -> ModifiedContent { padding(.all, length) }
    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent {
        ModifiedContent(self, PaddingLayout(edges: .all, length: nil, insets: insets))
    }
}

extension Platform {
    /// `.scenePadding(_:)`'s length (scene_padding parameter): macOS 20, iOS 16, both **assumed** — Apple
    /// documents no number ("the recommended spacing around the root view of a window" on macOS; `.minimum`
    /// is the same amount on both); no recording uses it.
    public var scenePadding: Double { family == .macOS ? 20 : 16 }
}
