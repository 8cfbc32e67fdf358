// The document's grids and lazy stacks (Sources/SwiftLayout/Grids) and the grid-cell modifiers: one entry
// each (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let gridViews: [ViewSpec] = [
        ViewSpec("LazyVStack", keys: lazyStackKeys, lazyStack).doc(lazyStackDoc, swiftUI: "the lazy stacks"),
        ViewSpec("LazyHStack", keys: lazyStackKeys, lazyStack).doc(lazyStackDoc, swiftUI: "the lazy stacks"),
        ViewSpec("LazyVGrid", keys: ["columns", "pinnedViews", "alignment", "spacing", "children"], lazyGrid)
            .doc("`columns` (grid items), `alignment`, `spacing`, `pinnedViews`, `children`",
                 swiftUI: "`LazyVGrid(columns:alignment:spacing:)`"),
        ViewSpec("LazyHGrid", keys: ["rows", "pinnedViews", "alignment", "spacing", "children"], lazyGrid)
            .doc("`rows` (grid items), `alignment`, `spacing`, `pinnedViews`, `children`",
                 swiftUI: "`LazyHGrid(rows:alignment:spacing:)`"),
        ViewSpec("Grid", keys: ["alignment", "horizontalSpacing", "verticalSpacing", "children"]) { o in
            Grid(alignment: try Alignment.named(try o.string("alignment") ?? "center"),
                 horizontalSpacing: try Build.finite(try o.number("horizontalSpacing"), "Grid horizontalSpacing"),
                 verticalSpacing: try Build.finite(try o.number("verticalSpacing"), "Grid verticalSpacing"),
                 rows: try o.children()).node
        }.doc("`alignment`, `horizontalSpacing`, `verticalSpacing`, `children` (GridRows or spanning views)",
              swiftUI: "`Grid`"),
        ViewSpec("GridRow", keys: ["alignment", "children"]) { o in
            GridRow(alignment: try o.string("alignment").map { s throws(LayoutError) in try VerticalAlignment.named(s) },
                    cells: try o.children()).node
        }.doc("`alignment` (vertical), `children` (the cells)", swiftUI: "`GridRow`"),
    ]

    static let lazyStackKeys = ["alignment", "spacing", "children", "pinnedViews"]
    static let lazyStackDoc = #"`alignment`, `spacing`, `children` as `VStack`/`HStack`, plus `pinnedViews` (`"sectionHeaders"`, `"sectionFooters"`, both comma-joined or a list: while the enclosing scroll view is scrolled, a Section's header stays at the top of the visible area and its footer at the bottom, within the section; no effect at rest)"#

    static func lazyStack(_ o: ViewArgs) throws -> ViewNode {
        let pinnedViews = pinned(try o.pinnedViews())
        let spacing = try Build.finite(try o.number("spacing"), "\(o.type) spacing"), alignment = try o.string("alignment") ?? "center"
        return normalizedName(o.type) == "lazyvstack"
            ? LazyVStack(alignment: try HorizontalAlignment.named(alignment), spacing: spacing, pinnedViews: pinnedViews, children: try o.children()).node
            : LazyHStack(alignment: try VerticalAlignment.named(alignment), spacing: spacing, pinnedViews: pinnedViews, children: try o.children()).node
    }
    /// The checked names of "pinnedViews" as a set.
    static func pinned(_ names: [String]) -> PinnedScrollableViews {
        var set: PinnedScrollableViews = []
        for n in names { set.insert(normalizedName(n) == "sectionheaders" ? .sectionHeaders : .sectionFooters) }
        return set
    }

    static func lazyGrid(_ o: ViewArgs) throws -> ViewNode {
        let vertical = normalizedName(o.type) == "lazyvgrid"
        let key = vertical ? "columns" : "rows"
        guard let list = try o.array(key) else { throw LayoutError.invalid("\(o.path): \(o.type) needs \"\(key)\"") }
        var items: [GridItem] = []
        for (k, item) in list.enumerated() { items.append(try o.gridItem(item, path: o.path.element(key, k))) }
        let spacing = try Build.finite(try o.number("spacing"), "\(o.type) spacing")
        _ = try o.pinnedViews()
        return vertical
            ? LazyVGrid(columns: items, alignment: try HorizontalAlignment.named(try o.string("alignment") ?? "center"),
                     spacing: spacing, children: try o.children()).node
            : LazyHGrid(rows: items, alignment: try VerticalAlignment.named(try o.string("alignment") ?? "center"),
                     spacing: spacing, children: try o.children()).node
    }

    static let gridModifiers: [ModifierSpec] = [
        ModifierSpec("gridCellColumns", value: ["number"]) { o in
            guard case .number(let n) = o.arg else { throw LayoutError.invalid("expected an integer ≥ 1, got \(o.arg.typeName)") }
            return o.content.gridCellColumns(try Build.count(n, "gridCellColumns count")).node
        }.doc("an integer in 1…1,000,000", swiftUI: "`.gridCellColumns(_:)`"),
        ModifierSpec("gridColumnAlignment", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected a horizontal alignment name") }
            return o.content.gridColumnAlignment(try HorizontalAlignment.named(name)).node
        }.doc(#"`"leading"`, `"center"`, `"trailing"`"#, swiftUI: "`.gridColumnAlignment(_:)`"),
        ModifierSpec("gridCellAnchor", value: ["name", "object"], keys: ["x", "y"]) { o in
            let node: ViewNode
            if case .string(let name) = o.arg { node = o.content.gridCellAnchor(try UnitPoint.named(name)).node } else {
                let a = try Obj(o.arg, o.path)
                node = o.content.gridCellAnchor(UnitPoint(x: try Build.finite(try a.number("x"), "anchor x") ?? 0.5,
                                                        y: try Build.finite(try a.number("y"), "anchor y") ?? 0.5)).node
                try a.rejectUnknown(["x", "y"])
            }
            return node
        }.doc(#"a unit point name (`"topLeading"`…) or `{x, y}`"#, swiftUI: "`.gridCellAnchor(_:)`"),
        ModifierSpec("gridCellUnsizedAxes", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected an axis set name") }
            return o.content.gridCellUnsizedAxes(try Axis.Set.named(name)).node
        }.doc(#"`"horizontal"`, `"vertical"` or `"both"`"#, swiftUI: "`.gridCellUnsizedAxes(_:)`"),
    ]
}
