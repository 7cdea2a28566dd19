/* mlircRunWithStack hands its thread back as it found it: a function that
 * installs its own alternate signal stack there (as LLVM does when it first
 * registers its signal handlers) must not leave it installed at thread exit,
 * where the C library or a sanitizer runtime tears down the stack it set up
 * itself (AddressSanitizer unmaps it, and aborts on a heap block).
 *
 * RUN: %build_client %install_sliced mlir-c-core %s %t -lpthread
 * RUN: %run_client %install_sliced %t | FileCheck %s
 *
 * CHECK: ran on a thread with at least 64 MiB of stack
 * CHECK-NEXT: installed an alternate signal stack of 262144 bytes
 * CHECK-NEXT: at thread exit: the alternate signal stack the thread started with
 * CHECK-NEXT: mlircRunWithStack returned 1
 */
#define _GNU_SOURCE /* sigaltstack, pthread_getattr_np */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

#include "mlir-c/Components/Parse.h"

#define OWN_ALT_STACK_BYTES ((size_t)256 << 10)

static stack_t at_start;
static void *own_alt_stack;
static pthread_key_t exit_key;

/* Runs at thread exit, after the function has returned. */
static void on_thread_exit(void *unused) {
  (void)unused;
  stack_t now;
  if (sigaltstack(NULL, &now) != 0) {
    printf("at thread exit: sigaltstack failed\n");
  } else if (now.ss_sp == own_alt_stack && !(now.ss_flags & SS_DISABLE)) {
    printf("at thread exit: still the function's own alternate signal stack\n");
  } else if ((now.ss_flags & SS_DISABLE) == (at_start.ss_flags & SS_DISABLE) &&
             ((now.ss_flags & SS_DISABLE) || now.ss_sp == at_start.ss_sp)) {
    printf("at thread exit: the alternate signal stack the thread started with\n");
  } else {
    printf("at thread exit: an alternate signal stack from elsewhere (%p)\n", now.ss_sp);
  }
  fflush(stdout);
}

static void install_alt_stack(void *unused) {
  (void)unused;
  pthread_attr_t attr;
  size_t stack_bytes = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstacksize(&attr, &stack_bytes);
    pthread_attr_destroy(&attr);
  }
  printf("ran on a thread with %s 64 MiB of stack\n", stack_bytes >= ((size_t)64 << 20) ? "at least" : "less than");
  if (sigaltstack(NULL, &at_start) != 0 || pthread_setspecific(exit_key, &exit_key) != 0) {
    printf("error: sigaltstack / pthread_setspecific failed\n");
    return;
  }
  stack_t own = {0};
  own.ss_sp = own_alt_stack = malloc(OWN_ALT_STACK_BYTES);
  own.ss_size = OWN_ALT_STACK_BYTES;
  if (!own.ss_sp || sigaltstack(&own, NULL) != 0) {
    printf("error: cannot install an alternate signal stack\n");
    return;
  }
  printf("installed an alternate signal stack of %zu bytes\n", own.ss_size);
  fflush(stdout);
}

int main(void) {
  if (pthread_key_create(&exit_key, on_thread_exit) != 0)
    return 1;
  bool ran = mlircRunWithStack((size_t)64 << 20, install_alt_stack, NULL);
  printf("mlircRunWithStack returned %d\n", ran);
  free(own_alt_stack); /* nothing uses it any more */
  pthread_key_delete(exit_key);
  return ran ? 0 : 1;
}
