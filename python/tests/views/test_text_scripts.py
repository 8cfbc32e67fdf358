"""Text in other scripts: Chinese, Arabic, Hebrew and emoji are set in Debian's Noto fallback fonts with
real glyphs (no missing-glyph boxes), each run shaped by HarfBuzz in its own direction after GNU FriBidi's
bidirectional pass. Widths are checked against the fonts' own advances computed here with uharfbuzz
(independently of the engine), rounded up to the pixel grid as every Text width is (docs/TEXT.md)."""

import math

import pytest

from swiftlayout import Text, layout

hb = pytest.importorskip("uharfbuzz")

NOTO = "/usr/share/fonts"
FONTS = {
    "cjk": (f"{NOTO}/opentype/noto/NotoSansCJK-Regular.ttc", 2),  # Simplified Chinese face
    "arabic": (f"{NOTO}/truetype/noto/NotoSansArabic-Regular.ttf", 0),
    "hebrew": (f"{NOTO}/truetype/noto/NotoSansHebrew-Regular.ttf", 0),
    "emoji": (f"{NOTO}/truetype/noto/NotoColorEmoji.ttf", 0),
}


def advance(font_key, text, size):
    """(width in points, glyph ids) of `text` shaped with the fallback font."""
    path, index = FONTS[font_key]
    face = hb.Face(hb.Blob.from_file_path(path), index)
    font = hb.Font(face)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) * size / face.upem, [i.codepoint for i in buf.glyph_infos]


def width(text, device="iPhone SE"):
    """The ideal (one-line, unproposed) width of body Text, 17 pt at @2x."""
    return layout(Text(text).id("t").fixed_size(), device=device)["t"].frame.width


def ceil_half(x):
    return math.ceil(x * 2 - 1e-6) / 2


@pytest.mark.parametrize(
    "key, text",
    [
        ("cjk", "你好世界"),  # the seed articles are Chinese
        ("arabic", "مرحبا"),
        ("hebrew", "שלום"),
        ("emoji", "👍🏽🎉"),
    ],
)
def test_other_scripts_use_real_glyphs_of_the_fallback_font(key, text):
    expected, glyphs = advance(key, text, 17)
    assert 0 not in glyphs, f"the fallback font lacks a glyph for {text!r}"
    assert width(text) == ceil_half(expected)


def test_mixed_direction_line_is_the_sum_of_its_runs():
    # "Hello " in Inter (calibrated) + an Arabic run in Noto Sans Arabic + " world": the line is as wide as
    # its parts measured alone, up to the pixel rounding of each part.
    whole = width("Hello مرحبا world")
    parts = width("Hello ") + width("مرحبا") + width(" world")
    assert abs(whole - parts) <= 1.5


def test_wrapping_chinese_breaks_between_characters():
    # Chinese has no spaces: a line too narrow for the sentence breaks between characters; every CJK
    # character is one em (17 pt) in Noto Sans CJK, so 40 pt hold two per line: three lines, 24.5 + 2 × 26
    # (iOS 26 body line and pitch, measured: swiftui-web ios/text-metrics.json).
    frame = layout(Text("你好世界你好").id("t").frame(width=40), device="iPhone SE")["t"].frame
    assert frame.height == 24.5 + 2 * 26 and frame.width == 34
