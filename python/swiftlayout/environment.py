"""Layout environments: an engine environment (``sl_env_*``) made from :func:`swiftlayout.layout`'s
keywords — a device preset or a screen, a safe area, a scale, named parameters — and the geometry a
:class:`~swiftlayout.Layout` reports of it."""

from __future__ import annotations

import ctypes
import math
from typing import Any, Dict, Optional, Sequence, Tuple

from ._ffi import check, handle, lib
from .errors import InvalidArgumentError
from .geometry import check_name

DEFAULT_DEVICE = "iPhone 15 Pro"

#: screen, safe area, scale, keyboard height, device name: what a Layout reports of its environment.
Geometry = Tuple[Tuple[float, float], Tuple[float, float, float, float], float, float, Optional[str]]


def make_environment(
    device: Optional[str],
    screen: Optional[Tuple[float, float]],
    safe_area: Optional[Sequence[float]],
    scale: Optional[float],
    parameters: Dict[str, Any],
) -> Tuple[int, Geometry]:
    """An engine environment for :func:`layout`'s keywords (the caller frees it) and its geometry."""
    if device is not None:
        if device == "":  # not the default: a name left empty is a mistake (devices() lists the presets)
            raise InvalidArgumentError(
                "layout: device must be a preset name such as 'iPhone 15 Pro' (see devices()), "
                "got '' (omit it, or pass None, for the default)"
            )
        check_name(device, "layout", "device")
    if screen is not None and device is None:
        if not (isinstance(screen, (tuple, list)) and len(screen) == 2):
            raise InvalidArgumentError(f"screen must be (width, height), got {screen!r}")
        w, h = (finite_number(screen[0], "screen width"), finite_number(screen[1], "screen height"))
        env = handle(lib.sl_env_new(w, h, finite_number(scale if scale is not None else 1.0, "scale")))
    else:
        env = handle(lib.sl_env_new_device((device or DEFAULT_DEVICE).encode()))
    try:
        if screen is not None and device is not None:
            if not (isinstance(screen, (tuple, list)) and len(screen) == 2):
                raise InvalidArgumentError(f"screen must be (width, height), got {screen!r}")
            check(
                lib.sl_env_set_size(
                    env, finite_number(screen[0], "screen width"), finite_number(screen[1], "screen height")
                )
            )
        if scale is not None and (device is not None or screen is None):
            check(lib.sl_env_set(env, b"display_scale", finite_number(scale, "scale")))
        if safe_area is not None:
            if len(safe_area) != 4:
                raise InvalidArgumentError(f"safe_area must be (top, leading, bottom, trailing), got {safe_area!r}")
            check(lib.sl_env_set_safe_area(env, *(finite_number(v, "safe_area inset") for v in safe_area)))
        for key, value in parameters.items():
            check_name(key, "layout", "parameter name")
            if isinstance(value, str):  # a named value: platform="macOS 26"
                check(lib.sl_env_set_string(env, key.encode(), check_name(value, "layout", key).encode()))
            else:
                check(lib.sl_env_set(env, key.encode(), finite_number(value, key)))

        def read(key: str) -> float:
            out = ctypes.c_double(0)
            check(lib.sl_env_get(env, key.encode(), ctypes.byref(out)))
            return out.value

        name = (device or DEFAULT_DEVICE) if screen is None or device is not None else None
        geometry: Geometry = (
            (read("width"), read("height")),
            (read("safe_area_top"), read("safe_area_leading"), read("safe_area_bottom"), read("safe_area_trailing")),
            read("display_scale"),
            read("keyboard_height"),
            name,
        )
    except BaseException:
        lib.sl_env_free(env)
        raise
    return env, geometry


def finite_number(value: Any, what: str) -> float:
    """``value`` as a float, or InvalidArgumentError naming ``what`` if it is not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidArgumentError(f"{what} must be a number, got {type(value).__name__}")
    v = float(value)
    if math.isnan(v) or math.isinf(v):
        raise InvalidArgumentError(f"{what} must be finite, got {v}")
    return v


def max_nodes_of(env: int) -> int:
    """The environment's max_nodes: the most nodes a layout takes."""
    out = ctypes.c_double(0)
    check(lib.sl_env_get(env, b"max_nodes", ctypes.byref(out)))
    return int(out.value)
