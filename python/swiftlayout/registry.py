"""The document registry (Sources/SwiftLayoutDocument/Registry) as the engine exports it
(``sl_registered_names``), and the Python side of the modifiers declared there by their parameters.

A modifier the registry declares by its parameters (key, SwiftUI label, type, range, default: Params.swift)
needs no Python class of its own: its ``View`` method (generated from the declaration into
``swiftlayout.modifiers.declared`` by ``scripts/gen-python.py``) makes a :class:`RegisteredModifier`, which
checks the arguments against the declaration (raising :class:`~swiftlayout.InvalidArgumentError` that names the method
and the argument, before anything reaches the engine), writes its document entry and its ``repr``, and takes
its type name (``_BlurEffect``) from the export. ``swift.swiftui`` derives the from_swift spec of every such
modifier from the same declaration, and ``scripts/gen-docs.py`` its docs/FORMAT.md row.
"""

from __future__ import annotations

import json
import math
import re
from functools import cache
from typing import TYPE_CHECKING, Any, Dict, List, Tuple

from ._ffi import lib
from .base import COLOR_NAMES, Modifier, Part, ViewBase, check_color, check_flag
from .errors import InvalidArgumentError
from .geometry import check_number

if TYPE_CHECKING:
    from .views.view import ModifiedContent

SL_REGISTERED_VIEWS, SL_REGISTERED_MODIFIERS = 0, 1

#: The unit point names (SwiftUI's spelling; snake_case is taken too).
UNIT_POINTS = (
    "center",
    "topLeading",
    "top",
    "topTrailing",
    "leading",
    "trailing",
    "bottomLeading",
    "bottom",
    "bottomTrailing",
)


def snake(name: str) -> str:
    """SwiftUI's spelling in snake_case: ``zIndex`` → ``z_index``."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _folded(name: str) -> str:
    return name.replace("_", "").lower()


@cache
def registered(kind: int) -> Tuple[Dict[str, Any], ...]:
    """The registry's views (``SL_REGISTERED_VIEWS``) or modifiers, in registration order."""
    text = lib.sl_registered_names(kind)
    if text is None:
        raise InvalidArgumentError(lib.sl_last_error().decode())
    return tuple(json.loads(text.decode()))


@cache
def declared_modifiers() -> Dict[str, Dict[str, Any]]:
    """The modifiers declared by their parameters (their entries have ``params`` and ``kind``), by key."""
    return {m["name"]: m for m in registered(SL_REGISTERED_MODIFIERS) if "params" in m and "kind" in m}


def check_param(param: Dict[str, Any], value: Any, what: str) -> Any:
    """``value`` as the document takes it, checked against the declared ``param``."""
    kind = param["type"]
    if kind in ("number", "angle"):
        number = check_number(value, what)
        low, high = param.get("min", -math.inf), param.get("max", math.inf)
        if not low <= number <= high:
            bounds = (
                f"in {low:g}…{high:g}"
                if math.isfinite(low) and math.isfinite(high)
                else f"≥ {low:g}"
                if math.isfinite(low)
                else f"≤ {high:g}"
            )
            raise InvalidArgumentError(f"{what} must be {bounds}, got {value!r}")
        return number
    if kind == "bool":
        return check_flag(value, what)
    if kind == "color":
        return check_color(value)
    if kind in ("name", "unitPoint"):
        names = param.get("names", UNIT_POINTS)
        if isinstance(value, str):
            for name in names:
                if _folded(name) == _folded(value):
                    return name
            raise InvalidArgumentError(f"{what}: unknown name {value!r}; valid: {', '.join(names)}")
        if kind == "unitPoint" and isinstance(value, tuple) and len(value) == 2:
            return {"x": check_number(value[0], f"{what} x"), "y": check_number(value[1], f"{what} y")}
        raise InvalidArgumentError(
            f"{what} must be one of {', '.join(names)}"
            + (" or an (x, y) pair" if kind == "unitPoint" else "")
            + f", got {value!r}"
        )
    raise AssertionError(kind)


class RegisteredModifier(Modifier):
    """A modifier the registry declares by its parameters: its key, type name and checked arguments."""

    __slots__ = ("key", "name", "values")
    key: str
    name: str
    values: Dict[str, Any]

    def __init__(self, key: str, values: Dict[str, Any]) -> None:
        entry = declared_modifiers().get(key)
        if entry is None:
            raise InvalidArgumentError(f"{key!r} is not a modifier the registry declares by its parameters")
        method = snake(key)
        known = {snake(p["key"]): p for p in entry["params"]}
        unknown = sorted(set(values) - set(known))
        if unknown:
            raise TypeError(f"{method}() got unexpected arguments {unknown}")
        checked: Dict[str, Any] = {}
        for name, param in known.items():
            value = values.get(name)
            if value is None:
                if "default" not in param:
                    raise InvalidArgumentError(f"{method}: {name} is required")
                continue
            checked[param["key"]] = check_param(param, value, f"{method} {name}" if param["label"] != "_" else method)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "name", entry["kind"])
        object.__setattr__(self, "values", checked)

    def _entry(self, fx: List[Any]) -> List[Part]:
        entry = declared_modifiers()[self.key]
        if entry["value"] == ["true"]:
            value: Any = True
        elif "object" not in entry["value"]:  # one bare value
            value = next(iter(self.values.values()))
        else:
            value = self.values
        return ['{"' + self.key + '":' + json.dumps(value, separators=(",", ":"))]

    def _fields(self) -> str:
        return ", ".join(f"{k}: {v!r}" if isinstance(v, str) else f"{k}: {v}" for k, v in self.values.items())


def modifier(view: ViewBase, key: str, **values: Any) -> "ModifiedContent":
    """``view`` wrapped in the registered modifier ``key`` with ``values`` (snake_case argument names; None
    leaves an argument at its default): what the ``View`` methods of declared modifiers make
    (``swiftlayout.modifiers.declared``, generated from the registry by ``scripts/gen-python.py``)."""
    return view._modified(RegisteredModifier(key, values))


class EntryModifier(Modifier):
    """A modifier written as its registry entry ``{key: value}``, the value as its maker checked it, with
    SwiftUI's type name: the control settings (``.buttonStyle``, ``.tag``), the scroll, list and navigation
    options (``.scrollDisabled``, ``.listStyle``, ``.searchable``)."""

    __slots__ = ("key", "value", "name")
    key: str
    value: Any
    name: str

    def __init__(self, key: str, value: Any, name: str) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "name", name)

    def _entry(self, fx: List[Any]) -> List[Part]:
        return ['{' + json.dumps(self.key) + ':' + json.dumps(self.value)]

    def _fields(self) -> str:
        return f"{self.key}: {self.value!r}"


__all__ = [
    "COLOR_NAMES",
    "EntryModifier",
    "RegisteredModifier",
    "UNIT_POINTS",
    "check_param",
    "declared_modifiers",
    "modifier",
    "registered",
    "snake",
]
