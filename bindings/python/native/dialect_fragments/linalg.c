/* linalg op queries for mlir.dialects.linalg (see fragment.h): whether an op
 * is a contraction or a convolution, the loop dimensions of each role, and
 * an op's indexing maps. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#if MLIRPY_HAS_LINALG_OP_QUERIES
#include "mlir-c/Dialect/Linalg.h"

#include <stdlib.h>

#define LINALG_API(X)                                                                                  \
  X(mlirLinalgIsAContractionOp) X(mlirLinalgInferContractionDimensions)                                \
  X(mlirLinalgInferContractionDimensionsFromMaps) X(mlirLinalgIsAConvolutionOp)                        \
  X(mlirLinalgInferConvolutionDimensions) X(mlirLinalgGetIndexingMapsAttribute)
LINALG_API(MLIRPY_FRAGMENT_WEAK)

static int op_arg(PyObject *o, MlirOperation *op, const char *what) {
  return (op->ptr = mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_OPERATION, what)) ? 0 : -1;
}

/* A tuple of attribute capsules, or None when every one is null (the C API's
 * "not that kind of op / inference failed"). */
static PyObject *dims_tuple(const MlirAttribute *attrs, size_t n) {
  size_t present = 0;
  for (size_t i = 0; i < n; ++i) present += !mlirAttributeIsNull(attrs[i]);
  if (!present) Py_RETURN_NONE;
  PyObject *t = PyTuple_New((Py_ssize_t)n);
  for (size_t i = 0; t && i < n; ++i) {
    PyObject *a = fragment_attr_capsule(attrs[i]);
    if (!a) { Py_CLEAR(t); break; }
    if (PyTuple_SetItem(t, (Py_ssize_t)i, a) < 0) { Py_CLEAR(t); break; }
  }
  return t;
}

static PyObject *contraction_tuple(MlirLinalgContractionDimensions d) {
  MlirAttribute a[] = {d.batch, d.m, d.n, d.k};
  return dims_tuple(a, 4);
}

static PyObject *linalg_isa_contraction(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op;
  if (op_arg(o, &op, "op") < 0) return NULL;
  return PyBool_FromLong(mlirLinalgIsAContractionOp(op));
}

static PyObject *linalg_isa_convolution(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op;
  if (op_arg(o, &op, "op") < 0) return NULL;
  return PyBool_FromLong(mlirLinalgIsAConvolutionOp(op));
}

static PyObject *linalg_infer_contraction(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op;
  if (op_arg(o, &op, "op") < 0) return NULL;
  return contraction_tuple(mlirLinalgInferContractionDimensions(op));
}

/* linalg_infer_contraction_from_maps(list of AffineMap capsules) */
static PyObject *linalg_infer_contraction_from_maps(PyObject *m, PyObject *o) {
  (void)m;
  Py_ssize_t n = PySequence_Size(o);
  if (n < 0) return NULL;
  MlirAffineMap *maps = calloc(n ? (size_t)n : 1, sizeof *maps);
  if (!maps) return PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *item = PySequence_GetItem(o, i);
    int bad = !item || fragment_affine_map(item, &maps[i], "indexing_maps") < 0;
    Py_XDECREF(item);
    if (bad) { free(maps); return NULL; }
  }
  PyObject *r = contraction_tuple(mlirLinalgInferContractionDimensionsFromMaps(maps, (size_t)n));
  free(maps);
  return r;
}

static PyObject *linalg_infer_convolution(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op;
  if (op_arg(o, &op, "op") < 0) return NULL;
  MlirLinalgConvolutionDimensions d = mlirLinalgInferConvolutionDimensions(op);
  MlirAttribute a[] = {d.batch,        d.outputImage, d.outputChannel, d.filterLoop,
                       d.inputChannel, d.depth,       d.strides,       d.dilations};
  return dims_tuple(a, 8);
}

static PyObject *linalg_indexing_maps(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op;
  if (op_arg(o, &op, "op") < 0) return NULL;
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  if (mlirAttributeIsNull(maps)) Py_RETURN_NONE;
  return fragment_attr_capsule(maps);
}

static PyMethodDef linalg_functions[] = {
    {"linalg_isa_contraction", linalg_isa_contraction, METH_O, "linalg_isa_contraction(op): whether op is a contraction."},
    {"linalg_isa_convolution", linalg_isa_convolution, METH_O, "linalg_isa_convolution(op): whether op is a convolution."},
    {"linalg_infer_contraction", linalg_infer_contraction, METH_O,
     "linalg_infer_contraction(op): (batch, m, n, k) DenseI64ArrayAttr capsules, or None."},
    {"linalg_infer_contraction_from_maps", linalg_infer_contraction_from_maps, METH_O,
     "linalg_infer_contraction_from_maps(maps): (batch, m, n, k) from indexing maps, or None."},
    {"linalg_infer_convolution", linalg_infer_convolution, METH_O,
     "linalg_infer_convolution(op): (batch, output_image, output_channel, filter_loop, input_channel, depth, "
     "strides, dilations), or None."},
    {"linalg_indexing_maps", linalg_indexing_maps, METH_O,
     "linalg_indexing_maps(op): the ArrayAttr capsule of op's indexing maps, or None for an op without them."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_linalg, linalg_functions, LINALG_API)
#else
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_linalg)
#endif
