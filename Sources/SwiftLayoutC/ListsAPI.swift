// List styles and options, Form, and the navigation bar's visibility (Containers/List.swift,
// Platform/Lists.swift). Styles are passed by name, like platforms: "automatic", "plain",
// "grouped", "insetGrouped", "inset", "sidebar", "bordered" (macOS; case and spaces ignored).
import SwiftLayout
import SwiftLayoutDocument

/// Form { rows }: laid out by the form style in effect (sl_form_style; the platform's automatic one: grouped
/// sections on iOS, label and control columns on macOS). Returns a view or 0.
@c(sl_form) public func slForm(_ d: UInt64, _ rows: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in Form(rows: try views(rows, count, in: document)) }
}

/// v.formStyle(style): `style` "automatic", "grouped" or "columns", for the Forms inside. Returns a new
/// wrapper around `v`, or 0.
@c(sl_form_style) public func slFormStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let name = try requireString(style, "style")
        return try engine { () throws(LayoutError) in try DocumentRegistry.apply("formStyle", to: view.node, .string(name)) }
    }
}

/// v.toolbar(visibility): `visibility` "hidden" (the enclosing NavigationStack shows no bar), "visible" or
/// "automatic"; the same as sl_navigation_bar_hidden. Toolbar items: sl_modifier with a "toolbar" list.
@c(sl_toolbar) public func slToolbar(_ d: UInt64, _ v: UInt64, _ visibility: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let name = try requireString(visibility, "visibility")
        return try engine { () throws(LayoutError) in try DocumentRegistry.apply("toolbar", to: view.node, .string(name)) }
    }
}

/// v.listStyle(style): `style` a ListStyle name. Returns a new wrapper around `v`, or 0.
@c(sl_list_style) public func slListStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let name = try requireString(style, "style")
        func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter }) }
        guard let s = ListStyle.allCases.first(where: { key($0.rawValue) == key(name) }) else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "unknown list style '\(name.prefix(100))'; known: \(ListStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return view.listStyle(s)
    }
}

/// A finite length ≥ 0, or NaN for nil.
private func optionalLength(_ value: Double, _ what: String) throws(CError) -> Double? {
    if value.isNaN { return nil }
    guard value.isFinite, value >= 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be a finite number ≥ 0 (NaN: the style's)") }
    return value
}

/// v.listRowSpacing(spacing): between the rows of a section; NaN for nil (the style's, 0).
@c(sl_list_row_spacing) public func slListRowSpacing(_ d: UInt64, _ v: UInt64, _ spacing: Double) -> UInt64 {
    modify(d, v) { (view) throws(CError) in view.listRowSpacing(try optionalLength(spacing, "list row spacing")) }
}

/// v.listSectionSpacing(spacing): between sections; NaN for nil (the style's gaps).
@c(sl_list_section_spacing) public func slListSectionSpacing(_ d: UInt64, _ v: UInt64, _ spacing: Double) -> UInt64 {
    modify(d, v) { (view) throws(CError) in view.listSectionSpacing(try optionalLength(spacing, "list section spacing")) }
}

/// v.environment(\.defaultMinListRowHeight, height): `height` finite ≥ 0.
@c(sl_default_min_list_row_height) public func slDefaultMinListRowHeight(_ d: UInt64, _ v: UInt64, _ height: Double) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        guard let h = try optionalLength(height, "minimum row height") else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "minimum row height must be a finite number ≥ 0")
        }
        return view.defaultMinListRowHeight(h)
    }
}

/// v.listRowInsets(EdgeInsets(top, leading, bottom, trailing)) on a row; all four NaN for nil (the style's).
@c(sl_list_row_insets) public func slListRowInsets(_ d: UInt64, _ v: UInt64, _ top: Double, _ leading: Double,
                                                   _ bottom: Double, _ trailing: Double) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        let all = [top, leading, bottom, trailing]
        if all.allSatisfy(\.isNaN) { return view.listRowInsets(nil) }
        guard all.allSatisfy(\.isFinite) else { throw CError(SL_ERR_INVALID_ARGUMENT, "row insets must be finite (all four NaN: the style's)") }
        return view.listRowInsets(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

/// v.navigationBarHidden(hidden != 0) / v.toolbar(.hidden): the enclosing NavigationStack shows no bar.
@c(sl_navigation_bar_hidden) public func slNavigationBarHidden(_ d: UInt64, _ v: UInt64, _ hidden: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in view.navigationBarHidden(hidden != 0) }
}

/// v.navigationBarBackButtonHidden(hidden) (`hidden` 0 or 1): no effect on any frame (the bar keeps its
/// height). Returns a new view or 0.
@c(sl_navigation_bar_back_button_hidden) public func slNavigationBarBackButtonHidden(_ d: UInt64, _ v: UInt64, _ hidden: Int32) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        guard hidden == 0 || hidden == 1 else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "navigationBarBackButtonHidden: hidden must be 0 or 1, got \(hidden)")
        }
        return view.navigationBarBackButtonHidden(hidden == 1)
    }
}

/// v.searchable(text:prompt:) (`prompt` NULL for none): the enclosing NavigationStack shows a search field
/// where the platform puts it (iOS 26: a 76 pt bar at the bottom; iOS 17: under the large title, 52
/// assumed; macOS: the window toolbar, no effect). Returns a new view or 0.
@c(sl_searchable) public func slSearchable(_ d: UInt64, _ v: UInt64, _ prompt: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (view) throws(CError) in
        view.searchable(prompt: prompt == nil ? nil : try requireString(prompt, "searchable prompt"))
    }
}
