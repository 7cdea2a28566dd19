/* mlir.ir: the typed builtin Type subclasses (IntegerType, IndexType, the
 * float types, ComplexType, ShapedType, VectorType, RankedTensorType,
 * UnrankedTensorType, MemRefType, UnrankedMemRefType, TupleType,
 * FunctionType, OpaqueType, NoneType), following upstream's documented
 * Python API.  Each class is made with mlirpy_make_subclass (ir_typebase.c),
 * which gives casting (`IntegerType(t)`), `isinstance`, `static_typeid` and
 * downcasting of returned types; this file adds constructors and properties. */
#include "ir_builtin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Returns the wrapped type, or raises MLIRError with the diagnostics captured
 * while making it. */
static PyObject *checked_result(PyMlirContext *ctx, PyObject *prev, MlirType t, const char *what) {
  PyObject *cap = mlirpy_capture_end(ctx, prev);
  if (mlirTypeIsNull(t)) return mlirpy_raise_mlir_error(ctx, what, cap);
  Py_XDECREF(cap);
  return mlirpy_type_wrap(ctx, t);
}

#define SELF_T mlirpy_type(self)
#define SELF_CTX MLIRPY_UCTX(self)

#define ISA_FN(name, capi)                                                          \
  static bool isa_##name(const void *p) { MlirType t = {p}; return capi(t); }

/* ---- IntegerType --------------------------------------------------------------- */
ISA_FN(Integer, mlirTypeIsAInteger)

static PyObject *int_get(PyObject *cls, PyObject *args, PyObject *kw, int kind, const char *fmt) {
  static char *kwl[] = {"width", "context", NULL};
  long long width;
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, fmt, kwl, &width, &context)) return NULL;
  if (width < 0 || width > 16777215) {
    PyErr_Format(PyExc_ValueError, "integer bitwidth must be in [0, 16777215], got %lld", width);
    return NULL;
  }
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  MlirType t = kind == 0 ? mlirIntegerTypeGet(c->ctx, (unsigned)width)
             : kind == 1 ? mlirIntegerTypeSignedGet(c->ctx, (unsigned)width)
                         : mlirIntegerTypeUnsignedGet(c->ctx, (unsigned)width);
  return mlirpy_type_wrap(c, t);
}
static PyObject *int_get_signless(PyObject *cls, PyObject *a, PyObject *k) { return int_get(cls, a, k, 0, "L|O:get_signless"); }
static PyObject *int_get_signed(PyObject *cls, PyObject *a, PyObject *k) { return int_get(cls, a, k, 1, "L|O:get_signed"); }
static PyObject *int_get_unsigned(PyObject *cls, PyObject *a, PyObject *k) { return int_get(cls, a, k, 2, "L|O:get_unsigned"); }
/* get(width, signedness=IntegerType.SIGNLESS, context=None): the
 * signedness is a member of IntegerType.Signedness (or its int value). */
static PyObject *int_get_any(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"width", "signedness", "context", NULL};
  long long width;
  PyObject *signedness = NULL, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "L|OO:get", kwl, &width, &signedness, &context)) return NULL;
  long kind = 0;
  if (signedness && signedness != Py_None) {
    PyObject *v = PyLong_Check(signedness) ? mlirpy_newref(signedness) : PyObject_GetAttrString(signedness, "value");
    kind = v && PyLong_Check(v) ? PyLong_AsLong(v) : -1;
    Py_XDECREF(v);
    if (kind < 0 || kind > 2) {
      PyErr_Clear();
      PyErr_Format(PyExc_TypeError, "get: signedness must be an IntegerType.Signedness, got %R", signedness);
      return NULL;
    }
  }
  PyObject *a = Py_BuildValue("(LO)", width, context ? context : Py_None);
  PyObject *r = a ? int_get(cls, a, NULL, (int)kind, "L|O:get") : NULL;
  Py_XDECREF(a);
  return r;
}
static PyObject *int_signedness(PyObject *self, void *c) {
  (void)c;
  long kind = mlirIntegerTypeIsSignless(SELF_T) ? 0 : mlirIntegerTypeIsSigned(SELF_T) ? 1 : 2;
  PyObject *en = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "Signedness");
  PyObject *r = en ? PyObject_CallFunction(en, "l", kind) : NULL;
  Py_XDECREF(en);
  return r;
}
static PyObject *int_width(PyObject *self, void *c) { (void)c; return PyLong_FromUnsignedLong(mlirIntegerTypeGetWidth(SELF_T)); }
static PyObject *int_is_signless(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirIntegerTypeIsSignless(SELF_T)); }
static PyObject *int_is_signed(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirIntegerTypeIsSigned(SELF_T)); }
static PyObject *int_is_unsigned(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirIntegerTypeIsUnsigned(SELF_T)); }
static PyMethodDef int_methods[] = {
    {"get_signless", MLIRPY_FN(int_get_signless), MLIRPY_KW_CLASS, "get_signless(width, context=None): iN"},
    {"get_signed", MLIRPY_FN(int_get_signed), MLIRPY_KW_CLASS, "get_signed(width, context=None): siN"},
    {"get_unsigned", MLIRPY_FN(int_get_unsigned), MLIRPY_KW_CLASS, "get_unsigned(width, context=None): uiN"},
    {"get", MLIRPY_FN(int_get_any), MLIRPY_KW_CLASS, "get(width, signedness=IntegerType.SIGNLESS, context=None)"},
    {NULL}};
static PyGetSetDef int_getset[] = {
    {"width", int_width, NULL, "bit width", NULL},
    {"is_signless", int_is_signless, NULL, NULL, NULL},
    {"is_signed", int_is_signed, NULL, NULL, NULL},
    {"is_unsigned", int_is_unsigned, NULL, NULL, NULL},
    {"signedness", int_signedness, NULL, "an IntegerType.Signedness", NULL},
    {NULL}};

/* ---- simple singleton types: IndexType, NoneType, float types -------------------- */
typedef MlirType (*ctx_getter)(MlirContext);
static PyObject *simple_get(PyObject *cls, PyObject *args, PyObject *kw, ctx_getter g, const char *fmt) {
  static char *kwl[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, fmt, kwl, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_type_wrap(c, g(c->ctx)) : NULL;
}

#define SIMPLE_TYPE(name, isa, getter, tid)                                                  \
  ISA_FN(name, isa)                                                                          \
  static PyObject *name##_get(PyObject *cls, PyObject *a, PyObject *k) {                    \
    return simple_get(cls, a, k, getter, "|O:get");                                          \
  }                                                                                          \
  static PyMethodDef name##_methods[] = {                                                    \
      {"get", MLIRPY_FN(name##_get), MLIRPY_KW_CLASS, "get(context=None)"}, {NULL}};

SIMPLE_TYPE(Index, mlirTypeIsAIndex, mlirIndexTypeGet, mlirIndexTypeGetTypeID)
SIMPLE_TYPE(None, mlirTypeIsANone, mlirNoneTypeGet, mlirNoneTypeGetTypeID)
SIMPLE_TYPE(F16, mlirTypeIsAF16, mlirF16TypeGet, mlirFloat16TypeGetTypeID)
SIMPLE_TYPE(BF16, mlirTypeIsABF16, mlirBF16TypeGet, mlirBFloat16TypeGetTypeID)
SIMPLE_TYPE(F32, mlirTypeIsAF32, mlirF32TypeGet, mlirFloat32TypeGetTypeID)
SIMPLE_TYPE(F64, mlirTypeIsAF64, mlirF64TypeGet, mlirFloat64TypeGetTypeID)
SIMPLE_TYPE(TF32, mlirTypeIsATF32, mlirTF32TypeGet, mlirFloatTF32TypeGetTypeID)
SIMPLE_TYPE(F8E5M2, mlirTypeIsAFloat8E5M2, mlirFloat8E5M2TypeGet, mlirFloat8E5M2TypeGetTypeID)
SIMPLE_TYPE(F8E4M3, mlirTypeIsAFloat8E4M3, mlirFloat8E4M3TypeGet, mlirFloat8E4M3TypeGetTypeID)
SIMPLE_TYPE(F8E4M3FN, mlirTypeIsAFloat8E4M3FN, mlirFloat8E4M3FNTypeGet, mlirFloat8E4M3FNTypeGetTypeID)
SIMPLE_TYPE(F8E5M2FNUZ, mlirTypeIsAFloat8E5M2FNUZ, mlirFloat8E5M2FNUZTypeGet, mlirFloat8E5M2FNUZTypeGetTypeID)
SIMPLE_TYPE(F8E4M3FNUZ, mlirTypeIsAFloat8E4M3FNUZ, mlirFloat8E4M3FNUZTypeGet, mlirFloat8E4M3FNUZTypeGetTypeID)
SIMPLE_TYPE(F8E4M3B11FNUZ, mlirTypeIsAFloat8E4M3B11FNUZ, mlirFloat8E4M3B11FNUZTypeGet,
            mlirFloat8E4M3B11FNUZTypeGetTypeID)

#if MLIRPY_HAS_MX_FLOAT_TYPES
SIMPLE_TYPE(F4E2M1FN, mlirTypeIsAFloat4E2M1FN, mlirFloat4E2M1FNTypeGet, mlirFloat4E2M1FNTypeGetTypeID)
SIMPLE_TYPE(F6E2M3FN, mlirTypeIsAFloat6E2M3FN, mlirFloat6E2M3FNTypeGet, mlirFloat6E2M3FNTypeGetTypeID)
SIMPLE_TYPE(F6E3M2FN, mlirTypeIsAFloat6E3M2FN, mlirFloat6E3M2FNTypeGet, mlirFloat6E3M2FNTypeGetTypeID)
SIMPLE_TYPE(F8E3M4, mlirTypeIsAFloat8E3M4, mlirFloat8E3M4TypeGet, mlirFloat8E3M4TypeGetTypeID)
SIMPLE_TYPE(F8E8M0FNU, mlirTypeIsAFloat8E8M0FNU, mlirFloat8E8M0FNUTypeGet, mlirFloat8E8M0FNUTypeGetTypeID)
#endif

ISA_FN(Float, mlirTypeIsAFloat)
static PyObject *float_width(PyObject *self, void *c) { (void)c; return PyLong_FromUnsignedLong(mlirFloatTypeGetWidth(SELF_T)); }
static PyGetSetDef float_getset[] = {{"width", float_width, NULL, "bit width", NULL}, {NULL}};

/* ---- ComplexType ------------------------------------------------------------------- */
ISA_FN(Complex, mlirTypeIsAComplex)
static PyObject *complex_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"element_type", NULL};
  PyObject *et;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O:get", kwl, &et)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType t;
  if (!st || mlirpy_get_type(st, et, &t, "element_type") < 0) return NULL;
  if (!mlirTypeIsAInteger(t) && !mlirTypeIsAFloat(t)) {
    PyObject *es = PyObject_Str(et);
    PyErr_Format(PyExc_ValueError, "invalid 'Type(%S)' and expected floating point or integer type.", es ? es : et);
    Py_XDECREF(es);
    return NULL;
  }
  return mlirpy_type_wrap(MLIRPY_UCTX(et), mlirComplexTypeGet(t));
}
static PyObject *complex_element_type(PyObject *self, void *c) {
  (void)c; return mlirpy_type_wrap(SELF_CTX, mlirComplexTypeGetElementType(SELF_T));
}
static PyMethodDef complex_methods[] = {
    {"get", MLIRPY_FN(complex_get), MLIRPY_KW_CLASS, "get(element_type): complex<element_type>"}, {NULL}};
static PyGetSetDef complex_getset[] = {{"element_type", complex_element_type, NULL, NULL, NULL}, {NULL}};

/* ---- ShapedType --------------------------------------------------------------------- */
ISA_FN(Shaped, mlirTypeIsAShaped)
static int require_rank(PyObject *self) {
  if (mlirShapedTypeHasRank(SELF_T)) return 0;
  PyErr_SetString(PyExc_ValueError, "calling this method requires that the type has a rank.");
  return -1;
}
static int check_dim(PyObject *self, PyObject *arg, intptr_t *dim) {
  if (require_rank(self) < 0) return -1;
  Py_ssize_t d = PyNumber_AsSsize_t(arg, PyExc_OverflowError);
  if (d == -1 && PyErr_Occurred()) return -1;
  int64_t rank = mlirShapedTypeGetRank(SELF_T);
  if (d < 0 || d >= rank) {
    PyErr_Format(PyExc_ValueError, "invalid dimension %zd for a type of rank %lld", d, (long long)rank);
    return -1;
  }
  *dim = d;
  return 0;
}
static PyObject *shaped_element_type(PyObject *self, void *c) {
  (void)c; return mlirpy_type_wrap(SELF_CTX, mlirShapedTypeGetElementType(SELF_T));
}
static PyObject *shaped_has_rank(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirShapedTypeHasRank(SELF_T)); }
static PyObject *shaped_rank(PyObject *self, void *c) {
  (void)c;
  if (require_rank(self) < 0) return NULL;
  return PyLong_FromLongLong(mlirShapedTypeGetRank(SELF_T));
}
static PyObject *shaped_has_static_shape(PyObject *self, void *c) {
  (void)c; return PyBool_FromLong(mlirShapedTypeHasStaticShape(SELF_T));
}
static PyObject *shaped_shape(PyObject *self, void *c) {
  (void)c;
  if (require_rank(self) < 0) return NULL;
  int64_t r = mlirShapedTypeGetRank(SELF_T);
  PyObject *l = PyList_New(r);
  for (int64_t i = 0; l && i < r; ++i) {
    PyObject *x = PyLong_FromLongLong(mlirShapedTypeGetDimSize(SELF_T, i));
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  return l;
}
static PyObject *shaped_is_dynamic_dim(PyObject *self, PyObject *arg) {
  intptr_t d;
  if (check_dim(self, arg, &d) < 0) return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicDim(SELF_T, d));
}
static PyObject *shaped_is_static_dim(PyObject *self, PyObject *arg) {
  intptr_t d;
  if (check_dim(self, arg, &d) < 0) return NULL;
  return PyBool_FromLong(!mlirShapedTypeIsDynamicDim(SELF_T, d));
}
static PyObject *shaped_get_dim_size(PyObject *self, PyObject *arg) {
  intptr_t d;
  if (check_dim(self, arg, &d) < 0) return NULL;
  return PyLong_FromLongLong(mlirShapedTypeGetDimSize(SELF_T, d));
}
static PyObject *shaped_is_dynamic_size(PyObject *unused, PyObject *arg) {
  (void)unused;
  long long v = PyLong_AsLongLong(arg);
  if (v == -1 && PyErr_Occurred()) return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicSize(v));
}
static PyObject *shaped_get_dynamic_size(PyObject *unused, PyObject *u) {
  (void)unused; (void)u; return PyLong_FromLongLong(mlirShapedTypeGetDynamicSize());
}
static PyObject *shaped_is_dynamic_so(PyObject *unused, PyObject *arg) {
  (void)unused;
  long long v = PyLong_AsLongLong(arg);
  if (v == -1 && PyErr_Occurred()) return NULL;
  return PyBool_FromLong(mlirShapedTypeIsDynamicStrideOrOffset(v));
}
/* not(b) for a bool result (steals it; NULL passes through). */
static PyObject *negated(PyObject *b) {
  if (!b) return NULL;
  int no = b == Py_False;
  Py_DECREF(b);
  return PyBool_FromLong(no);
}
static PyObject *shaped_is_static_size(PyObject *unused, PyObject *arg) { return negated(shaped_is_dynamic_size(unused, arg)); }
static PyObject *shaped_is_static_so(PyObject *unused, PyObject *arg) { return negated(shaped_is_dynamic_so(unused, arg)); }
static PyObject *shaped_get_dynamic_so(PyObject *unused, PyObject *u) {
  (void)unused; (void)u; return PyLong_FromLongLong(mlirShapedTypeGetDynamicStrideOrOffset());
}
static PyMethodDef shaped_methods[] = {
    {"is_dynamic_dim", shaped_is_dynamic_dim, METH_O, "is_dynamic_dim(dim) -> bool"},
    {"is_static_dim", shaped_is_static_dim, METH_O, "is_static_dim(dim) -> bool"},
    {"get_dim_size", shaped_get_dim_size, METH_O, "get_dim_size(dim) -> int"},
    {"is_dynamic_size", shaped_is_dynamic_size, METH_O | METH_STATIC, "is_dynamic_size(size) -> bool"},
    {"get_dynamic_size", shaped_get_dynamic_size, METH_NOARGS | METH_STATIC, "the value marking a dynamic dimension"},
    {"is_dynamic_stride_or_offset", shaped_is_dynamic_so, METH_O | METH_STATIC, "is_dynamic_stride_or_offset(value): whether an int is the dynamic stride/offset marker."},
    {"is_static_size", shaped_is_static_size, METH_O | METH_STATIC, "is_static_size(size) -> bool: not the dynamic size marker"},
    {"is_static_stride_or_offset", shaped_is_static_so, METH_O | METH_STATIC, "is_static_stride_or_offset(value) -> bool: not the dynamic marker"},
    {"get_dynamic_stride_or_offset", shaped_get_dynamic_so, METH_NOARGS | METH_STATIC, "get_dynamic_stride_or_offset(): the int that marks a dynamic stride or offset."},
    {NULL}};
static PyGetSetDef shaped_getset[] = {
    {"element_type", shaped_element_type, NULL, NULL, NULL},
    {"has_rank", shaped_has_rank, NULL, NULL, NULL},
    {"rank", shaped_rank, NULL, NULL, NULL},
    {"has_static_shape", shaped_has_static_shape, NULL, NULL, NULL},
    {"shape", shaped_shape, NULL, "list of dimension sizes (dynamic ones are ShapedType.get_dynamic_size())", NULL},
    {NULL}};

/* ---- VectorType --------------------------------------------------------------------- */
ISA_FN(Vector, mlirTypeIsAVector)
static PyObject *vector_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"shape", "element_type", "scalable", "scalable_dims", "loc", NULL};
  PyObject *shape, *et, *scalable = Py_None, *sdims = Py_None, *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$OOO:get", kwl, &shape, &et, &scalable, &sdims, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType elt;
  if (!st || mlirpy_get_type(st, et, &elt, "element_type") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(et);
  MlirLocation l;
  if (mlirpy_b_location(st, c, loc, &l) < 0) return NULL;
  if (scalable != Py_None && sdims != Py_None) {
    PyErr_SetString(PyExc_ValueError, "'scalable' and 'scalable_dims' kwargs are mutually exclusive.");
    return NULL;
  }
  int64_t *dims; Py_ssize_t rank;
  if (mlirpy_b_i64_list(shape, &dims, &rank, "shape") < 0) return NULL;
  bool *sc = NULL;
  PyObject *r = NULL;
  if (scalable != Py_None || sdims != Py_None) {
    sc = PyMem_Calloc(rank ? rank : 1, sizeof(bool));
    if (!sc) { PyErr_NoMemory(); goto done; }
    if (scalable != Py_None) {
      PyObject *f = PySequence_Fast(scalable, "scalable: expected a sequence of bool");
      if (!f) goto done;
      if (mlirpy_fast_size(f) != rank) {
        Py_DECREF(f);
        PyErr_SetString(PyExc_ValueError, "Expected len(scalable) == len(shape).");
        goto done;
      }
      for (Py_ssize_t i = 0; i < rank; ++i) {
        int b = PyObject_IsTrue(mlirpy_fast_item(f, i));
        if (b < 0) { Py_DECREF(f); goto done; }
        sc[i] = b;
      }
      Py_DECREF(f);
    } else {
      int64_t *sd; Py_ssize_t ns;
      if (mlirpy_b_i64_list(sdims, &sd, &ns, "scalable_dims") < 0) goto done;
      for (Py_ssize_t i = 0; i < ns; ++i) {
        if (sd[i] < 0 || sd[i] >= rank) {
          PyErr_Format(PyExc_ValueError, "Scalable dimension index out of bounds. (%lld for rank %zd)", (long long)sd[i], rank);
          PyMem_Free(sd);
          goto done;
        }
        sc[sd[i]] = true;
      }
      PyMem_Free(sd);
    }
  }
  PyObject *prev = mlirpy_capture_begin(c);
  MlirType t = sc ? mlirVectorTypeGetScalableChecked(l, rank, dims, sc, elt)
                  : mlirVectorTypeGetChecked(l, rank, dims, elt);
  r = checked_result(c, prev, t, "Invalid type");
done:
  PyMem_Free(dims);
  PyMem_Free(sc);
  return r;
}
static PyObject *vector_scalable(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirVectorTypeIsScalable(SELF_T)); }
static PyObject *vector_scalable_dims(PyObject *self, void *c) {
  (void)c;
  int64_t r = mlirShapedTypeGetRank(SELF_T);
  PyObject *l = PyList_New(r);
  for (int64_t i = 0; l && i < r; ++i) PyList_SetItem(l, i, PyBool_FromLong(mlirVectorTypeIsDimScalable(SELF_T, i)));
  return l;
}
static PyMethodDef vector_methods[] = {
    {"get", MLIRPY_FN(vector_get), MLIRPY_KW_CLASS,
     "get(shape, element_type, *, scalable=None, scalable_dims=None, loc=None)"},
    {NULL}};
static PyGetSetDef vector_getset[] = {
    {"scalable", vector_scalable, NULL, NULL, NULL},
    {"scalable_dims", vector_scalable_dims, NULL, "list of bool, one per dimension", NULL},
    {NULL}};

/* ---- RankedTensorType / UnrankedTensorType ------------------------------------------------ */
static int opt_attr(PyMlirContext *ctx, PyObject *o, MlirAttribute *a, const char *what) {
  a->ptr = NULL;
  if (!o || o == Py_None) return 0;
  if (mlirpy_get_attr(ctx->st, o, a, what) < 0) return -1;
  return mlirpy_b_same_context(ctx, o, what);
}
static PyObject *opt_attr_wrap(PyMlirContext *c, MlirAttribute a) {
  return mlirAttributeIsNull(a) ? mlirpy_none() : mlirpy_attr_wrap(c, a);
}

ISA_FN(RankedTensor, mlirTypeIsARankedTensor)
static PyObject *rtensor_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"shape", "element_type", "encoding", "loc", NULL};
  PyObject *shape, *et, *enc = Py_None, *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|OO:get", kwl, &shape, &et, &enc, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType elt; MlirAttribute e; MlirLocation l;
  if (!st || mlirpy_get_type(st, et, &elt, "element_type") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(et);
  if (opt_attr(c, enc, &e, "encoding") < 0 || mlirpy_b_location(st, c, loc, &l) < 0) return NULL;
  int64_t *dims; Py_ssize_t rank;
  if (mlirpy_b_i64_list(shape, &dims, &rank, "shape") < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  MlirType t = mlirRankedTensorTypeGetChecked(l, rank, dims, elt, e);
  PyMem_Free(dims);
  return checked_result(c, prev, t, "Invalid type");
}
static PyObject *rtensor_encoding(PyObject *self, void *c) {
  (void)c; return opt_attr_wrap(SELF_CTX, mlirRankedTensorTypeGetEncoding(SELF_T));
}
static PyMethodDef rtensor_methods[] = {
    {"get", MLIRPY_FN(rtensor_get), MLIRPY_KW_CLASS, "get(shape, element_type, encoding=None, loc=None)"}, {NULL}};
static PyGetSetDef rtensor_getset[] = {{"encoding", rtensor_encoding, NULL, "the encoding attribute or None", NULL}, {NULL}};

ISA_FN(UnrankedTensor, mlirTypeIsAUnrankedTensor)
static PyObject *utensor_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"element_type", "loc", NULL};
  PyObject *et, *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:get", kwl, &et, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType elt; MlirLocation l;
  if (!st || mlirpy_get_type(st, et, &elt, "element_type") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(et);
  if (mlirpy_b_location(st, c, loc, &l) < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  return checked_result(c, prev, mlirUnrankedTensorTypeGetChecked(l, elt), "Invalid type");
}
static PyMethodDef utensor_methods[] = {
    {"get", MLIRPY_FN(utensor_get), MLIRPY_KW_CLASS, "get(element_type, loc=None)"}, {NULL}};

/* ---- MemRefType / UnrankedMemRefType ------------------------------------------------------ */
ISA_FN(MemRef, mlirTypeIsAMemRef)
static PyObject *memref_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"shape", "element_type", "layout", "memory_space", "loc", NULL};
  PyObject *shape, *et, *layout = Py_None, *ms = Py_None, *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|OOO:get", kwl, &shape, &et, &layout, &ms, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType elt; MlirAttribute la, msa; MlirLocation l;
  if (!st || mlirpy_get_type(st, et, &elt, "element_type") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(et);
  if (opt_attr(c, layout, &la, "layout") < 0 || opt_attr(c, ms, &msa, "memory_space") < 0 ||
      mlirpy_b_location(st, c, loc, &l) < 0)
    return NULL;
  /* MLIR casts the layout to MemRefLayoutAttrInterface unchecked: only the
   * builtin layouts implement it. */
  if (!mlirAttributeIsNull(la) && !mlirAttributeIsAAffineMap(la) && !mlirAttributeIsAStridedLayout(la)) {
    PyErr_Format(PyExc_ValueError, "MemRefType.get: layout must be an AffineMapAttr or a StridedLayoutAttr, got %S",
                 layout);
    return NULL;
  }
  int64_t *dims; Py_ssize_t rank;
  if (mlirpy_b_i64_list(shape, &dims, &rank, "shape") < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  MlirType t = mlirMemRefTypeGetChecked(l, elt, rank, dims, la, msa);
  PyMem_Free(dims);
  return checked_result(c, prev, t, "Invalid type");
}
static PyObject *memref_layout(PyObject *self, void *c) {
  (void)c; return opt_attr_wrap(SELF_CTX, mlirMemRefTypeGetLayout(SELF_T));
}
static PyObject *memref_affine_map(PyObject *self, void *c) {
  (void)c; return mlirpy_affine_map_wrap(SELF_CTX, mlirMemRefTypeGetAffineMap(SELF_T));
}
static PyObject *memref_memory_space(PyObject *self, void *c) {
  (void)c; return opt_attr_wrap(SELF_CTX, mlirMemRefTypeGetMemorySpace(SELF_T));
}
static PyObject *memref_strides_and_offset(PyObject *self, PyObject *u) {
  (void)u;
  int64_t rank = mlirShapedTypeGetRank(SELF_T), off = 0;
  int64_t *strides = PyMem_Malloc(sizeof(int64_t) * (rank ? rank : 1));
  if (!strides) return PyErr_NoMemory();
  if (mlirLogicalResultIsFailure(mlirMemRefTypeGetStridesAndOffset(SELF_T, strides, &off))) {
    PyMem_Free(strides);
    PyErr_SetString(PyExc_ValueError, "the memref layout is not strided");
    return NULL;
  }
  PyObject *l = mlirpy_b_i64_tolist(strides, rank);
  PyMem_Free(strides);
  return l ? Py_BuildValue("(NL)", l, (long long)off) : NULL;
}
static PyMethodDef memref_methods[] = {
    {"get", MLIRPY_FN(memref_get), MLIRPY_KW_CLASS, "get(shape, element_type, layout=None, memory_space=None, loc=None)"},
    {"get_strides_and_offset", memref_strides_and_offset, METH_NOARGS, "-> (strides, offset)"},
    {NULL}};
static PyGetSetDef memref_getset[] = {
    {"layout", memref_layout, NULL, "the layout attribute", NULL},
    {"affine_map", memref_affine_map, NULL, "the layout as an AffineMap", NULL},
    {"memory_space", memref_memory_space, NULL, "the memory space attribute or None", NULL},
    {NULL}};

ISA_FN(UnrankedMemRef, mlirTypeIsAUnrankedMemRef)
static PyObject *umemref_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"element_type", "memory_space", "loc", NULL};
  PyObject *et, *ms = Py_None, *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|OO:get", kwl, &et, &ms, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType elt; MlirAttribute msa; MlirLocation l;
  if (!st || mlirpy_get_type(st, et, &elt, "element_type") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(et);
  if (opt_attr(c, ms, &msa, "memory_space") < 0 || mlirpy_b_location(st, c, loc, &l) < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  return checked_result(c, prev, mlirUnrankedMemRefTypeGetChecked(l, elt, msa), "Invalid type");
}
static PyObject *umemref_memory_space(PyObject *self, void *c) {
  (void)c; return opt_attr_wrap(SELF_CTX, mlirUnrankedMemrefGetMemorySpace(SELF_T));
}
static PyMethodDef umemref_methods[] = {
    {"get", MLIRPY_FN(umemref_get), MLIRPY_KW_CLASS, "get(element_type, memory_space=None, loc=None)"}, {NULL}};
static PyGetSetDef umemref_getset[] = {{"memory_space", umemref_memory_space, NULL, NULL, NULL}, {NULL}};

/* ---- TupleType ------------------------------------------------------------------------- */
ISA_FN(Tuple, mlirTypeIsATuple)
static PyObject *tuple_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"elements", "context", NULL};
  PyObject *elts, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|O:get_tuple", kwl, &elts, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  MlirType *v; Py_ssize_t n;
  if (mlirpy_b_type_list(c, elts, &v, &n, "elements") < 0) return NULL;
  MlirType t = mlirTupleTypeGet(c->ctx, n, v);
  PyMem_Free(v);
  return mlirpy_type_wrap(c, t);
}
static PyObject *tuple_get_type(PyObject *self, PyObject *arg) {
  Py_ssize_t i = PyNumber_AsSsize_t(arg, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return NULL;
  intptr_t n = mlirTupleTypeGetNumTypes(SELF_T);
  if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "TupleType.get_type: position out of range"); return NULL; }
  return mlirpy_type_wrap(SELF_CTX, mlirTupleTypeGetType(SELF_T, i));
}
static PyObject *tuple_num_types(PyObject *self, void *c) { (void)c; return PyLong_FromSsize_t(mlirTupleTypeGetNumTypes(SELF_T)); }
static PyObject *tuple_types(PyObject *self, void *c) {
  (void)c;
  intptr_t n = mlirTupleTypeGetNumTypes(SELF_T);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *t = mlirpy_type_wrap(SELF_CTX, mlirTupleTypeGetType(SELF_T, i));
    if (!t) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, t);
  }
  return l;
}
static PyMethodDef tuple_methods[] = {
    {"get_tuple", MLIRPY_FN(tuple_get), MLIRPY_KW_CLASS, "get_tuple(elements, context=None)"},
    {"get_type", tuple_get_type, METH_O, "get_type(pos) -> Type"},
    {NULL}};
static PyGetSetDef tuple_getset[] = {
    {"num_types", tuple_num_types, NULL, NULL, NULL},
    {"types", tuple_types, NULL, "list of element types", NULL},
    {NULL}};

/* ---- FunctionType ----------------------------------------------------------------------- */
ISA_FN(Function, mlirTypeIsAFunction)
static PyObject *func_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"inputs", "results", "context", NULL};
  PyObject *ins, *outs, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|O:get", kwl, &ins, &outs, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  MlirType *iv, *ov; Py_ssize_t ni, no;
  if (mlirpy_b_type_list(c, ins, &iv, &ni, "inputs") < 0) return NULL;
  if (mlirpy_b_type_list(c, outs, &ov, &no, "results") < 0) { PyMem_Free(iv); return NULL; }
  MlirType t = mlirFunctionTypeGet(c->ctx, ni, iv, no, ov);
  PyMem_Free(iv); PyMem_Free(ov);
  return mlirpy_type_wrap(c, t);
}
static PyObject *func_list(PyObject *self, int results) {
  intptr_t n = results ? mlirFunctionTypeGetNumResults(SELF_T) : mlirFunctionTypeGetNumInputs(SELF_T);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    MlirType t = results ? mlirFunctionTypeGetResult(SELF_T, i) : mlirFunctionTypeGetInput(SELF_T, i);
    PyObject *o = mlirpy_type_wrap(SELF_CTX, t);
    if (!o) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, o);
  }
  return l;
}
static PyObject *func_inputs(PyObject *self, void *c) { (void)c; return func_list(self, 0); }
static PyObject *func_results(PyObject *self, void *c) { (void)c; return func_list(self, 1); }
static PyMethodDef func_methods[] = {
    {"get", MLIRPY_FN(func_get), MLIRPY_KW_CLASS, "get(inputs, results, context=None)"}, {NULL}};
static PyGetSetDef func_getset[] = {
    {"inputs", func_inputs, NULL, "list of input types", NULL},
    {"results", func_results, NULL, "list of result types", NULL},
    {NULL}};

/* ---- OpaqueType --------------------------------------------------------------------------- */
ISA_FN(Opaque, mlirTypeIsAOpaque)
static PyObject *opaque_get(PyObject *cls, PyObject *args, PyObject *kw) {
  static char *kwl[] = {"dialect_namespace", "buffer", "context", NULL};
  PyObject *ns, *buf, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|O:get", kwl, &ns, &buf, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  const char *s1, *s2; Py_ssize_t n1, n2; PyObject *k1, *k2;
  if (mlirpy_str(ns, &s1, &n1, &k1) < 0) return NULL;
  if (mlirpy_str(buf, &s2, &n2, &k2) < 0) { Py_DECREF(k1); return NULL; }
  MlirType t = mlirOpaqueTypeGet(c->ctx, mlirStringRefCreate(s1, n1), mlirStringRefCreate(s2, n2));
  Py_DECREF(k1); Py_DECREF(k2);
  return mlirpy_type_wrap(c, t);
}
static PyObject *opaque_ns(PyObject *self, void *c) { (void)c; return mlirpy_from_strref(mlirOpaqueTypeGetDialectNamespace(SELF_T)); }
static PyObject *opaque_data(PyObject *self, void *c) { (void)c; return mlirpy_from_strref(mlirOpaqueTypeGetData(SELF_T)); }
static PyMethodDef opaque_methods[] = {
    {"get", MLIRPY_FN(opaque_get), MLIRPY_KW_CLASS, "get(dialect_namespace, buffer, context=None)"}, {NULL}};
static PyGetSetDef opaque_getset[] = {
    {"dialect_namespace", opaque_ns, NULL, NULL, NULL},
    {"data", opaque_data, NULL, NULL, NULL},
    {NULL}};

/* ---- type_name ---- */
#if MLIRPY_HAS_BUILTIN_NAMES
static const mlirpy_class_name type_names[] = {
    {"IntegerType", mlirIntegerTypeGetName}, {"IndexType", mlirIndexTypeGetName}, {"NoneType", mlirNoneTypeGetName},
    {"ComplexType", mlirComplexTypeGetName}, {"TupleType", mlirTupleTypeGetName},
    {"FunctionType", mlirFunctionTypeGetName}, {"OpaqueType", mlirOpaqueTypeGetName},
    {"F16Type", mlirF16TypeGetName}, {"BF16Type", mlirBF16TypeGetName}, {"F32Type", mlirF32TypeGetName},
    {"F64Type", mlirF64TypeGetName}, {"FloatTF32Type", mlirTF32TypeGetName},
    {"Float8E5M2Type", mlirFloat8E5M2TypeGetName}, {"Float8E4M3Type", mlirFloat8E4M3TypeGetName},
    {"Float8E4M3FNType", mlirFloat8E4M3FNTypeGetName}, {"Float8E5M2FNUZType", mlirFloat8E5M2FNUZTypeGetName},
    {"Float8E4M3FNUZType", mlirFloat8E4M3FNUZTypeGetName}, {"Float8E4M3B11FNUZType", mlirFloat8E4M3B11FNUZTypeGetName},
#if MLIRPY_HAS_MX_FLOAT_TYPES
    {"Float4E2M1FNType", mlirFloat4E2M1FNTypeGetName}, {"Float6E2M3FNType", mlirFloat6E2M3FNTypeGetName},
    {"Float6E3M2FNType", mlirFloat6E3M2FNTypeGetName}, {"Float8E3M4Type", mlirFloat8E3M4TypeGetName},
    {"Float8E8M0FNUType", mlirFloat8E8M0FNUTypeGetName},
#endif
    {"VectorType", mlirVectorTypeGetName},
    {"RankedTensorType", mlirRankedTensorTypeGetName}, {"UnrankedTensorType", mlirUnrankedTensorTypeGetName},
    {"MemRefType", mlirMemRefTypeGetName}, {"UnrankedMemRefType", mlirUnrankedMemRefTypeGetName},
};
#endif

/* ---- registration --------------------------------------------------------------------------- */
#define DEF(name, isa, tid, m, g, doc) {name, isa, tid, m, g, doc}

MLIRPY_INTERNAL int mlirpy_init_types(mlirpy_state *st) {
  PyTypeObject *T = st->Type, *Float, *Shaped, *sub;
  static const mlirpy_subclass_def defs[] = {
      DEF("IntegerType", isa_Integer, mlirIntegerTypeGetTypeID, int_methods, int_getset, "An integer type (iN, siN, uiN)."),
      DEF("IndexType", isa_Index, mlirIndexTypeGetTypeID, Index_methods, NULL, "The index type."),
      DEF("NoneType", isa_None, mlirNoneTypeGetTypeID, None_methods, NULL, "The none type."),
      DEF("ComplexType", isa_Complex, mlirComplexTypeGetTypeID, complex_methods, complex_getset, "complex<T>"),
      DEF("TupleType", isa_Tuple, mlirTupleTypeGetTypeID, tuple_methods, tuple_getset, "tuple<...>"),
      DEF("FunctionType", isa_Function, mlirFunctionTypeGetTypeID, func_methods, func_getset, "(inputs) -> results"),
      DEF("OpaqueType", isa_Opaque, mlirOpaqueTypeGetTypeID, opaque_methods, opaque_getset, "!dialect.data"),
  };
  for (size_t i = 0; i < sizeof(defs) / sizeof(defs[0]); ++i)
    if (!(sub = mlirpy_make_subclass(st, T, &defs[i]))) return -1;
    else Py_DECREF(sub);

  static const mlirpy_subclass_def float_def =
      DEF("FloatType", isa_Float, NULL, NULL, float_getset, "Base class of the floating point types.");
  if (!(Float = mlirpy_make_subclass(st, T, &float_def))) return -1;
  static const mlirpy_subclass_def float_defs[] = {
      DEF("F16Type", isa_F16, mlirFloat16TypeGetTypeID, F16_methods, NULL, "f16"),
      DEF("BF16Type", isa_BF16, mlirBFloat16TypeGetTypeID, BF16_methods, NULL, "bf16"),
      DEF("F32Type", isa_F32, mlirFloat32TypeGetTypeID, F32_methods, NULL, "f32"),
      DEF("F64Type", isa_F64, mlirFloat64TypeGetTypeID, F64_methods, NULL, "f64"),
      DEF("FloatTF32Type", isa_TF32, mlirFloatTF32TypeGetTypeID, TF32_methods, NULL, "tf32"),
      DEF("Float8E5M2Type", isa_F8E5M2, mlirFloat8E5M2TypeGetTypeID, F8E5M2_methods, NULL, "f8E5M2"),
      DEF("Float8E4M3Type", isa_F8E4M3, mlirFloat8E4M3TypeGetTypeID, F8E4M3_methods, NULL, "f8E4M3"),
      DEF("Float8E4M3FNType", isa_F8E4M3FN, mlirFloat8E4M3FNTypeGetTypeID, F8E4M3FN_methods, NULL, "f8E4M3FN"),
      DEF("Float8E5M2FNUZType", isa_F8E5M2FNUZ, mlirFloat8E5M2FNUZTypeGetTypeID, F8E5M2FNUZ_methods, NULL, "f8E5M2FNUZ"),
      DEF("Float8E4M3FNUZType", isa_F8E4M3FNUZ, mlirFloat8E4M3FNUZTypeGetTypeID, F8E4M3FNUZ_methods, NULL, "f8E4M3FNUZ"),
      DEF("Float8E4M3B11FNUZType", isa_F8E4M3B11FNUZ, mlirFloat8E4M3B11FNUZTypeGetTypeID, F8E4M3B11FNUZ_methods, NULL,
          "f8E4M3B11FNUZ"),
#if MLIRPY_HAS_MX_FLOAT_TYPES
      DEF("Float4E2M1FNType", isa_F4E2M1FN, mlirFloat4E2M1FNTypeGetTypeID, F4E2M1FN_methods, NULL, "f4E2M1FN"),
      DEF("Float6E2M3FNType", isa_F6E2M3FN, mlirFloat6E2M3FNTypeGetTypeID, F6E2M3FN_methods, NULL, "f6E2M3FN"),
      DEF("Float6E3M2FNType", isa_F6E3M2FN, mlirFloat6E3M2FNTypeGetTypeID, F6E3M2FN_methods, NULL, "f6E3M2FN"),
      DEF("Float8E3M4Type", isa_F8E3M4, mlirFloat8E3M4TypeGetTypeID, F8E3M4_methods, NULL, "f8E3M4"),
      DEF("Float8E8M0FNUType", isa_F8E8M0FNU, mlirFloat8E8M0FNUTypeGetTypeID, F8E8M0FNU_methods, NULL, "f8E8M0FNU"),
#endif
  };
  for (size_t i = 0; i < sizeof(float_defs) / sizeof(float_defs[0]); ++i)
    if (!(sub = mlirpy_make_subclass(st, Float, &float_defs[i]))) return -1;
    else Py_DECREF(sub);

  static const mlirpy_subclass_def shaped_def =
      DEF("ShapedType", isa_Shaped, NULL, shaped_methods, shaped_getset, "Base class of vectors, tensors and memrefs.");
  if (!(Shaped = mlirpy_make_subclass(st, T, &shaped_def))) return -1;
  static const mlirpy_subclass_def shaped_defs[] = {
      DEF("VectorType", isa_Vector, mlirVectorTypeGetTypeID, vector_methods, vector_getset, "vector<...>"),
      DEF("RankedTensorType", isa_RankedTensor, mlirRankedTensorTypeGetTypeID, rtensor_methods, rtensor_getset, "tensor<NxT>"),
      DEF("UnrankedTensorType", isa_UnrankedTensor, mlirUnrankedTensorTypeGetTypeID, utensor_methods, NULL, "tensor<*xT>"),
      DEF("MemRefType", isa_MemRef, mlirMemRefTypeGetTypeID, memref_methods, memref_getset, "memref<NxT>"),
      DEF("UnrankedMemRefType", isa_UnrankedMemRef, mlirUnrankedMemRefTypeGetTypeID, umemref_methods, umemref_getset,
          "memref<*xT>"),
  };
  for (size_t i = 0; i < sizeof(shaped_defs) / sizeof(shaped_defs[0]); ++i)
    if (!(sub = mlirpy_make_subclass(st, Shaped, &shaped_defs[i]))) return -1;
    else Py_DECREF(sub);
  Py_DECREF(Float);
  Py_DECREF(Shaped);
#if MLIRPY_HAS_BUILTIN_NAMES
  if (mlirpy_set_class_names(st, "type_name", type_names, sizeof type_names / sizeof *type_names) < 0) return -1;
#endif
  return 0;
}
