/*===-- ir_builtin.h - helpers shared by the typed builtin classes --------===*
 *
 * Private to ir_types.c, ir_attributes.c, ir_dense.c, ir_affine.c and
 * ir_location.c (the typed builtin Type/Attribute subclasses, the affine
 * objects and Location of mlir.ir), with the argument conversions of
 * args.h.  Each declaration names the file that implements it.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_IR_BUILTIN_H
#define MLIRPY_IR_BUILTIN_H

#include "_mlir/args.h"
#include "mlirpy.h"

/* Calling convention of the classmethods below. */
#define MLIRPY_KW_CLASS (METH_VARARGS | METH_KEYWORDS | METH_CLASS)
#define MLIRPY_KW_STATIC (METH_VARARGS | METH_KEYWORDS | METH_STATIC)
#define MLIRPY_FN(f) ((PyCFunction)(void (*)(void))(f))

/* Affine objects (ir_affine.c). */
MLIRPY_INTERNAL PyObject *mlirpy_affine_expr_wrap(PyMlirContext *ctx, MlirAffineExpr e);
MLIRPY_INTERNAL PyObject *mlirpy_integer_set_wrap(PyMlirContext *ctx, MlirIntegerSet s);


/* Registers `classes` (a tuple, most specific first) as the caster for an
 * attribute TypeID several classes share: the first whose isinstance holds
 * wins (ir_attributes.c). */
MLIRPY_INTERNAL int mlirpy_add_multi_caster(mlirpy_state *st, MlirTypeID id, PyObject *classes);

/* DenseElementsAttr, DenseIntElementsAttr, DenseFPElementsAttr and
 * DenseResourceElementsAttr (ir_dense.c); after mlirpy_init_attributes. */
MLIRPY_INTERNAL int mlirpy_init_dense(mlirpy_state *st);

#endif
