"""Folders, previews, sample values and the survey (docs/SWIFT_SOURCE.md): an app of our own, written here into
a temporary folder, read as an app is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Dict

import pytest

import swiftlayout as sl
from swiftlayout import SwiftSourceError, from_swift
from swiftlayout.swift import SamplePolicy, SwiftSource
from swiftlayout.swift.survey import STATUSES, summary, survey

REPO = Path(__file__).resolve().parents[3]

APP: Dict[str, str] = {
    "Model/Order.swift": """
        import Foundation
        struct Order: Identifiable {
            let id: Int
            var customerName: String
            var items: [String]
            var note: String?
        }
        extension Order {
            static let preview = Order(id: 7, customerName: "Ada", items: ["Tea", "Cake"], note: nil)
        }
    """,
    "Views/OrderRow.swift": """
        import SwiftUI
        struct OrderRow: View {
            var order: Order
            var body: some View {
                HStack {
                    Text(order.customerName)
                    Spacer()
                    Text("\\(order.items.count) items")
                }
                .rowStyle()
            }
        }
        #Preview("Ada") { OrderRow(order: .preview) }
    """,
    "Views/Styles.swift": """
        import SwiftUI
        extension View { func rowStyle() -> some View { padding(.horizontal, 16).frame(height: 44) } }
    """,
    "Views/OrderList.swift": """
        import SwiftUI
        struct OrderList: View {
            let orders: [Order]
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                List(orders) { order in OrderRow(order: order) }
                    .navigationTitle(sizeClass == .compact ? "Orders" : "All orders")
            }
        }
        struct OrderList_Previews: PreviewProvider {
            static var previews: some View { OrderList(orders: [.preview, .preview]) }
        }
    """,
    "Views/Chart.swift": """
        import SwiftUI
        import Charts
        struct SalesChart: View {
            var body: some View { VStack { Text("Sales"); Chart { }.frame(height: 200) } }
        }
    """,
    "Views/Broken.swift": """
        import SwiftUI
        struct Broken: View {
            var body: some View { Text("x" }
        }
    """,
    "Views/Forever.swift": """
        import SwiftUI
        struct Forever: View {
            func spin() -> Int { var i = 0; while true { i += 1 }; return i }
            var body: some View { Text("\\(spin())") }
        }
    """,
    ".build/Ignored.swift": "struct Ignored: View { var body: some View { Text(\"built\") } }",
}


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("app")
    for name, text in APP.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = text.lstrip("\n")
        path.write_text("\n".join(line[8:] if line.startswith("        ") else line for line in text.split("\n")))
    return root


def test_a_folder_resolves_views_models_and_extensions_from_other_files(app: Path) -> None:
    view = from_swift(app, view="OrderRow")
    # The sample Order: its properties are sample values of their types (text from the property's name, 3 rows).
    expected = (
        sl.HStack(sl.Text("Customer name"), sl.Spacer(), sl.Text("3 items")).padding("horizontal", 16).frame(height=44)
    )
    assert view.to_document() == expected.to_document()
    samples = [n for n in view.notes if n.kind == "sample"]
    assert samples and "OrderRow.order" in samples[0].message and samples[0].where.endswith("OrderRow.swift:3:5")


def test_an_unknown_view_names_close_matches_without_parsing_the_app(app: Path) -> None:
    source = SwiftSource(app)
    with pytest.raises(SwiftSourceError) as caught:
        source.read(view="OrderRwo")
    assert "did you mean OrderRow?" in str(caught.value) and "OrderList" in str(caught.value)
    # The names come from the files' text: no file was parsed to list them.
    assert not source.program.parsed


def test_previews_use_the_data_their_authors_wrote(app: Path) -> None:
    view = from_swift(app, preview="Ada")
    expected = sl.HStack(sl.Text("Ada"), sl.Spacer(), sl.Text("2 items")).padding("horizontal", 16).frame(height=44)
    assert view.to_document() == expected.to_document()
    listed = from_swift(app, preview="OrderList_Previews")
    assert "Ada" in listed.to_document() and listed.to_document().count('"Ada"') == 2


def test_environment_reads_the_device(app: Path) -> None:
    # Compact width on an iPhone in portrait, regular on an iPad (Apple HIG, "Layout": size classes).
    assert '"Orders"' in from_swift(app, view="OrderList", device="iPhone SE").to_document()
    assert '"All orders"' in from_swift(app, view="OrderList", device="iPad Pro 11").to_document()


def test_sample_policy_is_configurable_and_reproducible(app: Path) -> None:
    long = from_swift(app, view="OrderRow", samples={"text": "long", "rows": 8})
    doc = long.to_document()
    assert "Donaudampfschifffahrtsgesellschaft" in doc and '"8 items"' in doc
    assert from_swift(app, view="OrderRow", samples=SamplePolicy(text=12)).to_document().count("Customer nam") == 1
    assert doc == from_swift(app, view="OrderRow", samples={"text": "long", "rows": 8}).to_document()
    with pytest.raises(ValueError):
        SamplePolicy(optionals="sometimes")


def test_build_folders_are_not_read(app: Path) -> None:
    names = [d.name for d in SwiftSource(app).view_types()]
    assert "Ignored" not in names and {"OrderRow", "OrderList", "SalesChart", "Broken", "Forever"} <= set(names)


def test_unknown_framework_views_are_placeholders_with_their_modifiers(app: Path) -> None:
    view = from_swift(app, view="SalesChart")
    with sl.layout(view, device="iPhone 15 Pro") as result:
        chart = [n for n in result.nodes if n.kind == "Chart"]
        assert chart and chart[0].frame.height == 200 and chart[0].frame.width == 393
    assert any(n.kind == "placeholder" and "Chart" in n.message for n in view.notes)


def test_strict_refuses_what_lenient_samples(app: Path) -> None:
    with pytest.raises(SwiftSourceError, match="missing argument for 'order'"):
        from_swift(app, view="OrderRow", strict=True)


def test_survey_rows_statuses_and_guards(app: Path, tmp_path: Path) -> None:
    rows = survey(app, timeout=3, svg_dir=str(tmp_path / "svg"))
    by = {(r.get("view") or r.get("preview")): r for r in rows}
    assert set(r["status"] for r in rows) <= set(STATUSES)
    assert by["OrderRow"]["status"] == "laid_out" and by["OrderRow"]["standins"] >= 1
    assert by["Ada"]["status"] == "laid_out" and by["Ada"]["standins"] == 0
    assert by["SalesChart"]["status"] == "placeholders" and 0 < by["SalesChart"]["placeholder_share"] < 1
    assert by["Broken"]["status"] == "refused" and "Broken.swift:3:" in by["Broken"]["reason"]
    # A loop without end is stopped by the evaluation budget or the time limit: never a hang.
    assert by["Forever"]["status"] in ("refused", "error")
    assert by["OrderRow"]["nodes"] > 3 and by["OrderRow"]["ms"] > 0
    for row in rows:
        assert {"file", "status", "placeholder_share", "standins", "nodes", "ms", "reason", "findings"} <= set(row)
    assert len(list((tmp_path / "svg").glob("*.svg"))) == sum(r["status"] in ("laid_out", "placeholders") for r in rows)
    text = summary(rows)
    assert text.startswith("views: ") and "previews: " in text and "top reasons:" in text


def test_survey_command(app: Path, tmp_path: Path) -> None:
    out = tmp_path / "rows.jsonl"
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"))
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "survey", str(app), "--json", str(out), "--timeout", "3", "--quiet"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 7 and "views: 5" in done.stdout
    assert "Traceback" not in done.stderr


def test_notes_reach_the_picture_and_the_command(app: Path, tmp_path: Path) -> None:
    view = from_swift(app, view="OrderRow")
    with sl.layout(view) as result:
        title = result.svg().split("<title>", 1)[1].split("</title>", 1)[0]
        assert "sample: OrderRow.order: Order = Order(…)" in title
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"))
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "layout", str(app), "--preview", "Ada"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Ada" not in done.stderr and "HStack" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "layout", str(app), "--view", "OrderRow"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert "OrderRow.swift:3:5: note: sample: OrderRow.order" in done.stderr


def test_survey_as_a_data_frame(app: Path) -> None:
    pandas = pytest.importorskip("pandas")
    frame = sl.survey(app, isolate=False, lint=False)
    assert isinstance(frame, pandas.DataFrame) and len(frame) == 7
    assert set(frame["status"]) <= set(STATUSES)


def test_the_command_refuses_what_is_not_a_source(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"))
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "layout", "/dev/zero"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2 and "bytes a source may have" in done.stderr
    (tmp_path / "latin.swift").write_bytes(b'Text("\xe9")')
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "layout", str(tmp_path / "latin.swift")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2 and "not UTF-8" in done.stderr and "Traceback" not in done.stderr


def test_positions_count_carriage_returns_as_line_ends() -> None:
    for newline in ("\r", "\r\n"):
        with pytest.raises(SwiftSourceError) as error:
            from_swift(newline.join(['VStack {', '  Text("a")', '  Text("b").wobble()', '}']), strict=True)
        assert (error.value.line, error.value.column) == (3, 13)
