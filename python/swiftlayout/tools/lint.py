"""``swiftlayout lint FILE.py`` / ``python -m swiftlayout.lint FILE.py``: lays out the view a script
defines (a ``view`` variable, or a ``make_view()`` function) and prints the layout-lint findings
(:mod:`swiftlayout.tools.lint_rules`). Exits 1 when there are findings, 0 when there are none, 2 on a usage
error.

    python -m swiftlayout.lint screen.py --device "iPhone SE" --device "iPhone 16 Pro Max" --svg out/
"""

from __future__ import annotations

import argparse
import runpy
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

from .experiment import slug as slug_of, sweep
from ..result import DEFAULT_DEVICE, devices
from .lint_rules import RULES, Finding, findings_table
from ..views import View

__all__ = ["main", "load_view_maker"]


def load_view_maker(path: str) -> Any:
    """The ``make_view`` function or the ``view`` a script defines (run as ``__swiftlayout_lint__``)."""
    namespace: Dict[str, Any] = runpy.run_path(path, run_name="__swiftlayout_lint__")
    if callable(namespace.get("make_view")):
        return namespace["make_view"]
    if isinstance(namespace.get("view"), View):
        return namespace["view"]
    raise SystemExit(f"swiftlayout lint: {path} defines neither `view` (a View) nor `make_view()`")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="swiftlayout lint", description="Layout lint for a script's view.")
    parser.add_argument("file", help="a Python file defining `view` or `make_view()`")
    parser.add_argument("--device", action="append", help=f"a device preset (repeatable; default {DEFAULT_DEVICE!r})")
    parser.add_argument("--platform", action="append", help='"iOS 26", "iOS 17" or "macOS 26" (repeatable)')
    parser.add_argument("--rule", action="append", choices=RULES, help="only these rules (repeatable)")
    parser.add_argument("--tolerance", type=float, default=0.5, help="points (default 0.5)")
    parser.add_argument("--svg", metavar="FOLDER", help="write one SVG per run with the findings highlighted")
    args = parser.parse_args(argv)
    if not Path(args.file).is_file():
        parser.error(f"no such file: {args.file}")
    unknown = [d for d in args.device or [] if d not in devices()]
    if unknown:
        parser.error(f"unknown device {unknown[0]!r}; devices: {', '.join(devices())}")
    maker = load_view_maker(args.file)
    runs = sweep(maker, devices=args.device or [DEFAULT_DEVICE], platforms=args.platform, progress=False)
    total = 0
    for run in runs:
        findings: List[Finding] = run.layout.lint(rules=args.rule, tolerance=args.tolerance)
        total += len(findings)
        print(f"== {run.label}: {len(findings)} finding{'' if len(findings) == 1 else 's'}")
        if findings:
            print(findings_table(findings))
        if args.svg:
            folder = Path(args.svg)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{slug_of(run.label)}.svg").write_text(run.layout.svg(lint=findings))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
