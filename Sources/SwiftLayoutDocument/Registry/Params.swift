// Declared parameters: a modifier whose value is a few typed arguments is declared by them
// (`ModifierSpec.params`), and so are the one-value entries (`ModifierSpec.number`, `.bool`, `.flag`,
// `.style`). The declaration is the single source of the reader's checks and messages, of the export
// (`sl_registered_names`: key, SwiftUI label, type, range, names, default), and through the export of the
// Python serializer's checks (python/swiftlayout/registry.py), the from_swift spec
// (python/swiftlayout/swift_source.py) and the value column of docs/FORMAT.md (scripts/gen-docs.py).
import SwiftLayout

/// One argument of a modifier: its JSON key (SwiftUI's argument label), its type, range, names and default.
public struct Param: Sendable {
    public enum Kind: String, Sendable {
        /// A finite number, in `range` when one is given.
        case number
        /// `true` or `false`.
        case bool
        /// One of `names` (SwiftUI's spelling or snake_case).
        case name
        /// A unit point: a name (`"topLeading"`) or `{x, y}`.
        case unitPoint
        /// A colour: a SwiftUI name or `#rrggbb` / `#rrggbbaa`.
        case color
        /// An angle in degrees (SwiftUI's `Angle`: `.degrees(45)`, `.radians(…)` in source).
        case angle
    }

    public let key: String
    public let kind: Kind
    let range: ClosedRange<Double>?
    let names: [String]
    /// The value when the document leaves the key out; nil: the key is required; `.null`: it may be left out.
    let defaultValue: JSONValue?
    /// SwiftUI passes it without a label (`.opacity(0.5)`); a document may give it as the whole value.
    let unlabeled: Bool

    init(_ key: String, _ kind: Kind, range: ClosedRange<Double>? = nil, names: [String] = [],
         default value: JSONValue?, unlabeled: Bool) {
        self.key = key; self.kind = kind; self.range = range; self.names = names; defaultValue = value
        self.unlabeled = unlabeled
    }

    static func number(_ key: String, in range: ClosedRange<Double>? = nil, default value: Double? = nil,
                       optional: Bool = false, unlabeled: Bool = false) -> Param {
        Param(key, .number, range: range, default: value.map { .number($0) } ?? (optional ? .null : nil), unlabeled: unlabeled)
    }
    static func bool(_ key: String, default value: Bool? = nil, unlabeled: Bool = false) -> Param {
        Param(key, .bool, default: value.map { .bool($0) }, unlabeled: unlabeled)
    }
    static func unitPoint(_ key: String, default value: String = "center") -> Param {
        Param(key, .unitPoint, default: .string(value), unlabeled: false)
    }
    static func color(_ key: String, default value: String? = nil, unlabeled: Bool = false) -> Param {
        Param(key, .color, default: value.map { .string($0) }, unlabeled: unlabeled)
    }
    static func angle(_ key: String, unlabeled: Bool = false) -> Param {
        Param(key, .angle, default: nil, unlabeled: unlabeled)
    }

    /// The JSON kind a bare value of this parameter is (docs/FORMAT.md's words).
    var valueKind: String {
        switch kind {
        case .number, .angle: "number"
        case .bool: "bool"
        case .name, .unitPoint, .color: "name"
        }
    }

    /// `value` checked against the declaration (`owner`: the modifier, for messages; `alsoObject`: a bare
    /// value where the object form is taken too).
    func check(_ value: JSONValue, _ owner: String, path: DocPath, alsoObject: Bool = false) throws(LayoutError) -> JSONValue {
        let what = unlabeled ? owner : "\(owner) \(key)"
        let orObject = alsoObject ? " or an object" : ""
        switch (kind, value) {
        case (.number, .number(let n)), (.angle, .number(let n)):
            // Documents' numbers are finite; C passes any double.
            guard n.isFinite else { throw .invalid("\(what) must be finite, got \(fmt(n))") }
            if let range, !range.contains(n) { throw .invalid("\(what) must be \(Param.describe(range)), got \(fmt(n))") }
        case (.bool, .bool), (.color, .string), (.name, .string): break
        case (.unitPoint, .string), (.unitPoint, .object): _ = try ParamValues.unitPoint(value, path: path)
        // (The place names the key; a bare value may also be the object of all of them.)
        case (.number, _), (.angle, _): throw .invalid("expected a number\(orObject), got \(value.typeName)")
        case (.bool, _): throw .invalid("expected true or false\(orObject), got \(value.typeName)")
        case (.unitPoint, _): throw .invalid("expected a unit point name or {x, y}, got \(value.typeName)")
        case (.color, _), (.name, _): throw .invalid("expected a name\(orObject), got \(value.typeName)")
        }
        if kind == .color, case .string(let name) = value { _ = try Build.color(name) }
        return value
    }

    /// "in 0…1", "≥ 0", "≤ 10".
    static func describe(_ range: ClosedRange<Double>) -> String {
        if range.upperBound == .infinity { return "≥ \(fmt(range.lowerBound))" }
        if range.lowerBound == -.infinity { return "≤ \(fmt(range.upperBound))" }
        return "in \(fmt(range.lowerBound))…\(fmt(range.upperBound))"
    }

    /// The declaration as the export gives it: `{"key", "label", "type", "min", "max", "names", "default"}`.
    var json: JSONValue {
        var members = [JSONMember(key: "key", value: .string(key)),
                       JSONMember(key: "label", value: .string(unlabeled ? "_" : key)),
                       JSONMember(key: "type", value: .string(kind.rawValue))]
        if let range {
            if range.lowerBound.isFinite { members.append(JSONMember(key: "min", value: .number(range.lowerBound))) }
            if range.upperBound.isFinite { members.append(JSONMember(key: "max", value: .number(range.upperBound))) }
        }
        if !names.isEmpty { members.append(JSONMember(key: "names", value: .array(names.map { .string($0) }))) }
        if let defaultValue { members.append(JSONMember(key: "default", value: defaultValue)) }
        return .object(members)
    }
}

/// The arguments of a modifier declared by its parameters, checked, with their defaults filled in.
struct ParamValues {
    let values: [String: JSONValue]
    /// The keys the document gave (the others have their defaults).
    let given: Set<String>
    let path: DocPath

    /// Reads `arg` (an object of the keys, or the bare value of the unlabeled parameter) against `params`.
    init(_ params: [Param], _ owner: String, _ arg: JSONValue, path: DocPath) throws(LayoutError) {
        var given: [String: JSONValue] = [:]
        let isObject = ViewDocument.Builder.isObject(arg)
        if isObject {
            let o = try ViewDocument.Obj(arg, path)
            try o.rejectUnknown(params.map(\.key))
            for p in params { if let v = o.raw(p.key), v != .null { given[p.key] = v } }
        } else if let bare = params.first(where: \.unlabeled) {
            given[bare.key] = arg
        } else {
            throw .invalid("expected an object, got \(arg.typeName)")
        }
        var values: [String: JSONValue] = [:]
        for p in params {
            if let v = given[p.key] {
                // A member's error names its place (`$.modifiers[0].blur.radius: …`); a bare value's, the modifier's.
                do { values[p.key] = try p.check(v, owner, path: path.key(p.key), alsoObject: !isObject) } catch where isObject && !error.message.hasPrefix("$") {
                    throw LayoutError(error.code, "\(path.key(p.key)): \(error.message)")
                }
            }
            else if let d = p.defaultValue { values[p.key] = d }
            else { throw .invalid("\(owner) needs \(p.unlabeled ? "a value" : "\"\(p.key)\"")") }
        }
        self.values = values; self.path = path; self.given = Set(given.keys)
    }

    func number(_ key: String) -> Double { optionalNumber(key) ?? 0 }
    func optionalNumber(_ key: String) -> Double? { if case .number(let n)? = values[key] { n } else { nil } }
    func bool(_ key: String) -> Bool { if case .bool(let b)? = values[key] { b } else { false } }
    func string(_ key: String) -> String { if case .string(let s)? = values[key] { s } else { "" } }
    func color(_ key: String) -> Color { Color(string(key)) }
    func unitPoint(_ key: String) -> UnitPoint {
        (try? ParamValues.unitPoint(values[key] ?? .string("center"), path: path.key(key))) ?? .center
    }

    /// A unit point: a name, or `{x, y}` (each finite, 0.5 when left out).
    static func unitPoint(_ value: JSONValue, path: DocPath) throws(LayoutError) -> UnitPoint {
        if case .string(let name) = value { return try UnitPoint.named(name) }
        let p = try ViewDocument.Obj(value, path)
        let point = UnitPoint(x: try Build.finite(try p.number("x"), "anchor x") ?? 0.5,
                              y: try Build.finite(try p.number("y"), "anchor y") ?? 0.5)
        try p.rejectUnknown(["x", "y"])
        return point
    }
}

/// What docs/FORMAT.md says of an entry: its value (modifiers) or keys (views), and its SwiftUI column.
/// A modifier declared by its parameters may leave `value` out: scripts/gen-docs.py words it from them.
struct Doc: Sendable {
    let value: String?
    let swiftUI: String
}

extension JSONValue {
    /// The value as JSON text (for the registry's export).
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        case .string(let s): return jsonString(s)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members, _): return "{" + members.map { jsonString($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}
