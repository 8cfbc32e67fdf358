"""One ``Layout`` shared by threads while it changes (issue 34, item 1): readers racing ``replace()``,
``relayout()`` and ``close()`` see one layout or the next — never a mix of frames, an ``IndexError``, a
"dictionary changed size", a buffer-size ``LayoutError`` — and the object's record of its replacements stays
the engine's.

The reference is the same object changed on one thread: what a reader sees must equal one of the states
the sequential run passes through (the README's promise, "readers on other threads see one layout or the
next"). Each test runs for a fixed number of changes with Python's thread switch interval shortened, so
the threads interleave at many points of every change."""

import pickle
import sys
import threading
import time
import xml.etree.ElementTree as ET
from contextlib import contextmanager

import pytest

from swiftlayout import Color, GeometryReader, LayoutClosedError, NotFoundError, Text, VStack, layout


@contextmanager
def interleaved():
    """Python switches threads every 10 µs instead of 5 ms: the readers run inside every change."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


def race(change, read, *, changes, readers=3, seconds=20.0):
    """Runs ``change(k)`` for k in range(changes) on one thread while ``readers`` threads call ``read()``
    until it is done; returns the exceptions any thread raised (with the thread's role)."""
    errors, done = [], threading.Event()

    def reader():
        try:
            while not done.is_set():
                read()
        except BaseException as error:  # every failure is reported
            errors.append(("reader", error))
            done.set()

    def writer():
        try:
            deadline = time.monotonic() + seconds
            for k in range(changes):
                if done.is_set() or time.monotonic() > deadline:
                    break
                change(k)
        except BaseException as error:
            errors.append(("writer", error))
        finally:
            done.set()

    with interleaved():
        threads = [threading.Thread(target=reader) for _ in range(readers)] + [threading.Thread(target=writer)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    return errors


def small():
    return Color.red.frame(width=50, height=20).id("x")


def large():
    return VStack(*(Color.blue.frame(height=5).id(f"b{i}") for i in range(12)), spacing=0).id("x")


def screen():
    return VStack(
        Color.green.frame(height=10).id("top"),
        Text("placeholder").id("x"),
        Color.green.frame(height=10).id("bottom"),
        spacing=0,
    )


def state(result):
    """Everything a reader can see at once (taken under the layout's lock)."""
    with result.lock:
        return {"dict": result.to_dict(), "views": [n.view for n in result.nodes], "ids": result.ids}


def test_readers_racing_replace_see_one_layout_or_the_next():
    base, replacements = screen(), [small(), large()]
    # The sequential run: the two states every change alternates between.
    reference = layout(base, screen=(200, 400))
    expected = []
    for view in replacements:
        reference.replace("x", view)
        expected.append(state(reference))
    assert len(expected[0]["dict"]["nodes"]) != len(expected[1]["dict"]["nodes"])  # a change of shape
    dicts = [e["dict"] for e in expected]
    frames_of_x = [next(tuple(n["frame"]) for n in d["nodes"] if n["id"] == "x") for d in dicts]

    shared = layout(base, screen=(200, 400))
    shared.replace("x", replacements[0])
    unexpected = []

    def read():
        d = shared.to_dict()
        if d not in dicts:
            unexpected.append(("to_dict", d))
        node = shared["x"]
        if tuple(node.frame) not in frames_of_x:
            unexpected.append(("frame of x", tuple(node.frame)))
        if len(shared) not in (len(d["nodes"]) for d in dicts):
            unexpected.append(("len", len(shared)))
        copy = pickle.loads(pickle.dumps(shared))
        if copy.to_dict() not in dicts:
            unexpected.append(("pickled", copy.to_dict()))
        ET.fromstring(shared.svg())
        shared.table()
        with shared.lock:  # several reads as one: every one from the same layout
            seen = state(shared)
            # The engine's copy, read at the index of this layout's last node.
            assert shared.nodes[-1].spacing.edges
            if seen["dict"] not in dicts or seen != expected[dicts.index(seen["dict"])]:
                unexpected.append(("state", seen["dict"]))

    errors = race(lambda k: shared.replace("x", replacements[(k + 1) % 2]), read, changes=400)
    assert not errors, errors[:3]
    assert not unexpected, unexpected[:3]
    # Whatever the readers did, the object still pairs its nodes with the views the engine laid out.
    final = state(shared)
    assert final == expected[dicts.index(final["dict"])]
    shared.replace("x", replacements[0])
    assert state(shared) == expected[0]


def rows(proxy):
    """One 5-pt row per 50 pt of the reader's width (module level: a pickled layout refers to it)."""
    return VStack(*(Color.red.frame(height=5) for _ in range(int(proxy.size[0] // 50))), spacing=0)


def test_readers_racing_relayout_see_one_layout_or_the_next():
    # A GeometryReader builds one 5-pt row per 50 pt of width: relayout between 200 and 400 wide changes the
    # number of nodes (the content is built again on the writer's thread, inside the engine's pass).
    screens = [(200, 300), (400, 300)]
    shared = layout(GeometryReader(rows), screen=screens[0])
    reference = layout(GeometryReader(rows), screen=screens[0])
    dicts = []
    for size in screens:
        reference.relayout(screen=size)
        dicts.append(reference.to_dict())
    assert len(dicts[0]["nodes"]) != len(dicts[1]["nodes"])
    unexpected = []

    def read():
        d = shared.to_dict()
        if d not in dicts:
            unexpected.append(("to_dict", d))
        with shared.lock:
            count = len(shared)
            if [n.frame for n in shared.nodes] != [
                tuple(n["frame"]) for n in dicts[count == len(dicts[1]["nodes"])]["nodes"]
            ]:
                unexpected.append(("frames", count))
        pickle.loads(pickle.dumps(shared))

    errors = race(lambda k: shared.relayout(screen=screens[(k + 1) % 2]), read, changes=400)
    assert not errors, errors[:3]
    assert not unexpected, unexpected[:3]


def close_race(shared):
    """Readers while ``shared`` is closed after 2 ms: the exceptions and the reads that saw another layout."""
    expected, wrong = shared.to_dict(), []

    def read():
        try:
            if shared.to_dict() != expected:
                wrong.append("to_dict")
            assert shared.nodes[-1].spacing.edges
            assert shared.dump()
        except LayoutClosedError:
            pass  # the clear error for the engine's copy once closed; frames and nodes stay readable

    errors = race(lambda k: (time.sleep(0.002), shared.close()), read, changes=1)
    return errors + [("reader", w) for w in wrong]


def test_readers_racing_close_see_the_layout_or_a_closed_error():
    for _ in range(20):
        shared = layout(screen(), screen=(200, 400))
        expected = shared.to_dict()
        assert not close_race(shared)
        assert shared.closed and shared.to_dict() == expected


def test_a_node_held_across_a_shrinking_replace_is_a_clear_error():
    # A Node is an index into its layout; after a replace() with fewer nodes, one past the new end says so
    # (before: an IndexError from the frame array, or another node's entry).
    result = layout(screen(), screen=(200, 400))
    result.replace("x", large())
    last = result.nodes[-1]
    result.replace("x", small())
    assert last.index >= len(result)
    for read in (lambda: last.frame, lambda: last.kind, lambda: last.view, lambda: last.spacing):
        with pytest.raises(NotFoundError, match=f"node {last.index} .*{len(result)} nodes"):
            read()
