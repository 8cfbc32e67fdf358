"""`swiftlayout preview PACKAGE_DIR` from the shell (issue #31): builds a package's SwiftUI previews with SwiftPM
and prints their frames. The package (Tests/Fixtures/PreviewPackage) holds Xcode's Hello World app template
unchanged (an executable with @main and #Preview) and a library with a named #Preview using
`.sizeThatFitsLayout` and a PreviewProvider; its first build compiles the engine (about 2 minutes), later
runs are incremental."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from runner_env import clean_env, runner

REPO = Path(__file__).resolve().parents[3]
PACKAGE = REPO / "Tests" / "Fixtures" / "PreviewPackage"

pytestmark = pytest.mark.skipif(
    shutil.which("swift") is None or shutil.which("nm") is None, reason="needs the Swift toolchain and nm (binutils)"
)


def preview(*args, timeout=1800):
    return subprocess.run(
        [str(runner()), "preview", *args], capture_output=True, text=True, timeout=timeout, env=clean_env()
    )


@pytest.fixture(scope="module")
def records():
    done = preview(
        str(PACKAGE),
        "--json",
        "--device",
        "iPhone SE",
        "--device",
        "iPhone 15 Pro",
        "--dynamic-type-size",
        "large",
        "--dynamic-type-size",
        "accessibility2",
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout)


def by(records, name, device, size):
    (record,) = [r for r in records if r["name"] == name and r["device"] == device and r["dynamicTypeSize"] == size]
    return record


def test_every_preview_on_every_device_and_size(records):
    names = sorted({r["name"] for r in records})
    # #Preview without a name is named by its place (the template's ContentView.swift, line 20).
    assert names == ["Badge", "BadgeRow_Previews", "HelloWorld/ContentView.swift:20"]
    assert len(records) == 3 * 2 * 2 and not [r for r in records if "error" in r]


def test_the_hello_world_template_lays_out_like_swiftui(records):
    screens = {"iPhone SE": (375, 20, 0, 667), "iPhone 15 Pro": (393, 59, 34, 852)}
    for device, (width, top, bottom, height) in screens.items():
        nodes = by(records, "HelloWorld/ContentView.swift:20", device, "large")["nodes"]
        padded, stack = nodes[0]["frame"], nodes[1]["frame"]
        assert nodes[0]["kind"] == "PaddingLayout" and nodes[1]["kind"] == "VStack"
        # padding() is 16 on each edge (docs/LAYOUT_RULES.md §7); the root is centred in the safe area (§0;
        # the devices' screens and insets: Apple's specifications, docs/PLATFORMS.md).
        assert stack[0] - padded[0] == 16 and padded[2] - stack[2] == 32
        assert abs(padded[0] + padded[2] / 2 - width / 2) < 1e-6
        assert abs(padded[1] + padded[3] / 2 - (top + (height - top - bottom) / 2)) < 1e-6


def test_dynamic_type_reaches_the_preview_body(records):
    # Badge reads @Environment(\.dynamicTypeSize): at an accessibility size it switches to .title, and the
    # text grows (HIG Dynamic Type sizes: body 17 at large, 33 at accessibility2; title 28 → 43).
    small = by(records, "Badge", "iPhone SE", "large")["nodes"]
    large = by(records, "Badge", "iPhone SE", "accessibility2")["nodes"]
    text_small = next(n for n in small if n["kind"] == "Text")["frame"]
    text_large = next(n for n in large if n["kind"] == "Text")["frame"]
    assert text_large[3] > 2 * text_small[3]


def test_size_that_fits_layout_is_the_content_size(records):
    # .sizeThatFitsLayout: the preview is its content's ideal size (12 + text + 12 wide, 6 + line + 6 tall).
    nodes = by(records, "Badge", "iPhone 15 Pro", "large")["nodes"]
    root, text = nodes[0]["frame"], next(n for n in nodes if n["kind"] == "Text")["frame"]
    assert nodes[0]["kind"] == "FixedSizeLayout"
    assert abs(root[2] - (text[2] + 24)) < 1e-6 and abs(root[3] - (text[3] + 12)) < 1e-6


def test_one_preview_by_name_and_the_svg(tmp_path):
    out = tmp_path / "badge.svg"
    done = preview(str(PACKAGE), "--preview", "Badge", "--device", "iPhone SE", "--svg", str(out))
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.startswith("== Badge — iPhone SE, large") and "BadgeRow" not in done.stdout
    assert out.read_text().startswith("<svg")
    done = preview(str(PACKAGE), "--preview", "Nope")
    assert done.returncode == 1 and "no preview named Nope" in done.stderr


def test_errors(tmp_path):
    done = preview(str(tmp_path / "missing"))
    assert done.returncode == 2 and "not a Swift package" in done.stderr
    broken = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n"
    (tmp_path / "Package.swift").write_text(broken)
    done = preview(str(tmp_path), timeout=600)
    assert done.returncode == 1 and "swift package describe failed" in done.stderr and "Traceback" not in done.stderr
