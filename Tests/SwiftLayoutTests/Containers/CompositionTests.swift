// ViewThatFits, AnyLayout, Group/EmptyView/Section and the scroll-view options through the Swift API,
// against frames recorded in Apple's SwiftUI (macOS 26 windows @2x; each case cites its fixture). Shapes
// and colours only, so the numbers do not depend on the text model.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct CompositionTests {
    func rows(_ n: Int, _ prefix: String) -> VStack {
        VStack(spacing: 0, children: (0..<n).map { k in
            (k % 2 == 0 ? Color.blue : Color.orange).frame(width: 120, height: 20).id("\(prefix)\(k)")
        })
    }

    /// sw_layout_group_modifier (swiftui-web layout/group-modifier): modifiers on a Group apply to each view.
    @Test func groupModifiersApplyToEachView() throws {
        let view = HStack(spacing: 0) {
            Group { Color.red.id("a"); Color.blue.id("b") }.frame(width: 50, height: 50).padding(5)
            EmptyView()
            Color.green.id("c")
        }
        let r = try run(view, window(300, 100))
        expectRect(r["a"], 5, 25, 50, 50)
        expectRect(r["b"], 65, 25, 50, 50)
        expectRect(r["c"], 120, 0, 180, 100)
    }

    /// swm3_view_that_fits_widths_heights_axes: the first candidate fitting on the constrained axes, else
    /// the last; an unconstrained axis does not count (an 8 pt tall frame with in: .horizontal).
    @Test func viewThatFitsChoosesByIdealSize() throws {
        func fits(_ width: Double?, _ height: Double?, axes: Axis.Set = [.horizontal, .vertical]) -> some View {
            ViewThatFits(in: axes) {
                Rectangle().frame(width: 101.5, height: 16).id("first")
                Rectangle().frame(width: 25, height: 16).id("last")
            }.frame(width: width, height: height, alignment: .topLeading)
        }
        let wide = try run(fits(200, nil), window(320, 300))
        #expect(wide["first"]?.width == 101.5)
        #expect(wide["last"] == nil || wide["last"]?.width == 0)
        let narrow = try run(fits(60, nil), window(320, 300))
        #expect(narrow["last"]?.width == 25)
        let tiny = try run(fits(10, nil), window(320, 300))
        #expect(tiny["last"]?.width == 25)   // nothing fits: the last overflows
        let axis = try run(fits(120, 8, axes: .horizontal), window(320, 300))
        #expect(axis["first"]?.width == 101.5)
    }

    /// customlayout/any (cnt_anylayout_hstacklayout_initial, swm3_anylayout_vstacklayout_after_switch):
    /// AnyLayout(VStackLayout(spacing: 4)) is 20 + 4 + 20 tall for two 20 pt boxes, centred.
    @Test func anyLayoutLaysOutAsTheStack() throws {
        let v = AnyLayout(VStackLayout(spacing: 4)) {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.red.frame(width: 30, height: 20).id("b")
        }.id("stack")
        let r = try run(v, window(240, 120))
        expectRect(r["stack"], 105, 38, 30, 44)
        expectRect(r["b"], 105, 62, 30, 20)
        let h = try run(AnyLayout(HStackLayout(spacing: 8)) { Color.red.frame(width: 30, height: 20).id("a"); Color.red.frame(width: 30, height: 20) }.id("stack"),
                        window(240, 120))
        expectRect(h["stack"], 86, 50, 68, 20)
    }

    /// swm3_scroll_content_margins: margins widen the scroll view across its axis and inset the content.
    @Test func contentMargins() throws {
        let r = try run(ScrollView { rows(20, "a") }.contentMargins(20, for: .scrollContent).id("s"), window(600, 200))
        let s = try #require(r["s"]), a0 = try #require(r["a0"])
        #expect(s.width == 160 && s.height == 200)
        #expect(a0.minX - s.minX == 20 && a0.minY - s.minY == 20)
        let h = try run(ScrollView { rows(3, "b") }.contentMargins(.horizontal, 12, for: .scrollContent).id("s"), window(600, 200))
        #expect(h["s"]?.width == 144 && h["b0"]?.minY == 0)
        let i = try run(ScrollView { rows(20, "d") }.contentMargins(20, for: .scrollIndicators).id("s"), window(600, 200))
        #expect(i["s"]?.width == 120 && i["d0"]?.minY == 0)
    }

    /// swm3_scroll_default_anchor_roles_at_rest and sw_scroll_anchor_bottom.
    @Test func defaultScrollAnchor() throws {
        let env = window(600, 200)
        #expect(try run(ScrollView { rows(3, "a") }.defaultScrollAnchor(.bottom, for: .alignment), env)["a0"]?.minY == 140)
        #expect(try run(ScrollView { rows(3, "b") }.defaultScrollAnchor(.center, for: .alignment), env)["b0"]?.minY == 70)
        #expect(try run(ScrollView { rows(20, "c") }.defaultScrollAnchor(.bottom, for: .sizeChanges), env)["c0"]?.minY == 0)
        let d = try run(ScrollView { rows(20, "d") }.defaultScrollAnchor(.bottom).defaultScrollAnchor(.bottom, for: .sizeChanges), env)
        #expect(d["d0"]?.minY == -200 && d["d10"]?.minY == 0)
    }

    /// swm3_scroll_indicator_modifiers_leave_layout.
    @Test func indicatorOptionsChangeNothing() throws {
        let view = HStack(spacing: 20) {
            ScrollView(showsIndicators: false) { rows(20, "a") }.id("A")
            ScrollView { rows(20, "b") }.scrollIndicators(.hidden).scrollDisabled(true).scrollTargetLayout().id("B")
        }
        let r = try run(view, window(300, 200))
        #expect(r["A"]?.height == 200 && r["B"]?.height == 200)
        #expect(r["a0"]?.minY == 0 && r["b0"]?.minY == 0)
    }

    /// swm3_lazyvgrid_sections_header_footer_rows: header and footer across the grid, rows 4 apart.
    @Test func sectionsInLazyVGrid() throws {
        let grid = LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 3), spacing: 4) {
            Section(header: Color.gray.frame(height: 24).id("aH"), footer: Color.black.frame(height: 16).id("aF"),
                    children: (0..<5).map { Color.red.frame(height: 20).id("a\($0)") })
            Section(header: Color.gray.frame(width: 46, height: 16).id("bH"), children: [Color.blue.frame(height: 20).id("b0")])
        }
        let r = try run(ScrollView { grid }.frame(width: 240), window(300, 300))
        expectFrames(r, """
            aH 30 0 240 24
            a0 52 28 60 20
            a4 120 52 60 20
            aF 30 76 240 16
            bH 127 96 46 16
            b0 52 116 60 20
            """)
    }
}
