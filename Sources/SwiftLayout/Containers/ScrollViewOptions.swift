// The scroll-view options, written into the environment of the views they modify and read by the
// ScrollViews (and Lists) inside, as SwiftUI's are:
// - contentMargins(edges, length, for: .scrollContent or .automatic): the content is inset by the
//   margins; across its scroll axes the scroll view grows by them (it hugs content + margins) and
//   proposes the content its width minus them; along them the content starts a margin further in.
//   Measured: swiftui-web `scroll/content-margins` (fixture swm3_scroll_content_margins): 120 pt content
//   with 20 on all edges makes a 160 pt wide scroll view with the first row at (+20, +20); .horizontal 12
//   makes it 144; `for: .scrollIndicators` moves nothing. Margins on other edges keep their value.
// - defaultScrollAnchor(anchor, for: role): where the content rests along each scroll axis. Content
//   shorter than the viewport is placed by the .alignment anchor (offset anchor·(viewport − content));
//   longer content starts scrolled to the .initialOffset anchor (the same formula, now negative);
//   .sizeChanges moves nothing at rest; no role sets all three. Measured: swiftui-web
//   `scroll/default-anchor-roles` and `scroll/anchor-bottom` (fixtures
//   swm3_scroll_default_anchor_roles_at_rest, sw_scroll_anchor_bottom): 60 pt of rows in a 200 pt view
//   sit at 140 (.bottom) or 70 (.center); 400 pt with .bottom start at −200.
// - scrollIndicators, ScrollView(showsIndicators:), scrollDisabled and scrollTargetLayout change no
//   layout (measured: swiftui-web `scroll/indicator-modifiers`, fixture
//   swm3_scroll_indicator_modifiers_leave_layout); they are kept so that dumps show them. So does
//   scrollIndicatorsFlash(onAppear:), which only flashes the scroller (measured: swiftui-web
//   `scroll/flash`, fixture sw2_scroll_flash).
// - scrollPosition(id:anchor:) changes no layout at rest: the binding's initial value does not scroll (measured:
//   swiftui-web `scroll/position` @72fe0c9 at rest, fixture sw2_scroll_position_initial: rows from the top with
//   the binding at row 10); setting it later scrolls as `scrollTo` does (a state, written as `offsetY`).
// - scrollTargetBehavior(.paging / .viewAligned) changes where scrolling stops, not the layout at rest
//   (Apple's `ScrollTargetBehavior` documentation; **assumed** no frame change).

/// `.scrollTargetBehavior(_:)`: `.paging` or `.viewAligned`.
public enum ScrollTargetBehavior: String, CaseIterable, Hashable, Sendable { case paging, viewAligned }

/// Where content margins apply.
public enum ContentMarginPlacement: String, CaseIterable, Sendable {
    /// For a scroll view: its content (and its indicators).
    case automatic
    /// The scrollable content.
    case scrollContent
    /// The scroll indicators only: no layout effect.
    case scrollIndicators
}

/// What a default scroll anchor is used for.
public enum ScrollAnchorRole: String, CaseIterable, Sendable {
    /// Where the content starts when it is longer than the viewport.
    case initialOffset
    /// Where content shorter than the viewport sits.
    case alignment
    /// What stays in place when the content's size changes (no effect at rest).
    case sizeChanges
}

/// Whether scroll indicators show (no layout effect).
public enum ScrollIndicatorVisibility: String, CaseIterable, Sendable {
    case automatic, visible, hidden, never
}

/// The scroll options in effect for the scroll views inside a view.
public struct ScrollEnvironment: Hashable, Sendable {
    /// Margins around the scrollable content.
    public var contentMargins = EdgeInsets()
    public var initialAnchor: UnitPoint? = nil
    public var alignmentAnchor: UnitPoint? = nil
    public var sizeChangesAnchor: UnitPoint? = nil
    public var indicators: ScrollIndicatorVisibility = .automatic
    public var disabled = false
    public init() {}
}

extension View {
    /// Margins of `length` on `edges` around the scrollable content of the scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent {
        let length = length.isFinite ? max(0, length) : 0
        return ModifiedContent(self, EnvironmentWriter(name: "ContentMarginsModifier") { environment in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { environment.scroll.contentMargins.top = length }
            if edges.contains(.leading) { environment.scroll.contentMargins.leading = length }
            if edges.contains(.bottom) { environment.scroll.contentMargins.bottom = length }
            if edges.contains(.trailing) { environment.scroll.contentMargins.trailing = length }
        })
    }
    /// Margins of `length` on every edge around the scrollable content of the scroll views inside.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent {
        contentMargins(.all, length, for: placement)
    }
    /// Where the scroll views inside rest (`role` nil: every role).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole? = nil) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "DefaultScrollAnchorModifier") { environment in
            if role == nil || role == .initialOffset { environment.scroll.initialAnchor = anchor }
            if role == nil || role == .alignment { environment.scroll.alignmentAnchor = anchor }
            if role == nil || role == .sizeChanges { environment.scroll.sizeChangesAnchor = anchor }
        })
    }
    /// Scroll indicator visibility (no layout effect).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "ScrollIndicatorsModifier") { $0.scroll.indicators = visibility })
    }
    /// Disables scrolling (no layout effect).
    public func scrollDisabled(_ disabled: Bool = true) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "ScrollDisabledModifier") { $0.scroll.disabled = disabled })
    }
    /// Flashes the scroll indicators when the scroll view appears (`onAppear`; no layout effect).
    public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "ScrollIndicatorsFlashModifier") { _ in })
    }
    /// `.scrollPosition(id:anchor:)`: the id of the view scrolled to; no layout effect at rest (the initial
    /// value does not scroll).
    public func scrollPosition(id: String?, anchor: UnitPoint? = nil) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ScrollPositionModifier", label: id.map { "scroll position \($0)" }))
    }
    /// `.scrollTargetBehavior(_:)`: where scrolling comes to rest (no layout effect).
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "ScrollTargetBehaviorModifier", label: behavior.rawValue))
    }
    /// Marks the layout whose children are scroll targets (no layout effect).
    public func scrollTargetLayout() -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "ScrollTargetLayoutModifier") { _ in })
    }
}
