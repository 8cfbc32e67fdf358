"""Container views (Sources/SwiftLayout/Containers): ScrollView, List, Form, NavigationStack,
NavigationSplitView, TabView, Table.

The modifiers that talk to them (``navigation_title``, ``tab_item``, ``safe_area_inset``,
``safe_area_padding``, ``background`` with a colour, ``container_relative_frame``) are in
``swiftlayout.modifiers``; they are importable from here too.
"""

from __future__ import annotations

import json
import typing
from typing import Any, Optional, Sequence, Tuple, Union

from ..base import (
    MAX_COUNT,
    Modifier,
    Part,
    axes_name,
    camel_name,
    check_view,
    collect_views,
    parse_axes,
    pick_name,
    with_children,
)
from ..errors import InvalidArgumentError
from ..geometry import check_length, check_number
from ..modifiers.layout import BackgroundStyleModifier, SafeAreaInsetModifier, SafeAreaPaddingModifier
from ..modifiers.navigation import NavigationTitleModifier, TabItemModifier, TitleDisplayModeModifier
from ..modifiers.scroll import ContainerRelativeFrameLayout, LengthFunction
from .stacks import VStack
from .text import Text
from .view import ModifiedContent, View

__all__ = [
    "Form",
    "List",
    "NavigationSplitView",
    "NavigationStack",
    "ScrollView",
    "TabView",
    "Table",
    "TableColumn",
    # From swiftlayout.base and swiftlayout.modifiers.
    "BackgroundStyleModifier",
    "ContainerRelativeFrameLayout",
    "LengthFunction",
    "MAX_COUNT",
    "NavigationTitleModifier",
    "SafeAreaInsetModifier",
    "SafeAreaPaddingModifier",
    "TabItemModifier",
    "TitleDisplayModeModifier",
    "axes_name",
    "parse_axes",
]


# ----------------------------------------------------------------------------------------------------
# Containers


class _Bar(View):
    """A bar a container draws (NavigationBar, TabBar): part of the result, not made by users."""

    __slots__ = ("kind_name",)
    kind_name: str

    def __init__(self, kind: str) -> None:
        super().__init__()
        object.__setattr__(self, "kind_name", kind)

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.kind_name

    def type_name(self, max_depth: int = 6) -> str:
        return self.kind_name

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        raise TypeError("bars are made by their container")


class ScrollView(View):
    """``ScrollView(content, axes="vertical", offset=(0, 0))``: proposes None along its scroll axes, takes
    the proposed length there and hugs its content across; ``offset`` lays out a scrolled state. Several
    views, ``ScrollView(a, b, c)``, sit in an implicit VStack whatever the axes, as in SwiftUI (measured:
    swiftui-web ``scroll/several-children``)."""

    __slots__ = ("content", "axes", "scroll_offset", "shows_indicators")
    content: View
    axes: int
    scroll_offset: Tuple[float, float]
    shows_indicators: bool
    kind = "ScrollView"

    def __init__(
        self,
        *content: Any,
        axes: Union[str, Sequence[str]] = "vertical",
        offset: Tuple[float, float] = (0, 0),
        shows_indicators: bool = True,
    ) -> None:
        super().__init__()
        views = list(content)
        # The earlier positional form ScrollView(content, axes, offset, shows_indicators) still works.
        rest: typing.List[Any] = []
        while len(views) > 1 and not isinstance(views[-1], View):
            rest.insert(0, views.pop())
        if len(rest) > 3:
            raise TypeError("ScrollView takes views, then at most axes, offset and shows_indicators")
        axes, offset, shows_indicators = (rest + [axes, offset, shows_indicators][len(rest) :])[:3]
        if not views:
            raise TypeError("ScrollView needs a content view")
        if len(views) == 1 and isinstance(views[0], View):
            view = views[0]
        else:
            view = VStack(*collect_views(views, "ScrollView"))
        object.__setattr__(self, "content", check_view(view, "ScrollView content"))
        object.__setattr__(self, "axes", parse_axes(axes, "ScrollView axes"))
        # `scroll_offset`, not `offset`: that name is the .offset() modifier every view has.
        object.__setattr__(
            self, "scroll_offset", (check_number(offset[0], "offset x"), check_number(offset[1], "offset y"))
        )
        if not isinstance(shows_indicators, bool):
            raise InvalidArgumentError(f"shows_indicators must be a bool, got {shows_indicators!r}")
        object.__setattr__(self, "shows_indicators", shows_indicators)  # no layout effect, as in SwiftUI

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.content,)

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        head = '{"type":"ScrollView","axes":' + json.dumps(axes_name(self.axes))
        if self.scroll_offset != (0, 0):
            head += f',"offsetX":{self.scroll_offset[0]!r},"offsetY":{self.scroll_offset[1]!r}'
        if not self.shows_indicators:
            head += ',"showsIndicators":false'
        return [head + ',"content":', self.content]

    def _fields(self) -> str:
        return f"axes: .{axes_name(self.axes)}"


class _ListRow(Modifier):
    __slots__ = ()
    name, key = "ListRow", ""


class _ListContent(View):
    """The engine's ListContent node: the List's rows (each in a ListRow), headers and footers."""

    __slots__ = ("rows",)
    rows: Tuple[View, ...]
    kind = "ListContent"

    def __init__(self, rows: Tuple[View, ...]) -> None:
        super().__init__()
        object.__setattr__(self, "rows", rows)

    @property
    def children(self) -> Tuple[View, ...]:
        return self.rows


class List(View):
    """``List(*rows)``: a vertical scroll container of rows and ``Section``s, laid out by the list style
    in effect (``.list_style``; the platform's automatic one: inset grouped on iOS, rows 56 on iOS 26)."""

    __slots__ = ("rows", "_stack")
    rows: Tuple[View, ...]
    _stack: View
    kind = "List"

    def __init__(self, *rows: Any) -> None:
        super().__init__()
        items = collect_views(rows, "List")
        object.__setattr__(self, "rows", items)
        object.__setattr__(self, "_stack", _ListContent(tuple(ModifiedContent(r, _ListRow()) for r in items)))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self._stack,)

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        return with_children('{"type":"List"', self.rows)


class Form(List):
    """``Form(*rows)``: controls laid out by the form style in effect (``.form_style``; the platform's
    automatic one: grouped sections on iOS, a label column and a control column on macOS)."""

    __slots__ = ()
    kind = "Form"

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        return with_children('{"type":"Form"', self.rows)


class NavigationStack(View):
    """``NavigationStack(content)``: a navigation bar above ``content`` (the platform's: iOS 26 inline
    64, large 116.5, none for an untitled root; iOS 17 44 and 96); set the
    title with ``.navigation_title()`` and the mode with ``.navigation_bar_title_display_mode()`` inside."""

    __slots__ = ("content",)
    content: View
    kind = "NavigationStack"

    def __init__(self, content: View) -> None:
        super().__init__()
        object.__setattr__(self, "content", check_view(content, "NavigationStack content"))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.content, _Bar("NavigationBar"))

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        return ['{"type":"NavigationStack","content":', self.content]


_SPLIT_VISIBILITY = ("automatic", "all", "double_column", "detail_only")
_SPLIT_COLUMNS = ("sidebar", "content", "detail")


class NavigationSplitView(View):
    """``NavigationSplitView(sidebar, detail, content=None, column_visibility="automatic",
    preferred_compact_column="sidebar")``: columns side by side in a regular width (macOS: a 140 sidebar panel
    inset 8, a 200 content column and a 1 pt divider, the detail the rest; measured; an iPad: 320 and 320,
    **assumed**); ``column_visibility`` "detail_only" hides the leading columns, "double_column" a three-column
    view's sidebar. In a compact width (an iPhone) it collapses to a NavigationStack of
    ``preferred_compact_column``. Column widths: ``.navigation_split_view_column_width()`` on a column's root."""

    __slots__ = ("sidebar", "middle", "detail", "column_visibility", "preferred_compact_column")
    sidebar: View
    middle: Optional[View]
    detail: View
    column_visibility: str
    preferred_compact_column: str
    kind = "NavigationSplitView"

    def __init__(
        self,
        sidebar: View,
        detail: View,
        content: Optional[View] = None,
        *,
        column_visibility: str = "automatic",
        preferred_compact_column: str = "sidebar",
    ) -> None:
        super().__init__()
        object.__setattr__(self, "sidebar", check_view(sidebar, "sidebar"))
        object.__setattr__(self, "middle", None if content is None else check_view(content, "content"))
        object.__setattr__(self, "detail", check_view(detail, "detail"))
        object.__setattr__(
            self, "column_visibility", camel_name(pick_name(column_visibility, _SPLIT_VISIBILITY, "column visibility"))
        )
        object.__setattr__(
            self, "preferred_compact_column", pick_name(preferred_compact_column, _SPLIT_COLUMNS, "split view column")
        )

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.sidebar,) + ((self.middle,) if self.middle is not None else ()) + (self.detail,)

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        head = '{"type":"NavigationSplitView"'
        if self.column_visibility != "automatic":
            head += ',"columnVisibility":' + json.dumps(self.column_visibility)
        if self.preferred_compact_column != "sidebar":
            head += ',"preferredCompactColumn":' + json.dumps(self.preferred_compact_column)
        parts: typing.List[Part] = [head + ',"sidebar":', self.sidebar]
        if self.middle is not None:
            parts += [',"content":', self.middle]
        return parts + [',"detail":', self.detail]


class TableColumn:
    """``TableColumn(title, value="name")`` (a Text of each row's ``name`` attribute or key) or
    ``TableColumn(title, content=lambda row: …)``; ``width=80`` (``.width(80)``) or ``min_width`` /
    ``ideal_width`` / ``max_width`` (``.width(min:ideal:max:)``); without any, an automatic column."""

    __slots__ = ("title", "value", "content", "width")

    def __init__(
        self,
        title: str,
        value: Optional[str] = None,
        content: Any = None,
        *,
        width: Optional[float] = None,
        min_width: Optional[float] = None,
        ideal_width: Optional[float] = None,
        max_width: Optional[float] = None,
    ) -> None:
        if not isinstance(title, str):
            raise InvalidArgumentError(f"TableColumn: title must be a str, got {type(title).__name__}")
        if (value is None) == (content is None):
            raise InvalidArgumentError(
                f"TableColumn {title!r}: give a value (an attribute or key name) or a content function, one of them"
            )
        if content is not None and not callable(content):
            raise TypeError(
                f"TableColumn {title!r}: content must be a function of the row, got {type(content).__name__}"
            )
        self.title, self.value, self.content = title, value, content
        flexible: typing.Dict[str, float] = {}
        for k, v in (("min", min_width), ("ideal", ideal_width), ("max", max_width)):
            checked = check_length(v, f"TableColumn {title!r} {k}")
            if checked is not None:
                flexible[k] = checked
        if width is not None and flexible:
            raise InvalidArgumentError(f"TableColumn {title!r}: give width or min/ideal/max widths, not both")
        if "min" in flexible and "max" in flexible and flexible["min"] > flexible["max"]:
            raise InvalidArgumentError(
                f"TableColumn {title!r}: min width {flexible['min']} is above max {flexible['max']}"
            )
        self.width: Any = (
            check_length(width, f"TableColumn {title!r} width") if width is not None else (flexible or None)
        )

    def cell(self, row: Any) -> View:
        """This column's view for ``row``."""
        if self.content is not None:
            made = self.content(row)
            return check_view(made, f"TableColumn {self.title!r} content")
        value = getattr(row, self.value, _MISSING) if self.value is not None else _MISSING
        if value is _MISSING and isinstance(row, dict):
            value = row.get(self.value, _MISSING)
        if value is _MISSING:
            raise InvalidArgumentError(
                f"TableColumn {self.title!r}: row {row!r} has no attribute or key {self.value!r}"
            )
        return Text(value if isinstance(value, str) else str(value))

    def _json(self) -> typing.Dict[str, Any]:
        return {"title": self.title} if self.width is None else {"title": self.title, "width": self.width}

    def __repr__(self) -> str:
        return f"TableColumn({self.title!r})"


_MISSING = object()


class Table(View):
    """``Table(rows, TableColumn("Name", value="name"), …)``: SwiftUI's ``Table(data) { TableColumn … }``. On
    macOS NSTableView's columns (each an ideal pitch of its width + 17; grow, shrink and overflow regimes) under a
    28 pt header, rows 24 apart from y 33, each cell 8 into its column (measured: swiftui-web ``table/*``); the
    table fills its proposal. On an iPhone only the first column shows, as plain list rows. The selection and
    the sort order change no frame: sort the rows yourself."""

    __slots__ = ("columns", "cells", "row_count")
    columns: Tuple[TableColumn, ...]
    cells: Tuple[View, ...]
    row_count: int
    kind = "Table"

    def __init__(self, rows: Any, *columns: TableColumn) -> None:
        super().__init__()
        flat = columns[0] if len(columns) == 1 and isinstance(columns[0], (list, tuple)) else columns
        if not flat or not all(isinstance(c, TableColumn) for c in flat):
            raise TypeError("Table takes its rows, then at least one TableColumn")
        try:
            data = list(rows)
        except TypeError:
            raise TypeError(f"Table rows must be iterable, got {type(rows).__name__}") from None
        if len(data) * len(flat) > MAX_COUNT:
            raise InvalidArgumentError(f"Table: {len(data)} rows of {len(flat)} columns is more than {MAX_COUNT} cells")
        object.__setattr__(self, "columns", tuple(flat))
        object.__setattr__(self, "cells", tuple(c.cell(row) for row in data for c in flat))
        object.__setattr__(self, "row_count", len(data))

    @property
    def children(self) -> Tuple[View, ...]:
        return self.cells

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        parts: typing.List[Part] = [
            '{"type":"Table","columns":' + json.dumps([c._json() for c in self.columns]) + ',"rows":['
        ]
        n = len(self.columns)
        for r in range(self.row_count):
            parts.append("[" if r == 0 else ",[")
            for c in range(n):
                if c:
                    parts.append(",")
                parts.append(self.cells[r * n + c])
            parts.append("]")
        parts.append("]")
        return parts

    def _fields(self) -> str:
        return f"columns: {len(self.columns)}, rows: {self.row_count}"


class TabView(View):
    """``TabView(*tabs, selection=0)``: the selected tab above a tab bar (49); label tabs with ``.tab_item()``."""

    __slots__ = ("tabs", "selection")
    tabs: Tuple[View, ...]
    selection: int
    kind = "TabView"

    def __init__(self, *tabs: Any, selection: int = 0) -> None:
        super().__init__()
        items = collect_views(tabs, "TabView")
        if not isinstance(selection, int) or isinstance(selection, bool) or not 0 <= selection < max(len(items), 1):
            raise InvalidArgumentError(f"TabView selection {selection!r} is out of range 0..{len(items) - 1}")
        object.__setattr__(self, "tabs", items)
        object.__setattr__(self, "selection", selection)

    @property
    def children(self) -> Tuple[View, ...]:
        return self.tabs + (_Bar("TabBar"),)

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        return with_children('{"type":"TabView","selection":' + str(self.selection), self.tabs)

    def _fields(self) -> str:
        return f"selection: {self.selection}"
