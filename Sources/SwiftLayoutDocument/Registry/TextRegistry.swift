// The document's Text and the text modifiers (Sources/SwiftLayout/Text): one entry each (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let textViews: [ViewSpec] = [
        ViewSpec("Text", keys: ["text", "font", "runs", "markdown"]) { o in
            let node: ViewNode
            if let source = try o.string("markdown") {
                if o.has("text") || o.has("runs") { throw LayoutError.invalid("\(o.path): a Text takes \"text\", \"runs\" or \"markdown\", one of them") }
                var t = Text.markdown(source)
                if let f = try o.font(o.raw("font"), path: o.path.key("font")) { t = t.font(f) }
                node = t.node
            } else if let list = o.raw("runs") {
                // A concatenation: {"type": "Text", "runs": [Text, Text, …]} (each run a Text with its
                // own "text", "font" and bold/italic/fontWeight modifiers).
                guard case .array(let items) = list, !items.isEmpty else { throw LayoutError.invalid("\(o.path).runs: expected a list of Text") }
                if o.has("text") { throw LayoutError.invalid("\(o.path): a Text takes \"text\" or \"runs\", not both") }
                var joined: Text? = nil
                for (k, item) in items.enumerated() {
                    let run = try o.textRun(item, path: o.path.element("runs", k))
                    joined = joined.map { $0 + run } ?? run
                }
                var t = joined!
                if let f = try o.font(o.raw("font"), path: o.path.key("font")) { t = t.font(f) }
                node = t.node
            } else {
                node = Text(try o.string("text") ?? "", font: try o.font(o.raw("font"), path: o.path.key("font"))).node
            }
            return node
        }.doc(#"`text`, `font` (a text style: `"largeTitle"`, `"title"`, … `"caption2"`); or `runs` (a list of Texts, each with its `text` — or `systemImage`, an SF Symbol inline — its `font` and `bold`/`italic`/`fontWeight`/`monospacedDigit`/`monospaced`/`fontDesign`/`font` modifiers) instead of `text`; or `markdown` (a string literal's inline markdown: `**bold**`, `_italic_`, `` `code` ``, `~~struck~~`, `[link](url)`, `\\*` escapes)"#,
              swiftUI: #"`Text("…").font(.title)`, `Text + Text`, `Text(Image(systemName:))`, `Text("**bold** literal")` (markdown)"#),
    ]

    static let textModifiers: [ModifierSpec] = [
        ModifierSpec("font", value: ["name", "object"]) { o in
            guard let f = try o.font(o.arg, path: o.path) else { throw LayoutError.invalid("expected a font") }
            return o.content.font(f).node
        }.doc("a text style name", swiftUI: "`.font(_:)` (environment: all Text inside)"),
        ModifierSpec.bool("bold") { $0.bold($1) }.doc(swiftUI: "`.bold(_:)` (environment: the Text inside)"),
        ModifierSpec.bool("italic") { $0.italic($1) }.doc(swiftUI: "`.italic(_:)` (environment: the Text inside)"),
        ModifierSpec.style("textSelection", TextSelectability.self, "text selectability") { $0.textSelection($1) }
            .doc(swiftUI: "`.textSelection(_:)` (no layout effect)"),
        ModifierSpec.bool("monospaced") { $0.monospaced($1) }
            .doc(swiftUI: "`.monospaced(_:)` (environment: the Text inside in SF Mono, docs/TEXT.md)"),
        ModifierSpec("fontDesign", value: ["name", "null"]) { o in
            o.content.fontDesign(try optionalName(o, "a font design name") { n throws(LayoutError) in try Font.Design.named(n) }).node
        }.doc("`default`, `rounded`, `serif`, `monospaced` or `null`", swiftUI: "`.fontDesign(_:)` (environment: the Text inside)"),
        ModifierSpec("fontWeight", value: ["name", "null"]) { o in
            o.content.fontWeight(try optionalName(o, "a font weight name") { n throws(LayoutError) in try Font.Weight.named(n) }).node
        }.doc("a weight name (`ultraLight` … `black`) or `null`", swiftUI: "`.fontWeight(_:)`"),
        ModifierSpec("lineLimit", value: ["number", "null", "object"], keys: ["min", "max", "limit", "reservesSpace"]) { o in
            let node: ViewNode
            switch o.arg {
            case .null: node = o.content.lineLimit(nil).node
            case .number(let n): node = o.content.lineLimit(try Build.count(n, "lineLimit")).node
            case .object:
                // {"min": 2, "max": 4} (a range; either end may be left out) or {"limit": 2, "reservesSpace": true}
                let a = try Obj(o.arg, o.path)
                if let limit = try a.number("limit") {
                    node = o.content.lineLimit(try Build.count(limit, "lineLimit limit"),
                                             reservesSpace: try a.bool("reservesSpace") ?? false).node
                    try a.rejectUnknown(["limit", "reservesSpace"])
                } else {
                    let lo = try a.number("min").map { n throws(LayoutError) in try Build.count(n, "lineLimit min") }
                    let hi = try a.number("max").map { n throws(LayoutError) in try Build.count(n, "lineLimit max") }
                    if let lo, let hi, lo > hi { throw LayoutError.invalid("lineLimit min \(lo) is above max \(hi)") }
                    node = o.content.lineLimit(min: lo, max: hi).node
                    try a.rejectUnknown(["min", "max"])
                }
            default:
                throw LayoutError.invalid("expected an integer ≥ 1, null, {min, max} or {limit, reservesSpace}, got \(o.arg.typeName)")
            }
            return node
        }.doc("an integer in 1…1,000,000, `null`, `{min, max}` (a range; either end may be left out) or `{limit, reservesSpace}`",
              swiftUI: "`.lineLimit(_:)`, `.lineLimit(_:reservesSpace:)`"),
        ModifierSpec("tracking", value: ["number"], textSpacing)
            .doc("a number of points in −10,000…10,000", swiftUI: "`.tracking(_:)` (measured like `.kerning`)"),
        ModifierSpec("kerning", value: ["number"], textSpacing)
            .doc("a number of points in −10,000…10,000", swiftUI: "`.kerning(_:)` (measured like `.tracking`)"),
        ModifierSpec("lineSpacing", value: ["number"], textSpacing)
            .doc("a number of points in 0…10,000", swiftUI: "`.lineSpacing(_:)`: between wrapped lines"),
        ModifierSpec("baselineOffset", value: ["number"], textSpacing)
            .doc("a number of points in −10,000…10,000", swiftUI: "`.baselineOffset(_:)`: text raised (negative: lowered); each line grows by its size (macOS measured, iOS assumed: docs/TEXT.md)"),
        ModifierSpec("minimumScaleFactor", value: ["number"], textSpacing)
            .doc("a number in (0, 1]", swiftUI: "`.minimumScaleFactor(_:)`"),
        ModifierSpec("textCase", value: ["string", "null"]) { o in
            let node: ViewNode
            if case .null = o.arg { node = o.content.textCase(nil).node } else {
                guard case .string(let name) = o.arg, let c = TextCase(rawValue: name.lowercased()) else {
                    throw LayoutError.invalid("expected \"uppercase\", \"lowercase\" or null")
                }
                node = o.content.textCase(c).node
            }
            return node
        }.doc(#"`"uppercase"`, `"lowercase"` or `null`"#, swiftUI: "`.textCase(_:)`"),
        ModifierSpec("dynamicTypeSize", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected a Dynamic Type size name") }
            return o.content.dynamicTypeSize(try DynamicTypeSize.named(name)).node
        }.doc("a Dynamic Type size (`xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`)",
              swiftUI: "`.dynamicTypeSize(_:)`"),
        ModifierSpec("truncationMode", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \"head\", \"middle\" or \"tail\"") }
            return o.content.truncationMode(try TruncationMode.named(name)).node
        }.doc(#"`"head"`, `"middle"` or `"tail"`"#, swiftUI: "`.truncationMode(_:)`"),
        ModifierSpec("multilineTextAlignment", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \"leading\", \"center\" or \"trailing\"") }
            return o.content.multilineTextAlignment(try HorizontalAlignment.named(name)).node
        }.doc(#"`"leading"`, `"center"` or `"trailing"`"#, swiftUI: "`.multilineTextAlignment(_:)`"),
    ]

    /// A modifier's value that is a name or `null` (nil): `parse` reads the name.
    static func optionalName<T>(_ o: ModifierArgs, _ what: String,
                                _ parse: (String) throws(LayoutError) -> T) throws(LayoutError) -> T? {
        if case .null = o.arg { return nil }
        guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \(what) or null") }
        return try parse(name)
    }

    static func textSpacing(_ o: ModifierArgs) throws -> ViewNode {
        let node: ViewNode
        guard case .number(let n) = o.arg else {
            throw LayoutError.invalid("expected a number of points, got \(o.arg.typeName)")
        }
        guard n.isFinite, abs(n) <= 10_000 else {
            throw LayoutError.invalid("expected a finite number of points within ±10000, got \(fmt(n))")
        }
        switch o.key {
        case "lineSpacing":
            guard n >= 0 else { throw LayoutError.invalid("lineSpacing must be ≥ 0, got \(fmt(n))") }
            node = o.content.lineSpacing(n).node
        case "baselineOffset":
            node = o.content.baselineOffset(n).node
        case "minimumScaleFactor":
            guard n > 0, n <= 1 else { throw LayoutError.invalid("minimumScaleFactor must be in (0, 1], got \(fmt(n))") }
            node = o.content.minimumScaleFactor(n).node
        default: node = o.content.tracking(n).node
        }
        return node
    }
}
