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
    assert marks and len(marks) % 2 == 0  # old and new frame of every node that moved
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
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")])))
    pytester.makeconftest('pytest_plugins = ["swiftlayout.testing"]\n')
    pytester.makepyfile(
        test_screen="""
import os
from swiftlayout import Color, VStack, layout
HEIGHT = int(os.environ.get("BOX_HEIGHT", "100"))
def test_screen(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=HEIGHT).id("box")), device="iPhone SE"), "screen")
"""
    )
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


# -- with another plugin that has --snapshot-update (syrupy): both load (issue 32 item 6) -----------------
LAYOUT_TEST = """
import os
from swiftlayout import Color, VStack, layout
HEIGHT = int(os.environ.get("BOX_HEIGHT", "100"))
def test_screen(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=HEIGHT).id("box")), device="iPhone SE"), "screen")
"""

# An installed pytest plugin (an entry point in the pytest11 group, as syrupy's) that defines --snapshot-update.
OTHER_PLUGIN = """
def pytest_addoption(parser):
    parser.getgroup("other").addoption("--snapshot-update", action="store_true", default=False,
                                       dest="other_update", help="the other plugin's")
"""


def plugin_site(pytester, monkeypatch, other):
    """PYTHONPATH with the package and, with ``other``, a folder holding an installed plugin that defines
    --snapshot-update (its module and its dist-info with a pytest11 entry point)."""
    import os
    from pathlib import Path

    paths = [str(Path(__file__).resolve().parents[2])]
    if other:
        site = pytester.mkdir("site")
        (site / "other_snapshots.py").write_text(OTHER_PLUGIN)
        info = site / "other_snapshots-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: other-snapshots\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text("[pytest11]\nother_snapshots = other_snapshots\n")
        paths.append(str(site))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, paths + [os.environ.get("PYTHONPATH")])))
    monkeypatch.delenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", raising=False)
    monkeypatch.delenv("SWIFTLAYOUT_UPDATE_SNAPSHOTS", raising=False)


def box_heights(pytester):
    """The frame heights the layout snapshot holds."""
    data = json.loads((pytester.path / "snapshots" / "screen.json").read_text())
    return {node["frame"][3] for node in data["nodes"]}


@pytest.mark.parametrize("loading", ["conftest", "-p"])
def test_plugin_loads_beside_another_snapshot_update(pytester, monkeypatch, loading):
    # pytest refuses an option defined twice ("argument --snapshot-update: conflicting option string"): with
    # syrupy installed, a run that loaded swiftlayout.testing did not start. Loaded from a conftest (after
    # the installed plugins) or with -p (before them), it now leaves --snapshot-update to the other plugin.
    plugin_site(pytester, monkeypatch, other=True)
    extra = ["-p", "no:syrupy"]  # (syrupy and the other plugin would refuse each other)
    if loading == "conftest":
        pytester.makeconftest('pytest_plugins = ["swiftlayout.testing"]\n')
    else:
        extra += ["-p", "swiftlayout.testing"]
    pytester.makepyfile(test_screen=LAYOUT_TEST)
    pytester.runpytest_subprocess(*extra).assert_outcomes(passed=1)
    assert 100 in box_heights(pytester)
    # The other plugin's --snapshot-update rewrites layout snapshots too; --layout-snapshot-update is ours alone.
    monkeypatch.setenv("BOX_HEIGHT", "150")
    pytester.runpytest_subprocess(*extra, "--snapshot-update").assert_outcomes(passed=1)
    assert 150 in box_heights(pytester)
    monkeypatch.setenv("BOX_HEIGHT", "120")
    pytester.runpytest_subprocess(*extra, "--layout-snapshot-update").assert_outcomes(passed=1)
    assert 120 in box_heights(pytester) and 150 not in box_heights(pytester)


def test_plugin_alone_keeps_snapshot_update(pytester, monkeypatch):
    # Without another plugin, --snapshot-update is this plugin's (as documented before), with -p too.
    plugin_site(pytester, monkeypatch, other=False)
    pytester.makepyfile(test_screen=LAYOUT_TEST)
    extra = ["-p", "swiftlayout.testing", "-p", "no:syrupy"]
    pytester.runpytest_subprocess(*extra).assert_outcomes(passed=1)
    monkeypatch.setenv("BOX_HEIGHT", "150")
    pytester.runpytest_subprocess(*extra, "--snapshot-update").assert_outcomes(passed=1)
    assert 150 in box_heights(pytester) and 100 not in box_heights(pytester)


@pytest.mark.parametrize("loading", ["conftest", "-p"])
def test_plugin_with_syrupy(pytester, monkeypatch, loading):
    # syrupy itself (make deps installs it): its snapshot fixture and ours in one run; --snapshot-update
    # writes both kinds of snapshot.
    pytest.importorskip("syrupy")
    plugin_site(pytester, monkeypatch, other=False)
    extra = []
    if loading == "conftest":
        pytester.makeconftest('pytest_plugins = ["swiftlayout.testing"]\n')
    else:
        extra = ["-p", "swiftlayout.testing"]
    pytester.makepyfile(
        test_screen=LAYOUT_TEST
        + """
def test_value(snapshot):
    assert {"frames": 1} == snapshot
"""
    )
    pytester.runpytest_subprocess(*extra, "--snapshot-update").assert_outcomes(passed=2)
    pytester.runpytest_subprocess(*extra).assert_outcomes(passed=2)
    assert 100 in box_heights(pytester)
    assert list((pytester.path / "__snapshots__").iterdir())


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


@pytest.mark.parametrize(
    "edit, reason",
    [
        # Before: NaN compares false with any tolerance, and zip() stops at the shorter frame: both passed.
        (nan_frames, r"node 0: 'frame' must be \[x, y, width, height\], four finite numbers, got \[NaN"),
        (cut_frames, r"node 0: 'frame' must be .* got \[\d+(\.\d+)?, \d+(\.\d+)?\]"),
        # Before: KeyError, TypeError, ValueError (json), naming no file.
        (lambda d: {k: v for k, v in d.items() if k != "nodes"}, "no 'nodes'"),
        (lambda d: {**d, "nodes": 5}, "'nodes' must be a non-empty list, got 5"),
        (lambda d: {**d, "nodes": []}, "'nodes' must be a non-empty list"),
        (lambda d: {**d, "nodes": [{**n, "frame": None} for n in d["nodes"]]}, "node 0: 'frame'"),
        (
            lambda d: {**d, "nodes": [{k: v for k, v in n.items() if k != "kind"} for n in d["nodes"]]},
            "node 0 has no 'kind'",
        ),
        (lambda d: {**d, "nodes": d["nodes"][1:]}, "node 0 has index 1"),
        (lambda d: {**d, "nodes": [d["nodes"][0], {**d["nodes"][1], "parent": 7}]}, "node 1: 'parent'"),
        (lambda d: {**d, "screen": [320, "tall"]}, "'screen' must be"),
        (lambda d: {**d, "screen": [320, math.inf]}, "'screen' must be"),
        (lambda d: [d], "the top level must be an object, got list"),
        (lambda d: '{"screen": [320, 568], "nodes": [', "not JSON: Expecting value at line 1"),
        (lambda d: "[" * 100_000, "not JSON"),
    ],
)
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
    pytester.makepyfile(
        test_screen="""
from swiftlayout import Color, VStack, layout
def test_nan(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=100)), device="iPhone SE"), "a", tolerance=float("nan"))
def test_garbage(layout_snapshot):
    layout_snapshot(layout(VStack(Color.red.frame(height=100)), device="iPhone SE"), "b")
"""
    )
    (pytester.path / "snapshots").mkdir()
    (pytester.path / "snapshots" / "b.json").write_text(
        '{"screen": [320, 568], "nodes": [{"index": 0, "kind": '
        '"VStack", "id": null, "parent": null, "frame": [NaN, 0]}]}'
    )
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*tolerance must be*", "*b.json: not a layout snapshot: node 0: 'frame'*"])
