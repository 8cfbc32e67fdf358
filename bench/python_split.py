"""Where the time of a Python end-to-end run goes (bench/RESULTS.md, issue #21): per W1 leaf and per W3 row,
the medians of making the views, the stack around them, encoding the binary document, parsing it in the
engine, the first layout and freeing, against yoga-python's whole workload, interleaved in one process.

    SWIFTLAYOUT_LIB=… PYTHONPATH=python .build/benchvenv/bin/python bench/python_split.py
"""
import statistics
import sys
import time

import python_bench as pb

from swiftlayout import HStack, Rectangle, VStack
from swiftlayout._ffi import handle, lib
from swiftlayout.base import encode_binary
from swiftlayout.environment import make_environment

INF = float("inf")


def row():
    return HStack(Rectangle().frame(width=40, height=20), Rectangle().frame(height=20).frame(max_width=INF),
                  Rectangle().frame(width=40, height=20), spacing=0)


def main():
    env, _ = make_environment(None, (390, 844), None, None, {"approximate_text": 1})
    clock = time.perf_counter
    for name, make, n, yoga in (("W1 leaf", lambda n: [Rectangle().frame(height=20) for _ in range(n)], 10_000,
                                 pb.yoga_w1), ("W3 row", lambda n: [row() for _ in range(n)], 2_500, pb.yoga_w3)):
        samples = []
        for _ in range(7):
            t0 = clock()
            kids = make(n)
            t1 = clock()
            view = VStack(kids, spacing=0).frame(width=390, alignment="top")
            t2 = clock()
            data = encode_binary(view)
            t3 = clock()
            d = handle(lib.sl_document_new())
            root = handle(lib.sl_document_parse_binary(d, data, len(data)))
            t4 = clock()
            laid = handle(lib.sl_layout(d, root, env))
            t5 = clock()
            lib.sl_document_free(d)
            lib.sl_layout_free(laid)
            t6 = clock()
            yoga(n)
            t7 = clock()
            samples.append([(b - a) / n * 1e6 for a, b in ((t0, t1), (t1, t2), (t2, t3), (t3, t4), (t4, t5), (t5, t6),
                                                            (t6, t7))])
        m = [statistics.median(c) for c in zip(*samples)]
        print(f"{name} µs: make {m[0]:.2f}  stack {m[1]:.2f}  encode {m[2]:.2f}  parse {m[3]:.2f}  "
              f"first layout {m[4]:.2f}  free {m[5]:.2f}  | ours {sum(m[:6]):.2f}  yoga-python {m[6]:.2f}")
    lib.sl_env_free(env)


if __name__ == "__main__":
    sys.setrecursionlimit(10_000)
    main()
