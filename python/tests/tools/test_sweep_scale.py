"""Sweeps that scale (issues 33 and 34 items 8 and 11): combinations made as they run (a sweep of 10¹²
starts at once and stops at ``max_runs``), batches that relayout one retained layout across environments
and give exactly the frames of separate layouts, lint with the runs, a time limit on a run (serial and in
workers), and pictures whose XML parses and whose file names never collide. (Times are in bench/.)"""

import time
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import HStack, Spacer, Text, Toggle, VStack, layout
from swiftlayout.experiment import Sweep, SweepTimeoutError, sweep


def screen(title="Settings", rows=2):
    return VStack(
        Text(title).font("title").id("title"),
        *[HStack(Text(f"Row {i}"), Spacer(), Toggle("", True).labels_hidden()).id(f"row{i}") for i in range(rows)],
        Spacer(),
    )


def test_a_sweep_of_a_trillion_combinations_starts_at_once_and_stops():
    start = time.monotonic()
    runs = sweep(
        screen,
        devices=["iPhone SE"],
        params={"title": [f"t{i}" for i in range(1_000_000)], "rows": range(1_000_000)},
        max_runs=3,
        progress=False,
    )
    assert time.monotonic() - start < 20  # (materialising 10¹² combinations first took 31 s, then MemoryError)
    assert [r.params["rows"] for r in runs] == [0, 1, 2] and all(r.params["title"] == "t0" for r in runs)
    assert sweep(screen, devices=["iPhone SE"], params={"rows": range(5)}, max_runs=0, progress=False).runs == []


def test_relayouts_across_environments_give_the_frames_of_separate_layouts():
    grid = dict(
        devices=["iPhone SE", "iPad mini"],
        dynamic_type_sizes=["small", "accessibility2"],
        layout_directions=["ltr", "rtl"],
        params={"title": ["A", "A much longer title"], "rows": [1, 3]},
    )
    runs = sweep(screen, progress=False, batch_size=5, **grid)
    assert len(runs) == 32
    for run in runs:
        p = run.params
        alone = layout(
            screen(p["title"], p["rows"]),
            device=p["device"],
            dynamic_type_size=p["dynamic_type_size"],
            layout_direction=p["layout_direction"],
        )
        assert list(run.layout.frames) == list(alone.frames), run.label
        assert run.layout.ids == alone.ids and run.layout.closed
        assert [n.kind for n in run.layout.nodes] == [n.kind for n in alone.nodes]
        assert run.layout["title"].view.string == p["title"]


def test_lint_with_the_runs_is_the_lint_of_each_layout():
    runs = sweep(
        screen,
        devices=["iPhone SE"],
        params={"title": ["Short", "A title far too long " * 4]},
        lint=True,
        progress=False,
    )
    for run in runs:
        alone = layout(screen(run.params["title"]), device="iPhone SE")
        assert [str(f) for f in runs.findings(run)] == [str(f) for f in alone.lint()]
        assert [str(f) for f in run.layout.lint()] == [str(f) for f in alone.lint()]


def _hangs(title):
    if title == "hang":
        while True:
            time.sleep(0.05)
    return screen(title)


def test_a_run_past_its_time_limit_stops_the_sweep():
    with pytest.raises(SweepTimeoutError, match=r"took longer than 0\.5 s"):
        sweep(_hangs, params={"title": ["ok", "hang"]}, timeout=0.5, progress=False)
    with pytest.raises(ValueError, match="timeout"):
        sweep(_hangs, params={"title": ["ok"]}, timeout=-1, progress=False)


def test_a_hanging_run_in_a_worker_stops_the_sweep():
    start = time.monotonic()
    with pytest.raises(SweepTimeoutError):
        sweep(_hangs, params={"title": ["ok", "hang", "ok2"]}, timeout=1, workers=2, progress=False)
    assert time.monotonic() - start < 60
    # The pool is gone; the next sweep starts workers afresh and works.
    runs = sweep(_hangs, params={"title": ["a", "b"]}, workers=2, progress=False)
    assert [r.params["title"] for r in runs] == ["a", "b"]


def test_sheet_with_control_characters_is_well_formed_xml(tmp_path):
    runs = sweep(
        lambda title: screen(title),
        devices=["iPhone SE"],
        params={"title": ["bell\x07 & <tag>", "nul\x00 esc\x1b"]},
        progress=False,
    )
    sheet = runs.sheet(title="weird \x0b title")
    root = ET.fromstring(sheet)  # (raised "not well-formed" before: the sheet escaped only & < >)
    labels = [e.text for e in root if e.tag.endswith("text")]
    assert labels[0] == "weird \ufffd title" and "bell\ufffd & <tag>" in labels[1]
    ET.fromstring(runs.save_sheet(tmp_path / "s.svg").read_text())


def test_svg_names_never_collide(tmp_path):
    runs = sweep(
        lambda title: screen(title),
        devices=["iPhone SE"],
        params={"title": ["a/b", "a:b", "a b", "A_B"]},
        progress=False,
    )
    paths = runs.save_svgs(tmp_path)
    names = [p.name for p in paths]
    assert len(set(n.lower() for n in names)) == 4, names
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    assert isinstance(runs, Sweep)
