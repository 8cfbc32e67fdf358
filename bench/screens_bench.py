"""Realistic screens at engine speed (issue 33): the Settings screen, a feed of 50 cards and a form
(bench/screens.py), each built from Python, from SwiftUI source (``from_swift``) and from its binary
document, with the time of every phase against the engine's own full relayout of the same tree; then the
sweep of 1,000 variants of the Settings screen with lint, serial and with two workers.

    SWIFTLAYOUT_LIB=.build/release/libswiftlayout.so PYTHONPATH=python .build/pyvenv/bin/python \
        bench/screens_bench.py [REPS] [screens|sweep|all]

Every phase is the median of REPS runs in CPU time (``time.process_time``; the sweep's, which runs other
processes, in wall-clock time); ratios are taken within one run. Phases (µs):

  build        making the Python views (``settings()`` …)
  encode       the binary document (``encode_binary``)
  parse        ``sl_document_parse_binary`` (the engine builds its views)
  layout       ``sl_layout``: the first layout, text measured with HarfBuzz
  text         of which text measurement: ``layout`` less the same first layout with the approximate text
               model (``approximate_text=1``, no shaping)
  read back    ``Layout(...)``: frames, view indices, structure, each node paired with its view
  layout()     ``swiftlayout.layout(view, device=…)`` end to end (encode + parse + layout + read back)
  relayout     the engine's full relayout of the same tree at a new width (the anchor: no cache can help)
  lint         ``Layout.lint()`` (all rules; truncated-text lays the texts out once more, alone), no text
               measured before
  lint again   the same lint once more: the texts' measurements are cached per environment (what a sweep's
               later runs of the same screen pay)
  lint (no text)  ``Layout.lint(measure_text=False)``
  from_swift   ``swiftlayout.from_swift(source)`` (reading the SwiftUI source into views)
  from binary  parse + first layout from the binary document's bytes (what a C host sending a document pays)
"""

import ctypes
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import screens

import swiftlayout
from swiftlayout import from_swift, layout
from swiftlayout._ffi import handle, lib
from swiftlayout.document import encode_binary
from swiftlayout.environment import make_environment, max_nodes_of
from swiftlayout.result import Layout
from swiftlayout.tools import lint_rules

DEVICE = "iPhone 15 Pro"
CLOCK = time.process_time


def median_us(samples):
    return statistics.median(samples) * 1e6


def phases(name, reps):
    make, source, struct = screens.SCREENS[name]
    out = {
        k: []
        for k in (
            "build",
            "encode",
            "parse",
            "layout",
            "approx layout",
            "read back",
            "layout()",
            "relayout",
            "lint",
            "lint again",
            "lint (no text)",
            "from_swift",
            "from binary",
        )
    }
    env, geometry = make_environment(DEVICE, None, None, None, {})
    approx, _ = make_environment(DEVICE, None, None, None, {"approximate_text": 1})
    narrow, _ = make_environment(None, (320, 852), None, None, {})
    wide, _ = make_environment(None, (393, 852), None, None, {})
    nodes = 0
    try:
        for _ in range(reps):
            t = CLOCK()
            view = make()
            out["build"].append(CLOCK() - t)
            t = CLOCK()
            data = encode_binary(view, max_nodes_of(env))
            out["encode"].append(CLOCK() - t)
            assert data is not None, "every view has a binary form"
            doc = handle(lib.sl_document_new())
            try:
                t = CLOCK()
                root = handle(lib.sl_document_parse_binary(doc, data, len(data)))
                out["parse"].append(CLOCK() - t)
                t = CLOCK()
                laid = handle(lib.sl_layout(doc, root, env))
                out["layout"].append(CLOCK() - t)
                t = CLOCK()
                rough = handle(lib.sl_layout(doc, root, approx))
                out["approx layout"].append(CLOCK() - t)
                lib.sl_layout_free(rough)
                t = CLOCK()
                result = Layout(laid, view, geometry, None, max_nodes_of(env), True)
                result.nodes[0].view  # noqa: B018  (pairs every node with its view)
                out["read back"].append(CLOCK() - t)
                nodes = len(result.frames) // 4
                changed = ctypes.c_bool(False)
                for width_env in (narrow, wide):  # (the second is the timed one: a full relayout at a new width)
                    t = CLOCK()
                    lib.sl_layout_relayout(laid, width_env, ctypes.byref(changed))
                    elapsed = CLOCK() - t
                out["relayout"].append(elapsed)
                result.close()
            finally:
                lib.sl_document_free(doc)
            t = CLOCK()
            laid_out = layout(view, device=DEVICE)
            out["layout()"].append(CLOCK() - t)
            lint_rules._MEASURED.clear()  # (cold: no text measured before; a sweep's later runs find theirs)
            t = CLOCK()
            laid_out.lint()
            out["lint"].append(CLOCK() - t)
            t = CLOCK()
            laid_out.lint()
            out["lint again"].append(CLOCK() - t)
            t = CLOCK()
            laid_out.lint(measure_text=False)
            out["lint (no text)"].append(CLOCK() - t)
            t = CLOCK()
            read = from_swift(source, view=struct)
            out["from_swift"].append(CLOCK() - t)
            assert list(layout(read, device=DEVICE).frames) == list(laid_out.frames), "from_swift ≠ Python"
            doc = handle(lib.sl_document_new())
            t = CLOCK()
            root = handle(lib.sl_document_parse_binary(doc, data, len(data)))
            laid = handle(lib.sl_layout(doc, root, env))
            out["from binary"].append(CLOCK() - t)
            lib.sl_layout_free(laid)
            lib.sl_document_free(doc)
    finally:
        for e in (env, approx, narrow, wide):
            lib.sl_env_free(e)
    med = {k: median_us(v) for k, v in out.items()}
    med["text"] = max(med["layout"] - med["approx layout"], 0.0)
    return nodes, med


ORDER = (
    "build",
    "encode",
    "parse",
    "layout",
    "text",
    "read back",
    "layout()",
    "relayout",
    "lint",
    "lint again",
    "lint (no text)",
    "from_swift",
    "from binary",
)


def run_screens(reps):
    print(f"screens on {DEVICE}, {swiftlayout.text_engine()}; medians of {reps} (µs of CPU time)")
    print(f"{'screen':10} {'nodes':>5}  " + "  ".join(f"{k:>12}" for k in ORDER))
    rows = []
    for name in screens.SCREENS:
        nodes, med = phases(name, reps)
        rows.append((name, nodes, med))
        print(f"{name:10} {nodes:5d}  " + "  ".join(f"{med[k]:12.0f}" for k in ORDER))
    print("ratios to the engine's full relayout of the same tree (issue 33: layout() ≤ 3×, lint ≤ 4×):")
    for name, _, med in rows:
        r = med["relayout"]
        print(
            f"  {name:10} layout() {med['layout()'] / r:5.2f}×   lint {med['lint'] / r:5.2f}× (again "
            f"{med['lint again'] / r:5.2f}×, without text measurement {med['lint (no text)'] / r:5.2f}×)   "
            f"first layout alone {med['layout'] / r:5.2f}×   "
            f"parse + first layout {(med['parse'] + med['layout']) / r:5.2f}×"
        )


def run_sweep():
    from swiftlayout.experiment import sweep

    devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 16 Pro Max", "iPad mini", "iPad Pro 13"]
    known = swiftlayout.devices()
    devices = [d for d in devices if d in known]
    devices += [d for d in known if d not in devices and d != "window"][: 5 - len(devices)]
    sizes = [
        "x_small",
        "small",
        "medium",
        "large",
        "x_large",
        "xx_large",
        "xxx_large",
        "accessibility1",
        "accessibility2",
        "accessibility3",
        "accessibility4",
        "accessibility5",
    ]
    grid = dict(
        devices=devices,
        dynamic_type_sizes=sizes,
        layout_directions=["ltr", "rtl"],
        params={"title": ["Settings", "A much longer settings title"], "rows": [4, 8, 12, 16]},
    )
    total = 5 * 12 * 2 * 2 * 4
    print(
        f"sweep of the Settings screen: {total} variants (5 devices × 12 Dynamic Type sizes × 2 directions × "
        f"2 titles × 4 row counts), with lint; wall-clock seconds"
    )
    from swiftlayout.experiment import start_workers

    t = time.perf_counter()
    start_workers(2)
    print(f"  starting 2 worker processes (once per session, start_workers): {time.perf_counter() - t:.2f} s")
    times = {}
    # Each twice: the first sweep of a session fills the caches (measured texts, in each process); the second
    # is what every later sweep of the same screen costs.
    for workers in (None, 2):
        for attempt in ("first", "again"):
            t = time.perf_counter()
            runs = sweep(screens.settings, workers=workers, lint=True, progress=False, **grid)
            times[workers, attempt] = time.perf_counter() - t
            findings = sum(len(r._findings or []) for r in runs)
            print(
                f"  workers={workers} ({attempt}): {times[workers, attempt]:.2f} s "
                f"({total / times[workers, attempt]:.0f} layouts/s), {findings} findings"
            )
            assert len(runs) == total
    print(
        f"  speed-up from 1 to 2 workers: first sweep {times[None, 'first'] / times[2, 'first']:.2f}×, "
        f"again {times[None, 'again'] / times[2, 'again']:.2f}× (target ≥ 1.7×); target ≤ 3 s with workers=2"
    )


def main():
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    what = sys.argv[2] if len(sys.argv) > 2 else "all"
    if what in ("screens", "all"):
        run_screens(reps)
    if what in ("sweep", "all"):
        run_sweep()


if __name__ == "__main__":
    main()
