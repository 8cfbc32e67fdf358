// Spacer (rules §4): along its stack's axis it takes max(proposal, minLength) — minLength when offered
// nil — and 0 across; outside any stack it does that on both axes. Its layoutPriority is -∞, and it
// publishes an uncategorised 0 on its stack-axis edges, so no gap appears next to it.

struct SpacerLayout: LeafLayout {
    /// nil: the environment's `spacerMinLength`.
    let minLength: Double?
    var name: String { "Spacer" }
    var layoutPriority: Double? { -.infinity }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let minimum = minLength ?? context.environment.spacerMinLength
        func along(_ p: Double?) -> Double { max(p ?? minimum, minimum) }
        switch context.nodeEnvironment.stackAxis {
        case .horizontal?: return Size(width: along(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        switch context.nodeEnvironment.stackAxis {
        case .horizontal?: .uncategorized(0, on: .horizontal)
        case .vertical?: .uncategorized(0, on: .vertical)
        case nil: .uncategorized(0, on: .all)
        }
    }
}

/// Flexible empty space that a stack grows along its axis.
public struct Spacer: View {
    public let minLength: Double?
    /// - Parameter minLength: the smallest length; nil uses the environment's default (8, unverified).
    public init(minLength: Double? = nil) { self.minLength = minLength.map { $0.isNaN ? 0 : max(0, $0) } }
    public var node: ViewNode { makeNode(SpacerLayout(minLength: minLength)) }
}
