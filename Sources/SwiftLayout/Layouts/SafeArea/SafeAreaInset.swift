// safeAreaInset and safeAreaPadding (rules §14). safeAreaInset puts its inset content against an edge and
// the primary view beside it: the inset is proposed (length − spacing − the primary's minimum), the
// primary (length − inset − spacing); the total is their sum (with the spacing) along the axis and the
// larger across. The primary also gets a container safe-area region of (inset + spacing) on that edge, so
// content inside it that ignores the safe area — or a ScrollView — runs under the inset.
// safeAreaPadding(edges, length) is the same with a clear inset of `length` on each edge, spacing 0.

struct SafeAreaInsetModifier: LayoutComputer {
    let edge: Edge
    let alignment: Alignment
    /// nil: the ViewSpacing distance between primary and inset (8 between plain views).
    let spacing: Double?
    var name: String { "SafeAreaInsetModifier" }
    var isModifier: Bool { true }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: Subviews, _ context: LayoutContext) -> Double {
        if let spacing { return spacing }
        let (primary, inset) = (subviews[0].spacing, subviews[1].spacing)
        let leadingInset = edge == .top || edge == .leading
        return leadingInset ? inset.distance(to: primary, along: axis, defaultSpacing: context.environment.defaultSpacing)
                            : primary.distance(to: inset, along: axis, defaultSpacing: context.environment.defaultSpacing)
    }

    /// The proposals and sizes of (primary, inset) for `proposal`.
    private func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (ProposedViewSize, Size, ProposedViewSize, Size, Double) {
        let s = gap(subviews, context)
        let cross = proposal[axis.orthogonal]
        guard let length = proposal[axis] else {
            let ip = ProposedViewSize.make(major: nil, minor: cross, axis: axis)
            let pp = ip
            return (pp, subviews[0].sizeThatFits(pp), ip, subviews[1].sizeThatFits(ip), s)
        }
        let primaryMin = subviews[0].sizeThatFits(.make(major: 0, minor: cross, axis: axis))[axis]
        let ip = ProposedViewSize.make(major: max(0, length - s - primaryMin), minor: cross, axis: axis)
        let inset = subviews[1].sizeThatFits(ip)
        let pp = ProposedViewSize.make(major: max(0, length - inset[axis] - s), minor: cross, axis: axis)
        return (pp, subviews[0].sizeThatFits(pp), ip, inset, s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (_, primary, _, inset, s) = resolve(proposal, subviews, context)
        var size = Size.zero
        size[axis] = primary[axis] + s + inset[axis]
        size[axis.orthogonal] = max(primary[axis.orthogonal], inset[axis.orthogonal])
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (pp, primary, ip, inset, s) = resolve(proposal, subviews, context)
        let insetFirst = edge == .top || edge == .leading
        var insetOrigin = bounds.origin, primaryOrigin = bounds.origin
        if insetFirst { primaryOrigin[axis] += inset[axis] + s } else { insetOrigin[axis] += primary[axis] + s }
        // Across the axis both are aligned in the bounds.
        func across(_ size: Size) -> Double {
            let free = bounds.size[axis.orthogonal] - size[axis.orthogonal]
            let fraction: Double = axis == .vertical
                ? (alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5)
                : (alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5)
            return bounds.origin[axis.orthogonal] + free * fraction
        }
        insetOrigin[axis.orthogonal] = across(inset)
        primaryOrigin[axis.orthogonal] = across(primary)
        subviews[1].place(at: insetOrigin, proposal: ip)
        let safe = Rect(origin: primaryOrigin, size: Size(width: axis == .horizontal ? primary.width : bounds.width,
                                                          height: axis == .vertical ? primary.height : bounds.height))
        var unsafe = safe
        switch edge {
        case .top: unsafe = Rect(x: safe.minX, y: bounds.minY, width: safe.width, height: safe.maxY - bounds.minY)
        case .bottom: unsafe = Rect(x: safe.minX, y: safe.minY, width: safe.width, height: bounds.maxY - safe.minY)
        case .leading: unsafe = Rect(x: bounds.minX, y: safe.minY, width: safe.maxX - bounds.minX, height: safe.height)
        case .trailing: unsafe = Rect(x: safe.minX, y: safe.minY, width: bounds.maxX - safe.minX, height: safe.height)
        }
        // Regions are screen rectangles: flipped like the views they describe (rules §23).
        let region: SafeAreaRegion = context.isRightToLeft
            ? .container(safe: safe.mirrored(in: bounds), unsafe: unsafe.mirrored(in: bounds))
            : .container(safe: safe, unsafe: unsafe)
        context.withRegions([region]) {
            subviews[0].place(at: primaryOrigin, proposal: pp)
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { subviews[0].spacing }
}

/// safeAreaPadding: insets like padding, and the padding becomes safe area of the content.
struct SafeAreaPaddingModifier: UnaryModifier {
    let edges: Edge.Set
    /// nil: the default padding (16).
    let length: Double?
    var name: String { "SafeAreaPaddingModifier" }

    private func insets(_ context: LayoutContext) -> EdgeInsets {
        EdgeInsets(edges, length ?? context.environment.defaultPadding)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let i = insets(context)
        let child = subviews[0].sizeThatFits(proposal.inset(by: i))
        return Size(width: child.width + i.leading + i.trailing, height: child.height + i.top + i.bottom)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let i = insets(context)
        let p = proposal.inset(by: i)
        let size = subviews[0].sizeThatFits(p)
        let safe = Rect(x: bounds.minX + i.leading, y: bounds.minY + i.top, width: size.width, height: size.height)
        let screenSafe = context.isRightToLeft ? safe.mirrored(in: bounds) : safe
        context.withRegions([.container(safe: screenSafe, unsafe: bounds)]) {
            subviews[0].place(at: safe.origin, proposal: p)
        }
    }
}

extension View {
    /// Shows `content` against `edge` and makes its space part of this view's safe area.
    public func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil,
                              content: any View) -> ModifiedContent {
        ModifiedContent(self, SafeAreaInsetModifier(edge: edge, alignment: alignment, spacing: spacing), secondary: [content])
    }
    /// Pads `edges` by `length` (nil: 16) as safe area: content that ignores the safe area, or a
    /// ScrollView, extends into the padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent {
        ModifiedContent(self, SafeAreaPaddingModifier(edges: edges, length: length))
    }
}
