"""List and Form modifiers (Sources/SwiftLayout/Containers: List, Form; the registry's Containers table):
styles, row and section spacing, row insets and backgrounds, separators. The lists inside read them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, List, Optional

from ..base import Modifier, Part, ViewBase, camel_name, check_color, check_view, pick_name
from ..errors import InvalidArgumentError
from ..geometry import check_length, check_number
from ..registry import EntryModifier

if TYPE_CHECKING:
    from ..views.view import ModifiedContent, View

_LIST_STYLES = ("automatic", "plain", "grouped", "inset_grouped", "inset", "sidebar", "bordered")


_FORM_STYLES = ("automatic", "grouped", "columns")


SEPARATOR_VISIBILITY = ("automatic", "visible", "hidden")


_VERTICAL_EDGES = ("all", "top", "bottom")


def _optional_length(value: Optional[float], what: str) -> Optional[float]:
    return None if value is None else check_length(value, what)


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


class RowBackgroundModifier(Modifier):
    """``.listRowBackground(view)``: drawing only."""

    __slots__ = ("background",)
    background: Optional[View]
    name = "ListRowBackgroundModifier"

    def __init__(self, background: Optional["View"]) -> None:
        object.__setattr__(self, "background", background)

    def _entry(self, fx: List[Any]) -> List[Part]:
        if self.background is None:
            return ['{"listRowBackground":null']
        return ['{"listRowBackground":{"content":', self.background, '}']

    def _fields(self) -> str:
        return f"background: {self.background!r}"


def _separator_entry(key: str, name: str, visibility: str, edges: str) -> EntryModifier:
    value = {
        "visibility": pick_name(visibility, SEPARATOR_VISIBILITY, f"{_snake(key)} visibility"),
        "edges": pick_name(edges, _VERTICAL_EDGES, f"{_snake(key)} edges"),
    }
    return EntryModifier(key, value, name)


def _separator_tint_entry(key: str, name: str, color: Optional[str], edges: str) -> EntryModifier:
    if color is not None and not isinstance(color, str):
        raise InvalidArgumentError(f"{_snake(key)} color must be a colour name or None, got {color!r}")
    if color is not None:
        try:
            check_color(color)
        except InvalidArgumentError as e:
            raise InvalidArgumentError(f"{_snake(key)} color: {e}") from None
    value = {"color": color, "edges": pick_name(edges, _VERTICAL_EDGES, f"{_snake(key)} edges")}
    if color is None:
        del value["color"]
    return EntryModifier(key, value, name)


class ListModifiers(ViewBase):
    """The List and Form modifiers of every :class:`~swiftlayout.View`."""

    __slots__ = ()

    def list_style(self, style: str) -> "ModifiedContent":
        """``.listStyle(style)``: automatic, plain, grouped, inset_grouped, inset, sidebar or bordered (macOS)."""
        return self._modified(
            EntryModifier("listStyle", camel_name(pick_name(style, _LIST_STYLES, "list style")), "ListStyleModifier")
        )

    def list_row_spacing(self, spacing: Optional[float]) -> "ModifiedContent":
        """``.listRowSpacing(spacing)``: between the rows of a section (None: the style's, 0)."""
        return self._modified(
            EntryModifier("listRowSpacing", _optional_length(spacing, "list_row_spacing"), "ListRowSpacingModifier")
        )

    def list_section_spacing(self, spacing: Optional[float]) -> "ModifiedContent":
        """``.listSectionSpacing(spacing)``: between sections (None: the style's gaps)."""
        return self._modified(
            EntryModifier(
                "listSectionSpacing", _optional_length(spacing, "list_section_spacing"), "ListSectionSpacingModifier"
            )
        )

    def default_min_list_row_height(self, height: float) -> "ModifiedContent":
        """``.environment(\\.defaultMinListRowHeight, height)``."""
        value = check_length(height, "default_min_list_row_height: height")
        if value is None:
            raise InvalidArgumentError("default_min_list_row_height: height must be a number ≥ 0, got None")
        return self._modified(EntryModifier("defaultMinListRowHeight", value, "DefaultMinListRowHeightModifier"))

    def list_row_insets(
        self, top: Optional[float] = None, leading: float = 0, bottom: float = 0, trailing: float = 0
    ) -> "ModifiedContent":
        """``.listRowInsets(EdgeInsets(top, leading, bottom, trailing))`` on a row; ``list_row_insets(None)``
        (or no arguments) restores the style's."""
        value: Any = None
        if top is not None:
            value = {
                k: check_number(v, f"list_row_insets {k}")
                for k, v in (("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing))
            }
        return self._modified(EntryModifier("listRowInsets", value, "ListRowInsetsModifier"))

    def form_style(self, style: str) -> "ModifiedContent":
        """``.formStyle(style)`` for the Forms inside: automatic (iOS grouped, macOS columns), grouped or columns."""
        value = pick_name(style, _FORM_STYLES, "form style")
        return self._modified(EntryModifier("formStyle", value, "FormStyleModifier"))

    def list_row_background(self, background: Optional["View"]) -> "ModifiedContent":
        """``.listRowBackground(view)`` on a row: drawn behind the row; no frame changes."""
        if background is not None:
            check_view(background, "list_row_background")
        return self._modified(RowBackgroundModifier(background))

    def list_row_separator(self, visibility: str, edges: str = "all") -> "ModifiedContent":
        """``.listRowSeparator(visibility, edges:)``: ``visibility`` automatic, visible or hidden; ``edges`` all,
        top or bottom. Separators take no space: no frame changes."""
        return self._modified(_separator_entry("listRowSeparator", "ListRowSeparatorModifier", visibility, edges))

    def list_section_separator(self, visibility: str, edges: str = "all") -> "ModifiedContent":
        """``.listSectionSeparator(visibility, edges:)``: ``visibility`` automatic, visible or hidden; ``edges``
        all, top or bottom. Separators take no space: no frame changes."""
        return self._modified(
            _separator_entry("listSectionSeparator", "ListSectionSeparatorModifier", visibility, edges)
        )

    def list_row_separator_tint(self, color: Optional[str], edges: str = "all") -> "ModifiedContent":
        """``.listRowSeparatorTint(color, edges:)``: the separators' colour (drawing only)."""
        return self._modified(
            _separator_tint_entry("listRowSeparatorTint", "ListRowSeparatorTintModifier", color, edges)
        )

    def list_section_separator_tint(self, color: Optional[str], edges: str = "all") -> "ModifiedContent":
        """``.listSectionSeparatorTint(color, edges:)``: the separators' colour (drawing only)."""
        return self._modified(
            _separator_tint_entry("listSectionSeparatorTint", "ListSectionSeparatorTintModifier", color, edges)
        )
