"""docs/REPOSITORY.md's "Layout of the repository" (linked from the README) matches the tree: every path it
names exists, and every top-level folder, every folder of Sources/, Sources/SwiftLayout/, Tests/,
python/swiftlayout/ and python/tests/, every script and every document of docs/ is named in it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import List

REPO = Path(__file__).resolve().parents[3]


def the_map() -> List[str]:
    text = (REPO / "docs" / "REPOSITORY.md").read_text(encoding="utf-8")
    block = text.split("## Layout of the repository", 1)[1].split("```", 2)[1]
    return [line for line in block.splitlines() if line.strip()]


def expand(token: str) -> List[str]:
    """A first-column entry as paths: `a/b, c/` is a/b and a/c; `a/X|Y|Z/` is a/X, a/Y, a/Z; `X|Y.swift` is
    X.swift and Y.swift."""
    first, *others = token.split(", ")
    folder, _, name = first.rstrip("/").rpartition("/")
    out = []
    for part in [name] + [o.rstrip("/") for o in others]:
        alternatives = part.split("|")
        extension = Path(alternatives[-1]).suffix
        for alternative in alternatives:
            out.append(f"{folder}/{alternative}" if folder else alternative)
            if extension and not Path(alternative).suffix:
                out[-1] += extension
    return out


def named_paths() -> List[Path]:
    """Every path of the map's first column; an indented entry is inside the last unindented folder."""
    paths: List[Path] = []
    parent = REPO
    for line in the_map():
        if line.startswith(" " * 10):  # a continuation of the description column
            continue
        token = re.match(r"[^\s,]+(?:, [^\s,]+)*", line.strip()).group(0)  # type: ignore[union-attr]
        base = parent if line.startswith("  ") else REPO
        paths.extend(base / p for p in expand(token))
        if not line.startswith("  "):
            parent = REPO / expand(token)[0]
    return paths


def test_every_named_path_exists() -> None:
    missing = [str(p.relative_to(REPO)) for p in named_paths() if not p.exists()]
    assert not missing, f"docs/REPOSITORY.md's repository map names paths that do not exist: {missing}"


def test_every_folder_and_script_is_named() -> None:
    text = "\n".join(the_map())
    folders = [p.name + "/" for p in REPO.iterdir() if p.is_dir() and not p.name.startswith(".")]
    folders += [p.name for d in ("Sources", "Sources/SwiftLayout", "Tests") for p in (REPO / d).iterdir() if p.is_dir()]
    folders += [
        p.name + "/"
        for d in ("python/swiftlayout", "python/tests")
        for p in (REPO / d).iterdir()
        if p.is_dir() and not p.name.startswith(("_", "."))
    ]
    scripts = [p.name for p in (REPO / "scripts").iterdir() if p.is_file()]
    documents = [p.stem for p in (REPO / "docs").glob("*.md")]
    unnamed = [name for name in folders + scripts + documents if name.rstrip("/") not in text]
    assert not unnamed, f"docs/REPOSITORY.md's repository map does not name {unnamed}"
