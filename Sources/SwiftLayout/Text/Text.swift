// Text and its measuring (rules §21, docs/TEXT.md). All measuring goes through `TextMeasurer`: the
// HarfBuzz model calibrated to SF Pro (FontTextMeasurer) or the approximate model below. A Text's font is
// resolved against the platform profile first (point size, weight, line box), so one tree measures as
// SwiftUI does on iOS 17, iOS 26 or macOS 26.

/// Measures text. Implementations must be deterministic and thread-safe.
public protocol TextMeasurer: Sendable {
    /// The size `text` takes in `font` for `proposal`: wrapped to a finite proposed width, on one line for a
    /// nil or infinite width, with at most as many lines as fit a finite proposed height (at least one).
    func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> Size
    /// The distance from the top of the text to its first line's baseline, and to its last line's, for
    /// `proposal`.
    func baselines(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> (first: Double, last: Double)
    /// The font's vertical metrics in points, for Text's spacing preferences.
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// The size with line limits and truncation (`lineLimit`, `truncationMode`). The default applies the
    /// most lines as a height cap and the fewest as a reserved height, without measuring an ellipsis.
    func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> Size
    /// The size of a concatenation (`Text + Text`): one paragraph of runs, each in its own font. The
    /// default measures the joined text in the font with the tallest line.
    func size(ofRuns runs: [(text: String, font: ResolvedFont)], proposal: ProposedViewSize, options: TextOptions) -> Size
    /// The lines `text` is drawn in for `proposal` and `options`, as the size was measured: each line's
    /// characters (an ellipsis where a line limit cuts the text; a space at a break, which hangs, left out)
    /// and their width. The default is one line.
    func lines(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> [TextLine]
}

/// One line of a Text as drawn: its characters and its width in points.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var width: Double
    public init(text: String, width: Double) { self.text = text; self.width = width }
}

/// How a laid-out Text is drawn (for pictures): its font, where its first baseline and its next lines are,
/// and its lines as the engine broke them.
public struct TextDrawing: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Font.Weight
    public var isItalic: Bool
    public var design: Font.Design
    /// From the Text's top to its first baseline, and from one line to the next.
    public var firstBaseline: Double
    public var linePitch: Double
    public var lines: [TextLine]
    /// Where the lines sit in the frame, left to right: "leading" (left), "center" or "trailing" (right) —
    /// `.multilineTextAlignment` in the layout direction.
    public var alignment: String = "leading"
    /// Without its line limit, in its own environment (the font its List section, control or modifiers give
    /// it): its height at the frame's width, and its ideal (one-line) size — what a frame that shows all of
    /// it needs (layout lint's truncated-text rule compares the frame with them).
    public var fullHeight: Double = 0
    public var ideal: Size = .zero

    /// As JSON: {"size", "weight" (100…900), "italic", "design", "firstBaseline", "pitch", "alignment",
    /// "fullHeight", "idealWidth", "idealHeight", "lines": [{"text", "width"}]}.
    public var json: String {
        let items = lines.map { "{\"text\":\(jsonString($0.text)),\"width\":\(jsonNumber($0.width))}" }
        return "{\"size\":\(jsonNumber(pointSize)),\"weight\":\(weight.value),\"italic\":\(isItalic),"
            + "\"design\":\(jsonString(design.rawValue)),\"firstBaseline\":\(jsonNumber(firstBaseline)),"
            + "\"pitch\":\(jsonNumber(linePitch)),\"alignment\":\(jsonString(alignment)),"
            + "\"fullHeight\":\(jsonNumber(fullHeight)),\"idealWidth\":\(jsonNumber(ideal.width)),"
            + "\"idealHeight\":\(jsonNumber(ideal.height)),\"lines\":[\(items.joined(separator: ","))]}"
    }
}

/// How many lines a Text may take, and where it is cut when it does not fit.
public struct TextOptions: Hashable, Sendable {
    public var maxLines: Int?
    public var minLines: Int?
    public var truncation: TruncationMode = .tail
    public init(maxLines: Int? = nil, minLines: Int? = nil, truncation: TruncationMode = .tail) {
        self.maxLines = maxLines; self.minLines = minLines; self.truncation = truncation
    }
}

/// `.textSelection(_:)`: whether the user may select the text; no layout effect (SW-mac `textscale/selection`
/// @d7405f3: "Selectable text" and "Plain text" keep their 13 pt sizes).
public enum TextSelectability: String, CaseIterable, Hashable, Sendable { case enabled, disabled }

extension View {
    public func textSelection(_ selectability: TextSelectability) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "TextSelectionModifier", label: nil))
    }
}

/// `.truncationMode(_:)`: where the ellipsis goes when a Text does not fit its lines.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable { case head, middle, tail }

extension TextMeasurer {
    public func lines(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> [TextLine] {
        text.isEmpty ? [] : [TextLine(text: text, width: size(of: text, font: font, proposal: proposal, options: options).width)]
    }
    public func size(ofRuns runs: [(text: String, font: ResolvedFont)], proposal: ProposedViewSize,
                     options: TextOptions) -> Size {
        guard let tallest = runs.max(by: { $0.font.lineHeight < $1.font.lineHeight })?.font else { return .zero }
        return size(of: runs.map(\.text).joined(), font: tallest, proposal: proposal, options: options)
    }

    public func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> Size {
        var p = proposal
        let one = size(of: "X", font: font, proposal: .unspecified).height
        if let most = options.maxLines { p.height = min(p.height ?? .infinity, Double(most) * one) }
        var s = size(of: text, font: font, proposal: p)
        if let least = options.minLines, !text.isEmpty { s.height = max(s.height, Double(least) * one) }
        return s
    }
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

/// The approximate model, for hosts without fonts and for tests that want arithmetic they can follow.
/// Every character advances 0.4563 × the point size and every line is 1.196 × the point size tall,
/// whatever the platform's line box. Both factors come from one measurement of real SwiftUI:
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

    public func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> Size {
        guard !text.isEmpty else { return .zero }
        let advance = advanceFactor * font.pointSize * (font.weight.value >= 600 ? 1.05 : 1)
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
    public func metrics(of font: ResolvedFont) -> FontMetrics {
        let em = font.pointSize / 2048
        return FontMetrics(ascender: 1950 * em, descender: -494 * em, leading: 0, capHeight: 1443 * em)
    }

    public func baselines(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> (first: Double, last: Double) {
        let lineHeight = lineHeightFactor * font.pointSize
        let lines = max(1, (size(of: text, font: font, proposal: proposal).height / lineHeight).rounded())
        let ascent = ascentFactor * font.pointSize
        return (ascent, (lines - 1) * lineHeight + ascent)
    }
}

struct TextLayout: LeafLayout {
    let string: String
    /// The Text's own font and traits (`Text(…).font(…)`, `.bold()`, `.fontWeight(…)` on a Text return a
    /// Text in SwiftUI); nil fields come from the environment.
    let style: TextStyling
    /// A concatenation (`Text("a").bold() + Text("b")`): its runs, each with its own styling; empty for a
    /// plain Text. `string` is then the joined text.
    var runs: [TextRunSpec] = []
    var name: String { "Text" }

    /// The font this Text is measured in: its own font, else the environment's, else the platform's
    /// default, with the Text's and the environment's weight and traits applied.
    func resolvedFont(_ context: LayoutContext) -> ResolvedFont { resolvedFont(style, context) }

    /// The fonts of a concatenation's runs (a run's own styling first, then the concatenation's).
    func resolvedRuns(_ context: LayoutContext) -> [(text: String, font: ResolvedFont)] {
        runs.map { run in
            let merged = run.style.over(style)
            var font = resolvedFont(merged, context)
            if let symbol = run.symbol { font = inlineSymbol(symbol, in: font, merged, context) }
            return (run.string, font)
        }
    }

    /// An SF Symbol inside Text (`Text(Image(systemName:))`): one object as wide as the symbol's box in the
    /// run's font, weight and image scale; its line at least as tall as the box (measured: swiftui-web
    /// `text/inline-image`, macOS 26.6 — the star alone 16.5 × 16 in the 13 pt font, 28.5 × 33 in title, the
    /// bold star's line 16.5; "Rate " + star.fill + " now" 76 wide).
    func inlineSymbol(_ name: String, in font: ResolvedFont, _ style: TextStyling, _ context: LayoutContext) -> ResolvedFont {
        let env = context.environment
        let box = SymbolMetrics.box(name, pointSize: font.pointSize, weight: font.weight,
                                    scale: context.nodeEnvironment.controls.imageScale, pixel: 1 / max(1, env.displayScale))
        var f = font
        f.objectWidth = box.width
        f.lineHeight = max(f.lineHeight, box.height)
        f.linePitch = max(f.linePitch, box.height)
        return f
    }

    func resolvedFont(_ style: TextStyling, _ context: LayoutContext) -> ResolvedFont {
        let env = context.nodeEnvironment
        let platform = context.environment.platform
        var font = style.font ?? env.font ?? listTextFont(env, platform)
            ?? (env.controls.inControlLabel ? platform.controls.controlLabelFont : nil) ?? platform.defaultFont
        if let weight = style.weight ?? env.fontWeight { font.weight = weight }
        if style.bold || env.bold { font.isBold = true }
        if style.italic || env.italic { font.isItalic = true }
        if style.monospacedDigit { font.hasMonospacedDigits = true }
        if let design = style.design ?? env.fontDesign { font.design = design }
        if style.monospaced || env.monospaced { font.design = .monospaced }
        var resolved = context.environment.platform.resolve(font, scale: context.environment.displayScale,
                                                            dynamicType: env.dynamicTypeSize ?? context.environment.dynamicTypeSize)
        resolved.extraTracking = env.tracking
        if env.lineSpacing != 0 {
            // `.lineSpacing(s)`: the pitch becomes the unrounded line height plus s (measured: swiftui-web
            // text-metrics, body at 150 pt with lineSpacing 4 is 85.5 tall on macOS, 109.5 on iOS — the
            // unrounded lines 18.33 and 24.29, modelled as the line height less 0.2 pt; `.system(size: 13)`
            // with 4 and 10 is 76 and 94 on macOS, 74.5 and 92.5 on iOS — its own pitch, 16 and 15.5, plus s).
            let unrounded = font.style == nil ? resolved.linePitch : resolved.lineHeight - 0.2
            resolved.linePitch = max(resolved.linePitch, unrounded + env.lineSpacing)
        }
        if env.baselineOffset != 0 {
            // `.baselineOffset(o)`: each line's box grows by |o| — above the text when it is raised (the
            // baselines move down by o), below it when it is lowered — as Apple's text system grows a line
            // fragment for shifted glyphs (UIKit's documented attribute; not measured in SwiftUI: docs/TEXT.md).
            let shift = abs(env.baselineOffset)
            resolved.lineHeight += shift; resolved.linePitch += shift
            resolved.firstBaseline += max(env.baselineOffset, 0)
        }
        return resolved
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        measure(proposal, lineLimited: true, context: context)
    }

    /// The size for `proposal` in this Text's own environment (its font as the environment resolves it: a
    /// List footer's footnote, a control label's font), within its line limit or (`lineLimited` false)
    /// without one: what the drawing reports for lint (`TextDrawing.fullHeight`).
    func measure(_ proposal: ProposedViewSize, lineLimited: Bool, context: LayoutContext) -> Size {
        let env = context.nodeEnvironment
        let limit = lineLimited ? env.lineLimit : nil
        let options = TextOptions(maxLines: limit?.max, minLines: limit?.min, truncation: env.truncation)
        let measurer = context.environment.textMeasurer
        if !runs.isEmpty {
            let resolved = resolvedRuns(context)
            guard context.textFits(resolved.map(\.text).joined(), "Text") else { return .zero }
            return measurer.size(ofRuns: resolved, proposal: proposal, options: options)
        }
        let text = displayed(env), font = resolvedFont(context)
        guard context.textFits(text, "Text") else { return .zero }
        // `.minimumScaleFactor(f)`: a Text that does not fit its lines (or its width) at full size is set
        // smaller, down to f × its size, the largest size at which it fits (found by bisection).
        if env.minimumScaleFactor < 1, let width = proposal.width, width.isFinite {
            func fits(_ f: ResolvedFont) -> Bool {
                let natural = measurer.size(of: text, font: f, proposal: ProposedViewSize(width: .infinity, height: nil))
                let wrapped = measurer.size(of: text, font: f, proposal: ProposedViewSize(width: width, height: nil))
                let lines = limit?.max ?? Int.max
                return natural.width <= width + 1e-9 || (lines > 1 && wrapped.height <= f.height(lines: lines) + 1e-9
                    && wrapped.width <= width + 1e-9 && !text.split(separator: " ").contains { word in
                        measurer.size(of: String(word), font: f, proposal: .unspecified).width > width + 1e-9 })
            }
            if !fits(font) {
                var lo = max(0.01, env.minimumScaleFactor), hi = 1.0
                for _ in 0..<12 where hi - lo > 1e-3 {
                    let mid = (lo + hi) / 2
                    if fits(font.scaled(mid)) { lo = mid } else { hi = mid }
                }
                return measurer.size(of: text, font: font.scaled(lo), proposal: proposal, options: options)
            }
        }
        return measurer.size(of: text, font: font, proposal: proposal, options: options)
    }

    /// How this Text is drawn in a frame of `size` (the size it chose): the lines the measurer breaks it
    /// into at that size and line limit. A concatenation is drawn as one string in its tallest run's font.
    func drawing(in size: Size, context: LayoutContext) -> TextDrawing {
        let env = context.nodeEnvironment
        let options = TextOptions(maxLines: env.lineLimit?.max, minLines: env.lineLimit?.min, truncation: env.truncation)
        let runs = runs.isEmpty ? [] : resolvedRuns(context)
        let text = runs.isEmpty ? displayed(env) : runs.map(\.text).joined()
        let font = runs.max(by: { $0.font.lineHeight < $1.font.lineHeight })?.font ?? resolvedFont(context)
        let lines = context.environment.textMeasurer.lines(of: text, font: font, proposal: ProposedViewSize(width: size.width, height: size.height),
                                                           options: options)
        // Leading and trailing as the layout direction has them: right to left, leading lines sit on the right.
        let rtl = (env.layoutDirection ?? context.environment.layoutDirection) == .rightToLeft
        let a = env.multilineTextAlignment
        let side = a == .center ? "center" : (a == .trailing) != rtl ? "trailing" : "leading"
        // Without its line limit, in its own environment: its height at this width and its one-line size.
        let full = measure(ProposedViewSize(width: size.width, height: nil), lineLimited: false, context: context)
        let ideal = measure(.unspecified, lineLimited: false, context: context)
        return TextDrawing(pointSize: font.pointSize, weight: font.weight, isItalic: font.italic, design: font.design,
                           firstBaseline: font.firstBaseline, linePitch: font.linePitch, lines: lines,
                           alignment: side, fullHeight: full.height, ideal: ideal)
    }

    /// The string as drawn: `.textCase` applied.
    func displayed(_ env: NodeEnvironment) -> String {
        switch env.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
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
        let resolved = resolvedFont(context)
        let m = measurer.metrics(of: resolved)
        let pixel = 1 / context.environment.displayScale
        let lineHeight = m.ascender - m.descender
        let textSpacing = ((lineHeight * 0.1) / pixel).rounded(.up) * pixel
        let lineSpacing = lineHeight + textSpacing
        // The profile's measured distances win over the formula where it has them (docs/PLATFORMS.md).
        let calibrated = (measurer as? FontTextMeasurer)?.calibrated == true
        let text = TextSpacingMetrics(ascend: m.ascender, descend: -m.descender,
                                      leading: calibrated ? resolved.textToText ?? m.leading : m.leading, pixelLength: pixel)
        let above = calibrated ? resolved.edgeAbove ?? (lineSpacing - text.ascend) : lineSpacing - text.ascend
        let below = calibrated ? resolved.edgeBelow ?? max(lineSpacing - m.capHeight, textSpacing + text.descend)
                               : max(lineSpacing - m.capHeight, textSpacing + text.descend)
        let ideal = measurer.size(of: string, font: resolved, proposal: .unspecified)
        let baselines = measurer.baselines(of: string, font: resolved, proposal: .unspecified)
        return ViewSpacing(values: [
            .top: [.textToText: .bottomTextMetrics(text), .edgeAboveText: .distance(above),
                   .textBaseline: .distance(-baselines.first)],
            .bottom: [.textToText: .topTextMetrics(text), .edgeBelowText: .distance(below),
                      .textBaseline: .distance(baselines.last - ideal.height)],
        ])
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard key.isBaseline, !string.isEmpty else { return nil }
        if !runs.isEmpty {
            // A concatenation's line takes its tallest run's baseline (measured: swiftui-web
            // `text/concatenation`, "Big " in largeTitle + "small": baseline 29, the largeTitle's).
            let fonts = resolvedRuns(context).map(\.font)
            let first = fonts.map(\.firstBaseline).max() ?? 0
            let lines = max(1, Int((size.height - (fonts.map(\.lineHeight).max() ?? 0)) / max(1, fonts.map(\.linePitch).max() ?? 1) + 1.5))
            let last = first + Double(lines - 1) * (fonts.map(\.linePitch).max() ?? 0)
            return key == VerticalAlignment.firstTextBaseline.key ? first : last
        }
        let b = context.environment.textMeasurer.baselines(of: string, font: resolvedFont(context), proposal: proposal)
        return key == VerticalAlignment.firstTextBaseline.key ? b.first : b.last
    }
}

/// One run of a concatenated Text.
struct TextRunSpec: Hashable, Sendable {
    var string: String
    var style: TextStyling
    /// An SF Symbol's name: the run is that symbol (its `string` is U+FFFC, the object replacement character).
    var symbol: String? = nil
}

/// What a Text sets on itself: a font, a weight and traits (nil or false: the environment's).
struct TextStyling: Hashable, Sendable {
    /// This styling with `outer`'s where this one sets nothing (a run inside a styled concatenation).
    func over(_ outer: TextStyling) -> TextStyling {
        var s = self
        s.font = s.font ?? outer.font
        s.weight = s.weight ?? outer.weight
        s.bold = s.bold || outer.bold
        s.italic = s.italic || outer.italic
        s.monospacedDigit = s.monospacedDigit || outer.monospacedDigit
        s.design = s.design ?? outer.design
        s.monospaced = s.monospaced || outer.monospaced
        return s
    }
    var font: Font? = nil
    var weight: Font.Weight? = nil
    var bold = false
    var italic = false
    var monospacedDigit = false
    /// `.fontDesign(_:)` on the Text (nil: the environment's or the font's) and `.monospaced()`.
    var design: Font.Design? = nil
    var monospaced = false
}

/// A run of text. It wraps to a proposed width and otherwise takes its ideal (one-line) width (rules §21).
public struct Text: View {
    public let string: String
    let style: TextStyling
    /// The runs of a concatenation (`Text + Text`), empty for a plain Text.
    let runs: [TextRunSpec]
    public var font: Font? { style.font }
    public init(_ string: String, font: Font? = nil) { self.string = string; style = TextStyling(font: font); runs = [] }
    /// `Text(Image(systemName:))`: an SF Symbol set inline as one glyph of the text (concatenate it with
    /// other Text); an asset image is taken as the fallback symbol's box (approximate).
    public init(_ image: Image) {
        string = "\u{FFFC}"; style = TextStyling()
        runs = [TextRunSpec(string: "\u{FFFC}", style: TextStyling(), symbol: image.isSystemImage ? image.name : SymbolMetrics.fallbackSymbol)]
    }
    init(_ string: String, style: TextStyling, runs: [TextRunSpec] = []) {
        self.string = string; self.style = style; self.runs = runs
    }
    public var node: ViewNode { makeNode(TextLayout(string: string, style: style, runs: runs)) }
    private func with(_ change: (inout TextStyling) -> Void) -> Text {
        var s = style; change(&s); return Text(string, style: s, runs: runs)
    }
    /// `Text + Text`: one paragraph whose runs keep their own fonts and traits and take the rest from the
    /// concatenation and its environment (measured: swiftui-web `text/concatenation`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        // A concatenation's (or an inline symbol's) own styling reaches each of its runs.
        func parts(_ t: Text) -> [TextRunSpec] {
            t.runs.isEmpty ? [TextRunSpec(string: t.string, style: t.style)]
                : t.runs.map { var run = $0; run.style = run.style.over(t.style); return run }
        }
        return Text(lhs.string + rhs.string, style: TextStyling(), runs: parts(lhs) + parts(rhs))
    }
    /// This text in `font` (still a Text, not a wrapper, as in SwiftUI).
    public func font(_ font: Font) -> Text { with { $0.font = font } }
    /// This text with the bold trait: the weight the platform gives its style in bold.
    public func bold(_ isActive: Bool = true) -> Text { with { $0.bold = isActive } }
    public func italic(_ isActive: Bool = true) -> Text { with { $0.italic = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    /// `.monospaced(_:)`: the fixed-width variant of the font (SF Mono for the system font).
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.monospaced = isActive } }
    /// `.fontDesign(_:)`: the font in `design` (nil: the font's own).
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }
}

/// The lines a Text may take: at most `max` (the last one truncated), at least `min` (reserved even when
/// the text is shorter). Measured (swiftui-web `text/line-limit`, macOS 26.2): `lineLimit(1)` on a long
/// sentence at 150 pt is one line 144 wide ending in "…"; `lineLimit(...2)` acts as `lineLimit(2)`; a lower
/// bound (`2...4`, `3...`, `lineLimit(2, reservesSpace: true)`) makes "Hello" 2 or 3 lines tall.
public struct LineLimit: Hashable, Sendable {
    public var min: Int?
    public var max: Int?
    public init(min: Int? = nil, max: Int? = nil) { self.min = min; self.max = max }
}

/// `.textCase(_:)`.
public enum TextCase: String, CaseIterable, Hashable, Sendable { case uppercase, lowercase }


extension View {
    /// Limits the Text inside to `limit` lines (nil: no limit).
    public func lineLimit(_ limit: Int?) -> ModifiedContent {
        lineLimitWriter(limit.map { LineLimit(max: Swift.max(1, $0)) })
    }
    /// `lineLimit(2...4)`, `lineLimit(...2)`, `lineLimit(3...)`: at least `min`, at most `max` lines.
    public func lineLimit(min: Int?, max: Int?) -> ModifiedContent {
        lineLimitWriter(LineLimit(min: min.map { Swift.max(1, $0) }, max: max.map { Swift.max(1, $0) }))
    }
    /// `lineLimit(n, reservesSpace:)`: at most `n` lines, and `n` lines tall when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent {
        let n = Swift.max(1, limit)
        return lineLimitWriter(LineLimit(min: reservesSpace ? n : nil, max: n))
    }
    /// `.tracking(_:)`: `points` after every character of the Text inside (`.kerning` measures the same).
    public func tracking(_ points: Double) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyTransformModifier<CGFloat>") { $0.tracking += points })
    }
    public func kerning(_ points: Double) -> ModifiedContent { tracking(points) }
    /// `.lineSpacing(_:)`: points between wrapped lines of the Text inside.
    public func lineSpacing(_ points: Double) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<CGFloat>") { $0.lineSpacing = points })
    }
    /// `.baselineOffset(_:)`: the Text inside raised by `points` from its baseline (negative: lowered).
    public func baselineOffset(_ points: Double) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyTransformModifier<CGFloat>") { $0.baselineOffset += points })
    }
    /// `.textCase(_:)`: the Text inside in upper or lower case (nil: as written).
    public func textCase(_ textCase: TextCase?) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<Optional<Case>>") { $0.textCase = textCase })
    }
    /// `.minimumScaleFactor(_:)`: the Text inside may shrink to `factor` × its size to fit (0 < factor ≤ 1).
    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<CGFloat>") {
            $0.minimumScaleFactor = min(1, max(0.01, factor))
        })
    }
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<TruncationMode>") { $0.truncation = mode })
    }
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> ModifiedContent {
        // How the lines of a Text sit inside its frame. It changes no frame (measured: swiftui-web
        // `text/multiline-alignment`, the 3-line paragraph is 196.5 wide in every alignment); pictures use it.
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<TextAlignment>") { $0.multilineTextAlignment = alignment })
    }
    /// Sets the font of every Text in this view.
    public func font(_ font: Font) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<Font>") { $0.font = font })
    }
    private func lineLimitWriter(_ limit: LineLimit?) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<Int?>") { $0.lineLimit = limit })
    }
    /// Every Text inside with the bold trait.
    public func bold(_ isActive: Bool = true) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyTransformModifier<Bool>") { $0.bold = isActive })
    }
    public func italic(_ isActive: Bool = true) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyTransformModifier<Bool>") { $0.italic = isActive })
    }
    /// `.monospaced(_:)`: every Text inside in the fixed-width variant of its font (SF Mono).
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyTransformModifier<Bool>") { $0.monospaced = isActive })
    }
    /// `.fontDesign(_:)`: every Text inside in `design` (nil: its font's).
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyWritingModifier<Optional<Design>>") { $0.fontDesign = design })
    }
    /// Every Text inside in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyWritingModifier<Optional<Weight>>") {
            $0.fontWeight = weight
        })
    }
}
