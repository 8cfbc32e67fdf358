// SwiftUI's `View` protocol and the machinery that turns a tree of SwiftUI views into the engine's view
// tree (SwiftLayout). A view either is a primitive (its `body` is `Never`; it makes engine nodes itself) or
// has a `body`, which is evaluated here — once per layout, with the environment in force at its place in
// the tree (`BuildContext`), so `@Environment` reads inside a body see what SwiftUI would show there.
// Nothing here lays anything out: the engine does, with the nodes this builds.

@_exported import Foundation
@_exported import Observation
internal import SwiftLayout

/// A type that represents part of your app's user interface (SwiftUI's `View`).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Where a view is built: the environment at that point of the tree.
struct BuildContext {
    var environment: EnvironmentValues
    /// How many bodies deep the build is (a body that contains itself forever is reported, not followed).
    var depth = 0
    static let maxDepth = 1_000
}

/// The build in progress, read by `@Environment` and the other dynamic properties while a body runs. Only
/// the main actor builds (View is main-actor isolated), so these are read and written on it alone.
enum CurrentBuild {
    nonisolated(unsafe) static var stack: [BuildContext] = []
    /// The first problem met while building (the layout reports it instead of a tree).
    nonisolated(unsafe) static var error: String? = nil
    static var environment: EnvironmentValues? { stack.last?.environment }
    static func with<R>(_ context: BuildContext, _ body: () -> R) -> R {
        stack.append(context)
        defer { stack.removeLast() }
        return body()
    }
}

/// A view that makes engine nodes itself (its body is `Never`).
@MainActor
protocol PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode]
}

/// The engine nodes `view` stands for in `context`: a primitive's own, else its body's.
@MainActor
func makeNodes<V: View>(_ view: V, _ context: BuildContext) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView { return primitive.makeNodes(context) }
    if V.Body.self == Never.self {
        CurrentBuild.error = CurrentBuild.error ?? "\(V.self) has no body and is not one of the views this SwiftUI lays out"
        return []
    }
    guard context.depth < BuildContext.maxDepth else {
        CurrentBuild.error = CurrentBuild.error
            ?? "views nest more than \(BuildContext.maxDepth) bodies deep at \(V.self) (a body that contains itself?)"
        return []
    }
    var inner = context
    inner.depth += 1
    return CurrentBuild.with(inner) { makeNodes(view.body, inner) }
}

/// The nodes of a view known only as an existential.
@MainActor
func nodesOfExistential(_ view: any View, _ context: BuildContext) -> [ViewNode] { makeNodes(view, context) }

/// One engine node for `nodes`: the node itself, or a Group of them (whose modifiers apply to each view
/// when a container takes them, as SwiftUI applies a modifier on a Group or a tuple to each view).
func single(_ nodes: [ViewNode]) -> ViewNode {
    nodes.count == 1 ? nodes[0] : SwiftLayout.Group(children: nodes).node
}

/// The children a container gets from `nodes`: Groups, ForEach and Sections opened up.
func children(_ nodes: [ViewNode]) -> [ViewNode] { expandGroups(nodes) }

// MARK: - Builders

/// A custom parameter attribute that constructs views from closures (SwiftUI's `ViewBuilder`). Like
/// SwiftUI's it has no `for` loops (buildArray): use ForEach.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @MainActor
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), views: repeat each content)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    @MainActor
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
    @MainActor
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
    @MainActor
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A View created from a swift tuple of View values.
public struct TupleView<T>: View {
    public var value: T
    let build: @MainActor (BuildContext) -> [ViewNode]
    public init(_ value: T) {
        self.value = value
        build = { _ in [] }
        // A tuple of views made outside a builder: its elements are read by reflection.
        let parts = Mirror(reflecting: value).children.map(\.value)
        rebuild = parts
    }
    var rebuild: [Any] = []
    @MainActor
    init<each Content: View>(_ value: T, views: repeat each Content) {
        self.value = value
        let made: (repeat each Content) = (repeat each views)
        build = { context in
            var out: [ViewNode] = []
            for view in repeat each made { out += SwiftUI.makeNodes(view, context) }
            return out
        }
    }
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        if !rebuild.isEmpty {
            return rebuild.flatMap { part -> [ViewNode] in
                guard let view = part as? any View else { return [] }
                return nodesOfExistential(view, context)
            }
        }
        return build(context)
    }
}

/// The content of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): SwiftUI.makeNodes(view, context)
        case .falseContent(let view): SwiftUI.makeNodes(view, context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        switch self {
        case .some(let view): SwiftUI.makeNodes(view, context)
        case .none: []
        }
    }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [] }
}

/// A type-erased view.
public struct AnyView: View {
    let build: @MainActor (BuildContext) -> [ViewNode]
    public init<V: View>(_ view: V) { build = { SwiftUI.makeNodes(view, $0) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { build(context) }
}

/// A type that collects multiple instances of a content type into a single unit. Inside a container its
/// views are the container's own children, and a modifier on it applies to each.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Group has no body") }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        [SwiftLayout.Group(children: SwiftUI.makeNodes(content, context)).node]
    }
}

// MARK: - Modifiers

/// A modifier that you apply to a view or another view modifier, producing a different version of the
/// original value (SwiftUI's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom modifier's body receives: the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let build: @MainActor (BuildContext) -> [ViewNode]
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { build(context) }
}

/// A modifier that makes engine nodes itself.
@MainActor
protocol PrimitiveModifier {
    func apply(content: @escaping @MainActor (BuildContext) -> [ViewNode], _ context: BuildContext) -> [ViewNode]
}

@MainActor
func applyModifier<M: ViewModifier>(_ modifier: M, content: @escaping @MainActor (BuildContext) -> [ViewNode],
                                    _ context: BuildContext) -> [ViewNode] {
    if let primitive = modifier as? any PrimitiveModifier { return primitive.apply(content: content, context) }
    if M.Body.self == Never.self { return content(context) }
    var inner = context
    inner.depth += 1
    return CurrentBuild.with(inner) { makeNodes(modifier.body(content: _ViewModifier_Content(build: content)), inner) }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let content = self.content
        return applyModifier(modifier, content: { SwiftUI.makeNodes(content, $0) }, context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// An empty, or identity, modifier.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier over the engine: `change` edits the environment the content is built in (and reads), and
/// `apply` wraps the content's engine node (nil: the content's nodes unchanged). Every built-in SwiftUI
/// modifier of this module is one of these.
struct EngineModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var change: (@MainActor (inout EnvironmentValues) -> Void)? = nil
    var apply: (@MainActor (ViewNode, BuildContext) -> any SwiftLayout.View)? = nil
    func apply(content: @escaping @MainActor (BuildContext) -> [ViewNode], _ context: BuildContext) -> [ViewNode] {
        var inner = context
        if let change { change(&inner.environment) }
        let nodes = content(inner)
        guard let apply else { return nodes }
        if nodes.isEmpty { return [] }
        return [apply(single(nodes), inner).node]
    }
}

extension View {
    /// This view wrapped by an engine modifier (see `EngineModifier`).
    func engine(_ apply: @escaping @MainActor (ViewNode, BuildContext) -> any SwiftLayout.View) -> ModifiedContent<Self, EngineModifier> {
        modifier(EngineModifier(apply: apply))
    }
    /// This view built in a changed environment, optionally wrapped by an engine modifier.
    func environmentChange(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void,
                           engine apply: (@MainActor (ViewNode, BuildContext) -> any SwiftLayout.View)? = nil)
        -> ModifiedContent<Self, EngineModifier> {
        modifier(EngineModifier(change: change, apply: apply))
    }
    /// A modifier that changes no frame (drawing, behaviour, accessibility): the content as it is.
    func layoutNeutral() -> ModifiedContent<Self, EmptyModifier> { modifier(EmptyModifier()) }
}

/// A leaf or container view made by the engine from the build context.
struct EngineView: View, PrimitiveView {
    let make: @MainActor (BuildContext) -> [ViewNode]
    init(_ make: @escaping @MainActor (BuildContext) -> [ViewNode]) { self.make = make }
    init(node make: @escaping @MainActor (BuildContext) -> any SwiftLayout.View) { self.make = { [make($0).node] } }
    var body: Never { fatalError("EngineView has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] { make(context) }
}

extension View {
    /// Binds a view's identity to the given proxy value: the engine names the view `"\(id)"`, so its frame
    /// can be looked up in a layout.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        engine { node, _ in AnyEngineView(node.named("\(id)")) }
    }
}

/// An engine node as an engine view.
struct AnyEngineView: SwiftLayout.View {
    let node: ViewNode
    init(_ node: ViewNode) { self.node = node }
}
