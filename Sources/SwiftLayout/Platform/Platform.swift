// Platform profiles (docs/PLATFORMS.md): SwiftUI's numbers depend on the platform and the OS version —
// the default Text font, the text styles' point sizes and line heights, the Divider's thickness. A
// profile holds those numbers for one platform and OS version, each with its source; a layout reads
// them through `LayoutEnvironment.platform`. Numbers no measurement pins down are marked as assumed.

/// SwiftUI's numbers for one platform and OS version.
public struct Platform: Hashable, Sendable, CustomStringConvertible {
    public enum Family: String, Sendable { case iOS, macOS }
    /// "iOS 26", "iOS 17", "macOS 26".
    public let name: String
    public let family: Family
    public let version: Int
    /// The font a Text without any font uses: a macOS window's 13 pt system font, iOS's body style.
    public let defaultFont: Font
    /// The text styles' numbers (every style is present).
    public let styles: [Font.TextStyle: TextStyleMetrics]
    /// Line boxes of `.system(size:)` fonts measured at these sizes: size → (line height, first baseline).
    /// Other sizes interpolate between the two nearest (and the model's natural line box outside).
    let systemLines: [(size: Double, line: Double, baseline: Double)]
    /// Whether `.system(size:)` line heights are SF Pro's natural line (ascender + descender), rounded up
    /// to the pixel grid, where `systemLines` has no measurement.
    let naturalSystemLines: Bool
    /// A Divider's thickness in points; nil: one pixel (1 / display scale).
    public let dividerThickness: Double?
    /// The controls' sizes and spacings (Button, Toggle, TextField, Slider, Stepper, Picker, ProgressView,
    /// Label, SF Symbols): `ControlMetrics` (Platform/Controls/), each number with its source.
    public let controls: ControlMetrics
    /// Measured `spacing: nil` distances of `.system(size:)` fonts by size: (text to text, above, below).
    var systemSpacing: [Double: (toText: Double, above: Double, below: Double)] = [:]
    /// Measured pitch of wrapped lines of `.system(size:)` fonts by size where it differs from the line height
    /// (the font's unrounded line; a paragraph's height is then rounded up to the pixel grid).
    var systemPitches: [Double: Double] = [:]
    /// Lists: the automatic style and each style's insets, row heights and section gaps (`ListMetrics`,
    /// Platform/Lists.swift, each number with its source).
    public var lists: ListMetrics = .iOS26
    /// NavigationStack's bar (`NavigationMetrics`, Platform/Navigation.swift).
    public var navigation: NavigationMetrics = .iOS26
    /// GroupBox and DisclosureGroup (`GroupingMetrics`, Containers/GroupBox.swift).
    public var grouping: GroupingMetrics = .iOS26
    /// TabView's bar: its edge and what it takes from the content (`TabBarMetrics`, Containers/TabView.swift).
    public var tabBar: TabBarMetrics = .iOS26

    public var description: String { name }

    public static func == (a: Platform, b: Platform) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The line box of a `.system(size:)` font, unrounded sizes interpolated between measured ones.
    func systemLine(size: Double, scale: Double) -> (line: Double, baseline: Double) {
        let natural = SFProMetrics.naturalLine(size: size, scale: scale)
        guard !systemLines.isEmpty else { return natural }
        if let exact = systemLines.first(where: { $0.size == size }) { return (exact.line, exact.baseline) }
        guard let upper = systemLines.firstIndex(where: { $0.size > size }), upper > 0 else {
            // Outside the measured range: the natural line box, shifted by the nearest measurement's
            // difference from it (so the profile stays continuous at the ends).
            let edge = size < systemLines[0].size ? systemLines[0] : systemLines[systemLines.count - 1]
            let at = SFProMetrics.naturalLine(size: edge.size, scale: scale)
            return (natural.line + edge.line - at.line, natural.baseline + edge.baseline - at.baseline)
        }
        let a = systemLines[upper - 1], b = systemLines[upper]
        let t = (size - a.size) / (b.size - a.size)
        let pixel = 1 / scale
        func grid(_ v: Double) -> Double { (v / pixel).rounded() * pixel }
        return (grid(a.line + t * (b.line - a.line)), grid(a.baseline + t * (b.baseline - a.baseline)))
    }

    // MARK: - Profiles

    /// The bold trait: bold for largeTitle, title and title2, semibold for every other style (headline
    /// stays semibold): swiftui-web `ios/text/bold-trait`. Line heights, pitches of wrapped lines, first
    /// baselines and `spacing: nil` distances (to another Text, below a plain view, above one) of every
    /// style and of `.system(size:)` at 12 sizes: the font table of swiftui-web's `ios/text-metrics.json`
    /// (Tests/Fixtures/text-metrics/ios-26.json), e.g. body 24.5 / 26 / 18.5 and 2 / 8.429 / 14.809.
    /// Heavier weights set the first baseline half a point higher in five styles (title from medium on,
    /// subheadline from bold, body, headline and title2 at heavy; the line box unchanged): every recording of
    /// `ios/text-metrics.json` at weights 400–800 (weight 900 is not recorded and taken to follow 800).
    /// iOS 26, measured on an iPhone SE (3rd generation) simulator running iOS 26.0 at @2x
    /// (github.com/iamcgn/swiftui-web `Fixtures/Goldens/ios/text/styles` and `ios/text-metrics.json`).
    /// Point sizes and weights are Apple's HIG typography table at the default Dynamic Type size (Large).
    public static let iOS26 = Platform(
        name: "iOS 26", family: .iOS, version: 26, defaultFont: .body,
        styles: [
            .largeTitle: .init(34, line: 49, pitch: 49, baseline: 36.5, textToText: 0.5, above: 16.859, below: 29.618),
            .title: .init(28, line: 41.5, pitch: 42, baseline: 31.5, heavyBaseline: (500, 31), textToText: 1,
                          above: 14.611, below: 26.186),
            .title2: .init(22, line: 32.5, pitch: 34, baseline: 24.5, heavyBaseline: (800, 24), textToText: 2,
                           above: 11.375, below: 20.253),
            .title3: .init(20, line: 28, pitch: 29, baseline: 21, bold: .semibold, textToText: 1.5, above: 9.804,
                           below: 16.775),
            .headline: .init(17, .semibold, line: 24.5, pitch: 26, baseline: 18.5, bold: .semibold,
                             heavyBaseline: (800, 18), textToText: 2, above: 8.461, below: 14.809),
            .body: .init(17, line: 24.5, pitch: 26, baseline: 18.5, bold: .semibold, heavyBaseline: (800, 18),
                         textToText: 2, above: 8.429, below: 14.809),
            .callout: .init(16, line: 23.5, pitch: 25, baseline: 17.5, bold: .semibold, textToText: 2, above: 8.138,
                            below: 14.320),
            .subheadline: .init(15, line: 21, pitch: 23, baseline: 16, bold: .semibold, heavyBaseline: (700, 15.5),
                                textToText: 2.5, above: 7.603, below: 12.832),
            .footnote: .init(13, line: 19, pitch: 21, baseline: 14, bold: .semibold, textToText: 2.5, above: 6.520,
                             below: 11.354),
            .caption: .init(12, line: 17.5, pitch: 19, baseline: 13, bold: .semibold, textToText: 2, above: 6.229,
                            below: 10.865),
            .caption2: .init(11, line: 16.5, pitch: 16, baseline: 12, bold: .semibold, textToText: 0, above: 5.937,
                             below: 10.376),
        ],
        systemLines: [(10, 12, 9.5), (11, 13.5, 10.5), (12, 14.5, 11.5), (13, 16, 12.5), (15, 18, 14.5), (17, 20.5, 16),
                      (20, 24, 19), (22, 26.5, 21), (24, 29, 23), (26, 31.5, 25), (32, 38.5, 30.5), (40, 48, 38)],
        naturalSystemLines: false, dividerThickness: nil, controls: .iOS26,
        systemSpacing: [10: (0, 3.912, 6.388), 11: (0, 4.153, 6.876), 12: (0, 4.395, 7.365), 13: (0, 5.136, 8.354),
                        15: (0, 5.618, 9.332), 17: (0, 6.601, 10.809), 20: (0, 7.324, 12.275), 22: (0, 8.307, 13.753),
                        24: (0, 8.789, 14.730), 26: (0, 9.771, 16.208), 32: (0, 11.719, 19.641), 40: (0, 14.648, 24.551)],
        // linePitch of the same table (e.g. 13 pt: 15.5, so 2 lines are 31.5 and 4 are 62.5, recorded).
        systemPitches: [10: 11.958333, 11: 13.125, 12: 14.333333, 13: 15.5, 15: 17.916667, 17: 20.291667,
                        20: 23.875, 22: 26.25, 24: 28.625, 26: 31, 32: 38.166667, 40: 47.75],
        lists: .iOS26, navigation: .iOS26)

    /// iOS 17 (and 16): text styles at the HIG sizes with SF Pro's natural line box (ascender + descender,
    /// rounded up to the pixel grid): `Text("Hello world")` in body is 85.33 × 20.33 on an iOS 16 iPhone 13
    /// Pro (fatbobman, "layout-dimensions-1", 2022). Only that one height is measured; the other styles
    /// follow the same rule, and the bold trait is taken to resolve as on iOS 26 (assumed).
    public static let iOS17: Platform = {
        let sizes: [(Font.TextStyle, Double, Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption, 12, .regular), (.caption2, 11, .regular)]
        var styles: [Font.TextStyle: TextStyleMetrics] = [:]
        for (style, size, weight) in sizes {
            // The line box is resolved against the display scale at layout time (see `resolve`).
            styles[style] = TextStyleMetrics(size, weight, line: 0, baseline: 0,
                                            bold: size >= 22 ? .bold : .semibold)
        }
        return Platform(name: "iOS 17", family: .iOS, version: 17, defaultFont: .body, styles: styles,
                        systemLines: [], naturalSystemLines: true, dividerThickness: nil,
                        controls: .iOS17, lists: .iOS17, navigation: .iOS17,
                        tabBar: .iOS17)
    }()

    /// The bold trait per style is recorded in swiftui-web's `text/bold-trait` golden (macOS 26.2): default and
    /// sized fonts, largeTitle, title, title2 → bold; headline → heavy (19 pt line); caption → medium; the
    /// rest → semibold. `spacing: nil` around Text (swiftui-web `text/vstack-spacing` and Docs/elements/Text.md):
    /// the 13 pt default font is 0 from another Text, 4.7422 below a plain view and 8.1509 above one; body
    /// 1.0, 6.2241 and 11.1509; largeTitle 1.5, 12.6788 and 23.3018 (`text/vstack-spacing-mixed`); the
    /// other styles' text-to-text distances as listed. Line boxes, pitches (the distance between wrapped lines), caption2's medium default
    /// weight, the taller lines of heavy faces (title3 from medium on: 23; body and headline from heavy on:
    /// 19) and the `.system(size:)` line boxes are swiftui-web's recorded `text-metrics.json` (macOS 26.2,
    /// 2,332 measurements; Tests/Fixtures/text-metrics/macos-26.json).
    /// macOS 26 in an NSHostingView window (github.com/iamcgn/swiftui-web `Fixtures/Goldens/text-metrics.json`
    /// and its Docs/elements/Text.md, macOS 26.2 at @2x): a Text without a font uses the 13 pt system font
    /// (16 pt line); the text styles use the macOS sizes. Divider: 1 pt (`layout/divider`).
    public static let macOS26 = Platform(
        name: "macOS 26", family: .macOS, version: 26, defaultFont: .system(size: 13),
        styles: [
            .largeTitle: .init(26, line: 38, pitch: 39, baseline: 29, textToText: 1.5, above: 12.6788, below: 23.3018),
            .title: .init(22, line: 33, baseline: 25, textToText: 0.5),
            .title2: .init(17, line: 25.5, pitch: 27, baseline: 19, textToText: 2),
            .title3: .init(15, line: 22, pitch: 24, baseline: 17, bold: .semibold, heavyLine: (500, 23), textToText: 2.5),
            .headline: .init(13, .bold, line: 18.5, pitch: 19, baseline: 14, bold: .heavy, heavyLine: (800, 19),
                             textToText: 1),
            .body: .init(13, line: 18.5, pitch: 19, baseline: 14, bold: .semibold, heavyLine: (800, 19),
                         textToText: 1, above: 6.2241, below: 11.1509),
            .callout: .init(12, line: 17.5, pitch: 18, baseline: 13, bold: .semibold, textToText: 1),
            .subheadline: .init(11, line: 16, pitch: 17, baseline: 12, bold: .semibold, textToText: 1.5),
            .footnote: .init(10, line: 15, pitch: 16, baseline: 11, bold: .semibold, textToText: 1.5),
            .caption: .init(10, line: 15, pitch: 16, baseline: 11, bold: .medium, textToText: 1.5),
            .caption2: .init(10, .medium, line: 15, pitch: 16, baseline: 11, bold: .semibold, textToText: 1.5),
        ],
        systemLines: [(10, 13, 10), (11, 14, 11), (12, 15, 12), (13, 16, 13), (15, 19, 15), (17, 20, 16),
                      (20, 24, 19), (22, 26, 21), (24, 28, 23), (26, 30, 25), (32, 38, 31), (40, 47, 39)],
        naturalSystemLines: false, dividerThickness: 1, controls: .macOS26,
        systemSpacing: [13: (0, 4.7422, 8.1509)], lists: .macOS26, navigation: .macOS26,
        tabBar: .macOS26)

    public static let all: [Platform] = [.iOS26, .iOS17, .macOS26]

    /// Looks a profile up by name, ignoring case and spaces: "iOS 26", "ios26", "macOS 26", "macos".
    /// A bare family name is its newest profile.
    public static func named(_ name: String) -> Platform? {
        func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(name)
        if let exact = all.first(where: { key($0.name) == wanted }) { return exact }
        switch wanted {
        case "ios": return .iOS26
        case "macos": return .macOS26
        default: return nil
        }
    }
}
