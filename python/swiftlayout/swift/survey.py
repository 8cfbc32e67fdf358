"""``swiftlayout survey DIR``: every ``struct …: View`` and every preview of an app, each read and laid out in a
guarded run of its own (docs/SWIFT_SOURCE.md, "The survey").

Each run has a time limit and a memory budget, in a worker process the survey restarts when a run exceeds
them, so one pathological view cannot stop the survey. A worker keeps the app's parsed files between runs.
The result is one row per view or preview:

- ``file``, ``view`` or ``preview``;
- ``status``: ``laid_out`` (no placeholder), ``placeholders`` (laid out with some), ``refused`` (a
  :class:`~swiftlayout.SwiftSourceError`) or ``error`` (anything else: a time limit, a crash, a bug);
- ``placeholder_share``: the area of the placeholders over the root's area (0 … 1);
- ``standins``: how many sample values it used; ``nodes``; ``ms``: the time to read and lay it out;
- ``reason``: for a refusal or an error, the message with ``file:line:column``;
- ``findings``: lint findings (clipped text, overlaps).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import resource
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Sequence

from ..errors import SwiftSourceError
from ..result import layout
from ..views import Placeholder
import contextlib

#: Per view: the time limit in seconds and the memory budget in MB (of the worker's address space).
DEFAULT_TIMEOUT = 20.0
DEFAULT_MEMORY_MB = 4096
STATUSES = ("laid_out", "placeholders", "refused", "error")


def targets(root: "Path | Any", platform: str = "iOS") -> List[Dict[str, str]]:
    """Every view struct and preview under ``root`` (a path, or a ``SwiftSource`` already read):
    ``{"file", "view"}`` or ``{"file", "preview"}``."""
    from . import SwiftSource

    source = root if isinstance(root, SwiftSource) else SwiftSource(root, platform=platform)
    out: List[Dict[str, str]] = []
    for decl in source.view_types():
        out.append({"file": decl.file.path, "view": decl.qualname})
    for preview in source.previews():
        out.append({"file": preview.file.path, "preview": preview.name})
    return out


def _placeholders(result: Any) -> List[Any]:
    return [node for node in result.nodes if isinstance(node.view, Placeholder)]


def _placeholder_share(result: Any) -> float:
    root = result.root.frame
    area = root.width * root.height
    total = 0.0
    for node in _placeholders(result):
        f = node.frame
        total += max(0.0, f.width) * max(0.0, f.height)
    if area <= 0:
        return 1.0 if total > 0 else 0.0
    return min(1.0, total / area)


class _Worker:
    """Reads and lays out targets of one app in this process (the survey's worker, or in-process)."""

    def __init__(
        self,
        source: Any,
        device: str,
        platform: Optional[str],
        lint: bool,
        svg_dir: Optional[str],
        samples: Optional[Dict[str, Any]],
    ) -> None:
        self.source = source
        self.device = device
        self.platform = platform
        self.lint = lint
        self.svg_dir = svg_dir
        self.samples = samples

    def run(self, target: Dict[str, str]) -> Dict[str, Any]:
        row: Dict[str, Any] = dict(target)
        row.update(
            {
                "status": "error",
                "placeholder_share": None,
                "standins": 0,
                "nodes": 0,
                "ms": 0.0,
                "reason": "",
                "findings": 0,
            }
        )
        start = time.perf_counter()
        try:
            view = self.source.read(
                view=target.get("view"),
                preview=target.get("preview"),
                device=self.device,
                platform=self.platform,
                samples=self.samples,
            )
            row["standins"] = sum(1 for n in view.notes if n.kind in ("sample", "environment"))
            with layout(view, self.device, platform=self.platform) as result:
                share = _placeholder_share(result)
                row["nodes"] = len(result.nodes)
                row["placeholder_share"] = round(share, 4)
                placeholders = len(_placeholders(result))
                row["status"] = "placeholders" if placeholders else "laid_out"
                if placeholders:
                    row["reason"] = next((f"{n.where}: {n.message}" for n in view.notes if n.kind == "placeholder"), "")
                if self.lint:
                    row["findings"] = len(result.lint())
                if self.svg_dir:
                    name = _file_name(target)
                    Path(self.svg_dir, name).write_text(result.svg(debug=True), encoding="utf-8")
        except SwiftSourceError as error:
            from . import INTERNAL

            row["status"] = "error" if error.reason.startswith(INTERNAL) else "refused"
            row["reason"] = str(error) if error.file else f"{target['file']}: {error}"
        except MemoryError:
            row["reason"] = "the memory budget was exceeded"
        except RecursionError:
            row["reason"] = "nested too deeply"
        except Exception as error:
            tb = traceback.extract_tb(error.__traceback__)
            last = tb[-1] if tb else None
            where = f" (at {Path(last.filename).name}:{last.lineno})" if last else ""
            row["reason"] = f"{type(error).__name__}: {error}{where}"
        row["ms"] = round((time.perf_counter() - start) * 1000, 1)
        return row


def _file_name(target: Dict[str, str]) -> str:
    stem = Path(target["file"]).stem
    name = target.get("view") or ("preview-" + target.get("preview", ""))
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in f"{stem}-{name}")
    return safe[:150] + ".svg"


def _worker_main(
    connection: Any,
    source: Any,
    device: str,
    platform: Optional[str],
    lint: bool,
    svg_dir: Optional[str],
    samples: Optional[Dict[str, Any]],
    memory_mb: int,
) -> None:
    if memory_mb:
        limit = memory_mb * 1024 * 1024
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    worker = _Worker(source, device, platform, lint, svg_dir, samples)
    while True:
        try:
            target = connection.recv()
        except EOFError:
            return
        if target is None:
            return
        connection.send(worker.run(target))


def survey(
    path: "os.PathLike[str] | str",
    *,
    device: str = "iPhone 15 Pro",
    platform: Optional[str] = None,
    timeout: float = DEFAULT_TIMEOUT,
    memory_mb: int = DEFAULT_MEMORY_MB,
    lint: bool = True,
    svg_dir: Optional[str] = None,
    samples: Optional[Dict[str, Any]] = None,
    isolate: bool = True,
    progress: Optional[Any] = None,
) -> List[Dict[str, Any]]:
    """Reads and lays out every view struct and preview under ``path`` (a folder or a file), each in a
    guarded run; returns one row per view (see the module's documentation).

    ``isolate=False`` runs in this process (no time limit or memory budget: for tests and debugging).
    ``progress`` is called with each row as it is made.
    """
    root = Path(path)
    if not root.exists():
        raise SwiftSourceError(f"{path}: no such file or folder", file=str(path))
    if svg_dir:
        Path(svg_dir).mkdir(parents=True, exist_ok=True)
    from . import SwiftSource, _platform_of

    # Every file is parsed once, here: the workers are forked from this process and start with the parsed app.
    source = SwiftSource(root, platform=_platform_of(device, platform))
    work = targets(source)
    rows: List[Dict[str, Any]] = []
    if not isolate:
        worker = _Worker(source, device, platform, lint, svg_dir, samples)
        for target in work:
            rows.append(worker.run(target))
            if progress is not None:
                progress(rows[-1])
        return rows
    for row in _isolated(source, work, device, platform, lint, svg_dir, samples, timeout, memory_mb):
        rows.append(row)
        if progress is not None:
            progress(row)
    return rows


def _isolated(
    source: Any,
    work: Sequence[Dict[str, str]],
    device: str,
    platform: Optional[str],
    lint: bool,
    svg_dir: Optional[str],
    samples: Optional[Dict[str, Any]],
    timeout: float,
    memory_mb: int,
) -> Iterator[Dict[str, Any]]:
    context = multiprocessing.get_context("fork")
    process: Any = None
    connection: Any = None

    def start() -> None:
        nonlocal process, connection
        parent, child = context.Pipe()
        process = context.Process(
            target=_worker_main, args=(child, source, device, platform, lint, svg_dir, samples, memory_mb), daemon=True
        )
        process.start()
        connection = parent

    def stop() -> None:
        if process is not None and process.is_alive():
            process.kill()
            process.join(5)

    try:
        for target in work:
            if process is None or not process.is_alive():
                start()
            began = time.perf_counter()
            connection.send(target)
            if connection.poll(timeout):
                try:
                    yield connection.recv()
                    continue
                except (EOFError, OSError):
                    pass
            failed: Dict[str, Any] = dict(target)
            alive = process.is_alive()
            stop()
            code = process.exitcode
            process = None
            failed.update(
                {
                    "status": "error",
                    "placeholder_share": None,
                    "standins": 0,
                    "nodes": 0,
                    "ms": round((time.perf_counter() - began) * 1000, 1),
                    "findings": 0,
                    "reason": f"time limit of {timeout:g} s exceeded"
                    if alive
                    else f"the worker process stopped (exit {code}; over the memory budget of {memory_mb} MB?)",
                }
            )
            yield failed
    finally:
        if connection is not None:
            with contextlib.suppress(OSError, BrokenPipeError):
                connection.send(None)
        stop()


# ----------------------------------------------------------------------------------------------------
# summaries


def summary(rows: Sequence[Dict[str, Any]], top: int = 10) -> str:
    """The counts by status, the share laid out with at most 25% of its area in placeholders, and the most
    common reasons (their positions left out)."""
    lines: List[str] = []
    for kind_name in ("view", "preview"):
        subset = [r for r in rows if kind_name in r]
        if not subset:
            continue
        counts = Counter(r["status"] for r in subset)
        good = sum(
            1 for r in subset if r["status"] in ("laid_out", "placeholders") and (r["placeholder_share"] or 0) <= 0.25
        )
        lines.append(
            f"{kind_name}s: {len(subset)}  "
            + "  ".join(f"{s}: {counts.get(s, 0)}" for s in STATUSES)
            + f"  |  laid out with ≤25% placeholder area: {good} ({100 * good / len(subset):.1f}%)"
        )
    reasons = Counter(
        _reason_key(r["reason"]) for r in rows if r["status"] in ("refused", "error", "placeholders") and r["reason"]
    )
    if reasons:
        lines.append("top reasons:")
        for reason, count in reasons.most_common(top):
            lines.append(f"  {count:5d}  {reason}")
    return "\n".join(lines)


def _reason_key(reason: str) -> str:
    """A reason without its ``file:line:column`` and quoted names, to count alike reasons together."""
    text = reason
    parts = text.split(": ", 1)
    if len(parts) == 2 and (":" in parts[0] or parts[0].startswith("line ")):
        text = parts[1]
    if text.startswith("line ") and ": " in text:
        text = text.split(": ", 1)[1]
    return text[:110]


def survey_frame(path: "os.PathLike[str] | str", **options: Any) -> Any:
    """:func:`survey` as a pandas DataFrame, one row per view or preview (``swiftlayout.survey``; pandas is an
    optional dependency: ``pip install pandas``)."""
    return to_frame(survey(path, **options))


def to_frame(rows: Sequence[Dict[str, Any]]) -> Any:
    """The rows as a pandas DataFrame (pandas is an optional dependency: ``pip install pandas``)."""
    import pandas as pd

    return pd.DataFrame(
        list(rows),
        columns=[
            "file",
            "view",
            "preview",
            "status",
            "placeholder_share",
            "standins",
            "nodes",
            "ms",
            "reason",
            "findings",
        ],
    )


def write_json(rows: Sequence[Dict[str, Any]], out: str) -> None:
    """One JSON object per line (JSON Lines) — or a JSON array when ``out`` ends in ``.json``."""
    with open(out, "w", encoding="utf-8") as f:
        if out.endswith(".json"):
            json.dump(list(rows), f, indent=1)
        else:
            for row in rows:
                f.write(json.dumps(row) + "\n")


def main(argv: Optional[Sequence[str]] = None, prog: str = "swiftlayout survey") -> int:
    """``swiftlayout survey DIR [--device NAME] [--platform NAME] [--json OUT] [--svg-dir DIR] …``."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(
        prog=prog,
        description="Reads and lays out every SwiftUI view struct and "
        "preview under DIR, each in a guarded run, and prints a "
        "summary by status with the top reasons.",
    )
    parser.add_argument("dir", help="a folder (an app, a SwiftPM package, an Xcode project) or a .swift file")
    parser.add_argument("--device", default="iPhone 15 Pro", help="a device preset (default iPhone 15 Pro)")
    parser.add_argument("--platform", help='"iOS 26" (default on iPhones), "macOS 26", …')
    parser.add_argument(
        "--json", metavar="OUT", help="write one object per view: JSON Lines, or an array for a name ending in .json"
    )
    parser.add_argument("--svg-dir", metavar="DIR", help="write every picture there")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per view (default 20)")
    parser.add_argument("--memory", type=int, default=DEFAULT_MEMORY_MB, help="MB per worker (default 4096)")
    parser.add_argument("--no-lint", action="store_true", help="skip lint (faster)")
    parser.add_argument("--sample-text", help='sample text: "short", "long", a length, or a string')
    parser.add_argument("--sample-rows", type=int, help="rows in a sample array (default 3)")
    parser.add_argument("--top", type=int, default=10, help="how many top reasons to print")
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    samples: Dict[str, Any] = {}
    if args.sample_text is not None:
        samples["text"] = int(args.sample_text) if args.sample_text.isdigit() else args.sample_text
    if args.sample_rows is not None:
        samples["rows"] = args.sample_rows

    def show(row: Dict[str, Any]) -> None:
        if not args.quiet:
            name = row.get("view") or f"#Preview {row.get('preview')!r}"
            share = row["placeholder_share"]
            extra = f" {100 * share:.0f}% placeholders" if share else ""
            print(
                f"{row['status']:12s} {row['file']}: {name}{extra}"
                + (f" — {row['reason']}" if row["status"] in ("refused", "error") else "")
            )

    try:
        rows = survey(
            args.dir,
            device=args.device,
            platform=args.platform,
            timeout=args.timeout,
            memory_mb=args.memory,
            lint=not args.no_lint,
            svg_dir=args.svg_dir,
            samples=samples or None,
            progress=show,
        )
    except SwiftSourceError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 2
    if args.json:
        write_json(rows, args.json)
    print(summary(rows, args.top))
    return 0


__all__ = ["survey", "survey_frame", "summary", "targets", "to_frame", "write_json", "main", "STATUSES"]
