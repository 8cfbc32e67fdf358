// The document's shapes and leaf views (Sources/SwiftLayout/Views) and the drawing-only modifiers: one entry
// each (Registry.swift says what an entry is; docs/FORMAT.md lists them).
import SwiftLayout

extension DocumentRegistry {
    static let shapeViews: [ViewSpec] = [
        ViewSpec("Rectangle") { _ in Rectangle().node }.doc("–", swiftUI: "the shapes (take the proposal; 10 for nil; a Circle is a square of the smaller side)"),
        ViewSpec("RoundedRectangle", keys: ["cornerRadius", "cornerSize", "style"]) { o in
            let style = try o.cornerStyle()
            guard let size = o.raw("cornerSize") else {
                return try Build.roundedRectangle(cornerRadius: try o.number("cornerRadius") ?? 0, style: style).node
            }
            guard !o.has("cornerRadius") else { throw LayoutError.invalid("a RoundedRectangle has \"cornerRadius\" or \"cornerSize\", not both") }
            let (w, h) = try o.pair(size, "cornerSize", names: ("width", "height"))
            return try Build.roundedRectangle(cornerWidth: w, cornerHeight: h, style: style).node
        }.doc(#"`cornerRadius` (≥ 0) or `cornerSize` (`[width, height]` or `{"width", "height"}`, ≥ 0), `style` (`"continuous"` default, `"circular"`)"#,
              swiftUI: "`RoundedRectangle(cornerRadius:style:)`, `RoundedRectangle(cornerSize:style:)`; corners change drawing only"),
        ViewSpec("UnevenRoundedRectangle", keys: ["cornerRadii", "style"]) { o in
            let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]
            let radii = try Obj(o.raw("cornerRadii") ?? .object([]), o.path.key("cornerRadii"))
            try radii.rejectUnknown(corners)
            let r = try corners.map { c throws(LayoutError) in try radii.number(c) ?? 0 }
            return try Build.unevenRoundedRectangle(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2],
                                                    topTrailing: r[3], style: try o.cornerStyle()).node
        }.doc(#"`cornerRadii` (`{"topLeading", "bottomLeading", "bottomTrailing", "topTrailing"}`, each ≥ 0, missing = 0), `style`"#,
              swiftUI: "`UnevenRoundedRectangle(cornerRadii:style:)`; lays out like Rectangle"),
        ViewSpec("Circle") { _ in Circle().node }.doc("–", swiftUI: "the shapes (take the proposal; 10 for nil; a Circle is a square of the smaller side)"),
        ViewSpec("Ellipse") { _ in Ellipse().node }.doc("–", swiftUI: "the shapes (take the proposal; 10 for nil; a Circle is a square of the smaller side)"),
        // Capsule() is one shared node (BinaryDocument); a style makes its own.
        ViewSpec("Capsule", keys: ["style"]) { o in o.has("style") ? Capsule(style: try o.cornerStyle()).node : BinaryDocument.capsule }
            .doc(#"`style` (`"continuous"` default, `"circular"`)"#, swiftUI: "`Capsule(style:)`; the style changes drawing only"),
        ViewSpec("AnyShape", keys: ["shape"]) { o in try Build.anyShape(try o.single("shape")).node }
            .doc("`shape` (a shape object: one of the shapes above, no modifiers or id)",
                 swiftUI: "`AnyShape(shape)`: lays out exactly as the shape (a Circle stays a square)"),
        ViewSpec("Color", keys: ["color"]) { o in try Build.color(try o.string("color") ?? "primary").node }
            .doc(##"`color`: a SwiftUI name (`"red"`, `"blue"`, …) or `"#rrggbb"`"##, swiftUI: "`Color.red`"),
        ViewSpec("LinearGradient", keys: ["colors", "startPoint", "endPoint"]) { o in
            // Drawing only: lays out like a Color. startPoint/endPoint are unit-point names.
            let colors = try (o.array("colors") ?? []).map { c throws(LayoutError) -> String in
                guard case .string(let name) = c else { throw LayoutError.invalid("colors: expected colour names") }
                return try Build.color(name).name
            }
            return LinearGradient(colors: colors, startPoint: try UnitPoint.named(try o.string("startPoint") ?? "top"),
                                  endPoint: try UnitPoint.named(try o.string("endPoint") ?? "bottom")).node
        }.doc("`colors` (colour names), `startPoint`, `endPoint` (unit point names; drawing only)",
              swiftUI: "`LinearGradient(colors:startPoint:endPoint:)` as a view (takes the proposal like a Color)"),
        ViewSpec("MapView") { _ in MapView().node }.doc("–", swiftUI: "a fully flexible placeholder (ideal 10×10)"),
        ViewSpec("Placeholder", keys: ["name", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]) { o in
            try Build.placeholder(try o.string("name") ?? "Placeholder",
                                  minWidth: try o.number("minWidth"), idealWidth: try o.number("idealWidth"),
                                  maxWidth: try o.number("maxWidth"), minHeight: try o.number("minHeight"),
                                  idealHeight: try o.number("idealHeight"), maxHeight: try o.number("maxHeight")).node
        }.doc("`name`, `minWidth`, `idealWidth`, `maxWidth`, `minHeight`, `idealHeight`, `maxHeight`",
              swiftUI: "any leaf with a size range"),
        ViewSpec("GeometryReader", keys: ["function"]) { o in
            let id = try o.number("function")
            return GeometryReader(name: "#\(fmt(id ?? 0))", content: try o.function(id, o.functions.content, "GeometryReader content")).node
        }.doc("`function: N` (a user function that builds the content)", swiftUI: "`GeometryReader { proxy in … }`"),
        ViewSpec("Layout", keys: ["function", "explicitAlignment", "children"]) { o in
            let id = try o.number("function")
            // "explicitAlignment": true: the layout answers explicit guides itself (Callbacks.alignedLayout).
            let functions = try o.bool("explicitAlignment") == true ? o.functions.alignedLayout ?? o.functions.layout : o.functions.layout
            return LayoutView(try o.function(id, functions, "Layout"), children: try o.children()).node
        }.doc("`function: N` (a custom layout's callbacks), `explicitAlignment` (`true`: the layout answers explicit guides itself through the explicitAlignment callback, `sl_document_parse_with_layout_callbacks`; default: its subviews' explicit guides merged, as SwiftUI's default), `children`",
              swiftUI: "a container of a custom `Layout`"),
        ViewSpec("Measured", keys: ["function", "name"]) { o in
            let id = try o.number("function")
            return MeasuredView(try o.string("name") ?? "Measured#\(fmt(id ?? 0))",
                                measure: try o.function(id, o.functions.measure, "measure")).node
        }.doc("`function: N` (a measure function), `name`", swiftUI: "a leaf measured by user code"),
    ]

    static let drawingModifiers: [ModifierSpec] = [
        ModifierSpec.flag("hidden") { $0.hidden() }
            .doc(swiftUI: "`.hidden()` (drawing only: keeps its frame; pictures leave it out)"),
        ModifierSpec.number("zIndex") { $0.zIndex($1) }
            .doc(swiftUI: "`.zIndex(_:)` (drawing only: a container draws its children in ascending zIndex)"),
        ModifierSpec.number("opacity", in: 0...1) { $0.opacity($1) }
            .doc(swiftUI: "`.opacity(_:)` (drawing only: keeps its frame; pictures draw it and everything inside it that transparent)"),
        ModifierSpec.params("blur", [.number("radius", in: 0...(.infinity)), .bool("opaque", default: false)]) { v, a in
            v.blur(radius: a.number("radius"), opaque: a.bool("opaque"))
        }.doc(swiftUI: "`.blur(radius:opaque:)` (drawing only: keeps its frame)"),
        ModifierSpec.params("shadow", [.color("color", default: "#00000054"), .number("radius", in: 0...(.infinity)),
                                       .number("x", default: 0), .number("y", default: 0)]) { v, a in
            v.shadow(color: a.color("color"), radius: a.number("radius"), x: a.number("x"), y: a.number("y"))
        }.doc(swiftUI: "`.shadow(color:radius:x:y:)` (drawing only: keeps its frame; SwiftUI's default colour is black at 33 %)"),
        ModifierSpec.params("rotationEffect", [.angle("angle", unlabeled: true), .unitPoint("anchor")]) { v, a in
            v.rotationEffect(.degrees(a.number("angle")), anchor: a.unitPoint("anchor"))
        }.doc(swiftUI: "`.rotationEffect(_:anchor:)` (drawing only: keeps its frame)"),
        ModifierSpec.params("scaleEffect", [.number("scale", optional: true, unlabeled: true), .number("x", default: 1),
                                            .number("y", default: 1), .unitPoint("anchor")]) { v, a in
            guard let s = a.optionalNumber("scale") else { return v.scaleEffect(x: a.number("x"), y: a.number("y"), anchor: a.unitPoint("anchor")) }
            guard a.given.isDisjoint(with: ["x", "y"]) else { throw LayoutError.invalid("scaleEffect takes a scale, or x and y, not both") }
            return v.scaleEffect(s, anchor: a.unitPoint("anchor"))
        }.doc(swiftUI: "`.scaleEffect(_:anchor:)`, `.scaleEffect(x:y:anchor:)` (drawing only: keeps its frame; `scale` sets both axes)"),
        ModifierSpec("layoutValue", value: ["object"], keys: ["key", "value"]) { o in
            let a = try Obj(o.arg, o.path)
            guard let k = try a.string("key"), !k.isEmpty else { throw LayoutError.invalid("layoutValue needs a non-empty \"key\"") }
            guard let v = try a.number("value") else { throw LayoutError.invalid("layoutValue needs a number \"value\"") }
            try a.rejectUnknown(["key", "value"])
            return o.content.layoutValue(key: k, value: v).node
        }.doc(#"`{"key": "rank", "value": 2}` (a non-empty string and a number)"#,
              swiftUI: "`.layoutValue(key:value:)`: a trait the custom layout around the view reads (`subview[Key.self]`); passes through modifiers, the outermost wins; no frame changes"),
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
