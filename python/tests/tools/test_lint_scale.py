"""Lint at scale (issue 34 item 7): the rules read flat arrays and stop at a cap per rule, so a screen of
thousands of overlapping views gives a bounded list (``Findings.capped`` says which rules stopped), and the
overlap rule finds exactly the pairs a check of every pair finds. (Times are in bench/, not here.)"""

import random

import pytest

from swiftlayout import Color, HStack, Text, VStack, ZStack, layout
from swiftlayout.tools.lint_rules import MAX_FINDINGS, Findings


def test_overlapping_children_are_capped_per_rule():
    # 3,000 50-pt rows with spacing -45: each overlaps the next (and the 9 after it) by 5–45 pt: about 27,000
    # pairs, the quadratic scan's 4.5 M findings for 3,000 fully overlapping children at worst.
    view = VStack(*[Color.red.frame(height=50) for _ in range(3000)], spacing=-45)
    result = layout(view, device="iPhone SE")
    found = result.lint(rules=["overlap"], measure_text=False)
    assert isinstance(found, Findings) and len(found) == MAX_FINDINGS and found.capped == ("overlap",)
    few = result.lint(rules=["overlap"], max_findings=7)
    assert len(few) == 7 and few.capped == ("overlap",)
    # Each finding is a real pair: the later child overlaps an earlier one by at least 5 pt.
    assert all(f.rule == "overlap" and f.amount >= 5 for f in found)
    with pytest.raises(ValueError, match="max_findings"):
        result.lint(max_findings=0)


def test_a_clean_screen_is_not_capped():
    # 3,000 rows of text in a VStack taller than the screen: the stack reaches past the screen (one finding, on
    # the outermost view that does) and the few rows under the status bar and home indicator are content there.
    found = layout(VStack(*[Text(f"row {i}") for i in range(3000)], spacing=0)).lint(measure_text=False)
    assert found.capped == () and len(found) < 10
    assert [f.kind for f in found if f.rule == "overflow-screen"] == ["VStack"]


def _every_pair(result, tol=0.5):
    """The overlap rule as a check of every pair of a stack's children (the reference)."""
    out = []
    for node in result.nodes:
        if node.kind not in ("VStack", "HStack"):
            continue
        kids = node.children
        for a_pos, a in enumerate(kids):
            for b in kids[a_pos + 1 :]:
                fa, fb = a.frame, b.frame
                w = min(fa.max_x, fb.max_x) - max(fa.x, fb.x)
                h = min(fa.max_y, fb.max_y) - max(fa.y, fb.y)
                if w > 0 and h > 0 and min(w, h) > tol:
                    out.append((b.index, round(h if node.kind == "VStack" else w, 3)))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_the_sweep_finds_what_a_check_of_every_pair_finds(seed):
    rng = random.Random(seed)
    rows = []
    for _ in range(rng.randint(2, 40)):
        w, h = rng.choice([10, 30, 60]), rng.choice([10, 30, 60])
        rows.append(
            Color.red.frame(width=w, height=h).offset(x=rng.choice([0, 0, -20, 15]), y=rng.choice([0, 0, -25, 10]))
        )
    stack = (VStack if seed % 2 else HStack)(*rows, spacing=rng.choice([-20, -5, 0, 4]))
    result = layout(ZStack(stack), screen=(2000, 2000))
    found = [(f.index, f.amount) for f in result.lint(rules=["overlap"])]
    assert found == _every_pair(result)
