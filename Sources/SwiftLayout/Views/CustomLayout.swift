// The Layout protocol (rules §20): a container whose sizing and placement are user code — Swift, or the
// C and Python bindings through callbacks. sizeThatFits receives the proposal and may probe subviews
// with any proposal; placeSubviews receives bounds in root coordinates and places subviews with
// place(at:anchor:proposal:). A subview the user code does not place is placed at the centre of the
// bounds with its ideal size, as SwiftUI does. Stacks measure a custom layout's flexibility like any
// other child. Errors thrown by user code fail the layout with a LayoutError; the engine stays usable.

/// A view's proxy for a custom layout's code. Valid only during the call it was given to.
public struct LayoutSubview {
    let subview: Subview
    /// The subview's size for `proposal` (cached by proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { subview.sizeThatFits(proposal) }
    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { subview.dimensions(in: proposal) }
    /// Places the subview so that `anchor` of its frame lands on `point` (root coordinates).
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        subview.place(at: point, anchor: anchor, proposal: proposal)
    }
    /// The subview's layoutPriority.
    public var priority: Double { subview.priority }
    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { subview.spacing }
}

/// A container layout written by the user (SwiftUI's `Layout` protocol).
public protocol CustomLayout: Sendable {
    /// A name for dumps and errors.
    var name: String { get }
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size
    /// Places the subviews inside `bounds` (root coordinates).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws
    /// The container's spacing preferences; nil: the union of its subviews' (the default).
    func spacing(subviews: [LayoutSubview]) throws -> ViewSpacing?
}

extension CustomLayout {
    public var name: String { "Layout" }
    public func spacing(subviews: [LayoutSubview]) throws -> ViewSpacing? { nil }
}

struct CustomLayoutComputer: LayoutComputer {
    let layout: any CustomLayout
    var name: String { layout.name }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func proxies(_ subviews: Subviews) -> [LayoutSubview] { subviews.map { LayoutSubview(subview: $0) } }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        context.callUser("layout \(layout.name) sizeThatFits") {
            try layout.sizeThatFits(proposal: proposal, subviews: proxies(subviews))
        } ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        for subview in subviews { context.pass.unplace(subview.index) }  // placed in an earlier pass
        _ = context.callUser("layout \(layout.name) placeSubviews") {
            try layout.placeSubviews(in: bounds, proposal: proposal, subviews: proxies(subviews))
        }
        for subview in subviews where !context.pass.placed[subview.index] {
            subview.place(at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        if let custom = context.callUser("layout \(layout.name) spacing", { try layout.spacing(subviews: proxies(subviews)) }),
           let value = custom {
            return value
        }
        return .union(of: subviews)
    }
}

/// A container laid out by a CustomLayout.
public struct LayoutView: View {
    public let node: ViewNode
    public init(_ layout: any CustomLayout, @ViewBuilder content: () -> [ViewNode]) { self.init(layout, children: content()) }
    public init(_ layout: any CustomLayout, children: [any View]) {
        node = makeNode(CustomLayoutComputer(layout: layout), children: children.map(\.node))
    }
}

/// A leaf whose size a user function decides (a custom text measurer, an image, a web view): Yoga's
/// measure function. The function gets the proposal and returns a size.
public typealias MeasureFunction = @Sendable (ProposedViewSize) throws -> Size

struct MeasuredLeafLayout: LeafLayout {
    let name: String
    let measure: MeasureFunction
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let size = context.callUser("measure function \(name)", { try measure(proposal) }) else { return .zero }
        guard size.width.isFinite || size.width == .infinity, size.height.isFinite || size.height == .infinity,
              size.width >= 0, size.height >= 0 else {
            context.record(LayoutError(.callbackFailed, "measure function \(name) returned \(size) for \(proposal); sizes must be ≥ 0"))
            return .zero
        }
        return size
    }
}

/// A leaf measured by a user function.
public struct MeasuredView: View {
    public let node: ViewNode
    public init(_ name: String = "Measured", measure: @escaping MeasureFunction) {
        node = makeNode(MeasuredLeafLayout(name: name, measure: measure))
    }
}
