// Text in every script (docs/TEXT.md): characters Inter lacks are set in a fallback font, the way Apple's
// text system falls back from SF Pro to SF Arabic, SF Hebrew, PingFang and Apple Color Emoji. The
// fallbacks are Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, installed by
// `make deps`). A line is split into runs by font and by bidirectional embedding level — levels from GNU
// FriBidi, the Unicode bidirectional algorithm, not computed here — and each run is shaped by HarfBuzz
// in its own direction. Fallback runs are measured with their font's own advances (Apple's fallback fonts
// cannot be shipped either, and no measurement calibrates them yet).
import CFriBidi
import CHarfBuzz

/// The fallback fonts, in the order they are tried, loaded once.
enum FallbackFonts {
    /// Paths (and the face index inside a collection) tried for each script family.
    static let candidates: [(path: String, index: UInt32)] = [
        ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0),
        ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", 0),
        // NotoSansCJK-Regular.ttc: faces JP, KR, SC, TC, HK; Simplified Chinese first, then Japanese.
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
        ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0),
        ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0),
        ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0),
        ("/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", 0),
    ]
    static let loaded: [ShapingFont] = candidates.compactMap { ShapingFont(path: $0.path, faceIndex: $0.index) }
}

/// One run of a line: the scalars [start, end) set in `font`, at an even (left-to-right) or odd level.
struct TextRun {
    var start: Int
    var end: Int
    var font: ShapingFont
    var rightToLeft: Bool
}

enum TextSegmenter {
    /// Scalars that take the font of the text around them: joiners, variation selectors, emoji modifiers,
    /// combining marks. (A space is set in the primary font, which has one.)
    static func inherits(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// True if `text` can be set as one left-to-right run in `primary` without looking at each character:
    /// printable ASCII, which Inter covers.
    static func isSimple(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The runs of one line: split where the font or the bidirectional level changes.
    static func runs(_ scalars: [Unicode.Scalar], primary: ShapingFont) -> [TextRun] {
        guard !scalars.isEmpty else { return [] }
        let levels = embeddingLevels(scalars)
        var runs: [TextRun] = []
        var previous: ShapingFont? = nil
        for (k, scalar) in scalars.enumerated() {
            var font: ShapingFont
            if let previous, inherits(scalar) {
                font = previous
            } else if primary.hasGlyph(scalar.value) {
                font = primary
            } else {
                font = FallbackFonts.loaded.first { $0.hasGlyph(scalar.value) } ?? primary
            }
            previous = font
            let rtl = levels[k] % 2 == 1
            if let last = runs.last, last.font === font, last.rightToLeft == rtl, last.end == k {
                runs[runs.count - 1].end = k + 1
            } else {
                runs.append(TextRun(start: k, end: k + 1, font: font, rightToLeft: rtl))
            }
        }
        return runs
    }

    /// The Unicode bidirectional embedding level of each scalar (GNU FriBidi; the paragraph direction
    /// from its first strong character).
    static func embeddingLevels(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let n = scalars.count
        var chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        // FRIBIDI_PAR_ON (FRIBIDI_MASK_NEUTRAL, 0x40): the paragraph direction comes from the text.
        var direction = FriBidiParType(UInt32(0x40))
        chars.withUnsafeMutableBufferPointer { c in
            fribidi_get_bidi_types(c.baseAddress, FriBidiStrIndex(n), &types)
            fribidi_get_bracket_types(c.baseAddress, FriBidiStrIndex(n), &types, &brackets)
        }
        let ok = fribidi_get_par_embedding_levels_ex(&types, &brackets, FriBidiStrIndex(n), &direction, &levels)
        return ok == 0 ? [UInt8](repeating: 0, count: n) : levels.map { UInt8(bitPattern: $0) }
    }
}
