/* sparse_tensor encoding attribute for mlir.dialects.sparse_tensor (see
 * fragment.h), over mlir-c/Dialect/SparseTensor.h.  Level types are
 * checked here before they reach the C API, which dereferences an empty
 * optional for an invalid one; the Python layer re-parses a new encoding so
 * that the dialect's verifier sees it. */
#include "dialect_fragments/fragment.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/Dialect/SparseTensor.h"

#define SPARSE_TENSOR_API(X)                                                                           \
  X(mlirAttributeIsASparseTensorEncodingAttr) X(mlirSparseTensorEncodingAttrGet)                     \
  X(mlirSparseTensorEncodingGetLvlRank) X(mlirSparseTensorEncodingAttrGetLvlType)                    \
  X(mlirSparseTensorEncodingAttrGetLvlFmt) X(mlirSparseTensorEncodingAttrGetDimToLvl)                \
  X(mlirSparseTensorEncodingAttrGetLvlToDim) X(mlirSparseTensorEncodingAttrGetPosWidth)              \
  X(mlirSparseTensorEncodingAttrGetCrdWidth) X(mlirSparseTensorEncodingAttrGetExplicitVal)           \
  X(mlirSparseTensorEncodingAttrGetImplicitVal) X(mlirSparseTensorEncodingAttrGetStructuredN)        \
  X(mlirSparseTensorEncodingAttrGetStructuredM) X(mlirSparseTensorEncodingAttrBuildLvlType)

SPARSE_TENSOR_API(MLIRPY_FRAGMENT_WEAK)

/* The dialect's rule for level-type bits: dense, batch and n_out_of_m
 * levels have no properties; compressed, singleton and loose_compressed may
 * have any; nothing else is a format.  n and m are 8-bit fields. */
static bool valid_level_type(uint64_t bits) {
  uint64_t fmt = bits & 0xffff0000u, props = bits & 0xffffu, nm = bits >> 32;
  if (nm >> 16) return false;
  if (nm && fmt != MLIR_SPARSE_TENSOR_LEVEL_N_OUT_OF_M) return false;
  switch (fmt) {
  case MLIR_SPARSE_TENSOR_LEVEL_DENSE:
  case MLIR_SPARSE_TENSOR_LEVEL_BATCH:
  case MLIR_SPARSE_TENSOR_LEVEL_N_OUT_OF_M:
    return props == 0;
  case MLIR_SPARSE_TENSOR_LEVEL_COMPRESSED:
  case MLIR_SPARSE_TENSOR_LEVEL_SINGLETON:
  case MLIR_SPARSE_TENSOR_LEVEL_LOOSE_COMPRESSED:
    return true;
  default:
    return false;
  }
}

static int encoding_arg(PyObject *o, MlirAttribute *a, const char *what) {
  if (fragment_attr(o, a, what) < 0) return -1;
  if (!mlirAttributeIsASparseTensorEncodingAttr(*a)) {
    PyErr_Format(PyExc_TypeError, "%s: expected a #sparse_tensor.encoding attribute", what);
    return -1;
  }
  return 0;
}

static PyObject *sparse_tensor_is_encoding(PyObject *m, PyObject *o) {
  (void)m;
  MlirAttribute a;
  if (fragment_attr(o, &a, "sparse_tensor_is_encoding") < 0) return NULL;
  return PyBool_FromLong(mlirAttributeIsASparseTensorEncodingAttr(a));
}

/* sparse_tensor_valid_level_type(int) -> bool */
static PyObject *sparse_tensor_valid_level_type(PyObject *m, PyObject *o) {
  (void)m;
  unsigned long long bits = PyLong_AsUnsignedLongLong(o);
  if (PyErr_Occurred()) {
    PyErr_Clear();
    Py_RETURN_FALSE;
  }
  return PyBool_FromLong(valid_level_type(bits));
}

/* sparse_tensor_build_level_type(format, [properties], n, m) */
static PyObject *sparse_tensor_build_level_type(PyObject *m, PyObject *args) {
  (void)m;
  unsigned long long fmt;
  PyObject *plist;
  unsigned n, mm;
  if (!PyArg_ParseTuple(args, "KO!II:sparse_tensor_build_level_type", &fmt, &PyList_Type, &plist, &n, &mm))
    return NULL;
  Py_ssize_t np = PyList_Size(plist);
  if (np > 16) {
    PyErr_SetString(PyExc_ValueError, "build_level_type: too many properties");
    return NULL;
  }
  enum MlirSparseTensorLevelPropertyNondefault props[16];
  uint64_t bits = fmt | ((uint64_t)n << 32) | ((uint64_t)mm << 40);
  for (Py_ssize_t i = 0; i < np; ++i) {
    unsigned long long p = PyLong_AsUnsignedLongLong(PyList_GetItem(plist, i));
    if (PyErr_Occurred()) return NULL;
    if (p != MLIR_SPARSE_PROPERTY_NON_UNIQUE && p != MLIR_SPARSE_PROPERTY_NON_ORDERED) {
      PyErr_Format(PyExc_ValueError, "build_level_type: unknown level property %llu", p);
      return NULL;
    }
    props[i] = (enum MlirSparseTensorLevelPropertyNondefault)p;
    bits |= p;
  }
  if (n > 0xff || mm > 0xff || (fmt & ~(uint64_t)0xffff0000u) || !valid_level_type(bits) ||
      (fmt == MLIR_SPARSE_TENSOR_LEVEL_N_OUT_OF_M) != (n || mm)) {
    PyErr_SetString(PyExc_ValueError, "build_level_type: this format does not take these properties or n/m");
    return NULL;
  }
  return PyLong_FromUnsignedLongLong(mlirSparseTensorEncodingAttrBuildLvlType(
      (enum MlirSparseTensorLevelFormat)fmt, props, (unsigned)np, n, mm));
}

/* sparse_tensor_encoding_get(context, [level types], dim_to_lvl or None,
 * lvl_to_dim or None, pos_width, crd_width, explicit or None, implicit or None) */
static PyObject *sparse_tensor_encoding_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *lvls, *d2l, *l2d, *ev, *iv;
  int pos, crd;
  if (!PyArg_ParseTuple(args, "OO!OOiiOO:sparse_tensor_encoding_get", &co, &PyList_Type, &lvls, &d2l, &l2d, &pos,
                        &crd, &ev, &iv))
    return NULL;
  MlirContext c;
  MlirAffineMap dim_to_lvl = {NULL}, lvl_to_dim = {NULL};
  MlirAttribute explicit_val = {NULL}, implicit_val = {NULL};
  if (fragment_context(co, &c, "context") < 0) return NULL;
  if (d2l != Py_None && fragment_affine_map(d2l, &dim_to_lvl, "dim_to_lvl") < 0) return NULL;
  if (l2d != Py_None && fragment_affine_map(l2d, &lvl_to_dim, "lvl_to_dim") < 0) return NULL;
  if (ev != Py_None && fragment_attr(ev, &explicit_val, "explicit_val") < 0) return NULL;
  if (iv != Py_None && fragment_attr(iv, &implicit_val, "implicit_val") < 0) return NULL;
  Py_ssize_t n = PyList_Size(lvls);
  MlirSparseTensorLevelType *v = PyMem_Calloc(n ? (size_t)n : 1, sizeof *v);
  if (!v) return PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < n; ++i) {
    v[i] = PyLong_AsUnsignedLongLong(PyList_GetItem(lvls, i));
    if (PyErr_Occurred() || !valid_level_type(v[i])) {
      PyErr_Clear();
      PyErr_Format(PyExc_ValueError, "lvl_types[%zd]: not a valid level type", i);
      PyMem_Free(v);
      return NULL;
    }
  }
  MlirAttribute a = mlirSparseTensorEncodingAttrGet(c, n, v, dim_to_lvl, lvl_to_dim, pos, crd, explicit_val,
                                                    implicit_val);
  PyMem_Free(v);
  return fragment_attr_capsule(a);
}

/* sparse_tensor_encoding_info(attr) -> (lvl types, formats, dim_to_lvl,
 * lvl_to_dim, pos_width, crd_width, explicit, implicit) with capsules or
 * None for the maps and values. */
static PyObject *sparse_tensor_encoding_info(PyObject *m, PyObject *o) {
  (void)m;
  MlirAttribute a;
  if (encoding_arg(o, &a, "sparse_tensor_encoding_info") < 0) return NULL;
  intptr_t rank = mlirSparseTensorEncodingGetLvlRank(a);
  PyObject *types = PyList_New((Py_ssize_t)rank), *fmts = PyList_New((Py_ssize_t)rank);
  for (intptr_t i = 0; types && fmts && i < rank; ++i) {
    PyObject *t = PyLong_FromUnsignedLongLong(mlirSparseTensorEncodingAttrGetLvlType(a, i));
    PyObject *f = PyLong_FromUnsignedLongLong((uint64_t)mlirSparseTensorEncodingAttrGetLvlFmt(a, i));
    if (!t || !f) { Py_XDECREF(t); Py_XDECREF(f); Py_CLEAR(types); break; }
    PyList_SetItem(types, (Py_ssize_t)i, t);
    PyList_SetItem(fmts, (Py_ssize_t)i, f);
  }
  if (!types || !fmts) { Py_XDECREF(types); Py_XDECREF(fmts); return NULL; }
  MlirAffineMap d2l = mlirSparseTensorEncodingAttrGetDimToLvl(a), l2d = mlirSparseTensorEncodingAttrGetLvlToDim(a);
  return Py_BuildValue("(NNNNiiNN)", types, fmts, fragment_affine_map_capsule(d2l),
                       fragment_affine_map_capsule(l2d),
                       mlirSparseTensorEncodingAttrGetPosWidth(a), mlirSparseTensorEncodingAttrGetCrdWidth(a),
                       fragment_attr_capsule(mlirSparseTensorEncodingAttrGetExplicitVal(a)),
                       fragment_attr_capsule(mlirSparseTensorEncodingAttrGetImplicitVal(a)));
}

/* sparse_tensor_structured(level type, which) -> n (which 0) or m (1) */
static PyObject *sparse_tensor_structured(PyObject *m, PyObject *args) {
  (void)m;
  unsigned long long lt;
  int which;
  if (!PyArg_ParseTuple(args, "Kp:sparse_tensor_structured", &lt, &which)) return NULL;
  if (!valid_level_type(lt) || (lt & 0xffff0000u) != MLIR_SPARSE_TENSOR_LEVEL_N_OUT_OF_M) {
    PyErr_SetString(PyExc_ValueError, "not an n_out_of_m level type");
    return NULL;
  }
  return PyLong_FromUnsignedLong(which ? mlirSparseTensorEncodingAttrGetStructuredM(lt)
                                       : mlirSparseTensorEncodingAttrGetStructuredN(lt));
}

static PyMethodDef sparse_tensor_functions[] = {
    {"sparse_tensor_is_encoding", sparse_tensor_is_encoding, METH_O, "sparse_tensor_is_encoding(attr): whether the Attribute capsule is a sparse tensor encoding."},
    {"sparse_tensor_valid_level_type", sparse_tensor_valid_level_type, METH_O, "sparse_tensor_valid_level_type(value): whether an int is a valid level type."},
    {"sparse_tensor_build_level_type", sparse_tensor_build_level_type, METH_VARARGS, "sparse_tensor_build_level_type(format, properties, n, m): the level type of these parts."},
    {"sparse_tensor_encoding_get", sparse_tensor_encoding_get, METH_VARARGS, "sparse_tensor_encoding_get(context, level_types, dim_to_lvl, lvl_to_dim, pos_width, crd_width, explicit_val, implicit_val): an encoding (capsule)."},
    {"sparse_tensor_encoding_info", sparse_tensor_encoding_info, METH_O, "sparse_tensor_encoding_info(attr): the level types, formats, maps, widths and explicit/implicit values of an encoding."},
    {"sparse_tensor_structured", sparse_tensor_structured, METH_VARARGS, "sparse_tensor_structured(level_type, which): n (which false) or m (true) of an n:m level type."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_sparse_tensor, sparse_tensor_functions, SPARSE_TENSOR_API)
