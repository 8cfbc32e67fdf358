"""Real text: the engine's HarfBuzz measurer in its raw model (raw_text=1: the font's own advances and
metrics, without the SF Pro calibration) against advances and metrics computed here with uharfbuzz from
the same font file (not from the engine). The calibrated model is checked against SwiftUI's measurements
in test_fixtures.py and test_text_model.py."""

import re

import pytest

import swiftlayout
from swiftlayout import Rectangle, Text, VStack, layout

hb = pytest.importorskip("uharfbuzz")  # installed with the test tools by the Makefile


def font_file():
    match = re.search(r" with (\S+)", swiftlayout.text_engine())
    assert match, f"no real font in use: {swiftlayout.text_engine()} (make deps installs fonts-inter)"
    return match.group(1)


class Reference:
    """Advances and metrics of the engine's font, at a point size, computed with uharfbuzz."""

    def __init__(self, size=17.0):
        face = hb.Face(hb.Blob.from_file_path(font_file()))
        self.font = hb.Font(face)
        self.scale = size / face.upem
        extents = self.font.get_font_extents("ltr")
        self.ascender, self.descender = extents.ascender * self.scale, extents.descender * self.scale
        self.line = (extents.ascender - extents.descender + extents.line_gap) * self.scale

    def width(self, text):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        return sum(p.x_advance for p in buf.glyph_positions) * self.scale


def text_frame(string, width=None):
    view = Text(string).id("t")
    view = view.fixed_size() if width is None else view.frame(width=width)
    return layout(view, screen=(1000, 1000), raw_text=1)["t"].frame


def test_the_default_engine_is_harfbuzz_with_inter():
    assert swiftlayout.text_engine().startswith("harfbuzz") and "Inter" in font_file()


def test_ideal_size_is_one_line():
    ref = Reference()
    f = text_frame("Hello world")
    assert f.width == pytest.approx(ref.width("Hello world"))
    assert f.height == pytest.approx(ref.line)


@pytest.mark.parametrize(
    "words, width, lines",
    [
        # Wrapped at a word boundary: the width is the widest line's.
        (["Hello", "world"], lambda r: r.width("Hello world") - 1, [["Hello"], ["world"]]),
        (
            ["The", "quick", "brown", "fox"],
            lambda r: max(r.width("The quick"), r.width("brown fox")) + 0.5,
            [["The", "quick"], ["brown", "fox"]],
        ),
        (["a", "b", "c"], lambda r: 1e6, [["a", "b", "c"]]),
    ],
)
def test_wrapping_at_several_widths(words, width, lines):
    ref = Reference()
    limit = width(ref)
    expected = max(ref.width(" ".join(line)) for line in lines)
    # The Text is as wide as its widest line and never wider than the proposal.
    t = layout(Text(" ".join(words)).id("t").frame(width=limit, alignment="leading"), screen=(1000, 1000), raw_text=1)[
        "t"
    ].frame
    assert t.width == pytest.approx(expected) and t.width <= limit + 1e-9
    assert t.height == pytest.approx(len(lines) * ref.line)


def test_long_word_breaks_between_characters():
    ref = Reference()
    word = "Supercalifragilistic"
    limit = ref.width(word) / 2
    t = layout(Text(word).id("t").frame(width=limit, alignment="leading"), screen=(1000, 1000), raw_text=1)["t"].frame
    lines = t.height / ref.line
    assert t.width <= limit + 1e-9
    assert lines >= 2 and lines == pytest.approx(round(lines))


def test_spacing_comes_from_the_font():
    # Rectangle above Text at @1x: h + s − ascender with h = ascender − descender, s = ⌈0.1·h⌉.
    import math

    ref = Reference()
    h = ref.ascender - ref.descender
    s = math.ceil(0.1 * h)
    r = layout(VStack(Rectangle().frame(height=10).id("a"), Text("Fat").id("t")), screen=(300, 300), raw_text=1)
    assert r["t"].frame.y - r["a"].frame.max_y == pytest.approx(h + s - ref.ascender)


def test_line_limit_and_system_font():
    # lineLimit(1) keeps one line of a text that wraps into two; .font(size: 34) doubles the line height.
    ref = Reference()
    limit = ref.width("Hello world") - 1
    two = layout(Text("Hello world").id("t").frame(width=limit), screen=(1000, 1000), raw_text=1)["t"].frame
    one = layout(Text("Hello world").id("t").frame(width=limit).line_limit(1), screen=(1000, 1000), raw_text=1)[
        "t"
    ].frame
    assert two.height == pytest.approx(2 * ref.line) and one.height == pytest.approx(ref.line)
    big = layout(Text("Hi").font(size=34).id("t"), screen=(1000, 1000), raw_text=1)["t"].frame
    assert big.height == pytest.approx(2 * ref.line)
    bold = layout(Text("Hi").font(size=17, weight="bold").id("t"), screen=(1000, 1000), raw_text=1)["t"].frame
    assert bold.width > 0
    with pytest.raises(ValueError, match="weight"):
        Text("x").font(size=12, weight="chunky")
    with pytest.raises(ValueError, match="line_limit"):
        Text("x").line_limit(0)
