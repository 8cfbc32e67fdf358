// The document's Text and the text modifiers (Sources/SwiftLayout/Text): one entry each (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let textViews: [ViewSpec] = [
        ViewSpec("Text", keys: ["text", "font", "runs"]) { o in
            let node: ViewNode
            if let list = o.raw("runs") {
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
        },
    ]

    static let textModifiers: [ModifierSpec] = [
        ModifierSpec("font", value: ["name", "object"]) { o in
            guard let f = try o.font(o.arg, path: o.path) else { throw LayoutError.invalid("expected a font") }
            return o.content.font(f).node
        },
        ModifierSpec.bool("bold") { $0.bold($1) },
        ModifierSpec.bool("italic") { $0.italic($1) },
        ModifierSpec("fontWeight", value: ["name", "null"]) { o in
            let node: ViewNode
            if case .null = o.arg { node = o.content.fontWeight(nil).node } else {
                guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected a font weight name or null") }
                node = o.content.fontWeight(try Font.Weight.named(name)).node
            }
            return node
        },
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
        },
        ModifierSpec("tracking", value: ["number"], textSpacing),
        ModifierSpec("kerning", value: ["number"], textSpacing),
        ModifierSpec("lineSpacing", value: ["number"], textSpacing),
        ModifierSpec("baselineOffset", value: ["number"], textSpacing),
        ModifierSpec("minimumScaleFactor", value: ["number"], textSpacing),
        ModifierSpec("textCase", value: ["string", "null"]) { o in
            let node: ViewNode
            if case .null = o.arg { node = o.content.textCase(nil).node } else {
                guard case .string(let name) = o.arg, let c = TextCase(rawValue: name.lowercased()) else {
                    throw LayoutError.invalid("expected \"uppercase\", \"lowercase\" or null")
                }
                node = o.content.textCase(c).node
            }
            return node
        },
        ModifierSpec("dynamicTypeSize", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected a Dynamic Type size name") }
            return o.content.dynamicTypeSize(try DynamicTypeSize.named(name)).node
        },
        ModifierSpec("truncationMode", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \"head\", \"middle\" or \"tail\"") }
            return o.content.truncationMode(try TruncationMode.named(name)).node
        },
        ModifierSpec("multilineTextAlignment", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \"leading\", \"center\" or \"trailing\"") }
            return o.content.multilineTextAlignment(try HorizontalAlignment.named(name)).node
        },
    ]

    static func textSpacing(_ o: ModifierArgs) throws -> ViewNode {
        let node: ViewNode
        guard case .number(let n) = o.arg, n.isFinite, abs(n) <= 10_000 else {
            throw LayoutError.invalid("expected a finite number of points, got \(o.arg.typeName)")
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
