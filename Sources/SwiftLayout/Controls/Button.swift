// Button: its label, drawn per style. Plain and borderless buttons are their label; bordered and
// borderedProminent pad it by `ControlMetrics.button.borderedButtonPadding` (macOS: 12 sideways, 4 above and
// below — 24 tall around the 13 pt label, SW-mac `button/styles`; iOS 26: 12 and 7 — 38.5 tall around the
// body label, SW-ios `ios/button/basic`). `.automatic` is bordered on macOS and borderless on iOS. A
// button keeps its label's baselines. Spacing (SW-ios `ios/layout/controls`): a plain or borderless button
// publishes its label's spacing above it and a plain view's below (8.43 from a control above, 8 to a
// control below); a bordered one a plain view's on every edge. `role` does not change layout.
// `.controlSize` changes a bordered button's vertical padding (`ControlMetrics.borderedPadding(for:)`:
// mini / small / large **assumed**, extraLarge = large as Apple documents for iOS and macOS).

public enum ButtonRole: String, CaseIterable, Hashable, Sendable { case destructive, cancel }

struct ButtonLayout: LayoutComputer {
    var name: String { "Button" }
    var isModifier: Bool { false }

    func style(_ context: LayoutContext) -> ButtonStyle {
        let s = context.controls.buttonStyle
        return s == .automatic ? context.metrics.button.automaticButtonStyle : s
    }
    func insets(_ context: LayoutContext) -> EdgeInsets {
        switch style(context) {
        case .bordered, .borderedProminent:
            let p = context.metrics.borderedPadding(for: context.controls.controlSize)
            return EdgeInsets(top: p.vertical, leading: p.horizontal, bottom: p.vertical, trailing: p.horizontal)
        default: return EdgeInsets()
        }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let label = subviews.first else { return .zero }
        let i = insets(context)
        let s = label.sizeThatFits(proposal.inset(by: i))
        return Size(width: s.width + i.leading + i.trailing, height: s.height + i.top + i.bottom)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        guard let label = subviews.first else { return }
        let i = insets(context)
        label.place(at: Point(x: bounds.minX + i.leading, y: bounds.minY + i.top), proposal: proposal.inset(by: i))
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing {
        switch style(context) {
        case .bordered, .borderedProminent: return .plain
        default: return borderlessButtonSpacing(subviews)
        }
    }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let i = insets(context)
        return labelGuide(key, subviews, proposal: proposal.inset(by: i), at: Point(x: i.leading, y: i.top))
    }
}

/// A borderless button's spacing, which Link and a Menu without a chevron share: its label's above, a plain
/// view's below.
func borderlessButtonSpacing(_ subviews: Subviews) -> ViewSpacing {
    guard let label = subviews.first else { return .plain }
    var s = label.spacing
    s.reset(.bottom)
    return s
}

/// The explicit guide `key` of a control's label (its first subview), laid out for `proposal` at `origin`
/// in the control.
func labelGuide(_ key: AlignmentKey, _ subviews: Subviews, proposal: ProposedViewSize, at origin: Point) -> Double? {
    guard let label = subviews.first else { return nil }
    return explicitValue(key, of: label.dimensions(in: proposal), at: origin)
}

/// A button: a title (a Text label) or any label view.
public struct Button: View {
    public let label: ViewNode
    public let role: ButtonRole?
    public init(_ title: String, role: ButtonRole? = nil) { label = Text(title).node; self.role = role }
    public init(role: ButtonRole? = nil, label: any View) { self.label = label.node; self.role = role }
    public var node: ViewNode { makeNode(ButtonLayout(), children: [label]) }
}
