import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

// Table and outlines. Expected numbers: SW-mac `table/*` @721f26c and swiftui-web Docs/elements/Table.md
// @376f2a3 (the column regimes, read from those recordings and 46 throwaway width fixtures), `list/outline`
// @8d46be3; the iOS compact rule is Apple's `Table` documentation ("only the first column").
@Suite struct TableTests {
    /// Table.md's measured column starts, for the regimes: three automatic columns in 360 shrink to 112
    /// (8, 120, 232); two in 360 grow to 172.5 (8, 180.5); two in 240 shrink to 109.5 (8, 117.5); two in 200
    /// overflow at 117 (8, 125); four in 600 grow by half points to 146.5 (8, 154.5, 301, 447.5); width(80) +
    /// width(min: 40, ideal: 60, max: 100) + automatic in 360: 8, 105, 209; width(min: 150, ideal: 200) +
    /// automatic: 8, 230.5 (217 and 117 share the 11 pt surplus: 222.5).
    @Test(arguments: [
        ([TableColumnWidth.automatic, .automatic, .automatic], 360.0, [8.0, 120, 232]),
        ([.automatic, .automatic], 360, [8, 180.5]),
        ([.automatic, .automatic], 240, [8, 117.5]),
        ([.automatic, .automatic], 200, [8, 125]),
        ([.automatic, .automatic, .automatic, .automatic], 600, [8, 154.5, 301, 447.5]),
        ([.fixed(80), .flexible(min: 40, ideal: 60, max: 100), .automatic], 360, [8, 105, 209]),
        ([.flexible(min: 150, ideal: 200, max: nil), .automatic], 360, [8, 230.5]),
    ])
    func columnStarts(widths: [TableColumnWidth], tableWidth: Double, starts: [Double]) {
        let columns = widths.enumerated().map { TableColumn("c\($0.offset)", width: $0.element) }
        let pitches = TableLayout.pitches(columns, width: tableWidth, .macOS26)
        var x = 8.0, got: [Double] = []
        for p in pitches { got.append(x); x += p }
        #expect(got == starts, "\(widths) in \(tableWidth): \(got)")
    }

    @Test func cellsAndRowsMacOS() throws {
        // table/basic: "Red" of row 1 at (128, 37), "40" of row 3 at (240, 85); the table fills 360 × 220.
        let rows = [("Apple", "Red", "3"), ("Banana", "Yellow", "12"), ("Cherry", "Red", "40")]
        var cells: [any View] = []
        for (k, r) in rows.enumerated() {
            cells += [Text(r.0), Text(r.1).id("color\(k + 1)"), Text(r.2).id("count\(k + 1)")]
        }
        let table = try Table(columns: [TableColumn("Name"), TableColumn("Color"), TableColumn("Count")], cells: cells).id("t")
        let r = try run(table, measuredWindow(360, 220, .macOS26))
        #expect(r["t"] == Rect(x: 0, y: 0, width: 360, height: 220))
        #expect(r["color1"]?.origin == Point(x: 128, y: 37) && r["count3"]?.origin == Point(x: 240, y: 85))
        #expect(r["color2"]?.origin == Point(x: 128, y: 61))
    }

    @Test func compactIOSShowsTheFirstColumnOnly() throws {
        // Apple's Table documentation: in a compact width only the first column; the rows are plain list
        // rows (iOS 26: 56 tall, text 16 in: ios/list/plain — assumed for a table).
        let cells: [any View] = [Text("Apple").id("a1"), Text("Red").id("b1"), Text("Banana").id("a2"), Text("Yellow").id("b2")]
        let table = try Table(columns: [TableColumn("Name"), TableColumn("Color")], cells: cells)
        let r = try run(table, measuredWindow(375, 600, .iOS26))
        #expect(r["a1"]?.minX == 16 && r["a2"].map { $0.minY - r["a1"]!.minY } == 56)
        #expect(r["b1"]?.size == .zero && r["b2"]?.size == .zero)   // not laid out
        // An iPad's regular width shows every column.
        let wide = try run(table, measuredWindow(834, 600, .iOS26))
        #expect((wide["b1"]?.width ?? 0) > 0)
    }

    @Test func badTablesAreErrors() throws {
        #expect(throws: LayoutError.self) { try Table(columns: [], cells: []) }
        #expect(throws: LayoutError.self) { try Table(columns: [TableColumn("a"), TableColumn("b")], cells: [Text("x")]) }
        #expect(throws: LayoutError.self) { try Table(columns: [TableColumn("a", width: .fixed(-1))], cells: []) }
        #expect(throws: LayoutError.self) { try Table(columns: [TableColumn("a", width: .fixed(.nan))], cells: []) }
        #expect(throws: LayoutError.self) {
            try Table(columns: [TableColumn("a", width: .flexible(min: 50, ideal: nil, max: 10))], cells: [])
        }
        for bad in [#"{"type": "Table"}"#, #"{"type": "Table", "columns": [{"title": "a"}], "rows": [[]]}"#,
                    #"{"type": "Table", "columns": [{"title": "a", "width": {"wide": 3}}]}"#,
                    #"{"type": "Table", "columns": [{"title": "a"}], "rows": [{"type": "Text"}]}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(bad) }
        }
    }
}

@Suite struct OutlineTests {
    @Test func outlineListRowsMacOS() throws {
        // list/outline: the collapsed outline's rows at x 25 (a plain inset row is at 16), 24 apart from 14;
        // an expanded DisclosureGroup's views at 38; its probe reports its last view.
        let items = [OutlineItem(Text("Fruits").id("f"), children: [OutlineItem(Text("Apple").id("apple"))]),
                     OutlineItem(Text("Water").id("w"))]
        let r = try run(List(outline: items), measuredWindow(320, 300, .macOS26))
        #expect(r["f"]?.origin == Point(x: 25, y: 14) && r["w"]?.origin == Point(x: 25, y: 38))
        #expect(r["apple"] == nil)   // collapsed: not in the layout
        let d = try run(List(rows: [DisclosureGroup(label: Text("Fruits"), isExpanded: true,
                                                    children: [Text("Apple").id("a"), Text("Banana").id("b")]).id("dg"),
                                    Text("Water").id("w")]), measuredWindow(320, 300, .macOS26))
        #expect(d["a"]?.origin == Point(x: 38, y: 38) && d["b"]?.minY == 62 && d["w"]?.origin == Point(x: 25, y: 86))
        #expect(d["dg"] == d["b"])
        // A plain list has no outline inset.
        let plain = try run(List(rows: [Text("Water").id("w")]), measuredWindow(320, 300, .macOS26))
        #expect(plain["w"]?.minX == 16)
    }

    @Test func outsideAListAnOutlineIsDisclosureGroups() throws {
        // Apple's OutlineGroup documentation: a DisclosureGroup per element with children. Collapsed, its row
        // alone (macOS DisclosureGroup: the label 11.5 in, 4 above and below: disclosure/basic).
        let items = [OutlineItem(Text("Fruits").id("f"), children: [OutlineItem(Text("Apple").id("a"))])]
        let r = try run(VStack { OutlineGroup(items: items).id("g") }, measuredWindow(320, 200, .macOS26))
        #expect(r["f"]?.minX == 11.5 && r["a"] == nil)
    }
}
