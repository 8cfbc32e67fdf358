// containerRelativeFrame (rules §15): on each listed axis the view is proposed — and takes — a length
// computed from its nearest container's length (the window, a NavigationStack, a split-view column, a
// TabView tab, a ScrollView or List), already minus what that container subtracts. Unlisted axes keep the
// parent's proposal. The content is aligned inside as in `frame`.
//
// Containers are found structurally: a container measures and places its content "as a container"
// (LayoutContext.asContainer), so the nearest one is simply the innermost active. An overlay or
// background attached to a container is not inside it, so it sees the next container out, as in SwiftUI.
//
// In a ScrollView the listed axes should include the scroll axis. If they do not (e.g. .horizontal inside
// a vertical ScrollView) the unlisted scroll axis keeps the scroll view's nil proposal, so the view takes
// its ideal length there (10 for a shape): a defined size, never a crash.

/// A user function that turns the container's length on an axis into the view's length.
public typealias ContainerLengthFunction = @Sendable (_ length: Double, _ axis: Axis) throws -> Double

struct ContainerRelativeFrameLayout: UnaryModifier {
    enum Rule: Sendable {
        /// The container's length.
        case whole
        /// count/span/spacing: col = (L − spacing·(count−1)) / count, item = col·span + spacing·(span−1).
        case grid(count: Int, span: Int, spacing: Double)
        /// A user function of (length, axis).
        case function(ContainerLengthFunction, String)
    }
    let axes: Axis.Set
    let rule: Rule
    let alignment: Alignment
    var name: String { "ContainerRelativeFrameLayout" }

    /// The length on `axis`, or nil if the axis is not listed.
    private func length(_ axis: Axis, _ context: LayoutContext) -> Double? {
        guard axes.contains(axis) else { return nil }
        let container = context.containerLength(axis)
        switch rule {
        case .whole:
            return container
        case .grid(let count, let span, let spacing):
            let column = (container - spacing * Double(count - 1)) / Double(count)
            return max(0, column * Double(span) + spacing * Double(span - 1))
        case .function(let function, let label):
            return context.callUserNumber("containerRelativeFrame length function \(label) (\(axis) length \(fmt(container)))",
                                          nonNegative: true) { try function(container, axis) } ?? container
        }
    }

    private func childProposal(_ p: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: length(.horizontal, context) ?? p.width, height: length(.vertical, context) ?? p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let p = childProposal(proposal, context)
        let child = subviews[0].sizeThatFits(p)
        return Size(width: axes.contains(.horizontal) ? p.width ?? child.width : child.width,
                    height: axes.contains(.vertical) ? p.height ?? child.height : child.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let p = childProposal(proposal, context)
        subviews[0].place(at: aligned(subviews[0].dimensions(in: p), in: bounds, alignment: alignment), proposal: p)
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        alignedExplicit(key, child: subviews[0].dimensions(in: childProposal(proposal, context)), size: size, alignment: alignment)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        framedSpacing(subviews[0].spacing, horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    }
}

extension View {
    /// Sizes this view on `axes` to its nearest container's length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, ContainerRelativeFrameLayout(axes: axes, rule: .whole, alignment: alignment))
    }
    /// Sizes this view on `axes` to `span` of `count` columns of its container, `spacing` apart.
    /// count and span below 1 count as 1.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double,
                                       alignment: Alignment = .center) -> ModifiedContent {
        ModifiedContent(self, ContainerRelativeFrameLayout(
            axes: axes, rule: .grid(count: max(1, count), span: max(1, span), spacing: spacing.isFinite ? spacing : 0),
            alignment: alignment))
    }
    /// Sizes this view on `axes` to `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, name: String = "closure",
                                       _ length: @escaping ContainerLengthFunction) -> ModifiedContent {
        ModifiedContent(self, ContainerRelativeFrameLayout(axes: axes, rule: .function(length, name), alignment: alignment))
    }
}
