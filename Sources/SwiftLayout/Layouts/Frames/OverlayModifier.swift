// overlay, background and border (rules §8): the primary view alone decides the size; the secondary view
// is proposed the primary's final size and aligned inside it (it may overflow). A border is an overlay
// stroked inside the bounds, so it changes no frame. A mask (`.mask(alignment:_:)`) is laid out the same
// way, as an overlay that is not drawn (its alpha masks the view): measured, swiftui-web `effects/mask`
// (fixture sw2_effects_mask, rules §8): the masked views keep their frames, a Text its own size under a
// narrower mask.

/// `.overlay(_:alignment:)` and `.background(_:alignment:)`: `subviews[0]` is the primary view,
/// `subviews[1]` the secondary one.
struct SecondaryLayerModifier: LayoutComputer {
    /// The layer the secondary view is; its raw value is the name the node carries.
    enum Layer: String, Sendable {
        case overlay = "OverlayModifier", background = "BackgroundModifier", backgroundStyle = "BackgroundStyleModifier"
        case mask = "_MaskAlignmentEffect"
    }
    let layer: Layer
    let alignment: Alignment
    var name: String { layer.rawValue }
    var isModifier: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let p = ProposedViewSize(bounds.size)
        subviews[1].place(at: aligned(subviews[1].dimensions(in: p), in: bounds, alignment: alignment), proposal: p)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { subviews[0].spacing }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        subviews[0].dimensions(in: proposal).explicitValue(key)
    }
}

/// `.border(_:width:)`: a stroke drawn inside the bounds; layout passes straight through.
struct BorderModifier: UnaryModifier {
    let color: String
    let width: Double
    var name: String { "BorderModifier" }
}

extension View {
    /// Draws `overlay` on top of this view, proposed this view's size and aligned in it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, SecondaryLayerModifier(layer: .overlay, alignment: alignment), secondary: [overlay])
    }
    /// Draws `background` behind this view, proposed this view's size and aligned in it.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, SecondaryLayerModifier(layer: .background, alignment: alignment), secondary: [background])
    }
    /// Masks this view with the alpha of `mask`, which is laid out like an overlay (proposed this view's size
    /// and aligned in it); no frame of this view changes.
    public func mask<Mask: View>(alignment: Alignment = .center, _ mask: Mask) -> ModifiedContent {
        ModifiedContent(self, SecondaryLayerModifier(layer: .mask, alignment: alignment), secondary: [mask])
    }
    /// Fills the background with `color`, a shape style: by default it bleeds under the safe area on all
    /// edges (SwiftUI's `background(_:ignoresSafeAreaEdges:)`).
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, SecondaryLayerModifier(layer: .backgroundStyle, alignment: .center),
                        secondary: [edges.isEmpty ? AnyView(color) : AnyView(color.ignoresSafeArea(.all, edges: edges))])
    }
    /// Strokes the bounds with `color`, `width` points wide, inside the frame.
    public func border(_ color: Color, width: Double = 1) -> ModifiedContent {
        ModifiedContent(self, BorderModifier(color: color.name, width: width))
    }
}
