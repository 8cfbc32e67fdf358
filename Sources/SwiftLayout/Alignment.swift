// Alignment guides: the standard horizontal and vertical guides, the nine standard alignments, and
// ViewDimensions, through which a container reads a child's guide values (rules §5, §19).

/// A guide that aligns views along the horizontal axis (a vertical line).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    enum Key: Hashable, Sendable { case leading, center, trailing }
    let key: Key
    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .center)
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// The guide's value in a view of width `width` when nothing overrides it.
    func defaultValue(width: Double) -> Double {
        switch key {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
    public var description: String { ".\(key)" }
}

/// A guide that aligns views along the vertical axis (a horizontal line).
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    enum Key: Hashable, Sendable { case top, center, bottom }
    let key: Key
    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .center)
    public static let bottom = VerticalAlignment(key: .bottom)

    func defaultValue(height: Double) -> Double {
        switch key {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }
    public var description: String { ".\(key)" }
}

/// A horizontal and a vertical guide together.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine standard alignments by their SwiftUI names, in a fixed order.
    public static let standard: [(name: String, alignment: Alignment)] = [
        ("center", .center), ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("trailing", .trailing), ("bottomLeading", .bottomLeading),
        ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The point of this alignment inside a rectangle of `size`, with default guide values.
    func point(in size: Size) -> Point {
        Point(x: horizontal.defaultValue(width: size.width), y: vertical.defaultValue(height: size.height))
    }
    public var description: String {
        Alignment.standard.first { $0.alignment == self }.map { ".\($0.name)" } ?? "\(horizontal)/\(vertical)"
    }
}

/// A view's size together with its alignment guides, as a container sees it.
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(size: Size) { width = size.width; height = size.height }
    public var size: Size { Size(width: width, height: height) }
    public subscript(guide: HorizontalAlignment) -> Double { guide.defaultValue(width: width) }
    public subscript(guide: VerticalAlignment) -> Double { guide.defaultValue(height: height) }
    /// The point where `alignment`'s two guides cross, in the view's own coordinates.
    public subscript(alignment: Alignment) -> Point { Point(x: self[alignment.horizontal], y: self[alignment.vertical]) }
}
