// TextEditor: a multi-line editor that takes the whole proposal on both axes, whatever its text
// (SW-mac `texteditor/basic`: 280 × 60, 280 × 80, 280 × 40 empty, 160 × 40 in frames; `texteditor/sizing`:
// in a VStack after a Text it takes all the height left, 320 × 148; in an HStack beside "Right" all the
// width left, 280 × 60). A nil proposal on an axis is `ControlMetrics.textField.textEditorIdealSize` on that axis
// (not measured: **assumed**, 10 like a shape). Spaces like a plain view.

struct TextEditorLayout: LeafLayout {
    let text: String
    var name: String { "TextEditor" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let ideal = context.metrics.textField.textEditorIdealSize
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
}

/// A multi-line text editor showing `text`; it fills the proposed size.
public struct TextEditor: View {
    public let text: String
    public init(text: String) { self.text = text }
    public var node: ViewNode { makeNode(TextEditorLayout(text: text)) }
}
