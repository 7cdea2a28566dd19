# Sourced by the upstream test runners.  expected_failures DIR prints the
# LIT_XFAIL list (';'-separated) of DIR/expected-failures.txt, which holds what
# fails with every LLVM major, and DIR/expected-failures-$ver.txt, what fails
# only with that major (either file may be absent).  One path a line, '#'
# starts its reason.
expected_failures() {
  local f files=()
  for f in "$1/expected-failures.txt" "$1/expected-failures-$ver.txt"; do
    [ -f "$f" ] && files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "${files[@]}" | paste -sd';' -
}
