// Button styles and `.controlSize` on buttons, with the controls' environment parameters (issue #18), through the
// Swift API. Expected numbers are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web (SW-mac macOS 26.2,
// SW-ios the iOS 26 simulator; cited per test) or the assumed values docs/PLATFORMS.md states, marked as such.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

@Suite struct ButtonTests {
    @Test func buttonStylesPadTheLabel() throws {
        // SW-mac button/styles: + 12 sideways, + 4 vertically; SW-ios ios/button/basic: + 12, + 7.
        for (platform, v) in [(Platform.macOS26, 4.0), (.iOS26, 7.0)] {
            let view = VStack {
                Button("Bordered").buttonStyle(.bordered).id("bordered")
                Button("Bordered").buttonStyle(.plain).id("plain")
            }
            let r = try run(view, env(300, 300, platform))
            let plain = try #require(r["plain"]), bordered = try #require(r["bordered"])
            #expect(bordered.width == plain.width + 24)
            #expect(bordered.height == plain.height + 2 * v)
        }
    }

    @Test func controlSizeAndParameters() throws {
        // Assumed (docs/PLATFORMS.md): macOS bordered buttons 16 / 20 / 24 (measured) / 28 tall; extraLarge = large
        // (Apple's ControlSize.extraLarge documentation); the assumed paddings are environment parameters.
        let sizes: [ControlSize] = [.mini, .small, .regular, .large, .extraLarge]
        let view = VStack { for s in sizes { Button("OK").buttonStyle(.bordered).controlSize(s).id(s.rawValue) } }
        let mac = try run(view, measuredWindow(320, 300, .macOS26))
        #expect(sizes.map { mac[$0.rawValue]?.height } == [16, 20, 24, 28, 28])
        let ios = try run(view, measuredWindow(320, 400, .iOS26))
        #expect(sizes.map { ios[$0.rawValue]?.height } == [28.5, 32.5, 38.5, 50, 50])
        var e = measuredWindow(320, 300, .macOS26)
        try e.set("button_padding_large", 10)
        try e.set("divider_ideal_length", 30)
        #expect(try run(view, e)["large"]?.height == 36)
        #expect(try e.get("button_padding_large") == 10)
        #expect(try e.get("text_editor_ideal_width") == 10)
        #expect(throws: LayoutError.self) { try e.set("button_padding_small", -1) }
    }
}
