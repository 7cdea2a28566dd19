/* Which copy of the MLIR libraries a capsule belongs to.  Every capsule our
 * modules make carries, as its context, the address of mlirContextCreate in
 * the libMLIRCorePublicAPI the module runs on: a renamed copy of the package
 * (mlir._mlir_libs.private_label) has its own library, so its objects are
 * refused here with a TypeError instead of being used with another MLIR.
 * Capsules made by other C code carry no context and are taken as they are. */
#ifndef MLIRPY_CAPSULE_WORLD_H
#define MLIRPY_CAPSULE_WORLD_H

#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "mlir-c/IR.h"

#define MLIRPY_WORLD ((void *)&mlirContextCreate)

static inline PyObject *mlirpy_capsule_new(void *pointer, const char *name, PyCapsule_Destructor destructor) {
  PyObject *cap = PyCapsule_New(pointer, name, destructor);
  if (cap && PyCapsule_SetContext(cap, MLIRPY_WORLD) < 0) Py_CLEAR(cap);
  return cap;
}

/* 1 when `cap` is of this copy (or of none); else 0 with a TypeError naming `what`. */
static inline int mlirpy_capsule_same_world(PyObject *cap, const char *what) {
  void *world = PyCapsule_GetContext(cap);
  if (!world && PyErr_Occurred()) PyErr_Clear();
  if (!world || world == MLIRPY_WORLD) return 1;
  PyErr_Format(PyExc_TypeError,
               "%s: this object belongs to another copy of the mlir package (a private label, with "
               "its own MLIR libraries); objects cannot move between copies",
               what);
  return 0;
}

#endif
