"""Pickers: ColorPicker and DatePicker (their layout, JSON, from_swift and SVG), and Picker's radio-group,
inline and wheel styles and its label view. Expected numbers are Apple's SwiftUI as recorded by
github.com/iamcgn/swiftui-web (SW-mac: macOS 26.2, ``colorpicker/*`` @fa7ccda; the goldens are
Tests/Fixtures/goldens/controls/g5_colorpicker_*), or the assumed iOS values docs/PLATFORMS.md states, marked as
such."""

import datetime
import json
import math

import pytest
from controls_env import MAC_320, frames_of

from swiftlayout import (
    ColorPicker,
    DatePicker,
    Form,
    HStack,
    InvalidArgumentError,
    Label,
    Picker,
    Text,
    Toggle,
    VStack,
    from_swift,
    layout,
)
from swiftlayout.document import to_document

MAC = dict(screen=(320, 220), platform="macOS 26", scale=2)


def frames(view, ids, **env):
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ids}


def test_color_picker_macos():
    # SW-mac colorpicker/basic: "Accent" 42.5 + 8 + 48 = 98.5 x 24, "Tint" 79.5; labels_hidden: the 48 x 24 well.
    v = VStack(
        ColorPicker("Accent", "red").id("red"),
        ColorPicker("Tint", "blue", supports_opacity=False).id("tint"),
        ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5)).labels_hidden().id("hidden"),
        ColorPicker(Text("Tint").id("custom"), "green").id("labelled"),
        alignment="leading",
        spacing=12,
    )
    f = frames(v, ("red", "tint", "hidden", "custom", "labelled"), **MAC)
    assert (f["red"].width, f["red"].height) == (98.5, 24)
    assert (f["tint"].width, f["tint"].height) == (79.5, 24)
    assert (f["hidden"].width, f["hidden"].height) == (48, 24)
    # colorpicker/labels "custom": a Text label in the body font, 18.5 tall, centred on the well (2.75 down).
    assert f["custom"].height == 18.5 and f["custom"].y - f["labelled"].y == 2.75


def test_color_picker_baseline_and_form():
    # colorpicker/labels "baselineRow": a 13 pt Text 3.75 below the picker's top; colorpicker/form: 27-tall rows,
    # the wells' trailing edges aligned, the checkbox at the control column (the well's leading edge).
    row = HStack(ColorPicker("Hg", "orange").id("p"), Text("Hg").id("t"), alignment="first_text_baseline", spacing=8)
    f = frames(row, ("p", "t"), screen=(320, 160), platform="macOS 26", scale=2)
    assert f["t"].y - f["p"].y == 3.75
    form = Form(
        ColorPicker("Accent", "red").id("a"), ColorPicker("Tint", "blue").id("b"), Toggle("Enabled", True).id("c")
    ).id("form")
    f = frames(form, ("a", "b", "c", "form"), screen=(320, 200), platform="macOS 26", scale=2)
    assert f["a"].height == 27 and f["b"].height == 27
    assert f["a"].max_x == f["b"].max_x and f["c"].x == f["a"].max_x - 48
    assert f["form"].width == 120.5


def test_color_picker_ios_assumed():
    # iOS: not recorded; assumed a row filling the width with a 28 x 28 well trailing (docs/PLATFORMS.md).
    f = frames(VStack(ColorPicker("Accent", "red").id("p")), ("p",), screen=(320, 200), platform="iOS 26", scale=2)
    assert (f["p"].width, f["p"].height) == (320, 28)


def test_color_picker_json_and_repr():
    doc = json.loads(to_document(ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5), supports_opacity=False)))
    assert doc["type"] == "ColorPicker" and doc["selection"] == {"red": 0.2, "green": 0.6, "blue": 0.4, "opacity": 0.5}
    assert doc["supportsOpacity"] is False and doc["label"]["text"] == "Accent"
    assert ColorPicker("Accent", (0.2, 0.6, 0.4, 0.5)).color == "#33996680"
    assert "ColorPicker" in repr(ColorPicker("Accent", "red"))


@pytest.mark.parametrize("selection", ["mauve", (2, 0, 0), (0, 0), (math.nan, 0, 0), 3, None])
def test_color_picker_bad_selection(selection):
    with pytest.raises(InvalidArgumentError):
        ColorPicker("Accent", selection)


def test_color_picker_bad_flag_and_engine_errors():
    with pytest.raises(InvalidArgumentError):
        ColorPicker("Accent", "red", supports_opacity="yes")  # type: ignore[arg-type]


def test_color_picker_from_swift_and_svg():
    v = from_swift('ColorPicker("Accent", selection: .constant(.red), supportsOpacity: false)')
    assert isinstance(v, ColorPicker) and v.selection == "red" and v.supports_opacity is False
    with layout(v.id("p"), **MAC) as r:
        assert (r["p"].frame.width, r["p"].frame.height) == (98.5, 24)
        svg = r.svg()
    assert 'width="48" height="24"' in svg and "#FF3B30" in svg  # the well, filled with the system red


# DatePicker. SW-mac datepicker/* @da746b5 and datepicker/looks @3cc87da, SW-ios ios/datepicker/* (goldens
# g5_datepicker_*), the field's slot widths from swiftui-web's Docs/elements/DatePicker.md @15abc2e.
FIXED = "2025-03-15T15:09:00Z"


def test_date_picker_macos_fields():
    # datepicker/basic: "Date" 28.5 + 8 + 95 x 22; both 160 ("When": 203); time 80 ("Time": 118); hidden 95.
    # datepicker/styles: field 78 x 21 ("Field": 115), both 143 ("Both": 179.5); compact = the stepper field.
    v = VStack(
        DatePicker("Date", FIXED, displayed_components="date").id("date"),
        DatePicker("When", FIXED).id("both"),
        DatePicker("Time", FIXED, displayed_components="hour_and_minute").id("time"),
        DatePicker("Date", FIXED, displayed_components="date").labels_hidden().id("hidden"),
        DatePicker("Field", FIXED, displayed_components="date").date_picker_style("field").id("field"),
        DatePicker("Both", FIXED).date_picker_style("field").id("fieldBoth"),
        DatePicker("Compact", FIXED, displayed_components="date").date_picker_style("compact").id("compact"),
        alignment="leading",
        spacing=12,
    ).time_zone("UTC")
    f = frames(
        v,
        ("date", "both", "time", "hidden", "field", "fieldBoth", "compact"),
        screen=(360, 400),
        platform="macOS 26",
        scale=2,
    )
    sizes = {k: (r.width, r.height) for k, r in f.items()}
    assert sizes == {
        "date": (131.5, 22),
        "both": (203, 22),
        "time": (118, 22),
        "hidden": (95, 22),
        "field": (115, 21),
        "fieldBoth": (179.5, 21),
        "compact": (158, 22),
    }


def test_date_picker_fixed_slots_and_range():
    # datepicker/steps: a later date (1/1/2026, 12:00 PM) records the same 196.5; a range changes nothing.
    for when in (FIXED, "2026-01-01T12:00:00Z", datetime.datetime(2025, 12, 31, 23, 59, tzinfo=datetime.timezone.utc)):
        f = frames(
            DatePicker("Date", when, in_range=(datetime.date(2025, 1, 1), None)).id("p"),
            ("p",),
            screen=(360, 120),
            platform="macOS 26",
            scale=2,
        )
        assert (f["p"].width, f["p"].height) == (196.5, 22)


def test_date_picker_graphical_and_ios():
    # datepicker/graphical, clock, looks: 138.5 x 148 after "Calendar" 54.5 + 8; 119 x 119; both 275.5 x 148.
    v = VStack(
        DatePicker("Calendar", FIXED, displayed_components="date").id("cal"),
        DatePicker("Clock", FIXED, displayed_components="hour_and_minute").id("clock"),
        DatePicker("Both", FIXED).labels_hidden().id("both"),
        alignment="leading",
    ).date_picker_style("graphical")
    f = frames(v, ("cal", "clock", "both"), screen=(420, 600), platform="macOS 26", scale=2)
    assert [(r.width, r.height) for r in f.values()] == [(201, 148), (161.5, 119), (275.5, 148)]
    # ios/datepicker/compact: Form rows 311 wide, 38.5 for a date, 40 with a time; ios/datepicker/wheel: 320 x 216.
    form = Form(DatePicker("Date", FIXED, displayed_components="date").id("d"), DatePicker("When", FIXED).id("w"))
    f = frames(form, ("d", "w"), screen=(375, 360), platform="iOS 26", scale=2)
    assert (f["d"].width, f["d"].height, f["w"].height, f["w"].y) == (311, 38.5, 40, 118.5)
    f = frames(
        DatePicker("Time", FIXED).date_picker_style("wheel").id("p"),
        ("p",),
        screen=(375, 520),
        platform="iOS 26",
        scale=2,
    )
    assert (f["p"].width, f["p"].height) == (320, 216)


def test_date_picker_text_json_and_svg():
    p = DatePicker("When", FIXED, in_range=("2025-03-01", "2025-03-10T00:00+01:00"))
    assert p.shown_text() == ["3/9/2025, 11:00\u202fPM"]  # clamped into the range (23:00 UTC)
    assert DatePicker("x", FIXED).shown_text("iOS 26", -4 * 3600) == ["Mar 15, 2025", "11:09\u202fAM"]
    assert DatePicker("x", "2026-01-01T00:05Z", displayed_components="hour_and_minute").shown_text() == [
        "12:05\u202fAM"
    ]
    doc = json.loads(to_document(DatePicker("Date", FIXED, displayed_components=["hour_and_minute", "date"])))
    assert doc["type"] == "DatePicker" and doc["selection"] == FIXED and "displayedComponents" not in doc
    doc = json.loads(
        to_document(
            DatePicker(
                "Date", datetime.date(2025, 3, 15), displayed_components="date", in_range=(None, FIXED)
            ).time_zone(3600)
        )
    )
    assert doc["selection"] == "2025-03-15" and doc["displayedComponents"] == "date" and doc["max"] == FIXED
    assert doc["modifiers"] == [{"timeZone": 3600}]
    v = VStack(DatePicker("Date", FIXED), DatePicker("Cal", FIXED).date_picker_style("graphical")).time_zone(
        "UTC-05:00"
    )
    with layout(v, screen=(420, 400), platform="macOS 26", scale=2) as r:
        svg = r.svg()
    assert "3/15/2025, 10:09\u202fAM" in svg and "March 2025" in svg


@pytest.mark.parametrize(
    "make",
    [
        lambda: DatePicker("a", "15/03/2025"),
        lambda: DatePicker("a", "2025-02-29"),
        lambda: DatePicker("a", "2025-03-15T15:09"),
        lambda: DatePicker("a", "2025-03-15T25:00Z"),
        lambda: DatePicker("a", datetime.datetime(2025, 3, 15)),
        lambda: DatePicker("a", 1742051340),
        lambda: DatePicker("a", FIXED, displayed_components="month"),
        lambda: DatePicker("a", FIXED, displayed_components=[]),
        lambda: DatePicker("a", FIXED, in_range=("2025-04-01", "2025-03-01")),
        lambda: DatePicker("a", FIXED, in_range=("2025-04-01",)),
        lambda: DatePicker("a", FIXED).date_picker_style("calendar"),
        lambda: DatePicker("a", FIXED).time_zone("Europe/Paris"),
        lambda: DatePicker("a", FIXED).time_zone(100000),
    ],
)
def test_date_picker_bad_input(make):
    with pytest.raises(InvalidArgumentError):
        make()


def test_date_picker_bad_json():
    # The engine's reader refuses what the Python class would: a status and a message, never a trap.
    from swiftlayout._ffi import lib

    d = lib.sl_document_new()
    try:
        for bad, word in (
            ('{"type": "DatePicker", "title": "a", "selection": "2025-13-01"}', "2025-13-01"),
            ('{"type": "DatePicker", "title": "a", "displayedComponents": "month"}', "month"),
            ('{"type": "DatePicker", "title": "a", "modifiers": [{"timeZone": "Mars/Olympus"}]}', "Mars"),
        ):
            assert lib.sl_document_parse(d, bad.encode()) == 0 and lib.sl_last_status() != 0
            assert word in lib.sl_last_error().decode()
    finally:
        lib.sl_document_free(d)


def test_picker_radio_group_and_inline_macos():
    # SW-mac picker/basic "radio": "Fruit" 28 + 8 + 16 + 5 + "Banana" 45 = 102 wide, three 18.5 rows 6 apart;
    # "inline" is the same column (two rows, 43 tall); the options sit 57 after the picker's leading edge.
    opts = (Text("Apple").tag(1).id("apple"), Text("Banana").tag(2), Text("Cherry").tag(3))
    v = VStack(
        Picker("Fruit", *opts, selection=1).picker_style("radio_group").id("radio"),
        Picker("Fruit", Text("Apple").tag(1), Text("Banana").tag(2), selection=1).picker_style("inline").id("inl"),
    )
    f = frames_of(v, ("radio", "apple", "inl"), **MAC_320)
    assert (f["radio"].width, f["radio"].height) == (102, 67.5)
    assert f["apple"].x - f["radio"].x == 57 and f["apple"].y == f["radio"].y and f["apple"].height == 18.5
    assert (f["inl"].width, f["inl"].height) == (102, 43)


def test_picker_wheel_and_radio_on_ios():
    # iOS: .wheel is UIKit's 320 x 216 wheel (height: SW-ios ios/datepicker/wheel; for a Picker assumed), narrowed
    # to a smaller proposal (assumed); .radioGroup has no iOS look: the menu (40.5 tall, SW-ios ios/picker/basic).
    opts = (Text("Apple").tag(1), Text("Banana").tag(2))
    v = VStack(Picker("F", *opts).picker_style("wheel").id("w"), Picker("F", *opts).picker_style("radio_group").id("r"))
    f = frames_of(v, ("w", "r"), screen=(375, 600), platform="iOS 26")
    assert (f["w"].width, f["w"].height) == (320, 216) and f["r"].height == 40.5
    f = frames_of(v.padding(), ("w",), screen=(300, 600), platform="iOS 26")
    assert f["w"].width == 268
    # macOS has no wheel: the pop-up (24 tall, SW-mac picker/basic).
    assert frames_of(v, ("w",), **MAC_320)["w"].height == 24


def test_picker_with_a_label_view():
    # SW-mac picker/forms @ee5b2fd "labelPicker": the label view stands where the title is: a Label 24 + 8 + "Fruit"
    # 28 = 60, 8, the pop-up ("Banana" 45 + 47.5): 160.5 x 24; with the title "Fruit": 128.5.
    opts = (Text("Apple").tag(1), Text("Banana").tag(2))
    icon = Label("Fruit", image="icon", width=24, height=24).id("l")
    v = VStack(
        Picker(icon, *opts, selection=1).id("p"),
        Picker("Fruit", *opts, selection=1).id("t"),
        alignment="leading",
        spacing=12,
    )
    f = frames_of(v, ("p", "l", "t"), **MAC_320, scale=2)
    assert (f["p"].width, f["p"].height) == (160.5, 24) and (f["l"].width, f["l"].x) == (60, f["p"].x)
    assert (f["t"].width, f["t"].height) == (128.5, 24)
    p = Picker(icon, *opts, selection=1)
    assert p.title is None and p.label is icon and p.children == opts
    entry = json.loads(to_document(p))
    assert "title" not in entry and entry["label"]["type"] == "Label" and len(entry["children"]) == 2
    assert Picker("Fruit", *opts).title == "Fruit"
    with pytest.raises(InvalidArgumentError, match="Picker: title must be a str or a View"):
        Picker(3, *opts)
    from swiftlayout._ffi import lib

    d = lib.sl_document_new()
    try:
        doc = '{"type": "Picker", "title": "F", "label": {"type": "Text", "text": "b"}}'
        assert lib.sl_document_parse(d, doc.encode(), len(doc)) == 0
        assert b"a Picker has a \"title\" or a \"label\" view" in lib.sl_last_error()
        assert lib.sl_picker_with_label(d, 0, b"1", None, 0) == 0 and b"picker label" in lib.sl_last_error()
    finally:
        lib.sl_document_free(d)
    # from SwiftUI source: Picker(selection:) { … } label: { … }.
    src = from_swift(
        '''
        Picker(selection: .constant(1)) { Text("Apple").tag(1); Text("Banana").tag(2) } label: {
            Label("Fruit", image: "icon")
        }.id("p")
    ''',
        images={"icon": (24, 24)},
    )
    assert (frames_of(src, ("p",), **MAC_320, scale=2)["p"].width) == 160.5
