"""A ``Layout`` the source declares (``struct FlowLayout: Layout``): laid out by the engine as a custom layout
whose ``sizeThatFits(proposal:subviews:cache:)``, ``placeSubviews(in:proposal:subviews:cache:)`` and
``makeCache(subviews:)`` run in the interpreter, with SwiftUI's values: ``ProposedViewSize``, the
``Subviews`` (each with ``sizeThatFits(_:)``, ``dimensions(in:)``, ``place(at:anchor:proposal:)``,
``priority``, ``spacing`` and ``subscript(LayoutValueKey.self)``), ``CGRect`` bounds and ``CGSize`` results.

A method that fails (lenient reading) is noted and the layout falls back to the proposal (sizing) or to the
engine's default placement (each subview centred at its ideal size), so the rest of the screen still lays
out; with ``strict`` the error stops the layout.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, List, Optional, Sequence, Tuple

from ..views.custom import CustomLayout, LayoutSubview, ProposedViewSize
from ..errors import SwiftSourceError
from ..geometry import Rect
from ..views import View
from .declarations import FuncDecl
from .parser import Node
from .values import Args, Function, Instance, Member, Record, StandIn, TypeValue, is_number

if TYPE_CHECKING:
    from .interpreter import Interpreter


class ProposalValue:
    """SwiftUI's ``ProposedViewSize`` in the interpreter: ``width``/``height`` (nil when unspecified)."""

    __slots__ = ("width", "height")

    def __init__(self, width: Optional[float], height: Optional[float]) -> None:
        self.width = width
        self.height = height

    def python(self) -> ProposedViewSize:
        return ProposedViewSize(self.width, self.height)

    def replacing(self, by: Tuple[float, float] = (10.0, 10.0)) -> Record:
        return Record(
            "CGSize",
            {
                "width": by[0] if self.width is None else self.width,
                "height": by[1] if self.height is None else self.height,
            },
        )


class SubviewValue:
    """One of a layout's ``subviews``."""

    __slots__ = ("subview", "index")

    def __init__(self, subview: LayoutSubview, index: int) -> None:
        self.subview = subview
        self.index = index


def proposal_of(value: Any) -> ProposedViewSize:
    """A Swift proposal value (``.unspecified``, ``.zero``, ``.infinity``, ``ProposedViewSize(width:height:)``,
    a ``CGSize``, a proposal passed on) as the Python API's."""
    if isinstance(value, ProposalValue):
        return value.python()
    if isinstance(value, Member):
        return {
            "unspecified": ProposedViewSize(None, None),
            "zero": ProposedViewSize(0.0, 0.0),
            "infinity": ProposedViewSize(math.inf, math.inf),
        }.get(value.name, ProposedViewSize(None, None))
    if isinstance(value, Record) and value.type in ("CGSize", "ProposedViewSize"):
        w, h = value.fields.get("width"), value.fields.get("height")
        return ProposedViewSize(float(w) if is_number(w) else None, float(h) if is_number(h) else None)  # type: ignore[arg-type]
    return ProposedViewSize(None, None)


def _size(value: Any) -> Tuple[float, float]:
    if isinstance(value, Record) and value.type == "CGSize":
        w, h = value.fields.get("width", 0), value.fields.get("height", 0)
        return (float(w) if is_number(w) else 0.0, float(h) if is_number(h) else 0.0)
    raise TypeError(f"sizeThatFits returned {value!r}, not a CGSize")


class SourceLayout(CustomLayout):
    """The engine's custom layout for a ``Layout`` instance of the source."""

    def __init__(self, interpreter: "Interpreter", instance: Instance, node: Optional[Node]) -> None:
        self.interpreter = interpreter
        self.instance = instance
        self.node = node
        self.name = instance.decl.name

    def method(self, name: str) -> Optional[FuncDecl]:
        for d in self.interpreter.members_of(self.instance.decl, name):
            if isinstance(d, FuncDecl):
                return d
        return None

    def call(self, name: str, labelled: Sequence[Tuple[Optional[str], Any]], fallback: Any) -> Any:
        fn = self.method(name)
        if fn is None:
            return fallback
        interp = self.interpreter
        node = fn.node

        def run() -> Any:
            args = Args([(label, value, None) for label, value in labelled], [], node, fn.file)
            return interp.call_function(
                Function(fn, self.instance, interp.instance_scope(self.instance, fn.file)), args, node
            )

        def fail(error: SwiftSourceError) -> Any:
            interp.notes.add(
                "unread",
                fn.file.where(node),
                f"{self.name}.{name}: {error.reason}; the layout falls back to SwiftUI's defaults",
            )
            return fallback

        saved = interp.current
        interp.current = (fn.file, node)
        try:
            from .interpreter import Scope

            return interp.lenient(node, Scope(fn.file), f"{self.name}.{name}", run, fail)
        finally:
            interp.current = saved

    def subviews(self, subviews: Sequence[LayoutSubview]) -> List[SubviewValue]:
        return [SubviewValue(s, k) for k, s in enumerate(subviews)]

    def make_cache(self, subviews: Sequence[LayoutSubview]) -> Any:
        return self.call("makeCache", [("subviews", self.subviews(subviews))], None)

    def size_that_fits(
        self, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> Tuple[float, float]:
        value = ProposalValue(proposal.width, proposal.height)
        fallback = value.replacing()
        result = self.call(
            "sizeThatFits", [("proposal", value), ("subviews", self.subviews(subviews)), ("cache", cache)], fallback
        )
        try:
            w, h = _size(result)
        except TypeError:
            return _size(fallback)
        if not (w >= 0 and h >= 0 and math.isfinite(w) and math.isfinite(h)):
            # A size below zero (or not finite) is no size: 0 (or the proposal) with a note.
            fn = self.method("sizeThatFits")
            if fn is not None:
                self.interpreter.notes.add(
                    "unread", fn.file.where(fn.node), f"{self.name}.sizeThatFits returned {w:g} x {h:g}: read as 0"
                )
            w = w if w >= 0 and math.isfinite(w) else 0.0
            h = h if h >= 0 and math.isfinite(h) else 0.0
        return (w, h)

    def place_subviews(
        self, bounds: Rect, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> None:
        rect = Record("CGRect", {"x": bounds.x, "y": bounds.y, "width": bounds.width, "height": bounds.height})
        self.call(
            "placeSubviews",
            [
                ("in", rect),
                ("proposal", ProposalValue(proposal.width, proposal.height)),
                ("subviews", self.subviews(subviews)),
                ("cache", cache),
            ],
            None,
        )


def custom_layout(interpreter: "Interpreter", instance: Instance, views: List[View], node: Optional[Node]) -> View:
    """``MyLayout(…) { views }``: the views laid out by the source's layout."""
    return SourceLayout(interpreter, instance, node)(*views)


def subview_member(interpreter: "Interpreter", value: SubviewValue, name: str, node: Node) -> Any:
    """``subview.name`` (a property or a method of ``LayoutSubview``)."""
    from .values import Builtin

    s = value.subview
    if name == "sizeThatFits":
        return Builtin(
            name,
            lambda i, args, n, sc: _size_record(
                s.size_that_fits(proposal_of(i.value(args.items[0][1]) if args.items else None))
            ),
        )
    if name == "dimensions":
        return Builtin(
            name, lambda i, args, n, sc: s.dimensions(proposal_of(i.value(args.items[0][1]) if args.items else None))
        )
    if name == "place":
        return Builtin(name, lambda i, args, n, sc: _place(i, s, args))
    if name == "priority":
        return s.priority
    if name == "spacing":
        return s.spacing
    if name in ("id", "hashValue"):
        return value.index
    if name == "containerValues":
        return StandIn("containerValues")
    return StandIn(f"subview.{name}")


def subview_key(interpreter: "Interpreter", value: SubviewValue, key: Any) -> Any:
    """``subview[IndentKey.self]``: the view's layout value for the key (the key's ``defaultValue`` when the
    view set none)."""
    name = key.name if isinstance(key, TypeValue) else str(key)
    default: Any = 0.0
    if isinstance(key, TypeValue) and key.decl is not None and "defaultValue" in key.decl.statics:
        default = interpreter.type_member(key, "defaultValue", key.decl.node, interpreter.file_scope(key.decl.file))
    try:
        return value.subview.layout_value(name, float(default) if is_number(default) else 0.0)
    except (TypeError, ValueError):
        return default


def _size_record(size: Tuple[float, float]) -> Record:
    return Record("CGSize", {"width": float(size[0]), "height": float(size[1])})


def _place(interpreter: "Interpreter", subview: LayoutSubview, args: Args) -> None:
    values = {label: interpreter.value(v) for label, v, _ in args.items}
    at = values.get("at")
    x, y = (at.fields.get("x", 0), at.fields.get("y", 0)) if isinstance(at, Record) else (0, 0)
    anchor: Any = values.get("anchor", Member("topLeading"))
    if isinstance(anchor, Record) and anchor.type == "UnitPoint":
        anchor_value: Any = (anchor.fields.get("x", 0), anchor.fields.get("y", 0))
    elif isinstance(anchor, Member):
        anchor_value = _snake(anchor.name)
    else:
        anchor_value = "top_leading"
    proposal = proposal_of(values.get("proposal", Member("unspecified")))
    subview.place(at=(float(x), float(y)), anchor=anchor_value, proposal=proposal)


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


def proposal_member(value: ProposalValue, name: str) -> Any:
    from .values import Builtin

    if name == "width":
        return value.width
    if name == "height":
        return value.height
    if name == "replacingUnspecifiedDimensions":

        def replace(i: Any, args: Args, n: Node, s: Any) -> Record:
            by = i.value(args.items[0][1]) if args.items else None
            size = (
                (by.fields.get("width", 10.0), by.fields.get("height", 10.0))
                if isinstance(by, Record)
                else (10.0, 10.0)
            )
            return value.replacing((float(size[0]), float(size[1])))

        return Builtin(name, replace)
    return StandIn(f"proposal.{name}")
