// Form and its styles (docs/PLATFORMS.md "Forms"). A Form lays out its rows by the form style in effect
// (`.formStyle(_:)`, an environment value; `.automatic` is the profile's: iOS grouped, macOS columns):
//
// - grouped: a List of sections (List.swift) with the profile's grouped-form numbers
//   (`ListMetrics.groupedForm`). iOS: the inset grouped list, where a Toggle, a Picker and a Stepper are
//   full-width rows as tall as their label (SW-ios `ios/form/basic` @33be500, fixture frm_ios_form_basic:
//   256 × 24.5 rows of the 24.5 pt body line). macOS (SW-mac `form/styles` @f9f1f0b, `form/grouped`
//   @49c51a9; fixtures frm_form_styles_macos, frm_form_grouped_macos): cards 20 in from the window, rows
//   10 in and 10 above and below their content, 1 pt separators; labelled controls and TextFields are
//   full-width rows as tall as their label in the body font; a semibold body header 10 above its card, a
//   13 pt footer right-aligned 10 below it; a GroupBox is its label over its content, without a box.
// - columns (macOS's automatic style; SW-mac `form/basic`, `form/sections`, `form/styles` @f9f1f0b,
//   fixtures frm_form_*_macos; swiftui-web Docs/elements/Form.md): not a scroll view but a column layout
//   of its content's size. Each row's labelled control publishes where its control starts
//   (`FormColumnsLayout.controlColumn`: its label's width + 8; 0 for rows without a label: a checkbox
//   Toggle, a Button, a Text, section headers and footers); the largest is the control column. Each row
//   is proposed its own guide plus the column's width (the form's width less the column) and placed so
//   that the guides meet, so a flexible control (TextField, Slider) fills to the trailing edge and a
//   fixed one keeps its width. Rows are spaced like a `spacing: nil` VStack's children; Sections are
//   transparent (header and footer are plain rows).

/// A form's look.
public enum FormStyle: String, CaseIterable, Sendable {
    case automatic, grouped, columns
}

/// A platform's columns form (points).
public struct FormColumnsMetrics: Hashable, Sendable {
    /// A labelled Slider row's height (macOS: 23, SW-mac `form/basic`: the label 7 down in the 13 pt font,
    /// the track 1 down; nil: the slider's own height).
    public var sliderRowHeight: Double? = nil
    /// A label to its control in a row whose control has no spacing of its own (TextField, Slider): 8
    /// (SW-mac `form/basic`: "Name" 35.5 + 8, "Volume" 45 + 8 = 53).
    public var labelSpacing: Double = 8
    public init(sliderRowHeight: Double? = nil, labelSpacing: Double = 8) {
        self.sliderRowHeight = sliderRowHeight; self.labelSpacing = labelSpacing
    }
}

/// The columns layout of a Form's rows (used by ListContentLayout inside a columns Form).
enum FormColumnsLayout {
    /// The guide each labelled control publishes in a columns Form: where its control starts.
    static let controlColumn = HorizontalAlignment(custom: "_formControlColumn", default: .leading)

    /// Each row's x, its proposal and size, and the whole content's size.
    private static func arrange(_ width: Double?, _ subviews: Subviews, _ context: LayoutContext)
        -> (rows: [(x: Double, proposal: ProposedViewSize, size: Size)], size: Size) {
        let probe = ProposedViewSize(width: width, height: nil)
        let guides = subviews.map { max(0, $0.dimensions(in: probe).explicitValue(controlColumn.key) ?? 0) }
        let column = guides.max() ?? 0
        let controlWidth = width.map { max(0, $0 - column) }
        var rows: [(x: Double, proposal: ProposedViewSize, size: Size)] = []
        rows.reserveCapacity(subviews.count)
        var total = Size(0, 0)
        for (k, child) in subviews.enumerated() {
            let p = ProposedViewSize(width: controlWidth.map { guides[k] + $0 }, height: nil)
            let size = child.sizeThatFits(p)
            let x = column - guides[k]
            if k > 0 {
                total.height += subviews[k - 1].spacing.distance(to: child.spacing, along: .vertical,
                                                                   defaultSpacing: context.environment.defaultSpacing)
            }
            rows.append((x, p, size))
            total.width = max(total.width, x + size.width)
            total.height += size.height
        }
        return (rows, total)
    }

    static func size(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        arrange(proposal.width, subviews, context).size
    }

    static func place(in bounds: Rect, _ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (rows, _) = arrange(proposal.width ?? bounds.width, subviews, context)
        var y = bounds.minY
        for (k, child) in subviews.enumerated() {
            if k > 0 {
                y += subviews[k - 1].spacing.distance(to: child.spacing, along: .vertical,
                                                      defaultSpacing: context.environment.defaultSpacing)
            }
            child.place(at: Point(x: bounds.minX + rows[k].x, y: y), proposal: rows[k].proposal)
            y += rows[k].size.height
        }
    }

    /// What a labelled control in a columns Form publishes for `controlColumn`: its label's width plus
    /// `spacing` (nil elsewhere, for other keys, or without a shown label).
    static func guide(_ key: AlignmentKey, label: Double?, spacing: Double, _ context: LayoutContext) -> Double? {
        guard key == controlColumn.key, let label, listRowControlMode(context) == .column else { return nil }
        return label + spacing
    }
}

/// A Form's root: a scroll view of grouped sections, or the columns layout of its content's size.
struct FormLayout: LayoutComputer {
    var name: String { "Form" }
    /// Whether this Form lays out as columns (its own style: `list.form` is set for its content).
    private func isColumns(_ context: LayoutContext) -> Bool {
        context.environment.platform.lists.resolve(context.nodeEnvironment.list.formStyle) == .columns
    }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }
    private var scroll: ScrollViewLayout { ScrollViewLayout(axes: .vertical, offset: .zero, name: "Form") }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        environment.list.form = environment.list.formStyle
        environment.list.inRow = false
        environment.list.role = .none
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if isColumns(context) { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        return scroll.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    var adjustsFrame: Bool { true }
    func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect {
        isColumns(context) ? bounds : scroll.adjustedFrame(bounds, context: context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        if isColumns(context) { subviews.first?.place(at: bounds.origin, proposal: proposal); return }
        scroll.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A container of controls, laid out by its form style: grouped sections (iOS's automatic style) or
/// columns (macOS's).
public struct Form: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(rows: content()) }
    public init(rows: [any View]) { node = makeNode(FormLayout(), children: [listContent(rows, isForm: true)]) }
}

extension View {
    /// `.formStyle(_:)`: the style of the Forms inside.
    public func formStyle(_ style: FormStyle) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "FormStyleModifier") { $0.list.formStyle = style })
    }
}
