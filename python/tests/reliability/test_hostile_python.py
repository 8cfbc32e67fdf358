"""Hostile input on the Python side (issue #16): SVG work bounded by what is visible (item 4), SVG that
always parses (item 11), and bad values rejected at construction with messages naming the view or
modifier and the argument (item 12, Python part)."""

import itertools
import time
import xml.etree.ElementTree as ET

import pytest

import swiftlayout as sl
from swiftlayout import (
    Color,
    CustomAlignment,
    Grid,
    GridRow,
    InvalidArgumentError,
    MeasuredView,
    ParseError,
    Placeholder,
    Rect,
    Spacer,
    Text,
    VStack,
    layout,
)
from swiftlayout.render import svg as svg_module

NS = "{http://www.w3.org/2000/svg}"


class _FakeNode:
    """What svg._text reads of a node: its frame."""

    def __init__(self, frame):
        self.frame = frame


def _svg_text_lines(string, width, height):
    """The lines svg draws for Text(string) in a frame of width × height at 17 pt (body)."""
    out = svg_module._text(_FakeNode(Rect(0, 0, width, height)), Text(string), None)
    return [ET.fromstring(t).text or "" for t in out]


# -- item 4: SVG text wrapping is linear and bounded by the visible lines ---------------------------------


@pytest.mark.parametrize(
    "string",
    [
        "x" * 4_000_000,  # one long word: was 65 s (copies of the rest of the word per line)
        "a" + " " * 4_000_000 + "b",  # a run of spaces
        "\n" * 4_000_000,  # many paragraphs
        "ab " * 1_300_000,  # many short words
    ],
)
def test_svg_text_work_is_bounded_by_the_visible_lines(string):
    start = time.perf_counter()
    lines = _svg_text_lines(string, 50, 3 * 20.33)  # 3 visible lines
    elapsed = time.perf_counter() - start
    assert len(lines) <= 3
    assert elapsed < 0.5, f"{elapsed:.2f} s to draw 3 lines of a {len(string):,}-character Text"


def test_svg_of_a_long_text_in_a_narrow_frame():
    # The case, end to end (a shorter string keeps the engine's own layout time small).
    r = layout(Text("x" * 100_000).frame(width=50))  # (max_text_bytes: 100,000 by default)
    start = time.perf_counter()
    svg = r.svg()
    assert time.perf_counter() - start < 0.5
    texts = [t.text for t in ET.fromstring(svg).iter(NS + "text")]
    node = next(n for n in r.nodes if n.kind == "Text")
    assert 1 <= len(texts) <= max(1, int(node.frame.height / 20.33 + 1e-9))
    assert all(t and set(t) == {"x"} for t in texts)


def _old_wrap(string, per_line):
    """The SVG writer's wrapping before the fix (quadratic on long words): the reference for its lines."""
    lines = []
    for paragraph in string.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = word if not current else current + " " + word
            if len(candidate) <= per_line:
                current = candidate
                continue
            if current:
                lines.append(current)
            while len(word) > per_line:
                lines.append(word[:per_line])
                word = word[per_line:]
            current = word
        lines.append(current)
    return lines


hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab \n", max_size=60), st.integers(1, 9), st.integers(1, 12))
def test_svg_wrapping_draws_the_same_lines_as_before(string, per_line, visible):
    expected = _old_wrap(string, per_line)[:visible]
    assert list(itertools.islice(svg_module.wrap_lines(string, per_line), visible)) == expected


# -- item 11: the SVG is always well-formed XML -----------------------------------------------------------


def test_svg_with_control_characters_parses():
    r = layout(VStack(Text("a\x01b\x1f\x7f\ufffe").id("t"), Spacer()))
    root = ET.fromstring(r.svg(debug=True))
    texts = [t.text for t in root.iter(NS + "text")]
    assert "a\ufffdb\ufffd\x7f\ufffd" in texts  # forbidden characters drawn as U+FFFD; DEL is allowed


def test_svg_joins_surrogate_pairs_and_replaces_lone_surrogates():
    assert svg_module.xml_text("\ud83d\ude00") == "\U0001f600"
    assert svg_module.xml_text("a\ud800b\udc00") == "a\ufffdb\ufffd"
    r = layout(Text("\ud83d\ude00"))  # a pair as two code points: the engine takes it
    ET.fromstring(r.svg().encode("utf-8"))


_any_text = st.text(alphabet=st.characters(blacklist_categories=()), max_size=40)


@settings(max_examples=300, deadline=None)
@given(_any_text)
def test_svg_escaping_always_parses(string):
    # Every code point, lone surrogates included, through the writer's escaping: parses, encodes as UTF-8.
    document = (
        f'<svg xmlns="http://www.w3.org/2000/svg"><text a={svg_module.quoteattr(string)}>'
        f'{svg_module.escape(string)}</text></svg>'
    )
    ET.fromstring(document.encode("utf-8"))


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30), st.text(min_size=1, max_size=10).filter(lambda s: "\x00" not in s), st.text(max_size=10))
def test_svg_of_random_strings_parses(text, name, title):
    # (ids may not contain NUL: test_hostile_engine.py checks that they are refused)
    view = VStack(Text(text).id(name), Placeholder(name), Color.red.navigation_title(title).tab_item(title))
    with layout(sl.NavigationStack(sl.TabView(view))) as r:
        for debug in (False, True):
            ET.fromstring(r.svg(debug=debug).encode("utf-8"))


# -- item 12: bad values are rejected in Python, naming the view and the argument -------------------------


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: Text("a").font(size=0), ["Text.font", "size", "(0, 10000]"]),
        (lambda: Color.red.font(size=10_001), ["font", "size", "(0, 10000]"]),
        (lambda: Text("a", font={"size": 0}), ["Text(font=…)", "size"]),
        (lambda: Text("a", font={"size": 12, "colour": "red"}), ["Text(font=…)", "'colour'"]),
        (lambda: Text("a").font(size=float("nan")), ["font", "size", "NaN"]),
        (lambda: Text("a").line_limit(10**7), ["line_limit", "limit", "1000000"]),
        (lambda: Text("a").line_limit(0), ["line_limit", "limit"]),
        (lambda: Text("a").grid_cell_columns(10**6 + 1), ["grid_cell_columns", "count", "1000000"]),
        (lambda: Color.red.container_relative_frame("horizontal", count=10**10), ["container_relative_frame", "count"]),
        (
            lambda: Color.red.container_relative_frame("horizontal", count=3, span=2**40),
            ["container_relative_frame", "span"],
        ),
        (lambda: MeasuredView(lambda p: (1, 1), name=5), ["MeasuredView", "name", "string"]),
        (
            lambda: MeasuredView(lambda p: (1, 1), name="a\udfffb"),
            ["MeasuredView", "name", "lone surrogate at index 1"],
        ),
        (lambda: Text("abc\ud800"), ["Text: text contains a lone surrogate at index 3"]),
        (lambda: Text("\ude00\ud83d"), ["Text: text contains a lone surrogate at index 0"]),
        (lambda: Text(b"bytes"), ["Text", "text", "string", "bytes"]),
        (lambda: Color.red.id("x\ud800"), ["Color", "id", "lone surrogate"]),
        (lambda: Placeholder("\udc00"), ["Placeholder", "name", "lone surrogate"]),
        (lambda: Color.red.navigation_title("\ud800"), ["navigation_title", "title", "lone surrogate"]),
        (lambda: Color.red.tab_item(7), ["tab_item", "title", "string"]),
        (lambda: Color.red.coordinate_space("\ud800"), ["coordinate_space", "name", "lone surrogate"]),
        (lambda: CustomAlignment("\ud800"), ["CustomAlignment", "name", "lone surrogate"]),
        (lambda: Color.red.frame(width=10**400), ["frame width", "1.8e308"]),
    ],
)
def test_bad_values_raise_in_python_naming_view_and_argument(make, words):
    with pytest.raises(InvalidArgumentError) as caught:
        make()
    assert not isinstance(caught.value, ParseError)
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    assert "$." not in message  # not an engine JSON path


def test_values_at_the_engine_bounds_lay_out():
    view = VStack(
        Text("a").font(size=10_000).line_limit(1_000_000),
        Text("b", font={"size": 0.5, "weight": "bold"}),
        Grid(GridRow(Text("c").grid_cell_columns(1_000_000))),
        Color.red.container_relative_frame("horizontal", count=10**6, span=10**6),
        MeasuredView(lambda p: (1, 1), name=""),
        Text("\ud83d\ude00 pair"),
    )
    with layout(view) as r:
        assert len(r) > 0


# -- every public entry point with junk: a clear error, never malformed output or a stray exception -------

_JUNK = ["x", float("nan"), None, -1, float("inf"), object(), [1, 2], 1e308, "\x00"]


def _junk_calls(signature, skip_first=False):
    """For each parameter of ``signature`` and each junk value: (positional args, keyword args) with that
    parameter junk and the others at their defaults (1 where there is none; "a" for names and titles)."""
    params = [
        p
        for p in list(signature.parameters.values())[1 if skip_first else 0 :]
        if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]
    for p in params:
        for bad in _JUNK:
            kw = {
                q.name: q.default
                if q.default is not q.empty
                else ("a" if q.name in ("title", "text", "name", "label", "system_name") else 1)
                for q in params
            }
            kw[p.name] = bad
            yield [kw.pop(q.name) for q in params if q.kind == q.POSITIONAL_ONLY], kw


def _allowed(call):
    """Runs ``call`` (which returns a View or None) and lays its view out; an error is fine if it is one of
    the package's own (naming the view or the document path) or a TypeError from Python's argument binding
    or a type check. Returns the unexpected exception, if any."""
    try:
        view = call()
        if isinstance(view, sl.View):
            _ = layout(VStack(view), screen=(300, 300)).nodes
    except (InvalidArgumentError, TypeError, sl.NotFoundError):
        return None
    except ParseError as e:  # a bound checked by the document layer: must name where (a JSON path)
        return None if str(e).startswith("$.") else e
    except Exception as e:
        return e
    return None


def test_every_view_method_with_junk_fails_cleanly():
    """Found: UnevenRoundedRectangle / default_min_list_row_height with None, separator tints with an
    unknown colour (malformed JSON or a late error without the argument's name)."""
    import inspect

    failures = []
    for name, method in inspect.getmembers(sl.View, callable):
        if name.startswith("_"):
            continue
        try:
            signature = inspect.signature(method)
        except (TypeError, ValueError):
            continue
        for args, kw in _junk_calls(signature, skip_first=True):
            e = _allowed(lambda name=name, args=args, kw=kw: getattr(sl.Rectangle(), name)(*args, **kw))
            if e is not None:
                failures.append(f"{name}({args}, {kw}): {type(e).__name__}: {e}")
    assert not failures, "\n".join(failures[:20])


def test_every_view_constructor_with_junk_fails_cleanly():
    import inspect

    failures = []
    for name in sl.__all__:
        cls = getattr(sl, name)
        if not (inspect.isclass(cls) and issubclass(cls, sl.View)) or cls is sl.View:
            continue
        try:
            signature = inspect.signature(cls)
        except (TypeError, ValueError):
            continue
        for args, kw in _junk_calls(signature):
            e = _allowed(lambda cls=cls, args=args, kw=kw: cls(*args, **kw))
            if e is not None:
                failures.append(f"{name}({args}, {kw}): {type(e).__name__}: {e}")
    assert not failures, "\n".join(failures[:20])
