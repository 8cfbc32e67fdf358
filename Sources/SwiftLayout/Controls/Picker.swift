// Picker (`ControlMetrics`): children are the title (a Text, or the label view) and the options (tagged views).
// - menu (`.automatic`): iOS 26 shows the selected option, 13.5 in on each side with a 9 pt chevron 4 after
//   it, 40.5 tall, no title (SW-ios iOS metrics table); macOS a pop-up button as wide as the widest option
//   + 47.5, 24 tall, after the title and 8 (SW-mac `picker/basic`: 128.5 with "Fruit", 92.5 hidden).
// - segmented: iOS 26 fills the proposed width, 31 tall (SW-ios `ios/layout/controls`); macOS is one
//   segment per option of the widest option + 21, 24 tall, after the title and 8 (SW-mac `picker/basic`:
//   234 for three options). A nil width on iOS is the macOS rule (not measured).
// - radioGroup (macOS): a column of rows, each a `radioButtonSize` circle, `radioButtonSpacing` and the option
//   view (laid out, in the body font), `radioRowSpacing` apart, after the title and 8, the title on the first
//   row's baseline (SW-mac `picker/basic` "radio": 28 + 8 + 16 + 5 + 45 = 102 wide, 3 × 18.5 + 2 × 6 = 67.5
//   tall, the options at x + 57). iOS has no radio group: the menu style (the API is macOS-only).
// - inline: on macOS the radio group (SW-mac `picker/basic` "inline": 102 × 43 for two options); on iOS,
//   outside a List, the wheel (**assumed**: not recorded; inline rows in a List or Form belong to the list).
// - wheel (iOS): UIKit's wheel, `wheelPickerSize` (320 × 216), narrowed to a smaller proposed width
//   (**assumed**); only the selected option is shown, centred. The height is the date wheel's (SW-ios
//   `ios/datepicker/wheel` @3cc87da: 320 × 216 in a 375 pt column); the same wheel for a Picker is
//   **assumed**. macOS has no wheel style (iOS-only API): the menu style.
// The selection picks the option whose tag matches (else the first). Spaces like a plain view.

struct PickerLayout: LayoutComputer {
    /// The selected option's tag.
    let selection: String?
    var name: String { "Picker" }
    var isModifier: Bool { false }

    /// How a picker draws on this platform.
    enum Look { case menu, segmented, radio, wheel }
    static func look(_ context: LayoutContext) -> Look {
        let macOS = context.environment.platform.family == .macOS
        switch context.controls.pickerStyle {
        case .automatic, .menu: return .menu
        case .segmented: return .segmented
        case .radioGroup: return macOS ? .radio : .menu
        case .inline: return macOS ? .radio : .wheel
        case .wheel: return macOS ? .menu : .wheel
        }
    }

    private func selectedIndex(_ subviews: Subviews) -> Int {
        guard subviews.count > 1 else { return 0 }
        if let selection {
            for k in 1..<subviews.count where subviews[k].modifier(Trait<Tag>.self)?.value == selection { return k }
        }
        return 1
    }
    private func controlSize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext,
                             labelWidth: Double) -> Size {
        let m = context.metrics
        let look = Self.look(context)
        if look == .wheel {
            let w = proposal.width.map { min(max(0, $0 - labelWidth), m.picker.wheelPickerSize.width) } ?? m.picker.wheelPickerSize.width
            return Size(width: w, height: m.picker.wheelPickerSize.height)
        }
        if look == .radio { return radioColumn(subviews, context).size }
        let options = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }
        let widest = options.max() ?? 0
        if look == .segmented {
            let natural = Double(options.count) * (widest + m.picker.segmentExtraWidth)
            let width = m.picker.segmentedFillsWidth ? (proposal.width.map { max(0, $0 - labelWidth) } ?? natural) : natural
            return Size(width: width, height: m.picker.segmentedPickerHeight)
        }
        let shown = m.picker.menuPickerUsesWidestOption ? widest
            : (subviews.count > 1 ? subviews[selectedIndex(subviews)].sizeThatFits(.unspecified).width : 0)
        return Size(width: shown + m.picker.menuPickerExtraWidth, height: m.picker.menuPickerHeight)
    }
    private func showsTitle(_ context: LayoutContext) -> Bool {
        let look = Self.look(context)
        return (context.metrics.picker.pickerShowsLabel || look == .radio) && look != .wheel && !context.controls.labelsHidden
    }
    /// The radio group's rows: each option's frame (relative to the column's top-leading corner) and the
    /// column's size.
    private func radioColumn(_ subviews: Subviews, _ context: LayoutContext) -> (rows: [Rect], size: Size) {
        let m = context.metrics
        var rows: [Rect] = [], y = 0.0, width = 0.0
        let inset = m.picker.radioButtonSize + m.picker.radioButtonSpacing
        for option in subviews.dropFirst() {
            let s = option.sizeThatFits(.unspecified)
            let h = max(s.height, m.picker.radioButtonSize)
            if !rows.isEmpty { y += m.picker.radioRowSpacing }
            rows.append(Rect(x: inset, y: y + (h - s.height) / 2, width: s.width, height: s.height))
            y += h
            width = max(width, inset + s.width)
        }
        return (rows, Size(width: width, height: y))
    }
    /// A menu picker in a Form or List row that lays out labelled rows (Containers/List.swift): the row's
    /// width, as tall as its title, the title leading and the menu trailing (SW-ios `ios/form/basic`
    /// @33be500: 256 × 24.5; SW-mac `form/grouped` @49c51a9: 300 × 18.5).
    private func isLabelledRow(_ context: LayoutContext) -> Bool {
        context.controls.pickerStyle != .segmented && !context.controls.labelsHidden
            && listRowControlMode(context) == .labelledRow
    }
    private func labelledRow(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (title: Size, control: Size, width: Double) {
        let control = controlSize(proposal, subviews, context, labelWidth: 0)
        let spacing = context.metrics.picker.pickerLabelSpacing
        let t = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - control.width - spacing) }, height: nil))
        return (t, control, max(proposal.width ?? (t.width + spacing + control.width), control.width))
    }
    /// The title and the options are not a List row's text; a radio group's are control labels (macOS: the
    /// body font; SW-mac `picker/basic` "radioApple" 18.5 tall), a menu picker's title keeps the default font
    /// (SW-mac `form/basic`: 8.15 below it, the default 13 pt Text's distance to a plain view).
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        if environment.controls.pickerStyle == .radioGroup || environment.controls.pickerStyle == .inline {
            environment.controls.inControlLabel = true
        }
        environment.markControlLabel()
    }
    /// In a columns Form: where the control starts (FormColumnsLayout).
    var explicitGuideSource: UInt8 { 1 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard showsTitle(context), let title = subviews.first else { return nil }
        return FormColumnsLayout.guide(key, label: title.sizeThatFits(.unspecified).width, spacing: context.metrics.picker.pickerLabelSpacing, context)
    }
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (title: Size, control: Size, spacing: Double) {
        guard showsTitle(context), let title = subviews.first else {
            return (.zero, controlSize(proposal, subviews, context, labelWidth: 0), 0)
        }
        let t = title.sizeThatFits(.unspecified)
        let spacing = context.metrics.picker.pickerLabelSpacing
        return (t, controlSize(proposal, subviews, context, labelWidth: t.width + spacing), spacing)
    }
    /// The title's top and the control's top relative to the picker's: both centred, except the radio
    /// group's title, on its first row's baseline.
    private func tops(_ a: (title: Size, control: Size, spacing: Double), _ subviews: Subviews, _ context: LayoutContext)
        -> (title: Double, control: Double) {
        guard Self.look(context) == .radio, showsTitle(context), subviews.count > 1,
              let titleBaseline = subviews[0].dimensions(in: .unspecified).explicitValue(VerticalAlignment.firstTextBaseline.key),
              let rowBaseline = subviews[1].dimensions(in: .unspecified).explicitValue(VerticalAlignment.firstTextBaseline.key)
        else {
            let height = max(a.title.height, a.control.height)
            return ((height - a.title.height) / 2, (height - a.control.height) / 2)
        }
        let first = radioColumn(subviews, context).rows[0].minY + rowBaseline
        let titleTop = first - titleBaseline
        let top = min(0, titleTop)
        return (titleTop - top, -top)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if !subviews.isEmpty, isLabelledRow(context) {
            let r = labelledRow(proposal, subviews, context)
            return Size(width: r.width, height: r.title.height)
        }
        let a = arrange(proposal, subviews, context)
        let t = tops(a, subviews, context)
        return Size(width: a.title.width + a.spacing + a.control.width,
                    height: max(t.title + a.title.height, t.control + a.control.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let title = subviews.first else { return }
        let zero = ProposedViewSize(width: 0, height: 0)
        let control: Rect
        if isLabelledRow(context) {
            let r = labelledRow(proposal, subviews, context)
            title.place(at: Point(x: bounds.minX, y: bounds.midY - r.title.height / 2),
                        proposal: ProposedViewSize(width: max(0, bounds.width - r.control.width - context.metrics.picker.pickerLabelSpacing), height: nil))
            control = Rect(x: bounds.maxX - r.control.width, y: bounds.midY - r.control.height / 2,
                           width: r.control.width, height: r.control.height)
        } else {
            let a = arrange(proposal, subviews, context)
            let t = tops(a, subviews, context)
            if showsTitle(context) {
                title.place(at: Point(x: bounds.minX, y: bounds.minY + t.title), proposal: .unspecified)
            } else {
                title.place(at: bounds.origin, proposal: zero)
            }
            control = Rect(x: bounds.minX + a.title.width + a.spacing, y: bounds.minY + t.control,
                           width: a.control.width, height: a.control.height)
        }
        let count = subviews.count - 1
        guard count > 0 else { return }
        let selected = selectedIndex(subviews)
        let look = Self.look(context)
        let rows = look == .radio ? radioColumn(subviews, context).rows : []
        for k in 1...count {
            let option = subviews[k]
            let s = option.sizeThatFits(.unspecified)
            if look == .radio {
                option.place(at: Point(x: control.minX + rows[k - 1].minX, y: control.minY + rows[k - 1].minY), proposal: .unspecified)
            } else if look == .segmented {
                let segment = control.width / Double(count)
                let midX = control.minX + segment * (Double(k - 1) + 0.5)
                option.place(at: Point(x: midX - s.width / 2, y: control.midY - s.height / 2), proposal: .unspecified)
            } else if k == selected {
                option.place(at: Point(x: control.midX - s.width / 2, y: control.midY - s.height / 2), proposal: .unspecified)
            } else {
                option.place(at: Point(x: control.minX, y: control.minY), proposal: zero)
            }
        }
    }
    /// macOS: a menu picker with its title spaces like the title (a Text above it 4.74, below it 8.15:
    /// SW-mac `form/basic` @f9f1f0b); a segmented one like a plain view (`form/sections`).
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        guard context.environment.platform.family == .macOS, context.controls.pickerStyle != .segmented,
              showsTitle(context), let title = subviews.first else { return .plain }
        return title.spacing
    }
}

/// A choice among options: `Picker("Size", selection: "1") { Text("Small").tag(1); … }`, or with a label view
/// (`Picker(selection:content:label:)`), which the picker lays out where it lays out a title (SW-mac
/// `picker/forms` @ee5b2fd "labelPicker": a Label 24 + 8 + "Fruit" 28 = 60, then 8 and the 92.5 pop-up: 160.5).
public struct Picker: View {
    /// The label: a Text of the title, or the label view.
    public let label: ViewNode
    public let selection: String?
    public let options: [ViewNode]
    public init(_ title: String, selection: String?, options: [any View]) {
        self.init(selection: selection, options: options, label: Text(title))
    }
    public init(_ title: String, selection: String?, @ViewBuilder content: () -> [ViewNode]) {
        label = Text(title).node; self.selection = selection; options = content()
    }
    /// `Picker(selection:content:label:)`: any label view.
    public init(selection: String?, options: [any View], label: any View) {
        self.label = label.node; self.selection = selection; self.options = options.map(\.node)
    }
    public var node: ViewNode { makeNode(PickerLayout(selection: selection), children: [label] + options) }
}
