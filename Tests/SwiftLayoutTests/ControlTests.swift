// The everyday views (issue #18) through the Swift API. Expected numbers are measurements of Apple's
// SwiftUI (github.com/iamcgn/swiftui-web goldens, cited per test; docs/PLATFORMS.md), not engine output.
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

private func env(_ w: Double, _ h: Double, _ platform: Platform) -> LayoutEnvironment {
    var e = window(w, h)
    e.platform = platform
    return e
}

@Suite struct ControlTests {
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

    @Test func iOSControlsFillTheWidth() throws {
        // SW-ios ios/layout/controls.
        let view = VStack {
            Toggle("Enabled", isOn: true).id("toggle")
            TextField("Placeholder", text: "Hello").id("field")
            TextField("Placeholder", text: "Hello").textFieldStyle(.roundedBorder).id("rounded")
            Slider(value: 0.5).id("slider")
            Stepper("Quantity: 3", value: 3).id("stepper")
            Picker("Size", selection: "1", options: [Text("Small").tag(1), Text("Medium").tag(2)]).pickerStyle(.segmented).id("segmented")
        }
        let r = try run(view, env(320, 480, .iOS26))
        let heights: [(String, Double)] = [("toggle", 30), ("field", 26), ("rounded", 34), ("slider", 31), ("stepper", 32), ("segmented", 31)]
        for (name, h) in heights {
            #expect(r[name]?.size == Size(320, h), "\(name)")
        }
    }

    @Test func macOSControlsHiddenLabels() throws {
        // SW-mac toggle/basic (16 × 16), toggle/styles (54 × 24), stepper/basic (20 × 26),
        // progress/indeterminate (32, small 16).
        let view = VStack(alignment: .leading) {
            Toggle("Enabled", isOn: true).labelsHidden().id("checkbox")
            Toggle("Enabled", isOn: true).toggleStyle(.switch).labelsHidden().id("switch")
            Stepper("Count", value: 1).labelsHidden().id("stepper")
            ProgressView().id("spinner")
            ProgressView().controlSize(.small).id("small")
        }
        let r = try run(view, env(320, 300, .macOS26))
        #expect(r["checkbox"]?.size == Size(16, 16))
        #expect(r["switch"]?.size == Size(54, 24))
        #expect(r["stepper"]?.size == Size(20, 26))
        #expect(r["spinner"]?.size == Size(32, 32))
        #expect(r["small"]?.size == Size(16, 16))
    }

    @Test func documentSpellings() throws {
        let node = try ViewDocument.parse(#"{"type": "VStack", "children": [{"type": "Text", "text": "OK", "id": "t"}, {"type": "Button", "title": "OK", "modifiers": [{"buttonStyle": "bordered_prominent", "id": "b"}]}, {"type": "Image", "name": "swatch", "width": 64, "height": 40, "resizable": true, "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 40}}]}]}"#)
        let r = try layout(node, in: env(300, 200, .macOS26))
        // SW-mac button/styles: a bordered button is its label + 4 above and below.
        #expect(r["b"]!.height == r["t"]!.height + 8)
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "Button", "title": "OK", "modifiers": [{"buttonStyle": "fancy"}]}"#) }
        #expect(throws: LayoutError.self) { try ViewDocument.parse(#"{"type": "Image", "name": "swatch"}"#) }
    }
}
