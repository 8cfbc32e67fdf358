// SwiftUI's Layout protocol, with SwiftUI's signatures, run by the engine's custom-layout container
// (rules §20): the engine calls sizeThatFits/placeSubviews/spacing/explicitAlignment with its proxies, which
// are wrapped here as LayoutSubview. A layout's cache is made once per container per layout (makeCache)
// and kept across the engine's calls, as SwiftUI keeps it.

internal import SwiftLayout

/// A type that defines the geometry of a collection of views.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// The union of the subviews' spacing preferences (SwiftUI's default).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
    /// The subviews' explicit guides merged where placeSubviews puts them (SwiftUI's default).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.engine.key, bounds, proposal)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.engine.key, bounds, proposal)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Void { () }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms of this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        let content = content()
        let layout = MainActorCall(call: self)
        return EngineView { context in [layoutNode(layout.call, childNodes(content, context))] }
    }
}

/// The engine node of `layout` over `children`: a built-in layout's own container, or the custom-layout
/// container running this one.
func layoutNode<L: Layout>(_ layout: L, _ children: [ViewNode]) -> ViewNode {
    if let builtIn = layout as? BuiltInLayout { return builtIn.engineDescription.makeView(children: children) }
    return SwiftLayout.LayoutView(CustomLayoutAdapter(layout), children: children).node
}

/// A user's Layout as the engine's CustomLayout. The engine calls it synchronously on the layout's thread.
final class CustomLayoutAdapter<L: Layout>: SwiftLayout.CustomLayout, @unchecked Sendable {
    let layout: L
    var cache: L.Cache?
    init(_ layout: L) { self.layout = layout }
    var name: String { "\(L.self)" }
    /// Asked for every guide: whether a user layout overrides explicitAlignment cannot be told, and its
    /// default answers what the engine's own default would.
    var definesExplicitAlignment: Bool { true }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }
    private func wrap(_ subviews: [SwiftLayout.LayoutSubview]) -> LayoutSubviews {
        LayoutSubviews(items: subviews.enumerated().map { LayoutSubview(engine: $1, index: $0) }, merge: { [unowned self] key, bounds, proposal in
            let value = try? self.mergedExplicitAlignment(of: key, in: bounds.engine, proposal: proposal.engine, subviews: subviews)
            return (value ?? nil).map { CGFloat($0) }
        })
    }
    func sizeThatFits(proposal: SwiftLayout.ProposedViewSize, subviews: [SwiftLayout.LayoutSubview]) throws -> SwiftLayout.Size {
        let s = wrap(subviews)
        return withCache(s) { layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: s, cache: &$0) }.engine
    }
    func placeSubviews(in bounds: SwiftLayout.Rect, proposal: SwiftLayout.ProposedViewSize, subviews: [SwiftLayout.LayoutSubview]) throws {
        let s = wrap(subviews)
        withCache(s) { layout.placeSubviews(in: CGRect(bounds), proposal: ProposedViewSize(proposal), subviews: s, cache: &$0) }
    }
    func spacing(subviews: [SwiftLayout.LayoutSubview]) throws -> SwiftLayout.ViewSpacing? {
        let s = wrap(subviews)
        return withCache(s) { layout.spacing(subviews: s, cache: &$0) }.engine
    }
    func explicitAlignment(of guide: SwiftLayout.HorizontalAlignment, in bounds: SwiftLayout.Rect, proposal: SwiftLayout.ProposedViewSize,
                           subviews: [SwiftLayout.LayoutSubview]) throws -> Double? {
        let s = wrap(subviews)
        return withCache(s) {
            layout.explicitAlignment(of: HorizontalAlignment(guide), in: CGRect(bounds), proposal: ProposedViewSize(proposal),
                                     subviews: s, cache: &$0)
        }.map { Double($0) }
    }
    func explicitAlignment(of guide: SwiftLayout.VerticalAlignment, in bounds: SwiftLayout.Rect, proposal: SwiftLayout.ProposedViewSize,
                           subviews: [SwiftLayout.LayoutSubview]) throws -> Double? {
        let s = wrap(subviews)
        return withCache(s) {
            layout.explicitAlignment(of: VerticalAlignment(guide), in: CGRect(bounds), proposal: ProposedViewSize(proposal),
                                     subviews: s, cache: &$0)
        }.map { Double($0) }
    }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let items: [LayoutSubview]
    let merge: (AlignmentKey, CGRect, ProposedViewSize) -> CGFloat?
    public typealias SubSequence = LayoutSubviews
    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(index: Int) -> LayoutSubview { items[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(items: Array(items[bounds]), merge: merge) }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(items: indices.map { items[$0] }, merge: merge)
    }
    public var layoutDirection: LayoutDirection { .leftToRight }
    func mergedExplicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize) -> CGFloat? {
        merge(key, bounds, proposal)
    }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.items == b.items }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    let engine: SwiftLayout.LayoutSubview
    let index: Int
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(engine.sizeThatFits(proposal.engine)) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(engine.dimensions(in: proposal.engine)) }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(at: position.engine, anchor: anchor.engine, proposal: proposal.engine)
    }
    public var priority: Double { engine.priority }
    public var spacing: ViewSpacing { ViewSpacing(engine.spacing) }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { engine[EngineLayoutKey<K>.self].value }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A SwiftUI layout value key as the engine's (its name is this generic type's, unique per key).
enum EngineLayoutKey<K: LayoutValueKey>: SwiftLayout.LayoutValueKey {
    struct Box: @unchecked Sendable { let value: K.Value }
    static var defaultValue: Box { Box(value: K.defaultValue) }
}

extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let box = EngineLayoutKey<K>.Box(value: value)
        return engine { node, _ in node.layoutValue(key: EngineLayoutKey<K>.self, value: box) }
    }
}

/// A collection of the geometric spacing preferences of a view.
public struct ViewSpacing: Sendable {
    var engine: SwiftLayout.ViewSpacing
    init(_ e: SwiftLayout.ViewSpacing) { engine = e }
    public init() { engine = .none }
    public static let zero = ViewSpacing()
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { engine.formUnion(other.engine, edges: edges.engine) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(engine.distance(to: next.engine, along: axis.engine))
    }
}

// MARK: - Built-in layouts

protocol BuiltInLayout { var engineDescription: any SwiftLayout.LayoutDescription { get } }

public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    var engineDescription: any SwiftLayout.LayoutDescription { SwiftLayout.HStackLayout(alignment: alignment.engine, spacing: spacing.d) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    var engineDescription: any SwiftLayout.LayoutDescription { SwiftLayout.VStackLayout(alignment: alignment.engine, spacing: spacing.d) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    var engineDescription: any SwiftLayout.LayoutDescription { SwiftLayout.ZStackLayout(alignment: alignment.engine) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
public struct GridLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
    var engineDescription: any SwiftLayout.LayoutDescription {
        SwiftLayout.GridLayout(alignment: alignment.engine, horizontalSpacing: horizontalSpacing.d, verticalSpacing: verticalSpacing.d)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A type-erased instance of the layout protocol.
public struct AnyLayout: Layout, BuiltInLayout {
    let make: ([ViewNode]) -> ViewNode
    public init<L: Layout>(_ layout: L) { make = { layoutNode(layout, $0) } }
    var engineDescription: any SwiftLayout.LayoutDescription { ErasedDescription(make: make) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct ErasedDescription: SwiftLayout.LayoutDescription, @unchecked Sendable {
    let make: ([ViewNode]) -> ViewNode
    func makeView(children: [ViewNode]) -> ViewNode { make(children) }
}
