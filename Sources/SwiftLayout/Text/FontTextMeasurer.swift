// Real text: HarfBuzz shapes each word with a real font's advances, and the font's own metrics give the
// line height (ascender − descender + line gap), the baselines and Text's spacing values. The default
// font is Inter (Debian fonts-inter), the open font closest to Apple's SF Pro; if it is missing, DejaVu
// Sans; if neither is installed, the engine falls back to ApproximateTextMeasurer and says so in
// `FontTextMeasurer.status`. A font file can be chosen with $SWIFTLAYOUT_FONT (and $SWIFTLAYOUT_BOLD_FONT).
import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One loaded font file. hb_font_t is safe to shape with from several threads once made.
final class ShapingFont: @unchecked Sendable {
    let path: String
    private let font: OpaquePointer
    let unitsPerEm: Double
    let ascender: Double, descender: Double, lineGap: Double, capHeight: Double
    /// Word → advance in font units, and the bytes the table holds (at most `cacheBytes`).
    private let cache = Locked<(table: [String: Double], bytes: Int)>(([:], 0))
    /// The text-width cache's budget per font: 8 MiB. A word's entry costs its UTF-8 bytes and ~64 more;
    /// a word over 1/16 of the budget is shaped each time instead of kept.
    static let cacheBytes = 8 << 20
    /// The bytes the cache holds now.
    var cachedBytes: Int { cache.withLock { $0.bytes } }

    init?(path: String) {
        guard access(path, R_OK) == 0, let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
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

    /// The advance of `text` in font units (shaped once per distinct string).
    func advance(_ text: String) -> Double {
        if text.isEmpty { return 0 }
        if let known = cache.withLock({ $0.table[text] }) { return known }
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        var total = 0.0
        if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
            for k in 0..<Int(count) { total += Double(positions[k].x_advance) }
        }
        let cost = text.utf8.count + 64
        if cost <= ShapingFont.cacheBytes / 16 {
            cache.withLock { c in
                if c.bytes + cost > ShapingFont.cacheBytes { c.table.removeAll(); c.bytes = 0 }
                if c.table.updateValue(total, forKey: text) == nil { c.bytes += cost }
            }
        }
        return total
    }
}

/// Measures text with HarfBuzz and a real font.
public struct FontTextMeasurer: TextMeasurer {
    let regular: ShapingFont
    let bold: ShapingFont

    /// The font files tried, in order, for regular and for semibold text.
    static let regularCandidates = ["/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                                    "/usr/share/fonts/truetype/inter/Inter-Regular.ttf",
                                    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]
    static let boldCandidates = ["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
                                 "/usr/share/fonts/truetype/inter/Inter-SemiBold.ttf",
                                 "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]

    private static func load(_ variable: String, _ candidates: [String]) -> ShapingFont? {
        if let chosen = getenv(variable).map({ String(cString: $0) }), !chosen.isEmpty { return ShapingFont(path: chosen) }
        for path in candidates { if let font = ShapingFont(path: path) { return font } }
        return nil
    }

    /// The system's default measurer, loaded once; nil if no font could be loaded.
    public static let shared: FontTextMeasurer? = {
        guard let regular = load("SWIFTLAYOUT_FONT", regularCandidates) else { return nil }
        return FontTextMeasurer(regular: regular, bold: load("SWIFTLAYOUT_BOLD_FONT", boldCandidates) ?? regular)
    }()

    /// Which text engine layouts use by default, and why.
    public static var status: String {
        if let shared { return "harfbuzz \(String(cString: hb_version_string())) with \(shared.regular.path)" }
        return "approximate (no font found: install fonts-inter, or set SWIFTLAYOUT_FONT)"
    }

    /// The default measurer: this one if a font is installed, else the approximate model.
    public static var systemDefault: any TextMeasurer { shared ?? ApproximateTextMeasurer() }

    /// A measurer for a given font file (and an optional bold one); nil if the file cannot be loaded.
    public init?(fontPath: String, boldFontPath: String? = nil) {
        guard let regular = ShapingFont(path: fontPath) else { return nil }
        self.regular = regular
        self.bold = boldFontPath.flatMap { ShapingFont(path: $0) } ?? regular
    }
    init(regular: ShapingFont, bold: ShapingFont) { self.regular = regular; self.bold = bold }

    private func face(_ font: Font) -> ShapingFont { font.bold ? bold : regular }

    public func metrics(of font: Font) -> FontMetrics {
        let f = face(font)
        let scale = font.pointSize / f.unitsPerEm
        return FontMetrics(ascender: f.ascender * scale, descender: f.descender * scale, leading: f.lineGap * scale,
                           capHeight: f.capHeight * scale)
    }

    /// Line widths of `text` wrapped to `limit` (nil: one line per paragraph), in points. Lines are
    /// shaped whole, so kerning across the spaces counts, as when CoreText sets a line.
    private func lines(_ text: String, _ font: Font, _ limit: Double?) -> [Double] {
        let f = face(font)
        let scale = font.pointSize / f.unitsPerEm
        func width(_ s: String) -> Double { f.advance(s) * scale }
        var widths: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit else { widths.append(width(String(paragraph))); continue }
            var line: String? = nil
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                if let current = line {
                    let candidate = current + " " + word
                    if width(candidate) <= limit + 1e-9 { line = candidate; continue }
                    widths.append(width(current))
                    line = nil
                }
                if width(word) <= limit + 1e-9 { line = word; continue }
                // A word wider than the line breaks between characters.
                var piece = ""
                for character in word {
                    let candidate = piece + String(character)
                    if !piece.isEmpty, width(candidate) > limit + 1e-9 {
                        widths.append(width(piece))
                        piece = String(character)
                    } else {
                        piece = candidate
                    }
                }
                line = piece
            }
            widths.append(width(line ?? ""))
        }
        return widths
    }

    private func lineHeight(_ font: Font) -> Double {
        let m = metrics(of: font)
        return m.ascender - m.descender + m.leading
    }

    public func size(of text: String, font: Font, proposal: ProposedViewSize) -> Size {
        guard !text.isEmpty else { return .zero }
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let widths = lines(text, font, limit)
        let height = lineHeight(font)
        var count = widths.count
        if let h = proposal.height, h.isFinite { count = min(count, max(1, clampedCount(h / height + 1e-9))) }
        return Size(width: widths.prefix(count).max() ?? 0, height: Double(count) * height)
    }

    public func baselines(of text: String, font: Font, proposal: ProposedViewSize) -> (first: Double, last: Double) {
        let height = lineHeight(font)
        let lines = max(1, (size(of: text, font: font, proposal: proposal).height / height).rounded())
        let ascent = metrics(of: font).ascender
        return (ascent, (lines - 1) * height + ascent)
    }
}
