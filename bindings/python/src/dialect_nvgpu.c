/* nvgpu dialect types for mlir.dialects.nvgpu (see dialect_ext.h): the TMA
 * tensor map descriptor type over mlir-c/Dialect/NVGPU.h. */
#include "dialect_ext.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/NVGPU.h"

#define NVGPU_API(X) X(mlirTypeIsANVGPUTensorMapDescriptorType) X(mlirNVGPUTensorMapDescriptorTypeGet)

NVGPU_API(DIALECT_EXT_WEAK)

static PyObject *nvgpu_is_tensor_map_descriptor(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (dialect_ext_type(o, &t, "nvgpu_is_tensor_map_descriptor") < 0) return NULL;
  return PyBool_FromLong(mlirTypeIsANVGPUTensorMapDescriptorType(t));
}

/* nvgpu_tensor_map_descriptor_get(context, memref type, swizzle, l2promo,
 * oob, interleave): the enum values are checked by the Python layer. */
static PyObject *nvgpu_tensor_map_descriptor_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *to;
  int swizzle, l2promo, oob, interleave;
  if (!PyArg_ParseTuple(args, "OOiiii:nvgpu_tensor_map_descriptor_get", &co, &to, &swizzle, &l2promo, &oob,
                        &interleave))
    return NULL;
  MlirContext c;
  MlirType t;
  if (dialect_ext_context(co, &c, "context") < 0 || dialect_ext_type(to, &t, "tensor") < 0) return NULL;
  if (!mlirTypeIsAMemRef(t)) {
    PyErr_SetString(PyExc_TypeError, "tensor: expected a memref type");
    return NULL;
  }
  return dialect_ext_type_capsule(mlirNVGPUTensorMapDescriptorTypeGet(c, t, swizzle, l2promo, oob, interleave));
}

static PyMethodDef nvgpu_functions[] = {
    {"nvgpu_is_tensor_map_descriptor", nvgpu_is_tensor_map_descriptor, METH_O, NULL},
    {"nvgpu_tensor_map_descriptor_get", nvgpu_tensor_map_descriptor_get, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL}};

int mlirpy_dialect_nvgpu_init(PyObject *module) {
  static const void *const required[] = {NVGPU_API(DIALECT_EXT_REQUIRE) NULL};
  return mlirpy_dialect_ext_add(module, nvgpu_functions, required, sizeof required / sizeof *required - 1);
}
