"""Swift's own parser, through ``libswiftlayout_syntax.so`` (Sources/SwiftLayoutSyntax/SyntaxJSON.swift).

The library parses a file with swift-syntax's ``SwiftParser`` (the toolchain's parser), folds operator
sequences with Swift's precedence groups, and returns the tree as JSON: a node is a dict with its kind
(``"k"``, swift-syntax's name such as ``functionCallExpr``), its UTF-8 byte range (``"r"``) and its children
under swift-syntax's child names; a token is its text; a collection is a list. :class:`SourceFile` holds
one parsed file with its comments, the places the parser could not read, and the line table that turns a
byte offset into ``file:line:column``.
"""

from __future__ import annotations

import ctypes
import json
import os
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

from .._ffi import LIBRARY_PATH
from ..errors import SwiftSourceError

#: A syntax node: ``{"k": kind, "r": [start, end], child name: child, …}``.
Node = Any

SYNTAX_LIBRARY = "libswiftlayout_syntax.so"
#: The largest file the reader parses (the library's own limit is larger): a SwiftUI source file is rarely
#: over 200 KB; the JSON tree is about 3.5 times the source.
MAX_SOURCE_BYTES = 4 << 20
#: Python's recursion limit while decoding a tree (the library writes at most 2,000 nested syntax nodes).
JSON_RECURSION_LIMIT = 6_000


def _candidates() -> List[Path]:
    found: List[Path] = []
    env = os.environ.get("SWIFTLAYOUT_SYNTAX_LIB")
    if env:
        found.append(Path(env))
    found.append(Path(LIBRARY_PATH).resolve().parent / SYNTAX_LIBRARY)
    found.append(Path(__file__).resolve().parent.parent / SYNTAX_LIBRARY)
    return found


class _Library:
    """The syntax library, loaded when first needed."""

    def __init__(self) -> None:
        self._lib: Optional[ctypes.CDLL] = None

    def get(self) -> ctypes.CDLL:
        if self._lib is None:
            tried = _candidates()
            for path in tried:
                if path.is_file():
                    lib = ctypes.CDLL(str(path))
                    lib.sl_syntax_parse.restype = ctypes.c_void_p
                    lib.sl_syntax_parse.argtypes = [ctypes.c_char_p, ctypes.c_ssize_t]
                    lib.sl_syntax_free.restype = None
                    lib.sl_syntax_free.argtypes = [ctypes.c_void_p]
                    self._lib = lib
                    break
            else:
                listing = "\n  ".join(str(p) for p in tried)
                raise ImportError(
                    f"from_swift needs {SYNTAX_LIBRARY} (Swift's parser), built next to "
                    f"libswiftlayout.so by `make build` / `make release`. Looked in:\n  {listing}"
                )
        return self._lib


_LIBRARY = _Library()


def parse_json(data: bytes) -> Dict[str, Any]:
    """The library's JSON for ``data`` (UTF-8 Swift source) as Python objects."""
    lib = _LIBRARY.get()
    pointer = lib.sl_syntax_parse(data, len(data))
    if not pointer:
        raise SwiftSourceError(f"the source is too large to parse ({len(data)} bytes)")
    try:
        text = ctypes.string_at(pointer)
    finally:
        lib.sl_syntax_free(pointer)
    # The tree nests at most 2,000 syntax levels (deeper code is a syntax error the library reports); JSON
    # decoding recurses per level.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, JSON_RECURSION_LIMIT))
    try:
        parsed: Dict[str, Any] = json.loads(text)
    except RecursionError:
        raise SwiftSourceError("the source nests too deeply to read") from None
    finally:
        sys.setrecursionlimit(limit)
    return parsed


class SourceFile:
    """One Swift file: its text, its syntax tree, its comments and the places Swift's parser could not read."""

    def __init__(self, text: str, path: str = "<source>") -> None:
        self.path = path
        self.text = text
        self.data = text.encode("utf-8", "surrogatepass")
        if len(self.data) > MAX_SOURCE_BYTES:
            raise SwiftSourceError(
                f"{path}: {len(self.data)} bytes is more than the {MAX_SOURCE_BYTES} bytes a source file may have",
                file=path,
            )
        parsed = parse_json(self.data)
        self.tree: Node = parsed["tree"]
        self.comments: List[Tuple[int, int]] = [(c[0], c[1]) for c in parsed["comments"]]
        self.errors: List[Tuple[int, int, str]] = [(e[0], e[1], e[2]) for e in parsed["errors"]]
        self._lines: Optional[List[int]] = None

    # -- positions -------------------------------------------------------------------------------------
    def line_starts(self) -> List[int]:
        """Where each line starts: after a line feed, a carriage return, or both (Swift's line ends)."""
        if self._lines is None:
            starts = [0]
            data = self.data
            for k in range(len(data)) if b"\r" in data else ():
                if (data[k] == 13 and (k + 1 >= len(data) or data[k + 1] != 10)) or data[k] == 10:
                    starts.append(k + 1)
            if b"\r" not in data:
                k = data.find(b"\n")
                while k >= 0:
                    starts.append(k + 1)
                    k = data.find(b"\n", k + 1)
            self._lines = starts
        return self._lines

    def position(self, offset: int) -> Tuple[int, int]:
        """(line, column), both 1-based, of a UTF-8 byte offset; the column counts characters."""
        starts = self.line_starts()
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        column = len(self.data[starts[lo] : offset].decode("utf-8", "replace")) + 1
        return lo + 1, column

    def where(self, node: Optional[Node]) -> str:
        """``file:line:column`` of a node."""
        if node is None:
            return self.path
        line, column = self.position(node["r"][0])
        return f"{self.path}:{line}:{column}"

    def slice(self, node: Node) -> str:
        """The node's source text."""
        start, end = node["r"]
        return self.data[start:end].decode("utf-8", "replace")

    def error(self, node: Optional[Node], reason: str) -> SwiftSourceError:
        if node is None:
            return SwiftSourceError(reason, file=self.path)
        line, column = self.position(node["r"][0])
        return SwiftSourceError(reason, line, column, file=self.path)

    def errors_in(self, node: Node) -> List[Tuple[int, int, str]]:
        """The parser's complaints inside ``node``'s range."""
        start, end = node["r"]
        return [e for e in self.errors if start <= e[0] <= end]


def kind(node: Any) -> str:
    """A node's kind, "" for a token, a list or nothing."""
    return node.get("k", "") if isinstance(node, dict) else ""


def walk(node: Any) -> Iterator[Node]:
    """Every node under ``node`` (itself first), without recursion."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, dict):
            yield n
            for key, child in n.items():
                if key not in ("k", "r") and isinstance(child, (dict, list)):
                    stack.append(child)
        elif isinstance(n, list):
            stack.extend(reversed(n))
