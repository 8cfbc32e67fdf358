// Environments: the screen, safe area, scale, platform and the environment parameters a layout reads.

import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: Environments

/// Creates an environment for a window of `width`×`height` points (finite, ≥ 0) at `scale` pixels per
/// point (> 0), with no safe area. Returns a handle (free with sl_env_free), or 0 on failure.
@c(sl_env_new) public func slEnvNew(_ width: Double, _ height: Double, _ scale: Double) -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in
        let env = LayoutEnvironment(size: Size(width, height), displayScale: scale)
        try engine { () throws(LayoutError) in try env.validate() }
        return try Registry.newEnvironment(env)
    }
}

/// Creates an environment from a device preset name ("iPhone 15 Pro", "iphone15pro", "iPhone SE",
/// "iPhone 13", "window"; case, spaces and punctuation ignored). Returns a handle (free with
/// sl_env_free), or 0 with SL_ERR_INVALID_ARGUMENT for an unknown name.
@c(sl_env_new_device) public func slEnvNewDevice(_ name: UnsafePointer<CChar>?) -> UInt64 {
    boundary(0) { () throws(CError) -> UInt64 in
        let n = try requireString(name, "device name")
        guard let device = DevicePreset.named(n) else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "unknown device \(quoted(n)); known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        return try Registry.newEnvironment(LayoutEnvironment(device: device))
    }
}

/// Sets the container safe-area insets of `env` (each finite, ≥ 0, fitting the screen).
@c(sl_env_set_safe_area) public func slEnvSetSafeArea(_ env: UInt64, _ top: Double, _ leading: Double,
                                                       _ bottom: Double, _ trailing: Double) -> Int32 {
    updating(env) { value throws(LayoutError) in value.safeArea = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
}

/// Sets the screen size of `env` in points (finite, ≥ 0).
@c(sl_env_set_size) public func slEnvSetSize(_ env: UInt64, _ width: Double, _ height: Double) -> Int32 {
    updating(env) { value throws(LayoutError) in value.size = Size(width, height) }
}

/// Makes `env` the environment of a sheet's content (`.sheet { content }.presentationDetents([detent])`),
/// laid out as its own root: the screen's width, the detent's height — SL_DETENT_MEDIUM half the screen's
/// height, SL_DETENT_LARGE the height less the top inset, SL_DETENT_HEIGHT `value` points, SL_DETENT_FRACTION
/// `value` (0…1) of the height, each at most the large height (`value` ignored for medium and large) — and
/// the screen's leading, trailing and bottom insets, no top inset. The numbers are assumed (docs/PLATFORMS.md
/// "Sheets"). Returns SL_OK, or SL_ERR_INVALID_ARGUMENT for an unknown detent or a bad value.
@c(sl_env_set_sheet) public func slEnvSetSheet(_ env: UInt64, _ detent: Int32, _ value: Double) -> Int32 {
    statusBoundary { () throws(CError) in
        let d: PresentationDetent
        switch detent {
        case SL_DETENT_MEDIUM: d = .medium
        case SL_DETENT_LARGE: d = .large
        case SL_DETENT_HEIGHT: d = .height(value)
        case SL_DETENT_FRACTION: d = .fraction(value)
        default: throw CError(SL_ERR_INVALID_ARGUMENT, "unknown presentation detent \(detent) (SL_DETENT_MEDIUM, _LARGE, _HEIGHT, _FRACTION)")
        }
        try update(env) { value throws(LayoutError) in value = try value.sheet(d) }
    }
}

/// Turns `env` into the environment of a popover's content laid out as its own root, for content whose
/// ideal size (laid out with nothing proposed, e.g. `.fixedSize()`) is `ideal_width` × `ideal_height`:
/// where the width is horizontally compact (iOS, an iPhone in portrait) the `.large` sheet of
/// sl_env_set_sheet, else that size within the screen's safe area and no insets (assumed, docs/PLATFORMS.md
/// "Sheets"). Returns SL_OK, or SL_ERR_INVALID_ARGUMENT for a negative or non-finite size.
@c(sl_env_set_popover) public func slEnvSetPopover(_ env: UInt64, _ idealWidth: Double, _ idealHeight: Double) -> Int32 {
    updating(env) { value throws(LayoutError) in value = try value.popover(idealSize: Size(idealWidth, idealHeight)) }
}

/// Changes environment `env` by `change`, then checks the whole environment; on an error `env` is unchanged.
private func update(_ env: UInt64, _ change: (inout LayoutEnvironment) throws(LayoutError) -> Void) throws(CError) {
    let box = try Registry.environment(env)
    var value = box.value.withLock { $0 }
    try engine { () throws(LayoutError) in
        try change(&value)
        try value.validate()
    }
    box.value.withLock { $0 = value }
}

/// `update` as a status-returning entry point's whole body.
private func updating(_ env: UInt64, _ change: (inout LayoutEnvironment) throws(LayoutError) -> Void) -> Int32 {
    statusBoundary { () throws(CError) in try update(env, change) }
}

/// Sets a numeric environment parameter by name: "keyboard_height", "default_padding" (16),
/// "default_spacing" (8), "spacer_min_length" (8), "round_to_pixels" (0/1), "max_depth" (100000, the most),
/// "max_nodes" (1000000; at most 50000000; 530 to 990 bytes per node, docs/ERRORS.md), "display_scale", and the controls'
/// assumed sizes ("button_padding_large", "divider_ideal_length", …: docs/PLATFORMS.md). Unknown names and
/// bad values give SL_ERR_INVALID_ARGUMENT.
@c(sl_env_set) public func slEnvSet(_ env: UInt64, _ key: UnsafePointer<CChar>?, _ value: Double) -> Int32 {
    statusBoundary { () throws(CError) in
        let box = try Registry.environment(env)
        let name = try requireString(key, "key")
        var copy = box.value.withLock { $0 }
        try engine { () throws(LayoutError) in try copy.set(name, value); try copy.validate() }
        box.value.withLock { $0 = copy }
    }
}

/// Sets a text environment parameter by name: "platform" — a platform profile, "iOS 26", "iOS 17" or
/// "macOS 26" (docs/PLATFORMS.md; a device preset sets its own default); "layout_direction" —
/// "leftToRight" (the default) or "rightToLeft" ("ltr", "rtl"); "locale" — a locale identifier ("ar_SA",
/// "he", "en_US") whose language sets the layout direction. `value` is copied. Unknown names and values
/// give SL_ERR_INVALID_ARGUMENT.
@c(sl_env_set_string) public func slEnvSetString(_ env: UInt64, _ key: UnsafePointer<CChar>?,
                                                 _ value: UnsafePointer<CChar>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let box = try Registry.environment(env)
        let name = try requireString(key, "key")
        let text = try requireString(value, "value")
        var copy = box.value.withLock { $0 }
        try engine { () throws(LayoutError) in try copy.set(name, string: text) }
        box.value.withLock { $0 = copy }
    }
}

/// Returns a text value of `env` by name ("platform", "layout_direction"), or NULL on failure. The caller frees the string
/// with sl_string_free.
@c(sl_env_get_string) public func slEnvGetString(_ env: UInt64, _ key: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafeMutablePointer<CChar>? in
        let name = try requireString(key, "key")
        let value = try Registry.environment(env).value.withLock { $0 }
        let text = try engine { () throws(LayoutError) in try value.getString(name) }
        return try duplicate(text)
    }
}

/// Reads a value of `env` by name into `*out_value`: "width", "height", "safe_area_top",
/// "safe_area_leading", "safe_area_bottom", "safe_area_trailing", or any name sl_env_set accepts.
@c(sl_env_get) public func slEnvGet(_ env: UInt64, _ key: UnsafePointer<CChar>?, _ outValue: UnsafeMutablePointer<Double>?) -> Int32 {
    statusBoundary { () throws(CError) in
        let out = try requirePointer(outValue, "out_value")
        let name = try requireString(key, "key")
        let value = try Registry.environment(env).value.withLock { $0 }
        out.pointee = try engine { () throws(LayoutError) in try value.get(name) }
    }
}

/// Frees environment `env`. Layouts made with it stay valid.
@discardableResult @c(sl_env_free) public func slEnvFree(_ env: UInt64) -> Int32 {
    statusBoundary { () throws(CError) in try Registry.free(env, .environment) }
}
