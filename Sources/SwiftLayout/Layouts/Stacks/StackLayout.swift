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
/// its priority group, with the minimums of all lower-priority items reserved; no second pass. `measure`
/// is called once per item with its offer and returns the length the item took.
///
/// The work arrays live on the stack (`withUnsafeTemporaryAllocation`): every heap array costs a
/// generic-metadata lookup in the standard library on Linux, which the profile showed as a tenth of a
/// stack's layout time.
func distributeStackSpace(total: Double, count n: Int, priority: (Int) -> Double, minimum: (Int) -> Double,
                          maximum: (Int) -> Double, measure: (Int, Double) -> Double) {
    guard n > 0 else { return }
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * n) { work in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { buffer in
            var order = buffer
            let lo = work.baseAddress!, hi = lo + n, prio = lo + 2 * n
            for i in 0..<n { lo[i] = minimum(i); hi[i] = maximum(i); prio[i] = priority(i); order[i] = i }
            order.sort { a, b in
                if prio[a] != prio[b] { return prio[a] > prio[b] }
                let flexA = hi[a] - lo[a], flexB = hi[b] - lo[b]
                if flexA != flexB, !(flexA.isNaN || flexB.isNaN) { return flexA < flexB }
                if hi[a].isInfinite, hi[b].isInfinite, lo[a] != lo[b] { return lo[a] > lo[b] }
                return a < b
            }
            var remaining = total
            var start = 0
            while start < n {
                let group = prio[order[start]]
                var end = start
                while end < n, prio[order[end]] == group { end += 1 }
                var reserved = 0.0
                for k in end..<n { reserved += lo[order[k]] }
                var available = remaining - reserved
                for k in start..<end {
                    let length = measure(order[k], max(0, available / Double(end - k)))
                    available -= length
                    remaining -= length
                }
                start = end
            }
        }
    }
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
    /// A lazy stack's pinned section headers and footers (Grids/PinnedViews.swift).
    var pinned: PinnedScrollableViews = []

    var name: String { (lazy ? "Lazy" : "") + (axis == .horizontal ? "HStack" : "VStack") }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .set(axis) }

    /// What the stack decided for one proposal: per child the gap before it (0 for the first), the
    /// proposal it got, the size it chose and its alignment guide; and the minor-axis extent of the
    /// aligned children (lowest edge relative to the guide line, highest edge). Cached per node for the
    /// last proposal, so placing reuses what measuring worked out.
    struct Resolution {
        struct Child {
            var gap = 0.0
            var proposal = ProposedViewSize.unspecified
            var size = Size.zero
            var guide = 0.0
        }
        var children: [Child]
        var low = 0.0
        var high = 0.0
    }

    func resolved(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Resolution {
        if let hit = context.cached(Resolution.self, for: proposal) { return hit }
        let r = resolve(proposal, subviews, context)
        context.setCached(r, for: proposal)
        return r
    }

    func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Resolution {
        let n = subviews.count
        // (An empty stack takes the empty array: `Array(unsafeUninitializedCapacity: 0)` writes its count into
        // the runtime's shared empty-array storage, which ThreadSanitizer reports against any thread reading
        // an empty array at that moment.)
        var r = Resolution(children: n == 0 ? [] : [Resolution.Child](unsafeUninitializedCapacity: n) { buffer, count in
            buffer.initialize(repeating: Resolution.Child())
            count = n
        })
        r.children.withUnsafeMutableBufferPointer { c in
            if n > 1 {
                for i in 1..<n {
                    c[i].gap = spacing ?? subviews[i - 1].spacing.distance(
                        to: subviews[i].spacing, along: axis, defaultSpacing: context.environment.defaultSpacing)
                }
            }
            let minor = proposal[axis.orthogonal]
            if let major = proposal[axis], !lazy {
                var gaps = 0.0
                for i in 0..<n { gaps += c[i].gap }
                // A child that ignores the proposal along the axis takes one length whatever it is offered:
                // its first probe's answer is its maximum and its share too (kept in `c[i].size` until then).
                distributeStackSpace(
                    total: major - gaps, count: n, priority: { subviews[$0].priority },
                    minimum: {
                        c[$0].size = subviews[$0].sizeThatFits(.make(major: 0, minor: minor, axis: axis))
                        return c[$0].size[axis]
                    },
                    maximum: {
                        subviews[$0].ignoresProposal(along: axis) ? c[$0].size[axis]
                            : subviews[$0].sizeThatFits(.make(major: .infinity, minor: minor, axis: axis))[axis]
                    },
                    measure: { i, offer in
                        c[i].proposal = .make(major: offer, minor: minor, axis: axis)
                        if !subviews[i].ignoresProposal(along: axis) { c[i].size = subviews[i].sizeThatFits(c[i].proposal) }
                        return c[i].size[axis]
                    })
            } else {
                for i in 0..<n {
                    c[i].proposal = .make(major: nil, minor: minor, axis: axis)
                    c[i].size = subviews[i].sizeThatFits(c[i].proposal)
                }
            }
            // The minor-axis extent of the children aligned on their guides. A child that is infinite
            // across (a Color proposed ∞) makes the stack infinite across: the union of the aligned
            // children is unbounded (rules §2; SwiftUI answers ∞, which a parent's flexibility order
            // depends on). Guides of such a child are not finite, so the extent is not computed from them.
            var low = Double.infinity, high = -Double.infinity
            var unbounded = false
            for i in 0..<n {
                if !c[i].size[axis.orthogonal].isFinite { unbounded = true; continue }
                let guide = alignment.value(in: subviews[i].dimensions(in: c[i].proposal, size: c[i].size))
                c[i].guide = guide
                low = min(low, -guide)
                high = max(high, c[i].size[axis.orthogonal] - guide)
            }
            if unbounded { r.low = 0; r.high = .infinity } else if n > 0 { r.low = low; r.high = high }
        }
        return r
    }

    /// An axis every child ignores: across, children are proposed it unchanged; along, the lengths they
    /// take (and so the distribution, the gaps and the stack's length) are the same whatever the offers.
    /// Lazy stacks take the proposal across as their own length.
    func ignoredProposalAxes(children: UInt8) -> UInt8 { lazy ? 0 : children }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let r = resolved(proposal, subviews, context)
        var size = Size.zero
        var major = 0.0
        for child in r.children { major += child.gap + child.size[axis] }
        size[axis] = major
        size[axis.orthogonal] = lazy ? proposal[axis.orthogonal] ?? (r.high - r.low) : r.high - r.low
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let r = resolved(proposal, subviews, context)
        var cursor = bounds.origin[axis]
        var line = bounds.origin[axis.orthogonal] - r.low
        if lazy, proposal[axis.orthogonal] != nil {
            // Across the whole proposal: the guide line sits where the alignment puts it in the bounds.
            let fraction = switch alignment {
            case .horizontal(let guide): guide.key.defaultFraction
            case .vertical(let guide): guide.key.defaultFraction
            }
            line = bounds.origin[axis.orthogonal] + fraction * bounds.size[axis.orthogonal]
        }
        if !pinned.isEmpty {
            var origins: [Point] = []
            origins.reserveCapacity(r.children.count)
            for child in r.children {
                cursor += child.gap
                var origin = Point.zero
                origin[axis] = cursor
                origin[axis.orthogonal] = line - child.guide
                origins.append(origin)
                cursor += child.size[axis]
            }
            pinSections(pinned, axis: axis, origins: &origins, sizes: r.children.map(\.size), subviews: subviews, context: context)
            for (i, child) in r.children.enumerated() { subviews[i].place(at: origins[i], proposal: child.proposal) }
            return
        }
        for (i, child) in r.children.enumerated() {
            cursor += child.gap
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.orthogonal] = line - child.guide
            subviews[i].place(at: origin, proposal: child.proposal, size: child.size)
            cursor += child.size[axis]
        }
    }

    /// A child's explicit guide, in the stack's coordinates: the first child that has one (the last, for
    /// lastTextBaseline).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let r = resolved(proposal, subviews, context)
        var cursor = 0.0
        var found: Double? = nil
        for (i, child) in r.children.enumerated() {
            cursor += child.gap
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.orthogonal] = -r.low - child.guide
            if let v = explicitValue(key, of: subviews[i].dimensions(in: child.proposal), at: origin) {
                found = v
                if key != VerticalAlignment.lastTextBaseline.key { break }
            }
            cursor += child.size[axis]
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

/// What the stacks (VStack, HStack, LazyVStack, LazyHStack) share: an alignment across their axis, a
/// spacing and their children; the `@ViewBuilder` initializer is the children one with the views it builds.
public protocol StackView: View {
    associatedtype CrossAlignment: CenteredAlignment
    init(alignment: CrossAlignment, spacing: Double?, children: [any View])
}

/// An alignment with a centre (the stacks' default).
public protocol CenteredAlignment { static var center: Self { get } }
extension HorizontalAlignment: CenteredAlignment {}
extension VerticalAlignment: CenteredAlignment {}

extension StackView {
    public init(alignment: CrossAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }
}

/// A stack's node: its layout over the children.
private func stackNode(_ layout: StackLayout, _ children: [any View]) -> ViewNode { makeNode(layout, children: children.map(\.node)) }

/// Views in a column. `spacing: nil` asks each adjacent pair for its distance.
public struct VStack: StackView {
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = stackNode(StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing), children)
    }
}

/// Views in a row. `spacing: nil` asks each adjacent pair for its distance.
public struct HStack: StackView {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = stackNode(StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing), children)
    }
}

/// The lazy stacks: stacks whose Section headers and footers can be pinned to the visible area while the
/// scroll view around them scrolls (`pinnedViews:`, none by default).
public protocol LazyStackView: StackView {
    init(alignment: CrossAlignment, spacing: Double?, pinnedViews: PinnedScrollableViews, children: [any View])
}

extension LazyStackView {
    public init(alignment: CrossAlignment = .center, spacing: Double? = nil, children: [any View]) {
        self.init(alignment: alignment, spacing: spacing, pinnedViews: [], children: children)
    }
    public init(alignment: CrossAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews, children: content())
    }
}

/// A vertical stack for scroll views: children at their ideal heights, the whole width.
public struct LazyVStack: LazyStackView {
    public typealias CrossAlignment = HorizontalAlignment
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews,
                children: [any View]) {
        node = stackNode(StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, lazy: true, pinned: pinnedViews),
                         children)
    }
}

/// A horizontal stack for scroll views: children at their ideal widths, the whole height — so in a
/// horizontal ScrollView it makes the scroll view take all the height, where an HStack lets it hug.
public struct LazyHStack: LazyStackView {
    public typealias CrossAlignment = VerticalAlignment
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews,
                children: [any View]) {
        node = stackNode(StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, lazy: true, pinned: pinnedViews),
                         children)
    }
}
