"""Pictures (issue 32 item 6): the SVG is well-formed XML with correctly spelt attributes; text is drawn at the
width the engine measured (SVG ``textLength``, and in PNGs, which cairosvg draws without ``textLength``);
SF Symbols are glyph shapes, not grey boxes; the screen has an outline."""

import io
import re
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import Button, HStack, Image, List, Section, Spacer, Text, Toggle, VStack, layout
from swiftlayout.render.svg import SCREEN_CORNER_FRACTION
from swiftlayout.render.symbols import GRID, STROKE, _bbox

NS = "{http://www.w3.org/2000/svg}"
SPECIAL = "<b> & \"quotes\" 'apostrophes' \x01\x1f \ufffe שלום 😀 ]]> -- \u200f"


def views():
    return {
        "stack": VStack(Text("Hello"), Spacer()),
        "special characters": VStack(Text(SPECIAL).id("t"), Text(SPECIAL * 3), Spacer()),
        "list": List(
            Section(
                Text("Wi-Fi"),
                Toggle("Bluetooth", is_on=True),
                Button("Delete"),
                header=Text("Network & <more>"),
                footer=Text(SPECIAL),
            )
        ),
        "symbols": HStack(
            Image(system_name="star.fill"), Image(system_name="no.such.symbol"), Image("asset", 20, 20), Text("\"<&>\"")
        ),
    }


@pytest.mark.parametrize("name", list(views()))
@pytest.mark.parametrize("debug", [False, True])
def test_svg_is_xml_with_no_misspelt_attribute(name, debug):
    # Before: every SVG had the screen's rect with `class-="screen"` (_rect's class_ keyword made "class-"),
    # a well-formed but wrong attribute.
    result = layout(views()[name], device="iPhone 15 Pro")
    svg = result.svg(debug=debug, lint=True)
    root = ET.fromstring(svg)  # well-formed XML
    assert root.tag == NS + "svg"
    names = {attribute for element in root.iter() for attribute in element.attrib}
    assert not [a for a in names if a.endswith("-") or a.endswith("_")], names
    assert "class-" not in svg
    screens = [e for e in root.iter(NS + "rect") if e.get("class") == "screen"]
    assert len(screens) == 1 and screens[0].get("width") == "393" and screens[0].get("height") == "852"


def test_special_characters_survive_as_text():
    result = layout(VStack(Text("a < b & c > \"d\"").id("t"), Spacer()), device="iPhone SE")
    texts = [e.text for e in ET.fromstring(result.svg()).iter(NS + "text")]
    assert "a < b & c > \"d\"" in texts


def engine_lines(result):
    """(Text node, its <text> elements) for each Text the picture draws from the engine's lines."""
    root = ET.fromstring(result.svg())
    elements = list(root.iter(NS + "text"))
    out = []
    for node in result.nodes:
        drawing = node.text_drawing if node.kind == "Text" else None
        if drawing is None or node.frame.width <= 0:
            continue
        shown = [line["text"].rstrip(" ") for line in drawing["lines"] if line["text"].strip()]
        mine = [
            e
            for e in elements
            if e.text in shown
            and float(e.get("x")) >= node.frame.x - 0.01
            and node.frame.y <= float(e.get("y")) <= node.frame.max_y + 0.01
        ]
        out.append((node, mine))
    return out


@pytest.mark.parametrize("device, scale", [("iPhone 15 Pro", 3), ("iPhone SE", 2)])
def test_text_is_drawn_at_the_width_of_its_frame(device, scale):
    # A one-line Text is as wide as its line, rounded up to the pixel grid (swiftui-web text goldens: widths
    # in whole pixels): the engine's frame is that measured width, and the picture's line is stretched or
    # squeezed to it (textLength with lengthAdjust="spacingAndGlyphs"), so it neither runs past its frame nor
    # stops short of it, whatever font the viewer has. A wrapped Text's lines are each set to the width the
    # engine measured for that line, within the frame (which also counts a space hanging at a break).
    paragraph = (
        "A List row's wrapped footnote used to run past the row: the picture's font is not SF Pro, "
        "so its lines are set to the widths the engine measured."
    )
    view = List(
        Section(Text("Title"), Text(paragraph).font("footnote"), footer=Text(paragraph)),
        Text("WWWWWWWW MMMMMMM iiiiiii"),
    )
    result = layout(view, device=device)
    checked = singles = 0
    for node, elements in engine_lines(result):
        assert elements, node
        lengths = [float(e.get("textLength")) for e in elements]
        assert all(e.get("lengthAdjust") == "spacingAndGlyphs" for e in elements)
        assert all(length <= node.frame.width + 1e-6 for length in lengths)
        measured = [line["width"] for line in node.text_drawing["lines"] if line["text"].strip()]
        assert lengths == pytest.approx(measured, abs=1e-3)
        if len(elements) == 1:
            assert node.frame.width - 1 / scale - 1e-6 <= lengths[0]
            singles += 1
        checked += 1
    assert checked == 4 and singles == 2  # Title and the last row on one line; the footnote and the footer wrap


def symbol_groups(svg):
    return [g for g in ET.fromstring(svg).iter(NS + "g") if g.get("class") == "symbol"]


NAMES = [
    "chevron.right",
    "star",
    "heart",
    "plus",
    "xmark",
    "gear",
    "person",
    "magnifyingglass",
    "checkmark",
    "trash",
    "info.circle",
    "square.and.arrow.up",
    "bell",
    "house",
    "star.fill",
    "xmark.circle.fill",
]


@pytest.mark.parametrize("name", NAMES)
def test_common_sf_symbols_are_glyph_paths_inside_their_frame(name):
    # Before: every Image(systemName:) was a grey rounded box. The frame is the engine's (the symbol's
    # measured box); the glyph is drawn inside it.
    result = layout(VStack(Image(system_name=name).id("s"), Spacer()), device="iPhone 15 Pro")
    frame = result["s"].frame
    (group,) = symbol_groups(result.svg())
    assert name in group.find(NS + "title").text
    paths = group.findall(".//" + NS + "path")
    assert paths and all(p.get("stroke") for p in paths)
    assert "placeholder" not in (group.get("class") or "") and not [p for p in paths if p.get("stroke-dasharray")]
    tx, ty, s = (
        float(v)
        for v in re.match(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)", group.get("transform")).groups()
    )
    x0, y0, x1, y1 = _bbox([p.get("d") for p in paths])
    margin = STROKE / 2 * s + 1e-6
    assert frame.x - margin <= tx + s * x0 and tx + s * x1 <= frame.max_x + margin
    assert frame.y - margin <= ty + s * y0 and ty + s * y1 <= frame.max_y + margin
    # It fills its frame along one side at least (to within a stroke): a glyph, not a dot in a corner.
    assert s * (x1 - x0 + STROKE) >= frame.width - 0.01 or s * (y1 - y0 + STROKE) >= frame.height - 0.01
    assert s * GRID > 0


def test_an_unknown_symbol_is_a_titled_placeholder_and_an_asset_image_a_box():
    result = layout(HStack(Image(system_name="custom.glyph.xyz"), Image("asset", 20, 20)), device="iPhone SE")
    (group,) = symbol_groups(result.svg())
    assert "custom.glyph.xyz" in group.find(NS + "title").text
    assert [p for p in group.findall(NS + "path") if p.get("stroke-dasharray")]  # dashed: clearly a stand-in
    root = ET.fromstring(result.svg())
    assert [r for r in root.iter(NS + "rect") if r.get("fill") == "#e5e5ea"]  # the asset image's box


def outline(result):
    (path,) = [p for p in ET.fromstring(result.svg()).iter(NS + "path") if p.get("class") == "screen-outline"]
    return path.get("d")


def test_the_screen_has_an_outline():
    # A device with a home indicator (iPhone 15 Pro: a 34 pt bottom inset) has rounded display corners:
    # SCREEN_CORNER_FRACTION (assumed) of its width; the iPhone SE's screen and a size given as numbers are
    # square.
    rounded = outline(layout(Text("x"), device="iPhone 15 Pro"))
    radius = SCREEN_CORNER_FRACTION * 393 - 0.5
    assert f"A{radius:.3f}".rstrip("0").rstrip(".") in rounded
    assert "A0,0" in outline(layout(Text("x"), device="iPhone SE"))
    assert "A0,0" in outline(layout(Text("x"), screen=(300, 200)))


def ink_columns(png, top, bottom, scale):
    """The x (points) of the leftmost and rightmost dark pixels between ``top`` and ``bottom`` (points),
    away from the screen's outline."""
    image_module = pytest.importorskip("PIL.Image")
    image = image_module.open(io.BytesIO(png)).convert("L")
    width = image.size[0]
    columns = [
        x
        for x in range(3, width - 3)
        if any(image.getpixel((x, y)) < 100 for y in range(int(top * scale), int(bottom * scale)))
    ]
    return columns[0] / scale, (columns[-1] + 1) / scale


def test_png_text_stays_in_its_frame(tmp_path):
    # cairosvg ignores textLength: a line set in the picture's font (Inter or Noto Sans here, not SF Pro) ran
    # past its frame — "WWWWWWWWWWWWWW MMMMMMMMM" by 20 pt in Noto Sans. Each line is now set letter by
    # letter over the width the engine measured.
    pytest.importorskip("cairosvg")
    result = layout(
        VStack(Text("WWWWWWWWWWWWWW MMMMMMMMM").id("w"), Text("iiiiiiiiiiiiiiiiiiii lllllll").id("i"), Spacer()),
        device="iPhone SE",
    )
    path = result.save_png(tmp_path / "t.png", scale=2)
    with open(path, "rb") as file:
        png = file.read()
    for key in ("w", "i"):
        frame = result[key].frame
        left, right = ink_columns(png, frame.y, frame.max_y, 2)
        assert frame.x - 1 <= left and right <= frame.max_x + 1, (key, frame, left, right)
        # And it spans the frame (to within a glyph's side bearing), not a shrunken line.
        assert right - left >= frame.width - 4
