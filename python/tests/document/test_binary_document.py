"""The binary view document (docs/FORMAT.md, "Binary documents"): the Python package sends it for trees whose
views all have a binary form. It must describe exactly the tree the JSON document describes (same frames,
same ids), follow the documented byte layout, and refuse every malformed document with a clear error
naming the record, never a crash."""

import pickle
import random
import struct

import pytest

import swiftlayout.result as layout_module
from swiftlayout import (
    Capsule,
    Circle,
    Color,
    CustomAlignment,
    DepthError,
    Ellipse,
    HStack,
    MapView,
    ModifiedContent,
    ParseError,
    Rectangle,
    RoundedRectangle,
    Spacer,
    Text,
    VStack,
    ZStack,
    _ffi,
    layout,
)
from swiftlayout.document import encode_binary
from swiftlayout.errors import InvalidArgumentError

INF = float("inf")


def _both(view, **options):
    """Frames and ids of ``view`` laid out from the binary document and from the JSON document."""
    assert encode_binary(view) is not None, "this tree was meant to have a binary form"
    out = []
    for binary in (True, False):
        layout_module.BINARY_DOCUMENTS = binary
        try:
            result = layout(view, screen=(390, 844), **options)
            out.append((list(result.frames), {k: result[k].index for k in result.ids}, result.dump()))
        finally:
            layout_module.BINARY_DOCUMENTS = True
    return out


def _trees():
    row = HStack(
        Rectangle().frame(width=40, height=20),
        Rectangle().frame(height=20).frame(max_width=INF),
        Rectangle().frame(width=40, height=20),
        spacing=0,
    )
    guide = CustomAlignment("pin", axis="horizontal", default="trailing")
    yield VStack([Rectangle().frame(height=20) for _ in range(30)], spacing=0).frame(width=390, alignment="top")
    yield VStack([row] * 40, spacing=0).frame(width=390, alignment="top")
    yield ZStack(
        Circle().padding(5),
        Ellipse().frame(width=30, alignment="bottom_trailing"),
        Capsule().padding("horizontal", 12),
        alignment="top_leading",
    )
    yield HStack(
        Color("red").frame(min_width=10, ideal_width=50, max_width=200),
        Spacer(min_length=7),
        RoundedRectangle(corner_radius=4).padding(top=1, leading=2, bottom=3, trailing=4),
        Color("#ff8800").padding(),
        Spacer(),
        alignment="bottom",
    )
    yield VStack(
        MapView().frame(height=300).id("map"),
        Rectangle().id("r").frame(width=20).id("f"),
        VStack(Rectangle().frame(width=10), alignment=guide, spacing=3).id("inner"),
        alignment="leading",
    )
    yield HStack(
        *[VStack(*[Rectangle().frame(width=3, height=k + 1) for k in range(20)]) for _ in range(3)],
        alignment="first_text_baseline",
        spacing=None,
    )
    deep = Rectangle().frame(width=10, height=10)
    for _ in range(300):
        deep = deep.padding(1)
    yield deep.id("deep")


@pytest.mark.parametrize("index", range(7))
def test_binary_and_json_documents_describe_the_same_tree(index):
    view = list(_trees())[index]
    binary, json_ = _both(view)
    assert binary == json_


def test_the_wide_column_follows_the_stack_rule():
    # VStack(spacing: 0) of N 20-pt rows in a 390 frame at the top: leaf k at y = 20·k (docs/LAYOUT_RULES.md).
    n = 500
    result = layout(
        VStack([Rectangle().frame(height=20) for _ in range(n)], spacing=0).frame(width=390, alignment="top"),
        screen=(390, 844),
    )
    f = result.frames
    ys = [f[4 * (2 + 2 * k) + 1] - f[4 * 2 + 1] for k in range(n)]
    assert ys == [20.0 * k for k in range(n)]


def test_the_documented_example_is_what_the_package_sends():
    view = VStack(Rectangle().frame(height=20), Rectangle().frame(height=20), spacing=0)
    expected = bytes.fromhex("534C4201012002000000000000003440012002000000000000003440100001000000000000000002000000")
    assert encode_binary(view) == expected


def test_views_without_a_record_of_their_own_go_as_generic_records():
    # (Before generic records this tree went as JSON: Text had no binary form.)
    view = VStack(Rectangle().frame(height=20), Text("hello").padding(), spacing=0)
    data = encode_binary(view)
    assert data is not None and b'\x40\x00\x00\x00\x00' in data and b'{"type":"Text","text":"hello"}' in data
    result = layout(view, screen=(390, 844), approximate_text=1)
    assert len(result) == 5 and result._binary


# -- malformed documents ------------------------------------------------------------------------------
def _parse(data):
    lib = _ffi.lib
    d = lib.sl_document_new()
    try:
        root = lib.sl_document_parse_binary(d, data, len(data))
        return root, lib.sl_last_status(), lib.sl_last_error().decode()
    finally:
        lib.sl_document_free(d)


HEAD = b"SLB\x01"
F20 = struct.pack("<d", 20)


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "does not start with"),
        (b'{"type":"Rectangle"}', "does not start with"),
        (b"SLB\x02\x01", "version 2"),
        (HEAD, "ends with 0 views"),
        (HEAD + b"\x01\x01", "ends with 2 views"),
        (HEAD + b"\x99", "record 1 at byte 4: unknown record code 153"),
        (HEAD + b"\x01\x20\x02\x00" + F20[:5], "record 2 (frame) at byte 5: the document ends inside the record"),
        (HEAD + b"\x01\x20\x04\x00", "record 2 (frame) at byte 5: unknown flag bits 4"),
        (HEAD + b"\x01\x20\x01\x0b" + F20, "unknown alignment code 11"),
        (HEAD + b"\x01\x20\x01\x00" + struct.pack("<d", -3), "frame width must be a finite number ≥ 0, got -3"),
        (HEAD + b"\x01\x20\x01\x00" + struct.pack("<d", float("nan")), "frame width"),
        (HEAD + b"\x20\x01\x00" + F20, "a modifier needs a view before it"),
        (HEAD + b"\x01\x10\x00\x00\x05\x00\x00\x00", "has 5 children, but only 1 views come before it"),
        (HEAD + b"\x01\x10\x02\x00\x01\x00\x00\x00", "horizontal alignment"),
        (HEAD + b"\x01\x11\x04\x00\x01\x00\x00\x00", "vertical alignment"),
        (HEAD + b"\x07\x05\x00\x00\x00chart", "unknown color"),
        (HEAD + b"\x07\xff\xff\xff\xffred", "runs past the end"),
        (HEAD + b"\x07\x02\x00\x00\x00\xc3\x28", "not valid UTF-8"),
        (HEAD + b"\x01\x22\x00\x00", "the edge set is empty"),
        (HEAD + b"\x01\x30\x03\x00\x00\x00a\x00b", "contains NUL"),
        (HEAD + b"\x01\x21\x05\x00" + struct.pack("<d", 50) + struct.pack("<d", 10), "larger than max"),
    ],
)
def test_malformed_documents_fail_with_the_record_named(data, message):
    root, status, error = _parse(data)
    assert root == 0 and status == 4, (status, error)
    assert message in error


def test_null_and_negative_lengths_are_refused():
    lib = _ffi.lib
    d = lib.sl_document_new()
    assert lib.sl_document_parse_binary(d, None, 4) == 0 and lib.sl_last_status() == 3
    assert lib.sl_document_parse_binary(d, HEAD + b"\x01", -1) == 0 and lib.sl_last_status() == 1
    # The length is what counts, not a NUL: a document is read up to `length` bytes.
    assert lib.sl_document_parse_binary(d, HEAD + b"\x01\x01", 5) != 0
    lib.sl_document_free(d)


def test_depth_limit_is_the_documents_limit():
    deep = Rectangle()
    for _ in range(100_000):
        deep = deep.padding(1)
    with pytest.raises(DepthError, match="deeper than 100000"):
        layout(deep)


def test_random_corruptions_never_crash():
    # Flip, drop, insert and truncate bytes of valid documents: every result is a view or a clean error.
    rng = random.Random(21)
    seeds = [encode_binary(v) for v in list(_trees())[:5]]
    for _ in range(3000):
        data = bytearray(rng.choice(seeds))
        for _ in range(rng.randint(1, 4)):
            k = rng.randrange(len(data))
            op = rng.randrange(4)
            if op == 0:
                data[k] = rng.randrange(256)
            elif op == 1:
                del data[k]
            elif op == 2:
                data.insert(k, rng.randrange(256))
            else:
                del data[k:]
                break
        root, status, error = _parse(bytes(data))
        assert (root != 0 and status == 0) or (root == 0 and status in (4, 5) and error), (status, error)


# -- the views behind it ------------------------------------------------------------------------------
def test_shared_leaves_are_plain_immutable_views():
    a, b = Rectangle(), Rectangle()
    assert type(a) is Rectangle and a.view_id is None and b.view_id is None
    named = a.id("x")
    assert isinstance(named, Rectangle) and named.view_id == "x" and a.view_id is None
    assert named.id("y").view_id == "y" and named.view_id == "x"
    for view in (a, named):
        with pytest.raises(AttributeError):
            view._id = "z"  # type: ignore[misc]
    again = pickle.loads(pickle.dumps([a, named, Circle().id("c")]))
    assert [v.view_id for v in again] == [None, "x", "c"] and Rectangle().view_id is None
    assert isinstance(again[2], Circle)


def test_interned_modifiers_still_validate_every_call():
    Rectangle().frame(height=1)
    with pytest.raises(InvalidArgumentError, match="frame height"):
        Rectangle().frame(height=True)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="frame width"):
        Rectangle().frame(width=[1])  # type: ignore[arg-type]
    Rectangle().frame(max_width=1)
    with pytest.raises(InvalidArgumentError, match="max_width"):
        Rectangle().frame(max_width=True)  # type: ignore[arg-type]
    Rectangle().padding(1)
    with pytest.raises(InvalidArgumentError):
        Rectangle().padding(True)  # type: ignore[arg-type]
    made = Rectangle().frame(width=3)
    assert type(made) is ModifiedContent and made.content.view_id is None
    with pytest.raises(AttributeError):
        made.content = Circle()  # type: ignore[misc]
    with pytest.raises(ValueError, match="spacing"):
        HStack(Rectangle(), spacing=float("nan"))
    with pytest.raises(ValueError, match="alignment"):
        VStack(Rectangle(), alignment="top")
    with pytest.raises(ParseError):
        _check_parse_error()


def _check_parse_error():
    from swiftlayout._ffi import handle

    lib = _ffi.lib
    d = lib.sl_document_new()
    try:
        handle(lib.sl_document_parse_binary(d, HEAD, 4))
    finally:
        lib.sl_document_free(d)


class _Tagged(VStack):
    """A user's stack with a field of its own (no record of its own: it goes as a generic record)."""

    __slots__ = ("tag",)

    def __init__(self, *children, tag="t"):
        super().__init__(*children, spacing=2)
        object.__setattr__(self, "tag", tag)


class _Plain(HStack):
    """A user's stack with an instance dict."""


def test_stack_subclasses_keep_their_fields_and_go_as_generic_records():
    tagged, plain = _Tagged(Rectangle(), Rectangle(), tag="q"), _Plain(Rectangle(), spacing=1)
    assert (tagged.tag, tagged.spacing, len(tagged.children), type(tagged)) == ("q", 2.0, 2, _Tagged)
    assert (plain.spacing, type(plain)) == (1.0, _Plain)
    # (No record of their own, as before; now a generic record, the stack's JSON entry: no longer all JSON.)
    assert b"@\x02\x00\x00\x00" in encode_binary(tagged) and b'"type":"HStack"' in encode_binary(plain)
    with pytest.raises(AttributeError):
        tagged.spacing = 3  # type: ignore[misc]
    # A VStack of two Rectangles with spacing 2 in a 100-pt square: each (100 − 2) / 2 high.
    frames = layout(tagged, screen=(100, 100)).frames
    assert list(frames[4:8]) == [0, 0, 100, 49] and list(frames[8:12]) == [0, 51, 100, 49]
