// DatePicker: the label, `datePickerLabelSpacing` and the control, a ControlRow like the ColorPicker's. The
// numbers are `ControlMetrics` (docs/PLATFORMS.md); the sources are SW-mac `datepicker/*` @da746b5 and
// `datepicker/looks` @3cc87da (fixtures g5_datepicker_*_macos), SW-ios `ios/datepicker/*` (g5_datepicker_*_ios)
// and swiftui-web's pixel measurements of the same recordings (Docs/elements/DatePicker.md @15abc2e,
// Docs/elements/UIKit/DatePicker.md @0cc1d54).
//
// macOS 26. The field draws the shown components in fixed slots, whatever the date: a month, day, hour and
// minute are two 8 pt tabular digits (16), the year four (32), "/" and ":" 4, the space before the period 4,
// the period (AM/PM) 17, ", " between the date and the time 8 (`dateFieldSlots`). So the text is 72 for a
// date, 57 for a time, 72 + 8 + 57 = 137 for both, and a later date (1/1/2026, 12:00 PM) keeps the width
// (SW-mac `datepicker/steps`: its steps record the same frames). The automatic, compact and stepperField
// styles put the text in a bezel a point in, then a 9.5 gap and a 12.5 wide stepper: text + 23, 22 tall
// (95, 80, 160: "Date" 28.5 + 8 + 95 = 131.5, `datepicker/basic`); the field style has no stepper, 3 in on
// each side: text + 6, 21 tall (78, 143: `datepicker/styles`). Graphical: the calendar 138.5 × 148, the clock
// 119 × 119, both side by side 18 apart (275.5 × 148, `datepicker/looks`, macOS 26.6). `.wheel` is iOS-only
// API: the stepper field. The label is centred on the control (on the graphical styles not recorded).
//
// iOS 26. The compact style (automatic; field and stepperField are macOS-only API) draws the date and the time
// as capsules, each its text (17 pt; the time's with monospaced digits) + 24, 4 apart: both capsules whichever
// components show (UIKit's sizeThatFits, UIDatePicker.md @0cc1d54: `uikit/datepicker/compact` records 212.5 for
// a date-only, a time-only and a date-and-time picker alike); 38.5 tall for a date alone, 40 with a time. A labelled picker is a row filling the width,
// the capsules trailing (SW-ios `ios/datepicker/compact`: 311 × 38.5 and × 40 in a Form). `.wheel` is UIKit's
// wheel, `wheelPickerSize` 320 × 216 for every component set, with no label (SW-ios `ios/datepicker/wheel`;
// a wheel's label **assumed** hidden, as the wheel Picker's); narrowed to a smaller proposed width (**assumed**).
// `.graphical` is not recorded on iOS: the macOS sizes (**assumed**).
//
// The selection and the range (`in:`) change no layout but the iOS capsules' text widths; the shown date is
// the selection clamped into the range, in the environment's time zone (`.timeZone(secondsFromGMT:)`, UTC by
// default: the engine has no system zone) and in en_US formats (`DateTime.formatted`). Spaces like a plain view.

/// An instant, as SwiftUI's `Date` is: seconds since 1970-01-01T00:00:00Z. Read from ISO 8601
/// (`DateTime("2025-03-15T15:09:00Z")`); shown in en_US formats at a time zone.
public struct DateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let secondsSince1970: Double
    public init(secondsSince1970: Double) { self.secondsSince1970 = secondsSince1970 }
    public static func < (a: DateTime, b: DateTime) -> Bool { a.secondsSince1970 < b.secondsSince1970 }

    /// Parses ISO 8601: `YYYY-MM-DD` (midnight UTC), or `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or an
    /// offset `±HH:MM` (`±HHMM`, `±HH`). Years 0001…9999. A malformed or impossible date (2025-02-30) throws.
    public init(_ iso8601: String) throws(LayoutError) {
        func bad(_ why: String) -> LayoutError {
            .invalid("date \(quoted(iso8601)) is not ISO 8601 (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS]Z / ±HH:MM): \(why)")
        }
        let s = Array(iso8601.utf8)
        var i = 0
        func digits(_ n: Int, _ what: String) throws(LayoutError) -> Int {
            guard i + n <= s.count else { throw bad("\(what) is missing") }
            var v = 0
            for k in i..<(i + n) {
                guard s[k] >= 48, s[k] <= 57 else { throw bad("\(what) needs \(n) digits") }
                v = v * 10 + Int(s[k] - 48)
            }
            i += n
            return v
        }
        func expect(_ c: UInt8, _ what: String) throws(LayoutError) {
            guard i < s.count, s[i] == c else { throw bad("expected \(what)") }
            i += 1
        }
        let year = try digits(4, "the year")
        try expect(45, "'-' after the year")
        let month = try digits(2, "the month")
        try expect(45, "'-' after the month")
        let day = try digits(2, "the day")
        guard year >= 1 else { throw bad("the year must be 0001…9999") }
        guard (1...12).contains(month) else { throw bad("month \(month) is not 1…12") }
        guard day >= 1, day <= DateTime.daysIn(month, year) else { throw bad("day \(day) is not in month \(month) of \(year)") }
        var seconds = Double(DateTime.days(year, month, day)) * 86400
        if i < s.count {
            guard s[i] == 84 || s[i] == 116 else { throw bad("expected 'T' before the time") }
            i += 1
            let hour = try digits(2, "the hour")
            try expect(58, "':' after the hour")
            let minute = try digits(2, "the minute")
            var second = 0.0
            if i < s.count, s[i] == 58 {
                i += 1
                second = Double(try digits(2, "the seconds"))
                if i < s.count, s[i] == 46 || s[i] == 44 {
                    i += 1
                    var scale = 0.1, any = false
                    while i < s.count, s[i] >= 48, s[i] <= 57 { second += Double(s[i] - 48) * scale; scale /= 10; i += 1; any = true }
                    guard any else { throw bad("the fraction needs digits") }
                }
            }
            guard hour <= 23, minute <= 59, second < 60 else { throw bad("time \(hour):\(minute) is out of range") }
            guard i < s.count else { throw bad("a time needs a zone: 'Z' or an offset ±HH:MM") }
            var offset = 0
            if s[i] == 90 || s[i] == 122 { i += 1 } else if s[i] == 43 || s[i] == 45 {
                let sign = s[i] == 45 ? -1 : 1
                i += 1
                let oh = try digits(2, "the offset's hours")
                var om = 0
                if i < s.count, s[i] == 58 { i += 1; om = try digits(2, "the offset's minutes") } else if i < s.count {
                    om = try digits(2, "the offset's minutes")
                }
                guard oh <= 23, om <= 59 else { throw bad("offset \(oh):\(om) is out of range") }
                offset = sign * (oh * 3600 + om * 60)
            } else { throw bad("a time needs a zone: 'Z' or an offset ±HH:MM") }
            seconds += Double(hour * 3600 + minute * 60) + second - Double(offset)
        }
        guard i == s.count else { throw bad("unexpected text after the date") }
        secondsSince1970 = seconds
    }

    /// ISO 8601 in UTC, to the second: `2025-03-15T15:09:00Z`.
    public var description: String {
        let c = components(secondsFromGMT: 0)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let y = String(c.year), year = String(repeating: "0", count: max(0, 4 - y.count)) + y
        return "\(year)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
    }

    /// The civil date and time at a zone `secondsFromGMT` east of UTC (proleptic Gregorian).
    public func components(secondsFromGMT: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let t = (secondsSince1970 + Double(secondsFromGMT)).rounded(.down)
        let clamped = Swift.min(Swift.max(t, -1e14), 1e14)   // far beyond 0001…9999: never a trap
        let total = Int(clamped)
        let days = total >= 0 ? total / 86400 : -((-total + 86399) / 86400)
        let secs = total - days * 86400
        // Howard Hinnant's civil_from_days.
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day, secs / 3600, secs % 3600 / 60, secs % 60)
    }

    /// en_US formats (macOS's and iOS's): the short date `3/15/2025`, the medium date `Mar 15, 2025`, the short
    /// time `3:09 PM` with U+202F NARROW NO-BREAK SPACE before the period.
    public enum Format: Sendable { case shortDate, mediumDate, shortTime }
    public func formatted(_ format: Format, secondsFromGMT: Int = 0) -> String {
        let c = components(secondsFromGMT: secondsFromGMT)
        switch format {
        case .shortDate: return "\(c.month)/\(c.day)/\(c.year)"
        case .mediumDate:
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            return "\(months[c.month - 1]) \(c.day), \(c.year)"
        case .shortTime:
            let h = c.hour % 12 == 0 ? 12 : c.hour % 12
            return "\(h):\(c.minute < 10 ? "0" : "")\(c.minute)\u{202F}\(c.hour < 12 ? "AM" : "PM")"
        }
    }

    /// A time zone given as `UTC` or `GMT`, optionally with an offset (`UTC+05:30`, `GMT-3`, `UTC+0530`), as
    /// seconds east of GMT (within ±18 hours, `TimeZone(secondsFromGMT:)`'s range). Named zones
    /// (`America/New_York`) need time-zone rules the engine does not carry: an error.
    public static func secondsFromGMT(zone: String) throws(LayoutError) -> Int {
        func bad() -> LayoutError {
            .invalid("time zone \(quoted(zone)) is not \"UTC\", \"GMT\" or one with an offset (\"UTC+05:30\", \"GMT-3\"); named zones are not supported")
        }
        let u = Array(zone.utf8)
        guard u.count >= 3, case let head = String(decoding: u[0..<3], as: UTF8.self).uppercased(), head == "UTC" || head == "GMT" else { throw bad() }
        if u.count == 3 { return 0 }
        guard u[3] == 43 || u[3] == 45 else { throw bad() }
        let sign = u[3] == 45 ? -1 : 1
        let rest = Array(u[4...])
        func num(_ b: ArraySlice<UInt8>) -> Int? {
            guard !b.isEmpty, b.count <= 2, b.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            return b.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        var h: Int?, m: Int? = 0
        if let colon = rest.firstIndex(of: 58) { h = num(rest[..<colon]); m = rest.count - colon - 1 == 2 ? num(rest[(colon + 1)...]) : nil }
        else if rest.count == 4 { h = num(rest[0..<2]); m = num(rest[2..<4]) }
        else { h = num(rest[...]) }
        guard let h, let m, m <= 59, h * 3600 + m * 60 <= 18 * 3600 else { throw bad() }
        return sign * (h * 3600 + m * 60)
    }

    static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
    /// Days from 1970-01-01 (Howard Hinnant's days_from_civil).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }
}

/// The parts a DatePicker shows (SwiftUI's `DatePickerComponents`): `.date`, `.hourAndMinute`, or both
/// (`[.date, .hourAndMinute]`, the default). An empty set shows both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
    /// What is shown: both for an empty set.
    var shown: DatePickerComponents { isEmpty ? [.date, .hourAndMinute] : self }
}

struct DatePickerLayout: LabelledControlLayout {
    let components: DatePickerComponents
    let selection: DateTime
    let range: ClosedRange<DateTime>?
    var name: String { "DatePicker" }

    enum Look: Equatable { case stepperField, field, pills, wheel, graphical }
    static func look(_ context: LayoutContext) -> Look {
        let m = context.metrics
        switch context.controls.datePickerStyle {
        case .graphical: return .graphical
        case .wheel: return m.datePicker.datePickerUsesPills ? .wheel : .stepperField
        case .field: return m.datePicker.datePickerUsesPills ? .pills : .field
        case .automatic, .compact, .stepperField: return m.datePicker.datePickerUsesPills ? .pills : .stepperField
        }
    }
    /// The date shown: the selection clamped into the range.
    var shownDate: DateTime { range.map { Swift.min(Swift.max(selection, $0.lowerBound), $0.upperBound) } ?? selection }

    /// The macOS field's text: the components' fixed slots.
    static func fieldText(_ components: DatePickerComponents, _ m: ControlMetrics) -> Double {
        let s = m.datePicker.dateFieldSlots
        let date = 2 * s.digit + s.dateSeparator + 2 * s.digit + s.dateSeparator + 4 * s.digit
        let time = 2 * s.digit + s.timeSeparator + 2 * s.digit + s.periodSpace + s.period
        let shown = components.shown
        if shown == .date { return date }
        if shown == .hourAndMinute { return time }
        return date + s.dateTimeSeparator + time
    }
    /// The control's size (no label) where it is proposed `width` (nil: its own).
    func control(_ context: LayoutContext, width: Double?) -> Size {
        let m = context.metrics, shown = components.shown
        switch Self.look(context) {
        case .stepperField: return Size(Self.fieldText(shown, m) + m.datePicker.dateStepperFieldExtraWidth, m.datePicker.dateStepperFieldHeight)
        case .field: return Size(Self.fieldText(shown, m) + m.datePicker.dateFieldExtraWidth, m.datePicker.dateFieldHeight)
        case .wheel:
            return Size(width.map { Swift.min(Swift.max(0, $0), m.picker.wheelPickerSize.width) } ?? m.picker.wheelPickerSize.width, m.picker.wheelPickerSize.height)
        case .graphical:
            if shown == .date { return m.datePicker.graphicalCalendarSize }
            if shown == .hourAndMinute { return m.datePicker.graphicalClockSize }
            return Size(m.datePicker.graphicalCalendarSize.width + m.datePicker.graphicalDateTimeSpacing + m.datePicker.graphicalClockSize.width,
                        Swift.max(m.datePicker.graphicalCalendarSize.height, m.datePicker.graphicalClockSize.height))
        case .pills:
            let env = context.environment
            let base = context.nodeEnvironment.font ?? env.platform.defaultFont
            let font = env.platform.resolve(base, scale: env.displayScale)
            // The time capsule's label has monospaced digits (UIDatePicker.md: "2:30 PM" 62.5, a plain label 62).
            let timeFont = env.platform.resolve(base.monospacedDigit(), scale: env.displayScale)
            let zone = context.controls.timeZoneSecondsFromGMT, date = shownDate
            var w = 0.0
            for (text, f) in [(date.formatted(.mediumDate, secondsFromGMT: zone), font),
                              (date.formatted(.shortTime, secondsFromGMT: zone), timeFont)] {
                w += env.textMeasurer.size(of: text, font: f, proposal: .unspecified).width + m.datePicker.datePillExtraWidth
            }
            return Size(w + m.datePicker.datePillSpacing, shown.contains(.hourAndMinute) ? m.datePicker.dateTimePillHeight : m.datePicker.datePillHeight)
        }
    }
    func row(_ context: LayoutContext, _ proposal: ProposedViewSize) -> ControlRow {
        let m = context.metrics, look = Self.look(context)
        let shows = !context.controls.labelsHidden && look != .wheel
        return ControlRow(control: control(context, width: proposal.width), spacing: m.datePicker.datePickerLabelSpacing,
                          fillsWidth: m.datePicker.datePickerFillsWidth && look == .pills, showsLabel: shows)
    }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        environment.controls.inControlLabel = true
        environment.markControlLabel()
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        row(context, proposal).size(proposal, label: subviews.first)
    }
    // Placement and guides (the form column, the label's baselines): LabelledControlLayout.
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// `DatePicker(_:selection:in:displayedComponents:)`: a label and a date control (`.datePickerStyle(_:)`).
/// The selection and the range change no layout but the iOS capsules' text.
public struct DatePicker: View {
    public let label: ViewNode
    public let selection: DateTime
    public let range: ClosedRange<DateTime>?
    public let displayedComponents: DatePickerComponents
    public init(_ title: String, selection: DateTime, in range: ClosedRange<DateTime>? = nil,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: Text(title))
    }
    /// `DatePicker(selection:in:displayedComponents:) { label }`: any label view.
    public init(selection: DateTime, in range: ClosedRange<DateTime>? = nil,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute], label: any View) {
        self.label = label.node; self.selection = selection; self.range = range; self.displayedComponents = displayedComponents
    }
    /// The text the control shows at a time zone (en_US): macOS's field `3/15/2025, 3:09 PM`, iOS's
    /// capsules `Mar 15, 2025` and `3:09 PM` (the period after U+202F).
    public func shownText(platform: Platform, secondsFromGMT: Int = 0) -> [String] {
        let date = DatePickerLayout(components: displayedComponents, selection: selection, range: range).shownDate
        let shown = displayedComponents.shown
        var out: [String] = []
        if shown.contains(.date) { out.append(date.formatted(platform.controls.datePicker.datePickerUsesPills ? .mediumDate : .shortDate, secondsFromGMT: secondsFromGMT)) }
        if shown.contains(.hourAndMinute) { out.append(date.formatted(.shortTime, secondsFromGMT: secondsFromGMT)) }
        return platform.controls.datePicker.datePickerUsesPills ? out : [out.joined(separator: ", ")]
    }
    public var node: ViewNode {
        makeNode(DatePickerLayout(components: displayedComponents, selection: selection, range: range), children: [label])
    }
}
