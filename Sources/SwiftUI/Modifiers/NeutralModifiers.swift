// Modifiers that change no frame: drawing (colours, styles), behaviour (gestures, tasks, focus, animation),
// accessibility and presentation (sheets and alerts are not shown in a layout of the screen). Each keeps
// its content exactly as it is, so a layout with or without them is the same.

internal import SwiftLayout

extension View {
    // Drawing.
    public func foregroundColor(_ color: Color?) -> some View { layoutNeutral() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { layoutNeutral() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { layoutNeutral() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        layoutNeutral()
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { layoutNeutral() }
    public func tint(_ tint: Color?) -> some View { layoutNeutral() }
    public func accentColor(_ accentColor: Color?) -> some View { layoutNeutral() }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { layoutNeutral() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { layoutNeutral() }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { layoutNeutral() }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { layoutNeutral() }
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { layoutNeutral() }
    public func symbolEffect<E, U: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: U) -> some View { layoutNeutral() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { layoutNeutral() }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { layoutNeutral() }
    public func redacted(reason: RedactionReasons) -> some View { environmentChange { $0.redactionReasons = reason } }
    public func unredacted() -> some View { layoutNeutral() }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { layoutNeutral() }
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environmentChange { $0.colorScheme = colorScheme } }
    public func disabled(_ disabled: Bool) -> some View { environmentChange { if disabled { $0.isEnabled = false } } }
    public func listItemTint(_ tint: Color?) -> some View { layoutNeutral() }
    public func listItemTint(_ tint: ListItemTint?) -> some View { layoutNeutral() }
    public func badge(_ count: Int) -> some View { layoutNeutral() }
    public func badge(_ label: Text?) -> some View { layoutNeutral() }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { layoutNeutral() }
    public func badge(_ key: LocalizedStringKey) -> some View { layoutNeutral() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { layoutNeutral() }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { layoutNeutral() }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { layoutNeutral() }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { layoutNeutral() }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { layoutNeutral() }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { layoutNeutral() }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { layoutNeutral() }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { layoutNeutral() }

    // Behaviour.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { layoutNeutral() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { layoutNeutral() }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { layoutNeutral() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { layoutNeutral() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { layoutNeutral() }
    public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> some View { layoutNeutral() }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { layoutNeutral() }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { layoutNeutral() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { layoutNeutral() }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        layoutNeutral()
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { layoutNeutral() }
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View { layoutNeutral() }
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View { layoutNeutral() }
    public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View { layoutNeutral() }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { layoutNeutral() }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { layoutNeutral() }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { layoutNeutral() }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { layoutNeutral() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { layoutNeutral() }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { layoutNeutral() }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { layoutNeutral() }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { layoutNeutral() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { layoutNeutral() }
    public func animation(_ animation: Animation?) -> some View { layoutNeutral() }
    public func transition(_ t: AnyTransition) -> some View { layoutNeutral() }
    public func contentTransition(_ transition: ContentTransition) -> some View { layoutNeutral() }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { layoutNeutral() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { layoutNeutral() }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { layoutNeutral() }
    public func focusable(_ isFocusable: Bool = true) -> some View { layoutNeutral() }
    public func keyboardType(_ type: UIKeyboardType) -> some View { layoutNeutral() }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { layoutNeutral() }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { layoutNeutral() }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { layoutNeutral() }
    public func disableAutocorrection(_ disable: Bool?) -> some View { layoutNeutral() }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { layoutNeutral() }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { layoutNeutral() }
    public func scrollTargetBehavior<T>(_ behavior: T) -> some View { layoutNeutral() }
    public func scrollPosition<V: Hashable>(id: Binding<V?>, anchor: UnitPoint? = nil) -> some View { layoutNeutral() }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { layoutNeutral() }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { layoutNeutral() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        layoutNeutral()
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { layoutNeutral() }
    public func navigationDestination<D, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        layoutNeutral()
    }
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { layoutNeutral() }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { layoutNeutral() }
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { layoutNeutral() }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { layoutNeutral() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { layoutNeutral() }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { layoutNeutral() }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { layoutNeutral() }
    public func help(_ text: Text) -> some View { layoutNeutral() }
    public func help<S: StringProtocol>(_ text: S) -> some View { layoutNeutral() }
    public func help(_ key: LocalizedStringKey) -> some View { layoutNeutral() }
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { layoutNeutral() }
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { layoutNeutral() }
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { layoutNeutral() }
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { layoutNeutral() }
    public func id(_ id: Namespace.ID) -> some View { layoutNeutral() }

    // Presentations (not part of the screen's layout).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { layoutNeutral() }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { layoutNeutral() }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { layoutNeutral() }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        layoutNeutral()
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { layoutNeutral() }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { layoutNeutral() }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        layoutNeutral()
    }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        layoutNeutral()
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { layoutNeutral() }
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { layoutNeutral() }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { layoutNeutral() }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        layoutNeutral()
    }
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { layoutNeutral() }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { layoutNeutral() }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [String],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { layoutNeutral() }

    // Accessibility.
    public func accessibilityLabel(_ label: Text) -> some View { layoutNeutral() }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { layoutNeutral() }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { layoutNeutral() }
    public func accessibilityHint(_ hint: Text) -> some View { layoutNeutral() }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { layoutNeutral() }
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { layoutNeutral() }
    public func accessibilityValue(_ value: Text) -> some View { layoutNeutral() }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { layoutNeutral() }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { layoutNeutral() }
    public func accessibilityIdentifier(_ identifier: String) -> some View { layoutNeutral() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { layoutNeutral() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { layoutNeutral() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { layoutNeutral() }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { layoutNeutral() }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { layoutNeutral() }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        layoutNeutral()
    }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { layoutNeutral() }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { layoutNeutral() }
    public func accessibilityShowsLargeContentViewer() -> some View { layoutNeutral() }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { layoutNeutral() }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { layoutNeutral() }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        layoutNeutral()
    }
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { layoutNeutral() }
}

// The small value types these modifiers take.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode(), palette = SymbolRenderingMode()
}
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none"), circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square"), rectangle = SymbolVariants(name: "rectangle")
    public static let fill = SymbolVariants(name: "fill"), slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { .fill }
    public var circle: SymbolVariants { .circle }
}
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
}
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
public struct ListItemTint: Sendable {
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint() }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint() }
    public static let monochrome = ListItemTint()
}
public struct PresentationDetent: Hashable, Sendable {
    let id: String
    public static let medium = PresentationDetent(id: "medium"), large = PresentationDetent(id: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: "f\(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: "h\(height)") }
}
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel()
    public static let search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}
public struct UITextContentType: Hashable, Sendable {
    let raw: String
    public static let name = UITextContentType(raw: "name"), emailAddress = UITextContentType(raw: "email")
    public static let password = UITextContentType(raw: "password"), username = UITextContentType(raw: "username")
    public static let telephoneNumber = UITextContentType(raw: "tel"), URL = UITextContentType(raw: "url")
    public static let oneTimeCode = UITextContentType(raw: "otc"), newPassword = UITextContentType(raw: "newPassword")
}
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
    public static let selection = SensoryFeedback(), increase = SensoryFeedback(), decrease = SensoryFeedback()
    public static let impact = SensoryFeedback()
}
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
}
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 2), control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8), command = EventModifiers(rawValue: 16)
}
public struct KeyboardShortcut: Sendable {
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
    public static let defaultAction = KeyboardShortcut(.return, modifiers: []), cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
public struct KeyPress: Sendable {
    public enum Result: Sendable { case handled, ignored }
}
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16), isStaticText = AccessibilityTraits(rawValue: 32)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 64), isModal = AccessibilityTraits(rawValue: 128)
    public static let isSearchField = AccessibilityTraits(rawValue: 256), isToggle = AccessibilityTraits(rawValue: 512)
}
public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind(), escape = AccessibilityActionKind(), magicTap = AccessibilityActionKind()
}

/// A key for a value produced by views for their ancestors (no ancestor reads one in a layout).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    public struct Source {
        public static var bounds: Source { Source() }
    }
}

/// The way that animations are run.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default"), linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn"), easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut"), spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy"), smooth = Animation(name: "smooth"), snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation (the body is computed
/// once in a layout: the change is applied at once).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// A type-erased transition.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition(), opacity = AnyTransition(), slide = AnyTransition(), scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The kind of transition applied to the content of a view.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
}

/// The direction of an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// Visual effects that change a view's appearance, not its frame (`.visualEffect { … }`).
public protocol VisualEffect {}
public struct EmptyVisualEffect: VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { self }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
}

// Gestures: values a view can carry; they never fire in a layout.
/// An instance that matches a sequence of events to a gesture.
public protocol Gesture {}
extension Gesture {
    public func onChanged(_ action: @escaping (Any) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Any) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Any, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}
public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var location: CGPoint = .zero
        public var startLocation: CGPoint = .zero
        public var translation: CGSize = .zero
        public var predictedEndTranslation: CGSize = .zero
        public var velocity: CGSize = .zero
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
public struct TapGesture: Gesture {
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}
public struct LongPressGesture: Gesture {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}
public struct MagnifyGesture: Gesture {
    public struct Value: Sendable { public var magnification: CGFloat = 1; public var startLocation: CGPoint = .zero }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}
public typealias MagnificationGesture = MagnifyGesture
public struct RotateGesture: Gesture {
    public struct Value: Sendable { public var rotation: Angle = .zero }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
}
/// A property wrapper that updates a property while the user performs a gesture (its initial value here).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public var wrappedValue: Value { value }
    public var projectedValue: GestureState<Value> { self }
}

extension AnyTransition {
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}
