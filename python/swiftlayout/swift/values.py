"""The values the reader computes with, besides Python's numbers, strings, Bools, lists, dicts and ``None``
(Swift's ``nil``) and the package's views."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from ..views import View
from .parser import Node, SourceFile

if TYPE_CHECKING:
    from .declarations import FuncDecl, TypeDecl
    from .types import TypeSpec


class Member:
    """An implicit member expression not resolved yet: ``.leading``, ``.degrees(30)``, ``.preview`` — it
    becomes an enum case, a static member or a SwiftUI name when it meets the type it is given to."""

    __slots__ = ("name", "args", "node")

    def __init__(self, name: str, args: Optional["Args"] = None, node: Optional[Node] = None) -> None:
        self.name = name
        self.args = args
        self.node = node

    def __repr__(self) -> str:
        return f".{self.name}" + ("(…)" if self.args is not None else "")


class MetaType(str):
    """A type used as a value: ``IndentKey.self`` (a layout value key)."""


class Record:
    """A value type SwiftUI or Core Graphics defines (``CGSize``, ``EdgeInsets``, ``UnitPoint``, …)."""

    __slots__ = ("type", "fields")

    def __init__(self, type_name: str, fields: Dict[str, Any]) -> None:
        self.type = type_name
        self.fields = fields

    def __repr__(self) -> str:
        return f"{self.type}({', '.join(f'{k}: {v}' for k, v in self.fields.items())})"


class FontValue:
    """A font: a text style or a system size, a weight, a design and the bold trait."""

    __slots__ = ("style", "size", "weight", "design", "bold")

    def __init__(
        self,
        style: Optional[str] = None,
        size: Optional[float] = None,
        weight: Optional[str] = None,
        design: Optional[str] = None,
        bold: bool = False,
    ) -> None:
        self.style, self.size, self.weight, self.design, self.bold = style, size, weight, design, bold

    def __repr__(self) -> str:
        return f"Font({self.style or self.size})"


class SwiftRange:
    """``a..<b``, ``a...b``, ``a...``, ``...b``."""

    __slots__ = ("lower", "upper", "closed")

    def __init__(self, lower: Any, upper: Any, closed: bool) -> None:
        self.lower, self.upper, self.closed = lower, upper, closed

    def __repr__(self) -> str:
        return f"{self.lower}{'...' if self.closed else '..<'}{self.upper}"


class Views(List[Any]):
    """Several views (a builder's statements, a ForEach, a Group's content): each modifier applies to each."""


class Instance:
    """An instance of a struct, class or actor declared in the source. ``fields`` are its stored properties;
    a class instance is shared, a struct instance is copied on assignment (:meth:`copy`)."""

    __slots__ = ("decl", "fields", "generics")

    def __init__(
        self, decl: "TypeDecl", fields: Optional[Dict[str, Any]] = None, generics: Optional[Dict[str, Any]] = None
    ) -> None:
        self.decl = decl
        self.fields: Dict[str, Any] = fields if fields is not None else {}
        self.generics = generics or {}

    def copy(self) -> "Instance":
        if self.decl.kind in ("class", "actor"):
            return self
        return Instance(self.decl, dict(self.fields), self.generics)

    def __repr__(self) -> str:
        return f"{self.decl.name}(…)"


class EnumValue:
    """A case of an enum declared in the source, with its associated values (label, value)."""

    __slots__ = ("decl", "case", "payload")

    def __init__(
        self, decl: Optional["TypeDecl"], case: str, payload: Optional[List[Tuple[Optional[str], Any]]] = None
    ) -> None:
        self.decl = decl
        self.case = case
        self.payload = payload or []

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EnumValue):
            return self.case == other.case and [v for _, v in self.payload] == [v for _, v in other.payload]
        if isinstance(other, Member):
            return other.name == self.case
        return False

    def __hash__(self) -> int:
        return hash(self.case)

    def __repr__(self) -> str:
        return f".{self.case}"


class TypeValue:
    """A type named in an expression: ``Order`` in ``Order.preview``, ``Order(…)`` or ``Order.self``. ``decl``
    is the source's declaration, None for a type the reader knows by name only (``String``, ``Date``)."""

    __slots__ = ("name", "decl", "spec")

    def __init__(self, name: str, decl: Optional["TypeDecl"] = None, spec: Optional["TypeSpec"] = None) -> None:
        self.name = name
        self.decl = decl
        self.spec = spec

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TypeValue) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return f"{self.name}.self"


class KeyPath:
    """``\\.name``, ``\\Item.id``, ``\\.self``: the names of its components."""

    __slots__ = ("components",)

    def __init__(self, components: List[str]) -> None:
        self.components = components

    def __repr__(self) -> str:
        return "\\." + ".".join(self.components)


class StandIn:
    """A sample value for data the source cannot give: a property of a model, environment or closure type
    without a default, a member of such a value, the result of a function of another module. ``path`` says
    where it comes from (``OrderRow.order.donuts``); ``type`` is its Swift type when the source declares it.
    How a stand-in becomes text, a number, a Bool, rows or a view is the sample policy's (samples.py)."""

    __slots__ = ("path", "type", "origin")

    def __init__(self, path: str, type: Optional["TypeSpec"] = None, origin: Optional[str] = None) -> None:
        self.path = path
        self.type = type
        self.origin = origin

    def __repr__(self) -> str:
        return f"<sample {self.path}>"


class Args:
    """A call's arguments: (label or None, value or a deferred expression, node) items and trailing closures
    (label, "" for the first, and the closure's value)."""

    __slots__ = ("items", "closures", "node", "file")

    def __init__(
        self,
        items: List[Tuple[Optional[str], Any, Optional[Node]]],
        closures: List[Tuple[str, Any]],
        node: Optional[Node],
        file: Optional[SourceFile] = None,
    ) -> None:
        self.items = items
        self.closures = closures
        self.node = node
        self.file = file

    @staticmethod
    def empty() -> "Args":
        return Args([], [], None)


class Deferred:
    """An argument not evaluated yet: SwiftUI arguments the layout ignores are never evaluated. ``argument``
    is the whole ``label: value`` node (errors about the label point at it)."""

    __slots__ = ("node", "scope", "file", "argument")

    def __init__(self, node: Node, scope: Any, file: SourceFile, argument: Optional[Node] = None) -> None:
        self.node, self.scope, self.file = node, scope, file
        self.argument = argument if argument is not None else node


class Closure:
    """A closure expression with the scope it was written in."""

    __slots__ = ("node", "scope", "file", "params")

    def __init__(self, node: Node, scope: Any, file: SourceFile, params: List[str]) -> None:
        self.node = node
        self.scope = scope
        self.file = file
        self.params = params

    def __repr__(self) -> str:
        return "{ closure }"


class Function:
    """A function or method declared in the source, bound to its ``self`` (an instance, a type, or None)."""

    __slots__ = ("decl", "self_value", "scope")

    def __init__(self, decl: "FuncDecl", self_value: Any = None, scope: Any = None) -> None:
        self.decl = decl
        self.self_value = self_value
        self.scope = scope

    def __repr__(self) -> str:
        return f"{self.decl.name}(…)"


class Builtin:
    """A Swift or Foundation function the reader implements in Python: ``fn(interpreter, args, node)``."""

    __slots__ = ("name", "fn")

    def __init__(self, name: str, fn: Any) -> None:
        self.name = name
        self.fn = fn

    def __repr__(self) -> str:
        return f"{self.name}(…)"


class NoOp:
    """A closure that does nothing (a stand-in for an action or a callback)."""

    def __repr__(self) -> str:
        return "{ }"


NO_OP = NoOp()


def case_of(value: Any) -> Optional[str]:
    """The enum case name of a value (an :class:`EnumValue` or an unresolved :class:`Member`)."""
    if isinstance(value, EnumValue):
        return value.case
    if isinstance(value, Member):
        return value.name
    return None


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def describe(value: Any) -> str:
    """A value as an error message names it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nil"
    if isinstance(value, float):
        return f"the number {value:g}"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string {value[:40]!r}"
    if isinstance(value, View):
        return f"a view ({value.type_name(2)})"
    if isinstance(value, (Closure, Function, Builtin, NoOp)):
        return "a closure"
    if isinstance(value, list):
        return f"an array of {len(value)}"
    if isinstance(value, dict):
        return f"a dictionary of {len(value)}"
    if isinstance(value, Instance):
        return f"a {value.decl.name}"
    return repr(value)


__all__ = [
    "Member",
    "MetaType",
    "Record",
    "FontValue",
    "SwiftRange",
    "Views",
    "Instance",
    "EnumValue",
    "TypeValue",
    "KeyPath",
    "StandIn",
    "Args",
    "Deferred",
    "Closure",
    "Function",
    "Builtin",
    "NoOp",
    "NO_OP",
    "case_of",
    "is_number",
    "describe",
]
