// shadow (SwiftUI's `.shadow(color:radius:x:y:)`): drawing only. SwiftUI's documentation: it "adds a
// shadow to this view", "a shadow of a specified color behind a view", offset by x and y and blurred by
// radius; the default colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)` (black at 33%: #00000054).
// SwiftUI's type is `_ShadowEffect` (color, radius, offset), drawn behind the view; the view is laid out as
// it was. So the wrapper keeps its content's frame (DrawingOnlyModifier); its label carries the shadow.

extension View {
    /// Draws a shadow of `color`, blurred by `radius` and offset by `x`, `y`, behind this view; its frame
    /// does not change (drawing only).
    public func shadow(color: Color = Color("#00000054"), radius: Double, x: Double = 0, y: Double = 0) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ShadowEffect",
                                                  label: "shadow \(color.name) radius \(fmt(radius)) x \(fmt(x)) y \(fmt(y))"))
    }
}
