#!/bin/bash
# Reads every portable artifact under the directory $1 (one per program and
# target version) with stablehlo-opt-go and checks that it becomes a module
# of vhlo ops only, whose textual form parses back to the same module.
# Prints one line per artifact read and fails on the first problem.
set -euo pipefail
dir=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=0
for artifact in "$dir"/*/*.mlirbc; do
  name=${artifact#"$dir"/}
  if ! stablehlo-opt-go "$artifact" > "$tmp/read.mlir" 2> "$tmp/err"; then
    echo "FAIL $name: $(cat "$tmp/err")"
    exit 1
  fi
  # Every op other than the module is a vhlo op.
  if grep -Eo '^ *(%[^=]+= )?"?[a-z_]+\.[a-z_0-9-]+' "$tmp/read.mlir" |
      sed -E 's/^ *(%[^=]+= )?"?//' | grep -Ev '^(vhlo\.|module)' > "$tmp/other"; then
    echo "FAIL $name: non-vhlo ops: $(sort -u "$tmp/other" | tr '\n' ' ')"
    exit 1
  fi
  stablehlo-opt-go "$tmp/read.mlir" > "$tmp/reread.mlir"
  if ! cmp -s "$tmp/read.mlir" "$tmp/reread.mlir"; then
    echo "FAIL $name: the textual form does not round-trip"
    diff "$tmp/read.mlir" "$tmp/reread.mlir" | head -5
    exit 1
  fi
  echo "read $name"
  count=$((count + 1))
done
echo "artifacts read: $count"
