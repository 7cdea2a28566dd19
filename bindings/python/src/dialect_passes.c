/* Pass registration of mlir.dialects.<name>.passes (gpu, async,
 * sparse_tensor; see dialect_ext.h): each dialect's mlirRegister<Name>Passes
 * from its C API, in whichever component holds it. */
#include "dialect_ext.h"

void mlirRegisterGPUPasses(void);
void mlirRegisterAsyncPasses(void);
void mlirRegisterSparseTensorPasses(void);
DIALECT_EXT_WEAK(mlirRegisterGPUPasses)
DIALECT_EXT_WEAK(mlirRegisterAsyncPasses)
DIALECT_EXT_WEAK(mlirRegisterSparseTensorPasses)

#define REGISTER(name, fn)                                                                             \
  static PyObject *name(PyObject *m, PyObject *u) {                                                    \
    (void)m; (void)u;                                                                                  \
    fn();                                                                                              \
    Py_RETURN_NONE;                                                                                    \
  }
REGISTER(register_gpu_passes, mlirRegisterGPUPasses)
REGISTER(register_async_passes, mlirRegisterAsyncPasses)
REGISTER(register_sparse_tensor_passes, mlirRegisterSparseTensorPasses)

static PyMethodDef gpu_fn[] = {{"register_gpu_passes", register_gpu_passes, METH_NOARGS, NULL}, {NULL}};
static PyMethodDef async_fn[] = {{"register_async_passes", register_async_passes, METH_NOARGS, NULL}, {NULL}};
static PyMethodDef sparse_fn[] = {
    {"register_sparse_tensor_passes", register_sparse_tensor_passes, METH_NOARGS, NULL}, {NULL}};

int mlirpy_dialect_passes_init(PyObject *module) {
  const void *gpu[] = {(const void *)mlirRegisterGPUPasses, NULL};
  const void *async[] = {(const void *)mlirRegisterAsyncPasses, NULL};
  const void *sparse[] = {(const void *)mlirRegisterSparseTensorPasses, NULL};
  if (mlirpy_dialect_ext_add(module, gpu_fn, gpu, 1) < 0) return -1;
  if (mlirpy_dialect_ext_add(module, async_fn, async, 1) < 0) return -1;
  return mlirpy_dialect_ext_add(module, sparse_fn, sparse, 1);
}
