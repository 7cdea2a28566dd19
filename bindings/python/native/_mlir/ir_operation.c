/* mlir.ir: Operation, OpView and their common base _OperationBase: printing,
 * erase/detach/move, walk (interning and invalidation: wrap.c). */
#include "ir_ops.h"

#include <string.h>

/* ---- _OperationBase methods ------------------------------------------------------------------------ */
/* The Operation object itself (an alias stays an alias), as upstream. */
static PyObject *ob_operation(PyObject *self, void *c) {
  (void)c;
  if (!mlirpy_base_op(self)) return NULL;
  return mlirpy_newref(((PyMlirOperation *)self)->is_view ? ((PyMlirOpView *)self)->operation : self);
}
static PyObject *ob_opview(PyObject *self, void *c) {
  (void)c;
  if (!mlirpy_base_op(self)) return NULL;
  if (((PyMlirOperation *)self)->is_view) return mlirpy_newref(self);
  return mlirpy_opview_wrap((PyMlirOperation *)self);
}
static PyObject *ob_name(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op->op))) : NULL;
}
static PyObject *ob_location(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_loc_wrap(op->ctx, mlirOperationGetLocation(op->op)) : NULL;
}
#if MLIRPY_HAS_OPERATION_SET_LOCATION
static int ob_set_location(PyObject *self, PyObject *value, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  MlirLocation loc;
  if (!op) return -1;
  if (!value) { PyErr_SetString(PyExc_AttributeError, "location cannot be deleted"); return -1; }
  if (mlirpy_get_loc_in(op->ctx, value, &loc, "location") < 0) return -1;
  mlirOperationSetLocation(op->op, loc);
  return 0;
}
#else
#define ob_set_location NULL
#endif
static PyObject *ob_context(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_newref((PyObject *)op->ctx) : NULL;
}
static PyObject *ob_parent(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  /* The Operation, as upstream gives it (not its OpView). */
  MlirOperation parent = mlirOperationGetParentOperation(op->op);
  if (mlirOperationIsNull(parent)) Py_RETURN_NONE;
  return (PyObject *)mlirpy_op_wrap(op->ctx, parent, op->owner);
}
static PyObject *ob_block(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  return mlirpy_block_of(op->ctx, mlirOperationGetBlock(op->op), op->owner);
}

static PyObject *ob_seq(PyObject *self, int kind) {
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  mlirpy_state *st = op->ctx->st;
  switch (kind) {
  case SEQ_OPERANDS: return mlirpy_seq_make(st->OpOperandList, op, NULL, 0, 1, mlirOperationGetNumOperands(op->op));
  case SEQ_RESULTS: return mlirpy_seq_make(st->OpResultList, op, NULL, 0, 1, mlirOperationGetNumResults(op->op));
  case SEQ_REGIONS: return mlirpy_seq_make(st->RegionSequence, op, NULL, 0, 1, mlirOperationGetNumRegions(op->op));
  default: return mlirpy_seq_make(st->OpSuccessors, op, NULL, 0, 1, mlirOperationGetNumSuccessors(op->op));
  }
}
static PyObject *ob_operands(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_OPERANDS); }
static PyObject *ob_results(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_RESULTS); }
static PyObject *ob_regions(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_REGIONS); }
static PyObject *ob_successors(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_SUCCESSORS); }
static PyObject *ob_result(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  intptr_t n = mlirOperationGetNumResults(op->op);
  if (n != 1) {
    PyObject *name = ob_name(self, NULL);
    PyErr_Format(PyExc_ValueError, "Cannot call .result on operation %S which has %zd results", name,
                 (Py_ssize_t)n);
    Py_XDECREF(name);
    return NULL;
  }
  return mlirpy_value_wrap(op, mlirOperationGetResult(op->op, 0));
}

static PyObject *ob_verify(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op || mlirpy_check_op_nesting(op->ctx, "Verification failed", op->op) < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(op->ctx);
  bool ok = mlirOperationVerify(op->op);
  PyObject *caps = mlirpy_capture_end(op->ctx, prev);
  if (!ok) return mlirpy_raise_mlir_error(op->ctx, "Verification failed", caps);
  Py_XDECREF(caps);
  Py_RETURN_TRUE;
}
static PyObject *ob_print(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_print_op(op, args, kwds, 1) : NULL;
}
static PyObject *ob_get_asm(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_print_op(op, args, kwds, 0) : NULL;
}
static PyObject *ob_str(PyObject *self) {
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  PyObject *e = PyTuple_New(0);
  PyObject *r = e ? mlirpy_print_op(op, e, NULL, 0) : NULL;
  Py_XDECREF(e);
  return r;
}
/* An op class instance: Python's default repr (as upstream); an Operation:
 * "<Operation: its text>". */
static PyObject *ob_repr(PyObject *self) {
  PyMlirOperation *op = (PyMlirOperation *)self;
  if (op->is_view) {
    PyObject *t = (PyObject *)Py_TYPE(self);
    PyObject *mod = PyObject_GetAttrString(t, "__module__"), *qn = PyObject_GetAttrString(t, "__qualname__");
    PyObject *r = mod && qn ? PyUnicode_FromFormat("<%U.%U object at %p>", mod, qn, self) : NULL;
    Py_XDECREF(mod); Py_XDECREF(qn);
    return r;
  }
  if (!mlirpy_op_of(self)->valid) return PyUnicode_FromString("<invalid operation>");
  PyObject *s = ob_str(self);
  if (!s) return NULL;
  PyObject *tn = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__name__");
  PyObject *r = tn ? PyUnicode_FromFormat("<%U: %U>", tn, s) : NULL;
  Py_XDECREF(tn); Py_DECREF(s);
  return r;
}
static PyObject *ob_clone(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"ip", NULL};
  PyObject *ip = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:clone", kw, &ip)) return NULL;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  mlirpy_state *st = op->ctx->st;
  if (ip == NULL || ip == Py_None) ip = mlirpy_current(st, MLIRPY_CUR_IP);
  else if (!PyObject_TypeCheck(ip, st->InsertionPoint)) { PyErr_SetString(PyExc_TypeError, "ip: expected InsertionPoint"); return NULL; }
  PyMlirOperation *c = mlirpy_op_new_owned(op->ctx, mlirOperationClone(op->op));
  if (!c) return NULL;
  if (ip && mlirpy_insert_at(st, (PyInsertionPoint *)ip, c) < 0) { Py_DECREF(c); return NULL; }
  PyObject *r = mlirpy_opview_wrap(c);
  Py_DECREF(c);
  return r;
}
static PyObject *ob_erase(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"force", NULL};
  int force = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|$p:erase", kw, &force)) return NULL;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op || mlirpy_erase_op(op, force) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *ob_detach(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  if (op->owned || mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError, "the operation has no parent block: it is already detached");
    return NULL;
  }
  mlirOperationRemoveFromParent(op->op);
  op->owned = 1;
  Py_CLEAR(op->owner);
  return mlirpy_opview_wrap(op);
}
static PyObject *move(PyObject *self, PyObject *other, int before) {
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  PyMlirOperation *o = mlirpy_get_op_in(op->ctx, other, "other");
  if (!o) return NULL;
  if (o == op) { PyErr_SetString(PyExc_ValueError, "cannot move an operation relative to itself"); return NULL; }
  MlirBlock b = mlirOperationGetBlock(o->op);
  if (mlirBlockIsNull(b)) { PyErr_SetString(PyExc_ValueError, "other: the operation is not in a block"); return NULL; }
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot move the operation of a Module");
    return NULL;
  }
  /* Refuse to move an operation into itself. */
  for (MlirOperation p = mlirBlockGetParentOperation(b); !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (p.ptr == op->op.ptr) { PyErr_SetString(PyExc_ValueError, "cannot move an operation into its own region"); return NULL; }
  if (mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    if (before) mlirBlockInsertOwnedOperationBefore(b, o->op, op->op);
    else mlirBlockInsertOwnedOperationAfter(b, o->op, op->op);
  } else if (before) {
    mlirOperationMoveBefore(op->op, o->op);
  } else {
    mlirOperationMoveAfter(op->op, o->op);
  }
  op->owned = 0;
  PyObject *owner = o->owner ? o->owner : mlirpy_find_owner(op->ctx, op->op);
  Py_XINCREF(owner);
  Py_XDECREF(op->owner);
  op->owner = owner;
  Py_RETURN_NONE;
}
static PyObject *ob_move_before(PyObject *self, PyObject *other) { return move(self, other, 1); }
static PyObject *ob_move_after(PyObject *self, PyObject *other) { return move(self, other, 0); }
#if MLIRPY_HAS_OPERATION_IN_BLOCK_METHODS
static PyObject *ob_is_before_in_block(PyObject *self, PyObject *other) {
  PyMlirOperation *op = mlirpy_base_op(self);
  PyMlirOperation *o = op ? mlirpy_get_op_in(op->ctx, other, "other") : NULL;
  if (!o) return NULL;
  MlirBlock b = mlirOperationGetBlock(op->op);
  if (mlirBlockIsNull(b) || b.ptr != mlirOperationGetBlock(o->op).ptr) {
    PyErr_SetString(PyExc_ValueError, "is_before_in_block: the operations are not in the same block");
    return NULL;
  }
  return PyBool_FromLong(mlirOperationIsBeforeInBlock(op->op, o->op));
}
static PyObject *ob_replace_uses_of_with(PyObject *self, PyObject *args) {
  PyObject *of, *with;
  MlirValue v_of, v_with;
  if (!PyArg_ParseTuple(args, "OO:replace_uses_of_with", &of, &with)) return NULL;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op || mlirpy_get_value_in(op->ctx, of, &v_of, "of") < 0 ||
      mlirpy_get_value_in(op->ctx, with, &v_with, "with") < 0)
    return NULL;
  mlirOperationReplaceUsesOfWith(op->op, v_of, v_with);
  Py_RETURN_NONE;
}
static PyObject *ob_attached(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? PyBool_FromLong(!op->owned) : NULL;
}
#endif

static PyObject *ob_walk(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_walk(op, args, kwds) : NULL;
}
static PyObject *ob_write_bytecode(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = mlirpy_base_op(self);
  return op ? mlirpy_write_bytecode(op, args, kwds) : NULL;
}
static PyObject *ob_capsule(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op || mlirpy_context_complete(op->ctx) < 0) return NULL; /* see the Context's capsule */
  return mlirpy_capsule_new((void *)op->op.ptr, MLIR_PYTHON_CAPSULE_OPERATION, NULL);
}
static PyObject *op_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_OPERATION, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirOperation op = {p};
  PyObject *c = mlirpy_context_wrap(st, mlirOperationGetContext(op));
  if (!c) return NULL;
  PyObject *r = (PyObject *)mlirpy_op_wrap((PyMlirContext *)c, op, NULL);
  Py_DECREF(c);
  return r;
}
static PyObject *ob_richcmp(PyObject *a, PyObject *b, int cmp) {
  if (cmp != Py_EQ && cmp != Py_NE) Py_RETURN_NOTIMPLEMENTED;
  PyMlirOperation *x = mlirpy_op_of(a);
  mlirpy_state *st = x ? x->ctx->st : NULL;
  if (!st || !PyObject_TypeCheck(b, st->OperationBase)) Py_RETURN_NOTIMPLEMENTED;
  int eq = x == mlirpy_op_of(b);
  return PyBool_FromLong(cmp == Py_EQ ? eq : !eq);
}
static Py_hash_t ob_hash(PyObject *self) {
  PyMlirOperation *x = mlirpy_op_of(self);
  return (Py_hash_t)((uintptr_t)x >> 4);
}
static PyObject *ob_valid(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *x = mlirpy_op_of(self);
  return PyBool_FromLong(x && x->valid);
}

/* _set_invalid(): marks this Python object invalid (after the IR it
 * stands for was changed behind its back), without touching the IR. */
static PyObject *ob_set_invalid(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *x = mlirpy_op_of(self);
  if (x && x->valid) {
    mlirpy_ptrmap_del(&x->ctx->live_ops, x->op.ptr);
    x->valid = 0;
    x->owned = 0;
  }
  Py_RETURN_NONE;
}

static PyMethodDef ob_methods[] = {
    {"_set_invalid", ob_set_invalid, METH_NOARGS, "_set_invalid(): marks this object invalid without touching the IR (testing)."},
    {"verify", ob_verify, METH_NOARGS, "Verify; raises MLIRError with the diagnostics on failure, else True."},
    {"print", (PyCFunction)(void (*)(void))ob_print, METH_VARARGS | METH_KEYWORDS,
     "print(state: AsmState, file=None, binary=False) or print(file=None, binary=False, large_elements_limit=None, enable_debug_info=False, pretty_debug_info=False, "
     "print_generic_op_form=False, use_local_scope=False, assume_verified=False, skip_regions=False)"},
    {"get_asm", (PyCFunction)(void (*)(void))ob_get_asm, METH_VARARGS | METH_KEYWORDS,
     "get_asm(*, binary=False, ...): str (bytes when binary) with the print() options."},
    {"clone", (PyCFunction)(void (*)(void))ob_clone, METH_VARARGS | METH_KEYWORDS, "clone(ip=None)"},
    {"erase", (PyCFunction)(void (*)(void))ob_erase, METH_VARARGS | METH_KEYWORDS,
     "erase(*, force=False): erase the operation; it and everything nested in it become invalid.  Refused "
     "(ValueError) while its values are used outside it; force=True erases those users too."},
    {"write_bytecode", (PyCFunction)(void (*)(void))ob_write_bytecode, METH_VARARGS | METH_KEYWORDS,
     "write_bytecode(file, desired_version=None): write MLIR bytecode to a binary file object, or to the file at a path."},
    {"detach_from_parent", ob_detach, METH_NOARGS, "detach_from_parent(): removes the operation from its block; it becomes owned by its Python object."},
    {"move_before", ob_move_before, METH_O, "move_before(other): moves the operation right before `other`."},
    {"move_after", ob_move_after, METH_O, "move_after(other): moves the operation right after `other`."},
#if MLIRPY_HAS_OPERATION_IN_BLOCK_METHODS
    {"is_before_in_block", ob_is_before_in_block, METH_O,
     "is_before_in_block(other): whether the operation comes before `other` in their block."},
    {"replace_uses_of_with", ob_replace_uses_of_with, METH_VARARGS,
     "replace_uses_of_with(of, with): in this operation's operands, `with` replaces every use of `of`."},
#endif
    {"walk", (PyCFunction)(void (*)(void))ob_walk, METH_VARARGS | METH_KEYWORDS,
     "walk(callback, walk_order=WalkOrder.POST_ORDER); callback returns a WalkResult or None."},
    {NULL}};
static PyGetSetDef ob_getset[] = {
    {"operation", ob_operation, NULL, NULL, NULL},
    {"opview", ob_opview, NULL, NULL, NULL},
    {"name", ob_name, NULL, NULL, NULL},
    {"location", ob_location, ob_set_location, NULL, NULL},
    {"context", ob_context, NULL, NULL, NULL},
    {"parent", ob_parent, NULL, NULL, NULL},
    {"block", ob_block, NULL, NULL, NULL},
    {"operands", ob_operands, NULL, NULL, NULL},
    {"results", ob_results, NULL, NULL, NULL},
    {"result", ob_result, NULL, NULL, NULL},
    {"regions", ob_regions, NULL, NULL, NULL},
    {"successors", ob_successors, NULL, NULL, NULL},
    {"attributes", mlirpy_op_attributes, NULL, NULL, NULL},
    {"is_valid", ob_valid, NULL, "False once erased or its IR was destroyed", NULL},
#if MLIRPY_HAS_OPERATION_IN_BLOCK_METHODS
    {"attached", ob_attached, NULL, "False while the operation is detached and owned by Python", NULL},
#endif
    {"_CAPIPtr", ob_capsule, NULL, NULL, NULL},
    {NULL}};
static PyObject *ob_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  (void)t; (void)a; (void)k;
  PyErr_SetString(PyExc_TypeError, "_OperationBase cannot be instantiated");
  return NULL;
}
static PyType_Slot ob_slots[] = {
    {Py_tp_new, ob_new}, {Py_tp_methods, ob_methods}, {Py_tp_getset, ob_getset}, {Py_tp_str, ob_str},
    {Py_tp_repr, ob_repr}, {Py_tp_richcompare, ob_richcmp}, {Py_tp_hash, ob_hash}, {0, 0}};
static PyType_Spec ob_spec = {"mlir._mlir_libs._mlir.ir._OperationBase", sizeof(PyMlirOpView), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, ob_slots};

/* Operation */
static int op_traverse(PyObject *self, visitproc visit, void *arg) {
  PyMlirOperation *o = (PyMlirOperation *)self;
  Py_VISIT(o->owner); Py_VISIT(o->primary); Py_VISIT(o->ctx); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int op_clear(PyObject *self) {
  Py_CLEAR(((PyMlirOperation *)self)->owner);
  Py_CLEAR(((PyMlirOperation *)self)->primary);
  return 0;
}
static void op_dealloc(PyObject *self) {
  PyMlirOperation *o = (PyMlirOperation *)self;
  PyObject_GC_UnTrack(self);
  if (o->primary) { /* an alias: the primary holds all state */
    Py_CLEAR(o->primary);
  } else if (o->valid) {
    mlirpy_ptrmap_del(&o->ctx->live_ops, o->op.ptr);
    /* A detached operation whose values are still used elsewhere (detached
     * without replacing its uses) is left alive: destroying it would leave
     * its users reading freed memory. */
    if (o->owned && !mlirpy_used_outside(o->op)) {
      mlirpy_invalidate_nested(o->ctx, o->op, false);
      mlirOperationDestroy(o->op);
    }
  }
  Py_CLEAR(o->owner);
  Py_CLEAR(o->ctx);
  mlirpy_free(self);
}
static PyObject *op_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  (void)t; (void)a; (void)k;
  PyErr_SetString(PyExc_TypeError, "use Operation.create(...) or Operation.parse(...)");
  return NULL;
}
static PyMethodDef op_methods[] = {
    {"create", (PyCFunction)(void (*)(void))mlirpy_op_create, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "create(name, results=None, operands=None, attributes=None, successors=None, regions=0, loc=None, ip=None, infer_type=False)"},
    {"parse", (PyCFunction)(void (*)(void))mlirpy_op_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "parse(source, source_name='', context=None)"},
    {"_CAPICreate", op_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the Operation of a capsule."},
    {NULL}};
static PyType_Slot op_slots[] = {
    {Py_tp_new, op_new}, {Py_tp_methods, op_methods}, {Py_tp_traverse, op_traverse},
    {Py_tp_clear, op_clear}, {Py_tp_dealloc, op_dealloc},
    {Py_tp_doc, "An MLIR operation (one Python object per operation)."}, {0, 0}};
static PyType_Spec op_spec = {"mlir._mlir_libs._mlir.ir.Operation", sizeof(PyMlirOperation), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, op_slots};

/* OpView */
static PyObject *opview_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  (void)a; (void)k;
  PyMlirOpView *v = (PyMlirOpView *)mlirpy_alloc(t);
  if (v) v->is_view = 1;
  return (PyObject *)v;
}
static int opview_init(PyObject *self, PyObject *args, PyObject *kwds) {
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)Py_TYPE(self));
  if (!st) return -1;
  PyObject *o, *built = NULL;
  if (PyTuple_Size(args) >= 1 && PyUnicode_Check(PyTuple_GetItem(args, 0))) {
    /* OpView(name, regions, operand_segments, result_segments, *, ...), as
     * the op classes generated by LLVM >= 21 call it. */
    static char *kw[] = {"name", "ods_regions", "ods_operand_segments", "ods_result_segments",
                         "attributes", "results", "operands", "successors", "regions", "loc", "ip", NULL};
    PyObject *name, *rs, *os, *ress, *attributes = NULL, *results = NULL, *operands = NULL,
             *successors = NULL, *regions = NULL, *loc = NULL, *ip = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOO|$OOOOOOO:OpView", kw, &name, &rs, &os, &ress,
                                     &attributes, &results, &operands, &successors, &regions, &loc, &ip))
      return -1;
    if (!(built = mlirpy_build_from_spec(st, name, rs, os, ress, results, operands, attributes, successors,
                                  regions, loc, ip)))
      return -1;
    o = built;
  } else if (PyTuple_Size(args) == 1 && !kwds) { /* OpView(operation): once per op built */
    o = PyTuple_GetItem(args, 0);
  } else {
    static char *kw[] = {"operation", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:OpView", kw, &o)) return -1;
  }
  PyMlirOperation *op = mlirpy_get_op(st, o, "operation");
  if (!op) { Py_XDECREF(built); return -1; }
  PyObject *old = ((PyMlirOpView *)self)->operation;
  ((PyMlirOpView *)self)->operation = mlirpy_newref((PyObject *)op);
  Py_XDECREF(old);
  Py_XDECREF(built);
  return 0;
}
static int opview_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirOpView *)self)->operation); Py_VISIT(Py_TYPE(self)); return 0;
}
static int opview_clear(PyObject *self) { Py_CLEAR(((PyMlirOpView *)self)->operation); return 0; }
static void opview_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); opview_clear(self); mlirpy_free(self); }
static PyMethodDef opview_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))mlirpy_op_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "parse(source, source_name='', context=None): the operation, which must be of this class"},
    {"build_generic", (PyCFunction)(void (*)(void))mlirpy_opview_build_generic, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "build_generic(*, results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None)"},
    {NULL}};
static PyType_Slot opview_slots[] = {
    {Py_tp_new, opview_new}, {Py_tp_init, opview_init}, {Py_tp_methods, opview_methods},
    {Py_tp_traverse, opview_traverse}, {Py_tp_clear, opview_clear}, {Py_tp_dealloc, opview_dealloc},
    {Py_tp_doc, "Base of the op classes (generated ones subclass it); OpView(operation)."}, {0, 0}};
static PyType_Spec opview_spec = {"mlir._mlir_libs._mlir.ir.OpView", sizeof(PyMlirOpView), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, opview_slots};

int mlirpy_init_operation(mlirpy_state *st) {
  if (!(st->OperationBase = mlirpy_make_class(st, &ob_spec, NULL, "_OperationBase"))) return -1;
  if (!(st->Operation = mlirpy_make_class(st, &op_spec, st->OperationBase, "Operation"))) return -1;
  if (!(st->OpView = mlirpy_make_class(st, &opview_spec, st->OperationBase, "OpView"))) return -1;
  PyObject_SetAttrString((PyObject *)st->OpView, "OPERATION_NAME", Py_None);
  PyObject_SetAttrString((PyObject *)st->OpView, "_ODS_OPERAND_SEGMENTS", Py_None);
  PyObject_SetAttrString((PyObject *)st->OpView, "_ODS_RESULT_SEGMENTS", Py_None);
  PyObject_SetAttrString((PyObject *)st->OpView, "_mlirpy_ods", Py_None); /* see class_ods, ir_op_create.c */
  return 0;
}
