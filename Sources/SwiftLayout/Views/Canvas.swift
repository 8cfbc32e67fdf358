// Canvas (SwiftUI's `Canvas { context, size in … }`): a leaf that takes its whole proposal, like a Color.
// SwiftUI's documentation: a Canvas is "a view type that supports immediate mode drawing"; its renderer
// closure gets the size the canvas was given and draws, and never sizes anything. Measured: swiftui-web
// `canvas/basic`, `canvas/images` (320 × 240: the whole window) and `canvas/sizing` (macOS 26.2 / 26.6;
// fixtures sw2_canvas_*, docs/LAYOUT_RULES.md §25): in a VStack it takes the full width and the height
// the other views leave; a frame sizes it. A nil proposal is assumed to become 10 like a shape's
// (`replacingUnspecifiedDimensions`, SwiftUI's default for that call): no recording proposes nil to a
// Canvas (docs/LAYOUT_RULES.md §25 names it as an assumption). Its drawing (the renderer, its symbols)
// has no layout.

struct CanvasLayout: LeafLayout {
    var name: String { "Canvas" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// `Canvas { context, size in … }` as layout sees it: the drawing is not modelled.
public struct Canvas: View {
    public init() {}
    public var node: ViewNode { makeNode(CanvasLayout()) }
}
