"""End-to-end Python benchmarks (build the tree, lay it out, read every frame back) for swiftlayout and
the two Python anchors of the performance issue, yoga-python and stretchable (Taffy), interleaved in one
process. Every run checks its frames (swiftlayout's are read back in one copy, `Layout.frames`). Run through
`make bench-python` (a Python 3.12 venv with the anchors); prints medians and min–max in ns per node,
and each engine's whole-workload time divided by swiftlayout's.

    python bench/python_bench.py [N] [REPS] [guard]

``guard`` (``make bench-guard``) leaves stretchable out and fails (exit 1) if swiftlayout's speed against
yoga-python (in CPU time) falls below the floors in GUARD, so that a regression shows as a failing run.
"""

import statistics
import sys
import time

import stretchable as st
import yoga
from stretchable.style import FlexDirection, Style

from swiftlayout import HStack, Rectangle, VStack, layout

INF = float("inf")


# -- swiftlayout ---------------------------------------------------------------------------------------
def sl_w1(n):
    r = layout(
        VStack([Rectangle().frame(height=20) for _ in range(n)], spacing=0).frame(width=390, alignment="top"),
        screen=(390, 844),
        approximate_text=1,
    )
    f = r.frames  # every frame, read back in one copy (x, y, width, height per node)
    assert abs(f[4 * (2 + 2 * (n - 1)) + 1] - f[4 * 1 + 1] - 20 * (n - 1)) < 1e-6
    return len(f) // 4


def sl_w2(n):
    v = Rectangle().frame(width=10, height=10)
    for _ in range(n):
        v = v.padding(1)
    r = layout(v, screen=(1e5, 1e5))
    f = r.frames
    assert f[2] == 10 + 2 * n
    return len(f) // 4


def sl_w3(rows):
    def row():
        return HStack(
            Rectangle().frame(width=40, height=20),
            Rectangle().frame(height=20).frame(max_width=INF),
            Rectangle().frame(width=40, height=20),
            spacing=0,
        )

    r = layout(VStack([row() for _ in range(rows)], spacing=0).frame(width=390, alignment="top"), screen=(390, 844))
    f = r.frames
    assert abs(f[4 * 5 + 2] - 310) < 1e-6
    return len(f) // 4


def sl_w4(rows, steps):
    """W4: the W3 tree (no outer frame: the screen is its width) laid out again after (a) the screen width
    changes 390 ↔ 414, (b) nothing changed, (c) the middle row's first leaf changes width 40 ↔ 41.
    Returns the median seconds per step of each, and the node count."""

    def row(i):
        first = Rectangle().frame(width=40, height=20)
        middle = Rectangle().frame(height=20).frame(max_width=INF)
        if i == rows // 2:
            first, middle = first.id("a"), middle.id("m")
        return HStack(first, middle, Rectangle().frame(width=40, height=20), spacing=0)

    r = layout(VStack([row(i) for i in range(rows)], spacing=0), screen=(390, 844))
    m = r["m"].index
    leaves = (Rectangle().frame(width=40, height=20).id("a"), Rectangle().frame(width=41, height=20).id("a"))

    def step(kind, flip):
        if kind == "a":
            r.relayout(screen=(414 if flip else 390, 844))
        elif kind == "b":
            r.relayout()
        else:
            r.replace("a", leaves[1] if flip else leaves[0])

    return w4_steps(steps, step, lambda: r.frames[4 * m + 2]), len(r.frames) // 4


def w4_steps(steps, step, middle_width):
    """Runs each W4 change (a: width, b: nothing, c: one leaf) `steps` times, alternating, checking the
    middle row's flexible child after every step; the median seconds (of CPU time) per step of each."""
    out = {}
    for kind in "abc":
        samples = []
        for k in range(steps):
            flip = k % 2 == 0
            t0 = time.process_time()
            step(kind, flip)
            samples.append(time.process_time() - t0)
            expected = (334 if flip else 310) if kind == "a" else (309 if flip else 310) if kind == "c" else 310
            assert middle_width() == expected, (kind, middle_width())
        out[kind] = statistics.median(samples)
    return out


# -- yoga-python -------------------------------------------------------------------------------------
def yoga_leaf(w=None, h=None, grow=0):
    node = yoga.Node()
    if w is not None:
        node.width = w
    if h is not None:
        node.height = h
    if grow:
        node.flex_grow = grow
    return node


def yoga_w1(n):
    root = yoga.Node()
    root.width = 390
    root.flex_direction = yoga.FlexDirection.Column
    kids = [yoga_leaf(h=20) for _ in range(n)]
    for i, k in enumerate(kids):
        root.insert_child(k, i)
    root.calculate_layout(390, float("nan"), yoga.Direction.LTR)
    frames = [(k.layout_left, k.layout_top, k.layout_width, k.layout_height) for k in kids]
    assert frames[-1][1] == 20 * (n - 1)
    return n + 1


def yoga_w2(n):
    node = yoga_leaf(10, 10)
    nodes = [node]
    for _ in range(n):
        parent = yoga.Node()
        parent.set_padding(yoga.Edge.All, 1)
        parent.insert_child(node, 0)
        node = parent
        nodes.append(node)
    node.calculate_layout(float("nan"), float("nan"), yoga.Direction.LTR)
    [(x.layout_left, x.layout_top, x.layout_width, x.layout_height) for x in nodes]
    assert node.layout_width == 10 + 2 * n
    return n + 1


def yoga_rows(rows):
    """The W3 tree in Yoga: a column of rows (40×20, flex-grow × 20, 40×20). Returns the root and every
    other node (yoga-python frees a node whose Python object dies, so they must stay referenced)."""
    root = yoga.Node()
    root.width = 390
    root.flex_direction = yoga.FlexDirection.Column
    all_nodes = []
    for i in range(rows):
        row = yoga.Node()
        row.flex_direction = yoga.FlexDirection.Row
        cells = [yoga_leaf(40, 20), yoga_leaf(h=20, grow=1), yoga_leaf(40, 20)]
        for j, c in enumerate(cells):
            row.insert_child(c, j)
        root.insert_child(row, i)
        all_nodes += [row] + cells
    return root, all_nodes


def yoga_w3(rows):
    root, all_nodes = yoga_rows(rows)
    root.calculate_layout(390, float("nan"), yoga.Direction.LTR)
    frames = [(x.layout_left, x.layout_top, x.layout_width, x.layout_height) for x in all_nodes]
    assert frames[2][2] == 310
    return 1 + 4 * rows


def yoga_w4(rows, steps):
    root, all_nodes = yoga_rows(rows)
    middle_row = all_nodes[4 * (rows // 2) + 1 : 4 * (rows // 2) + 4]
    root.width = 390
    root.calculate_layout(float("nan"), float("nan"), yoga.Direction.LTR)

    def step(kind, flip):
        if kind == "a":
            root.width = 414 if flip else 390
        elif kind == "c":
            middle_row[0].width = 41 if flip else 40
        root.calculate_layout(float("nan"), float("nan"), yoga.Direction.LTR)

    return w4_steps(steps, step, lambda: middle_row[1].layout_width), 1 + 4 * rows


# -- stretchable (Taffy) --------------------------------------------------------------------------------
def st_w1(n):
    kids = [st.Node(style=Style(size=(None, 20))) for _ in range(n)]
    root = st.Node(*kids, style=Style(flex_direction=FlexDirection.COLUMN, size=(390, None)))
    root.compute_layout()
    boxes = [k.get_box() for k in kids]
    assert boxes[-1].y == 20 * (n - 1)
    return n + 1


def st_w2(n):
    node = st.Node(style=Style(size=(10, 10)))
    for _ in range(n):
        node = st.Node(node, style=Style(padding=1))
    node.compute_layout()
    assert node.get_box().width == 10 + 2 * n
    return n + 1


def st_w3(rows):
    rows_nodes = [
        st.Node(
            st.Node(style=Style(size=(40, 20))),
            st.Node(style=Style(size=(None, 20), flex_grow=1)),
            st.Node(style=Style(size=(40, 20))),
            style=Style(flex_direction=FlexDirection.ROW),
        )
        for _ in range(rows)
    ]
    root = st.Node(*rows_nodes, style=Style(flex_direction=FlexDirection.COLUMN, size=(390, None)))
    root.compute_layout()
    assert rows_nodes[0][1].get_box().width == 310
    return 1 + 4 * rows


#: The guard's floors: yoga-python's CPU time / swiftlayout's (above 1: swiftlayout is faster), per workload.
#: Set about 30% under what bench/RESULTS.md records (W1 1.4-1.6, W2 3.0, W3 1.05-1.35, W4 2.5-3.6), so that
#: noise passes and a regression does not: to the previous session's design (W1 1.0, W3 0.7-0.8) or to JSON
#: documents (W1 0.2, W3 0.27).
GUARD = {"W1": 1.0, "W2": 2.0, "W3": 0.75, "W4 relayout, width 390↔414": 1.5, "W4 relayout, one leaf": 2.0}


def main():
    sys.setrecursionlimit(100_000)  # stretchable lays out recursively in Python
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    guard = len(sys.argv) > 3 and sys.argv[3] == "guard"
    workloads = {
        "W1": (n, {"swiftlayout": sl_w1, "yoga-python": yoga_w1, "stretchable": st_w1}),
        "W2": (min(n, 1000), {"swiftlayout": sl_w2, "yoga-python": yoga_w2, "stretchable": st_w2}),
        "W3": (n // 4, {"swiftlayout": sl_w3, "yoga-python": yoga_w3, "stretchable": st_w3}),
    }
    if guard:
        for _, engines in workloads.values():
            del engines["stretchable"]
    ratios = {}
    print(f"Python end to end (build + layout + read frames), ns per node; N = {n}, {reps} repetitions, interleaved")
    print("(time: wall clock; cpu: this process's CPU time, which other processes on a busy machine do not inflate)")
    for name, (size, engines) in workloads.items():
        times = {engine: [] for engine in engines}
        cpu = {engine: [] for engine in engines}
        counts = {}
        for _ in range(reps):
            for engine, run in engines.items():
                c0, t0 = time.process_time(), time.perf_counter()
                counts[engine] = run(size)
                times[engine].append(time.perf_counter() - t0)
                cpu[engine].append(time.process_time() - c0)
        ours, ours_cpu = statistics.median(times["swiftlayout"]), statistics.median(cpu["swiftlayout"])
        ratios[name] = statistics.median(cpu["yoga-python"]) / ours_cpu
        for engine, samples in times.items():
            per = [t / counts[engine] * 1e9 for t in samples]
            median = statistics.median(per)
            # The ratio compares whole workloads (the trees differ in node count: modifiers are nodes).
            print(
                f"{name} {engine:12} {median:10.0f} ns/node (min {min(per):.0f}, max {max(per):.0f}; "
                f"{counts[engine]} nodes)"
                f"  workload time / swiftlayout's {statistics.median(samples) / ours:.2f}"
                f"  cpu {statistics.median(cpu[engine]) / ours_cpu:.2f}"
            )
    ratios.update(relayout(n // 5, 20))
    if guard:
        low = {k: (ratios[k], floor) for k, floor in GUARD.items() if ratios[k] < floor}
        for k, (ratio, floor) in low.items():
            print(f"GUARD: {k}: yoga-python CPU time / swiftlayout's {ratio:.2f} is below the floor {floor}")
        if low:
            sys.exit(1)
        print("guard: every ratio is at or above its floor (" + ", ".join(f"{k} ≥ {v}" for k, v in GUARD.items()) + ")")


def relayout(rows, steps):
    ours, ours_nodes = sl_w4(rows, steps)
    theirs, their_nodes = yoga_w4(rows, steps)
    names = {"a": "relayout, width 390↔414", "b": "relayout, nothing", "c": "relayout, one leaf"}
    ratios = {}
    for kind, name in names.items():
        ratios["W4 " + name] = theirs[kind] / ours[kind]
        print(
            f"W4 {name:24} swiftlayout {ours[kind] * 1e9 / ours_nodes:8.1f} ns/node ({ours[kind] * 1e6:.1f} µs)"
            f"   yoga-python {theirs[kind] * 1e9 / their_nodes:8.1f} ns/node ({theirs[kind] * 1e6:.1f} µs)"
            f"   yoga-python CPU time / swiftlayout's {theirs[kind] / ours[kind]:.2f}"
        )
    return ratios


if __name__ == "__main__":
    main()
