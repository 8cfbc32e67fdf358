#!/bin/sh
# Instructions per node under callgrind (stable on a noisy machine), per workload, for our engine and —
# if SL_BENCH_YOGA is set (see bench/anchor_yoga.c) — for Yoga on the same workload, and their ratio.
# Runs the benchmark at N and at 2N and divides the difference in instructions by the difference in
# nodes, so process start-up and library loading cancel out. Build + first layout + free, no JSON.
#   bench/callgrind.sh BENCH_BINARY [N]      (default N = 2000)
set -eu
bench=$1
n=${2:-2000}
n2=$((n * 2))
count() {  # workload N yoga-only(1 or empty) → "instructions nodes"
  if [ "$3" = 1 ]; then
    out=$(SL_BENCH_YOGA_ONLY=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$2" 1 "$1" nojson 2>&1)
  else
    out=$(env -u SL_BENCH_YOGA valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$2" 1 "$1" nojson 2>&1)
  fi
  ir=$(printf '%s\n' "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  nodes=$(printf '%s\n' "$out" | sed -n "s/^$1: \([0-9]*\) nodes.*/\1/p")
  printf '%s\n' "$out" | grep -q "all frame checks passed" || { printf '%s\n' "$out" >&2; exit 1; }
  echo "$ir $nodes"
}
printf '%-4s %12s %12s %14s  (instructions per node, build + first layout + free, N = %s vs %s)\n' \
  workload ours Yoga "ours/Yoga" "$n" "$n2"
for w in W1 W2 W3; do
  set -- $(count "$w" "$n" "") $(count "$w" "$n2" "")
  ours=$(awk -v i1="$1" -v n1="$2" -v i2="$3" -v n2="$4" 'BEGIN { printf "%.0f %.0f", (i2 - i1) / (n2 - n1), i2 - i1 }')
  if [ -n "${SL_BENCH_YOGA:-}" ]; then
    set -- $ours $(count "$w" "$n" 1) $(count "$w" "$n2" 1)
    awk -v w="$w" -v o="$1" -v ot="$2" -v i1="$3" -v n1="$4" -v i2="$5" -v n2="$6" 'BEGIN {
      printf "%-4s %12.0f %12.0f %14.2f  (whole workload, ours/Yoga)\n", w, o, (i2 - i1) / (n2 - n1), ot / (i2 - i1) }'
  else
    set -- $ours
    printf '%-4s %12s %12s\n' "$w" "$1" "-"
  fi
done
