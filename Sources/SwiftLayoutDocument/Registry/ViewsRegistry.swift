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
        ViewSpec("Path") { _ in Path().node }.doc("–", swiftUI: "`Path { path in … }`: lays out as a Rectangle (takes the proposal; its drawing is not modelled)"),
        ViewSpec("Shape", keys: ["name"]) { o in CustomShape(try o.string("name") ?? "Shape").node }
            .doc("`name` (the shape type's name: the node's kind)", swiftUI: "a custom `Shape` (`struct Arrow: Shape { func path(in:) … }`) with the default sizing: takes the proposal"),
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
        ViewSpec("Canvas") { _ in Canvas().node }
            .doc("–", swiftUI: "`Canvas { context, size in … }`: takes the proposal like a Color (the drawing is not modelled)"),
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
        // The colour filters, compositing, clipping and the rendering transforms (Views/ColorEffects.swift,
        // Compositing.swift, Clipping.swift, GeometryEffects.swift): no frame changes.
        ModifierSpec.number("brightness") { $0.brightness($1) }
            .doc(swiftUI: "`.brightness(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.number("contrast") { $0.contrast($1) }
            .doc(swiftUI: "`.contrast(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.number("saturation") { $0.saturation($1) }
            .doc(swiftUI: "`.saturation(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.number("grayscale") { $0.grayscale($1) }
            .doc(swiftUI: "`.grayscale(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.params("hueRotation", [.angle("angle", unlabeled: true)]) { v, a in
            v.hueRotation(.degrees(a.number("angle")))
        }.doc(swiftUI: "`.hueRotation(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.flag("colorInvert") { $0.colorInvert() }
            .doc(swiftUI: "`.colorInvert()` (drawing only: keeps its frame)"),
        ModifierSpec.params("colorMultiply", [.color("color", unlabeled: true)]) { v, a in v.colorMultiply(a.color("color")) }
            .doc(swiftUI: "`.colorMultiply(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.flag("luminanceToAlpha") { $0.luminanceToAlpha() }
            .doc(swiftUI: "`.luminanceToAlpha()` (drawing only: keeps its frame)"),
        ModifierSpec.style("blendMode", BlendMode.self, "blend mode") { $0.blendMode($1) }
            .doc(swiftUI: "`.blendMode(_:)` (drawing only: keeps its frame)"),
        ModifierSpec.flag("compositingGroup") { $0.compositingGroup() }
            .doc(swiftUI: "`.compositingGroup()` (drawing only: keeps its frame)"),
        ModifierSpec.params("drawingGroup", [.bool("opaque", default: false)]) { v, a in v.drawingGroup(opaque: a.bool("opaque")) }
            .doc(swiftUI: "`.drawingGroup(opaque:)` (drawing only: keeps its frame)"),
        ModifierSpec.flag("geometryGroup") { $0.geometryGroup() }
            .doc(swiftUI: "`.geometryGroup()` (drawing only: keeps its frame)"),
        ModifierSpec.params("cornerRadius", [.number("radius", in: 0...(.infinity), unlabeled: true),
                                             .bool("antialiased", default: true)]) { v, a in
            v.cornerRadius(a.number("radius"), antialiased: a.bool("antialiased"))
        }.doc(swiftUI: "`.cornerRadius(_:antialiased:)` (drawing only: clips, keeps its frame)"),
        ModifierSpec.params("clipped", [.bool("antialiased", default: false)]) { v, a in v.clipped(antialiased: a.bool("antialiased")) }
            .doc(swiftUI: "`.clipped(antialiased:)` (drawing only: clips to the bounds, keeps its frame)"),
        ModifierSpec("clipShape", value: ["object"], keys: ["shape"]) { o in
            let a = try Obj(o.arg, o.path)
            guard let value = a.raw("shape") else { throw LayoutError.invalid("clipShape needs a \"shape\"") }
            try a.rejectUnknown(["shape"])
            return try Build.clipShape(o.content, try o.view(value, path: o.path.key("shape"))).node
        }.doc("`{shape}`: a shape object (one of the shapes, no modifiers or id)",
              swiftUI: "`.clipShape(_:style:)` (drawing only: the shape is fitted to the bounds, not laid out)"),
        ModifierSpec.params("transformEffect", affine) { v, a in v.transformEffect(affineTransform(a)) }
            .doc(swiftUI: "`.transformEffect(_:)` with `CGAffineTransform(a:b:c:d:tx:ty:)` (drawing only: keeps its frame)"),
        ModifierSpec.params("projectionEffect", affine) { v, a in v.projectionEffect(affineTransform(a)) }
            .doc(swiftUI: "`.projectionEffect(_:)` with an affine `ProjectionTransform` (drawing only: keeps its frame)"),
        ModifierSpec("rotation3DEffect", value: ["object"], keys: ["angle", "axis", "anchor", "anchorZ", "perspective"]) { o in
            let a = try Obj(o.arg, o.path)
            try a.rejectUnknown(["angle", "axis", "anchor", "anchorZ", "perspective"])
            guard let angle = try Build.finite(try a.number("angle"), "rotation3DEffect angle") else {
                throw LayoutError.invalid("rotation3DEffect needs an \"angle\"")
            }
            guard let axisValue = a.raw("axis") else { throw LayoutError.invalid("rotation3DEffect needs an \"axis\" {x, y, z}") }
            let axis = try Obj(axisValue, o.path.key("axis"))
            try axis.rejectUnknown(["x", "y", "z"])
            let x = try Build.finite(try axis.number("x"), "rotation3DEffect axis x") ?? 0
            let y = try Build.finite(try axis.number("y"), "rotation3DEffect axis y") ?? 0
            let z = try Build.finite(try axis.number("z"), "rotation3DEffect axis z") ?? 0
            let anchor = try a.raw("anchor").map { v throws(LayoutError) in try ParamValues.unitPoint(v, path: o.path.key("anchor")) } ?? .center
            return o.content.rotation3DEffect(.degrees(angle), axis: (x: x, y: y, z: z), anchor: anchor,
                                              anchorZ: try Build.finite(try a.number("anchorZ"), "rotation3DEffect anchorZ") ?? 0,
                                              perspective: try Build.finite(try a.number("perspective"), "rotation3DEffect perspective") ?? 1).node
        }.doc(#"`{angle, axis: {x, y, z}, anchor, anchorZ, perspective}` (degrees; anchor a unit point, default center; anchorZ 0, perspective 1)"#,
              swiftUI: "`.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (drawing only: keeps its frame)"),
        ModifierSpec("matchedGeometryEffect", value: ["object"], keys: ["id", "in", "properties", "anchor", "isSource"]) { o in
            let a = try Obj(o.arg, o.path)
            try a.rejectUnknown(["id", "in", "properties", "anchor", "isSource"])
            let id: String
            switch a.raw("id") {
            case .string(let s)?: id = s
            case .number(let n)?: id = fmt(n)
            default: throw LayoutError.invalid("matchedGeometryEffect needs an \"id\" (a string or a number)")
            }
            guard let namespace = try a.string("in") else { throw LayoutError.invalid("matchedGeometryEffect needs \"in\" (the namespace's name)") }
            let properties = try o.controlName(try a.string("properties") ?? "frame", MatchedGeometryProperties.self, "matched geometry properties")
            let anchor = try a.raw("anchor").map { v throws(LayoutError) in try ParamValues.unitPoint(v, path: o.path.key("anchor")) } ?? .center
            return o.content.matchedGeometryEffect(id: id, in: namespace, properties: properties, anchor: anchor,
                                                   isSource: try a.bool("isSource") ?? true).node
        }.doc(#"`{id, in, properties, anchor, isSource}`: `id` a string or number, `in` the namespace's name, `properties` `frame` (default), `position` or `size`, `anchor` a unit point, `isSource` (default true)"#,
              swiftUI: "`.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (no frame changes: a follower is drawn at its source's geometry, its layout stays its own; LAYOUT_RULES.md §24)"),
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

/// The six components of an affine transform (`CGAffineTransform(a:b:c:d:tx:ty:)`), identity by default.
private let affine: [Param] = [.number("a", default: 1), .number("b", default: 0), .number("c", default: 0),
                               .number("d", default: 1), .number("tx", default: 0), .number("ty", default: 0)]
private func affineTransform(_ a: ParamValues) -> AffineTransform {
    AffineTransform(a: a.number("a"), b: a.number("b"), c: a.number("c"), d: a.number("d"), tx: a.number("tx"), ty: a.number("ty"))
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

extension DocumentRegistry {
    /// Views made of views: ContentUnavailableView, AsyncImage, VideoPlayer (Sources/SwiftLayout/Views).
    static let compositeViews: [ViewSpec] = [
        ViewSpec("ContentUnavailableView", keys: ["title", "systemImage", "label", "description", "actions", "search", "searchText"]) { o in
            if try o.bool("search") == true || o.has("searchText") {
                for k in ["title", "systemImage", "label", "description", "actions"] where o.has(k) {
                    throw LayoutError.invalid("\(o.path): the search preset takes no \"\(k)\"")
                }
                return ContentUnavailableView.search(text: try o.string("searchText")).node
            }
            let description: ViewNode?
            switch o.raw("description") {
            case nil, .null?: description = nil
            case .string(let s)?: description = Text(s).node
            default: description = try o.single("description")
            }
            var actions: [any View] = []
            switch o.raw("actions") {
            case nil, .null?: break
            case .array(let list)?:
                for (k, v) in list.enumerated() { actions.append(AnyView(try o.view(v, path: o.path.element("actions", k)))) }
            default: actions = [AnyView(try o.single("actions"))]
            }
            let label: ViewNode
            if o.has("label") {
                if o.has("title") || o.has("systemImage") { throw LayoutError.invalid("\(o.path): a ContentUnavailableView has a \"label\" view or a \"title\" (and \"systemImage\"), not both") }
                label = try o.single("label")
            } else if let symbol = try o.string("systemImage") {
                label = Label(try o.string("title") ?? "", systemImage: symbol).node
            } else {
                label = Text(try o.string("title") ?? "").node
            }
            return ContentUnavailableView(label: label, description: description, actions: actions).node
        }.doc(#"`title` (and `systemImage`) or `label` (a view); `description` (a string or a view); `actions` (a view or a list of views); or `search: true` / `searchText` for the `.search` presets"#,
              swiftUI: "`ContentUnavailableView(_:systemImage:description:)`, `ContentUnavailableView { } description: { } actions: { }`, `.search`, `.search(text:)`: fills its proposal; macOS: the title (large title, bold) 20 from the top, the description and the actions 12 apart, centred"),
        ViewSpec("AsyncImage", keys: ["phase", "imageWidth", "imageHeight", "scale", "content"]) { o in
            let phase: AsyncImagePhase
            switch try o.string("phase") ?? "empty" {
            case "empty": phase = .empty
            case "failure": phase = .failure
            case "success":
                guard let w = try o.number("imageWidth"), let h = try o.number("imageHeight") else {
                    throw LayoutError.invalid("\(o.path): a loaded AsyncImage needs its image's \"imageWidth\" and \"imageHeight\" (pixels)")
                }
                phase = .success(width: w, height: h)
            case let other: throw LayoutError.invalid("\(o.path).phase: unknown AsyncImage phase \(quoted(other)); known: empty, success, failure")
            }
            return try AsyncImage(phase: phase, scale: try o.number("scale") ?? 1,
                                  content: o.has("content") ? try o.single("content") : nil).node
        }.doc("`phase` (`empty` default, `success` with `imageWidth` and `imageHeight` in pixels, `failure`), `scale` (default 1), `content` (the phase's view; absent: SwiftUI's default, the image at its size ÷ scale or a gray placeholder that fills)",
              swiftUI: "`AsyncImage(url:scale:)`, `AsyncImage(url:) { image in … } placeholder: { … }`, `AsyncImage(url:) { phase in … }`: laid out as its phase's view"),
        ViewSpec("VideoPlayer", keys: ["videoOverlay"]) { o in
            VideoPlayer(videoOverlay: o.has("videoOverlay") ? try o.single("videoOverlay") : nil).node
        }.doc("`videoOverlay` (the overlay's view, optional)",
              swiftUI: "`VideoPlayer(player:)`, `VideoPlayer(player:) { overlay }`: takes its proposal like a shape (assumed), the overlay centred in it"),
    ]
}
