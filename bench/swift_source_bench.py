"""The SwiftUI source reader's speed on a real app folder (docs/SWIFT_SOURCE.md): indexing (reading every
file and recording the identifiers each one mentions), parsing every file with Swift's own parser (the
survey does; a single view parses only the files it needs), and reading views.

    make bench-source FOLDER=path/to/app        (or: python bench/swift_source_bench.py FOLDER [VIEWS])

Times are wall-clock on this machine; the results, with the command, go to bench/RESULTS.md.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))

from swiftlayout.swift import SwiftSource
from swiftlayout.swift.parser import SourceFile, parse_json


def main() -> int:
    folder = Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    start = time.perf_counter()
    source = SwiftSource(folder)
    source.program.words()
    indexed = time.perf_counter() - start
    files = len(source.program.texts)
    size = sum(len(t.encode()) for t in source.program.texts.values())
    print(f"{folder}: {files} Swift files, {size / 1e6:.1f} MB")
    print(f"index (read + identifier map): {indexed:.3f} s")

    # Parsing alone (Swift's parser, folding, JSON) and the whole per-file step (with JSON decoding and the
    # declarations), on the same files.
    texts = list(source.program.texts.items())
    start = time.perf_counter()
    for _, text in texts:
        parse_json(text.encode())
    parsed = time.perf_counter() - start
    start = time.perf_counter()
    for path, text in texts:
        SourceFile(text, path)
    whole = time.perf_counter() - start
    print(
        f"parse every file: {parsed:.2f} s ({1000 * parsed / files:.1f} ms/file); with the tree in Python: "
        f"{whole:.2f} s"
    )

    first = SwiftSource(folder)
    views = first.view_types()[:count]
    fresh = SwiftSource(folder)
    start = time.perf_counter()
    one = fresh.read(view=views[0].qualname)
    print(
        f"first view from a fresh index ({views[0].qualname}): {time.perf_counter() - start:.2f} s, "
        f"{len(fresh.program.parsed)} of {files} files parsed, {len(one.notes)} notes"
    )
    start = time.perf_counter()
    done = 0
    for decl in views:
        try:
            first.read(view=decl.qualname)
            done += 1
        except Exception:
            done += 1
    elapsed = time.perf_counter() - start
    print(f"{done} views read after the parse: {elapsed:.2f} s ({1000 * elapsed / max(done, 1):.0f} ms/view)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
