// The Layout protocol and measured leaves from C: user callbacks with a context pointer, and a
// subviews proxy (valid during one callback) to measure and place children.
import SwiftLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    let context: UnsafeMutableRawPointer?
    let id: Int64
    var name: String { "Layout#\(id)" }

    private func withProxy<T>(_ subviews: [LayoutSubview], _ body: (UInt64) throws -> T) throws -> T {
        let handle: UInt64
        do throws(CError) { handle = try Registry.newSubviews(subviews) } catch { throw LayoutError(.internalError, error.message) }
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
    let context: UnsafeMutableRawPointer?

    func layout(id: Int64) -> (any CustomLayout)? {
        guard let size, let place else { return nil }
        return CCustomLayout(size: size, place: place, spacingCallback: spacing, context: context, id: id)
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

/// Returns subview `index`'s spacing preferences as JSON (like sl_layout_node_spacing); caller frees.
@c(sl_subview_spacing) public func slSubviewSpacing(_ subviews: UInt64, _ index: Int) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        guard let s = strdup(try subview(subviews, index).spacing.json) else { throw CError(SL_ERR_INTERNAL, "out of memory") }
        return s
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
