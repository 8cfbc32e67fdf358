"""The document: a view tree as the engine reads it, JSON (``serialize``, ``to_document``) or binary
(``encode_binary``; docs/FORMAT.md), the node budget a tree is held to (``check_node_count``), and the
document's views in the engine's view order (``document_views``: a layout's nodes name their views by it).

Views write their own parts (``_parts``: JSON text and the views inside it; ``_bin``/``_bin_record``: binary
records); this module walks a tree of them without recursion, so trees of any depth are written.
"""

from __future__ import annotations

import contextlib
import json
import struct
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Tuple

from .base import Modifier, ViewBase, binary_id, binary_string, pack_u32
from .errors import InvalidArgumentError

if TYPE_CHECKING:
    from .views.view import View

#: JSON text of numbers already written (layouts repeat their lengths); bounded.
_NUMBERS: Dict[float, str] = {}


def number_text(value: float) -> str:
    """A finite float as JSON (its repr: the shortest text that reads back exactly)."""
    text = _NUMBERS.get(value)
    if text is None:
        text = repr(value)
        if len(_NUMBERS) < 4096:
            _NUMBERS[value] = text
    return text


# -- the binary document (docs/FORMAT.md, "Binary documents") ----------------------------------------

#: A binary document starts with "SLB" and the format version.
BINARY_MAGIC = b"SLB\x01"


#: Alignment codes of the binary document (0…8 are the C API's SL_ALIGN_* values); others are 255 + name.
_BIN_ALIGNMENTS = {
    "center": 0,
    "topLeading": 1,
    "top": 2,
    "topTrailing": 3,
    "leading": 4,
    "trailing": 5,
    "bottomLeading": 6,
    "bottom": 7,
    "bottomTrailing": 8,
    "firstTextBaseline": 9,
    "lastTextBaseline": 10,
}

#: An f64 of the binary document: a little-endian IEEE double.
pack_f64 = struct.Struct("<d").pack


#: Subtrees up to this many bytes keep their records (`View._bin`); larger ones are walked when encoded, so
#: the records a tree holds stay proportional to its size, whatever its depth.
BIN_KEEP = 512


def binary_alignment(alignment: Any) -> bytes:
    """An alignment in a binary document: its code (a standard guide) or 255 and its name (a custom one)."""
    name = alignment.swift_name
    code = _BIN_ALIGNMENTS.get(name)
    return bytes((code,)) if code is not None else b"\xff" + binary_string(name)


def bin_numbers(values: Sequence[Optional[float]]) -> Tuple[int, bytes]:
    """The presence bits of ``values`` (bit k: value k is given) and the given ones as float64."""
    mask, data = 0, b""
    for k, value in enumerate(values):
        if value is not None:
            mask |= 1 << k
            data += pack_f64(value)
    return mask, data


def wrapped(content: Optional[bytes], modifier: Modifier) -> Optional[bytes]:
    """The records of a view whose content has records ``content``, wrapped in ``modifier``: None if either
    has none or the content's are large (`BIN_KEEP`). Small results are kept by the modifier (its
    `_records`, bounded), so a frame around views that carry the same records — the same leaf, the same
    small subtree — gives every one of them the same bytes, made once."""
    rec = modifier._brec
    if content is None or rec is None or len(content) >= BIN_KEEP:
        return None
    records = modifier._records
    made = records.get(content)
    if made is None:
        made = content + rec
        if len(content) <= _RECORDS_KEY_LIMIT and len(records) < _RECORDS_LIMIT:
            records[content] = made
    return made


#: Each binary-capable modifier keeps the records of at most this many distinct contents of at most this
#: many bytes (`wrapped`): a few kilobytes per interned modifier at most.
_RECORDS_LIMIT = 8
_RECORDS_KEY_LIMIT = 48


# -- writing a tree -----------------------------------------------------------------------------------


def to_document(view: ViewBase) -> str:
    """Serialises ``view`` into one JSON document without recursion (deep trees are fine).
    containerRelativeFrame length functions appear as ``{"function": N}``; see :func:`serialize`."""
    return serialize(view)[0]


def serialize(view: ViewBase, fx: Optional[List[Any]] = None, max_nodes: int = 0) -> Tuple[str, List[Any]]:
    """The JSON document for ``view`` and the user functions it refers to: ``"function": N`` is
    ``functions[N]``, a (kind, callable) pair with kind "length", "guide" or "content". New functions are
    appended to ``fx`` if given (GeometryReader content built during a layout shares its table).

    ``max_nodes`` (a layout environment's, 0 for none) lowers the node limit below MAX_NODE_COUNT: the tree
    is counted against the limit once a million views were written, so that a few shared views describing
    a tree over the budget fail there, before the whole tree is written out."""
    if not isinstance(view, ViewBase):
        raise TypeError(f"expected a View, got {type(view).__name__}")
    fx = [] if fx is None else fx
    out: List[str] = []
    stack: List[Any] = [view]
    written = 0
    append = out.append
    while stack:
        item: Any = stack.pop()
        if item.__class__ is str:
            append(item)
            continue
        written += 1
        if written == _COUNT_CHECK_AFTER:
            check_node_count(view, max_nodes)
        parts = item._parts(fx)
        if item._id is not None and not item._is_wrapper:  # (a wrapper's id goes into its modifier entry)
            parts.append(',"id":' + json.dumps(item._id))
        parts.append("}")
        # The text up to the first contained view goes out at once; the rest waits on the stack.
        for k, part in enumerate(parts):
            if part.__class__ is not str:
                stack.extend(reversed(parts[k:]))
                break
            append(part)
    return "".join(out), fx


def encode_binary(
    view: ViewBase,
    max_nodes: int = 0,
    fx: Optional[List[Any]] = None,
    inside: Optional[Dict[int, Tuple[ViewBase, ...]]] = None,
) -> Optional[bytes]:
    """``view`` as one binary document (docs/FORMAT.md, "Binary documents"). Post-order: a view's children,
    then its record, then its id. The common views and modifiers have records of their own; every other one
    goes as a generic record, its JSON entry with the views inside it named ``{"$view": k}`` (they come
    before it). Small subtrees carry their records already (``View._bin``), so encoding a tree of them is a
    join; the rest is walked without recursion. ``max_nodes`` is as for :func:`serialize`; user functions
    (``"function": N``) are appended to ``fx`` as :func:`serialize` does, and without ``fx`` a tree that
    has any returns None (it then goes as JSON). ``inside``, if given, receives the views each generic record
    takes (by ``id`` of its view), which :func:`document_views` then need not find again."""
    try:
        return _encode_binary(view, max_nodes, fx, inside)
    except AttributeError:  # a view made without View.__init__ (no `_bin`): the tree goes as JSON
        return None


#: A generic view record and a generic modifier record (docs/FORMAT.md): the views they take, then their JSON.
_GENERIC_VIEW, _GENERIC_MODIFIER = b"\x40", b"\x41"
#: The placeholder texts of the views inside a generic record, by position.
_PLACEHOLDERS = [f'{{"$view":{k}}}' for k in range(64)]


def _generic(code: bytes, parts: List[Any]) -> Tuple[bytes, List[Any]]:
    """A generic record from a view's ``_parts`` (or a modifier's ``_entry``): the JSON text with every view
    in it replaced by ``{"$view": k}``, and those views, in order."""
    views: List[Any] = []
    texts: List[str] = []
    for part in parts:
        if part.__class__ is str:
            texts.append(part)
        else:
            k = len(views)
            texts.append(_PLACEHOLDERS[k] if k < 64 else f'{{"$view":{k}}}')
            views.append(part)
    texts.append("}")
    data = "".join(texts).encode("utf-8")
    return code + pack_u32(len(views)) + pack_u32(len(data)) + data, views


def _encode_binary(
    view: ViewBase, max_nodes: int, fx: Optional[List[Any]], taken: Optional[Dict[int, Tuple[ViewBase, ...]]]
) -> Optional[bytes]:
    done = view._bin
    if done is not None:
        return BINARY_MAGIC + done
    functions: List[Any] = [] if fx is None else fx
    out: List[bytes] = [BINARY_MAGIC]
    append = out.append
    stack: List[Any] = [view]
    pop, push = stack.pop, stack.append
    written, check_at = 0, _COUNT_CHECK_AFTER
    while stack:
        item = pop()
        if item.__class__ is bytes:
            append(item)
            continue
        written += 1
        if written >= check_at:
            check_node_count(view, max_nodes)
            check_at = MAX_NODE_COUNT + 1
        done = item._bin
        if done is not None:
            append(done)
            continue
        if item._is_wrapper:
            record = item._modifier._brec
            if item._id is not None:
                push(binary_id(item._id))
            if record is not None:
                push(record)
                push(item._content)
                continue
            before = len(functions)
            record, inside = _generic(_GENERIC_MODIFIER, item._modifier._entry(functions))
            if fx is None and len(functions) > before:
                return None
            if taken is not None:
                taken[id(item)] = (item._content, *inside)
            push(record)
            stack.extend(reversed(inside))
            push(item._content)
            continue
        record = item._bin_record()
        if record is None:
            before = len(functions)
            record, inside = _generic(_GENERIC_VIEW, item._parts(functions))
            if fx is None and len(functions) > before:
                return None
            if taken is not None:
                taken[id(item)] = tuple(inside)
            if not inside and item._id is None and len(functions) == before and len(record) < BIN_KEEP:
                # A leaf's record is all of it: kept, so that the next document (and a stack or modifier
                # made around it later) joins it. (Views are immutable: the record stays right.)
                with contextlib.suppress(AttributeError):
                    object.__setattr__(item, "_bin", record)
            if item._id is not None:
                push(binary_id(item._id))
            push(record)
            stack.extend(reversed(inside))
            continue
        if item._id is not None:
            push(binary_id(item._id))
        push(record)
        kids = item.children
        try:  # children that carry their records (a list's rows) are one join
            push(b"".join([kid._bin for kid in kids]))
            written += len(kids)
        except TypeError:
            stack.extend(reversed(kids))
    return b"".join(out)


def binary_children(item: ViewBase) -> Tuple[ViewBase, ...]:
    """The views whose records come before ``item``'s in a binary document, in order: a native record's
    children (a modifier's content), a generic record's views inside its JSON (after a modifier's content)."""
    if item._is_wrapper:
        modifier = item._modifier  # type: ignore[attr-defined]
        if modifier._brec is not None:
            return (item._content,)  # type: ignore[attr-defined]
        return (item._content,) + tuple(p for p in modifier._entry([]) if isinstance(p, ViewBase))  # type: ignore
    if item._bin is not None and item._bin_record() is None:
        return ()  # a leaf that carries its own (generic) record
    if item._bin_record() is not None:
        return tuple(item.children)
    return tuple(p for p in item._parts([]) if isinstance(p, ViewBase))


#: The most nodes one layout takes (the engine's limit, `RetainedLayout.maxNodeCount`).
MAX_NODE_COUNT = 50_000_000


#: Trees are counted once this many views were written, so that a few shared views describing an
#: astronomically large tree fail at once instead of being written out.
_COUNT_CHECK_AFTER = 1_000_000


def check_node_count(view: ViewBase, max_nodes: int = 0) -> None:
    """Raises InvalidArgumentError if ``view``'s tree has more than MAX_NODE_COUNT nodes (or ``max_nodes``,
    if given and lower: a layout environment's limit), counting a view shared in several places in each
    (each distinct view is visited once, without recursion)."""
    limit = min(MAX_NODE_COUNT, max_nodes) if max_nodes else MAX_NODE_COUNT
    counts: Dict[int, int] = {}
    # (view, its children once expanded): the children tuple is kept, since some views make theirs anew
    # on each access (bars), and it keeps them alive, so their ids stay theirs.
    stack: List[Tuple[ViewBase, Optional[Tuple[ViewBase, ...]]]] = [(view, None)]
    while stack:
        item, kids = stack.pop()
        key = id(item)
        if kids is not None:
            counts[key] = min(1 + sum(counts[id(k)] for k in kids), limit + 1)
            continue
        if key in counts:
            continue
        kids = tuple(item.children)
        stack.append((item, kids))
        stack.extend((k, None) for k in kids if id(k) not in counts)
    if counts[id(view)] > limit:
        message = (
            f"the view tree has more than {limit} nodes (a view shared in several places "
            f"counts in each); the most a layout takes is {limit}"
        )
        if limit < MAX_NODE_COUNT:
            message += " (environment parameter max_nodes; a node takes 530 to 990 bytes laid out, docs/ERRORS.md)"
        raise InvalidArgumentError(message)


class ViewMark:
    """In the parts of a modifier chain written for :func:`document_views`: the view whose object or
    modifiers entry begins here in the text (the chain's base view, then each wrapper)."""

    __slots__ = ("view",)

    def __init__(self, view: ViewBase) -> None:
        self.view = view


def document_views(
    view: ViewBase, binary: bool = False, inside: Optional[Dict[int, Tuple[ViewBase, ...]]] = None
) -> List["View"]:
    """The views of ``view``'s document in the engine's view order (docs/FORMAT.md, "View order"): for the
    JSON document, every view object and every modifiers entry in the order they begin in the text (what
    ``serialize`` writes); for the binary document, every record but the ids (post-order: a view's children,
    then the view; a modifier's content, then the modifier). Index ``k`` is the view of the nodes the engine
    reports with document index ``k`` (``sl_layout_copy_view_indices``). ``inside`` is what
    :func:`encode_binary` recorded of the same tree (the views of its generic records), if at hand."""
    out: List[Any] = []
    append = out.append
    if binary:
        pending: List[Tuple[ViewBase, bool]] = [(view, False)]
        while pending:
            item, done = pending.pop()
            if done:
                append(item)
                continue
            pending.append((item, True))
            kids = inside.get(id(item)) if inside is not None else None
            pending.extend((kid, False) for kid in reversed(binary_children(item) if kids is None else kids))
        return out
    fx: List[Any] = []
    stack: List[Any] = [view]
    while stack:
        item = stack.pop()
        cls = item.__class__
        if cls is str:
            continue
        if cls is ViewMark:
            append(item.view)
            continue
        if item._is_wrapper:
            parts: List[Any] = item._marked_parts(fx)
        else:
            append(item)
            parts = item._parts(fx)
        stack.extend(reversed([p for p in parts if p.__class__ is not str]))
    return out
