// Documents: create, count and free them, and build a whole view tree from one JSON document (with or
// without user functions). A document owns the views made in it; the view constructors are in ViewsAPI.swift.

import SwiftLayout
import SwiftLayoutDocument

// MARK: Documents

/// Creates an empty document. Returns its handle (free it with sl_document_free), or 0 on failure.
@c(sl_document_new) public func slDocumentNew() -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in try Registry.newDocument() }
}

/// Frees document `d` and every view in it; their handles become invalid. Layouts made from it stay
/// valid. Returns SL_OK, or SL_ERR_INVALID_HANDLE (also for a second free).
@discardableResult @c(sl_document_free) public func slDocumentFree(_ d: UInt64) -> Int32 {
    statusBoundary { () throws(CError) in try Registry.free(d, .document) }
}

/// Writes the number of views made in document `d` to `*out_count`.
@c(sl_document_view_count) public func slDocumentViewCount(_ d: UInt64, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        out.pointee = try Registry.document(d).count
    }
}

/// Builds a whole view tree from `json` (UTF-8, NUL-terminated, format in docs/FORMAT.md) in document
/// `d`. Returns the root view's handle, or 0 with SL_ERR_PARSE / SL_ERR_DEPTH / SL_ERR_INVALID_ARGUMENT
/// and a message naming the JSON path of the problem. The caller keeps ownership of `json`.
@c(sl_document_parse) public func slDocumentParse(_ d: UInt64, _ json: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) -> any View in
        let text = try requireString(json, "json")
        return try engine(parse: true) { () throws(LayoutError) in try ViewDocument.parse(text) }
    }
}

/// Builds a whole view tree from a binary document (docs/FORMAT.md, "Binary documents": "SLB", a version
/// byte, then post-order records) of `length` bytes at `data`, in document `d`. It describes the same
/// views as JSON for the most common types, and is read without text parsing. Returns the root view's
/// handle, or 0 with SL_ERR_PARSE / SL_ERR_DEPTH and a message naming the record and its byte offset.
/// The caller keeps ownership of `data`.
@c(sl_document_parse_binary) public func slDocumentParseBinary(_ d: UInt64, _ data: UnsafeRawPointer?, _ length: Int) -> UInt64 {
    make(d) { (_) throws(CError) -> any View in
        guard let data else { throw CError(SL_ERR_NULL_POINTER, "data is NULL") }
        guard length >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "length \(length) is negative") }
        return try engine(parse: true) { () throws(LayoutError) in
            try BinaryDocument.parse(UnsafeRawBufferPointer(start: data, count: length))
        }
    }
}

// MARK: Documents with user functions

/// Like sl_document_parse, with callbacks that answer the document's {"function": N} entries (N is
/// passed as the id): `length` for containerRelativeFrame, `guide` for alignmentGuide, `builder` for
/// GeometryReader (which builds in `d`), `size`/`place`/`spacing` for "Layout" containers and `measure`
/// for "Measured" leaves. Any may be NULL if the document has none of that kind. The context is not
/// copied or freed: keep it valid while the views can be laid out. Returns the root view or 0.
/// sl_document_parse_with_callbacks with an explicitAlignment callback for the document's custom layouts
/// (SLExplicitAlignmentCallback): a "Layout" view marked `"explicitAlignment": true` is asked for every
/// guide through it; others use the default (their subviews' explicit guides merged). Returns a view or 0.
@c(sl_document_parse_with_layout_callbacks) public func slDocumentParseWithLayoutCallbacks(
    _ d: UInt64, _ json: UnsafePointer<CChar>?, _ length: SLLengthCallback?, _ guide: SLGuideCallback?,
    _ builder: SLBuilderCallback?, _ size: SLSizeCallback?, _ place: SLPlaceCallback?, _ spacing: SLSpacingCallback?,
    _ measure: SLMeasureCallback?, _ explicit: SLExplicitAlignmentCallback?, _ context: UnsafeMutableRawPointer?) -> UInt64 {
    parseWithCallbacks(d, json, length, guide, builder,
                       LayoutCallbacks(size: size, place: place, spacing: spacing, measure: measure, explicit: explicit, context: context),
                       context)
}

@c(sl_document_parse_with_callbacks) public func slDocumentParseWithCallbacks(
    _ d: UInt64, _ json: UnsafePointer<CChar>?, _ length: SLLengthCallback?, _ guide: SLGuideCallback?,
    _ builder: SLBuilderCallback?, _ size: SLSizeCallback?, _ place: SLPlaceCallback?, _ spacing: SLSpacingCallback?,
    _ measure: SLMeasureCallback?, _ context: UnsafeMutableRawPointer?) -> UInt64 {
    parseWithCallbacks(d, json, length, guide, builder,
                       LayoutCallbacks(size: size, place: place, spacing: spacing, measure: measure, context: context), context)
}

/// sl_document_parse_binary with the callbacks of sl_document_parse_with_layout_callbacks: a binary document
/// (docs/FORMAT.md, "Binary documents") whose generic records name user functions ({"function": N}).
/// Returns the root view or 0, as sl_document_parse_binary.
@c(sl_document_parse_binary_with_layout_callbacks) public func slDocumentParseBinaryWithLayoutCallbacks(
    _ d: UInt64, _ data: UnsafeRawPointer?, _ dataLength: Int, _ length: SLLengthCallback?, _ guide: SLGuideCallback?,
    _ builder: SLBuilderCallback?, _ size: SLSizeCallback?, _ place: SLPlaceCallback?, _ spacing: SLSpacingCallback?,
    _ measure: SLMeasureCallback?, _ explicit: SLExplicitAlignmentCallback?, _ context: UnsafeMutableRawPointer?) -> UInt64 {
    parseWithCallbacks(d, nil, length, guide, builder,
                       LayoutCallbacks(size: size, place: place, spacing: spacing, measure: measure, explicit: explicit, context: context),
                       context, binary: (data, dataLength))
}

private func parseWithCallbacks(_ d: UInt64, _ json: UnsafePointer<CChar>?, _ length: SLLengthCallback?, _ guide: SLGuideCallback?,
                                _ builder: SLBuilderCallback?, _ layouts: LayoutCallbacks, _ context: UnsafeMutableRawPointer?,
                                binary: (UnsafeRawPointer?, Int)? = nil) -> UInt64 {
    make(d) { (_) throws(CError) in
        var text = ""
        if let binary {
            guard binary.0 != nil else { throw CError(SL_ERR_NULL_POINTER, "data is NULL") }
            guard binary.1 >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "length \(binary.1) is negative") }
        } else {
            text = try requireString(json, "json")
        }
        let set = CallbackSet(length: length, guide: guide, builder: builder, context: context)
        let (size, place, measure) = (layouts.size, layouts.place, layouts.measure)
        var callbacks = ViewDocument.Callbacks()
        if let length {
            let hook = LengthHook(callback: length, context: context)
            callbacks.length = { id in hook.function(id: Int64(id)) }
        }
        if guide != nil { callbacks.guide = { id in set.guideFunction(id: Int64(id)) } }
        if builder != nil { callbacks.content = { id in set.contentFunction(id: Int64(id)) } }
        if size != nil, place != nil {
            callbacks.layout = { id in layouts.layout(id: Int64(id)) }
            if layouts.explicit != nil { callbacks.alignedLayout = { id in layouts.layout(id: Int64(id), aligned: true) } }
        }
        if measure != nil { callbacks.measure = { id in layouts.measureFunction(id: Int64(id)) } }
        if let binary, let data = binary.0 {
            return try engine(parse: true) { () throws(LayoutError) in
                try BinaryDocument.parse(UnsafeRawBufferPointer(start: data, count: binary.1), callbacks: callbacks)
            }
        }
        return try engine(parse: true) { () throws(LayoutError) in try ViewDocument.parse(text, callbacks: callbacks) }
    }
}
