// scaleEffect (SwiftUI's `.scaleEffect(_:anchor:)`, `.scaleEffect(x:y:anchor:)`): drawing only. SwiftUI's
// documentation: it "scales this view's rendered output … relative to an anchor point", and (the visionOS
// form of the same modifier) "the original dimensions of the view are considered to be unchanged by scaling
// the contents. To change the dimensions of the view, use a modifier like frame() instead." SwiftUI's type
// is `_ScaleEffect` (scale: CGSize, anchor: UnitPoint), a GeometryEffect: a transform applied when the view
// is drawn. So the wrapper keeps its content's frame (DrawingOnlyModifier); its label carries the factors
// and the anchor for pictures.

extension View {
    /// Draws this view scaled by `s` on both axes about `anchor`; its frame does not change (drawing only).
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> ModifiedContent {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`; its frame does not change (drawing only).
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ScaleEffect",
                                                  label: "scaleEffect \(fmt(x)) \(fmt(y)) anchor \(fmt(anchor.x)) \(fmt(anchor.y))"))
    }
}
