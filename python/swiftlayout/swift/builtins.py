"""Swift, Foundation and SwiftUI values the reader implements itself: strings, arrays, dictionaries, numbers,
dates, fonts, colours, SwiftUI's environment defaults, and the operators.

What a real app calls that is not here (a database, a network client, another module's function) is a
sample value (samples.py), never an error, unless ``strict`` is set.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import math
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional

from ..base import COLOR_NAMES
from ..geometry import ViewDimensions
from ..modifiers.text import DYNAMIC_TYPE_SIZES
from ..views.grouping import EmptyView
from ..views.canvas import LinearGradient
from ..views.controls import Image
from ..views import Color, Text, View
from ..views.controls import ContentUnavailableView
from .parser import Node
from .samples import SAMPLE_DATE
from .types import TypeSpec
from .layouts import ProposalValue, SubviewValue, proposal_member, subview_key, subview_member
from .values import (
    NO_OP,
    Args,
    Builtin,
    Closure,
    EnumValue,
    FontValue,
    Function,
    Instance,
    KeyPath,
    Member,
    Record,
    StandIn,
    SwiftRange,
    TypeValue,
    Views,
    describe,
    is_number,
)

if TYPE_CHECKING:
    from .interpreter import Interpreter, Scope

#: Apple's Human Interface Guidelines, "Dynamic Type sizes" (iOS): each text style's point size from xSmall to
#: accessibility5 — the same table as the engine's Sources/SwiftLayout/Text/DynamicType.swift (a test compares
#: them). ``@ScaledMetric`` scales by the ratio of its style's size to the size at Large.
TEXT_STYLE_POINTS: Dict[str, List[float]] = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
}


def text_style_scale(interp: "Interpreter", style: str) -> float:
    found, size = interp.environment_value("dynamicTypeSize")
    name = size.name if isinstance(size, Member) else str(size) if found else "large"
    points = TEXT_STYLE_POINTS.get(style, TEXT_STYLE_POINTS["body"])
    try:
        index = DYNAMIC_TYPE_SIZES.index(name)
    except ValueError:
        index = 3
    if interp.program.config.platform == "macOS":
        index = 3
    return points[index] / points[3]


def sample_date() -> _dt.datetime:
    return _dt.datetime.fromisoformat(SAMPLE_DATE.replace("Z", "+00:00"))


class DateValue:
    """A ``Date``."""

    __slots__ = ("value",)

    def __init__(self, value: _dt.datetime) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DateValue) and other.value == self.value

    def __lt__(self, other: "DateValue") -> bool:
        return self.value < other.value

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"Date({self.value.isoformat()})"


# ----------------------------------------------------------------------------------------------------
# describing and formatting values


def describe_value(interp: "Interpreter", value: Any, node: Node) -> str:
    """Swift's ``"\\(value)"``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if math.isnan(value):
            return "nan"
        return repr(value) if not value.is_integer() else f"{value:.1f}"
    if isinstance(value, (int, str)):
        return str(value)
    if value is None:
        return "nil"
    if isinstance(value, StandIn):
        return interp.samples.string(value.path)
    if isinstance(value, EnumValue):
        raw = interp.raw_value(value, node)
        return str(raw) if isinstance(raw, str) else value.case
    if isinstance(value, Member):
        return value.name
    if isinstance(value, DateValue):
        return value.value.strftime("%Y-%m-%d %H:%M:%S +0000")
    if isinstance(value, list):
        return "[" + ", ".join(_quoted(interp, v, node) for v in value) + "]"
    if isinstance(value, Instance):
        for name in ("description", "name", "title"):
            if name in value.fields or value.decl.members.get(name):
                text = interp.instance_member(value, name, node)
                if isinstance(text, str):
                    return text
        return f"{value.decl.name}(…)"
    if isinstance(value, Text):
        return value.string
    return interp.samples.string("value")


def _quoted(interp: "Interpreter", value: Any, node: Node) -> str:
    text = describe_value(interp, value, node)
    return f'"{text}"' if isinstance(value, str) else text


def group_digits(value: float, fraction_digits: Optional[int] = None) -> str:
    """A number as Foundation's ``.number`` style writes it in English: grouped thousands, the fraction digits it
    has up to 6 (golden g5_textfield_formatted_macos: 1234 → "1,234", 3.14159 → "3.14159")."""
    text = f"{value:,.6f}".rstrip("0").rstrip(".") if fraction_digits is None else f"{value:,.{fraction_digits}f}"
    return "0" if text in ("-0", "") else text


def format_with(interp: "Interpreter", value: Any, fmt: Any, node: Node) -> str:
    """``value.formatted(fmt)`` / ``Text(value, format: fmt)`` for the formats views use."""
    name = fmt.name.split(".")[0] if isinstance(fmt, Member) else ""  # `.number.locale(…)`: the number style
    if isinstance(value, StandIn):
        value = interp.samples.number(True)
    if isinstance(value, DateValue):
        return format_date(value, fmt)
    if is_number(value):
        if name == "percent":
            return group_digits(float(value) * 100) + "%"
        if name == "currency":
            return "$" + group_digits(float(value), 2)
        return group_digits(float(value))
    return describe_value(interp, value, node)


def format_date(date: DateValue, style: Any = None) -> str:
    d = date.value
    name = style.name if isinstance(style, Member) else ""
    if name in ("time",):
        return d.strftime("%-I:%M %p")
    if name in ("relative", "offset", "timer"):
        return "2 hours, 30 minutes"
    if name == "date" or name == "":
        return d.strftime("%B %-d, %Y")
    return d.strftime("%b %-d, %Y at %-I:%M %p")


# ----------------------------------------------------------------------------------------------------
# operators


def binary_operator(interp: "Interpreter", op: str, a: Any, b: Any, node: Node) -> Any:
    from .interpreter import UnknownValue

    if isinstance(a, (UnknownValue, ExtensionSelf)):
        a = a.as_value() if isinstance(a, UnknownValue) else a.value
    if isinstance(b, (UnknownValue, ExtensionSelf)):
        b = b.as_value() if isinstance(b, UnknownValue) else b.value
    a, b = _numeric_member(interp, a), _numeric_member(interp, b)
    if isinstance(a, StandIn) or isinstance(b, StandIn):
        return _standin_operator(interp, op, a, b)
    if op in ("==", "!="):
        equal = interp.equal(a, b)
        return equal if op == "==" else not equal
    if op in ("===", "!=="):
        return (a is b) if op == "===" else (a is not b)
    if op in ("..<", "..."):
        return SwiftRange(a, b, op == "...")
    if op == "~=":
        return interp.equal(a, b)
    if op == "+" and isinstance(a, str) and isinstance(b, str):
        return interp.check_string(a + b, node)
    if op == "+" and isinstance(a, list) and isinstance(b, list):
        interp.count_elements(len(a) + len(b), node)
        return a + b
    if op == "+" and isinstance(a, Text) and isinstance(b, Text):
        return a + b  # Text concatenation: one paragraph of runs
    if op == "+" and (isinstance(a, View) or isinstance(b, View)):
        raise TypeError("only a Text can be added to a Text (Text + Text)")
    if isinstance(a, DateValue) and is_number(b) and op in ("+", "-"):
        return DateValue(a.value + _dt.timedelta(seconds=float(b) * (1 if op == "+" else -1)))
    if isinstance(a, DateValue) and isinstance(b, DateValue):
        if op == "-":
            return (a.value - b.value).total_seconds()
        return _compare(op, a.value, b.value)
    if isinstance(a, str) and isinstance(b, str) and op in ("<", ">", "<=", ">="):
        return _compare(op, a, b)
    if (isinstance(a, (EnumValue, Member)) or isinstance(b, (EnumValue, Member))) and op in ("<", ">", "<=", ">="):
        return _compare(
            op,
            interp.raw_value(a, node) if isinstance(a, EnumValue) else 0,
            interp.raw_value(b, node) if isinstance(b, EnumValue) else 0,
        )
    if not is_number(a) or not is_number(b):
        raise TypeError(f"{op} needs numbers, got {describe(a)} and {describe(b)}")
    both_int = isinstance(a, int) and isinstance(b, int)
    if op == "+":
        return _int_check(a + b, both_int, node, interp)
    if op == "-":
        return _int_check(a - b, both_int, node, interp)
    if op == "*":
        return _int_check(a * b, both_int, node, interp)
    if op in ("&+", "&-", "&*"):
        result = {"&+": a + b, "&-": a - b, "&*": a * b}[op]
        return ((int(result) + 2**63) % 2**64) - 2**63 if both_int else result
    if op == "/":
        if both_int:
            if b == 0:
                raise ZeroDivisionError("division by zero")
            q = abs(a) // abs(b)
            return q if (a >= 0) == (b >= 0) else -q
        if b == 0:
            return math.copysign(math.inf, a) * (1 if str(b)[0] != "-" else -1) if a != 0 else math.nan
        return a / b
    if op == "%":
        if b == 0:
            raise ZeroDivisionError("division by zero")
        return math.fmod(a, b) if not both_int else int(math.fmod(a, b))
    if op in ("<", ">", "<=", ">="):
        return _compare(op, a, b)
    if both_int and op in ("<<", ">>", "&", "|", "^"):
        if op in ("<<", ">>") and not 0 <= b < 64:
            return 0
        return _int_check({"<<": a << b, ">>": a >> b, "&": a & b, "|": a | b, "^": a ^ b}[op], True, node, interp)
    raise TypeError(f"unsupported operator {op}")


def _numeric_member(interp: "Interpreter", value: Any) -> Any:
    """An implicit member used as a number (``.zero``, ``.pi``, ``.infinity``, ``.random(in: 5...30)`` — the
    range's lower bound: sample values are reproducible)."""
    if not isinstance(value, Member):
        return value
    constants = {"zero": 0.0, "pi": math.pi, "infinity": math.inf, "greatestFiniteMagnitude": 1.7976931348623157e308}
    if value.args is None and value.name in constants:
        return constants[value.name]
    if value.name == "random" and value.args is not None:
        return _random_in(interp, value.args)
    return value


def _int_check(value: Any, both_int: bool, node: Node, interp: "Interpreter") -> Any:
    if both_int and not -(2**63) <= value < 2**63:
        raise OverflowError("the result overflows Swift's Int (Swift stops the app here)")
    return value


def _compare(op: str, a: Any, b: Any) -> bool:
    if op == "<":
        return bool(a < b)
    if op == ">":
        return bool(a > b)
    if op == "<=":
        return bool(a <= b)
    return bool(a >= b)


def _standin_operator(interp: "Interpreter", op: str, a: Any, b: Any) -> Any:
    """An operator on a sample value: comparisons are false, arithmetic gives the other operand's kind."""
    if op in ("==", "<", ">", "<=", ">=", "===", "~="):
        return False
    if op in ("!=", "!=="):
        return True
    if op in ("..<", "..."):
        return SwiftRange(a, b, op == "...")
    other = b if isinstance(a, StandIn) else a
    if is_number(other) and op in ("+", "-", "*", "/"):
        return other  # the sample acts as the operation's identity: the known operand goes through
    if is_number(other):
        number = interp.samples.number(isinstance(other, float))
        return float(number) if isinstance(other, float) else number
    if isinstance(other, str):
        return interp.samples.string(a.path if isinstance(a, StandIn) else b.path) + ""
    return a if isinstance(a, StandIn) else b


# ----------------------------------------------------------------------------------------------------
# members of builtin values


#: The Swift type whose extensions (``extension String { … }``) a builtin value's members come from.
def swift_type_of(value: Any) -> Optional[str]:
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int"
    if isinstance(value, float):
        return "Double"
    if isinstance(value, str):
        return "String"
    if isinstance(value, list):
        return "Array"
    if isinstance(value, dict):
        return "Dictionary"
    if isinstance(value, DateValue):
        return "Date"
    if isinstance(value, Color):
        return "Color"
    if isinstance(value, Text):
        return "Text"
    return None


def extension_member(interp: "Interpreter", receiver: Any, name: str, node: Node) -> Any:
    """A member an ``extension String`` (``Int``, ``Array``, ``Color`` …) of the app adds, bound to the value;
    None when there is none."""
    from .declarations import FuncDecl, VarDecl
    from .interpreter import Scope

    type_name = swift_type_of(receiver)
    if type_name is None:
        return None
    names = (
        [type_name]
        + (["Collection", "Sequence", "RandomAccessCollection"] if type_name == "Array" else [])
        + (["StringProtocol"] if type_name == "String" else [])
        + (["BinaryInteger", "Numeric"] if type_name == "Int" else [])
    )
    for ext_name in names:
        for ext in interp.program.extensions(ext_name):
            for d in ext.members.get(name, []):
                scope = Scope(d.file, interp.file_scope(d.file), self_value=ExtensionSelf(receiver))
                if isinstance(d, FuncDecl):
                    return Function(d, ExtensionSelf(receiver), scope)
                if isinstance(d, VarDecl) and d.computed:
                    return interp.getter(d, scope)
    return None


#: Members the reader implements on strings, arrays and numbers (an extension's unqualified names may be them).
BUILTIN_MEMBER_NAMES = {
    "count",
    "isEmpty",
    "first",
    "last",
    "description",
    "uppercased",
    "lowercased",
    "capitalized",
    "hasPrefix",
    "hasSuffix",
    "contains",
    "split",
    "components",
    "replacingOccurrences",
    "trimmingCharacters",
    "prefix",
    "suffix",
    "dropFirst",
    "dropLast",
    "map",
    "filter",
    "compactMap",
    "sorted",
    "reversed",
    "enumerated",
    "joined",
    "reduce",
    "indices",
    "min",
    "max",
    "formatted",
    "rounded",
    "magnitude",
    "isMultiple",
    "keys",
    "values",
    "startIndex",
    "endIndex",
    "firstIndex",
    "lastIndex",
    "allSatisfy",
    "flatMap",
    "rawValue",
}


class ExtensionSelf:
    """``self`` inside an extension of a builtin type: the value (its members are the value's)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


def _dictionary_member(interp: "Interpreter", d: Dict[Any, Any], name: str, node: Node) -> Any:
    """A dictionary as a collection of `(key:, value:)` elements (Swift's Dictionary: `map`, `sorted`, `reduce`,
    `contains(where:)`…), `filter` and `mapValues` giving dictionaries as Swift's do."""
    from .interpreter import LabeledTuple

    pairs = [LabeledTuple(["key", "value"], [k, v]) for k, v in d.items()]
    if name == "mapValues":

        def map_values(i: "Interpreter", args: Args, n: Node, s: Any) -> Any:
            fn = args.closures[0][1] if args.closures else i.value(args.items[0][1])
            return {k: i.call_closure(fn, [v]) for k, v in d.items()}

        return Builtin("mapValues", map_values)
    if name == "filter":

        def keep(i: "Interpreter", args: Args, n: Node, s: Any) -> Any:
            fn = args.closures[0][1] if args.closures else i.value(args.items[0][1])
            return {p.values[0]: p.values[1] for p in pairs if i.call_closure(fn, [p]) is True}

        return Builtin("filter", keep)
    return _list_member(interp, pairs, name, node)


def _range_member(interp: "Interpreter", r: SwiftRange, name: str, node: Node) -> Any:
    """A range's members: its bounds, `contains` and `~=` without making its elements; a range of integers is
    a collection (`(0..<n).map { … }`, `(1...60).reversed()`), its elements counted against the budget."""
    if name in ("lowerBound", "upperBound"):
        return r.lower if name == "lowerBound" else r.upper
    if name == "contains" and is_number(r.lower) and is_number(r.upper):

        def contains(i: "Interpreter", args: Args, n: Node, s: Any) -> Any:
            value = i.value(args.items[0][1]) if args.items else None
            if not is_number(value):
                raise i.error(n, f"{r!r}.contains needs a number, got {describe(value)}")
            return r.lower <= value <= r.upper if r.closed else r.lower <= value < r.upper

        return Builtin("contains", contains)
    if isinstance(r.lower, int) and isinstance(r.upper, int) and not isinstance(r.lower, bool):
        return _list_member(interp, interp.iterable(r, node), name, node)
    raise interp.error(node, f"{r!r}.{name}: only a range of integers is a collection")


def builtin_member(interp: "Interpreter", receiver: Any, name: str, node: Node, scope: "Scope") -> Any:
    """``receiver.name`` on a value the reader implements."""
    from .interpreter import GeometryProxyValue, EnvironmentValuesSelf, UnknownValue

    if isinstance(receiver, ExtensionSelf):
        receiver = receiver.value
    if isinstance(receiver, SubviewValue):
        return subview_member(interp, receiver, name, node)
    if isinstance(receiver, ProposalValue):
        return proposal_member(receiver, name)
    if (
        isinstance(receiver, list)
        and receiver
        and all(isinstance(v, SubviewValue) for v in receiver)
        and name in ("first", "last", "count", "isEmpty", "indices")
    ):
        pass
    if isinstance(receiver, UnknownValue):
        receiver = receiver.as_value()
        return interp.member(receiver, name, node, scope)
    if not isinstance(receiver, (Member, FontValue)) and receiver is not None:
        found = extension_member(interp, receiver, name, node)
        if found is not None:
            return found
    if isinstance(receiver, Member):
        if receiver.args is None and name in (
            "bold",
            "italic",
            "weight",
            "monospaced",
            "smallCaps",
            "monospacedDigit",
            "leading",
            "width",
        ):
            return FontValue(style=receiver.name)
        if receiver.args is None:
            return Member(receiver.name + "." + name, None, node)
        if receiver.name == "system":
            return interp.system_font(receiver.args, node)
        return Member(receiver.name + "." + name, None, node)
    if isinstance(receiver, FontValue):
        return Builtin(name, lambda i, args, n, s, f=receiver: i.font_method(f, name, args, n))
    if isinstance(receiver, str):
        return _string_member(interp, receiver, name, node)
    if isinstance(receiver, (list, tuple)):
        return _list_member(interp, list(receiver), name, node)
    if isinstance(receiver, SwiftRange):
        return _range_member(interp, receiver, name, node)
    if isinstance(receiver, dict):
        if name == "keys":
            return list(receiver.keys())
        if name == "values":
            return list(receiver.values())
        if name == "count":
            return len(receiver)
        if name == "isEmpty":
            return not receiver
        if name == "first":
            return next(iter(receiver.items()), None)
        return _dictionary_member(interp, receiver, name, node)
    if isinstance(receiver, bool):
        if name == "toggle":
            return Builtin("toggle", lambda *a: None)
        if name == "description":
            return "true" if receiver else "false"
    if name in ("map", "flatMap") and not isinstance(receiver, (str, list, tuple, dict, Member, FontValue)):
        # Optional.map on a present value (the reader does not keep Optional apart from its value):
        # the closure applied to it, `count.map { Text("\($0)") }`.
        def optional_map(i: "Interpreter", args: Args, n: Node, s: Any) -> Any:
            mapped = _list_member(i, [receiver], "map", n)
            return mapped.fn(i, args, n, s)[0] if isinstance(mapped, Builtin) else mapped

        return Builtin(name, optional_map)
    if is_number(receiver):
        return _number_member(interp, receiver, name, node)
    if isinstance(receiver, Record):
        if name in receiver.fields:
            return receiver.fields[name]
        if receiver.type == "CGRect":
            f = receiver.fields
            derived = {
                "width": f.get("width", 0),
                "height": f.get("height", 0),
                "minX": f.get("x", 0),
                "minY": f.get("y", 0),
                "midX": f.get("x", 0) + f.get("width", 0) / 2,
                "midY": f.get("y", 0) + f.get("height", 0) / 2,
                "maxX": f.get("x", 0) + f.get("width", 0),
                "maxY": f.get("y", 0) + f.get("height", 0),
                "size": Record("CGSize", {"width": f.get("width", 0), "height": f.get("height", 0)}),
                "origin": Record("CGPoint", {"x": f.get("x", 0), "y": f.get("y", 0)}),
            }
            if name in derived:
                return derived[name]
    if isinstance(receiver, ViewDimensions) and name in ("width", "height"):
        return getattr(receiver, name)
    if isinstance(receiver, GeometryProxyValue):
        proxy = receiver.proxy
        if name == "size":
            return Record("CGSize", {"width": float(proxy.size[0]), "height": float(proxy.size[1])})
        if name == "safeAreaInsets":
            t, leading, bottom, trailing = proxy.safe_area_insets
            return Record("EdgeInsets", {"top": t, "leading": leading, "bottom": bottom, "trailing": trailing})
        if name == "frame":
            return Builtin("frame", lambda i, args, n, s, p=proxy: _proxy_frame(i, p, args, n))
    if isinstance(receiver, DateValue):
        return _date_member(interp, receiver, name, node)
    if isinstance(receiver, KeyPath):
        return KeyPath(receiver.components + [name])
    if isinstance(receiver, Color) and name in ("opacity", "gradient", "mix", "secondary"):
        return Builtin(name, lambda i, args, n, s, c=receiver: c)
    if isinstance(receiver, EnvironmentValuesSelf):
        return StandIn(f"EnvironmentValues.{name}")
    if isinstance(receiver, (View, Views)):
        if name in ("body", "content"):
            return receiver
        from .interpreter import BoundModifier

        return BoundModifier(receiver, name)
    if isinstance(receiver, (Closure, Function, Builtin)) and name == "callAsFunction":
        return receiver
    if receiver is None:
        if interp.strict:
            raise interp.error(node, f"reading .{name} of nil")
        interp.note("sample", node, f".{name} of nil: a sample value stands in")
        return StandIn(name)
    if interp.strict:
        raise interp.error(node, f"unsupported: .{name} on {describe(receiver)}")
    interp.note("unread", node, f".{name} on {describe(receiver)}: not known; a sample value stands in")
    return StandIn(name)


def _proxy_frame(interp: "Interpreter", proxy: Any, args: Args, node: Node) -> Record:
    space: Any = "global"
    if args.items:
        value = interp.value(args.items[0][1])
        if isinstance(value, Member):
            if value.name == "named" and value.args is not None and value.args.items:
                space = str(interp.value(value.args.items[0][1]))
            else:
                space = value.name
        elif isinstance(value, str):
            space = value
    frame = proxy.frame(space)
    return Record("CGRect", {"x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height})


def _string_member(interp: "Interpreter", s: str, name: str, node: Node) -> Any:
    simple = {
        "count": lambda: len(s),
        "isEmpty": lambda: not s,
        "first": lambda: s[0] if s else None,
        "last": lambda: s[-1] if s else None,
        "description": lambda: s,
        "utf8": lambda: list(s.encode()),
        "capitalized": lambda: s.title(),
        "localizedCapitalized": lambda: s.title(),
        "startIndex": lambda: 0,
        "endIndex": lambda: len(s),
        "isNumber": lambda: s.isdigit(),
        "characters": lambda: list(s),
        "localizedUppercase": lambda: s.upper(),
        "localizedLowercase": lambda: s.lower(),
        "hashValue": lambda: hash(s) & 0xFFFF,
        "id": lambda: s,
        "rawValue": lambda: s,
    }
    if name in simple:
        return simple[name]()
    methods: Dict[str, Callable[..., Any]] = {
        "uppercased": lambda: s.upper(),
        "lowercased": lambda: s.lower(),
        "trimmingCharacters": lambda *_: s.strip(),
        "hasPrefix": lambda p="": s.startswith(str(p)),
        "hasSuffix": lambda p="": s.endswith(str(p)),
        "contains": lambda p="": str(p) in s,
        "localizedCaseInsensitiveContains": lambda p="": str(p).lower() in s.lower(),
        "replacingOccurrences": lambda a="", b="": s.replace(str(a), str(b)),
        "components": lambda sep=" ": s.split(str(sep)),
        "split": lambda sep=" ", *_: [p for p in s.split(str(sep)) if p],
        "prefix": lambda n=0: s[: int(n)] if isinstance(n, int) else s,
        "suffix": lambda n=0: s[-int(n) :] if n else "",
        "dropFirst": lambda n=1: s[int(n) :],
        "dropLast": lambda n=1: s[: -int(n)] if n else s,
        "reversed": lambda: s[::-1],
        "formatted": lambda *_: s,
        "appending": lambda t="": s + str(t),
        "padding": lambda *a: s,
        "localizedStandardContains": lambda p="": str(p).lower() in s.lower(),
        "isEqual": lambda t="": s == t,
        "compare": lambda t="": (s > str(t)) - (s < str(t)),
        "sorted": lambda: sorted(s),
    }
    if name in methods and methods[name] is not None:
        fn = methods[name]
        return Builtin(name, lambda i, args, n, sc, f=fn: f(*[i.value(v) for _, v, _ in args.items]))
    if interp.strict:
        raise interp.error(node, f"unsupported: String.{name}")
    return StandIn(f"string.{name}")


def _list_member(interp: "Interpreter", items: List[Any], name: str, node: Node) -> Any:
    simple = {
        "count": lambda: len(items),
        "isEmpty": lambda: not items,
        "first": lambda: items[0] if items else None,
        "last": lambda: items[-1] if items else None,
        "indices": lambda: list(range(len(items))),
        "startIndex": lambda: 0,
        "endIndex": lambda: len(items),
        "description": lambda: repr(items),
        "lazy": lambda: items,
        "id": lambda: len(items),
    }
    if name in simple:
        return simple[name]()

    def call(fn: Callable[..., Any]) -> Builtin:
        return Builtin(name, lambda i, args, n, s: fn(i, args, n))

    def closure_arg(i: "Interpreter", args: Args) -> Any:
        if args.closures:
            return args.closures[0][1]
        if args.items:
            return i.value(args.items[-1][1])
        return None

    def apply(i: "Interpreter", f: Any, *values: Any) -> Any:
        if isinstance(f, KeyPath):
            value = values[0]
            for component in f.components:
                if component != "self" and i.current[0] is not None:
                    value = i.member(value, component, node, i.file_scope(i.current[0]))
            return value
        return i.call_closure(f, list(values))

    if name in ("map", "compactMap", "flatMap"):

        def mapped(i: "Interpreter", args: Args, n: Node) -> Any:
            f = closure_arg(i, args)
            out = [apply(i, f, v) for v in items]
            if name == "compactMap":
                out = [v for v in out if v is not None]
            if name == "flatMap":
                flat: List[Any] = []
                for v in out:
                    flat.extend(v if isinstance(v, list) else [v])
                out = flat
            return out

        return call(mapped)
    if name == "filter":
        # A predicate over sample values (neither true nor false) keeps the row: rows are what the view shows.
        return call(lambda i, args, n: [v for v in items if apply(i, closure_arg(i, args), v) is not False])
    if name in ("first", "last") or name in ("firstIndex", "lastIndex"):

        def finder(i: "Interpreter", args: Args, n: Node) -> Any:
            f = closure_arg(i, args)
            order = list(enumerate(items)) if name in ("first", "firstIndex") else list(enumerate(items))[::-1]
            for k, v in order:
                matched = (
                    apply(i, f, v) is True
                    if not args.items or args.items[0][0] == "where"
                    else i.equal(v, i.value(args.items[0][1]))
                )
                if matched:
                    return k if name.endswith("Index") else v
            return None

        return call(finder)
    if name in ("contains", "allSatisfy"):

        def contains(i: "Interpreter", args: Args, n: Node) -> Any:
            if args.closures or (args.items and args.items[0][0] == "where"):
                f = closure_arg(i, args)
                results = [apply(i, f, v) is True for v in items]
                return any(results) if name == "contains" else all(results)
            target = i.value(args.items[0][1]) if args.items else None
            return any(i.equal(v, target) for v in items)

        return call(contains)
    if name in ("sorted", "sort"):

        def sort(i: "Interpreter", args: Args, n: Node) -> Any:
            if args.items and args.items[0][0] == "using":
                # sorted(using: [KeyPathComparator(\\.name), …]): a stable sort by each comparator, last first.
                comparators = i.value(args.items[0][1])
                out = list(items)
                for c in reversed(comparators if isinstance(comparators, list) else [comparators]):
                    if not (isinstance(c, Record) and c.type == "KeyPathComparator"):
                        raise i.error(n, f"sorted(using:) needs KeyPathComparators, got {describe(c)}")

                    def key(v: Any, kp: Any = c.fields["keyPath"]) -> Any:
                        return _sort_key(apply(i, kp, v))

                    with contextlib.suppress(TypeError):  # values that do not compare keep their order
                        out.sort(key=key, reverse=c.fields["reverse"])
                return out
            f = closure_arg(i, args)
            if f is None or isinstance(f, Member):
                try:
                    return sorted(items, key=_sort_key)
                except TypeError:
                    return list(items)
            if isinstance(f, KeyPath):
                return sorted(items, key=lambda v: _sort_key(apply(i, f, v)))
            import functools

            return sorted(
                items,
                key=functools.cmp_to_key(
                    lambda x, y: -1 if apply(i, f, x, y) is True else (1 if apply(i, f, y, x) is True else 0)
                ),
            )

        return call(sort)
    if name in ("reversed",):
        return call(lambda i, args, n: list(reversed(items)))
    if name in ("enumerated",):
        from .interpreter import LabeledTuple

        return call(lambda i, args, n: [LabeledTuple(["offset", "element"], [k, v]) for k, v in enumerate(items)])
    if name in ("prefix", "suffix", "dropFirst", "dropLast"):

        def slicer(i: "Interpreter", args: Args, n: Node) -> Any:
            count = i.value(args.items[0][1]) if args.items else 1
            count = count if isinstance(count, int) else i.samples.rows
            if name == "prefix":
                return items[:count]
            if name == "suffix":
                return items[-count:] if count else []
            if name == "dropFirst":
                return items[count:]
            return items[:-count] if count else items

        return call(slicer)
    if name in ("joined",):

        def joined(i: "Interpreter", args: Args, n: Node) -> Any:
            separator = i.value(args.items[0][1]) if args.items else ""
            return str(separator).join(describe_value(i, v, n) for v in items)

        return call(joined)
    if name in ("reduce",):

        def reduce(i: "Interpreter", args: Args, n: Node) -> Any:
            acc = i.value(args.items[0][1]) if args.items else 0
            f = closure_arg(i, args) if args.closures or len(args.items) > 1 else None
            for v in items:
                acc = apply(i, f, acc, v) if f is not None else acc
            return acc

        return call(reduce)
    if name in ("min", "max"):

        def extreme(i: "Interpreter", args: Args, n: Node) -> Any:
            f = closure_arg(i, args) if args.closures or args.items else None
            if f is not None and not isinstance(f, Member):  # min(by: { $0.date < $1.date })
                import functools

                ordered = sorted(
                    items,
                    key=functools.cmp_to_key(
                        lambda x, y: -1 if apply(i, f, x, y) is True else (1 if apply(i, f, y, x) is True else 0)
                    ),
                )
                return (ordered[0] if name == "min" else ordered[-1]) if ordered else None
            numbers = [v for v in items if is_number(v)]
            if not numbers:
                return items[0] if items else None
            return min(numbers) if name == "min" else max(numbers)

        return call(extreme)
    if name in (
        "append",
        "insert",
        "remove",
        "removeAll",
        "removeFirst",
        "removeLast",
        "shuffle",
        "shuffled",
        "forEach",
        "randomElement",
        "index",
        "chunked",
        "uniqued",
        "split",
    ):
        return call(
            lambda i, args, n: (
                items[0] if name == "randomElement" and items else (items if name in ("shuffled", "uniqued") else None)
            )
        )
    if interp.strict:
        raise interp.error(node, f"unsupported: Array.{name}")
    return StandIn(f"array.{name}")


def _sort_key(value: Any) -> Any:
    if isinstance(value, (int, float, str)):
        return (0, value) if not isinstance(value, str) else (1, value)
    return (2, str(value))


def _number_member(interp: "Interpreter", value: Any, name: str, node: Node) -> Any:
    simple = {
        "description": lambda: describe_value(interp, value, node),
        "magnitude": lambda: abs(value),
        "isZero": lambda: value == 0,
        "isNaN": lambda: isinstance(value, float) and math.isnan(value),
        "isFinite": lambda: not (isinstance(value, float) and (math.isinf(value) or math.isnan(value))),
        "isInfinite": lambda: isinstance(value, float) and math.isinf(value),
        "id": lambda: value,
        "hashValue": lambda: hash(value),
        "squareRoot": None,
    }
    if name in simple and simple[name] is not None:
        return simple[name]()  # type: ignore[misc]
    methods: Dict[str, Callable[..., Any]] = {
        "rounded": lambda *a: float(round(value)) if isinstance(value, float) else value,
        "squareRoot": lambda: math.sqrt(value) if value >= 0 else math.nan,
        "isMultiple": lambda of=1: (value % of == 0) if of else _raise_zero(),
        "distance": lambda to=0: to - value,
        "advanced": lambda by=0: value + by,
        "clamped": lambda *a: value,
    }
    if name == "formatted":
        return Builtin(
            name, lambda i, args, n, s: format_with(i, value, i.value(args.items[0][1]) if args.items else None, n)
        )
    if name in methods and methods[name] is not None:
        fn = methods[name]
        return Builtin(name, lambda i, args, n, s, f=fn: f(*[i.value(v) for _, v, _ in args.items]))
    if interp.strict:
        raise interp.error(node, f"unsupported: .{name} on a number")
    return StandIn(f"number.{name}")


def _raise_zero() -> Any:
    raise ZeroDivisionError("isMultiple(of: 0)")


def _date_member(interp: "Interpreter", date: DateValue, name: str, node: Node) -> Any:
    if name == "formatted":
        return Builtin(name, lambda i, args, n, s: _date_formatted(i, date, args))
    if name in ("timeIntervalSinceNow",):
        return (date.value - sample_date()).total_seconds()
    if name in ("timeIntervalSince1970",):
        return date.value.timestamp()
    if name in ("addingTimeInterval", "advanced"):
        return Builtin(
            name,
            lambda i, args, n, s: DateValue(
                date.value
                + _dt.timedelta(
                    seconds=float(i.value(args.items[0][1]))
                    if args.items and is_number(i.value(args.items[0][1]))
                    else 0
                )
            ),
        )
    if name == "timeIntervalSince":
        return Builtin(name, lambda i, args, n, s: 3600.0)
    if name in ("description",):
        return date.value.isoformat()
    return StandIn(f"date.{name}")


def _date_formatted(interp: "Interpreter", date: DateValue, args: Args) -> str:
    values = {label: interp.value(v) for label, v, _ in args.items}
    if "date" in values or "time" in values:
        d = date.value
        date_part = {
            "abbreviated": d.strftime("%b %-d, %Y"),
            "long": d.strftime("%B %-d, %Y"),
            "numeric": d.strftime("%-m/%-d/%Y"),
            "complete": d.strftime("%A, %B %-d, %Y"),
            "omitted": "",
        }.get(getattr(values.get("date"), "name", "abbreviated"), "")
        time_part = {
            "shortened": d.strftime("%-I:%M %p"),
            "standard": d.strftime("%-I:%M:%S %p"),
            "complete": d.strftime("%-I:%M:%S %p UTC"),
            "omitted": "",
        }.get(getattr(values.get("time"), "name", "shortened"), "")
        return ", ".join(p for p in (date_part, time_part) if p)
    fmt = values.get(None) if None in values else (next(iter(values.values())) if values else None)
    return format_date(date, fmt if fmt is not None else Member("dateTime"))


# ----------------------------------------------------------------------------------------------------
# method calls on builtin values


def builtin_method(interp: "Interpreter", receiver: Any, name: str, args: Args, node: Node, scope: "Scope") -> Any:
    if (
        isinstance(receiver, Member)
        and receiver.args is None
        and name
        in ("bold", "italic", "weight", "monospaced", "smallCaps", "monospacedDigit", "leading", "width", "fontWeight")
    ):
        return interp.font_method(FontValue(style=receiver.name), name, args, node)
    if isinstance(receiver, Member) and receiver.name == "system" and receiver.args is not None:
        return interp.font_method(interp.system_font(receiver.args, node), name, args, node)
    if isinstance(receiver, FontValue):
        return interp.font_method(receiver, name, args, node)
    if isinstance(receiver, Member):
        if receiver.name in COLOR_NAMES and name in ("opacity", "gradient", "mix"):
            return Color(receiver.name)
        return Member(receiver.name + "." + name, args, node)
    member = builtin_member(interp, receiver, name, node, scope)
    return interp.call_value(member, args, node, scope, name)


# ----------------------------------------------------------------------------------------------------
# types by name


def builtin_static(interp: "Interpreter", tv: TypeValue, name: str, node: Node, scope: "Scope") -> Any:
    """``Type.name`` of a type the source does not declare."""
    t = tv.name
    if t == "Color":
        if name in COLOR_NAMES:
            return Color(name)
        if name in ("accentColor", "accent"):
            return Color("blue")
        if name == "init":
            return Builtin("Color", lambda i, args, n, s: i.construct(TypeValue("Color"), args, n, s))
        return Color("gray")
    if t in ("CGFloat", "Double", "Float", "Int", "TimeInterval"):
        values = {
            "infinity": math.inf,
            "pi": math.pi,
            "zero": 0.0 if t != "Int" else 0,
            "max": 2**63 - 1,
            "min": -(2**63),
            "greatestFiniteMagnitude": 1.7976931348623157e308,
            "ulpOfOne": 2.220446049250313e-16,
            "leastNonzeroMagnitude": 5e-324,
        }
        if name in values:
            return values[name]
        if name == "random":
            return Builtin("random", lambda i, args, n, s: _random_in(i, args))
    if t == "ProposedViewSize":
        sizes = {"unspecified": (None, None), "zero": (0.0, 0.0), "infinity": (math.inf, math.inf)}
        if name in sizes:
            return ProposalValue(*sizes[name])
    if t == "Text" and name == "init":
        return Builtin("Text", lambda i, args, n, s: i.construct(TypeValue("Text"), args, n, s))
    if t == "ContentUnavailableView" and name == "search":
        # `.search` (used as a view: to_views) or `.search(text:)` (called).
        def search(i: "Interpreter", args: Args, n: Node, s: "Scope") -> Any:
            text = next((i.value(v) for label, v, _ in args.items if label == "text"), None)
            return ContentUnavailableView.search(None if text is None else describe_value(i, text, n))

        return Builtin("ContentUnavailableView.search", search)
    if t == "GridItem" and name == "init":
        return Builtin("GridItem", lambda i, args, n, s: i.construct(TypeValue("GridItem"), args, n, s))
    if t == "Date":
        if name in ("now",):
            return DateValue(sample_date())
        if name in ("distantPast", "distantFuture"):
            return DateValue(sample_date().replace(year=1 if name == "distantPast" else 4001))
    if t == "UUID" and name == "init":
        return Builtin("UUID", lambda *a: "00000000-0000-0000-0000-000000000000")
    if t in ("Bool",) and name == "random":
        return Builtin("random", lambda *a: interp.samples.boolean)
    if t == "Locale" and name in ("current", "autoupdatingCurrent"):
        return StandIn("Locale.current")
    if name == "init":
        return Builtin(t, lambda i, args, n, s: i.construct(tv, args, n, s))
    if tv.spec is not None and tv.decl is None and t not in _KNOWN_NAMESPACES:
        if interp.strict:
            raise interp.error(node, f"{t}.{name}: {t} is not defined in the source")
        interp.note("sample", node, f"{t}.{name}: {t} is not defined in the source; a sample value stands in")
        return StandIn(f"{t}.{name}", TypeSpec("unknown"))
    return Member(name, None, node)


_KNOWN_NAMESPACES = {
    "Font",
    "Edge",
    "Alignment",
    "HorizontalAlignment",
    "VerticalAlignment",
    "Axis",
    "UnitPoint",
    "ContentMode",
    "SafeAreaRegions",
    "TextAlignment",
    "ControlSize",
    "Angle",
    "Animation",
    # SwiftUI's name types: `ToolbarItemPlacement.navigationBarTrailing` is `.navigationBarTrailing`.
    "ToolbarItemPlacement",
    "Visibility",
    "ButtonRole",
    "DynamicTypeSize",
    "ColorScheme",
    "LayoutDirection",
    "ScrollIndicatorVisibility",
    "PresentationDetent",
    "Prominence",
}


def _random_in(interp: "Interpreter", args: Args) -> Any:
    if args.items:
        value = interp.value(args.items[0][1])
        if isinstance(value, SwiftRange) and is_number(value.lower):
            return value.lower
    return 0


def construct_builtin(interp: "Interpreter", tv: TypeValue, args: Args, node: Node, scope: "Scope") -> Any:
    """``Type(…)`` of a type the reader knows by name, or of another module's type (a placeholder view or a
    sample value, depending on where it is used)."""
    from .interpreter import WrapperValue

    name = tv.name
    values = [(label, interp.value(v)) for label, v, _ in args.items]
    first = values[0][1] if values else None
    if name in ("String", "Substring", "LocalizedStringKey", "AttributedString", "Character"):
        if values and values[0][0] == "repeating":
            d = dict(values)
            count, unit = d.get("count", 0), d.get("repeating", "")
            if not isinstance(count, int) or count < 0:
                raise interp.error(node, "String(repeating:count:) needs a count ≥ 0")
            interp.check_string_length(len(describe_value(interp, unit, node)) * count, node)
            return describe_value(interp, unit, node) * count
        if values and values[0][0] == "format" and isinstance(first, str):
            from .interpreter import _c_format

            return _c_format(first, [v for _, v in values[1:]])
        if values and values[0][0] == "localized":
            return first if isinstance(first, str) else describe_value(interp, first, node)
        if values and values[0][0] == "describing":
            return describe_value(interp, first, node)
        return describe_value(interp, first, node) if values else ""
    if name == "KeyPathComparator":
        # KeyPathComparator(\\.name) or (\\Type.name, order: .reverse): what sorted(using:) sorts by.
        if not isinstance(first, KeyPath):
            raise interp.error(node, f"KeyPathComparator needs a key path, got {describe(first)}")
        order = dict(values).get("order")
        return Record(
            "KeyPathComparator", {"keyPath": first, "reverse": isinstance(order, Member) and order.name == "reverse"}
        )
    if name == "ProposedViewSize":
        d = dict(values)
        if isinstance(first, Record) and first.type == "CGSize":
            return ProposalValue(first.fields.get("width"), first.fields.get("height"))
        w, h = d.get("width"), d.get("height")
        return ProposalValue(float(w) if is_number(w) else None, float(h) if is_number(h) else None)  # type: ignore[arg-type]
    if name in ("Int", "Int64", "Int32", "UInt"):
        if isinstance(first, str):
            try:
                return int(first)
            except ValueError:
                return None
        if is_number(first):
            if isinstance(first, float) and (math.isnan(first) or math.isinf(first)):
                raise interp.error(node, f"Int({describe(first)}): not a finite number (Swift stops the app here)")
            return int(first)  # type: ignore[arg-type]
        return interp.samples.number(False)
    if name in ("Double", "CGFloat", "Float", "TimeInterval", "Float64"):
        if isinstance(first, str):
            try:
                return float(first)
            except ValueError:
                return None
        if is_number(first):
            return float(first)  # type: ignore[arg-type]
        return interp.samples.number(True)
    if name == "Bool":
        return bool(first) if isinstance(first, bool) else interp.samples.boolean
    if name in ("Array", "Set"):
        if first is not None and not values[0][0]:
            return list(interp.iterable(first, node))
        repeating = dict(values).get("repeating")
        count = dict(values).get("count")
        if "count" in dict(values):
            if not isinstance(count, int) or not 0 <= count <= 100_000:
                raise interp.error(node, "Array(repeating:count:) needs a count in 0…100000")
            interp.count_elements(count, node)
            return [repeating] * count
        return []
    if name == "Dictionary":
        given = dict(values)
        pairs = given.get("uniqueKeysWithValues", first if values and values[0][0] is None else None)
        if pairs is None:
            return {}
        out: Dict[Any, Any] = {}
        for pair in interp.iterable(pairs, node):
            parts = getattr(pair, "values", pair)
            if not isinstance(parts, (list, tuple)) or len(parts) != 2:
                raise interp.error(
                    node, f"Dictionary(uniqueKeysWithValues:) needs (key, value) pairs, got {describe(pair)}"
                )
            try:
                out[parts[0]] = parts[1]
            except TypeError:
                raise interp.error(node, f"Dictionary: {describe(parts[0])} cannot be a key here") from None
        return out
    if name == "Date":
        return DateValue(sample_date())
    if name == "URL":
        text = dict(values).get("string", first)
        return str(text) if isinstance(text, str) else "https://example.com"
    if name == "UUID":
        return "00000000-0000-0000-0000-000000000000"
    if name in ("Query", "FetchRequest", "SectionedFetchRequest"):
        from .interpreter import QueryMarker

        return WrapperValue(QueryMarker())
    if name in (
        "State",
        "StateObject",
        "ObservedObject",
        "Binding",
        "Bindable",
        "FocusState",
        "AppStorage",
        "ScaledMetric",
        "Environment",
        "SceneStorage",
    ):
        inner = dict(values)
        for key in ("initialValue", "wrappedValue", "projectedValue"):
            if key in inner:
                return WrapperValue(inner[key])
        if "get" in inner:
            return WrapperValue(interp.call_closure(inner["get"], []))
        if args.closures and name == "Binding":
            return WrapperValue(interp.call_closure(args.closures[0][1], []))
        return WrapperValue(first)
    if name == "CGRect":
        d = dict(values)
        origin = d.get("origin")
        size = d.get("size")
        fields = {"x": d.get("x", 0), "y": d.get("y", 0), "width": d.get("width", 0), "height": d.get("height", 0)}
        if isinstance(origin, Record):
            fields["x"], fields["y"] = origin.fields.get("x", 0), origin.fields.get("y", 0)
        if isinstance(size, Record):
            fields["width"], fields["height"] = size.fields.get("width", 0), size.fields.get("height", 0)
        return Record("CGRect", fields)
    if name == "AnyView":
        return interp.to_view(first, node, "AnyView")
    if name in ("EmptyView",):
        return EmptyView()
    if name in ("Font",):
        return FontValue(style="body")
    if name in ("NSColor", "UIColor"):
        return Color("gray")
    if name in ("Image",):
        return interp.construct(TypeValue("Image"), args, node, scope)
    if name in (
        "Task",
        "DispatchQueue",
        "Animation",
        "Namespace",
        "Locale",
        "Calendar",
        "TimeZone",
        "Measurement",
        "Duration",
        "DateComponents",
        "Data",
        "NumberFormatter",
        "DateFormatter",
        "Gradient",
        "StrokeStyle",
        "Path",
        "AnyTransition",
        "Material",
        "ShapeStyle",
    ):
        return StandIn(f"{name}(…)", TypeSpec("named", name))
    if name in ("LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"):
        return LinearGradient(["gray"]) if name != "LinearGradient" else interp.placeholder_view(name, node, "gradient")
    if name in ("AnyShape",):
        return interp.construct(TypeValue("AnyShape"), args, node, scope)
    return interp.unknown_type_call(tv, args, node, scope)


def sample_builtin(interp: "Interpreter", name: str, spec: TypeSpec, path: str, node: Optional[Node]) -> Any:
    """A sample of a type the reader knows by name (None for others)."""
    if name == "Date":
        return DateValue(sample_date())
    if name in ("URL",):
        return f"https://example.com/{path.rsplit('.', 1)[-1]}"
    if name == "UUID":
        return "00000000-0000-0000-0000-000000000000"
    if name in ("Color", "NSColor", "UIColor"):
        return Color("gray")
    if name in ("Font",):
        return FontValue(style="body")
    if name in ("CGSize",):
        return Record("CGSize", {"width": 100.0, "height": 100.0})
    if name in ("CGPoint",):
        return Record("CGPoint", {"x": 0.0, "y": 0.0})
    if name in ("CGRect",):
        return Record("CGRect", {"x": 0.0, "y": 0.0, "width": 100.0, "height": 100.0})
    if name in ("Data",):
        return b""
    if name in ("Image", "NSImage", "UIImage", "CGImage"):
        # The app's picture (downloaded, generated): an image of the assumed sample size, so that
        # `.resizable()`, `.scaledToFit()` and frames act on it as on the real one.
        from .swiftui import ASSUMED_IMAGE_SIZE

        label = path.rsplit('.', 1)[-1]
        size = interp.images.get(label) or interp.placeholder_size(label) or ASSUMED_IMAGE_SIZE
        interp.note(
            "sample",
            node,
            f"{path}: {name} = an image of {size[0]:g} x {size[1]:g} (assumed; pass "
            f"images={{{label!r}: (width, height)}})",
        )
        return Image(label, size[0], size[1])
    if name in ("Void",):
        return None
    if name in ("Array", "Set") and spec.args:
        return interp.sample_value(TypeSpec("array", args=spec.args[:1]), path, node, 1)
    if name in ("Binding", "State") and spec.args:
        return interp.sample_value(spec.args[0], path, node, 1)
    return None


# ----------------------------------------------------------------------------------------------------
# subscripts


def subscript(interp: "Interpreter", receiver: Any, args: Args, node: Node, scope: "Scope") -> Any:
    from .interpreter import EnvironmentValuesSelf

    keys = [interp.value(v) for _, v, _ in args.items]
    if isinstance(receiver, SubviewValue) and keys:
        return subview_key(interp, receiver, keys[0])
    if isinstance(receiver, ViewDimensions) and keys:
        return receiver[interp.name_of(keys[0], node)]
    if isinstance(receiver, EnvironmentValuesSelf) and keys and isinstance(keys[0], TypeValue):
        return interp.member(keys[0], "defaultValue", node, scope)
    if isinstance(receiver, (list, tuple, str)) and keys:
        key = keys[0]
        if isinstance(key, SwiftRange):
            lower = key.lower or 0
            upper = (key.upper + (1 if key.closed else 0)) if key.upper is not None else len(receiver)
            return receiver[lower:upper]
        if isinstance(key, int) and not isinstance(key, bool):
            if not 0 <= key < len(receiver):
                raise interp.error(node, f"index {key} out of range (Swift stops the app here)")
            return receiver[key]
        if isinstance(key, StandIn):
            return receiver[0] if receiver else None
    if isinstance(receiver, dict) and keys:
        try:
            return receiver.get(keys[0])
        except TypeError:
            return None
    if isinstance(receiver, StandIn):
        spec = receiver.type
        element = spec.element if spec is not None and spec.kind in ("array", "set") else None
        if element is not None:
            return interp.sample_value(element, f"{receiver.path}[0]", node, 1)
        return StandIn(f"{receiver.path}[]")
    if isinstance(receiver, Instance):
        return StandIn(f"{receiver.decl.name}[]")
    if interp.strict:
        raise interp.error(node, f"cannot subscript {describe(receiver)}")
    return StandIn("subscript")


# ----------------------------------------------------------------------------------------------------
# free functions and environment defaults


def _free(fn: Callable[..., Any]) -> Callable[..., Any]:
    def call(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
        return fn(interp, [interp.value(v) for _, v, _ in args.items], node)

    return call


def _min_max(which: Callable[..., Any]) -> Callable[..., Any]:
    def make(interp: "Interpreter", values: List[Any], node: Node) -> Any:
        if len(values) == 1 and isinstance(values[0], list):
            values = values[0]
        numbers = [v for v in values if is_number(v)]
        if not numbers:
            return values[0] if values else None
        if any(isinstance(v, StandIn) for v in values):
            return which(numbers)
        if len(numbers) < 2 and len(values) >= 2:
            raise interp.error(node, "min/max need numbers")
        return which(numbers)

    return make


def _abs(interp: "Interpreter", values: List[Any], node: Node) -> Any:
    if not values or not is_number(values[0]):
        if values and isinstance(values[0], StandIn):
            return interp.samples.number(False)
        raise interp.error(node, "abs needs a number")
    return abs(values[0])


def _math(fn: Callable[[float], float]) -> Callable[..., Any]:
    def make(interp: "Interpreter", values: List[Any], node: Node) -> Any:
        if not values or not is_number(values[0]):
            return interp.samples.number(True)
        try:
            return fn(float(values[0]))
        except (ValueError, OverflowError):
            return math.nan

    return make


def _stride(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
    values = {label: interp.value(v) for label, v, _ in args.items}
    start, by = values.get("from", 0), values.get("by", 1)
    end = values.get("to", values.get("through", 0))
    if not all(is_number(v) for v in (start, end, by)) or by == 0:
        return []
    out: List[Any] = []
    x = start
    while (x < end if by > 0 else x > end) or ("through" in values and x == end):
        out.append(x)
        x += by
        if len(out) > 100_000:
            raise interp.budget_error(node, "a stride of more than 100,000 elements")
    return out


def _zip(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
    seqs = [interp.iterable(interp.value(v), node) for _, v, _ in args.items]
    return [tuple(t) for t in zip(*seqs)] if seqs else []


def _noop(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
    return None


def _localized(interp: "Interpreter", values: List[Any], node: Node) -> Any:
    return values[0] if values and isinstance(values[0], str) else ""


def _with_animation(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
    return None


from .interpreter import BUILTIN_FUNCTIONS, ENVIRONMENT_DEFAULTS  # noqa: E402

BUILTIN_FUNCTIONS.update(
    {
        "min": _free(_min_max(min)),
        "max": _free(_min_max(max)),
        "abs": _free(_abs),
        "sqrt": _free(_math(math.sqrt)),
        "floor": _free(_math(math.floor)),
        "ceil": _free(_math(math.ceil)),
        "round": _free(_math(round)),
        "sin": _free(_math(math.sin)),
        "cos": _free(_math(math.cos)),
        "tan": _free(_math(math.tan)),
        "atan": _free(_math(math.atan)),
        "log": _free(_math(math.log)),
        "exp": _free(_math(math.exp)),
        "stride": _stride,
        "zip": _zip,
        "print": _noop,
        "debugPrint": _noop,
        "withAnimation": _with_animation,
        "assert": _noop,
        "precondition": _noop,
        "fatalError": _noop,
        "dump": _noop,
        "NSLocalizedString": _free(_localized),
        "withTransaction": _with_animation,
    }
)


#: SwiftUI's style types spelled as structs (`.buttonStyle(BorderedProminentButtonStyle())`): the same
#: styles as their static members (`.borderedProminent`), which the modifiers take.
STYLE_TYPES = {
    "DefaultButtonStyle": "automatic",
    "BorderedButtonStyle": "bordered",
    "BorderlessButtonStyle": "borderless",
    "BorderedProminentButtonStyle": "borderedProminent",
    "PlainButtonStyle": "plain",
    "LinkButtonStyle": "link",
    "DefaultLabelStyle": "automatic",
    "IconOnlyLabelStyle": "iconOnly",
    "TitleOnlyLabelStyle": "titleOnly",
    "TitleAndIconLabelStyle": "titleAndIcon",
    "DefaultToggleStyle": "automatic",
    "SwitchToggleStyle": "switch",
    "ButtonToggleStyle": "button",
    "CheckboxToggleStyle": "checkbox",
    "DefaultPickerStyle": "automatic",
    "MenuPickerStyle": "menu",
    "SegmentedPickerStyle": "segmented",
    "WheelPickerStyle": "wheel",
    "InlinePickerStyle": "inline",
    "NavigationLinkPickerStyle": "navigationLink",
    "RadioGroupPickerStyle": "radioGroup",
    "PalettePickerStyle": "palette",
    "DefaultListStyle": "automatic",
    "PlainListStyle": "plain",
    "GroupedListStyle": "grouped",
    "InsetListStyle": "inset",
    "InsetGroupedListStyle": "insetGrouped",
    "SidebarListStyle": "sidebar",
    "BorderedListStyle": "bordered",
    "DefaultTextFieldStyle": "automatic",
    "PlainTextFieldStyle": "plain",
    "RoundedBorderTextFieldStyle": "roundedBorder",
    "SquareBorderTextFieldStyle": "squareBorder",
    "DefaultProgressViewStyle": "automatic",
    "LinearProgressViewStyle": "linear",
    "CircularProgressViewStyle": "circular",
    "PageTabViewStyle": "page",
    "DefaultTabViewStyle": "automatic",
    "StackNavigationViewStyle": "stack",
    "DoubleColumnNavigationViewStyle": "columns",
    "DefaultNavigationViewStyle": "automatic",
    "DefaultDatePickerStyle": "automatic",
    "CompactDatePickerStyle": "compact",
    "GraphicalDatePickerStyle": "graphical",
    "WheelDatePickerStyle": "wheel",
    "DefaultGaugeStyle": "automatic",
    "DefaultMenuStyle": "automatic",
    "BorderlessButtonMenuStyle": "borderlessButton",
    "DefaultGroupBoxStyle": "automatic",
    "DefaultDisclosureGroupStyle": "automatic",
}


def _style_type(member: str) -> Callable[..., Any]:
    def call(interp: "Interpreter", args: Args, node: Node, scope: Any) -> Any:
        return Member(member, None, node)

    return call


BUILTIN_FUNCTIONS.update({name: _style_type(member) for name, member in STYLE_TYPES.items()})


def _member(name: str) -> Callable[["Interpreter"], Any]:
    return lambda interp: Member(name)


def _size_class(axis: str) -> Callable[["Interpreter"], Any]:
    def value(interp: "Interpreter") -> Any:
        env = interp.env[0]
        size = env.get("screen", (393, 852))
        if interp.program.config.platform == "macOS":
            return Member("regular")
        if axis == "horizontal":
            return Member("regular" if min(size) >= 600 or size[0] > 700 else "compact")
        return Member("compact" if size[0] > size[1] and min(size) < 600 else "regular")

    return value


ENVIRONMENT_DEFAULTS.update(
    {
        "horizontalSizeClass": _size_class("horizontal"),
        "verticalSizeClass": _size_class("vertical"),
        "dynamicTypeSize": lambda i: Member(i.env[0].get("dynamicTypeSize", "large")),
        "sizeCategory": lambda i: Member(i.env[0].get("dynamicTypeSize", "large")),
        "layoutDirection": lambda i: Member(
            "rightToLeft" if i.env[0].get("layoutDirection") == "rtl" else "leftToRight"
        ),
        "colorScheme": lambda i: Member(i.env[0].get("colorScheme", "light")),
        "colorSchemeContrast": _member("standard"),
        "isEnabled": lambda i: True,
        "isSearching": lambda i: False,
        "isPresented": lambda i: False,
        "isFocused": lambda i: False,
        "editMode": lambda i: Member("inactive"),
        "dismiss": lambda i: NO_OP,
        "openURL": lambda i: NO_OP,
        "openWindow": lambda i: NO_OP,
        "dismissWindow": lambda i: NO_OP,
        "dismissSearch": lambda i: NO_OP,
        "refresh": lambda i: NO_OP,
        "requestReview": lambda i: NO_OP,
        "purchase": lambda i: NO_OP,
        "openSettings": lambda i: NO_OP,
        "scenePhase": _member("active"),
        "displayScale": lambda i: float(i.env[0].get("scale", 3)),
        "pixelLength": lambda i: 1.0 / float(i.env[0].get("scale", 3)),
        "legibilityWeight": _member("regular"),
        "accessibilityReduceMotion": lambda i: False,
        "accessibilityReduceTransparency": lambda i: False,
        "accessibilityDifferentiateWithoutColor": lambda i: False,
        "accessibilityEnabled": lambda i: False,
        "accessibilityVoiceOverEnabled": lambda i: False,
        "accessibilityShowButtonShapes": lambda i: False,
        "accessibilityInvertColors": lambda i: False,
        "controlSize": _member("regular"),
        "font": lambda i: None,
        "lineLimit": lambda i: None,
        "locale": lambda i: StandIn("locale"),
        "calendar": lambda i: StandIn("calendar"),
        "timeZone": lambda i: StandIn("timeZone"),
        "undoManager": lambda i: None,
        "modelContext": lambda i: StandIn("modelContext"),
        "managedObjectContext": lambda i: StandIn("managedObjectContext"),
        "widgetFamily": _member("systemMedium"),
        "widgetRenderingMode": _member("fullColor"),
        "showsWidgetContainerBackground": lambda i: True,
        "isLuminanceReduced": lambda i: False,
        "redactionReasons": lambda i: [],
        "supportsMultipleWindows": lambda i: False,
        "symbolVariants": _member("none"),
        "backgroundProminence": _member("standard"),
        "menuIndicatorVisibility": _member("automatic"),
        "isScrollEnabled": lambda i: True,
        "defaultMinListRowHeight": lambda i: 44.0,
        "multilineTextAlignment": _member("leading"),
        "truncationMode": _member("tail"),
        "textCase": lambda i: None,
        "presentationMode": lambda i: StandIn("presentationMode"),
        "keyboardShortcut": lambda i: None,
        "isExtraLargeTextSize": lambda i: False,
        "activeAppearance": _member("active"),
        "controlActiveState": _member("key"),
        "isHovering": lambda i: False,
        "isPressed": lambda i: False,
    }
)

__all__ = [
    "builtin_member",
    "builtin_method",
    "builtin_static",
    "construct_builtin",
    "subscript",
    "binary_operator",
    "describe_value",
    "format_with",
    "sample_builtin",
    "text_style_scale",
    "DateValue",
    "Function",
    "Views",
]
