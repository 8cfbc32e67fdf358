"""The view: :class:`View`, made of one mixin of modifier methods per concept (``swiftlayout.modifiers``),
:class:`ModifiedContent` (a view wrapped in a modifier, as SwiftUI's ``ModifiedContent<Content, Modifier>``),
:class:`Leaf`, and :class:`Color` (the view a colour name stands for: ``background("red")`` makes one).

Every modifier returns a **new** :class:`ModifiedContent` that wraps the view it was called on: the original
view is unchanged and can be reused, and the order of modifiers matters.
"""

from __future__ import annotations

import json
from operator import attrgetter
from typing import Any, List, Tuple, cast

from ..base import COLOR_NAMES, Modifier, Part, ViewBase, binary_string, check_color, describe
from ..document import ViewMark, to_document, wrapped
from ..modifiers.controls import ControlModifiers
from ..modifiers.declared import DeclaredModifiers
from ..modifiers.drawing import DrawingModifiers
from ..modifiers.grids import GridModifiers
from ..modifiers.layout import LayoutModifiers
from ..modifiers.lists import ListModifiers
from ..modifiers.navigation import NavigationModifiers
from ..modifiers.scroll import ScrollModifiers
from ..modifiers.text import TextModifiers

__all__ = ["Color", "Leaf", "ModifiedContent", "View", "modifier_chain"]

_new_object = object.__new__


class View(
    LayoutModifiers,
    TextModifiers,
    ScrollModifiers,
    ListModifiers,
    NavigationModifiers,
    ControlModifiers,
    GridModifiers,
    DrawingModifiers,
    DeclaredModifiers,
):
    """A SwiftUI view. Subclasses are leaves, containers, or :class:`ModifiedContent` wrappers; its modifier
    methods come from one mixin per concept (layout, text, scroll views, lists, navigation, controls, grids,
    drawing, and the modifiers the registry declares by their parameters)."""

    __slots__ = ()

    def to_document(self) -> str:
        """The whole tree as one JSON document (docs/FORMAT.md)."""
        return to_document(self)

    def _modified(self, modifier: Modifier) -> "ModifiedContent":
        """``ModifiedContent(self, modifier)`` without the checks (``self`` is a View), with its binary
        records when small (a frame around views that carry the same records gives them the same bytes)."""
        made = _new_object(ModifiedContent)
        made._id = None
        made._content = self
        made._modifier = modifier
        enc = self._bin
        made._bin = None if enc is None else modifier._records.get(enc) or wrapped(enc, modifier)
        return made

    @staticmethod
    def _color_view(name: str) -> "Color":
        return Color(name)


class Leaf(View):
    __slots__ = ()

    def _parts(self, fx: List[Any]) -> List[Part]:
        return ['{"type":"' + self.kind + '"' + self._keys()]

    def _keys(self) -> str:
        return ""


class _ColorMeta(type):
    def __getattr__(cls, name: str) -> "Color":
        if name in COLOR_NAMES:
            return Color(name)
        raise AttributeError(f"Color has no colour {name!r}; known: {', '.join(COLOR_NAMES)}")


class Color(Leaf, metaclass=_ColorMeta):
    """A colour as a view (lays out like Rectangle): ``Color("red")``, ``Color.red``, ``Color("#ff8800")``."""

    __slots__ = ("name",)
    name: str
    kind = "Color"

    def __init__(self, name: str) -> None:
        super().__init__()
        object.__setattr__(self, "name", check_color(name))
        object.__setattr__(self, "_bin", b"\x07" + binary_string(self.name))

    def _keys(self) -> str:
        return ',"color":' + json.dumps(self.name)

    def _fields(self) -> str:
        return self.name


class ModifiedContent(View):
    """A view made by applying a modifier to another view (SwiftUI's ``ModifiedContent``).

    ``content`` and ``modifier`` are read-only: a modifier returns a new view, never changes one. (They are
    properties over private fields, so that making one — the commonest thing a program does — is plain
    attribute stores: no ``__setattr__`` of its own, no builder class.)"""

    __slots__ = ("_content", "_modifier")
    _content: View
    _modifier: Modifier
    kind = "ModifiedContent"
    _is_wrapper = True
    __setattr__ = object.__setattr__  # type: ignore[assignment]

    def __init__(self, content: View, modifier: Modifier) -> None:
        if not isinstance(content, View):
            raise TypeError(f"ModifiedContent needs a View, got {type(content).__name__}")
        self._id = None
        self._content = content
        self._modifier = modifier
        self._bin = wrapped(content._bin, modifier)

    content = cast(View, property(attrgetter("_content"), doc="The view the modifier applies to."))
    modifier = cast(Modifier, property(attrgetter("_modifier"), doc="The modifier (a frame, a padding, …)."))

    @property
    def children(self) -> Tuple[View, ...]:
        return (self._content,) + self._modifier.secondary

    def _describe(self, depth: int) -> str:
        return f"content: {describe(self._content, depth - 1)}, modifier: {self._modifier!r}"

    def type_name(self, max_depth: int = 6) -> str:
        """``ModifiedContent<Content, Modifier>``, nested types abbreviated to ``…`` below ``max_depth``."""
        if max_depth <= 0:
            return "…"
        content, modifier = self._content.type_name(max_depth - 1), self._modifier.generic_name(max_depth - 1)
        return f"ModifiedContent<{content}, {modifier}>"

    def _parts(self, fx: List[Any]) -> List[Part]:
        # Walk down to the base view, collecting the chain; the document lists modifiers innermost first.
        chain, view = modifier_chain(self)
        parts = view._parts(fx)
        if view._id is not None:
            parts.append(',"id":' + json.dumps(view._id))
        parts.append(',"modifiers":[')
        for k, wrapper in enumerate(reversed(chain)):
            if k:
                parts.append(",")
            parts.extend(wrapper._modifier._entry(fx))
            parts.append("}" if wrapper._id is None else ',"id":' + json.dumps(wrapper._id) + "}")
        parts.append("]")
        # The outermost wrapper's id went into the list; the caller must not add it again.
        return parts

    def _marked_parts(self, fx: List[Any]) -> List[Any]:
        """``_parts`` with a :class:`ViewMark` where each view of the chain begins (document_views)."""
        chain, view = modifier_chain(self)
        parts: List[Any] = [ViewMark(view)] + view._parts(fx)
        for wrapper in reversed(chain):
            parts.append(ViewMark(wrapper))
            parts.extend(wrapper._modifier._entry(fx))
        return parts


def modifier_chain(view: ViewBase) -> Tuple[List[ModifiedContent], View]:
    """The wrappers around ``view``'s base view, outermost first, and the base view itself."""
    chain: List[ModifiedContent] = []
    while isinstance(view, ModifiedContent):
        chain.append(view)
        view = view._content
    return chain, cast(View, view)
