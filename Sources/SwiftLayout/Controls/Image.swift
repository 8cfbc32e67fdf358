// Image (rules §11 for aspectRatio). A named image has the intrinsic size of its asset, which the caller
// supplies (SwiftUI reads it from the asset catalog). It is rigid at that size whatever it is proposed;
// `.resizable()` makes it take the proposal, a nil dimension being the intrinsic one. `.scaledToFit()` and
// `.scaledToFill()` are `.aspectRatio(contentMode:)` with the image's own ratio. Measured: SW-mac
// `image/resizable` and `image/aspect-ratio` (swatch 64 × 40: fit in 100 × 40 → 64 × 40, fill in 40 × 60
// → 96 × 60; a rigid image in a 30 × 30 frame stays 64 × 40; two resizable images split an HStack).
//
// `Image(systemName:)` is an SF Symbol. Its box depends on the symbol: give `width`/`height` when they are
// known (SW-mac `layout/rtl-shapes`: arrow.right 15 × 12 at 13 pt); otherwise the box is an
// **approximation** from the font's point size and `.imageScale` (`SymbolMetrics`, docs/PLATFORMS.md).

struct ImageLayout: LeafLayout {
    let imageName: String
    let systemName: Bool
    /// The asset's intrinsic size (or the symbol's, if given); nil for a symbol: from its font.
    let intrinsic: Size?
    let resizable: Bool
    var name: String { systemName ? "Image(systemName:)" : "Image" }

    func intrinsicSize(_ context: LayoutContext) -> Size {
        if let intrinsic { return intrinsic }
        let env = context.environment
        let font = env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
        var w = SymbolMetrics.widthPerPoint * font.pointSize, h = SymbolMetrics.heightPerPoint * font.pointSize
        switch context.nodeEnvironment.controls.imageScale {
        case .small: w *= SymbolMetrics.smallScale; h *= SymbolMetrics.smallScale
        case .medium: break
        case .large: w *= SymbolMetrics.largeScale.width; h *= SymbolMetrics.largeScale.height
        }
        let pixel = 1 / env.displayScale
        return Size(width: (w / pixel).rounded() * pixel, height: (h / pixel).rounded() * pixel)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let own = intrinsicSize(context)
        guard resizable else { return own }
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
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
