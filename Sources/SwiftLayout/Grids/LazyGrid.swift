// LazyVGrid and LazyHGrid (rules §17). The columns (rows, for LazyHGrid) are sized once from the
// proposed width: the spacing between them comes off first (8 per gap when a GridItem's spacing is nil);
// fixed columns take their size; then the others in order get remaining / columnsLeft, clamped to
// [min, max] for .flexible and unclamped for .adaptive, which then holds n = max(1, ⌊(w + s)/(min + s)⌋)
// items of (w − s·(n−1))/n (max applied after). Items fill the columns row by row; each row is as tall
// as its tallest item, rows `spacing` apart (8 if nil). The grid is max(proposal, the columns) wide.
// Every item is measured with its column's width and a nil height, once: linear in the item count.

/// A column (or row) description for LazyVGrid / LazyHGrid.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    /// The space after this item's column; nil: 8.
    public var spacing: Double?
    /// How items sit in their cells; nil: centred.
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

struct LazyGridLayout: LayoutComputer {
    /// The axis the grid grows along: vertical for LazyVGrid (its items are columns across).
    let axis: Axis
    let items: [GridItem]
    /// Where the set of columns sits across the grid when it is narrower than the grid (a fraction).
    let crossAlignment: Double
    /// Between rows (LazyVGrid); nil: 8.
    let spacing: Double?
    /// The cell alignment of items whose GridItem has none: the grid's alignment across, centred along
    /// (measured: swiftui-web `lazy/griditem-alignment`, macOS 26.6 — in a `.trailing` LazyVGrid an
    /// unaligned item sits at its cell's trailing edge, a GridItem's own alignment wins).
    var defaultCellAlignment: Alignment = .center
    var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }

    struct Track { var length: Double; var alignment: Alignment; var spacingAfter: Double }

    /// The expanded tracks (adaptive items become several) for a cross length; an adaptive item never
    /// makes more tracks than there are `items` to fill them.
    func tracks(_ cross: Double?, _ defaultSpacing: Double, items itemCount: Int) -> [Track] {
        let defaultCellAlignment = self.defaultCellAlignment
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? defaultSpacing) }
        var lengths = Array(repeating: 0.0, count: items.count)
        if let cross {
            var remaining = cross - gaps
            for (k, item) in items.enumerated() { if case .fixed(let w) = item.size { lengths[k] = w; remaining -= w } }
            var left = items.filter { if case .fixed = $0.size { return false }; return true }.count
            for (k, item) in items.enumerated() {
                switch item.size {
                case .fixed: continue
                case .flexible(let lo, let hi):
                    lengths[k] = min(max(remaining / Double(left), lo), hi)
                case .adaptive:
                    lengths[k] = max(0, remaining / Double(left))
                }
                remaining -= lengths[k]
                left -= 1
            }
        } else {
            for (k, item) in items.enumerated() {
                switch item.size {
                case .fixed(let w): lengths[k] = w
                case .flexible(let lo, _): lengths[k] = lo
                case .adaptive(let lo, _): lengths[k] = lo
                }
            }
        }
        var out: [Track] = []
        for (k, item) in items.enumerated() {
            let s = item.spacing ?? defaultSpacing
            let alignment = item.alignment ?? defaultCellAlignment
            let after = k == items.count - 1 ? 0 : s
            if case .adaptive(let lo, let hi) = item.size {
                let w = lengths[k]
                let n = max(1, clampedCount((w + s) / (lo + s), limit: max(1, itemCount)))
                let each = min((w - s * Double(n - 1)) / Double(n), hi)
                for j in 0..<n { out.append(Track(length: max(0, each), alignment: alignment, spacingAfter: j == n - 1 ? after : s)) }
            } else {
                out.append(Track(length: lengths[k], alignment: alignment, spacingAfter: after))
            }
        }
        return out
    }

    /// One line of the grid (a row of LazyVGrid): cells `first..<first+count`, or a Section's header or
    /// footer across the whole grid (Containers/Group.swift; measured: swiftui-web `lazy/sections-header-
    /// footer`, fixture swm3_lazyvgrid_sections_header_footer_rows — headers and footers take a line of
    /// their own across the grid's full width, a section's views start a new line, and the grid's spacing
    /// separates every line).
    struct Line { var first: Int; var count: Int; var spansGrid: Bool; var length: Double }

    /// Tracks, the grid's length across, and its lines.
    private func resolve(_ p: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext) -> ([Track], Double, [Line]) {
        let cross = axis.orthogonal
        let t = tracks(p[cross], context.environment.defaultSpacing, items: subviews.count)
        guard !t.isEmpty else { return ([], 0, []) }
        let tracksAcross = t.reduce(0) { $0 + $1.length + $1.spacingAfter }
        let across = max(p[cross] ?? tracksAcross, tracksAcross)
        var lines: [Line] = []
        var k = 0
        while k < subviews.count {
            if subviews[k].modifier(SectionSupplementModifier.self) != nil {
                let size = subviews[k].sizeThatFits(.make(major: nil, minor: across, axis: axis))
                lines.append(Line(first: k, count: 1, spansGrid: true, length: size[axis]))
                k += 1
                continue
            }
            var line = Line(first: k, count: 0, spansGrid: false, length: 0)
            while line.count < t.count, k < subviews.count {
                if subviews[k].modifier(SectionSupplementModifier.self) != nil { break }
                if line.count > 0, subviews[k].modifier(SectionStartModifier.self) != nil { break }
                let size = subviews[k].sizeThatFits(.make(major: nil, minor: t[line.count].length, axis: axis))
                line.length = max(line.length, size[axis])
                line.count += 1
                k += 1
            }
            lines.append(line)
        }
        return (t, across, lines)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (_, across, lines) = resolve(proposal, subviews, context)
        let s = spacing ?? context.environment.defaultSpacing
        var size = Size.zero
        size[axis.orthogonal] = across
        size[axis] = lines.reduce(0) { $0 + $1.length } + s * Double(max(0, lines.count - 1))
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let (t, _, lines) = resolve(proposal, subviews, context)
        guard !t.isEmpty else { return }
        let s = spacing ?? context.environment.defaultSpacing
        let tracksAcross = t.reduce(0) { $0 + $1.length + $1.spacingAfter }
        let start = bounds.origin[axis.orthogonal] + (bounds.size[axis.orthogonal] - tracksAcross) * crossAlignment
        var along = bounds.origin[axis]
        for line in lines {
            if line.spansGrid {
                var cell = bounds
                cell.origin[axis] = along
                cell.size[axis] = line.length
                let p = ProposedViewSize.make(major: nil, minor: bounds.size[axis.orthogonal], axis: axis)
                subviews[line.first].place(at: aligned(subviews[line.first].dimensions(in: p), in: cell, alignment: .center), proposal: p)
                along += line.length + s
                continue
            }
            var position = start
            for (j, track) in t.prefix(line.count).enumerated() {
                let k = line.first + j
                var cell = Rect.zero
                cell.origin[axis] = along
                cell.origin[axis.orthogonal] = position
                cell.size[axis] = line.length
                cell.size[axis.orthogonal] = track.length
                let p = ProposedViewSize.make(major: nil, minor: track.length, axis: axis)
                subviews[k].place(at: aligned(subviews[k].dimensions(in: p), in: cell, alignment: track.alignment), proposal: p)
                position += track.length + track.spacingAfter
            }
            along += line.length + s
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A grid that grows vertically: `columns` describe the columns; items fill them row by row.
public struct LazyVGrid: View {
    public let node: ViewNode
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(columns: columns, alignment: alignment, spacing: spacing, children: content())
    }
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = makeNode(LazyGridLayout(axis: .vertical, items: columns, crossAlignment: alignment.key.defaultFraction,
                                       spacing: spacing,
                                       defaultCellAlignment: Alignment(horizontal: alignment, vertical: .center)),
                        children: children.map(\.node))
    }
}

/// A grid that grows horizontally: `rows` describe the rows; items fill them column by column.
public struct LazyHGrid: View {
    public let node: ViewNode
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(rows: rows, alignment: alignment, spacing: spacing, children: content())
    }
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [any View]) {
        node = makeNode(LazyGridLayout(axis: .horizontal, items: rows, crossAlignment: alignment.key.defaultFraction,
                                       spacing: spacing,
                                       defaultCellAlignment: Alignment(horizontal: .center, vertical: alignment)),
                        children: children.map(\.node))
    }
}
