"""Sheets: ``.sheet { content }.presentationDetents([detent])`` content laid out as its own root.

A sheet's content is not inside the view that presents it: it is laid out in the sheet's size, the screen's
width and the detent's height — ``"medium"`` half the screen's height, ``"large"`` the height less the top
inset, ``("height", h)`` h points, ``("fraction", f)`` f of the height, each at most the large height — with
the screen's leading, trailing and bottom insets and no top inset. These numbers are **assumed** (nothing
measured: docs/PLATFORMS.md "Sheets"); the rule is the engine's (``sl_env_set_sheet``).
"""
from __future__ import annotations

import ctypes
from typing import Any, Optional, Sequence, Tuple, Union

from ._ffi import check, lib
from .base import View
from .environment import make_environment
from .errors import InvalidArgumentError
from .layout import Layout, layout

__all__ = ["Detent", "layout_sheet", "sheet_geometry"]

#: ``"medium"``, ``"large"``, ``("height", points)`` or ``("fraction", f)``.
Detent = Union[str, Tuple[str, float]]

_KINDS = {"medium": 0, "large": 1, "height": 2, "fraction": 3}


def _detent(detent: Detent) -> Tuple[int, float]:
    if isinstance(detent, str) and detent in ("medium", "large"):
        return _KINDS[detent], 0.0
    if (isinstance(detent, tuple) and len(detent) == 2 and detent[0] in ("height", "fraction")
            and isinstance(detent[1], (int, float)) and not isinstance(detent[1], bool)):
        return _KINDS[detent[0]], float(detent[1])
    raise InvalidArgumentError(f'sheet detent must be "medium", "large", ("height", points) or ("fraction", f), '
                               f"got {detent!r}")


def sheet_geometry(detent: Detent = "large", device: Optional[str] = None, *,
                   screen: Optional[Tuple[float, float]] = None, safe_area: Optional[Sequence[float]] = None,
                   scale: Optional[float] = None) -> Tuple[Tuple[float, float], Tuple[float, float, float, float]]:
    """The sheet's ``((width, height), (top, leading, bottom, trailing))`` on a screen given as for
    :func:`swiftlayout.layout` (a ``device`` preset, or ``screen``, ``safe_area`` and ``scale``)."""
    kind, value = _detent(detent)
    env, _ = make_environment(device, screen, safe_area, scale, {})
    try:
        check(lib.sl_env_set_sheet(env, kind, value))

        def read(key: str) -> float:
            out = ctypes.c_double(0)
            check(lib.sl_env_get(env, key.encode(), ctypes.byref(out)))
            return out.value

        insets = (read("safe_area_top"), read("safe_area_leading"), read("safe_area_bottom"),
                  read("safe_area_trailing"))
        return (read("width"), read("height")), insets
    finally:
        lib.sl_env_free(env)


def layout_sheet(content: View, detent: Detent = "large", device: Optional[str] = None, *,
                 screen: Optional[Tuple[float, float]] = None, safe_area: Optional[Sequence[float]] = None,
                 scale: Optional[float] = None, **parameters: Any) -> Layout:
    """Lays out a sheet's ``content`` as its own root in the sheet's size (:func:`sheet_geometry`) and
    returns the :class:`~swiftlayout.Layout`; other keywords (``platform=``, parameters) are
    :func:`swiftlayout.layout`'s."""
    (w, h), insets = sheet_geometry(detent, device, screen=screen, safe_area=safe_area, scale=scale)
    env, geometry = make_environment(device, screen, safe_area, scale, {})
    lib.sl_env_free(env)
    return layout(content, screen=(w, h), safe_area=insets, scale=geometry[2], **parameters)
