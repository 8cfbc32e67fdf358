"""The declarations of Swift source files: types with their members, extensions, functions, global values and
previews, read from Swift's syntax tree (docs/SWIFT_SOURCE.md, "Reading a file as declarations").

Reading is lenient: a declaration the parser could not read is kept aside with its complaint and becomes an
error only if the view needs it; ``#if`` blocks among declarations are resolved for the platform being read
(:class:`BuildConfiguration`).
"""

from __future__ import annotations

from typing import Any, ClassVar, Dict, Iterator, List, Optional, Set, Tuple

from .parser import Node, SourceFile, kind

#: Property wrappers whose value the wrapper itself supplies (``@State var x = 0``: the default) — for the
#: others the reader asks the environment or the sample policy (samples.py).
TYPE_KINDS = {
    "structDecl": "struct",
    "classDecl": "class",
    "enumDecl": "enum",
    "actorDecl": "actor",
    "protocolDecl": "protocol",
}


class BuildConfiguration:
    """What ``#if`` conditions test: the platform being read, ``DEBUG`` (set, as in Xcode's debug builds that
    previews use), ``canImport`` of Apple's frameworks on that platform, Swift ≥ 5.10 and the simulator."""

    #: Frameworks ``canImport`` finds, by platform (Apple's SDKs).
    FRAMEWORKS: ClassVar[Dict[str, Set[str]]] = {
        "iOS": {
            "SwiftUI",
            "UIKit",
            "Foundation",
            "Combine",
            "SwiftData",
            "Observation",
            "MapKit",
            "Charts",
            "WidgetKit",
            "ActivityKit",
            "StoreKit",
            "AVKit",
            "PhotosUI",
            "CoreData",
            "CoreLocation",
        },
        "macOS": {
            "SwiftUI",
            "AppKit",
            "Foundation",
            "Combine",
            "SwiftData",
            "Observation",
            "MapKit",
            "Charts",
            "WidgetKit",
            "StoreKit",
            "AVKit",
            "PhotosUI",
            "CoreData",
            "CoreLocation",
        },
    }

    def __init__(self, platform: str = "iOS", flags: Tuple[str, ...] = ("DEBUG",)) -> None:
        self.platform = "macOS" if platform.lower().startswith("macos") else "iOS"
        self.flags = set(flags)

    def evaluate(self, condition: Any, file: SourceFile) -> bool:
        """An ``#if`` condition's value; an unknown test is false (the ``#else`` branch is read)."""
        k = kind(condition)
        if k == "declReferenceExpr":
            return str(condition["baseName"]) in self.flags
        if k == "booleanLiteralExpr":
            return bool(condition["literal"] == "true")
        if k == "prefixOperatorExpr" and condition.get("operator") == "!":
            return not self.evaluate(condition.get("expression"), file)
        if k == "infixOperatorExpr":
            op = (condition.get("operator") or {}).get("operator")
            left, right = condition.get("leftOperand"), condition.get("rightOperand")
            if op == "&&":
                return self.evaluate(left, file) and self.evaluate(right, file)
            if op == "||":
                return self.evaluate(left, file) or self.evaluate(right, file)
            return False
        if k == "tupleExpr" and len(condition.get("elements", [])) == 1:
            return self.evaluate(condition["elements"][0].get("expression"), file)
        if k == "functionCallExpr":
            callee = condition.get("calledExpression")
            name = callee.get("baseName", "") if kind(callee) == "declReferenceExpr" else ""
            args = [a["expression"] for a in condition.get("arguments", []) if "expression" in a]
            text = file.slice(args[0]) if args else ""
            if name == "os":
                return text == self.platform or (text == "visionOS" and False)
            if name == "canImport":
                return text in self.FRAMEWORKS[self.platform]
            if name == "targetEnvironment":
                return text == "simulator"
            if name in ("swift", "compiler"):
                return text.startswith(">=") and _version(text[2:]) <= (6, 2)
            if name == "arch":
                return text in ("arm64",)
            if name == "hasFeature" or name == "hasAttribute":
                return False
        return False

    def active(self, if_config: Node, file: SourceFile) -> Any:
        """The elements of the active clause of an ``#if`` (None when no clause is active)."""
        for clause in if_config.get("clauses", []):
            keyword = clause.get("poundKeyword")
            if keyword == "#else" or self.evaluate(clause.get("condition"), file):
                return clause.get("elements")
        return None


def _version(text: str) -> Tuple[int, ...]:
    try:
        return tuple(int(p) for p in text.strip().split("."))
    except ValueError:
        return (99,)


# ----------------------------------------------------------------------------------------------------


class Decl:
    """A declaration in a file."""

    def __init__(self, file: SourceFile, node: Node, name: str, parent: Optional["TypeDecl"]) -> None:
        self.file = file
        self.node = node
        self.name = name
        self.parent = parent

    @property
    def qualname(self) -> str:
        return f"{self.parent.qualname}.{self.name}" if self.parent is not None else self.name

    def where(self) -> str:
        return self.file.where(self.node)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.qualname} at {self.where()}>"


def _modifiers(node: Node) -> List[str]:
    return [m.get("name", "") for m in node.get("modifiers", []) if isinstance(m, dict)]


def attribute_name(attribute: Node) -> str:
    """``@State`` → "State", ``@Environment(\\.x)`` → "Environment", ``@SwiftUI.State`` → "State"."""
    name = attribute.get("attributeName")
    while kind(name) == "memberType":
        return str(name.get("name", ""))
    if kind(name) == "identifierType":
        return str(name.get("name", ""))
    return ""


class Attribute:
    """A property wrapper or other attribute on a declaration: its name and argument nodes."""

    def __init__(self, node: Node) -> None:
        self.node = node
        self.name = attribute_name(node)
        args = node.get("arguments")
        self.arguments: List[Node] = args if isinstance(args, list) else []


class VarDecl(Decl):
    """One binding of a ``let``/``var``: stored (with an optional default) or computed (``accessors``)."""

    def __init__(self, file: SourceFile, node: Node, binding: Node, parent: Optional["TypeDecl"]) -> None:
        pattern = binding.get("pattern", {})
        name = str(pattern.get("identifier", "")) if kind(pattern) == "identifierPattern" else ""
        super().__init__(file, node, name, parent)
        self.binding = binding
        self.pattern = pattern
        self.is_let = node.get("bindingSpecifier") == "let"
        self.is_static = any(m in ("static", "class") for m in _modifiers(node))
        #: `private`/`fileprivate`: seen only from its own file.
        self.is_private = any(m in ("private", "fileprivate") for m in _modifiers(node))
        self.attributes = [Attribute(a) for a in node.get("attributes", []) if kind(a) == "attribute"]
        annotation = binding.get("typeAnnotation")
        self.type: Optional[Node] = annotation.get("type") if isinstance(annotation, dict) else None
        initializer = binding.get("initializer")
        self.default: Optional[Node] = initializer.get("value") if isinstance(initializer, dict) else None
        block = binding.get("accessorBlock")
        self.accessors: Optional[Node] = block if isinstance(block, dict) else None
        self.computed = self.accessors is not None and _is_computed(self.accessors)

    @property
    def wrapper(self) -> Optional[Attribute]:
        """The property wrapper (the first attribute whose name starts with a capital letter)."""
        for a in self.attributes:
            if a.name[:1].isupper() and a.name not in (
                "MainActor",
                "Sendable",
                "ViewBuilder",
                "Published",
                "ObservationIgnored",
                "Transient",
                "Attribute",
                "objc",
                "available",
                "discardableResult",
                "inlinable",
                "usableFromInline",
            ):
                return a
        return None

    def has_attribute(self, name: str) -> bool:
        return any(a.name == name for a in self.attributes)


def _is_computed(block: Node) -> bool:
    """A ``{ … }`` after a property: computed unless it holds only ``willSet``/``didSet`` observers."""
    accessors = block.get("accessors")
    if isinstance(accessors, list) and accessors and all(kind(a) == "accessorDecl" for a in accessors):
        return any(a.get("accessorSpecifier") in ("get", "_read", "unsafeAddress") for a in accessors)
    return True


class Parameter:
    """A function parameter: ``label name: Type = default`` (``label`` "_" when unlabelled)."""

    def __init__(self, node: Node) -> None:
        self.node = node
        first = str(node.get("firstName", "_"))
        second = node.get("secondName")
        self.label = first
        self.name = str(second) if second is not None else first
        self.type: Optional[Node] = node.get("type")
        default = node.get("defaultValue")
        self.default: Optional[Node] = default.get("value") if isinstance(default, dict) else None
        self.variadic = "ellipsis" in node
        self.attributes = [attribute_name(a) for a in node.get("attributes", []) if kind(a) == "attribute"]
        base = self.type
        while kind(base) == "attributedType":
            self.attributes += [attribute_name(a) for a in base.get("attributes", []) if kind(a) == "attribute"]
            base = base.get("baseType")
        self.base_type = base


class FuncDecl(Decl):
    """A function, method or ``init`` (name "init")."""

    def __init__(self, file: SourceFile, node: Node, parent: Optional["TypeDecl"]) -> None:
        name = "init" if kind(node) == "initializerDecl" else str(node.get("name", ""))
        super().__init__(file, node, name, parent)
        signature = node.get("signature", {})
        clause = signature.get("parameterClause", {})
        self.params = [Parameter(p) for p in clause.get("parameters", []) if kind(p) == "functionParameter"]
        returns = signature.get("returnClause")
        self.returns: Optional[Node] = returns.get("type") if isinstance(returns, dict) else None
        self.body: Optional[Node] = node.get("body")
        self.is_static = any(m in ("static", "class") for m in _modifiers(node))
        #: `private`/`fileprivate`: seen only from its own file.
        self.is_private = any(m in ("private", "fileprivate") for m in _modifiers(node))
        self.attributes = [attribute_name(a) for a in node.get("attributes", []) if kind(a) == "attribute"]
        self.failable = "optionalMark" in node

    @property
    def labels(self) -> List[str]:
        return [p.label for p in self.params]

    @property
    def builds_views(self) -> bool:
        """A ``@ViewBuilder`` function, or one returning ``some View`` (an implicit builder when its body has
        several statements, as SwiftUI's body does)."""
        if "ViewBuilder" in self.attributes:
            return True
        returns: Any = self.returns
        return kind(returns) == "someOrAnyType" and "View" in str(returns.get("constraint", {}).get("name", ""))


class CaseDecl(Decl):
    """An enum case: its associated value labels and types, and its raw value."""

    def __init__(self, file: SourceFile, node: Node, element: Node, parent: "TypeDecl") -> None:
        super().__init__(file, element, str(element.get("name", "")), parent)
        clause = element.get("parameterClause")
        self.params: List[Tuple[Optional[str], Optional[Node], Optional[Node]]] = []
        if isinstance(clause, dict):
            for p in clause.get("parameters", []):
                label = p.get("firstName")
                default = p.get("defaultValue")
                self.params.append(
                    (
                        str(label) if label is not None and label != "_" else None,
                        p.get("type"),
                        default.get("value") if isinstance(default, dict) else None,
                    )
                )
        raw = element.get("rawValue")
        self.raw: Optional[Node] = raw.get("value") if isinstance(raw, dict) else None


class TypeDecl(Decl):
    """A struct, class, enum, actor or protocol, with the members of its extensions merged in."""

    def __init__(self, file: SourceFile, node: Node, parent: Optional["TypeDecl"], kind_name: str) -> None:
        super().__init__(file, node, str(node.get("name", "")), parent)
        self.kind = kind_name
        clause = node.get("genericParameterClause")
        self.generics = (
            [str(p.get("name", "")) for p in clause.get("parameters", [])] if isinstance(clause, dict) else []
        )
        self.inherits: List[str] = []
        self.stored: List[VarDecl] = []
        self.members: Dict[str, List[Decl]] = {}
        self.statics: Dict[str, List[Decl]] = {}
        self.inits: List[FuncDecl] = []
        self.cases: Dict[str, CaseDecl] = {}
        self.nested: Dict[str, TypeDecl] = {}
        self.aliases: Dict[str, Tuple[SourceFile, Node]] = {}
        self.skipped: List[Tuple[SourceFile, Node, str]] = []
        self.add_inherits(node)

    def add_inherits(self, node: Node) -> None:
        clause = node.get("inheritanceClause")
        if isinstance(clause, dict):
            for t in clause.get("inheritedTypes", []):
                name = type_name(t.get("type"))
                if name:
                    self.inherits.append(name)

    def conforms(self, *names: str) -> bool:
        return any(n in self.inherits for n in names)

    @property
    def is_view(self) -> bool:
        """A ``View``: declared so (here or in an extension), or a struct whose ``body`` is a computed
        ``some View`` (a view whose conformance is declared in another module's extension)."""
        if self.conforms("View"):
            return True
        if self.kind != "struct" or self.conforms(
            "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Shape", "Layout"
        ):
            return False
        return any(
            isinstance(d, VarDecl) and d.computed and kind(d.type) == "someOrAnyType"
            for d in self.members.get("body", [])
        )

    def member(self, name: str) -> List[Decl]:
        return self.members.get(name, [])

    def static(self, name: str) -> List[Decl]:
        return self.statics.get(name, [])

    def __repr__(self) -> str:
        return f"<{self.kind} {self.qualname} at {self.where()}>"


def type_name(node: Any) -> str:
    """The name a type node spells: ``Foo``, ``Foo.Bar``, ``Foo<Int>`` → "Foo"; "" for others."""
    k = kind(node)
    if k == "identifierType":
        return str(node.get("name", ""))
    if k == "memberType":
        base = type_name(node.get("baseType"))
        return f"{base}.{node.get('name', '')}" if base else str(node.get("name", ""))
    if k == "attributedType":
        return type_name(node.get("baseType"))
    return ""


class Preview:
    """A preview: ``#Preview("name") { … }`` or a ``PreviewProvider``'s ``previews``."""

    def __init__(
        self, file: SourceFile, node: Node, name: str, body: Optional[Node], provider: Optional[TypeDecl]
    ) -> None:
        self.file = file
        self.node = node
        self.name = name
        self.body = body
        self.provider = provider

    def where(self) -> str:
        return self.file.where(self.node)


class Declarations:
    """Everything declared in a set of parsed files, by name."""

    def __init__(self, config: BuildConfiguration) -> None:
        self.config = config
        self.types: Dict[str, List[TypeDecl]] = {}
        self.extensions: Dict[str, List[TypeDecl]] = {}
        self.functions: Dict[str, List[FuncDecl]] = {}
        self.values: Dict[str, List[VarDecl]] = {}
        self.aliases: Dict[str, List[Tuple[SourceFile, Node]]] = {}
        self.previews: List[Preview] = []
        #: Top-level statements that are not declarations (a source that is one view expression).
        self.expressions: List[Tuple[SourceFile, Node]] = []
        #: Declarations the parser could not read: (file, node, complaint).
        self.skipped: List[Tuple[SourceFile, Node, str]] = []
        self.files: List[SourceFile] = []

    # -- reading a file ----------------------------------------------------------------------------------
    def add_file(self, file: SourceFile) -> None:
        self.files.append(file)
        for item in self.items(file, file.tree.get("statements", [])):
            try:
                self.top_level(file, item)
            except (LookupError, AttributeError, TypeError, ValueError) as error:
                # A declaration too broken to index (the parser recovered with missing parts): skipped.
                self.skipped.append((file, item, f"{file.where(item)}: cannot be read ({type(error).__name__})"))
        # Fold extensions into the types they extend, now and whenever either arrives.
        for name, extensions in self.extensions.items():
            last = name.rpartition(".")[2]
            for t in self.types.get(last, []):
                # `extension Outer.Inner` extends the nested type whose qualified name ends so.
                if last != name and t.qualname != name and not t.qualname.endswith("." + name):
                    continue
                for e in extensions:
                    if e not in getattr(t, "_merged", ()):
                        self.merge(t, e)

    def items(self, file: SourceFile, items: List[Any]) -> Iterator[Node]:
        """The declarations of a statement or member list, with ``#if`` resolved."""
        for item in items:
            node = (
                item.get("item")
                if kind(item) == "codeBlockItem"
                else item.get("decl")
                if kind(item) == "memberBlockItem"
                else item
            )
            if kind(node) == "ifConfigDecl":
                active = self.config.active(node, file)
                if isinstance(active, list):
                    yield from self.items(file, active)
                continue
            if isinstance(node, dict):
                yield node

    def complaint(self, file: SourceFile, node: Node) -> Optional[str]:
        errors = file.errors_in(node)
        if not errors:
            return None
        start, _, what = errors[0]
        line, column = file.position(start)
        return f"{file.path}:{line}:{column}: {what}"

    def top_level(self, file: SourceFile, node: Node) -> None:
        k = kind(node)
        if k in TYPE_KINDS or k == "extensionDecl":
            complaint = self.complaint(file, node)
            decl = self.type_decl(file, node, None)
            if complaint is not None:
                decl.skipped.append((file, node, complaint))
            if k == "extensionDecl":
                self.extensions.setdefault(decl.name, []).append(decl)
            else:
                self.types.setdefault(decl.name, []).append(decl)
            return
        complaint = self.complaint(file, node)
        if k == "functionDecl":
            if complaint is None:
                self.functions.setdefault(str(node.get("name", "")), []).append(FuncDecl(file, node, None))
            else:
                self.skipped.append((file, node, complaint))
        elif k == "variableDecl":
            for binding in node.get("bindings", []):
                var = VarDecl(file, node, binding, None)
                if var.name:
                    self.values.setdefault(var.name, []).append(var)
            if complaint is not None:
                self.skipped.append((file, node, complaint))
        elif k == "typeAliasDecl":
            self.aliases.setdefault(str(node.get("name", "")), []).append((file, node))
        elif k in ("macroExpansionDecl", "macroExpansionExpr") and node.get("macroName") == "Preview":
            self.previews.append(Preview(file, node, preview_name(node, self.previews_in(file)), node, None))
        elif k in ("importDecl", "operatorDecl", "precedenceGroupDecl", "macroDecl"):
            pass
        elif k.endswith("Decl"):
            self.skipped.append((file, node, f"{file.where(node)}: {k[:-4]} declarations are not read"))
        else:
            self.expressions.append((file, node))

    def previews_in(self, file: SourceFile) -> int:
        return sum(1 for p in self.previews if p.file is file and p.provider is None)

    def type_decl(self, file: SourceFile, node: Node, parent: Optional[TypeDecl]) -> TypeDecl:
        k = kind(node)
        if k == "extensionDecl":
            decl = TypeDecl(file, node, parent, "extension")
            decl.name = type_name(node.get("extendedType")) or "?"
        else:
            decl = TypeDecl(file, node, parent, TYPE_KINDS[k])
        block = node.get("memberBlock", {})
        for member in self.items(file, block.get("members", [])):
            self.member(decl, file, member)
        if (decl.kind == "struct" and decl.conforms("PreviewProvider")) or (
            decl.kind == "extension" and "previews" in decl.statics and decl.name.endswith("_Previews")
        ):
            self.previews.append(Preview(file, node, decl.name, None, decl))
        return decl

    def member(self, decl: TypeDecl, file: SourceFile, node: Node) -> None:
        k = kind(node)
        complaint = self.complaint(file, node)
        if complaint is not None and k not in TYPE_KINDS:
            decl.skipped.append((file, node, complaint))
            return
        if k in TYPE_KINDS:
            nested = self.type_decl(file, node, decl)
            decl.nested[nested.name] = nested
            self.types.setdefault(nested.name, []).append(nested)
        elif k == "extensionDecl":
            self.top_level(file, node)
        elif k == "variableDecl":
            for binding in node.get("bindings", []):
                var = VarDecl(file, node, binding, decl)
                if not var.name:
                    continue
                table = decl.statics if var.is_static else decl.members
                table.setdefault(var.name, []).append(var)
                if not var.is_static and not var.computed:
                    decl.stored.append(var)
        elif k == "functionDecl":
            fn = FuncDecl(file, node, decl)
            (decl.statics if fn.is_static else decl.members).setdefault(fn.name, []).append(fn)
        elif k == "initializerDecl":
            decl.inits.append(FuncDecl(file, node, decl))
        elif k == "enumCaseDecl":
            for element in node.get("elements", []):
                case = CaseDecl(file, node, element, decl)
                decl.cases[case.name] = case
        elif k == "typeAliasDecl":
            value = node.get("initializer", {}).get("value")
            if value is not None:
                decl.aliases[str(node.get("name", ""))] = (file, value)
        elif k in ("macroExpansionDecl",) and node.get("macroName") == "Preview":
            self.previews.append(Preview(file, node, preview_name(node, self.previews_in(file)), node, None))

    def merge(self, target: TypeDecl, extension: TypeDecl) -> None:
        """An extension's members, nested types and conformances join the type it extends."""
        merged = getattr(target, "_merged", [])
        merged.append(extension)
        target._merged = merged  # type: ignore[attr-defined]
        for name, decls in extension.members.items():
            target.members.setdefault(name, []).extend(decls)
        for name, decls in extension.statics.items():
            target.statics.setdefault(name, []).extend(decls)
        target.inits.extend(extension.inits)
        target.nested.update({k: v for k, v in extension.nested.items() if k not in target.nested})
        target.aliases.update({k: v for k, v in extension.aliases.items() if k not in target.aliases})
        target.inherits.extend(i for i in extension.inherits if i not in target.inherits)


def preview_name(node: Node, index: int) -> str:
    """A ``#Preview``'s name: its title string, else "Preview" and its place among the file's previews."""
    for argument in node.get("arguments", []):
        if "label" not in argument and kind(argument.get("expression")) == "stringLiteralExpr":
            segments = argument["expression"].get("segments", [])
            if all(kind(s) == "stringSegment" for s in segments):
                return "".join(str(s.get("content", "")) for s in segments)
    return f"Preview {index + 1}"
