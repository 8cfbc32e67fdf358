"""Where the time of a Python end-to-end run goes (bench/RESULTS.md, issue #21): per W1 leaf and per W3 row,
the medians (CPU time) of making the views, the stack around them, encoding the binary document, parsing it
in the engine, the first layout, reading every frame back (as `Layout.frames` does), freeing the engine's
copies and then the views, against yoga-python's whole workload, interleaved in one process; and the page
faults per run of each step (memory the C library hands out fresh).

    SWIFTLAYOUT_LIB=… PYTHONPATH=python .build/benchvenv/bin/python bench/python_split.py
"""

import ctypes
import resource
import statistics
import sys
import time

import python_bench as pb

from swiftlayout import HStack, Rectangle, VStack
from swiftlayout._ffi import handle, lib
from swiftlayout.document import encode_binary
from swiftlayout.environment import make_environment
from swiftlayout.result import _ZERO

INF = float("inf")
STEPS = ("make", "stack", "encode", "parse", "layout", "frames", "free", "free views")


def row():
    return HStack(
        Rectangle().frame(width=40, height=20),
        Rectangle().frame(height=20).frame(max_width=INF),
        Rectangle().frame(width=40, height=20),
        spacing=0,
    )


def faults():
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def main():
    env, _ = make_environment(None, (390, 844), None, None, {"approximate_text": 1})
    clock = time.process_time
    for name, make, n, yoga in (
        ("W1 leaf", lambda n: [Rectangle().frame(height=20) for _ in range(n)], 10_000, pb.yoga_w1),
        ("W3 row", lambda n: [row() for _ in range(n)], 2_500, pb.yoga_w3),
    ):
        samples, faulted = [], []
        for _ in range(9):
            marks = [(clock(), faults())]

            def mark(marks=marks):
                marks.append((clock(), faults()))

            kids = make(n)
            mark()
            view = VStack(kids, spacing=0).frame(width=390, alignment="top")
            mark()
            data = encode_binary(view)
            mark()
            d = handle(lib.sl_document_new())
            root = handle(lib.sl_document_parse_binary(d, data, len(data)))
            mark()
            laid = handle(lib.sl_layout(d, root, env))
            mark()
            count = ctypes.c_ssize_t(0)
            lib.sl_layout_node_count(laid, ctypes.byref(count))
            frames = _ZERO * (4 * count.value)
            written = ctypes.c_ssize_t(0)
            lib.sl_layout_copy_frames(
                laid,
                ctypes.cast(frames.buffer_info()[0], ctypes.POINTER(ctypes.c_double)),
                len(frames),
                ctypes.byref(written),
            )
            mark()
            lib.sl_document_free(d)
            lib.sl_layout_free(laid)
            mark()
            del kids, view, data, frames
            mark()
            t0 = clock()
            yoga(n)
            whole = clock() - t0
            samples.append([(b[0] - a[0]) / n * 1e6 for a, b in zip(marks, marks[1:])] + [whole / n * 1e6])
            faulted.append([b[1] - a[1] for a, b in zip(marks, marks[1:])])
        m = [statistics.median(c) for c in zip(*samples)]
        f = [statistics.median(c) for c in zip(*faulted)]
        print(
            f"{name}, µs of CPU time: "
            + "  ".join(f"{s} {v:.3f}" for s, v in zip(STEPS, m))
            + f"  | ours {sum(m[:-1]):.2f}  yoga-python {m[-1]:.2f}  (yoga-python / ours {m[-1] / sum(m[:-1]):.2f})"
        )
        print(f"{name}, page faults per run: " + "  ".join(f"{s} {v:.0f}" for s, v in zip(STEPS, f)))
    lib.sl_env_free(env)


if __name__ == "__main__":
    sys.setrecursionlimit(10_000)
    main()
