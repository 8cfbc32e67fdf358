// HStack and VStack (rules §2): one algorithm, axes swapped. Gaps first; with a nil major proposal every
// child is asked for its ideal length; otherwise children are offered space in order of descending
// layoutPriority, then ascending flexibility, each getting remaining / childrenLeft, with the minimums of
// lower-priority groups reserved. There is no second pass.

/// The minor-axis guide of a stack: horizontal for a VStack, vertical for an HStack.
enum StackAlignment: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    func value(in dimensions: ViewDimensions) -> Double {
        switch self {
        case .horizontal(let guide): dimensions[guide]
        case .vertical(let guide): dimensions[guide]
        }
    }
}

/// SwiftUI's stack distribution (rules §2.3–§2.4), shared by stacks and Grid: items are offered space
/// in order of descending priority, then ascending flexibility (maximum − minimum; ties between unbounded
/// items: larger minimum first; otherwise the original order); each is offered remaining / itemsLeft in
/// its priority group, with the minimums of all lower-priority items reserved; no second pass. Returns
/// the lengths `measure` reported.
func distributeStackSpace(total: Double, count n: Int, priority: [Double], minimum: (Int) -> Double,
                          maximum: (Int) -> Double, measure: (Int, Double) -> Double) -> [Double] {
    var lo = Array(repeating: 0.0, count: n), hi = Array(repeating: 0.0, count: n)
    for i in 0..<n { lo[i] = minimum(i); hi[i] = maximum(i) }
    let order = (0..<n).sorted { a, b in
        if priority[a] != priority[b] { return priority[a] > priority[b] }
        let flexA = hi[a] - lo[a], flexB = hi[b] - lo[b]
        if flexA != flexB, !(flexA.isNaN || flexB.isNaN) { return flexA < flexB }
        if hi[a].isInfinite, hi[b].isInfinite, lo[a] != lo[b] { return lo[a] > lo[b] }
        return a < b
    }
    var lengths = Array(repeating: 0.0, count: n)
    var remaining = total
    var start = 0
    while start < n {
        let group = priority[order[start]]
        var end = start
        while end < n, priority[order[end]] == group { end += 1 }
        var reserved = 0.0
        for k in end..<n { reserved += lo[order[k]] }
        var available = remaining - reserved
        for k in start..<end {
            let i = order[k]
            let length = measure(i, max(0, available / Double(end - k)))
            lengths[i] = length
            available -= length
            remaining -= length
        }
        start = end
    }
    return lengths
}

struct StackLayout: LayoutComputer {
    /// The major axis: horizontal for HStack, vertical for VStack.
    let axis: Axis
    let alignment: StackAlignment
    /// nil: each pair's ViewSpacing distance.
    let spacing: Double?
    /// LazyVStack / LazyHStack: every child at its ideal length along the axis (they live in scroll
    /// views), and the whole proposal across it.
    var lazy: Bool = false

    var name: String { (lazy ? "Lazy" : "") + (axis == .horizontal ? "HStack" : "VStack") }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .set(axis) }

    /// What the stack decided for one proposal.
    struct Resolution {
        var gaps: [Double]            // gaps[i]: before child i (gaps[0] == 0)
        var proposals: [ProposedViewSize]
        var sizes: [Size]
    }

    /// A resolution with its minor-axis extent, cached per node for the last proposal.
    struct Resolved {
        let r: Resolution
        let extent: (low: Double, high: Double, guides: [Double])
    }

    func resolved(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Resolved {
        if let hit = context.cached(Resolved.self, for: proposal) { return hit }
        let r = resolve(proposal, subviews, context)
        let value = Resolved(r: r, extent: minorExtent(r, subviews))
        context.setCached(value, for: proposal)
        return value
    }

    func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Resolution {
        let n = subviews.count
        var gaps = Array(repeating: 0.0, count: n)
        if n > 1 {
            for i in 1..<n {
                gaps[i] = spacing ?? subviews[i - 1].spacing.distance(
                    to: subviews[i].spacing, along: axis, defaultSpacing: context.environment.defaultSpacing)
            }
        }
        let minor = proposal[axis.orthogonal]
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: n)
        var sizes = Array(repeating: Size.zero, count: n)

        guard let major = proposal[axis], !lazy else {
            for i in 0..<n {
                proposals[i] = .make(major: nil, minor: minor, axis: axis)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
            return Resolution(gaps: gaps, proposals: proposals, sizes: sizes)
        }

        var priority = Array(repeating: 0.0, count: n)
        for i in 0..<n { priority[i] = subviews[i].priority }
        _ = distributeStackSpace(
            total: major - gaps.reduce(0, +), count: n, priority: priority,
            minimum: { subviews[$0].sizeThatFits(.make(major: 0, minor: minor, axis: axis))[axis] },
            maximum: { subviews[$0].sizeThatFits(.make(major: .infinity, minor: minor, axis: axis))[axis] },
            measure: { i, offer in
                proposals[i] = .make(major: offer, minor: minor, axis: axis)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
                return sizes[i][axis]
            })
        return Resolution(gaps: gaps, proposals: proposals, sizes: sizes)
    }

    /// The minor-axis extent of the aligned children: (lowest edge relative to the guide line, highest edge).
    private func minorExtent(_ r: Resolution, _ subviews: Subviews) -> (low: Double, high: Double, guides: [Double]) {
        var low = Double.infinity, high = -Double.infinity
        var guides: [Double] = []
        guides.reserveCapacity(r.sizes.count)
        for i in 0..<r.sizes.count {
            let guide = alignment.value(in: subviews[i].dimensions(in: r.proposals[i]))
            guides.append(guide)
            low = min(low, -guide)
            high = max(high, r.sizes[i][axis.orthogonal] - guide)
        }
        if guides.isEmpty { return (0, 0, []) }
        return (low, high, guides)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (r, extent) = { let v = resolved(proposal, subviews, context); return (v.r, v.extent) }()
        var size = Size.zero
        size[axis] = r.gaps.reduce(0, +) + r.sizes.reduce(0) { $0 + $1[axis] }
        size[axis.orthogonal] = lazy ? proposal[axis.orthogonal] ?? (extent.high - extent.low) : extent.high - extent.low
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (r, extent) = { let v = resolved(proposal, subviews, context); return (v.r, v.extent) }()
        var cursor = bounds.origin[axis]
        var line = bounds.origin[axis.orthogonal] - extent.low
        if lazy, proposal[axis.orthogonal] != nil {
            // Across the whole proposal: the guide line sits where the alignment puts it in the bounds.
            let fraction = switch alignment {
            case .horizontal(let guide): guide.key.defaultFraction
            case .vertical(let guide): guide.key.defaultFraction
            }
            line = bounds.origin[axis.orthogonal] + fraction * bounds.size[axis.orthogonal]
        }
        for i in 0..<r.sizes.count {
            cursor += r.gaps[i]
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.orthogonal] = line - extent.guides[i]
            subviews[i].place(at: origin, proposal: r.proposals[i])
            cursor += r.sizes[i][axis]
        }
    }

    /// A child's explicit guide, in the stack's coordinates: the first child that has one (the last, for
    /// lastTextBaseline).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let (r, extent) = { let v = resolved(proposal, subviews, context); return (v.r, v.extent) }()
        var cursor = 0.0
        var found: Double? = nil
        for i in 0..<r.sizes.count {
            cursor += r.gaps[i]
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.orthogonal] = -extent.low - extent.guides[i]
            if let v = explicitValue(key, of: subviews[i].dimensions(in: r.proposals[i]), at: origin) {
                found = v
                if key != VerticalAlignment.lastTextBaseline.key { break }
            }
            cursor += r.sizes[i][axis]
        }
        return found
    }

    /// The stack's own preferences (rules §2.6): the cross-axis edges of every child, the leading/top edge
    /// of the first and the trailing/bottom edge of the last, largest value per key.
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .plain }
        var result = ViewSpacing.none
        let cross: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for subview in subviews { result.formUnion(subview.spacing, edges: cross) }
        result.formUnion(first.spacing, edges: Edge.Set(axis.leadingEdge))
        result.formUnion(last.spacing, edges: Edge.Set(axis.trailingEdge))
        return result
    }
}

/// Views in a column. `spacing: nil` asks each adjacent pair for its distance.
public struct VStack: View {
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = ViewNode(StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing),
                        children: children.map(\.node))
    }
}

/// Views in a row. `spacing: nil` asks each adjacent pair for its distance.
public struct HStack: View {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = ViewNode(StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing),
                        children: children.map(\.node))
    }
}

/// A vertical stack for scroll views: children at their ideal heights, the whole width.
public struct LazyVStack: View {
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = ViewNode(StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, lazy: true),
                        children: children.map(\.node))
    }
}

/// A horizontal stack for scroll views: children at their ideal widths, the whole height — so in a
/// horizontal ScrollView it makes the scroll view take all the height, where an HStack lets it hug.
public struct LazyHStack: View {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = ViewNode(StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, lazy: true),
                        children: children.map(\.node))
    }
}
