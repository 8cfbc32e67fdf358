// Layouts and their results. A layout changes only through sl_layout_relayout and sl_layout_replace
// (incremental relayout); any thread may read or change it (calls are serialized); its strings live until
// sl_layout_free. Each call answers from one layout — the one before a change on another thread or the one
// after it — so an index checked is the index read (Tests/C/test_race.c).

import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: Layout

/// Lays out view `v` of document `d` in environment `env`: the root proposes the safe-area size and
/// centres the result in it. Returns a layout handle (free with sl_layout_free), or 0 with
/// SL_ERR_INVALID_HANDLE, SL_ERR_DEPTH or SL_ERR_INVALID_ARGUMENT.
@c(sl_layout) public func slLayout(_ d: UInt64, _ v: UInt64, _ env: UInt64) -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in
        let node = try Registry.view(v, in: try Registry.document(d))
        let environment = try Registry.environment(env).value.withLock { $0 }
        let retained = try engine { () throws(LayoutError) in try RetainedLayout(node, in: environment) }
        return try Registry.newLayout(retained)
    }
}

/// Every sl_layout_* call on a layout made from inside one of that layout's own callbacks (while it is
/// being laid out) fails with SL_ERR_INVALID_HANDLE ("layout is busy in a callback") instead of waiting
/// for itself; a new sl_layout works there.
///
/// Lays layout `l` out again, in environment `env` if it is not 0 (a changed screen, safe area, …), else
/// in its current one, reusing every cached measurement the change cannot affect; nothing changed
/// returns at once. Writes whether anything was done to `*out_changed` if it is not NULL. On an error
/// (SL_ERR_INVALID_HANDLE, SL_ERR_DEPTH, SL_ERR_CALLBACK) the layout stays usable.
@c(sl_layout_relayout) public func slLayoutRelayout(_ l: UInt64, _ env: UInt64, _ outChanged: UnsafeMutablePointer<Bool>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let box = try Registry.layout(l)
        let environment = env == 0 ? nil : try Registry.environment(env).value.withLock { $0 }
        let changed = try engine { () throws(LayoutError) in try box.retained.relayout(in: environment) }
        outChanged?.pointee = changed
    }
}

/// Replaces the first node named `id` in layout `l` (with its subtree) by view `v` of document `d`, and
/// lays the layout out again: only the replaced node's ancestors are measured again. A subtree with
/// another node count renumbers the nodes after it. SL_ERR_NOT_FOUND if no node has that id. If a callback
/// fails in that pass (SL_ERR_CALLBACK) the replacement is undone: the layout keeps its tree and frames.
@c(sl_layout_replace) public func slLayoutReplace(_ l: UInt64, _ id: UnsafePointer<CChar>?, _ d: UInt64, _ v: UInt64) -> Int32 {
    statusBoundary { () throws(CError) in
        let box = try Registry.layout(l)
        let name = try requireString(id, "id")
        let node = try Registry.view(v, in: try Registry.document(d))
        try engine { () throws(LayoutError) in try box.retained.replace(id: name, with: node) }
    }
}

/// sl_layout_replace for node `index` (pre-order). SL_ERR_NOT_FOUND for an index out of range.
@c(sl_layout_replace_at) public func slLayoutReplaceAt(_ l: UInt64, _ index: Int, _ d: UInt64, _ v: UInt64) -> Int32 {
    statusBoundary { () throws(CError) in
        let box = try Registry.layout(l)
        let node = try Registry.view(v, in: try Registry.document(d))
        try engine { () throws(LayoutError) in try box.retained.replace(at: index, with: node) }
    }
}

/// Frees layout `l` and the strings it returned.
@discardableResult @c(sl_layout_free) public func slLayoutFree(_ l: UInt64) -> Int32 {
    statusBoundary { () throws(CError) in try Registry.free(l, .layout) }
}

// MARK: Results

/// Node `index` of `result`: every question about a node reads one result (one layout), taken once per
/// call, since another thread may replace or relayout the layout between two reads of it.
private func node(_ result: LayoutResult, _ index: Int) throws(CError) -> LayoutResult.Node {
    guard index >= 0, index < result.nodes.count else {
        throw CError(SL_ERR_NOT_FOUND, "node index \(index) is out of range 0..<\(result.nodes.count)")
    }
    return result.nodes[index]
}

/// The C string `which` of node `index` of layout `l`, from one snapshot of it.
private func nodeString(_ l: UInt64, _ index: Int, _ which: LayoutBox.StringKind) throws(CError) -> UnsafePointer<CChar>? {
    let box = try Registry.layout(l)
    let snapshot = box.snapshot
    _ = try node(snapshot.result, index)
    return box.cString(which, of: index, in: snapshot)
}

/// SL_ERR_RESOURCE if the process cannot have the memory to write out `nodes` nodes (`MemoryBudget`).
private func outputBudget(_ nodes: Int, _ what: String) throws(CError) {
    let bytes = nodes * MemoryBudget.outputBytesPerNode
    if let why = MemoryBudget.shortfall(bytes) {
        throw CError(SL_ERR_RESOURCE, "\(what) of a layout of \(nodes) nodes takes about \(MemoryBudget.size(bytes)) to write (\(MemoryBudget.outputBytesPerNode) bytes per node), and \(why)")
    }
}

/// Writes the number of nodes in layout `l` (every view and every wrapper, pre-order) to `*out_count`.
@c(sl_layout_node_count) public func slLayoutNodeCount(_ l: UInt64, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        out.pointee = try Registry.layout(l).retained.nodeCount
    }
}

/// Writes the frame of node `index` (root coordinates, points) to the four out-parameters (all non-NULL).
@c(sl_layout_frame) public func slLayoutFrame(_ l: UInt64, _ index: Int, _ x: UnsafeMutablePointer<Double>?,
                                              _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                              _ height: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let (px, py, pw, ph) = (try requirePointer(x, "x"), try requirePointer(y, "y"),
                                try requirePointer(width, "width"), try requirePointer(height, "height"))
        let box = try Registry.layout(l)
        guard let frame = box.retained.frame(at: index) else {
            throw CError(SL_ERR_NOT_FOUND, "node index \(index) is out of range 0..<\(box.retained.nodeCount)")
        }
        px.pointee = frame.minX; py.pointee = frame.minY; pw.pointee = frame.width; ph.pointee = frame.height
    }
}

/// Writes the index of the first node (pre-order) named `id` to `*out_index`; SL_ERR_NOT_FOUND if none.
@c(sl_layout_find) public func slLayoutFind(_ l: UInt64, _ id: UnsafePointer<CChar>?, _ outIndex: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outIndex, "out_index")
        let name = try requireString(id, "id")
        guard let found = try Registry.layout(l).retained.index(of: name) else {
            throw CError(SL_ERR_NOT_FOUND, "no node has id \(quoted(name))")
        }
        out.pointee = found
    }
}

/// Writes the index of node `index`'s parent to `*out_parent`, or -1 for the root.
@c(sl_layout_node_parent) public func slLayoutNodeParent(_ l: UInt64, _ index: Int, _ outParent: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outParent, "out_parent")
        out.pointee = try node(try Registry.layout(l).result, index).parent ?? -1
    }
}

/// Writes the number of children of node `index` to `*out_count` (for a modifier: its content first,
/// then any overlay or background).
@c(sl_layout_node_child_count) public func slLayoutNodeChildCount(_ l: UInt64, _ index: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        out.pointee = try node(try Registry.layout(l).result, index).children.count
    }
}

/// Writes the node index of child `k` of node `index` to `*out_child`.
@c(sl_layout_node_child) public func slLayoutNodeChild(_ l: UInt64, _ index: Int, _ k: Int, _ outChild: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outChild, "out_child")
        let children = try node(try Registry.layout(l).result, index).children
        guard k >= 0, k < children.count else { throw CError(SL_ERR_NOT_FOUND, "child \(k) is out of range 0..<\(children.count)") }
        out.pointee = children[k]
    }
}

/// Returns the SwiftUI name of node `index`'s layout ("FrameLayout", "VStack", "MapView", …), owned by
/// the layout (valid until sl_layout_free; do not free), or NULL on error.
@c(sl_layout_node_kind) public func slLayoutNodeKind(_ l: UInt64, _ index: Int) -> UnsafePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafePointer<CChar>? in
        try nodeString(l, index, .kind)
    }
}

/// Returns node `index`'s SwiftUI type name ("ModifiedContent<MapView, SafeAreaIgnoringLayout>"), owned
/// by the layout (valid until sl_layout_free; do not free), or NULL on error.
@c(sl_layout_node_type_name) public func slLayoutNodeTypeName(_ l: UInt64, _ index: Int) -> UnsafePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafePointer<CChar>? in
        try nodeString(l, index, .typeName)
    }
}

/// Returns the id of node `index`, owned by the layout (do not free), or NULL when it has none (status
/// SL_OK) or on error (status set).
@c(sl_layout_node_id) public func slLayoutNodeId(_ l: UInt64, _ index: Int) -> UnsafePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafePointer<CChar>? in
        try nodeString(l, index, .id)
    }
}

/// Copies every node's frame, in pre-order, into `buffer` as x, y, width, height (4 doubles per node).
/// `capacity` is the buffer's length in doubles. Writes the node count to `*out_count`; if `buffer` is
/// NULL or too small nothing is copied and SL_ERR_BUFFER_TOO_SMALL is returned (ask with NULL first).
@c(sl_layout_copy_frames) public func slLayoutCopyFrames(_ l: UInt64, _ buffer: UnsafeMutablePointer<Double>?,
                                                         _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        let retained = try Registry.layout(l).retained
        let count = retained.copyFrames(into: UnsafeMutableBufferPointer(start: buffer, count: buffer == nil ? 0 : max(capacity, 0)))
        out.pointee = count
        guard buffer != nil, capacity >= 0, capacity / 4 >= count else {
            throw CError(SL_ERR_BUFFER_TOO_SMALL, "the buffer needs \(count * 4) doubles for \(count) nodes, got \(max(capacity, 0))")
        }
    }
}

/// Copies, for every node in pre-order (as sl_layout_copy_frames), the index of the document view it was
/// made from into `buffer` (`capacity` values): its place among the views of the document it was parsed
/// from (docs/FORMAT.md, "View order": a JSON document's view objects and "modifiers" entries in the order
/// they begin in the text; a binary document's records, `id` records not counted), or -1 for a node the
/// engine made (a List's row, a navigation bar, a control's parts) or a view made by the constructor
/// functions. A GeometryReader's content and a view put in by sl_layout_replace count in their own
/// documents, from 0. With the frames, it pairs every node with the view a binding made it from. Writes the
/// node count to `*out_count`; if `buffer` is NULL or too small nothing is copied and
/// SL_ERR_BUFFER_TOO_SMALL is returned (ask with NULL first).
@c(sl_layout_copy_view_indices) public func slLayoutCopyViewIndices(_ l: UInt64, _ buffer: UnsafeMutablePointer<Int>?,
                                                                    _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        let retained = try Registry.layout(l).retained
        let count = retained.copyDocumentIndices(into: UnsafeMutableBufferPointer(start: buffer, count: buffer == nil ? 0 : max(capacity, 0)))
        out.pointee = count
        guard buffer != nil, capacity >= count else {
            throw CError(SL_ERR_BUFFER_TOO_SMALL, "the buffer needs \(count) values for \(count) nodes, got \(max(capacity, 0))")
        }
    }
}

/// Returns an indented dump of layout `l`: one line per node with its SwiftUI type name, "#id" if named,
/// and its frame. The caller owns the string and frees it with sl_string_free. NULL on error.
@c(sl_layout_dump) public func slLayoutDump(_ l: UInt64) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        let result = try Registry.layout(l).result
        try outputBudget(result.nodes.count, "the dump")
        return try duplicate(result.dump())
    }
}

/// Returns layout `l` as one JSON text: {"nodes": [{"index", "kind", "type", "id", "parent", "children",
/// "frame": [x, y, width, height]}, …]} in pre-order — the whole tree in one call, for bindings. The
/// caller owns the string and frees it with sl_string_free. NULL on error.
@c(sl_layout_json) public func slLayoutJSON(_ l: UInt64) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        let result = try Registry.layout(l).result
        try outputBudget(result.nodes.count, "the JSON")
        return try duplicate(result.json())
    }
}

/// Returns the spacing preferences node `index` publishes, as JSON: {"top": {"edgeBelowText": 0, …},
/// …} per edge and category ("spacing" is the uncategorised value; text metrics are objects). The caller
/// frees the string with sl_string_free. NULL on error.
@c(sl_layout_node_spacing) public func slLayoutNodeSpacing(_ l: UInt64, _ index: Int) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        let retained = try Registry.layout(l).retained
        let spacing = try engine { () throws(LayoutError) in try retained.spacing(of: index) }
        return try duplicate(spacing.json)
    }
}

/// Returns how Text node `index` is drawn, as JSON: {"size", "weight" (100…900), "italic", "design",
/// "firstBaseline", "pitch", "alignment", "fullHeight", "idealWidth", "idealHeight", "lines": [{"text",
/// "width"}]} — its font and its lines as the engine broke them (an ellipsis where a line limit cut the
/// text), for pictures; and, without its line limit and in its own environment, its height at its frame's
/// width and its one-line size, for layout lint (truncated text). The caller frees the string with
/// sl_string_free. NULL with SL_ERR_INVALID_ARGUMENT for a node that is not a Text, SL_ERR_NOT_FOUND for an
/// index out of range. Answered from the layout as it is when the call runs (another thread may have
/// replaced or relaid it out since the caller last looked).
@c(sl_layout_text_json) public func slLayoutTextJSON(_ l: UInt64, _ index: Int) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        let retained = try Registry.layout(l).retained
        let drawing = try engine { () throws(LayoutError) in try retained.textDrawing(of: index) }
        guard let drawing else { throw CError(SL_ERR_INVALID_ARGUMENT, "node \(index) is not a Text") }
        return try duplicate(drawing.json)
    }
}

/// Writes to `*out_distance` the distance a stack with `spacing: nil` puts between node `first` and
/// node `second` when `second` follows it along `axis` (SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL).
@c(sl_layout_spacing_distance) public func slLayoutSpacingDistance(_ l: UInt64, _ first: Int, _ second: Int, _ axis: Int32,
                                                                   _ outDistance: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outDistance, "out_distance")
        guard axis == SL_AXIS_HORIZONTAL || axis == SL_AXIS_VERTICAL else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "axis must be SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL, got \(axis)")
        }
        let retained = try Registry.layout(l).retained
        out.pointee = try engine { () throws(LayoutError) in
            try retained.spacingDistance(from: first, to: second, along: axis == SL_AXIS_HORIZONTAL ? .horizontal : .vertical)
        }
    }
}

/// Writes how many sizes layout `l` has computed (cache misses over all nodes, counted from its first
/// layout through every relayout) to `*out_count`: a measure of work that grows linearly with the tree;
/// the difference across a relayout is that relayout's work.
@c(sl_layout_measure_count) public func slLayoutMeasureCount(_ l: UInt64, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        out.pointee = try Registry.layout(l).retained.measureCount
    }
}

/// Returns layout `l`'s structure as compact JSON: {"kinds": [names], "nodes": [parent, kind, modifier, …],
/// "ids": [[index, id], …], "labels": [[index, label], …]} — three integers per node in pre-order (the
/// parent's index or -1, the index of its kind in "kinds", 1 for a modifier), and the nodes that have an id
/// or a label. What sl_layout_json says without frames and type names, for bindings that read a whole
/// tree (frames: sl_layout_copy_frames). The caller frees the string with sl_string_free. NULL on error.
@c(sl_layout_structure_json) public func slLayoutStructureJSON(_ l: UInt64) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        guard let s = strdup(try Registry.layout(l).result.structureJSON()) else { throw CError(SL_ERR_INTERNAL, "out of memory") }
        return s
    }
}
