import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Text metrics and the font environment, spacing next to Text, and real text with HarfBuzz.
@Suite struct TextTests {
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

/// Real text with HarfBuzz (the font comes from `make deps`: fonts-inter). Exact advances are checked
/// against an independent shaper in python/tests/views/test_text_font.py; here, the model's own rules.
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

    @Test func sfMonoIsOneAdvanceWithoutSizeTracking() throws {
        // docs/TEXT.md: "The quick brown fox" at 20 pt monospaced is 235 wide (swiftui-web text-metrics), a
        // 13 pt `code` run 32.5 (swiftui-web text/markdown); .monospaced() and .fontDesign() on the Text or
        // on a container select SF Mono like Font.system(design: .monospaced).
        let mac = measuredWindow(400, 300, .macOS26)
        #expect(try layout(Text("The quick brown fox").font(.system(size: 20, design: .monospaced)).id("t"), in: mac)["t"]?.width == 235)
        for view: any View in [Text("code").monospaced(), Text("code").fontDesign(.monospaced),
                               VStack { Text("code") }.monospaced(), VStack { Text("code") }.fontDesign(.monospaced)] {
            #expect(try layout(view.id("t"), in: mac)["t"]?.width == 32.5)
        }
        #expect(try layout(Text("code").id("t"), in: mac)["t"]?.width != 32.5)   // SF Pro is narrower
    }

    @Test func symbolsInsideText() throws {
        // swiftui-web text/inline-image (macOS 26.6): Text(Image(systemName: "star")) is 16.5 × 16 in the 13 pt
        // font and 28.5 × 33 in title; with " Starred" 65 wide; a bold star + " Bold" 49.5 × 16.5.
        let mac = measuredWindow(400, 300, .macOS26)
        let star = Text(Image(systemName: "star"))
        #expect(try layout(star.id("t"), in: mac)["t"].map { [$0.width, $0.height] } == [16.5, 16])
        #expect(try layout(star.font(.title).id("t"), in: mac)["t"].map { [$0.width, $0.height] } == [28.5, 33])
        #expect(try layout((star + Text(" Starred")).id("t"), in: mac)["t"]?.width == 65)
        #expect(try layout((star + Text(" Bold")).bold().id("t"), in: mac)["t"].map { [$0.width, $0.height] } == [49.5, 16.5])
    }

    @Test func isTheDefaultAndTheParameterSelectsTheApproximateModel() throws {
        var env = LayoutEnvironment(size: Size(300, 300))
        #expect(env.textMeasurer is FontTextMeasurer)
        try env.set("approximate_text", 1)
        #expect(env.textMeasurer is ApproximateTextMeasurer)
        #expect(try env.get("approximate_text") == 1)
    }
}

/// How a laid-out Text is drawn (`LayoutResult.textDrawing(of:)`, C `sl_layout_text_json`): the lines the
/// engine broke it into. Checked against the recorded frames of swiftui-web `text/line-limit` (macOS 26.2,
/// Tests/Fixtures/goldens/text/swm3_text_line_limit_variants.json): the sentence in 150 pt is 144 × 16 at one line,
/// 144 × 32 at two, 147 × 48 at three and 137 × 64 unlimited (four lines of 16).
@Suite struct TextDrawingTests {
    static let sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."

    @Test func linesMatchTheRecordedFrames() throws {
        let env = measuredWindow(400, 420, .macOS26)
        for (limit, lines, width) in [(1, 1, 144.0), (2, 2, 144.0), (3, 3, 147.0), (10, 4, 137.0)] {
            let r = try layout(Text(Self.sentence).id("t").lineLimit(limit).frame(width: 150, alignment: .topLeading), in: env)
            let index = try #require(r.nodes.firstIndex { $0.id == "t" && $0.kind == "Text" })
            let drawing = try #require(r.textDrawing(of: index))
            #expect(drawing.lines.count == lines && r.nodes[index].frame.height == Double(lines) * 16)
            // Every line fits the recorded width (the frame's width also counts a space hanging at a break,
            // which is not drawn).
            #expect(drawing.lines.allSatisfy { $0.width > 0 && $0.width <= width + 1e-9 } && r.nodes[index].frame.width == width)
            // A cut text ends in an ellipsis; an uncut one is the sentence, its hanging spaces left out.
            let joined = drawing.lines.map(\.text).joined(separator: " ")
            #expect(lines < 4 ? joined.hasSuffix("…") : joined == Self.sentence)
            #expect(drawing.pointSize == 13 && drawing.linePitch == 16)
            // Without its line limit, at its frame's width (137…147: the unlimited lines, at most 137 wide,
            // break the same way), the sentence takes the unlimited recording's four lines, 64 tall, and
            // its one line is wider than the frame (layout lint's truncated-text rule reads these).
            #expect(drawing.fullHeight == 64 && drawing.ideal.height == 16 && drawing.ideal.width > 150)
        }
        let plain = try layout(Color.red.frame(width: 10, height: 10).id("c"), in: env)
        #expect(plain.textDrawing(of: 0) == nil && plain.textDrawing(of: 99) == nil)
    }

    @Test func alignmentFollowsTheLayoutDirection() throws {
        var env = measuredWindow(400, 420, .macOS26)
        let view = Text(Self.sentence).multilineTextAlignment(.trailing).frame(width: 150)
        var r = try layout(view, in: env)
        #expect(r.textDrawing(of: r.nodes.firstIndex { $0.kind == "Text" }!)?.alignment == "trailing")
        env.layoutDirection = .rightToLeft
        r = try layout(view, in: env)
        #expect(r.textDrawing(of: r.nodes.firstIndex { $0.kind == "Text" }!)?.alignment == "leading")
    }
}
