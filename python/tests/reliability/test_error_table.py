"""docs/ERRORS.md, row by row from Python: each status is reached, raises its class with the status and a
message, and the engine stays usable afterwards."""

import ctypes
import math

import pytest

from swiftlayout import (
    CallbackError,
    Color,
    DepthError,
    InvalidArgumentError,
    InvalidHandleError,
    LayoutError,
    NotFoundError,
    ParseError,
    Rectangle,
    layout,
)
from swiftlayout import _ffi

lib = _ffi.lib


def invalid_argument():
    layout(Color.red, device="Nokia 3310")


def invalid_handle():
    _ffi.handle(lib.sl_rectangle(0))


def null_pointer():
    d = lib.sl_document_new()
    try:
        _ffi.handle(lib.sl_text(d, None))
    finally:
        lib.sl_document_free(d)


def parse():
    d = lib.sl_document_new()
    try:
        _ffi.handle(lib.sl_document_parse(d, b'{"type": "Nope"}'))
    finally:
        lib.sl_document_free(d)


def depth():
    view = Rectangle()
    for _ in range(30):
        view = view.padding(1)
    layout(view, max_depth=10)


def not_found():
    layout(Rectangle().id("here"))["there"]


def buffer_too_small():
    d = lib.sl_document_new()
    env = lib.sl_env_new(10, 10, 1)
    handle = lib.sl_layout(d, lib.sl_rectangle(d), env)
    count = ctypes.c_ssize_t()
    try:
        _ffi.check(lib.sl_layout_copy_frames(handle, None, 0, ctypes.byref(count)))
    finally:
        assert count.value == 1
        lib.sl_layout_free(handle)
        lib.sl_env_free(env)
        lib.sl_document_free(d)


def callback():
    layout(Rectangle().container_relative_frame("vertical", length=lambda length, axis: math.nan))


ROWS = [
    (1, invalid_argument, InvalidArgumentError),
    (2, invalid_handle, InvalidHandleError),
    (3, null_pointer, LayoutError),
    (4, parse, ParseError),
    (5, depth, DepthError),
    (6, not_found, NotFoundError),
    (7, buffer_too_small, LayoutError),
    (8, callback, CallbackError),
]


@pytest.mark.parametrize("status, trigger, cls", ROWS, ids=[r[1].__name__ for r in ROWS])
def test_row(status, trigger, cls):
    with pytest.raises(cls) as e:
        trigger()
    assert e.value.status == status and e.value.message
    assert layout(Color.red.id("ok"), screen=(10, 10))["ok"].frame.size == (10, 10)  # still usable
