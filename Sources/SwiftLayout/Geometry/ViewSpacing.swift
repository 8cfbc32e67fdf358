// ViewSpacing: the spacing preferences a view publishes on each edge, and the distance two neighbours
// agree on when a stack has `spacing: nil` (rules §3). Values are keyed by edge and an optional
// category; a value is a distance, or — for text-to-text — the text's line metrics. Text publishes its
// values from its font (see TextLayout.spacing), plain views zero "next to text" entries, a Spacer an
// uncategorised 0 along its stack axis.

/// A text run's vertical metrics, as text-to-text spacing uses them.
public struct TextSpacingMetrics: Hashable, Sendable {
    public var ascend: Double
    public var descend: Double
    public var leading: Double
    /// One pixel in points (1 / display scale); spacing is rounded up to it.
    public var pixelLength: Double
    var lineSpacing: Double { ascend + descend + leading }
}

/// One spacing value.
public enum SpacingValue: Hashable, Sendable, CustomStringConvertible {
    case distance(Double)
    /// The metrics of the text whose top edge this is (published on a Text's top edge).
    case bottomTextMetrics(TextSpacingMetrics)
    /// The metrics of the text whose bottom edge this is (published on a Text's bottom edge).
    case topTextMetrics(TextSpacingMetrics)

    /// The distance between this value (on the upper/leading view) and `other` (on the next view):
    /// two distances add; a distance beside text metrics counts alone; two texts are the lower run's
    /// leading apart, rounded up to a pixel.
    func distance(to other: SpacingValue) -> Double? {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), _): return a
        case let (_, .distance(b)): return b
        case let (.topTextMetrics(upper), .bottomTextMetrics(lower)), let (.bottomTextMetrics(lower), .topTextMetrics(upper)):
            let spacing = lower.leading
            guard upper.pixelLength > 0, upper.pixelLength.isFinite else { return spacing }
            return (spacing / upper.pixelLength).rounded(.up) * upper.pixelLength
        default: return nil
        }
    }

    /// The larger of two values of one key (merging stacks' children).
    static func larger(_ a: SpacingValue, _ b: SpacingValue) -> SpacingValue {
        switch (a, b) {
        case let (.distance(x), .distance(y)): return .distance(max(x, y))
        case let (.topTextMetrics(x), .topTextMetrics(y)): return x.lineSpacing >= y.lineSpacing ? a : b
        case let (.bottomTextMetrics(x), .bottomTextMetrics(y)): return x.lineSpacing >= y.lineSpacing ? a : b
        default: return a
        }
    }

    public var description: String {
        switch self {
        case .distance(let d): return fmt(d)
        case .bottomTextMetrics(let m), .topTextMetrics(let m):
            return "text(ascend: \(fmt(m.ascend)), descend: \(fmt(m.descend)), leading: \(fmt(m.leading)))"
        }
    }

    /// The value as JSON: a number, or an object with the metrics.
    var json: String {
        switch self {
        case .distance(let d): return jsonNumber(d)
        case .bottomTextMetrics(let m), .topTextMetrics(let m):
            let side = if case .topTextMetrics = self { "top" } else { "bottom" }
            return "{\"text\":\"\(side)\",\"ascend\":\(jsonNumber(m.ascend)),\"descend\":\(jsonNumber(m.descend)),\"leading\":\(jsonNumber(m.leading))}"
        }
    }
}

/// The minimum distances a view asks for on each of its edges, optionally per category.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// What a spacing value is about. Values in a category both neighbours publish decide a distance
    /// before uncategorised ones.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// Between two runs of text.
        case textToText
        /// Baseline to edge.
        case textBaseline
        /// Between an edge and text below it (published on the top edge of text, and as 0 on the bottom
        /// edge of plain views).
        case edgeAboveText
        /// Between text and an edge below it (published on the bottom edge of text, and as 0 on the top
        /// edge of plain views).
        case edgeBelowText
        /// Between text and an edge to its right.
        case edgeLeftOfText
        /// Between an edge and text to its right.
        case edgeRightOfText
    }

    /// Per edge: category → value; the `nil` category holds the uncategorised value.
    var values: [Edge: [Category?: SpacingValue]]

    init(values: [Edge: [Category?: SpacingValue]]) { self.values = values }

    /// No preferences at all: neighbours fall back to the default spacing.
    public static let none = ViewSpacing(values: [:])

    /// What plain views (shapes, Color, frames, padding) publish: only zero "next to text" categories,
    /// no uncategorised value, so two plain views are the default distance apart.
    public static let plain = ViewSpacing(values: [
        .top: [.edgeBelowText: .distance(0)], .bottom: [.edgeAboveText: .distance(0)],
        .leading: [.edgeLeftOfText: .distance(0)], .trailing: [.edgeRightOfText: .distance(0)],
    ])

    /// An uncategorised `value` on `edges`, plain elsewhere (what a Spacer publishes on its stack axis).
    public static func uncategorized(_ value: Double, on edges: Edge.Set) -> ViewSpacing {
        var spacing = ViewSpacing.plain
        for edge in Edge.allCases where edges.contains(edge) { spacing.values[edge] = [nil: .distance(value)] }
        return spacing
    }

    /// The value for `edge` in `category` (`nil`: uncategorised), if published.
    public func value(_ edge: Edge, _ category: Category? = nil) -> SpacingValue? { values[edge]?[category] }

    /// The distance between this view and `next`, which follows it along `axis` (below it for
    /// `.vertical`, after it for `.horizontal`): categories on both facing edges decide (the largest);
    /// otherwise the larger uncategorised value; otherwise `defaultSpacing`.
    public func distance(to next: ViewSpacing, along axis: Axis, defaultSpacing: Double = 8) -> Double {
        let mine = values[axis.trailingEdge] ?? [:]
        let theirs = next.values[axis.leadingEdge] ?? [:]
        var best: Double? = nil
        for (key, a) in mine {
            guard let category = key, let b = theirs[category], let d = a.distance(to: b) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let plainValues: [Double] = [mine[nil], theirs[nil]].compactMap {
            if case .distance(let d)? = $0 { return d } else { return nil }
        }
        return plainValues.max() ?? defaultSpacing
    }

    /// What a container whose children overlap publishes (ZStack, ViewThatFits, a custom layout by
    /// default): the union of its children's spacing, or a plain view's when it has none.
    static func union(of subviews: Subviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .plain }
        var result = ViewSpacing.none
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(edge) {
            guard let theirs = other.values[edge] else { continue }
            var mine = values[edge] ?? [:]
            for (key, value) in theirs { mine[key] = mine[key].map { SpacingValue.larger($0, value) } ?? value }
            values[edge] = mine
        }
    }

    /// Forgets everything on `edges` and publishes there what a plain view does (what a frame or padding
    /// does on the axes it sets).
    public mutating func reset(_ edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(edge) { values[edge] = ViewSpacing.plain.values[edge] }
    }

    private func sortedEntries(_ edge: Edge) -> [(String, SpacingValue)] {
        (values[edge] ?? [:]).map { ($0.key?.rawValue ?? "spacing", $0.value) }.sorted { $0.0 < $1.0 }
    }

    /// Like the article's printout: each edge with its categories and values.
    public var description: String {
        let parts: [String] = Edge.allCases.compactMap { edge in
            let items = sortedEntries(edge).map { "\($0.0): \($0.1)" }
            return items.isEmpty ? nil : "\(edge): [\(items.joined(separator: ", "))]"
        }
        return "ViewSpacing(\(parts.joined(separator: "; ")))"
    }

    /// As JSON: {"top": {"edgeBelowText": 0, …}, …}; the uncategorised value is "spacing".
    public var json: String {
        let edges: [String] = Edge.allCases.compactMap { edge in
            let items = sortedEntries(edge)
            guard !items.isEmpty else { return nil }
            return "\(jsonString("\(edge)")):{" + items.map { "\(jsonString($0.0)):\($0.1.json)" }.joined(separator: ",") + "}"
        }
        return "{" + edges.joined(separator: ",") + "}"
    }
}
