/*===-- ir_builtin.h - helpers shared by the typed builtin classes --------===*
 *
 * Private to ir_types.c, ir_attributes.c, ir_dense.c, ir_affine.c and
 * ir_location.c (the typed builtin Type/Attribute subclasses, the affine
 * objects and Location of mlir.ir).  Everything here is implemented in
 * ir_types.c unless noted.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_IR_BUILTIN_H
#define MLIRPY_IR_BUILTIN_H

#include "mlirpy.h"

/* Calling convention of the classmethods below. */
#define MLIRPY_KW_CLASS (METH_VARARGS | METH_KEYWORDS | METH_CLASS)
#define MLIRPY_KW_STATIC (METH_VARARGS | METH_KEYWORDS | METH_STATIC)
#define MLIRPY_FN(f) ((PyCFunction)(void (*)(void))(f))

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

/* Affine objects (ir_affine.c). */
MLIRPY_INTERNAL PyObject *mlirpy_affine_map_wrap(PyMlirContext *ctx, MlirAffineMap m);
MLIRPY_INTERNAL PyObject *mlirpy_affine_expr_wrap(PyMlirContext *ctx, MlirAffineExpr e);
MLIRPY_INTERNAL PyObject *mlirpy_integer_set_wrap(PyMlirContext *ctx, MlirIntegerSet s);
MLIRPY_INTERNAL int mlirpy_get_affine_map(mlirpy_state *st, PyObject *o, MlirAffineMap *out, const char *what);


/* Registers `classes` (a tuple, most specific first) as the caster for an
 * attribute TypeID several classes share: the first whose isinstance holds
 * wins (ir_attributes.c). */
MLIRPY_INTERNAL int mlirpy_add_multi_caster(mlirpy_state *st, MlirTypeID id, PyObject *classes);

/* DenseElementsAttr, DenseIntElementsAttr, DenseFPElementsAttr and
 * DenseResourceElementsAttr (ir_dense.c); after mlirpy_init_attributes. */
MLIRPY_INTERNAL int mlirpy_init_dense(mlirpy_state *st);

#endif
