// Fonts as SwiftUI describes them (a text style or a system size, a weight, a design, traits), and the
// resolved font a Text is measured in: the point size, weight and line box that the platform profile
// gives that description (docs/PLATFORMS.md, docs/TEXT.md).

/// A font: one of SwiftUI's text styles or a system font of a given size, with an optional weight,
/// a design and the bold/italic traits.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's text styles. Their sizes depend on the platform (see `Platform.styles`).
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    /// SwiftUI's font weights, with their OpenType weight classes.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The OpenType weight class (100 … 900).
        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }
    /// SwiftUI's font designs.
    public enum Design: String, CaseIterable, Hashable, Sendable { case `default`, rounded, serif, monospaced }

    /// The text style, or nil for a font of a fixed `size`.
    public var style: TextStyle?
    /// The point size of a `.system(size:)` font (0 for a text style: the platform decides).
    public var size: Double
    /// An explicit weight (`.weight(_:)`, `.fontWeight(_:)`); nil: the style's own.
    public var weight: Weight?
    public var design: Design
    /// The bold trait (`.bold()`): resolved per style by the platform (`TextStyleMetrics.boldWeight`).
    public var isBold: Bool
    public var isItalic: Bool
    /// `.monospacedDigit()`: digits take one common width.
    public var hasMonospacedDigits: Bool

    public init(style: TextStyle?, size: Double = 0, weight: Weight? = nil, design: Design = .default,
                bold: Bool = false, italic: Bool = false, monospacedDigits: Bool = false) {
        self.style = style; self.size = size; self.weight = weight; self.design = design
        isBold = bold; isItalic = italic; hasMonospacedDigits = monospacedDigits
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }
    /// A system font of `size` points (`.system(size:weight:design:)`); a size that is not positive and
    /// finite becomes 17 (the document and C layers reject such sizes before they get here).
    public static func system(size: Double, weight: Weight? = nil, design: Design = .default) -> Font {
        Font(style: nil, size: size.isFinite && size > 0 ? size : 17, weight: weight, design: design)
    }
    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// This font with the bold trait.
    public func bold() -> Font { var f = self; f.isBold = true; return f }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)

    public var description: String {
        var s = style.map { ".\($0.rawValue)" } ?? ".system(size: \(fmt(size)))"
        if let weight { s += ".weight(.\(weight.rawValue))" }
        if design != .default { s += " design .\(design.rawValue)" }
        if isBold { s += ".bold()" }
        if isItalic { s += ".italic()" }
        if hasMonospacedDigits { s += ".monospacedDigit()" }
        return s
    }

}

/// A font resolved for one platform and display: everything measuring needs.
public struct ResolvedFont: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Font.Weight
    public var design: Font.Design
    public var italic: Bool
    public var monospacedDigits: Bool
    /// The first line's height, the distance between further lines, and the first baseline's distance
    /// below the top of the text.
    public var lineHeight: Double
    public var linePitch: Double
    public var firstBaseline: Double
    /// Pixels per point of the display the text is set for (sizes are rounded up to its pixel grid).
    public var displayScale: Double
    /// Measured `spacing: nil` distances for this font, where the platform profile has them (see
    /// TextStyleMetrics): to another Text, below a plain view, above a plain view.
    public var textToText: Double? = nil
    /// Points added after every glyph (`.tracking`, `.kerning`), beyond the font's own tracking.
    public var extraTracking: Double = 0
    /// The platform whose measurements calibrate the widths (Text/SFProCalibration.swift).
    public var platformFamily: Platform.Family = .iOS
    public var edgeAbove: Double? = nil
    public var edgeBelow: Double? = nil
    /// An inline object's width (an SF Symbol in Text): the run's every U+FFFC is this wide, not shaped.
    public var objectWidth: Double? = nil

    public init(pointSize: Double, weight: Font.Weight = .regular, design: Font.Design = .default,
                italic: Bool = false, monospacedDigits: Bool = false, lineHeight: Double, linePitch: Double? = nil,
                firstBaseline: Double, displayScale: Double = 2) {
        self.pointSize = pointSize; self.weight = weight; self.design = design; self.italic = italic
        self.monospacedDigits = monospacedDigits; self.lineHeight = lineHeight
        self.linePitch = linePitch ?? lineHeight; self.firstBaseline = firstBaseline; self.displayScale = displayScale
    }

    /// This font scaled by `factor` (`.minimumScaleFactor`): size and line box.
    public func scaled(_ factor: Double) -> ResolvedFont {
        var f = self
        f.pointSize *= factor; f.lineHeight *= factor; f.linePitch *= factor; f.firstBaseline *= factor
        return f
    }

    /// The height of `lines` lines.
    public func height(lines: Int) -> Double { lines <= 0 ? 0 : lineHeight + Double(lines - 1) * linePitch }
    /// The number of whole lines that fit `height` (at least one).
    public func lines(fitting height: Double) -> Int {
        guard height.isFinite else { return Int.max }
        guard height >= lineHeight - 1e-9 else { return 1 }
        return 1 + clampedCount((height - lineHeight) / linePitch + 1e-9, limit: 1 << 30)
    }
}

extension Platform {
    /// `font` (nil: this platform's default Text font) resolved for a display of `scale`.
    public func resolve(_ font: Font?, scale: Double, dynamicType: DynamicTypeSize = .large) -> ResolvedFont {
        let font = font ?? defaultFont
        var size: Double
        var weight: Font.Weight
        var line: Double, pitch: Double, baseline: Double
        if let style = font.style, let m = styles[style] {
            size = m.pointSize; weight = m.weight
            if m.lineHeight > 0 {
                line = m.lineHeight; pitch = m.linePitch; baseline = m.firstBaseline
            } else {
                (line, baseline) = SFProMetrics.naturalLine(size: size, scale: scale); pitch = line
            }
            if font.isBold { weight = m.boldWeight }
            // An explicit weight wins over the trait (`.body.weight(.bold)` is w700 where `.body.bold()` is w600).
            if let explicit = font.weight { weight = explicit }
            if let heavy = m.heavyLine, weight.value >= heavy.minWeight { line = heavy.line; pitch = max(pitch, heavy.line) }
            if let heavy = m.heavyBaseline, weight.value >= heavy.minWeight { baseline = heavy.baseline }
            // Dynamic Type (iOS): the HIG point size; the line box scales with it (DynamicType.swift).
            if family == .iOS, dynamicType != .large {
                let scaled = dynamicType.pointSize(of: style), ratio = scaled / size
                func grid(_ v: Double) -> Double { ceilToPixel(v * ratio, scale: scale) }
                (size, line, pitch, baseline) = (scaled, grid(line), grid(pitch), grid(baseline))
            }
        } else {
            size = font.size > 0 ? font.size : 17; weight = .regular
            (line, baseline) = systemLine(size: size, scale: scale); pitch = systemPitches[size] ?? line
            if font.isBold { weight = .bold }
            if let explicit = font.weight { weight = explicit }
        }
        var resolved = ResolvedFont(pointSize: size, weight: weight, design: font.design, italic: font.isItalic,
                                    monospacedDigits: font.hasMonospacedDigits, lineHeight: line, linePitch: pitch,
                                    firstBaseline: baseline, displayScale: scale)
        resolved.platformFamily = family
        if let style = font.style, let m = styles[style] {
            resolved.textToText = m.textToText; resolved.edgeAbove = m.edgeAbove; resolved.edgeBelow = m.edgeBelow
        } else if font.style == nil, let measured = systemSpacing[size] {
            (resolved.textToText, resolved.edgeAbove, resolved.edgeBelow) = (measured.toText, measured.above, measured.below)
        }
        return resolved
    }
}
