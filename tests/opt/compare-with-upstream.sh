#!/bin/sh
# compare-with-upstream.sh "OURS" "THEIRS" INPUT [ARGS...]
# Runs `OURS ARGS INPUT` and `THEIRS ARGS INPUT` and fails, showing the
# difference, unless stdout, stderr and the exit status are all the same.
# (OURS and THEIRS are command prefixes, split on spaces.)
set -u
ours=$1 theirs=$2 input=$3
shift 3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
$ours "$@" "$input" >"$dir/ours.out" 2>"$dir/ours.err"
echo "exit status $?" >>"$dir/ours.out"
$theirs "$@" "$input" >"$dir/theirs.out" 2>"$dir/theirs.err"
echo "exit status $?" >>"$dir/theirs.out"
status=0
diff -u "$dir/theirs.out" "$dir/ours.out" || status=1
diff -u "$dir/theirs.err" "$dir/ours.err" || status=1
[ $status = 0 ] || echo "differs from upstream: $* $input" >&2
exit $status
