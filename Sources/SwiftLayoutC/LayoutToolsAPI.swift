// Grids, lazy stacks, GeometryReader (with its proxy), coordinate spaces and alignment guides, and the
// document parser that answers every kind of user function.
import SwiftLayout

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
            do throws(CError) { handle = try Registry.newGeometry(proxy) } catch { throw LayoutError(.internalError, error.message) }
            defer { try? Registry.free(handle, .geometry) }
            let document: UInt64
            do throws(CError) { document = try Registry.newDocument() } catch { throw LayoutError(.internalError, error.message) }
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

private func gridItems(_ items: UnsafePointer<Double>?, _ count: Int) throws(CError) -> [GridItem] {
    guard count >= 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "a grid needs at least one item, got \(count)") }
    guard let items else { throw CError(SL_ERR_NULL_POINTER, "items is NULL") }
    var out: [GridItem] = []
    for k in 0..<count {
        let (kind, a, b, spacing, align) = (items[5 * k], items[5 * k + 1], items[5 * k + 2], items[5 * k + 3], items[5 * k + 4])
        let hi = b.isNaN ? Double.infinity : b
        let size: GridItem.Size
        switch kind {
        case Double(SL_GRID_FIXED):
            guard a.isFinite, a >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "item \(k): a fixed size must be finite and ≥ 0") }
            size = .fixed(a)
        case Double(SL_GRID_FLEXIBLE), Double(SL_GRID_ADAPTIVE):
            let lo = a.isNaN ? (kind == Double(SL_GRID_FLEXIBLE) ? 10 : -1) : a
            guard lo.isFinite, lo >= 0, hi >= lo else { throw CError(SL_ERR_INVALID_ARGUMENT, "item \(k): need 0 ≤ minimum ≤ maximum") }
            size = kind == Double(SL_GRID_FLEXIBLE) ? .flexible(minimum: lo, maximum: hi) : .adaptive(minimum: lo, maximum: hi)
        default:
            throw CError(SL_ERR_INVALID_ARGUMENT, "item \(k): kind \(kind) is not SL_GRID_FIXED, SL_GRID_FLEXIBLE or SL_GRID_ADAPTIVE")
        }
        guard spacing.isNaN || spacing.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "item \(k): spacing must be finite or NaN") }
        var alignment: Alignment? = nil
        if !align.isNaN {
            guard align == align.rounded(), align >= 0, align <= 8 else { throw CError(SL_ERR_INVALID_ARGUMENT, "item \(k): alignment must be an SL_ALIGN_* value or NaN") }
            alignment = try SwiftLayoutC.alignment(Int32(align))
        }
        out.append(GridItem(size, spacing: spacing.isNaN ? nil : spacing, alignment: alignment))
    }
    return out
}

private func optionalSpacing(_ v: Double, _ what: String) throws(CError) -> Double? {
    guard v.isNaN || v.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be finite or NaN (nil)") }
    return v.isNaN ? nil : v
}

// MARK: Grids and lazy stacks

/// LazyVGrid(columns:alignment:spacing:): `items` holds `item_count` columns of 5 doubles each — kind
/// (SL_GRID_*), a, b, spacing after it (NaN: 8), alignment in its cells (an SL_ALIGN_* value, NaN:
/// centre); `alignment` SL_ALIGN_LEADING/CENTER/TRAILING; `spacing` between rows (NaN: 8). Returns a view or 0.
@c(sl_lazy_vgrid) public func slLazyVGrid(_ d: UInt64, _ items: UnsafePointer<Double>?, _ itemCount: Int, _ alignment: Int32,
                                          _ spacing: Double, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        LazyVGrid(columns: try gridItems(items, itemCount), alignment: try horizontalAlignment(alignment),
                  spacing: try optionalSpacing(spacing, "spacing"), children: try views(children, count, in: document))
    }
}

/// LazyHGrid(rows:alignment:spacing:): like sl_lazy_vgrid with rows and SL_ALIGN_TOP/CENTER/BOTTOM.
@c(sl_lazy_hgrid) public func slLazyHGrid(_ d: UInt64, _ items: UnsafePointer<Double>?, _ itemCount: Int, _ alignment: Int32,
                                          _ spacing: Double, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        LazyHGrid(rows: try gridItems(items, itemCount), alignment: try verticalAlignment(alignment),
                  spacing: try optionalSpacing(spacing, "spacing"), children: try views(children, count, in: document))
    }
}

/// LazyVStack(alignment:spacing:); arguments as sl_vstack. Returns a view or 0.
@c(sl_lazy_vstack) public func slLazyVStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                            _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        LazyVStack(alignment: try horizontalAlignment(alignment), spacing: try optionalSpacing(spacing, "spacing"),
                   children: try views(children, count, in: document))
    }
}

/// LazyHStack(alignment:spacing:); arguments as sl_hstack. Returns a view or 0.
@c(sl_lazy_hstack) public func slLazyHStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                            _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        LazyHStack(alignment: try verticalAlignment(alignment), spacing: try optionalSpacing(spacing, "spacing"),
                   children: try views(children, count, in: document))
    }
}

/// Grid(alignment:horizontalSpacing:verticalSpacing:) of `count` rows (GridRows, or views spanning all
/// columns); spacings NaN = nil (grid_spacing, 8). Returns a view or 0.
@c(sl_grid) public func slGrid(_ d: UInt64, _ alignment: Int32, _ horizontalSpacing: Double, _ verticalSpacing: Double,
                               _ rows: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        Grid(alignment: try SwiftLayoutC.alignment(alignment), horizontalSpacing: try optionalSpacing(horizontalSpacing, "horizontal spacing"),
             verticalSpacing: try optionalSpacing(verticalSpacing, "vertical spacing"), rows: try views(rows, count, in: document))
    }
}

/// GridRow(alignment:) of `count` cells; `alignment` SL_ALIGN_TOP/CENTER/BOTTOM, or -1 for the grid's.
@c(sl_grid_row) public func slGridRow(_ d: UInt64, _ alignment: Int32, _ cells: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        GridRow(alignment: alignment == -1 ? nil : try verticalAlignment(alignment), cells: try views(cells, count, in: document))
    }
}

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

// MARK: Alignment guides

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

// MARK: GeometryReader

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

/// v.coordinateSpace(name:); `name` is copied. Returns the wrapper or 0.
@c(sl_coordinate_space) public func slCoordinateSpace(_ d: UInt64, _ v: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (document) throws(CError) in
        let n = try requireString(name, "name")
        guard !n.isEmpty else { throw CError(SL_ERR_INVALID_ARGUMENT, "a coordinate space needs a name") }
        return try Registry.view(v, in: document).coordinateSpace(name: n)
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

// MARK: Documents with user functions

/// Like sl_document_parse, with callbacks that answer the document's {"function": N} entries (N is
/// passed as the id): `length` for containerRelativeFrame, `guide` for alignmentGuide, `builder` for
/// GeometryReader (which builds in `d`), `size`/`place`/`spacing` for "Layout" containers and `measure`
/// for "Measured" leaves. Any may be NULL if the document has none of that kind. The context is not
/// copied or freed: keep it valid while the views can be laid out. Returns the root view or 0.
@c(sl_document_parse_with_callbacks) public func slDocumentParseWithCallbacks(
    _ d: UInt64, _ json: UnsafePointer<CChar>?, _ length: SLLengthCallback?, _ guide: SLGuideCallback?,
    _ builder: SLBuilderCallback?, _ size: SLSizeCallback?, _ place: SLPlaceCallback?, _ spacing: SLSpacingCallback?,
    _ measure: SLMeasureCallback?, _ context: UnsafeMutableRawPointer?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let text = try requireString(json, "json")
        let set = CallbackSet(length: length, guide: guide, builder: builder, context: context)
        let layouts = LayoutCallbacks(size: size, place: place, spacing: spacing, measure: measure, context: context)
        var callbacks = ViewDocument.Callbacks()
        if let length {
            let hook = LengthHook(callback: length, context: context)
            callbacks.length = { id in hook.function(id: Int64(id)) }
        }
        if guide != nil { callbacks.guide = { id in set.guideFunction(id: Int64(id)) } }
        if builder != nil { callbacks.content = { id in set.contentFunction(id: Int64(id)) } }
        if size != nil, place != nil { callbacks.layout = { id in layouts.layout(id: Int64(id)) } }
        if measure != nil { callbacks.measure = { id in layouts.measureFunction(id: Int64(id)) } }
        return try engine(parse: true) { () throws(LayoutError) in try ViewDocument.parse(text, callbacks: callbacks) }
    }
}
