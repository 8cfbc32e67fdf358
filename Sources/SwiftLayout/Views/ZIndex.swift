// zIndex (SwiftUI's `.zIndex(_:)`): drawing order only. SwiftUI's documentation of `View.zIndex(_:)`:
// "Controls the display order of overlapping views ... A view's zIndex value takes precedence over its
// position among its siblings" (default 0, higher draws on top). No frame changes: the wrapper keeps its
// content's frame (DrawingOnlyModifier); its label carries the value for pictures, which draw a
// container's children in ascending zIndex, ties in their order (python/swiftlayout/render/svg.py).

extension View {
    /// Draws this view above siblings with a lower value and below those with a higher one (default 0;
    /// drawing only).
    public func zIndex(_ value: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "TraitWritingModifier<ZIndexTraitKey>", label: "zIndex \(fmt(value))"))
    }
}
