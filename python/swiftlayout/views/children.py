"""Views that hold a row of child views (Group, Section, GroupBox, DisclosureGroup, ViewThatFits, AnyLayout,
Picker, a custom layout's LayoutView): one home for keeping them (each checked to be a View, the error naming
the view that takes them), exposing them as ``children`` and writing them into the document; and for the
containers laid out by a layout object (AnyLayout's layout value, a CustomLayout)."""

from __future__ import annotations

from typing import Any, List, Sequence, Tuple

from ..base import Part, collect_views, with_children
from .view import View


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


class LaidOutBy(ChildrenView):
    """A container of children laid out by a layout object of type ``layout_type`` (checked; ``expected``
    says what it takes when it is not one)."""

    __slots__ = ("layout",)
    layout: Any

    def _keep_layout(self, layout: Any, layout_type: type, expected: str, children: Sequence[Any], what: str) -> None:
        if not isinstance(layout, layout_type):
            raise TypeError(f"{expected}, got {type(layout).__name__}")
        object.__setattr__(self, "layout", layout)
        self._keep_children(children, what)
