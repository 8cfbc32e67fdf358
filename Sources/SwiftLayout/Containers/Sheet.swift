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
