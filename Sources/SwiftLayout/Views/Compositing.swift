// Compositing (SwiftUI's `.blendMode(_:)`, `.compositingGroup()`, `.drawingGroup(opaque:colorMode:)`):
// drawing only. SwiftUI's documentation: blendMode "sets the blend mode for compositing this view with
// overlapping views"; compositingGroup "wraps this view in a compositing group" so that effects after it
// apply to the composited result ("A compositing group makes compositing effects in this view's ancestor
// views … apply to the composited result"); drawingGroup "composites this view's contents into an
// offscreen image before final display". None of them proposes or places differently. The recordings
// agree: swiftui-web `effects/blend` (the 21 modes) and `effects/compositing` (macOS 26.2; fixtures
// sw2_effects_blend, sw2_effects_compositing) keep every frame. So each wrapper keeps its content's frame
// (DrawingOnlyModifier), with SwiftUI's type name and a label for pictures.

/// How a view composites with what is behind it: SwiftUI's `BlendMode`. Drawing only.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}

extension View {
    /// Composites this view with `mode`; no frame changes.
    public func blendMode(_ mode: BlendMode) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_BlendModeEffect", label: "blendMode \(mode.rawValue)"))
    }
    /// Composites this view's contents as one layer before the effects after it; no frame changes.
    public func compositingGroup() -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_CompositingGroupEffect", label: "compositingGroup"))
    }
    /// Renders this view's contents into an offscreen image first (`opaque`: without transparency); no
    /// frame changes.
    public func drawingGroup(opaque: Bool = false) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_DrawingGroupEffect", label: "drawingGroup\(opaque ? " opaque" : "")"))
    }
}
