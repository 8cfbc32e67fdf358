"""The package's module order: every module imports only modules before it, at module level, and no private
name crosses a module boundary. Read from the source with ``ast`` (nothing is imported).

Modules are named by their dotted path inside the package (``views.controls``; a subpackage's
``__init__`` is the subpackage's name, ``views``). ORDER is one order for the whole package, and each
subpackage's modules appear in it as one run, in that subpackage's own import order. A new module goes into
its subpackage's run after every module it imports (a view module such as ``views.controls`` after
``views.view``); a function-local import is allowed only for a deliberate lazy load of an optional heavy
dependency, listed in LAZY_IMPORTS with its reason. Imports under ``if TYPE_CHECKING:`` run only for the type
checker (a modifier mixin names the ``ModifiedContent`` it returns): they may name any module of the package.

A subpackage in UNITS (the SwiftUI source reader, ``swift``) is one place in ORDER instead: its own modules
import each other freely (an interpreter and its built-ins call each other), and what they import from the
rest of the package must come before it.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Set, Tuple

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "swiftlayout"

#: Lowest first. ``errors``, ``_ffi`` (with its generated ``_signatures``) and ``geometry`` are the ground;
#: ``base`` holds the roots of views and modifiers and the shared validation, ``document`` how a tree is
#: written; then the registry's export, the modifier mixins (one per concept, ``modifiers.declared`` generated),
#: the views made of them, the bridge to the engine (callbacks, environments), the pictures, the laid-out result,
#: and the tools on top.
ORDER: Tuple[str, ...] = (
    "errors",
    "_signatures",
    "_ffi",
    "geometry",
    "base",
    "document",
    "registry",
    "modifiers.text",
    "modifiers.layout",
    "modifiers.grids",
    "modifiers.scroll",
    "modifiers.lists",
    "modifiers.controls",
    "modifiers.navigation",
    "modifiers.drawing",
    "modifiers.declared",
    "modifiers",
    "views.view",
    "views.children",
    "views.shapes",
    "views.text",
    "views.placeholders",
    "views.stacks",
    "views.canvas",
    "views.containers",
    "views.grouping",
    "views.controls",
    "views.grids",
    "views.geometry_reader",
    "views.custom",
    "views",
    "callbacks",
    "environment",
    "render.symbols",
    "render.svg",
    "render.png",
    "render",
    "tools.lint_rules",
    "result",
    "sheets",
    "tools.experiment",
    "tools.lint",
    "tools.testing",
    "swift",
    "tools.preview",
    "tools.cli",
    "tools",
    "experiment",
    "lint",
    "testing",
    "__main__",
)

#: Subpackages that are one place in ORDER (see the module's docstring).
UNITS: Tuple[str, ...] = ("swift",)

#: (module, imported module) pairs imported inside a function on purpose, with the reason. None today.
LAZY_IMPORTS: Dict[Tuple[str, str], str] = {}


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def _unit(name: str) -> str:
    return next((u for u in UNITS if name == u or name.startswith(u + ".")), name)


def _modules() -> List[str]:
    return sorted({_unit(_name(p)) for p in PACKAGE.rglob("*.py") if _name(p) != "__init__"})


def _path(module: str) -> Path:
    if module == "__init__":
        return PACKAGE / "__init__.py"
    path = PACKAGE.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def _tree(module: str) -> ast.Module:
    if module in UNITS:
        # The subpackage as one module: its files' imports of the rest of the package, read as if the
        # subpackage were a module of the package, and none of their imports of each other.
        body: List[ast.stmt] = []
        for path in sorted((PACKAGE / module).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            depth = len(path.relative_to(PACKAGE / module).parts)  # 1 for a file directly in the subpackage
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.level:
                    if node.level <= depth:
                        node.level, node.module = 0, "_within_the_unit_"
                    else:
                        node.level -= depth
            body.extend(tree.body)
        return ast.Module(body=body, type_ignores=[])
    path = _path(module)
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _package_of(module: str) -> List[str]:
    """The package a module's relative imports start from."""
    if module == "__init__" or module in UNITS:
        return []
    if _path(module).name == "__init__.py":
        return module.split(".")
    return module.split(".")[:-1]


def _target(module: str, node: ast.ImportFrom, alias: Optional[str] = None) -> str:
    """The package module an import names ("" for one outside the package)."""
    if node.level == 0:
        name = node.module or ""
        return name[len("swiftlayout.") :] if name.startswith("swiftlayout.") else ""
    base = _package_of(module)
    base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
    tail = [p for p in (node.module or "").split(".") if p] + ([alias] if alias else [])
    return ".".join(base + tail) or "__init__"


def _type_checking_nodes(tree: ast.AST) -> Set[int]:
    """The import statements inside ``if TYPE_CHECKING:`` blocks."""
    found: Set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for inner in node.body:
                for sub in ast.walk(inner):
                    if isinstance(sub, (ast.Import, ast.ImportFrom)):
                        found.add(id(sub))
    return found


def _package_imports(module: str, tree: ast.AST) -> Iterator[Tuple[ast.stmt, str, List[str]]]:
    """Every import of a package module in ``tree``: (statement, module, names imported from it)."""
    modules = set(_modules()) | {"__init__"}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            target = _target(module, node)
            if node.level == 0 and not target:
                continue
            # `from . import x` / `from .views import shapes`: x may be a module of the package.
            submodules = [a.name for a in node.names if _target(module, node, a.name) in modules]
            for name in submodules:
                yield node, _target(module, node, name), []
            names = [a.name for a in node.names if a.name not in submodules]
            if names or not submodules:
                yield node, target, names
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("swiftlayout."):
                    yield node, alias.name[len("swiftlayout.") :], []


def test_every_module_has_a_place_in_the_order() -> None:
    missing = sorted(set(_modules()) - set(ORDER))
    assert not missing, f"add {missing} to ORDER in {__file__}, after every module they import"
    extra = sorted(set(ORDER) - set(_modules()))
    assert not extra, f"ORDER names modules that do not exist: {extra}"
    assert len(ORDER) == len(set(ORDER))


def test_each_subpackage_is_one_run_of_the_order() -> None:
    """A subpackage's modules stand together in ORDER: the subpackage is one layer, with its own order."""
    for package in {m.split(".")[0] for m in ORDER if "." in m}:
        places = [i for i, m in enumerate(ORDER) if m == package or m.startswith(package + ".")]
        layer = [ORDER[i] for i in range(places[0], places[-1] + 1)]
        outside = [m for m in layer if not (m == package or m.startswith(package + "."))]
        if package in ALLOWED_INSIDE:
            # tools is cut by the result (tools.lint_rules is what Layout.lint() runs) and by the source reader
            # (swift lays out with the result; tools.cli reads Swift). Allowed, and only these.
            assert set(outside) <= ALLOWED_INSIDE[package], f"{package}: {outside} inside its run"
            continue
        assert not outside, f"subpackage {package} is not one run of ORDER: {outside} stand inside it"


#: The modules that may stand inside another subpackage's run of ORDER (see the test above).
ALLOWED_INSIDE: Dict[str, Set[str]] = {
    "tools": {"result", "sheets", "swift"},
}


@pytest.mark.parametrize("module", ORDER)
def test_imports_only_earlier_modules_at_module_level(module: str) -> None:
    tree = _tree(module)
    top_level = {id(node) for node in tree.body}
    typing_only = _type_checking_nodes(tree)
    rank = ORDER.index(module)
    for node, target, _ in _package_imports(module, tree):
        where = f"{module}:{node.lineno}"
        if id(node) in typing_only:
            assert target in ORDER or target == "__init__", f"{where} imports unknown package module {target!r}"
            continue
        if id(node) not in top_level:
            assert (module, target) in LAZY_IMPORTS, (
                f"{where} imports {target} inside a function or block: import it at module level (a deliberate lazy "
                f"load of an optional heavy dependency goes into LAZY_IMPORTS with its reason)"
            )
            continue
        assert target in ORDER, f"{where} imports unknown package module {target!r}"
        assert ORDER.index(target) < rank, (
            f"{where} imports {target}, which comes after {module} in the module order (an import cycle)"
        )


@pytest.mark.parametrize("module", ORDER + ("__init__",))
def test_no_private_name_crosses_modules(module: str) -> None:
    for node, target, names in _package_imports(module, _tree(module)):
        private = [n for n in names if n.startswith("_") and not (n.startswith("__") and n.endswith("__"))]
        assert not private, (
            f"{module}:{node.lineno} imports private {private} from {target}: make them public "
            f"within the package or move them"
        )


@pytest.mark.parametrize("module", ORDER + ("__init__",))
def test_no_attribute_is_attached_to_a_class_from_outside_it(module: str) -> None:
    """Every View method is defined in its class (a mixin of swiftlayout.modifiers): type checkers see it and a
    search finds it. No module assigns to a class's attribute from outside the class (``View.blur = …``,
    ``setattr(View, "x", …)``)."""
    for node in ast.walk(_tree(module)):
        targets: List[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" and node.args:
            targets = [ast.Attribute(value=node.args[0], attr="?")]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id[:1].isupper()
            ):
                raise AssertionError(
                    f"{module}:{node.lineno} sets {target.value.id}.{target.attr} from outside the "
                    f"class: define it in the class (a View method in its concept's mixin)"
                )


def test_the_order_has_no_cycle_in_the_real_import_graph() -> None:
    """The same graph as a whole: a topological order exists (each module's imports all precede it)."""
    graph = {}
    for m in ORDER:
        tree = _tree(m)
        typing_only = _type_checking_nodes(tree)
        graph[m] = {t for node, t, _ in _package_imports(m, tree) if t and t != m and id(node) not in typing_only}
    done: List[str] = []
    while len(done) < len(graph):
        ready = [m for m in graph if m not in done and graph[m] <= set(done)]
        assert ready, f"import cycle among {sorted(set(graph) - set(done))}"
        done.extend(sorted(ready))


def test_public_names_stay_where_they_were() -> None:
    """Names users and view modules import from the package's modules (the view modules import the base
    names and the validation helpers from swiftlayout.views)."""
    import swiftlayout
    from swiftlayout import result, views
    from swiftlayout.views import containers, custom, geometry_reader, grids

    for name in swiftlayout.__all__:
        assert hasattr(swiftlayout, name), name
    expected = {
        views: [
            "View",
            "ModifiedContent",
            "Modifier",
            "Color",
            "Text",
            "VStack",
            "serialize",
            "to_document",
            "Part",
            "collect_views",
            "with_children",
            "check_color",
            "check_string",
            "check_length",
            "check_number",
            "check_int",
            "make_font",
            "FrameLayout",
            "FontModifier",
            "BorderModifier",
            "MAX_NODE_COUNT",
        ],
        containers: ["ScrollView", "List", "TabView", "ContainerRelativeFrameLayout", "parse_axes", "MAX_COUNT"],
        grids: ["Grid", "GridItem", "GridCellModifier", "MAX_GRID_CELL_COLUMNS"],
        geometry_reader: ["GeometryReader", "GeometryProxy", "ViewDimensions", "AlignmentGuideModifier", "guide_name"],
        custom: ["CustomLayout", "ProposedViewSize", "LayoutView", "MeasuredView", "subviews_of"],
        result: [
            "Layout",
            "Node",
            "ViewSpacing",
            "layout",
            "devices",
            "text_engine",
            "DEFAULT_DEVICE",
            "format_spacing",
            "parse_view",
        ],
    }
    for module, names in expected.items():
        for name in names:
            assert hasattr(module, name), f"{module.__name__}.{name}"
    assert callable(swiftlayout.layout) and not isinstance(swiftlayout.layout, type(swiftlayout)), (
        "swiftlayout.layout is the function (the module of Layout is swiftlayout.result)"
    )
