// TextField and SecureField: an editable field filling the proposed width, as tall as its style
// (`ControlMetrics`): iOS 26 plain 26 and roundedBorder 34, `.automatic` = plain (SW-ios
// `ios/layout/controls`); macOS 24, `.automatic` = roundedBorder (SW-mac `textfield/basic`), with or
// without text. A nil proposed width is the text's (or the placeholder's) width in the current font (not
// measured). Spaces like a plain view.
//
// `TextField(_:text:axis: .vertical)` grows with the lines its text (or placeholder) wraps to in the
// field's width, bounded by `lineLimit` (`lineLimit(3...5)`: 3 to 5 lines; `lineLimit(2, reservesSpace:
// true)`: exactly 2): the one-line height + (lines − 1) × `ControlMetrics.verticalTextFieldLineStep`.
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
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.metrics
        var style = context.controls.textFieldStyle
        if style == .automatic { style = m.automaticTextFieldStyle }
        let height = style == .plain ? m.plainTextFieldHeight : m.roundedTextFieldHeight
        let env = context.environment
        let font = env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
        let shown = text.isEmpty ? placeholder : text
        let width = proposal.width ?? env.textMeasurer.size(of: shown, font: font, proposal: .unspecified).width
        // A labelled row in a Form or List row (Containers/List.swift): as tall as its title.
        if listRowControlMode(context, textField: true) == .labelledRow {
            return Size(width: width, height: env.textMeasurer.size(of: placeholder, font: controlTitleFont(context), proposal: .unspecified).height)
        }
        guard vertical else { return Size(width: width, height: height) }
        var lines = 1
        if proposal.width != nil, width.isFinite, !shown.isEmpty {
            let inner = max(1, width - (style == .plain ? 0 : 2 * m.roundedTextFieldInset))
            let one = env.textMeasurer.size(of: shown, font: font, proposal: .unspecified).height
            let wrapped = env.textMeasurer.size(of: shown, font: font, proposal: ProposedViewSize(width: inner, height: nil)).height
            if one > 0, wrapped.isFinite { lines = max(1, Int((wrapped / one).rounded())) }
        }
        if let limit = context.nodeEnvironment.lineLimit {
            if let lo = limit.min { lines = max(lines, lo) }
            if let hi = limit.max { lines = min(lines, hi) }
        }
        return Size(width: width, height: height + Double(max(0, lines - 1)) * m.verticalTextFieldLineStep)
    }
    /// In a columns Form the title is a label before the field: the field starts after it and 8
    /// (FormColumnsLayout; SW-mac `form/basic`: "Name" 35.5 + 8).
    var explicitGuideSource: UInt8 { 1 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard key == FormColumnsLayout.controlColumn.key, !placeholder.isEmpty, !context.controls.labelsHidden else { return nil }
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
