// Layout direction (rules §23). SwiftUI lays every container out in a left-to-right space and, when the
// direction is right-to-left, flips the x position of each view within its parent: a child placed at x
// (width w) in a parent of width W ends at W − x − w. The engine does the same in `LayoutPass.place`,
// so stacks, alignments, padding edges, frames, overlays, grids, scroll views and custom layouts all
// mirror without knowing about it. Layouts that work in absolute (screen) coordinates — the safe area,
// a scroll view's insets, offset — convert with `LayoutContext.isRightToLeft`.

/// The direction in which views are laid out (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Int8, Hashable, Sendable, CaseIterable {
    case leftToRight = 0
    case rightToLeft = 1

    /// SwiftUI's spelling: "leftToRight" / "rightToLeft".
    public var name: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }

    /// Accepts "leftToRight", "rightToLeft", "ltr", "rtl" (case, spaces, '-' and '_' ignored).
    public static func named(_ name: String) throws(LayoutError) -> LayoutDirection {
        let key = String(name.lowercased().filter { $0.isLetter })
        switch key {
        case "lefttoright", "ltr": return .leftToRight
        case "righttoleft", "rtl": return .rightToLeft
        default:
            throw .invalid("unknown layout direction \(quoted(name)); known: leftToRight, rightToLeft (or ltr, rtl)")
        }
    }

    /// Languages written right to left (ISO 639 codes): Arabic, Hebrew, Persian, Urdu, Pashto, Yiddish,
    /// Dhivehi, Sindhi, Uyghur, Central Kurdish (the languages `Locale.Language.characterDirection` reports
    /// as right-to-left).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "sd", "ug", "ckb"]

    /// The direction of a locale identifier's language ("ar", "he_IL", "ar-SA", "en_US"): right to left
    /// for the languages above, else left to right.
    public static func forLocale(_ identifier: String) -> LayoutDirection {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" || $0 == "." })
            .first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}

/// `.flipsForRightToLeftLayoutDirection(_:)`: draws the content mirrored in a right-to-left environment.
/// Drawing only: no frame changes (measured: swiftui-web `layout/rtl-shapes`, the flipped SF Symbol is the
/// same 15 × 12 as the plain one, placed like any other HStack child).
struct FlipsForRightToLeftModifier: UnaryModifier {
    let enabled: Bool
    var name: String { "_FlipForRTLEffect" }
    var label: String? { enabled ? "flipsForRightToLeft" : nil }
}

extension View {
    /// Lays this view's content out in `direction` (SwiftUI's `.environment(\.layoutDirection, _)`).
    public func layoutDirection(_ direction: LayoutDirection) -> ModifiedContent {
        // The wrapper itself is placed by its parent in the parent's direction (a left-to-right island inside
        // a right-to-left stack sits at the stack's leading, right, edge and keeps its children in reading order).
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<LayoutDirection>") {
            $0.layoutDirection = direction
        })
    }
    /// Marks this view to be drawn mirrored when the layout direction is right to left (drawing only).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool = true) -> ModifiedContent {
        ModifiedContent(self, FlipsForRightToLeftModifier(enabled: enabled))
    }
}

extension Rect {
    /// This rectangle flipped horizontally within `bounds` (minX + maxX of `bounds` − maxX of this one).
    func mirrored(in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: width, height: height)
    }
}

extension EdgeInsets {
    /// The leading and trailing insets exchanged (physical left/right ↔ semantic leading/trailing in a
    /// right-to-left layout).
    var swappingHorizontal: EdgeInsets {
        EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }
}

extension Edge.Set {
    /// `.leading` and `.trailing` exchanged.
    var swappingHorizontal: Edge.Set {
        var result = self
        result.remove([.leading, .trailing])
        if contains(.leading) { result.insert(.trailing) }
        if contains(.trailing) { result.insert(.leading) }
        return result
    }
}
