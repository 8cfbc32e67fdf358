import Testing
@testable import SwiftLayout

/// GroupBox and DisclosureGroup with the macOS 26 numbers measured by swiftui-web groupbox/basic and
/// disclosure/basic (fixtures cnt2_groupbox_macos, cnt2_disclosure_group_*_macos).
@Suite struct GroupingTests {
    func mac(_ w: Double, _ h: Double) -> LayoutEnvironment {
        var env = window(w, h)
        env.platform = .macOS26
        return env
    }

    @Test func groupBoxInsetsAndLabel() throws {
        let box = GroupBox(label: Color.blue.frame(width: 30, height: 16).id("l"),
                           children: [Color.red.frame(width: 62, height: 40.5).id("c")]).id("g")
        let r = try layout(box, in: mac(320, 400))
        let g = try #require(r["g"])
        expectRect(r["g"], g.minX, g.minY, 72, 69.5)
        expectRect(r["c"], g.minX + 5, g.minY + 24, 62, 40.5)
        expectRect(r["l"], g.minX + 10, g.minY, 30, 16)
        let plain = try layout(GroupBox { Color.red.frame(width: 79.5, height: 16).id("c") }.id("g"), in: mac(320, 400))
        let p = try #require(plain["g"])
        expectRect(plain["g"], p.minX, p.minY, 89.5, 26)
        expectRect(plain["c"], p.minX + 5, p.minY + 5, 79.5, 16)
    }

    @Test func disclosureGroupRowAndContent() throws {
        let group = DisclosureGroup(label: Color.blue.frame(width: 83, height: 24).id("l"), isExpanded: true,
                                    children: [Color.red.frame(width: 41, height: 16).id("c")]).frame(width: 280).id("d")
        let r = try layout(group, in: mac(320, 300))
        let d = try #require(r["d"])
        expectRect(r["d"], d.minX, d.minY, 280, 48)
        expectRect(r["l"], d.minX + 11.5, d.minY + 4, 83, 24)
        expectRect(r["c"], d.midX - 20.5, d.minY + 32, 41, 16)
        let collapsed = try layout(DisclosureGroup(label: Color.blue.frame(width: 50, height: 16), children: [Color.red.id("c")])
            .frame(width: 280).id("d"), in: mac(320, 300))
        #expect(collapsed["c"] == nil)
        #expect(collapsed["d"]?.height == 24)   // a 16 pt label + 4 + 4
    }
}
