#!/bin/bash
# Converts every portable artifact under the directory $1 to StableHLO
# (vhlo-to-version{target=current}, vhlo-legalize-to-stablehlo) and compares
# the result with the module jaxlib deserialized it to (expected.mlir, or
# expected-<version>.mlir), both printed by stablehlo-opt-go so that only
# what MLIR normalizes (SSA names, attribute order, syntax) may differ.
# Prints one line per artifact and a summary; exits 1 if any differs.
set -uo pipefail
dir=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=0
failed=0
for artifact in "$dir"/*/*.mlirbc; do
  name=${artifact#"$dir"/}
  program=$(dirname "$artifact")
  version=$(basename "$artifact" .mlirbc)
  expected=$program/expected-$version.mlir
  [ -f "$expected" ] || expected=$program/expected.mlir
  if [ ! -f "$expected" ]; then
    continue
  fi
  if ! stablehlo-opt-go --vhlo-to-version='target=current' \
      --vhlo-legalize-to-stablehlo "$artifact" > "$tmp/got.mlir" 2> "$tmp/err"; then
    echo "FAIL $name: $(head -3 "$tmp/err")"
    failed=$((failed + 1))
    continue
  fi
  if ! stablehlo-opt-go "$expected" > "$tmp/want.mlir" 2> "$tmp/err"; then
    echo "FAIL $name: cannot read $expected: $(head -3 "$tmp/err")"
    failed=$((failed + 1))
    continue
  fi
  if ! diff "$tmp/want.mlir" "$tmp/got.mlir" > "$tmp/diff"; then
    echo "FAIL $name: differs from jaxlib's module"
    head -6 "$tmp/diff"
    failed=$((failed + 1))
    continue
  fi
  echo "legalized $name"
  count=$((count + 1))
done
echo "artifacts legalized: $count, differing: $failed"
[ "$failed" -eq 0 ]
