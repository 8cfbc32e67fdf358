"""Errors raised by swiftlayout. Every one is a :class:`LayoutError` carrying the engine's status code."""

from __future__ import annotations

from typing import Optional, Dict, Type

# Status codes of include/swiftlayout_constants.h.
SL_OK = 0
SL_ERR_INVALID_ARGUMENT = 1
SL_ERR_INVALID_HANDLE = 2
SL_ERR_NULL_POINTER = 3
SL_ERR_PARSE = 4
SL_ERR_DEPTH = 5
SL_ERR_NOT_FOUND = 6
SL_ERR_BUFFER_TOO_SMALL = 7
SL_ERR_CALLBACK = 8
SL_ERR_RESOURCE = 9
SL_ERR_INTERNAL = 99


class LayoutError(Exception):
    """An error from the layout engine: ``status`` is the C status code, ``message`` its explanation."""

    status: int = SL_ERR_INTERNAL

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status


class InvalidArgumentError(LayoutError, ValueError):
    """An argument is out of range or an unknown name (also a ``ValueError``)."""

    status = SL_ERR_INVALID_ARGUMENT


class InvalidHandleError(LayoutError):
    """An engine object was used after it was freed."""

    status = SL_ERR_INVALID_HANDLE


class ParseError(LayoutError, ValueError):
    """A view document was rejected."""

    status = SL_ERR_PARSE


class DepthError(LayoutError):
    """A view tree is deeper than the engine's limit."""

    status = SL_ERR_DEPTH


class NotFoundError(LayoutError, KeyError):
    """No node has the requested id or index (also a ``KeyError``)."""

    status = SL_ERR_NOT_FOUND

    def __str__(self) -> str:  # KeyError would quote the message
        return self.message


class CallbackError(LayoutError):
    """A user function (a ``container_relative_frame`` length) raised or returned a bad value; the
    original exception, if any, is the ``__cause__``."""

    status = SL_ERR_CALLBACK


class ResourceError(LayoutError, MemoryError):
    """The process ran out of memory for a tree within ``max_nodes`` (checked before it is laid out) or of
    handles (also a ``MemoryError``); nothing was made or changed."""

    status = SL_ERR_RESOURCE


class LayoutClosedError(InvalidHandleError):
    """A :class:`~swiftlayout.Layout` was used after ``close()``."""


_BY_STATUS: Dict[int, Type[LayoutError]] = {
    SL_ERR_INVALID_ARGUMENT: InvalidArgumentError,
    SL_ERR_INVALID_HANDLE: InvalidHandleError,
    SL_ERR_PARSE: ParseError,
    SL_ERR_DEPTH: DepthError,
    SL_ERR_NOT_FOUND: NotFoundError,
    SL_ERR_CALLBACK: CallbackError,
    SL_ERR_RESOURCE: ResourceError,
}


def raise_for_status(status: int, message: str) -> None:
    """Raises the LayoutError subclass for ``status`` with ``message``."""
    cls = _BY_STATUS.get(status, LayoutError)
    raise cls(message or f"swiftlayout call failed with status {status}", status)


class SwiftSourceError(ValueError):
    """SwiftUI source that :func:`swiftlayout.from_swift` cannot turn into a view: a syntax error, an unknown
    view or modifier (with ``strict=True``), a wrong argument label, a value the reader cannot compute.
    ``file``, ``line`` and ``column`` (1-based) point at the construct; ``reason`` is the message without them.
    ``str(error)`` is ``file:line:column: reason`` (``line L, column C: reason`` for a source given as a string)."""

    def __init__(self, reason: str, line: int = 0, column: int = 0, *, file: Optional[str] = None) -> None:
        if line and file and file != "<source>":
            where = f"{file}:{line}:{column}: "
        elif line:
            where = f"line {line}, column {column}: "
        elif file and file != "<source>":
            where = f"{file}: "
        else:
            where = ""
        super().__init__(where + reason)
        self.reason = reason
        self.line = line
        self.column = column
        self.file = file
