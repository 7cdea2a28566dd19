/* The interop layer of every native module of the mlir package (_mlir and
 * the modules beside it): capsules, unwrapping an mlir.ir object with the
 * copy check, one string sink for MlirStringCallback.  Error text from
 * diagnostics is in diagnostics.h.
 *
 * Capsule names are upstream's (mlir-c/Bindings/Python/Interop.h:
 * MLIR_PYTHON_CAPSULE_*), MLIRPY_CAPSULE(cls) the same pattern for the
 * classes upstream names none for.
 *
 * Which copy of the MLIR libraries a capsule belongs to: every capsule our
 * modules make carries, as its context, the address of mlirContextCreate in
 * the libMLIRCorePublicAPI the module runs on.  A renamed copy of the package
 * (mlir._mlir_libs.private_label) has its own library, so its objects are
 * refused with a TypeError instead of being used with another MLIR.
 * Capsules made by other C code carry no context and are taken as they are. */
#ifndef MLIRPY_INTEROP_H
#define MLIRPY_INTEROP_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "mlir-c/Bindings/Python/Interop.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "interop/api_version.h"

/* "mlir.ir.<cls>._CAPIPtr" (upstream has no macro for Region, ...). */
#define MLIRPY_CAPSULE(cls) MAKE_MLIR_PYTHON_QUALNAME("ir." cls "._CAPIPtr")
/* The mark of this copy in the capsules it makes. */
#define MLIRPY_WORLD ((void *)&mlirContextCreate)

#define MLIRPY_INTEROP __attribute__((visibility("hidden")))

/* The RuntimeError of a call that needs a Context when none is given or
 * current (upstream's exception and its words, which tests look for). */
#define MLIRPY_NO_CONTEXT \
  "An MLIR function requires a Context but none was provided in the call or from the surrounding " \
  "environment: pass context= or enter one with 'with Context():'"

/* A capsule of this copy; NULL with an exception. */
MLIRPY_INTEROP PyObject *mlirpy_capsule_new(void *pointer, const char *name, PyCapsule_Destructor destructor);
/* mlirpy_capsule_new without destructor, None for a null pointer. */
MLIRPY_INTEROP PyObject *mlirpy_capsule_or_none(const void *pointer, const char *name);

/* 1 when `cap` is of this copy (or of none); else 0 with a TypeError naming `what`. */
MLIRPY_INTEROP int mlirpy_capsule_same_world(PyObject *cap, const char *what);
/* 1 with a TypeError when `o` is an object of another copy of the package
 * (its _CAPIPtr capsule names other libraries); 0 otherwise, no exception,
 * leaving the caller to report what it expected. */
MLIRPY_INTEROP int mlirpy_refuse_foreign(PyObject *o, const char *what);

/* The pointer in capsule `cap` named `kind` (an MLIR_PYTHON_CAPSULE_*
 * name); NULL with a TypeError naming `what` when it is none, or one of
 * another copy. */
MLIRPY_INTEROP void *mlirpy_unwrap_capsule(PyObject *cap, const char *kind, const char *what);
/* PyCapsule_GetPointer (its ValueError for no capsule of `kind`) with the
 * copy check (TypeError naming `what`): for _CAPICreate. */
MLIRPY_INTEROP void *mlirpy_capsule_pointer(PyObject *cap, const char *kind, const char *what);
/* The same as mlirpy_unwrap_capsule for the `_CAPIPtr` of object `o`: 1 with *out set; 0 when `o`
 * is no object of `kind` (no exception); -1 with an exception (an object of
 * another copy). */
MLIRPY_INTEROP int mlirpy_try_unwrap(PyObject *o, const char *kind, const char *what, void **out);
/* mlirpy_try_unwrap with a TypeError "<what>: expected <kind>, got <type>" for any other object. */
MLIRPY_INTEROP void *mlirpy_unwrap(PyObject *o, const char *kind, const char *what);

/* The string sink: an MlirStringCallback (mlirpy_printer_cb, userData a
 * mlirpy_printer, zero-initialised) collecting text of any length in C
 * memory, so it also serves callbacks made without the GIL.  Finishing
 * returns the text (a new str, decoded with "replace", or bytes) and
 * resets the sink; NULL with an exception. */
typedef struct mlirpy_printer {
  char *data;
  size_t len, cap;
  int failed; /* out of memory */
} mlirpy_printer;
MLIRPY_INTEROP void mlirpy_printer_cb(MlirStringRef s, void *userData);
MLIRPY_INTEROP PyObject *mlirpy_printer_finish(mlirpy_printer *p);
MLIRPY_INTEROP PyObject *mlirpy_printer_bytes(mlirpy_printer *p);
/* The collected text, or NULL without an exception when there is none. */
MLIRPY_INTEROP PyObject *mlirpy_printer_take(mlirpy_printer *p);
/* Whether anything was collected. */
static inline int mlirpy_printer_empty(const mlirpy_printer *p) { return p->len == 0 && !p->failed; }
/* Drops the collected text. */
MLIRPY_INTEROP void mlirpy_printer_clear(mlirpy_printer *p);

#endif /* MLIRPY_INTEROP_H */
