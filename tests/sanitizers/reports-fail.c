/* In the sanitizer pass a report fails the test even where the command is
 * expected to fail: every report aborts (tests/sanitizers/lit_sanitizers.py),
 * and `not` counts a signal as a failure.  This program fails the way a
 * tested command is meant to (an error and status 1) after a heap overflow,
 * an undefined shift or a leak; each must end it with a signal instead.
 * REQUIRES: sanitize
 * RUN: cc -fsanitize=address,undefined -g %s -o %t
 * RUN: not %run_client %install_sliced %t none 2>&1 | FileCheck --check-prefix=NONE %s
 * RUN: not --crash %run_client %install_sliced %t overflow 2>&1 | FileCheck --check-prefix=OVERFLOW %s
 * RUN: not --crash %run_client %install_sliced %t shift 2>&1 | FileCheck --check-prefix=SHIFT %s
 * RUN: not --crash %run_client %install_sliced %t leak 2>&1 | FileCheck --check-prefix=LEAK %s
 * NONE: error: the failure this command is expected to have
 * OVERFLOW: AddressSanitizer: heap-buffer-overflow
 * SHIFT: runtime error: shift exponent 40
 * LEAK: LeakSanitizer: detected memory leaks
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *bug = argc > 1 ? argv[1] : "none";
  volatile int shift = 40;
  if (strcmp(bug, "overflow") == 0) {
    char *volatile p = malloc(8);
    p[8] = 1;
    free(p);
  } else if (strcmp(bug, "shift") == 0) {
    printf("%d\n", 1 << shift);
  } else if (strcmp(bug, "leak") == 0) {
    void *volatile p = malloc(64);
    p = NULL;
  }
  fprintf(stderr, "error: the failure this command is expected to have\n");
  return 1;
}
