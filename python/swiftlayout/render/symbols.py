"""SF Symbols for pictures: simple outlines of the commonly used symbols, drawn inside the symbol's frame.

Apple's symbol artwork is not ours to ship; these are hand-made shapes on a 24 × 24 grid that read as the
same symbol (a chevron, a star, a gear …), stroked in the symbol's colour. A name's ``.fill`` variant fills
the closed shapes; ``NAME.circle`` / ``NAME.square`` (and their ``.fill``) draw NAME inside a circle or a
rounded square, filled ones with the glyph knocked out in white. Any other name draws a placeholder that
is clearly a symbol (a dashed rounded square with a question mark) with the name in its ``<title>``.
Drawing only: the frame is the engine's (the symbol's measured box, ``Image(system_name=…)``).
"""

from __future__ import annotations

import math
import re
from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["GLYPHS", "symbol_svg", "glyph_of"]

#: The grid the glyphs are drawn on (points of the path data per side).
GRID = 24.0
#: The stroke width on the grid (a regular-weight symbol's strokes are about a twelfth of its box: drawing only).
STROKE = 2.0


def _star(cx: float, cy: float, outer: float, inner: float) -> str:
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(-90 + 36 * k)
        points.append(f"{cx + radius * math.cos(angle):.2f} {cy + radius * math.sin(angle):.2f}")
    return "M" + " L".join(points) + " Z"


def _gear(cx: float, cy: float, outer: float, inner: float, teeth: int) -> str:
    points = []
    step = 360 / teeth
    for k in range(teeth):
        base = -90 + step * k
        for angle, radius in (
            (base - step * 0.22, outer),
            (base + step * 0.22, outer),
            (base + step * 0.32, inner),
            (base + step * 0.68, inner),
        ):
            a = math.radians(angle)
            points.append(f"{cx + radius * math.cos(a):.2f} {cy + radius * math.sin(a):.2f}")
    return "M" + " L".join(points) + " Z"


def _circle(cx: float, cy: float, r: float) -> str:
    return f"M{cx + r:g} {cy:g} A{r:g} {r:g} 0 1 1 {cx - r:g} {cy:g} A{r:g} {r:g} 0 1 1 {cx + r:g} {cy:g} Z"


#: name -> (closed outlines: filled in the ``.fill`` variant, strokes; and marks inside the outlines, which
#: the ``.fill`` variant draws in white, as knocked out of the fill).
GLYPHS: Dict[str, Tuple[Tuple[str, ...], ...]] = {
    "chevron.right": ((), ("M9 4.5 L16.5 12 L9 19.5",)),
    "chevron.left": ((), ("M15 4.5 L7.5 12 L15 19.5",)),
    "chevron.up": ((), ("M4.5 15.5 L12 8 L19.5 15.5",)),
    "chevron.down": ((), ("M4.5 8.5 L12 16 L19.5 8.5",)),
    "arrow.right": ((), ("M4 12 H20 M13.5 5.5 L20 12 L13.5 18.5",)),
    "arrow.left": ((), ("M20 12 H4 M10.5 5.5 L4 12 L10.5 18.5",)),
    "arrow.up": ((), ("M12 20 V4 M5.5 10.5 L12 4 L18.5 10.5",)),
    "arrow.down": ((), ("M12 4 V20 M5.5 13.5 L12 20 L18.5 13.5",)),
    "plus": ((), ("M12 4 V20 M4 12 H20",)),
    "minus": ((), ("M4 12 H20",)),
    "xmark": ((), ("M5.5 5.5 L18.5 18.5 M18.5 5.5 L5.5 18.5",)),
    "checkmark": ((), ("M4.5 12.5 L9.5 17.5 L19.5 6.5",)),
    "star": ((_star(12, 12.8, 10, 4.2),), ()),
    "heart": (
        (
            "M12 20.5 C10 19 3 14.5 3 8.8 C3 5.8 5.3 3.8 7.9 3.8 C9.7 3.8 11.2 4.8 12 6.3 "
            "C12.8 4.8 14.3 3.8 16.1 3.8 C18.7 3.8 21 5.8 21 8.8 C21 14.5 14 19 12 20.5 Z",
        ),
        (),
    ),
    "gear": ((_gear(12, 12, 10.5, 8, 8),), (), (_circle(12, 12, 3.2),)),
    "gearshape": ((_gear(12, 12, 10.5, 8, 8),), (), (_circle(12, 12, 3.2),)),
    "person": ((_circle(12, 7.5, 4.2), "M3.5 21 C3.5 16 7.2 13.5 12 13.5 C16.8 13.5 20.5 16 20.5 21 Z"), ()),
    "magnifyingglass": ((), (_circle(10, 10, 6.5), "M14.8 14.8 L21 21")),
    "checkmark.seal": ((_gear(12, 12, 10.5, 9, 12),), (), ("M7.5 12.3 L10.7 15.3 L16.5 9",)),
    "trash": (
        ("M6 6.5 L7.2 21 H16.8 L18 6.5 Z",),
        ("M3.5 6.5 H20.5 M9 6.5 V3.5 H15 V6.5",),
        ("M10 10 V17.5 M14 10 V17.5",),
    ),
    "info": ((), ("M12 10.5 V18.5 M12 5.5 V5.6",)),
    "exclamationmark": ((), ("M12 4 V14.5 M12 19.5 V19.6",)),
    "questionmark": ((), ("M8 8.5 C8 5.8 9.8 4 12 4 C14.3 4 16 5.7 16 7.8 C16 10.8 12 11 12 14.5 M12 19.5 V19.6",)),
    "square.and.arrow.up": ((), ("M8.5 9.5 H5.5 V21 H18.5 V9.5 H15.5 M12 2.5 V14.5 M8 6.5 L12 2.5 L16 6.5",)),
    "bell": (
        ("M5.5 17 V11 C5.5 7.2 8.3 4.8 12 4.8 C15.7 4.8 18.5 7.2 18.5 11 V17 L20.5 18.5 H3.5 Z",),
        ("M12 2.8 V4.8 M9.8 20.8 C10.6 22 13.4 22 14.2 20.8",),
    ),
    "house": (("M5.5 10 L12 4.2 L18.5 10 V20.5 H5.5 Z",), ("M2.5 11.8 L12 3.2 L21.5 11.8 M10 20.5 V14.5 H14 V20.5",)),
    "envelope": (("M3 5.5 H21 V18.5 H3 Z",), (), ("M3.5 6 L12 13 L20.5 6",)),
    "calendar": (("M3.5 5 H20.5 V20.5 H3.5 Z",), ("M8 3 V6.5 M16 3 V6.5",), ("M3.5 9.5 H20.5",)),
    "clock": ((_circle(12, 12, 9.5),), (), ("M12 6.5 V12 L15.5 14.5",)),
    "lock": (("M5 10.5 H19 V21 H5 Z",), ("M8 10.5 V7.5 C8 5 9.8 3.2 12 3.2 C14.2 3.2 16 5 16 7.5 V10.5",)),
    "cart": ((), ("M2.5 4 H5.5 L8 15.5 H18.5 L20.5 7.5 H6.5", _circle(9, 19.5, 1.5), _circle(17, 19.5, 1.5))),
    "paperplane": (("M3 11 L21 3 L14 21 L11 13 Z",), ("M11 13 L21 3",)),
    "photo": (("M3 5 H21 V19 H3 Z",), (), ("M3.5 17 L9 11.5 L13 15.5 L15.5 13 L20.5 17.5", _circle(16, 8.8, 1.6))),
    "camera": (("M3 8 H7.5 L9 5.5 H15 L16.5 8 H21 V19.5 H3 Z",), (), (_circle(12, 13.5, 3.6),)),
    "bookmark": (("M6 3 H18 V21 L12 16.5 L6 21 Z",), ()),
    "folder": (("M3 6 H9.5 L11.5 8 H21 V19 H3 Z",), ()),
    "doc": (("M6 3 H14 L19 8 V21 H6 Z",), (), ("M14 3 V8 H19",)),
    "pencil": (("M4 20 L5 15.5 L16 4.5 L19.5 8 L8.5 19 Z",), (), ("M14 6.5 L17.5 10",)),
    "ellipsis": ((_circle(5, 12, 1.4), _circle(12, 12, 1.4), _circle(19, 12, 1.4)), ()),
    "line.3.horizontal": ((), ("M4 6.5 H20 M4 12 H20 M4 17.5 H20",)),
    "slider.horizontal.3": (
        (),
        (
            "M3.5 6.5 H20.5 M3.5 12 H20.5 M3.5 17.5 H20.5",
            _circle(8, 6.5, 2),
            _circle(15.5, 12, 2),
            _circle(10, 17.5, 2),
        ),
    ),
    "globe": ((_circle(12, 12, 9.5),), (), ("M2.5 12 H21.5 M12 2.5 C8.5 6 8.5 18 12 21.5 C15.5 18 15.5 6 12 2.5",)),
    "location": (("M20.5 3.5 L3.5 11 L11 13 L13 20.5 Z",), ()),
    "mappin": ((_circle(12, 7.5, 4.5),), ("M12 12 V21",), ()),
    "phone": (
        (
            "M6.5 3 L9.5 3.5 L10.5 8 L8.5 9.5 C9.5 12 12 14.5 14.5 15.5 L16 13.5 L20.5 14.5 L21 17.5 "
            "C21 19.5 19.5 21 17.5 21 C10 20.5 3.5 14 3 6.5 C3 4.5 4.5 3 6.5 3 Z",
        ),
        (),
    ),
    "bubble.left": (("M4 4.5 H20 V16 H9.5 L5 20 V16 H4 Z",), ()),
    "wifi": (
        (),
        (
            "M2.5 9 C7.5 4 16.5 4 21.5 9 M5.5 12.5 C9 9.2 15 9.2 18.5 12.5 M8.7 15.8 C10.6 14.2 13.4 14.2 15.3 15.8",
            _circle(12, 19, 1.2),
        ),
    ),
    "moon": (
        (
            "M15.5 3.5 C10.5 4 7 8 7 12.5 C7 17 10.7 20.8 15.3 20.8 C17.3 20.8 19 20.2 20.5 19 "
            "C15.5 18.5 12 15 12 10.5 C12 7.5 13.3 5 15.5 3.5 Z",
        ),
        (),
    ),
    "sun.max": (
        (_circle(12, 12, 4.5),),
        (
            "M12 1.5 V4 M12 20 V22.5 M1.5 12 H4 M20 12 H22.5 M4.6 4.6 L6.3 6.3 "
            "M17.7 17.7 L19.4 19.4 M4.6 19.4 L6.3 17.7 M17.7 6.3 L19.4 4.6",
        ),
    ),
    "play": (("M7 4 L19.5 12 L7 20 Z",), ()),
    "pause": (("M6.5 4.5 H10 V19.5 H6.5 Z", "M14 4.5 H17.5 V19.5 H14 Z"), ()),
    "square": (("M4 4 H20 V20 H4 Z",), ()),
    "circle": ((_circle(12, 12, 9.5),), ()),
}

#: Other names SF Symbols gives the same glyphs.
ALIASES = {
    "gearshape.2": "gear",
    "person.crop.circle": "person.circle",
    "square.and.pencil": "pencil",
    "heart.text.square": "heart.square",
    "star.leadinghalf.filled": "star",
    "xmark.circle": "xmark.circle",
    "arrow.up.right": "arrow.right",
    "bubble.right": "bubble.left",
    "message": "bubble.left",
    "text.bubble": "bubble.left",
    "envelope.open": "envelope",
    "doc.text": "doc",
    "folder.badge.plus": "folder",
    "person.2": "person",
    "person.3": "person",
    "location.north": "location",
    "sun.min": "sun.max",
    "magnifyingglass.circle": "magnifyingglass.circle",
    "info.circle": "info.circle",
    "exclamationmark.triangle": "exclamationmark.triangle",
    "house.circle": "house.circle",
}


#: Glyphs whose shapes are always solid (dots).
_ALWAYS_FILLED = frozenset({"ellipsis"})


def glyph_of(name: str) -> Optional[Tuple[str, bool, Optional[str]]]:
    """``name`` as (base glyph, filled, enclosure: None, "circle", "square" or "triangle"), or None when
    the picture has no glyph for it."""
    name = ALIASES.get(name, name)
    filled = name.endswith(".fill")
    if filled:
        name = name[: -len(".fill")]
    enclosure = None
    for shape in ("circle", "square", "triangle"):
        if name.endswith("." + shape) and name[: -len(shape) - 1] in GLYPHS:
            enclosure, name = shape, name[: -len(shape) - 1]
            break
    name = ALIASES.get(name, name)
    if name not in GLYPHS:
        return None
    return name, filled, enclosure


_TOKEN = re.compile(r"[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?")


def _bbox(paths: Sequence[str]) -> Tuple[float, float, float, float]:
    """The box (x0, y0, x1, y1) the path data covers on the grid: the points of M, L, H, V, C, Q and Z, and
    an arc's half circle (the only arcs here: ``_circle``) as its centre ± its radius."""
    xs: List[float] = []
    ys: List[float] = []
    for d in paths:
        tokens = _TOKEN.findall(d)
        k, command, x, y = 0, "M", 0.0, 0.0
        while k < len(tokens):
            if tokens[k].isalpha():
                command = tokens[k]
                k += 1
                continue
            if command in "MLCQ":
                x, y = float(tokens[k]), float(tokens[k + 1])
                k += 2
            elif command == "H":
                x = float(tokens[k])
                k += 1
            elif command == "V":
                y = float(tokens[k])
                k += 1
            elif command == "A":
                rx, ry = float(tokens[k]), float(tokens[k + 1])
                ex, ey = float(tokens[k + 5]), float(tokens[k + 6])
                cx, cy = (x + ex) / 2, (y + ey) / 2
                xs.extend((cx - rx, cx + rx))
                ys.extend((cy - ry, cy + ry))
                x, y = ex, ey
                k += 7
            else:
                k += 1
            xs.append(x)
            ys.append(y)
    if not xs:
        return (0.0, 0.0, GRID, GRID)
    return (min(xs), min(ys), max(xs), max(ys))


def _fmt(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".") if math.isfinite(v) else "0"


def symbol_svg(name: str, x: float, y: float, width: float, height: float, ink: str, title: str) -> str:
    """The SVG group drawing symbol ``name`` centred in the frame (x, y, width, height) in colour ``ink``,
    ``title`` (already XML-escaped) its tooltip: a ``<g class="symbol">`` with ``<path>`` elements."""
    found = glyph_of(name)
    # The glyph's own box (the enclosure's, or the whole grid for the placeholder), a stroke's half around it,
    # fitted into the frame keeping its proportions and centred: the frame is the symbol's measured box.
    if found is None or found[2] is not None:
        box = (1.5, 1.5, GRID - 1.5, GRID - 1.5)
    else:
        box = _bbox(GLYPHS[found[0]][0] + GLYPHS[found[0]][1] + (GLYPHS[found[0]][2:] or ((),))[0])
    x0, y0, x1, y1 = box[0] - STROKE / 2, box[1] - STROKE / 2, box[2] + STROKE / 2, box[3] + STROKE / 2
    scale = min(width / (x1 - x0), height / (y1 - y0))
    tx = x + (width - (x1 - x0) * scale) / 2 - x0 * scale
    ty = y + (height - (y1 - y0) * scale) / 2 - y0 * scale
    head = (
        f'<g class="symbol" transform="translate({_fmt(tx)} {_fmt(ty)}) scale({_fmt(scale)})" '
        f'stroke-linecap="round" stroke-linejoin="round"><title>{title}</title>'
    )
    paths: List[str] = []
    stroke = f'stroke-width="{_fmt(STROKE)}"'
    if found is None:
        # A placeholder that says "a symbol the picture cannot draw": dashed square, question mark.
        paths.append(
            f'<path d="M5 3 H19 Q21 3 21 5 V19 Q21 21 19 21 H5 Q3 21 3 19 V5 Q3 3 5 3 Z" fill="none" '
            f'stroke="{ink}" stroke-width="1.5" stroke-dasharray="3 2"/>'
        )
        paths.append(
            f'<path d="M9.2 9.5 C9.2 7.8 10.4 6.8 12 6.8 C13.6 6.8 14.8 7.8 14.8 9.3 C14.8 11.3 12 11.5 '
            f'12 13.8 M12 17 V17.1" fill="none" stroke="{ink}" {stroke}/>'
        )
        return head + "".join(paths) + "</g>"
    base, filled, enclosure = found
    entry = GLYPHS[base]
    closed, strokes = entry[0], entry[1]
    inner = entry[2] if len(entry) > 2 else ()
    glyph_ink = ink
    if enclosure is not None:
        outline = {
            "circle": _circle(12, 12, 10.5),
            "square": "M5.5 1.5 H18.5 Q22.5 1.5 22.5 5.5 V18.5 Q22.5 22.5 18.5 22.5 H5.5 Q1.5 22.5 1.5 18.5 "
            "V5.5 Q1.5 1.5 5.5 1.5 Z",
            "triangle": "M12 2 L22.5 21 H1.5 Z",
        }[enclosure]
        paths.append(
            f'<path d="{outline}" fill="{ink if filled else "none"}" stroke="{ink}" '
            f'stroke-width="{_fmt(STROKE * 0.8)}"/>'
        )
        # The glyph inside at 55 %, centred (a triangle's a little lower), white on a filled enclosure.
        dy = 2.0 if enclosure == "triangle" else 0.0
        paths.append(f'<g transform="translate({_fmt(12 - 12 * 0.55)} {_fmt(12 - 12 * 0.55 + dy)}) scale(0.55)">')
        glyph_ink = "#ffffff" if filled else ink
        filled = False
    for d in closed:
        fill = glyph_ink if filled or base in _ALWAYS_FILLED else "none"
        paths.append(f'<path d="{d}" fill="{fill}" stroke="{glyph_ink}" {stroke}/>')
    for d in strokes:
        paths.append(f'<path d="{d}" fill="none" stroke="{glyph_ink}" {stroke}/>')
    for d in inner:
        paths.append(f'<path d="{d}" fill="none" stroke="{"#ffffff" if filled else glyph_ink}" {stroke}/>')
    if enclosure is not None:
        paths.append("</g>")
    return head + "".join(paths) + "</g>"
