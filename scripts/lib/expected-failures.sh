# Sourced by the upstream test runners.  expected_failures DIR [VARIANT]
# prints the LIT_XFAIL list (';'-separated) of DIR/expected-failures.txt,
# which holds what fails with every LLVM major, DIR/expected-failures-$ver.txt,
# what fails only with that major, and the same two with -VARIANT for a way
# of running the suite (any file may be absent).  One path a line, '#' starts
# its reason.
expected_failures() {
  local names=(expected-failures expected-failures-$ver)
  [ -z "${2:-}" ] || names+=("expected-failures-$2" "expected-failures-$2-$ver")
  listed_paths "$1" "${names[@]}"
}

# listed_paths DIR NAME...: the paths DIR/NAME.txt list (';'-separated).
listed_paths() {
  local dir=$1 name files=()
  shift
  for name in "$@"; do
    [ -f "$dir/$name.txt" ] && files+=("$dir/$name.txt")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "${files[@]}" | paste -sd';' -
}
