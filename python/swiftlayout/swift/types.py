"""Swift types as the reader needs them: what a property, parameter or element is declared as, so that a
sample value can take that type and an implicit member (``.preview``, ``.compact``) can be looked up in it."""

from __future__ import annotations

from typing import Any, List, Optional

from .parser import kind

#: Wrappers whose value reads as the wrapped value (``Binding<Bool>`` is read as a Bool).
TRANSPARENT = {
    "Binding",
    "State",
    "StateObject",
    "ObservedObject",
    "Bindable",
    "Published",
    "FocusState",
    "AppStorage",
    "SceneStorage",
    "Environment",
    "Query",
    "ScaledMetric",
    "GestureState",
}


class TypeSpec:
    """A type: ``named`` (``name`` with generic ``args``), ``optional`` / ``array`` / ``set`` (one arg),
    ``dict`` (key and value), ``function`` (``args`` the parameters, ``result``), ``tuple`` (``args``, with
    ``labels``), ``some`` (``some View``, ``any Model``: ``name`` the constraint) or ``unknown``."""

    __slots__ = ("kind", "name", "args", "result", "labels")

    def __init__(
        self,
        kind_name: str,
        name: str = "",
        args: Optional[List["TypeSpec"]] = None,
        result: Optional["TypeSpec"] = None,
        labels: Optional[List[Optional[str]]] = None,
    ) -> None:
        self.kind = kind_name
        self.name = name
        self.args = args or []
        self.result = result
        self.labels = labels or []

    @property
    def element(self) -> "TypeSpec":
        return self.args[0] if self.args else UNKNOWN

    @property
    def simple_name(self) -> str:
        return self.name.rsplit(".", 1)[-1]

    def is_view(self) -> bool:
        return (self.kind == "some" and self.name in ("View", "Shape", "InsettableShape")) or (
            self.kind == "named" and self.name in ("AnyView", "Content", "Label", "some View", "EmptyView")
        )

    def __repr__(self) -> str:
        if self.kind == "named":
            return self.name + (f"<{', '.join(map(repr, self.args))}>" if self.args else "")
        if self.kind == "optional":
            return f"{self.element!r}?"
        if self.kind == "array":
            return f"[{self.element!r}]"
        if self.kind == "set":
            return f"Set<{self.element!r}>"
        if self.kind == "dict":
            return f"[{self.args[0]!r}: {self.args[1]!r}]"
        if self.kind == "function":
            return f"({', '.join(map(repr, self.args))}) -> {self.result!r}"
        if self.kind == "tuple":
            return f"({', '.join(map(repr, self.args))})"
        if self.kind == "some":
            return f"some {self.name}"
        return "?"


UNKNOWN = TypeSpec("unknown")


def named(name: str, *args: TypeSpec) -> TypeSpec:
    return TypeSpec("named", name, list(args))


def type_spec(node: Any) -> TypeSpec:
    """The :class:`TypeSpec` a type node spells; ``unknown`` for one the reader does not model."""
    k = kind(node)
    if k == "identifierType" or k == "memberType":
        name = str(node.get("name", ""))
        if k == "memberType":
            base = type_spec(node.get("baseType"))
            if base.kind == "named" and base.name not in ("Swift", "SwiftUI", "Foundation"):
                name = f"{base.name}.{name}"
        clause = node.get("genericArgumentClause")
        args = [type_spec(a.get("argument")) for a in clause.get("arguments", [])] if isinstance(clause, dict) else []
        if name in ("Optional",) and args:
            return TypeSpec("optional", args=args[:1])
        if name in ("Array", "ArraySlice", "ContiguousArray") and args:
            return TypeSpec("array", args=args[:1])
        if name == "Set" and args:
            return TypeSpec("set", args=args[:1])
        if name == "Dictionary" and len(args) == 2:
            return TypeSpec("dict", args=args)
        if name in TRANSPARENT and args:
            return args[0]
        return TypeSpec("named", name, args)
    if k in ("optionalType", "implicitlyUnwrappedOptionalType"):
        return TypeSpec("optional", args=[type_spec(node.get("wrappedType"))])
    if k == "arrayType":
        return TypeSpec("array", args=[type_spec(node.get("element"))])
    if k == "dictionaryType":
        return TypeSpec("dict", args=[type_spec(node.get("key")), type_spec(node.get("value"))])
    if k == "functionType":
        params = [type_spec(p.get("type")) for p in node.get("parameters", [])]
        result = node.get("returnClause", {}).get("type")
        return TypeSpec("function", args=params, result=type_spec(result))
    if k == "tupleType":
        elements = node.get("elements", [])
        if len(elements) == 1 and "firstName" not in elements[0]:
            return type_spec(elements[0].get("type"))
        if not elements:
            return named("Void")
        return TypeSpec(
            "tuple",
            args=[type_spec(e.get("type")) for e in elements],
            labels=[str(e["firstName"]) if "firstName" in e else None for e in elements],
        )
    if k == "someOrAnyType":
        constraint = node.get("constraint")
        return TypeSpec("some", _constraint_name(constraint))
    if k == "attributedType":
        return type_spec(node.get("baseType"))
    if k == "compositionType":
        names = [_constraint_name(e.get("type")) for e in node.get("elements", [])]
        return TypeSpec("some", next((n for n in names if n), ""))
    if k == "metatypeType":
        return TypeSpec("named", "Metatype", [type_spec(node.get("baseType"))])
    return UNKNOWN


def _constraint_name(node: Any) -> str:
    k = kind(node)
    if k in ("identifierType", "memberType"):
        return str(node.get("name", ""))
    if k == "compositionType":
        for e in node.get("elements", []):
            name = _constraint_name(e.get("type"))
            if name:
                return name
    return ""


#: Swift and Foundation value types the sample policy knows (samples.py).
STRING_TYPES = {
    "String",
    "Substring",
    "LocalizedStringKey",
    "LocalizedStringResource",
    "AttributedString",
    "NSAttributedString",
    "Character",
    "StaticString",
}
INT_TYPES = {"Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"}
REAL_TYPES = {"Double", "Float", "CGFloat", "Float32", "Float64", "TimeInterval", "Decimal", "NSNumber"}
