/*===-- fragment.h - dialect C API fragments of mlir.dialects -------------===*
 *
 * The dialect helper layers (quant types, llvm.StructType, the sparse_tensor
 * encoding, gpu.ObjectAttr...) need a few functions of each dialect's C API.
 * Each file of this folder is a fragment: a table of plain functions
 * (mlirpy_fragment) that take and return the capsules of mlir.ir objects
 * (`_CAPIPtr`, see mlir-c/Bindings/Python/Interop.h); the pure-Python layer
 * in mlir/dialects/ checks its arguments and wraps the results
 * (Type._CAPICreate...).
 *
 * Which component's library holds a dialect's C API differs between LLVM
 * releases, so every fragment is built into both registration modules
 * (_mlirDialects, _mlirPassesDialects) with weak references to the C API
 * (MLIRPY_FRAGMENT_WEAK); the module walks its table of fragments and adds
 * the functions of those whose C API all resolved (mlirpy_fragment_add).
 * mlir.dialects._loader's native_for(name) finds the module that has them.
 * A fragment knows nothing of the module it goes into.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_DIALECT_FRAGMENT_H
#define MLIRPY_DIALECT_FRAGMENT_H

#include "interop/interop.h"

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

/* A fragment: its functions and the C API functions they need (ending with
 * NULL; a null entry before that is an unresolved weak reference). */
typedef struct mlirpy_fragment {
  PyMethodDef *functions;
  const void *const *required;
  size_t n_required;
} mlirpy_fragment;

#define MLIRPY_FRAGMENT_STR(x) #x
/* `#pragma weak f` for each C API function a fragment uses. */
#define MLIRPY_FRAGMENT_WEAK(f) _Pragma(MLIRPY_FRAGMENT_STR(weak f))
#define MLIRPY_FRAGMENT_REQUIRE(f) (const void *)(f),
/* Defines fragment `name` with `functions`, needing the C API functions
 * that the X-macro `api` lists. */
#define MLIRPY_FRAGMENT(name, functions, api)                                                         \
  static const void *const name##_required[] = {api(MLIRPY_FRAGMENT_REQUIRE) NULL};                  \
  const mlirpy_fragment name = {functions, name##_required,                                          \
                                sizeof name##_required / sizeof *name##_required - 1};

/* Defines fragment `name` as empty: the C API of the LLVM built against
 * lacks its dialect (api_version.h). */
#define MLIRPY_FRAGMENT_NONE(name)                                                                     \
  static PyMethodDef name##_functions[] = {{NULL, NULL, 0, NULL}};                                     \
  const mlirpy_fragment name = {name##_functions, NULL, 0};

/* Every fragment of this folder (module.c's table lists them). */
extern const mlirpy_fragment mlirpy_fragment_quant, mlirpy_fragment_quant_sub_channel, mlirpy_fragment_llvm, mlirpy_fragment_nvgpu,
    mlirpy_fragment_gpu, mlirpy_fragment_sparse_tensor, mlirpy_fragment_gpu_passes, mlirpy_fragment_async_passes,
    mlirpy_fragment_sparse_tensor_passes, mlirpy_fragment_smt, mlirpy_fragment_smt_export, mlirpy_fragment_irdl,
    mlirpy_fragment_linalg, mlirpy_fragment_llvm_translate, mlirpy_fragment_amdgpu;

/* Adds the functions of `fragment` to `module` when all its C API resolved;
 * 0 on success or when skipped, -1 with an exception. */
int mlirpy_fragment_add(PyObject *module, const mlirpy_fragment *fragment);

/* Capsule -> handle, with TypeError naming `what`; `o` must be a capsule of this copy. */
static inline int fragment_type(PyObject *o, MlirType *t, const char *what) {
  return (t->ptr = mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_TYPE, what)) ? 0 : -1;
}
static inline int fragment_attr(PyObject *o, MlirAttribute *a, const char *what) {
  return (a->ptr = mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_ATTRIBUTE, what)) ? 0 : -1;
}
static inline int fragment_context(PyObject *o, MlirContext *c, const char *what) {
  return (c->ptr = mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_CONTEXT, what)) ? 0 : -1;
}
static inline int fragment_affine_map(PyObject *o, MlirAffineMap *m, const char *what) {
  return (m->ptr = mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_AFFINE_MAP, what)) ? 0 : -1;
}

/* Handle -> capsule of this copy (None for a null handle). */
static inline PyObject *fragment_type_capsule(MlirType t) {
  return mlirpy_capsule_or_none(t.ptr, MLIR_PYTHON_CAPSULE_TYPE);
}
static inline PyObject *fragment_attr_capsule(MlirAttribute a) {
  return mlirpy_capsule_or_none(a.ptr, MLIR_PYTHON_CAPSULE_ATTRIBUTE);
}
static inline PyObject *fragment_affine_map_capsule(MlirAffineMap m) {
  return mlirpy_capsule_or_none(m.ptr, MLIR_PYTHON_CAPSULE_AFFINE_MAP);
}

#endif /* MLIRPY_DIALECT_FRAGMENT_H */
