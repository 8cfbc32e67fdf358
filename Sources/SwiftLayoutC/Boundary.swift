// The edge of the C ABI: every entry point runs its body through `boundary`, which records a status and
// message in thread-local storage and turns any thrown CError into a return value. Nothing escapes.
import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An error at the C boundary: a status code and a message.
struct CError: Error {
    let status: Int32
    let message: String
    init(_ status: Int32, _ message: String) { self.status = status; self.message = message }
    init(_ error: LayoutError, parse: Bool = false) {
        switch error.code {
        case .invalidArgument: status = parse ? SL_ERR_PARSE : SL_ERR_INVALID_ARGUMENT
        case .depthExceeded: status = SL_ERR_DEPTH
        case .callbackFailed: status = SL_ERR_CALLBACK
        case .notFound: status = SL_ERR_NOT_FOUND
        case .resourceExhausted: status = SL_ERR_RESOURCE
        case .internalError: status = SL_ERR_INTERNAL
        }
        message = error.message
    }
}

extension LayoutError {
    /// A CError raised inside the engine (a handle made during a pass): running out of handles is the
    /// engine's `resourceExhausted`, anything else a bug.
    init(_ error: CError) {
        self.init(error.status == SL_ERR_RESOURCE ? .resourceExhausted : .internalError, error.message)
    }
}

/// The calling thread's last status and message (freed with the thread). Only its own thread touches
/// it, so the fields skip the runtime's per-access exclusivity checks (every call reads and writes them).
private final class ErrorSlot {
    @exclusivity(unchecked) var status: Int32 = 0
    @exclusivity(unchecked) var message: UnsafeMutablePointer<CChar>? = nil
    /// The message of the call before the current one, so that a 0 handle can say why it is 0.
    @exclusivity(unchecked) var previous: String? = nil
    /// The document this thread looked up last (see `Registry.document`): its handle, the registry's
    /// document generation then, and the document (weak: a freed document is not kept alive here).
    @exclusivity(unchecked) var documentHandle: UInt64 = 0
    @exclusivity(unchecked) var documentGeneration: UInt64 = 0
    weak var document: Document?
    deinit { free(message) }
}

/// The document this thread looked up last under `handle`, if the registry's document generation is
/// still `generation` (no document was freed since) and it is alive.
func cachedDocument(_ handle: UInt64, generation: UInt64) -> Document? {
    let slot = errorSlot()
    guard slot.documentHandle == handle, slot.documentGeneration == generation else { return nil }
    return slot.document
}

func cacheDocument(_ document: Document, handle: UInt64, generation: UInt64) {
    let slot = errorSlot()
    slot.documentHandle = handle
    slot.documentGeneration = generation
    slot.document = document
}

private let errorKey: pthread_key_t = {
    var key = pthread_key_t()
    let rc = pthread_key_create(&key) { raw in
        if let raw { Unmanaged<ErrorSlot>.fromOpaque(raw).release() }
    }
    precondition(rc == 0, "swiftlayout: pthread_key_create failed")
    return key
}()

private func errorSlot() -> ErrorSlot {
    if let raw = pthread_getspecific(errorKey) { return Unmanaged<ErrorSlot>.fromOpaque(raw).takeUnretainedValue() }
    let slot = ErrorSlot()
    pthread_setspecific(errorKey, Unmanaged.passRetained(slot).toOpaque())
    return slot
}

func setLastError(_ status: Int32, _ message: String?) {
    let slot = errorSlot()
    slot.status = status
    free(slot.message)
    slot.message = message.flatMap { strdup($0) }
}

func lastStatus() -> Int32 { errorSlot().status }
/// The error message of the previous call on this thread, if it failed.
func previousError() -> String? { errorSlot().previous }

/// Starts a call: remembers the previous call's message, then clears the status.
private func beginCall() {
    let slot = errorSlot()
    if slot.status == SL_OK, slot.message == nil {  // the usual case: the previous call succeeded
        if slot.previous != nil { slot.previous = nil }
        return
    }
    slot.previous = slot.status == SL_OK ? nil : slot.message.map { String(cString: $0) }
    slot.status = SL_OK
    free(slot.message)
    slot.message = nil
}
/// Ends a successful call: calls made inside it (a callback's own calls into the library, on this
/// thread) may have recorded an error the callback handled; the call itself succeeded, so SL_OK.
@inline(__always)
private func endCall() {
    let slot = errorSlot()
    guard slot.status != SL_OK || slot.message != nil else { return }
    slot.status = SL_OK
    free(slot.message)
    slot.message = nil
}
func lastMessage() -> UnsafePointer<CChar>? { errorSlot().message.map { UnsafePointer($0) } }

/// Runs one entry point: clears the thread's error, runs `body`, and on a CError records it and returns
/// `failure`.
@inline(__always)
func boundary<T>(_ failure: T, _ body: () throws(CError) -> T) -> T {
    beginCall()
    do {
        let value = try body()
        endCall()
        return value
    } catch {
        setLastError(error.status, error.message)
        return failure
    }
}

/// `boundary` for calls that return only a status.
@inline(__always)
func statusBoundary(_ body: () throws(CError) -> Void) -> Int32 {
    beginCall()
    do {
        try body()
        endCall()
        return SL_OK
    } catch {
        setLastError(error.status, error.message)
        return error.status
    }
}

// MARK: Argument checks

func requireString(_ p: UnsafePointer<CChar>?, _ what: String) throws(CError) -> String {
    guard let p else { throw CError(SL_ERR_NULL_POINTER, "\(what) is NULL") }
    guard let s = String(validatingCString: p) else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) is not valid UTF-8") }
    return s
}

func requirePointer<T>(_ p: UnsafeMutablePointer<T>?, _ what: String) throws(CError) -> UnsafeMutablePointer<T> {
    guard let p else { throw CError(SL_ERR_NULL_POINTER, "\(what) is NULL") }
    return p
}

/// A caller-owned copy of `text` (freed with sl_string_free); SL_ERR_RESOURCE if there is no memory for it.
func duplicate(_ text: String) throws(CError) -> UnsafeMutablePointer<CChar> {
    guard let copy = strdup(text) else {
        throw CError(SL_ERR_RESOURCE, "out of memory for a string of \(text.utf8.count) bytes")
    }
    return copy
}

/// A C double where NaN means "nil".
func optional(_ v: Double) -> Double? { v.isNaN ? nil : v }

/// Runs an engine call, mapping its LayoutError to a CError.
@inline(__always)
func engine<T>(parse: Bool = false, _ body: () throws(LayoutError) -> T) throws(CError) -> T {
    do { return try body() } catch { throw CError(error, parse: parse) }
}

func alignment(_ v: Int32) throws(CError) -> Alignment {
    guard v >= 0, Int(v) < Alignment.standard.count else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "unknown alignment \(v); use SL_ALIGN_CENTER … SL_ALIGN_BOTTOM_TRAILING (0…8)")
    }
    return Alignment.standard[Int(v)].alignment
}

func horizontalAlignment(_ v: Int32) throws(CError) -> HorizontalAlignment {
    try guide(v, "a VStack alignment", [(SL_ALIGN_LEADING, "SL_ALIGN_LEADING", .leading),
                                        (SL_ALIGN_CENTER, "SL_ALIGN_CENTER", .center), (SL_ALIGN_TRAILING, "SL_ALIGN_TRAILING", .trailing)])
}

func verticalAlignment(_ v: Int32) throws(CError) -> VerticalAlignment {
    try guide(v, "an HStack alignment", [(SL_ALIGN_TOP, "SL_ALIGN_TOP", .top),
                                         (SL_ALIGN_CENTER, "SL_ALIGN_CENTER", .center), (SL_ALIGN_BOTTOM, "SL_ALIGN_BOTTOM", .bottom)])
}

/// The guide whose SL_ALIGN_* value is `v`, from `table` (value, its C name, the guide); else an error naming
/// `what` and the valid names.
private func guide<G>(_ v: Int32, _ what: String, _ table: [(Int32, String, G)]) throws(CError) -> G {
    if let entry = table.first(where: { $0.0 == v }) { return entry.2 }
    let names = table.map(\.1)
    throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), got \(v)")
}

func edges(_ v: Int32) throws(CError) -> Edge.Set {
    guard v >= 0, v <= SL_EDGE_ALL else { throw CError(SL_ERR_INVALID_ARGUMENT, "edge set \(v) is not a combination of SL_EDGE_* bits (0…15)") }
    return Edge.Set(rawValue: Int8(v))
}

func regions(_ v: Int32) throws(CError) -> SafeAreaRegions {
    guard v >= 1, v <= SL_REGION_ALL else { throw CError(SL_ERR_INVALID_ARGUMENT, "safe-area regions \(v) is not SL_REGION_CONTAINER, SL_REGION_KEYBOARD or SL_REGION_ALL") }
    return SafeAreaRegions(rawValue: Int8(v))
}

func axes(_ v: Int32) throws(CError) -> Axis.Set {
    guard v >= 1, v <= SL_AXIS_BOTH else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "axes \(v) is not SL_AXIS_HORIZONTAL, SL_AXIS_VERTICAL or SL_AXIS_BOTH")
    }
    return Axis.Set(rawValue: Int8(v))
}

/// A control style or size by SwiftUI name, ignoring case and underscores.
func styleName<E: CaseIterable & RawRepresentable>(_ p: UnsafePointer<CChar>?, _ type: E.Type, _ what: String) throws(CError) -> E
    where E.RawValue == String {
    let name = try requireString(p, what)
    func key(_ s: String) -> String { s.lowercased().filter { $0 != "_" && $0 != " " } }
    if let match = E.allCases.first(where: { key($0.rawValue) == key(name) }) { return match }
    throw CError(SL_ERR_INVALID_ARGUMENT, "unknown \(what) \"\(name.prefix(100))\"; known: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
}
