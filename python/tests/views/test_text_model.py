"""The text model against SwiftUI's measured text (docs/TEXT.md). Expected numbers are measurements of
Apple's SwiftUI recorded by github.com/iamcgn/swiftui-web: macOS 26.2 windows (Tests/Fixtures/
text-metrics/macos-26.json and the golden fixtures) and the iOS 26.0 iPhone SE simulator."""

import json
from pathlib import Path

import pytest

from swiftlayout import InvalidArgumentError, ParseError, Text, VStack, HStack, Color, layout

REPO = Path(__file__).resolve().parents[3]
WEIGHTS = {
    100: "ultra_light",
    200: "thin",
    300: "light",
    400: "regular",
    500: "medium",
    600: "semibold",
    700: "bold",
    800: "heavy",
    900: "black",
}


def mac(view, width=400):
    return layout(view, screen=(width, 400), scale=2, platform="macOS 26")


def size_of(view, **kw):
    frame = mac(view.id("t"), **kw)["t"].frame
    return frame.width, frame.height


def test_default_font_in_a_macos_window():
    # text/hello: Text("Hello") with no font in an NSWindow is 31 × 16 (the 13 pt system font).
    assert size_of(Text("Hello")) == (31, 16)


def test_bold_trait_and_weights():
    # text/weight-modifiers: .bold() on the default font is bold, 29.5 × 16; on .body the trait is
    # semibold, 28.5 × 18.5, while .weight(.bold) is 29.5; fontWeight(.semibold) "Weight" is 44.5.
    assert size_of(Text("Bold").bold()) == (29.5, 16)
    assert size_of(Text("Bold").font("body").bold()) == (28.5, 18.5)
    assert size_of(Text("Bold").font("body", weight="bold")) == (29.5, 18.5)
    assert size_of(Text("Weight").font_weight("semibold"))[0] == 44.5


def test_line_limits():
    # text/line-limit: a lower bound reserves lines ("Hello" 32 or 48 tall); lineLimit(...2) is lineLimit(2).
    assert size_of(Text("Hello").line_limit(min=2, max=4))[1] == 32
    assert size_of(Text("Hello").line_limit(min=3))[1] == 48
    assert size_of(Text("Hello").line_limit(2, reserves_space=True))[1] == 32
    sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."
    r = mac(Text(sentence).id("t").line_limit(max=2).frame(width=150, alignment="top_leading"))
    assert r["t"].frame.height == 32
    # lineLimit(1): one line, cut with an ellipsis: 144 wide (within the model's one pixel, 0.5 pt).
    r = mac(Text(sentence).id("t").line_limit(1).frame(width=150, alignment="top_leading"))
    assert r["t"].frame.height == 16 and abs(r["t"].frame.width - 144) <= 0.5


def test_line_breaking_pushes_out_a_lone_last_word():
    # text/paragraph-breaking: "Second paragraph wraps here as well." at 220 pt breaks before "as" (no lone
    # "well." on the last line): 3 lines (48), 186 wide.
    r = mac(Text("First line.\nSecond paragraph wraps here as well.").id("t").frame(width=220, alignment="top_leading"))
    assert r["t"].frame.height == 48 and abs(r["t"].frame.width - 186) <= 0.5


def test_multiline_alignment_changes_no_frame():
    # text/multiline-alignment: the same frame in every alignment.
    frames = {
        a: size_of(Text("Left\nRight side").multiline_text_alignment(a)) for a in ("leading", "center", "trailing")
    }
    assert len(set(frames.values())) == 1 and frames["center"][1] == 32


def test_ios_26_body_lines_and_spacing():
    # ios/text/styles: body is 24.5 tall; ios/layout/basics: two body Texts are 2 apart in a VStack,
    # a Text above a plain view 14.809.
    r = layout(
        VStack(Text("One").id("a"), Text("Two").id("b"), Color.red.frame(width=10, height=10).id("c")),
        device="iPhone SE",
        platform="iOS 26",
    )
    a, b, c = r["a"].frame, r["b"].frame, r["c"].frame
    assert a.height == 24.5 and abs(b.y - a.max_y - 2) < 1e-6 and abs(c.y - b.max_y - 14.809) < 1e-6


def test_bad_text_arguments_name_the_modifier():
    with pytest.raises(InvalidArgumentError, match="line_limit"):
        Text("x").line_limit(min=4, max=2)
    with pytest.raises(InvalidArgumentError, match="truncation_mode"):
        Text("x").truncation_mode("sideways")
    with pytest.raises(InvalidArgumentError, match="design"):
        Text("x").font(size=12, design="gothic")
    with pytest.raises(InvalidArgumentError, match="font_weight"):
        Text("x").font_weight("chunky")
    with pytest.raises(InvalidArgumentError, match="multiline_text_alignment"):
        Text("x").multiline_text_alignment("top")
    # Bounds are the document layer's (one place): the error names the modifier and the bound, and prints
    # the number as given (it used to print "inf" for 1e308).
    with pytest.raises(ParseError, match=r"tracking: .*±10000, got 1e\+308"):
        layout(Text("x").tracking(1e308), screen=(100, 100))


#: Text styles at display sizes (≥ 20 pt) per platform (docs/PLATFORMS.md).
DISPLAY_STYLES = {"macOS 26": ("largeTitle", "title"), "iOS 26": ("largeTitle", "title", "title2", "title3")}


def _view_for(key, platform="macOS 26"):
    """A Text for a recorded single-line measurement key and whether it is at a display size, or None if
    the key is not a plain one."""
    parts = key.split("|")
    if key.startswith("rich:") or len(parts) != 3 or parts[1] != "" or "\n" in parts[2]:
        return None
    font, text = parts[0].split(":"), parts[2]
    if font[0] == "style":
        view = Text(text).font(font[1])
        for extra in font[2:]:
            if extra == "italic":
                return None
            if extra.startswith("w"):
                view = view.font_weight(WEIGHTS[int(extra[1:])])
        return view, font[1] in DISPLAY_STYLES[platform]
    if font[0] == "system" and len(font) == 4 and font[3] == "default":
        size = float(font[1])
        return Text(text).font(size=size, weight=WEIGHTS[int(font[2])]), size >= 20
    return None


def calibration_accuracy(platform):
    """Per band ("text", "display"): recorded strings, and how many the model puts within 0.5 and 0.34 pt.
    Every height must be exact."""
    name = "macos" if platform.startswith("macOS") else "ios"
    entries = json.loads((REPO / f"Tests/Fixtures/text-metrics/{name}-26.json").read_text(encoding="utf-8"))["entries"]
    counts = {"text": [0, 0, 0], "display": [0, 0, 0]}
    for key, measured in entries.items():
        made = _view_for(key, platform)
        if made is None:
            continue
        view, display = made
        frame = layout(view.id("t"), screen=(2000, 400), scale=2, platform=platform)["t"].frame
        assert frame.height == measured["height"], (
            f"{platform} {key}: height {frame.height}, measured {measured['height']}"
        )
        c = counts["display" if display else "text"]
        c[0] += 1
        c[1] += abs(frame.width - measured["width"]) <= 0.5
        c[2] += abs(frame.width - measured["width"]) <= 0.34
    return counts


@pytest.mark.parametrize("platform", ["macOS 26", "iOS 26"])
def test_calibrated_widths_against_every_recorded_string(platform):
    # A regression guard for the calibration (docs/TEXT.md). The recorded strings are the fit's own data
    # (in-sample; scripts/fit_text_calibration.py reports the accuracy on held-out strings): every one within
    # 0.5 pt, at text sizes (< 20 pt) 99.5% and at display sizes 97% within 0.34; heights exact for every string.
    counts = calibration_accuracy(platform)
    n, half, third = counts["text"]
    assert n > 900
    assert half == n, f"{half} of {n} within 0.5 pt"
    assert third / n >= 0.995, f"{third} of {n} within 0.34 pt"
    n, half, third = counts["display"]
    assert n > 50
    assert half == n, f"display sizes: {half} of {n} within 0.5 pt"
    assert third / n >= 0.97, f"display sizes: {third} of {n} within 0.34 pt"


@pytest.mark.parametrize(
    "size, style, points",
    [
        # Apple HIG, Typography, "Dynamic Type sizes" (iOS, iPadOS): body 14 at xSmall, 23 at xxxLarge, 53 at
        # AX5; largeTitle 40 at xxxLarge; caption2 stays 11 from xSmall to Large.
        ("x_small", "body", 14),
        ("xxx_large", "body", 23),
        ("accessibility5", "body", 53),
        ("xxx_large", "largeTitle", 40),
        ("small", "caption2", 11),
    ],
)
def test_dynamic_type_scales_ios_text_styles(size, style, points):
    # The style at that Dynamic Type size is set in the point size of Apple's table: as wide as the same
    # text in `.system(size: points)` (the width model depends only on size and weight).
    scaled = layout(Text("Hello world").font(style).id("t"), device="iPhone SE", dynamic_type_size=size)["t"].frame
    fixed = layout(
        Text("Hello world").font(size=points, weight="semibold" if style == "headline" else None).id("t"),
        device="iPhone SE",
    )["t"].frame
    assert scaled.width == fixed.width


def test_dynamic_type_modifier_and_default():
    # The default size is Large (iOS 26 body line 24.5, measured); the modifier sets a subtree's size;
    # macOS has no Dynamic Type.
    large = layout(Text("Hi").id("t"), device="iPhone SE")["t"].frame
    ax3 = layout(Text("Hi").dynamic_type_size("accessibility3").id("t"), device="iPhone SE")["t"].frame
    assert large.height == 24.5 and ax3.width > 2 * large.width
    mac = layout(
        Text("Hi").font("body").id("t"),
        screen=(300, 300),
        scale=2,
        platform="macOS 26",
        dynamic_type_size="accessibility3",
    )["t"].frame
    assert mac.height == 18.5
    with pytest.raises(InvalidArgumentError, match="Dynamic Type"):
        Text("x").dynamic_type_size("huge")


def test_text_concatenation_is_one_paragraph():
    # text/concatenation (macOS 26.2): "Hello, " bold + "World" is 76.5 × 16; "Big " in largeTitle + "small"
    # is 74 × 38 (the tallest run's line); a bold + regular sentence at 150 pt wraps as one text: 4 lines, 64.
    # The runs' widths are the model's (held-out strings: 3 in 4 exact, the rest one pixel off; docs/TEXT.md).
    hello = size_of(Text("Hello, ").bold() + Text("World"))
    assert abs(hello[0] - 76.5) <= 0.5 and hello[1] == 16
    big = size_of(Text("Big ").font("largeTitle") + Text("small"))
    assert abs(big[0] - 74) <= 0.5 and big[1] == 38  # within the model's one pixel at display sizes
    rich = Text("Layout must ").bold() + Text("wrap this sentence onto several lines inside a narrow frame.")
    r = mac(rich.id("t").frame(width=150, alignment="top_leading"))
    assert r["t"].frame.height == 64
    # Bold on a Text is still a Text (it can be concatenated), and bad operands are refused.
    assert isinstance(Text("a").bold(), Text)
    with pytest.raises(TypeError):
        Text("a") + Color.red  # type: ignore[operator]


def test_tracking_line_spacing_text_case_and_scale_factor():
    # swiftui-web text-metrics (macOS 26.2): title "Hello" is 49 wide; .kerning(2) / .tracking(2) make it 59,
    # .tracking(5) 74, .tracking(-1) 44 (one value per character, the last included).
    # The model's title "Hello" is within a pixel of 49; the differences tracking makes are exact.
    base = size_of(Text("Hello").font("title"))[0]
    assert abs(base - 49) <= 0.5
    assert size_of(Text("Hello").font("title").tracking(2))[0] - base == 59 - 49
    assert size_of(Text("Hello").font("title").kerning(5))[0] - base == 74 - 49
    assert size_of(Text("Hello").font("title").tracking(-1))[0] - base == 44 - 49
    # lineSpacing(4): body at 150 pt wraps to 4 lines, 85.5 tall on macOS (measured) — the pitch is the
    # unrounded line plus 4.
    sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."
    r = mac(Text(sentence).font("body").line_spacing(4).id("t").frame(width=150, alignment="top_leading"))
    assert r["t"].frame.height == 85.5
    # textCase(.uppercase) measures the upper-case string.
    assert size_of(Text("hello").text_case("uppercase")) == size_of(Text("HELLO"))
    # minimumScaleFactor: a one-line Text too wide for 100 pt shrinks to fit (down to half its size) instead
    # of truncating; without room to shrink enough it stops at the factor.
    fitted = mac(Text(sentence).line_limit(1).minimum_scale_factor(0.2).id("t").frame(width=200))["t"].frame
    assert fitted.width <= 200 and fitted.height < 16
    with pytest.raises(InvalidArgumentError, match="minimum_scale_factor"):
        Text("x").minimum_scale_factor(0)


def test_monospaced_digit_gives_every_digit_one_width():
    # SwiftUI's documented rule for .monospacedDigit(): digits use fixed-width (tabular) glyphs, so "1111"
    # and "0000" are equally wide; proportional "1" is narrower than "0".
    assert size_of(Text("1111"))[0] < size_of(Text("0000"))[0]
    assert size_of(Text("1111").monospaced_digit())[0] == size_of(Text("0000").monospaced_digit())[0]


def test_baseline_offset_grows_the_line_on_the_shifted_side():
    # `.baselineOffset(o)` has no SwiftUI recording yet; the engine models it as Apple's text system grows a
    # line fragment for shifted glyphs (UIKit's NSAttributedString baselineOffset: a lowered label grows,
    # docs/TEXT.md "baselineOffset"): each line is |o| taller, raised text moves the baselines down by o.
    # This guards that modelled rule; a recording replaces it.
    def row(offset):
        r = mac(
            HStack(
                Text("Hello").id("a"),
                Text("Hello").baseline_offset(offset).id("b"),
                alignment="first_text_baseline",
                spacing=0,
            )
        )
        return r["a"].frame, r["b"].frame

    plain, raised = row(10)
    assert raised.height == 16 + 10 and raised.width == 31
    assert plain.y + 13 == raised.y + 13 + 10  # first baselines aligned: raised text's is 10 lower
    plain, lowered = row(-10)
    assert lowered.height == 26 and plain.y == lowered.y
    assert size_of(Text("Hello").baseline_offset(0)) == (31, 16)
    with pytest.raises(InvalidArgumentError, match="baseline_offset"):
        Text("x").baseline_offset(float("inf"))


def _recorded_view(key):
    """The Text a text-metrics key describes (`font|proposal;options|string`, `rich:font=utf16 length,…` for
    a concatenation; Tests/Fixtures/text-metrics/README.md) and its proposed width, or None."""
    font_key, proposal, text = key.split("|", 2)
    options = proposal.split(";")

    def styled(string, name):
        font = name.split(":")
        if font[0] == "style":
            view = Text(string).font(font[1])
            for extra in font[2:]:
                view = view.italic() if extra == "italic" else view.font_weight(WEIGHTS[int(extra[1:])])
            return view
        view = Text(string).font(
            size=float(font[1]), weight=WEIGHTS[int(font[2])], design=None if font[3] == "default" else font[3]
        )
        return view.italic() if font[4:] == ["italic"] else view

    if font_key.startswith("rich:"):
        units, at, view = text.encode("utf-16-le"), 0, None
        for spec in font_key[len("rich:") :].split(","):
            name, length = spec.rsplit("=", 1)
            run = styled(units[at * 2 : (at + int(length)) * 2].decode("utf-16-le"), name)
            at += int(length)
            view = run if view is None else view + run
    else:
        view = styled(text, font_key)
    most = least = None
    for option in options[1:]:
        if option.startswith("sc"):
            return None
        if option.startswith("tr"):
            view = view.tracking(float(option[2:]))
        elif option.startswith("k"):
            view = view.kerning(float(option[1:]))
        elif option.startswith("s"):
            view = view.line_spacing(float(option[1:]))
        elif option in ("thead", "tmiddle"):
            view = view.truncation_mode(option[1:])
        elif option.startswith("l"):
            most = int(option[1:])
        elif option.startswith("r"):
            least = int(option[1:])
    if most is not None and least == most:
        view = view.line_limit(most, reserves_space=True)
    elif least is not None or most is not None:
        view = view.line_limit(min=least, max=most) if least is not None else view.line_limit(most)
    return view, float(options[0]) if options[0] else None


#: Recordings with a proposal, a line limit or several runs that the model still misses, and why
#: (docs/TEXT.md, "Not modelled yet"). A strict list: one that starts to match fails the test.
KNOWN_MISSES = {
    # SwiftUI breaks before "several" at 270 pt: the model's "... onto several" is 0.06 pt inside the line.
    (
        "macOS 26",
        "system:13:400:default|270.0|Layout must wrap this sentence onto several lines inside a narrow frame.",
    ),
    ("iOS 26", "system:13:400:default|270.0|Layout must wrap this sentence onto several lines inside a narrow frame."),
    # A wrapped 28 pt line the model puts one pixel narrow (270.5 recorded).
    ("iOS 26", "style:title|300.0|Layout must wrap this sentence onto several lines inside a narrow frame."),
}


def test_wrapped_truncated_and_concatenated_recordings():
    # Every text-metrics recording with a proposal, a line limit or several runs (Tests/Fixtures/text-metrics,
    # swiftui-web, macOS 26.2 and iOS 26.0), laid out as recorded: width and height within 0.34 pt, except the
    # named misses. Most of their widest lines are fit data (scripts/fit_text_calibration.py); the line breaks,
    # truncation, heights and the rules that pick the widest line are not.
    misses = set()
    checked = 0
    for platform, name in (("macOS 26", "macos"), ("iOS 26", "ios")):
        path = REPO / f"Tests/Fixtures/text-metrics/{name}-26.json"
        entries = json.loads(path.read_text(encoding="utf-8"))["entries"]
        for key, measured in entries.items():
            font_key, proposal, text = key.split("|", 2)
            if proposal.split(";")[0] == "0.0" or (
                proposal == "" and not font_key.startswith("rich:") and "\n" not in text
            ):
                continue
            made = _recorded_view(key)
            if made is None:
                continue
            view, width = made
            view = view.id("t")
            if width is not None:
                view = view.frame(width=width, alignment="top_leading")
            frame = layout(view, screen=(3000, 3000), scale=2, platform=platform)["t"].frame
            checked += 1
            if abs(frame.width - measured["width"]) > 0.34 or abs(frame.height - measured["height"]) > 0.34:
                misses.add((platform, key))
    assert checked > 150
    assert misses == KNOWN_MISSES


def test_middle_truncation_centres_the_ellipsis():
    # swiftui-web text-metrics (macOS 26.2 and iOS 26.0): the sentence cut in the middle in 150 pt is 150 wide on
    # one line and 147 on two. The head and the tail each keep what fits in half of the line the ellipsis leaves
    # ("Layout mus…rrow frame.", "sentence o…rrow frame." under "Layout must wrap this"); as many characters
    # before the ellipsis as after it would make both 149.5.
    sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."
    for platform in ("macOS 26", "iOS 26"):
        for lines, width in ((1, 150), (2, 147)):
            view = (
                Text(sentence)
                .font(size=13)
                .line_limit(lines)
                .truncation_mode("middle")
                .id("t")
                .frame(width=150, alignment="top_leading")
            )
            frame = layout(view, screen=(400, 400), scale=2, platform=platform)["t"].frame
            assert frame.width == width, (platform, lines, frame.width)


def test_italic_keeps_the_upright_widths_and_a_small_tracking():
    # The recorded italics (macOS 26.2 and iOS 26.0; swiftui-web text-metrics and text/markdown): "Title " +
    # italic "italic" in title is 90 wide on macOS and 114.5 on iOS; title "italic" alone 44 on macOS; "italic"
    # and bold "both" in the 13 pt font 28.5 and 30.5. SF Pro's italic is set with the upright tables plus one
    # fitted tracking (docs/TEXT.md); Inter's own italic made the first two 89 and 112.
    title = Text("Title ").font("title") + Text("italic").font("title").italic()
    assert size_of(title) == (90, 33)
    assert layout(title.id("t"), device="iPhone SE", platform="iOS 26")["t"].frame.width == 114.5
    assert size_of(Text("italic").font("title").italic())[0] == 44
    assert size_of(Text("italic").italic())[0] == 28.5
    assert size_of(Text("both").bold().italic())[0] == 30.5


def test_ios_heavier_weights_raise_the_first_baseline():
    # swiftui-web ios/text-metrics.json (iOS 26.0): title's first baseline is 31.5 at regular and 31 from medium
    # on; in a first-text-baseline row a bold title Text therefore sits half a point lower than a regular one.
    # Concatenated, the line is as tall as the highest ascent and the deepest descent: "Env " + bold "bold" is
    # 42 tall (each alone 41.5).
    row = HStack(
        Text("Env").font("title").id("a"),
        Text("bold").font("title").bold().id("b"),
        alignment="first_text_baseline",
        spacing=0,
    )
    r = layout(row, device="iPhone SE", platform="iOS 26")
    assert r["b"].frame.y - r["a"].frame.y == 0.5
    env = Text("Env ").font("title") + Text("bold").font("title").bold()
    assert layout(env.id("t"), device="iPhone SE", platform="iOS 26")["t"].frame.height == 42


def test_collected_text_frames():
    # The Text frames of the goldens and of further swiftui-web recordings (macOS 26.2 and 26.6.2, iOS 26.0;
    # Tests/Fixtures/text-metrics/frames-26.json, gathered by scripts/collect_text_frames.py with their sources):
    # calibration data like the text-metrics files, so a regression guard. Each laid out as recorded: width and
    # height within 0.34 pt.
    frames = json.loads((REPO / "Tests/Fixtures/text-metrics/frames-26.json").read_text(encoding="utf-8"))["entries"]
    misses, checked = [], 0
    for platform, name in (("macOS 26", "macos"), ("iOS 26", "ios")):
        for key, measured in frames[name].items():
            view, _ = _recorded_view(key)
            frame = layout(view.id("t"), screen=(3000, 400), scale=2, platform=platform)["t"].frame
            checked += 1
            if abs(frame.width - measured["width"]) > 0.34 or frame.height != measured["height"]:
                misses.append((platform, key, (frame.width, frame.height), measured["width"]))
    assert checked > 190
    assert misses == []


def test_sf_mono_widths():
    """SF Mono: 0.6178 em per glyph, no size tracking (docs/TEXT.md): "The quick brown fox" at 20 pt is 235
    wide (swiftui-web text-metrics, macOS 26.2 and iOS 26.0) and a 13 pt `code` run 32.5 (swiftui-web
    text/markdown, macOS 26.6); .monospaced(), .font_design() and the font's design give the same."""
    mac = dict(screen=(400, 300), platform="macOS 26", safe_area=(0, 0, 0, 0), scale=2)
    for view in (
        Text("code").monospaced(),
        Text("code").font_design("monospaced"),
        VStack(Text("code")).monospaced(),
        Text("code").font(size=13, design="monospaced"),
    ):
        assert layout(view.id("t"), **mac)["t"].frame.width == 32.5
    assert layout(Text("The quick brown fox").font(size=20, design="monospaced").id("t"), **mac)["t"].frame.width == 235
    run = (Text("Mono ") + Text("code").monospaced() + Text(" and plain")).font("title3")
    assert layout(run.id("t"), **mac)["t"].frame.width == 146  # text/markdown "codeTitle"
    with pytest.raises(InvalidArgumentError, match="font_design"):
        Text("x").font_design("gothic")


def test_sf_symbols_inside_text():
    """Text(Image(systemName:)): the symbol is one glyph of the paragraph, as wide as its box in the run's
    font and weight; the line at least as tall as the box (swiftui-web text/inline-image, macOS 26.6: the
    star alone 16.5 × 16 at 13 pt and 28.5 × 33 in title; star + " Starred" 65; chevron + " Next" 42; a bold
    star + " Bold" 49.5 × 16.5)."""
    from swiftlayout import Image

    mac = dict(screen=(400, 300), platform="macOS 26", safe_area=(0, 0, 0, 0), scale=2)

    def size(view):
        frame = layout(view.id("t"), **mac)["t"].frame
        return frame.width, frame.height

    star = Text(Image(system_name="star"))
    assert size(star) == (16.5, 16) and size(star.font("title")) == (28.5, 33)
    assert size(star + Text(" Starred"))[0] == 65
    assert size(Text(Image(system_name="chevron.right")) + Text(" Next"))[0] == 42
    assert size((star + Text(" Bold")).bold()) == (49.5, 16.5)
    # A concatenation's own styling reaches its runs when it is concatenated again.
    assert size((Text("a") + Text("b")).bold() + Text("c")) == size(Text("a").bold() + Text("b").bold() + Text("c"))
    with pytest.raises(InvalidArgumentError, match="Image"):
        Text(Color.red)  # type: ignore[arg-type]
