// Menu's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Menu: the chrome around its label (Controls/Menu.swift).
public struct MenuMetrics: Sendable {
    /// Menu: the chrome around the label (with the indicator, hidden, with a primary action), the minimum
    /// height, and the label's leading inset. macOS 47.5 / 24 / 45, 24 tall (SW-mac `menu/basic`), the
    /// inset 8 **assumed**; iOS 26 all 0: the menu is its label (SW-ios `ios/menu/basic`).
    public var menuExtraWidth: Double = 0
    public var menuHiddenIndicatorExtraWidth: Double = 0
    public var menuPrimaryActionExtraWidth: Double = 0
    public var menuHeight: Double = 0
    public var menuLabelInset: Double = 0

    public static let iOS26 = MenuMetrics(menuExtraWidth: 0, menuHiddenIndicatorExtraWidth: 0,
        menuPrimaryActionExtraWidth: 0, menuHeight: 0, menuLabelInset: 0)

    public static let macOS26 = MenuMetrics(menuExtraWidth: 47.5, menuHiddenIndicatorExtraWidth: 24,
        menuPrimaryActionExtraWidth: 45, menuHeight: 24, menuLabelInset: 8)
}
