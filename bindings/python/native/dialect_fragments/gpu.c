/* gpu dialect attributes and types for mlir.dialects.gpu (see
 * fragment.h): #gpu.object and !gpu.async.token over
 * mlir-c/Dialect/GPU.h. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/GPU.h"

#define GPU_API(X)                                                                                     \
  X(mlirTypeIsAGPUAsyncTokenType) X(mlirGPUAsyncTokenTypeGet) X(mlirAttributeIsAGPUObjectAttr)       \
  X(mlirGPUObjectAttrGet) X(mlirGPUObjectAttrGetTarget) X(mlirGPUObjectAttrGetFormat)                \
  X(mlirGPUObjectAttrGetObject) X(mlirGPUObjectAttrHasProperties) X(mlirGPUObjectAttrGetProperties)   \
  GPU_KERNELS_API(X)
#if MLIRPY_HAS_GPU_OBJECT_KERNELS
#define GPU_KERNELS_API(X) X(mlirGPUObjectAttrGetWithKernels) X(mlirGPUObjectAttrHasKernels) X(mlirGPUObjectAttrGetKernels)
#else
#define GPU_KERNELS_API(X)
#endif

GPU_API(MLIRPY_FRAGMENT_WEAK)

static PyObject *gpu_is_async_token(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "gpu_is_async_token") < 0) return NULL;
  return PyBool_FromLong(mlirTypeIsAGPUAsyncTokenType(t));
}
static PyObject *gpu_async_token_get(PyObject *m, PyObject *o) {
  (void)m;
  MlirContext c;
  if (fragment_context(o, &c, "context") < 0) return NULL;
  return fragment_type_capsule(mlirGPUAsyncTokenTypeGet(c));
}

static PyObject *gpu_is_object(PyObject *m, PyObject *o) {
  (void)m;
  MlirAttribute a;
  if (fragment_attr(o, &a, "gpu_is_object") < 0) return NULL;
  return PyBool_FromLong(mlirAttributeIsAGPUObjectAttr(a));
}

/* gpu_object_get(context, target, format, object bytes, properties or None
 * [, kernels or None: LLVM 22]): the target (a GPU target attribute), format
 * and kernel table are checked by the Python layer. */
static PyObject *gpu_object_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *to, *po, *ko = Py_None;
  unsigned format;
  const char *data;
  Py_ssize_t len;
  if (!PyArg_ParseTuple(args, "OOIy#O|O:gpu_object_get", &co, &to, &format, &data, &len, &po, &ko)) return NULL;
  MlirContext c;
  MlirAttribute target, props = {NULL}, kernels = {NULL};
  if (fragment_context(co, &c, "context") < 0 || fragment_attr(to, &target, "target") < 0) return NULL;
  if (po != Py_None) {
    if (fragment_attr(po, &props, "properties") < 0) return NULL;
    if (!mlirAttributeIsADictionary(props)) {
      PyErr_SetString(PyExc_TypeError, "properties: expected a DictAttr");
      return NULL;
    }
  }
  if (ko != Py_None && fragment_attr(ko, &kernels, "kernels") < 0) return NULL;
  MlirStringRef object = mlirStringRefCreate(data, (size_t)len);
#if MLIRPY_HAS_GPU_OBJECT_KERNELS
  if (kernels.ptr) return fragment_attr_capsule(mlirGPUObjectAttrGetWithKernels(c, target, format, object, props, kernels));
#else
  if (kernels.ptr) {
    PyErr_SetString(PyExc_NotImplementedError, "kernels: #gpu.object has no kernel table before LLVM 22");
    return NULL;
  }
#endif
  return fragment_attr_capsule(mlirGPUObjectAttrGet(c, target, format, object, props));
}

/* gpu_object_info(attr) -> (target, format, object bytes, properties or None,
 * kernel table or None) */
static PyObject *gpu_object_info(PyObject *m, PyObject *o) {
  (void)m;
  MlirAttribute a;
  if (fragment_attr(o, &a, "gpu_object_info") < 0) return NULL;
  if (!mlirAttributeIsAGPUObjectAttr(a)) {
    PyErr_SetString(PyExc_TypeError, "gpu_object_info: expected a #gpu.object attribute");
    return NULL;
  }
  MlirStringRef obj = mlirGPUObjectAttrGetObject(a);
  PyObject *props = mlirGPUObjectAttrHasProperties(a) ? fragment_attr_capsule(mlirGPUObjectAttrGetProperties(a))
                                                      : (Py_INCREF(Py_None), Py_None);
  if (!props) return NULL;
  PyObject *kernels = Py_None;
#if MLIRPY_HAS_GPU_OBJECT_KERNELS
  if (mlirGPUObjectAttrHasKernels(a)) kernels = fragment_attr_capsule(mlirGPUObjectAttrGetKernels(a));
  else Py_INCREF(kernels);
#else
  Py_INCREF(kernels);
#endif
  if (!kernels) { Py_DECREF(props); return NULL; }
  return Py_BuildValue("(NIy#NN)", fragment_attr_capsule(mlirGPUObjectAttrGetTarget(a)),
                       (unsigned)mlirGPUObjectAttrGetFormat(a), obj.data, (Py_ssize_t)obj.length, props, kernels);
}

static PyMethodDef gpu_functions[] = {
    {"gpu_is_async_token", gpu_is_async_token, METH_O, "gpu_is_async_token(type): whether the Type capsule is a !gpu.async.token."},
    {"gpu_async_token_get", gpu_async_token_get, METH_O, "gpu_async_token_get(context): the !gpu.async.token type (capsule)."},
    {"gpu_is_object", gpu_is_object, METH_O, "gpu_is_object(attr): whether the Attribute capsule is a #gpu.object."},
    {"gpu_object_get", gpu_object_get, METH_VARARGS, "gpu_object_get(context, target, format, object, properties[, kernels]): a #gpu.object attribute (capsule)."},
    {"gpu_object_info", gpu_object_info, METH_O, "gpu_object_info(attr): the target, format, object bytes, properties and kernel table of a #gpu.object."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_gpu, gpu_functions, GPU_API)
