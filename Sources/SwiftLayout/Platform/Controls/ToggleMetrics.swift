// Toggle's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Toggle: the automatic style, the switch and the macOS checkbox (Controls/Toggle.swift).
public struct ToggleMetrics: Sendable {
    /// What `.automatic` resolves to for a Toggle: macOS checkbox, iOS switch.
    public var automaticToggleStyle: ToggleStyle
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

    public static let iOS26 = ToggleMetrics(automaticToggleStyle: .switch, switchSize: Size(66, 30), switchSpacing: 8,
        switchFillsWidth: true, checkboxSize: nil, checkboxSpacing: 0)

    public static let macOS26 = ToggleMetrics(automaticToggleStyle: .checkbox, switchSize: Size(54, 24),
        switchSpacing: 8, switchFillsWidth: false, checkboxSize: Size(16, 16), checkboxSpacing: 5,
        checkboxStackSpacing: 6)
}
