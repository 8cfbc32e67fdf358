// The JSON document format (docs/FORMAT.md): a whole view tree in one string, so bindings cross the C
// boundary once. Every view is an object with a "type", optional "id" and an ordered "modifiers" list;
// each modifier wraps what came before it, as in a SwiftUI modifier chain.
import SwiftLayout

public enum ViewDocument {
    /// Builds the view tree described by `json`. Errors name the JSON path of the problem.
    /// Resolve the `"function": N` entries of a document to the user functions they name (bindings supply
    /// them): containerRelativeFrame lengths, alignmentGuide values, GeometryReader contents.
    public struct Callbacks: Sendable {
        public var length: (@Sendable (Int) -> ContainerLengthFunction?)?
        public var guide: (@Sendable (Int) -> AlignmentGuideFunction?)?
        public var content: (@Sendable (Int) -> GeometryContentFunction?)?
        public var layout: (@Sendable (Int) -> (any CustomLayout)?)?
        public var measure: (@Sendable (Int) -> MeasureFunction?)?
        public init(length: (@Sendable (Int) -> ContainerLengthFunction?)? = nil,
                    guide: (@Sendable (Int) -> AlignmentGuideFunction?)? = nil,
                    content: (@Sendable (Int) -> GeometryContentFunction?)? = nil,
                    layout: (@Sendable (Int) -> (any CustomLayout)?)? = nil,
                    measure: (@Sendable (Int) -> MeasureFunction?)? = nil) {
            self.length = length; self.guide = guide; self.content = content; self.layout = layout; self.measure = measure
        }
    }

    public static func parse(_ json: String, maxDepth: Int = 100_000,
                             callbacks: Callbacks = Callbacks()) throws(LayoutError) -> ViewNode {
        var nesting = 0
        let value = try JSONReader.parse(json, maxNesting: 2 * maxDepth + 8, nesting: &nesting)
        let built: Result<ViewNode, LayoutError>
        do throws(LayoutError) {
            built = .success(try build(value, maxDepth: maxDepth, callbacks: callbacks))
        } catch { built = .failure(error) }
        // A deeply nested document is freed without recursing once per level.
        if nesting > 256 { JSONValue.dismantle(consume value) }
        return try built.get()
    }

    private static func build(_ value: JSONValue, maxDepth: Int, callbacks: Callbacks) throws(LayoutError) -> ViewNode {
        // Building recurses once per nesting level; deep documents continue on threads with room for it.
        let stack = StackGuard()
        defer { stack.free() }
        return try Builder(maxDepth: maxDepth, functions: callbacks, stack: stack).view(value, path: DocPath(), depth: 1)
    }

    private struct Builder {
        let maxDepth: Int
        let functions: Callbacks
        let stack: StackGuard

        func function<T>(_ id: Double?, _ table: ((Int) -> T?)?, _ what: String) throws(LayoutError) -> T {
            guard let id, id == id.rounded(), id >= 0, id < 1e15 else { throw .invalid("\(what) \"function\" must be an integer ≥ 0") }
            guard let table, let function = table(clampedCount(id)) else {
                throw .invalid("\(what) function \(fmt(id)) is not provided (parse with callbacks)")
            }
            return function
        }

        /// The view `value` describes. Recurses into the contained views first, with a small frame, and
        /// leaves the (large) per-type work to `make`: nesting 100,000 views deep then fits the stack of
        /// the parsing thread even in a debug build.
        func view(_ value: JSONValue, path: DocPath, depth: Int) throws(LayoutError) -> ViewNode {
            if stack.isLow {
                let result = stack.continueOnNewThread { () -> Result<ViewNode, LayoutError> in
                    do throws(LayoutError) { return .success(try view(value, path: path, depth: depth)) } catch { return .failure(error) }
                }
                guard let result else {
                    throw LayoutError(.depthExceeded, "\(path): the document is too deep for the thread's stack, and no thread could be made to continue it")
                }
                return try result.get()
            }
            guard depth <= maxDepth else {
                throw LayoutError(.depthExceeded, "\(path): view tree deeper than \(maxDepth) levels")
            }
            let o = try Obj(value, path)
            guard let type = try o.string("type") else { throw .invalid("\(path): a view needs a \"type\"") }
            // Keys another type takes are errors here, before any contained view is built.
            if let keys = Builder.keys[normalizedName(type)] { try o.rejectUnknown(keys, type: type) }
            var kids: [ViewNode] = []
            if let list = try o.array("children") {
                kids.reserveCapacity(list.count)
                for (k, child) in list.enumerated() {
                    kids.append(try view(child, path: path.element("children", k), depth: depth + 1))
                }
                // Groups, EmptyViews and Sections (also under modifiers) become the container's children.
                kids = expandGroups(kids)
            }
            var singles: [String: ViewNode] = [:]
            for key in ["content", "sidebar", "detail"] where o.has(key) && o.raw(key).map(Builder.isObject) == true {
                singles[key] = try view(o.raw(key)!, path: path.key(key), depth: depth + 1)
            }
            return try make(o, type: type, path: path, depth: depth, kids: kids, singles: singles)
        }

        /// A control style or size by name ("borderedProminent" = "bordered_prominent").
        func controlName<E: CaseIterable & RawRepresentable>(_ name: String, _ type: E.Type, _ what: String) throws(LayoutError) -> E
            where E.RawValue == String {
            let wanted = normalizedName(name)
            if let match = E.allCases.first(where: { normalizedName($0.rawValue) == wanted }) { return match }
            throw .invalid("unknown \(what) \(quoted(name)); known: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func nameArg(_ arg: JSONValue) throws(LayoutError) -> String {
            guard case .string(let s) = arg else { throw .invalid("expected a name string, got \(arg.typeName)") }
            return s
        }

        static func isObject(_ value: JSONValue) -> Bool { if case .object = value { true } else { false } }

        @inline(never)
        func make(_ o: Obj, type: String, path: DocPath, depth: Int, kids: [ViewNode],
                  singles: [String: ViewNode]) throws(LayoutError) -> ViewNode {
            var node: ViewNode
            func single(_ key: String) throws(LayoutError) -> ViewNode {
                if let built = singles[key] { return built }
                guard let value = o.raw(key) else { throw .invalid("\(path): \(type) needs a \"\(key)\" view") }
                return try view(value, path: path.key(key), depth: depth + 1)
            }
            func children() throws(LayoutError) -> [ViewNode] { kids }
            do throws(LayoutError) {
                switch normalizedName(type) {
                case "rectangle": node = Rectangle().node
                case "roundedrectangle": node = try Build.roundedRectangle(cornerRadius: try o.number("cornerRadius") ?? 0).node
                case "circle": node = Circle().node
                case "ellipse": node = Ellipse().node
                case "capsule": node = Capsule().node
                case "color": node = try Build.color(try o.string("color") ?? "primary").node
                case "lineargradient":
                    // Drawing only: lays out like a Color. startPoint/endPoint are unit-point names.
                    let colors = try (o.array("colors") ?? []).map { c throws(LayoutError) -> String in
                        guard case .string(let name) = c else { throw .invalid("colors: expected colour names") }
                        return try Build.color(name).name
                    }
                    node = LinearGradient(colors: colors, startPoint: try UnitPoint.named(try o.string("startPoint") ?? "top"),
                                          endPoint: try UnitPoint.named(try o.string("endPoint") ?? "bottom")).node
                case "text":
                    if let list = o.raw("runs") {
                        // A concatenation: {"type": "Text", "runs": [Text, Text, …]} (each run a Text with its
                        // own "text", "font" and bold/italic/fontWeight modifiers).
                        guard case .array(let items) = list, !items.isEmpty else { throw .invalid("\(path).runs: expected a list of Text") }
                        if o.has("text") { throw .invalid("\(path): a Text takes \"text\" or \"runs\", not both") }
                        var joined: Text? = nil
                        for (k, item) in items.enumerated() {
                            let run = try textRun(item, path: path.element("runs", k))
                            joined = joined.map { $0 + run } ?? run
                        }
                        var t = joined!
                        if let f = try font(o.raw("font"), path: path.key("font")) { t = t.font(f) }
                        node = t.node
                    } else {
                        node = Text(try o.string("text") ?? "", font: try font(o.raw("font"), path: path.key("font"))).node
                    }
                case "spacer": node = try Build.spacer(minLength: try o.number("minLength")).node
                case "mapview": node = MapView().node
                case "placeholder":
                    node = try Build.placeholder(try o.string("name") ?? "Placeholder",
                        minWidth: try o.number("minWidth"), idealWidth: try o.number("idealWidth"),
                        maxWidth: try o.number("maxWidth"), minHeight: try o.number("minHeight"),
                        idealHeight: try o.number("idealHeight"), maxHeight: try o.number("maxHeight")).node
                case "vstack":
                    node = try Build.vstack(alignment: try HorizontalAlignment.named(try o.string("alignment") ?? "center"),
                                            spacing: try o.number("spacing"), children: try children()).node
                case "hstack":
                    node = try Build.hstack(alignment: try VerticalAlignment.named(try o.string("alignment") ?? "center"),
                                            spacing: try o.number("spacing"), children: try children()).node
                case "zstack":
                    node = ZStack(alignment: try Alignment.named(try o.string("alignment") ?? "center"),
                                  children: try children()).node
                case "scrollview":
                    // Several views (`children`) sit in an implicit VStack, whatever the axes (measured:
                    // swiftui-web `scroll/several-children`: in a horizontal ScrollView they stack vertically).
                    let axes = try Axis.Set.named(try o.string("axes") ?? "vertical")
                    let content: ViewNode
                    if o.has("children") {
                        if o.has("content") { throw .invalid("\(path): a ScrollView takes \"content\" or \"children\", not both") }
                        content = VStack(children: try children()).node
                    } else {
                        content = try single("content")
                    }
                    node = try Build.scrollView(content, axes: axes,
                                                offset: Point(x: try o.number("offsetX") ?? 0, y: try o.number("offsetY") ?? 0),
                                                showsIndicators: try o.bool("showsIndicators") ?? true).node
                case "list": node = List(rows: try children()).node
                case "form": node = Form(rows: try children()).node
                case "group": node = Group(children: try children()).node
                case "emptyview": node = EmptyView().node
                case "section":
                    node = Section(header: o.has("header") ? try single("header") : nil,
                                   footer: o.has("footer") ? try single("footer") : nil, children: try children()).node
                case "groupbox":
                    let label: ViewNode? = o.has("label") ? try single("label") : try o.string("title").map { Text($0).node }
                    node = GroupBox(label: label, children: try children()).node
                case "disclosuregroup":
                    let label: ViewNode = o.has("label") ? try single("label") : Text(try o.string("title") ?? "").node
                    node = DisclosureGroup(label: label, isExpanded: try o.bool("isExpanded") ?? false, children: try children()).node
                case "viewthatfits":
                    node = ViewThatFits(in: try Axis.Set.named(try o.string("axes") ?? "both"), children: try children()).node
                case "anylayout":
                    guard let raw = o.raw("layout") else { throw .invalid("\(path): AnyLayout needs a \"layout\"") }
                    node = try anyLayout(raw, path: path.key("layout")).callAsFunction(children: try children()).node
                case "navigationstack": node = NavigationStack(root: try single("content")).node
                case "navigationsplitview":
                    let middle: ViewNode? = o.has("content") ? try single("content") : nil
                    node = NavigationSplitView(sidebar: try single("sidebar"), content: middle, detail: try single("detail")).node
                case "lazyvstack":
                    _ = try pinnedViews(o)
                    node = LazyVStack(alignment: try HorizontalAlignment.named(try o.string("alignment") ?? "center"),
                                      spacing: try Build.finite(try o.number("spacing"), "LazyVStack spacing"), children: try children()).node
                case "lazyhstack":
                    _ = try pinnedViews(o)
                    node = LazyHStack(alignment: try VerticalAlignment.named(try o.string("alignment") ?? "center"),
                                      spacing: try Build.finite(try o.number("spacing"), "LazyHStack spacing"), children: try children()).node
                case "lazyvgrid", "lazyhgrid":
                    let vertical = normalizedName(type) == "lazyvgrid"
                    let key = vertical ? "columns" : "rows"
                    guard let list = try o.array(key) else { throw .invalid("\(path): \(type) needs \"\(key)\"") }
                    var items: [GridItem] = []
                    for (k, item) in list.enumerated() { items.append(try gridItem(item, path: path.element(key, k))) }
                    let spacing = try Build.finite(try o.number("spacing"), "\(type) spacing")
                    _ = try pinnedViews(o)
                    node = vertical
                        ? LazyVGrid(columns: items, alignment: try HorizontalAlignment.named(try o.string("alignment") ?? "center"),
                                    spacing: spacing, children: try children()).node
                        : LazyHGrid(rows: items, alignment: try VerticalAlignment.named(try o.string("alignment") ?? "center"),
                                    spacing: spacing, children: try children()).node
                case "grid":
                    node = Grid(alignment: try Alignment.named(try o.string("alignment") ?? "center"),
                                horizontalSpacing: try Build.finite(try o.number("horizontalSpacing"), "Grid horizontalSpacing"),
                                verticalSpacing: try Build.finite(try o.number("verticalSpacing"), "Grid verticalSpacing"),
                                rows: try children()).node
                case "gridrow":
                    node = GridRow(alignment: try o.string("alignment").map { s throws(LayoutError) in try VerticalAlignment.named(s) },
                                   cells: try children()).node
                case "layout":
                    let id = try o.number("function")
                    node = LayoutView(try function(id, functions.layout, "Layout"), children: try children()).node
                case "measured":
                    let id = try o.number("function")
                    node = MeasuredView(try o.string("name") ?? "Measured#\(fmt(id ?? 0))",
                                        measure: try function(id, functions.measure, "measure")).node
                case "geometryreader":
                    let id = try o.number("function")
                    node = GeometryReader(name: "#\(fmt(id ?? 0))", content: try function(id, functions.content, "GeometryReader content")).node
                case "tabview":
                    node = try Build.tabView(selection: try o.integer("selection", default: 0), tabs: try children()).node
                case "divider": node = Divider().node
                case "image":
                    let w = try Build.length(try o.number("width"), "Image width"), h = try Build.length(try o.number("height"), "Image height")
                    guard (w == nil) == (h == nil) else { throw .invalid("give both \"width\" and \"height\" or neither") }
                    var image: Image
                    if let symbol = try o.string("systemName") {
                        guard !o.has("name") else { throw .invalid("an Image has a \"name\" or a \"systemName\", not both") }
                        image = Image(systemName: symbol, size: w.map { Size(width: $0, height: h!) })
                    } else {
                        guard let name = try o.string("name") else { throw .invalid("an Image needs a \"name\" or a \"systemName\"") }
                        guard let w, let h else { throw .invalid("Image \(quoted(name)) needs its asset's \"width\" and \"height\"") }
                        image = Image(name, width: w, height: h)
                    }
                    if try o.bool("resizable") == true { image = image.resizable() }
                    node = image.node
                case "button":
                    let role = try o.string("role").map { s throws(LayoutError) in try controlName(s, ButtonRole.self, "button role") }
                    if o.has("label") {
                        guard !o.has("title") else { throw .invalid("a Button has a \"title\" or a \"label\" view, not both") }
                        node = Button(role: role, label: try single("label")).node
                    } else {
                        node = Button(try o.string("title") ?? "", role: role).node
                    }
                case "label":
                    let title: ViewNode = o.has("titleView") ? try single("titleView") : Text(try o.string("title") ?? "").node
                    let icon: ViewNode
                    if o.has("icon") { icon = try single("icon") } else {
                        let w = try Build.length(try o.number("width"), "Label icon width"), h = try Build.length(try o.number("height"), "Label icon height")
                        guard (w == nil) == (h == nil) else { throw .invalid("give both \"width\" and \"height\" or neither") }
                        if let symbol = try o.string("systemImage") {
                            icon = Image(systemName: symbol, size: w.map { Size(width: $0, height: h!) }).node
                        } else if let name = try o.string("image") {
                            guard let w, let h else { throw .invalid("the icon image needs its asset's \"width\" and \"height\"") }
                            icon = Image(name, width: w, height: h).node
                        } else { throw .invalid("a Label needs a \"systemImage\", an \"image\" or an \"icon\" view") }
                    }
                    node = Label(title: title, icon: icon).node
                case "toggle":
                    let label: ViewNode = o.has("label") ? try single("label") : Text(try o.string("title") ?? "").node
                    node = Toggle(isOn: try o.bool("isOn") ?? false, label: label).node
                case "link":
                    let destination = try o.string("destination") ?? ""
                    if o.has("label") {
                        guard !o.has("title") else { throw .invalid("a Link has a \"title\" or a \"label\" view, not both") }
                        node = Link(destination: destination, label: try single("label")).node
                    } else {
                        node = Link(try o.string("title") ?? "", destination: destination).node
                    }
                case "menu":
                    let primary = try o.bool("primaryAction") ?? false
                    if o.has("label") {
                        guard !o.has("title") else { throw .invalid("a Menu has a \"title\" or a \"label\" view, not both") }
                        node = Menu(primaryAction: primary, label: try single("label")).node
                    } else {
                        node = Menu(try o.string("title") ?? "", primaryAction: primary).node
                    }
                case "gauge":
                    let lo = try Build.finite(try o.number("min"), "Gauge min") ?? 0, hi = try Build.finite(try o.number("max"), "Gauge max") ?? 1
                    guard lo < hi else { throw .invalid("Gauge min must be < max, got \(fmt(lo))...\(fmt(hi))") }
                    node = Gauge(value: try Build.finite(try o.number("value"), "Gauge value") ?? 0, in: lo...hi, label: try o.string("title"),
                                 currentValueLabel: try o.string("currentValueLabel"), minimumValueLabel: try o.string("minimumValueLabel"),
                                 maximumValueLabel: try o.string("maximumValueLabel")).node
                case "texteditor": node = TextEditor(text: try o.string("text") ?? "").node
                case "labeledcontent":
                    guard o.has("title") != o.has("label") else { throw .invalid("a LabeledContent has a \"title\" or a \"label\" view (one of them)") }
                    guard o.has("value") != o.has("content") else { throw .invalid("a LabeledContent has a \"value\" or a \"content\" view (one of them)") }
                    let label: ViewNode = o.has("label") ? try single("label") : Text(try o.string("title") ?? "").node
                    let content: ViewNode = o.has("content") ? try single("content") : Text(try o.string("value") ?? "").node
                    node = LabeledContent(content: content, label: label).node
                case "textfield", "securefield":
                    let placeholder = try o.string("placeholder") ?? "", text = try o.string("text") ?? ""
                    node = normalizedName(type) == "textfield" ? TextField(placeholder, text: text).node : SecureField(placeholder, text: text).node
                case "slider":
                    node = Slider(value: try Build.finite(try o.number("value"), "Slider value") ?? 0, label: try o.string("title")).node
                case "stepper":
                    node = Stepper(try o.string("title") ?? "", value: try Build.finite(try o.number("value"), "Stepper value") ?? 0).node
                case "picker":
                    let selection: String?
                    switch o.raw("selection") {
                    case nil, .null?: selection = nil
                    case .number(let n)?: selection = fmt(n)
                    case .string(let t)?: selection = t
                    case let other?: throw .invalid("selection must be a tag (a number or a string), got \(other.typeName)")
                    }
                    node = Picker(try o.string("title") ?? "", selection: selection, options: try children()).node
                case "progressview":
                    let total = try Build.finite(try o.number("total"), "ProgressView total") ?? 1
                    guard total > 0 else { throw .invalid("ProgressView total must be > 0") }
                    node = ProgressView(try o.string("title"), value: try Build.finite(try o.number("value"), "ProgressView value"), total: total).node
                default:
                    throw LayoutError.invalid("unknown view type \(quoted(type)); known: Divider, Image, Button, Label, Toggle, TextField, SecureField, Slider, Stepper, Picker, ProgressView, Link, Menu, Gauge, TextEditor, LabeledContent, Rectangle, RoundedRectangle, Circle, Ellipse, Capsule, Color, Text, Spacer, MapView, Placeholder, VStack, HStack, ZStack, ScrollView, List, Group, EmptyView, Section, ViewThatFits, AnyLayout, NavigationStack, NavigationSplitView, TabView, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, Grid, GridRow, GeometryReader, Layout, Measured, LinearGradient, GroupBox, DisclosureGroup")
                }
            } catch where !error.message.hasPrefix("$") {
                throw LayoutError(error.code, "\(path): \(error.message)")
            }
            if let id = try o.string("id") { node = node.named(try Build.identifier(id, "\(path).id: the id")) }
            if let modifiers = try o.array("modifiers") {
                for (k, m) in modifiers.enumerated() {
                    node = try modifier(m, on: node, path: path.element("modifiers", k), depth: depth)
                }
            }
            return node
        }

        /// The keys each view type takes (normalized type name → keys), besides "type", "id", "modifiers".
        static let keys: [String: [String]] = {
            let stack = ["alignment", "spacing", "children"]
            let table: [String: [String]] = [
                "rectangle": [], "circle": [], "ellipse": [], "capsule": [], "mapview": [],
                "roundedrectangle": ["cornerRadius"], "color": ["color"], "text": ["text", "font", "runs"],
                "lineargradient": ["colors", "startPoint", "endPoint"],
                "spacer": ["minLength"],
                "placeholder": ["name", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"],
                "vstack": stack, "hstack": stack, "lazyvstack": stack + ["pinnedViews"], "lazyhstack": stack + ["pinnedViews"],
                "group": ["children"], "emptyview": [], "section": ["header", "footer", "children"],
                "viewthatfits": ["axes", "children"], "groupbox": ["title", "label", "children"],
                "disclosuregroup": ["title", "label", "isExpanded", "children"], "anylayout": ["layout", "children"],
                "zstack": ["alignment", "children"],
                "scrollview": ["axes", "offsetX", "offsetY", "content", "children", "showsIndicators"], "list": ["children"], "form": ["children"],
                "navigationstack": ["content"], "navigationsplitview": ["sidebar", "content", "detail"],
                "tabview": ["selection", "children"],
                "lazyvgrid": ["columns", "pinnedViews"] + stack, "lazyhgrid": ["rows", "pinnedViews"] + stack,
                "grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
                "gridrow": ["alignment", "children"],
                "geometryreader": ["function"], "layout": ["function", "children"], "measured": ["function", "name"],
                "divider": [], "image": ["name", "systemName", "width", "height", "resizable"],
                "button": ["title", "role", "label"],
                "label": ["title", "titleView", "systemImage", "image", "width", "height", "icon"],
                "toggle": ["title", "isOn", "label"], "textfield": ["placeholder", "text"], "securefield": ["placeholder", "text"],
                "slider": ["value", "title"], "stepper": ["title", "value"], "picker": ["title", "selection", "children"],
                "progressview": ["title", "value", "total"],
                "link": ["title", "destination", "label"], "menu": ["title", "label", "primaryAction", "children"],
                "gauge": ["value", "min", "max", "title", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"], "texteditor": ["text"],
                "labeledcontent": ["title", "value", "label", "content"],
            ]
            return table.mapValues { ["type", "id", "modifiers"] + $0 }
        }()

        /// One run of a concatenation: a Text object with "text", optional "font", and optional modifiers
        /// among bold, italic and fontWeight (they style the run; other modifiers are refused).
        func textRun(_ value: JSONValue, path: DocPath) throws(LayoutError) -> Text {
            let o = try Obj(value, path)
            guard try o.string("type").map(normalizedName) == "text" else { throw .invalid("\(path): a run must be a Text") }
            var t = Text(try o.string("text") ?? "", font: try font(o.raw("font"), path: path.key("font")))
            if let mods = o.raw("modifiers") {
                guard case .array(let list) = mods else { throw .invalid("\(path).modifiers: expected a list") }
                for (k, m) in list.enumerated() {
                    let a = try Obj(m, path.element("modifiers", k))
                    if let on = try a.bool("bold") { t = t.bold(on) }
                    else if let on = try a.bool("italic") { t = t.italic(on) }
                    else if let w = try a.string("fontWeight") { t = t.fontWeight(try Font.Weight.named(w)) }
                    else if try a.bool("monospacedDigit") == true { t = t.monospacedDigit() }
                    else if let f = try font(a.raw("font"), path: path.element("modifiers", k).key("font")) { t = t.font(f) }
                    else { throw .invalid("\(path).modifiers[\(k)]: a run takes bold, italic, fontWeight, monospacedDigit or font") }
                }
            }
            try o.rejectUnknown(["type", "text", "font", "modifiers"])
            return t
        }

        /// A font: a text style name ("title"), or {"size": 20, "weight": "bold"}, or {"style": "body",
        /// "weight": "semibold"}.
        func font(_ value: JSONValue?, path: DocPath) throws(LayoutError) -> Font? {
            switch value {
            case nil, .null?: return nil
            case .string(let name)?: return try Font.named(name)
            case .object?:
                let o = try Obj(value!, path)
                var f: Font
                if let style = try o.string("style") { f = try Font.named(style) } else {
                    guard let size = try o.number("size"), size > 0, size.isFinite, size <= 10_000 else {
                        throw .invalid("\(path): a font needs a \"style\" or a \"size\" in (0, 10000]")
                    }
                    f = Font.system(size: size)
                }
                if let weight = try o.string("weight") { f = f.weight(try Font.Weight.named(weight)) }
                if let design = try o.string("design") { f.design = try Font.Design.named(design) }
                if try o.bool("bold") == true { f = f.bold() }
                if try o.bool("italic") == true { f = f.italic() }
                if try o.bool("monospacedDigit") == true { f = f.monospacedDigit() }
                try o.rejectUnknown(["style", "size", "weight", "design", "bold", "italic", "monospacedDigit"])
                return f
            case let other?:
                throw .invalid("\(path): expected a text style name or a font object, got \(other.typeName)")
            }
        }

        /// {"fixed": 70} | {"flexible": {"minimum", "maximum"}} | {"adaptive": {"minimum", "maximum"}}, with
        /// optional "spacing" and "alignment".
        func gridItem(_ value: JSONValue, path: DocPath) throws(LayoutError) -> GridItem {
            let o = try Obj(value, path)
            let size: GridItem.Size
            if let w = try o.number("fixed") {
                size = .fixed(try Build.length(w, "\(path).fixed") ?? 0)
            } else if let kind = ["flexible", "adaptive"].first(where: { o.has($0) }) {
                var lo: Double? = nil, hi: Double? = nil
                if let raw = o.raw(kind), case .object = raw {
                    let a = try Obj(raw, path.key(kind))
                    lo = try a.number("minimum"); hi = try a.number("maximum")
                    try a.rejectUnknown(["minimum", "maximum"])
                }
                let minimum = try Build.length(lo, "\(path) minimum") ?? (kind == "flexible" ? 10 : 0)
                let maximum = hi ?? .infinity
                guard !maximum.isNaN, maximum >= minimum else { throw .invalid("\(path): maximum must be ≥ minimum") }
                guard kind == "flexible" || lo != nil else { throw .invalid("\(path): adaptive needs a minimum") }
                size = kind == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
            } else {
                throw .invalid("\(path): a grid item is {\"fixed\": w}, {\"flexible\": {…}} or {\"adaptive\": {\"minimum\": m}}")
            }
            try o.rejectUnknown(["fixed", "flexible", "adaptive", "spacing", "alignment"])
            return GridItem(size, spacing: try Build.finite(try o.number("spacing"), "\(path).spacing"),
                            alignment: try o.string("alignment").map { s throws(LayoutError) in try Alignment.named(s) })
        }

        /// A lazy stack's or grid's "pinnedViews": "sectionHeaders", "sectionFooters", both joined by a comma,
        /// or a list of them. Pinned views only move while scrolled, so they change no layout at rest.
        func pinnedViews(_ o: Obj) throws(LayoutError) -> [String] {
            var names: [String] = []
            switch o.raw("pinnedViews") {
            case nil, .null?: return []
            case .string(let s)?: names = s.split(separator: ",").map { String($0.filter { $0 != " " }) }
            case .array(let list)?: for item in list { names.append(try nameArg(item)) }
            case let other?: throw .invalid("pinnedViews: expected \"sectionHeaders\", \"sectionFooters\" or a list of them, got \(other.typeName)")
            }
            for n in names where !["sectionheaders", "sectionfooters"].contains(normalizedName(n)) {
                throw .invalid("pinnedViews: unknown \(quoted(n)); known: sectionHeaders, sectionFooters")
            }
            return names
        }

        /// AnyLayout's "layout": {"type": "HStackLayout" | "VStackLayout" (alignment, spacing) | "ZStackLayout"
        /// (alignment) | "GridLayout" (alignment, horizontalSpacing, verticalSpacing) | "Layout" (function)}.
        func anyLayout(_ value: JSONValue, path: DocPath) throws(LayoutError) -> AnyLayout {
            let a = try Obj(value, path)
            guard let type = try a.string("type") else { throw .invalid("\(path): a layout needs a \"type\"") }
            let layout: AnyLayout
            switch normalizedName(type) {
            case "hstacklayout":
                layout = AnyLayout(HStackLayout(alignment: try VerticalAlignment.named(try a.string("alignment") ?? "center"),
                                                spacing: try Build.finite(try a.number("spacing"), "HStackLayout spacing")))
                try a.rejectUnknown(["type", "alignment", "spacing"])
            case "vstacklayout":
                layout = AnyLayout(VStackLayout(alignment: try HorizontalAlignment.named(try a.string("alignment") ?? "center"),
                                                spacing: try Build.finite(try a.number("spacing"), "VStackLayout spacing")))
                try a.rejectUnknown(["type", "alignment", "spacing"])
            case "zstacklayout":
                layout = AnyLayout(ZStackLayout(alignment: try Alignment.named(try a.string("alignment") ?? "center")))
                try a.rejectUnknown(["type", "alignment"])
            case "gridlayout":
                layout = AnyLayout(GridLayout(alignment: try Alignment.named(try a.string("alignment") ?? "center"),
                                              horizontalSpacing: try Build.finite(try a.number("horizontalSpacing"), "GridLayout horizontalSpacing"),
                                              verticalSpacing: try Build.finite(try a.number("verticalSpacing"), "GridLayout verticalSpacing")))
                try a.rejectUnknown(["type", "alignment", "horizontalSpacing", "verticalSpacing"])
            case "layout":
                layout = AnyLayout(try function(try a.number("function"), functions.layout, "Layout"))
                try a.rejectUnknown(["type", "function"])
            default:
                throw .invalid("\(path): unknown layout \(quoted(type)); known: HStackLayout, VStackLayout, ZStackLayout, GridLayout, Layout")
            }
            return layout
        }

        static let flexKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        static let frameKeys = flexKeys + ["width", "height", "alignment"]

        func modifier(_ value: JSONValue, on content: ViewNode, path: DocPath, depth: Int) throws(LayoutError) -> ViewNode {
            let o = try Obj(value, path)
            var found: String? = nil, count = 0
            for m in o.members where m.key != "id" { found = m.key; count += 1 }
            guard count == 1, let key = found else {
                throw .invalid("\(path): a modifier is an object with exactly one modifier key (and an optional \"id\"), got \(o.keys.filter { $0 != "id" }.prefix(5).map { quoted($0) }.joined(separator: ", "))\(o.keys.count > 6 ? ", …" : "")")
            }
            let argPath = path.key(key)
            let arg = o.raw(key)!
            var node: ViewNode
            do throws(LayoutError) {
                switch key {
                case "frame":
                    let a = try Obj(arg, argPath)
                    let alignment = try Alignment.named(try a.string("alignment") ?? "center")
                    if Builder.flexKeys.contains(where: { a.has($0) }) {
                        guard !a.has("width"), !a.has("height") else {
                            throw .invalid("use either width/height or min/ideal/max, not both")
                        }
                        node = try Build.flexFrame(content, minWidth: try a.number("minWidth"), idealWidth: try a.number("idealWidth"),
                                                   maxWidth: try a.number("maxWidth"), minHeight: try a.number("minHeight"),
                                                   idealHeight: try a.number("idealHeight"), maxHeight: try a.number("maxHeight"),
                                                   alignment: alignment).node
                    } else {
                        node = try Build.frame(content, width: try a.number("width"), height: try a.number("height"),
                                               alignment: alignment).node
                    }
                    try a.rejectUnknown(Builder.frameKeys)
                case "padding":
                    if case .number(let n) = arg {
                        node = try Build.padding(content, edges: .all, length: n).node
                    } else if case .null = arg {
                        node = content.padding().node
                    } else {
                        let a = try Obj(arg, argPath)
                        if a.has("top") || a.has("leading") || a.has("bottom") || a.has("trailing") {
                            node = try Build.padding(content, insets: EdgeInsets(
                                top: try a.number("top") ?? 0, leading: try a.number("leading") ?? 0,
                                bottom: try a.number("bottom") ?? 0, trailing: try a.number("trailing") ?? 0)).node
                            try a.rejectUnknown(["top", "leading", "bottom", "trailing"])
                        } else {
                            node = try Build.padding(content, edges: try Edge.Set.named(try a.string("edges") ?? "all"),
                                                     length: try a.number("length")).node
                            try a.rejectUnknown(["edges", "length"])
                        }
                    }
                case "border":
                    let a = try Obj(arg, argPath)
                    node = try Build.border(content, color: try a.string("color") ?? "primary", width: try a.number("width") ?? 1).node
                    try a.rejectUnknown(["color", "width"])
                case "background" where (try? Obj(arg, argPath))?.has("color") == true:
                    // The shape-style form: a colour that bleeds under the safe area ("none" for no edges).
                    let a = try Obj(arg, argPath)
                    var edges = Edge.Set.all
                    if let names = try a.string("ignoresSafeAreaEdges") {
                        edges = names == "none" ? [] : try Edge.Set.named(names)
                    }
                    node = content.background(try Build.color(try a.string("color") ?? "primary"), ignoresSafeAreaEdges: edges).node
                    try a.rejectUnknown(["color", "ignoresSafeAreaEdges"])
                case "overlay", "background":
                    let a = try Obj(arg, argPath)
                    guard let secondary = a.raw("content") else { throw .invalid("needs a \"content\" view") }
                    let view = try self.view(secondary, path: argPath.key("content"), depth: depth + 1)
                    let alignment = try Alignment.named(try a.string("alignment") ?? "center")
                    node = key == "overlay" ? content.overlay(view, alignment: alignment).node
                                            : content.background(view, alignment: alignment).node
                    try a.rejectUnknown(["content", "alignment"])
                case "offset", "position":
                    let a = try Obj(arg, argPath)
                    let x = try a.number("x") ?? 0, y = try a.number("y") ?? 0
                    node = key == "offset" ? try Build.offset(content, x: x, y: y).node : try Build.position(content, x: x, y: y).node
                    try a.rejectUnknown(["x", "y"])
                case "fixedSize":
                    if case .bool(true) = arg { node = content.fixedSize().node } else {
                        let a = try Obj(arg, argPath)
                        node = content.fixedSize(horizontal: try a.bool("horizontal") ?? true, vertical: try a.bool("vertical") ?? true).node
                        try a.rejectUnknown(["horizontal", "vertical"])
                    }
                case "layoutPriority":
                    guard case .number(let p) = arg else { throw .invalid("expected a number") }
                    node = try Build.layoutPriority(content, p).node
                case "aspectRatio":
                    let a = try Obj(arg, argPath)
                    node = try Build.aspectRatio(content, ratio: try a.number("ratio"),
                                                 contentMode: try ContentMode.named(try a.string("contentMode") ?? "fit")).node
                    try a.rejectUnknown(["ratio", "contentMode"])
                case "edgesIgnoringSafeArea":
                    let edges: String
                    if case .string(let s) = arg { edges = s } else { edges = try Obj(arg, argPath).string("edges") ?? "all" }
                    node = content.edgesIgnoringSafeArea(try Edge.Set.named(edges)).node
                case "ignoresSafeArea":
                    if case .bool(true) = arg { node = content.ignoresSafeArea().node } else {
                        let a = try Obj(arg, argPath)
                        node = content.ignoresSafeArea(try SafeAreaRegions.named(try a.string("regions") ?? "all"),
                                                       edges: try Edge.Set.named(try a.string("edges") ?? "all")).node
                        try a.rejectUnknown(["regions", "edges"])
                    }
                case "font":
                    guard let f = try font(arg, path: argPath) else { throw .invalid("expected a font") }
                    node = content.font(f).node
                case "bold", "italic":
                    guard case .bool(let on) = arg else { throw .invalid("expected true or false") }
                    node = (key == "bold" ? content.bold(on) : content.italic(on)).node
                case "fontWeight":
                    if case .null = arg { node = content.fontWeight(nil).node } else {
                        guard case .string(let name) = arg else { throw .invalid("expected a font weight name or null") }
                        node = content.fontWeight(try Font.Weight.named(name)).node
                    }
                case "lineLimit":
                    switch arg {
                    case .null: node = content.lineLimit(nil).node
                    case .number(let n): node = content.lineLimit(try Build.count(n, "lineLimit")).node
                    case .object:
                        // {"min": 2, "max": 4} (a range; either end may be left out) or {"limit": 2, "reservesSpace": true}
                        let a = try Obj(arg, argPath)
                        if let limit = try a.number("limit") {
                            node = content.lineLimit(try Build.count(limit, "lineLimit limit"),
                                                     reservesSpace: try a.bool("reservesSpace") ?? false).node
                            try a.rejectUnknown(["limit", "reservesSpace"])
                        } else {
                            let lo = try a.number("min").map { n throws(LayoutError) in try Build.count(n, "lineLimit min") }
                            let hi = try a.number("max").map { n throws(LayoutError) in try Build.count(n, "lineLimit max") }
                            if let lo, let hi, lo > hi { throw .invalid("lineLimit min \(lo) is above max \(hi)") }
                            node = content.lineLimit(min: lo, max: hi).node
                            try a.rejectUnknown(["min", "max"])
                        }
                    default:
                        throw .invalid("expected an integer ≥ 1, null, {min, max} or {limit, reservesSpace}, got \(arg.typeName)")
                    }
                case "tracking", "kerning", "lineSpacing", "minimumScaleFactor":
                    guard case .number(let n) = arg, n.isFinite, abs(n) <= 10_000 else {
                        throw .invalid("expected a finite number of points, got \(arg.typeName)")
                    }
                    switch key {
                    case "lineSpacing":
                        guard n >= 0 else { throw .invalid("lineSpacing must be ≥ 0, got \(fmt(n))") }
                        node = content.lineSpacing(n).node
                    case "minimumScaleFactor":
                        guard n > 0, n <= 1 else { throw .invalid("minimumScaleFactor must be in (0, 1], got \(fmt(n))") }
                        node = content.minimumScaleFactor(n).node
                    default: node = content.tracking(n).node
                    }
                case "textCase":
                    if case .null = arg { node = content.textCase(nil).node } else {
                        guard case .string(let name) = arg, let c = TextCase(rawValue: name.lowercased()) else {
                            throw .invalid("expected \"uppercase\", \"lowercase\" or null")
                        }
                        node = content.textCase(c).node
                    }
                case "dynamicTypeSize":
                    guard case .string(let name) = arg else { throw .invalid("expected a Dynamic Type size name") }
                    node = content.dynamicTypeSize(try DynamicTypeSize.named(name)).node
                case "truncationMode":
                    guard case .string(let name) = arg else { throw .invalid("expected \"head\", \"middle\" or \"tail\"") }
                    node = content.truncationMode(try TruncationMode.named(name)).node
                case "layoutDirection":
                    guard case .string(let name) = arg else { throw .invalid("expected \"leftToRight\" or \"rightToLeft\"") }
                    node = content.layoutDirection(try LayoutDirection.named(name)).node
                case "flipsForRightToLeftLayoutDirection":
                    guard case .bool(let on) = arg else { throw .invalid("expected true or false") }
                    node = content.flipsForRightToLeftLayoutDirection(on).node
                case "multilineTextAlignment":
                    guard case .string(let name) = arg else { throw .invalid("expected \"leading\", \"center\" or \"trailing\"") }
                    node = content.multilineTextAlignment(try HorizontalAlignment.named(name)).node
                case "containerRelativeFrame":
                    let a = try Obj(arg, argPath)
                    let axes = try Axis.Set.named(try a.string("axes") ?? "both")
                    let alignment = try Alignment.named(try a.string("alignment") ?? "center")
                    if a.has("function") {
                        let id = try a.number("function")
                        let function = try self.function(id, functions.length, "containerRelativeFrame length")
                        node = content.containerRelativeFrame(axes, alignment: alignment, name: "#\(fmt(id ?? 0))", function).node
                    } else if a.has("count") || a.has("span") || a.has("spacing") {
                        node = try Build.containerRelativeFrame(content, axes: axes, count: try a.integer("count", default: 1),
                                                                span: try a.integer("span", default: 1),
                                                                spacing: try a.number("spacing") ?? 0, alignment: alignment).node
                    } else {
                        node = content.containerRelativeFrame(axes, alignment: alignment).node
                    }
                    try a.rejectUnknown(["axes", "alignment", "function", "count", "span", "spacing"])
                case "safeAreaInset":
                    let a = try Obj(arg, argPath)
                    guard let inset = a.raw("content") else { throw .invalid("needs a \"content\" view") }
                    node = try Build.safeAreaInset(content, edge: try Edge.named(try a.string("edge") ?? "bottom"),
                                                   alignment: try Alignment.named(try a.string("alignment") ?? "center"),
                                                   spacing: try a.number("spacing"),
                                                   content: try self.view(inset, path: argPath.key("content"), depth: depth + 1)).node
                    try a.rejectUnknown(["edge", "alignment", "spacing", "content"])
                case "safeAreaPadding":
                    if case .number(let n) = arg {
                        node = try Build.safeAreaPadding(content, edges: .all, length: n).node
                    } else {
                        let a = try Obj(arg, argPath)
                        node = try Build.safeAreaPadding(content, edges: try Edge.Set.named(try a.string("edges") ?? "all"),
                                                         length: try a.number("length")).node
                        try a.rejectUnknown(["edges", "length"])
                    }
                case "navigationTitle":
                    guard case .string(let title) = arg else { throw .invalid("expected a title string") }
                    node = content.navigationTitle(title).node
                case "navigationBarTitleDisplayMode":
                    guard case .string(let mode) = arg else { throw .invalid("expected \"inline\", \"large\" or \"automatic\"") }
                    node = content.navigationBarTitleDisplayMode(try NavigationBarTitleDisplayMode.named(mode)).node
                case "listStyle": node = content.listStyle(try controlName(try nameArg(arg), ListStyle.self, "list style")).node
                case "listRowSpacing", "listSectionSpacing":
                    let v: Double?
                    switch arg {
                    case .null: v = nil
                    case .number(let n): v = try Build.length(n, key)
                    default: throw .invalid("expected a number ≥ 0 or null, got \(arg.typeName)")
                    }
                    node = (key == "listRowSpacing" ? content.listRowSpacing(v) : content.listSectionSpacing(v)).node
                case "defaultMinListRowHeight":
                    guard case .number(let n) = arg else { throw .invalid("expected a number ≥ 0, got \(arg.typeName)") }
                    node = content.defaultMinListRowHeight(try Build.length(n, key) ?? 0).node
                case "listRowInsets":
                    if case .null = arg { node = content.listRowInsets(nil).node } else {
                        let a = try Obj(arg, argPath)
                        func edge(_ k: String) throws(LayoutError) -> Double { try Build.finite(try a.number(k), "listRowInsets \(k)") ?? 0 }
                        node = content.listRowInsets(EdgeInsets(top: try edge("top"), leading: try edge("leading"),
                                                                bottom: try edge("bottom"), trailing: try edge("trailing"))).node
                        try a.rejectUnknown(["top", "leading", "bottom", "trailing"])
                    }
                case "navigationBarHidden":
                    guard case .bool(let b) = arg else { throw .invalid("expected true or false") }
                    node = content.navigationBarHidden(b).node
                case "toolbar":
                    guard case .string(let v) = arg, ["hidden", "visible", "automatic"].contains(v) else {
                        throw .invalid("expected \"hidden\", \"visible\" or \"automatic\"")
                    }
                    node = content.navigationBarHidden(v == "hidden").node
                case "tabItem":
                    guard case .string(let title) = arg else { throw .invalid("expected a label string") }
                    node = content.tabItem(title).node
                case "gridCellColumns":
                    guard case .number(let n) = arg else { throw .invalid("expected an integer ≥ 1, got \(arg.typeName)") }
                    node = content.gridCellColumns(try Build.count(n, "gridCellColumns count")).node
                case "gridColumnAlignment":
                    guard case .string(let name) = arg else { throw .invalid("expected a horizontal alignment name") }
                    node = content.gridColumnAlignment(try HorizontalAlignment.named(name)).node
                case "gridCellAnchor":
                    if case .string(let name) = arg { node = content.gridCellAnchor(try UnitPoint.named(name)).node } else {
                        let a = try Obj(arg, argPath)
                        node = content.gridCellAnchor(UnitPoint(x: try Build.finite(try a.number("x"), "anchor x") ?? 0.5,
                                                                y: try Build.finite(try a.number("y"), "anchor y") ?? 0.5)).node
                        try a.rejectUnknown(["x", "y"])
                    }
                case "gridCellUnsizedAxes":
                    guard case .string(let name) = arg else { throw .invalid("expected an axis set name") }
                    node = content.gridCellUnsizedAxes(try Axis.Set.named(name)).node
                case "coordinateSpace":
                    guard case .string(let name) = arg, !name.isEmpty else { throw .invalid("expected a name") }
                    node = content.coordinateSpace(name: try Build.identifier(name, "the coordinate space name")).node
                case "alignmentGuide":
                    let a = try Obj(arg, argPath)
                    let key = try alignmentKey(named: try a.string("guide") ?? "")
                    if a.has("function") {
                        let id = try a.number("function")
                        node = content.alignmentGuide(key, name: "#\(fmt(id ?? 0))", computeValue: try function(id, functions.guide, "alignmentGuide")).node
                    } else {
                        guard let value = try Build.finite(try a.number("value"), "alignmentGuide value") else {
                            throw .invalid("needs a \"value\" or a \"function\"")
                        }
                        node = content.alignmentGuide(key, name: fmt(value)) { _ in value }.node
                    }
                    try a.rejectUnknown(["guide", "value", "function"])
                case "buttonStyle": node = content.buttonStyle(try controlName(try nameArg(arg), ButtonStyle.self, "button style")).node
                case "toggleStyle": node = content.toggleStyle(try controlName(try nameArg(arg), ToggleStyle.self, "toggle style")).node
                case "textFieldStyle": node = content.textFieldStyle(try controlName(try nameArg(arg), TextFieldStyle.self, "text field style")).node
                case "pickerStyle": node = content.pickerStyle(try controlName(try nameArg(arg), PickerStyle.self, "picker style")).node
                case "progressViewStyle": node = content.progressViewStyle(try controlName(try nameArg(arg), ProgressViewStyle.self, "progress view style")).node
                case "labelStyle": node = content.labelStyle(try controlName(try nameArg(arg), LabelStyle.self, "label style")).node
                case "controlSize": node = content.controlSize(try controlName(try nameArg(arg), ControlSize.self, "control size")).node
                case "gaugeStyle": node = content.gaugeStyle(try controlName(try nameArg(arg), GaugeStyle.self, "gauge style")).node
                case "menuIndicator": node = content.menuIndicator(try controlName(try nameArg(arg), MenuIndicatorVisibility.self, "menu indicator")).node
                case "imageScale": node = content.imageScale(try controlName(try nameArg(arg), ImageScale.self, "image scale")).node
                case "labelsHidden", "scaledToFit", "scaledToFill":
                    guard case .bool(true) = arg else { throw .invalid("expected true") }
                    node = key == "labelsHidden" ? content.labelsHidden().node
                        : key == "scaledToFit" ? content.scaledToFit().node : content.scaledToFill().node
                case "contentMargins":
                    if case .number(let n) = arg {
                        node = content.contentMargins(.all, try Build.length(n, "contentMargins length") ?? 0).node
                    } else {
                        let a = try Obj(arg, argPath)
                        guard let length = try Build.length(try a.number("length"), "contentMargins length") else {
                            throw .invalid("needs a \"length\"")
                        }
                        node = content.contentMargins(try Edge.Set.named(try a.string("edges") ?? "all"), length,
                                                      for: try controlName(try a.string("placement") ?? "automatic",
                                                                           ContentMarginPlacement.self, "content margin placement")).node
                        try a.rejectUnknown(["edges", "length", "placement"])
                    }
                case "defaultScrollAnchor":
                    if case .string(let name) = arg {
                        node = content.defaultScrollAnchor(try UnitPoint.named(name)).node
                    } else {
                        let a = try Obj(arg, argPath)
                        let anchor: UnitPoint?
                        switch a.raw("anchor") {
                        case nil, .null?: anchor = nil
                        case .string(let name)?: anchor = try UnitPoint.named(name)
                        case let point?:
                            let p = try Obj(point, argPath.key("anchor"))
                            anchor = UnitPoint(x: try Build.finite(try p.number("x"), "anchor x") ?? 0.5,
                                               y: try Build.finite(try p.number("y"), "anchor y") ?? 0.5)
                            try p.rejectUnknown(["x", "y"])
                        }
                        let role = try a.string("role").map { s throws(LayoutError) in try controlName(s, ScrollAnchorRole.self, "scroll anchor role") }
                        node = content.defaultScrollAnchor(anchor, for: role).node
                        try a.rejectUnknown(["anchor", "role"])
                    }
                case "scrollIndicators":
                    node = content.scrollIndicators(try controlName(try nameArg(arg), ScrollIndicatorVisibility.self, "scroll indicator visibility")).node
                case "scrollDisabled":
                    guard case .bool(let b) = arg else { throw .invalid("expected true or false") }
                    node = content.scrollDisabled(b).node
                case "scrollTargetLayout":
                    guard case .bool(true) = arg else { throw .invalid("expected true") }
                    node = content.scrollTargetLayout().node
                case "hidden":
                    guard case .bool(true) = arg else { throw .invalid("expected true") }
                    node = content.hidden().node
                case "zIndex":
                    guard case .number(let z) = arg else { throw .invalid("expected a number") }
                    node = content.zIndex(z).node
                case "layoutValue":
                    let a = try Obj(arg, argPath)
                    guard let k = try a.string("key"), !k.isEmpty else { throw .invalid("layoutValue needs a non-empty \"key\"") }
                    guard let v = try a.number("value") else { throw .invalid("layoutValue needs a number \"value\"") }
                    try a.rejectUnknown(["key", "value"])
                    node = content.layoutValue(key: k, value: v).node
                case "tag":
                    switch arg {
                    case .number(let n): node = content.tag(fmt(n)).node
                    case .string(let t): node = content.tag(t).node
                    default: throw .invalid("expected a number or a string, got \(arg.typeName)")
                    }
                default:
                    throw .invalid("unknown modifier \(quoted(key)); known: contentMargins, defaultScrollAnchor, scrollIndicators, scrollDisabled, scrollTargetLayout, buttonStyle, toggleStyle, textFieldStyle, pickerStyle, progressViewStyle, labelStyle, controlSize, imageScale, menuIndicator, gaugeStyle, labelsHidden, scaledToFit, scaledToFill, tag, frame, padding, border, overlay, background, offset, position, fixedSize, layoutPriority, aspectRatio, edgesIgnoringSafeArea, ignoresSafeArea, font, bold, italic, fontWeight, containerRelativeFrame, safeAreaInset, safeAreaPadding, navigationTitle, navigationBarTitleDisplayMode, navigationBarHidden, toolbar, listStyle, listRowSpacing, listSectionSpacing, listRowInsets, defaultMinListRowHeight, tabItem, gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, coordinateSpace, alignmentGuide, lineLimit, truncationMode, multilineTextAlignment, layoutDirection, flipsForRightToLeftLayoutDirection, dynamicTypeSize, hidden, zIndex, tracking, kerning, lineSpacing, textCase, minimumScaleFactor, layoutValue")
                }
            } catch where !error.message.hasPrefix("$") {
                throw LayoutError(error.code, "\(argPath): \(error.message)")
            }
            if let id = try o.string("id") { node = node.named(try Build.identifier(id, "\(path).id: the id")) }
            guard node.depth <= maxDepth else {
                throw LayoutError(.depthExceeded, "\(path): view tree deeper than \(maxDepth) levels")
            }
            return node
        }
    }

    /// A JSON object with typed accessors whose errors name the member.
    /// Two keys are equal: most keys that differ differ in length, which is cheap to compare first (a
    /// mismatch in String's `==` takes its slow path, which checks canonical equivalence).
    @inline(__always)
    private static func sameKey(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    private struct Obj {
        let members: [JSONMember]
        let path: DocPath
        init(_ value: JSONValue, _ path: DocPath) throws(LayoutError) {
            guard case .object(let m) = value else { throw .invalid("\(path): expected an object, got \(value.typeName)") }
            members = m; self.path = path
        }
        var keys: [String] { members.map(\.key) }
        func has(_ key: String) -> Bool { members.contains { sameKey($0.key, key) } }
        func raw(_ key: String) -> JSONValue? { members.first { sameKey($0.key, key) }?.value }
        func string(_ key: String) throws(LayoutError) -> String? {
            switch raw(key) {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw .invalid("\(path).\(key): expected a string, got \(other.typeName)")
            }
        }
        /// A number; the strings "infinity"/"inf" mean +∞ (JSON has no infinity).
        func number(_ key: String) throws(LayoutError) -> Double? {
            switch raw(key) {
            case nil, .null?: return nil
            case .number(let n)?: return n
            case .string(let s)? where ["infinity", "inf", ".infinity"].contains(s.lowercased()): return .infinity
            case let other?: throw .invalid("\(path).\(key): expected a number, got \(other.typeName)")
            }
        }
        /// An integer in −1e9…1e9.
        func integer(_ key: String, default value: Int) throws(LayoutError) -> Int {
            guard let n = try number(key) else { return value }
            guard n == n.rounded(), abs(n) <= 1e9 else {
                throw .invalid("\(path).\(key): expected an integer between -1e9 and 1e9, got \(fmt(n))")
            }
            return Int(n)
        }
        func bool(_ key: String) throws(LayoutError) -> Bool? {
            switch raw(key) {
            case nil, .null?: return nil
            case .bool(let b)?: return b
            case let other?: throw .invalid("\(path).\(key): expected true or false, got \(other.typeName)")
            }
        }
        func array(_ key: String) throws(LayoutError) -> [JSONValue]? {
            switch raw(key) {
            case nil, .null?: return nil
            case .array(let a)?: return a
            case let other?: throw .invalid("\(path).\(key): expected an array, got \(other.typeName)")
            }
        }
        func rejectUnknown(_ allowed: [String], type: String? = nil) throws(LayoutError) {
            for key in members.lazy.map(\.key) where !allowed.contains(where: { sameKey($0, key) }) {
                guard let type else { throw .invalid("\(path): unknown key \(quoted(key, mark: "\"")); known: \(allowed.joined(separator: ", "))") }
                let own = allowed.filter { !["type", "id", "modifiers"].contains($0) }
                throw .invalid("\(path): unknown key \(quoted(key, mark: "\"")) for a \(quoted(type)); it takes \(own.isEmpty ? "no keys" : own.joined(separator: ", ")) besides type, id and modifiers")
            }
        }
    }
}

/// Where a value is in a document (`$.children[3].modifiers[0].frame`), for error messages. Each level
/// links to its parent instead of copying the whole path, so deep documents cost linear memory; only the
/// last levels are printed (a 100,000-deep path would be megabytes).
struct DocPath: CustomStringConvertible {
    /// One step: `.key`, or `.key[index]`. Kept apart and printed only for an error, so a document's
    /// thousands of steps cost no string building.
    private enum Step: Sendable {
        case key(String)
        case element(String, Int)
        var text: String {
            switch self {
            case .key(let k): ".\(k.count > 100 ? String(k.prefix(100)) + "…" : k)"
            case .element(let k, let i): ".\(k)[\(i)]"
            }
        }
    }
    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        init(_ parent: Link?, _ step: Step) { self.parent = parent; self.step = step }
    }
    private let link: Link?
    init() { link = nil }
    private init(_ link: Link) { self.link = link }

    func key(_ key: String) -> DocPath { DocPath(Link(link, .key(key))) }
    func element(_ key: String, _ index: Int) -> DocPath { DocPath(Link(link, .element(key, index))) }

    static let printedLevels = 12
    var description: String {
        var parts: [String] = []
        var l = link
        while let current = l, parts.count < DocPath.printedLevels { parts.append(current.step.text); l = current.parent }
        return (l == nil ? "$" : "$…") + parts.reversed().joined()
    }
}
