# Sourced by the test runners.  find_lit MAJOR prints the command that runs
# LLVM's lit, whose place differs between Debian's -19 and -22 packages;
# fails when llvm-MAJOR-tools is not installed.
find_lit() {
  local l
  for l in "/usr/lib/llvm-$1/build/utils/lit/lit.py" "/usr/lib/llvm-$1/bin/lit"; do
    [ -e "$l" ] && { echo "/usr/bin/python3 $l"; return 0; }
  done
  return 1
}
