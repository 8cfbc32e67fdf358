// Platform profiles (docs/PLATFORMS.md): SwiftUI's numbers depend on the platform and the OS version —
// the default Text font, the text styles' point sizes and line heights, the Divider's thickness. A
// profile holds those numbers for one platform and OS version, each with its source; a layout reads
// them through `LayoutEnvironment.platform`. Numbers no measurement pins down are marked as assumed.

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
    /// Label, SF Symbols): `ControlMetrics`, each number with its source.
    public let controls: ControlMetrics
    /// Measured `spacing: nil` distances of `.system(size:)` fonts by size: (text to text, above, below).
    var systemSpacing: [Double: (toText: Double, above: Double, below: Double)] = [:]
    /// Measured pitch of wrapped lines of `.system(size:)` fonts by size where it differs from the line height
    /// (the font's unrounded line; a paragraph's height is then rounded up to the pixel grid).
    var systemPitches: [Double: Double] = [:]
    /// Lists: the automatic style and each style's insets, row heights and section gaps (`ListMetrics`,
    /// Platform/ListProfiles.swift, each number with its source).
    public var lists: ListMetrics = .iOS26
    /// NavigationStack's bar (`NavigationMetrics`, Platform/ListProfiles.swift).
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

/// The controls' numbers on one platform. Sources: **SW-mac** = github.com/iamcgn/swiftui-web
/// `Fixtures/Goldens/<group>/**` (macOS 26.2, NSHostingView, @2x); **SW-ios** = the same project's
/// `Fixtures/Goldens/ios/**` (iPhone SE (3rd generation) simulator, iOS 26.0, @2x) and its iOS metrics
/// table (`Docs/platforms/iOS.md`, measured from those goldens). docs/PLATFORMS.md lists every value.
public struct ControlMetrics: Hashable, Sendable {
    /// What `.automatic` resolves to: macOS bordered (SW-mac `button/basic`: "OK" is 42.5 × 24),
    /// iOS borderless (SW-ios `ios/button/basic`: "OK" is its 23.5 × 24.5 label).
    public var automaticButtonStyle: ButtonStyle
    /// Padding around a bordered / borderedProminent button's label, per side: horizontal, vertical.
    public var borderedButtonPadding: (horizontal: Double, vertical: Double)
    /// What `.automatic` resolves to for a Toggle: macOS checkbox, iOS switch.
    public var automaticToggleStyle: ToggleStyle
    /// The font of a checkbox Toggle's and a Slider's label when none is set (macOS: body, 18.5 pt line —
    /// SW-mac `toggle/basic` "customText" is 18.5 tall, `slider/basic` "labelled" 18.5; nil: the platform's
    /// default Text font).
    public var controlLabelFont: Font?
    /// The switch: its size, the distance from the label, and whether the row fills the proposed width.
    public var switchSize: Size
    public var switchSpacing: Double
    public var switchFillsWidth: Bool
    /// The macOS checkbox: its size and the distance to its label (nil on iOS, which has none).
    public var checkboxSize: Size?
    public var checkboxSpacing: Double
    /// The distance a checkbox Toggle asks for above and below it in a stack (an uncategorised value, so it
    /// holds next to Text too): macOS 6 — SW-mac `groupbox/basic` and `disclosuregroup/basic` put a
    /// default-font Text 6 above a checkbox in a `spacing: nil` VStack; next to other views **assumed** the
    /// same. nil: the checkbox spaces like a plain view.
    public var checkboxStackSpacing: Double? = nil
    /// TextField heights per style (`.automatic` resolves to `automaticTextFieldStyle`): the plain field
    /// is its font's line + `plainTextFieldExtraHeight` (rounded up to the pixel), a rounded or square
    /// border adds `roundedTextFieldExtraHeight` (TextField.swift).
    public var automaticTextFieldStyle: TextFieldStyle
    public var plainTextFieldExtraHeight: Double
    public var roundedTextFieldExtraHeight: Double
    /// A Slider's height (it fills the proposed width).
    public var sliderHeight: Double
    /// The stepper's − / + control, its distance from the label, and whether the row fills the width.
    public var stepperSize: Size
    public var stepperSpacing: Double
    public var stepperFillsWidth: Bool
    /// Picker: `.automatic` is the menu style. A menu picker is its widest (macOS) or selected (iOS)
    /// option plus `menuPickerExtraWidth`, `menuPickerHeight` tall; a segmented one
    /// `segmentedPickerHeight` tall, each segment the widest option + `segmentExtraWidth`, filling the
    /// width on iOS. `pickerShowsLabel`: the title sits before the control, `pickerLabelSpacing` apart.
    public var menuPickerExtraWidth: Double
    public var menuPickerHeight: Double
    public var menuPickerUsesWidestOption: Bool
    public var segmentedPickerHeight: Double
    public var segmentExtraWidth: Double
    public var segmentedFillsWidth: Bool
    public var pickerShowsLabel: Bool
    public var pickerLabelSpacing: Double
    /// ProgressView: the linear bar's height and the gap above it to a label; the circular indicator's
    /// side at the regular and small control sizes.
    public var linearProgressHeight: Double
    public var linearProgressLabelSpacing: Double
    public var circularProgressSize: Double
    public var smallCircularProgressSize: Double
    /// Label: the distance from icon to title (SW-mac `label/basic`: 24 + 8 + 26.5 = 58.5; SW-ios
    /// `ios/label/basic`: 22.5 + 8 + 40.5 = 71).
    public var labelSpacing: Double
    /// LabeledContent: the label to content distance and whether the row fills the proposed width (the
    /// content trailing). macOS 8 and no (SW-mac `labeledcontent/basic`: "Count" 36.5 + 8 + "3" 8.5 = 53);
    /// iOS 8 and yes (**assumed**: not measured).
    public var labeledContentSpacing: Double = 8
    public var labeledContentFillsWidth: Bool = false
    /// A TextEditor's size on an axis proposed nil (**assumed** on both platforms: 10, like a shape;
    /// proposed a size it takes it, SW-mac `texteditor/basic`, `texteditor/sizing`).
    public var textEditorIdealSize = Size(10, 10)
    /// Menu: the chrome around the label (with the indicator, hidden, with a primary action), the minimum
    /// height, and the label's leading inset. macOS 47.5 / 24 / 45, 24 tall (SW-mac `menu/basic`), the
    /// inset 8 **assumed**; iOS 26 all 0: the menu is its label (SW-ios `ios/menu/basic`).
    public var menuExtraWidth: Double = 0
    public var menuHiddenIndicatorExtraWidth: Double = 0
    public var menuPrimaryActionExtraWidth: Double = 0
    public var menuHeight: Double = 0
    public var menuLabelInset: Double = 0
    /// Gauge (SW-mac `gauge/accessory`, `gauge/basic`; the same numbers on iOS, **assumed**): the
    /// accessory circular side 58, accessoryLinear 8 tall, accessoryLinearCapacity 52, the default
    /// (linearCapacity) 40.15 tall, 60.89 with a current value label; a nil width 10 (**assumed**).
    public var gaugeCircularSize: Double = 58
    public var gaugeAccessoryLinearHeight: Double = 8
    public var gaugeAccessoryLinearCapacityHeight: Double = 52
    public var gaugeLinearCapacityHeight: Double = 40.15087890625
    public var gaugeLinearCapacityValueHeight: Double = 60.89306640625
    public var gaugeIdealWidth: Double = 10
    /// TextField(axis: .vertical): what each line past the first adds (macOS 16: SW-mac
    /// `textfield/vertical` @90df488; iOS 26: 26, SW-ios `ios/textfield/vertical` @90df488), and a rounded
    /// field's text inset per side when counting wrapped lines (**assumed** 7 on both).
    public var verticalTextFieldLineStep: Double = 16
    public var roundedTextFieldInset: Double = 7
    /// A plain TextField's ideal width (proposed nil, e.g. `fixedSize()`) beyond its text's unrounded width,
    /// not rounded to the pixel: macOS 4 — AppKit's text field cell pads its text 2 pt on each side; the
    /// seven recorded plain fields of SW-mac `textfield/formatted` (macOS 26.6) are the model's text plus
    /// 3.76–4.18. iOS 0 (**assumed**: not recorded; there the width is the text's, pixel-rounded).
    public var plainTextFieldIdealExtraWidth: Double? = nil
    /// Whether a labelled switch or stepper row publishes its top as both text baselines (iOS 26: SW-ios
    /// `ios/toggle/basic` and `ios/stepper/basic` put the row 18.5 below a body Text's top on a
    /// first-text-baseline row) rather than its label's (macOS: SW-mac `toggle/basic`).
    public var controlRowBaselinesAtTop = false
    /// Slider: the distance between its label, value labels and track (macOS 8: SW-mac `slider/basic`
    /// "minMax", the minimum label at "Volume" 45 + 8; iOS 8 **assumed**), and the track's width when
    /// proposed nil (**assumed** on both: the track's height, a square).
    public var sliderLabelSpacing: Double = 8
    public var sliderIdealWidth: Double = 16
    /// Picker `.radioGroup` / `.inline` on macOS: the radio circle, its distance to the option, the rows'
    /// spacing (SW-mac `picker/basic` "radio", "inline": options at the title + 8 + 21, rows 24.5 apart);
    /// iOS has no radio group (the same numbers, unused).
    public var radioButtonSize: Double = 16
    public var radioButtonSpacing: Double = 5
    public var radioRowSpacing: Double = 6
    /// Picker `.wheel` (iOS): 320 × 216, UIKit's wheel (the height measured on the date wheel, SW-ios
    /// `ios/datepicker/wheel` @3cc87da; the same box for a Picker **assumed**).
    public var wheelPickerSize = Size(320, 216)
    /// ColorPicker (Controls/ColorPicker.swift): the colour well, its distance from the label, whether the
    /// row fills the proposed width, and a labelled picker's height in a columns Form. macOS 26: 48 × 24,
    /// 8, no, 27 (SW-mac `colorpicker/basic`, `colorpicker/labels`, `colorpicker/form` @fa7ccda, fixtures
    /// g5_colorpicker_*_macos: "Accent" 42.5 + 8 + 48 = 98.5 × 24; 27-tall rows in a Form). iOS: no
    /// recording: a 28 × 28 well trailing in a row filling the width, 8 after the label (**assumed**), and
    /// no Form row height of its own (nil: the row's).
    public var colorWellSize = Size(48, 24)
    public var colorWellSpacing: Double = 8
    public var colorWellFillsWidth = false
    public var colorPickerFormRowHeight: Double? = 27
    /// DatePicker (Controls/DatePicker.swift). macOS 26: the field's fixed text slots (`DateFieldSlots`), the
    /// stepper styles' text + 23 (a bezel 1 in, a 9.5 gap, a 12.5 wide stepper) × 22, the field style's
    /// text + 6 (3 in on each side) × 21, the label 8 before the control (SW-mac `datepicker/basic`,
    /// `datepicker/styles` @da746b5, fixtures g5_datepicker_basic_macos, _styles_macos, _steps_macos: date 95,
    /// time 80, both 160; field 78 and 143; the split of 23 and 6 from swiftui-web's pixels,
    /// Docs/elements/DatePicker.md @15abc2e). Graphical: the calendar 138.5 × 148, the clock 119 × 119, both
    /// side by side 18 apart (`datepicker/graphical`, `datepicker/clock` @da746b5, `datepicker/looks` @3cc87da;
    /// the 18 is solved from "both" 275.5, the one recording of it). iOS 26: no field (`datePickerUsesPills`):
    /// capsules of their text + 24, 4 apart, 38.5 tall for a date, 40 with a time (SW-ios
    /// `ios/datepicker/compact` @b687eac; UIDatePicker.md @0cc1d54), a labelled row filling the width; the
    /// field numbers unused; graphical not recorded: the macOS sizes (**assumed**).
    public var dateFieldSlots = DateFieldSlots()
    public var dateStepperFieldExtraWidth: Double = 23
    public var dateStepperFieldHeight: Double = 22
    public var dateFieldExtraWidth: Double = 6
    public var dateFieldHeight: Double = 21
    public var datePickerLabelSpacing: Double = 8
    public var graphicalCalendarSize = Size(138.5, 148)
    public var graphicalClockSize = Size(119, 119)
    public var graphicalDateTimeSpacing: Double = 18
    public var datePickerUsesPills = false
    public var datePickerFillsWidth = false
    public var datePillExtraWidth: Double = 24
    public var datePillSpacing: Double = 4
    public var datePillHeight: Double = 38.5
    public var dateTimePillHeight: Double = 40
    /// A linear ProgressView's width when proposed nil (**assumed** 0 on both).
    public var progressIdealWidth: Double = 0
    /// A Divider's length when proposed nil along its line (**assumed** 10 on both, like a shape: rules §1).
    public var dividerIdealLength: Double = 10
    /// A bordered / borderedProminent button's vertical padding per side at `.controlSize(.mini)`, `.small`
    /// and `.large` (`.regular` is `borderedButtonPadding`; `.extraLarge` resolves to `.large` on iOS and
    /// macOS, Apple's `ControlSize.extraLarge` documentation). No public recording measures these sizes:
    /// **assumed** macOS 0, 2 and 6 (a 13 pt label's button 16, 20, 28 tall around the measured 24) and
    /// iOS 2, 4 and 12.75 (28.5, 32.5, 50 around the measured 38.5); the label and the sideways padding
    /// keep their regular sizes (**assumed**).
    public var borderedButtonPaddingMini: Double = 0
    public var borderedButtonPaddingSmall: Double = 2
    public var borderedButtonPaddingLarge: Double = 6

    /// The macOS DatePicker field's text slots, whatever the date (SW-mac `datepicker/basic` glyph columns,
    /// Docs/elements/DatePicker.md @15abc2e: "3" right-aligned in a 16 pt month slot; `datepicker/steps`
    /// records the same width for 1/1/2026, 12:00 PM): a digit 8 (two for the month, day, hour and minute,
    /// four for the year), "/" 4, ":" 4, the space before the period 4, the period 17, ", " 8.
    public struct DateFieldSlots: Hashable, Sendable {
        public var digit: Double = 8
        public var dateSeparator: Double = 4
        public var timeSeparator: Double = 4
        public var periodSpace: Double = 4
        public var period: Double = 17
        public var dateTimeSeparator: Double = 8
        public init() {}
    }

    public static func == (a: ControlMetrics, b: ControlMetrics) -> Bool {
        a.automaticButtonStyle == b.automaticButtonStyle && a.borderedButtonPadding == b.borderedButtonPadding
            && a.switchSize == b.switchSize && a.sliderHeight == b.sliderHeight && a.stepperSize == b.stepperSize
            && a.plainTextFieldExtraHeight == b.plainTextFieldExtraHeight && a.roundedTextFieldExtraHeight == b.roundedTextFieldExtraHeight
            && a.menuPickerHeight == b.menuPickerHeight && a.segmentedPickerHeight == b.segmentedPickerHeight
            && a.linearProgressHeight == b.linearProgressHeight && a.circularProgressSize == b.circularProgressSize
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(sliderHeight); hasher.combine(switchSize) }

    /// iOS 26 (SW-ios): `ios/button/basic` (bordered 38.5 tall: body label 24.5 + 2 × 7, 12 sideways),
    /// `ios/layout/controls` (toggle row 30 tall filling the width, the switch 66 × 30; plain text field
    /// 26, rounded 34; slider 31; stepper 32 with a 94 × 32 control; segmented picker 31, filling the
    /// width), the iOS metrics table (menu picker 40.5 tall, 13.5 in each side, a 9 pt chevron 4 after
    /// the text), `ios/progress/basic` (a 4 pt bar, 4 below its label: 24.5 + 4 + 4 = 32.5; a 20 pt spinner).
    public static let iOS26 = ControlMetrics(
        automaticButtonStyle: .borderless, borderedButtonPadding: (12, 7),
        automaticToggleStyle: .switch, controlLabelFont: nil,
        switchSize: Size(66, 30), switchSpacing: 8, switchFillsWidth: true,
        checkboxSize: nil, checkboxSpacing: 0,
        automaticTextFieldStyle: .plain, plainTextFieldExtraHeight: 1.5, roundedTextFieldExtraHeight: 8,
        sliderHeight: 31,
        stepperSize: Size(94, 32), stepperSpacing: 8, stepperFillsWidth: true,
        menuPickerExtraWidth: 13.5 + 4 + 9 + 13.5, menuPickerHeight: 40.5, menuPickerUsesWidestOption: false,
        segmentedPickerHeight: 31, segmentExtraWidth: 21, segmentedFillsWidth: true,
        pickerShowsLabel: false, pickerLabelSpacing: 8,
        linearProgressHeight: 4, linearProgressLabelSpacing: 4, circularProgressSize: 20, smallCircularProgressSize: 20,
        labelSpacing: 8, labeledContentSpacing: 8, labeledContentFillsWidth: true, textEditorIdealSize: Size(10, 10),
        menuExtraWidth: 0, menuHiddenIndicatorExtraWidth: 0, menuPrimaryActionExtraWidth: 0, menuHeight: 0, menuLabelInset: 0,
        verticalTextFieldLineStep: 26, controlRowBaselinesAtTop: true,
        sliderIdealWidth: 31, colorWellSize: Size(28, 28), colorWellFillsWidth: true, colorPickerFormRowHeight: nil,
        datePickerUsesPills: true, datePickerFillsWidth: true,
        borderedButtonPaddingMini: 2, borderedButtonPaddingSmall: 4, borderedButtonPaddingLarge: 12.75)

    /// iOS 17: no control was measured on iOS 17; the iOS 26 numbers are used (**assumed**).
    public static let iOS17 = iOS26

    /// macOS 26 (SW-mac): `button/basic`, `button/styles` (bordered: label + 12 each side, 4 above and
    /// below: 24 tall), `toggle/basic` (checkbox 16 × 16, label 21 from the box's left edge, label in the
    /// body font: 70 × 18.5 for "Enabled"), `toggle/styles` (switch: label + 8 + 54 × 24; hidden 54 × 24),
    /// `textfield/basic` (24 tall, filling the width), `slider/basic` (16 tall, filling the width),
    /// `stepper/basic` (label + 8 + 20 × 26 arrows; hidden 20 × 26), `picker/basic` (menu 24 tall, the
    /// widest option + 47.5 wide; segmented 24 tall, three segments of the widest + 21 after the label
    /// and 8: 234), `progress/basic` and `progress/indeterminate` (bar 20 tall, directly under its label;
    /// circular 32, small 16), `label/basic` (icon + 8 + title).
    public static let macOS26 = ControlMetrics(
        automaticButtonStyle: .bordered, borderedButtonPadding: (12, 4),
        automaticToggleStyle: .checkbox, controlLabelFont: .body,
        switchSize: Size(54, 24), switchSpacing: 8, switchFillsWidth: false,
        checkboxSize: Size(16, 16), checkboxSpacing: 5, checkboxStackSpacing: 6,
        automaticTextFieldStyle: .roundedBorder, plainTextFieldExtraHeight: 0, roundedTextFieldExtraHeight: 8,
        sliderHeight: 16,
        stepperSize: Size(20, 26), stepperSpacing: 8, stepperFillsWidth: false,
        menuPickerExtraWidth: 47.5, menuPickerHeight: 24, menuPickerUsesWidestOption: true,
        segmentedPickerHeight: 24, segmentExtraWidth: 21, segmentedFillsWidth: false,
        pickerShowsLabel: true, pickerLabelSpacing: 8,
        linearProgressHeight: 20, linearProgressLabelSpacing: 0, circularProgressSize: 32, smallCircularProgressSize: 16,
        labelSpacing: 8, labeledContentSpacing: 8, labeledContentFillsWidth: false, textEditorIdealSize: Size(10, 10),
        menuExtraWidth: 47.5, menuHiddenIndicatorExtraWidth: 24, menuPrimaryActionExtraWidth: 45, menuHeight: 24,
        menuLabelInset: 8, plainTextFieldIdealExtraWidth: 4)
}
