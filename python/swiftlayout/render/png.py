"""PNG pictures of a layout: its SVG converted by cairosvg (an optional dependency), within a pixel budget.

cairo draws into an image of 4 bytes per pixel (ARGB32) before it writes the PNG: measured, a picture's peak
memory is 4.1–4.3 bytes per pixel (iPhone 15 Pro screen at scale 10, 33.5 M pixels: 136 MB; at scale 15, 75.3 M
pixels: 296 MB) and the time grows with it (3.4 s and 7.3 s). Without a bound, ``save_png(scale=38)`` took
1.9 GB; so a picture is refused, before anything is drawn, when it has more than ``max_pixels`` pixels
(``MAX_PNG_PIXELS`` by default), a side longer than cairo's 32,767 pixels, or less than one pixel.
"""

from __future__ import annotations

import math
import os
import xml.etree.ElementTree as ET
from typing import Any, Dict, Tuple, Union

from ..errors import InvalidArgumentError
from ..geometry import check_number

__all__ = ["CAIRO_MAX_SIDE", "MAX_PNG_PIXELS", "check_png_size", "fit_text_lengths", "write_png"]

_SVG = "http://www.w3.org/2000/svg"

#: The most pixels ``Layout.save_png`` draws unless given ``max_pixels``: about 200 MB of cairo's image
#: (4.1–4.3 bytes per pixel, measured) and a few seconds; an iPhone screen at scale 3 is 3 M pixels, at 12
#: 48 M. A budget chosen to fit a laptop, not a measurement of SwiftUI.
MAX_PNG_PIXELS = 50_000_000

#: cairo's largest image side in pixels (``CAIRO_STATUS_INVALID_SIZE`` beyond it).
CAIRO_MAX_SIDE = 32_767


def check_png_size(screen: Tuple[float, float], scale: Any, max_pixels: Any = MAX_PNG_PIXELS) -> Tuple[int, int]:
    """The picture's size in pixels, ``screen`` (points) times ``scale`` (pixels per point), or an
    :class:`InvalidArgumentError` naming the argument when ``scale`` is not a finite number > 0 or the picture
    is empty, wider or taller than cairo draws, or of more than ``max_pixels`` pixels."""
    scale = check_number(scale, "save_png: scale")
    if scale <= 0:
        raise InvalidArgumentError(f"save_png: scale must be > 0 pixels per point, got {scale:g}")
    if isinstance(max_pixels, bool) or not isinstance(max_pixels, int) or max_pixels < 1:
        raise InvalidArgumentError(f"save_png: max_pixels must be an integer ≥ 1, got {max_pixels!r}")
    width, height = screen[0] * scale, screen[1] * scale
    size = f"{screen[0]:g}×{screen[1]:g} points at scale {scale:g} is {width:.6g}×{height:.6g} pixels"
    if width < 1 or height < 1:
        raise InvalidArgumentError(f"save_png: the picture would be empty: {size}")
    if width > CAIRO_MAX_SIDE or height > CAIRO_MAX_SIDE:
        raise InvalidArgumentError(f"save_png: {size}; cairo draws at most {CAIRO_MAX_SIDE:,} pixels a side")
    pixels = math.ceil(width) * math.ceil(height)
    if pixels > max_pixels:
        raise InvalidArgumentError(
            f"save_png: {size} ({pixels:,} pixels, about {4 * pixels / 1e6:,.0f} MB to "
            f"draw), more than max_pixels={max_pixels:,}: lower scale or raise max_pixels"
        )
    return math.ceil(width), math.ceil(height)


def write_png(svg: str, path: Union[str, "os.PathLike[str]"]) -> str:
    """Writes ``svg`` as a PNG at ``path`` with cairosvg (checked by :func:`check_png_size` first) and returns
    the path."""
    try:
        import cairosvg
    except (ImportError, OSError) as error:
        raise ImportError(
            f"save_png() needs cairosvg (and the libcairo2 system library): pip install cairosvg "
            f"(or pip install 'swiftlayout[experiments]'); {error}"
        ) from error
    target = os.fspath(path)
    cairosvg.svg2png(bytestring=fit_text_lengths(svg).encode("utf-8"), write_to=target)
    return target


def fit_text_lengths(svg: str) -> str:
    """``svg`` with each ``<text textLength=…>`` set letter by letter at positions that spread it over that
    length, for cairosvg, which ignores ``textLength``: its lines would be as wide as the picture's font sets
    them (Inter or Noto Sans, not SF Pro) and run past their frames. cairosvg sets a text letter by letter,
    each at its own advance (hinted at the picture's pixel size, so a scaling transform would be rounded
    away): here each letter gets its own ``x``, its advance in the face cairosvg selects (the first family of
    ``font-family``, its weight and slant) at the picture's scale, times the line's length over their sum.
    The glyphs keep their shapes; the line is as wide as the engine measured it (to within the last glyph's
    share of the change). A text anchored at its middle or end, and an SVG without ``textLength``, are left
    as they are."""
    if "textLength=" not in svg:
        return svg
    import cairocffi as cairo  # cairosvg's own binding (installed with it)

    ET.register_namespace("", _SVG)
    root = ET.fromstring(svg)
    zoom = 1.0
    try:
        box = [float(v) for v in (root.get("viewBox") or "").replace(",", " ").split()]
        if len(box) == 4 and box[2] > 0:
            zoom = float(root.get("width", "").removesuffix("px") or box[2]) / box[2]
    except ValueError:
        pass
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1)
    context = cairo.Context(surface)
    if math.isfinite(zoom) and zoom > 0:
        context.scale(zoom, zoom)  # as cairosvg scales its context: the advances are hinted at that size
    faces: Dict[Tuple[str, str, str], Any] = {}
    advances: Dict[Tuple[Tuple[str, str, str], float, str], float] = {}
    for node in root.iter(f"{{{_SVG}}}text"):
        length, text = node.get("textLength"), node.text
        if length is None or not text or node.get("text-anchor", "start") != "start" or len(node) > 0:
            continue
        try:
            target, x, size = float(length), float(node.get("x", "0")), float(node.get("font-size", "16"))
        except ValueError:
            continue
        family = (node.get("font-family") or "sans-serif").split(",")[0].strip("\"' ")
        weight = node.get("font-weight") or "normal"
        if weight.isdigit():
            weight = "bold" if int(weight) >= 550 else "normal"
        style = node.get("font-style") or "normal"
        key = (family, style, weight)
        if key not in faces:
            context.select_font_face(
                family,
                getattr(cairo, f"FONT_SLANT_{style.upper()}", cairo.FONT_SLANT_NORMAL),
                getattr(cairo, f"FONT_WEIGHT_{weight.upper()}", cairo.FONT_WEIGHT_NORMAL),
            )
            faces[key] = context.get_font_face()
        context.set_font_face(faces[key])
        context.set_font_size(size)
        widths = []
        for letter in text:
            known = advances.get((key, size, letter))
            if known is None:
                known = advances[(key, size, letter)] = context.text_extents(letter)[4]
            widths.append(known)
        natural = sum(widths)
        if not (natural > 0 and math.isfinite(target) and target > 0):
            continue
        spread = target / natural
        positions, at = [], x
        for width in widths:
            positions.append(f"{at:.3f}".rstrip("0").rstrip("."))
            at += width * spread
        node.set("x", " ".join(positions))
    return ET.tostring(root, encoding="unicode")
