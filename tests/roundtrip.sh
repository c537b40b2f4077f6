#!/usr/bin/env bash
# Checks that every case of every .mlir file under DIR parses and verifies, and
# that printing is a fixpoint: pretty -> pretty, generic -> generic, and
# generic read back prints the same pretty text.
#   usage: roundtrip.sh DIR [EXCLUDE-REGEX]
set -u
dir=$1
exclude=${2:-'^$'}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
opt() { stablehlo-opt-go --split-input-file "$@"; }
for f in $(find "$dir" -name '*.mlir' | sort); do
  if [[ $f =~ $exclude ]]; then continue; fi
  why=""
  if ! opt "$f" > "$tmp/p1" 2> "$tmp/err"; then
    why="does not parse and verify: $(head -1 "$tmp/err")"
  elif ! opt "$tmp/p1" > "$tmp/p2" 2> "$tmp/err"; then
    why="printed form does not parse: $(head -1 "$tmp/err")"
  elif ! cmp -s "$tmp/p1" "$tmp/p2"; then
    why="pretty printing is not a fixpoint"
  elif ! opt --mlir-print-op-generic "$f" > "$tmp/g1" 2> "$tmp/err" ||
       ! opt --mlir-print-op-generic "$tmp/g1" > "$tmp/g2" 2>> "$tmp/err"; then
    why="generic form does not round-trip: $(head -1 "$tmp/err")"
  elif ! cmp -s "$tmp/g1" "$tmp/g2"; then
    why="generic printing is not a fixpoint"
  elif ! opt "$tmp/g1" > "$tmp/p3" 2> "$tmp/err" || ! cmp -s "$tmp/p1" "$tmp/p3"; then
    why="generic form reads back to a different module"
  fi
  if [ -n "$why" ]; then
    echo "FAIL: $f: $why"
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
