// NavigationStack with its navigation bar. The stack takes its whole proposal (on macOS its content's
// size: NavigationMetrics.fillsProposal); the bar (the platform
// profile's NavigationMetrics: iOS 26 inline 64, large 64 + 52.5; iOS 17 44 and 44 + 52; the
// environment parameters override them) sits at its top; none when the root hides it or, on iOS 26,
// sets no title (SW-ios `ios/nav/sizing`) — overlapping the top inset by the device's
// navigationBarOverlap when the stack starts at the safe edge (Dynamic Island phones: content at 97.667)
// — and adds to the safe area of the content below it. The stack is a container for
// containerRelativeFrame with the stack's own length: the bar is not subtracted (rules §15).
// `.searchable` on the root adds the profile's search field (NavigationMetrics.searchField): iOS 26 in a
// bar at the bottom that ends the content 76 higher (SW-ios `ios/search/basic`), iOS 17 under the large
// title (the content starts lower by its assumed 52), macOS in the window toolbar (no effect).
// On macOS the title and the toolbar are window chrome: a stack shows no bar, titled or not (SW-mac
// `toolbar/basic` @bb66658, `toolbar/searchable` @5e9ceaa: the titled root's content fills the whole
// window; fixtures nav_toolbar_basic_macos, nav_toolbar_searchable_macos).
// `.toolbar { ToolbarItem(placement:) { … } }` items live in the bars (iOS) or the window toolbar (macOS,
// chrome: not laid out). On iOS the stack lays their views out in platters in its bars (`placeItems`,
// NavigationMetrics' bar item numbers: UIKit's measured bars, **assumed** for SwiftUI); a `bottomBar` (or
// `status`) item adds a bottom toolbar that ends the content `bottomBarHeight` higher (iOS 26: 76, the same
// place as the search field's bar); an untitled root with items in the navigation bar shows its inline bar
// (**assumed**: no recording has one).

/// How the navigation bar shows its title.
public enum NavigationBarTitleDisplayMode: Int8, Sendable {
    /// Large when the content sets a title, otherwise inline.
    case automatic, inline, large
}

// The traits the enclosing NavigationStack reads (Views/ValueModifiers.swift): `.navigationTitle(_:)`,
// `.navigationBarTitleDisplayMode(_:)`, `.toolbar(.hidden)` / `.navigationBarHidden(true)` (no bar),
// `.searchable(text:prompt:)` (the search field where the platform profile puts it,
// NavigationMetrics.searchField), and `.navigationBarBackButtonHidden(_:)`, which hides the back button of a
// pushed screen's bar: the bar keeps its height, so the content's frame does not change (SW-ios
// `ios/nav/push-noback` @aeb3fe0 hides the whole bar with `.toolbar(.hidden)`; the back button alone is not
// measured: **assumed** no effect).
enum NavigationTitle: TraitKey { typealias Value = String; static let name = "NavigationTitleModifier" }
enum TitleDisplayMode: TraitKey { typealias Value = NavigationBarTitleDisplayMode; static let name = "NavigationBarTitleDisplayModeModifier" }
enum ToolbarHidden: TraitKey { typealias Value = Bool; static let name = "ToolbarVisibilityModifier" }
enum Searchable: TraitKey { typealias Value = String?; static let name = "SearchableModifier" }
enum BackButtonHidden: TraitKey { typealias Value = Bool; static let name = "NavigationBarBackButtonHiddenModifier" }
enum BottomBarHidden: TraitKey { typealias Value = Bool; static let name = "ToolbarVisibilityModifier" }
enum TabBarHidden: TraitKey { typealias Value = Bool; static let name = "ToolbarVisibilityModifier" }

/// The bars `.toolbar(_:for:)` / `.toolbarVisibility(_:for:)` show or hide.
public enum ToolbarPlacement: String, CaseIterable, Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }

/// Where a toolbar item goes.
public enum ToolbarItemPlacement: String, CaseIterable, Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction
    case cancellationAction, destructiveAction, topBarLeading, topBarTrailing, bottomBar, keyboard
    /// In the navigation bar (not the bottom bar or the keyboard's).
    var inNavigationBar: Bool { self != .bottomBar && self != .keyboard && self != .status }
    /// Where the item sits on iOS (`BarItemSlot`): the navigation bar's leading or trailing end or its
    /// centre, the bottom toolbar, or nowhere laid out (the keyboard's bar).
    var slot: BarItemSlot {
        switch self {
        case .navigation, .topBarLeading, .cancellationAction: .leading
        case .principal: .principal
        case .bottomBar: .bottom
        case .status: .bottomCentre
        case .keyboard: .none
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing: .trailing
        }
    }
}

/// Where a toolbar item's view is laid out on iOS.
enum BarItemSlot: Sendable { case leading, trailing, principal, bottom, bottomCentre, none }

/// One toolbar item (`ToolbarItem`) or several under one placement (`ToolbarItemGroup`).
public struct ToolbarItem: Sendable {
    public let placement: ToolbarItemPlacement
    public let views: [ViewNode]
    public init(placement: ToolbarItemPlacement = .automatic, content: any View) { self.placement = placement; views = [content.node] }
    public init(placement: ToolbarItemPlacement = .automatic, group: [any View]) { self.placement = placement; views = group.map(\.node) }
}

/// `.toolbar { … }`: the items the enclosing NavigationStack shows in its bars (their views are laid out by the
/// stack, not here); changes no layout itself.
struct ToolbarItemsModifier: UnaryModifier {
    let items: [ToolbarItem]
    var placements: [ToolbarItemPlacement] { items.map(\.placement) }
    var name: String { "ToolbarModifier" }
    var label: String? { placements.map(\.rawValue).joined(separator: ", ") }
}

/// Every value `pick` finds in `root`'s subtree, in pre-order, not looking inside nested navigation containers.
func allPreferences<T>(in root: ViewNode, _ pick: (ViewNode) -> T?) -> [T] {
    var stack = [root], out: [T] = []
    while let node = stack.popLast() {
        if let value = pick(node) { out.append(value) }
        if node.layout(as: NavigationStackLayout.self) != nil { continue }
        stack.append(contentsOf: node.children.reversed())
    }
    return out
}


/// A bar drawn by a container (navigation bar, tab bar): a leaf that takes the space it is given.
struct BarLayout: LeafLayout {
    let name: String
    let label: String?
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }
}

/// The first value `pick` finds in `root`'s subtree, in pre-order, not looking inside nested
/// navigation containers (their titles are their own).
func firstPreference<T>(in root: ViewNode, _ pick: (ViewNode) -> T?) -> T? {
    var stack = [root]
    while let node = stack.popLast() {
        if let value = pick(node) { return value }
        if node.layout(as: NavigationStackLayout.self) != nil { continue }
        stack.append(contentsOf: node.children.reversed())
    }
    return nil
}

struct NavigationStackLayout: LayoutComputer {
    /// The stack's layout for a root `content` (its title, display mode, hidden bar, search field and bar
    /// items are the root's preferences) and its bar's node.
    static func make(for content: ViewNode) -> (NavigationStackLayout, bar: ViewNode, items: [ViewNode]) {
        let title = firstPreference(in: content) { $0.layout(as: Trait<NavigationTitle>.self)?.value }
        let requested = firstPreference(in: content) { $0.layout(as: Trait<TitleDisplayMode>.self)?.value } ?? .automatic
        let mode: NavigationBarTitleDisplayMode = requested == .automatic ? (title == nil ? .inline : .large) : requested
        let hidden = firstPreference(in: content) { $0.layout(as: Trait<ToolbarHidden>.self)?.value } ?? false
        let bar = makeNode(BarLayout(name: "NavigationBar", label: title))
        let searchable = firstPreference(in: content) { $0.layout(as: Trait<Searchable>.self) != nil ? true : nil } ?? false
        let bottomHidden = firstPreference(in: content) { $0.layout(as: Trait<BottomBarHidden>.self)?.value } ?? false
        let items = allPreferences(in: content) { $0.layout(as: ToolbarItemsModifier.self)?.items }.flatMap { $0 }
        var slots: [BarItemSlot] = [], views: [ViewNode] = []
        for item in items {
            for v in item.views {
                let slot = item.placement.slot
                slots.append(bottomHidden && (slot == .bottom || slot == .bottomCentre) ? .none : slot); views.append(v)
            }
        }
        return (NavigationStackLayout(mode: mode, hasTitle: title != nil, barHidden: hidden, searchable: searchable,
                                      hasBarItems: items.contains { $0.placement.inNavigationBar }, itemSlots: slots), bar, views)
    }

    let mode: NavigationBarTitleDisplayMode  // resolved: .inline or .large
    /// Whether the root sets a title, and whether it hides the bar (`.toolbar(.hidden)`).
    var hasTitle = true
    var barHidden = false
    /// Whether the root is `.searchable` (the search field's place and height are the profile's).
    var searchable = false
    /// Whether the root puts toolbar items in the navigation bar.
    var hasBarItems = false
    /// Where each toolbar item view (the children after the content and the bar) goes.
    var itemSlots: [BarItemSlot] = []
    /// Whether a bottom toolbar shows (an item placed `bottomBar` or `status`).
    var hasBottomBar: Bool { itemSlots.contains { $0 == .bottom || $0 == .bottomCentre } }
    var name: String { "NavigationStack" }
    var isModifier: Bool { false }
    var stackAxisForContent: StackAxisEffect { .clear }
    /// A large title takes the list's top inset (SW-ios `ios/nav/basic`).
    var updatesEnvironment: Bool { mode == .large && !barHidden }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.list.underLargeTitle = true }

    func barHeight(_ context: LayoutContext) -> Double {
        let env = context.environment, nav = env.platform.navigation
        if !nav.showsBar || barHidden || (!hasTitle && !hasBarItems && !nav.untitledRootHasBar) { return 0 }
        return env.navigationBarHeight + (mode == .large ? env.largeTitleHeight : 0) + searchHeight(context, .belowTitle)
    }
    /// The search field's height when the root is searchable and the profile places it at `placement`.
    func searchHeight(_ context: LayoutContext, _ placement: SearchFieldPlacement) -> Double {
        let nav = context.environment.platform.navigation
        return searchable && nav.searchField == placement ? nav.searchFieldHeight : 0
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        size(proposal, content: subviews[0], context: context)
    }
    /// The stack's size around `content` (also a collapsed NavigationSplitView's, NavigationSplitView.swift).
    /// What the bottom toolbar takes from the content's bottom (the search field's bar shares its place).
    func bottomHeight(_ context: LayoutContext) -> Double {
        let nav = context.environment.platform.navigation
        return max(searchHeight(context, .bottom), hasBottomBar && nav.showsBar ? nav.bottomBarHeight : 0)
    }
    func size(_ proposal: ProposedViewSize, content subview: Subview, context: LayoutContext) -> Size {
        let bar = barHeight(context) + bottomHeight(context)
        let p = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
        let content = context.asContainer(length: proposal) { subview.sizeThatFits(p) }
        // macOS: the stack is its content's size (NavigationMetrics.fillsProposal).
        if !context.environment.platform.navigation.fillsProposal { return Size(width: content.width, height: content.height + bar) }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        place(in: bounds, proposal: proposal, content: subviews[0], bar: subviews[1], items: Array(subviews.dropFirst(2)),
              context: context)
    }
    /// Places `content` under `bar` (also a collapsed NavigationSplitView's).
    func place(in bounds: Rect, proposal: ProposedViewSize, content subview: Subview, bar barView: Subview,
               items: [Subview] = [], context: LayoutContext) {
        let bar = barHeight(context)
        // At the safe top edge the bar tucks into the inset by the device's overlap.
        let tolerance = 0.5 / context.environment.displayScale + 0.001
        let atSafeTop = context.safeAreaRegions.contains {
            $0.kind.contains(.container) && abs($0.safe.minY - bounds.minY) <= tolerance && $0.unsafe.minY < bounds.minY
        }
        let barTop = bounds.minY - (atSafeTop ? min(context.environment.navigationBarOverlap, bar) : 0)
        let contentTop = min(barTop + bar, bounds.maxY)
        let contentBottom = max(contentTop, bounds.maxY - bottomHeight(context))
        let content = Rect(x: bounds.minX, y: contentTop, width: bounds.width, height: contentBottom - contentTop)
        barView.place(at: Point(x: bounds.minX, y: barTop), proposal: ProposedViewSize(width: bounds.width, height: bar))
        context.asContainer(length: proposal) {
            context.withRegions([.container(safe: content, unsafe: Rect(x: bounds.minX, y: barTop, width: bounds.width,
                                                                        height: bounds.maxY - barTop))]) {
                subview.place(at: Point(x: content.midX, y: content.midY), anchor: .center,
                                  proposal: ProposedViewSize(width: bounds.width, height: content.height))
            }
        }
        placeItems(items, bounds: bounds, barTop: barTop, bar: bar, context: context)
    }

    /// The toolbar items' views in their bars (iOS; on macOS they are window chrome and not laid out). Each
    /// view is centred in its platter: its ideal width plus the padding (at least the minimum), the bar
    /// item height tall. In the navigation bar the platters sit `barItemTop` below the bar's top, leading
    /// items from the leading inset and trailing ones from the trailing inset, `barItemSpacing` apart, a
    /// principal item centred; in the bottom toolbar (its height at the stack's bottom) they lead from
    /// `bottomItemInset`, `bottomItemSpacing` apart, a status item centred (`NavigationMetrics`).
    private func placeItems(_ items: [Subview], bounds: Rect, barTop: Double, bar: Double, context: LayoutContext) {
        let nav = context.environment.platform.navigation
        guard nav.showsBar, !items.isEmpty else { return }
        let bottomTop = bounds.maxY - bottomHeight(context)
        var leadingX = bounds.minX + nav.barItemInset, trailingX = bounds.maxX - nav.barItemInset
        var bottomX = bounds.minX + nav.bottomItemInset
        for (k, item) in items.enumerated() where k < itemSlots.count {
            let slot = itemSlots[k]
            if slot == .none { continue }
            if bar == 0, slot != .bottom, slot != .bottomCentre { continue }   // no navigation bar shown
            let size = item.sizeThatFits(.unspecified)
            let inBottom = slot == .bottom || slot == .bottomCentre
            let height = inBottom ? nav.bottomItemHeight : nav.barItemHeight
            let platter = max(nav.barItemMinWidth, size.width + 2 * nav.barItemPadding)
            let top = inBottom ? bottomTop : barTop + nav.barItemTop
            let x: Double
            switch slot {
            case .leading: x = leadingX; leadingX += platter + nav.barItemSpacing
            case .trailing: trailingX -= platter; x = trailingX; trailingX -= nav.barItemSpacing
            case .principal: x = bounds.midX - platter / 2
            case .bottom: x = bottomX; bottomX += platter + nav.bottomItemSpacing
            case .bottomCentre: x = bounds.midX - platter / 2
            case .none: continue
            }
            item.place(at: Point(x: x + platter / 2, y: top + height / 2), anchor: .center, proposal: .unspecified)
        }
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A navigation stack showing its root view under a navigation bar.
public struct NavigationStack: View {
    public let node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) {
        let views = content()
        self.init(root: views.count == 1 ? views[0] : VStack(children: views).node)
    }
    public init(root: any View) {
        let content = root.node
        let (layout, bar, items) = NavigationStackLayout.make(for: content)
        node = makeNode(layout, children: [content, bar] + items)
    }
}

extension View {
    /// The title the enclosing NavigationStack shows.
    public func navigationTitle(_ title: String) -> ModifiedContent {
        ModifiedContent(self, Trait<NavigationTitle>(value: title))
    }
    /// `.navigationSubtitle(_:)`: on macOS the window's subtitle, chrome, so no layout effect (SW-mac
    /// `nav/title` @d7405f3: the titled and subtitled content keeps its frame); iOS 26 shows it in the bar,
    /// whose height it does not change (**assumed**: not recorded).
    public func navigationSubtitle(_ subtitle: String) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "NavigationSubtitleModifier", label: subtitle))
    }
    /// `.toolbar(.hidden)` (hidden true) or `.toolbar(.visible)`: whether the enclosing NavigationStack shows its bar.
    public func navigationBarHidden(_ hidden: Bool = true) -> ModifiedContent {
        ModifiedContent(self, Trait<ToolbarHidden>(value: hidden))
    }
    /// `.toolbar(.hidden)`: the enclosing NavigationStack shows no bar (`.visible` and `.automatic`: its
    /// usual bar). The same as `navigationBarHidden(_:)`.
    public func toolbar(_ visibility: Visibility) -> ModifiedContent { navigationBarHidden(visibility == .hidden) }
    /// `.toolbar { ToolbarItem(…) }`: items for the enclosing NavigationStack's bar (not laid out with the
    /// content; on iOS an untitled root with bar items shows its inline bar).
    public func toolbar(_ items: [ToolbarItem]) -> ModifiedContent {
        ModifiedContent(self, ToolbarItemsModifier(items: items))
    }
    /// `.searchable(text:prompt:)`: the enclosing NavigationStack shows a search field (its place and
    /// height are the platform profile's NavigationMetrics.searchField / searchFieldHeight).
    public func searchable(prompt: String? = nil) -> ModifiedContent {
        ModifiedContent(self, Trait<Searchable>(value: prompt))
    }
    /// `.navigationBarBackButtonHidden(_:)`: no effect on the content's frame (the bar keeps its height).
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedContent {
        ModifiedContent(self, Trait<BackButtonHidden>(value: hidden))
    }
    /// `.toolbarVisibility(_:for:)` and `.toolbar(_:for:)`: hides or shows the navigation bar (`automatic`,
    /// `navigationBar`), the bottom toolbar (`bottomBar`) or the enclosing TabView's bar (`tabBar`); the
    /// macOS window toolbar is chrome (no effect).
    public func toolbarVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement] = [.automatic]) -> ModifiedContent {
        let hidden = visibility == .hidden
        var view = AnyView(self)
        var made: ModifiedContent? = nil
        for bar in bars.isEmpty ? [.automatic] : bars {
            let m: ModifiedContent
            switch bar {
            case .automatic, .navigationBar: m = ModifiedContent(view, Trait<ToolbarHidden>(value: hidden))
            case .bottomBar: m = ModifiedContent(view, Trait<BottomBarHidden>(value: hidden))
            case .tabBar: m = ModifiedContent(view, Trait<TabBarHidden>(value: hidden))
            case .windowToolbar: m = ModifiedContent(view, DrawingOnlyModifier(name: "ToolbarVisibilityModifier", label: "window toolbar \(visibility.rawValue)"))
            }
            made = m; view = AnyView(m)
        }
        return made!
    }
    /// How the enclosing NavigationStack's bar shows its title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> ModifiedContent {
        ModifiedContent(self, Trait<TitleDisplayMode>(value: mode))
    }
}
