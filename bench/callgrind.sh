#!/bin/sh
# Instructions per node under callgrind (stable on a noisy machine), per workload.
# Runs the C benchmark once at N and once at 2N for each workload and divides the difference in
# instructions by the difference in nodes, so process start-up and library loading cancel out.
#   bench/callgrind.sh BENCH_BINARY [N]      (default N = 2000)
set -eu
bench=$1
n=${2:-2000}
n2=$((n * 2))
printf '%-4s %12s  (instructions per node, build + first layout + free, N = %s vs %s)\n' workload Ir/node "$n" "$n2"
for w in W1 W2 W3; do
  count() {
    out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$1" 1 "$w" nojson 2>&1)
    ir=$(printf '%s\n' "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    nodes=$(printf '%s\n' "$out" | sed -n "s/^$w: \([0-9]*\) nodes.*/\1/p")
    printf '%s\n' "$out" | grep -q "all frame checks passed" || { printf '%s\n' "$out" >&2; exit 1; }
    echo "$ir $nodes"
  }
  set -- $(count "$n") $(count "$n2")
  awk -v w="$w" -v i1="$1" -v n1="$2" -v i2="$3" -v n2="$4" \
    'BEGIN { printf "%-4s %12.0f  (%d → %d nodes)\n", w, (i2 - i1) / (n2 - n1), n1, n2 }'
done
