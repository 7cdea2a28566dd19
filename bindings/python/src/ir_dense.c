/* mlir.ir: DenseElementsAttr back to Python buffers.
 *
 * The limited API of 3.9 has no buffer protocol, so the elements come out as
 * a `memoryview` over a bytes copy, cast to the element format and the
 * attribute's shape (np.asarray(attr.to_memoryview()) gives an ndarray):
 *   iN/siN -> b h i q, uiN -> B H I Q, i1 -> ? (one byte per element),
 *   index -> q, f32 -> f, f64 -> d, f16 -> e (H, the raw bits, before
 *   CPython 3.12, whose memoryview cannot cast to e), bf16 -> H (raw bits).
 * Splats are expanded.  Also get_splat_value().
 *
 * The classes themselves are made by ir_attributes.c; mlirpy_init_dense
 * (called from mlirpy_init_affine, after them) adds these methods to
 * DenseElementsAttr, so DenseIntElementsAttr/DenseFPElementsAttr inherit
 * them. */
#include "ir_builtin.h"

#include <string.h>

#define SELF_A mlirpy_attr(self)

/* Struct format and item size of an element type; 0 when unsupported. */
static char element_format(MlirType et, size_t *size) {
  if (mlirTypeIsAIndex(et)) { *size = 8; return 'q'; }
  if (mlirTypeIsAInteger(et)) {
    unsigned w = mlirIntegerTypeGetWidth(et);
    bool u = mlirIntegerTypeIsUnsigned(et);
    switch (w) {
    case 1: *size = 1; return '?';
    case 8: *size = 1; return u ? 'B' : 'b';
    case 16: *size = 2; return u ? 'H' : 'h';
    case 32: *size = 4; return u ? 'I' : 'i';
    case 64: *size = 8; return u ? 'Q' : 'q';
    }
    return 0;
  }
  if (mlirTypeIsAF32(et)) { *size = 4; return 'f'; }
  if (mlirTypeIsAF64(et)) { *size = 8; return 'd'; }
  if (mlirTypeIsAF16(et)) { *size = 2; return 'e'; }
  if (mlirTypeIsABF16(et)) { *size = 2; return 'H'; }
  return 0;
}

static PyObject *cast_view(PyObject *bytes, char fmt, PyObject *shape) {
  PyObject *mv = PyMemoryView_FromObject(bytes);
  if (!mv) return NULL;
  char f[2] = {fmt, 0};
  PyObject *r = shape ? PyObject_CallMethod(mv, "cast", "sO", f, shape) : PyObject_CallMethod(mv, "cast", "s", f);
  if (!r && fmt == 'e' && PyErr_ExceptionMatches(PyExc_ValueError)) {
    /* CPython < 3.12: no half floats in memoryview. */
    PyErr_Clear();
    r = shape ? PyObject_CallMethod(mv, "cast", "sO", "H", shape) : PyObject_CallMethod(mv, "cast", "s", "H");
  }
  Py_DECREF(mv);
  return r;
}

static PyObject *dense_to_memoryview(PyObject *self, PyObject *unused) {
  (void)unused;
  MlirAttribute a = SELF_A;
  MlirType t = mlirAttributeGetType(a);
  MlirType et = mlirShapedTypeGetElementType(t);
  size_t size = 0;
  char fmt = element_format(et, &size);
  if (!fmt) {
    PyObject *ts = PyObject_Str(self);
    PyErr_Format(PyExc_TypeError, "to_memoryview: unsupported element type in %S", ts ? ts : Py_None);
    Py_XDECREF(ts);
    return NULL;
  }
  int64_t n = mlirElementsAttrGetNumElements(a);
  int64_t rank = mlirShapedTypeGetRank(t);
  PyObject *bytes = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(n * (int64_t)size));
  if (!bytes) return NULL;
  char *out = PyBytes_AsString(bytes);
  bool splat = mlirDenseElementsAttrIsSplat(a);
  if (fmt == '?') {
    for (int64_t i = 0; i < n; ++i) out[i] = (char)mlirDenseElementsAttrGetBoolValue(a, splat ? 0 : i);
  } else if (n > 0) {
    const char *raw = mlirDenseElementsAttrGetRawData(a);
    if (splat) {
      for (int64_t i = 0; i < n; ++i) memcpy(out + i * size, raw, size);
    } else {
      memcpy(out, raw, (size_t)n * size);
    }
  }
  PyObject *shape = NULL;
  if (n > 0) { /* memoryview cannot have zeros in its shape: empty -> 1-D */
    shape = PyList_New(rank);
    for (int64_t i = 0; shape && i < rank; ++i) {
      PyObject *d = PyLong_FromLongLong(mlirShapedTypeGetDimSize(t, i));
      if (!d) { Py_CLEAR(shape); break; }
      PyList_SetItem(shape, i, d);
    }
    if (!shape) { Py_DECREF(bytes); return NULL; }
  }
  PyObject *r = cast_view(bytes, fmt, shape);
  Py_XDECREF(shape);
  Py_DECREF(bytes);
  return r;
}

static PyObject *dense_get_splat_value(PyObject *self, PyObject *unused) {
  (void)unused;
  if (!mlirDenseElementsAttrIsSplat(SELF_A)) {
    PyErr_SetString(PyExc_ValueError, "get_splat_value: the attribute is not a splat");
    return NULL;
  }
  return mlirpy_attr_wrap(MLIRPY_UCTX(self), mlirDenseElementsAttrGetSplatValue(SELF_A));
}

static PyMethodDef dense_methods[] = {
    {"to_memoryview", dense_to_memoryview, METH_NOARGS,
     "to_memoryview() -> memoryview of a copy of the elements, with the element format and the shape "
     "(splats expanded; i1 as '?'; bf16, and f16 before CPython 3.12, as raw 'H' bits)"},
    {"get_splat_value", dense_get_splat_value, METH_NOARGS, "get_splat_value() -> Attribute (ValueError unless a splat)"},
    {NULL}};

MLIRPY_INTERNAL int mlirpy_init_dense(mlirpy_state *st) {
  PyObject *cls = PyObject_GetAttrString(st->ir, "DenseElementsAttr");
  if (!cls) { PyErr_Clear(); return 0; } /* no dense attributes in this build */
  int rc = 0;
  for (PyMethodDef *m = dense_methods; m->ml_name && rc == 0; ++m) {
    if (PyObject_HasAttrString(cls, m->ml_name)) continue; /* ir_attributes.c's own wins */
    PyObject *d = PyDescr_NewMethod((PyTypeObject *)cls, m);
    if (!d || PyObject_SetAttrString(cls, m->ml_name, d) < 0) rc = -1;
    Py_XDECREF(d);
  }
  Py_DECREF(cls);
  return rc;
}
