// The modifiers that change layout: each is the engine's modifier of the same name.

internal import SwiftLayout

/// A user closure handed to the engine, which calls it synchronously on the thread laying out (the main
/// actor here): the engine's callbacks are `@Sendable`, SwiftUI's closures are main-actor code.
struct MainActorCall<T>: @unchecked Sendable {
    let call: T
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        engine { node, _ in node.frame(width: width.d, height: height.d, alignment: alignment.engine) }
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        engine { node, _ in
            node.frame(minWidth: minWidth.d, idealWidth: idealWidth.d, maxWidth: maxWidth.d, minHeight: minHeight.d,
                       idealHeight: idealHeight.d, maxHeight: maxHeight.d, alignment: alignment.engine)
        }
    }
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { frame(width: nil, height: nil) }

    public func padding(_ insets: EdgeInsets) -> some View { engine { node, _ in node.padding(insets.engine) } }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        engine { node, _ in node.padding(edges.engine, length.d) }
    }
    public func padding(_ length: CGFloat) -> some View { engine { node, _ in node.padding(length.d) } }

    public func fixedSize() -> some View { engine { node, _ in node.fixedSize() } }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        engine { node, _ in node.fixedSize(horizontal: horizontal, vertical: vertical) }
    }
    public func layoutPriority(_ value: Double) -> some View { engine { node, _ in node.layoutPriority(value) } }
    public func offset(_ offset: CGSize) -> some View { engine { node, _ in node.offset(x: offset.width.d, y: offset.height.d) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { engine { node, _ in node.offset(x: x.d, y: y.d) } }
    public func position(_ position: CGPoint) -> some View { engine { node, _ in node.position(x: position.x.d, y: position.y.d) } }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { engine { node, _ in node.position(x: x.d, y: y.d) } }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        engine { node, _ in node.aspectRatio(aspectRatio.d, contentMode: contentMode.engine) }
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        engine { node, _ in node.aspectRatio(aspectRatio.engine, contentMode: contentMode.engine) }
    }
    public func scaledToFit() -> some View { engine { node, _ in node.aspectRatio(nil, contentMode: .fit) } }
    public func scaledToFill() -> some View { engine { node, _ in node.aspectRatio(nil, contentMode: .fill) } }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let overlay = content()
        return engine { node, context in node.overlay(single(makeNodes(overlay, context)), alignment: alignment.engine) }
    }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        engine { node, context in node.overlay(single(makeNodes(overlay, context)), alignment: alignment.engine) }
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        engine { node, _ in node.overlay((style as? Color)?.engine ?? SwiftLayout.Color("gray"), alignment: .center) }
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        engine { node, context in node.overlay(single(makeNodes(shape, context)), alignment: .center) }
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return engine { node, context in node.background(single(makeNodes(background, context)), alignment: alignment.engine) }
    }
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        engine { node, context in node.background(single(makeNodes(background, context)), alignment: alignment.engine) }
    }
    /// `.background(.red)`, `.background(.ultraThinMaterial)`: a fill that extends into the safe area on
    /// `edges` (the engine's background colour).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        engine { node, _ in node.background((style as? Color)?.engine ?? SwiftLayout.Color("gray"), ignoresSafeAreaEdges: edges.engine) }
    }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        engine { node, _ in node.background(SwiftLayout.Color("gray"), ignoresSafeAreaEdges: edges.engine) }
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        engine { node, context in node.background(single(makeNodes(shape, context)), alignment: .center) }
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        engine { node, context in node.background(single(makeNodes(shape, context)), alignment: .center) }
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        engine { node, _ in node.border(SwiftLayout.Color("gray"), width: width.d) }
    }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return engine { node, context in node.mask(alignment: alignment.engine, single(makeNodes(mask, context))) }
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        engine { node, context in node.mask(alignment: .center, single(makeNodes(mask, context))) }
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        engine { node, _ in node.ignoresSafeArea(regions.engine, edges: edges.engine) }
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { engine { node, _ in node.edgesIgnoringSafeArea(edges.engine) } }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return engine { node, context in
            node.safeAreaInset(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center).engine,
                               spacing: spacing.d, content: single(makeNodes(inset, context)))
        }
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return engine { node, context in
            node.safeAreaInset(edge: edge == .leading ? .leading : .trailing,
                               alignment: Alignment(horizontal: .center, vertical: alignment).engine,
                               spacing: spacing.d, content: single(makeNodes(inset, context)))
        }
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        engine { node, _ in
            node.safeAreaPadding(.top, insets.top.d).safeAreaPadding(.leading, insets.leading.d)
                .safeAreaPadding(.bottom, insets.bottom.d).safeAreaPadding(.trailing, insets.trailing.d)
        }
    }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        engine { node, _ in node.safeAreaPadding(edges.engine, length.d) }
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { engine { node, _ in node.safeAreaPadding(.all, length.d) } }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let call = MainActorCall(call: computeValue)
        return engine { node, _ in
            node.alignmentGuide(g.engine) { d in let dims = MainActorCall(call: d); return MainActor.assumeIsolated { Double(call.call(ViewDimensions(dims.call))) } }
        }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let call = MainActorCall(call: computeValue)
        return engine { node, _ in
            node.alignmentGuide(g.engine) { d in let dims = MainActorCall(call: d); return MainActor.assumeIsolated { Double(call.call(ViewDimensions(dims.call))) } }
        }
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        engine { node, _ in node.containerRelativeFrame(axes.engine, alignment: alignment.engine) }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        engine { node, _ in node.containerRelativeFrame(axes.engine, count: count, span: span, spacing: spacing.d, alignment: alignment.engine) }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        let call = MainActorCall(call: length)
        return engine { node, _ in
            node.containerRelativeFrame(axes.engine, alignment: alignment.engine) { length, axis in
                MainActor.assumeIsolated { Double(call.call(CGFloat(length), Axis(axis))) }
            }
        }
    }

    public func coordinateSpace(name: AnyHashable) -> some View { engine { node, _ in node.coordinateSpace(name: "\(name)") } }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { engine { node, _ in node.coordinateSpace(name: name.name) } }

    public func hidden() -> some View { engine { node, _ in node.hidden() } }
    public func zIndex(_ value: Double) -> some View { engine { node, _ in node.zIndex(value) } }
    public func layoutDirection(_ direction: LayoutDirection) -> some View { environment(\.layoutDirection, direction) }
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        engine { node, _ in node.flipsForRightToLeftLayoutDirection(enabled) }
    }

    // Effects the engine keeps as wrappers with their content's frame.
    public func opacity(_ opacity: Double) -> some View { engine { node, _ in node.opacity(opacity) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { engine { node, _ in node.blur(radius: radius.d, opaque: opaque) } }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        engine { node, _ in node.shadow(radius: radius.d, x: x.d, y: y.d) }
    }
    public func clipped(antialiased: Bool = false) -> some View { engine { node, _ in node.clipped(antialiased: antialiased) } }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        engine { node, _ in node.clipShape(shape.engineShape) }
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        engine { node, _ in node.cornerRadius(radius.d, antialiased: antialiased) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        engine { node, _ in node.rotationEffect(angle.engine, anchor: anchor.engine) }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        engine { node, _ in node.scaleEffect(s.d, anchor: anchor.engine) }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        engine { node, _ in node.scaleEffect(x: scale.width.d, y: scale.height.d, anchor: anchor.engine) }
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        engine { node, _ in node.scaleEffect(x: x.d, y: y.d, anchor: anchor.engine) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        engine { node, _ in node.rotation3DEffect(angle.engine, axis: (x: axis.x.d, y: axis.y.d, z: axis.z.d), anchor: anchor.engine) }
    }
    public func brightness(_ amount: Double) -> some View { engine { node, _ in node.brightness(amount) } }
    public func contrast(_ amount: Double) -> some View { engine { node, _ in node.contrast(amount) } }
    public func saturation(_ amount: Double) -> some View { engine { node, _ in node.saturation(amount) } }
    public func grayscale(_ amount: Double) -> some View { engine { node, _ in node.grayscale(amount) } }
    public func hueRotation(_ angle: Angle) -> some View { engine { node, _ in node.hueRotation(angle.engine) } }
    public func colorInvert() -> some View { engine { node, _ in node.colorInvert() } }
    public func colorMultiply(_ color: Color) -> some View { engine { node, _ in node.colorMultiply(SwiftLayout.Color("gray")) } }
    public func luminanceToAlpha() -> some View { engine { node, _ in node.luminanceToAlpha() } }
    public func blendMode(_ mode: BlendMode) -> some View { engine { node, _ in node.blendMode(.normal) } }
    public func compositingGroup() -> some View { engine { node, _ in node.compositingGroup() } }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        engine { node, _ in node.drawingGroup(opaque: opaque) }
    }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        layoutNeutral()
    }
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
    var engine: SwiftLayout.SafeAreaRegions {
        var r: SwiftLayout.SafeAreaRegions = []
        if contains(.container) { r.insert(.container) }
        if contains(.keyboard) { r.insert(.keyboard) }
        return r
    }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
    var engine: SwiftLayout.CoordinateSpace {
        switch self {
        case .global: .global
        case .local: .local
        case .named(let name): .named("\(name.base)")
        }
    }
}

extension CoordinateSpace {
    public static func named(_ name: String) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// The properties of a view that a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1), size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }
