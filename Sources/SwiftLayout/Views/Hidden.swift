// hidden (SwiftUI's `.hidden()`): drawing only. SwiftUI's documentation of `View.hidden()`: "Hidden views
// are invisible and can't receive or respond to interactions. However, they do remain in the view
// hierarchy and affect layout." So the wrapper keeps its content's frame (DrawingOnlyModifier) and only
// says, in its label, that pictures leave it and everything inside it out (python/swiftlayout/render/svg.py).

extension View {
    /// Hides this view unconditionally; it keeps its place in the layout (drawing only).
    public func hidden() -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_HiddenModifier", label: "hidden"))
    }
}
