"""Views that hold a row of child views (Group, Section, GroupBox, DisclosureGroup, ViewThatFits, AnyLayout,
Picker, a custom layout's LayoutView): one home for keeping them (each checked to be a View, the error naming
the view that takes them), exposing them as ``children`` and writing them into the document."""
from __future__ import annotations

from typing import Any, List, Sequence, Tuple

from .base import Part, View, collect_views, with_children


class ChildrenView(View):
    """A view whose ``children`` are the views it was given, in order."""
    __slots__ = ("_children",)
    _children: Tuple[View, ...]

    def _keep_children(self, children: Sequence[Any], what: str) -> None:
        object.__setattr__(self, "_children", collect_views(children, what))

    @property
    def children(self) -> Tuple[View, ...]:
        return self._children

    def _with_children(self, head: str) -> List[Part]:
        """The document's ``head`` (its type and keys) followed by the children."""
        return with_children(head, self._children)
