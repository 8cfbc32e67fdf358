// Text modifiers through the C ABI (docs/TEXT.md): weights and traits, font designs, line limits with
// ranges and reserved space, truncation and multiline alignment. Each returns the wrapper view's handle,
// or 0 with SL_ERR_INVALID_HANDLE / SL_ERR_INVALID_ARGUMENT (sl_last_error says which argument).
import SwiftLayout

/// v.bold(is_active): every Text inside with the bold trait (resolved per text style by the platform
/// profile). `is_active` 0 or 1. Returns the wrapper or 0.
@c(sl_bold) public func slBold(_ d: UInt64, _ v: UInt64, _ isActive: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard isActive == 0 || isActive == 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "bold: is_active must be 0 or 1, got \(isActive)") }
        return node.bold(isActive == 1)
    }
}

/// v.italic(is_active): every Text inside in italic. Returns the wrapper or 0.
@c(sl_italic) public func slItalic(_ d: UInt64, _ v: UInt64, _ isActive: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard isActive == 0 || isActive == 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "italic: is_active must be 0 or 1, got \(isActive)") }
        return node.italic(isActive == 1)
    }
}

/// v.fontWeight(weight): every Text inside in `weight` ("ultraLight" … "black"; NULL: the font's own).
/// Returns the wrapper or 0.
@c(sl_font_weight) public func slFontWeight(_ d: UInt64, _ v: UInt64, _ weight: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard weight != nil else { return node.fontWeight(nil) }
        let name = try requireString(weight, "weight")
        return node.fontWeight(try engine { () throws(LayoutError) in try Font.Weight.named(name) })
    }
}

/// v.font(.system(size: size, weight: weight, design: design)): `size` finite in (0, 10000]; `weight` a
/// weight name or NULL (regular); `design` "default", "rounded", "serif", "monospaced" or NULL (default).
/// Returns the wrapper or 0.
@c(sl_font_system_design) public func slFontSystemDesign(_ d: UInt64, _ v: UInt64, _ size: Double,
                                                         _ weight: UnsafePointer<CChar>?,
                                                         _ design: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "font size must be in (0, 10000], got \(size)")
        }
        var w: Font.Weight? = nil
        if weight != nil {
            let name = try requireString(weight, "weight")
            w = try engine { () throws(LayoutError) in try Font.Weight.named(name) }
        }
        var style = Font.Design.default
        if design != nil {
            let name = try requireString(design, "design")
            style = try engine { () throws(LayoutError) in try Font.Design.named(name) }
        }
        return node.font(.system(size: size, weight: w, design: style))
    }
}

/// v.lineLimit(min...max): at least `min_lines` (reserved even for shorter text) and at most `max_lines`
/// lines; 0 leaves that end open (`lineLimit(...2)` is (0, 2), `lineLimit(3...)` is (3, 0)). Each end in
/// 0…1,000,000, min ≤ max when both are set. Returns the wrapper or 0.
@c(sl_line_limit_range) public func slLineLimitRange(_ d: UInt64, _ v: UInt64, _ minLines: Int, _ maxLines: Int) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        func end(_ n: Int, _ what: String) throws(CError) -> Int? {
            if n == 0 { return nil }
            return try engine { () throws(LayoutError) in try Build.count(n, what) }
        }
        let lo = try end(minLines, "lineLimit min"), hi = try end(maxLines, "lineLimit max")
        if let lo, let hi, lo > hi { throw CError(SL_ERR_INVALID_ARGUMENT, "lineLimit min \(lo) is above max \(hi)") }
        return node.lineLimit(min: lo, max: hi)
    }
}

/// v.lineLimit(limit, reservesSpace: reserves_space): at most `limit` lines (1…1,000,000), and that many
/// lines tall when `reserves_space` is 1. Returns the wrapper or 0.
@c(sl_line_limit_reserving) public func slLineLimitReserving(_ d: UInt64, _ v: UInt64, _ limit: Int, _ reservesSpace: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard reservesSpace == 0 || reservesSpace == 1 else {
            throw CError(SL_ERR_INVALID_ARGUMENT, "lineLimit: reserves_space must be 0 or 1, got \(reservesSpace)")
        }
        let n = try engine { () throws(LayoutError) in try Build.count(limit, "lineLimit") }
        return node.lineLimit(n, reservesSpace: reservesSpace == 1)
    }
}

/// v.truncationMode(mode): "head", "middle" or "tail" (the default). Returns the wrapper or 0.
@c(sl_truncation_mode) public func slTruncationMode(_ d: UInt64, _ v: UInt64, _ mode: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(mode, "truncation mode")
        return node.truncationMode(try engine { () throws(LayoutError) in try TruncationMode.named(name) })
    }
}

/// v.multilineTextAlignment(alignment): SL_ALIGN_LEADING, SL_ALIGN_CENTER or SL_ALIGN_TRAILING. It
/// changes no frame (measured), only how lines are drawn. Returns the wrapper or 0.
@c(sl_multiline_text_alignment) public func slMultilineTextAlignment(_ d: UInt64, _ v: UInt64, _ alignment: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.multilineTextAlignment(try horizontalAlignment(alignment)) }
}

/// v.dynamicTypeSize(size): the Dynamic Type size of every Text inside: "xSmall" … "xxxLarge",
/// "accessibility1" … "accessibility5" (iOS profiles; docs/TEXT.md). Returns the wrapper or 0.
@c(sl_dynamic_type_size) public func slDynamicTypeSize(_ d: UInt64, _ v: UInt64, _ size: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        let name = try requireString(size, "Dynamic Type size")
        return node.dynamicTypeSize(try engine { () throws(LayoutError) in try DynamicTypeSize.named(name) })
    }
}

/// v.tracking(points) (also SwiftUI's `.kerning`, which measures the same): `points` finite in
/// [−10000, 10000] after every character of the Text inside. Returns the wrapper or 0.
@c(sl_tracking) public func slTracking(_ d: UInt64, _ v: UInt64, _ points: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard points.isFinite, abs(points) <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "tracking must be finite, got \(points)") }
        return node.tracking(points)
    }
}

/// v.lineSpacing(points): `points` finite, ≥ 0, between wrapped lines. Returns the wrapper or 0.
@c(sl_line_spacing) public func slLineSpacing(_ d: UInt64, _ v: UInt64, _ points: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard points.isFinite, points >= 0, points <= 10_000 else { throw CError(SL_ERR_INVALID_ARGUMENT, "lineSpacing must be finite and ≥ 0, got \(points)") }
        return node.lineSpacing(points)
    }
}

/// v.textCase(text_case): "uppercase", "lowercase" or NULL (as written). Returns the wrapper or 0.
@c(sl_text_case) public func slTextCase(_ d: UInt64, _ v: UInt64, _ textCase: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard textCase != nil else { return node.textCase(nil) }
        let name = try requireString(textCase, "text case")
        guard let c = TextCase(rawValue: name.lowercased()) else { throw CError(SL_ERR_INVALID_ARGUMENT, "text case must be uppercase or lowercase, got \(name.prefix(100))") }
        return node.textCase(c)
    }
}

/// v.minimumScaleFactor(factor): `factor` in (0, 1]. Returns the wrapper or 0.
@c(sl_minimum_scale_factor) public func slMinimumScaleFactor(_ d: UInt64, _ v: UInt64, _ factor: Double) -> UInt64 {
    modify(d, v) { (node) throws(CError) in
        guard factor.isFinite, factor > 0, factor <= 1 else { throw CError(SL_ERR_INVALID_ARGUMENT, "minimumScaleFactor must be in (0, 1], got \(factor)") }
        return node.minimumScaleFactor(factor)
    }
}
