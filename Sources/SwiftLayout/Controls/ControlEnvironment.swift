// The controls' environment values (SwiftUI's `.buttonStyle`, `.toggleStyle`, `.textFieldStyle`,
// `.pickerStyle`, `.progressViewStyle`, `.labelStyle`, `.controlSize`, `.imageScale`, `.labelsHidden`):
// each flows down to every control inside, like `.font`. The numbers each style resolves to per platform
// are in `ControlMetrics` (Platform/Controls/ControlMetrics.swift, docs/PLATFORMS.md).

public enum ButtonStyle: String, CaseIterable, Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }
public enum ToggleStyle: String, CaseIterable, Hashable, Sendable { case automatic, `switch`, checkbox, button }
public enum TextFieldStyle: String, CaseIterable, Hashable, Sendable { case automatic, plain, roundedBorder, squareBorder }
public enum PickerStyle: String, CaseIterable, Hashable, Sendable { case automatic, menu, segmented, radioGroup, inline, wheel }
/// `.datePickerStyle(_:)`: `compact` and `stepperField` are the stepper field on macOS 26, `field` and
/// `stepperField` macOS-only API (iOS: compact), `wheel` iOS-only API (macOS: the stepper field).
public enum DatePickerStyle: String, CaseIterable, Hashable, Sendable { case automatic, compact, field, stepperField, graphical, wheel }
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
    public var datePickerStyle: DatePickerStyle = .automatic
    /// `.environment(\.timeZone, _)` as seconds east of GMT: the zone a DatePicker shows its date in (UTC by
    /// default, **assumed**: the engine has no system zone).
    public var timeZoneSecondsFromGMT = 0
    public var progressViewStyle: ProgressViewStyle = .automatic
    public var labelStyle: LabelStyle = .automatic
    public var controlSize: ControlSize = .regular
    public var imageScale: ImageScale = .medium
    public var labelsHidden = false
    public var menuIndicator: MenuIndicatorVisibility = .automatic
    public var gaugeStyle: GaugeStyle = .automatic
    /// `.controlGroupStyle(_:)` (Controls/ControlGroup.swift).
    public var controlGroupStyle: ControlGroupStyle = .automatic
    /// `.tabViewStyle(_:)` (Containers/TabView.swift).
    public var tabViewStyle: TabViewStyle = .automatic
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
    public func datePickerStyle(_ style: DatePickerStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.datePickerStyle = style }) }
    /// `.environment(\.timeZone, TimeZone(secondsFromGMT:))`: the zone the DatePickers inside show their date in.
    public func timeZone(secondsFromGMT: Int) -> ModifiedContent {
        ModifiedContent(self, controlSetting { $0.timeZoneSecondsFromGMT = secondsFromGMT })
    }
    public func progressViewStyle(_ style: ProgressViewStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.progressViewStyle = style }) }
    public func labelStyle(_ style: LabelStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.labelStyle = style }) }
    /// ProgressView's circular indicator (measured: regular 32, small 16 on macOS) and bordered buttons
    /// (`ControlMetrics.button.borderedButtonPadding*`, **assumed**) follow it; the other controls keep their
    /// regular size.
    public func controlSize(_ size: ControlSize) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.controlSize = size }) }
    public func imageScale(_ scale: ImageScale) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.imageScale = scale }) }
    /// `.menuIndicator(_:)`: `.hidden` drops a macOS menu button's chevron (24 instead of 47.5 around the label).
    public func menuIndicator(_ visibility: MenuIndicatorVisibility) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.menuIndicator = visibility }) }
    public func gaugeStyle(_ style: GaugeStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.gaugeStyle = style }) }
    public func controlGroupStyle(_ style: ControlGroupStyle) -> ModifiedContent { ModifiedContent(self, controlSetting { $0.controlGroupStyle = style }) }
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
    /// The platform's control numbers with the layout's overrides (`controlOverrides`) applied.
    var metrics: ControlMetrics {
        let env = environment
        return env.controlOverrides.isEmpty ? env.platform.controls : env.platform.controls.applying(env.controlOverrides)
    }
}

// MARK: - The controls' unmeasured numbers as environment parameters

extension ControlMetrics {
    /// The controls' **assumed** numbers that a layout can set by name (C `sl_env_set`, Python `layout(…,
    /// name=value)`), each replacing the platform profile's value (docs/PLATFORMS.md lists them with their
    /// defaults).
    static let assumedParameters: [(name: String, keyPath: any WritableKeyPath<ControlMetrics, Double> & Sendable)] = [
        ("divider_ideal_length", \.dividerIdealLength),
        ("slider_ideal_width", \.slider.sliderIdealWidth),
        ("progress_ideal_width", \.progress.progressIdealWidth),
        ("text_editor_ideal_width", \.textField.textEditorIdealSize.width),
        ("text_editor_ideal_height", \.textField.textEditorIdealSize.height),
        ("gauge_ideal_width", \.gauge.gaugeIdealWidth),
        ("menu_label_inset", \.menu.menuLabelInset),
        ("rounded_text_field_inset", \.textField.roundedTextFieldInset),
        ("wheel_picker_width", \.picker.wheelPickerSize.width),
        ("button_padding_mini", \.button.borderedButtonPaddingMini),
        ("button_padding_small", \.button.borderedButtonPaddingSmall),
        ("button_padding_large", \.button.borderedButtonPaddingLarge),
    ]
    static let environmentParameters: [LayoutEnvironment.Parameter] = assumedParameters.map { entry in
        LayoutEnvironment.Parameter(name: entry.name, values: .nonNegative, measures: true,
                                    get: { $0.controlOverrides[entry.name] ?? $0.platform.controls[keyPath: entry.keyPath] },
                                    set: { $0.controlOverrides[entry.name] = $1 })
    }
    /// A bordered button's padding (horizontal, vertical per side) at `size`: `.extraLarge` is `.large` on
    /// iOS and macOS (Apple's `ControlSize.extraLarge` documentation).
    func borderedPadding(for size: ControlSize) -> (horizontal: Double, vertical: Double) {
        let h = button.borderedButtonPadding.horizontal
        switch size {
        case .mini: return (h, button.borderedButtonPaddingMini)
        case .small: return (h, button.borderedButtonPaddingSmall)
        case .regular: return button.borderedButtonPadding
        case .large, .extraLarge: return (h, button.borderedButtonPaddingLarge)
        }
    }
    /// These metrics with `overrides` (by parameter name) applied.
    func applying(_ overrides: [String: Double]) -> ControlMetrics {
        var m = self
        for entry in Self.assumedParameters {
            if let v = overrides[entry.name] { m[keyPath: entry.keyPath] = v }
        }
        return m
    }
}
