// Divider: a line of the platform's thickness (`Platform.dividerThickness`: 1 pt on macOS, one pixel on
// iOS) across the stack it is in, spanning the whole proposal on the other axis. In an HStack it is a
// vertical line; anywhere else (a VStack, no stack) a horizontal one. Measured: SW-mac `layout/divider`
// (a 200 × 1 line in a 200 pt VStack; a 1 × 179 line taking an HStack's whole proposed height), SW-ios
// `ios/layout/basics` (0.5 pt at @2x). A nil proposal along the line is `dividerIdealLength` (10, like a
// shape's, rules §1; **assumed**, the environment parameter `divider_ideal_length`).

struct DividerLayout: LeafLayout {
    var name: String { "Divider" }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        let env = context.environment
        let thickness = env.platform.dividerThickness ?? 1 / env.displayScale
        if context.nodeEnvironment.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? context.metrics.dividerIdealLength)
        }
        return Size(width: proposal.width ?? context.metrics.dividerIdealLength, height: thickness)
    }
}

/// A thin line between views, oriented by the stack it is in.
public struct Divider: View {
    public init() {}
    public var node: ViewNode { makeNode(DividerLayout()) }
}
