/* Derives an invoker's signature: from a builtin FunctionType (given, or
 * recorded on the module before lowering) checked against the lowered
 * `llvm.func`, or recovered from the `llvm.func` alone.  The call itself is
 * in Invoke.c. */
#include "InvokeSignature.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#define FUNC_TYPES_ATTR "mlirc.func_types"

/* --- small text buffer for messages and the signature ------------------- */

void invoke_text_append(InvokeText *t, const char *s, size_t n) {
  if (t->failed) return;
  if (t->len + n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap * 2 : 128;
    while (cap < t->len + n + 1) cap *= 2;
    char *p = realloc(t->data, cap);
    if (!p) { t->failed = true; return; }
    t->data = p;
    t->cap = cap;
  }
  memcpy(t->data + t->len, s, n);
  t->len += n;
  t->data[t->len] = '\0';
}
void invoke_text_printf(InvokeText *t, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n > 0) invoke_text_append(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}
static void text_callback(MlirStringRef s, void *user) { invoke_text_append(user, s.data, s.length); }
void invoke_text_type(InvokeText *t, MlirType type) { mlirTypePrint(type, text_callback, t); }

void invoke_report(MlircInvokeErrorCallback onError, void *userData, InvokeText *msg) {
  if (onError) {
    const char *s = msg->failed || !msg->data ? "out of memory" : msg->data;
    onError(mlirStringRefCreateFromCString(s), userData);
  }
  free(msg->data);
  msg->data = NULL;
  msg->len = msg->cap = 0;
}

/* --- classification ------------------------------------------------------ */

static MlircInvokeKind scalar_kind(MlirType t) {
  if (mlirTypeIsAInteger(t)) {
    switch (mlirIntegerTypeGetWidth(t)) {
    case 1: return MLIRC_INVOKE_I1;
    case 8: return MLIRC_INVOKE_I8;
    case 16: return MLIRC_INVOKE_I16;
    case 32: return MLIRC_INVOKE_I32;
    case 64: return MLIRC_INVOKE_I64;
    default: return MLIRC_INVOKE_NONE;
    }
  }
  if (mlirTypeIsAIndex(t)) return MLIRC_INVOKE_INDEX;
  if (mlirTypeIsAF16(t)) return MLIRC_INVOKE_F16;
  if (mlirTypeIsABF16(t)) return MLIRC_INVOKE_BF16;
  if (mlirTypeIsAF32(t)) return MLIRC_INVOKE_F32;
  if (mlirTypeIsAF64(t)) return MLIRC_INVOKE_F64;
  if (mlirTypeIsALLVMPointerType(t)) return MLIRC_INVOKE_POINTER;
  return MLIRC_INVOKE_NONE;
}

/* The LLVM dialect type a scalar kind lowers to. */
static MlirType lowered_scalar(MlirContext ctx, MlircInvokeKind k) {
  switch (k) {
  case MLIRC_INVOKE_I1: return mlirIntegerTypeGet(ctx, 1);
  case MLIRC_INVOKE_I8: return mlirIntegerTypeGet(ctx, 8);
  case MLIRC_INVOKE_I16: return mlirIntegerTypeGet(ctx, 16);
  case MLIRC_INVOKE_I32: return mlirIntegerTypeGet(ctx, 32);
  case MLIRC_INVOKE_I64:
  case MLIRC_INVOKE_INDEX: return mlirIntegerTypeGet(ctx, 64);
  case MLIRC_INVOKE_F16: return mlirF16TypeGet(ctx);
  case MLIRC_INVOKE_BF16: return mlirBF16TypeGet(ctx);
  case MLIRC_INVOKE_F32: return mlirF32TypeGet(ctx);
  case MLIRC_INVOKE_F64: return mlirF64TypeGet(ctx);
  default: return mlirLLVMPointerTypeGet(ctx, 0);
  }
}

/* Fills `slot` from a builtin type; false (with the reason in msg) when
 * the type is not supported. */
static bool classify(MlirType t, InvokeSlot *slot, InvokeText *msg) {
  memset(slot, 0, sizeof *slot);
  slot->kind = scalar_kind(t);
  if (slot->kind != MLIRC_INVOKE_NONE) return true;
  if (mlirTypeIsAMemRef(t)) {
    MlirType elt = mlirShapedTypeGetElementType(t);
    MlircInvokeKind ek = scalar_kind(elt);
    MlirAttribute space = mlirMemRefTypeGetMemorySpace(t);
    if (ek == MLIRC_INVOKE_NONE || ek == MLIRC_INVOKE_POINTER) {
      invoke_text_printf(msg, "unsupported memref element type ");
      invoke_text_type(msg, elt);
      return false;
    }
    if (!mlirAttributeIsNull(space) &&
        !(mlirAttributeIsAInteger(space) && mlirIntegerAttrGetValueInt(space) == 0)) {
      invoke_text_printf(msg, "unsupported memref memory space in ");
      invoke_text_type(msg, t);
      return false;
    }
    int64_t rank = mlirShapedTypeGetRank(t);
    slot->kind = MLIRC_INVOKE_MEMREF;
    slot->elementKind = ek;
    slot->rank = rank;
    slot->sizes = calloc((size_t)rank + 1, sizeof(int64_t));
    slot->strides = calloc((size_t)rank + 1, sizeof(int64_t));
    if (!slot->sizes || !slot->strides) { invoke_text_printf(msg, "out of memory"); return false; }
    for (int64_t d = 0; d < rank; ++d)
      slot->sizes[d] = mlirShapedTypeIsDynamicDim(t, d) ? INVOKE_DYNAMIC : mlirShapedTypeGetDimSize(t, d);
    int64_t offset = 0;
    if (mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(t, slot->strides, &offset))) {
      int64_t dyn = mlirShapedTypeGetDynamicStrideOrOffset();
      for (int64_t d = 0; d < rank; ++d)
        if (slot->strides[d] == dyn) slot->strides[d] = INVOKE_DYNAMIC;
      slot->offset = offset == dyn ? INVOKE_DYNAMIC : offset;
    } else {
      for (int64_t d = 0; d < rank; ++d) slot->strides[d] = INVOKE_DYNAMIC;
      slot->offset = INVOKE_DYNAMIC;
    }
    return true;
  }
  if (mlirTypeIsAUnrankedMemRef(t))
    invoke_text_printf(msg, "unsupported type (unranked memref) ");
  else
    invoke_text_printf(msg, "unsupported type ");
  invoke_text_type(msg, t);
  return false;
}

/* --- lowering a builtin signature --------------------------------------- */

static MlirType descriptor_type(MlirContext ctx, int64_t rank) {
  MlirType ptr = mlirLLVMPointerTypeGet(ctx, 0), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType fields[5] = {ptr, ptr, i64, i64, i64};
  if (rank > 0) fields[3] = fields[4] = mlirLLVMArrayTypeGet(i64, (unsigned)rank);
  return mlirLLVMStructTypeLiteralGet(ctx, rank > 0 ? 5 : 3, fields, false);
}

/* The `llvm.func` type the slots lower to, descriptor or bare-pointer. */
static MlirType lowered_function_type(MlirContext ctx, InvokeSlot *args, intptr_t nArgs, InvokeSlot *results,
                                      intptr_t nResults, bool bare, intptr_t *nLowered) {
  intptr_t n = 0;
  for (intptr_t i = 0; i < nArgs; ++i)
    n += args[i].kind == MLIRC_INVOKE_MEMREF && !bare ? 3 + 2 * args[i].rank : 1;
  MlirType *types = malloc(sizeof(MlirType) * (size_t)(n + 1));
  MlirType *rtypes = malloc(sizeof(MlirType) * (size_t)(nResults + 1));
  if (!types || !rtypes) { free(types); free(rtypes); return (MlirType){NULL}; }
  MlirType ptr = mlirLLVMPointerTypeGet(ctx, 0), i64 = mlirIntegerTypeGet(ctx, 64);
  intptr_t k = 0;
  for (intptr_t i = 0; i < nArgs; ++i) {
    if (args[i].kind != MLIRC_INVOKE_MEMREF) { types[k++] = lowered_scalar(ctx, args[i].kind); continue; }
    types[k++] = ptr;
    if (bare) continue;
    types[k++] = ptr;
    for (int64_t j = 0; j < 1 + 2 * args[i].rank; ++j) types[k++] = i64;
  }
  for (intptr_t i = 0; i < nResults; ++i)
    rtypes[i] = results[i].kind != MLIRC_INVOKE_MEMREF ? lowered_scalar(ctx, results[i].kind)
                : bare                                  ? ptr
                                                        : descriptor_type(ctx, results[i].rank);
  MlirType ret = nResults == 0   ? mlirLLVMVoidTypeGet(ctx)
                 : nResults == 1 ? rtypes[0]
                                 : mlirLLVMStructTypeLiteralGet(ctx, nResults, rtypes, false);
  MlirType fn = mlirLLVMFunctionTypeGet(ret, n, types, false);
  free(types);
  free(rtypes);
  *nLowered = n;
  return fn;
}

/* --- finding the function ------------------------------------------------ */

static bool op_named(MlirOperation op, const char *opName, MlirStringRef sym) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  if (n.length != strlen(opName) || memcmp(n.data, opName, n.length) != 0) return false;
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == sym.length && memcmp(s.data, sym.data, s.length) == 0;
}

static MlirOperation find_top_level(MlirModule module, const char *opName, MlirStringRef sym) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (op_named(op, opName, sym)) return op;
  return (MlirOperation){NULL};
}

/* The type recorded for `sym` by mlircInvokerRecordFunctionTypes, or null. */
static MlirType recorded_type(MlirModule module, MlirStringRef sym) {
  MlirAttribute dict = mlirOperationGetAttributeByName(mlirModuleGetOperation(module),
                                                       mlirStringRefCreateFromCString(FUNC_TYPES_ATTR));
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict)) return (MlirType){NULL};
  MlirAttribute t = mlirDictionaryAttrGetElementByName(dict, sym);
  if (mlirAttributeIsNull(t) || !mlirAttributeIsAType(t)) return (MlirType){NULL};
  return mlirTypeAttrGetValue(t);
}

intptr_t mlircInvokerRecordFunctionTypes(MlirModule module) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirOperation mod = mlirModuleGetOperation(module);
  MlirStringRef attrName = mlirStringRefCreateFromCString(FUNC_TYPES_ATTR);
  /* Keep what an earlier call recorded, overwritten by the current types. */
  MlirAttribute old = mlirOperationGetAttributeByName(mod, attrName);
  intptr_t nOld = !mlirAttributeIsNull(old) && mlirAttributeIsADictionary(old) ? mlirDictionaryAttrGetNumElements(old) : 0;
  intptr_t cap = nOld + 16, n = 0;
  MlirNamedAttribute *entries = malloc(sizeof *entries * (size_t)cap);
  if (!entries) return 0;
  MlirStringRef funcName = mlirStringRefCreateFromCString("func.func");
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
    if (opName.length != funcName.length || memcmp(opName.data, funcName.data, opName.length) != 0) continue;
    MlirAttribute sym = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    MlirAttribute type = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("function_type"));
    if (mlirAttributeIsNull(sym) || mlirAttributeIsNull(type) || !mlirAttributeIsAString(sym)) continue;
    if (n == cap) {
      MlirNamedAttribute *p = realloc(entries, sizeof *entries * (size_t)(cap *= 2));
      if (!p) { free(entries); return 0; }
      entries = p;
    }
    entries[n++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringAttrGetValue(sym)), type);
  }
  intptr_t recorded = n;
  for (intptr_t i = 0; i < nOld; ++i) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(old, i);
    bool replaced = false;
    for (intptr_t j = 0; j < recorded && !replaced; ++j) replaced = mlirIdentifierEqual(entries[j].name, e.name);
    if (!replaced) entries[n++] = e;
  }
  mlirOperationSetAttributeByName(mod, attrName, mlirDictionaryAttrGet(ctx, n, entries));
  free(entries);
  return recorded;
}

/* --- building the signature ---------------------------------------------- */

static bool recover_from_llvm(MlirOperation fn, InvokeSignature *sig, InvokeText *msg) {
  MlirBlock entry = mlirOperationGetNumRegions(fn) ? mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0))
                                                   : (MlirBlock){NULL};
  if (mlirBlockIsNull(entry)) {
    invoke_text_printf(msg, "is only declared in the module: give its function type");
    return false;
  }
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirType fnType = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type")));
  intptr_t n = mlirBlockGetNumArguments(entry);
  MlirType *types = malloc(sizeof(MlirType) * (size_t)(n + 1));
  sig->args = calloc((size_t)n + 1, sizeof(InvokeSlot));
  sig->results = calloc(2, sizeof(InvokeSlot));
  if (!types || !sig->args || !sig->results) { free(types); invoke_text_printf(msg, "out of memory"); return false; }
  sig->nArgs = n;
  for (intptr_t i = 0; i < n; ++i) {
    types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
    sig->args[i].kind = scalar_kind(types[i]);
    if (sig->args[i].kind == MLIRC_INVOKE_NONE) {
      invoke_text_printf(msg, "argument %ld has unsupported type ", (long)i);
      invoke_text_type(msg, types[i]);
      free(types);
      return false;
    }
  }
  bool isVoid = mlirTypeEqual(fnType, mlirLLVMFunctionTypeGet(mlirLLVMVoidTypeGet(ctx), n, types, false));
  free(types);
  if (isVoid) return true;
  /* The result type is the operand type of any llvm.return. */
  MlirStringRef retName = mlirStringRefCreateFromCString("llvm.return");
  for (MlirBlock b = entry; !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
    MlirOperation term = mlirBlockGetTerminator(b);
    if (mlirOperationIsNull(term) || mlirOperationGetNumOperands(term) != 1) continue;
    MlirStringRef tn = mlirIdentifierStr(mlirOperationGetName(term));
    if (tn.length != retName.length || memcmp(tn.data, retName.data, tn.length) != 0) continue;
    MlirType rt = mlirValueGetType(mlirOperationGetOperand(term, 0));
    sig->nResults = 1;
    sig->results[0].kind = scalar_kind(rt);
    if (sig->results[0].kind == MLIRC_INVOKE_NONE) {
      invoke_text_printf(msg, "result has unsupported type ");
      invoke_text_type(msg, rt);
      invoke_text_printf(msg, " (record the function types before lowering to call it with memrefs "
                              "or several results)");
      return false;
    }
    return true;
  }
  invoke_text_printf(msg, "has no llvm.return to recover its result type from");
  return false;
}

static bool from_builtin(MlirOperation fn, MlirType type, InvokeSignature *sig, InvokeText *msg) {
  if (!mlirTypeIsAFunction(type)) {
    invoke_text_printf(msg, "expected a builtin function type, got ");
    invoke_text_type(msg, type);
    return false;
  }
  intptr_t nIn = mlirFunctionTypeGetNumInputs(type), nOut = mlirFunctionTypeGetNumResults(type);
  sig->args = calloc((size_t)nIn + 1, sizeof(InvokeSlot));
  sig->results = calloc((size_t)nOut + 1, sizeof(InvokeSlot));
  if (!sig->args || !sig->results) { invoke_text_printf(msg, "out of memory"); return false; }
  for (intptr_t i = 0; i < nIn; ++i, sig->nArgs = i)
    if (!classify(mlirFunctionTypeGetInput(type, i), &sig->args[i], msg)) {
      invoke_text_printf(msg, " (argument %ld)", (long)i);
      sig->nArgs = i + 1;
      return false;
    }
  sig->nArgs = nIn;
  for (intptr_t i = 0; i < nOut; ++i)
    if (!classify(mlirFunctionTypeGetResult(type, i), &sig->results[i], msg)) {
      invoke_text_printf(msg, " (result %ld)", (long)i);
      sig->nResults = i + 1;
      return false;
    }
  sig->nResults = nOut;
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirType actual = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type")));
  for (int bare = 0; bare < 2; ++bare) {
    MlirType expected = lowered_function_type(ctx, sig->args, nIn, sig->results, nOut, bare, &sig->nLowered);
    if (mlirTypeIsNull(expected)) { invoke_text_printf(msg, "out of memory"); return false; }
    if (mlirTypeEqual(expected, actual)) {
      sig->bare = bare;
      return true;
    }
  }
  invoke_text_printf(msg, "the type ");
  invoke_text_type(msg, type);
  invoke_text_printf(msg, " does not lower to the function's type ");
  invoke_text_type(msg, actual);
  return false;
}

bool invoke_signature_build(MlirModule module, MlirStringRef name, MlirType override, InvokeSignature *sig,
                            InvokeText *msg) {
  memset(sig, 0, sizeof *sig);
  MlirOperation fn = find_top_level(module, "llvm.func", name);
  if (mlirOperationIsNull(fn)) {
    if (!mlirOperationIsNull(find_top_level(module, "func.func", name)))
      invoke_text_printf(msg, "the module is not lowered to the llvm dialect (@%.*s is still a func.func)",
                         (int)name.length, name.data);
    else
      invoke_text_printf(msg, "no function named @%.*s in the module", (int)name.length, name.data);
    return false;
  }
  MlirAttribute va = mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type"));
  if (mlirAttributeIsNull(va) || !mlirAttributeIsAType(va)) {
    invoke_text_printf(msg, "@%.*s has no function type", (int)name.length, name.data);
    return false;
  }
  MlirType type = mlirTypeIsNull(override) ? recorded_type(module, name) : override;
  bool ok;
  if (mlirTypeIsNull(type)) {
    sig->recovered = true;
    ok = recover_from_llvm(fn, sig, msg);
  } else {
    ok = from_builtin(fn, type, sig, msg);
  }
  if (!ok) return false;
  if (sig->recovered) sig->nLowered = sig->nArgs;

  /* The readable signature. */
  InvokeText *t = &sig->text;
  invoke_text_printf(t, "@%.*s(", (int)name.length, name.data);
  if (sig->recovered) {
    MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
    for (intptr_t i = 0; i < sig->nArgs; ++i) {
      if (i) invoke_text_printf(t, ", ");
      invoke_text_type(t, mlirValueGetType(mlirBlockGetArgument(entry, i)));
    }
    invoke_text_printf(t, ")");
    if (sig->nResults) {
      invoke_text_printf(t, " -> ");
      invoke_text_printf(t, "%s", mlircInvokeKindName(sig->results[0].kind));
    }
  } else {
    for (intptr_t i = 0; i < sig->nArgs; ++i) {
      if (i) invoke_text_printf(t, ", ");
      invoke_text_type(t, mlirFunctionTypeGetInput(type, i));
    }
    invoke_text_printf(t, ")");
    if (sig->nResults) invoke_text_printf(t, sig->nResults > 1 ? " -> (" : " -> ");
    for (intptr_t i = 0; i < sig->nResults; ++i) {
      if (i) invoke_text_printf(t, ", ");
      invoke_text_type(t, mlirFunctionTypeGetResult(type, i));
    }
    if (sig->nResults > 1) invoke_text_printf(t, ")");
  }
  if (t->failed) { invoke_text_printf(msg, "out of memory"); return false; }
  return true;
}

void invoke_signature_free(InvokeSignature *sig) {
  for (intptr_t i = 0; sig->args && i < sig->nArgs; ++i) { free(sig->args[i].sizes); free(sig->args[i].strides); }
  for (intptr_t i = 0; sig->results && i < sig->nResults; ++i) {
    free(sig->results[i].sizes);
    free(sig->results[i].strides);
  }
  free(sig->args);
  free(sig->results);
  free(sig->text.data);
  memset(sig, 0, sizeof *sig);
}

const char *mlircInvokeKindName(MlircInvokeKind kind) {
  static const char *names[] = {"none", "i1", "i8", "i16", "i32", "i64", "index",
                                "f16",  "bf16", "f32", "f64", "!llvm.ptr", "memref"};
  return (unsigned)kind < sizeof names / sizeof *names ? names[kind] : "invalid";
}
