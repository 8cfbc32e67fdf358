// Image (rules §11 for aspectRatio). A named image has the intrinsic size of its asset, which the caller
// supplies (SwiftUI reads it from the asset catalog). It is rigid at that size whatever it is proposed;
// `.resizable()` makes it take the proposal, a nil dimension being the intrinsic one. `.scaledToFit()` and
// `.scaledToFill()` are `.aspectRatio(contentMode:)` with the image's own ratio. Measured: SW-mac
// `image/resizable` and `image/aspect-ratio` (swatch 64 × 40: fit in 100 × 40 → 64 × 40, fill in 40 × 60
// → 96 × 60; a rigid image in a 30 × 30 frame stays 64 × 40; two resizable images split an HStack).
//
// Both text baselines of a named image are its bottom edge (swiftui-web's Image notes: `image/stack-spacing`).
//
// `Image(systemName:)` is an SF Symbol: its box is the symbol's at the font's point size, weight and
// `.imageScale` (`SymbolMetrics`, Symbols.swift: measured for 240 symbols, the star's box for others),
// and its text baselines lie `descent` above its bottom (the star 3 above at 13 pt). An explicit
// `width`/`height` replaces the box (the descent stays the symbol's); `.resizable()` takes the proposal
// with its baselines at the bottom.

struct ImageLayout: LeafLayout {
    let imageName: String
    let systemName: Bool
    /// The asset's intrinsic size (or the symbol's, if given); nil for a symbol: from its font.
    let intrinsic: Size?
    let resizable: Bool
    var name: String { systemName ? "Image(systemName:)" : "Image" }

    var explicitGuideSource: UInt8 { systemName ? 2 : 0 }

    /// The symbol's box in the font, weight and image scale in effect.
    func symbolBox(_ context: LayoutContext) -> SymbolMetrics.Box {
        let env = context.environment, node = context.nodeEnvironment
        var font = node.font ?? env.platform.defaultFont
        if let weight = node.fontWeight { font.weight = weight }
        if node.bold { font.isBold = true }
        let resolved = env.platform.resolve(font, scale: env.displayScale, dynamicType: node.dynamicTypeSize ?? env.dynamicTypeSize)
        var scale = node.controls.imageScale
        // A Label's icon in a List row takes the list's icon scale where none is set (iOS: large).
        if scale == .medium, node.list.inLabel, let icon = listRowLabel(context)?.iconScale { scale = icon }
        return SymbolMetrics.box(imageName, pointSize: resolved.pointSize, weight: resolved.weight,
                                 scale: scale, pixel: 1 / max(1, env.displayScale))
    }
    func intrinsicSize(_ context: LayoutContext) -> Size {
        if let intrinsic { return intrinsic }
        let box = symbolBox(context)
        return Size(width: box.width, height: box.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let own = intrinsicSize(context)
        guard resizable else { return own }
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }
    /// A symbol's text baselines: `descent` above its bottom (a resizable one: its bottom).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard systemName, key.isBaseline, !resizable else { return nil }
        return size.height - symbolBox(context).descent
    }
}

/// An image: a named asset of a given intrinsic size, or an SF Symbol.
public struct Image: View {
    public let name: String
    public let isSystemImage: Bool
    public let intrinsicSize: Size?
    public let isResizable: Bool

    /// `Image("name")` whose asset is `width` × `height` points.
    public init(_ name: String, width: Double, height: Double) {
        self.name = name; isSystemImage = false
        intrinsicSize = Size(width: max(0, width.isFinite ? width : 0), height: max(0, height.isFinite ? height : 0))
        isResizable = false
    }
    /// `Image(systemName:)`: sized by the font (approximate) unless `size` is given.
    public init(systemName: String, size: Size? = nil) {
        name = systemName; isSystemImage = true; intrinsicSize = size; isResizable = false
    }
    private init(_ name: String, system: Bool, size: Size?, resizable: Bool) {
        self.name = name; isSystemImage = system; intrinsicSize = size; isResizable = resizable
    }
    /// `.resizable()`: the image takes the proposal (nil: its intrinsic size). Still an Image.
    public func resizable() -> Image { Image(name, system: isSystemImage, size: intrinsicSize, resizable: true) }
    public var node: ViewNode {
        makeNode(ImageLayout(imageName: name, systemName: isSystemImage, intrinsic: intrinsicSize, resizable: isResizable))
    }
}

extension View {
    /// `.scaledToFit()`: `.aspectRatio(contentMode: .fit)` with the content's own ratio.
    public func scaledToFit() -> ModifiedContent { aspectRatio(nil, contentMode: .fit) }
    /// `.scaledToFill()`: `.aspectRatio(contentMode: .fill)` with the content's own ratio.
    public func scaledToFill() -> ModifiedContent { aspectRatio(nil, contentMode: .fill) }
}
