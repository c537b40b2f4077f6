#!/bin/bash
# Exercises stablehlo-translate-go's --deserialize and --serialize over the
# artifacts under the directory $1:
#   - every artifact jaxlib wrote, read with --deserialize, prints the module
#     jaxlib deserialized it to (expected.mlir, printed by stablehlo-opt-go);
#   - every program, written with --serialize --target=V for every version V
#     jaxlib could write it for, has the producer StableHLO_vV and reads back
#     with --deserialize to the same program;
#   - for the versions jaxlib could not write it for (unsupported.txt),
#     --serialize fails naming the version.
# $2, when given, is a regular expression the versions checked must match
# (dialect/stablehlo's Go tests check every version in-process).
# Prints one line per check and a summary; exits 1 if any check fails.
set -uo pipefail
dir=$1
only=${2:-.}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
read_ok=0
written=0
refused=0
failed=0
fail() {
  echo "FAIL $*"
  failed=$((failed + 1))
}
for program in "$dir"/*/; do
  program=${program%/}
  name=$(basename "$program")
  [ -f "$program/expected.mlir" ] || continue
  stablehlo-opt-go "$program/expected.mlir" > "$tmp/opt.mlir" || { fail "$name: cannot read expected.mlir"; continue; }
  # stablehlo-opt-go ends its output with an empty line (as mlir-opt does),
  # stablehlo-translate-go with the last line (as mlir-translate does).
  sed '${/^$/d}' "$tmp/opt.mlir" > "$tmp/want.mlir"
  for artifact in "$program"/*.mlirbc; do
    version=$(basename "$artifact" .mlirbc)
    grep -Eq "$only" <<< "$version" || continue
    if ! stablehlo-translate-go --deserialize "$artifact" -o "$tmp/got.mlir" 2> "$tmp/err"; then
      fail "$name/$version: --deserialize: $(head -2 "$tmp/err")"
      continue
    fi
    if ! diff "$tmp/want.mlir" "$tmp/got.mlir" > /dev/null; then
      fail "$name/$version: --deserialize differs from jaxlib's module"
      continue
    fi
    read_ok=$((read_ok + 1))
  done
  while read -r version; do
    case $version in [0-9]*) ;; *) continue ;; esac
    grep -Eq "$only" <<< "$version" || continue
    if [ ! -f "$program/$version.mlirbc" ]; then
      if stablehlo-translate-go --serialize --target="$version" "$program/expected.mlir" -o "$tmp/ours.mlirbc" 2> "$tmp/err"; then
        fail "$name/$version: --serialize succeeded for a version jaxlib cannot write"
      elif ! grep -q "version $version" "$tmp/err"; then
        fail "$name/$version: the error does not name the version: $(head -2 "$tmp/err")"
      else
        refused=$((refused + 1))
      fi
      continue
    fi
    if ! stablehlo-translate-go --serialize --target="$version" "$program/expected.mlir" -o "$tmp/ours.mlirbc" 2> "$tmp/err"; then
      fail "$name/$version: --serialize: $(head -2 "$tmp/err")"
      continue
    fi
    if ! head -c 40 "$tmp/ours.mlirbc" | grep -aq "StableHLO_v$version"; then
      fail "$name/$version: the producer is not StableHLO_v$version"
      continue
    fi
    if ! stablehlo-translate-go --deserialize "$tmp/ours.mlirbc" > "$tmp/back.mlir" 2> "$tmp/err"; then
      fail "$name/$version: reading our artifact back: $(head -2 "$tmp/err")"
      continue
    fi
    if ! diff "$tmp/want.mlir" "$tmp/back.mlir" > /dev/null; then
      fail "$name/$version: our artifact reads back differently"
      diff "$tmp/want.mlir" "$tmp/back.mlir" | head -4
      continue
    fi
    written=$((written + 1))
  done < "$dir/VERSIONS"
  echo "checked $name"
done
echo "deserialized: $read_ok, serialized and read back: $written, refused: $refused, failed: $failed"
[ "$failed" -eq 0 ]
