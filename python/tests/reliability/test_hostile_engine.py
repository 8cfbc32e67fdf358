"""Hostile input and resource limits (issue #16), from Python: bounded counts, content built during placement
counted toward max_depth and max_nodes, re-entrant use of a busy layout as an error (never a deadlock), the
max_nodes budget, finite pixel rounding, ids without NUL, strict JSON keys, short error messages."""

import math
import threading
import time

import pytest

from swiftlayout import Color, GeometryReader, Grid, GridRow, Rectangle, Text, VStack, ZStack, layout
from swiftlayout._ffi import handle, lib
from swiftlayout.errors import (
    CallbackError,
    DepthError,
    InvalidArgumentError,
    InvalidHandleError,
    LayoutError,
    ParseError,
)

PTRDIFF_MAX = 2**63 - 1


def finite(result):
    return all(math.isfinite(v) for v in result.frames)


def within(seconds, call):
    """Runs ``call`` on a daemon thread; fails (instead of hanging the suite) if it takes longer."""
    box = {}

    def run():
        try:
            box["value"] = call()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s (deadlock or runaway)"
    if "error" in box:
        raise box["error"]
    return box["value"]


# 1. Count-like arguments ------------------------------------------------------------------------------
@pytest.mark.parametrize("count", [PTRDIFF_MAX, 2**40, 10**9, 1_000_001])
def test_grid_cell_columns_out_of_range_is_an_error(count):
    # Python validates first (the same bound as the engine's JSON and C paths, Tests/C/test_hostile.c).
    with pytest.raises((LayoutError, ValueError)) as info:
        layout(Grid(GridRow(Color.red.grid_cell_columns(count))))
    assert "grid_cell_columns" in str(info.value) or "gridCellColumns" in str(info.value)
    assert len(layout(Grid(GridRow(Color.red.grid_cell_columns(1_000_000))))) > 0  # the largest is fine


def test_line_limit_out_of_range_is_an_error():
    with pytest.raises((LayoutError, ValueError)) as info:
        layout(Text("a b c").line_limit(PTRDIFF_MAX))
    assert "line_limit" in str(info.value) or "lineLimit" in str(info.value)


def test_span_past_the_real_columns_costs_nothing():
    view = Grid(*[GridRow(Color.red.grid_cell_columns(999_999)) for _ in range(1000)])
    start = time.perf_counter()
    result = layout(view)
    assert time.perf_counter() - start < 5
    assert finite(result)


# 2. Content built during placement ---------------------------------------------------------------------
def readers_forever(proxy):
    return GeometryReader(readers_forever)


def test_nested_geometry_readers_end_at_max_depth():
    with pytest.raises(DepthError) as info:
        within(60, lambda: layout(GeometryReader(readers_forever), max_depth=300))
    assert "max_depth" in str(info.value)


def test_nested_geometry_readers_end_at_max_nodes():
    built = []

    def content(proxy):
        built.append(1)
        return VStack(*[Rectangle() for _ in range(99)], GeometryReader(content))

    with pytest.raises(InvalidArgumentError) as info:
        within(60, lambda: layout(GeometryReader(content), max_nodes=5000))
    assert "max_nodes" in str(info.value)
    assert len(built) <= 50


# 3. Re-entrant use: an error, never a deadlock ------------------------------------------------------------
@pytest.mark.parametrize("action", ["dump", "relayout", "replace", "close", "structure"])
def test_callback_using_its_own_layout_is_an_error(action):
    holder = {}
    seen = []

    def length(container, axis):
        target = holder.get("layout")
        if target is not None:
            holder["layout"] = None  # once
            try:
                if action == "dump":
                    target.dump()
                elif action == "relayout":
                    target.relayout(screen=(300, 300))
                elif action == "replace":
                    target.replace("r", Rectangle().id("r"))
                elif action == "close":
                    target._entries = [{}]  # the structure is cached: close() goes straight to the engine
                    target.close()
                else:
                    target._entries = None
                    _ = target.nodes[0].kind
            except LayoutError as exc:
                seen.append(exc)
            # A new layout inside the callback keeps working.
            seen.append(len(layout(Rectangle())))
        return container / 2

    result = layout(VStack(Rectangle().container_relative_frame("horizontal", length=length).id("r")))
    holder["layout"] = result
    assert within(60, lambda: result.relayout(device="iPhone SE")) is True
    assert isinstance(seen[0], InvalidHandleError) and "busy in a callback" in str(seen[0]), seen
    assert seen[1] == 1
    assert not result.closed
    result._entries = None
    assert result["r"].frame.width == pytest.approx(375 / 2)
    assert result.dump()


def test_raising_the_busy_error_from_a_callback_fails_the_layout_clearly():
    holder = {}

    def length(container, axis):
        if holder.get("layout") is not None:
            holder["layout"].dump()  # not caught: the relayout fails with it as the cause
        return container

    result = layout(Rectangle().container_relative_frame("horizontal", length=length))
    holder["layout"] = result
    with pytest.raises(CallbackError) as info:
        within(60, lambda: result.relayout(device="iPhone SE"))
    assert "busy in a callback" in str(info.value.__cause__)
    holder.clear()
    assert result.relayout(device="iPhone 13") is True


# 5. The node budget ------------------------------------------------------------------------------------
def test_shared_views_multiplying_past_max_nodes_fail_fast():
    v = Rectangle()
    for _ in range(24):  # 33.5 million nodes from 25 views
        v = ZStack(v, v)
    start = time.perf_counter()
    with pytest.raises(InvalidArgumentError) as info:
        layout(v)
    assert "max_nodes" in str(info.value)
    assert time.perf_counter() - start < 30


def test_max_nodes_is_a_parameter():
    v = Rectangle()
    for _ in range(7):
        v = ZStack(v, v)  # 255 nodes
    with pytest.raises(InvalidArgumentError) as info:
        layout(v, max_nodes=254)
    assert "max_nodes" in str(info.value)
    assert len(layout(v, max_nodes=255)) == 255
    with pytest.raises(InvalidArgumentError):
        layout(Rectangle(), max_nodes=0)
    with pytest.raises(InvalidArgumentError):
        layout(Rectangle(), max_nodes=6e7)


def test_replace_keeps_one_replacement_per_id():
    result = layout(VStack(Rectangle().id("a"), Rectangle().id("b")))
    for k in range(200):
        result.replace("a", Rectangle().frame(width=k % 7).id("a"))
    assert len(result._replacements) == 1
    assert result["a"].view is not None


# 6. Pixel rounding -----------------------------------------------------------------------------------
def test_rounding_to_pixels_keeps_frames_finite():
    result = layout(Rectangle().frame(width=1e308).offset(1e308), round_to_pixels=1)
    assert finite(result)
    assert all(math.isfinite(v) for n in result for v in n.frame)


# 7. NUL in ids -------------------------------------------------------------------------------------------
def test_ids_with_nul_are_refused():
    # Python refuses it when the view is named; the engine's own refusal of a NUL id in a document is
    # tested in Tests/C/test_hostile.c and HostileTests.swift.
    with pytest.raises(InvalidArgumentError) as info:
        VStack(Rectangle().id("a"), Rectangle().id("a\x00b"))
    assert "NUL" in str(info.value) and "id" in str(info.value)
    result = layout(VStack(Rectangle().id("a"), Rectangle().id("b")))
    with pytest.raises(InvalidArgumentError):
        result["a\x00b"]
    assert "a\x00b" not in result
    with pytest.raises(InvalidArgumentError):
        result.replace("a\x00b", Rectangle().frame(width=5))
    assert result["a"].frame.width == 393  # nothing was replaced


# 9. Strict documents ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "document",
    [
        '{"type":"Rectangle","children":[{"type":"Circle"}]}',
        '{"type":"Rectangle","text":"x"}',
        '{"type":"Rectangle","id":"a","id":"b"}',
        '{"type":"Rectangle","modifiers":[{"frame":{"width":1,"width":2}}]}',
    ],
)
def test_documents_with_foreign_or_duplicate_keys_are_refused(document):
    doc = handle(lib.sl_document_new())
    try:
        assert lib.sl_document_parse(doc, document.encode()) == 0
        with pytest.raises(ParseError):
            handle(0)
    finally:
        lib.sl_document_free(doc)


# 12. Messages ---------------------------------------------------------------------------------------------
def test_keyboard_height_is_named():
    with pytest.raises(InvalidArgumentError) as info:
        layout(Rectangle(), keyboard_height=900)
    assert "keyboard_height" in str(info.value)


def test_megabyte_tokens_give_short_messages():
    token = "x" * 2_000_000
    with pytest.raises(InvalidArgumentError) as info:
        layout(Rectangle(), device=token)
    assert len(str(info.value)) < 1000
    with pytest.raises(InvalidArgumentError) as info:
        layout(Rectangle(), **{token: 1})
    assert len(str(info.value)) < 1000
    doc = handle(lib.sl_document_new())
    try:
        assert lib.sl_document_parse(doc, ('{"type":"' + token + '"}').encode()) == 0
        assert len(lib.sl_last_error()) < 1000
    finally:
        lib.sl_document_free(doc)


def test_engine_is_usable_after_every_error():
    result = layout(VStack(Text("ok").id("t")))
    assert result["t"].frame.width > 0
    assert lib.sl_last_status() == 0  # a successful call leaves SL_OK (docs/ERRORS.md)
