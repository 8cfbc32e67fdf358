// Grid and GridRow: a two-dimensional layout that sizes like HStacks inside a VStack whose columns and
// rows are shared (rules §17). Column widths come from the span-1 cells of each column and row heights
// from the cells of each row, each distributed with the stacks' algorithm when a length is proposed,
// or at the cells' ideal sizes when it is not; spacing nil is the environment's grid_spacing (8,
// unverified). A view outside a GridRow is one cell spanning every column. Cells are aligned by
// gridCellAnchor, else by gridColumnAlignment and the row's alignment, else by the grid's alignment.
// Cells that span several columns, and gridCellUnsizedAxes cells, take the space they are given and do
// not size their columns or rows.

struct GridRowLayout: LayoutComputer {
    let alignment: VerticalAlignment?
    var name: String { "GridRow" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .set(.horizontal) }
    /// Outside a Grid a GridRow lays out like an HStack.
    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil) }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// `.gridCellColumns(n)`.
struct GridCellColumnsModifier: UnaryModifier { let count: Int; var name: String { "GridCellColumnsModifier" } }
/// `.gridColumnAlignment(_:)`.
struct GridColumnAlignmentModifier: UnaryModifier { let alignment: HorizontalAlignment; var name: String { "GridColumnAlignmentModifier" } }
/// `.gridCellAnchor(_:)`.
struct GridCellAnchorModifier: UnaryModifier { let anchor: UnitPoint; var name: String { "GridCellAnchorModifier" } }
/// `.gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesModifier: UnaryModifier { let axes: Axis.Set; var name: String { "GridCellUnsizedAxesModifier" } }

struct GridLayoutComputer: LayoutComputer {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    var name: String { "Grid" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    struct Cell { let subview: Subview; let column: Int; let span: Int; let unsized: Axis.Set }
    struct Row { let subview: Subview; let cells: [Cell]; let isRow: Bool; let alignment: VerticalAlignment? }
    /// `gaps[k]`: the space above row k + 1.
    struct Resolution { var rows: [Row]; var widths: [Double]; var heights: [Double]; var hs: Double; var gaps: [Double] }

    private func structure(_ subviews: Subviews) -> ([Row], Int) {
        var rows: [Row] = []
        var columns = 0
        // A span is clamped to the most cells any row has: no grid has more real columns than that per
        // cell, and the cost of a grid (its per-column arrays) then never grows with a span past them.
        let widest = subviews.reduce(1) { max($0, GridChild($1).isRow ? GridChild($1).cells.count : 1) }
        for sub in subviews {
            if let row = sub.modifier(GridRowLayout.self), GridChild(sub).isRow {
                var cells: [Cell] = []
                var column = 0
                for cell in GridChild(sub).cells {
                    let span = min(widest, max(1, cell.modifier(GridCellColumnsModifier.self)?.count ?? 1))
                    cells.append(Cell(subview: cell, column: column, span: span,
                                      unsized: cell.modifier(GridCellUnsizedAxesModifier.self)?.axes ?? []))
                    column += span
                }
                columns = max(columns, column)
                rows.append(Row(subview: sub, cells: cells, isRow: true, alignment: row.alignment))
            } else {
                rows.append(Row(subview: sub, cells: [], isRow: false, alignment: nil))
            }
        }
        // Views outside rows span every column.
        rows = rows.map { $0.isRow ? $0 : Row(subview: $0.subview, cells: [Cell(subview: $0.subview, column: 0, span: max(columns, 1), unsized: [])], isRow: false, alignment: nil) }
        return (rows, max(columns, rows.contains { !$0.isRow } ? 1 : 0))
    }

    func resolve(_ p: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> Resolution {
        let (rows, columns) = structure(subviews)
        let hs = horizontalSpacing ?? context.environment.gridSpacing
        // Rows are apart by verticalSpacing, or with nil by the largest distance any column asks for
        // between its cell in the upper row and its cell in the lower row, each pair spaced like a VStack's
        // children (a spanning cell, or a view outside a GridRow, stands in every column it covers).
        // Measured, swiftui-web macOS 26.2: `grid/basic` 8.15 below a row of Text above [Color, Text, Color]
        // (Text above Color) and 4.74 below that row above [Text, Text] (Color above Text); `grid/cell-
        // modifiers` 8 below a Color outside the rows above [Color, Text] — the Color pair's 8, where a
        // union of the row's cells would have paired the Color with the Text (4.74).
        let gaps: [Double] = (0..<max(0, rows.count - 1)).map { k in
            if let verticalSpacing { return verticalSpacing }
            return rowGap(rows[k], rows[k + 1], columns: columns, defaultSpacing: context.environment.defaultSpacing)
        }
        let vs = gaps.reduce(0, +)
        // Column widths from the span-1 cells that size their column.
        var sizing: [[Subview]] = Array(repeating: [], count: columns)
        for row in rows where row.isRow {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) { sizing[cell.column].append(cell.subview) }
        }
        func widest(_ c: Int, _ w: Double?) -> Double {
            sizing[c].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: w, height: nil)).width) }
        }
        var widths: [Double]
        // A view outside the rows that wants more width than the columns (a flexible bar proposed the
        // grid's width) widens the grid; the extra goes to the columns in equal shares, whatever their
        // cells (measured: swiftui-web `grid/cell-modifiers`, macOS 26.2: a 4 pt Color outside any GridRow
        // in 320 gives columns 78 / 129 / 97 for ideals 9 / 60 / 28 — 69 each: the fixed 60 pt Color in the
        // middle column and the Text "H" sit at its leading edge, x 86, and "CCC" at the last column's,
        // x 223, in a Grid(alignment: .leading)).
        func spanningDemand(_ w: Double?) -> Double {
            rows.filter { !$0.isRow }.reduce(0) { max($0, $1.subview.sizeThatFits(ProposedViewSize(width: w, height: nil)).width) }
        }
        func widened(_ lengths: [Double], to total: Double) -> [Double] {
            let gaps = hs * Double(max(0, columns - 1))
            let extra = total - gaps - lengths.reduce(0, +)
            guard extra > 1e-9, columns > 0 else { return lengths }
            let share = extra / Double(columns)
            return lengths.map { $0 + share }
        }
        if let w = p.width {
            var lengths = Array(repeating: 0.0, count: columns)
            distributeStackSpace(total: w - hs * Double(max(0, columns - 1)), count: columns, priority: { _ in 0 },
                                 minimum: { widest($0, 0) }, maximum: { widest($0, .infinity) },
                                 measure: { c, offer in lengths[c] = widest(c, offer); return lengths[c] })
            widths = lengths
            if rows.contains(where: { !$0.isRow }) { widths = widened(widths, to: min(w, spanningDemand(w))) }
        } else {
            widths = (0..<columns).map { widest($0, nil) }
            if rows.contains(where: { !$0.isRow }) { widths = widened(widths, to: spanningDemand(nil)) }
        }
        func cellWidth(_ cell: Cell) -> Double {
            let end = min(cell.column + cell.span, columns)
            guard cell.column < end else { return 0 }
            return widths[cell.column..<end].reduce(0, +) + hs * Double(end - cell.column - 1)
        }
        func tallest(_ r: Int, _ h: Double?) -> Double {
            rows[r].cells.filter { !$0.unsized.contains(.vertical) }.reduce(0) {
                max($0, $1.subview.sizeThatFits(ProposedViewSize(width: cellWidth($1), height: h)).height)
            }
        }
        var heights: [Double]
        if let h = p.height {
            var lengths = Array(repeating: 0.0, count: rows.count)
            distributeStackSpace(total: h - vs, count: rows.count, priority: { _ in 0 },
                                 minimum: { tallest($0, 0) }, maximum: { tallest($0, .infinity) },
                                 measure: { r, offer in lengths[r] = tallest(r, offer); return lengths[r] })
            heights = lengths
        } else {
            heights = (0..<rows.count).map { tallest($0, nil) }
        }
        return Resolution(rows: rows, widths: widths, heights: heights, hs: hs, gaps: gaps)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let r = resolve(proposal, subviews, context)
        return Size(width: r.widths.reduce(0, +) + r.hs * Double(max(0, r.widths.count - 1)),
                    height: r.heights.reduce(0, +) + r.gaps.reduce(0, +))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let r = resolve(proposal, subviews, context)
        var xs: [Double] = []
        var x = bounds.minX
        for w in r.widths { xs.append(x); x += w + r.hs }
        var y = bounds.minY
        for (k, row) in r.rows.enumerated() {
            let height = r.heights[k]
            if row.isRow { GridChild(row.subview).setFrame(Rect(x: bounds.minX, y: y, width: bounds.width, height: height)) }
            for cell in row.cells {
                let end = min(cell.column + cell.span, r.widths.count)
                let width = cell.column < end ? r.widths[cell.column..<end].reduce(0, +) + r.hs * Double(end - cell.column - 1) : 0
                let rect = Rect(x: cell.column < xs.count ? xs[cell.column] : bounds.minX, y: y, width: width, height: height)
                let p = ProposedViewSize(rect.size)
                let size = cell.subview.sizeThatFits(p)
                if let anchor = cell.subview.modifier(GridCellAnchorModifier.self)?.anchor {
                    cell.subview.place(at: Point(x: rect.minX + (rect.width - size.width) * anchor.x,
                                                 y: rect.minY + (rect.height - size.height) * anchor.y), proposal: p)
                } else {
                    // A cell spanning several columns follows the grid's alignment, not a column's
                    // (swiftui-web `grid/cell-modifiers`: the 2-column header at the grid's leading edge).
                    let columnGuide = cell.span == 1 ? columnAlignment(cell.column, r.rows) ?? alignment.horizontal
                                                     : alignment.horizontal
                    let cellAlignment = Alignment(horizontal: row.isRow ? columnGuide : alignment.horizontal,
                                                  vertical: row.alignment ?? alignment.vertical)
                    cell.subview.place(at: aligned(cell.subview.dimensions(in: p), in: rect, alignment: cellAlignment), proposal: p)
                }
            }
            y += height + (k < r.gaps.count ? r.gaps[k] : 0)
        }
    }

    /// A row's vertical spacing preferences: the union of its cells' (a view outside a GridRow: its own).
    /// The gap between two rows: the largest of their columns' cell-to-cell distances (the rows' spacing
    /// as a whole where no column has a cell in both).
    private func rowGap(_ upper: Row, _ lower: Row, columns: Int, defaultSpacing: Double) -> Double {
        func cell(_ row: Row, _ column: Int) -> Cell? {
            row.cells.first { $0.column <= column && column < $0.column + $0.span }
        }
        var gap: Double?
        var previous: (Int, Int)?
        for c in 0..<columns {
            guard let a = cell(upper, c), let b = cell(lower, c) else { continue }
            if let (pa, pb) = previous, pa == a.column, pb == b.column { continue }  // the same pair, spanning
            previous = (a.column, b.column)
            let d = a.subview.spacing.distance(to: b.subview.spacing, along: .vertical, defaultSpacing: defaultSpacing)
            gap = max(gap ?? d, d)
        }
        return gap ?? rowSpacing(upper).distance(to: rowSpacing(lower), along: .vertical, defaultSpacing: defaultSpacing)
    }

    private func rowSpacing(_ row: Row) -> ViewSpacing {
        guard row.isRow else { return row.subview.spacing }
        var result = ViewSpacing.none
        for cell in row.cells { result.formUnion(cell.subview.spacing, edges: .vertical) }
        return row.cells.isEmpty ? .plain : result
    }

    /// The first gridColumnAlignment set on a cell of `column`.
    private func columnAlignment(_ column: Int, _ rows: [Row]) -> HorizontalAlignment? {
        for row in rows where row.isRow {
            for cell in row.cells where cell.column == column {
                if let a = cell.subview.modifier(GridColumnAlignmentModifier.self)?.alignment { return a }
            }
        }
        return nil
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A grid of rows and columns that share their sizes.
public struct Grid: View {
    public let node: ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: content())
    }
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [any View]) {
        node = makeNode(GridLayoutComputer(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                        children: rows.map(\.node))
    }
}

/// One row of a Grid; its views are the cells.
public struct GridRow: View {
    public let node: ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, cells: content())
    }
    public init(alignment: VerticalAlignment? = nil, cells: [any View]) {
        node = makeNode(GridRowLayout(alignment: alignment), children: cells.map(\.node))
    }
}

extension View {
    /// Makes this Grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> ModifiedContent { ModifiedContent(self, GridCellColumnsModifier(count: max(1, count))) }
    /// Aligns every cell of this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent {
        ModifiedContent(self, GridColumnAlignmentModifier(alignment: guide))
    }
    /// Places this cell at `anchor` of its cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent { ModifiedContent(self, GridCellAnchorModifier(anchor: anchor)) }
    /// Keeps this cell from sizing its column/row on `axes`; it takes the space it is given there.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent {
        ModifiedContent(self, GridCellUnsizedAxesModifier(axes: axes))
    }
}

/// What Grid alone does with a child, beyond what every layout may (`Subview`): see through a GridRow's
/// modifiers to its cells, and give a row (and its modifier chain) a frame without asking it to place
/// anything, since Grid places the cells itself.
private struct GridChild {
    let subview: Subview
    init(_ subview: Subview) { self.subview = subview }
    /// True if the child is a GridRow once its modifiers are looked through.
    var isRow: Bool {
        let pass = subview.pass
        return pass.view(at: pass.baseIndex(of: subview.index)).layout(as: GridRowLayout.self) != nil
    }
    /// The cells: the children of the view under the child's modifiers.
    var cells: Subviews { subview.pass.subviews(of: subview.pass.baseIndex(of: subview.index)) }
    func setFrame(_ rect: Rect) { subview.pass.setFrame(subview.index, rect) }
}
