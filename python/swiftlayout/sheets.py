"""Sheets and popovers: ``.sheet { content }.presentationDetents([detent])`` and ``.popover { content }``
content laid out as its own root.

A sheet's content is not inside the view that presents it: it is laid out in the sheet's size, the screen's
width and the detent's height — ``"medium"`` half the screen's height, ``"large"`` the height less the top
inset, ``("height", h)`` h points, ``("fraction", f)`` f of the height, each at most the large height — with
the screen's leading, trailing and bottom insets and no top inset. These numbers are **assumed** (nothing
measured: docs/PLATFORMS.md "Sheets"); the rule is the engine's (``sl_env_set_sheet``).

A popover is a large sheet where the width is horizontally compact (an iPhone in portrait: Apple's ``popover``
documentation), else a bubble the size of its content's ideal size within the screen's safe area, without
insets (``sl_env_set_popover``; also **assumed**).
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from ._ffi import check, lib, take_string
from .views.view import View
from .environment import make_environment
from .errors import InvalidArgumentError
from .geometry import check_length
from .result import Layout, layout

__all__ = ["Detent", "layout_popover", "layout_sheet", "popover_geometry", "sheet_geometry"]

#: ``"medium"``, ``"large"``, ``("height", points)`` or ``("fraction", f)``.
Detent = Union[str, Tuple[str, float]]

_KINDS = {"medium": 0, "large": 1, "height": 2, "fraction": 3}


def _detent(detent: Detent) -> Tuple[int, float]:
    if isinstance(detent, str) and detent in ("medium", "large"):
        return _KINDS[detent], 0.0
    if (
        isinstance(detent, tuple)
        and len(detent) == 2
        and detent[0] in ("height", "fraction")
        and isinstance(detent[1], (int, float))
        and not isinstance(detent[1], bool)
    ):
        return _KINDS[detent[0]], float(detent[1])
    raise InvalidArgumentError(
        f'sheet detent must be "medium", "large", ("height", points) or ("fraction", f), got {detent!r}'
    )


def sheet_geometry(
    detent: Detent = "large",
    device: Optional[str] = None,
    *,
    screen: Optional[Tuple[float, float]] = None,
    safe_area: Optional[Sequence[float]] = None,
    scale: Optional[float] = None,
) -> Tuple[Tuple[float, float], Tuple[float, float, float, float]]:
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

        insets = (
            read("safe_area_top"),
            read("safe_area_leading"),
            read("safe_area_bottom"),
            read("safe_area_trailing"),
        )
        return (read("width"), read("height")), insets
    finally:
        lib.sl_env_free(env)


def layout_sheet(
    content: View,
    detent: Detent = "large",
    device: Optional[str] = None,
    *,
    screen: Optional[Tuple[float, float]] = None,
    safe_area: Optional[Sequence[float]] = None,
    scale: Optional[float] = None,
    **parameters: Any,
) -> Layout:
    """Lays out a sheet's ``content`` as its own root in the sheet's size (:func:`sheet_geometry`) and
    returns the :class:`~swiftlayout.Layout`; other keywords (``platform=``, parameters) are
    :func:`swiftlayout.layout`'s."""
    (w, h), insets = sheet_geometry(detent, device, screen=screen, safe_area=safe_area, scale=scale)
    return layout(content, screen=(w, h), safe_area=insets, **_presenter(device, screen, safe_area, scale, parameters))


def _read_geometry(env: int) -> Tuple[Tuple[float, float], Tuple[float, float, float, float]]:
    def read(key: str) -> float:
        out = ctypes.c_double(0)
        check(lib.sl_env_get(env, key.encode(), ctypes.byref(out)))
        return out.value

    insets = (read("safe_area_top"), read("safe_area_leading"), read("safe_area_bottom"), read("safe_area_trailing"))
    return (read("width"), read("height")), insets


def popover_geometry(
    ideal_size: Tuple[float, float],
    device: Optional[str] = None,
    *,
    screen: Optional[Tuple[float, float]] = None,
    safe_area: Optional[Sequence[float]] = None,
    scale: Optional[float] = None,
    platform: Optional[str] = None,
) -> Tuple[Tuple[float, float], Tuple[float, float, float, float]]:
    """The popover's ``((width, height), (top, leading, bottom, trailing))`` for content whose ideal size is
    ``ideal_size``, on a screen given as for :func:`swiftlayout.layout` (``platform`` picks the profile)."""
    if not (isinstance(ideal_size, (tuple, list)) and len(ideal_size) == 2):
        raise InvalidArgumentError(f"popover ideal_size must be (width, height), got {ideal_size!r}")
    width = check_length(ideal_size[0], "popover ideal_size width", allow_infinity=True)
    height = check_length(ideal_size[1], "popover ideal_size height", allow_infinity=True)
    if width is None or height is None:
        raise InvalidArgumentError(f"popover ideal_size must be two numbers, got {ideal_size!r}")
    env, _ = make_environment(device, screen, safe_area, scale, {} if platform is None else {"platform": platform})
    try:
        check(lib.sl_env_set_popover(env, width, height))
        return _read_geometry(env)
    finally:
        lib.sl_env_free(env)


def layout_popover(
    content: View,
    device: Optional[str] = None,
    *,
    screen: Optional[Tuple[float, float]] = None,
    safe_area: Optional[Sequence[float]] = None,
    scale: Optional[float] = None,
    **parameters: Any,
) -> Layout:
    """Lays out a popover's ``content`` as its own root (:func:`popover_geometry`, its ideal size measured
    first with nothing proposed) and returns the :class:`~swiftlayout.Layout`; other keywords
    (``platform=``, parameters) are :func:`swiftlayout.layout`'s."""
    with layout(content.fixed_size(), device, screen=screen, safe_area=safe_area, scale=scale, **parameters) as probe:
        frame = probe.nodes[0].frame
    platform = parameters.get("platform")
    (w, h), insets = popover_geometry(
        (frame.width, frame.height),
        device,
        screen=screen,
        safe_area=safe_area,
        scale=scale,
        platform=platform if isinstance(platform, str) else None,
    )
    return layout(content, screen=(w, h), safe_area=insets, **_presenter(device, screen, safe_area, scale, parameters))


def _presenter(
    device: Optional[str],
    screen: Optional[Tuple[float, float]],
    safe_area: Optional[Sequence[float]],
    scale: Optional[float],
    parameters: Dict[str, Any],
) -> Dict[str, Any]:
    """The presenting screen's scale and platform profile (a device preset's, unless ``platform=`` says),
    with the other keywords, for laying the presented content out as a root of its own size."""
    env, geometry = make_environment(device, screen, safe_area, scale, {})
    try:
        platform = take_string(lib.sl_env_get_string(env, b"platform"))
    finally:
        lib.sl_env_free(env)
    return {"scale": geometry[2], "platform": platform, **parameters}
