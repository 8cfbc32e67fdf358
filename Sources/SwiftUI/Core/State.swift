// The state property wrappers. A layout evaluates each body once, so state is the value a view starts
// with: `@State` holds its initial value (a Binding to it reads and writes that storage), `@StateObject`
// makes its object once, `@AppStorage`/`@SceneStorage` read their default, `@FocusState` is unfocused.
// `ObservableObject`/`@Published` are here without Combine (Linux has none): `objectWillChange` is a
// minimal publisher with `send()`. `@Observable` comes from the toolchain's Observation module.

internal import SwiftLayout

/// Storage shared by a State and the Bindings made from it.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// An optional state that starts as nil.
    public init() { box = StateBox(nil) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's addition, used with `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) { remove(at: index(startIndex, offsetBy: offset)) }
    }
    /// Moves the elements at `source` to before `destination` (SwiftUI's addition, used with `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.sorted().map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    public var transaction = Transaction()
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get; setter = { set($0, Transaction()) }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public init(_ base: Binding<Value>) { self = base }
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// The context of the current state-processing update.
public struct Transaction: Sendable {
    public init() {}
    public var animation: Animation? = nil
    public var disablesAnimations = false
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - ObservableObject without Combine

/// A publisher that emits before the object has changed (Combine's, reduced to what views call).
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

private nonisolated(unsafe) var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
private let publishersLock = NSLock()

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        publishersLock.lock(); defer { publishersLock.unlock() }
        if let made = publishers[ObjectIdentifier(self)] { return made }
        let made = ObservableObjectPublisher()
        publishers[ObjectIdentifier(self)] = made
        return made
    }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    /// A publisher for the property (Combine's; here it only remembers the value).
    public struct Publisher {
        let value: Value
    }
    public var projectedValue: Publisher {
        get { Publisher(value: value) }
        set {}
    }
}

/// A property wrapper type that subscribes to an observable object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper type that instantiates an observable object.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateBox<ObjectType?>
    let make: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk; box = StateBox(nil) }
    public var wrappedValue: ObjectType {
        if let made = box.value { return made }
        let made = make()
        box.value = made
        return made
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus
/// within the scene changes. Nothing is focused in a layout.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    let box: StateBox<Value>
    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

/// A property wrapper type that reflects a value from `UserDefaults`. A layout reads the default value: a
/// preview's store is empty (docs/SWIFTUI_COMPATIBILITY.md).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = StateBox(wrappedValue) }
    public init(_ key: String, store: UserDefaults? = nil) where Value: ExpressibleByNilLiteral { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: SwiftUI.Binding<Value> {
        let box = self.box
        return SwiftUI.Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage (its default in a layout).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    public init(wrappedValue: Value, _ key: String) { box = StateBox(wrappedValue) }
    public init(_ key: String) where Value: ExpressibleByNilLiteral { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: SwiftUI.Binding<Value> {
        let box = self.box
        return SwiftUI.Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the
/// object containing the property.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable { let value: Int }
    nonisolated(unsafe) private static var next = 0
    private static let lock = NSLock()
    let id: ID
    public init() {
        Namespace.lock.lock(); defer { Namespace.lock.unlock() }
        Namespace.next += 1
        id = ID(value: Namespace.next)
    }
    public var wrappedValue: ID { id }
}

/// A dynamic property that scales a numeric value with the Dynamic Type size in force where it is read.
/// The value scales as the relative-to text style's point size does (body unless given): Apple documents
/// that the value "scales with the text style" (UIFontMetrics.scaledValue(for:)); the proportional rule is
/// **assumed** (docs/SWIFTUI_COMPATIBILITY.md).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, @unchecked Sendable {
    let base: Value
    let textStyle: Font.TextStyle
    public init(wrappedValue: Value) { base = wrappedValue; textStyle = .body }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue; self.textStyle = textStyle }
    public var wrappedValue: Value {
        let size = CurrentBuild.environment?.dynamicTypeSize ?? .large
        let platform = CurrentBuild.environment?.platformName ?? "iOS 26"
        guard !platform.hasPrefix("macOS"), let sizes = SwiftLayout.DynamicTypeSize.pointSizes[textStyle.engine],
              let index = DynamicTypeSize.allCases.firstIndex(of: size),
              let large = DynamicTypeSize.allCases.firstIndex(of: .large) else { return base }
        return base * Value(sizes[index] / sizes[large])
    }
}
