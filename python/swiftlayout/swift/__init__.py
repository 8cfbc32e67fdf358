"""SwiftUI source in, views out: :func:`from_swift` reads SwiftUI apps — a source string, a file, or a whole
folder — with Swift's own parser and builds the Python API's view tree (docs/SWIFT_SOURCE.md).

The reader is lenient by default: the rest of a file is read as declarations and skipped unless the view
needs it; app data the source cannot give becomes a sample value; a construct it cannot read becomes a
placeholder. Everything it did instead of Swift is a note (``view.notes``, then ``Layout.notes``).
``strict=True`` turns every such note into a :class:`~swiftlayout.SwiftSourceError`.
"""

from __future__ import annotations

import difflib
import os
import re
import sys
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union

from ..errors import SwiftSourceError
from .._ffi import lib
from ..environment import make_environment
from ..views import View, VStack
from .declarations import BuildConfiguration, Preview, TypeDecl
from .interpreter import Budget, Interpreter, Unreadable
from .notes import Note
from .parser import MAX_SOURCE_BYTES
from .program import Program
from .samples import SamplePolicy
from .swiftui import IGNORED_MODIFIERS, MODIFIERS, VIEWS, PlaceholderSizes
from . import builtins as _builtins  # noqa: F401  (fills the interpreter's tables)
from .survey import main as survey_main, survey_frame

#: `struct Name: … View …{` in source text (the names an unknown view's error lists).
_VIEW_STRUCT = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{]*\bView\b[^{]*\{")

SourceLike = Union[str, "os.PathLike[str]"]

#: Python's recursion limit while reading (the default 1,000 is about 50 nested views).
READ_RECURSION_LIMIT = 20_000
#: Devices whose platform is macOS (the rest are iOS).
_MAC_DEVICES = ("window", "mac")


def _platform_of(device: Optional[str], platform: Optional[str]) -> str:
    if platform:
        return "macOS" if platform.lower().startswith("mac") else "iOS"
    if device and any(device.lower().startswith(m) for m in _MAC_DEVICES):
        return "macOS"
    return "iOS"


def _environment(
    device: Optional[str],
    screen: Optional[Tuple[float, float]],
    dynamic_type_size: Optional[str],
    layout_direction: Optional[str],
    color_scheme: Optional[str],
) -> Dict[str, Any]:
    """What ``@Environment(\\.key)`` reads: the device's screen and scale (size classes derive from them),
    Dynamic Type, layout direction and colour scheme."""
    env: Dict[str, Any] = {}
    if device is not None or screen is not None:
        handle, geometry = make_environment(device, screen, None, None, {})
        lib.sl_env_free(handle)
        env["screen"], env["scale"] = geometry[0], geometry[2]
    if dynamic_type_size:
        env["dynamicTypeSize"] = dynamic_type_size
    if layout_direction:
        env["layoutDirection"] = layout_direction
    if color_scheme:
        env["colorScheme"] = color_scheme
    return env


class SwiftSource:
    """Swift sources read as declarations: a string, a file or a folder. Several views and previews can be
    laid out from one (the survey does), each file parsed at most once."""

    def __init__(self, source: SourceLike, *, platform: str = "iOS") -> None:
        self.program = Program(BuildConfiguration(platform))
        self.path: Optional[Path] = None
        if isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
            path = Path(source)
            if path.is_dir():
                self.program.add_folder(path)
            elif path.is_file():
                self.program.add_path(path)
                if str(path) in self.program.unreadable:
                    raise SwiftSourceError(self.program.unreadable[str(path)], file=str(path))
            else:
                raise SwiftSourceError(f"{source}: no such file or folder", file=str(source))
            self.path = path
        elif isinstance(source, str):
            self.program.add_source(source)
        else:
            raise TypeError(f"from_swift needs the source as a str or a path, got {type(source).__name__}")

    # -- what the sources hold --------------------------------------------------------------------------
    def view_types(self) -> List[TypeDecl]:
        """Every ``struct …: View`` (top level and nested), in file order."""
        self.program.parse_all()
        out = [
            d
            for decls in self.program.declarations.types.values()
            for d in decls
            if d.kind == "struct" and d.conforms("View")
        ]
        return sorted(out, key=lambda d: (d.file.path, d.node["r"][0]))

    def previews(self) -> List[Preview]:
        self.program.parse_all()
        return sorted(self.program.declarations.previews, key=lambda p: (p.file.path, p.node["r"][0]))

    def find_view(self, name: str) -> TypeDecl:
        decl = None
        if "." in name:
            outer, _, inner = name.rpartition(".")
            parent = self.program.type(outer.split(".")[-1])
            decl = parent.nested.get(inner) if parent is not None else None
        else:
            decl = self.program.type(name)
            if decl is None:
                self.program.ensure(name)
                candidates = self.program.declarations.types.get(name, [])
                decl = candidates[0] if candidates else None
        if decl is None or decl.kind not in ("struct", "class", "enum"):
            names = self._view_names()
            close = difflib.get_close_matches(name, names, n=3)
            hint = f"did you mean {', '.join(close)}? " if close else ""
            known = ", ".join(names[:30]) + (f" and {len(names) - 30} more" if len(names) > 30 else "")
            raise SwiftSourceError(
                f"no `struct {name}: View` in the source ({hint}views: {known or 'none'})",
                file=str(self.path) if self.path else None,
            )
        return decl

    def _view_names(self) -> List[str]:
        """The names of the structs that look like views, for an error message: parsed files' declarations,
        and a scan of the text of the files not parsed (parsing a whole app to name its views in an error
        would take seconds to minutes)."""
        if len(self.program.parsed) == len(self.program.texts):
            return sorted({d.qualname for d in self.view_types()})
        names = {m.group(1) for text in self.program.texts.values() for m in _VIEW_STRUCT.finditer(text)}
        return sorted(names)

    def find_preview(self, name: str) -> Preview:
        previews = self.previews()
        for p in previews:
            if p.name == name:
                return p
        known = ", ".join(repr(p.name) for p in previews) or "none"
        raise SwiftSourceError(f"no preview named {name!r} (previews: {known})")

    # -- reading one view -----------------------------------------------------------------------------
    def read(self, *, view: Optional[str] = None, preview: Optional[str] = None, **options: Any) -> View:
        interpreter = _interpreter(self.program, options)
        # The interpreter recurses per nested view and call (a view is ~20 Python frames): the budgets
        # (interpreter.py) stop a source long before this limit; Python's frames live on the heap.
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, READ_RECURSION_LIMIT))
        try:
            made = self._read(interpreter, view, preview)
        except SwiftSourceError:
            raise
        except RecursionError:
            raise SwiftSourceError("the source nests too deeply to read") from None
        except MemoryError:
            raise SwiftSourceError("the source builds more than memory holds") from None
        except (LookupError, AttributeError, TypeError, ValueError, ArithmeticError, UnicodeError) as error:
            raise internal_error(interpreter, error) from error
        finally:
            sys.setrecursionlimit(limit)
        made = made.with_notes(interpreter.notes.items)  # the live list: layout-time notes join it
        return made

    def _read(self, interpreter: Interpreter, view: Optional[str], preview: Optional[str]) -> View:
        decls = self.program.declarations
        if view is not None and preview is not None:
            raise TypeError("give view= or preview=, not both")
        if view is not None:
            return interpreter.view_of_type(self.find_view(view))
        if preview is not None:
            p = self.find_preview(preview)
            return interpreter.view_of_preview(p.body or p.node, p.file, p.provider)
        expressions = [(f, n) for f, n in decls.expressions]
        if len(expressions) > 1 and interpreter.strict:
            file, node = expressions[1]
            raise file.error(
                node,
                "more than one top-level view expression; the source must have one "
                "(or none, with a `struct …: View` to lay out)",
            )
        if len(expressions) > 1:
            return VStack(*[interpreter.view_of_expression(n, f) for f, n in expressions])
        if expressions:
            file, node = expressions[0]
            return interpreter.view_of_expression(node, file)
        previews = [p for p in decls.previews if p.provider is None]
        views: List[TypeDecl] = list(self.view_types())
        if not views and previews:
            p = previews[0]
            return interpreter.view_of_preview(p.body or p.node, p.file, p.provider)
        if not views:
            if decls.skipped:
                file, node, complaint = decls.skipped[0]
                raise file.error(node, f"syntax error: {complaint.split(': ', 1)[-1]}")
            raise SwiftSourceError("the source has no view: write a view expression or a `struct Name: View`")
        for d in views:
            if d.name == "ContentView":
                return interpreter.view_of_type(d)
        used = set()
        for d in views:
            text = d.file.slice(d.node)
            for other in views:
                if other is not d and other.name in text:
                    used.add(other.name)
        roots = [d for d in views if d.name not in used and d.parent is None]
        if len(roots) != 1:
            raise SwiftSourceError(
                "several structs could be the view to lay out ("
                + ", ".join(d.name for d in roots)
                + "): pass view=\"Name\" (--view Name)"
            )
        return interpreter.view_of_type(roots[0])


#: How an internal failure of the reader starts (the survey counts it as an error, not a refusal).
INTERNAL = "swiftlayout could not read this"


def internal_error(interpreter: Interpreter, error: BaseException) -> SwiftSourceError:
    """A failure of the reader itself, at the construct it was reading: a syntax error when the file there has
    one (broken code the reader walked into), else a bug to report."""
    file, node = interpreter.current
    if file is not None and file.errors:
        start, _, complaint = file.errors[0]
        line, column = file.position(start)
        return SwiftSourceError(f"syntax error: {complaint}", line, column, file=file.path)
    reason = f"{INTERNAL} ({type(error).__name__}: {error}); please report it"
    if file is not None and node is not None and isinstance(node, dict) and "r" in node:
        line, column = file.position(node["r"][0])
        return SwiftSourceError(reason, line, column, file=file.path)
    return SwiftSourceError(reason, file=file.path if file is not None else None)


def _looks_like_path(text: str) -> bool:
    if "\n" in text or len(text) > 4096 or "{" in text or "(" in text or text.lstrip().startswith(("//", "/*")):
        return False  # source text: a Swift comment is not the root folder `//`
    return text.endswith(".swift") or os.path.isdir(text) or (os.sep in text and os.path.exists(text))


def _interpreter(program: Program, options: Dict[str, Any]) -> Interpreter:
    known = {
        "placeholders",
        "images",
        "strict",
        "samples",
        "device",
        "screen",
        "dynamic_type_size",
        "layout_direction",
        "color_scheme",
        "platform",
        "budget",
    }
    unknown = set(options) - known
    if unknown:
        raise TypeError(f"unexpected keyword {sorted(unknown)[0]!r} (known: {', '.join(sorted(known))})")
    samples = SamplePolicy.of(options.get("samples"))
    env = _environment(
        options.get("device"),
        options.get("screen"),
        options.get("dynamic_type_size"),
        options.get("layout_direction"),
        options.get("color_scheme"),
    )
    strict = options.get("strict", False)
    if not isinstance(strict, bool):
        raise TypeError(f"strict must be True or False, got {strict!r}")
    return Interpreter(
        program,
        strict=strict,
        samples=samples,
        placeholders=options.get("placeholders"),
        images=options.get("images"),
        environment=env,
        budget=options.get("budget"),
    )


def _notes(interpreter: Interpreter, program: Program) -> List[Note]:
    notes = list(interpreter.notes.items)
    return notes


def from_swift(
    source: SourceLike,
    *,
    view: Optional[str] = None,
    preview: Optional[str] = None,
    placeholders: PlaceholderSizes = None,
    images: Optional[Mapping[str, Tuple[float, float]]] = None,
    strict: bool = False,
    samples: Any = None,
    device: Optional[str] = None,
    platform: Optional[str] = None,
    screen: Optional[Tuple[float, float]] = None,
    dynamic_type_size: Optional[str] = None,
    layout_direction: Optional[str] = None,
    color_scheme: Optional[str] = None,
) -> View:
    """Builds the view SwiftUI ``source`` describes (docs/SWIFT_SOURCE.md).

    ``source`` is SwiftUI code (a view expression, or declarations with ``struct Name: View``), or the path
    of a ``.swift`` file or of a folder (a SwiftPM package or an Xcode project: every Swift file in it is
    indexed, so views, modifiers and models from other files resolve). ``view="Name"`` picks a view struct
    (``Outer.Inner`` for a nested one), ``preview="Name"`` a ``#Preview("Name")`` or ``PreviewProvider``;
    without either, the top-level expression, else ``ContentView``, else the only view no other one uses.

    ``device`` / ``platform`` / ``screen`` / ``dynamic_type_size`` / ``layout_direction`` / ``color_scheme``
    are what ``#if os(…)`` and ``@Environment(\\.key)`` read (pass the same device to :func:`layout`).
    ``samples`` is the sample-value policy (a :class:`SamplePolicy` or a dict of its keywords: ``text``,
    ``rows``, ``optionals``, ``boolean``, ``integer``, ``real``, ``seed``). ``placeholders`` sizes unknown
    views (``{"Chart": (300, 200)}``, ``"*"`` for any, or one ``(width, height)``); ``images`` sizes asset
    images (``{"photo": (64, 40)}``).

    Lenient by default: the returned view's :attr:`~swiftlayout.View.notes` say what was skipped, sampled or
    laid out as a placeholder, each with ``file:line:column``. ``strict=True`` raises a
    :class:`~swiftlayout.SwiftSourceError` instead. Only :class:`SwiftSourceError` (and ``TypeError`` for a
    wrong argument type) escapes.
    """
    if view is not None and not isinstance(view, str):
        raise TypeError(f"view must be a struct name, got {type(view).__name__}")
    if preview is not None and not isinstance(preview, str):
        raise TypeError(f"preview must be a preview name, got {type(preview).__name__}")
    if not isinstance(source, (str, os.PathLike)):
        raise TypeError(f"from_swift needs the source as a str or a path, got {type(source).__name__}")
    try:
        reader = SwiftSource(source, platform=_platform_of(device, platform))
        return reader.read(
            view=view,
            preview=preview,
            placeholders=placeholders,
            images=images,
            strict=strict,
            samples=samples,
            device=device,
            screen=screen,
            dynamic_type_size=dynamic_type_size,
            layout_direction=layout_direction,
            color_scheme=color_scheme,
        )
    except SwiftSourceError:
        raise
    except RecursionError:
        raise SwiftSourceError("the source nests too deeply to read") from None
    except MemoryError:
        raise SwiftSourceError("the source builds more than memory holds") from None
    except (UnicodeError, ValueError, ArithmeticError, KeyError, IndexError, AttributeError, LookupError) as error:
        raise SwiftSourceError(
            f"swiftlayout could not read this source ({type(error).__name__}: {error}); please report it"
        ) from error


__all__ = [
    "from_swift",
    "SwiftSource",
    "survey_main",
    "survey_frame",
    "SamplePolicy",
    "Note",
    "VIEWS",
    "MODIFIERS",
    "IGNORED_MODIFIERS",
    "Budget",
    "Unreadable",
    "MAX_SOURCE_BYTES",
]

_ = sys
