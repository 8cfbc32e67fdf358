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

import swiftlayout as sl
from swiftlayout import SwiftSourceError, from_swift

from goldens import fixture_path, fixture_paths, layout_fixture

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
func IDRows(count: Int, prefix: String) -> some View {
    ForEach(0..<count) { i in (i.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 120, height: 20).id(i) }  // <prefix><i>
}
"""

#: Asset images the fixtures name, with the intrinsic sizes their comments give.
IMAGES = {
    "swatch": (64, 40),
    "tall": (20, 64),
    "icon": (24, 24),
    "photo": (80, 60),
    "Folder/nested": (32, 16),
    "loose": (32, 16),
    "badge": (20, 20),
    "dual": (48, 24),
    "missing": (0, 0),
    "nested": (0, 0),
    "nope": (0, 0),
    "panel": (32, 32),
}

#: Fixtures whose SwiftUI does not round-trip, and why.
UNSUPPORTED: Dict[str, str] = {
    'rtl_text': "`Text(same)` stands for the first line's string: not Swift",
    'rtl_text_label': "`Text(same)` stands for the first line's string: not Swift",
    'sw_position_safe_area': 'the safe-area bars are named by `(bar: name)` remarks, not by the id convention',
    'sw_shape_modifiers': 'shape modifiers (.scale, .rotation, .inset, .size, .transform) are not in swiftlayout',
    'sw_shape_path': 'the points are written as tuples `(30, 4)` and `star` is described in a comment: not Swift',
    'swm3_custom_flow_layout_texts': 'a custom Layout (FlowLayout) is Python code, described in a comment',
    'swm3_custom_radial_layout_places_centers': 'a custom Layout (RadialLayout) is Python code, described in a comment',
    'cnt2_layout_values': 'a custom Layout (ValueLayout) is Python code, described in a comment',
    'swm3_ios_navigationstack_inline_title_list': '`List { Text("Row") }  // row`: the document names the Text, the id convention names the List on that line',
    'swm3_lazyvgrid_sections_header_footer_rows': '`// a0..a4` and `// b0..b3` name the ForEach rows in words, not by the id convention',
    'swm3_rtl_custom_flow_layout_mirrored': 'a custom Layout (FlowLayout) is Python code, described in a comment',
    'swm3_rtl_shapes_images_position': 'the custom Shapes ArrowShape and FixedArrowShape are described in a comment, '
    'not declared',
    'swm3_text_line_limit_variants': "`Text(same)` stands for the first line's string: not Swift",
    'swm3_text_multiline_alignment_keeps_frames': "`Text(same)` stands for the first line's string: not Swift",
    **{
        name: ".scrollPosition(id:anchor:) is behaviour (it scrolls when its binding changes); the document writes "
        "the resulting offsetY"
        for name in (
            'sw2_scroll_position_initial',
            'sw2_scroll_position_row20',
            'sw2_scroll_position_proxy5',
            'sw2_scroll_position_proxy_center',
            'sw2_scroll_position_center_initial',
            'sw2_scroll_position_center_proxy7',
            'sw2_ios_scroll_position_initial',
            'sw2_ios_scroll_position_row20',
            'sw2_ios_scroll_position_proxy5',
        )
    },
    **{
        name: "a step's scroll offset (ScrollViewReader's proxy.scrollTo at run time) is the document's offsetY; "
        "SwiftUI source has no static spelling of it"
        for name in (
            'sw2_scroll_scroll_to_row15',
            'sw2_scroll_scroll_to_row3_top',
            'sw2_scroll_scroll_to_row10_center',
            'sw2_scroll_geometry_row10',
            'sw2_ios_scroll_geometry_row10',
            'sw2_lazy_laziness_r100',
        )
    },
    'ctl4_symbol_basic_macos': 'Image(systemName: "not.a.symbol.name") is 0 x 0 in SwiftUI; the engine gives a name its '
    'table lacks the star\'s box (the document states the recorded 0 x 0 size)',
    'ctl_picker_forms_macos': 'the options come from ListItem.fruits (a fixture type)',
    'foreach_binding_macos': 'ForEach($fruits) over a @State array of the fixture\'s Fruit type',
    'foreach_identifiable_macos': 'ForEach(fruits) over values of the fixture\'s Fruit type, probed by their names',
    'foreach_identity_macos': 'the rows come from the fixture\'s model (IdentityRow, described in a comment)',
    'lazy_pinned_headers_macos': 'PinnedSection is the fixture\'s helper view, described in a comment',
    **{
        name: 'PinnedSection is described in a comment, and the recorded step scrolls with a ScrollViewReader'
        for name in (
            'lazy_pinned_headers_scrolled_macos',
            'lazy_pinned_footers_scrolled_macos',
            'lazy_pinned_footers_bottom_macos',
            'lazy_pinned_both_scrolled_macos',
        )
    },
    'lst_list_modifiers_macos': 'ForEach(ListItem.fruits) over a fixture type, probed with .probe("item\\(item.id)")',
    'lst_list_pinning_scrolled_macos': 'ScrollViewReader and .probe("b\\(index)") ids are not read',
    'nav_toolbar_searchable_macos': 'List(data, id:) { … } and .probe(name) are not read',
    **{
        name: "`Text(same)` stands for the first line's string: not Swift"
        for name in ('g4_text_truncation_macos', 'g4_text_line_spacing_macos')
    },
    'g4_section_foreach_macos': 'ForEach(groups) over the fixture\'s FoodGroup values (given in a comment)',
    **{
        name: 'List(model.items, selection:) { item in … } over the fixture\'s model is not read'
        for name in ('g4_list_steps_initial_macos', 'g4_list_steps_removed_macos')
    },
    'g4_ios_nav_list_scroll_initial': 'ScrollViewReader and .onChange (behaviour) are not read; `// row<index>` names the '
    'ForEach rows in words',
    **{
        name: 'NavigationStack(path:) with .navigationDestination: the document writes the shown screen (the root at '
        'rest, the pushed screen after the step) as the stack\'s content'
        for name in (
            'g4_ios_nav_push_inline_initial',
            'g4_ios_nav_push_inline_pushed',
            'g4_ios_nav_push_noback_pushed',
            'g5_dark_nav_pushed_ios',
        )
    },
    'g5_list_editing_ios': 'ForEach(model.items) over the fixture\'s model, .onDelete/.onMove and the harness\'s '
    '.fixtureEditModeActive() are not read',
    **{
        name: 'ScrollViewReader and .onChange (behaviour) are not read; `// row<index>` names the ForEach rows in words'
        for name in ('g5_nav_scroll_initial_ios', 'g5_nav_scroll_row1_ios', 'g5_nav_ignores_initial_ios')
    },
    'g5_datepicker_wheel_ios': '.fixtureWheelDateStyle() is the harness\'s own modifier (.datePickerStyle(.wheel)), '
    'described in a comment: an unknown modifier is read as without layout effect',
    'g5_text_dates_macos': 'Text(_:style:) and Text(_:format:) over the fixture\'s instant are not read; the document '
    'writes the strings they show',
    'g5_text_custom_font_macos': 'Font.custom is not read (and the case is a strict xfail)',
    'g6_textscale_wrapped_macos': '.textScale is not a swiftlayout modifier (the case is a strict xfail naming it)',
}


def _fixture(name: str) -> Dict[str, Any]:
    with open(fixture_path(name), encoding="utf-8") as f:
        return json.load(f)


def _environment(fixture: Dict[str, Any]) -> Dict[str, Any]:
    env = fixture["environment"]
    return {
        "screen": tuple(env["screen"]),
        "scale": env["scale"],
        "safe_area": tuple(env["safe_area"]),
        "platform": env["platform"],
    }


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


NAMES = sorted(p.name for p in fixture_paths())


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


# -- the examples --------------------------------------------------------------------------------------
EXAMPLES = REPO / "examples" / "swift"


@pytest.mark.parametrize("name, order", [("ignore_then_frame", "edges_first"), ("frame_then_ignore", "frame_first")])
def test_seed_examples_match_the_python_trees(name: str, order: str) -> None:
    """examples/swift/*.swift are examples/python/modifier_order.py's two trees."""
    source = (EXAMPLES / f"{name}.swift").read_text(encoding="utf-8")
    mine = from_swift(source)
    m = sl.MapView().id("map")
    m = (
        m.edges_ignoring_safe_area("top").id("ignore").frame(height=300).id("frame")
        if order == "edges_first"
        else m.frame(height=300).id("frame").edges_ignoring_safe_area("top").id("ignore")
    )
    python = sl.VStack(m, sl.Text("Turtle Rock").font("title").padding(), sl.Spacer())
    assert mine.to_document() == python.to_document()
    with sl.layout(mine, device="iPhone 15 Pro") as result:
        frame = result["frame"].frame
        assert (frame.x, frame.y, frame.width, frame.height) == (
            (0, 59, 393, 300) if order == "edges_first" else (0, 0, 393, 300)
        )


def test_rows_example() -> None:
    view = from_swift((EXAMPLES / "rows.swift").read_text(encoding="utf-8"), view="Settings")
    with sl.layout(view, device="iPhone SE") as result:
        assert [result[f"row{i}"].frame.height for i in range(3)] == [44, 44, 44]
        assert result["row1"].frame.y == result["row0"].frame.y + 44
        assert "footer" in {n.id for n in result.nodes}


# -- the language --------------------------------------------------------------------------------------


def doc(source: str, **kwargs: Any) -> str:
    return from_swift(source, **kwargs).to_document()


@pytest.mark.parametrize(
    "swift, python",
    [
        ("Color.red.frame(width: 40, height: 40)", sl.Color("red").frame(width=40, height=40)),
        (
            "Rectangle().frame(maxWidth: .infinity, alignment: .topLeading)",
            sl.Rectangle().frame(max_width=math.inf, alignment="top_leading"),
        ),
        ("Text(\"a\").padding()", sl.Text("a").padding()),
        ("Text(\"a\").padding(20)", sl.Text("a").padding(20)),
        ("Text(\"a\").padding(.horizontal, 8)", sl.Text("a").padding("horizontal", 8)),
        ("Text(\"a\").padding([.top, .leading])", sl.Text("a").padding(["top", "leading"])),
        (
            "Text(\"a\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
            sl.Text("a").padding(top=1, leading=2, bottom=3, trailing=4),
        ),
        (
            "Text(\"a\").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))",
            sl.Text("a").padding(top=1, leading=2, bottom=3, trailing=4),
        ),
        (
            "HStack(alignment: .top, spacing: 4) { Text(\"a\"); Spacer(minLength: 2) }",
            sl.HStack(sl.Text("a"), sl.Spacer(min_length=2), alignment="top", spacing=4),
        ),
        ("ZStack(alignment: .bottomTrailing) { Color.blue }", sl.ZStack(sl.Color("blue"), alignment="bottom_trailing")),
        (
            "Text(\"x\").font(.system(size: 20, weight: .bold, design: .rounded))",
            sl.Text("x").font(size=20, weight="bold", design="rounded"),
        ),
        ("Text(\"x\").font(Font.title2)", sl.Text("x").font("title2")),
        ("Text(\"x\").lineLimit(2...4)", sl.Text("x").line_limit(min=2, max=4)),
        ("Text(\"x\").lineLimit(2, reservesSpace: true)", sl.Text("x").line_limit(2, reserves_space=True)),
        ("Text(\"x\").background(.red)", sl.Text("x").background("red")),
        ("Text(\"x\").overlay(alignment: .top) { Circle() }", sl.Text("x").overlay(sl.Circle(), alignment="top")),
        ("Text(\"x\").fixedSize(horizontal: true, vertical: false)", sl.Text("x").fixed_size(True, False)),
        ("Color.red.position(CGPoint(x: 3, y: 4))", sl.Color("red").position(3, 4)),
        ("Color.red.ignoresSafeArea(edges: .top)", sl.Color("red").ignores_safe_area("all", "top")),
        (
            "ScrollView(.horizontal, showsIndicators: false) { Text(\"a\") }",
            sl.ScrollView(sl.Text("a"), "horizontal", shows_indicators=False),
        ),
        ("ScrollView { Text(\"a\"); Text(\"b\") }", sl.ScrollView(sl.VStack(sl.Text("a"), sl.Text("b")))),
        (
            "ViewThatFits(in: .vertical) { Text(\"a\"); Text(\"b\") }",
            sl.ViewThatFits(sl.Text("a"), sl.Text("b"), axes="vertical"),
        ),
        (
            "AnyLayout(HStackLayout(alignment: .top, spacing: 8)) { Text(\"a\"); Text(\"b\") }",
            sl.AnyLayout(sl.HStackLayout(alignment="top", spacing=8), sl.Text("a"), sl.Text("b")),
        ),
        (
            "AnyLayout(GridLayout(horizontalSpacing: 2)) { Text(\"a\") }",
            sl.AnyLayout(sl.GridLayout(horizontal_spacing=2), sl.Text("a")),
        ),
        ("VStackLayout(spacing: 4) { Text(\"a\") }", sl.AnyLayout(sl.VStackLayout(spacing=4), sl.Text("a"))),
        ("Group { Text(\"a\"); EmptyView() }.padding()", sl.Group(sl.Text("a"), sl.EmptyView()).padding()),
        ("List { Section(\"T\") { Text(\"a\") } }", sl.List(sl.Section(sl.Text("a"), header=sl.Text("T")))),
        (
            "Section { Text(\"a\") } header: { Text(\"h\") } footer: { Text(\"f\") }",
            sl.Section(sl.Text("a"), header=sl.Text("h"), footer=sl.Text("f")),
        ),
        (
            "Section(header: Text(\"h\"), footer: Text(\"f\")) { Text(\"a\") }",
            sl.Section(sl.Text("a"), header=sl.Text("h"), footer=sl.Text("f")),
        ),
        (
            "ScrollView { Text(\"a\") }.contentMargins(.horizontal, 12, for: .scrollContent)",
            sl.ScrollView(sl.Text("a")).content_margins("horizontal", 12, placement="scroll_content"),
        ),
        ("ScrollView { Text(\"a\") }.contentMargins(20)", sl.ScrollView(sl.Text("a")).content_margins(20)),
        (
            "ScrollView { Text(\"a\") }.defaultScrollAnchor(.bottom, for: .sizeChanges)",
            sl.ScrollView(sl.Text("a")).default_scroll_anchor("bottom", "size_changes"),
        ),
        (
            "ScrollView { Text(\"a\") }.defaultScrollAnchor(UnitPoint(x: 0.5, y: 1))",
            sl.ScrollView(sl.Text("a")).default_scroll_anchor((0.5, 1)),
        ),
        (
            "ScrollView { Text(\"a\").scrollTargetLayout() }.scrollIndicators(.hidden).scrollDisabled(true)",
            sl.ScrollView(sl.Text("a").scroll_target_layout()).scroll_indicators("hidden").scroll_disabled(True),
        ),
        (
            "HStack { Text(\"a\") }.environment(\\.layoutDirection, .rightToLeft)",
            sl.HStack(sl.Text("a")).environment(layout_direction="rtl"),
        ),
        (
            "Image(systemName: \"arrow.right\").flipsForRightToLeftLayoutDirection(true)",
            sl.Image(system_name="arrow.right").flips_for_right_to_left_layout_direction(True),
        ),
        (
            "(Text(\"a\").bold() + Text(\"b\").italic() + Text(\"c\").fontWeight(.semibold)).font(.title)",
            (sl.Text("a").bold() + sl.Text("b").italic() + sl.Text("c").font_weight("semibold")).font("title"),
        ),
        (
            "Text(\"x\").lineLimit(...2).truncationMode(.middle).multilineTextAlignment(.center)",
            sl.Text("x").line_limit(max=2).truncation_mode("middle").multiline_text_alignment("center"),
        ),
        (
            "Text(\"x\").lineLimit(3...).dynamicTypeSize(.xxLarge)",
            sl.Text("x").line_limit(min=3).dynamic_type_size("xxLarge"),
        ),
        ("Color(white: 0.5)", sl.Color("#808080")),
        (
            "LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2)) { Text(\"a\") }",
            sl.LazyVGrid(sl.Text("a"), columns=[sl.GridItem.flexible(), sl.GridItem.flexible()]),
        ),
        ("Toggle(\"On\", isOn: .constant(true))", sl.Toggle("On", True)),
        (
            "Button(\"OK\") { print(1) }.buttonStyle(.borderedProminent)",
            sl.Button("OK").button_style("borderedProminent"),
        ),
        ("Text(\"a\").foregroundStyle(.red).onTapGesture { }.accessibilityLabel(\"x\")", sl.Text("a")),
        ("Text(\"a\").foregroundStyle(.red).opacity(0.5).accessibilityLabel(\"x\")", sl.Text("a").opacity(0.5)),
        ("Text(\"a\").id(\"named\")", sl.Text("a").id("named")),
        ("Text(\"a\").layoutValue(key: IndentKey.self, value: 20)", sl.Text("a").layout_value("IndentKey", 20)),
        ("GroupBox(\"T\") { Text(\"a\") }", sl.GroupBox(sl.Text("a"), label="T")),
        ("GroupBox { Text(\"a\") } label: { Text(\"L\") }", sl.GroupBox(sl.Text("a"), label=sl.Text("L"))),
        (
            "DisclosureGroup(\"D\", isExpanded: .constant(true)) { Text(\"a\"); Text(\"b\") }",
            sl.DisclosureGroup(sl.Text("a"), sl.Text("b"), label="D", is_expanded=True),
        ),
        (
            "DisclosureGroup { Text(\"a\") } label: { Text(\"L\") }",
            sl.DisclosureGroup(sl.Text("a"), label=sl.Text("L")),
        ),
    ],
)
def test_swift_and_python_build_the_same_tree(swift: str, python: sl.View) -> None:
    assert doc(swift) == python.to_document()


def test_constants_arithmetic_interpolation_and_if() -> None:
    source = """
    let base: CGFloat = 10
    let wide = true
    struct Box: View {
        var scale = 2
        var body: some View {
            VStack(spacing: base / 2) {
                Color.red.frame(width: base * CGFloat(scale) + 1, height: -base + 30)
                if wide && scale > 1 { Text("wide \\(scale)x \\(base)") } else { Text("narrow") }
                if !wide { Text("never") }
                ForEach(["a", "b"], id: \\.self) { name in Text(name.count == 1 ? "one" : "more") }
            }
        }
    }
    """
    python = sl.VStack(
        sl.Color("red").frame(width=21, height=20), sl.Text("wide 2x 10.0"), sl.Text("one"), sl.Text("one"), spacing=5
    )
    assert doc(source) == python.to_document()


def test_alignment_guide_closure() -> None:
    view = from_swift("""VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 20).alignmentGuide(.leading) { d in d[.trailing] }  // a
        Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { $0.width / 2 }      // b
    }""")
    with sl.layout(view, screen=(400, 400)) as result:
        assert result["b"].frame.x - result["a"].frame.x == 75


def test_placeholders_for_unknown_views() -> None:
    source = "VStack(spacing: 0) { WeatherWidget(city: \"Oslo\"); Text(\"a\") }"
    with pytest.raises(SwiftSourceError) as error:
        from_swift(source, strict=True)
    assert "WeatherWidget" in str(error.value) and "placeholders" in str(error.value)
    assert (error.value.line, error.value.column) == (1, 22)
    for sizes in ({"WeatherWidget": (200, 100)}, {"*": (200, 100)}, (200, 100)):
        with sl.layout(from_swift(source, placeholders=sizes), screen=(400, 400)) as result:
            assert result.nodes[1].frame.width == 200 and result.nodes[1].frame.height == 100


# -- errors: one clear SwiftSourceError with line and column, never a parser traceback -------------------
@pytest.mark.parametrize(
    "source, line, column, words",
    [
        ("VStack {\n    Text(\"a\")\n    Blob()\n}", 3, 5, "unknown view or function 'Blob'"),
        ("Text(\"a\")\n    .wobble(3)", 2, 6, "unknown modifier .wobble"),
        ("Color.red.frame(wide: 3)", 1, 17, "frame has no argument wide:"),
        ("HStack(alignmnt: .top) { }", 1, 8, "HStack has no argument alignmnt:"),
        ("Text(\"a\").padding(1, 2, 3)", 1, 25, "unexpected unlabeled argument"),
        ("Color.red.frame(width: someWidth)", 1, 24, "unknown name 'someWidth'"),
        ("Color.red.frame(width: \"wide\")", 1, 24, "needs a number"),
        ("ForEach(items) { Text($0) }", 1, 9, "unknown name 'items'"),
        ("VStack { if flag { Text(\"a\") } }", 1, 13, "unknown name 'flag'"),
        ("VStack { if 3 { Text(\"a\") } }", 1, 13, "constant Bool"),
        ("VStack {\n  Text(\"a\"\n}", 0, 0, "syntax error"),
        ("Color.red.frame(width: -3)", 1, 11, "frame width"),
        ("Text(\"a\")\nText(\"b\")", 2, 1, "more than one top-level view"),
        (
            "struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }\nA()",
            0,
            0,
            "nested more than",
        ),
        (
            "struct Row: View { let title: String\n var body: some View { Text(title) } }\nRow(name: \"x\")",
            3,
            1,
            "Row has no stored property 'name'",
        ),
        (
            "struct Row: View { let title: String\n var body: some View { Text(title) } }\nRow()",
            3,
            1,
            "missing argument for 'title'",
        ),
        ("", 0, 0, "no view"),
        ("Text(\"1\").monospacedDigit()", 1, 11, "unknown modifier .monospacedDigit"),
        (
            "RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9)",
            1,
            1,
            "unknown view or function 'RadialGradient'",
        ),
        ("Text(\"a\").environment(\\.font, .title)", 1, 11, "environment(\\.font, …) is not supported"),
        ("AnyLayout(Color.red) { Text(\"a\") }", 1, 11, "AnyLayout needs HStackLayout"),
        ("Text(\"a\") + Color.red", 1, 1, "only a Text can be added to a Text"),
    ],
)
def test_errors(source: str, line: int, column: int, words: str) -> None:
    with pytest.raises(SwiftSourceError) as error:
        from_swift(source, strict=True)
    assert words in str(error.value), str(error.value)
    assert isinstance(error.value, ValueError)
    if line:
        assert (error.value.line, error.value.column) == (line, column), str(error.value)
    else:
        assert error.value.line >= 0


def test_syntax_error_position() -> None:
    with pytest.raises(SwiftSourceError) as error:
        from_swift("VStack {\n    Text(\"a\"))\n}")
    assert error.value.line == 2 and "syntax error" in error.value.reason


def test_view_argument_picks_the_struct() -> None:
    source = "struct A: View { var body: some View { Text(\"a\") } }\nstruct B: View { var body: some View { A() } }"
    assert doc(source) == sl.Text("a").to_document()  # B is the only struct no other one uses
    assert doc(source, view="A") == sl.Text("a").to_document()
    with pytest.raises(SwiftSourceError, match="no `struct C: View`"):
        from_swift(source, view="C")


def test_docs_list_every_view_and_modifier() -> None:
    from swiftlayout import swift as swift_source

    text = (REPO / "docs" / "SWIFT_SOURCE.md").read_text(encoding="utf-8")
    missing = [f"`{n}`" for n in swift_source.VIEWS if f"`{n}`" not in text]
    missing += [f"`.{n}`" for n in swift_source.MODIFIERS if f"`.{n}`" not in text]
    missing += [f"`{n}`" for n in swift_source.IGNORED_MODIFIERS if f"`{n}`" not in text]
    assert not missing, f"docs/SWIFT_SOURCE.md does not list {missing}"
