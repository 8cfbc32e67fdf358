import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// The seed answer's two trees on an iPhone 15 Pro (393×852, safe area top 59 / bottom 34), rules §13.
@Suite struct ModifierOrderTests {
    @Test func ignoreThenFrame() throws {
        // VStack { MapView().edgesIgnoringSafeArea(.top).frame(height: 300); Spacer() }
        // Root proposes the safe area 393×759 (852-59-34) at (0, 59). The frame is fixed at 300 tall, the
        // Spacer (priority -∞, no gap next to it) takes the other 459, so the VStack is 393×759 at (0, 59).
        // The frame wrapper: (0, 59, 393, 300). Its content, the ignoring wrapper, gets the same rect;
        // its top edge is on the safe edge 59, so its child grows up to 0: MapView (0, 0, 393, 359).
        let view = VStack {
            MapView().id("map").edgesIgnoringSafeArea(.top).id("ignore").frame(height: 300).id("frame")
            Spacer()
        }
        let r = try layout(view, on: .iPhone15Pro)
        expectRect(r["frame"], 0, 59, 393, 300)
        expectRect(r["ignore"], 0, 59, 393, 300)
        expectRect(r["map"], 0, 0, 393, 359)
        #expect(r.node(id: "frame")?.typeName == "ModifiedContent<ModifiedContent<MapView, SafeAreaIgnoringLayout>, FrameLayout>")
    }

    @Test func frameThenIgnore() throws {
        // The reverse order: the ignoring wrapper is (0, 59, 393, 300); it proposes 393×359 at (0, 0) to the
        // frame wrapper, which stays 300 tall: it moves up instead of growing — (0, 0, 393, 300), and so
        // does the MapView inside it.
        let view = VStack {
            MapView().id("map").frame(height: 300).id("frame").edgesIgnoringSafeArea(.top).id("ignore")
            Spacer()
        }
        let r = try layout(view, on: .iPhone15Pro)
        expectRect(r["ignore"], 0, 59, 393, 300)
        expectRect(r["frame"], 0, 0, 393, 300)
        expectRect(r["map"], 0, 0, 393, 300)
    }

    @Test func dumpShowsWrapperStructure() throws {
        let view = MapView().edgesIgnoringSafeArea(.top).frame(height: 300)
        let dump = try layout(view, on: .iPhone15Pro).dump()
        let lines = dump.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("ModifiedContent<ModifiedContent<MapView, SafeAreaIgnoringLayout>, FrameLayout> "))
        #expect(lines[1].hasPrefix("  ModifiedContent<MapView, SafeAreaIgnoringLayout> "))
        #expect(lines[2].hasPrefix("    MapView "))
    }

    @Test func siblingsDoNotMoveWhenAViewIgnoresTheSafeArea() throws {
        // VStack(spacing: 0) { Color.frame(height: 100).ignoresSafeArea(); Color } on iPhone 15 Pro:
        // the first child is laid out as if nothing were ignored: (0, 59, 393, 100); the second follows at
        // y = 159 and takes the rest of the 759 safe height: 659.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100).ignoresSafeArea().id("a")
            Color.blue.id("b")
        }
        let r = try layout(view, on: .iPhone15Pro)
        expectRect(r["a"], 0, 59, 393, 100)
        expectRect(r["b"], 0, 159, 393, 659)
    }

    @Test func aViewAwayFromTheSafeEdgeDoesNotGrow() throws {
        // A view whose top is at 159 is not on the safe edge (59): ignoring the top changes nothing.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            Color.blue.id("inner").ignoresSafeArea(edges: .top).id("b")
        }
        let r = try layout(view, on: .iPhone15Pro)
        expectRect(r["inner"], 0, 159, 393, 659)
    }

    @Test func ignoringAllEdgesFillsTheScreen() throws {
        // Color().ignoresSafeArea(): the wrapper is the safe rect (0, 59, 393, 759); every edge lies on a
        // safe edge, so the color covers the screen (0, 0, 393, 852).
        let r = try layout(Color.red.id("c").ignoresSafeArea().id("w"), on: .iPhone15Pro)
        expectRect(r["w"], 0, 59, 393, 759)
        expectRect(r["c"], 0, 0, 393, 852)
    }

    @Test func regionsFilterTheKeyboard() throws {
        // With a 300 pt keyboard the root proposes 852-59-300 = 493 tall. Ignoring only .container at the
        // bottom does not reach past the keyboard (the view's bottom 552 is not on the container's safe
        // edge 818); ignoring .keyboard extends to 818; ignoring .all extends on to 852.
        var env = LayoutEnvironment(device: .iPhone15Pro)
        env.keyboardHeight = 300
        let container = try layout(Color.red.id("c").ignoresSafeArea(.container, edges: .bottom), in: env)
        expectRect(container["c"], 0, 59, 393, 493)
        let keyboard = try layout(Color.red.id("c").ignoresSafeArea(.keyboard, edges: .bottom), in: env)
        expectRect(keyboard["c"], 0, 59, 393, 759)
        let all = try layout(Color.red.id("c").ignoresSafeArea(.all, edges: .bottom), in: env)
        expectRect(all["c"], 0, 59, 393, 793)
    }
}
