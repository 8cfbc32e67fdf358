"""The typed API: every View modifier and every view constructor is visible to a type checker. ``mypy --strict``
accepts typed_user_script.py, which calls each of them (this test fails when one is left out), rejects a
wrong call, and the script runs."""
from __future__ import annotations

import ast
import importlib.util
import inspect
import subprocess
import sys
from pathlib import Path
from typing import List, Set

import pytest

import swiftlayout

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "typed_user_script.py"
PYTHON_DIR = HERE.parents[1]
#: View attributes that are not modifiers (they describe the view).
NOT_MODIFIERS = {"to_document", "type_name", "id", "view_id", "children", "kind", "is_shape"}

pytest.importorskip("mypy")


def called_names() -> Set[str]:
    """The functions and methods the script calls (``Text(…)``, ``v.padding(…)``)."""
    names: Set[str] = set()
    for node in ast.walk(ast.parse(SCRIPT.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute):
                names.add(node.func.attr)
            elif isinstance(node.func, ast.Name):
                names.add(node.func.id)
    return names


def modifiers() -> List[str]:
    return sorted(name for name, value in inspect.getmembers(swiftlayout.View)
                  if not name.startswith("_") and name not in NOT_MODIFIERS and callable(value))


def constructors() -> List[str]:
    return sorted(name for name in swiftlayout.__all__ if isinstance(getattr(swiftlayout, name), type)
                  and issubclass(getattr(swiftlayout, name), swiftlayout.View)
                  and name not in ("View", "ModifiedContent"))


def mypy(*paths: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-incremental",
                           "--cache-dir=/dev/null", *paths], cwd=PYTHON_DIR, capture_output=True, text=True,
                          env={"MYPYPATH": str(PYTHON_DIR), "PATH": "/usr/bin:/bin"}, timeout=600)


def test_the_script_calls_every_modifier_and_constructor() -> None:
    called = called_names()
    assert len(modifiers()) > 100 and len(constructors()) > 50
    missing = [m for m in modifiers() if m not in called] + [c for c in constructors() if c not in called]
    assert not missing, f"typed_user_script.py does not call {missing}: add a call to each"


def test_mypy_strict_accepts_the_script_and_rejects_a_wrong_call(tmp_path: Path) -> None:
    done = mypy(str(SCRIPT.relative_to(PYTHON_DIR)))
    assert done.returncode == 0, done.stdout + done.stderr
    wrong = tmp_path / "wrong.py"
    wrong.write_text('from swiftlayout import Text\nText("a").blur(radius="3").brightnes(0.2)\n', encoding="utf-8")
    done = mypy(str(wrong))
    assert done.returncode == 1 and 'Argument "radius" to "blur"' in done.stdout and '"brightnes"' in done.stdout, \
        done.stdout


def test_the_script_runs() -> None:
    spec = importlib.util.spec_from_file_location("typed_user_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main() > 150
