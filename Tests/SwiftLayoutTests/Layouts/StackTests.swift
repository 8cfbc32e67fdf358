import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// HStack / VStack (rules §2, §3, §4) and ZStack (§9).
@Suite struct StackTests {
    @Test func thirdsOfAHundred() throws {
        // HStack(spacing: 0) of three Colors proposed 100: equal flexibility, so in order each is offered
        // remaining / left: 100/3, (200/3)/2 = 100/3, 100/3.
        let v = HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") }
        let r = try run(v, window(100, 50))
        expectRect(r["a"], 0, 0, 100.0 / 3, 50)
        expectRect(r["b"], 100.0 / 3, 0, 100.0 / 3, 50)
        expectRect(r["c"], 200.0 / 3, 0, 100.0 / 3, 50)
    }

    @Test func noSecondPassOverflow() throws {
        // objc.io-H: red (range 0…75) is less flexible than green (100…∞), so it goes first and is
        // offered 150/2 = 75; green is offered the remaining 75 but needs 100. Nothing is handed back, the
        // stack is 175 wide and overflows; the root centres it at (150 − 175)/2 = −12.5.
        let v = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 75).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }
        let r = try run(v, window(150, 50))
        expectRect(r["red"], -12.5, 0, 75, 50)
        expectRect(r["green"], 62.5, 0, 100, 50)
        expectRect(r.root.frame, -12.5, 0, 175, 50)
    }

    /// HStack(spacing: 0) of a, b and c in a window 40 tall: how it distributes the width.
    static let distributions: [FrameCase] = [
        // docs/MEASUREMENTS.md hstack-distribution: a fixed 50 between two Colors in 300 → 125 / 50 / 125.
        FrameCase(description: "least flexible first", size: Size(300, 40), view: {
            HStack(spacing: 0) { Color.red.id("a"); Color.green.frame(width: 50).id("b"); Color.blue.id("c") }
        }, frames: "a 0 0 125 40\nb 125 0 50 40\nc 175 0 125 40"),
        // MEASURED hstack-priority 20 / 220 / 60 in 300: the priority-1 Color gets 300 minus the minimums
        // of the others (20 + 60) = 220. Then the lower group, both unbounded, larger minimum first:
        // minWidth 60 is offered 80/2 = 40 and takes 60; minWidth 20 is offered 20.
        FrameCase(description: "layoutPriority reserves the lower minimums", size: Size(300, 40), view: {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).id("a")
                Color.green.layoutPriority(1).id("b")
                Color.blue.frame(minWidth: 60).id("c")
            }
        }, frames: "a 0 0 20 40\nb 20 0 220 40\nc 240 0 60 40"),
    ]

    @Test(arguments: distributions) func distributes(_ c: FrameCase) throws { try c.check() }

    @Test func priorityPassesThroughModifiers() throws {
        // .layoutPriority(1).padding(0) still counts: the same 20 / 220 / 60 split as above.
        let v = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20)
            Color.green.layoutPriority(1).padding(0).id("b")
            Color.blue.frame(minWidth: 60)
        }
        expectRect(try run(v, window(300, 40))["b"], 20, 0, 220, 40)
    }

    /// A view that is 0…60 wide with ideal 60, like the waterui #968 probe's a and b.
    private func probe(_ id: String) -> some View { Color.gray.frame(minWidth: 0, idealWidth: 60, maxWidth: 60).id(id) }

    @Test func spacerProbeAt100() throws {
        // Rules §4: HStack(spacing: 10) { a; Spacer; b } at 100: 80 after the gaps; the spacer is last
        // (priority -∞) and its minimum (0 here) is reserved; a is offered 80/2 = 40, b 40/1 = 40; the
        // spacer gets the remaining 0. Measured: 40 / 0 / 40.
        let v = HStack(spacing: 10) { probe("a"); Spacer(minLength: 0).id("s"); probe("b") }
        let r = try run(v, window(100, 20))
        expectRect(r["a"], 0, 0, 40, 20)
        expectRect(r["s"], 50, 10, 0, 0)
        expectRect(r["b"], 60, 0, 40, 20)
    }

    @Test func spacerProbeAt160() throws {
        // At 160: 140 after gaps; a offered 70 takes 60, b offered 80 takes 60, spacer takes 20. Measured
        // 60 / 20 / 60. The default Spacer (minLength 8, reserved first) gives the same split.
        for spacer in [Spacer(minLength: 0), Spacer()] {
            let v = HStack(spacing: 10) { probe("a"); spacer.id("s"); probe("b") }
            let r = try run(v, window(160, 20))
            expectRect(r["a"], 0, 0, 60, 20)
            expectRect(r["s"], 70, 10, 20, 0)
            expectRect(r["b"], 100, 0, 60, 20)
        }
    }

    @Test func defaultSpacingIsEightBetweenPlainViewsAndZeroNextToSpacer() throws {
        // MEASURED: VStack of two 50-tall Colors with spacing nil is 108 tall (8 between them).
        let v = VStack { Color.red.frame(width: 50, height: 50).id("a"); Color.blue.frame(width: 50, height: 50).id("b") }
        let r = try run(v, window(200, 200))
        expectRect(r.root.frame, 75, 46, 50, 108)
        expectRect(r["b"], 75, 104, 50, 50)
        // SW-mac layout/spacer: no gap next to a Spacer; the box ends at 50 and the spacer starts at 50.
        let h = HStack { Color.red.frame(width: 50).id("box"); Spacer().id("s") }
        let rh = try run(h, window(200, 100))
        expectRect(rh["box"], 0, 0, 50, 100)
        expectRect(rh["s"], 50, 50, 150, 0)
    }

    @Test func spacerMinLengthOverflows() throws {
        // MEASURED spacer-min-length: 250 + Spacer(minLength: 20) + 100 in 300: the spacer keeps 20, the
        // row is 370 wide and centred at (300 − 370)/2 = −35.
        let v = HStack { Color.red.frame(width: 250); Spacer(minLength: 20).id("s"); Color.blue.frame(width: 100) }
        let r = try run(v, window(300, 50))
        expectRect(r.root.frame, -35, 0, 370, 50)
        expectRect(r["s"], 215, 25, 20, 0)
    }

    @Test func crossAxisAlignment() throws {
        // VStack(alignment: .leading, spacing: 0) of 100×10 and 50×10: the stack is 100×20, centred in
        // 300×100 at (100, 40); the second child starts at its leading edge, 10 below: (100, 50). With
        // .trailing the narrow one ends at the stack's right edge 200: x = 150.
        let lead = VStack(alignment: .leading, spacing: 0) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10).id("n") }
        expectRect(try run(lead, window(300, 100))["n"], 100, 50, 50, 10)
        let trail = VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10).id("n") }
        expectRect(try run(trail, window(300, 100))["n"], 150, 50, 50, 10)
        let top = HStack(alignment: .top, spacing: 0) { Color.red.frame(width: 10, height: 100); Color.blue.frame(width: 10, height: 40).id("n") }
        expectRect(try run(top, window(100, 300))["n"], 50, 100, 10, 40)
    }

    @Test func nilMajorProposalUsesIdealLengths() throws {
        // fixedSize proposes nil: a VStack of two Colors is then 10 + 8 + 10 = 28 tall, 10 wide.
        let r = try run(VStack { Color.red; Color.blue }.fixedSize().id("s"), window(200, 200))
        expectRect(r["s"], 95, 86, 10, 28)
    }

    @Test func negativeSpacingOverlaps() throws {
        let v = HStack(spacing: -10) { Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 50, height: 10).id("b") }
        let r = try run(v, window(200, 10))
        // 50 + 50 − 10 = 90 wide, centred at 55; b starts at 55 + 40.
        expectRect(r["b"], 95, 0, 50, 10)
    }

    @Test func zstackSizeAndAlignment() throws {
        // ZStack(alignment: .bottomTrailing) of 100×60 and 40×20: 100×60; the small one's bottom-trailing
        // corner meets the big one's: origin offset (60, 40). Centred in 200×200 at (50, 70).
        let v = ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 60); Color.blue.frame(width: 40, height: 20).id("s") }
        let r = try run(v, window(200, 200))
        expectRect(r.root.frame, 50, 70, 100, 60)
        expectRect(r["s"], 110, 110, 40, 20)
    }

    @Test func zstackWithFlexibleChildTakesTheProposal() throws {
        // MEASURED zstack-fill: a Color in a ZStack makes it take the whole proposal; the Text-like fixed
        // child is centred in it.
        let v = ZStack { Color.red.id("c"); Color.blue.frame(width: 20, height: 20).id("f") }
        let r = try run(v, window(200, 100))
        expectRect(r["c"], 0, 0, 200, 100)
        expectRect(r["f"], 90, 40, 20, 20)
    }

    @Test func zstackSizeCountsOnlyTopPriority() throws {
        // Rules §9: a low-priority child does not size the ZStack; it is re-proposed the stack's size.
        let v = ZStack { Color.red.frame(width: 50, height: 50).layoutPriority(1); Color.blue.id("low") }
        let r = try run(v, window(200, 200))
        expectRect(r.root.frame, 75, 75, 50, 50)
        expectRect(r["low"], 75, 75, 50, 50)
    }
}
