import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Incremental relayout (RetainedLayout): after a change, the frames equal those of a fresh layout of the
/// changed tree, and the work done is what the change touches.
@Suite struct RelayoutTests {
    /// The benchmark's W3 tree: `rows` rows of HStack(spacing: 0) { 40×20, flexible × 20, 40×20 } in a
    /// VStack(spacing: 0); the leaves are named "a<i>", "m<i>", "b<i>".
    func rows(_ count: Int, firstWidth: (Int) -> Double = { _ in 40 }) -> some View {
        VStack(spacing: 0, children: (0..<count).map { i in
            HStack(spacing: 0) {
                Rectangle().frame(width: firstWidth(i), height: 20).id("a\(i)")
                Rectangle().frame(height: 20).frame(maxWidth: .infinity).id("m\(i)")
                Rectangle().frame(width: 40, height: 20).id("b\(i)")
            }
        })
    }

    func expectSameFrames(_ a: LayoutResult, _ b: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.nodes.count == b.nodes.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a.nodes, b.nodes) where x.frame != y.frame {
            Issue.record("node \(x.index) \(x.kind): \(x.frame) vs \(y.frame)", sourceLocation: sourceLocation)
            return
        }
    }

    @Test func nothingChangedDoesNoWork() throws {
        let retained = try RetainedLayout(rows(100), in: window(390, 2000))
        let measured = retained.measureCount
        #expect(try retained.relayout() == false)
        #expect(try retained.relayout(in: window(390, 2000)) == true)  // an environment was given
        #expect(retained.measureCount == measured)                       // …but every size was cached
    }

    @Test func screenWidthChangeMatchesAFreshLayout() throws {
        // 100 rows of 20 pt, 2000 pt tall: the VStack (2000 high) fills the window, rows at y = 20·i.
        // At 414 wide the middle child is 414 − 80 = 334 wide; back at 390 it is 310 again.
        let retained = try RetainedLayout(rows(100), in: window(390, 2000))
        try retained.relayout(in: window(414, 2000))
        expectRect(retained.result.frame(id: "m7"), 40, 140, 334, 20)
        expectSameFrames(retained.result, try layout(rows(100), in: window(414, 2000)))
        let measured = retained.measureCount
        try retained.relayout(in: window(390, 2000))
        expectRect(retained.result.frame(id: "m7"), 40, 140, 310, 20)
        // Going back to a screen size seen before measures nothing: every size is cached by proposal.
        #expect(retained.measureCount == measured)
        // A shorter window centres the 2000-pt stack: origin y = (1000 − 2000) / 2 = −500.
        try retained.relayout(in: window(390, 1000))
        expectRect(retained.result.frame(id: "a0"), 0, -500, 40, 20)
        expectSameFrames(retained.result, try layout(rows(100), in: window(390, 1000)))
    }

    @Test func replacingOneLeafMeasuresOnlyItsPath() throws {
        let retained = try RetainedLayout(rows(200), in: window(390, 4000))
        let before = retained.measureCount
        // Row 50's first leaf becomes 41 wide: the flexible child shrinks to 390 − 41 − 40 = 309 and
        // starts at x = 41; the row's height (20) is unchanged, so no other row moves.
        try retained.replace(id: "a50", with: Rectangle().frame(width: 41, height: 20).id("a50"))
        expectRect(retained.result.frame(id: "m50"), 41, 1000, 309, 20)
        expectRect(retained.result.frame(id: "m51"), 40, 1020, 310, 20)
        expectSameFrames(retained.result, try layout(rows(200, firstWidth: { $0 == 50 ? 41 : 40 }), in: window(390, 4000)))
        // Measured again: the new leaf (2 nodes), its row (HStack), the root VStack and the other two
        // children of the row at the row's proposals — a few dozen, not the 1,600 nodes × probes of the
        // first layout.
        let work = retained.measureCount - before
        #expect(work < 60, "a one-leaf change measured \(work) sizes")
    }

    @Test func replacingWithAnotherShapeRenumbers() throws {
        // Row 3's first leaf (2 nodes: frame + rectangle) becomes a padded one (3 nodes): every index
        // after it moves by one; a fresh layout of the changed tree is the reference.
        let retained = try RetainedLayout(rows(10), in: window(390, 400))
        try retained.replace(id: "a3", with: Rectangle().frame(width: 30, height: 10).padding(5).id("a3"))
        #expect(retained.nodeCount == 10 * 8 + 1 + 1)
        let fresh = try layout(VStack(spacing: 0, children: (0..<10).map { i in
            HStack(spacing: 0) {
                if i == 3 { Rectangle().frame(width: 30, height: 10).padding(5).id("a3") } else {
                    Rectangle().frame(width: 40, height: 20).id("a\(i)")
                }
                Rectangle().frame(height: 20).frame(maxWidth: .infinity).id("m\(i)")
                Rectangle().frame(width: 40, height: 20).id("b\(i)")
            }
        }), in: window(390, 400))
        expectSameFrames(retained.result, fresh)
        // Padding 5 around 30×10 is 40×20: the row keeps its geometry. The 200-pt stack is centred in
        // the 400-pt window (y = 100), row 3 at 100 + 3·20 = 160.
        expectRect(retained.result.frame(id: "a3"), 0, 160, 40, 20)
    }

    @Test func replacingTheRootAndErrors() throws {
        let retained = try RetainedLayout(Color.red.frame(width: 10, height: 10), in: window(100, 100))
        try retained.replace(at: 0, with: Color.blue.frame(width: 20, height: 30))
        // A 20×30 view centred in 100×100: (40, 35).
        expectRect(retained.result.root.frame, 40, 35, 20, 30)
        #expect(throws: LayoutError.self) { try retained.replace(id: "nope", with: Color.red) }
        #expect(throws: LayoutError.self) { try retained.replace(at: 99, with: Color.red) }
        #expect(throws: LayoutError.self) { try retained.relayout(in: window(-1, 100)) }
        // Still usable after the errors.
        try retained.relayout(in: window(200, 100))
        expectRect(retained.result.root.frame, 90, 35, 20, 30)
    }

    @Test func environmentThatMeasuresDifferentlyDropsTheCaches() throws {
        // default_padding 16 → 10: padding() around a 10×10 view becomes 30×30 instead of 42×42.
        let view = Color.red.frame(width: 10, height: 10).padding()
        let retained = try RetainedLayout(view, in: window(100, 100))
        expectRect(retained.result.root.frame, 29, 29, 42, 42)
        var env = window(100, 100)
        env.defaultPadding = 10
        try retained.relayout(in: env)
        expectRect(retained.result.root.frame, 35, 35, 30, 30)
    }

    @Test func safeAreaChangeMovesViewsThatIgnoreIt() throws {
        // The seed's map: .frame(height: 300).ignoresSafeArea(.top)… here a view ignoring the top safe
        // area inside a VStack pinned to the top. Changing the top inset from 59 to 20 moves its frame.
        let view = VStack(spacing: 0) {
            Color.red.ignoresSafeArea(edges: .top).frame(height: 100).id("map")
            Spacer()
        }
        var env = window(390, 844)
        env.safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let retained = try RetainedLayout(view, in: env)
        env.safeArea = EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0)
        try retained.relayout(in: env)
        expectSameFrames(retained.result, try layout(view, in: env))
    }

    @Test func customLayoutsPlaceAgain() throws {
        // A GeometryReader tree is laid out in full again; frames still match a fresh layout.
        let view = GeometryReader(name: "g") { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }
        let retained = try RetainedLayout(view, in: window(200, 100))
        try retained.relayout(in: window(300, 100))
        #expect(retained.nodeCount == (try layout(view, in: window(300, 100))).nodes.count)
        expectSameFrames(retained.result, try layout(view, in: window(300, 100)))
        // Nothing changed: nothing is done, and the reader's content is not built a second time.
        let count = retained.nodeCount
        #expect(try retained.relayout() == false)
        #expect(retained.nodeCount == count)
    }
}
