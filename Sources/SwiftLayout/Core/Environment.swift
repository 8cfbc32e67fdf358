// The root of a layout: the screen (or window) with its size, safe-area insets and display scale, plus
// the environment values that layouts read (default padding and spacing, text metrics). Values that no
// public SwiftUI measurement pins down are parameters here, not constants buried in a layout.

/// An error the engine reports instead of trapping.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int32, Sendable {
        case invalidArgument = 1
        case depthExceeded = 5
        /// A user function (a containerRelativeFrame length) failed.
        case callbackFailed = 8
        /// No node has the id or index asked for (a relayout's replace).
        case notFound = 9
        /// The process cannot have the memory a step needs (checked before it is allocated: `MemoryBudget`).
        case resourceExhausted = 10
        case internalError = 99
    }
    public let code: Code
    public let message: String
    public init(_ code: Code, _ message: String) {
        self.code = code
        // Messages quote bad input (see `quoted`); this bounds whatever a message still carries.
        self.message = message.utf8.count <= LayoutError.maxMessageBytes ? message
            : String(message.prefix(LayoutError.maxMessageBytes / 4)) + "… (message cut)"
    }
    /// The longest message kept whole, in UTF-8 bytes.
    static let maxMessageBytes = 4096
    public static func invalid(_ message: String) -> LayoutError { LayoutError(.invalidArgument, message) }
    public var description: String { message }
}

/// `text` in quotes for an error message, cut to its first `limit` characters (a bad token may be
/// megabytes long; the message says how long it was).
package func quoted(_ text: String, limit: Int = 100, mark: String = "'") -> String {
    var cut = text.startIndex
    var count = 0
    while cut < text.endIndex, count < limit { text.formIndex(after: &cut); count += 1 }
    if cut == text.endIndex { return mark + text + mark }
    return "\(mark)\(text[..<cut])…\(mark) (\(text.utf8.count) bytes)"
}

/// Everything a layout pass reads that does not come from the view tree.
public struct LayoutEnvironment: Sendable {
    /// The screen or window size in points.
    public var size: Size
    /// The container safe-area insets (status bar, home indicator, …).
    public var safeArea: EdgeInsets
    /// Pixels per point; used by `Rect.roundedToPixels`, pixel-snapped results and text sizes.
    public var displayScale: Double
    /// The platform and OS version whose numbers the layout uses (text styles, default font, Divider).
    public var platform: Platform = .iOS26
    /// The user's preferred text size (Dynamic Type; iOS profiles). Default: large.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The direction of the root and everything that does not set its own (rules §23).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The height of an on-screen keyboard (a `.keyboard` safe-area region at the bottom), 0 if none.
    public var keyboardHeight: Double = 0
    /// `padding()` without a length (rules §7: 16).
    public var defaultPadding: Double = 16
    /// `.scenePadding(_:)`'s length: set, it overrides the platform's (`Platform.scenePadding`).
    public var scenePaddingOverride: Double? = nil
    public var scenePadding: Double {
        get { scenePaddingOverride ?? platform.scenePadding }
        set { scenePaddingOverride = newValue }
    }
    /// The distance between two views that publish no spacing preference (rules §3: 8 on iOS).
    public var defaultSpacing: Double = 8
    /// `Spacer()`'s minimum length when none is given. OSU codes the default spacing (8); no measurement
    /// confirms it (rules §4), so it is a parameter.
    public var spacerMinLength: Double = 8
    /// An inline navigation bar's height: set, it overrides the platform profile's
    /// (`Platform.navigation`: iOS 26 64, iOS 17 44).
    public var navigationBarHeightOverride: Double? = nil
    public var navigationBarHeight: Double {
        get { navigationBarHeightOverride ?? platform.navigation.inlineBarHeight }
        set { navigationBarHeightOverride = newValue }
    }
    /// What a large title adds below the inline bar: set, it overrides the profile's (iOS 26 52.5, iOS 17 52).
    public var largeTitleHeightOverride: Double? = nil
    public var largeTitleHeight: Double {
        get { largeTitleHeightOverride ?? platform.navigation.largeTitleHeight }
        set { largeTitleHeightOverride = newValue }
    }
    /// How far an inline bar overlaps the top safe-area inset (a device property; see DevicePreset).
    public var navigationBarOverlap: Double = 0
    /// What a TabView's bar takes from its content: set, it overrides the platform profile's
    /// (`Platform.tabBar`: iOS 26 83, iOS 17 49, macOS 26 24 at the top).
    public var tabBarHeightOverride: Double? = nil
    public var tabBarHeight: Double {
        get { tabBarHeightOverride ?? platform.tabBar.height }
        set { tabBarHeightOverride = newValue }
    }
    /// NavigationSplitView column widths (sidebar, and the middle column of a three-column split); the
    /// sidebar's is the profile's (`NavigationMetrics.splitSidebarWidth`) unless set.
    public var splitSidebarWidthOverride: Double? = nil
    public var splitSidebarWidth: Double {
        get { splitSidebarWidthOverride ?? platform.navigation.splitSidebarWidth }
        set { splitSidebarWidthOverride = newValue }
    }
    /// The content column's width: the profile's (`NavigationMetrics.splitContentWidth`) unless set.
    public var splitContentWidthOverride: Double? = nil
    public var splitContentWidth: Double {
        get { splitContentWidthOverride ?? platform.navigation.splitContentWidth }
        set { splitContentWidthOverride = newValue }
    }
    /// Grid's spacing when horizontalSpacing/verticalSpacing is nil (unsettled: one blog says 10; rules §17).
    public var gridSpacing: Double = 8
    /// List rows: leading/trailing inset and minimum height of every list style; set, they override the
    /// platform profile's (`Platform.lists`; iOS 26 16 and 56, iOS 17 UIKit's classic 16 and 44).
    /// The controls' unmeasured numbers set by name (`ControlMetrics.environmentParameters`, docs/PLATFORMS.md):
    /// each replaces the platform profile's value.
    public var controlOverrides: [String: Double] = [:]
    public var listRowInsetOverride: Double? = nil
    public var listRowMinHeightOverride: Double? = nil
    public var listRowInset: Double {
        get { listRowInsetOverride ?? platform.lists.resolve(.automatic).1.rowInsets.leading }
        set { listRowInsetOverride = newValue }
    }
    public var listRowMinHeight: Double {
        get { listRowMinHeightOverride ?? platform.lists.resolve(.automatic).1.rowMinHeight }
        set { listRowMinHeightOverride = newValue }
    }
    /// When true, result frames are snapped to the pixel grid (rules §0); layout arithmetic stays unrounded.
    public var roundsToPixels: Bool = false
    /// The deepest view tree accepted, in nodes from the root to a leaf.
    public var maxDepth: Int = 100_000
    /// The most nodes one layout takes (a memory budget: a node costs 530 (rectangles) to 990 (Texts) bytes
    /// with its document while it is laid out, and about 500 more while its structure is written out:
    /// measured, docs/ERRORS.md), counting a view shared in several places in each place and what
    /// GeometryReaders build; checked before anything is allocated for them. At most
    /// `RetainedLayout.maxNodeCount`.
    public var maxNodes: Int = LayoutEnvironment.defaultMaxNodes
    /// `maxNodes` by default: at most about 0.9 GB of layout, 1.4 GB with the structure read (Texts), so
    /// that the largest tree the default takes fits a laptop's memory.
    public static let defaultMaxNodes = 1_000_000
    /// The longest string (UTF-8 bytes) a Text or a TextField lays out; a longer one fails the layout with
    /// `invalidArgument` before it is measured. A bound on time: breaking text into lines measures each line
    /// with HarfBuzz, about 7 µs per byte of prose and 9 µs per byte of one long word in a release build,
    /// once per proposal the Text is asked about (bench: docs/ERRORS.md), so 100,000 bytes cost at most
    /// about 1 s per measurement. At most `maxTextBytesLimit`.
    public var maxTextBytes: Int = LayoutEnvironment.defaultMaxTextBytes
    public static let defaultMaxTextBytes = 100_000
    public static let maxTextBytesLimit = 16 << 20
    /// How Text is measured: HarfBuzz with a real font when one is installed (FontTextMeasurer.status),
    /// else the approximate model; the parameter approximate_text = 1 picks the approximate model.
    public var textMeasurer: any TextMeasurer = FontTextMeasurer.systemDefault

    /// True if views measure the same in `other`: every value a size can depend on is equal. The screen
    /// size, the safe area and the keyboard reach sizes only through the root proposal and the window's
    /// container length, which are part of every cached measurement's key, so they may differ. A custom
    /// text measurer (not one of the built-in two) is never assumed equal.
    func measuresLike(_ other: LayoutEnvironment) -> Bool {
        func builtIn(_ m: any TextMeasurer) -> ObjectIdentifier? {
            m is FontTextMeasurer || m is ApproximateTextMeasurer ? ObjectIdentifier(type(of: m)) : nil
        }
        guard let mine = builtIn(textMeasurer), mine == builtIn(other.textMeasurer) else { return false }
        guard (textMeasurer as? FontTextMeasurer)?.calibrated == (other.textMeasurer as? FontTextMeasurer)?.calibrated
        else { return false }
        return platform == other.platform && dynamicTypeSize == other.dynamicTypeSize
            && Self.parameters.allSatisfy { !$0.measures || $0.get(self) == $0.get(other) }
    }

    public init(size: Size, safeArea: EdgeInsets = .zero, displayScale: Double = 1) {
        self.size = size; self.safeArea = safeArea; self.displayScale = displayScale
    }
    public init(device: DevicePreset) {
        self.init(size: device.size, safeArea: device.safeArea, displayScale: device.scale)
        navigationBarOverlap = device.navigationBarOverlap
        platform = device.platform
    }

    /// One numeric environment parameter: its snake_case name (C and Python use it), the values it takes,
    /// how to read and write it, and whether sizes can depend on it (`measuresLike`).
    struct Parameter: Sendable {
        enum Values: Sendable { case any, nonNegative, positive, flag, integer(ClosedRange<Int>) }
        let name: String
        let values: Values
        let measures: Bool
        let get: @Sendable (LayoutEnvironment) -> Double
        let set: @Sendable (inout LayoutEnvironment, Double) -> Void
    }

    /// Every numeric parameter, in one table: `set`, `get`, `parameterNames` and `measuresLike` derive from it.
    static let parameters: [Parameter] = [
        Parameter(name: "keyboard_height", values: .nonNegative, measures: false,
                  get: { $0.keyboardHeight }, set: { $0.keyboardHeight = $1 }),
        Parameter(name: "default_padding", values: .nonNegative, measures: true,
                  get: { $0.defaultPadding }, set: { $0.defaultPadding = $1 }),
        Parameter(name: "scene_padding", values: .nonNegative, measures: true,
                  get: { $0.scenePadding }, set: { $0.scenePaddingOverride = $1 }),
        Parameter(name: "default_spacing", values: .any, measures: true,
                  get: { $0.defaultSpacing }, set: { $0.defaultSpacing = $1 }),
        Parameter(name: "spacer_min_length", values: .nonNegative, measures: true,
                  get: { $0.spacerMinLength }, set: { $0.spacerMinLength = $1 }),
        Parameter(name: "round_to_pixels", values: .flag, measures: false,
                  get: { $0.roundsToPixels ? 1 : 0 }, set: { $0.roundsToPixels = $1 != 0 }),
        Parameter(name: "max_depth", values: .integer(1...100_000), measures: false,
                  get: { Double($0.maxDepth) }, set: { $0.maxDepth = Int($1) }),
        Parameter(name: "max_nodes", values: .integer(1...RetainedLayout.maxNodeCount), measures: false,
                  get: { Double($0.maxNodes) }, set: { $0.maxNodes = Int($1) }),
        Parameter(name: "max_text_bytes", values: .integer(1...LayoutEnvironment.maxTextBytesLimit), measures: true,
                  get: { Double($0.maxTextBytes) }, set: { $0.maxTextBytes = Int($1) }),
        Parameter(name: "display_scale", values: .positive, measures: true,
                  get: { $0.displayScale }, set: { $0.displayScale = $1 }),
        Parameter(name: "navigation_bar_height", values: .nonNegative, measures: true,
                  get: { $0.navigationBarHeight }, set: { $0.navigationBarHeightOverride = $1 }),
        Parameter(name: "large_title_height", values: .nonNegative, measures: true,
                  get: { $0.largeTitleHeight }, set: { $0.largeTitleHeightOverride = $1 }),
        Parameter(name: "navigation_bar_overlap", values: .nonNegative, measures: true,
                  get: { $0.navigationBarOverlap }, set: { $0.navigationBarOverlap = $1 }),
        Parameter(name: "tab_bar_height", values: .nonNegative, measures: true,
                  get: { $0.tabBarHeight }, set: { $0.tabBarHeightOverride = $1 }),
        Parameter(name: "split_sidebar_width", values: .nonNegative, measures: true,
                  get: { $0.splitSidebarWidth }, set: { $0.splitSidebarWidthOverride = $1 }),
        Parameter(name: "split_content_width", values: .nonNegative, measures: true,
                  get: { $0.splitContentWidth }, set: { $0.splitContentWidthOverride = $1 }),
        Parameter(name: "list_row_inset", values: .nonNegative, measures: true,
                  get: { $0.listRowInset }, set: { $0.listRowInsetOverride = $1 }),
        Parameter(name: "list_row_min_height", values: .nonNegative, measures: true,
                  get: { $0.listRowMinHeight }, set: { $0.listRowMinHeightOverride = $1 }),
        Parameter(name: "grid_spacing", values: .any, measures: true,
                  get: { $0.gridSpacing }, set: { $0.gridSpacing = $1 }),
        Parameter(name: "approximate_text", values: .flag, measures: false,
                  get: { $0.textMeasurer is ApproximateTextMeasurer ? 1 : 0 },
                  set: { $0.textMeasurer = $1 != 0 ? ApproximateTextMeasurer() : FontTextMeasurer.systemDefault }),
        // The font's own advances and vertical metrics, without the SF Pro calibration (docs/TEXT.md).
        Parameter(name: "raw_text", values: .flag, measures: false,
                  get: { ($0.textMeasurer as? FontTextMeasurer)?.calibrated == false ? 1 : 0 },
                  set: { env, value in
                      if value != 0, let shared = FontTextMeasurer.shared { env.textMeasurer = shared.raw } else {
                          env.textMeasurer = FontTextMeasurer.systemDefault
                      }
                  }),
    ] + ControlMetrics.environmentParameters

    /// The names `set(_:_:)` accepts, for error messages and bindings.
    public static let parameterNames = parameters.map(\.name)

    /// Sets a numeric parameter by its snake_case name (the C and Python bindings use this).
    public mutating func set(_ name: String, _ value: Double) throws(LayoutError) {
        guard let parameter = Self.parameters.first(where: { $0.name == name }) else {
            throw .invalid("unknown environment parameter \(quoted(name)); known: \(Self.parameterNames.joined(separator: ", "))")
        }
        guard value.isFinite else { throw .invalid("parameter \(name) must be finite, got \(fmt(value))") }
        switch parameter.values {
        case .any, .flag: break
        case .nonNegative:
            guard value >= 0 else { throw .invalid("parameter \(name) must be ≥ 0, got \(fmt(value))") }
        case .positive:
            guard value > 0 else { throw .invalid("\(name) must be > 0, got \(fmt(value))") }
        case .integer(let range):
            guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
                throw .invalid("\(name) must be an integer in \(range.lowerBound)…\(range.upperBound), got \(fmt(value))")
            }
        }
        parameter.set(&self, value)
    }

    /// The names `get(_:)` accepts: the `set` parameters plus the screen and its insets.
    public static let readableNames = ["width", "height", "safe_area_top", "safe_area_leading", "safe_area_bottom",
                                       "safe_area_trailing"] + parameterNames

    /// One text environment parameter: its name (C and Python use it), how to read it and how to set it
    /// from text.
    struct StringParameter: Sendable {
        let name: String
        let get: @Sendable (LayoutEnvironment) -> String
        let set: @Sendable (inout LayoutEnvironment, String) throws(LayoutError) -> Void
    }

    /// Every text parameter, in one table (as `parameters` for numbers): `platform` is a profile name
    /// ("iOS 26", "iOS 17", "macOS 26"); `layout_direction` is "leftToRight" or "rightToLeft" ("ltr", "rtl");
    /// `locale` ("ar_SA", "he", "en_US") sets the layout direction of the locale's language and reads it.
    static let stringParameters: [StringParameter] = [
        StringParameter(name: "platform", get: { $0.platform.name }, set: { env, value throws(LayoutError) in
            guard let p = Platform.named(value) else {
                throw .invalid("unknown platform '\(value.prefix(100))'; known: \(Platform.all.map(\.name).joined(separator: ", "))")
            }
            env.platform = p
        }),
        StringParameter(name: "dynamic_type_size", get: { $0.dynamicTypeSize.rawValue },
                        set: { env, value throws(LayoutError) in env.dynamicTypeSize = try DynamicTypeSize.named(value) }),
        StringParameter(name: "layout_direction", get: { $0.layoutDirection.name },
                        set: { env, value throws(LayoutError) in env.layoutDirection = try LayoutDirection.named(value) }),
        StringParameter(name: "locale", get: { $0.layoutDirection.name },
                        set: { $0.layoutDirection = LayoutDirection.forLocale($1) }),
    ]

    /// The names `set(_:string:)` accepts.
    public static let stringParameterNames = stringParameters.map(\.name)

    /// The text parameter `name`, or an error naming what was asked for (`what`) and the known names.
    private static func stringParameter(_ name: String, _ what: String) throws(LayoutError) -> StringParameter {
        guard let parameter = stringParameters.first(where: { $0.name == name }) else {
            throw .invalid("unknown text environment \(what) '\(name.prefix(100))'; known: \(stringParameterNames.joined(separator: ", "))")
        }
        return parameter
    }

    /// Sets a named value given as text (the C and Python bindings use this; `stringParameters`).
    public mutating func set(_ name: String, string value: String) throws(LayoutError) {
        try Self.stringParameter(name, "parameter").set(&self, value)
    }

    /// Reads a named text value: `platform`, `dynamic_type_size`, `layout_direction` (also as `locale`:
    /// "leftToRight" or "rightToLeft").
    public func getString(_ name: String) throws(LayoutError) -> String {
        try Self.stringParameter(name, "value").get(self)
    }

    /// Reads a numeric value by its snake_case name (the bindings use this to draw the screen).
    public func get(_ name: String) throws(LayoutError) -> Double {
        switch name {
        case "width": return size.width
        case "height": return size.height
        case "safe_area_top": return safeArea.top
        case "safe_area_leading": return safeArea.leading
        case "safe_area_bottom": return safeArea.bottom
        case "safe_area_trailing": return safeArea.trailing
        default:
            guard let parameter = Self.parameters.first(where: { $0.name == name }) else {
                throw .invalid("unknown environment value \(quoted(name)); known: \(Self.readableNames.joined(separator: ", "))")
            }
            return parameter.get(self)
        }
    }

    /// Checks that the screen is usable: finite, non-negative sizes and insets that fit.
    public func validate() throws(LayoutError) {
        for (label, v) in [("width", size.width), ("height", size.height)] {
            guard v.isFinite, v >= 0 else { throw .invalid("screen \(label) must be finite and ≥ 0, got \(fmt(v))") }
        }
        for edge in Edge.allCases {
            let v = safeArea[edge]
            guard v.isFinite, v >= 0 else { throw .invalid("safe-area \(edge) inset must be finite and ≥ 0, got \(fmt(v))") }
        }
        guard safeArea.leading + safeArea.trailing <= size.width, safeArea.top + safeArea.bottom <= size.height
        else { throw .invalid("safe-area insets \(safeArea) do not fit in the screen \(size)") }
        guard keyboardHeight.isFinite, keyboardHeight >= 0, safeArea.top + keyboardHeight <= size.height else {
            throw .invalid("keyboard_height \(fmt(keyboardHeight)) does not fit in the screen \(size) below the top safe-area inset \(fmt(safeArea.top)) (at most \(fmt(max(0, size.height - safeArea.top))))")
        }
        guard displayScale.isFinite, displayScale > 0 else { throw .invalid("display scale must be > 0") }
    }

    /// The screen rectangle.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
    /// The rectangle the root view is proposed and centred in: the screen minus the container insets and
    /// the keyboard.
    public var safeRect: Rect {
        var insets = safeArea
        insets.bottom = max(insets.bottom, keyboardHeight)
        return bounds.inset(by: insets)
    }
}
