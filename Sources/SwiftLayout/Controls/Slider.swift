// Slider: a track filling the proposed width, `ControlMetrics.slider.sliderHeight` tall (macOS 16, SW-mac
// `slider/basic`; iOS 26 31, SW-ios `ios/layout/controls`). A row of, in order: the label (macOS only, in
// the body font; iOS shows no label outside a form), the minimum value label, the track, the maximum value
// label, `sliderLabelSpacing` apart (macOS 8: "Min" at 53 = "Volume" 45 + 8, SW-mac `slider/basic`
// "minMax"; iOS 8 **assumed**), each centred vertically; the row is as tall as the tallest. The value labels
// are in the footnote style unless a font is set around them (macOS: "Min" 17.5 × 15, "Max" at the
// trailing edge; iOS the same style, **assumed**). A nil proposed width gives the track `sliderIdealWidth` (**assumed**: its height). The
// value, the range and the step change no layout. Spaces like a plain view.

struct SliderLayout: LayoutComputer {
    let hasLabel: Bool, hasMinimum: Bool, hasMaximum: Bool
    var name: String { "Slider" }
    var isModifier: Bool { false }

    /// The shown children (label, minimum, maximum) and their sizes, in row order around the track.
    private func parts(_ subviews: Subviews, _ context: LayoutContext) -> (leading: [Subview], trailing: Subview?) {
        var k = 0
        var leading: [Subview] = []
        if hasLabel {
            if context.environment.platform.family == .macOS && !context.controls.labelsHidden { leading.append(subviews[k]) }
            k += 1
        }
        if hasMinimum { leading.append(subviews[k]); k += 1 }
        return (leading, hasMaximum ? subviews[k] : nil)
    }
    /// The frames of the shown children and of the track, relative to the row's origin, and the row's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (children: [(Subview, Rect)], track: Rect, size: Size) {
        let m = context.metrics
        let (leading, trailing) = parts(subviews, context)
        let shown = leading + (trailing.map { [$0] } ?? [])
        let sizes = shown.map { $0.sizeThatFits(.unspecified) }
        let spacing = m.slider.sliderLabelSpacing
        let fixed = sizes.reduce(0) { $0 + $1.width } + Double(shown.count) * spacing
        let trackWidth = proposal.width.map { max(0, $0 - fixed) } ?? m.slider.sliderIdealWidth
        let height = max(m.slider.sliderHeight, sizes.map(\.height).max() ?? 0)
        var x = 0.0
        var children: [(Subview, Rect)] = []
        for (k, view) in leading.enumerated() {
            children.append((view, Rect(x: x, y: (height - sizes[k].height) / 2, width: sizes[k].width, height: sizes[k].height)))
            x += sizes[k].width + spacing
        }
        let track = Rect(x: x, y: (height - m.slider.sliderHeight) / 2, width: trackWidth, height: m.slider.sliderHeight)
        x += trackWidth
        if let trailing, let s = sizes.last {
            x += spacing
            children.append((trailing, Rect(x: x, y: (height - s.height) / 2, width: s.width, height: s.height)))
            x += s.width
        }
        return (children, track, Size(width: x, height: height))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        var size = arrange(proposal, subviews, context).size
        // A labelled slider row in a columns Form (SW-mac `form/basic`: 23 tall).
        if shownLabel(subviews, context) != nil, listRowControlMode(context) == .column,
           let h = context.environment.platform.lists.columnsForm.sliderRowHeight { size.height = h }
        return size
    }
    /// The label when it is shown (macOS, not hidden).
    private func shownLabel(_ subviews: Subviews, _ context: LayoutContext) -> Subview? {
        guard hasLabel, context.environment.platform.family == .macOS, !context.controls.labelsHidden else { return nil }
        return subviews.first
    }
    /// In a columns Form: where the track starts (FormColumnsLayout).
    var explicitGuideSource: UInt8 { 1 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard let label = shownLabel(subviews, context) else { return nil }
        return FormColumnsLayout.guide(key, label: label.sizeThatFits(.unspecified).width,
                                       spacing: context.metrics.slider.sliderLabelSpacing, context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let a = arrange(proposal, subviews, context)
        for view in subviews { view.place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0)) }
        for (view, r) in a.children {
            view.place(at: Point(x: bounds.minX + r.minX, y: bounds.minY + r.minY), proposal: .unspecified)
        }
    }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.controls.inControlLabel = true }
    var updatesEnvironment: Bool { true }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A slider over `bounds` (the value, the bounds and the step do not change layout), with an optional
/// label and minimum / maximum value labels.
public struct Slider: View {
    public let value: Double
    public let bounds: ClosedRange<Double>
    public let step: Double?
    public let label: ViewNode?
    public let minimumValueLabel: ViewNode?
    public let maximumValueLabel: ViewNode?
    /// `Slider(value:in:step:) { Text(label) } minimumValueLabel: { Text(…) } maximumValueLabel: { Text(…) }`.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, label: String? = nil,
                minimumValueLabel: String? = nil, maximumValueLabel: String? = nil) {
        self.init(value: value, in: bounds, step: step, label: label.map { Text($0) },
                  minimumValueLabel: minimumValueLabel.map { Text($0) }, maximumValueLabel: maximumValueLabel.map { Text($0) })
    }
    /// The same with label views.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, label: (any View)?,
                minimumValueLabel: (any View)? = nil, maximumValueLabel: (any View)? = nil) {
        self.value = value; self.bounds = bounds; self.step = step
        self.label = label?.node
        // The value labels take the platform's value-label style unless a font is set around them.
        let valueFont: @Sendable (inout NodeEnvironment) -> Void = { if $0.font == nil { $0.font = Slider.valueLabelFont } }
        let valueLabel = { (view: any View) in
            ModifiedContent(view, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<Font>", write: valueFont)).node
        }
        self.minimumValueLabel = minimumValueLabel.map(valueLabel)
        self.maximumValueLabel = maximumValueLabel.map(valueLabel)
    }
    /// The value labels' style: footnote (SW-mac `slider/basic`: 10 pt on a 15 pt line on macOS; the same
    /// style on iOS, **assumed**).
    static let valueLabelFont = Font.footnote
    public var node: ViewNode {
        let children = [label, minimumValueLabel, maximumValueLabel].compactMap { $0 }
        return makeNode(SliderLayout(hasLabel: label != nil, hasMinimum: minimumValueLabel != nil, hasMaximum: maximumValueLabel != nil),
                        children: children)
    }
}
