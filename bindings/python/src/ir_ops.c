/* mlir.ir: Module, Operation/OpView, Region, Block, Value, OpOperand,
 * InsertionPoint, SymbolTable and the pseudo-containers over them. */
#include "mlirpy.h"

#include <string.h>

static PyObject *walk_order_enum, *walk_result_enum;

/* ---- validity / unwrapping -------------------------------------------------- */
int mlirpy_check_op(PyMlirOperation *op) {
  if (!op || !op->valid) {
    PyErr_SetString(PyExc_RuntimeError,
                    "the operation is no longer valid: it was erased, or the IR owning it was destroyed");
    return -1;
  }
  return 0;
}

/* Operation or OpView (self of an _OperationBase method) -> borrowed, valid. */
static PyMlirOperation *base_op(PyObject *self) {
  PyMlirOperation *op = (PyMlirOperation *)self;
  if (op->is_view) {
    op = (PyMlirOperation *)((PyMlirOpView *)self)->operation;
    if (!op) { PyErr_SetString(PyExc_RuntimeError, "OpView is not initialized (no operation)"); return NULL; }
  }
  return mlirpy_check_op(op) < 0 ? NULL : op;
}

PyMlirOperation *mlirpy_get_op(mlirpy_state *st, PyObject *o, const char *what) {
  if (!PyObject_TypeCheck(o, st->OperationBase)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Operation or OpView", what);
    return NULL;
  }
  return base_op(o);
}

int mlirpy_get_value(mlirpy_state *st, PyObject *o, MlirValue *out, const char *what) {
  if (!PyObject_TypeCheck(o, st->Value)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Value", what);
    return -1;
  }
  if (mlirpy_check_op(((PyMlirDependent *)o)->op) < 0) return -1;
  *out = mlirpy_value(o);
  return 0;
}

static int get_block(mlirpy_state *st, PyObject *o, const char *what) {
  if (!PyObject_TypeCheck(o, st->Block)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Block", what);
    return -1;
  }
  return mlirpy_check_op(((PyMlirDependent *)o)->op);
}

/* ---- interning ----------------------------------------------------------------- */
static PyObject *find_owner(PyMlirContext *ctx, MlirOperation op) {
  PyObject *o = mlirpy_ptrmap_get(&ctx->live_modules, op.ptr);
  if (o) return o;
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if ((o = mlirpy_ptrmap_get(&ctx->live_ops, p.ptr))) return o;
    if ((o = mlirpy_ptrmap_get(&ctx->live_modules, p.ptr))) return o;
  }
  return NULL;
}

PyMlirOperation *mlirpy_op_wrap(PyMlirContext *ctx, MlirOperation op, PyObject *parent) {
  PyMlirOperation *o = mlirpy_ptrmap_get(&ctx->live_ops, op.ptr);
  if (o) { Py_INCREF(o); return o; }
  PyObject *owner = parent ? parent : find_owner(ctx, op);
  o = (PyMlirOperation *)mlirpy_alloc(ctx->st->Operation);
  if (!o) return NULL;
  o->is_view = 0;
  o->op = op;
  o->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  Py_XINCREF(owner);
  o->owner = owner;
  o->valid = 1;
  if (mlirpy_ptrmap_put(&ctx->live_ops, op.ptr, o) < 0) { o->valid = 0; Py_DECREF(o); return NULL; }
  return o;
}

static PyMlirOperation *op_new_owned(PyMlirContext *ctx, MlirOperation op) {
  PyMlirOperation *o = mlirpy_op_wrap(ctx, op, NULL);
  if (!o) { mlirOperationDestroy(op); return NULL; }
  o->owned = 1;
  Py_CLEAR(o->owner);
  return o;
}

PyObject *mlirpy_opview_wrap(PyMlirOperation *op) {
  mlirpy_state *st = op->ctx->st;
  PyObject *cls = NULL;
  if (PyDict_Size(st->op_classes) > 0) {
    PyObject *name = mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op->op)));
    if (!name) return NULL;
    cls = PyDict_GetItem(st->op_classes, name);
    Py_DECREF(name);
  }
  PyTypeObject *t = cls ? (PyTypeObject *)cls : st->OpView;
  PyMlirOpView *v = (PyMlirOpView *)mlirpy_alloc(t);
  if (!v) return NULL;
  v->is_view = 1;
  v->operation = mlirpy_newref((PyObject *)op);
  return (PyObject *)v;
}

static PyObject *opview_of(PyMlirContext *ctx, MlirOperation op, PyObject *parent) {
  if (mlirOperationIsNull(op)) Py_RETURN_NONE;
  PyMlirOperation *o = mlirpy_op_wrap(ctx, op, parent);
  if (!o) return NULL;
  PyObject *v = mlirpy_opview_wrap(o);
  Py_DECREF(o);
  return v;
}

typedef struct { PyMlirContext *ctx; MlirOperation root; int include_root; } inval_ud;
static MlirWalkResult inval_cb(MlirOperation op, void *ud) {
  inval_ud *u = ud;
  if (!u->include_root && op.ptr == u->root.ptr) return MlirWalkResultAdvance;
  PyMlirOperation *o = mlirpy_ptrmap_get(&u->ctx->live_ops, op.ptr);
  if (o) {
    o->valid = 0;
    mlirpy_ptrmap_del(&u->ctx->live_ops, op.ptr);
  }
  return MlirWalkResultAdvance;
}
void mlirpy_invalidate_nested(PyMlirContext *ctx, MlirOperation root, bool include_root) {
  if (ctx->live_ops.count == 0) return;
  if (ctx->live_ops.count == 1 && !include_root && mlirpy_ptrmap_get(&ctx->live_ops, root.ptr)) return;
  inval_ud u = {ctx, root, include_root};
  mlirOperationWalk(root, inval_cb, &u, MlirWalkPreOrder);
}

/* ---- dependent objects (Block, Region, Value, OpOperand) ---------------------------- */
PyObject *mlirpy_dependent_new(PyTypeObject *t, PyMlirOperation *op, const void *ptr) {
  PyMlirDependent *o = (PyMlirDependent *)mlirpy_alloc(t);
  if (!o) return NULL;
  o->ptr = ptr;
  o->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)o;
}
static int dep_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirDependent *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void dep_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyMlirDependent *)self)->op);
  mlirpy_free(self);
}
static Py_hash_t dep_hash(PyObject *self) { return (Py_hash_t)((uintptr_t)((PyMlirDependent *)self)->ptr >> 3); }
static PyObject *dep_richcmp(PyObject *a, PyObject *b, int op) {
  if (op != Py_EQ && op != Py_NE) Py_RETURN_NOTIMPLEMENTED;
  PyMlirContext *ctx = ((PyMlirDependent *)a)->op->ctx;
  mlirpy_state *st = ctx->st;
  PyTypeObject *fam = PyObject_TypeCheck(a, st->Value) ? st->Value : Py_TYPE(a);
  if (!PyObject_TypeCheck(b, fam)) Py_RETURN_NOTIMPLEMENTED;
  int eq = ((PyMlirDependent *)a)->ptr == ((PyMlirDependent *)b)->ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}
static PyObject *dep_context(PyObject *self, void *c) {
  (void)c; return mlirpy_newref((PyObject *)((PyMlirDependent *)self)->op->ctx);
}
#define DEP_CHECK(self, ret) MLIRPY_CHECK_OP(((PyMlirDependent *)(self))->op, ret)

PyObject *mlirpy_block_wrap(PyMlirOperation *op, MlirBlock b) {
  if (mlirBlockIsNull(b)) Py_RETURN_NONE;
  return mlirpy_dependent_new(op->ctx->st->Block, op, b.ptr);
}
/* Block `b` reached from some operation `via` (used as the owner hint). */
static PyObject *block_of(PyMlirContext *ctx, MlirBlock b, PyObject *via) {
  if (mlirBlockIsNull(b)) Py_RETURN_NONE;
  PyMlirOperation *parent = mlirpy_op_wrap(ctx, mlirBlockGetParentOperation(b), via);
  if (!parent) return NULL;
  PyObject *r = mlirpy_block_wrap(parent, b);
  Py_DECREF(parent);
  return r;
}
PyObject *mlirpy_value_wrap(PyMlirOperation *op, MlirValue v) {
  mlirpy_state *st = op->ctx->st;
  return mlirpy_dependent_new(mlirValueIsAOpResult(v) ? st->OpResult : st->BlockArgument, op, v.ptr);
}

/* ---- printing -------------------------------------------------------------------------- */
static char *print_kw[] = {"file", "binary", "large_elements_limit", "enable_debug_info",
                           "pretty_debug_info", "print_generic_op_form", "use_local_scope",
                           "assume_verified", "skip_regions", NULL};

static PyObject *print_op(PyMlirOperation *op, PyObject *args, PyObject *kwds, int to_file) {
  PyObject *file = Py_None, *limit = Py_None;
  int binary = 0, debug = 0, pretty = 0, generic = 0, local = 0, assume = 0, skip = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, to_file ? "|OpOpppppp:print" : "|$OpOpppppp:get_asm",
                                   print_kw, &file, &binary, &limit, &debug, &pretty, &generic,
                                   &local, &assume, &skip))
    return NULL;
  PyObject *text;
  mlirpy_printer p = {0};
  if (binary) {
    mlirOperationWriteBytecode(op->op, mlirpy_printer_cb, &p);
    if (p.failed) { Py_CLEAR(p.chunks); return PyErr_NoMemory(); }
    PyObject *empty = PyBytes_FromString("");
    text = empty ? PyObject_CallMethod(empty, "join", "O", p.chunks ? p.chunks : PyList_New(0)) : NULL;
    Py_XDECREF(empty);
    Py_CLEAR(p.chunks);
  } else {
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    if (limit != Py_None) {
      long l = PyLong_AsLong(limit);
      if (l == -1 && PyErr_Occurred()) { mlirOpPrintingFlagsDestroy(f); return NULL; }
      mlirOpPrintingFlagsElideLargeElementsAttrs(f, l);
    }
    if (debug || pretty) mlirOpPrintingFlagsEnableDebugInfo(f, true, pretty);
    if (generic) mlirOpPrintingFlagsPrintGenericOpForm(f);
    if (local) mlirOpPrintingFlagsUseLocalScope(f);
    if (assume) mlirOpPrintingFlagsAssumeVerified(f);
    if (skip) mlirOpPrintingFlagsSkipRegions(f);
    mlirOperationPrintWithFlags(op->op, f, mlirpy_printer_cb, &p);
    mlirOpPrintingFlagsDestroy(f);
    text = mlirpy_printer_finish(&p);
  }
  if (!text || !to_file) return text;
  PyObject *out = file;
  if (out == Py_None) {
    out = PySys_GetObject("stdout");
    if (!out) { Py_DECREF(text); PyErr_SetString(PyExc_RuntimeError, "no sys.stdout"); return NULL; }
  }
  PyObject *r = PyObject_CallMethod(out, "write", "O", text);
  Py_DECREF(text);
  if (!r) return NULL;
  Py_DECREF(r);
  if (!binary && file == Py_None) {
    r = PyObject_CallMethod(out, "write", "s", "\n");
    if (!r) return NULL;
    Py_DECREF(r);
  }
  Py_RETURN_NONE;
}

/* ---- Module -------------------------------------------------------------------------------- */
static PyObject *module_wrap(PyMlirContext *ctx, MlirModule m) {
  PyMlirModule *o = (PyMlirModule *)mlirpy_alloc(ctx->st->Module);
  if (!o) { mlirModuleDestroy(m); return NULL; }
  o->mod = m;
  o->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  mlirpy_ptrmap_put(&ctx->live_modules, mlirModuleGetOperation(m).ptr, o);
  return (PyObject *)o;
}
static void module_dealloc(PyObject *self) {
  PyMlirModule *m = (PyMlirModule *)self;
  PyObject_GC_UnTrack(self);
  if (m->mod.ptr) {
    MlirOperation op = mlirModuleGetOperation(m->mod);
    mlirpy_invalidate_nested(m->ctx, op, true);
    mlirpy_ptrmap_del(&m->ctx->live_modules, op.ptr);
    mlirModuleDestroy(m->mod);
  }
  Py_CLEAR(m->ctx);
  mlirpy_free(self);
}
static int module_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirModule *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static PyObject *module_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"asm", "context", NULL};
  PyObject *asmobj, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:parse", kw, &asmobj, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep = NULL;
  if (PyBytes_Check(asmobj)) {
    char *d;
    if (PyBytes_AsStringAndSize(asmobj, &d, &n) < 0) return NULL;
    s = d;
  } else if (mlirpy_str(asmobj, &s, &n, &keep) < 0) {
    return NULL;
  }
  PyObject *prev = mlirpy_capture_begin(c);
  MlirModule m = mlirModuleCreateParse(c->ctx, mlirStringRefCreate(s, n));
  PyObject *caps = mlirpy_capture_end(c, prev);
  Py_XDECREF(keep);
  if (mlirModuleIsNull(m)) return mlirpy_raise_mlir_error(c, "Unable to parse module assembly", caps);
  Py_XDECREF(caps);
  return module_wrap(c, m);
}
static PyObject *module_create(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"loc", NULL};
  PyObject *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:create", kw, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyObject *l = st ? mlirpy_resolve_location(st, loc) : NULL;
  if (!l) return NULL;
  return module_wrap(((PyMlirUniqued *)l)->ctx, mlirModuleCreateEmpty(mlirpy_loc(l)));
}
static PyObject *module_operation(PyObject *self, void *c) {
  (void)c;
  PyMlirModule *m = (PyMlirModule *)self;
  return (PyObject *)mlirpy_op_wrap(m->ctx, mlirModuleGetOperation(m->mod), self);
}
static PyObject *module_body(PyObject *self, void *c) {
  (void)c;
  PyMlirModule *m = (PyMlirModule *)self;
  PyMlirOperation *op = mlirpy_op_wrap(m->ctx, mlirModuleGetOperation(m->mod), self);
  if (!op) return NULL;
  PyObject *b = mlirpy_block_wrap(op, mlirModuleGetBody(m->mod));
  Py_DECREF(op);
  return b;
}
static PyObject *module_context(PyObject *self, void *c) {
  (void)c; return mlirpy_newref((PyObject *)((PyMlirModule *)self)->ctx);
}
static PyObject *module_str(PyObject *self) {
  PyObject *op = module_operation(self, NULL);
  if (!op) return NULL;
  PyObject *e = PyTuple_New(0);
  PyObject *r = e ? print_op((PyMlirOperation *)op, e, NULL, 0) : NULL;
  Py_XDECREF(e); Py_DECREF(op);
  return r;
}
static PyObject *module_dump(PyObject *self, PyObject *u) {
  (void)u; mlirOperationDump(mlirModuleGetOperation(((PyMlirModule *)self)->mod)); Py_RETURN_NONE;
}
static PyObject *module_capsule(PyObject *self, void *c) {
  (void)c; return PyCapsule_New((void *)((PyMlirModule *)self)->mod.ptr, MLIRPY_CAPSULE("Module"), NULL);
}
/* Takes ownership of the module behind the capsule. */
static PyObject *module_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? PyCapsule_GetPointer(cap, MLIRPY_CAPSULE("Module")) : NULL;
  if (!p) return NULL;
  MlirModule m = {p};
  if (mlirpy_ptrmap_get(&st->live_contexts, mlirModuleGetContext(m).ptr) == NULL) {
    PyErr_SetString(PyExc_ValueError, "the module's context is not known to Python (wrap it first)");
    return NULL;
  }
  PyMlirContext *c = mlirpy_ptrmap_get(&st->live_contexts, mlirModuleGetContext(m).ptr);
  PyObject *existing = mlirpy_ptrmap_get(&c->live_modules, mlirModuleGetOperation(m).ptr);
  if (existing) return mlirpy_newref(existing);
  return module_wrap(c, m);
}
static PyMethodDef module_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))module_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Module.parse(asm, context=None): raises MLIRError with MLIR's diagnostics on failure."},
    {"create", (PyCFunction)(void (*)(void))module_create, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Module.create(loc=None): an empty module."},
    {"dump", module_dump, METH_NOARGS, NULL},
    {"_CAPICreate", module_capi_create, METH_O | METH_CLASS, NULL},
    {NULL}};
static PyGetSetDef module_getset[] = {
    {"operation", module_operation, NULL, "the builtin.module operation", NULL},
    {"body", module_body, NULL, "the module's block", NULL},
    {"context", module_context, NULL, NULL, NULL},
    {"_CAPIPtr", module_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot module_slots[] = {
    {Py_tp_str, module_str}, {Py_tp_methods, module_methods}, {Py_tp_getset, module_getset},
    {Py_tp_traverse, module_traverse}, {Py_tp_dealloc, module_dealloc},
    {Py_tp_doc, "A builtin.module; owns its IR."}, {0, 0}};
static PyType_Spec module_spec = {"mlir._mlir_libs._mlir.ir.Module", sizeof(PyMlirModule), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, module_slots};

/* ---- InsertionPoint --------------------------------------------------------------------------- */
typedef struct {
  PyObject_HEAD
  PyObject *block; /* PyMlirDependent (Block) */
  PyObject *ref;   /* PyMlirOperation or NULL: insert before it, else at the end */
} PyInsertionPoint;

static int insert_at(mlirpy_state *st, PyInsertionPoint *ip, PyMlirOperation *op) {
  if (mlirpy_check_op(op) < 0 || mlirpy_check_op(((PyMlirDependent *)ip->block)->op) < 0) return -1;
  if (!op->owned || !mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError,
                    "the operation is already in a block: detach it (detach_from_parent) or use move_before/move_after");
    return -1;
  }
  (void)st;
  MlirBlock b = mlirpy_block(ip->block);
  if (ip->ref) {
    PyMlirOperation *ref = (PyMlirOperation *)ip->ref;
    if (mlirpy_check_op(ref) < 0) return -1;
    if (mlirOperationGetBlock(ref->op).ptr != b.ptr) {
      PyErr_SetString(PyExc_ValueError, "the insertion point's operation is no longer in its block");
      return -1;
    }
    mlirBlockInsertOwnedOperationBefore(b, ref->op, op->op);
  } else {
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
  PyObject *block = block_of(ref->ctx, b, ref->owner);
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
  PyMlirOperation *op = mlirpy_get_op(st, x, "InsertionPoint");
  if (!op) { PyErr_Clear(); PyErr_SetString(PyExc_TypeError, "InsertionPoint(): expected a Block or an Operation"); return NULL; }
  return ip_before(st, op);
}
static PyObject *ip_at_block_begin(PyObject *cls, PyObject *block) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || get_block(st, block, "block") < 0) return NULL;
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
  if (!st || get_block(st, block, "block") < 0) return NULL;
  PyMlirDependent *b = (PyMlirDependent *)block;
  MlirOperation term = mlirBlockGetTerminator(mlirpy_block(block));
  if (mlirOperationIsNull(term)) { PyErr_SetString(PyExc_ValueError, "the block has no terminator"); return NULL; }
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
  PyObject *block = block_of(op->ctx, b, op->owner);
  if (!block) return NULL;
  PyObject *r = ip_make(st, block, NULL);
  Py_DECREF(block);
  return r;
}
static PyObject *ip_insert(PyObject *self, PyObject *opobj) {
  PyInsertionPoint *ip = (PyInsertionPoint *)self;
  mlirpy_state *st = ((PyMlirDependent *)ip->block)->op->ctx->st;
  PyMlirOperation *op = mlirpy_get_op(st, opobj, "operation");
  if (!op || insert_at(st, ip, op) < 0) return NULL;
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
  if (!c) { PyErr_SetString(PyExc_ValueError, "no current InsertionPoint"); return NULL; }
  return mlirpy_newref(c);
}
static PyMethodDef ip_current_def = {"current", ip_current, METH_O, NULL};
static int ip_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyInsertionPoint *)self)->block); Py_VISIT(((PyInsertionPoint *)self)->ref); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int ip_clear(PyObject *self) {
  Py_CLEAR(((PyInsertionPoint *)self)->block); Py_CLEAR(((PyInsertionPoint *)self)->ref); return 0;
}
static void ip_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); ip_clear(self); mlirpy_free(self); }
static PyMethodDef ip_methods[] = {
    {"at_block_begin", ip_at_block_begin, METH_O | METH_CLASS, NULL},
    {"at_block_terminator", ip_at_block_terminator, METH_O | METH_CLASS, NULL},
    {"after", ip_after, METH_O | METH_CLASS, NULL},
    {"insert", ip_insert, METH_O, "Insert a detached operation here."},
    {"__enter__", ip_enter, METH_NOARGS, NULL},
    {"__exit__", ip_exit, METH_VARARGS, NULL},
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

/* ---- Operation creation ------------------------------------------------------------------------- */
static int seq_items(PyObject *o, PyObject **seq, const char *what) {
  *seq = NULL;
  if (!o || o == Py_None) return 0;
  *seq = PySequence_Fast(o, what);
  return *seq ? 0 : -1;
}

static PyObject *create_op(mlirpy_state *st, PyObject *name, PyObject *results, PyObject *operands,
                           PyObject *attributes, PyObject *successors, Py_ssize_t nregions,
                           PyObject *loc, PyObject *ip, int infer) {
  PyObject *l = mlirpy_resolve_location(st, loc);
  if (!l) return NULL;
  PyMlirContext *ctx = ((PyMlirUniqued *)l)->ctx;
  if (ip == NULL || ip == Py_None) ip = mlirpy_current(st, MLIRPY_CUR_IP);
  else if (!PyObject_TypeCheck(ip, st->InsertionPoint)) {
    PyErr_SetString(PyExc_TypeError, "ip: expected mlir.ir.InsertionPoint");
    return NULL;
  }
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  MlirStringRef nameref = mlirStringRefCreate(s, n);
  PyObject *rs = NULL, *os = NULL, *ss = NULL, *items = NULL, *result = NULL;
  MlirType *types = NULL; MlirValue *vals = NULL; MlirBlock *succ = NULL;
  MlirNamedAttribute *attrs = NULL; MlirRegion *regs = NULL;
  Py_ssize_t nr = 0, no = 0, ns = 0, na = 0;
  if (seq_items(results, &rs, "results: expected a sequence of Type") < 0 ||
      seq_items(operands, &os, "operands: expected a sequence of Value") < 0 ||
      seq_items(successors, &ss, "successors: expected a sequence of Block") < 0)
    goto done;
  nr = rs ? mlirpy_fast_size(rs) : 0;
  no = os ? mlirpy_fast_size(os) : 0;
  ns = ss ? mlirpy_fast_size(ss) : 0;
  types = PyMem_Malloc(sizeof(MlirType) * (nr + 1));
  vals = PyMem_Malloc(sizeof(MlirValue) * (no + 1));
  succ = PyMem_Malloc(sizeof(MlirBlock) * (ns + 1));
  if (!types || !vals || !succ) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < nr; ++i)
    if (mlirpy_get_type(st, mlirpy_fast_item(rs, i), &types[i], "results") < 0) goto done;
  for (Py_ssize_t i = 0; i < no; ++i)
    if (mlirpy_get_value(st, mlirpy_fast_item(os, i), &vals[i], "operands") < 0) goto done;
  for (Py_ssize_t i = 0; i < ns; ++i) {
    PyObject *b = mlirpy_fast_item(ss, i);
    if (get_block(st, b, "successors") < 0) goto done;
    succ[i] = mlirpy_block(b);
  }
  if (attributes && attributes != Py_None) {
    if (!PyDict_Check(attributes)) { PyErr_SetString(PyExc_TypeError, "attributes: expected a dict of str to Attribute"); goto done; }
    items = PyDict_Items(attributes);
    if (!items) goto done;
    na = PyList_Size(items);
    attrs = PyMem_Malloc(sizeof(MlirNamedAttribute) * (na + 1));
    if (!attrs) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t i = 0; i < na; ++i) {
      PyObject *kv = PyList_GetItem(items, i);
      const char *ks; Py_ssize_t kn; PyObject *kk;
      if (mlirpy_str(PyTuple_GetItem(kv, 0), &ks, &kn, &kk) < 0) goto done;
      MlirIdentifier id = mlirIdentifierGet(ctx->ctx, mlirStringRefCreate(ks, kn));
      Py_DECREF(kk);
      MlirAttribute a;
      if (mlirpy_get_attr(st, PyTuple_GetItem(kv, 1), &a, "attributes") < 0) goto done;
      attrs[i] = mlirNamedAttributeGet(id, a);
    }
  }
  if (nregions < 0) { PyErr_SetString(PyExc_ValueError, "regions: must be >= 0"); goto done; }
  regs = PyMem_Malloc(sizeof(MlirRegion) * (nregions + 1));
  if (!regs) { PyErr_NoMemory(); goto done; }
  if (!mlirContextIsRegisteredOperation(ctx->ctx, nameref)) {
    const char *dot = memchr(s, '.', (size_t)n);
    if (dot) mlirContextGetOrLoadDialect(ctx->ctx, mlirStringRefCreate(s, (size_t)(dot - s)));
  }
  MlirOperationState state = mlirOperationStateGet(nameref, mlirpy_loc(l));
  mlirOperationStateAddResults(&state, nr, types);
  mlirOperationStateAddOperands(&state, no, vals);
  mlirOperationStateAddSuccessors(&state, ns, succ);
  mlirOperationStateAddAttributes(&state, na, attrs);
  for (Py_ssize_t i = 0; i < nregions; ++i) regs[i] = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, nregions, regs);
  if (infer) mlirOperationStateEnableResultTypeInference(&state);
  PyObject *prev = mlirpy_capture_begin(ctx);
  MlirOperation op = mlirOperationCreate(&state);
  PyObject *caps = mlirpy_capture_end(ctx, prev);
  if (mlirOperationIsNull(op)) {
    mlirpy_raise_mlir_error(ctx, "Operation creation failed", caps);
    goto done;
  }
  Py_XDECREF(caps);
  result = (PyObject *)op_new_owned(ctx, op);
  if (result && ip && insert_at(st, (PyInsertionPoint *)ip, (PyMlirOperation *)result) < 0) Py_CLEAR(result);
done:
  Py_DECREF(keep);
  Py_XDECREF(rs); Py_XDECREF(os); Py_XDECREF(ss); Py_XDECREF(items);
  PyMem_Free(types); PyMem_Free(vals); PyMem_Free(succ); PyMem_Free(attrs); PyMem_Free(regs);
  return result;
}

static PyObject *op_create(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"name", "results", "operands", "attributes", "successors", "regions",
                       "loc", "ip", "infer_type", NULL};
  PyObject *name, *results = NULL, *operands = NULL, *attributes = NULL, *successors = NULL,
                  *regions = NULL, *loc = NULL, *ip = NULL;
  int infer = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OOOOOOOp:create", kw, &name, &results, &operands,
                                   &attributes, &successors, &regions, &loc, &ip, &infer))
    return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  Py_ssize_t nreg = 0;
  if (regions && regions != Py_None && (nreg = PyLong_AsSsize_t(regions)) == -1 && PyErr_Occurred()) return NULL;
  return create_op(st, name, results, operands, attributes, successors, nreg, loc, ip, infer);
}

static PyObject *op_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"source", "source_name", "context", NULL};
  PyObject *src, *context = NULL;
  const char *sname = "";
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "U|sO:parse", kw, &src, &sname, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(src, &s, &n, &keep) < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  MlirOperation op = mlirOperationCreateParse(c->ctx, mlirStringRefCreate(s, n), mlirStringRefCreateFromCString(sname));
  PyObject *caps = mlirpy_capture_end(c, prev);
  Py_DECREF(keep);
  if (mlirOperationIsNull(op)) return mlirpy_raise_mlir_error(c, "Unable to parse operation assembly", caps);
  Py_XDECREF(caps);
  return (PyObject *)op_new_owned(c, op);
}

/* OpView.build_generic: segments as in `mlir-tblgen -gen-python-op-bindings`
 * (_ODS_REGIONS, _ODS_OPERAND_SEGMENTS, _ODS_RESULT_SEGMENTS: 1 single,
 * 0 optional (None or one), -1 variadic (a sequence)). */
static int flatten_segments(PyObject *cls, const char *segattr, PyObject *items, PyObject **flat,
                            PyObject **sizes, const char *what) {
  *flat = NULL; *sizes = NULL;
  PyObject *spec = PyObject_GetAttrString(cls, segattr);
  if (!spec) { PyErr_Clear(); return 0; }
  if (spec == Py_None || !items || items == Py_None) { Py_DECREF(spec); return 0; }
  PyObject *sp = PySequence_Fast(spec, "segment spec");
  PyObject *it = PySequence_Fast(items, what);
  Py_DECREF(spec);
  if (!sp || !it) { Py_XDECREF(sp); Py_XDECREF(it); return -1; }
  Py_ssize_t n = mlirpy_fast_size(sp);
  if (mlirpy_fast_size(it) != n) {
    PyErr_Format(PyExc_ValueError, "%s: expected %zd segments, got %zd", what, n, mlirpy_fast_size(it));
    Py_DECREF(sp); Py_DECREF(it);
    return -1;
  }
  *flat = PyList_New(0);
  *sizes = PyList_New(0);
  for (Py_ssize_t i = 0; *flat && *sizes && i < n; ++i) {
    long kind = PyLong_AsLong(mlirpy_fast_item(sp, i));
    PyObject *x = mlirpy_fast_item(it, i);
    long cnt = 0;
    if (kind == 1 || (kind == 0 && x != Py_None)) {
      if (x == Py_None) { PyErr_Format(PyExc_ValueError, "%s: segment %zd is required", what, i); goto fail; }
      if (PyList_Append(*flat, x) < 0) goto fail;
      cnt = 1;
    } else if (kind == -1) {
      PyObject *v = PySequence_Fast(x, "variadic segment: expected a sequence");
      if (!v) goto fail;
      cnt = (long)mlirpy_fast_size(v);
      for (long j = 0; j < cnt; ++j)
        if (PyList_Append(*flat, mlirpy_fast_item(v, j)) < 0) { Py_DECREF(v); goto fail; }
      Py_DECREF(v);
    }
    PyObject *c = PyLong_FromLong(cnt);
    if (!c || PyList_Append(*sizes, c) < 0) { Py_XDECREF(c); goto fail; }
    Py_DECREF(c);
  }
  Py_DECREF(sp); Py_DECREF(it);
  if (!*flat || !*sizes) goto fail2;
  return 1;
fail:
  Py_DECREF(sp); Py_DECREF(it);
fail2:
  Py_CLEAR(*flat); Py_CLEAR(*sizes);
  return -1;
}

static PyObject *dense_i32(mlirpy_state *st, PyObject *loc, PyObject *sizes) {
  PyObject *l = mlirpy_resolve_location(st, loc);
  if (!l) return NULL;
  Py_ssize_t n = PyList_Size(sizes);
  int32_t *v = PyMem_Malloc(sizeof(int32_t) * (n + 1));
  for (Py_ssize_t i = 0; i < n; ++i) v[i] = (int32_t)PyLong_AsLong(PyList_GetItem(sizes, i));
  MlirAttribute a = mlirDenseI32ArrayGet(((PyMlirUniqued *)l)->ctx->ctx, n, v);
  PyMem_Free(v);
  return mlirpy_attr_wrap(((PyMlirUniqued *)l)->ctx, a);
}

static PyObject *opview_build_generic(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"results", "operands", "attributes", "successors", "regions", "loc", "ip", NULL};
  PyObject *results = NULL, *operands = NULL, *attributes = NULL, *successors = NULL,
           *regions = NULL, *loc = NULL, *ip = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|$OOOOOOO:build_generic", kw, &results, &operands,
                                   &attributes, &successors, &regions, &loc, &ip))
    return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  PyObject *name = PyObject_GetAttrString(cls, "OPERATION_NAME");
  if (!name) return NULL;
  if (name == Py_None) { Py_DECREF(name); PyErr_SetString(PyExc_TypeError, "build_generic: the class has no OPERATION_NAME"); return NULL; }
  PyObject *result = NULL, *fo = NULL, *so = NULL, *fr = NULL, *sr = NULL, *attrs = NULL;
  Py_ssize_t nreg = 0;
  PyObject *spec = PyObject_GetAttrString(cls, "_ODS_REGIONS");
  if (!spec) PyErr_Clear();
  long min_regions = 0; int no_variadic = 1;
  if (spec && PyTuple_Check(spec) && PyTuple_Size(spec) == 2) {
    min_regions = PyLong_AsLong(PyTuple_GetItem(spec, 0));
    no_variadic = PyObject_IsTrue(PyTuple_GetItem(spec, 1));
  }
  Py_XDECREF(spec);
  if (regions && regions != Py_None) {
    if ((nreg = PyLong_AsSsize_t(regions)) == -1 && PyErr_Occurred()) goto done;
    if (nreg < min_regions || (no_variadic && nreg != min_regions)) {
      PyErr_Format(PyExc_ValueError, "%U: expected %s%ld regions, got %zd", name,
                   no_variadic ? "" : "at least ", min_regions, nreg);
      goto done;
    }
  } else {
    nreg = min_regions;
  }
  int so_ok = flatten_segments(cls, "_ODS_OPERAND_SEGMENTS", operands, &fo, &so, "operands");
  int sr_ok = so_ok < 0 ? -1 : flatten_segments(cls, "_ODS_RESULT_SEGMENTS", results, &fr, &sr, "results");
  if (so_ok < 0 || sr_ok < 0) goto done;
  if (so || sr) {
    attrs = attributes && attributes != Py_None ? PyDict_Copy(attributes) : PyDict_New();
    if (!attrs) goto done;
    if (so) {
      PyObject *a = dense_i32(st, loc, so);
      if (!a || PyDict_SetItemString(attrs, "operandSegmentSizes", a) < 0) { Py_XDECREF(a); goto done; }
      Py_DECREF(a);
    }
    if (sr) {
      PyObject *a = dense_i32(st, loc, sr);
      if (!a || PyDict_SetItemString(attrs, "resultSegmentSizes", a) < 0) { Py_XDECREF(a); goto done; }
      Py_DECREF(a);
    }
  }
  int infer = results == NULL || results == Py_None;
  result = create_op(st, name, fr ? fr : results, fo ? fo : operands, attrs ? attrs : attributes,
                     successors, nreg, loc, ip, infer);
done:
  Py_DECREF(name);
  Py_XDECREF(fo); Py_XDECREF(so); Py_XDECREF(fr); Py_XDECREF(sr); Py_XDECREF(attrs);
  return result;
}

/* ---- _OperationBase methods ------------------------------------------------------------------------ */
static PyObject *ob_operation(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  return op ? mlirpy_newref((PyObject *)op) : NULL;
}
static PyObject *ob_opview(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  if (((PyMlirOperation *)self)->is_view) return mlirpy_newref(self);
  return mlirpy_opview_wrap(op);
}
static PyObject *ob_name(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  return op ? mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op->op))) : NULL;
}
static PyObject *ob_location(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  return op ? mlirpy_loc_wrap(op->ctx, mlirOperationGetLocation(op->op)) : NULL;
}
static PyObject *ob_context(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  return op ? mlirpy_newref((PyObject *)op->ctx) : NULL;
}
static PyObject *ob_parent(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  return opview_of(op->ctx, mlirOperationGetParentOperation(op->op), op->owner);
}
static PyObject *ob_block(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  return block_of(op->ctx, mlirOperationGetBlock(op->op), op->owner);
}

/* Sequences over an operation / block: operands, results, regions,
 * successors, block arguments.  Slicing gives the same kind of sequence. */
typedef struct {
  PyObject_HEAD
  PyMlirOperation *op;
  const void *block; /* for block arguments */
  Py_ssize_t start, step, len;
} PySeq;

enum { SEQ_OPERANDS, SEQ_RESULTS, SEQ_REGIONS, SEQ_SUCCESSORS, SEQ_ARGS };
static int seq_kind(PySeq *s) {
  mlirpy_state *st = s->op->ctx->st;
  PyTypeObject *t = Py_TYPE(s);
  if (t == st->OpOperandList) return SEQ_OPERANDS;
  if (t == st->OpResultList) return SEQ_RESULTS;
  if (t == st->RegionSequence) return SEQ_REGIONS;
  if (t == st->OpSuccessors) return SEQ_SUCCESSORS;
  return SEQ_ARGS;
}
static PyObject *seq_make(PyTypeObject *t, PyMlirOperation *op, const void *block, Py_ssize_t start,
                          Py_ssize_t step, Py_ssize_t len) {
  PySeq *s = (PySeq *)mlirpy_alloc(t);
  if (!s) return NULL;
  s->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  s->block = block; s->start = start; s->step = step; s->len = len;
  return (PyObject *)s;
}
static PyObject *ob_seq(PyObject *self, int kind) {
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  mlirpy_state *st = op->ctx->st;
  switch (kind) {
  case SEQ_OPERANDS: return seq_make(st->OpOperandList, op, NULL, 0, 1, mlirOperationGetNumOperands(op->op));
  case SEQ_RESULTS: return seq_make(st->OpResultList, op, NULL, 0, 1, mlirOperationGetNumResults(op->op));
  case SEQ_REGIONS: return seq_make(st->RegionSequence, op, NULL, 0, 1, mlirOperationGetNumRegions(op->op));
  default: return seq_make(st->OpSuccessors, op, NULL, 0, 1, mlirOperationGetNumSuccessors(op->op));
  }
}
static PyObject *ob_operands(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_OPERANDS); }
static PyObject *ob_results(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_RESULTS); }
static PyObject *ob_regions(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_REGIONS); }
static PyObject *ob_successors(PyObject *self, void *c) { (void)c; return ob_seq(self, SEQ_SUCCESSORS); }
static PyObject *ob_result(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  intptr_t n = mlirOperationGetNumResults(op->op);
  if (n != 1) {
    PyObject *name = ob_name(self, NULL);
    PyErr_Format(PyExc_ValueError, "cannot call .result on operation %S which has %zd results", name,
                 (Py_ssize_t)n);
    Py_XDECREF(name);
    return NULL;
  }
  return mlirpy_value_wrap(op, mlirOperationGetResult(op->op, 0));
}

typedef struct { PyObject_HEAD PyMlirOperation *op; } PyAttrMap;
static PyObject *ob_attributes(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  PyAttrMap *m = (PyAttrMap *)mlirpy_alloc(op->ctx->st->OpAttributeMap);
  if (m) m->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)m;
}

static PyObject *ob_verify(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  PyObject *prev = mlirpy_capture_begin(op->ctx);
  bool ok = mlirOperationVerify(op->op);
  PyObject *caps = mlirpy_capture_end(op->ctx, prev);
  if (!ok) return mlirpy_raise_mlir_error(op->ctx, "Verification failed", caps);
  Py_XDECREF(caps);
  Py_RETURN_TRUE;
}
static PyObject *ob_print(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = base_op(self);
  return op ? print_op(op, args, kwds, 1) : NULL;
}
static PyObject *ob_get_asm(PyObject *self, PyObject *args, PyObject *kwds) {
  PyMlirOperation *op = base_op(self);
  return op ? print_op(op, args, kwds, 0) : NULL;
}
static PyObject *ob_str(PyObject *self) {
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  PyObject *e = PyTuple_New(0);
  PyObject *r = e ? print_op(op, e, NULL, 0) : NULL;
  Py_XDECREF(e);
  return r;
}
static PyObject *ob_repr(PyObject *self) {
  PyMlirOperation *op = (PyMlirOperation *)self;
  if (op->is_view) op = (PyMlirOperation *)((PyMlirOpView *)self)->operation;
  if (!op || !op->valid) return PyUnicode_FromString("<invalid operation>");
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
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  mlirpy_state *st = op->ctx->st;
  if (ip == NULL || ip == Py_None) ip = mlirpy_current(st, MLIRPY_CUR_IP);
  else if (!PyObject_TypeCheck(ip, st->InsertionPoint)) { PyErr_SetString(PyExc_TypeError, "ip: expected InsertionPoint"); return NULL; }
  PyMlirOperation *c = op_new_owned(op->ctx, mlirOperationClone(op->op));
  if (!c) return NULL;
  if (ip && insert_at(st, (PyInsertionPoint *)ip, c) < 0) { Py_DECREF(c); return NULL; }
  PyObject *r = mlirpy_opview_wrap(c);
  Py_DECREF(c);
  return r;
}
static PyObject *ob_erase(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "cannot erase the operation of a Module (drop the Module instead)");
    return NULL;
  }
  MlirOperation o = op->op;
  mlirpy_invalidate_nested(op->ctx, o, true);
  op->valid = 0; op->owned = 0;
  mlirpy_ptrmap_del(&op->ctx->live_ops, o.ptr);
  mlirOperationDestroy(o);
  Py_RETURN_NONE;
}
static PyObject *ob_detach(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  if (op->owned || mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError, "the operation is already detached");
    return NULL;
  }
  mlirOperationRemoveFromParent(op->op);
  op->owned = 1;
  Py_CLEAR(op->owner);
  return mlirpy_opview_wrap(op);
}
static PyObject *move(PyObject *self, PyObject *other, int before) {
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  PyMlirOperation *o = mlirpy_get_op(op->ctx->st, other, "other");
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
  PyObject *owner = o->owner ? o->owner : find_owner(op->ctx, op->op);
  Py_XINCREF(owner);
  Py_XDECREF(op->owner);
  op->owner = owner;
  Py_RETURN_NONE;
}
static PyObject *ob_move_before(PyObject *self, PyObject *other) { return move(self, other, 1); }
static PyObject *ob_move_after(PyObject *self, PyObject *other) { return move(self, other, 0); }

typedef struct { PyMlirContext *ctx; PyObject *root; PyObject *cb; int failed; } walk_ud;
static MlirWalkResult walk_cb(MlirOperation op, void *ud) {
  walk_ud *u = ud;
  if (u->failed) return MlirWalkResultInterrupt;
  PyMlirOperation *o = mlirpy_op_wrap(u->ctx, op, u->root);
  PyObject *v = o ? mlirpy_opview_wrap(o) : NULL;
  Py_XDECREF(o);
  PyObject *r = v ? PyObject_CallFunctionObjArgs(u->cb, v, NULL) : NULL;
  Py_XDECREF(v);
  if (!r) { u->failed = 1; return MlirWalkResultInterrupt; }
  long res = 0;
  if (r != Py_None) {
    res = PyLong_AsLong(r);
    if (res == -1 && PyErr_Occurred()) { Py_DECREF(r); u->failed = 1; return MlirWalkResultInterrupt; }
  }
  Py_DECREF(r);
  return res == 1 ? MlirWalkResultInterrupt : res == 2 ? MlirWalkResultSkip : MlirWalkResultAdvance;
}
static PyObject *ob_walk(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"callback", "walk_order", NULL};
  PyObject *cb, *order = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:walk", kw, &cb, &order)) return NULL;
  PyMlirOperation *op = base_op(self);
  if (!op) return NULL;
  long ord = MlirWalkPostOrder;
  if (order && order != Py_None && (ord = PyLong_AsLong(order)) == -1 && PyErr_Occurred()) return NULL;
  walk_ud u = {op->ctx, (PyObject *)op, cb, 0};
  mlirOperationWalk(op->op, walk_cb, &u, ord == MlirWalkPreOrder ? MlirWalkPreOrder : MlirWalkPostOrder);
  if (u.failed) return NULL;
  Py_RETURN_NONE;
}
static PyObject *ob_capsule(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = base_op(self);
  return op ? PyCapsule_New((void *)op->op.ptr, MLIRPY_CAPSULE("Operation"), NULL) : NULL;
}
static PyObject *op_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? PyCapsule_GetPointer(cap, MLIRPY_CAPSULE("Operation")) : NULL;
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
  PyMlirOperation *x = (PyMlirOperation *)a, *y = (PyMlirOperation *)b;
  if (x->is_view) x = (PyMlirOperation *)((PyMlirOpView *)a)->operation;
  mlirpy_state *st = x ? x->ctx->st : NULL;
  if (!st || !PyObject_TypeCheck(b, st->OperationBase)) Py_RETURN_NOTIMPLEMENTED;
  if (y->is_view) y = (PyMlirOperation *)((PyMlirOpView *)b)->operation;
  int eq = x == y;
  return PyBool_FromLong(cmp == Py_EQ ? eq : !eq);
}
static Py_hash_t ob_hash(PyObject *self) {
  PyMlirOperation *x = (PyMlirOperation *)self;
  if (x->is_view) x = (PyMlirOperation *)((PyMlirOpView *)self)->operation;
  return (Py_hash_t)((uintptr_t)x >> 4);
}
static PyObject *ob_valid(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *x = (PyMlirOperation *)self;
  if (x->is_view) x = (PyMlirOperation *)((PyMlirOpView *)self)->operation;
  return PyBool_FromLong(x && x->valid);
}

static PyMethodDef ob_methods[] = {
    {"verify", ob_verify, METH_NOARGS, "Verify; raises MLIRError with the diagnostics on failure, else True."},
    {"print", (PyCFunction)(void (*)(void))ob_print, METH_VARARGS | METH_KEYWORDS,
     "print(file=None, binary=False, large_elements_limit=None, enable_debug_info=False, pretty_debug_info=False, "
     "print_generic_op_form=False, use_local_scope=False, assume_verified=False, skip_regions=False)"},
    {"get_asm", (PyCFunction)(void (*)(void))ob_get_asm, METH_VARARGS | METH_KEYWORDS,
     "get_asm(*, binary=False, ...): str (bytes when binary) with the print() options."},
    {"clone", (PyCFunction)(void (*)(void))ob_clone, METH_VARARGS | METH_KEYWORDS, "clone(ip=None)"},
    {"erase", ob_erase, METH_NOARGS, "Erase the operation; it and everything nested in it become invalid."},
    {"detach_from_parent", ob_detach, METH_NOARGS, NULL},
    {"move_before", ob_move_before, METH_O, NULL},
    {"move_after", ob_move_after, METH_O, NULL},
    {"walk", (PyCFunction)(void (*)(void))ob_walk, METH_VARARGS | METH_KEYWORDS,
     "walk(callback, walk_order=WalkOrder.POST_ORDER); callback returns a WalkResult or None."},
    {NULL}};
static PyGetSetDef ob_getset[] = {
    {"operation", ob_operation, NULL, NULL, NULL},
    {"opview", ob_opview, NULL, NULL, NULL},
    {"name", ob_name, NULL, NULL, NULL},
    {"location", ob_location, NULL, NULL, NULL},
    {"context", ob_context, NULL, NULL, NULL},
    {"parent", ob_parent, NULL, NULL, NULL},
    {"block", ob_block, NULL, NULL, NULL},
    {"operands", ob_operands, NULL, NULL, NULL},
    {"results", ob_results, NULL, NULL, NULL},
    {"result", ob_result, NULL, NULL, NULL},
    {"regions", ob_regions, NULL, NULL, NULL},
    {"successors", ob_successors, NULL, NULL, NULL},
    {"attributes", ob_attributes, NULL, NULL, NULL},
    {"is_valid", ob_valid, NULL, "False once erased or its IR was destroyed", NULL},
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
  Py_VISIT(o->owner); Py_VISIT(o->ctx); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int op_clear(PyObject *self) { Py_CLEAR(((PyMlirOperation *)self)->owner); return 0; }
static void op_dealloc(PyObject *self) {
  PyMlirOperation *o = (PyMlirOperation *)self;
  PyObject_GC_UnTrack(self);
  if (o->valid) {
    mlirpy_ptrmap_del(&o->ctx->live_ops, o->op.ptr);
    if (o->owned) {
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
    {"create", (PyCFunction)(void (*)(void))op_create, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "create(name, results=None, operands=None, attributes=None, successors=None, regions=0, loc=None, ip=None, infer_type=False)"},
    {"parse", (PyCFunction)(void (*)(void))op_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "parse(source, source_name='', context=None)"},
    {"_CAPICreate", op_capi_create, METH_O | METH_CLASS, NULL},
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
  static char *kw[] = {"operation", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:OpView", kw, &o)) return -1;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)Py_TYPE(self));
  PyMlirOperation *op = st ? mlirpy_get_op(st, o, "operation") : NULL;
  if (!op) return -1;
  PyObject *old = ((PyMlirOpView *)self)->operation;
  ((PyMlirOpView *)self)->operation = mlirpy_newref((PyObject *)op);
  Py_XDECREF(old);
  return 0;
}
static int opview_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirOpView *)self)->operation); Py_VISIT(Py_TYPE(self)); return 0;
}
static int opview_clear(PyObject *self) { Py_CLEAR(((PyMlirOpView *)self)->operation); return 0; }
static void opview_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); opview_clear(self); mlirpy_free(self); }
static PyMethodDef opview_methods[] = {
    {"build_generic", (PyCFunction)(void (*)(void))opview_build_generic, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "build_generic(*, results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None)"},
    {NULL}};
static PyType_Slot opview_slots[] = {
    {Py_tp_new, opview_new}, {Py_tp_init, opview_init}, {Py_tp_methods, opview_methods},
    {Py_tp_traverse, opview_traverse}, {Py_tp_clear, opview_clear}, {Py_tp_dealloc, opview_dealloc},
    {Py_tp_doc, "Base of the op classes (generated ones subclass it); OpView(operation)."}, {0, 0}};
static PyType_Spec opview_spec = {"mlir._mlir_libs._mlir.ir.OpView", sizeof(PyMlirOpView), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, opview_slots};

/* ---- sequences --------------------------------------------------------------------------------- */
static PyObject *seq_item_raw(PySeq *s, Py_ssize_t i) {
  PyMlirOperation *op = s->op;
  switch (seq_kind(s)) {
  case SEQ_OPERANDS: return mlirpy_value_wrap(op, mlirOperationGetOperand(op->op, i));
  case SEQ_RESULTS: return mlirpy_value_wrap(op, mlirOperationGetResult(op->op, i));
  case SEQ_REGIONS: return mlirpy_dependent_new(op->ctx->st->Region, op, mlirOperationGetRegion(op->op, i).ptr);
  case SEQ_SUCCESSORS: return block_of(op->ctx, mlirOperationGetSuccessor(op->op, i), (PyObject *)op);
  default: {
    MlirBlock b = {s->block};
    return mlirpy_value_wrap(op, mlirBlockGetArgument(b, i));
  }
  }
}
static Py_ssize_t seq_len(PyObject *self) {
  PySeq *s = (PySeq *)self;
  if (mlirpy_check_op(s->op) < 0) return -1;
  return s->len;
}
static PyObject *seq_item(PyObject *self, Py_ssize_t i) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  if (i < 0) i += s->len;
  if (i < 0 || i >= s->len) { PyErr_SetString(PyExc_IndexError, "index out of range"); return NULL; }
  return seq_item_raw(s, s->start + i * s->step);
}
static PyObject *seq_subscript(PyObject *self, PyObject *key) {
  PySeq *s = (PySeq *)self;
  if (PySlice_Check(key)) {
    MLIRPY_CHECK_OP(s->op, NULL);
    Py_ssize_t start, stop, step;
    if (PySlice_Unpack(key, &start, &stop, &step) < 0) return NULL;
    Py_ssize_t n = PySlice_AdjustIndices(s->len, &start, &stop, step);
    return seq_make(Py_TYPE(s), s->op, s->block, s->start + start * s->step, s->step * step, n);
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return NULL;
  return seq_item(self, i);
}
static int seq_ass_subscript(PyObject *self, PyObject *key, PyObject *v) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, -1);
  if (seq_kind(s) != SEQ_OPERANDS || !v) {
    PyErr_SetString(PyExc_TypeError, "only operands can be assigned (and not deleted)");
    return -1;
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return -1;
  if (i < 0) i += s->len;
  if (i < 0 || i >= s->len) { PyErr_SetString(PyExc_IndexError, "index out of range"); return -1; }
  MlirValue val;
  if (mlirpy_get_value(s->op->ctx->st, v, &val, "operand") < 0) return -1;
  mlirOperationSetOperand(s->op->op, s->start + i * s->step, val);
  return 0;
}
static PyObject *seq_types(PyObject *self, void *c) {
  (void)c;
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyObject *l = PyList_New(s->len);
  for (Py_ssize_t i = 0; l && i < s->len; ++i) {
    PyObject *v = seq_item_raw(s, s->start + i * s->step);
    PyObject *t = v ? mlirpy_type_wrap(s->op->ctx, mlirValueGetType(mlirpy_value(v))) : NULL;
    Py_XDECREF(v);
    if (!t) { Py_DECREF(l); return NULL; }
    PyList_SetItem(l, i, t);
  }
  return l;
}
static PyObject *seq_repr(PyObject *self) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyObject *l = PyList_New(0);
  for (Py_ssize_t i = 0; l && i < s->len; ++i) {
    PyObject *v = seq_item_raw(s, s->start + i * s->step);
    if (!v || PyList_Append(l, v) < 0) { Py_XDECREF(v); Py_CLEAR(l); break; }
    Py_DECREF(v);
  }
  if (!l) return NULL;
  PyObject *tn = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__name__");
  PyObject *r = tn ? PyUnicode_FromFormat("%U(%R)", tn, l) : NULL;
  Py_XDECREF(tn); Py_DECREF(l);
  return r;
}
static int seq_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PySeq *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void seq_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PySeq *)self)->op); mlirpy_free(self); }
static PyGetSetDef seq_types_getset[] = {{"types", seq_types, NULL, "the values' types", NULL}, {NULL}};
#define SEQ_COMMON_SLOTS                                                                               \
  {Py_sq_length, seq_len}, {Py_sq_item, seq_item}, {Py_mp_length, seq_len},                           \
      {Py_mp_subscript, seq_subscript}, {Py_tp_repr, seq_repr}, {Py_tp_traverse, seq_traverse},        \
      {Py_tp_dealloc, seq_dealloc}
static PyType_Slot operands_slots[] = {SEQ_COMMON_SLOTS, {Py_mp_ass_subscript, seq_ass_subscript},
                                       {Py_tp_getset, seq_types_getset}, {0, 0}};
static PyType_Slot values_slots[] = {SEQ_COMMON_SLOTS, {Py_tp_getset, seq_types_getset}, {0, 0}};
static PyType_Slot plain_seq_slots[] = {SEQ_COMMON_SLOTS, {0, 0}};
#define SEQ_SPEC(var, name, slots)                                                                      \
  static PyType_Spec var = {"mlir._mlir_libs._mlir.ir." name, sizeof(PySeq), 0,                          \
                            Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, slots}
SEQ_SPEC(operands_spec, "OpOperandList", operands_slots);
SEQ_SPEC(results_spec, "OpResultList", values_slots);
SEQ_SPEC(args_spec, "BlockArgumentList", values_slots);
SEQ_SPEC(regions_spec, "RegionSequence", plain_seq_slots);
SEQ_SPEC(successors_spec, "OpSuccessors", plain_seq_slots);

/* ---- OpAttributeMap ------------------------------------------------------------------------------ */
typedef struct { PyObject_HEAD PyObject *name; PyObject *attr; } PyNamedAttr;
static PyObject *named_attr_new(mlirpy_state *st, PyObject *name, PyObject *attr) {
  PyNamedAttr *n = (PyNamedAttr *)mlirpy_alloc(st->NamedAttribute);
  if (!n) return NULL;
  n->name = mlirpy_newref(name); n->attr = mlirpy_newref(attr);
  return (PyObject *)n;
}
MLIRPY_INTERNAL PyObject *mlirpy_named_attr(PyMlirContext *ctx, MlirNamedAttribute na) {
  PyObject *name = mlirpy_from_strref(mlirIdentifierStr(na.name));
  PyObject *a = name ? mlirpy_attr_wrap(ctx, na.attribute) : NULL;
  PyObject *r = a ? named_attr_new(ctx->st, name, a) : NULL;
  Py_XDECREF(name); Py_XDECREF(a);
  return r;
}
static PyObject *na_name(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyNamedAttr *)self)->name); }
static PyObject *na_attr(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyNamedAttr *)self)->attr); }
static PyObject *na_repr(PyObject *self) {
  return PyUnicode_FromFormat("NamedAttribute(%U=%S)", ((PyNamedAttr *)self)->name, ((PyNamedAttr *)self)->attr);
}
static int na_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyNamedAttr *)self)->name); Py_VISIT(((PyNamedAttr *)self)->attr); Py_VISIT(Py_TYPE(self)); return 0;
}
static void na_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self); Py_CLEAR(((PyNamedAttr *)self)->name); Py_CLEAR(((PyNamedAttr *)self)->attr); mlirpy_free(self);
}
static PyGetSetDef na_getset[] = {{"name", na_name, NULL, NULL, NULL}, {"attr", na_attr, NULL, NULL, NULL}, {NULL}};
static PyType_Slot na_slots[] = {{Py_tp_getset, na_getset}, {Py_tp_repr, na_repr}, {Py_tp_traverse, na_traverse},
                                 {Py_tp_dealloc, na_dealloc}, {0, 0}};
static PyType_Spec na_spec = {"mlir._mlir_libs._mlir.ir.NamedAttribute", sizeof(PyNamedAttr), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, na_slots};

static Py_ssize_t am_len(PyObject *self) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  return mlirOperationGetNumAttributes(op->op);
}
static PyObject *am_subscript(PyObject *self, PyObject *key) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, NULL);
  if (PyLong_Check(key)) {
    Py_ssize_t i = PyLong_AsSsize_t(key), n = mlirOperationGetNumAttributes(op->op);
    if (i < 0) i += n;
    if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "attribute index out of range"); return NULL; }
    return mlirpy_named_attr(op->ctx, mlirOperationGetAttribute(op->op, i));
  }
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return NULL;
  MlirAttribute a = mlirOperationGetAttributeByName(op->op, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  if (mlirAttributeIsNull(a)) { PyErr_SetObject(PyExc_KeyError, key); return NULL; }
  return mlirpy_attr_wrap(op->ctx, a);
}
static int am_ass(PyObject *self, PyObject *key, PyObject *v) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return -1;
  int rc = 0;
  if (v) {
    MlirAttribute a;
    if (mlirpy_get_attr(op->ctx->st, v, &a, "value") < 0) rc = -1;
    else mlirOperationSetAttributeByName(op->op, mlirStringRefCreate(s, n), a);
  } else if (!mlirOperationRemoveAttributeByName(op->op, mlirStringRefCreate(s, n))) {
    PyErr_SetObject(PyExc_KeyError, key);
    rc = -1;
  }
  Py_DECREF(keep);
  return rc;
}
static int am_contains(PyObject *self, PyObject *key) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return -1;
  MlirAttribute a = mlirOperationGetAttributeByName(op->op, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  return !mlirAttributeIsNull(a);
}
static PyObject *am_list(PyObject *self, int what) { /* 0 named, 1 keys, 2 values, 3 items */
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, NULL);
  intptr_t n = mlirOperationGetNumAttributes(op->op);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *na = mlirpy_named_attr(op->ctx, mlirOperationGetAttribute(op->op, i));
    if (!na) { Py_CLEAR(l); break; }
    PyObject *x = na;
    if (what == 1) x = mlirpy_newref(((PyNamedAttr *)na)->name);
    else if (what == 2) x = mlirpy_newref(((PyNamedAttr *)na)->attr);
    else if (what == 3) x = PyTuple_Pack(2, ((PyNamedAttr *)na)->name, ((PyNamedAttr *)na)->attr);
    if (x != na) Py_DECREF(na);
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  return l;
}
static PyObject *am_iter(PyObject *self) {
  PyObject *l = am_list(self, 0);
  if (!l) return NULL;
  PyObject *it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}
static PyObject *am_keys(PyObject *self, PyObject *u) { (void)u; return am_list(self, 1); }
static PyObject *am_values(PyObject *self, PyObject *u) { (void)u; return am_list(self, 2); }
static PyObject *am_items(PyObject *self, PyObject *u) { (void)u; return am_list(self, 3); }
static PyObject *am_repr(PyObject *self) {
  PyObject *l = am_list(self, 0);
  if (!l) return NULL;
  PyObject *r = PyUnicode_FromFormat("OpAttributeMap(%R)", l);
  Py_DECREF(l);
  return r;
}
static int am_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyAttrMap *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void am_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PyAttrMap *)self)->op); mlirpy_free(self); }
static PyMethodDef am_methods[] = {{"keys", am_keys, METH_NOARGS, NULL}, {"values", am_values, METH_NOARGS, NULL},
                                   {"items", am_items, METH_NOARGS, NULL}, {NULL}};
static PyType_Slot am_slots[] = {
    {Py_mp_length, am_len}, {Py_mp_subscript, am_subscript}, {Py_mp_ass_subscript, am_ass},
    {Py_sq_contains, am_contains}, {Py_tp_iter, am_iter}, {Py_tp_repr, am_repr}, {Py_tp_methods, am_methods},
    {Py_tp_traverse, am_traverse}, {Py_tp_dealloc, am_dealloc}, {0, 0}};
static PyType_Spec am_spec = {"mlir._mlir_libs._mlir.ir.OpAttributeMap", sizeof(PyAttrMap), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, am_slots};

/* ---- linked lists: Block.operations, Region.blocks and their iterator ---------------------------- */
typedef struct { PyObject_HEAD PyMlirOperation *op; const void *ptr; } PyLinked; /* list: ptr = block/region */
typedef struct { PyObject_HEAD PyMlirOperation *op; const void *next; char is_ops; } PyLinkedIter;

static int linked_is_ops(PyObject *self) { return Py_TYPE(self) == ((PyLinked *)self)->op->ctx->st->OperationList; }
static const void *linked_first(PyLinked *l, int ops) {
  if (ops) { MlirBlock b = {l->ptr}; return mlirBlockGetFirstOperation(b).ptr; }
  MlirRegion r = {l->ptr};
  return mlirRegionGetFirstBlock(r).ptr;
}
static const void *linked_next(const void *p, int ops) {
  if (ops) { MlirOperation o = {p}; return mlirOperationGetNextInBlock(o).ptr; }
  MlirBlock b = {p};
  return mlirBlockGetNextInRegion(b).ptr;
}
static PyObject *linked_elem(PyMlirOperation *op, const void *p, int ops) {
  if (ops) { MlirOperation o = {p}; return opview_of(op->ctx, o, (PyObject *)op); }
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
  if (!p) { PyErr_SetString(PyExc_IndexError, "index out of range"); return NULL; }
  return linked_elem(l->op, p, ops);
}
static PyObject *linked_iter(PyObject *self) {
  PyLinked *l = (PyLinked *)self;
  MLIRPY_CHECK_OP(l->op, NULL);
  PyLinkedIter *it = (PyLinkedIter *)mlirpy_alloc(l->op->ctx->st->LinkedIterator);
  if (!it) return NULL;
  it->op = (PyMlirOperation *)mlirpy_newref((PyObject *)l->op);
  it->is_ops = (char)linked_is_ops(self);
  it->next = linked_first(l, it->is_ops);
  return (PyObject *)it;
}
static PyObject *lit_next(PyObject *self) {
  PyLinkedIter *it = (PyLinkedIter *)self;
  if (!it->next) return NULL;
  MLIRPY_CHECK_OP(it->op, NULL);
  const void *p = it->next;
  it->next = linked_next(p, it->is_ops);
  return linked_elem(it->op, p, it->is_ops);
}
static PyObject *lit_iter(PyObject *self) { return mlirpy_newref(self); }
static int linked_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyLinked *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void linked_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PyLinked *)self)->op); mlirpy_free(self); }

static MlirLocation default_loc(mlirpy_state *st, PyMlirContext *ctx) {
  PyObject *l = mlirpy_current(st, MLIRPY_CUR_LOCATION);
  return l && ((PyMlirUniqued *)l)->ctx == ctx ? mlirpy_loc(l) : mlirLocationUnknownGet(ctx->ctx);
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
      PyErr_SetString(PyExc_ValueError, "arg_locs: expected as many locations as argument types");
      Py_DECREF(ts); Py_DECREF(ls);
      return -1;
    }
  }
  MlirType *tv = PyMem_Malloc(sizeof(MlirType) * (n + 1));
  MlirLocation *lv = PyMem_Malloc(sizeof(MlirLocation) * (n + 1));
  int rc = 0;
  for (Py_ssize_t i = 0; i < n && rc == 0; ++i) {
    if (mlirpy_get_type(st, mlirpy_fast_item(ts, i), &tv[i], "arg_types") < 0) { rc = -1; break; }
    if (ls) {
      PyObject *l = mlirpy_fast_item(ls, i);
      if (!PyObject_TypeCheck(l, st->Location)) { PyErr_SetString(PyExc_TypeError, "arg_locs: expected Location"); rc = -1; break; }
      lv[i] = mlirpy_loc(l);
    } else {
      lv[i] = default_loc(st, ctx);
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
  MlirRegion r = {l->ptr};
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
    {Py_tp_iter, lit_iter}, {Py_tp_iternext, lit_next}, {Py_tp_traverse, linked_traverse},
    {Py_tp_dealloc, linked_dealloc}, {0, 0}};
static PyType_Spec oplist_spec = {"mlir._mlir_libs._mlir.ir.OperationList", sizeof(PyLinked), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, oplist_slots};
static PyType_Spec blocklist_spec = {"mlir._mlir_libs._mlir.ir.BlockList", sizeof(PyLinked), 0,
                                     Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, blocklist_slots};
static PyType_Spec lit_spec = {"mlir._mlir_libs._mlir.ir._LinkedIterator", sizeof(PyLinkedIter), 0,
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
  (void)c; return PyCapsule_New((void *)((PyMlirDependent *)self)->ptr, MLIRPY_CAPSULE("Region"), NULL);
}
static PyGetSetDef region_getset[] = {
    {"blocks", region_blocks, NULL, NULL, NULL}, {"owner", region_owner, NULL, NULL, NULL},
    {"context", dep_context, NULL, NULL, NULL}, {"_CAPIPtr", region_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot region_slots[] = {
    {Py_tp_getset, region_getset}, {Py_tp_iter, region_iter}, {Py_tp_richcompare, dep_richcmp},
    {Py_tp_hash, dep_hash}, {Py_tp_traverse, dep_traverse}, {Py_tp_dealloc, dep_dealloc}, {0, 0}};
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
  return seq_make(b->op->ctx->st->BlockArgumentList, b->op, b->ptr, 0, 1, mlirBlockGetNumArguments(mlirpy_block(self)));
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
  mlirBlockDetach(mlirpy_block(self));
  mlirRegionAppendOwnedBlock(mlirpy_region(region), mlirpy_block(self));
  PyObject *old = (PyObject *)b->op;
  b->op = (PyMlirOperation *)mlirpy_newref((PyObject *)r->op);
  Py_DECREF(old);
  Py_RETURN_NONE;
}
static PyObject *block_append(PyObject *self, PyObject *opobj) {
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  PyMlirOperation *op = mlirpy_get_op(b->op->ctx->st, opobj, "operation");
  if (!op) return NULL;
  PyInsertionPoint ip;
  memset(&ip, 0, sizeof ip);
  ip.block = self;
  ip.ref = NULL;
  if (insert_at(b->op->ctx->st, &ip, op) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *block_add_argument(PyObject *self, PyObject *args) {
  PyObject *t, *l;
  if (!PyArg_ParseTuple(args, "OO:add_argument", &t, &l)) return NULL;
  PyMlirDependent *b = (PyMlirDependent *)self;
  DEP_CHECK(self, NULL);
  mlirpy_state *st = b->op->ctx->st;
  MlirType ty;
  if (mlirpy_get_type(st, t, &ty, "type") < 0) return NULL;
  if (!PyObject_TypeCheck(l, st->Location)) { PyErr_SetString(PyExc_TypeError, "loc: expected Location"); return NULL; }
  return mlirpy_value_wrap(b->op, mlirBlockAddArgument(mlirpy_block(self), ty, mlirpy_loc(l)));
}
static PyObject *block_capsule(PyObject *self, void *c) {
  (void)c; return PyCapsule_New((void *)((PyMlirDependent *)self)->ptr, MLIRPY_CAPSULE("Block"), NULL);
}
static PyMethodDef block_methods[] = {
    {"create_at_start", (PyCFunction)(void (*)(void))block_create_at_start, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Block.create_at_start(parent, arg_types=(), arg_locs=None)"},
    {"create_after", (PyCFunction)(void (*)(void))block_create_after, METH_VARARGS | METH_KEYWORDS, "create_after(*arg_types, arg_locs=None)"},
    {"create_before", (PyCFunction)(void (*)(void))block_create_before, METH_VARARGS | METH_KEYWORDS, "create_before(*arg_types, arg_locs=None)"},
    {"append_to", block_append_to, METH_O, "Move this block to the end of a region."},
    {"append", block_append, METH_O, "Append a detached operation."},
    {"add_argument", block_add_argument, METH_VARARGS, "add_argument(type, loc) -> BlockArgument"},
    {NULL}};
static PyGetSetDef block_getset[] = {
    {"operations", block_operations, NULL, NULL, NULL}, {"arguments", block_arguments, NULL, NULL, NULL},
    {"owner", block_owner, NULL, NULL, NULL}, {"region", block_region, NULL, NULL, NULL},
    {"context", dep_context, NULL, NULL, NULL}, {"_CAPIPtr", block_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot block_slots[] = {
    {Py_tp_methods, block_methods}, {Py_tp_getset, block_getset}, {Py_tp_iter, block_iter},
    {Py_tp_str, block_str}, {Py_tp_richcompare, dep_richcmp}, {Py_tp_hash, dep_hash},
    {Py_tp_traverse, dep_traverse}, {Py_tp_dealloc, dep_dealloc}, {0, 0}};
static PyType_Spec block_spec = {"mlir._mlir_libs._mlir.ir.Block", sizeof(PyMlirDependent), 0,
                                 Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, block_slots};

/* ---- Value / OpResult / BlockArgument / OpOperand -------------------------------------------------------- */
static PyObject *value_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", NULL};
  PyObject *v;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:Value", kw, &v)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  MlirValue val;
  if (!st || mlirpy_get_value(st, v, &val, "value") < 0) return NULL;
  if ((t == st->OpResult && !mlirValueIsAOpResult(val)) || (t == st->BlockArgument && !mlirValueIsABlockArgument(val))) {
    PyErr_Format(PyExc_ValueError, "cannot cast value to %s", t == st->OpResult ? "OpResult" : "BlockArgument");
    return NULL;
  }
  return mlirpy_dependent_new(t, ((PyMlirDependent *)v)->op, val.ptr);
}
static PyObject *value_type(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  return mlirpy_type_wrap(((PyMlirDependent *)self)->op->ctx, mlirValueGetType(mlirpy_value(self)));
}
static PyObject *value_set_type(PyObject *self, PyObject *t) {
  DEP_CHECK(self, NULL);
  MlirType ty;
  if (mlirpy_get_type(((PyMlirDependent *)self)->op->ctx->st, t, &ty, "type") < 0) return NULL;
  mlirValueSetType(mlirpy_value(self), ty);
  Py_RETURN_NONE;
}
static PyObject *value_owner(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  PyMlirDependent *v = (PyMlirDependent *)self;
  MlirValue val = mlirpy_value(self);
  if (mlirValueIsAOpResult(val)) return opview_of(v->op->ctx, mlirOpResultGetOwner(val), NULL);
  return block_of(v->op->ctx, mlirBlockArgumentGetOwner(val), NULL);
}
static PyObject *value_str(PyObject *self) {
  DEP_CHECK(self, NULL);
  mlirpy_printer p = {0};
  mlirValuePrint(mlirpy_value(self), mlirpy_printer_cb, &p);
  return mlirpy_printer_finish(&p);
}
static PyObject *value_repr(PyObject *self) {
  PyObject *s = value_str(self);
  if (!s) return NULL;
  PyObject *tn = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__name__");
  PyObject *r = tn ? PyUnicode_FromFormat("%U(%U)", tn, s) : NULL;
  Py_XDECREF(tn); Py_DECREF(s);
  return r;
}
static PyObject *value_get_name(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"use_local_scope", NULL};
  int local = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|p:get_name", kw, &local)) return NULL;
  DEP_CHECK(self, NULL);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (local) mlirOpPrintingFlagsUseLocalScope(f);
  MlirAsmState s = mlirAsmStateCreateForValue(mlirpy_value(self), f);
  mlirpy_printer p = {0};
  mlirValuePrintAsOperand(mlirpy_value(self), s, mlirpy_printer_cb, &p);
  mlirAsmStateDestroy(s);
  mlirOpPrintingFlagsDestroy(f);
  return mlirpy_printer_finish(&p);
}
static PyObject *value_uses(PyObject *self, void *c) {
  (void)c;
  DEP_CHECK(self, NULL);
  PyMlirDependent *v = (PyMlirDependent *)self;
  PyObject *l = PyList_New(0);
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirpy_value(self)); l && !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    PyMlirOperation *owner = mlirpy_op_wrap(v->op->ctx, mlirOpOperandGetOwner(u), NULL);
    PyObject *o = owner ? mlirpy_dependent_new(v->op->ctx->st->OpOperand, owner, u.ptr) : NULL;
    Py_XDECREF(owner);
    if (!o || PyList_Append(l, o) < 0) Py_CLEAR(l);
    Py_XDECREF(o);
  }
  if (!l) return NULL;
  PyObject *it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}
static PyObject *value_replace_all(PyObject *self, PyObject *with) {
  DEP_CHECK(self, NULL);
  MlirValue w;
  if (mlirpy_get_value(((PyMlirDependent *)self)->op->ctx->st, with, &w, "with_") < 0) return NULL;
  mlirValueReplaceAllUsesOfWith(mlirpy_value(self), w);
  Py_RETURN_NONE;
}
static PyObject *value_capsule(PyObject *self, void *c) {
  (void)c; return PyCapsule_New((void *)((PyMlirDependent *)self)->ptr, MLIRPY_CAPSULE("Value"), NULL);
}
static PyObject *value_maybe_downcast(PyObject *self, PyObject *u) {
  (void)u;
  DEP_CHECK(self, NULL);
  return mlirpy_value_wrap(((PyMlirDependent *)self)->op, mlirpy_value(self));
}
static PyObject *result_number(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL); return PyLong_FromSsize_t(mlirOpResultGetResultNumber(mlirpy_value(self)));
}
static PyObject *arg_number(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL); return PyLong_FromSsize_t(mlirBlockArgumentGetArgNumber(mlirpy_value(self)));
}
static PyObject *arg_set_type(PyObject *self, PyObject *t) {
  DEP_CHECK(self, NULL);
  MlirType ty;
  if (mlirpy_get_type(((PyMlirDependent *)self)->op->ctx->st, t, &ty, "type") < 0) return NULL;
  mlirBlockArgumentSetType(mlirpy_value(self), ty);
  Py_RETURN_NONE;
}
static PyMethodDef value_methods[] = {
    {"get_name", (PyCFunction)(void (*)(void))value_get_name, METH_VARARGS | METH_KEYWORDS, "get_name(use_local_scope=False): '%0'..."},
    {"replace_all_uses_with", value_replace_all, METH_O, NULL},
    {"set_type", value_set_type, METH_O, NULL},
    {"maybe_downcast", value_maybe_downcast, METH_NOARGS, NULL},
    {NULL}};
static PyGetSetDef value_getset[] = {
    {"type", value_type, NULL, NULL, NULL}, {"owner", value_owner, NULL, NULL, NULL},
    {"uses", value_uses, NULL, "iterator over the OpOperands using this value", NULL},
    {"context", dep_context, NULL, NULL, NULL}, {"_CAPIPtr", value_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot value_slots[] = {
    {Py_tp_new, value_new}, {Py_tp_methods, value_methods}, {Py_tp_getset, value_getset},
    {Py_tp_str, value_str}, {Py_tp_repr, value_repr}, {Py_tp_richcompare, dep_richcmp}, {Py_tp_hash, dep_hash},
    {Py_tp_traverse, dep_traverse}, {Py_tp_dealloc, dep_dealloc}, {0, 0}};
static PyType_Spec value_spec = {"mlir._mlir_libs._mlir.ir.Value", sizeof(PyMlirDependent), 0,
                                 Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, value_slots};
static PyGetSetDef result_getset[] = {{"result_number", result_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot result_slots[] = {{Py_tp_getset, result_getset}, {Py_tp_traverse, dep_traverse}, {0, 0}};
static PyType_Spec result_spec = {"mlir._mlir_libs._mlir.ir.OpResult", sizeof(PyMlirDependent), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, result_slots};
static PyMethodDef arg_methods[] = {{"set_type", arg_set_type, METH_O, NULL}, {NULL}};
static PyGetSetDef arg_getset[] = {{"arg_number", arg_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot arg_slots[] = {{Py_tp_getset, arg_getset}, {Py_tp_methods, arg_methods}, {Py_tp_traverse, dep_traverse}, {0, 0}};
static PyType_Spec arg_spec = {"mlir._mlir_libs._mlir.ir.BlockArgument", sizeof(PyMlirDependent), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, arg_slots};

static PyObject *operand_owner(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL); return mlirpy_opview_wrap(((PyMlirDependent *)self)->op);
}
static PyObject *operand_number(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL);
  MlirOpOperand o = {((PyMlirDependent *)self)->ptr};
  return PyLong_FromUnsignedLong(mlirOpOperandGetOperandNumber(o));
}
static PyGetSetDef operand_getset[] = {{"owner", operand_owner, NULL, NULL, NULL},
                                       {"operand_number", operand_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot operand_slots[] = {{Py_tp_getset, operand_getset}, {Py_tp_traverse, dep_traverse},
                                      {Py_tp_dealloc, dep_dealloc}, {0, 0}};
static PyType_Spec operand_spec = {"mlir._mlir_libs._mlir.ir.OpOperand", sizeof(PyMlirDependent), 0,
                                   Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, operand_slots};

/* ---- SymbolTable ------------------------------------------------------------------------------------------- */
typedef struct { PyObject_HEAD MlirSymbolTable t; PyMlirOperation *op; } PySymbolTable;
static PyObject *symtab_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"symbol_table_op", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:SymbolTable", kw, &o)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  PyMlirOperation *op = st ? mlirpy_get_op(st, o, "symbol_table_op") : NULL;
  if (!op) return NULL;
  PyObject *prev = mlirpy_capture_begin(op->ctx);
  MlirSymbolTable tab = mlirSymbolTableCreate(op->op);
  PyObject *caps = mlirpy_capture_end(op->ctx, prev);
  if (mlirSymbolTableIsNull(tab)) return mlirpy_raise_mlir_error(op->ctx, "Operation is not a symbol table", caps);
  Py_XDECREF(caps);
  PySymbolTable *s = (PySymbolTable *)mlirpy_alloc(t);
  if (!s) { mlirSymbolTableDestroy(tab); return NULL; }
  s->t = tab;
  s->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)s;
}
static void symtab_dealloc(PyObject *self) {
  PySymbolTable *s = (PySymbolTable *)self;
  PyObject_GC_UnTrack(self);
  if (s->t.ptr) mlirSymbolTableDestroy(s->t);
  Py_CLEAR(s->op);
  mlirpy_free(self);
}
static int symtab_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PySymbolTable *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static MlirOperation symtab_lookup(PySymbolTable *s, PyObject *name) {
  MlirOperation none = {NULL};
  const char *c; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &c, &n, &keep) < 0) return none;
  MlirOperation r = mlirSymbolTableLookup(s->t, mlirStringRefCreate(c, n));
  Py_DECREF(keep);
  return r;
}
static PyObject *symtab_getitem(PyObject *self, PyObject *name) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  MlirOperation r = symtab_lookup(s, name);
  if (PyErr_Occurred()) return NULL;
  if (mlirOperationIsNull(r)) { PyErr_SetObject(PyExc_KeyError, name); return NULL; }
  return opview_of(s->op->ctx, r, (PyObject *)s->op);
}
static int symtab_contains(PyObject *self, PyObject *name) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, -1);
  MlirOperation r = symtab_lookup(s, name);
  if (PyErr_Occurred()) return -1;
  return !mlirOperationIsNull(r);
}
static PyObject *symtab_insert(PyObject *self, PyObject *opobj) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyMlirOperation *op = mlirpy_get_op(s->op->ctx->st, opobj, "operation");
  if (!op) return NULL;
  PyObject *prev = mlirpy_capture_begin(op->ctx);
  MlirAttribute a = mlirSymbolTableInsert(s->t, op->op);
  PyObject *caps = mlirpy_capture_end(op->ctx, prev);
  if (mlirAttributeIsNull(a)) return mlirpy_raise_mlir_error(op->ctx, "Expected operation to have a symbol name", caps);
  Py_XDECREF(caps);
  if (op->owned) { /* now in the table's block */
    op->owned = 0;
    op->owner = mlirpy_newref((PyObject *)s->op);
  }
  return mlirpy_attr_wrap(op->ctx, a);
}
static PyObject *symtab_erase(PyObject *self, PyObject *opobj) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyMlirOperation *op = mlirpy_get_op(s->op->ctx->st, opobj, "operation");
  if (!op) return NULL;
  mlirpy_invalidate_nested(op->ctx, op->op, true);
  op->valid = 0; op->owned = 0;
  mlirpy_ptrmap_del(&op->ctx->live_ops, op->op.ptr);
  mlirSymbolTableErase(s->t, op->op);
  Py_RETURN_NONE;
}
static int symtab_ass(PyObject *self, PyObject *name, PyObject *v) {
  if (v) { PyErr_SetString(PyExc_TypeError, "use SymbolTable.insert(op)"); return -1; }
  PySymbolTable *s = (PySymbolTable *)self;
  PyObject *op = symtab_getitem(self, name);
  if (!op) return -1;
  PyObject *r = symtab_erase((PyObject *)s, op);
  Py_DECREF(op);
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}
static PyObject *sym_attr_of(PyObject *opobj, MlirStringRef attrname, int set, PyObject *value) {
  PyObject *mod = NULL;
  (void)mod;
  PyMlirOperation *op = (PyMlirOperation *)opobj;
  if (op->is_view) op = (PyMlirOperation *)((PyMlirOpView *)opobj)->operation;
  if (mlirpy_check_op(op) < 0) return NULL;
  if (set) {
    MlirAttribute a;
    if (PyUnicode_Check(value)) {
      const char *c; Py_ssize_t n; PyObject *keep;
      if (mlirpy_str(value, &c, &n, &keep) < 0) return NULL;
      a = mlirStringAttrGet(op->ctx->ctx, mlirStringRefCreate(c, n));
      Py_DECREF(keep);
    } else if (mlirpy_get_attr(op->ctx->st, value, &a, "value") < 0) {
      return NULL;
    }
    mlirOperationSetAttributeByName(op->op, attrname, a);
    Py_RETURN_NONE;
  }
  MlirAttribute a = mlirOperationGetAttributeByName(op->op, attrname);
  if (mlirAttributeIsNull(a)) { PyErr_SetString(PyExc_ValueError, "the operation has no such symbol attribute"); return NULL; }
  return mlirpy_attr_wrap(op->ctx, a);
}
static PyObject *symtab_get_symbol_name(PyObject *cls, PyObject *op) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetSymbolAttributeName(), 0, NULL);
}
static PyObject *symtab_get_visibility(PyObject *cls, PyObject *op) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetVisibilityAttributeName(), 0, NULL);
}
static PyObject *symtab_set_symbol_name(PyObject *cls, PyObject *args) {
  PyObject *op, *name;
  if (!PyArg_ParseTuple(args, "OO:set_symbol_name", &op, &name)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetSymbolAttributeName(), 1, name);
}
static PyObject *symtab_set_visibility(PyObject *cls, PyObject *args) {
  PyObject *op, *vis;
  if (!PyArg_ParseTuple(args, "OO:set_visibility", &op, &vis)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetVisibilityAttributeName(), 1, vis);
}
static PyObject *symtab_replace_all(PyObject *cls, PyObject *args) {
  const char *old, *neu; PyObject *from;
  if (!PyArg_ParseTuple(args, "ssO:replace_all_symbol_uses", &old, &neu, &from)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirOperation *op = st ? mlirpy_get_op(st, from, "from_op") : NULL;
  if (!op) return NULL;
  if (mlirLogicalResultIsFailure(mlirSymbolTableReplaceAllSymbolUses(
          mlirStringRefCreateFromCString(old), mlirStringRefCreateFromCString(neu), op->op))) {
    PyErr_SetString(PyExc_RuntimeError, "Unable to replace all symbol uses");
    return NULL;
  }
  Py_RETURN_NONE;
}
static PyMethodDef symtab_methods[] = {
    {"insert", symtab_insert, METH_O, "insert(op) -> StringAttr (the possibly renamed symbol)"},
    {"erase", symtab_erase, METH_O, NULL},
    {"get_symbol_name", symtab_get_symbol_name, METH_O | METH_CLASS, NULL},
    {"get_visibility", symtab_get_visibility, METH_O | METH_CLASS, NULL},
    {"set_symbol_name", symtab_set_symbol_name, METH_VARARGS | METH_CLASS, NULL},
    {"set_visibility", symtab_set_visibility, METH_VARARGS | METH_CLASS, NULL},
    {"replace_all_symbol_uses", symtab_replace_all, METH_VARARGS | METH_CLASS, NULL},
    {NULL}};
static PyType_Slot symtab_slots[] = {
    {Py_tp_new, symtab_new}, {Py_tp_methods, symtab_methods}, {Py_mp_subscript, symtab_getitem},
    {Py_mp_ass_subscript, symtab_ass}, {Py_sq_contains, symtab_contains}, {Py_tp_traverse, symtab_traverse},
    {Py_tp_dealloc, symtab_dealloc}, {0, 0}};
static PyType_Spec symtab_spec = {"mlir._mlir_libs._mlir.ir.SymbolTable", sizeof(PySymbolTable), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, symtab_slots};

/* ---- init ---------------------------------------------------------------------------------------------------- */
static PyObject *make_enum(const char *name, const char *a, int av, const char *b, int bv, const char *c, int cv) {
  PyObject *en = PyImport_ImportModule("enum");
  if (!en) return NULL;
  PyObject *r = c ? PyObject_CallMethod(en, "IntEnum", "s[(si)(si)(si)]", name, a, av, b, bv, c, cv)
                  : PyObject_CallMethod(en, "IntEnum", "s[(si)(si)]", name, a, av, b, bv);
  Py_DECREF(en);
  if (r) {
    PyObject *mn = PyUnicode_FromString("mlir.ir");
    if (mn) { PyObject_SetAttrString(r, "__module__", mn); Py_DECREF(mn); }
  }
  return r;
}

int mlirpy_init_ops(mlirpy_state *st) {
  if (!walk_order_enum &&
      !(walk_order_enum = make_enum("WalkOrder", "PRE_ORDER", MlirWalkPreOrder, "POST_ORDER", MlirWalkPostOrder, NULL, 0)))
    return -1;
  if (!walk_result_enum &&
      !(walk_result_enum = make_enum("WalkResult", "ADVANCE", 0, "INTERRUPT", 1, "SKIP", 2)))
    return -1;
  Py_INCREF(walk_order_enum); Py_INCREF(walk_result_enum);
  PyModule_AddObject(st->ir, "WalkOrder", walk_order_enum);
  PyModule_AddObject(st->ir, "WalkResult", walk_result_enum);
  if (!(st->Module = mlirpy_make_class(st, &module_spec, NULL, "Module"))) return -1;
  if (!(st->OperationBase = mlirpy_make_class(st, &ob_spec, NULL, "_OperationBase"))) return -1;
  if (!(st->Operation = mlirpy_make_class(st, &op_spec, st->OperationBase, "Operation"))) return -1;
  if (!(st->OpView = mlirpy_make_class(st, &opview_spec, st->OperationBase, "OpView"))) return -1;
  PyObject_SetAttrString((PyObject *)st->OpView, "OPERATION_NAME", Py_None);
  if (!(st->InsertionPoint = mlirpy_make_class(st, &ip_spec, NULL, "InsertionPoint"))) return -1;
  if (mlirpy_add_classprop(st, st->InsertionPoint, &ip_current_def) < 0) return -1;
  if (!(st->Region = mlirpy_make_class(st, &region_spec, NULL, "Region"))) return -1;
  if (!(st->Block = mlirpy_make_class(st, &block_spec, NULL, "Block"))) return -1;
  if (!(st->Value = mlirpy_make_class(st, &value_spec, NULL, "Value"))) return -1;
  if (!(st->OpResult = mlirpy_make_class(st, &result_spec, st->Value, "OpResult"))) return -1;
  if (!(st->BlockArgument = mlirpy_make_class(st, &arg_spec, st->Value, "BlockArgument"))) return -1;
  if (!(st->OpOperand = mlirpy_make_class(st, &operand_spec, NULL, "OpOperand"))) return -1;
  if (!(st->OpOperandList = mlirpy_make_class(st, &operands_spec, NULL, "OpOperandList"))) return -1;
  if (!(st->OpResultList = mlirpy_make_class(st, &results_spec, NULL, "OpResultList"))) return -1;
  if (!(st->BlockArgumentList = mlirpy_make_class(st, &args_spec, NULL, "BlockArgumentList"))) return -1;
  if (!(st->RegionSequence = mlirpy_make_class(st, &regions_spec, NULL, "RegionSequence"))) return -1;
  if (!(st->OpSuccessors = mlirpy_make_class(st, &successors_spec, NULL, "OpSuccessors"))) return -1;
  if (!(st->OperationList = mlirpy_make_class(st, &oplist_spec, NULL, "OperationList"))) return -1;
  if (!(st->BlockList = mlirpy_make_class(st, &blocklist_spec, NULL, "BlockList"))) return -1;
  if (!(st->LinkedIterator = mlirpy_make_class(st, &lit_spec, NULL, NULL))) return -1;
  if (!(st->OpAttributeMap = mlirpy_make_class(st, &am_spec, NULL, "OpAttributeMap"))) return -1;
  if (!(st->NamedAttribute = mlirpy_make_class(st, &na_spec, NULL, "NamedAttribute"))) return -1;
  if (!(st->SymbolTable = mlirpy_make_class(st, &symtab_spec, NULL, "SymbolTable"))) return -1;
  return 0;
}
