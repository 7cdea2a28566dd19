/* Shared between InvokeSignature.c (deriving the signature) and Invoke.c
 * (the call). */
#ifndef MLIRC_CAPI_INVOKE_INTERNAL_H
#define MLIRC_CAPI_INVOKE_INTERNAL_H

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
/* The call plan (InvokePlan.c) of an all-scalar register signature: the
 * function mlircInvokerCall and mlircInvokerCallScalars jump to, chosen
 * when the invoker is created.  It checks and calls, or hands everything
 * to `general` / `refused` (Invoke.c: the checks again, and the message). */
#define INVOKE_PLAN_MAX_ARGS 8
typedef struct InvokePlan InvokePlan;
typedef MlirLogicalResult (*InvokeValuesFn)(InvokePlan *plan, const MlircInvokeValue *args, intptr_t numArgs,
                                            MlircInvokeValue *results, intptr_t numResults,
                                            MlircInvokeErrorCallback onError, void *userData);
typedef MlirLogicalResult (*InvokeScalarsFn)(InvokePlan *plan, uint64_t signatureId, const MlircInvokeScalar *args,
                                             MlircInvokeScalar *result, MlircInvokeErrorCallback onError,
                                             void *userData);
typedef struct {
  MlircInvokeKind kind;
  unsigned char dst; /* register slot: 0-5 integer, 6-13 float */
  uint64_t lo, span; /* an integer fits when (value - lo) <= span, unsigned */
} InvokePlanArg;
struct InvokePlan {
  InvokeValuesFn callValues;   /* mlircInvokerCall */
  InvokeScalarsFn callScalars; /* mlircInvokerCallScalars */
  InvokeValuesFn general;      /* no plan, or a call it refuses */
  InvokeScalarsFn refused;
  void *fn;    /* the native symbol */
  uint64_t id; /* mlircInvokeSignatureId of the signature; 0: no plan */
  intptr_t nArgs;
  bool narrow; /* some argument is an integer narrower than 64 bits (range-checked) */
  uint64_t resHead;  /* the result's kind and element kind, as MlircInvokeValue lays them out */
  unsigned resShift; /* a narrow integer result is sign-extended by this */
  uint64_t resMask;
  InvokePlanArg args[INVOKE_PLAN_MAX_ARGS];
};
/* Fills the plan; false (the plan then only forwards to general/refused)
 * when the signature (NULL: none to plan) has none. */
bool invoke_plan_build(InvokePlan *p, const InvokeSignature *sig, void *fn, InvokeValuesFn general,
                       InvokeScalarsFn refused);

bool invoke_signature_build(MlirModule module, MlirStringRef name, MlirType override, InvokeSignature *sig,
                            InvokeText *msg);
void invoke_signature_free(InvokeSignature *sig);

#endif
