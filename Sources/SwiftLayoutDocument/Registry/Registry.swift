// The registry: every view type and modifier of the document format (docs/FORMAT.md) is declared once, as
// a `ViewSpec` or a `ModifierSpec` in the table of its concept (ViewsRegistry.swift, LayoutsRegistry.swift,
// ContainersRegistry.swift, GridsRegistry.swift, ControlsRegistry.swift, TextRegistry.swift): its JSON
// name, the keys it takes or the parameters it is declared by (Params.swift: type, range, default), its
// docs row, and how it builds the engine's view. That declaration drives the JSON reader's dispatch, its
// "unknown …; known: …" lists, the per-type key check and a declared modifier's checks; C functions that
// take a simple value share them (`DocumentRegistry.apply`); `sl_registered_names` exports it all, and from
// the export derive the Python serializer of declared modifiers (python/swiftlayout/registry.py), their
// from_swift specs (swift_source.py) and the docs tables (scripts/gen-docs.py); the Python tests check
// that every entry has a Python method or class, a from_swift spec and its docs row. Adding one:
// docs/ADDING_A_VIEW.md.
//
// The engine target never parses strings; the entries live here, in the document layer.
import SwiftLayout

/// One view type of the document format. (A class: the reader looks one up per view, and a reference is
/// one retain where a struct of these fields would be several.)
public final class ViewSpec: Sendable {
    /// The JSON `"type"`, SwiftUI's spelling (`"VStack"`); the reader also takes it in snake_case.
    public let name: String
    /// The keys it takes besides `type`, `id` and `modifiers`.
    public let keys: [String]
    /// The keys an object of this type may have (own keys plus type, id, modifiers).
    let allKeys: [String]
    /// Its row in docs/FORMAT.md: the keys in words, and the SwiftUI it is.
    let doc: Doc?
    /// Builds the view from its JSON object (the views it contains already built: `ViewArgs`).
    let build: @Sendable (ViewArgs) throws -> ViewNode

    init(_ name: String, keys: [String] = [], doc: Doc? = nil, _ build: @escaping @Sendable (ViewArgs) throws -> ViewNode) {
        self.name = name; self.keys = keys; self.doc = doc; self.build = build
        allKeys = ["type", "id", "modifiers"] + keys
    }

    /// This entry with its docs/FORMAT.md row: `keys` in words, and what it is in SwiftUI.
    func doc(_ keys: String, swiftUI: String) -> ViewSpec {
        ViewSpec(name, keys: self.keys, doc: Doc(value: keys, swiftUI: swiftUI), build)
    }
}

/// One modifier of the document format: a modifiers-list entry `{"<name>": value}`.
public final class ModifierSpec: Sendable {
    /// The JSON key, SwiftUI's spelling (`"zIndex"`).
    public let name: String
    /// The kinds of value it takes, in the words of docs/FORMAT.md: `true`, `bool`, `number`, `string`,
    /// `name`, `null`, `object`.
    public let value: [String]
    /// The keys its value takes when it is an object (empty when it takes no object).
    public let keys: [String]
    /// Its arguments, when it is declared by them (Params.swift); nil for an entry that reads its value itself.
    let params: [Param]?
    /// Its row in docs/FORMAT.md.
    let doc: Doc?
    /// Builds the wrapper around `ModifierArgs.content`.
    let build: @Sendable (ModifierArgs) throws -> ViewNode

    init(_ name: String, value: [String], keys: [String] = [], params: [Param]? = nil, doc: Doc? = nil,
         _ build: @escaping @Sendable (ModifierArgs) throws -> ViewNode) {
        self.name = name; self.value = value; self.keys = keys; self.params = params; self.doc = doc; self.build = build
    }

    /// This entry with its docs/FORMAT.md row: its value in words (nil: worded from its parameters), and
    /// what it is in SwiftUI.
    func doc(_ value: String? = nil, swiftUI: String) -> ModifierSpec {
        ModifierSpec(name, value: self.value, keys: keys, params: params, doc: Doc(value: value, swiftUI: swiftUI), build)
    }

    // Typed entries: the value's type (and range) is part of the declaration, and the checks and their
    // messages are the same for every modifier of the shape.

    /// Declared by its arguments: `{key: value, …}` (each checked against its `Param`; defaults filled in),
    /// or the bare value of its unlabeled parameter, if it has one (`.rotationEffect(_:anchor:)`).
    static func params(_ name: String, _ params: [Param],
                       _ apply: @escaping @Sendable (ViewNode, ParamValues) throws -> any View) -> ModifierSpec {
        let bare = params.first(where: \.unlabeled).map { [$0.valueKind] } ?? []
        return ModifierSpec(name, value: bare + ["object"], keys: params.map(\.key), params: params) { o in
            try apply(o.content, try ParamValues(params, name, o.arg, path: o.path)).node
        }
    }
    /// One value and no object: the value is its unlabeled parameter `value`.
    private static func single(_ name: String, _ param: Param, _ kind: String,
                               _ build: @escaping @Sendable (ModifierArgs) throws -> ViewNode) -> ModifierSpec {
        ModifierSpec(name, value: [kind], params: [param], build)
    }
    /// Takes `true` only: `.hidden()`.
    static func flag(_ name: String, _ apply: @escaping @Sendable (ViewNode) -> any View) -> ModifierSpec {
        ModifierSpec(name, value: ["true"], params: []) { o in
            guard case .bool(true) = o.arg else { throw LayoutError.invalid("expected true") }
            return apply(o.content).node
        }
    }
    /// Takes `true` or `false`: `.scrollDisabled(_:)`.
    static func bool(_ name: String, _ apply: @escaping @Sendable (ViewNode, Bool) -> any View) -> ModifierSpec {
        single(name, .bool("value", unlabeled: true), "bool") { o in
            guard case .bool(let on) = o.arg else { throw LayoutError.invalid("expected true or false") }
            return apply(o.content, on).node
        }
    }
    /// Takes a number, in `range` when one is given (JSON numbers are always finite): `.zIndex(_:)`,
    /// `.opacity(_:)`.
    static func number(_ name: String, in range: ClosedRange<Double>? = nil,
                       _ apply: @escaping @Sendable (ViewNode, Double) -> any View) -> ModifierSpec {
        let param = Param.number("value", in: range, unlabeled: true)
        return single(name, param, "number") { o in
            guard case .number(let n) = o.arg else { throw LayoutError.invalid("expected a number") }
            _ = try param.check(o.arg, name, path: o.path)
            return apply(o.content, n).node
        }
    }
    /// Takes one of the names of `type` (SwiftUI's spelling or snake_case): `.buttonStyle(_:)`.
    static func style<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ type: E.Type, _ what: String,
        _ apply: @escaping @Sendable (ViewNode, E) -> any View) -> ModifierSpec where E.RawValue == String {
        single(name, Param("value", .name, names: E.allCases.map(\.rawValue), default: nil, unlabeled: true), "name") { o in
            apply(o.content, try o.controlName(try o.nameArg(o.arg), type, what)).node
        }
    }
}

/// What a view's `build` reads: its JSON object (typed accessors whose errors name the member), where it
/// is, and the views it contains.
struct ViewArgs: BuildArgs {
    let builder: ViewDocument.Builder
    let object: ViewDocument.Obj
    /// The type as the document spells it ("VStack" or "v_stack").
    let type: String
    let path: DocPath
    let depth: Int
    let kids: [ViewNode]
    let singles: [String: ViewNode]

    /// The contained view under `key` (built already when it was an object).
    func single(_ key: String) throws(LayoutError) -> ViewNode {
        if let built = singles[key] { return built }
        guard let value = object.raw(key) else { throw .invalid("\(path): \(type) needs a \"\(key)\" view") }
        return try builder.view(value, path: path.key(key), depth: depth + 1)
    }
    /// The views of "children", Groups expanded.
    func children() throws(LayoutError) -> [ViewNode] { kids }

    func has(_ key: String) -> Bool { object.has(key) }
    func raw(_ key: String) -> JSONValue? { object.raw(key) }
    func string(_ key: String) throws(LayoutError) -> String? { try object.string(key) }
    func number(_ key: String) throws(LayoutError) -> Double? { try object.number(key) }
    func integer(_ key: String, default value: Int) throws(LayoutError) -> Int { try object.integer(key, default: value) }
    func bool(_ key: String) throws(LayoutError) -> Bool? { try object.bool(key) }
    func array(_ key: String) throws(LayoutError) -> [JSONValue]? { try object.array(key) }

    /// A control's label: its "label" view, or else a Text of its "title" (a string; not both).
    func titleOrLabel(_ control: String, title: (String) -> any View, label: (ViewNode) -> any View) throws(LayoutError) -> ViewNode {
        guard has("label") else { return title(try string("title") ?? "").node }
        guard !has("title") else { throw .invalid("a \(control) has a \"title\" or a \"label\" view, not both") }
        return label(try single("label")).node
    }
    func gridItem(_ value: JSONValue, path: DocPath) throws(LayoutError) -> GridItem { try builder.gridItem(value, path: path) }
    func pinnedViews() throws(LayoutError) -> [String] { try builder.pinnedViews(object) }
    func anyLayout(_ value: JSONValue, path: DocPath) throws(LayoutError) -> AnyLayout { try builder.anyLayout(value, path: path) }
    func textRun(_ value: JSONValue, path: DocPath) throws(LayoutError) -> Text { try builder.textRun(value, path: path) }
}

/// What a modifier's `build` reads: its value, where it is, and the view it wraps.
struct ModifierArgs: BuildArgs {
    let builder: ViewDocument.Builder
    /// The modifier's key ("zIndex"): one `build` may serve several keys.
    let key: String
    let arg: JSONValue
    /// The value's place (`$.modifiers[0].zIndex`).
    let path: DocPath
    let content: ViewNode
    let depth: Int

    /// A view inside the modifier's value (an overlay's content), one level deeper.
    func view(_ value: JSONValue, path: DocPath) throws(LayoutError) -> ViewNode {
        try builder.view(value, path: path, depth: depth + 1)
    }
}

/// The reader's helpers both kinds of entry use.
protocol BuildArgs {
    var builder: ViewDocument.Builder { get }
}

extension BuildArgs {
    /// The user functions the document was parsed with ("function": N entries).
    var functions: ViewDocument.Callbacks { builder.functions }
    func function<T>(_ id: Double?, _ table: ((Int) -> T?)?, _ what: String) throws(LayoutError) -> T {
        try builder.function(id, table, what)
    }
    func font(_ value: JSONValue?, path: DocPath) throws(LayoutError) -> Font? { try builder.font(value, path: path) }
    /// A control style or size by name ("borderedProminent" = "bordered_prominent").
    func controlName<E: CaseIterable & RawRepresentable>(_ name: String, _ type: E.Type, _ what: String) throws(LayoutError) -> E
        where E.RawValue == String { try builder.controlName(name, type, what) }
    func nameArg(_ arg: JSONValue) throws(LayoutError) -> String { try builder.nameArg(arg) }
}

/// The value a C function passes to a registered modifier (`DocumentRegistry.apply`), as its JSON value
/// would be in a document.
public enum ModifierValue: Sendable {
    case flag
    case bool(Bool)
    case number(Double)
    case string(String)
    case null

    var json: JSONValue {
        switch self {
        case .flag: .bool(true)
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .null: .null
        }
    }
}

public enum DocumentRegistry {
    typealias Obj = ViewDocument.Obj

    /// Every view type, by concept.
    public static let views: [ViewSpec] = shapeViews + layoutViews + containerViews + gridViews + controlViews + textViews
    /// Every modifier, by concept.
    public static let modifiers: [ModifierSpec] =
        drawingModifiers + layoutModifiers + containerModifiers + gridModifiers + controlModifiers + textModifiers

    /// Views by normalized name ("vstack"). A name registered twice keeps its first entry (a test checks
    /// there is none).
    static let viewTable: [String: ViewSpec] =
        Dictionary(views.map { (normalizedName($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    static let modifierTable: [String: ModifierSpec] =
        Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The view registered as `name` (any spelling `normalizedName` folds to it).
    static func view(named name: String) -> ViewSpec? { viewTable[normalizedName(name)] }
    static func modifier(named name: String) -> ModifierSpec? { modifierTable[name] }

    static let knownViews = views.map(\.name).joined(separator: ", ")
    static let knownModifiers = modifiers.map(\.name).joined(separator: ", ")

    /// Applies the modifier registered as `name` to `node` with `value`, with the same checks and messages
    /// as in a document (without the document path). For C functions that take one simple value.
    public static func apply(_ name: String, to node: ViewNode, _ value: ModifierValue) throws(LayoutError) -> ViewNode {
        try apply(name, to: node, json: value.json)
    }
    static func apply(_ name: String, to node: ViewNode, json arg: JSONValue) throws(LayoutError) -> ViewNode {
        guard let spec = modifier(named: name) else { throw LayoutError(.internalError, "no modifier \(quoted(name)) is registered") }
        // The typed entries C uses build no views, so they cannot recurse: no stack to watch.
        let builder = ViewDocument.Builder(maxDepth: 100_000, functions: ViewDocument.Callbacks(), stack: .unwatched, views: nil)
        return try spec.make(ModifierArgs(builder: builder, key: name, arg: arg, path: DocPath(), content: node, depth: 1))
    }

    /// The registry as JSON (for `sl_registered_names`), in registration order: views
    /// `[{"name": "VStack", "keys": [...], "doc": {...}}, …]`, modifiers `[{"name": "zIndex", "value":
    /// ["number"], "keys": [...], "params": [...], "kind": "…", "doc": {...}}, …]`. `params` (Params.swift)
    /// and `kind` (the wrapper's type name) only for entries declared by their parameters; `doc` is the
    /// entry's docs/FORMAT.md row (`{"value": …, "swiftUI": …}`; no `value`: worded from `params`).
    public static func namesJSON(modifiers wantModifiers: Bool) -> String {
        func strings(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
        func doc(_ doc: Doc?) -> [JSONMember] {
            guard let doc else { return [] }
            let value = doc.value.map { [JSONMember(key: "value", value: .string($0))] } ?? []
            return [JSONMember(key: "doc", value: .object(value + [JSONMember(key: "swiftUI", value: .string(doc.swiftUI))]))]
        }
        let rows: [JSONValue] = wantModifiers
            ? modifiers.map { m in
                var members = [JSONMember(key: "name", value: .string(m.name)), JSONMember(key: "value", value: strings(m.value)),
                               JSONMember(key: "keys", value: strings(m.keys))]
                if let params = m.params {
                    members.append(JSONMember(key: "params", value: .array(params.map(\.json))))
                    if let kind = m.sampleKind { members.append(JSONMember(key: "kind", value: .string(kind))) }
                }
                return .object(members + doc(m.doc ?? m.signatureDoc))
            }
            : views.map { v in .object([JSONMember(key: "name", value: .string(v.name)), JSONMember(key: "keys", value: strings(v.keys))] + doc(v.doc)) }
        return JSONValue.array(rows).text
    }
}

extension ViewSpec {
    /// Builds the view; every error is a LayoutError.
    func make(_ args: ViewArgs) throws(LayoutError) -> ViewNode {
        do { return try build(args) } catch let error as LayoutError { throw error } catch {
            throw LayoutError(.internalError, "\(name): \(error)")
        }
    }
}

extension ModifierSpec {
    /// A declared modifier's docs row when its registration gives none: SwiftUI's signature, from its
    /// parameters' labels (`.blur(radius:opaque:)`, `.buttonStyle(_:)`, `.labelsHidden()`).
    var signatureDoc: Doc? {
        guard let params else { return nil }
        return Doc(value: nil, swiftUI: "`.\(name)(" + params.map { ($0.unlabeled ? "_" : $0.key) + ":" }.joined() + ")`")
    }

    /// The type name of the wrapper it makes (SwiftUI's, `_OpacityEffect`), found by making one around a
    /// Rectangle from a sample value of its parameters (their defaults, else the lower end of a range, the
    /// first name, 0); nil if that fails.
    var sampleKind: String? {
        guard let params else { return nil }
        func sample(_ p: Param) -> JSONValue {
            if let d = p.defaultValue { return d }
            switch p.kind {
            case .number: return .number(p.range.map { $0.contains(0) ? 0 : $0.lowerBound } ?? 0)
            case .angle: return .number(0)
            case .bool: return .bool(false)
            case .name: return .string(p.names.first ?? "")
            case .unitPoint: return .string("center")
            case .color: return .string("black")
            }
        }
        let arg: JSONValue = value == ["true"] ? .bool(true)
            : value.contains("object") ? .object(params.map { JSONMember(key: $0.key, value: sample($0)) })
            : sample(params[0])
        return (try? DocumentRegistry.apply(name, to: Rectangle().node, json: arg))?.kind
    }

    /// Builds the wrapper; every error is a LayoutError.
    func make(_ args: ModifierArgs) throws(LayoutError) -> ViewNode {
        do { return try build(args) } catch let error as LayoutError { throw error } catch {
            throw LayoutError(.internalError, "\(name): \(error)")
        }
    }
}
