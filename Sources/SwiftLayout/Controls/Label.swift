// Label: an icon and a title side by side, `ControlMetrics.labelSpacing` apart (8 on both platforms:
// SW-mac `label/basic` 24 + 8 + 26.5 = 58.5; SW-ios `ios/label/basic` 22.5 + 8 + 40.5 = 71). The icon is
// centred on the middle of the title's capitals (first baseline − cap height / 2): a 12 pt icon beside a
// 16 pt macOS line sits 2.42 down, a 40 pt one puts the title 11.58 down (SW-mac `label/basic`
// customIcon, tallTitle). An SF Symbol icon is centred there by a point half a cap height (taken to the
// pixel grid) above its own baseline instead of its middle: the 13 pt star's baseline is 13 below its top
// and the cap height 9.16 → 9, so its point 8.5 down meets the title's cap middle and the title sits 0.08
// below the star (SW-mac `symbol/basic` "label": 16.08 tall); the iOS wifi at body 16 − 2 − 6 = its middle
// (SW-ios `ios/label/basic`), the gear at title 34 − 7 − 9.75 (the title's 41.5 line 4.39 above the icon).
// `.labelStyle(.titleOnly)` shows the title alone, `.iconOnly` the icon alone.
//
// In a List row (any list style, and a grouped Form's rows; not a columns Form) a Label showing both lays
// out as the list's label style does (`ListLabelMetrics`, the platform profile's): the icon centred in a
// slot of fixed width (it may overflow it), the title a fixed distance after the slot, slot and title
// centred on each other vertically; an SF Symbol icon takes the list's image scale. macOS: a 16 pt slot as
// tall as the icon, 6 to the title (SW-mac `list/basic` @bd2e4d1: a 24 pt icon and "Title" 16 + 6 + 26.5 =
// 48.5 × 24; swiftui-web Docs/elements/List.md). iOS 26: a 24 × 24 slot, 16 to the title, the icon at the
// large scale (SW-ios `ios/label/list` @33be500: "Wi-Fi" at 72 = 32 + 24 + 16, the 29 × 22 wifi centred on
// x 44, the 27 pt tall gear overflowing the 24.5 pt label).

/// How a Label showing its icon and title lays out in a List row (docs/PLATFORMS.md "Lists").
public struct ListLabelMetrics: Hashable, Sendable {
    /// The icon slot's width, and its height (nil: the icon's own).
    public var iconSlotWidth: Double
    public var iconSlotHeight: Double?
    /// From the slot to the title.
    public var titleSpacing: Double
    /// The image scale an SF Symbol icon takes when it sets none (nil: unchanged).
    public var iconScale: ImageScale?

    /// macOS 26 (SW-mac `list/basic` @bd2e4d1, the inset style): a 16 pt slot the 24 pt icon is centred in,
    /// 6 to the title, the label as tall as the icon. Other list styles and the grouped form: the same
    /// (**assumed**); the title centred on the icon (**assumed**, as on iOS: the title was not probed); an SF
    /// Symbol's scale unchanged (**assumed**: the recorded icon is an asset).
    public static let macOS26 = ListLabelMetrics(iconSlotWidth: 16, iconSlotHeight: nil, titleSpacing: 6, iconScale: nil)
    /// iOS 26 (SW-ios `ios/label/list` @33be500, inset grouped): a 24 pt slot, 16 to the title, the symbol
    /// at the large scale (wifi 29 × 22, gear 27.5 × 27, star 28 × 27 at body), centred on the label's
    /// middle; the label as tall as its title (24.5) though the gear is 27, so the slot is taken as 24
    /// tall (its height is **assumed** equal to its width). Other styles and iOS 17: the same (**assumed**).
    public static let iOS26 = ListLabelMetrics(iconSlotWidth: 24, iconSlotHeight: 24, titleSpacing: 16, iconScale: .large)
}

/// The list's label metrics when a Label at `context` shows its title and icon in a List row (not in a
/// columns Form), else nil.
func listRowLabel(_ context: LayoutContext) -> ListLabelMetrics? {
    guard context.nodeEnvironment.list.inRow, !inColumnsForm(context) else { return nil }
    return context.environment.platform.lists.rowLabel
}

struct LabelLayout: LayoutComputer {
    var name: String { "Label" }
    var isModifier: Bool { false }
    var updatesEnvironment: Bool { true }
    /// In a List row, marks the content so that an SF Symbol icon takes the list's scale.
    func updateEnvironment(_ environment: inout NodeEnvironment) {
        if environment.list.inRow, environment.controls.labelStyle == .automatic || environment.controls.labelStyle == .titleAndIcon {
            environment.list.inLabel = true
        }
    }

    private func shown(_ context: LayoutContext) -> (icon: Bool, title: Bool) {
        switch context.controls.labelStyle {
        case .titleOnly: (false, true)
        case .iconOnly: (true, false)
        case .automatic, .titleAndIcon: (true, true)
        }
    }
    /// The title's cap centre below its top.
    private func capCentre(_ title: Subview, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Double {
        let d = title.dimensions(in: proposal)
        let env = context.environment
        let font = env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
        let cap = env.textMeasurer.metrics(of: font).capHeight
        let baseline = d.explicitValue(VerticalAlignment.firstTextBaseline.key) ?? d.height
        return baseline - cap / 2
    }
    /// The point of the icon (below its top) that meets the title's cap middle: a symbol's baseline less
    /// half the cap height on the pixel grid, any other icon's middle.
    private func iconAnchor(_ icon: Subview, _ size: Size, _ context: LayoutContext) -> Double {
        guard icon.modifier(ImageLayout.self)?.systemName == true,
              let baseline = icon.dimensions(in: .unspecified).explicitValue(VerticalAlignment.firstTextBaseline.key)
        else { return size.height / 2 }
        let env = context.environment
        let font = env.platform.resolve(context.nodeEnvironment.font ?? env.platform.defaultFont, scale: env.displayScale)
        let pixel = 1 / max(1, env.displayScale)
        let cap = (env.textMeasurer.metrics(of: font).capHeight / pixel).rounded() * pixel
        return baseline - cap / 2
    }
    /// Icon frame and title frame relative to the label's top-leading corner, and the label's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (icon: Rect, title: Rect, size: Size) {
        let (showIcon, showTitle) = shown(context)
        let icon = subviews[0], title = subviews[1]
        let iconSize = showIcon ? icon.sizeThatFits(.unspecified) : .zero
        guard showTitle else { return (Rect(origin: .zero, size: iconSize), .zero, iconSize) }
        guard showIcon else {
            let t = title.sizeThatFits(proposal)
            return (.zero, Rect(origin: .zero, size: t), t)
        }
        if let list = listRowLabel(context) { return listArrange(list, proposal, icon, title, iconSize) }
        let spacing = context.metrics.labelSpacing
        let titleProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - iconSize.width - spacing) }, height: proposal.height)
        let t = title.sizeThatFits(titleProposal)
        let iconTop = capCentre(title, titleProposal, context) - iconAnchor(icon, iconSize, context)
        let top = min(0, iconTop)
        let height = max(t.height, iconTop + iconSize.height) - top
        return (Rect(x: 0, y: iconTop - top, width: iconSize.width, height: iconSize.height),
                Rect(x: iconSize.width + spacing, y: -top, width: t.width, height: t.height),
                Size(width: iconSize.width + spacing + t.width, height: height))
    }
    /// In a List row: the icon centred in its slot, the title after it; slot and title centred vertically.
    private func listArrange(_ list: ListLabelMetrics, _ proposal: ProposedViewSize, _ icon: Subview, _ title: Subview,
                             _ iconSize: Size) -> (icon: Rect, title: Rect, size: Size) {
        let slot = Size(width: list.iconSlotWidth, height: list.iconSlotHeight ?? iconSize.height)
        let lead = slot.width + list.titleSpacing
        let t = title.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - lead) }, height: proposal.height))
        let height = max(slot.height, t.height)
        return (Rect(x: (slot.width - iconSize.width) / 2, y: (height - iconSize.height) / 2,
                     width: iconSize.width, height: iconSize.height),
                Rect(x: lead, y: (height - t.height) / 2, width: t.width, height: t.height),
                Size(width: lead + t.width, height: height))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        arrange(proposal, subviews, context).size
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let a = arrange(proposal, subviews, context)
        let (showIcon, showTitle) = shown(context)
        let zero = ProposedViewSize(width: 0, height: 0)
        subviews[0].place(at: Point(x: bounds.minX + a.icon.minX, y: bounds.minY + a.icon.minY),
                          proposal: showIcon ? .unspecified : zero)
        subviews[1].place(at: Point(x: bounds.minX + a.title.minX, y: bounds.minY + a.title.minY),
                          proposal: showTitle ? ProposedViewSize(width: a.title.width, height: a.title.height) : zero)
    }
    /// Text baselines: the title's where it sits (SW-mac `label/basic` "row": a Text lines up with the title
    /// 3.58 below a 24 pt icon's top), the icon's with `.iconOnly`.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        guard key.isBaseline else { return nil }
        let a = arrange(proposal, subviews, context)
        if shown(context).title {
            return explicitValue(key, of: subviews[1].dimensions(in: ProposedViewSize(width: a.title.width, height: a.title.height)),
                                 at: a.title.origin)
        }
        return explicitValue(key, of: subviews[0].dimensions(in: .unspecified), at: a.icon.origin)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// A title with an icon.
public struct Label: View {
    public let title: ViewNode
    public let icon: ViewNode
    /// `Label(title, systemImage:)`: the icon is an SF Symbol (its measured box unless `iconSize` is given).
    public init(_ title: String, systemImage: String, iconSize: Size? = nil) {
        self.title = Text(title).node; icon = Image(systemName: systemImage, size: iconSize).node
    }
    /// `Label(title, image:)` with the asset's intrinsic size.
    public init(_ title: String, image: String, width: Double, height: Double) {
        self.title = Text(title).node; icon = Image(image, width: width, height: height).node
    }
    /// `Label { title } icon: { icon }`.
    public init(title: any View, icon: any View) { self.title = title.node; self.icon = icon.node }
    public var node: ViewNode { makeNode(LabelLayout(), children: [icon, title]) }
}
