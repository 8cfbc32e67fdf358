// The Layout protocol (rules §20): a container whose sizing and placement are user code — Swift, or the
// C and Python bindings through callbacks. sizeThatFits receives the proposal and may probe subviews
// with any proposal; placeSubviews receives bounds in root coordinates and places subviews with
// place(at:anchor:proposal:). A subview the user code does not place is placed at the centre of the
// bounds with its ideal size, as SwiftUI does. Stacks measure a custom layout's flexibility like any
// other child. Errors thrown by user code fail the layout with a LayoutError; the engine stays usable.

/// A view's proxy for a custom layout's code. Valid only during the call it was given to.
public struct LayoutSubview {
    let subview: Subview
    /// Set while the default explicitAlignment runs the layout's placeSubviews to find where its subviews
    /// would go: `place` then records instead of placing.
    var recorder: PlacementRecorder? = nil
    /// The subview's size for `proposal` (cached by proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { subview.sizeThatFits(proposal) }
    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { subview.dimensions(in: proposal) }
    /// Places the subview so that `anchor` of its frame lands on `point` (root coordinates).
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        if let recorder { recorder.placements[subview.index] = (point, anchor, proposal); return }
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
    /// SwiftUI's `explicitAlignment(of:in:proposal:subviews:cache:)`: the position of `guide` in the
    /// container (`bounds` is the container at the origin, so the value is in its own coordinates), or nil
    /// for "no explicit value" (the guide's default). The value places the container as a whole; it does
    /// not move the subviews. The default merges the subviews' explicit guides where placeSubviews puts
    /// them: the mean of their values, the smallest for firstTextBaseline, the largest for
    /// lastTextBaseline (Apple's Layout and combineExplicit documentation).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: [LayoutSubview]) throws -> Double?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: [LayoutSubview]) throws -> Double?
    /// True if this layout implements explicitAlignment (it is then asked for every guide); false (the
    /// default): only when a subview has explicit guides, which the default merges.
    var definesExplicitAlignment: Bool { get }
}

extension CustomLayout {
    public var name: String { "Layout" }
    public func spacing(subviews: [LayoutSubview]) throws -> ViewSpacing? { nil }
    public var definesExplicitAlignment: Bool { false }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: [LayoutSubview]) throws -> Double? {
        try mergedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: [LayoutSubview]) throws -> Double? {
        try mergedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The default explicit alignment: runs placeSubviews in `bounds` without placing anything, and merges
    /// the explicit values of `key` of the subviews where it put them (a subview it leaves unplaced is
    /// centred at its ideal size, as in a real placement): the mean, the smallest for firstTextBaseline,
    /// the largest for lastTextBaseline; nil if no subview has one.
    public func mergedExplicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                        subviews: [LayoutSubview]) throws -> Double? {
        let recorder = PlacementRecorder()
        try placeSubviews(in: bounds, proposal: proposal, subviews: subviews.map { var s = $0; s.recorder = recorder; return s })
        var values: [Double] = []
        for subview in subviews {
            let (point, anchor, p) = recorder.placements[subview.subview.index]
                ?? (Point(x: bounds.midX, y: bounds.midY), UnitPoint.center, ProposedViewSize.unspecified)
            let d = subview.dimensions(in: p)
            guard let v = d.explicitValue(key) else { continue }
            values.append(key.axis == .horizontal ? point.x - anchor.x * d.width + v : point.y - anchor.y * d.height + v)
        }
        guard !values.isEmpty else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return values.min() }
        if key == VerticalAlignment.lastTextBaseline.key { return values.max() }
        return values.reduce(0, +) / Double(values.count)
    }
}

/// Where a layout's placeSubviews put its subviews, by subview index (the default explicitAlignment).
public final class PlacementRecorder: @unchecked Sendable {
    var placements: [Int: (Point, UnitPoint, ProposedViewSize)] = [:]
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

    /// A layout that defines explicit guides is asked for every guide; otherwise only when its subviews
    /// have explicit guides (which the default merges).
    var explicitGuideSource: UInt8 { layout.definesExplicitAlignment ? 1 : 0 }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let value = context.callUser("layout \(layout.name) explicitAlignment") { () throws -> Double? in
            key.axis == .horizontal
                ? try layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: proxies(subviews))
                : try layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: proxies(subviews))
        }
        guard let value, let v = value else { return nil }
        guard v.isFinite else {
            context.record(LayoutError(.callbackFailed, "layout \(layout.name) explicitAlignment returned \(fmt(v)) for \(key); it must be finite or nil"))
            return nil
        }
        return v
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

extension HorizontalAlignment {
    /// The guide of `key` (a horizontal key).
    package init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    /// The guide of `key` (a vertical key).
    package init(key: AlignmentKey) { self.key = key }
}
