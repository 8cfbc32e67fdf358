// The binary view document (docs/FORMAT.md, "Binary documents"): the same views as the JSON document's most
// common types, as post-order records read by a stack machine. Leaves push a view, a modifier replaces the
// top view with itself wrapped around it, a container takes the top N views as its children. It is read
// at memory speed (no text, no intermediate tree), without recursion (any depth), and validated as
// strictly as JSON: every number goes through the same `Build` functions, every malformed byte is an
// error naming the record and its offset, and a document that does not end with exactly one view is
// refused. Bindings that make trees of these views (the Python package) send this; JSON stays the format
// people write.
import SwiftLayout

public enum BinaryDocument {
    /// The first four bytes: "SLB" and the format version.
    public static let magic: [UInt8] = [0x53, 0x4C, 0x42]
    public static let version: UInt8 = 1

    /// Record codes (docs/FORMAT.md lists each record's fields).
    enum Op: UInt8 {
        case rectangle = 0x01, circle = 0x02, ellipse = 0x03, capsule = 0x04, mapView = 0x05
        case roundedRectangle = 0x06, color = 0x07, spacer = 0x08
        case vstack = 0x10, hstack = 0x11, zstack = 0x12
        case frame = 0x20, flexFrame = 0x21, padding = 0x22, paddingInsets = 0x23
        case id = 0x30

        var name: String {
            switch self {
            case .rectangle: "Rectangle"
            case .circle: "Circle"
            case .ellipse: "Ellipse"
            case .capsule: "Capsule"
            case .mapView: "MapView"
            case .roundedRectangle: "RoundedRectangle"
            case .color: "Color"
            case .spacer: "Spacer"
            case .vstack: "VStack"
            case .hstack: "HStack"
            case .zstack: "ZStack"
            case .frame: "frame"
            case .flexFrame: "frame (flexible)"
            case .padding: "padding"
            case .paddingInsets: "padding (insets)"
            case .id: "id"
            }
        }
    }

    /// The leaves without arguments, made once: a node is immutable and may stand in any number of
    /// places (the layout pass keeps its state per occurrence), so every Rectangle the C constructors make
    /// can be this one, with no allocation to make it or free it. (A document's reader gives each of its
    /// leaves a node of its own, which carries the leaf's document index.)
    public static let rectangle = Rectangle().node
    public static let circle = Circle().node
    public static let ellipse = Ellipse().node
    public static let capsule = Capsule().node
    public static let mapView = MapView().node

    /// The alignment codes 0…10 (0…8 are the C API's SL_ALIGN_* values); 255 is followed by a name.
    static let alignmentNames = ["center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading",
                                 "bottom", "bottomTrailing", "firstTextBaseline", "lastTextBaseline"]
    static let alignments: [Alignment?] = alignmentNames.map { try? Alignment.named($0) }
    static let horizontalAlignments: [HorizontalAlignment?] = alignmentNames.map { try? HorizontalAlignment.named($0) }
    static let verticalAlignments: [VerticalAlignment?] = alignmentNames.map { try? VerticalAlignment.named($0) }

    /// Builds the view tree of the binary document in `data`. A tree deeper than `maxDepth` nodes is an
    /// error (as in JSON, every node counts, modifiers too). Errors name the record (its number, from 1,
    /// and its byte offset) and the problem. Every node carries the index of the record that made it among
    /// the document's view records (`id` records do not count; `ViewNode.documentIndex`, docs/FORMAT.md
    /// "View order").
    public static func parse(_ data: UnsafeRawBufferPointer, maxDepth: Int = 100_000) throws(LayoutError) -> ViewNode {
        guard data.count >= 4, data[0] == magic[0], data[1] == magic[1], data[2] == magic[2] else {
            throw .invalid("binary document: it does not start with \"SLB\" and a version byte (is it JSON? use sl_document_parse)")
        }
        guard data[3] == version else {
            throw .invalid("binary document: version \(data[3]) is not supported; this library reads version \(version)")
        }
        var reader = Reader(data: data, maxDepth: maxDepth)
        return try reader.document()
    }

    private struct Reader {
        let data: UnsafeRawBufferPointer
        let maxDepth: Int
        var i = 4
        /// The views made and not yet taken by a container or a modifier.
        var nodes: [ViewNode] = []
        /// The alignment tables, read once per document (a global's every read checks its initialisation).
        let alignments = BinaryDocument.alignments
        let horizontalAlignments = BinaryDocument.horizontalAlignments
        let verticalAlignments = BinaryDocument.verticalAlignments

        init(data: UnsafeRawBufferPointer, maxDepth: Int) {
            self.data = data
            self.maxDepth = maxDepth
            nodes.reserveCapacity(64)
        }

        mutating func document() throws(LayoutError) -> ViewNode {
            var record = 0
            var views: Int32 = 0   // the view records read so far: the next one's document index
            while i < data.count {
                let start = i
                record += 1
                let code = data[i]
                i += 1
                guard let op = Op(rawValue: code) else {
                    throw .invalid("binary document, record \(record) at byte \(start): unknown record code \(code)")
                }
                do throws(LayoutError) { try step(op) } catch {
                    throw LayoutError(error.code, "binary document, record \(record) (\(op.name)) at byte \(start): \(error.message)")
                }
                if op != .id {
                    // The view this record made is the top one (a shared leaf gets a node of its own).
                    var made = nodes.removeLast()
                    if !isKnownUniquelyReferenced(&made) { made = made.named(made.id) }
                    made.documentIndex = views
                    nodes.append(made)
                    views &+= 1
                }
            }
            guard nodes.count == 1 else {
                throw .invalid("binary document: it ends with \(nodes.count) views not in a container; a document is one view")
            }
            return nodes[0]
        }

        // MARK: Fields

        mutating func byte() throws(LayoutError) -> UInt8 {
            guard i < data.count else { throw .invalid("the document ends inside the record") }
            defer { i += 1 }
            return data[i]
        }

        mutating func u32() throws(LayoutError) -> Int {
            guard data.count - i >= 4 else { throw .invalid("the document ends inside the record") }
            let v = UInt32(data[i]) | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2]) << 16 | UInt32(data[i + 3]) << 24
            i += 4
            return Int(v)
        }

        mutating func f64() throws(LayoutError) -> Double {
            guard data.count - i >= 8 else { throw .invalid("the document ends inside the record") }
            let bits = data.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
            return Double(bitPattern: UInt64(littleEndian: bits))
        }

        /// A number given only if `flags` has `bit`.
        mutating func optional(_ flags: UInt8, _ bit: UInt8) throws(LayoutError) -> Double? {
            flags & bit != 0 ? try f64() : nil
        }

        mutating func flags(_ valid: UInt8) throws(LayoutError) -> UInt8 {
            let f = try byte()
            guard f & ~valid == 0 else { throw .invalid("unknown flag bits \(f & ~valid) in \(f)") }
            return f
        }

        mutating func string() throws(LayoutError) -> String {
            let n = try u32()
            guard n <= data.count - i else { throw .invalid("a string of \(n) bytes runs past the end of the document") }
            let bytes = UnsafeRawBufferPointer(rebasing: data[i..<(i + n)])
            guard let s = String(validating: bytes, as: UTF8.self) else { throw .invalid("a string is not valid UTF-8") }
            i += n
            return s
        }

        mutating func alignmentName(_ code: UInt8) throws(LayoutError) -> String {
            if code == 255 { return try string() }
            guard Int(code) < BinaryDocument.alignmentNames.count else {
                throw .invalid("unknown alignment code \(code); codes are 0…\(BinaryDocument.alignmentNames.count - 1) or 255 and a name")
            }
            return BinaryDocument.alignmentNames[Int(code)]
        }

        mutating func alignment() throws(LayoutError) -> Alignment {
            let code = try byte()
            if Int(code) < alignments.count, let a = alignments[Int(code)] { return a }
            return try Alignment.named(try alignmentName(code))
        }

        mutating func horizontalAlignment() throws(LayoutError) -> HorizontalAlignment {
            let code = try byte()
            if Int(code) < horizontalAlignments.count, let a = horizontalAlignments[Int(code)] { return a }
            return try HorizontalAlignment.named(try alignmentName(code))
        }

        mutating func verticalAlignment() throws(LayoutError) -> VerticalAlignment {
            let code = try byte()
            if Int(code) < verticalAlignments.count, let a = verticalAlignments[Int(code)] { return a }
            return try VerticalAlignment.named(try alignmentName(code))
        }

        // MARK: The stack

        mutating func push(_ node: ViewNode) throws(LayoutError) {
            guard node.depth <= maxDepth else {
                throw LayoutError(.depthExceeded, "view tree deeper than \(maxDepth) levels")
            }
            nodes.append(node)
        }

        /// The top view, taken off the stack (a modifier wraps it and pushes the result).
        mutating func pop() throws(LayoutError) -> ViewNode {
            guard let node = nodes.popLast() else { throw .invalid("a modifier needs a view before it, and there is none") }
            return node
        }

        /// The top `count` views, in document order, taken off the stack.
        mutating func children(_ count: Int) throws(LayoutError) -> [ViewNode] {
            guard count <= nodes.count else {
                throw .invalid("the container has \(count) children, but only \(nodes.count) views come before it")
            }
            let kids = Array(nodes[(nodes.count - count)...])
            nodes.removeLast(count)
            return kids
        }

        mutating func step(_ op: Op) throws(LayoutError) {
            switch op {
            case .rectangle: try push(BinaryDocument.rectangle)
            case .circle: try push(BinaryDocument.circle)
            case .ellipse: try push(BinaryDocument.ellipse)
            case .capsule: try push(BinaryDocument.capsule)
            case .mapView: try push(BinaryDocument.mapView)
            case .roundedRectangle: try push(try Build.roundedRectangle(cornerRadius: try f64()).node)
            case .color: try push(try Build.color(try string()).node)
            case .spacer:
                let f = try flags(1)
                try push(try Build.spacer(minLength: try optional(f, 1)).node)
            // Stacks, frames and paddings are made as the public views make them, after the same checks
            // in the same order (`Build.…Node`).
            case .vstack, .hstack:
                let vertical = op == .vstack
                let h = vertical ? try horizontalAlignment() : nil
                let v = vertical ? nil : try verticalAlignment()
                let f = try flags(1)
                let spacing = try optional(f, 1)
                let kids = try children(try u32())
                if let h {
                    try push(try Build.vstackNode(alignment: h, spacing: spacing, children: kids))
                } else if let v {
                    try push(try Build.hstackNode(alignment: v, spacing: spacing, children: kids))
                }
            case .zstack:
                let alignment = try alignment()
                let kids = try children(try u32())
                try push(ZStack(alignment: alignment, children: kids).node)
            case .frame:
                let f = try flags(3)
                let alignment = try alignment()
                let width = try optional(f, 1), height = try optional(f, 2)
                let content = try pop()
                try push(try Build.frameNode(content, width: width, height: height, alignment: alignment))
            case .flexFrame:
                let f = try flags(63)
                let alignment = try alignment()
                let minWidth = try optional(f, 1), idealWidth = try optional(f, 2), maxWidth = try optional(f, 4)
                let minHeight = try optional(f, 8), idealHeight = try optional(f, 16), maxHeight = try optional(f, 32)
                let content = try pop()
                try push(try Build.flexFrameNode(content, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                 minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                 alignment: alignment))
            case .padding:
                let mask = try flags(15)
                guard mask != 0 else { throw .invalid("the edge set is empty") }
                var edges: Edge.Set = []
                if mask & 1 != 0 { edges.formUnion(.top) }
                if mask & 2 != 0 { edges.formUnion(.leading) }
                if mask & 4 != 0 { edges.formUnion(.bottom) }
                if mask & 8 != 0 { edges.formUnion(.trailing) }
                let f = try flags(1)
                let length = try optional(f, 1)
                let content = try pop()
                try push(try Build.paddingNode(content, edges: edges, length: length))
            case .paddingInsets:
                let insets = EdgeInsets(top: try f64(), leading: try f64(), bottom: try f64(), trailing: try f64())
                let content = try pop()
                try push(try Build.paddingNode(content, insets: insets))
            case .id:
                let name = try string()
                guard let last = nodes.popLast() else { throw .invalid("an id needs a view before it, and there is none") }
                nodes.append(last.named(try Build.identifier(name, "the id")))
            }
        }
    }
}

// The nodes the binary document and the C API's hottest constructors make: `Build`'s checks (same errors),
// then the node itself (`DocumentNodes`: no view value, no existential, no array around one child).
extension Build {
    public static func frameNode(_ content: ViewNode, width: Double?, height: Double?,
                                 alignment: Alignment) throws(LayoutError) -> ViewNode {
        DocumentNodes.frame(content, width: try length(width, "frame width"), height: try length(height, "frame height"),
                            alignment: alignment)
    }
    public static func flexFrameNode(_ content: ViewNode, minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                                     minHeight: Double?, idealHeight: Double?, maxHeight: Double?,
                                     alignment: Alignment) throws(LayoutError) -> ViewNode {
        let values = try flexFrameValues(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight)
        return DocumentNodes.flexFrame(content, values, alignment: alignment)
    }
    public static func paddingNode(_ content: ViewNode, edges: Edge.Set, length: Double?) throws(LayoutError) -> ViewNode {
        DocumentNodes.padding(content, edges: edges, length: try finite(length, "padding length"), insets: nil)
    }
    public static func paddingNode(_ content: ViewNode, insets: EdgeInsets) throws(LayoutError) -> ViewNode {
        for edge in Edge.allCases { _ = try finite(insets[edge], "padding \(edge) inset") }
        return DocumentNodes.padding(content, edges: .all, length: nil, insets: insets)
    }
    public static func vstackNode(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode]) throws(LayoutError) -> ViewNode {
        DocumentNodes.vstack(alignment: alignment, spacing: try finite(spacing, "VStack spacing"), children: children)
    }
    public static func hstackNode(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode]) throws(LayoutError) -> ViewNode {
        DocumentNodes.hstack(alignment: alignment, spacing: try finite(spacing, "HStack spacing"), children: children)
    }
}
