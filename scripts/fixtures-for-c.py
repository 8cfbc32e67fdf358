#!/usr/bin/env python3
"""Writes the golden fixtures (Tests/Fixtures/goldens/<concept>/*.json) in a form a C program reads without a JSON
parser: OUT/NAME.doc.json holds the fixture's view document, and OUT/manifest.txt one line per fixture:

    NAME xfail(0|1) WIDTH HEIGHT SCALE TOP LEADING BOTTOM TRAILING TOLERANCE PLATFORM|ID X Y W H|ID X Y W H…

Fixtures whose documents need custom layouts (Python callbacks) are left out: the C suite has none.
Usage: scripts/fixtures-for-c.py OUT_DIR"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    lines = []
    for path in sorted((ROOT / "Tests" / "Fixtures" / "goldens").rglob("*.json"), key=lambda p: p.name):
        fixture = json.loads(path.read_text(encoding="utf-8"))
        if fixture.get("layouts"):
            continue
        name = path.stem
        (out / f"{name}.doc.json").write_text(json.dumps(fixture["document"]), encoding="utf-8")
        env = fixture["environment"]
        head = " ".join(
            str(v)
            for v in [
                name,
                1 if fixture.get("xfail") else 0,
                *env["screen"],
                env["scale"],
                *env["safe_area"],
                fixture["tolerance"],
                env["platform"],
            ]
        )
        frames = "|".join(
            " ".join([item["id"]] + [repr(float(v)) for v in item["frame"]]) for item in fixture["expected"]
        )
        lines.append(head + "|" + frames)
    (out / "manifest.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} fixtures for the C suite in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
