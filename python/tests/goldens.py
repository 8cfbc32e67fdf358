"""The golden fixtures (Tests/Fixtures/goldens: frames recorded from Apple's SwiftUI, see
Tests/Fixtures/README.md) laid out through the C ABI, in their recorded environments, with the custom layouts
they name: what document/test_fixtures.py, test_swift_source.py and scripts/compare-frames.py share."""

from __future__ import annotations

import ctypes
import functools
import json
import math
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

from swiftlayout._ffi import check, handle, lib
from swiftlayout.callbacks import Callbacks
from swiftlayout.errors import LayoutError
from swiftlayout.views.custom import CustomLayout, ProposedViewSize

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "Tests" / "Fixtures" / "goldens"


def fixture_paths() -> List[Path]:
    """Every fixture file, ``goldens/<concept>/<case>.json`` (Tests/Fixtures/README.md), sorted by case name."""
    return sorted(FIXTURES.rglob("*.json"), key=lambda p: p.name)


def fixture_path(name: str) -> Path:
    """The file of the fixture ``name`` (``<case>.json`` or ``<case>``), whatever its concept folder."""
    file = name if name.endswith(".json") else name + ".json"
    found = _by_name().get(file, [])
    if len(found) != 1:
        raise FileNotFoundError(f"{len(found)} fixtures named {file} under {FIXTURES}")
    return found[0]


@functools.lru_cache(maxsize=1)
def _by_name() -> Dict[str, List[Path]]:
    out: Dict[str, List[Path]] = {}
    for p in fixture_paths():
        out.setdefault(p.name, []).append(p)
    return out


# -- the custom layouts fixtures name in "layouts" (their SwiftUI code is in the fixture's comments) ------
class FlowLayout(CustomLayout):
    """Rows of subviews at their ideal sizes, 8 pt apart; a new row when the next one would pass the
    width (proposal.width ?? 300); rows 6 pt apart."""

    def _rows(self, width: float, subviews: Any) -> List[List[Tuple[Any, float, float]]]:
        rows: List[List[Tuple[Any, float, float]]] = [[]]
        x = 0.0
        for s in subviews:
            w, h = s.size_that_fits(ProposedViewSize.unspecified)
            if rows[-1] and x + 8 + w > width:
                rows.append([])
                x = 0.0
            x = w if not rows[-1] else x + 8 + w
            rows[-1].append((s, w, h))
        return [r for r in rows if r]

    def size_that_fits(self, proposal: ProposedViewSize, subviews: Any, cache: Any) -> Tuple[float, float]:
        width = 300.0 if proposal.width is None else proposal.width
        rows = self._rows(width, subviews)
        return (width, sum(max(h for _, _, h in r) for r in rows) + 6 * max(len(rows) - 1, 0))

    def place_subviews(self, bounds: Any, proposal: ProposedViewSize, subviews: Any, cache: Any) -> None:
        y = bounds.y
        for row in self._rows(bounds.width, subviews):
            x = 0.0
            for s, w, h in row:
                s.place(at=(bounds.x + x, y), proposal=ProposedViewSize(w, h))
                x += w + 8
            y += max(h for _, _, h in row) + 6


class RadialLayout(CustomLayout):
    """A square of min(proposal.width ?? 200, proposal.height ?? 200); subview i centred on a circle of
    radius min(bounds) / 2 - 12 (half that from the fifth on), at the top, right, bottom, left in turn."""

    def size_that_fits(self, proposal: ProposedViewSize, subviews: Any, cache: Any) -> Tuple[float, float]:
        side = min(
            200.0 if proposal.width is None else proposal.width, 200.0 if proposal.height is None else proposal.height
        )
        return (side, side)

    def place_subviews(self, bounds: Any, proposal: ProposedViewSize, subviews: Any, cache: Any) -> None:
        radius = min(bounds.width, bounds.height) / 2 - 12
        mid_x, mid_y = bounds.x + bounds.width / 2, bounds.y + bounds.height / 2
        for i, s in enumerate(subviews):
            dx, dy = [(0, -1), (1, 0), (0, 1), (-1, 0)][i % 4]
            r = radius * (1 if i < 4 else 0.5)
            s.place(at=(mid_x + dx * r, mid_y + dy * r), anchor="center", proposal=ProposedViewSize.unspecified)


class ValueLayout(CustomLayout):
    """A column in priority order (higher first, ties in order), each subview at its ideal size, indented
    by its "indent" layout value, neighbours apart by their spacing distance along the vertical."""

    @staticmethod
    def _order(subviews: Any) -> List[Any]:
        return sorted(subviews, key=lambda s: (-s.priority, s.index))

    def size_that_fits(self, proposal: ProposedViewSize, subviews: Any, cache: Any) -> Tuple[float, float]:
        order, width, height = self._order(subviews), 0.0, 0.0
        for n, s in enumerate(order):
            w, h = s.size_that_fits(ProposedViewSize.unspecified)
            height += h + (order[n - 1].spacing.distance(s.spacing, along="vertical") if n else 0)
            width = max(width, w + s.layout_value("indent", 0))
        return (width, height)

    def place_subviews(self, bounds: Any, proposal: ProposedViewSize, subviews: Any, cache: Any) -> None:
        order, y = self._order(subviews), bounds.y
        for n, s in enumerate(order):
            w, h = s.size_that_fits(ProposedViewSize.unspecified)
            y += order[n - 1].spacing.distance(s.spacing, along="vertical") if n else 0
            s.place(at=(bounds.x + s.layout_value("indent", 0), y), proposal=ProposedViewSize(w, h))
            y += h


LAYOUTS = {"FlowLayout": FlowLayout, "RadialLayout": RadialLayout, "ValueLayout": ValueLayout}


# -- laying a fixture out -------------------------------------------------------------------------------
Frame = Tuple[float, float, float, float]


@contextmanager
def laid_out(fixture: Dict[str, Any]) -> Iterator[int]:
    """Lays the fixture's document out in its environment; yields the layout's handle (freed, with the
    document and environment, on exit). scripts/compare-frames.py lays the fixtures out with it too."""
    environment = fixture["environment"]
    (width, height), scale = environment["screen"], environment["scale"]
    env = handle(lib.sl_env_new(float(width), float(height), float(scale)))
    doc = handle(lib.sl_document_new())
    result = 0
    try:
        check(lib.sl_env_set_safe_area(env, *(float(v) for v in environment["safe_area"])))
        check(lib.sl_env_set_string(env, b"platform", environment["platform"].encode()))
        text = json.dumps(fixture["document"]).encode("utf-8")
        names = fixture.get("layouts", [])
        callbacks = Callbacks([("layout", LAYOUTS[name]()) for name in names]) if names else None
        if callbacks is not None:
            root = handle(lib.sl_document_parse_with_callbacks(doc, text, *callbacks.pointers(), None))
            try:
                result = handle(lib.sl_layout(doc, root, env))
            except LayoutError as error:  # (its __cause__ is the layout function's exception: Callbacks.error)
                raise callbacks.error(error)  # noqa: B904
        else:
            root = handle(lib.sl_document_parse(doc, text))
            result = handle(lib.sl_layout(doc, root, env))
        yield result
    finally:
        if result:
            lib.sl_layout_free(result)
        lib.sl_document_free(doc)
        lib.sl_env_free(env)


def layout_fixture(fixture: Dict[str, Any]) -> Dict[str, Optional[Frame]]:
    """Lays the fixture's document out in its environment; returns the frame of every expected id (None
    for an id no node has)."""
    with laid_out(fixture) as result:
        frames: Dict[str, Optional[Frame]] = {}
        for item in fixture["expected"]:
            index = ctypes.c_ssize_t()
            if lib.sl_layout_find(result, item["id"].encode("utf-8"), ctypes.byref(index)) != 0:
                frames[item["id"]] = None
                continue
            values = [ctypes.c_double() for _ in range(4)]
            check(lib.sl_layout_frame(result, index.value, *(ctypes.byref(v) for v in values)))
            frames[item["id"]] = tuple(v.value for v in values)  # type: ignore[assignment]
        return frames


def mismatches(fixture: Dict[str, Any], frames: Dict[str, Optional[Frame]]) -> List[str]:
    tolerance = fixture["tolerance"]
    lines = []
    for item in fixture["expected"]:
        expected, got = item["frame"], frames.get(item["id"])
        if got is None:
            lines.append(f"{item['id']}: expected {expected}, got no node with this id")
        elif any(not math.isfinite(g) or abs(g - e) > tolerance for g, e in zip(got, expected)):
            lines.append(f"{item['id']}: expected {expected}, got {[round(g, 4) for g in got]}")
    return lines
