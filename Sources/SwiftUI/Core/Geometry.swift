// SwiftUI's geometry value types (CGFloat-based, as SwiftUI declares them), each with its engine value.

internal import SwiftLayout

extension CGFloat {
    var d: Double { Double(self) }
}
extension Optional where Wrapped == CGFloat {
    var d: Double? { map { Double($0) } }
}
extension CGSize {
    var engine: SwiftLayout.Size { SwiftLayout.Size(Double(width), Double(height)) }
    init(_ s: SwiftLayout.Size) { self.init(width: s.width, height: s.height) }
}
extension CGPoint {
    var engine: SwiftLayout.Point { SwiftLayout.Point(Double(x), Double(y)) }
    init(_ p: SwiftLayout.Point) { self.init(x: p.x, y: p.y) }
}
extension CGRect {
    init(_ r: SwiftLayout.Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    var engine: SwiftLayout.Rect { SwiftLayout.Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        var engine: SwiftLayout.Edge.Set {
            var s: SwiftLayout.Edge.Set = []
            if contains(.top) { s.insert(.top) }
            if contains(.leading) { s.insert(.leading) }
            if contains(.bottom) { s.insert(.bottom) }
            if contains(.trailing) { s.insert(.trailing) }
            return s
        }
    }
    var engine: SwiftLayout.Edge {
        switch self { case .top: .top; case .leading: .leading; case .bottom: .bottom; case .trailing: .trailing }
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1), trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
        public init(_ e: HorizontalEdge) { self = e == .leading ? .leading : .trailing }
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ e: VerticalEdge) { self = e == .top ? .top : .bottom }
        var engine: SwiftLayout.VerticalEdge.Set {
            var s: SwiftLayout.VerticalEdge.Set = []
            if contains(.top) { s.insert(.top) }
            if contains(.bottom) { s.insert(.bottom) }
            return s
        }
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
        var engine: SwiftLayout.Axis.Set {
            var s: SwiftLayout.Axis.Set = []
            if contains(.horizontal) { s.insert(.horizontal) }
            if contains(.vertical) { s.insert(.vertical) }
            return s
        }
    }
    var engine: SwiftLayout.Axis { self == .horizontal ? .horizontal : .vertical }
    init(_ a: SwiftLayout.Axis) { self = a == .horizontal ? .horizontal : .vertical }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var engine: SwiftLayout.EdgeInsets {
        SwiftLayout.EdgeInsets(top: top.d, leading: leading.d, bottom: bottom.d, trailing: trailing.d)
    }
    init(_ e: SwiftLayout.EdgeInsets) { self.init(top: e.top, leading: e.leading, bottom: e.bottom, trailing: e.trailing) }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
    var engine: SwiftLayout.UnitPoint { SwiftLayout.UnitPoint(x: x.d, y: y.d) }
}

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { get { radians * 180 / .pi } set { radians = newValue * .pi / 180 } }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static func * (a: Angle, b: Double) -> Angle { Angle(radians: a.radians * b) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    var engine: SwiftLayout.Angle { SwiftLayout.Angle(degrees: degrees) }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
    var engine: SwiftLayout.ContentMode { self == .fit ? .fit : .fill }
}

/// The visibility of a UI element.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
    var engine: SwiftLayout.Visibility {
        switch self { case .automatic: .automatic; case .visible: .visible; case .hidden: .hidden }
    }
}

/// A direction in which a layout runs.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
    var engine: SwiftLayout.LayoutDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
    init(_ d: SwiftLayout.LayoutDirection) { self = d == .leftToRight ? .leftToRight : .rightToLeft }
}

/// A proposal for the size of a view.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    var engine: SwiftLayout.ProposedViewSize { SwiftLayout.ProposedViewSize(width: width.d, height: height.d) }
    init(_ p: SwiftLayout.ProposedViewSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
}

// MARK: - Alignment

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension AlignmentID {
    /// The guide's default as a fraction of the view's length: SwiftUI asks `defaultValue(in:)` of the
    /// view's dimensions; the engine keeps a fraction per guide, read here from a unit view. Defaults that
    /// are not proportional to the view's size are approximated (docs/SWIFTUI_COMPATIBILITY.md).
    static func fraction(_ axis: SwiftLayout.Axis) -> Double {
        Double(defaultValue(in: ViewDimensions(width: 1, height: 1)))
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let engine: SwiftLayout.HorizontalAlignment
    init(_ e: SwiftLayout.HorizontalAlignment) { engine = e }
    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        engine = SwiftLayout.HorizontalAlignment(key: AlignmentKey(name: String(reflecting: id), axis: .horizontal,
                                                                   defaultFraction: id.fraction(.horizontal)))
    }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.center)
    public static let trailing = HorizontalAlignment(.trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(.leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(.trailing)
    public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let engine: SwiftLayout.VerticalAlignment
    init(_ e: SwiftLayout.VerticalAlignment) { engine = e }
    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        engine = SwiftLayout.VerticalAlignment(key: AlignmentKey(name: String(reflecting: id), axis: .vertical,
                                                                 defaultFraction: id.fraction(.vertical)))
    }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.center)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
    public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
    var engine: SwiftLayout.Alignment { SwiftLayout.Alignment(horizontal: horizontal.engine, vertical: vertical.engine) }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    let base: SwiftLayout.ViewDimensions?
    let fixedWidth: CGFloat, fixedHeight: CGFloat
    init(_ d: SwiftLayout.ViewDimensions) { base = d; fixedWidth = d.width; fixedHeight = d.height }
    init(width: CGFloat, height: CGFloat) { base = nil; fixedWidth = width; fixedHeight = height }
    public var width: CGFloat { fixedWidth }
    public var height: CGFloat { fixedHeight }
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let base { return CGFloat(base.value(guide.engine.key)) }
        return guide == .trailing ? width : guide == .center ? width / 2 : 0
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let base { return CGFloat(base.value(guide.engine.key)) }
        return guide == .bottom ? height : guide == .center ? height / 2 : guide == .top ? 0 : height
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        base?.explicitValue(guide.engine.key).map { CGFloat($0) }
    }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        base?.explicitValue(guide.engine.key).map { CGFloat($0) }
    }
    public static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }
}
