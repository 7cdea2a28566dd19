/* quant dialect types for mlir.dialects.quant (see fragment.h): isa
 * tests, getters and constructors over mlir-c/Dialect/Quant.h.  Every getter
 * checks its type's kind first (the C API casts unchecked); the Python layer
 * checks the constructors' invariants, which the C API only asserts. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/Quant.h"

#define QUANT_API(X)                                                                                   \
  X(mlirTypeIsAQuantizedType) X(mlirTypeIsAAnyQuantizedType) X(mlirTypeIsAUniformQuantizedType)     \
  X(mlirTypeIsAUniformQuantizedPerAxisType) X(mlirTypeIsACalibratedQuantizedType)                    \
  X(mlirQuantizedTypeGetSignedFlag) X(mlirQuantizedTypeGetDefaultMinimumForInteger)                  \
  X(mlirQuantizedTypeGetDefaultMaximumForInteger) X(mlirQuantizedTypeGetExpressedType)               \
  X(mlirQuantizedTypeGetFlags) X(mlirQuantizedTypeIsSigned) X(mlirQuantizedTypeGetStorageType)       \
  X(mlirQuantizedTypeGetStorageTypeMin) X(mlirQuantizedTypeGetStorageTypeMax)                        \
  X(mlirQuantizedTypeGetStorageTypeIntegralWidth) X(mlirQuantizedTypeIsCompatibleExpressedType)      \
  X(mlirQuantizedTypeGetQuantizedElementType) X(mlirQuantizedTypeCastFromStorageType)                \
  X(mlirQuantizedTypeCastToStorageType) X(mlirQuantizedTypeCastFromExpressedType)                    \
  X(mlirQuantizedTypeCastToExpressedType) X(mlirQuantizedTypeCastExpressedToStorageType)             \
  X(mlirAnyQuantizedTypeGet) X(mlirUniformQuantizedTypeGet) X(mlirUniformQuantizedTypeGetScale)      \
  X(mlirUniformQuantizedTypeGetZeroPoint) X(mlirUniformQuantizedTypeIsFixedPoint)                    \
  X(mlirUniformQuantizedPerAxisTypeGet) X(mlirUniformQuantizedPerAxisTypeGetNumDims)                 \
  X(mlirUniformQuantizedPerAxisTypeGetScale) X(mlirUniformQuantizedPerAxisTypeGetZeroPoint)          \
  X(mlirUniformQuantizedPerAxisTypeGetQuantizedDimension)                                            \
  X(mlirUniformQuantizedPerAxisTypeIsFixedPoint) X(mlirCalibratedQuantizedTypeGet)                   \
  X(mlirCalibratedQuantizedTypeGetMin) X(mlirCalibratedQuantizedTypeGetMax)

QUANT_API(MLIRPY_FRAGMENT_WEAK)

/* A type argument that must satisfy `isa`. */
static int quant_arg(PyObject *o, bool (*isa)(MlirType), const char *kind, MlirType *t, const char *what) {
  if (fragment_type(o, t, what) < 0) return -1;
  if (!isa(*t)) {
    PyErr_Format(PyExc_TypeError, "%s: expected a %s", what, kind);
    return -1;
  }
  return 0;
}

#define GETTER_IMPL(name, isa, kind, wrap, call)                                                          \
  static PyObject *name(PyObject *m, PyObject *o) {                                                    \
    (void)m;                                                                                           \
    MlirType t;                                                                                        \
    if (quant_arg(o, isa, kind, &t, #name) < 0) return NULL;                                           \
    return wrap(call(t));                                                                              \
  }
/* Expands the kind macros below before GETTER_IMPL counts arguments. */
#define GETTER(...) GETTER_IMPL(__VA_ARGS__)
#define ANY mlirTypeIsAQuantizedType, "quantized type"
#define UNIFORM mlirTypeIsAUniformQuantizedType, "uniform quantized type"
#define PER_AXIS mlirTypeIsAUniformQuantizedPerAxisType, "uniform per-axis quantized type"
#define CALIBRATED mlirTypeIsACalibratedQuantizedType, "calibrated quantized type"
#define AS_TYPE fragment_type_capsule
#define AS_BOOL PyBool_FromLong
#define AS_LONG PyLong_FromLongLong
#define AS_ULONG PyLong_FromUnsignedLong
#define AS_DOUBLE PyFloat_FromDouble

GETTER(quant_expressed_type, ANY, AS_TYPE, mlirQuantizedTypeGetExpressedType)
GETTER(quant_flags, ANY, AS_ULONG, mlirQuantizedTypeGetFlags)
GETTER(quant_is_signed, ANY, AS_BOOL, mlirQuantizedTypeIsSigned)
GETTER(quant_storage_type, ANY, AS_TYPE, mlirQuantizedTypeGetStorageType)
GETTER(quant_storage_type_min, ANY, AS_LONG, mlirQuantizedTypeGetStorageTypeMin)
GETTER(quant_storage_type_max, ANY, AS_LONG, mlirQuantizedTypeGetStorageTypeMax)
GETTER(quant_storage_type_integral_width, ANY, AS_ULONG, mlirQuantizedTypeGetStorageTypeIntegralWidth)
GETTER(quant_quantized_element_type, ANY, AS_TYPE, mlirQuantizedTypeGetQuantizedElementType)
GETTER(quant_cast_to_storage_type, ANY, AS_TYPE, mlirQuantizedTypeCastToStorageType)
GETTER(quant_cast_to_expressed_type, ANY, AS_TYPE, mlirQuantizedTypeCastToExpressedType)
GETTER(quant_uniform_scale, UNIFORM, AS_DOUBLE, mlirUniformQuantizedTypeGetScale)
GETTER(quant_uniform_zero_point, UNIFORM, AS_LONG, mlirUniformQuantizedTypeGetZeroPoint)
GETTER(quant_uniform_is_fixed_point, UNIFORM, AS_BOOL, mlirUniformQuantizedTypeIsFixedPoint)
GETTER(quant_per_axis_num_dims, PER_AXIS, AS_LONG, mlirUniformQuantizedPerAxisTypeGetNumDims)
GETTER(quant_per_axis_quantized_dimension, PER_AXIS, AS_LONG, mlirUniformQuantizedPerAxisTypeGetQuantizedDimension)
GETTER(quant_per_axis_is_fixed_point, PER_AXIS, AS_BOOL, mlirUniformQuantizedPerAxisTypeIsFixedPoint)
GETTER(quant_calibrated_min, CALIBRATED, AS_DOUBLE, mlirCalibratedQuantizedTypeGetMin)
GETTER(quant_calibrated_max, CALIBRATED, AS_DOUBLE, mlirCalibratedQuantizedTypeGetMax)

/* quant_isa(kind, type): kind 0 quantized, 1 any, 2 uniform, 3 per-axis,
 * 4 calibrated. */
static PyObject *quant_isa(PyObject *m, PyObject *args) {
  (void)m;
  int kind;
  PyObject *o;
  if (!PyArg_ParseTuple(args, "iO:quant_isa", &kind, &o)) return NULL;
  MlirType t;
  if (fragment_type(o, &t, "quant_isa") < 0) return NULL;
  static bool (*const isa[])(MlirType) = {mlirTypeIsAQuantizedType, mlirTypeIsAAnyQuantizedType,
                                          mlirTypeIsAUniformQuantizedType, mlirTypeIsAUniformQuantizedPerAxisType,
                                          mlirTypeIsACalibratedQuantizedType};
  if (kind < 0 || kind > 4) {
    PyErr_SetString(PyExc_ValueError, "quant_isa: kind must be 0..4");
    return NULL;
  }
  return PyBool_FromLong(isa[kind](t));
}

static PyObject *quant_signed_flag(PyObject *m, PyObject *u) {
  (void)m; (void)u;
  return PyLong_FromUnsignedLong(mlirQuantizedTypeGetSignedFlag());
}

/* default_minimum/maximum(is_signed, integral_width). */
static PyObject *quant_default_bound(PyObject *args, int maximum) {
  int is_signed;
  unsigned width;
  if (!PyArg_ParseTuple(args, "pI", &is_signed, &width)) return NULL;
  if (width == 0 || width > 64) {
    PyErr_Format(PyExc_ValueError, "integral_width must be in 1..64, got %u", width);
    return NULL;
  }
  return PyLong_FromLongLong(maximum ? mlirQuantizedTypeGetDefaultMaximumForInteger(is_signed, width)
                                     : mlirQuantizedTypeGetDefaultMinimumForInteger(is_signed, width));
}
static PyObject *quant_default_minimum(PyObject *m, PyObject *args) { (void)m; return quant_default_bound(args, 0); }
static PyObject *quant_default_maximum(PyObject *m, PyObject *args) { (void)m; return quant_default_bound(args, 1); }

/* Two-type operations: (quantized type, candidate) -> bool or type. */
static int quant_pair(PyObject *args, const char *fmt, MlirType *q, MlirType *c) {
  PyObject *qo, *co;
  if (!PyArg_ParseTuple(args, fmt, &qo, &co)) return -1;
  if (quant_arg(qo, ANY, q, "type") < 0 || fragment_type(co, c, "candidate") < 0) return -1;
  return 0;
}
#define PAIR(name, wrap, fn)                                                                           \
  static PyObject *name(PyObject *m, PyObject *args) {                                                 \
    (void)m;                                                                                           \
    MlirType q, c;                                                                                     \
    if (quant_pair(args, "OO:" #name, &q, &c) < 0) return NULL;                                        \
    return wrap(fn(q, c));                                                                             \
  }
PAIR(quant_is_compatible_expressed_type, AS_BOOL, mlirQuantizedTypeIsCompatibleExpressedType)
PAIR(quant_cast_from_storage_type, AS_TYPE, mlirQuantizedTypeCastFromStorageType)
PAIR(quant_cast_from_expressed_type, AS_TYPE, mlirQuantizedTypeCastFromExpressedType)
PAIR(quant_cast_expressed_to_storage_type, AS_TYPE, mlirQuantizedTypeCastExpressedToStorageType)

/* Per-axis scales and zero points: (type, pos). */
static PyObject *quant_per_axis_at(PyObject *args, int zero_point) {
  PyObject *o;
  Py_ssize_t pos;
  if (!PyArg_ParseTuple(args, "On", &o, &pos)) return NULL;
  MlirType t;
  if (quant_arg(o, PER_AXIS, &t, "type") < 0) return NULL;
  if (pos < 0 || pos >= (Py_ssize_t)mlirUniformQuantizedPerAxisTypeGetNumDims(t)) {
    PyErr_SetString(PyExc_IndexError, "per-axis position out of range");
    return NULL;
  }
  return zero_point ? PyLong_FromLongLong(mlirUniformQuantizedPerAxisTypeGetZeroPoint(t, pos))
                    : PyFloat_FromDouble(mlirUniformQuantizedPerAxisTypeGetScale(t, pos));
}
static PyObject *quant_per_axis_scale(PyObject *m, PyObject *args) { (void)m; return quant_per_axis_at(args, 0); }
static PyObject *quant_per_axis_zero_point(PyObject *m, PyObject *args) { (void)m; return quant_per_axis_at(args, 1); }

/* any_get(flags, storage, expressed or None, min, max) */
static PyObject *quant_any_get(PyObject *m, PyObject *args) {
  (void)m;
  unsigned flags;
  PyObject *so, *eo;
  long long lo, hi;
  if (!PyArg_ParseTuple(args, "IOOLL:quant_any_get", &flags, &so, &eo, &lo, &hi)) return NULL;
  MlirType s, e = {NULL};
  if (fragment_type(so, &s, "storage_type") < 0) return NULL;
  if (eo != Py_None && fragment_type(eo, &e, "expressed_type") < 0) return NULL;
  return fragment_type_capsule(mlirAnyQuantizedTypeGet(flags, s, e, lo, hi));
}

/* uniform_get(flags, storage, expressed, scale, zero_point, min, max) */
static PyObject *quant_uniform_get(PyObject *m, PyObject *args) {
  (void)m;
  unsigned flags;
  PyObject *so, *eo;
  double scale;
  long long zp, lo, hi;
  if (!PyArg_ParseTuple(args, "IOOdLLL:quant_uniform_get", &flags, &so, &eo, &scale, &zp, &lo, &hi)) return NULL;
  MlirType s, e;
  if (fragment_type(so, &s, "storage_type") < 0 || fragment_type(eo, &e, "expressed_type") < 0) return NULL;
  return fragment_type_capsule(mlirUniformQuantizedTypeGet(flags, s, e, scale, zp, lo, hi));
}

/* per_axis_get(flags, storage, expressed, scales, zero_points, dim, min, max) */
static PyObject *quant_per_axis_get(PyObject *m, PyObject *args) {
  (void)m;
  unsigned flags;
  PyObject *so, *eo, *scales, *zps;
  int dim;
  long long lo, hi;
  if (!PyArg_ParseTuple(args, "IOOO!O!iLL:quant_per_axis_get", &flags, &so, &eo, &PyList_Type, &scales,
                        &PyList_Type, &zps, &dim, &lo, &hi))
    return NULL;
  MlirType s, e;
  if (fragment_type(so, &s, "storage_type") < 0 || fragment_type(eo, &e, "expressed_type") < 0) return NULL;
  Py_ssize_t n = PyList_Size(scales);
  if (n != PyList_Size(zps)) {
    PyErr_SetString(PyExc_ValueError, "scales and zero_points must have the same length");
    return NULL;
  }
  double *sv = PyMem_Calloc(n ? (size_t)n : 1, sizeof(double));
  int64_t *zv = PyMem_Calloc(n ? (size_t)n : 1, sizeof(int64_t));
  PyObject *r = NULL;
  if (!sv || !zv) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    sv[i] = PyFloat_AsDouble(PyList_GetItem(scales, i));
    zv[i] = PyLong_AsLongLong(PyList_GetItem(zps, i));
    if (PyErr_Occurred()) goto done;
  }
  r = fragment_type_capsule(mlirUniformQuantizedPerAxisTypeGet(flags, s, e, n, sv, zv, dim, lo, hi));
done:
  PyMem_Free(sv);
  PyMem_Free(zv);
  return r;
}

/* calibrated_get(expressed, min, max) */
static PyObject *quant_calibrated_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *eo;
  double lo, hi;
  if (!PyArg_ParseTuple(args, "Odd:quant_calibrated_get", &eo, &lo, &hi)) return NULL;
  MlirType e;
  if (fragment_type(eo, &e, "expressed_type") < 0) return NULL;
  return fragment_type_capsule(mlirCalibratedQuantizedTypeGet(e, lo, hi));
}

#define FN_O(name) {#name, name, METH_O, NULL},
#define FN_V(name) {#name, name, METH_VARARGS, NULL},
static PyMethodDef quant_functions[] = {
    FN_V(quant_isa) {"quant_signed_flag", quant_signed_flag, METH_NOARGS, "quant_signed_flag(): the flag value that marks a quantized storage type as signed."},
    FN_V(quant_default_minimum) FN_V(quant_default_maximum)
    FN_O(quant_expressed_type) FN_O(quant_flags) FN_O(quant_is_signed) FN_O(quant_storage_type)
    FN_O(quant_storage_type_min) FN_O(quant_storage_type_max) FN_O(quant_storage_type_integral_width)
    FN_O(quant_quantized_element_type) FN_O(quant_cast_to_storage_type) FN_O(quant_cast_to_expressed_type)
    FN_V(quant_is_compatible_expressed_type) FN_V(quant_cast_from_storage_type)
    FN_V(quant_cast_from_expressed_type) FN_V(quant_cast_expressed_to_storage_type)
    FN_O(quant_uniform_scale) FN_O(quant_uniform_zero_point) FN_O(quant_uniform_is_fixed_point)
    FN_O(quant_per_axis_num_dims) FN_O(quant_per_axis_quantized_dimension) FN_O(quant_per_axis_is_fixed_point)
    FN_V(quant_per_axis_scale) FN_V(quant_per_axis_zero_point)
    FN_O(quant_calibrated_min) FN_O(quant_calibrated_max)
    FN_V(quant_any_get) FN_V(quant_uniform_get) FN_V(quant_per_axis_get) FN_V(quant_calibrated_get)
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_quant, quant_functions, QUANT_API)

#if MLIRPY_HAS_QUANT_SUB_CHANNEL_TYPE
/* The sub-channel type of LLVM 22: its own fragment, so that 19's lack of it
 * leaves the rest of quant working. */
#define QUANT_SUB_CHANNEL_API(X)                                                                       \
  X(mlirTypeIsAUniformQuantizedSubChannelType) X(mlirUniformQuantizedSubChannelTypeGet)              \
  X(mlirUniformQuantizedSubChannelTypeGetNumBlockSizes)                                              \
  X(mlirUniformQuantizedSubChannelTypeGetQuantizedDimension)                                         \
  X(mlirUniformQuantizedSubChannelTypeGetBlockSize) X(mlirUniformQuantizedSubChannelTypeGetScales)   \
  X(mlirUniformQuantizedSubChannelTypeGetZeroPoints)
QUANT_SUB_CHANNEL_API(MLIRPY_FRAGMENT_WEAK)
#define SUB_CHANNEL mlirTypeIsAUniformQuantizedSubChannelType, "uniform sub-channel quantized type"

static PyObject *quant_is_sub_channel(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "quant_is_sub_channel") < 0) return NULL;
  return PyBool_FromLong(mlirTypeIsAUniformQuantizedSubChannelType(t));
}
GETTER(quant_sub_channel_scales, SUB_CHANNEL, fragment_attr_capsule, mlirUniformQuantizedSubChannelTypeGetScales)
GETTER(quant_sub_channel_zero_points, SUB_CHANNEL, fragment_attr_capsule,
       mlirUniformQuantizedSubChannelTypeGetZeroPoints)

/* quant_sub_channel_blocks(type) -> [(quantized dimension, block size), ...] */
static PyObject *quant_sub_channel_blocks(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (quant_arg(o, SUB_CHANNEL, &t, "type") < 0) return NULL;
  intptr_t n = mlirUniformQuantizedSubChannelTypeGetNumBlockSizes(t);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *pair = Py_BuildValue("(iL)", (int)mlirUniformQuantizedSubChannelTypeGetQuantizedDimension(t, i),
                                   (long long)mlirUniformQuantizedSubChannelTypeGetBlockSize(t, i));
    if (!pair) Py_CLEAR(l);
    else PyList_SetItem(l, i, pair);
  }
  return l;
}

/* quant_sub_channel_get(flags, storage, expressed, scales, zero_points,
 * [dims], [block sizes], min, max): the Python layer checks the lists. */
static PyObject *quant_sub_channel_get(PyObject *m, PyObject *args) {
  (void)m;
  unsigned flags;
  PyObject *so, *eo, *sco, *zpo, *dims, *sizes;
  long long lo, hi;
  if (!PyArg_ParseTuple(args, "IOOOOO!O!LL:quant_sub_channel_get", &flags, &so, &eo, &sco, &zpo, &PyList_Type,
                        &dims, &PyList_Type, &sizes, &lo, &hi))
    return NULL;
  MlirType s, e;
  MlirAttribute sc, zp;
  if (fragment_type(so, &s, "storage_type") < 0 || fragment_type(eo, &e, "expressed_type") < 0 ||
      fragment_attr(sco, &sc, "scales") < 0 || fragment_attr(zpo, &zp, "zero_points") < 0)
    return NULL;
  if (!mlirAttributeIsADenseElements(sc) || !mlirAttributeIsADenseElements(zp)) {
    PyErr_SetString(PyExc_TypeError, "scales and zero_points must be DenseElementsAttr");
    return NULL;
  }
  Py_ssize_t n = PyList_Size(dims);
  if (n != PyList_Size(sizes)) {
    PyErr_SetString(PyExc_ValueError, "quantized_dimensions and block_sizes must have the same length");
    return NULL;
  }
  int32_t *dv = PyMem_Calloc(n ? (size_t)n : 1, sizeof(int32_t));
  int64_t *bv = PyMem_Calloc(n ? (size_t)n : 1, sizeof(int64_t));
  PyObject *r = NULL;
  if (!dv || !bv) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    dv[i] = (int32_t)PyLong_AsLong(PyList_GetItem(dims, i));
    bv[i] = PyLong_AsLongLong(PyList_GetItem(sizes, i));
    if (PyErr_Occurred()) goto done;
  }
  r = fragment_type_capsule(mlirUniformQuantizedSubChannelTypeGet(flags, s, e, sc, zp, n, dv, bv, lo, hi));
done:
  PyMem_Free(dv);
  PyMem_Free(bv);
  return r;
}

static PyMethodDef quant_sub_channel_functions[] = {
    FN_O(quant_is_sub_channel) FN_O(quant_sub_channel_scales) FN_O(quant_sub_channel_zero_points)
    FN_O(quant_sub_channel_blocks) FN_V(quant_sub_channel_get)
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_quant_sub_channel, quant_sub_channel_functions, QUANT_SUB_CHANNEL_API)
#else
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_quant_sub_channel)
#endif
