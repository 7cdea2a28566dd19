/*===-- mlir-c/Components/Invoke.h - Call JIT'd functions natively ---------===*
 *
 * Calls a function compiled by an MlirExecutionEngine with its own native
 * signature, derived from its MLIR function type, without a
 * `llvm.emit_c_interface` wrapper.  In libMLIRExecutionEnginePublicAPI
 * (built on libffi, which stays private to that library).
 *
 * Where the signature comes from, best first:
 *   1. a builtin FunctionType given to mlircInvokerCreateWithType;
 *   2. the types recorded by mlircInvokerRecordFunctionTypes on the module
 *      before it was lowered (a module attribute, `mlirc.func_types`, which
 *      the lowering keeps);
 *   3. the `llvm.func` type itself (integers, floats and pointers only: a
 *      memref argument then shows as its expanded descriptor fields).
 * A builtin type is always checked against the lowered `llvm.func`: the
 * invoker refuses a type that does not lower to it.
 *
 * Supported types: i1, i8, i16, i32, i64, index, f16 and bf16 (as raw
 * bits), f32, f64, !llvm.ptr and ranked memrefs of those scalars, of any
 * rank and layout.  A memref is passed as MLIR's LLVM lowering expands its
 * descriptor (allocated pointer, aligned pointer, offset, sizes[rank],
 * strides[rank]), or as one pointer when the function was lowered with
 * bare pointers (detected from the `llvm.func` type).  Several results
 * come back through the packed wrapper the engine generates (LLVM returns
 * aggregates in registers no C ABI describes); everything else is one
 * libffi call, its ffi_cif prepared once per invoker.  On x86-64 and
 * AArch64 a signature of at most six integer/pointer and eight float
 * arguments (any order) with a scalar, pointer or no result skips
 * ffi_call's generic marshalling and is called through a cast function
 * pointer (the same register assignment); for scalar-only signatures the
 * checks and the register assignment are planned once, when the invoker
 * is created, and mlircInvokerCallScalars (below) takes bare values.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_INVOKE_H
#define MLIR_C_COMPONENTS_INVOKE_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a value of the signature is. */
typedef enum MlircInvokeKind {
  MLIRC_INVOKE_NONE = 0, /* no value / unknown element type */
  MLIRC_INVOKE_I1,
  MLIRC_INVOKE_I8,
  MLIRC_INVOKE_I16,
  MLIRC_INVOKE_I32,
  MLIRC_INVOKE_I64,
  MLIRC_INVOKE_INDEX,
  MLIRC_INVOKE_F16,  /* raw bits in `bits` */
  MLIRC_INVOKE_BF16, /* raw bits in `bits` */
  MLIRC_INVOKE_F32,
  MLIRC_INVOKE_F64,
  MLIRC_INVOKE_POINTER,
  MLIRC_INVOKE_MEMREF
} MlircInvokeKind;

/* A memref descriptor.  `sizes` and `strides` (in elements) point to `rank`
 * entries each, owned by the caller: for an argument they are read, for a
 * result the caller points them at storage the invoker fills (they may be
 * NULL for rank 0). */
typedef struct MlircMemRef {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t *sizes;
  int64_t *strides;
} MlircMemRef;

/* One argument or result.  For an argument, `kind` (and for a memref
 * `rank` and `elementKind`) must match the signature; integers go in `i`
 * (i1 takes 0 or 1, iN any value that fits N bits signed or unsigned),
 * f32 in `f32`, f64 in `f64`, f16/bf16 in `bits`, pointers in `ptr`.  For
 * a result the invoker sets all of them. */
typedef struct MlircInvokeValue {
  MlircInvokeKind kind;
  MlircInvokeKind elementKind; /* memref only */
  int64_t rank;                /* memref only */
  union {
    int64_t i;
    float f32;
    double f64;
    uint16_t bits;
    void *ptr;
    MlircMemRef memref;
  } as;
} MlircInvokeValue;

/* Receives the message of a failure (valid during the call only). */
typedef void (*MlircInvokeErrorCallback)(MlirStringRef message, void *userData);

/* A callable JIT'd function.  Not thread-safe for concurrent calls to the
 * same invoker (it reuses argument storage); create one per thread. */
typedef struct MlircInvoker {
  void *ptr;
} MlircInvoker;

/* Records the builtin function type of every `func.func` of `module` (not
 * lowered yet) in its `mlirc.func_types` attribute, so an invoker created
 * after lowering knows memref element types and shapes.  Returns the
 * number of functions recorded. */
MLIRC_API intptr_t mlircInvokerRecordFunctionTypes(MlirModule module);

/* An invoker for the function `name` of `module`, which `engine` was
 * created from (lowered to the llvm dialect).  On failure (no such
 * function, module not lowered, unsupported type, type mismatch) calls
 * `onError` (may be NULL) and returns a null invoker. */
MLIRC_API MlircInvoker mlircInvokerCreate(MlirExecutionEngine engine, MlirModule module, MlirStringRef name,
                                          MlircInvokeErrorCallback onError, void *userData);

/* The same with the builtin FunctionType to call it with (a null type
 * behaves as mlircInvokerCreate). */
MLIRC_API MlircInvoker mlircInvokerCreateWithType(MlirExecutionEngine engine, MlirModule module, MlirStringRef name,
                                                  MlirType functionType, MlircInvokeErrorCallback onError,
                                                  void *userData);

MLIRC_API void mlircInvokerDestroy(MlircInvoker invoker);

static inline bool mlircInvokerIsNull(MlircInvoker invoker) { return invoker.ptr == NULL; }

/* The signature.  Kinds, ranks and element kinds of arguments and results
 * (MLIRC_INVOKE_NONE for a position out of range; a null invoker has no
 * arguments or results). */
MLIRC_API intptr_t mlircInvokerGetNumArguments(MlircInvoker invoker);
MLIRC_API intptr_t mlircInvokerGetNumResults(MlircInvoker invoker);
MLIRC_API MlircInvokeKind mlircInvokerGetArgumentKind(MlircInvoker invoker, intptr_t pos);
MLIRC_API MlircInvokeKind mlircInvokerGetResultKind(MlircInvoker invoker, intptr_t pos);
MLIRC_API int64_t mlircInvokerGetArgumentRank(MlircInvoker invoker, intptr_t pos);
MLIRC_API int64_t mlircInvokerGetResultRank(MlircInvoker invoker, intptr_t pos);
MLIRC_API MlircInvokeKind mlircInvokerGetArgumentElementKind(MlircInvoker invoker, intptr_t pos);
MLIRC_API MlircInvokeKind mlircInvokerGetResultElementKind(MlircInvoker invoker, intptr_t pos);
/* Whether memrefs are passed as bare pointers. */
MLIRC_API bool mlircInvokerUsesBarePointers(MlircInvoker invoker);
/* Whether the signature was recovered from the `llvm.func` type only. */
MLIRC_API bool mlircInvokerIsRecovered(MlircInvoker invoker);

/* The signature as text, e.g. `@add(i32, i32) -> i32` (the MLIR types). */
MLIRC_API void mlircInvokerPrintSignature(MlircInvoker invoker, MlirStringCallback callback, void *userData);

/* The name of a kind (`i32`, `memref`, ...). */
MLIRC_API const char *mlircInvokeKindName(MlircInvokeKind kind);

/* Calls the function.  `args` holds exactly the arguments of the signature,
 * `results` room for exactly its results (numResults must match).  Checks
 * every argument first (kind, range, memref rank, element kind, static
 * sizes and strides); on a mismatch calls `onError` and returns failure
 * without calling.  Memref results' memory belongs to the caller (the
 * function's allocation, released with free(), unless it aliases an
 * argument or a global). */
MLIRC_API MlirLogicalResult mlircInvokerCall(MlircInvoker invoker, const MlircInvokeValue *args, intptr_t numArgs,
                                             MlircInvokeValue *results, intptr_t numResults,
                                             MlircInvokeErrorCallback onError, void *userData);

/* --- the scalar fast path ------------------------------------------------
 * For a signature of scalars only (at most eight arguments, at most one
 * result), a call that takes bare values: the caller states the kinds it
 * passes once, as a signature id, and each call compares that id with the
 * function's (one comparison instead of a check per argument).  Integers
 * are still range-checked. */

/* One argument or result, its kind given by the signature id. */
typedef union MlircInvokeScalar {
  int64_t i; /* i1 ... i64, index */
  float f32;
  double f64;
  uint16_t bits; /* f16, bf16 */
  void *ptr;
} MlircInvokeScalar;

/* The id of a scalar signature from its kinds (at most eight arguments,
 * at most one result, no memref); 0 when it has none. */
MLIRC_API uint64_t mlircInvokeSignatureId(const MlircInvokeKind *args, intptr_t numArgs,
                                          const MlircInvokeKind *results, intptr_t numResults);

/* The invoker's signature id; 0 when its signature has no scalar fast path
 * (memrefs, several results, more arguments than registers). */
MLIRC_API uint64_t mlircInvokerGetSignatureId(MlircInvoker invoker);

/* Calls the function with `args` (as many as the signature has) and stores
 * its result, if any, in `*result`.  `signatureId` is the id of the kinds
 * the caller put in `args` and expects back, from mlircInvokeSignatureId;
 * when it is not the function's, or an integer does not fit its type, calls
 * `onError` and returns failure without calling. */
MLIRC_API MlirLogicalResult mlircInvokerCallScalars(MlircInvoker invoker, uint64_t signatureId,
                                                    const MlircInvokeScalar *args, MlircInvokeScalar *result,
                                                    MlircInvokeErrorCallback onError, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_INVOKE_H */
