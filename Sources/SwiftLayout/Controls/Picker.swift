// Picker (`ControlMetrics`): children are the title (a Text) and the options (tagged views).
// - menu (`.automatic`): iOS 26 shows the selected option, 13.5 in on each side with a 9 pt chevron 4 after
//   it, 40.5 tall, no title (SW-ios iOS metrics table); macOS a pop-up button as wide as the widest option
//   + 47.5, 24 tall, after the title and 8 (SW-mac `picker/basic`: 128.5 with "Fruit", 92.5 hidden).
// - segmented: iOS 26 fills the proposed width, 31 tall (SW-ios `ios/layout/controls`); macOS is one
//   segment per option of the widest option + 21, 24 tall, after the title and 8 (SW-mac `picker/basic`:
//   234 for three options). A nil width on iOS is the macOS rule (not measured).
// The selection picks the option whose tag matches (else the first). Spaces like a plain view.

struct PickerLayout: LayoutComputer {
    /// The selected option's tag.
    let selection: String?
    var name: String { "Picker" }
    var isModifier: Bool { false }

    private func selectedIndex(_ subviews: Subviews) -> Int {
        guard subviews.count > 1 else { return 0 }
        if let selection {
            for k in 1..<subviews.count where subviews[k].modifier(TagModifier.self)?.tag == selection { return k }
        }
        return 1
    }
    private func controlSize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext,
                             labelWidth: Double) -> Size {
        let m = context.metrics
        let options = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }
        let widest = options.max() ?? 0
        if context.controls.pickerStyle == .segmented {
            let natural = Double(options.count) * (widest + m.segmentExtraWidth)
            let width = m.segmentedFillsWidth ? (proposal.width.map { max(0, $0 - labelWidth) } ?? natural) : natural
            return Size(width: width, height: m.segmentedPickerHeight)
        }
        let shown = m.menuPickerUsesWidestOption ? widest
            : (subviews.count > 1 ? subviews[selectedIndex(subviews)].sizeThatFits(.unspecified).width : 0)
        return Size(width: shown + m.menuPickerExtraWidth, height: m.menuPickerHeight)
    }
    private func showsTitle(_ context: LayoutContext) -> Bool {
        context.metrics.pickerShowsLabel && !context.controls.labelsHidden
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
        let spacing = context.metrics.pickerLabelSpacing
        let t = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - control.width - spacing) }, height: nil))
        return (t, control, max(proposal.width ?? (t.width + spacing + control.width), control.width))
    }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.markControlLabel() }
    /// In a columns Form: where the control starts (FormColumnsLayout).
    var explicitGuideSource: UInt8 { 1 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard showsTitle(context), let title = subviews.first else { return nil }
        return FormColumnsLayout.guide(key, label: title.sizeThatFits(.unspecified).width, spacing: context.metrics.pickerLabelSpacing, context)
    }
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (title: Size, control: Size, spacing: Double) {
        guard showsTitle(context), let title = subviews.first else {
            return (.zero, controlSize(proposal, subviews, context, labelWidth: 0), 0)
        }
        let t = title.sizeThatFits(.unspecified)
        let spacing = context.metrics.pickerLabelSpacing
        return (t, controlSize(proposal, subviews, context, labelWidth: t.width + spacing), spacing)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if !subviews.isEmpty, isLabelledRow(context) {
            let r = labelledRow(proposal, subviews, context)
            return Size(width: r.width, height: r.title.height)
        }
        let a = arrange(proposal, subviews, context)
        return Size(width: a.title.width + a.spacing + a.control.width, height: max(a.title.height, a.control.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let title = subviews.first else { return }
        let zero = ProposedViewSize(width: 0, height: 0)
        let control: Rect
        if isLabelledRow(context) {
            let r = labelledRow(proposal, subviews, context)
            title.place(at: Point(x: bounds.minX, y: bounds.midY - r.title.height / 2),
                        proposal: ProposedViewSize(width: max(0, bounds.width - r.control.width - context.metrics.pickerLabelSpacing), height: nil))
            control = Rect(x: bounds.maxX - r.control.width, y: bounds.midY - r.control.height / 2,
                           width: r.control.width, height: r.control.height)
        } else {
            let a = arrange(proposal, subviews, context)
            if showsTitle(context) {
                title.place(at: Point(x: bounds.minX, y: bounds.midY - a.title.height / 2), proposal: .unspecified)
            } else {
                title.place(at: bounds.origin, proposal: zero)
            }
            control = Rect(x: bounds.minX + a.title.width + a.spacing, y: bounds.midY - a.control.height / 2,
                           width: a.control.width, height: a.control.height)
        }
        let count = subviews.count - 1
        guard count > 0 else { return }
        let selected = selectedIndex(subviews)
        for k in 1...count {
            let option = subviews[k]
            let s = option.sizeThatFits(.unspecified)
            if context.controls.pickerStyle == .segmented {
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

/// A choice among options: `Picker("Size", selection: "1") { Text("Small").tag(1); … }`.
public struct Picker: View {
    public let title: String
    public let selection: String?
    public let options: [ViewNode]
    public init(_ title: String, selection: String?, options: [any View]) {
        self.title = title; self.selection = selection; self.options = options.map(\.node)
    }
    public init(_ title: String, selection: String?, @ViewBuilder content: () -> [ViewNode]) {
        self.title = title; self.selection = selection; options = content()
    }
    public var node: ViewNode { makeNode(PickerLayout(selection: selection), children: [Text(title).node] + options) }
}
