// Toggle (`ControlMetrics`): `.automatic` is a checkbox on macOS and a switch on iOS.
// - switch: the label and the switch (iOS 26: 66 × 30; macOS: 54 × 24) 8 apart; on iOS the row fills the
//   proposed width with the switch trailing (SW-ios `ios/layout/controls`: 320 × 30), on macOS it is as
//   wide as its content (SW-mac `toggle/styles`: "Enabled" 111 × 24).
// - checkbox (macOS): a 16 × 16 box, the label 5 after it in the body font (SW-mac `toggle/basic`:
//   70 × 18.5).
// - button: a bordered button around the label (SW-mac `toggle/styles`: 73 × 24).
// `labelsHidden()` leaves the control alone (16 × 16, 54 × 24, 66 × 30). A toggle spaces like a plain
// view in a stack, not like its label (SW-ios `ios/layout/controls`), except the macOS checkbox, which asks
// for `checkboxStackSpacing` (6) above and below (SW-mac `groupbox/basic`: a Text 6 above it).

struct ToggleLayout: LayoutComputer {
    var name: String { "Toggle" }
    var isModifier: Bool { false }

    func style(_ context: LayoutContext) -> ToggleStyle {
        var s = context.controls.toggleStyle
        if s == .automatic { s = context.metrics.toggle.automaticToggleStyle }
        if s == .checkbox, context.metrics.toggle.checkboxSize == nil { s = .switch }  // no checkbox on iOS
        return s
    }
    func row(_ context: LayoutContext) -> ControlRow? {
        let m = context.metrics, shows = !context.controls.labelsHidden
        switch style(context) {
        case .checkbox:
            return ControlRow(control: m.toggle.checkboxSize ?? .zero, spacing: m.toggle.checkboxSpacing, fillsWidth: false,
                              controlFirst: true, showsLabel: shows).adapted(to: context)
        case .button: return nil
        default:
            return ControlRow(control: m.toggle.switchSize, spacing: m.toggle.switchSpacing, fillsWidth: m.toggle.switchFillsWidth, showsLabel: shows)
                .adapted(to: context)
        }
    }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        let s = environment.controls.toggleStyle
        if s == .automatic || s == .checkbox { environment.controls.inControlLabel = true }
    }
    var updatesEnvironment: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if let row = row(context) { return row.size(proposal, label: subviews.first) }
        return ButtonLayout.bordered(proposal, subviews.first, context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        if let row = row(context) { row.place(in: bounds, proposal: proposal, label: subviews.first); return }
        ButtonLayout.placeBordered(bounds, proposal, subviews.first, context)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard let row = row(context) else { return nil }
        let atTop = style(context) == .switch && context.metrics.controlRowBaselinesAtTop
        return row.baseline(key, in: size, proposal: proposal, label: subviews.first, atTop: atTop)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        guard style(context) == .checkbox, let d = context.metrics.toggle.checkboxStackSpacing else { return .plain }
        return .uncategorized(d, on: [.top, .bottom])
    }
}

extension ButtonLayout {
    /// A bordered button's size around `label`.
    static func bordered(_ proposal: ProposedViewSize, _ label: Subview?, _ context: LayoutContext) -> Size {
        let p = context.metrics.borderedPadding(for: context.controls.controlSize)
        let i = EdgeInsets(top: p.vertical, leading: p.horizontal, bottom: p.vertical, trailing: p.horizontal)
        let s = label?.sizeThatFits(proposal.inset(by: i)) ?? .zero
        return Size(width: s.width + 2 * p.horizontal, height: s.height + 2 * p.vertical)
    }
    static func placeBordered(_ bounds: Rect, _ proposal: ProposedViewSize, _ label: Subview?, _ context: LayoutContext) {
        let p = context.metrics.borderedPadding(for: context.controls.controlSize)
        let i = EdgeInsets(top: p.vertical, leading: p.horizontal, bottom: p.vertical, trailing: p.horizontal)
        label?.place(at: Point(x: bounds.minX + p.horizontal, y: bounds.minY + p.vertical), proposal: proposal.inset(by: i))
    }
}

/// A switch, checkbox or toggle button with a label.
public struct Toggle: View {
    public let label: ViewNode
    public let isOn: Bool
    public init(_ title: String, isOn: Bool) { label = Text(title).node; self.isOn = isOn }
    public init(isOn: Bool, label: any View) { self.label = label.node; self.isOn = isOn }
    public var node: ViewNode { makeNode(ToggleLayout(), children: [label]) }
}
