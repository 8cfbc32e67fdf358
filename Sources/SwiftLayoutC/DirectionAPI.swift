// Right-to-left layout through the C ABI (docs/LAYOUT_RULES.md §23). The root's direction is an
// environment text value: sl_env_set_string(env, "layout_direction", "rightToLeft") (or "locale", "ar").
// A subtree's is a modifier. Each returns the wrapper view's handle, or 0 with SL_ERR_INVALID_HANDLE /
// SL_ERR_INVALID_ARGUMENT / SL_ERR_NULL_POINTER (sl_last_error says which argument).
import SwiftLayout

/// v.environment(\.layoutDirection, direction): lays the content out in `direction`, "leftToRight" or
/// "rightToLeft" ("ltr", "rtl"). The wrapper itself is placed in its parent's direction. Returns the
/// wrapper or 0.
@c(sl_layout_direction) public func slLayoutDirection(_ d: UInt64, _ v: UInt64, _ direction: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(direction, "layout direction")
        return node.layoutDirection(try engine { () throws(LayoutError) in try LayoutDirection.named(name) })
    }
}

/// v.flipsForRightToLeftLayoutDirection(enabled): draws the content mirrored in a right-to-left layout
/// (pictures only; no frame changes). `enabled` 0 or 1. Returns the wrapper or 0.
@c(sl_flips_for_right_to_left) public func slFlipsForRightToLeft(_ d: UInt64, _ v: UInt64, _ enabled: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard enabled == 0 || enabled == 1 else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "flipsForRightToLeftLayoutDirection: enabled must be 0 or 1, got \(enabled)")
        }
        return node.flipsForRightToLeftLayoutDirection(enabled == 1)
    }
}
