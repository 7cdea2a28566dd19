/* mlir.ir.InsertionPoint: where created operations go. */
#include "ir_ops.h"

#include <string.h>

/* ---- InsertionPoint --------------------------------------------------------------------------- */

int mlirpy_insert_at(mlirpy_state *st, PyInsertionPoint *ip, PyMlirOperation *op) {
  return mlirpy_insert_op(st, ip, op, 1);
}
int mlirpy_insert_op(mlirpy_state *st, PyInsertionPoint *ip, PyMlirOperation *op, int below_terminator) {
  if (mlirpy_check_op(op) < 0 || mlirpy_check_op(((PyMlirDependent *)ip->block)->op) < 0) return -1;
  if (mlirpy_same_context(((PyMlirDependent *)ip->block)->op->ctx, op->ctx, "operation", "operation") < 0) return -1;
  if (!op->owned || !mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError,
                    "the operation is already in a block: detach it (detach_from_parent) or use move_before/move_after");
    return -1;
  }
  (void)st;
  MlirBlock b = mlirpy_block(ip->block);
  /* An operation inside its own region would make the IR a cycle. */
  for (MlirOperation p = mlirBlockGetParentOperation(b); !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (p.ptr == op->op.ptr) {
      PyErr_SetString(PyExc_ValueError, "cannot insert an operation into its own region");
      return -1;
    }
  if (ip->ref) {
    PyMlirOperation *ref = (PyMlirOperation *)ip->ref;
    if (mlirpy_check_op(ref) < 0) return -1;
    if (mlirOperationGetBlock(ref->op).ptr != b.ptr) {
      PyErr_SetString(PyExc_ValueError, "the insertion point's operation is no longer in its block");
      return -1;
    }
    mlirBlockInsertOwnedOperationBefore(b, ref->op, op->op);
  } else {
    if (below_terminator && !mlirOperationIsNull(mlirBlockGetTerminator(b))) {
      PyErr_SetString(PyExc_IndexError,
                      "Cannot insert operation at the end of a block that already has a terminator. Did you mean "
                      "to use 'InsertionPoint.at_block_terminator(block)' versus 'InsertionPoint(block)'?");
      return -1;
    }
    mlirBlockAppendOwnedOperation(b, op->op);
  }
  op->owned = 0;
  PyObject *owner = (PyObject *)((PyMlirDependent *)ip->block)->op;
  Py_INCREF(owner);
  Py_XDECREF(op->owner);
  op->owner = owner;
  return 0;
}

static PyObject *ip_make(mlirpy_state *st, PyObject *block, PyObject *ref) {
  PyInsertionPoint *ip = (PyInsertionPoint *)mlirpy_alloc(st->InsertionPoint);
  if (!ip) return NULL;
  ip->block = mlirpy_newref(block);
  Py_XINCREF(ref);
  ip->ref = ref;
  return (PyObject *)ip;
}
/* IP before `ref` (a valid attached operation). */
static PyObject *ip_before(mlirpy_state *st, PyMlirOperation *ref) {
  MlirBlock b = mlirOperationGetBlock(ref->op);
  if (mlirBlockIsNull(b)) { PyErr_SetString(PyExc_ValueError, "the operation is not in a block"); return NULL; }
  PyObject *block = mlirpy_block_of(ref->ctx, b, ref->owner);
  if (!block) return NULL;
  PyObject *r = ip_make(st, block, (PyObject *)ref);
  Py_DECREF(block);
  return r;
}
static PyObject *ip_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"beforeOperationOrBlock", NULL};
  PyObject *x;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:InsertionPoint", kw, &x)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  if (!st) return NULL;
  if (PyObject_TypeCheck(x, st->Block)) {
    DEP_CHECK(x, NULL);
    return ip_make(st, x, NULL);
  }
  if (!PyObject_TypeCheck(x, st->OperationBase)) {
    if (!mlirpy_refuse_foreign(x, "InsertionPoint"))
      PyErr_SetString(PyExc_TypeError, "InsertionPoint(): expected a Block or an Operation");
    return NULL;
  }
  PyMlirOperation *op = mlirpy_get_op(st, x, "InsertionPoint"); /* RuntimeError when erased */
  if (!op) return NULL;
  return ip_before(st, op);
}
static PyObject *ip_at_block_begin(PyObject *cls, PyObject *block) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || mlirpy_check_block(st, block, "block") < 0) return NULL;
  PyMlirDependent *b = (PyMlirDependent *)block;
  MlirOperation first = mlirBlockGetFirstOperation(mlirpy_block(block));
  if (mlirOperationIsNull(first)) return ip_make(st, block, NULL);
  PyMlirOperation *ref = mlirpy_op_wrap(b->op->ctx, first, (PyObject *)b->op);
  if (!ref) return NULL;
  PyObject *r = ip_make(st, block, (PyObject *)ref);
  Py_DECREF(ref);
  return r;
}
static PyObject *ip_at_block_terminator(PyObject *cls, PyObject *block) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || mlirpy_check_block(st, block, "block") < 0) return NULL;
  PyMlirDependent *b = (PyMlirDependent *)block;
  MlirOperation term = mlirBlockGetTerminator(mlirpy_block(block));
  if (mlirOperationIsNull(term)) { PyErr_SetString(PyExc_ValueError, "Block has no terminator"); return NULL; }
  PyMlirOperation *ref = mlirpy_op_wrap(b->op->ctx, term, (PyObject *)b->op);
  if (!ref) return NULL;
  PyObject *r = ip_make(st, block, (PyObject *)ref);
  Py_DECREF(ref);
  return r;
}
static PyObject *ip_after(PyObject *cls, PyObject *opobj) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirOperation *op = st ? mlirpy_get_op(st, opobj, "operation") : NULL;
  if (!op) return NULL;
  MlirOperation next = mlirOperationGetNextInBlock(op->op);
  if (!mlirOperationIsNull(next)) {
    PyMlirOperation *n = mlirpy_op_wrap(op->ctx, next, op->owner);
    if (!n) return NULL;
    PyObject *r = ip_before(st, n);
    Py_DECREF(n);
    return r;
  }
  MlirBlock b = mlirOperationGetBlock(op->op);
  if (mlirBlockIsNull(b)) { PyErr_SetString(PyExc_ValueError, "the operation is not in a block"); return NULL; }
  PyObject *block = mlirpy_block_of(op->ctx, b, op->owner);
  if (!block) return NULL;
  PyObject *r = ip_make(st, block, NULL);
  Py_DECREF(block);
  return r;
}
static PyObject *ip_insert(PyObject *self, PyObject *opobj) {
  PyInsertionPoint *ip = (PyInsertionPoint *)self;
  mlirpy_state *st = ((PyMlirDependent *)ip->block)->op->ctx->st;
  PyMlirOperation *op = mlirpy_get_op(st, opobj, "operation");
  if (!op || mlirpy_insert_at(st, ip, op) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *ip_block(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyInsertionPoint *)self)->block); }
static PyObject *ip_ref(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *r = (PyMlirOperation *)((PyInsertionPoint *)self)->ref;
  if (!r) Py_RETURN_NONE;
  MLIRPY_CHECK_OP(r, NULL);
  return mlirpy_opview_wrap(r);
}
static PyObject *ip_enter(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirContext *ctx = ((PyMlirDependent *)((PyInsertionPoint *)self)->block)->op->ctx;
  if (mlirpy_push(ctx->st, (PyObject *)ctx, NULL, self) < 0) return NULL;
  return mlirpy_newref(self);
}
static PyObject *ip_exit(PyObject *self, PyObject *a) {
  (void)a;
  PyMlirContext *ctx = ((PyMlirDependent *)((PyInsertionPoint *)self)->block)->op->ctx;
  if (mlirpy_pop(ctx->st, MLIRPY_CUR_IP, self) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *ip_current(PyObject *module, PyObject *cls) {
  (void)cls;
  PyObject *c = mlirpy_current(mlirpy_state_from_module(module), MLIRPY_CUR_IP);
  if (!c) { PyErr_SetString(PyExc_ValueError, "No current InsertionPoint"); return NULL; }
  return mlirpy_newref(c);
}
static PyMethodDef ip_current_def = {"current", ip_current, METH_O, "The innermost InsertionPoint of a with block on this thread (None outside one)."};
static int ip_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyInsertionPoint *)self)->block); Py_VISIT(((PyInsertionPoint *)self)->ref); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int ip_clear(PyObject *self) {
  Py_CLEAR(((PyInsertionPoint *)self)->block); Py_CLEAR(((PyInsertionPoint *)self)->ref); return 0;
}
static void ip_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); ip_clear(self); mlirpy_free(self); }
static PyMethodDef ip_methods[] = {
    {"at_block_begin", ip_at_block_begin, METH_O | METH_CLASS, "at_block_begin(block): the insertion point before the first operation of `block`."},
    {"at_block_terminator", ip_at_block_terminator, METH_O | METH_CLASS, "at_block_terminator(block): the insertion point before the terminator of `block`."},
    {"after", ip_after, METH_O | METH_CLASS, "after(operation): the insertion point right after `operation`."},
    {"insert", ip_insert, METH_O, "Insert a detached operation here."},
    {"__enter__", ip_enter, METH_NOARGS, "Makes this the current InsertionPoint for a with block."},
    {"__exit__", ip_exit, METH_VARARGS, "Ends the with block of this InsertionPoint."},
    {NULL}};
static PyGetSetDef ip_getset[] = {{"block", ip_block, NULL, NULL, NULL},
                                  {"ref_operation", ip_ref, NULL, NULL, NULL}, {NULL}};
static PyType_Slot ip_slots[] = {
    {Py_tp_new, ip_new}, {Py_tp_methods, ip_methods}, {Py_tp_getset, ip_getset},
    {Py_tp_traverse, ip_traverse}, {Py_tp_clear, ip_clear}, {Py_tp_dealloc, ip_dealloc},
    {Py_tp_doc, "InsertionPoint(block) inserts at the end of the block, InsertionPoint(op) before op."},
    {0, 0}};
static PyType_Spec ip_spec = {"mlir._mlir_libs._mlir.ir.InsertionPoint", sizeof(PyInsertionPoint), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, ip_slots};

int mlirpy_init_insertion_point(mlirpy_state *st) {
  if (!(st->InsertionPoint = mlirpy_make_class(st, &ip_spec, NULL, "InsertionPoint"))) return -1;
  return mlirpy_add_classprop(st, st->InsertionPoint, &ip_current_def);
}
