"""The interpreter: Swift's structure as SwiftUI views use it, evaluated over Swift's own syntax tree
(docs/SWIFT_SOURCE.md).

It runs the part of Swift a view is written in — structs, classes and enums with their initialisers,
computed properties, methods and extensions; ``let``/``var``; ``if``/``guard``/``switch``/``for``; closures;
optionals; operators with Swift's precedence — and builds the Python API's view tree. Where the source
cannot give a value (app data, another module's function) it uses a sample (samples.py); where it cannot
read a construct it lays out a placeholder and notes why, unless ``strict`` asks for an error.
"""

from __future__ import annotations

import math
import re
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Tuple

from ..base import COLOR_NAMES
from ..views.view import ModifiedContent, modifier_chain
from ..errors import InvalidArgumentError, SwiftSourceError
from ..modifiers.navigation import ToolbarItem, ToolbarItemGroup
from ..registry import snake
from ..views import Color, Placeholder, Shape, Text, View, VStack
from ..views.containers import Table, TableColumn
from ..views.controls import AsyncImage, ContentUnavailableView
from ..views.grouping import EmptyView, Group, OutlineGroup
from .declarations import CaseDecl, Decl, FuncDecl, Parameter, TypeDecl, VarDecl
from .notes import Notes
from .parser import Node, SourceFile, kind, walk
from .program import Program
from .samples import SamplePolicy, words
from .swiftui import (
    IGNORED_MODIFIERS,
    LAYOUTS,
    MODIFIERS,
    VIEWS,
    _LAYOUT_TYPES,
    _SPECIAL,
    _TYPES_WITH_MEMBERS,
    _VALUE_CALLS,
    PlaceholderSizes,
    SwiftUIBuilder,
    _is_name,
)
from .types import INT_TYPES, REAL_TYPES, STRING_TYPES, UNKNOWN, TypeSpec, named, type_spec
from .values import (
    NO_OP,
    Args,
    Builtin,
    Closure,
    Deferred,
    EnumValue,
    FontValue,
    Function,
    Instance,
    KeyPath,
    Member,
    MetaType,
    NoOp,
    Record,
    StandIn,
    SwiftRange,
    TypeValue,
    Views,
    case_of,
    describe,
    is_number,
)
import contextlib

#: How deep views built by user structs may nest (a struct whose body uses itself never ends).
MAX_VIEW_DEPTH = 64
#: How deep calls may nest.
MAX_CALL_DEPTH = 150
#: How deep sample data nests (model → rows → a row's fields → …): below this an optional is absent and a
#: collection empty, so a recursive model (a tree whose nodes hold children) is a small finite tree.
MAX_SAMPLE_DEPTH = 4


class Budget:
    """What one read may build: evaluation steps, elements and characters, so that no source runs for hours
    or fills memory (docs/ERRORS.md). Exceeding one is a :class:`SwiftSourceError` naming the construct."""

    def __init__(
        self, steps: int = 1_000_000, elements: int = 2_000_000, characters: int = 8_000_000, views: int = 200_000
    ) -> None:
        self.steps = steps
        self.elements = elements
        self.characters = characters
        self.views = views


class ControlFlow(Exception):
    """``return``, ``break``, ``continue``, ``fallthrough``: unwinds to the statement that handles it."""


class Return(ControlFlow):
    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value


class Break(ControlFlow):
    pass


class Continue(ControlFlow):
    pass


class Fallthrough(ControlFlow):
    pass


class NilChain(Exception):
    """An optional chain (``a?.b``) met nil: the whole chain is nil."""


class Unreadable(SwiftSourceError):
    """A construct the reader cannot evaluate. Lenient reading catches it where a placeholder or a sample
    can stand in; strict reading lets it out."""


class BudgetExceeded(SwiftSourceError):
    """A read that would build more than its budget: never caught by lenient reading."""


class Scope:
    """Names bound by a block, a function's parameters or a closure's; ``self_value`` is ``self`` where the
    scope is a method's, ``type_decl`` the type whose members and nested types are in scope."""

    __slots__ = ("names", "parent", "self_value", "type_decl", "file")

    def __init__(
        self,
        file: SourceFile,
        parent: Optional["Scope"] = None,
        self_value: Any = None,
        type_decl: Optional[TypeDecl] = None,
        names: Optional[Dict[str, Any]] = None,
    ) -> None:
        self.names: Dict[str, Any] = names if names is not None else {}
        self.parent = parent
        self.self_value = self_value
        self.type_decl: Optional[TypeDecl] = (
            type_decl if type_decl is not None else (parent.type_decl if parent is not None else None)
        )
        self.file = file

    def child(self, **names: Any) -> "Scope":
        return Scope(self.file, self, names=dict(names))


class Lazy:
    """A stored value computed when first read (a global or static ``let``, a ``lazy var``)."""

    __slots__ = ("compute", "state", "value")

    def __init__(self, compute: Callable[[], Any]) -> None:
        self.compute = compute
        self.state = 0
        self.value: Any = None


class Environment:
    """SwiftUI's environment as the body of a view reads it (``@Environment(\\.key)``): the values the layout
    will use (device, Dynamic Type, layout direction…) and those that modifiers above the view set."""

    def __init__(self, values: Dict[str, Any]) -> None:
        self.values = values


class Interpreter(SwiftUIBuilder):
    def __init__(
        self,
        program: Program,
        *,
        strict: bool = False,
        samples: Optional[SamplePolicy] = None,
        placeholders: PlaceholderSizes = None,
        images: Optional[Mapping[str, Tuple[float, float]]] = None,
        environment: Optional[Dict[str, Any]] = None,
        budget: Optional[Budget] = None,
    ) -> None:
        self.program = program
        self.strict = strict
        self.samples = samples or SamplePolicy()
        self.placeholders = placeholders
        self.images = dict(images or {})
        self.notes = Notes()
        self.budget = budget or Budget()
        self.steps = 0
        self.elements = 0
        self.view_depth = 0
        self.call_depth = 0
        #: The rows a `Table(…) { columns } rows: { … }` closure's `TableRow(value)`s give, while it is read.
        self.table_rows: Optional[List[Any]] = None
        #: SwiftUI environment values, innermost last (modifiers above the view being built push them).
        self.env: List[Dict[str, Any]] = [dict(environment or {})]
        self.statics: Dict[Tuple[int, str], Any] = {}
        self.globals: Dict[int, Any] = {}
        self.file_scopes: Dict[str, Scope] = {}
        self.ids: Dict[str, Dict[Tuple[int, int], Tuple[str, bool]]] = {}
        #: The markdown sources of interpolated string literals just evaluated (`e_string`, for Text).
        self.markdown_literals: Dict[int, str] = {}
        self.handled: set = set()
        #: The node being evaluated and its file (for errors raised outside the evaluator's own checks).
        self.current: Tuple[Optional[SourceFile], Optional[Node]] = (None, None)
        self.placeholder_count = 0
        #: Whether the condition just evaluated read a sample value (a loop on one ends after `rows` rounds).
        self.sampled_condition = False
        #: The declared types being made, innermost last (their generic parameters name sample views).
        self.making: List[TypeDecl] = []

    # ================================================================================================
    # errors, notes, leniency
    # ================================================================================================
    def file_of(self, scope: Optional[Scope]) -> SourceFile:
        if scope is not None:
            return scope.file
        file = self.current[0]
        assert file is not None
        return file

    def error(self, node: Optional[Node], message: str, file: Optional[SourceFile] = None) -> SwiftSourceError:
        file = file or self.current[0]
        if file is None or node is None:
            return Unreadable(message, file=file.path if file is not None else None)
        line, column = file.position(node["r"][0])
        return Unreadable(message, line, column, file=file.path)

    def where(self, node: Optional[Node], file: Optional[SourceFile] = None) -> str:
        file = file or self.current[0]
        if file is None:
            return "<source>"
        return file.where(node)

    def note(self, kind_name: str, node: Optional[Node], message: str, file: Optional[SourceFile] = None) -> None:
        self.notes.add(kind_name, self.where(node, file), message)

    def refuse(self, node: Optional[Node], message: str, argument: bool = False) -> None:
        """A SwiftUI argument the reader leaves out: an error with ``strict``, else a note."""
        if self.strict:
            raise self.error(node, message)
        self.note("unread", node, message + " (left out)")

    def refuse_error(self, error: SwiftSourceError, node: Optional[Node]) -> None:
        if self.strict or isinstance(error, BudgetExceeded):
            raise error
        self.notes.add("unread", self.where(node), error.reason + " (left out)")

    def is_closure_argument(self, raw: Any) -> bool:
        return (isinstance(raw, Deferred) and kind(raw.node) == "closureExpr") or isinstance(raw, Closure)

    def step(self, node: Node) -> None:
        self.steps += 1
        if self.steps > self.budget.steps:
            raise BudgetExceeded(
                f"the source takes more than {self.budget.steps:,} evaluation steps to read "
                f"(at {self.where(node)}): a loop or recursion too large to lay out",
                *self.current[0].position(node["r"][0]) if self.current[0] else (0, 0),
                file=self.current[0].path if self.current[0] else None,
            )

    def count_elements(self, n: int, node: Optional[Node]) -> None:
        self.elements += n
        if n > self.budget.elements or self.elements > self.budget.elements:
            raise self.budget_error(node, f"more than {self.budget.elements:,} elements")

    def check_string(self, text: str, node: Optional[Node]) -> str:
        self.check_string_length(len(text), node)
        return text

    def check_string_length(self, length: int, node: Optional[Node]) -> None:
        """Refuses a string of more than the budget's characters, before it is made."""
        if length > self.budget.characters:
            raise self.budget_error(node, f"a string of more than {self.budget.characters:,} characters")

    def budget_error(self, node: Optional[Node], what: str) -> BudgetExceeded:
        file = self.current[0]
        if file is None or node is None:
            return BudgetExceeded(f"the source builds {what}")
        line, column = file.position(node["r"][0])
        return BudgetExceeded(f"the source builds {what} here", line, column, file=file.path)

    def sample_view(self, name: str, node: Optional[Node], reason: str) -> View:
        """A view the app would pass in (a container's content, a label given by the caller): a fixed-size
        placeholder, ``SAMPLE_VIEW`` (assumed: a list row's height), noted."""
        if self.placeholder_size(name) is not None or self.placeholder_size("*") is not None:
            return self.placeholder_view(name, node, reason)
        self.note("placeholder", node, f"{name}: {reason}")
        self.placeholder_count += 1
        w, h = SAMPLE_VIEW
        return Placeholder(
            _placeholder_name(name), min_width=w, ideal_width=w, max_width=w, min_height=h, ideal_height=h, max_height=h
        )

    def placeholder_view(self, name: str, node: Optional[Node], reason: str) -> View:
        """A view the reader cannot build, laid out as a placeholder (with ``reason`` noted)."""
        self.note("placeholder", node, f"{name}: {reason}")
        self.placeholder_count += 1
        size = self.placeholder_size(name)
        if size is None:
            size = self.placeholder_size("*")
        if size is not None:
            w, h = size
            return Placeholder(
                _placeholder_name(name),
                min_width=w,
                ideal_width=w,
                max_width=w,
                min_height=h,
                ideal_height=h,
                max_height=h,
            )
        # Unknown size: as flexible as a Color, 100 x 100 when proposed nothing (assumed).
        return Placeholder(
            _placeholder_name(name),
            ideal_width=DEFAULT_PLACEHOLDER[0],
            ideal_height=DEFAULT_PLACEHOLDER[1],
            max_width=math.inf,
            max_height=math.inf,
        )

    def placeholder_size(self, name: str) -> Optional[Tuple[float, float]]:
        p = self.placeholders
        if p is None:
            return None
        if isinstance(p, Mapping):
            size = p.get(name, p.get("*"))
            return None if size is None else (float(size[0]), float(size[1]))
        return (float(p[0]), float(p[1]))

    def lenient(
        self,
        node: Node,
        scope: Scope,
        what: str,
        compute: Callable[[], Any],
        fallback: Callable[[SwiftSourceError], Any],
    ) -> Any:
        """``compute()``, or with lenient reading ``fallback(error)`` when it cannot be read."""
        try:
            return compute()
        except (ControlFlow, NilChain, BudgetExceeded):
            raise
        except SwiftSourceError as error:
            if self.strict:
                raise
            return fallback(error)
        except RecursionError:
            raise self.budget_error(node, "views nested too deeply to read") from None
        except (ArithmeticError, ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            wrapped = self.error(node, f"cannot compute {what}: {type(error).__name__}: {error}", scope.file)
            if self.strict:
                raise wrapped from None
            return fallback(wrapped)

    # ================================================================================================
    # entry points
    # ================================================================================================
    def file_scope(self, file: SourceFile) -> Scope:
        scope = self.file_scopes.get(file.path)
        if scope is None:
            scope = Scope(file)
            self.file_scopes[file.path] = scope
            self.collect_ids(file)
        return scope

    def view_of_type(self, decl: TypeDecl) -> View:
        """The view a ``struct Name: View`` is when made with sample values for what it needs."""
        self.current = (decl.file, decl.node)
        self.file_scope(decl.file)
        return self.root(
            self.instantiate(
                decl, Args([], [], decl.node, decl.file), decl.node, self.file_scope(decl.file), root=True
            ),
            decl.node,
            decl.name,
        )

    def view_of_preview(self, body: Node, file: SourceFile, provider: Optional[TypeDecl]) -> View:
        """A preview's view: ``#Preview { … }``'s closure or a PreviewProvider's ``previews``."""
        scope = self.file_scope(file)
        self.current = (file, body)
        if provider is not None:
            decls = provider.static("previews")
            if not decls or not isinstance(decls[0], VarDecl):
                raise self.error(provider.node, f"{provider.name} has no `static var previews`", file)
            value = self.static_var(TypeValue(provider.name, provider), decls[0], body)
            return self.root(value, provider.node, provider.name)
        closure = body.get("trailingClosure")
        if closure is None:
            for argument in body.get("arguments", []):
                if kind(argument.get("expression")) == "closureExpr":
                    closure = argument["expression"]
        if closure is None:
            raise self.error(body, "#Preview has no closure", file)
        views = self.run_block(closure.get("statements", []), scope.child(), builder=True)
        return self.root(views, body, "#Preview")

    def check_syntax(self, file: SourceFile, node: Node, what: str) -> None:
        """A construct the view needs that Swift's parser could not read: an error (the reader does not
        guess at broken code)."""
        errors = file.errors_in(node)
        if errors:
            start, _, complaint = errors[0]
            line, column = file.position(start)
            raise SwiftSourceError(f"syntax error in {what}: {complaint}", line, column, file=file.path)

    def view_of_expression(self, node: Node, file: SourceFile) -> View:
        scope = self.file_scope(file)
        self.current = (file, node)
        self.check_syntax(file, node, "the view expression")
        if kind(node) in ("macroExpansionExpr", "macroExpansionDecl"):
            return self.view_of_preview(node, file, None)
        views = self.run_block([{"k": "codeBlockItem", "r": node["r"], "item": node}], scope.child(), builder=True)
        return self.root(views, node, "the top-level expression")

    def root(self, value: Any, node: Node, what: str) -> View:
        """The view a read lays out: several views at the top are stacked as SwiftUI stacks a root's
        ``TupleView`` (vertically, like a ``VStack``)."""
        views = self.real_views(self.to_views(value, node, what), node)
        if not views:
            if self.strict:
                raise self.error(node, f"{what} makes no view")
            # Nothing to show (an empty ForEach over the sample rows, an `if` that is false): SwiftUI draws
            # nothing either.
            self.note("sample", node, f"{what} shows nothing with these values")
            return EmptyView()
        if len(views) == 1:
            only = views[0]
            if isinstance(only, Group) and len(only.children) > 1 and not _has_modifier(only):
                return VStack(*only.children)
            return only
        return VStack(*views)

    # ================================================================================================
    # the id convention (a comment names the view that ends before it on its line)
    # ================================================================================================
    def collect_ids(self, file: SourceFile) -> None:
        ids: Dict[Tuple[int, int], Tuple[str, bool]] = {}
        self.ids[file.path] = ids
        candidates: List[Tuple[int, int, str, bool]] = []
        for start, end in file.comments:
            text = file.data[start:end].decode("utf-8", "replace")
            body = text[2:-2] if text.startswith("/*") else text[2:]
            parts = body.strip().split(None, 1)
            if not parts or not _is_name(parts[0]) or (len(parts) > 1 and not parts[1].startswith("(")):
                continue
            candidates.append((start, end, parts[0], len(parts) > 1 and parts[1].startswith("(the ")))
        if not candidates:
            return
        starts = file.line_starts()
        ends: Dict[int, List[Node]] = {}
        for node in walk(file.tree):
            k = node["k"]
            if (k.endswith("Expr") and k not in ("declReferenceExpr",)) or k == "declReferenceExpr":
                line = _line_of(starts, node["r"][1])
                ends.setdefault(line, []).append(node)
        for start, _end, name, inner in candidates:
            line = _line_of(starts, start)
            best: Optional[Node] = None
            for n in ends.get(line, []):
                if n["r"][1] <= start and (
                    best is None or n["r"][1] > best["r"][1] or (n["r"][1] == best["r"][1] and n["r"][0] < best["r"][0])
                ):
                    best = n
            if best is not None:
                ids[(best["r"][0], best["r"][1])] = (name, inner)

    def apply_id(self, value: Any, template: str, inner: bool, scope: Scope, node: Node) -> Any:
        name = self.expand(template, scope, node)
        if isinstance(value, Builtin) and value.name == "ContentUnavailableView.search":
            value = ContentUnavailableView.search()  # `.search` used as a view
        if inner and isinstance(value, ModifiedContent):
            chain, base = modifier_chain(value)
            made = base.id(name)
            for wrapper in reversed(chain):
                outer = ModifiedContent(made, wrapper.modifier)
                made = outer if wrapper.view_id is None else outer.id(wrapper.view_id)
            return made
        if isinstance(value, View):
            return value.id(name)
        if isinstance(value, Views) and len(value) == 1:
            return Views([value[0].id(name)])
        if isinstance(value, Views) and value and isinstance(value[-1], View) and value[-1].view_id is None:
            # Several views (a modified ForEach or Group): the id names the last one, as the engine names the
            # last view of a Group, Section or ForEach (SwiftUI resolves such a probe to the last element).
            return Views([*value[:-1], value[-1].id(name)])
        if isinstance(value, Member) and value.name in COLOR_NAMES:
            return Color(value.name).id(name)
        return value

    def expand(self, template: str, scope: Scope, node: Node) -> str:
        out, rest = "", template
        while "<" in rest:
            head, _, tail = rest.partition("<")
            var, _, rest = tail.partition(">")
            value = self.lookup(var, scope, node)
            out += head + self.interpolate(value, node)
        return out + rest

    # ================================================================================================
    # expressions
    # ================================================================================================
    def eval(self, node: Node, scope: Scope) -> Any:
        """An expression's value; an optional chain that meets nil is nil."""
        try:
            return self.eval_chain(node, scope)
        except NilChain:
            return None

    def eval_chain(self, node: Node, scope: Scope) -> Any:
        """An expression's value, letting an optional chain's nil through to the chain's end."""
        self.step(node)
        handler = _EXPRESSIONS.get(node.get("k", "")) if isinstance(node, dict) else None
        if handler is None:
            text = scope.file.slice(node)[:60] if isinstance(node, dict) else str(node)
            raise self.error(node, f"unsupported Swift here: {text!r} ({_words(node.get('k', '?'))})", scope.file)
        saved = self.current
        self.current = (scope.file, node)
        try:
            value = handler(self, node, scope)
        finally:
            self.current = saved
        ids = self.ids.get(scope.file.path)
        if ids:
            key = (node["r"][0], node["r"][1])
            found = ids.get(key)
            if found is not None and (scope.file.path, key) not in self.handled:
                value = self.apply_id(value, found[0], found[1], scope, node)
        return value

    # -- literals -------------------------------------------------------------------------------------
    def e_integer(self, node: Node, scope: Scope) -> Any:
        text = str(node.get("literal", "0")).replace("_", "")
        if len(text) > 40:
            raise self.error(node, f"the integer literal {text[:20]}… is too large for Swift's Int")
        base = {"0x": 16, "0o": 8, "0b": 2}.get(text[:2].lower(), 10)
        value = int(text[2:] if base != 10 else text, base)
        if value >= 2**63:
            raise self.error(node, f"the integer literal {text} overflows Swift's Int")
        return value

    def e_float(self, node: Node, scope: Scope) -> Any:
        text = str(node.get("literal", "0")).replace("_", "")
        if len(text) > 400:
            raise self.error(node, "the number literal is too long")
        if text.lower().startswith("0x"):
            return float.fromhex(text)
        value = float(text)
        if math.isinf(value):
            raise self.error(node, f"the number literal {text[:20]} overflows Double")
        return value

    def e_bool(self, node: Node, scope: Scope) -> Any:
        return node.get("literal") == "true"

    def e_nil(self, node: Node, scope: Scope) -> Any:
        return None

    def e_string(self, node: Node, scope: Scope) -> Any:
        pounds = len(str(node.get("openingPounds", "")))
        multiline = node.get("openingQuote") == '"""'
        segments = node.get("segments", [])
        parts: List[Any] = []
        for seg in segments:
            if kind(seg) == "stringSegment":
                parts.append(str(seg.get("content", "")))
            elif kind(seg) == "expressionSegment":
                parts.append(seg)
        if multiline:
            parts = _strip_indentation(parts)
        out: List[str] = []
        markdown: List[str] = []
        total = 0
        for part in parts:
            text = _unescape(part, pounds, multiline) if isinstance(part, str) else self.interpolation(part, scope)
            total += len(text)
            if total > self.budget.characters:
                raise self.budget_error(node, f"a string of more than {self.budget.characters:,} characters")
            out.append(text)
            markdown.append(text if isinstance(part, str) else _MARKDOWN_PUNCTUATION.sub(r"\\\g<0>", text))
        if len(markdown) > 1 and any(not isinstance(p, str) for p in parts):
            # An interpolated literal as markdown source (its values escaped: SwiftUI shows them as they are),
            # for Text to render (`markdown_literal`); the last few only.
            if len(self.markdown_literals) > 64:
                self.markdown_literals.clear()
            self.markdown_literals[id(node)] = "".join(markdown)
        return "".join(out)

    def markdown_literal(self, node: Node) -> Optional[str]:
        """The markdown source of the interpolated string literal ``node`` evaluated last (``e_string``)."""
        return self.markdown_literals.get(id(node))

    def interpolation(self, segment: Node, scope: Scope) -> str:
        """``\\(x)``, ``\\(x, specifier: "%.1f")`` (SwiftUI's), ``\\(x, format: .number)``."""
        exprs = segment.get("expressions", [])
        if not exprs:
            return ""
        value = self.eval(exprs[0]["expression"], scope)
        for extra in exprs[1:]:
            label = extra.get("label")
            if label == "specifier":
                spec = self.eval(extra["expression"], scope)
                if isinstance(spec, str) and is_number(value):
                    return _c_format(spec, [value])
            if label == "format":
                return self.format_value(value, self.eval(extra["expression"], scope), extra)
        return self.interpolate(value, segment)

    def interpolate(self, value: Any, node: Node) -> str:
        """``"\\(value)"``: Swift's description of a value."""
        from .builtins import describe_value

        return describe_value(self, value, node)

    def format_value(self, value: Any, format_value: Any, node: Node) -> str:
        from .builtins import format_with

        return format_with(self, value, format_value, node)

    # -- names ----------------------------------------------------------------------------------------
    def e_reference(self, node: Node, scope: Scope) -> Any:
        name = str(node.get("baseName", ""))
        if "argumentNames" in node:  # a function reference `f(x:)`
            return self.lookup(name, scope, node)
        return self.lookup(name, scope, node)

    def lookup(self, name: str, scope: Scope, node: Node) -> Any:
        """A name as Swift resolves it: locals and parameters, then ``self``'s members, the enclosing types'
        nested types and static members, the program's declarations, then SwiftUI's and Swift's own."""
        if name.startswith("$") and len(name) > 1 and not name[1:].isdigit():
            name = name[1:]  # a binding `$x` reads as the value of x
        found, value = self.find(name, scope, node)
        if found:
            return value
        if name.startswith("_") and len(name) > 1:
            found, value = self.find(name[1:], scope, node)  # a wrapper's storage `_x` holds x's value
            if found:
                return value
        return self.unknown_name(name, scope, node)

    def find(self, name: str, scope: Scope, node: Node) -> Tuple[bool, Any]:
        s: Optional[Scope] = scope
        while s is not None:
            if name in s.names:
                return True, self.force(s.names[name], node)
            if s.self_value is not None:
                if name == "self":
                    return True, getattr(s.self_value, "value", s.self_value) if _is_extension_self(
                        s.self_value
                    ) else s.self_value
                found, value = self.self_member(s.self_value, name, node, s)
                if found:
                    return True, value
            s = s.parent
        if name == "self":
            return False, None
        t = scope.type_decl
        while t is not None:
            if name == "Self":
                return True, TypeValue(t.name, t)
            if name in t.nested:
                return True, TypeValue(t.nested[name].name, t.nested[name])
            if name in t.statics:
                return True, self.type_member(TypeValue(t.name, t), name, node, scope)
            if name in t.generics:
                return True, TypeValue(name, None)
            if name in t.aliases:
                return True, self.type_value_of(type_spec(t.aliases[name][1]), scope)
            t = t.parent
        return self.global_name(name, scope, node)

    def global_name(self, name: str, scope: Scope, node: Node) -> Tuple[bool, Any]:
        near = scope.file.path
        builtin = (
            name in VIEWS
            or name in LAYOUTS
            or name in _VALUE_CALLS
            or name in BUILTIN_TYPES
            or name in _TYPES_WITH_MEMBERS
            or name in BUILTIN_FUNCTIONS
            or name in READER_VIEWS
        )
        if builtin and not self.program.known_locally(name):
            return self.builtin_name(name, node)
        decl = self.program.type(name, near)
        if decl is not None:
            return True, TypeValue(decl.name, decl)
        functions = self.program.functions(name, near)
        if functions:
            return True, Function(functions[0], None, self.file_scope(functions[0].file))
        var = self.program.value(name, near)
        if var is not None:
            return True, self.global_var(var, node)
        aliases = self.program.declarations.aliases.get(name)
        if aliases:
            file, alias = aliases[0]
            value = alias.get("initializer", {}).get("value")
            return True, self.type_value_of(type_spec(value), self.file_scope(file))
        return self.builtin_name(name, node)

    def builtin_name(self, name: str, node: Node) -> Tuple[bool, Any]:
        if (
            name in VIEWS
            or name in LAYOUTS
            or name in _VALUE_CALLS
            or name in BUILTIN_TYPES
            or name in _TYPES_WITH_MEMBERS
            or name == "ForEach"
            or name in READER_VIEWS
        ):
            return True, TypeValue(name, None)
        fn = BUILTIN_FUNCTIONS.get(name)
        if fn is not None:
            return True, Builtin(name, fn)
        if name in OPERATOR_FUNCTIONS:
            # An operator used as a function: `reduce(0, +)`, `sorted(by: <)`.
            def apply(i: "Interpreter", args: Args, n: Node, s: Scope, op: str = name) -> Any:
                values = [i.value(v) for _, v, _ in args.items]
                if len(values) != 2:
                    raise i.error(n, f"the operator {op} takes two values")
                from .builtins import binary_operator

                return binary_operator(i, op, values[0], values[1], n)

            return True, Builtin(name, apply)
        return False, None

    def unknown_name(self, name: str, scope: Scope, node: Node) -> Any:
        if name[:1].isupper():
            if self.strict:
                raise self.error(
                    node,
                    f"unknown view or function {name!r}; pass placeholders={{{name!r}: "
                    f"(width, height)}} to lay it out as a fixed-size box"
                    if self.placeholder_size(name) is None
                    else f"unknown type {name!r}",
                    scope.file,
                )
            return TypeValue(name, None, named(name))
        message = f"unknown name {name!r}: not a constant, property or view defined in the source"
        if self.strict:
            raise self.error(node, message, scope.file)
        self.note("sample", node, f"{name}: not defined in the source; a sample value stands in", scope.file)
        return StandIn(name)

    def force(self, value: Any, node: Node) -> Any:
        if isinstance(value, Lazy):
            if value.state == 1:
                raise self.error(node, "a value refers to itself")
            if value.state == 0:
                value.state = 1
                try:
                    value.value = value.compute()
                except BaseException:
                    value.state = 0
                    raise
                value.state = 2
            return value.value
        return value

    def global_var(self, var: VarDecl, node: Node) -> Any:
        key = id(var)
        if key not in self.globals:
            scope = self.file_scope(var.file)
            self.globals[key] = Lazy(lambda: self.var_value(var, scope, None, f"{var.name}"))
        return self.force(self.globals[key], node)

    def var_value(self, var: VarDecl, scope: Scope, self_value: Any, path: str) -> Any:
        """A declared value: a computed property's getter, a stored one's default, or a sample."""
        if var.computed and var.accessors is not None:
            return self.getter(var, scope)
        if var.default is not None:
            return self.coerce(self.eval(var.default, scope), var.type, scope, var.default)
        if var.type is not None:
            return self.sample(type_spec(var.type), path, var.node, var.file)
        return StandIn(path)

    def getter(self, var: VarDecl, scope: Scope) -> Any:
        block = var.accessors
        assert block is not None
        accessors = block.get("accessors")
        statements: List[Node] = []
        if isinstance(accessors, list) and accessors and kind(accessors[0]) == "accessorDecl":
            for accessor in accessors:
                if accessor.get("accessorSpecifier") == "get":
                    statements = accessor.get("body", {}).get("statements", [])
        elif isinstance(accessors, list):
            statements = accessors
        builder = var.has_attribute("ViewBuilder") or _is_view_type(var.type) or var.name == "body"
        return self.run_block(statements, scope.child(), builder=builder, owner=var.node)

    # -- self and members -------------------------------------------------------------------------------
    def self_member(self, self_value: Any, name: str, node: Node, scope: Scope) -> Tuple[bool, Any]:
        """An unqualified name as a member of ``self``."""
        if isinstance(self_value, Instance):
            if name in self_value.fields:
                return True, self.force(self_value.fields[name], node)
            decls = self.members_of(self_value.decl, name)
            if decls:
                return True, self.instance_member(self_value, name, node, decls)
            return False, None
        if isinstance(self_value, EnumValue) and self_value.decl is not None:
            decls = self.members_of(self_value.decl, name)
            if decls:
                return True, self.enum_member(self_value, name, node)
            return False, None
        if isinstance(self_value, TypeValue) and self_value.decl is not None:
            if name in self_value.decl.statics or name in self_value.decl.cases:
                return True, self.type_member(self_value, name, node, scope)
            return False, None
        if _is_extension_self(self_value):
            from .builtins import BUILTIN_MEMBER_NAMES, extension_member

            found = extension_member(self, self_value.value, name, node)
            if found is not None:
                return True, found
            if name in BUILTIN_MEMBER_NAMES:
                return True, self.member(self_value.value, name, node, scope)
            return False, None
        if isinstance(self_value, (View, Views)):
            # In `extension View { func card() -> some View { padding() } }` a modifier needs no `self.`.
            if name in MODIFIERS or name in IGNORED_MODIFIERS or name in ("modifier",):
                return True, BoundModifier(self_value, name)
            for ext in self.program.extensions("View"):
                if name in ext.members:
                    return True, self.view_extension_member(self_value, name, node, ext.members[name])
        return False, None

    def members_of(self, decl: TypeDecl, name: str) -> List[Decl]:
        found = decl.members.get(name)
        if found:
            return found
        for protocol in decl.inherits:
            for ext in self.program.extensions(protocol):
                if name in ext.members:
                    return ext.members[name]
            proto = self.program.type(protocol, decl.file.path)
            if proto is not None and proto.kind == "protocol" and name in proto.members:
                return [
                    d
                    for d in proto.members[name]
                    if (isinstance(d, FuncDecl) and d.body is not None) or (isinstance(d, VarDecl) and d.computed)
                ]
        return []

    def instance_member(self, inst: Instance, name: str, node: Node, decls: Optional[List[Decl]] = None) -> Any:
        if name in inst.fields:
            return self.force(inst.fields[name], node)
        decls = decls if decls is not None else self.members_of(inst.decl, name)
        for decl in decls:
            if isinstance(decl, VarDecl):
                scope = self.instance_scope(inst, decl.file)
                if decl.computed:
                    return self.getter(decl, scope)
                value = self.var_value(decl, scope, inst, f"{inst.decl.name}.{name}")
                inst.fields[name] = value  # a lazy var, or a stored property never set
                return value
            if isinstance(decl, FuncDecl):
                return Function(decl, inst, self.instance_scope(inst, decl.file))
        if name in ("id", "hashValue"):
            return StandIn(f"{inst.decl.name}.{name}")
        self.skipped(inst.decl, name)
        if self.strict:
            raise self.error(node, f"{inst.decl.name} has no member {name!r}")
        self.note("sample", node, f"{inst.decl.name}.{name}: not in the source; a sample value stands in")
        return StandIn(f"{inst.decl.name}.{name}")

    def instance_scope(self, inst: Any, file: SourceFile) -> Scope:
        decl = inst.decl if isinstance(inst, (Instance, EnumValue)) else None
        return Scope(file, self.file_scope(file), self_value=inst, type_decl=decl)

    def enum_member(self, value: EnumValue, name: str, node: Node) -> Any:
        decl = value.decl
        if name == "rawValue":
            return self.raw_value(value, node)
        if decl is not None:
            for d in self.members_of(decl, name):
                scope = self.instance_scope(value, d.file)
                if isinstance(d, VarDecl) and d.computed:
                    return self.getter(d, scope)
                if isinstance(d, FuncDecl):
                    return Function(d, value, scope)
        if name in ("id", "hashValue", "self"):
            return value
        if name == "description":
            return value.case
        if decl is None and name in ("image", "error"):
            return None  # AsyncImagePhase.empty: no image, no error
        if self.strict:
            raise self.error(node, f"{decl.name if decl else 'the enum'} has no member {name!r}")
        return StandIn(f"{decl.name if decl else ''}.{value.case}.{name}")

    def raw_value(self, value: EnumValue, node: Node) -> Any:
        decl = value.decl
        if decl is None:
            return value.case
        raw_type = next((i for i in decl.inherits if i in STRING_TYPES or i in INT_TYPES or i in REAL_TYPES), None)
        previous: Any = -1
        for case_name, case in decl.cases.items():
            if case.raw is not None:
                previous = self.eval(case.raw, self.file_scope(case.file))
            elif raw_type in INT_TYPES:
                previous = previous + 1 if isinstance(previous, int) else 0
            else:
                previous = case_name
            if case_name == value.case:
                return previous
        return value.case

    def view_extension_member(self, view: Any, name: str, node: Node, decls: List[Decl]) -> Any:
        for d in decls:
            scope = Scope(d.file, self.file_scope(d.file), self_value=view)
            if isinstance(d, FuncDecl):
                return Function(d, view, scope)
            if isinstance(d, VarDecl) and d.computed:
                return self.getter(d, scope)
        raise self.error(node, f"View has no member {name!r}")

    def e_member(self, node: Node, scope: Scope) -> Any:
        name = str(node.get("declName", {}).get("baseName", ""))
        base = node.get("base")
        if base is None:
            return Member(name, None, node)
        if kind(base) == "declReferenceExpr" or kind(base) == "typeExpr":
            receiver = self.eval_chain(base, scope)
        else:
            receiver = self.eval_chain(base, scope)
        return self.member(receiver, name, node, scope)

    def member(self, receiver: Any, name: str, node: Node, scope: Scope) -> Any:
        """``receiver.name``."""
        if isinstance(receiver, Instance):
            return self.instance_member(receiver, name, node)
        if isinstance(receiver, TypeValue):
            return self.type_member(receiver, name, node, scope)
        if isinstance(receiver, EnumValue):
            return self.enum_member(receiver, name, node)
        if isinstance(receiver, StandIn):
            return self.standin_member(receiver, name, node)
        if isinstance(receiver, UnknownValue):
            return self.standin_member(receiver.as_value(), name, node)
        if name in ("wrappedValue", "projectedValue") and not isinstance(receiver, (Instance, TypeValue)):
            return receiver  # a binding's value: the value itself
        if name.isdigit() and isinstance(receiver, tuple):
            return receiver[int(name)]
        if isinstance(receiver, LabeledTuple):
            if name.isdigit():
                return receiver.values[int(name)]
            if name in receiver.labels:
                return receiver.values[receiver.labels.index(name)]
        from .builtins import builtin_member

        return builtin_member(self, receiver, name, node, scope)

    def standin_member(self, receiver: StandIn, name: str, node: Node) -> Any:
        spec = receiver.type
        path = f"{receiver.path}.{name}"
        if spec is not None and spec.kind == "named":
            decl = self.program.type(spec.name.split(".")[-1], self.current[0].path if self.current[0] else None)
            if decl is not None and decl.kind != "protocol":
                made = self.sample_instance(decl, receiver.path, node, 1)
                if isinstance(made, (Instance, EnumValue)):
                    return self.member(made, name, node, self.file_scope(decl.file))
        if name in ("count",):
            return self.samples.rows
        if name in ("isEmpty",):
            return self.samples.rows == 0
        return StandIn(path)

    def type_member(self, tv: TypeValue, name: str, node: Node, scope: Scope) -> Any:
        decl = tv.decl
        if name == "self":
            return tv
        if decl is not None:
            if name in decl.cases:
                case = decl.cases[name]
                if case.params:
                    return Builtin(name, lambda interp, args, n, s, c=case, d=decl: interp.make_case(d, c, args, n))
                return EnumValue(decl, name)
            if name in decl.statics:
                for d in decl.statics[name]:
                    if isinstance(d, VarDecl):
                        return self.static_var(tv, d, node)
                    if isinstance(d, FuncDecl):
                        return Function(d, tv, Scope(d.file, self.file_scope(d.file), self_value=tv, type_decl=decl))
            if name in decl.nested:
                return TypeValue(decl.nested[name].name, decl.nested[name])
            if name in decl.aliases:
                file, alias = decl.aliases[name]
                return self.type_value_of(type_spec(alias), self.file_scope(file))
            if name == "allCases" and decl.kind == "enum":
                return [EnumValue(decl, c) for c, case in decl.cases.items() if not case.params]
            if name == "init":
                return Builtin(
                    f"{decl.name}.init", lambda interp, args, n, s, d=decl: interp.instantiate(d, args, n, s)
                )
            for protocol in decl.inherits:
                for ext in self.program.extensions(protocol):
                    if name in ext.statics:
                        d = ext.statics[name][0]
                        if isinstance(d, VarDecl):
                            return self.static_var(tv, d, node)
                        if isinstance(d, FuncDecl):
                            return Function(d, tv, Scope(d.file, self.file_scope(d.file), self_value=tv))
            if self.strict:
                raise self.error(node, f"{decl.name} has no static member {name!r}")
            self.note("sample", node, f"{decl.name}.{name}: not in the source; a sample value stands in")
            return StandIn(f"{decl.name}.{name}", named(decl.name))
        # A type the reader knows by name (SwiftUI, Swift, Foundation), or one from another module.
        for ext in self.program.extensions(tv.name):
            if name in ext.statics:
                d = ext.statics[name][0]
                if isinstance(d, VarDecl):
                    return self.static_var(tv, d, node)
                if isinstance(d, FuncDecl):
                    return Function(d, tv, Scope(d.file, self.file_scope(d.file), self_value=tv))
        from .builtins import builtin_static

        return builtin_static(self, tv, name, node, scope)

    def app_static(self, member: Member, types: Sequence[str], node: Node) -> Any:
        """An implicit member the app declares in an extension of one of ``types`` (``.rowSpacing`` in
        ``extension CGFloat``), resolved (and called, ``.pill(…)``); else the member unchanged."""
        for type_name in types:
            for ext in self.program.extensions(type_name):
                # A private static is invisible outside its file (IceCubesApp's `extension Font { private
                # static let body = 17.0 }` does not make `.font(.body)` a number).
                if any(
                    not getattr(d, "is_private", False) or d.file is self.current[0]
                    for d in ext.statics.get(member.name, ())
                ):
                    scope = self.file_scope(ext.file)
                    resolved = self.type_member(TypeValue(type_name, None), member.name, node, scope)
                    if member.args is not None:
                        return self.call_value(resolved, member.args, member.node or node, scope)
                    return resolved
        return member

    def app_style(self, modifier: str, style: Any, node: Node) -> Any:
        """``.buttonStyle(.pill)`` where the app declares ``extension ButtonStyle where Self == PillStyle {
        static var pill … }``: the app's style instance; other values unchanged."""
        if not isinstance(style, Member):
            return style
        protocol = modifier[0].upper() + modifier[1:]  # buttonStyle -> ButtonStyle
        return self.app_static(style, (protocol, "Primitive" + protocol), node)

    def static_var(self, tv: TypeValue, var: VarDecl, node: Node) -> Any:
        key = (id(var), tv.name)
        if var.computed:
            return self.getter(var, Scope(var.file, self.file_scope(var.file), self_value=tv, type_decl=tv.decl))
        if key not in self.statics:
            scope = Scope(var.file, self.file_scope(var.file), self_value=tv, type_decl=tv.decl)
            self.statics[key] = Lazy(lambda: self.var_value(var, scope, tv, f"{tv.name}.{var.name}"))
        return self.force(self.statics[key], node)

    def make_case(self, decl: TypeDecl, case: CaseDecl, args: Args, node: Node) -> EnumValue:
        payload = [(label, self.value(value)) for label, value, _ in args.items]
        payload += [(label or None, self.closure_value(c)) for label, c in args.closures]
        return EnumValue(decl, case.name, payload)

    def type_value_of(self, spec: TypeSpec, scope: Scope) -> Any:
        if spec.kind == "named":
            found, value = self.find(spec.name.split(".")[0], scope, scope.file.tree)
            if found and isinstance(value, TypeValue):
                for part in spec.name.split(".")[1:]:
                    value = self.member(value, part, scope.file.tree, scope)
                return value
            return TypeValue(spec.name, None, spec)
        return TypeValue(repr(spec), None, spec)

    # -- calls ----------------------------------------------------------------------------------------
    def make_args(self, node: Node, scope: Scope) -> Args:
        items: List[Tuple[Optional[str], Any, Optional[Node]]] = []
        for argument in node.get("arguments", []):
            expression = argument.get("expression")
            label = argument.get("label")
            items.append(
                (
                    str(label) if label is not None else None,
                    Deferred(expression, scope, scope.file, argument),
                    expression,
                )
            )
        closures: List[Tuple[str, Any]] = []
        trailing = node.get("trailingClosure")
        if trailing is not None:
            closures.append(("", self.e_closure(trailing, scope)))
        for extra in node.get("additionalTrailingClosures", []):
            closures.append((str(extra.get("label", "")), self.e_closure(extra["closure"], scope)))
        return Args(items, closures, node, scope.file)

    def value(self, item: Any) -> Any:
        if isinstance(item, Deferred):
            return self.eval(item.node, item.scope)
        return item

    def arg_values(self, args: Args, labels: set) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        for label, value, node in args.items:
            key = label or "_"
            if key not in labels:
                raise self.error(
                    node,
                    f"unexpected argument {key + ':' if label else '(unlabeled)'}; "
                    f"expected {', '.join(sorted(labels))}",
                )
            out[key] = self.value(value)
        return out

    def e_call(self, node: Node, scope: Scope) -> Any:
        callee = node.get("calledExpression", {})
        k = kind(callee)
        if k == "memberAccessExpr" and callee.get("base") is not None:
            name_node = callee.get("declName", node)
            name = str(name_node.get("baseName", ""))
            args = self.make_args(node, scope)
            pushed = self.push_environment(name, args, node, scope)
            try:
                receiver = self.eval_chain(callee["base"], scope)
            finally:
                if pushed:
                    self.env.pop()
            return self.call_method(receiver, name, args, name_node, scope)
        if k in ("arrayExpr", "dictionaryExpr") and not node.get("arguments") and node.get("trailingClosure") is None:
            return [] if k == "arrayExpr" else {}  # `[String]()`, `[String: Int]()`: an empty collection
        args = self.make_args(node, scope)
        if k == "memberAccessExpr":  # `.init(…)`, `.degrees(30)`, `.system(size: 12)`
            name = str(callee.get("declName", {}).get("baseName", ""))
            return Member(name, args, node)
        if k == "declReferenceExpr":
            name = str(callee.get("baseName", ""))
            if name == "ForEach" and not self.program.known_locally("ForEach"):
                return self.for_each(node, args, scope)
            value = self.lookup(name, scope, callee)
            if not _callable(value):
                # `title(for: item)` where `title` is also a property: Swift picks the function by its call.
                fn = self.function_named(name, scope)
                if fn is not None:
                    value = fn
            return self.call_value(value, args, node, scope, name)
        value = self.eval_chain(callee, scope)
        return self.call_value(value, args, node, scope, scope.file.slice(callee)[:40])

    def function_named(self, name: str, scope: Scope) -> Optional[Function]:
        """A method of ``self``'s type, or a global function, named ``name`` (for a call whose name a
        property or local shadows)."""
        this: Optional[Scope] = scope
        while this is not None and this.self_value is None:
            this = this.parent
        inst = this.self_value if this is not None else None
        if isinstance(inst, Instance):
            for decl in self.members_of(inst.decl, name):
                if isinstance(decl, FuncDecl):
                    return Function(decl, inst, self.instance_scope(inst, decl.file))
        functions = self.program.functions(name, scope.file.path)
        return Function(functions[0], None, self.file_scope(functions[0].file)) if functions else None

    def call_value(self, value: Any, args: Args, node: Node, scope: Scope, name: str = "") -> Any:
        if isinstance(value, Function):
            return self.call_function(value, args, node)
        if isinstance(value, Closure):
            return self.call_closure(value, self.positional(args))
        if isinstance(value, Builtin):
            return value.fn(self, args, node, scope)
        if isinstance(value, BoundModifier):
            return self.call_method(value.view, value.name, args, node, scope)
        if isinstance(value, BuilderClosure):
            return self.call_closure(value.closure, self.positional(args), builder=True)
        if isinstance(value, TypeValue):
            return self.construct(value, args, node, scope)
        if isinstance(value, NoOp):
            return None
        if isinstance(value, StandIn):
            return self.standin_call(value, args, node)
        if isinstance(value, _LAYOUT_TYPES) and args.closures:
            return self.layout_call(value, args, node)
        if isinstance(value, LayoutValue) and args.closures:
            return self.custom_layout_view(value, self.closure_views(args.closures[0][1]), node)
        if isinstance(value, UnknownValue):
            return value.then("callAsFunction", args, node, scope)
        if isinstance(value, Member):
            return Member(value.name, args, node)
        if self.strict:
            raise self.error(node, f"{name or describe(value)} is not a function")
        self.note("unread", node, f"{name or describe(value)} is not a function; a sample value stands in")
        return StandIn(f"{name}()")

    def standin_call(self, value: StandIn, args: Args, node: Node) -> Any:
        if value.type is not None and value.type.kind == "function":
            result = value.type.result or UNKNOWN
            if result.kind == "named" and result.name in ("Void", "()"):
                return None
            return self.sample(result, value.path + "()", node)
        return StandIn(value.path + "()")

    def positional(self, args: Args) -> List[Any]:
        values = [self.value(v) for _, v, _ in args.items]
        values += [c for _, c in args.closures]
        return values

    def construct(self, tv: TypeValue, args: Args, node: Node, scope: Scope) -> Any:
        """``Type(…)``: a declared type's initialiser, a SwiftUI view, a value type the reader knows."""
        if tv.decl is not None:
            if tv.decl.conforms("Layout") and args.closures:
                layout = self.instantiate(tv.decl, Args(args.items, [], args.node, args.file), node, scope)
                views = self.closure_views(args.closures[0][1])
                if isinstance(layout, LayoutValue):
                    return self.custom_layout_view(layout, views, node)
            return self.instantiate(tv.decl, args, node, scope)
        name = tv.name
        if name in VIEWS:
            return self.swiftui_view(name, args, node, scope)
        if name in LAYOUTS:
            layout = self.build(LAYOUTS[name], name, None, Args(args.items, [], args.node, args.file), node)
            if args.closures:
                return self.layout_call(layout, Args([], args.closures, args.node, args.file), node)
            return layout
        if name == "ForEach":
            return self.for_each(node, args, scope)
        if name in READER_VIEWS:
            return READER_VIEWS[name](self, args, node, scope)
        if name in _VALUE_CALLS:
            return _VALUE_CALLS[name](self, args, node)
        from .builtins import construct_builtin

        return construct_builtin(self, tv, args, node, scope)

    def swiftui_view(self, name: str, args: Args, node: Node, scope: Scope) -> Any:
        if name == "List" and any(label is None for label, _, _ in args.items):
            return self.list_of_data(args, node, scope)
        custom = self.custom_style_for(name)
        if custom is not None:
            return self.styled(name, custom, args, node, scope)

        def make() -> Any:
            return self.build(VIEWS[name], name, None, args, node)

        return self.lenient(node, scope, name, make, lambda error: self.placeholder_view(name, node, error.reason))

    def toolbar_items(self, closure: Any) -> List[ToolbarItem]:
        """The items of a ``.toolbar { … }`` closure: its ToolbarItems and ToolbarItemGroups; a plain view there
        is an automatic item."""
        made = self.call_closure(closure, [], builder=True)
        out: List[ToolbarItem] = []
        for value in made if isinstance(made, (list, Views)) else [made]:
            if isinstance(value, ToolbarItem):
                out.append(value)
            else:
                out.extend(ToolbarItem(v) for v in self.to_views(value, None, "a toolbar item"))
        return out

    def list_of_data(self, args: Args, node: Node, scope: Scope) -> Any:
        """``List(items) { item in … }``, ``List(items, id:, selection:) { … }``: a List of a ForEach's rows;
        ``List(items, children: \\.children) { … }``: a List of an OutlineGroup (outline rows, collapsed)."""
        items = [(label, value, vnode) for label, value, vnode in args.items if label in (None, "id", "rowContent")]
        closures = list(args.closures)
        for label, value, _vnode in items:
            if label == "rowContent":
                closures = [("", self.value(value))]
        children = next((self.value(v) for label, v, _ in args.items if label == "children"), None)
        # The List's own arguments (the data, its id, the row closure and children go to the rows).
        rest = Args(
            [
                (label, value, vnode)
                for label, value, vnode in args.items
                if label not in (None, "id", "rowContent", "selection", "children")
            ],
            [],
            args.node,
            args.file,
        )
        if isinstance(children, KeyPath):
            data = next((self.value(v) for label, v, _ in items if label is None), None)
            content = closures[-1][1] if closures else None
            if content is None:
                raise self.error(node, "List(_:children:) needs a row closure")
            made = self.build(VIEWS["List"], "List", None, rest, node)
            return type(made)(outline_group(self, data, children, content, node))
        data_args = Args(
            [(label, value, vnode) for label, value, vnode in items if label != "rowContent"],
            closures,
            args.node,
            args.file,
        )
        rows = self.for_each(node, data_args, scope)
        made = self.build(VIEWS["List"], "List", None, rest, node)
        return made if not rows else type(made)(*rows)

    def unknown_type_call(self, tv: TypeValue, args: Args, node: Node, scope: Scope) -> Any:
        """``Name(…)`` of a type the source does not declare: another module's view or value."""
        size = self.placeholder_size(tv.name)
        if size is not None:
            w, h = size
            self.note("placeholder", node, f"{tv.name}: laid out as the {w:g} x {h:g} placeholder given for it")
            self.placeholder_count += 1
            return Placeholder(
                _placeholder_name(tv.name),
                min_width=w,
                ideal_width=w,
                max_width=w,
                min_height=h,
                ideal_height=h,
                max_height=h,
            )
        if self.strict:
            raise self.error(
                node,
                f"unknown view or function {tv.name!r}; pass placeholders={{{tv.name!r}: "
                f"(width, height)}} to lay it out as a fixed-size box",
            )
        return UnknownValue(tv.name, node, scope.file, swiftui=tv.name in SWIFTUI_NOT_MODELLED)

    def call_function(self, fn: Function, args: Args, node: Node) -> Any:
        decl = fn.decl
        if decl.parent is not None:  # overloads: `static func icon(size: CGFloat?)`, `icon(size: CGSize?)`
            table = decl.parent.statics if decl.is_static else decl.parent.members
            overloads = [d for d in table.get(decl.name, []) if isinstance(d, FuncDecl)]
            if len(overloads) > 1:
                decl = self.best_overload(overloads, args) or decl
        if self.call_depth > MAX_CALL_DEPTH:
            raise self.budget_error(node, f"calls nested more than {MAX_CALL_DEPTH} deep (a recursion?)")
        scope = Scope(
            decl.file,
            fn.scope if fn.scope is not None else self.file_scope(decl.file),
            self_value=fn.self_value if fn.self_value is not None else None,
            type_decl=decl.parent,
        )
        self.bind_parameters(decl.params, args, scope, node, decl.name)
        if decl.body is None:
            return StandIn(f"{decl.name}()")
        builder = decl.builds_views
        self.call_depth += 1
        saved = self.current
        self.current = (decl.file, decl.node)
        try:
            result = self.run_block(decl.body.get("statements", []), scope, builder=builder, owner=decl.node)
        finally:
            self.call_depth -= 1
            self.current = saved
        if decl.returns is not None and not builder:
            result = self.coerce(result, decl.returns, scope, node)
        return result

    def bind_parameters(self, params: List[Parameter], args: Args, scope: Scope, node: Node, owner: str) -> None:
        """Swift's argument matching: labelled arguments in order, defaults for the missing ones, trailing
        closures for the remaining function parameters."""
        items = list(args.items)
        closures = list(args.closures)
        for param in params:
            if param.variadic:
                values = []
                while items and (items[0][0] or "_") == param.label:
                    values.append(self.value(items.pop(0)[1]))
                    while items and items[0][0] is None and param.label != "_":
                        values.append(self.value(items.pop(0)[1]))
                scope.names[param.name] = values
                continue
            if items and (items[0][0] or "_") == param.label:
                _, raw, vnode = items.pop(0)
                value = self.value(raw)
                scope.names[param.name] = self.parameter_value(param, value, scope, vnode)
            elif (
                not items
                and closures
                and (closures[0][0] == param.label or (closures[0][0] == "" and _takes_closure_param(param)))
            ):
                value = closures.pop(0)[1]
                scope.names[param.name] = self.parameter_value(param, value, scope, node)
            elif param.default is not None:
                scope.names[param.name] = self.coerce(self.eval(param.default, scope), param.type, scope, param.default)
            elif items and items[0][0] is not None and any(p.label == items[0][0] for p in params):
                scope.names[param.name] = self.sample(type_spec(param.type), f"{owner}.{param.name}", node)
            elif items:
                _label, raw, vnode = items.pop(0)
                scope.names[param.name] = self.parameter_value(param, self.value(raw), scope, vnode)
            else:
                if self.strict:
                    raise self.error(
                        node,
                        f"{owner}: missing argument {param.label}:"
                        if param.label != "_"
                        else f"{owner}: missing argument {param.name}",
                    )
                scope.names[param.name] = self.sample(type_spec(param.type), f"{owner}.{param.name}", node)
        if items and self.strict:
            raise self.error(items[0][2], f"{owner}: unexpected argument {items[0][0] or '(unlabeled)'}")

    def parameter_value(self, param: Parameter, value: Any, scope: Scope, node: Optional[Node]) -> Any:
        if "ViewBuilder" in param.attributes and isinstance(value, Closure):
            return BuilderClosure(value)
        return self.coerce(value, param.type, scope, node)

    def call_closure(self, closure: Any, values: Sequence[Any], builder: Optional[bool] = None) -> Any:
        if isinstance(closure, BuilderClosure):
            return self.call_closure(closure.closure, values, builder=True)
        if isinstance(closure, (Function,)):
            return self.call_function(closure, Args([(None, v, None) for v in values], [], None), closure.decl.node)
        if isinstance(closure, Builtin):
            return closure.fn(self, Args([(None, v, None) for v in values], [], None), self.current[1] or {}, None)
        if isinstance(closure, NoOp):
            return None
        if isinstance(closure, StandIn):
            return self.standin_call(closure, Args([], [], None), self.current[1] or {})
        if not isinstance(closure, Closure):
            raise self.error(self.current[1], f"{describe(closure)} is not a closure")
        if self.call_depth > MAX_CALL_DEPTH:
            raise self.budget_error(closure.node, f"calls nested more than {MAX_CALL_DEPTH} deep (a recursion?)")
        scope = Scope(closure.file, closure.scope)
        params = closure.params
        if params == ["$"]:
            for k, v in enumerate(values):
                scope.names[f"${k}"] = v
            if len(values) == 1 and isinstance(values[0], tuple):
                for k, v in enumerate(values[0]):
                    scope.names[f"${k}"] = v
        elif len(params) > 1 and len(values) == 1 and isinstance(values[0], (tuple, LabeledTuple)):
            parts = values[0].values if isinstance(values[0], LabeledTuple) else values[0]
            for name, v in zip(params, parts):
                scope.names[name] = v
        else:
            for k, name in enumerate(params):
                scope.names[name] = values[k] if k < len(values) else StandIn(name)
        self.call_depth += 1
        saved = self.current
        self.current = (closure.file, closure.node)
        try:
            return self.run_block(closure.node.get("statements", []), scope, builder=builder, owner=closure.node)
        finally:
            self.call_depth -= 1
            self.current = saved

    def closure_views(self, closure: Any, *values: Any) -> List[View]:
        """The views a content closure builds."""
        if isinstance(closure, (View, Views)):
            return self.to_views(closure, None, "content")
        result = self.call_closure(closure, list(values), builder=True)
        where = closure.node if isinstance(closure, Closure) else None
        return self.real_views(self.to_views(result, where, "the closure"), where)

    def real_views(self, views: List[View], node: Optional[Node]) -> List[View]:
        """``views`` without the TableColumns a content closure may hold outside a Table (only a Table's columns
        closure reads them): each is left out with a note."""
        if not any(isinstance(v, TableColumnValue) for v in views):
            return views
        for v in views:
            if isinstance(v, TableColumnValue):
                self.note("unread", node, f"TableColumn {v.title!r} outside a Table's columns (left out)")
        return [v for v in views if not isinstance(v, TableColumnValue)]

    def closure_value(self, closure: Any) -> Any:
        return closure

    def timeline_context(self) -> Record:
        from .builtins import DateValue, sample_date

        return Record("TimelineViewDefaultContext", {"date": DateValue(sample_date()), "cadence": Member("live")})

    def view_function(self, closure: Closure, where: str) -> Callable[[Any], View]:
        """A closure the engine calls during layout (``GeometryReader``'s content): errors become placeholders
        (or, with ``strict``, a :class:`SwiftSourceError` with the closure's position)."""

        def content(proxy: Any) -> View:
            proxy_value = GeometryProxyValue(proxy)

            def make() -> View:
                views = self.closure_views(closure, proxy_value)
                return self.views_of(Views(views), closure.node, where)

            saved = self.current
            self.current = (closure.file, closure.node)
            try:
                scope = Scope(closure.file, closure.scope)
                return self.lenient(
                    closure.node,
                    scope,
                    where,
                    make,
                    lambda error: self.placeholder_view("GeometryReader content", closure.node, error.reason),
                )
            finally:
                self.current = saved

        return content

    def e_closure(self, node: Node, scope: Scope) -> Closure:
        signature = node.get("signature")
        params: List[str] = []
        if isinstance(signature, dict):
            clause = signature.get("parameterClause")
            if isinstance(clause, list):  # { a, b in … }
                params = [str(p.get("name", "_")) for p in clause]
            elif isinstance(clause, dict):  # { (a: Int, b) in … }
                params = [str(p.get("secondName", p.get("firstName", "_"))) for p in clause.get("parameters", [])]
        else:
            params = ["$"]
        return Closure(node, scope, scope.file, params)

    # -- method calls ---------------------------------------------------------------------------------
    def call_method(self, receiver: Any, name: str, args: Args, node: Node, scope: Scope) -> Any:
        """``receiver.name(args)``: a modifier on a view, a method of a declared type, a builtin method."""
        if isinstance(receiver, UnknownValue):
            return receiver.then(name, args, node, scope)
        if isinstance(receiver, BoundModifier):
            # `.richText.inlineImageSize(14)`: a property the view does not have (another module's extension),
            # read as the view itself.
            self.note("unknown", node, f".{receiver.name} is not a property swiftlayout knows: read as the view")
            receiver = receiver.view
        if isinstance(receiver, (View, Views)):
            return self.modifier(receiver, name, args, node, scope)
        if (
            isinstance(receiver, Member)
            and receiver.name in COLOR_NAMES
            and (name in MODIFIERS or name in IGNORED_MODIFIERS)
        ):
            return self.modifier(Color(receiver.name), name, args, node, scope)
        if isinstance(receiver, Instance):
            decls = self.members_of(receiver.decl, name)
            functions = [d for d in decls if isinstance(d, FuncDecl)]
            if name in receiver.fields and not functions:
                return self.call_value(self.force(receiver.fields[name], node), args, node, scope, name)
            if functions:
                fn = self.best_overload(functions, args)
                return self.call_function(Function(fn, receiver, self.instance_scope(receiver, fn.file)), args, node)
            if decls:
                return self.call_value(self.instance_member(receiver, name, node, decls), args, node, scope, name)
            if receiver.decl.conforms("View", "Shape") or receiver.decl.is_view:
                return self.modifier(self.view_value(receiver, node), name, args, node, scope)
            if self.strict:
                raise self.error(node, f"{receiver.decl.name} has no method {name!r}")
            self.note("sample", node, f"{receiver.decl.name}.{name}(…): not in the source; a sample value stands in")
            return StandIn(f"{receiver.decl.name}.{name}()")
        if isinstance(receiver, TypeValue):
            if receiver.decl is not None:
                statics = [d for d in receiver.decl.statics.get(name, []) if isinstance(d, FuncDecl)]
                if statics:
                    fn = self.best_overload(statics, args)
                    return self.call_function(
                        Function(
                            fn,
                            receiver,
                            Scope(fn.file, self.file_scope(fn.file), self_value=receiver, type_decl=receiver.decl),
                        ),
                        args,
                        node,
                    )
            value = self.type_member(receiver, name, node, scope)
            return self.call_value(value, args, node, scope, f"{receiver.name}.{name}")
        if isinstance(receiver, EnumValue):
            return self.call_value(self.enum_member(receiver, name, node), args, node, scope, name)
        if isinstance(receiver, StandIn):
            if name in MODIFIERS or name in VIEW_METHODS:
                # A sample value given a SwiftUI modifier is a view the app passes in: a sample view.
                return self.modifier(self.to_view(receiver, node, receiver.path), name, args, node, scope)
            return self.standin_method(receiver, name, args, node)
        from .builtins import builtin_method

        return builtin_method(self, receiver, name, args, node, scope)

    def best_overload(self, functions: List[FuncDecl], args: Args) -> FuncDecl:
        """The overload a call picks: the argument labels first, then the types of the values
        (``manager(forFile: file)`` and ``manager(forFile: url)``)."""
        labels = [label or "_" for label, _, _ in args.items]
        fitting = [fn for fn in functions if [p.label for p in fn.params][: len(labels)] == labels] or functions
        if len(fitting) == 1 or not args.items:
            return fitting[0]
        values = [self.value(v) for _, v, _ in args.items]

        def score(fn: FuncDecl) -> int:
            total = 0
            for param, value in zip(fn.params, values):
                spec = type_spec(param.type) if param.type is not None else UNKNOWN
                fit = _type_fit(value, spec)
                if fit > 0:
                    total += 2
                elif fit < 0 or (
                    isinstance(value, str) and spec.kind == "named" and self.program.type(spec.simple_name) is not None
                ):
                    total -= 1
            # A method calling an overload of itself: not itself again (that would never end).
            if self.current[1] is not None and fn.node is self.current[1]:
                total -= 1
            return total

        return max(fitting, key=score)

    def standin_method(self, receiver: StandIn, name: str, args: Args, node: Node) -> Any:
        spec = receiver.type
        if spec is not None and spec.kind == "named":
            decl = self.program.type(spec.name, self.current[0].path if self.current[0] else None)
            if decl is not None:
                inst = self.sample_instance(decl, receiver.path, node, 0)
                if isinstance(inst, (Instance, EnumValue)):
                    return self.call_method(inst, name, args, node, self.file_scope(decl.file))
        return StandIn(f"{receiver.path}.{name}()")

    def modifier(self, receiver: Any, name: str, args: Args, node: Node, scope: Scope) -> Any:
        if isinstance(receiver, Views):
            return Views(self.modifier(v, name, args, node, scope) for v in receiver)
        if isinstance(receiver, TableColumnValue):
            if name != "width":
                return receiver  # .customizationID, .alignment, …: no layout effect
            values = {label or "width": self.value(raw) for label, raw, _ in args.items}
            bad = [k for k, v in values.items() if not is_number(v) or k not in ("width", "min", "ideal", "max")]
            if bad:
                raise self.error(node, f"TableColumn.width: {', '.join(bad)} must be numbers (width, min, ideal, max)")
            return receiver.with_width({k: float(v) for k, v in values.items()})
        if name == "modifier":
            return self.apply_view_modifier(receiver, args, node, scope)
        if name in STYLE_MODIFIERS.values() and args.items:
            style = self.app_style(name, self.value(args.items[0][1]), node)
            if isinstance(style, Instance):
                return receiver  # a custom style: applied when its views were built (push_environment)
        if name in IGNORED_MODIFIERS:
            return receiver
        spec = MODIFIERS.get(name)
        if spec is None:
            for ext in self.program.extensions("View"):
                if name in ext.members:
                    fn = self.view_extension_member(receiver, name, node, ext.members[name])
                    return self.call_value(fn, args, node, scope, name)
            for ext in self.program.extensions("Shape"):
                if name in ext.members:
                    fn = self.view_extension_member(receiver, name, node, ext.members[name])
                    return self.call_value(fn, args, node, scope, name)
            message = (
                f"unknown modifier .{name}(…): swiftlayout does not have it (and it is not one of the "
                "modifiers without layout effect it ignores; docs/SWIFT_SOURCE.md)"
            )
            if self.strict:
                raise self.error(node, message)
            known = LAYOUT_MODIFIERS_NOT_MODELLED.get(name)
            if known is not None:
                self.note("unknown", node, f".{name}(…) changes layout ({known}) but is not modelled: left out")
            else:
                self.note(
                    "unknown", node, f".{name}(…) is not a modifier swiftlayout knows: read as without layout effect"
                )
            return receiver

        def make() -> Any:
            return self.build(spec, "." + name, receiver, args, node)

        def skip(error: SwiftSourceError) -> Any:
            self.notes.add("unread", self.where(node), f".{name}(…): {error.reason} (left out)")
            return receiver

        return self.lenient(node, scope, "." + name, make, skip)

    def apply_view_modifier(self, receiver: Any, args: Args, node: Node, scope: Scope) -> Any:
        """``.modifier(M())``: ``M``'s ``body(content:)`` with the view as its content."""
        if not args.items:
            return receiver
        mod = self.value(args.items[0][1])
        if isinstance(mod, Instance):
            bodies = [d for d in self.members_of(mod.decl, "body") if isinstance(d, FuncDecl)]
            if bodies:
                fn = Function(bodies[0], mod, self.instance_scope(mod, bodies[0].file))
                content = receiver
                self.view_depth += 1
                try:
                    result = self.call_function(fn, Args([("content", content, None)], [], node), node)
                finally:
                    self.view_depth -= 1
                return self.views_of(Views(self.to_views(result, node, mod.decl.name)), node, mod.decl.name)
        self.note(
            "unknown",
            node,
            f".modifier({describe(mod)}): not a ViewModifier in the source; read as without layout effect",
        )
        return receiver

    # -- environment and custom styles ------------------------------------------------------------------
    def push_environment(self, name: str, args: Args, node: Node, scope: Scope) -> bool:
        """Modifiers whose values flow down to the views inside them (environment values, objects, custom
        styles) take effect before their content is built, as in SwiftUI."""
        if name not in ENVIRONMENT_MODIFIERS or not (args.items or args.closures):
            return False
        entry: Dict[str, Any] = {}
        try:
            if name == "environment":
                if len(args.items) == 2:
                    key = self.value(args.items[0][1])
                    value = self.value(args.items[1][1])
                    if isinstance(key, KeyPath) and key.components:
                        entry[key.components[-1]] = value
                elif len(args.items) == 1:
                    obj = self.value(args.items[0][1])
                    entry["object:" + _type_key(obj)] = obj
            elif name == "environmentObject" and args.items:
                obj = self.value(args.items[0][1])
                entry["object:" + _type_key(obj)] = obj
            elif name in STYLE_MODIFIERS.values() and args.items:
                style = self.app_style(name, self.value(args.items[0][1]), node)
                if isinstance(style, Instance):
                    entry["style:" + name] = style
            elif name == "dynamicTypeSize" and args.items:
                value = self.value(args.items[0][1])
                if isinstance(value, Member):
                    entry["dynamicTypeSize"] = value
        except SwiftSourceError:
            if self.strict:
                raise
            return False
        if not entry:
            return False
        self.env.append(entry)
        return True

    def environment_value(self, key: str) -> Tuple[bool, Any]:
        for frame in reversed(self.env):
            if key in frame:
                return True, frame[key]
        return False, None

    def custom_style_for(self, view_name: str) -> Optional[Instance]:
        modifier = STYLE_MODIFIERS.get(view_name)
        if modifier is None:
            return None
        found, style = self.environment_value("style:" + modifier)
        return style if found else None

    def styled(self, name: str, style: Instance, args: Args, node: Node, scope: Scope) -> Any:
        """A Button, Label or Toggle under a custom style: the style's ``makeBody(configuration:)`` with the
        view's parts as the configuration."""
        plain = self.build(VIEWS[name], name, None, args, node)
        parts: Dict[str, Any] = {"isPressed": False, "role": None, "isOn": False}
        if name == "Button":
            label = getattr(plain, "label", None)
            parts["label"] = label if isinstance(label, View) else Text(str(label)) if label is not None else Text("")
        elif name == "Label":
            parts["title"] = (
                Text(getattr(plain, "title", ""))
                if isinstance(getattr(plain, "title", None), str)
                else getattr(plain, "title", Text(""))
            )
            icon = getattr(plain, "icon", None)  # the Label's own icon (its SF Symbol or image)
            parts["icon"] = (
                icon
                if isinstance(icon, View)
                else self.sample_view("icon", node, "the Label's icon, which the reader could not make")
            )
        elif name == "Toggle":
            label = getattr(plain, "label", None)
            parts["label"] = label if isinstance(label, View) else Text(str(label or ""))
            parts["isOn"] = bool(getattr(plain, "is_on", False))
        config: Any = Record("Configuration", parts)
        method = "makeBody"
        if name == "TextField":  # TextFieldStyle's `_body(configuration:)` gets the field itself
            config, method = plain, "_body"
        bodies = [d for d in self.members_of(style.decl, method) if isinstance(d, FuncDecl)]
        if not bodies:
            return plain
        saved = self.env
        self.env = [dict(frame) for frame in self.env]
        for frame in self.env:
            frame.pop("style:" + STYLE_MODIFIERS[name], None)
        try:
            fn = Function(bodies[0], style, self.instance_scope(style, bodies[0].file))
            result = self.call_function(fn, Args([("configuration", config, None)], [], node), node)
        finally:
            self.env = saved
        return self.views_of(Views(self.to_views(result, node, style.decl.name)), node, style.decl.name)

    # -- user types -----------------------------------------------------------------------------------
    def instantiate(self, decl: TypeDecl, args: Args, node: Node, scope: Optional[Scope], root: bool = False) -> Any:
        """``Type(…)`` of a declared type: its ``init`` or the memberwise one; a view is its ``body``."""
        if decl.kind == "protocol":
            return StandIn(decl.name, named(decl.name))
        if decl.kind == "enum":
            return self.enum_init(decl, args, node)
        if decl.skipped:
            file, bad, complaint = decl.skipped[0]
            if self.strict or bad is decl.node:
                self.check_syntax(file, bad, decl.name)
            self.note(
                "skipped", bad, f"{decl.name}: a member Swift's parser could not read is left out ({complaint})", file
            )
        inst = Instance(decl)
        init = self.choose_init(decl, args)
        saved = self.current
        self.current = (decl.file, decl.node)
        self.making.append(decl)
        try:
            if init is not None:
                self.run_init(inst, init, args, node)
            else:
                self.memberwise(inst, args, node)
            self.fill_stored(inst, node)
        finally:
            self.current = saved
            self.making.pop()
        if _is_shape(decl):
            return self.shape_view(inst, node)
        if decl.conforms(*REPRESENTABLES):
            return self.placeholder_view(
                decl.name, node, f"{decl.name} wraps a UIKit/AppKit view, which only the platform can lay out"
            )
        if decl.conforms("Layout"):
            return LayoutValue(inst)
        if decl.is_view:
            return self.view_value(inst, node)
        return inst

    def wrapped_value(self, inst: Instance, name: str, value: Any) -> Any:
        """``_x = State(initialValue: v)`` sets x to v; ``_items = Query(…)`` (a database query) to sample rows of
        x's declared type."""
        if isinstance(value, Member) and value.name == "init" and value.args is not None:
            # `_x = .init(initialValue: .init(…))`: the wrapper's initialiser by its implicit name, its value
            # of x's declared type.
            inner = {label: raw for label, raw, _ in value.args.items}
            raw = inner.get("initialValue", inner.get("wrappedValue", inner.get(None)))
            var = next((v for v in inst.decl.stored if v.name == name), None)
            got = self.value(raw) if raw is not None else None
            if var is not None and var.type is not None:
                got = self.coerce(got, var.type, self.instance_scope(inst, var.file), value.node)
            return got
        if isinstance(value, WrapperValue) and isinstance(value.value, QueryMarker):
            var = next((v for v in inst.decl.stored if v.name == name), None)
            spec = (
                type_spec(var.type) if var is not None and var.type is not None else TypeSpec("array", args=[UNKNOWN])
            )
            return self.sample(
                spec, f"{inst.decl.name}.{name}", var.node if var else None, var.file if var else None, note=True
            )
        return _unwrap_wrapper(value)

    def enum_init(self, decl: TypeDecl, args: Args, node: Node) -> Any:
        init = self.choose_init(decl, args)
        if init is not None:
            inst = EnumValue(decl, next(iter(decl.cases), ""))
            scope = Scope(init.file, self.file_scope(init.file), self_value=inst, type_decl=decl)
            self.bind_parameters(init.params, args, scope, node, decl.name)
            with contextlib.suppress(Return):
                self.run_block(init.body.get("statements", []) if init.body else [], scope, builder=False)
            result = scope.names.get("__self__", inst)
            return result
        values = {label: self.value(v) for label, v, _ in args.items}
        if "rawValue" in values:
            for case_name in decl.cases:
                candidate = EnumValue(decl, case_name)
                if self.raw_value(candidate, node) == values["rawValue"]:
                    return candidate
            return None
        return StandIn(decl.name, named(decl.name))

    def choose_init(self, decl: TypeDecl, args: Args) -> Optional[FuncDecl]:
        inits = [i for i in decl.inits if i.body is not None]
        if not inits:
            return None
        best = self.best_init(inits, args)
        if best is None:
            # The memberwise initialiser exists only when the struct declares no init of its own (an init in
            # an extension keeps it).
            own = [i for i in inits if i.file is decl.file and decl.node["r"][0] <= i.node["r"][0] <= decl.node["r"][1]]
            if own and decl.kind == "struct":
                return own[0] if not self.memberwise_fits(decl, args) else None
            if own and decl.kind != "struct":
                return own[0]
        return best

    def best_init(self, candidates: List[FuncDecl], args: Args) -> Optional[FuncDecl]:
        """Swift's choice of initialiser, approximately: the candidates whose labels fit the call, the one using
        most of its labels with fewest parameters; among equals (`init(size: CGFloat?)` and `init(size:
        CGSize?)`), the one whose parameter types the argument values have."""
        labels = [label or "_" for label, _, _ in args.items]
        closures = len(args.closures)
        scored: List[Tuple[int, FuncDecl]] = []
        for fn in candidates:
            plabels = [p.label for p in fn.params]
            if _labels_fit(labels, plabels, fn.params, closures):
                scored.append((sum(1 for label in labels if label in plabels) * 10 - len(fn.params), fn))
        if not scored:
            return None
        top = max(score for score, _ in scored)
        tied = [fn for score, fn in scored if score == top]
        if len(tied) == 1:
            return tied[0]
        values = [(label or "_", self.value(raw)) for label, raw, _ in args.items]

        def fit(fn: FuncDecl) -> int:
            total = 0
            for label, value in values:
                param = next((p for p in fn.params if p.label == label), None)
                if param is not None:
                    total += _type_fit(value, type_spec(param.type))
            return total

        return max(tied, key=fit)  # max keeps the first of equals: declaration order

    def memberwise_fits(self, decl: TypeDecl, args: Args) -> bool:
        names = {v.name for v in decl.stored}
        return all(label in names for label, _, _ in args.items if label is not None)

    def run_init(self, inst: Instance, init: FuncDecl, args: Args, node: Node) -> None:
        scope = Scope(init.file, self.file_scope(init.file), self_value=inst, type_decl=inst.decl)
        self.bind_parameters(init.params, args, scope, node, f"{inst.decl.name}.init")
        if init.body is None:
            return
        self.call_depth += 1
        try:
            self.run_block(init.body.get("statements", []), scope, builder=False, owner=init.node)
        except Return:
            pass
        finally:
            self.call_depth -= 1

    def memberwise(self, inst: Instance, args: Args, node: Node) -> None:
        decl = inst.decl
        stored = {v.name: v for v in decl.stored}
        order = [v.name for v in decl.stored]
        for label, raw, vnode in args.items:
            if label is None:
                free = [n for n in order if n not in inst.fields]
                if not free:
                    if self.strict:
                        raise self.error(
                            vnode, f"{decl.name}(…): memberwise arguments are labelled with the property names"
                        )
                    continue
                label = free[0]
            var = stored.get(label)
            if var is None:
                message = f"{decl.name} has no stored property {label!r} (its properties: {', '.join(order) or 'none'})"
                if self.strict:
                    raise self.error(args.node or vnode, message)
                self.note("unread", vnode, message + " (left out)")
                continue
            inst.fields[label] = self.stored_value(var, self.value(raw), vnode)
        for label, closure in args.closures:
            target = label or next(
                (v.name for v in reversed(decl.stored) if v.name not in inst.fields and _takes_closure(v)), ""
            )
            if not target:
                target = next((v.name for v in decl.stored if v.name not in inst.fields), "")
            var = stored.get(target)
            if var is None:
                if self.strict:
                    raise self.error(node, f"{decl.name} takes no trailing closure")
                continue
            inst.fields[target] = self.stored_value(var, closure, node)

    def stored_value(self, var: VarDecl, value: Any, node: Optional[Node]) -> Any:
        """A value given for a stored property: a closure for a view property (``@ViewBuilder let content:
        Content``) is called, as the memberwise initialiser does."""
        spec = type_spec(var.type) if var.type is not None else UNKNOWN
        if (
            isinstance(value, Closure)
            and spec.kind != "function"
            and (var.has_attribute("ViewBuilder") or spec.kind in ("named", "some", "unknown"))
        ):
            return Views(self.closure_views(value))
        return self.coerce(value, var.type, self.file_scope(var.file), node)

    def fill_stored(self, inst: Instance, node: Node) -> None:
        """Stored properties no initialiser set: their default, their property wrapper's value, ``nil`` for
        an optional, or a sample value (noted)."""
        decl = inst.decl
        for var in decl.stored:
            if var.name in inst.fields:
                continue
            inst.fields[var.name] = self.initial_value(inst, var, node)

    def initial_value(self, inst: Instance, var: VarDecl, node: Node) -> Any:
        scope = self.instance_scope(inst, var.file)
        wrapper = var.wrapper
        path = f"{inst.decl.name}.{var.name}"
        if wrapper is not None and wrapper.name in ("Environment", "EnvironmentObject"):
            return self.environment_property(var, wrapper, scope, path)
        if wrapper is not None and wrapper.name == "Namespace":
            return var.name
        if wrapper is not None and wrapper.name in ("Query", "FetchRequest", "SectionedFetchRequest"):
            return self.sample(
                type_spec(var.type) if var.type is not None else TypeSpec("array", args=[UNKNOWN]),
                path,
                var.node,
                var.file,
                note=True,
            )
        if wrapper is not None and wrapper.name == "ScaledMetric" and var.default is not None:
            return self.scaled_metric(self.eval(var.default, scope), wrapper, scope)
        if var.default is not None:
            if "lazy" in [m.get("name") for m in var.node.get("modifiers", []) if isinstance(m, dict)]:
                return Lazy(lambda: self.coerce(self.eval(var.default, scope), var.type, scope, var.default))
            return self.coerce(self.eval(var.default, scope), var.type, scope, var.default)
        if wrapper is not None and wrapper.name in ("State", "FocusState", "GestureState") and var.type is not None:
            spec = type_spec(var.type)
            if spec.kind == "optional":
                return None
            if wrapper.name == "FocusState" and spec.kind == "named" and spec.name == "Bool":
                return False
        if var.type is not None:
            spec = type_spec(var.type)
            if spec.kind == "optional" and not var.is_let:
                return None  # `var x: T?` starts as nil (Swift's memberwise default)
            if self.strict and wrapper is None:
                raise self.error(node, f"{inst.decl.name}: missing argument for {var.name!r}")
            return self.sample(spec, path, var.node, var.file, note=True)
        if self.strict:
            raise self.error(node, f"{inst.decl.name}: missing argument for {var.name!r}")
        return StandIn(path)

    def environment_property(self, var: VarDecl, wrapper: Any, scope: Scope, path: str) -> Any:
        """``@Environment(\\.key)``, ``@Environment(Model.self)``, ``@EnvironmentObject var m: Model``."""
        spec = type_spec(var.type) if var.type is not None else UNKNOWN
        if wrapper.name == "Environment" and wrapper.arguments:
            argument = self.eval(wrapper.arguments[0]["expression"], scope)
            if isinstance(argument, KeyPath) and argument.components:
                key = argument.components[-1]
                found, value = self.environment_value(key)
                if found:
                    return value
                return self.environment_default(key, var, scope, path)
            if isinstance(argument, TypeValue):
                found, value = self.environment_value("object:" + argument.name)
                if found:
                    return value
                spec = named(argument.name) if spec.kind == "unknown" else spec
        else:
            found, value = self.environment_value("object:" + (spec.simple_name if spec.kind == "named" else ""))
            if found:
                return value
        if spec.kind == "optional":
            spec = spec.element
        self.note(
            "environment",
            var.node,
            f"{path}: no {spec!r} in the environment above it; a sample instance stands in",
            var.file,
        )
        return self.sample(spec, path, var.node, var.file)

    def environment_default(self, key: str, var: VarDecl, scope: Scope, path: str) -> Any:
        """An environment value no modifier above the view sets: SwiftUI's default for the layout's device, or
        the app's own ``EnvironmentKey.defaultValue``."""
        if key in ENVIRONMENT_DEFAULTS:
            return ENVIRONMENT_DEFAULTS[key](self)
        for ext in self.program.extensions("EnvironmentValues"):
            for d in ext.members.get(key, []):
                if isinstance(d, VarDecl):
                    if d.default is not None:  # @Entry var key: T = default
                        return self.eval(d.default, self.file_scope(d.file))
                    if d.computed:
                        env_self = EnvironmentValuesSelf()
                        return self.getter(d, Scope(d.file, self.file_scope(d.file), self_value=env_self))
        self.note(
            "environment",
            var.node,
            f"@Environment(\\.{key}): not known to swiftlayout; a sample value stands in",
            var.file,
        )
        return self.sample(type_spec(var.type) if var.type is not None else UNKNOWN, path, var.node, var.file)

    def scaled_metric(self, value: Any, wrapper: Any, scope: Scope) -> Any:
        """``@ScaledMetric var x = 20``: the value scaled as the body text style (or ``relativeTo:``) scales
        at the layout's Dynamic Type size."""
        if not is_number(value):
            return value
        style = "body"
        for argument in wrapper.arguments:
            if argument.get("label") == "relativeTo":
                member = self.eval(argument["expression"], scope)
                if isinstance(member, Member):
                    style = member.name
        from .builtins import text_style_scale

        return float(value) * text_style_scale(self, style)

    def skipped(self, decl: TypeDecl, name: str) -> None:
        """A member the view needs that Swift's parser could not read: a syntax error at its position."""
        for file, node, _complaint in decl.skipped:
            if _declared_name(node) == name or node is decl.node:
                self.check_syntax(file, node, f"{decl.name}.{name}")

    def view_value(self, inst: Instance, node: Node) -> Any:
        """A view struct's ``body``, evaluated with the instance as ``self``."""
        decls = self.members_of(inst.decl, "body")
        var = next((d for d in decls if isinstance(d, VarDecl)), None)
        if var is None:
            self.skipped(inst.decl, "body")
        if var is None or not var.computed:
            if self.strict:
                raise self.error(
                    inst.decl.node, f"struct {inst.decl.name} has no `var body: some View {{ … }}`", inst.decl.file
                )
            return self.placeholder_view(inst.decl.name, node, "no `var body` to read")
        if self.view_depth >= MAX_VIEW_DEPTH:
            raise self.budget_error(
                node, f"views nested more than {MAX_VIEW_DEPTH} deep (a view that contains itself?)"
            )
        self.view_depth += 1
        saved = self.current
        self.current = (var.file, var.node)
        try:
            scope = self.instance_scope(inst, var.file)

            def make() -> Any:
                return Views(
                    self.real_views(
                        self.to_views(self.getter(var, scope), var.node, f"{inst.decl.name}.body"), var.node
                    )
                )

            value = self.lenient(
                var.node,
                scope,
                f"{inst.decl.name}.body",
                make,
                lambda error: self.placeholder_view(inst.decl.name, var.node, error.reason),
            )
        finally:
            self.view_depth -= 1
            self.current = saved
        if isinstance(value, Views) and len(value) == 1:
            return value[0]
        return value

    def shape_view(self, inst: Instance, node: Node) -> View:
        """A ``Shape`` of the source lays out as every shape does: it takes the whole proposal (its path only
        draws), named after its type."""
        return Shape(inst.decl.name)

    # ================================================================================================
    # samples
    # ================================================================================================
    def current_generics(self) -> List[str]:
        return self.making[-1].generics if self.making else []

    def sample(
        self,
        spec: TypeSpec,
        path: str,
        node: Optional[Node],
        file: Optional[SourceFile] = None,
        depth: int = 0,
        note: bool = False,
    ) -> Any:
        """A value of type ``spec`` for data the source cannot give (samples.py's policy)."""
        value = self.sample_value(spec, path, node, depth)
        if note and node is not None and not isinstance(value, View):  # sample views note themselves
            self.note("sample", node, f"{path}: {spec!r} = {_short(value)}", file)
        return value

    def sample_value(self, spec: TypeSpec, path: str, node: Optional[Node], depth: int) -> Any:
        k = spec.kind
        if k == "optional":
            # Deep inside sample data (a tree's grandchildren) an optional is absent: recursive models end.
            present = self.samples.present() and depth < MAX_SAMPLE_DEPTH
            return self.sample_value(spec.element, path, node, depth) if present else None
        if k in ("array", "set"):
            if depth >= MAX_SAMPLE_DEPTH:
                return []  # a recursive model's leaves: no further rows
            self.count_elements(self.samples.rows, node)
            return [self.sample_value(spec.element, f"{path}[{i}]", node, depth + 1) for i in range(self.samples.rows)]
        if k == "dict":
            return {
                self.sample_value(spec.args[0], f"{path}.key{i}", node, depth + 1): self.sample_value(
                    spec.args[1], f"{path}[{i}]", node, depth + 1
                )
                for i in range(self.samples.rows)
            }
        if k == "function":
            result = spec.result or UNKNOWN
            if result.kind == "named" and result.name in ("Void", "()"):
                return NO_OP
            return StandIn(path, spec)
        if k == "tuple":
            return tuple(self.sample_value(a, f"{path}.{i}", node, depth + 1) for i, a in enumerate(spec.args))
        if k == "some":
            if spec.name in ("View", "Shape", "InsettableShape"):
                return self.sample_view(words(path.rsplit(".", 1)[-1]) or "content", node, "a sample view")
            return StandIn(path, spec)
        if k != "named":
            return StandIn(path, spec)
        name = spec.simple_name
        if name in STRING_TYPES:
            return self.samples.string(path)
        if name in INT_TYPES:
            return self.samples.number(False)
        if name in REAL_TYPES:
            return self.samples.number(True)
        if name == "Bool":
            return self.samples.boolean
        from .builtins import sample_builtin

        made = sample_builtin(self, name, spec, path, node)
        if made is not None:
            return made
        generic = self.current_generics()
        if (
            name in ("AnyView", "Content", "Label", "Body")
            or name in generic
            or (name.endswith("View") and self.program.type(spec.name) is None)
        ):
            return self.sample_view(words(path.rsplit(".", 1)[-1]) or name, node, "a sample view")
        decl = self.program.type(spec.name.split(".")[-1], self.current[0].path if self.current[0] else None)
        if decl is not None and depth <= MAX_SAMPLE_DEPTH:
            return self.sample_instance(decl, path, node, depth)
        return StandIn(path, spec)

    def lazy_default(self, var: VarDecl, scope: Scope, path: str) -> Callable[[], Any]:
        """A stored property's default, computed when first read (a sample value if it cannot be)."""

        def compute() -> Any:
            return self.lenient(
                var.default,
                scope,
                var.name,
                lambda: self.eval(var.default, scope),
                lambda error: StandIn(f"{path}.{var.name}"),
            )

        return compute

    def sample_instance(self, decl: TypeDecl, path: str, node: Optional[Node], depth: int) -> Any:
        """A sample of a declared type: an enum's first case; a struct or class with its defaults and sample
        values for the rest (its initialisers are not run: they may fetch data)."""
        if decl.kind == "enum":
            if not decl.cases:
                return StandIn(path, named(decl.name))
            case = next(iter(decl.cases.values()))
            payload = [
                (
                    label,
                    self.sample_value(
                        type_spec(t) if t is not None else UNKNOWN, f"{path}.{case.name}", node, depth + 1
                    ),
                )
                for label, t, _ in case.params
            ]
            return EnumValue(decl, case.name, payload)
        if decl.kind == "protocol":
            return StandIn(path, named(decl.name))
        if decl.is_view:
            return self.instantiate(decl, Args([], [], node), node or decl.node, None)
        inst = Instance(decl)
        scope = self.instance_scope(inst, decl.file)
        for var in decl.stored:
            if var.default is not None:
                inst.fields[var.name] = Lazy(self.lazy_default(var, scope, path))
            elif var.type is not None:
                inst.fields[var.name] = self.sample_value(type_spec(var.type), f"{path}.{var.name}", node, depth + 1)
            else:
                inst.fields[var.name] = StandIn(f"{path}.{var.name}")
        return inst

    # ================================================================================================
    # converting values to what is expected
    # ================================================================================================
    def coerce(self, value: Any, type_node: Optional[Node], scope: Scope, node: Optional[Node]) -> Any:
        """A value given where ``type_node`` is declared: an implicit member (``.preview``, ``.compact``) is
        looked up in that type, an integer becomes a real for ``CGFloat``/``Double``."""
        if type_node is None:
            return value
        spec = type_spec(type_node)
        return self.coerce_spec(value, spec, scope, node)

    def coerce_spec(self, value: Any, spec: TypeSpec, scope: Scope, node: Optional[Node]) -> Any:
        if spec.kind == "optional":
            return None if value is None else self.coerce_spec(value, spec.element, scope, node)
        if spec.kind == "array" and isinstance(value, list):
            if spec.element.kind == "named" and any(isinstance(v, Member) for v in value):
                return [self.coerce_spec(v, spec.element, scope, node) for v in value]
            return value
        if spec.kind != "named":
            return value
        if isinstance(value, int) and not isinstance(value, bool) and spec.simple_name in REAL_TYPES:
            return float(value)
        if isinstance(value, Member) and value.name == "init" and value.args is not None:
            found, tv = self.find(spec.name.split(".")[0], scope, node or scope.file.tree)
            if found and isinstance(tv, (TypeValue,)):
                return self.construct(tv, value.args, value.node or node or scope.file.tree, scope)
            return StandIn(f"{spec.name}()", spec)
        if isinstance(value, Member):
            found, tv = self.find(spec.name.split(".")[0], scope, node or scope.file.tree)
            if found and isinstance(tv, TypeValue) and tv.decl is not None:
                for part in spec.name.split(".")[1:]:
                    tv = self.member(tv, part, node or scope.file.tree, scope)
                if isinstance(tv, TypeValue) and tv.decl is not None:
                    resolved = self.type_member(tv, value.name, node or scope.file.tree, scope)
                    if value.args is not None:
                        return self.call_value(resolved, value.args, value.node or node or scope.file.tree, scope)
                    return resolved
            if not found or (isinstance(tv, TypeValue) and tv.decl is None):
                for ext in self.program.extensions(spec.name):
                    if value.name in ext.statics:
                        resolved = self.type_member(
                            TypeValue(spec.name, None), value.name, node or scope.file.tree, scope
                        )
                        if value.args is not None:
                            return self.call_value(resolved, value.args, node or scope.file.tree, scope)
                        return resolved
        return value

    def sample_for(self, value: Any, kind_name: str, node: Node, where: str) -> Any:
        """A sample value or unknown view given to a SwiftUI argument: what that argument takes."""
        if isinstance(value, UnknownValue):
            if kind_name in ("view", "textview", "viewfn"):
                return value.as_view(self)
            value = StandIn(value.name)
        if isinstance(value, Instance) and kind_name in ("view", "textview") and value.decl.is_view:
            return self.view_value(value, node)
        if isinstance(value, LayoutValue) and kind_name in ("view", "textview"):
            return value
        if isinstance(value, BuilderClosure):
            value = value.closure
        if isinstance(value, EnumValue) and kind_name in ("str", "textview", "idname"):
            raw = self.raw_value(value, node)
            return raw if isinstance(raw, str) else value.case
        if not isinstance(value, StandIn):
            return value
        spec = value.type
        if kind_name in ("str", "textview", "idname"):
            text = self.samples.string(value.path)
            self.note("sample", node, f"{value.path}: {where} shows {text!r}")
            return text
        if kind_name in ("num",):
            number = self.samples.number(spec is not None and spec.kind == "named" and spec.simple_name in REAL_TYPES)
            self.note("sample", node, f"{value.path}: {where} gets {number}")
            return number
        if kind_name == "int":
            return self.samples.number(False)
        if kind_name in ("bool", "binding"):
            if kind_name == "binding" and spec is not None and spec.kind == "named" and spec.simple_name != "Bool":
                return value
            self.note("sample", node, f"{value.path}: {where} gets {self.samples.boolean}")
            return self.samples.boolean
        if kind_name in ("view",):
            return self.sample_view(words(value.path.rsplit(".", 1)[-1]) or "view", node, "a sample view")
        raise self.error(node, f"{where}: {value.path} is a sample value the reader cannot use here")

    def to_views(self, value: Any, node: Optional[Node], what: str) -> List[View]:
        """The views a builder statement's value is: a view, several, a colour, nothing for ``nil``; a builder
        item (a toolbar item, a table column) passes through for the view that reads the closure."""
        if isinstance(value, View):
            return [value]
        if isinstance(value, ToolbarItem):
            return [value]  # type: ignore[list-item]  # read by .toolbar's closure (toolbar_items)
        if isinstance(value, Views):
            out: List[View] = []
            for v in value:
                out.extend(self.to_views(v, node, what))
            return out
        if isinstance(value, LayoutValue):
            return [self.custom_layout_view(value, [], node)]
        if value is None or isinstance(value, NoOp):
            return []
        if isinstance(value, Member) and value.name in COLOR_NAMES and value.args is None:
            return [Color(value.name)]
        if isinstance(value, Instance) and (value.decl.is_view or _is_shape(value.decl)):
            # A custom Shape lays out as every shape (it takes the proposal), named after its type.
            made = Shape(value.decl.name) if _is_shape(value.decl) else self.view_value(value, node or value.decl.node)
            return self.to_views(made, node, what)
        if isinstance(value, UnknownValue):
            return [value.as_view(self)]
        if isinstance(value, StandIn):
            if self.strict:
                raise self.error(node, f"{what}: {value.path} is not a view the source defines")
            return [
                self.sample_view(
                    words(value.path.rsplit(".", 1)[-1]) or value.path,
                    node,
                    f"{value.path}: a sample view (its value is not in the source)",
                )
            ]
        if isinstance(value, BuilderClosure):
            return self.to_views(self.call_closure(value.closure, [], builder=True), node, what)
        if isinstance(value, BoundModifier):
            return self.to_views(value.view, node, what)
        if isinstance(value, Builtin) and value.name == "ContentUnavailableView.search":
            return [ContentUnavailableView.search()]
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, View) for v in value):
            return list(value)
        raise self.error(node, f"{what} is not a view: {describe(value)}")

    def to_view(self, value: Any, node: Optional[Node], what: str) -> View:
        views = self.to_views(value, node, what)
        if len(views) == 1:
            return views[0]
        return Group(*views) if views else Group()

    def add_views(self, views: List[View], value: Any, node: Node) -> List[View]:
        views.extend(self.to_views(value, node, "a view builder statement"))
        return views

    def views_of(self, value: Any, node: Optional[Node], what: str) -> View:
        views = self.to_views(value, node, what)
        if len(views) == 1:
            return views[0]
        if not views:
            return Group()
        # Several views where one goes (an overlay's content, a label): SwiftUI's TupleView, laid out here as a
        # Group (its views in the container the modifier makes).
        return Group(*views)

    # ================================================================================================
    # blocks and statements
    # ================================================================================================
    def run_block(
        self,
        items: List[Node],
        scope: Scope,
        builder: Optional[bool] = False,
        owner: Optional[Node] = None,
        nested: bool = False,
    ) -> Any:
        """A code block: with ``builder`` the views its statements make (a result builder); otherwise the
        value it returns (a single expression is its own return value). ``None`` decides by the block:
        views if any statement makes one. A ``nested`` block (an ``if``'s, a loop's, a ``guard``'s ``else``)
        lets a ``return`` through to the function it is in."""
        local = Scope(scope.file, scope)
        views = Views()
        last: Any = None
        expression_count = 0
        made_view = False
        try:
            for item in self.block_items(items, scope.file):
                node = item.get("item") if kind(item) == "codeBlockItem" else item
                if not isinstance(node, dict):
                    continue
                k = node.get("k", "")
                if k == "variableDecl":
                    self.declare_local(node, local)
                    continue
                if k in ("functionDecl",):
                    local.names[str(node.get("name", ""))] = Function(FuncDecl(scope.file, node, None), None, local)
                    continue
                if k in ("structDecl", "classDecl", "enumDecl"):
                    decl = self.program.declarations.type_decl(scope.file, node, local.type_decl)
                    local.names[decl.name] = TypeValue(decl.name, decl)
                    continue
                if k == "expressionStmt":
                    node = node.get("expression", node)
                    k = node.get("k", "")
                if builder and k in ("ifExpr", "switchExpr"):
                    value = self.lenient_statement(node, local, _bind(self.branch, node, local, True))
                    views.extend(self.to_views(value, node, "a branch"))
                    made_view = True
                    continue
                if builder is None and k in ("ifExpr", "switchExpr"):
                    value = self.branch(node, local, None)
                    if isinstance(value, Views) and value:
                        views.extend(value)
                        made_view = True
                    elif _is_viewish(value):
                        views.extend(self.to_views(value, node, "a branch"))
                        made_view = True
                    continue
                if k in ("ifExpr", "switchExpr") and builder is False and len(items) == 1:
                    return self.branch(node, local, False)  # a body that is one if/switch: its value (SE-0380)
                if k in STATEMENTS:
                    STATEMENTS[k](self, node, local)
                    continue
                if builder is not False:
                    value = self.lenient_statement(node, local, _bind(self.eval, node, local))
                    expression_count += 1
                    last = value
                    if _is_viewish(value):
                        views.extend(self.to_views(value, node, "a view builder statement"))
                        made_view = True
                    elif (
                        value is not None
                        and builder
                        and not isinstance(value, (NoOp,))
                        and k not in ("infixOperatorExpr",)
                        and not _is_call_for_effect(node)
                    ):
                        if isinstance(value, StandIn) and k in (
                            "functionCallExpr",
                            "declReferenceExpr",
                            "memberAccessExpr",
                        ):
                            views.extend(self.to_views(value, node, "a view builder statement"))
                            made_view = True
                        elif self.strict:
                            raise self.error(node, f"a view builder statement must be a view, got {describe(value)}")
                    continue
                last = self.eval(node, local)
                expression_count += 1
        except Return as done:
            if nested:
                raise
            if builder or (builder is None and made_view):
                views.extend(self.to_views(done.value, owner, "the returned value"))
                return views
            return done.value
        if builder or made_view:
            return views
        if builder is None and expression_count == 1:
            return last
        return (
            last
            if expression_count == 1 and len(items) == 1
            else (last if builder is False and expression_count == 1 else None)
        )

    def lenient_statement(self, node: Node, scope: Scope, compute: Callable[[], Any]) -> Any:
        return self.lenient(
            node,
            scope,
            "this statement",
            compute,
            lambda error: self.placeholder_view(_statement_name(node, scope.file), node, error.reason),
        )

    def block_items(self, items: List[Node], file: SourceFile) -> Iterator[Node]:
        for item in items:
            node = item.get("item") if kind(item) == "codeBlockItem" else item
            if kind(node) == "ifConfigDecl":
                active = self.program.config.active(node, file)
                if isinstance(active, list):
                    yield from self.block_items(active, file)
                continue
            yield item

    def declare_local(self, node: Node, scope: Scope) -> None:
        for binding in node.get("bindings", []):
            pattern = binding.get("pattern")
            initializer = binding.get("initializer")
            annotation = binding.get("typeAnnotation")
            type_node = annotation.get("type") if isinstance(annotation, dict) else None
            if isinstance(initializer, dict):
                value_node = initializer["value"]
                value = self.lenient(
                    value_node,
                    scope,
                    "this value",
                    _bind(self.eval, value_node, scope),
                    _bind_error(self.sample_after, value_node, scope),
                )
                value = self.coerce(value, type_node, scope, value_node)
                if isinstance(value, Instance):
                    value = value.copy()
            elif binding.get("accessorBlock") is not None:
                var = VarDecl(scope.file, node, binding, None)
                value = Lazy(_bind(self.getter, var, scope))
            elif type_node is not None:
                spec = type_spec(type_node)
                value = None if spec.kind == "optional" else Uninitialised()
            else:
                value = Uninitialised()
            self.bind_pattern(pattern, value, scope, node)

    def sample_after(self, error: SwiftSourceError, node: Node, scope: Scope) -> Any:
        self.notes.add("unread", self.where(node, scope.file), f"{error.reason}; a sample value stands in")
        return StandIn(scope.file.slice(node)[:40])

    def bind_pattern(self, pattern: Any, value: Any, scope: Scope, node: Node) -> None:
        k = kind(pattern)
        if k == "identifierPattern":
            scope.names[str(pattern.get("identifier", ""))] = value
        elif k == "tuplePattern":
            elements = pattern.get("elements", [])
            parts = value.values if isinstance(value, LabeledTuple) else value
            for k2, element in enumerate(elements):
                part = parts[k2] if isinstance(parts, (tuple, list)) and k2 < len(parts) else StandIn(f"_{k2}")
                self.bind_pattern(element.get("pattern"), part, scope, node)
        elif k == "valueBindingPattern":
            self.bind_pattern(pattern.get("pattern"), value, scope, node)

    # -- statements -------------------------------------------------------------------------------------
    def s_return(self, node: Node, scope: Scope) -> None:
        expression = node.get("expression")
        raise Return(self.eval(expression, scope) if expression is not None else None)

    def s_guard(self, node: Node, scope: Scope) -> None:
        if not self.conditions(node.get("conditions", []), scope, node):
            self.run_block(node.get("body", {}).get("statements", []), scope, builder=False, nested=True)
            raise Return(None)

    def s_for(self, node: Node, scope: Scope) -> None:
        sequence = self.iterable(self.eval(node["sequence"], scope), node["sequence"])
        where = node.get("whereClause")
        for item in sequence:
            inner = Scope(scope.file, scope)
            if not self.match(node.get("pattern"), item, inner, node):
                continue
            if where is not None and not self.truth(self.eval(where["condition"], inner), where):
                continue
            try:
                self.run_block(node.get("body", {}).get("statements", []), inner, builder=False, nested=True)
            except Break:
                break
            except Continue:
                continue

    def s_while(self, node: Node, scope: Scope) -> None:
        rounds = 0
        while True:
            inner = Scope(scope.file, scope)
            self.sampled_condition = False
            if not self.conditions(node.get("conditions", []), inner, node):
                break
            rounds += 1
            if self.sampled_condition and rounds > self.samples.rows:
                # A loop whose condition is a sample value (`while let r = text.range(of:)` on app data) runs
                # `rows` times: a sample never becomes false or nil by itself.
                self.note("sample", node, f"a loop on a sample value: {self.samples.rows} rounds", scope.file)
                break
            try:
                self.run_block(node.get("body", {}).get("statements", []), inner, builder=False, nested=True)
            except Break:
                break
            except Continue:
                continue

    def s_repeat(self, node: Node, scope: Scope) -> None:
        while True:
            try:
                self.run_block(node.get("body", {}).get("statements", []), scope, builder=False, nested=True)
            except Break:
                break
            except Continue:
                pass
            if not self.truth(self.eval(node["condition"], scope), node):
                break

    def s_break(self, node: Node, scope: Scope) -> None:
        raise Break()

    def s_continue(self, node: Node, scope: Scope) -> None:
        raise Continue()

    def s_fallthrough(self, node: Node, scope: Scope) -> None:
        raise Fallthrough()

    def s_do(self, node: Node, scope: Scope) -> None:
        self.run_block(node.get("body", {}).get("statements", []), scope, builder=False, nested=True)

    def s_throw(self, node: Node, scope: Scope) -> None:
        raise Return(None)

    def s_defer(self, node: Node, scope: Scope) -> None:
        pass

    def s_discard(self, node: Node, scope: Scope) -> None:
        pass

    # -- if, switch, conditions ------------------------------------------------------------------------
    def branch(self, node: Node, scope: Scope, builder: Optional[bool]) -> Any:
        """An ``if`` or ``switch`` used as a statement of a builder or as an expression."""
        if kind(node) == "ifExpr":
            inner = Scope(scope.file, scope)
            if self.conditions(node.get("conditions", []), inner, node):
                return self.run_block(node.get("body", {}).get("statements", []), inner, builder=builder, nested=True)
            other = node.get("elseBody")
            if other is None:
                return Views() if builder else None
            if kind(other) == "ifExpr":
                return self.branch(other, scope, builder)
            return self.run_block(other.get("statements", []), Scope(scope.file, scope), builder=builder, nested=True)
        return self.switch(node, scope, builder)

    def e_if(self, node: Node, scope: Scope) -> Any:
        return self.branch(node, scope, False)

    def e_switch(self, node: Node, scope: Scope) -> Any:
        return self.switch(node, scope, False)

    def s_if(self, node: Node, scope: Scope) -> None:
        self.branch(node, scope, False)

    def s_switch(self, node: Node, scope: Scope) -> None:
        self.switch(node, scope, False)

    def switch(self, node: Node, scope: Scope, builder: Optional[bool]) -> Any:
        subject = self.eval(node["subject"], scope)
        cases = list(self.switch_cases(node.get("cases", []), scope.file))
        if isinstance(subject, StandIn):
            spec = subject.type
            decl = self.program.type(spec.name, scope.file.path) if spec is not None and spec.kind == "named" else None
            if decl is not None and decl.kind == "enum":
                subject = self.sample_instance(decl, subject.path, node, 0)
        taking = False
        for k, case in enumerate(cases):
            inner = Scope(scope.file, scope)
            label = case.get("label", {})
            if not taking:
                if kind(label) == "switchDefaultLabel":
                    taking = True
                else:
                    for item in label.get("caseItems", []):
                        if self.match(item.get("pattern"), subject, inner, node, binding=False):
                            where = item.get("whereClause")
                            if where is None or self.truth(self.eval(where["condition"], inner), where):
                                taking = True
                                break
                if not taking and isinstance(subject, StandIn) and k == 0:
                    self.note(
                        "sample",
                        node,
                        f"switch on {subject.path} (a sample value): the first case is taken",
                        scope.file,
                    )
                    taking = True
            if taking:
                try:
                    return self.run_block(case.get("statements", []), inner, builder=builder, nested=True)
                except Fallthrough:
                    continue
                except Break:  # `break` in a case leaves the switch (not the loop around it)
                    return Views() if builder else None
        return Views() if builder else None

    def switch_cases(self, cases: List[Any], file: SourceFile) -> Iterator[Node]:
        for case in cases:
            if kind(case) == "ifConfigDecl":
                active = self.program.config.active(case, file)
                if isinstance(active, list):
                    yield from self.switch_cases(active, file)
            elif kind(case) == "switchCase":
                yield case

    def conditions(self, conditions: List[Node], scope: Scope, node: Node) -> bool:
        """An ``if``/``guard``/``while`` condition list: each Bool, optional binding or pattern in turn."""
        for element in conditions:
            condition = element.get("condition")
            k = kind(condition)
            if k == "optionalBindingCondition":
                pattern = condition.get("pattern")
                initializer = condition.get("initializer")
                if isinstance(initializer, dict):
                    value = self.eval(initializer["value"], scope)
                else:  # `if let x` shorthand
                    value = self.lookup(str(pattern.get("identifier", "")), scope, condition)
                if isinstance(value, UnknownValue):
                    value = value.as_value()
                if isinstance(value, StandIn):
                    self.sampled_condition = True
                    if not self.samples.present():
                        self.note("sample", condition, f"if let {value.path}: a sample optional, absent", scope.file)
                        return False
                if value is None:
                    return False
                self.bind_pattern(pattern, value, scope, condition)
            elif k == "matchingPatternCondition":
                value = self.eval(condition["initializer"]["value"], scope)
                if not self.match(condition.get("pattern"), value, scope, condition, binding=False):
                    return False
            elif k == "availabilityCondition":
                if condition.get("availabilityKeyword") == "#unavailable":
                    return False
            else:
                if not self.truth(self.eval(condition, scope), condition):
                    return False
        return True

    def truth(self, value: Any, node: Node) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, UnknownValue):
            value = value.as_value()
        if isinstance(value, Member) and not self.strict and "." in value.name:
            value = StandIn(value.name)
        if isinstance(value, StandIn):
            self.sampled_condition = True
            self.note(
                "sample", node, f"{value.path}: a sample Bool, {str(self.samples.boolean).lower()}", self.current[0]
            )
            return self.samples.boolean
        if self.strict:
            raise self.error(node, f"an `if` condition must be a constant Bool, got {describe(value)}")
        raise self.error(node, f"a condition must be a Bool, got {describe(value)}")

    def match(self, pattern: Any, value: Any, scope: Scope, node: Node, binding: bool = False) -> bool:
        """Whether ``value`` matches a pattern (binding its names into ``scope``)."""
        k = kind(pattern)
        if k == "wildcardPattern":
            return True
        if k == "identifierPattern":
            scope.names[str(pattern.get("identifier", ""))] = value
            return True
        if k == "valueBindingPattern":
            return self.match(pattern.get("pattern"), value, scope, node, binding=True)
        if k == "tuplePattern":
            parts = value.values if isinstance(value, LabeledTuple) else value
            elements = pattern.get("elements", [])
            if not isinstance(parts, (tuple, list)) or len(parts) != len(elements):
                return isinstance(value, StandIn) and all(
                    self.match(e.get("pattern"), StandIn(f"{value.path}.{i}"), scope, node, binding)
                    for i, e in enumerate(elements)
                )
            return all(self.match(e.get("pattern"), p, scope, node, binding) for e, p in zip(elements, parts))
        if k == "isTypePattern":
            return self.is_type(value, type_spec(pattern.get("type")))
        if k == "expressionPattern":
            return self.match_expression(pattern.get("expression"), value, scope, node, binding)
        return False

    def match_expression(self, expr: Node, value: Any, scope: Scope, node: Node, binding: bool) -> bool:
        k = kind(expr)
        if k == "patternExpr":
            return self.match(expr.get("pattern"), value, scope, node, binding)
        if k == "discardAssignmentExpr":
            return True
        if binding and k == "declReferenceExpr":
            scope.names[str(expr.get("baseName", ""))] = value
            return True
        if k == "asExpr":  # `case let v as T`: the value if it is a T
            if not self.is_type(value, type_spec(expr.get("type"))):
                return False
            return self.match_expression(expr.get("expression"), value, scope, node, binding)
        if k == "optionalChainingExpr":  # `case let x?`
            if value is None:
                return False
            return self.match_expression(expr.get("expression"), value, scope, node, binding)
        if k == "memberAccessExpr" and expr.get("base") is None:
            name = str(expr.get("declName", {}).get("baseName", ""))
            if name == "none":
                return value is None
            if name == "some":
                return value is not None
            return case_of(value) == name or (isinstance(value, str) and value == name)
        if k == "functionCallExpr" and kind(expr.get("calledExpression")) == "memberAccessExpr":
            callee = expr["calledExpression"]
            name = str(callee.get("declName", {}).get("baseName", ""))
            if callee.get("base") is not None:
                base = self.eval(callee["base"], scope)
                if not isinstance(base, TypeValue):
                    return self.equal(self.eval(expr, scope), value)
            if name == "some":
                if value is None:
                    return False
                payload_values: List[Any] = [value]
            else:
                if case_of(value) != name:
                    return False
                payload_values = [v for _, v in value.payload] if isinstance(value, EnumValue) else []
            arguments = expr.get("arguments", [])
            for k2, argument in enumerate(arguments):
                part = payload_values[k2] if k2 < len(payload_values) else StandIn(f"{name}.{k2}")
                if not self.match_expression(argument["expression"], part, scope, node, binding):
                    return False
            return True
        if k == "memberAccessExpr" and kind(expr.get("base")) == "declReferenceExpr":
            target = self.eval(expr, scope)
            if isinstance(target, EnumValue):
                return case_of(value) == target.case
            return self.equal(target, value)
        target = self.eval(expr, scope)
        if isinstance(target, SwiftRange) and is_number(value):
            lower = target.lower if target.lower is not None else -math.inf
            upper = target.upper if target.upper is not None else math.inf
            return bool(lower <= value <= upper if target.closed else lower <= value < upper)
        return self.equal(target, value)

    def equal(self, a: Any, b: Any) -> bool:
        if isinstance(a, Member) or isinstance(b, Member):
            return case_of(a) == case_of(b) and case_of(a) is not None
        if isinstance(a, StandIn) or isinstance(b, StandIn):
            return False
        try:
            return bool(a == b)
        except Exception:
            return False

    def is_type(self, value: Any, spec: TypeSpec) -> bool:
        if spec.kind != "named":
            return True
        name = spec.simple_name
        if isinstance(value, Instance):
            return value.decl.name == name or name in value.decl.inherits
        if isinstance(value, str):
            return name in STRING_TYPES
        if isinstance(value, bool):
            return name == "Bool"
        if isinstance(value, int):
            return name in INT_TYPES
        if isinstance(value, float):
            return name in REAL_TYPES
        return isinstance(value, StandIn)

    # -- operators ------------------------------------------------------------------------------------
    def e_infix(self, node: Node, scope: Scope) -> Any:
        op_node = node.get("operator", {})
        k = kind(op_node)
        if k == "assignmentExpr":
            value = self.eval(node["rightOperand"], scope)
            self.assign(node["leftOperand"], value, scope, node)
            return None
        if k == "binaryOperatorExpr":
            op = str(op_node.get("operator", ""))
            if op in COMPOUND:
                current = self.eval(node["leftOperand"], scope)
                value = self.binary(COMPOUND[op], current, self.eval(node["rightOperand"], scope), node)
                self.assign(node["leftOperand"], value, scope, node)
                return None
            left = self.eval(node["leftOperand"], scope)
            if op == "&&":
                if not self.truth(left, node["leftOperand"]):
                    return False
                return self.truth(self.eval(node["rightOperand"], scope), node["rightOperand"])
            if op == "||":
                if self.truth(left, node["leftOperand"]):
                    return True
                return self.truth(self.eval(node["rightOperand"], scope), node["rightOperand"])
            if op == "??":
                if left is None:
                    return self.eval(node["rightOperand"], scope)
                if isinstance(left, StandIn) and not self.samples.present():
                    return self.eval(node["rightOperand"], scope)
                return left
            right = self.eval(node["rightOperand"], scope)
            return self.binary(op, left, right, node)
        if k == "arrowExpr":
            return StandIn("function type")
        raise self.error(node, f"unsupported operator {scope.file.slice(op_node)!r}")

    def binary(self, op: str, a: Any, b: Any, node: Node) -> Any:
        from .builtins import binary_operator

        try:
            return binary_operator(self, op, a, b, node)
        except (TypeError, ZeroDivisionError, ValueError, OverflowError) as error:
            raise self.error(
                node, f"cannot compute {self.current[0].slice(node)[:60] if self.current[0] else op!r}: {error}"
            ) from None

    def e_prefix(self, node: Node, scope: Scope) -> Any:
        op = str(node.get("operator", ""))
        value = self.eval(node["expression"], scope)
        if op == "-":
            if is_number(value):
                return -value
        elif op == "+":
            if is_number(value):
                return value
        elif op == "!":
            return not self.truth(value, node["expression"])
        elif op == "...":
            return SwiftRange(None, value, True)
        elif op == "..<":
            return SwiftRange(None, value, False)
        elif op == "~" and isinstance(value, int):
            return ~value
        if isinstance(value, StandIn):
            return value
        raise self.error(node, f"cannot apply {op!r} to {describe(value)}")

    def e_postfix(self, node: Node, scope: Scope) -> Any:
        op = str(node.get("operator", ""))
        value = self.eval(node["expression"], scope)
        if op == "...":
            return SwiftRange(value, None, True)
        return value

    def e_ternary(self, node: Node, scope: Scope) -> Any:
        condition = self.truth(self.eval(node["condition"], scope), node["condition"])
        return self.eval(node["thenExpression"] if condition else node["elseExpression"], scope)

    def typed_field(self, inst: Instance, name: str, value: Any, node: Node) -> Any:
        """A value assigned to a stored property: an implicit member (`self.content = .image(image)`) becomes
        the member of the property's declared type now, its arguments read where they were written."""
        if not isinstance(value, Member) or value.args is None:
            return value
        var = next((v for v in inst.decl.stored if v.name == name), None)
        if var is None or var.type is None:
            return value
        return self.coerce(value, var.type, self.instance_scope(inst, var.file), node)

    def assign(self, target: Node, value: Any, scope: Scope, node: Node) -> None:
        k = kind(target)
        if k == "declReferenceExpr":
            name = str(target.get("baseName", ""))
            if name == "_":
                return
            storage = name[1:] if name.startswith("_") and len(name) > 1 else name
            wrapped = name != storage
            s: Optional[Scope] = scope
            while s is not None:
                if name in s.names or (wrapped and storage in s.names):
                    s.names[name if name in s.names else storage] = value
                    return
                if isinstance(s.self_value, Instance):
                    inst = s.self_value
                    key = storage if (wrapped or storage in {v.name for v in inst.decl.stored}) else name
                    inst.fields[key] = (
                        self.wrapped_value(inst, key, value) if wrapped else self.typed_field(inst, key, value, node)
                    )
                    return
                if isinstance(s.self_value, EnumValue) and name == "self":
                    s.names["__self__"] = value
                    return
                s = s.parent
            scope.names[name] = value
            return
        if k == "memberAccessExpr":
            name = str(target.get("declName", {}).get("baseName", ""))
            base_node = target.get("base")
            receiver = self.eval(base_node, scope) if base_node is not None else None
            if isinstance(receiver, Instance):
                storage = name[1:] if name.startswith("_") and len(name) > 1 else name
                receiver.fields[storage] = (
                    self.wrapped_value(receiver, storage, value)
                    if storage != name
                    else self.typed_field(receiver, storage, value, node)
                )
            return
        if k == "subscriptCallExpr":
            receiver = self.eval(target["calledExpression"], scope)
            args = [self.eval(a["expression"], scope) for a in target.get("arguments", [])]
            if (
                isinstance(receiver, list)
                and args
                and isinstance(args[0], int)
                and -len(receiver) <= args[0] < len(receiver)
            ):
                receiver[args[0]] = value
            elif isinstance(receiver, dict) and args:
                with contextlib.suppress(TypeError):
                    receiver[args[0]] = value
            return
        if k == "tupleExpr":
            parts = value if isinstance(value, (tuple, list)) else ()
            for k2, element in enumerate(target.get("elements", [])):
                if k2 < len(parts):
                    self.assign(element["expression"], parts[k2], scope, node)
            return
        if k in ("discardAssignmentExpr", "optionalChainingExpr", "forceUnwrapExpr"):
            return

    # -- other expressions ------------------------------------------------------------------------------
    def e_tuple(self, node: Node, scope: Scope) -> Any:
        elements = node.get("elements", [])
        if len(elements) == 1 and "label" not in elements[0]:
            return self.eval(elements[0]["expression"], scope)
        values = [self.eval(e["expression"], scope) for e in elements]
        labels = [str(e["label"]) if "label" in e else None for e in elements]
        if any(labels):
            return LabeledTuple(labels, values)
        return tuple(values)

    def e_array(self, node: Node, scope: Scope) -> Any:
        elements = node.get("elements", [])
        self.count_elements(len(elements), node)
        return [self.eval(e["expression"], scope) for e in elements]

    def e_dictionary(self, node: Node, scope: Scope) -> Any:
        content = node.get("content")
        out: Dict[Any, Any] = {}
        if isinstance(content, list):
            self.count_elements(len(content), node)
            for element in content:
                key = self.eval(element["key"], scope)
                with contextlib.suppress(TypeError):
                    out[_hashable(key)] = self.eval(element["value"], scope)
        return out

    def e_optional_chain(self, node: Node, scope: Scope) -> Any:
        value = self.eval_chain(node["expression"], scope)
        if value is None:
            raise NilChain()
        if isinstance(value, StandIn) and not self.samples.present():
            raise NilChain()
        return value

    def e_force_unwrap(self, node: Node, scope: Scope) -> Any:
        value = self.eval_chain(node["expression"], scope)
        if value is None:
            if self.strict:
                raise self.error(node, "force-unwrapping nil (Swift stops the app here)")
            self.note("sample", node, "a force-unwrapped nil: a sample value stands in", scope.file)
            return StandIn(scope.file.slice(node["expression"])[:40])
        return value

    def e_try(self, node: Node, scope: Scope) -> Any:
        if node.get("questionOrExclamationMark") == "?":
            try:
                return self.eval(node["expression"], scope)
            except Unreadable:
                if self.strict:
                    raise
                return None
        return self.eval_chain(node["expression"], scope)

    def e_await(self, node: Node, scope: Scope) -> Any:
        return self.eval_chain(node["expression"], scope)

    def e_as(self, node: Node, scope: Scope) -> Any:
        value = self.eval_chain(node["expression"], scope)
        spec = type_spec(node.get("type"))
        mark = node.get("questionOrExclamationMark")
        if mark == "?" and not self.is_type(value, spec) and not isinstance(value, (StandIn, Instance)):
            return None
        return self.coerce_spec(value, spec, scope, node)

    def e_is(self, node: Node, scope: Scope) -> Any:
        return self.is_type(self.eval(node["expression"], scope), type_spec(node.get("type")))

    def e_key_path(self, node: Node, scope: Scope) -> Any:
        parts: List[str] = []
        for component in node.get("components", []):
            inner = component.get("component", {})
            if kind(inner) == "keyPathPropertyComponent":
                parts.append(str(inner.get("declName", {}).get("baseName", "")))
            elif kind(inner) == "keyPathOptionalComponent":
                continue
            else:
                parts.append("[]")
        return KeyPath(parts)

    def e_subscript(self, node: Node, scope: Scope) -> Any:
        receiver = self.eval_chain(node["calledExpression"], scope)
        args = self.make_args(node, scope)
        from .builtins import subscript

        return subscript(self, receiver, args, node, scope)

    def e_macro(self, node: Node, scope: Scope) -> Any:
        name = str(node.get("macroName", ""))
        if name == "Preview":
            return self.view_of_preview(node, scope.file, None)
        if name in ("file", "fileID", "filePath", "function"):
            return scope.file.path
        if name == "line":
            return scope.file.position(node["r"][0])[0]
        if name == "colorLiteral":
            return Color("gray")
        if self.strict:
            raise self.error(node, f"#{name} is not read")
        return StandIn(f"#{name}")

    def e_postfix_if_config(self, node: Node, scope: Scope) -> Any:
        """``base #if os(iOS) .frame(…) #else … #endif``: the active clause's modifiers on the base."""
        base = node.get("base")
        value = self.eval_chain(base, scope) if base is not None else None
        active = self.program.config.active(node.get("config", {}), scope.file)
        if isinstance(active, dict):
            value = self.apply_chain(active, value, scope)
        return value

    def apply_chain(self, chain: Node, base: Any, scope: Scope) -> Any:
        """A postfix chain whose innermost base is missing (``.frame(…).padding()``), applied to ``base``."""
        k = kind(chain)
        if k == "memberAccessExpr":
            inner = chain.get("base")
            receiver = base if inner is None else self.apply_chain(inner, base, scope)
            return self.member(receiver, str(chain.get("declName", {}).get("baseName", "")), chain, scope)
        if k == "functionCallExpr" and kind(chain.get("calledExpression")) == "memberAccessExpr":
            callee = chain["calledExpression"]
            inner = callee.get("base")
            receiver = base if inner is None else self.apply_chain(inner, base, scope)
            args = self.make_args(chain, scope)
            return self.call_method(receiver, str(callee.get("declName", {}).get("baseName", "")), args, chain, scope)
        if k == "postfixIfConfigExpr":
            inner = chain.get("base")
            receiver = base if inner is None else self.apply_chain(inner, base, scope)
            active = self.program.config.active(chain.get("config", {}), scope.file)
            return self.apply_chain(active, receiver, scope) if isinstance(active, dict) else receiver
        return base

    def e_generic(self, node: Node, scope: Scope) -> Any:
        return self.eval_chain(node["expression"], scope)

    def e_type(self, node: Node, scope: Scope) -> Any:
        spec = type_spec(node.get("type"))
        if spec.kind == "named":
            return self.type_value_of(spec, scope)
        return TypeValue(repr(spec), None, spec)

    def e_inout(self, node: Node, scope: Scope) -> Any:
        return self.eval_chain(node["expression"], scope)

    def e_discard(self, node: Node, scope: Scope) -> Any:
        return None

    def e_super(self, node: Node, scope: Scope) -> Any:
        return StandIn("super")

    def e_unsupported(self, node: Node, scope: Scope) -> Any:
        raise self.error(node, f"unsupported Swift here: {scope.file.slice(node)[:60]!r}", scope.file)

    def e_editor_placeholder(self, node: Node, scope: Scope) -> Any:
        raise self.error(node, f"an editor placeholder {scope.file.slice(node)!r} is not code", scope.file)

    # ================================================================================================
    # ForEach, layouts, iteration
    # ================================================================================================
    def iterable(self, data: Any, node: Node) -> List[Any]:
        """The elements ``for``/``ForEach`` go through."""
        if isinstance(data, UnknownValue):
            data = data.as_value()
        if isinstance(data, SwiftRange):
            lower, upper = data.lower, data.upper
            if isinstance(lower, StandIn) or isinstance(upper, StandIn):
                lower = 0 if isinstance(lower, StandIn) else lower
                upper = self.samples.rows if isinstance(upper, StandIn) else upper
            if not isinstance(lower, int) or not isinstance(upper, int):
                raise self.error(node, f"a range needs integer bounds, got {data!r}")
            end = upper + 1 if data.closed else upper
            if end < lower:
                raise self.error(
                    node, f"the range {data!r} has its upper bound below its lower one (Swift stops the app here)"
                )
            self.count_elements(end - lower, node)
            return list(range(lower, end))
        if isinstance(data, (list, tuple)):
            return list(data)
        if isinstance(data, dict):
            return [LabeledTuple(["key", "value"], [k, v]) for k, v in data.items()]
        if isinstance(data, str):
            return list(data)
        if isinstance(data, set):
            return list(data)
        if isinstance(data, StandIn):
            element = data.type.element if data.type is not None and data.type.kind in ("array", "set") else UNKNOWN
            self.note("sample", node, f"{data.path}: {self.samples.rows} sample rows")
            self.count_elements(self.samples.rows, node)
            return [self.sample_value(element, f"{data.path}[{i}]", node, 1) for i in range(self.samples.rows)]
        if isinstance(data, Instance):
            for name in ("items", "elements", "rows", "values"):
                if name in data.fields:
                    return self.iterable(self.force(data.fields[name], node), node)
        if data is None:
            return []
        raise self.error(node, f"cannot go through {describe(data)}")

    def for_each(self, node: Node, args: Args, scope: Scope) -> Views:
        data: Any = None
        content: Any = None
        for label, value, vnode in args.items:
            if label is None:
                data = self.value(value)
            elif label == "content":
                content = self.value(value)
            elif label in ("id", "editActions"):
                continue
            elif self.strict:
                raise self.error(vnode, f"ForEach: unexpected argument {label}:")
        if args.closures:
            content = args.closures[-1][1]
        if data is None and any(label is None for label, _, _ in args.items) is False:
            raise self.error(node, "ForEach needs its data")
        items = self.iterable(data, node)
        if content is None:
            raise self.error(node, "ForEach needs a closure")
        key = (scope.file.path, (node["r"][0], node["r"][1]))
        template = self.ids.get(scope.file.path, {}).get(key[1])
        if template is not None:
            self.handled.add(key)
        out = Views()
        for item in items:
            made = self.closure_views(content, item)
            if template is not None and isinstance(content, Closure):
                inner = Scope(content.file, content.scope)
                params = content.params
                if params and params != ["$"]:
                    inner.names[params[0]] = item
                else:
                    inner.names["$0"] = item
                made = [v.id(self.expand(template[0], inner, node)) for v in made]
            out.extend(made)
        return out

    def layout_call(self, layout: Any, args: Args, node: Node) -> View:
        """``HStackLayout(spacing: 8) { … }`` or ``layout { … }`` (``let layout = AnyLayout(…)``)."""
        from .swiftui import AnyLayout

        if isinstance(layout, AnyLayout):
            layout = layout.layout
        if args.items or len(args.closures) != 1:
            raise self.error(node, "a layout is called with one trailing closure of views")
        views = self.closure_views(args.closures[0][1])
        return AnyLayout(layout, *views)

    def custom_layout_view(self, layout: "LayoutValue", views: List[View], node: Optional[Node]) -> View:
        from .layouts import custom_layout

        return custom_layout(self, layout.instance, views, node)


# ================================================================================================
# helper values
# ================================================================================================
DEFAULT_PLACEHOLDER = (100.0, 100.0)
#: A sample view (content the app passes in): 100 x 44, a list row's height (assumed).
SAMPLE_VIEW = (100.0, 44.0)


class LabeledTuple:
    """A tuple with labels: ``(name: "a", count: 2)``."""

    __slots__ = ("labels", "values")

    def __init__(self, labels: List[Optional[str]], values: List[Any]) -> None:
        self.labels = labels
        self.values = values

    def __repr__(self) -> str:
        return "(" + ", ".join(f"{k}: {v!r}" if k else repr(v) for k, v in zip(self.labels, self.values)) + ")"


class Uninitialised:
    """A ``var x: T`` declared without a value yet."""

    def __repr__(self) -> str:
        return "<uninitialised>"


class BuilderClosure:
    """A closure passed for a ``@ViewBuilder`` parameter: called, it builds views."""

    __slots__ = ("closure",)

    def __init__(self, closure: Closure) -> None:
        self.closure = closure


class BoundModifier:
    """A SwiftUI modifier named without ``self.`` inside a ``View`` extension."""

    __slots__ = ("view", "name")

    def __init__(self, view: Any, name: str) -> None:
        self.view = view
        self.name = name


class LayoutValue:
    """An instance of a ``Layout`` the source declares; called with a closure of views it lays them out."""

    __slots__ = ("instance",)

    def __init__(self, instance: Instance) -> None:
        self.instance = instance


class EnvironmentValuesSelf:
    """``self`` inside an ``extension EnvironmentValues`` getter: ``self[Key.self]`` is the key's default."""


class UnknownValue:
    """``Name(…)`` of a type the source does not declare (another module's view or value), with the methods
    called on it since: a placeholder with those modifiers when it is used as a view (the ones SwiftUI does
    not have are noted), a sample value otherwise."""

    __slots__ = ("name", "node", "file", "view", "chain", "swiftui")

    def __init__(
        self,
        name: str,
        node: Node,
        file: SourceFile,
        chain: Tuple[Tuple[str, Args, Node, Any], ...] = (),
        swiftui: bool = False,
    ) -> None:
        self.name = name
        self.node = node
        self.file = file
        self.view: Optional[View] = None
        self.chain = chain
        self.swiftui = swiftui

    def then(self, method: str, args: Args, node: Node, scope: Any) -> "UnknownValue":
        return UnknownValue(self.name, self.node, self.file, self.chain + ((method, args, node, scope),), self.swiftui)

    def as_view(self, interpreter: Interpreter) -> View:
        if self.view is None:
            reason = (
                f"SwiftUI's {self.name} is not laid out by swiftlayout yet"
                if self.swiftui
                else f"{self.name} is not defined in the source (another module?)"
            )
            view: Any = interpreter.placeholder_view(self.name, self.node, reason)
            for method, args, node, scope in self.chain:
                view = interpreter.modifier(view, method, args, node, scope)
            self.view = interpreter.to_view(view, self.node, self.name)
        return self.view

    def as_value(self) -> StandIn:
        return StandIn(".".join([f"{self.name}()"] + [f"{m}()" for m, _, _, _ in self.chain]))

    def __repr__(self) -> str:
        return f"{self.name}(…)"


class GeometryProxyValue:
    """What a ``GeometryReader``'s closure reads of its proxy: ``size``, ``safeAreaInsets``, ``frame(in:)``
    (only these: the reader never reads other attributes of its own objects)."""

    __slots__ = ("proxy",)

    def __init__(self, proxy: Any) -> None:
        self.proxy = proxy


def _bind_error(fn: Callable[..., Any], *args: Any) -> Callable[[SwiftSourceError], Any]:
    """``fn(error, *args)`` later (a fallback for :meth:`Interpreter.lenient`)."""
    return lambda error: fn(error, *args)


def _bind(fn: Callable[..., Any], *args: Any) -> Callable[[], Any]:
    """``fn`` with its arguments, called later (a lambda in a loop would see the loop's last values)."""
    return lambda: fn(*args)


def _declared_name(node: Node) -> str:
    """The name a member declaration declares ("" for none)."""
    if kind(node) == "variableDecl":
        for binding in node.get("bindings", []):
            pattern = binding.get("pattern", {})
            if kind(pattern) == "identifierPattern":
                return str(pattern.get("identifier", ""))
    return str(node.get("name", "")) if isinstance(node.get("name"), str) else ""


def _is_extension_self(value: Any) -> bool:
    return type(value).__name__ == "ExtensionSelf"


def _async_image(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``AsyncImage`` as it first appears, before its image loads: the empty phase (an AsyncImage view whose
    content is its ``placeholder:`` content or its content closure called with ``.empty``; without either,
    SwiftUI's default placeholder). Noted: the loaded image's size depends on the network."""
    interp.note("sample", node, "AsyncImage: laid out in its empty phase (before the image loads)")
    closures = dict(args.closures)
    for label, value, _vnode in args.items:
        if label in ("content", "placeholder") and isinstance(interp.value(value), Closure):
            closures[label if label == "placeholder" else ""] = interp.value(value)
    if "placeholder" in closures:
        return AsyncImage(
            "empty", interp.to_view(interp.closure_views(closures["placeholder"]), node, "AsyncImage placeholder")
        )
    content = closures.get("")
    if isinstance(content, Closure):
        # The phase before loading: `.empty`, whose image and error are nil.
        return AsyncImage(
            "empty", interp.to_view(interp.closure_views(content, EnumValue(None, "empty")), node, "AsyncImage content")
        )
    return AsyncImage("empty")


class TableColumnValue(View):
    """``TableColumn(…)`` as the reader reads it in a Table's columns closure: its title, its key path or content
    closure and its width; never laid out (the Table makes the cells)."""

    __slots__ = ("title", "key_path", "content", "width")
    title: str
    key_path: Optional[KeyPath]
    content: Any
    width: Dict[str, Any]
    kind = "TableColumn"

    def __init__(self, title: str, key_path: Optional[KeyPath], content: Any) -> None:
        super().__init__()
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "key_path", key_path)
        object.__setattr__(self, "content", content)
        object.__setattr__(self, "width", {})

    def with_width(self, width: Dict[str, Any]) -> "TableColumnValue":
        made = TableColumnValue(self.title, self.key_path, self.content)
        object.__setattr__(made, "width", width)
        return made


#: What a result builder may hold besides views, for the view that reads the closure: toolbar items, table
#: columns (their owner takes them out).
BUILDER_ITEMS = (TableColumnValue, ToolbarItem)


def _table_column(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``TableColumn("Name", value: \\.name)``, ``TableColumn("Name") { row in … }``, both with ``value:``
    (sortable)."""
    title, key_path, content = "", None, None
    for label, raw, vnode in args.items:
        value = interp.value(raw)
        if label is None:
            title = (
                value
                if isinstance(value, str)
                else value.string
                if isinstance(value, Text)
                else interp.interpolate(value, vnode)
            )
        elif label == "value":
            if not isinstance(value, KeyPath):
                raise interp.error(vnode, f"TableColumn(value:) needs a key path (\\.name), got {describe(value)}")
            key_path = value
        elif label == "content" and isinstance(value, Closure):
            content = value
        elif label in ("comparator", "sortUsing"):
            continue
        elif interp.strict:
            raise interp.error(vnode, f"TableColumn has no argument {label}:")
    if args.closures:
        content = args.closures[-1][1]
    if key_path is None and content is None:
        raise interp.error(node, "TableColumn needs value: or a content closure")
    return TableColumnValue(title, key_path, content)


def _key_path_value(interp: Interpreter, path: KeyPath, value: Any, node: Node) -> Any:
    """``value[keyPath: path]``."""
    scope = interp.file_scope(interp.current[0]) if interp.current[0] is not None else None
    for component in path.components:
        if component != "self" and scope is not None:
            value = interp.member(value, component, node, scope)
    return value


def _table(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``Table(data) { TableColumn … }`` (with ``selection:``, ``sortOrder:``: no layout effect): a column per
    TableColumn, a cell per row and column — the content closure called with the row, or a Text of the key
    path's value."""
    data: Any = None
    columns_closure: Any = None
    rows_closure: Any = None
    for label, raw, _vnode in args.items:
        if label is None:
            data = interp.value(raw)
        elif label == "columns":
            columns_closure = interp.value(raw)
        elif label == "rows":
            rows_closure = interp.value(raw)
    for label, closure in args.closures:
        if label == "rows":
            rows_closure = closure
        elif label in ("", "columns") and columns_closure is None:
            columns_closure = closure
    if (data is None and rows_closure is None) or columns_closure is None:
        raise interp.error(
            node, "Table needs its data (Table(data) or rows: { ForEach(data) { TableRow($0) } }) and a columns closure"
        )
    made = interp.call_closure(columns_closure, [], builder=True)
    specs = [c for c in (made if isinstance(made, (list, Views)) else [made]) if isinstance(c, TableColumnValue)]
    if not specs:
        raise interp.error(node, "Table: its columns closure makes no TableColumn")
    if data is not None:
        rows = interp.iterable(data, node)
    else:
        # `Table(of: Order.self) { … } rows: { Section { ForEach(orders) { TableRow($0) } } }`: the rows are the
        # values the closure's TableRows carry, in order (sections and groups add no rows of their own).
        saved, interp.table_rows = interp.table_rows, []
        try:
            interp.call_closure(rows_closure, [], builder=True)
            rows = interp.table_rows
        finally:
            interp.table_rows = saved

    def column(spec: TableColumnValue) -> TableColumn:
        def cell(row: Any) -> View:
            if spec.content is not None:
                return interp.to_view(interp.closure_views(spec.content, row), node, f"TableColumn {spec.title!r}")
            value = _key_path_value(interp, spec.key_path, row, node) if spec.key_path is not None else ""
            return Text(value if isinstance(value, str) else interp.interpolate(value, node))

        w = spec.width
        if "width" in w:
            return TableColumn(spec.title, content=cell, width=w["width"])
        return TableColumn(
            spec.title, content=cell, min_width=w.get("min"), ideal_width=w.get("ideal"), max_width=w.get("max")
        )

    return Table(rows, *[column(c) for c in specs])


def _table_row(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``TableRow(value)`` in a Table's ``rows:`` closure: the row's value (read by the Table); no view."""
    if len(args.items) != 1:
        raise interp.error(node, "TableRow takes the row's value")
    value = interp.value(args.items[0][1])
    if interp.table_rows is None:
        interp.note("unread", node, "TableRow outside a Table's rows: closure (left out)")
    else:
        interp.table_rows.append(value)
    return EmptyView()


def _outline_group(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``OutlineGroup(data, children: \\.children) { element in … }`` (also ``id:``)."""
    data, children, content = None, None, None
    for label, raw, _vnode in args.items:
        if label is None:
            data = interp.value(raw)
        elif label == "children":
            children = interp.value(raw)
        elif label == "content":
            content = interp.value(raw)
    if args.closures:
        content = args.closures[-1][1]
    if data is None or not isinstance(children, KeyPath) or content is None:
        raise interp.error(node, "OutlineGroup needs its data, children: (a key path) and a content closure")
    return outline_group(interp, data, children, content, node)


def outline_group(interp: Interpreter, data: Any, children: KeyPath, content: Any, node: Node) -> OutlineGroup:
    """The OutlineGroup of ``data`` whose elements' children are at key path ``children``."""

    def kids(element: Any) -> Optional[List[Any]]:
        value = _key_path_value(interp, children, element, node)
        return None if value is None else interp.iterable(value, node)

    return OutlineGroup(
        interp.iterable(data, node),
        kids,
        lambda element: interp.to_view(interp.closure_views(content, element), node, "OutlineGroup"),
    )


def _toolbar_item(group: bool) -> Callable[[Interpreter, Args, Node, Scope], Any]:
    """``ToolbarItem(placement:) { … }`` and ``ToolbarItemGroup(placement:) { … }``."""
    renamed = {
        "navigationBarLeading": "top_bar_leading",
        "navigationBarTrailing": "top_bar_trailing",
        "bottomOrnament": "bottom_bar",
    }

    def make(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
        placement = "automatic"
        content: Any = None
        for label, raw, vnode in args.items:
            value = interp.value(raw)
            if label == "placement":
                name = interp.name_of(value, vnode, "ToolbarItem(placement:)")
                placement = renamed.get(name, snake(name))
            elif label == "content":
                content = value
        if args.closures:
            content = args.closures[-1][1]
        views = interp.closure_views(content) if content is not None else []
        try:
            if group:
                return ToolbarItemGroup(*views, placement=placement)
            return ToolbarItem(interp.views_of(Views(views), node, "ToolbarItem content"), placement=placement)
        except InvalidArgumentError as error:
            if interp.strict:
                raise interp.error(node, str(error)) from None
            interp.note("unread", node, f"ToolbarItem: {error} (read as automatic)")
            return ToolbarItem(interp.views_of(Views(views), node, "ToolbarItem content"))

    return make


def _first_phase(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """``PhaseAnimator(phases) { phase in … }``, ``KeyframeAnimator(initialValue:) { value in … }``,
    ``TimelineView``: the content at rest (the first phase, the initial value)."""
    values = {label: interp.value(v) for label, v, _ in args.items}
    first: Any = values.get("initialValue")
    if first is None:
        phases = values.get(None)
        items = interp.iterable(phases, node) if phases is not None else []
        first = items[0] if items else StandIn("phase")
    content = args.closures[0][1] if args.closures else values.get("content")
    if content is None:
        return Views()
    return Views(interp.closure_views(content, first))


def _tab(interp: Interpreter, args: Args, node: Node, scope: Scope) -> Any:
    """iOS 18's ``Tab("Title", systemImage:, value:) { content }`` in a TabView: its content with the tab's item
    and tag, as ``content.tabItem { Label(title, systemImage:) }.tag(value)`` (the tab bar shows the title)."""
    values = {label: interp.value(v) for label, v, _ in args.items}
    title = values.get(None)
    content = args.closures[0][1] if args.closures else values.get("content")
    views = interp.closure_views(content) if content is not None else []
    out = Views()
    for view in views:
        if isinstance(title, str):
            view = view.tab_item(title)
        if "value" in values:
            from .swiftui import _tag_value

            tag = _tag_value(values["value"])
            if tag is not None:
                view = view.tag(tag)
        out.append(view)
    return out


READER_VIEWS: Dict[str, Callable[[Interpreter, Args, Node, Scope], Any]] = {
    "AsyncImage": _async_image,
    "PhaseAnimator": _first_phase,
    "KeyframeAnimator": _first_phase,
    "Tab": _tab,
    "Table": _table,
    "TableColumn": _table_column,
    "TableRow": _table_row,
    "OutlineGroup": _outline_group,
    "ToolbarItem": _toolbar_item(False),
    "ToolbarItemGroup": _toolbar_item(True),
}


def _placeholder_name(name: str) -> str:
    clean = "".join(c for c in name if c.isprintable()).strip()
    return (clean or "Placeholder")[:80]


def _line_of(starts: List[int], offset: int) -> int:
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _words(kind_name: str) -> str:
    out = ""
    for c in kind_name:
        out += (" " + c.lower()) if c.isupper() else c
    return out.strip()


def _statement_name(node: Node, file: SourceFile) -> str:
    callee = node
    while kind(callee) in ("functionCallExpr", "memberAccessExpr", "postfixIfConfigExpr"):
        if kind(callee) == "functionCallExpr":
            callee = callee.get("calledExpression")
        elif kind(callee) in ("memberAccessExpr", "postfixIfConfigExpr") and callee.get("base") is not None:
            callee = callee.get("base")
        else:
            break
    if kind(callee) == "declReferenceExpr":
        return str(callee.get("baseName", "view"))
    return file.slice(node)[:30].split("(")[0].strip() or "view"


def _has_modifier(view: View) -> bool:
    return isinstance(view, ModifiedContent)


def _is_view_type(type_node: Optional[Node]) -> bool:
    if type_node is None:
        return False
    spec = type_spec(type_node)
    return spec.is_view() or (spec.kind == "named" and spec.name in ("View", "AnyView"))


def _is_viewish(value: Any) -> bool:
    return (
        isinstance(value, (View, Views, UnknownValue, LayoutValue, BuilderClosure, ToolbarItem))
        or (isinstance(value, Builtin) and value.name == "ContentUnavailableView.search")
        or (isinstance(value, Member) and value.name in COLOR_NAMES and value.args is None)
        or (isinstance(value, Instance) and (value.decl.is_view or _is_shape(value.decl)))
    )


def _is_call_for_effect(node: Node) -> bool:
    """A call made for what it does, not for a view (``print(…)``, ``x.append(…)``)."""
    if kind(node) != "functionCallExpr":
        return False
    callee = node.get("calledExpression", {})
    name = (
        callee.get("baseName")
        if kind(callee) == "declReferenceExpr"
        else callee.get("declName", {}).get("baseName")
        if kind(callee) == "memberAccessExpr"
        else None
    )
    return name in (
        "print",
        "append",
        "insert",
        "remove",
        "removeAll",
        "toggle",
        "debugPrint",
        "_printChanges",
        "assert",
        "precondition",
        "dump",
    )


def _is_shape(decl: TypeDecl) -> bool:
    return decl.conforms("Shape", "InsettableShape") and "body" not in decl.members


def _takes_closure(var: VarDecl) -> bool:
    spec = type_spec(var.type) if var.type is not None else UNKNOWN
    if spec.kind == "function" or var.has_attribute("ViewBuilder"):
        return True
    return spec.kind == "named" and spec.name in ("Content", "Label", "Destination", "Header", "Footer")


def _takes_closure_param(param: Parameter) -> bool:
    """Whether a parameter can take a trailing closure (Swift's forward scan skips those that cannot): a
    function type, a @ViewBuilder, or a type the reader does not know."""
    spec = type_spec(param.base_type) if param.base_type is not None else UNKNOWN
    return (
        spec.kind in ("function", "unknown", "some")
        or "ViewBuilder" in param.attributes
        or "escaping" in param.attributes
        or (spec.kind == "optional" and spec.element.kind == "function")
        or (spec.kind == "named" and spec.name not in STRING_TYPES | INT_TYPES | REAL_TYPES | {"Bool"})
    )


def _type_fit(value: Any, spec: TypeSpec) -> int:
    """+1 when ``value`` is of the declared type, -1 when it clearly is not, 0 when the reader cannot tell."""
    while spec.kind == "optional":
        spec = spec.element
    if value is None or spec.kind != "named":
        return 0
    name = spec.simple_name
    numeric = name in REAL_TYPES or name in INT_TYPES
    if isinstance(value, bool):
        return 1 if name == "Bool" else -1 if numeric or name in STRING_TYPES else 0
    if is_number(value):
        return 1 if numeric else -1 if name in STRING_TYPES or name in ("CGSize", "CGPoint", "CGRect") else 0
    if isinstance(value, str):
        return 1 if name in STRING_TYPES or name in ("URL", "UUID") else -1 if numeric else 0
    if isinstance(value, Record):
        return 1 if value.type == name else -1
    if isinstance(value, Instance):
        if name == value.decl.name or name in value.decl.inherits:
            return 1
        # A number, string or geometry type where an instance is given: not this overload (a generic `T`
        # or another protocol: the reader cannot tell).
        return -1 if numeric or name in STRING_TYPES or name in ("Bool", "CGSize", "CGPoint", "CGRect") else 0
    if isinstance(value, StandIn) and value.type is not None and value.type.kind == "named":
        return 1 if value.type.simple_name == name else 0
    return 0


def _labels_fit(labels: List[str], plabels: List[str], params: List[Parameter], closures: int) -> bool:
    """Whether a call's argument labels (in order) fit an initialiser's parameters."""
    k = 0
    for label in labels:
        while k < len(plabels) and plabels[k] != label:
            if (
                params[k].default is None
                and not params[k].variadic
                and type_spec(params[k].type).kind not in ("function", "optional")
                and "ViewBuilder" not in params[k].attributes
            ):
                return False
            k += 1
        if k >= len(plabels):
            return False
        k += 1
    rest = params[k:]
    needed = [p for p in rest if p.default is None and type_spec(p.type).kind != "optional"]
    return (
        len(needed) <= closures
        or (
            all(type_spec(p.type).kind == "function" or "ViewBuilder" in p.attributes for p in needed)
            and len(needed) <= max(closures, 0) + 0
        )
        or not needed
    )


def _unwrap_wrapper(value: Any) -> Any:
    """``_x = State(initialValue: v)``: the wrapper's value."""
    if isinstance(value, WrapperValue):
        return value.value
    return value


class QueryMarker:
    """``Query(…)``, ``FetchRequest(…)``: a database query, whose rows the sample policy makes up."""


class WrapperValue:
    """``State(initialValue:)``, ``StateObject(wrappedValue:)``, ``Binding(get:set:)`` …: the value inside."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


def _type_key(value: Any) -> str:
    if isinstance(value, Instance):
        return value.decl.name
    if isinstance(value, StandIn) and value.type is not None:
        return value.type.simple_name
    return type(value).__name__


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(value)
    return value


def _short(value: Any) -> str:
    text = repr(value)
    if isinstance(value, list):
        text = f"[{len(value)} rows]"
    if isinstance(value, Instance):
        text = f"{value.decl.name}(…)"
    return text[:60]


def _strip_indentation(parts: List[Any]) -> List[Any]:
    """A multi-line string literal's lines without the closing delimiter's indentation, without its first
    and last line breaks, with ``\\`` line continuations joined (Swift's rules)."""
    text_parts: List[Any] = []
    # Join into lines, keeping interpolations as objects.
    lines: List[List[Any]] = [[]]
    for part in parts:
        if isinstance(part, str):
            pieces = part.split("\n")
            for k, piece in enumerate(pieces):
                if k:
                    lines.append([])
                if piece:
                    lines[-1].append(piece)
        else:
            lines[-1].append(part)
    if lines and not lines[0]:
        lines = lines[1:]
    last = lines[-1] if lines else []
    indent = ""
    if lines and all(isinstance(p, str) and not p.strip() for p in last):
        indent = "".join(last)
        lines = lines[:-1]
    out_lines: List[List[Any]] = []
    for line in lines:
        if line and isinstance(line[0], str) and line[0].startswith(indent):
            line = [line[0][len(indent) :]] + line[1:]
        out_lines.append(line)
    for k, line in enumerate(out_lines):
        continued = (
            bool(line) and isinstance(line[-1], str) and line[-1].endswith("\\") and not line[-1].endswith("\\\\")
        )
        if continued:
            line = line[:-1] + [line[-1][:-1]]
        text_parts.extend(line)
        if k < len(out_lines) - 1 and not continued:
            text_parts.append("\n")
    return text_parts


_ESCAPES = {"n": "\n", "t": "\t", "\"": "\"", "\\": "\\", "'": "'", "0": "\0", "r": "\r"}


def _unescape(text: str, pounds: int, multiline: bool) -> str:
    """Swift's escapes (``\\n``, ``\\u{…}``) in a literal segment; a raw string (``#"…"#``) escapes with
    ``\\#``."""
    marker = "\\" + "#" * pounds
    if marker not in text:
        return text
    out: List[str] = []
    k = 0
    while k < len(text):
        if text.startswith(marker, k):
            j = k + len(marker)
            c = text[j : j + 1]
            if c in _ESCAPES:
                out.append(_ESCAPES[c])
                k = j + 1
                continue
            if c == "u" and text[j + 1 : j + 2] == "{":
                end = text.find("}", j)
                try:
                    code = int(text[j + 2 : end], 16)
                    out.append(chr(code) if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd")
                except ValueError:
                    out.append("\ufffd")
                k = end + 1
                continue
            out.append(text[k : j + 1])
            k = j + 1
            continue
        out.append(text[k])
        k += 1
    return "".join(out)


def _c_format(spec: str, values: List[Any]) -> str:
    """``String(format:)`` / ``specifier:`` for the C formats a view uses (``%.1f``, ``%d``, ``%@``)."""
    import re as _re

    out: List[str] = []
    values = list(values)
    pattern = _re.compile(
        r"%(?:(\d+)\$)?([-+ 0#']*)(\d+|\*)?(?:\.(\d+))?(ll|l|h|hh|q|L|z|t|j)?"
        r"([dDiuUxXoOfFeEgGcsS@a%])"
    )
    last = 0
    for m in pattern.finditer(spec):
        out.append(spec[last : m.start()])
        last = m.end()
        conversion = m.group(6)
        if conversion == "%":
            out.append("%")
            continue
        value = values.pop(0) if values else 0
        flags = (m.group(2) or "").replace("'", "")
        width = m.group(3) if m.group(3) != "*" else ""
        precision = m.group(4)
        if conversion == "@":
            conversion = "s"
        if conversion in "dDiuU":
            conversion = "d"
            value = int(value) if is_number(value) else 0
        elif conversion in "fFeEgGa":
            value = float(value) if is_number(value) else 0.0
            conversion = "f" if conversion == "a" else conversion
        elif conversion in "xXoO":
            value = int(value) if is_number(value) else 0
            conversion = conversion.lower() if conversion == "O" else conversion
        elif conversion in "cs" or conversion == "S":
            value = str(value)
            conversion = "s"
        fmt = "%" + flags + (width or "") + (("." + precision) if precision is not None else "") + conversion
        try:
            out.append(fmt % value)
        except (TypeError, ValueError):
            out.append(str(value))
    out.append(spec[last:])
    return "".join(out)


#: Operators a name may refer to as a function value (`reduce(0, +)`, `sorted(by: >)`).
OPERATOR_FUNCTIONS = {"+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"}

COMPOUND = {
    "+=": "+",
    "-=": "-",
    "*=": "*",
    "/=": "/",
    "%=": "%",
    "&&=": "&&",
    "||=": "||",
    "<<=": "<<",
    ">>=": ">>",
    "&=": "&",
    "|=": "|",
    "^=": "^",
}

#: SwiftUI (and Apple framework) views swiftlayout does not lay out yet: placeholders that say so.
SWIFTUI_NOT_MODELLED = {
    "ControlGroup",
    "ShareLink",
    "ContentUnavailableView",
    "Table",
    "OutlineGroup",
    "Chart",
    "SignInWithAppleButton",
    "PasteButton",
    "RenameButton",
    "EditButton",
    "HelpLink",
    "PhotosPicker",
    "ProductView",
    "StoreView",
    "SubscriptionStoreView",
    "TimelineView",
    "WindowGroup",
    "Settings",
    "MultiDatePicker",
    "LocationButton",
    "Map",
    "SceneView",
    "SpriteView",
    "RealityView",
    "Model3D",
    "TextEditor",
}
#: A view wrapping UIKit or AppKit: laid out as a placeholder (the platform's view decides its size).
REPRESENTABLES = (
    "UIViewRepresentable",
    "NSViewRepresentable",
    "UIViewControllerRepresentable",
    "NSViewControllerRepresentable",
)
#: Methods only views have (besides the modifiers): a sample value they are called on is a view.
VIEW_METHODS = {"resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode"}

#: Modifiers whose values flow down into their content (read before the content is built).
ENVIRONMENT_MODIFIERS = {
    "environment",
    "environmentObject",
    "buttonStyle",
    "labelStyle",
    "toggleStyle",
    "textFieldStyle",
    "dynamicTypeSize",
}
#: The views a custom style (a struct of the source) makes, by the modifier that sets it.
STYLE_MODIFIERS = {
    "Button": "buttonStyle",
    "Label": "labelStyle",
    "Toggle": "toggleStyle",
    "TextField": "textFieldStyle",
}


def _callable(value: Any) -> bool:
    """Whether calling ``value`` means something to the reader (else a same-named function is looked for)."""
    return isinstance(
        value,
        (
            Function,
            Closure,
            Builtin,
            BoundModifier,
            BuilderClosure,
            TypeValue,
            NoOp,
            StandIn,
            UnknownValue,
            Member,
            LayoutValue,
        )
        + _LAYOUT_TYPES,
    )


#: Modifiers that change layout in SwiftUI but that swiftlayout does not model: their notes say so.
LAYOUT_MODIFIERS_NOT_MODELLED = {
    "textScale": "the text size",
    "imageScale": "an SF Symbol's size",
    "symbolVariant": "an SF Symbol's shape",
    "controlSize": "a control's size",
    "labelsHidden": "a control's label",
    "scaledToFit": "an image's size",
    "scaledToFill": "an image's size",
    "listStyle": "a list's insets",
    "pickerStyle": "a picker's size",
    "textFieldStyle": "a field's size",
    "containerShape": "nothing",
    "safeAreaInset": "the safe area",
}

#: ASCII punctuation: what markdown escapes with a backslash.
_MARKDOWN_PUNCTUATION = re.compile(r"[!-/:-@\[-`{-~]")

#: Types the reader knows by name: calling them makes a value (builtins.py).
BUILTIN_TYPES = {
    "String",
    "Int",
    "Double",
    "CGFloat",
    "Float",
    "Bool",
    "Date",
    "URL",
    "UUID",
    "Array",
    "Dictionary",
    "Set",
    "CGRect",
    "CGSize",
    "CGPoint",
    "Font",
    "Color",
    "Image",
    "Text",
    "AnyView",
    "Binding",
    "State",
    "StateObject",
    "ObservedObject",
    "Bindable",
    "Locale",
    "Calendar",
    "TimeInterval",
    "Decimal",
    "NSColor",
    "UIColor",
    "NSImage",
    "UIImage",
    "Character",
    "Substring",
    "AttributedString",
    "LocalizedStringKey",
    "EmptyView",
    "Edge",
    "Axis",
    "Int64",
    "Int32",
    "UInt",
    "Float64",
    "ClosedRange",
    "Range",
    "Optional",
    "Task",
    "DispatchQueue",
    "Animation",
    "AnyShape",
    "AnyTransition",
    "Gradient",
    "ShapeStyle",
    "Material",
    "Angle",
    "UnitPoint",
    "EdgeInsets",
    "Measurement",
    "Duration",
    "DateComponents",
    "TimeZone",
    "Data",
    "NSNumber",
    "NumberFormatter",
    "DateFormatter",
    "Namespace",
    "FocusState",
    "AppStorage",
    "Environment",
    "LinearGradient",
    "Path",
    "StrokeStyle",
    "Circle",
    "Rectangle",
    "Capsule",
    "KeyPathComparator",
}

ENVIRONMENT_DEFAULTS: Dict[str, Callable[[Interpreter], Any]] = {}
BUILTIN_FUNCTIONS: Dict[str, Callable[..., Any]] = {}

STATEMENTS: Dict[str, Callable[[Interpreter, Node, Scope], None]] = {
    "returnStmt": Interpreter.s_return,
    "guardStmt": Interpreter.s_guard,
    "forStmt": Interpreter.s_for,
    "whileStmt": Interpreter.s_while,
    "repeatStmt": Interpreter.s_repeat,
    "breakStmt": Interpreter.s_break,
    "continueStmt": Interpreter.s_continue,
    "fallthroughStmt": Interpreter.s_fallthrough,
    "doStmt": Interpreter.s_do,
    "throwStmt": Interpreter.s_throw,
    "deferStmt": Interpreter.s_defer,
    "discardStmt": Interpreter.s_discard,
    "ifExpr": Interpreter.s_if,
    "switchExpr": Interpreter.s_switch,
}

_EXPRESSIONS: Dict[str, Callable[[Interpreter, Node, Scope], Any]] = {
    "integerLiteralExpr": Interpreter.e_integer,
    "floatLiteralExpr": Interpreter.e_float,
    "booleanLiteralExpr": Interpreter.e_bool,
    "nilLiteralExpr": Interpreter.e_nil,
    "stringLiteralExpr": Interpreter.e_string,
    "simpleStringLiteralExpr": Interpreter.e_string,
    "declReferenceExpr": Interpreter.e_reference,
    "memberAccessExpr": Interpreter.e_member,
    "functionCallExpr": Interpreter.e_call,
    "closureExpr": Interpreter.e_closure,
    "infixOperatorExpr": Interpreter.e_infix,
    "prefixOperatorExpr": Interpreter.e_prefix,
    "postfixOperatorExpr": Interpreter.e_postfix,
    "ternaryExpr": Interpreter.e_ternary,
    "tupleExpr": Interpreter.e_tuple,
    "arrayExpr": Interpreter.e_array,
    "dictionaryExpr": Interpreter.e_dictionary,
    "optionalChainingExpr": Interpreter.e_optional_chain,
    "forceUnwrapExpr": Interpreter.e_force_unwrap,
    "tryExpr": Interpreter.e_try,
    "awaitExpr": Interpreter.e_await,
    "asExpr": Interpreter.e_as,
    "isExpr": Interpreter.e_is,
    "keyPathExpr": Interpreter.e_key_path,
    "subscriptCallExpr": Interpreter.e_subscript,
    "ifExpr": Interpreter.e_if,
    "switchExpr": Interpreter.e_switch,
    "macroExpansionExpr": Interpreter.e_macro,
    "postfixIfConfigExpr": Interpreter.e_postfix_if_config,
    "genericSpecializationExpr": Interpreter.e_generic,
    "typeExpr": Interpreter.e_type,
    "inOutExpr": Interpreter.e_inout,
    "discardAssignmentExpr": Interpreter.e_discard,
    "superExpr": Interpreter.e_super,
    "editorPlaceholderExpr": Interpreter.e_editor_placeholder,
    "sequenceExpr": Interpreter.e_unsupported,
    "regexLiteralExpr": Interpreter.e_unsupported,
    "patternExpr": Interpreter.e_unsupported,
    "consumeExpr": Interpreter.e_inout,
    "copyExpr": Interpreter.e_inout,
    "borrowExpr": Interpreter.e_inout,
    "unresolvedTernaryExpr": Interpreter.e_unsupported,
}

__all__ = [
    "Interpreter",
    "Budget",
    "Scope",
    "LabeledTuple",
    "UnknownValue",
    "GeometryProxyValue",
    "WrapperValue",
    "LayoutValue",
    "EnvironmentValuesSelf",
    "BuilderClosure",
    "DEFAULT_PLACEHOLDER",
    "ENVIRONMENT_DEFAULTS",
    "BUILTIN_FUNCTIONS",
    "BUILTIN_TYPES",
    "_c_format",
    "_SPECIAL",
    "Text",
    "FontValue",
    "MetaType",
    "Record",
    "Sequence",
]
