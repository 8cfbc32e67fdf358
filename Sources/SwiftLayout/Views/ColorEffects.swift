// The colour filters (SwiftUI's `.brightness(_:)`, `.contrast(_:)`, `.saturation(_:)`, `.grayscale(_:)`,
// `.hueRotation(_:)`, `.colorInvert()`, `.colorMultiply(_:)`, `.luminanceToAlpha()`): drawing only.
// SwiftUI documents them as visual effects ("Visual Effects change the visual appearance of a view without
// changing its ancestors or descendents … effects do not impact layout": the VisualEffect protocol). The
// recordings agree: swiftui-web `effects/brightness`, `effects/saturation`, `effects/color-map` and
// `effects/color-text` (macOS 26.2; fixtures sw2_effects_*) keep every filtered swatch, Text, shape and
// symbol at the frame it has without the filter. So each wrapper keeps its content's frame
// (DrawingOnlyModifier); SwiftUI's type names are `_BrightnessEffect`, `_ContrastEffect`, … ; the label
// carries the value for pictures.

extension View {
    /// Brightens the rendering by `amount` (0 none … 1 white; negative darkens); no frame changes.
    public func brightness(_ amount: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_BrightnessEffect", label: "brightness \(fmt(amount))"))
    }
    /// Scales the colours' separation by `amount` (negative inverts); no frame changes.
    public func contrast(_ amount: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ContrastEffect", label: "contrast \(fmt(amount))"))
    }
    /// Scales the colours' saturation by `amount` (0 grey, 1 unchanged); no frame changes.
    public func saturation(_ amount: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_SaturationEffect", label: "saturation \(fmt(amount))"))
    }
    /// Removes `amount` of the colour (0 none … 1 grey); no frame changes.
    public func grayscale(_ amount: Double) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_GrayscaleEffect", label: "grayscale \(fmt(amount))"))
    }
    /// Rotates every colour's hue by `angle`; no frame changes.
    public func hueRotation(_ angle: Angle) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_HueRotationEffect", label: "hueRotation \(fmt(angle.degrees))"))
    }
    /// Inverts the colours; no frame changes.
    public func colorInvert() -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ColorInvertEffect", label: "colorInvert"))
    }
    /// Multiplies the colours by `color`; no frame changes.
    public func colorMultiply(_ color: Color) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ColorMultiplyEffect", label: "colorMultiply \(color.name)"))
    }
    /// Makes the luminance the alpha (dark transparent, light opaque black); no frame changes.
    public func luminanceToAlpha() -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_LuminanceToAlphaEffect", label: "luminanceToAlpha"))
    }
}
