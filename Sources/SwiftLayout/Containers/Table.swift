// Table: rows of cells under column headers (`Table(data) { TableColumn(…) }`). The numbers are
// `TableMetrics` (docs/PLATFORMS.md "Tables"); the sources are SW-mac `table/basic`, `table/widths`,
// `table/sized`, `table/selection`, `table/sorting` and `table/regimes` @721f26c (macOS 26.2; fixtures
// g9_table_*_macos) and swiftui-web's reading of them and of 46 throwaway width fixtures
// (Docs/elements/Table.md @376f2a3).
//
// macOS 26 (NSTableView's layout). The table fills its proposal (a frame is honoured: 240 × 120 in
// `table/sized`). Every column has an ideal *pitch*: its SwiftUI width plus the cell's 8 leading and 6
// trailing insets and the 3 pt intercell spacing (17): an automatic column is 100 wide (117), `.width(80)`
// 97, `.width(min:ideal:max:)` its ideal (100 without one) clamped to min … max. The columns start 8 in and
// share the table's width less 15 (8 leading, 7 trailing):
// - grow (the ideals fit): the surplus is shared equally by the columns that can grow — a fixed column, and
//   a flexible one at its max, pass their share on — each share rounded to the half point, ties up (two
//   automatic columns in 360: 172.5; four in 600: 146.5; `width(80)`, `width(min: 40, ideal: 60, max: 100)`
//   and an automatic column in 360: 97, 104, 144);
// - shrink (the ideals exceed the width less 15 but not the width): every column that is not fixed loses
//   15 ÷ their count, rounded the same way (three automatic columns in 360: 112; two in 240: 109.5);
// - overflow (the ideals exceed the width): the ideals, running past the trailing edge (two in 200: 117).
// Rows are 24 apart from 33 down (the 28 pt header and its line); a cell sits 8 into its column, proposed the
// column's SwiftUI width (its pitch less 17) and the row less 4 above and below, centred in the row ("Red" at
// x 128, y 37 in `table/basic`). The header titles sit 10 into their columns (their vertical place in the
// header is **assumed**: centred). Selection and the sort order change no frame (`table/selection` records
// the same frames at every step; `table/sorting` the rows in the data's new order). A cell taller than the row
// makes the row taller (**assumed**: every recorded cell is a 16 pt Text). Proposed nothing, the table is
// 300 × 200 (**assumed**: swiftui-web's unverified value).
//
// iOS: in a horizontally compact width (an iPhone in portrait) a table shows only its first column, as rows
// without headers (Apple's `Table` documentation: "in a compact horizontal size class … only the first
// column"); their height and insets are the platform's plain list rows (**assumed**). In a regular width (an
// iPad) the macOS columns (**assumed**: no iOS recording).

/// How wide a table column is (`TableColumn.width(_:)`, `.width(min:ideal:max:)`).
public enum TableColumnWidth: Hashable, Sendable {
    case automatic
    case fixed(Double)
    case flexible(min: Double?, ideal: Double?, max: Double?)
}

/// One column of a Table: its header title and its width.
public struct TableColumn: Hashable, Sendable {
    public var title: String
    public var width: TableColumnWidth
    public init(_ title: String, width: TableColumnWidth = .automatic) { self.title = title; self.width = width }
}

/// A platform's table numbers (see the top of this file).
public struct TableMetrics: Hashable, Sendable {
    /// A cell's inset from its column's leading edge, its trailing inset, and the spacing between columns:
    /// together what a column's pitch adds to its SwiftUI width.
    public var cellLeading: Double = 8
    public var cellTrailing: Double = 6
    public var intercellSpacing: Double = 3
    /// An automatic column's width, and a flexible column's without an ideal.
    public var automaticWidth: Double = 100
    /// Where the first column starts, and what the last leaves before the trailing edge.
    public var leadingMargin: Double = 8
    public var trailingMargin: Double = 7
    /// From the table's top to the first row (the header and its line), and a row's height.
    public var rowsTop: Double = 33
    public var rowHeight: Double = 24
    /// A cell's inset above and below in its row.
    public var cellVertical: Double = 4
    /// A header title's inset from its column's leading edge, and the header's height (above its line).
    public var headerTitleInset: Double = 10
    public var headerHeight: Double = 27
    /// The table's size when nothing is proposed (**assumed** 300 × 200).
    public var idealSize = Size(300, 200)
    /// In a horizontally compact width: only the first column, as rows without a header.
    public var compactFirstColumnOnly = false

    public init() {}
    public static let macOS26 = TableMetrics()
    /// iOS: the macOS numbers (**assumed**) and the compact rule (Apple's documentation).
    public static let iOS26: TableMetrics = { var m = TableMetrics(); m.compactFirstColumnOnly = true; return m }()

    /// What a column's pitch adds to its SwiftUI width.
    var pitchExtra: Double { cellLeading + cellTrailing + intercellSpacing }
}

extension Platform {
    /// The table numbers of this platform (`TableMetrics`).
    public var table: TableMetrics { family == .macOS ? .macOS26 : .iOS26 }
}

/// Rounds to the half point, ties up (the table's shares of surplus and shortfall).
private func halfPoint(_ v: Double) -> Double { ((v * 2) + 0.5).rounded(.down) / 2 }

struct TableLayout: LayoutComputer {
    let columns: [TableColumn]
    let rowCount: Int
    var name: String { "Table" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    /// Each column's pitch in a table `width` wide.
    static func pitches(_ columns: [TableColumn], width: Double, _ m: TableMetrics) -> [Double] {
        let extra = m.pitchExtra
        var ideal: [Double] = [], lo: [Double] = [], hi: [Double] = [], fixed: [Bool] = []
        for c in columns {
            switch c.width {
            case .automatic:
                ideal.append(m.automaticWidth + extra); lo.append(extra); hi.append(.infinity); fixed.append(false)
            case .fixed(let w):
                ideal.append(w + extra); lo.append(w + extra); hi.append(w + extra); fixed.append(true)
            case .flexible(let mn, let id, let mx):
                let low = (mn ?? 0) + extra, high = mx.map { max($0, mn ?? 0) + extra } ?? .infinity
                ideal.append(min(max((id ?? m.automaticWidth) + extra, low), high))
                lo.append(low); hi.append(high); fixed.append(false)
            }
        }
        let total = ideal.reduce(0, +), margins = m.leadingMargin + m.trailingMargin
        let available = width - margins
        if total <= available {
            // Grow: equal shares to the columns that can grow; one that reaches its max keeps it and
            // passes the rest of its share on.
            var out = ideal, surplus = available - total
            var growing = (0..<columns.count).filter { !fixed[$0] && out[$0] < hi[$0] }
            while surplus > 0, !growing.isEmpty {
                let share = surplus / Double(growing.count)
                let capped = growing.filter { out[$0] + share > hi[$0] }
                if capped.isEmpty {
                    for k in growing { out[k] += halfPoint(share) }
                    break
                }
                for k in capped { surplus -= hi[k] - out[k]; out[k] = hi[k] }
                growing.removeAll { capped.contains($0) }
            }
            return out
        }
        if total <= width {
            // Shrink: every column that is not fixed gives up an equal part of the margins.
            let shrinking = (0..<columns.count).filter { !fixed[$0] }
            guard !shrinking.isEmpty else { return ideal }
            let loss = halfPoint(margins / Double(shrinking.count))
            return ideal.enumerated().map { k, p in fixed[k] ? p : max(lo[k], p - loss) }
        }
        return ideal  // overflow
    }

    private func metrics(_ context: LayoutContext) -> TableMetrics { context.environment.platform.table }
    /// True where only the first column shows (iOS, horizontally compact).
    private func compact(_ context: LayoutContext) -> Bool {
        metrics(context).compactFirstColumnOnly && context.environment.isHorizontallyCompact
    }

    /// Each shown cell's frame relative to the table (row-major), each header's, and the rows' bottom.
    private func frames(_ size: Size, _ subviews: Subviews, _ context: LayoutContext)
        -> (cells: [(Int, Rect)], headers: [(Int, Rect)]) {
        let m = metrics(context), n = columns.count
        var cells: [(Int, Rect)] = [], headers: [(Int, Rect)] = []
        guard n > 0 else { return ([], []) }
        if compact(context) {
            // The first column alone, in plain list rows.
            let rows = context.environment.platform.lists.resolve(.plain).1
            let w = max(0, size.width - rows.rowInsets.leading - rows.rowInsets.trailing)
            var y = 0.0
            for r in 0..<rowCount {
                let k = r * n
                let p = ProposedViewSize(width: w, height: nil)
                let s = subviews[k].sizeThatFits(p)
                let h = max(rows.rowMinHeight, s.height + rows.rowInsets.top + rows.rowInsets.bottom)
                cells.append((k, Rect(x: rows.rowInsets.leading, y: y + (h - s.height) / 2, width: w, height: s.height)))
                y += h
            }
            return (cells, [])
        }
        let pitches = Self.pitches(columns, width: size.width, m)
        var xs: [Double] = [], x = m.leadingMargin
        for p in pitches { xs.append(x); x += p }
        let inner = m.rowHeight - 2 * m.cellVertical
        var y = m.rowsTop
        for r in 0..<rowCount {
            var sizes: [Size] = []
            for c in 0..<n {
                let w = max(0, pitches[c] - m.pitchExtra)
                sizes.append(subviews[r * n + c].sizeThatFits(ProposedViewSize(width: w, height: inner)))
            }
            let rowHeight = max(m.rowHeight, (sizes.map(\.height).max() ?? 0) + 2 * m.cellVertical)
            for c in 0..<n {
                let w = max(0, pitches[c] - m.pitchExtra)
                cells.append((r * n + c, Rect(x: xs[c] + m.cellLeading, y: y + (rowHeight - sizes[c].height) / 2,
                                              width: w, height: inner)))
            }
            y += rowHeight
        }
        for c in 0..<n where rowCount * n + c < subviews.count {
            let k = rowCount * n + c
            let w = max(0, pitches[c] - m.headerTitleInset - m.cellTrailing - m.intercellSpacing)
            let s = subviews[k].sizeThatFits(ProposedViewSize(width: w, height: nil))
            headers.append((k, Rect(x: xs[c] + m.headerTitleInset, y: (m.headerHeight - s.height) / 2, width: w, height: s.height)))
        }
        return (cells, headers)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let ideal = metrics(context).idealSize
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (cells, headers) = frames(bounds.size, subviews, context)
        let m = metrics(context)
        for (k, r) in cells {
            let p = compact(context) ? ProposedViewSize(width: r.width, height: nil)
                : ProposedViewSize(width: r.width, height: m.rowHeight - 2 * m.cellVertical)
            subviews[k].place(at: Point(x: bounds.minX + r.minX, y: bounds.minY + r.minY), proposal: p)
        }
        for (k, r) in headers {
            subviews[k].place(at: Point(x: bounds.minX + r.minX, y: bounds.minY + r.minY),
                              proposal: ProposedViewSize(width: r.width, height: nil))
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// `Table(rows) { TableColumn(…) … }`: `cells` holds one view per row and column, row by row (each row's
/// cells in column order); the headers are the columns' titles.
public struct Table: View {
    public let columns: [TableColumn]
    public let cells: [ViewNode]
    /// Throws unless `cells` has a whole number of rows of `columns.count` cells, and every fixed or
    /// flexible width is finite and ≥ 0 (min ≤ max).
    public init(columns: [TableColumn], cells: [any View]) throws(LayoutError) {
        guard !columns.isEmpty else { throw .invalid("a Table needs at least one column") }
        guard cells.count % columns.count == 0 else {
            throw .invalid("a Table with \(columns.count) columns needs a whole number of rows of cells, got \(cells.count) cells")
        }
        for c in columns {
            func check(_ v: Double?, _ what: String) throws(LayoutError) {
                if let v, !(v.isFinite && v >= 0) { throw .invalid("TableColumn \(quoted(c.title)) \(what) must be finite and ≥ 0, got \(fmt(v))") }
            }
            switch c.width {
            case .automatic: break
            case .fixed(let w): try check(w, "width")
            case .flexible(let mn, let id, let mx):
                try check(mn, "min width"); try check(id, "ideal width"); try check(mx, "max width")
                if let mn, let mx, mn > mx { throw .invalid("TableColumn \(quoted(c.title)): min width \(fmt(mn)) is above max \(fmt(mx))") }
            }
        }
        self.columns = columns
        self.cells = cells.map(\.node)
    }
    public var node: ViewNode {
        let headers = columns.map { Text($0.title).node }
        return makeNode(TableLayout(columns: columns, rowCount: cells.count / columns.count), children: cells + headers)
    }
}
