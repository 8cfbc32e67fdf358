// Markdown in a Text literal: `Text("Plain **bold** and _italic_")` takes a LocalizedStringKey, whose inline
// markdown SwiftUI renders (Apple's `Text` documentation: "Text supports Markdown … in a string literal";
// `Text(verbatim:)` and a String variable show the characters as they are). Measured: swiftui-web
// `text/markdown` @8592285 (macOS 26.6, fixture g5_text_markdown_macos): `**` / `__` bold, `*` / `_` italic,
// `***` both, `` `code` `` monospaced (SF Mono), `~~` struck through (drawing only), `[text](url)` its text in
// the link colour (drawing only), `\*` an escaped star; the widths are the runs'.
//
// The inline subset of CommonMark SwiftUI uses (`AttributedString(markdown:)` with inline-only parsing):
// backslash escapes of ASCII punctuation, code spans (a run of backticks closed by a run of the same
// length), emphasis by `*` and `_` runs of one to three (an `_` inside a word is literal), `~~` strikethrough
// and links; block syntax (headings, lists) is not interpreted in a Text literal.

extension Text {
    /// The text of a markdown source as SwiftUI renders a string literal: its runs bold, italic,
    /// monospaced (code) or plain. A source without markup is a plain Text of it.
    public static func markdown(_ source: String) -> Text {
        let segments = MarkdownInline.parse(Array(source))
        if segments.allSatisfy({ $0.style == MarkdownInline.Style() }) {
            return Text(segments.map(\.text).joined())
        }
        // The runs of `Text + Text + …`, made at once (concatenating one by one copies the runs each time).
        var runs: [TextRunSpec] = []
        var string = ""
        for seg in segments where !seg.text.isEmpty {
            var style = TextStyling()
            style.bold = seg.style.bold
            style.italic = seg.style.italic
            if seg.style.code { style.design = .monospaced }
            runs.append(TextRunSpec(string: seg.text, style: style))
            string += seg.text
        }
        return Text(string, style: TextStyling(), runs: runs)
    }
}

/// SwiftUI's inline markdown, parsed into styled segments.
enum MarkdownInline {
    struct Style: Hashable { var bold = false, italic = false, code = false, strike = false, link = false }
    struct Segment { var text: String; var style: Style }

    /// At most this many nested spans are interpreted (deeper markup stays literal): a bound on recursion.
    static let maxNesting = 32

    /// Where a search for a closing run found none: a later search for the same run from at or after that
    /// place cannot find one either (keeps a text of many unclosed openers linear).
    /// Also each `[`'s matching `]` (found once for the whole text: a text of many unclosed brackets stays linear).
    final class Misses {
        var from: [String: Int] = [:]
        var brackets: [Int: Int]? = nil
        func known(_ key: String, _ start: Int) -> Bool { from[key].map { start >= $0 } ?? false }
        func record(_ key: String, _ start: Int) { from[key] = min(from[key] ?? .max, start) }
        func matching(_ s: [Character], _ i: Int) -> Int? {
            if brackets == nil {
                var open: [Int] = [], found: [Int: Int] = [:], k = 0
                while k < s.count {
                    if s[k] == "\\" { k += 2; continue }
                    if s[k] == "[" { open.append(k) } else if s[k] == "]", let o = open.popLast() { found[o] = k }
                    k += 1
                }
                brackets = found
            }
            return brackets?[i]
        }
    }

    static func parse(_ s: [Character]) -> [Segment] {
        var out: [Segment] = []
        parse(s, 0, s.count, Style(), depth: 0, misses: Misses(), into: &out)
        // Adjacent segments of one style become one.
        var merged: [Segment] = []
        for seg in out where !seg.text.isEmpty {
            if let last = merged.last, last.style == seg.style { merged[merged.count - 1].text += seg.text } else { merged.append(seg) }
        }
        return merged
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (33...47).contains(a) || (58...64).contains(a) || (91...96).contains(a) || (123...126).contains(a)
    }
    private static func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }
    private static func isWordChar(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }

    /// The length of the run of `c` starting at `i` (before `end`).
    private static func run(_ s: [Character], _ i: Int, _ end: Int, _ c: Character) -> Int {
        var k = i
        while k < end, s[k] == c { k += 1 }
        return k - i
    }

    private static func parse(_ s: [Character], _ start: Int, _ end: Int, _ style: Style, depth: Int, misses: Misses,
                              into out: inout [Segment]) {
        var text = ""
        func flush() { if !text.isEmpty { out.append(Segment(text: text, style: style)); text = "" } }
        var i = start
        while i < end {
            let c = s[i]
            if c == "\\", i + 1 < end, isPunctuation(s[i + 1]) {
                text.append(s[i + 1]); i += 2; continue
            }
            if c == "`" {
                let n = run(s, i, end, "`")
                // The closing run of exactly n backticks.
                var k = i + n, close = -1
                while k < end {
                    if s[k] == "`" {
                        let m = run(s, k, end, "`")
                        if m == n { close = k; break }
                        k += m
                    } else { k += 1 }
                }
                if close >= 0 {
                    var code = String(s[(i + n)..<close])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    flush()
                    var st = style; st.code = true
                    out.append(Segment(text: code, style: st))
                    i = close + n
                } else {
                    text += String(repeating: "`", count: n); i += n
                }
                continue
            }
            if depth < maxNesting, c == "[", let (close, urlEnd) = link(s, i, end, misses) {
                flush()
                var st = style; st.link = true
                parse(s, i + 1, close, st, depth: depth + 1, misses: misses, into: &out)
                i = urlEnd + 1
                continue
            }
            if depth < maxNesting, c == "~", i + 1 < end, s[i + 1] == "~", !isSpace(i + 2 < end ? s[i + 2] : nil),
               let close = closer(s, from: i + 2, end, "~", 2, misses) {
                flush()
                var st = style; st.strike = true
                parse(s, i + 2, close, st, depth: depth + 1, misses: misses, into: &out)
                i = close + 2
                continue
            }
            if depth < maxNesting, c == "*" || c == "_" {
                let n = run(s, i, end, c)
                let before: Character? = i > start ? s[i - 1] : (i > 0 ? s[i - 1] : nil)
                let after: Character? = i + n < end ? s[i + n] : nil
                let opens = !isSpace(after) && !(c == "_" && isWordChar(before))
                if opens, n <= 3, let close = closer(s, from: i + n, end, c, n, misses) {
                    flush()
                    var st = style
                    if n >= 2 { st.bold = true }
                    if n != 2 { st.italic = true }
                    parse(s, i + n, close, st, depth: depth + 1, misses: misses, into: &out)
                    i = close + n
                    continue
                }
                text += String(repeating: c, count: n); i += n
                continue
            }
            text.append(c); i += 1
        }
        flush()
    }

    /// The start of a closing run of exactly `n` `c` after `from`: not preceded by whitespace (and for `_`
    /// not followed by a word character); code spans and escapes are skipped over.
    private static func closer(_ s: [Character], from: Int, _ end: Int, _ c: Character, _ n: Int, _ misses: Misses) -> Int? {
        let key = "\(c)\(n)\(end)"
        if misses.known(key, from) { return nil }
        var k = from
        while k < end {
            let ch = s[k]
            if ch == "\\", k + 1 < end { k += 2; continue }
            if ch == "`" {
                let m = run(s, k, end, "`")
                var j = k + m
                while j < end, !(s[j] == "`" && run(s, j, end, "`") == m) { j += 1 }
                k = j < end ? j + m : k + m
                continue
            }
            if ch == c {
                let m = run(s, k, end, c)
                let after: Character? = k + m < end ? s[k + m] : nil
                if m == n, k > from, !isSpace(s[k - 1]), !(c == "_" && isWordChar(after)) { return k }
                // A longer run may hold the closer at its end (`***both***` inside `**`); a shorter one is
                // a nested span's.
                if m > n, k > from, !isSpace(s[k - 1]) { return k + m - n }
                k += m
                continue
            }
            k += 1
        }
        misses.record(key, from)
        return nil
    }

    /// `[text](url)` at `i`: the index of the `]` and of the `)`.
    private static func link(_ s: [Character], _ i: Int, _ end: Int, _ misses: Misses) -> (Int, Int)? {
        guard let k = misses.matching(s, i), k + 1 < end, s[k + 1] == "(" else { return nil }
        var j = k + 2
        while j < end, s[j] != ")", !s[j].isWhitespace { j += 1 }
        guard j < end, s[j] == ")" else { return nil }
        return (k, j)
    }
}
