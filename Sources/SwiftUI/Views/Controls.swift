// Controls and their styles. A built-in style is the engine's style of that name; a custom style
// (`ButtonStyle`, `LabelStyle`, `ToggleStyle` with `makeBody(configuration:)`) is laid out as the view
// its makeBody returns, with the control's label as the configuration's label, as SwiftUI does.

internal import SwiftLayout

/// A label view of a style configuration: the control's label, built where the style's body puts it.
public struct StyleLabel: View, PrimitiveView {
    let build: @MainActor (BuildContext) -> [ViewNode]
    public var body: Never { fatalError("StyleLabel has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] { build(context) }
}

/// Custom styles in the environment.
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: (@MainActor (ButtonStyleConfiguration) -> AnyView)? = nil }
private struct LabelStyleKey: EnvironmentKey { static let defaultValue: (@MainActor (LabelStyleConfiguration) -> AnyView)? = nil }
private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? = nil }
extension EnvironmentValues {
    var customButtonStyle: (@MainActor (ButtonStyleConfiguration) -> AnyView)? {
        get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue }
    }
    var customLabelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)? {
        get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue }
    }
    var customToggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)? {
        get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue }
    }
}

// MARK: - Button

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let engine: SwiftLayout.ButtonRole
    public static let destructive = ButtonRole(engine: .destructive)
    public static let cancel = ButtonRole(engine: .cancel)
}

/// A control that initiates an action.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); role = nil }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }
    public var body: Never { fatalError("Button has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let label = self.label
        if let custom = context.environment.customButtonStyle {
            let configuration = ButtonStyleConfiguration(label: StyleLabel { SwiftUI.makeNodes(label, $0) }, isPressed: false, role: role)
            var inner = context
            inner.environment.customButtonStyle = nil
            return SwiftUI.makeNodes(custom(configuration), inner)
        }
        return [SwiftLayout.Button(role: role?.engine, label: oneNode(label, context)).node]
    }
}
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey); role = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title); role = nil }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { label = Text(titleKey); self.role = role }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title); self.role = role }
}
extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); role = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(title, systemImage: systemImage); role = nil
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); self.role = role
    }
}
extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    public init(_ configuration: PrimitiveButtonStyleConfiguration) { label = configuration.label; role = configuration.role }
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    public typealias Label = StyleLabel
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}
public typealias PrimitiveButtonStyleConfiguration = PrimitiveButtonConfiguration
/// The properties of a button (primitive style).
public struct PrimitiveButtonConfiguration {
    public typealias Label = StyleLabel
    public let label: Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
/// A built-in button style: the engine's.
@MainActor protocol BuiltInButtonStyle { var engine: SwiftLayout.ButtonStyle { get } }
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var engine: SwiftLayout.ButtonStyle { .automatic }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var engine: SwiftLayout.ButtonStyle { .plain }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var engine: SwiftLayout.ButtonStyle { .borderless }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var engine: SwiftLayout.ButtonStyle { .bordered }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    public init() {}
    var engine: SwiftLayout.ButtonStyle { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The shape used to draw a button's border.
public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .init() }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInButtonStyle {
            let engineStyle = builtIn.engine
            return environmentChange({ $0.customButtonStyle = nil }, engine: { node, _ in node.buttonStyle(engineStyle) })
        }
        return environmentChange({ env in
            env.customButtonStyle = { configuration in
                AnyView(style.makeBody(configuration: PrimitiveButtonConfiguration(label: configuration.label, role: configuration.role)))
            }
        })
    }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange { env in env.customButtonStyle = { AnyView(style.makeBody(configuration: $0)) } }
    }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { layoutNeutral() }
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentChange({ $0.controlSize = controlSize }, engine: { node, _ in node.controlSize(controlSize.engine) })
    }
    public func labelsHidden() -> some View { engine { node, _ in node.labelsHidden() } }
    public func tag<V: Hashable>(_ tag: V) -> some View { engine { node, _ in node.tag("\(tag)") } }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { engine { node, _ in node.tag("\(tag)") } }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
    var engine: SwiftLayout.ControlSize {
        switch self { case .mini: .mini; case .small: .small; case .regular: .regular; case .large: .large; case .extraLarge: .extraLarge }
    }
}

// MARK: - Label

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: Never { fatalError("Label has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let (title, icon) = (self.title, self.icon)
        if let custom = context.environment.customLabelStyle {
            let configuration = LabelStyleConfiguration(title: StyleLabel { SwiftUI.makeNodes(title, $0) },
                                                        icon: StyleLabel { SwiftUI.makeNodes(icon, $0) })
            var inner = context
            inner.environment.customLabelStyle = nil
            return SwiftUI.makeNodes(custom(configuration), inner)
        }
        return [SwiftLayout.Label(title: oneNode(title, context), icon: oneNode(icon, context)).node]
    }
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { title = Text(titleKey); icon = Image(systemName: name) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.title = Text(title); icon = Image(systemName: name) }
    public init(_ titleKey: LocalizedStringKey, image name: String) { title = Text(titleKey); icon = Image(name) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) { self.title = Text(title); icon = Image(name) }
}
extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) { title = configuration.title; icon = configuration.icon }
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    public typealias Title = StyleLabel
    public typealias Icon = StyleLabel
    public let title: Title
    public let icon: Icon
}
/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
@MainActor protocol BuiltInLabelStyle { var engine: SwiftLayout.LabelStyle { get } }
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var engine: SwiftLayout.LabelStyle { .automatic }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var engine: SwiftLayout.LabelStyle { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var engine: SwiftLayout.LabelStyle { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    var engine: SwiftLayout.LabelStyle { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInLabelStyle {
            let engineStyle = builtIn.engine
            return environmentChange({ $0.customLabelStyle = nil }, engine: { node, _ in node.labelStyle(engineStyle) })
        }
        return environmentChange({ env in env.customLabelStyle = { AnyView(style.makeBody(configuration: $0)) } })
    }
}

// MARK: - Toggle

/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label(); self.isOn = isOn }
    public var body: Never { fatalError("Toggle has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let label = self.label
        if let custom = context.environment.customToggleStyle {
            let configuration = ToggleStyleConfiguration(label: StyleLabel { SwiftUI.makeNodes(label, $0) }, isOn: isOn)
            var inner = context
            inner.environment.customToggleStyle = nil
            return SwiftUI.makeNodes(custom(configuration), inner)
        }
        return [SwiftLayout.Toggle(isOn: isOn.wrappedValue, label: oneNode(label, context)).node]
    }
}
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey); self.isOn = isOn }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title); self.isOn = isOn }
}
extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); self.isOn = isOn
    }
}
extension Toggle where Label == ToggleStyleConfiguration.Label {
    public init(_ configuration: ToggleStyleConfiguration) { label = configuration.label; isOn = configuration.binding }
}
/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    public typealias Label = StyleLabel
    public let label: Label
    @Binding public var isOn: Bool
    var binding: SwiftUI.Binding<Bool> { $isOn }
    public var isMixed: Bool { false }
}
/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
@MainActor protocol BuiltInToggleStyle { var engine: SwiftLayout.ToggleStyle { get } }
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var engine: SwiftLayout.ToggleStyle { .automatic }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public init(tint: Color) {}
    var engine: SwiftLayout.ToggleStyle { .switch }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var engine: SwiftLayout.ToggleStyle { .checkbox }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var engine: SwiftLayout.ToggleStyle { .button }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInToggleStyle {
            let engineStyle = builtIn.engine
            return environmentChange({ $0.customToggleStyle = nil }, engine: { node, _ in node.toggleStyle(engineStyle) })
        }
        return environmentChange({ env in env.customToggleStyle = { AnyView(style.makeBody(configuration: $0)) } })
    }
}

// MARK: - Text input

/// A control that displays an editable text interface.
public struct TextField<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    init(placeholder: String, text: String, axis: Axis) {
        make = { _ in SwiftLayout.TextField(placeholder, text: text, axis: axis.engine).node }
    }
}
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: titleKey.key, text: text.wrappedValue, axis: .horizontal)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: String(title), text: text.wrappedValue, axis: .horizontal)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt?.content ?? titleKey.key, text: text.wrappedValue, axis: .horizontal)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(placeholder: titleKey.key, text: text.wrappedValue, axis: axis)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(placeholder: String(title), text: text.wrappedValue, axis: axis)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(placeholder: prompt?.content ?? titleKey.key, text: text.wrappedValue, axis: axis)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(placeholder: titleKey.key, text: format.format(value.wrappedValue), axis: .horizontal)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(placeholder: titleKey.key, text: formatter.string(for: value.wrappedValue) ?? "", axis: .horizontal)
    }
}
extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt?.content ?? "", text: text.wrappedValue, axis: .horizontal)
    }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt?.content ?? "", text: text.wrappedValue, axis: axis)
    }
}

/// A control into which the user securely enters private text.
public struct SecureField<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let (p, t) = (titleKey.key, text.wrappedValue)
        make = { _ in SwiftLayout.SecureField(p, text: t).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        let (p, t) = (String(title), text.wrappedValue)
        make = { _ in SwiftLayout.SecureField(p, text: t).node }
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let (p, t) = (prompt?.content ?? titleKey.key, text.wrappedValue)
        make = { _ in SwiftLayout.SecureField(p, text: t).node }
    }
}

/// A view that can display and edit long-form text.
public struct TextEditor: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(text: Binding<String>) {
        let t = text.wrappedValue
        make = { _ in SwiftLayout.TextEditor(text: t).node }
    }
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}
/// A built-in TextFieldStyle: the engine's style.
protocol EngineTextFieldStyle { var engine: SwiftLayout.TextFieldStyle { get } }
public struct DefaultTextFieldStyle: TextFieldStyle, EngineTextFieldStyle { public init() {}; var engine: SwiftLayout.TextFieldStyle { .automatic } }
public struct PlainTextFieldStyle: TextFieldStyle, EngineTextFieldStyle { public init() {}; var engine: SwiftLayout.TextFieldStyle { .plain } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle, EngineTextFieldStyle { public init() {}; var engine: SwiftLayout.TextFieldStyle { .roundedBorder } }
public struct SquareBorderTextFieldStyle: TextFieldStyle, EngineTextFieldStyle { public init() {}; var engine: SwiftLayout.TextFieldStyle { .squareBorder } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { .init() } }

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { engine { node, _ in node.textFieldStyle(((style as? any EngineTextFieldStyle)?.engine ?? .automatic)) } }
}

// MARK: - Value controls

/// A control for selecting a value from a bounded linear range of values.
public struct Slider<Label: View, ValueLabel: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
}
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let (l, lo, hi) = (label(), minimumValueLabel(), maximumValueLabel())
        let (v, b, s) = (Double(value.wrappedValue), Double(bounds.lowerBound)...Double(bounds.upperBound), Double(step))
        make = {
            SwiftLayout.Slider(value: v, in: b, step: s, label: oneNode(l, $0), minimumValueLabel: oneNode(lo, $0),
                               maximumValueLabel: oneNode(hi, $0)).node
        }
    }
}
extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let l = label()
        let (v, b) = (Double(value.wrappedValue), Double(bounds.lowerBound)...Double(bounds.upperBound))
        make = { SwiftLayout.Slider(value: v, in: b, step: nil, label: oneNode(l, $0)).node }
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let l = label()
        let (v, b, s) = (Double(value.wrappedValue), Double(bounds.lowerBound)...Double(bounds.upperBound), Double(step))
        make = { SwiftLayout.Slider(value: v, in: b, step: s, label: oneNode(l, $0)).node }
    }
}
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let (v, b) = (Double(value.wrappedValue), Double(bounds.lowerBound)...Double(bounds.upperBound))
        make = { _ in SwiftLayout.Slider(value: v, in: b, step: nil, label: nil as String?).node }
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let (v, b, s) = (Double(value.wrappedValue), Double(bounds.lowerBound)...Double(bounds.upperBound), Double(step))
        make = { _ in SwiftLayout.Slider(value: v, in: b, step: s, label: nil as String?).node }
    }
}

/// A control that performs increment and decrement actions.
public struct Stepper<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let l = label()
        make = { SwiftLayout.Stepper(value: 0, label: oneNode(l, $0)).node }
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let l = label()
        make = { SwiftLayout.Stepper(value: 0, label: oneNode(l, $0)).node }
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let l = label()
        make = { SwiftLayout.Stepper(value: 0, label: oneNode(l, $0)).node }
    }
}
extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let t = Text(titleKey)
        make = { _ in SwiftLayout.Stepper(value: 0, label: t.engineText).node }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let t = Text(titleKey)
        make = { _ in SwiftLayout.Stepper(value: 0, label: t.engineText).node }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let t = Text(titleKey)
        make = { _ in SwiftLayout.Stepper(value: 0, label: t.engineText).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let t = Text(title)
        make = { _ in SwiftLayout.Stepper(value: 0, label: t.engineText).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let t = Text(title)
        make = { _ in SwiftLayout.Stepper(value: 0, label: t.engineText).node }
    }
}

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let (c, l) = (content(), label())
        let selected = "\(selection.wrappedValue)"
        make = { SwiftLayout.Picker(selection: selected, options: childNodes(c, $0), label: oneNode(l, $0)).node }
    }
}
extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        let c = content()
        let (title, selected) = (Text(titleKey), "\(selection.wrappedValue)")
        make = { SwiftLayout.Picker(selection: selected, options: childNodes(c, $0), label: title.engineText).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        let c = content()
        let (text, selected) = (Text(title), "\(selection.wrappedValue)")
        make = { SwiftLayout.Picker(selection: selected, options: childNodes(c, $0), label: text.engineText).node }
    }
}
/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {}
/// A built-in PickerStyle: the engine's style.
protocol EnginePickerStyle { var engine: SwiftLayout.PickerStyle { get } }
public struct DefaultPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .automatic } }
public struct MenuPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .menu } }
public struct SegmentedPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .segmented } }
public struct RadioGroupPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .radioGroup } }
public struct InlinePickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .inline } }
public struct WheelPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .wheel } }
public struct NavigationLinkPickerStyle: PickerStyle, EnginePickerStyle { public init() {}; var engine: SwiftLayout.PickerStyle { .menu } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { engine { node, _ in node.pickerStyle(((style as? any EnginePickerStyle)?.engine ?? .automatic)) } }
}

/// A control for selecting an absolute date.
public struct DatePicker<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public typealias Components = DatePickerComponents
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        let l = label()
        let (when, components) = (DateTime(secondsSince1970: selection.wrappedValue.timeIntervalSince1970), displayedComponents.engine)
        make = { SwiftLayout.DatePicker(selection: when, displayedComponents: components, label: oneNode(l, $0)).node }
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
}
extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        let title = Text(titleKey)
        let (when, components) = (DateTime(secondsSince1970: selection.wrappedValue.timeIntervalSince1970), displayedComponents.engine)
        make = { _ in SwiftLayout.DatePicker(selection: when, displayedComponents: components, label: title.engineText).node }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
    }
}
/// The components of a date picker.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
    var engine: SwiftLayout.DatePickerComponents {
        var c: SwiftLayout.DatePickerComponents = []
        if contains(.date) { c.insert(.date) }
        if contains(.hourAndMinute) { c.insert(.hourAndMinute) }
        return c
    }
}
public protocol DatePickerStyle {}
/// A built-in DatePickerStyle: the engine's style.
protocol EngineDatePickerStyle { var engine: SwiftLayout.DatePickerStyle { get } }
public struct DefaultDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .automatic } }
public struct CompactDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .compact } }
public struct GraphicalDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .graphical } }
public struct WheelDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .wheel } }
public struct FieldDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .field } }
public struct StepperFieldDatePickerStyle: DatePickerStyle, EngineDatePickerStyle { public init() {}; var engine: SwiftLayout.DatePickerStyle { .stepperField } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: StepperFieldDatePickerStyle { .init() } }
extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { engine { node, _ in node.datePickerStyle(((style as? any EngineDatePickerStyle)?.engine ?? .automatic)) } }
}

/// A control used to select a color from the system color picker UI.
public struct ColorPicker<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.ColorPicker(selection: SwiftLayout.Color("gray"), supportsOpacity: supportsOpacity, label: oneNode(l, $0)).node }
    }
}
extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        let t = titleKey.key
        make = { _ in SwiftLayout.ColorPicker(t, selection: SwiftLayout.Color("gray"), supportsOpacity: supportsOpacity).node }
    }
}

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label: View, CurrentValueLabel: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
}
extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView { make = { _ in SwiftLayout.ProgressView().node } }
    public init(@ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.ProgressView(value: nil, label: oneNode(l, $0)).node }
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        let (v, t) = (value.map { Double($0) }, Double(total))
        make = { _ in SwiftLayout.ProgressView(value: v, total: t, label: nil).node }
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let l = label()
        let (v, t) = (value.map { Double($0) }, Double(total))
        make = { SwiftLayout.ProgressView(value: v, total: t, label: oneNode(l, $0)).node }
    }
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { let t = titleKey.key; make = { _ in SwiftLayout.ProgressView(t).node } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { let t = String(title); make = { _ in SwiftLayout.ProgressView(t).node } }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        let (t, v, tot) = (titleKey.key, value.map { Double($0) }, Double(total))
        make = { _ in SwiftLayout.ProgressView(t, value: v, total: tot).node }
    }
}
extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let (l, c) = (label(), currentValueLabel())
        let (v, t) = (value.map { Double($0) }, Double(total))
        make = { SwiftLayout.ProgressView(value: v, total: t, label: oneNode(l, $0), currentValueLabel: oneNode(c, $0)).node }
    }
}
public protocol ProgressViewStyle {}
/// A built-in ProgressViewStyle: the engine's style.
protocol EngineProgressViewStyle { var engine: SwiftLayout.ProgressViewStyle { get } }
public struct DefaultProgressViewStyle: ProgressViewStyle, EngineProgressViewStyle { public init() {}; var engine: SwiftLayout.ProgressViewStyle { .automatic } }
public struct LinearProgressViewStyle: ProgressViewStyle, EngineProgressViewStyle { public init() {}; var engine: SwiftLayout.ProgressViewStyle { .linear } }
public struct CircularProgressViewStyle: ProgressViewStyle, EngineProgressViewStyle { public init() {}; var engine: SwiftLayout.ProgressViewStyle { .circular } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { engine { node, _ in node.progressViewStyle(((style as? any EngineProgressViewStyle)?.engine ?? .automatic)) } }
}

/// A container for attaching a label to a value-bearing view.
public struct LabeledContent<Label: View, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let (c, l) = (content(), label())
        make = { SwiftLayout.LabeledContent(content: oneNode(c, $0), label: oneNode(l, $0)).node }
    }
}
extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        let (t, v) = (titleKey.key, String(value))
        make = { _ in SwiftLayout.LabeledContent(t, value: v).node }
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        let (t, v) = (String(title), String(value))
        make = { _ in SwiftLayout.LabeledContent(t, value: v).node }
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        let (t, v) = (titleKey.key, format.format(value))
        make = { _ in SwiftLayout.LabeledContent(t, value: v).node }
    }
}
extension LabeledContent where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let c = content()
        let t = String(title)
        make = { SwiftLayout.LabeledContent(t, content: oneNode(c, $0)).node }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let c = content()
        let t = titleKey.key
        make = { SwiftLayout.LabeledContent(t, content: oneNode(c, $0)).node }
    }
}

/// A control for navigating to a URL.
public struct Link<Label: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        let l = label()
        let d = destination.absoluteString
        make = { SwiftLayout.Link(destination: d, label: oneNode(l, $0)).node }
    }
}
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        let (t, d) = (titleKey.key, destination.absoluteString)
        make = { _ in SwiftLayout.Link(t, destination: d).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        let (t, d) = (String(title), destination.absoluteString)
        make = { _ in SwiftLayout.Link(t, destination: d).node }
    }
}

/// A control for presenting a menu of actions (its label is laid out; its items are not).
public struct Menu<Label: View, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.Menu(label: oneNode(l, $0)).node }
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        let l = label()
        make = { SwiftLayout.Menu(primaryAction: true, label: oneNode(l, $0)).node }
    }
}
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        let t = titleKey.key
        make = { _ in SwiftLayout.Menu(t, primaryAction: true).node }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let t = titleKey.key
        make = { _ in SwiftLayout.Menu(t).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let t = String(title)
        make = { _ in SwiftLayout.Menu(t).node }
    }
}
extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        let l = SwiftUI.Label(titleKey, systemImage: systemImage)
        make = { SwiftLayout.Menu(label: oneNode(l, $0)).node }
    }
}
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
/// The visibility of a menu indicator.
extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { layoutNeutral() }
    public func menuIndicator(_ visibility: Visibility) -> some View {
        engine { node, _ in
            node.menuIndicator(visibility == .hidden ? .hidden : visibility == .visible ? .visible : .automatic)
        }
    }
}

/// A view that displays a value within a range (Gauge).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
}
extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        let (title, current) = (firstText(in: label()), firstText(in: currentValueLabel()))
        let (lo, hi) = (firstText(in: minimumValueLabel()), firstText(in: maximumValueLabel()))
        let (v, b) = (Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound))
        make = { _ in
            SwiftLayout.Gauge(value: v, in: b, label: title, currentValueLabel: current ?? "", minimumValueLabel: lo,
                              maximumValueLabel: hi).node
        }
    }
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let (title, current) = (firstText(in: label()), firstText(in: currentValueLabel()))
        let (v, b) = (Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound))
        make = { _ in SwiftLayout.Gauge(value: v, in: b, label: title, currentValueLabel: current ?? "").node }
    }
}
/// A type that specifies the appearance and behavior of a gauge.
public protocol GaugeStyle {}
protocol EngineGaugeStyle { var engine: SwiftLayout.GaugeStyle { get } }
public struct DefaultGaugeStyle: GaugeStyle, EngineGaugeStyle { public init() {}; var engine: SwiftLayout.GaugeStyle { .automatic } }
public struct LinearCapacityGaugeStyle: GaugeStyle, EngineGaugeStyle { public init() {}; var engine: SwiftLayout.GaugeStyle { .linearCapacity } }
public struct AccessoryLinearGaugeStyle: GaugeStyle, EngineGaugeStyle { public init() {}; var engine: SwiftLayout.GaugeStyle { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, EngineGaugeStyle {
    public init() {}
    var engine: SwiftLayout.GaugeStyle { .accessoryLinearCapacity }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, EngineGaugeStyle { public init() {}; var engine: SwiftLayout.GaugeStyle { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, EngineGaugeStyle {
    public init() {}
    var engine: SwiftLayout.GaugeStyle { .accessoryCircularCapacity }
}
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        engine { node, _ in node.gaugeStyle((style as? any EngineGaugeStyle)?.engine ?? .automatic) }
    }
}
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let title = firstText(in: label())
        let (v, b) = (Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound))
        make = { _ in SwiftLayout.Gauge(value: v, in: b, label: title).node }
    }
}
