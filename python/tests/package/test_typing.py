"""The typed API: every View modifier and every view constructor is visible to a type checker. ``mypy --strict``
accepts typed_user_script.py, which calls each of them (this test fails when one is left out), and a script
derived from the registry that calls every generated method (the modifiers declared by their parameters,
swiftlayout/modifiers/declared.py) with the values its declaration takes; it rejects a wrong call, and the
scripts run."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import keyword
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List, Set

import pytest

import swiftlayout
from swiftlayout.modifiers.declared import DeclaredModifiers
from swiftlayout.registry import declared_modifiers, snake

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "typed_user_script.py"
PYTHON_DIR = HERE.parents[1]
#: View attributes that are not modifiers (they describe the view).
NOT_MODIFIERS = {"to_document", "type_name", "id", "view_id", "children", "kind", "is_shape", "notes", "with_notes"}

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
    return sorted(
        name
        for name, value in inspect.getmembers(swiftlayout.View)
        if not name.startswith("_") and name not in NOT_MODIFIERS and callable(value)
    )


def constructors() -> List[str]:
    return sorted(
        name
        for name in swiftlayout.__all__
        if isinstance(getattr(swiftlayout, name), type)
        and issubclass(getattr(swiftlayout, name), swiftlayout.View)
        and name not in ("View", "ModifiedContent")
    )


def generated_methods() -> List[str]:
    """The methods scripts/gen-python.py wrote (the declared modifiers no hand-written mixin defines)."""
    return sorted(name for name, value in vars(DeclaredModifiers).items() if inspect.isfunction(value))


def sample(param: Dict[str, Any]) -> str:
    """A value the declared parameter takes, as Python source."""
    kind = param["type"]
    if kind in ("number", "angle"):
        low, high = param.get("min"), param.get("max")
        value = (
            (low + high) / 2
            if low is not None and high is not None
            else low + 1
            if low is not None
            else high - 1
            if high is not None
            else 1.5
        )
        return repr(float(value))
    return {"bool": "True", "color": '"red"', "unitPoint": '"top_leading"'}.get(kind) or repr(param["names"][0])


def declared_script() -> str:
    """A user's script calling every generated method twice: with its required arguments only, and with every
    argument (SwiftUI's unlabeled parameters positionally, the others by keyword)."""
    entries = {snake(key): entry for key, entry in declared_modifiers().items()}
    calls = []
    for name in generated_methods():
        params = entries[name]["params"]
        argument = [
            (
                p["label"] == "_",
                snake(p["key"]) + ("_" if keyword.iskeyword(snake(p["key"])) else ""),
                sample(p),
                "default" in p,
            )
            for p in params
        ]
        required = ", ".join(
            value if positional else f"{key}={value}" for positional, key, value, optional in argument if not optional
        )
        every = ", ".join(value if positional else f"{key}={value}" for positional, key, value, _ in argument)
        calls += [f"    views.append(Text('a').{name}({required}))", f"    views.append(Text('a').{name}({every}))"]
    return "\n".join(
        [
            "from swiftlayout import ModifiedContent, Text",
            "",
            "",
            "def main() -> list[ModifiedContent]:",
            "    views: list[ModifiedContent] = []",
            *calls,
            "    return views",
            "",
        ]
    )


def mypy(*paths: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--follow-imports=silent",
            "--no-incremental",
            "--cache-dir=/dev/null",
            *paths,
        ],
        cwd=PYTHON_DIR,
        capture_output=True,
        text=True,
        env={"MYPYPATH": str(PYTHON_DIR), "PATH": "/usr/bin:/bin"},
        timeout=600,
    )


def test_the_scripts_call_every_modifier_and_constructor() -> None:
    called = called_names() | set(generated_methods())
    assert len(modifiers()) > 100 and len(constructors()) > 50 and len(generated_methods()) > 20
    missing = [m for m in modifiers() if m not in called] + [c for c in constructors() if c not in called]
    assert not missing, f"typed_user_script.py does not call {missing}: add a call to each"


def test_mypy_strict_accepts_the_scripts_and_rejects_a_wrong_call(tmp_path: Path) -> None:
    derived = tmp_path / "declared_user_script.py"
    derived.write_text(declared_script(), encoding="utf-8")
    done = mypy(str(SCRIPT.relative_to(PYTHON_DIR)), str(derived))
    assert done.returncode == 0, done.stdout + done.stderr
    wrong = tmp_path / "wrong.py"
    wrong.write_text('from swiftlayout import Text\nText("a").blur(radius="3").brightnes(0.2)\n', encoding="utf-8")
    done = mypy(str(wrong))
    assert done.returncode == 1 and 'Argument "radius" to "blur"' in done.stdout and '"brightnes"' in done.stdout, (
        done.stdout
    )


def test_the_scripts_run(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("typed_user_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main() > 150
    namespace: Dict[str, Any] = {}
    exec(compile(declared_script(), "declared_user_script.py", "exec"), namespace)
    views = namespace["main"]()
    assert len(views) == 2 * len(generated_methods())
    swiftlayout.layout(swiftlayout.VStack(views[::2]))  # the required arguments alone lay out
