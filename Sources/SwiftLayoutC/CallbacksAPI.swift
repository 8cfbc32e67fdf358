// User functions from C: the callback types, the Swift functions that call them, the views they build
// (custom layouts, measured leaves, GeometryReader) and the proxies a callback reads (valid only during
// the call). The modifiers that take a callback (sl_alignment_guide_fn, sl_container_relative_frame_fn)
// stand next to their plain forms in ModifiersAPI.swift; sl_document_parse_with_callbacks is in DocumentAPI.swift.

import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: Callback types

/// A length callback for containerRelativeFrame: called with the caller's `context`, the `id` given when
/// the view was made (or the document's "function" number), the container's length on `axis`
/// (SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL); it writes the view's length to `*out_length` and returns 0,
/// or returns non-zero to fail the layout with SL_ERR_CALLBACK. It runs during sl_layout, possibly on
/// another thread than the caller's (where a very deep tree runs the caller's stack low, the layout
/// continues on a thread of its own).
public typealias SLLengthCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Double, Int32,
                                                    UnsafeMutablePointer<Double>?) -> Int32

/// A callback and its context, carried inside a view. @unchecked: the caller promises the context stays
/// valid and may be used from the layout thread (documented on the entry points).
struct LengthHook: @unchecked Sendable {
    let callback: SLLengthCallback
    let context: UnsafeMutableRawPointer?

    func function(id: Int64) -> ContainerLengthFunction {
        let hook = self
        return { length, axis in
            var out = Double.nan
            let status = hook.callback(hook.context, id, length, axis == .horizontal ? SL_AXIS_HORIZONTAL : SL_AXIS_VERTICAL, &out)
            guard status == 0 else {
                throw LayoutError(.callbackFailed, "containerRelativeFrame length callback (id \(id)) failed with status \(status)")
            }
            return out
        }
    }
}

/// An alignment-guide callback: called with the caller's `context`, the `id` given when the view was
/// made (or the document's "function" number) and the view's width and height; writes the guide value
/// to `*out_value` and returns 0, or returns non-zero to fail the layout with SL_ERR_CALLBACK.
public typealias SLGuideCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Double, Double,
                                                   UnsafeMutablePointer<Double>?) -> Int32

/// A GeometryReader content callback: called with `context`, `id`, the document to build in and a proxy
/// handle (valid only during the call; read it with sl_geometry_*); returns the content's view handle,
/// made in `document`, or 0 to fail the layout with SL_ERR_CALLBACK. `document` is a fresh document that
/// lives for the call (the layout keeps the views built in it), so the callback runs again on every
/// relayout even after the reader's own document was freed.
public typealias SLBuilderCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, UInt64, UInt64) -> UInt64

/// The user functions of one set of C callbacks. @unchecked: the caller promises the context may be used
/// from the layout thread while the views live (see the entry points).
struct CallbackSet: @unchecked Sendable {
    let length: SLLengthCallback?
    let guide: SLGuideCallback?
    let builder: SLBuilderCallback?
    let context: UnsafeMutableRawPointer?

    func guideFunction(id: Int64) -> AlignmentGuideFunction? {
        guard let guide else { return nil }
        let hook = self
        return { d in
            var out = Double.nan
            let status = guide(hook.context, id, d.width, d.height, &out)
            guard status == 0 else { throw LayoutError(.callbackFailed, "alignmentGuide callback (id \(id)) failed with status \(status)") }
            return out
        }
    }

    func contentFunction(id: Int64) -> GeometryContentFunction? {
        guard let builder else { return nil }
        let hook = self
        return { proxy in
            let handle: UInt64
            do throws(CError) { handle = try Registry.newGeometry(proxy) } catch { throw LayoutError(error) }
            defer { try? Registry.free(handle, .geometry) }
            let document: UInt64
            do throws(CError) { document = try Registry.newDocument() } catch { throw LayoutError(error) }
            defer { try? Registry.free(document, .document) }
            let view = builder(hook.context, id, document, handle)
            guard view != 0 else {
                throw LayoutError(.callbackFailed, "GeometryReader callback (id \(id)) returned no view")
            }
            do throws(CError) { return try Registry.view(view, in: try Registry.document(document)) } catch {
                throw LayoutError(.callbackFailed, "GeometryReader callback (id \(id)) returned a bad view: \(error.message)")
            }
        }
    }
}

/// sizeThatFits callback: (context, id, subviews, proposed width, proposed height (NaN = nil; INFINITY
/// allowed), out width, out height) → 0, or non-zero to fail the layout with SL_ERR_CALLBACK.
public typealias SLSizeCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, UInt64, Double, Double,
                                                  UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32

/// placeSubviews callback: (context, id, subviews, bounds x, y, width, height, proposed width, height)
/// → 0, or non-zero to fail the layout. Subviews it does not place are centred at their ideal size.
public typealias SLPlaceCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, UInt64, Double, Double, Double, Double,
                                                   Double, Double) -> Int32

/// spacing callback: (context, id, subviews) → the index of the subview whose spacing the layout
/// publishes, or -1 for the default (the union of all subviews').
public typealias SLSpacingCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, UInt64) -> Int64

/// explicitAlignment callback (SwiftUI's Layout.explicitAlignment): (context, id, subviews, guide name
/// ("leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline" or a custom
/// guide's name), axis (SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL), the container's width and height (its
/// bounds are at the origin), proposed width, height (NaN = nil), out value) → 0 with the guide's position
/// in the container's own coordinates in *out_value (NaN: no explicit value, the guide's default), -1 for
/// the default (the subviews' explicit guides merged where place puts them), anything else to fail the
/// layout with SL_ERR_CALLBACK.
public typealias SLExplicitAlignmentCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, UInt64, UnsafePointer<CChar>?,
                                                               Int32, Double, Double, Double, Double,
                                                               UnsafeMutablePointer<Double>?) -> Int32

private func proposal(_ w: Double, _ h: Double) -> ProposedViewSize {
    ProposedViewSize(width: w.isNaN ? nil : w, height: h.isNaN ? nil : h)
}

private func cValue(_ v: Double?) -> Double { v ?? .nan }

/// A custom layout made of C callbacks. @unchecked: the caller promises the context may be used from
/// the layout thread while the view lives.
struct CCustomLayout: CustomLayout, @unchecked Sendable {
    let size: SLSizeCallback
    let place: SLPlaceCallback
    let spacingCallback: SLSpacingCallback?
    var explicitCallback: SLExplicitAlignmentCallback? = nil
    let context: UnsafeMutableRawPointer?
    let id: Int64
    var name: String { "Layout#\(id)" }
    var definesExplicitAlignment: Bool { explicitCallback != nil }

    init(size: SLSizeCallback, place: SLPlaceCallback, spacingCallback: SLSpacingCallback?,
         explicitCallback: SLExplicitAlignmentCallback? = nil, context: UnsafeMutableRawPointer?, id: Int64) {
        self.size = size; self.place = place; self.spacingCallback = spacingCallback
        self.explicitCallback = explicitCallback; self.context = context; self.id = id
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal p: ProposedViewSize,
                           subviews: [LayoutSubview]) throws -> Double? {
        try explicit(guide.key, bounds, p, subviews)
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal p: ProposedViewSize,
                           subviews: [LayoutSubview]) throws -> Double? {
        try explicit(guide.key, bounds, p, subviews)
    }
    private func explicit(_ key: AlignmentKey, _ bounds: Rect, _ p: ProposedViewSize, _ subviews: [LayoutSubview]) throws -> Double? {
        guard let explicitCallback else { return try mergedExplicitAlignment(of: key, in: bounds, proposal: p, subviews: subviews) }
        let answer: Double?? = try withProxy(subviews) { handle in
            var value = Double.nan
            let axis = key.axis == .horizontal ? SL_AXIS_HORIZONTAL : SL_AXIS_VERTICAL
            let status = key.name.withCString { name in
                explicitCallback(context, id, handle, name, axis, bounds.width, bounds.height, cValue(p.width), cValue(p.height), &value)
            }
            if status == -1 { return .none }
            guard status == 0 else { throw LayoutError(.callbackFailed, "layout callback \(id) explicitAlignment failed with status \(status)") }
            return .some(value.isNaN ? nil : value)
        }
        if let answer { return answer }
        return try mergedExplicitAlignment(of: key, in: bounds, proposal: p, subviews: subviews)
    }

    private func withProxy<T>(_ subviews: [LayoutSubview], _ body: (UInt64) throws -> T) throws -> T {
        let handle: UInt64
        do throws(CError) { handle = try Registry.newSubviews(subviews) } catch { throw LayoutError(error) }
        defer { try? Registry.free(handle, .subviews) }
        return try body(handle)
    }

    func sizeThatFits(proposal p: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
        try withProxy(subviews) { handle in
            var w = Double.nan, h = Double.nan
            let status = size(context, id, handle, cValue(p.width), cValue(p.height), &w, &h)
            guard status == 0 else { throw LayoutError(.callbackFailed, "layout callback \(id) sizeThatFits failed with status \(status)") }
            guard !w.isNaN, !h.isNaN, w >= 0, h >= 0 else {
                throw LayoutError(.callbackFailed, "layout callback \(id) sizeThatFits returned \(w)×\(h); sizes must be ≥ 0")
            }
            return Size(w, h)
        }
    }

    func placeSubviews(in bounds: Rect, proposal p: ProposedViewSize, subviews: [LayoutSubview]) throws {
        try withProxy(subviews) { handle in
            let status = place(context, id, handle, bounds.minX, bounds.minY, bounds.width, bounds.height, cValue(p.width), cValue(p.height))
            guard status == 0 else { throw LayoutError(.callbackFailed, "layout callback \(id) placeSubviews failed with status \(status)") }
        }
    }

    func spacing(subviews: [LayoutSubview]) throws -> ViewSpacing? {
        guard let spacingCallback else { return nil }
        return try withProxy(subviews) { handle in
            let k = spacingCallback(context, id, handle)
            guard k >= 0 else { return nil }
            guard k < subviews.count else { throw LayoutError(.callbackFailed, "layout callback \(id) spacing returned subview \(k) of \(subviews.count)") }
            return subviews[Int(k)].spacing
        }
    }
}

/// A measure callback for a leaf: (context, id, proposed width, height (NaN = nil), out width, out
/// height) → 0, or non-zero to fail the layout.
public typealias SLMeasureCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Double, Double,
                                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32

/// The C callbacks of a document's "Layout" and "Measured" views.
struct LayoutCallbacks: @unchecked Sendable {
    let size: SLSizeCallback?
    let place: SLPlaceCallback?
    let spacing: SLSpacingCallback?
    let measure: SLMeasureCallback?
    var explicit: SLExplicitAlignmentCallback? = nil
    let context: UnsafeMutableRawPointer?

    init(size: SLSizeCallback?, place: SLPlaceCallback?, spacing: SLSpacingCallback?, measure: SLMeasureCallback?,
         explicit: SLExplicitAlignmentCallback? = nil, context: UnsafeMutableRawPointer?) {
        self.size = size; self.place = place; self.spacing = spacing; self.measure = measure
        self.explicit = explicit; self.context = context
    }

    /// The layout of `id`; `aligned`: with the explicitAlignment callback (a document's Layout view marked
    /// "explicitAlignment": true).
    func layout(id: Int64, aligned: Bool = false) -> (any CustomLayout)? {
        guard let size, let place else { return nil }
        return CCustomLayout(size: size, place: place, spacingCallback: spacing, explicitCallback: aligned ? explicit : nil,
                             context: context, id: id)
    }
    func measureFunction(id: Int64) -> MeasureFunction? {
        guard let measure else { return nil }
        let hook = self
        return { p in
            var w = Double.nan, h = Double.nan
            let status = measure(hook.context, id, cValue(p.width), cValue(p.height), &w, &h)
            guard status == 0 else { throw LayoutError(.callbackFailed, "measure callback \(id) failed with status \(status)") }
            return Size(w, h)
        }
    }
}

// MARK: Custom layouts and measured leaves

/// A container of `count` views laid out by C callbacks (SwiftUI's Layout protocol): `size` and `place`
/// are required, `spacing` may be NULL (the union of the subviews'). `id` is passed back to each call.
/// The context must stay valid while the view can be laid out. Returns a view handle or 0.
@c(sl_custom_layout) public func slCustomLayout(_ d: UInt64, _ size: SLSizeCallback?, _ place: SLPlaceCallback?,
                                                _ spacing: SLSpacingCallback?, _ context: UnsafeMutableRawPointer?, _ id: Int64,
                                                _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard let size, let place else { throw CError(SL_ERR_NULL_POINTER, "the size and place callbacks are required") }
        let layout = CCustomLayout(size: size, place: place, spacingCallback: spacing, context: context, id: id)
        return LayoutView(layout, children: try views(children, count, in: document))
    }
}

/// sl_custom_layout with an explicitAlignment callback (SLExplicitAlignmentCallback; NULL: the default,
/// the subviews' explicit guides merged): the layout is then asked for every guide its parents align by.
/// Returns a view handle or 0.
@c(sl_custom_layout_aligned) public func slCustomLayoutAligned(_ d: UInt64, _ size: SLSizeCallback?, _ place: SLPlaceCallback?,
                                                               _ spacing: SLSpacingCallback?, _ explicit: SLExplicitAlignmentCallback?,
                                                               _ context: UnsafeMutableRawPointer?, _ id: Int64,
                                                               _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard let size, let place else { throw CError(SL_ERR_NULL_POINTER, "the size and place callbacks are required") }
        let layout = CCustomLayout(size: size, place: place, spacingCallback: spacing, explicitCallback: explicit, context: context, id: id)
        return LayoutView(layout, children: try views(children, count, in: document))
    }
}

/// A leaf measured by `measure` (Yoga's measure function: a custom text or image measurer). Returns a
/// view handle or 0.
@c(sl_measured_view) public func slMeasuredView(_ d: UInt64, _ measure: SLMeasureCallback?, _ context: UnsafeMutableRawPointer?,
                                                _ id: Int64) -> UInt64 {
    make(d) { (_) throws(CError) in
        guard let measure else { throw CError(SL_ERR_NULL_POINTER, "measure is NULL") }
        let callbacks = LayoutCallbacks(size: nil, place: nil, spacing: nil, measure: measure, context: context)
        return MeasuredView("Measured#\(id)", measure: callbacks.measureFunction(id: id)!)
    }
}

// MARK: The subviews proxy (valid only inside a size/place/spacing callback)

/// Writes the number of subviews to `*out_count`.
@c(sl_subviews_count) public func slSubviewsCount(_ subviews: UInt64, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outCount, "out_count")
        out.pointee = try Registry.subviews(subviews).count
    }
}

private func subview(_ handle: UInt64, _ index: Int) throws(CError) -> LayoutSubview {
    let all = try Registry.subviews(handle)
    guard index >= 0, index < all.count else { throw CError(SL_ERR_NOT_FOUND, "subview \(index) is out of range 0..<\(all.count)") }
    return all[index]
}

private func checkedProposal(_ w: Double, _ h: Double) throws(CError) -> ProposedViewSize {
    for v in [w, h] where !v.isNaN && (v < 0 || v == -.infinity) {
        throw CError(SL_ERR_INVALID_ARGUMENT, "a proposal is ≥ 0, INFINITY or NaN (nil), got \(v)")
    }
    return proposal(w, h)
}

/// Writes subview `index`'s size for the proposal (NaN = nil) to the out-parameters.
@c(sl_subview_size) public func slSubviewSize(_ subviews: UInt64, _ index: Int, _ width: Double, _ height: Double,
                                              _ outWidth: UnsafeMutablePointer<Double>?, _ outHeight: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let (ow, oh) = (try requirePointer(outWidth, "out_width"), try requirePointer(outHeight, "out_height"))
        let size = try subview(subviews, index).sizeThatFits(try checkedProposal(width, height))
        ow.pointee = size.width; oh.pointee = size.height
    }
}

/// Places subview `index` so that its unit point (anchor_x, anchor_y) lands on (x, y) in root
/// coordinates, proposed (width, height) (NaN = nil).
@c(sl_subview_place) public func slSubviewPlace(_ subviews: UInt64, _ index: Int, _ x: Double, _ y: Double,
                                                _ anchorX: Double, _ anchorY: Double, _ width: Double, _ height: Double) -> Int32 {
    statusBoundary { () throws(CError) in
        guard x.isFinite, y.isFinite, anchorX.isFinite, anchorY.isFinite else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "the position and anchor must be finite")
        }
        try subview(subviews, index).place(at: Point(x: x, y: y), anchor: UnitPoint(x: anchorX, y: anchorY),
                                            proposal: try checkedProposal(width, height))
    }
}

/// Writes subview `index`'s layoutPriority to `*out_priority`.
@c(sl_subview_priority) public func slSubviewPriority(_ subviews: UInt64, _ index: Int, _ outPriority: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outPriority, "out_priority")
        out.pointee = try subview(subviews, index).priority
    }
}

/// Writes subview `index`'s numeric layout value for `key` (set by sl_layout_value or the document's
/// `layoutValue` modifier on the subview or any modifier around it; the outermost wins) to `*out_value`,
/// or `default_value` if it has none (SwiftUI's `subview[Key.self]` with the key's defaultValue).
@c(sl_subview_layout_value) public func slSubviewLayoutValue(_ subviews: UInt64, _ index: Int, _ key: UnsafePointer<CChar>?,
                                                             _ defaultValue: Double, _ outValue: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outValue, "out_value")
        let name = try requireString(key, "key")
        out.pointee = try subview(subviews, index).layoutValue(name, default: defaultValue)
    }
}

/// Returns subview `index`'s spacing preferences as JSON (like sl_layout_node_spacing); caller frees.
@c(sl_subview_spacing) public func slSubviewSpacing(_ subviews: UInt64, _ index: Int) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        try duplicate(try subview(subviews, index).spacing.json)
    }
}

/// Writes the spacing distance between subviews `first` and `second` along `axis` to `*out_distance`.
@c(sl_subview_distance) public func slSubviewDistance(_ subviews: UInt64, _ first: Int, _ second: Int, _ axis: Int32,
                                                      _ outDistance: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outDistance, "out_distance")
        guard axis == SL_AXIS_HORIZONTAL || axis == SL_AXIS_VERTICAL else { throw CError(SL_ERR_INVALID_ARGUMENT, "axis must be SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL") }
        out.pointee = try subview(subviews, first).spacing.distance(to: try subview(subviews, second).spacing,
                                                                    along: axis == SL_AXIS_HORIZONTAL ? .horizontal : .vertical)
    }
}

// MARK: GeometryReader and its proxy (valid only inside the builder callback)

/// GeometryReader { proxy in … } whose content `callback` builds during each layout (see
/// SLBuilderCallback). The context must stay valid while the view can be laid out. Returns a view or 0.
@c(sl_geometry_reader) public func slGeometryReader(_ d: UInt64, _ callback: SLBuilderCallback?, _ context: UnsafeMutableRawPointer?,
                                                    _ id: Int64) -> UInt64 {
    make(d) { (_) throws(CError) in
        guard let callback else { throw CError(SL_ERR_NULL_POINTER, "callback is NULL") }
        let set = CallbackSet(length: nil, guide: nil, builder: callback, context: context)
        return GeometryReader(name: "callback \(id)", content: set.contentFunction(id: id)!)
    }
}

/// Writes the reader's size to the out-parameters. `proxy` is valid only inside the builder callback.
@c(sl_geometry_size) public func slGeometrySize(_ proxy: UInt64, _ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let (w, h) = (try requirePointer(width, "width"), try requirePointer(height, "height"))
        let g = try Registry.geometry(proxy)
        w.pointee = g.size.width; h.pointee = g.size.height
    }
}

/// Writes how far the reader reaches into the safe-area insets, per edge.
@c(sl_geometry_safe_area) public func slGeometrySafeArea(_ proxy: UInt64, _ top: UnsafeMutablePointer<Double>?, _ leading: UnsafeMutablePointer<Double>?,
                                                         _ bottom: UnsafeMutablePointer<Double>?, _ trailing: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = (try requirePointer(top, "top"), try requirePointer(leading, "leading"),
                   try requirePointer(bottom, "bottom"), try requirePointer(trailing, "trailing"))
        let i = try Registry.geometry(proxy).safeAreaInsets
        out.0.pointee = i.top; out.1.pointee = i.leading; out.2.pointee = i.bottom; out.3.pointee = i.trailing
    }
}

/// Writes the reader's frame in `space`: "global", "local", or a name given with sl_coordinate_space
/// (SL_ERR_NOT_FOUND if no enclosing view has it).
@c(sl_geometry_frame) public func slGeometryFrame(_ proxy: UInt64, _ space: UnsafePointer<CChar>?, _ x: UnsafeMutablePointer<Double>?,
                                                  _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                                  _ height: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = (try requirePointer(x, "x"), try requirePointer(y, "y"), try requirePointer(width, "width"), try requirePointer(height, "height"))
        let name = try requireString(space, "space")
        let g = try Registry.geometry(proxy)
        let coordinate: CoordinateSpace = name == "global" ? .global : name == "local" ? .local : .named(name)
        guard let f = g.frame(in: coordinate) else { throw CError(SL_ERR_NOT_FOUND, "no enclosing view has the coordinate space \(quoted(name))") }
        out.0.pointee = f.minX; out.1.pointee = f.minY; out.2.pointee = f.width; out.3.pointee = f.height
    }
}

/// Writes the reader's node index in the layout being made (its content becomes its only child).
@c(sl_geometry_node) public func slGeometryNode(_ proxy: UInt64, _ outIndex: UnsafeMutablePointer<Int>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outIndex, "out_index")
        out.pointee = try Registry.geometry(proxy).nodeIndex
    }
}
