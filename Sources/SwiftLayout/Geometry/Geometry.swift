// Geometry: the value types every layout speaks in. Points, not pixels; unrounded Double arithmetic
// (rules §0). Named as SwiftUI names them, without the CG prefix.

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.init(width: width, height: height) }
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    public var description: String { "\(fmt(width))×\(fmt(height))" }
}

/// A location in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each edge.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }

    /// The rectangle with both corners snapped to the pixel grid of `scale` (rules §0: halves round up).
    public func roundedToPixels(scale: Double) -> Rect {
        guard scale > 0, scale.isFinite else { return self }
        // A coordinate whose pixel count is not finite (1e308 at @3x) or too large to have a fraction
        // (above 2^52 pixels every value is on the grid already) stays as it is, so snapping never makes
        // a finite frame infinite.
        func snap(_ v: Double) -> Double {
            let pixels = v * scale
            guard pixels.isFinite, abs(pixels) < 0x1p52 else { return v }
            return (pixels + 0.5).rounded(.down) / scale
        }
        let x0 = snap(minX), y0 = snap(minY), x1 = snap(maxX), y1 = snap(maxY)
        let width = x1 - x0, height = y1 - y0
        // maxX itself can overflow (1e308 + 1e308): then the unsnapped size, which is finite.
        return Rect(x: x0, y: y0, width: width.isFinite ? max(0, width) : self.width,
                    height: height.isFinite ? max(0, height) : self.height)
    }

    public var description: String { "(\(fmt(minX)), \(fmt(minY)), \(fmt(width)), \(fmt(height)))" }
}

/// Insets on the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// `length` on every edge in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
    public static let zero = EdgeInsets()

    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
    /// The sum of the two insets along `axis`.
    public func total(along axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
    public var description: String {
        "(top: \(fmt(top)), leading: \(fmt(leading)), bottom: \(fmt(bottom)), trailing: \(fmt(trailing)))"
    }
}

/// One edge of a rectangle (left-to-right layout: leading is the left edge).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, with SwiftUI's raw values (`top` 1, `leading` 2, `bottom` 4, `trailing` 8).
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public func contains(_ edge: Edge) -> Bool { contains(Set(edge)) }
        /// The edges of this set that lie on `axis`.
        public func on(_ axis: Axis) -> Set { intersection(axis == .horizontal ? .horizontal : .vertical) }
        public var description: String {
            if self == .all { return ".all" }
            if self.isEmpty { return "[]" }
            let names = Edge.allCases.filter { contains($0) }.map { ".\($0)" }
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }
}

/// A layout axis.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    /// The other axis.
    public var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
    /// The edge where coordinates along this axis are smallest (leading / top).
    public var leadingEdge: Edge { self == .horizontal ? .leading : .top }
    /// The edge where coordinates along this axis are largest (trailing / bottom).
    public var trailingEdge: Edge { self == .horizontal ? .trailing : .bottom }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Set.horizontal : Set.vertical) }
    }
}

/// What a parent offers a child: per axis, `nil` asks for the ideal size, `0` probes the minimum,
/// `.infinity` probes the maximum, any other value is a real offer (rules §1).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// The proposal with each `nil` replaced (SwiftUI's `replacingUnspecifiedDimensions(by:)`, default 10×10).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
    /// The proposal left for content inside `insets`: concrete dimensions shrink (never below 0), nil
    /// stays nil (padding, safeAreaPadding).
    public func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    /// A proposal built from a major-axis and a minor-axis value.
    static func make(major: Double?, minor: Double?, axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                            : ProposedViewSize(width: minor, height: major)
    }
    public var description: String {
        func f(_ v: Double?) -> String { v.map(fmt) ?? "nil" }
        return "\(f(width))×\(f(height))"
    }
}

/// A number printed the way the dumps print it: integers without a fraction, others to 3 decimals.
package func fmt(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    if abs(v) >= 1e15 { return String(v) }  // (v * 1000 would overflow to inf near the largest doubles)
    var s = String((v * 1000).rounded() / 1000)
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
}

/// `v` rounded down to an Int, clamped to 0…`limit` (NaN gives 0): for counts computed from lengths,
/// which can be huge or not a number for extreme input, where a plain `Int(_:)` would trap.
package func clampedCount(_ v: Double, limit: Int = 1 << 40) -> Int {
    guard v.isFinite || v == .infinity else { return 0 }
    if v >= Double(limit) { return limit }
    return v <= 0 ? 0 : Int(v.rounded(.down))
}

// Plain values: the layout pass keeps them in raw buffers.
extension Point: BitwiseCopyable {}
extension Size: BitwiseCopyable {}
extension Rect: BitwiseCopyable {}
