"""Navigation and tab modifiers (Sources/SwiftLayout/Containers: NavigationStack, NavigationSplitView,
TabView; the registry's Containers table): titles and their display mode, the bar's visibility, the back
button, the search field, toolbar items, a tab's label and the tab view style."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from ..base import (
    Modifier,
    Part,
    ValueModifier,
    ViewBase,
    camel_name,
    check_view,
    choose,
    collect_views,
    pick_name,
    with_children,
)
from ..errors import InvalidArgumentError
from ..geometry import check_length
from ..registry import EntryModifier
from .controls import STYLES, ControlSetting
from .lists import SEPARATOR_VISIBILITY

if TYPE_CHECKING:
    from ..views.view import ModifiedContent, View


class NavigationTitleModifier(ValueModifier):
    __slots__ = ()
    name, key = "NavigationTitleModifier", "navigationTitle"
    method, argument = "navigation_title", "title"


class TitleDisplayModeModifier(ValueModifier):
    __slots__ = ()
    name, key = "NavigationBarTitleDisplayModeModifier", "navigationBarTitleDisplayMode"
    method, argument = "navigation_bar_title_display_mode", "mode"

    def __init__(self, mode: str) -> None:
        if mode not in ("automatic", "inline", "large"):
            raise InvalidArgumentError(f"unknown title display mode {mode!r}; valid: 'automatic', 'inline', 'large'")
        super().__init__(mode)


class TabItemModifier(ValueModifier):
    __slots__ = ()
    name, key = "TabItemModifier", "tabItem"
    method, argument = "tab_item", "title"


_PLACEMENTS_TOOLBAR = (
    "automatic",
    "principal",
    "navigation",
    "primary_action",
    "secondary_action",
    "status",
    "confirmation_action",
    "cancellation_action",
    "destructive_action",
    "top_bar_leading",
    "top_bar_trailing",
    "bottom_bar",
    "keyboard",
)


class ToolbarItem:
    """``ToolbarItem(content, placement="automatic")`` for ``.toolbar([...])``: a view in the enclosing
    NavigationStack's bars (iOS: in a platter in the navigation bar — leading, trailing, principal — or, for
    "bottom_bar" and "status", in a bottom toolbar that takes 76 from the content; UIKit's measured bars,
    **assumed** for SwiftUI) or the window's toolbar (macOS chrome: not laid out)."""

    __slots__ = ("placement", "views")

    def __init__(self, content: "View", placement: str = "automatic") -> None:
        self.placement = camel_name(pick_name(placement, _PLACEMENTS_TOOLBAR, "toolbar item placement"))
        self.views: Tuple["View", ...] = (check_view(content, "ToolbarItem content"),)

    def _json(self) -> Dict[str, Any]:
        return {"placement": self.placement, "content": self.views[0]}

    def __repr__(self) -> str:
        return f"ToolbarItem(placement: .{self.placement})"


class ToolbarItemGroup(ToolbarItem):
    """``ToolbarItemGroup(a, b, placement="automatic")``: several toolbar views under one placement."""

    __slots__ = ()

    def __init__(self, *views: Any, placement: str = "automatic") -> None:
        self.placement = camel_name(pick_name(placement, _PLACEMENTS_TOOLBAR, "toolbar item placement"))
        self.views = collect_views(views, "ToolbarItemGroup")

    def _json(self) -> Dict[str, Any]:
        return {"placement": self.placement, "children": list(self.views)}


class ToolbarModifier(Modifier):
    """``.toolbar { items }``: the items for the enclosing NavigationStack's bar (no frame of their own)."""

    __slots__ = ("items",)
    items: Tuple[ToolbarItem, ...]
    name = "ToolbarModifier"

    def __init__(self, items: Tuple[ToolbarItem, ...]) -> None:
        object.__setattr__(self, "items", items)

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


class PresentationModifier(Modifier):
    """``.sheet``, ``.fullScreenCover``, ``.popover`` (isPresented): the content is laid out in the same layout
    as a root of its own where the presentation shows it; the presenting view keeps its frame."""

    __slots__ = ("key_name", "content", "is_presented")
    key_name: str
    content: "View"
    is_presented: bool

    def __init__(self, key: str, content: "View", is_presented: bool) -> None:
        object.__setattr__(self, "key_name", key)
        object.__setattr__(self, "content", check_view(content, f"{key} content"))
        if not isinstance(is_presented, bool):
            raise InvalidArgumentError(f"{key}: is_presented must be a bool, got {is_presented!r}")
        object.__setattr__(self, "is_presented", is_presented)

    @property
    def key(self) -> str:  # type: ignore[override]
        return self.key_name

    @property
    def name(self) -> str:  # type: ignore[override]
        return {
            "sheet": "SheetPresentationModifier",
            "fullScreenCover": "FullScreenCoverPresentationModifier",
            "popover": "PopoverPresentationModifier",
        }[self.key_name]

    @property
    def secondary(self) -> Tuple["View", ...]:
        return (self.content,) if self.is_presented else ()

    def _entry(self, fx: List[Any]) -> List[Part]:
        return [
            '{"' + self.key_name + '":{"isPresented":' + ("true" if self.is_presented else "false") + ',"content":',
            self.content,
            "}",
        ]

    def _fields(self) -> str:
        return f"isPresented: {str(self.is_presented).lower()}"


def _detent(value: Any) -> Any:
    if value in ("medium", "large"):
        return value
    if (
        isinstance(value, tuple)
        and len(value) == 2
        and value[0] in ("height", "fraction")
        and isinstance(value[1], (int, float))
        and not isinstance(value[1], bool)
    ):
        return {value[0]: float(value[1])}
    raise InvalidArgumentError(
        f'presentation detent must be "medium", "large", ("height", points) or ("fraction", f), got {value!r}'
    )


_TOOLBAR_BARS = ("automatic", "navigation_bar", "bottom_bar", "tab_bar", "window_toolbar")
_SPLIT_VISIBILITY = ("automatic", "all", "double_column", "detail_only")


class NavigationModifiers(ViewBase):
    """The navigation and tab modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def navigation_title(self, title: str) -> "ModifiedContent":
        """``.navigationTitle(_:)``: the enclosing NavigationStack's title."""
        return self._modified(NavigationTitleModifier(title))

    def navigation_bar_title_display_mode(self, mode: str) -> "ModifiedContent":
        """``.navigationBarTitleDisplayMode(_:)``: "inline", "large" or "automatic"."""
        return self._modified(TitleDisplayModeModifier(mode))

    def tab_item(self, title: str) -> "ModifiedContent":
        """``.tabItem { Text(title) }``: the tab's label in the enclosing TabView."""
        return self._modified(TabItemModifier(title))

    def navigation_subtitle(self, subtitle: str) -> "ModifiedContent":
        """``.navigationSubtitle(_:)``: the window's subtitle on macOS (chrome: no layout effect)."""
        if not isinstance(subtitle, str):
            raise InvalidArgumentError(f"navigation_subtitle: subtitle must be a str, got {type(subtitle).__name__}")
        return self._modified(EntryModifier("navigationSubtitle", subtitle, "NavigationSubtitleModifier"))

    def toolbar(self, *items: Any) -> "ModifiedContent":
        """``.toolbar(.hidden)`` as ``toolbar("hidden")`` (also "visible", "automatic"): whether the enclosing
        NavigationStack shows its bar, like ``navigation_bar_hidden``; or ``toolbar(ToolbarItem(...), ...)``:
        items for its bars (iOS: laid out in platters in the navigation bar or a bottom toolbar; on macOS the
        window's toolbar, not laid out)."""
        if len(items) == 1 and isinstance(items[0], str):
            value = pick_name(items[0], SEPARATOR_VISIBILITY, "toolbar visibility")
            return self._modified(EntryModifier("toolbar", value, "ToolbarVisibilityModifier"))
        flat = items[0] if len(items) == 1 and isinstance(items[0], (list, tuple)) else items
        for k, item in enumerate(flat):
            if not isinstance(item, ToolbarItem):
                raise TypeError(
                    f"toolbar item {k} must be a ToolbarItem or ToolbarItemGroup, got {type(item).__name__}"
                )
        return self._modified(ToolbarModifier(tuple(flat)))

    def toolbar_visibility(self, visibility: str, for_bars: Any = "automatic") -> "ModifiedContent":
        """``.toolbarVisibility(_:for:)`` / ``.toolbar(_:for:)``: "hidden" hides the navigation bar ("automatic",
        "navigation_bar"), the bottom toolbar ("bottom_bar") or the enclosing TabView's bar ("tab_bar"); the
        content takes its space. ``for_bars`` is one name or a list; "window_toolbar" is macOS chrome."""
        value = pick_name(visibility, SEPARATOR_VISIBILITY, "toolbar visibility")
        bars = [for_bars] if isinstance(for_bars, str) else list(for_bars)
        if not bars:
            raise InvalidArgumentError("toolbar_visibility: for_bars must name at least one bar")
        names = [camel_name(pick_name(b, _TOOLBAR_BARS, "toolbar placement")) for b in bars]
        return self._modified(
            EntryModifier("toolbarVisibility", {"visibility": value, "for": names}, "ToolbarVisibilityModifier")
        )

    def navigation_split_view_column_width(
        self,
        width: Optional[float] = None,
        *,
        min: Optional[float] = None,
        ideal: Optional[float] = None,
        max: Optional[float] = None,
    ) -> "ModifiedContent":
        """``.navigationSplitViewColumnWidth(_:)`` or ``(min:ideal:max:)`` on a sidebar's or content column's
        root: the column's width (the ideal within min … max; macOS measured); ignored on the detail."""
        if width is not None:
            if ideal is not None or min is not None or max is not None:
                raise InvalidArgumentError(
                    "navigation_split_view_column_width takes a width or min/ideal/max, not both"
                )
            value: Any = check_length(width, "navigation_split_view_column_width width")
        else:
            if ideal is None:
                raise InvalidArgumentError("navigation_split_view_column_width needs a width or an ideal")
            value = {"ideal": check_length(ideal, "navigation_split_view_column_width ideal")}
            for k, v in (("min", min), ("max", max)):
                if v is not None:
                    value[k] = check_length(v, f"navigation_split_view_column_width {k}")
            if "min" in value and "max" in value and value["min"] > value["max"]:
                raise InvalidArgumentError(
                    f"navigation_split_view_column_width: min {value['min']} is above max {value['max']}"
                )
        return self._modified(
            EntryModifier("navigationSplitViewColumnWidth", value, "NavigationSplitViewColumnWidthModifier")
        )

    def sheet(self, content: "View", is_presented: bool = True) -> "ModifiedContent":
        """``.sheet(isPresented:content:)``: ``content`` laid out as a root of its own at the screen's bottom,
        the screen's width and its detent's height (``presentation_detents`` on the content; iOS), or its ideal
        size at the window's top (macOS); this view keeps its frame (measured). The sheet's geometry is
        **assumed** (docs/PLATFORMS.md "Sheets")."""
        return self._modified(PresentationModifier("sheet", content, is_presented))

    def full_screen_cover(self, content: "View", is_presented: bool = True) -> "ModifiedContent":
        """``.fullScreenCover(isPresented:content:)``: ``content`` laid out as a root of its own on the whole
        screen, with its safe area."""
        return self._modified(PresentationModifier("fullScreenCover", content, is_presented))

    def popover(self, content: "View", is_presented: bool = True) -> "ModifiedContent":
        """``.popover(isPresented:content:)``: a large sheet where the width is compact (an iPhone), else
        ``content`` at its ideal size below this view (**assumed**)."""
        return self._modified(PresentationModifier("popover", content, is_presented))

    def presentation_detents(self, *detents: Any) -> "ModifiedContent":
        """``.presentationDetents([…])`` on a sheet's content: "medium", "large", ("height", points) or
        ("fraction", f); the sheet opens at the smallest (**assumed**)."""
        flat = detents[0] if len(detents) == 1 and isinstance(detents[0], (list, set, frozenset)) else detents
        if not flat:
            raise InvalidArgumentError("presentation_detents needs at least one detent")
        return self._modified(
            EntryModifier("presentationDetents", [_detent(d) for d in flat], "PresentationDetentsModifier")
        )

    def navigation_bar_hidden(self, hidden: bool = True) -> "ModifiedContent":
        """``.navigationBarHidden(hidden)`` / ``.toolbar(.hidden)``: the enclosing NavigationStack shows no bar."""
        if not isinstance(hidden, bool):
            raise InvalidArgumentError(f"navigation_bar_hidden takes a bool, got {hidden!r}")
        return self._modified(EntryModifier("navigationBarHidden", hidden, "ToolbarVisibilityModifier"))

    def navigation_bar_back_button_hidden(self, hidden: bool = True) -> "ModifiedContent":
        """``.navigationBarBackButtonHidden(hidden)``: hides a pushed screen's back button; the bar keeps its
        height, so no frame changes (**assumed**: not measured, docs/PLATFORMS.md)."""
        if not isinstance(hidden, bool):
            raise InvalidArgumentError(f"navigation_bar_back_button_hidden takes a bool, got {hidden!r}")
        return self._modified(
            EntryModifier("navigationBarBackButtonHidden", hidden, "NavigationBarBackButtonHiddenModifier")
        )

    def searchable(self, prompt: Optional[str] = None) -> "ModifiedContent":
        """``.searchable(text:prompt:)`` on a NavigationStack's root: the stack shows a search field where the
        platform puts it — iOS 26 in a bar at the bottom that ends the content 76 higher (SW-ios
        ``ios/search/basic``), iOS 17 under the large title (52, **assumed**), macOS in the window toolbar (no
        effect)."""
        if prompt is not None and not isinstance(prompt, str):
            raise InvalidArgumentError(f"searchable prompt must be a str or None, got {prompt!r}")
        return self._modified(EntryModifier("searchable", True if prompt is None else prompt, "SearchableModifier"))

    def tab_view_style(self, value: str) -> "ModifiedContent":
        """``.tabViewStyle(_:)``: one of automatic, page, tabBarOnly, sidebarAdaptable for every control inside."""
        return self._modified(
            ControlSetting("tabViewStyle", choose(value, STYLES["tabViewStyle"], "tab_view_style", "value"))
        )
