// Stepper: the label and a − / + control (`ControlMetrics.stepper.stepperSize`). iOS 26: a row filling the
// proposed width, the 94 × 32 control trailing (SW-ios `ios/layout/controls`: 320 × 32). macOS: the label,
// 8, and 20 × 26 arrows (SW-mac `stepper/basic`: "Count" 64.5 × 26; hidden label 20 × 26). The value does
// not change layout. Spaces like a plain view.

struct StepperLayout: LabelledControlLayout {
    var name: String { "Stepper" }
    func row(_ context: LayoutContext, _ proposal: ProposedViewSize = .unspecified) -> ControlRow {
        let m = context.metrics
        return ControlRow(control: m.stepper.stepperSize, spacing: m.stepper.stepperSpacing, fillsWidth: m.stepper.stepperFillsWidth,
                          showsLabel: !context.controls.labelsHidden).adapted(to: context)
    }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.markControlLabel() }
    /// The row's top as its text baselines where the platform says so (iOS labelled rows).
    func baselinesAtTop(_ context: LayoutContext) -> Bool { context.metrics.controlRowBaselinesAtTop }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        row(context).size(proposal, label: subviews.first)
    }
    /// macOS: the label's spacing (a Text above it 4.74, below it 8.15: SW-mac `form/basic` @f9f1f0b).
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        guard context.environment.platform.family == .macOS, row(context).showsLabel, let label = subviews.first else { return .plain }
        return label.spacing
    }
}

/// A − / + control with a label (the value, its bounds and step change no layout: SW-mac `stepper/basic`
/// "ranged", "closures").
public struct Stepper: View {
    public let label: ViewNode
    public let value: Double
    public init(_ title: String, value: Double) { label = Text(title).node; self.value = value }
    /// `Stepper(value:) { label }`: any label view (SW-mac `stepper/basic` "labelStepper": a Label 24 + 8 +
    /// title, then 8 and the arrows).
    public init(value: Double, label: any View) { self.label = label.node; self.value = value }
    public var node: ViewNode { makeNode(StepperLayout(), children: [label]) }
}
