// Sheets (`.sheet`, `.popover` on a phone): the presented content is a separate root, laid out in the
// sheet's own size — the screen's width and the height of its presentation detent — not inside the
// presenting view. `.presentationDetents([.medium])`: half the screen's height; `.large`: the whole height
// less the top safe-area inset; `.height(h)`: h; `.fraction(f)`: f × the screen's height (Apple's
// PresentationDetent documentation: medium is "approximately half the height of the screen", large "the
// full height"). Each is at most the large height. The sheet keeps the screen's leading, trailing and
// bottom insets (the home indicator) and has no top inset. None of this is measured: SW-ios
// `ios/sheet/basic` and `ios/sheet/medium` @b687eac record only the presenting view (unchanged by the
// sheet); the numbers are **assumed** (docs/PLATFORMS.md "Sheets").

/// A sheet's height: `.presentationDetents([…])`.
public enum PresentationDetent: Hashable, Sendable {
    case medium, large
    case height(Double)
    case fraction(Double)

    /// The sheet's height on a screen `screenHeight` tall whose top safe-area inset is `topInset`.
    public func height(screenHeight: Double, topInset: Double) -> Double {
        let large = max(0, screenHeight - topInset)
        switch self {
        case .medium: return min(large, screenHeight / 2)
        case .large: return large
        case .height(let h): return min(large, max(0, h))
        case .fraction(let f): return min(large, max(0, f) * screenHeight)
        }
    }

    /// Throws unless the value is finite and ≥ 0 (a fraction at most 1).
    public func validate() throws(LayoutError) {
        switch self {
        case .medium, .large: return
        case .height(let h):
            guard h.isFinite, h >= 0 else { throw .invalid("presentation detent height must be finite and ≥ 0, got \(h)") }
        case .fraction(let f):
            guard f.isFinite, f >= 0, f <= 1 else { throw .invalid("presentation detent fraction must be in 0…1, got \(f)") }
        }
    }
}

extension LayoutEnvironment {
    /// The environment a sheet's content is laid out in as its own root: this screen's width, the
    /// detent's height, the leading, trailing and bottom insets kept (the bottom at most the height), no top
    /// inset; every other value (platform, scale, parameters) unchanged.
    public func sheet(_ detent: PresentationDetent) throws(LayoutError) -> LayoutEnvironment {
        try detent.validate()
        var env = self
        let h = detent.height(screenHeight: size.height, topInset: safeArea.top)
        env.size = Size(size.width, h)
        env.safeArea = EdgeInsets(top: 0, leading: safeArea.leading, bottom: min(safeArea.bottom, h), trailing: safeArea.trailing)
        return env
    }
}

// Popovers (`.popover(isPresented:)`): their content is a separate root too. Where the width is
// horizontally compact — an iPhone in portrait — SwiftUI presents a popover as a sheet (Apple's `popover`
// documentation: "in a horizontally compact environment … the popover appears as a sheet"), so it is laid
// out like a `.large` sheet. Elsewhere (iPad, macOS) the popover is a bubble that fits its content: the
// content's ideal size, at most the screen less its safe area, with no safe area of its own. None of this
// is measured (no public recording of a popover's content): **assumed** (docs/PLATFORMS.md "Sheets").
extension LayoutEnvironment {
    /// The narrowest screen SwiftUI gives a regular horizontal size class on iOS: iPhones in portrait are
    /// compact (up to 440 pt wide), iPads regular (744 pt and wider; Apple HIG "Layout", size classes).
    public static let regularWidthMinimum = 600.0

    /// True on iOS when the screen is narrower than `regularWidthMinimum` (an iPhone in portrait).
    public var isHorizontallyCompact: Bool { platform.family == .iOS && size.width < Self.regularWidthMinimum }

    /// The environment a popover's content is laid out in as its own root, for content whose ideal size
    /// (proposed nil × nil) is `idealSize`: a `.large` sheet where the width is compact, else that size
    /// within the screen's safe area, without insets.
    public func popover(idealSize: Size) throws(LayoutError) -> LayoutEnvironment {
        guard idealSize.width.isFinite, idealSize.height.isFinite, idealSize.width >= 0, idealSize.height >= 0 else {
            throw .invalid("a popover's ideal size must be finite and ≥ 0, got \(idealSize)")
        }
        if isHorizontallyCompact { return try sheet(.large) }
        var env = self
        env.size = Size(min(idealSize.width, max(0, size.width - safeArea.leading - safeArea.trailing)),
                        min(idealSize.height, max(0, size.height - safeArea.top - safeArea.bottom)))
        env.safeArea = .zero
        return env
    }
}

// MARK: - The presentation modifiers

// `.sheet(isPresented:content:)`, `.fullScreenCover(isPresented:content:)` and `.popover(isPresented:content:)`
// as modifiers: the presenting view keeps its frame (SW-ios `ios/sheet/basic` and `ios/sheet/medium`
// @b687eac, fixtures sw2_ios_sheet_*: presenting a sheet changes no frame of the presenting screen), and the
// presented content is laid out in the same pass as a root of its own, in screen coordinates:
// - a sheet (iOS): the screen's width, its detent's height (`PresentationDetent.height`; of several
//   `presentationDetents`, the smallest, **assumed** the one it opens at), at the screen's bottom, with the
//   screen's leading, trailing and bottom insets and no top inset; macOS: its content's ideal size within the
//   window, at the window's top, centred (**assumed**: a window-modal sheet);
// - a full-screen cover (iOS): the whole screen with its safe area; macOS has none (a sheet there);
// - a popover: where the width is horizontally compact, a `.large` sheet; elsewhere its content's ideal size
//   within the safe area, below the presenting view and centred on it (above it when there is no room
//   below), clamped into the safe area (**assumed**: no recording places a popover).
// Its content is proposed that size and centred in it (less its safe area) as the root is (rules §0).
// None of the presented geometry is measured (docs/PLATFORMS.md "Sheets"); `isPresented: false` lays out
// nothing. `.presentationDetents` on the content's root chooses the sheet's height.

/// How the content of a presentation modifier is shown.
public enum PresentationKind: String, CaseIterable, Hashable, Sendable { case sheet, fullScreenCover, popover }

/// `.presentationDetents([…])` on a presented content's root.
enum PresentationDetentsKey: TraitKey { typealias Value = [PresentationDetent]; static let name = "PresentationDetentsModifier" }

struct PresentationModifier: UnaryModifier {
    let kind: PresentationKind
    /// The detents its content asks for (empty: `.large`).
    let detents: [PresentationDetent]
    var name: String {
        switch kind {
        case .sheet: "SheetPresentationModifier"
        case .fullScreenCover: "FullScreenCoverPresentationModifier"
        case .popover: "PopoverPresentationModifier"
        }
    }
    var label: String? { kind.rawValue }

    /// The presented root's rectangle on the screen and its safe-area insets, for a presenter at `presenter`.
    private func geometry(_ context: LayoutContext, presenter: Rect, content: Subview) -> (Rect, EdgeInsets) {
        let env = context.environment
        let screen = env.bounds
        func bottomSheet(_ detent: PresentationDetent) -> (Rect, EdgeInsets) {
            let e = (try? env.sheet(detent)) ?? env
            return (Rect(x: 0, y: screen.height - e.size.height, width: e.size.width, height: e.size.height), e.safeArea)
        }
        func ideal() -> Size {
            let s = content.sizeThatFits(.unspecified)
            return Size(s.width.isFinite ? s.width : screen.width, s.height.isFinite ? s.height : screen.height)
        }
        switch kind {
        case .fullScreenCover where env.platform.family == .iOS:
            return (screen, env.safeArea)
        case .sheet, .fullScreenCover:
            if env.platform.family == .macOS {
                let s = ideal(), w = min(s.width, screen.width), h = min(s.height, screen.height)
                return (Rect(x: (screen.width - w) / 2, y: 0, width: w, height: h), .zero)
            }
            let heights = detents.map { $0.height(screenHeight: screen.height, topInset: env.safeArea.top) }
            let detent = zip(detents, heights).min { $0.1 < $1.1 }?.0 ?? .large
            return bottomSheet(detent)
        case .popover:
            if env.isHorizontallyCompact { return bottomSheet(.large) }
            let safe = env.safeRect
            let e = (try? env.popover(idealSize: ideal())) ?? env
            let w = e.size.width, h = e.size.height
            var y = presenter.maxY
            if y + h > safe.maxY, presenter.minY - h >= safe.minY { y = presenter.minY - h }
            y = min(max(y, safe.minY), max(safe.minY, safe.maxY - h))
            let x = min(max(presenter.midX - w / 2, safe.minX), max(safe.minX, safe.maxX - w))
            return (Rect(x: x, y: y, width: w, height: h), .zero)
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        let (rect, insets) = geometry(context, presenter: bounds, content: subviews[1])
        let safe = rect.inset(by: insets)
        let p = ProposedViewSize(safe.size)
        context.asContainer(length: p) {
            context.withReplacedRegions([.container(safe: safe, unsafe: rect)]) {
                let size = subviews[1].sizeThatFits(p)
                var x = safe.minX + (safe.width - size.width) / 2
                // `place` mirrors a child within its parent's frame right to left; the presented root is
                // placed on the screen, so mirror it back.
                if context.isRightToLeft { x = bounds.minX + bounds.maxX - x - size.width }
                subviews[1].place(at: Point(x: x, y: safe.minY + (safe.height - size.height) / 2), proposal: p, size: size)
            }
        }
    }
}

extension View {
    /// `.sheet(isPresented:content:)`, `.fullScreenCover(isPresented:content:)`, `.popover(isPresented:content:)`:
    /// the content is laid out as a root of its own where the presentation shows it (nothing when not
    /// presented); this view keeps its frame.
    public func presentation(_ kind: PresentationKind, isPresented: Bool = true, content: any View) -> ModifiedContent {
        let detents = firstPreference(in: content.node) { $0.layout(as: Trait<PresentationDetentsKey>.self)?.value } ?? []
        return ModifiedContent(self, PresentationModifier(kind: kind, detents: detents), secondary: isPresented ? [content] : [])
    }
    /// `.presentationDetents([…])` on a sheet's content: the heights the sheet may take (it opens at the smallest).
    public func presentationDetents(_ detents: [PresentationDetent]) -> ModifiedContent {
        ModifiedContent(self, Trait<PresentationDetentsKey>(value: detents))
    }
}
