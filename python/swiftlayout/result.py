"""Laying a view out: ``layout(view, device="iPhone 15 Pro")`` → :class:`Layout`, with every node's frame.

The tree crosses into the engine as one JSON document; the structure comes back as one JSON text and the
frames in one bulk copy, so the cost does not grow with ctypes round trips.
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
import threading
import weakref
from array import array
from contextlib import contextmanager
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    NamedTuple,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
    Union,
    cast,
)

from ._ffi import check, handle, lib, take_string
from .base import ViewBase, set_notebook_picture
from .document import document_views, encode_binary, serialize
from .modifiers.layout import layout_direction_name
from .modifiers.text import dynamic_type_name
from .views.view import View
from .callbacks import Callbacks
from .environment import DEFAULT_DEVICE, Geometry, make_environment, max_nodes_of
from .errors import CallbackError, InvalidArgumentError, LayoutClosedError, LayoutError, NotFoundError
from .geometry import Rect, format_spacing
from .tools.lint_rules import MAX_FINDINGS, Finding, Findings, highlights, lint_layout
from .render.png import MAX_PNG_PIXELS, check_png_size, write_png
from .render.svg import render

__all__ = [
    "DEFAULT_DEVICE",
    "Layout",
    "Node",
    "ParsedView",
    "ViewSpacing",
    "devices",
    "format_spacing",
    "layout",
    "parse_view",
    "text_engine",
]


def text_engine() -> str:
    """Which text engine layouts use by default: "harfbuzz … with FONT" or "approximate (…)"."""
    return lib.sl_text_engine().decode()


def devices() -> List[str]:
    """The names of the built-in device presets."""
    return [lib.sl_device_name(i).decode() for i in range(lib.sl_device_count())]


_Method = TypeVar("_Method", bound=Callable[..., Any])


def _locked(method: _Method) -> _Method:
    """``method`` of a :class:`Layout`, run holding the layout's :attr:`~Layout.lock`."""

    @functools.wraps(method)
    def run(self: "Layout", *args: Any, **kwargs: Any) -> Any:
        with self.lock:
            return method(self, *args, **kwargs)

    return cast(_Method, run)


class Node:
    """One laid-out node: a leaf, a container or a modifier wrapper. Made on demand: its frame is read
    from the layout's frame array, the rest from the structure the layout reads once, when first asked.
    Every read holds the layout's lock (:class:`Layout`, threads)."""

    __slots__ = ("index", "_layout")

    def __init__(self, layout: "Layout", index: int) -> None:
        self._layout = layout
        self.index = index

    def _gone(self) -> NotFoundError:
        """The error for a node past the end of its layout: a replace() or relayout() that leaves fewer nodes
        leaves a Node held from before there (NotFoundError, not an IndexError)."""
        return NotFoundError(
            f"node {self.index} is no longer in its layout, which has {len(self._layout.frames) // 4} "
            f"nodes since a replace() or relayout() changed its structure: read the node again"
        )

    def _entry(self) -> Dict[str, Any]:
        """This node's entry of the structure (the caller holds the layout's lock)."""
        try:
            return self._layout._structure()[self.index]
        except IndexError:
            raise self._gone() from None

    def _tree(self) -> "Structure":
        """The layout's compact structure (the caller holds the layout's lock)."""
        return self._layout._arrays()

    def _field(self, values: Sequence[Any]) -> Any:
        """This node's entry of one of the structure's lists (NotFoundError once the node is gone)."""
        try:
            return values[self.index]
        except IndexError:
            raise self._gone() from None

    @property
    def frame(self) -> Rect:
        """The frame in screen coordinates (points), as of the layout's last (re)layout."""
        layout = self._layout
        with layout.lock:
            f, i = layout.frames, 4 * self.index
            try:
                return Rect(f[i], f[i + 1], f[i + 2], f[i + 3])
            except IndexError:
                raise self._gone() from None

    @property
    def kind(self) -> str:
        """The SwiftUI name of the node's layout: ``FrameLayout``, ``VStack``, ``Rectangle``, …"""
        with self._layout.lock:
            return self._field(self._tree().kind)

    @property
    def type_name(self) -> str:
        """SwiftUI's type name, e.g. ``ModifiedContent<Rectangle, FrameLayout>``."""
        with self._layout.lock:
            return self._entry()["type"]

    @property
    def id(self) -> Optional[str]:
        """The name given with ``.id(...)``, or None."""
        with self._layout.lock:
            return self._field(self._tree().ids)

    @property
    def label(self) -> Optional[str]:
        """A text the engine attaches: a navigation bar's title, a tab bar's labels (tab-separated)."""
        with self._layout.lock:
            tree = self._tree()
            self._field(tree.kind)
            return tree.labels.get(self.index)

    @property
    def _parent(self) -> Optional[int]:
        with self._layout.lock:
            parent: int = self._field(self._tree().parent)
            return None if parent < 0 else parent

    @property
    def _children(self) -> Tuple[int, ...]:
        with self._layout.lock:
            return tuple(self._field(self._tree().children))

    @property
    def view(self) -> Optional[View]:
        """The Python view this node was made from."""
        with self._layout.lock:
            try:
                return self._layout._views()[self.index]
            except IndexError:
                raise self._gone() from None

    @view.setter
    def view(self, value: Optional[View]) -> None:
        with self._layout.lock:
            views = self._layout._views()
            if self.index >= len(views):
                raise self._gone()
            views[self.index] = value

    @property
    def parent(self) -> Optional["Node"]:
        """The parent node, None for the root."""
        layout = self._layout
        with layout.lock:
            parent = self._entry()["parent"]
            return None if parent is None else layout._nodes()[parent]

    @property
    def children(self) -> List["Node"]:
        """The children: for a modifier its content first, then any overlay or background."""
        layout = self._layout
        with layout.lock:
            nodes = layout._nodes()
            return [nodes[i] for i in self._entry()["children"]]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Node) and other._layout is self._layout and other.index == self.index

    def __hash__(self) -> int:
        return hash((id(self._layout), self.index))

    @property
    def spacing(self) -> "ViewSpacing":
        """The spacing preferences this node publishes (what a stack with spacing=None asks it for)."""
        layout = self._layout
        with layout.lock:
            if 4 * self.index >= len(layout.frames):
                raise self._gone()
            if layout._handle is None:
                raise LayoutClosedError("this node's Layout was closed; spacing needs the engine's copy")
            text = take_string(lib.sl_layout_node_spacing(layout._handle, self.index))
            return ViewSpacing(layout, self.index, json.loads(text))

    @property
    def text_drawing(self) -> Optional[Dict[str, Any]]:
        """For a Text node, how it is drawn: ``{"size", "weight", "italic", "design", "firstBaseline",
        "pitch", "alignment", "fullHeight", "idealWidth", "idealHeight", "lines": [{"text", "width"}, …]}`` —
        its font and its lines as the engine broke them (an ellipsis where a line limit cut it; ``alignment``
        left to right); and, without its line limit and in its own environment (a List footer's font, a
        control's), its height at its frame's width and its one-line size, which layout lint's truncated-text
        rule compares with its frame. None for any other node, for
        a Text of more than ``TEXT_DRAWING_LIMIT`` characters (pictures estimate its lines), and once the
        Layout is closed unless it was read (or pickled) before."""
        layout = self._layout
        with layout.lock:
            if 4 * self.index >= len(layout.frames):
                raise self._gone()
            return layout._text_drawing(self.index)

    @property
    def is_modifier(self) -> bool:
        with self._layout.lock:
            return bool(self._field(self._tree().modifier))

    def to_dict(self) -> Dict[str, Any]:
        """This node as plain data (indices for parent and children)."""
        with self._layout.lock:
            entry = self._entry()
            return {
                "index": self.index,
                "kind": entry["kind"],
                "type": entry["type"],
                "id": entry["id"],
                "frame": list(self.frame),
                "parent": entry["parent"],
                "children": list(entry["children"]),
            }

    def __repr__(self) -> str:
        with self._layout.lock:
            name = f" #{self.id}" if self.id else ""
            return f"<Node {self.index} {self.kind}{name} {self.frame!r}>"


class ViewSpacing:
    """A node's spacing preferences: per edge, categories and their values (``edges``), as SwiftUI's
    ``ViewSpacing`` prints them. ``a.distance(b, along="vertical")`` is the gap a stack with
    ``spacing=None`` puts between ``a`` and a following ``b``."""

    def __init__(self, layout: "Layout", index: int, edges: Dict[str, Dict[str, Any]]) -> None:
        self._layout = layout
        self.index = index
        self.edges = edges

    def distance(self, other: "ViewSpacing", along: str = "vertical") -> float:
        if along not in ("horizontal", "vertical"):
            raise InvalidArgumentError(f"along must be 'horizontal' or 'vertical', got {along!r}")
        if other._layout is not self._layout:
            raise InvalidArgumentError("both spacings must come from the same Layout")
        with self._layout.lock:
            if self._layout._handle is None:
                raise LayoutClosedError("the Layout was closed")
            out = ctypes.c_double()
            check(
                lib.sl_layout_spacing_distance(
                    self._layout._handle, self.index, other.index, 1 if along == "horizontal" else 2, ctypes.byref(out)
                )
            )
            return out.value

    def __repr__(self) -> str:
        return format_spacing(self.edges)


class Structure:
    """A layout's tree as flat lists, one entry per node in pre-order (``Layout._arrays()``, read in one call,
    ``sl_layout_structure_json``): ``kind``, ``parent`` (-1 for the root), ``modifier`` (1 for a wrapper),
    ``ids`` (None where unnamed), ``labels`` (by index, only the nodes that have one) and ``children``."""

    __slots__ = ("kind", "parent", "modifier", "ids", "labels", "_children")

    def __init__(
        self, kind: List[str], parent: List[int], modifier: List[int], ids: List[Optional[str]], labels: Dict[int, str]
    ) -> None:
        self.kind, self.parent, self.modifier, self.ids, self.labels = kind, parent, modifier, ids, labels
        self._children: Optional[List[List[int]]] = None

    @property
    def children(self) -> List[List[int]]:
        """Each node's children, in order (a parent's children follow it in pre-order, in their order)."""
        if self._children is None:
            kids: List[List[int]] = [[] for _ in self.kind]
            for i, p in enumerate(self.parent):
                if p >= 0:
                    kids[p].append(i)
            self._children = kids
        return self._children

    @classmethod
    def from_json(cls, text: str) -> "Structure":
        data = json.loads(text)
        names, flat = data["kinds"], data["nodes"]
        ids: List[Optional[str]] = [None] * (len(flat) // 3)
        for index, name in data["ids"]:
            ids[index] = name
        return cls([names[k] for k in flat[1::3]], flat[0::3], flat[2::3], ids, dict(data["labels"]))

    @classmethod
    def from_entries(cls, entries: List[Dict[str, Any]]) -> "Structure":
        """From ``sl_layout_json``'s entries (a pickled Layout's)."""
        made = cls(
            [e["kind"] for e in entries],
            [-1 if e["parent"] is None else e["parent"] for e in entries],
            [1 if e["type"].startswith("ModifiedContent<") else 0 for e in entries],
            [e["id"] for e in entries],
            {i: e["label"] for i, e in enumerate(entries) if e.get("label") is not None},
        )
        made._children = [list(e["children"]) for e in entries]
        return made


#: Texts longer than this many characters are drawn with estimated lines (asking the engine for the lines of
#: a megabyte-long string would cost as much as laying it out again).
TEXT_DRAWING_LIMIT = 5_000


class Layout:
    """The result of a layout: every node's frame in screen coordinates (points), in pre-order.

    ``result["name"]`` is the node named with ``.id("name")``; iterate for all nodes; ``dump()`` prints the
    wrapper tree; ``svg()`` draws it. Use as a context manager, or call ``close()``, to free the engine's
    copy early (frames and nodes stay readable; ``dump()`` then raises :class:`LayoutClosedError`).

    Threads: one Layout may be shared. ``relayout()``, ``replace()`` and ``close()`` hold its :attr:`lock`,
    and so does every read (a node's frame, kind, view, spacing; ``to_dict()``, ``svg()``, pickling, …),
    so each read sees one layout or the next, never a mix. Hold ``with layout.lock:`` around several reads
    that must see the same layout, and around reading ``layout.frames`` (or a numpy view of it) directly.
    """

    #: The views of the document's generic records, as the encoder found them (``document_views``), until
    #: the nodes are paired with their views.
    _inside: Optional[Dict[int, Tuple[ViewBase, ...]]] = None

    def __init__(
        self,
        handle_value: int,
        view: View,
        geometry: Geometry,
        callbacks: Optional["Callbacks"] = None,
        max_nodes: int = 0,
        binary: bool = False,
    ) -> None:
        #: Held while the layout changes (relayout, replace, close) and while it is read (re-entrant).
        self.lock = threading.RLock()
        self._handle: Optional[int] = handle_value
        self._view: Optional[View] = view
        self._rebuild: Optional[Any] = None
        #: Whether ``view`` went to the engine as a binary document (its view order is the records').
        self._binary = binary
        self._set_geometry(geometry)
        self._finalizer: Optional[weakref.finalize] = weakref.finalize(self, lib.sl_layout_free, handle_value)
        #: The keywords of :func:`layout` this was laid out with (device, screen, platform, …), as
        #: ``relayout()`` last changed them: lint lays texts out again with them.
        self.options: Dict[str, Any] = {}
        # The engine calls these again when it lays the tree out again: they live as long as the layout.
        self._callbacks: List[Callbacks] = [callbacks] if callbacks is not None else []
        # True while the engine's copy has nothing to lay out again (every pass so far finished): a
        # relayout() without arguments then returns at once without a call into the engine.
        self._settled = True
        # The replacements still in the tree, in the order they were made: the index of the node each
        # replaced (the root of its subtree since), the view, and whether it went as a binary document. One
        # that a later replacement replaced is dropped, so there are at most as many as nodes.
        self._replacements: List[Tuple[int, View, bool]] = []
        #: The environment's max_nodes (replacements are serialized within it).
        self._max_nodes = max_nodes
        #: Every frame, x, y, width, height per node in pre-order (an ``array('d')``: numpy can wrap it
        #: without a copy, ``numpy.frombuffer(layout.frames, dtype=float).reshape(-1, 4)``).
        self.frames: array = array("d")
        self._read_frames()
        self._forget_structure()

    @property
    def notes(self) -> Tuple[Any, ...]:
        """What :func:`swiftlayout.from_swift` noted while reading the view and while laying it out (a
        GeometryReader's content or a custom layout it could not run): sample values, placeholders, skipped
        declarations, each with ``file:line:column`` (:attr:`View.notes`)."""
        return self.view.notes

    @property
    def view(self) -> View:
        """The view laid out (for a sweep's run made in a worker, made again here when first asked for)."""
        if self._view is None and self._rebuild is not None:
            rebuild, self._rebuild = self._rebuild, None
            self._view = rebuild()
        return self._view  # type: ignore[return-value]

    @view.setter
    def view(self, value: View) -> None:
        self._view = value
        self._rebuild = None

    @classmethod
    def _restore(
        cls,
        frames: array,
        indices: array,
        structure: str,
        geometry: Geometry,
        options: Dict[str, Any],
        measure_count: int,
        text_drawings: Dict[int, Any],
        view: Optional[View],
        rebuild: Optional[Any] = None,
    ) -> "Layout":
        """A closed Layout from plain data (a sweep's run: frames, view indices, ``sl_layout_structure_json``'s
        text), its view given or made by ``rebuild()`` when first asked for. Frames, nodes, ids, lint and
        pictures work; type names are rebuilt from the kinds."""
        made = cls.__new__(cls)
        made.lock = threading.RLock()
        made._handle = None
        made._finalizer = None
        made._view = view
        made._rebuild = rebuild
        made._binary = True
        made._set_geometry(geometry)
        made._callbacks = []
        made._settled = True
        made._replacements = []
        made._max_nodes = 0
        made.frames = frames
        made.measure_count = measure_count
        made.options = options
        made._forget_structure()
        made._compact = Structure.from_json(structure)
        made._indices = indices
        made._text_drawings = dict(text_drawings)
        return made

    def _set_geometry(self, geometry: Geometry) -> None:
        (self.screen, self.safe_area, self.scale, self.keyboard_height, self.device) = geometry

    # The private readers below (_text_drawing … _read_frames) read and fill the caches of one layout: their
    # callers hold self.lock (the public methods take it with @_locked, Node's with `with`).
    def _text_drawing(self, index: int) -> Optional[Dict[str, Any]]:
        """Node ``index``'s Text drawing (Node.text_drawing), read from the engine once per layout."""
        if index in self._text_drawings:
            return self._text_drawings[index]
        drawing = None
        if self._handle is not None and self.nodes[index].kind == "Text":
            view = self._views()[index]
            string = getattr(view, "string", "")
            if not isinstance(string, str) or len(string) <= TEXT_DRAWING_LIMIT:
                pointer = lib.sl_layout_text_json(self._handle, index)
                drawing = json.loads(take_string(pointer)) if pointer else None
        if self._handle is not None:
            self._text_drawings[index] = drawing
        return drawing

    def _forget_structure(self) -> None:
        """After a change of structure: nodes, ids and views are read again when next asked for."""
        self._text_drawings: Dict[int, Optional[Dict[str, Any]]] = {}
        self._indices: Optional[array] = None
        self._entries: Optional[List[Dict[str, Any]]] = None
        self._compact: Optional[Structure] = None
        self._node_list: Optional[List[Node]] = None
        self._view_list: Optional[List[Optional[View]]] = None
        self._id_index: Optional[Dict[str, int]] = None

    def _structure(self) -> List[Dict[str, Any]]:
        """Every node's kind, type, id, parent and children (one JSON text from the engine, read once)."""
        if self._entries is None and self._handle is None and self._compact is not None:
            self._entries = _entries_of(self._compact)
        if self._entries is None:
            handle_value = self._require_open("reading the node structure")
            self._entries = json.loads(take_string(lib.sl_layout_json(handle_value)))["nodes"]
        return self._entries

    def _arrays(self) -> Structure:
        """Every node's kind, parent, wrapper flag, id and label as flat lists (one compact JSON text from
        the engine, read once; from the full structure for a closed or unpickled layout)."""
        if self._compact is None:
            if self._handle is None and self._entries is not None:
                self._compact = Structure.from_entries(self._entries)
            else:
                handle_value = self._require_open("reading the node structure")
                self._compact = Structure.from_json(take_string(lib.sl_layout_structure_json(handle_value)))
        return self._compact

    def _view_indices(self) -> array:
        """Every node's document index (``sl_layout_copy_view_indices``: the document view it was made from,
        -1 for a node the engine made), read from the engine once per layout."""
        if self._indices is None:
            handle_value = self._require_open("reading which view made each node")
            indices = array("q", bytes(8 * (len(self.frames) // 4)))
            address, _ = indices.buffer_info()
            written = ctypes.c_ssize_t(0)
            check(
                lib.sl_layout_copy_view_indices(
                    handle_value,
                    ctypes.cast(address, ctypes.POINTER(ctypes.c_ssize_t)),
                    len(indices),
                    ctypes.byref(written),
                )
            )
            self._indices = indices
        return self._indices

    def _views(self) -> List[Optional[View]]:
        """The Python view of every node: the engine says which document view made each node (its document
        index), and the document's views in the engine's order are :func:`~swiftlayout.document.document_views`.
        Content a GeometryReader built and a replaced subtree were parsed as documents of their own: their
        nodes are paired with those documents' views (the reader's children; the subtree of the first node
        with the replaced id)."""
        if self._view_list is None:
            indices = self._view_indices()
            views: List[Optional[View]] = [None] * len(indices)
            _pair(views, indices, range(len(indices)), document_views(self.view, self._binary, self._inside))
            self._inside = None  # (used once: the pairing is kept)
            built: Dict[int, View] = {}
            for callbacks in self._callbacks:
                built.update(callbacks.built)
            if built or self._replacements:
                structure = self._arrays().children
                for reader in sorted(built):  # an outer reader's content before an inner one's
                    if reader < len(structure):
                        content = document_views(built[reader])
                        for child in structure[reader]:
                            _pair(views, indices, subtree(structure, child), content)
                for index, replacement, binary in self._replacements:
                    _pair(views, indices, subtree(structure, index), document_views(replacement, binary))
            self._view_list = views
        return self._view_list

    @property
    def nodes(self) -> List[Node]:
        """Every node, in pre-order (made on first use)."""
        with self.lock:
            return self._nodes()

    def _nodes(self) -> List[Node]:
        if self._node_list is None:
            self._node_list = [Node(self, i) for i in range(len(self.frames) // 4)]
        return self._node_list

    @property
    def _by_id(self) -> Dict[str, int]:
        if self._id_index is None:
            index: Dict[str, int] = {}
            for i, name in enumerate(self._arrays().ids):
                if name is not None:
                    index.setdefault(name, i)
            self._id_index = index
        return self._id_index

    def _read_frames(self) -> None:
        """Copies every node's frame from the engine into ``self.frames`` (one call)."""
        count = ctypes.c_ssize_t(0)
        check(lib.sl_layout_node_count(self._handle, ctypes.byref(count)))
        if len(self.frames) != 4 * count.value:
            self.frames = _ZERO * (4 * count.value)  # (no temporary: a zero-filled bytes would be a second copy)
        address, _ = self.frames.buffer_info()
        written = ctypes.c_ssize_t(0)
        check(
            lib.sl_layout_copy_frames(
                self._handle,
                ctypes.cast(address, ctypes.POINTER(ctypes.c_double)),
                len(self.frames),
                ctypes.byref(written),
            )
        )
        self._text_drawings = {}  # new frames: the lines are read again
        self._indices = None  # and which view made each node (GeometryReaders may have built again)
        measured = ctypes.c_ssize_t(0)
        check(lib.sl_layout_measure_count(self._handle, ctypes.byref(measured)))
        #: Sizes the engine has computed for this layout (cache misses), over the first layout and every
        #: relayout since.
        self.measure_count: int = measured.value

    # -- relayout -----------------------------------------------------------------------------------
    @_locked
    def relayout(
        self,
        device: Optional[str] = None,
        *,
        screen: Optional[Tuple[float, float]] = None,
        safe_area: Optional[Sequence[float]] = None,
        scale: Optional[float] = None,
        layout_direction: Optional[str] = None,
        **parameters: float,
    ) -> bool:
        """Lays the same tree out again, on another device or screen if given (same keywords as
        :func:`layout`), reusing every measurement the change cannot affect: a changed screen size or
        safe area keeps all cached sizes, and unchanged subtrees are not placed again. With no arguments
        and nothing changed it returns at once. Returns True if anything was laid out. The frames of
        this object (and of its nodes) are updated in place; on an error it keeps its previous frames (when a
        function of yours fails in a pass on a new screen, the screen is taken all the same: ``screen`` says
        so and the next ``relayout()`` lays out there).
        """
        if (
            self._settled
            and self._handle is not None
            and device is None
            and screen is None
            and safe_area is None
            and scale is None
            and layout_direction is None
            and not parameters
        ):
            return False  # the engine would answer "nothing changed" (an O(1) check) after a ctypes call
        handle_value = self._require_open("relayout()")
        named: Dict[str, Any] = dict(parameters)
        if layout_direction is not None:
            named["layout_direction"] = layout_direction_name(layout_direction, "relayout()")
        given = device is not None or screen is not None or safe_area is not None or scale is not None or named
        changed = ctypes.c_bool(False)
        if not given:
            self._call_engine(lambda: check(lib.sl_layout_relayout(handle_value, 0, ctypes.byref(changed))))
        else:
            env, geometry = make_environment(device, screen, safe_area, scale, named)
            try:
                self._call_engine(lambda: check(lib.sl_layout_relayout(handle_value, env, ctypes.byref(changed))))
            except CallbackError:
                # The engine took the environment and a user function failed in the pass: the frames stay
                # the previous ones, but the next relayout() lays out on the new screen, which is now this
                # layout's (its geometry and options say so).
                self._took_environment(env, geometry, device, screen, safe_area, scale, parameters)
                raise
            else:
                self._took_environment(env, geometry, device, screen, safe_area, scale, parameters)
            finally:
                lib.sl_env_free(env)
        if changed.value:
            self._read_frames()
            if any(c.built for c in self._callbacks):
                self._forget_structure()  # GeometryReaders built their content again
        return changed.value

    def _took_environment(
        self,
        env: int,
        geometry: Geometry,
        device: Optional[str],
        screen: Any,
        safe_area: Any,
        scale: Optional[float],
        parameters: Dict[str, Any],
    ) -> None:
        """Records an environment the engine now lays this tree out in."""
        self._max_nodes = max_nodes_of(env)
        self._set_geometry(geometry)
        self.options.update(
            (k, v)
            for k, v in (("device", device), ("screen", screen), ("safe_area", safe_area), ("scale", scale))
            if v is not None
        )
        self.options.update(parameters)

    @_locked
    def replace(self, id: str, view: View) -> None:
        """Replaces the first node named ``id`` (and its subtree) with ``view`` and lays the tree out
        again; only the replaced node's ancestors are measured again. ``view`` may have another shape
        (the nodes after it are then renumbered: read them again from this object). ``self.view`` stays
        the view first laid out; the replaced nodes' ``view`` is the new one.
        """
        handle_value = self._require_open("replace()")
        if not isinstance(id, str):
            raise InvalidArgumentError(f"id must be a string, got {type(id).__name__}")
        _check_id(id, "replace() id")
        if not isinstance(view, View):
            raise TypeError(f"replace() needs a View, got {type(view).__name__}")
        # The node replaced: its new subtree starts at its index (the nodes before it keep theirs).
        found = ctypes.c_ssize_t(-1)
        replaced = found.value if lib.sl_layout_find(handle_value, id.encode("utf-8"), ctypes.byref(found)) == 0 else -1
        before = len(self.frames) // 4
        with parse_view(view, self._max_nodes) as parsed:
            if parsed.callbacks is not None:
                self._callbacks.append(parsed.callbacks)
            # (Earlier replacements inside the replaced subtree go with it; those after it move.)
            gone = [r for r in self._replacements if replaced >= 0 and self._within(handle_value, r[0], replaced)]
            self._call_engine(
                lambda: check(lib.sl_layout_replace(handle_value, id.encode("utf-8"), parsed.document, parsed.root))
            )
        self._read_frames()
        self._forget_structure()
        # Nodes are paired with their views when first asked (`_views`): the view first laid out, then
        # each replacement in turn on its subtree. Nothing else is read from the engine here, so a
        # replacement costs what the engine's incremental relayout costs.
        moved = len(self.frames) // 4 - before
        self._replacements = [
            (i + moved if i > replaced else i, v, b)
            for i, v, b in self._replacements
            if not any(i == g[0] for g in gone)
        ]
        self._replacements.append((replaced, view, parsed.binary))

    @staticmethod
    def _within(handle_value: int, index: int, root: int) -> bool:
        """Whether node ``index`` is ``root`` or below it (pre-order: an ancestor comes before its nodes)."""
        parent = ctypes.c_ssize_t(index)
        while parent.value > root:
            check(lib.sl_layout_node_parent(handle_value, parent.value, ctypes.byref(parent)))
        return parent.value == root

    def _require_open(self, what: str) -> int:
        if self._handle is None:
            raise LayoutClosedError(f"this Layout was closed; {what} needs the engine's copy")
        return self._handle

    def _call_engine(self, call: Any) -> None:
        """Runs an engine call that may run user functions; their exceptions become the error raised."""
        # (Content GeometryReaders built stays recorded by the reader's index: a layout that runs them
        # again overwrites it, one that does nothing keeps it.)
        for callbacks in self._callbacks:
            callbacks.failures.clear()
        self._settled = False
        try:
            call()
            self._settled = True
        except LayoutError as error:
            for callbacks in self._callbacks:
                if callbacks.failures:  # (its __cause__ is the user function's exception: Callbacks.error)
                    raise callbacks.error(error)  # noqa: B904
            raise

    # -- nodes --------------------------------------------------------------------------------------
    @property
    @_locked
    def root(self) -> Node:
        return self.nodes[0]

    @_locked
    def __getitem__(self, key: Any) -> Node:
        """The first node named ``key`` (a string) or the node at index ``key`` (an int)."""
        if isinstance(key, int):
            if 0 <= key < len(self.nodes):
                return self.nodes[key]
            raise NotFoundError(f"node index {key} is out of range 0..{len(self.nodes) - 1}")
        if isinstance(key, str):
            _check_id(key, "id")
        if isinstance(key, str) and self._handle is not None and self._id_index is None:
            index = ctypes.c_ssize_t(0)  # the engine's id index: no need to read the whole structure
            if lib.sl_layout_find(self._handle, key.encode("utf-8"), ctypes.byref(index)) == 0:
                return self.nodes[index.value]
        if key in self._by_id:
            return self.nodes[self._by_id[key]]
        known = ", ".join(repr(k) for k in list(self._by_id)[:20]) or "none"
        raise NotFoundError(f"no node has id {key!r}; ids in this layout: {known}")

    @_locked
    def get(self, key: str) -> Optional[Node]:
        """The first node named ``key``, or None."""
        return self.nodes[self._by_id[key]] if key in self._by_id else None

    @_locked
    def __contains__(self, key: object) -> bool:
        return key in self._by_id

    @_locked
    def find_all(self, key: str) -> List[Node]:
        """Every node named ``key`` (a view used twice has two)."""
        return [n for n in self.nodes if n.id == key]

    @_locked
    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    @_locked
    def __len__(self) -> int:
        return len(self.nodes)

    @property
    @_locked
    def ids(self) -> List[str]:
        return list(self._by_id)

    # -- output -------------------------------------------------------------------------------------
    @_locked
    def dump(self) -> str:
        """The tree as text: each node's SwiftUI type name, ``#id`` and frame, children indented."""
        if self._handle is None:
            raise LayoutClosedError("this Layout was closed; dump() needs the engine's copy")
        return take_string(lib.sl_layout_dump(self._handle))

    @_locked
    def to_dict(self) -> Dict[str, Any]:
        """The layout as plain data: device, screen, safe area, scale, and every node."""
        return {
            "device": self.device,
            "screen": list(self.screen),
            "safe_area": list(self.safe_area),
            "scale": self.scale,
            "nodes": [n.to_dict() for n in self.nodes],
        }

    def to_json(self, **kwargs: Any) -> str:
        """``to_dict()`` as JSON; keyword arguments go to ``json.dumps``."""
        return json.dumps(self.to_dict(), **kwargs)

    @_locked
    def table(self) -> str:
        """An aligned text table of every node: index, kind, id, x, y, width, height."""
        rows: List[Tuple[str, ...]] = [("#", "kind", "id", "x", "y", "width", "height")]
        for n in self.nodes:
            rows.append((str(n.index), n.kind, n.id or "", *(f"{v:g}" for v in n.frame)))
        widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
        return "\n".join(
            "  ".join(cell.rjust(w) if c >= 3 else cell.ljust(w) for c, (cell, w) in enumerate(zip(r, widths))).rstrip()
            for r in rows
        )

    @_locked
    def svg(self, debug: bool = False, scale: float = 1.0, lint: Union[bool, Sequence[Finding]] = False) -> str:
        """An SVG picture of the screen and the views; ``debug=True`` outlines every wrapper's frame;
        ``lint=True`` highlights the :meth:`lint` findings (or give a list of findings)."""
        findings = self.lint() if lint is True else list(lint) if lint else []
        return render(self, debug=debug, zoom=scale, highlights=highlights(findings))

    def save_png(
        self,
        path: Union[str, "os.PathLike[str]"],
        scale: float = 2,
        debug: bool = False,
        lint: Union[bool, Sequence[Finding]] = False,
        *,
        max_pixels: int = MAX_PNG_PIXELS,
    ) -> str:
        """Writes the picture as a PNG of ``scale`` pixels per point (cairosvg, an optional dependency:
        ``pip install cairosvg``; it needs the system's libcairo2) and returns the path. A picture of more than
        ``max_pixels`` pixels (``MAX_PNG_PIXELS``, 50 million: about 200 MB to draw), of a side over cairo's
        32,767 pixels, or of a ``scale`` that is not a finite number > 0 is refused before anything is drawn
        (:class:`InvalidArgumentError`)."""
        with self.lock:
            check_png_size(self.screen, scale, max_pixels)
            picture = self.svg(debug=debug, scale=scale, lint=lint)
        return write_png(picture, path)

    @_locked
    def lint(
        self,
        rules: Optional[Sequence[str]] = None,
        tolerance: float = 0.5,
        tap_target: Optional[float] = None,
        measure_text: bool = True,
        max_findings: int = MAX_FINDINGS,
    ) -> Findings:
        """Layout lint (see :mod:`swiftlayout.tools.lint_rules`): views overflowing the screen or their parent,
        content under the status bar or home indicator, truncated text, overlapping stack siblings,
        zero-size views, small tap targets. Each :class:`Finding` names the view (id and path), the rule
        and the amount. ``measure_text=False`` skips the truncated-text rule (which lays every Text out
        once more, in one layout, with this layout's :attr:`options`). Each rule reports at most
        ``max_findings`` (``Findings.capped`` names the rules that stopped there; docs/ERRORS.md)."""
        options = dict(self.options)

        def measure(view: View) -> "Layout":
            return layout(view, **options)

        return lint_layout(
            self,
            measure if measure_text else None,
            rules=rules,
            tolerance=tolerance,
            tap_target=tap_target,
            platform=options.get("platform"),
            max_findings=max_findings,
            measure_key=tuple(sorted((k, repr(v)) for k, v in options.items())),
        )

    def _repr_svg_(self) -> str:
        return self.svg()

    @_locked
    def __repr__(self) -> str:
        where = self.device or f"{self.screen[0]:g}×{self.screen[1]:g}"
        return f"<Layout of {self.root.type_name} on {where}: {len(self.nodes)} nodes>"

    # -- pickling -----------------------------------------------------------------------------------
    @_locked
    def __getstate__(self) -> Dict[str, Any]:
        """A Layout pickles as plain data (a sweep's worker processes send theirs back): the view, the
        geometry, every frame, the node structure and the view of every node. It unpickles closed: frames,
        nodes, ids, ``svg()`` and ``to_dict()`` work; ``dump()``, ``relayout()``, ``replace()`` and
        ``spacing`` need the engine's copy (:class:`LayoutClosedError`)."""
        return {
            "view": self.view,
            "geometry": (self.screen, self.safe_area, self.scale, self.keyboard_height, self.device),
            "frames": self.frames,
            "structure": self._structure(),
            "views": self._views(),
            "measure_count": self.measure_count,
            "options": self.options,
            "text_drawings": {
                i: self._text_drawing(i) for i, entry in enumerate(self._structure()) if entry["kind"] == "Text"
            },
        }

    def __setstate__(self, state: Dict[str, Any]) -> None:
        self.lock = threading.RLock()
        self._handle = None
        self._finalizer = None
        self._view = state["view"]
        self._rebuild = None
        self._set_geometry(state["geometry"])
        self._callbacks = []
        self._replacements = []
        self._binary = False
        self._max_nodes = 0
        self.frames = state["frames"]
        self.measure_count = state["measure_count"]
        self.options = state.get("options", {})
        self._forget_structure()
        self._entries = state["structure"]
        self._view_list = state["views"]
        self._text_drawings = dict(state.get("text_drawings", {}))

    # -- lifetime -----------------------------------------------------------------------------------
    @_locked
    def close(self) -> None:
        """Frees the engine's copy now (also done when the object is collected). Frames and nodes stay
        readable: the node structure is read first."""
        if self._handle is not None:
            self._structure()
            self._view_indices()
            # Checked: inside one of this layout's own callbacks the engine refuses (the layout is busy),
            # and the layout stays open.
            check(lib.sl_layout_free(self._handle))
            if self._finalizer is not None:
                self._finalizer.detach()
            self._handle = None

    def _discard(self) -> None:
        """Frees the engine's copy without reading anything first (a sweep's retained layout, already copied)."""
        with self.lock:
            self._free_handle()

    def _free_handle(self) -> None:
        if self._handle is not None:
            check(lib.sl_layout_free(self._handle))
            if self._finalizer is not None:
                self._finalizer.detach()
            self._handle = None

    @property
    def closed(self) -> bool:
        return self._handle is None

    def __enter__(self) -> "Layout":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


#: One zero, repeated to make a frame array of any length.
_ZERO = array("d", [0.0])


class ParsedView(NamedTuple):
    """A view parsed into an engine document: the document and root handles, the callbacks its Python
    functions are called through (None if it has none; they must live as long as the layout made from it),
    and whether it went as a binary document (its view order is the records', ``document_views``)."""

    document: int
    root: int
    callbacks: Optional[Callbacks]
    binary: bool = False
    #: What the binary encoder recorded: the views each generic record took (``document_views``).
    inside: Optional[Dict[int, Tuple[ViewBase, ...]]] = None


#: Whether trees with a binary form are sent as binary documents (False: every tree as JSON; the tests
#: compare the two).
BINARY_DOCUMENTS = True


@contextmanager
def parse_view(view: View, max_nodes: int) -> Iterator[ParsedView]:
    """The one parse step of :func:`layout` and :meth:`Layout.replace`: serializes ``view`` (within
    ``max_nodes``, the environment's limit) and parses it into a new engine document, freed on exit.

    Every tree goes as a binary document (docs/FORMAT.md), read at memory speed: the common views and
    modifiers as records of their own, the others as generic records (set ``BINARY_DOCUMENTS`` False to send
    every tree as JSON)."""
    functions: List[Any] = []
    inside: Dict[int, Tuple[ViewBase, ...]] = {}
    data = encode_binary(view, max_nodes, functions, inside) if BINARY_DOCUMENTS else None
    if data is not None:
        binary_callbacks = Callbacks(functions, max_nodes) if functions else None
        doc = handle(lib.sl_document_new())
        try:
            if binary_callbacks is not None:
                root = handle(
                    lib.sl_document_parse_binary_with_layout_callbacks(
                        doc, data, len(data), *binary_callbacks.pointers(), None
                    )
                )
            else:
                root = handle(lib.sl_document_parse_binary(doc, data, len(data)))
            yield ParsedView(doc, root, binary_callbacks, True, inside)
        finally:
            lib.sl_document_free(doc)
        return
    document, functions = serialize(view, max_nodes=max_nodes)
    callbacks = Callbacks(functions, max_nodes) if functions else None
    doc = handle(lib.sl_document_new())
    try:
        if callbacks is not None:
            root = handle(
                lib.sl_document_parse_with_layout_callbacks(doc, document.encode("utf-8"), *callbacks.pointers(), None)
            )
        else:
            root = handle(lib.sl_document_parse(doc, document.encode("utf-8")))
        yield ParsedView(doc, root, callbacks)
    finally:
        lib.sl_document_free(doc)


def layout(
    view: View,
    device: Optional[str] = None,
    *,
    screen: Optional[Tuple[float, float]] = None,
    safe_area: Optional[Sequence[float]] = None,
    scale: Optional[float] = None,
    platform: Optional[str] = None,
    dynamic_type_size: Optional[str] = None,
    layout_direction: Optional[str] = None,
    **parameters: float,
) -> Layout:
    """Lays ``view`` out and returns every node's frame.

    Give a ``device`` preset name (default "iPhone 15 Pro"; see :func:`devices`), or a ``screen=(width,
    height)`` in points with optional ``safe_area=(top, leading, bottom, trailing)`` and ``scale``. A device
    can be adjusted with the same keywords. ``platform`` picks the profile of SwiftUI's numbers: "iOS 26"
    (the default on iPhones and iPads), "iOS 17", or "macOS 26" (the default of the "window" preset); see
    docs/PLATFORMS.md. ``dynamic_type_size`` ("x_small" … "xxx_large", "accessibility1" … "accessibility5";
    default "large") scales the text styles on iOS as the user's Dynamic Type setting does.
    ``layout_direction`` is "ltr" (the default) or "rtl" (SwiftUI's
    ``.environment(\\.layoutDirection, .rightToLeft)`` on the root; docs/LAYOUT_RULES.md §23); ``locale="ar"``
    picks the direction of a locale's language. Other keywords set environment parameters:
    ``keyboard_height``, ``default_padding``, ``default_spacing``, ``spacer_min_length``,
    ``round_to_pixels``, ``max_depth``, ``approximate_text`` (1: the deterministic text model instead of
    HarfBuzz), and the container and grid parameters of docs/ENVIRONMENT.md.

    The result is retained by the engine: :meth:`Layout.relayout` lays it out again on another screen and
    :meth:`Layout.replace` swaps one view, both reusing every measurement the change cannot affect.
    """
    # Every keyword given (whatever keywords layout() grows), kept on the result for lint's measurements.
    options = {k: v for k, v in locals().items() if k not in ("view", "parameters") and v is not None}
    options.update(parameters)
    if not isinstance(view, View):
        raise TypeError(f"layout() needs a View, got {type(view).__name__}")
    named: Dict[str, Any] = dict(parameters)
    if platform is not None:
        if not isinstance(platform, str):
            raise InvalidArgumentError(
                f"platform must be a profile name such as 'iOS 26', got {type(platform).__name__}"
            )
        named["platform"] = platform
    if dynamic_type_size is not None:
        named["dynamic_type_size"] = dynamic_type_name(dynamic_type_size, "layout(dynamic_type_size=…)")
    if layout_direction is not None:
        named["layout_direction"] = layout_direction_name(layout_direction, "layout()")
    env, geometry = make_environment(device, screen, safe_area, scale, named)
    try:
        max_nodes = max_nodes_of(env)
        with parse_view(view, max_nodes) as parsed:
            try:
                result = handle(lib.sl_layout(parsed.document, parsed.root, env))
            except LayoutError as error:
                if parsed.callbacks is None:
                    raise
                raise parsed.callbacks.error(error)  # noqa: B904  (its __cause__ is the user function's exception)
    finally:
        lib.sl_env_free(env)
    made = Layout(result, view, geometry, parsed.callbacks, max_nodes, parsed.binary)
    made._inside = parsed.inside
    made.options = options
    return made


def _entries_of(tree: Structure) -> List[Dict[str, Any]]:
    """``sl_layout_json``'s entries (without frames) from a compact structure: type names made from the kinds
    as the engine makes them (``ModifiedContent<Content, Modifier>``, three levels deep)."""
    children = tree.children

    def type_name(i: int, depth: int) -> str:
        kids = children[i]
        if not tree.modifier[i] or not kids:
            return tree.kind[i]
        if depth <= 0:
            return "…"
        secondary = [type_name(k, depth - 1) for k in kids[1:]]
        modifier = tree.kind[i] if not secondary else f"{tree.kind[i]}<{', '.join(secondary)}>"
        return f"ModifiedContent<{type_name(kids[0], depth - 1)}, {modifier}>"

    out = []
    for i, kind in enumerate(tree.kind):
        entry: Dict[str, Any] = {
            "index": i,
            "kind": kind,
            "type": type_name(i, 3),
            "id": tree.ids[i],
            "parent": None if tree.parent[i] < 0 else tree.parent[i],
            "children": children[i],
        }
        if i in tree.labels:
            entry["label"] = tree.labels[i]
        out.append(entry)
    return out


def subtree(children: List[List[int]], index: int) -> List[int]:
    """Node ``index`` and every node below it (without recursion: trees may be 100,000 deep)."""
    out, stack = [], [index]
    while stack:
        i = stack.pop()
        out.append(i)
        stack.extend(children[i])
    return out


def _pair(views: List[Optional[View]], indices: Sequence[int], nodes: Iterable[int], document: List[View]) -> None:
    """Gives each of ``nodes`` the view of ``document`` its document index names (None: the engine made it)."""
    count = len(document)
    for i in nodes:
        k = indices[i]
        views[i] = document[k] if 0 <= k < count else None


def _check_id(id: str, what: str) -> None:
    """Ids never contain NUL (the engine refuses them; C strings end there, so "a\\0b" would find "a")."""
    if "\x00" in id:
        raise InvalidArgumentError(f"{what} {id[:100]!r} contains NUL (\\x00), which ids may not")


def _notebook_picture(view: View) -> str:
    """A view as a notebook shows it: laid out on the default device, as SVG."""
    with layout(view) as result:
        return result.svg()


set_notebook_picture(_notebook_picture)
