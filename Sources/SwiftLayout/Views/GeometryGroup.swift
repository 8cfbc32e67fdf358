// geometryGroup (SwiftUI's `.geometryGroup()`, iOS 17 / macOS 14): drawing only. SwiftUI's documentation: it
// "isolates the geometry (e.g. position and size) of the view from its parent view" so that a parent's
// position and size changes are "resolved and animated by the parent, before being passed down to each
// subview": it changes how animations reach the subviews, not where they are at rest. Its type is
// `_GeometryGroupEffect` (the inlined body of SwiftUI's interface: `modifier(_GeometryGroupEffect())`), a
// renderer effect. So the wrapper keeps its content's frame (DrawingOnlyModifier).

extension View {
    /// Isolates this view's geometry from its parent's for animation; no frame changes.
    public func geometryGroup() -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_GeometryGroupEffect", label: "geometryGroup"))
    }
}
