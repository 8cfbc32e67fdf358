"""Views that compose others without being containers (Sources/SwiftLayout/Containers: Group, GroupBox,
ViewThatFits, AnyLayout).

- ``ViewThatFits(a, b, axes="both")``: the first view whose ideal size fits the proposal on ``axes``, else
  the last (Apple's ViewThatFits; measured in swm3_view_that_fits_widths_heights_axes).
- ``AnyLayout(HStackLayout(spacing=8), a, b)``: lays its views out exactly as the stack or grid the layout
  value describes (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``, ``GridLayout``).
- ``Group(a, b)``: inside a container its views are the container's own children, and modifiers on the
  group apply to each of them; ``EmptyView()`` adds nothing; ``Section(a, b, header=h, footer=f)`` is its
  header, views and footer (in a LazyVGrid the header and footer each take a line across the grid).
- ``OutlineGroup(data, children="children", content=…)``: a DisclosureGroup (collapsed) per element with
  children, the element's view for a leaf; in a List (``List(OutlineGroup(…))`` is SwiftUI's
  ``List(_:children:)``) they are outline rows (macOS: every row 9 further in, 13 per level; measured).
- ``ForEach(data, content, id=None)``: the views ``content`` makes for each element, like a Group; ``id``
  (``"self"``, an attribute name or a function) names each element's view, as SwiftUI's ``id:`` does. An id
  on a Group, Section or ForEach, or on a modifier applied to one, names its last view (SwiftUI resolves a
  probe written from each element to the last one).

The scroll options (``content_margins``, …) are in ``swiftlayout.modifiers.scroll``, the list options in
``swiftlayout.modifiers.lists``, toolbars and ``ToolbarItem`` in ``swiftlayout.modifiers.navigation``.
"""

from __future__ import annotations

import json
import math
from typing import Any, Dict, List, Optional, Tuple, Union

from ..base import (
    AlignmentLike,
    Part,
    axes_name,
    check_flag,
    check_view,
    collect_views,
    parse_axes,
    restore_slots,
    with_children,
)
from ..errors import InvalidArgumentError
from ..geometry import Alignment, HorizontalAlignment, VerticalAlignment
from ..modifiers.navigation import ToolbarItem, ToolbarItemGroup
from .children import ChildrenView, LaidOutBy
from .text import Text
from .view import View

__all__ = [
    "AnyLayout",
    "EmptyView",
    "ForEach",
    "GridLayout",
    "Group",
    "HStackLayout",
    "OutlineGroup",
    "Section",
    "ToolbarItem",
    "ToolbarItemGroup",
    "VStackLayout",
    "ViewThatFits",
    "ZStackLayout",
]


def _set(obj: Any, name: str, value: Any) -> None:
    object.__setattr__(obj, name, value)


class ViewThatFits(ChildrenView):
    """``ViewThatFits(a, b, axes="both")``: the first view whose ideal size fits the proposal on ``axes``."""

    __slots__ = ("axes",)
    axes: int
    kind = "ViewThatFits"

    def __init__(self, *children: Any, axes: Union[str, List[str]] = "both") -> None:
        super().__init__()
        self._keep_children(children, "ViewThatFits")
        _set(self, "axes", parse_axes(axes, "ViewThatFits axes"))

    def _parts(self, fx: List[Any]) -> List[Part]:
        return self._with_children('{"type":"ViewThatFits","axes":' + json.dumps(axes_name(self.axes)))

    def _fields(self) -> str:
        return f"in: .{axes_name(self.axes)}"


def _spacing(value: Optional[float], what: str) -> Optional[float]:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise InvalidArgumentError(f"{what} must be a finite number or None, got {value!r}")
    return float(value)


class _LayoutValue:
    """A layout value for :class:`AnyLayout`."""

    __slots__ = ("fields",)
    fields: Dict[str, Any]
    type_name = ""

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __setstate__(self, state: Any) -> None:
        restore_slots(self, state)

    def _json(self) -> str:
        return json.dumps(dict({"type": self.type_name}, **{k: v for k, v in self.fields.items() if v is not None}))

    def __repr__(self) -> str:
        args = ", ".join(f"{k}: {v!r}" for k, v in self.fields.items() if v is not None)
        return f"{self.type_name}({args})"


class _StackLayoutValue(_LayoutValue):
    """A stack's layout as a value: an alignment across the stack's axis (``_alignments``) and a spacing."""

    __slots__ = ()
    _alignments: Any = None

    def __init__(
        self, alignment: Union[str, HorizontalAlignment, VerticalAlignment] = "center", spacing: Optional[float] = None
    ) -> None:
        _set(
            self,
            "fields",
            {
                "alignment": self._alignments.parse(alignment, f"{self.type_name} alignment").swift_name,
                "spacing": _spacing(spacing, f"{self.type_name} spacing"),
            },
        )


class HStackLayout(_StackLayoutValue):
    """``HStackLayout(alignment="center", spacing=None)``: an HStack's layout as a value (a vertical alignment)."""

    __slots__ = ()
    type_name, _alignments = "HStackLayout", VerticalAlignment


class VStackLayout(_StackLayoutValue):
    """``VStackLayout(alignment="center", spacing=None)``: a VStack's layout as a value (a horizontal alignment)."""

    __slots__ = ()
    type_name, _alignments = "VStackLayout", HorizontalAlignment


class ZStackLayout(_LayoutValue):
    """``ZStackLayout(alignment="center")``: a ZStack's layout as a value."""

    __slots__ = ()
    type_name = "ZStackLayout"

    def __init__(self, alignment: AlignmentLike = "center") -> None:
        _set(self, "fields", {"alignment": Alignment.parse(alignment, "ZStackLayout alignment").swift_name})


class GridLayout(_LayoutValue):
    """``GridLayout(alignment="center", horizontal_spacing=None, vertical_spacing=None)``: a Grid's layout."""

    __slots__ = ()
    type_name = "GridLayout"

    def __init__(
        self,
        alignment: AlignmentLike = "center",
        horizontal_spacing: Optional[float] = None,
        vertical_spacing: Optional[float] = None,
    ) -> None:
        _set(
            self,
            "fields",
            {
                "alignment": Alignment.parse(alignment, "GridLayout alignment").swift_name,
                "horizontalSpacing": _spacing(horizontal_spacing, "GridLayout horizontal_spacing"),
                "verticalSpacing": _spacing(vertical_spacing, "GridLayout vertical_spacing"),
            },
        )


class AnyLayout(LaidOutBy):
    """``AnyLayout(VStackLayout(spacing=4), a, b)``: ``a`` and ``b`` laid out by the layout value."""

    __slots__ = ()
    layout: _LayoutValue
    kind = "AnyLayout"

    def __init__(self, layout: _LayoutValue, *children: Any) -> None:
        super().__init__()
        self._keep_layout(
            layout,
            _LayoutValue,
            "AnyLayout takes an HStackLayout, VStackLayout, ZStackLayout or GridLayout",
            children,
            "AnyLayout",
        )

    def _parts(self, fx: List[Any]) -> List[Part]:
        return self._with_children('{"type":"AnyLayout","layout":' + self.layout._json())

    def _fields(self) -> str:
        return repr(self.layout)


class Group(ChildrenView):
    """``Group(a, b)``: in a container, ``a`` and ``b`` are its children; modifiers apply to each."""

    __slots__ = ()
    kind = "Group"

    def __init__(self, *children: Any) -> None:
        super().__init__()
        self._keep_children(children, "Group")

    def _parts(self, fx: List[Any]) -> List[Part]:
        return self._with_children('{"type":"Group"')


_NO_ID = object()


class ForEach(View):
    """``ForEach(data, content, id=None)``: the views ``content(element)`` makes for each element of ``data``
    (a View or an iterable of Views), laid out like a Group's: in a container they are its children and a
    modifier on the ForEach applies to each. ``id`` names each element's first view, as SwiftUI's ``id:``:
    ``"self"`` (the element itself), an attribute or key name (``"name"``), or a function of the element;
    a view that already has an id keeps it."""

    __slots__ = ("_children", "ids")
    _children: Tuple[View, ...]
    ids: Tuple[Optional[str], ...]
    kind = "ForEach"

    def __init__(self, data: Any, content: Any, id: Any = None) -> None:
        super().__init__()
        if not callable(content):
            raise TypeError(f"ForEach content must be a function of the element, got {type(content).__name__}")
        try:
            elements = list(data)
        except TypeError:
            raise TypeError(f"ForEach data must be iterable, got {type(data).__name__}") from None
        views: List[View] = []
        ids: List[Optional[str]] = []
        for k, element in enumerate(elements):
            made = content(element)
            items = [made] if isinstance(made, View) else list(collect_views((made,), f"ForEach element {k}"))
            name = None if id is None else _element_id(element, id, k)
            for j, view in enumerate(items):
                views.append(view)
                ids.append(name if j == 0 else None)
        _set(self, "_children", tuple(views))
        _set(self, "ids", tuple(ids))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _parts(self, fx: List[Any]) -> List[Part]:
        head = '{"type":"ForEach"'
        if any(i is not None for i in self.ids):
            head += ',"ids":' + json.dumps(list(self.ids))
        return with_children(head, self._children)


def _element_id(element: Any, key: Any, k: int) -> str:
    """ForEach's name for element ``k``: ``key`` is "self", an attribute or key name, or a function."""
    if callable(key):
        value = key(element)
    elif isinstance(key, str):
        if key in ("self", "\\.self"):
            value = element
        else:
            value = getattr(element, key, _NO_ID)
            if value is _NO_ID and isinstance(element, dict):
                value = element.get(key, _NO_ID)
            if value is _NO_ID:
                raise InvalidArgumentError(f"ForEach id: element {k} ({element!r}) has no attribute or key {key!r}")
    else:
        raise TypeError(f"ForEach id must be 'self', an attribute name or a function, got {type(key).__name__}")
    name = (
        value
        if isinstance(value, str)
        else (str(int(value)) if isinstance(value, float) and value.is_integer() else str(value))
    )
    if "\0" in name:
        raise InvalidArgumentError(f"ForEach id of element {k} contains NUL, which ids may not: {name!r}")
    return name


class EmptyView(View):
    """``EmptyView()``: no child in a container, 0 × 0 elsewhere."""

    __slots__ = ()
    kind = "EmptyView"

    def _parts(self, fx: List[Any]) -> List[Part]:
        return ['{"type":"EmptyView"']


class Section(ChildrenView):
    """``Section(a, b, header=None, footer=None)``: header, views and footer as a container's children."""

    __slots__ = ("header", "footer")
    header: Optional[View]
    footer: Optional[View]
    kind = "Section"

    def __init__(self, *children: Any, header: Optional[View] = None, footer: Optional[View] = None) -> None:
        super().__init__()
        self._keep_children(children, "Section")
        _set(self, "header", None if header is None else check_view(header, "Section header"))
        _set(self, "footer", None if footer is None else check_view(footer, "Section footer"))

    def _parts(self, fx: List[Any]) -> List[Part]:
        parts: List[Part] = ['{"type":"Section"']
        if self.header is not None:
            parts += [',"header":', self.header]
        if self.footer is not None:
            parts += [',"footer":', self.footer]
        return parts + self._with_children("")


def _label(label: Any, owner: str) -> View:
    return Text(label) if isinstance(label, str) else check_view(label, f"{owner} label")


class GroupBox(ChildrenView):
    """``GroupBox(a, b, label="Title")``: a box around views with an optional label above it (a string is a
    Text; the label takes the subheadline style). macOS 26 measured: the label 10 in, 3 above the box, the
    content inset 5 on every side (docs/PLATFORMS.md)."""

    __slots__ = ("label",)
    label: Optional[View]
    kind = "GroupBox"

    def __init__(self, *children: Any, label: Any = None) -> None:
        super().__init__()
        self._keep_children(children, "GroupBox")
        _set(self, "label", None if label is None else _label(label, "GroupBox"))

    def _parts(self, fx: List[Any]) -> List[Part]:
        parts: List[Part] = ['{"type":"GroupBox"']
        if self.label is not None:
            parts += [',"label":', self.label]
        return parts + self._with_children("")


class DisclosureGroup(ChildrenView):
    """``DisclosureGroup(a, b, label="Details", is_expanded=True)``: the label's row (filling the width) and,
    expanded, the views below it, centred; collapsed, the views are not laid out."""

    __slots__ = ("label", "is_expanded")
    label: View
    is_expanded: bool
    kind = "DisclosureGroup"

    def __init__(self, *children: Any, label: Any, is_expanded: bool = False) -> None:
        super().__init__()
        check_flag(is_expanded, "DisclosureGroup: is_expanded")
        self._keep_children(children, "DisclosureGroup")
        _set(self, "label", _label(label, "DisclosureGroup"))
        _set(self, "is_expanded", is_expanded)

    def _parts(self, fx: List[Any]) -> List[Part]:
        head: List[Part] = [
            '{"type":"DisclosureGroup","isExpanded":' + ("true" if self.is_expanded else "false"),
            ',"label":',
            self.label,
        ]
        return head + self._with_children("")


#: The deepest outline OutlineGroup takes (a data structure that contains itself would never end).
MAX_OUTLINE_DEPTH = 256


class _OutlineItem:
    """One element of an OutlineGroup: its view, its children's items (None: a leaf) and whether it is expanded."""

    __slots__ = ("view", "children", "is_expanded")

    def __init__(self, view: View, children: Optional[Tuple["_OutlineItem", ...]], is_expanded: bool) -> None:
        self.view, self.children, self.is_expanded = view, children, is_expanded

    def parts(self) -> List[Part]:
        out: List[Part] = ['{"content":', self.view]
        if self.children is not None:
            out.append(',"children":[')
            for k, child in enumerate(self.children):
                if k:
                    out.append(",")
                out += child.parts()
            out.append("]")
        if self.is_expanded:
            out.append(',"isExpanded":true')
        out.append("}")
        return out

    def views(self) -> List[View]:
        return [self.view] + [v for c in self.children or () for v in c.views()]


class OutlineGroup(View):
    """``OutlineGroup(data, children="children", content=lambda element: Text(element.name))``: SwiftUI's
    ``OutlineGroup(data, children: \\.children) { element in … }``. ``children`` is an attribute or key name, or a
    function of the element, giving its children (None: a leaf). Outside a List each element with children is
    a DisclosureGroup of its view over its children's outline, collapsed (``expanded`` — a set of ids via
    ``id``, or a function of the element — expands some, as a user would); in a List they are outline rows
    (``List(OutlineGroup(…))`` is ``List(data, children:)``)."""

    __slots__ = ("items",)
    items: Tuple[_OutlineItem, ...]
    kind = "ForEach"

    def __init__(self, data: Any, children: Any = "children", content: Any = None, *, expanded: Any = None) -> None:
        super().__init__()
        if not callable(content):
            raise TypeError(f"OutlineGroup content must be a function of the element, got {type(content).__name__}")

        def kids(element: Any) -> Optional[List[Any]]:
            if callable(children):
                value = children(element)
            elif isinstance(children, str):
                value = getattr(element, children, None)
                if value is None and isinstance(element, dict):
                    value = element.get(children)
            else:
                raise TypeError(
                    f"OutlineGroup children must be an attribute name or a function, got {type(children).__name__}"
                )
            if value is None:
                return None
            try:
                return list(value)
            except TypeError:
                raise TypeError(
                    f"OutlineGroup children of {element!r} must be iterable or None, got {type(value).__name__}"
                ) from None

        def is_expanded(element: Any) -> bool:
            if expanded is None:
                return False
            if callable(expanded):
                return bool(expanded(element))
            return element in expanded

        def make(element: Any, depth: int) -> _OutlineItem:
            if depth >= MAX_OUTLINE_DEPTH:
                raise InvalidArgumentError(
                    f"OutlineGroup: the outline is more than {MAX_OUTLINE_DEPTH} levels deep "
                    "(does an element contain itself?)"
                )
            view = content(element)
            if not isinstance(view, View):
                raise TypeError(f"OutlineGroup content must return a View, got {type(view).__name__}")
            below = kids(element)
            return _OutlineItem(
                view, None if below is None else tuple(make(c, depth + 1) for c in below), is_expanded(element)
            )

        try:
            elements = list(data)
        except TypeError:
            raise TypeError(f"OutlineGroup data must be iterable, got {type(data).__name__}") from None
        _set(self, "items", tuple(make(e, 0) for e in elements))

    @property
    def children(self) -> Tuple[View, ...]:
        return tuple(v for item in self.items for v in item.views())

    def type_name(self, max_depth: int = 6) -> str:
        return "OutlineGroup"

    def _parts(self, fx: List[Any]) -> List[Part]:
        out: List[Part] = ['{"type":"OutlineGroup","items":[']
        for k, item in enumerate(self.items):
            if k:
                out.append(",")
            out += item.parts()
        out.append("]")
        return out
