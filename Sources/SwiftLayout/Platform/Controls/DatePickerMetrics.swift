// DatePicker's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// DatePicker: the macOS field and graphical styles, the iOS pills (Controls/DatePicker.swift).
public struct DatePickerMetrics: Sendable {
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

    public static let iOS26 = DatePickerMetrics(datePickerUsesPills: true, datePickerFillsWidth: true)
    public static let macOS26 = DatePickerMetrics()
}
