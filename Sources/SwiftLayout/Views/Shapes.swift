// Shapes and Color: they take whatever they are offered, and 10 on an axis offered nil (rules §1). A
// Circle is the exception: it is a square of the smaller of those two lengths, so in a 70 × 40 frame it
// is a centred 40 × 40 circle (measured: swiftui-web `shape/builtin` and `shape/in-stacks`, macOS 26.2).

/// What a shape or colour looks like when drawn; layout does not depend on it.
public enum ShapeKind: Hashable, Sendable {
    case rectangle, roundedRectangle(cornerRadius: Double), circle, ellipse, capsule, color
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
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .color: "Color"
        }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard case .circle = shape else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}

public struct Rectangle: View {
    public init() {}
    public var node: ViewNode { makeNode(ShapeLayout(shape: .rectangle, fill: nil)) }
}
public struct RoundedRectangle: View {
    public let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var node: ViewNode { makeNode(ShapeLayout(shape: .roundedRectangle(cornerRadius: cornerRadius), fill: nil)) }
}
public struct Circle: View {
    public init() {}
    public var node: ViewNode { makeNode(ShapeLayout(shape: .circle, fill: nil)) }
}
public struct Ellipse: View {
    public init() {}
    public var node: ViewNode { makeNode(ShapeLayout(shape: .ellipse, fill: nil)) }
}
public struct Capsule: View {
    public init() {}
    public var node: ViewNode { makeNode(ShapeLayout(shape: .capsule, fill: nil)) }
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
