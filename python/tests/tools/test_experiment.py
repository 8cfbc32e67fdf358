"""swiftlayout.experiment from a normal Python."""

import csv
import io
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import Color, MapView, Spacer, VStack
from swiftlayout.experiment import sweep


def make(device):
    return VStack(MapView().edges_ignoring_safe_area("top").frame(height=300).id("frame"), Spacer())


def test_sweep_devices_rows():
    runs = sweep(make, devices=["iPhone 15 Pro", "iPhone SE"], ids=["frame"])
    rows = runs.rows()
    # The frame wrapper sits at the safe top of each device: 59 and 20 (rules §0).
    assert [(r["run"], r["y"], r["height"]) for r in rows] == [("iPhone 15 Pro", 59, 300), ("iPhone SE", 20, 300)]
    table = runs.table().splitlines()
    assert table[0].split() == ["run", "id", "kind", "x", "y", "width", "height"]
    assert len(table) == 3


def test_sweep_widths_and_csv(tmp_path):
    # A Color in a widths × 100 screen takes the whole width.
    runs = sweep(Color.red.id("c"), widths=[100, 250.5], height=100)
    text = runs.to_csv(tmp_path / "rows.csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [(r["run"], float(r["width"])) for r in rows] == [("100pt", 100.0), ("250.5pt", 250.5)]
    assert (tmp_path / "rows.csv").read_text() == text


def test_sweep_svgs_and_sheet(tmp_path):
    runs = sweep(lambda: Color.red.id("c"), devices=["iPhone SE", "window"])
    paths = runs.save_svgs(tmp_path)
    assert [p.name for p in paths] == ["iPhone_SE.svg", "window.svg"]
    sheet = ET.fromstring(runs.save_sheet(tmp_path / "sheet.svg", title="t").read_text())
    nested = [e for e in sheet if e.tag.endswith("svg")]
    # Side by side: the second screen starts after the first (375) and a 24 pt gap.
    assert [float(e.get("x")) for e in nested] == [0, 399]


def test_sweep_errors():
    with pytest.raises(ValueError, match="exactly one"):
        sweep(Color.red)
    with pytest.raises(ValueError, match="exactly one"):
        sweep(Color.red, devices=["window"], widths=[100])
    with pytest.raises(TypeError, match="not a View"):
        sweep(lambda d: 42, devices=["window"])
    with pytest.raises(ValueError, match="Nokia"):
        sweep(Color.red, devices=["Nokia"])
