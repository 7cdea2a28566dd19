/* mlir.ir: AffineExpr (and its kinds), AffineMap, IntegerSet.
 *
 * Initialized before the attributes (AffineMapAttr uses the AffineMap class). */
#include "ir_builtin.h"

#include <string.h>

#define UPTR(o) (((PyMlirUniqued *)(o))->ptr)
#define EXPR(o) ((MlirAffineExpr){UPTR(o)})
#define AMAP(o) ((MlirAffineMap){UPTR(o)})
#define ISET(o) ((MlirIntegerSet){UPTR(o)})

static PyObject *print_with(void (*pr)(const void *, MlirStringCallback, void *), const void *p) {
  mlirpy_printer pp = {0};
  pr(p, mlirpy_printer_cb, &pp);
  return mlirpy_printer_finish(&pp);
}
static void pr_expr(const void *p, MlirStringCallback cb, void *ud) { mlirAffineExprPrint((MlirAffineExpr){p}, cb, ud); }
static void pr_map(const void *p, MlirStringCallback cb, void *ud) { mlirAffineMapPrint((MlirAffineMap){p}, cb, ud); }
static void pr_set(const void *p, MlirStringCallback cb, void *ud) { mlirIntegerSetPrint((MlirIntegerSet){p}, cb, ud); }

static PyObject *uniq_eq(PyTypeObject *base, PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, base) || !PyObject_TypeCheck(a, base))
    Py_RETURN_NOTIMPLEMENTED;
  int eq = UPTR(a) == UPTR(b);
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static mlirpy_state *st_of(PyObject *self) { return MLIRPY_UCTX(self)->st; }

/* ============================ AffineExpr ================================== */
enum { K_EXPR, K_CONST, K_DIM, K_SYM, K_BINARY, K_ADD, K_MUL, K_MOD, K_FLOORDIV, K_CEILDIV, K_COUNT };
static const char *kind_names[K_COUNT] = {"AffineExpr", "AffineConstantExpr", "AffineDimExpr", "AffineSymbolExpr",
                                          "AffineBinaryExpr", "AffineAddExpr", "AffineMulExpr", "AffineModExpr",
                                          "AffineFloorDivExpr", "AffineCeilDivExpr"};
/* The classes by kind are the state's affine_expr_classes (a list indexed
 * by kind). */

static bool expr_isa(int kind, MlirAffineExpr e) {
  switch (kind) {
  case K_EXPR: return true;
  case K_CONST: return mlirAffineExprIsAConstant(e);
  case K_DIM: return mlirAffineExprIsADim(e);
  case K_SYM: return mlirAffineExprIsASymbol(e);
  case K_BINARY: return mlirAffineExprIsABinary(e);
  case K_ADD: return mlirAffineExprIsAAdd(e);
  case K_MUL: return mlirAffineExprIsAMul(e);
  case K_MOD: return mlirAffineExprIsAMod(e);
  case K_FLOORDIV: return mlirAffineExprIsAFloorDiv(e);
  case K_CEILDIV: return mlirAffineExprIsACeilDiv(e);
  }
  return false;
}
static int expr_kind(MlirAffineExpr e) {
  for (int k = K_COUNT - 1; k > K_BINARY; --k)
    if (expr_isa(k, e)) return k;
  for (int k = K_SYM; k > K_EXPR; --k)
    if (expr_isa(k, e)) return k;
  return K_EXPR;
}

static PyTypeObject *expr_class(mlirpy_state *st, int kind) {
  return (PyTypeObject *)PyList_GetItem(st->affine_expr_classes, kind); /* borrowed */
}

MLIRPY_INTERNAL PyObject *mlirpy_affine_expr_wrap(PyMlirContext *ctx, MlirAffineExpr e) {
  if (mlirAffineExprIsNull(e)) {
    PyErr_SetString(PyExc_ValueError, "invalid (null) affine expression");
    return NULL;
  }
  PyTypeObject *cls = expr_class(ctx->st, expr_kind(e));
  if (!cls) return NULL;
  return mlirpy_uniqued_new(cls, ctx, e.ptr);
}

/* Class kind: stored as an int attribute `_kind` on each class. */
static int class_kind(PyObject *cls) {
  PyObject *k = PyObject_GetAttrString(cls, "_kind");
  if (!k) return -1;
  long v = PyLong_AsLong(k);
  Py_DECREF(k);
  return (int)v;
}

static int get_expr(mlirpy_state *st, PyObject *o, MlirAffineExpr *out, const char *what) {
  if (!PyObject_TypeCheck(o, st->AffineExpr)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.AffineExpr, got %R", what, (PyObject *)Py_TYPE(o));
    return -1;
  }
  *out = EXPR(o);
  return 0;
}

/* An AffineExpr or an int (made a constant in `ctx`). */
static int expr_or_int(mlirpy_state *st, PyMlirContext *ctx, PyObject *o, MlirAffineExpr *out, const char *what) {
  if (PyLong_Check(o) && !PyBool_Check(o)) {
    long long v = PyLong_AsLongLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    *out = mlirAffineConstantExprGet(ctx->ctx, v);
    return 0;
  }
  if (get_expr(st, o, out, what) < 0) return -1;
  if (MLIRPY_UCTX(o) != ctx) {
    PyErr_Format(PyExc_ValueError, "%s: affine expressions from different contexts", what);
    return -1;
  }
  return 0;
}

static PyObject *expr_new(PyTypeObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"expr", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O", kwl, &o)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)cls);
  MlirAffineExpr e;
  if (!st || get_expr(st, o, &e, "expr") < 0) return NULL;
  int k = class_kind((PyObject *)cls);
  if (k < 0) return NULL;
  if (!expr_isa(k, e)) {
    PyErr_Format(PyExc_ValueError, "Cannot cast affine expression to %s (from %S)", kind_names[k], o);
    return NULL;
  }
  return mlirpy_uniqued_new(cls, MLIRPY_UCTX(o), e.ptr);
}

static PyObject *expr_str(PyObject *self) { return print_with(pr_expr, UPTR(self)); }
static PyObject *expr_repr(PyObject *self) { return mlirpy_repr_as_call(self, expr_str); }
static PyObject *expr_richcmp(PyObject *a, PyObject *b, int op) { return uniq_eq(st_of(a)->AffineExpr, a, b, op); }

typedef MlirAffineExpr (*binop_fn)(MlirAffineExpr, MlirAffineExpr);
enum { OP_ADD, OP_MUL, OP_MOD, OP_FLOORDIV, OP_CEILDIV, OP_SUB };
static const binop_fn binops[] = {mlirAffineAddExprGet, mlirAffineMulExprGet, mlirAffineModExprGet,
                                  mlirAffineFloorDivExprGet, mlirAffineCeilDivExprGet};

/* lhs op rhs where either may be an int (not both). */
static PyObject *binary(mlirpy_state *st, PyObject *a, PyObject *b, int op, int raise_on_mismatch) {
  PyObject *e = PyObject_TypeCheck(a, st->AffineExpr) ? a : b;
  if (!PyObject_TypeCheck(e, st->AffineExpr)) {
    PyErr_SetString(PyExc_TypeError, "expected an AffineExpr operand");
    return NULL;
  }
  PyMlirContext *ctx = MLIRPY_UCTX(e);
  MlirAffineExpr l, r;
  if ((PyLong_Check(a) || PyObject_TypeCheck(a, st->AffineExpr)) &&
      (PyLong_Check(b) || PyObject_TypeCheck(b, st->AffineExpr))) {
    if (expr_or_int(st, ctx, a, &l, "lhs") < 0 || expr_or_int(st, ctx, b, &r, "rhs") < 0) return NULL;
  } else {
    if (!raise_on_mismatch) Py_RETURN_NOTIMPLEMENTED;
    PyErr_Format(PyExc_TypeError, "expected AffineExpr or int operands, got %R and %R", (PyObject *)Py_TYPE(a),
                 (PyObject *)Py_TYPE(b));
    return NULL;
  }
  if (op == OP_SUB) {
    r = mlirAffineMulExprGet(r, mlirAffineConstantExprGet(ctx->ctx, -1));
    op = OP_ADD;
  }
  if ((op == OP_MOD || op == OP_FLOORDIV || op == OP_CEILDIV) && mlirAffineExprIsAConstant(r) &&
      mlirAffineConstantExprGetValue(r) <= 0) {
    PyErr_Format(mlirAffineConstantExprGetValue(r) == 0 ? PyExc_ZeroDivisionError : PyExc_ValueError,
                 "affine %s by a non-positive constant (%lld)",
                 op == OP_MOD ? "mod" : op == OP_FLOORDIV ? "floordiv" : "ceildiv",
                 (long long)mlirAffineConstantExprGetValue(r));
    return NULL;
  }
  return mlirpy_affine_expr_wrap(ctx, binops[op](l, r));
}
static mlirpy_state *st_of_either(PyObject *a, PyObject *b) {
  /* Find the state through whichever operand is ours. */
  PyObject *o = PyObject_HasAttrString((PyObject *)Py_TYPE(a), "_mlirpy_state") ? a : b;
  return mlirpy_state_from_type((PyObject *)Py_TYPE(o));
}
#define NB(name, op)                                                              \
  static PyObject *nb_##name(PyObject *a, PyObject *b) {                          \
    mlirpy_state *st = st_of_either(a, b);                                        \
    return st ? binary(st, a, b, op, 0) : NULL;                                   \
  }
NB(add, OP_ADD) NB(sub, OP_SUB) NB(mul, OP_MUL) NB(mod, OP_MOD) NB(floordiv, OP_FLOORDIV)
static PyObject *nb_neg(PyObject *a) {
  return mlirpy_affine_expr_wrap(MLIRPY_UCTX(a), mlirAffineMulExprGet(EXPR(a), mlirAffineConstantExprGet(MLIRPY_UCTX(a)->ctx, -1)));
}

/* Static constructors: AffineExpr.get_add(lhs, rhs)... and AffineAddExpr.get(lhs, rhs). */
static PyObject *static_binary(PyObject *cls, PyObject *args, int op) {
  PyObject *a, *b;
  if (!PyArg_ParseTuple(args, "OO", &a, &b)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  return st ? binary(st, a, b, op, 1) : NULL;
}
#define STATIC_BIN(name, op)                                                                           \
  static PyObject *sb_##name(PyObject *cls, PyObject *args) { return static_binary(cls, args, op); }
STATIC_BIN(add, OP_ADD) STATIC_BIN(mul, OP_MUL) STATIC_BIN(mod, OP_MOD) STATIC_BIN(floordiv, OP_FLOORDIV)
STATIC_BIN(ceildiv, OP_CEILDIV)

static PyObject *get_leaf(PyObject *cls, PyObject *args, PyObject *kw, int kind) {
  static char *kwl_c[] = {"value", "context", NULL};
  static char *kwl_p[] = {"position", "context", NULL};
  long long v;
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "L|O", kind == K_CONST ? kwl_c : kwl_p, &v, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  if (kind != K_CONST && (v < 0 || v > INT32_MAX)) {
    PyErr_Format(PyExc_ValueError, "position must be in [0, %d], got %lld", INT32_MAX, v);
    return NULL;
  }
  MlirAffineExpr e = kind == K_CONST ? mlirAffineConstantExprGet(c->ctx, v)
                   : kind == K_DIM   ? mlirAffineDimExprGet(c->ctx, (intptr_t)v)
                                     : mlirAffineSymbolExprGet(c->ctx, (intptr_t)v);
  return mlirpy_affine_expr_wrap(c, e);
}
static PyObject *get_const(PyObject *cls, PyObject *a, PyObject *k) { return get_leaf(cls, a, k, K_CONST); }
static PyObject *get_dim(PyObject *cls, PyObject *a, PyObject *k) { return get_leaf(cls, a, k, K_DIM); }
static PyObject *get_sym(PyObject *cls, PyObject *a, PyObject *k) { return get_leaf(cls, a, k, K_SYM); }

static PyObject *expr_compose(PyObject *self, PyObject *m) {
  MlirAffineMap map;
  if (mlirpy_get_affine_map(st_of(self), m, &map, "affine_map") < 0) return NULL;
  if (MLIRPY_UCTX(m) != MLIRPY_UCTX(self)) {
    PyErr_SetString(PyExc_ValueError, "compose: affine map from a different context");
    return NULL;
  }
  return mlirpy_affine_expr_wrap(MLIRPY_UCTX(self), mlirAffineExprCompose(EXPR(self), map));
}
#if MLIRPY_HAS_AFFINE_EXPR_SHIFT
/* shift_dims(num_dims, shift, offset=0) / shift_symbols(num_symbols, shift,
 * offset=0): renumbers positions offset..num by `shift`. */
static PyObject *expr_shift(PyObject *self, PyObject *args, PyObject *kwds, int symbols) {
  static char *kw_dims[] = {"num_dims", "shift", "offset", NULL};
  static char *kw_syms[] = {"num_symbols", "shift", "offset", NULL};
  unsigned int num, shift, offset = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, symbols ? "II|I:shift_symbols" : "II|I:shift_dims",
                                   symbols ? kw_syms : kw_dims, &num, &shift, &offset))
    return NULL;
  MlirAffineExpr e = symbols ? mlirAffineExprShiftSymbols(EXPR(self), num, shift, offset)
                             : mlirAffineExprShiftDims(EXPR(self), num, shift, offset);
  return mlirpy_affine_expr_wrap(MLIRPY_UCTX(self), e);
}
static PyObject *expr_shift_dims(PyObject *self, PyObject *a, PyObject *k) { return expr_shift(self, a, k, 0); }
static PyObject *expr_shift_symbols(PyObject *self, PyObject *a, PyObject *k) { return expr_shift(self, a, k, 1); }
/* AffineExpr.simplify_affine_expr(expr, num_dims, num_symbols). */
static PyObject *expr_simplify(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"expr", "num_dims", "num_symbols", NULL};
  PyObject *e;
  unsigned int dims, syms;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OII:simplify_affine_expr", kw, &e, &dims, &syms)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  if (!PyObject_TypeCheck(e, st->AffineExpr)) {
    PyErr_Format(PyExc_TypeError, "simplify_affine_expr: expected mlir.ir.AffineExpr, got %R", (PyObject *)Py_TYPE(e));
    return NULL;
  }
  return mlirpy_affine_expr_wrap(MLIRPY_UCTX(e), mlirSimplifyAffineExpr(EXPR(e), dims, syms));
}
#endif
static PyObject *expr_dump(PyObject *self, PyObject *u) { (void)u; mlirAffineExprDump(EXPR(self)); Py_RETURN_NONE; }
static PyObject *expr_is_pure_affine(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirAffineExprIsPureAffine(EXPR(self))); }
static PyObject *expr_is_sym_or_const(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirAffineExprIsSymbolicOrConstant(EXPR(self))); }
static PyObject *expr_largest_divisor(PyObject *self, void *c) { (void)c; return PyLong_FromLongLong(mlirAffineExprGetLargestKnownDivisor(EXPR(self))); }
static PyObject *expr_is_multiple_of(PyObject *self, PyObject *f) {
  long long v = PyLong_AsLongLong(f);
  if (v == -1 && PyErr_Occurred()) return NULL;
  return PyBool_FromLong(mlirAffineExprIsMultipleOf(EXPR(self), v));
}
static PyObject *expr_is_function_of_dim(PyObject *self, PyObject *f) {
  Py_ssize_t v = PyNumber_AsSsize_t(f, PyExc_OverflowError);
  if (v == -1 && PyErr_Occurred()) return NULL;
  if (v < 0) { PyErr_SetString(PyExc_ValueError, "position must be >= 0"); return NULL; }
  return PyBool_FromLong(mlirAffineExprIsFunctionOfDim(EXPR(self), v));
}
static PyObject *expr_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)UPTR(self), MLIR_PYTHON_CAPSULE_AFFINE_EXPR, NULL);
}
static PyObject *expr_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_AFFINE_EXPR, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirAffineExpr e = {p};
  PyObject *c = mlirpy_context_wrap(st, mlirAffineExprGetContext(e));
  if (!c) return NULL;
  PyObject *r = mlirpy_affine_expr_wrap((PyMlirContext *)c, e);
  Py_DECREF(c);
  return r;
}

static PyObject *expr_isinstance(PyObject *kindobj, PyObject *other) {
  long k = PyLong_AsLong(kindobj);
  if (!PyObject_HasAttrString((PyObject *)Py_TYPE(other), "_mlirpy_state")) goto bad;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)Py_TYPE(other));
  if (!st) return NULL;
  if (!PyObject_TypeCheck(other, st->AffineExpr)) goto bad;
  return PyBool_FromLong(expr_isa((int)k, EXPR(other)));
bad:
  PyErr_Format(PyExc_TypeError, "isinstance: expected mlir.ir.AffineExpr, got %R", (PyObject *)Py_TYPE(other));
  return NULL;
}
static PyMethodDef expr_isinstance_def = {"isinstance", expr_isinstance, METH_O, "isinstance(expr) -> bool"};

#define CLS (METH_VARARGS | METH_CLASS)
static PyMethodDef expr_methods[] = {
    {"compose", expr_compose, METH_O, "compose(affine_map): substitute the map's results for the dimensions"},
    {"dump", expr_dump, METH_NOARGS, "dump(): prints the expression to stderr."},
#if MLIRPY_HAS_AFFINE_EXPR_SHIFT
    {"shift_dims", MLIRPY_FN(expr_shift_dims), METH_VARARGS | METH_KEYWORDS, "shift_dims(num_dims, shift, offset=0)"},
    {"shift_symbols", MLIRPY_FN(expr_shift_symbols), METH_VARARGS | METH_KEYWORDS, "shift_symbols(num_symbols, shift, offset=0)"},
    {"simplify_affine_expr", MLIRPY_FN(expr_simplify), MLIRPY_KW_CLASS, "simplify_affine_expr(expr, num_dims, num_symbols)"},
#endif
    {"is_multiple_of", expr_is_multiple_of, METH_O, "is_multiple_of(factor): whether the expression is a multiple of the int factor."},
    {"is_function_of_dim", expr_is_function_of_dim, METH_O, "is_function_of_dim(position): whether the expression depends on dimension `position`."},
    {"get_add", MLIRPY_FN(sb_add), CLS, "get_add(lhs, rhs): lhs + rhs (AffineExpr or int)"},
    {"get_mul", MLIRPY_FN(sb_mul), CLS, "get_mul(lhs, rhs)"},
    {"get_mod", MLIRPY_FN(sb_mod), CLS, "get_mod(lhs, rhs)"},
    {"get_floor_div", MLIRPY_FN(sb_floordiv), CLS, "get_floor_div(lhs, rhs)"},
    {"get_ceil_div", MLIRPY_FN(sb_ceildiv), CLS, "get_ceil_div(lhs, rhs)"},
    {"get_constant", MLIRPY_FN(get_const), MLIRPY_KW_CLASS, "get_constant(value, context=None)"},
    {"get_dim", MLIRPY_FN(get_dim), MLIRPY_KW_CLASS, "get_dim(position, context=None)"},
    {"get_symbol", MLIRPY_FN(get_sym), MLIRPY_KW_CLASS, "get_symbol(position, context=None)"},
    {"_CAPICreate", expr_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the AffineExpr of a capsule."},
    {NULL}};
static PyGetSetDef expr_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL},
    {"is_pure_affine", expr_is_pure_affine, NULL, NULL, NULL},
    {"is_symbolic_or_constant", expr_is_sym_or_const, NULL, NULL, NULL},
    {"largest_known_divisor", expr_largest_divisor, NULL, NULL, NULL},
    {"_CAPIPtr", expr_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot expr_slots[] = {
    {Py_tp_new, expr_new}, {Py_tp_str, expr_str}, {Py_tp_repr, expr_repr}, {Py_tp_richcompare, expr_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, expr_methods}, {Py_tp_getset, expr_getset},
    {Py_nb_add, nb_add}, {Py_nb_subtract, nb_sub}, {Py_nb_multiply, nb_mul}, {Py_nb_remainder, nb_mod},
    {Py_nb_floor_divide, nb_floordiv}, {Py_nb_negative, nb_neg},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "An affine expression (uniqued in its context).  Supports + - * % and // (floordiv) with "
                "AffineExpr or int operands."},
    {0, 0}};
static PyType_Spec expr_spec = {"mlir._mlir_libs._mlir.ir.AffineExpr", sizeof(PyMlirUniqued), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, expr_slots};

/* Subclasses. */
static PyObject *const_value(PyObject *self, void *c) { (void)c; return PyLong_FromLongLong(mlirAffineConstantExprGetValue(EXPR(self))); }
static PyObject *dim_position(PyObject *self, void *c) { (void)c; return PyLong_FromSsize_t(mlirAffineDimExprGetPosition(EXPR(self))); }
static PyObject *sym_position(PyObject *self, void *c) { (void)c; return PyLong_FromSsize_t(mlirAffineSymbolExprGetPosition(EXPR(self))); }
static PyObject *bin_lhs(PyObject *self, void *c) { (void)c; return mlirpy_affine_expr_wrap(MLIRPY_UCTX(self), mlirAffineBinaryOpExprGetLHS(EXPR(self))); }
static PyObject *bin_rhs(PyObject *self, void *c) { (void)c; return mlirpy_affine_expr_wrap(MLIRPY_UCTX(self), mlirAffineBinaryOpExprGetRHS(EXPR(self))); }

static PyMethodDef const_methods[] = {{"get", MLIRPY_FN(get_const), MLIRPY_KW_CLASS, "get(value, context=None)"}, {NULL}};
static PyGetSetDef const_getset[] = {{"value", const_value, NULL, NULL, NULL}, {NULL}};
static PyMethodDef dim_methods[] = {{"get", MLIRPY_FN(get_dim), MLIRPY_KW_CLASS, "get(position, context=None)"}, {NULL}};
static PyGetSetDef dim_getset[] = {{"position", dim_position, NULL, NULL, NULL}, {NULL}};
static PyMethodDef sym_methods[] = {{"get", MLIRPY_FN(get_sym), MLIRPY_KW_CLASS, "get(position, context=None)"}, {NULL}};
static PyGetSetDef sym_getset[] = {{"position", sym_position, NULL, NULL, NULL}, {NULL}};
static PyGetSetDef bin_getset[] = {{"lhs", bin_lhs, NULL, NULL, NULL}, {"rhs", bin_rhs, NULL, NULL, NULL}, {NULL}};
static PyMethodDef add_methods[] = {{"get", MLIRPY_FN(sb_add), CLS, "get(lhs, rhs)"}, {NULL}};
static PyMethodDef mul_methods[] = {{"get", MLIRPY_FN(sb_mul), CLS, "get(lhs, rhs)"}, {NULL}};
static PyMethodDef mod_methods[] = {{"get", MLIRPY_FN(sb_mod), CLS, "get(lhs, rhs)"}, {NULL}};
static PyMethodDef floordiv_methods[] = {{"get", MLIRPY_FN(sb_floordiv), CLS, "get(lhs, rhs)"}, {NULL}};
static PyMethodDef ceildiv_methods[] = {{"get", MLIRPY_FN(sb_ceildiv), CLS, "get(lhs, rhs)"}, {NULL}};

static PyTypeObject *make_expr_class(mlirpy_state *st, int kind, PyTypeObject *base, PyMethodDef *m, PyGetSetDef *g) {
  static char names[K_COUNT][64];
  snprintf(names[kind], sizeof names[kind], "mlir._mlir_libs._mlir.ir.%s", kind_names[kind]);
  PyType_Slot slots[6] = {{Py_tp_new, expr_new}, {Py_tp_traverse, mlirpy_uniqued_traverse},
                          {Py_tp_dealloc, mlirpy_uniqued_dealloc}};
  int n = 3;
  if (m) slots[n++] = (PyType_Slot){Py_tp_methods, m};
  if (g) slots[n++] = (PyType_Slot){Py_tp_getset, g};
  slots[n] = (PyType_Slot){0, NULL};
  PyType_Spec spec = {names[kind], sizeof(PyMlirUniqued), 0,
                      Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, slots};
  return mlirpy_make_class(st, &spec, base, kind_names[kind]);
}

static int setup_expr_class(PyTypeObject *t, int kind) {
  PyObject *k = PyLong_FromLong(kind);
  if (!k) return -1;
  int rc = PyObject_SetAttrString((PyObject *)t, "_kind", k);
  PyObject *fn = rc == 0 ? PyCFunction_NewEx(&expr_isinstance_def, k, NULL) : NULL;
  if (!fn || PyObject_SetAttrString((PyObject *)t, "isinstance", fn) < 0) rc = -1;
  Py_XDECREF(fn);
  Py_DECREF(k);
  return rc;
}

/* Checks that every dim/symbol of `e` is below the counts. */
static int check_expr_bounds(MlirAffineExpr e, intptr_t ndims, intptr_t nsyms, const char *what) {
  if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) >= ndims) {
    PyErr_Format(PyExc_ValueError, "%s: dimension d%zd out of range for %zd dimension(s)", what,
                 (Py_ssize_t)mlirAffineDimExprGetPosition(e), (Py_ssize_t)ndims);
    return -1;
  }
  if (mlirAffineExprIsASymbol(e) && mlirAffineSymbolExprGetPosition(e) >= nsyms) {
    PyErr_Format(PyExc_ValueError, "%s: symbol s%zd out of range for %zd symbol(s)", what,
                 (Py_ssize_t)mlirAffineSymbolExprGetPosition(e), (Py_ssize_t)nsyms);
    return -1;
  }
  if (mlirAffineExprIsABinary(e))
    return check_expr_bounds(mlirAffineBinaryOpExprGetLHS(e), ndims, nsyms, what) < 0 ? -1
           : check_expr_bounds(mlirAffineBinaryOpExprGetRHS(e), ndims, nsyms, what);
  return 0;
}

/* A sequence of AffineExpr (all in ctx) into a PyMem array.  Anything else
 * in it is a RuntimeError naming `making` ("an AffineMap"...), as upstream. */
static int expr_list(mlirpy_state *st, PyMlirContext *ctx, PyObject *seq, MlirAffineExpr **out, Py_ssize_t *n,
                     const char *what, const char *making) {
  PyObject *f = PySequence_Fast(seq, what);
  if (!f) {
    PyErr_Format(PyExc_TypeError, "%s: expected a sequence of AffineExpr", what);
    return -1;
  }
  Py_ssize_t m = mlirpy_fast_size(f);
  MlirAffineExpr *v = PyMem_Malloc(sizeof(MlirAffineExpr) * (m ? m : 1));
  if (!v) { Py_DECREF(f); PyErr_NoMemory(); return -1; }
  for (Py_ssize_t i = 0; i < m; ++i) {
    PyObject *item = mlirpy_fast_item(f, i);
    if (!PyObject_TypeCheck(item, st->AffineExpr)) {
      PyErr_Format(PyExc_RuntimeError, "Invalid expression%s when attempting to create %s",
                   item == Py_None ? " (None?)" : "", making);
      PyMem_Free(v); Py_DECREF(f);
      return -1;
    }
    if (expr_or_int(st, ctx, item, &v[i], what) < 0) {
      PyMem_Free(v); Py_DECREF(f);
      return -1;
    }
  }
  Py_DECREF(f);
  *out = v;
  *n = m;
  return 0;
}

/* ============================ AffineMap =================================== */

static PyObject *map_str(PyObject *self) { return print_with(pr_map, UPTR(self)); }
static PyObject *map_repr(PyObject *self) { return mlirpy_repr_as_call(self, map_str); }
static PyObject *map_richcmp(PyObject *a, PyObject *b, int op) { return uniq_eq(st_of(a)->AffineMap, a, b, op); }

/* Counts and positions are `unsigned` inside MLIR: keep them in range. */
#define MAX_COUNT ((Py_ssize_t)INT32_MAX)
/* Identity maps materialise one expression per dimension. */
#define MAX_IDENTITY ((Py_ssize_t)1 << 24)
static int in_range(Py_ssize_t v, Py_ssize_t max, const char *what) {
  if (v >= 0 && v <= max) return 0;
  if (v < 0) PyErr_Format(PyExc_ValueError, "%s must be >= 0, got %zd", what, v);
  else PyErr_Format(PyExc_ValueError, "%s must be <= %zd, got %zd", what, max, v);
  return -1;
}
static int nonneg(Py_ssize_t v, const char *what) { return in_range(v, MAX_COUNT, what); }

static PyObject *map_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"dim_count", "symbol_count", "exprs", "context", NULL};
  Py_ssize_t nd, ns; PyObject *exprs, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "nnO|O:get", kwl, &nd, &ns, &exprs, &context)) return NULL;
  if (nonneg(nd, "dim_count") < 0 || nonneg(ns, "symbol_count") < 0) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  MlirAffineExpr *v; Py_ssize_t n;
  if (expr_list(c->st, c, exprs, &v, &n, "exprs", "an AffineMap") < 0) return NULL;
  for (Py_ssize_t i = 0; i < n; ++i)
    if (check_expr_bounds(v[i], nd, ns, "AffineMap.get") < 0) { PyMem_Free(v); return NULL; }
  MlirAffineMap m = mlirAffineMapGet(c->ctx, nd, ns, n, v);
  PyMem_Free(v);
  return mlirpy_affine_map_wrap(c, m);
}
static PyObject *map_get_constant(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"value", "context", NULL};
  long long v; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "L|O:get_constant", kwl, &v, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_affine_map_wrap(c, mlirAffineMapConstantGet(c->ctx, v)) : NULL;
}
static PyObject *map_get_empty(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:get_empty", kwl, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_affine_map_wrap(c, mlirAffineMapEmptyGet(c->ctx)) : NULL;
}
static PyObject *map_get_identity(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"n_dims", "context", NULL};
  Py_ssize_t n; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "n|O:get_identity", kwl, &n, &context)) return NULL;
  if (in_range(n, MAX_IDENTITY, "n_dims") < 0) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_affine_map_wrap(c, mlirAffineMapMultiDimIdentityGet(c->ctx, n)) : NULL;
}
static PyObject *map_get_minor_identity(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"n_dims", "n_results", "context", NULL};
  Py_ssize_t nd, nr; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "nn|O:get_minor_identity", kwl, &nd, &nr, &context)) return NULL;
  if (in_range(nd, MAX_IDENTITY, "n_dims") < 0 || nonneg(nr, "n_results") < 0) return NULL;
  if (nr > nd) {
    PyErr_Format(PyExc_ValueError, "get_minor_identity: n_results (%zd) > n_dims (%zd)", nr, nd);
    return NULL;
  }
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_affine_map_wrap(c, mlirAffineMapMinorIdentityGet(c->ctx, nd, nr)) : NULL;
}
static PyObject *map_get_permutation(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"permutation", "context", NULL};
  PyObject *perm, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:get_permutation", kwl, &perm, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  int64_t *v; Py_ssize_t n;
  if (mlirpy_b_i64_list(perm, &v, &n, "permutation") < 0) return NULL;
  unsigned *u = PyMem_Calloc(n ? n : 1, sizeof(unsigned));
  char *seen = PyMem_Calloc(n ? n : 1, 1);
  PyObject *r = NULL;
  if (!u || !seen) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (v[i] < 0 || v[i] >= n || seen[v[i]]) {
      PyErr_SetString(PyExc_RuntimeError, "Invalid permutation when attempting to create an AffineMap");
      goto done;
    }
    seen[v[i]] = 1;
    u[i] = (unsigned)v[i];
  }
  r = mlirpy_affine_map_wrap(c, mlirAffineMapPermutationGet(c->ctx, n, u));
done:
  PyMem_Free(v); PyMem_Free(u); PyMem_Free(seen);
  return r;
}
static PyObject *map_get_submap(PyObject *self, PyObject *arg) {
  int64_t *v; Py_ssize_t n;
  if (mlirpy_b_i64_list(arg, &v, &n, "result_positions") < 0) return NULL;
  intptr_t nr = mlirAffineMapGetNumResults(AMAP(self));
  intptr_t *p = PyMem_Malloc(sizeof(intptr_t) * (n ? n : 1));
  PyObject *r = NULL;
  if (!p) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (v[i] < 0 || v[i] >= nr) {
      PyErr_Format(PyExc_ValueError, "result position out of bounds: %lld (%zd results)", (long long)v[i],
                   (Py_ssize_t)nr);
      goto done;
    }
    p[i] = v[i];
  }
  r = mlirpy_affine_map_wrap(MLIRPY_UCTX(self), mlirAffineMapGetSubMap(AMAP(self), n, p));
done:
  PyMem_Free(v); PyMem_Free(p);
  return r;
}
static PyObject *map_major_minor(PyObject *self, PyObject *arg, int major) {
  Py_ssize_t n = PyNumber_AsSsize_t(arg, PyExc_OverflowError);
  if (n == -1 && PyErr_Occurred()) return NULL;
  intptr_t nr = mlirAffineMapGetNumResults(AMAP(self));
  if (n < 0 || n > nr) {
    PyErr_Format(PyExc_ValueError, "number of results out of bounds: %zd (at most %zd)", n, (Py_ssize_t)nr);
    return NULL;
  }
  MlirAffineMap m = major ? mlirAffineMapGetMajorSubMap(AMAP(self), n) : mlirAffineMapGetMinorSubMap(AMAP(self), n);
  return mlirpy_affine_map_wrap(MLIRPY_UCTX(self), m);
}
static PyObject *map_get_major_submap(PyObject *self, PyObject *a) { return map_major_minor(self, a, 1); }
static PyObject *map_get_minor_submap(PyObject *self, PyObject *a) { return map_major_minor(self, a, 0); }
static PyObject *map_replace(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"expr", "replacement", "n_result_dims", "n_result_syms", NULL};
  PyObject *e, *r; Py_ssize_t nd, ns;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OOnn:replace", kwl, &e, &r, &nd, &ns)) return NULL;
  if (nonneg(nd, "n_result_dims") < 0 || nonneg(ns, "n_result_syms") < 0) return NULL;
  MlirAffineExpr ee, rr;
  PyMlirContext *c = MLIRPY_UCTX(self);
  if (expr_or_int(c->st, c, e, &ee, "expr") < 0 || expr_or_int(c->st, c, r, &rr, "replacement") < 0) return NULL;
  MlirAffineMap m = mlirAffineMapReplace(AMAP(self), ee, rr, nd, ns);
  intptr_t n = mlirAffineMapGetNumResults(m);
  for (intptr_t i = 0; i < n; ++i)
    if (check_expr_bounds(mlirAffineMapGetResult(m, i), nd, ns, "replace") < 0) return NULL;
  return mlirpy_affine_map_wrap(c, m);
}
/* self.compose(other) = self o other (other's results feed self's dims).
 * Maps with symbols are not supported (the C API has no map composition). */
static PyObject *map_compose(PyObject *self, PyObject *other) {
  MlirAffineMap b;
  PyMlirContext *c = MLIRPY_UCTX(self);
  if (mlirpy_get_affine_map(c->st, other, &b, "other") < 0) return NULL;
  MlirAffineMap a = AMAP(self);
  if (MLIRPY_UCTX(other) != c) { PyErr_SetString(PyExc_ValueError, "compose: maps from different contexts"); return NULL; }
  if (mlirAffineMapGetNumSymbols(a) != 0) {
    PyErr_SetString(PyExc_ValueError, "compose: maps with symbols are not supported");
    return NULL;
  }
  if (mlirAffineMapGetNumDims(a) != mlirAffineMapGetNumResults(b)) {
    PyErr_Format(PyExc_ValueError, "compose: %zd dimension(s) but the other map has %zd result(s)",
                 (Py_ssize_t)mlirAffineMapGetNumDims(a), (Py_ssize_t)mlirAffineMapGetNumResults(b));
    return NULL;
  }
  intptr_t n = mlirAffineMapGetNumResults(a);
  MlirAffineExpr *v = PyMem_Malloc(sizeof(MlirAffineExpr) * (n ? n : 1));
  if (!v) return PyErr_NoMemory();
  for (intptr_t i = 0; i < n; ++i) v[i] = mlirAffineExprCompose(mlirAffineMapGetResult(a, i), b);
  MlirAffineMap m = mlirAffineMapGet(c->ctx, mlirAffineMapGetNumDims(b), mlirAffineMapGetNumSymbols(b), n, v);
  PyMem_Free(v);
  return mlirpy_affine_map_wrap(c, m);
}
static void compress_cb(void *res, intptr_t idx, MlirAffineMap m) { ((MlirAffineMap *)res)[idx] = m; }
static PyObject *map_compress_unused_symbols(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"affine_maps", "context", NULL};
  PyObject *maps, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:compress_unused_symbols", kwl, &maps, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  PyObject *f = PySequence_Fast(maps, "affine_maps: expected a sequence of AffineMap");
  if (!f) return NULL;
  Py_ssize_t n = mlirpy_fast_size(f);
  MlirAffineMap *in = PyMem_Malloc(sizeof(MlirAffineMap) * (n ? n : 1));
  MlirAffineMap *out = PyMem_Malloc(sizeof(MlirAffineMap) * (n ? n : 1));
  PyObject *r = NULL;
  if (!in || !out) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i)
    if (mlirpy_get_affine_map(c->st, mlirpy_fast_item(f, i), &in[i], "affine_maps") < 0 ||
        mlirpy_b_same_context(c, mlirpy_fast_item(f, i), "affine_maps") < 0)
      goto done;
  mlirAffineMapCompressUnusedSymbols(in, n, out, compress_cb);
  r = PyList_New(n);
  for (Py_ssize_t i = 0; r && i < n; ++i) {
    PyObject *m = mlirpy_affine_map_wrap(c, out[i]);
    if (!m) { Py_CLEAR(r); break; }
    PyList_SetItem(r, i, m);
  }
done:
  PyMem_Free(in); PyMem_Free(out); Py_DECREF(f);
  return r;
}
static PyObject *map_dump(PyObject *self, PyObject *u) { (void)u; mlirAffineMapDump(AMAP(self)); Py_RETURN_NONE; }
static PyObject *map_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_AFFINE_MAP, "_CAPICreate") : NULL;
  if (!p) return NULL;
  /* The C API has no mlirAffineMapGetContext: go through an attribute. */
  MlirAffineMap m = {p};
  PyObject *c = mlirpy_context_wrap(st, mlirAttributeGetContext(mlirAffineMapAttrGet(m)));
  if (!c) return NULL;
  PyObject *r = mlirpy_affine_map_wrap((PyMlirContext *)c, m);
  Py_DECREF(c);
  return r;
}
static PyObject *map_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)UPTR(self), MLIR_PYTHON_CAPSULE_AFFINE_MAP, NULL);
}
#define MAP_INT(name, fn) static PyObject *map_##name(PyObject *self, void *c) { (void)c; return PyLong_FromSsize_t(fn(AMAP(self))); }
#define MAP_BOOL(name, fn) static PyObject *map_##name(PyObject *self, void *c) { (void)c; return PyBool_FromLong(fn(AMAP(self))); }
MAP_INT(n_dims, mlirAffineMapGetNumDims) MAP_INT(n_symbols, mlirAffineMapGetNumSymbols)
MAP_INT(n_results, mlirAffineMapGetNumResults) MAP_INT(n_inputs, mlirAffineMapGetNumInputs)
MAP_BOOL(is_identity, mlirAffineMapIsIdentity) MAP_BOOL(is_minor_identity, mlirAffineMapIsMinorIdentity)
MAP_BOOL(is_empty, mlirAffineMapIsEmpty) MAP_BOOL(is_single_constant, mlirAffineMapIsSingleConstant)
MAP_BOOL(is_permutation, mlirAffineMapIsPermutation) MAP_BOOL(is_projected_permutation, mlirAffineMapIsProjectedPermutation)
static PyObject *map_single_constant(PyObject *self, void *c) {
  (void)c;
  if (!mlirAffineMapIsSingleConstant(AMAP(self))) {
    PyErr_SetString(PyExc_ValueError, "the map is not a single constant");
    return NULL;
  }
  return PyLong_FromLongLong(mlirAffineMapGetSingleConstantResult(AMAP(self)));
}
/* AffineMap.results: a pseudo-container (len, indexing incl. negative,
 * slicing to another AffineExprList, iteration) over the map's results. */
typedef struct {
  PyObject_HEAD
  const void *map;
  PyMlirContext *ctx; /* strong */
  Py_ssize_t start, step, len;
} PyExprList;
static PyObject *exprlist_make(PyTypeObject *t, PyMlirContext *ctx, const void *map, Py_ssize_t start,
                               Py_ssize_t step, Py_ssize_t len) {
  PyExprList *l = (PyExprList *)mlirpy_alloc(t);
  if (!l) return NULL;
  l->map = map;
  l->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  l->start = start; l->step = step; l->len = len;
  return (PyObject *)l;
}
static Py_ssize_t exprlist_len(PyObject *self) { return ((PyExprList *)self)->len; }
static PyObject *exprlist_item(PyObject *self, Py_ssize_t i) {
  PyExprList *l = (PyExprList *)self;
  if (i < 0) i += l->len;
  if (i < 0 || i >= l->len) { PyErr_SetString(PyExc_IndexError, "AffineExprList index out of range"); return NULL; }
  MlirAffineMap m = {l->map};
  return mlirpy_affine_expr_wrap(l->ctx, mlirAffineMapGetResult(m, l->start + i * l->step));
}
static PyObject *exprlist_subscript(PyObject *self, PyObject *key) {
  PyExprList *l = (PyExprList *)self;
  if (PySlice_Check(key)) {
    Py_ssize_t start, stop, step;
    if (PySlice_Unpack(key, &start, &stop, &step) < 0) return NULL;
    Py_ssize_t n = PySlice_AdjustIndices(l->len, &start, &stop, step);
    return exprlist_make(Py_TYPE(self), l->ctx, l->map, l->start + start * l->step, l->step * step, n);
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return NULL;
  return exprlist_item(self, i);
}
static PyObject *exprlist_repr(PyObject *self) {
  PyObject *items = PySequence_List(self);
  if (!items) return NULL;
  PyObject *r = PyUnicode_FromFormat("AffineExprList(%R)", items);
  Py_DECREF(items);
  return r;
}
static PyObject *exprlist_richcmp(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || Py_TYPE(a) != Py_TYPE(b)) Py_RETURN_NOTIMPLEMENTED;
  PyObject *la = PySequence_List(a), *lb = la ? PySequence_List(b) : NULL;
  PyObject *r = lb ? PyObject_RichCompare(la, lb, op) : NULL;
  Py_XDECREF(la); Py_XDECREF(lb);
  return r;
}
static int exprlist_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyExprList *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static void exprlist_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyExprList *)self)->ctx);
  mlirpy_free(self);
}
static PyType_Slot exprlist_slots[] = {
    {Py_sq_length, exprlist_len}, {Py_sq_item, exprlist_item}, {Py_mp_length, exprlist_len},
    {Py_mp_subscript, exprlist_subscript}, {Py_tp_repr, exprlist_repr}, {Py_tp_richcompare, exprlist_richcmp},
    {Py_tp_traverse, exprlist_traverse}, {Py_tp_dealloc, exprlist_dealloc},
    {Py_tp_doc, "The results of an AffineMap (AffineMap.results)."}, {0, 0}};
static PyType_Spec exprlist_spec = {"mlir._mlir_libs._mlir.ir.AffineExprList", sizeof(PyExprList), 0,
                                    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, exprlist_slots};
static PyTypeObject *exprlist_type(PyObject *map) {
  PyObject *t = PyObject_GetAttrString((PyObject *)Py_TYPE(map), "_results_type");
  if (t && !PyType_Check(t)) { Py_DECREF(t); PyErr_SetString(PyExc_TypeError, "bad _results_type"); return NULL; }
  return (PyTypeObject *)t; /* new reference */
}
static PyObject *map_results(PyObject *self, void *c) {
  (void)c;
  PyTypeObject *t = exprlist_type(self);
  if (!t) return NULL;
  PyObject *r = exprlist_make(t, MLIRPY_UCTX(self), UPTR(self), 0, 1, mlirAffineMapGetNumResults(AMAP(self)));
  Py_DECREF(t);
  return r;
}
static PyMethodDef map_methods[] = {
    {"get", MLIRPY_FN(map_get), MLIRPY_KW_CLASS, "get(dim_count, symbol_count, exprs, context=None)"},
    {"get_constant", MLIRPY_FN(map_get_constant), MLIRPY_KW_CLASS, "get_constant(value, context=None)"},
    {"get_empty", MLIRPY_FN(map_get_empty), MLIRPY_KW_CLASS, "get_empty(context=None)"},
    {"get_identity", MLIRPY_FN(map_get_identity), MLIRPY_KW_CLASS, "get_identity(n_dims, context=None)"},
    {"get_minor_identity", MLIRPY_FN(map_get_minor_identity), MLIRPY_KW_CLASS,
     "get_minor_identity(n_dims, n_results, context=None)"},
    {"get_permutation", MLIRPY_FN(map_get_permutation), MLIRPY_KW_CLASS, "get_permutation(permutation, context=None)"},
    {"compress_unused_symbols", MLIRPY_FN(map_compress_unused_symbols), MLIRPY_KW_CLASS,
     "compress_unused_symbols(affine_maps, context=None) -> list of AffineMap"},
    {"get_submap", map_get_submap, METH_O, "get_submap(result_positions)"},
    {"get_major_submap", map_get_major_submap, METH_O, "get_major_submap(n_results)"},
    {"get_minor_submap", map_get_minor_submap, METH_O, "get_minor_submap(n_results)"},
    {"replace", MLIRPY_FN(map_replace), METH_VARARGS | METH_KEYWORDS,
     "replace(expr, replacement, n_result_dims, n_result_syms)"},
    {"compose", map_compose, METH_O, "compose(other): self o other (maps without symbols)"},
    {"dump", map_dump, METH_NOARGS, "dump(): prints the map to stderr."},
    {"_CAPICreate", map_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the AffineMap of a capsule."},
    {NULL}};
static PyGetSetDef map_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL},
    {"n_dims", map_n_dims, NULL, NULL, NULL},
    {"n_symbols", map_n_symbols, NULL, NULL, NULL},
    {"n_results", map_n_results, NULL, NULL, NULL},
    {"n_inputs", map_n_inputs, NULL, NULL, NULL},
    {"results", map_results, NULL, "tuple of AffineExpr", NULL},
    {"is_identity", map_is_identity, NULL, NULL, NULL},
    {"is_minor_identity", map_is_minor_identity, NULL, NULL, NULL},
    {"is_empty", map_is_empty, NULL, NULL, NULL},
    {"is_single_constant", map_is_single_constant, NULL, NULL, NULL},
    {"single_constant_result", map_single_constant, NULL, NULL, NULL},
    {"is_permutation", map_is_permutation, NULL, NULL, NULL},
    {"is_projected_permutation", map_is_projected_permutation, NULL, NULL, NULL},
    {"_CAPIPtr", map_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot map_slots[] = {
    {Py_tp_str, map_str}, {Py_tp_repr, map_repr}, {Py_tp_richcompare, map_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, map_methods}, {Py_tp_getset, map_getset},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "An affine map (uniqued in its context)."}, {0, 0}};
static PyType_Spec map_spec = {"mlir._mlir_libs._mlir.ir.AffineMap", sizeof(PyMlirUniqued), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, map_slots};

/* ============================ IntegerSet ================================== */
MLIRPY_INTERNAL PyObject *mlirpy_integer_set_wrap(PyMlirContext *ctx, MlirIntegerSet s) {
  if (mlirIntegerSetIsNull(s)) return mlirpy_none();
  return mlirpy_uniqued_new(ctx->st->IntegerSet, ctx, s.ptr);
}
static PyObject *set_str(PyObject *self) { return print_with(pr_set, UPTR(self)); }
static PyObject *set_repr(PyObject *self) { return mlirpy_repr_as_call(self, set_str); }
static PyObject *set_richcmp(PyObject *a, PyObject *b, int op) { return uniq_eq(st_of(a)->IntegerSet, a, b, op); }

static PyObject *set_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"num_dims", "num_symbols", "exprs", "eq_flags", "context", NULL};
  Py_ssize_t nd, ns; PyObject *exprs, *flags, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "nnOO|O:get", kwl, &nd, &ns, &exprs, &flags, &context)) return NULL;
  if (nonneg(nd, "num_dims") < 0 || nonneg(ns, "num_symbols") < 0) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  MlirAffineExpr *v; Py_ssize_t n;
  if (expr_list(c->st, c, exprs, &v, &n, "exprs", "an IntegerSet") < 0) return NULL;
  PyObject *r = NULL, *ff = NULL;
  bool *eq = NULL;
  if (n == 0) { PyErr_SetString(PyExc_ValueError, "Expected non-empty list of constraints"); goto done; }
  if (!(ff = PySequence_Fast(flags, "eq_flags: expected a sequence of bool"))) goto done;
  if (mlirpy_fast_size(ff) != n) {
    PyErr_SetString(PyExc_ValueError, "Expected the number of constraints to match that of equality flags");
    goto done;
  }
  if (!(eq = PyMem_Malloc(sizeof(bool) * n))) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *b = mlirpy_fast_item(ff, i);
    if (!PyBool_Check(b)) { PyErr_SetString(PyExc_TypeError, "eq_flags: expected a sequence of bool"); goto done; }
    eq[i] = b == Py_True;
    if (check_expr_bounds(v[i], nd, ns, "IntegerSet.get") < 0) goto done;
  }
  r = mlirpy_integer_set_wrap(c, mlirIntegerSetGet(c->ctx, nd, ns, n, v, eq));
done:
  PyMem_Free(v); PyMem_Free(eq); Py_XDECREF(ff);
  return r;
}
static PyObject *set_get_empty(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"num_dims", "num_symbols", "context", NULL};
  Py_ssize_t nd, ns; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "nn|O:get_empty", kwl, &nd, &ns, &context)) return NULL;
  if (nonneg(nd, "num_dims") < 0 || nonneg(ns, "num_symbols") < 0) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_integer_set_wrap(c, mlirIntegerSetEmptyGet(c->ctx, nd, ns)) : NULL;
}
static PyObject *set_get_replaced(PyObject *self, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"dim_exprs", "symbol_exprs", "num_result_dims", "num_result_symbols", NULL};
  PyObject *de, *se; Py_ssize_t nd, ns;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OOnn:get_replaced", kwl, &de, &se, &nd, &ns)) return NULL;
  if (nonneg(nd, "num_result_dims") < 0 || nonneg(ns, "num_result_symbols") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(self);
  MlirIntegerSet s = ISET(self);
  MlirAffineExpr *dv = NULL, *sv = NULL; Py_ssize_t dn, sn;
  PyObject *r = NULL;
  if (expr_list(c->st, c, de, &dv, &dn, "dim_exprs", "an IntegerSet by replacing dimensions") < 0) return NULL;
  if (expr_list(c->st, c, se, &sv, &sn, "symbol_exprs", "an IntegerSet by replacing symbols") < 0) goto done;
  if (dn != mlirIntegerSetGetNumDims(s)) {
    PyErr_SetString(PyExc_ValueError,
                    "Expected the number of dimension replacement expressions to match that of dimensions");
    goto done;
  }
  if (sn != mlirIntegerSetGetNumSymbols(s)) {
    PyErr_SetString(PyExc_ValueError, "Expected the number of symbol replacement expressions to match that of symbols");
    goto done;
  }
  for (Py_ssize_t i = 0; i < dn; ++i) if (check_expr_bounds(dv[i], nd, ns, "dim_exprs") < 0) goto done;
  for (Py_ssize_t i = 0; i < sn; ++i) if (check_expr_bounds(sv[i], nd, ns, "symbol_exprs") < 0) goto done;
  r = mlirpy_integer_set_wrap(c, mlirIntegerSetReplaceGet(s, dv, sv, nd, ns));
done:
  PyMem_Free(dv); PyMem_Free(sv);
  return r;
}
static PyObject *set_dump(PyObject *self, PyObject *u) { (void)u; mlirIntegerSetDump(ISET(self)); Py_RETURN_NONE; }
#define SET_INT(name, fn) static PyObject *set_##name(PyObject *self, void *c) { (void)c; return PyLong_FromSsize_t(fn(ISET(self))); }
SET_INT(n_dims, mlirIntegerSetGetNumDims) SET_INT(n_symbols, mlirIntegerSetGetNumSymbols)
SET_INT(n_inputs, mlirIntegerSetGetNumInputs) SET_INT(n_equalities, mlirIntegerSetGetNumEqualities)
SET_INT(n_inequalities, mlirIntegerSetGetNumInequalities) SET_INT(n_constraints, mlirIntegerSetGetNumConstraints)
static PyObject *set_is_canonical_empty(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirIntegerSetIsCanonicalEmpty(ISET(self))); }

/* IntegerSetConstraint: a snapshot (expr, is_eq). */
typedef struct { PyObject_HEAD PyObject *expr; char is_eq; } PyConstraint;
static PyObject *con_expr(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyConstraint *)self)->expr); }
static PyObject *con_is_eq(PyObject *self, void *c) { (void)c; return PyBool_FromLong(((PyConstraint *)self)->is_eq); }
static PyObject *con_repr(PyObject *self) {
  PyConstraint *k = (PyConstraint *)self;
  return PyUnicode_FromFormat("IntegerSetConstraint(%S %s 0)", k->expr, k->is_eq ? "==" : ">=");
}
static int con_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyConstraint *)self)->expr); Py_VISIT(Py_TYPE(self)); return 0;
}
static int con_clear(PyObject *self) { Py_CLEAR(((PyConstraint *)self)->expr); return 0; }
static void con_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); con_clear(self); mlirpy_free(self); }
static PyGetSetDef con_getset[] = {{"expr", con_expr, NULL, NULL, NULL}, {"is_eq", con_is_eq, NULL, NULL, NULL}, {NULL}};
static PyType_Slot con_slots[] = {{Py_tp_getset, con_getset}, {Py_tp_repr, con_repr}, {Py_tp_traverse, con_traverse},
                                  {Py_tp_clear, con_clear}, {Py_tp_dealloc, con_dealloc}, {0, 0}};
static PyType_Spec con_spec = {"mlir._mlir_libs._mlir.ir.IntegerSetConstraint", sizeof(PyConstraint), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, con_slots};

static PyObject *set_constraints(PyObject *self, void *c) {
  (void)c;
  MlirIntegerSet s = ISET(self);
  intptr_t n = mlirIntegerSetGetNumConstraints(s);
  PyObject *t = PyTuple_New(n);
  for (intptr_t i = 0; t && i < n; ++i) {
    PyConstraint *k = (PyConstraint *)mlirpy_alloc(MLIRPY_UCTX(self)->st->IntegerSetConstraint);
    if (!k) { Py_CLEAR(t); break; }
    PyTuple_SetItem(t, i, (PyObject *)k);
    k->is_eq = mlirIntegerSetIsConstraintEq(s, i);
    if (!(k->expr = mlirpy_affine_expr_wrap(MLIRPY_UCTX(self), mlirIntegerSetGetConstraint(s, i)))) { Py_CLEAR(t); break; }
  }
  return t;
}
static PyObject *set_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)UPTR(self), MLIR_PYTHON_CAPSULE_INTEGER_SET, NULL);
}
static PyObject *set_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_INTEGER_SET, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirIntegerSet s = {p};
  PyObject *c = mlirpy_context_wrap(st, mlirIntegerSetGetContext(s));
  if (!c) return NULL;
  PyObject *r = mlirpy_integer_set_wrap((PyMlirContext *)c, s);
  Py_DECREF(c);
  return r;
}
static PyMethodDef set_methods[] = {
    {"_CAPICreate", set_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the IntegerSet of a capsule."},
    {"get", MLIRPY_FN(set_get), MLIRPY_KW_CLASS, "get(num_dims, num_symbols, exprs, eq_flags, context=None)"},
    {"get_empty", MLIRPY_FN(set_get_empty), MLIRPY_KW_CLASS, "get_empty(num_dims, num_symbols, context=None)"},
    {"get_replaced", MLIRPY_FN(set_get_replaced), METH_VARARGS | METH_KEYWORDS,
     "get_replaced(dim_exprs, symbol_exprs, num_result_dims, num_result_symbols)"},
    {"dump", set_dump, METH_NOARGS, "dump(): prints the set to stderr."},
    {NULL}};
static PyGetSetDef set_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL},
    {"is_canonical_empty", set_is_canonical_empty, NULL, NULL, NULL},
    {"n_dims", set_n_dims, NULL, NULL, NULL},
    {"n_symbols", set_n_symbols, NULL, NULL, NULL},
    {"n_inputs", set_n_inputs, NULL, NULL, NULL},
    {"n_equalities", set_n_equalities, NULL, NULL, NULL},
    {"n_inequalities", set_n_inequalities, NULL, NULL, NULL},
    {"n_constraints", set_n_constraints, NULL, NULL, NULL},
    {"constraints", set_constraints, NULL, "tuple of IntegerSetConstraint (expr, is_eq)", NULL},
    {"_CAPIPtr", set_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot set_slots[] = {
    {Py_tp_str, set_str}, {Py_tp_repr, set_repr}, {Py_tp_richcompare, set_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, set_methods}, {Py_tp_getset, set_getset},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "An integer set (uniqued in its context)."}, {0, 0}};
static PyType_Spec set_spec = {"mlir._mlir_libs._mlir.ir.IntegerSet", sizeof(PyMlirUniqued), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, set_slots};

/* ============================ init ======================================== */
MLIRPY_INTERNAL int mlirpy_init_affine(mlirpy_state *st) {
  /* AffineExpr and its kinds. */
  if (!(st->affine_expr_classes = PyList_New(K_COUNT))) return -1;
  for (int i = 0; i < K_COUNT; ++i) PyList_SetItem(st->affine_expr_classes, i, mlirpy_none());
  if (!(st->AffineExpr = mlirpy_make_class(st, &expr_spec, NULL, "AffineExpr"))) return -1;
  PyList_SetItem(st->affine_expr_classes, K_EXPR, mlirpy_newref((PyObject *)st->AffineExpr));
  struct { int kind, base; PyMethodDef *m; PyGetSetDef *g; } kinds[] = {
      {K_CONST, K_EXPR, const_methods, const_getset}, {K_DIM, K_EXPR, dim_methods, dim_getset},
      {K_SYM, K_EXPR, sym_methods, sym_getset},       {K_BINARY, K_EXPR, NULL, bin_getset},
      {K_ADD, K_BINARY, add_methods, NULL},           {K_MUL, K_BINARY, mul_methods, NULL},
      {K_MOD, K_BINARY, mod_methods, NULL},           {K_FLOORDIV, K_BINARY, floordiv_methods, NULL},
      {K_CEILDIV, K_BINARY, ceildiv_methods, NULL}};
  if (setup_expr_class(st->AffineExpr, K_EXPR) < 0) return -1;
  for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); ++i) {
    PyTypeObject *t = make_expr_class(st, kinds[i].kind, expr_class(st, kinds[i].base), kinds[i].m, kinds[i].g);
    if (!t) return -1;
    PyList_SetItem(st->affine_expr_classes, kinds[i].kind, (PyObject *)t);
    if (setup_expr_class(t, kinds[i].kind) < 0) return -1;
  }
  if (!(st->AffineMap = mlirpy_make_class(st, &map_spec, NULL, "AffineMap"))) return -1;
  PyTypeObject *el = mlirpy_make_class(st, &exprlist_spec, NULL, "AffineExprList");
  int rc = el ? PyObject_SetAttrString((PyObject *)st->AffineMap, "_results_type", (PyObject *)el) : -1;
  Py_XDECREF(el); /* the ir module and AffineMap hold it */
  if (rc < 0) return -1;
  /* IntegerSet. */
  if (!(st->IntegerSet = mlirpy_make_class(st, &set_spec, NULL, "IntegerSet"))) return -1;
  if (!(st->IntegerSetConstraint = mlirpy_make_class(st, &con_spec, NULL, NULL))) return -1;
  Py_INCREF(st->IntegerSetConstraint);
  if (PyModule_AddObject(st->ir, "IntegerSetConstraint", (PyObject *)st->IntegerSetConstraint) < 0) {
    Py_DECREF(st->IntegerSetConstraint);
    return -1;
  }
  return 0;
}
