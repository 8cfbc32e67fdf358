import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// GeometryReader and coordinate spaces (rules §18).
@Suite struct GeometryReaderTests {
    @Test func takesTheRemainingSpaceInAVStack() throws {
        // VStack(spacing: 0) { 100-tall frame; GeometryReader } in 300×500: the reader is flexible like a
        // Color and gets the other 400; its content is built from that size: a frame of half of it,
        // placed top-leading.
        let v = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).id("half") }.id("g")
        }
        let r = try layout(v, in: window(300, 500))
        expectRect(r["g"], 0, 100, 300, 400)
        expectRect(r["half"], 0, 100, 150, 200)
        #expect(r.dump().contains("    ModifiedContent<Color, FrameLayout> #half"))
    }

    @Test func inAnOverlayItMeasuresWithoutChangingLayout() throws {
        // In an overlay the reader is proposed the primary's size (120×40) and reports it; the primary
        // keeps its frame.
        nonisolated(unsafe) var seen = Size.zero
        let v = Color.red.frame(width: 120, height: 40).id("p").overlay(GeometryReader { proxy in
            seen = proxy.size
            return Color.clear
        })
        let r = try layout(v, in: window(200, 100))
        expectRect(r["p"], 40, 30, 120, 40)
        #expect(seen == Size(120, 40))
    }

    @Test func nilProposalIsZero() throws {
        let r = try layout(GeometryReader { _ in Color.clear }.fixedSize().id("g"), in: window(100, 100))
        expectRect(r["g"], 50, 50, 0, 0)
    }

    @Test func framesInCoordinateSpaces() throws {
        // The reader is the second row (y 50) of a VStack placed at (0, 59) on an iPhone 15 Pro inside a
        // named space "card": global y 109, y 50 in "card", 0 locally; its safe-area insets are 0 (it is
        // away from the edges), while a reader ignoring the safe area at the root sees 59 / 34.
        nonisolated(unsafe) var frames: [Rect?] = []
        let v = VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { proxy in
                frames = [proxy.frame(in: .global), proxy.frame(in: .named("card")), proxy.frame(in: .local), proxy.frame(in: .named("nope"))]
                return Color.clear
            }.frame(height: 30)
            Spacer()
        }.coordinateSpace(name: "card")
        _ = try layout(v, on: .iPhone15Pro)
        #expect(frames[0]?.minY == 109 && frames[1]?.minY == 50 && frames[2] == Rect(x: 0, y: 0, width: 393, height: 30))
        #expect(frames[3] == nil)
        nonisolated(unsafe) var insets = EdgeInsets()
        _ = try layout(GeometryReader { proxy in insets = proxy.safeAreaInsets; return Color.clear }.ignoresSafeArea(), on: .iPhone15Pro)
        #expect(insets == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func failingContentFunctionIsAnError() {
        struct Boom: Error {}
        #expect(throws: LayoutError.self) { try layout(GeometryReader { _ in throw Boom() }, in: window(10, 10)) }
    }
}
