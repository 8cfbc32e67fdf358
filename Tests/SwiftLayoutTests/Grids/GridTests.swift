import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// LazyVGrid / LazyHGrid / Grid / lazy stacks (rules §17, docs/MEASUREMENTS.md lazy/grids).
@Suite struct GridTests {
    private func cells(_ n: Int, height: Double = 20) -> [any View] {
        (0..<n).map { Color.gray.frame(height: height).id("c\($0)") }
    }

    @Test func fixedThenAdaptive() throws {
        // [fixed 70, adaptive(min 40)] in 200: one gap of 8 → 192; fixed 70; the adaptive column gets
        // 122 and holds n = ⌊(122 + 8)/(40 + 8)⌋ = 2 items of (122 − 8)/2 = 57: 70 | 57 | 57.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], children: cells(3))
        let r = try layout(grid, in: window(200, 400))
        #expect([r["c0"]!.width, r["c1"]!.width, r["c2"]!.width] == [70, 57, 57])
        #expect(r["c1"]!.minX - r["c0"]!.maxX == 8)
    }

    @Test func flexibleMinimumThenAdaptive() throws {
        // [flexible(min 140), adaptive(70)] in 200: 192 after the gap; the flexible column's share 96 is
        // raised to 140; the adaptive one gets 52 and holds one item: 140 | 52.
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))], children: cells(2))
        let r = try layout(grid, in: window(200, 400))
        #expect([r["c0"]!.width, r["c1"]!.width] == [140, 52])
    }

    @Test func fixedFlexibleClampedCentred() throws {
        // MEASURED lazy/grids: fixed 60, flexible(), flexible(20…80) in 280 → 60 / 102 / 80, and the
        // 258-wide set is centred in 280: it starts at 11.
        let grid = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(minimum: 20, maximum: 80))],
                             children: cells(3))
        let r = try layout(grid, in: window(280, 100))
        #expect([r["c0"]!.width, r["c1"]!.width, r["c2"]!.width] == [60, 102, 80])
        #expect(r["c0"]!.minX == 11)
    }

    @Test func adaptiveWithSpacing() throws {
        // MEASURED: adaptive(min 50, spacing 10) in 240 → 4 × 52.5; rows of 20 are 8 apart.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)], children: cells(6))
        let r = try layout(grid.id("g"), in: window(240, 100))
        #expect(r["c0"]!.width == 52.5 && r["c3"]!.minX == 3 * 62.5)
        #expect(r["c4"]!.minY - r["c0"]!.maxY == 8)     // second row
        #expect(r["g"]!.height == 48)
    }

    @Test func rowsAreAsTallAsTheirTallestItem() throws {
        let grid = LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            Color.red.frame(height: 10).id("a"); Color.red.frame(height: 30).id("b")
            Color.red.frame(height: 5).id("c")
        }
        let r = try layout(grid.id("g"), in: window(100, 100))
        #expect(r["g"]!.height == 35)
        #expect(r["c"]!.minY == r["g"]!.minY + 30)
        #expect(r["a"]!.midY == r["b"]!.midY)   // centred in their 30-tall cells
    }

    @Test func hugeGridIsLinear() throws {
        // 100,000 items in three flexible columns: each item is measured a constant number of times.
        let grid = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()],
                             children: (0..<100_000).map { _ in Color.gray.frame(height: 10) })
        let r = try layout(ScrollView { grid }, in: window(300, 600))
        #expect(r.measureCount < 10 * r.nodes.count)
    }

    @Test func lazyHStackFillsTheScrollViewAcross() throws {
        // In a horizontal ScrollView an HStack lets the scroll view hug its 50-tall content; a LazyHStack
        // takes the whole proposal across, so the scroll view does too (the article's note).
        let hug = try layout(ScrollView(.horizontal) { HStack { Color.red.frame(width: 50, height: 50) } }.id("s"), in: window(200, 300))
        #expect(hug["s"]!.height == 50)
        let fill = try layout(ScrollView(.horizontal) { LazyHStack { Color.red.frame(width: 50, height: 50) } }.id("s"), in: window(200, 300))
        #expect(fill["s"]!.height == 300)
    }

    @Test func gridSharesColumnWidths() throws {
        // Grid (spacing 8): the widest cell of each column sets it: column 0 is 80 (from row 2), column 1
        // 30; cells are centred in their cells. A view outside a GridRow spans both columns, and a flexible
        // one (the blue bar) makes the grid take the whole proposed width, the added width shared equally
        // by the columns (measured: swiftui-web `grid/cell-modifiers`, macOS 26.2, a 4 pt Color bar in a
        // 320 window gives a 320-wide grid whose ideal columns 9 / 60 / 28 each grow by 69). Here
        // 400 − 8 − 80 − 30 = 282 extra, 141 each: columns 221 and 171 wide.
        let grid = Grid {
            GridRow { Color.red.frame(width: 40, height: 10).id("a"); Color.red.frame(width: 30, height: 10).id("b") }
            GridRow { Color.red.frame(width: 80, height: 20).id("c"); Color.red.frame(width: 10, height: 10).id("d") }
            Color.blue.frame(height: 5).id("span")
        }.id("g")
        let r = try layout(grid, in: window(400, 400))
        let g = r["g"]!
        #expect(g.width == 400 && g.height == 10 + 8 + 20 + 8 + 5)
        #expect(r["a"]!.midX == g.minX + 221 / 2 && r["b"]!.midX == g.minX + 221 + 8 + 171 / 2)
        #expect(r["d"]!.midY == g.minY + 18 + 10)
        #expect(r["span"]!.width == 400)
    }

    @Test func gridCellSpansAndAlignment() throws {
        // A cell spanning two columns is as wide as both plus the spacing; gridColumnAlignment(.leading)
        // puts the column's cells at its leading edge.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 50, height: 10).gridColumnAlignment(.leading); Color.red.frame(width: 60, height: 10) }
            GridRow { Color.red.frame(width: 20, height: 10).id("narrow"); Color.red.frame(width: 10, height: 10) }
            GridRow { Color.blue.frame(height: 10).id("wide").gridCellColumns(2) }
        }.id("g")
        let r = try layout(grid, in: window(400, 400))
        #expect(r["narrow"]!.minX == r["g"]!.minX)
        #expect(r["wide"]!.width == 50 + 10 + 60)
    }
}
