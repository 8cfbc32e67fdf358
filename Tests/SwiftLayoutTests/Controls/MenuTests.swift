// Menu (issue #18) through the Swift API. Expected numbers are measurements of Apple's SwiftUI (github.com/iamcgn/
// swiftui-web goldens, cited per test; Tests/Fixtures/goldens/controls/ctl2_*), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct MenuTests {
    @Test func menuChromePerPlatform() throws {
        // SW-mac menu/basic: "Options" 95 × 24 (47.5 + 47.5), "Hidden" with the indicator hidden 67.5
        // (43.5 + 24), "Primary" with a primary action 91.5 (the recorded 46.5 + 45).
        let mac = try run(VStack(spacing: 12) {
            Menu("Options").id("options")
            Menu("Hidden").menuIndicator(.hidden).id("hidden")
            Menu("Primary", primaryAction: true).id("primary")
        }, measuredWindow(360, 240, .macOS26))
        #expect(mac["options"]?.size == Size(95, 24))
        #expect(mac["hidden"]?.size == Size(67.5, 24))
        #expect(mac["primary"]?.size == Size(91.5, 24))
        // SW-ios ios/menu/basic: its label, 60 × 24.5; on a first-text-baseline row 8 after "Hg" (22.5).
        let ios = try run(HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Hg").id("hg")
            Menu("Options").menuIndicator(.hidden).id("menu")
        }, measuredWindow(320, 300, .iOS26))
        let hg = try #require(ios["hg"]), menu = try #require(ios["menu"])
        #expect(menu.size == Size(60, 24.5))
        #expect(menu.minX == hg.maxX + 8)
        #expect(menu.minY == hg.minY)
    }
}
