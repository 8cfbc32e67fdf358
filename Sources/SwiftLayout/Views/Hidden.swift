// hidden (SwiftUI's `.hidden()`): drawing only. SwiftUI's documentation of `View.hidden()`: "Hidden views
// are invisible and can't receive or respond to interactions. However, they do remain in the view
// hierarchy and affect layout." So the wrapper keeps its content's frame (the UnaryModifier defaults) and
// only says, in its label, that pictures leave it and everything inside it out (python/swiftlayout/svg.py).

struct HiddenModifier: UnaryModifier {
    var name: String { "_HiddenModifier" }
    var label: String? { "hidden" }
}

extension View {
    /// Hides this view unconditionally; it keeps its place in the layout (drawing only).
    public func hidden() -> ModifiedContent {
        ModifiedContent(self, HiddenModifier())
    }
}
