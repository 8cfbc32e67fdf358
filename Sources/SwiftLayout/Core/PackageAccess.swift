// What the SwiftUI module (Sources/SwiftUI, the same package) reads of nodes the engine made: values the
// engine keeps in internal layouts. Package access only: not part of the engine's public API.

/// The `.tag(_:)` value on `node` or the modifiers around it (the first met going down), if any.
package func tagTrait(_ node: ViewNode) -> String? {
    firstPreference(in: node) { $0.layout(as: Trait<Tag>.self)?.value }
}

/// The string of a Text node (nil for any other node).
package func textString(_ node: ViewNode) -> String? {
    node.layout(as: TextLayout.self)?.string
}
