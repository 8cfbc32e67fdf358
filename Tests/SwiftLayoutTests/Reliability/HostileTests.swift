import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Hostile input and resource limits (issue #16), at the engine's Swift level. The C and Python sides are in
/// Tests/C/test_hostile.c and python/tests/reliability/test_hostile_engine.py.
@Suite struct HostileTests {
    @Test func textWidthCacheIsBoundedInBytes() throws {
        let font = try #require(FontTextMeasurer.shared?.regular)
        // Words over 1/16 of the budget are not kept (60 distinct 1 MB words once kept 76 MB for good)…
        // (Other tests shape text in parallel with this one, so the check allows their few small words.)
        let before = font.cachedBytes
        for k in 0..<2 { _ = font.advance(String(repeating: "m", count: 600_000) + "\(k)") }
        #expect(font.cachedBytes < before + 600_000)
        // …and distinct words past the budget (2,200 of 4 kB: 8.8 MB) start the table afresh.
        for k in 0..<2_200 { _ = font.advance(String(repeating: "w", count: 4_000) + "\(k)") }
        #expect(font.cachedBytes <= ShapingFont.cacheBytes)
        #expect(font.cachedBytes > 0)
        // Words are still measured (and cached) the same.
        #expect(font.advance("Hello") == font.advance("Hello"))
        #expect(font.advance("Hello") > 0)
    }

    @Test func pixelRoundingNeverOverflows() {
        let far = Rect(x: 1e308, y: -1e308, width: 1e308, height: 5).roundedToPixels(scale: 3)
        #expect(far.minX.isFinite && far.minY.isFinite && far.width.isFinite && far.height.isFinite)
        // Ordinary frames snap as before.
        #expect(Rect(x: 0.2, y: 0.4, width: 10.3, height: 1).roundedToPixels(scale: 2) == Rect(x: 0, y: 0.5, width: 10.5, height: 1))
    }

    @Test func gridSpanIsClampedToTheRealColumns() throws {
        let rows = (0..<1000).map { _ in GridRow(cells: [Rectangle().gridCellColumns(Int.max)]) }
        let result = try layout(Grid(rows: rows), in: window(400, 800))
        #expect(result.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
        // A span within the real columns lays out as before: two columns, the spanning cell over both.
        let grid = Grid(horizontalSpacing: 10, rows: [
            GridRow(cells: [Color.red.frame(width: 30, height: 10), Color.red.frame(width: 50, height: 10)]),
            GridRow(cells: [Color.blue.frame(height: 10).gridCellColumns(2).id("wide")]),
        ])
        let r = try layout(grid, in: window(400, 800))
        #expect(r["wide"]?.width == 90)
    }

    @Test func geometryReaderContentCountsTowardTheLimits() {
        @Sendable func nested(_ proxy: GeometryProxy) -> any View { GeometryReader(content: nested) }
        var env = window(100, 100)
        env.maxDepth = 50
        #expect(throws: LayoutError.self) { try layout(GeometryReader(content: nested), in: env) }
        env.maxDepth = 100_000
        env.maxNodes = 1_000
        @Sendable func wide(_ proxy: GeometryProxy) -> any View {
            VStack(children: (0..<99).map { _ in Rectangle() } + [GeometryReader(content: wide)])
        }
        do {
            _ = try layout(GeometryReader(content: wide), in: env)
            Issue.record("expected max_nodes to stop the readers")
        } catch {
            #expect(error.message.contains("max_nodes"))
        }
    }

    @Test func documentsRefuseForeignAndDuplicateKeys() {
        for json in [#"{"type":"Rectangle","children":[{"type":"Circle"}]}"#, #"{"type":"Rectangle","text":"x"}"#,
                     #"{"type":"Rectangle","id":"a","id":"b"}"#, #"{"type":"Rectangle","id":"a\u0000b"}"#] {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(json) }
        }
    }
}
