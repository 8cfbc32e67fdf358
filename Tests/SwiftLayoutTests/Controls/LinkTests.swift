// Link (issue #18) through the Swift API. Expected numbers are measurements of Apple's SwiftUI on macOS 26
// (github.com/iamcgn/swiftui-web goldens, cited per test; Tests/Fixtures/goldens/controls/ctl2_*), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct LinkTests {
    @Test func linkIsItsLabel() throws {
        // SW-mac link/basic: "Apple" 35 × 16; .font(.title) "Large" 54 × 33.
        let view = VStack(spacing: 12) {
            Link("Apple", destination: "https://www.apple.com").id("titled")
            Link("Large", destination: "https://www.apple.com").font(.title).id("large")
            Link(destination: "https://www.apple.com", label: Color("red").frame(width: 90.5, height: 24)).id("custom")
        }
        let r = try run(view, measuredWindow(320, 200, .macOS26))
        #expect(r["titled"]?.size == Size(35, 16))
        #expect(r["large"]?.size == Size(54, 33))
        #expect(r["custom"]?.size == Size(90.5, 24))
    }
}
