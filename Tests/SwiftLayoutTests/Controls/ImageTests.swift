// Image and SF Symbol boxes and baselines (issue #18) through the Swift API. Expected numbers are Apple's SwiftUI
// as recorded by github.com/iamcgn/swiftui-web (SW-mac macOS 26.2, SW-ios the iOS 26 simulator; cited per test,
// the goldens are Tests/Fixtures/goldens/images/ctl4_*), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ImageTests {
    @Test func imageIsRigidUnlessResizable() throws {
        // SW-mac image/resizable and image/aspect-ratio (swatch 64 × 40).
        let view = VStack(spacing: 8) {
            Image("swatch", width: 64, height: 40).id("rigid").frame(width: 30, height: 30)
            Image("swatch", width: 64, height: 40).resizable().id("shrunk").frame(width: 30, height: 30)
            Image("swatch", width: 64, height: 40).resizable().scaledToFit().id("fit").frame(width: 40, height: 100)
            Image("swatch", width: 64, height: 40).resizable().scaledToFill().id("fill").frame(width: 40, height: 60)
        }
        let r = try run(view, env(300, 400, .macOS26))
        #expect(r["rigid"]?.size == Size(64, 40))
        #expect(r["shrunk"]?.size == Size(30, 30))
        #expect(r["fit"]?.size == Size(40, 25))
        #expect(r["fill"]?.size == Size(96, 60))
    }

    @Test func symbolTable() {
        // Measured (SW-mac symbol/catalog-13, -17, symbol/basic; SW-ios ios/symbol/basic): boxes and descents.
        #expect(SymbolMetrics.box("star", pointSize: 13) == .init(width: 16.5, height: 16, descent: 3))
        #expect(SymbolMetrics.box("star", pointSize: 17) == .init(width: 22, height: 20, descent: 3.5))
        #expect(SymbolMetrics.box("ellipsis", pointSize: 13) == .init(width: 14, height: 4.5, descent: -2.5))
        #expect(SymbolMetrics.box("gear", pointSize: 17) == .init(width: 21.5, height: 20.5, descent: 4))
        #expect(SymbolMetrics.box("star", pointSize: 13, scale: .large) == .init(width: 21.5, height: 20.5, descent: 5))
        #expect(SymbolMetrics.box("star", pointSize: 13, weight: .bold) == .init(width: 17, height: 16.5, descent: 3))
        #expect(SymbolMetrics.box("star", pointSize: 17, weight: .bold).width == 22.5)
        #expect(SymbolMetrics.box("star", pointSize: 40) == .init(width: 51.5, height: 47, descent: 8))
        // A name the table lacks takes the star's box (approximate, docs/PLATFORMS.md).
        #expect(SymbolMetrics.box("no.such.symbol", pointSize: 13) == SymbolMetrics.box("star", pointSize: 13))
        #expect(SymbolMetrics.isMeasured("wifi") && !SymbolMetrics.isMeasured("no.such.symbol"))
        #expect(SymbolMetrics.table.count == 240)
    }

    /// Every symbol's own bold and large box at 13 pt (SW-mac `symbol/catalog-13-bold`, `catalog-13-large`
    /// @784361d, frame width × height): where the star's ratio is off by half a point (airplane bold: the ratio
    /// gives 16.5 × 15.5; backward.fill large: 20.5 × 15).
    @Test func symbolVariantsAt13AreMeasured() {
        #expect(SymbolMetrics.box("airplane", pointSize: 13, weight: .bold) == .init(width: 17, height: 15.5, descent: 3))
        #expect(SymbolMetrics.box("mountain.2", pointSize: 13, weight: .bold).width == 26.5)
        #expect(SymbolMetrics.box("airplane", pointSize: 13, scale: .large) == .init(width: 20.5, height: 19.5, descent: 5))
        let fwd = SymbolMetrics.box("backward.fill", pointSize: 13, scale: .large)
        #expect(fwd.width == 24.5 && fwd.height == 15.5)
        // Large and bold together (unrecorded): the symbol's bold ratio on its large box, not its bold box.
        let both = SymbolMetrics.box("airplane", pointSize: 13, weight: .bold, scale: .large)
        #expect(both.width >= 20.5 && both.height >= 19.5)
        // Semibold lies between the symbol's own regular and bold boxes, two thirds of the way (linear in the
        // weight); catalog-13-semibold (an independent check) records airplane 17 × 15.5: the height is right,
        // the width half a point narrow (150 of the 240 recorded boxes match: python/tests/views/controls/test_labels_and_images.py).
        let semi = SymbolMetrics.box("airplane", pointSize: 13, weight: .semibold)
        let regular = SymbolMetrics.box("airplane", pointSize: 13), bold = SymbolMetrics.box("airplane", pointSize: 13, weight: .bold)
        #expect(semi.width >= regular.width && semi.width <= bold.width && semi.height == 15.5)
    }

    /// The table's transcription, spot-checked against the recorded frames it was read from (SW-mac
    /// `symbol/catalog-10` and `symbol/catalog-26` @784361d, each symbol's frame width × height): both ends of
    /// the size range, the widest and the narrowest symbols, flat ones.
    @Test func symbolTableMatchesTheCatalogRecordings() {
        let recorded: [(name: String, size: Double, width: Double, height: Double)] = [
            ("battery.100", 10, 16.5, 8), ("mountain.2", 10, 20, 10), ("exclamationmark", 10, 3.5, 10.5),
            ("ellipsis", 10, 11.5, 3), ("airplane", 26, 32, 30), ("mountain.2", 26, 50, 27),
            ("exclamationmark", 26, 10, 28.5), ("minus", 26, 27, 6.5), ("chevron.up", 26, 28.5, 16.5),
        ]
        for r in recorded {
            let box = SymbolMetrics.box(r.name, pointSize: r.size)
            #expect(box.width == r.width && box.height == r.height, "\(r.name) at \(r.size) pt")
        }
    }

    @Test func symbolBaselineAndLabel() throws {
        // SW-ios ios/symbol/basic "baseline": the star's bottom 3.5 below a body Text's baseline. SW-mac symbol/basic
        // "label": the 13 pt Label is 16.08 tall, its title 0.08 below the star.
        let row = HStack(alignment: .firstTextBaseline) { Image(systemName: "star").id("s"); Text("Hello").id("t") }
        let r = try run(row, measuredWindow(320, 200, .iOS26))
        let s = try #require(r["s"]), t = try #require(r["t"])
        #expect(abs(s.maxY - (t.minY + 18.5 + 3.5)) < 1e-9)
        let label = Label(title: Text("Star label").id("lt"), icon: Image(systemName: "star").id("li")).id("l")
        let m = try run(label, measuredWindow(320, 200, .macOS26))
        let l = try #require(m["l"]), lt = try #require(m["lt"]), li = try #require(m["li"])
        #expect(abs(l.height - 16.08) < 0.01 && abs(lt.minY - li.minY - 0.08) < 0.01)
    }
}
