/* mlir.ir: DenseElementsAttr (and its DenseIntElementsAttr /
 * DenseFPElementsAttr kinds) and DenseResourceElementsAttr.
 *
 * In: the limited API of 3.9 has no buffer protocol, so get() reads its
 * array through a Python-level memoryview (anything memoryview() accepts:
 * bytes, array.array, numpy arrays), or, for numpy arrays of dtypes the
 * buffer protocol cannot describe, through their tobytes()/shape (an
 * explicit type= is then required).  A list of attributes is the other
 * form of get().
 *
 * Out: to_memoryview() gives a memoryview over a bytes copy, cast to the
 * element format and the attribute's shape:
 *   iN/siN -> b h i q, uiN -> B H I Q, i1 -> ? (one byte per element),
 *   index -> q, f32 -> f, f64 -> d, f16 -> e (H, the raw bits, before
 *   CPython 3.12, whose memoryview cannot cast to e), bf16 -> H (raw bits).
 * __array__ gives numpy the same bytes with the same format letter as its
 * dtype (f16 included), so np.array(attr) keeps shape and dtype.  Splats
 * are expanded. */
#include "ir_builtin.h"

#include <stdlib.h>
#include <string.h>

#define SELF_A mlirpy_attr(self)
#define CTX MLIRPY_UCTX(self)
#define KWM(name, fn, doc) {name, MLIRPY_FN(fn), MLIRPY_KW_CLASS, doc}
#define ISA_A(fn) static bool isa_##fn(const void *p) { MlirAttribute a = {p}; return fn(a); }

ISA_A(mlirAttributeIsADenseElements)
ISA_A(mlirAttributeIsADenseIntElements)
ISA_A(mlirAttributeIsADenseFPElements)
ISA_A(mlirAttributeIsADenseResourceElements)

/* ---- element types ------------------------------------------------------------ */
/* Bits of an element of `et` when dense attributes can hold it, else 0. */
static unsigned element_bits(MlirType et) {
  if (mlirTypeIsAIndex(et)) return 64;
  if (mlirTypeIsAInteger(et)) return mlirIntegerTypeGetWidth(et);
  if (mlirTypeIsAFloat(et)) return mlirFloatTypeGetWidth(et);
  return 0;
}

/* Elements of a statically shaped type. */
static int64_t num_elements(MlirType shaped) {
  int64_t n = 1;
  for (intptr_t i = 0, r = mlirShapedTypeGetRank(shaped); i < r; ++i) n *= mlirShapedTypeGetDimSize(shaped, i);
  return n;
}

/* MLIR stores i1 bit-packed and every other width in whole bytes. */
static size_t storage_bytes(unsigned bits) { return (bits + 7) / 8; }

static MlirType elem_type_for_format(MlirContext c, const char *fmt, Py_ssize_t itemsize, int signless) {
  MlirType none = {NULL};
  if (*fmt == '<' || *fmt == '=' || *fmt == '@') ++fmt;
  if (strcmp(fmt, "f") == 0) return mlirF32TypeGet(c);
  if (strcmp(fmt, "d") == 0) return mlirF64TypeGet(c);
  if (strcmp(fmt, "e") == 0) return mlirF16TypeGet(c);
  if (strcmp(fmt, "?") == 0) return mlirIntegerTypeGet(c, 1);
  if (strlen(fmt) == 1 && strchr("bhilqn", fmt[0]))
    return signless ? mlirIntegerTypeGet(c, (unsigned)itemsize * 8) : mlirIntegerTypeSignedGet(c, (unsigned)itemsize * 8);
  if (strlen(fmt) == 1 && strchr("BHILQN", fmt[0]))
    return signless ? mlirIntegerTypeGet(c, (unsigned)itemsize * 8) : mlirIntegerTypeUnsignedGet(c, (unsigned)itemsize * 8);
  return none;
}

/* Struct format and item size of an element type for reading back; 0 when
 * unsupported. */
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

/* ---- reading the caller's array -------------------------------------------------- */
/* What get() learned about its array argument (new references). */
typedef struct {
  PyObject *data;   /* bytes, C order */
  PyObject *format; /* str, or NULL when the buffer protocol cannot describe it */
  PyObject *shape;  /* sequence of int */
  Py_ssize_t itemsize;
} array_view;

static void array_view_clear(array_view *v) { Py_CLEAR(v->data); Py_CLEAR(v->format); Py_CLEAR(v->shape); }

static int read_array(PyObject *arr, bool have_type, array_view *out) {
  memset(out, 0, sizeof *out);
  PyObject *mv = PyMemoryView_FromObject(arr);
  if (mv) {
    PyObject *isz = PyObject_GetAttrString(mv, "itemsize");
    out->format = PyObject_GetAttrString(mv, "format");
    out->shape = PyObject_GetAttrString(mv, "shape");
    out->data = PyObject_CallMethod(mv, "tobytes", NULL);
    out->itemsize = isz ? PyLong_AsSsize_t(isz) : -1;
    Py_XDECREF(isz);
    Py_DECREF(mv);
    if (!out->format || !out->shape || !out->data || PyErr_Occurred()) { array_view_clear(out); return -1; }
    return 0;
  }
  /* numpy arrays of extension dtypes (datetime64, bfloat16 from ml_dtypes...)
   * have no buffer format: with an explicit type, take their bytes. */
  if (!have_type || !PyObject_HasAttrString(arr, "tobytes") || !PyObject_HasAttrString(arr, "shape")) return -1;
  PyErr_Clear();
  PyObject *isz = PyObject_GetAttrString(arr, "itemsize");
  out->shape = PyObject_GetAttrString(arr, "shape");
  out->data = PyObject_CallMethod(arr, "tobytes", NULL);
  out->itemsize = isz ? PyLong_AsSsize_t(isz) : -1;
  Py_XDECREF(isz);
  if (!out->shape || !out->data || !PyBytes_Check(out->data) || PyErr_Occurred()) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "array: tobytes() did not return bytes");
    array_view_clear(out);
    return -1;
  }
  return 0;
}

/* A shape sequence into dims (at most 64); returns the rank or -1. */
static Py_ssize_t read_shape(PyObject *shape, int64_t *dims) {
  PyObject *sf = PySequence_Fast(shape, "shape: expected a sequence of int");
  if (!sf) return -1;
  Py_ssize_t rank = mlirpy_fast_size(sf);
  if (rank > 64) { Py_DECREF(sf); PyErr_SetString(PyExc_ValueError, "shape: rank above 64"); return -1; }
  for (Py_ssize_t i = 0; i < rank; ++i) {
    dims[i] = PyLong_AsLongLong(mlirpy_fast_item(sf, i));
    if (dims[i] == -1 && PyErr_Occurred()) { Py_DECREF(sf); return -1; }
    if (dims[i] < 0) { Py_DECREF(sf); PyErr_SetString(PyExc_ValueError, "shape: negative dimension"); return -1; }
  }
  Py_DECREF(sf);
  return rank;
}

/* The dense attribute of `tt` from `count` elements in `bytes`: one byte per
 * i1 element is bit-packed first; MLIR checks the size (and recognises the
 * one-element splat form). */
static PyObject *from_raw(PyMlirContext *c, MlirType tt, MlirType et, int64_t count, const char *bytes,
                          Py_ssize_t nbytes, Py_ssize_t itemsize, PyObject *described) {
  unsigned bits = element_bits(et);
  MlirAttribute a = mlirAttributeGetNull();
  if (bits == 1 && itemsize == 1 && (int64_t)nbytes == count && count > 1) {
    size_t packed_n = (size_t)(count + 7) / 8;
    unsigned char *packed = PyMem_Calloc(packed_n, 1);
    if (!packed) return PyErr_NoMemory();
    int64_t ntrue = 0;
    for (int64_t k = 0; k < count; ++k)
      if (bytes[k]) { packed[k / 8] |= (unsigned char)(1u << (k % 8)); ++ntrue; }
    if (ntrue == 0 || ntrue == count) { /* the canonical splat form */
      packed[0] = ntrue ? 0xff : 0;
      packed_n = 1;
    }
    a = mlirDenseElementsAttrRawBufferGet(tt, packed_n, packed);
    PyMem_Free(packed);
  } else if (bits == 1 && nbytes == 1 && count == 1) {
    unsigned char one = bytes[0] ? 1 : 0;
    a = mlirDenseElementsAttrRawBufferGet(tt, 1, &one);
  } else {
    a = mlirDenseElementsAttrRawBufferGet(tt, (size_t)nbytes, bytes);
  }
  if (mlirAttributeIsNull(a)) {
    size_t want = bits == 1 ? (size_t)(count + 7) / 8 : (size_t)count * storage_bytes(bits);
    PyErr_Format(PyExc_ValueError,
                 "buffer of %zd bytes does not hold %lld elements of %S (expected %zu bytes, or one element for a splat)",
                 nbytes, (long long)count, described, want);
    return NULL;
  }
  return mlirpy_attr_wrap(c, a);
}

/* get(attributes, type=None, context=None): from a list of attributes, all of
 * one type (the element type of `type` when given). */
static PyObject *dense_get_from_list(PyMlirContext *c, PyObject *list, PyObject *type) {
  Py_ssize_t n = PyList_Size(list);
  if (n == 0) { PyErr_SetString(PyExc_ValueError, "Attributes list must be non-empty"); return NULL; }
  MlirAttribute *v = PyMem_Malloc(sizeof(MlirAttribute) * n);
  if (!v) return PyErr_NoMemory();
  PyObject *r = NULL;
  MlirType shaped = {NULL}, et = {NULL};
  if (type && type != Py_None) {
    if (mlirpy_get_type(c->st, type, &shaped, "type") < 0 || mlirpy_b_same_context(c, type, "type") < 0) goto done;
    if (!mlirTypeIsAShaped(shaped) || !mlirShapedTypeHasStaticShape(shaped)) {
      PyErr_Format(PyExc_ValueError, "Expected a static ShapedType for the shaped_type parameter: Type(%S)", type);
      goto done;
    }
    et = mlirShapedTypeGetElementType(shaped);
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *item = PyList_GetItem(list, i);
    if (!PyObject_TypeCheck(item, c->st->Attribute)) {
      PyErr_Format(PyExc_RuntimeError, "Invalid attribute%s when attempting to create an ArrayAttribute",
                   item == Py_None ? " (None?)" : "");
      goto done;
    }
    if (mlirpy_b_same_context(c, item, "attributes") < 0) goto done;
    v[i] = mlirpy_attr(item);
    MlirType t = mlirAttributeGetType(v[i]);
    if (mlirTypeIsNull(et)) et = t;
    if (!mlirTypeEqual(t, et)) {
      PyErr_SetString(PyExc_ValueError, "All attributes must be of the same type and match the type parameter");
      goto done;
    }
  }
  if (mlirTypeIsNull(shaped)) {
    int64_t dim = n;
    if (!element_bits(et)) {
      PyErr_Format(PyExc_ValueError, "DenseElementsAttr.get: unsupported element type %S", PyList_GetItem(list, 0));
      goto done;
    }
    shaped = mlirRankedTensorTypeGet(1, &dim, et, mlirAttributeGetNull());
  }
  if (num_elements(shaped) != n) {
    PyErr_Format(PyExc_ValueError, "DenseElementsAttr.get: %zd attributes for %S", n, type);
    goto done;
  }
  r = mlirpy_attr_wrap(c, mlirDenseElementsAttrGet(shaped, n, v));
done:
  PyMem_Free(v);
  return r;
}

static PyObject *dense_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  PyObject *first = PyTuple_Size(args) > 0 ? PyTuple_GetItem(args, 0) : (kwds ? PyDict_GetItemString(kwds, "attrs") : NULL);
  if (first && PyList_Check(first)) {
    static char *kwl[] = {"attrs", "type", "context", NULL};
    PyObject *list, *type = Py_None, *context = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OO:get", kwl, &list, &type, &context)) return NULL;
    PyMlirContext *c = mlirpy_b_context(cls, context);
    return c ? dense_get_from_list(c, list, type) : NULL;
  }
  static char *kw[] = {"array", "signless", "type", "shape", "context", NULL};
  PyObject *arr, *type = Py_None, *shape = Py_None, *context = NULL;
  int signless = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|pOOO:get", kw, &arr, &signless, &type, &shape, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  MlirType given = {NULL};
  if (type != Py_None && mlirpy_get_type(st, type, &given, "type") < 0) return NULL;
  /* The context: explicit, else the type's, else the current one. */
  PyMlirContext *c = (context && context != Py_None) || type == Py_None ? mlirpy_resolve_context(st, context)
                                                                       : MLIRPY_UCTX(type);
  if (!c || (type != Py_None && mlirpy_b_same_context(c, type, "type") < 0)) return NULL;
  array_view v;
  if (read_array(arr, type != Py_None, &v) < 0) return NULL;
  PyObject *r = NULL;
  MlirType et, tt;
  int64_t dims[64];
  Py_ssize_t rank = -1;
  if (!mlirTypeIsNull(given) && mlirTypeIsAShaped(given)) {
    /* A full shaped type (tensor or vector): its shape wins. */
    if (!mlirShapedTypeHasStaticShape(given)) {
      PyErr_Format(PyExc_ValueError, "DenseElementsAttr.get: type %S must have a static shape", type);
      goto done;
    }
    if (!mlirTypeIsARankedTensor(given) && !mlirTypeIsAVector(given)) {
      PyErr_Format(PyExc_ValueError, "DenseElementsAttr.get: type %S is neither a tensor nor a vector type", type);
      goto done;
    }
    if (shape != Py_None) {
      PyErr_SetString(PyExc_ValueError, "DenseElementsAttr.get: pass shape= or a shaped type=, not both");
      goto done;
    }
    et = mlirShapedTypeGetElementType(given);
    tt = given;
  } else {
    if (!mlirTypeIsNull(given)) {
      et = given;
    } else {
      const char *f; Py_ssize_t fn; PyObject *fk;
      if (mlirpy_str(v.format, &f, &fn, &fk) < 0) goto done;
      et = elem_type_for_format(c->ctx, f, v.itemsize, signless);
      Py_DECREF(fk);
      if (mlirTypeIsNull(et)) {
        PyErr_Format(PyExc_ValueError, "unimplemented array format conversion from format: %U (pass type=)", v.format);
        goto done;
      }
    }
    if ((rank = read_shape(shape != Py_None ? shape : v.shape, dims)) < 0) goto done;
    tt = mlirTypeIsNull(et) || !element_bits(et) ? et : mlirRankedTensorTypeGet(rank, dims, et, mlirAttributeGetNull());
  }
  if (!element_bits(et)) {
    PyErr_Format(PyExc_ValueError, "DenseElementsAttr.get: unsupported element type %S (integer, index or float)",
                 type);
    goto done;
  }
  char *bytes; Py_ssize_t nbytes;
  if (PyBytes_AsStringAndSize(v.data, &bytes, &nbytes) < 0) goto done;
  r = from_raw(c, tt, et, num_elements(tt), bytes, nbytes, v.itemsize,
               type != Py_None ? type : v.format);
done:
  array_view_clear(&v);
  return r;
}

static PyObject *dense_splat(PyObject *cls, PyObject *args) {
  PyObject *t, *e;
  if (!PyArg_ParseTuple(args, "OO:get_splat", &t, &e)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType ty; MlirAttribute ea;
  if (!st || mlirpy_get_type(st, t, &ty, "shaped_type") < 0 || mlirpy_get_attr(st, e, &ea, "element_attr") < 0) return NULL;
  if (mlirpy_b_same_context(MLIRPY_UCTX(t), e, "element_attr") < 0) return NULL;
  if (!mlirTypeIsAShaped(ty) || !mlirShapedTypeHasStaticShape(ty)) {
    PyObject *s = PyObject_Str(t);
    PyErr_Format(PyExc_ValueError, "Expected a static ShapedType for the shaped_type parameter: Type(%S)", s ? s : t);
    Py_XDECREF(s);
    return NULL;
  }
  if (!mlirTypeEqual(mlirShapedTypeGetElementType(ty), mlirAttributeGetType(ea))) {
    PyObject *ts = PyObject_Str(t), *es = PyObject_Str(e);
    PyErr_Format(PyExc_ValueError, "Shaped element type and attribute type must be equal: shaped=Type(%S), element=Attribute(%S)",
                 ts ? ts : t, es ? es : e);
    Py_XDECREF(ts); Py_XDECREF(es);
    return NULL;
  }
  return mlirpy_attr_wrap(MLIRPY_UCTX(t), mlirDenseElementsAttrSplatGet(ty, ea));
}

/* ---- reading elements back ------------------------------------------------------- */
static PyObject *dense_is_splat(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirDenseElementsAttrIsSplat(SELF_A)); }
static PyObject *dense_raw(PyObject *self, PyObject *u) {
  (void)u;
  MlirType et = mlirShapedTypeGetElementType(mlirAttributeGetType(SELF_A));
  unsigned bits = element_bits(et);
  if (bits == 0 || bits % 8) { PyErr_SetString(PyExc_ValueError, "raw data only for byte-sized element types"); return NULL; }
  int64_t n = mlirDenseElementsAttrIsSplat(SELF_A) ? 1 : mlirElementsAttrGetNumElements(SELF_A);
  return PyBytes_FromStringAndSize(mlirDenseElementsAttrGetRawData(SELF_A), (Py_ssize_t)(n * (bits / 8)));
}
static Py_ssize_t dense_len(PyObject *self) { return (Py_ssize_t)mlirElementsAttrGetNumElements(SELF_A); }

/* The element at row-major position `flat` as an attribute
 * (mlirElementsAttrGetValue wants one index per dimension). */
static PyObject *dense_element_attr(PyObject *self, int64_t flat) {
  MlirType t = mlirAttributeGetType(SELF_A);
  intptr_t rank = mlirShapedTypeGetRank(t);
  uint64_t *idx = PyMem_Malloc(sizeof(uint64_t) * (rank ? rank : 1));
  if (!idx) return PyErr_NoMemory();
  for (intptr_t d = rank - 1; d >= 0; --d) {
    int64_t size = mlirShapedTypeGetDimSize(t, d);
    idx[d] = (uint64_t)(size > 0 ? flat % size : 0);
    flat = size > 0 ? flat / size : 0;
  }
  MlirAttribute e = mlirElementsAttrGetValue(SELF_A, rank, idx);
  PyMem_Free(idx);
  return mlirpy_attr_wrap(CTX, e);
}
static PyObject *dense_item(PyObject *self, Py_ssize_t i) {
  Py_ssize_t n = dense_len(self);
  if (i < 0) i += n;
  if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "index out of range"); return NULL; }
  MlirType et = mlirShapedTypeGetElementType(mlirAttributeGetType(SELF_A));
  if (mlirTypeIsAF32(et)) return PyFloat_FromDouble(mlirDenseElementsAttrGetFloatValue(SELF_A, i));
  if (mlirTypeIsAF64(et)) return PyFloat_FromDouble(mlirDenseElementsAttrGetDoubleValue(SELF_A, i));
  if (mlirTypeIsAFloat(et)) { /* f16, bf16, f8...: through the element's FloatAttr */
    PyObject *a = dense_element_attr(self, i);
    if (!a) return NULL;
    PyObject *v = PyFloat_FromDouble(mlirFloatAttrGetValueDouble(mlirpy_attr(a)));
    Py_DECREF(a);
    return v;
  }
  if (mlirTypeIsAIndex(et)) return PyLong_FromLongLong(mlirDenseElementsAttrGetInt64Value(SELF_A, i));
  if (mlirTypeIsAInteger(et)) {
    int uns = mlirIntegerTypeIsUnsigned(et);
    switch (mlirIntegerTypeGetWidth(et)) {
    case 1: return PyLong_FromLong(mlirDenseElementsAttrGetBoolValue(SELF_A, i));
    case 8: return uns ? PyLong_FromUnsignedLong(mlirDenseElementsAttrGetUInt8Value(SELF_A, i)) : PyLong_FromLong(mlirDenseElementsAttrGetInt8Value(SELF_A, i));
    case 16: return uns ? PyLong_FromUnsignedLong(mlirDenseElementsAttrGetUInt16Value(SELF_A, i)) : PyLong_FromLong(mlirDenseElementsAttrGetInt16Value(SELF_A, i));
    case 32: return uns ? PyLong_FromUnsignedLong(mlirDenseElementsAttrGetUInt32Value(SELF_A, i)) : PyLong_FromLong(mlirDenseElementsAttrGetInt32Value(SELF_A, i));
    case 64: return uns ? PyLong_FromUnsignedLongLong(mlirDenseElementsAttrGetUInt64Value(SELF_A, i)) : PyLong_FromLongLong(mlirDenseElementsAttrGetInt64Value(SELF_A, i));
    }
    PyErr_SetString(PyExc_TypeError, "Unsupported integer type");
    return NULL;
  }
  return dense_element_attr(self, i);
}

/* A bytes copy of the elements (splats expanded, i1 one byte each), with
 * their struct format letter and the shape (list).  NULL with TypeError for
 * element types without a format. */
static PyObject *dense_bytes(PyObject *self, char *fmt_out, PyObject **shape_out) {
  MlirAttribute a = SELF_A;
  MlirType t = mlirAttributeGetType(a);
  size_t size = 0;
  char fmt = element_format(mlirShapedTypeGetElementType(t), &size);
  if (!fmt) {
    PyErr_Format(PyExc_TypeError, "unsupported element type in %S: no buffer format for it", self);
    return NULL;
  }
  int64_t n = mlirElementsAttrGetNumElements(a), rank = mlirShapedTypeGetRank(t);
  PyObject *bytes = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(n * (int64_t)size));
  if (!bytes) return NULL;
  char *out = PyBytes_AsString(bytes);
  bool splat = mlirDenseElementsAttrIsSplat(a);
  if (fmt == '?') {
    for (int64_t i = 0; i < n; ++i) out[i] = (char)mlirDenseElementsAttrGetBoolValue(a, splat ? 0 : i);
  } else if (n > 0) {
    const char *raw = mlirDenseElementsAttrGetRawData(a);
    if (splat)
      for (int64_t i = 0; i < n; ++i) memcpy(out + i * size, raw, size);
    else
      memcpy(out, raw, (size_t)n * size);
  }
  PyObject *shape = PyList_New(rank);
  for (int64_t i = 0; shape && i < rank; ++i) {
    PyObject *d = PyLong_FromLongLong(mlirShapedTypeGetDimSize(t, i));
    if (!d) { Py_CLEAR(shape); break; }
    PyList_SetItem(shape, i, d);
  }
  if (!shape) { Py_DECREF(bytes); return NULL; }
  *fmt_out = fmt;
  *shape_out = shape;
  return bytes;
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
  char fmt; PyObject *shape;
  PyObject *bytes = dense_bytes(self, &fmt, &shape);
  if (!bytes) return NULL;
  /* memoryview cannot have zeros in its shape: empty -> 1-D */
  PyObject *r = cast_view(bytes, fmt, PyBytes_Size(bytes) > 0 ? shape : NULL);
  Py_DECREF(shape);
  Py_DECREF(bytes);
  return r;
}

/* numpy's __array__(dtype=None, copy=None): a fresh writable ndarray with the
 * attribute's shape and element dtype. */
static PyObject *dense_array(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"dtype", "copy", NULL};
  PyObject *dtype = Py_None, *copy = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|OO:__array__", kw, &dtype, &copy)) return NULL;
  char fmt; PyObject *shape;
  PyObject *bytes = dense_bytes(self, &fmt, &shape);
  if (!bytes) return NULL;
  PyObject *np = PyImport_ImportModule("numpy"), *r = NULL;
  PyObject *buf = np ? PyByteArray_FromObject(bytes) : NULL;
  if (buf) {
    char f[2] = {fmt, 0};
    PyObject *flat = PyObject_CallMethod(np, "frombuffer", "Os", buf, f);
    r = flat ? PyObject_CallMethod(flat, "reshape", "O", shape) : NULL;
    Py_XDECREF(flat);
    if (r && dtype != Py_None) {
      PyObject *conv = PyObject_CallMethod(r, "astype", "O", dtype);
      Py_DECREF(r);
      r = conv;
    }
  }
  Py_XDECREF(buf); Py_XDECREF(np); Py_DECREF(shape); Py_DECREF(bytes);
  return r;
}

static PyObject *dense_get_splat_value(PyObject *self, PyObject *unused) {
  (void)unused;
  if (!mlirDenseElementsAttrIsSplat(SELF_A)) {
    PyErr_SetString(PyExc_ValueError, "get_splat_value: the attribute is not a splat");
    return NULL;
  }
  return mlirpy_attr_wrap(CTX, mlirDenseElementsAttrGetSplatValue(SELF_A));
}

static PyMethodDef dense_methods[] = {
    KWM("get", dense_get,
        "get(array, signless=True, type=None, shape=None, context=None): from any memoryview()-able buffer; "
        "type= is the element type or a full tensor/vector type.\n"
        "get(attrs: list, type=None, context=None): from a list of attributes of one type"),
    {"get_splat", dense_splat, METH_VARARGS | METH_CLASS, "get_splat(shaped_type, element_attr)"},
    {"raw_data", dense_raw, METH_NOARGS, "the elements' bytes (memoryview(attr.raw_data()).cast(fmt, shape) to view them)"},
    {"to_memoryview", dense_to_memoryview, METH_NOARGS,
     "to_memoryview() -> memoryview of a copy of the elements, with the element format and the shape "
     "(splats expanded; i1 as '?'; bf16, and f16 before CPython 3.12, as raw 'H' bits)"},
    {"__array__", MLIRPY_FN(dense_array), METH_VARARGS | METH_KEYWORDS,
     "__array__(dtype=None, copy=None) -> numpy.ndarray of the elements, with the attribute's shape and dtype"},
    {"get_splat_value", dense_get_splat_value, METH_NOARGS, "get_splat_value() -> Attribute (ValueError unless a splat)"},
    {NULL}};
static PyGetSetDef dense_getset[] = {{"is_splat", dense_is_splat, NULL, NULL, NULL}, {NULL}};
static PyType_Slot dense_slots[] = {{Py_sq_length, dense_len}, {Py_sq_item, dense_item}, {0, 0}};
static const mlirpy_subclass_def dense_def = {"DenseElementsAttr", isa_mlirAttributeIsADenseElements, NULL,
                                              dense_methods, dense_getset, NULL, dense_slots};
static const mlirpy_subclass_def denseint_def = {"DenseIntElementsAttr", isa_mlirAttributeIsADenseIntElements, NULL, NULL, NULL, NULL, NULL};
static const mlirpy_subclass_def densefp_def = {"DenseFPElementsAttr", isa_mlirAttributeIsADenseFPElements, NULL, NULL, NULL, NULL, NULL};

/* ---- DenseResourceElementsAttr ----------------------------------------------------------------------------- */
/* The blob is a copy of the caller's buffer (no buffer protocol to borrow
 * its memory), in aligned memory MLIR frees through blob_release when the
 * resource dies; the caller's object is kept alive until then, as with a
 * borrowed buffer. */
typedef struct { PyObject *owner; } blob_keepalive;
static void blob_release(void *user, const void *data, size_t size, size_t align) {
  (void)size; (void)align;
  blob_keepalive *k = user;
  PyGILState_STATE g = PyGILState_Ensure();
  Py_XDECREF(k->owner);
  PyGILState_Release(g);
  free((void *)data);
  free(k);
}

static PyObject *resource_get_from_buffer(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"array", "name", "type", "alignment", "is_mutable", "context", NULL};
  PyObject *arr, *name, *type, *alignment = Py_None, *context = NULL;
  int is_mutable = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OUO|OpO:get_from_buffer", kw, &arr, &name, &type, &alignment,
                                   &is_mutable, &context))
    return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType t;
  if (!st || mlirpy_get_type(st, type, &t, "type") < 0) return NULL;
  PyMlirContext *c = context && context != Py_None ? mlirpy_resolve_context(st, context) : MLIRPY_UCTX(type);
  if (!c || mlirpy_b_same_context(c, type, "type") < 0) return NULL;
  if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasStaticShape(t) || !element_bits(mlirShapedTypeGetElementType(t))) {
    PyErr_Format(PyExc_ValueError, "get_from_buffer: expected a statically shaped type of integers, index or floats, got %S", type);
    return NULL;
  }
  array_view v;
  if (read_array(arr, true, &v) < 0) return NULL;
  PyObject *r = NULL;
  char *bytes; Py_ssize_t nbytes;
  if (PyBytes_AsStringAndSize(v.data, &bytes, &nbytes) < 0) goto done;
  unsigned bits = element_bits(mlirShapedTypeGetElementType(t));
  int64_t count = num_elements(t);
  /* A longer buffer is accepted as upstream does; only its first elements are used. */
  if (bits % 8 || (int64_t)nbytes < count * (int64_t)(bits / 8)) {
    PyErr_Format(PyExc_ValueError, "get_from_buffer: buffer of %zd bytes does not hold the %lld elements of %S", nbytes,
                 (long long)count, type);
    goto done;
  }
  nbytes = (Py_ssize_t)(count * (int64_t)(bits / 8));
  size_t align = alignment == Py_None ? (size_t)(v.itemsize > 0 ? v.itemsize : 1) : PyLong_AsSize_t(alignment);
  if (PyErr_Occurred()) goto done;
  if (align == 0 || (align & (align - 1)) || align > 4096) {
    PyErr_Format(PyExc_ValueError, "get_from_buffer: alignment must be a power of two up to 4096, got %zu", align);
    goto done;
  }
  size_t alloc_align = align < sizeof(void *) ? sizeof(void *) : align;
  size_t alloc_size = ((size_t)nbytes + alloc_align - 1) / alloc_align * alloc_align;
  void *blob = aligned_alloc(alloc_align, alloc_size ? alloc_size : alloc_align);
  blob_keepalive *k = malloc(sizeof *k);
  if (!blob || !k) { free(blob); free(k); PyErr_NoMemory(); goto done; }
  memcpy(blob, bytes, (size_t)nbytes);
  k->owner = mlirpy_newref(arr);
  const char *s; Py_ssize_t sn; PyObject *keep;
  if (mlirpy_str(name, &s, &sn, &keep) < 0) { blob_release(k, blob, 0, 0); goto done; }
  MlirAttribute a = mlirUnmanagedDenseResourceElementsAttrGet(t, mlirStringRefCreate(s, sn), blob, (size_t)nbytes,
                                                              align, is_mutable, blob_release, k);
  Py_DECREF(keep);
  r = mlirpy_attr_wrap(c, a);
done:
  array_view_clear(&v);
  return r;
}
static PyMethodDef resource_methods[] = {
    KWM("get_from_buffer", resource_get_from_buffer,
        "get_from_buffer(array, name, type, alignment=None, is_mutable=False, context=None): a dense_resource "
        "attribute named `name` holding a copy of the buffer's elements; the buffer object is kept alive as long "
        "as the resource"),
    {NULL}};
static const mlirpy_subclass_def resource_def = {"DenseResourceElementsAttr", isa_mlirAttributeIsADenseResourceElements,
                                                 NULL, resource_methods, NULL, NULL, NULL};

MLIRPY_INTERNAL int mlirpy_init_dense(mlirpy_state *st) {
  PyTypeObject *dense = mlirpy_make_subclass(st, st->Attribute, &dense_def);
  PyTypeObject *dint = dense ? mlirpy_make_subclass(st, dense, &denseint_def) : NULL;
  PyTypeObject *dfp = dint ? mlirpy_make_subclass(st, dense, &densefp_def) : NULL;
  PyTypeObject *res = dfp ? mlirpy_make_subclass(st, st->Attribute, &resource_def) : NULL;
  PyObject *dc = res ? PyTuple_Pack(3, (PyObject *)dint, (PyObject *)dfp, (PyObject *)dense) : NULL;
  int rc = dc && mlirpy_add_multi_caster(st, mlirDenseIntOrFPElementsAttrGetTypeID(), dc) == 0 ? 0 : -1;
  Py_XDECREF(dc); Py_XDECREF(dense); Py_XDECREF(dint); Py_XDECREF(dfp); Py_XDECREF(res);
#if MLIRPY_HAS_BUILTIN_NAMES
  static const mlirpy_class_name resource_name[] = {{"DenseResourceElementsAttr", mlirDenseResourceElementsAttrGetName}};
  if (rc == 0) rc = mlirpy_set_class_names(st, "attr_name", resource_name, 1);
#endif
  return rc;
}
