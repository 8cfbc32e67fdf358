// ViewSpacing: the spacing preferences a view publishes on each edge, and the distance two neighbours
// agree on when a stack has `spacing: nil` (rules §3). The font-derived Text values come with the real
// Text engine; until then Text publishes what plain views publish.

/// The minimum distances a view asks for on each of its edges, optionally per category.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// What a spacing value is about. Values in a shared category decide a distance before plain values.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// Between two runs of text.
        case textToText
        /// Between an edge and text below it (published on the top edge of plain views as 0).
        case edgeAboveText
        /// Between text and an edge below it (published on the bottom edge of plain views as 0).
        case edgeBelowText
        /// Between text and an edge to its right.
        case edgeLeftOfText
        /// Between an edge and text to its right.
        case edgeRightOfText
    }

    /// Per edge: category → value; the `nil` category holds the uncategorised value.
    var values: [Edge: [Category?: Double]]

    init(values: [Edge: [Category?: Double]]) { self.values = values }

    /// No preferences at all: neighbours fall back to the default spacing.
    public static let none = ViewSpacing(values: [:])

    /// What plain views (shapes, Color, frames, padding) publish: only zero "next to text" categories,
    /// no uncategorised value, so two plain views are the default distance apart.
    public static let plain = ViewSpacing(values: [
        .top: [.edgeBelowText: 0], .bottom: [.edgeAboveText: 0],
        .leading: [.edgeLeftOfText: 0], .trailing: [.edgeRightOfText: 0],
    ])

    /// An uncategorised `value` on `edges`, plain elsewhere (what a Spacer publishes on its stack axis).
    public static func uncategorized(_ value: Double, on edges: Edge.Set) -> ViewSpacing {
        var spacing = ViewSpacing.plain
        for edge in Edge.allCases where edges.contains(edge) { spacing.values[edge] = [nil: value] }
        return spacing
    }

    /// The value for `edge` in `category` (`nil`: uncategorised), if published.
    public func value(_ edge: Edge, _ category: Category? = nil) -> Double? { values[edge]?[category] }

    /// The distance between this view and `next`, which follows it along `axis` (below it for
    /// `.vertical`, after it for `.horizontal`): shared categories on the facing edges decide (their
    /// largest sum); otherwise the larger uncategorised value; otherwise `defaultSpacing`.
    public func distance(to next: ViewSpacing, along axis: Axis, defaultSpacing: Double = 8) -> Double {
        let mine = values[axis.trailingEdge] ?? [:]
        let theirs = next.values[axis.leadingEdge] ?? [:]
        var best: Double? = nil
        for (key, a) in mine {
            guard let category = key, let b = theirs[category] else { continue }
            best = max(best ?? -.infinity, a + b)
        }
        if let best { return best }
        let plainValues = [mine[nil], theirs[nil]].compactMap { $0 }
        return plainValues.max() ?? defaultSpacing
    }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(edge) {
            guard let theirs = other.values[edge] else { continue }
            var mine = values[edge] ?? [:]
            for (key, value) in theirs { mine[key] = max(mine[key] ?? -.infinity, value) }
            values[edge] = mine
        }
    }

    /// Forgets everything on `edges` and publishes there what a plain view does (what a frame or padding
    /// does on the axes it sets).
    public mutating func reset(_ edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(edge) { values[edge] = ViewSpacing.plain.values[edge] }
    }

    public var description: String {
        let parts: [String] = Edge.allCases.compactMap { edge in
            guard let entries = values[edge], !entries.isEmpty else { return nil }
            let items = entries.sorted { ($0.key?.rawValue ?? "") < ($1.key?.rawValue ?? "") }
                .map { "\($0.key?.rawValue ?? "spacing"): \(fmt($0.value))" }
            return "\(edge): [\(items.joined(separator: ", "))]"
        }
        return "ViewSpacing(\(parts.joined(separator: "; ")))"
    }
}
