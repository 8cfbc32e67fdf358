"""NavigationLink, TextField(axis: .vertical), .searchable and .navigationBarBackButtonHidden (issues #18, #19).

Each expected number is a measurement of Apple's SwiftUI (iamcgn/swiftui-web goldens, cited per test; the
full recordings are fixtures in Tests/Fixtures/goldens) or a profile value docs/PLATFORMS.md marks
**assumed**, named as such.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Dict, List, Tuple

import pytest

import swiftlayout as sl
from swiftlayout._ffi import lib
from swiftlayout.errors import InvalidArgumentError

PHONE = dict(screen=(320, 480), safe_area=(0, 0, 0, 0), scale=2)


def frames(view: sl.View, platform: str = "iOS 26", **env: Any) -> Dict[str, List[Tuple[float, float, float, float]]]:
    out: Dict[str, List[Tuple[float, float, float, float]]] = {}
    layout = sl.layout(view, platform=platform, **{**PHONE, **env})
    for n in layout.nodes:
        f = n.frame
        out.setdefault(n.kind, []).append((f.x, f.y, f.width, f.height))
    return out


# -- NavigationLink ----------------------------------------------------------------------------------------


def test_navigation_link_fills_an_ios_list_row() -> None:
    # SW-ios ios/nav/push @33be500: in the inset grouped list under the large title "Settings" the link is
    # 256 x 24.5 at (32, 132.25) — the row's whole content width — and the Text row below at 188.25.
    root = sl.NavigationStack(sl.List(sl.NavigationLink("Detail"), sl.Text("Row")).navigation_title("Settings"))
    f = frames(root)
    assert f["NavigationLink"] == [(32, 132.25, 256, 24.5)]
    label, row = f["Text"]
    assert label[:2] == (32, 132.25) and label[2] < 256  # the label leading, at its own width
    assert row[:2] == (32, 188.25)


def test_navigation_link_label_gets_the_width_left_by_the_chevron() -> None:
    # The chevron's 8 x 13 box and 8 gap are the iOS profile's **assumed** values: a label that wants the
    # whole row is offered 256 - 16.
    long = sl.Color("red").frame(height=10).frame(max_width=float("inf"))
    f = frames(sl.List(sl.NavigationLink(long)))
    assert f["NavigationLink"][0][2] == 256
    assert f["Color"][0][2] == 256 - 8 - 8


def test_navigation_link_outside_a_list_is_a_button_macos() -> None:
    # SW-mac nav/basic @6c0e726: "Detail" 59 x 24 (bordered: the 13 pt label + 12 a side, 4 above/below),
    # exactly what Button("Detail") is.
    link = frames(sl.NavigationLink("Detail"), platform="macOS 26", screen=(320, 260))["NavigationLink"][0]
    button = frames(sl.Button("Detail"), platform="macOS 26", screen=(320, 260))["Button"][0]
    assert link[2:] == (59, 24) == button[2:]


def test_navigation_link_in_a_macos_list_is_its_label() -> None:
    # SW-mac nav/list @6c0e726: "Apple" 35 x 16 at x 16, no bezel, no chevron.
    f = frames(sl.NavigationStack(sl.List(sl.NavigationLink("Apple"))), platform="macOS 26", screen=(320, 200))
    assert f["NavigationLink"] == [(16, 14, 35, 16)]


def test_navigation_link_on_ios_outside_a_list_is_its_label() -> None:
    # iOS 26's automatic button style is borderless (SW-ios ios/button/basic): the link is its label.
    f = frames(sl.NavigationLink("Detail"))
    assert f["NavigationLink"][0][2:] == f["Text"][0][2:]


def test_navigation_link_checks_its_label() -> None:
    with pytest.raises(InvalidArgumentError, match="NavigationLink"):
        sl.NavigationLink(3)  # type: ignore[arg-type]


def test_navigation_link_draws_a_chevron_in_a_row() -> None:
    layout = sl.layout(sl.List(sl.NavigationLink("Detail")), platform="iOS 26", **PHONE)  # type: ignore[arg-type]
    root = ET.fromstring(layout.svg())
    assert any(e.tag.endswith("polyline") for e in root.iter())
    plain = ET.fromstring(sl.layout(sl.NavigationLink("Detail"), platform="iOS 26", **PHONE).svg())  # type: ignore[arg-type]
    assert not any(e.tag.endswith("polyline") for e in plain.iter())


# -- TextField(axis: .vertical) ------------------------------------------------------------------------------

NOTE = "A long note that wraps onto several lines in a narrow field"


def field_height(field: sl.View, platform: str = "iOS 26", width: float = 300) -> float:
    return frames(field.frame(width=width), platform=platform, screen=(375, 667))["TextField"][0][3]


def test_vertical_text_field_grows_by_26_per_line_on_ios() -> None:
    # SW-ios ios/textfield/vertical @90df488: the note wraps to 2 lines in 300: plain 52, rounded 60;
    # "Short" rounded 34 (one line, as a horizontal field).
    assert field_height(sl.TextField("Notes", NOTE, axis="vertical")) == 52
    assert field_height(sl.TextField("Notes", NOTE, axis="vertical").text_field_style("roundedBorder")) == 60
    assert field_height(sl.TextField("Notes", "Short", axis="vertical").text_field_style("roundedBorder")) == 34
    assert field_height(sl.TextField("Notes", NOTE)) == 26  # horizontal: one line whatever the text


def test_vertical_text_field_line_limits_macos() -> None:
    # SW-mac textfield/vertical @90df488 (200 wide): lineLimit(2) and 2...4 keep the 2 wrapped lines (+16);
    # lineLimit(3, reservesSpace: true) on an empty field reserves 3 (+32). One line here is the profile's 24.
    one = field_height(sl.TextField("Notes", "", axis="vertical"), "macOS 26", 200)
    assert one == 24
    assert field_height(sl.TextField("Notes", NOTE, axis="vertical").line_limit(2), "macOS 26", 200) == one + 16
    assert (
        field_height(sl.TextField("Notes", NOTE, axis="vertical").line_limit(min=2, max=4), "macOS 26", 200) == one + 16
    )
    assert (
        field_height(sl.TextField("Notes", "", axis="vertical").line_limit(3, reserves_space=True), "macOS 26", 200)
        == one + 32
    )
    # a lower bound above the wrapped lines reserves them; an upper one caps them
    assert (
        field_height(sl.TextField("Notes", NOTE, axis="vertical").line_limit(min=4, max=5), "macOS 26", 200) == one + 48
    )
    assert field_height(sl.TextField("Notes", NOTE, axis="vertical").line_limit(1), "macOS 26", 200) == one


def test_vertical_text_field_serialises_its_axis_and_checks_it() -> None:
    assert '"axis":"vertical"' in sl.TextField("N", axis="vertical").to_document().replace(" ", "")
    assert "axis" not in sl.TextField("N").to_document()
    with pytest.raises(InvalidArgumentError, match="TextField axis"):
        sl.TextField("N", axis="diagonal")
    doc = lib.sl_document_new()
    try:
        assert lib.sl_document_parse(doc, b'{"type": "TextField", "axis": "sideways"}') == 0
        assert b'TextField axis must be "horizontal" or "vertical"' in lib.sl_last_error()
    finally:
        lib.sl_document_free(doc)


# -- searchable, navigationBarBackButtonHidden -----------------------------------------------------------------


def fruit_list() -> sl.View:
    return sl.List(*(sl.Text(n) for n in ("Apple", "Banana", "Cherry"))).navigation_title("Fruit")


def list_frame(root: sl.View, platform: str) -> Tuple[float, float, float, float]:
    layout = sl.layout(root, platform=platform, **PHONE)  # type: ignore[arg-type]
    # the list's own node grows under the bars (a scroll view); its title modifier has the probed frame
    return next(
        (n.frame.x, n.frame.y, n.frame.width, n.frame.height)
        for n in layout.nodes
        if n.kind == "NavigationTitleModifier"
    )


def test_searchable_ios26_takes_a_76_bar_at_the_bottom() -> None:
    # SW-ios ios/search/basic @b009060: the list under the large title spans 116.5 ... 404 in a 480 window
    # (without .searchable: 116.5 ... 480, ios/nav/push).
    assert list_frame(sl.NavigationStack(fruit_list()), "iOS 26") == (0, 116.5, 320, 363.5)
    assert list_frame(sl.NavigationStack(fruit_list().searchable("Find fruit")), "iOS 26") == (0, 116.5, 320, 287.5)


def test_searchable_ios17_pushes_the_content_down() -> None:
    # iOS 17: the field sits under the large title; its 52 is the profile's **assumed** height.
    plain = list_frame(sl.NavigationStack(fruit_list()), "iOS 17")
    searched = list_frame(sl.NavigationStack(fruit_list().searchable()), "iOS 17")
    assert searched[1] == plain[1] + 52 and searched[1] + searched[3] == plain[1] + plain[3]


def test_searchable_macos_and_back_button_hidden_change_nothing() -> None:
    assert list_frame(sl.NavigationStack(fruit_list().searchable()), "macOS 26") == list_frame(
        sl.NavigationStack(fruit_list()), "macOS 26"
    )
    for platform in ("iOS 26", "iOS 17", "macOS 26"):
        assert list_frame(sl.NavigationStack(fruit_list().navigation_bar_back_button_hidden()), platform) == list_frame(
            sl.NavigationStack(fruit_list()), platform
        )


def test_searchable_and_back_button_check_their_arguments() -> None:
    with pytest.raises(InvalidArgumentError, match="searchable"):
        sl.Text("x").searchable(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="navigation_bar_back_button_hidden"):
        sl.Text("x").navigation_bar_back_button_hidden("yes")  # type: ignore[arg-type]


def test_from_swift_reads_them() -> None:
    view = sl.from_swift('''
        NavigationStack {
            List {
                NavigationLink("Detail") { Text("Detail screen") }
                NavigationLink(destination: Text("x")) { Text("Go") }
                NavigationLink { Text("destination") } label: { Text("Lbl") }
                NavigationLink("Value", value: 1)
                TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5)
            }
            .navigationTitle("Fruit")
            .searchable(text: .constant(""), prompt: "Find")
            .navigationBarBackButtonHidden(true)
        }''')
    text = view.to_document()
    assert text.count('"NavigationLink"') == 4 and "Detail screen" not in text and "destination" not in text
    assert '"searchable":"Find"' in text.replace(" ", "") and '"navigationBarBackButtonHidden":true' in text.replace(
        " ", ""
    )
    assert '"axis":"vertical"' in text.replace(" ", "")


# -- sheets (presentationDetents; every number **assumed**: docs/PLATFORMS.md "Sheets") ------------------------


@pytest.mark.parametrize(
    "detent, height",
    [
        ("medium", 852 / 2),  # half the screen (Apple: "approximately half the height of the screen")
        ("large", 852 - 59),  # the screen less the top inset
        (("height", 300), 300),
        (("fraction", 0.25), 852 * 0.25),
        (("height", 5000), 852 - 59),  # at most the large height
    ],
)
def test_sheet_geometry_per_detent(detent: Any, height: float) -> None:
    # iPhone 15 Pro: 393 x 852, top inset 59, bottom 34 (rules §0).
    size, insets = sl.sheet_geometry(detent, "iPhone 15 Pro")
    assert size == (393, height)
    assert insets == (0, 0, 34, 0)


def test_layout_sheet_lays_the_content_out_as_its_own_root() -> None:
    # A flexible view takes the sheet: 320 wide, half of 480 tall, from the sheet's own origin.
    layout = sl.layout_sheet(
        sl.Color("red"), "medium", screen=(320, 480), safe_area=(20, 0, 0, 0), scale=2, platform="iOS 26"
    )
    root = layout.nodes[0].frame
    assert (root.x, root.y, root.width, root.height) == (0, 0, 320, 240)


def test_sheet_detents_are_checked() -> None:
    for bad in ("small", ("height", -1), ("fraction", 1.5), ("height", float("nan")), ("fraction",)):
        with pytest.raises(InvalidArgumentError):
            sl.sheet_geometry(bad, "iPhone 15 Pro")  # type: ignore[arg-type]


def test_popover_is_a_sheet_on_an_iphone_and_fits_its_content_elsewhere() -> None:
    # Apple's popover documentation: in a horizontally compact environment it appears as a sheet (iPhone 15
    # Pro's large sheet: 393 x 793); elsewhere (assumed, docs/PLATFORMS.md "Sheets") the content's ideal size
    # within the safe area. The content: a 120 x 80 frame padded by 16 -> ideal 152 x 112.
    content = sl.Color("blue").frame(width=120, height=80).id("c").padding()
    phone = sl.layout_popover(content, "iPhone 15 Pro")
    assert phone.screen == (393, 793)
    mac = sl.layout_popover(content, "window")
    assert mac.screen == (152, 112) and mac["c"].frame == (16, 16, 120, 80)
    assert mac.options["platform"] == "macOS 26"
    assert sl.popover_geometry((200, 5000), "iPad Pro 11") == ((200, 1150), (0, 0, 0, 0))
    for bad in ((float("nan"), 1), (-1, 1), (1,), (float("inf"), 1), ("wide", 1), (None, 1)):
        with pytest.raises(InvalidArgumentError, match="popover"):
            sl.popover_geometry(bad, "window")  # type: ignore[arg-type]


def test_scroll_content_starts_below_the_bar_on_a_notched_phone():
    """A scroll view (ScrollView, List) under a navigation bar on a phone with a top inset insets its content
    to the bar's bottom: the bar's unsafe area joins the status bar's above it. Measured: on a Dynamic
    Island phone an inline bar (iOS 17: 44 tall, overlapping the 59 inset by 5.333) puts content at 97.667
    (docs/MEASUREMENTS.md); a VStack there already started at 97.667, a ScrollView's content started at 59,
    under the bar, and a List's first row under the large title."""
    for content in (
        sl.ScrollView(sl.Color("red").frame(height=50).id("c")),
        sl.VStack(sl.Color("red").frame(height=50).id("c"), sl.Spacer()),
    ):
        view = sl.NavigationStack(content.navigation_title("T").navigation_bar_title_display_mode("inline"))
        assert abs(sl.layout(view, "iPhone 15 Pro", platform="iOS 17")["c"].frame.y - 97.667) < 0.01
    # A List under the large title: its first row's text 15.75 below the bar's bottom, as on the recorded
    # iPhone SE with no inset (ios/nav/basic: the bar 116.5, the row at 116.5 + 15.75).
    view = sl.NavigationStack(sl.List(sl.Text("Row").id("row")).navigation_title("Title"))
    result = sl.layout(view, "iPhone 15 Pro")
    bar = next(n for n in result.nodes if n.kind == "NavigationBar").frame
    assert abs(result["row"].frame.y - (bar.max_y + 15.75)) < 1e-6
