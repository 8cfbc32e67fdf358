"""Link, Menu, LabeledContent, Gauge and TextEditor (issue #18) from Python and from Swift source. Every expected number
is a measurement of Apple's SwiftUI on macOS 26 (github.com/iamcgn/swiftui-web goldens, cited per test;
Tests/Fixtures/goldens/ctl2_*), except where docs/PLATFORMS.md marks the behaviour assumed."""
import json

import pytest

from swiftlayout import (Color, Gauge, InvalidArgumentError, LabeledContent, Link, Menu, Text, TextEditor, VStack,
                         from_swift, layout)
from swiftlayout.document import to_document

MAC = dict(screen=(320, 260), platform="macOS 26")


def frames(view, **env):
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ("a", "b", "c", "d") if n in r}


def size(rect):
    return (rect.width, rect.height)


def test_link_is_its_label():
    # SW-mac link/basic: "Apple" 35 x 16; .font(.title) "Large" 54 x 33; a label view is the label's size.
    f = frames(VStack(Link("Apple", destination="https://www.apple.com").id("a"),
                      Link("Large", destination="https://www.apple.com").font("title").id("b"),
                      Link(Color.red.frame(width=90.5, height=24), destination="https://www.apple.com").id("c"),
                      spacing=12), **MAC)
    assert size(f["a"]) == (35, 16)
    assert size(f["b"]) == (54, 33)
    assert size(f["c"]) == (90.5, 24)


def test_labeled_content_macos():
    # SW-mac labeledcontent/basic: "Count" (body, 18.5 tall) + 8 + "3" (16 tall, 1.25 down) = 53 x 18.5;
    # labelsHidden leaves the content alone ("Shown" 41 x 16). Widths are the text model's (issue #17), so
    # the test checks label + 8 + content, not 53.
    f = frames(VStack(LabeledContent(Text("Count").id("d"), Text("3").id("b")).id("a"),
                      LabeledContent("Hidden", Text("Shown")).labels_hidden().id("c"), spacing=12), **MAC)
    assert f["a"].height == 18.5 and f["d"].height == 18.5 and f["b"].height == 16
    assert f["b"].y - f["a"].y == 1.25
    assert f["b"].x == f["d"].x + f["d"].width + 8
    assert f["a"].width == f["d"].width + 8 + f["b"].width
    assert f["c"].height == 16


def test_labeled_content_fills_the_row_on_ios():
    # Assumed (docs/PLATFORMS.md): on iOS the row takes the proposed width, the content trailing.
    f = frames(VStack(LabeledContent("Name", Text("Corey").id("b")).id("a")), screen=(320, 480), platform="iOS 26")
    assert f["a"].width == 320
    assert f["b"].x + f["b"].width == 320


def test_text_editor_takes_the_proposal():
    # SW-mac texteditor/sizing: under a 16 pt Text, above a 60 pt row: 320 x 148.
    f = frames(VStack(Text("Above"), TextEditor("Hello").id("a"), Color.red.frame(height=60), spacing=8),
               screen=(320, 240), platform="macOS 26")
    assert (f["a"].x, f["a"].y, f["a"].width, f["a"].height) == (0, 24, 320, 148)


def test_menu_chrome_macos_and_plain_label_ios():
    # SW-mac menu/basic: label + 47.5 (24 tall), + 24 with the indicator hidden, + 45 with a primary action ("Primary" recorded 46.5 → 91.5).
    f = frames(VStack(Text("Options").id("a"), Menu("Options").id("b"),
                      Menu("Options").menu_indicator("hidden").id("c"), Menu("Options", primary_action=True).id("d")),
               screen=(360, 240), platform="macOS 26")
    assert size(f["b"]) == (f["a"].width + 47.5, 24)
    assert f["c"].width == f["a"].width + 24
    assert f["d"].width == f["a"].width + 45
    # SW-ios ios/menu/basic: the label alone (body, 24.5 tall).
    f = frames(VStack(Text("Options").id("a"), Menu("Options").id("b")), screen=(320, 300), platform="iOS 26")
    assert size(f["b"]) == size(f["a"])
    with pytest.raises(InvalidArgumentError):
        Menu("a").menu_indicator("sometimes")


def test_gauge_styles():
    # SW-mac gauge/accessory: circular 58 x 58, accessoryLinear 8 tall filling 280; gauge/basic: the default
    # 40.15 tall, 60.89 with a current value label.
    f = frames(VStack(Gauge(0.4, title="A").gauge_style("accessory_circular").id("a"),
                      Gauge(0.4, title="Level").gauge_style("accessoryLinear").id("b"),
                      Gauge(0.4, title="Battery").id("c"),
                      Gauge(0.6, title="Level", current_value_label="60%").id("d"), spacing=14).padding(20),
               screen=(320, 560), platform="macOS 26")
    assert size(f["a"]) == (58, 58)
    assert size(f["b"]) == (280, 8)
    assert size(f["c"]) == (280, 40.15087890625)
    assert size(f["d"]) == (280, 60.89306640625)
    with pytest.raises(InvalidArgumentError):
        Gauge(0.5, min=1, max=0)
    with pytest.raises(InvalidArgumentError):
        Gauge(0.5).gauge_style("dial")
    g = from_swift('Gauge(value: 0.3) { Text("R") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryLinear)')
    assert '"currentValueLabel": "30"' in json.dumps(json.loads(to_document(g)))


def test_json_and_validation():
    doc = json.loads(to_document(VStack(Link("a", destination="u"), LabeledContent("k", "v"), TextEditor("t"))))
    kinds = [c["type"] for c in doc["children"]]
    assert kinds == ["Link", "LabeledContent", "TextEditor"]
    assert doc["children"][0]["destination"] == "u"
    with pytest.raises(InvalidArgumentError):
        TextEditor(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        Link("a", destination=None)  # type: ignore[arg-type]


def test_from_swift():
    # The same views from SwiftUI source (docs/SWIFT_SOURCE.md); frames as measured (see above).
    v = from_swift('''
        VStack(spacing: 12) {
            Link("Apple", destination: URL(string: "https://www.apple.com")!).id("a")
            LabeledContent("Count") { Color.red.frame(width: 10, height: 10) }.id("b")
            LabeledContent { Color.red.frame(width: 10, height: 30) } label: { Color.blue.frame(width: 20, height: 5) }.id("c")
            TextEditor(text: .constant("Hello")).frame(height: 40).id("d")
            Menu { Button("Cut") {} } label: { Color.red.frame(width: 30, height: 10) }.menuStyle(.button).id("e")
        }
    ''')
    f = frames(v, **MAC)
    assert size(f["a"]) == (35, 16)
    assert f["b"].height == 18.5  # the label's body line
    assert size(f["c"]) == (20 + 8 + 10, 30)
    assert size(f["d"]) == (320, 40)
    with layout(v, **MAC) as r:
        assert size(r["e"].frame) == (30 + 47.5, 24)
