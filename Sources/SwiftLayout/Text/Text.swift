// Text and its measuring. All measuring goes through `TextMeasurer`, so the interim metric model below can
// be replaced by real font metrics without touching any layout.

/// A font: one of SwiftUI's text styles or a system font of a given size.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// Point size at the default Dynamic Type size ("Large") on iOS (Apple HIG typography table).
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }
    public let style: TextStyle?
    public let pointSize: Double
    public let bold: Bool

    public static func system(_ style: TextStyle) -> Font {
        Font(style: style, pointSize: style.pointSize, bold: style == .headline)
    }
    /// A system font of `size` points; a size that is not positive and finite becomes 17.
    public static func system(size: Double) -> Font {
        Font(style: nil, pointSize: size.isFinite && size > 0 ? size : 17, bold: false)
    }
    /// SwiftUI's font weights; semibold and heavier are set in the bold face.
    public enum Weight: String, CaseIterable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        var isBold: Bool { [.semibold, .bold, .heavy, .black].contains(self) }
    }
    /// `.system(size:weight:)`.
    public static func system(size: Double, weight: Weight) -> Font {
        Font(style: nil, pointSize: size.isFinite && size > 0 ? size : 17, bold: weight.isBold)
    }
    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font { Font(style: style, pointSize: pointSize, bold: weight.isBold) }
    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)

    public var description: String {
        let base = style.map { ".\($0.rawValue)" } ?? ".system(size: \(fmt(pointSize)))"
        return bold && style != .headline ? base + ".bold()" : base
    }
}

/// Measures text. Implementations must be deterministic and thread-safe.
public protocol TextMeasurer: Sendable {
    /// The size `text` takes in `font` for `proposal`: wrapped to a finite proposed width, on one line for a
    /// nil or infinite width, with at most as many lines as fit a finite proposed height (at least one).
    func size(of text: String, font: Font, proposal: ProposedViewSize) -> Size
    /// The distance from the top of the text to its first line's baseline, and to its last line's, for
    /// `proposal`.
    func baselines(of text: String, font: Font, proposal: ProposedViewSize) -> (first: Double, last: Double)
    /// The font's vertical metrics in points, for Text's spacing preferences.
    func metrics(of font: Font) -> FontMetrics
}

/// A font's vertical metrics in points: ascender (above the baseline), descender (below it, negative),
/// leading (the line gap) and cap height.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var capHeight: Double
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.ascender = ascender; self.descender = descender; self.leading = leading; self.capHeight = capHeight
    }
}

/// The interim metric model, until real fonts land. Every character advances 0.4563 × the point size and
/// every line is 1.196 × the point size tall. Both factors come from one measurement of real SwiftUI:
/// `Text("Hello world")` in the 17 pt body font is 85.33 × 20.33 on iOS 16 (docs/MEASUREMENTS.md, FB).
/// Lines break at spaces, and inside a word only when the word alone does not fit.
public struct ApproximateTextMeasurer: TextMeasurer {
    public var advanceFactor: Double
    public var lineHeightFactor: Double
    /// The baseline sits this far below a line's top, × the point size: SF Pro's ascender, 1950/2048 em.
    public var ascentFactor: Double = 1950.0 / 2048
    public init(advanceFactor: Double = 85.33 / 11 / 17, lineHeightFactor: Double = 20.33 / 17) {
        self.advanceFactor = advanceFactor; self.lineHeightFactor = lineHeightFactor
    }

    public func size(of text: String, font: Font, proposal: ProposedViewSize) -> Size {
        guard !text.isEmpty else { return .zero }
        let advance = advanceFactor * font.pointSize * (font.bold ? 1.05 : 1)
        let lineHeight = lineHeightFactor * font.pointSize
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lineWidths: [Double] = []
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        for paragraph in paragraphs {
            guard let limit else { lineWidths.append(Double(paragraph.count) * advance); continue }
            // Greedy wrapping in character counts.
            let maxChars = max(1, clampedCount(limit / advance + 1e-9, limit: 1 << 30))
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= maxChars { current = needed; continue }
                if current > 0 { lineWidths.append(Double(current) * advance); current = 0 }
                while length > maxChars { lineWidths.append(Double(maxChars) * advance); length -= maxChars }
                current = length
            }
            lineWidths.append(Double(current) * advance)
        }
        var lines = lineWidths.count
        if let h = proposal.height, h.isFinite {
            lines = min(lines, max(1, clampedCount(h / lineHeight + 1e-9)))
        }
        let width = lineWidths.prefix(lines).max() ?? 0
        return Size(width: width, height: Double(lines) * lineHeight)
    }
}

extension ApproximateTextMeasurer {
    /// SF Pro's metrics (per 2048 units: ascender 1950, descender −494, no line gap, cap height 1443).
    public func metrics(of font: Font) -> FontMetrics {
        let em = font.pointSize / 2048
        return FontMetrics(ascender: 1950 * em, descender: -494 * em, leading: 0, capHeight: 1443 * em)
    }

    public func baselines(of text: String, font: Font, proposal: ProposedViewSize) -> (first: Double, last: Double) {
        let lineHeight = lineHeightFactor * font.pointSize
        let lines = max(1, (size(of: text, font: font, proposal: proposal).height / lineHeight).rounded())
        let ascent = ascentFactor * font.pointSize
        return (ascent, (lines - 1) * lineHeight + ascent)
    }
}

struct TextLayout: LeafLayout {
    let string: String
    /// The Text's own font (`Text(…).font(…)` in SwiftUI returns a Text); nil: the environment's.
    let font: Font?
    var name: String { "Text" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        context.environment.textMeasurer.size(of: string, font: font ?? context.nodeEnvironment.font,
                                               proposal: limited(proposal, context))
    }

    /// The proposal with its height capped at `lineLimit` lines, if one is set.
    private func limited(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        guard let limit = context.nodeEnvironment.lineLimit else { return proposal }
        let measurer = context.environment.textMeasurer
        let resolved = font ?? context.nodeEnvironment.font
        let one = measurer.size(of: "X", font: resolved, proposal: .unspecified).height
        let cap = Double(limit) * one
        return ProposedViewSize(width: proposal.width, height: min(proposal.height ?? cap, cap))
    }
    var explicitGuideSource: UInt8 { 2 }

    /// Text's spacing preferences from its font (OpenSwiftUI's `Spacing.textSpacing`, audited against
    /// SwiftUI): with line height h = ascender − descender and text spacing s = 0.1·h rounded up to a
    /// pixel, the top edge asks for (h + s − ascender) above it from an edge, the bottom edge for
    /// max(h + s − capHeight, s − descender) below it; text to text is the lower run's leading; the
    /// baselines are published too. Horizontally Text publishes nothing, so it is the default 8 from its
    /// neighbours there.
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        guard !string.isEmpty else { return .plain }
        let measurer = context.environment.textMeasurer
        let resolved = font ?? context.nodeEnvironment.font
        let m = measurer.metrics(of: resolved)
        let pixel = 1 / context.environment.displayScale
        let lineHeight = m.ascender - m.descender
        let textSpacing = ((lineHeight * 0.1) / pixel).rounded(.up) * pixel
        let lineSpacing = lineHeight + textSpacing
        let text = TextSpacingMetrics(ascend: m.ascender, descend: -m.descender, leading: m.leading, pixelLength: pixel)
        let ideal = measurer.size(of: string, font: resolved, proposal: .unspecified)
        let baselines = measurer.baselines(of: string, font: resolved, proposal: .unspecified)
        return ViewSpacing(values: [
            .top: [.textToText: .bottomTextMetrics(text), .edgeAboveText: .distance(lineSpacing - text.ascend),
                   .textBaseline: .distance(-baselines.first)],
            .bottom: [.textToText: .topTextMetrics(text),
                      .edgeBelowText: .distance(max(lineSpacing - m.capHeight, textSpacing + text.descend)),
                      .textBaseline: .distance(baselines.last - ideal.height)],
        ])
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard key.isBaseline, !string.isEmpty else { return nil }
        let b = context.environment.textMeasurer.baselines(of: string, font: font ?? context.nodeEnvironment.font, proposal: proposal)
        return key == VerticalAlignment.firstTextBaseline.key ? b.first : b.last
    }
}

/// A run of text. It wraps to a proposed width and otherwise takes its ideal (one-line) width (rules §21).
public struct Text: View {
    public let string: String
    public let font: Font?
    public init(_ string: String, font: Font? = nil) { self.string = string; self.font = font }
    public var node: ViewNode { makeNode(TextLayout(string: string, font: font)) }
    /// This text in `font` (still a Text, not a wrapper, as in SwiftUI).
    public func font(_ font: Font) -> Text { Text(string, font: font) }
}

/// `.font(_:)`: sets the font of all Text inside (an environment value; the wrapper keeps its content's
/// size and frame).
struct FontModifier: UnaryModifier {
    let font: Font
    var name: String { "EnvironmentKeyWritingModifier<Font>" }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.font = font }
    var updatesEnvironment: Bool { true }
}

/// `.lineLimit(_:)`: at most `limit` lines for the Text inside (an environment value).
struct LineLimitModifier: UnaryModifier {
    let limit: Int?
    var name: String { "EnvironmentKeyWritingModifier<Int?>" }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.lineLimit = limit }
    var updatesEnvironment: Bool { true }
}

extension View {
    /// Limits the Text inside to `limit` lines (nil: no limit).
    public func lineLimit(_ limit: Int?) -> ModifiedContent {
        ModifiedContent(self, LineLimitModifier(limit: limit.map { max(1, $0) }))
    }
    /// Sets the font of every Text in this view.
    public func font(_ font: Font) -> ModifiedContent { ModifiedContent(self, FontModifier(font: font)) }
}
