import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Right-to-left layout (rules §23). MEASURED cases come from github.com/iamcgn/swiftui-web @863aea4
/// (layout/rtl-stacks, rtl-custom; macOS 27.0.1, @2x); the rest follow from SwiftUI's rule — each view's
/// x flipped within its parent — where no recording pins them.
@Suite struct RTLTests {
    private func rtl(_ width: Double, _ height: Double) -> LayoutEnvironment {
        var env = window(width, height)
        env.layoutDirection = .rightToLeft
        return env
    }

    @Test func stacksPaddingFramesAndIslandsMirror() throws {
        // MEASURED rtl-stacks (the first rows; this column lacks the Text and guide rows, 56 pt, so y is 28 more; x is as recorded).
        let v = VStack(alignment: .leading, spacing: 10) {
            HStack { Color.red.frame(width: 40, height: 30).id("a"); Color.blue.frame(width: 60, height: 30).id("b")
                     Spacer(); Color.green.frame(width: 30, height: 30).id("c") }
            Color.orange.frame(width: 50, height: 20).padding(.leading, 30).id("padded")
            Color.purple.frame(width: 40, height: 20).id("p").frame(width: 120, alignment: .leading).id("framed")
            ZStack(alignment: .topLeading) { Color.gray.frame(width: 100, height: 40); Color.black.frame(width: 20, height: 20).id("zfront") }
            HStack { Color.red.frame(width: 30, height: 20).id("ltrA"); Color.blue.frame(width: 30, height: 20).id("ltrB") }
                .layoutDirection(.leftToRight).id("island")
        }.frame(width: 300, alignment: .leading)
        let r = try run(v, rtl(320, 260))
        expectFrames(r, """
            a 270 45 40 30
            b 202 45 60 30
            c 10 45 30 30
            padded 230 85 80 20
            framed 190 115 120 20
            p 270 115 40 20
            zfront 290 145 20 20
            island 242 195 68 20
            ltrA 242 195 30 20
            ltrB 280 195 30 20
            """)
        // The same tree with the modifier instead of the root environment.
        let m = try run(v.layoutDirection(.rightToLeft), window(320, 260))
        expectRect(m["a"], 270, 45, 40, 30)
        expectRect(m["ltrB"], 280, 195, 30, 20)
    }

    @Test func alignmentGuidesMoveInward() throws {
        // MEASURED rtl-stacks: alignmentGuide(.leading) { _ in -10 } in a leading VStack right to left ends
        // 10 pt inside the right edge (300 of 310).
        let v = VStack(alignment: .leading) {
            Color.red.frame(width: 300, height: 10)
            Color.cyan.frame(width: 30, height: 20).alignmentGuide(.leading) { _ in -10 }.id("guided")
        }.frame(width: 300, alignment: .leading)
        expectRect(try run(v, rtl(320, 100))["guided"], 270, 49, 30, 20)
    }

    @Test func safeAreaLeadingIsTheRightEdgeRightToLeft() throws {
        // A landscape-like screen with a 59 pt inset on the left: right to left that is the trailing
        // inset, so ignoresSafeArea(edges: .trailing) grows left and .leading changes nothing.
        var env = rtl(400, 200)
        env.safeArea = EdgeInsets(leading: 59)
        let trailing = try run(Color.red.id("c").ignoresSafeArea(edges: .trailing), env)
        expectRect(trailing["c"], 0, 0, 400, 200)
        let leading = try run(Color.red.id("c").ignoresSafeArea(edges: .leading), env)
        expectRect(leading["c"], 59, 0, 341, 200)
        // A GeometryReader reports the left inset as its trailing one.
        let reader = GeometryReader { proxy in
            #expect(proxy.safeAreaInsets.trailing == 59 && proxy.safeAreaInsets.leading == 0)
            return Color.clear
        }.ignoresSafeArea()
        _ = try run(reader, env)
    }

    @Test func safeAreaInsetLeadingGoesRight() throws {
        // safeAreaInset(edge: .leading) puts its content on the right, and content that ignores the safe
        // area under it extends right.
        let v = Color.red.id("main").ignoresSafeArea(edges: .leading)
            .safeAreaInset(edge: .leading, spacing: 0, content: Color.blue.frame(width: 50).id("inset"))
        let r = try run(v, rtl(300, 100))
        expectRect(r["inset"], 250, 0, 50, 100)
        expectRect(r["main"], 0, 0, 300, 100)
    }

    @Test func offsetStaysPhysicalAndPositionMirrors() throws {
        // offset is a render transform in screen terms: +40 moves right in both directions. position is
        // a placement like any other and is flipped within its parent (SwiftUI's coordinate space puts
        // x = 0 at the leading edge). Neither is recorded (the probes sit outside).
        let offset = try run(Color.red.frame(width: 20, height: 20).id("c").offset(x: 40), rtl(100, 100))
        expectRect(offset["c"], 80, 40, 20, 20)
        let position = try run(Color.red.frame(width: 20, height: 20).id("c").position(x: 30, y: 20), rtl(100, 100))
        expectRect(position["c"], 60, 10, 20, 20)
    }

    @Test func localeAndNames() throws {
        var env = window(10, 10)
        try env.set("locale", string: "he_IL")
        #expect(env.layoutDirection == .rightToLeft)
        try env.set("locale", string: "en-US")
        #expect(env.layoutDirection == .leftToRight)
        try env.set("layout_direction", string: "rtl")
        #expect(try env.getString("layout_direction") == "rightToLeft")
        #expect(throws: LayoutError.self) { try env.set("layout_direction", string: "up") }
        #expect(LayoutDirection.forLocale("ar") == .rightToLeft)
        #expect(LayoutDirection.forLocale("fr_FR") == .leftToRight)
    }

    @Test func relayoutFlipsOnlyWhenTheDirectionChanges() throws {
        let v = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10) }
        let retained = try RetainedLayout(v, in: window(100, 10))
        expectRect(retained.result["a"], 40, 0, 10, 10)
        #expect(try retained.relayout(in: rtl(100, 10)))
        expectRect(retained.result["a"], 50, 0, 10, 10)
    }
}
