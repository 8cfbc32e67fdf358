// The platform profiles' list numbers (docs/PLATFORMS.md "Lists, forms and navigation bars"; the bars'
// numbers are in Navigation.swift). Sources: SW-ios = github.com/iamcgn/swiftui-web
// `Fixtures/Goldens/ios/**` (iPhone SE (3rd generation) simulator, iOS 26.0, @2x, no status bar); SW-mac =
// the same project's macOS 26.2 goldens (`Fixtures/Goldens/list/**`); UIKit = UITableView's classic cell
// and section metrics. Numbers no measurement pins down are marked **assumed**.

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
