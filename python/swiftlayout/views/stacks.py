"""Stacks and Spacer (Sources/SwiftLayout/Layouts/Stacks): VStack, HStack, ZStack and the flexible space
between a stack's views. VStack and HStack make their binary records when they are made (a row of small views
is then one join when the tree is sent), with the arguments' common forms checked without a call each."""

from __future__ import annotations

import json
import struct
from operator import attrgetter
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union, cast

from ..base import AlignmentLike, Part, collect_views, fmt_optional, pack_u32, with_children
from ..document import binary_alignment
from ..geometry import (
    Alignment,
    CustomAlignment,
    HorizontalAlignment,
    VerticalAlignment,
    check_length,
    check_number,
    parse_stack_alignment,
)
from .view import Leaf, View

__all__ = ["HStack", "Spacer", "Stack", "VStack", "ZStack"]

_set = object.__setattr__


class Spacer(Leaf):
    """Flexible space along its stack's axis; ``min_length=None`` uses the environment's default."""

    __slots__ = ("min_length",)
    min_length: Optional[float]
    kind = "Spacer"

    def __init__(self, min_length: Optional[float] = None) -> None:
        super().__init__()
        object.__setattr__(self, "min_length", check_length(min_length, "min_length"))
        if type(self) is Spacer:
            object.__setattr__(
                self,
                "_bin",
                b"\x08\x00" if self.min_length is None else b"\x08\x01" + struct.pack("<d", self.min_length),
            )

    def _keys(self) -> str:
        return "" if self.min_length is None else f',"minLength":{self.min_length!r}'

    def _fields(self) -> str:
        return f"minLength: {fmt_optional(self.min_length)}"


class Stack(View):
    """VStack and HStack (and the lazy stacks): children in a line, an alignment across, a spacing.
    ``alignment`` and ``spacing`` are read-only properties over private fields (see VStack)."""

    __slots__ = ("_children", "_alignment", "_spacing")
    _children: Tuple[View, ...]
    _alignment: Any
    _spacing: Optional[float]

    def __init__(self, children: Sequence[Any], alignment: Any, spacing: Optional[float], parse: Any) -> None:
        """The general constructor (lazy stacks, subclasses): fields set past the refusing ``__setattr__``."""
        kids = _stack_children(children, self.kind)
        entry = _stack_alignment(type(self), alignment, parse)
        spacing = _stack_spacing(spacing, self.kind)
        code = _STACK_CODES.get(type(self))
        record = None if code is None else _stack_record(kids, entry, spacing, code)
        for name, value in (
            ("_id", None),
            ("_bin", record),
            ("_children", kids),
            ("_alignment", entry[0]),
            ("_spacing", spacing),
        ):
            _set(self, name, value)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # VStack and HStack set their fields with plain stores; a user's subclass of them refuses
        # assignments like every view (its fields are set with `object.__setattr__`).
        super().__init_subclass__(**kwargs)
        if "__setattr__" not in cls.__dict__:
            cls.__setattr__ = View.__setattr__  # type: ignore[method-assign]

    alignment = cast(Any, property(attrgetter("_alignment"), doc="The alignment across the stack."))
    spacing = cast(
        Optional[float], property(attrgetter("_spacing"), doc="The spacing between children (None: each pair's own).")
    )

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _bin_record(self) -> Optional[bytes]:
        code = _STACK_CODES.get(type(self))
        if code is None:
            return None
        return _stack_head(code, self._alignment, self._spacing) + pack_u32(len(self._children))

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":' + json.dumps(self.kind) + ',"alignment":' + json.dumps(self._alignment.swift_name)
        if self._spacing is not None:
            head += f',"spacing":{self._spacing!r}'
        return with_children(head, self._children)

    def _fields(self) -> str:
        return f"alignment: .{self._alignment.swift_name}, spacing: {fmt_optional(self._spacing)}"


def _stack_children(children: Sequence[Any], kind: str) -> Tuple[View, ...]:
    """A stack's children: every one a View (one list of views is taken as the children); errors name the
    child. Checked without a call per child when they are views."""
    if len(children) == 1 and children[0].__class__ is list:
        children = children[0]
    kids = tuple(children)
    for child in kids:
        if not isinstance(child, View):
            return collect_views(kids, kind)  # the general rules: one iterable of views, errors naming the child
    return kids


def _stack_alignment(cls: type, alignment: Any, parse: Any) -> Tuple[Any, Dict[Any, List[bytes]]]:
    """The parsed alignment (the parser names a bad value) and the cache of record tails that goes with it
    (`_stack_record`). Standard alignments given by name are parsed once."""
    table = _STACK_ALIGNMENTS.get(cls)
    if table is not None and alignment.__class__ is str:
        entry = table.get(alignment)
        if entry is not None:
            return entry
    parsed = parse_stack_alignment(alignment, parse, f"{cls.kind} alignment")  # type: ignore[attr-defined]
    if table is not None and parsed.__class__ is not CustomAlignment and alignment.__class__ is str and len(table) < 64:
        entry = table[alignment] = (parsed, {})
        return entry
    return parsed, {}


def _stack_spacing(spacing: Any, kind: str) -> Optional[float]:
    """A stack's spacing as a float (or None): the common values without the checker, which names others."""
    if spacing is None or (spacing.__class__ is float and -_INF < spacing < _INF):
        return spacing
    if spacing.__class__ is int and -_BIG < spacing < _BIG:
        return float(spacing)
    return float(check_number(spacing, f"{kind} spacing"))


def _stack_record(
    kids: Tuple[View, ...], entry: Tuple[Any, Dict[Any, List[bytes]]], spacing: Optional[float], code: int
) -> Optional[bytes]:
    """The records of a small stack of small views (a row of a list: the list's encoding is then a join):
    the children's records and the stack's own; None if a child has none or it is large."""
    if len(kids) > 16:
        return None
    try:
        parts = [child._bin for child in kids]
    except AttributeError:  # a view made without View.__init__
        return None
    parts.append(_stack_tail(entry, spacing, code, len(kids)))
    try:
        record = b"".join(parts)  # type: ignore[arg-type]
    except TypeError:  # a child without records
        return None
    return record if len(record) <= _STACK_RECORD_LIMIT else None


def _stack_tail(entry: Tuple[Any, Dict[Any, List[bytes]]], spacing: Optional[float], code: int, n: int) -> bytes:
    """The stack's own record after its ``n`` children's (code, alignment, spacing, count), kept per
    alignment (``entry``) and spacing, by child count."""
    tails = entry[1].get(spacing)
    if tails is None:
        tails = [b""] * 17
        if len(entry[1]) < 64:
            entry[1][spacing] = tails
    tail = tails[n]
    if not tail:
        tail = tails[n] = _stack_head(code, entry[0], spacing) + _COUNTS[n]
    return tail


class VStack(Stack):
    """Views in a column: ``VStack(a, b, alignment="leading", spacing=None)`` (or one list of views)."""

    __slots__ = ()
    kind = "VStack"
    # Fields are set with plain (specialised) stores when made (`_fill_stack`); `alignment` and `spacing`
    # are read-only properties, `children` too: a VStack is as immutable as any view.
    __setattr__ = object.__setattr__  # type: ignore[assignment]

    def __init__(
        self, *children: Any, alignment: Union[str, HorizontalAlignment] = "center", spacing: Optional[float] = None
    ) -> None:
        _fill_stack(self, children, alignment, spacing, _VSTACK)


class HStack(Stack):
    """Views in a row: ``HStack(a, b, alignment="top", spacing=None)``."""

    __slots__ = ()
    kind = "HStack"
    __setattr__ = object.__setattr__  # type: ignore[assignment]  # (as VStack's)

    def __init__(
        self, *children: Any, alignment: Union[str, VerticalAlignment] = "center", spacing: Optional[float] = None
    ) -> None:
        _fill_stack(self, children, alignment, spacing, _HSTACK)


def _fill_stack(
    stack: Any,
    children: Tuple[Any, ...],
    alignment: Any,
    spacing: Any,
    kind: Tuple[Any, int, Any, Dict[str, Tuple[Any, Dict[Any, List[bytes]]]]],
) -> None:
    """VStack's and HStack's constructor, in one call: what `_stack_children`, `_stack_alignment`,
    `_stack_spacing` and `_stack_record` do, written out for the common arguments (a few views, a
    standard alignment by name, a number or None for spacing), and the fields set with plain stores; a
    user's subclass gets the general constructor (`Stack.__init__`). ``kind`` is the class, its record
    code, its alignment parser and its alignments by name."""
    cls, code, parse, alignments = kind
    if stack.__class__ is not cls:
        Stack.__init__(stack, children, alignment, spacing, parse)
        return
    if len(children) == 1 and children[0].__class__ is list:
        children = tuple(children[0])
    for child in children:
        if not isinstance(child, View):
            children = collect_views(children, cls.kind)
            break
    entry = alignments.get(alignment) if alignment.__class__ is str else None
    if entry is None:
        entry = _stack_alignment(cls, alignment, parse)
    if spacing is not None:
        if spacing.__class__ is int and -_BIG < spacing < _BIG:
            spacing = spacing + 0.0
        elif spacing.__class__ is not float or not -_INF < spacing < _INF:
            spacing = _stack_spacing(spacing, cls.kind)
    record = None
    n = len(children)
    if n <= 16:
        tails = entry[1].get(spacing)
        tail = tails[n] if tails is not None else None
        if not tail:
            tail = _stack_tail(entry, spacing, code, n)
        try:
            parts = [child._bin for child in children]
            parts.append(tail)
            record = b"".join(parts)
        except (AttributeError, TypeError):  # a child without records (or made without View.__init__)
            pass
        else:
            if len(record) > _STACK_RECORD_LIMIT:
                record = None
    stack._id = None
    stack._bin = record
    stack._children = children
    stack._alignment = entry[0]
    stack._spacing = spacing


class ZStack(View):
    """Views on top of each other: ``ZStack(a, b, alignment="top_leading")``."""

    __slots__ = ("_children", "alignment")
    _children: Tuple[View, ...]
    alignment: Alignment
    kind = "ZStack"

    def __init__(self, *children: Any, alignment: AlignmentLike = "center") -> None:
        super().__init__()
        object.__setattr__(self, "_children", collect_views(children, "ZStack"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "ZStack alignment"))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _bin_record(self) -> Optional[bytes]:
        if type(self) is not ZStack:
            return None
        return b"\x12" + binary_alignment(self.alignment) + struct.pack("<I", len(self._children))

    def _parts(self, fx: List[Any]) -> List[Part]:
        return with_children('{"type":"ZStack","alignment":' + json.dumps(self.alignment.swift_name), self._children)

    def _fields(self) -> str:
        return f"alignment: .{self.alignment.swift_name}"


#: Binary record codes of the stacks (docs/FORMAT.md); subclasses have none (they go as JSON).
_STACK_CODES: Dict[type, int] = {VStack: 0x10, HStack: 0x11}


#: Per stack class, the alignments given by name: (parsed, record tails by spacing, `_stack_record`).
#: The standard names are parsed here once; other names a program uses are added when first parsed.
_STACK_ALIGNMENTS: Dict[type, Dict[str, Tuple[Any, Dict[Any, List[bytes]]]]] = {
    cls: {name: (parse_stack_alignment(name, kind, "alignment"), {}) for name in names}
    for cls, kind, names in (
        (VStack, HorizontalAlignment, ("leading", "center", "trailing")),
        (HStack, VerticalAlignment, ("top", "center", "bottom", "first_text_baseline", "last_text_baseline")),
    )
}


_INF = float("inf")


_BIG = 1e300


#: What `_fill_stack` needs per stack class.
_VSTACK = (VStack, 0x10, HorizontalAlignment, _STACK_ALIGNMENTS[VStack])


_HSTACK = (HStack, 0x11, VerticalAlignment, _STACK_ALIGNMENTS[HStack])


#: The child counts of the stacks that keep their records (at most 16 children), as u32.
_COUNTS = [pack_u32(n) for n in range(17)]


#: The largest record a stack keeps (its children's and its own).
_STACK_RECORD_LIMIT = 512


def _stack_head(code: int, alignment: Any, spacing: Optional[float]) -> bytes:
    """A stack's binary record without its child count: code, alignment, spacing."""
    return (
        bytes((code,))
        + binary_alignment(alignment)
        + (b"\x00" if spacing is None else b"\x01" + struct.pack("<d", spacing))
    )
