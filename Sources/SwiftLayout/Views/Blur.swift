// blur (SwiftUI's `.blur(radius:opaque:)`): drawing only. SwiftUI's documentation: it "applies a Gaussian
// blur to this view", "to the rendering of this view". SwiftUI's type is `_BlurEffect` (radius: CGFloat,
// isOpaque: Bool), a renderer effect: the blur is drawn, the view is laid out as it was. So the wrapper
// keeps its content's frame (DrawingOnlyModifier); its label carries the radius and opacity flag.

extension View {
    /// Draws this view blurred with a Gaussian of `radius` (opaque: no transparency in the output); its
    /// frame does not change (drawing only).
    public func blur(radius: Double, opaque: Bool = false) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_BlurEffect", label: "blur \(fmt(radius))\(opaque ? " opaque" : "")"))
    }
}
