// `.statusBarHidden(_:)` and `.persistentSystemOverlays(_:)`: preferences that reach the root.
//
// A hidden status bar (iOS) frees the top of the screen where the status bar is all the top inset holds: on
// a phone without a notch or Dynamic Island (iPhone SE: 20) and on an iPad (24) the top inset becomes 0;
// where the inset holds the sensor housing (44 and more) it stays (Apple's `prefersStatusBarHidden` and
// `safeAreaInsets` documentation: the safe area excludes the status bar *when it is visible*; the housing
// is always excluded). The limit between the two is `statusBarOnlyInset` (24, the largest status-bar-only
// inset of the device presets, docs/PLATFORMS.md). Any `.statusBarHidden(true)` in the tree hides it.
// macOS has no status bar: no effect. None of this is recorded (swiftui-web's iOS host hides the status
// bar for every recording): **assumed**.
//
// `.persistentSystemOverlays(.hidden)` hides the home indicator (it dims and fades): the bottom inset stays,
// so no frame changes (**assumed**: UIKit's `prefersHomeIndicatorAutoHidden` documentation describes the
// indicator's visibility, not the safe area's).

/// `.statusBarHidden(true)`: a preference the layout's root reads.
struct StatusBarHiddenModifier: UnaryModifier {
    let hidden: Bool
    var name: String { "StatusBarVisibilityModifier" }
    var label: String? { hidden ? "status bar hidden" : "status bar visible" }
    var hidesStatusBar: Bool { hidden }
}

extension LayoutEnvironment {
    /// The largest top inset that is the status bar alone (iPhone SE 20, iPads 24); a larger one holds the
    /// sensor housing, which a hidden status bar does not free (**assumed**).
    public static let statusBarOnlyInset = 24.0

    /// This environment with the status bar hidden when `hidden`: on iOS a top inset of at most
    /// `statusBarOnlyInset` becomes 0.
    public func hidingStatusBar(_ hidden: Bool) -> LayoutEnvironment {
        guard hidden, platform.family == .iOS, safeArea.top > 0, safeArea.top <= Self.statusBarOnlyInset else { return self }
        var env = self
        env.safeArea.top = 0
        return env
    }
}

extension View {
    /// `.statusBarHidden(_:)`: hides the status bar, which frees a status-bar-only top inset.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent {
        ModifiedContent(self, StatusBarHiddenModifier(hidden: hidden))
    }
    /// `.persistentSystemOverlays(_:)`: the home indicator's visibility; no frame changes.
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "PersistentSystemOverlaysModifier", label: "system overlays \(visibility.rawValue)"))
    }
}

/// `.layoutDirectionBehavior(_:)`: whether a view mirrors its drawing right to left.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed, mirrors
    case mirrorsIn(LayoutDirection)
}

extension View {
    /// `.layoutDirectionBehavior(_:)`: whether this view's drawing mirrors in a right-to-left layout; its frame
    /// and its children's places follow the layout direction as they do without it (Apple's documentation:
    /// the behaviour of the view's *rendering*; **assumed** no frame change).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedContent {
        let label: String
        switch behavior {
        case .fixed: label = "fixed"
        case .mirrors: label = "mirrors"
        case .mirrorsIn(let d): label = "mirrors in \(d.name)"
        }
        return ModifiedContent(self, DrawingOnlyModifier(name: "LayoutDirectionBehaviorModifier", label: label))
    }
}
