#!/usr/bin/env bash
# Runs every case of cases.txt (written by export.py): interprets the
# shape-polymorphic module on the case's .npy arguments, then checks the
# results against JAX's with the case's .check.mlir. With --refine, the
# module is first refined to the case's static argument types
# (stablehlo-opt-go --stablehlo-refine-arguments --stablehlo-refine-shapes),
# must then have no dynamic dimension left, and the refined module runs
# instead. Prints "FAIL: <case>" with the tool's output for each failure and
# ends with "N passed, M failed".
set -u
here=$(cd "$(dirname "$0")" && pwd)
models=$(dirname "$here")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
refine=false
if [ "${1:-}" = --refine ]; then refine=true; fi
pass=0
fail=0
while read -r module prefix types; do
  case "$module" in '#'* | '') continue ;; esac
  run="$models/$module"
  if $refine; then
    run="$tmp/refined.mlir"
    if ! stablehlo-opt-go "$models/$module" "--stablehlo-refine-arguments=types=$types" --stablehlo-refine-shapes -o "$run" >"$tmp/log" 2>&1; then
      fail=$((fail + 1)); echo "FAIL: $prefix (refine)"; cat "$tmp/log"; continue
    fi
    if grep -Eq 'tensor<([0-9]+x)*\?' "$run"; then
      fail=$((fail + 1)); echo "FAIL: $prefix (dynamic dimensions left)"; grep -E 'tensor<([0-9]+x)*\?' "$run"; continue
    fi
  fi
  args=()
  for a in "$here/$prefix".arg*.npy; do args+=(--arg-npy "$a"); done
  rm -rf "$tmp/out" && mkdir -p "$tmp/out"
  if ! stablehlo-translate-go --interpret "$run" "${args[@]}" --results-npy-dir "$tmp/out" >"$tmp/log" 2>&1; then
    fail=$((fail + 1)); echo "FAIL: $prefix (run)"; cat "$tmp/log"; continue
  fi
  # One file per result, named from jax.result_info: main_result.npy or
  # main_result_<i>_.npy; version order keeps the results' order.
  results=()
  for r in $(ls "$tmp/out"/*.npy | sort -V); do results+=(--arg-npy "$r"); done
  if ! stablehlo-translate-go --interpret "$here/$prefix.check.mlir" "${results[@]}" >"$tmp/log" 2>&1; then
    fail=$((fail + 1)); echo "FAIL: $prefix (check)"; cat "$tmp/log"; continue
  fi
  pass=$((pass + 1))
done <"$here/cases.txt"
echo "$pass passed, $fail failed"
