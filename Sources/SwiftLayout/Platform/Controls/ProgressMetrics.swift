// ProgressView's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// ProgressView: the linear bar and the circular indicator (Controls/ProgressView.swift).
public struct ProgressMetrics: Sendable {
    /// ProgressView: the linear bar's height and the gap above it to a label; the circular indicator's
    /// side at the regular and small control sizes.
    public var linearProgressHeight: Double
    public var linearProgressLabelSpacing: Double
    public var circularProgressSize: Double
    public var smallCircularProgressSize: Double
    /// A linear ProgressView's width when proposed nil (**assumed** 0 on both).
    public var progressIdealWidth: Double = 0

    public static let iOS26 = ProgressMetrics(linearProgressHeight: 4, linearProgressLabelSpacing: 4,
        circularProgressSize: 20, smallCircularProgressSize: 20)

    public static let macOS26 = ProgressMetrics(linearProgressHeight: 20, linearProgressLabelSpacing: 0,
        circularProgressSize: 32, smallCircularProgressSize: 16)
}
