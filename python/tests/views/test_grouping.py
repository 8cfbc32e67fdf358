"""GroupBox and DisclosureGroup: the macOS 26 numbers measured by swiftui-web groupbox/basic and
disclosure/basic (fixtures cnt2_groupbox_macos, cnt2_disclosure_group_*_macos; docs/PLATFORMS.md)."""

import pytest

import swiftlayout as sl


def mac(view, screen=(320, 400)):
    return sl.layout(view, screen=screen, platform="macOS 26")


def test_untitled_box_insets_its_content_5():
    box = sl.Color("red").frame(width=79.5, height=16).id("c")
    r = mac(sl.GroupBox(box).id("g"))
    g, c = r["g"].frame, r["c"].frame
    assert (g.width, g.height) == (89.5, 26)
    assert (c.x - g.x, c.y - g.y) == (5, 5)


def test_label_is_10_in_and_3_above_the_box():
    # Titled: a 16 pt label line, 3, the box (content + 10): 69.5 tall around a 62 x 40.5 content.
    content = sl.Color("red").frame(width=62, height=40.5).id("c")
    r = mac(sl.GroupBox(content, label=sl.Color("blue").frame(width=30, height=16).id("l")).id("g"))
    g, c, lab = r["g"].frame, r["c"].frame, r["l"].frame
    assert (g.width, g.height) == (72, 69.5)
    assert (c.x - g.x, c.y - g.y) == (5, 24)
    assert (lab.x - g.x, lab.y - g.y) == (10, 0)
    # A wide label sets the width: label + 10 (custom: 72.5 in 82.5).
    r = mac(sl.GroupBox(sl.Text("x"), label=sl.Color("blue").frame(width=72.5, height=24)).id("g"))
    assert r["g"].frame.width == 82.5


def test_flexible_content_gets_the_width_less_10_and_boxes_nest():
    r = mac(sl.GroupBox(sl.Color("red").frame(height=16).id("c"), label="Wide").id("g"))
    assert r["g"].frame.width == 320 and r["c"].frame.width == 310 and r["c"].frame.x == 5
    inner = sl.GroupBox(sl.Color("red").frame(width=43.5, height=16), label="Inner").id("inner")
    r = mac(sl.GroupBox(inner, label="Outer").id("outer"))
    assert (r["inner"].frame.width, r["inner"].frame.height) == (53.5, 45)
    assert (r["outer"].frame.width, r["outer"].frame.height) == (63.5, 74)


def test_disclosure_group_rows_and_content():
    label = sl.Color("blue").frame(width=83, height=24).id("l")
    shown = sl.Color("red").frame(width=41, height=16).id("c")
    r = mac(sl.DisclosureGroup(shown, label=label, is_expanded=True).frame(width=280).id("d"), screen=(320, 300))
    d, lab, c = r["d"].frame, r["l"].frame, r["c"].frame
    assert (d.width, d.height) == (280, 48)  # row 24 + 8, content 16
    assert (lab.x - d.x, lab.y - d.y) == (11.5, 4)
    assert c.y - d.y == 32 and c.x + c.width / 2 == d.x + 140  # directly below, centred
    r = mac(sl.DisclosureGroup(shown, label=label).frame(width=280).id("d"), screen=(320, 300))
    assert r["d"].frame.height == 32  # collapsed: the row alone
    assert all(n.id != "c" for n in r.nodes)  # and the content is not laid out


def test_python_json_and_checks():
    v = sl.DisclosureGroup(sl.Text("a"), label="Details", is_expanded=True)
    assert v.to_document().startswith('{"type":"DisclosureGroup","isExpanded":true,"label":{"type":"Text"')
    assert sl.GroupBox(sl.Text("a"), label="T").to_document().startswith('{"type":"GroupBox","label":')
    with pytest.raises(sl.InvalidArgumentError):
        sl.DisclosureGroup(sl.Text("a"), label="x", is_expanded=1)
