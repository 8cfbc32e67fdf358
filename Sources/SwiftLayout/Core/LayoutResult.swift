// The public entry point (`layout(_:in:)`) and what it returns: every node's frame in root (screen)
// coordinates, its kind, name, parent and children, and a dump of the wrapper structure.

/// The outcome of laying out a view tree: one entry per node occurrence, in pre-order (root first),
/// followed by the content that GeometryReaders built during placement.
public struct LayoutResult: Sendable {
    /// One laid-out node.
    public struct Node: Sendable, Hashable {
        public static func == (a: Node, b: Node) -> Bool {
            a.index == b.index && a.view === b.view && a.id == b.id && a.parent == b.parent && a.children == b.children
                && a.frame == b.frame && a.label == b.label
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(index); hasher.combine(frame) }
        /// Position in `nodes` (pre-order).
        public let index: Int
        /// The view this node lays out.
        public let view: ViewNode
        /// The SwiftUI name of its layout (`FrameLayout`, `VStack`, `MapView`, …).
        public var kind: String { view.kind }
        /// The index of the document view this node was made from (docs/FORMAT.md, "View order"); nil for a
        /// node the engine made (a List's row, a bar) or a view made without a document.
        public var documentIndex: Int? { view.documentIndex >= 0 ? Int(view.documentIndex) : nil }
        /// The SwiftUI type name, e.g. `ModifiedContent<MapView, SafeAreaIgnoringLayout>` (made on demand).
        public var typeName: String { view.typeName(maxDepth: 3) }
        /// The name given with `.id(_:)`.
        public let id: String?
        /// The parent's index, nil for the root.
        public let parent: Int?
        /// The children's indices, in order (for a modifier, the content first).
        public let children: [Int]
        /// The frame in root coordinates (pixel-snapped if the environment asks for it).
        public let frame: Rect
        /// True for modifiers (wrappers).
        public let isModifier: Bool
        /// A text that describes the node (a navigation bar's title, a tab bar's labels separated by tabs).
        public let label: String?
    }

    /// Every node, in pre-order; each `Node` is made when it is read (the result holds copies of the
    /// pass's structure and frames: a few plain arrays).
    public let nodes: Nodes
    public let environment: LayoutEnvironment
    /// Answers spacing questions from the retained layout (nil once a replace changed its tree).
    /// Runs a question about node `index` against the retained layout this result came from, unless that
    /// layout has since had a view replaced (or the index is out of its range): then `body` is not run.
    private let ask: @Sendable (_ index: Int, _ body: (LayoutPass) -> Void) -> Void
    /// How many sizes were computed (cache misses) in this pass; a measure of work, linear in tree size.
    public let measureCount: Int
    private let ids: IDIndex

    init(pass: LayoutPass, ids: IDIndex, ask: @escaping @Sendable (_ index: Int, _ body: (LayoutPass) -> Void) -> Void) {
        environment = pass.environment
        measureCount = pass.measureCount
        self.ask = ask
        nodes = Nodes(views: pass.views, parents: pass.parents.array, childStart: pass.childStart.array,
                      childCount: pass.childCount.array, childList: pass.childList.array, frames: pass.frames.array,
                      environment: pass.environment)
        self.ids = ids
    }

    /// The nodes of a result: a random-access collection of `Node`, made on access.
    public struct Nodes: RandomAccessCollection, Sendable {
        let views: ViewList
        let parents: [Int]
        let childStart: [Int]
        let childCount: [Int]
        let childList: [Int]
        let frames: [Rect]
        let environment: LayoutEnvironment
        public var startIndex: Int { 0 }
        public var endIndex: Int { views.count }
        public subscript(i: Int) -> Node {
            let view = views[i]
            let start = childStart[i]
            return Node(index: i, view: view, id: view.id, parent: parents[i] >= 0 ? parents[i] : nil,
                        children: Array(childList[start..<(start + childCount[i])]),
                        frame: RetainedLayout.output(frames[i], environment), isModifier: view.isModifier,
                        label: view.label)
        }
    }

    /// The root node.
    public var root: Node { nodes[0] }

    /// The spacing preferences node `index` publishes (what a stack with `spacing: nil` asks it for);
    /// nil for an index out of range, or if the `RetainedLayout` this result came from has since had a
    /// view replaced (ask its new result).
    public func spacing(of index: Int) -> ViewSpacing? {
        guard nodes.indices.contains(index) else { return nil }
        var spacing: ViewSpacing?
        ask(index) { spacing = $0.spacing(of: index) }
        return spacing
    }

    /// How node `index` is drawn when it is a Text — its font and its lines as the engine broke them, for
    /// pictures; nil for another node, an index out of range, or after the `RetainedLayout` this result came
    /// from has had a view replaced.
    public func textDrawing(of index: Int) -> TextDrawing? {
        guard nodes.indices.contains(index) else { return nil }
        var drawing: TextDrawing?
        ask(index) { drawing = $0.textDrawing(of: index) }
        return drawing
    }
    /// The first node (in pre-order) named `id`.
    public func node(id: String) -> Node? { ids.first(id).map { nodes[$0] } }
    /// The frame of the first node named `id`.
    public func frame(id: String) -> Rect? { node(id: id)?.frame }
    /// The frame of the first node named `id`; nil if none.
    public subscript(id: String) -> Rect? { frame(id: id) }

    /// The tree as JSON: `{"nodes": [{"index", "kind", "type", "id", "parent", "children", "frame": [x, y,
    /// w, h]}, …]}` in pre-order, numbers printed exactly (shortest round-trip form).
    public func json() -> String {
        var out = "{\"nodes\":["
        for node in nodes {
            if node.index > 0 { out += "," }
            out += "{\"index\":\(node.index),\"kind\":\(jsonString(node.kind)),\"type\":\(jsonString(node.typeName))"
            out += ",\"id\":\(node.id.map(jsonString) ?? "null"),\"parent\":\(node.parent.map(String.init) ?? "null")"
            out += ",\"children\":[\(node.children.map(String.init).joined(separator: ","))]"
            if let label = node.label { out += ",\"label\":\(jsonString(label))" }
            let f = node.frame
            out += ",\"frame\":[\(jsonNumber(f.minX)),\(jsonNumber(f.minY)),\(jsonNumber(f.width)),\(jsonNumber(f.height))]}"
        }
        return out + "]}"
    }

    /// An indented dump: each node's SwiftUI type name, its name if any, and its frame, children indented
    /// below their parent, e.g.
    ///
    ///     ModifiedContent<ModifiedContent<MapView, SafeAreaIgnoringLayout>, FrameLayout> (0, 59, 393, 300)
    ///       ModifiedContent<MapView, SafeAreaIgnoringLayout> (0, 59, 393, 300)
    ///         MapView (0, 0, 393, 359)
    public func dump() -> String {
        var lines: [String] = []
        // Depth-first over the children lists, so GeometryReader content (appended during placement)
        // appears under its reader.
        var stack: [(Int, Int)] = nodes.isEmpty ? [] : [(0, 0)]
        while let (index, depth) = stack.popLast() {
            let node = nodes[index]
            let indent = String(repeating: "  ", count: min(depth, 200))
            let name = node.id.map { " #\($0)" } ?? ""
            lines.append("\(indent)\(node.typeName)\(name) \(node.frame)")
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The views of a layout's nodes, in pre-order: references that `owners` (the root, and what
/// GeometryReaders built) keep alive, so that copying the list for a result retains a few views, not one
/// per node.
struct ViewList: RandomAccessCollection, @unchecked Sendable {
    // @unchecked: the references are immutable `ViewNode`s (Sendable), held alive by `owners`.
    let refs: [Unmanaged<ViewNode>]
    let owners: [ViewNode]
    static let empty = ViewList(refs: [], owners: [])
    var startIndex: Int { 0 }
    var endIndex: Int { refs.count }
    subscript(i: Int) -> ViewNode { refs[i].takeUnretainedValue() }
}

/// Lays `view` out on a screen or window described by `environment`.
///
/// Throws `LayoutError` for an environment that is not usable (negative or non-finite sizes, insets that
/// do not fit) or a tree deeper than `environment.maxDepth`; nothing here traps.
public func layout(_ view: any View, in environment: LayoutEnvironment) throws(LayoutError) -> LayoutResult {
    try RetainedLayout(view, in: environment).result
}

/// Lays `view` out on a device preset.
public func layout(_ view: any View, on device: DevicePreset) throws(LayoutError) -> LayoutResult {
    try layout(view, in: LayoutEnvironment(device: device))
}

/// `s` as a JSON string literal.
package func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// A finite number in JSON (shortest round-trip text); non-finite values, which JSON cannot hold, as null.
func jsonNumber(_ v: Double) -> String { v.isFinite ? "\(v)" : "null" }

/// The first node of each id, built on the first lookup. @unchecked: `index` is only touched under `lock`.
final class IDIndex: @unchecked Sendable {
    private let views: ViewList
    private let lock = Locked<[String: Int]?>(nil)
    init(_ views: ViewList) { self.views = views }
    func first(_ id: String) -> Int? {
        lock.withLock { index in
            if index == nil {
                var made: [String: Int] = [:]
                for (i, view) in views.enumerated() { if let name = view.id, made[name] == nil { made[name] = i } }
                index = made
            }
            return index![id]
        }
    }
}
