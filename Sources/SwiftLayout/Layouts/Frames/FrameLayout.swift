// frame(width:height:alignment:) — FrameLayout (rules §5) — and
// frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) — FlexFrameLayout (§6).
// Both place their content so that its alignment guide meets the frame's own guide.

/// Where a frame puts a child of `childSize` so that their `alignment` guides meet.
func aligned(_ child: ViewDimensions, in bounds: Rect, alignment: Alignment) -> Point {
    let own = alignment.point(in: bounds.size)
    let theirs = child[alignment]
    return Point(x: bounds.minX + own.x - theirs.x, y: bounds.minY + own.y - theirs.y)
}

/// The explicit guide `key` of a child aligned with `alignment` in a frame of `size`, in frame coordinates.
func alignedExplicit(_ key: AlignmentKey, child: ViewDimensions, size: Size, alignment: Alignment) -> Double? {
    explicitValue(key, of: child, at: aligned(child, in: Rect(origin: .zero, size: size), alignment: alignment))
}

/// What the fixed and the flexible frame share: one child, proposed `childProposal(_:)` when measured, and
/// placed so that its `alignment` guide meets the frame's.
protocol AligningFrame: UnaryModifier {
    var alignment: Alignment { get }
    /// What the child is proposed when the frame is proposed `proposal`.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
}

extension AligningFrame {
    /// Places the child, proposed `p`, in `bounds` so that the alignment guides meet.
    func placeChild(of subviews: Subviews, in bounds: Rect, proposal p: ProposedViewSize) {
        let child = subviews[0].dimensions(in: p)
        subviews[0].place(at: aligned(child, in: bounds, alignment: alignment), proposal: p, size: child.size)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        alignedExplicit(key, child: subviews[0].dimensions(in: childProposal(proposal)), size: size, alignment: alignment)
    }
}

/// What a frame publishes: its content's spacing, with the edges of the axes it sets reset (rules §3).
func framedSpacing(_ content: ViewSpacing, horizontal: Bool, vertical: Bool) -> ViewSpacing {
    var spacing = content
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    spacing.reset(edges)
    return spacing
}

/// A fixed frame: given dimensions are exact and proposed to the child; the others pass through.
struct FrameLayout: AligningFrame {
    let width: Double?
    let height: Double?
    let alignment: Alignment
    var name: String { "FrameLayout" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews[0].sizeThatFits(childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        placeChild(of: subviews, in: bounds, proposal: childProposal(proposal))
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        framedSpacing(subviews[0].spacing, horizontal: width != nil, vertical: height != nil)
    }
    /// A given dimension is the frame's size and the child's proposal on that axis, whatever was proposed;
    /// the other axis passes through to the child.
    func ignoredProposalAxes(children: UInt8) -> UInt8 {
        (width != nil ? ProposalAxes.width : children & ProposalAxes.width)
            | (height != nil ? ProposalAxes.height : children & ProposalAxes.height)
    }
}

/// One axis of a flexible frame, normalised: min ≥ 0, ideal ≥ min, max ≥ ideal.
struct FlexAxis: Hashable, Sendable {
    let min: Double?
    let ideal: Double?
    let max: Double?
    init(min: Double?, ideal: Double?, max: Double?) {
        let lo = min.map { Swift.max(0, $0) }
        let id = ideal.map { Swift.max($0, lo ?? -.infinity) }
        self.min = lo
        self.ideal = id
        self.max = max.map { Swift.max($0, id ?? lo ?? -.infinity) }
    }
    var isSet: Bool { min != nil || ideal != nil || max != nil }

    /// The proposal or the ideal, clamped into [min, max]; nil if both are nil.
    func childProposal(_ p: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let min { v = Swift.max(v, min) }
        if let max { v = Swift.min(v, max) }
        return v
    }
    /// The frame's length given the parent's proposal `p`, the child's proposal `cp` and its length `c`.
    func size(proposal p: Double?, childProposal cp: Double?, child c: Double) -> Double {
        if p == nil, let ideal { return ideal }
        var v = c
        if let min { v = Swift.max(min, Swift.min(cp ?? c, v)) }
        if let max { v = Swift.min(max, Swift.max(cp ?? v, v)) }
        return v
    }
}

/// A flexible frame (rules §6).
struct FlexFrameLayout: AligningFrame {
    let horizontal: FlexAxis
    let vertical: FlexAxis
    let alignment: Alignment
    var name: String { "FlexFrameLayout" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width),
                         height: vertical.childProposal(proposal.height))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let cp = childProposal(proposal)
        // Both bounds set and a concrete proposal: the child's size does not matter, but SwiftUI still
        // asks; measuring keeps the cache warm for placement.
        let child = subviews[0].sizeThatFits(cp)
        return Size(width: horizontal.size(proposal: proposal.width, childProposal: cp.width, child: child.width),
                    height: vertical.size(proposal: proposal.height, childProposal: cp.height, child: child.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        // The child is re-proposed the frame's final size, except on an axis that was proposed nil, has no
        // ideal, and whose final size lies strictly between min and max (`childPlacementProposal`).
        func axis(_ a: FlexAxis, _ p: Double?, _ final: Double) -> Double? {
            if p == nil, a.ideal == nil, final > (a.min ?? -.infinity), final < (a.max ?? .infinity) { return nil }
            return final
        }
        let p = ProposedViewSize(width: axis(horizontal, proposal.width, bounds.width),
                                 height: axis(vertical, proposal.height, bounds.height))
        placeChild(of: subviews, in: bounds, proposal: p)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        framedSpacing(subviews[0].spacing, horizontal: horizontal.isSet, vertical: vertical.isSet)
    }
    /// On an axis with no min, ideal or max the proposal passes to the child unchanged and the frame takes
    /// the child's length (its placement proposal is nil or that length): that axis is ignored if the
    /// child ignores it. An axis with bounds uses the proposal itself.
    func ignoredProposalAxes(children: UInt8) -> UInt8 {
        (horizontal.isSet ? 0 : children & ProposalAxes.width) | (vertical.isSet ? 0 : children & ProposalAxes.height)
    }
}

extension View {
    /// A frame with fixed dimensions; nil dimensions take this view's size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, FrameLayout(width: width, height: height, alignment: alignment))
    }
    /// A flexible frame: per axis, the proposal clamped into [min, max], `ideal` when proposed nil.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, FlexFrameLayout(
            horizontal: FlexAxis(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: FlexAxis(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
}
