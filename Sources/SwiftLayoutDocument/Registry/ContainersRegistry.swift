// The document's containers (Sources/SwiftLayout/Containers: scroll views, lists, navigation, tabs, groups)
// and their modifiers: one entry each (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let containerViews: [ViewSpec] = [
        ViewSpec("ScrollView", keys: ["axes", "offsetX", "offsetY", "content", "children", "showsIndicators"]) { o in
            // Several views (`children`) sit in an implicit VStack, whatever the axes (measured:
            // swiftui-web `scroll/several-children`: in a horizontal ScrollView they stack vertically).
            let axes = try Axis.Set.named(try o.string("axes") ?? "vertical")
            let content: ViewNode
            if o.has("children") {
                if o.has("content") { throw LayoutError.invalid("\(o.path): a ScrollView takes \"content\" or \"children\", not both") }
                content = VStack(children: try o.children()).node
            } else {
                content = try o.single("content")
            }
            return try Build.scrollView(content, axes: axes,
                                     offset: Point(x: try o.number("offsetX") ?? 0, y: try o.number("offsetY") ?? 0),
                                     showsIndicators: try o.bool("showsIndicators") ?? true).node
        }.doc("`axes` (`vertical`, `horizontal`, `both`), `offsetX`, `offsetY` (a scrolled state, from the resting position), `content` or `children` (an implicit VStack), `showsIndicators` (no layout effect)",
              swiftUI: "`ScrollView(axes, showsIndicators:) { content }`"),
        ViewSpec("List", keys: ["children"]) { o in List(rows: try o.children()).node }
            .doc("`children` (rows and `Section`s)",
                 swiftUI: #"`List { rows }`: laid out by the list style in effect (`listStyle`; the platform profile's automatic style: inset grouped on iOS, inset on macOS; docs/PLATFORMS.md "Lists"); a Section's header and footer (in the style's fonts) sit above and below its card"#),
        ViewSpec("Form", keys: ["children"]) { o in Form(rows: try o.children()).node }
            .doc("`children`", swiftUI: #"`Form { rows }`: laid out by the form style in effect (`formStyle`; automatic: grouped sections on iOS, a label column and a control column on macOS; docs/PLATFORMS.md "Forms")"#),
        ViewSpec("Group", keys: ["children"]) { o in Group(children: try o.children()).node }
            .doc("`children`",
                 swiftUI: "`Group { … }`: in a container its views are the container's children, each wrapped in the modifiers on the Group; elsewhere they overlap like a ZStack"),
        ViewSpec("EmptyView") { _ in EmptyView().node }
            .doc("–", swiftUI: "`EmptyView()`: no child in a container, 0 × 0 elsewhere"),
        ViewSpec("ForEach", keys: ["ids", "children"]) { o in
            let kids = try o.children()
            guard let list = try o.array("ids") else { return ForEach(views: kids).node }
            guard list.count == kids.count else {
                throw LayoutError.invalid("ForEach: \"ids\" names \(list.count) views, its children make \(kids.count)")
            }
            let ids = try list.enumerated().map { k, value throws(LayoutError) -> String? in
                switch value {
                case .string(let s): return try Build.identifier(s, "ForEach ids[\(k)]")
                case .number(let n): return fmt(n)
                case .null: return nil
                default: throw LayoutError.invalid("ForEach ids[\(k)]: expected a string, a number or null, got \(value.typeName)")
                }
            }
            return ForEach(views: kids, ids: ids).node
        }.doc("`children`, optional `ids` (one string, number or null per child: names the child unless it has an id)",
              swiftUI: #"`ForEach(data, id:) { … }`: like `Group` (its views are the container's children; modifiers apply to each); an `"id"` on a Group, Section or ForEach, or on a modifier applied to one, names its last view (SwiftUI resolves such a probe to the last element)"#),
        ViewSpec("Section", keys: ["header", "footer", "children"]) { o in
            Section(header: o.has("header") ? try o.single("header") : nil,
                    footer: o.has("footer") ? try o.single("footer") : nil, children: try o.children()).node
        }.doc("optional `header`, `footer` (views), `children`",
              swiftUI: "`Section { } header: { } footer: { }`: header, views, footer as the container's children; in a LazyVGrid/LazyHGrid the header and footer take a line across the grid and the views start a new line"),
        ViewSpec("GroupBox", keys: ["title", "label", "children"]) { o in
            let label: ViewNode? = o.has("label") ? try o.single("label") : try o.string("title").map { Text($0).node }
            return GroupBox(label: label, children: try o.children()).node
        }.doc("optional `title` (a string) or `label` (a view), `children`",
              swiftUI: "`GroupBox(_:) { }` / `GroupBox { } label: { }`: the label (subheadline style) above a box that insets the views 5 (macOS 26 measured)"),
        ViewSpec("DisclosureGroup", keys: ["title", "label", "isExpanded", "children"]) { o in
            let label: ViewNode = o.has("label") ? try o.single("label") : Text(try o.string("title") ?? "").node
            return DisclosureGroup(label: label, isExpanded: try o.bool("isExpanded") ?? false, children: try o.children()).node
        }.doc("`title` or `label` (a view), `isExpanded` (default false), `children`",
              swiftUI: "`DisclosureGroup(_:isExpanded:) { }`: the label's row across the width; expanded, the views below it (collapsed: not laid out)"),
        ViewSpec("ViewThatFits", keys: ["axes", "children"]) { o in
            ViewThatFits(in: try Axis.Set.named(try o.string("axes") ?? "both"), children: try o.children()).node
        }.doc("`axes` (default `both`), `children`",
              swiftUI: "`ViewThatFits(in:)`: the first child whose ideal size fits the proposal on `axes`, else the last"),
        ViewSpec("AnyLayout", keys: ["layout", "children"]) { o in
            guard let raw = o.raw("layout") else { throw LayoutError.invalid("\(o.path): AnyLayout needs a \"layout\"") }
            return try o.anyLayout(raw, path: o.path.key("layout")).callAsFunction(children: try o.children()).node
        }.doc(#"`layout`: `{"type": "HStackLayout"\|"VStackLayout", "alignment", "spacing"}`, `{"type": "ZStackLayout", "alignment"}`, `{"type": "GridLayout", "alignment", "horizontalSpacing", "verticalSpacing"}` or `{"type": "Layout", "function": N, "explicitAlignment"}`; `children` (C: `sl_any_layout` takes the same layout object)"#,
              swiftUI: "`AnyLayout(VStackLayout(spacing: 4)) { … }`: exactly the matching stack, grid or custom layout"),
        ViewSpec("NavigationStack", keys: ["content"]) { o in NavigationStack(root: try o.single("content")).node }
            .doc("`content`", swiftUI: "`NavigationStack { content }`"),
        ViewSpec("NavigationSplitView", keys: ["sidebar", "content", "detail"]) { o in
            let middle: ViewNode? = o.has("content") ? try o.single("content") : nil
            return NavigationSplitView(sidebar: try o.single("sidebar"), content: middle, detail: try o.single("detail")).node
        }.doc("`sidebar`, optional `content`, `detail`", swiftUI: "`NavigationSplitView { } content: { } detail: { }`"),
        ViewSpec("TabView", keys: ["selection", "children"]) { o in
            try Build.tabView(selection: try o.integer("selection", default: 0), tabs: try o.children()).node
        }.doc("`selection` (index, default 0), `children` (the tabs)", swiftUI: "`TabView { tabs }`"),
    ]

    static let containerModifiers: [ModifierSpec] = [
        ModifierSpec("containerRelativeFrame", value: ["object"], keys: ["axes", "alignment", "function", "count", "span", "spacing"]) { o in
            let node: ViewNode
            let a = try Obj(o.arg, o.path)
            let axes = try Axis.Set.named(try a.string("axes") ?? "both")
            let alignment = try Alignment.named(try a.string("alignment") ?? "center")
            if a.has("function") {
                let id = try a.number("function")
                let function = try o.function(id, o.functions.length, "containerRelativeFrame length")
                node = o.content.containerRelativeFrame(axes, alignment: alignment, name: "#\(fmt(id ?? 0))", function).node
            } else if a.has("count") || a.has("span") || a.has("spacing") {
                node = try Build.containerRelativeFrame(o.content, axes: axes, count: try a.integer("count", default: 1),
                                                        span: try a.integer("span", default: 1),
                                                        spacing: try a.number("spacing") ?? 0, alignment: alignment).node
            } else {
                node = o.content.containerRelativeFrame(axes, alignment: alignment).node
            }
            try a.rejectUnknown(["axes", "alignment", "function", "count", "span", "spacing"])
            return node
        }.doc("`{axes, alignment}`; or with `count`, `span` (integers in 1…1,000,000), `spacing`; or with `function: N`",
              swiftUI: "the three `.containerRelativeFrame` forms"),
        ModifierSpec("navigationTitle", value: ["string"]) { o in
            guard case .string(let title) = o.arg else { throw LayoutError.invalid("expected a title string") }
            return o.content.navigationTitle(title).node
        }.doc("a string", swiftUI: "`.navigationTitle(_:)`"),
        ModifierSpec("navigationSubtitle", value: ["string"]) { o in
            guard case .string(let subtitle) = o.arg else { throw LayoutError.invalid("expected a subtitle string") }
            return o.content.navigationSubtitle(subtitle).node
        }.doc("a string", swiftUI: "`.navigationSubtitle(_:)` (window chrome on macOS: no layout effect)"),
        ModifierSpec("navigationBarTitleDisplayMode", value: ["name"]) { o in
            guard case .string(let mode) = o.arg else { throw LayoutError.invalid("expected \"inline\", \"large\" or \"automatic\"") }
            return o.content.navigationBarTitleDisplayMode(try NavigationBarTitleDisplayMode.named(mode)).node
        }.doc(#"`"automatic"`, `"inline"` or `"large"`"#, swiftUI: "`.navigationBarTitleDisplayMode(_:)`"),
        ModifierSpec.bool("navigationBarHidden") { $0.navigationBarHidden($1) }
            .doc(swiftUI: "`.navigationBarHidden(_:)`: the enclosing NavigationStack shows no bar"),
        ModifierSpec.bool("navigationBarBackButtonHidden") { $0.navigationBarBackButtonHidden($1) }
            .doc(swiftUI: "`.navigationBarBackButtonHidden(_:)`: no frame changes"),
        ModifierSpec("searchable", value: ["true", "string"]) { o in
            switch o.arg {
            case .bool(true): return o.content.searchable().node
            case .string(let prompt): return o.content.searchable(prompt: prompt).node
            default: throw LayoutError.invalid("expected true or a prompt string, got \(o.arg.typeName)")
            }
        }.doc("`true`, or the prompt string",
              swiftUI: "`.searchable(text:prompt:)` on a NavigationStack's root: the search field (iOS 26 a 76 bar at the bottom, iOS 17 52 under the title, macOS none)"),
        ModifierSpec("toolbar", value: ["name", "array"], keys: ["placement", "content", "children"]) { o in
            switch o.arg {
            case .string(let v):
                return o.content.toolbar(try o.controlName(v, Visibility.self, "toolbar visibility")).node
            case .array(let list):
                // Items: {"placement", "content": view} (ToolbarItem) or {"placement", "children": [views]}
                // (ToolbarItemGroup). Their views are checked like any view and not laid out.
                let items = try list.enumerated().map { k, raw throws(LayoutError) -> ToolbarItem in
                    let path = o.path.index(k)
                    guard case .object = raw else { throw LayoutError.invalid("toolbar item \(k): expected an object, got \(raw.typeName)") }
                    let a = try Obj(raw, path)
                    let placement = try o.controlName(try a.string("placement") ?? "automatic", ToolbarItemPlacement.self, "toolbar item placement")
                    if let content = a.raw("content") {
                        guard !a.has("children") else { throw LayoutError.invalid("\(path): a toolbar item has \"content\" or \"children\", not both") }
                        let view = try o.view(content, path: path.key("content"))
                        try a.rejectUnknown(["placement", "content"])
                        return ToolbarItem(placement: placement, content: AnyView(view))
                    }
                    guard let children = try a.array("children") else {
                        throw LayoutError.invalid("\(path): a toolbar item needs a \"content\" view or \"children\"")
                    }
                    let views = try children.enumerated().map { j, child throws(LayoutError) -> any View in
                        AnyView(try o.view(child, path: path.element("children", j)))
                    }
                    try a.rejectUnknown(["placement", "children"])
                    return ToolbarItem(placement: placement, group: views)
                }
                return o.content.toolbar(items).node
            default:
                throw LayoutError.invalid("expected \"hidden\", \"visible\", \"automatic\" or a list of toolbar items, got \(o.arg.typeName)")
            }
        }.doc(#"`"hidden"`, `"visible"` or `"automatic"`; or a list of items, each `{"placement", "content": <view>}` (`ToolbarItem`) or `{"placement", "children": [views]}` (`ToolbarItemGroup`); placements `automatic`, `principal`, `navigation`, `primaryAction`, `secondaryAction`, `status`, `confirmationAction`, `cancellationAction`, `destructiveAction`, `topBarLeading`, `topBarTrailing`, `bottomBar`, `keyboard`"#,
              swiftUI: "`.toolbar(.hidden)`: as `navigationBarHidden`; `.toolbar { … }`: items for the bar (not laid out with the content; on iOS an untitled root with items in the navigation bar shows its inline bar, **assumed**; on macOS window chrome)"),
        ModifierSpec.style("tabViewStyle", TabViewStyle.self, "tab view style") { $0.tabViewStyle($1) }
            .doc(swiftUI: "`.tabViewStyle(_:)` for the TabViews inside (`page`: no bar, the tab fills the tab view; `tabBarOnly`, `sidebarAdaptable`: the platform's bar)"),
        ModifierSpec.style("editMode", EditMode.self, "edit mode") { $0.editMode($1) }
            .doc(swiftUI: "`.environment(\\.editMode, .constant(_))` for the Lists inside (iOS `active`: rows whose ForEach has `onDelete` start 40 further in)"),
        ModifierSpec.flag("onDelete") { $0.onDelete() }
            .doc(swiftUI: "`.onDelete(perform:)` on a ForEach: each row deletable (in edit mode, a delete control before it)"),
        ModifierSpec.flag("onMove") { $0.onMove() }
            .doc(swiftUI: "`.onMove(perform:)` on a ForEach: each row movable (its reorder grip is not modelled)"),
        ModifierSpec.style("headerProminence", Prominence.self, "header prominence") { $0.headerProminence($1) }
            .doc(swiftUI: "`.headerProminence(_:)` for the section headers inside (macOS: an `increased` header sits 10 higher in its slot, the rows stay; iOS: no change, **assumed**)"),
        ModifierSpec.style("listStyle", ListStyle.self, "list style") { $0.listStyle($1) }
            .doc(swiftUI: "`.listStyle(_:)` for the Lists inside (`bordered`: macOS; elsewhere the automatic style)"),
        ModifierSpec("listRowSpacing", value: ["number", "null"], listSpacing)
            .doc("a number ≥ 0 or `null`", swiftUI: "`.listRowSpacing(_:)`: between the rows of a section"),
        ModifierSpec("listSectionSpacing", value: ["number", "null"], listSpacing)
            .doc("a number ≥ 0 or `null`",
                 swiftUI: "`.listSectionSpacing(_:)`: the gap before a section (its header keeps its own top padding)"),
        ModifierSpec("defaultMinListRowHeight", value: ["number"]) { o in
            guard case .number(let n) = o.arg else { throw LayoutError.invalid("expected a number ≥ 0, got \(o.arg.typeName)") }
            return o.content.defaultMinListRowHeight(try Build.length(n, o.key) ?? 0).node
        }.doc("a number ≥ 0", swiftUI: #"`.environment(\.defaultMinListRowHeight, _)`"#),
        ModifierSpec("listRowInsets", value: ["object", "null"], keys: ["top", "leading", "bottom", "trailing"]) { o in
            let node: ViewNode
            if case .null = o.arg { node = o.content.listRowInsets(nil).node } else {
                let a = try Obj(o.arg, o.path)
                func edge(_ k: String) throws(LayoutError) -> Double { try Build.finite(try a.number(k), "listRowInsets \(k)") ?? 0 }
                node = o.content.listRowInsets(EdgeInsets(top: try edge("top"), leading: try edge("leading"),
                                                        bottom: try edge("bottom"), trailing: try edge("trailing"))).node
                try a.rejectUnknown(["top", "leading", "bottom", "trailing"])
            }
            return node
        }.doc(#"`{"top", "leading", "bottom", "trailing"}` (missing edges 0) or `null`"#,
              swiftUI: "`.listRowInsets(_:)` on a row: its content's insets (null: the style's)"),
        ModifierSpec.style("formStyle", FormStyle.self, "form style") { $0.formStyle($1) }
            .doc(swiftUI: "`.formStyle(_:)` for the Forms inside"),
        ModifierSpec("listRowBackground", value: ["object", "null"], keys: ["content"]) { o in
            if case .null = o.arg { return o.content.listRowBackground(nil).node }
            let a = try Obj(o.arg, o.path)
            guard let raw = a.raw("content") else { throw LayoutError.invalid("needs a \"content\" view") }
            let background = try o.view(raw, path: o.path.key("content"))
            try a.rejectUnknown(["content"])
            return o.content.listRowBackground(AnyView(background)).node
        }.doc(#"`{"content": <view>}` or `null`"#, swiftUI: "`.listRowBackground(_:)`: drawing only"),
        ModifierSpec("listRowSeparator", value: ["name", "object"], keys: ["visibility", "edges"], separatorVisibility)
            .doc(separatorDoc, swiftUI: "`.listRowSeparator(_:edges:)`, `.listSectionSeparator(_:edges:)`: drawing only (separators take no space)"),
        ModifierSpec("listSectionSeparator", value: ["name", "object"], keys: ["visibility", "edges"], separatorVisibility)
            .doc(separatorDoc, swiftUI: "`.listRowSeparator(_:edges:)`, `.listSectionSeparator(_:edges:)`: drawing only (separators take no space)"),
        ModifierSpec("listRowSeparatorTint", value: ["string", "null", "object"], keys: ["color", "edges"], separatorTint)
            .doc(tintDoc, swiftUI: "`.listRowSeparatorTint(_:edges:)`, `.listSectionSeparatorTint(_:edges:)`: drawing only"),
        ModifierSpec("listSectionSeparatorTint", value: ["string", "null", "object"], keys: ["color", "edges"], separatorTint)
            .doc(tintDoc, swiftUI: "`.listRowSeparatorTint(_:edges:)`, `.listSectionSeparatorTint(_:edges:)`: drawing only"),
        ModifierSpec("tabItem", value: ["string"]) { o in
            guard case .string(let title) = o.arg else { throw LayoutError.invalid("expected a label string") }
            return o.content.tabItem(title).node
        }.doc("a string (the tab's label)", swiftUI: "`.tabItem { Text(…) }`"),
        ModifierSpec("contentMargins", value: ["number", "object"], keys: ["length", "edges", "placement"]) { o in
            let node: ViewNode
            if case .number(let n) = o.arg {
                node = o.content.contentMargins(.all, try Build.length(n, "contentMargins length") ?? 0).node
            } else {
                let a = try Obj(o.arg, o.path)
                guard let length = try Build.length(try a.number("length"), "contentMargins length") else {
                    throw LayoutError.invalid("needs a \"length\"")
                }
                node = o.content.contentMargins(try Edge.Set.named(try a.string("edges") ?? "all"), length,
                                              for: try o.controlName(try a.string("placement") ?? "automatic",
                                                                   ContentMarginPlacement.self, "content margin placement")).node
                try a.rejectUnknown(["edges", "length", "placement"])
            }
            return node
        }.doc("a number (every edge), or `{edges, length, placement}`; placement `automatic` (default), `scrollContent`, `scrollIndicators` (no layout effect)",
              swiftUI: "`.contentMargins(_:_:for:)`: the scroll views inside hug content + margins across their axes and inset the content"),
        ModifierSpec("defaultScrollAnchor", value: ["name", "object"], keys: ["anchor", "role"]) { o in
            let node: ViewNode
            if case .string(let name) = o.arg {
                node = o.content.defaultScrollAnchor(try UnitPoint.named(name)).node
            } else {
                let a = try Obj(o.arg, o.path)
                let anchor: UnitPoint?
                switch a.raw("anchor") {
                case nil, .null?: anchor = nil
                case .string(let name)?: anchor = try UnitPoint.named(name)
                case let point?:
                    let p = try Obj(point, o.path.key("anchor"))
                    anchor = UnitPoint(x: try Build.finite(try p.number("x"), "anchor x") ?? 0.5,
                                       y: try Build.finite(try p.number("y"), "anchor y") ?? 0.5)
                    try p.rejectUnknown(["x", "y"])
                }
                let role = try a.string("role").map { s throws(LayoutError) in try o.controlName(s, ScrollAnchorRole.self, "scroll anchor role") }
                node = o.content.defaultScrollAnchor(anchor, for: role).node
                try a.rejectUnknown(["anchor", "role"])
            }
            return node
        }.doc(#"a unit point name, or `{anchor: name \| {x, y} \| null, role}`; role `initialOffset`, `alignment`, `sizeChanges` (omitted: all three)"#,
              swiftUI: "`.defaultScrollAnchor(_:for:)`: the content rests at anchor · (viewport − content)"),
        ModifierSpec("scrollIndicators", value: ["name"]) { o in
            o.content.scrollIndicators(try o.controlName(try o.nameArg(o.arg), ScrollIndicatorVisibility.self, "scroll indicator visibility")).node
        }.doc("`automatic`, `visible`, `hidden`, `never`", swiftUI: "`.scrollIndicators(_:)` (no layout effect)"),
        ModifierSpec.bool("scrollDisabled") { $0.scrollDisabled($1) }
            .doc(swiftUI: "`.scrollDisabled(_:)` (no layout effect)"),
        ModifierSpec.params("scrollIndicatorsFlash", [.bool("onAppear", default: false)]) { v, a in
            v.scrollIndicatorsFlash(onAppear: a.bool("onAppear"))
        }.doc(swiftUI: "`.scrollIndicatorsFlash(onAppear:)` (no layout effect)"),
        ModifierSpec.flag("scrollTargetLayout") { $0.scrollTargetLayout() }
            .doc(swiftUI: "`.scrollTargetLayout()` (no layout effect)"),
    ]

    /// A separator's edges: "all" (default), "top" or "bottom".
    static let separatorDoc = #"`"automatic"`, `"visible"`, `"hidden"`, or `{"visibility", "edges": "all" | "top" | "bottom"}`"#
    static let tintDoc = #"a colour, `null`, or `{"color", "edges"}`"#

    static func verticalEdges(_ name: String?, _ o: ModifierArgs) throws -> VerticalEdge.Set {
        switch name.map(normalizedName) ?? "all" {
        case "all": return .all
        case "top": return .top
        case "bottom": return .bottom
        default: throw LayoutError.invalid("\(o.key): unknown edges \(quoted(name ?? "")); known: all, top, bottom")
        }
    }
    /// `listRowSeparator` / `listSectionSeparator`: a visibility name, or {"visibility", "edges"}.
    static func separatorVisibility(_ o: ModifierArgs) throws -> ViewNode {
        let visibility: Visibility, edges: VerticalEdge.Set
        if case .string(let name) = o.arg {
            visibility = try o.controlName(name, Visibility.self, "visibility"); edges = .all
        } else {
            let a = try Obj(o.arg, o.path)
            guard let name = try a.string("visibility") else { throw LayoutError.invalid("needs a \"visibility\"") }
            visibility = try o.controlName(name, Visibility.self, "visibility")
            edges = try verticalEdges(try a.string("edges"), o)
            try a.rejectUnknown(["visibility", "edges"])
        }
        return (o.key == "listRowSeparator" ? o.content.listRowSeparator(visibility, edges: edges)
                : o.content.listSectionSeparator(visibility, edges: edges)).node
    }
    /// `listRowSeparatorTint` / `listSectionSeparatorTint`: a colour, null, or {"color", "edges"}.
    static func separatorTint(_ o: ModifierArgs) throws -> ViewNode {
        var color: Color? = nil, edges = VerticalEdge.Set.all
        switch o.arg {
        case .null: break
        case .string(let name): color = try Build.color(name)
        default:
            let a = try Obj(o.arg, o.path)
            color = try a.string("color").map { n throws(LayoutError) in try Build.color(n) }
            edges = try verticalEdges(try a.string("edges"), o)
            try a.rejectUnknown(["color", "edges"])
        }
        return (o.key == "listRowSeparatorTint" ? o.content.listRowSeparatorTint(color, edges: edges)
                : o.content.listSectionSeparatorTint(color, edges: edges)).node
    }

    static func listSpacing(_ o: ModifierArgs) throws -> ViewNode {
        let v: Double?
        switch o.arg {
        case .null: v = nil
        case .number(let n): v = try Build.length(n, o.key)
        default: throw LayoutError.invalid("expected a number ≥ 0 or null, got \(o.arg.typeName)")
        }
        return (o.key == "listRowSpacing" ? o.content.listRowSpacing(v) : o.content.listSectionSpacing(v)).node
    }
}

extension ViewDocument {
    /// An AnyLayout value from the JSON of a document's AnyLayout "layout" object (`{"type": "HStackLayout",
    /// "spacing": 4}`, …; a custom "Layout" needs callbacks, so it is refused here). For C's sl_any_layout.
    public static func anyLayout(_ json: String) throws(LayoutError) -> AnyLayout {
        var nesting = 0
        let value = try JSONReader.parse(json, maxNesting: 64, nesting: &nesting)
        let builder = Builder(maxDepth: 100_000, functions: Callbacks(), stack: .unwatched, views: nil)
        return try builder.anyLayout(value, path: DocPath().key("layout"))
    }
}
