// The document's shapes and leaf views (Sources/SwiftLayout/Views) and the drawing-only modifiers: one entry
// each (Registry.swift says what an entry is; docs/FORMAT.md lists them).
import SwiftLayout

extension DocumentRegistry {
    static let shapeViews: [ViewSpec] = [
        ViewSpec("Rectangle") { _ in Rectangle().node },
        ViewSpec("RoundedRectangle", keys: ["cornerRadius", "cornerSize", "style"]) { o in
            let style = try o.cornerStyle()
            guard let size = o.raw("cornerSize") else {
                return try Build.roundedRectangle(cornerRadius: try o.number("cornerRadius") ?? 0, style: style).node
            }
            guard !o.has("cornerRadius") else { throw LayoutError.invalid("a RoundedRectangle has \"cornerRadius\" or \"cornerSize\", not both") }
            let (w, h) = try o.pair(size, "cornerSize", names: ("width", "height"))
            return try Build.roundedRectangle(cornerWidth: w, cornerHeight: h, style: style).node
        },
        ViewSpec("UnevenRoundedRectangle", keys: ["cornerRadii", "style"]) { o in
            let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]
            let radii = try Obj(o.raw("cornerRadii") ?? .object([]), o.path.key("cornerRadii"))
            try radii.rejectUnknown(corners)
            let r = try corners.map { c throws(LayoutError) in try radii.number(c) ?? 0 }
            return try Build.unevenRoundedRectangle(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2],
                                                    topTrailing: r[3], style: try o.cornerStyle()).node
        },
        ViewSpec("Circle") { _ in Circle().node },
        ViewSpec("Ellipse") { _ in Ellipse().node },
        // Capsule() is one shared node (BinaryDocument); a style makes its own.
        ViewSpec("Capsule", keys: ["style"]) { o in o.has("style") ? Capsule(style: try o.cornerStyle()).node : BinaryDocument.capsule },
        ViewSpec("AnyShape", keys: ["shape"]) { o in try Build.anyShape(try o.single("shape")).node },
        ViewSpec("Color", keys: ["color"]) { o in try Build.color(try o.string("color") ?? "primary").node },
        ViewSpec("LinearGradient", keys: ["colors", "startPoint", "endPoint"]) { o in
            // Drawing only: lays out like a Color. startPoint/endPoint are unit-point names.
            let colors = try (o.array("colors") ?? []).map { c throws(LayoutError) -> String in
                guard case .string(let name) = c else { throw LayoutError.invalid("colors: expected colour names") }
                return try Build.color(name).name
            }
            return LinearGradient(colors: colors, startPoint: try UnitPoint.named(try o.string("startPoint") ?? "top"),
                                  endPoint: try UnitPoint.named(try o.string("endPoint") ?? "bottom")).node
        },
        ViewSpec("MapView") { _ in MapView().node },
        ViewSpec("Placeholder", keys: ["name", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]) { o in
            try Build.placeholder(try o.string("name") ?? "Placeholder",
                                  minWidth: try o.number("minWidth"), idealWidth: try o.number("idealWidth"),
                                  maxWidth: try o.number("maxWidth"), minHeight: try o.number("minHeight"),
                                  idealHeight: try o.number("idealHeight"), maxHeight: try o.number("maxHeight")).node
        },
        ViewSpec("GeometryReader", keys: ["function"]) { o in
            let id = try o.number("function")
            return GeometryReader(name: "#\(fmt(id ?? 0))", content: try o.function(id, o.functions.content, "GeometryReader content")).node
        },
        ViewSpec("Layout", keys: ["function", "explicitAlignment", "children"]) { o in
            let id = try o.number("function")
            // "explicitAlignment": true: the layout answers explicit guides itself (Callbacks.alignedLayout).
            let functions = try o.bool("explicitAlignment") == true ? o.functions.alignedLayout ?? o.functions.layout : o.functions.layout
            return LayoutView(try o.function(id, functions, "Layout"), children: try o.children()).node
        },
        ViewSpec("Measured", keys: ["function", "name"]) { o in
            let id = try o.number("function")
            return MeasuredView(try o.string("name") ?? "Measured#\(fmt(id ?? 0))",
                                measure: try o.function(id, o.functions.measure, "measure")).node
        },
    ]

    static let drawingModifiers: [ModifierSpec] = [
        ModifierSpec.flag("hidden") { $0.hidden() },
        ModifierSpec.number("zIndex") { $0.zIndex($1) },
        ModifierSpec.number("opacity", in: 0...1) { $0.opacity($1) },
        ModifierSpec("layoutValue", value: ["object"], keys: ["key", "value"]) { o in
            let a = try Obj(o.arg, o.path)
            guard let k = try a.string("key"), !k.isEmpty else { throw LayoutError.invalid("layoutValue needs a non-empty \"key\"") }
            guard let v = try a.number("value") else { throw LayoutError.invalid("layoutValue needs a number \"value\"") }
            try a.rejectUnknown(["key", "value"])
            return o.content.layoutValue(key: k, value: v).node
        },
    ]
}

extension ViewArgs {
    /// A shape's corner "style": "continuous" (the default) or "circular".
    func cornerStyle() throws(LayoutError) -> RoundedCornerStyle {
        guard let name = try string("style") else { return .continuous }
        return try builder.controlName(name, RoundedCornerStyle.self, "corner style")
    }
    /// Two numbers given as `[a, b]` or as an object with the two `names` (`{"width": a, "height": b}`).
    func pair(_ value: JSONValue, _ key: String, names: (String, String)) throws(LayoutError) -> (Double, Double) {
        let where_ = path.key(key)
        if case .array(let items) = value {
            guard items.count == 2, case .number(let a) = items[0], case .number(let b) = items[1] else {
                throw .invalid("\(where_): expected [\(names.0), \(names.1)] (two numbers)")
            }
            return (a, b)
        }
        let o = try ViewDocument.Obj(value, where_)
        try o.rejectUnknown([names.0, names.1])
        return (try o.number(names.0) ?? 0, try o.number(names.1) ?? 0)
    }
}
