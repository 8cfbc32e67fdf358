// Views: every leaf and container constructor. Each returns a new view handle (0 on failure, with
// sl_last_status()/sl_last_error() saying why). A double parameter documented as "NaN = nil" maps NaN to
// Swift's nil. Every container entry point expands Groups, EmptyViews and Sections among its children (and
// applies a Group's modifiers to each of its views). AnyLayout needs no entry point of its own: its layouts
// are sl_hstack, sl_vstack, sl_zstack and sl_grid. Views built by user functions (GeometryReader, custom
// layouts, measured leaves) are in CallbacksAPI.swift.

import SwiftLayout
import SwiftLayoutDocument

// MARK: Leaves

/// Rectangle(): takes the proposal; 10 on an axis proposed nil. Returns a view handle or 0.
@c(sl_rectangle) public func slRectangle(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in BinaryDocument.rectangle } }  // one shared node (BinaryDocument)

/// RoundedRectangle(cornerRadius:), `corner_radius` finite and ≥ 0. Returns a view handle or 0.
@c(sl_rounded_rectangle) public func slRoundedRectangle(_ d: UInt64, _ cornerRadius: Double) -> UInt64 {
    make(d) { (_) throws(CError) in try engine { () throws(LayoutError) in try Build.roundedRectangle(cornerRadius: cornerRadius) } }
}

/// Circle(). Returns a view handle or 0.
@c(sl_circle) public func slCircle(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in BinaryDocument.circle } }  // one shared node (BinaryDocument)

/// Ellipse(). Returns a view handle or 0.
@c(sl_ellipse) public func slEllipse(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in BinaryDocument.ellipse } }  // one shared node (BinaryDocument)

/// Capsule(). Returns a view handle or 0.
@c(sl_capsule) public func slCapsule(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in BinaryDocument.capsule } }  // one shared node (BinaryDocument)

/// A shape's corner style by name: "continuous" or "circular"; NULL = continuous (SwiftUI's default).
private func cornerStyle(_ style: UnsafePointer<CChar>?) throws(CError) -> RoundedCornerStyle {
    style == nil ? .continuous : try styleName(style, RoundedCornerStyle.self, "corner style")
}

/// RoundedRectangle(cornerSize: CGSize(width:height:), style:): corner width and height finite and ≥ 0;
/// `style` "continuous", "circular" or NULL (continuous). The corners change drawing only. Returns a
/// view handle or 0.
@c(sl_rounded_rectangle_size) public func slRoundedRectangleSize(_ d: UInt64, _ cornerWidth: Double, _ cornerHeight: Double,
                                                               _ style: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let s = try cornerStyle(style)
        return try engine { () throws(LayoutError) in try Build.roundedRectangle(cornerWidth: cornerWidth, cornerHeight: cornerHeight, style: s) }
    }
}

/// UnevenRoundedRectangle(cornerRadii:style:): four radii finite and ≥ 0, leading/trailing as the layout
/// direction has them; `style` as for sl_rounded_rectangle_size. Lays out like Rectangle. Returns a view
/// handle or 0.
@c(sl_uneven_rounded_rectangle) public func slUnevenRoundedRectangle(_ d: UInt64, _ topLeading: Double, _ bottomLeading: Double,
                                                                     _ bottomTrailing: Double, _ topTrailing: Double,
                                                                     _ style: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let s = try cornerStyle(style)
        return try engine { () throws(LayoutError) in
            try Build.unevenRoundedRectangle(topLeading: topLeading, bottomLeading: bottomLeading,
                                             bottomTrailing: bottomTrailing, topTrailing: topTrailing, style: s)
        }
    }
}

/// Capsule(style:): `style` "continuous", "circular" or NULL (continuous). Returns a view handle or 0.
@c(sl_capsule_style) public func slCapsuleStyle(_ d: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in Capsule(style: try cornerStyle(style)) }
}

/// AnyShape(shape): `shape` a view handle of this document that is a bare shape (no modifiers, no id);
/// lays out exactly like that shape (a Circle stays a square). Returns a view handle, or 0 with
/// SL_ERR_INVALID_ARGUMENT for a view that is not a bare shape.
@c(sl_any_shape) public func slAnyShape(_ d: UInt64, _ shape: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        let s = try Registry.view(shape, in: document)
        return try engine { () throws(LayoutError) in try Build.anyShape(s) }
    }
}

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
@c(sl_map_view) public func slMapView(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in BinaryDocument.mapView } }  // one shared node (BinaryDocument)

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

// MARK: Stacks

private func optionalSpacing(_ v: Double, _ what: String) throws(CError) -> Double? {
    guard v.isNaN || v.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be finite or NaN (nil)") }
    return v.isNaN ? nil : v
}

/// VStack(alignment:spacing:) of `count` views from `children` (handles of this document; the array is
/// read, not kept). `alignment`: SL_ALIGN_LEADING, SL_ALIGN_CENTER or SL_ALIGN_TRAILING. `spacing`: NaN =
/// nil (each pair's own spacing), else finite (negative overlaps). Returns a view handle or 0.
@c(sl_vstack) public func slVStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                   _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    stack(d, alignment, horizontalAlignment, spacing, children, count, Build.vstackNode)
}

/// HStack(alignment:spacing:); like sl_vstack with SL_ALIGN_TOP, SL_ALIGN_CENTER or SL_ALIGN_BOTTOM.
@c(sl_hstack) public func slHStack(_ d: UInt64, _ alignment: Int32, _ spacing: Double,
                                   _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    stack(d, alignment, verticalAlignment, spacing, children, count, Build.hstackNode)
}

/// The body of sl_vstack and sl_hstack: `alignment` read by `readAlignment` first, then the children, then
/// the stack that `build` makes with the document's checks (the spacing: NaN nil, else finite).
private func stack<A>(_ d: UInt64, _ alignment: Int32, _ readAlignment: (Int32) throws(CError) -> A, _ spacing: Double,
                      _ children: UnsafePointer<UInt64>?, _ count: Int,
                      _ build: (A, Double?, [ViewNode]) throws(LayoutError) -> any View) -> UInt64 {
    make(d) { (document) throws(CError) in
        let a = try readAlignment(alignment)
        let kids = try views(children, count, in: document)
        return try engine { () throws(LayoutError) in try build(a, optional(spacing), kids) }
    }
}

/// ZStack(alignment:) of `count` views; `alignment` one of SL_ALIGN_*. Returns a view handle or 0.
@c(sl_zstack) public func slZStack(_ d: UInt64, _ alignment: Int32, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        ZStack(alignment: try SwiftLayoutC.alignment(alignment), children: try views(children, count, in: document))
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

// MARK: Grids

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

// MARK: Controls (sizes per platform: docs/PLATFORMS.md)

private func finite(_ v: Double, _ what: String) throws(CError) -> Double {
    guard v.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be finite, got \(v)") }
    return v
}

private func intrinsic(_ w: Double, _ h: Double, _ what: String) throws(CError) -> Size {
    guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) width and height must be finite numbers ≥ 0, got \(w) × \(h)")
    }
    return Size(width: w, height: h)
}

/// Divider(): a line of the platform's thickness across its stack. Returns a view or 0.
@c(sl_divider) public func slDivider(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Divider() } }

/// Image(name) whose asset is `width` × `height` points (finite, ≥ 0); `resizable` non-zero for
/// `.resizable()`. Returns a view or 0.
@c(sl_image) public func slImage(_ d: UInt64, _ name: UnsafePointer<CChar>?, _ width: Double, _ height: Double, _ resizable: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in
        let image = Image(try requireString(name, "image name"), width: width, height: height)
        _ = try intrinsic(width, height, "image")
        return resizable != 0 ? image.resizable() : image
    }
}

/// Image(systemName:): `width`/`height` the symbol's size, or both NaN for the symbol's measured box at the font
/// (the star's, approximate, for a name the table lacks: docs/PLATFORMS.md).
/// Returns a view or 0.
@c(sl_image_system) public func slImageSystem(_ d: UInt64, _ name: UnsafePointer<CChar>?, _ width: Double, _ height: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        let symbol = try requireString(name, "system image name")
        if width.isNaN && height.isNaN { return Image(systemName: symbol) }
        return Image(systemName: symbol, size: try intrinsic(width, height, "symbol"))
    }
}

/// Button(title) (`role`: NULL, "destructive" or "cancel"). Returns a view or 0.
@c(sl_button) public func slButton(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ role: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        Button(try requireString(title, "button title"), role: role == nil ? nil : try styleName(role, ButtonRole.self, "button role"))
    }
}

/// Button { label }: `label` a view of the document. Returns a view or 0.
@c(sl_button_with_label) public func slButtonWithLabel(_ d: UInt64, _ label: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in Button(label: try Registry.view(label, in: document)) }
}

/// Label(title, systemImage:) (symbol size `icon_width` × `icon_height`, both NaN for the approximate
/// box). Returns a view or 0.
@c(sl_label) public func slLabel(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ systemImage: UnsafePointer<CChar>?,
                                 _ iconWidth: Double, _ iconHeight: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        let t = try requireString(title, "label title"), s = try requireString(systemImage, "label system image")
        if iconWidth.isNaN && iconHeight.isNaN { return Label(t, systemImage: s) }
        return Label(t, systemImage: s, iconSize: try intrinsic(iconWidth, iconHeight, "label icon"))
    }
}

/// Label { title } icon: { icon }: two views of the document. Returns a view or 0.
@c(sl_label_with_views) public func slLabelWithViews(_ d: UInt64, _ title: UInt64, _ icon: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        Label(title: try Registry.view(title, in: document), icon: try Registry.view(icon, in: document))
    }
}

/// GroupBox { views } label: { label }; `label` 0 for none (a String title is sl_text(title)). The label
/// takes the subheadline style. Returns a view or 0.
@c(sl_group_box) public func slGroupBox(_ d: UInt64, _ label: UInt64, _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        GroupBox(label: label == 0 ? nil : try Registry.view(label, in: document), children: try views(children, count, in: document))
    }
}

/// DisclosureGroup(isExpanded:) { views } label: { label }: the label's row, and the views below it when
/// `expanded` is non-zero (collapsed, they are not laid out). Returns a view or 0.
@c(sl_disclosure_group) public func slDisclosureGroup(_ d: UInt64, _ label: UInt64, _ expanded: Int32,
                                                      _ children: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        DisclosureGroup(label: try Registry.view(label, in: document), isExpanded: expanded != 0,
                        children: try views(children, count, in: document))
    }
}

/// Toggle(title, isOn:). Returns a view or 0.
@c(sl_toggle) public func slToggle(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ isOn: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in Toggle(try requireString(title, "toggle title"), isOn: isOn != 0) }
}

/// TextField(placeholder, text:), or SecureField when `secure` is non-zero. Returns a view or 0.
@c(sl_text_field) public func slTextField(_ d: UInt64, _ placeholder: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ secure: Int32) -> UInt64 {
    make(d) { (_) throws(CError) -> any View in
        let p = try requireString(placeholder, "text field placeholder"), t = try requireString(text, "text field text")
        return secure != 0 ? SecureField(p, text: t) : TextField(p, text: t)
    }
}

/// TextField(placeholder, text:, axis:): `axis` SL_AXIS_HORIZONTAL (one line, like sl_text_field) or
/// SL_AXIS_VERTICAL (grows with its wrapped lines, bounded by sl_line_limit*). Returns a view or 0.
@c(sl_text_field_axis) public func slTextFieldAxis(_ d: UInt64, _ placeholder: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ axis: Int32) -> UInt64 {
    make(d) { (_) throws(CError) -> any View in
        let p = try requireString(placeholder, "text field placeholder"), t = try requireString(text, "text field text")
        guard axis == SL_AXIS_HORIZONTAL || axis == SL_AXIS_VERTICAL else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "text field axis must be SL_AXIS_HORIZONTAL or SL_AXIS_VERTICAL, got \(axis)")
        }
        return TextField(p, text: t, axis: axis == SL_AXIS_VERTICAL ? .vertical : .horizontal)
    }
}

/// Slider(value:) with an optional label (`title` NULL for none). Returns a view or 0.
@c(sl_slider) public func slSlider(_ d: UInt64, _ value: Double, _ title: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        Slider(value: try finite(value, "slider value"), label: title == nil ? nil : try requireString(title, "slider title"))
    }
}

/// Slider(value:in:step:) { label } minimumValueLabel: { … } maximumValueLabel: { … }: `label` (shown on
/// macOS), `minimum_label` and `maximum_label` views of the document, 0 for none; `min` < `max` and `step`
/// (NaN for none, else > 0) change no layout. Returns a view or 0.
@c(sl_slider_with_labels) public func slSliderWithLabels(_ d: UInt64, _ value: Double, _ min: Double, _ max: Double, _ step: Double,
                                                         _ label: UInt64, _ minimumLabel: UInt64, _ maximumLabel: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        let lo = try finite(min, "slider min"), hi = try finite(max, "slider max")
        guard lo < hi else { throw CError(SL_ERR_INVALID_ARGUMENT, "slider min must be < max, got \(lo)...\(hi)") }
        guard step.isNaN || (step.isFinite && step > 0) else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "slider step must be NaN (none) or finite and > 0, got \(step)")
        }
        func view(_ h: UInt64) throws(CError) -> ViewNode? { h == 0 ? nil : try Registry.view(h, in: document) }
        return Slider(value: try finite(value, "slider value"), in: lo...hi, step: step.isNaN ? nil : step, label: try view(label),
                      minimumValueLabel: try view(minimumLabel), maximumValueLabel: try view(maximumLabel))
    }
}

/// Stepper(value:) { label }: `label` a view of the document. Returns a view or 0.
@c(sl_stepper_with_label) public func slStepperWithLabel(_ d: UInt64, _ label: UInt64, _ value: Double) -> UInt64 {
    make(d) { (document) throws(CError) in Stepper(value: try finite(value, "stepper value"), label: try Registry.view(label, in: document)) }
}

/// Stepper(title, value:). Returns a view or 0.
@c(sl_stepper) public func slStepper(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ value: Double) -> UInt64 {
    make(d) { (_) throws(CError) in Stepper(try requireString(title, "stepper title"), value: try finite(value, "stepper value")) }
}

/// ColorPicker(title, selection:, supportsOpacity:): the label and a colour well (macOS 48 × 24, 8 after the
/// label). `selection` a colour name or "#rrggbb" (NULL: "primary"; drawn only); `supports_opacity` non-zero
/// or 0 (drawn only). Returns a view or 0 (SL_ERR_INVALID_ARGUMENT for an unknown colour).
@c(sl_color_picker) public func slColorPicker(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ selection: UnsafePointer<CChar>?,
                                              _ supportsOpacity: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in
        let t = try requireString(title, "color picker title")
        let name = selection == nil ? "primary" : try requireString(selection, "color picker selection")
        let color = try engine { () throws(LayoutError) in try Build.color(name) }
        return ColorPicker(t, selection: color, supportsOpacity: supportsOpacity != 0)
    }
}

/// DatePicker(title, selection:, in: min...max, displayedComponents:): the label and a date control (macOS: the
/// field with a stepper, `sl_date_picker_style` for the others). `selection`, `min`, `max` ISO 8601
/// ("2025-03-15T15:09:00Z", "2025-03-15"); `min` / `max` NULL: unbounded (no layout effect). `components`
/// "date", "hourAndMinute", or NULL for both. Returns a view or 0 (SL_ERR_INVALID_ARGUMENT for a malformed
/// date, unknown components or min > max).
@c(sl_date_picker) public func slDatePicker(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ selection: UnsafePointer<CChar>?,
                                            _ components: UnsafePointer<CChar>?, _ min: UnsafePointer<CChar>?,
                                            _ max: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let t = try requireString(title, "date picker title")
        _ = try requireString(selection, "date picker selection")
        func date(_ p: UnsafePointer<CChar>?, _ what: String) throws(CError) -> DateTime? {
            guard p != nil else { return nil }
            let s = try requireString(p, what)
            return try engine { () throws(LayoutError) in
                do throws(LayoutError) { return try DateTime(s) } catch { throw LayoutError.invalid("\(what): \(error.message)") }
            }
        }
        let picked = try date(selection, "date picker selection") ?? DateTime(secondsSince1970: 0)
        let shown: DatePickerComponents
        switch components == nil ? nil : try requireString(components, "date picker components") {
        case nil: shown = [.date, .hourAndMinute]
        case "date"?: shown = .date
        case "hourAndMinute"?: shown = .hourAndMinute
        case let other?: throw CError(SL_ERR_INVALID_ARGUMENT, "date picker components must be \"date\", \"hourAndMinute\" or NULL (both), got \(quoted(other))")
        }
        let lo = try date(min, "date picker min"), hi = try date(max, "date picker max")
        var range: ClosedRange<DateTime>?
        if lo != nil || hi != nil {
            let a = lo ?? DateTime(secondsSince1970: -62_135_596_800), b = hi ?? DateTime(secondsSince1970: 253_402_300_799)
            guard a <= b else { throw CError(SL_ERR_INVALID_ARGUMENT, "date picker min must be <= max, got \(a)...\(b)") }
            range = a...b
        }
        return DatePicker(t, selection: picked, in: range, displayedComponents: shown)
    }
}

/// Picker(title, selection:) over `count` option views (tag them with sl_tag); `selection` the selected
/// tag, NULL for the first option. Returns a view or 0.
@c(sl_picker) public func slPicker(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ selection: UnsafePointer<CChar>?,
                                   _ options: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        Picker(try requireString(title, "picker title"), selection: selection == nil ? nil : try requireString(selection, "picker selection"),
               options: try views(options, count, in: document))
    }
}

/// Picker(selection:) { options } label: { label }: `label` a view of the document, laid out where the title
/// would be; the options and `selection` as for sl_picker. Returns a view or 0.
@c(sl_picker_with_label) public func slPickerWithLabel(_ d: UInt64, _ label: UInt64, _ selection: UnsafePointer<CChar>?,
                                                       _ options: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        let view: ViewNode
        do throws(CError) { view = try Registry.view(label, in: document) } catch { throw CError(error.status, "picker label: \(error.message)") }
        return Picker(selection: selection == nil ? nil : try requireString(selection, "picker selection"),
                      options: try views(options, count, in: document), label: view)
    }
}

/// Link(title, destination:): laid out like a borderless button (its label). Returns a view or 0.
@c(sl_link) public func slLink(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ destination: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        Link(try requireString(title, "link title"), destination: try requireString(destination, "link destination"))
    }
}

/// Link(destination:) { label }: `label` a view of the document. Returns a view or 0.
@c(sl_link_with_label) public func slLinkWithLabel(_ d: UInt64, _ destination: UnsafePointer<CChar>?, _ label: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        Link(destination: try requireString(destination, "link destination"), label: try Registry.view(label, in: document))
    }
}

/// NavigationLink(title) { destination }: a button outside a List; in an iOS List row it fills the row
/// with a trailing chevron (the destination is not laid out). Returns a view or 0.
@c(sl_navigation_link) public func slNavigationLink(_ d: UInt64, _ title: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in NavigationLink(try requireString(title, "navigation link title")) }
}

/// NavigationLink { destination } label: { label }: `label` a view of the document. Returns a view or 0.
@c(sl_navigation_link_with_label) public func slNavigationLinkWithLabel(_ d: UInt64, _ label: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in NavigationLink(label: try Registry.view(label, in: document)) }
}

/// Menu(title) (`primary_action` non-zero: Menu(title) { } primaryAction: { }); the items are not laid
/// out. Returns a view or 0.
@c(sl_menu) public func slMenu(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ primaryAction: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in Menu(try requireString(title, "menu title"), primaryAction: primaryAction != 0) }
}

/// Menu { } label: { label }: `label` a view of the document. Returns a view or 0.
@c(sl_menu_with_label) public func slMenuWithLabel(_ d: UInt64, _ label: UInt64, _ primaryAction: Int32) -> UInt64 {
    make(d) { (document) throws(CError) in Menu(primaryAction: primaryAction != 0, label: try Registry.view(label, in: document)) }
}

/// Gauge(value:in: min...max) with optional Text labels (NULL for none): `title`, `current` (the current
/// value label), `minimum`, `maximum`. `min` < `max`, all finite. Returns a view or 0.
@c(sl_gauge) public func slGauge(_ d: UInt64, _ value: Double, _ min: Double, _ max: Double, _ title: UnsafePointer<CChar>?,
                                 _ current: UnsafePointer<CChar>?, _ minimum: UnsafePointer<CChar>?, _ maximum: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        let lo = try finite(min, "gauge min"), hi = try finite(max, "gauge max")
        guard lo < hi else { throw CError(SL_ERR_INVALID_ARGUMENT, "gauge min must be < max, got \(lo)...\(hi)") }
        func opt(_ s: UnsafePointer<CChar>?, _ what: String) throws(CError) -> String? { s == nil ? nil : try requireString(s, what) }
        return Gauge(value: try finite(value, "gauge value"), in: lo...hi, label: try opt(title, "gauge title"),
                     currentValueLabel: try opt(current, "gauge current value label"),
                     minimumValueLabel: try opt(minimum, "gauge minimum value label"),
                     maximumValueLabel: try opt(maximum, "gauge maximum value label"))
    }
}

/// TextEditor(text:): fills the proposed size. Returns a view or 0.
@c(sl_text_editor) public func slTextEditor(_ d: UInt64, _ text: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in TextEditor(text: try requireString(text, "text editor text")) }
}

/// LabeledContent(title, value:): a Text label and a Text value. Returns a view or 0.
@c(sl_labeled_content) public func slLabeledContent(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        LabeledContent(try requireString(title, "labeled content title"), value: try requireString(value, "labeled content value"))
    }
}

/// LabeledContent { content } label: { label }: both views of the document. Returns a view or 0.
@c(sl_labeled_content_with_views) public func slLabeledContentWithViews(_ d: UInt64, _ label: UInt64, _ content: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        LabeledContent(content: try Registry.view(content, in: document), label: try Registry.view(label, in: document))
    }
}

/// ProgressView(value:total:) { label } currentValueLabel: { … }: `label` and `current` views of the
/// document, 0 for none; `value` NaN for indeterminate, `total` finite > 0. Returns a view or 0.
@c(sl_progress_view_with_labels) public func slProgressViewWithLabels(_ d: UInt64, _ label: UInt64, _ current: UInt64,
                                                                      _ value: Double, _ total: Double) -> UInt64 {
    make(d) { (document) throws(CError) in
        guard total.isFinite, total > 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "progress total must be finite and > 0, got \(total)") }
        return ProgressView(value: value.isNaN ? nil : try finite(value, "progress value"), total: total,
                            label: label == 0 ? nil : try Registry.view(label, in: document),
                            currentValueLabel: current == 0 ? nil : try Registry.view(current, in: document))
    }
}

/// ProgressView(title, value:, total:): `title` NULL for none, `value` NaN for indeterminate, `total`
/// finite > 0. Returns a view or 0.
@c(sl_progress_view) public func slProgressView(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ value: Double, _ total: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        guard total.isFinite, total > 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "progress total must be finite and > 0, got \(total)") }
        return ProgressView(title == nil ? nil : try requireString(title, "progress title"),
                            value: value.isNaN ? nil : try finite(value, "progress value"), total: total)
    }
}
