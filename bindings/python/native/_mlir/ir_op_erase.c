/* mlir.ir: erasing operations, and Operation.walk, which tolerates erasure
 * from its callback.
 *
 * MLIR destroys an operation whatever still uses its results; the users are
 * then left reading freed memory (the next print or verify crashes).  So
 * erase() refuses an operation whose results (or the results and block
 * arguments of anything nested in it) are used outside it, naming the user.
 * erase(force=True) erases those users too, transitively, users first.
 * Every interned operation in what is erased becomes invalid. */
#include "ir_ops.h"

#include <string.h>

/* Whether `op` is `root` or nested in it. */
static int is_within(MlirOperation op, MlirOperation root) {
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (op.ptr == root.ptr) return 1;
  return 0;
}

/* ---- users outside an operation ------------------------------------------------ */
typedef struct {
  MlirOperation root;
  MlirOperation *users; /* PyMem; deduplicated */
  size_t n, cap;
  int first_only, failed;
} external_users;

static int add_user(external_users *u, MlirOperation user) {
  for (size_t i = 0; i < u->n; ++i)
    if (u->users[i].ptr == user.ptr) return 0;
  if (u->n == u->cap) {
    size_t cap = u->cap ? 2 * u->cap : 8;
    MlirOperation *p = PyMem_Realloc(u->users, cap * sizeof *p);
    if (!p) { u->failed = 1; return -1; }
    u->users = p; u->cap = cap;
  }
  u->users[u->n++] = user;
  return 0;
}
/* Records the users of `v` outside the root; 1 to stop. */
static int scan_value(external_users *u, MlirValue v) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (is_within(user, u->root)) continue;
    if (add_user(u, user) < 0 || u->first_only) return 1;
  }
  return 0;
}
static MlirWalkResult scan_op(MlirOperation op, void *ud) {
  external_users *u = ud;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (scan_value(u, mlirOperationGetResult(op, i))) return MlirWalkResultInterrupt;
  for (intptr_t r = 0, nr = mlirOperationGetNumRegions(op); r < nr; ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t a = 0, na = mlirBlockGetNumArguments(b); a < na; ++a)
        if (scan_value(u, mlirBlockGetArgument(b, a))) return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}
static int find_external_users(MlirOperation root, int first_only, external_users *u) {
  memset(u, 0, sizeof *u);
  u->root = root;
  u->first_only = first_only;
  mlirOperationWalk(root, scan_op, u, MlirWalkPreOrder);
  if (u->failed) { PyMem_Free(u->users); PyErr_NoMemory(); return -1; }
  return 0;
}

/* ---- the set erased by erase(force=True) ---------------------------------------- */
typedef struct {
  PyMlirContext *ctx;
  mlirpy_ptrmap color;  /* op -> 1 being visited, 2 done */
  MlirOperation *order; /* users before what they use */
  size_t n, cap;
} erase_plan;

static int plan_visit(erase_plan *p, MlirOperation op) {
  if (mlirpy_ptrmap_get(&p->ctx->live_modules, op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "erase(force=True): a Module's operation uses the values (drop the Module instead)");
    return -1;
  }
  if (mlirpy_ptrmap_put(&p->color, op.ptr, (void *)1) < 0) return -1;
  external_users u;
  if (find_external_users(op, 0, &u) < 0) return -1;
  int rc = 0;
  for (size_t i = 0; rc == 0 && i < u.n; ++i) {
    void *c = mlirpy_ptrmap_get(&p->color, u.users[i].ptr);
    if (c == (void *)1) {
      PyErr_SetString(PyExc_ValueError, "erase(force=True): the users form a cycle with the operation");
      rc = -1;
    } else if (!c) {
      rc = plan_visit(p, u.users[i]);
    }
  }
  PyMem_Free(u.users);
  if (rc < 0) return -1;
  if (p->n == p->cap) {
    size_t cap = p->cap ? 2 * p->cap : 8;
    MlirOperation *o = PyMem_Realloc(p->order, cap * sizeof *o);
    if (!o) { PyErr_NoMemory(); return -1; }
    p->order = o; p->cap = cap;
  }
  p->order[p->n++] = op;
  return mlirpy_ptrmap_put(&p->color, op.ptr, (void *)2);
}
/* Records `op` and everything nested in it as destroyed (by address: no
 * operation is created while the plan runs, so none is reused). */
static MlirWalkResult mark_dead(MlirOperation op, void *ud) {
  return mlirpy_ptrmap_put((mlirpy_ptrmap *)ud, op.ptr, (void *)1) < 0 ? MlirWalkResultInterrupt
                                                                        : MlirWalkResultAdvance;
}

/* Destroys `op` (detached or not) after invalidating everything in it. */
static void destroy_op(PyMlirContext *ctx, MlirOperation op) {
  mlirpy_invalidate_nested(ctx, op, true);
  PyMlirOperation *o = mlirpy_ptrmap_get(&ctx->live_ops, op.ptr);
  if (o) { o->valid = 0; o->owned = 0; mlirpy_ptrmap_del(&ctx->live_ops, op.ptr); }
  mlirOperationDestroy(op);
}

int mlirpy_used_outside(MlirOperation op) {
  external_users u;
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb); /* may run in a dealloc, with an exception set */
  int failed = find_external_users(op, 1, &u) < 0;
  if (failed) PyErr_Clear();
  PyErr_Restore(type, value, tb);
  if (failed) return 1; /* cannot tell: keep the operation */
  PyMem_Free(u.users);
  return u.n != 0;
}

int mlirpy_check_erasable(PyMlirOperation *op) {
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot erase the operation of a Module (drop the Module instead)");
    return -1;
  }
  external_users u;
  if (find_external_users(op->op, 1, &u) < 0) return -1;
  if (u.n == 0) return 0;
  PyObject *name = mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(u.users[0])));
  PyMem_Free(u.users);
  if (name) {
    PyErr_Format(PyExc_ValueError,
                 "cannot erase the operation: its values are still used by '%U' (replace the uses, erase the users "
                 "first, or erase(force=True) to erase the users too)",
                 name);
    Py_DECREF(name);
  }
  return -1;
}

int mlirpy_erase_op(PyMlirOperation *op, int force) {
  if (!force) {
    if (mlirpy_check_erasable(op) < 0) return -1;
    destroy_op(op->ctx, op->op);
    return 0;
  }
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot erase the operation of a Module (drop the Module instead)");
    return -1;
  }
  erase_plan p;
  memset(&p, 0, sizeof p);
  p.ctx = op->ctx;
  int rc = plan_visit(&p, op->op);
  if (rc == 0) {
    /* Users first.  A planned operation nested in one already destroyed went
     * with it; one destroyed before its planned ancestor simply leaves it. */
    mlirpy_ptrmap dead = {0};
    for (size_t i = 0; i < p.n; ++i) {
      if (mlirpy_ptrmap_get(&dead, p.order[i].ptr)) continue;
      mlirOperationWalk(p.order[i], mark_dead, &dead, MlirWalkPreOrder);
      destroy_op(op->ctx, p.order[i]);
    }
    mlirpy_ptrmap_free(&dead);
  }
  mlirpy_ptrmap_free(&p.color);
  PyMem_Free(p.order);
  return rc;
}

/* ---- walk ------------------------------------------------------------------------------ */
typedef struct { PyMlirContext *ctx; PyObject *root; PyObject *ops; } walk_collect;
static MlirWalkResult collect_cb(MlirOperation op, void *ud) {
  walk_collect *c = ud;
  if (!c->ops) return MlirWalkResultInterrupt;
  PyMlirOperation *o = mlirpy_op_wrap(c->ctx, op, c->root);
  if (!o || PyList_Append(c->ops, (PyObject *)o) < 0) Py_CLEAR(c->ops);
  Py_XDECREF(o);
  return c->ops ? MlirWalkResultAdvance : MlirWalkResultInterrupt;
}

/* walk(callback, walk_order=POST_ORDER): the operations are listed first,
 * then the callback sees each one still valid, so it may erase or move
 * operations (including ancestors of the one it is given). */
PyObject *mlirpy_walk(PyMlirOperation *op, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"callback", "walk_order", NULL};
  PyObject *cb, *order = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:walk", kw, &cb, &order)) return NULL;
  if (!PyCallable_Check(cb)) { PyErr_SetString(PyExc_TypeError, "walk: callback must be callable"); return NULL; }
  long ord = MlirWalkPostOrder;
  if (order && order != Py_None && (ord = PyLong_AsLong(order)) == -1 && PyErr_Occurred()) return NULL;
  int pre = ord == MlirWalkPreOrder;
  walk_collect c = {op->ctx, (PyObject *)op, PyList_New(0)};
  if (!c.ops) return NULL;
  mlirOperationWalk(op->op, collect_cb, &c, pre ? MlirWalkPreOrder : MlirWalkPostOrder);
  if (!c.ops) return NULL;
  PyObject *ops = c.ops;
  Py_ssize_t n = PyList_Size(ops);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyMlirOperation *o = (PyMlirOperation *)PyList_GetItem(ops, i);
    if (!mlirpy_op_primary(o)->valid) continue;
    /* The callback gets the Operation, as upstream's does. */
    PyObject *r = PyObject_CallFunctionObjArgs(cb, (PyObject *)o, NULL);
    long res = 0;
    if (r && r != Py_None) res = PyLong_AsLong(r);
    Py_XDECREF(r);
    if (!r || (res == -1 && PyErr_Occurred())) {
      /* As upstream: the callback's exception surfaces as a RuntimeError. */
      PyObject *type, *value, *tb;
      PyErr_Fetch(&type, &value, &tb);
      PyErr_NormalizeException(&type, &value, &tb);
      if (tb && value) PyException_SetTraceback(value, tb);
      PyErr_Format(PyExc_RuntimeError, "walk: the callback raised %R", value ? value : Py_None);
      PyObject *t2, *v2, *tb2;
      PyErr_Fetch(&t2, &v2, &tb2);
      PyErr_NormalizeException(&t2, &v2, &tb2);
      if (v2 && value) PyException_SetCause(v2, mlirpy_newref(value));
      PyErr_Restore(t2, v2, tb2);
      Py_XDECREF(type); Py_XDECREF(value); Py_XDECREF(tb);
      Py_DECREF(ops);
      return NULL;
    }
    if (res == 1) break; /* INTERRUPT */
    if (res == 2 && pre && mlirpy_op_primary(o)->valid) { /* SKIP: not into its regions */
      while (i + 1 < n) {
        PyMlirOperation *next = (PyMlirOperation *)PyList_GetItem(ops, i + 1);
        if (mlirpy_op_primary(next)->valid && !is_within(next->op, o->op)) break;
        ++i;
      }
    }
  }
  Py_DECREF(ops);
  Py_RETURN_NONE;
}
