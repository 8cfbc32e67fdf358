import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Caching, depth and environments: the layout pass itself; finite frames.
@Suite struct EngineTests {
    @Test func nestedStacksMeasureLinearly() throws {
        // A chain of 1,000 nested VStacks around a Color. Each stack probes its child at most three ways
        // per proposal it receives (0, ∞, the offer) and the proposals along the chain stay the same set,
        // so the cache bounds the work per node by a constant: well under 10 measurements per node.
        // Without the cache the probes would multiply at every level (3^1000).
        var view: any View = Color.red
        for _ in 0..<1000 { view = VStack { view } }
        let r = try layout(view, in: window(300, 300))
        #expect(r.nodes.count == 1001)
        #expect(r.measureCount <= 10 * 1001, "measured \(r.measureCount) times")
        expectRect(r.nodes[1000].frame, 0, 0, 300, 300)
    }

    @Test func alternatingStacksStayBounded() throws {
        // HStack/VStack alternating 200 deep with two children each: still linear-ish, far from 2^200.
        var view: any View = Color.red
        for i in 0..<200 {
            view = i % 2 == 0 ? AnyView(HStack { view; Color.blue.frame(width: 1) }) : AnyView(VStack { view; Color.blue.frame(height: 1) })
        }
        let r = try layout(view, in: window(1000, 1000))
        #expect(r.measureCount < 200 * r.nodes.count, "measured \(r.measureCount) times for \(r.nodes.count) nodes")
    }

    /// A layout that probes its only subview with widths 1…`count` (height 5), twice over, and takes the
    /// size the subview chose for the last one.
    struct Prober: CustomLayout {
        let count: Int
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            var last = Size.zero
            for _ in 0..<2 {
                for w in 1...count { last = subviews[0].sizeThatFits(ProposedViewSize(width: Double(w), height: 5)) }
            }
            return last
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            for (w, expected) in [(1, 1.0), (7, 7), (count, Double(count))] {
                // A Color takes the proposal, so each cached size must be the one for its own proposal.
                let size = subviews[0].sizeThatFits(ProposedViewSize(width: Double(w), height: 5))
                guard size == Size(width: expected, height: 5) else { throw LayoutError(.internalError, "size \(size) for width \(w)") }
            }
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: Double(count), height: 5))
        }
    }

    @Test func sizesForManyProposalsAreEachComputedOnce() throws {
        // The Color below the prober sees 20 distinct proposals (beyond the three a node keeps inline):
        // the first round computes each once (20 measurements), the second round and the placement
        // checks find every one cached. The prober itself is measured once (the window's proposal), so
        // the whole layout measures 21 times, and the Color's frame is the last proposal: 20 × 5.
        let r = try layout(LayoutView(Prober(count: 20)) { Color.red }, in: window(100, 100))
        #expect(r.measureCount == 21)
        #expect(r.nodes[1].frame.size == Size(width: 20, height: 5))
    }

    @Test func aNodeSeeingMoreThan32ProposalsStartsItsCacheAfresh() throws {
        // 40 distinct proposals: a node keeps at most 32 sizes (screen sweeps must not grow it for ever);
        // storing a 33rd starts its cache afresh. Round 1: widths 1…40 all miss (40); the cache restarted
        // at width 33 and holds 33…40. Round 2: widths 1…24 miss (24), filling it to 32; width 25 restarts
        // it, 25…32 miss (8); 33…40 were dropped and miss again (8): 40 more, leaving 25…40. The placement
        // checks ask widths 1 and 7 (2 misses) and 40 (kept), and place with 40 (kept). With the prober's
        // own measurement: 1 + 40 + 40 + 2 = 83. Every size is right (checked in placeSubviews).
        let r = try layout(LayoutView(Prober(count: 40)) { Color.red }, in: window(100, 100))
        #expect(r.nodes[1].frame.size == Size(width: 40, height: 5))
        #expect(r.measureCount == 83)
    }

    @Test func depthLimitIsAnError() throws {
        var view: any View = Color.red
        for _ in 0..<50 { view = view.padding(1) }
        var env = window(100, 100)
        env.maxDepth = 20
        #expect(throws: LayoutError.self) { try layout(view, in: env) }
        env.maxDepth = 100
        #expect(try layout(view, in: env).nodes.count == 51)
    }

    @Test func veryDeepTreesDoNotOverflowTheStack() throws {
        // 99,999 nested leading paddings of 1 around a Color: 100,000 levels, the documented limit
        // (`testDepth()`, fewer under ThreadSanitizer). They lay out (continuing on threads of the engine's
        // where the stack runs low) with the Color 99,999 pt inside a 200,000-wide window, and the chain is
        // freed without recursion. One level more than max_depth is a depthExceeded error.
        let levels = testDepth()
        var view: any View = Color.red.id("c")
        for _ in 0..<(levels - 1) { view = view.padding(.leading, 1) }
        var env = window(200_000, 10)
        env.maxDepth = levels
        let r = try layout(view, in: env)
        expectRect(r["c"], Double(levels - 1), 0, 200_000 - Double(levels - 1), 10)
        #expect(throws: LayoutError.self) { try layout(view.padding(.leading, 1), in: env) }
    }

    @Test func badEnvironmentsAreErrors() {
        #expect(throws: LayoutError.self) { try layout(Color.red, in: LayoutEnvironment(size: Size(.nan, 10))) }
        #expect(throws: LayoutError.self) { try layout(Color.red, in: LayoutEnvironment(size: Size(-1, 10))) }
        #expect(throws: LayoutError.self) { try layout(Color.red, in: LayoutEnvironment(size: Size(100, 100), safeArea: EdgeInsets(top: 80, bottom: 30))) }
        var env = window(10, 10)
        #expect(throws: LayoutError.self) { try env.set("no_such_thing", 1) }
        #expect(throws: LayoutError.self) { try env.set("default_padding", -1) }
    }
}

@Suite struct FiniteFrameTests {
    @Test func infiniteChoicesAreClampedToTheScreen() throws {
        // aspectRatio(.fill) with the height unspecified (inside a vertical ScrollView) proposes ∞×∞
        // (rules §11); a Color takes it. Placed frames stay finite: the screen's lengths.
        let v = ScrollView { Color.red.id("c").aspectRatio(2, contentMode: .fill).id("a") }
        let r = try layout(v, in: window(300, 200))
        for node in r.nodes {
            #expect(node.frame.minX.isFinite && node.frame.minY.isFinite && node.frame.width.isFinite && node.frame.height.isFinite,
                    "\(node.typeName) \(node.frame)")
        }
        #expect(r["c"]?.size == Size(300, 200))
    }

    @Test func hugeNumbersDoNotTrap() throws {
        // Lengths near the top of Double's range: counts computed from them are clamped, not trapped on.
        let text = Text("word ").frame(width: 1e300)
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { Color.red; Color.blue }
        _ = try layout(VStack { text; grid }, in: window(1e6, 1e6))
    }
}

/// Views that ignore an axis of the proposal (`ViewNode.ignoredAxes`: a fixed frame, stacks and paddings
/// of such views) are measured once for all proposals that differ only there. That must not change a
/// frame: random trees of frames, flexible frames, paddings, stacks and leaves that do take the proposal
/// (shapes, Text, Spacers, placeholders) are laid out with measurements keyed that way and keyed by the
/// proposal as given (`exactKeys`), on a few screens, and every frame must be the same.
@Suite struct IgnoredProposalAxesTests {
    /// A deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    static func leaf(_ r: inout Random) -> any View {
        switch r.below(7) {
        case 0: return Rectangle()
        case 1: return Color.red
        case 2: return Text(r.pick(["Hi", "Hello world", "A longer text that wraps over a few lines"]))
        case 3: return Spacer(minLength: r.pick([nil, 0, 8]))
        case 4: return Rectangle().frame(width: r.pick([10, 40]), height: r.pick([10, 20]))
        case 5: return try! Placeholder("P", minSize: Size(r.pick([0, 5]), 0), idealSize: Size(30, 10),
                                        maxSize: Size(r.pick([50, .infinity]), .infinity))
        default: return Circle().frame(height: 12)
        }
    }

    static func view(_ r: inout Random, depth: Int) -> any View {
        if depth <= 0 || r.below(4) == 0 { return leaf(&r) }
        let length: [Double?] = [nil, nil, 0, 10, 20, 35.5, 100]
        switch r.below(9) {
        case 0, 1:
            var kids: [any View] = []
            for _ in 0..<r.below(5) { kids.append(view(&r, depth: depth - 1)) }
            let spacing: Double? = r.pick([nil, 0, 4])
            return r.below(2) == 0 ? AnyView(VStack(alignment: r.pick([.leading, .center]), spacing: spacing) { kids })
                : AnyView(HStack(alignment: r.pick([.top, .center, .firstTextBaseline]), spacing: spacing) { kids })
        case 2, 3:
            return view(&r, depth: depth - 1).frame(width: r.pick(length), height: r.pick(length),
                                                    alignment: r.pick([.center, .topLeading, .bottom]))
        case 4, 5:
            return view(&r, depth: depth - 1).frame(minWidth: r.pick([nil, 0, 10]), maxWidth: r.pick([nil, .infinity, 60]),
                                                    minHeight: r.pick([nil, 0, 10]), idealHeight: r.pick([nil, 30]),
                                                    maxHeight: r.pick([nil, .infinity, 80]))
        case 6: return view(&r, depth: depth - 1).padding(r.pick([0, 4, 10]))
        case 7: return view(&r, depth: depth - 1).fixedSize(horizontal: r.below(2) == 0, vertical: r.below(2) == 0)
        default: return view(&r, depth: depth - 1).layoutPriority(r.pick([0, 1, -1]))
        }
    }

    static func frames(_ root: ViewNode, _ env: LayoutEnvironment, exactKeys: Bool) -> [Rect] {
        let pass = LayoutPass(root: root, environment: env, exactKeys: exactKeys)
        pass.rerun()
        var out = pass.frames.array
        var other = env
        other.size = Size(env.size.height, env.size.width)
        pass.changeEnvironment(other)  // a relayout on another screen, reusing what it keeps
        pass.rerun()
        out += pass.frames.array
        return out
    }

    @Test func framesAreTheSameEitherWay() {
        var ignoring = 0
        for seed in 0..<1500 {
            var r = Random(state: UInt64(seed))
            let root = Self.view(&r, depth: 2 + r.below(5)).node
            if root.ignoredAxes != 0 { ignoring += 1 }
            let env = window(r.pick([390, 100, 1000]), r.pick([844, 300, 50]))
            let keyed = Self.frames(root, env, exactKeys: false), exact = Self.frames(root, env, exactKeys: true)
            #expect(keyed == exact, "seed \(seed)")
        }
        // The trees exercise it: many of them ignore an axis at the root already.
        #expect(ignoring > 100, "only \(ignoring) trees ignore a proposal axis")
    }

    @Test func aFixedHeightRowIsMeasuredOncePerWidth() throws {
        // A VStack probes each child with heights 0 and ∞ and then offers it its share (rules §2.3): three
        // proposals that differ only in height. A row of fixed-height frames ignores the height, so it is
        // measured once: the VStack (1), then per row the HStack (1), its two 40×20 frames, which ignore
        // both axes (1 each), their Rectangles, measured when placed at 40×20 (1 each), and the middle
        // frame (height 20) probed at widths 0, ∞ and its share (3), its Rectangle likewise (3):
        // 1 + 3 × 11 = 34 measurements. Keyed by the proposal as given, each row is measured for each
        // of the three heights.
        let row = HStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 20)
            Rectangle().frame(height: 20)
            Rectangle().frame(width: 40, height: 20)
        }
        let root = VStack(spacing: 0) { row; row; row }.node
        let r = try layout(root, in: window(390, 844))
        #expect(r.measureCount == 34)
        expectRect(r.nodes[4].frame, 40, 392, 310, 20)
        let exact = LayoutPass(root: root, environment: window(390, 844), exactKeys: true)
        exact.rerun()
        #expect(exact.measureCount > 2 * r.measureCount, "\(exact.measureCount) measurements keyed by the proposal as given")
    }
}
