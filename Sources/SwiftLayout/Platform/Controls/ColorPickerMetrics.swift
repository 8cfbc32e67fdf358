// ColorPicker's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// ColorPicker: the colour well and its row (Controls/ColorPicker.swift).
public struct ColorPickerMetrics: Sendable {
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

    public static let iOS26 = ColorPickerMetrics(colorWellSize: Size(28, 28), colorWellFillsWidth: true,
        colorPickerFormRowHeight: nil)
    public static let macOS26 = ColorPickerMetrics()
}
