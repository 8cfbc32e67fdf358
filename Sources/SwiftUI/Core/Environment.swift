// EnvironmentValues and the environment property wrappers. The environment a body reads is the one at its
// place in the tree: the layout's device and settings (size class, Dynamic Type, layout direction, colour
// scheme, display scale) changed by every `.environment`/`.font`/`.dynamicTypeSize`… above it.

internal import SwiftLayout

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    /// Objects by type: `.environmentObject(_:)` and `.environment(_ object:)`.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Declares environment values: `@Entry var myValue = 3` in an `extension EnvironmentValues` is written here
/// by hand (`@Entry` is a macro of SwiftUI's that this module does not have).
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct PlatformKey: EnvironmentKey { static let defaultValue: String = "iOS 26" }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityFlagKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct FocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The older name of the Dynamic Type size.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) } set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var pixelLength: CGFloat { 1 / displayScale }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    public var editMode: Binding<EditMode>? { get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue } }
    public var isSearching: Bool { get { self[IsSearchingKey.self] } set { self[IsSearchingKey.self] = newValue } }
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
    public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
    public var isPresented: Bool { get { self[IsPresentedKey.self] } set { self[IsPresentedKey.self] = newValue } }
    public var isFocused: Bool { get { self[FocusedKey.self] } set { self[FocusedKey.self] = newValue } }
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    public var accessibilityReduceTransparency: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityFlagKey.self] }
    public var legibilityWeight: LegibilityWeight? { .regular }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] } set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] } set { self[BackgroundProminenceKey.self] = newValue }
    }
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] } set { self[HeaderProminenceKey.self] = newValue }
    }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { OpenURLAction() }
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    public var refresh: RefreshAction? { nil }
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// The platform profile the layout runs ("iOS 26", "macOS 26"…): not SwiftUI's; the preview tools read it.
    var platformName: String { get { self[PlatformKey.self] } set { self[PlatformKey.self] = newValue } }
}

/// An action that dismisses a presentation.
public struct DismissAction: Sendable { public func callAsFunction() {} }
/// An action that opens a URL.
public struct OpenURLAction: Sendable {
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) { completion(false) }
}
/// An action that presents a window.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Hashable>(id: String, value: D) {}
    public func callAsFunction<D: Hashable>(value: D) {}
}
/// An action that ends the current search interaction.
public struct DismissSearchAction: Sendable { public func callAsFunction() {} }
/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable { public func callAsFunction() async {} }
/// An indication whether a view is currently presented by another view.
public struct PresentationMode: Sendable {
    public var isPresented: Bool = false
    public mutating func dismiss() {}
}
/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}
/// The prominence of backgrounds underneath other views.
public struct BackgroundProminence: Hashable, Sendable {
    public static let standard = BackgroundProminence(level: 0)
    public static let increased = BackgroundProminence(level: 1)
    let level: Int
}
/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
    case standard, increased
    var engine: SwiftLayout.Prominence { self == .standard ? .standard : .increased }
}
/// The Accessibility Bold Text user setting.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }
/// The possible color schemes.
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }
/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable { case standard, increased }
/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
/// The mode of a view indicating whether the user can edit its content.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
    }
    let source: Source
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }
    public var wrappedValue: Value {
        let environment = CurrentBuild.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return environment[keyPath: keyPath]
        case .object(let id):
            if let object = environment.objects[id] as? Value { return object }
            if let optional = Value.self as? any OptionalProtocol.Type, let none = optional.none as? Value { return none }
            fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
    }
}

protocol OptionalProtocol { static var none: Any { get } }
extension Optional: OptionalProtocol { static var none: Any { Self.none as Any } }

extension Environment where Value: AnyObject & Observable {
    /// Reads an `@Observable` object of this type from the environment (`.environment(model)`).
    public init(_ objectType: Value.Type) { source = .object(ObjectIdentifier(objectType)) }
}

extension Environment {
    /// Reads an optional `@Observable` object of this type from the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType))
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: @unchecked Sendable {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let object = CurrentBuild.environment?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension View {
    /// Sets the environment value of the specified key path to the given value. The values the engine lays
    /// out by (font, layout direction, Dynamic Type, line limit, truncation, text alignment) reach it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange({ $0[keyPath: keyPath] = value }, engine: { node, context in
            engineEnvironment(node, keyPath, value) ?? AnyEngineView(node)
        })
    }
    /// Places an observable object in the view's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChange { env in
            if let object { env.objects[ObjectIdentifier(T.self)] = object } else { env.objects[ObjectIdentifier(T.self)] = nil }
        }
    }
    /// Supplies an observable object to a view's hierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        environmentChange { transform(&$0[keyPath: keyPath]) }
    }
}

/// The engine modifier an environment value the engine lays out by needs, if it is one.
@MainActor
func engineEnvironment<V>(_ node: ViewNode, _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> (any SwiftLayout.View)? {
    switch keyPath {
    case \EnvironmentValues.font: return (value as? Font?).flatMap { $0 }.map { node.font($0.engine) }
    case \EnvironmentValues.layoutDirection: return (value as? LayoutDirection).map { node.layoutDirection($0.engine) }
    case \EnvironmentValues.dynamicTypeSize: return (value as? DynamicTypeSize).map { node.dynamicTypeSize($0.engine) }
    case \EnvironmentValues.sizeCategory: return (value as? ContentSizeCategory).map { node.dynamicTypeSize($0.dynamicTypeSize.engine) }
    case \EnvironmentValues.lineLimit: return (value as? Int?).map { node.lineLimit($0) }
    case \EnvironmentValues.truncationMode: return (value as? Text.TruncationMode).map { node.truncationMode($0.engine) }
    case \EnvironmentValues.multilineTextAlignment:
        return (value as? TextAlignment).map { node.multilineTextAlignment($0.engine) }
    case \EnvironmentValues.editMode:
        return (value as? Binding<EditMode>?).flatMap { $0 }.map { node.editMode($0.wrappedValue.engine) }
    case \EnvironmentValues.defaultMinListRowHeight:
        return (value as? CGFloat).map { node.defaultMinListRowHeight($0.d) }
    case \EnvironmentValues.headerProminence: return (value as? Prominence).map { node.headerProminence($0.engine) }
    default: return nil
    }
}

extension EditMode {
    var engine: SwiftLayout.EditMode {
        switch self { case .inactive: .inactive; case .transient: .transient; case .active: .active }
    }
}
