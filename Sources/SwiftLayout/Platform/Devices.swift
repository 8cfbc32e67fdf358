// The named screens a layout runs on (docs/PLATFORMS.md "Device presets"): each device's size, safe-area insets,
// display scale and the platform profile it uses by default.

/// A named screen: size in points, portrait safe-area insets, display scale, and the platform profile it
/// runs by default. Sizes and insets: Apple's device specifications and the safe-area insets UIKit
/// reports in portrait (docs/PLATFORMS.md lists each with its source).
public struct DevicePreset: Hashable, Sendable {
    public let name: String
    public let size: Size
    public let safeArea: EdgeInsets
    public let scale: Double
    /// How far an inline navigation bar overlaps the top inset (Dynamic Island phones: 5.333, rules §0).
    public var navigationBarOverlap: Double = 0
    /// The platform profile a layout on this device uses unless told otherwise.
    public var platform: Platform = .iOS26
    /// Other names the preset answers to.
    public var aliases: [String] = []

    static func phone(_ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double, scale: Double = 3,
                      island: Bool = false, aliases: [String] = []) -> DevicePreset {
        DevicePreset(name: name, size: Size(w, h), safeArea: EdgeInsets(top: top, bottom: bottom), scale: scale,
                     navigationBarOverlap: island ? 16.0 / 3 : 0, aliases: aliases)
    }

    /// iPhone 15 Pro (same metrics as the 14 Pro): 393×852 @3x, safe area top 59 / bottom 34 (rules §0).
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59, bottom: 34, island: true,
                                          aliases: ["iPhone 15", "iPhone 14 Pro"])
    /// iPhone SE (2nd/3rd generation): 375×667 @2x, status bar 20, no home indicator.
    public static let iPhoneSE = phone("iPhone SE", 375, 667, top: 20, bottom: 0, scale: 2,
                                       aliases: ["iPhone SE 3rd gen", "iPhone SE (3rd generation)", "iPhone 8"])
    /// iPhone 13 / 13 Pro / 14: 390×844 @3x, safe area top 47 / bottom 34 (docs/MEASUREMENTS.md, FB safeArea).
    public static let iPhone13 = phone("iPhone 13", 390, 844, top: 47, bottom: 34,
                                       aliases: ["iPhone 13 Pro", "iPhone 14"])
    /// iPhone 16: 393×852 @3x like the 15 Pro, Dynamic Island, top 59 / bottom 34.
    public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59, bottom: 34, island: true)
    /// iPhone 16 Plus: 430×932 @3x, top 59 / bottom 34.
    public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59, bottom: 34, island: true,
                                           aliases: ["iPhone 15 Plus", "iPhone 15 Pro Max"])
    /// iPhone 16 Pro: 402×874 @3x, top 62 / bottom 34.
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, island: true)
    /// iPhone 16 Pro Max: 440×956 @3x, top 62 / bottom 34.
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, island: true)
    /// iPad Pro 11-inch (M4 and earlier 11-inch), portrait: 834×1194 @2x, top 24 / bottom 20.
    public static let iPadPro11 = DevicePreset(name: "iPad Pro 11", size: Size(834, 1194),
                                               safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2)
    /// iPad Pro 13-inch (M4), portrait: 1032×1376 @2x, top 24 / bottom 20.
    public static let iPadPro13 = DevicePreset(name: "iPad Pro 13", size: Size(1032, 1376),
                                               safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2)
    /// iPad Air 11-inch (M2), portrait: 820×1180 @2x, top 24 / bottom 20.
    public static let iPadAir11 = DevicePreset(name: "iPad Air 11", size: Size(820, 1180),
                                               safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2,
                                               aliases: ["iPad 10th gen", "iPad Air"])
    /// iPad mini (6th generation), portrait: 744×1133 @2x, top 24 / bottom 20.
    public static let iPadMini = DevicePreset(name: "iPad mini", size: Size(744, 1133),
                                              safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2)
    /// A plain 800×600 macOS window with no safe-area insets, @2x: the macOS 26 profile.
    public static let window = DevicePreset(name: "window", size: Size(800, 600), safeArea: .zero, scale: 2,
                                            platform: .macOS26, aliases: ["Mac", "macOS window"])

    public static let all: [DevicePreset] = [.iPhone15Pro, .iPhoneSE, .iPhone13, .iPhone16, .iPhone16Plus,
                                             .iPhone16Pro, .iPhone16ProMax, .iPadPro11, .iPadPro13, .iPadAir11,
                                             .iPadMini, .window]

    /// Looks a preset up by name or alias, ignoring case, spaces, punctuation (`"iphone15pro"`,
    /// `"iPhone 15 Pro"`, `"iPhone SE (3rd generation)"`).
    public static func named(_ name: String) -> DevicePreset? {
        func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(name)
        return all.first { key($0.name) == wanted } ?? all.first { $0.aliases.contains { key($0) == wanted } }
    }
}
