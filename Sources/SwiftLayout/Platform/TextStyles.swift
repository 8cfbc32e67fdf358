// The text numbers of the platform profiles (docs/PLATFORMS.md "The profiles"): one text style's line box and
// spacings (`TextStyleMetrics`, the profiles' tables in Platform.swift), SF Pro's vertical metrics and the
// pixel grid the natural line box is rounded to.

/// One text style's numbers on a platform: point size, weight, and the line box SwiftUI gives a Text in
/// it (first line height, the pitch of further lines, and the first baseline below the top).
public struct TextStyleMetrics: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Font.Weight
    public var lineHeight: Double
    public var linePitch: Double
    public var firstBaseline: Double
    /// The weight the bold trait (`.bold()`) gives this style: SwiftUI resolves the trait per style.
    public var boldWeight: Font.Weight
    /// Measured `spacing: nil` distances of this style in a stack: between two Texts (the lower one's),
    /// from a plain view above the Text to its top, and from its bottom to a plain view below; nil:
    /// computed from the font's metrics (TextLayout.spacing).
    public var textToText: Double?
    public var edgeAbove: Double?
    public var edgeBelow: Double?
    /// Heavier faces with a taller line: from weight class `minWeight` on, the line is `line` tall (and the
    /// pitch at least that).
    public var heavyLine: (minWeight: Int, line: Double)?
    /// Heavier faces with a higher first baseline: from weight class `minWeight` on, it is `baseline` below the
    /// top (the line box unchanged).
    public var heavyBaseline: (minWeight: Int, baseline: Double)?
    public init(_ pointSize: Double, _ weight: Font.Weight = .regular, line: Double, pitch: Double? = nil,
                baseline: Double, bold: Font.Weight = .bold, heavyLine: (Int, Double)? = nil,
                heavyBaseline: (Int, Double)? = nil, textToText: Double? = nil, above: Double? = nil,
                below: Double? = nil) {
        self.pointSize = pointSize; self.weight = weight; lineHeight = line; linePitch = pitch ?? line
        firstBaseline = baseline; boldWeight = bold; self.heavyLine = heavyLine.map { (minWeight: $0.0, line: $0.1) }
        self.heavyBaseline = heavyBaseline.map { (minWeight: $0.0, baseline: $0.1) }
        self.textToText = textToText; edgeAbove = above; edgeBelow = below
    }
    public static func == (a: TextStyleMetrics, b: TextStyleMetrics) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.lineHeight == b.lineHeight && a.linePitch == b.linePitch
            && a.firstBaseline == b.firstBaseline && a.boldWeight == b.boldWeight
            && a.heavyLine?.minWeight == b.heavyLine?.minWeight && a.heavyLine?.line == b.heavyLine?.line
            && a.heavyBaseline?.minWeight == b.heavyBaseline?.minWeight
            && a.heavyBaseline?.baseline == b.heavyBaseline?.baseline
            && a.textToText == b.textToText && a.edgeAbove == b.edgeAbove && a.edgeBelow == b.edgeBelow
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(lineHeight) }
}

/// SF Pro's vertical metrics in font units (2048 per em): the hhea ascender 1950 and descender 494, cap
/// height 1443 (Apple's SF Pro Text font files as documented by the font's OS/2 table; the iOS 16 body
/// line of 20.33 = 17 × 2444 / 2048 rounded up to the @3x grid confirms the sum).
enum SFProMetrics {
    static let unitsPerEm = 2048.0
    static let ascender = 1950.0, descender = 494.0, capHeight = 1443.0

    /// The natural line box of `size`: ascender + descender, rounded up to the pixel grid, and the
    /// ascender rounded up likewise as the first baseline.
    static func naturalLine(size: Double, scale: Double) -> (line: Double, baseline: Double) {
        let em = size / unitsPerEm
        return (ceilToPixel((ascender + descender) * em, scale: scale), ceilToPixel(ascender * em, scale: scale))
    }
}

/// `value` rounded up to the pixel grid of `scale` (tolerating floating-point noise of 1e-6 pt).
func ceilToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    return ((value - 1e-6) * scale).rounded(.up) / scale
}
