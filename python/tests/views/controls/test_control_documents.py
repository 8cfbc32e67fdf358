"""The controls' documents, checks, C constructors, from_swift and pictures: the JSON each control writes,
the errors that name the view and the argument, the C constructors' validation, SwiftUI source read into the
same views, and the SVG of the controls."""

import json
import math

import pytest
from controls_env import IOS, MAC_260, MAC_320, frames, frames_of, size

from swiftlayout import (
    Button,
    Divider,
    Gauge,
    HStack,
    Image,
    InvalidArgumentError,
    Label,
    LabeledContent,
    Link,
    Menu,
    Picker,
    ProgressView,
    SecureField,
    Slider,
    Stepper,
    Text,
    TextEditor,
    TextField,
    Toggle,
    VStack,
    from_swift,
    layout,
)
from swiftlayout._ffi import lib
from swiftlayout.document import to_document


def test_document_spellings():
    doc = VStack(Button("OK", role="destructive").button_style("bordered_prominent"), Divider()).to_document()
    assert '"buttonStyle":"borderedProminent"' in doc and '"role":"destructive"' in doc and '"type":"Divider"' in doc


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: Button("OK").button_style("fancy"), "button_style: unknown value 'fancy'"),
        (lambda: Image("x"), "Image: 'x' needs its asset's width and height"),
        (lambda: Image("x", 10), "Image: give both width and height"),
        (lambda: Toggle("On", is_on=1), "Toggle: is_on must be True or False"),
        (lambda: Slider(math.nan), "Slider: value"),
        (lambda: ProgressView(value=1, total=0), "ProgressView: total must be > 0"),
        (lambda: Label("x"), "Label: give exactly one of"),
        (lambda: Picker("P", selection=1.5), "Picker: selection must be"),
    ],
)
def test_validation_names_view_and_argument(make, message):
    with pytest.raises(InvalidArgumentError, match=message.replace("(", r"\(")):
        make()


def test_c_constructors_validate():
    d = lib.sl_document_new()
    try:
        assert lib.sl_button(d, b"OK", None) != 0
        assert lib.sl_button(d, None, None) == 0
        assert lib.sl_image(d, b"swatch", -1.0, 4.0, 0) == 0
        assert b"width and height" in lib.sl_last_error()
        v = lib.sl_toggle(d, b"On", 1)
        assert lib.sl_button_style(d, v, b"bordered") != 0
        assert lib.sl_button_style(d, v, b"fancy") == 0
        assert b"known: automatic, plain" in lib.sl_last_error()
        assert lib.sl_divider(12345) == 0
    finally:
        lib.sl_document_free(d)


def test_json_and_validation_of_link_menu_labeled_content_gauge_editor():
    doc = json.loads(to_document(VStack(Link("a", destination="u"), LabeledContent("k", "v"), TextEditor("t"))))
    kinds = [c["type"] for c in doc["children"]]
    assert kinds == ["Link", "LabeledContent", "TextEditor"]
    assert doc["children"][0]["destination"] == "u"
    with pytest.raises(InvalidArgumentError):
        TextEditor(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        Link("a", destination=None)  # type: ignore[arg-type]


def test_json_and_validation_of_sliders_steppers_pickers_symbols():
    doc = json.loads(
        to_document(
            VStack(
                Slider(25, "Volume", min=0, max=100, step=5, minimum_value_label="0"),
                Stepper(Text("Q"), 2, min=0, max=10),
                ProgressView(Text("Load"), 0.5, current_value_label="50%"),
            )
        )
    )
    s, st, p = doc["children"]
    assert (s["min"], s["max"], s["step"], s["label"]["text"], s["minimumValueLabel"]["text"]) == (
        0,
        100,
        5,
        "Volume",
        "0",
    )
    assert st["label"]["text"] == "Q" and (st["min"], st["max"]) == (0, 10)
    assert p["label"]["text"] == "Load" and p["currentValueLabel"]["text"] == "50%"
    with pytest.raises(InvalidArgumentError, match="Slider: min must be < max"):
        Slider(0.5, min=1, max=0)
    with pytest.raises(InvalidArgumentError, match="step must be > 0"):
        Stepper("Q", 1, step=0)
    with pytest.raises(InvalidArgumentError, match="ProgressView: total"):
        ProgressView(value=1, total=0)
    with pytest.raises(InvalidArgumentError, match="picker_style"):
        Picker("F", Text("A").tag(1)).picker_style("carousel")
    from swiftlayout._ffi import lib

    d = lib.sl_document_new()
    try:
        for doc, message in (
            ('{"type": "Slider", "value": 0, "min": 2, "max": 1}', b"Slider min must be < max"),
            ('{"type": "Stepper", "title": "Q", "step": -1}', b"Stepper step must be > 0"),
            (
                '{"type": "ProgressView", "title": "a", "label": {"type": "Text", "text": "b"}}',
                b"a ProgressView has a \"title\" or a \"label\" view",
            ),
            ('{"type": "Picker", "title": "F", "modifiers": [{"pickerStyle": "carousel"}]}', b"unknown picker style"),
        ):
            assert lib.sl_document_parse(d, doc.encode(), len(doc)) == 0
            assert message in lib.sl_last_error()
    finally:
        lib.sl_document_free(d)


def test_from_swift_of_link_menu_labeled_content_gauge_editor():
    # The same views from SwiftUI source (docs/SWIFT_SOURCE.md); frames as measured (see above).
    v = from_swift('''
        VStack(spacing: 12) {
            Link("Apple", destination: URL(string: "https://www.apple.com")!).id("a")
            LabeledContent("Count") { Color.red.frame(width: 10, height: 10) }.id("b")
            LabeledContent { Color.red.frame(width: 10, height: 30) } label: { Color.blue.frame(width: 20,
                                                                                                height: 5) }.id("c")
            TextEditor(text: .constant("Hello")).frame(height: 40).id("d")
            Menu { Button("Cut") {} } label: { Color.red.frame(width: 30, height: 10) }.menuStyle(.button).id("e")
        }
    ''')
    f = frames(v, **MAC_260)
    assert size(f["a"]) == (35, 16)
    assert f["b"].height == 18.5  # the label's body line
    assert size(f["c"]) == (20 + 8 + 10, 30)
    assert size(f["d"]) == (320, 40)
    with layout(v, **MAC_260) as r:
        assert size(r["e"].frame) == (30 + 47.5, 24)


def test_from_swift_of_sliders_steppers_pickers_symbols():
    # The new forms from SwiftUI source; numbers as above (SW-mac slider/basic, stepper/basic, progress/basic).
    v = from_swift('''
        VStack(spacing: 12) {
            Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("Min") } maximumValueLabel: {
                Text("Max")
            }.id("s")
            Stepper(value: .constant(1)) { Text("Count") }.id("st")
            ProgressView(value: 0.3) { Text("Copying") } currentValueLabel: { Text("30%") }.id("p")
            Button { } label: { Text("OK") }.id("b")
        }
    ''')
    f = frames_of(v, ("s", "st", "p", "b"), **MAC_320)
    assert f["s"].height == 18.5 and f["st"].height == 26 and f["p"].height == 52 and f["b"].height == 24


def test_svg_draws_the_controls():
    # Recognisable pictures: a field's text, bullets for a secure field, a placeholder; the gauge's ring; an
    # editor's text; the segmented picker's titles; a hidden label draws nothing.
    v = VStack(
        TextField("Name", "Ada").text_field_style("rounded_border"),
        SecureField("Password", "abc"),
        TextField("Placeholder", ""),
        Gauge(0.5).gauge_style("accessory_circular"),
        TextEditor("Hello there"),
        Picker("Size", Text("Small").tag(1), Text("Large").tag(2), selection=1).picker_style("segmented"),
        Slider(0.5, "Hidden on iOS"),
        Menu("Options"),
    )
    with layout(v, **IOS) as r:
        svg = r.svg()
    for text in (
        ">Ada<",
        ">\u2022\u2022\u2022<",
        ">Placeholder<",
        ">Hello there<",
        ">Small<",
        ">Large<",
        "<path d=\"M",
    ):
        assert text in svg, text
    assert ">H<" not in svg  # the slider's hidden title is not drawn as a letter
    with layout(v, **MAC_320) as r:
        assert "<polyline" in r.svg()  # the macOS menu button's chevron
    # macOS checkboxes show their state: an empty box when off, a filled box with a tick when on.
    with layout(VStack(Toggle("Off", False), Toggle("On", True)), **MAC_320) as r:
        svg = r.svg()
    assert svg.count('fill="#ffffff" stroke="#b0b0b5"') == 1 and svg.count('stroke="#ffffff" stroke-width="2"') == 1
    # A borderedProminent button is filled with the accent colour and its label drawn white; bordered stays grey.
    with layout(
        HStack(Button("Cancel"), Button("OK").button_style("borderedProminent")).button_style("bordered"), **IOS
    ) as r:
        svg = r.svg()
    assert '>Cancel</text>' in svg and 'fill="#ffffff">OK</text>' in svg and svg.count('fill="#007AFF"') == 1
