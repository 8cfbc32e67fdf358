// Composition views and scroll containers that take lists of views (Containers/Group.swift, ScrollView.swift,
// AnyLayout.swift; Layouts/Stacks and Grids/PinnedViews.swift for the pinned lazy stacks).
import SwiftLayout
import SwiftLayoutDocument

/// ForEach: `count` views (handles of this document) that a container takes as its own children, modifiers on
/// it applying to each; `ids` (NULL: none) names view k `ids[k]` unless it has a name (a NULL entry: no
/// name), as ForEach(data, id:) does. Returns a view or 0.
@c(sl_for_each) public func slForEach(_ d: UInt64, _ children: UnsafePointer<UInt64>?, _ count: Int,
                                     _ ids: UnsafePointer<UnsafePointer<CChar>?>?) -> UInt64 {
    make(d) { (document) throws(CError) in
        let views = try SwiftLayoutC.views(children, count, in: document, expand: false)
        guard let ids else { return ForEach(views: views) }
        var names: [String?] = []
        for k in 0..<views.count {
            guard let p = ids[k] else { names.append(nil); continue }
            let name = try requireString(p, "ForEach id \(k)")
            names.append(try engine { () throws(LayoutError) in try Build.identifier(name, "ForEach id \(k)") })
        }
        return ForEach(views: views, ids: names)
    }
}

/// ScrollView with several views in its content: they stack in an implicit VStack whatever the axes
/// (SwiftUI; measured: swiftui-web `scroll/several-children`). Otherwise as sl_scroll_view. Returns a view or 0.
@c(sl_scroll_view_children) public func slScrollViewChildren(_ d: UInt64, _ axes: Int32, _ offsetX: Double, _ offsetY: Double,
                                                              _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let a = try SwiftLayoutC.axes(axes)
        let content = VStack(children: try views(children, count, in: document))
        return try engine { () throws(LayoutError) in try Build.scrollView(content.node, axes: a, offset: Point(x: offsetX, y: offsetY)) }
    }
}

/// AnyLayout(layout) { views }: `layout` the JSON of a document's AnyLayout "layout" object
/// (`{"type": "HStackLayout", "alignment": "top", "spacing": 4}`, `VStackLayout`, `ZStackLayout`,
/// `GridLayout`; a custom "Layout" needs sl_document_parse_with_callbacks). Lays the views out exactly as
/// that stack or grid. Returns a view or 0.
@c(sl_any_layout) public func slAnyLayout(_ d: UInt64, _ layout: UnsafePointer<CChar>?,
                                         _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let json = try requireString(layout, "layout")
        let value = try engine(parse: true) { () throws(LayoutError) in try ViewDocument.anyLayout(json) }
        return value(children: try views(children, count, in: document))
    }
}

/// The pinned section views of a lazy stack: SL_PINNED_SECTION_HEADERS | SL_PINNED_SECTION_FOOTERS.
private func pinned(_ v: Int32) throws(CError) -> PinnedScrollableViews {
    guard v >= 0, v <= SL_PINNED_SECTION_HEADERS | SL_PINNED_SECTION_FOOTERS else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "pinned views \(v) is not a combination of SL_PINNED_SECTION_HEADERS and SL_PINNED_SECTION_FOOTERS")
    }
    return PinnedScrollableViews(rawValue: Int(v))
}

/// A lazy stack with pinned section views, checked.
private func pinnedStack(_ d: UInt64, _ axis: Axis, _ alignment: Int32, _ spacing: Double, _ pinnedViews: Int32,
                         _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard spacing.isNaN || spacing.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "spacing must be finite or NaN (nil)") }
        let set = try pinned(pinnedViews), kids = try views(children, count, in: document)
        if axis == .vertical {
            return LazyVStack(alignment: try horizontalAlignment(alignment), spacing: optional(spacing), pinnedViews: set, children: kids)
        }
        return LazyHStack(alignment: try verticalAlignment(alignment), spacing: optional(spacing), pinnedViews: set, children: kids)
    }
}

/// LazyVStack(alignment:spacing:pinnedViews:): as sl_lazy_vstack, with `pinned` section views (0, or
/// SL_PINNED_SECTION_HEADERS and/or SL_PINNED_SECTION_FOOTERS): while the scroll view around it is scrolled,
/// a pinned header stays at the top of the visible area and a pinned footer at its bottom, within their
/// section. Returns a view or 0.
@c(sl_lazy_vstack_pinned) public func slLazyVStackPinned(_ d: UInt64, _ alignment: Int32, _ spacing: Double, _ pinnedViews: Int32,
                                                         _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    pinnedStack(d, .vertical, alignment, spacing, pinnedViews, children, count)
}

/// LazyHStack(alignment:spacing:pinnedViews:): as sl_lazy_hstack, with `pinned` section views (leading and
/// trailing edges of the visible area). Returns a view or 0.
@c(sl_lazy_hstack_pinned) public func slLazyHStackPinned(_ d: UInt64, _ alignment: Int32, _ spacing: Double, _ pinnedViews: Int32,
                                                         _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    pinnedStack(d, .horizontal, alignment, spacing, pinnedViews, children, count)
}
