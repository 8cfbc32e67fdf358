// AnyLayout and the layout values it erases: HStackLayout, VStackLayout, ZStackLayout, GridLayout (and any
// CustomLayout). `AnyLayout(VStackLayout(spacing: 4)) { … }` lays its views out exactly as
// `VStack(spacing: 4) { … }` does — the stack views are these layouts applied to their content — so a
// switch between layouts keeps the views and changes only the arrangement. Measured: swiftui-web
// `customlayout/any` (fixture swm3_anylayout_vstacklayout_after_switch): after switching to
// VStackLayout(spacing: 4), 16 + 4 + 20 + 4 + 16 = 60 tall, 35.5 wide, centred.

/// A layout value an AnyLayout can hold.
public protocol LayoutDescription: Sendable {
    /// The view this layout makes of `children`.
    func makeView(children: [ViewNode]) -> ViewNode
}

/// The layout of an HStack, as a value.
public struct HStackLayout: LayoutDescription {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) { self.alignment = alignment; self.spacing = spacing }
    public func makeView(children: [ViewNode]) -> ViewNode { HStack(alignment: alignment, spacing: spacing, children: children).node }
}

/// The layout of a VStack, as a value.
public struct VStackLayout: LayoutDescription {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) { self.alignment = alignment; self.spacing = spacing }
    public func makeView(children: [ViewNode]) -> ViewNode { VStack(alignment: alignment, spacing: spacing, children: children).node }
}

/// The layout of a ZStack, as a value.
public struct ZStackLayout: LayoutDescription {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func makeView(children: [ViewNode]) -> ViewNode { ZStack(alignment: alignment, children: children).node }
}

/// The layout of a Grid, as a value (its children are GridRows and full-width views).
public struct GridLayout: LayoutDescription {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
    public func makeView(children: [ViewNode]) -> ViewNode {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: children).node
    }
}

/// A user layout (CustomLayout) as a layout value.
public struct CustomLayoutDescription: LayoutDescription {
    public let layout: any CustomLayout
    public init(_ layout: any CustomLayout) { self.layout = layout }
    public func makeView(children: [ViewNode]) -> ViewNode { LayoutView(layout, children: children).node }
}

/// A type-erased layout: `AnyLayout(isWide ? HStackLayout() : VStackLayout()) { … }`.
public struct AnyLayout: Sendable {
    public let layout: any LayoutDescription
    public init(_ layout: any LayoutDescription) { self.layout = layout }
    public init(_ layout: any CustomLayout) { self.layout = CustomLayoutDescription(layout) }
    /// The views laid out with this layout (Groups among them are expanded).
    public func callAsFunction(@ViewBuilder content: () -> [ViewNode]) -> AnyView { callAsFunction(children: content()) }
    public func callAsFunction(children: [any View]) -> AnyView {
        AnyView(layout.makeView(children: expandGroups(children.map(\.node))))
    }
}
