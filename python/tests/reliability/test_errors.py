"""Bad input fails in Python with an exception naming the problem; the engine stays usable."""

import math

import pytest

import swiftlayout
from swiftlayout import (
    Color,
    HStack,
    InvalidArgumentError,
    LayoutClosedError,
    LayoutError,
    MapView,
    NotFoundError,
    Spacer,
    Text,
    VStack,
    ZStack,
    layout,
)


def test_unknown_alignment_lists_the_valid_ones():
    with pytest.raises(ValueError) as e:
        Color.red.frame(width=10, alignment="middle")
    assert "middle" in str(e.value) and "top_leading" in str(e.value)
    with pytest.raises(InvalidArgumentError):
        VStack(Color.red, alignment="top")  # a VStack aligns horizontally


def test_bad_numbers_name_the_argument():
    with pytest.raises(ValueError, match=r"frame width.*NaN"):
        Color.red.frame(width=math.nan)
    with pytest.raises(ValueError, match=r"frame height.*≥ 0"):
        Color.red.frame(height=-1)
    with pytest.raises(ValueError, match=r"frame width.*finite"):
        Color.red.frame(width=math.inf)
    with pytest.raises(ValueError, match="min_width 50 is larger than max_width 10"):
        Color.red.frame(min_width=50, max_width=10)
    with pytest.raises(ValueError, match="not both"):
        Color.red.frame(width=10, min_width=5)
    with pytest.raises(ValueError, match="min_length"):
        Spacer(min_length=-2)
    with pytest.raises(ValueError, match="ratio"):
        Color.red.aspect_ratio(0)
    with pytest.raises(ValueError, match="padding edge 'sideways'"):
        Color.red.padding("sideways", 3)
    with pytest.raises(ValueError, match="spacing"):
        HStack(Color.red, spacing=math.nan)


def test_bad_names():
    with pytest.raises(ValueError, match="chartreuse"):
        Color("chartreuse")
    with pytest.raises(AttributeError):
        Color.chartreuse  # noqa: B018
    with pytest.raises(ValueError, match="font"):
        Text("x").font("huge")
    with pytest.raises(ValueError, match="regions"):
        MapView().ignores_safe_area("everywhere")


def test_type_errors():
    with pytest.raises(TypeError, match="child 1"):
        VStack(Color.red, "not a view")
    with pytest.raises(TypeError):
        layout("not a view")
    with pytest.raises(TypeError):
        Color.red.overlay(42)


def test_views_are_immutable():
    v = Color.red.frame(width=10)
    with pytest.raises(AttributeError):
        v.content = Color.blue


def test_environment_errors():
    with pytest.raises(ValueError, match="Nokia"):
        layout(Color.red, device="Nokia 3310")
    with pytest.raises(ValueError, match="screen width"):
        layout(Color.red, screen=(math.nan, 100))
    with pytest.raises(ValueError, match=r"negative|≥ 0"):
        layout(Color.red, screen=(-10, 100))
    with pytest.raises(ValueError, match="warp"):
        layout(Color.red, warp_factor=9)
    with pytest.raises(ValueError, match="do not fit"):
        layout(Color.red, screen=(100, 100), safe_area=(80, 0, 30, 0))


def test_depth_limit():
    v = Color.red
    for _ in range(50):
        v = v.padding(1)
    with pytest.raises(swiftlayout.DepthError):
        layout(v, max_depth=20)
    assert len(layout(v, max_depth=100)) == 51


def test_missing_id_and_index():
    r = layout(Color.red.id("only"))
    with pytest.raises(NotFoundError) as e:
        r["other"]
    assert "only" in str(e.value)
    with pytest.raises(KeyError):
        r["other"]
    with pytest.raises(NotFoundError):
        r[99]
    assert r.get("other") is None


def test_closed_result():
    with layout(ZStack(Color.red.id("c"))) as r:
        assert "ZStack" in r.dump()
    assert r.closed
    with pytest.raises(LayoutClosedError):
        r.dump()
    # Frames stay readable after close.
    assert r["c"].frame.width == 393
    r.close()  # closing twice is fine


def test_engine_usable_after_errors():
    for _ in range(3):
        with pytest.raises(LayoutError):
            layout(Color.red, device="nowhere")
    assert layout(Color.red.id("c"))["c"].frame.height == 759


def test_library_errors_carry_status():
    from swiftlayout import _ffi

    with pytest.raises(swiftlayout.ParseError) as e:
        doc = _ffi.handle(_ffi.lib.sl_document_new())
        try:
            _ffi.handle(_ffi.lib.sl_document_parse(doc, b'{"type": "Blob"}'))
        finally:
            _ffi.lib.sl_document_free(doc)
    assert e.value.status == 4 and "Blob" in e.value.message
    with pytest.raises(swiftlayout.InvalidHandleError):
        _ffi.handle(_ffi.lib.sl_rectangle(0))
