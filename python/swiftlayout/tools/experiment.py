"""Layout experiments: lay a view out over a grid of devices, platforms and parameters, read the frames
of the views you named, and look at the results as a table, CSV, a pandas DataFrame, Parquet, pictures,
a plot, or layout-lint findings.

    from swiftlayout import MapView, Spacer, VStack
    from swiftlayout.experiment import sweep

    runs = sweep(lambda device: VStack(MapView().frame(height=300).id("map"), Spacer()),
                 devices=["iPhone 15 Pro", "iPhone SE"], ids=["map"])
    runs.print_table()
    runs.save_svgs("out")            # one SVG per run
    runs.save_sheet("out/sheet.svg") # all runs side by side

    def settings(title, count):      # receives the parameters it names
        ...
    runs = sweep(settings, devices=["iPhone SE", "iPhone 16 Pro Max"], platforms=["iOS 17", "iOS 26"],
                 params={"title": ["Short", "A much longer title"], "count": range(1, 4)}, workers=2)
    runs.to_dataframe()              # one row per run × view id (pandas)
    runs.lint()                      # the layout-lint findings of every run (pandas)

Runs go through any ``concurrent.futures.Executor`` (``workers=N`` makes a process pool; a Dask
cluster's ``client.get_executor()`` runs them across machines). pandas, pyarrow, tqdm and matplotlib are
optional (``pip install './python[experiments]'`` in the repository). Works the same under the
`swiftlayout` runner and in any Python that can import swiftlayout.
"""

from __future__ import annotations

import atexit
import collections
import concurrent.futures
import contextlib
import csv
import functools
import inspect
import io
import itertools
import multiprocessing
import operator
import pickle
import re
import signal
import sys
import threading
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, TextIO, Tuple, Union

from .._ffi import LIBRARY_PATH, lib, take_string
from ..errors import InvalidArgumentError
from ..modifiers.text import dynamic_type_name
from ..render.svg import escape
from ..result import DEFAULT_DEVICE, Layout, layout, subtree
from .lint_rules import Finding
from ..views import View

__all__ = [
    "Run",
    "Sweep",
    "SweepTimeoutError",
    "sweep",
    "start_workers",
    "shutdown_workers",
    "AXES",
    "layout_keywords",
    "optional_import",
    "BATCH_SIZE",
    "RUN_TIMEOUT",
]

ViewMaker = Union[View, Callable[..., View]]

#: The sweep's own axes, in the order they vary (the first slowest), with the layout() keyword each sets.
AXES: Tuple[Tuple[str, str], ...] = (
    ("device", "device"),
    ("screen_width", "screen"),
    ("platform", "platform"),
    ("dynamic_type_size", "dynamic_type_size"),
    ("layout_direction", "layout_direction"),
)
_AXIS_NAMES = tuple(name for name, _ in AXES)
#: Column names of the frame rows; parameters may not use them.
FRAME_COLUMNS = ("id", "kind", "x", "y", "width", "height")
_RESERVED = set(FRAME_COLUMNS) | {"run", "screen_height"} | set(_AXIS_NAMES)
#: How many runs make a sweep long enough for an automatic progress bar.
PROGRESS_MIN_RUNS = 10


def optional_import(module: str, feature: str) -> Any:
    """Imports an optional dependency, or raises ImportError saying which feature needs it and how to get it."""
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as error:
        package = {"cairosvg": "cairosvg", "matplotlib.pyplot": "matplotlib", "tqdm.std": "tqdm"}.get(module, module)
        raise ImportError(
            f"{feature} needs {package}, an optional dependency of swiftlayout: pip install "
            f"{package}  (or, in the repository, pip install './python[experiments]')"
        ) from error


@dataclass
class Run:
    """One layout of the sweep: its label, the parameter it was made with (the device name or screen
    width, None for other sweeps), the result, and every parameter of its combination (``params``)."""

    label: str
    parameter: Any
    layout: Layout
    params: Dict[str, Any] = field(default_factory=dict)
    #: The lint findings made with the run (``sweep(lint=…)``), or None.
    _findings: Optional[List[Finding]] = field(default=None, repr=False, compare=False)


class Sweep:
    """The runs of a :func:`sweep` and the frames of the named views in each."""

    COLUMNS = ("run", "id", "kind", "x", "y", "width", "height")

    def __init__(self, runs: List[Run], ids: Optional[Sequence[str]], parameters: Sequence[str] = ()) -> None:
        self.runs = runs
        if ids is None:
            seen: Dict[str, None] = {}
            for run in runs:
                for name in run.layout.ids:
                    seen.setdefault(name, None)
            ids = list(seen)
        self.ids = list(ids)
        #: The parameter names of the sweep (its columns), in order.
        self.parameters = list(parameters)

    def rows(self) -> List[Dict[str, Any]]:
        """One row per run and id: run label, the run's parameters, the screen size, id, kind, and the
        frame (None where a run lacks the id)."""
        out: List[Dict[str, Any]] = []
        for run in self.runs:
            screen_w, screen_h = run.layout.screen
            for name in self.ids:
                node = run.layout.get(name)
                frame = node.frame if node else (None, None, None, None)
                row: Dict[str, Any] = {"run": run.label}
                row.update((p, run.params.get(p)) for p in self.parameters)
                row.setdefault("screen_width", screen_w)
                row["screen_height"] = screen_h
                row.update(
                    {
                        "id": name,
                        "kind": node.kind if node else None,
                        "x": frame[0],
                        "y": frame[1],
                        "width": frame[2],
                        "height": frame[3],
                    }
                )
                out.append(row)
        return out

    def table(self) -> str:
        """The rows as an aligned text table (run label, id, kind, frame)."""

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
        writer = csv.DictWriter(buffer, fieldnames=list(self.COLUMNS), lineterminator="\n", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(self.rows())
        text = buffer.getvalue()
        if isinstance(target, (str, Path)):
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            Path(target).write_text(text)
        elif target is not None:
            target.write(text)
        return text

    # -- pandas, Arrow, plots -------------------------------------------------------------------------
    def to_dataframe(self) -> Any:
        """The rows as a pandas DataFrame: one row per run × view id, a column per parameter
        (``device``, ``platform``, ``screen_width``, your ``params``…), ``screen_height``, and the frame
        fields ``id``, ``kind``, ``x``, ``y``, ``width``, ``height`` (NaN where a run lacks the id)."""
        pandas = optional_import("pandas", "Sweep.to_dataframe()")
        columns = ["run"] + self.parameters + [c for c in ("screen_width", "screen_height") if c not in self.parameters]
        return pandas.DataFrame(self.rows(), columns=columns + list(FRAME_COLUMNS))

    def to_arrow(self) -> Any:
        """The rows as a pyarrow Table (the DataFrame's columns)."""
        pyarrow = optional_import("pyarrow", "Sweep.to_arrow()")
        return pyarrow.Table.from_pandas(self.to_dataframe(), preserve_index=False)

    def to_parquet(self, path: Union[str, Path]) -> Path:
        """Writes the rows as a Parquet file (pyarrow) and returns its path."""
        parquet = optional_import("pyarrow.parquet", "Sweep.to_parquet()")
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        parquet.write_table(self.to_arrow(), str(target))
        return target

    def lint(self, **options: Any) -> Any:
        """The layout-lint findings of every run as a DataFrame: one row per finding, with the run's
        label and parameters, ``rule``, ``id``, ``path``, ``kind``, ``amount`` and ``message``
        (options: those of :meth:`Layout.lint`). ``lint_summary()`` counts them per combination."""
        pandas = optional_import("pandas", "Sweep.lint()")
        columns = ["run"] + self.parameters + ["rule", "id", "path", "kind", "amount", "message"]
        rows = []
        for run in self.runs:
            for finding in self.findings(run, **options):
                row: Dict[str, Any] = {"run": run.label}
                row.update((p, run.params.get(p)) for p in self.parameters)
                row.update(
                    rule=finding.rule,
                    id=finding.id,
                    path=finding.path,
                    kind=finding.kind,
                    amount=finding.amount,
                    message=finding.message,
                )
                rows.append(row)
        return pandas.DataFrame(rows, columns=columns)

    def lint_summary(self, **options: Any) -> Any:
        """How many findings of each rule every parameter combination has (a DataFrame, a row per run)."""
        pandas = optional_import("pandas", "Sweep.lint_summary()")
        findings = self.lint(**options)
        index = ["run"] + self.parameters
        counts = {run.label: {} for run in self.runs}  # type: Dict[str, Dict[str, int]]
        for label, rule in zip(findings["run"], findings["rule"]):
            counts[label][rule] = counts[label].get(rule, 0) + 1
        rules = sorted({rule for c in counts.values() for rule in c})
        rows = []
        for run in self.runs:
            row: Dict[str, Any] = {"run": run.label}
            row.update((p, run.params.get(p)) for p in self.parameters)
            row.update((rule, counts[run.label].get(rule, 0)) for rule in rules)
            row["total"] = sum(counts[run.label].values())
            rows.append(row)
        return pandas.DataFrame(rows, columns=index + rules + ["total"])

    def findings(self, run: Run, **options: Any) -> List[Finding]:
        """One run's lint findings (cached per run and options)."""
        key = (id(run), tuple(sorted(options.items())))
        cache: Dict[Any, List[Finding]] = self.__dict__.setdefault("_findings", {})
        if key not in cache:
            cache[key] = run.layout.lint(**options)
        return cache[key]

    def plot(
        self,
        x: str,
        y: str,
        id: Optional[str] = None,
        hue: Optional[str] = None,
        ax: Any = None,
        marker: str = "o",
        **kwargs: Any,
    ) -> Any:
        """A line plot of column ``y`` against ``x`` (matplotlib), for the view ``id`` (default: the first
        id), one line per value of ``hue``; returns the Axes. ``runs.plot(x="screen_width", y="height",
        id="title", hue="device")``; ``x``/``y`` may be any DataFrame column."""
        pyplot = optional_import("matplotlib.pyplot", "Sweep.plot()")
        frame = self.to_dataframe()
        for column in (x, y) + ((hue,) if hue else ()):
            if column not in frame.columns:
                raise InvalidArgumentError(f"plot: no column {column!r}; columns: {', '.join(frame.columns)}")
        name = id if id is not None else (self.ids[0] if self.ids else None)
        if name is not None:
            frame = frame[frame["id"] == name]
        if ax is None:
            _, ax = pyplot.subplots(figsize=(7, 4))
        groups = frame.groupby(hue, sort=False) if hue else [(None, frame)]
        for key, group in groups:
            group = group.sort_values(x)
            ax.plot(group[x], group[y], marker=marker, label=None if key is None else str(key), **kwargs)
        ax.set_xlabel(x)
        ax.set_ylabel(f"{y} of {name}" if name else y)
        if hue:
            ax.legend(title=hue, fontsize="small")
        ax.grid(True, alpha=0.3)
        return ax

    # -- pictures -----------------------------------------------------------------------------------
    def save_svgs(
        self, folder: Union[str, Path], prefix: str = "", debug: bool = True, lint: bool = False
    ) -> List[Path]:
        """One SVG per run, named after its label (letters, digits, ``.``, ``_`` and ``-``; labels that give the
        same name get ``-2``, ``-3``, … in run order, so no file is written twice); returns the paths."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        paths = []
        for run, name in zip(self.runs, unique_slugs([run.label for run in self.runs])):
            path = out / f"{prefix}{name}.svg"
            path.write_text(run.layout.svg(debug=debug, lint=lint))
            paths.append(path)
        return paths

    def sheet(
        self,
        debug: bool = True,
        gap: float = 24,
        title: Optional[str] = None,
        lint: bool = False,
        columns: Optional[int] = None,
    ) -> str:
        """All runs side by side in one SVG, each labelled (``columns``: wrap after that many)."""
        label_height = 22.0
        top0 = 24.0 if title else 0.0
        x = 0.0
        parts: List[str] = []
        row_top, row_height, width = top0, 0.0, 0.0
        for k, run in enumerate(self.runs):
            if columns and k and k % columns == 0:
                row_top += label_height + row_height + gap
                x, row_height = 0.0, 0.0
            w, h = run.layout.screen
            top = row_top + label_height
            inner = run.layout.svg(debug=debug, lint=lint)
            inner = inner.replace("<svg ", f'<svg x="{x:g}" y="{top:g}" ', 1)
            parts.append(
                f'<text x="{x:g}" y="{top - 6:g}" font-family="Helvetica, Arial, sans-serif" '
                f'font-size="14">{_escape(run.label)}</text>'
            )
            parts.append(inner)
            x += w + gap
            width = max(width, x - gap)
            row_height = max(row_height, h)
        width = max(width, 1.0)
        total = row_top + label_height + row_height
        head = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{total:g}" '
            f'viewBox="0 0 {width:g} {total:g}">'
        ]
        if title:
            head.append(
                f'<text x="0" y="18" font-family="Helvetica, Arial, sans-serif" font-size="16" '
                f'font-weight="600">{_escape(title)}</text>'
            )
        return "\n".join(head + parts + ["</svg>"])

    def save_sheet(
        self,
        path: Union[str, Path],
        debug: bool = True,
        title: Optional[str] = None,
        lint: bool = False,
        columns: Optional[int] = None,
    ) -> Path:
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.sheet(debug=debug, title=title, lint=lint, columns=columns))
        return target

    def __iter__(self) -> Iterator[Run]:
        return iter(self.runs)

    def __len__(self) -> int:
        return len(self.runs)

    def __getitem__(self, index: int) -> Run:
        return self.runs[index]

    def _repr_svg_(self) -> str:
        return self.sheet()


# -- the tasks ----------------------------------------------------------------------------------------
@functools.cache
def layout_keywords() -> Tuple[str, ...]:
    """The keywords :func:`swiftlayout.layout` names explicitly (read once with ``inspect.signature``): a
    sweep axis whose keyword is not among them (Dynamic Type, layout direction) is not available yet."""
    return tuple(
        name
        for name, p in inspect.signature(layout).parameters.items()
        if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
    )


def _require_keyword(keyword: str, argument: str) -> None:
    if keyword not in layout_keywords():
        raise NotImplementedError(
            f"sweep({argument}=…): this swiftlayout's layout() has no {keyword}= keyword yet, so the engine cannot "
            f"lay views out for it; sweep devices, platforms and params for now"
        )


@dataclass
class _TaskBody:
    """What one run needs, all picklable: the view maker, the combination, the layout keywords."""

    make_view: Any  # a View, a function, or cloudpickle bytes of one
    pickled: bool
    combination: Dict[str, Any]
    view_arguments: Dict[str, Any]
    has_positional: bool
    positional: Any
    options: Dict[str, Any]
    engine_version: str

    def __call__(self) -> Layout:
        if _engine_version() != self.engine_version:
            raise RuntimeError(
                f"this worker's swiftlayout engine is {_engine_version()} "
                f"({LIBRARY_PATH}), the sweep's is {self.engine_version}: install the same version on "
                f"every worker, or set SWIFTLAYOUT_LIB there"
            )
        make_view = pickle.loads(self.make_view) if self.pickled else self.make_view
        return layout(_call_maker(make_view, self.view_arguments, self.has_positional, self.positional), **self.options)


# Unpickled in a worker process before the task itself (and so before anything imports swiftlayout
# there): sets SWIFTLAYOUT_LIB to the sweep's library when the worker has none and the file exists there.
_SET_LIBRARY = (
    "import os\n"
    "if not os.environ.get('SWIFTLAYOUT_LIB') and os.path.isfile({path!r}):\n"
    "    os.environ['SWIFTLAYOUT_LIB'] = {path!r}\n"
)


class _LibraryPath:
    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> Tuple[Any, Tuple[str]]:
        return (exec, (_SET_LIBRARY.format(path=self.path),))


class Task:
    """One run of a sweep as an executor runs it: ``task()`` lays the view out and returns the Layout
    (which pickles as plain data). Pickled, it carries the library path (``SWIFTLAYOUT_LIB``) ahead of
    itself, so a worker process that has no ``SWIFTLAYOUT_LIB`` loads the sweep's library."""

    def __init__(self, body: _TaskBody, library: str = LIBRARY_PATH) -> None:
        self.body = body
        self.library = library

    def __call__(self) -> Layout:
        return self.body()

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        # getitem((library setter, (task, library)), 1): pickle unpickles the tuple in order, the setter first.
        return (operator.getitem, ((_LibraryPath(self.library), _RestoredTask(self.body, self.library)), 1))


class _RestoredTask(Task):
    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (Task, (self.body, self.library))


def _call_maker(make_view: ViewMaker, arguments: Dict[str, Any], has_positional: bool, positional: Any) -> View:
    if isinstance(make_view, View):
        return make_view
    view = make_view(positional) if has_positional else make_view(**arguments)
    if not isinstance(view, View):
        raise TypeError(f"make_view returned a {type(view).__name__}, not a View")
    return view


def _signature(make_view: ViewMaker) -> Optional[inspect.Signature]:
    if isinstance(make_view, View):
        return None
    if not callable(make_view):
        raise TypeError(f"make_view must be a View or a function returning one, got {type(make_view).__name__}")
    try:
        return inspect.signature(make_view)
    except (TypeError, ValueError):
        return None


class _Combinations:
    """Every combination of a sweep (a dict per run, axes first, the first axis slowest), made as they are
    asked for: a sweep of 10¹² combinations starts at once and holds only the runs it made."""

    def __init__(
        self,
        devices: Optional[List[Any]],
        widths: Optional[List[Any]],
        axes: Dict[str, Optional[List[Any]]],
        rows: Optional[List[Dict[str, Any]]],
        params: Mapping[str, Optional[List[Any]]],
    ) -> None:
        levels: List[Tuple[str, List[Any]]] = []
        if devices is not None:
            levels.append(("device", devices))
        if widths is not None:
            levels.append(("screen_width", widths))
        for name, axis_values in axes.items():
            if axis_values is not None:
                levels.append((name, axis_values))
        self.rows: List[Dict[str, Any]] = [dict(r) for r in rows] if rows is not None else [{}]
        for name, param_values in params.items():
            levels.append((name, list(param_values or [])))
        self.levels = levels
        names = [n for n, _ in levels]
        for r in self.rows:
            for key in r:
                if key not in names:
                    names.append(key)
        #: The parameter names in column order.
        self.names = [n for n in _AXIS_NAMES if n in names] + [n for n in names if n not in _AXIS_NAMES]
        #: How many combinations there are (not made).
        self.total = len(self.rows)
        for _, values in levels:
            self.total *= len(values)

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        keys = [n for n, _ in self.levels]
        for chosen in itertools.product(*(v for _, v in self.levels)):
            for r in self.rows:
                combo = dict(zip(keys, chosen))
                combo.update(r)
                yield combo


def _label(combo: Dict[str, Any], only_device: bool, only_width: bool) -> str:
    if only_device:
        return str(combo["device"])
    if only_width:
        return f"{combo['screen_width']:g}pt"
    parts = []
    for name, value in combo.items():
        if name == "screen_width":
            parts.append(f"{value:g}pt")
        elif name in _AXIS_NAMES:
            parts.append(str(value))
        else:
            parts.append(f"{name}={value}")
    return " · ".join(parts)


def _as_list(values: Optional[Iterable[Any]], name: str) -> Optional[List[Any]]:
    if values is None:
        return None
    if isinstance(values, (str, bytes)):
        raise InvalidArgumentError(f"sweep({name}=…) needs a list of values, got the string {values!r}")
    out = list(values)
    if not out:
        raise InvalidArgumentError(f"sweep({name}=…) is empty")
    return out


def sweep(
    make_view: ViewMaker,
    devices: Optional[Iterable[str]] = None,
    widths: Optional[Iterable[float]] = None,
    ids: Optional[Sequence[str]] = None,
    height: float = 852,
    *,
    platforms: Optional[Iterable[str]] = None,
    dynamic_type_sizes: Optional[Iterable[Any]] = None,
    layout_directions: Optional[Iterable[Any]] = None,
    params: Optional[Mapping[str, Iterable[Any]]] = None,
    rows: Optional[Iterable[Mapping[str, Any]]] = None,
    workers: Optional[int] = None,
    executor: Optional[concurrent.futures.Executor] = None,
    progress: Optional[bool] = None,
    lint: Union[bool, Mapping[str, Any], None] = None,
    timeout: Optional[float] = None,
    max_runs: Optional[int] = None,
    batch_size: Optional[int] = None,
    text_lines: bool = False,
    **layout_options: Any,
) -> Sweep:
    """Lays ``make_view`` out once per combination of the axes given, and returns the runs.

    Axes: ``devices`` (preset names) or ``widths`` (``width × height`` screens; plus any
    ``safe_area``/``scale`` in ``layout_options``), ``platforms`` ("iOS 26", "iOS 17", "macOS 26"),
    ``dynamic_type_sizes`` and ``layout_directions`` (passed to layout() as ``dynamic_type_size=`` and
    ``layout_direction=``; NotImplementedError while layout() lacks them), and ``params``, a dict of
    name → values. Their product runs, the first axis varying slowest; ``rows=[{...}, …]`` gives
    explicit combinations instead (or in addition, as one more axis). With no ``devices``/``widths`` the
    runs use the default device.

    ``make_view`` is a View, or a function returning one that receives the parameters it names
    (``def screen(device, title, count)``, or ``**kwargs`` for all); a function of one other argument
    receives the device name or width, as before. A ``params`` entry the function does not name is a
    layout() keyword (an environment parameter such as ``default_spacing``).

    ``workers=N`` runs the layouts in N processes; ``executor=`` takes any
    ``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()``). Views, the function
    (pickled with cloudpickle when installed, else by reference: define it at module level) and the
    results cross processes; each run's library path travels with it (``SWIFTLAYOUT_LIB``). Results are
    the same as a serial sweep's, in the same order. ``progress`` shows a tqdm bar (default: on for
    ``PROGRESS_MIN_RUNS`` runs or more when interactive); ``ids`` selects the named views whose frames
    the rows report (default: every id found).

    Scale: combinations are made as they run (a sweep of 10¹² starts at once; ``max_runs=N`` stops after the
    first N, and Ctrl-C stops it, its workers too). Runs go in batches of consecutive combinations
    (``batch_size``): a batch makes each distinct view once and lays it out once per non-environment
    setting, then again (``Layout.relayout``) for each device, Dynamic Type size and direction; workers send
    back plain arrays (frames, view indices, one structure text). ``lint=True`` (or a dict of
    :meth:`Layout.lint` options) lints each run where it was laid out (``Sweep.lint()`` then reads those
    findings). ``timeout`` is the longest one run may take, in seconds: a run past it raises
    :class:`SweepTimeoutError` (with workers, default ``RUN_TIMEOUT``; a worker that does not answer is
    stopped). Each run's layout is closed (frames, nodes, ids, lint, pictures; its view is made again
    from the run's arguments when first asked for, if a worker made it): make_view must give the same view
    for the same arguments. Pictures of a sweep's runs estimate each Text's lines unless
    ``text_lines=True`` reads them from the engine with each run (about 10 µs per Text).
    """
    axes = {
        "platform": _as_list(platforms, "platforms"),
        "dynamic_type_size": _as_list(dynamic_type_sizes, "dynamic_type_sizes"),
        "layout_direction": _as_list(layout_directions, "layout_directions"),
    }
    param_lists = {name: _as_list(values, f"params[{name!r}]") for name, values in (params or {}).items()}
    row_list = [dict(r) for r in rows] if rows is not None else None
    if devices is not None and widths is not None:
        raise InvalidArgumentError("sweep() needs exactly one of devices=[…] or widths=[…], not both")
    others = any(v is not None for v in axes.values()) or bool(param_lists) or row_list is not None
    if devices is None and widths is None and not others:
        raise InvalidArgumentError(
            "sweep() needs exactly one of devices=[…] or widths=[…] (or platforms=, params=, rows=)"
        )
    device_list = _as_list(devices, "devices")
    width_list = _as_list(widths, "widths")
    if row_list is not None and not row_list:
        raise InvalidArgumentError("sweep(rows=…) is empty")
    for name in param_lists:
        if not isinstance(name, str) or not name.isidentifier() or name in _RESERVED:
            raise InvalidArgumentError(
                f"sweep(params=…): {name!r} cannot be a parameter name (reserved: "
                f"{', '.join(sorted(_RESERVED))}; use the sweep's own keyword for an axis)"
            )
    for r in row_list or []:
        for name in r:
            if not isinstance(name, str) or (name in _RESERVED and name not in _AXIS_NAMES):
                raise InvalidArgumentError(f"sweep(rows=…): {name!r} cannot be a parameter name")
    combinations = _Combinations(device_list, width_list, axes, row_list, param_lists)
    names = combinations.names
    for axis, argument in (("dynamic_type_size", "dynamic_type_sizes"), ("layout_direction", "layout_directions")):
        if axis in names:
            _require_keyword(axis, argument)
    if "device" in names and "screen_width" in names:
        raise InvalidArgumentError("sweep(): a run cannot have both a device and a screen width")

    signature = _signature(make_view)
    accepted: Optional[set] = None  # None: every parameter (a **kwargs function)
    positional_only_one = False
    if signature is not None:
        ps = list(signature.parameters.values())
        if any(p.kind == p.VAR_KEYWORD for p in ps):
            accepted = None
        else:
            accepted = {p.name for p in ps if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
            # The old form: one argument whatever its name, given the device or the width.
            positional_only_one = (
                len(ps) == 1
                and ps[0].name not in names
                and ps[0].kind in (ps[0].POSITIONAL_ONLY, ps[0].POSITIONAL_OR_KEYWORD)
            )
    elif not isinstance(make_view, View):
        positional_only_one = True

    shipped, pickled = _shippable(make_view) if (workers or executor) else (make_view, False)
    required = (
        []
        if signature is None
        else [
            p.name
            for p in signature.parameters.values()
            if p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        ]
    )
    if timeout is not None and (
        isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0 or timeout == float("inf")
    ):
        raise InvalidArgumentError(f"sweep(timeout=…) must be a number of seconds > 0, got {timeout!r}")
    if timeout is None and (workers or executor):
        timeout = RUN_TIMEOUT
    plan = _Plan(
        shipped,
        pickled,
        accepted,
        positional_only_one,
        signature is not None,
        required,
        names,
        dict(layout_options),
        height,
        _engine_version(),
        _lint_options(lint),
        timeout,
        text_lines,
    )
    if isinstance(max_runs, bool) or (max_runs is not None and (not isinstance(max_runs, int) or max_runs < 0)):
        raise InvalidArgumentError(f"sweep(max_runs=…) must be a whole number ≥ 0, got {max_runs!r}")
    combos: Iterable[Dict[str, Any]] = combinations if max_runs is None else itertools.islice(combinations, max_runs)
    total = combinations.total if max_runs is None else min(max_runs, combinations.total)
    runs = list(_runs(plan, make_view, combos, total, workers, executor, progress, batch_size))
    made = Sweep(runs, ids, names)
    if plan.lint is not None:
        cache: Dict[Any, List[Finding]] = made.__dict__.setdefault("_findings", {})
        key = tuple(sorted(plan.lint.items()))
        for run in runs:
            if run._findings is not None:
                cache[(id(run), key)] = run._findings
    return made


def _engine_version() -> str:
    return str(lib.sl_version().decode())


def _shippable(make_view: ViewMaker) -> Tuple[Any, bool]:
    """``make_view`` ready to cross to another process: cloudpickle bytes if cloudpickle is installed
    (lambdas and notebook functions travel by value), else the object itself (pickled by reference)."""
    if isinstance(make_view, View):
        return make_view, False
    try:
        import cloudpickle
    except ImportError:
        try:
            pickle.dumps(make_view)
        except Exception as error:
            raise InvalidArgumentError(
                f"sweep(workers=…/executor=…) sends make_view to other processes, and it cannot be pickled ({error}): "
                f"define it at module level, or pip install cloudpickle"
            ) from error
        return make_view, False
    return cloudpickle.dumps(make_view), True


def _progress_bar(total: int, progress: Optional[bool]) -> Any:
    if progress is False or (progress is None and (total < PROGRESS_MIN_RUNS or not _interactive())):
        return None
    if progress is None:
        try:
            from tqdm.std import tqdm
        except ImportError:
            return None
    else:
        tqdm = optional_import("tqdm.std", "sweep(progress=True)").tqdm
    return tqdm(total=total, desc="layouts", unit="run", file=sys.stderr, mininterval=0.2)


def _interactive() -> bool:
    """A terminal on standard error, or a Jupyter kernel."""
    if "ipykernel" in sys.modules:
        return True
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def _lint_options(lint: Any) -> Optional[Dict[str, Any]]:
    """The lint options a sweep runs with each layout (``lint=True``: the defaults; a dict: those), or None."""
    if lint is None or lint is False:
        return None
    if lint is True:
        return {}
    if isinstance(lint, Mapping):
        return dict(lint)
    raise InvalidArgumentError(f"sweep(lint=…) must be True, False or a dict of Layout.lint() options, got {lint!r}")


#: The environment keywords a relayout changes without a new layout: runs that differ only in these (and
#: not in the view's arguments) reuse one retained layout (``Layout.relayout``).
_RELAYOUT_KEYWORDS = ("device", "screen", "dynamic_type_size", "layout_direction")
#: How many consecutive combinations run together (``batch_size``): a batch lays each of its views out
#: once per non-environment setting and relayouts it for the others, and goes to a worker as one task;
#: enough that sending it costs little next to laying it out, few enough that workers stay busy to the end.
BATCH_SIZE = 64
#: How many batches' worth of combinations are ordered together (by view and non-environment keywords).
WINDOW = 16
#: The longest one run may take, in seconds (``timeout``), when runs go to worker processes: a worker
#: whose run takes longer is stopped and the sweep raises :class:`SweepTimeoutError`. No limit by default
#: for serial sweeps (the run is in your process); give ``timeout=`` to have one there too.
RUN_TIMEOUT = 300.0


class SweepTimeoutError(RuntimeError):
    """A sweep's run took longer than its time limit (``sweep(timeout=…)``): names the run."""


@dataclass
class _Plan:
    """What every run of a sweep shares (picklable; sent with each batch)."""

    make_view: Any  # a View, a function, or cloudpickle bytes of one
    pickled: bool
    accepted: Optional[set]  # the parameters make_view names (None: all, a **kwargs function)
    positional_only_one: bool
    has_signature: bool  # False for a View (or a function whose signature cannot be read)
    required: List[str]  # make_view's parameters without a default
    names: List[str]
    layout_options: Dict[str, Any]
    height: float
    engine_version: str
    lint: Optional[Dict[str, Any]]
    timeout: Optional[float]
    text_lines: bool

    def arguments(self, combo: Dict[str, Any]) -> Tuple[Dict[str, Any], Dict[str, Any], Any]:
        """A combination's view arguments, layout() keywords and parameter (the device or width)."""
        options = dict(self.layout_options)
        view_arguments: Dict[str, Any] = {}
        accepted, signed, one = self.accepted, self.has_signature, self.positional_only_one
        for name, value in combo.items():
            view_takes = accepted is None or name in accepted
            if signed and view_takes and not one:
                view_arguments[name] = value
            if name == "device":
                options["device"] = value
            elif name == "screen_width":
                options["screen"] = (value, self.height)
            elif name in _AXIS_NAMES or not view_takes or one or not signed:
                options[name] = value
        if (
            "device" not in combo
            and "screen_width" not in combo
            and "device" not in options
            and "screen" not in options
        ):
            options["device"] = DEFAULT_DEVICE
        if signed and accepted is not None and not one:
            missing = [name for name in self.required if name not in view_arguments]
            if missing:
                raise InvalidArgumentError(
                    f"make_view needs {', '.join(missing)}, which the sweep does not give "
                    f"(its parameters: {', '.join(self.names)})"
                )
        parameter = combo.get("device", combo.get("screen_width"))
        if one and parameter is None:
            raise InvalidArgumentError(
                f"make_view takes one argument that is not a sweep parameter "
                f"({', '.join(self.names)}), and this sweep has no device or width to give it"
            )
        return view_arguments, options, parameter


@dataclass
class _Snapshot:
    """One run's layout as a worker sends it back: plain arrays and one structure text, not objects."""

    frames: bytes
    indices: bytes
    structure: str
    geometry: Tuple[Any, ...]
    options: Dict[str, Any]
    measure_count: int
    text_drawings: Dict[int, Any]
    findings: Optional[List[Finding]]


def _snapshot(
    made: Layout, options: Dict[str, Any], structure: str, lint: Optional[Dict[str, Any]], text_lines: bool
) -> _Snapshot:
    indices = made._view_indices()
    if any(c.built for c in made._callbacks):  # (GeometryReader content: its own documents, not sent)
        children = made._arrays().children
        indices = array("q", indices)
        for callbacks in made._callbacks:
            for reader in callbacks.built:
                for child in children[reader] if reader < len(children) else ():
                    for i in subtree(children, child):
                        indices[i] = -1
    drawings = (
        {i: made._text_drawing(i) for i, kind in enumerate(made._arrays().kind) if kind == "Text"} if text_lines else {}
    )
    findings = made.lint(**lint) if lint is not None else None
    return _Snapshot(
        made.frames.tobytes(),
        indices.tobytes(),
        structure,
        (made.screen, made.safe_area, made.scale, made.keyboard_height, made.device),
        dict(options),
        made.measure_count,
        drawings,
        findings,
    )


def _relayout_keys(options: Dict[str, Any]) -> Tuple[Any, ...]:
    """What must match for two runs to share a retained layout: every keyword but those a relayout changes."""
    return tuple(sorted((k, repr(v)) for k, v in options.items() if k not in _RELAYOUT_KEYWORDS))


def _relayout(made: Layout, options: Dict[str, Any]) -> None:
    """Lays ``made`` out again in ``options``'s environment (as ``layout(view, **options)`` would make it)."""
    parameters = {
        k: v
        for k, v in options.items()
        if k not in ("device", "screen", "safe_area", "scale", "layout_direction", "platform", "dynamic_type_size")
    }
    if "platform" in options:
        parameters["platform"] = options["platform"]
    if "dynamic_type_size" in options:
        parameters["dynamic_type_size"] = dynamic_type_name(options["dynamic_type_size"], "sweep")
    made.relayout(
        options.get("device"),
        screen=options.get("screen"),
        safe_area=options.get("safe_area"),
        scale=options.get("scale"),
        layout_direction=options.get("layout_direction"),
        **parameters,
    )
    made.options = dict(options)


@dataclass
class _Batch:
    """Consecutive combinations of a sweep, run together (in a worker process, or in the sweep's own):
    one view per distinct set of view arguments, one retained layout per view and non-environment
    keywords, laid out again (``relayout``) for each environment. Returns a snapshot per combination."""

    plan: _Plan
    combos: List[Dict[str, Any]]
    library: str = LIBRARY_PATH

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        # getitem((library setter, batch), 1): the library path is set before anything imports swiftlayout.
        return (
            operator.getitem,
            ((_LibraryPath(self.library), _RestoredBatch(self.plan, self.combos, self.library)), 1),
        )

    def __call__(self) -> List[Tuple[_Snapshot, Optional[View]]]:
        plan = self.plan
        if _engine_version() != plan.engine_version:
            raise RuntimeError(
                f"this worker's swiftlayout engine is {_engine_version()} "
                f"({LIBRARY_PATH}), the sweep's is {plan.engine_version}: install the same version on "
                f"every worker, or set SWIFTLAYOUT_LIB there"
            )
        make_view = _unpickled(plan.make_view) if plan.pickled else plan.make_view
        # The batch's combinations grouped by view and non-environment keywords (in order of first
        # appearance; within a group in their order), so that each group is one layout and relayouts.
        prepared = []
        for position, combo in enumerate(self.combos):
            view_arguments, options, parameter = plan.arguments(combo)
            view_key = _key(view_arguments) if not plan.positional_only_one else _key({"_": parameter})
            prepared.append(
                (position, combo, view_arguments, options, parameter, view_key, (view_key, _relayout_keys(options)))
            )
        first: Dict[Any, int] = {}
        for item in prepared:
            first.setdefault(item[6], item[0])
        prepared.sort(key=lambda item: (first[item[6]], item[0]))
        out: List[Any] = [None] * len(prepared)
        views: Dict[Any, View] = {}
        held: Optional[Tuple[Any, Layout, str]] = None  # one retained layout at a time: memory stays flat
        try:
            for position, combo, view_arguments, options, parameter, view_key, layout_key in prepared:
                with _time_limit(plan.timeout, combo):
                    view = views.get(view_key)
                    if view is None:
                        view = _call_maker(make_view, view_arguments, plan.positional_only_one, parameter)
                        views[view_key] = view
                    if held is None or held[0] != layout_key:
                        if held is not None:
                            held[1]._discard()
                        made = layout(view, **options)
                        held = (layout_key, made, take_string(lib.sl_layout_structure_json(made._handle)))
                    else:
                        made = held[1]
                        _relayout(made, options)
                        if any(c.built for c in made._callbacks):  # (GeometryReaders built again)
                            made._forget_structure()
                            held = (layout_key, made, take_string(lib.sl_layout_structure_json(made._handle)))
                    out[position] = (_snapshot(made, options, held[2], plan.lint, plan.text_lines), view)
        finally:
            if held is not None:
                held[1]._discard()
        return out


class _RestoredBatch(_Batch):
    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (_Batch, (self.plan, self.combos, self.library))


def _key(arguments: Dict[str, Any]) -> Any:
    """A hashable key for view arguments (their reprs when they are not hashable)."""
    try:
        key = tuple(sorted(arguments.items()))
        hash(key)
        return key
    except TypeError:
        return repr(sorted(arguments.items(), key=lambda kv: kv[0]))


#: The make_view functions a worker unpickled, by their bytes (a sweep sends the same bytes with every batch).
_UNPICKLED: Dict[bytes, Any] = {}


def _unpickled(data: bytes) -> Any:
    made = _UNPICKLED.get(data)
    if made is None:
        if len(_UNPICKLED) > 8:
            _UNPICKLED.clear()
        made = _UNPICKLED[data] = pickle.loads(data)
    return made


@contextlib.contextmanager
def _time_limit(seconds: Optional[float], combo: Dict[str, Any]) -> Iterator[None]:
    """Raises SweepTimeoutError in the run if it takes longer than ``seconds`` (SIGALRM: only on the main
    thread of a process; elsewhere the sweep's own watch applies)."""
    if not seconds or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum: int, frame: Any) -> None:
        raise SweepTimeoutError(f"a sweep run took longer than {seconds:g} s (sweep(timeout=…)): {combo!r}")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _restore(snapshot: _Snapshot, view: Optional[View], rebuild: Optional[Callable[[], View]]) -> Layout:
    """The closed Layout of a snapshot: frames, nodes, ids, lint and pictures; its view is the one the run
    made (in this process) or made again from the run's arguments when first asked for (a worker's)."""
    frames = array("d")
    frames.frombytes(snapshot.frames)
    indices = array("q")
    indices.frombytes(snapshot.indices)
    return Layout._restore(
        frames,
        indices,
        snapshot.structure,
        snapshot.geometry,
        snapshot.options,
        snapshot.measure_count,
        snapshot.text_drawings,
        view,
        rebuild,
    )


def _runs(
    plan: _Plan,
    make_view: ViewMaker,
    combos: Iterable[Dict[str, Any]],
    total: int,
    workers: Optional[int],
    executor: Optional[concurrent.futures.Executor],
    progress: Optional[bool],
    batch_size: Optional[int],
) -> Iterator[Run]:
    """The runs of the combinations in order. Combinations are taken a window at a time (``WINDOW``
    batches); a window's are ordered so that those sharing a view and its non-environment keywords are
    together (so a batch lays each out once and relayouts it for the rest), cut into batches, and run
    serially or by ``workers`` processes or ``executor`` (the next window's batches go out before this
    window's results are read); the runs come back in the sweep's order. A sweep holds its results and
    two windows."""
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise InvalidArgumentError(f"sweep(workers=…) must be a whole number ≥ 1, got {workers!r}")
    if workers is not None and executor is not None:
        raise InvalidArgumentError("sweep(): give workers= or executor=, not both")
    if batch_size is not None and (isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1):
        raise InvalidArgumentError(f"sweep(batch_size=…) must be a whole number ≥ 1, got {batch_size!r}")
    only_device = plan.names == ["device"]
    only_width = plan.names == ["screen_width"]
    parallel = executor is not None or (workers is not None and workers > 1)
    size = batch_size or (BATCH_SIZE // 2 if parallel else BATCH_SIZE)
    if parallel:  # (small sweeps still spread over every worker)
        size = max(1, min(size, -(-total // (4 * (workers or 2)))))
    window = size * WINDOW
    iterator = iter(combos)

    def windows() -> Iterator[Tuple[List[Dict[str, Any]], List[List[int]]]]:
        """Each window's combinations and its batches (positions in the window)."""
        while True:
            chunk = list(itertools.islice(iterator, window))
            if not chunk:
                return
            groups: Dict[Any, List[int]] = {}
            for position, combo in enumerate(chunk):  # (errors in the arguments surface here)
                view_arguments, options, parameter = plan.arguments(combo)
                view_key = _key(view_arguments) if not plan.positional_only_one else _key({"_": parameter})
                groups.setdefault((view_key, _relayout_keys(options)), []).append(position)
            order = [position for group in groups.values() for position in group]
            yield chunk, [order[k : k + size] for k in range(0, len(order), size)]

    def runs_of(chunk: List[Dict[str, Any]], made: List[Tuple[_Snapshot, Optional[View]]]) -> Iterator[Run]:
        for combo, (snapshot, view) in zip(chunk, made):
            view_arguments, _, parameter = plan.arguments(combo)
            rebuild = (
                None
                if view is not None
                else functools.partial(_call_maker, make_view, view_arguments, plan.positional_only_one, parameter)
            )
            yield Run(
                _label(combo, only_device, only_width),
                parameter,
                _restore(snapshot, view, rebuild),
                dict(combo),
                snapshot.findings,
            )

    bar = _progress_bar(total, progress)
    try:
        if not parallel:
            for chunk, batches in windows():
                made: List[Any] = [None] * len(chunk)
                for batch in batches:
                    for position, result in zip(batch, _Batch(plan, [chunk[k] for k in batch])()):
                        made[position] = result
                    if bar is not None:
                        bar.update(len(batch))
                yield from runs_of(chunk, made)
            return
        own_pool = executor is None
        pool = executor or _pool(workers or 2)
        limit = plan.timeout if plan.timeout else None
        pending: "collections.deque[Tuple[List[Dict[str, Any]], List[Tuple[List[int], Any]]]]" = collections.deque()

        def collect() -> Iterator[Run]:
            chunk, submitted = pending.popleft()
            made: List[Any] = [None] * len(chunk)
            for batch, future in submitted:
                for position, result in zip(batch, _result(future, limit, len(batch))):
                    made[position] = result
                if bar is not None:
                    bar.update(len(batch))
            yield from runs_of(chunk, made)

        try:
            for chunk, batches in windows():
                pending.append(
                    (chunk, [(batch, pool.submit(_Batch(plan, [chunk[k] for k in batch]))) for batch in batches])
                )
                if len(pending) > 1:
                    yield from collect()
            while pending:
                yield from collect()
        except BaseException:
            for _, submitted in pending:
                for _, future in submitted:
                    future.cancel()
            if own_pool:  # (a stopped or failed sweep leaves no worker running: the next one starts afresh)
                _POOLS.pop(workers or 2, None)
                _stop_pool(pool)  # type: ignore[arg-type]
            raise
    finally:
        if bar is not None:
            bar.close()


def _result(future: "concurrent.futures.Future[Any]", limit: Optional[float], count: int) -> Any:
    """A batch's result, waiting at most its runs' time limit (plus a margin for starting a worker)."""
    try:
        return future.result(timeout=None if limit is None else limit * count + 60)
    except concurrent.futures.TimeoutError:
        raise SweepTimeoutError(
            f"a batch of {count} sweep runs did not finish within {limit:g} s per run "
            f"(sweep(timeout=…)); its workers were stopped"
        ) from None


#: The worker pools of ``sweep(workers=N)``, by N, kept for the next sweep: starting a worker (a fresh
#: interpreter importing swiftlayout, ~0.5–1 s here) is paid once per session, not per sweep. Ended when
#: the process exits (``shutdown_workers()`` ends them now).
_POOLS: Dict[int, concurrent.futures.ProcessPoolExecutor] = {}


def _pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    pool = _POOLS.get(workers)
    if pool is None or getattr(pool, "_broken", False) or getattr(pool, "_shutdown_thread", False):
        # spawn: a fresh interpreter per worker (no fork of a process with threads, as a notebook's is).
        pool = concurrent.futures.ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn")
        )
        _POOLS[workers] = pool
    return pool


def start_workers(workers: int) -> None:
    """Starts the ``workers`` processes ``sweep(workers=N)`` uses (each a fresh interpreter that imports
    swiftlayout and loads the engine) and waits until they are ready, so that the first sweep does not wait
    for them. They stay for the session's sweeps (``shutdown_workers()``)."""
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 2:
        raise InvalidArgumentError(f"start_workers(…) needs a whole number ≥ 2, got {workers!r}")
    pool = _pool(workers)
    ready: List["concurrent.futures.Future[Any]"] = [
        pool.submit(_Warm(LIBRARY_PATH))  # type: ignore[arg-type]
        for _ in range(workers)
    ]
    for future in ready:
        future.result(timeout=120)


class _Warm:
    """A worker's first task: import swiftlayout (with the sweep's library) and load the engine."""

    def __init__(self, library: str) -> None:
        self.library = library

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (operator.getitem, ((_LibraryPath(self.library), _WarmTask()), 1))


class _WarmTask:
    def __call__(self) -> str:
        time_ = __import__("time")
        time_.sleep(0.05)  # (long enough that every worker gets one)
        return _engine_version()


def shutdown_workers() -> None:
    """Ends the worker processes ``sweep(workers=N)`` keeps for the next sweep."""
    while _POOLS:
        _, pool = _POOLS.popitem()
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown_workers)


def _stop_pool(pool: concurrent.futures.ProcessPoolExecutor) -> None:
    """Ends a process pool now: its workers are killed (a hung run never returns on its own)."""
    processes = list(getattr(pool, "_processes", {}).values())
    for process in processes:
        if process.is_alive():
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.join(timeout=5)
        if process.is_alive():
            process.kill()


def slug(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", label).strip("_") or "run"


def unique_slugs(labels: Sequence[str]) -> List[str]:
    """``slug`` of each label, made unique (case-insensitively, for file systems that fold case) by a
    ``-2``, ``-3``, … suffix in order."""
    seen: Dict[str, int] = {}
    taken = set()
    out = []
    for label in labels:
        base = slug(label)
        name = base
        n = seen.get(base.lower(), 1)
        while name.lower() in taken:
            n += 1
            name = f"{base}-{n}"
        seen[base.lower()] = n
        taken.add(name.lower())
        out.append(name)
    return out


def _escape(text: str) -> str:
    """Text for the sheet's XML: markup escaped, characters XML cannot hold (control characters, lone
    surrogates) drawn as U+FFFD, as the SVG writer draws them."""
    return escape(text)
