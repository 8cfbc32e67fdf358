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
// `.toolbar { ToolbarItem(placement:) { … } }` items live in the bar (iOS) or the window toolbar (macOS)
// and are not laid out with the content; on iOS an untitled root with items in the navigation bar shows
// its inline bar (**assumed**: no recording has one).

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

/// Where a toolbar item goes.
public enum ToolbarItemPlacement: String, CaseIterable, Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction
    case cancellationAction, destructiveAction, topBarLeading, topBarTrailing, bottomBar, keyboard
    /// In the navigation bar (not the bottom bar or the keyboard's).
    var inNavigationBar: Bool { self != .bottomBar && self != .keyboard && self != .status }
}

/// One toolbar item (`ToolbarItem`) or several under one placement (`ToolbarItemGroup`).
public struct ToolbarItem: Sendable {
    public let placement: ToolbarItemPlacement
    public let views: [ViewNode]
    public init(placement: ToolbarItemPlacement = .automatic, content: any View) { self.placement = placement; views = [content.node] }
    public init(placement: ToolbarItemPlacement = .automatic, group: [any View]) { self.placement = placement; views = group.map(\.node) }
}

/// `.toolbar { … }`: the items the enclosing NavigationStack shows in its bar; changes no layout itself.
struct ToolbarItemsModifier: UnaryModifier {
    let placements: [ToolbarItemPlacement]
    var name: String { "ToolbarModifier" }
    var label: String? { placements.map(\.rawValue).joined(separator: ", ") }
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
    static func make(for content: ViewNode) -> (NavigationStackLayout, bar: ViewNode) {
        let title = firstPreference(in: content) { $0.layout(as: Trait<NavigationTitle>.self)?.value }
        let requested = firstPreference(in: content) { $0.layout(as: Trait<TitleDisplayMode>.self)?.value } ?? .automatic
        let mode: NavigationBarTitleDisplayMode = requested == .automatic ? (title == nil ? .inline : .large) : requested
        let hidden = firstPreference(in: content) { $0.layout(as: Trait<ToolbarHidden>.self)?.value } ?? false
        let bar = makeNode(BarLayout(name: "NavigationBar", label: title))
        let searchable = firstPreference(in: content) { $0.layout(as: Trait<Searchable>.self) != nil ? true : nil } ?? false
        let items = firstPreference(in: content) { $0.layout(as: ToolbarItemsModifier.self)?.placements } ?? []
        return (NavigationStackLayout(mode: mode, hasTitle: title != nil, barHidden: hidden, searchable: searchable,
                                      hasBarItems: items.contains { $0.inNavigationBar }), bar)
    }

    let mode: NavigationBarTitleDisplayMode  // resolved: .inline or .large
    /// Whether the root sets a title, and whether it hides the bar (`.toolbar(.hidden)`).
    var hasTitle = true
    var barHidden = false
    /// Whether the root is `.searchable` (the search field's place and height are the profile's).
    var searchable = false
    /// Whether the root puts toolbar items in the navigation bar.
    var hasBarItems = false
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
    func size(_ proposal: ProposedViewSize, content subview: Subview, context: LayoutContext) -> Size {
        let bar = barHeight(context) + searchHeight(context, .bottom)
        let p = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
        let content = context.asContainer(length: proposal) { subview.sizeThatFits(p) }
        // macOS: the stack is its content's size (NavigationMetrics.fillsProposal).
        if !context.environment.platform.navigation.fillsProposal { return Size(width: content.width, height: content.height + bar) }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        place(in: bounds, proposal: proposal, content: subviews[0], bar: subviews[1], context: context)
    }
    /// Places `content` under `bar` (also a collapsed NavigationSplitView's).
    func place(in bounds: Rect, proposal: ProposedViewSize, content subview: Subview, bar barView: Subview, context: LayoutContext) {
        let bar = barHeight(context)
        // At the safe top edge the bar tucks into the inset by the device's overlap.
        let tolerance = 0.5 / context.environment.displayScale + 0.001
        let atSafeTop = context.safeAreaRegions.contains {
            $0.kind.contains(.container) && abs($0.safe.minY - bounds.minY) <= tolerance && $0.unsafe.minY < bounds.minY
        }
        let barTop = bounds.minY - (atSafeTop ? min(context.environment.navigationBarOverlap, bar) : 0)
        let contentTop = min(barTop + bar, bounds.maxY)
        let contentBottom = max(contentTop, bounds.maxY - searchHeight(context, .bottom))
        let content = Rect(x: bounds.minX, y: contentTop, width: bounds.width, height: contentBottom - contentTop)
        barView.place(at: Point(x: bounds.minX, y: barTop), proposal: ProposedViewSize(width: bounds.width, height: bar))
        context.asContainer(length: proposal) {
            context.withRegions([.container(safe: content, unsafe: Rect(x: bounds.minX, y: barTop, width: bounds.width,
                                                                        height: bounds.maxY - barTop))]) {
                subview.place(at: Point(x: content.midX, y: content.midY), anchor: .center,
                                  proposal: ProposedViewSize(width: bounds.width, height: content.height))
            }
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
        let (layout, bar) = NavigationStackLayout.make(for: content)
        node = makeNode(layout, children: [content, bar])
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
        ModifiedContent(self, ToolbarItemsModifier(placements: items.map(\.placement)))
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
    /// How the enclosing NavigationStack's bar shows its title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> ModifiedContent {
        ModifiedContent(self, Trait<TitleDisplayMode>(value: mode))
    }
}
