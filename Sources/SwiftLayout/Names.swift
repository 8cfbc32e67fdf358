// SwiftUI's names for alignments, edges, regions and content modes, as the bindings spell them: the
// Swift spelling (`topLeading`) and the snake_case one (`top_leading`) are both accepted. Unknown names
// are errors that list the valid ones.

func normalizedName(_ s: String) -> String {
    String(s.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " && $0 != "." })
}

private func lookup<T>(_ name: String, _ table: [(String, T)], _ what: String) throws(LayoutError) -> T {
    let key = normalizedName(name)
    if let hit = table.first(where: { normalizedName($0.0) == key }) { return hit.1 }
    throw .invalid("unknown \(what) '\(name)'; valid: \(table.map(\.0).joined(separator: ", "))")
}

extension Alignment {
    /// The standard alignment called `name` (`"topLeading"`, `"top_leading"`, `"center"`, …).
    public static func named(_ name: String) throws(LayoutError) -> Alignment {
        try lookup(name, standard.map { ($0.name, $0.alignment) }, "alignment")
    }
}

extension HorizontalAlignment {
    public static func named(_ name: String) throws(LayoutError) -> HorizontalAlignment {
        try lookup(name, [("leading", .leading), ("center", .center), ("trailing", .trailing)], "horizontal alignment")
    }
}

extension VerticalAlignment {
    public static func named(_ name: String) throws(LayoutError) -> VerticalAlignment {
        try lookup(name, [("top", .top), ("center", .center), ("bottom", .bottom),
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
