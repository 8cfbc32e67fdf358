// Shapes and Color: they take whatever they are offered, and 10 on an axis offered nil (rules §1). A
// Circle is the exception: it is a square of the smaller of those two lengths, so in a 70 × 40 frame it
// is a centred 40 × 40 circle; `AnyShape` sizes exactly like the shape it erases (a type-erased Circle is
// that same square), and a rounded rectangle's corner style, elliptical corner size or uneven radii, and
// a capsule's style, change its outline only — never its frame (all measured: swiftui-web `shape/builtin`
// and `shape/in-stacks`, macOS 26.2; docs/LAYOUT_RULES.md §1).

/// The curve of a rounded corner: SwiftUI's `RoundedCornerStyle`. Drawing only.
public enum RoundedCornerStyle: String, CaseIterable, Hashable, Sendable {
    /// Apple's squircle-like continuous curvature (SwiftUI's default since iOS 17 / macOS 14).
    case continuous
    /// A quarter circle.
    case circular
}

/// The four radii of `UnevenRoundedRectangle` (SwiftUI's `RectangleCornerRadii`), leading/trailing as
/// the layout direction has them.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// What a shape or colour looks like when drawn; layout depends on it only through `isCircle`.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerSize: Size, style: RoundedCornerStyle)
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case circle, ellipse
    case capsule(style: RoundedCornerStyle)
    case color
    /// `Path { … }` and a custom `Shape` (its type's name): their geometry only draws; they lay out as every
    /// shape does, taking the proposal (Apple's `Shape` documentation: a shape's default `sizeThatFits` returns
    /// the proposal, nil replaced; measured for `Path` in swiftui-web `shape/path`, fixture sw_shape_path).
    case path
    case custom(String)
    /// `AnyShape(shape)`: the erased shape, which it lays out and draws as.
    /// (Only this case is boxed: the others' payloads stay inline, no allocation per shape.)
    indirect case anyShape(ShapeKind)

    /// The shape an `AnyShape` stands for (itself otherwise).
    var erased: ShapeKind { if case .anyShape(let inner) = self { inner.erased } else { self } }
}

/// The layout of every shape and of `Color`: the proposal, nil replaced by 10 (`replacingUnspecifiedDimensions`).
struct ShapeLayout: LeafLayout {
    let shape: ShapeKind
    /// The fill, as a colour name or `#rrggbb`; nil for a shape's default foreground.
    let fill: String?
    var name: String {
        switch shape {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .color: "Color"
        case .path: "Path"
        case .custom(let name): name
        case .anyShape: "AnyShape"
        }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard case .circle = shape.erased else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}

/// A view that is a shape: it can be type-erased with `AnyShape`.
public protocol Shape: View {
    /// What it is, for `AnyShape` and for pictures.
    var shapeKind: ShapeKind { get }
}
extension Shape {
    public var node: ViewNode { makeNode(ShapeLayout(shape: shapeKind, fill: nil)) }
}

/// `Path { path in … }`: lays out as a Rectangle (its drawing is not modelled).
public struct Path: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .path }
}
/// A custom `Shape` (`struct Arrow: Shape { func path(in:) … }`) with the default sizing: it takes the
/// proposal, as every shape; `name` is its type's name (the node's kind).
public struct CustomShape: Shape {
    public let name: String
    public init(_ name: String) { self.name = name.isEmpty ? "Shape" : String(name.prefix(200)) }
    public var shapeKind: ShapeKind { .custom(name) }
}

public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}
public struct RoundedRectangle: Shape {
    /// The corners' width and height (equal for `init(cornerRadius:style:)`).
    public let cornerSize: Size
    public let style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public var cornerRadius: Double { cornerSize.width }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerSize: cornerSize, style: style) }
}
/// `UnevenRoundedRectangle(cornerRadii:style:)`: a rectangle with its own radius per corner.
public struct UnevenRoundedRectangle: Shape {
    public let cornerRadii: RectangleCornerRadii
    public let style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public var shapeKind: ShapeKind { .unevenRoundedRectangle(cornerRadii, style: style) }
}
public struct Circle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}
public struct Ellipse: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
}
public struct Capsule: Shape {
    public let style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var shapeKind: ShapeKind { .capsule(style: style) }
}
/// `AnyShape(shape)`: a type-erased shape, laid out exactly as the shape it holds.
public struct AnyShape: Shape {
    public let shapeKind: ShapeKind
    public init(_ shape: some Shape) { shapeKind = .anyShape(shape.shapeKind) }
    /// Erases the shape a node stands for; nil when the node is not a bare shape (a modifier, a
    /// container, a Color, a named view).
    public init?(erasing node: ViewNode) {
        guard node.id == nil, let layout = node.layout(as: ShapeLayout.self), layout.fill == nil,
              layout.shape != .color else { return nil }
        shapeKind = .anyShape(layout.shape)
    }
}

/// A colour as a view. Named like SwiftUI's (`Color.red`) or given as `#rrggbb`.
public struct Color: View, Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var node: ViewNode { makeNode(ShapeLayout(shape: .color, fill: name)) }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
    public static let green = Color("green"), mint = Color("mint"), teal = Color("teal")
    public static let cyan = Color("cyan"), blue = Color("blue"), indigo = Color("indigo")
    public static let purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let white = Color("white"), gray = Color("gray"), black = Color("black")
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")

    /// The SwiftUI colour names this library knows.
    public static let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                               "purple", "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary"]

    /// True for a known name or a `#rgb` / `#rrggbb` / `#rrggbbaa` hex colour.
    public static func isValid(_ name: String) -> Bool {
        if names.contains(name) { return true }
        guard name.hasPrefix("#") else { return false }
        let hex = name.dropFirst()
        return [3, 6, 8].contains(hex.count) && hex.allSatisfy(\.isHexDigit)
    }
}

/// `LinearGradient(colors:startPoint:endPoint:)` used as a view: it takes the proposal like a Color
/// (nil → 10). The colours and points are kept for pictures; layout does not depend on them.
struct GradientLayout: LeafLayout {
    let colors: [String]
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    var name: String { "LinearGradient" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}
public struct LinearGradient: View {
    public let colors: [String]
    public let startPoint: UnitPoint
    public let endPoint: UnitPoint
    public init(colors: [String], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public var node: ViewNode { makeNode(GradientLayout(colors: colors, startPoint: startPoint, endPoint: endPoint)) }
}
