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
// - `ios/form/basic` @33be500 (fixture frm_ios_form_basic): in a Form row a Toggle, a Picker and a Stepper
//   are full-width rows as tall as their label (256 × 24.5), `ListStyleMetrics.labelledControlRows`.
// macOS 26 (SW-mac, Platform/Lists.swift): `list/styles`, `list/sections`, `list/modifiers`
// @bd2e4d1, `list/separators`, `list/pinning` @8d46be3 (fixtures lst_list_*_macos): headers and footers in
// the subheadline semibold font, sidebar rows in the body font, the bordered style.
// Text in a header, a footer or a row takes the style's font for that role unless it sets one
// (`listTextFont`); a header's or footer's content starts from no font (the style's replaces any set
// around the list). Separators take `separator` points between rows (0 but in the macOS grouped form).

/// A list's look.
public enum ListStyle: String, CaseIterable, Sendable {
    /// `bordered` is macOS only (SW-mac `list/styles`); on iOS it resolves to the automatic style.
    case automatic, plain, grouped, insetGrouped, inset, sidebar, bordered
}

/// How a header's or footer's content is aligned across the card.
public enum ListSupplementAlignment: String, Hashable, Sendable { case leading, trailing }

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
    /// What a separator between two rows of a section takes (0: it is drawn over the rows' edge).
    public var separator: Double = 0
    /// `headerProminence(.increased)`: how much higher an increased header sits in its slot (the rows
    /// stay where a standard header leaves them). macOS 10 (SW-mac `list/looks` "prominence" @bd2e4d1: the
    /// increased header at y 6 where a standard first header sits at 16, 16 tall either way, its rows at
    /// the same place); iOS 0 **assumed** (no recording; iOS may also use a larger font there).
    public var increasedHeaderRaise: Double = 0
    /// In edit mode (`.environment(\.editMode, .active)`), a row whose ForEach has `onDelete` starts this
    /// much further in: the delete control before it. iOS 26 40 (SW-ios `ios/list/editing` @170aa52: the
    /// rows at x = 72 where a plain row is at 32; every iOS style and iOS 17 **assumed** the same); macOS 0
    /// (SwiftUI has no EditMode on macOS). The reorder grip of `onMove` rows is not modelled (no recording
    /// shows its width: rows keep their trailing inset).
    public var editDeleteIndent: Double = 0
    /// The fonts of Text in a header, a footer and a row that set none (nil: the font around the list;
    /// headers and footers start from no font).
    public var headerFont: Font? = nil
    public var footerFont: Font? = nil
    public var rowFont: Font? = nil
    /// Where a footer's content sits across the card (its own width).
    public var footerAlignment: ListSupplementAlignment = .leading
    /// In a row, a Toggle, a Picker and a Stepper are a row of the row's width as tall as their label (in
    /// the control-label font), the control trailing; `labelledTextFieldRows`: a TextField too, its title
    /// the label (iOS shows no title, so there it keeps its own height).
    public var labelledControlRows = false
    public var labelledTextFieldRows = false
    /// A GroupBox in a row is its label and its content, without the box's inset (macOS grouped form).
    public var bareGroupBox = false

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

/// A platform's lists: the automatic style and every style's numbers; its forms (Containers/Form.swift).
public struct ListMetrics: Hashable, Sendable {
    public var automaticStyle: ListStyle
    public var styles: [ListStyle: ListStyleMetrics]
    /// What a Form's `.automatic` style is, the grouped form's numbers, and the columns form's.
    public var automaticFormStyle: FormStyle = .grouped
    public var groupedForm: ListStyleMetrics? = nil
    public var columnsForm = FormColumnsMetrics()
    /// A Label in a row (every style): its icon slot and title spacing (`ListLabelMetrics`, Controls/Label.swift).
    public var rowLabel: ListLabelMetrics = .iOS26
    /// An outline list (rows of an `OutlineGroup`, `List(_:children:)` or a `DisclosureGroup`; Containers/Outline.swift):
    /// every row's content starts `outlineIndicator` further in (the disclosure triangle's room), and `outlineIndent`
    /// more per level. macOS 26: 9 and 13 (SW-mac `list/outline` @8d46be3: the rows at x 25 where a plain inset row
    /// is at 16, a DisclosureGroup's views at 38); iOS: 0 (the chevron trails the row) and 10, UITableViewCell's
    /// documented default indentation width (**assumed**: no iOS recording).
    public var outlineIndicator: Double = 0
    public var outlineIndent: Double = 10
    /// The style `style` resolves to and its numbers.
    public func resolve(_ style: ListStyle) -> (ListStyle, ListStyleMetrics) {
        let s = style == .automatic ? automaticStyle : style
        return (s, styles[s] ?? styles[automaticStyle]!)
    }
    /// The form style `style` resolves to.
    public func resolve(_ style: FormStyle) -> FormStyle { style == .automatic ? automaticFormStyle : style }
    /// The numbers of the list or grouped form (`form`: the Form's style, nil outside a Form) in effect.
    func metrics(list style: ListStyle, form: FormStyle?) -> ListStyleMetrics {
        guard let form else { return resolve(style).1 }
        if resolve(form) == .grouped, let grouped = groupedForm { return grouped }
        // A columns form has no cards, fonts or labelled rows of its own (FormColumnsLayout).
        var m = resolve(style).1
        m.headerFont = nil; m.footerFont = nil; m.rowFont = nil
        m.labelledControlRows = false; m.labelledTextFieldRows = false; m.bareGroupBox = false
        return m
    }
}

/// What Text in a list plays (it picks the style's font for it).
public enum ListTextRole: Hashable, Sendable { case none, row, header, footer, controlLabel }

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
    /// Set by a Label showing its title and icon in a row for its content: an SF Symbol there takes the
    /// platform's list icon scale (`ListLabelMetrics.iconScale`).
    public var inLabel = false
    /// What Text plays here (`listTextFont`): set by rows, headers and footers; a Picker's or a
    /// Stepper's label in a row is a control label.
    public var role = ListTextRole.none
    /// `headerProminence`: the prominence of the section headers inside.
    public var headerProminence = Prominence.standard
    /// `.environment(\.editMode, _)`: the lists inside in edit mode.
    public var editMode = EditMode.inactive
    /// Set by a List one of whose rows is an outline row: every row takes the outline inset.
    public var outline = false
    /// The style of the Form this view is in (nil: in no Form); `formStyle` sets the style for Forms.
    public var form: FormStyle? = nil
    public var formStyle = FormStyle.automatic
    public init() {}
}

/// `.listRowInsets(_:)`: read by the enclosing List from the row (nil: the style's insets); a trait
/// (Views/ValueModifiers.swift).
enum ListRowInsets: TraitKey { typealias Value = EdgeInsets?; static let name = "ListRowInsetsModifier" }

/// The numbers of the list style (or grouped form) in effect, with the environment's overrides.
func listMetrics(_ context: LayoutContext) -> ListStyleMetrics {
    let list = context.nodeEnvironment.list
    var m = context.environment.platform.lists.metrics(list: list.style, form: list.form)
    if let inset = context.environment.listRowInsetOverride { m.rowInsets.leading = inset; m.rowInsets.trailing = inset }
    if let h = context.environment.listRowMinHeightOverride { m.rowMinHeight = h }
    if let h = context.nodeEnvironment.list.minRowHeight { m.rowMinHeight = h }
    return m
}

/// A List row: the full width of its card, at least the minimum row height tall; the content inset by
/// the row insets (the style's, or the row's `listRowInsets`) and centred between the top and bottom ones.
/// In a columns Form the row is its content (FormColumnsLayout places it).
struct ListRowModifier: UnaryModifier {
    /// The row's ForEach has `onDelete` (edit mode shows a delete control before it).
    var deletable = false
    /// The row's level in an outline (0 for a row outside one).
    var level = 0
    var name: String { "ListRow" }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        environment.list.inRow = true
        environment.list.role = .row
    }
    private func content(_ width: Double?, _ subviews: Subviews, _ context: LayoutContext) -> (EdgeInsets, ProposedViewSize, Size, Double) {
        let m = listMetrics(context)
        var insets = subviews[0].modifier(Trait<ListRowInsets>.self)?.value ?? m.rowInsets
        if deletable, context.nodeEnvironment.list.editMode == .active { insets.leading += m.editDeleteIndent }
        if context.nodeEnvironment.list.outline {
            let lists = context.environment.platform.lists
            insets.leading += lists.outlineIndicator + Double(level) * lists.outlineIndent
        }
        let p = ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
        let size = subviews[0].sizeThatFits(p)
        return (insets, p, size, max(m.rowMinHeight, size.height + insets.top + insets.bottom))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        if inColumnsForm(context) { return subviews[0].sizeThatFits(proposal) }
        let (insets, _, size, height) = content(proposal.width, subviews, context)
        return Size(width: proposal.width ?? size.width + insets.leading + insets.trailing, height: height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        if inColumnsForm(context) { subviews[0].place(at: bounds.origin, proposal: proposal); return }
        let (insets, p, size, _) = content(bounds.width, subviews, context)
        let free = bounds.height - insets.top - insets.bottom - size.height
        subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + free / 2), proposal: p)
    }
}

/// A header or a footer in a List: its Text takes the style's header or footer font.
struct ListSupplementModifier: UnaryModifier {
    let isHeader: Bool
    var name: String { isHeader ? "ListSectionHeader" : "ListSectionFooter" }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        environment.list.role = isHeader ? .header : .footer
        environment.font = nil
    }
}

/// The font Text that sets none takes in a list (the style's font for its role), or nil.
func listTextFont(_ environment: NodeEnvironment, _ platform: Platform) -> Font? {
    let list = environment.list
    guard list.role != .none else { return nil }
    let m = platform.lists.metrics(list: list.style, form: list.form)
    switch list.role {
    case .none: return nil
    case .row: return m.rowFont
    case .header: return m.headerFont
    case .footer: return m.footerFont
    case .controlLabel: return m.labelledControlRows ? platform.controls.controlLabelFont ?? m.rowFont : m.rowFont
    }
}

/// How a control lays out where it is (Toggle, Picker, Stepper, Slider, TextField ask).
enum ListRowControlMode: Equatable {
    /// On its own.
    case none
    /// A row of the row's width as tall as its label, the control trailing (iOS Form rows, the macOS
    /// grouped form): `ListStyleMetrics.labelledControlRows`.
    case labelledRow
    /// In a columns Form: the label in the leading column, the control starting at the control column
    /// (the control publishes where it starts as `FormColumnsLayout.controlColumn`).
    case column
}

/// The mode of a control at `context`; `textField`: asked by a TextField (labelled rows only where the
/// platform shows its title).
func listRowControlMode(_ context: LayoutContext, textField: Bool = false) -> ListRowControlMode {
    let list = context.nodeEnvironment.list
    guard list.inRow else { return .none }
    if inColumnsForm(context) { return .column }
    let m = listMetrics(context)
    return (textField ? m.labelledTextFieldRows : m.labelledControlRows) ? .labelledRow : .none
}

/// True inside a Form whose style resolves to columns.
func inColumnsForm(_ context: LayoutContext) -> Bool {
    guard let form = context.nodeEnvironment.list.form else { return false }
    return context.environment.platform.lists.resolve(form) == .columns
}

/// The content of a List: sections of rows, headers and footers, laid out by the style in effect.
struct ListContentLayout: LayoutComputer {
    enum Kind: Sendable, Equatable { case row, header, footer }
    /// Per child: its kind and whether it starts a section.
    let kinds: [Kind]
    let starts: [Bool]
    /// Per child: whether `headerProminence(.increased)` was written on it (or on its Section); the
    /// environment around the list can also say so for every header.
    var increased: [Bool] = []
    /// A Form's content (else a List's: a List in a Form row is a list, not a form).
    var isForm = false
    /// Some row is an outline row: every row takes the outline inset.
    var outline = false
    var name: String { "ListContent" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }
    var updatesEnvironment: Bool { !isForm || outline }
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        if !isForm { environment.list.form = nil }
        environment.list.outline = outline
    }

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
                let trailing = kind == .footer && m.footerAlignment == .trailing
                let raise = kind == .header && (env.headerProminence == .increased || (i < increased.count && increased[i])) ? m.increasedHeaderRaise : 0
                frames.append((Point(x: cardX + m.supplementInset + (trailing ? max(0, w - size.width) : 0), y: y - raise), w))
                y += size.height + (kind == .footer ? m.footerSlotExtra : 0)
                last = kind == .header ? .header : .footer
            case .row:
                switch last {
                // Under a large title (a bar the platform draws) the list has no top inset.
                case .top: y += env.underLargeTitle && context.environment.platform.navigation.showsBar ? 0 : m.topToRows
                case .header: y += m.headerToRows
                case .footer: y += section ?? m.footerToRows
                case .rows: y += starts[i] ? (section ?? m.rowsToRows) : rowSpacing + m.separator
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
        if inColumnsForm(context) { return FormColumnsLayout.size(proposal, subviews: subviews, context: context) }
        let width = proposal.width ?? 320
        return Size(width: width, height: frames(width: width, subviews: subviews, context: context).1)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        if inColumnsForm(context) { FormColumnsLayout.place(in: bounds, proposal, subviews: subviews, context: context); return }
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

/// The content of a List or a Form: its rows (each in a ListRow), headers and footers, sections marked.
func listContent(_ rows: [any View], isForm: Bool = false) -> ViewNode {
    var items: [ViewNode] = [], kinds: [ListContentLayout.Kind] = [], starts: [Bool] = [], increased: [Bool] = []
    // Sections arrive expanded (a document expands them before the List sees them): a header, a
    // SectionStart or the first view after a SectionEnd or a footer starts a section; loose views between
    // sections form one of their own.
    var pendingStart = true, outline = false
    for (node, level) in outlineRows(rows.map(\.node)) {
        let kind: ListContentLayout.Kind
        if let s = base(node, SectionSupplementModifier.self) { kind = s.isHeader ? .header : .footer } else { kind = .row }
        if level != nil { outline = true }
        items.append(kind == .row ? makeNode(ListRowModifier(deletable: base(node, DeleteActionModifier.self) != nil, level: level ?? 0), children: [node])
                     : makeNode(ListSupplementModifier(isHeader: kind == .header), children: [node]))
        kinds.append(kind)
        starts.append(kind == .header || pendingStart || base(node, SectionStartModifier.self) != nil)
        increased.append(kind == .header && base(node, HeaderProminenceModifier.self)?.prominence == .increased)
        pendingStart = kind == .footer || base(node, SectionEndModifier.self) != nil
    }
    return makeNode(ListContentLayout(kinds: kinds, starts: starts, increased: increased, isForm: isForm, outline: outline),
                    children: items)
}

/// A vertical scroll container of sections and rows, laid out by its list style.
public struct List: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { self.init(rows: content()) }
    public init(rows: [any View]) {
        node = makeNode(ScrollViewLayout(axes: .vertical, offset: .zero, name: "List"), children: [listContent(rows)])
    }
}

extension View {
    /// The style of the Lists inside.
    public func listStyle(_ style: ListStyle) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "ListStyleModifier") { $0.list.style = style })
    }
    /// The distance between rows of a section in the Lists inside (nil: the style's, 0).
    public func listRowSpacing(_ spacing: Double?) -> ModifiedContent {
        let spacing = spacing.map { $0.isFinite ? max(0, $0) : 0 }
        return ModifiedContent(self, EnvironmentWriter(name: "ListRowSpacingModifier") { $0.list.rowSpacing = spacing })
    }
    /// The distance between sections of the Lists inside (nil: the style's).
    public func listSectionSpacing(_ spacing: Double?) -> ModifiedContent {
        let spacing = spacing.map { $0.isFinite ? max(0, $0) : 0 }
        return ModifiedContent(self, EnvironmentWriter(name: "ListSectionSpacingModifier") { $0.list.sectionSpacing = spacing })
    }
    /// `.environment(\.defaultMinListRowHeight, height)`.
    public func defaultMinListRowHeight(_ height: Double) -> ModifiedContent {
        let height = height.isFinite ? max(0, height) : 0
        return ModifiedContent(self, EnvironmentWriter(name: "DefaultMinListRowHeightModifier") { $0.list.minRowHeight = height })
    }
    /// This row's content insets in the enclosing List (nil: the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent {
        ModifiedContent(self, Trait<ListRowInsets>(value: insets))
    }
    /// The view behind this row (drawing only: SW-mac `list/modifiers` @bd2e4d1, no frame changes).
    public func listRowBackground(_ background: (any View)?) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ListRowBackgroundModifier", label: background == nil ? nil : "row background"))
    }
    /// Shows or hides this row's separators (drawing only: separators take no space, SW-mac `list/modifiers`,
    /// `list/separators`).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ListRowSeparatorModifier", label: "separator \(visibility.rawValue) \(edges)"))
    }
    /// The colour of this row's separators (drawing only).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ListRowSeparatorTintModifier", label: color.map { "separator \($0.name)" }))
    }
    /// Shows or hides a section's separators (drawing only: SW-mac `list/separators` @8d46be3).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ListSectionSeparatorModifier", label: "section separator \(visibility.rawValue) \(edges)"))
    }
    /// The colour of a section's separators (drawing only).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ListSectionSeparatorTintModifier", label: color.map { "section separator \($0.name)" }))
    }
}

/// Whether something shows (`listRowSeparator(.hidden)`).
public enum Visibility: String, CaseIterable, Hashable, Sendable { case automatic, visible, hidden }

/// A vertical edge (a row's separators: top, bottom).
public enum VerticalEdge: String, CaseIterable, Hashable, Sendable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public var description: String { self == .all ? "all" : self == .top ? "top" : self == .bottom ? "bottom" : "none" }
    }
}

extension ControlRow {
    /// This control row as a labelled row where it is in one (`listRowControlMode`): the row's width, as
    /// tall as its label, the label leading and the control trailing.
    func adapted(to context: LayoutContext) -> ControlRow {
        guard showsLabel, listRowControlMode(context) == .labelledRow else { return self }
        var row = self
        row.fillsWidth = true; row.controlFirst = false; row.labelSetsHeight = true
        return row
    }
}

/// The font a control draws its title in when it has no Text child (a TextField's label): the font set
/// around it, else the platform's control-label font, else its default Text font.
func controlTitleFont(_ context: LayoutContext) -> ResolvedFont {
    let env = context.environment, platform = env.platform
    return platform.resolve(context.nodeEnvironment.font ?? platform.controls.controlLabelFont ?? platform.defaultFont,
                            scale: env.displayScale)
}

extension NodeEnvironment {
    /// A control with a label marks it as a control label inside a List or Form row (the style may give
    /// control labels their own font: `listTextFont`).
    mutating func markControlLabel() { if list.role == .row { list.role = .controlLabel } }
}
