// Slider's numbers in the platform profiles (docs/PLATFORMS.md "Controls"), each with its
// source: SW-mac = github.com/iamcgn/swiftui-web `Fixtures/Goldens/<group>/**` (macOS 26.2, @2x), SW-ios = its
// `Fixtures/Goldens/ios/**` (iOS 26.0 simulator, @2x); numbers no recording pins down are **assumed**.

/// Slider: its height, label spacing and ideal width (Controls/Slider.swift).
public struct SliderMetrics: Sendable {
    /// A Slider's height (it fills the proposed width).
    public var sliderHeight: Double
    /// Slider: the distance between its label, value labels and track (macOS 8: SW-mac `slider/basic`
    /// "minMax", the minimum label at "Volume" 45 + 8; iOS 8 **assumed**), and the track's width when
    /// proposed nil (**assumed** on both: the track's height, a square).
    public var sliderLabelSpacing: Double = 8
    public var sliderIdealWidth: Double = 16

    public static let iOS26 = SliderMetrics(sliderHeight: 31, sliderIdealWidth: 31)

    public static let macOS26 = SliderMetrics(sliderHeight: 16)
}
