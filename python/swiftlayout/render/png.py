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
from typing import Any, Tuple, Union

from ..errors import InvalidArgumentError
from ..geometry import check_number

__all__ = ["CAIRO_MAX_SIDE", "MAX_PNG_PIXELS", "check_png_size", "write_png"]

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
        raise InvalidArgumentError(f"save_png: {size} ({pixels:,} pixels, about {4 * pixels / 1e6:,.0f} MB to "
                                   f"draw), more than max_pixels={max_pixels:,}: lower scale or raise max_pixels")
    return math.ceil(width), math.ceil(height)


def write_png(svg: str, path: Union[str, "os.PathLike[str]"]) -> str:
    """Writes ``svg`` as a PNG at ``path`` with cairosvg (checked by :func:`check_png_size` first) and returns
    the path."""
    try:
        import cairosvg
    except (ImportError, OSError) as error:
        raise ImportError(f"save_png() needs cairosvg (and the libcairo2 system library): pip install cairosvg "
                          f"(or pip install 'swiftlayout[experiments]'); {error}") from error
    target = os.fspath(path)
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=target)
    return target
