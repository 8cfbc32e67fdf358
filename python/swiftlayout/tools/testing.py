"""Layout snapshot tests for CI: ``assert_layout_snapshot(result, "snapshots/name.json")`` writes the
layout's frames on the first run and compares against them afterwards, within ``tolerance`` points.
On a difference it writes, next to the snapshot, ``name.received.json`` (the new frames) and
``name.overlay.svg`` (the new picture with the old frames dashed red and the new ones blue, for every
node that moved) and fails with a list of the differences.

With pytest, load the plugin (``pytest_plugins = ["swiftlayout.testing"]`` in a conftest.py, or
``pytest -p swiftlayout.testing``) and use its fixture, which keeps snapshots in a ``snapshots`` folder
next to the test file; ``--layout-snapshot-update`` (or ``SWIFTLAYOUT_UPDATE_SNAPSHOTS=1``) rewrites them.
``--snapshot-update`` is its alias; with syrupy installed (whose ``--snapshot-update`` is its own), that
option rewrites both plugins' snapshots, and the two plugins load together::

    def test_settings(layout_snapshot):
        layout_snapshot(layout(settings(), device="iPhone SE"), "settings_se")

A snapshot is checked before it is compared: a file that is not the JSON ``snapshot_of`` writes (a frame that
is not four finite numbers, a missing key, a node out of order) raises :class:`SnapshotFileError` naming the
file, never passes; ``tolerance`` must be a finite number ≥ 0.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Union

from ..errors import InvalidArgumentError
from ..geometry import Rect, check_length
from ..result import Layout
from ..render.svg import Highlight, render

__all__ = [
    "assert_layout_snapshot",
    "read_snapshot",
    "snapshot_of",
    "SnapshotFileError",
    "SnapshotMismatch",
    "layout_snapshot",
]

PathLike = Union[str, "os.PathLike[str]"]


class SnapshotMismatch(AssertionError):
    """A layout differs from its snapshot; ``differences`` lists them, ``overlay`` is the SVG's path."""

    def __init__(self, message: str, differences: List[str], overlay: Optional[Path]) -> None:
        super().__init__(message)
        self.differences = differences
        self.overlay = overlay


class SnapshotFileError(ValueError):
    """A snapshot file that is not a snapshot (bad JSON, a missing key, a frame that is not four finite
    numbers, …): ``path`` is the file, ``reason`` what is wrong; ``str(error)`` is ``path: reason``."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"{path}: not a layout snapshot: {reason} (delete it, or rewrite it with "
            f"SWIFTLAYOUT_UPDATE_SNAPSHOTS=1 or --snapshot-update)"
        )
        self.path = path
        self.reason = reason


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _numbers(value: Any, count: int) -> bool:
    """Whether ``value`` is a list of ``count`` finite numbers."""
    return isinstance(value, list) and len(value) == count and all(_is_number(v) for v in value)


def _shown(value: Any) -> str:
    """``value`` as the file has it, at most 100 characters."""
    text = json.dumps(value)
    return text if len(text) <= 100 else text[:100] + "…"


def read_snapshot(path: Path) -> Dict[str, Any]:
    """The snapshot at ``path``, checked: the environment and every node with its index (its position),
    kind, id, parent (an earlier node) and frame (four finite numbers), as :func:`snapshot_of` writes them.
    Anything else is a :class:`SnapshotFileError` naming the file and the first thing wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as error:
        raise SnapshotFileError(path, f"not UTF-8 text ({error.reason} at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise SnapshotFileError(path, f"not JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None
    except RecursionError:
        raise SnapshotFileError(path, "not JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise SnapshotFileError(path, f"the top level must be an object, got {type(data).__name__}")
    for key in ("screen", "nodes"):
        if key not in data:
            raise SnapshotFileError(path, f"no {key!r}")
    if not _numbers(data["screen"], 2):
        raise SnapshotFileError(
            path, f"'screen' must be [width, height], two finite numbers, got {_shown(data['screen'])}"
        )
    if "safe_area" in data and not _numbers(data["safe_area"], 4):
        raise SnapshotFileError(path, f"'safe_area' must be four finite numbers, got {_shown(data['safe_area'])}")
    if data.get("device") is not None and not isinstance(data["device"], str):
        raise SnapshotFileError(path, f"'device' must be a name or null, got {_shown(data['device'])}")
    nodes = data["nodes"]
    if not isinstance(nodes, list) or not nodes:
        raise SnapshotFileError(path, f"'nodes' must be a non-empty list, got {_shown(nodes)}")
    for k, node in enumerate(nodes):
        if not isinstance(node, dict):
            raise SnapshotFileError(path, f"node {k} must be an object, got {_shown(node)}")
        missing = [key for key in ("index", "kind", "id", "parent", "frame") if key not in node]
        if missing:
            raise SnapshotFileError(path, f"node {k} has no {', '.join(repr(m) for m in missing)}")
        if type(node["index"]) is not int or node["index"] != k:
            raise SnapshotFileError(
                path, f"node {k} has index {_shown(node['index'])} (nodes are in pre-order, each at its index)"
            )
        if not isinstance(node["kind"], str) or not (node["id"] is None or isinstance(node["id"], str)):
            raise SnapshotFileError(path, f"node {k}: 'kind' must be a string and 'id' a string or null")
        parent = node["parent"]
        if (parent is None) != (k == 0) or not (parent is None or (type(parent) is int and 0 <= parent < k)):
            raise SnapshotFileError(
                path,
                f"node {k}: 'parent' must be an earlier node's index (null for the root only), got {_shown(parent)}",
            )
        if not _numbers(node["frame"], 4):
            raise SnapshotFileError(
                path,
                f"node {k}: 'frame' must be [x, y, width, height], four finite numbers, got {_shown(node['frame'])}",
            )
    return data


def snapshot_of(result: Layout) -> Dict[str, Any]:
    """What a snapshot keeps: the environment and every node's kind, id, parent and frame."""
    return {
        "device": result.device,
        "screen": list(result.screen),
        "safe_area": list(result.safe_area),
        "nodes": [
            {
                "index": n.index,
                "kind": n.kind,
                "id": n.id,
                "parent": None if n.parent is None else n.parent.index,
                "frame": [round(v, 4) for v in n.frame],
            }
            for n in result.nodes
        ],
    }


def _update_requested() -> bool:
    return os.environ.get("SWIFTLAYOUT_UPDATE_SNAPSHOTS", "") not in ("", "0")


def assert_layout_snapshot(
    result: Layout, path: PathLike, tolerance: float = 0.5, update: Optional[bool] = None
) -> bool:
    """Compares ``result`` with the snapshot at ``path`` (JSON). Writes it when missing (or when
    ``update`` / ``SWIFTLAYOUT_UPDATE_SNAPSHOTS=1``) and returns True; returns False when it matches;
    raises :class:`SnapshotMismatch` (an AssertionError) when it does not, after writing the received
    frames and an SVG overlay next to the snapshot. ``tolerance`` must be a finite number ≥ 0 (points); a
    snapshot file that is not one raises :class:`SnapshotFileError` (a ``ValueError``) naming it."""
    tolerance = _tolerance(tolerance)
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
    old = read_snapshot(target)
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
            differences.append(
                f"node {n['index']}: was {o['kind']}"
                + (f" #{o['id']}" if o["id"] else "")
                + f", now {n['kind']}"
                + (f" #{n['id']}" if n["id"] else "")
            )
            moved.append(n["index"])
            continue
        delta = max(abs(a - b) for a, b in zip(o["frame"], n["frame"]))
        if not delta <= tolerance:  # (a NaN fails)
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
    raise SnapshotMismatch(
        f"layout differs from snapshot {target} (tolerance {tolerance:g} pt):\n  {shown}\n"
        f"received: {received}\noverlay: {overlay}\n"
        f"(rerun with SWIFTLAYOUT_UPDATE_SNAPSHOTS=1 or --snapshot-update to accept)",
        differences,
        overlay,
    )


def _tolerance(value: Any) -> float:
    """``tolerance``, a finite number ≥ 0 (NaN would let every frame pass)."""
    checked = check_length(value, "assert_layout_snapshot: tolerance")
    if checked is None:
        raise InvalidArgumentError("assert_layout_snapshot: tolerance must be a number ≥ 0 (points), got None")
    return checked


def _frame(f: List[float]) -> str:
    return "(" + ", ".join(f"{v:g}" for v in f) + ")"


#: The plugin's own option; ``--snapshot-update`` is its alias unless another plugin defines that name (syrupy
#: does), in which case the other plugin's ``--snapshot-update`` rewrites layout snapshots too.
UPDATE_OPTION = "--layout-snapshot-update"
UPDATE_ALIAS = "--snapshot-update"


def _add_alias(parser: Any) -> None:
    """Adds ``--snapshot-update`` unless a plugin registered before has it (argparse refuses a second)."""
    # (Another plugin's, syrupy's, is refused: reading it still rewrites layout snapshots.)
    with contextlib.suppress(ValueError, argparse.ArgumentError):
        parser.addoption(
            UPDATE_ALIAS,
            action="store_true",
            default=False,
            dest="swiftlayout_snapshot_update_alias",
            help=f"swiftlayout: the same as {UPDATE_OPTION} (unless another plugin defines it)",
        )


def _plugins_to_come(pluginmanager: Any) -> bool:
    """True when installed pytest plugins are still to be loaded after this one (``-p swiftlayout.testing`` is
    loaded before them): one of them may define ``--snapshot-update``, so the alias waits for them."""
    config = pluginmanager.get_plugin("pytestconfig")
    known = getattr(config, "known_args_namespace", None)
    if os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD") or getattr(known, "disable_plugin_autoload", False):
        return False
    try:
        from importlib.metadata import entry_points

        points = list(entry_points(group="pytest11"))
    except Exception:  # pragma: no cover - broken metadata: assume nothing else comes
        return False
    return any(
        not pluginmanager.is_blocked(p.name)
        and pluginmanager.get_plugin(p.name) is None
        and not p.value.startswith("swiftlayout")
        for p in points
    )


# -- pytest plugin ---------------------------------------------------------------------------------
try:
    import pytest
except ImportError:  # pragma: no cover - the plugin needs pytest, the function does not
    pytest = None  # type: ignore[assignment]

_alias_waits = False

if pytest is not None:

    def pytest_addoption(parser: Any, pluginmanager: Any) -> None:
        """``--layout-snapshot-update``, and ``--snapshot-update`` as its alias where no other plugin has it
        (with syrupy installed both plugins load: pytest would refuse the same option twice)."""
        global _alias_waits
        parser.addoption(
            UPDATE_OPTION,
            action="store_true",
            default=False,
            help="swiftlayout: rewrite layout snapshots instead of comparing",
        )
        _alias_waits = _plugins_to_come(pluginmanager)
        if not _alias_waits:
            _add_alias(parser)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_load_initial_conftests(early_config: Any, parser: Any, args: Any) -> Any:
        """Loaded before the installed plugins (``-p``): the alias, once they and the conftests are loaded."""
        yield
        if _alias_waits:
            _add_alias(parser)

    @pytest.fixture
    def layout_snapshot(request: Any) -> Callable[..., bool]:
        """``layout_snapshot(result, "name", tolerance=0.5)``: the snapshot ``snapshots/name.json`` next to
        the test file; ``--layout-snapshot-update``, ``--snapshot-update`` (this plugin's or another's, such as
        syrupy's) or ``SWIFTLAYOUT_UPDATE_SNAPSHOTS=1`` rewrites it."""
        folder = Path(str(request.node.fspath)).parent / "snapshots"
        update = (
            bool(request.config.getoption(UPDATE_OPTION, default=False))
            or bool(request.config.getoption(UPDATE_ALIAS, default=False))
            or _update_requested()
        )

        def check(result: Layout, name: str, tolerance: float = 0.5) -> bool:
            file = name if name.endswith(".json") else name + ".json"
            return assert_layout_snapshot(result, folder / file, tolerance=tolerance, update=update)

        return check
