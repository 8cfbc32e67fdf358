// ContentUnavailableView: a column of the label, the description and the actions, filling what it is
// offered (SW-mac `unavailable/basic` @1ff5654, fixture g6_unavailable_basic_macos; swiftui-web
// Docs/elements/ContentUnavailableView.md @27b7105). macOS 26: the three views of the recording share a
// 400 pt stack equally (128 each, 8 apart) at the full 360 width; inside one the label (its title only, in the
// large title style, bold: "No Results" 130.5 × 38) starts 20 below the top, the description (body: 18.5
// tall) 12 below it, the actions (an HStack: "Retry" a bordered button) 12 below that, each centred across
// the view (`UnavailableMetrics`). The label's icon is not drawn there (pixels). The `.search` preset is
// "No Results" over "Check the spelling or try a new search."; `.search(text:)` names the text.
//
// iOS: no recording. The same column, centred vertically in the view, the label's icon not shown
// (**assumed**: iOS draws a large symbol above the title, not modelled).

/// A platform's ContentUnavailableView numbers.
public struct UnavailableMetrics: Hashable, Sendable {
    /// From the view's top to the label (nil: the column is centred vertically).
    public var top: Double?
    /// Between the label, the description and the actions.
    public var spacing: Double
    public static let macOS26 = UnavailableMetrics(top: 20, spacing: 12)
    /// iOS: **assumed** (no recording): centred vertically, 12 apart.
    public static let iOS26 = UnavailableMetrics(top: nil, spacing: 12)
}

extension Platform {
    /// The ContentUnavailableView numbers of this platform.
    public var unavailable: UnavailableMetrics { family == .macOS ? .macOS26 : .iOS26 }
}

struct ContentUnavailableLayout: LayoutComputer {
    var name: String { "ContentUnavailableView" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    private func sizes(_ width: Double?, _ subviews: Subviews) -> [Size] {
        subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
    }
    private func columnHeight(_ sizes: [Size], _ m: UnavailableMetrics) -> Double {
        sizes.map(\.height).reduce(0, +) + Double(max(0, sizes.count - 1)) * m.spacing
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.environment.platform.unavailable
        let s = sizes(proposal.width, subviews)
        let height = columnHeight(s, m) + (m.top ?? 0)
        return Size(proposal.width ?? (s.map(\.width).max() ?? 0), proposal.height ?? height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let m = context.environment.platform.unavailable
        let s = sizes(bounds.width, subviews)
        var y = bounds.minY + (m.top ?? max(0, (bounds.height - columnHeight(s, m)) / 2))
        for (k, child) in subviews.enumerated() {
            child.place(at: Point(x: bounds.midX, y: y), anchor: UnitPoint(x: 0.5, y: 0),
                        proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += s[k].height + m.spacing
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// `ContentUnavailableView { label } description: { … } actions: { … }`: the label's title in the large
/// title style, bold; the description in the body style; the actions side by side.
public struct ContentUnavailableView: View {
    public let node: ViewNode
    public init(label: any View, description: (any View)? = nil, actions: [any View] = []) {
        var parts = [label.labelStyle(.titleOnly).font(.largeTitle).bold().node]
        if let description { parts.append(description.font(.body).node) }
        if !actions.isEmpty { parts.append(HStack(children: actions).node) }
        node = makeNode(ContentUnavailableLayout(), children: parts)
    }
    /// `ContentUnavailableView(_:systemImage:description:)`.
    public init(_ title: String, systemImage: String, description: String? = nil) {
        self.init(label: Label(title, systemImage: systemImage), description: description.map { Text($0) })
    }
    /// `ContentUnavailableView.search` and `.search(text:)`.
    public static func search(text: String? = nil) -> ContentUnavailableView {
        let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return ContentUnavailableView(title, systemImage: "magnifyingglass",
                                      description: "Check the spelling or try a new search.")
    }
}
