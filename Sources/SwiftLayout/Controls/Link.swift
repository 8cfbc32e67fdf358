// Link: its label, laid out like a borderless button on every platform (the link colour is drawing only).
// SW-mac `link/basic`: "Apple" is its 13 pt Text, 35 × 16; with `.font(.title)` "Large" is 54 × 33 (the
// macOS title line); a custom `Label(…, image:)` label is the Label's 90.5 × 24; in an HStack 8 after
// "Visit" it sits like a Text. Spacing like a borderless button (its label's above, a plain view's below).

struct LinkLayout: LayoutComputer {
    var name: String { "Link" }
    var isModifier: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { borderlessButtonSpacing(subviews) }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        labelGuide(key, subviews, proposal: proposal, at: Point(x: 0, y: 0))
    }
}

/// A link to a URL: a title (a Text label) or any label view. The destination does not change layout.
public struct Link: View {
    public let label: ViewNode
    public let destination: String
    public init(_ title: String, destination: String) { label = Text(title).node; self.destination = destination }
    public init(destination: String, label: any View) { self.label = label.node; self.destination = destination }
    public var node: ViewNode { makeNode(LinkLayout(), children: [label]) }
}
