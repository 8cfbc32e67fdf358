// Documents and the views built in them. Every constructor returns a new view handle (0 on failure, with
// sl_last_status()/sl_last_error() saying why); modifiers take a view and return the wrapper, so C code
// nests like the SwiftUI chain. A double parameter documented as "NaN = nil" maps NaN to Swift's nil.
import SwiftLayout

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

// MARK: Leaves

/// Rectangle(): takes the proposal; 10 on an axis proposed nil. Returns a view handle or 0.
@c(sl_rectangle) public func slRectangle(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Rectangle() } }
/// RoundedRectangle(cornerRadius:), `corner_radius` finite and ≥ 0. Returns a view handle or 0.
@c(sl_rounded_rectangle) public func slRoundedRectangle(_ d: UInt64, _ cornerRadius: Double) -> UInt64 {
    make(d) { (_) throws(CError) in try engine { () throws(LayoutError) in try Build.roundedRectangle(cornerRadius: cornerRadius) } }
}
/// Circle(). Returns a view handle or 0.
@c(sl_circle) public func slCircle(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Circle() } }
/// Ellipse(). Returns a view handle or 0.
@c(sl_ellipse) public func slEllipse(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Ellipse() } }
/// Capsule(). Returns a view handle or 0.
@c(sl_capsule) public func slCapsule(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Capsule() } }

/// Color(name): a SwiftUI colour name ("red", "blue", …) or "#rrggbb". Lays out like Rectangle.
/// Returns a view handle, or 0 with SL_ERR_INVALID_ARGUMENT for an unknown name.
@c(sl_color) public func slColor(_ d: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let n = try requireString(name, "color name")
        return try engine { () throws(LayoutError) in try Build.color(n) }
    }
}

/// Text(string) in the environment's font (body by default). `utf8` is copied. Returns a view handle or 0.
@c(sl_text) public func slText(_ d: UInt64, _ utf8: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in Text(try requireString(utf8, "text")) }
}

/// Spacer(minLength:); `min_length` NaN = nil (the environment's spacer_min_length), else finite ≥ 0.
/// Returns a view handle or 0.
@c(sl_spacer) public func slSpacer(_ d: UInt64, _ minLength: Double) -> UInt64 {
    make(d) { (_) throws(CError) in try engine { () throws(LayoutError) in try Build.spacer(minLength: optional(minLength)) } }
}

/// MapView(): a fully flexible placeholder (like Color, ideal 10×10). Returns a view handle or 0.
@c(sl_map_view) public func slMapView(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in MapView() } }

/// A named placeholder leaf (an Image, a UIViewRepresentable, …): per axis it takes the proposal clamped
/// to [min, max] and its ideal when proposed nil. Each value NaN = default (min 0, ideal 10, max ∞).
/// `name` is copied and shows in dumps. Returns a view handle or 0.
@c(sl_placeholder) public func slPlaceholder(_ d: UInt64, _ name: UnsafePointer<CChar>?,
                                             _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
                                             _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        let n = try requireString(name, "placeholder name")
        return try engine { () throws(LayoutError) in
            try Build.placeholder(n, minWidth: optional(minWidth), idealWidth: optional(idealWidth), maxWidth: optional(maxWidth),
                                  minHeight: optional(minHeight), idealHeight: optional(idealHeight), maxHeight: optional(maxHeight))
        }
    }
}

// MARK: Containers

/// VStack(alignment:spacing:) of `count` views from `children` (handles of this document; the array is
/// read, not kept). `alignment`: SL_ALIGN_LEADING, SL_ALIGN_CENTER or SL_ALIGN_TRAILING. `spacing`: NaN =
/// nil (each pair's own spacing), else finite (negative overlaps). Returns a view handle or 0.
@c(sl_vstack) public func slVStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                   _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let a = try horizontalAlignment(alignment)
        let kids = try views(children, count, in: document)
        return try engine { () throws(LayoutError) in try Build.vstack(alignment: a, spacing: optional(spacing), children: kids) }
    }
}

/// HStack(alignment:spacing:); like sl_vstack with SL_ALIGN_TOP, SL_ALIGN_CENTER or SL_ALIGN_BOTTOM.
@c(sl_hstack) public func slHStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                   _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let a = try verticalAlignment(alignment)
        let kids = try views(children, count, in: document)
        return try engine { () throws(LayoutError) in try Build.hstack(alignment: a, spacing: optional(spacing), children: kids) }
    }
}

/// ZStack(alignment:) of `count` views; `alignment` one of SL_ALIGN_*. Returns a view handle or 0.
@c(sl_zstack) public func slZStack(_ d: UInt64, _ alignment: Int32, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        ZStack(alignment: try SwiftLayoutC.alignment(alignment), children: try views(children, count, in: document))
    }
}

// MARK: Modifiers (each returns a new wrapper view around `v`)

/// v.frame(width:height:alignment:); `width`/`height` NaN = nil, else finite ≥ 0. Returns the wrapper or 0.
@c(sl_frame) public func slFrame(_ d: UInt64, _ v: UInt64, _ width: Double, _ height: Double, _ alignment: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let a = try SwiftLayoutC.alignment(alignment)
        return try engine { () throws(LayoutError) in try Build.frame(node, width: optional(width), height: optional(height), alignment: a) }
    }
}

/// v.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:); each NaN = nil;
/// min and ideal finite ≥ 0, max ≥ 0 or INFINITY; min ≤ max. Returns the wrapper or 0.
@c(sl_flex_frame) public func slFlexFrame(_ d: UInt64, _ v: UInt64, _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
                                          _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double,
                                          _ alignment: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let a = try SwiftLayoutC.alignment(alignment)
        return try engine { () throws(LayoutError) in
            try Build.flexFrame(node, minWidth: optional(minWidth), idealWidth: optional(idealWidth), maxWidth: optional(maxWidth),
                                minHeight: optional(minHeight), idealHeight: optional(idealHeight), maxHeight: optional(maxHeight),
                                alignment: a)
        }
    }
}

/// v.padding(edges, length); `edges` SL_EDGE_* bits; `length` NaN = the default padding (16), else
/// finite (negative insets are allowed, as in SwiftUI). Returns the wrapper or 0.
@c(sl_padding) public func slPadding(_ d: UInt64, _ v: UInt64, _ edges: Int32, _ length: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let e = try SwiftLayoutC.edges(edges)
        return try engine { () throws(LayoutError) in try Build.padding(node, edges: e, length: optional(length)) }
    }
}

/// v.padding(EdgeInsets(top:leading:bottom:trailing:)), each finite. Returns the wrapper or 0.
@c(sl_padding_insets) public func slPaddingInsets(_ d: UInt64, _ v: UInt64, _ top: Double, _ leading: Double,
                                                  _ bottom: Double, _ trailing: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        try engine { () throws(LayoutError) in
            try Build.padding(node, insets: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        }
    }
}

/// v.border(color, width: width): a stroke inside the bounds; changes no frame. `color` as in sl_color,
/// `width` finite ≥ 0. Returns the wrapper or 0.
@c(sl_border) public func slBorder(_ d: UInt64, _ v: UInt64, _ color: UnsafePointer<CChar>?, _ width: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let c = try requireString(color, "border color")
        return try engine { () throws(LayoutError) in try Build.border(node, color: c, width: width) }
    }
}

/// v.overlay(overlay, alignment:): `overlay` (a view of this document) is proposed v's size and aligned
/// in it. Returns the wrapper or 0.
@c(sl_overlay) public func slOverlay(_ d: UInt64, _ v: UInt64, _ overlay: UInt64, _ alignment: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        let content = try Registry.view(v, in: document)
        return content.overlay(try Registry.view(overlay, in: document), alignment: try SwiftLayoutC.alignment(alignment))
    }
}

/// v.background(background, alignment:): like sl_overlay, drawn behind. Returns the wrapper or 0.
@c(sl_background) public func slBackground(_ d: UInt64, _ v: UInt64, _ background: UInt64, _ alignment: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        let content = try Registry.view(v, in: document)
        return content.background(try Registry.view(background, in: document), alignment: try SwiftLayoutC.alignment(alignment))
    }
}

/// v.offset(x:y:): draws v shifted without changing layout; both finite. Returns the wrapper or 0.
@c(sl_offset) public func slOffset(_ d: UInt64, _ v: UInt64, _ x: Double, _ y: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in try engine { () throws(LayoutError) in try Build.offset(node, x: x, y: y) } }
}

/// v.position(x:y:): takes the whole proposal and centres v at (x, y); both finite. Returns the wrapper or 0.
@c(sl_position) public func slPosition(_ d: UInt64, _ v: UInt64, _ x: Double, _ y: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in try engine { () throws(LayoutError) in try Build.position(node, x: x, y: y) } }
}

/// v.fixedSize(horizontal:vertical:). Returns the wrapper or 0.
@c(sl_fixed_size) public func slFixedSize(_ d: UInt64, _ v: UInt64, _ horizontal: Bool, _ vertical: Bool) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.fixedSize(horizontal: horizontal, vertical: vertical) }
}

/// v.layoutPriority(priority), finite. Returns the wrapper or 0.
@c(sl_layout_priority) public func slLayoutPriority(_ d: UInt64, _ v: UInt64, _ priority: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in try engine { () throws(LayoutError) in try Build.layoutPriority(node, priority) } }
}

/// v.aspectRatio(ratio, contentMode:); `ratio` NaN = nil (v's ideal ratio), else finite > 0;
/// `content_mode` SL_CONTENT_MODE_FIT or SL_CONTENT_MODE_FILL. Returns the wrapper or 0.
@c(sl_aspect_ratio) public func slAspectRatio(_ d: UInt64, _ v: UInt64, _ ratio: Double, _ contentMode: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard contentMode == SL_CONTENT_MODE_FIT || contentMode == SL_CONTENT_MODE_FILL else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "content mode must be SL_CONTENT_MODE_FIT or SL_CONTENT_MODE_FILL, got \(contentMode)")
        }
        return try engine { () throws(LayoutError) in
            try Build.aspectRatio(node, ratio: optional(ratio), contentMode: contentMode == SL_CONTENT_MODE_FIT ? .fit : .fill)
        }
    }
}

/// v.edgesIgnoringSafeArea(edges): all regions. Returns the wrapper or 0.
@c(sl_edges_ignoring_safe_area) public func slEdgesIgnoringSafeArea(_ d: UInt64, _ v: UInt64, _ edges: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.edgesIgnoringSafeArea(try SwiftLayoutC.edges(edges)) }
}

/// v.ignoresSafeArea(regions, edges:); `regions` SL_REGION_*, `edges` SL_EDGE_*. Returns the wrapper or 0.
@c(sl_ignores_safe_area) public func slIgnoresSafeArea(_ d: UInt64, _ v: UInt64, _ regions: Int32, _ edges: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        node.ignoresSafeArea(try SwiftLayoutC.regions(regions), edges: try SwiftLayoutC.edges(edges))
    }
}

/// v.font(style): sets the font of the Text inside; `style` is a SwiftUI text style name ("title",
/// "body", "caption2", …). Returns the wrapper or 0.
@c(sl_font) public func slFont(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let s = try requireString(style, "font style")
        return node.font(try engine { () throws(LayoutError) in try Font.named(s) })
    }
}

/// v.font(.system(size: size, weight: weight)): `size` finite > 0; `weight` a SwiftUI weight name
/// ("regular", "semibold", "bold", …; NULL = regular). Returns the wrapper or 0.
@c(sl_font_system) public func slFontSystem(_ d: UInt64, _ v: UInt64, _ size: Double, _ weight: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard size.isFinite, size > 0, size <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "font size must be in (0, 10000], got \(size)") }
        var w = Font.Weight.regular
        if weight != nil {
            let name = try requireString(weight, "weight")
            w = try engine { () throws(LayoutError) in try Font.Weight.named(name) }
        }
        return node.font(.system(size: size, weight: w))
    }
}

/// v.lineLimit(limit): at most `limit` lines (1…1,000,000) for the Text inside; 0 = nil (no limit).
@c(sl_line_limit) public func slLineLimit(_ d: UInt64, _ v: UInt64, _ limit: Int) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard limit >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "lineLimit must be ≥ 0 (0: none), got \(limit)") }
        return try engine { () throws(LayoutError) in try Build.lineLimit(node, limit == 0 ? nil : limit) }
    }
}

/// v.id(name): returns a new handle for the same view carrying `name` (copied), so its frame can be
/// found with sl_layout_find. No wrapper is added. Returns a view handle or 0.
@c(sl_id) public func slId(_ d: UInt64, _ v: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.id(try requireString(name, "id")) }
}
