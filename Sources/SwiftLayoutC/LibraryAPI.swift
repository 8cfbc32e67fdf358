// Library-wide calls: version, errors, strings, device presets.
import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The library version, "MAJOR.MINOR.PATCH".
let versionString = "0.1.0"
nonisolated(unsafe) private let versionCString: UnsafeMutablePointer<CChar> = strdup(versionString)!

/// Returns the library version as a static string ("0.1.0"). Never NULL; do not free.
@c(sl_version) public func slVersion() -> UnsafePointer<CChar> { UnsafePointer(versionCString) }

/// Returns the message of the last failed call on the calling thread, or "" if that call succeeded.
/// The string is owned by the library and stays valid until the next sl_ call on this thread; do not free.
@c(sl_last_error) public func slLastError() -> UnsafePointer<CChar> {
    if let message = lastMessage() { return message }
    return UnsafePointer(emptyCString)
}
nonisolated(unsafe) private let emptyCString: UnsafeMutablePointer<CChar> = strdup("")!

/// Returns the status (SL_OK or an SL_ERR_* code) of the last call on the calling thread.
@c(sl_last_status) public func slLastStatus() -> Int32 { lastStatus() }

/// Frees a string that an sl_ function returned as caller-owned (sl_layout_dump). NULL is allowed.
@c(sl_string_free) public func slStringFree(_ string: UnsafeMutablePointer<CChar>?) { free(string) }

/// Returns the number of built-in device presets.
@c(sl_device_count) public func slDeviceCount() -> Int { DevicePreset.all.count }

nonisolated(unsafe) private let deviceNames: [UnsafeMutablePointer<CChar>?] = DevicePreset.all.map { strdup($0.name) }

/// Returns the name of device preset `index` (0 ≤ index < sl_device_count()), a static string the caller
/// must not free; NULL with SL_ERR_NOT_FOUND for an index past the end.
@c(sl_device_name) public func slDeviceName(_ index: Int) -> UnsafePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafePointer<CChar>? in
        guard index >= 0, index < deviceNames.count, let name = deviceNames[index] else {
            throw CError(SL_ERR_NOT_FOUND, "device index \(index) is out of range 0..<\(deviceNames.count)")
        }
        return UnsafePointer(name)
    }
}

nonisolated(unsafe) private let textEngineCString: UnsafeMutablePointer<CChar> = strdup(FontTextMeasurer.status)!

/// Returns which text engine layouts use by default: "harfbuzz VERSION with FONT-PATH", or "approximate
/// (…)" when no font is installed. A static string; do not free.
@c(sl_text_engine) public func slTextEngine() -> UnsafePointer<CChar> { UnsafePointer(textEngineCString) }
