"""swiftlayout.testing: layout snapshots write on the first run, pass when the frames match, and fail
with an overlay SVG when they do not; the pytest fixture."""
import json
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import Color, Text, VStack, layout
from swiftlayout.testing import SnapshotMismatch, assert_layout_snapshot

pytest_plugins = ["pytester"]


def screen(height=100):
    return VStack(Color.red.frame(height=height).id("box"), Text("Hello").id("t"))


def test_first_run_writes_then_matches_then_fails_with_an_overlay(tmp_path):
    path = tmp_path / "snapshots" / "screen.json"
    assert assert_layout_snapshot(layout(screen(), device="iPhone SE"), path) is True
    data = json.loads(path.read_text())
    assert data["device"] == "iPhone SE" and any(n["id"] == "box" for n in data["nodes"])
    assert assert_layout_snapshot(layout(screen(), device="iPhone SE"), path) is False
    # Within tolerance: 100.4 vs 100 moves the text by 0.2 and the box by 0.4.
    assert assert_layout_snapshot(layout(screen(100.4), device="iPhone SE"), path, tolerance=0.5) is False
    with pytest.raises(SnapshotMismatch) as failure:
        assert_layout_snapshot(layout(screen(120), device="iPhone SE"), path, tolerance=0.5)
    error = failure.value
    assert isinstance(error, AssertionError)
    assert any("#box" in d and "Δ 20" in d for d in error.differences)
    overlay = tmp_path / "snapshots" / "screen.overlay.svg"
    assert error.overlay == overlay and overlay.exists()
    tree = ET.fromstring(overlay.read_text())
    marks = [g for g in tree.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "lint"]
    assert marks and len(marks) % 2 == 0      # old and new frame of every node that moved
    assert "stroke-dasharray" in overlay.read_text()
    assert json.loads((tmp_path / "snapshots" / "screen.received.json").read_text())["nodes"]
    # The snapshot is unchanged until updated; an update clears the failure files.
    assert json.loads(path.read_text()) == data
    assert assert_layout_snapshot(layout(screen(120), device="iPhone SE"), path, update=True) is True
    assert not overlay.exists()
    assert assert_layout_snapshot(layout(screen(120), device="iPhone SE"), path) is False


def test_structure_changes_fail(tmp_path):
    path = tmp_path / "s.json"
    assert_layout_snapshot(layout(screen(), device="iPhone SE"), path)
    with pytest.raises(SnapshotMismatch, match="nodes"):
        assert_layout_snapshot(layout(VStack(Text("Hello").id("t")), device="iPhone SE"), path)


def test_pytest_fixture(pytester, monkeypatch):
    import os
    from pathlib import Path
    package_root = str(Path(__file__).resolve().parents[2])
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [package_root,
                                                                             os.environ.get("PYTHONPATH")])))
    pytester.makeconftest('pytest_plugins = ["swiftlayout.testing"]\n')
    pytester.makepyfile(test_screen="""
import os
from swiftlayout import Color, VStack, layout
HEIGHT = int(os.environ.get("BOX_HEIGHT", "100"))
def test_screen(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=HEIGHT).id("box")), device="iPhone SE"), "screen")
""")
    pytester.runpytest_subprocess().assert_outcomes(passed=1)
    snapshot = pytester.path / "snapshots" / "screen.json"
    assert snapshot.exists()
    pytester.runpytest_subprocess().assert_outcomes(passed=1)
    monkeypatch.setenv("BOX_HEIGHT", "150")
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*layout differs from snapshot*"])
    assert (pytester.path / "snapshots" / "screen.overlay.svg").exists()
    pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    pytester.runpytest_subprocess().assert_outcomes(passed=1)
