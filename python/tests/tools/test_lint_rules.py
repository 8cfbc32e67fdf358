"""Layout lint: each rule with a view that triggers it and one that does not; the SVG highlight; the
command line."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from swiftlayout import (
    Button,
    Color,
    HStack,
    List,
    MapView,
    ScrollView,
    Section,
    Spacer,
    Text,
    Toggle,
    VStack,
    ZStack,
    layout,
)
from swiftlayout.tools.lint_rules import RULES

sys.path.insert(0, str(Path(__file__).parents[1]))
from settings_screen import settings


def rules_of(view, rule, **options):
    result = layout(view, device=options.pop("device", "iPhone SE"), **options)
    return [f for f in result.lint() if f.rule == rule]


CASES = {
    "overflow-screen": (
        HStack(Color.red.frame(width=300).id("a"), Color.blue.frame(width=300)).id("row"),
        HStack(Color.red.frame(width=100), Color.blue.frame(width=100)),
    ),
    "overflow-parent": (
        Color.red.frame(width=200).id("wide").frame(width=100),
        Color.red.frame(width=100).frame(width=200),
    ),
    "unsafe-area": (
        VStack(Text("Under the status bar").id("t"), Spacer()).padding(top=-30),
        VStack(Text("Safe").id("t"), Spacer()),
    ),
    "truncated-text": (
        Text("A title far too long for its frame").line_limit(1).frame(width=80).id("t"),
        Text("Short").line_limit(1).frame(width=80),
    ),
    "overlap": (
        VStack(Color.red.frame(height=50).id("a"), Color.blue.frame(height=50).id("b"), spacing=-10),
        VStack(Color.red.frame(height=50), Color.blue.frame(height=50), spacing=0),
    ),
    "zero-size": (VStack(Text("").id("empty"), Text("x")), VStack(Text("x"), Spacer())),
    "small-tap-target": (
        VStack(Button("OK").id("ok"), Spacer()),
        VStack(Button(Text("OK").frame(min_width=44, min_height=44)), Spacer()),
    ),
}


def test_every_rule_has_a_case():
    assert sorted(CASES) == sorted(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_triggers(rule):
    bad, _ = CASES[rule]
    found = rules_of(bad, rule)
    assert found, f"{rule} not found"
    f = found[0]
    assert f.amount >= 0 and f.path and f.message and f.rule == rule
    assert str(f).startswith(rule + ": ")


@pytest.mark.parametrize("rule", RULES)
def test_rule_stays_quiet(rule):
    _, good = CASES[rule]
    assert rules_of(good, rule) == []


def test_findings_name_the_view_and_the_amount():
    (f,) = rules_of(CASES["truncated-text"][0], "truncated-text")
    assert f.id == "t" and f.kind == "Text" and "FrameLayout#t" in f.path
    assert f.amount > 20  # the wrapped text needs lines the frame does not have
    (o,) = rules_of(CASES["overflow-parent"][0], "overflow-parent")
    assert o.id == "wide" and o.amount == 50
    (s,) = rules_of(CASES["overlap"][0], "overlap")
    assert s.id == "b" and s.amount == 10 and "FrameLayout#a" in s.message
    (t,) = rules_of(CASES["small-tap-target"][0], "small-tap-target")
    assert t.id == "ok" and "under 44 × 44" in t.message


FOOTER = "This footer explains the section above in a sentence long enough to wrap onto a second and a third line."


@pytest.mark.parametrize("platform", [None, "macOS 26"])
def test_list_section_footer_is_measured_in_its_own_font(platform):
    # SwiftUI sets a List section footer in the style's footer font and shows all of it, wrapped to as many
    # lines as it needs: the footnote on iOS (swiftui-web `ios/list/footer`: a 21 pt slot around the 19 pt
    # footnote line, the text whole), the 11 pt subheadline semibold on macOS (`list/sections`, swiftui-web
    # Docs/elements/List.md). Lint used to measure the footer alone, at body size, and report every footer
    # as truncated text (issue 32).
    options = {} if platform is None else {"platform": platform}
    view = List(Section(Text("Row"), footer=Text(FOOTER).id("footer")))
    result = layout(view, device="iPhone SE", **options)
    assert [f for f in result.lint() if f.rule == "truncated-text"] == []
    drawing = next(n for n in result.nodes if n.kind == "Text" and n.view.string == FOOTER).text_drawing
    assert drawing["size"] == (13 if platform is None else 11)  # the footer's font, as SwiftUI sets it
    assert len(drawing["lines"]) >= 2  # wrapped, and shown whole
    # The same footer cut to one line is truncated text, in a footer too: the rule still reports it.
    cut = List(Section(Text("Row"), footer=Text(FOOTER).line_limit(1).id("footer")))
    (finding,) = rules_of(cut, "truncated-text", **options)
    assert finding.id == "footer" and finding.kind == "Text"
    # A footer in a frame too short for its lines is reported too (a frame outside the List's own layout).
    short = List(Section(Text("Row"), footer=Text(FOOTER).frame(height=10).id("short")))
    (finding,) = rules_of(short, "truncated-text", **options)
    assert finding.id == "short"


def test_unsafe_area_regions_and_exemptions():
    (top,) = rules_of(VStack(Text("x").id("t"), Spacer()).padding(top=-30), "unsafe-area")
    # 30 pt up from the 20 pt safe top: y -10…14.5, so 14.5 pt of it under the 20 pt status bar (the rest off screen).
    assert top.id == "t" and top.amount == 14.5
    assert "status bar" in top.message
    # Pushed 30 pt below the safe bottom (34 pt home indicator on an iPhone 15 Pro), the whole 24.5 pt Text is
    # under the indicator; inside a view that ignores the safe area on purpose, the same Text is exempt.
    (bottom,) = rules_of(
        VStack(Spacer(), Text("Home").id("home")).padding(bottom=-30), "unsafe-area", device="iPhone 15 Pro"
    )
    assert bottom.id == "home" and bottom.amount == 24.5 and "home indicator" in bottom.message
    assert (
        rules_of(
            VStack(Spacer(), Text("Home")).edges_ignoring_safe_area("bottom"), "unsafe-area", device="iPhone 15 Pro"
        )
        == []
    )
    # A background that ignores the safe area, and a map, are exempt.
    assert (
        rules_of(ZStack(Color.blue.ignores_safe_area(), MapView().edges_ignoring_safe_area("all")), "unsafe-area") == []
    )


def test_list_rows_make_big_tap_targets_and_a_settings_screen_is_clean():
    assert rules_of(List(Button("OK"), Toggle("On")), "small-tap-target") == []
    for device in ("iPhone SE", "iPhone 16 Pro Max"):
        assert layout(settings(), device=device).lint() == []


def test_scroll_content_is_not_overflow():
    view = ScrollView(VStack(*[Color.red.frame(height=100) for _ in range(20)]))
    result = layout(view, device="iPhone SE")
    assert [f for f in result.lint() if f.rule.startswith("overflow")] == []


def test_rules_option_and_svg_highlight():
    result = layout(CASES["overlap"][0], device="iPhone SE")
    assert {f.rule for f in result.lint(rules=["overlap"])} == {"overlap"}
    with pytest.raises(ValueError, match="unknown lint rule"):
        result.lint(rules=["nope"])
    svg = result.svg(lint=True)
    assert svg.count('class="lint"') == len(result.lint()) > 0 and "overlap: b 10 pt" in svg
    assert 'class="lint"' not in result.svg()


def test_sweep_lint_table():
    pytest.importorskip("pandas")
    from swiftlayout.experiment import sweep

    runs = sweep(
        lambda w: HStack(Color.red.frame(width=w).id("a"), Color.blue.frame(width=200)),
        devices=["iPhone SE", "iPad mini"],
        params={"w": [100, 300]},
        progress=False,
    )
    table = runs.lint()
    overflow = table[table.rule == "overflow-screen"]
    assert sorted(zip(overflow.device, overflow.w)) == [("iPhone SE", 300)]
    summary = runs.lint_summary()
    assert list(summary.total) == [0, 1, 0, 0] and "overflow-screen" in summary.columns


def test_command_line(tmp_path):
    script = tmp_path / "screen.py"
    script.write_text("from swiftlayout import *\nview = VStack(Button('OK').id('ok'), Spacer())\n")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "swiftlayout.lint",
            str(script),
            "--device",
            "iPhone SE",
            "--svg",
            str(tmp_path / "svg"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1, out.stderr
    assert "small-tap-target" in out.stdout and "Button#ok" in out.stdout
    assert (tmp_path / "svg" / "iPhone_SE.svg").read_text().count('class="lint"') == 1
    clean = tmp_path / "clean.py"
    clean.write_text("from swiftlayout import *\ndef make_view():\n    return VStack(Text('Hi'), Spacer())\n")
    out = subprocess.run(
        [sys.executable, "-m", "swiftlayout.lint", str(clean)], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0 and "0 findings" in out.stdout, out.stdout + out.stderr
    runner = os.environ.get("SWIFTLAYOUT_RUNNER")
    if runner:
        out = subprocess.run([runner, "lint", str(script)], capture_output=True, text=True, timeout=60)
        assert out.returncode == 1 and "small-tap-target" in out.stdout, out.stderr
