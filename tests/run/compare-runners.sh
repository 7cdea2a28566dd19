#!/bin/sh
# compare-runners.sh REFERENCE_RUNNER PREFIX RUN_CLIENT [RUNNER ARGS...]
# Runs mlir-cpu-runner and PREFIX's mlirc-run with the same arguments and
# fails unless both print the same standard output (heap addresses masked)
# and exit with the same status.  Prints mlirc-run's output (stdout, then
# stderr) for FileCheck, and "exit N".
set -u
reference=$1 prefix=$2 run_client=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Both read the same standard input.
if [ -t 0 ]; then : > "$tmp/stdin"; else cat > "$tmp/stdin"; fi
"$reference" "$@" < "$tmp/stdin" > "$tmp/ref.out" 2> "$tmp/ref.err"
ref_status=$?
"$run_client" "$prefix" "$prefix/bin/mlirc-run" "$@" < "$tmp/stdin" > "$tmp/our.out" 2> "$tmp/our.err"
our_status=$?
cat "$tmp/our.out" "$tmp/our.err"
echo "exit $our_status"
sed -E 's/0x[0-9a-f]+/0xADDRESS/g' "$tmp/ref.out" > "$tmp/ref.masked"
sed -E 's/0x[0-9a-f]+/0xADDRESS/g' "$tmp/our.out" > "$tmp/our.masked"
if ! diff -u "$tmp/ref.masked" "$tmp/our.masked" >&2; then
  echo "compare-runners: standard output differs from mlir-cpu-runner's" >&2
  exit 1
fi
if [ "$ref_status" != "$our_status" ]; then
  echo "compare-runners: mlir-cpu-runner exited with $ref_status, mlirc-run with $our_status" >&2
  cat "$tmp/ref.err" >&2
  exit 1
fi
