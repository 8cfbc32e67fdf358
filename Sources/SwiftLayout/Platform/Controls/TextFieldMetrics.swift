// TextField and TextEditor's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// TextField and TextEditor: heights per style, vertical fields, ideal sizes (Controls/TextField.swift,
/// TextEditor.swift).
public struct TextFieldMetrics: Sendable {
    /// TextField heights per style (`.automatic` resolves to `automaticTextFieldStyle`): the plain field
    /// is its font's line + `plainTextFieldExtraHeight` (rounded up to the pixel), a rounded or square
    /// border adds `roundedTextFieldExtraHeight` (TextField.swift).
    public var automaticTextFieldStyle: TextFieldStyle
    public var plainTextFieldExtraHeight: Double
    public var roundedTextFieldExtraHeight: Double
    /// A TextEditor's size on an axis proposed nil (**assumed** on both platforms: 10, like a shape;
    /// proposed a size it takes it, SW-mac `texteditor/basic`, `texteditor/sizing`).
    public var textEditorIdealSize = Size(10, 10)
    /// TextField(axis: .vertical): what each line past the first adds (macOS 16: SW-mac
    /// `textfield/vertical` @90df488; iOS 26: 26, SW-ios `ios/textfield/vertical` @90df488), and a rounded
    /// field's text inset per side when counting wrapped lines (**assumed** 7 on both).
    public var verticalTextFieldLineStep: Double = 16
    public var roundedTextFieldInset: Double = 7
    /// A plain TextField's ideal width (proposed nil, e.g. `fixedSize()`) beyond its text's unrounded width,
    /// not rounded to the pixel: macOS 4 — AppKit's text field cell pads its text 2 pt on each side; the
    /// seven recorded plain fields of SW-mac `textfield/formatted` (macOS 26.6) are the model's text plus
    /// 3.76–4.18. iOS 0 (**assumed**: not recorded; there the width is the text's, pixel-rounded).
    public var plainTextFieldIdealExtraWidth: Double? = nil

    public static let iOS26 = TextFieldMetrics(automaticTextFieldStyle: .plain, plainTextFieldExtraHeight: 1.5,
        roundedTextFieldExtraHeight: 8, textEditorIdealSize: Size(10, 10), verticalTextFieldLineStep: 26)

    public static let macOS26 = TextFieldMetrics(automaticTextFieldStyle: .roundedBorder,
        plainTextFieldExtraHeight: 0, roundedTextFieldExtraHeight: 8, textEditorIdealSize: Size(10, 10),
        plainTextFieldIdealExtraWidth: 4)
}
