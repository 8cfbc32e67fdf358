// The document's stacks and spacers, and the frame, padding, overlay, offset, safe-area, alignment and
// layout-direction modifiers (Sources/SwiftLayout/Layouts, Geometry): one entry each (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let layoutViews: [ViewSpec] = [
        ViewSpec("Spacer", keys: ["minLength"]) { o in try Build.spacer(minLength: try o.number("minLength")).node }
            .doc("`minLength` (≥ 0; omitted = environment's `spacer_min_length`)", swiftUI: "`Spacer(minLength:)`"),
        ViewSpec("VStack", keys: ["alignment", "spacing", "children"]) { o in
            try Build.vstack(alignment: try HorizontalAlignment.named(try o.string("alignment") ?? "center"),
                             spacing: try o.number("spacing"), children: try o.children()).node
        }.doc("`alignment` (`leading`/`center`/`trailing`), `spacing` (number or null), `children`",
              swiftUI: "`VStack(alignment:spacing:)`"),
        ViewSpec("HStack", keys: ["alignment", "spacing", "children"]) { o in
            try Build.hstack(alignment: try VerticalAlignment.named(try o.string("alignment") ?? "center"),
                             spacing: try o.number("spacing"), children: try o.children()).node
        }.doc("`alignment` (`top`/`center`/`bottom`), `spacing`, `children`", swiftUI: "`HStack(alignment:spacing:)`"),
        ViewSpec("ZStack", keys: ["alignment", "children"]) { o in
            ZStack(alignment: try Alignment.named(try o.string("alignment") ?? "center"),
                   children: try o.children()).node
        }.doc("`alignment` (one of the nine), `children`", swiftUI: "`ZStack(alignment:)`"),
    ]

    static let layoutModifiers: [ModifierSpec] = [
        ModifierSpec("frame", value: ["object"], keys: ViewDocument.Builder.frameKeys) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            let alignment = try Alignment.named(try a.string("alignment") ?? "center")
            if ViewDocument.Builder.flexKeys.contains(where: { a.has($0) }) {
                guard !a.has("width"), !a.has("height") else {
                    throw LayoutError.invalid("use either width/height or min/ideal/max, not both")
                }
                node = try Build.flexFrame(o.content, minWidth: try a.number("minWidth"), idealWidth: try a.number("idealWidth"),
                                           maxWidth: try a.number("maxWidth"), minHeight: try a.number("minHeight"),
                                           idealHeight: try a.number("idealHeight"), maxHeight: try a.number("maxHeight"),
                                           alignment: alignment).node
            } else {
                node = try Build.frame(o.content, width: try a.number("width"), height: try a.number("height"),
                                       alignment: alignment).node
            }
            try a.rejectUnknown(ViewDocument.Builder.frameKeys)
            return node
        }.doc("`{width, height, alignment}` or `{minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}` (not both kinds)",
              swiftUI: "`.frame(…)`"),
        ModifierSpec("padding", value: ["number", "null", "object"], keys: ["top", "leading", "bottom", "trailing", "edges", "length"]) { o in
            let node: ViewNode
            if case .number(let n) = o.arg {
                node = try Build.padding(o.content, edges: .all, length: n).node
            } else if case .null = o.arg {
                node = o.content.padding().node
            } else {
                let a = try Obj(o.arg, o.path)
                if a.has("top") || a.has("leading") || a.has("bottom") || a.has("trailing") {
                    node = try Build.padding(o.content, insets: EdgeInsets(
                        top: try a.number("top") ?? 0, leading: try a.number("leading") ?? 0,
                        bottom: try a.number("bottom") ?? 0, trailing: try a.number("trailing") ?? 0)).node
                    try a.rejectUnknown(["top", "leading", "bottom", "trailing"])
                } else {
                    node = try Build.padding(o.content, edges: try Edge.Set.named(try a.string("edges") ?? "all"),
                                             length: try a.number("length")).node
                    try a.rejectUnknown(["edges", "length"])
                }
            }
            return node
        }.doc("a number, `null` (default 16), `{edges, length}` or `{top, leading, bottom, trailing}`",
              swiftUI: "`.padding(…)`"),
        ModifierSpec("scenePadding", value: ["true", "name", "object"], keys: ["edges", "padding"]) { o in
            switch o.arg {
            case .bool(true): return o.content.scenePadding().node
            case .string(let edges): return o.content.scenePadding(try Edge.Set.named(edges)).node
            default:
                let a = try Obj(o.arg, o.path)
                if let kind = try a.string("padding"), normalizedName(kind) != "minimum" {
                    throw LayoutError.invalid("unknown scene padding \(quoted(kind)); known: minimum (navigationBar is watchOS)")
                }
                try a.rejectUnknown(["edges", "padding"])
                return o.content.scenePadding(try Edge.Set.named(try a.string("edges") ?? "all")).node
            }
        }.doc("`true` (every edge), an edges name, or `{edges, padding: \"minimum\"}`",
              swiftUI: "`.scenePadding(_:)`, `.scenePadding(.minimum, edges:)`: padding by the scene padding (scene_padding: macOS 20, iOS 16, **assumed**)"),
        ModifierSpec.params("statusBarHidden", [.bool("hidden", default: true, unlabeled: true)]) { v, a in
            v.statusBarHidden(a.bool("hidden"))
        }
            .doc(swiftUI: "`.statusBarHidden(_:)`: on iOS a top inset of at most 24 (the status bar alone: iPhone SE, iPads) becomes 0 for the whole layout (**assumed**)"),
        ModifierSpec.style("persistentSystemOverlays", Visibility.self, "visibility") { $0.persistentSystemOverlays($1) }
            .doc(swiftUI: "`.persistentSystemOverlays(_:)`: the home indicator's visibility; no frame changes (**assumed**: the bottom inset stays)"),
        ModifierSpec("layoutDirectionBehavior", value: ["name", "object"], keys: ["mirrors"]) { o in
            let behavior: LayoutDirectionBehavior
            switch o.arg {
            case .string(let name) where normalizedName(name) == "fixed": behavior = .fixed
            case .string(let name) where normalizedName(name) == "mirrors": behavior = .mirrors
            case .object:
                let a = try Obj(o.arg, o.path)
                guard let d = try a.string("mirrors") else { throw LayoutError.invalid("needs \"mirrors\": a layout direction") }
                behavior = .mirrorsIn(try LayoutDirection.named(d))
                try a.rejectUnknown(["mirrors"])
            default: throw LayoutError.invalid("expected \"fixed\", \"mirrors\" or {\"mirrors\": direction}, got \(o.arg.typeName)")
            }
            return o.content.layoutDirectionBehavior(behavior).node
        }.doc(#"`"fixed"`, `"mirrors"` or `{"mirrors": "rightToLeft"}`"#,
              swiftUI: "`.layoutDirectionBehavior(_:)`: whether the drawing mirrors right to left; no frame change (**assumed**)"),
        ModifierSpec("border", value: ["object"], keys: ["color", "width"]) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            node = try Build.border(o.content, color: try a.string("color") ?? "primary", width: try a.number("width") ?? 1).node
            try a.rejectUnknown(["color", "width"])
            return node
        }.doc("`{color, width}`", swiftUI: "`.border(_:width:)`"),
        ModifierSpec("overlay", value: ["object"], keys: ["content", "alignment"], secondaryView)
            .doc("`{content: <view>, alignment}`", swiftUI: "`.overlay(_:alignment:)`"),
        ModifierSpec("mask", value: ["object"], keys: ["content", "alignment"], secondaryView)
            .doc("`{content: <view>, alignment}`", swiftUI: "`.mask(alignment:_:)`: the mask is laid out like an overlay and not drawn; no frame of the view changes"),
        // Two forms: {content, alignment} (a view behind) or {color, ignoresSafeAreaEdges} (a shape style).
        ModifierSpec("background", value: ["object"], keys: ["content", "alignment", "color", "ignoresSafeAreaEdges"]) { o in
            guard (try? Obj(o.arg, o.path))?.has("color") == true else { return try secondaryView(o) }
            // The shape-style form: a colour that bleeds under the safe area ("none" for no edges).
            let a = try Obj(o.arg, o.path)
            var edges = Edge.Set.all
            if let names = try a.string("ignoresSafeAreaEdges") {
                edges = names == "none" ? [] : try Edge.Set.named(names)
            }
            let node = o.content.background(try Build.color(try a.string("color") ?? "primary"), ignoresSafeAreaEdges: edges).node
            try a.rejectUnknown(["color", "ignoresSafeAreaEdges"])
            return node
        }.doc(#"`{content: <view>, alignment}` (a view behind), or `{color, ignoresSafeAreaEdges}` (a shape style: an edge set or `"none"`; default all)"#,
              swiftUI: "`.background(_:alignment:)`, `.background(_ style:ignoresSafeAreaEdges:)`"),
        ModifierSpec("offset", value: ["object"], keys: ["x", "y"], point)
            .doc("`{x, y}`", swiftUI: "`.offset(x:y:)`"),
        ModifierSpec("position", value: ["object"], keys: ["x", "y"], point)
            .doc("`{x, y}`", swiftUI: "`.position(x:y:)`"),
        ModifierSpec("fixedSize", value: ["true", "object"], keys: ["horizontal", "vertical"]) { o in
            let node: ViewNode
            if case .bool(true) = o.arg { node = o.content.fixedSize().node } else {
                let a = try Obj(o.arg, o.path)
                node = o.content.fixedSize(horizontal: try a.bool("horizontal") ?? true, vertical: try a.bool("vertical") ?? true).node
                try a.rejectUnknown(["horizontal", "vertical"])
            }
            return node
        }.doc("`true` or `{horizontal, vertical}`", swiftUI: "`.fixedSize(…)`"),
        ModifierSpec("layoutPriority", value: ["number"]) { o in
            guard case .number(let p) = o.arg else { throw LayoutError.invalid("expected a number") }
            return try Build.layoutPriority(o.content, p).node
        }.doc("a number", swiftUI: "`.layoutPriority(_:)`"),
        ModifierSpec("aspectRatio", value: ["object"], keys: ["ratio", "contentMode"]) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            node = try Build.aspectRatio(o.content, ratio: try a.number("ratio"),
                                         contentMode: try ContentMode.named(try a.string("contentMode") ?? "fit")).node
            try a.rejectUnknown(["ratio", "contentMode"])
            return node
        }.doc(#"`{ratio (omit for the content's own), contentMode: "fit" \| "fill"}`"#,
              swiftUI: "`.aspectRatio(_:contentMode:)`"),
        ModifierSpec("edgesIgnoringSafeArea", value: ["name", "object"]) { o in
            let edges: String
            if case .string(let s) = o.arg { edges = s } else { edges = try Obj(o.arg, o.path).string("edges") ?? "all" }
            return o.content.edgesIgnoringSafeArea(try Edge.Set.named(edges)).node
        }.doc("an edge set string or `{edges}`", swiftUI: "`.edgesIgnoringSafeArea(_:)`"),
        ModifierSpec("ignoresSafeArea", value: ["true", "object"], keys: ["regions", "edges"]) { o in
            let node: ViewNode
            if case .bool(true) = o.arg { node = o.content.ignoresSafeArea().node } else {
                let a = try Obj(o.arg, o.path)
                node = o.content.ignoresSafeArea(try SafeAreaRegions.named(try a.string("regions") ?? "all"),
                                               edges: try Edge.Set.named(try a.string("edges") ?? "all")).node
                try a.rejectUnknown(["regions", "edges"])
            }
            return node
        }.doc(#"`true` or `{regions: "all" \| "container" \| "keyboard", edges}`"#, swiftUI: "`.ignoresSafeArea(_:edges:)`"),
        ModifierSpec("safeAreaInset", value: ["object"], keys: ["content", "edge", "alignment", "spacing"]) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            guard let inset = a.raw("content") else { throw LayoutError.invalid("needs a \"content\" view") }
            node = try Build.safeAreaInset(o.content, edge: try Edge.named(try a.string("edge") ?? "bottom"),
                                           alignment: try Alignment.named(try a.string("alignment") ?? "center"),
                                           spacing: try a.number("spacing"),
                                           content: try o.view(inset, path: o.path.key("content"))).node
            try a.rejectUnknown(["edge", "alignment", "spacing", "content"])
            return node
        }.doc(#"`{edge: "top" \| "bottom" \| "leading" \| "trailing", alignment, spacing, content: <view>}`"#,
              swiftUI: "`.safeAreaInset(edge:alignment:spacing:content:)`"),
        ModifierSpec("safeAreaPadding", value: ["number", "object"], keys: ["edges", "length"]) { o in
            let node: ViewNode
            if case .number(let n) = o.arg {
                node = try Build.safeAreaPadding(o.content, edges: .all, length: n).node
            } else {
                let a = try Obj(o.arg, o.path)
                node = try Build.safeAreaPadding(o.content, edges: try Edge.Set.named(try a.string("edges") ?? "all"),
                                                 length: try a.number("length")).node
                try a.rejectUnknown(["edges", "length"])
            }
            return node
        }.doc("a number, or `{edges, length}` (default 16)", swiftUI: "`.safeAreaPadding(_:_:)`"),
        ModifierSpec("alignmentGuide", value: ["object"], keys: ["guide", "function", "value"]) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            let guide = try alignmentKey(named: try a.string("guide") ?? "")
            if a.has("function") {
                let id = try a.number("function")
                node = o.content.alignmentGuide(guide, name: "#\(fmt(id ?? 0))", computeValue: try o.function(id, o.functions.guide, "alignmentGuide")).node
            } else {
                guard let value = try Build.finite(try a.number("value"), "alignmentGuide value") else {
                    throw LayoutError.invalid("needs a \"value\" or a \"function\"")
                }
                node = o.content.alignmentGuide(guide, name: fmt(value)) { _ in value }.node
            }
            try a.rejectUnknown(["guide", "value", "function"])
            return node
        }.doc("`{guide, value}` or `{guide, function: N}`; guide: `leading`, `center`, `trailing`, `top`, `vertical_center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`, `custom-horizontal:NAME`, `custom-vertical:NAME`",
              swiftUI: "`.alignmentGuide(_:computeValue:)`"),
        ModifierSpec("coordinateSpace", value: ["string"]) { o in
            guard case .string(let name) = o.arg, !name.isEmpty else { throw LayoutError.invalid("expected a name") }
            return o.content.coordinateSpace(name: try Build.identifier(name, "the coordinate space name")).node
        }.doc("a name", swiftUI: "`.coordinateSpace(name:)`"),
        ModifierSpec("layoutDirection", value: ["name"]) { o in
            guard case .string(let name) = o.arg else { throw LayoutError.invalid("expected \"leftToRight\" or \"rightToLeft\"") }
            return o.content.layoutDirection(try LayoutDirection.named(name)).node
        }.doc(#"`"leftToRight"` or `"rightToLeft"` (`"ltr"`, `"rtl"`)"#,
              swiftUI: #"`.environment(\.layoutDirection, _)` (the content's direction; LAYOUT_RULES.md §23)"#),
        ModifierSpec.bool("flipsForRightToLeftLayoutDirection") { $0.flipsForRightToLeftLayoutDirection($1) }
            .doc(swiftUI: "`.flipsForRightToLeftLayoutDirection(_:)` (drawing only)"),
    ]

    static func secondaryView(_ o: ModifierArgs) throws -> ViewNode {
        let node: ViewNode
        let a = try Obj(o.arg, o.path)
        guard let secondary = a.raw("content") else { throw LayoutError.invalid("needs a \"content\" view") }
        let view = try o.view(secondary, path: o.path.key("content"))
        let alignment = try Alignment.named(try a.string("alignment") ?? "center")
        switch o.key {
        case "overlay": node = o.content.overlay(view, alignment: alignment).node
        case "mask": node = o.content.mask(alignment: alignment, view).node
        default: node = o.content.background(view, alignment: alignment).node
        }
        try a.rejectUnknown(["content", "alignment"])
        return node
    }

    static func point(_ o: ModifierArgs) throws -> ViewNode {
        let node: ViewNode
        let a = try Obj(o.arg, o.path)
        let x = try a.number("x") ?? 0, y = try a.number("y") ?? 0
        node = o.key == "offset" ? try Build.offset(o.content, x: x, y: y).node : try Build.position(o.content, x: x, y: y).node
        try a.rejectUnknown(["x", "y"])
        return node
    }
}
