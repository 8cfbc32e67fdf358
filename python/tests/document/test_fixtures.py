"""SwiftUI is the oracle: every fixture in Tests/Fixtures/goldens (frames recorded from Apple's SwiftUI,
see Tests/Fixtures/README.md) is laid out by the engine and compared frame by frame.

A fixture with an "xfail" key names a feature the engine does not have yet; it is a strict expected
failure, so it fails loudly once it starts passing (then remove its "xfail").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List

import pytest
from goldens import FIXTURES, fixture_path, fixture_paths, layout_fixture, mismatches


def _load(path: Path) -> Dict[str, Any]:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _cases() -> List[Any]:
    params = []
    for path in fixture_paths():
        reason = _load(path).get("xfail")
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        params.append(pytest.param(path.name, id=path.stem, marks=marks))
    return params


def test_fixture_directory_is_not_empty() -> None:
    assert fixture_paths(), f"no fixtures in {FIXTURES}"


def test_fixtures_are_filed_by_concept_with_unique_names() -> None:
    """Tests/Fixtures/README.md: ``goldens/<concept>/<case>.json``, one level of concept folders, no case name
    twice (the suites look a case up by its name)."""
    paths = fixture_paths()
    assert not list(FIXTURES.glob("*.json")), "a fixture outside a concept folder"
    assert all(p.parent.parent == FIXTURES for p in paths), [str(p) for p in paths if p.parent.parent != FIXTURES]
    names = [p.name for p in paths]
    assert len(names) == len(set(names)), sorted(n for n in set(names) if names.count(n) > 1)


@pytest.mark.parametrize("name", _cases())
def test_fixture(name: str) -> None:
    fixture = _load(fixture_path(name))
    assert fixture["id"] == Path(name).stem, "a fixture's file is named after its id"
    frames = layout_fixture(fixture)
    wrong = mismatches(fixture, frames)
    assert not wrong, (
        f"{fixture['id']} on {fixture['environment']['platform']} "
        f"({len(wrong)} of {len(fixture['expected'])} frames off by more than "
        f"{fixture['tolerance']} pt):\n  " + "\n  ".join(wrong)
    )
