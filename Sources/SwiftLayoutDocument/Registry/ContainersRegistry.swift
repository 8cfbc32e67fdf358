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
        ViewSpec("NavigationSplitView", keys: ["sidebar", "content", "detail", "columnVisibility", "preferredCompactColumn"]) { o in
            let middle: ViewNode? = o.has("content") ? try o.single("content") : nil
            let visibility = try o.controlName(try o.string("columnVisibility") ?? "automatic", NavigationSplitViewVisibility.self,
                                               "column visibility")
            let compact = try o.controlName(try o.string("preferredCompactColumn") ?? "sidebar", NavigationSplitViewColumn.self,
                                            "split view column")
            return NavigationSplitView(sidebar: try o.single("sidebar"), content: middle, detail: try o.single("detail"),
                                       columnVisibility: visibility, preferredCompactColumn: compact).node
        }.doc("`sidebar`, optional `content`, `detail`; `columnVisibility` (`automatic`, `all`, `doubleColumn`, `detailOnly`), `preferredCompactColumn` (`sidebar` default, `content`, `detail`)",
              swiftUI: "`NavigationSplitView(columnVisibility:preferredCompactColumn:) { } content: { } detail: { }`: columns side by side (macOS: a 140 sidebar panel inset 8, a 200 content column and a 1 pt divider, the detail the rest); collapsed to a NavigationStack of one column in a compact width (iPhone)"),
        ViewSpec("OutlineGroup", keys: ["items"]) { o in
            let items = try (try o.array("items") ?? []).enumerated().map { k, raw throws(LayoutError) -> OutlineItem in
                try outlineItem(raw, path: o.path.element("items", k), o, depth: 0)
            }
            return OutlineGroup(items: items).node
        }.doc(#"`items`: a list of `{"content": <view>, "children": [items] (absent or null: a leaf), "isExpanded"}` (default false)"#,
              swiftUI: "`OutlineGroup(data, children: \\.children) { … }`, `List(data, children: \\.children) { … }` (a List of an OutlineGroup): a DisclosureGroup per element with children, collapsed; in a List outline rows (macOS: every row 9 further in, 13 per level)"),
        ViewSpec("Table", keys: ["columns", "rows"]) { o in
            guard let list = try o.array("columns") else { throw LayoutError.invalid("\(o.path): a Table needs \"columns\"") }
            let columns = try list.enumerated().map { k, raw throws(LayoutError) -> TableColumn in
                try tableColumn(raw, path: o.path.element("columns", k))
            }
            var cells: [any View] = []
            for (r, raw) in (try o.array("rows") ?? []).enumerated() {
                let path = o.path.element("rows", r)
                guard case .array(let row) = raw else { throw LayoutError.invalid("\(path): expected a list of cell views, got \(raw.typeName)") }
                guard row.count == columns.count else {
                    throw LayoutError.invalid("\(path): a row of a \(columns.count)-column Table needs \(columns.count) cells, got \(row.count)")
                }
                for (c, cell) in row.enumerated() { cells.append(AnyView(try o.view(cell, path: path.index(c)))) }
            }
            return try Table(columns: columns, cells: cells).node
        }.doc(#"`columns`: a list of `{"title", "width"}` (`width` a number, `{"min", "ideal", "max"}`, or left out: automatic); `rows`: a list of rows, each a list of one cell view per column"#,
              swiftUI: "`Table(data) { TableColumn(\"Name\", value: \\.name).width(80) … }`: macOS NSTableView columns (grow, shrink, overflow) under a 28 pt header, 24 pt rows; iOS compact widths show the first column only"),
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
        ModifierSpec("navigationSplitViewColumnWidth", value: ["number", "object"], keys: ["min", "ideal", "max"]) { o in
            if case .number(let w) = o.arg {
                guard w.isFinite, w >= 0 else { throw LayoutError.invalid("a column width must be finite and ≥ 0, got \(fmt(w))") }
                return o.content.navigationSplitViewColumnWidth(w).node
            }
            let a = try Obj(o.arg, o.path)
            guard let ideal = try Build.length(try a.number("ideal"), "navigationSplitViewColumnWidth ideal") else {
                throw LayoutError.invalid("needs an \"ideal\" width")
            }
            let lo = try Build.length(try a.number("min"), "navigationSplitViewColumnWidth min")
            let hi = try Build.length(try a.number("max"), "navigationSplitViewColumnWidth max")
            if let lo, let hi, lo > hi { throw LayoutError.invalid("min \(fmt(lo)) is above max \(fmt(hi))") }
            try a.rejectUnknown(["min", "ideal", "max"])
            return o.content.navigationSplitViewColumnWidth(min: lo, ideal: ideal, max: hi).node
        }.doc("a width (≥ 0), or `{min, ideal, max}` (`ideal` required)",
              swiftUI: "`.navigationSplitViewColumnWidth(_:)`, `(min:ideal:max:)` on a sidebar's or content column's root: the column's width (the ideal within min … max); ignored on the detail"),
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
              swiftUI: "`.toolbar(.hidden)`: as `navigationBarHidden`; `.toolbar { … }`: on iOS the items' views are laid out in platters in the enclosing NavigationStack's bars (leading, trailing, principal; `bottomBar` and `status` in a bottom toolbar that takes 76 from the content, iOS 26; UIKit's measured bars, **assumed** for SwiftUI); an untitled root with items in the navigation bar shows its inline bar (**assumed**); on macOS window chrome (not laid out)"),
        ModifierSpec("sheet", value: ["object"], keys: ["content", "isPresented"], presentation)
            .doc(presentationDoc, swiftUI: "`.sheet(isPresented:content:)`: the content laid out as a root of its own at the screen's bottom, the screen's width and its detent's height (iOS; macOS: its ideal size at the window's top); this view keeps its frame"),
        ModifierSpec("fullScreenCover", value: ["object"], keys: ["content", "isPresented"], presentation)
            .doc(presentationDoc, swiftUI: "`.fullScreenCover(isPresented:content:)`: the content laid out as a root of its own on the whole screen, with its safe area"),
        ModifierSpec("popover", value: ["object"], keys: ["content", "isPresented"], presentation)
            .doc(presentationDoc, swiftUI: "`.popover(isPresented:content:)`: a large sheet where the width is compact, else the content's ideal size below this view"),
        ModifierSpec("presentationDetents", value: ["array"]) { o in
            guard case .array(let list) = o.arg, !list.isEmpty else { throw LayoutError.invalid("expected a non-empty list of detents") }
            let detents = try list.enumerated().map { k, raw throws(LayoutError) -> PresentationDetent in
                let d: PresentationDetent
                switch raw {
                case .string(let name) where normalizedName(name) == "medium": d = .medium
                case .string(let name) where normalizedName(name) == "large": d = .large
                case .object:
                    let a = try Obj(raw, o.path.index(k))
                    if let h = try a.number("height") { d = .height(h) }
                    else if let f = try a.number("fraction") { d = .fraction(f) }
                    else { throw LayoutError.invalid("detent \(k): a detent object needs \"height\" or \"fraction\"") }
                    try a.rejectUnknown(["height", "fraction"])
                default:
                    throw LayoutError.invalid("detent \(k): expected \"medium\", \"large\", {\"height\": h} or {\"fraction\": f}, got \(raw.typeName)")
                }
                do throws(LayoutError) { try d.validate() } catch { throw LayoutError.invalid("detent \(k): \(error.message)") }
                return d
            }
            return o.content.presentationDetents(detents).node
        }.doc(#"a list of `"medium"`, `"large"`, `{"height": h}`, `{"fraction": f}`"#,
              swiftUI: "`.presentationDetents([.medium, .height(200)])` on a sheet's content: the sheet's height (the smallest; **assumed**: medium half the screen, large the screen less its top inset)"),
        ModifierSpec("toolbarVisibility", value: ["name", "object"], keys: ["visibility", "for"]) { o in
            let visibility: Visibility, bars: [ToolbarPlacement]
            if case .string(let name) = o.arg {
                visibility = try o.controlName(name, Visibility.self, "visibility"); bars = [.automatic]
            } else {
                let a = try Obj(o.arg, o.path)
                guard let name = try a.string("visibility") else { throw LayoutError.invalid("needs a \"visibility\"") }
                visibility = try o.controlName(name, Visibility.self, "visibility")
                switch a.raw("for") {
                case nil, .null?: bars = [.automatic]
                case .string(let bar)?: bars = [try o.controlName(bar, ToolbarPlacement.self, "toolbar placement")]
                case .array(let list)?:
                    bars = try list.map { raw throws(LayoutError) -> ToolbarPlacement in
                        guard case .string(let bar) = raw else { throw LayoutError.invalid("for: expected bar names") }
                        return try o.controlName(bar, ToolbarPlacement.self, "toolbar placement")
                    }
                default: throw LayoutError.invalid("for: expected a bar name or a list of them")
                }
                try a.rejectUnknown(["visibility", "for"])
            }
            return o.content.toolbarVisibility(visibility, for: bars).node
        }.doc(#"a visibility name, or `{visibility, for}` (`for`: `automatic`, `navigationBar`, `bottomBar`, `tabBar`, `windowToolbar`, or a list)"#,
              swiftUI: "`.toolbarVisibility(_:for:)`, `.toolbar(_:for:)`: hides the navigation bar, the bottom toolbar or the TabView's bar (the content takes its space); the macOS window toolbar is chrome"),
        ModifierSpec("scrollPosition", value: ["string", "number", "null", "object"], keys: ["id", "anchor"]) { o in
            var id: String? = nil
            var anchor: UnitPoint? = nil
            switch o.arg {
            case .string(let s): id = s
            case .number(let n): id = fmt(n)
            case .null: break
            default:
                let a = try Obj(o.arg, o.path)
                switch a.raw("id") {
                case .string(let s)?: id = s
                case .number(let n)?: id = fmt(n)
                case nil, .null?: break
                case let other?: throw LayoutError.invalid("id: expected a string, a number or null, got \(other.typeName)")
                }
                if let name = try a.string("anchor") { anchor = try UnitPoint.named(name) }
                try a.rejectUnknown(["id", "anchor"])
            }
            return o.content.scrollPosition(id: id, anchor: anchor).node
        }.doc("an id (string, number or null), or `{id, anchor}`",
              swiftUI: "`.scrollPosition(id:anchor:)`: no layout effect at rest (the initial value does not scroll; a later value is a scrolled state, `offsetY`)"),
        ModifierSpec.style("scrollTargetBehavior", ScrollTargetBehavior.self, "scroll target behavior") { $0.scrollTargetBehavior($1) }
            .doc(swiftUI: "`.scrollTargetBehavior(.paging / .viewAligned)`: where scrolling stops; no layout effect"),
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

    /// An outline element: `{"content": view, "children": [items] | null, "isExpanded": bool}`, at most 1,000 deep.
    static func outlineItem(_ raw: JSONValue, path: DocPath, _ o: ViewArgs, depth: Int) throws(LayoutError) -> OutlineItem {
        guard depth < 1000 else { throw LayoutError(.depthExceeded, "\(path): an outline nested more than 1000 deep") }
        let a = try Obj(raw, path)
        guard let content = a.raw("content") else { throw LayoutError.invalid("\(path): an outline item needs a \"content\" view") }
        let view = try o.view(content, path: path.key("content"))
        var children: [OutlineItem]? = nil
        if let list = try a.array("children") {
            children = try list.enumerated().map { k, item throws(LayoutError) -> OutlineItem in
                try outlineItem(item, path: path.element("children", k), o, depth: depth + 1)
            }
        }
        try a.rejectUnknown(["content", "children", "isExpanded"])
        return OutlineItem(view, children: children, isExpanded: try a.bool("isExpanded") ?? false)
    }

    /// A Table column: `{"title", "width"}`, the width a number (fixed), `{"min", "ideal", "max"}` or absent.
    static func tableColumn(_ raw: JSONValue, path: DocPath) throws(LayoutError) -> TableColumn {
        let a = try Obj(raw, path)
        let title = try a.string("title") ?? ""
        let width: TableColumnWidth
        switch a.raw("width") {
        case nil, .null?: width = .automatic
        case .number(let n)?: width = .fixed(n)
        case let w?:
            let b = try Obj(w, path.key("width"))
            width = .flexible(min: try b.number("min"), ideal: try b.number("ideal"), max: try b.number("max"))
            try b.rejectUnknown(["min", "ideal", "max"])
        }
        try a.rejectUnknown(["title", "width"])
        return TableColumn(title, width: width)
    }

    static let presentationDoc = #"`{"content": <view>, "isPresented"}` (default true; false: nothing presented)"#
    /// `sheet`, `fullScreenCover`, `popover`: {"content": view, "isPresented": bool}.
    static func presentation(_ o: ModifierArgs) throws -> ViewNode {
        let a = try Obj(o.arg, o.path)
        guard let raw = a.raw("content") else { throw LayoutError.invalid("needs a \"content\" view") }
        let content = try o.view(raw, path: o.path.key("content"))
        let presented = try a.bool("isPresented") ?? true
        try a.rejectUnknown(["content", "isPresented"])
        let kind: PresentationKind = o.key == "sheet" ? .sheet : o.key == "popover" ? .popover : .fullScreenCover
        return o.content.presentation(kind, isPresented: presented, content: AnyView(content)).node
    }

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
