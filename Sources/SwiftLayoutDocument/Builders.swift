// Validated construction: the one place where the bindings (C, the JSON document, Python through either)
// turn untrusted numbers and names into views. Each builder checks its input and throws a LayoutError
// naming the problem; the Swift API in the concept files stays as permissive as SwiftUI's.
import SwiftLayout

public enum Build {
    /// A length that must be finite and ≥ 0 when present (nil passes through).
    static func length(_ v: Double?, _ what: String) throws(LayoutError) -> Double? {
        guard let v else { return nil }
        guard v.isFinite, v >= 0 else { throw .invalid("\(what) must be a finite number ≥ 0, got \(fmt(v))") }
        return v
    }
    /// A value that must be finite when present.
    static func finite(_ v: Double?, _ what: String) throws(LayoutError) -> Double? {
        guard let v else { return nil }
        guard v.isFinite else { throw .invalid("\(what) must be finite, got \(fmt(v))") }
        return v
    }

    /// The largest count-like argument (gridCellColumns, lineLimit, containerRelativeFrame's count and
    /// span) any binding accepts: C, the JSON document and Python share it.
    public static let maxCount = 1_000_000
    /// A count-like argument: an integer in 1…`maxCount`.
    public static func count(_ n: Int, _ what: String) throws(LayoutError) -> Int {
        guard n >= 1, n <= maxCount else { throw .invalid("\(what) must be an integer in 1…\(maxCount), got \(n)") }
        return n
    }
    /// `count` for a number from a document (any double).
    static func count(_ n: Double, _ what: String) throws(LayoutError) -> Int {
        guard n == n.rounded(), n >= 1, n <= Double(maxCount) else {
            throw .invalid("\(what) must be an integer in 1…\(maxCount), got \(fmt(n))")
        }
        return Int(n)
    }
    public static func gridCellColumns(_ view: any View, _ count: Int) throws(LayoutError) -> ModifiedContent {
        view.gridCellColumns(try Build.count(count, "gridCellColumns count"))
    }
    /// lineLimit: nil (no limit) or 1…`maxCount` lines.
    public static func lineLimit(_ view: any View, _ limit: Int?) throws(LayoutError) -> ModifiedContent {
        view.lineLimit(try limit.map { n throws(LayoutError) in try Build.count(n, "lineLimit") })
    }

    /// An id or coordinate-space name: any text without NUL (C strings end at NUL, so "a\\0b" would be
    /// looked up as "a").
    public static func identifier(_ text: String, _ what: String) throws(LayoutError) -> String {
        guard !text.utf8.contains(0) else { throw .invalid("\(what) \(quoted(text.split(separator: "\0", omittingEmptySubsequences: false).joined(separator: "\\0"))) contains NUL (U+0000), which ids may not") }
        return text
    }

    public static func color(_ name: String) throws(LayoutError) -> Color {
        guard Color.isValid(name) else {
            throw .invalid("unknown color \(quoted(name)); use #rrggbb or one of: \(Color.names.joined(separator: ", "))")
        }
        return Color(name)
    }
    public static func roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle = .continuous) throws(LayoutError) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: try length(cornerRadius, "cornerRadius") ?? 0, style: style)
    }
    public static func roundedRectangle(cornerWidth: Double, cornerHeight: Double,
                                        style: RoundedCornerStyle = .continuous) throws(LayoutError) -> RoundedRectangle {
        RoundedRectangle(cornerSize: Size(width: try length(cornerWidth, "cornerSize width") ?? 0,
                                          height: try length(cornerHeight, "cornerSize height") ?? 0), style: style)
    }
    /// UnevenRoundedRectangle: each radius finite and ≥ 0.
    public static func unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double,
                                              topTrailing: Double, style: RoundedCornerStyle = .continuous) throws(LayoutError) -> UnevenRoundedRectangle {
        func r(_ v: Double, _ corner: String) throws(LayoutError) -> Double { try length(v, "cornerRadii \(corner)") ?? 0 }
        return UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
            topLeading: try r(topLeading, "topLeading"), bottomLeading: try r(bottomLeading, "bottomLeading"),
            bottomTrailing: try r(bottomTrailing, "bottomTrailing"), topTrailing: try r(topTrailing, "topTrailing")), style: style)
    }
    /// AnyShape(shape): `shape` must be a bare shape (Rectangle, RoundedRectangle, UnevenRoundedRectangle,
    /// Circle, Ellipse, Capsule or another AnyShape; no modifiers, no id).
    public static func anyShape(_ shape: ViewNode) throws(LayoutError) -> AnyShape {
        guard let erased = AnyShape(erasing: shape) else {
            throw .invalid("AnyShape needs a shape without modifiers or id (Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse, Capsule, Path, a custom Shape or AnyShape), got \(shape.typeName(maxDepth: 2))")
        }
        return erased
    }
    /// `.clipShape(shape)`: the shape is a bare shape, fitted to the content's bounds (drawing only).
    public static func clipShape(_ content: ViewNode, _ shape: ViewNode) throws(LayoutError) -> ModifiedContent {
        guard let erased = AnyShape(erasing: shape) else {
            throw .invalid("clipShape needs a shape without modifiers or id (Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse, Capsule, Path, a custom Shape or AnyShape), got \(shape.typeName(maxDepth: 2))")
        }
        return content.clipShape(erased)
    }
    public static func spacer(minLength: Double?) throws(LayoutError) -> Spacer {
        Spacer(minLength: try length(minLength, "Spacer minLength"))
    }
    public static func vstack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode]) throws(LayoutError) -> VStack {
        VStack(alignment: alignment, spacing: try finite(spacing, "VStack spacing"), children: children)
    }
    public static func hstack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode]) throws(LayoutError) -> HStack {
        HStack(alignment: alignment, spacing: try finite(spacing, "HStack spacing"), children: children)
    }

    public static func frame(_ view: any View, width: Double?, height: Double?, alignment: Alignment) throws(LayoutError) -> ModifiedContent {
        view.frame(width: try length(width, "frame width"), height: try length(height, "frame height"), alignment: alignment)
    }

    /// A flexible frame. min and ideal must be finite and ≥ 0; max may be +∞; no NaN anywhere.
    public static func flexFrame(_ view: any View, minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                                 minHeight: Double?, idealHeight: Double?, maxHeight: Double?,
                                 alignment: Alignment) throws(LayoutError) -> ModifiedContent {
        let v = try flexFrameValues(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight)
        return view.frame(minWidth: v.0, idealWidth: v.1, maxWidth: v.2, minHeight: v.3, idealHeight: v.4, maxHeight: v.5,
                          alignment: alignment)
    }

    /// `flexFrame`'s six lengths (min, ideal, max width; then height), checked.
    static func flexFrameValues(_ minWidth: Double?, _ idealWidth: Double?, _ maxWidth: Double?, _ minHeight: Double?,
                                _ idealHeight: Double?, _ maxHeight: Double?)
        throws(LayoutError) -> (Double?, Double?, Double?, Double?, Double?, Double?) {
        func maxValue(_ v: Double?, _ what: String) throws(LayoutError) -> Double? {
            guard let v else { return nil }
            guard !v.isNaN, v >= 0 else { throw .invalid("\(what) must be ≥ 0 or infinity, got \(fmt(v))") }
            return v
        }
        let values = (try length(minWidth, "frame minWidth"), try length(idealWidth, "frame idealWidth"),
                      try maxValue(maxWidth, "frame maxWidth"), try length(minHeight, "frame minHeight"),
                      try length(idealHeight, "frame idealHeight"), try maxValue(maxHeight, "frame maxHeight"))
        if let lo = values.0, let hi = values.2, lo > hi { throw .invalid("frame minWidth \(fmt(lo)) is larger than max \(fmt(hi))") }
        if let lo = values.3, let hi = values.5, lo > hi { throw .invalid("frame minHeight \(fmt(lo)) is larger than max \(fmt(hi))") }
        return values
    }

    public static func padding(_ view: any View, edges: Edge.Set, length: Double?) throws(LayoutError) -> ModifiedContent {
        view.padding(edges, try finite(length, "padding length"))
    }
    public static func padding(_ view: any View, insets: EdgeInsets) throws(LayoutError) -> ModifiedContent {
        for edge in Edge.allCases { _ = try finite(insets[edge], "padding \(edge) inset") }
        return view.padding(insets)
    }
    public static func border(_ view: any View, color: String, width: Double) throws(LayoutError) -> ModifiedContent {
        view.border(try self.color(color), width: try length(width, "border width") ?? 1)
    }
    public static func offset(_ view: any View, x: Double, y: Double) throws(LayoutError) -> ModifiedContent {
        view.offset(x: try finite(x, "offset x") ?? 0, y: try finite(y, "offset y") ?? 0)
    }
    public static func position(_ view: any View, x: Double, y: Double) throws(LayoutError) -> ModifiedContent {
        view.position(x: try finite(x, "position x") ?? 0, y: try finite(y, "position y") ?? 0)
    }
    public static func layoutPriority(_ view: any View, _ priority: Double) throws(LayoutError) -> ModifiedContent {
        view.layoutPriority(try finite(priority, "layoutPriority") ?? 0)
    }
    public static func aspectRatio(_ view: any View, ratio: Double?, contentMode: ContentMode) throws(LayoutError) -> ModifiedContent {
        if let ratio, !(ratio.isFinite && ratio > 0) {
            throw .invalid("aspectRatio must be a finite number > 0 (or nil for the content's own), got \(fmt(ratio))")
        }
        return view.aspectRatio(ratio, contentMode: contentMode)
    }
    public static func placeholder(_ name: String, minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                                   minHeight: Double?, idealHeight: Double?, maxHeight: Double?) throws(LayoutError) -> Placeholder {
        try Placeholder(name, minSize: Size(minWidth ?? 0, minHeight ?? 0),
                        idealSize: Size(idealWidth ?? min(max(10, minWidth ?? 0), maxWidth ?? .infinity),
                                        idealHeight ?? min(max(10, minHeight ?? 0), maxHeight ?? .infinity)),
                        maxSize: Size(maxWidth ?? .infinity, maxHeight ?? .infinity))
    }

    public static func containerRelativeFrame(_ view: any View, axes: Axis.Set, count: Int, span: Int, spacing: Double,
                                              alignment: Alignment) throws(LayoutError) -> ModifiedContent {
        guard !axes.isEmpty else { throw .invalid("containerRelativeFrame needs at least one axis") }
        _ = try Build.count(count, "containerRelativeFrame count")
        _ = try Build.count(span, "containerRelativeFrame span")
        return view.containerRelativeFrame(axes, count: count, span: span,
                                           spacing: try finite(spacing, "containerRelativeFrame spacing") ?? 0,
                                           alignment: alignment)
    }
    public static func safeAreaInset(_ view: any View, edge: Edge, alignment: Alignment, spacing: Double?,
                                     content: any View) throws(LayoutError) -> ModifiedContent {
        view.safeAreaInset(edge: edge, alignment: alignment, spacing: try finite(spacing, "safeAreaInset spacing"), content: content)
    }
    public static func safeAreaPadding(_ view: any View, edges: Edge.Set, length: Double?) throws(LayoutError) -> ModifiedContent {
        view.safeAreaPadding(edges, try finite(length, "safeAreaPadding length"))
    }
    public static func scrollView(_ content: any View, axes: Axis.Set, offset: Point,
                                  showsIndicators: Bool = true) throws(LayoutError) -> ScrollView {
        guard !axes.isEmpty else { throw .invalid("a ScrollView needs at least one axis") }
        return ScrollView(axes, showsIndicators: showsIndicators, offset: Point(x: try finite(offset.x, "scroll offset x") ?? 0,
                                                                                y: try finite(offset.y, "scroll offset y") ?? 0), content: content)
    }
    public static func tabView(selection: Int, tabs: [any View]) throws(LayoutError) -> TabView {
        guard selection >= 0, selection < max(tabs.count, 1) else {
            throw .invalid("TabView selection \(selection) is out of range 0..<\(tabs.count)")
        }
        return TabView(selection: selection, tabs: tabs)
    }
}
