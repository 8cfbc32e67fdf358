#!/usr/bin/env python3
"""Writes the Python modules that derive from the engine, or checks that they are up to date (`make lint`):

  python/swiftlayout/modifiers/declared.py  a typed View method for every modifier the document registry
      declares by its parameters (the engine's export, sl_registered_names: key, labels, types, ranges,
      defaults, docs row) that no hand-written mixin in python/swiftlayout/modifiers/ defines;
  python/swiftlayout/_signatures.py  the ctypes signature of every C function of include/swiftlayout_generated.h
      (itself generated from the Swift sources by scripts/gen-header.sh).

    scripts/gen-python.py           rewrite both
    scripts/gen-python.py --check   exit 1 (saying which) if either is stale

The registry is read from the built library through ctypes (SWIFTLAYOUT_LIB, else the debug build's), without
importing the package, which imports the module this writes.
"""

from __future__ import annotations

import argparse
import ast
import ctypes
import json
import keyword
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, Dict, List, Set, Tuple

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "python" / "swiftlayout"
DECLARED = PACKAGE / "modifiers" / "declared.py"
SIGNATURES = PACKAGE / "_signatures.py"
HEADER = REPO / "include" / "swiftlayout_generated.h"
SL_REGISTERED_MODIFIERS = 1
WIDTH = 120

#: Parameters whose default the generated method leaves to the engine (None: not written into the document)
#: though the declaration has one, and why.
ENGINE_DEFAULTS: Dict[Tuple[str, str], str] = {
    ("scaleEffect", "x"): "scaleEffect takes a scale, or x and y: a default written for x would be an x given",
    ("scaleEffect", "y"): "(as x)",
    ("shadow", "color"): "SwiftUI's default colour (black at 33 %) is the engine's to write",
}


# -- the registry -------------------------------------------------------------------------------------------
def library() -> ctypes.CDLL:
    path = os.environ.get("SWIFTLAYOUT_LIB")
    if not path:
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
        path = str(Path(bin_path) / "libswiftlayout.so")
    lib = ctypes.CDLL(path)
    lib.sl_registered_names.restype = ctypes.c_char_p
    lib.sl_registered_names.argtypes = [ctypes.c_int32]
    return lib


def declared_modifiers() -> List[Dict[str, Any]]:
    """The modifiers declared by their parameters, in registration order (as swiftlayout.registry reads them)."""
    text = library().sl_registered_names(SL_REGISTERED_MODIFIERS)
    if text is None:
        sys.exit("sl_registered_names failed")
    return [m for m in json.loads(text.decode()) if "params" in m and "kind" in m]


def snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def hand_written() -> Set[str]:
    """The methods the hand-written mixins define (classes named …Modifiers in modifiers/, except this one's)."""
    names: Set[str] = set()
    for path in sorted((PACKAGE / "modifiers").glob("*.py")):
        if path == DECLARED:
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.name.endswith("Modifiers"):
                names |= {f.name for f in node.body if isinstance(f, ast.FunctionDef)}
                names |= {
                    t.id
                    for f in node.body
                    if isinstance(f, ast.If)  # `if TYPE_CHECKING: frame = …`
                    for s in f.body
                    if isinstance(s, ast.Assign)
                    for t in s.targets
                    if isinstance(t, ast.Name)
                }
    return names


# -- writing a method ---------------------------------------------------------------------------------------
TYPES = {
    "number": "float",
    "angle": "float",
    "bool": "bool",
    "color": "str",
    "name": "str",
    "unitPoint": "Union[str, Tuple[float, float]]",
}


def _number(v: float) -> str:
    return f"{v:g}"


def describe(param: Dict[str, Any], engine_default: bool = False) -> str:
    """A parameter in words: its kind, range or names, and its default (``engine_default``: left to the engine)."""
    kind = param["type"]
    low, high = param.get("min"), param.get("max")
    if kind in ("number", "angle"):
        unit = " (degrees)" if kind == "angle" else ""
        if low is not None and high is not None:
            text = f"a number in {_number(low)}…{_number(high)}{unit}"
        elif low is not None:
            text = f"a number ≥ {_number(low)}{unit}"
        elif high is not None:
            text = f"a number ≤ {_number(high)}{unit}"
        else:
            text = f"a number{unit}"
    elif kind == "bool":
        text = "True or False"
    elif kind == "color":
        text = "a colour name or ``\"#rrggbb\"``"
    elif kind == "name":
        text = "one of " + ", ".join(f"``{n}``" for n in param["names"])
    else:
        text = "a unit point name (``\"top_leading\"``, …) or ``(x, y)``"
    if "default" in param:
        default = param["default"]
        text += " (optional)" if default is None or engine_default else f" (default {python_value(param, default)})"
    return text


def python_value(param: Dict[str, Any], value: Any) -> str:
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, (int, float)):
        return _number(value)
    return json.dumps(value)


def docstring(entry: Dict[str, Any], params: List[Tuple[str, Dict[str, Any]]]) -> List[str]:
    key = entry["name"]
    summary = re.sub(r"(?<!`)`(?!`)", "``", entry["doc"]["swiftUI"]).replace("\\", "\\\\") + "."
    lines = textwrap.wrap(summary, WIDTH - 11)
    if params:
        lines.append("")
        words = (
            "; ".join(
                f"``{name}``: {describe(param, (key, param['key']) in ENGINE_DEFAULTS)}" for name, param in params
            )
            + "."
        )
        lines += textwrap.wrap(words, WIDTH - 8)
    lines[0] = '"""' + lines[0]
    lines[-1] += '"""'
    return ["        " + line if line else "" for line in lines]


def method(entry: Dict[str, Any]) -> str:
    """The View method of one declared modifier: its parameters in the declaration's order, the unlabeled ones
    positional only (SwiftUI writes them without a label), the others keyword-or-positional until a required one
    follows an optional one (from there keyword-only); optional ones default to the declared default (written
    into the document) or None (left to the engine)."""
    key = entry["name"]
    params = [(snake(p["key"]) + ("_" if keyword.iskeyword(snake(p["key"])) else ""), p) for p in entry["params"]]
    parts: List[str] = ["self"]
    leading = next((k for k, (_, p) in enumerate(params) if p["label"] != "_"), len(params))
    seen_optional = keyword_only = False
    for k, (name, param) in enumerate(params):
        optional = "default" in param
        if k >= leading and not keyword_only and seen_optional and not optional:
            parts.append("*")
            keyword_only = True
        kind = TYPES[param["type"]]
        if not optional:
            parts.append(f"{name}: {kind}")
        elif param.get("default") is None or (key, param["key"]) in ENGINE_DEFAULTS:
            parts.append(f"{name}: Optional[{kind}] = None")
        else:
            parts.append(f"{name}: {kind} = {python_value(param, param['default'])}")
        if k == leading - 1:
            parts.append("/")  # the parameters SwiftUI writes without a label
        seen_optional = seen_optional or optional
    head = f"    def {snake(key)}("
    signature = head + ", ".join(parts) + ') -> "ModifiedContent":'
    if len(signature) > WIDTH:
        wrapped = textwrap.wrap(
            ", ".join(parts) + ') -> "ModifiedContent":',
            WIDTH - len(head),
            break_long_words=False,
            break_on_hyphens=False,
        )
        signature = head + ("\n" + " " * len(head)).join(wrapped)
    values = "{" + ", ".join(f'"{snake(p["key"])}": {name}' for name, p in params) + "}"
    body = f'        return self._modified(RegisteredModifier("{key}", {values}))'
    if len(body) > WIDTH:
        body = f'        return self._modified(RegisteredModifier(\n            "{key}", {values}))'
    return "\n".join([signature, *docstring(entry, params), body])


DECLARED_HEAD = '''"""The View methods of the modifiers the document registry declares by their parameters: generated by
scripts/gen-python.py from the engine's export (sl_registered_names), one per declaration that no hand-written
mixin of swiftlayout.modifiers defines. Do not edit: change the declaration (Sources/SwiftLayoutDocument/Registry)
and run scripts/gen-python.py (`make lint` checks this file is up to date).

Each method makes a :class:`~swiftlayout.registry.RegisteredModifier`, which checks the arguments against the
declaration (an :class:`~swiftlayout.InvalidArgumentError` names the method and the argument), writes the
document entry and takes SwiftUI's type name from the export. Parameters SwiftUI writes without a label are
positional; an argument left at None is the engine's default.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Tuple, Union

from ..base import ViewBase
from ..registry import RegisteredModifier

if TYPE_CHECKING:
    from ..views.view import ModifiedContent


class DeclaredModifiers(ViewBase):
    """The modifiers declared by their parameters, as methods of every :class:`~swiftlayout.View`."""
    __slots__ = ()
'''


def declared_module() -> str:
    skip = hand_written()
    methods = [method(entry) for entry in declared_modifiers() if snake(entry["name"]) not in skip]
    return DECLARED_HEAD + "".join("\n" + m + "\n" for m in methods)


# -- the C functions ----------------------------------------------------------------------------------------
DECL = re.compile(r"SWIFT_EXTERN\s+(.+?)\b(sl_[a-z0-9_]+)\((.*?)\)\s*SWIFT_NOEXCEPT")
SCALARS = {"uint64_t": "_H", "int32_t": "_I", "double": "_D", "ptrdiff_t": "_Z", "bool": "c_bool", "int64_t": "c_int64"}


def split_arguments(args: str) -> List[str]:
    """A C parameter list's parameters, not splitting inside a function-pointer parameter."""
    out, depth, current = [], 0, ""
    for ch in args:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            out.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip() and current.strip() != "void":
        out.append(current.strip())
    return out


def ctype(declaration: str, result: bool = False) -> str:
    """The ctypes type of a C parameter (its declaration, with its name) or result type."""
    text = re.sub(r"\b_(Nullable|Nonnull)\b", "", declaration)
    if "(*" in text.replace(" ", ""):
        return "c_void_p"  # a callback: Python passes ctypes.cast(CFUNCTYPE(…), c_void_p)
    words = text.replace("*", " * ").split()
    if not result and len(words) > 1 and words[-1] not in ("*", "const") and words[-1] not in SCALARS:
        words = words[:-1]  # the parameter's name
    stars = words.count("*")
    base = " ".join(w for w in words if w not in ("*", "const"))
    if base == "char":
        if stars == 2:
            return "POINTER(_S)"
        # A string the caller frees (char *: a result, or sl_string_free's argument) is c_void_p; one the
        # library keeps or reads (char const *) c_char_p.
        return "_S" if "const" in words else "c_void_p"
    if base == "void":
        if stars == 0:
            return "None"
        return "c_char_p" if "const" in words else "c_void_p"  # bytes in (a binary document); a context out
    if stars == 1:
        return f"POINTER({SCALARS[base]})"
    return SCALARS[base]


SIGNATURES_HEAD = '''"""The ctypes signature of every C function of include/swiftlayout.h: generated by
scripts/gen-python.py from include/swiftlayout_generated.h (the compiler's header of the @c functions). Do not
edit: run scripts/gen-python.py after scripts/gen-header.sh (`make lint` checks this file is up to date).

Handles are uint64; ptrdiff_t is c_ssize_t; caller-owned char* results are c_void_p (freed with
sl_string_free), library-owned char const* results c_char_p; callbacks are passed as c_void_p.
"""
from ctypes import POINTER, c_bool, c_char_p, c_double, c_int32, c_int64, c_ssize_t, c_uint64, c_void_p
from typing import Any, Dict, List, Tuple

_H, _D, _I, _S, _Z = c_uint64, c_double, c_int32, c_char_p, c_ssize_t

#: name -> (restype, argtypes), in the header's order.
SIGNATURES: Dict[str, Tuple[Any, List[Any]]] = {
'''


def signatures_module() -> str:
    lines = []
    for result, name, args in DECL.findall(HEADER.read_text(encoding="utf-8")):
        types = ", ".join(ctype(a) for a in split_arguments(args))
        line = f'    "{name}": ({ctype(result.strip(), result=True)}, [{types}]),'
        if len(line) > WIDTH:
            head = f'    "{name}": ({ctype(result.strip(), result=True)}, ['
            wrapped = textwrap.wrap(types + "]),", WIDTH - len(head))
            line = head + ("\n" + " " * len(head)).join(wrapped)
        lines.append(line)
    # (c_bool, c_int64, POINTER are used by some functions only: keep the imports whatever the header has.)
    names = ", ".join(f'"{n}"' for n in ("SIGNATURES", "POINTER", "c_bool", "c_int64", "c_void_p"))
    return SIGNATURES_HEAD + "\n".join(lines) + f"\n}}\n\n__all__ = [{names}]\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a generated module is stale")
    args = parser.parse_args()
    stale = []
    for path, text in ((SIGNATURES, signatures_module()), (DECLARED, declared_module())):
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path.relative_to(REPO)))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(REPO)}")
    if stale:
        print(f"stale: {', '.join(stale)} (run scripts/gen-python.py)", file=sys.stderr)
        return 1
    if args.check:
        print("generated Python modules up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
