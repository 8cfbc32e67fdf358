// What the document format knows, from its registry (Sources/SwiftLayoutDocument/Registry): bindings and
// their tests check against it that every view and modifier has a binding, a from_swift spec and a docs row.
import SwiftLayout
import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

nonisolated(unsafe) private let registeredViews: UnsafeMutablePointer<CChar> =
    strdup(DocumentRegistry.namesJSON(modifiers: false))!
nonisolated(unsafe) private let registeredModifiers: UnsafeMutablePointer<CChar> =
    strdup(DocumentRegistry.namesJSON(modifiers: true))!

/// Returns the document format's registered names as a JSON array, in registration order:
/// SL_REGISTERED_VIEWS gives `[{"name": "VStack", "keys": ["alignment", "spacing", "children"]}, …]` (the
/// keys each type takes besides type, id and modifiers); SL_REGISTERED_MODIFIERS gives
/// `[{"name": "zIndex", "value": ["number"], "keys": []}, …]` (the kinds of value it takes: "true", "bool",
/// "number", "string", "name", "null", "object"; and the keys of its object form). A static string owned by
/// the library, valid for its lifetime; do not free. Thread-safe. NULL with SL_ERR_INVALID_ARGUMENT for
/// another kind.
@c(sl_registered_names) public func slRegisteredNames(_ kind: Int32) -> UnsafePointer<CChar>? {
    boundary(nil) { () throws(CError) -> UnsafePointer<CChar>? in
        switch kind {
        case SL_REGISTERED_VIEWS: return UnsafePointer(registeredViews)
        case SL_REGISTERED_MODIFIERS: return UnsafePointer(registeredModifiers)
        default:
            throw CError(SL_ERR_INVALID_ARGUMENT,
                         "kind \(kind) is not SL_REGISTERED_VIEWS (\(SL_REGISTERED_VIEWS)) or SL_REGISTERED_MODIFIERS (\(SL_REGISTERED_MODIFIERS))")
        }
    }
}
