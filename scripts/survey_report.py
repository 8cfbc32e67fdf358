#!/usr/bin/env python3
"""The survey's summary for each app under a folder: `python scripts/survey_report.py FOLDER [--device NAME]`.

Each subfolder of FOLDER is an app (a folder holding Swift files directly is one app). For each it runs
`swiftlayout survey` (docs/SWIFT_SOURCE.md, "The survey": every View struct and preview read and laid out in a
guarded run) and prints the summary by status, with the share laid out with at most 25% of its area in
placeholders, then the totals over all apps. `--json DIR` keeps each app's rows as DIR/<app>.jsonl.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))

from swiftlayout.swift.survey import summary, survey, write_json


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--device", default="iPhone 15 Pro")
    parser.add_argument("--platform")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--json", metavar="DIR", help="write each app's rows to DIR/<app>.jsonl")
    args = parser.parse_args()
    root = Path(args.folder)
    apps = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")) if root.is_dir() else [root]
    if not apps or any(root.glob("*.swift")):
        apps = [root]
    everything = []
    for app in apps:
        start = time.perf_counter()
        rows = survey(app, device=args.device, platform=args.platform, timeout=args.timeout, lint=False)
        if not rows:
            continue
        print(f"== {app.name} ({time.perf_counter() - start:.1f} s)")
        print(summary(rows, top=8))
        print()
        if args.json:
            Path(args.json).mkdir(parents=True, exist_ok=True)
            write_json(rows, str(Path(args.json) / f"{app.name}.jsonl"))
        everything.extend(rows)
    if len(apps) > 1:
        print("== all apps")
        print(summary(everything, top=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
