// The platform profiles' list and navigation-bar numbers (docs/PLATFORMS.md "Lists and navigation
// bars"). Sources: SW-ios = github.com/iamcgn/swiftui-web `Fixtures/Goldens/ios/**` (iPhone SE (3rd
// generation) simulator, iOS 26.0, @2x, no status bar); SW-mac = the same project's macOS 26.2 goldens
// (`Fixtures/Goldens/list/**`); UIKit = UITableView's classic cell and section metrics. Numbers no
// measurement pins down are marked **assumed**.

extension ListMetrics {
    /// iOS 26, inset grouped (the automatic style): `ios/list/basic` (content at x = 32: a 16 margin and a
    /// 16 inset; rows 56 with the 24.5 body line centred, 15.75 down; the first card 35 down; a header
    /// 27.5 below the previous card and 10 above its own), `ios/list/footer` (a header at the top 10 down;
    /// a footer 8 below its card in a slot 2 taller than its text; the next card 23.5 below the slot),
    /// `ios/list/footer-header` (the next header 16 below the slot), `ios/list/spacing`
    /// (listSectionSpacing 30: the next header 30 + 10 below the card), swiftui-web Docs/platforms/iOS.md
    /// (rows max(56, content + 30): 15 above and below). **Assumed**: 35 between two cards without a header
    /// between them and below the last (the top's 35).
    /// Footers are in the footnote style (`ios/list/footer`: a 21 pt slot around the 19 pt footnote line).
    /// A Toggle, a Picker and a Stepper in a row are full-width rows as tall as their label
    /// (`ios/form/basic` @33be500: 256 × 24.5 in a Form; in a List **assumed** the same).
    static let iOS26InsetGrouped: ListStyleMetrics = {
        var m = ListStyleMetrics(
            margin: 16, rowInsets: EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16), rowMinHeight: 56,
            supplementInset: 16, topToRows: 35, topToHeader: 10, rowsToHeader: 27.5, rowsToRows: 35, headerToRows: 10,
            rowsToFooter: 8, footerSlotExtra: 2, footerToHeader: 16, footerToRows: 23.5, bottom: 35, headerTopPadding: 10)
        m.footerFont = .footnote
        m.labelledControlRows = true
        m.editDeleteIndent = 40  // `ios/list/editing` @170aa52 (rows at x = 72 in edit mode, 32 otherwise)
        return m
    }()

    /// iOS 26 plain: `ios/list/plain` (rows 56 at x = 16 from the top, a header 32 below the previous row
    /// and 10 above the next). **Assumed**: a header at the top 10 down, no gap between sections without
    /// a header, footers as in the inset grouped style.
    static let iOS26Plain: ListStyleMetrics = {
        var m = iOS26InsetGrouped
        m.margin = 0; m.topToRows = 0; m.rowsToHeader = 32; m.rowsToRows = 0; m.bottom = 0
        return m
    }()

    /// iOS 26: automatic = insetGrouped (`ios/list/basic`). grouped is inset grouped without the card
    /// margin (content at x = 16), inset is plain rows in a 16 pt inset card, sidebar is inset grouped:
    /// all three **assumed** (no iOS 26 recording).
    public static let iOS26: ListMetrics = {
        var grouped = iOS26InsetGrouped; grouped.margin = 0
        var inset = iOS26Plain; inset.margin = 16
        // A Form is grouped (SwiftUI's documented iOS default) and lays out as the inset grouped list
        // (`ios/form/basic` @33be500: rows at x = 32, 256 wide, the first header 10 down).
        return ListMetrics(automaticStyle: .insetGrouped,
                           styles: [.insetGrouped: iOS26InsetGrouped, .plain: iOS26Plain, .grouped: grouped,
                                    .inset: inset, .sidebar: iOS26InsetGrouped],
                           automaticFormStyle: .grouped, groupedForm: iOS26InsetGrouped)
    }()

    /// iOS 17: UIKit's classic cells: rows at least 44 with the content 16 in (the numbers swiftlayout's
    /// List used before the iOS 26 recordings), 11 above and below (UIKit's default cell layout margins),
    /// automatic = insetGrouped (SwiftUI's documented default on iOS since 14) with a 16 margin; the
    /// section gaps are the iOS 26 ones. **Assumed**: nothing was recorded on iOS 17.
    public static let iOS17: ListMetrics = {
        func classic(_ m: ListStyleMetrics) -> ListStyleMetrics {
            var c = m; c.rowMinHeight = 44; c.rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16); return c
        }
        let base = iOS26.styles
        return ListMetrics(automaticStyle: .insetGrouped, styles: base.mapValues(classic),
                           automaticFormStyle: .grouped, groupedForm: classic(iOS26InsetGrouped))
    }()

    /// macOS 26 (SW-mac): `list/styles` @bd2e4d1 (inset, the automatic style: text 16 in, rows 24 apart,
    /// the first 14 down, so rows start 10 down with 4 above and below the 16 pt line; plain: 8 in, from the
    /// top; bordered: 7 in, text 5 down, so rows start below a 1 pt border; sidebar: 16 in, rows 32 apart in
    /// the body font, the 18.5 pt line 16.75 down), `list/modifiers` @bd2e4d1 (listRowInsets (2, 30, 2, 10)
    /// puts the text at x = 16 + 30, centred in the 24 pt row: the 16 is the card margin), `list/sections`
    /// @bd2e4d1 (inset: the first header 16 down, 6 above its rows, 26 below the previous rows; a footer 6
    /// below its rows; the next rows 26 below it; headers and footers in the 11 pt subheadline semibold on
    /// a 16 pt line: swiftui-web Docs/elements/List.md), `list/separators` @8d46be3 (the same gaps on macOS
    /// 26.6). macOS has no grouped or insetGrouped list style: they are the inset one. **Assumed**: 10
    /// below the last row (1 in the bordered style); plain, bordered and sidebar headers as inset's.
    ///
    /// Forms: columns by default (`form/basic` @f9f1f0b, FormColumnsLayout; a labelled Slider row 23 tall);
    /// grouped (`form/styles` @f9f1f0b, `form/grouped` @49c51a9 on macOS 26.6, swiftui-web
    /// Docs/elements/Form.md): cards 20 in from the window (x 20...340 in 360), rows 10 in from the card and
    /// 10 above and below their content with no minimum, 1 pt separators between rows (rows 39.5 apart);
    /// a header in the semibold body font 20 from the top and 10 above its card; a footer in the 13 pt font
    /// right-aligned to 330, 10 below the card; a header 30 after a card or a footer; cards 10 apart;
    /// labelled controls and TextFields are full-width rows as tall as their label (18.5, the body font);
    /// a GroupBox is its label over its content (37.5 × 35, no box). **Assumed**: 10 from a footer to the
    /// next card without a header, 20 below the last card.
    public static let macOS26: ListMetrics = {
        var inset = ListStyleMetrics(
            margin: 16, rowInsets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0), rowMinHeight: 24,
            supplementInset: 0, topToRows: 10, topToHeader: 16, rowsToHeader: 26, rowsToRows: 26, headerToRows: 6,
            rowsToFooter: 6, footerSlotExtra: 0, footerToHeader: 26, footerToRows: 26, bottom: 10, headerTopPadding: 0)
        inset.headerFont = Font.subheadline.weight(.semibold)
        inset.footerFont = Font.subheadline.weight(.semibold)
        inset.increasedHeaderRaise = 10  // `list/looks` "prominence" @bd2e4d1 (plain, bordered, sidebar: **assumed**)
        var plain = inset; plain.margin = 8; plain.topToRows = 0; plain.bottom = 0
        var bordered = inset; bordered.margin = 7; bordered.topToRows = 1; bordered.bottom = 1
        var sidebar = inset; sidebar.rowMinHeight = 32; sidebar.rowFont = .body
        var grouped = ListStyleMetrics(
            margin: 20, rowInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), rowMinHeight: 0,
            supplementInset: 10, topToRows: 20, topToHeader: 20, rowsToHeader: 30, rowsToRows: 10, headerToRows: 10,
            rowsToFooter: 10, footerSlotExtra: 0, footerToHeader: 30, footerToRows: 10, bottom: 20, headerTopPadding: 0)
        grouped.separator = 1
        grouped.headerFont = Font.body.weight(.semibold)
        grouped.footerFont = .system(size: 13)
        grouped.footerAlignment = .trailing
        grouped.labelledControlRows = true
        grouped.labelledTextFieldRows = true
        grouped.bareGroupBox = true
        return ListMetrics(automaticStyle: .inset,
                           styles: [.inset: inset, .plain: plain, .bordered: bordered, .sidebar: sidebar, .grouped: inset,
                                    .insetGrouped: inset],
                           automaticFormStyle: .columns, groupedForm: grouped,
                           columnsForm: FormColumnsMetrics(sliderRowHeight: 23), rowLabel: .macOS26,
                           outlineIndicator: 9, outlineIndent: 13)
    }()
}

/// A platform's navigation bar.
public struct NavigationMetrics: Hashable, Sendable {
    /// Whether a NavigationStack draws a bar at all (macOS: no, the title and the toolbar are window chrome:
    /// SW-mac `toolbar/basic` @bb66658 and `toolbar/searchable` @5e9ceaa, the titled root fills the window).
    public var showsBar = true
    /// Whether the stack takes its whole proposal (iOS) or, like macOS 26, its content's size: SW-mac
    /// `nav/sizing` @6c0e726 (around a Text the stack is the Text, 33 × 16 'Small'; around a Color it
    /// takes what the VStack gives), `nav/title` and `nav/steps` (the stack is its root VStack's size,
    /// centred in the window, before and after a push).
    public var fillsProposal = true
    /// The inline bar's height.
    public var inlineBarHeight: Double
    /// What a large title adds below the inline bar.
    public var largeTitleHeight: Double
    /// Whether a root without a title (and not hiding the bar) shows a bar.
    public var untitledRootHasBar: Bool
    /// A NavigationLink in a List row: the trailing disclosure chevron's box and its gap after the label
    /// (nil: no chevron, macOS: SW-mac `nav/list` @6c0e726, the link is its label). iOS: the link fills
    /// the row's content width (SW-ios `ios/nav/push` @33be500: 256 wide at x = 32); the chevron's
    /// 8 × 13 box and 8 gap are **assumed** (not measured).
    public var disclosureIndicator: Size? = nil
    public var disclosureIndicatorSpacing: Double = 0
    /// `.searchable`: where the stack shows the search field and the height it takes from the content.
    /// iOS 26: at the bottom, 76 (SW-ios `ios/search/basic` @b009060: the list under a large title ends at
    /// 404 in a 480 tall window instead of 480, its top unchanged at 116.5). iOS 17: under the large title
    /// in the navigation bar, pushing the content down; its height 52 is **assumed** (not measured).
    /// macOS: in the window's toolbar, no effect on the content (**assumed**: window chrome).
    public var searchField: SearchFieldPlacement = .none
    public var searchFieldHeight: Double = 0
    /// NavigationSplitView: the sidebar's width and how far its panel is inset from the window's edges
    /// (top, leading, bottom; the detail column starts right after the panel). macOS 26: a floating
    /// 140 wide panel inset 8 (SW-mac `splitview/basic` @d7405f3: the sidebar List at 8, 8, 140 × 284 in a
    /// 480 × 300 window, the detail centred in 148…480; `splitview/sized`: the same panel in a 320 × 200
    /// frame). iOS (iPad, regular width): 320 and 0 (**assumed**, UIKit's default primary column width).
    public var splitSidebarWidth: Double = 320
    public var splitSidebarInset: Double = 0
    /// A three-column split view's content column and the divider after it. macOS 26: 200 and 1 (SW-mac
    /// `splitview/columns` @4ce0680: the content column 128…328 after a 120 panel, the detail centred in
    /// 329…640; `splitview/three`: 160 with `ideal: 160`, the detail in 309…640). iOS: 320 and 0
    /// (**assumed**, UIKit's supplementary column; not recorded).
    public var splitContentWidth: Double = 320
    public var splitColumnDivider: Double = 0
    /// Toolbar items (`.toolbar { ToolbarItem(placement:) … }`) where the platform draws bars. iOS 26: UIKit's
    /// measured bars, SwiftUI's toolbar taken to use them (**assumed**: no SwiftUI recording has an item):
    /// swiftui-web Docs/elements/UIKit/Navigation.md @20a2f45 (`uikit/nav/items`: bar items are 44 tall
    /// platters 10 below the bar's top — the inline bar's 64 is 10 + 54 — 16 from the edges, 8 apart, a title's
    /// width + 24 wide, 44 for an image) and Bars.md @7f3b0e0 (`uikit/nav/toolbar`: a toolbar floats over the
    /// bottom, 76 tall, its platters 48 tall in its top, 28 in, 12 apart; the content's safe area gains the 76).
    /// iOS 17: UIKit's classic 44 pt toolbar, items centred in the 44 bar (**assumed**).
    public var bottomBarHeight: Double = 76
    public var barItemTop: Double = 10
    public var barItemHeight: Double = 44
    public var barItemInset: Double = 16
    public var barItemSpacing: Double = 8
    public var barItemPadding: Double = 12
    public var barItemMinWidth: Double = 44
    public var bottomItemHeight: Double = 48
    public var bottomItemInset: Double = 28
    public var bottomItemSpacing: Double = 12

    /// iOS 26 (SW-ios): `ios/nav/inline` (the inline bar 64 tall in a window without a status bar: the
    /// list below at y = 64), `ios/nav/basic` (large: 116.5 = 64 + 52.5), `ios/nav/sizing` (an untitled
    /// root has no bar: the text centred in the whole stack). Under a status bar: **not measured**.
    public static let iOS26 = NavigationMetrics(inlineBarHeight: 64, largeTitleHeight: 52.5, untitledRootHasBar: false,
                                                disclosureIndicator: Size(8, 13), disclosureIndicatorSpacing: 8,
                                                searchField: .bottom, searchFieldHeight: 76)
    /// iOS 17 (and 16): the inline bar 44 (UIKit; on a Dynamic Island phone tucked 5.333 into the inset:
    /// kouki.hatenadiary.com 2022, rules §0), a large title adds 52 (rules §0); an untitled root keeps
    /// its inline bar.
    public static let iOS17 = NavigationMetrics(inlineBarHeight: 44, largeTitleHeight: 52, untitledRootHasBar: true,
                                                disclosureIndicator: Size(8, 13), disclosureIndicatorSpacing: 8,
                                                searchField: .belowTitle, searchFieldHeight: 52,
                                                bottomBarHeight: 44, barItemTop: 0, bottomItemHeight: 44, bottomItemInset: 16,
                                                bottomItemSpacing: 8)
    /// macOS 26: no bar, titled or not: the title and the toolbar items go to the window's chrome (SW-mac
    /// `toolbar/basic` @bb66658: the titled root's content centred in the whole 400 × 200 window;
    /// `toolbar/searchable` @5e9ceaa: the titled, searchable list at y = 0; `nav/list` @6c0e726: the
    /// untitled list at y = 0). The bar heights (the iOS 17 ones) apply only if a bar is drawn.
    public static let macOS26 = NavigationMetrics(showsBar: false, fillsProposal: false, inlineBarHeight: 44, largeTitleHeight: 52,
                                                  untitledRootHasBar: false, splitSidebarWidth: 140, splitSidebarInset: 8,
                                                  splitContentWidth: 200, splitColumnDivider: 1)
}

/// Where a NavigationStack shows the search field of `.searchable` (NavigationMetrics.searchField).
public enum SearchFieldPlacement: String, Hashable, Sendable {
    /// In window chrome (the macOS toolbar): the content keeps its frame.
    case none
    /// In the navigation bar under the title: the content starts that much lower (iOS 17).
    case belowTitle
    /// In a bar at the bottom of the stack: the content ends that much higher (iOS 26 iPhone).
    case bottom
}
