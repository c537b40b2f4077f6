#!/usr/bin/env bash
# Checks that modules printed by upstream tools (JAX, PyTorch/XLA) print back
# byte for byte: stablehlo-opt-go --mlir-print-debuginfo FILE must equal FILE
# without its leading '//' comment lines (the export header and RUN lines).
#   usage: print_identical.sh FILE...   (*.run.mlir harnesses are skipped)
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for f in "$@"; do
  case $f in *.run.mlir) continue ;; esac
  grep -v '^//' "$f" > "$tmp/want"
  if ! stablehlo-opt-go --mlir-print-debuginfo "$f" > "$tmp/got" 2> "$tmp/err"; then
    echo "FAIL: $f: does not parse and verify: $(head -1 "$tmp/err")"
    fail=$((fail + 1))
  elif ! cmp -s "$tmp/want" "$tmp/got"; then
    echo "FAIL: $f: prints differently, first difference:"
    diff "$tmp/want" "$tmp/got" | head -4
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
