#!/bin/sh
# Instructions per screen under callgrind (issue 33): for each realistic screen (bench/screens.py), one process
# builds, lays out (swiftlayout.layout), relayouts at a new width and lints it R times; the engine's entry
# points are counted inclusively (callgrind_annotate), per call, and the whole Python end to end per
# repetition is the difference between R and 2R repetitions (start-up and imports cancel). Stable where the
# times of bench/screens_bench.py are not.
#   bench/screens_callgrind.sh [R]        (default 3; the release library)
set -eu
cd "$(dirname "$0")/.."
r=${1:-3}
r2=$((r * 2))
export SWIFTLAYOUT_LIB="${SWIFTLAYOUT_LIB:-$(swift build -c release --show-bin-path)/libswiftlayout.so}"
PY=${PY:-.build/pyvenv/bin/python}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() {  # screen reps file
  valgrind --tool=callgrind --callgrind-out-file="$3" "$PY" - "$1" "$2" >/dev/null 2>"$3.log" <<'PY'
import sys
sys.path.insert(0, "python"); sys.path.insert(0, "bench")
import screens
from swiftlayout import layout
make = screens.SCREENS[sys.argv[1]][0]
for _ in range(int(sys.argv[2])):
    view = make()
    result = layout(view, device="iPhone 15 Pro")
    result.nodes[0].view
    result.relayout(screen=(320, 852))
    result.relayout(device="iPhone 15 Pro")
    result.lint()
PY
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$3.log"
}
for screen in settings feed form; do
  a=$(run "$screen" "$r" "$out/a")
  b=$(run "$screen" "$r2" "$out/b")
  per=$(( (b - a) / r ))
  echo "$screen: $per instructions per repetition (build, layout(), read back, two relayouts, lint), Python end to end"
  # Per call of the engine's entry points (in the 2R run, all of its calls).
  callgrind_annotate --inclusive=yes "$out/b" 2>/dev/null | grep -E " (sl_document_parse_binary|sl_layout|sl_layout_relayout|sl_layout_copy_frames|sl_layout_structure_json|sl_layout_copy_view_indices) " \
    | awk -v n="$r2" '{gsub(",", "", $1); printf "    %-32s %12d instructions per repetition\n", $NF, $1 / n}' || true
done
