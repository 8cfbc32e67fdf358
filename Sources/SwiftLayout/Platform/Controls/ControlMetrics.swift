// The controls' numbers of the platform profiles (docs/PLATFORMS.md "Controls"): `ControlMetrics`, each
// number with its source; the symbols' boxes are in Controls/SymbolTable.swift.

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
