"""from_swift (docs/SWIFT_SOURCE.md): SwiftUI source in, the same view tree as the Python API out.

Every golden fixture's "swiftui" field goes through from_swift and must give the same frames, id by id, as
the fixture's hand-written "document" laid out in the same environment. Fixtures whose SwiftUI uses what
from_swift or the engine does not have are listed in UNSUPPORTED with the reason (a strict list: one that
starts to round-trip fails until it is removed from the list).
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import pytest

pytest.importorskip("tree_sitter")
pytest.importorskip("tree_sitter_swift")

import swiftlayout as sl  # noqa: E402
from swiftlayout import SwiftSourceError, from_swift  # noqa: E402

from test_fixtures import FIXTURES, layout_fixture  # noqa: E402

REPO = Path(__file__).resolve().parents[2]

#: The helpers some fixtures' SwiftUI describes in a comment, as Swift (the comment's own words).
PRELUDE = """
func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
}
struct Rows: View {
    var count: Int
    var width: CGFloat = 120
    var spacing: CGFloat = 0
    var body: some View {
        VStack(spacing: spacing) {
            ForEach(0..<count) { i in (i.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: width, height: 20) }  // row<i>
        }
    }
}
"""

#: Asset images the fixtures name, with the intrinsic sizes their comments give.
IMAGES = {"swatch": (64, 40), "tall": (20, 64)}

#: Fixtures whose SwiftUI does not round-trip, and why.
UNSUPPORTED: Dict[str, str] = {
    'sw_lazy_stacks': 'Section has no view in swiftlayout yet',
    'sw_position_safe_area': 'the safe-area bars are named by `(bar: name)` remarks, not by the id convention',
    'sw_scroll_anchor_bottom': 'swiftlayout has no .defaultScrollAnchor',
    'sw_shape_modifiers': 'shape modifiers (.scale, .rotation, .trim, .inset, .size, .transform) are not in swiftlayout',
    'sw_shape_path': 'Path is not a swiftlayout view',
    'sw_shape_stroke': 'the zigzag Path is described in a comment, and Path is not a swiftlayout view',
    'swm3_anylayout_vstacklayout_after_switch': 'AnyLayout is not a swiftlayout view',
    'swm3_custom_flow_layout_texts': 'a custom Layout (FlowLayout) is Python code, described in a comment',
    'swm3_custom_radial_layout_places_centers': 'a custom Layout (RadialLayout) is Python code, described in a comment',
    'swm3_ios_list_inset_grouped_rows_and_section': 'Section has no view in swiftlayout yet',
    'swm3_ios_navigationstack_inline_title_list': '`List { Text("Row") }  // row`: the document names the Text, the id convention names the List on that line',
    'swm3_lazyvgrid_sections_header_footer_rows': 'Section has no view in swiftlayout yet',
    'swm3_rtl_custom_flow_layout_mirrored': 'the document does not parse: the engine has no layoutDirection',
    'swm3_rtl_grid_and_lazyvgrid_mirrored': 'the document does not parse: the engine has no layoutDirection',
    'swm3_rtl_shapes_images_position': 'a custom Shape (ArrowShape) and layoutDirection',
    'swm3_rtl_stacks_mirrored': 'the document does not parse: the engine has no layoutDirection',
    'swm3_scroll_content_margins': 'swiftlayout has no .contentMargins (and IDRows is described in a comment)',
    'swm3_scroll_default_anchor_roles_at_rest': 'swiftlayout has no .defaultScrollAnchor (and IDRows is described in a comment)',
    'swm3_scroll_indicator_modifiers_leave_layout': "the document does not parse: the engine's ScrollView has no showsIndicators key",
    'swm3_scroll_several_children_stack_vertically': "swiftlayout's ScrollView takes one view (no implicit stack of several)",
    'swm3_shapes_builtin_frames_circle_centered': 'UnevenRoundedRectangle is not a swiftlayout view (nor AnyShape)',
    'swm3_text_concatenation_mixed_fonts': 'Text concatenation (Text + Text) is not in swiftlayout',
    'swm3_text_line_limit_variants': "`Text(same)` stands for the first line's string: not Swift",
    'swm3_text_multiline_alignment_keeps_frames': "`Text(same)` stands for the first line's string: not Swift",
    'swm3_view_that_fits_widths_heights_axes': 'ViewThatFits is not a swiftlayout view',
}


def _fixture(name: str) -> Dict[str, Any]:
    with open(FIXTURES / name, encoding="utf-8") as f:
        return json.load(f)


def _environment(fixture: Dict[str, Any]) -> Dict[str, Any]:
    env = fixture["environment"]
    return {"screen": tuple(env["screen"]), "scale": env["scale"], "safe_area": tuple(env["safe_area"]),
            "platform": env["platform"]}


def _frames(view: sl.View, fixture: Dict[str, Any]) -> Dict[str, Optional[Tuple[float, ...]]]:
    out: Dict[str, Optional[Tuple[float, ...]]] = {}
    with sl.layout(view, **_environment(fixture)) as result:
        for item in fixture["expected"]:
            try:
                out[item["id"]] = tuple(result[item["id"]].frame)
            except KeyError:
                out[item["id"]] = None
    return out


def round_trip(name: str) -> List[str]:
    """The ids whose frames differ between from_swift's view and the document (empty: the same)."""
    fixture = _fixture(name)
    uses_prelude = "box(" in fixture["swiftui"] or "Rows(" in fixture["swiftui"]
    view = from_swift((PRELUDE if uses_prelude else "") + fixture["swiftui"], images=IMAGES)
    expected = layout_fixture(fixture)
    got = _frames(view, fixture)
    wrong = []
    for key, frame in expected.items():
        mine = got.get(key)
        if frame is None or mine is None:
            if frame != mine:
                wrong.append(f"{key}: document {frame}, from_swift {mine}")
        elif any(not math.isclose(a, b, abs_tol=1e-6) for a, b in zip(frame, mine)):
            wrong.append(f"{key}: document {frame}, from_swift {tuple(round(v, 3) for v in mine)}")
    return wrong


NAMES = sorted(p.name for p in FIXTURES.glob("*.json"))


@pytest.mark.parametrize("name", NAMES, ids=[n[:-5] for n in NAMES])
def test_fixture_swiftui_round_trips(name: str) -> None:
    fixture = _fixture(name)
    assert isinstance(fixture.get("swiftui"), str) and fixture["swiftui"].strip(), f"{name} has no swiftui field"
    reason = UNSUPPORTED.get(name[:-5])
    try:
        wrong = round_trip(name)
        failure = "; ".join(wrong)
    except (SwiftSourceError, sl.ParseError) as error:
        failure = f"{type(error).__name__}: {error}"
    if reason is not None:
        assert failure, f"{name} round-trips now: remove it from UNSUPPORTED"
        pytest.skip(reason)
    assert not failure, failure
