/* Argument conversion of _mlir (args.c, bottom layer): the context a
 * classmethod works in, int64 and Type lists, the location of a *GetChecked
 * call; mlirpy_get_type / mlirpy_get_attr are declared in mlirpy.h. */
#ifndef MLIRPY_ARGS_H
#define MLIRPY_ARGS_H

#include "mlirpy.h"

/* Context of a uniqued object (Type, Attribute, AffineMap...). */
#define MLIRPY_UCTX(o) (((PyMlirUniqued *)(o))->ctx)

/* The context a classmethod works in: `context` (may be NULL/None) or the
 * current one.  Borrowed; NULL with an exception. */
MLIRPY_INTERNAL PyMlirContext *mlirpy_b_context(PyObject *cls, PyObject *context);

/* A Python sequence of ints into a PyMem_Malloc'ed int64_t array (*out, free
 * with PyMem_Free; never NULL on success).  TypeError names `what`. */
MLIRPY_INTERNAL int mlirpy_b_i64_list(PyObject *seq, int64_t **out, Py_ssize_t *n, const char *what);
MLIRPY_INTERNAL PyObject *mlirpy_b_i64_tolist(const int64_t *v, Py_ssize_t n);

/* ValueError unless the uniqued object `o` lives in `ctx`. */
MLIRPY_INTERNAL int mlirpy_b_same_context(PyMlirContext *ctx, PyObject *o, const char *what);

/* A Python sequence of Type (all in `ctx`) into a PyMem_Malloc'ed array. */
MLIRPY_INTERNAL int mlirpy_b_type_list(PyMlirContext *ctx, PyObject *seq, MlirType **out, Py_ssize_t *n,
                                       const char *what);

/* The location for a *GetChecked call: `loc` if given, else the current
 * Location if it is in `ctx`, else unknown in `ctx`.  -1 with TypeError. */
MLIRPY_INTERNAL int mlirpy_b_location(mlirpy_state *st, PyMlirContext *ctx, PyObject *loc, MlirLocation *out);

#endif /* MLIRPY_ARGS_H */
