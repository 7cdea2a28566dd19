/* The invoker's call.  Scalar-only signatures go through the call plan
 * (InvokePlan.c); the rest here: arguments checked against the signature
 * (InvokeSignature.c), lowered into one 8-byte slot per `llvm.func`
 * argument, then either one libffi call of the native symbol (its ffi_cif
 * prepared once) or, for aggregate results, one call of the engine's packed
 * wrapper, which stores LLVM's return value in memory. */
#include <ffi.h>
#include <stdlib.h>
#include <string.h>

#include "InvokePlan.h"
#include "InvokeSignature.h"

typedef struct {
  InvokePlan plan;    /* first: a plan's functions hand their InvokePlan * back as the Invoker * */
  InvokeSignature sig;
  bool packed;        /* results come back through the packed wrapper */
  void *fn;           /* the native symbol, or the packed wrapper */
  ffi_cif cif;        /* native calls only */
  bool memrefResults; /* some result is a memref (needs caller storage) */
  int direct;         /* 1 + number of arguments for the direct-call fast path, 0 if none */
  int mixed;          /* the mixed fast path: 1 integer/none result, 2 float result, 0 off */
  unsigned char isFp[8]; /* mixed path: whether lowered argument i travels in a float register */
  ffi_type **ffiArgs; /* nLowered */
  ffi_type *ffiRet;
  uint64_t *slots;    /* nLowered argument values */
  void **argPtrs;     /* nLowered + 1: each slot, then the result (packed) */
  size_t *resultOffsets;
  void *resultBuf;
} Invoker;

static Invoker *unwrap(MlircInvoker i) { return (Invoker *)i.ptr; }

static ffi_type *ffi_scalar(MlircInvokeKind k) {
  switch (k) {
  case MLIRC_INVOKE_I1: return &ffi_type_uint8;
  case MLIRC_INVOKE_I8: return &ffi_type_sint8;
  case MLIRC_INVOKE_I16: return &ffi_type_sint16;
  case MLIRC_INVOKE_I32: return &ffi_type_sint32;
  case MLIRC_INVOKE_I64:
  case MLIRC_INVOKE_INDEX: return &ffi_type_sint64;
  /* LLVM passes half and bfloat in the low 16 bits of a float register
   * (x86-64 SSE, AArch64 SIMD): as a float whose low bits are the value. */
  case MLIRC_INVOKE_F16:
  case MLIRC_INVOKE_BF16:
  case MLIRC_INVOKE_F32: return &ffi_type_float;
  case MLIRC_INVOKE_F64: return &ffi_type_double;
  default: return &ffi_type_pointer;
  }
}

static void invoker_free(Invoker *inv) {
  if (!inv) return;
  invoke_signature_free(&inv->sig);
  free(inv->ffiArgs);
  free(inv->slots);
  free(inv->argPtrs);
  free(inv->resultOffsets);
  free(inv->resultBuf);
  free(inv);
}

/* Offsets of the results in the (LLVM data layout, natural alignment)
 * struct the packed wrapper stores; returns its size. */
static size_t layout_results(Invoker *inv) {
  size_t off = 0;
  for (intptr_t i = 0; i < inv->sig.nResults; ++i) {
    InvokeSlot *r = &inv->sig.results[i];
    size_t size = r->kind == MLIRC_INVOKE_MEMREF ? 8 * (size_t)(3 + 2 * r->rank) : invoke_kind_bytes(r->kind);
    size_t align = r->kind == MLIRC_INVOKE_MEMREF ? 8 : size;
    off = (off + align - 1) / align * align;
    inv->resultOffsets[i] = off;
    off += size;
  }
  return off;
}

/* Fast path: on x86-64 and AArch64 every integer or pointer argument (up
 * to six) travels in a general register whatever its width (the callee
 * reads the low bits, and LLVM does not assume they are extended), and an
 * integer or pointer result comes back in one.  Such a signature is
 * called through a cast function pointer instead of ffi_call, the same
 * call ffi_call would make, minus its generic marshalling. */
static int direct_arity(Invoker *inv) {
#if defined(__x86_64__) || defined(__aarch64__)
  if (inv->sig.nLowered > 6) return 0;
  for (intptr_t i = 0; i < inv->sig.nLowered; ++i)
    if (inv->ffiArgs[i] == &ffi_type_float || inv->ffiArgs[i] == &ffi_type_double) return 0;
  if (inv->ffiRet == &ffi_type_float || inv->ffiRet == &ffi_type_double) return 0;
  return 1 + (int)inv->sig.nLowered;
#else
  (void)inv;
  return 0;
#endif
}

typedef uint64_t (*Direct0)(void);
typedef uint64_t (*Direct1)(uint64_t);
typedef uint64_t (*Direct2)(uint64_t, uint64_t);
typedef uint64_t (*Direct3)(uint64_t, uint64_t, uint64_t);
typedef uint64_t (*Direct4)(uint64_t, uint64_t, uint64_t, uint64_t);
typedef uint64_t (*Direct5)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);
typedef uint64_t (*Direct6)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);

static uint64_t call_direct(Invoker *inv) {
  const uint64_t *a = inv->slots;
  void *fn = inv->fn;
  switch (inv->direct - 1) {
  case 0: return ((Direct0)fn)();
  case 1: return ((Direct1)fn)(a[0]);
  case 2: return ((Direct2)fn)(a[0], a[1]);
  case 3: return ((Direct3)fn)(a[0], a[1], a[2]);
  case 4: return ((Direct4)fn)(a[0], a[1], a[2], a[3]);
  case 5: return ((Direct5)fn)(a[0], a[1], a[2], a[3], a[4]);
  default: return ((Direct6)fn)(a[0], a[1], a[2], a[3], a[4], a[5]);
  }
}

/* Fast path with floats: x86-64 (SysV) and AArch64 assign integer/pointer
 * and float arguments to two separate register files, each in argument
 * order, whatever the interleaving.  So any signature of at most six
 * integer/pointer and eight float arguments (no more than eight lowered in
 * all) is the call of a function of (six integers, eight doubles) with
 * the values in order in each class; the unused registers are ignored by
 * the callee.  A float (or half) travels as the low bits of a double
 * register, the way the callee reads it, and a float result comes back in
 * the low bits of the double one. */
static int mixed_mode(Invoker *inv) {
#if defined(__x86_64__) || defined(__aarch64__)
  int ints = 0, fps = 0;
  if (inv->sig.nLowered > 8) return 0;
  for (intptr_t i = 0; i < inv->sig.nLowered; ++i) {
    bool fp = inv->ffiArgs[i] == &ffi_type_float || inv->ffiArgs[i] == &ffi_type_double;
    inv->isFp[i] = fp;
    fp ? ++fps : ++ints;
  }
  if (ints > 6 || fps > 8) return 0;
  return inv->ffiRet == &ffi_type_float || inv->ffiRet == &ffi_type_double ? 2 : 1;
#else
  (void)inv;
  return 0;
#endif
}

typedef uint64_t (*MixedInt)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double,
                             double, double, double, double, double);
typedef double (*MixedFp)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double,
                          double, double, double, double, double);

/* Calls through the mixed path; the result's bits (the low ones for a
 * narrower type) in *out. */
static void call_mixed(Invoker *inv, uint64_t *out) {
  uint64_t g[6] = {0};
  double f[8] = {0};
  int ng = 0, nf = 0;
  for (intptr_t i = 0; i < inv->sig.nLowered; ++i) {
    if (inv->isFp[i]) memcpy(&f[nf++], &inv->slots[i], 8);
    else g[ng++] = inv->slots[i];
  }
  if (inv->mixed == 2) {
    double r = ((MixedFp)inv->fn)(g[0], g[1], g[2], g[3], g[4], g[5], f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
    memcpy(out, &r, 8);
  } else {
    *out = ((MixedInt)inv->fn)(g[0], g[1], g[2], g[3], g[4], g[5], f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
  }
}

static MlirLogicalResult call_general(Invoker *inv, const MlircInvokeValue *args, intptr_t numArgs,
                                      MlircInvokeValue *results, intptr_t numResults, MlircInvokeErrorCallback onError,
                                      void *userData);
static MlirLogicalResult scalars_refused(Invoker *inv, uint64_t id, const MlircInvokeScalar *args,
                                         MlircInvokeScalar *result, MlircInvokeErrorCallback onError, void *userData);

/* What a plan falls back to (the plan is the Invoker's first member). */
static MlirLogicalResult plan_general(InvokePlan *p, const MlircInvokeValue *args, intptr_t numArgs,
                                      MlircInvokeValue *results, intptr_t numResults, MlircInvokeErrorCallback onError,
                                      void *userData) {
  return call_general((Invoker *)p, args, numArgs, results, numResults, onError, userData);
}
static MlirLogicalResult plan_refused(InvokePlan *p, uint64_t id, const MlircInvokeScalar *args,
                                      MlircInvokeScalar *result, MlircInvokeErrorCallback onError, void *userData) {
  return scalars_refused((Invoker *)p, id, args, result, onError, userData);
}

/* What a null invoker calls. */
static MlirLogicalResult null_general(InvokePlan *p, const MlircInvokeValue *args, intptr_t numArgs,
                                      MlircInvokeValue *results, intptr_t numResults, MlircInvokeErrorCallback onError,
                                      void *userData) {
  (void)p;
  return call_general(NULL, args, numArgs, results, numResults, onError, userData);
}
static MlirLogicalResult null_refused(InvokePlan *p, uint64_t id, const MlircInvokeScalar *args,
                                      MlircInvokeScalar *result, MlircInvokeErrorCallback onError, void *userData) {
  (void)p;
  return scalars_refused(NULL, id, args, result, onError, userData);
}
static InvokePlan null_plan = {null_general, null_refused, null_general, null_refused};

MlircInvoker mlircInvokerCreateWithType(MlirExecutionEngine engine, MlirModule module, MlirStringRef name,
                                        MlirType functionType, MlircInvokeErrorCallback onError, void *userData) {
  InvokeText msg = {0};
  Invoker *inv = calloc(1, sizeof *inv);
  if (!inv) {
    invoke_text_printf(&msg, "out of memory");
    goto fail;
  }
  if (mlirExecutionEngineIsNull(engine) || mlirModuleIsNull(module)) {
    invoke_text_printf(&msg, "null execution engine or module");
    goto fail;
  }
  if (!invoke_signature_build(module, name, functionType, &inv->sig, &msg)) {
    /* Name the function in every message. */
    InvokeText full = {0};
    invoke_text_printf(&full, "@%.*s: %s", (int)name.length, name.data, msg.data ? msg.data : "out of memory");
    free(msg.data);
    msg = full;
    goto fail;
  }
  InvokeSignature *sig = &inv->sig;
  inv->packed = sig->nResults > 1 || (sig->nResults == 1 && sig->results[0].kind == MLIRC_INVOKE_MEMREF && !sig->bare);
  inv->fn = inv->packed ? mlirExecutionEngineLookupPacked(engine, name) : mlirExecutionEngineLookup(engine, name);
  if (!inv->fn) {
    invoke_text_printf(&msg, "%s: no such symbol in the execution engine", sig->text.data);
    goto fail;
  }
  size_t n = (size_t)sig->nLowered;
  inv->ffiArgs = calloc(n + 1, sizeof(ffi_type *));
  inv->slots = calloc(n + 1, sizeof(uint64_t));
  inv->argPtrs = calloc(n + 2, sizeof(void *));
  inv->resultOffsets = calloc((size_t)sig->nResults + 1, sizeof(size_t));
  if (!inv->ffiArgs || !inv->slots || !inv->argPtrs || !inv->resultOffsets) {
    invoke_text_printf(&msg, "out of memory");
    goto fail;
  }
  size_t k = 0;
  for (intptr_t i = 0; i < sig->nArgs; ++i) {
    InvokeSlot *a = &sig->args[i];
    if (a->kind != MLIRC_INVOKE_MEMREF) {
      inv->ffiArgs[k++] = ffi_scalar(a->kind);
    } else if (sig->bare) {
      inv->ffiArgs[k++] = &ffi_type_pointer;
    } else {
      inv->ffiArgs[k++] = &ffi_type_pointer;
      inv->ffiArgs[k++] = &ffi_type_pointer;
      for (int64_t j = 0; j < 1 + 2 * a->rank; ++j) inv->ffiArgs[k++] = &ffi_type_sint64;
    }
  }
  for (size_t j = 0; j < n; ++j) inv->argPtrs[j] = &inv->slots[j];
  for (intptr_t i = 0; i < sig->nResults; ++i) inv->memrefResults |= sig->results[i].kind == MLIRC_INVOKE_MEMREF;
  size_t resultBytes = layout_results(inv);
  inv->resultBuf = calloc(1, resultBytes > 16 ? resultBytes : 16);
  if (!inv->resultBuf) {
    invoke_text_printf(&msg, "out of memory");
    goto fail;
  }
  inv->argPtrs[n] = inv->resultBuf;
  if (!inv->packed) {
    inv->ffiRet = sig->nResults == 0                             ? &ffi_type_void
                  : sig->results[0].kind == MLIRC_INVOKE_MEMREF ? &ffi_type_pointer
                                                                 : ffi_scalar(sig->results[0].kind);
    if (ffi_prep_cif(&inv->cif, FFI_DEFAULT_ABI, (unsigned)n, inv->ffiRet, inv->ffiArgs) != FFI_OK) {
      invoke_text_printf(&msg, "%s: libffi cannot describe this signature", sig->text.data);
      goto fail;
    }
    inv->direct = direct_arity(inv);
    if (!inv->direct) inv->mixed = mixed_mode(inv);
  }
  invoke_plan_build(&inv->plan, inv->packed ? NULL : sig, inv->fn, plan_general, plan_refused);
  return (MlircInvoker){inv};
fail:
  invoke_report(onError, userData, &msg);
  invoker_free(inv);
  return (MlircInvoker){NULL};
}

MlircInvoker mlircInvokerCreate(MlirExecutionEngine engine, MlirModule module, MlirStringRef name,
                                MlircInvokeErrorCallback onError, void *userData) {
  return mlircInvokerCreateWithType(engine, module, name, (MlirType){NULL}, onError, userData);
}

void mlircInvokerDestroy(MlircInvoker invoker) { invoker_free(unwrap(invoker)); }

intptr_t mlircInvokerGetNumArguments(MlircInvoker i) { return i.ptr ? unwrap(i)->sig.nArgs : 0; }
intptr_t mlircInvokerGetNumResults(MlircInvoker i) { return i.ptr ? unwrap(i)->sig.nResults : 0; }

static InvokeSlot *slot_at(MlircInvoker i, intptr_t pos, bool result) {
  if (!i.ptr) return NULL;
  InvokeSignature *s = &unwrap(i)->sig;
  if (pos < 0 || pos >= (result ? s->nResults : s->nArgs)) return NULL;
  return result ? &s->results[pos] : &s->args[pos];
}
MlircInvokeKind mlircInvokerGetArgumentKind(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, false);
  return s ? s->kind : MLIRC_INVOKE_NONE;
}
MlircInvokeKind mlircInvokerGetResultKind(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, true);
  return s ? s->kind : MLIRC_INVOKE_NONE;
}
int64_t mlircInvokerGetArgumentRank(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, false);
  return s ? s->rank : 0;
}
int64_t mlircInvokerGetResultRank(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, true);
  return s ? s->rank : 0;
}
MlircInvokeKind mlircInvokerGetArgumentElementKind(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, false);
  return s ? s->elementKind : MLIRC_INVOKE_NONE;
}
MlircInvokeKind mlircInvokerGetResultElementKind(MlircInvoker i, intptr_t pos) {
  InvokeSlot *s = slot_at(i, pos, true);
  return s ? s->elementKind : MLIRC_INVOKE_NONE;
}
bool mlircInvokerUsesBarePointers(MlircInvoker i) { return i.ptr && unwrap(i)->sig.bare; }
bool mlircInvokerIsRecovered(MlircInvoker i) { return i.ptr && unwrap(i)->sig.recovered; }

void mlircInvokerPrintSignature(MlircInvoker i, MlirStringCallback callback, void *userData) {
  if (!i.ptr) return;
  InvokeText *t = &unwrap(i)->sig.text;
  callback(mlirStringRefCreate(t->data, t->len), userData);
}

/* --- the call ------------------------------------------------------------ */

static inline void put(uint64_t *slot, const void *value, size_t bytes) {
  *slot = 0;
  memcpy(slot, value, bytes); /* the low-address bytes, as LLVM loads them */
}

static inline void put_int(uint64_t *slot, int64_t v, size_t bytes) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* The low-address bytes are the low bits: the whole value will do. */
  (void)bytes;
  *slot = (uint64_t)v;
  return;
#endif
  int8_t i8 = (int8_t)v;
  int16_t i16 = (int16_t)v;
  int32_t i32 = (int32_t)v;
  put(slot, bytes == 1 ? (void *)&i8 : bytes == 2 ? (void *)&i16 : bytes == 4 ? (void *)&i32 : (void *)&v, bytes);
}

static inline bool int_fits(MlircInvokeKind k, int64_t v) {
  switch (k) {
  case MLIRC_INVOKE_I1: return v == 0 || v == 1;
  case MLIRC_INVOKE_I8: return v >= INT8_MIN && v <= UINT8_MAX;
  case MLIRC_INVOKE_I16: return v >= INT16_MIN && v <= UINT16_MAX;
  case MLIRC_INVOKE_I32: return v >= INT32_MIN && v <= (int64_t)UINT32_MAX;
  default: return true;
  }
}

static inline bool is_int_kind(MlircInvokeKind k) { return k >= MLIRC_INVOKE_I1 && k <= MLIRC_INVOKE_INDEX; }

/* Checks argument `i` and stores it from slot *k on; false with msg set. */
static inline bool lower_argument(Invoker *inv, intptr_t i, const MlircInvokeValue *v, size_t *k, InvokeText *msg) {
  InvokeSlot *a = &inv->sig.args[i];
  uint64_t *slots = inv->slots;
  if (v->kind != a->kind) {
    invoke_text_printf(msg, "argument %ld: expected %s, got %s", (long)i, mlircInvokeKindName(a->kind),
                       mlircInvokeKindName(v->kind));
    return false;
  }
  if (is_int_kind(a->kind)) {
    if (!int_fits(a->kind, v->as.i)) {
      invoke_text_printf(msg, "argument %ld: %lld does not fit in %s", (long)i, (long long)v->as.i,
                         mlircInvokeKindName(a->kind));
      return false;
    }
    put_int(&slots[(*k)++], v->as.i, invoke_kind_bytes(a->kind));
    return true;
  }
  switch (a->kind) {
  case MLIRC_INVOKE_F16:
  case MLIRC_INVOKE_BF16: put(&slots[(*k)++], &v->as.bits, 2); return true;
  case MLIRC_INVOKE_F32: put(&slots[(*k)++], &v->as.f32, 4); return true;
  case MLIRC_INVOKE_F64: put(&slots[(*k)++], &v->as.f64, 8); return true;
  case MLIRC_INVOKE_POINTER: put(&slots[(*k)++], &v->as.ptr, sizeof(void *)); return true;
  default: break;
  }
  /* A memref: rank, element type, then what the type fixes statically. */
  const MlircMemRef *m = &v->as.memref;
  if (v->rank != a->rank || v->elementKind != a->elementKind) {
    invoke_text_printf(msg, "argument %ld: expected a rank-%lld memref of %s, got a rank-%lld memref of %s", (long)i,
                       (long long)a->rank, mlircInvokeKindName(a->elementKind), (long long)v->rank,
                       mlircInvokeKindName(v->elementKind));
    return false;
  }
  if (a->rank > 0 && (!m->sizes || !m->strides)) {
    invoke_text_printf(msg, "argument %ld: memref without sizes or strides", (long)i);
    return false;
  }
  for (int64_t d = 0; d < a->rank; ++d) {
    if (m->sizes[d] < 0 || (a->sizes[d] != INVOKE_DYNAMIC && a->sizes[d] != m->sizes[d])) {
      invoke_text_printf(msg, "argument %ld: size %lld of dimension %lld does not match the type", (long)i,
                         (long long)m->sizes[d], (long long)d);
      return false;
    }
    /* A stride the layout fixes must hold where it matters (size > 1). */
    if (a->strides[d] != INVOKE_DYNAMIC && m->sizes[d] > 1 && a->strides[d] != m->strides[d]) {
      invoke_text_printf(msg,
                         "argument %ld: stride %lld of dimension %lld, but the memref layout requires %lld "
                         "(use a strided<[?...], offset: ?> layout for strided buffers)",
                         (long)i, (long long)m->strides[d], (long long)d, (long long)a->strides[d]);
      return false;
    }
  }
  if (a->offset != INVOKE_DYNAMIC && a->offset != m->offset) {
    invoke_text_printf(msg, "argument %ld: offset %lld, but the memref layout requires %lld", (long)i,
                       (long long)m->offset, (long long)a->offset);
    return false;
  }
  put(&slots[(*k)++], &m->allocated, sizeof(void *));
  if (inv->sig.bare) {
    put(&slots[*k - 1], &m->aligned, sizeof(void *));
    return true;
  }
  put(&slots[(*k)++], &m->aligned, sizeof(void *));
  put(&slots[(*k)++], &m->offset, 8);
  for (int64_t d = 0; d < a->rank; ++d) put(&slots[(*k)++], &m->sizes[d], 8);
  for (int64_t d = 0; d < a->rank; ++d) put(&slots[(*k)++], &m->strides[d], 8);
  return true;
}

static int64_t read_int(const void *p, MlircInvokeKind k) {
  switch (invoke_kind_bytes(k)) {
  case 1: {
    int8_t v;
    memcpy(&v, p, 1);
    return k == MLIRC_INVOKE_I1 ? (v & 1) : v;
  }
  case 2: {
    int16_t v;
    memcpy(&v, p, 2);
    return v;
  }
  case 4: {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
  }
  default: {
    int64_t v;
    memcpy(&v, p, 8);
    return v;
  }
  }
}

/* Decodes result `i` stored (LLVM layout) at p. */
static void read_result(Invoker *inv, intptr_t i, const unsigned char *p, MlircInvokeValue *out) {
  InvokeSlot *r = &inv->sig.results[i];
  int64_t *sizes = out->as.memref.sizes, *strides = out->as.memref.strides;
  out->kind = r->kind;
  out->elementKind = r->elementKind;
  out->rank = r->rank;
  if (is_int_kind(r->kind)) {
    out->as.i = read_int(p, r->kind);
  } else if (r->kind == MLIRC_INVOKE_F16 || r->kind == MLIRC_INVOKE_BF16) {
    memcpy(&out->as.bits, p, 2);
  } else if (r->kind == MLIRC_INVOKE_F32) {
    memcpy(&out->as.f32, p, 4);
  } else if (r->kind == MLIRC_INVOKE_F64) {
    memcpy(&out->as.f64, p, 8);
  } else if (r->kind == MLIRC_INVOKE_POINTER) {
    memcpy(&out->as.ptr, p, sizeof(void *));
  } else if (inv->sig.bare) { /* one pointer; the rest is static */
    memcpy(&out->as.memref.allocated, p, sizeof(void *));
    out->as.memref.aligned = out->as.memref.allocated;
    out->as.memref.offset = r->offset == INVOKE_DYNAMIC ? 0 : r->offset;
    for (int64_t d = 0; d < r->rank; ++d) {
      sizes[d] = r->sizes[d];
      strides[d] = r->strides[d];
    }
  } else {
    memcpy(&out->as.memref.allocated, p, sizeof(void *));
    memcpy(&out->as.memref.aligned, p + 8, sizeof(void *));
    memcpy(&out->as.memref.offset, p + 16, 8);
    memcpy(sizes, p + 24, 8 * (size_t)r->rank);
    memcpy(strides, p + 24 + 8 * (size_t)r->rank, 8 * (size_t)r->rank);
  }
}

/* Says why mlircInvokerCallScalars refused (it called nothing). */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static MlirLogicalResult scalars_refused(Invoker *inv, uint64_t id, const MlircInvokeScalar *args,
                                         MlircInvokeScalar *result, MlircInvokeErrorCallback onError, void *userData) {
  InvokeText msg = {0};
  if (!inv) {
    invoke_text_printf(&msg, "null invoker");
  } else if (!inv->plan.id) {
    invoke_text_printf(&msg, "%s: no scalar fast path for this signature (use mlircInvokerCall)", inv->sig.text.data);
  } else if (id != inv->plan.id) {
    /* The kinds the id stands for (mlircInvokeSignatureId's layout). */
    intptr_t n = (intptr_t)(id >> 56 & 0x7f), m = (intptr_t)(id >> 52 & 0xf);
    invoke_text_printf(&msg, "%s: called as ", inv->sig.text.data);
    if (!(id >> 63) || n > INVOKE_PLAN_MAX_ARGS || m > 1) {
      invoke_text_printf(&msg, "an invalid signature id");
    } else {
      invoke_text_printf(&msg, "(");
      for (intptr_t i = 0; i < n; ++i)
        invoke_text_printf(&msg, "%s%s", i ? ", " : "", mlircInvokeKindName((MlircInvokeKind)(id >> (4 * i) & 0xf)));
      invoke_text_printf(&msg, ")");
      if (m)
        invoke_text_printf(&msg, " -> %s",
                           mlircInvokeKindName((MlircInvokeKind)(id >> (4 * INVOKE_PLAN_MAX_ARGS) & 0xf)));
    }
  } else if (inv->plan.nArgs > 0 && !args) {
    invoke_text_printf(&msg, "%s: null arguments", inv->sig.text.data);
  } else if (inv->sig.nResults > 0 && !result) {
    invoke_text_printf(&msg, "%s: null result storage", inv->sig.text.data);
  } else {
    for (intptr_t i = 0; i < inv->plan.nArgs && !msg.data; ++i) {
      const InvokePlanArg *a = &inv->plan.args[i];
      if ((uint64_t)args[i].i - a->lo > a->span)
        invoke_text_printf(&msg, "%s: argument %ld: %lld does not fit in %s", inv->sig.text.data, (long)i,
                           (long long)args[i].i, mlircInvokeKindName(a->kind));
    }
    if (!msg.data) invoke_text_printf(&msg, "%s: refused", inv->sig.text.data);
  }
  invoke_report(onError, userData, &msg);
  return mlirLogicalResultFailure();
}

/* Through the plan (InvokePlan.c), one function chosen for the signature
 * when the invoker was created; it hands anything else (memrefs, the packed
 * wrapper, libffi, a mismatch) to call_general, which checks again and
 * says what is wrong. */
MlirLogicalResult mlircInvokerCall(MlircInvoker invoker, const MlircInvokeValue *args, intptr_t numArgs,
                                   MlircInvokeValue *results, intptr_t numResults, MlircInvokeErrorCallback onError,
                                   void *userData) {
  /* A null invoker goes the same way (no argument shuffling on the way). */
  InvokePlan *p = invoker.ptr ? &unwrap(invoker)->plan : &null_plan;
  return p->callValues(p, args, numArgs, results, numResults, onError, userData);
}

uint64_t mlircInvokerGetSignatureId(MlircInvoker invoker) { return invoker.ptr ? unwrap(invoker)->plan.id : 0; }

MlirLogicalResult mlircInvokerCallScalars(MlircInvoker invoker, uint64_t signatureId, const MlircInvokeScalar *args,
                                          MlircInvokeScalar *result, MlircInvokeErrorCallback onError,
                                          void *userData) {
  InvokePlan *p = invoker.ptr ? &unwrap(invoker)->plan : &null_plan;
  return p->callScalars(p, signatureId, args, result, onError, userData);
}

/* Out of line: the fast paths jump past it without a stack frame. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static MlirLogicalResult call_general(Invoker *inv, const MlircInvokeValue *args, intptr_t numArgs,
                                      MlircInvokeValue *results, intptr_t numResults, MlircInvokeErrorCallback onError,
                                      void *userData) {
  InvokeText msg = {0};
  if (!inv) {
    invoke_text_printf(&msg, "null invoker");
    goto fail;
  }
  InvokeSignature *sig = &inv->sig;
  if (numArgs != sig->nArgs || (numArgs > 0 && !args)) {
    invoke_text_printf(&msg, "expected %ld argument%s, got %ld", (long)sig->nArgs, sig->nArgs == 1 ? "" : "s",
                       (long)numArgs);
    goto fail;
  }
  if (numResults != sig->nResults || (numResults > 0 && !results)) {
    invoke_text_printf(&msg, "room for %ld result%s expected, got %ld", (long)sig->nResults,
                       sig->nResults == 1 ? "" : "s", (long)numResults);
    goto fail;
  }
  for (intptr_t i = 0; inv->memrefResults && i < numResults; ++i)
    if (sig->results[i].kind == MLIRC_INVOKE_MEMREF && sig->results[i].rank > 0 &&
        (!results[i].as.memref.sizes || !results[i].as.memref.strides)) {
      invoke_text_printf(&msg, "result %ld: memref of rank %lld needs sizes/strides storage", (long)i,
                         (long long)sig->results[i].rank);
      goto fail;
    }
  size_t k = 0;
  for (intptr_t i = 0; i < numArgs; ++i)
    if (!lower_argument(inv, i, &args[i], &k, &msg)) goto fail;

  if (inv->packed) {
    ((void (*)(void **))inv->fn)(inv->argPtrs);
    for (intptr_t i = 0; i < numResults; ++i)
      read_result(inv, i, (unsigned char *)inv->resultBuf + inv->resultOffsets[i], &results[i]);
  } else {
    if (inv->direct) {
      uint64_t r = call_direct(inv);
      ffi_arg wide = (ffi_arg)r;
      memcpy(inv->resultBuf, &wide, sizeof wide);
    } else if (inv->mixed) {
      uint64_t bits;
      call_mixed(inv, &bits);
      memcpy(inv->resultBuf, &bits, sizeof bits);
    } else {
      ffi_call(&inv->cif, FFI_FN(inv->fn), inv->resultBuf, inv->argPtrs);
    }
    if (numResults == 1) {
      MlircInvokeKind k = sig->results[0].kind;
      if (is_int_kind(k)) {
        /* libffi widens integers narrower than a register to ffi_arg; the
         * low bits are the value. */
        ffi_arg wide;
        memcpy(&wide, inv->resultBuf, sizeof wide);
        unsigned bits = 8 * (unsigned)invoke_kind_bytes(k);
        int64_t v = (int64_t)(uint64_t)wide;
        if (k == MLIRC_INVOKE_I1) v &= 1;
        else if (bits < 64) v = (int64_t)((uint64_t)v << (64 - bits)) >> (64 - bits);
        results[0].kind = k;
        results[0].elementKind = MLIRC_INVOKE_NONE;
        results[0].rank = 0;
        results[0].as.i = v;
      } else {
        read_result(inv, 0, inv->resultBuf, &results[0]);
      }
    }
  }
  return mlirLogicalResultSuccess();
fail:
  if (inv) {
    InvokeText full = {0};
    invoke_text_printf(&full, "%s: %s", inv->sig.text.data, msg.data ? msg.data : "out of memory");
    free(msg.data);
    msg = full;
  }
  invoke_report(onError, userData, &msg);
  return mlirLogicalResultFailure();
}
