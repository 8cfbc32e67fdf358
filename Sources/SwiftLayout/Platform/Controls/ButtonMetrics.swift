// Button's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Button: what `.automatic` resolves to and a bordered button's padding per control size (Controls/Button.swift).
public struct ButtonMetrics: Sendable {
    /// What `.automatic` resolves to: macOS bordered (SW-mac `button/basic`: "OK" is 42.5 × 24),
    /// iOS borderless (SW-ios `ios/button/basic`: "OK" is its 23.5 × 24.5 label).
    public var automaticButtonStyle: ButtonStyle
    /// Padding around a bordered / borderedProminent button's label, per side: horizontal, vertical.
    public var borderedButtonPadding: (horizontal: Double, vertical: Double)
    /// A bordered / borderedProminent button's vertical padding per side at `.controlSize(.mini)`, `.small`
    /// and `.large` (`.regular` is `borderedButtonPadding`; `.extraLarge` resolves to `.large` on iOS and
    /// macOS, Apple's `ControlSize.extraLarge` documentation). No public recording measures these sizes:
    /// **assumed** macOS 0, 2 and 6 (a 13 pt label's button 16, 20, 28 tall around the measured 24) and
    /// iOS 2, 4 and 12.75 (28.5, 32.5, 50 around the measured 38.5); the label and the sideways padding
    /// keep their regular sizes (**assumed**).
    public var borderedButtonPaddingMini: Double = 0
    public var borderedButtonPaddingSmall: Double = 2
    public var borderedButtonPaddingLarge: Double = 6

    public static let iOS26 = ButtonMetrics(automaticButtonStyle: .borderless, borderedButtonPadding: (12, 7),
        borderedButtonPaddingMini: 2, borderedButtonPaddingSmall: 4, borderedButtonPaddingLarge: 12.75)

    public static let macOS26 = ButtonMetrics(automaticButtonStyle: .bordered, borderedButtonPadding: (12, 4))
}
