#!/bin/sh
# Instructions per screen under callgrind (issue 33), Python end to end: for each realistic screen
# (bench/screens.py) one process makes the views and lays them out R times (`swiftlayout.layout`, every node
# paired with its view), another does the same and lints each layout; a third imports the package only. The
# differences, divided by R, are the instructions of one layout and of one lint (start-up and imports
# cancel). Stable where the times of bench/screens_bench.py are not.
#   bench/screens_callgrind.sh [R]        (default 3; the release library)
set -eu
cd "$(dirname "$0")/.."
r=${1:-3}
export SWIFTLAYOUT_LIB="${SWIFTLAYOUT_LIB:-$(swift build -c release --show-bin-path)/libswiftlayout.so}"
PY=${PY:-.build/pyvenv/bin/python}
run() {  # screen reps mode(none|layout|lint) → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" - "$1" "$2" "$3" 2>&1 >/dev/null <<'PY' |
import sys
sys.path.insert(0, "python"); sys.path.insert(0, "bench")
import screens
from swiftlayout import layout
from swiftlayout.tools import lint_rules
make, reps, mode = screens.SCREENS[sys.argv[1]][0], int(sys.argv[2]), sys.argv[3]
# A first layout and lint in every mode (fonts, tables and caches that load once cancel), then the views
# (made in every mode: their cost cancels).
layout(make(), device="iPhone 15 Pro").lint()
views = [make() for _ in range(reps)]
for view in views:
    if mode == "none":
        continue
    result = layout(view, device="iPhone 15 Pro")
    result.nodes[0].view
    if mode == "lint":
        lint_rules._MEASURED.clear()
        result.lint()
PY
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-9s %16s %16s   (instructions, Python end to end, R = %s)\n' screen "layout()" "lint" "$r"
for screen in settings feed form; do
  base=$(run "$screen" "$r" none)
  laid=$(run "$screen" "$r" layout)
  linted=$(run "$screen" "$r" lint)
  printf '%-9s %16d %16d\n' "$screen" $(( (laid - base) / r )) $(( (linted - laid) / r ))
done
