// Modifiers: each takes view `v` of document `d` and returns a new wrapper view around it, so C code nests
// like the SwiftUI chain; 0 on failure with SL_ERR_INVALID_HANDLE / SL_ERR_INVALID_ARGUMENT (sl_last_error
// says which argument). A double parameter documented as "NaN = nil" maps NaN to Swift's nil. Styles are
// SwiftUI's names as strings ("bordered", "borderedProminent" or "bordered_prominent", …); an unknown name
// is SL_ERR_INVALID_ARGUMENT with a message listing the known ones.

import SwiftLayout
import SwiftLayoutDocument

/// The modifier registered as `name` in the document registry (Sources/SwiftLayoutDocument/Registry) around
/// view `v`: C and documents share its checks and messages.
func registered(_ d: UInt64, _ v: UInt64, _ name: String, _ value: ModifierValue) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        try engine { () throws(LayoutError) in try DocumentRegistry.apply(name, to: node, value) }
    }
}

/// `registered` with a C string (a style name); NULL is SL_ERR_NULL_POINTER naming `what`.
func registered(_ d: UInt64, _ v: UInt64, _ name: String, _ value: UnsafePointer<CChar>?, _ what: String) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let string = try requireString(value, what)
        return try engine { () throws(LayoutError) in try DocumentRegistry.apply(name, to: node, .string(string)) }
    }
}

// MARK: Any registered modifier

/// v with the modifier that `entry` describes: one modifiers-list entry of docs/FORMAT.md as JSON (UTF-8,
/// NUL-terminated), `{"opacity": 0.5}` or `{"frame": {"width": 100}, "id": "f"}`. Takes every modifier the
/// document registry has (sl_registered_names(SL_REGISTERED_MODIFIERS)), with a document's checks; views
/// inside it (an overlay's "content") are built from the JSON. The caller keeps ownership of `entry`.
/// Returns the wrapper, or 0 with SL_ERR_PARSE and a message naming the problem (`$.opacity: …`).
@c(sl_modifier) public func slModifier(_ d: UInt64, _ v: UInt64, _ entry: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let text = try requireString(entry, "entry")
        return try engine(parse: true) { () throws(LayoutError) in try ViewDocument.modifier(text, on: node) }
    }
}

// MARK: Frames, padding, overlays and layout

/// v.frame(width:height:alignment:); `width`/`height` NaN = nil, else finite ≥ 0. Returns the wrapper or 0.
@c(sl_frame) public func slFrame(_ d: UInt64, _ v: UInt64, _ width: Double, _ height: Double, _ alignment: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let a = try SwiftLayoutC.alignment(alignment)
        return try engine { () throws(LayoutError) in try Build.frameNode(node, width: optional(width), height: optional(height), alignment: a) }
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
            try Build.flexFrameNode(node, minWidth: optional(minWidth), idealWidth: optional(idealWidth), maxWidth: optional(maxWidth),
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
        return try engine { () throws(LayoutError) in try Build.paddingNode(node, edges: e, length: optional(length)) }
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

/// v.background(color, ignoresSafeAreaEdges: edges): a colour fill that bleeds under the safe area on
/// `edges` (SL_EDGE_ALL is SwiftUI's default; 0 for none). Returns the wrapper or 0.
@c(sl_background_style) public func slBackgroundStyle(_ d: UInt64, _ v: UInt64, _ color: UnsafePointer<CChar>?, _ edges: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        let c = try requireString(color, "color")
        let e = try SwiftLayoutC.edges(edges)
        return try Registry.view(v, in: document).background(try engine { () throws(LayoutError) in try Build.color(c) },
                                                             ignoresSafeAreaEdges: e)
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

/// v.id(name): returns a new handle for the same view carrying `name` (copied), so its frame can be
/// found with sl_layout_find. No wrapper is added. Returns a view handle or 0.
@c(sl_id) public func slId(_ d: UInt64, _ v: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.id(try requireString(name, "id")) }
}

// MARK: Safe area

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

private func singleEdge(_ v: Int32) throws(CError) -> Edge {
    switch v {
    case SL_EDGE_TOP: return .top
    case SL_EDGE_LEADING: return .leading
    case SL_EDGE_BOTTOM: return .bottom
    case SL_EDGE_TRAILING: return .trailing
    default: throw CError(SL_ERR_INVALID_ARGUMENT, "edge \(v) is not one of SL_EDGE_TOP, SL_EDGE_LEADING, SL_EDGE_BOTTOM, SL_EDGE_TRAILING")
    }
}

/// v.safeAreaInset(edge:alignment:spacing:) { content }: `edge` one SL_EDGE_* value, `spacing` NaN = nil.
@c(sl_safe_area_inset) public func slSafeAreaInset(_ d: UInt64, _ v: UInt64, _ edge: Int32, _ alignment: Int32,
                                                  _ spacing: Double, _ content: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        let primary = try Registry.view(v, in: document)
        let inset = try Registry.view(content, in: document)
        let e = try singleEdge(edge)
        let a = try SwiftLayoutC.alignment(alignment)
        return try engine { () throws(LayoutError) in
            try Build.safeAreaInset(primary, edge: e, alignment: a, spacing: optional(spacing), content: inset)
        }
    }
}

/// v.safeAreaPadding(edges, length); `length` NaN = the default padding (16).
@c(sl_safe_area_padding) public func slSafeAreaPadding(_ d: UInt64, _ v: UInt64, _ edges: Int32, _ length: Double) -> UInt64 {
    make(d) { (document) throws(CError) in
        let view = try Registry.view(v, in: document)
        let e = try SwiftLayoutC.edges(edges)
        return try engine { () throws(LayoutError) in try Build.safeAreaPadding(view, edges: e, length: optional(length)) }
    }
}

// MARK: Text (docs/TEXT.md)

/// A font size in (0, 10000]; else SL_ERR_INVALID_ARGUMENT.
private func fontSize(_ size: Double) throws(CError) -> Double {
    guard size.isFinite, size > 0, size <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "font size must be in (0, 10000], got \(size)") }
    return size
}

/// The weight that C string `weight` names ("regular", "semibold", …), nil for NULL.
private func fontWeight(_ weight: UnsafePointer<CChar>?) throws(CError) -> Font.Weight? {
    guard weight != nil else { return nil }
    let name = try requireString(weight, "weight")
    return try engine { () throws(LayoutError) in try Font.Weight.named(name) }
}

/// A C flag, 0 or 1; else SL_ERR_INVALID_ARGUMENT naming `what` ("bold: is_active").
private func flag(_ value: Int32, _ what: String) throws(CError) -> Bool {
    guard value == 0 || value == 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be 0 or 1, got \(value)") }
    return value == 1
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
        let s = try fontSize(size)
        return node.font(.system(size: s, weight: try fontWeight(weight) ?? .regular))
    }
}

/// v.lineLimit(limit): at most `limit` lines (1…1,000,000) for the Text inside; 0 = nil (no limit).
@c(sl_line_limit) public func slLineLimit(_ d: UInt64, _ v: UInt64, _ limit: Int) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard limit >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "lineLimit must be ≥ 0 (0: none), got \(limit)") }
        return try engine { () throws(LayoutError) in try Build.lineLimit(node, limit == 0 ? nil : limit) }
    }
}

/// v.bold(is_active): every Text inside with the bold trait (resolved per text style by the platform
/// profile). `is_active` 0 or 1. Returns the wrapper or 0.
@c(sl_bold) public func slBold(_ d: UInt64, _ v: UInt64, _ isActive: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.bold(try flag(isActive, "bold: is_active")) }
}

/// v.italic(is_active): every Text inside in italic. Returns the wrapper or 0.
@c(sl_italic) public func slItalic(_ d: UInt64, _ v: UInt64, _ isActive: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.italic(try flag(isActive, "italic: is_active")) }
}

/// v.fontWeight(weight): every Text inside in `weight` ("ultraLight" … "black"; NULL: the font's own).
/// Returns the wrapper or 0.
@c(sl_font_weight) public func slFontWeight(_ d: UInt64, _ v: UInt64, _ weight: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.fontWeight(try fontWeight(weight)) }
}

/// v.font(.system(size: size, weight: weight, design: design)): `size` finite in (0, 10000]; `weight` a
/// weight name or NULL (regular); `design` "default", "rounded", "serif", "monospaced" or NULL (default).
/// Returns the wrapper or 0.
@c(sl_font_system_design) public func slFontSystemDesign(_ d: UInt64, _ v: UInt64, _ size: Double,
                                                         _ weight: UnsafePointer<CChar>?,
                                                         _ design: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let s = try fontSize(size)
        let w = try fontWeight(weight)
        var style = Font.Design.default
        if design != nil {
            let name = try requireString(design, "design")
            style = try engine { () throws(LayoutError) in try Font.Design.named(name) }
        }
        return node.font(.system(size: s, weight: w, design: style))
    }
}

/// v.lineLimit(min...max): at least `min_lines` (reserved even for shorter text) and at most `max_lines`
/// lines; 0 leaves that end open (`lineLimit(...2)` is (0, 2), `lineLimit(3...)` is (3, 0)). Each end in
/// 0…1,000,000, min ≤ max when both are set. Returns the wrapper or 0.
@c(sl_line_limit_range) public func slLineLimitRange(_ d: UInt64, _ v: UInt64, _ minLines: Int, _ maxLines: Int) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        func end(_ n: Int, _ what: String) throws(CError) -> Int? {
            if n == 0 { return nil }
            return try engine { () throws(LayoutError) in try Build.count(n, what) }
        }
        let lo = try end(minLines, "lineLimit min"), hi = try end(maxLines, "lineLimit max")
        if let lo, let hi, lo > hi { throw CError(SL_ERR_INVALID_ARGUMENT, "lineLimit min \(lo) is above max \(hi)") }
        return node.lineLimit(min: lo, max: hi)
    }
}

/// v.lineLimit(limit, reservesSpace: reserves_space): at most `limit` lines (1…1,000,000), and that many
/// lines tall when `reserves_space` is 1. Returns the wrapper or 0.
@c(sl_line_limit_reserving) public func slLineLimitReserving(_ d: UInt64, _ v: UInt64, _ limit: Int, _ reservesSpace: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let reserves = try flag(reservesSpace, "lineLimit: reserves_space")
        let n = try engine { () throws(LayoutError) in try Build.count(limit, "lineLimit") }
        return node.lineLimit(n, reservesSpace: reserves)
    }
}

/// v.truncationMode(mode): "head", "middle" or "tail" (the default). Returns the wrapper or 0.
@c(sl_truncation_mode) public func slTruncationMode(_ d: UInt64, _ v: UInt64, _ mode: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(mode, "truncation mode")
        return node.truncationMode(try engine { () throws(LayoutError) in try TruncationMode.named(name) })
    }
}

/// v.multilineTextAlignment(alignment): SL_ALIGN_LEADING, SL_ALIGN_CENTER or SL_ALIGN_TRAILING. It
/// changes no frame (measured), only how lines are drawn. Returns the wrapper or 0.
@c(sl_multiline_text_alignment) public func slMultilineTextAlignment(_ d: UInt64, _ v: UInt64, _ alignment: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.multilineTextAlignment(try horizontalAlignment(alignment)) }
}

/// v.dynamicTypeSize(size): the Dynamic Type size of every Text inside: "xSmall" … "xxxLarge",
/// "accessibility1" … "accessibility5" (iOS profiles; docs/TEXT.md). Returns the wrapper or 0.
@c(sl_dynamic_type_size) public func slDynamicTypeSize(_ d: UInt64, _ v: UInt64, _ size: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(size, "Dynamic Type size")
        return node.dynamicTypeSize(try engine { () throws(LayoutError) in try DynamicTypeSize.named(name) })
    }
}

// MARK: Layout direction (docs/LAYOUT_RULES.md §23)

/// v.environment(\.layoutDirection, direction): lays the content out in `direction`, "leftToRight" or
/// "rightToLeft" ("ltr", "rtl"). The wrapper itself is placed in its parent's direction. Returns the
/// wrapper or 0.
@c(sl_layout_direction) public func slLayoutDirection(_ d: UInt64, _ v: UInt64, _ direction: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(direction, "layout direction")
        return node.layoutDirection(try engine { () throws(LayoutError) in try LayoutDirection.named(name) })
    }
}

/// v.flipsForRightToLeftLayoutDirection(enabled): draws the content mirrored in a right-to-left layout
/// (pictures only; no frame changes). `enabled` 0 or 1. Returns the wrapper or 0.
@c(sl_flips_for_right_to_left) public func slFlipsForRightToLeft(_ d: UInt64, _ v: UInt64, _ enabled: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        node.flipsForRightToLeftLayoutDirection(try flag(enabled, "flipsForRightToLeftLayoutDirection: enabled"))
    }
}

// MARK: Alignment guides and coordinate spaces

/// v.alignmentGuide(guide) { _ in value }: `guide` names a guide ("leading", "trailing", "top",
/// "vertical_center", "firstTextBaseline", "custom-vertical:NAME", …), `value` finite.
@c(sl_alignment_guide) public func slAlignmentGuide(_ d: UInt64, _ v: UInt64, _ guide: UnsafePointer<CChar>?, _ value: Double) -> UInt64 {
    make(d) { (document) throws(CError) in
        let name = try requireString(guide, "guide")
        guard value.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "guide value must be finite") }
        let key = try engine { () throws(LayoutError) in try alignmentKey(named: name) }
        return try Registry.view(v, in: document).alignmentGuide(key, name: "\(value)") { _ in value }
    }
}

/// v.alignmentGuide(guide) { d in callback(…) }: see SLGuideCallback; the context must stay valid while
/// the view can be laid out.
@c(sl_alignment_guide_fn) public func slAlignmentGuideFn(_ d: UInt64, _ v: UInt64, _ guide: UnsafePointer<CChar>?,
                                                         _ callback: SLGuideCallback?, _ context: UnsafeMutableRawPointer?,
                                                         _ id: Int64) -> UInt64 {
    make(d) { (document) throws(CError) in
        let name = try requireString(guide, "guide")
        guard let callback else { throw CError(SL_ERR_NULL_POINTER, "callback is NULL") }
        let key = try engine { () throws(LayoutError) in try alignmentKey(named: name) }
        let set = CallbackSet(length: nil, guide: callback, builder: nil, context: context)
        return try Registry.view(v, in: document).alignmentGuide(key, name: "callback \(id)", computeValue: set.guideFunction(id: id)!)
    }
}

/// v.coordinateSpace(name:); `name` is copied. Returns the wrapper or 0.
@c(sl_coordinate_space) public func slCoordinateSpace(_ d: UInt64, _ v: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (document) throws(CError) in
        let n = try requireString(name, "name")
        guard !n.isEmpty else { throw CError(SL_ERR_INVALID_ARGUMENT, "a coordinate space needs a name") }
        return try Registry.view(v, in: document).coordinateSpace(name: n)
    }
}

// MARK: containerRelativeFrame

/// v.containerRelativeFrame(axes, alignment:): the nearest container's length on `axes` (SL_AXIS_*).
@c(sl_container_relative_frame) public func slContainerRelativeFrame(_ d: UInt64, _ v: UInt64, _ axes: Int32, _ alignment: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        try Registry.view(v, in: document).containerRelativeFrame(try SwiftLayoutC.axes(axes), alignment: try SwiftLayoutC.alignment(alignment))
    }
}

/// v.containerRelativeFrame(axes, count:span:spacing:alignment:): count and span in 1…1,000,000, spacing finite.
@c(sl_container_relative_frame_grid) public func slContainerRelativeFrameGrid(_ d: UInt64, _ v: UInt64, _ axes: Int32, _ count: Int,
                                                                              _ span: Int, _ spacing: Double, _ alignment: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        let view = try Registry.view(v, in: document)
        let a = try SwiftLayoutC.axes(axes)
        let al = try SwiftLayoutC.alignment(alignment)
        return try engine { () throws(LayoutError) in
            try Build.containerRelativeFrame(view, axes: a, count: count, span: span, spacing: spacing, alignment: al)
        }
    }
}

/// v.containerRelativeFrame(axes, alignment:) { length, axis in … } with a C callback: `callback` is
/// called as callback(context, id, length, axis, &out) during sl_layout (see SLLengthCallback). The
/// context is not copied or freed: keep it valid while the view or its document can still be laid out.
@c(sl_container_relative_frame_fn) public func slContainerRelativeFrameFn(_ d: UInt64, _ v: UInt64, _ axes: Int32, _ alignment: Int32,
                                                                          _ callback: SLLengthCallback?, _ context: UnsafeMutableRawPointer?,
                                                                          _ id: Int64) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard let callback else { throw CError(SL_ERR_NULL_POINTER, "callback is NULL") }
        let view = try Registry.view(v, in: document)
        return view.containerRelativeFrame(try SwiftLayoutC.axes(axes), alignment: try SwiftLayoutC.alignment(alignment),
                                           name: "callback \(id)", LengthHook(callback: callback, context: context).function(id: id))
    }
}

// MARK: Grid cells

/// v.gridCellColumns(count), count in 1…1,000,000. Returns the wrapper or 0 (SL_ERR_INVALID_ARGUMENT).
@c(sl_grid_cell_columns) public func slGridCellColumns(_ d: UInt64, _ v: UInt64, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let view = try Registry.view(v, in: document)
        return try engine { () throws(LayoutError) in try Build.gridCellColumns(view, count) }
    }
}

/// v.gridColumnAlignment(alignment): SL_ALIGN_LEADING/CENTER/TRAILING. Returns the wrapper or 0.
@c(sl_grid_column_alignment) public func slGridColumnAlignment(_ d: UInt64, _ v: UInt64, _ alignment: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in try Registry.view(v, in: document).gridColumnAlignment(try horizontalAlignment(alignment)) }
}

/// v.gridCellAnchor(UnitPoint(x, y)), both finite. Returns the wrapper or 0.
@c(sl_grid_cell_anchor) public func slGridCellAnchor(_ d: UInt64, _ v: UInt64, _ x: Double, _ y: Double) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard x.isFinite, y.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "anchor must be finite") }
        return try Registry.view(v, in: document).gridCellAnchor(UnitPoint(x: x, y: y))
    }
}

/// v.gridCellUnsizedAxes(axes): SL_AXIS_*. Returns the wrapper or 0.
@c(sl_grid_cell_unsized_axes) public func slGridCellUnsizedAxes(_ d: UInt64, _ v: UInt64, _ axes: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in try Registry.view(v, in: document).gridCellUnsizedAxes(try SwiftLayoutC.axes(axes)) }
}

// MARK: Navigation and tabs

/// v.navigationTitle(title); `title` is copied. Returns the wrapper or 0.
@c(sl_navigation_title) public func slNavigationTitle(_ d: UInt64, _ v: UInt64, _ title: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (document) throws(CError) in
        try Registry.view(v, in: document).navigationTitle(try requireString(title, "title"))
    }
}

/// v.navigationBarTitleDisplayMode(mode); `mode` SL_TITLE_AUTOMATIC, SL_TITLE_INLINE or SL_TITLE_LARGE.
@c(sl_navigation_bar_title_display_mode) public func slNavigationBarTitleDisplayMode(_ d: UInt64, _ v: UInt64, _ mode: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard let m = NavigationBarTitleDisplayMode(rawValue: Int8(clamping: mode)), mode >= 0, mode <= 2 else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "title display mode \(mode) is not SL_TITLE_AUTOMATIC, SL_TITLE_INLINE or SL_TITLE_LARGE")
        }
        return try Registry.view(v, in: document).navigationBarTitleDisplayMode(m)
    }
}

/// v.tabItem(title): the tab's label in the enclosing TabView's bar; `title` is copied.
@c(sl_tab_item) public func slTabItem(_ d: UInt64, _ v: UInt64, _ title: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (document) throws(CError) in try Registry.view(v, in: document).tabItem(try requireString(title, "title")) }
}

// MARK: Scroll-view options

/// v.contentMargins(edges, length, for: placement): `edges` SL_EDGE_* bits, `length` finite ≥ 0,
/// `placement` SL_MARGINS_*.
@c(sl_content_margins) public func slContentMargins(_ d: UInt64, _ v: UInt64, _ edges: Int32, _ length: Double, _ placement: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let e = try SwiftLayoutC.edges(edges)
        guard length.isFinite, length >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "content margin length must be a finite number ≥ 0") }
        let p: ContentMarginPlacement
        switch placement {
        case SL_MARGINS_AUTOMATIC: p = .automatic
        case SL_MARGINS_SCROLL_CONTENT: p = .scrollContent
        case SL_MARGINS_SCROLL_INDICATORS: p = .scrollIndicators
        default: throw CError(SL_ERR_INVALID_ARGUMENT, "placement \(placement) is not SL_MARGINS_AUTOMATIC, SL_MARGINS_SCROLL_CONTENT or SL_MARGINS_SCROLL_INDICATORS")
        }
        return view.contentMargins(e, length, for: p)
    }
}

/// v.defaultScrollAnchor(UnitPoint(x, y), for: role): `x`, `y` finite (0…1 is the content's unit square;
/// both NaN for nil: no anchor), `role` SL_SCROLL_ANCHOR_*.
@c(sl_default_scroll_anchor) public func slDefaultScrollAnchor(_ d: UInt64, _ v: UInt64, _ x: Double, _ y: Double, _ role: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let anchor: UnitPoint?
        if x.isNaN && y.isNaN { anchor = nil } else {
            guard x.isFinite, y.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "anchor x and y must be finite (or both NaN for none)") }
            anchor = UnitPoint(x: x, y: y)
        }
        let r: ScrollAnchorRole?
        switch role {
        case SL_SCROLL_ANCHOR_ALL_ROLES: r = nil
        case SL_SCROLL_ANCHOR_INITIAL_OFFSET: r = .initialOffset
        case SL_SCROLL_ANCHOR_ALIGNMENT: r = .alignment
        case SL_SCROLL_ANCHOR_SIZE_CHANGES: r = .sizeChanges
        default: throw CError(SL_ERR_INVALID_ARGUMENT, "role \(role) is not one of SL_SCROLL_ANCHOR_*")
        }
        return view.defaultScrollAnchor(anchor, for: r)
    }
}

/// v.scrollIndicators(visibility): `visibility` SL_SCROLL_INDICATORS_*; no layout effect.
@c(sl_scroll_indicators) public func slScrollIndicators(_ d: UInt64, _ v: UInt64, _ visibility: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let all: [ScrollIndicatorVisibility] = [.automatic, .visible, .hidden, .never]
        guard visibility >= 0, visibility < all.count else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "visibility \(visibility) is not one of SL_SCROLL_INDICATORS_*")
        }
        return view.scrollIndicators(all[Int(visibility)])
    }
}

/// v.scrollDisabled(disabled != 0); no layout effect.
@c(sl_scroll_disabled) public func slScrollDisabled(_ d: UInt64, _ v: UInt64, _ disabled: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in view.scrollDisabled(disabled != 0) }
}

/// v.scrollTargetLayout(); no layout effect.
@c(sl_scroll_target_layout) public func slScrollTargetLayout(_ d: UInt64, _ v: UInt64) -> UInt64 {
    modify(d, v) { (view) throws(CError) in view.scrollTargetLayout() }
}

// MARK: Controls

/// v.buttonStyle(style): "automatic", "plain", "borderless", "bordered", "borderedProminent".
@c(sl_button_style) public func slButtonStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "buttonStyle", style, "button style")
}

/// v.toggleStyle(style): "automatic", "switch", "checkbox", "button".
@c(sl_toggle_style) public func slToggleStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "toggleStyle", style, "toggle style")
}

/// v.textFieldStyle(style): "automatic", "plain", "roundedBorder", "squareBorder".
@c(sl_text_field_style) public func slTextFieldStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "textFieldStyle", style, "text field style")
}

/// v.tabViewStyle(style): "automatic", "page" (no bar: the tab fills the tab view), "tabBarOnly", "sidebarAdaptable".
@c(sl_tab_view_style) public func slTabViewStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "tabViewStyle", style, "tab view style")
}

/// v.pickerStyle(style): "automatic", "menu", "segmented".
@c(sl_picker_style) public func slPickerStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "pickerStyle", style, "picker style")
}

/// v.datePickerStyle(style): "automatic", "compact", "field", "stepperField", "graphical", "wheel".
@c(sl_date_picker_style) public func slDatePickerStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "datePickerStyle", style, "date picker style")
}

/// v.environment(\.timeZone, zone): "UTC", "GMT" or one with an offset ("UTC+05:30", "GMT-3"); the zone the
/// DatePickers inside show their date in (default UTC). A named zone is SL_ERR_INVALID_ARGUMENT.
@c(sl_time_zone) public func slTimeZone(_ d: UInt64, _ v: UInt64, _ zone: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "timeZone", zone, "time zone")
}

/// v.progressViewStyle(style): "automatic", "linear", "circular".
@c(sl_progress_view_style) public func slProgressViewStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "progressViewStyle", style, "progress view style")
}

/// v.labelStyle(style): "automatic", "titleAndIcon", "titleOnly", "iconOnly".
@c(sl_label_style) public func slLabelStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "labelStyle", style, "label style")
}

/// v.controlSize(size): "mini", "small", "regular", "large", "extraLarge".
@c(sl_control_size) public func slControlSize(_ d: UInt64, _ v: UInt64, _ size: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "controlSize", size, "control size")
}

/// v.imageScale(scale): "small", "medium", "large".
@c(sl_image_scale) public func slImageScale(_ d: UInt64, _ v: UInt64, _ scale: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "imageScale", scale, "image scale")
}

/// v.gaugeStyle(style): "automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity",
/// "accessoryCircular", "accessoryCircularCapacity".
@c(sl_gauge_style) public func slGaugeStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "gaugeStyle", style, "gauge style")
}

/// v.menuIndicator(visibility): "automatic", "visible", "hidden".
@c(sl_menu_indicator) public func slMenuIndicator(_ d: UInt64, _ v: UInt64, _ visibility: UnsafePointer<CChar>?) -> UInt64 {
    registered(d, v, "menuIndicator", visibility, "menu indicator")
}

/// v.labelsHidden().
@c(sl_labels_hidden) public func slLabelsHidden(_ d: UInt64, _ v: UInt64) -> UInt64 {
    registered(d, v, "labelsHidden", .flag)
}

/// v.tag(tag): a Picker option's tag.
@c(sl_tag) public func slTag(_ d: UInt64, _ v: UInt64, _ tag: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.tag(try requireString(tag, "tag")) }
}

/// v.scaledToFit() / v.scaledToFill() (`fill` non-zero).
@c(sl_scaled_to) public func slScaledTo(_ d: UInt64, _ v: UInt64, _ fill: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in fill != 0 ? node.scaledToFill() : node.scaledToFit() }
}

// MARK: Drawing only (no frame changes)

/// v.hidden(): keeps its frame (SwiftUI: hidden views remain in the hierarchy and affect layout); pictures
/// leave it and everything inside it out. Returns the wrapper or 0.
@c(sl_hidden) public func slHidden(_ d: UInt64, _ v: UInt64) -> UInt64 {
    registered(d, v, "hidden", .flag)
}

/// v.zIndex(value), `value` finite: the drawing order among its siblings (higher on top); no frame
/// changes. Returns the wrapper or 0.
@c(sl_z_index) public func slZIndex(_ d: UInt64, _ v: UInt64, _ value: Double) -> UInt64 {
    registered(d, v, "zIndex", .number(value))
}

/// v.opacity(opacity), `opacity` in 0…1 (0 transparent, 1 opaque): drawing only, no frame changes.
/// Returns the wrapper or 0.
@c(sl_opacity) public func slOpacity(_ d: UInt64, _ v: UInt64, _ opacity: Double) -> UInt64 {
    registered(d, v, "opacity", .number(opacity))
}

/// v.layoutValue(key:value:) with a string key and a finite number: a trait the custom layout that
/// contains the view reads with sl_subview_layout_value; no frame changes. Returns the wrapper or 0.
@c(sl_layout_value) public func slLayoutValue(_ d: UInt64, _ v: UInt64, _ key: UnsafePointer<CChar>?, _ value: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(key, "key")
        guard !name.isEmpty else { throw CError(SL_ERR_INVALID_ARGUMENT, "a layout value's key must not be empty") }
        guard value.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "a layout value must be finite, got \(value)") }
        return node.layoutValue(key: name, value: value)
    }
}

/// v.tracking(points) (also SwiftUI's `.kerning`, which measures the same): `points` finite in
/// [−10000, 10000] after every character of the Text inside. Returns the wrapper or 0.
@c(sl_tracking) public func slTracking(_ d: UInt64, _ v: UInt64, _ points: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard points.isFinite, abs(points) <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "tracking must be finite, got \(points)") }
        return node.tracking(points)
    }
}

/// v.lineSpacing(points): `points` finite, ≥ 0, between wrapped lines. Returns the wrapper or 0.
@c(sl_line_spacing) public func slLineSpacing(_ d: UInt64, _ v: UInt64, _ points: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard points.isFinite, points >= 0, points <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "lineSpacing must be finite and ≥ 0, got \(points)") }
        return node.lineSpacing(points)
    }
}

/// v.textCase(text_case): "uppercase", "lowercase" or NULL (as written). Returns the wrapper or 0.
@c(sl_text_case) public func slTextCase(_ d: UInt64, _ v: UInt64, _ textCase: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard textCase != nil else { return node.textCase(nil) }
        let name = try requireString(textCase, "text case")
        guard let c = TextCase(rawValue: name.lowercased()) else { throw CError(SL_ERR_INVALID_ARGUMENT, "text case must be uppercase or lowercase, got \(name.prefix(100))") }
        return node.textCase(c)
    }
}

/// v.minimumScaleFactor(factor): `factor` in (0, 1]. Returns the wrapper or 0.
@c(sl_minimum_scale_factor) public func slMinimumScaleFactor(_ d: UInt64, _ v: UInt64, _ factor: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard factor.isFinite, factor > 0, factor <= 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "minimumScaleFactor must be in (0, 1], got \(factor)") }
        return node.minimumScaleFactor(factor)
    }
}
