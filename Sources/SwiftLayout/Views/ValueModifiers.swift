// Traits: modifiers that only carry a value up to the container around the view (a navigation title, a
// tab's label, a List row's insets, a Picker tag), keeping their content's frame, spacing and guides
// (UnaryModifier). Their counterpart that carries a value down, into the content's environment, is
// `EnvironmentWriter` (Core/LayoutComputer.swift). One home for the shape, so a new trait is a line.

/// What a trait is: its value's type and SwiftUI's name of the modifier that sets it.
protocol TraitKey {
    associatedtype Value: Sendable
    static var name: String { get }
}

/// A value the container around the view reads by its key (`node.layout(as: Trait<Key>.self)?.value`, or
/// `Subview.modifier(Trait<Key>.self)`); changes no layout itself.
struct Trait<Key: TraitKey>: UnaryModifier {
    let value: Key.Value
    var name: String { Key.name }
}
