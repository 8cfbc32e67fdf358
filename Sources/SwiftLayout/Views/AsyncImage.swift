// AsyncImage: the view of its current phase, laid out as itself — nothing is reserved for the image before
// it loads (SW-mac `asyncimage/phases` @750e386, fixture sw2_asyncimage_phases: each AsyncImage's probe is
// its empty-phase content's frame, a 60 × 40 placeholder, the "Loading" Text, and for a nil URL the
// no-error branch's 40 × 40 box; swiftui-web Docs/elements/AsyncImage.md @b0d39f2). A nil URL stays in the
// empty phase and never fails. Which phase a layout shows is the caller's choice (`AsyncImagePhase`): the
// network decides it in SwiftUI.
//
// Without content (`AsyncImage(url:scale:)`), Apple's documentation: until the image loads, the view shows a
// default placeholder that fills the available space (a gray fill: it takes the proposal as a Color does,
// **assumed** from "fills"); once loaded, the image at its own size — its pixel size ÷ `scale` — and not
// resizable (AsyncImage passes no resizing on to the image); a failed load shows the placeholder again.

/// An AsyncImage's phase: not loaded yet (`empty`), loaded (`success`, with the image's size in pixels), or
/// failed.
public enum AsyncImagePhase: Hashable, Sendable {
    case empty
    case success(width: Double, height: Double)
    case failure
    /// The phase's name (`"empty"`, `"success"`, `"failure"`).
    public var name: String {
        switch self { case .empty: "empty"; case .success: "success"; case .failure: "failure" }
    }
}

/// The one-child layout of an AsyncImage: its phase's view, exactly.
struct AsyncImageLayout: LayoutComputer {
    let phase: AsyncImagePhase
    var name: String { "AsyncImage" }
    var isModifier: Bool { false }
    var label: String? { phase.name }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { subviews[0].spacing }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        subviews[0].dimensions(in: proposal).explicitValue(key)
    }
}

/// `AsyncImage(url:scale:)` and `AsyncImage(url:scale:content:placeholder:)` / `(url:scale:transaction:content:)`
/// in one phase: `content` is the view the app shows for it (nil: SwiftUI's default for the phase).
public struct AsyncImage: View {
    public let phase: AsyncImagePhase
    public let scale: Double
    public let content: ViewNode?
    /// Throws unless `scale` is finite and > 0 and a loaded image's pixel size finite and ≥ 0.
    public init(phase: AsyncImagePhase = .empty, scale: Double = 1, content: (any View)? = nil) throws(LayoutError) {
        guard scale.isFinite, scale > 0 else { throw .invalid("AsyncImage scale must be finite and > 0, got \(fmt(scale))") }
        if case .success(let w, let h) = phase {
            guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
                throw .invalid("AsyncImage image size must be finite and ≥ 0, got \(fmt(w)) × \(fmt(h))")
            }
        }
        self.phase = phase; self.scale = scale; self.content = content?.node
    }
    /// The view SwiftUI shows for `phase` without content: the image at its size ÷ scale, or the placeholder.
    static func defaultContent(_ phase: AsyncImagePhase, scale: Double) -> ViewNode {
        if case .success(let w, let h) = phase { return Image("AsyncImage", width: w / scale, height: h / scale).node }
        return Color.gray.node
    }
    public var node: ViewNode {
        makeNode(AsyncImageLayout(phase: phase), children: [content ?? Self.defaultContent(phase, scale: scale)])
    }
}
