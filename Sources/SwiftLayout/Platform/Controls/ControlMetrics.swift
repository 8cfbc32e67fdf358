// The controls' numbers of the platform profiles (docs/PLATFORMS.md "Controls"): `ControlMetrics`, each
// number with its source; the symbols' boxes are in Controls/SymbolTable.swift.

/// The controls' numbers on one platform. Sources: **SW-mac** = github.com/iamcgn/swiftui-web
/// `Fixtures/Goldens/<group>/**` (macOS 26.2, NSHostingView, @2x); **SW-ios** = the same project's
/// `Fixtures/Goldens/ios/**` (iPhone SE (3rd generation) simulator, iOS 26.0, @2x) and its iOS metrics
/// table (`Docs/platforms/iOS.md`, measured from those goldens). docs/PLATFORMS.md lists every value.
public struct ControlMetrics: Hashable, Sendable {
    /// The font of a checkbox Toggle's and a Slider's label when none is set (macOS: body, 18.5 pt line —
    /// SW-mac `toggle/basic` "customText" is 18.5 tall, `slider/basic` "labelled" 18.5; nil: the platform's
    /// default Text font).
    public var controlLabelFont: Font?
    /// Label: the distance from icon to title (SW-mac `label/basic`: 24 + 8 + 26.5 = 58.5; SW-ios
    /// `ios/label/basic`: 22.5 + 8 + 40.5 = 71).
    public var labelSpacing: Double
    /// LabeledContent: the label to content distance and whether the row fills the proposed width (the
    /// content trailing). macOS 8 and no (SW-mac `labeledcontent/basic`: "Count" 36.5 + 8 + "3" 8.5 = 53);
    /// iOS 8 and yes (**assumed**: not measured).
    public var labeledContentSpacing: Double = 8
    public var labeledContentFillsWidth: Bool = false
    /// Whether a labelled switch or stepper row publishes its top as both text baselines (iOS 26: SW-ios
    /// `ios/toggle/basic` and `ios/stepper/basic` put the row 18.5 below a body Text's top on a
    /// first-text-baseline row) rather than its label's (macOS: SW-mac `toggle/basic`).
    public var controlRowBaselinesAtTop = false
    /// A Divider's length when proposed nil along its line (**assumed** 10 on both, like a shape: rules §1).
    public var dividerIdealLength: Double = 10
    /// Button's numbers (`ButtonMetrics`, Platform/Controls/ButtonMetrics.swift).
    public var button: ButtonMetrics
    /// Toggle's numbers (`ToggleMetrics`, Platform/Controls/ToggleMetrics.swift).
    public var toggle: ToggleMetrics
    /// TextField and TextEditor's numbers (`TextFieldMetrics`, Platform/Controls/TextFieldMetrics.swift).
    public var textField: TextFieldMetrics
    /// Slider's numbers (`SliderMetrics`, Platform/Controls/SliderMetrics.swift).
    public var slider: SliderMetrics
    /// Stepper's numbers (`StepperMetrics`, Platform/Controls/StepperMetrics.swift).
    public var stepper: StepperMetrics
    /// Picker's numbers (`PickerMetrics`, Platform/Controls/PickerMetrics.swift).
    public var picker: PickerMetrics
    /// ProgressView's numbers (`ProgressMetrics`, Platform/Controls/ProgressMetrics.swift).
    public var progress: ProgressMetrics
    /// Menu's numbers (`MenuMetrics`, Platform/Controls/MenuMetrics.swift).
    public var menu: MenuMetrics
    /// Gauge's numbers (`GaugeMetrics`, Platform/Controls/GaugeMetrics.swift).
    public var gauge: GaugeMetrics
    /// ColorPicker's numbers (`ColorPickerMetrics`, Platform/Controls/ColorPickerMetrics.swift).
    public var colorPicker: ColorPickerMetrics
    /// DatePicker's numbers (`DatePickerMetrics`, Platform/Controls/DatePickerMetrics.swift).
    public var datePicker: DatePickerMetrics

    public static func == (a: ControlMetrics, b: ControlMetrics) -> Bool {
        a.button.automaticButtonStyle == b.button.automaticButtonStyle
            && a.button.borderedButtonPadding == b.button.borderedButtonPadding
            && a.toggle.switchSize == b.toggle.switchSize && a.slider.sliderHeight == b.slider.sliderHeight
            && a.stepper.stepperSize == b.stepper.stepperSize
            && a.textField.plainTextFieldExtraHeight == b.textField.plainTextFieldExtraHeight
            && a.textField.roundedTextFieldExtraHeight == b.textField.roundedTextFieldExtraHeight
            && a.picker.menuPickerHeight == b.picker.menuPickerHeight
            && a.picker.segmentedPickerHeight == b.picker.segmentedPickerHeight
            && a.progress.linearProgressHeight == b.progress.linearProgressHeight
            && a.progress.circularProgressSize == b.progress.circularProgressSize
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(slider.sliderHeight); hasher.combine(toggle.switchSize) }

    /// iOS 26 (SW-ios): `ios/button/basic` (bordered 38.5 tall: body label 24.5 + 2 × 7, 12 sideways),
    /// `ios/layout/controls` (toggle row 30 tall filling the width, the switch 66 × 30; plain text field
    /// 26, rounded 34; slider 31; stepper 32 with a 94 × 32 control; segmented picker 31, filling the
    /// width), the iOS metrics table (menu picker 40.5 tall, 13.5 in each side, a 9 pt chevron 4 after
    /// the text), `ios/progress/basic` (a 4 pt bar, 4 below its label: 24.5 + 4 + 4 = 32.5; a 20 pt spinner).
    public static let iOS26 = ControlMetrics(controlLabelFont: nil, labelSpacing: 8, labeledContentSpacing: 8,
        labeledContentFillsWidth: true, controlRowBaselinesAtTop: true, button: .iOS26, toggle: .iOS26,
        textField: .iOS26, slider: .iOS26, stepper: .iOS26, picker: .iOS26, progress: .iOS26, menu: .iOS26,
        gauge: .iOS26, colorPicker: .iOS26, datePicker: .iOS26)

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
    public static let macOS26 = ControlMetrics(controlLabelFont: .body, labelSpacing: 8, labeledContentSpacing: 8,
        labeledContentFillsWidth: false, button: .macOS26, toggle: .macOS26, textField: .macOS26, slider: .macOS26,
        stepper: .macOS26, picker: .macOS26, progress: .macOS26, menu: .macOS26, gauge: .macOS26,
        colorPicker: .macOS26, datePicker: .macOS26)
}
