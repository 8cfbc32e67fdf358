// Clipping (SwiftUI's `.clipShape(_:style:)`, `.cornerRadius(_:antialiased:)`, `.clipped(antialiased:)`):
// drawing only. SwiftUI's documentation: clipShape "sets a clipping shape for this view" (the shape is
// fitted to the view's bounds, not laid out as a child); cornerRadius "clips this view to its bounding
// frame, with the specified corner radius"; clipped "clips this view to its bounding rectangular frame".
// Measured: swiftui-web `paint/clipping` (macOS 26.2; fixture sw2_paint_clipping) and `image/resizable`
// (clipped) keep the frames. So each wrapper keeps its content's frame (DrawingOnlyModifier), SwiftUI's
// `_ClipEffect<Shape>`.

extension View {
    /// Clips this view to `shape` fitted to its bounds; no frame changes.
    public func clipShape(_ shape: some Shape) -> ModifiedContent {
        let kind = ShapeLayout(shape: shape.shapeKind.erased, fill: nil).name
        return ModifiedContent(self, DrawingOnlyModifier(name: "_ClipEffect<\(kind)>", label: "clipShape \(kind)"))
    }
    /// Clips this view to its bounds with rounded corners of `radius`; no frame changes.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ClipEffect<RoundedRectangle>", label: "cornerRadius \(fmt(radius))"))
    }
    /// Clips this view to its bounds; no frame changes.
    public func clipped(antialiased: Bool = false) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ClipEffect<Rectangle>", label: "clipped"))
    }
}
