# Sourced by the upstream test runners.  expected_failures DIR [VARIANT]
# prints the LIT_XFAIL list (';'-separated) of DIR/expected-failures.txt,
# which holds what fails with every LLVM major, DIR/expected-failures-$ver.txt,
# what fails only with that major, and the same two with -VARIANT for a way
# of running the suite (any file may be absent).  One path a line, '#' starts
# its reason.
expected_failures() {
  local name files=() names=(expected-failures expected-failures-$ver)
  [ -z "${2:-}" ] || names+=("expected-failures-$2" "expected-failures-$2-$ver")
  for name in "${names[@]}"; do
    [ -f "$1/$name.txt" ] && files+=("$1/$name.txt")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "${files[@]}" | paste -sd';' -
}
