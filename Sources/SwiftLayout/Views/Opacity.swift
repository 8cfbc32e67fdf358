// opacity (SwiftUI's `.opacity(_:)`): drawing only. SwiftUI's documentation of `View.opacity(_:)`: "Sets
// the transparency of this view", with `opacity` "A value between 0 (fully transparent) and 1 (fully
// opaque)". A transparent view still takes its place, so the wrapper keeps its content's frame
// (DrawingOnlyModifier); its label carries the value, which pictures apply to everything inside it
// (python/swiftlayout/render/svg.py). The bindings take 0…1 (Sources/SwiftLayoutDocument/Registry/ViewsRegistry.swift).

extension View {
    /// Draws this view `opacity` opaque (0 transparent … 1 opaque); its frame does not change (drawing only).
    public func opacity(_ opacity: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_OpacityEffect", label: "opacity \(fmt(opacity))"))
    }
}
