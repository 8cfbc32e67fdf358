// layoutValue(key:value:) and LayoutValueKey: a trait a custom layout reads from its subviews (SwiftUI's
// `subview[Key.self]`). Like layoutPriority it passes through the modifiers around the view, so
// `.layoutValue(key: K.self, value: 2).padding()` is still read by the layout; the outermost value wins.
// It changes no frame by itself. Ground truth: iamcgn/swiftui-web customlayout/values (a layout that
// indents each subview by a layout value), Tests/Fixtures/goldens/layout/cnt2_layout_values.json.

/// A key for a value a view hands to the custom layout that contains it (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    /// The value a subview without this layout value reports.
    static var defaultValue: Value { get }
}

extension LayoutValueKey {
    /// The key's name in the engine: the type's full name (string keys from JSON, C and Python are
    /// separate names and never collide with a type's, which contains a module prefix).
    static var layoutValueName: String { String(reflecting: Self.self) }
}

struct LayoutValueModifier: UnaryModifier {
    let key: String
    let value: any Sendable
    var name: String { "_TraitWritingModifier<_LayoutTrait<\(key)>>" }
    var label: String? { "\(key) = \(value)" }
}

extension View {
    /// Hands `value` for `key` to the custom layout that contains this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent {
        ModifiedContent(self, LayoutValueModifier(key: K.layoutValueName, value: value))
    }
    /// A numeric layout value under a string key (the JSON document's, C's and Python's spelling).
    public func layoutValue(key: String, value: Double) -> ModifiedContent {
        ModifiedContent(self, LayoutValueModifier(key: key, value: value))
    }
}

extension LayoutPass {
    /// The outermost layout value `key` on node `index`'s modifier chain, if any.
    func layoutValue(_ key: String, from index: Int) -> (any Sendable)? {
        var i = index
        while true {
            if let found = view(at: i).layout(as: LayoutValueModifier.self), found.key == key { return found.value }
            guard isModifier(i), childCount[i] > 0 else { return nil }
            i = childList[childStart[i]]
        }
    }
}

extension LayoutSubview {
    /// The subview's value for `key`, or the key's default (SwiftUI's `subview[Key.self]`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        subview.pass.layoutValue(K.layoutValueName, from: subview.index) as? K.Value ?? K.defaultValue
    }
    /// The subview's numeric layout value under a string key, or `defaultValue`.
    public func layoutValue(_ key: String, default defaultValue: Double = 0) -> Double {
        numericLayoutValue(key) ?? defaultValue
    }
    /// The subview's numeric layout value under a string key, if it has one.
    public func numericLayoutValue(_ key: String) -> Double? {
        subview.pass.layoutValue(key, from: subview.index) as? Double
    }
}
