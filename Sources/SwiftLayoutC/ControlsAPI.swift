// The everyday views (issue #18): Divider, Image, Button, Label, Toggle, TextField, SecureField, Slider,
// Stepper, Picker, ProgressView, and the control style modifiers. Styles are SwiftUI's names as strings
// ("bordered", "borderedProminent" or "bordered_prominent", …); an unknown name is SL_ERR_INVALID_ARGUMENT
// with a message listing the known ones. Sizes per platform: docs/PLATFORMS.md.
import SwiftLayout

/// A control style or size by SwiftUI name, ignoring case and underscores.
private func styleName<E: CaseIterable & RawRepresentable>(_ p: UnsafePointer<CChar>?, _ type: E.Type, _ what: String) throws(CError) -> E
    where E.RawValue == String {
    let name = try requireString(p, what)
    func key(_ s: String) -> String { s.lowercased().filter { $0 != "_" && $0 != " " } }
    if let match = E.allCases.first(where: { key($0.rawValue) == key(name) }) { return match }
    throw CError(SL_ERR_INVALID_ARGUMENT, "unknown \(what) \"\(name.prefix(100))\"; known: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
}

private func finite(_ v: Double, _ what: String) throws(CError) -> Double {
    guard v.isFinite else { throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) must be finite, got \(v)") }
    return v
}

private func intrinsic(_ w: Double, _ h: Double, _ what: String) throws(CError) -> Size {
    guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
        throw CError(SL_ERR_INVALID_ARGUMENT, "\(what) width and height must be finite numbers ≥ 0, got \(w) × \(h)")
    }
    return Size(width: w, height: h)
}

/// Divider(): a line of the platform's thickness across its stack. Returns a view or 0.
@c(sl_divider) public func slDivider(_ d: UInt64) -> UInt64 { make(d) { (_) throws(CError) in Divider() } }

/// Image(name) whose asset is `width` × `height` points (finite, ≥ 0); `resizable` non-zero for
/// `.resizable()`. Returns a view or 0.
@c(sl_image) public func slImage(_ d: UInt64, _ name: UnsafePointer<CChar>?, _ width: Double, _ height: Double, _ resizable: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in
        let image = Image(try requireString(name, "image name"), width: width, height: height)
        _ = try intrinsic(width, height, "image")
        return resizable != 0 ? image.resizable() : image
    }
}

/// Image(systemName:): `width`/`height` the symbol's size, or both NaN for the font's approximate box.
/// Returns a view or 0.
@c(sl_image_system) public func slImageSystem(_ d: UInt64, _ name: UnsafePointer<CChar>?, _ width: Double, _ height: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        let symbol = try requireString(name, "system image name")
        if width.isNaN && height.isNaN { return Image(systemName: symbol) }
        return Image(systemName: symbol, size: try intrinsic(width, height, "symbol"))
    }
}

/// Button(title) (`role`: NULL, "destructive" or "cancel"). Returns a view or 0.
@c(sl_button) public func slButton(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ role: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        Button(try requireString(title, "button title"), role: role == nil ? nil : try styleName(role, ButtonRole.self, "button role"))
    }
}

/// Button { label }: `label` a view of the document. Returns a view or 0.
@c(sl_button_with_label) public func slButtonWithLabel(_ d: UInt64, _ label: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in Button(label: try Registry.view(label, in: document)) }
}

/// Label(title, systemImage:) (symbol size `icon_width` × `icon_height`, both NaN for the approximate
/// box). Returns a view or 0.
@c(sl_label) public func slLabel(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ systemImage: UnsafePointer<CChar>?,
                                 _ iconWidth: Double, _ iconHeight: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        let t = try requireString(title, "label title"), s = try requireString(systemImage, "label system image")
        if iconWidth.isNaN && iconHeight.isNaN { return Label(t, systemImage: s) }
        return Label(t, systemImage: s, iconSize: try intrinsic(iconWidth, iconHeight, "label icon"))
    }
}

/// Label { title } icon: { icon }: two views of the document. Returns a view or 0.
@c(sl_label_with_views) public func slLabelWithViews(_ d: UInt64, _ title: UInt64, _ icon: UInt64) -> UInt64 {
    make(d) { (document) throws(CError) in
        Label(title: try Registry.view(title, in: document), icon: try Registry.view(icon, in: document))
    }
}

/// Toggle(title, isOn:). Returns a view or 0.
@c(sl_toggle) public func slToggle(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ isOn: Int32) -> UInt64 {
    make(d) { (_) throws(CError) in Toggle(try requireString(title, "toggle title"), isOn: isOn != 0) }
}

/// TextField(placeholder, text:), or SecureField when `secure` is non-zero. Returns a view or 0.
@c(sl_text_field) public func slTextField(_ d: UInt64, _ placeholder: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ secure: Int32) -> UInt64 {
    make(d) { (_) throws(CError) -> any View in
        let p = try requireString(placeholder, "text field placeholder"), t = try requireString(text, "text field text")
        return secure != 0 ? SecureField(p, text: t) : TextField(p, text: t)
    }
}

/// Slider(value:) with an optional label (`title` NULL for none). Returns a view or 0.
@c(sl_slider) public func slSlider(_ d: UInt64, _ value: Double, _ title: UnsafePointer<CChar>?) -> UInt64 {
    make(d) { (_) throws(CError) in
        Slider(value: try finite(value, "slider value"), label: title == nil ? nil : try requireString(title, "slider title"))
    }
}

/// Stepper(title, value:). Returns a view or 0.
@c(sl_stepper) public func slStepper(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ value: Double) -> UInt64 {
    make(d) { (_) throws(CError) in Stepper(try requireString(title, "stepper title"), value: try finite(value, "stepper value")) }
}

/// Picker(title, selection:) over `count` option views (tag them with sl_tag); `selection` the selected
/// tag, NULL for the first option. Returns a view or 0.
@c(sl_picker) public func slPicker(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ selection: UnsafePointer<CChar>?,
                                   _ options: UnsafePointer<UInt64>?, _ count: Int) -> UInt64 {
    make(d) { (document) throws(CError) in
        Picker(try requireString(title, "picker title"), selection: selection == nil ? nil : try requireString(selection, "picker selection"),
               options: try views(options, count, in: document))
    }
}

/// ProgressView(title, value:, total:): `title` NULL for none, `value` NaN for indeterminate, `total`
/// finite > 0. Returns a view or 0.
@c(sl_progress_view) public func slProgressView(_ d: UInt64, _ title: UnsafePointer<CChar>?, _ value: Double, _ total: Double) -> UInt64 {
    make(d) { (_) throws(CError) in
        guard total.isFinite, total > 0 else { throw CError(SL_ERR_INVALID_ARGUMENT, "progress total must be finite and > 0, got \(total)") }
        return ProgressView(title == nil ? nil : try requireString(title, "progress title"),
                            value: value.isNaN ? nil : try finite(value, "progress value"), total: total)
    }
}

// MARK: Modifiers

/// v.buttonStyle(style): "automatic", "plain", "borderless", "bordered", "borderedProminent".
@c(sl_button_style) public func slButtonStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.buttonStyle(try styleName(style, ButtonStyle.self, "button style")) }
}
/// v.toggleStyle(style): "automatic", "switch", "checkbox", "button".
@c(sl_toggle_style) public func slToggleStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.toggleStyle(try styleName(style, ToggleStyle.self, "toggle style")) }
}
/// v.textFieldStyle(style): "automatic", "plain", "roundedBorder", "squareBorder".
@c(sl_text_field_style) public func slTextFieldStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.textFieldStyle(try styleName(style, TextFieldStyle.self, "text field style")) }
}
/// v.pickerStyle(style): "automatic", "menu", "segmented".
@c(sl_picker_style) public func slPickerStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.pickerStyle(try styleName(style, PickerStyle.self, "picker style")) }
}
/// v.progressViewStyle(style): "automatic", "linear", "circular".
@c(sl_progress_view_style) public func slProgressViewStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.progressViewStyle(try styleName(style, ProgressViewStyle.self, "progress view style")) }
}
/// v.labelStyle(style): "automatic", "titleAndIcon", "titleOnly", "iconOnly".
@c(sl_label_style) public func slLabelStyle(_ d: UInt64, _ v: UInt64, _ style: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.labelStyle(try styleName(style, LabelStyle.self, "label style")) }
}
/// v.controlSize(size): "mini", "small", "regular", "large", "extraLarge".
@c(sl_control_size) public func slControlSize(_ d: UInt64, _ v: UInt64, _ size: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.controlSize(try styleName(size, ControlSize.self, "control size")) }
}
/// v.imageScale(scale): "small", "medium", "large".
@c(sl_image_scale) public func slImageScale(_ d: UInt64, _ v: UInt64, _ scale: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.imageScale(try styleName(scale, ImageScale.self, "image scale")) }
}
/// v.labelsHidden().
@c(sl_labels_hidden) public func slLabelsHidden(_ d: UInt64, _ v: UInt64) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.labelsHidden() }
}
/// v.tag(tag): a Picker option's tag.
@c(sl_tag) public func slTag(_ d: UInt64, _ v: UInt64, _ tag: UnsafePointer<CChar>?) -> UInt64 {
    modify(d, v) { (node) throws(CError) in node.tag(try requireString(tag, "tag")) }
}
/// v.scaledToFit() / v.scaledToFill() (`fill` non-zero).
@c(sl_scaled_to) public func slScaledTo(_ d: UInt64, _ v: UInt64, _ fill: Int32) -> UInt64 {
    modify(d, v) { (node) throws(CError) in fill != 0 ? node.scaledToFill() : node.scaledToFit() }
}
