// Stepper's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Stepper: the − / + control and its row (Controls/Stepper.swift).
public struct StepperMetrics: Sendable {
    /// The stepper's − / + control, its distance from the label, and whether the row fills the width.
    public var stepperSize: Size
    public var stepperSpacing: Double
    public var stepperFillsWidth: Bool

    public static let iOS26 = StepperMetrics(stepperSize: Size(94, 32), stepperSpacing: 8, stepperFillsWidth: true)

    public static let macOS26 = StepperMetrics(stepperSize: Size(20, 26), stepperSpacing: 8, stepperFillsWidth: false)
}
