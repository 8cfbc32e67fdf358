"""Container views (ScrollView, List, NavigationStack, NavigationSplitView, TabView), the modifiers that
talk to them, and containerRelativeFrame. The View methods that make these modifiers are in views.py."""
from __future__ import annotations

import json
import math
from typing import Any, Callable, List, Optional, Sequence, Tuple, Union

from .errors import InvalidArgumentError
from .geometry import (Alignment, Edge, EdgesLike, _fmt, check_int, check_length, check_number, check_string, edges_description,
                       parse_edges)
from .views import (AlignmentLike, Color, ModifiedContent, Modifier, SafeAreaIgnoringLayout, View, VStack, _Part,
                    _check_color, _collect, _EDGE_BITS, _nil, _with_children)

LengthFunction = Callable[[float, str], float]
#: The largest containerRelativeFrame count or span the engine takes (every count-like argument is at most
#: 1,000,000 on every path: docs/ERRORS.md).
MAX_COUNT = 1_000_000
_AXES = {"horizontal": 1, "vertical": 2, "both": 3}


def parse_axes(value: Union[str, Sequence[str]], what: str = "axes") -> int:
    """An axis set as its bit mask: "horizontal", "vertical", "both", or a list of the first two."""
    names = [value] if isinstance(value, str) else list(value)
    mask = 0
    for name in names:
        for part in str(name).replace("|", ",").split(","):
            key = part.strip().lower()
            if key not in _AXES:
                raise InvalidArgumentError(f"unknown {what} {part!r}; valid: 'horizontal', 'vertical', 'both'")
            mask |= _AXES[key]
    if not mask:
        raise InvalidArgumentError(f"{what} is empty; valid: 'horizontal', 'vertical', 'both'")
    return mask


def _axes_name(mask: int) -> str:
    return {1: "horizontal", 2: "vertical", 3: "both"}[mask]


def _view_arg(view: Any, what: str) -> View:
    if not isinstance(view, View):
        raise TypeError(f"{what} must be a View, got {type(view).__name__}")
    return view


# ----------------------------------------------------------------------------------------------------
# Containers


class _Bar(View):
    """A bar a container draws (NavigationBar, TabBar): part of the result, not made by users."""
    __slots__ = ("kind_name",)

    def __init__(self, kind: str) -> None:
        super().__init__()
        object.__setattr__(self, "kind_name", kind)

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.kind_name

    def type_name(self, max_depth: int = 6) -> str:
        return self.kind_name

    def _parts(self, fx: List[Any]) -> List[_Part]:
        raise TypeError("bars are made by their container")


class ScrollView(View):
    """``ScrollView(content, axes="vertical", offset=(0, 0))``: proposes None along its scroll axes, takes
    the proposed length there and hugs its content across; ``offset`` lays out a scrolled state."""
    __slots__ = ("content", "axes", "scroll_offset")
    kind = "ScrollView"

    def __init__(self, content: View, axes: Union[str, Sequence[str]] = "vertical",
                 offset: Tuple[float, float] = (0, 0)) -> None:
        super().__init__()
        object.__setattr__(self, "content", _view_arg(content, "ScrollView content"))
        object.__setattr__(self, "axes", parse_axes(axes, "ScrollView axes"))
        # `scroll_offset`, not `offset`: that name is the .offset() modifier every view has.
        object.__setattr__(self, "scroll_offset", (check_number(offset[0], "offset x"), check_number(offset[1], "offset y")))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.content,)

    def _parts(self, fx: List[Any]) -> List[_Part]:
        head = '{"type":"ScrollView","axes":' + json.dumps(_axes_name(self.axes))
        if self.scroll_offset != (0, 0):
            head += f',"offsetX":{self.scroll_offset[0]!r},"offsetY":{self.scroll_offset[1]!r}'
        return [head + ',"content":', self.content]

    def _fields(self) -> str:
        return f"axes: .{_axes_name(self.axes)}"


class _ListRow(Modifier):
    __slots__ = ()
    name, key = "ListRow", ""


class List(View):
    """``List(*rows)``: a vertical scroll container of rows (inset 16, at least 44 tall)."""
    __slots__ = ("rows", "_stack")
    kind = "List"

    def __init__(self, *rows: Any) -> None:
        super().__init__()
        items = _collect(rows, "List")
        object.__setattr__(self, "rows", items)
        object.__setattr__(self, "_stack", VStack([ModifiedContent(r, _ListRow()) for r in items], alignment="leading", spacing=0))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self._stack,)

    def _parts(self, fx: List[Any]) -> List[_Part]:
        return _with_children('{"type":"List"', self.rows)


class NavigationStack(View):
    """``NavigationStack(content)``: a navigation bar (inline 44, large 96) above ``content``; set the
    title with ``.navigation_title()`` and the mode with ``.navigation_bar_title_display_mode()`` inside."""
    __slots__ = ("content",)
    kind = "NavigationStack"

    def __init__(self, content: View) -> None:
        super().__init__()
        object.__setattr__(self, "content", _view_arg(content, "NavigationStack content"))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.content, _Bar("NavigationBar"))

    def _parts(self, fx: List[Any]) -> List[_Part]:
        return ['{"type":"NavigationStack","content":', self.content]


class NavigationSplitView(View):
    """``NavigationSplitView(sidebar, detail, content=None)``: columns side by side (sidebar 320 wide)."""
    __slots__ = ("sidebar", "middle", "detail")
    kind = "NavigationSplitView"

    def __init__(self, sidebar: View, detail: View, content: Optional[View] = None) -> None:
        super().__init__()
        object.__setattr__(self, "sidebar", _view_arg(sidebar, "sidebar"))
        object.__setattr__(self, "middle", None if content is None else _view_arg(content, "content"))
        object.__setattr__(self, "detail", _view_arg(detail, "detail"))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self.sidebar,) + ((self.middle,) if self.middle is not None else ()) + (self.detail,)

    def _parts(self, fx: List[Any]) -> List[_Part]:
        parts: List[_Part] = ['{"type":"NavigationSplitView","sidebar":', self.sidebar]
        if self.middle is not None:
            parts += [',"content":', self.middle]
        return parts + [',"detail":', self.detail]


class TabView(View):
    """``TabView(*tabs, selection=0)``: the selected tab above a tab bar (49); label tabs with ``.tab_item()``."""
    __slots__ = ("tabs", "selection")
    kind = "TabView"

    def __init__(self, *tabs: Any, selection: int = 0) -> None:
        super().__init__()
        items = _collect(tabs, "TabView")
        if not isinstance(selection, int) or isinstance(selection, bool) or not 0 <= selection < max(len(items), 1):
            raise InvalidArgumentError(f"TabView selection {selection!r} is out of range 0..{len(items) - 1}")
        object.__setattr__(self, "tabs", items)
        object.__setattr__(self, "selection", selection)

    @property
    def children(self) -> Tuple[View, ...]:
        return self.tabs + (_Bar("TabBar"),)

    def _parts(self, fx: List[Any]) -> List[_Part]:
        return _with_children('{"type":"TabView","selection":' + str(self.selection), self.tabs)

    def _fields(self) -> str:
        return f"selection: {self.selection}"


# ----------------------------------------------------------------------------------------------------
# Modifiers


class ContainerRelativeFrameLayout(Modifier):
    __slots__ = ("axes", "count", "span", "spacing", "length", "alignment")
    name, key = "ContainerRelativeFrameLayout", "containerRelativeFrame"

    def __init__(self, axes: Union[str, Sequence[str]], count: Optional[int], span: int, spacing: Optional[float],
                 alignment: AlignmentLike, length: Optional[LengthFunction]) -> None:
        object.__setattr__(self, "axes", parse_axes(axes, "container_relative_frame axes"))
        if length is not None and not callable(length):
            raise TypeError(f"length must be a function (length, axis) -> float, got {type(length).__name__}")
        if length is not None and count is not None:
            raise InvalidArgumentError("container_relative_frame: give count/span/spacing or length, not both")
        for value, what in ((count, "count"), (span, "span")):
            if value is not None:
                check_int(value, "container_relative_frame", what, 1, MAX_COUNT)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "span", span)
        object.__setattr__(self, "spacing", None if spacing is None else check_number(spacing, "container_relative_frame spacing"))
        object.__setattr__(self, "length", length)
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "container_relative_frame alignment"))

    def _entry(self, fx: List[Any]) -> List[_Part]:
        args: dict = {"axes": _axes_name(self.axes), "alignment": self.alignment.swift_name}
        if self.length is not None:
            args["function"] = len(fx)
            fx.append(("length", self.length))
        elif self.count is not None or self.spacing is not None or self.span != 1:
            args.update(count=self.count or 1, span=self.span, spacing=self.spacing or 0.0)
        return ['{"containerRelativeFrame":' + json.dumps(args)]

    def _fields(self) -> str:
        rule = (f"length: {getattr(self.length, '__name__', 'function')}" if self.length is not None else
                f"count: {self.count or 1}, span: {self.span}, spacing: {_nil(self.spacing)}")
        return f"axes: .{_axes_name(self.axes)}, {rule}, alignment: .{self.alignment.swift_name}"


class SafeAreaInsetModifier(Modifier):
    __slots__ = ("edge", "view", "alignment", "spacing")
    name, key = "SafeAreaInsetModifier", "safeAreaInset"

    def __init__(self, edge: Union[str, Edge], view: View, alignment: AlignmentLike, spacing: Optional[float]) -> None:
        mask = parse_edges(edge, "safe_area_inset edge")
        if mask not in (1, 2, 4, 8):
            raise InvalidArgumentError(f"safe_area_inset edge must be one edge (top, leading, bottom, trailing), got {edge!r}")
        object.__setattr__(self, "edge", mask)
        object.__setattr__(self, "view", _view_arg(view, "safe_area_inset content"))
        object.__setattr__(self, "alignment", Alignment.parse(alignment, "safe_area_inset alignment"))
        object.__setattr__(self, "spacing", None if spacing is None else check_number(spacing, "safe_area_inset spacing"))

    @property
    def secondary(self) -> Tuple[View, ...]:
        return (self.view,)

    def generic_name(self, max_depth: int) -> str:
        return self.name

    def _entry(self, fx: List[Any]) -> List[_Part]:
        edge = next(e.name.lower() for e in _EDGE_BITS if e.value == self.edge)
        head = '{"safeAreaInset":{"edge":' + json.dumps(edge) + ',"alignment":' + json.dumps(self.alignment.swift_name)
        if self.spacing is not None:
            head += f',"spacing":{self.spacing!r}'
        return [head + ',"content":', self.view, "}"]

    def _fields(self) -> str:
        return f"edge: {edges_description(self.edge)}, spacing: {_nil(self.spacing)}"


class SafeAreaPaddingModifier(Modifier):
    __slots__ = ("edges", "length")
    name, key = "SafeAreaPaddingModifier", "safeAreaPadding"

    def __init__(self, edges: EdgesLike, length: Optional[float]) -> None:
        object.__setattr__(self, "edges", parse_edges(edges, "safe_area_padding edges"))
        object.__setattr__(self, "length", None if length is None else check_number(length, "safe_area_padding length"))

    def _entry(self, fx: List[Any]) -> List[_Part]:
        args: dict = {"edges": ",".join(e.name.lower() for e in _EDGE_BITS if self.edges & e.value)}
        if self.length is not None:
            args["length"] = self.length
        return ['{"safeAreaPadding":' + json.dumps(args)]

    def _fields(self) -> str:
        return f"edges: {edges_description(self.edges)}, length: {_nil(self.length)}"


class _ValueModifier(Modifier):
    """A modifier that carries a value for a container and changes no layout."""
    __slots__ = ("value",)
    #: The View method that makes it and its argument's name, for error messages.
    method, argument = "", "value"

    def __init__(self, value: str) -> None:
        check_string(value, self.method, self.argument)
        object.__setattr__(self, "value", value)

    def _entry(self, fx: List[Any]) -> List[_Part]:
        return ['{"' + self.key + '":' + json.dumps(self.value)]

    def _fields(self) -> str:
        return json.dumps(self.value)


class NavigationTitleModifier(_ValueModifier):
    __slots__ = ()
    name, key = "NavigationTitleModifier", "navigationTitle"
    method, argument = "navigation_title", "title"


class TitleDisplayModeModifier(_ValueModifier):
    __slots__ = ()
    name, key = "NavigationBarTitleDisplayModeModifier", "navigationBarTitleDisplayMode"
    method, argument = "navigation_bar_title_display_mode", "mode"

    def __init__(self, mode: str) -> None:
        if mode not in ("automatic", "inline", "large"):
            raise InvalidArgumentError(f"unknown title display mode {mode!r}; valid: 'automatic', 'inline', 'large'")
        super().__init__(mode)


class TabItemModifier(_ValueModifier):
    __slots__ = ()
    name, key = "TabItemModifier", "tabItem"
    method, argument = "tab_item", "title"


class BackgroundStyleModifier(Modifier):
    """``background(_ style:ignoresSafeAreaEdges:)``: a colour fill that bleeds under the safe area."""
    __slots__ = ("color", "edges")
    name, key = "BackgroundStyleModifier", "background"

    def __init__(self, color: str, edges: Optional[EdgesLike]) -> None:
        object.__setattr__(self, "color", _check_color(color))
        object.__setattr__(self, "edges", 0 if edges is None or edges == "none" or edges == [] else parse_edges(edges))

    @property
    def secondary(self) -> Tuple[View, ...]:
        fill = Color(self.color)
        return (ModifiedContent(fill, SafeAreaIgnoringLayout("all", [e for e in _EDGE_BITS if self.edges & e.value])),) \
            if self.edges else (fill,)

    def generic_name(self, max_depth: int) -> str:
        return f"{self.name}<{self.secondary[0].type_name(max_depth)}>"

    def _entry(self, fx: List[Any]) -> List[_Part]:
        edges = ",".join(e.name.lower() for e in _EDGE_BITS if self.edges & e.value) or "none"
        return ['{"background":' + json.dumps({"color": self.color, "ignoresSafeAreaEdges": edges})]

    def _fields(self) -> str:
        return f"style: {self.color}, ignoresSafeAreaEdges: {edges_description(self.edges) if self.edges else '[]'}"
