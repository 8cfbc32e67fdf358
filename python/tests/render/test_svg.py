"""The SVG: parse it as XML and check the drawn shapes sit at the laid-out frames."""

import xml.etree.ElementTree as ET

from swiftlayout import Color, MapView, Spacer, Text, VStack, layout

NS = "{http://www.w3.org/2000/svg}"


def rects(svg):
    root = ET.fromstring(svg)
    return root, [
        tuple(float(r.get(k)) for k in ("x", "y", "width", "height")) + (r.get("fill"),) for r in root.iter(NS + "rect")
    ]


def test_screen_safe_area_and_fills():
    r = layout(VStack(Color.red.frame(height=100), Color.blue), device="iPhone 15 Pro")
    root, found = rects(r.svg())
    assert root.get("viewBox") == "0 0 393 852"
    assert (0, 0, 393, 852, "#ffffff") in found  # the screen
    assert (0, 0, 393, 59, "#000") in found  # the top unsafe band
    assert (0, 818, 393, 34, "#000") in found  # the bottom unsafe band
    # Red: 393×100 at the safe top; blue below it after the 8 pt gap: 759 − 108 = 651 tall at y 167.
    assert (0, 59, 393, 100, "#FF3B30") in found
    assert (0, 167, 393, 651, "#007AFF") in found


def test_debug_outlines_every_node():
    # The seed's first order with a border on the frame wrapper, pinned to the safe top by a Spacer.
    r = layout(VStack(MapView().edges_ignoring_safe_area("top").frame(height=300).border("red", width=2), Spacer()))
    svg = r.svg(debug=True)
    root = ET.fromstring(svg)
    groups = [g for g in root.iter(NS + "g") if g.get("class") == "debug"]
    assert len(groups) == len(r) == 6
    labels = [g.find(NS + "text").text for g in groups]
    assert labels == ["VStack", "BorderModifier", "FrameLayout", "SafeAreaIgnoringLayout", "MapView", "Spacer"]
    outline = groups[4].find(NS + "rect")
    # The MapView's outline is its frame: grown to the screen top, (0, 0, 393, 359).
    assert [float(outline.get(k)) for k in ("x", "y", "width", "height")] == [0, 0, 393, 359]
    # The border strokes inside the wrapper's frame (0, 59, 393, 300), inset by half its width.
    borders = [e for e in root.iter(NS + "rect") if e.get("stroke") == "#FF3B30"]
    assert [float(borders[0].get(k)) for k in ("x", "y", "width", "height")] == [1, 60, 391, 298]


def test_text_and_notebook_hooks():
    view = VStack(Text("Hello world").id("t"), Spacer())
    r = layout(view)
    texts = [t.text for t in ET.fromstring(r.svg()).iter(NS + "text")]
    assert "Hello world" in texts
    assert r._repr_svg_().startswith("<svg")
    assert view._repr_svg_().startswith("<svg")


def _texts(svg: str) -> list:
    root = ET.fromstring(svg)
    return [e.text for e in root.iter() if e.tag.endswith("text")]


def test_list_rows_section_headers_and_boxes_are_drawn() -> None:
    # The engine wraps a List's rows (ListRow) and a Section's header (SectionHeader) and expands the Section
    # in place; a GroupBox lays its label out before a stack of its views: every Text is still drawn.
    from swiftlayout import DisclosureGroup, GroupBox, List, Section, Toggle

    r = layout(
        List(
            Section(Text("Wi-Fi"), Toggle("Bluetooth", is_on=True), header=Text("Network"), footer=Text("Nearby")),
            Text("About"),
        ),
        device="iPhone 15 Pro",
    )
    assert _texts(r.svg()) == ["Network", "Wi-Fi", "Bluetooth", "Nearby", "About"]
    r = layout(
        VStack(
            GroupBox(Text("Inside"), Text("Second"), label="Title"),
            DisclosureGroup(Text("Body"), label="More", is_expanded=True),
        ),
        platform="macOS 26",
        screen=(300, 200),
    )
    assert _texts(r.svg()) == ["Title", "Inside", "Second", "More", "Body"]


def test_a_single_line_is_drawn_whole_at_the_engines_width() -> None:
    # macOS text is 13 pt on a 16 pt line (the goldens' host): the picture draws the whole word, as wide as
    # the engine measured it, not clipped at an iOS size.
    r = layout(Text("Options").id("t"), platform="macOS 26", screen=(300, 100), scale=2)
    (element,) = [e for e in ET.fromstring(r.svg()).iter() if e.tag.endswith("text")]
    assert element.text == "Options"
    # The line as wide as the engine measured it: the frame is that width rounded up to the @2x pixel grid.
    assert r["t"].frame.width - 0.5 < float(element.get("textLength")) <= r["t"].frame.width
    assert float(element.get("font-size")) < 14


def test_inset_grouped_rows_are_cards_with_separators() -> None:
    # Inset grouped (iOS 26's default List style): each section's rows are one white card on the grouped
    # background, with a hairline between two rows; plain rows span the list and get the hairlines only.
    from swiftlayout import List, Section

    view = List(Section(Text("A"), Text("B"), Text("C"), header=Text("H")), Section(Text("D")))
    cards = ET.fromstring(layout(view, device="iPhone 15 Pro").svg())
    rects = [e for e in cards.iter() if e.tag.endswith("rect") and e.get("fill") == "#FFFFFF" and e.get("rx")]
    lines = [e for e in cards.iter() if e.tag.endswith("line")]
    assert len(rects) == 2 and len(lines) == 2  # two sections; A|B and B|C
    plain = ET.fromstring(layout(view.list_style("plain"), device="iPhone 15 Pro").svg())
    assert not [e for e in plain.iter() if e.tag.endswith("rect") and e.get("rx")]
    # Plain: a section without a header runs on from the previous one (the iOS 26 plain style's rows-to-rows
    # gap is 0), so C|D is a hairline too.
    assert len([e for e in plain.iter() if e.tag.endswith("line")]) == 3


def test_a_pickers_title_and_selected_option_are_drawn() -> None:
    # The engine lays a Picker's title out before its options (only the selected one shows in a menu picker).
    from swiftlayout import List, Picker

    picker = Picker("Text Size", Text("Small").tag(0), Text("Medium").tag(1), selection=1)
    r = layout(List(picker), device="iPhone 15 Pro")
    assert _texts(r.svg()) == ["Text Size", "Medium"]


def test_text_is_drawn_in_the_engines_lines() -> None:
    # swiftui-web text/line-limit (macOS 26.2): the sentence cut to two lines in 150 pt is 144 x 32, two
    # lines of the 13 pt font, 16 apart; the picture draws those lines, the second ending in the ellipsis.
    sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."
    r = layout(
        Text(sentence).line_limit(2).id("t").frame(width=150, alignment="top_leading"),
        platform="macOS 26",
        screen=(400, 420),
        scale=2,
    )
    node = next(n for n in r.nodes if n.kind == "Text")
    drawing = node.text_drawing
    assert drawing is not None and drawing["size"] == 13 and drawing["pitch"] == 16 and len(drawing["lines"]) == 2
    texts = _texts(r.svg())
    assert len(texts) == 2 and texts[1].endswith("\u2026") and " ".join(texts).startswith("Layout must wrap")
    assert r.nodes[0].text_drawing is None  # not a Text
    picture = r.svg()
    r.close()
    assert r.svg() == picture  # the lines read before closing stay


def test_a_macos_columns_form_draws_no_cards() -> None:
    # macOS's automatic form style is two columns (swiftui-web form/basic): rows are as wide as their controls,
    # so the picture draws neither cards nor row separators for it; the same Form on an iPhone is grouped.
    from swiftlayout import Form, Toggle

    form = Form(Toggle("Wi-Fi", is_on=True), Text("Name"))
    mac = ET.fromstring(layout(form, device="window").svg())
    cards = [e for e in mac.iter() if e.tag.endswith("rect") and e.get("fill") == "#FFFFFF" and e.get("rx")]
    assert not cards and not [e for e in mac.iter() if e.tag.endswith("}line")]  # (a ticked checkbox is a polyline)
    phone = ET.fromstring(layout(form, device="iPhone 15 Pro").svg())
    assert [e for e in phone.iter() if e.tag.endswith("rect") and e.get("fill") == "#FFFFFF" and e.get("rx")]
