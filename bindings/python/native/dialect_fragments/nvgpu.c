/* nvgpu dialect types for mlir.dialects.nvgpu (see fragment.h): the TMA
 * tensor map descriptor type over mlir-c/Dialect/NVGPU.h. */
#include "dialect_fragments/fragment.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/NVGPU.h"

#define NVGPU_API(X) X(mlirTypeIsANVGPUTensorMapDescriptorType) X(mlirNVGPUTensorMapDescriptorTypeGet)

NVGPU_API(MLIRPY_FRAGMENT_WEAK)

static PyObject *nvgpu_is_tensor_map_descriptor(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "nvgpu_is_tensor_map_descriptor") < 0) return NULL;
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
  if (fragment_context(co, &c, "context") < 0 || fragment_type(to, &t, "tensor") < 0) return NULL;
  if (!mlirTypeIsAMemRef(t)) {
    PyErr_SetString(PyExc_TypeError, "tensor: expected a memref type");
    return NULL;
  }
  return fragment_type_capsule(mlirNVGPUTensorMapDescriptorTypeGet(c, t, swizzle, l2promo, oob, interleave));
}

static PyMethodDef nvgpu_functions[] = {
    {"nvgpu_is_tensor_map_descriptor", nvgpu_is_tensor_map_descriptor, METH_O, "nvgpu_is_tensor_map_descriptor(type): whether the Type capsule is an !nvgpu.tensormap.descriptor."},
    {"nvgpu_tensor_map_descriptor_get", nvgpu_tensor_map_descriptor_get, METH_VARARGS, "nvgpu_tensor_map_descriptor_get(context, tensor, swizzle, l2promo, oob, interleave): the TMA descriptor type (capsule)."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_nvgpu, nvgpu_functions, NVGPU_API)
