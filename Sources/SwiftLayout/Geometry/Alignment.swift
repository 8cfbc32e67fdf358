// Alignment guides: the standard horizontal and vertical guides, text baselines, custom alignment IDs,
// the nine standard alignments, and ViewDimensions, through which a container reads a child's guide
// values — its defaults, or explicit values set with alignmentGuide or published by Text (rules §19).

/// The identity of a guide: its name, its axis, and its default value as a fraction of the view's length
/// on that axis (leading 0, center 0.5, trailing 1; baselines default to the bottom, 1).
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The name, interned: keys are compared and hashed in layout's inner loops, so they hold a number
    /// instead of a string (and a view that holds one copies without reference counting).
    let nameID: Int32
    public let axis: Axis
    public let defaultFraction: Double
    public init(name: String, axis: Axis, defaultFraction: Double) {
        self.nameID = AlignmentNames.intern(name)
        self.axis = axis
        self.defaultFraction = defaultFraction
    }
    public var name: String { AlignmentNames.name(nameID) }
    /// Text baselines: Text publishes explicit values for these.
    var isBaseline: Bool { nameID == AlignmentNames.firstBaseline || nameID == AlignmentNames.lastBaseline }
    public var description: String { ".\(name)" }
}

/// The names of alignment guides, interned process-wide (under a lock: custom guides may be made on
/// any thread). Names are never removed; there are as many as distinct guide names a program uses.
enum AlignmentNames {
    private static let table = Locked<(names: [String], ids: [String: Int32])>(([], [:]))
    static let firstBaseline = intern("firstTextBaseline")
    static let lastBaseline = intern("lastTextBaseline")

    static func intern(_ name: String) -> Int32 {
        table.withLock { t in
            if let id = t.ids[name] { return id }
            let id = Int32(truncatingIfNeeded: t.names.count)
            t.names.append(name)
            t.ids[name] = id
            return id
        }
    }
    static func name(_ id: Int32) -> String {
        table.withLock { t in t.names.indices.contains(Int(id)) ? t.names[Int(id)] : "?" }
    }
}

/// A guide that aligns views along the horizontal axis (a vertical line).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey
    init(_ name: String, _ fraction: Double) { key = AlignmentKey(name: name, axis: .horizontal, defaultFraction: fraction) }
    public static let leading = HorizontalAlignment("leading", 0)
    public static let center = HorizontalAlignment("center", 0.5)
    public static let trailing = HorizontalAlignment("trailing", 1)
    /// A custom alignment ID (SwiftUI's `AlignmentID`) whose default value is `default`'s.
    public init(custom name: String, default standard: HorizontalAlignment = .leading) {
        key = AlignmentKey(name: name, axis: .horizontal, defaultFraction: standard.key.defaultFraction)
    }
    func defaultValue(width: Double) -> Double { key.defaultFraction * width }
    public var description: String { key.description }
}

/// A guide that aligns views along the vertical axis (a horizontal line).
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey
    init(_ name: String, _ fraction: Double) { key = AlignmentKey(name: name, axis: .vertical, defaultFraction: fraction) }
    public static let top = VerticalAlignment("top", 0)
    public static let center = VerticalAlignment("center", 0.5)
    public static let bottom = VerticalAlignment("bottom", 1)
    /// The first line's baseline of the Text inside; the bottom for views without text.
    public static let firstTextBaseline = VerticalAlignment("firstTextBaseline", 1)
    /// The last line's baseline of the Text inside; the bottom for views without text.
    public static let lastTextBaseline = VerticalAlignment("lastTextBaseline", 1)
    /// A custom alignment ID whose default value is `default`'s.
    public init(custom name: String, default standard: VerticalAlignment = .top) {
        key = AlignmentKey(name: name, axis: .vertical, defaultFraction: standard.key.defaultFraction)
    }
    func defaultValue(height: Double) -> Double { key.defaultFraction * height }
    public var description: String { key.description }
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

/// A view's size together with its alignment guides, as a container sees it: explicit values (from
/// alignmentGuide, or a Text's baselines) where the view has them, the guide's default otherwise.
public struct ViewDimensions {
    public var width: Double
    public var height: Double
    /// Looks up explicit guide values; nil when the view has none for a key.
    let explicit: ((AlignmentKey) -> Double?)?

    public init(size: Size) { width = size.width; height = size.height; explicit = nil }
    init(size: Size, explicit: ((AlignmentKey) -> Double?)?) {
        width = size.width; height = size.height; self.explicit = explicit
    }
    public var size: Size { Size(width: width, height: height) }

    /// The value of the guide `key`: explicit if set, else its default.
    public func value(_ key: AlignmentKey) -> Double {
        if let explicit, let v = explicit(key) { return v }
        return key.defaultFraction * (key.axis == .horizontal ? width : height)
    }
    /// The explicit value of `key`, if the view has one.
    public func explicitValue(_ key: AlignmentKey) -> Double? { explicit?(key) }

    public subscript(guide: HorizontalAlignment) -> Double { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> Double { value(guide.key) }
    /// The point where `alignment`'s two guides cross, in the view's own coordinates.
    public subscript(alignment: Alignment) -> Point { Point(x: self[alignment.horizontal], y: self[alignment.vertical]) }
}
