// ControlGroup: related controls shown together (Apple's `ControlGroup` documentation: "displays
// semantically-related controls in a visually-appropriate manner for the context"). No public recording has
// one, so every number here is **assumed**: in the automatic, `navigation` and `palette` styles the controls sit
// side by side with no space between them (`controlGroupSpacing` 0: one bezel split into segments), each
// drawn as a bordered button (the platform's measured bordered button: macOS label + 24 × 24, iOS label + 24
// × 38.5), the row as tall as its tallest control; in the `menu` and `compactMenu` styles the group is a menu
// button showing its label (the platform's Menu: macOS label + 47.5 × 24), its controls in the menu (not
// laid out). The label is shown only by the menu styles.

/// `.controlGroupStyle(_:)`.
public enum ControlGroupStyle: String, CaseIterable, Hashable, Sendable { case automatic, navigation, palette, menu, compactMenu }

struct ControlGroupLayout: LayoutComputer {
    /// The children: the row of controls, then the menu button.
    var name: String { "ControlGroup" }
    var isModifier: Bool { false }
    private func shown(_ context: LayoutContext) -> Int {
        switch context.controls.controlGroupStyle {
        case .menu, .compactMenu: 1
        case .automatic, .navigation, .palette: 0
        }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[shown(context)].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[shown(context)].place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

extension ControlMetrics {
    /// The space between a ControlGroup's controls (**assumed** 0: segments of one bezel).
    static let controlGroupSpacing = 0.0
}

/// `ControlGroup { controls } label: { label }`.
public struct ControlGroup: View {
    public let node: ViewNode
    public init(label: (any View)? = nil, controls: [any View]) {
        let row = HStack(spacing: ControlMetrics.controlGroupSpacing, children: controls).buttonStyle(.bordered)
        let menu = Menu(label: label ?? EmptyView())
        node = makeNode(ControlGroupLayout(), children: [row.node, menu.node])
    }
}
