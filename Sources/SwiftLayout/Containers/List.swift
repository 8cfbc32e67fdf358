// List and its styles (docs/PLATFORMS.md "Lists"). A List is a vertical scroll view (ScrollView.swift)
// whose content lays out sections of rows by the style in effect: `.listStyle(_:)` (an environment
// value), `.automatic` being the platform profile's default (iOS 26 and 17: insetGrouped; macOS 26:
// inset). Each style's numbers are a `ListStyleMetrics` in the profile (Platform.lists), each with its
// source. Loose rows between sections form a section of their own; a Section's header and footer sit
// above and below its rows. Rows are the style's row insets in from the card (the card `margin` in
// from the list), at least the minimum row height tall, the content centred between the top and bottom
// insets; rows of a section are `listRowSpacing` apart (default 0). Separators take no space.
//
// Measured (SW-ios, iPhone SE simulator, iOS 26.0; frames of Text probes in the list):
// - `ios/list/basic`: inset grouped by default: content at x = 32 (16 margin + 16 inset), rows 56 apart,
//   the 24.5 body line 15.75 down, the first card 35 below the top; a header 27.5 below the previous
//   card and 10 above its own (fixture swm3_ios_list_inset_grouped_rows_and_section).
// - `ios/list/plain`: rows 56 at x = 16 from y = 0; a header 32 below the previous row, 10 above the next.
// - `ios/list/footer`, `ios/list/footer-header`: a header at the top of the list sits 10 down; a footer
//   8 below its card in a slot 2 taller than its text; the next card 23.5 below the slot, or its header 16.
// - `ios/list/spacing`: listRowSpacing 12 puts rows 56 + 12 apart; listSectionSpacing 30 puts the next
//   header 30 + 10 below the card.
// - `ios/nav/basic`: under a large navigation title the list has no top inset (row at 116.5 + 15.75).

/// A list's look.
public enum ListStyle: String, CaseIterable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar
}

/// One list style's numbers on a platform (points).
public struct ListStyleMetrics: Hashable, Sendable {
    /// The card's inset from the list's leading and trailing edges.
    public var margin: Double
    /// A row's content inset from the row's edges (`listRowInsets` replaces it).
    public var rowInsets: EdgeInsets
    /// A row's minimum height (`defaultMinListRowHeight` replaces it).
    public var rowMinHeight: Double
    /// A header's and a footer's leading and trailing inset from the card's edges.
    public var supplementInset: Double
    /// From the list's top to the first card when the first section has no header, and to the first header.
    public var topToRows: Double
    public var topToHeader: Double
    /// From a card's bottom to the next section's header, and to its card when it has no header.
    public var rowsToHeader: Double
    public var rowsToRows: Double
    /// From a header's bottom to its card.
    public var headerToRows: Double
    /// From a card to its footer; the footer's slot is its content plus `footerSlotExtra` tall.
    public var rowsToFooter: Double
    public var footerSlotExtra: Double
    /// From a footer's slot to the next section's header, and to its card when it has no header.
    public var footerToHeader: Double
    public var footerToRows: Double
    /// Below the last section.
    public var bottom: Double
    /// `listSectionSpacing(s)` replaces `rowsToRows` and `footerToRows` by s and `rowsToHeader`,
    /// `footerToHeader` by s + this (the header's own top padding).
    public var headerTopPadding: Double

    public init(margin: Double, rowInsets: EdgeInsets, rowMinHeight: Double, supplementInset: Double,
                topToRows: Double, topToHeader: Double, rowsToHeader: Double, rowsToRows: Double,
                headerToRows: Double, rowsToFooter: Double, footerSlotExtra: Double, footerToHeader: Double,
                footerToRows: Double, bottom: Double, headerTopPadding: Double) {
        self.margin = margin; self.rowInsets = rowInsets; self.rowMinHeight = rowMinHeight
        self.supplementInset = supplementInset; self.topToRows = topToRows; self.topToHeader = topToHeader
        self.rowsToHeader = rowsToHeader; self.rowsToRows = rowsToRows; self.headerToRows = headerToRows
        self.rowsToFooter = rowsToFooter; self.footerSlotExtra = footerSlotExtra
        self.footerToHeader = footerToHeader; self.footerToRows = footerToRows; self.bottom = bottom
        self.headerTopPadding = headerTopPadding
    }
}

/// A platform's lists: the automatic style and every style's numbers.
public struct ListMetrics: Hashable, Sendable {
    public var automaticStyle: ListStyle
    public var styles: [ListStyle: ListStyleMetrics]
    /// The style `style` resolves to and its numbers.
    public func resolve(_ style: ListStyle) -> (ListStyle, ListStyleMetrics) {
        let s = style == .automatic ? automaticStyle : style
        return (s, styles[s] ?? styles[automaticStyle]!)
    }
}

/// The list options in effect for the lists inside a view.
public struct ListEnvironment: Hashable, Sendable {
    public var style: ListStyle = .automatic
    /// `listRowSpacing`: between rows of a section (nil: 0).
    public var rowSpacing: Double? = nil
    /// `listSectionSpacing`: see ListStyleMetrics.headerTopPadding (nil: the style's gaps).
    public var sectionSpacing: Double? = nil
    /// `.environment(\.defaultMinListRowHeight, _)` (nil: the style's).
    public var minRowHeight: Double? = nil
    /// Set by a NavigationStack showing a large title over its root.
    public var underLargeTitle = false
    /// Set by a List row for its content: a NavigationLink there shows the row's disclosure chevron.
    public var inRow = false
    public init() {}
}

struct ListOptionModifier: UnaryModifier {
    enum Option: Sendable {
        case style(ListStyle), rowSpacing(Double?), sectionSpacing(Double?), minRowHeight(Double), largeTitle
    }
    let option: Option
    var name: String {
        switch option {
        case .style: "ListStyleModifier"
        case .rowSpacing: "ListRowSpacingModifier"
        case .sectionSpacing: "ListSectionSpacingModifier"
        case .minRowHeight: "DefaultMinListRowHeightModifier"
        case .largeTitle: "LargeTitleModifier"
        }
    }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        switch option {
        case .style(let s): environment.list.style = s
        case .rowSpacing(let v): environment.list.rowSpacing = v
        case .sectionSpacing(let v): environment.list.sectionSpacing = v
        case .minRowHeight(let v): environment.list.minRowHeight = v
        case .largeTitle: environment.list.underLargeTitle = true
        }
    }
}

/// `.listRowInsets(_:)`: read by the enclosing List from the row (nil: the style's insets).
struct ListRowInsetsModifier: UnaryModifier {
    let insets: EdgeInsets?
    var name: String { "ListRowInsetsModifier" }
}

/// The numbers of the list style in effect, with the environment's overrides.
func listMetrics(_ context: LayoutContext) -> ListStyleMetrics {
    var m = context.environment.platform.lists.resolve(context.nodeEnvironment.list.style).1
    if let inset = context.environment.listRowInsetOverride { m.rowInsets.leading = inset; m.rowInsets.trailing = inset }
    if let h = context.environment.listRowMinHeightOverride { m.rowMinHeight = h }
    if let h = context.nodeEnvironment.list.minRowHeight { m.rowMinHeight = h }
    return m
}

/// A List row: the full width of its card, at least the minimum row height tall; the content inset by
/// the row insets (the style's, or the row's `listRowInsets`) and centred between the top and bottom ones.
struct ListRowModifier: UnaryModifier {
    var name: String { "ListRow" }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.list.inRow = true }
    private func content(_ width: Double?, _ subviews: Subviews, _ context: LayoutContext) -> (EdgeInsets, ProposedViewSize, Size, Double) {
        let m = listMetrics(context)
        let insets = subviews[0].modifier(ListRowInsetsModifier.self)?.insets ?? m.rowInsets
        let p = ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
        let size = subviews[0].sizeThatFits(p)
        return (insets, p, size, max(m.rowMinHeight, size.height + insets.top + insets.bottom))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (insets, _, size, height) = content(proposal.width, subviews, context)
        return Size(width: proposal.width ?? size.width + insets.leading + insets.trailing, height: height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (insets, p, size, _) = content(bounds.width, subviews, context)
        let free = bounds.height - insets.top - insets.bottom - size.height
        subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + free / 2), proposal: p)
    }
}

/// The content of a List: sections of rows, headers and footers, laid out by the style in effect.
struct ListContentLayout: LayoutComputer {
    enum Kind: Sendable, Equatable { case row, header, footer }
    /// Per child: its kind and whether it starts a section.
    let kinds: [Kind]
    let starts: [Bool]
    var name: String { "ListContent" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    /// Each child's origin relative to the content's, the width it is proposed, and the content's height.
    private func frames(width: Double, subviews: Subviews, context: LayoutContext) -> ([(Point, Double)], Double) {
        let m = listMetrics(context)
        let env = context.nodeEnvironment.list
        let cardX = m.margin, cardWidth = max(0, width - 2 * m.margin)
        let section = env.sectionSpacing
        let rowSpacing = env.rowSpacing ?? 0
        enum Last { case top, rows, header, footer }
        var last = Last.top
        var y = 0.0
        var frames: [(Point, Double)] = []
        frames.reserveCapacity(subviews.count)
        for (i, child) in subviews.enumerated() {
            let kind = kinds[i]
            switch kind {
            case .header, .footer:
                if kind == .header {
                    switch last {
                    case .top: y += m.topToHeader
                    case .footer: y += section.map { $0 + m.headerTopPadding } ?? m.footerToHeader
                    case .rows, .header: y += section.map { $0 + m.headerTopPadding } ?? m.rowsToHeader
                    }
                } else {
                    y += last == .rows ? m.rowsToFooter : 0
                }
                let w = max(0, cardWidth - 2 * m.supplementInset)
                let size = child.sizeThatFits(ProposedViewSize(width: w, height: nil))
                frames.append((Point(x: cardX + m.supplementInset, y: y), w))
                y += size.height + (kind == .footer ? m.footerSlotExtra : 0)
                last = kind == .header ? .header : .footer
            case .row:
                switch last {
                case .top: y += env.underLargeTitle ? 0 : m.topToRows
                case .header: y += m.headerToRows
                case .footer: y += section ?? m.footerToRows
                case .rows: y += starts[i] ? (section ?? m.rowsToRows) : rowSpacing
                }
                let size = child.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
                frames.append((Point(x: cardX, y: y), cardWidth))
                y += size.height
                last = .rows
            }
        }
        if last != .top { y += m.bottom }
        return (frames, y)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let width = proposal.width ?? 320
        return Size(width: width, height: frames(width: width, subviews: subviews, context: context).1)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (rects, _) = frames(width: bounds.width, subviews: subviews, context: context)
        for (child, (origin, width)) in zip(subviews, rects) {
            child.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                        proposal: ProposedViewSize(width: width, height: nil))
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// The node's layout of type T, looking through its modifiers.
private func base<T>(_ node: ViewNode, _ type: T.Type) -> T? {
    var n = node
    while true {
        if let found = n.layout(as: T.self) { return found }
        guard n.isModifier, let content = n.firstChild else { return nil }
        n = content
    }
}

/// A vertical scroll container of sections and rows, laid out by its list style.
public struct List: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(rows: content()) }
    public init(rows: [any View]) {
        var items: [ViewNode] = [], kinds: [ListContentLayout.Kind] = [], starts: [Bool] = []
        var inLoose = false
        func add(_ node: ViewNode, start: Bool) {
            let kind: ListContentLayout.Kind
            if let s = base(node, SectionSupplementModifier.self) { kind = s.isHeader ? .header : .footer } else { kind = .row }
            // Footers are in the footnote style unless they set a font (SW-ios `ios/list/footer`: a 21 pt
            // slot around the 19 pt footnote line).
            items.append(kind == .footer ? AnyView(node).font(.footnote).node
                         : kind == .header ? node : makeNode(ListRowModifier(), children: [node]))
            kinds.append(kind); starts.append(start)
        }
        for view in rows {
            let node = view.node
            if let g = base(node, GroupLayout.self), g.kind == .section {
                for (i, item) in expandGroups([node]).enumerated() { add(item, start: i == 0) }
                inLoose = false
            } else {
                for item in expandGroups([node]) { add(item, start: !inLoose); inLoose = true }
            }
        }
        let content = makeNode(ListContentLayout(kinds: kinds, starts: starts), children: items)
        node = makeNode(ScrollViewLayout(axes: .vertical, offset: .zero, name: "List"), children: [content])
    }
}

/// A grouped list of controls: a List in the grouped style on iOS (insetGrouped), the inset one on macOS.
public struct Form: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(rows: content()) }
    public init(rows: [any View]) { node = List(rows: rows).node }
}

extension View {
    /// The style of the Lists inside.
    public func listStyle(_ style: ListStyle) -> ModifiedContent {
        ModifiedContent(self, ListOptionModifier(option: .style(style)))
    }
    /// The distance between rows of a section in the Lists inside (nil: the style's, 0).
    public func listRowSpacing(_ spacing: Double?) -> ModifiedContent {
        ModifiedContent(self, ListOptionModifier(option: .rowSpacing(spacing.map { $0.isFinite ? max(0, $0) : 0 })))
    }
    /// The distance between sections of the Lists inside (nil: the style's).
    public func listSectionSpacing(_ spacing: Double?) -> ModifiedContent {
        ModifiedContent(self, ListOptionModifier(option: .sectionSpacing(spacing.map { $0.isFinite ? max(0, $0) : 0 })))
    }
    /// `.environment(\.defaultMinListRowHeight, height)`.
    public func defaultMinListRowHeight(_ height: Double) -> ModifiedContent {
        ModifiedContent(self, ListOptionModifier(option: .minRowHeight(height.isFinite ? max(0, height) : 0)))
    }
    /// This row's content insets in the enclosing List (nil: the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent {
        ModifiedContent(self, ListRowInsetsModifier(insets: insets))
    }
}
