// Divider (issue #18) through the Swift API. Expected numbers are measurements of Apple's SwiftUI
// (github.com/iamcgn/swiftui-web goldens, cited per test; docs/PLATFORMS.md), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct DividerTests {
    @Test func dividerFollowsItsStack() throws {
        // SW-mac layout/divider: 200 × 1 in the VStack, 1 × 179 in the HStack.
        let view = VStack(spacing: 0) {
            Color("red").frame(width: 100, height: 20)
            Divider().id("h")
            HStack(spacing: 0) { Color("blue").frame(width: 20, height: 60); Divider().id("v"); Color("green").frame(width: 20, height: 60) }
        }
        let r = try run(view, env(200, 200, .macOS26))
        expectRect(r["h"], 0, 20, 200, 1)
        expectRect(r["v"], 99.5, 21, 1, 179)
        // SW-ios: one pixel at @2x.
        let ios = try run(VStack { Divider().id("h") }, env(320, 100, .iOS26))
        #expect(ios["h"]?.height == 0.5)
    }
}
