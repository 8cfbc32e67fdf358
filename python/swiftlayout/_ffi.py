"""The ctypes layer: finds libswiftlayout.so and declares every function of include/swiftlayout.h (their
signatures, ``SIGNATURES``, are generated from the header into ``_signatures.py`` by scripts/gen-python.py;
``tests/package/test_header_sync.py`` checks them against the header), and the callback types.

Nothing here is public API; the rest of the package calls ``lib`` through the helpers below.
"""

from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_char_p, c_double, c_int32, c_uint64, c_void_p
from pathlib import Path
from typing import Any, Callable, List, Optional, cast

from ._signatures import SIGNATURES
from .errors import raise_for_status

_HERE = Path(__file__).resolve().parent
_REPO = _HERE.parent.parent
LIBRARY_NAME = "libswiftlayout.so"

# containerRelativeFrame's length callback: (context, id, length, axis, out_length) -> status.
LENGTH_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_double, c_int32, POINTER(c_double))
# alignmentGuide's callback: (context, id, width, height, out_value) -> status.
GUIDE_CALLBACK = ctypes.CFUNCTYPE(c_int32, c_void_p, ctypes.c_int64, c_double, c_double, POINTER(c_double))
# GeometryReader's content builder: (context, id, document, proxy) -> view handle (0: failure).
BUILDER_CALLBACK = ctypes.CFUNCTYPE(c_uint64, c_void_p, ctypes.c_int64, c_uint64, c_uint64)
# Custom layouts: sizeThatFits, placeSubviews, spacing; and a leaf's measure function.
SIZE_CALLBACK = ctypes.CFUNCTYPE(
    c_int32, c_void_p, ctypes.c_int64, c_uint64, c_double, c_double, POINTER(c_double), POINTER(c_double)
)
PLACE_CALLBACK = ctypes.CFUNCTYPE(
    c_int32, c_void_p, ctypes.c_int64, c_uint64, c_double, c_double, c_double, c_double, c_double, c_double
)
SPACING_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int64, c_void_p, ctypes.c_int64, c_uint64)
#: (context, id, subviews, guide name, axis, width, height, proposed width, height, out) -> 0, -1 (default), error.
EXPLICIT_ALIGNMENT_CALLBACK = ctypes.CFUNCTYPE(
    c_int32,
    c_void_p,
    ctypes.c_int64,
    c_uint64,
    c_char_p,
    c_int32,
    c_double,
    c_double,
    c_double,
    c_double,
    POINTER(c_double),
)
MEASURE_CALLBACK = ctypes.CFUNCTYPE(
    c_int32, c_void_p, ctypes.c_int64, c_double, c_double, POINTER(c_double), POINTER(c_double)
)


def _candidates() -> List[Path]:
    found: List[Path] = []
    env = os.environ.get("SWIFTLAYOUT_LIB")
    if env:
        found.append(Path(env))
    found.append(_HERE / LIBRARY_NAME)
    for config in ("release", "debug"):
        found.append(_REPO / ".build" / config / LIBRARY_NAME)
    return found


def _load() -> ctypes.CDLL:
    tried = _candidates()
    env = os.environ.get("SWIFTLAYOUT_LIB")
    if env and not Path(env).is_file():
        raise ImportError(
            f"SWIFTLAYOUT_LIB is set to {env!r}, which is not a file. Unset it, or point it at "
            f"a built {LIBRARY_NAME} (`swift build -c release` in the swiftlayout repository)."
        )
    for path in tried:
        if path.is_file():
            library = ctypes.CDLL(str(path))
            for name, (restype, argtypes) in SIGNATURES.items():
                function = getattr(library, name)
                function.restype = restype
                function.argtypes = argtypes
            return library
    listing = "\n  ".join(str(p) for p in tried)
    raise ImportError(
        f"swiftlayout could not find {LIBRARY_NAME}. Looked in:\n  {listing}\n"
        f"Build it with `swift build -c release` (or `make`) in the swiftlayout repository, "
        f"set SWIFTLAYOUT_LIB to its path, or `pip install ./python`."
    )


lib = _load()
LIBRARY_PATH: str = lib._name


def check(status: int) -> None:
    """Raises the matching LayoutError if ``status`` is not SL_OK."""
    if status != 0:
        raise_for_status(status, lib.sl_last_error().decode("utf-8", "replace"))


def handle(value: int) -> int:
    """Returns ``value``, a handle from a constructor, or raises the error behind a 0."""
    if value == 0:
        raise_for_status(lib.sl_last_status(), lib.sl_last_error().decode("utf-8", "replace"))
    return value


def take_string(pointer: Optional[int]) -> str:
    """Decodes and frees a caller-owned ``char *`` result."""
    if not pointer:
        raise_for_status(lib.sl_last_status(), lib.sl_last_error().decode("utf-8", "replace"))
    try:
        return ctypes.string_at(cast(int, pointer)).decode("utf-8")
    finally:
        lib.sl_string_free(pointer)


def call(function: Callable[..., int], *args: Any) -> int:
    """Calls a status-returning function and raises on failure."""
    check(function(*args))
    return 0
