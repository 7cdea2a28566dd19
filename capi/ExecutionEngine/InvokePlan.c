/* The invoker's call plan: for a signature of scalar arguments (at most six
 * integer/pointer and eight float ones) and at most one scalar result,
 * everything a call needs is worked out once, when the invoker is created:
 * per argument its kind, the range an integer must fit (one unsigned
 * compare), the register it goes to; per result how to widen it.  A call
 * is then one function chosen for the shape of the signature (how many
 * integer and float registers, what comes back): the checks, one call of
 * the native symbol through a cast pointer, no loop over kinds, no libffi,
 * no state written (so concurrent calls are safe).
 *
 * x86-64 (SysV) and AArch64 fill integer/pointer and float argument
 * registers from two separate files, each in argument order, whatever the
 * interleaving: a function of (i64, f64, i32) is called as one of
 * (u64, u64, double).  Narrow integers travel in a whole register (the
 * callee reads the low bits; MLIR's lowering gives no signext/zeroext), a
 * float or half in the low bits of a double register, and a float result
 * comes back in the low bits of the double one. */
#include <stddef.h>
#include <string.h>

#include "InvokePlan.h"

/* give_head writes kind and element kind as one 8-byte word. */
typedef char invoke_plan_layout_check[offsetof(MlircInvokeValue, elementKind) == 4 &&
                                              sizeof(MlircInvokeKind) == 4 && offsetof(MlircInvokeValue, rank) == 8
                                          ? 1
                                          : -1];

#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* Slots of the register buffer: integers first, then floats. */
enum { GPRS = 6, FPRS = 8, FP0 = GPRS };

static inline double D(uint64_t bits) {
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

static inline uint64_t bits_of(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}

static inline uint64_t raw_of(const void *v) {
  uint64_t u;
  memcpy(&u, v, 8);
  return u;
}

/* Checks and places the arguments: MlircInvokeValue ones when `values`
 * (kinds checked here), MlircInvokeScalar ones otherwise (kinds checked
 * through the signature id).  `base`: the register slot of argument 0 when
 * all are of one class (then the buffer stays in registers), -1 for the
 * planned slots. */
static ALWAYS_INLINE bool take(const InvokePlan *p, const void *args, bool values, uint64_t *b, int n, int base) {
  for (int i = 0; i < n; ++i) {
    const InvokePlanArg *pa = &p->args[i];
    uint64_t raw;
    if (values) {
      const MlircInvokeValue *v = (const MlircInvokeValue *)args + i;
      if (v->kind != pa->kind) return false;
      raw = raw_of(&v->as);
    } else {
      raw = raw_of((const MlircInvokeScalar *)args + i);
    }
    b[base < 0 ? pa->dst : base + i] = raw;
  }
  if (p->narrow) /* integers that do not fit */
    for (int i = 0; i < n; ++i)
      if (b[base < 0 ? p->args[i].dst : base + i] - p->args[i].lo > p->args[i].span) return false;
  return true;
}

/* A result's kind, element kind and rank, written before the call so that
 * only `out` has to live across it. */
static ALWAYS_INLINE void give_head(const InvokePlan *p, MlircInvokeValue *o) {
  memcpy(o, &p->resHead, 8); /* kind, elementKind (NONE) */
  o->rank = 0;
}

/* The result's bits, `narrow`: a narrow integer sign-extended (i1: 0 or
 * 1), a float or half its low bits only. */
static ALWAYS_INLINE void give(const InvokePlan *p, void *out, bool values, bool narrow, uint64_t r) {
  if (narrow) r = (uint64_t)((int64_t)(r << p->resShift) >> p->resShift) & p->resMask;
  if (values) memcpy(&((MlircInvokeValue *)out)->as, &r, 8);
  else memcpy(out, &r, 8);
}

/* How the native symbol is called, by result class; the bits in r. */
#define CALL_VOID(PARAMS, ARGS)                                                                                    \
  ((void(*) PARAMS)p->fn) ARGS;                                                                                    \
  uint64_t r = 0;
#define CALL_INT(PARAMS, ARGS) uint64_t r = ((uint64_t(*) PARAMS)p->fn) ARGS;
#define CALL_FP(PARAMS, ARGS) uint64_t r = bits_of(((double(*) PARAMS)p->fn) ARGS);

/* One shape x result class, for both argument forms.  N arguments, BASE
 * as for take(), ZERO: the buffer is read past the arguments (the generic
 * shape) and is cleared first; R results (0 or 1), NARROW as for give(). */
#define PLAN_FNS(NAME, N, BASE, ZERO, PARAMS, ARGS, R, CALL, NARROW)                                              \
  static MlirLogicalResult NAME##_v(InvokePlan *p, const MlircInvokeValue *a, intptr_t nA, MlircInvokeValue *res, \
                                    intptr_t nR, MlircInvokeErrorCallback cb, void *ud) {                        \
    uint64_t b[GPRS + FPRS];                                                                                     \
    if (ZERO) memset(b, 0, sizeof b);                                                                            \
    if (nA != (N) || nR != (R) || ((N) && !a) || ((R) && !res) || !take(p, a, true, b, N, BASE))                 \
      return p->general(p, a, nA, res, nR, cb, ud);                                                              \
    if (R) give_head(p, res);                                                                                    \
    CALL(PARAMS, ARGS)                                                                                           \
    if (R) give(p, res, true, NARROW, r);                                                                        \
    (void)r;                                                                                                     \
    return mlirLogicalResultSuccess();                                                                           \
  }                                                                                                              \
  static MlirLogicalResult NAME##_s(InvokePlan *p, uint64_t id, const MlircInvokeScalar *a,                      \
                                    MlircInvokeScalar *res, MlircInvokeErrorCallback cb, void *ud) {             \
    uint64_t b[GPRS + FPRS];                                                                                     \
    if (ZERO) memset(b, 0, sizeof b);                                                                            \
    if (id != p->id || ((N) && !a) || ((R) && !res) || !take(p, a, false, b, N, BASE))                           \
      return p->refused(p, id, a, res, cb, ud);                                                                  \
    CALL(PARAMS, ARGS)                                                                                           \
    if (R) give(p, res, false, NARROW, r);                                                                       \
    (void)r;                                                                                                     \
    return mlirLogicalResultSuccess();                                                                           \
  }

/* A shape: result void, wide integer/pointer, narrow integer, f64, f32/f16. */
#define SHAPE(NAME, N, BASE, ZERO, PARAMS, ARGS)                                                                  \
  PLAN_FNS(NAME##_0, N, BASE, ZERO, PARAMS, ARGS, 0, CALL_VOID, 0)                                                \
  PLAN_FNS(NAME##_1, N, BASE, ZERO, PARAMS, ARGS, 1, CALL_INT, 0)                                                 \
  PLAN_FNS(NAME##_2, N, BASE, ZERO, PARAMS, ARGS, 1, CALL_INT, 1)                                                 \
  PLAN_FNS(NAME##_3, N, BASE, ZERO, PARAMS, ARGS, 1, CALL_FP, 0)                                                  \
  PLAN_FNS(NAME##_4, N, BASE, ZERO, PARAMS, ARGS, 1, CALL_FP, 1)

typedef uint64_t U;
#define G0 b[0]
#define G1 b[1]
#define G2 b[2]
#define G3 b[3]
#define F0 D(b[FP0])
#define F1 D(b[FP0 + 1])
#define F2 D(b[FP0 + 2])

/* The common shapes (integer registers, float registers), each exact... */
SHAPE(s00, 0, 0, 0, (void), ())
SHAPE(s10, 1, 0, 0, (U), (G0))
SHAPE(s20, 2, 0, 0, (U, U), (G0, G1))
SHAPE(s30, 3, 0, 0, (U, U, U), (G0, G1, G2))
SHAPE(s40, 4, 0, 0, (U, U, U, U), (G0, G1, G2, G3))
SHAPE(s01, 1, FP0, 0, (double), (F0))
SHAPE(s02, 2, FP0, 0, (double, double), (F0, F1))
SHAPE(s03, 3, FP0, 0, (double, double, double), (F0, F1, F2))
SHAPE(s11, 2, -1, 0, (U, double), (G0, F0))
SHAPE(s21, 3, -1, 0, (U, U, double), (G0, G1, F0))
SHAPE(s12, 3, -1, 0, (U, double, double), (G0, F0, F1))
SHAPE(s22, 4, -1, 0, (U, U, double, double), (G0, G1, F0, F1))
/* ...and every other one as six integers and eight doubles: the callee
 * ignores the registers it does not use. */
SHAPE(sgen, p->nArgs, -1, 1, (U, U, U, U, U, U, double, double, double, double, double, double, double, double),
      (b[0], b[1], b[2], b[3], b[4], b[5], D(b[FP0]), D(b[FP0 + 1]), D(b[FP0 + 2]), D(b[FP0 + 3]), D(b[FP0 + 4]),
       D(b[FP0 + 5]), D(b[FP0 + 6]), D(b[FP0 + 7])))

typedef struct {
  int ng, nf;
  InvokeValuesFn values[5];
  InvokeScalarsFn scalars[5];
} Shape;

#define ROW(NG, NF, S)                                                                                             \
  {                                                                                                              \
    NG, NF, {S##_0_v, S##_1_v, S##_2_v, S##_3_v, S##_4_v}, { S##_0_s, S##_1_s, S##_2_s, S##_3_s, S##_4_s }       \
  }
static const Shape shapes[] = {ROW(0, 0, s00), ROW(1, 0, s10), ROW(2, 0, s20), ROW(3, 0, s30),
                               ROW(4, 0, s40), ROW(0, 1, s01), ROW(0, 2, s02), ROW(0, 3, s03),
                               ROW(1, 1, s11), ROW(2, 1, s21), ROW(1, 2, s12), ROW(2, 2, s22)};
static const Shape generic = ROW(-1, -1, sgen);

static bool is_fp(MlircInvokeKind k) {
  return k == MLIRC_INVOKE_F16 || k == MLIRC_INVOKE_BF16 || k == MLIRC_INVOKE_F32 || k == MLIRC_INVOKE_F64;
}

uint64_t mlircInvokeSignatureId(const MlircInvokeKind *args, intptr_t numArgs, const MlircInvokeKind *results,
                                intptr_t numResults) {
  if (numArgs < 0 || numArgs > INVOKE_PLAN_MAX_ARGS || numResults < 0 || numResults > 1) return 0;
  if ((numArgs > 0 && !args) || (numResults > 0 && !results)) return 0;
  /* 4 bits a kind; the counts on top make every arity distinct. */
  uint64_t id = (uint64_t)1 << 63 | (uint64_t)numArgs << 56 | (uint64_t)numResults << 52;
  for (intptr_t i = 0; i < numArgs; ++i) {
    if (args[i] <= MLIRC_INVOKE_NONE || args[i] >= MLIRC_INVOKE_MEMREF) return 0;
    id |= (uint64_t)args[i] << (4 * i);
  }
  if (numResults == 1) {
    if (results[0] <= MLIRC_INVOKE_NONE || results[0] >= MLIRC_INVOKE_MEMREF) return 0;
    id |= (uint64_t)results[0] << (4 * INVOKE_PLAN_MAX_ARGS);
  }
  return id;
}

bool invoke_plan_build(InvokePlan *p, const InvokeSignature *sig, void *fn, InvokeValuesFn general,
                       InvokeScalarsFn refused) {
  memset(p, 0, sizeof *p);
  p->callValues = p->general = general;
  p->callScalars = p->refused = refused;
#if (defined(__x86_64__) || defined(__aarch64__)) && defined(__BYTE_ORDER__) &&                                \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (!sig || sig->nArgs > INVOKE_PLAN_MAX_ARGS || sig->nResults > 1 || sig->nLowered != sig->nArgs) return false;
  MlircInvokeKind kinds[INVOKE_PLAN_MAX_ARGS], rk = MLIRC_INVOKE_NONE;
  int ng = 0, nf = 0;
  for (intptr_t i = 0; i < sig->nArgs; ++i) {
    MlircInvokeKind k = sig->args[i].kind;
    InvokePlanArg *a = &p->args[i];
    if (k == MLIRC_INVOKE_MEMREF || k == MLIRC_INVOKE_NONE) return false;
    kinds[i] = k;
    a->kind = k;
    a->lo = 0;
    a->span = ~(uint64_t)0;
    switch (k) { /* accepted: [INTn_MIN, UINTn_MAX], as the general path */
    case MLIRC_INVOKE_I1: a->span = 1; break;
    case MLIRC_INVOKE_I8: a->lo = (uint64_t)(int64_t)INT8_MIN, a->span = UINT8_MAX - (int64_t)INT8_MIN; break;
    case MLIRC_INVOKE_I16: a->lo = (uint64_t)(int64_t)INT16_MIN, a->span = UINT16_MAX - (int64_t)INT16_MIN; break;
    case MLIRC_INVOKE_I32:
      a->lo = (uint64_t)(int64_t)INT32_MIN, a->span = (uint64_t)UINT32_MAX - (uint64_t)(int64_t)INT32_MIN;
      break;
    default: break;
    }
    p->narrow |= a->span != ~(uint64_t)0;
    if (is_fp(k)) {
      if (nf == FPRS) return false;
      a->dst = (unsigned char)(FP0 + nf++);
    } else {
      if (ng == GPRS) return false;
      a->dst = (unsigned char)ng++;
    }
  }
  int result = 0; /* void */
  p->resMask = ~(uint64_t)0;
  if (sig->nResults == 1) {
    rk = sig->results[0].kind;
    if (rk == MLIRC_INVOKE_MEMREF || rk == MLIRC_INVOKE_NONE) return false;
    uint32_t head[2] = {(uint32_t)rk, (uint32_t)MLIRC_INVOKE_NONE};
    memcpy(&p->resHead, head, 8);
    switch (rk) {
    case MLIRC_INVOKE_I1: p->resShift = 63, p->resMask = 1, result = 2; break;
    case MLIRC_INVOKE_I8: p->resShift = 56, result = 2; break;
    case MLIRC_INVOKE_I16: p->resShift = 48, result = 2; break;
    case MLIRC_INVOKE_I32: p->resShift = 32, result = 2; break;
    case MLIRC_INVOKE_F64: result = 3; break;
    case MLIRC_INVOKE_F32: p->resMask = UINT32_MAX, result = 4; break;
    case MLIRC_INVOKE_F16:
    case MLIRC_INVOKE_BF16: p->resMask = UINT16_MAX, result = 4; break;
    default: result = 1; /* i64, index, pointer */
    }
  }
  const Shape *s = &generic;
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; ++i)
    if (shapes[i].ng == ng && shapes[i].nf == nf) s = &shapes[i];
  p->fn = fn;
  p->nArgs = sig->nArgs;
  p->id = mlircInvokeSignatureId(kinds, sig->nArgs, &rk, sig->nResults);
  p->callValues = s->values[result];
  p->callScalars = s->scalars[result];
  return true;
#else
  (void)sig;
  (void)fn;
  return false;
#endif
}
