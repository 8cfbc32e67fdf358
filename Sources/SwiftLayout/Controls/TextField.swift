// TextField and SecureField: an editable field filling the proposed width, as tall as its style and font
// (`ControlMetrics`). The plain style is the font's line + `plainTextFieldExtraHeight` (iOS 26 1.5: 26
// around the 24.5 body line, SW-ios `ios/layout/controls`, `ios/textfield/basic`; macOS 0: the 16 pt line
// of the 13 pt font, SW-mac `textfield/styles` "plain"); the rounded (and square) border adds
// `roundedTextFieldExtraHeight` (8 on both: iOS 34, SW-ios `ios/textfield/basic`; macOS 24, SW-mac
// `textfield/basic`, `textfield/styles`). `.automatic` is plain on iOS, rounded on macOS. Empty or not,
// secure or not, the same size. A nil proposed width is the text's (or the placeholder's) width in the
// current font (not measured). Spaces like a plain view.
//
// Text baselines: the plain field's text sits at its top; a bordered field centres its line, the offset
// rounded up to the pixel: iOS 34 − 24.5 → 5 down, baseline 23.5 (SW-ios `ios/textfield/basic` "row": a
// body Text beside it 5 below the field's top); macOS 4 down, baseline 17 (SW-mac `textfield/styles` "row").
//
// `TextField(_:text:axis: .vertical)` grows with the lines its text (or placeholder) wraps to in the
// field's width, bounded by `lineLimit` (`lineLimit(3...5)`: 3 to 5 lines; `lineLimit(2, reservesSpace:
// true)`: exactly 2): the one-line height + (lines − 1) × `ControlMetrics.textField.verticalTextFieldLineStep`.
// SW-ios `ios/textfield/vertical` @90df488 (iOS 26.0, 300 wide, body font): a note wrapping to 2 lines is
// 52 plain and 60 rounded (26 + 26, 34 + 26), "Short" rounded 34: the step is 26. SW-mac
// `textfield/vertical` @90df488 (plain style, 13 pt, 200 wide): 2 lines 32, 1 line 16, `lineLimit(3,
// reservesSpace: true)` 48, `lineLimit(2)` and `lineLimit(2...4)` 32: the step is 16. A rounded field's
// text is inset `roundedTextFieldInset` on each side (**assumed** 7) when counting lines.

struct TextFieldLayout: LeafLayout {
    let placeholder: String
    let text: String
    let secure: Bool
    var vertical = false
    var name: String { secure ? "SecureField" : "TextField" }
    /// Text baselines (2) and, in a columns Form, the control column (1).
    var explicitGuideSource: UInt8 { 3 }

    private func style(_ context: LayoutContext) -> TextFieldStyle {
        let s = context.controls.textFieldStyle
        return s == .automatic ? context.metrics.textField.automaticTextFieldStyle : s
    }
    private func font(_ context: LayoutContext) -> ResolvedFont {
        let env = context.environment
        return env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
    }
    /// The one-line field's height and its text line's top.
    private func box(_ context: LayoutContext) -> (height: Double, textTop: Double) {
        let m = context.metrics, f = font(context), scale = context.environment.displayScale
        let plain = ceilToPixel(f.lineHeight + m.textField.plainTextFieldExtraHeight, scale: scale)
        guard style(context) != .plain else { return (plain, 0) }
        let height = plain + m.textField.roundedTextFieldExtraHeight
        return (height, ceilToPixel((height - f.lineHeight) / 2, scale: scale))
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        if key == FormColumnsLayout.controlColumn.key { return formColumn(key, context) }
        guard key.isBaseline else { return nil }
        let f = font(context), b = box(context)
        let first = b.textTop + f.firstBaseline
        guard key == VerticalAlignment.lastTextBaseline.key else { return first }
        return first + (size.height - b.height) / max(1, context.metrics.textField.verticalTextFieldLineStep) * f.linePitch
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.metrics
        let fieldStyle = style(context)
        let height = box(context).height
        let env = context.environment
        let resolved = font(context)
        let shown = text.isEmpty ? placeholder : text
        guard context.textFits(text, "TextField text"), context.textFits(placeholder, "TextField placeholder") else { return .zero }
        let width = proposal.width ?? idealWidth(shown, resolved, fieldStyle, context)
        // A labelled row in a Form or List row (Containers/List.swift): as tall as its title.
        if listRowControlMode(context, textField: true) == .labelledRow {
            return Size(width: width, height: env.textMeasurer.size(of: placeholder, font: controlTitleFont(context), proposal: .unspecified).height)
        }
        guard vertical else { return Size(width: width, height: height) }
        var lines = 1
        if proposal.width != nil, width.isFinite, !shown.isEmpty {
            let inner = max(1, width - (fieldStyle == .plain ? 0 : 2 * m.textField.roundedTextFieldInset))
            let one = env.textMeasurer.size(of: shown, font: resolved, proposal: .unspecified).height
            let wrapped = env.textMeasurer.size(of: shown, font: resolved, proposal: ProposedViewSize(width: inner, height: nil)).height
            if one > 0, wrapped.isFinite { lines = max(1, Int((wrapped / one).rounded())) }
        }
        if let limit = context.nodeEnvironment.lineLimit {
            if let lo = limit.min { lines = max(lines, lo) }
            if let hi = limit.max { lines = min(lines, hi) }
        }
        return Size(width: width, height: height + Double(max(0, lines - 1)) * m.textField.verticalTextFieldLineStep)
    }
    /// The width proposed nil: the text's (or placeholder's); a plain field on a platform that measured it
    /// adds its cell's padding to the unrounded text (`plainTextFieldIdealExtraWidth`, macOS 4).
    private func idealWidth(_ shown: String, _ font: ResolvedFont, _ style: TextFieldStyle, _ context: LayoutContext) -> Double {
        let measurer = context.environment.textMeasurer
        if style == .plain, let extra = context.metrics.textField.plainTextFieldIdealExtraWidth {
            let lines = measurer.lines(of: shown, font: font, proposal: .unspecified, options: TextOptions())
            return (lines.map(\.width).max() ?? 0) + extra
        }
        return measurer.size(of: shown, font: font, proposal: .unspecified).width
    }
    /// In a columns Form the title is a label before the field: the field starts after it and 8
    /// (FormColumnsLayout; SW-mac `form/basic`: "Name" 35.5 + 8).
    private func formColumn(_ key: AlignmentKey, _ context: LayoutContext) -> Double? {
        guard !placeholder.isEmpty, !context.controls.labelsHidden else { return nil }
        let label = context.environment.textMeasurer.size(of: placeholder, font: controlTitleFont(context), proposal: .unspecified).width
        return FormColumnsLayout.guide(key, label: label, spacing: context.environment.platform.lists.columnsForm.labelSpacing, context)
    }
}

/// A text field showing `text` (or `placeholder` when empty): one line, or with `axis: .vertical` as many
/// lines as the text wraps to (bounded by `lineLimit`).
public struct TextField: View {
    public let placeholder: String
    public let text: String
    public let axis: Axis
    public init(_ placeholder: String, text: String, axis: Axis = .horizontal) {
        self.placeholder = placeholder; self.text = text; self.axis = axis
    }
    public var node: ViewNode {
        makeNode(TextFieldLayout(placeholder: placeholder, text: text, secure: false, vertical: axis == .vertical))
    }
}

/// A text field whose text is hidden; lays out like TextField (SW-mac `textfield/basic`: 24 tall).
public struct SecureField: View {
    public let placeholder: String
    public let text: String
    public init(_ placeholder: String, text: String) { self.placeholder = placeholder; self.text = text }
    public var node: ViewNode { makeNode(TextFieldLayout(placeholder: placeholder, text: text, secure: true)) }
}
