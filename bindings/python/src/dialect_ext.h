/*===-- dialect_ext.h - dialect C API functions of mlir.dialects ----------===*
 *
 * The dialect helper layers (quant types, llvm.StructType, the sparse_tensor
 * encoding, gpu.ObjectAttr...) need a few functions of each dialect's C API.
 * Each dialect_<name>.c file offers them as plain functions of the
 * registration module (_mlirDialects or _mlirPassesDialects, see
 * mod_dialects.c) that take and return the capsules of mlir.ir objects
 * (`_CAPIPtr`, see mlir-c/Bindings/Python/Interop.h); the pure-Python layer
 * in mlir/dialects/ checks its arguments and wraps the results
 * (Type._CAPICreate...).
 *
 * Which component's library holds a dialect's C API differs between LLVM
 * releases, so every dialect_<name>.c is built into both modules with weak
 * references to the C API (DIALECT_EXT_WEAK) and adds its functions only
 * where all of them resolve (dialect_ext_add).  mlir.dialects._loader's
 * native_for(name) finds the module that has them.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_DIALECT_EXT_H
#define MLIRPY_DIALECT_EXT_H

#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#define DIALECT_EXT_CAPSULE(cls) "mlir.ir." cls "._CAPIPtr"
#define DIALECT_EXT_STR(x) #x
/* `#pragma weak f` for each C API function a file uses. */
#define DIALECT_EXT_WEAK(f) _Pragma(DIALECT_EXT_STR(weak f))
/* An entry of a file's function table: name and address as `const void *`,
 * to test that every weak reference resolved. */
#define DIALECT_EXT_REQUIRE(f) (const void *)(f),

/* Adds `functions` to `module` when every pointer of `required` (ending with
 * NULL after `n` entries) is non-null; 0 on success or when skipped. */
int mlirpy_dialect_ext_add(PyObject *module, PyMethodDef *functions, const void *const *required, size_t n);

/* Capsule -> handle, with TypeError naming `what`; `o` must be a capsule. */
static inline int dialect_ext_get(PyObject *o, const char *capsule, void **out, const char *what) {
  void *p = PyCapsule_IsValid(o, capsule) ? PyCapsule_GetPointer(o, capsule) : NULL;
  if (!p) {
    PyErr_Format(PyExc_TypeError, "%s: expected a %s capsule", what, capsule);
    return -1;
  }
  *out = p;
  return 0;
}
static inline int dialect_ext_type(PyObject *o, MlirType *t, const char *what) {
  return dialect_ext_get(o, DIALECT_EXT_CAPSULE("Type"), (void **)&t->ptr, what);
}
static inline int dialect_ext_attr(PyObject *o, MlirAttribute *a, const char *what) {
  return dialect_ext_get(o, DIALECT_EXT_CAPSULE("Attribute"), (void **)&a->ptr, what);
}
static inline int dialect_ext_context(PyObject *o, MlirContext *c, const char *what) {
  return dialect_ext_get(o, DIALECT_EXT_CAPSULE("Context"), (void **)&c->ptr, what);
}
static inline int dialect_ext_affine_map(PyObject *o, MlirAffineMap *m, const char *what) {
  return dialect_ext_get(o, DIALECT_EXT_CAPSULE("AffineMap"), (void **)&m->ptr, what);
}

/* Handle -> capsule (None for a null handle). */
static inline PyObject *dialect_ext_capsule(const void *p, const char *capsule) {
  if (!p) Py_RETURN_NONE;
  return PyCapsule_New((void *)p, capsule, NULL);
}
static inline PyObject *dialect_ext_type_capsule(MlirType t) {
  return dialect_ext_capsule(t.ptr, DIALECT_EXT_CAPSULE("Type"));
}
static inline PyObject *dialect_ext_attr_capsule(MlirAttribute a) {
  return dialect_ext_capsule(a.ptr, DIALECT_EXT_CAPSULE("Attribute"));
}

/* Per-file initialisers, called by mod_dialects.c's exec function. */
int mlirpy_dialect_quant_init(PyObject *module);
int mlirpy_dialect_llvm_init(PyObject *module);
int mlirpy_dialect_nvgpu_init(PyObject *module);
int mlirpy_dialect_gpu_init(PyObject *module);
int mlirpy_dialect_sparse_tensor_init(PyObject *module);
int mlirpy_dialect_passes_init(PyObject *module);

#endif /* MLIRPY_DIALECT_EXT_H */
