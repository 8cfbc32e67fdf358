"""Fuzzing the SwiftUI source reader (issue #34): random and mutated SwiftUI sources, with a fixed budget of
cases and a fixed seed, must give a view or a SwiftSourceError — never another exception, a crash or a hang.

The seeds are every golden fixture's SwiftUI and examples/swift; each case mutates one (deletes, repeats or
swaps a span, drops or doubles a bracket, inserts a token, nests it deeper) or generates a random source
from SwiftUI's and Swift's tokens. Lenient and strict reading both run on each.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import List

import pytest

import swiftlayout as sl
from swiftlayout import SwiftSourceError, from_swift
from swiftlayout.swift import Budget
import contextlib

REPO = Path(__file__).resolve().parents[3]
CASES = 150
TOKENS = [
    "VStack",
    "HStack",
    "ZStack",
    "Text",
    "\"a\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ".",
    ",",
    ":",
    "\\",
    "$",
    "!",
    "?",
    "??",
    "==",
    "+",
    "-",
    "*",
    "/",
    "0",
    "1.5",
    "1_000_000_000",
    "let",
    "var",
    "if",
    "else",
    "switch",
    "case",
    "for",
    "in",
    "while",
    "struct",
    "View",
    "body",
    "some",
    "init",
    "self",
    "nil",
    "true",
    "#if",
    "#endif",
    "ForEach",
    "0..<",
    "...",
    "padding",
    "frame",
    "width:",
    "height:",
    "@State",
    "func",
    "return",
    "guard",
    "\"\\(",
    "\"\"\"",
    "\n",
    " ",
    "//",
    "/*",
    "*/",
    "'",
    "\\u{",
    "\u2028",
    "\r",
    "\t",
    "é",
    "🦄",
]


def _seeds() -> List[str]:
    out = []
    for path in sorted((REPO / "Tests" / "Fixtures" / "goldens").rglob("*.json"), key=lambda p: p.name):
        source = json.loads(path.read_text(encoding="utf-8")).get("swiftui")
        if isinstance(source, str) and source.strip():
            out.append(source)
    out += [p.read_text(encoding="utf-8") for p in sorted((REPO / "examples" / "swift").glob("*.swift"))]
    return out


def _mutate(rng: random.Random, text: str) -> str:
    if not text:
        return text
    a = rng.randrange(len(text))
    b = min(len(text), a + rng.randrange(1, 40))
    choice = rng.randrange(8)
    if choice == 0:
        return text[:a] + text[b:]
    if choice == 1:
        return text[:b] + text[a:b] * rng.randrange(2, 6) + text[b:]
    if choice == 2:
        c = rng.randrange(len(text))
        return text[:a] + text[c : c + (b - a)] + text[b:]
    if choice == 3:
        return text[:a] + rng.choice("(){}[]\"") + text[a:]
    if choice == 4:
        return text[:a] + " ".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 6))) + text[a:]
    if choice == 5:
        depth = rng.randrange(2, 60)
        return "VStack { " * depth + text + " }" * depth
    if choice == 6:
        return text.replace("\n", rng.choice(["\r", "\u2028", "\r\n", "\n\n"]))
    return text[:a] + chr(rng.randrange(0x20, 0x3000)) + text[b:]


def _random_source(rng: random.Random) -> str:
    return " ".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 80)))


def test_only_swift_source_error_escapes() -> None:
    rng = random.Random(20261201)
    seeds = _seeds()
    budget = Budget(steps=20_000, elements=20_000, characters=100_000, views=5_000)
    failures = []
    for case in range(CASES):
        source = _random_source(rng) if case % 4 == 0 else _mutate(rng, rng.choice(seeds))
        for strict in (False, True):
            try:
                view = sl.swift.SwiftSource(source).read(strict=strict, budget=budget)
            except SwiftSourceError:
                continue
            except Exception as error:
                failures.append(f"case {case} strict={strict}: {type(error).__name__}: {error}\n{source[:300]!r}")
                continue
            assert isinstance(view, sl.View)
            try:  # what the reader made lays out, or is refused with a LayoutError
                sl.layout(view, device="iPhone 15 Pro").close()
            except sl.LayoutError:
                pass
            except Exception as error:
                failures.append(
                    f"case {case} strict={strict}: layout: {type(error).__name__}: {error}\n{source[:300]!r}"
                )
    assert not failures, "\n\n".join(failures[:5])


@pytest.mark.parametrize(
    "source",
    [
        "\ud800",
        "Text(\"\\u{110000}\")",
        "Text(\"a\")\x00Text(\"b\")",
        "(" * 100_000,
        "Text(\"a\")" + ".padding()" * 20_000,
        "1" + " + 1" * 20_000,
        'HStack { TableColumn("N", value: \\.name); Text("a") }',
    ],
)
def test_hostile_sources(source: str) -> None:
    # A TableColumn outside a Table (found by fuzzing) is left out with a note; it reached layout() as a view
    # without a document form (NotImplementedError).
    with contextlib.suppress(SwiftSourceError):
        sl.layout(from_swift(source), device="iPhone 15 Pro").close()


def test_a_comment_is_source_and_a_huge_folder_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # "//" is a Swift comment, not the root folder (fuzzing found from_swift("//") walking the whole disk).
    with pytest.raises(SwiftSourceError, match="no view"):
        sl.swift.SwiftSource("//").read()
    # A folder walk is bounded by the entries it looks at, not only by the Swift files it finds.
    from swiftlayout.swift import program

    monkeypatch.setattr(program, "MAX_ENTRIES", 50)
    for i in range(60):
        (tmp_path / f"f{i}.txt").write_text("")
    with pytest.raises(SwiftSourceError, match="more than 50 files and folders"):
        sl.swift.SwiftSource(tmp_path)
