// The controls' environment values (SwiftUI's `.buttonStyle`, `.toggleStyle`, `.textFieldStyle`,
// `.pickerStyle`, `.progressViewStyle`, `.labelStyle`, `.controlSize`, `.imageScale`, `.labelsHidden`):
// each flows down to every control inside, like `.font`. The numbers each style resolves to per platform
// are in `ControlMetrics` (Platform.swift, docs/PLATFORMS.md).

public enum ButtonStyle: String, CaseIterable, Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }
public enum ToggleStyle: String, CaseIterable, Hashable, Sendable { case automatic, `switch`, checkbox, button }
public enum TextFieldStyle: String, CaseIterable, Hashable, Sendable { case automatic, plain, roundedBorder, squareBorder }
public enum PickerStyle: String, CaseIterable, Hashable, Sendable { case automatic, menu, segmented }
public enum ProgressViewStyle: String, CaseIterable, Hashable, Sendable { case automatic, linear, circular }
public enum LabelStyle: String, CaseIterable, Hashable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }
public enum ControlSize: String, CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }
/// `Image.Scale`: an SF Symbol's size relative to its font.
public enum ImageScale: String, CaseIterable, Hashable, Sendable { case small, medium, large }

/// The control settings in effect at a view.
public struct ControlEnvironment: Hashable, Sendable {
    public var buttonStyle: ButtonStyle = .automatic
    public var toggleStyle: ToggleStyle = .automatic
    public var textFieldStyle: TextFieldStyle = .automatic
    public var pickerStyle: PickerStyle = .automatic
    public var progressViewStyle: ProgressViewStyle = .automatic
    public var labelStyle: LabelStyle = .automatic
    public var controlSize: ControlSize = .regular
    public var imageScale: ImageScale = .medium
    public var labelsHidden = false
    public var menuIndicator: MenuIndicatorVisibility = .automatic
    public var gaugeStyle: GaugeStyle = .automatic
    /// Inside a Toggle's label (macOS sets its font: `ControlMetrics.controlLabelFont`).
    public var inControlLabel = false
    public init() {}
}

/// Writes one control setting into the environment of its content (SwiftUI prints every such modifier as
/// `EnvironmentKeyWritingModifier`); keeps the content's size and frame.
func controlSetting(_ write: @escaping @Sendable (inout ControlEnvironment) -> Void) -> EnvironmentWriter {
    EnvironmentWriter(name: "EnvironmentKeyWritingModifier") { write(&$0.controls) }
}

/// `.tag(_:)`: identifies a Picker option; changes no layout (a trait, Views/ValueModifiers.swift).
enum Tag: TraitKey { typealias Value = String; static let name = "TagValueTraitKey.Modifier" }

extension View {
    public func buttonStyle(_ style: ButtonStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.buttonStyle = style }) }
    public func toggleStyle(_ style: ToggleStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.toggleStyle = style }) }
    public func textFieldStyle(_ style: TextFieldStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.textFieldStyle = style }) }
    public func pickerStyle(_ style: PickerStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.pickerStyle = style }) }
    public func progressViewStyle(_ style: ProgressViewStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.progressViewStyle = style }) }
    public func labelStyle(_ style: LabelStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.labelStyle = style }) }
    /// Only ProgressView's circular indicator has measured sizes per control size (regular 32, small 16
    /// on macOS); the other controls keep their regular size.
    public func controlSize(_ size: ControlSize) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.controlSize = size }) }
    public func imageScale(_ scale: ImageScale) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.imageScale = scale }) }
    /// `.menuIndicator(_:)`: `.hidden` drops a macOS menu button's chevron (24 instead of 47.5 around the label).
    public func menuIndicator(_ visibility: MenuIndicatorVisibility) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.menuIndicator = visibility }) }
    public func gaugeStyle(_ style: GaugeStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.gaugeStyle = style }) }
    /// Hides the labels of the controls inside (the control alone remains).
    public func labelsHidden() -> ModifiedContent { ModifiedContent(self, controlSetting { $0.labelsHidden = true }) }
    /// Tags a Picker option (`selection` picks the option with this tag).
    public func tag(_ tag: String) -> ModifiedContent { ModifiedContent(self, Trait<Tag>(value: tag)) }
    public func tag(_ tag: Int) -> ModifiedContent { ModifiedContent(self, Trait<Tag>(value: String(tag))) }
}

/// A control's label as a view: a Text, or nothing for an empty title.
func labelNode(_ title: String) -> ViewNode { Text(title).node }

extension LayoutContext {
    var controls: ControlEnvironment { nodeEnvironment.controls }
    var metrics: ControlMetrics { environment.platform.controls }
}
