"""Views that compose others without being containers, and the scroll-view options.

- ``ViewThatFits(a, b, axes="both")``: the first view whose ideal size fits the proposal on ``axes``, else
  the last (Apple's ViewThatFits; measured in swm3_view_that_fits_widths_heights_axes).
- ``AnyLayout(HStackLayout(spacing=8), a, b)``: lays its views out exactly as the stack or grid the layout
  value describes (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``, ``GridLayout``).
- ``Group(a, b)``: inside a container its views are the container's own children, and modifiers on the
  group apply to each of them; ``EmptyView()`` adds nothing; ``Section(a, b, header=h, footer=f)`` is its
  header, views and footer (in a LazyVGrid the header and footer each take a line across the grid).
- ``ForEach(data, content, id=None)``: the views ``content`` makes for each element, like a Group; ``id``
  (``"self"``, an attribute name or a function) names each element's view, as SwiftUI's ``id:`` does. An id
  on a Group, Section or ForEach, or on a modifier applied to one, names its last view (SwiftUI resolves a
  probe written from each element to the last one).

The scroll options are methods of every :class:`~swiftlayout.View` once this module is imported (the
package imports it): ``content_margins``, ``default_scroll_anchor``, ``scroll_indicators``,
``scroll_disabled``, ``scroll_target_layout`` (the last three change no layout, as in SwiftUI).
"""
from __future__ import annotations

import json
import math
from typing import Any, Dict, List, Optional, Tuple, Union

from ..base import (AlignmentLike, ModifiedContent, Modifier, Part, View, axes_name, check_color, check_flag,
                    check_view, collect_views, parse_axes, restore_slots, with_children)
from ..errors import InvalidArgumentError
from .children import ChildrenView, LaidOutBy
from ..registry import EntryModifier
from .shapes import Text
from ..geometry import (Alignment, EdgesLike, HorizontalAlignment, VerticalAlignment, check_length, check_number,
                       parse_edges)

__all__ = ["AnyLayout", "EmptyView", "ForEach", "GridLayout", "Group", "HStackLayout", "Section", "ToolbarItem",
           "ToolbarItemGroup", "VStackLayout", "ViewThatFits", "ZStackLayout"]


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

    def __init__(self, alignment: Union[str, HorizontalAlignment, VerticalAlignment] = "center",
                 spacing: Optional[float] = None) -> None:
        _set(self, "fields", {"alignment": self._alignments.parse(alignment, f"{self.type_name} alignment").swift_name,
                              "spacing": _spacing(spacing, f"{self.type_name} spacing")})


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

    def __init__(self, alignment: AlignmentLike = "center", horizontal_spacing: Optional[float] = None,
                 vertical_spacing: Optional[float] = None) -> None:
        _set(self, "fields", {"alignment": Alignment.parse(alignment, "GridLayout alignment").swift_name,
                              "horizontalSpacing": _spacing(horizontal_spacing, "GridLayout horizontal_spacing"),
                              "verticalSpacing": _spacing(vertical_spacing, "GridLayout vertical_spacing")})


class AnyLayout(LaidOutBy):
    """``AnyLayout(VStackLayout(spacing=4), a, b)``: ``a`` and ``b`` laid out by the layout value."""
    __slots__ = ()
    layout: _LayoutValue
    kind = "AnyLayout"

    def __init__(self, layout: _LayoutValue, *children: Any) -> None:
        super().__init__()
        self._keep_layout(layout, _LayoutValue, "AnyLayout takes an HStackLayout, VStackLayout, ZStackLayout or "
                          "GridLayout", children, "AnyLayout")

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
    name = value if isinstance(value, str) else (str(int(value)) if isinstance(value, float) and value.is_integer()
                                                  else str(value))
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

    def _engine_children(self) -> Tuple[View, ...]:
        """The views in the order the engine lays them out (the label first), for pairing nodes with views."""
        return self._children if self.label is None else (self.label,) + self._children

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

    def _engine_children(self) -> Tuple[View, ...]:
        """The views in the order the engine lays them out (the label first), for pairing nodes with views."""
        return (self.label,) + self._children

    def _parts(self, fx: List[Any]) -> List[Part]:
        head: List[Part] = ['{"type":"DisclosureGroup","isExpanded":' + ("true" if self.is_expanded else "false"),
                            ',"label":', self.label]
        return head + self._with_children("")


# ----------------------------------------------------------------------------------------------------
# Scroll-view options


_PLACEMENTS = ("automatic", "scroll_content", "scroll_indicators")
_ROLES = ("initial_offset", "alignment", "size_changes")
_VISIBILITY = ("automatic", "visible", "hidden", "never")
_ANCHORS = {"center": (0.5, 0.5), "top_leading": (0, 0), "top": (0.5, 0), "top_trailing": (1, 0), "leading": (0, 0.5),
            "trailing": (1, 0.5), "bottom_leading": (0, 1), "bottom": (0.5, 1), "bottom_trailing": (1, 1)}


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)


def _pick(value: Any, choices: Tuple[str, ...], what: str) -> str:
    key = str(value).replace("-", "_").lower() if isinstance(value, str) else None
    if key is None:
        raise InvalidArgumentError(f"{what} must be a name, got {type(value).__name__}")
    for choice in choices:
        if key.replace("_", "") == choice.replace("_", ""):
            return choice
    raise InvalidArgumentError(f"unknown {what} {value!r}; valid: " + ", ".join(repr(c) for c in choices))


def _content_margins(self: View, edges: Union[EdgesLike, float] = "all", length: Optional[float] = None,
                     placement: str = "automatic") -> ModifiedContent:
    """``.contentMargins(edges, length, for: placement)``: margins around the scroll views' content
    (``content_margins(20)`` is every edge); ``placement`` automatic, scroll_content or scroll_indicators."""
    edge_names: EdgesLike
    if length is None and isinstance(edges, (int, float)) and not isinstance(edges, bool):
        edge_names, length = "all", float(edges)
    elif isinstance(edges, (int, float)):
        raise InvalidArgumentError(f"content_margins edges must be edge names, got {edges!r}")
    else:
        edge_names = edges
    if length is None:
        raise InvalidArgumentError("content_margins needs a length")
    mask = parse_edges(edge_names, "content_margins edges")
    names = [n for n, bit in (("top", 1), ("leading", 2), ("bottom", 4), ("trailing", 8)) if mask & bit]
    value = {"edges": "all" if mask == 15 else ",".join(names),
             "length": check_length(length, "content_margins length"),
             "placement": _camel(_pick(placement, _PLACEMENTS, "content margin placement"))}
    return ModifiedContent(self, EntryModifier("contentMargins", value, "ContentMarginsModifier"))


def _default_scroll_anchor(self: View, anchor: Union[str, Tuple[float, float], None],
                           role: Optional[str] = None) -> ModifiedContent:
    """``.defaultScrollAnchor(anchor, for: role)``: where the scroll views inside rest; ``anchor`` a unit
    point name ("bottom") or (x, y), None for none; ``role`` initial_offset, alignment, size_changes or None
    for all three."""
    point: Any
    if anchor is None:
        point = None
    elif isinstance(anchor, str):
        point = _camel(_pick(anchor, tuple(_ANCHORS), "scroll anchor"))
    else:
        x, y = anchor
        for v in (x, y):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                raise InvalidArgumentError(f"scroll anchor coordinates must be finite numbers, got {anchor!r}")
        point = {"x": float(x), "y": float(y)}
    value: Dict[str, Any] = {"anchor": point}
    if role is not None:
        value["role"] = _camel(_pick(role, _ROLES, "scroll anchor role"))
    return ModifiedContent(self, EntryModifier("defaultScrollAnchor", value, "DefaultScrollAnchorModifier"))


def _scroll_indicators(self: View, visibility: str) -> ModifiedContent:
    """``.scrollIndicators(visibility)``: automatic, visible, hidden or never (no layout effect)."""
    return ModifiedContent(self, EntryModifier("scrollIndicators", _pick(visibility, _VISIBILITY, "visibility"),
                                              "ScrollIndicatorsModifier"))


def _scroll_disabled(self: View, disabled: bool = True) -> ModifiedContent:
    """``.scrollDisabled(disabled)`` (no layout effect)."""
    if not isinstance(disabled, bool):
        raise InvalidArgumentError(f"scroll_disabled takes a bool, got {disabled!r}")
    return ModifiedContent(self, EntryModifier("scrollDisabled", disabled, "ScrollDisabledModifier"))


def _scroll_target_layout(self: View) -> ModifiedContent:
    """``.scrollTargetLayout()`` (no layout effect)."""
    return ModifiedContent(self, EntryModifier("scrollTargetLayout", True, "ScrollTargetLayoutModifier"))


View.content_margins = _content_margins  # type: ignore[attr-defined]
View.default_scroll_anchor = _default_scroll_anchor  # type: ignore[attr-defined]
View.scroll_indicators = _scroll_indicators  # type: ignore[attr-defined]
View.scroll_disabled = _scroll_disabled  # type: ignore[attr-defined]
View.scroll_target_layout = _scroll_target_layout  # type: ignore[attr-defined]


# ----------------------------------------------------------------------------------------------------
# List options (read by the Lists inside) and the navigation bar's visibility

_LIST_STYLES = ("automatic", "plain", "grouped", "inset_grouped", "inset", "sidebar", "bordered")
_FORM_STYLES = ("automatic", "grouped", "columns")
_SEPARATOR_VISIBILITY = ("automatic", "visible", "hidden")
_VERTICAL_EDGES = ("all", "top", "bottom")


def _list_style(self: View, style: str) -> ModifiedContent:
    """``.listStyle(style)``: automatic, plain, grouped, inset_grouped, inset, sidebar or bordered (macOS)."""
    return ModifiedContent(self, EntryModifier("listStyle", _camel(_pick(style, _LIST_STYLES, "list style")),
                                              "ListStyleModifier"))


def _optional_length(value: Optional[float], what: str) -> Optional[float]:
    return None if value is None else check_length(value, what)


def _list_row_spacing(self: View, spacing: Optional[float]) -> ModifiedContent:
    """``.listRowSpacing(spacing)``: between the rows of a section (None: the style's, 0)."""
    return ModifiedContent(self, EntryModifier("listRowSpacing", _optional_length(spacing, "list_row_spacing"),
                                              "ListRowSpacingModifier"))


def _list_section_spacing(self: View, spacing: Optional[float]) -> ModifiedContent:
    """``.listSectionSpacing(spacing)``: between sections (None: the style's gaps)."""
    return ModifiedContent(self, EntryModifier("listSectionSpacing", _optional_length(spacing, "list_section_spacing"),
                                              "ListSectionSpacingModifier"))


def _default_min_list_row_height(self: View, height: float) -> ModifiedContent:
    """``.environment(\\.defaultMinListRowHeight, height)``."""
    value = check_length(height, "default_min_list_row_height: height")
    if value is None:
        raise InvalidArgumentError("default_min_list_row_height: height must be a number ≥ 0, got None")
    return ModifiedContent(self, EntryModifier("defaultMinListRowHeight", value, "DefaultMinListRowHeightModifier"))


def _list_row_insets(self: View, top: Optional[float] = None, leading: float = 0, bottom: float = 0,
                     trailing: float = 0) -> ModifiedContent:
    """``.listRowInsets(EdgeInsets(top, leading, bottom, trailing))`` on a row; ``list_row_insets(None)``
    (or no arguments) restores the style's."""
    value: Any = None
    if top is not None:
        value = {k: check_number(v, f"list_row_insets {k}") for k, v in
                 (("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing))}
    return ModifiedContent(self, EntryModifier("listRowInsets", value, "ListRowInsetsModifier"))


def _form_style(self: View, style: str) -> ModifiedContent:
    """``.formStyle(style)`` for the Forms inside: automatic (iOS grouped, macOS columns), grouped or columns."""
    value = _pick(style, _FORM_STYLES, "form style")
    return ModifiedContent(self, EntryModifier("formStyle", value, "FormStyleModifier"))


def _list_row_background(self: View, background: Optional[View]) -> ModifiedContent:
    """``.listRowBackground(view)`` on a row: drawn behind the row; no frame changes."""
    if background is not None:
        check_view(background, "list_row_background")
    return ModifiedContent(self, _RowBackground(background))


def _separator(key: str, name: str) -> Any:
    def method(self: View, visibility: str, edges: str = "all") -> ModifiedContent:
        value = {"visibility": _pick(visibility, _SEPARATOR_VISIBILITY, f"{_snake(key)} visibility"),
                 "edges": _pick(edges, _VERTICAL_EDGES, f"{_snake(key)} edges")}
        return ModifiedContent(self, EntryModifier(key, value, name))
    method.__doc__ = (f"``.{key}(visibility, edges:)``: ``visibility`` automatic, visible or hidden; ``edges`` all, "
                      "top or bottom. Separators take no space: no frame changes.")
    return method


def _separator_tint(key: str, name: str) -> Any:
    def method(self: View, color: Optional[str], edges: str = "all") -> ModifiedContent:
        if color is not None and not isinstance(color, str):
            raise InvalidArgumentError(f"{_snake(key)} color must be a colour name or None, got {color!r}")
        if color is not None:
            try:
                check_color(color)
            except InvalidArgumentError as e:
                raise InvalidArgumentError(f"{_snake(key)} color: {e}") from None
        value = {"color": color, "edges": _pick(edges, _VERTICAL_EDGES, f"{_snake(key)} edges")}
        if color is None:
            del value["color"]
        return ModifiedContent(self, EntryModifier(key, value, name))
    method.__doc__ = f"``.{key}(color, edges:)``: the separators' colour (drawing only)."
    return method


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


class _RowBackground(Modifier):
    """``.listRowBackground(view)``: drawing only."""
    __slots__ = ("background",)
    background: Optional[View]
    name = "ListRowBackgroundModifier"

    def __init__(self, background: Optional[View]) -> None:
        _set(self, "background", background)

    def _entry(self, fx: List[Any]) -> List[Part]:
        if self.background is None:
            return ['{"listRowBackground":null']
        return ['{"listRowBackground":{"content":', self.background, '}']

    def _fields(self) -> str:
        return f"background: {self.background!r}"


_PLACEMENTS_TOOLBAR = ("automatic", "principal", "navigation", "primary_action", "secondary_action", "status",
                       "confirmation_action", "cancellation_action", "destructive_action", "top_bar_leading",
                       "top_bar_trailing", "bottom_bar", "keyboard")


class ToolbarItem:
    """``ToolbarItem(content, placement="automatic")`` for ``.toolbar([...])``: a view in the enclosing
    NavigationStack's bar (iOS) or the window's toolbar (macOS); not laid out with the content."""
    __slots__ = ("placement", "views")

    def __init__(self, content: View, placement: str = "automatic") -> None:
        self.placement = _camel(_pick(placement, _PLACEMENTS_TOOLBAR, "toolbar item placement"))
        self.views: Tuple[View, ...] = (check_view(content, "ToolbarItem content"),)

    def _json(self) -> Dict[str, Any]:
        return {"placement": self.placement, "content": self.views[0]}

    def __repr__(self) -> str:
        return f"ToolbarItem(placement: .{self.placement})"


class ToolbarItemGroup(ToolbarItem):
    """``ToolbarItemGroup(a, b, placement="automatic")``: several toolbar views under one placement."""
    __slots__ = ()

    def __init__(self, *views: Any, placement: str = "automatic") -> None:
        self.placement = _camel(_pick(placement, _PLACEMENTS_TOOLBAR, "toolbar item placement"))
        self.views = collect_views(views, "ToolbarItemGroup")

    def _json(self) -> Dict[str, Any]:
        return {"placement": self.placement, "children": list(self.views)}


class _Toolbar(Modifier):
    """``.toolbar { items }``: the items for the enclosing NavigationStack's bar (no frame of their own)."""
    __slots__ = ("items",)
    items: Tuple[ToolbarItem, ...]
    name = "ToolbarModifier"

    def __init__(self, items: Tuple[ToolbarItem, ...]) -> None:
        _set(self, "items", items)

    def _entry(self, fx: List[Any]) -> List[Part]:
        parts: List[Part] = ['{"toolbar":[']
        for k, item in enumerate(self.items):
            parts.append((',' if k else '') + '{"placement":' + json.dumps(item.placement))
            if isinstance(item, ToolbarItemGroup):
                parts += with_children("", item.views)
            else:
                parts += [',"content":', item.views[0]]
            parts.append('}')
        parts.append(']')
        return parts

    def _fields(self) -> str:
        return ", ".join(item.placement for item in self.items)


def _toolbar(self: View, *items: Any) -> ModifiedContent:
    """``.toolbar(.hidden)`` as ``toolbar("hidden")`` (also "visible", "automatic"): whether the enclosing
    NavigationStack shows its bar, like ``navigation_bar_hidden``; or ``toolbar(ToolbarItem(...), ...)``:
    items for its bar (iOS; on macOS the window's toolbar), not laid out with the content."""
    if len(items) == 1 and isinstance(items[0], str):
        value = _pick(items[0], _SEPARATOR_VISIBILITY, "toolbar visibility")
        return ModifiedContent(self, EntryModifier("toolbar", value, "ToolbarVisibilityModifier"))
    flat = items[0] if len(items) == 1 and isinstance(items[0], (list, tuple)) else items
    for k, item in enumerate(flat):
        if not isinstance(item, ToolbarItem):
            raise TypeError(f"toolbar item {k} must be a ToolbarItem or ToolbarItemGroup, got {type(item).__name__}")
    return ModifiedContent(self, _Toolbar(tuple(flat)))


def _navigation_bar_hidden(self: View, hidden: bool = True) -> ModifiedContent:
    """``.navigationBarHidden(hidden)`` / ``.toolbar(.hidden)``: the enclosing NavigationStack shows no bar."""
    if not isinstance(hidden, bool):
        raise InvalidArgumentError(f"navigation_bar_hidden takes a bool, got {hidden!r}")
    return ModifiedContent(self, EntryModifier("navigationBarHidden", hidden, "ToolbarVisibilityModifier"))


def _navigation_bar_back_button_hidden(self: View, hidden: bool = True) -> ModifiedContent:
    """``.navigationBarBackButtonHidden(hidden)``: hides a pushed screen's back button; the bar keeps its
    height, so no frame changes (**assumed**: not measured, docs/PLATFORMS.md)."""
    if not isinstance(hidden, bool):
        raise InvalidArgumentError(f"navigation_bar_back_button_hidden takes a bool, got {hidden!r}")
    return ModifiedContent(self, EntryModifier("navigationBarBackButtonHidden", hidden,
                                              "NavigationBarBackButtonHiddenModifier"))


def _searchable(self: View, prompt: Optional[str] = None) -> ModifiedContent:
    """``.searchable(text:prompt:)`` on a NavigationStack's root: the stack shows a search field where the
    platform puts it — iOS 26 in a bar at the bottom that ends the content 76 higher (SW-ios
    ``ios/search/basic``), iOS 17 under the large title (52, **assumed**), macOS in the window toolbar (no
    effect)."""
    if prompt is not None and not isinstance(prompt, str):
        raise InvalidArgumentError(f"searchable prompt must be a str or None, got {prompt!r}")
    return ModifiedContent(self, EntryModifier("searchable", True if prompt is None else prompt, "SearchableModifier"))


View.list_style = _list_style  # type: ignore[attr-defined]
View.list_row_spacing = _list_row_spacing  # type: ignore[attr-defined]
View.list_section_spacing = _list_section_spacing  # type: ignore[attr-defined]
View.default_min_list_row_height = _default_min_list_row_height  # type: ignore[attr-defined]
View.list_row_insets = _list_row_insets  # type: ignore[attr-defined]
View.navigation_bar_hidden = _navigation_bar_hidden  # type: ignore[attr-defined]
View.navigation_bar_back_button_hidden = _navigation_bar_back_button_hidden  # type: ignore[attr-defined]
View.searchable = _searchable  # type: ignore[attr-defined]
View.form_style = _form_style  # type: ignore[attr-defined]
View.list_row_background = _list_row_background  # type: ignore[attr-defined]
View.list_row_separator = _separator("listRowSeparator", "ListRowSeparatorModifier")  # type: ignore[attr-defined]
View.list_section_separator = _separator("listSectionSeparator", "ListSectionSeparatorModifier")  # type: ignore[attr-defined]
View.list_row_separator_tint = _separator_tint("listRowSeparatorTint", "ListRowSeparatorTintModifier")  # type: ignore[attr-defined]
View.list_section_separator_tint = _separator_tint("listSectionSeparatorTint",  # type: ignore[attr-defined]
                                                   "ListSectionSeparatorTintModifier")
View.toolbar = _toolbar  # type: ignore[attr-defined]
