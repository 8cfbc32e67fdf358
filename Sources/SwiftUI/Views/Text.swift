// Text, Font, LocalizedStringKey, Dynamic Type sizes.

internal import SwiftLayout

/// The Dynamic Type size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    var engine: SwiftLayout.DynamicTypeSize { SwiftLayout.DynamicTypeSize.allCases[DynamicTypeSize.allCases.firstIndex(of: self)!] }
    init(_ e: SwiftLayout.DynamicTypeSize) { self = DynamicTypeSize.allCases[SwiftLayout.DynamicTypeSize.allCases.firstIndex(of: e)!] }
}

/// The older name of Dynamic Type sizes.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!] }
    init(_ d: DynamicTypeSize) { self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: d)!] }
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
    var engine: SwiftLayout.HorizontalAlignment {
        switch self { case .leading: .leading; case .center: .center; case .trailing: .trailing }
    }
}

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    var engine: SwiftLayout.Font
    init(_ e: SwiftLayout.Font) { engine = e }

    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var engine: SwiftLayout.Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle; case .title: .title; case .title2: .title2; case .title3: .title3
            case .headline: .headline; case .subheadline: .subheadline; case .body: .body; case .callout: .callout
            case .footnote: .footnote; case .caption: .caption; case .caption2: .caption2
            }
        }
    }
    public struct Weight: Hashable, Sendable {
        let engine: SwiftLayout.Font.Weight
        public static let ultraLight = Weight(engine: .ultraLight), thin = Weight(engine: .thin)
        public static let light = Weight(engine: .light), regular = Weight(engine: .regular)
        public static let medium = Weight(engine: .medium), semibold = Weight(engine: .semibold)
        public static let bold = Weight(engine: .bold), heavy = Weight(engine: .heavy), black = Weight(engine: .black)
    }
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var engine: SwiftLayout.Font.Design {
            switch self { case .default: .default; case .serif: .serif; case .rounded: .rounded; case .monospaced: .monospaced }
        }
    }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    public static let largeTitle = Font(.largeTitle), title = Font(.title), title2 = Font(.title2), title3 = Font(.title3)
    public static let headline = Font(.headline), subheadline = Font(.subheadline), body = Font(.body)
    public static let callout = Font(.callout), footnote = Font(.footnote), caption = Font(.caption), caption2 = Font(.caption2)

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.system(style.engine, design: design?.engine ?? .default, weight: weight?.engine))
    }
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(.system(style.engine, design: design.engine))
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size.d, weight: weight?.engine, design: design?.engine ?? .default))
    }
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(.system(size: size.d, weight: weight.engine, design: design.engine))
    }
    /// A custom font: laid out as the system font of that size (the named font is not available on Linux).
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(.system(size: size.d)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(.system(size: size.d)) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.system(size: fixedSize.d)) }

    public func weight(_ weight: Weight) -> Font { Font(engine.weight(weight.engine)) }
    public func bold() -> Font { Font(engine.bold()) }
    public func italic() -> Font { Font(engine.italic()) }
    public func monospacedDigit() -> Font { Font(engine.monospacedDigit()) }
    public func monospaced() -> Font { var f = engine; f.design = .monospaced; return Font(f) }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
}

/// A type an interpolated string literal builds: `Text("Hello \(name)")`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    var key: String
    /// The inline images of the string (SF Symbols), in order; their places are U+FFFC.
    var images: [String] = []
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output; images = stringInterpolation.images }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var images: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { output += Text.dateString(date, style) }
        public mutating func appendInterpolation(_ image: Image) {
            output += "\u{FFFC}"
            images.append(image.systemName ?? "star")
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            output += formatter.string(for: subject) ?? ""
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            output += formatter.string(for: subject) ?? ""
        }
    }
}

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
    var content: String
    var inlineSymbols: [String] = []
    /// A Text + Text concatenation: its parts, each with its own styling.
    var parts: [Text] = []
    var modifiers: [Modification] = []

    enum Modification: Equatable {
        case font(Font?), bold(Bool), italic(Bool), weight(Font.Weight?), monospacedDigit, monospaced(Bool)
        case design(Font.Design?), neutral
    }

    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
        inlineSymbols = key.images
    }
    public init(_ attributedContent: AttributedString) { content = String(attributedContent.characters) }
    public init(_ image: Image) { content = "\u{FFFC}"; inlineSymbols = [image.systemName ?? "star"] }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String { content = format.format(input) }
    public init(_ date: Date, style: DateStyle) { content = Text.dateString(date, style) }
    public init(_ dates: ClosedRange<Date>) { content = "\(Text.dateString(dates.lowerBound, .time)) – \(Text.dateString(dates.upperBound, .time))" }
    public init(_ interval: DateInterval) { content = "\(Text.dateString(interval.start, .time)) – \(Text.dateString(interval.end, .time))" }
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) { content = formatter.string(for: subject) ?? "" }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) { content = formatter.string(for: subject) ?? "" }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        content = "0:00"
    }

    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0), date = DateStyle(kind: 1), relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3), timer = DateStyle(kind: 4)
    }
    /// The text of a date in `style` (en_US, UTC: a layout does not depend on the machine's settings).
    static func dateString(_ date: Date, _ style: DateStyle) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case 0: f.dateStyle = .none; f.timeStyle = .short
        case 1: f.dateStyle = .long; f.timeStyle = .none
        default: return "0 sec"
        }
        return f.string(from: date)
    }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
        var engine: SwiftLayout.TruncationMode {
            switch self { case .head: .head; case .tail: .tail; case .middle: .middle }
        }
    }
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
        var engine: SwiftLayout.TextCase { self == .uppercase ? .uppercase : .lowercase }
    }
    /// A predefined text scale.
    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale(), secondary = Scale()
    }
    public struct LineStyle: Hashable, Sendable {
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
        public enum Pattern: Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public static let single = LineStyle()
    }

    private func with(_ m: Modification) -> Text { var t = self; t.modifiers.append(m); return t }
    public func font(_ font: Font?) -> Text { with(.font(font)) }
    public func bold() -> Text { with(.bold(true)) }
    public func bold(_ isActive: Bool) -> Text { with(.bold(isActive)) }
    public func italic() -> Text { with(.italic(true)) }
    public func italic(_ isActive: Bool) -> Text { with(.italic(isActive)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { with(.design(design)) }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func monospacedDigit() -> Text { with(.monospacedDigit) }
    public func monospaced(_ isActive: Bool = true) -> Text { with(.monospaced(isActive)) }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var out = Text(verbatim: lhs.content + rhs.content)
        out.parts = (lhs.parts.isEmpty ? [lhs] : lhs.parts) + (rhs.parts.isEmpty ? [rhs] : rhs.parts)
        if !lhs.parts.isEmpty, !lhs.modifiers.isEmpty {
            out.parts = lhs.parts.map { var p = $0; p.modifiers = lhs.modifiers + p.modifiers; return p }
                + (rhs.parts.isEmpty ? [rhs] : rhs.parts)
        }
        return out
    }

    /// The engine Text of this one.
    var engineText: SwiftLayout.Text {
        if !parts.isEmpty {
            var out: SwiftLayout.Text? = nil
            for part in parts {
                let made = part.engineText
                out = out.map { $0 + made } ?? made
            }
            return apply(modifiers, to: out ?? SwiftLayout.Text(""))
        }
        var text: SwiftLayout.Text
        if inlineSymbols.isEmpty {
            text = SwiftLayout.Text(content)
        } else {
            // Inline SF Symbols: the runs between them and each symbol as an engine inline image.
            var runs: [SwiftLayout.Text] = []
            var symbols = inlineSymbols.makeIterator()
            var pending = ""
            for character in content {
                if character == "\u{FFFC}", let symbol = symbols.next() {
                    if !pending.isEmpty { runs.append(SwiftLayout.Text(pending)); pending = "" }
                    runs.append(SwiftLayout.Text(SwiftLayout.Image(systemName: symbol)))
                } else {
                    pending.append(character)
                }
            }
            if !pending.isEmpty { runs.append(SwiftLayout.Text(pending)) }
            text = runs.dropFirst().reduce(runs.first ?? SwiftLayout.Text("")) { $0 + $1 }
        }
        return apply(modifiers, to: text)
    }

    private func apply(_ modifiers: [Modification], to base: SwiftLayout.Text) -> SwiftLayout.Text {
        var text = base
        for m in modifiers {
            switch m {
            case .font(let f): if let f { text = text.font(f.engine) }
            case .bold(let on): text = text.bold(on)
            case .italic(let on): text = text.italic(on)
            case .weight(let w): text = text.fontWeight(w?.engine)
            case .monospacedDigit: text = text.monospacedDigit()
            case .monospaced(let on): text = text.monospaced(on)
            case .design(let d): text = text.fontDesign(d?.engine)
            case .neutral: break
            }
        }
        return text
    }

    public var body: Never { fatalError("Text has no body") }
    nonisolated public static func == (a: Text, b: Text) -> Bool { a.content == b.content && a.modifiers == b.modifiers }
}

extension Text: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [engineText.node] }
}

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environmentChange({ $0.font = font }, engine: { node, _ in
            font.map { node.font($0.engine) as any SwiftLayout.View } ?? AnyEngineView(node)
        })
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { engine { node, _ in node.fontWeight(weight?.engine) } }
    public func fontDesign(_ design: Font.Design?) -> some View { engine { node, _ in node.fontDesign(design?.engine) } }
    public func fontWidth(_ width: Font.Width?) -> some View { layoutNeutral() }
    public func bold(_ isActive: Bool = true) -> some View { engine { node, _ in node.bold(isActive) } }
    public func italic(_ isActive: Bool = true) -> some View { engine { node, _ in node.italic(isActive) } }
    public func monospaced(_ isActive: Bool = true) -> some View { engine { node, _ in node.monospaced(isActive) } }
    public func monospacedDigit() -> some View { layoutNeutral() }
    public func lineLimit(_ number: Int?) -> some View {
        environmentChange({ $0.lineLimit = number }, engine: { node, _ in node.lineLimit(number) })
    }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        engine { node, _ in node.lineLimit(min: limit.lowerBound, max: limit.upperBound) }
    }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        engine { node, _ in node.lineLimit(min: limit.lowerBound, max: nil) }
    }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        engine { node, _ in node.lineLimit(min: nil, max: limit.upperBound) }
    }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        engine { node, _ in node.lineLimit(limit, reservesSpace: reservesSpace) }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentChange({ $0.truncationMode = mode }, engine: { node, _ in node.truncationMode(mode.engine) })
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChange({ $0.multilineTextAlignment = alignment }, engine: { node, _ in node.multilineTextAlignment(alignment.engine) })
    }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { engine { node, _ in node.lineSpacing(lineSpacing.d) } }
    public func tracking(_ tracking: CGFloat) -> some View { engine { node, _ in node.tracking(tracking.d) } }
    public func kerning(_ kerning: CGFloat) -> some View { engine { node, _ in node.kerning(kerning.d) } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { engine { node, _ in node.baselineOffset(baselineOffset.d) } }
    public func textCase(_ textCase: Text.Case?) -> some View { engine { node, _ in node.textCase(textCase?.engine) } }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { engine { node, _ in node.minimumScaleFactor(factor.d) } }
    public func allowsTightening(_ flag: Bool) -> some View { layoutNeutral() }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        engine { node, _ in node.textSelection(S.allowsSelection ? .enabled : .disabled) }
    }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        layoutNeutral()
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        layoutNeutral()
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange({ $0.dynamicTypeSize = size }, engine: { node, _ in node.dynamicTypeSize(size.engine) })
    }
    /// A range of Dynamic Type sizes: the size in force, clamped to it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(DynamicTypeClamp(contains: { range.contains($0) }, lower: (range as? ClosedRange<DynamicTypeSize>)?.lowerBound
                                    ?? (range as? PartialRangeFrom<DynamicTypeSize>)?.lowerBound,
                                  upper: (range as? ClosedRange<DynamicTypeSize>)?.upperBound
                                    ?? (range as? PartialRangeThrough<DynamicTypeSize>)?.upperBound))
    }
}

/// `.dynamicTypeSize(range)`: the environment's size clamped into the range.
struct DynamicTypeClamp: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let contains: (DynamicTypeSize) -> Bool
    let lower: DynamicTypeSize?
    let upper: DynamicTypeSize?
    func apply(content: @escaping @MainActor (BuildContext) -> [ViewNode], _ context: BuildContext) -> [ViewNode] {
        var size = context.environment.dynamicTypeSize
        if !contains(size) {
            if let lower, size < lower { size = lower }
            if let upper, size > upper { size = upper }
        }
        var inner = context
        inner.environment.dynamicTypeSize = size
        let nodes = content(inner)
        guard !nodes.isEmpty else { return [] }
        return [single(nodes).dynamicTypeSize(size.engine).node]
    }
}

/// A type that describes the ability to select text.
public protocol TextSelectability { static var allowsSelection: Bool { get } }
public struct EnabledTextSelectability: TextSelectability { public static let allowsSelection = true }
public struct DisabledTextSelectability: TextSelectability { public static let allowsSelection = false }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
