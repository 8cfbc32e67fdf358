// The two shapes every view-making entry point shares: make a view in a document, read an array of
// view handles.
import SwiftLayout
import SwiftLayoutDocument

/// Makes a view from `body` in document `d` and returns its handle (0 on failure, status recorded).
func make(_ d: UInt64, _ body: (Document) throws(CError) -> any View) -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in
        let document = try Registry.document(d)
        return try document.add(try body(document).node)
    }
}

/// The views of `count` handles; Groups, EmptyViews and Sections expanded into them unless `expand` is false
/// (a ForEach names its own views).
func views(_ list: UnsafePointer<UInt64>?, _ count: Int, in document: Document, expand: Bool = true) throws(CError) -> [ViewNode] {
    guard count >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "count \(count) is negative") }
    guard count == 0 || list != nil else { throw CError(SL_ERR_NULL_POINTER, "the view array is NULL but count is \(count)") }
    guard let list else { return [] }
    var out: [ViewNode] = []
    for k in 0..<count {
        do { out.append(try Registry.view(list[k], in: document)) } catch { throw CError(error.status, "view \(k): \(error.message)") }
    }
    return expand ? expandGroups(out) : out   // Groups, EmptyViews and Sections become the container's own children
}


/// Makes a modifier wrapper around view `v` of document `d`.
func modify(_ d: UInt64, _ v: UInt64, _ body: (ViewNode) throws(CError) -> any View) -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in
        let document = try Registry.document(d)
        let index = try Registry.viewIndex(v, in: document)
        // The lookup of `v` and the append of the wrapper under one lock of the document (`body` only
        // validates and builds; it does not call into the registry).
        return try document.derive(from: index) { (content) throws(CError) -> ViewNode in
            guard let content else { throw Registry.missingView(v) }
            return try body(content).node
        }
    }
}
