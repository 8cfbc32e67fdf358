// The document's controls (Sources/SwiftLayout/Controls) and their style modifiers: one entry each
// (Registry.swift).
import SwiftLayout

extension DocumentRegistry {
    static let controlViews: [ViewSpec] = [
        ViewSpec("Divider") { _ in Divider().node }.doc("–", swiftUI: "`Divider()` (platform thickness, across its stack)"),
        ViewSpec("Image", keys: ["name", "systemName", "width", "height", "resizable"]) { o in
            let w = try Build.length(try o.number("width"), "Image width"), h = try Build.length(try o.number("height"), "Image height")
            guard (w == nil) == (h == nil) else { throw LayoutError.invalid("give both \"width\" and \"height\" or neither") }
            var image: Image
            if let symbol = try o.string("systemName") {
                guard !o.has("name") else { throw LayoutError.invalid("an Image has a \"name\" or a \"systemName\", not both") }
                image = Image(systemName: symbol, size: w.map { Size(width: $0, height: h!) })
            } else {
                guard let name = try o.string("name") else { throw LayoutError.invalid("an Image needs a \"name\" or a \"systemName\"") }
                guard let w, let h else { throw LayoutError.invalid("Image \(quoted(name)) needs its asset's \"width\" and \"height\"") }
                image = Image(name, width: w, height: h)
            }
            if try o.bool("resizable") == true { image = image.resizable() }
            return image.node
        }.doc("`name` + `width`, `height` (the asset's intrinsic size), or `systemName` (optional `width`, `height`; else the symbol's measured box at the font's size, weight and image scale, docs/PLATFORMS.md; a name not in the table takes the star's, approximate); `resizable`",
              swiftUI: #"`Image("name")`, `Image(systemName:)`, `.resizable()`"#),
        ViewSpec("Button", keys: ["title", "role", "label"]) { o in
            let role = try o.string("role").map { s throws(LayoutError) in try o.controlName(s, ButtonRole.self, "button role") }
            return try o.titleOrLabel("Button", title: { Button($0, role: role) }, label: { Button(role: role, label: $0) })
        }.doc("`title` or `label` (a view), `role` (`destructive`, `cancel`)",
              swiftUI: #"`Button("OK") {}`, `Button { label }`"#),
        ViewSpec("Label", keys: ["title", "titleView", "systemImage", "image", "width", "height", "icon"]) { o in
            let title: ViewNode = o.has("titleView") ? try o.single("titleView") : Text(try o.string("title") ?? "").node
            let icon: ViewNode
            if o.has("icon") { icon = try o.single("icon") } else {
                let w = try Build.length(try o.number("width"), "Label icon width"), h = try Build.length(try o.number("height"), "Label icon height")
                guard (w == nil) == (h == nil) else { throw LayoutError.invalid("give both \"width\" and \"height\" or neither") }
                if let symbol = try o.string("systemImage") {
                    icon = Image(systemName: symbol, size: w.map { Size(width: $0, height: h!) }).node
                } else if let name = try o.string("image") {
                    guard let w, let h else { throw LayoutError.invalid("the icon image needs its asset's \"width\" and \"height\"") }
                    icon = Image(name, width: w, height: h).node
                } else { throw LayoutError.invalid("a Label needs a \"systemImage\", an \"image\" or an \"icon\" view") }
            }
            return Label(title: title, icon: icon).node
        }.doc("`title` or `titleView` (a view); `systemImage`, or `image` + `width`, `height`, or `icon` (a view); `width`/`height` also size a symbol",
              swiftUI: "`Label(_:systemImage:)`, `Label { } icon: { }`"),
        ViewSpec("Toggle", keys: ["title", "isOn", "label"]) { o in
            let label: ViewNode = o.has("label") ? try o.single("label") : Text(try o.string("title") ?? "").node
            return Toggle(isOn: try o.bool("isOn") ?? false, label: label).node
        }.doc("`title` or `label` (a view), `isOn`", swiftUI: "`Toggle(_:isOn:)`"),
        ViewSpec("ColorPicker", keys: ["title", "label", "selection", "supportsOpacity"]) { o in
            let selection = try colorSelection(o)
            let opacity = try o.bool("supportsOpacity") ?? true
            return try o.titleOrLabel("ColorPicker", title: { ColorPicker($0, selection: selection, supportsOpacity: opacity) },
                                      label: { ColorPicker(selection: selection, supportsOpacity: opacity, label: $0) })
        }.doc(##"`title` or `label` (a view), `selection` (a colour name, `"#rrggbb"`, or `{"red", "green", "blue", "opacity"}` components in 0…1; drawn only), `supportsOpacity` (bool, drawn only)"##,
              swiftUI: "`ColorPicker(_:selection:supportsOpacity:)`, `ColorPicker(selection:) { label }`"),
        ViewSpec("DatePicker", keys: ["title", "label", "selection", "displayedComponents", "min", "max"]) { o in
            let selection = try dateArg(o, "selection") ?? DateTime(secondsSince1970: 0)
            let components = try dateComponents(o)
            let lo = try dateArg(o, "min"), hi = try dateArg(o, "max")
            var range: ClosedRange<DateTime>?
            if lo != nil || hi != nil {
                let a = lo ?? DateTime(secondsSince1970: -62_135_596_800), b = hi ?? DateTime(secondsSince1970: 253_402_300_799)
                guard a <= b else { throw LayoutError.invalid("DatePicker min must be <= max, got \(a)...\(b)") }
                range = a...b
            }
            return try o.titleOrLabel("DatePicker", title: { DatePicker($0, selection: selection, in: range, displayedComponents: components) },
                                      label: { DatePicker(selection: selection, in: range, displayedComponents: components, label: $0) })
        }.doc(##"`title` or `label` (a view), `selection` (ISO 8601: `"2025-03-15T15:09:00Z"`, `"2025-03-15"`; default 1970-01-01T00:00Z), `displayedComponents` (`"date"`, `"hourAndMinute"` or both as a list; default both), `min` / `max` (ISO 8601, the range: the shown date is clamped into it; no layout effect)"##,
              swiftUI: "`DatePicker(_:selection:in:displayedComponents:)`, `DatePicker(selection:in:displayedComponents:) { label }`"),
        ViewSpec("Link", keys: ["title", "destination", "label"]) { o in
            let destination = try o.string("destination") ?? ""
            return try o.titleOrLabel("Link", title: { Link($0, destination: destination) },
                                      label: { Link(destination: destination, label: $0) })
        }.doc("`title` or `label` (a view), `destination` (a URL string; no layout effect)",
              swiftUI: "`Link(_:destination:)`, `Link(destination:) { label }`"),
        ViewSpec("NavigationLink", keys: ["title", "label"]) { o in
            try o.titleOrLabel("NavigationLink", title: { NavigationLink($0) }, label: { NavigationLink(label: $0) })
        }.doc("`title` or `label` (a view); the destination is not laid out",
              swiftUI: "`NavigationLink(_:value:)`, `NavigationLink(_:destination:)`, `NavigationLink { } label: { }`: a button; in an iOS List row the row's width with a trailing chevron"),
        ViewSpec("ControlGroup", keys: ["title", "label", "children"]) { o in
            let label: ViewNode? = o.has("label") ? try o.single("label") : try o.string("title").map { Text($0).node }
            if o.has("label"), o.has("title") { throw LayoutError.invalid("\(o.path): a ControlGroup has a \"title\" or a \"label\" view, not both") }
            return ControlGroup(label: label, controls: try o.children()).node
        }.doc("`children` (the controls), optional `title` or `label` (a view: shown by the menu styles)",
              swiftUI: "`ControlGroup { } label: { }`: the controls side by side as bordered buttons with no space between (**assumed**); `.controlGroupStyle(.menu)`: a menu button of the label"),
        ViewSpec("Menu", keys: ["title", "label", "primaryAction", "children"]) { o in
            let primary = try o.bool("primaryAction") ?? false
            return try o.titleOrLabel("Menu", title: { Menu($0, primaryAction: primary) }, label: { Menu(primaryAction: primary, label: $0) })
        }.doc("`title` or `label` (a view), `primaryAction` (bool); `children` (the items) are accepted and not laid out",
              swiftUI: "`Menu(_:)`, `Menu { } label: { }`, `Menu(_:) { } primaryAction: { }`"),
        ViewSpec("Gauge", keys: ["value", "min", "max", "title", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]) { o in
            let lo = try Build.finite(try o.number("min"), "Gauge min") ?? 0, hi = try Build.finite(try o.number("max"), "Gauge max") ?? 1
            guard lo < hi else { throw LayoutError.invalid("Gauge min must be < max, got \(fmt(lo))...\(fmt(hi))") }
            return Gauge(value: try Build.finite(try o.number("value"), "Gauge value") ?? 0, in: lo...hi, label: try o.string("title"),
                         currentValueLabel: try o.string("currentValueLabel"), minimumValueLabel: try o.string("minimumValueLabel"),
                         maximumValueLabel: try o.string("maximumValueLabel")).node
        }.doc("`value`, `min`, `max` (default 0...1, min < max), `title`, `currentValueLabel`, `minimumValueLabel`, `maximumValueLabel` (strings)",
              swiftUI: "`Gauge(value:in:) { label } currentValueLabel: { } …`"),
        ViewSpec("TextEditor", keys: ["text"]) { o in TextEditor(text: try o.string("text") ?? "").node }
            .doc("`text`", swiftUI: "`TextEditor(text:)` (fills the proposal)"),
        ViewSpec("LabeledContent", keys: ["title", "value", "label", "content"]) { o in
            guard o.has("title") != o.has("label") else { throw LayoutError.invalid("a LabeledContent has a \"title\" or a \"label\" view (one of them)") }
            guard o.has("value") != o.has("content") else { throw LayoutError.invalid("a LabeledContent has a \"value\" or a \"content\" view (one of them)") }
            let label: ViewNode = o.has("label") ? try o.single("label") : Text(try o.string("title") ?? "").node
            let content: ViewNode = o.has("content") ? try o.single("content") : Text(try o.string("value") ?? "").node
            return LabeledContent(content: content, label: label).node
        }.doc("`title` or `label` (a view), and `value` (a string) or `content` (a view)",
              swiftUI: "`LabeledContent(_:value:)`, `LabeledContent { content } label: { label }`"),
        ViewSpec("TextField", keys: ["placeholder", "text", "axis"], textField)
            .doc(#"`placeholder`, `text`; TextField also `axis` (`"horizontal"`, default, or `"vertical"`: grows with its wrapped lines within `lineLimit`)"#,
                 swiftUI: "`TextField(_:text:)`, `TextField(_:text:axis: .vertical)`"),
        ViewSpec("SecureField", keys: ["placeholder", "text"], textField)
            .doc(#"`placeholder`, `text`; TextField also `axis` (`"horizontal"`, default, or `"vertical"`: grows with its wrapped lines within `lineLimit`)"#,
                 swiftUI: "`TextField(_:text:)`, `TextField(_:text:axis: .vertical)`"),
        ViewSpec("Slider", keys: ["value", "min", "max", "step", "title", "label", "minimumValueLabel", "maximumValueLabel"]) { o in
            let bounds = try range(o, "Slider")
            guard !(o.has("title") && o.has("label")) else { throw LayoutError.invalid("a Slider has a \"title\" or a \"label\" view, not both") }
            return Slider(value: try Build.finite(try o.number("value"), "Slider value") ?? 0, in: bounds, step: try step(o, "Slider"),
                          label: try titleOrLabelView(o),
                          minimumValueLabel: try textOrView(o, "minimumValueLabel"),
                          maximumValueLabel: try textOrView(o, "maximumValueLabel")).node
        }.doc("`value`; `min`, `max` (default 0…1, min < max), `step` (> 0): no layout effect; `title` (a string) or `label` (a view), shown on macOS; `minimumValueLabel`, `maximumValueLabel` (a string or a view, in the footnote style)",
              swiftUI: "`Slider(value:in:step:) { label } minimumValueLabel: { … } maximumValueLabel: { … }`"),
        ViewSpec("Stepper", keys: ["title", "label", "value", "min", "max", "step"]) { o in
            _ = try range(o, "Stepper"); _ = try step(o, "Stepper")
            let value = try Build.finite(try o.number("value"), "Stepper value") ?? 0
            return try o.titleOrLabel("Stepper", title: { Stepper($0, value: value) }, label: { Stepper(value: value, label: $0) })
        }.doc("`title` or `label` (a view), `value`; `min`, `max`, `step` as for Slider (no layout effect)",
              swiftUI: "`Stepper(_:value:in:step:)`, `Stepper(value:) { label }`"),
        ViewSpec("Picker", keys: ["title", "label", "selection", "children"]) { o in
            let selection: String?
            switch o.raw("selection") {
            case nil, .null?: selection = nil
            case .number(let n)?: selection = fmt(n)
            case .string(let t)?: selection = t
            case let other?: throw LayoutError.invalid("selection must be a tag (a number or a string), got \(other.typeName)")
            }
            let options = try o.children()
            return try o.titleOrLabel("Picker", title: { Picker($0, selection: selection, options: options) },
                                      label: { Picker(selection: selection, options: options, label: $0) })
        }.doc("`title` or `label` (a view, laid out where the title is), `selection` (a tag: number or string), `children` (the options, each with a `tag` modifier)",
              swiftUI: "`Picker(_:selection:) { … }`, `Picker(selection:) { … } label: { … }`"),
        ViewSpec("ProgressView", keys: ["title", "label", "value", "total", "currentValueLabel"]) { o in
            let total = try Build.finite(try o.number("total"), "ProgressView total") ?? 1
            guard total > 0 else { throw LayoutError.invalid("ProgressView total must be > 0") }
            guard !(o.has("title") && o.has("label")) else { throw LayoutError.invalid("a ProgressView has a \"title\" or a \"label\" view, not both") }
            return ProgressView(value: try Build.finite(try o.number("value"), "ProgressView value"), total: total,
                                label: try titleOrLabelView(o),
                                currentValueLabel: try textOrView(o, "currentValueLabel")).node
        }.doc("`title` or `label` (a view), `value` (omit: indeterminate), `total` (> 0, default 1), `currentValueLabel` (a string or a view)",
              swiftUI: "`ProgressView(_:value:total:)`, `ProgressView(value:total:) { label } currentValueLabel: { … }`"),
    ]

    /// A ColorPicker's "selection": a colour name or "#rrggbb" (Build.color), or an object of "red", "green",
    /// "blue" (required) and "opacity" (default 1) in 0...1, kept as "#rrggbbaa"; absent: "primary".
    static func colorSelection(_ o: ViewArgs) throws(LayoutError) -> Color {
        switch o.raw("selection") {
        case nil, .null?: return Color.primary
        case .string(let name)?: return try Build.color(name)
        case let value?:
            let c = try ViewDocument.Obj(value, o.path)
            if let extra = c.keys.first(where: { !["red", "green", "blue", "opacity"].contains($0) }) {
                throw LayoutError.invalid("ColorPicker selection: unknown key \(quoted(extra)); use red, green, blue, opacity")
            }
            var hex = "#"
            for key in ["red", "green", "blue", "opacity"] {
                guard let v = try c.number(key) ?? (key == "opacity" ? 1 : nil) else {
                    throw LayoutError.invalid("ColorPicker selection needs \"\(key)\" (0...1)")
                }
                guard v.isFinite, v >= 0, v <= 1 else {
                    throw LayoutError.invalid("ColorPicker selection \(key) must be in 0...1, got \(fmt(v))")
                }
                let byte = Int((v * 255).rounded())
                let digits = String(byte, radix: 16)
                hex += (digits.count == 1 ? "0" : "") + digits
            }
            return Color(hex)
        }
    }
    /// An ISO 8601 date under `key` (DateTime's reader); nil when absent.
    static func dateArg(_ o: ViewArgs, _ key: String) throws(LayoutError) -> DateTime? {
        guard let text = try o.string(key) else { return nil }
        do { return try DateTime(text) } catch { throw LayoutError.invalid("DatePicker \(key): \(error.message)") }
    }
    /// A DatePicker's "displayedComponents": "date", "hourAndMinute", or a non-empty list of them; absent: both.
    static func dateComponents(_ o: ViewArgs) throws(LayoutError) -> DatePickerComponents {
        func one(_ v: JSONValue) throws(LayoutError) -> DatePickerComponents {
            switch v {
            case .string("date"): return .date
            case .string("hourAndMinute"): return .hourAndMinute
            case .string(let other): throw LayoutError.invalid("DatePicker displayedComponents must be \"date\", \"hourAndMinute\" or a list of them, got \(quoted(other))")
            default: throw LayoutError.invalid("DatePicker displayedComponents must be \"date\", \"hourAndMinute\" or a list of them, got \(v.typeName)")
            }
        }
        switch o.raw("displayedComponents") {
        case nil, .null?: return [.date, .hourAndMinute]
        case .array(let items)?:
            guard !items.isEmpty else { throw LayoutError.invalid("DatePicker displayedComponents must not be empty") }
            var set: DatePickerComponents = []
            for item in items { set.formUnion(try one(item)) }
            return set
        case let v?: return try one(v)
        }
    }
    /// A "timeZone" modifier's value: "UTC", "GMT", one with an offset, or seconds east of GMT (±18 h).
    static func timeZone(_ o: ModifierArgs) throws(LayoutError) -> Int {
        switch o.arg {
        case .string(let zone): return try DateTime.secondsFromGMT(zone: zone)
        case .number(let n):
            guard n.isFinite, n == n.rounded(), abs(n) <= 18 * 3600 else {
                throw LayoutError.invalid("a time zone offset must be whole seconds within ±64800, got \(fmt(n))")
            }
            return Int(n)
        default: throw LayoutError.invalid("expected a zone (\"UTC\", \"UTC+05:30\") or seconds from GMT, got \(o.arg.typeName)")
        }
    }
    /// A label given as a string (a Text) or a view object under `key`; nil when absent.
    static func textOrView(_ o: ViewArgs, _ key: String) throws(LayoutError) -> ViewNode? {
        switch o.raw(key) {
        case nil, .null?: return nil
        case .string(let t)?: return Text(t).node
        default: return try o.single(key)
        }
    }
    /// An optional label: a Text of "title" (a string) or the "label" view.
    static func titleOrLabelView(_ o: ViewArgs) throws(LayoutError) -> ViewNode? {
        if o.has("label") { return try o.single("label") }
        return try o.string("title").map { Text($0).node }
    }
    /// A Slider's or Stepper's "min"…"max" (default 0…1, min < max; no layout effect).
    static func range(_ o: ViewArgs, _ view: String) throws(LayoutError) -> ClosedRange<Double> {
        let lo = try Build.finite(try o.number("min"), "\(view) min") ?? 0, hi = try Build.finite(try o.number("max"), "\(view) max") ?? 1
        guard lo < hi else { throw LayoutError.invalid("\(view) min must be < max, got \(fmt(lo))...\(fmt(hi))") }
        return lo...hi
    }
    /// A Slider's or Stepper's "step" (> 0; no layout effect).
    static func step(_ o: ViewArgs, _ view: String) throws(LayoutError) -> Double? {
        guard let step = try Build.finite(try o.number("step"), "\(view) step") else { return nil }
        guard step > 0 else { throw LayoutError.invalid("\(view) step must be > 0, got \(fmt(step))") }
        return step
    }

    static func textField(_ o: ViewArgs) throws -> ViewNode {
        let placeholder = try o.string("placeholder") ?? "", text = try o.string("text") ?? ""
        guard normalizedName(o.type) == "textfield" else { return SecureField(placeholder, text: text).node }
        let axis: Axis
        switch try o.string("axis") {
        case nil, "horizontal"?: axis = .horizontal
        case "vertical"?: axis = .vertical
        case let other?: throw LayoutError.invalid("TextField axis must be \"horizontal\" or \"vertical\", got \(quoted(other))")
        }
        return TextField(placeholder, text: text, axis: axis).node
    }

    static let controlModifiers: [ModifierSpec] = [
        ModifierSpec.style("buttonStyle", ButtonStyle.self, "button style") { $0.buttonStyle($1) },
        ModifierSpec.style("toggleStyle", ToggleStyle.self, "toggle style") { $0.toggleStyle($1) },
        ModifierSpec.style("textFieldStyle", TextFieldStyle.self, "text field style") { $0.textFieldStyle($1) },
        ModifierSpec.style("pickerStyle", PickerStyle.self, "picker style") { $0.pickerStyle($1) }
            .doc("`automatic`, `menu`, `segmented`, `radioGroup` (macOS; the menu on iOS), `inline` (macOS: the radio group; iOS: the wheel), `wheel` (iOS; the menu on macOS)",
                 swiftUI: "`.pickerStyle(_:)`"),
        ModifierSpec.style("datePickerStyle", DatePickerStyle.self, "date picker style") { $0.datePickerStyle($1) }
            .doc("`automatic`, `compact`, `field`, `stepperField` (macOS; iOS: compact), `graphical`, `wheel` (iOS; macOS: the stepper field)",
                 swiftUI: "`.datePickerStyle(_:)`"),
        ModifierSpec("timeZone", value: ["string", "number"]) { o in
            o.content.timeZone(secondsFromGMT: try timeZone(o)).node
        }.doc(#"`"UTC"`, `"GMT"`, one with an offset (`"UTC+05:30"`, `"GMT-3"`), or seconds east of GMT"#,
              swiftUI: #"`.environment(\.timeZone, _)`: the zone the DatePickers inside show their date in (default UTC)"#),
        ModifierSpec.style("progressViewStyle", ProgressViewStyle.self, "progress view style") { $0.progressViewStyle($1) },
        ModifierSpec.style("labelStyle", LabelStyle.self, "label style") { $0.labelStyle($1) },
        ModifierSpec.style("controlSize", ControlSize.self, "control size") { $0.controlSize($1) }
            .doc(swiftUI: "`.controlSize(_:)`: the circular ProgressView (measured) and bordered buttons (assumed paddings, docs/PLATFORMS.md); `extraLarge` = `large`"),
        ModifierSpec.style("imageScale", ImageScale.self, "image scale") { $0.imageScale($1) },
        ModifierSpec.style("gaugeStyle", GaugeStyle.self, "gauge style") { $0.gaugeStyle($1) },
        ModifierSpec.style("controlGroupStyle", ControlGroupStyle.self, "control group style") { $0.controlGroupStyle($1) }
            .doc(swiftUI: "`.controlGroupStyle(_:)` for the ControlGroups inside (`menu`, `compactMenu`: a menu button; the others: the controls side by side)"),
        ModifierSpec.style("menuIndicator", MenuIndicatorVisibility.self, "menu indicator") { $0.menuIndicator($1) }
            .doc(swiftUI: "`.menuIndicator(_:)` (macOS: a hidden chevron: label + 24 instead of + 47.5)"),
        ModifierSpec.flag("labelsHidden") { $0.labelsHidden() },
        ModifierSpec.flag("scaledToFit") { $0.scaledToFit() },
        ModifierSpec.flag("scaledToFill") { $0.scaledToFill() },
        ModifierSpec("tag", value: ["number", "string"]) { o in
            let node: ViewNode
            switch o.arg {
            case .number(let n): node = o.content.tag(fmt(n)).node
            case .string(let t): node = o.content.tag(t).node
            default: throw LayoutError.invalid("expected a number or a string, got \(o.arg.typeName)")
            }
            return node
        }.doc("a number or a string", swiftUI: "`.tag(_:)` (Picker options)"),
    ]
}
