"""Layout snapshot tests for CI: ``assert_layout_snapshot(result, "snapshots/name.json")`` writes the
layout's frames on the first run and compares against them afterwards, within ``tolerance`` points.
On a difference it writes, next to the snapshot, ``name.received.json`` (the new frames) and
``name.overlay.svg`` (the new picture with the old frames dashed red and the new ones blue, for every
node that moved) and fails with a list of the differences.

With pytest, load the plugin (``pytest_plugins = ["swiftlayout.testing"]`` in a conftest.py, or
``pytest -p swiftlayout.testing``) and use its fixture, which keeps snapshots in a ``snapshots`` folder
next to the test file; ``--snapshot-update`` (or ``SWIFTLAYOUT_UPDATE_SNAPSHOTS=1``) rewrites them::

    def test_settings(layout_snapshot):
        layout_snapshot(layout(settings(), device="iPhone SE"), "settings_se")
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Union

from ..geometry import Rect
from ..result import Layout
from ..render.svg import Highlight, render

__all__ = ["assert_layout_snapshot", "snapshot_of", "SnapshotMismatch", "layout_snapshot"]

PathLike = Union[str, "os.PathLike[str]"]


class SnapshotMismatch(AssertionError):
    """A layout differs from its snapshot; ``differences`` lists them, ``overlay`` is the SVG's path."""

    def __init__(self, message: str, differences: List[str], overlay: Optional[Path]) -> None:
        super().__init__(message)
        self.differences = differences
        self.overlay = overlay


def snapshot_of(result: Layout) -> Dict[str, Any]:
    """What a snapshot keeps: the environment and every node's kind, id, parent and frame."""
    return {"device": result.device, "screen": list(result.screen), "safe_area": list(result.safe_area),
            "nodes": [{"index": n.index, "kind": n.kind, "id": n.id,
                       "parent": None if n.parent is None else n.parent.index,
                       "frame": [round(v, 4) for v in n.frame]} for n in result.nodes]}


def _update_requested() -> bool:
    return os.environ.get("SWIFTLAYOUT_UPDATE_SNAPSHOTS", "") not in ("", "0")


def assert_layout_snapshot(result: Layout, path: PathLike, tolerance: float = 0.5,
                           update: Optional[bool] = None) -> bool:
    """Compares ``result`` with the snapshot at ``path`` (JSON). Writes it when missing (or when
    ``update`` / ``SWIFTLAYOUT_UPDATE_SNAPSHOTS=1``) and returns True; returns False when it matches;
    raises :class:`SnapshotMismatch` (an AssertionError) when it does not, after writing the received
    frames and an SVG overlay next to the snapshot."""
    target = Path(path)
    current = snapshot_of(result)
    received = target.with_name(target.stem + ".received.json")
    overlay = target.with_name(target.stem + ".overlay.svg")
    if not target.exists() or (update if update is not None else _update_requested()):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(current, indent=1) + "\n")
        for stale in (received, overlay):
            if stale.exists():
                stale.unlink()
        return True
    old = json.loads(target.read_text())
    differences: List[str] = []
    moved: List[int] = []
    if list(old["screen"]) != current["screen"]:
        differences.append(f"screen {old['screen']} → {current['screen']}")
    old_nodes, new_nodes = old["nodes"], current["nodes"]
    if len(old_nodes) != len(new_nodes):
        differences.append(f"{len(old_nodes)} nodes → {len(new_nodes)}")
    for o, n in zip(old_nodes, new_nodes):
        name = f"node {n['index']} {n['kind']}" + (f" #{n['id']}" if n["id"] else "")
        if (o["kind"], o["id"]) != (n["kind"], n["id"]):
            differences.append(f"node {n['index']}: was {o['kind']}" + (f" #{o['id']}" if o["id"] else "")
                               + f", now {n['kind']}" + (f" #{n['id']}" if n["id"] else ""))
            moved.append(n["index"])
            continue
        delta = max(abs(a - b) for a, b in zip(o["frame"], n["frame"]))
        if delta > tolerance:
            differences.append(f"{name}: {_frame(o['frame'])} → {_frame(n['frame'])} (Δ {delta:g} pt)")
            moved.append(n["index"])
    if not differences:
        for stale in (received, overlay):
            if stale.exists():
                stale.unlink()
        return False
    received.write_text(json.dumps(current, indent=1) + "\n")
    marks: List[Highlight] = []
    for index in moved:
        o, n = old_nodes[index], new_nodes[index]
        marks.append(Highlight(Rect(*o["frame"]), f"old {o['kind']}", "#e6194b", f"snapshot: {_frame(o['frame'])}"))
        marks.append(Highlight(Rect(*n["frame"]), f"new {n['kind']}", "#4363d8", f"now: {_frame(n['frame'])}"))
    svg = render(result, highlights=marks)
    # The old frames dashed, so both show where they coincide.
    svg = svg.replace('stroke="#e6194b" stroke-width="2"', 'stroke="#e6194b" stroke-width="2" stroke-dasharray="5 3"')
    overlay.write_text(svg)
    shown = "\n  ".join(differences[:25]) + (f"\n  … and {len(differences) - 25} more" if len(differences) > 25 else "")
    raise SnapshotMismatch(f"layout differs from snapshot {target} (tolerance {tolerance:g} pt):\n  {shown}\n"
                           f"received: {received}\noverlay: {overlay}\n"
                           f"(rerun with SWIFTLAYOUT_UPDATE_SNAPSHOTS=1 or --snapshot-update to accept)",
                           differences, overlay)


def _frame(f: List[float]) -> str:
    return "(" + ", ".join(f"{v:g}" for v in f) + ")"


# -- pytest plugin ---------------------------------------------------------------------------------
try:
    import pytest
except ImportError:  # pragma: no cover - the plugin needs pytest, the function does not
    pytest = None  # type: ignore[assignment]

if pytest is not None:
    def pytest_addoption(parser: Any) -> None:
        parser.addoption("--snapshot-update", action="store_true", default=False,
                         help="swiftlayout: rewrite layout snapshots instead of comparing")

    @pytest.fixture
    def layout_snapshot(request: Any) -> Callable[..., bool]:
        """``layout_snapshot(result, "name", tolerance=0.5)``: the snapshot ``snapshots/name.json`` next to
        the test file."""
        folder = Path(str(request.node.fspath)).parent / "snapshots"
        update = bool(request.config.getoption("--snapshot-update", default=False)) or _update_requested()

        def check(result: Layout, name: str, tolerance: float = 0.5) -> bool:
            file = name if name.endswith(".json") else name + ".json"
            return assert_layout_snapshot(result, folder / file, tolerance=tolerance, update=update)
        return check
