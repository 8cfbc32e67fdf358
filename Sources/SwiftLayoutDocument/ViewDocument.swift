// The JSON document format (docs/FORMAT.md): a whole view tree in one string, so bindings cross the C
// boundary once. Every view is an object with a "type", optional "id" and an ordered "modifiers" list;
// each modifier wraps what came before it, as in a SwiftUI modifier chain.
import SwiftLayout

public enum ViewDocument {
    /// Builds the view tree described by `json`. Errors name the JSON path of the problem.
    /// Resolve the `"function": N` entries of a document to the user functions they name (bindings supply
    /// them): containerRelativeFrame lengths, alignmentGuide values, GeometryReader contents.
    public struct Callbacks: Sendable {
        public var length: (@Sendable (Int) -> ContainerLengthFunction?)?
        public var guide: (@Sendable (Int) -> AlignmentGuideFunction?)?
        public var content: (@Sendable (Int) -> GeometryContentFunction?)?
        public var layout: (@Sendable (Int) -> (any CustomLayout)?)?
        public var measure: (@Sendable (Int) -> MeasureFunction?)?
        /// The custom layouts of "Layout" views marked `"explicitAlignment": true` (nil: `layout`'s).
        public var alignedLayout: (@Sendable (Int) -> (any CustomLayout)?)? = nil
        public init(length: (@Sendable (Int) -> ContainerLengthFunction?)? = nil,
                    guide: (@Sendable (Int) -> AlignmentGuideFunction?)? = nil,
                    content: (@Sendable (Int) -> GeometryContentFunction?)? = nil,
                    layout: (@Sendable (Int) -> (any CustomLayout)?)? = nil,
                    measure: (@Sendable (Int) -> MeasureFunction?)? = nil) {
            self.length = length; self.guide = guide; self.content = content; self.layout = layout; self.measure = measure
        }
    }

    /// Every node made for a view object or a "modifiers" entry carries that view's index among the
    /// document's views, numbered in the order they begin in the text (`ViewNode.documentIndex`; docs/FORMAT.md,
    /// "View order").
    public static func parse(_ json: String, maxDepth: Int = 100_000,
                             callbacks: Callbacks = Callbacks()) throws(LayoutError) -> ViewNode {
        var nesting = 0, objects = 0
        let value = try JSONReader.parse(json, maxNesting: 2 * maxDepth + 8, nesting: &nesting, objects: &objects)
        let built: Result<ViewNode, LayoutError>
        let views = DocumentViews(objects: objects)
        do throws(LayoutError) {
            built = .success(try build(value, maxDepth: maxDepth, callbacks: callbacks, views: views))
        } catch { built = .failure(error) }
        // A deeply nested document is freed without recursing once per level.
        if nesting > 256 { JSONValue.dismantle(consume value) }
        let root = try built.get()
        DocumentIndex.resolve(root, ranks: views.ranks())
        return root
    }

    /// The view objects and modifier entries of one JSON document, by their objects' ordinals: which of the
    /// document's objects are views, so that each view's rank among them (its document index) is known once
    /// the whole tree is built.
    final class DocumentViews {
        private var isView: [Bool]
        init(objects: Int) { isView = [Bool](repeating: false, count: objects) }

        /// Marks `node` as made for the view whose object is the `ordinal`-th of the document (its index is
        /// provisional until `ranks()`). A node that has an index already is another document view's (the
        /// view made no node of its own) and keeps it; a node that is not `node`'s alone (a shared leaf) is
        /// copied first.
        func mark(_ node: inout ViewNode, ordinal: Int) {
            guard ordinal >= 0, ordinal < isView.count, node.documentIndex == -1 else { return }
            if !isKnownUniquelyReferenced(&node) { node = node.named(node.id) }
            node.documentIndex = DocumentIndex.provisional(ordinal: ordinal)
            isView[ordinal] = true
        }

        /// Per object ordinal, the rank of the view it is among the document's views (-1: not a view).
        func ranks() -> [Int32] {
            var ranks = [Int32](repeating: -1, count: isView.count)
            var next: Int32 = 0
            for ordinal in isView.indices where isView[ordinal] {
                ranks[ordinal] = next
                next += 1
            }
            return ranks
        }
    }

    /// `node` with the modifier that `json`, one modifiers-list entry (`{"opacity": 0.5}`, with an optional
    /// "id"), describes: any registered modifier, checked as in a document. Errors name the place from `$`.
    public static func modifier(_ json: String, on node: ViewNode, maxDepth: Int = 100_000) throws(LayoutError) -> ViewNode {
        var nesting = 0
        let value = try JSONReader.parse(json, maxNesting: 2 * maxDepth + 8, nesting: &nesting)
        let built: Result<ViewNode, LayoutError>
        do throws(LayoutError) {
            built = .success(try build(maxDepth: maxDepth, callbacks: Callbacks()) { (builder) throws(LayoutError) in
                try builder.modifier(value, on: node, path: DocPath(), depth: node.depth)
            })
        } catch { built = .failure(error) }
        if nesting > 256 { JSONValue.dismantle(consume value) }
        return try built.get()
    }

    private static func build(_ value: JSONValue, maxDepth: Int, callbacks: Callbacks,
                              views: DocumentViews) throws(LayoutError) -> ViewNode {
        try build(maxDepth: maxDepth, callbacks: callbacks, views: views) { (builder) throws(LayoutError) in
            try builder.view(value, path: DocPath(), depth: 1)
        }
    }

    private static func build(maxDepth: Int, callbacks: Callbacks, views: DocumentViews? = nil,
                              _ body: (Builder) throws(LayoutError) -> ViewNode) throws(LayoutError) -> ViewNode {
        // Building recurses once per nesting level; deep documents continue on threads with room for it.
        let stack = StackGuard()
        defer { stack.free() }
        return try body(Builder(maxDepth: maxDepth, functions: callbacks, stack: stack, views: views))
    }

    struct Builder {
        let maxDepth: Int
        let functions: Callbacks
        let stack: StackGuard
        /// The document's views, numbered as they are made (nil: a modifier applied alone, `modifier(_:on:)`).
        let views: DocumentViews?

        func function<T>(_ id: Double?, _ table: ((Int) -> T?)?, _ what: String) throws(LayoutError) -> T {
            guard let id, id == id.rounded(), id >= 0, id < 1e15 else { throw .invalid("\(what) \"function\" must be an integer ≥ 0") }
            guard let table, let function = table(clampedCount(id)) else {
                throw .invalid("\(what) function \(fmt(id)) is not provided (parse with callbacks)")
            }
            return function
        }

        /// The view `value` describes. Recurses into the contained views first, with a small frame, and
        /// leaves the (large) per-type work to `make`: nesting 100,000 views deep then fits the stack of
        /// the parsing thread even in a debug build.
        func view(_ value: JSONValue, path: DocPath, depth: Int) throws(LayoutError) -> ViewNode {
            if stack.isLow {
                let result = stack.continueOnNewThread { () -> Result<ViewNode, LayoutError> in
                    do throws(LayoutError) { return .success(try view(value, path: path, depth: depth)) } catch { return .failure(error) }
                }
                guard let result else {
                    throw LayoutError(.depthExceeded, "\(path): the document is too deep for the thread's stack, and no thread could be made to continue it")
                }
                return try result.get()
            }
            guard depth <= maxDepth else {
                throw LayoutError(.depthExceeded, "\(path): view tree deeper than \(maxDepth) levels")
            }
            let o = try Obj(value, path)
            guard let type = try o.string("type") else { throw .invalid("\(path): a view needs a \"type\"") }
            // Keys another type takes are errors here, before any contained view is built.
            let spec = DocumentRegistry.view(named: type)
            if let spec { try o.rejectUnknown(spec.allKeys, type: type) }
            var kids: [ViewNode] = []
            if let list = try o.array("children") {
                kids.reserveCapacity(list.count)
                for (k, child) in list.enumerated() {
                    kids.append(try view(child, path: path.element("children", k), depth: depth + 1))
                }
                // Groups, EmptyViews and Sections (also under modifiers) become the container's children.
                kids = expandGroups(kids)
            }
            var singles: [String: ViewNode] = [:]
            for key in ["content", "sidebar", "detail"] where o.has(key) && o.raw(key).map(Builder.isObject) == true {
                singles[key] = try view(o.raw(key)!, path: path.key(key), depth: depth + 1)
            }
            return try make(o, spec: spec, type: type, path: path, depth: depth, kids: kids, singles: singles)
        }

        /// A control style or size by name ("borderedProminent" = "bordered_prominent").
        func controlName<E: CaseIterable & RawRepresentable>(_ name: String, _ type: E.Type, _ what: String) throws(LayoutError) -> E
            where E.RawValue == String {
            let wanted = normalizedName(name)
            if let match = E.allCases.first(where: { normalizedName($0.rawValue) == wanted }) { return match }
            throw .invalid("unknown \(what) \(quoted(name)); known: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func nameArg(_ arg: JSONValue) throws(LayoutError) -> String {
            guard case .string(let s) = arg else { throw .invalid("expected a name string, got \(arg.typeName)") }
            return s
        }

        static func isObject(_ value: JSONValue) -> Bool { if case .object = value { true } else { false } }

        @inline(never)
        func make(_ o: Obj, spec: ViewSpec?, type: String, path: DocPath, depth: Int, kids: [ViewNode],
                  singles: [String: ViewNode]) throws(LayoutError) -> ViewNode {
            var node: ViewNode
            do throws(LayoutError) {
                guard let spec else {
                    throw LayoutError.invalid("unknown view type \(quoted(type)); known: \(DocumentRegistry.knownViews)")
                }
                node = try spec.make(ViewArgs(builder: self, object: o, type: type, path: path, depth: depth, kids: kids, singles: singles))
            } catch where !error.message.hasPrefix("$") {
                throw LayoutError(error.code, "\(path): \(error.message)")
            }
            if let id = try o.string("id") { node = node.named(try Build.identifier(id, "\(path).id: the id")) }
            views?.mark(&node, ordinal: o.ordinal)
            if let modifiers = try o.array("modifiers") {
                for (k, m) in modifiers.enumerated() {
                    node = try modifier(m, on: node, path: path.element("modifiers", k), depth: depth)
                    if case .object(_, let ordinal) = m { views?.mark(&node, ordinal: ordinal) }
                }
            }
            return node
        }

        /// One run of a concatenation: a Text object with "text", optional "font", and optional modifiers
        /// among bold, italic and fontWeight (they style the run; other modifiers are refused).
        func textRun(_ value: JSONValue, path: DocPath) throws(LayoutError) -> Text {
            let o = try Obj(value, path)
            guard try o.string("type").map(normalizedName) == "text" else { throw .invalid("\(path): a run must be a Text") }
            var t: Text
            if let symbol = try o.string("systemImage") {
                // `Text(Image(systemName:))`: the symbol as one glyph of the paragraph.
                guard !symbol.isEmpty else { throw .invalid("\(path).systemImage: a symbol name may not be empty") }
                if o.has("text") { throw .invalid("\(path): a run takes \"text\" or \"systemImage\", not both") }
                t = Text(Image(systemName: symbol))
                if let f = try font(o.raw("font"), path: path.key("font")) { t = t.font(f) }
            } else {
                t = Text(try o.string("text") ?? "", font: try font(o.raw("font"), path: path.key("font")))
            }
            if let mods = o.raw("modifiers") {
                guard case .array(let list) = mods else { throw .invalid("\(path).modifiers: expected a list") }
                for (k, m) in list.enumerated() {
                    let a = try Obj(m, path.element("modifiers", k))
                    if let on = try a.bool("bold") { t = t.bold(on) }
                    else if let on = try a.bool("italic") { t = t.italic(on) }
                    else if let w = try a.string("fontWeight") { t = t.fontWeight(try Font.Weight.named(w)) }
                    else if try a.bool("monospacedDigit") == true { t = t.monospacedDigit() }
                    else if let on = try a.bool("monospaced") { t = t.monospaced(on) }
                    else if let d = try a.string("fontDesign") { t = t.fontDesign(try Font.Design.named(d)) }
                    else if let f = try font(a.raw("font"), path: path.element("modifiers", k).key("font")) { t = t.font(f) }
                    else { throw .invalid("\(path).modifiers[\(k)]: a run takes bold, italic, fontWeight, monospacedDigit, monospaced, fontDesign or font") }
                }
            }
            try o.rejectUnknown(["type", "text", "systemImage", "font", "modifiers"])
            return t
        }

        /// A font: a text style name ("title"), or {"size": 20, "weight": "bold"}, or {"style": "body",
        /// "weight": "semibold"}.
        func font(_ value: JSONValue?, path: DocPath) throws(LayoutError) -> Font? {
            switch value {
            case nil, .null?: return nil
            case .string(let name)?: return try Font.named(name)
            case .object?:
                let o = try Obj(value!, path)
                var f: Font
                if let style = try o.string("style") { f = try Font.named(style) } else {
                    guard let size = try o.number("size"), size > 0, size.isFinite, size <= 10_000 else {
                        throw .invalid("\(path): a font needs a \"style\" or a \"size\" in (0, 10000]")
                    }
                    f = Font.system(size: size)
                }
                if let weight = try o.string("weight") { f = f.weight(try Font.Weight.named(weight)) }
                if let design = try o.string("design") { f.design = try Font.Design.named(design) }
                if try o.bool("bold") == true { f = f.bold() }
                if try o.bool("italic") == true { f = f.italic() }
                if try o.bool("monospacedDigit") == true { f = f.monospacedDigit() }
                try o.rejectUnknown(["style", "size", "weight", "design", "bold", "italic", "monospacedDigit"])
                return f
            case let other?:
                throw .invalid("\(path): expected a text style name or a font object, got \(other.typeName)")
            }
        }

        /// {"fixed": 70} | {"flexible": {"minimum", "maximum"}} | {"adaptive": {"minimum", "maximum"}}, with
        /// optional "spacing" and "alignment".
        func gridItem(_ value: JSONValue, path: DocPath) throws(LayoutError) -> GridItem {
            let o = try Obj(value, path)
            let size: GridItem.Size
            if let w = try o.number("fixed") {
                size = .fixed(try Build.length(w, "\(path).fixed") ?? 0)
            } else if let kind = ["flexible", "adaptive"].first(where: { o.has($0) }) {
                var lo: Double? = nil, hi: Double? = nil
                if let raw = o.raw(kind), case .object = raw {
                    let a = try Obj(raw, path.key(kind))
                    lo = try a.number("minimum"); hi = try a.number("maximum")
                    try a.rejectUnknown(["minimum", "maximum"])
                }
                let minimum = try Build.length(lo, "\(path) minimum") ?? (kind == "flexible" ? 10 : 0)
                let maximum = hi ?? .infinity
                guard !maximum.isNaN, maximum >= minimum else { throw .invalid("\(path): maximum must be ≥ minimum") }
                guard kind == "flexible" || lo != nil else { throw .invalid("\(path): adaptive needs a minimum") }
                size = kind == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
            } else {
                throw .invalid("\(path): a grid item is {\"fixed\": w}, {\"flexible\": {…}} or {\"adaptive\": {\"minimum\": m}}")
            }
            try o.rejectUnknown(["fixed", "flexible", "adaptive", "spacing", "alignment"])
            return GridItem(size, spacing: try Build.finite(try o.number("spacing"), "\(path).spacing"),
                            alignment: try o.string("alignment").map { s throws(LayoutError) in try Alignment.named(s) })
        }

        /// A lazy stack's or grid's "pinnedViews": "sectionHeaders", "sectionFooters", both joined by a comma,
        /// or a list of them. Pinned views only move while scrolled, so they change no layout at rest.
        func pinnedViews(_ o: Obj) throws(LayoutError) -> [String] {
            var names: [String] = []
            switch o.raw("pinnedViews") {
            case nil, .null?: return []
            case .string(let s)?: names = s.split(separator: ",").map { String($0.filter { $0 != " " }) }
            case .array(let list)?: for item in list { names.append(try nameArg(item)) }
            case let other?: throw .invalid("pinnedViews: expected \"sectionHeaders\", \"sectionFooters\" or a list of them, got \(other.typeName)")
            }
            for n in names where !["sectionheaders", "sectionfooters"].contains(normalizedName(n)) {
                throw .invalid("pinnedViews: unknown \(quoted(n)); known: sectionHeaders, sectionFooters")
            }
            return names
        }

        /// AnyLayout's "layout": {"type": "HStackLayout" | "VStackLayout" (alignment, spacing) | "ZStackLayout"
        /// (alignment) | "GridLayout" (alignment, horizontalSpacing, verticalSpacing) | "Layout" (function)}.
        func anyLayout(_ value: JSONValue, path: DocPath) throws(LayoutError) -> AnyLayout {
            let a = try Obj(value, path)
            guard let type = try a.string("type") else { throw .invalid("\(path): a layout needs a \"type\"") }
            let layout: AnyLayout
            switch normalizedName(type) {
            case "hstacklayout":
                layout = AnyLayout(HStackLayout(alignment: try VerticalAlignment.named(try a.string("alignment") ?? "center"),
                                                spacing: try Build.finite(try a.number("spacing"), "HStackLayout spacing")))
                try a.rejectUnknown(["type", "alignment", "spacing"])
            case "vstacklayout":
                layout = AnyLayout(VStackLayout(alignment: try HorizontalAlignment.named(try a.string("alignment") ?? "center"),
                                                spacing: try Build.finite(try a.number("spacing"), "VStackLayout spacing")))
                try a.rejectUnknown(["type", "alignment", "spacing"])
            case "zstacklayout":
                layout = AnyLayout(ZStackLayout(alignment: try Alignment.named(try a.string("alignment") ?? "center")))
                try a.rejectUnknown(["type", "alignment"])
            case "gridlayout":
                layout = AnyLayout(GridLayout(alignment: try Alignment.named(try a.string("alignment") ?? "center"),
                                              horizontalSpacing: try Build.finite(try a.number("horizontalSpacing"), "GridLayout horizontalSpacing"),
                                              verticalSpacing: try Build.finite(try a.number("verticalSpacing"), "GridLayout verticalSpacing")))
                try a.rejectUnknown(["type", "alignment", "horizontalSpacing", "verticalSpacing"])
            case "layout":
                let aligned = try a.bool("explicitAlignment") ?? false
                layout = AnyLayout(try function(try a.number("function"), aligned ? functions.alignedLayout ?? functions.layout : functions.layout, "Layout"))
                try a.rejectUnknown(["type", "function", "explicitAlignment"])
            default:
                throw .invalid("\(path): unknown layout \(quoted(type)); known: HStackLayout, VStackLayout, ZStackLayout, GridLayout, Layout")
            }
            return layout
        }

        static let flexKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        static let frameKeys = flexKeys + ["width", "height", "alignment"]

        func modifier(_ value: JSONValue, on content: ViewNode, path: DocPath, depth: Int) throws(LayoutError) -> ViewNode {
            let o = try Obj(value, path)
            var found: String? = nil, count = 0
            for m in o.members where m.key != "id" { found = m.key; count += 1 }
            guard count == 1, let key = found else {
                throw .invalid("\(path): a modifier is an object with exactly one modifier key (and an optional \"id\"), got \(o.keys.filter { $0 != "id" }.prefix(5).map { quoted($0) }.joined(separator: ", "))\(o.keys.count > 6 ? ", …" : "")")
            }
            let argPath = path.key(key)
            let arg = o.raw(key)!
            var node: ViewNode
            do throws(LayoutError) {
                guard let spec = DocumentRegistry.modifier(named: key) else {
                    throw LayoutError.invalid("unknown modifier \(quoted(key)); known: \(DocumentRegistry.knownModifiers)")
                }
                node = try spec.make(ModifierArgs(builder: self, key: key, arg: arg, path: argPath, content: content, depth: depth))
            } catch where !error.message.hasPrefix("$") {
                throw LayoutError(error.code, "\(argPath): \(error.message)")
            }
            if let id = try o.string("id") { node = node.named(try Build.identifier(id, "\(path).id: the id")) }
            guard node.depth <= maxDepth else {
                throw LayoutError(.depthExceeded, "\(path): view tree deeper than \(maxDepth) levels")
            }
            return node
        }
    }

    /// A JSON object with typed accessors whose errors name the member.
    /// Two keys are equal: most keys that differ differ in length, which is cheap to compare first (a
    /// mismatch in String's `==` takes its slow path, which checks canonical equivalence).
    @inline(__always)
    private static func sameKey(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    struct Obj {
        let members: [JSONMember]
        let path: DocPath
        /// How many objects begin before this one in the document's text.
        let ordinal: Int
        init(_ value: JSONValue, _ path: DocPath) throws(LayoutError) {
            guard case .object(let m, let n) = value else { throw .invalid("\(path): expected an object, got \(value.typeName)") }
            members = m; self.path = path; ordinal = n
        }
        var keys: [String] { members.map(\.key) }
        func has(_ key: String) -> Bool { members.contains { sameKey($0.key, key) } }
        func raw(_ key: String) -> JSONValue? { members.first { sameKey($0.key, key) }?.value }
        func string(_ key: String) throws(LayoutError) -> String? {
            switch raw(key) {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw .invalid("\(path).\(key): expected a string, got \(other.typeName)")
            }
        }
        /// A number; the strings "infinity"/"inf" mean +∞ (JSON has no infinity).
        func number(_ key: String) throws(LayoutError) -> Double? {
            switch raw(key) {
            case nil, .null?: return nil
            case .number(let n)?: return n
            case .string(let s)? where ["infinity", "inf", ".infinity"].contains(s.lowercased()): return .infinity
            case let other?: throw .invalid("\(path).\(key): expected a number, got \(other.typeName)")
            }
        }
        /// An integer in −1e9…1e9.
        func integer(_ key: String, default value: Int) throws(LayoutError) -> Int {
            guard let n = try number(key) else { return value }
            guard n == n.rounded(), abs(n) <= 1e9 else {
                throw .invalid("\(path).\(key): expected an integer between -1e9 and 1e9, got \(fmt(n))")
            }
            return Int(n)
        }
        func bool(_ key: String) throws(LayoutError) -> Bool? {
            switch raw(key) {
            case nil, .null?: return nil
            case .bool(let b)?: return b
            case let other?: throw .invalid("\(path).\(key): expected true or false, got \(other.typeName)")
            }
        }
        func array(_ key: String) throws(LayoutError) -> [JSONValue]? {
            switch raw(key) {
            case nil, .null?: return nil
            case .array(let a)?: return a
            case let other?: throw .invalid("\(path).\(key): expected an array, got \(other.typeName)")
            }
        }
        func rejectUnknown(_ allowed: [String], type: String? = nil) throws(LayoutError) {
            for key in members.lazy.map(\.key) where !allowed.contains(where: { sameKey($0, key) }) {
                guard let type else { throw .invalid("\(path): unknown key \(quoted(key, mark: "\"")); known: \(allowed.joined(separator: ", "))") }
                let own = allowed.filter { !["type", "id", "modifiers"].contains($0) }
                throw .invalid("\(path): unknown key \(quoted(key, mark: "\"")) for a \(quoted(type)); it takes \(own.isEmpty ? "no keys" : own.joined(separator: ", ")) besides type, id and modifiers")
            }
        }
    }
}

/// Where a value is in a document (`$.children[3].modifiers[0].frame`), for error messages. Each level
/// links to its parent instead of copying the whole path, so deep documents cost linear memory; only the
/// last levels are printed (a 100,000-deep path would be megabytes).
struct DocPath: CustomStringConvertible {
    /// One step: `.key`, or `.key[index]`. Kept apart and printed only for an error, so a document's
    /// thousands of steps cost no string building.
    private enum Step: Sendable {
        case key(String)
        case element(String, Int)
        case index(Int)
        var text: String {
            switch self {
            case .key(let k): ".\(k.count > 100 ? String(k.prefix(100)) + "…" : k)"
            case .element(let k, let i): ".\(k)[\(i)]"
            case .index(let i): "[\(i)]"
            }
        }
    }
    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        init(_ parent: Link?, _ step: Step) { self.parent = parent; self.step = step }
    }
    private let link: Link?
    init() { link = nil }
    private init(_ link: Link) { self.link = link }

    func key(_ key: String) -> DocPath { DocPath(Link(link, .key(key))) }
    func element(_ key: String, _ index: Int) -> DocPath { DocPath(Link(link, .element(key, index))) }
    /// The element `index` of the list at this path (`$.modifiers[0].toolbar[1]`).
    func index(_ index: Int) -> DocPath { DocPath(Link(link, .index(index))) }

    static let printedLevels = 12
    var description: String {
        var parts: [String] = []
        var l = link
        while let current = l, parts.count < DocPath.printedLevels { parts.append(current.step.text); l = current.parent }
        return (l == nil ? "$" : "$…") + parts.reversed().joined()
    }
}
