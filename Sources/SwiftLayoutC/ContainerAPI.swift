// Container views, their modifiers, and containerRelativeFrame, including the callback form.
import SwiftLayout

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

func axes(_ v: Int32) throws(CError) -> Axis.Set {
    guard v >= 1, v <= SL_AXIS_BOTH else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "axes \(v) is not SL_AXIS_HORIZONTAL, SL_AXIS_VERTICAL or SL_AXIS_BOTH")
    }
    return Axis.Set(rawValue: Int8(v))
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

// MARK: Containers

/// ScrollView(axes) { content } scrolled to (offset_x, offset_y). `axes`: SL_AXIS_*. Returns a view or 0.
@c(sl_scroll_view) public func slScrollView(_ d: UInt64, _ content: UInt64, _ axes: Int32, _ offsetX: Double, _ offsetY: Double) -> UInt64 {
    make(d) { (document) throws(CError) in
        let c = try Registry.view(content, in: document)
        let a = try SwiftLayoutC.axes(axes)
        return try engine { () throws(LayoutError) in try Build.scrollView(c, axes: a, offset: Point(x: offsetX, y: offsetY)) }
    }
}

/// List of `count` rows (view handles of this document; the array is read, not kept). Returns a view or 0.
@c(sl_list) public func slList(_ d: UInt64, _ rows: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in List(rows: try views(rows, count, in: document)) }
}

/// NavigationStack { content }: a navigation bar above `content` (title and display mode from
/// sl_navigation_title / sl_navigation_bar_title_display_mode inside it). Returns a view or 0.
@c(sl_navigation_stack) public func slNavigationStack(_ d: UInt64, _ content: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in NavigationStack(root: try Registry.view(content, in: document)) }
}

/// NavigationSplitView(sidebar:content:detail:); `content` 0 for a two-column split. Returns a view or 0.
@c(sl_navigation_split_view) public func slNavigationSplitView(_ d: UInt64, _ sidebar: UInt64, _ content: UInt64, _ detail: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        NavigationSplitView(sidebar: try Registry.view(sidebar, in: document),
                            content: content == 0 ? nil : try Registry.view(content, in: document),
                            detail: try Registry.view(detail, in: document))
    }
}

/// TabView showing tab `selection` of `count` tabs, above a tab bar. Returns a view or 0.
@c(sl_tab_view) public func slTabView(_ d: UInt64, _ selection: Int, _ tabs: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let list = try views(tabs, count, in: document)
        return try engine { () throws(LayoutError) in try Build.tabView(selection: selection, tabs: list) }
    }
}

// MARK: Container modifiers

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

