// SwiftUI's names for alignments, edges, regions and content modes, as the bindings spell them: the
// Swift spelling (`topLeading`) and the snake_case one (`top_leading`) are both accepted. Unknown names
// are errors that list the valid ones.
import SwiftLayout

func normalizedName(_ s: String) -> String {
    // Names are usually plain ASCII letters ("VStack"): lowercase their bytes directly.
    var plain = true
    for b in s.utf8 where !((b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57)) { plain = false; break }
    if plain {
        // Lowercased in place of a fresh array (names fit in a small string: no allocation at all).
        let utf8 = s.utf8
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var k = 0
            for b in utf8 { buffer[k] = b >= 65 && b <= 90 ? b + 32 : b; k += 1 }
            return k
        }
    }
    return String(s.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " && $0 != "." })
}

private func lookup<T>(_ name: String, _ table: [(String, T)], _ what: String) throws(LayoutError) -> T {
    // The usual spelling first; normalising (case, `_`, `-`) only for the others.
    if let exact = table.first(where: { $0.0 == name }) { return exact.1 }
    let key = normalizedName(name)
    if let hit = table.first(where: { normalizedName($0.0) == key }) { return hit.1 }
    throw .invalid("unknown \(what) \(quoted(name)); valid: \(table.map(\.0).joined(separator: ", "))")
}

extension Alignment {
    /// The standard alignment called `name` (`"topLeading"`, `"top_leading"`, `"center"`, …).
    public static func named(_ name: String) throws(LayoutError) -> Alignment {
        try lookup(name, namedTable, "alignment")
    }
    /// Made once: documents name an alignment for every frame.
    private static let namedTable = standard.map { ($0.name, $0.alignment) }
}

/// "custom:NAME" or "custom:NAME:DEFAULT" → (NAME, DEFAULT?) for custom alignment IDs.
private func customAlignment(_ name: String) throws(LayoutError) -> (String, String?)? {
    guard name.lowercased().hasPrefix("custom:") else { return nil }
    let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, !parts[1].isEmpty, parts.count <= 3 else {
        throw .invalid("a custom alignment is written custom:NAME or custom:NAME:DEFAULT, got \(quoted(name))")
    }
    return (parts[1], parts.count == 3 ? parts[2] : nil)
}

extension HorizontalAlignment {
    /// A standard guide by name, or a custom one written "custom:NAME[:DEFAULT]" (default leading).
    public static func named(_ name: String) throws(LayoutError) -> HorizontalAlignment {
        if let (custom, standard) = try customAlignment(name) {
            return HorizontalAlignment(custom: custom, default: try standard.map { s throws(LayoutError) in try named(s) } ?? .leading)
        }
        return try lookup(name, [("leading", .leading), ("center", .center), ("trailing", .trailing)], "horizontal alignment")
    }
}

extension VerticalAlignment {
    /// A standard guide by name, or a custom one written "custom:NAME[:DEFAULT]" (default top).
    public static func named(_ name: String) throws(LayoutError) -> VerticalAlignment {
        if let (custom, standard) = try customAlignment(name) {
            return VerticalAlignment(custom: custom, default: try standard.map { s throws(LayoutError) in try named(s) } ?? .top)
        }
        return try lookup(name, [("top", .top), ("center", .center), ("bottom", .bottom),
                          ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline)],
                   "vertical alignment")
    }
}

extension Edge.Set {
    static let names: [(String, Edge.Set)] = [
        ("all", .all), ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical),
    ]
    /// An edge set by name; `"top,bottom"` or `"top|leading"` combine names.
    public static func named(_ name: String) throws(LayoutError) -> Edge.Set {
        var result: Edge.Set = []
        let parts = name.split(whereSeparator: { $0 == "," || $0 == "|" || $0 == "+" })
        guard !parts.isEmpty else { throw .invalid("empty edge set; valid: \(names.map(\.0).joined(separator: ", "))") }
        for part in parts { result.formUnion(try lookup(String(part), names, "edge set")) }
        return result
    }
}

extension SafeAreaRegions {
    public static func named(_ name: String) throws(LayoutError) -> SafeAreaRegions {
        try lookup(name, [("all", .all), ("container", .container), ("keyboard", .keyboard)], "safe-area region")
    }
}

extension ContentMode {
    public static func named(_ name: String) throws(LayoutError) -> ContentMode {
        try lookup(name, [("fit", .fit), ("fill", .fill)], "content mode")
    }
}

extension Font.Weight {
    public static func named(_ name: String) throws(LayoutError) -> Font.Weight {
        try lookup(name, allCases.map { ($0.rawValue, $0) }, "font weight")
    }
}

extension TruncationMode {
    public static func named(_ name: String) throws(LayoutError) -> TruncationMode {
        try lookup(name, allCases.map { ($0.rawValue, $0) }, "truncation mode")
    }
}

extension Font.Design {
    public static func named(_ name: String) throws(LayoutError) -> Font.Design {
        try lookup(name, allCases.map { ($0.rawValue, $0) }, "font design")
    }
}

extension Font {
    public static func named(_ name: String) throws(LayoutError) -> Font {
        try lookup(name, TextStyle.allCases.map { ($0.rawValue, Font.system($0)) }, "font text style")
    }
}

extension Axis.Set {
    /// An axis set by name: "horizontal", "vertical", or "both" / "all" / "horizontal,vertical".
    public static func named(_ name: String) throws(LayoutError) -> Axis.Set {
        let table: [(String, Axis.Set)] = [("horizontal", .horizontal), ("vertical", .vertical),
                                           ("both", [.horizontal, .vertical]), ("all", [.horizontal, .vertical])]
        var result: Axis.Set = []
        for part in name.split(whereSeparator: { $0 == "," || $0 == "|" || $0 == "+" }) {
            result.formUnion(try lookup(String(part), table, "axis set"))
        }
        guard !result.isEmpty else { throw .invalid("empty axis set; valid: horizontal, vertical, both") }
        return result
    }
}

extension Edge {
    public static func named(_ name: String) throws(LayoutError) -> Edge {
        try lookup(name, [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)], "edge")
    }
}

extension NavigationBarTitleDisplayMode {
    public static func named(_ name: String) throws(LayoutError) -> NavigationBarTitleDisplayMode {
        try lookup(name, [("automatic", .automatic), ("inline", .inline), ("large", .large)], "title display mode")
    }
}

extension UnitPoint {
    /// A unit point by the name of the alignment at the same place ("topLeading", "center", …).
    public static func named(_ name: String) throws(LayoutError) -> UnitPoint {
        try lookup(name, [("center", .center), ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
                          ("leading", .leading), ("trailing", .trailing), ("bottomLeading", .bottomLeading),
                          ("bottom", .bottom), ("bottomTrailing", .bottomTrailing)], "unit point")
    }
}

/// A guide of either axis by name: the horizontal names, then the vertical ones; "custom:NAME" needs the
/// axis, written "custom-horizontal:NAME" or "custom-vertical:NAME".
public func alignmentKey(named name: String) throws(LayoutError) -> AlignmentKey {
    let lower = name.lowercased()
    if ["verticalcenter", "vertical_center", "vertical-center"].contains(lower) { return VerticalAlignment.center.key }
    if lower.hasPrefix("custom-horizontal:") { return try HorizontalAlignment.named("custom:" + name.dropFirst(18)).key }
    if lower.hasPrefix("custom-vertical:") { return try VerticalAlignment.named("custom:" + name.dropFirst(16)).key }
    if let h = try? HorizontalAlignment.named(name), !lower.hasPrefix("custom:") { return h.key }
    if let v = try? VerticalAlignment.named(name), !lower.hasPrefix("custom:") { return v.key }
    throw .invalid("unknown guide \(quoted(name)); valid: leading, center (horizontal), trailing, top, vertical_center, bottom, firstTextBaseline, lastTextBaseline, custom-horizontal:NAME, custom-vertical:NAME")
}
