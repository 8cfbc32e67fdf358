"""Generic records of the binary document (docs/FORMAT.md, "Binary documents", codes 0x40 and 0x41): every view
and modifier without a record of its own goes as its JSON entry, the views inside it named ``{"$view": k}`` and
sent before it. A tree sent this way must lay out exactly as the same tree sent as JSON (same frames, ids,
node views), user functions included; malformed records are refused with the record named."""

import struct
import sys
from pathlib import Path

import pytest

import swiftlayout.result as layout_module
from swiftlayout import (
    AnyLayout,
    Button,
    Color,
    CustomLayout,
    Form,
    GeometryReader,
    Grid,
    GridItem,
    GridRow,
    HStackLayout,
    Image,
    Label,
    LazyVGrid,
    List,
    NavigationStack,
    Picker,
    ProposedViewSize,
    Rectangle,
    ScrollView,
    Section,
    Slider,
    Spacer,
    TabView,
    Text,
    TextField,
    Toggle,
    VStack,
    ZStack,
    _ffi,
    layout,
)
from swiftlayout.document import encode_binary

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))
import screens


def _both(view, **options):
    """(frames, ids, views) of ``view`` sent as a binary document and as JSON."""
    out = []
    for binary in (True, False):
        layout_module.BINARY_DOCUMENTS = binary
        try:
            result = layout(view, **options)
            assert result._binary is binary
            out.append(
                (
                    list(result.frames),
                    {k: result[k].index for k in result.ids},
                    [repr(n.view) for n in result.nodes],
                    [n.kind for n in result.nodes],
                )
            )
        finally:
            layout_module.BINARY_DOCUMENTS = True
    return out


class Columns(CustomLayout):
    def size_that_fits(self, proposal, subviews, cache):
        return (proposal.width or 100, 40)

    def place_subviews(self, bounds, proposal, subviews, cache):
        width = bounds.width / max(len(subviews), 1)
        for k, s in enumerate(subviews):
            s.place(at=(bounds.x + k * width, bounds.y), proposal=ProposedViewSize(width, bounds.height))


def _mixed():
    yield screens.settings()
    yield screens.feed(6)
    yield screens.form()
    yield NavigationStack(
        List(
            Section(
                Label("Wi-Fi", system_image="wifi"),
                Toggle("Bluetooth", True),
                Picker("Mode", Text("A").tag(1), Text("B").tag(2), selection=2),
                header=Text("Radios"),
            ),
            Button("Reset"),
        )
    ).navigation_title("Net")
    yield ScrollView(
        LazyVGrid(
            *[Color.red.frame(height=40).id(f"c{k}") for k in range(7)],
            columns=[GridItem.flexible(), GridItem.flexible()],
        )
    )
    yield Grid(GridRow(Text("a"), Text("bb")), GridRow(Color.blue, Slider(0.5)))
    yield ZStack(
        Text("over").overlay(Color.red.frame(width=4), alignment="top_trailing"),
        Image(system_name="star").background(Color.green.padding(-2)),
    )
    yield TabView(Text("one").tab_item("One"), Text("two").tab_item("Two"))
    yield AnyLayout(HStackLayout(spacing=3), Text("x"), TextField("Name", "Ada"))
    yield Form(Section(Toggle("A", False), footer=Text("foot")))
    # User functions: a GeometryReader and a custom layout, in a binary document with callbacks.
    yield VStack(
        GeometryReader(lambda proxy: Text(f"{proxy.size[0]:g}").id("inner")).frame(height=50),
        Columns()(Text("a").id("a"), Rectangle().id("b")),
        Spacer(),
    )


@pytest.mark.parametrize("index", range(11))
def test_binary_and_json_documents_lay_out_the_same(index):
    view = list(_mixed())[index]
    binary, json_ = _both(view, device="iPhone 15 Pro")
    assert binary == json_


def test_every_screen_goes_as_one_binary_document():
    for make, _, _ in screens.SCREENS.values():
        assert encode_binary(make()) is not None
    # A tree with user functions has a binary form too, when the caller takes their table (layout() does).
    with_functions = list(_mixed())[-1]
    assert encode_binary(with_functions) is None
    table = []
    assert encode_binary(with_functions, 0, table) is not None and len(table) == 2


HEAD = b"SLB\x01"


def _generic(code, taken, text):
    data = text.encode()
    return bytes([code]) + struct.pack("<I", taken) + struct.pack("<I", len(data)) + data


def _parse(data):
    lib = _ffi.lib
    d = lib.sl_document_new()
    try:
        root = lib.sl_document_parse_binary(d, data, len(data))
        return root, lib.sl_last_status(), lib.sl_last_error().decode()
    finally:
        lib.sl_document_free(d)


@pytest.mark.parametrize(
    "data, message",
    [
        (HEAD + _generic(0x40, 0, '{"type":"Nope"}'), "$: unknown view type 'Nope'"),
        (HEAD + _generic(0x40, 0, '{"type":"Text","text":'), "record 1 (view) at byte 4: malformed JSON"),
        (
            HEAD + b"\x01" + _generic(0x40, 1, '{"type":"VStack","children":[{"$view":1}]}'),
            "needs k, a whole number below 1",
        ),
        (HEAD + b"\x01" + _generic(0x40, 1, '{"type":"VStack","children":[]}'), "takes 1 views and its JSON names 0"),
        (
            HEAD + b"\x01" + _generic(0x40, 1, '{"type":"VStack","children":[{"$view":0},{"$view":0}]}'),
            "view 0 of the record is used twice",
        ),
        (HEAD + _generic(0x40, 2, '{"type":"Rectangle"}'), "has 2 children, but only 0 views come before it"),
        (HEAD + _generic(0x41, 0, '{"opacity":0.5}'), "a modifier needs a view before it"),
        (HEAD + b"\x01" + _generic(0x41, 0, '{"opacity":7}'), "(binary document, record 2 (modifier) at byte 5)"),
        (HEAD + b"\x01" + _generic(0x41, 0, '{"nope":1}'), "$.nope: unknown modifier 'nope'"),
        (HEAD + b"\x01" + _generic(0x41, 0, '{"overlay":{"content":{"$view":0}}}'), "needs k, a whole number below 0"),
    ],
)
def test_malformed_generic_records_fail_with_the_record_named(data, message):
    root, status, error = _parse(data)
    assert root == 0 and status == 4, (status, error)
    assert message in error and "record" in error
    # A member of a record's JSON is named first, as in a JSON document's errors (the record after it).
    assert error.startswith("$") == ("$" in error.split("binary document")[0] and "$" in error)


def test_a_placeholder_is_only_a_binary_documents():
    lib = _ffi.lib
    d = lib.sl_document_new()
    try:
        assert lib.sl_document_parse(d, b'{"type":"VStack","children":[{"$view":0}]}') == 0
        assert lib.sl_last_status() == 4 and 'a view needs a "type"' in lib.sl_last_error().decode()
    finally:
        lib.sl_document_free(d)


def test_generic_records_by_hand_follow_the_documented_layout():
    # VStack { Text("a"); Rectangle().opacity(0.5) }: Text as a generic view record, the opacity as a generic
    # modifier record, the VStack as a generic record taking both (docs/FORMAT.md's example of 0x40/0x41).
    data = (
        HEAD
        + _generic(0x40, 0, '{"type":"Text","text":"a"}')
        + b"\x01"
        + _generic(0x41, 0, '{"opacity":0.5}')
        + _generic(0x40, 2, '{"type":"VStack","spacing":0,"children":[{"$view":0},{"$view":1}]}')
    )
    root, status, error = _parse(data)
    assert root != 0 and status == 0, error
