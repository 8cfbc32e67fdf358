// Stacks, grids, lists, scroll views, navigation and the other containers: each is the engine's container of
// the same name over its content's nodes (Groups, ForEach and Sections among them opened up, as a SwiftUI
// container takes their views as its own).

internal import SwiftLayout

/// The nodes of builder content, opened up as a container's children.
@MainActor
func childNodes<V: View>(_ content: V, _ context: BuildContext) -> [ViewNode] { children(makeNodes(content, context)) }

/// One view of builder content (several make an implicit VStack, as SwiftUI's single-view slots do).
@MainActor
func oneNode<V: View>(_ content: V, _ context: BuildContext) -> ViewNode {
    let nodes = childNodes(content, context)
    return nodes.count == 1 ? nodes[0] : SwiftLayout.VStack(children: nodes).node
}

/// A primitive made by the engine from the build context (the views below are this with a stored closure).
protocol EngineBacked: View, PrimitiveView where Body == Never {
    var make: @MainActor (BuildContext) -> ViewNode { get }
}
extension EngineBacked {
    public var body: Never { fatalError("\(Self.self) has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [make(context)] }
}

public struct VStack<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        let content = content()
        make = { SwiftLayout.VStack(alignment: alignment.engine, spacing: spacing.d, children: childNodes(content, $0)).node }
    }
}
public struct HStack<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        let content = content()
        make = { SwiftLayout.HStack(alignment: alignment.engine, spacing: spacing.d, children: childNodes(content, $0)).node }
    }
}
public struct ZStack<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        let content = content()
        make = { SwiftLayout.ZStack(alignment: alignment.engine, children: childNodes(content, $0)).node }
    }
}
public struct LazyVStack<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        let content = content()
        make = {
            SwiftLayout.LazyVStack(alignment: alignment.engine, spacing: spacing.d, pinnedViews: pinnedViews.engine,
                                   children: childNodes(content, $0)).node
        }
    }
}
public struct LazyHStack<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        let content = content()
        make = {
            SwiftLayout.LazyHStack(alignment: alignment.engine, spacing: spacing.d, pinnedViews: pinnedViews.engine,
                                   children: childNodes(content, $0)).node
        }
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
    var engine: SwiftLayout.PinnedScrollableViews {
        var p: SwiftLayout.PinnedScrollableViews = []
        if contains(.sectionHeaders) { p.insert(.sectionHeaders) }
        if contains(.sectionFooters) { p.insert(.sectionFooters) }
        return p
    }
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: EngineBacked {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    var make: @MainActor (BuildContext) -> ViewNode { { [minLength] _ in SwiftLayout.Spacer(minLength: minLength.d).node } }
}

/// A visual element that can be used to separate other content.
public struct Divider: EngineBacked {
    public init() {}
    var make: @MainActor (BuildContext) -> ViewNode { { _ in SwiftLayout.Divider().node } }
}

// MARK: - ForEach

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("ForEach has no body") }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; id = { $0 }
    }
}

extension ForEach where Content: View {
    /// `ForEach($items) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        let base = data
        self.data = data.wrappedValue.indices.lazy.map { ($0, data.wrappedValue[$0].id) }
        self.content = { pair in content(Binding(get: { base.wrappedValue[pair.0] }, set: { base.wrappedValue[pair.0] = $0 })) }
        id = { $0.1 }
    }
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let base = data
        self.data = data.wrappedValue.indices.lazy.map { ($0, data.wrappedValue[$0][keyPath: id]) }
        self.content = { pair in content(Binding(get: { base.wrappedValue[pair.0] }, set: { base.wrappedValue[pair.0] = $0 })) }
        self.id = { $0.1 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        var views: [any SwiftLayout.View] = []
        var ids: [String?] = []
        for element in data {
            let made = SwiftUI.makeNodes(content(element), context)
            guard !made.isEmpty else { continue }
            views.append(single(made))
            ids.append("\(id(element))")
        }
        return [SwiftLayout.ForEach(views: views, ids: ids).node]
    }
}

// MARK: - Sections, lists, forms

/// A container view that you can use to add hierarchy within certain views.
@MainActor
public struct Section<Parent, Content, Footer> {
    let make: @MainActor (BuildContext) -> ViewNode
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError("Section has no body") }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        let (c, h, f) = (content(), header(), footer())
        make = { SwiftLayout.Section(header: oneNode(h, $0), footer: oneNode(f, $0), children: childNodes(c, $0)).node }
    }
    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    @MainActor public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.Section(header: oneNode(header, $0), footer: oneNode(footer, $0), children: childNodes(c, $0)).node }
    }
}
extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeNodes(_ context: BuildContext) -> [ViewNode] { [make(context)] }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.Section(header: nil, footer: nil, children: childNodes(c, $0)).node }
    }
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        let (c, h) = (content(), header())
        make = { SwiftLayout.Section(header: oneNode(h, $0), footer: nil, children: childNodes(c, $0)).node }
    }
    @available(*, deprecated, renamed: "Section(content:header:)")
    @MainActor public init(header: Parent, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.Section(header: oneNode(header, $0), footer: nil, children: childNodes(c, $0)).node }
    }
}
extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        let (c, f) = (content(), footer())
        make = { SwiftLayout.Section(header: nil, footer: oneNode(f, $0), children: childNodes(c, $0)).node }
    }
    @available(*, deprecated, renamed: "Section(content:footer:)")
    @MainActor public init(footer: Footer, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.Section(header: nil, footer: oneNode(footer, $0), children: childNodes(c, $0)).node }
    }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let c = content()
        let title = Text(titleKey)
        make = { SwiftLayout.Section(header: title.engineText, footer: nil, children: childNodes(c, $0)).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let c = content()
        let text = Text(title)
        make = { SwiftLayout.Section(header: text.engineText, footer: nil, children: childNodes(c, $0)).node }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }
}

/// A container that presents rows of data arranged in a single column, optionally providing the ability to
/// select one or more members.
public struct List<SelectionValue: Hashable, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        let c = ForEach(data, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        let c = ForEach(data, id: id, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        let c = ForEach(data, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
        where Content == ForEach<LazyMapCollection<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
              C.Element: Identifiable, C.Index: Hashable {
        let c = ForEach(data, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        let c = ForEach(data, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        let c = ForEach(data, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<SelectionValue?>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        let c = ForEach(data, id: id, content: rowContent)
        make = { SwiftLayout.List(rows: childNodes(c, $0)).node }
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors.
public struct Form<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.Form(rows: childNodes(c, $0)).node }
    }
}

// MARK: - Grids

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
        var engine: SwiftLayout.GridItem.Size {
            switch self {
            case .fixed(let v): .fixed(v.d)
            case .flexible(let lo, let hi): .flexible(minimum: lo.d, maximum: hi.d)
            case .adaptive(let lo, let hi): .adaptive(minimum: lo.d, maximum: hi.d)
            }
        }
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
    var engine: SwiftLayout.GridItem { SwiftLayout.GridItem(size.engine, spacing: spacing.d, alignment: alignment?.engine) }
}

public struct LazyVGrid<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.LazyVGrid(columns: columns.map(\.engine), alignment: alignment.engine, spacing: spacing.d, children: childNodes(c, $0)).node }
    }
}
public struct LazyHGrid<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.LazyHGrid(rows: rows.map(\.engine), alignment: alignment.engine, spacing: spacing.d, children: childNodes(c, $0)).node }
    }
}
public struct Grid<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        let c = content()
        make = {
            SwiftLayout.Grid(alignment: alignment.engine, horizontalSpacing: horizontalSpacing.d, verticalSpacing: verticalSpacing.d,
                             rows: childNodes(c, $0)).node
        }
    }
}
public struct GridRow<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.GridRow(alignment: alignment?.engine, cells: childNodes(c, $0)).node }
    }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { engine { node, _ in node.gridCellColumns(count) } }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { engine { node, _ in node.gridColumnAlignment(guide.engine) } }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { engine { node, _ in node.gridCellAnchor(anchor.engine) } }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { engine { node, _ in node.gridCellUnsizedAxes(axes.engine) } }
}

// MARK: - Scroll views

/// A scrollable view.
public struct ScrollView<Content: View>: EngineBacked {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content(); self.axes = axes; self.showsIndicators = showsIndicators
    }
    var make: @MainActor (BuildContext) -> ViewNode {
        { [content, axes, showsIndicators] in
            SwiftLayout.ScrollView(axes.engine, showsIndicators: showsIndicators, content: oneNode(content, $0)).node
        }
    }
}

/// A view that provides programmatic scrolling (the content at rest: nothing scrolls in a layout).
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Sendable {
    let engine: SwiftLayout.ScrollIndicatorVisibility
    public static let automatic = ScrollIndicatorVisibility(engine: .automatic)
    public static let visible = ScrollIndicatorVisibility(engine: .visible)
    public static let hidden = ScrollIndicatorVisibility(engine: .hidden)
    public static let never = ScrollIndicatorVisibility(engine: .never)
}
/// The role of a default scroll anchor.
public struct ScrollAnchorRole: Hashable, Sendable {
    let engine: SwiftLayout.ScrollAnchorRole
    public static let initialOffset = ScrollAnchorRole(engine: .initialOffset)
    public static let sizeChanges = ScrollAnchorRole(engine: .sizeChanges)
    public static let alignment = ScrollAnchorRole(engine: .alignment)
}
/// Whether a list alternates its rows' backgrounds (drawing only).
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let on: Bool
    public static let automatic = AlternatingRowBackgroundBehavior(on: false), enabled = AlternatingRowBackgroundBehavior(on: true)
    public static let disabled = AlternatingRowBackgroundBehavior(on: false)
}

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable {
    let engine: SwiftLayout.ContentMarginPlacement
    public static let automatic = ContentMarginPlacement(engine: .automatic)
    public static let scrollContent = ContentMarginPlacement(engine: .scrollContent)
    public static let scrollIndicators = ContentMarginPlacement(engine: .scrollIndicators)
}

extension View {
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        engine { node, _ in node.scrollIndicators(visibility.engine) }
    }
    public func scrollDisabled(_ disabled: Bool) -> some View { engine { node, _ in node.scrollDisabled(disabled) } }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        engine { node, _ in node.contentMargins(edges.engine, length.d ?? 16, for: placement.engine) }
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        engine { node, _ in node.contentMargins(length.d, for: placement.engine) }
    }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { engine { node, _ in node.defaultScrollAnchor(anchor?.engine) } }
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        engine { node, _ in node.defaultScrollAnchor(anchor?.engine, for: role.engine) }
    }
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { engine { node, _ in node.scrollIndicatorsFlash(onAppear: onAppear) } }
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { layoutNeutral() }
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View { layoutNeutral() }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { engine { node, _ in node.scrollTargetLayout() } }
}

// MARK: - Other containers

/// A view that adapts to the available space by providing the first child view that fits.
public struct ViewThatFits<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.ViewThatFits(in: axes.engine, children: childNodes(c, $0)).node }
    }
}

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label: View, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let (c, l) = (content(), label())
        make = { SwiftLayout.GroupBox(label: oneNode(l, $0), children: childNodes(c, $0)).node }
    }
}
extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.GroupBox(label: nil, children: childNodes(c, $0)).node }
    }
}
extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let c = content()
        let title = Text(titleKey)
        make = { SwiftLayout.GroupBox(label: title.engineText, children: childNodes(c, $0)).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let c = content()
        let text = Text(title)
        make = { SwiftLayout.GroupBox(label: text.engineText, children: childNodes(c, $0)).node }
    }
}

/// A view that shows or hides another content view, based on the state of a disclosure control.
public struct DisclosureGroup<Label: View, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        let (c, l) = (content(), label())
        make = { SwiftLayout.DisclosureGroup(label: oneNode(l, $0), isExpanded: false, children: childNodes(c, $0)).node }
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        let (c, l) = (content(), label())
        let open = isExpanded.wrappedValue
        make = { SwiftLayout.DisclosureGroup(label: oneNode(l, $0), isExpanded: open, children: childNodes(c, $0)).node }
    }
}
extension DisclosureGroup where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        let c = content()
        let text = Text(title)
        make = { SwiftLayout.DisclosureGroup(label: text.engineText, isExpanded: false, children: childNodes(c, $0)).node }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        let c = content()
        let title = Text(titleKey)
        make = { SwiftLayout.DisclosureGroup(label: title.engineText, isExpanded: false, children: childNodes(c, $0)).node }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        let c = content()
        let title = Text(titleKey)
        let open = isExpanded.wrappedValue
        make = { SwiftLayout.DisclosureGroup(label: title.engineText, isExpanded: open, children: childNodes(c, $0)).node }
    }
}

/// A container view that defines its content as a function of its own size and coordinate space. The
/// content is built while the engine places the reader, with the environment at the reader.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError("GeometryReader has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let call = MainActorCall(call: content)
        let captured = MainActorCall(call: context)
        return [SwiftLayout.GeometryReader(name: "GeometryReader") { proxy in
            MainActor.assumeIsolated {
                let context = captured.call
                let built = CurrentBuild.with(context) { SwiftUI.makeNodes(call.call(GeometryProxy(proxy)), context) }
                return AnyEngineView(single(built))
            }
        }.node]
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    let engine: SwiftLayout.GeometryProxy
    init(_ e: SwiftLayout.GeometryProxy) { engine = e }
    public var size: CGSize { CGSize(engine.size) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets(engine.safeAreaInsets) }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        engine.frame(in: coordinateSpace.engine).map { CGRect($0) } ?? .zero
    }
    public func frame(in space: NamedCoordinateSpace) -> CGRect {
        engine.frame(in: .named(space.name)).map { CGRect($0) } ?? .zero
    }
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError("anchors are not resolved in a layout") }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}
/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {}
extension NamedCoordinateSpace: CoordinateSpaceProtocol {}
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace { public static var global: GlobalCoordinateSpace { .init() } }
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace { public static var local: LocalCoordinateSpace { .init() } }
extension GeometryProxy {
    public func frame(in space: GlobalCoordinateSpace) -> CGRect { frame(in: CoordinateSpace.global) }
    public func frame(in space: LocalCoordinateSpace) -> CGRect { frame(in: CoordinateSpace.local) }
}

// MARK: - Navigation

/// A view that displays a root view and enables you to present additional views over the root view.
public struct NavigationStack<Data, Root: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        let r = root()
        make = { SwiftLayout.NavigationStack(root: oneNode(r, $0)).node }
    }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        let r = root()
        make = { SwiftLayout.NavigationStack(root: oneNode(r, $0)).node }
    }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {
        let r = root()
        make = { SwiftLayout.NavigationStack(root: oneNode(r, $0)).node }
    }
}

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable, Sendable {
    var items: [String] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { items = elements.map { "\($0)" } }
    public var count: Int { items.count }
    public var isEmpty: Bool { items.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { items.append("\(value)") }
    public mutating func removeLast(_ k: Int = 1) { items.removeLast(k) }
}

/// A view that presents views in two or three columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        let (s, c, d) = (sidebar(), content(), detail())
        make = { SwiftLayout.NavigationSplitView(sidebar: oneNode(s, $0), content: oneNode(c, $0), detail: oneNode(d, $0)).node }
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}
extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        let (s, d) = (sidebar(), detail())
        make = { SwiftLayout.NavigationSplitView(sidebar: oneNode(s, $0), content: nil, detail: oneNode(d, $0)).node }
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let raw: Int
    public static let automatic = NavigationSplitViewVisibility(raw: 0), all = NavigationSplitViewVisibility(raw: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(raw: 2), detailOnly = NavigationSplitViewVisibility(raw: 3)
}

/// The older navigation container: laid out as a NavigationStack.
public struct NavigationView<Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.NavigationStack(root: oneNode(c, $0)).node }
    }
}

/// A view that controls a navigation presentation (its label is laid out; the destination is not shown).
public struct NavigationLink<Label: View, Destination: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.NavigationLink(label: oneNode(l, $0)).node }
    }
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.NavigationLink(label: oneNode(l, $0)).node }
    }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.NavigationLink(label: oneNode(l, $0)).node }
    }
}
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        let l = label()
        make = { SwiftLayout.NavigationLink(label: oneNode(l, $0)).node }
    }
}
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        let title = Text(titleKey)
        make = { _ in SwiftLayout.NavigationLink(label: title.engineText).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        let text = Text(title)
        make = { _ in SwiftLayout.NavigationLink(label: text.engineText).node }
    }
    @MainActor public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        let title = Text(titleKey)
        make = { _ in SwiftLayout.NavigationLink(label: title.engineText).node }
    }
}
extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        let title = Text(titleKey)
        make = { _ in SwiftLayout.NavigationLink(label: title.engineText).node }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        let text = Text(title)
        make = { _ in SwiftLayout.NavigationLink(label: text.engineText).node }
    }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: EngineBacked {
    let make: @MainActor (BuildContext) -> ViewNode
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        let c = content()
        let selected = selection.map { "\($0.wrappedValue)" }
        make = { context in
            let tabs = childNodes(c, context)
            // The selected tab: the one whose tag is the selection (the first if none is).
            let index = selected.flatMap { wanted in tabs.firstIndex { tagValue(of: $0) == wanted } } ?? 0
            return SwiftLayout.TabView(selection: index, tabs: tabs).node
        }
    }
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        let c = content()
        make = { SwiftLayout.TabView(selection: 0, tabs: childNodes(c, $0)).node }
    }
}

/// The tag on a view's modifier chain (`.tag(_:)`), as the engine keeps it.
func tagValue(of node: ViewNode) -> String? { tagTrait(node) }

/// A tab of a TabView (iOS 18's `Tab`): its content, with its title as the tab item.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let content: Content
    let title: String
    let value: Value?
    public var body: some View { content.tabItem { SwiftUI.Text(title) }.tag(value.map { "\($0)" } ?? title) }
}
extension Tab where Label == SwiftUI.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = String(title); self.value = value
    }
}
extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = String(title); self.value = nil
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let title = firstText(in: label()) ?? ""
        return engine { node, _ in node.tabItem(title) }
    }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { engine { node, _ in node.tabViewStyle(((style as? any EngineTabViewStyle)?.engine ?? .automatic)) } }
}

/// The text of the first Text in a label (a tab item's title).
@MainActor
func firstText<V: View>(in view: V) -> String? {
    let nodes = makeNodes(view, BuildContext(environment: EnvironmentValues()))
    func find(_ node: ViewNode) -> String? {
        if node.kind == "Text" { return textString(node) }
        for child in node.children { if let s = find(child) { return s } }
        return nil
    }
    for node in nodes { if let s = find(node) { return s } }
    return nil
}

/// A specification for the appearance and interaction of a TabView.
public protocol TabViewStyle {}
/// A built-in TabViewStyle: the engine's style.
protocol EngineTabViewStyle { var engine: SwiftLayout.TabViewStyle { get } }
public struct DefaultTabViewStyle: TabViewStyle, EngineTabViewStyle { public init() {}; var engine: SwiftLayout.TabViewStyle { .automatic } }
public struct PageTabViewStyle: TabViewStyle, EngineTabViewStyle {
    public init() {}
    public init(indexDisplayMode: IndexDisplayMode) {}
    var engine: SwiftLayout.TabViewStyle { .page }
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode(), always = IndexDisplayMode(), never = IndexDisplayMode()
    }
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle, EngineTabViewStyle { public init() {}; var engine: SwiftLayout.TabViewStyle { .sidebarAdaptable } }
public struct TabBarOnlyTabViewStyle: TabViewStyle, EngineTabViewStyle { public init() {}; var engine: SwiftLayout.TabViewStyle { .tabBarOnly } }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

// MARK: - Navigation modifiers

/// A mode for displaying a navigation bar title.
public enum NavigationBarItemTitleDisplayMode: Sendable { case automatic, inline, large }
extension NavigationBarItemTitleDisplayMode {
    var engine: SwiftLayout.NavigationBarTitleDisplayMode {
        switch self { case .automatic: .automatic; case .inline: .inline; case .large: .large }
    }
}
/// The placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    let engine: SwiftLayout.ToolbarItemPlacement
    public static let automatic = ToolbarItemPlacement(engine: .automatic), principal = ToolbarItemPlacement(engine: .principal)
    public static let navigation = ToolbarItemPlacement(engine: .navigation), primaryAction = ToolbarItemPlacement(engine: .primaryAction)
    public static let secondaryAction = ToolbarItemPlacement(engine: .secondaryAction), status = ToolbarItemPlacement(engine: .status)
    public static let confirmationAction = ToolbarItemPlacement(engine: .confirmationAction)
    public static let cancellationAction = ToolbarItemPlacement(engine: .cancellationAction)
    public static let destructiveAction = ToolbarItemPlacement(engine: .destructiveAction)
    public static let topBarLeading = ToolbarItemPlacement(engine: .topBarLeading)
    public static let topBarTrailing = ToolbarItemPlacement(engine: .topBarTrailing)
    public static let navigationBarLeading = ToolbarItemPlacement(engine: .topBarLeading)
    public static let navigationBarTrailing = ToolbarItemPlacement(engine: .topBarTrailing)
    public static let bottomBar = ToolbarItemPlacement(engine: .bottomBar), keyboard = ToolbarItemPlacement(engine: .keyboard)
}
/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var placements: [ToolbarItemPlacement] { [placement] }
}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.placement = placement }
    public var placements: [ToolbarItemPlacement] { [placement] }
}
public struct ToolbarSpacer: ToolbarContent {
    public init() {}
    public var placements: [ToolbarItemPlacement] { [] }
}
/// Conforming types represent items that can be placed in various locations in a toolbar.
public protocol ToolbarContent { var placements: [ToolbarItemPlacement] { get } }
/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [ToolbarItemPlacement] { content.placements }
    public static func buildBlock(_ parts: [ToolbarItemPlacement]...) -> AnyToolbarContent { AnyToolbarContent(placements: parts.flatMap { $0 }) }
    public static func buildOptional(_ part: AnyToolbarContent?) -> [ToolbarItemPlacement] { part?.placements ?? [] }
    public static func buildEither(first: AnyToolbarContent) -> [ToolbarItemPlacement] { first.placements }
    public static func buildEither(second: AnyToolbarContent) -> [ToolbarItemPlacement] { second.placements }
    public static func buildExpression(_ content: AnyToolbarContent) -> [ToolbarItemPlacement] { content.placements }
    public static func buildLimitedAvailability(_ content: AnyToolbarContent) -> [ToolbarItemPlacement] { content.placements }
}
public struct AnyToolbarContent: ToolbarContent { public let placements: [ToolbarItemPlacement] }

extension View {
    public func navigationTitle(_ title: Text) -> some View { engine { node, _ in node.navigationTitle(title.content) } }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { engine { node, _ in node.navigationTitle(titleKey.key) } }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { engine { node, _ in node.navigationTitle(String(title)) } }
    public func navigationTitle(_ title: Binding<String>) -> some View { engine { node, _ in node.navigationTitle(title.wrappedValue) } }
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { engine { node, _ in node.navigationSubtitle(String(subtitle)) } }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItemTitleDisplayMode) -> some View {
        engine { node, _ in node.navigationBarTitleDisplayMode(displayMode.engine) }
    }
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarHidden(_ hidden: Bool) -> some View { engine { node, _ in node.navigationBarHidden(hidden) } }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        engine { node, _ in node.navigationBarBackButtonHidden(hidesBackButton) }
    }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        engine { node, _ in node.toolbar([SwiftLayout.ToolbarItem(placement: .automatic, content: SwiftLayout.EmptyView())]) }
    }
    public func toolbar(@ToolbarContentBuilder content: () -> AnyToolbarContent) -> some View {
        let placements = content().placements
        return engine { node, _ in
            node.toolbar(placements.map { SwiftLayout.ToolbarItem(placement: $0.engine, content: SwiftLayout.EmptyView()) })
        }
    }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        engine { node, _ in node.toolbar(visibility.engine) }
    }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { layoutNeutral() }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { layoutNeutral() }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { layoutNeutral() }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { layoutNeutral() }
    public func toolbarRole(_ role: ToolbarRole) -> some View { layoutNeutral() }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        engine { node, _ in node.searchable(prompt: prompt?.content) }
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        engine { node, _ in node.searchable(prompt: prompt.key) }
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        engine { node, _ in node.searchable(prompt: String(prompt)) }
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        engine { node, _ in node.searchable(prompt: prompt?.content) }
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { layoutNeutral() }
}
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement(), navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement(), windowToolbar = ToolbarPlacement()
}
public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = ToolbarTitleDisplayMode(), inline = ToolbarTitleDisplayMode(), large = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
}
public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole(), navigationStack = ToolbarRole(), browser = ToolbarRole(), editor = ToolbarRole()
}
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .init() }
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode(), always = NavigationBarDrawerDisplayMode()
    }
}

// MARK: - List modifiers

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}
/// A built-in ListStyle: the engine's style.
protocol EngineListStyle { var engine: SwiftLayout.ListStyle { get } }
public struct DefaultListStyle: ListStyle, EngineListStyle { public init() {}; var engine: SwiftLayout.ListStyle { .automatic } }
public struct PlainListStyle: ListStyle, EngineListStyle { public init() {}; var engine: SwiftLayout.ListStyle { .plain } }
public struct GroupedListStyle: ListStyle, EngineListStyle { public init() {}; var engine: SwiftLayout.ListStyle { .grouped } }
public struct InsetListStyle: ListStyle, EngineListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    var engine: SwiftLayout.ListStyle { .inset }
}
/// The macOS bordered list style.
public struct BorderedListStyle: ListStyle, EngineListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    var engine: SwiftLayout.ListStyle { .bordered }
}
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init() }
}
public struct InsetGroupedListStyle: ListStyle, EngineListStyle { public init() {}; var engine: SwiftLayout.ListStyle { .insetGrouped } }
public struct SidebarListStyle: ListStyle, EngineListStyle { public init() {}; var engine: SwiftLayout.ListStyle { .sidebar } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The appearance of a form.
public protocol FormStyle {}
/// A built-in FormStyle: the engine's style.
protocol EngineFormStyle { var engine: SwiftLayout.FormStyle { get } }
public struct AutomaticFormStyle: FormStyle, EngineFormStyle { public init() {}; var engine: SwiftLayout.FormStyle { .automatic } }
public struct GroupedFormStyle: FormStyle, EngineFormStyle { public init() {}; var engine: SwiftLayout.FormStyle { .grouped } }
public struct ColumnsFormStyle: FormStyle, EngineFormStyle { public init() {}; var engine: SwiftLayout.FormStyle { .columns } }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { engine { node, _ in node.listStyle(((style as? any EngineListStyle)?.engine ?? .automatic)) } }
    public func formStyle<S: FormStyle>(_ style: S) -> some View { engine { node, _ in node.formStyle(((style as? any EngineFormStyle)?.engine ?? .automatic)) } }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { engine { node, _ in node.listRowSpacing(spacing.d) } }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { engine { node, _ in node.listSectionSpacing(spacing.value) } }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { engine { node, _ in node.listSectionSpacing(spacing.d) } }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { engine { node, _ in node.listRowInsets(insets?.engine) } }
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        engine { node, context in node.listRowBackground(view.map { single(makeNodes($0, context)) }) }
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        engine { node, _ in node.listRowSeparator(visibility.engine, edges: edges.engine) }
    }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        engine { node, _ in node.listRowSeparatorTint(color?.engine, edges: edges.engine) }
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        engine { node, _ in node.listSectionSeparator(visibility.engine, edges: edges.engine) }
    }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        engine { node, _ in node.listSectionSeparatorTint(color?.engine, edges: edges.engine) }
    }
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, Binding<EditMode>?>, _ mode: Binding<EditMode>?) -> some View {
        environmentChange({ $0.editMode = mode }, engine: { node, _ in
            mode.map { node.editMode($0.wrappedValue.engine) as any SwiftLayout.View } ?? AnyEngineView(node)
        })
    }
}

extension DynamicViewContent {
    /// Its rows are deletable: in edit mode a List row shows the delete control (the engine's onDelete trait).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionContent(base: self, deletes: action != nil, moves: false)
    }
    /// Its rows can be reordered (the engine's onMove trait).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionContent(base: self, deletes: false, moves: action != nil)
    }
}

/// A ForEach with `.onDelete`/`.onMove`: the engine's traits on each of its views.
struct EditActionContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    let base: Base
    let deletes: Bool
    let moves: Bool
    var data: Base.Data { base.data }
    var body: Never { fatalError("EditActionContent has no body") }
    func makeNodes(_ context: BuildContext) -> [ViewNode] {
        let nodes = SwiftUI.makeNodes(base, context)
        guard !nodes.isEmpty, deletes || moves else { return nodes }
        var node = single(nodes)
        if deletes { node = node.onDelete().node }
        if moves { node = node.onMove().node }
        return [node]
    }
}
/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}
extension ForEach: DynamicViewContent where Content: View {}

/// The spacing between list sections.
public struct ListSectionSpacing: Sendable {
    let value: Double?
    public static let `default` = ListSectionSpacing(value: nil), compact = ListSectionSpacing(value: 0)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing.d) }
}
