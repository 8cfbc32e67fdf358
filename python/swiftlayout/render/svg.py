"""SVG pictures of a layout: the screen, its safe area, the views as SwiftUI would draw them, and (with
``debug=True``) every wrapper's frame outlined in its own colour with its type name — the seed answer's
border trick, for every node at once."""

from __future__ import annotations

import calendar as _cal
import itertools
import math
import re
import sys
from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Protocol, Sequence, Tuple
from xml.sax.saxutils import escape as _escape, quoteattr as _quoteattr

from ..errors import InvalidArgumentError
from ..geometry import Rect
from ..modifiers.controls import zone_offset
from ..modifiers.drawing import HiddenModifier, OpacityModifier, ZIndexModifier
from ..modifiers.layout import BackgroundStyleModifier
from ..registry import EntryModifier
from ..views.controls import DatePicker, Gauge, Image, Picker, ProgressView, SecureField, Slider, TextEditor, TextField
from .symbols import symbol_svg
from ..views import (
    SHAPES,
    AnyShape,
    BackgroundModifier,
    BorderModifier,
    Capsule,
    Circle,
    Color,
    Ellipse,
    FontModifier,
    MapView,
    ModifiedContent,
    Placeholder,
    RoundedRectangle,
    Text,
    UnevenRoundedRectangle,
    View,
)


class DrawnNode(Protocol):
    """What drawing reads of a laid-out node (:class:`swiftlayout.Node`, which comes later in the module
    order: a Layout draws itself with :func:`render`)."""

    @property
    def index(self) -> int: ...
    @property
    def frame(self) -> Rect: ...
    @property
    def kind(self) -> str: ...
    @property
    def type_name(self) -> str: ...
    @property
    def id(self) -> Optional[str]: ...
    @property
    def label(self) -> Optional[str]: ...
    @property
    def view(self) -> Optional[View]: ...
    @property
    def children(self) -> Sequence[DrawnNode]: ...


class _Inherited(NamedTuple):
    """What a node's environment gives its drawing: the time zone a DatePicker shows (seconds from GMT), the
    button style in effect (``.buttonStyle``) and the colour its Text draws in (white on a prominent button)."""

    zone: int = 0
    button_style: Optional[str] = None
    ink: str = "#000"
    #: The colour of a ``.background(Color…)`` style, for the fill the engine makes behind the content.
    fill: Optional[str] = None


class Highlight(NamedTuple):
    """A rectangle the picture marks on top of the views (a lint finding): outlined and tinted in
    ``color``, with a short ``label`` and a ``title`` (the tooltip)."""

    rect: Rect
    label: str
    color: str
    title: str


class DrawnLayout(Protocol):
    """What drawing reads of a layout (:class:`swiftlayout.Layout`)."""

    screen: Tuple[float, float]
    safe_area: Tuple[float, float, float, float]
    keyboard_height: float

    @property
    def root(self) -> DrawnNode: ...
    @property
    def nodes(self) -> Sequence[DrawnNode]: ...


# iOS system colours (light appearance).
SYSTEM_COLORS = {
    "red": "#FF3B30",
    "orange": "#FF9500",
    "yellow": "#FFCC00",
    "green": "#34C759",
    "mint": "#00C7BE",
    "teal": "#30B0C7",
    "cyan": "#32ADE6",
    "blue": "#007AFF",
    "indigo": "#5856D6",
    "purple": "#AF52DE",
    "pink": "#FF2D55",
    "brown": "#A2845E",
    "white": "#FFFFFF",
    "gray": "#8E8E93",
    "black": "#000000",
    "clear": "none",
    "primary": "#000000",
    "secondary": "#8A8A8E",
}
DEBUG_PALETTE = (
    "#e6194b",
    "#3cb44b",
    "#4363d8",
    "#f58231",
    "#911eb4",
    "#42d4f4",
    "#f032e6",
    "#9a6324",
    "#800000",
    "#469990",
    "#000075",
    "#808000",
)
#: The screen's outline: a device with a home indicator (a bottom safe-area inset) has rounded display corners,
#: drawn with a radius of this fraction of the screen's width (**assumed**: Apple publishes no display corner
#: radii; about 55 pt on a 393 pt wide iPhone 15 Pro; drawing only). A screen without one (iPhone SE, a size
#: given as numbers) is outlined square.
SCREEN_CORNER_FRACTION = 0.14
SCREEN_OUTLINE = "#1c1c1e"
TEXT_POINT_SIZES = {
    "largeTitle": 34,
    "title": 28,
    "title2": 22,
    "title3": 20,
    "headline": 17,
    "subheadline": 15,
    "body": 17,
    "callout": 16,
    "footnote": 13,
    "caption": 12,
    "caption2": 11,
}


# Characters XML 1.0 does not allow in a document (control characters other than tab, newline and
# carriage return; surrogates, which a Python string can hold alone; U+FFFE and U+FFFF). Any of them makes
# the whole SVG ill-formed, so they are drawn as U+FFFD, the replacement character.
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _join_surrogate_pairs(text: str) -> str:
    """``text`` with each surrogate pair (two code points, as JSON writes a character beyond U+FFFF)
    made the character it stands for, and each lone surrogate U+FFFD."""
    if text.isascii() or not _SURROGATE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def xml_text(text: str) -> str:
    """``text`` with every character XML 1.0 forbids replaced by U+FFFD (surrogate pairs joined first)."""
    return _NOT_XML.sub("\ufffd", _join_surrogate_pairs(text))


def escape(text: str) -> str:
    """``text`` as XML character data: markup escaped, forbidden characters replaced (see xml_text)."""
    return _escape(xml_text(text))


def quoteattr(text: str) -> str:
    """``text`` as a quoted XML attribute value, forbidden characters replaced (see xml_text)."""
    return _quoteattr(xml_text(text))


def _color(name: str) -> str:
    return SYSTEM_COLORS.get(name, name)


def _n(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".") if math.isfinite(v) else "0"


def _rect(r: Rect, **attrs: str) -> str:
    # (A keyword that is a Python name ends in "_", as class_: the attribute is "class".)
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}={quoteattr(v)}' for k, v in attrs.items())
    return f'<rect x="{_n(r.x)}" y="{_n(r.y)}" width="{_n(max(r.width, 0))}" height="{_n(max(r.height, 0))}"{extra}/>'


def _uneven(r: Rect, radii: Tuple[float, float, float, float], fill: str) -> str:
    """A path with its own radius per corner (top leading, bottom leading, bottom trailing, top trailing, drawn
    left to right), each clamped to half the shorter side as SwiftUI draws them."""
    limit = min(r.width, r.height) / 2
    tl, bl, br, tr = (min(max(v, 0), limit) for v in radii)
    x0, y0, x1, y1 = r.x, r.y, r.x + r.width, r.y + r.height
    d = (
        f"M{_n(x0 + tl)},{_n(y0)} H{_n(x1 - tr)} A{_n(tr)},{_n(tr)} 0 0 1 {_n(x1)},{_n(y0 + tr)} "
        f"V{_n(y1 - br)} A{_n(br)},{_n(br)} 0 0 1 {_n(x1 - br)},{_n(y1)} H{_n(x0 + bl)} "
        f"A{_n(bl)},{_n(bl)} 0 0 1 {_n(x0)},{_n(y1 - bl)} V{_n(y0 + tl)} "
        f"A{_n(tl)},{_n(tl)} 0 0 1 {_n(x0 + tl)},{_n(y0)} Z"
    )
    return f'<path d="{d}" fill="{fill}"/>'


def _shape(node: DrawnNode, view: View, fill: str) -> List[str]:
    r = node.frame
    while isinstance(view, AnyShape):
        view = view.shape
    if isinstance(view, Circle):
        radius = min(r.width, r.height) / 2
        return [f'<circle cx="{_n(r.mid_x)}" cy="{_n(r.mid_y)}" r="{_n(radius)}" fill="{fill}"/>']
    if isinstance(view, Ellipse):
        return [
            f'<ellipse cx="{_n(r.mid_x)}" cy="{_n(r.mid_y)}" rx="{_n(r.width / 2)}" ry="{_n(r.height / 2)}" '
            f'fill="{fill}"/>'
        ]
    if isinstance(view, Capsule):
        radius = min(r.width, r.height) / 2
        return [_rect(r, rx=_n(radius), fill=fill)]
    if isinstance(view, RoundedRectangle):
        return [_rect(r, rx=_n(view.corner_size[0]), ry=_n(view.corner_size[1]), fill=fill)]
    if isinstance(view, UnevenRoundedRectangle):
        return [_uneven(r, view.corner_radii, fill)]
    return [_rect(r, fill=fill)]


def _text(node: DrawnNode, view: Optional[Text], font: Optional[str], ink: str = "#000") -> List[str]:
    """A Text: as the engine laid it out, or (a closed layout's long text) estimated from the view."""
    drawing = getattr(node, "text_drawing", None)
    if drawing is not None:
        return _engine_text(node, drawing, ink)
    return [] if view is None else _estimated_text(node, view, font, ink)


def _engine_text(node: DrawnNode, drawing: Dict[str, Any], ink: str = "#000") -> List[str]:
    """A Text drawn as the engine laid it out: its font's size and weight, each of its lines at its baseline,
    as wide as the engine measured it (SF Pro's widths; the picture's font is squeezed or stretched to them)."""
    r = node.frame
    if r.width <= 0 or r.height <= 0:
        return []  # laid out at no size (a picker's unselected option): nothing shows
    size, pitch = drawing["size"], drawing["pitch"]
    weight = f' font-weight="{drawing["weight"]}"' if drawing["weight"] != 400 else ""
    style = ' font-style="italic"' if drawing["italic"] else ""
    out = []
    for k, line in enumerate(drawing["lines"]):
        # An SF Symbol inside Text (U+FFFC in the engine's lines) draws as a filled square: the picture
        # has no symbol glyphs (a standalone symbol is a grey box too).
        text = line["text"].rstrip(" ").replace("\ufffc", "\u25a0")
        if not text:
            continue
        y = r.y + drawing["firstBaseline"] + k * pitch
        width = min(line["width"], r.width)
        x = r.x + {"center": (r.width - width) / 2, "trailing": r.width - width}.get(drawing.get("alignment", ""), 0)
        fit = f' textLength="{_n(width)}" lengthAdjust="spacingAndGlyphs"' if width > 0 else ""
        out.append(
            f'<text x="{_n(x)}" y="{_n(y)}" {_FONT} font-size="{_n(size)}"{weight}{style}{fit} '
            f'fill="{ink}">{escape(_join_surrogate_pairs(text))}</text>'
        )
    return out


def _estimated_text(node: DrawnNode, view: Text, font: Optional[str], ink: str = "#000") -> List[str]:
    if node.frame.width <= 0 or node.frame.height <= 0:
        return []  # a hidden control label, placed at zero size
    style = view.font_style or font or "body"
    bold = False
    if isinstance(style, dict):
        bold = style.get("weight") in ("semibold", "bold", "heavy", "black")
        size = style.get("size") or TEXT_POINT_SIZES.get(style.get("style", "body"), 17)
        style = style.get("style", "")
    else:
        size = TEXT_POINT_SIZES.get(style, 17)
    r = node.frame
    # The style's size is the iOS one; the engine's frame knows the platform's (a macOS body line is 16
    # tall, an iOS one 20.33 or more): the lines the frame holds, and no larger a size than they allow.
    line = size * 20.33 / 17
    if r.height > 0:
        lines = max(1, round(r.height / line))
        size = min(size, r.height / lines / (20.33 / 17))
        line = r.height / lines
    advance = size * 85.33 / 11 / 17
    # The picture's advances are approximate: allow 5% so a line the engine fits is not wrapped here.
    per_line = max(1, int(r.width / advance * 1.05 + 1e-9)) if r.width > 0 else 1
    max_lines = min(max(1, int(r.height / line + 1e-9)) if r.height > 0 else 1, sys.maxsize)
    weight = ' font-weight="600"' if style == "headline" or bold else ""
    fit = ""
    if max_lines == 1 and r.width > 0:
        # One line: the whole first line of the string (a tail ellipsis where the engine cut it), stretched
        # or squeezed to the width the engine measured, so the picture shows the engine's measurement.
        # The engine fitted the line, or cut it (a line limit): the picture's advances are within about a
        # quarter of SF Pro's, so only a string far longer than the width was cut.
        room = int(per_line * 1.4) + 2
        first = _join_surrogate_pairs(view.string[: room + 1]).split("\n", 1)[0]
        cut = len(first) > room or "\n" in view.string
        shown = [first[: max(1, per_line - 1)].rstrip() + "\u2026" if cut else first]
        fit = f' textLength="{_n(r.width)}" lengthAdjust="spacingAndGlyphs"'
    else:
        shown = list(itertools.islice(wrap_lines(_join_surrogate_pairs(view.string), per_line), max_lines))
    out = []
    for k, text in enumerate(shown):
        y = r.y + k * line + line * 0.78
        out.append(
            f'<text x="{_n(r.x)}" y="{_n(y)}" font-family="-apple-system, Helvetica, Arial, sans-serif" '
            f'font-size="{_n(size)}"{weight}{fit} fill="{ink}">{escape(text)}</text>'
        )
    return out


_SPACES = re.compile(" *")


def wrap_lines(string: str, per_line: int) -> Iterator[str]:
    """The lines the picture draws for ``string``, at most ``per_line`` characters each: paragraphs at
    newlines, words at spaces, a word longer than a line cut into pieces. A generator that works from
    the start of the string and only as far as the lines asked for, so a caller that takes the visible
    lines spends time in proportion to them, not to the string (a 4 MB word in a 50 pt frame: its first
    few lines). Each step touches one line's worth of text: no copies of the rest of a word or string."""
    n = len(string)
    start = 0
    while True:
        end = string.find("\n", start)
        if end < 0:
            end = n
        current = ""
        pos = start
        while True:
            if not current:
                # A word joins an empty line as it is, so empty words (runs of spaces) leave it empty:
                # skip the whole run at once.
                spaces = _SPACES.match(string, pos, end)
                assert spaces is not None  # (" *" matches everywhere)
                pos = spaces.end()
            space = string.find(" ", pos, end)
            word_end = end if space < 0 else space
            length = word_end - pos
            fits = length <= per_line if not current else len(current) + 1 + length <= per_line
            if fits:
                word = string[pos:word_end]
                current = word if not current else current + " " + word
            else:
                if current:
                    yield current
                while length > per_line:
                    yield string[pos : pos + per_line]
                    pos += per_line
                    length -= per_line
                current = string[pos:word_end]
            if space < 0:
                break
            pos = space + 1
        yield current
        if end >= n:
            return
        start = end + 1


def _placeholder(node: DrawnNode, label: str) -> List[str]:
    r = node.frame
    return [
        _rect(r, fill="#dfe8d8", stroke="#9bb08a", stroke_width="1"),
        f'<line x1="{_n(r.x)}" y1="{_n(r.y)}" x2="{_n(r.max_x)}" y2="{_n(r.max_y)}" '
        f'stroke="#9bb08a" stroke-width="1"/>',
        f'<line x1="{_n(r.max_x)}" y1="{_n(r.y)}" x2="{_n(r.x)}" y2="{_n(r.max_y)}" '
        f'stroke="#9bb08a" stroke-width="1"/>',
        f'<text x="{_n(r.mid_x)}" y="{_n(r.mid_y)}" font-family="Helvetica, Arial, sans-serif" font-size="14" '
        f'text-anchor="middle" fill="#5d7050">{escape(label)}</text>',
    ]


def _bar(node: DrawnNode, layout: DrawnLayout) -> List[str]:
    """A navigation bar (title) or a tab bar (labels), with its background reaching the screen edge it
    sits against (under the status bar or the home indicator), as UIKit draws them."""
    r = node.frame
    height = layout.screen[1]
    top, _, bottom, _ = layout.safe_area
    fill = 'fill="#f2f2f7" stroke="#c6c6c8" stroke-width="0.5"'
    font = 'font-family="-apple-system, Helvetica, Arial, sans-serif"'
    out: List[str] = []
    if node.kind == "NavigationBar":
        y0 = 0.0 if r.y <= top + 0.5 else r.y
        out.append(f'<rect x="{_n(r.x)}" y="{_n(y0)}" width="{_n(r.width)}" height="{_n(r.max_y - y0)}" {fill}/>')
        if node.label:
            if r.height > 60:  # large title: bottom-left, 34 pt bold
                out.append(
                    f'<text x="{_n(r.x + 16)}" y="{_n(r.max_y - 10)}" {font} font-size="34" font-weight="700">'
                    f'{escape(node.label)}</text>'
                )
            else:
                out.append(
                    f'<text x="{_n(r.mid_x)}" y="{_n(r.mid_y + 6)}" {font} font-size="17" font-weight="600" '
                    f'text-anchor="middle">{escape(node.label)}</text>'
                )
    else:
        y1 = height if r.max_y >= height - bottom - 0.5 else r.max_y
        out.append(f'<rect x="{_n(r.x)}" y="{_n(r.y)}" width="{_n(r.width)}" height="{_n(y1 - r.y)}" {fill}/>')
        labels = (node.label or "").split("\t") if node.label else []
        for k, label in enumerate(labels):
            cx = r.x + r.width * (k + 0.5) / len(labels)
            out.append(
                f'<circle cx="{_n(cx)}" cy="{_n(r.y + 17)}" r="9" fill="{"#007AFF" if k == 0 else "#8E8E93"}"/>'
                f'<text x="{_n(cx)}" y="{_n(r.y + 40)}" {font} font-size="10" text-anchor="middle" '
                f'fill="{"#007AFF" if k == 0 else "#8E8E93"}">{escape(label)}</text>'
            )
    return out


_CONTROLS = (
    "Divider",
    "Image",
    "Image(systemName:)",
    "Button",
    "NavigationLink",
    "Toggle",
    "TextField",
    "SecureField",
    "Slider",
    "Stepper",
    "Picker",
    "ProgressView",
    "Gauge",
    "TextEditor",
    "Menu",
    "ColorPicker",
)
_FONT = 'font-family="-apple-system, Helvetica, Arial, sans-serif"'
_ACCENT = "#007AFF"


def _strings(view: Optional[View]) -> List[str]:
    """The strings of the Texts in ``view`` (a Picker option's title), outermost first."""
    out: List[str] = []
    pending = [view] if view is not None else []
    while pending:
        v = pending.pop()
        if isinstance(v, Text):
            out.append(v.string)
        else:
            pending.extend(reversed(v.children))
    return out


def _label(x: float, y: float, text: str, size: float, fill: str = "#000", anchor: str = "start") -> str:
    """One line of a control's own text with its baseline at ``y``."""
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" {_FONT} font-size="{_n(size)}" fill="{fill}" '
        f'text-anchor="{anchor}">{escape(text)}</text>'
    )


def _field_size(r: Rect) -> float:
    """The text size a field of frame ``r`` draws: iOS's 17 pt body in its 26 / 34 pt fields, else 13 pt."""
    return 17.0 if r.height >= 25.5 else 13.0


def _field(node: DrawnNode) -> List[str]:
    """A text field: its border (a rounded or square style is taller than its line) and its text, bullets for a
    SecureField, or the placeholder in grey."""
    r, view = node.frame, node.view
    size = _field_size(r)
    out = []
    bordered = r.height > size * 1.45 + 2
    if bordered:
        out.append(_rect(r, fill="#ffffff", rx="5", stroke="#c6c6c8", stroke_width="1"))
    if isinstance(view, TextField):
        inset = 7.0 if bordered else 0.0
        shown, fill = (view.text, "#000") if view.text else (view.placeholder, "#8A8A8E")
        if isinstance(view, SecureField) and view.text:
            shown = "\u2022" * len(view.text)
        per_line = max(1, int((r.width - 2 * inset) / (size * 0.52)))
        out.append(_label(r.x + inset, r.mid_y + size * 0.35, shown[:per_line], size, fill))
    return out


def _editor(node: DrawnNode) -> List[str]:
    """A TextEditor: a white bordered box with its text's lines, clipped at its bottom."""
    r, view = node.frame, node.view
    out = [_rect(r, fill="#ffffff", stroke="#c6c6c8", stroke_width="1")]
    if isinstance(view, TextEditor) and view.text:
        size = 13.0 if r.height < 120 and r.width < 260 else 17.0
        line = size * 1.25
        per_line = max(1, int((r.width - 10) / (size * 0.52)))
        lines = max(0, int((r.height - 8) / line))
        for k, text in enumerate(itertools.islice(wrap_lines(view.text, per_line), lines)):
            out.append(_label(r.x + 5, r.y + 4 + line * (k + 0.8), text, size))
    return out


def _gauge(node: DrawnNode) -> List[str]:
    """A Gauge: a ring for the circular styles (a square frame), else a bar across its width with the label
    above it."""
    r, view = node.frame, node.view
    fraction = 0.5
    title = None
    if isinstance(view, Gauge):
        fraction = min(1.0, max(0.0, (view.value - view.min) / (view.max - view.min)))
        title = view.labels.get("title")
    if abs(r.width - r.height) < 0.5 and r.width > 20:
        radius = r.width / 2 - 4
        start = math.radians(135)
        sweep = math.radians(270) * fraction
        x0, y0 = r.mid_x + radius * math.cos(start), r.mid_y + radius * math.sin(start)
        x1, y1 = r.mid_x + radius * math.cos(start + sweep), r.mid_y + radius * math.sin(start + sweep)
        large = 1 if sweep > math.pi else 0
        return [
            f'<circle cx="{_n(r.mid_x)}" cy="{_n(r.mid_y)}" r="{_n(radius)}" fill="none" stroke="#e5e5ea" '
            'stroke-width="6"/>',
            f'<path d="M{_n(x0)} {_n(y0)} A{_n(radius)} {_n(radius)} 0 {large} 1 {_n(x1)} {_n(y1)}" fill="none" '
            f'stroke="{_ACCENT}" stroke-width="6" stroke-linecap="round"/>',
        ]
    bar = Rect(r.x, r.mid_y - 2, r.width, 4) if r.height < 20 else Rect(r.x, r.y + 19, r.width, 6)
    out = [
        _rect(bar, fill="#e5e5ea", rx=_n(bar.height / 2)),
        _rect(Rect(bar.x, bar.y, bar.width * fraction, bar.height), fill=_ACCENT, rx=_n(bar.height / 2)),
    ]
    if title and r.height >= 20:
        out.append(_label(r.x, r.y + 13, title, 13))
    return out


def _picker(node: DrawnNode) -> List[str]:
    """A Picker: a segmented capsule with the selected segment raised, a radio column, a wheel's band, or a
    menu's box and chevrons; the option titles the walk does not draw (the engine's options have no Python
    view of their own) at their frames."""
    r, view = node.frame, node.view
    kids = list(node.children)
    options = kids[1:]
    shown = [k for k in options if k.frame.width > 0 and k.frame.height > 0]
    strings = [(_strings(o) or [""])[0] for o in view.children] if isinstance(view, Picker) else []
    out: List[str] = []
    if len(shown) > 1 and all(abs(k.frame.mid_y - shown[0].frame.mid_y) < 0.5 for k in shown):  # segmented
        left = min(k.frame.mid_x for k in shown) - (shown[1].frame.mid_x - shown[0].frame.mid_x) / 2
        control = Rect(left, r.y, r.max_x - left, r.height)
        out.append(_rect(control, fill="#eeeef0", rx=_n(min(r.height / 2, 8))))
        segment = control.width / len(shown)
        selected = 0
        if isinstance(view, Picker) and view.selection is not None:
            tags = [getattr(getattr(o, "modifier", None), "value", None) for o in view.children]
            selected = tags.index(view.selection) if view.selection in tags else 0
        out.append(
            _rect(
                Rect(control.x + segment * selected + 2, r.y + 2, segment - 4, r.height - 4),
                fill="#ffffff",
                rx=_n(min(r.height / 2 - 2, 7)),
            )
        )
    elif len(shown) > 1:  # radio group: a circle before each option
        for k in shown:
            out.append(
                f'<circle cx="{_n(k.frame.x - 13)}" cy="{_n(k.frame.mid_y)}" r="7.5" fill="#ffffff" '
                'stroke="#c6c6c8" stroke-width="1"/>'
            )
    elif r.height > 100:  # wheel: the selected row on a band across the middle
        out.append(_rect(Rect(r.x + 8, r.mid_y - 17, r.width - 16, 34), fill="#eeeef0", rx="8"))
    else:  # menu: macOS draws a box, both draw the up/down chevrons at the trailing edge
        if r.height <= 26:
            box_x = (kids[0].frame.max_x + 8) if kids and kids[0].frame.width > 0 else r.x
            out.append(_rect(Rect(box_x, r.y, r.max_x - box_x, r.height), fill="#eeeef0", rx="6"))
        x, y = r.max_x - 12, r.mid_y
        out.append(
            f'<polyline points="{_n(x - 3.5)},{_n(y - 2)} {_n(x)},{_n(y - 5.5)} {_n(x + 3.5)},{_n(y - 2)}" '
            f'fill="none" stroke="{_ACCENT}" stroke-width="1.5"/>'
            f'<polyline points="{_n(x - 3.5)},{_n(y + 2)} {_n(x)},{_n(y + 5.5)} {_n(x + 3.5)},{_n(y + 2)}" '
            f'fill="none" stroke="{_ACCENT}" stroke-width="1.5"/>'
        )
    for i, option in enumerate(options):
        f = option.frame
        if f.width > 0 and f.height > 0 and option.view is None and i < len(strings):
            size = 13.0 if f.height < 20 else 17.0
            out.append(_label(f.x, f.y + f.height * 0.75, strings[i], size, _ACCENT if len(shown) == 1 else "#000"))
    return out


def _slider(node: DrawnNode) -> List[str]:
    """A Slider: its track between the label and value labels (the children), filled to the value, and the
    knob."""
    r, view = node.frame, node.view
    kids = [k.frame for k in node.children if k.frame.width > 0]
    left, right = r.x, r.max_x
    if isinstance(view, Slider):
        trailing = kids[-1] if view.maximum_value_label is not None and kids else None
        leading = [k for k in kids if trailing is None or k is not trailing]
        if leading:
            left = max(k.max_x for k in leading) + 8
        if trailing is not None:
            right = trailing.x - 8
        fraction = min(1.0, max(0.0, (view.value - view.min) / (view.max - view.min)))
    else:
        fraction = 0.5
    knob = left + (right - left) * fraction
    return [
        f'<line x1="{_n(left + 2)}" y1="{_n(r.mid_y)}" x2="{_n(right - 2)}" y2="{_n(r.mid_y)}" '
        'stroke="#e5e5ea" stroke-width="4" stroke-linecap="round"/>',
        f'<line x1="{_n(left + 2)}" y1="{_n(r.mid_y)}" x2="{_n(max(left + 2, knob))}" y2="{_n(r.mid_y)}" '
        f'stroke="{_ACCENT}" stroke-width="4" stroke-linecap="round"/>',
        f'<circle cx="{_n(knob)}" cy="{_n(r.mid_y)}" r="{_n(min(r.height / 2, 12))}" '
        'fill="#ffffff" stroke="#c6c6c8" stroke-width="1"/>',
    ]


def _progress(node: DrawnNode) -> List[str]:
    """A ProgressView: a bar filled to its value between its label and current value label, or a ring."""
    r, view = node.frame, node.view
    kids = [k.frame for k in node.children]
    value = view.value if isinstance(view, ProgressView) else 0.5
    total = view.total if isinstance(view, ProgressView) else 1.0
    fraction = 0.3 if value is None else min(1.0, max(0.0, value / total))
    has_label = isinstance(view, ProgressView) and view.label is not None
    has_current = isinstance(view, ProgressView) and view.current_value_label is not None
    band_top = kids[0].max_y if has_label and kids else r.y
    band_bottom = kids[-1].y if has_current and kids else r.max_y
    linear = r.width > 40 and (band_bottom - band_top) <= 20 and r.width > (band_bottom - band_top) * 2
    if linear:
        y = (band_top + band_bottom) / 2 - 2
        return [
            _rect(Rect(r.x, y, r.width, 4), fill="#e5e5ea", rx="2"),
            _rect(Rect(r.x, y, r.width * fraction, 4), fill=_ACCENT, rx="2"),
        ]
    side = min(r.width, r.height, 32.0)
    return [
        f'<circle cx="{_n(r.mid_x)}" cy="{_n(r.y + side / 2)}" r="{_n(side / 2 - 2)}" fill="none" '
        'stroke="#8e8e93" stroke-width="3" stroke-dasharray="4 3"/>'
    ]


def _color_well(node: DrawnNode) -> List[str]:
    """A ColorPicker's well after its label (a hidden label: the well alone), filled with the selection: 48 × 24
    on macOS, 28 × 28 on iOS (assumed)."""
    r = node.frame
    kids = [c.frame for c in node.children if c.frame.width > 0]
    room = r.max_x - (kids[0].max_x + 8) if kids else r.width
    w, h = min(48.0 if r.height < 28 else 28.0, max(room, 0.0)), min(24.0 if r.height < 28 else 28.0, r.height)
    x = r.max_x - w if kids else r.x
    y = r.mid_y - h / 2
    color = getattr(node.view, "color", "primary")
    fill = _color(color)
    return [
        _rect(Rect(x, y, w, h), fill="#ffffff", rx="5", stroke="#c6c6c8", stroke_width="1"),
        _rect(Rect(x + 4, y + 4, max(w - 8, 0), max(h - 8, 0)), fill=fill, rx="3"),
    ]


def _calendar(x: float, y: float, when: Any) -> List[str]:
    """The graphical DatePicker's calendar (138.5 × 148): the month and year, the weekday row, six weeks of
    18.5 × 18 cells with the selected day highlighted (swiftui-web's description, Docs/elements/DatePicker.md)."""
    out = [
        _rect(Rect(x, y, 137.5, 148), fill="#ffffff", rx="3", stroke="#d1d1d6", stroke_width="1"),
        f'<text x="{_n(x + 3)}" y="{_n(y + 14.5)}" {_FONT} font-size="13" font-weight="bold" fill="#000">'
        f'{escape(f"{when:%B} {when.year}")}</text>',
    ]
    for k, weekday in enumerate("SMTWTFS"):
        out.append(_label(x + 4 + 18.5 * k + 16.5, y + 33.5, weekday, 10, fill="#424242", anchor="end"))
    first = (_cal.weekday(when.year, when.month, 1) + 1) % 7  # Sunday first
    for day in range(1, _cal.monthrange(when.year, when.month)[1] + 1):
        cell = first + day - 1
        cx, cy = x + 4 + 18.5 * (cell % 7), y + 47 + 18 * (cell // 7)
        if day == when.day:
            out.append(_rect(Rect(cx, cy - 8, 18.5, 16), fill="#232323", fill_opacity="0.14", rx="4"))
        out.append(_label(cx + 16.5, cy + 4, str(day), 11, anchor="end"))
    return out


def _clock(x: float, y: float, when: Any) -> List[str]:
    """The graphical DatePicker's clock (119 × 119): a dial with its twelve numerals and the hands."""
    cx, cy, out = x + 60.25, y + 61.5, []
    out.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="57" fill="#fcfdfe" stroke="#b0bec5" stroke-width="6"/>')
    for h in range(1, 13):
        a = math.radians(h * 30)
        nx, ny = cx + 38.8 * math.sin(a), cy - 38.8 * math.cos(a) + 4.5
        out.append(_label(nx, ny, str(h), 11, anchor="middle"))
    for length, turn in ((36, (when.hour % 12 + when.minute / 60) / 12), (52 * 0.8, when.minute / 60)):
        a = math.radians(turn * 360)
        out.append(
            f'<line x1="{_n(cx)}" y1="{_n(cy)}" x2="{_n(cx + length * math.sin(a))}" '
            f'y2="{_n(cy - length * math.cos(a))}" stroke="#000" stroke-width="2"/>'
        )
    return out


def _date_picker(node: DrawnNode, zone: int) -> List[str]:
    """A DatePicker after its label (hidden: the control alone): macOS's field with its date text and the
    stepper (22 tall) or without (the field style, 21), iOS's capsules trailing in the row, the wheel's band,
    or the graphical calendar and clock, showing the selection at the time zone around it."""
    r, view = node.frame, node.view
    if not isinstance(view, DatePicker):
        return []
    kids = [c.frame for c in node.children if c.frame.width > 0]
    x0 = kids[0].max_x + 8 if kids else r.x
    local = view.shown_date(zone)
    if r.height > 100 and r.height != 216:  # graphical
        out: List[str] = []
        if "date" in view.displayed_components:
            out += _calendar(x0, r.y, local)
            x0 += 138.5 + 18
        if "hourAndMinute" in view.displayed_components:
            out += _clock(x0, r.y, local)
        return out
    if r.height >= 200:  # iOS wheel: the selected row on a band
        text = "  ".join(view.shown_text("iOS 26", zone))
        return [
            _rect(Rect(r.x + 8, r.mid_y - 17, r.width - 16, 34), fill="#eeeef0", rx="8"),
            _label(r.mid_x, r.mid_y + 6, text, 17, anchor="middle"),
        ]
    if r.height >= 30:  # iOS capsules, trailing
        out, right = [], r.max_x
        for text in reversed(view.shown_text("iOS 26", zone)):
            w = len(text) * 8.6 + 24
            out += [
                _rect(Rect(right - w, r.y, w, r.height), fill="#767680", fill_opacity="0.12", rx="8"),
                _label(right - w + 12, r.mid_y + 6, text, 17),
            ]
            right -= w + 4
        return out
    text = view.shown_text("macOS 26", zone)[0]
    if r.height >= 22:  # the stepper styles: the bezel a point in, the 12.5 × 20 stepper at the end
        box = Rect(x0 + 1, r.y + 1, max(r.max_x - x0 - 23, 0), r.height - 2)
        stepper = Rect(r.max_x - 12.5, r.mid_y - 10, 12.5, 20)
        return [
            _rect(box, fill="#ffffff", rx="5", stroke="#0c0c0c", stroke_opacity="0.2", stroke_width="1"),
            _label(box.x + 2, r.y + 16, text, 13),
            _rect(stepper, fill="#141414", fill_opacity="0.12", rx="4"),
            f'<line x1="{_n(stepper.x)}" y1="{_n(stepper.mid_y)}" x2="{_n(stepper.max_x)}" '
            f'y2="{_n(stepper.mid_y)}" stroke="#2b2b2b" stroke-opacity="0.3" stroke-width="1"/>',
        ]
    box = Rect(x0, r.y, max(r.max_x - x0, 0), r.height)
    return [
        _rect(box, fill="#ffffff", rx="5", stroke="#0c0c0c", stroke_opacity="0.2", stroke_width="1"),
        _label(box.x + 3, r.y + 16, text, 13),
    ]


def _control(node: DrawnNode, button_style: Optional[str] = None) -> List[str]:
    """The everyday views, drawn recognisably (their label Texts draw themselves): a bordered button's
    capsule (filled with the accent colour for ``borderedProminent``), a toggle's switch, a field's border
    and text, a slider's track and knob, a stepper's − / +, a picker's chrome and options, a gauge, an
    editor's text, a menu's box and chevron."""
    r, kind = node.frame, node.kind
    kids = [c.frame for c in node.children]
    if kind == "Divider":
        return [_rect(r, fill="#c6c6c8")]
    if kind.startswith("Image"):
        return [_rect(r, fill="#e5e5ea", rx=_n(min(r.width, r.height) / 6))]
    if kind in ("Button", "Menu"):
        out = []
        if kids and (kids[0].width < r.width - 1 or kids[0].height < r.height - 1):
            fill = _ACCENT if kind == "Button" and button_style == "borderedProminent" else "#e9e9eb"
            out.append(_rect(r, fill=fill, rx=_n(r.height / 2 if kind == "Button" else 6)))
            if kind == "Menu":  # macOS: a chevron after the label
                x, y = r.max_x - 14, r.mid_y
                points = f"{_n(x - 3.5)},{_n(y - 1.5)} {_n(x)},{_n(y + 2)} {_n(x + 3.5)},{_n(y - 1.5)}"
                out.append(f'<polyline points="{points}" fill="none" stroke="#3c3c43" stroke-width="1.5"/>')
        return out
    if kind == "NavigationLink":
        if kids and kids[0].max_x < r.max_x - 8:  # in an iOS List row: the trailing disclosure chevron
            x, y = r.max_x - 8, r.mid_y
            return [
                f'<polyline points="{_n(x)},{_n(y - 6.5)} {_n(x + 6)},{_n(y)} {_n(x)},{_n(y + 6.5)}" '
                'fill="none" stroke="#c4c4c7" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>'
            ]
        if kids and (kids[0].width < r.width - 1 or kids[0].height < r.height - 1):  # bordered (macOS)
            return [_rect(r, fill="#e9e9eb", rx=_n(r.height / 2))]
        return []
    if kind == "Toggle":
        h = min(r.height, 30.0)
        w = h * 2.1
        x, y = r.max_x - w, r.mid_y - h / 2
        on = getattr(node.view, "is_on", True) is not False
        if kids and kids[0].x > r.x + 1:  # the macOS checkbox comes before its label: filled and ticked if on
            box = f'x="{_n(r.x)}" y="{_n(r.mid_y - 7)}" width="14" height="14" rx="3"'
            if not on:
                return [f'<rect {box} fill="#ffffff" stroke="#b0b0b5" stroke-width="1"/>']
            tick = f"{_n(r.x + 3.5)},{_n(r.mid_y)} {_n(r.x + 6)},{_n(r.mid_y + 3)} {_n(r.x + 10.5)},{_n(r.mid_y - 3)}"
            return [
                f'<rect {box} fill="{_ACCENT}"/>',
                f'<polyline points="{tick}" fill="none" stroke="#ffffff" stroke-width="2" '
                'stroke-linecap="round" stroke-linejoin="round"/>',
            ]
        knob = x + w - h / 2 if on else x + h / 2
        return [
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(h / 2)}" '
            f'fill="{"#34c759" if on else "#e9e9eb"}"/>',
            f'<circle cx="{_n(knob)}" cy="{_n(r.mid_y)}" r="{_n(h / 2 - 2)}" fill="#ffffff"/>',
        ]
    if kind in ("TextField", "SecureField"):
        return _field(node)
    if kind == "TextEditor":
        return _editor(node)
    if kind == "Gauge":
        return _gauge(node)
    if kind == "Slider":
        return _slider(node)
    if kind == "Stepper":
        # The − / + control after the label (a hidden label: the control alone): 94 × 32 on iOS, 20 × 26 on macOS.
        room = r.max_x - (kids[0].max_x + 8) if kids and kids[0].width > 0 else r.width
        w, h = min(94.0, room), min(32.0, r.height)
        x, y = r.max_x - w, r.mid_y - h / 2
        return [
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(h / 2)}" fill="#eeeef0"/>',
            f'<text x="{_n(x + w / 4)}" y="{_n(r.mid_y + 5)}" {_FONT} font-size="16" '
            'text-anchor="middle">\u2212</text>',
            f'<text x="{_n(x + 3 * w / 4)}" y="{_n(r.mid_y + 5)}" {_FONT} font-size="16" text-anchor="middle">+</text>',
        ]
    if kind == "Picker":
        return _picker(node)
    if kind == "ColorPicker":
        return _color_well(node)
    if kind == "ProgressView":
        return _progress(node)
    return []


#: The grouped list background, the cards and the separators (iOS system colours, light appearance).
LIST_BACKGROUND, LIST_CARD, LIST_SEPARATOR = "#F2F2F7", "#FFFFFF", "#C6C6C8"


def _row_runs(content: DrawnNode) -> List[List[DrawnNode]]:
    """A List's rows in runs (a section's rows): consecutive ListRow children with no gap between them."""
    runs: List[List[DrawnNode]] = []
    previous: Optional[DrawnNode] = None
    for child in content.children:
        if child.kind != "ListRow":
            previous = None
            continue
        if previous is None or abs(child.frame.y - previous.frame.max_y) > 0.5:
            runs.append([])
        runs[-1].append(child)
        previous = child
    return runs


def _rows_of(content: DrawnNode) -> Optional[List[DrawnNode]]:
    """A List's or grouped Form's rows, all as wide as each other (None for a macOS columns Form, whose rows
    are each as wide as their control: no cards, no separators)."""
    rows = [c for c in content.children if c.kind == "ListRow"]
    if not rows or len({(round(c.frame.x, 3), round(c.frame.width, 3)) for c in rows}) != 1:
        return None
    return rows


def _is_inset(content: DrawnNode) -> bool:
    """True when a List's rows are narrower than the list (inset grouped: rows drawn as cards)."""
    r = content.frame
    rows = _rows_of(content)
    return rows is not None and (rows[0].frame.x > r.x + 0.5 or rows[0].frame.max_x < r.max_x - 0.5)


def _list(content: DrawnNode) -> List[str]:
    """A List's rows: white cards with rounded corners for an inset style, and a hairline between two rows
    of a section from the row's content edge to its trailing edge (drawing only; the frames are the
    engine's)."""
    out: List[str] = []
    if _rows_of(content) is None:
        return out
    inset = _is_inset(content)
    for run in _row_runs(content):
        if inset:
            first, last = run[0].frame, run[-1].frame
            out.append(_rect(Rect(first.x, first.y, first.width, last.max_y - first.y), rx="10", fill=LIST_CARD))
        for row in run[:-1]:
            r = row.frame
            start = row.children[0].frame.x if row.children else r.x
            out.append(
                f'<line x1="{_n(start)}" y1="{_n(r.max_y)}" x2="{_n(r.max_x)}" y2="{_n(r.max_y)}" '
                f'stroke="{LIST_SEPARATOR}" stroke-width="0.5"/>'
            )
    return out


def _z_index(node: DrawnNode) -> float:
    """The zIndex a container draws ``node`` with: the outermost ``.zIndex`` among the wrappers at the top
    of it (a trait passes through the modifiers around it), 0 without one."""
    while isinstance(node.view, ModifiedContent) or (node.view is None and len(node.children) == 1):
        # (A wrapper the engine made, a List's row, passes the trait through as a modifier does.)
        if isinstance(node.view, ModifiedContent) and isinstance(node.view.modifier, ZIndexModifier):
            return node.view.modifier.value
        kids = node.children
        if not kids:
            break
        node = kids[0]
    return 0.0


def _title(layout: DrawnLayout) -> str:
    """The picture's title: the root's type, then what from_swift noted (sample values, placeholders)."""
    notes = getattr(layout, "notes", ())
    lines = [layout.root.type_name] + [str(n) for n in notes[:200]]
    if len(notes) > 200:
        lines.append(f"… and {len(notes) - 200} more notes")
    return "\n".join(lines)


def _screen_outline(layout: DrawnLayout) -> str:
    """The screen's edge, on top of the views: rounded for a device with a home indicator
    (``SCREEN_CORNER_FRACTION``), square otherwise; everything outside its corners masked white."""
    width, height = layout.screen
    bottom = layout.safe_area[2]
    device = getattr(layout, "device", None)
    radius = SCREEN_CORNER_FRACTION * width if device and bottom > 0 else 0.0
    radius = min(radius, width / 2, height / 2)
    # (A path, not a rect: the views' own rounded rects are the only ones a picture has.)
    q = max(radius - 0.5, 0)
    x0, y0, x1, y1 = 0.5, 0.5, max(width - 0.5, 0.5), max(height - 0.5, 0.5)
    d = (
        f"M{_n(x0 + q)},{_n(y0)} H{_n(x1 - q)} A{_n(q)},{_n(q)} 0 0 1 {_n(x1)},{_n(y0 + q)} V{_n(y1 - q)} "
        f"A{_n(q)},{_n(q)} 0 0 1 {_n(x1 - q)},{_n(y1)} H{_n(x0 + q)} A{_n(q)},{_n(q)} 0 0 1 {_n(x0)},{_n(y1 - q)} "
        f"V{_n(y0 + q)} A{_n(q)},{_n(q)} 0 0 1 {_n(x0 + q)},{_n(y0)} Z"
    )
    outline = f'<path d="{d}" fill="none" stroke="{SCREEN_OUTLINE}" stroke-width="1" class="screen-outline"/>'
    if radius <= 0:
        return outline
    # The corners outside the display: white, so content under them does not show past the outline.
    r, w, h = _n(radius), _n(width), _n(height)
    corners = (
        f"M0,0 H{r} A{r},{r} 0 0 0 0,{r} Z M{w},0 V{r} A{r},{r} 0 0 0 {_n(width - radius)},0 Z "
        f"M{w},{h} H{_n(width - radius)} A{r},{r} 0 0 0 {w},{_n(height - radius)} Z "
        f"M0,{h} V{_n(height - radius)} A{r},{r} 0 0 0 {r},{h} Z"
    )
    return f'<path d="{corners}" fill="#ffffff" class="screen-corners"/>' + "\n" + outline


def render(layout: DrawnLayout, debug: bool = False, zoom: float = 1.0, highlights: Sequence[Highlight] = ()) -> str:
    """The SVG document for ``layout``, ``zoom`` (a finite number > 0) times its size in points."""
    if isinstance(zoom, bool) or not isinstance(zoom, (int, float)) or not math.isfinite(zoom) or zoom <= 0:
        raise InvalidArgumentError(f"svg: scale must be a finite number > 0, got {zoom!r}")
    width, height = layout.screen
    top, leading, bottom, trailing = layout.safe_area
    out: List[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width * zoom)}" height="{_n(height * zoom)}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}">',
        f'<title>{escape(_title(layout))}</title>',
        _rect(Rect(0, 0, width, height), fill="#ffffff", class_="screen"),
    ]
    # Safe-area regions, shaded.
    shade = 'fill="#000" fill-opacity="0.07" class="unsafe"'
    middle = height - top - bottom
    for r in (
        Rect(0, 0, width, top),
        Rect(0, height - bottom, width, bottom),
        Rect(0, top, leading, middle),
        Rect(width - trailing, top, trailing, middle),
    ):
        if r.width > 0 and r.height > 0:
            out.append(f'<rect x="{_n(r.x)}" y="{_n(r.y)}" width="{_n(r.width)}" height="{_n(r.height)}" {shade}/>')
    if layout.keyboard_height > bottom:
        kb = Rect(0, height - layout.keyboard_height, width, layout.keyboard_height - bottom)
        out.append(_rect(kb, fill="#d1d3d9", class_="keyboard"))

    # Views, painter's order: a background's view before its content, an overlay's after, a border
    # after everything inside it. The stack holds nodes still to draw and finished SVG to emit.
    stack: List[Tuple[int, Optional[str], str]] = [(0, None, "")]
    inherited: Dict[int, _Inherited] = {}  # node index -> what its environment gives its drawing
    root = _Inherited()
    while stack:
        index, font, ready = stack.pop()
        if index < 0:
            out.append(ready)
            continue
        node = layout.nodes[index]
        view = node.view
        if isinstance(view, ModifiedContent) and isinstance(view.modifier, HiddenModifier):
            continue  # .hidden(): keeps its frame, draws nothing (nor anything inside it)
        children = [c.index for c in node.children]
        if isinstance(view, ModifiedContent):
            modifier = view.modifier
            if isinstance(modifier, BackgroundModifier):
                children = children[1:] + children[:1]
            elif isinstance(modifier, BorderModifier):
                inset = modifier.width / 2
                r = node.frame
                inner_width, inner_height = max(r.width - 2 * inset, 0), max(r.height - 2 * inset, 0)
                stack.append(
                    (
                        -1,
                        None,
                        f'<rect x="{_n(r.x + inset)}" y="{_n(r.y + inset)}" '
                        f'width="{_n(inner_width)}" height="{_n(inner_height)}" fill="none" '
                        f'stroke="{_color(modifier.color)}" stroke-width="{_n(modifier.width)}"/>',
                    )
                )
            elif isinstance(modifier, FontModifier):
                font = modifier.style
            elif isinstance(modifier, OpacityModifier):
                # .opacity(): everything inside is drawn that transparent (one group, so overlaps do not add up).
                out.append(f'<g opacity="{_n(modifier.value)}">')
                stack.append((-1, None, "</g>"))
        elif node.kind in ("ScrollView", "List", "Form"):
            # Scrolled content is clipped to the scroll view.
            r = node.frame
            clip = f"clip{index}"
            out.append(
                f'<clipPath id="{clip}"><rect x="{_n(r.x)}" y="{_n(r.y)}" width="{_n(r.width)}" '
                f'height="{_n(r.height)}"/></clipPath><g clip-path="url(#{clip})">'
            )
            if node.kind != "ScrollView" and any(c.kind == "ListContent" and _is_inset(c) for c in node.children):
                out.append(_rect(r, fill=LIST_BACKGROUND))
            stack.append((-1, None, "</g>"))
        elif node.kind == "ListContent":
            out.extend(_list(node))
        elif node.kind in ("NavigationBar", "TabBar"):
            out.extend(_bar(node, layout))
        elif node.kind == "Image(systemName:)" or (isinstance(view, Image) and view.system_name is not None):
            name = view.system_name if isinstance(view, Image) and view.system_name else (node.label or "")
            r = node.frame
            if r.width > 0 and r.height > 0:
                out.append(
                    symbol_svg(
                        name,
                        r.x,
                        r.y,
                        r.width,
                        r.height,
                        inherited.get(index, root).ink,
                        escape(f"Image(systemName: {name!r})"),
                    )
                )
        elif node.kind == "DatePicker":
            out.extend(_date_picker(node, inherited.get(index, root).zone))
        elif node.kind in _CONTROLS:
            out.extend(_control(node, inherited.get(index, root).button_style))
        elif isinstance(view, Color):
            out.extend(_shape(node, view, _color(view.name)))
        elif isinstance(view, SHAPES):
            out.extend(_shape(node, view, "#000000"))
        elif isinstance(view, Text) or (view is None and node.kind == "Text"):
            # (A Text the engine made, a control's title, is drawn as the engine laid it out.)
            out.extend(_text(node, view, font, inherited.get(index, root).ink))
        elif view is None and node.kind == "Color" and inherited.get(index, root).fill:
            fill = inherited.get(index, root).fill or ""  # the engine's fill of a background style
            out.extend(_shape(node, Color(fill), _color(fill)))
        elif isinstance(view, MapView):
            out.extend(_placeholder(node, "MapView"))
        elif isinstance(view, Placeholder):
            out.extend(_placeholder(node, view.name))
        if not isinstance(view, ModifiedContent) and len(children) > 1:
            # .zIndex(): a container draws its children in ascending zIndex (a stable sort: ties keep their order).
            children.sort(key=lambda c: _z_index(layout.nodes[c]))
        passed = inherited.get(index, root)
        entry = view.modifier if isinstance(view, ModifiedContent) else None
        if isinstance(entry, EntryModifier) and entry.key == "timeZone":
            passed = passed._replace(zone=zone_offset(entry.value))
        if isinstance(entry, EntryModifier) and entry.key == "buttonStyle":
            passed = passed._replace(button_style=entry.value)
        if node.kind == "Button" and passed.button_style == "borderedProminent":
            passed = passed._replace(ink="#ffffff")
        for c in children:
            inherited[c] = passed
        if isinstance(entry, BackgroundStyleModifier):
            for c in children[1:]:  # the fill the engine made for the style, behind the content
                inherited[c] = passed._replace(fill=entry.color)
        stack.extend((c, font, "") for c in reversed(children))
    out.append(_screen_outline(layout))
    if debug:
        used: dict = {}
        for node in layout.nodes:
            color = DEBUG_PALETTE[node.index % len(DEBUG_PALETTE)]
            r = node.frame
            label = node.kind + (f" #{node.id}" if node.id else "")
            # Wrappers often share an origin: stack their labels instead of drawing them on top of each other.
            key = (round(r.x, 1), round(r.y, 1))
            line = used.get(key, 0)
            used[key] = line + 1
            out.append(
                f'<g class="debug"><title>{escape(node.type_name)} {escape(repr(node.frame))}</title>'
                + _rect(r, fill="none", stroke=color, stroke_width="1", stroke_dasharray="4 2")
                + f'<text x="{_n(r.x + 2)}" y="{_n(r.y + 9 + 9 * line)}" font-family="Menlo, monospace" '
                f'font-size="8" fill="{color}">{escape(label)}</text></g>'
            )
    used_labels: dict = {}
    for mark in highlights:
        r = mark.rect
        key = (round(r.x, 1), round(r.y, 1))
        line = used_labels.get(key, 0)
        used_labels[key] = line + 1
        label_y = r.y - 3 - 10 * line if r.y > 12 + 10 * line else r.max_y + 10 + 10 * line
        out.append(
            f'<g class="lint"><title>{escape(mark.title)}</title>'
            + _rect(
                Rect(r.x, r.y, max(r.width, 1), max(r.height, 1)),
                fill=mark.color,
                fill_opacity="0.18",
                stroke=mark.color,
                stroke_width="2",
            )
            + f'<text x="{_n(r.x + 1)}" y="{_n(label_y)}" font-family="Menlo, monospace" font-size="9" '
            f'font-weight="700" fill="{mark.color}">{escape(mark.label)}</text></g>'
        )
    out.append("</svg>")
    return "\n".join(out)
