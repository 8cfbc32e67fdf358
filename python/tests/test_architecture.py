"""The package's module order: every module imports only modules before it, at module level, and no private
name crosses a module boundary. Read from the source with ``ast`` (nothing is imported).

A new module goes into ORDER after every module it imports (a view module such as ``controls`` after
``views``); a function-local import is allowed only for a deliberate lazy load of an optional heavy
dependency, listed in LAZY_IMPORTS with its reason.
"""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, Iterator, List, Tuple

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "swiftlayout"

#: Lowest first. The base of the views holds View, Modifier, ModifiedContent, every modifier a View method
#: makes, Color, the JSON document and the shared validation helpers; the laid-out results come after
#: everything they call back into; svg precedes layout because Layout.svg() draws with it.
ORDER: Tuple[str, ...] = (
    "errors", "_ffi", "geometry",
    "base", "registry", "children", "views", "effects", "controls", "containers", "composition", "grids", "guides", "custom",
    "callbacks", "environment", "svg", "lint_rules", "layout", "sheets",
    "experiment", "lint", "testing", "swift", "cli", "__main__",
)
#: Subpackages: each is one place in the order; their own modules import each other freely (relative imports
#: of level 1), and what they import from the package (level 2) must come before them.
SUBPACKAGES: Tuple[str, ...] = ("swift",)

#: (module, imported module) pairs imported inside a function on purpose, with the reason. None today.
LAZY_IMPORTS: Dict[Tuple[str, str], str] = {}


def _modules() -> List[str]:
    return sorted([p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"] +
                  [p.parent.name for p in PACKAGE.glob("*/__init__.py")])


def _tree(module: str) -> ast.Module:
    if module in SUBPACKAGES:
        # The subpackage as one module: every file's imports of the package (level 2) and none of its own.
        body: List[ast.stmt] = []
        for path in sorted((PACKAGE / module).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.level == 1:
                    node.level, node.module = 0, "_internal_"
            for stmt in tree.body:
                if isinstance(stmt, ast.ImportFrom) and stmt.level >= 2:
                    stmt.level = 1
            body.extend(tree.body)
        return ast.Module(body=body, type_ignores=[])
    return ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"), filename=f"{module}.py")


def _target(node: ast.ImportFrom) -> str:
    """The package module a relative (or ``swiftlayout.``) import names; "" for one outside the package."""
    if node.level == 0:
        name = node.module or ""
        return name[len("swiftlayout."):] if name.startswith("swiftlayout.") else ""
    return node.module or ""   # `from . import x` has no module: see _package_imports


def _package_imports(tree: ast.AST) -> Iterator[Tuple[ast.stmt, str, List[str]]]:
    """Every import of a package module in ``tree``: (statement, module, names imported from it)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            target = _target(node)
            if node.level and not node.module:     # from . import views
                for alias in node.names:
                    yield node, alias.name, []
            elif target or node.level:
                yield node, target, [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("swiftlayout."):
                    yield node, alias.name[len("swiftlayout."):], []


def test_every_module_has_a_place_in_the_order() -> None:
    missing = sorted(set(_modules()) - set(ORDER))
    assert not missing, f"add {missing} to ORDER in {__file__}, after every module they import"
    assert sorted(ORDER) == _modules(), f"ORDER names modules that do not exist: {sorted(set(ORDER) - set(_modules()))}"


@pytest.mark.parametrize("module", ORDER)
def test_imports_only_earlier_modules_at_module_level(module: str) -> None:
    tree = _tree(module)
    top_level = {id(node) for node in tree.body}
    rank = ORDER.index(module)
    for node, target, _ in _package_imports(tree):
        where = f"{module}.py:{node.lineno}"
        if id(node) not in top_level:
            assert (module, target) in LAZY_IMPORTS, \
                f"{where} imports {target} inside a function or block: import it at module level (a deliberate lazy " \
                f"load of an optional heavy dependency goes into LAZY_IMPORTS with its reason)"
            continue
        assert target in ORDER, f"{where} imports unknown package module {target!r}"
        assert ORDER.index(target) < rank, \
            f"{where} imports {target}, which comes after {module} in the module order {ORDER} (an import cycle)"


@pytest.mark.parametrize("module", ORDER + ("__init__",))
def test_no_private_name_crosses_modules(module: str) -> None:
    tree = _tree(module) if module in SUBPACKAGES else ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    for node, target, names in _package_imports(tree):
        private = [n for n in names if n.startswith("_")]
        assert not private, f"{module}.py:{node.lineno} imports private {private} from {target}: make them public " \
                            f"within the package or move them"


def test_the_order_has_no_cycle_in_the_real_import_graph() -> None:
    """The same graph as a whole: a topological order exists (each module's imports all precede it)."""
    graph = {m: {t for node, t, _ in _package_imports(_tree(m)) if t} for m in ORDER}
    done: List[str] = []
    while len(done) < len(graph):
        ready = [m for m in graph if m not in done and graph[m] <= set(done)]
        assert ready, f"import cycle among {sorted(set(graph) - set(done))}"
        done.extend(sorted(ready))


def test_public_names_stay_where_they_were() -> None:
    """Names users and view modules import from the package's modules (controls.py imports the base names
    and the validation helpers from swiftlayout.views)."""
    import importlib

    import swiftlayout
    from swiftlayout import containers, custom, grids, guides, views
    layout_module = importlib.import_module("swiftlayout.layout")   # (swiftlayout.layout is the function)

    for name in swiftlayout.__all__:
        assert hasattr(swiftlayout, name), name
    expected = {
        views: ["View", "ModifiedContent", "Modifier", "Color", "Text", "VStack", "serialize", "to_document", "Part",
                "collect_views", "with_children", "check_color", "check_string", "check_length", "check_number",
                "check_int", "make_font", "FrameLayout", "FontModifier", "BorderModifier", "MAX_NODE_COUNT"],
        containers: ["ScrollView", "List", "TabView", "ContainerRelativeFrameLayout", "parse_axes", "MAX_COUNT"],
        grids: ["Grid", "GridItem", "GridCellModifier", "MAX_GRID_CELL_COLUMNS"],
        guides: ["GeometryReader", "GeometryProxy", "ViewDimensions", "AlignmentGuideModifier", "guide_name"],
        custom: ["CustomLayout", "ProposedViewSize", "LayoutView", "MeasuredView", "subviews_of"],
        layout_module: ["Layout", "Node", "ViewSpacing", "layout", "devices", "text_engine", "DEFAULT_DEVICE",
                        "format_spacing", "parse_view"],
    }
    for module, names in expected.items():
        for name in names:
            assert hasattr(module, name), f"{module.__name__}.{name}"
