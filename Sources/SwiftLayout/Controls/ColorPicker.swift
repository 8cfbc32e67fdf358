// ColorPicker: the label, `colorWellSpacing`, and the colour well (`ControlMetrics.colorPicker.colorWellSize`), a
// ControlRow like the Stepper's. macOS 26: a 48 × 24 well 8 after the label, the label in the body font
// (SW-mac `colorpicker/basic` @fa7ccda, fixtures g5_colorpicker_*_macos: "Accent" 42.5 + 8 + 48 = 98.5 ×
// 24, "Tint" 79.5; `labelsHidden()` the well alone, 48 × 24; a custom Text label 18.5 tall, centred on the
// well, `colorpicker/labels`). The selection, `supportsOpacity` and `.disabled` change no layout
// (`colorpicker/basic`, `colorpicker/steps`). Text baselines: the label's (on a first-text-baseline row a
// 13 pt Text lines up 3.75 below the picker's top, `colorpicker/labels` "baselineRow"). In a columns Form
// the well starts at the control column (`FormColumnsLayout`: label + 8) and the row is
// `colorPickerFormRowHeight` (27) tall (`colorpicker/form`). It spaces like a plain view (8 to the next
// picker, recorded 8.151; a checkbox's 6). iOS: nothing recorded; a 28 × 28 well trailing in a row filling the
// width, 8 after the label (**assumed**, docs/PLATFORMS.md).

struct ColorPickerLayout: LabelledControlLayout {
    var name: String { "ColorPicker" }
    func row(_ context: LayoutContext, _ proposal: ProposedViewSize = .unspecified) -> ControlRow {
        let m = context.metrics
        return ControlRow(control: m.colorPicker.colorWellSize, spacing: m.colorPicker.colorWellSpacing, fillsWidth: m.colorPicker.colorWellFillsWidth,
                          showsLabel: !context.controls.labelsHidden).adapted(to: context)
    }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        environment.controls.inControlLabel = true
        environment.markControlLabel()
    }
    /// A labelled picker in a columns Form: `colorPickerFormRowHeight` tall.
    private func formRowHeight(_ context: LayoutContext) -> Double? {
        guard !context.controls.labelsHidden, listRowControlMode(context) == .column else { return nil }
        return context.metrics.colorPicker.colorPickerFormRowHeight
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        var size = row(context).size(proposal, label: subviews.first)
        if let h = formRowHeight(context) { size.height = h }
        return size
    }
    // Placement and guides: LabelledControlLayout (in a columns Form the well starts at the control
    // column; elsewhere the label's text baselines).
    /// Spaces like a plain view: in a `spacing: nil` stack the default 8 from another picker (SW-mac
    /// `colorpicker/form` records 8.151, 0.151 more, within the fixtures' tolerance; the one recording
    /// does not show where the extra comes from) and a checkbox's 6 (recorded 6).
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// `ColorPicker(_:selection:supportsOpacity:)`: a label and a colour well. The selection (a colour name or
/// `#rrggbb` / `#rrggbbaa`) and `supportsOpacity` are drawn, not laid out.
public struct ColorPicker: View {
    public let label: ViewNode
    public let selection: Color
    public let supportsOpacity: Bool
    public init(_ title: String, selection: Color, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: Text(title))
    }
    /// `ColorPicker(selection:supportsOpacity:) { label }`: any label view.
    public init(selection: Color, supportsOpacity: Bool = true, label: any View) {
        self.label = label.node; self.selection = selection; self.supportsOpacity = supportsOpacity
    }
    public var node: ViewNode { makeNode(ColorPickerLayout(), children: [label]) }
}
