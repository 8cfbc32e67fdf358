import Testing
@testable import SwiftLayout

/// Caching, depth, results, Text metrics, the JSON document format and validation.
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

    @Test func sharedNodesGetOneFramePerOccurrence() throws {
        // The same view value used twice in an HStack(spacing: 0) of 200: two frames, 100 each.
        let square = Color.red.id("x")
        let r = try run(HStack(spacing: 0) { square; square }, window(200, 50))
        let frames = r.nodes.filter { $0.id == "x" }.map(\.frame)
        #expect(frames.count == 2)
        expectRect(frames.first, 0, 0, 100, 50)
        expectRect(frames.last, 100, 0, 100, 50)
    }

    @Test func resultStructure() throws {
        let r = try run(VStack { Color.red.padding(); Spacer() }, window(100, 100))
        #expect(r.nodes.map(\.kind) == ["VStack", "PaddingLayout", "Color", "Spacer"])
        #expect(r.nodes[1].parent == 0 && r.nodes[2].parent == 1 && r.nodes[0].parent == nil)
        #expect(r.nodes[0].children == [1, 3])
        #expect(r.nodes[1].isModifier && !r.nodes[0].isModifier)
    }

    @Test func interimTextMetrics() {
        // The interim model reproduces its one measurement: "Hello world" in body is 85.33 × 20.33.
        let m = ApproximateTextMeasurer()
        let body = Platform.iOS26.resolve(.body, scale: 2)   // 17 pt; the approximate model keeps its own lines
        let ideal = m.size(of: "Hello world", font: body, proposal: .unspecified)
        #expect(abs(ideal.width - 85.33) < 0.01 && abs(ideal.height - 20.33) < 0.01)
        // At 50 wide it breaks at the space: two lines, the wider "Hello"/"world" is 5 chars = 38.79.
        let wrapped = m.size(of: "Hello world", font: body, proposal: ProposedViewSize(width: 50, height: nil))
        #expect(abs(wrapped.height - 2 * 20.33) < 0.01 && abs(wrapped.width - 5 * 85.33 / 11) < 0.01)
        // A height for one line truncates to one line.
        let one = m.size(of: "Hello world", font: body, proposal: ProposedViewSize(width: 50, height: 21))
        #expect(abs(one.height - 20.33) < 0.01)
        #expect(m.size(of: "", font: body, proposal: .unspecified) == .zero)
    }

    @Test func fontFlowsThroughTheEnvironment() throws {
        // .font(.largeTitle) on a VStack: its Text is 34 pt, so its line is 34 × 20.33/17 = 40.66 tall.
        let r = try run(VStack { Text("Hi").id("t") }.font(.largeTitle), window(300, 300))
        #expect(abs((r["t"]?.height ?? 0) - 34 * 20.33 / 17) < 0.01)
        // A Text's own font wins over the environment's.
        let own = try run(VStack { Text("Hi").font(.caption).id("t") }.font(.largeTitle), window(300, 300))
        #expect(abs((own["t"]?.height ?? 0) - 12 * 20.33 / 17) < 0.01)
    }
}

@Suite struct DocumentTests {
    @Test func modifierOrderFromJSON() throws {
        // The seed's first tree as a document gives the same frames as the Swift API (rules §13).
        let json = """
        {"type": "VStack", "children": [
          {"type": "MapView", "id": "map", "modifiers": [
             {"edgesIgnoringSafeArea": {"edges": "top"}, "id": "ignore"},
             {"frame": {"height": 300}, "id": "frame"}]},
          {"type": "Spacer"}]}
        """
        let r = try layout(try ViewDocument.parse(json), on: .iPhone15Pro)
        expectRect(r["frame"], 0, 59, 393, 300)
        expectRect(r["ignore"], 0, 59, 393, 300)
        expectRect(r["map"], 0, 0, 393, 359)
    }

    @Test func everyModifierParses() throws {
        let json = """
        {"type": "ZStack", "alignment": "top_leading", "children": [
          {"type": "Color", "color": "#ff8800", "modifiers": [
            {"frame": {"minWidth": 10, "maxWidth": "infinity", "alignment": "topLeading"}},
            {"padding": {"edges": "horizontal", "length": 4}}, {"padding": 2}, {"padding": null},
            {"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}},
            {"border": {"color": "red", "width": 2}},
            {"overlay": {"content": {"type": "Text", "text": "Hi", "font": "title"}, "alignment": "bottom"}},
            {"background": {"content": {"type": "Circle"}}},
            {"offset": {"x": 1, "y": 2}}, {"position": {"x": 5, "y": 6}},
            {"fixedSize": {"horizontal": true, "vertical": false}}, {"fixedSize": true},
            {"layoutPriority": 2}, {"aspectRatio": {"ratio": 1.5, "contentMode": "fill"}},
            {"edgesIgnoringSafeArea": "all"}, {"ignoresSafeArea": {"regions": "container", "edges": "top"}},
            {"ignoresSafeArea": true}, {"font": "caption"}]},
          {"type": "HStack", "alignment": "bottom", "spacing": 4, "children": [
            {"type": "Rectangle"}, {"type": "RoundedRectangle", "cornerRadius": 4}, {"type": "Ellipse"},
            {"type": "Capsule"}, {"type": "Spacer", "minLength": 0},
            {"type": "Placeholder", "name": "Image", "idealWidth": 40, "idealHeight": 30}]}]}
        """
        let node = try ViewDocument.parse(json)
        // ZStack 1 + Color 1 + 18 modifiers + their 2 secondary views + HStack 1 + its 6 children = 29.
        #expect(node.count == 29)
        _ = try layout(node, on: .iPhoneSE)
    }

    @Test func errorsNameThePath() {
        func message(_ json: String) -> String {
            do { _ = try ViewDocument.parse(json); return "" } catch { return error.message }
        }
        #expect(message(#"{"type": "VStack", "children": [{"type": "Rectangle"}, {"type": "Blob"}]}"#).contains("$.children[1]"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {"width": -3}}]}"#).contains("$.modifiers[0].frame"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {"width": 3, "minWidth": 1}}]}"#).contains("not both"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {}, "padding": 3}]}"#).contains("exactly one"))
        #expect(message(#"{"type": "Rectangle", "colour": "red"}"#).contains("unknown key \"colour\""))
        #expect(message(#"{"type": "ZStack", "alignment": "middle"}"#).contains("topLeading"))
        #expect(message(#"{"type": "Rectangle"} trailing"#).contains("line 1"))
        #expect(message(#"{"type": "Text", "text": "\ud800"}"#).contains("surrogate"))
        #expect(message("[1, 2,]").contains("malformed JSON"))
        #expect(message(#"{"type": 3}"#).contains("expected a string"))
    }

    @Test func namesAcceptBothSpellings() throws {
        #expect(try Alignment.named("top_leading") == .topLeading)
        #expect(try Alignment.named("bottomTrailing") == .bottomTrailing)
        #expect(try Edge.Set.named("top,bottom") == .vertical)
        #expect(throws: LayoutError.self) { try Edge.Set.named("north") }
    }
}

@Suite struct ResultJSONTests {
    @Test func jsonHasEveryNode() throws {
        let r = try run(VStack { Text("a\"b").id("t\n") }.padding(), window(100, 100))
        let json = r.json()
        // Parses with our own reader and round-trips the strings.
        guard case .object(let top) = try JSONReader.parse(json), case .array(let nodes)? = top.first?.value else {
            Issue.record("not an object with nodes"); return
        }
        #expect(nodes.count == 3)
        #expect(json.contains(#""id":"t\n""#))
        #expect(json.contains(#""kind":"PaddingLayout""#))
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

/// spacing: nil next to Text (rules §3, OpenSwiftUI's text spacing), with the interim SF Pro metrics
/// (per 2048 units: ascender 1950, descender −494, cap height 1443, no line gap) at 17 pt on a @2x
/// window (pixel 0.5): h = 2444 × 17/2048 = 20.2871; s = 0.1·h rounded up to 0.5 = 2.5; h + s = 22.7871.
@Suite struct TextSpacingTests {
    let em = 17.0 / 2048
    var h: Double { 2444 * em }
    var lineSpacing: Double { h + 2.5 }

    @Test func gapsAroundTextDiffer() throws {
        // Rectangle above Text: h + s − ascender = 22.7871 − 16.1865 = 6.6006. Text above Rectangle:
        // max(h + s − capHeight, s − descender) = max(10.8091, 6.6006) = 10.8091. Unequal, as in the article.
        let v = VStack { Rectangle().frame(height: 10).id("a"); Text("Fat").id("t"); Rectangle().frame(height: 10).id("b") }
        let r = try layout(v, in: window(300, 300))
        let above = r["t"]!.minY - r["a"]!.maxY, below = r["b"]!.minY - r["t"]!.maxY
        #expect(abs(above - (lineSpacing - 1950 * em)) < 1e-9)
        #expect(abs(below - max(lineSpacing - 1443 * em, 2.5 + 494 * em)) < 1e-9)
    }

    @Test func textToTextIsTheLowerLeading() throws {
        // Two Texts: the lower run's leading (0 for SF Pro) rounded up to a pixel: 0.
        let r = try layout(VStack { Text("One").id("a"); Text("Two").id("b") }, in: window(300, 300))
        #expect(abs(r["b"]!.minY - r["a"]!.maxY) < 1e-9)
    }

    @Test func framedTextAndHorizontalNeighboursAreEight() throws {
        // A frame resets the text categories on its axis: 8 again; horizontally Text publishes nothing: 8.
        let framed = try layout(VStack { Rectangle().frame(height: 10).id("a"); Text("Fat").frame(height: 30).id("t") }, in: window(300, 300))
        #expect(framed["t"]!.minY - framed["a"]!.maxY == 8)
        let row = try layout(HStack { Rectangle().frame(width: 10).id("a"); Text("Fat").id("t") }, in: window(300, 300))
        #expect(row["t"]!.minX - row["a"]!.maxX == 8)
    }

    @Test func resultsExposeSpacing() throws {
        let r = try layout(VStack { Rectangle().frame(height: 10); Text("Fat") }, in: window(300, 300))
        let text = try #require(r.spacing(of: 3))
        #expect(text.description.contains("edgeAboveText"))
        #expect(text.json.contains("\"textToText\":{\"text\":\"bottom\""))
        #expect(abs(r.spacing(of: 1)!.distance(to: text, along: .vertical) - (lineSpacing - 1950 * em)) < 1e-9)
    }
}

/// The Layout protocol in Swift (rules §20).
@Suite struct CustomLayoutTests {
    struct EqualWidthHStack: CustomLayout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(width: (sizes.map(\.width).max() ?? 0) * Double(subviews.count), height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            let width = bounds.width / Double(max(subviews.count, 1))
            for (k, s) in subviews.enumerated() {
                s.place(at: Point(x: bounds.minX + Double(k) * width, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    @Test func equalWidths() throws {
        // Ideal widths 10, 30, 10 → 90 × 20, centred in 300 × 100 at (105, 40); children 30 wide each.
        let v = LayoutView(EqualWidthHStack()) {
            Rectangle().frame(height: 10).id("a"); Rectangle().frame(width: 30, height: 20).id("b"); Rectangle().frame(height: 10).id("c")
        }
        let r = try layout(v, in: window(300, 100))
        expectRect(r["a"], 105, 40, 30, 10)
        expectRect(r["b"], 135, 40, 30, 20)
        expectRect(r["c"], 165, 40, 30, 10)
    }

    @Test func unplacedSubviewsAreCentredAndErrorsAreErrors() throws {
        struct Lazy: CustomLayout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size { Size(100, 100) }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {}
        }
        expectRect(try layout(LayoutView(Lazy()) { Color.red.id("c") }, in: window(300, 300))["c"], 145, 145, 10, 10)
        struct Broken: CustomLayout {
            struct Oops: Error {}
            func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size { throw Oops() }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {}
        }
        #expect(throws: LayoutError.self) { try layout(LayoutView(Broken()) { Color.red }, in: window(10, 10)) }
    }
}

/// Real text with HarfBuzz (the font comes from `make deps`: fonts-inter). Exact advances are checked
/// against an independent shaper in python/tests/test_text_font.py; here, the model's own rules.
@Suite struct FontTextTests {
    @Test func wrapsAtWordsAndNeverExceedsTheProposal() throws {
        let m = try #require(FontTextMeasurer.shared, "no font installed: \(FontTextMeasurer.status)")
        let body = Platform.iOS26.resolve(.body, scale: 2)
        let ideal = m.size(of: "Hello world", font: body, proposal: .unspecified)
        // One line is the profile's body line, 24.5 on iOS 26, and a wrapped line adds the pitch, 26
        // (docs/PLATFORMS.md, swiftui-web ios/text-metrics.json).
        let line = 24.5, pitch = 26.0
        #expect(abs(ideal.height - line) < 1e-9)                  // one line
        let wrapped = m.size(of: "Hello world", font: body, proposal: ProposedViewSize(width: ideal.width - 1, height: nil))
        #expect(abs(wrapped.height - (line + pitch)) < 1e-9 && wrapped.width <= ideal.width - 1)
        let narrow = m.size(of: "Supercalifragilistic", font: body, proposal: ProposedViewSize(width: 30, height: nil))
        #expect(narrow.width <= 30 && narrow.height >= 2 * line)
        let capped = m.size(of: "Hello world", font: body, proposal: ProposedViewSize(width: ideal.width - 1, height: line))
        #expect(abs(capped.height - line) < 1e-9)              // a height for one line keeps one line
    }

    @Test func isTheDefaultAndTheParameterSelectsTheApproximateModel() throws {
        var env = LayoutEnvironment(size: Size(300, 300))
        #expect(env.textMeasurer is FontTextMeasurer)
        try env.set("approximate_text", 1)
        #expect(env.textMeasurer is ApproximateTextMeasurer)
        #expect(try env.get("approximate_text") == 1)
    }
}
