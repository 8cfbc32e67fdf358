import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// The Layout protocol in Swift (rules §20).
@Suite struct CustomLayoutTests {
    struct EqualWidthHStack: CustomLayout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(width: (sizes.map(\.width).max() ?? 0) * Double(subviews.count), height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            let width = bounds.width / Double(max(subviews.count, 1))
            for (k, s) in subviews.enumerated() {
                s.place(at: Point(x: bounds.minX + Double(k) * width, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    @Test func equalWidths() throws {
        // Ideal widths 10, 30, 10 → 90 × 20, centred in 300 × 100 at (105, 40); children 30 wide each.
        let v = LayoutView(EqualWidthHStack()) {
            Rectangle().frame(height: 10).id("a"); Rectangle().frame(width: 30, height: 20).id("b"); Rectangle().frame(height: 10).id("c")
        }
        let r = try layout(v, in: window(300, 100))
        expectRect(r["a"], 105, 40, 30, 10)
        expectRect(r["b"], 135, 40, 30, 20)
        expectRect(r["c"], 165, 40, 30, 10)
    }

    @Test func unplacedSubviewsAreCentredAndErrorsAreErrors() throws {
        struct Lazy: CustomLayout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size { Size(100, 100) }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {}
        }
        expectRect(try layout(LayoutView(Lazy()) { Color.red.id("c") }, in: window(300, 300))["c"], 145, 145, 10, 10)
        struct Broken: CustomLayout {
            struct Oops: Error {}
            func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size { throw Oops() }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {}
        }
        #expect(throws: LayoutError.self) { try layout(LayoutView(Broken()) { Color.red }, in: window(10, 10)) }
    }

    /// layoutValue(key:value:): a column that puts each subview at x = its IndentKey value (rules §20;
    /// the measured case is the fixture cnt2_layout_values).
    struct IndentKey: LayoutValueKey { static let defaultValue = 5.0 }
    struct Indented: CustomLayout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size { Size(100, 100) }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            for (k, s) in subviews.enumerated() {
                let x = s[IndentKey.self] + s.layoutValue("extra", default: 0)
                s.place(at: Point(bounds.minX + x, bounds.minY + Double(k) * 10), proposal: .unspecified)
            }
        }
    }

    @Test func layoutValuesPassThroughModifiersAndTheOutermostWins() throws {
        let v = LayoutView(Indented()) {
            Color.red.frame(width: 10, height: 10).layoutValue(key: IndentKey.self, value: 20).padding(0).id("a")
            Color.red.frame(width: 10, height: 10).id("b")                                      // the default, 5
            Color.red.frame(width: 10, height: 10).layoutValue(key: IndentKey.self, value: 1)
                .layoutValue(key: IndentKey.self, value: 30).id("c")                             // outermost: 30
            Color.red.frame(width: 10, height: 10).layoutValue(key: "extra", value: 2).id("d")   // 5 + 2
        }
        let r = try layout(v, in: window(100, 100))
        expectRect(r["a"], 20, 0, 10, 10)
        expectRect(r["b"], 5, 10, 10, 10)
        expectRect(r["c"], 30, 20, 10, 10)
        expectRect(r["d"], 7, 30, 10, 10)
    }

    @Test func layoutValueChangesNoFrame() throws {
        let plain = try layout(VStack { Text("a").padding().id("x") }, in: window(100, 100))
        let valued = try layout(VStack { Text("a").layoutValue(key: IndentKey.self, value: 9).padding().id("x") }, in: window(100, 100))
        #expect(plain["x"] == valued["x"] && plain["x"] != nil)
    }
}
