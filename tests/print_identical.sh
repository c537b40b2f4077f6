#!/usr/bin/env bash
# Checks that modules printed by upstream tools (JAX, PyTorch/XLA) print back
# byte for byte: stablehlo-opt-go FILE must equal FILE without its '//'
# comment lines (the export header and RUN lines) and with the empty line
# that ends mlir-opt's output; files that carry locations
# are printed with --mlir-print-debuginfo.
#   usage: print_identical.sh [-b] FILE...   (*.run.mlir harnesses are skipped)
# -b ignores differences in the amount of white space, for text from older
# upstream printers (they put two spaces after some enum keywords).
set -u
cmpflags=()
if [ "${1:-}" = -b ]; then
  cmpflags=(-b)
  shift
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for f in "$@"; do
  case $f in *.run.mlir) continue ;; esac
  # The printed module ends with an empty line, as mlir-opt's output does.
  { grep -v '^//' "$f"; echo; } > "$tmp/want"
  flags=()
  if grep -q 'loc(' "$f"; then flags=(--mlir-print-debuginfo); fi
  if ! stablehlo-opt-go "${flags[@]}" "$f" > "$tmp/got" 2> "$tmp/err"; then
    echo "FAIL: $f: does not parse and verify: $(head -1 "$tmp/err")"
    fail=$((fail + 1))
  elif ! diff -q "${cmpflags[@]}" "$tmp/want" "$tmp/got" > /dev/null; then
    echo "FAIL: $f: prints differently, first difference:"
    diff "${cmpflags[@]}" "$tmp/want" "$tmp/got" | head -4
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
