import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// frame, flexible frame, padding, overlay/background/border, offset, position, fixedSize, aspectRatio.
@Suite struct ModifierTests {
    @Test func rootCentersInTheSafeArea() throws {
        // MEASURED root-centering: 50×30 in a 200×100 window sits at (75, 35).
        let r = try run(Color.red.frame(width: 50, height: 30), window(200, 100))
        expectRect(r.root.frame, 75, 35, 50, 30)
    }

    @Test func fixedFrameAlignsItsChild() throws {
        // frame(width: 100, height: 100, alignment: .topLeading) around a 40×20 frame: the frame is
        // 100×100 at (50, 50) in 200×200; the child sits at its top-leading corner.
        let v = Color.red.frame(width: 40, height: 20).id("c").frame(width: 100, height: 100, alignment: .topLeading).id("f")
        let r = try run(v, window(200, 200))
        expectRect(r["f"], 50, 50, 100, 100)
        expectRect(r["c"], 50, 50, 40, 20)
        let bottom = Color.red.frame(width: 40, height: 20).id("c").frame(width: 100, height: 100, alignment: .bottomTrailing)
        expectRect(try run(bottom, window(200, 200))["c"], 110, 130, 40, 20)
    }

    @Test func fixedFrameOnOneAxisPassesTheOther() throws {
        // frame(height: 50) around a Color: width passes through (200), height 50.
        let r = try run(Color.red.id("c").frame(height: 50), window(200, 100))
        expectRect(r["c"], 0, 25, 200, 50)
    }

    @Test func childLargerThanItsFrameOverflowsCentred() throws {
        // A 100-wide child in a 50-wide frame: frame stays 50; child centred → starts 25 before it.
        let r = try run(Color.red.frame(width: 100, height: 10).id("c").frame(width: 50).id("f"), window(200, 10))
        expectRect(r["f"], 75, 0, 50, 10)
        expectRect(r["c"], 50, 0, 100, 10)
    }

    @Test func flexibleFrames() throws {
        // MEASURED frame-flex. minWidth only: max(child, min) — a 30-wide child in minWidth 50 → 50.
        let minOnly = Color.red.frame(width: 30, height: 10).frame(minWidth: 50).id("f")
        expectRect(try run(minOnly, window(200, 10))["f"], 75, 0, 50, 10)
        // maxWidth only: min(proposal, max), even with a smaller child: 30-wide child, max 120 → 120.
        let maxOnly = Color.red.frame(width: 30, height: 10).frame(maxWidth: 120).id("f")
        expectRect(try run(maxOnly, window(200, 10))["f"], 40, 0, 120, 10)
        // maxWidth: .infinity takes the whole proposal.
        let inf = Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity).id("f")
        expectRect(try run(inf, window(200, 10))["f"], 0, 0, 200, 10)
        // idealWidth wins under fixedSize (nil proposal): 70.
        let ideal = Color.red.frame(idealWidth: 70).fixedSize(horizontal: true, vertical: false).id("f")
        expectRect(try run(ideal, window(200, 10))["f"], 65, 0, 70, 10)
        // A too-wide child is clamped to maxWidth: 300-wide child, max 100 → frame 100.
        let clamp = Color.red.frame(width: 300, height: 10).frame(maxWidth: 100).id("f")
        expectRect(try run(clamp, window(200, 10))["f"], 50, 0, 100, 10)
        // min and max both set: the proposal clamped, child ignored: proposal 200 into [20, 80] → 80.
        let both = Color.red.frame(width: 5, height: 10).frame(minWidth: 20, maxWidth: 80).id("f")
        expectRect(try run(both, window(200, 10))["f"], 60, 0, 80, 10)
    }

    @Test func flexFrameNormalisesBounds() {
        // Rules §6: min clamped to ≥ 0, ideal to ≥ min, max to ≥ ideal.
        let a = FlexAxis(min: -5, ideal: 3, max: 1)
        #expect(a.min == 0 && a.ideal == 3 && a.max == 3)
    }

    @Test func padding() throws {
        // MEASURED padding-default: Color.padding() in 200×100 → inner 168×68 at (16, 16).
        let r = try run(Color.red.id("c").padding().id("p"), window(200, 100))
        expectRect(r["p"], 0, 0, 200, 100)
        expectRect(r["c"], 16, 16, 168, 68)
        // padding(.horizontal, 20) around a 50×50 frame: 90×50, child at +20.
        let h = try run(Color.red.frame(width: 50, height: 50).id("c").padding(.horizontal, 20).id("p"), window(200, 100))
        expectRect(h["p"], 55, 25, 90, 50)
        expectRect(h["c"], 75, 25, 50, 50)
        // EdgeInsets: top 1, leading 2, bottom 3, trailing 4 around 10×10 → 16×14, child at (+2, +1).
        let e = try run(Color.red.frame(width: 10, height: 10).id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"), window(100, 100))
        expectRect(e["p"], 42, 43, 16, 14)
        expectRect(e["c"], 44, 44, 10, 10)
    }

    @Test func paddingNeverProposesNegative() throws {
        // padding(30) in a 40-wide window proposes max(0, 40 − 60) = 0 to a Color: it is 0 wide; the
        // wrapper is 60 wide and overflows, centred at −10.
        let r = try run(Color.red.id("c").padding(30).id("p"), window(40, 100))
        expectRect(r["p"], -10, 0, 60, 100)
        expectRect(r["c"], 20, 30, 0, 40)
    }

    @Test func overlayAndBackground() throws {
        // The primary decides the size; the secondary is proposed it and aligned inside (rules §8).
        let v = Color.red.frame(width: 100, height: 50).id("p")
            .overlay(Color.blue.frame(width: 20, height: 10).id("o"), alignment: .topTrailing).id("w")
        let r = try run(v, window(200, 100))
        expectRect(r["w"], 50, 25, 100, 50)
        expectRect(r["o"], 130, 25, 20, 10)
        // A flexible background fills the primary exactly.
        let b = try run(Color.red.frame(width: 100, height: 50).background(Color.green.id("bg")), window(200, 100))
        expectRect(b["bg"], 50, 25, 100, 50)
        // A larger overlay overflows, centred.
        let big = try run(Color.red.frame(width: 100, height: 50).overlay(Color.blue.frame(width: 120, height: 70).id("o")), window(200, 100))
        expectRect(big["o"], 40, 15, 120, 70)
    }

    @Test func borderChangesNoFrame() throws {
        let r = try run(Color.red.frame(width: 100, height: 50).id("c").border(.black, width: 4).id("b"), window(200, 100))
        expectRect(r["b"], 50, 25, 100, 50)
        expectRect(r["c"], 50, 25, 100, 50)
    }

    @Test func offsetMovesOnlyTheContent() throws {
        // Rules §12: the wrapper keeps its layout frame; the content is shifted; siblings do not move.
        let v = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("c").offset(x: 10, y: -20).id("o")
            Color.blue.frame(width: 50, height: 50).id("next")
        }
        let r = try run(v, window(100, 100))
        expectRect(r["o"], 25, 0, 50, 50)
        expectRect(r["c"], 35, -20, 50, 50)
        expectRect(r["next"], 25, 50, 50, 50)
    }

    @Test func positionTakesTheProposalAndCentresTheChild() throws {
        // position(x: 30, y: 40) around a 20×10 frame in 200×100: the wrapper is 200×100; the child's
        // centre is at (30, 40) → origin (20, 35).
        let r = try run(Color.red.frame(width: 20, height: 10).id("c").position(x: 30, y: 40).id("p"), window(200, 100))
        expectRect(r["p"], 0, 0, 200, 100)
        expectRect(r["c"], 20, 35, 20, 10)
        // MEASURED position/basic (HStack): the leftover 244 × 50 goes to the position wrapper. Here an
        // HStack(spacing: 0) of a 56-wide frame and a positioned view in 300×50 → 244×50.
        let h = try run(HStack(spacing: 0) { Color.red.frame(width: 56); Color.blue.frame(width: 10, height: 10).position(x: 5, y: 5).id("p") }, window(300, 50))
        expectRect(h["p"], 56, 0, 244, 50)
    }

    @Test func fixedSizeUsesTheIdealSize() throws {
        // Text("Hello world") has ideal width 85.33 (interim metrics: 11 × 0.4563 × 17). In a 40-wide
        // frame it wraps; with fixedSize it keeps its ideal width and overflows the frame, centred.
        let wrapped = try run(Text("Hello world").id("t").frame(width: 40), window(200, 200))
        #expect((wrapped["t"]?.width ?? 0) <= 40)
        let fixed = try run(Text("Hello world").fixedSize().id("t").frame(width: 40), window(200, 200))
        expectRect(fixed["t"], 100 - 85.33 / 2, 100 - 20.33 / 2, 85.33, 20.33)
        // MEASURED fixed-size: a Color's ideal size is 10×10.
        expectRect(try run(Color.red.fixedSize().id("c"), window(100, 100))["c"], 45, 45, 10, 10)
    }

    @Test func aspectRatioFitAndFill() throws {
        // objc.io-A: 16:9 in 100×100 → 100×56.25 (fit), 177.78×100 (fill); centred in the window.
        let fit = try run(Color.red.id("c").aspectRatio(16.0 / 9, contentMode: .fit), window(100, 100))
        expectRect(fit["c"], 0, 21.875, 100, 56.25)
        let fill = try run(Color.red.id("c").aspectRatio(16.0 / 9, contentMode: .fill), window(100, 100))
        expectRect(fill["c"], 50 - 177.7778 / 2, 0, 177.7778, 100)
    }

    @Test func aspectRatioWithoutRatioUsesTheIdealSize() throws {
        // A placeholder with ideal 200×100 (2:1) and .fit in 100×100 → 100×50.
        let img = try Placeholder("Image", idealSize: Size(200, 100))
        let r = try run(img.id("i").aspectRatio(contentMode: .fit), window(100, 100))
        expectRect(r["i"], 0, 25, 100, 50)
    }

    @Test func aspectRatioKeepsAFixedChildsShape() throws {
        // Rules §11: only the proposal changes; a 30×30 frame stays 30×30, centred.
        let r = try run(Color.red.frame(width: 30, height: 30).id("c").aspectRatio(2, contentMode: .fit).id("a"), window(100, 100))
        expectRect(r["a"], 35, 35, 30, 30)
        expectRect(r["c"], 35, 35, 30, 30)
    }

    @Test func placeholderClampsToItsRange() throws {
        let p = try Placeholder("Image", minSize: Size(20, 20), idealSize: Size(40, 30), maxSize: Size(60, 50))
        expectRect(try run(p.id("p"), window(100, 100))["p"], 20, 25, 60, 50)
        expectRect(try run(p.fixedSize().id("f"), window(100, 100))["f"], 30, 35, 40, 30)
        #expect(throws: LayoutError.self) { try Placeholder("Bad", minSize: Size(50, 0), idealSize: Size(10, 10)) }
    }

    @Test func pixelRounding() throws {
        // Thirds of 100 at @2x: corners snap to half points: 33.5 / 33 / 33.5 (origin and far corner
        // rounded separately, halves up).
        var env = window(100, 10)
        env.roundsToPixels = true
        let r = try run(HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") }, env)
        expectRect(r["a"], 0, 0, 33.5, 10)
        expectRect(r["b"], 33.5, 0, 33, 10)
        expectRect(r["c"], 66.5, 0, 33.5, 10)
    }
}
