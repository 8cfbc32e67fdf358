"""Helpers that keep layout experiments short: lay a view out across devices or widths, read the frames
of the views you named, print them as a table, write CSV, save pictures.

    from swiftlayout import MapView, Spacer, VStack
    from swiftlayout.experiment import sweep

    runs = sweep(lambda device: VStack(MapView().frame(height=300).id("map"), Spacer()),
                 devices=["iPhone 15 Pro", "iPhone SE"], ids=["map"])
    runs.print_table()
    runs.save_svgs("out")            # one SVG per run
    runs.save_sheet("out/sheet.svg") # all runs side by side

Works the same under the `swiftlayout` runner and in any Python that can import swiftlayout.
"""
from __future__ import annotations

import csv
import inspect
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, TextIO, Union

from .errors import InvalidArgumentError
from .layout import Layout, layout
from .views import View

ViewMaker = Union[View, Callable[..., View]]


@dataclass
class Run:
    """One layout of the sweep: its label, the parameter it was made with, and the result."""

    label: str
    parameter: Any
    layout: Layout


class Sweep:
    """The runs of a :func:`sweep` and the frames of the named views in each."""

    COLUMNS = ("run", "id", "kind", "x", "y", "width", "height")

    def __init__(self, runs: List[Run], ids: Optional[Sequence[str]]) -> None:
        self.runs = runs
        if ids is None:
            seen: Dict[str, None] = {}
            for run in runs:
                for name in run.layout.ids:
                    seen.setdefault(name, None)
            ids = list(seen)
        self.ids = list(ids)

    def rows(self) -> List[Dict[str, Any]]:
        """One row per run and id: run label, id, kind, and the frame (None where a run lacks the id)."""
        out: List[Dict[str, Any]] = []
        for run in self.runs:
            for name in self.ids:
                node = run.layout.get(name)
                frame = node.frame if node else (None, None, None, None)
                out.append({"run": run.label, "id": name, "kind": node.kind if node else None,
                            "x": frame[0], "y": frame[1], "width": frame[2], "height": frame[3]})
        return out

    def table(self) -> str:
        """The rows as an aligned text table."""
        def cell(v: Any) -> str:
            if v is None:
                return "-"
            return f"{v:g}" if isinstance(v, float) else str(v)
        grid = [list(self.COLUMNS)] + [[cell(r[c]) for c in self.COLUMNS] for r in self.rows()]
        widths = [max(len(row[i]) for row in grid) for i in range(len(self.COLUMNS))]
        lines = []
        for row in grid:
            cells = (v.rjust(w) if i >= 3 else v.ljust(w) for i, (v, w) in enumerate(zip(row, widths)))
            lines.append("  ".join(cells).rstrip())
        return "\n".join(lines)

    def print_table(self, file: Optional[TextIO] = None) -> None:
        print(self.table(), file=file or sys.stdout)

    def to_csv(self, target: Union[str, Path, TextIO, None] = None) -> str:
        """Writes the rows as CSV to a path or file (if given) and returns the text."""
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=list(self.COLUMNS), lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.rows())
        text = buffer.getvalue()
        if isinstance(target, (str, Path)):
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            Path(target).write_text(text)
        elif target is not None:
            target.write(text)
        return text

    def save_svgs(self, folder: Union[str, Path], prefix: str = "", debug: bool = True) -> List[Path]:
        """One SVG per run, named after its label; returns the paths."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        paths = []
        for run in self.runs:
            path = out / f"{prefix}{_slug(run.label)}.svg"
            path.write_text(run.layout.svg(debug=debug))
            paths.append(path)
        return paths

    def sheet(self, debug: bool = True, gap: float = 24, title: Optional[str] = None) -> str:
        """All runs side by side in one SVG, each labelled."""
        label_height = 22.0
        top = label_height + (24.0 if title else 0.0)
        x = 0.0
        parts: List[str] = []
        height = 0.0
        for run in self.runs:
            w, h = run.layout.screen
            inner = run.layout.svg(debug=debug)
            inner = inner.replace("<svg ", f'<svg x="{x:g}" y="{top:g}" ', 1)
            parts.append(f'<text x="{x:g}" y="{top - 6:g}" font-family="Helvetica, Arial, sans-serif" '
                         f'font-size="14">{_escape(run.label)}</text>')
            parts.append(inner)
            x += w + gap
            height = max(height, h)
        width = max(x - gap, 1.0)
        head = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{top + height:g}" '
                f'viewBox="0 0 {width:g} {top + height:g}">']
        if title:
            head.append(f'<text x="0" y="18" font-family="Helvetica, Arial, sans-serif" font-size="16" '
                        f'font-weight="600">{_escape(title)}</text>')
        return "\n".join(head + parts + ["</svg>"])

    def save_sheet(self, path: Union[str, Path], debug: bool = True, title: Optional[str] = None) -> Path:
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.sheet(debug=debug, title=title))
        return target

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.runs)

    def __len__(self) -> int:
        return len(self.runs)

    def __getitem__(self, index: int) -> Run:
        return self.runs[index]

    def _repr_svg_(self) -> str:
        return self.sheet()


def sweep(make_view: ViewMaker, devices: Optional[Iterable[str]] = None, widths: Optional[Iterable[float]] = None,
          ids: Optional[Sequence[str]] = None, height: float = 852, **layout_options: Any) -> Sweep:
    """Lays ``make_view`` out once per device preset or per screen width.

    ``make_view`` is a View, or a function returning one; a function that takes an argument receives the
    run's device name or width. With ``widths``, each run is a ``width × height`` screen (plus any
    ``safe_area``/``scale`` in ``layout_options``). ``ids`` selects the named views whose frames the rows
    report (default: every id found).
    """
    if (devices is None) == (widths is None):
        raise InvalidArgumentError("sweep() needs exactly one of devices=[…] or widths=[…]")
    parameters: List[Any] = list(devices if devices is not None else widths)  # type: ignore[arg-type]
    if not parameters:
        raise InvalidArgumentError("sweep() needs at least one device or width")
    runs: List[Run] = []
    for parameter in parameters:
        view = _make(make_view, parameter)
        if devices is not None:
            result = layout(view, device=parameter, **layout_options)
            label = str(parameter)
        else:
            result = layout(view, screen=(parameter, height), **layout_options)
            label = f"{parameter:g}pt"
        runs.append(Run(label, parameter, result))
    return Sweep(runs, ids)


def _make(make_view: ViewMaker, parameter: Any) -> View:
    if isinstance(make_view, View):
        return make_view
    if not callable(make_view):
        raise TypeError(f"make_view must be a View or a function returning one, got {type(make_view).__name__}")
    try:
        takes_argument = len(inspect.signature(make_view).parameters) > 0
    except (TypeError, ValueError):
        takes_argument = True
    view = make_view(parameter) if takes_argument else make_view()
    if not isinstance(view, View):
        raise TypeError(f"make_view returned a {type(view).__name__}, not a View")
    return view


def _slug(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", label).strip("_") or "run"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
