"""Navigation and tab modifiers (Sources/SwiftLayout/Containers: NavigationStack, NavigationSplitView,
TabView; the registry's Containers table): titles and their display mode, the bar's visibility, the back
button, the search field, toolbar items, a tab's label and the tab view style."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from ..base import (Modifier, Part, ValueModifier, ViewBase, camel_name, check_view, choose, collect_views, pick_name,
                    with_children)
from ..errors import InvalidArgumentError
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


_PLACEMENTS_TOOLBAR = ("automatic", "principal", "navigation", "primary_action", "secondary_action", "status",
                       "confirmation_action", "cancellation_action", "destructive_action", "top_bar_leading",
                       "top_bar_trailing", "bottom_bar", "keyboard")


class ToolbarItem:
    """``ToolbarItem(content, placement="automatic")`` for ``.toolbar([...])``: a view in the enclosing
    NavigationStack's bar (iOS) or the window's toolbar (macOS); not laid out with the content."""
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
        items for its bar (iOS; on macOS the window's toolbar), not laid out with the content."""
        if len(items) == 1 and isinstance(items[0], str):
            value = pick_name(items[0], SEPARATOR_VISIBILITY, "toolbar visibility")
            return self._modified(EntryModifier("toolbar", value, "ToolbarVisibilityModifier"))
        flat = items[0] if len(items) == 1 and isinstance(items[0], (list, tuple)) else items
        for k, item in enumerate(flat):
            if not isinstance(item, ToolbarItem):
                raise TypeError(f"toolbar item {k} must be a ToolbarItem or ToolbarItemGroup, "
                                f"got {type(item).__name__}")
        return self._modified(ToolbarModifier(tuple(flat)))

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
        return self._modified(EntryModifier("navigationBarBackButtonHidden", hidden,
                                                  "NavigationBarBackButtonHiddenModifier"))

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
        return self._modified(ControlSetting("tabViewStyle", choose(value, STYLES["tabViewStyle"], "tab_view_style",
                                                                    "value")))
