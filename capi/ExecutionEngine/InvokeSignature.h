/* The builtin signature of a JIT'd function and the message text the
 * invoker builds (InvokeSignature.c), for Invoke.c and InvokePlan.c; not
 * exported. */
#ifndef MLIRC_CAPI_INVOKE_SIGNATURE_H
#define MLIRC_CAPI_INVOKE_SIGNATURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlir-c/Components/Invoke.h"

/* A size, stride or offset the type leaves dynamic. */
#define INVOKE_DYNAMIC INT64_MIN

typedef struct {
  char *data;
  size_t len, cap;
  bool failed;
} InvokeText;

/* One argument or result of the builtin signature. */
typedef struct {
  MlircInvokeKind kind, elementKind;
  int64_t rank;
  int64_t *sizes;   /* memref: static sizes, INVOKE_DYNAMIC where dynamic */
  int64_t *strides; /* memref: static strides from the layout, or INVOKE_DYNAMIC */
  int64_t offset;   /* memref: static offset, or INVOKE_DYNAMIC */
} InvokeSlot;

typedef struct {
  InvokeSlot *args, *results;
  intptr_t nArgs, nResults;
  intptr_t nLowered; /* arguments of the llvm.func */
  bool bare, recovered;
  InvokeText text; /* the readable signature */
} InvokeSignature;

void invoke_text_append(InvokeText *t, const char *s, size_t n);
void invoke_text_printf(InvokeText *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void invoke_text_type(InvokeText *t, MlirType type);
/* Calls onError with the message (if any) and resets it. */
void invoke_report(MlircInvokeErrorCallback onError, void *userData, InvokeText *msg);

/* Bytes of a scalar kind in memory (i1 takes a byte; index is 64-bit). */
static inline size_t invoke_kind_bytes(MlircInvokeKind k) {
  switch (k) {
  case MLIRC_INVOKE_I1:
  case MLIRC_INVOKE_I8: return 1;
  case MLIRC_INVOKE_I16:
  case MLIRC_INVOKE_F16:
  case MLIRC_INVOKE_BF16: return 2;
  case MLIRC_INVOKE_I32:
  case MLIRC_INVOKE_F32: return 4;
  default: return 8;
  }
}
bool invoke_signature_build(MlirModule module, MlirStringRef name, MlirType override, InvokeSignature *sig,
                            InvokeText *msg);
void invoke_signature_free(InvokeSignature *sig);

#endif
