// The platform profiles' navigation-bar numbers (docs/PLATFORMS.md "Lists and navigation bars"). Sources:
// SW-ios = github.com/iamcgn/swiftui-web `Fixtures/Goldens/ios/**` (iPhone SE (3rd generation) simulator,
// iOS 26.0, @2x, no status bar); SW-mac = the same project's macOS 26.2 goldens. Numbers no measurement pins
// down are marked **assumed**.

/// A platform's navigation bar.
public struct NavigationMetrics: Hashable, Sendable {
    /// Whether a NavigationStack draws a bar at all (macOS: no, the title and the toolbar are window chrome:
    /// SW-mac `toolbar/basic` @bb66658 and `toolbar/searchable` @5e9ceaa, the titled root fills the window).
    public var showsBar = true
    /// Whether the stack takes its whole proposal (iOS) or, like macOS 26, its content's size: SW-mac
    /// `nav/sizing` @6c0e726 (around a Text the stack is the Text, 33 × 16 'Small'; around a Color it
    /// takes what the VStack gives), `nav/title` and `nav/steps` (the stack is its root VStack's size,
    /// centred in the window, before and after a push).
    public var fillsProposal = true
    /// The inline bar's height.
    public var inlineBarHeight: Double
    /// What a large title adds below the inline bar.
    public var largeTitleHeight: Double
    /// Whether a root without a title (and not hiding the bar) shows a bar.
    public var untitledRootHasBar: Bool
    /// A NavigationLink in a List row: the trailing disclosure chevron's box and its gap after the label
    /// (nil: no chevron, macOS: SW-mac `nav/list` @6c0e726, the link is its label). iOS: the link fills
    /// the row's content width (SW-ios `ios/nav/push` @33be500: 256 wide at x = 32); the chevron's
    /// 8 × 13 box and 8 gap are **assumed** (not measured).
    public var disclosureIndicator: Size? = nil
    public var disclosureIndicatorSpacing: Double = 0
    /// `.searchable`: where the stack shows the search field and the height it takes from the content.
    /// iOS 26: at the bottom, 76 (SW-ios `ios/search/basic` @b009060: the list under a large title ends at
    /// 404 in a 480 tall window instead of 480, its top unchanged at 116.5). iOS 17: under the large title
    /// in the navigation bar, pushing the content down; its height 52 is **assumed** (not measured).
    /// macOS: in the window's toolbar, no effect on the content (**assumed**: window chrome).
    public var searchField: SearchFieldPlacement = .none
    public var searchFieldHeight: Double = 0
    /// NavigationSplitView: the sidebar's width and how far its panel is inset from the window's edges
    /// (top, leading, bottom; the detail column starts right after the panel). macOS 26: a floating
    /// 140 wide panel inset 8 (SW-mac `splitview/basic` @d7405f3: the sidebar List at 8, 8, 140 × 284 in a
    /// 480 × 300 window, the detail centred in 148…480; `splitview/sized`: the same panel in a 320 × 200
    /// frame). iOS (iPad, regular width): 320 and 0 (**assumed**, UIKit's default primary column width).
    public var splitSidebarWidth: Double = 320
    public var splitSidebarInset: Double = 0
    /// A three-column split view's content column and the divider after it. macOS 26: 200 and 1 (SW-mac
    /// `splitview/columns` @4ce0680: the content column 128…328 after a 120 panel, the detail centred in
    /// 329…640; `splitview/three`: 160 with `ideal: 160`, the detail in 309…640). iOS: 320 and 0
    /// (**assumed**, UIKit's supplementary column; not recorded).
    public var splitContentWidth: Double = 320
    public var splitColumnDivider: Double = 0
    /// Toolbar items (`.toolbar { ToolbarItem(placement:) … }`) where the platform draws bars. iOS 26: UIKit's
    /// measured bars, SwiftUI's toolbar taken to use them (**assumed**: no SwiftUI recording has an item):
    /// swiftui-web Docs/elements/UIKit/Navigation.md @20a2f45 (`uikit/nav/items`: bar items are 44 tall
    /// platters 10 below the bar's top — the inline bar's 64 is 10 + 54 — 16 from the edges, 8 apart, a title's
    /// width + 24 wide, 44 for an image) and Bars.md @7f3b0e0 (`uikit/nav/toolbar`: a toolbar floats over the
    /// bottom, 76 tall, its platters 48 tall in its top, 28 in, 12 apart; the content's safe area gains the 76).
    /// iOS 17: UIKit's classic 44 pt toolbar, items centred in the 44 bar (**assumed**).
    public var bottomBarHeight: Double = 76
    public var barItemTop: Double = 10
    public var barItemHeight: Double = 44
    public var barItemInset: Double = 16
    public var barItemSpacing: Double = 8
    public var barItemPadding: Double = 12
    public var barItemMinWidth: Double = 44
    public var bottomItemHeight: Double = 48
    public var bottomItemInset: Double = 28
    public var bottomItemSpacing: Double = 12

    /// iOS 26 (SW-ios): `ios/nav/inline` (the inline bar 64 tall in a window without a status bar: the
    /// list below at y = 64), `ios/nav/basic` (large: 116.5 = 64 + 52.5), `ios/nav/sizing` (an untitled
    /// root has no bar: the text centred in the whole stack). Under a status bar: **not measured**.
    public static let iOS26 = NavigationMetrics(inlineBarHeight: 64, largeTitleHeight: 52.5, untitledRootHasBar: false,
                                                disclosureIndicator: Size(8, 13), disclosureIndicatorSpacing: 8,
                                                searchField: .bottom, searchFieldHeight: 76)
    /// iOS 17 (and 16): the inline bar 44 (UIKit; on a Dynamic Island phone tucked 5.333 into the inset:
    /// kouki.hatenadiary.com 2022, rules §0), a large title adds 52 (rules §0); an untitled root keeps
    /// its inline bar.
    public static let iOS17 = NavigationMetrics(inlineBarHeight: 44, largeTitleHeight: 52, untitledRootHasBar: true,
                                                disclosureIndicator: Size(8, 13), disclosureIndicatorSpacing: 8,
                                                searchField: .belowTitle, searchFieldHeight: 52,
                                                bottomBarHeight: 44, barItemTop: 0, bottomItemHeight: 44, bottomItemInset: 16,
                                                bottomItemSpacing: 8)
    /// macOS 26: no bar, titled or not: the title and the toolbar items go to the window's chrome (SW-mac
    /// `toolbar/basic` @bb66658: the titled root's content centred in the whole 400 × 200 window;
    /// `toolbar/searchable` @5e9ceaa: the titled, searchable list at y = 0; `nav/list` @6c0e726: the
    /// untitled list at y = 0). The bar heights (the iOS 17 ones) apply only if a bar is drawn.
    public static let macOS26 = NavigationMetrics(showsBar: false, fillsProposal: false, inlineBarHeight: 44, largeTitleHeight: 52,
                                                  untitledRootHasBar: false, splitSidebarWidth: 140, splitSidebarInset: 8,
                                                  splitContentWidth: 200, splitColumnDivider: 1)
}

/// Where a NavigationStack shows the search field of `.searchable` (NavigationMetrics.searchField).
public enum SearchFieldPlacement: String, Hashable, Sendable {
    /// In window chrome (the macOS toolbar): the content keeps its frame.
    case none
    /// In the navigation bar under the title: the content starts that much lower (iOS 17).
    case belowTitle
    /// In a bar at the bottom of the stack: the content ends that much higher (iOS 26 iPhone).
    case bottom
}
