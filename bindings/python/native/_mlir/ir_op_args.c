/* mlir.ir: unwrapping of the arguments of IR-mutating entry points, each
 * checked to belong to the Context of the IR it goes into: mixing objects of
 * two Contexts gives IR that MLIR does not expect (use-after-free once one of
 * them dies), so it is refused here with a ValueError. */
#include "ir_ops.h"

int mlirpy_same_context(PyMlirContext *ctx, PyMlirContext *other, const char *what, const char *kind) {
  if (ctx == other) return 0;
  PyErr_Format(PyExc_ValueError, "%s: the %s belongs to another Context", what, kind);
  return -1;
}

int mlirpy_get_value_in(PyMlirContext *ctx, PyObject *o, MlirValue *out, const char *what) {
  if (mlirpy_get_value(ctx->st, o, out, what) < 0) return -1;
  PyMlirContext *other = PyObject_TypeCheck(o, ctx->st->Value) ? ((PyMlirDependent *)o)->op->ctx
                                                                : mlirpy_base_op(o)->ctx;
  return mlirpy_same_context(ctx, other, what, "value");
}

int mlirpy_get_type_in(PyMlirContext *ctx, PyObject *o, MlirType *out, const char *what) {
  if (mlirpy_get_type(ctx->st, o, out, what) < 0) return -1;
  return mlirpy_same_context(ctx, ((PyMlirUniqued *)o)->ctx, what, "type");
}

int mlirpy_get_attr_in(PyMlirContext *ctx, PyObject *o, MlirAttribute *out, const char *what) {
  if (mlirpy_get_attr(ctx->st, o, out, what) < 0) return -1;
  return mlirpy_same_context(ctx, ((PyMlirUniqued *)o)->ctx, what, "attribute");
}

int mlirpy_get_loc_in(PyMlirContext *ctx, PyObject *o, MlirLocation *out, const char *what) {
  if (!PyObject_TypeCheck(o, ctx->st->Location)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Location", what);
    return -1;
  }
  if (mlirpy_same_context(ctx, ((PyMlirUniqued *)o)->ctx, what, "location") < 0) return -1;
  *out = mlirpy_loc(o);
  return 0;
}

int mlirpy_get_block_in(PyMlirContext *ctx, PyObject *o, MlirBlock *out, const char *what) {
  if (mlirpy_check_block(ctx->st, o, what) < 0) return -1;
  if (mlirpy_same_context(ctx, ((PyMlirDependent *)o)->op->ctx, what, "block") < 0) return -1;
  *out = mlirpy_block(o);
  return 0;
}

PyMlirOperation *mlirpy_get_op_in(PyMlirContext *ctx, PyObject *o, const char *what) {
  PyMlirOperation *op = mlirpy_get_op(ctx->st, o, what);
  if (!op || mlirpy_same_context(ctx, op->ctx, what, "operation") < 0) return NULL;
  return op;
}
