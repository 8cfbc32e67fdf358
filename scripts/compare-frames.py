#!/usr/bin/env python3
"""Frames before and after a refactor: lays out every fixture and example and compares two such runs.

    scripts/compare-frames.py --write OUT.json           lay everything out, write every node's frame
    scripts/compare-frames.py --compare A.json B.json    exit 1 (with a diff) if any frame differs by > 1e-9

What is laid out:
  - every fixture document in Tests/Fixtures/goldens, in its recorded environment, through the C ABI
    (ctypes, as python/tests/goldens.py does; fixtures that name custom layouts use its layouts);
  - every View found at module level (also inside dicts, lists and tuples) of examples/python/*.py;
  - every examples/swift/*.swift file through swiftlayout.from_swift, on an iPhone 15 Pro;
  - every notebook in examples/notebooks, its code cells run in order by IPython (magics included, as
    `make notebook` runs them): every Layout it leaves in its namespace or its outputs, and every View
    there, laid out on an iPhone 15 Pro (--no-notebooks leaves them out; the sweeps take a while).
Each case records every node in pre-order: its kind, id and frame (x, y, width, height). A case that fails
to lay out records its error message, which is compared like a frame.

Run it where the package finds the engine (the Makefile's py-test setting works):
    SWIFTLAYOUT_LIB=.build/debug/libswiftlayout.so PYTHONPATH=python .build/pyvenv/bin/python \
        scripts/compare-frames.py …
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import json
import math
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "python"))
sys.path.insert(1, str(REPO / "python" / "tests"))

TOLERANCE = 1e-9
EXAMPLE_DEVICE = "iPhone 15 Pro"

Case = Dict[str, Any]  # {"nodes": [[kind, id, x, y, w, h], …]} or {"error": message}


# -- laying out ---------------------------------------------------------------------------------------------
def _nodes(lib: Any, check: Any, result: int) -> List[List[Any]]:
    """Every node of layout handle `result`, in pre-order: [kind, id, x, y, width, height]."""
    count = ctypes.c_ssize_t()
    check(lib.sl_layout_node_count(result, ctypes.byref(count)))
    buffer = (ctypes.c_double * (4 * count.value))()
    check(lib.sl_layout_copy_frames(result, buffer, 4 * count.value, ctypes.byref(count)))
    nodes = []
    for index in range(count.value):
        kind, name = lib.sl_layout_node_kind(result, index), lib.sl_layout_node_id(result, index)
        nodes.append(
            [kind.decode() if kind else None, name.decode() if name else None, *buffer[4 * index : 4 * index + 4]]
        )
    return nodes


def fixture_cases() -> Iterator[Tuple[str, Case]]:
    from swiftlayout._ffi import check, lib
    from goldens import laid_out  # the fixtures' environments and custom layouts, in one place

    for path in sorted((REPO / "Tests" / "Fixtures" / "goldens").rglob("*.json"), key=lambda p: p.name):
        try:
            with laid_out(json.loads(path.read_text(encoding="utf-8"))) as result:
                case: Case = {"nodes": _nodes(lib, check, result)}
        except Exception as error:  # recorded and compared, not fatal
            case = {"error": f"{type(error).__name__}: {error}"}
        yield f"fixture:{path.stem}", case


def _views_in(value: Any, path: str, view_type: Any) -> Iterator[Tuple[str, Any]]:
    if isinstance(value, view_type):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _views_in(item, f"{path}[{key!r}]", view_type)
    elif isinstance(value, (list, tuple)):
        for k, item in enumerate(value):
            yield from _views_in(item, f"{path}[{k}]", view_type)


def _layout_case(view: Any) -> Case:
    from swiftlayout import layout

    with layout(view, device=EXAMPLE_DEVICE) as result:
        return {"nodes": [[n.kind, n.id, *n.frame] for n in result.nodes]}


def example_cases() -> Iterator[Tuple[str, Case]]:
    from swiftlayout import View, from_swift

    for path in sorted((REPO / "examples" / "python").glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"_example_{path.stem}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as error:
            yield f"python:{path.name}", {"error": f"not importable: {type(error).__name__}: {error}"}
            continue
        for name, value in sorted(vars(module).items()):
            if name.startswith("_"):
                continue
            for where, view in _views_in(value, name, View):
                try:
                    yield f"python:{path.name}:{where}", _layout_case(view)
                except Exception as error:
                    yield f"python:{path.name}:{where}", {"error": f"{type(error).__name__}: {error}"}
    for path in sorted((REPO / "examples" / "swift").glob("*.swift")):
        try:
            yield f"swift:{path.name}", _layout_case(from_swift(path.read_text(encoding="utf-8")))
        except Exception as error:
            yield f"swift:{path.name}", {"error": f"{type(error).__name__}: {error}"}


def notebook_cases() -> Iterator[Tuple[str, Case]]:
    import os
    from IPython.core.interactiveshell import InteractiveShell
    from swiftlayout import Layout, View
    from swiftlayout.experiment import Sweep

    os.environ.setdefault("MPLBACKEND", "Agg")
    for path in sorted((REPO / "examples" / "notebooks").glob("*.ipynb")):
        shell = InteractiveShell()
        shell.enable_gui = lambda gui=None: None  # `%matplotlib inline` without a kernel: pictures are not frames
        cells = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
        for k, cell in enumerate(cells):
            run = shell.run_cell("".join(cell["source"]), store_history=True, silent=True)
            if not run.success:
                error = f"{type(run.error_in_exec).__name__}: {run.error_in_exec}"
                yield f"notebook:{path.name}:cell{k}", {"error": error}
        space = {
            name: value
            for name, value in shell.user_ns.items()
            if not name.startswith("_") and name not in ("In", "Out")
        }
        space.update({f"Out[{n}]": value for n, value in shell.user_ns.get("Out", {}).items()})
        space = {
            name: ({run.label: run.layout for run in value.runs} if isinstance(value, Sweep) else value)
            for name, value in space.items()
        }
        for name, value in sorted(space.items(), key=lambda item: item[0]):
            for where, found in _views_in(value, name, (Layout, View)):
                try:
                    case = (
                        {"nodes": [[n.kind, n.id, *n.frame] for n in found.nodes]}
                        if isinstance(found, Layout)
                        else _layout_case(found)
                    )
                except Exception as error:
                    case = {"error": f"{type(error).__name__}: {error}"}
                yield f"notebook:{path.name}:{where}", case
        shell.clear_instance()


# -- comparing ------------------------------------------------------------------------------------------
def _differs(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) or math.isnan(b):
            return not (math.isnan(a) and math.isnan(b))
        return a != b and not abs(a - b) <= TOLERANCE
    return bool(a != b)


def compare(before: Dict[str, Case], after: Dict[str, Case]) -> List[str]:
    """One line per difference: a case only on one side, an error that changed, a node count, a node."""
    lines = []
    for name in sorted(set(before) | set(after)):
        a, b = before.get(name), after.get(name)
        if a is None or b is None:
            lines.append(f"{name}: only in {'the second' if a is None else 'the first'} file")
            continue
        if a.get("error") != b.get("error"):
            lines.append(f"{name}: error {a.get('error')!r} → {b.get('error')!r}")
            continue
        nodes_a, nodes_b = a.get("nodes", []), b.get("nodes", [])
        if len(nodes_a) != len(nodes_b):
            lines.append(f"{name}: {len(nodes_a)} nodes → {len(nodes_b)} nodes")
        for index, (x, y) in enumerate(zip(nodes_a, nodes_b)):
            if len(x) != len(y) or any(_differs(p, q) for p, q in zip(x, y)):
                lines.append(f"{name}: node {index}: {x} → {y}")
    return lines


def write(path: Path, notebooks: bool = True) -> Dict[str, Case]:
    cases: Dict[str, Case] = {}
    for name, case in [*fixture_cases(), *example_cases(), *(notebook_cases() if notebooks else [])]:
        cases[name] = case
    path.write_text(json.dumps(cases, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    nodes = sum(len(c.get("nodes", [])) for c in cases.values())
    errors = sum(1 for c in cases.values() if "error" in c)
    print(f"wrote {path}: {len(cases)} cases, {nodes} frames, {errors} cases with an error")
    return cases


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", metavar="OUT.json", type=Path, help="lay every case out and write its frames")
    group.add_argument("--compare", nargs=2, metavar=("A.json", "B.json"), type=Path, help="compare two written files")
    parser.add_argument("--no-notebooks", action="store_true", help="with --write: leave the notebooks out")
    args = parser.parse_args(argv)
    if args.write:
        write(args.write, notebooks=not args.no_notebooks)
        return 0
    before, after = (json.loads(p.read_text(encoding="utf-8")) for p in args.compare)
    lines = compare(before, after)
    frames = sum(len(c.get("nodes", [])) for c in before.values())
    if lines:
        print(f"{len(lines)} differences ({len(before)} cases, {frames} frames in {args.compare[0]}):")
        print("\n".join(f"  {line}" for line in lines))
        return 1
    print(f"frames identical: {len(before)} cases, {frames} frames (tolerance {TOLERANCE})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
