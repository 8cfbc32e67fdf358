"""Container views (Sources/SwiftLayout/Containers): ScrollView, List, Form, NavigationStack,
NavigationSplitView, TabView.

The modifiers that talk to them (``navigation_title``, ``tab_item``, ``safe_area_inset``,
``safe_area_padding``, ``background`` with a colour, ``container_relative_frame``) are in
``swiftlayout.modifiers``; they are importable from here too.
"""
from __future__ import annotations

import json
import typing
from typing import Any, Optional, Sequence, Tuple, Union

from ..base import MAX_COUNT, Modifier, Part, axes_name, check_view, collect_views, parse_axes, with_children
from ..errors import InvalidArgumentError
from ..geometry import check_number
from ..modifiers.layout import BackgroundStyleModifier, SafeAreaInsetModifier, SafeAreaPaddingModifier
from ..modifiers.navigation import NavigationTitleModifier, TabItemModifier, TitleDisplayModeModifier
from ..modifiers.scroll import ContainerRelativeFrameLayout, LengthFunction
from .stacks import VStack
from .view import ModifiedContent, View

__all__ = [
    "Form", "List", "NavigationSplitView", "NavigationStack", "ScrollView", "TabView",
    # From swiftlayout.base and swiftlayout.modifiers.
    "BackgroundStyleModifier", "ContainerRelativeFrameLayout", "LengthFunction", "MAX_COUNT", "NavigationTitleModifier",
    "SafeAreaInsetModifier", "SafeAreaPaddingModifier", "TabItemModifier", "TitleDisplayModeModifier", "axes_name",
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

    def __init__(self, *content: Any, axes: Union[str, Sequence[str]] = "vertical",
                 offset: Tuple[float, float] = (0, 0), shows_indicators: bool = True) -> None:
        super().__init__()
        views = list(content)
        # The earlier positional form ScrollView(content, axes, offset, shows_indicators) still works.
        rest: typing.List[Any] = []
        while len(views) > 1 and not isinstance(views[-1], View):
            rest.insert(0, views.pop())
        if len(rest) > 3:
            raise TypeError("ScrollView takes views, then at most axes, offset and shows_indicators")
        axes, offset, shows_indicators = (rest + [axes, offset, shows_indicators][len(rest):])[:3]
        if not views:
            raise TypeError("ScrollView needs a content view")
        if len(views) == 1 and isinstance(views[0], View):
            view = views[0]
        else:
            view = VStack(*collect_views(views, "ScrollView"))
        object.__setattr__(self, "content", check_view(view, "ScrollView content"))
        object.__setattr__(self, "axes", parse_axes(axes, "ScrollView axes"))
        # `scroll_offset`, not `offset`: that name is the .offset() modifier every view has.
        object.__setattr__(self, "scroll_offset",
                           (check_number(offset[0], "offset x"), check_number(offset[1], "offset y")))
        if not isinstance(shows_indicators, bool):
            raise InvalidArgumentError(f"shows_indicators must be a bool, got {shows_indicators!r}")
        object.__setattr__(self, "shows_indicators", shows_indicators)   # no layout effect, as in SwiftUI

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


class NavigationSplitView(View):
    """``NavigationSplitView(sidebar, detail, content=None)``: columns side by side (sidebar 320 wide)."""
    __slots__ = ("sidebar", "middle", "detail")
    sidebar: View
    middle: Optional[View]
    detail: View
    kind = "NavigationSplitView"

    def __init__(self, sidebar: View, detail: View, content: Optional[View] = None) -> None:
        super().__init__()
        object.__setattr__(self, "sidebar", check_view(sidebar, "sidebar"))
        object.__setattr__(self, "middle", None if content is None else check_view(content, "content"))
        object.__setattr__(self, "detail", check_view(detail, "detail"))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.sidebar,) + ((self.middle,) if self.middle is not None else ()) + (self.detail,)

    def _parts(self, fx: typing.List[Any]) -> typing.List[Part]:
        parts: typing.List[Part] = ['{"type":"NavigationSplitView","sidebar":', self.sidebar]
        if self.middle is not None:
            parts += [',"content":', self.middle]
        return parts + [',"detail":', self.detail]


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
