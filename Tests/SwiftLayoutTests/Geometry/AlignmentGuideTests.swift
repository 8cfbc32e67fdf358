import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// alignmentGuide, custom alignment IDs and text baselines (rules §19).
@Suite struct AlignmentGuideTests {
    /// A stack `s` of a and b, b with an explicit guide.
    static let guided: [FrameCase] = [
        // VStack(alignment: .leading, spacing: 0) of two 100×20 frames, the second with
        // .alignmentGuide(.leading) { _ in 20 }: it sits at (line − 20), 20 left of the first; the stack
        // is the union: 120 wide. Centred in 300: the stack starts at 90, the first child at 110.
        FrameCase(description: "a constant guide moves the child and widens the stack", size: Size(300, 100), view: {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.blue.frame(width: 100, height: 20).alignmentGuide(.leading) { _ in 20 }.id("b")
            }.id("s")
        }, frames: "s 90 30 120 40\na 110 30 100 20\nb 90 50 100 20"),
        // HStack(alignment: .top): .alignmentGuide(.top) { d in d[.bottom] } puts the second view's bottom
        // on the first's top line: it rises by its height 30; the stack is 50 + 30 = 80 tall.
        FrameCase(description: "a guide from the view's dimensions", size: Size(100, 100), view: {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 50).id("a")
                Color.blue.frame(width: 10, height: 30).alignmentGuide(.top) { d in d[VerticalAlignment.bottom] }.id("b")
            }.id("s")
        }, frames: "s 40 10 20 80\nb 50 10 10 30\na 40 40 10 50"),
    ]

    @Test(arguments: guided) func guidesMoveTheirView(_ c: FrameCase) throws { try c.check() }

    @Test func customAlignmentAcrossTwoStacks() throws {
        // The classic example: an HStack aligned on a custom guide; in each VStack one row sets the guide
        // to its centre. Left: rows 20 tall with spacing 0, the marked row is the second (centre 30).
        // Right: the marked row is the first (centre 10). The HStack lines the two centres up, so the
        // right stack is 20 lower than the left.
        let mark = VerticalAlignment(custom: "mark")
        let left = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.red.frame(width: 10, height: 20).alignmentGuide(mark) { d in d[VerticalAlignment.center] }.id("l")
            Color.red.frame(width: 10, height: 20)
        }.id("left")
        let right = VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 20).alignmentGuide(mark) { d in d[VerticalAlignment.center] }.id("r")
            Color.blue.frame(width: 10, height: 20)
        }.id("right")
        let out = try layout(HStack(alignment: mark, spacing: 0) { left; right }, in: window(100, 200))
        #expect(abs(out["l"]!.midY - out["r"]!.midY) < 1e-9)
        #expect(abs(out["right"]!.minY - out["left"]!.minY - 20) < 1e-9)
    }

    @Test func padAndFrameTranslateExplicitGuides() throws {
        // A guide set inside padding(10) is 10 further in the padded view: leading guide 5 → 15.
        let v = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(10).id("p")
            Color.blue.frame(width: 50, height: 10).id("q")
        }
        let r = try layout(v, in: window(200, 100))
        // p's leading guide is 15, q's 0: p starts 15 left of q.
        #expect(abs(r["q"]!.minX - r["p"]!.minX - 15) < 1e-9)
    }

    @Test func framesTranslateExplicitGuides() throws {
        // A frame publishes its child's explicit guide where it placed the child (rules §5 and §6: placed by
        // alignment; §19 and §20: a container's explicit guide is its child's at the child's position, as
        // for padding above). A 10×10 child centred in a frame 40 tall sits 15 down, so its top guide 5 is
        // the frame's 20: in HStack(alignment: .top) its 10×10 sibling starts 20 below the frame's top.
        let child = Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }
        for framed in [child.frame(width: 20, height: 40), child.frame(minHeight: 40)] {
            let v = HStack(alignment: .top, spacing: 0) { framed.id("f"); Color.blue.frame(width: 10, height: 10).id("b") }
            let r = try layout(v, in: window(200, 100))
            #expect(r["f"]!.height == 40)
            #expect(abs(r["b"]!.minY - r["f"]!.minY - 20) < 1e-9)
        }
    }

    @Test func firstTextBaselineAlignment() throws {
        // HStack(alignment: .firstTextBaseline) of a body Text (17 pt) and a largeTitle Text (34 pt):
        // baselines at 0.952 × size from each top (interim metrics) meet, so the small text's top is
        // 0.952 × (34 − 17) lower than the big one's.
        let v = HStack(alignment: .firstTextBaseline) { Text("small").id("s"); Text("BIG").font(.largeTitle).id("b") }
        let r = try layout(v, in: window(300, 200))
        #expect(abs(r["s"]!.minY - r["b"]!.minY - 1950.0 / 2048 * 17) < 1e-9)
    }

    @Test func failingGuideFunctionIsAnError() {
        struct Boom: Error {}
        let v = VStack(alignment: .leading) { Color.red.alignmentGuide(.leading) { _ in throw Boom() } }
        #expect(throws: LayoutError.self) { try layout(v, in: window(100, 100)) }
    }
}
