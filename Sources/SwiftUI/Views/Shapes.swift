// Colours, shape styles, shapes, paths and images. A shape's path never changes layout: a Shape takes its
// proposal as the engine's shapes do (a Circle the square inside it: the engine's Circle), whatever
// `path(in:)` draws.

internal import SwiftLayout

/// A type that you use to describe a fill or stroke (no layout effect).
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    let name: String
    nonisolated init(name: String) { self.name = name }
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    nonisolated public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    nonisolated public init(white: Double, opacity: Double = 1) { name = "white" }
    nonisolated public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { name = "white" }
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name = "hsb" }
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    nonisolated public static let red = Color(name: "red"), orange = Color(name: "orange"), yellow = Color(name: "yellow")
    nonisolated public static let green = Color(name: "green"), mint = Color(name: "mint"), teal = Color(name: "teal")
    nonisolated public static let cyan = Color(name: "cyan"), blue = Color(name: "blue"), indigo = Color(name: "indigo")
    nonisolated public static let purple = Color(name: "purple"), pink = Color(name: "pink"), brown = Color(name: "brown")
    nonisolated public static let white = Color(name: "white"), gray = Color(name: "gray"), black = Color(name: "black")
    nonisolated public static let clear = Color(name: "clear"), primary = Color(name: "primary"), secondary = Color(name: "secondary")
    nonisolated public static let accentColor = Color(name: "blue")
    nonisolated public func opacity(_ opacity: Double) -> Color { self }
    nonisolated public var gradient: AnyGradient { AnyGradient() }
    nonisolated public func mix(with other: Color, by fraction: Double) -> Color { self }
    nonisolated public var description: String { name }
    /// The engine's colour of this one (a colour's value never changes layout).
    var engine: SwiftLayout.Color { SwiftLayout.Color(SwiftLayout.Color.isValid(name) ? name : "gray") }
    public var body: Never { fatalError("Color has no body") }
}

extension Color: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [engine.node] }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
/// The view's tint.
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
/// A background material type.
public struct Material: ShapeStyle {
    public static let ultraThin = Material(), thin = Material(), regular = Material(), thick = Material(), ultraThick = Material()
    public static let bar = Material()
}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle { public init<S: ShapeStyle>(_ style: S) {} }
/// A selection style.
public struct SelectionShapeStyle: ShapeStyle { public init() {} }
/// A color gradient.
public struct AnyGradient: ShapeStyle, Hashable {}
/// A color gradient represented as an array of color stops.
public struct Gradient: ShapeStyle, Hashable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) { stops = colors.map { Stop(color: $0, location: 0) } }
    public init(stops: [Stop]) { self.stops = stops }
}
extension ShapeStyle {
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}
/// A style to use when rendering shadows.
public struct ShadowStyle: Sendable {
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

/// A linear gradient (a view that takes its proposal).
public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError("LinearGradient has no body") }
}
extension LinearGradient: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        [SwiftLayout.LinearGradient(colors: ["gray"], startPoint: .top, endPoint: .bottom).node]
    }
}
/// A radial gradient (laid out as a linear one: it takes its proposal).
public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public var body: Never { fatalError("RadialGradient has no body") }
}
extension RadialGradient: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        [SwiftLayout.LinearGradient(colors: ["gray"], startPoint: .top, endPoint: .bottom).node]
    }
}
/// An angular gradient (laid out as a linear one: it takes its proposal).
public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public var body: Never { fatalError("AngularGradient has no body") }
}
extension AngularGradient: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        [SwiftLayout.LinearGradient(colors: ["gray"], startPoint: .top, endPoint: .bottom).node]
    }
}
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

// MARK: - Shapes

/// The fill style of a shape.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
/// The characteristics of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) { self.lineWidth = lineWidth; self.dash = dash }
}
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var engine: SwiftLayout.RoundedCornerStyle { self == .circular ? .circular : .continuous }
}

/// A 2D shape that you can use when drawing a view. Laid out as the engine's shapes are: it takes its
/// proposal (a Circle, the largest square inside it); `path(in:)` does not change its frame.
public protocol Shape: View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The engine's shape for this one: a built-in shape's own; a custom shape is laid out as a Rectangle.
    var engineShape: SwiftLayout.AnyShape {
        let shape: any SwiftLayout.Shape = (self as? EngineShape)?.engineKind ?? SwiftLayout.Rectangle()
        return SwiftLayout.AnyShape(shape)
    }
    public var body: some View { ShapeView(shape: (self as? EngineShape)?.engineKind) }
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View { self }
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    public func stroke(style: StrokeStyle) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    public func inset(by amount: CGFloat) -> some Shape { self }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    public func offset(_ offset: CGSize) -> some Shape { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
}

/// A shape type that can inset itself.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape: its engine shape.
@MainActor protocol EngineShape {
    var engineKind: any SwiftLayout.Shape { get }
}

struct ShapeView: View, PrimitiveView {
    let shape: (any SwiftLayout.Shape)?
    var body: Never { fatalError("ShapeView has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [shape?.node ?? SwiftLayout.Rectangle().node] }
}

public struct Rectangle: Shape, EngineShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var engineKind: any SwiftLayout.Shape { SwiftLayout.Rectangle() }
}
public struct RoundedRectangle: Shape, EngineShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var engineKind: any SwiftLayout.Shape { SwiftLayout.RoundedRectangle(cornerSize: cornerSize.engine, style: style.engine) }
}
public struct UnevenRoundedRectangle: Shape, EngineShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var engineKind: any SwiftLayout.Shape {
        SwiftLayout.UnevenRoundedRectangle(cornerRadii: SwiftLayout.RectangleCornerRadii(
            topLeading: cornerRadii.topLeading.d, bottomLeading: cornerRadii.bottomLeading.d,
            bottomTrailing: cornerRadii.bottomTrailing.d, topTrailing: cornerRadii.topTrailing.d), style: style.engine)
    }
}
/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}
public struct Circle: Shape, EngineShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var engineKind: any SwiftLayout.Shape { SwiftLayout.Circle() }
}
public struct Ellipse: Shape, EngineShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var engineKind: any SwiftLayout.Shape { SwiftLayout.Ellipse() }
}
public struct Capsule: Shape, EngineShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var engineKind: any SwiftLayout.Shape { SwiftLayout.Capsule(style: style.engine) }
}
/// A type-erased shape value.
public struct AnyShape: Shape, EngineShape {
    let kind: SwiftLayout.AnyShape
    public init<S: Shape>(_ shape: S) { kind = shape.engineShape }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var engineKind: any SwiftLayout.Shape { kind }
}
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// The outline of a 2D shape. Its elements are kept for nothing: a path does not change layout.
public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> Void) { var p = Path(); callback(&p) }
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {}
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {}
    public mutating func addPath(_ path: Path) {}
    public mutating func closeSubpath() {}
    public var isEmpty: Bool { true }
    public var boundingRect: CGRect { .zero }
    public func path(in rect: CGRect) -> Path { self }
}

// MARK: - Images

/// A view that displays an image. An asset's size is not known on Linux: `Image("name")` is a 100 × 100
/// point image unless told otherwise with `Image.registerAsset(_:size:)` (docs/SWIFTUI_COMPATIBILITY.md).
public struct Image: View, Equatable {
    let name: String
    let systemName: String?
    var isResizable = false
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name; systemName = nil }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name; systemName = nil }
    public init(decorative name: String, bundle: Bundle? = nil) { self.name = name; systemName = nil }
    public init(systemName: String) { name = systemName; self.systemName = systemName }
    public init(systemName: String, variableValue: Double?) { name = systemName; self.systemName = systemName }
    public enum ResizingMode: Sendable { case tile, stretch }
    public enum Interpolation: Sendable { case none, low, medium, high }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        var engine: SwiftLayout.ImageScale {
            switch self { case .small: .small; case .medium: .medium; case .large: .large }
        }
    }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// The assumed intrinsic size of asset images (no asset catalogue on Linux).
    nonisolated(unsafe) static var assetSizes: [String: CGSize] = [:]
    public static let defaultAssetSize = CGSize(width: 100, height: 100)
    /// Declares the intrinsic size of the asset `name` for layouts (not SwiftUI's: asset catalogues are not
    /// read on Linux).
    public static func registerAsset(_ name: String, size: CGSize) { assetSizes[name] = size }
    var engineImage: SwiftLayout.Image {
        var image: SwiftLayout.Image
        if let systemName {
            image = SwiftLayout.Image(systemName: systemName)
        } else {
            let size = Image.assetSizes[name] ?? Image.defaultAssetSize
            image = SwiftLayout.Image(name, width: size.width.d, height: size.height.d)
        }
        return isResizable ? image.resizable() : image
    }
    public var body: Never { fatalError("Image has no body") }
    nonisolated public static func == (a: Image, b: Image) -> Bool { a.name == b.name && a.systemName == b.systemName && a.isResizable == b.isResizable }
}

extension Image: PrimitiveView {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [engineImage.node] }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { engine { node, _ in node.imageScale(scale.engine) } }
}

/// An immediate mode drawing destination: laid out as the engine's Canvas (it takes its proposal).
public struct Canvas<Symbols>: View, PrimitiveView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {}
    public var body: Never { fatalError("Canvas has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [SwiftLayout.Canvas().node] }
}
/// The drawing context of a Canvas (drawing is not done on Linux: its calls do nothing).
public struct GraphicsContext {
    public mutating func fill<S: ShapeStyle>(_ path: Path, with shading: S) {}
    public mutating func stroke<S: ShapeStyle>(_ path: Path, with shading: S, lineWidth: CGFloat = 1) {}
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public var opacity: Double = 1
}
