/*===-- wrap.h - the conversions layer of mlir.ir (wrap.c) ----------------===*
 *
 * What the class files share to make and check the Python objects of
 * operations, blocks and values, on top of the conversions declared in
 * mlirpy.h.  wrap.c calls no class file, so every class file may use it.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_WRAP_H
#define MLIRPY_WRAP_H

#include "mlirpy.h"

/* ---- NamedAttribute (the class: ir_op_attributes.c) ----------------------- */
typedef struct { PyObject_HEAD PyObject *name; PyObject *attr; } PyNamedAttr;

/* ---- operations ------------------------------------------------------------ */
/* Operation or OpView (self of an _OperationBase method) -> its primary
 * Operation, borrowed, valid. */
MLIRPY_INTERNAL PyMlirOperation *mlirpy_base_op(PyObject *self);
/* The same without checking validity; NULL for an OpView not initialized. */
MLIRPY_INTERNAL PyMlirOperation *mlirpy_op_of(PyObject *self);
/* TypeError unless `o` is a Block, RuntimeError unless it is valid. */
MLIRPY_INTERNAL int mlirpy_check_block(mlirpy_state *st, PyObject *o, const char *what);
/* The Python object of the nearest live ancestor (Operation or Module) of op. */
MLIRPY_INTERNAL PyObject *mlirpy_find_owner(PyMlirContext *ctx, MlirOperation op);
/* Interns a new detached operation created from Python (destroys it on error). */
MLIRPY_INTERNAL PyMlirOperation *mlirpy_op_new_owned(PyMlirContext *ctx, MlirOperation op);
/* OpView of `op` (None for a null operation). */
MLIRPY_INTERNAL PyObject *mlirpy_opview_of(PyMlirContext *ctx, MlirOperation op, PyObject *parent);
/* ---- blocks ----------------------------------------------------------------- */
/* Block `b` reached from some operation `via` (used as the owner hint). */
MLIRPY_INTERNAL PyObject *mlirpy_block_of(PyMlirContext *ctx, MlirBlock b, PyObject *via);

/* ---- objects depending on an operation (Block, Region, Value, OpOperand) -- */
MLIRPY_INTERNAL int mlirpy_dep_traverse(PyObject *self, visitproc visit, void *arg);
MLIRPY_INTERNAL void mlirpy_dep_dealloc(PyObject *self);
MLIRPY_INTERNAL Py_hash_t mlirpy_dep_hash(PyObject *self);
MLIRPY_INTERNAL PyObject *mlirpy_dep_richcmp(PyObject *a, PyObject *b, int op);
MLIRPY_INTERNAL PyObject *mlirpy_dep_context(PyObject *self, void *c);
#define DEP_CHECK(self, ret) MLIRPY_CHECK_OP(((PyMlirDependent *)(self))->op, ret)

/* ---- values ---------------------------------------------------------------- */
/* Value objects.  A block argument also records its block: after
 * Block.erase_argument the argument is gone while its operation lives on, so
 * every use first checks the argument is still in the block. */
typedef struct {
  PyMlirDependent dep;
  const void *arg_block; /* MlirBlock of a block argument, else NULL */
} PyMlirValueObj;
/* RuntimeError unless the value's operation is valid and, for a block
 * argument, the argument still exists. */
MLIRPY_INTERNAL int mlirpy_check_value(PyObject *v);
/* A Value object of class `t` for `v`, no caster applied. */
MLIRPY_INTERNAL PyObject *mlirpy_value_new(PyTypeObject *t, PyMlirOperation *op, MlirValue v);
/* A Value (no OpResult/BlockArgument downcast: operands), through casters. */
MLIRPY_INTERNAL PyObject *mlirpy_value_wrap_plain(PyMlirOperation *op, MlirValue v);

#endif /* MLIRPY_WRAP_H */
