// TextField and SecureField: an editable field filling the proposed width, as tall as its style
// (`ControlMetrics`): iOS 26 plain 26 and roundedBorder 34, `.automatic` = plain (SW-ios
// `ios/layout/controls`); macOS 24, `.automatic` = roundedBorder (SW-mac `textfield/basic`), with or
// without text. A nil proposed width is the text's (or the placeholder's) width in the current font (not
// measured). Spaces like a plain view.

struct TextFieldLayout: LeafLayout {
    let placeholder: String
    let text: String
    let secure: Bool
    var name: String { secure ? "SecureField" : "TextField" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.metrics
        var style = context.controls.textFieldStyle
        if style == .automatic { style = m.automaticTextFieldStyle }
        let height = style == .plain ? m.plainTextFieldHeight : m.roundedTextFieldHeight
        if let w = proposal.width { return Size(width: w, height: height) }
        let env = context.environment
        let font = env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
        let shown = text.isEmpty ? placeholder : text
        return Size(width: env.textMeasurer.size(of: shown, font: font, proposal: .unspecified).width, height: height)
    }
}

/// A one-line text field showing `text` (or `placeholder` when empty).
public struct TextField: View {
    public let placeholder: String
    public let text: String
    public init(_ placeholder: String, text: String) { self.placeholder = placeholder; self.text = text }
    public var node: ViewNode { makeNode(TextFieldLayout(placeholder: placeholder, text: text, secure: false)) }
}

/// A text field whose text is hidden; lays out like TextField (SW-mac `textfield/basic`: 24 tall).
public struct SecureField: View {
    public let placeholder: String
    public let text: String
    public init(_ placeholder: String, text: String) { self.placeholder = placeholder; self.text = text }
    public var node: ViewNode { makeNode(TextFieldLayout(placeholder: placeholder, text: text, secure: true)) }
}
