/* mlir.ir: Region, Block, and the linked lists over them (Region.blocks,
 * Block.operations). */
#include "ir_ops.h"

#include <string.h>

/* ---- linked lists: Block.operations, Region.blocks and their iterator ---------------------------- */
typedef struct { PyObject_HEAD PyMlirOperation *op; const void *ptr; } PyLinked; /* list: ptr = block/region */
typedef struct {
  PyObject_HEAD
  PyMlirOperation *op;      /* keeps the IR alive */
  const void *next;         /* next block (block iterators) */
  PyMlirOperation *next_op; /* next operation, interned (operation iterators) */
  char is_ops;
} PyLinkedIter;

static int linked_is_ops(PyObject *self) { return Py_TYPE(self) == ((PyLinked *)self)->op->ctx->st->OperationList; }
static const void *linked_first(PyLinked *l, int ops) {
  if (ops) { MlirBlock b = {(void *)l->ptr}; return mlirBlockGetFirstOperation(b).ptr; }
  MlirRegion r = {(void *)l->ptr};
  return mlirRegionGetFirstBlock(r).ptr;
}
static const void *linked_next(const void *p, int ops) {
  if (ops) { MlirOperation o = {(void *)p}; return mlirOperationGetNextInBlock(o).ptr; }
  MlirBlock b = {(void *)p};
  return mlirBlockGetNextInRegion(b).ptr;
}
static int lit_set_next(PyLinkedIter *it, const void *p) {
  if (!it->is_ops) { it->next = p; return 0; }
  if (!p) return 0;
  MlirOperation o = {(void *)p};
  it->next_op = mlirpy_op_wrap(it->op->ctx, o, (PyObject *)it->op);
  return it->next_op ? 0 : -1;
}
static PyObject *linked_elem(PyMlirOperation *op, const void *p, int ops) {
  if (ops) { MlirOperation o = {(void *)p}; return mlirpy_opview_of(op->ctx, o, (PyObject *)op); }
  return mlirpy_dependent_new(op->ctx->st->Block, op, p);
}
static Py_ssize_t linked_len(PyObject *self) {
  PyLinked *l = (PyLinked *)self;
  MLIRPY_CHECK_OP(l->op, -1);
  int ops = linked_is_ops(self);
  Py_ssize_t n = 0;
  for (const void *p = linked_first(l, ops); p; p = linked_next(p, ops)) ++n;
  return n;
}
static PyObject *linked_item(PyObject *self, Py_ssize_t i) {
  PyLinked *l = (PyLinked *)self;
  MLIRPY_CHECK_OP(l->op, NULL);
  int ops = linked_is_ops(self);
  if (i < 0) i += linked_len(self);
  const void *p = i < 0 ? NULL : linked_first(l, ops);
  for (; p && i > 0; --i) p = linked_next(p, ops);
  if (!p) {
    PyErr_Format(PyExc_IndexError, "attempt to access out of bounds %s", ops ? "operation" : "block");
    return NULL;
  }
  return linked_elem(l->op, p, ops);
}
/* Iterators (BlockIterator over a region's blocks, OperationIterator over a
 * block's operations).  The next operation is held interned, so the loop body
 * may erase the current operation, or detect that the next one was erased. */
static PyObject *linked_iter(PyObject *self) {
  PyLinked *l = (PyLinked *)self;
  MLIRPY_CHECK_OP(l->op, NULL);
  int ops = linked_is_ops(self);
  PyObject *cls = PyObject_GetAttrString(l->op->ctx->st->ir, ops ? "OperationIterator" : "BlockIterator");
  if (!cls) return NULL;
  PyLinkedIter *it = (PyLinkedIter *)mlirpy_alloc((PyTypeObject *)cls);
  Py_DECREF(cls);
  if (!it) return NULL;
  it->op = (PyMlirOperation *)mlirpy_newref((PyObject *)l->op);
  it->is_ops = (char)ops;
  if (lit_set_next(it, linked_first(l, ops)) < 0) { Py_DECREF(it); return NULL; }
  return (PyObject *)it;
}
static PyObject *lit_next(PyObject *self) {
  PyLinkedIter *it = (PyLinkedIter *)self;
  if (!it->next && !it->next_op) return NULL;
  MLIRPY_CHECK_OP(it->op, NULL);
  if (it->is_ops) {
    PyMlirOperation *cur = it->next_op;
    it->next_op = NULL;
    if (!mlirpy_op_primary(cur)->valid) {
      Py_DECREF(cur);
      PyErr_SetString(PyExc_RuntimeError, "the next operation was erased during the iteration");
      return NULL;
    }
    if (lit_set_next(it, mlirOperationGetNextInBlock(cur->op).ptr) < 0) { Py_DECREF(cur); return NULL; }
    PyObject *r = mlirpy_opview_wrap(cur);
    Py_DECREF(cur);
    return r;
  }
  const void *p = it->next;
  it->next = linked_next(p, 0);
  return linked_elem(it->op, p, 0);
}
static PyObject *lit_iter(PyObject *self) { return mlirpy_newref(self); }
static int lit_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyLinkedIter *)self)->op); Py_VISIT(((PyLinkedIter *)self)->next_op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void lit_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyLinkedIter *)self)->op);
  Py_CLEAR(((PyLinkedIter *)self)->next_op);
  mlirpy_free(self);
}
static int linked_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyLinked *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void linked_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PyLinked *)self)->op); mlirpy_free(self); }

/* The current Location (with Location...:) for arguments given none. */
static int default_loc(mlirpy_state *st, PyMlirContext *ctx, MlirLocation *out) {
  PyObject *l = mlirpy_current(st, MLIRPY_CUR_LOCATION);
  if (!l) {
    PyErr_SetString(PyExc_RuntimeError, "An MLIR function requires a Location but none was provided");
    return -1;
  }
  return mlirpy_get_loc_in(ctx, l, out, "location");
}
/* A new block with `types` (sequence of Type) and `locs` (None or sequence of Location). */
static int new_block(mlirpy_state *st, PyMlirContext *ctx, PyObject *types, PyObject *locs, MlirBlock *out) {
  PyObject *ts = PySequence_Fast(types, "arg_types: expected a sequence of Type");
  if (!ts) return -1;
  Py_ssize_t n = mlirpy_fast_size(ts);
  PyObject *ls = NULL;
  if (locs && locs != Py_None) {
    if (!(ls = PySequence_Fast(locs, "arg_locs: expected a sequence of Location"))) { Py_DECREF(ts); return -1; }
    if (mlirpy_fast_size(ls) != n) {
      PyErr_Format(PyExc_ValueError, "Expected %zd locations, got: %zd", n, mlirpy_fast_size(ls));
      Py_DECREF(ts); Py_DECREF(ls);
      return -1;
    }
  }
  MlirType *tv = PyMem_Malloc(sizeof(MlirType) * (n + 1));
  MlirLocation *lv = PyMem_Malloc(sizeof(MlirLocation) * (n + 1));
  int rc = 0;
  for (Py_ssize_t i = 0; i < n && rc == 0; ++i) {
    if (mlirpy_get_type_in(ctx, mlirpy_fast_item(ts, i), &tv[i], "arg_types") < 0) { rc = -1; break; }
    if (ls) {
      if (mlirpy_get_loc_in(ctx, mlirpy_fast_item(ls, i), &lv[i], "arg_locs") < 0) { rc = -1; break; }
    } else {
      if (default_loc(st, ctx, &lv[i]) < 0) { rc = -1; break; }
    }
  }
  if (rc == 0) *out = mlirBlockCreate(n, tv, lv);
  PyMem_Free(tv); PyMem_Free(lv);
  Py_DECREF(ts); Py_XDECREF(ls);
  return rc;
}
static PyObject *blocklist_append(PyObject *self, PyObject *args, PyObject *kwds) {
  PyLinked *l = (PyLinked *)self;
  MLIRPY_CHECK_OP(l->op, NULL);
  PyObject *locs = NULL;
  if (kwds) {
    locs = PyDict_GetItemString(kwds, "arg_locs");
    if (PyDict_Size(kwds) > (locs ? 1 : 0)) { PyErr_SetString(PyExc_TypeError, "append(*arg_types, arg_locs=None)"); return NULL; }
  }
  MlirBlock b;
  if (new_block(l->op->ctx->st, l->op->ctx, args, locs, &b) < 0) return NULL;
  MlirRegion r = {(void *)l->ptr};
  mlirRegionAppendOwnedBlock(r, b);
  return mlirpy_dependent_new(l->op->ctx->st->Block, l->op, b.ptr);
}
static PyMethodDef blocklist_methods[] = {
    {"append", (PyCFunction)(void (*)(void))blocklist_append, METH_VARARGS | METH_KEYWORDS,
     "append(*arg_types, arg_locs=None) -> Block"},
    {NULL}};
static PyType_Slot oplist_slots[] = {
    {Py_sq_length, linked_len}, {Py_sq_item, linked_item}, {Py_tp_iter, linked_iter},
    {Py_tp_traverse, linked_traverse}, {Py_tp_dealloc, linked_dealloc}, {0, 0}};
static PyType_Slot blocklist_slots[] = {
    {Py_sq_length, linked_len}, {Py_sq_item, linked_item}, {Py_tp_iter, linked_iter},
    {Py_tp_methods, blocklist_methods}, {Py_tp_traverse, linked_traverse}, {Py_tp_dealloc, linked_dealloc}, {0, 0}};
static PyType_Slot lit_slots[] = {
    {Py_tp_iter, lit_iter}, {Py_tp_iternext, lit_next}, {Py_tp_traverse, lit_traverse},
    {Py_tp_dealloc, lit_dealloc}, {0, 0}};
static PyType_Spec oplist_spec = {"mlir._mlir_libs._mlir.ir.OperationList", sizeof(PyLinked), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, oplist_slots};
static PyType_Spec blocklist_spec = {"mlir._mlir_libs._mlir.ir.BlockList", sizeof(PyLinked), 0,
                                     Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, blocklist_slots};
static PyType_Spec block_iter_spec = {"mlir._mlir_libs._mlir.ir.BlockIterator", sizeof(PyLinkedIter), 0,
                                      Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, lit_slots};
static PyType_Spec op_iter_spec = {"mlir._mlir_libs._mlir.ir.OperationIterator", sizeof(PyLinkedIter), 0,
                                   Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, lit_slots};

static PyObject *linked_make(PyTypeObject *t, PyMlirOperation *op, const void *ptr) {
  PyLinked *l = (PyLinked *)mlirpy_alloc(t);
  if (!l) return NULL;
  l->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  l->ptr = ptr;
  return (PyObject *)l;
}

/* ---- Region ------------------------------------------------------------------------------------------ */
static PyObject *region_blocks(PyObject *self, void *c) {
  (void)c;
  PyMlirDependent *r = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  return linked_make(r->op->ctx->st->BlockList, r->op, r->ptr);
}
static PyObject *region_iter(PyObject *self) {
  PyObject *bl = region_blocks(self, NULL);
  if (!bl) return NULL;
  PyObject *it = PyObject_GetIter(bl);
  Py_DECREF(bl);
  return it;
}
static PyObject *region_owner(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  return mlirpy_opview_wrap(((PyMlirDependent *)self)->op);
}
static PyObject *region_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)((PyMlirDependent *)self)->ptr, MLIRPY_CAPSULE("Region"), NULL);
}
static PyGetSetDef region_getset[] = {
    {"blocks", region_blocks, NULL, NULL, NULL}, {"owner", region_owner, NULL, NULL, NULL},
    {"context", mlirpy_dep_context, NULL, NULL, NULL}, {"_CAPIPtr", region_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot region_slots[] = {
    {Py_tp_getset, region_getset}, {Py_tp_iter, region_iter}, {Py_tp_richcompare, mlirpy_dep_richcmp},
    {Py_tp_hash, mlirpy_dep_hash}, {Py_tp_traverse, mlirpy_dep_traverse}, {Py_tp_dealloc, mlirpy_dep_dealloc}, {0, 0}};
static PyType_Spec region_spec = {"mlir._mlir_libs._mlir.ir.Region", sizeof(PyMlirDependent), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, region_slots};

/* ---- Block -------------------------------------------------------------------------------------------- */
static PyObject *block_operations(PyObject *self, void *c) {
  (void)c;
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  return linked_make(b->op->ctx->st->OperationList, b->op, b->ptr);
}
static PyObject *block_iter(PyObject *self) {
  PyObject *l = block_operations(self, NULL);
  if (!l) return NULL;
  PyObject *it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}
static PyObject *block_arguments(PyObject *self, void *c) {
  (void)c;
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  return mlirpy_seq_make(b->op->ctx->st->BlockArgumentList, b->op, b->ptr, 0, 1, mlirBlockGetNumArguments(mlirpy_block(self)));
}
static PyObject *block_owner(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  return mlirpy_opview_wrap(((PyMlirDependent *)self)->op);
}
static PyObject *block_region(PyObject *self, void *c) {
  (void)c;
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  return mlirpy_dependent_new(b->op->ctx->st->Region, b->op, mlirBlockGetParentRegion(mlirpy_block(self)).ptr);
}
static PyObject *block_str(PyObject *self) {
  DEP_CHECK(self, NULL);
  mlirpy_printer p = {0};
  mlirBlockPrint(mlirpy_block(self), mlirpy_printer_cb, &p);
  return mlirpy_printer_finish(&p);
}
static PyObject *block_create_at_start(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"parent", "arg_types", "arg_locs", NULL};
  PyObject *parent, *types = NULL, *locs = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OO:create_at_start", kw, &parent, &types, &locs)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  if (!PyObject_TypeCheck(parent, st->Region)) { PyErr_SetString(PyExc_TypeError, "parent: expected mlir.ir.Region"); return NULL; }
  PyMlirDependent *r = (PyMlirDependent *)parent;
  DEP_CHECK(parent, NULL);
  PyObject *empty = NULL;
  if (!types || types == Py_None) types = empty = PyTuple_New(0);
  MlirBlock b;
  int rc = new_block(st, r->op->ctx, types, locs, &b);
  Py_XDECREF(empty);
  if (rc < 0) return NULL;
  mlirRegionInsertOwnedBlock(mlirpy_region(parent), 0, b);
  return mlirpy_dependent_new(st->Block, r->op, b.ptr);
}
static PyObject *block_create_rel(PyObject *self, PyObject *args, PyObject *kwds, int after) {
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  PyObject *locs = kwds ? PyDict_GetItemString(kwds, "arg_locs") : NULL;
  MlirBlock nb;
  if (new_block(b->op->ctx->st, b->op->ctx, args, locs, &nb) < 0) return NULL;
  MlirRegion r = mlirBlockGetParentRegion(mlirpy_block(self));
  if (after) mlirRegionInsertOwnedBlockAfter(r, mlirpy_block(self), nb);
  else mlirRegionInsertOwnedBlockBefore(r, mlirpy_block(self), nb);
  return mlirpy_dependent_new(b->op->ctx->st->Block, b->op, nb.ptr);
}
static PyObject *block_create_after(PyObject *self, PyObject *a, PyObject *k) { return block_create_rel(self, a, k, 1); }
static PyObject *block_create_before(PyObject *self, PyObject *a, PyObject *k) { return block_create_rel(self, a, k, 0); }
static PyObject *block_append_to(PyObject *self, PyObject *region) {
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  mlirpy_state *st = b->op->ctx->st;
  if (!PyObject_TypeCheck(region, st->Region)) { PyErr_SetString(PyExc_TypeError, "expected mlir.ir.Region"); return NULL; }
  DEP_CHECK(region, NULL);
  PyMlirDependent *r = (PyMlirDependent *)region;
  if (mlirpy_same_context(b->op->ctx, r->op->ctx, "region", "region") < 0) return NULL;
  MlirBlock blk = mlirpy_block(self);
  /* A block moved into a region nested in itself would make the IR a cycle. */
  for (MlirOperation p = r->op->op; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (mlirOperationGetBlock(p).ptr == blk.ptr) {
      PyErr_SetString(PyExc_ValueError, "cannot move a block into a region nested in it");
      return NULL;
    }
  if (mlirpy_ptrmap_get(&b->op->ctx->live_modules, mlirBlockGetParentOperation(blk).ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot move the body of a Module");
    return NULL;
  }
  mlirBlockDetach(blk);
  mlirRegionAppendOwnedBlock(mlirpy_region(region), blk);
  PyObject *old = (PyObject *)b->op;
  b->op = (PyMlirOperation *)mlirpy_newref((PyObject *)r->op);
  Py_DECREF(old);
  Py_RETURN_NONE;
}
/* append(op): a detached operation goes at the end; an attached one is moved
 * here (as upstream). */
static PyObject *block_append(PyObject *self, PyObject *opobj) {
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  PyMlirOperation *op = mlirpy_get_op_in(b->op->ctx, opobj, "operation");
  if (!op) return NULL;
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot move the operation of a Module");
    return NULL;
  }
  if (!mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    for (MlirOperation p = b->op->op; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
      if (p.ptr == op->op.ptr) {
        PyErr_SetString(PyExc_ValueError, "cannot insert an operation into its own region");
        return NULL;
      }
    mlirOperationRemoveFromParent(op->op);
    op->owned = 1;
    Py_CLEAR(op->owner);
  }
  PyInsertionPoint ip;
  memset(&ip, 0, sizeof ip);
  ip.block = self;
  ip.ref = NULL;
  if (mlirpy_insert_op(b->op->ctx->st, &ip, op, 0) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *block_add_argument(PyObject *self, PyObject *args) {
  PyObject *t, *l;
  if (!PyArg_ParseTuple(args, "OO:add_argument", &t, &l)) return NULL;
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  MlirType ty;
  MlirLocation loc;
  if (mlirpy_get_type_in(b->op->ctx, t, &ty, "type") < 0 || mlirpy_get_loc_in(b->op->ctx, l, &loc, "loc") < 0)
    return NULL;
  return mlirpy_value_wrap(b->op, mlirBlockAddArgument(mlirpy_block(self), ty, loc));
}
/* erase_argument(index): only an argument nothing uses (MLIR asserts it). */
static PyObject *block_erase_argument(PyObject *self, PyObject *arg) {
  DEP_CHECK(self, NULL);
  Py_ssize_t i = PyNumber_AsSsize_t(arg, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return NULL;
  MlirBlock blk = mlirpy_block(self);
  intptr_t n = mlirBlockGetNumArguments(blk);
  if (i < 0 || i >= n) {
    PyErr_Format(PyExc_IndexError, "erase_argument: index %zd out of range (the block has %zd arguments)", i,
                 (Py_ssize_t)n);
    return NULL;
  }
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirBlockGetArgument(blk, i)))) {
    PyErr_Format(PyExc_ValueError, "erase_argument: argument %zd is still used", i);
    return NULL;
  }
  mlirBlockEraseArgument(blk, (unsigned)i);
  Py_RETURN_NONE;
}
/* The blocks of this block's region whose terminator branches to `target`
 * (predecessors, with repeats as MLIR counts them), or that this block's
 * terminator branches to (successors): a list, so `match` can take it apart. */
static int add_successors_of(PyMlirDependent *b, MlirBlock from, MlirBlock target, PyObject *list) {
  MlirOperation term = mlirBlockGetTerminator(from);
  if (mlirOperationIsNull(term)) return 0;
  intptr_t n = mlirOperationGetNumSuccessors(term);
  for (intptr_t i = 0; i < n; ++i) {
    MlirBlock s = mlirOperationGetSuccessor(term, i);
    if (target.ptr && s.ptr != target.ptr) continue;
    PyObject *o = mlirpy_block_wrap(b->op, target.ptr ? from : s);
    int rc = o ? PyList_Append(list, o) : -1;
    Py_XDECREF(o);
    if (rc < 0) return -1;
  }
  return 0;
}
static PyObject *block_successors(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  PyObject *l = PyList_New(0);
  MlirBlock none = {NULL};
  if (l && add_successors_of((PyMlirDependent *)self, mlirpy_block(self), none, l) < 0) Py_CLEAR(l);
  return l;
}
static PyObject *block_predecessors(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  MlirBlock blk = mlirpy_block(self);
  MlirRegion r = mlirBlockGetParentRegion(blk);
  PyObject *l = PyList_New(0);
  if (!l || mlirRegionIsNull(r)) return l;
  for (MlirBlock p = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(p); p = mlirBlockGetNextInRegion(p))
    if (add_successors_of((PyMlirDependent *)self, p, blk, l) < 0) { Py_DECREF(l); return NULL; }
  return l;
}
static PyObject *block_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)((PyMlirDependent *)self)->ptr, MLIR_PYTHON_CAPSULE_BLOCK, NULL);
}
static PyMethodDef block_methods[] = {
    {"create_at_start", (PyCFunction)(void (*)(void))block_create_at_start, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Block.create_at_start(parent, arg_types=(), arg_locs=None)"},
    {"create_after", (PyCFunction)(void (*)(void))block_create_after, METH_VARARGS | METH_KEYWORDS, "create_after(*arg_types, arg_locs=None)"},
    {"create_before", (PyCFunction)(void (*)(void))block_create_before, METH_VARARGS | METH_KEYWORDS, "create_before(*arg_types, arg_locs=None)"},
    {"append_to", block_append_to, METH_O, "Move this block to the end of a region."},
    {"append", block_append, METH_O, "append(op): move the operation to the end of this block."},
    {"add_argument", block_add_argument, METH_VARARGS, "add_argument(type, loc) -> BlockArgument"},
    {"erase_argument", block_erase_argument, METH_O, "erase_argument(index): remove an unused argument"},
    {NULL}};
static PyGetSetDef block_getset[] = {
    {"operations", block_operations, NULL, NULL, NULL}, {"arguments", block_arguments, NULL, NULL, NULL},
    {"owner", block_owner, NULL, NULL, NULL}, {"region", block_region, NULL, NULL, NULL},
    {"successors", block_successors, NULL, "list of the blocks this block's terminator branches to", NULL},
    {"predecessors", block_predecessors, NULL, "list of the blocks whose terminator branches to this block", NULL},
    {"context", mlirpy_dep_context, NULL, NULL, NULL}, {"_CAPIPtr", block_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot block_slots[] = {
    {Py_tp_methods, block_methods}, {Py_tp_getset, block_getset}, {Py_tp_iter, block_iter},
    {Py_tp_str, block_str}, {Py_tp_richcompare, mlirpy_dep_richcmp}, {Py_tp_hash, mlirpy_dep_hash},
    {Py_tp_traverse, mlirpy_dep_traverse}, {Py_tp_dealloc, mlirpy_dep_dealloc}, {0, 0}};
static PyType_Spec block_spec = {"mlir._mlir_libs._mlir.ir.Block", sizeof(PyMlirDependent), 0,
                                 Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, block_slots};

int mlirpy_init_block(mlirpy_state *st) {
  if (!(st->Region = mlirpy_make_class(st, &region_spec, NULL, "Region"))) return -1;
  if (!(st->Block = mlirpy_make_class(st, &block_spec, NULL, "Block"))) return -1;
  if (!(st->OperationList = mlirpy_make_class(st, &oplist_spec, NULL, "OperationList"))) return -1;
  if (!(st->BlockList = mlirpy_make_class(st, &blocklist_spec, NULL, "BlockList"))) return -1;
  if (!(st->LinkedIterator = mlirpy_make_class(st, &block_iter_spec, NULL, "BlockIterator"))) return -1;
  PyTypeObject *op_iter_spec_type = mlirpy_make_class(st, &op_iter_spec, NULL, "OperationIterator"); /* the ir module holds it */
  if (!op_iter_spec_type) return -1;
  Py_DECREF(op_iter_spec_type);
  return 0;
}
