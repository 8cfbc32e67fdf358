"""The C callbacks of a layout: the engine calls them for the Python functions a document refers to
(``container_relative_frame`` lengths, alignment guides, GeometryReader content, custom layouts, measured
views); each calls the function by its index, keeps any exception for the caller, and remembers the content
GeometryReaders built."""

from __future__ import annotations

import ctypes
import math
from typing import Any, Dict, List, Tuple

from ._ffi import (
    BUILDER_CALLBACK,
    EXPLICIT_ALIGNMENT_CALLBACK,
    GUIDE_CALLBACK,
    LENGTH_CALLBACK,
    MEASURE_CALLBACK,
    PLACE_CALLBACK,
    SIZE_CALLBACK,
    SPACING_CALLBACK,
    check,
    handle,
    lib,
)
from .document import serialize
from .errors import CallbackError, LayoutError
from .geometry import Rect, ViewDimensions
from .views.custom import (
    CustomLayout,
    LayoutSubview,
    ProposedViewSize,
    defines_explicit_alignment,
    optional_length,
    subviews_of,
)
from .views.geometry_reader import GeometryProxy
from .views.view import View


class Callbacks:
    """The C callbacks of one layout: they call the Python functions of the document by id, keep any
    exception for the caller, and remember the content GeometryReaders built."""

    def __init__(self, functions: List[Tuple[str, Any]], max_nodes: int = 0) -> None:
        self.functions = functions
        self.failures: List[Tuple[int, BaseException]] = []
        self.built: Dict[int, View] = {}
        self.caches: Dict[int, Any] = {}
        #: The layout's max_nodes: content built here is serialized within it.
        self.max_nodes = max_nodes
        self.length = LENGTH_CALLBACK(self._length)
        self.guide = GUIDE_CALLBACK(self._guide)
        self.builder = BUILDER_CALLBACK(self._builder)
        self.size = SIZE_CALLBACK(self._size)
        self.place = PLACE_CALLBACK(self._place)
        self.spacing = SPACING_CALLBACK(self._spacing)
        self.measure = MEASURE_CALLBACK(self._measure)
        self.explicit = EXPLICIT_ALIGNMENT_CALLBACK(self._explicit)

    def pointers(self) -> Tuple[Any, ...]:
        """The callbacks in sl_document_parse_with_layout_callbacks's order (before its context)."""
        return tuple(
            ctypes.cast(f, ctypes.c_void_p)
            for f in (
                self.length,
                self.guide,
                self.builder,
                self.size,
                self.place,
                self.spacing,
                self.measure,
                self.explicit,
            )
        )

    def _layout_call(self, index: int, proxy: int) -> Tuple[CustomLayout, List[LayoutSubview], Any]:
        layout = self.functions[index][1]
        subviews = subviews_of(proxy)
        if index not in self.caches:
            self.caches[index] = layout.make_cache(subviews)
        return layout, subviews, self.caches[index]

    def _size(self, context: Any, index: int, proxy: int, width: float, height: float, out_w: Any, out_h: Any) -> int:
        try:
            layout, subviews, cache = self._layout_call(index, proxy)
            proposal = ProposedViewSize(optional_length(width), optional_length(height))
            size = layout.size_that_fits(proposal, subviews, cache)
            out_w[0], out_h[0] = self._number(size[0]), self._number(size[1])
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _place(
        self, context: Any, index: int, proxy: int, x: float, y: float, w: float, h: float, pw: float, ph: float
    ) -> int:
        try:
            layout, subviews, cache = self._layout_call(index, proxy)
            proposal = ProposedViewSize(optional_length(pw), optional_length(ph))
            layout.place_subviews(Rect(x, y, w, h), proposal, subviews, cache)
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _spacing(self, context: Any, index: int, proxy: int) -> int:
        try:
            layout, subviews, cache = self._layout_call(index, proxy)
            chosen = layout.spacing(subviews, cache)
            return -1 if chosen is None else int(chosen.index)
        except BaseException as exc:
            self.failures.append((index, exc))
            return -1

    def _explicit(
        self,
        context: Any,
        index: int,
        proxy: int,
        guide: bytes,
        axis: int,
        width: float,
        height: float,
        pw: float,
        ph: float,
        out: Any,
    ) -> int:
        try:
            layout = self.functions[index][1]
            if not defines_explicit_alignment(layout):
                return -1  # the engine's default: the subviews' explicit guides merged
            layout, subviews, cache = self._layout_call(index, proxy)
            proposal = ProposedViewSize(optional_length(pw), optional_length(ph))
            value = layout.explicit_alignment(guide.decode(), Rect(0, 0, width, height), proposal, subviews, cache)
            out[0] = math.nan if value is None else self._number(value)
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _measure(self, context: Any, index: int, width: float, height: float, out_w: Any, out_h: Any) -> int:
        try:
            size = self.functions[index][1](ProposedViewSize(optional_length(width), optional_length(height)))
            out_w[0], out_h[0] = self._number(size[0]), self._number(size[1])
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _number(self, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"must return a number, got {type(value).__name__}")
        return float(value)

    def _length(self, context: Any, index: int, length: float, axis: int, out: Any) -> int:
        try:
            out[0] = self._number(self.functions[index][1](length, "horizontal" if axis == 1 else "vertical"))
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _guide(self, context: Any, index: int, width: float, height: float, out: Any) -> int:
        try:
            out[0] = self._number(self.functions[index][1](ViewDimensions(width, height)))
            return 0
        except BaseException as exc:
            self.failures.append((index, exc))
            return 1

    def _builder(self, context: Any, index: int, document: int, proxy: int) -> int:
        try:
            w, h = ctypes.c_double(), ctypes.c_double()
            check(lib.sl_geometry_size(proxy, ctypes.byref(w), ctypes.byref(h)))
            insets = [ctypes.c_double() for _ in range(4)]
            check(lib.sl_geometry_safe_area(proxy, *(ctypes.byref(i) for i in insets)))
            node = ctypes.c_ssize_t()
            check(lib.sl_geometry_node(proxy, ctypes.byref(node)))

            def frame(space: str) -> Rect:
                values = [ctypes.c_double() for _ in range(4)]
                check(lib.sl_geometry_frame(proxy, space.encode("utf-8"), *(ctypes.byref(v) for v in values)))
                return Rect(*(v.value for v in values))

            safe_area = (insets[0].value, insets[1].value, insets[2].value, insets[3].value)
            content = self.functions[index][1](GeometryProxy((w.value, h.value), safe_area, node.value, frame))
            if not isinstance(content, View):
                raise TypeError(f"must return a View, got {type(content).__name__}")
            document_text, _ = serialize(content, self.functions, self.max_nodes)
            text = document_text.encode("utf-8")
            view_handle = lib.sl_document_parse_with_layout_callbacks(document, text, *self.pointers(), None)
            handle(view_handle)
            self.built[node.value] = content
            return view_handle
        except BaseException as exc:
            self.failures.append((index, exc))
            return 0

    def error(self, error: LayoutError) -> LayoutError:
        """The error to raise for a failed layout: the first Python exception, named, if there was one."""
        if not self.failures:
            return error
        index, exc = self.failures[0]
        kind, function = self.functions[index]
        what = {
            "length": "container_relative_frame length",
            "guide": "alignment_guide",
            "content": "GeometryReader content",
            "layout": "custom layout",
            "measure": "measure",
        }[kind]
        name = getattr(function, "__qualname__", None) or type(function).__qualname__
        failure = CallbackError(f"{what} function {name} raised {type(exc).__name__}: {exc}")
        failure.__cause__ = exc
        return failure
