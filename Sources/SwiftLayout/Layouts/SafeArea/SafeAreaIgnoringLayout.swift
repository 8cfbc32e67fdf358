// Safe areas (rules §13). Regions (the root's container insets, the keyboard, later bars and insets) are
// rectangles in root coordinates. A SafeAreaIgnoringLayout looks at its own frame: on each ignored edge
// that lies on or beyond a matching region's safe edge, it moves the edge out to that region's unsafe
// edge, then proposes the enlarged size to its content and places it at the enlarged origin. It still
// reports its content's size for the original proposal, so parents and siblings never move.

/// Kinds of safe-area region, with SwiftUI's raw values.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The screen edges and the bars of containers.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// One safe-area region: its kind, the rectangle inside it that is safe, and the one it covers.
public struct SafeAreaRegion: Hashable, Sendable {
    public let kind: SafeAreaRegions
    public let safe: Rect
    public let unsafe: Rect
    /// The screen edges (top, bottom; leading = left, trailing = right) on which a view between this region
    /// and the current one ignores it: content there is not inset by it (a ScrollView), though a
    /// GeometryReader still reports the overlap as its insets.
    var ignoredEdges: Edge.Set = []

    /// The root's regions, innermost first: the keyboard (from the container's safe bottom edge up to the
    /// keyboard) if one is shown, then the container (screen minus insets).
    static func rootRegions(for environment: LayoutEnvironment) -> [SafeAreaRegion] {
        let containerSafe = environment.bounds.inset(by: environment.safeArea)
        var regions: [SafeAreaRegion] = []
        if environment.keyboardHeight > environment.safeArea.bottom {
            regions.append(SafeAreaRegion(kind: .keyboard, safe: environment.safeRect, unsafe: containerSafe))
        }
        regions.append(SafeAreaRegion(kind: .container, safe: containerSafe, unsafe: environment.bounds))
        return regions
    }

    /// `rect` with each edge in `edges` that lies on or beyond this region's safe edge (within half a pixel
    /// plus 0.001) moved out to the unsafe edge.
    func expand(_ rect: Rect, edges: Edge.Set, pixel: Double) -> Rect {
        let tolerance = pixel / 2 + 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance, unsafe.minY < minY { minY = unsafe.minY }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance, unsafe.maxY > maxY { maxY = unsafe.maxY }
        if edges.contains(.leading), minX <= safe.minX + tolerance, unsafe.minX < minX { minX = unsafe.minX }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance, unsafe.maxX > maxX { maxX = unsafe.maxX }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension SafeAreaRegion {
    /// How far `rect` reaches past the safe edges of the `kind` regions into their unsafe parts, per edge:
    /// what a view that extended into the safe area (a ScrollView) insets its content by. Only the part
    /// between the unsafe and the safe edge counts: a view that overflows a window with no insets (a
    /// 400-wide scroll view centred in 300, at x = −50) has no inset, and its content starts at its own
    /// edge (measured: swiftui-web `scroll/wide-content`, content at x = −50 with the scroll view).
    /// With `skippingIgnored`, a region's edges that an enclosing `ignoresSafeArea` ignores give no inset
    /// (what a ScrollView insets its content by; a GeometryReader reports them all).
    ///
    /// A region's unsafe part reaches as far out as the unsafe parts of other regions it adjoins: a
    /// navigation bar's region starts at the bar's top, and the status bar's region above it is unsafe too,
    /// so a List that extends to the screen's top insets its content down to the bar's bottom, not by the
    /// bar's height alone (a Dynamic Island phone: the bar from 53.667, content from its bottom).
    static func insets(of rect: Rect, in regions: [SafeAreaRegion], kind: SafeAreaRegions,
                       skippingIgnored: Bool = false) -> EdgeInsets {
        var insets = EdgeInsets()
        let matching = regions.filter { !$0.kind.isDisjoint(with: kind) }
        for region in matching {
            let safe = region.safe, unsafe = joinedUnsafe(region, matching)
            let ignored: Edge.Set = skippingIgnored ? region.ignoredEdges : []
            if !ignored.contains(.top), safe.minY > rect.minY, safe.minY < rect.maxY {
                insets.top = max(insets.top, safe.minY - max(rect.minY, unsafe.minY))
            }
            if !ignored.contains(.bottom), safe.maxY < rect.maxY, safe.maxY > rect.minY {
                insets.bottom = max(insets.bottom, min(rect.maxY, unsafe.maxY) - safe.maxY)
            }
            if !ignored.contains(.leading), safe.minX > rect.minX, safe.minX < rect.maxX {
                insets.leading = max(insets.leading, safe.minX - max(rect.minX, unsafe.minX))
            }
            if !ignored.contains(.trailing), safe.maxX < rect.maxX, safe.maxX > rect.minX {
                insets.trailing = max(insets.trailing, min(rect.maxX, unsafe.maxX) - safe.maxX)
            }
        }
        return insets
    }

    /// `region`'s unsafe rect, each edge moved out over the unsafe parts of the other `regions` that reach it
    /// (within 0.001): the unsafe area it adjoins.
    private static func joinedUnsafe(_ region: SafeAreaRegion, _ regions: [SafeAreaRegion]) -> Rect {
        guard regions.count > 1 else { return region.unsafe }
        var minX = region.unsafe.minX, minY = region.unsafe.minY, maxX = region.unsafe.maxX, maxY = region.unsafe.maxY
        var changed = true, rounds = 0
        while changed && rounds < regions.count {
            changed = false; rounds += 1
            for other in regions {
                let u = other.unsafe, s = other.safe
                if u.minY < minY, s.minY >= minY - 0.001 { minY = u.minY; changed = true }
                if u.maxY > maxY, s.maxY <= maxY + 0.001 { maxY = u.maxY; changed = true }
                if u.minX < minX, s.minX >= minX - 0.001 { minX = u.minX; changed = true }
                if u.maxX > maxX, s.maxX <= maxX + 0.001 { maxX = u.maxX; changed = true }
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This region as the content of a view that ignores it on the screen edges `edges` sees it.
    func ignoring(_ edges: Edge.Set) -> SafeAreaRegion {
        var region = self
        region.ignoredEdges.formUnion(edges)
        return region
    }

    /// A container region for content that sits in `safe` inside `unsafe` (bars, insets, padding).
    static func container(safe: Rect, unsafe: Rect) -> SafeAreaRegion {
        SafeAreaRegion(kind: .container, safe: safe, unsafe: unsafe)
    }
}

struct SafeAreaIgnoringLayout: UnaryModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    var name: String { "SafeAreaIgnoringLayout" }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        var rect = bounds
        let pixel = 1 / context.environment.displayScale
        // Regions are screen rectangles; in a right-to-left layout the leading edge is the right one, and
        // the screen rectangle is flipped back before `place` mirrors it (rules §23).
        let rtl = context.isRightToLeft
        let physical = rtl ? edges.swappingHorizontal : edges
        for region in context.safeAreaRegions where !region.kind.isDisjoint(with: regions) {
            rect = region.expand(rect, edges: physical, pixel: pixel)
        }
        if rtl { rect = rect.mirrored(in: bounds) }
        // The content's matching regions remember the ignored edges: a ScrollView inside does not inset its
        // content on them by the area it grew into (measured: swiftui-web `ios/nav/ignores`, the content at
        // y = 0 under the large-title bar), while a GeometryReader still reports the overlap as insets.
        let regionsInside = context.safeAreaRegions.map { region in
            region.kind.isDisjoint(with: regions) ? region : region.ignoring(physical)
        }
        context.withReplacedRegions(regionsInside) {
            subviews[0].place(at: rect.origin, proposal: rect.size == bounds.size ? proposal : ProposedViewSize(rect.size))
        }
    }
}

extension View {
    /// Extends this view out of the safe area on `edges`, for all regions (the older spelling).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent {
        ModifiedContent(self, SafeAreaIgnoringLayout(regions: .all, edges: edges))
    }
    /// Extends this view out of the safe-area `regions` on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent {
        ModifiedContent(self, SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }
}
