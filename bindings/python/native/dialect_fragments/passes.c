/* Pass registration of mlir.dialects.<name>.passes (gpu, async,
 * sparse_tensor; see fragment.h): each dialect's mlirRegister<Name>Passes
 * from its C API, in whichever component holds it; one fragment each. */
#include "dialect_fragments/fragment.h"

void mlirRegisterGPUPasses(void);
void mlirRegisterAsyncPasses(void);
void mlirRegisterSparseTensorPasses(void);
#define GPU_PASSES_API(X) X(mlirRegisterGPUPasses)
#define ASYNC_PASSES_API(X) X(mlirRegisterAsyncPasses)
#define SPARSE_TENSOR_PASSES_API(X) X(mlirRegisterSparseTensorPasses)
GPU_PASSES_API(MLIRPY_FRAGMENT_WEAK)
ASYNC_PASSES_API(MLIRPY_FRAGMENT_WEAK)
SPARSE_TENSOR_PASSES_API(MLIRPY_FRAGMENT_WEAK)

#define REGISTER(name, fn)                                                                             \
  static PyObject *name(PyObject *m, PyObject *u) {                                                    \
    (void)m; (void)u;                                                                                  \
    fn();                                                                                              \
    Py_RETURN_NONE;                                                                                    \
  }
REGISTER(register_gpu_passes, mlirRegisterGPUPasses)
REGISTER(register_async_passes, mlirRegisterAsyncPasses)
REGISTER(register_sparse_tensor_passes, mlirRegisterSparseTensorPasses)

static PyMethodDef gpu_fn[] = {
    {"register_gpu_passes", register_gpu_passes, METH_NOARGS, "Registers the gpu dialect's passes."}, {NULL}};
static PyMethodDef async_fn[] = {
    {"register_async_passes", register_async_passes, METH_NOARGS, "Registers the async dialect's passes."}, {NULL}};
static PyMethodDef sparse_fn[] = {{"register_sparse_tensor_passes", register_sparse_tensor_passes, METH_NOARGS,
                                   "Registers the sparse_tensor dialect's passes."},
                                  {NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_gpu_passes, gpu_fn, GPU_PASSES_API)
MLIRPY_FRAGMENT(mlirpy_fragment_async_passes, async_fn, ASYNC_PASSES_API)
MLIRPY_FRAGMENT(mlirpy_fragment_sparse_tensor_passes, sparse_fn, SPARSE_TENSOR_PASSES_API)
