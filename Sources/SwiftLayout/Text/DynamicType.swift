// Dynamic Type (docs/TEXT.md, docs/PLATFORMS.md): the user's preferred text size scales every text style
// on iOS. The point sizes are Apple's Human Interface Guidelines table "Dynamic Type sizes" for iOS and
// iPadOS (Typography). Line boxes are measured only at the default size (Large); at the other sizes the
// profile's line height, pitch and baseline scale with the point size, rounded to the pixel grid
// (assumed, not measured). macOS has no Dynamic Type: its text styles keep their sizes.

/// The user's preferred text size: seven standard sizes and five accessibility sizes.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var index: Int { Self.allCases.firstIndex(of: self)! }
    public var isAccessibilitySize: Bool { index >= DynamicTypeSize.accessibility1.index }
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Each text style's point size at every Dynamic Type size, xSmall … accessibility5 (Apple HIG,
    /// "Dynamic Type sizes", iOS and iPadOS).
    package static let pointSizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// A size by name, ignoring case and `_`: "xSmall" … "xxxLarge", "accessibility1" … "accessibility5"
    /// (also "ax1" … "ax5").
    public static func named(_ name: String) throws(LayoutError) -> DynamicTypeSize {
        let key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for size in allCases where size.rawValue.lowercased() == key { return size }
        if key.hasPrefix("ax"), let n = Int(key.dropFirst(2)), (1...5).contains(n) { return allCases[6 + n] }
        throw .invalid("unknown Dynamic Type size \(quoted(name)); known: \(allCases.map(\.rawValue).joined(separator: ", "))")
    }

    /// `style`'s point size at this Dynamic Type size.
    func pointSize(of style: Font.TextStyle) -> Double { Self.pointSizes[style]![index] }
}

extension View {
    /// Sets the Dynamic Type size of every Text inside (iOS profiles; macOS has no Dynamic Type).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "EnvironmentKeyWritingModifier<DynamicTypeSize>") {
            $0.dynamicTypeSize = size
        })
    }
}
