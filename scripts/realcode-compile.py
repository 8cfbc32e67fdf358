#!/usr/bin/env python3
"""How much real SwiftUI code compiles unchanged against this package's SwiftUI module (issue #31).

    scripts/realcode-compile.py FOLDER [--work DIR] [--json OUT]

FOLDER holds apps, one per subfolder (their Swift sources as published). Nothing is copied into the
repository: the files are linked into a scratch package under --work (default .build/realcode).

For each app, the files whose imports are only SwiftUI, Foundation and Observation are the candidates; a
candidate that declares a `View` is a view file. The candidates are compiled as they are, one module per
group (an app's top folder, split further while two files of a group declare the same type, as separate
projects do), against `import SwiftUI` from this package; a file the compiler rejects is left out and the
module compiled again, until it compiles. Printed per app: the view files that compile unchanged out of
the view files that use only SwiftUI and Foundation, and what blocks the rest (the first error of each
rejected file, by kind), and how many view files import something else (and what).
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional

REPO = Path(__file__).resolve().parents[1]
ALLOWED = {"SwiftUI", "Foundation", "Observation"}
_IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([\w.]+)", re.MULTILINE
)
_VIEW = re.compile(
    r"^\s*(?:(?:public|internal|private|fileprivate|final|@MainActor)\s+)*(?:struct|class)\s+\w+"
    r"(?:<[^>]*>)?\s*:\s*[^{]*\bView\b",
    re.MULTILINE,
)
_TYPE = re.compile(r"^(?:(?:public|internal|final|@\w+)\s+)*(?:struct|class|enum|protocol|actor)\s+(\w+)", re.MULTILINE)


def imports(text: str) -> set[str]:
    return {m.group(1).split(".")[0] for m in _IMPORT.finditer(text)}


def groups(app: Path, files: List[Path], depth: int = 1) -> Dict[str, List[Path]]:
    """Files by folder `depth` levels under the app, split deeper where two files declare the same type."""
    by: Dict[str, List[Path]] = collections.defaultdict(list)
    for f in files:
        parts = f.relative_to(app).parts
        by["/".join(parts[: min(depth, len(parts) - 1)]) or "."].append(f)
    out: Dict[str, List[Path]] = {}
    for key, members in by.items():
        declared: Dict[str, int] = collections.Counter()
        for f in members:
            for name in set(_TYPE.findall(f.read_text(encoding="utf-8", errors="replace"))):
                declared[name] += 1
        deeper = any(len(f.relative_to(app).parts) > depth + 1 for f in members)
        if any(n > 1 for n in declared.values()) and deeper and depth < 4:
            out.update(groups(app, members, depth + 1))
        else:
            out[key] = members
    return out


def prepare_module(work: Path) -> List[str]:
    """Builds this package's SwiftUI module once (a scratch package depending on it) and returns the
    compiler flags that let `swiftc -typecheck` import it, with the #Preview plugin."""
    (work / "Sources" / "Probe").mkdir(parents=True, exist_ok=True)
    (work / "Sources" / "Probe" / "Probe.swift").write_text("import SwiftUI\n", encoding="utf-8")
    (work / "Package.swift").write_text(
        "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"realcode\",\n"
        f"    dependencies: [.package(name: \"swiftlayout\", path: \"{REPO}\")],\n"
        "    targets: [.target(name: \"Probe\",\n"
        "                      dependencies: [.product(name: \"SwiftUI\", package: \"swiftlayout\")])]\n)\n",
        encoding="utf-8",
    )
    done = subprocess.run(["swift", "build", "--target", "Probe"], cwd=work, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("realcode: the SwiftUI module did not build:\n" + (done.stdout + done.stderr)[-3000:])
    bin_path = Path(
        subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=work, capture_output=True, text=True, check=True
        ).stdout.strip()
    )
    cflags = subprocess.run(
        ["pkg-config", "--cflags-only-I", "harfbuzz", "fribidi"], capture_output=True, text=True, check=True
    ).stdout.split()
    plugin = f"{bin_path / 'SwiftUIMacros-tool'}#SwiftUIMacros"
    return [
        "-I",
        str(bin_path / "Modules"),
        "-load-plugin-executable",
        plugin,
        "-Xcc",
        f"-fmodule-map-file={REPO / 'Sources/CHarfBuzz/module.modulemap'}",
        "-Xcc",
        f"-fmodule-map-file={REPO / 'Sources/CFriBidi/module.modulemap'}",
    ] + [f for flag in cflags for f in ("-Xcc", flag)]


def compile_groups(flags: List[str], grouped: Dict[str, List[Path]]) -> Dict[Path, str]:
    """Type-checks every group as one module (`swiftc -typecheck`, Swift 5 mode as the apps are written);
    returns the rejected files with their first error."""
    rejected: Dict[Path, str] = {}
    for members in grouped.values():
        files = [f.resolve() for f in members]
        for _attempt in range(10):
            if not files:
                break
            done = subprocess.run(
                [
                    "swiftc",
                    "-typecheck",
                    "-swift-version",
                    "5",
                    "-module-name",
                    "RealCode",
                    "-parse-as-library",
                    *flags,
                    *map(str, files),
                ],
                capture_output=True,
                text=True,
            )
            if done.returncode == 0:
                break
            first: Dict[Path, str] = {}
            for m in re.finditer(r"^(/[^:\n]+\.swift):\d+:\d+: error: (.*)$", done.stdout + done.stderr, re.MULTILINE):
                first.setdefault(Path(m.group(1)).resolve(), m.group(2))
            hit = [f for f in files if f in first]
            if not hit:  # an error outside the files: the group is not compiled
                for f in files:
                    rejected[f] = "group: " + ((done.stdout + done.stderr).strip().splitlines() or ["?"])[-1][:200]
                break
            for f in hit:
                rejected[f] = first[f]
            files = [f for f in files if f not in first]
    return rejected


def kind(message: str) -> str:
    """An error message with its names kept (what is missing is the finding) and literals dropped."""
    message = re.sub(r"\d+", "N", message)
    return message[:120]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--work", type=Path, default=REPO / ".build" / "realcode")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    report = {}
    args.work.mkdir(parents=True, exist_ok=True)
    flags = prepare_module(args.work.resolve())
    for app in sorted(p for p in args.folder.iterdir() if p.is_dir()):
        files = sorted(app.rglob("*.swift"))
        texts = {f: f.read_text(encoding="utf-8", errors="replace") for f in files}
        candidates = [f for f in files if imports(texts[f]) <= ALLOWED]
        views = [f for f in files if _VIEW.search(texts[f])]
        candidate_views = [f for f in candidates if _VIEW.search(texts[f])]
        others = collections.Counter(i for f in views if f not in candidate_views for i in imports(texts[f]) - ALLOWED)
        rejected = compile_groups(flags, groups(app, candidates)) if candidates else {}
        compiled_views = [f for f in candidate_views if f.resolve() not in rejected]
        blockers = collections.Counter(kind(rejected[f.resolve()]) for f in candidate_views if f.resolve() in rejected)
        report[app.name] = {
            "swift files": len(files),
            "view files": len(views),
            "view files using only SwiftUI/Foundation": len(candidate_views),
            "compile unchanged": len(compiled_views),
            "blockers": blockers.most_common(),
            "other imports of view files": others.most_common(),
        }
        share = len(compiled_views) / len(candidate_views) if candidate_views else 0
        print(
            f"{app.name}: {len(compiled_views)} of {len(candidate_views)} view files using only SwiftUI and "
            "Foundation "
            f"compile unchanged ({share:.0%}); {len(views)} view files in all, {len(views) - len(candidate_views)} "
            f"import more ({', '.join(f'{k} {v}' for k, v in others.most_common(6))})"
        )
        for message, count in blockers.most_common(12):
            print(f"    {count:3d}  {message}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
