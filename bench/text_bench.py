"""Text layout cost (issue #17, docs/TEXT.md): lays out N distinct Text rows in a VStack, and the same
tree with a Color in place of each Text, through the C engine from Python; reports the layout time per
Text beyond the text-free tree (medians of several runs), first layout (shaping every string) and a
relayout at another width (strings already shaped: the cache serves them).

    SWIFTLAYOUT_LIB=.build/release/libswiftlayout.so PYTHONPATH=python python3 bench/text_bench.py [N] [RUNS]
"""

import statistics
import sys
import time

from swiftlayout import Color, Text, VStack, layout


def median_seconds(make, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        make()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    # Distinct strings every run, so the first layout shapes each one (the cache is per string).
    counter = [0]

    def text_tree():
        counter[0] += 1
        return VStack(*[Text(f"Row {k} of run {counter[0]}: the quick brown fox") for k in range(n)])

    colors = VStack(*[Color("red").frame(height=20) for _ in range(n)])
    base = median_seconds(lambda: layout(colors, screen=(390, 100_000), scale=3), runs)
    first = median_seconds(lambda: layout(text_tree(), screen=(390, 100_000), scale=3), runs)
    tree = text_tree()
    result = layout(tree, screen=(390, 100_000), scale=3)
    widths = iter(range(300, 300 + 10 * runs, 10))
    again = median_seconds(lambda: result.relayout(screen=(next(widths), 100_000)), runs)
    print(f"{n} rows, median of {runs}:")
    print(f"  without text (Color rows)      {base * 1e3:8.1f} ms")
    print(f"  distinct Text rows, first layout {first * 1e3:8.1f} ms  → {(first - base) / n * 1e9:8.0f} ns per Text")
    print(f"  relayout at another width      {again * 1e3:8.1f} ms  → {again / n * 1e9:8.0f} ns per Text (shaped once)")


if __name__ == "__main__":
    main()
