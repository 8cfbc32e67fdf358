"""Each example notebook states what it needs, and the extra it names covers it (issue #32:
`experiments_at_scale.ipynb` failed with only `[experiments]` installed: it needs Dask).

What a notebook needs: the distributions of the modules its code cells import (minus the standard library, the
package itself and IPython, which runs the notebook), and the optional dependencies of the package's features
it calls, read from the package's own `optional_import("module", "Class.method()")` calls. A notebook that
needs anything must name an extra of python/pyproject.toml as `./python[NAME]` in a markdown cell, and that
extra must list every distribution it needs."""

from __future__ import annotations

import ast
import functools
import importlib.metadata
import json
import re
import sys
from pathlib import Path
from typing import Dict, List, Set

import pytest

REPO = Path(__file__).resolve().parents[3]
NOTEBOOKS = sorted((REPO / "examples" / "notebooks").glob("*.ipynb"))
tomllib = pytest.importorskip("tomllib")


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def extras() -> Dict[str, Set[str]]:
    """Each extra's distributions (names without versions or their own extras)."""
    project = tomllib.loads((REPO / "python" / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {
        name: {normalized(re.split(r"[\[<>=!~; ]", req, maxsplit=1)[0]) for req in reqs}
        for name, reqs in project["optional-dependencies"].items()
    }


@functools.cache
def feature_modules() -> Dict[str, str]:
    """Method name -> the optional module it imports, from the package's `optional_import` calls."""
    found: Dict[str, str] = {}
    for path in (REPO / "python" / "swiftlayout").rglob("*.py"):
        for module, feature in re.findall(r'optional_import\("([\w.]+)", "(?:\w+\.)?(\w+)\(\)"\)', path.read_text()):
            found[feature] = module
    return found


@functools.cache
def packages() -> Dict[str, List[str]]:
    return dict(importlib.metadata.packages_distributions())


def distribution(module: str) -> str:
    top = module.split(".")[0]
    names = packages().get(top)
    return normalized(names[0] if names else top)


def needs(notebook: Path) -> Set[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    # A cell magic's cell (%%swiftui) is not Python; line magics and shell lines are left out.
    code = "\n".join(
        "".join(c["source"])
        for c in cells
        if c["cell_type"] == "code" and not "".join(c["source"]).lstrip().startswith("%%")
    )
    code = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("%", "!")))
    modules: Set[str] = set()
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules.add(node.module)
        elif isinstance(node, ast.Attribute) and node.attr in feature_modules():
            modules.add(feature_modules()[node.attr])
    ours = set(sys.stdlib_module_names) | {"swiftlayout", "IPython"}
    return {distribution(m) for m in modules if m.split(".")[0] not in ours}


def named_extras(notebook: Path) -> List[str]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return re.findall(r"\./python\[(\w+)\]", text)


def test_the_feature_table_is_read() -> None:
    # The package's own optional imports (swiftlayout.tools.experiment): a DataFrame needs pandas.
    assert feature_modules().get("to_dataframe") == "pandas"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_names_an_extra_that_covers_it(notebook: Path) -> None:
    needed = needs(notebook)
    if not needed:
        return
    named = named_extras(notebook)
    assert named, f"{notebook.name} needs {sorted(needed)} but names no extra (\"pip install './python[NAME]'\")"
    table = extras()
    assert named[0] in table, f"{notebook.name} names the extra [{named[0]}], which pyproject.toml does not have"
    missing = needed - table[named[0]]
    assert not missing, f"{notebook.name} needs {sorted(missing)}, which its extra [{named[0]}] does not install"


def test_experiments_at_scale_needs_dask() -> None:
    """The issue's case, so the test above cannot pass by reading nothing."""
    assert "dask" in needs(REPO / "examples" / "notebooks" / "experiments_at_scale.ipynb")
