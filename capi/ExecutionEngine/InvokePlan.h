/* For Invoke.c; not exported. */
#ifndef MLIRC_CAPI_INVOKE_PLAN_H
#define MLIRC_CAPI_INVOKE_PLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "InvokeSignature.h"
#include "mlir-c/Components/Invoke.h"

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

#endif
