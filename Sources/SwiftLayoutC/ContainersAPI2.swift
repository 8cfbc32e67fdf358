// ViewThatFits, Group, EmptyView, Section and the scroll-view options (contentMargins,
// defaultScrollAnchor, scrollIndicators, scrollDisabled, scrollTargetLayout). AnyLayout needs no entry
// point of its own: its layouts are sl_hstack, sl_vstack, sl_zstack and sl_grid. Every container entry
// point expands Groups, EmptyViews and Sections among its children (and applies a Group's modifiers to
// each of its views).
import SwiftLayout

// MARK: Views

/// ViewThatFits(in: axes) of `count` candidate views (SL_AXIS_*): the first whose ideal size fits the
/// proposal on `axes`, else the last. Returns a view or 0.
@c(sl_view_that_fits) public func slViewThatFits(_ d: UInt64, _ axes: Int32, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        ViewThatFits(in: try SwiftLayoutC.axes(axes), children: try views(children, count, in: document))
    }
}

/// Group of `count` views: inside a container they are its own children, each wrapped in the modifiers
/// put on the group. Returns a view or 0.
@c(sl_group) public func slGroup(_ d: UInt64, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in Group(children: try views(children, count, in: document)) }
}

/// EmptyView(): no child in a container, 0 × 0 elsewhere. Returns a view or 0.
@c(sl_empty_view) public func slEmptyView(_ d: UInt64) -> UInt64 {
    make(d) { (_) throws(CError) in EmptyView() }
}

/// Section { views } header: { header } footer: { footer }; `header`/`footer` 0 for none. In a stack it is
/// header, views, footer; in a LazyVGrid/LazyHGrid the header and footer take a line across the grid.
@c(sl_section) public func slSection(_ d: UInt64, _ header: UInt64, _ footer: UInt64,
                                     _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        Section(header: header == 0 ? nil : try Registry.view(header, in: document),
                footer: footer == 0 ? nil : try Registry.view(footer, in: document),
                children: try views(children, count, in: document))
    }
}

// MARK: Scroll-view options (each returns a new wrapper around `v`, or 0)

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
