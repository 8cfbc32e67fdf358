// Gauge's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Gauge: the sizes per style (Controls/Gauge.swift).
public struct GaugeMetrics: Sendable {
    /// Gauge (SW-mac `gauge/accessory`, `gauge/basic`; the same numbers on iOS, **assumed**): the
    /// accessory circular side 58, accessoryLinear 8 tall, accessoryLinearCapacity 52, the default
    /// (linearCapacity) 40.15 tall, 60.89 with a current value label; a nil width 10 (**assumed**).
    public var gaugeCircularSize: Double = 58
    public var gaugeAccessoryLinearHeight: Double = 8
    public var gaugeAccessoryLinearCapacityHeight: Double = 52
    public var gaugeLinearCapacityHeight: Double = 40.15087890625
    public var gaugeLinearCapacityValueHeight: Double = 60.89306640625
    public var gaugeIdealWidth: Double = 10
    public static let iOS26 = GaugeMetrics()
    public static let macOS26 = GaugeMetrics()
}
