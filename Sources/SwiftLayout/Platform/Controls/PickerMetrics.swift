// Picker's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Picker: the menu, segmented, radio-group / inline and wheel styles (Controls/Picker.swift).
public struct PickerMetrics: Sendable {
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
    /// Picker `.radioGroup` / `.inline` on macOS: the radio circle, its distance to the option, the rows'
    /// spacing (SW-mac `picker/basic` "radio", "inline": options at the title + 8 + 21, rows 24.5 apart);
    /// iOS has no radio group (the same numbers, unused).
    public var radioButtonSize: Double = 16
    public var radioButtonSpacing: Double = 5
    public var radioRowSpacing: Double = 6
    /// Picker `.wheel` (iOS): 320 × 216, UIKit's wheel (the height measured on the date wheel, SW-ios
    /// `ios/datepicker/wheel` @3cc87da; the same box for a Picker **assumed**).
    public var wheelPickerSize = Size(320, 216)

    public static let iOS26 = PickerMetrics(menuPickerExtraWidth: 13.5 + 4 + 9 + 13.5, menuPickerHeight: 40.5,
        menuPickerUsesWidestOption: false, segmentedPickerHeight: 31, segmentExtraWidth: 21,
        segmentedFillsWidth: true, pickerShowsLabel: false, pickerLabelSpacing: 8)

    public static let macOS26 = PickerMetrics(menuPickerExtraWidth: 47.5, menuPickerHeight: 24,
        menuPickerUsesWidestOption: true, segmentedPickerHeight: 24, segmentExtraWidth: 21,
        segmentedFillsWidth: false, pickerShowsLabel: true, pickerLabelSpacing: 8)
}
