// Real text (docs/TEXT.md): HarfBuzz shapes each line with Inter (Debian fonts-inter), the open font
// closest to Apple's SF Pro, and the model turns Inter's advances into SF Pro's numbers: Inter Display's
// faces at display sizes (SF Pro Display), the weight's own face, SF Pro's size-specific tracking from
// Apple's HIG table, and the width rounded up to the display's pixel grid, as SwiftUI reports it. Line
// heights and baselines come from the platform profile (ResolvedFont). The raw model (`calibrated =
// false`) uses the font's own advances and vertical metrics instead. A font file can be forced with
// $SWIFTLAYOUT_FONT (and $SWIFTLAYOUT_BOLD_FONT); if no font loads, layouts fall back to
// ApproximateTextMeasurer and `FontTextMeasurer.status` says why.
import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One loaded font file. hb_font_t is safe to shape with from several threads once made.
final class ShapingFont: @unchecked Sendable {
    let path: String
    /// Whether the SF Pro calibration applies: Inter's faces get all of it, other fonts (a design's stand-in, a
    /// forced font) only the tracking.
    enum Role: Sendable { case inter, other }
    var role: Role = .other
    /// Whether this is one of Inter Display's faces.
    var isDisplayFace = false
    private let font: OpaquePointer
    let unitsPerEm: Double
    let ascender: Double, descender: Double, lineGap: Double, capHeight: Double
    /// String → (advance in font units, glyph count), and the bytes the table holds (at most `cacheBytes`).
    private let cache = Locked<(table: [String: (Double, Int)], bytes: Int)>(([:], 0))
    /// The text-width cache's budget per font: 8 MiB. A string's entry costs its UTF-8 bytes and ~64 more;
    /// a string over 1/16 of the budget is shaped each time instead of kept.
    static let cacheBytes = 8 << 20
    /// The bytes the cache holds now.
    var cachedBytes: Int { cache.withLock { $0.bytes } }

    init?(path: String, faceIndex: UInt32 = 0) {
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard faceIndex < hb_face_count(blob), let face = hb_face_create(blob, faceIndex) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        var cap: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) == 0 { cap = Int32(Double(extents.ascender) * 0.7) }
        self.path = path
        self.font = font
        unitsPerEm = Double(upem)
        ascender = Double(extents.ascender); descender = Double(extents.descender)
        lineGap = Double(extents.line_gap); capHeight = Double(cap)
    }

    deinit { hb_font_destroy(font) }

    /// True if the font has a glyph of its own for `codepoint`.
    func hasGlyph(_ codepoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 && glyph != 0
    }

    /// The advance of `text` in font units.
    func advance(_ text: String) -> Double { shape(text).advance }

    /// The advance of `text` in font units and its glyph count (shaped once per distinct string).
    /// With `tabularDigits`, digits take one common width (the OpenType `tnum` feature: `.monospacedDigit()`).
    func shape(_ text: String, tabularDigits: Bool = false) -> (advance: Double, glyphs: Int) {
        if text.isEmpty { return (0, 0) }
        // Tabular shaping is cached under a key no plain text has (a leading U+FFFF, a noncharacter).
        let key = tabularDigits ? "\u{FFFF}" + text : text
        if let known = cache.withLock({ $0.table[key] }) { return known }
        guard let buffer = hb_buffer_create() else { return (0, 0) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(clamping: chars.count), 0, Int32(clamping: chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if tabularDigits {
            var feature = hb_feature_t()
            _ = hb_feature_from_string("tnum", -1, &feature)
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        var total = 0.0
        if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
            for k in 0..<Int(count) { total += Double(positions[k].x_advance) }
        }
        let result = (total, Int(count))
        let cost = text.utf8.count + 64
        if cost <= ShapingFont.cacheBytes / 16 {
            cache.withLock { c in
                if c.bytes + cost > ShapingFont.cacheBytes { c.table.removeAll(); c.bytes = 0 }
                if c.table.updateValue(result, forKey: key) == nil { c.bytes += cost }
            }
        }
        return result
    }
}

/// SF Pro's size-specific tracking (letter spacing) in 1/1000 em, from Apple's Human Interface Guidelines
/// typography tables (SF Pro Text below 20 pt, SF Pro Display from 20 pt). A size between two listed ones
/// takes the smaller listed size's value.
enum SFTracking {
    static let table: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12),
        (33, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]
    /// Tracking in points per glyph at `size`.
    static func points(size: Double) -> Double {
        var value = table[0].value
        for entry in table where entry.size <= size + 1e-9 { value = entry.value }
        return value * size / 1000
    }
}

/// The width correction of Inter against SF Pro (docs/TEXT.md, "The calibrated model"). Every weight: Inter's
/// advance × a factor per weight (and optical size for the weights without tables) + SF Pro's HIG tracking.
/// The weights with tables (SFProCalibration.swift, fitted by scripts/fit_text_calibration.py on the recorded
/// widths of Tests/Fixtures/text-metrics: 400–700) are set with Inter's text face at every size and add SF
/// Pro's difference per character, per pair and per glyph, a tracking correction per size, and at display
/// sizes SF Pro Display's tightening and its difference per character. The others use Inter Display from
/// 20 pt with the display factor.
enum InterCalibration {
    //                       100   200   300   400    500    600    700    800    900
    static let text: [Double] = [0.996, 0.996, 0.996, 0.996, 1.010, 1.010, 1.022, 1.058, 1.058]
    static let display: [Double] = [0.973, 0.973, 0.973, 0.976, 1.012, 1.013, 1.005, 1.043, 1.024]

    /// A table keyed by character, re-keyed by Unicode scalar (every entry is one scalar): a scalar lookup per
    /// character instead of grapheme breaking.
    private static func byScalar<Value>(_ table: [Character: Value]) -> [UInt32: Value] {
        var out: [UInt32: Value] = [:]
        for (character, value) in table where character.unicodeScalars.count == 1 {
            out[character.unicodeScalars.first!.value] = value
        }
        return out
    }
    static let characters = SFProCalibration.characters.mapValues(byScalar)
    static let displayCharacters = SFProCalibration.displayCharacters.mapValues(byScalar)
    static let displaySizeCharacters = SFProCalibration.displaySizeCharacters.mapValues(byScalar)
    /// SFProCalibration.pairs keyed by the two scalars (first << 32 | second).
    static let pairs: [Int: [UInt64: Double]] = SFProCalibration.pairs.mapValues { table in
        var out: [UInt64: Double] = [:]
        for (pair, value) in table {
            let scalars = Array(pair.unicodeScalars)
            guard scalars.count == 2 else { continue }
            out[UInt64(scalars[0].value) << 32 | UInt64(scalars[1].value)] = value
        }
        return out
    }

    /// SFProCalibration's kerning classes keyed by scalar, and its class pairs.
    static let rightClass = byScalar(SFProCalibration.kernRightClass)
    static let leftClass = byScalar(SFProCalibration.kernLeftClass)
    static let classPairs: [Int: [Int: Double]] = SFProCalibration.classPairs

    /// Whether `weight` has SF Pro tables (and is set with Inter's text face at every size).
    static func isFitted(_ weight: Int) -> Bool { characters[weight] != nil }

    /// The width of SF Pro's other designs against their stand-ins (Inter for rounded, DejaVu Sans Mono for
    /// SF Mono, Noto Serif for New York), fitted on the one string recorded per design — "The quick brown
    /// fox" at 20 pt is 175 / 235 / 185.5 wide, identically on macOS 26.2 and iOS 26.0 (swiftui-web
    /// text-metrics). Approximate: one measurement each, except SF Mono (below).
    static func designFactor(_ design: Font.Design) -> Double {
        switch design {
        case .default: 1
        case .rounded: 0.9937
        case .monospaced: monospacedFactor
        case .serif: 0.8985
        }
    }

    /// SF Mono: every glyph 0.6178 em and no size-specific tracking (SF Pro's tracking table is SF Pro's).
    /// DejaVu Sans Mono's glyphs are 1233/2048 em, so its widths are scaled by 0.6178 / 0.60205. Two
    /// recordings pin the advance: "The quick brown fox" at 20 pt is 235 wide (19 glyphs: 0.6171–0.6184 em,
    /// the width rounded up to the half point) and a markdown `code` run at 13 pt is 32.5 (4 glyphs:
    /// 0.6154–0.625 em; swiftui-web `text/markdown`, macOS 26.6); SF Pro's tracking (+0.38 pt at 20, −0.08 at
    /// 13) fits only the first.
    static let monospacedFactor = 0.6178 / (1233.0 / 2048.0)

    /// Inter's width factor for `weight`, with Inter Display's row when the face is a display face.
    static func factor(weight: Int, displayFace: Bool) -> Double {
        (displayFace ? display : text)[min(8, max(0, weight / 100 - 1))]
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Measures text with HarfBuzz and Inter (or one forced font file).
public struct FontTextMeasurer: TextMeasurer {
    /// The faces by weight (100 … 900) for text sizes and for display sizes; or one forced font.
    let faces: FaceSet
    /// True: SF Pro's numbers (tracking, pixel rounding, the platform's line box). False: the font's own.
    public var calibrated: Bool = true

    /// From this size on, SF Pro switches to its Display optical size, and the model to Inter Display.
    public static let displayOpticalSize = 20.0

    final class FaceSet: @unchecked Sendable {
        let text: [Int: ShapingFont]
        let display: [Int: ShapingFont]
        let forced: (regular: ShapingFont, bold: ShapingFont)?
        /// Faces loaded on first use: the designs' stand-ins and Inter's italics (the raw model), keyed by path.
        private let extra = Locked<[String: ShapingFont?]>([:])
        init(text: [Int: ShapingFont], display: [Int: ShapingFont], forced: (ShapingFont, ShapingFont)?) {
            self.text = text; self.display = display; self.forced = forced
        }
        var regular: ShapingFont { forced?.regular ?? text[400]! }

        private func load(_ path: String, role: ShapingFont.Role) -> ShapingFont? {
            if let known = extra.withLock({ $0[path] }) { return known }
            let font = ShapingFont(path: path)
            font?.role = role
            extra.withLock { $0[path] = font }
            return font
        }

        /// The face for `weight` at `size`: the nearest installed weight of the right optical size (italic text
        /// too: SF Pro's italics keep the upright's widths but for a small tracking, docs/TEXT.md; with
        /// `interItalics`, the raw model's, Inter's italic of that weight); for the monospaced and serif
        /// designs, DejaVu Sans Mono and Noto Serif stand in for SF Mono and New York (approximate: docs/TEXT.md).
        func face(weight: Int, size: Double, italic: Bool, design: Font.Design = .default,
                  interItalics: Bool = false) -> ShapingFont {
            if let forced { return weight >= 600 ? forced.bold : forced.regular }
            switch design {
            case .monospaced:
                let path = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono\(weight >= 600 ? "-Bold" : "").ttf"
                if let f = load(path, role: .other) { return f }
            case .serif:
                let style = italic ? "Italic" : weight >= 600 ? "Bold" : "Regular"
                if let f = load("/usr/share/fonts/truetype/noto/NotoSerif-\(style).ttf", role: .other) { return f }
            case .default, .rounded: break
            }
            // Inter Display from 20 pt, except for the weights with SF Pro tables: those are set in the text
            // face at every size (SF Pro Display is SF Pro Text set tighter; docs/TEXT.md).
            let nearestText = text[weight] != nil ? weight : text.keys.min { abs($0 - weight) < abs($1 - weight) } ?? 400
            let display = size >= FontTextMeasurer.displayOpticalSize && !self.display.isEmpty
                && !InterCalibration.isFitted(nearestText)
            let set = display ? self.display : text
            let nearest = set[weight] != nil ? weight : set.keys.min { abs($0 - weight) < abs($1 - weight) } ?? 400
            if italic, interItalics, let name = FontTextMeasurer.weightNames[nearest] {
                let file = (name == "Regular" ? "" : name) + "Italic"
                for dir in FontTextMeasurer.interDirectories {
                    if let f = load("\(dir)/\(display ? "InterDisplay" : "Inter")-\(file).otf", role: .inter) {
                        f.isDisplayFace = display
                        return f
                    }
                }
            }
            return set[nearest] ?? regular
        }
    }

    static let interDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"]
    static let weightNames = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                              600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
    static let fallbackRegular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let fallbackBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private static func loadInter(prefix: String) -> [Int: ShapingFont] {
        var faces: [Int: ShapingFont] = [:]
        for (weight, name) in weightNames {
            for dir in interDirectories {
                if let f = ShapingFont(path: "\(dir)/\(prefix)-\(name).otf") ?? ShapingFont(path: "\(dir)/\(prefix)-\(name).ttf") {
                    f.role = .inter
                    f.isDisplayFace = prefix == "InterDisplay"
                    faces[weight] = f; break
                }
            }
        }
        return faces
    }

    /// What loading found, for `status`.
    private static let loaded: (measurer: FontTextMeasurer?, note: String) = {
        var note = ""
        if let chosen = getenv("SWIFTLAYOUT_FONT").map({ String(cString: $0) }), !chosen.isEmpty {
            if let regular = ShapingFont(path: chosen) {
                let boldPath = getenv("SWIFTLAYOUT_BOLD_FONT").map { String(cString: $0) }
                let bold = boldPath.flatMap { ShapingFont(path: $0) } ?? regular
                return (FontTextMeasurer(faces: FaceSet(text: [:], display: [:], forced: (regular, bold))),
                        "\(chosen) (SWIFTLAYOUT_FONT)")
            }
            note = "; SWIFTLAYOUT_FONT=\(chosen.prefix(200)) could not be loaded as a font, so it is ignored"
        }
        let text = loadInter(prefix: "Inter")
        if text[400] != nil {
            let display = loadInter(prefix: "InterDisplay")
            return (FontTextMeasurer(faces: FaceSet(text: text, display: display, forced: nil)),
                    "\(text[400]!.path) (Inter: \(text.count) text and \(display.count) display weights, calibrated to SF Pro)" + note)
        }
        if let regular = ShapingFont(path: fallbackRegular) {
            let bold = ShapingFont(path: fallbackBold) ?? regular
            return (FontTextMeasurer(faces: FaceSet(text: [:], display: [:], forced: (regular, bold))),
                    "\(fallbackRegular) (DejaVu Sans: Inter is not installed, install fonts-inter)" + note)
        }
        return (nil, "no font found: install fonts-inter, or set SWIFTLAYOUT_FONT" + note)
    }()

    /// The system's default measurer, loaded once; nil if no font could be loaded.
    public static var shared: FontTextMeasurer? { loaded.measurer }

    /// Which text engine layouts use by default, and why.
    public static var status: String {
        if shared != nil { return "harfbuzz \(String(cString: hb_version_string())) with \(loaded.note)" }
        return "approximate (\(loaded.note))"
    }

    /// The default measurer: this one if a font is installed, else the approximate model.
    public static var systemDefault: any TextMeasurer { shared ?? ApproximateTextMeasurer() }

    /// A measurer for a given font file (and an optional bold one), with the font's own numbers; nil if
    /// the file cannot be loaded.
    public init?(fontPath: String, boldFontPath: String? = nil) {
        guard let regular = ShapingFont(path: fontPath) else { return nil }
        let bold = boldFontPath.flatMap { ShapingFont(path: $0) } ?? regular
        faces = FaceSet(text: [:], display: [:], forced: (regular, bold))
        calibrated = false
    }
    init(faces: FaceSet) { self.faces = faces }

    /// The regular text face (or the forced font).
    var regular: ShapingFont { faces.regular }

    /// The raw model: the same faces with the fonts' own advances and vertical metrics.
    public var raw: FontTextMeasurer { var m = self; m.calibrated = false; return m }

    /// The face to shape with: by weight, and by optical size in the calibrated model (the raw model keeps
    /// the text faces at every size, and sets italics in Inter's italic faces).
    private func face(_ font: ResolvedFont) -> ShapingFont {
        faces.face(weight: font.weight.value, size: calibrated ? font.pointSize : 0, italic: font.italic,
                   design: font.design, interItalics: !calibrated)
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        if calibrated {
            let em = font.pointSize / SFProMetrics.unitsPerEm
            return FontMetrics(ascender: SFProMetrics.ascender * em, descender: -SFProMetrics.descender * em,
                               leading: 0, capHeight: SFProMetrics.capHeight * em)
        }
        let f = face(font)
        let scale = font.pointSize / f.unitsPerEm
        return FontMetrics(ascender: f.ascender * scale, descender: f.descender * scale, leading: f.lineGap * scale,
                           capHeight: f.capHeight * scale)
    }

    /// The width of one line of `text` in points (unrounded). Text Inter cannot set alone (other scripts,
    /// emoji, right-to-left runs) is split into runs by font and direction (FontFallback.swift); the
    /// primary face's runs get SF Pro's calibration, fallback runs their own advances.
    private func width(_ text: Substring, _ font: ResolvedFont, _ f: ShapingFont) -> Double {
        if let object = font.objectWidth { return object * Double(text.unicodeScalars.count) }
        guard faces.forced == nil, !TextSegmenter.isSimple(text) else { return primaryWidth(text, font, f) }
        let scalars = Array(text.unicodeScalars)
        var total = 0.0
        for run in TextSegmenter.runs(scalars, primary: f) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[run.start..<run.end])
            let string = String(piece)
            if run.font === f {
                total += primaryWidth(Substring(string), font, f)
            } else {
                let shaped = run.font.shape(string)
                total += shaped.advance * font.pointSize / run.font.unitsPerEm + Double(shaped.glyphs) * font.extraTracking
            }
        }
        return total
    }

    /// A run's width in the primary face, calibrated to SF Pro.
    private func primaryWidth(_ text: Substring, _ font: ResolvedFont, _ f: ShapingFont) -> Double {
        let (advance, glyphs) = f.shape(String(text), tabularDigits: font.monospacedDigits)
        let width = advance * font.pointSize / f.unitsPerEm
        guard calibrated else { return width + Double(glyphs) * font.extraTracking }
        // Tracking is added after every glyph, the last included (`.tracking(2)` on "Hello" adds 10 pt, as
        // does `.kerning(2)`: swiftui-web text-metrics, macOS 26.2); `.tracking` adds its own on top.
        let tracking = SFTracking.points(size: font.pointSize) + font.extraTracking
        guard faces.forced == nil, f.role != .other else {
            // SF Mono has no size-specific tracking (InterCalibration.monospacedFactor).
            let designTracking = font.design == .monospaced ? font.extraTracking : tracking
            return width * InterCalibration.designFactor(font.design) + Double(glyphs) * designTracking
        }
        let weight = font.weight.value
        var result = width * InterCalibration.factor(weight: weight, displayFace: f.isDisplayFace)
            + Double(glyphs) * tracking
        if font.design == .rounded { result *= InterCalibration.designFactor(.rounded) }
        // Italics are set with the upright face and tables, plus SF Pro's italic tracking (fitted on the seven
        // recorded italics, docs/TEXT.md).
        if font.italic { result += SFProCalibration.italicTracking * font.pointSize * Double(glyphs) }
        guard !f.isDisplayFace, let perCharacter = InterCalibration.characters[weight] else {
            return result
        }
        // SF Pro's own advance per character, pair and pair of kerning classes, a difference common to every
        // glyph and a tracking correction per size, fitted to SwiftUI's measured widths on macOS and iOS
        // (SFProCalibration.swift, scripts/fit_text_calibration.py); at display sizes SF Pro Display's
        // tightening and differences.
        let display = font.pointSize >= FontTextMeasurer.displayOpticalSize
        let perDisplayCharacter = display ? InterCalibration.displayCharacters[weight] : nil
        let perSizeCharacter = display ? InterCalibration.displaySizeCharacters[font.pointSize] : nil
        let perPair = InterCalibration.pairs[weight]
        var em = 0.0
        var previous: UInt32? = nil
        for scalar in text.unicodeScalars {
            // Tabular digits are all one width: no per-digit correction and no kerning next to them.
            if font.monospacedDigits && (0x30...0x39).contains(scalar.value) { previous = nil; continue }
            em += perCharacter[scalar.value] ?? 0
            if let perDisplayCharacter { em += perDisplayCharacter[scalar.value] ?? 0 }
            if let perSizeCharacter { em += perSizeCharacter[scalar.value] ?? 0 }
            if let p = previous {
                if let perPair { em += perPair[UInt64(p) << 32 | UInt64(scalar.value)] ?? 0 }
                if let right = InterCalibration.rightClass[p], let left = InterCalibration.leftClass[scalar.value] {
                    em += InterCalibration.classPairs[right]?[left] ?? 0
                }
            }
            previous = scalar.value
        }
        var perGlyph = (SFProCalibration.glyphs[weight] ?? 0) * font.pointSize
        if display {
            perGlyph += SFProCalibration.displayTightening * font.pointSize
                + (SFProCalibration.displayTracking[weight]?[font.pointSize] ?? 0)
        } else {
            perGlyph += SFProCalibration.tracking[weight]?[font.pointSize] ?? 0
        }
        return result + em * font.pointSize + perGlyph * Double(glyphs)
    }

    /// The lines of `text` wrapped to `limit` (nil: one line per paragraph), as ranges of `text`. Lines
    /// break greedily at spaces; a space at a break hangs (takes no width); a word wider than the line
    /// breaks between characters. Then, as Apple's text system does by default (NSParagraphStyle's
    /// `.pushOut` line-break strategy), a paragraph of two lines whose second line would be a single word
    /// pulls the first line's last word down to it when both fit (measured: swiftui-web
    /// `text/paragraph-breaking`, "Second paragraph wraps here as well." at 220 pt breaks before "as", 186
    /// wide; the 72-character sentence at 400 pt breaks before "narrow", 355.5). Paragraphs of three or more
    /// lines keep a lone last word (the same sentence at 100–150 pt on macOS and at 260 pt in iOS body, "…
    /// narrow frame" at 200 pt: each ends in one word). docs/TEXT.md, step 7.
    func lines(_ text: String, _ font: ResolvedFont, _ limit: Double?) -> [Range<String.Index>] {
        let f = face(font)
        var result: [Range<String.Index>] = []
        let tolerance = 1e-9
        var paragraphStart = text.startIndex
        while true {
            let paragraphEnd = text[paragraphStart...].firstIndex(of: "\n") ?? text.endIndex
            let paragraph = text[paragraphStart..<paragraphEnd]
            // Most paragraphs fit on one line: one measurement instead of one per word. A paragraph that fits
            // keeps its leading and trailing spaces, as without a proposal ("Big " 42.5 and " PM" 23.5 wide at
            // 13 pt, recorded; without the spaces they would be 36.5 and 19.5).
            if let limit, width(paragraph, font, f) <= limit + tolerance {
                result.append(paragraph.startIndex..<paragraph.endIndex)
            } else if let limit {
                var lines: [Range<String.Index>] = []
                var lineStart: String.Index? = nil
                var lineEnd = paragraph.startIndex
                var index = paragraph.startIndex
                while index < paragraph.endIndex {
                    var wordStart = index
                    while wordStart < paragraph.endIndex, paragraph[wordStart] == " " { wordStart = paragraph.index(after: wordStart) }
                    guard wordStart < paragraph.endIndex else { break }
                    var wordEnd = wordStart
                    while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
                    index = wordEnd
                    if let start = lineStart {
                        if width(text[start..<wordEnd], font, f) <= limit + tolerance { lineEnd = wordEnd; continue }
                        lines.append(start..<lineEnd)
                        lineStart = nil
                    }
                    if width(text[wordStart..<wordEnd], font, f) <= limit + tolerance {
                        lineStart = wordStart; lineEnd = wordEnd; continue
                    }
                    // A word wider than the line breaks between characters (at least one per line).
                    let pieces = characterBreaks(text, wordStart..<wordEnd, font, f, limit + tolerance)
                    for piece in pieces.dropLast() { lines.append(piece) }
                    lineStart = pieces.last?.lowerBound ?? wordStart; lineEnd = wordEnd
                }
                lines.append(lineStart.map { $0..<lineEnd } ?? paragraph.startIndex..<paragraph.startIndex)
                if calibrated, lines.count == 2 { pushOut(&lines, text, font, f, limit + tolerance) }
                // A line that broke at a space keeps that space in its width (the hanging space is drawn
                // past the text); the reported width is then capped at the proposal. Measured: swiftui-web
                // `text/paragraph-breaking` (134 pt → 134; 220 pt → 186) and `text/line-limit` (150 pt → 137).
                if calibrated {
                    for k in 0..<(lines.count - 1) where lines[k].upperBound < paragraph.endIndex
                        && text[lines[k].upperBound] == " " {
                        lines[k] = lines[k].lowerBound..<text.index(after: lines[k].upperBound)
                    }
                }
                result += lines
            } else {
                result.append(paragraph.startIndex..<paragraph.endIndex)
            }
            guard paragraphEnd < text.endIndex else { break }
            paragraphStart = text.index(after: paragraphEnd)
        }
        return result
    }

    /// The pieces of a word wider than the line, broken between characters: each piece the longest run of
    /// characters from its start (one at least) that fits `limit`, the last what is left. A run's width grows
    /// with its length (every character adds its advance; kerning and the per-pair corrections are smaller),
    /// so the end of each piece is found by doubling the run and then halving the interval: about 2 log₂ n
    /// widths per piece of n characters, not n (a 1 MB word took 6.6 s in a 390-point column, measuring every
    /// prefix of every line; issue 34).
    private func characterBreaks(_ text: String, _ word: Range<String.Index>, _ font: ResolvedFont, _ f: ShapingFont,
                                 _ limit: Double) -> [Range<String.Index>] {
        var bounds = Array(text[word].indices)
        bounds.append(word.upperBound)
        let characters = bounds.count - 1
        func fits(_ start: Int, _ count: Int) -> Bool { width(text[bounds[start]..<bounds[start + count]], font, f) <= limit }
        var pieces: [Range<String.Index>] = []
        var start = 0
        while start < characters {
            let left = characters - start
            // The first count (≥ 2) that does not fit: doubling, then halving (lo fits, hi does not).
            var lo = 1, hi = 2
            while hi <= left, fits(start, hi) { lo = hi; hi *= 2 }
            if hi > left {
                if left == lo || fits(start, left) { pieces.append(bounds[start]..<word.upperBound); break }
                hi = left
            }
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if fits(start, mid) { lo = mid } else { hi = mid }
            }
            pieces.append(bounds[start]..<bounds[start + lo])
            start += lo
        }
        return pieces
    }

    /// Moves the first line's last word down when the second (last) line is a single word.
    private func pushOut(_ lines: inout [Range<String.Index>], _ text: String, _ font: ResolvedFont, _ f: ShapingFont,
                         _ limit: Double) {
        let last = lines[lines.count - 1], previous = lines[lines.count - 2]
        guard !text[last].contains(" "), let space = text[previous].lastIndex(of: " ") else { return }
        var keepEnd = space
        while keepEnd > previous.lowerBound, text[text.index(before: keepEnd)] == " " { keepEnd = text.index(before: keepEnd) }
        guard keepEnd > previous.lowerBound else { return }
        let movedStart = text.index(after: space)
        guard width(text[movedStart..<last.upperBound], font, f) <= limit else { return }
        lines[lines.count - 2] = previous.lowerBound..<keepEnd
        lines[lines.count - 1] = movedStart..<last.upperBound
    }

    /// Line widths of `text` wrapped to `limit` (nil: one line per paragraph), in points, unrounded.
    func lineWidths(_ text: String, _ font: ResolvedFont, _ limit: Double?) -> [Double] {
        let f = face(font)
        return lines(text, font, limit).map { width(text[$0], font, f) }
    }

    /// The width of the last visible line when the text does not fit its lines: the line's text from
    /// its start to the end of the text, cut to fit `limit` with an ellipsis where `mode` says. The ellipsis
    /// is a run of its own (no kerning with its neighbours) and the spaces next to it are dropped, as Apple's
    /// text system appends its truncation token (measured, swiftui-web `text/truncation` and `text/line-limit`,
    /// macOS 26.2: "Layout must wrap this sentence onto several lines inside a narrow frame." in 150 pt, one line,
    /// head mode is 145 wide, "…inside a narrow frame." without the space; at 260 pt, tail, 258, "…onto sev" +
    /// "…" without the v–ellipsis kerning; docs/TEXT.md, step 8).
    private func truncatedWidth(_ text: String, from start: String.Index, _ font: ResolvedFont, _ limit: Double?,
                                mode: TruncationMode) -> Double {
        truncated(text, from: start, font, limit, mode: mode).width
    }
    private func truncated(_ text: String, from start: String.Index, _ font: ResolvedFont, _ limit: Double?,
                           mode: TruncationMode) -> TextLine {
        let f = face(font)
        let rest = Array(text[start...].map { $0 == "\n" ? " " : $0 })
        guard let limit else { let all = String(rest); return TextLine(text: all, width: width(Substring(all), font, f)) }
        let ellipsis = width("…", font, f)
        /// The first `k` characters (trailing spaces dropped) and the last `k` (leading ones), and their widths.
        func headText(_ k: Int) -> String { String(rest[..<min(k, rest.count)]).trimmingTrailingSpaces() }
        func tailText(_ k: Int) -> Substring { String(rest[(rest.count - min(k, rest.count))...]).drop { $0 == " " } }
        func head(_ k: Int) -> Double { width(Substring(headText(k)), font, f) }
        func tail(_ k: Int) -> Double { width(tailText(k), font, f) }
        /// The most characters `k` with `fits(k)` (widths grow with the count): doubling from 1, then a binary
        /// search, so the widths measured are of about as many characters as fit, not of the whole rest of the
        /// text (a 1 MB word's last line measured up to 20 prefixes of half a megabyte; issue 34).
        func most(_ fits: (Int) -> Bool) -> Int {
            var lo = 0, hi = 1
            while hi < rest.count, fits(hi) { lo = hi; hi *= 2 }
            hi = min(hi, rest.count)
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if fits(mid) { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
        switch mode {
        case .tail:
            let k = most { head($0) + ellipsis <= limit + 1e-9 }
            return TextLine(text: headText(k) + "…", width: head(k) + ellipsis)
        case .head:
            let k = most { ellipsis + tail($0) <= limit + 1e-9 }
            return TextLine(text: "…" + tailText(k), width: ellipsis + tail(k))
        case .middle:
            // The ellipsis stands in the middle: the head and the tail each keep what fits in half of the line
            // the ellipsis leaves. The one rule that gives both recordings (swiftui-web text-metrics, macOS 26.2
            // and iOS 26.0, the sentence in 150 pt): one line 150 wide ("Layout mus…rrow frame."), two lines
            // 147 ("sentence o…rrow frame." under the first line); keeping as many characters before the ellipsis
            // as after it gives 149.5 for both.
            let half = (limit - ellipsis) / 2
            let h = most { head($0) <= half + 1e-9 }, t = most { tail($0) <= half + 1e-9 }
            return TextLine(text: headText(h) + "…" + tailText(t), width: head(h) + ellipsis + tail(t))
        }
    }

    private func lineBox(_ font: ResolvedFont) -> (line: Double, pitch: Double, baseline: Double) {
        if calibrated { return (font.lineHeight, font.linePitch, font.firstBaseline) }
        let m = metrics(of: font)
        let line = m.ascender - m.descender + m.leading
        return (line, line, m.ascender)
    }

    private func lineCount(_ total: Int, _ font: ResolvedFont, _ proposal: ProposedViewSize, _ options: TextOptions) -> Int {
        var count = total
        if let most = options.maxLines { count = min(count, most) }
        if let h = proposal.height, h.isFinite {
            let box = lineBox(font)
            let fit = h >= box.line - 1e-9 ? 1 + clampedCount((h - box.line) / box.pitch + 1e-9, limit: 1 << 30) : 1
            count = min(count, fit)
        }
        return max(count, 1)
    }

    public func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> Size {
        size(of: text, font: font, proposal: proposal, options: TextOptions())
    }

    public func lines(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> [TextLine] {
        guard !text.isEmpty else { return [] }
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let f = face(font)
        let ranges = lines(text, font, limit)
        let count = lineCount(ranges.count, font, proposal, options)
        return (0..<count).map { k in
            if k == count - 1, count < ranges.count {
                return truncated(text, from: ranges[k].lowerBound, font, limit, mode: options.truncation)
            }
            let drawn = String(text[ranges[k]]).trimmingTrailingSpaces()   // a space at a break hangs, undrawn
            return TextLine(text: drawn, width: width(Substring(drawn), font, f))
        }
    }

    public func size(of text: String, font: ResolvedFont, proposal: ProposedViewSize, options: TextOptions) -> Size {
        guard !text.isEmpty else { return .zero }
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let f = face(font)
        let ranges = lines(text, font, limit)
        let count = lineCount(ranges.count, font, proposal, options)
        let box = lineBox(font)
        var width = 0.0
        for k in 0..<count {
            if k == count - 1, count < ranges.count {
                width = max(width, truncatedWidth(text, from: ranges[k].lowerBound, font, limit, mode: options.truncation))
            } else {
                width = max(width, self.width(text[ranges[k]], font, f))
            }
        }
        if calibrated { width = ceilToPixel(width, scale: font.displayScale) }
        if let limit, width > limit { width = max(limit, 0) }
        // A lower line limit (lineLimit(2...4), reservesSpace) reserves that many lines.
        let shown = max(count, min(options.minLines ?? 0, 1 << 20))
        let height = box.line + Double(shown - 1) * box.pitch
        // The profile's line boxes are on the half-point grid; a pitch off it (lineSpacing adds to the
        // unrounded line) is rounded up to the pixel grid, as SwiftUI reports sizes.
        let offGrid = (box.pitch * 2).rounded() != box.pitch * 2
        return Size(width: width, height: calibrated && offGrid ? ceilToPixel(height, scale: font.displayScale) : height)
    }

    /// A concatenation: the runs form one paragraph; words wrap greedily across runs (a word is measured in
    /// its run's font, so a line is the sum of its pieces); each line is as tall as its tallest run, the
    /// next line's pitch the largest of its runs' (measured: swiftui-web `text/concatenation`, macOS 26.2:
    /// "Big " in largeTitle + "small" is 74 × 38; a bold + regular sentence at 150 pt wraps to 4 lines, 64).
    public func size(ofRuns runs: [(text: String, font: ResolvedFont)], proposal: ProposedViewSize,
                     options: TextOptions) -> Size {
        guard !runs.isEmpty else { return .zero }
        if runs.count == 1 { return size(of: runs[0].text, font: runs[0].font, proposal: proposal, options: options) }
        struct Token { var text: Substring; var run: Int; var kind: Kind; enum Kind { case word, space, newline } }
        var tokens: [Token] = []
        for (r, run) in runs.enumerated() {
            var i = run.text.startIndex
            while i < run.text.endIndex {
                let c = run.text[i]
                var j = run.text.index(after: i)
                if c == "\n" { tokens.append(Token(text: run.text[i..<j], run: r, kind: .newline)); i = j; continue }
                let isSpace = c == " "
                while j < run.text.endIndex, run.text[j] != "\n", (run.text[j] == " ") == isSpace { j = run.text.index(after: j) }
                tokens.append(Token(text: run.text[i..<j], run: r, kind: isSpace ? .space : .word))
                i = j
            }
        }
        let faces = runs.map { face($0.font) }
        func width(_ line: ArraySlice<Token>) -> Double {
            var total = 0.0
            var k = line.startIndex
            while k < line.endIndex {
                var piece = String(line[k].text)
                let r = line[k].run
                var m = k + 1
                while m < line.endIndex, line[m].run == r { piece += line[m].text; m += 1 }
                total += self.width(Substring(piece), runs[r].font, faces[r])
                k = m
            }
            return total
        }
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        // Lines as token ranges; a line broken at a space keeps that space in its width (it hangs past the
        // text and counts, as in one run: the bold + regular sentence at 150 pt is 142.5 wide, its first line
        // "Layout must wrap this " with the space). Paragraphs of two lines avoid a lone last word (pushOut).
        var lines: [ArraySlice<Token>] = []
        var paragraph: [Range<Int>] = []
        var start = 0, end = 0   // the current line is tokens[start..<end] (without trailing spaces)
        var k = 0
        func closeParagraph() {
            if calibrated, let limit, paragraph.count == 2 {
                let first = paragraph[0], second = paragraph[1]
                let words = tokens[first].indices.filter { tokens[$0].kind == .word }
                let lastWords = tokens[second].filter { $0.kind == .word }
                if lastWords.count == 1, words.count >= 2, let moved = words.last,
                   width(tokens[moved..<second.upperBound]) <= limit + 1e-9 {
                    paragraph = [first.lowerBound..<moved, moved..<second.upperBound]
                }
            }
            lines += paragraph.map { tokens[$0] }
            paragraph = []
        }
        while k < tokens.count {
            switch tokens[k].kind {
            case .newline:
                paragraph.append(start..<end); closeParagraph(); k += 1; start = k; end = k
            case .space:
                k += 1
            case .word:
                if let limit, end > start, width(tokens[start...k]) > limit + 1e-9 {
                    paragraph.append(start..<k)
                    start = k
                }
                k += 1; end = k
            }
        }
        paragraph.append(start..<end)
        closeParagraph()
        var count = lines.count
        if let most = options.maxLines { count = min(count, most) }
        var height = 0.0, widest = 0.0
        for (n, line) in lines.prefix(count).enumerated() {
            let used = Set(line.filter { $0.kind == .word }.map(\.run))
            let fonts = (used.isEmpty ? [0] : Array(used)).map { runs[$0].font }
            // The first line is its runs' boxes stood on one baseline: the tallest ascent plus the deepest
            // descent (measured: title "Env " + bold "bold" is 42 on iOS 26, the regular run's baseline 31.5
            // over the bold run's 10.5 below it; each alone is 41.5).
            height += n == 0 ? fonts.map(\.firstBaseline).max()! + fonts.map { $0.lineHeight - $0.firstBaseline }.max()!
                             : fonts.map(\.linePitch).max()!
            widest = max(widest, width(line))
        }
        if let least = options.minLines, least > count { height += Double(least - count) * runs[0].font.linePitch }
        if calibrated { height = ceilToPixel(height, scale: runs[0].font.displayScale) }
        var w = calibrated ? ceilToPixel(widest, scale: runs[0].font.displayScale) : widest
        if let limit, w > limit { w = max(limit, 0) }
        return Size(width: w, height: height)
    }

    public func baselines(of text: String, font: ResolvedFont, proposal: ProposedViewSize) -> (first: Double, last: Double) {
        let box = lineBox(font)
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let count = text.isEmpty ? 1 : lineCount(lines(text, font, limit).count, font, proposal, TextOptions())
        return (box.baseline, box.baseline + Double(count - 1) * box.pitch)
    }
}
