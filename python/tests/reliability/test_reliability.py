"""Reliability: memory stays flat, threads, limits that fail cleanly, extreme numbers, and properties
of random trees (Hypothesis)."""

import ctypes
import math
import threading

import pytest

from swiftlayout import Color, DepthError, HStack, InvalidArgumentError, Rectangle, Spacer, Text, VStack, ZStack, layout
from swiftlayout import _ffi


def rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def test_memory_stays_flat_over_100k_documents():
    # Build, lay out (every 100th) and free 100,000 documents; after a warm-up, resident memory may grow by
    # at most 20 MB (allocator slack), not by the ~100k documents' worth.
    lib = _ffi.lib
    env = lib.sl_env_new(300, 300, 1)

    def churn(n):
        for k in range(n):
            d = lib.sl_document_new()
            v = lib.sl_padding(d, lib.sl_rectangle(d), 15, 4.0)
            if k % 100 == 0:
                lib.sl_layout_free(lib.sl_layout(d, v, env))
            lib.sl_document_free(d)

    churn(10_000)
    before = rss_bytes()
    churn(100_000)
    grown = rss_bytes() - before
    lib.sl_env_free(env)
    assert grown < 20 * 1024 * 1024, f"resident memory grew by {grown / 1e6:.1f} MB"


def tree(k):
    return VStack(*(Color.red.frame(height=10 + k).id(f"c{i}") for i in range(20)), Text("x" * k), spacing=k % 3)


def test_eight_threads_give_the_sequential_frames():
    expected = {k: [tuple(n.frame) for n in layout(tree(k), screen=(300, 600))] for k in range(8)}
    results, errors = {}, []

    def work(k):
        try:
            for _ in range(20):
                results[k] = [tuple(n.frame) for n in layout(tree(k), screen=(300, 600))]
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and results == expected


def test_one_document_from_two_threads_is_serialized():
    # Documents are safe to share: calls on one document from two threads are serialized by its lock.
    lib = _ffi.lib
    d = lib.sl_document_new()
    env = lib.sl_env_new(100, 100, 1)
    errors = []

    def work():
        for _ in range(2000):
            v = lib.sl_frame(d, lib.sl_rectangle(d), 10.0, 10.0, 0)
            layout_handle = lib.sl_layout(d, v, env)
            if not v or not layout_handle:
                errors.append(lib.sl_last_error())
            lib.sl_layout_free(layout_handle)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    count = ctypes.c_ssize_t()
    _ffi.check(lib.sl_document_view_count(d, ctypes.byref(count)))
    assert not errors and count.value == 2 * 2000 * 2
    lib.sl_document_free(d)
    lib.sl_env_free(env)


def test_limits_fail_cleanly():
    # 100,000 levels (the documented limit, max_depth) lay out: a 10×10 frame in 99,998 paddings of 1 is
    # 10 + 2·99,998 wide. One level more is a DepthError, never a stack overflow.
    deep = Rectangle().frame(width=10, height=10)
    for _ in range(99_998):
        deep = deep.padding(1)
    result = layout(deep, screen=(1e6, 1e6))
    assert len(result) == 100_000 and result.frames[2] == 10 + 2 * 99_998
    assert result.relayout(screen=(2e6, 1e6))
    with pytest.raises(DepthError, match="deeper than 100000"):
        layout(deep.padding(1))
    # JSON nested deeper than the limit (two levels per VStack) is a DepthError while parsing.
    text = '{"type":"VStack","children":[' * 100_001 + '{"type":"Rectangle"}' + "]}" * 100_001
    d = _ffi.lib.sl_document_new()
    assert _ffi.lib.sl_document_parse(d, text.encode()) == 0 and _ffi.lib.sl_last_status() == 5
    # …and one 60,000 VStacks deep parses and lays out.
    text = '{"type":"VStack","children":[' * 60_000 + '{"type":"Rectangle"}' + "]}" * 60_000
    root = _ffi.lib.sl_document_parse(d, text.encode())
    assert root != 0, _ffi.lib.sl_last_error()
    env = _ffi.lib.sl_env_new(100.0, 100.0, 1.0)
    laid = _ffi.lib.sl_layout(d, root, env)
    assert laid != 0, _ffi.lib.sl_last_error()
    _ffi.lib.sl_layout_free(laid)
    _ffi.lib.sl_env_free(env)
    _ffi.lib.sl_document_free(d)
    # Wide: 200,000 leaves lay out; a 1 MB string lays out where max_text_bytes allows it (by default, 100,000
    # bytes: a longer Text fails at once, docs/ERRORS.md).
    wide = layout(VStack([Rectangle().frame(height=1) for _ in range(100_000)], spacing=0))
    assert len(wide) == 200_001
    big = Text("word " * 200_000).id("t")
    assert layout(big, approximate_text=1, max_text_bytes=1_000_000)["t"].frame.height > 0
    with pytest.raises(InvalidArgumentError, match=r"1000000 bytes.*max_text_bytes"):
        layout(big, approximate_text=1)


@pytest.mark.parametrize(
    "value, ok",
    [
        (1e308, True),
        (-0.0, True),
        (5e-324, True),
        (math.inf, False),
        (-math.inf, False),
        (math.nan, False),
        (-1.0, False),
    ],
)
def test_numbers(value, ok):
    if ok:
        r = layout(Color.red.frame(width=value, height=10).id("c"), screen=(300, 300))
        assert all(math.isfinite(c) for c in r["c"].frame)
    else:
        with pytest.raises(InvalidArgumentError):
            Color.red.frame(width=value)


# -- properties ------------------------------------------------------------------------------------

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings, strategies as st  # noqa: E402

lengths = st.one_of(st.none(), st.floats(min_value=0, max_value=500, allow_nan=False))
leaves = st.one_of(
    st.just(Color.red),
    st.builds(lambda w, h: Rectangle().frame(width=w, height=h), lengths, lengths),
    st.builds(lambda s: Text(s), st.text(alphabet="ab ", max_size=12)),
    st.just(Spacer()),
)


def extend(children):
    kids = st.lists(children, min_size=0, max_size=4)
    return st.one_of(
        st.builds(lambda k, s: VStack(k, spacing=s), kids, st.one_of(st.none(), st.floats(0, 20))),
        st.builds(lambda k: HStack(k), kids),
        st.builds(lambda k: ZStack(k), kids),
        st.builds(lambda v, p: v.padding(p), children, st.floats(-10, 40)),
        st.builds(lambda v: v.fixed_size(), children),
    )


trees = st.recursive(leaves, extend, max_leaves=12)
screens = st.tuples(st.floats(0, 2000), st.floats(0, 2000))


@settings(max_examples=60, deadline=None)
@given(trees, screens)
def test_layout_is_deterministic_and_finite(view, screen):
    first = [tuple(n.frame) for n in layout(view, screen=screen, approximate_text=1)]
    assert all(math.isfinite(c) for f in first for c in f)
    assert first == [tuple(n.frame) for n in layout(view, screen=screen, approximate_text=1)]


@settings(max_examples=40, deadline=None)
@given(trees, st.floats(0, 400), st.floats(0, 400))
def test_fixed_frame_has_exactly_its_size(view, w, h):
    assert layout(view.frame(width=w, height=h).id("f"), screen=(500, 500), approximate_text=1)["f"].frame.size == (
        w,
        h,
    )


@settings(max_examples=40, deadline=None)
@given(st.lists(trees, min_size=1, max_size=5), st.floats(0, 30), screens)
def test_hstack_children_do_not_overlap(children, spacing, screen):
    r = layout(
        HStack([c.id(f"k{i}") for i, c in enumerate(children)], spacing=spacing), screen=screen, approximate_text=1
    )
    frames = [r[f"k{i}"].frame for i in range(len(children))]
    for a, b in zip(frames, frames[1:]):
        assert b.x >= a.max_x - 1e-9


@settings(max_examples=30, deadline=None)
@given(trees, screens, screens)
def test_changing_the_screen_and_back_restores_the_frames(view, a, b):
    first = [tuple(n.frame) for n in layout(view, screen=a, approximate_text=1)]
    layout(view, screen=b, approximate_text=1)
    assert first == [tuple(n.frame) for n in layout(view, screen=a, approximate_text=1)]


def test_shared_views_describing_a_huge_tree_fail_cleanly():
    # A view shared twice in each of 60 nested HStacks stands for 2^61 - 1 nodes (each place a view appears
    # is a node). It is refused with an InvalidArgumentError once a million views were written, instead of
    # being written out for ever; a tree of a few shared views that is small still lays out.
    v = Rectangle()
    for _ in range(60):
        v = HStack(v, v, spacing=0)
    with pytest.raises(InvalidArgumentError, match=r"more than 1000000 nodes.*max_nodes"):
        layout(v, screen=(100, 100))
    small = Rectangle().frame(width=10, height=10)
    for _ in range(3):
        small = HStack(small, small, spacing=0)
    # 8 squares of 10 side by side: 80 wide (spacing 0), 10 high.
    assert layout(small, screen=(100, 100)).root.frame.width == 80
