#!/bin/sh
# Instructions per W1 leaf / W3 row-quarter under callgrind, Python end to end (bench/python_bench.py's
# sl_w1/sl_w3 against yoga_w1/yoga_w3): each runs 4 times at N and at 2N in its own process, and the
# difference is divided by the added leaves, so start-up and imports cancel. Stable where times are not.
#   bench/python_callgrind.sh [N]        (default 2000; the benchmark venv and the release library)
#   PKG=/path/to/python bench/python_callgrind.sh    measures another copy of the package (ours only)
set -eu
cd "$(dirname "$0")/.."
n=${1:-2000}
n2=$((n * 2))
export SWIFTLAYOUT_LIB="${SWIFTLAYOUT_LIB:-$(swift build -c release --show-bin-path)/libswiftlayout.so}"
count() {  # engine workload size → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/benchvenv/bin/python - "$@" <<'PY' 2>&1 |
import os, sys
sys.path.insert(0, os.environ.get("PKG", "python")); sys.path.insert(0, "bench")
import python_bench as pb
who, w, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
run = {("ours", "W1"): pb.sl_w1, ("yoga", "W1"): pb.yoga_w1, ("ours", "W3"): pb.sl_w3, ("yoga", "W3"): pb.yoga_w3}[(who, w)]
for _ in range(4):
    run(n if w == "W1" else n // 4)
PY
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for w in W1 W3; do
  ours=$(( ($(count ours $w $n2) - $(count ours $w $n)) / 4 / n ))
  if [ -n "${PKG:-}" ]; then echo "$w ours ($PKG) $ours instructions per leaf"; continue; fi
  yoga=$(( ($(count yoga $w $n2) - $(count yoga $w $n)) / 4 / n ))
  echo "$w ours $ours  yoga-python $yoga instructions per leaf  (yoga-python / ours $(awk -v a="$yoga" -v b="$ours" 'BEGIN { printf "%.2f", a / b }'))"
done
