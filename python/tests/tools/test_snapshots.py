"""swiftlayout.testing: layout snapshots write on the first run, pass when the frames match, and fail
with an overlay SVG when they do not; the pytest fixture."""
import json
import math
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import Color, InvalidArgumentError, Text, VStack, layout
from swiftlayout.testing import SnapshotFileError, SnapshotMismatch, assert_layout_snapshot

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


# -- garbage never passes (issue 34, item 9) ---------------------------------------------------------------
def written(tmp_path, edit):
    """A snapshot written for screen(), changed by ``edit(data)`` (returning the new data) and saved again."""
    path = tmp_path / "s.json"
    assert_layout_snapshot(layout(screen(), device="iPhone SE"), path)
    data = edit(json.loads(path.read_text()))
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def nan_frames(data):
    for node in data["nodes"]:
        node["frame"] = [math.nan] * 4
    return data


def cut_frames(data):
    for node in data["nodes"]:
        node["frame"] = node["frame"][:2]
    return data


@pytest.mark.parametrize("edit, reason", [
    # Before: NaN compares false with any tolerance, and zip() stops at the shorter frame: both passed.
    (nan_frames, r"node 0: 'frame' must be \[x, y, width, height\], four finite numbers, got \[NaN"),
    (cut_frames, r"node 0: 'frame' must be .* got \[\d+(\.\d+)?, \d+(\.\d+)?\]"),
    # Before: KeyError, TypeError, ValueError (json), naming no file.
    (lambda d: {k: v for k, v in d.items() if k != "nodes"}, "no 'nodes'"),
    (lambda d: {**d, "nodes": 5}, "'nodes' must be a non-empty list, got 5"),
    (lambda d: {**d, "nodes": []}, "'nodes' must be a non-empty list"),
    (lambda d: {**d, "nodes": [{**n, "frame": None} for n in d["nodes"]]}, "node 0: 'frame'"),
    (lambda d: {**d, "nodes": [{k: v for k, v in n.items() if k != "kind"} for n in d["nodes"]]},
     "node 0 has no 'kind'"),
    (lambda d: {**d, "nodes": d["nodes"][1:]}, "node 0 has index 1"),
    (lambda d: {**d, "nodes": [d["nodes"][0], {**d["nodes"][1], "parent": 7}]}, "node 1: 'parent'"),
    (lambda d: {**d, "screen": [320, "tall"]}, "'screen' must be"),
    (lambda d: {**d, "screen": [320, math.inf]}, "'screen' must be"),
    (lambda d: [d], "the top level must be an object, got list"),
    (lambda d: '{"screen": [320, 568], "nodes": [', "not JSON: Expecting value at line 1"),
    (lambda d: "[" * 100_000, "not JSON"),
])
def test_a_malformed_snapshot_is_an_error_naming_the_file(tmp_path, edit, reason):
    path = written(tmp_path, edit)
    with pytest.raises(SnapshotFileError, match=reason) as failure:
        assert_layout_snapshot(layout(screen(), device="iPhone SE"), path)
    assert str(failure.value).startswith(f"{path}: not a layout snapshot: ")
    assert failure.value.path == path and isinstance(failure.value, ValueError)


def test_a_snapshot_that_is_not_utf8_is_an_error_naming_the_file(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(b'{"screen": "\xff"}')
    with pytest.raises(SnapshotFileError, match=f"{path}: .*not UTF-8"):
        assert_layout_snapshot(layout(screen(), device="iPhone SE"), path)


@pytest.mark.parametrize("tolerance", [math.nan, math.inf, -0.5, None, "1", True])
def test_a_tolerance_that_is_not_a_finite_number_is_refused(tmp_path, tolerance):
    # Before: tolerance=nan passed every layout (no difference is greater than NaN).
    path = tmp_path / "s.json"
    assert_layout_snapshot(layout(screen(), device="iPhone SE"), path)
    with pytest.raises(InvalidArgumentError, match="tolerance"):
        assert_layout_snapshot(layout(screen(120), device="iPhone SE"), path, tolerance=tolerance)
    with pytest.raises(InvalidArgumentError, match="tolerance"):
        assert_layout_snapshot(layout(screen(), device="iPhone SE"), tmp_path / "new.json", tolerance=tolerance)


def test_the_fixture_refuses_a_nan_tolerance_and_a_garbage_snapshot(pytester, monkeypatch):
    import os
    from pathlib import Path
    package_root = str(Path(__file__).resolve().parents[2])
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")])))
    pytester.makeconftest('pytest_plugins = ["swiftlayout.testing"]\n')
    pytester.makepyfile(test_screen="""
from swiftlayout import Color, VStack, layout
def test_nan(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=100)), device="iPhone SE"), "a", tolerance=float("nan"))
def test_garbage(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=100)), device="iPhone SE"), "b")
""")
    (pytester.path / "snapshots").mkdir()
    (pytester.path / "snapshots" / "b.json").write_text('{"screen": [320, 568], "nodes": [{"index": 0, "kind": '
                                                        '"VStack", "id": null, "parent": null, "frame": [NaN, 0]}]}')
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*tolerance must be*", "*b.json: not a layout snapshot: node 0: 'frame'*"])
