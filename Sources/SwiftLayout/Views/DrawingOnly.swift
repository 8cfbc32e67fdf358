// The wrapper of a modifier that changes drawing only (hidden, zIndex, opacity, …): it keeps its content's
// frame, spacing and guides (the UnaryModifier defaults), so a new drawing-only modifier is one `extension
// View` method that makes one of these. `name` is SwiftUI's type name (`print(type(of:))`); `label` is what
// pictures read (python/swiftlayout/render/svg.py).
struct DrawingOnlyModifier: UnaryModifier {
    let name: String
    let label: String?
}
