/* mlir.rewrite (the `rewrite` submodule of _mlir): PDLModule,
 * FrozenRewritePatternSet, apply_patterns_and_fold_greedily and IRRewriter,
 * on mlir-c/Rewrite.h of LLVM 19 (exported by libMLIRCorePublicAPI).
 *
 * Ownership:
 *   - mlirPDLPatternModuleFromModule takes ownership of the module it is
 *     given, so PDLModule keeps a private clone of the user's module (the
 *     user's Module is untouched) and every freeze() hands a fresh clone of
 *     that to MLIR: freeze() may be called any number of times.  (LLVM 19
 *     has no mlirRewritePatternSetDestroy: the moved-from RewritePatternSet
 *     shell of each freeze, a few words, is not freed.)
 *   - FrozenRewritePatternSet owns its MlirFrozenRewritePatternSet and holds
 *     its Context; it only applies to IR of that context.
 *   - apply_patterns_and_fold_greedily may erase any operation nested in the
 *     root, so every interned operation below the root is invalidated first
 *     (like PassManager.run).
 *   - IRRewriter keeps its insertion point as an mlir.ir.InsertionPoint and
 *     re-applies it, after checking it is still valid, before each call that
 *     inserts: the C++ rewriter never holds a dangling position.  Operations
 *     erased through it (erase_op, replace_op) are invalidated the way
 *     Operation.erase does.  Block-erasing/merging calls of the C API are not
 *     exposed (mlir.ir.Block objects cannot be invalidated).
 */
#include "mlirpy.h"
#include "wrap.h"

#include "mlir-c/Rewrite.h"

#include <string.h>

#define RW_FN(f) ((PyCFunction)(void (*)(void))(f))

typedef struct {
  PyObject_HEAD
  MlirModule mod;     /* private clone, owned */
  PyMlirContext *ctx; /* strong */
  PyObject *rewrites;    /* {name: (callable, Context)}: PDL native rewrite functions */
  PyObject *constraints; /* the same for native constraint functions */
} PyPDLModule;

typedef struct {
  PyObject_HEAD
  MlirFrozenRewritePatternSet set;
  PyMlirContext *ctx; /* strong */
  PyObject *natives;  /* list of the (callable, Context) its PDL patterns call, or NULL */
} PyFrozenSet;

typedef struct {
  PyObject_HEAD
  MlirRewriterBase rw;
  PyMlirContext *ctx; /* strong */
  PyObject *ip;       /* mlir.ir.InsertionPoint or NULL */
} PyRewriter;

#define FROZEN_CAPSULE "mlir.rewrite.FrozenRewritePatternSet._CAPIPtr"

/* ---- helpers --------------------------------------------------------------------- */
static PyMlirOperation *get_op_in(PyMlirContext *ctx, PyObject *o, const char *what) {
  PyMlirOperation *op = mlirpy_get_op(ctx->st, o, what);
  if (op && op->ctx != ctx) {
    PyErr_Format(PyExc_ValueError, "%s: the operation belongs to another Context", what);
    return NULL;
  }
  return op;
}
static int get_value_in(PyMlirContext *ctx, PyObject *o, MlirValue *out, const char *what) {
  if (mlirpy_get_value(ctx->st, o, out, what) < 0) return -1;
  if (((PyMlirDependent *)o)->op->ctx != ctx) {
    PyErr_Format(PyExc_ValueError, "%s: the value belongs to another Context", what);
    return -1;
  }
  return 0;
}
/* Is `anc` `op` or one of its ancestors? */
static int is_ancestor_or_self(MlirOperation anc, MlirOperation op) {
  for (MlirOperation p = op; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (p.ptr == anc.ptr) return 1;
  return 0;
}
static MlirOperation value_owner_op(MlirValue v) {
  if (mlirValueIsAOpResult(v)) return mlirOpResultGetOwner(v);
  return mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
}
static int is_module_op(PyMlirContext *ctx, MlirOperation op) {
  return mlirpy_ptrmap_get(&ctx->live_modules, op.ptr) != NULL;
}
static int op_is_named(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && memcmp(s.data, name, s.length) == 0;
}
/* A Module, or an Operation/OpView that is a builtin.module -> its operation. */
static int get_module_op(mlirpy_state *st, PyObject *o, PyMlirContext **ctx, MlirOperation *op, const char *what) {
  if (PyObject_TypeCheck(o, st->Module)) {
    PyMlirModule *m = (PyMlirModule *)o;
    *ctx = m->ctx;
    *op = mlirModuleGetOperation(m->mod);
    return 0;
  }
  if (PyObject_TypeCheck(o, st->OperationBase)) {
    PyMlirOperation *p = mlirpy_get_op(st, o, what);
    if (!p) return -1;
    if (!op_is_named(p->op, "builtin.module")) {
      PyErr_Format(PyExc_ValueError, "%s: expected a builtin.module operation", what);
      return -1;
    }
    *ctx = p->ctx;
    *op = p->op;
    return 0;
  }
  PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Module (or a builtin.module Operation), got %S", what,
               (PyObject *)Py_TYPE(o));
  return -1;
}
/* After `op` was placed into a block: it is no longer owned by Python and
 * keeps its new parent's Python object alive. */
static int adopt(PyMlirOperation *op) {
  MlirOperation parent = mlirOperationGetParentOperation(op->op);
  PyObject *owner = NULL;
  if (!mlirOperationIsNull(parent)) {
    owner = (PyObject *)mlirpy_op_wrap(op->ctx, parent, NULL);
    if (!owner) return -1;
  }
  op->owned = 0;
  Py_XDECREF(op->owner);
  op->owner = owner;
  return 0;
}
/* Python-side bookkeeping of an operation that MLIR is about to erase. */
static void forget_erased(PyMlirOperation *op) {
  mlirpy_invalidate_nested(op->ctx, op->op, true);
  op->valid = 0;
  op->owned = 0;
  mlirpy_ptrmap_del(&op->ctx->live_ops, op->op.ptr);
}
static PyObject *wrap_new_op(PyMlirContext *ctx, MlirOperation o) {
  PyMlirOperation *r = mlirpy_op_wrap(ctx, o, NULL);
  if (!r) { if (mlirBlockIsNull(mlirOperationGetBlock(o))) mlirOperationDestroy(o); return NULL; }
  if (mlirBlockIsNull(mlirOperationGetBlock(o))) {
    PyMlirOperation *p = mlirpy_op_primary(r);
    p->owned = 1;
    Py_CLEAR(p->owner);
  }
  PyObject *v = mlirpy_opview_wrap(r);
  Py_DECREF(r);
  return v;
}

/* ---- erasure watch ---------------------------------------------------------------- */
/* What MLIR erases while a pass pipeline or a rewrite driver runs is not
 * reported to the bindings.  A watch notes the interned operations nested in
 * the root before the run; afterwards, those no longer found below the root,
 * and those interned during the run and not found there either, are
 * invalidated.  The others stay valid. */
typedef struct {
  PyMlirContext *ctx; /* strong */
  MlirOperation root;
  mlirpy_ptrmap under;  /* interned operations nested in the root at the start */
  mlirpy_ptrmap before; /* every interned operation of the context at the start */
} erasure_watch;

typedef struct { mlirpy_ptrmap *into; const mlirpy_ptrmap *only; } collect_ud;
static MlirWalkResult collect_walked(MlirOperation op, void *ud) {
  collect_ud *u = ud;
  if (!u->only || mlirpy_ptrmap_get(u->only, op.ptr)) mlirpy_ptrmap_put(u->into, op.ptr, (void *)1);
  return MlirWalkResultAdvance;
}
static void collect_key(const void *k, void *v, void *ud) { (void)v; mlirpy_ptrmap_put(ud, k, (void *)1); }

static void watch_free(erasure_watch *w) {
  mlirpy_ptrmap_free(&w->under);
  mlirpy_ptrmap_free(&w->before);
  Py_CLEAR(w->ctx);
  PyMem_Free(w);
}
static erasure_watch *watch_begin(PyMlirContext *ctx, MlirOperation root) {
  erasure_watch *w = PyMem_Calloc(1, sizeof *w);
  if (!w) { PyErr_NoMemory(); return NULL; }
  w->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  w->root = root;
  collect_ud u = {&w->under, &ctx->live_ops};
  if (ctx->live_ops.count) mlirOperationWalk(root, collect_walked, &u, MlirWalkPreOrder);
  mlirpy_ptrmap_foreach(&ctx->live_ops, collect_key, &w->before);
  return w;
}

typedef struct { erasure_watch *w; mlirpy_ptrmap *alive; PyObject *drop; } drop_ud;
static void select_erased(const void *k, void *v, void *ud) {
  drop_ud *u = ud;
  PyMlirOperation *op = v;
  if (op->owned || mlirpy_ptrmap_get(u->alive, k)) return;
  if (!mlirpy_ptrmap_get(&u->w->under, k) && mlirpy_ptrmap_get(&u->w->before, k)) return;
  PyObject *key = PyLong_FromVoidPtr((void *)k);
  if (key) { PyList_Append(u->drop, key); Py_DECREF(key); }
}
/* Invalidates what the run erased and frees the watch; -1 with an exception
 * only when out of memory. */
static int watch_end(erasure_watch *w) {
  PyMlirContext *ctx = w->ctx;
  mlirpy_ptrmap alive = {0};
  collect_ud u = {&alive, NULL};
  if (ctx->live_ops.count) mlirOperationWalk(w->root, collect_walked, &u, MlirWalkPreOrder);
  drop_ud d = {w, &alive, PyList_New(0)};
  int rc = d.drop ? 0 : -1;
  if (d.drop) {
    mlirpy_ptrmap_foreach(&ctx->live_ops, select_erased, &d);
    for (Py_ssize_t i = 0, n = PyList_Size(d.drop); i < n; ++i) {
      void *k = PyLong_AsVoidPtr(PyList_GetItem(d.drop, i));
      PyMlirOperation *op = mlirpy_ptrmap_get(&ctx->live_ops, k);
      if (op) { op->valid = 0; mlirpy_ptrmap_del(&ctx->live_ops, k); }
    }
    Py_DECREF(d.drop);
  }
  mlirpy_ptrmap_free(&alive);
  watch_free(w);
  return rc;
}

#define WATCH_CAPSULE "mlir.rewrite._ErasureWatch"
static void watch_capsule_free(PyObject *cap) {
  erasure_watch *w = PyCapsule_GetPointer(cap, WATCH_CAPSULE);
  if (w) watch_free(w);
}
/* _watch_erasures(op) -> capsule; _invalidate_erased(capsule): the watch for
 * code outside this module (mlir.passmanager's run). */
static PyObject *watch_erasures(PyObject *m, PyObject *opobj) {
  PyMlirOperation *op = mlirpy_get_op(mlirpy_state_from_module(m), opobj, "operation");
  if (!op) return NULL;
  erasure_watch *w = watch_begin(op->ctx, op->op);
  if (!w) return NULL;
  PyObject *cap = PyCapsule_New(w, WATCH_CAPSULE, watch_capsule_free);
  if (!cap) watch_free(w);
  return cap;
}
static PyObject *invalidate_erased(PyObject *m, PyObject *cap) {
  (void)m;
  erasure_watch *w = PyCapsule_GetPointer(cap, WATCH_CAPSULE);
  if (!w) return NULL;
  if (PyCapsule_SetDestructor(cap, NULL) < 0) return NULL;
  if (PyCapsule_SetPointer(cap, (void *)1) < 0) return NULL; /* a second call is refused */
  PyCapsule_SetName(cap, "mlir.rewrite._ErasureWatch(ended)");
  if (watch_end(w) < 0) return NULL;
  Py_RETURN_NONE;
}

/* ---- PDLModule ------------------------------------------------------------------- */
static PyObject *pdl_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"module", NULL};
  PyObject *mobj;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:PDLModule", kw, &mobj)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  if (!st) return NULL;
  PyMlirContext *ctx; MlirOperation mop;
  if (get_module_op(st, mobj, &ctx, &mop, "module") < 0) return NULL;
  int found = 0;
  MlirRegion r = mlirOperationGetRegion(mop, 0);
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b) && !found; b = mlirBlockGetNextInRegion(b))
    for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
      if (op_is_named(o, "pdl.pattern")) { found = 1; break; }
  if (!found) {
    PyErr_SetString(PyExc_ValueError, "module: holds no pdl.pattern operation (load the pdl dialect and "
                                      "put the patterns at the top level of the module)");
    return NULL;
  }
  /* The PDL-to-PDLInterp lowering run by freeze() aborts the process on
   * invalid input: verify here and raise instead. */
  PyObject *prev = mlirpy_capture_begin(ctx);
  bool ok = mlirOperationVerify(mop);
  PyObject *caps = mlirpy_capture_end(ctx, prev);
  if (!ok) return mlirpy_raise_mlir_error(ctx, "PDL module failed to verify", caps);
  Py_XDECREF(caps);
  MlirModule clone = mlirModuleFromOperation(mlirOperationClone(mop));
  if (mlirModuleIsNull(clone)) { PyErr_SetString(PyExc_RuntimeError, "could not clone the module"); return NULL; }
  PyPDLModule *self = (PyPDLModule *)mlirpy_alloc(t);
  if (!self) { mlirModuleDestroy(clone); return NULL; }
  self->mod = clone;
  self->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  self->rewrites = PyDict_New();
  self->constraints = PyDict_New();
  if (!self->rewrites || !self->constraints) { Py_DECREF(self); return NULL; }
  return (PyObject *)self;
}
static PyObject *frozen_new_from(PyMlirContext *ctx, MlirFrozenRewritePatternSet s, PyObject *natives) {
  PyFrozenSet *f = (PyFrozenSet *)mlirpy_alloc(ctx->st->FrozenRewritePatternSet);
  if (!f) { mlirFrozenRewritePatternSetDestroy(s); Py_XDECREF(natives); return NULL; }
  f->set = s;
  f->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  f->natives = natives;
  return (PyObject *)f;
}

/* PDL's bytecode calls a native function by name without checking that it
 * is registered (an unknown name calls another function, or none): every
 * name the patterns call must be registered before they are frozen. */
typedef struct { PyPDLModule *p; PyObject *missing; } natives_check;
static MlirWalkResult check_native_call(MlirOperation op, void *ud) {
  natives_check *c = ud;
  int rewrite = op_is_named(op, "pdl.apply_native_rewrite") || op_is_named(op, "pdl.rewrite");
  if (!rewrite && !op_is_named(op, "pdl.apply_native_constraint")) return MlirWalkResultAdvance;
  MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("name"));
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name)) return MlirWalkResultAdvance;
  PyObject *key = mlirpy_from_strref(mlirStringAttrGetValue(name));
  if (!key) { PyErr_Clear(); return MlirWalkResultAdvance; }
  if (!PyDict_GetItem(rewrite ? c->p->rewrites : c->p->constraints, key)) {
    c->missing = PyUnicode_FromFormat("freeze: the patterns call the native %s function '%U', which is not "
                                      "registered with this PDLModule", rewrite ? "rewrite" : "constraint", key);
    Py_DECREF(key);
    return MlirWalkResultInterrupt;
  }
  Py_DECREF(key);
  return MlirWalkResultAdvance;
}
static int check_natives(PyPDLModule *p) {
  natives_check c = {p, NULL};
  mlirOperationWalk(mlirModuleGetOperation(p->mod), check_native_call, &c, MlirWalkPreOrder);
  if (!c.missing) return 0;
  PyErr_SetObject(PyExc_ValueError, c.missing);
  Py_DECREF(c.missing);
  return -1;
}
#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
static MlirLogicalResult call_native(MlirPatternRewriter rewriter, MlirPDLResultList results, size_t n,
                                     MlirPDLValue *values, void *ud);
/* Registers the native functions into `pm`; the list of their user data
 * (the frozen set keeps them alive), or NULL with an exception. */
static PyObject *register_natives(PyPDLModule *p, MlirPDLPatternModule pm) {
  PyObject *kept = PyList_New(0), *name, *fn;
  for (int constraint = 0; kept && constraint < 2; ++constraint) {
    Py_ssize_t pos = 0;
    while (PyDict_Next(constraint ? p->constraints : p->rewrites, &pos, &name, &fn)) {
      const char *data;
      Py_ssize_t len;
      PyObject *keep = NULL;
      if (mlirpy_str(name, &data, &len, &keep) < 0 || PyList_Append(kept, fn) < 0) {
        Py_XDECREF(keep);
        Py_CLEAR(kept);
        break;
      }
      MlirStringRef n = mlirStringRefCreate(data, (size_t)len);
      if (constraint) mlirPDLPatternModuleRegisterConstraintFunction(pm, n, call_native, fn);
      else mlirPDLPatternModuleRegisterRewriteFunction(pm, n, call_native, fn);
      Py_XDECREF(keep);
    }
  }
  return kept;
}
#endif
static PyObject *pdl_freeze(PyObject *self, PyObject *u) {
  (void)u;
  PyPDLModule *p = (PyPDLModule *)self;
  PyObject *natives = NULL;
  if (check_natives(p) < 0) return NULL;
  MlirModule copy = mlirModuleFromOperation(mlirOperationClone(mlirModuleGetOperation(p->mod)));
  MlirPDLPatternModule pm = mlirPDLPatternModuleFromModule(copy); /* takes `copy` */
#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
  if (!(natives = register_natives(p, pm))) { mlirPDLPatternModuleDestroy(pm); return NULL; }
#endif
  MlirRewritePatternSet set = mlirRewritePatternSetFromPDLPatternModule(pm);
  mlirPDLPatternModuleDestroy(pm); /* moved-from shell */
  PyObject *prev = mlirpy_capture_begin(p->ctx);
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  PyObject *caps = mlirpy_capture_end(p->ctx, prev);
  Py_XDECREF(caps);
  return frozen_new_from(p->ctx, frozen, natives);
}
#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
static PyObject *pdl_register(PyObject *self, PyObject *args, int constraint) {
  PyPDLModule *p = (PyPDLModule *)self;
  PyObject *name, *fn;
  if (!PyArg_ParseTuple(args, constraint ? "UO:register_constraint_function" : "UO:register_rewrite_function",
                        &name, &fn))
    return NULL;
  if (!PyCallable_Check(fn)) { PyErr_SetString(PyExc_TypeError, "fn: expected a callable"); return NULL; }
  PyObject *entry = PyTuple_Pack(2, fn, (PyObject *)p->ctx);
  int rc = entry ? PyDict_SetItem(constraint ? p->constraints : p->rewrites, name, entry) : -1;
  Py_XDECREF(entry);
  if (rc < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *pdl_register_rewrite(PyObject *self, PyObject *args) { return pdl_register(self, args, 0); }
static PyObject *pdl_register_constraint(PyObject *self, PyObject *args) { return pdl_register(self, args, 1); }
#endif
static PyObject *pdl_context(PyObject *self, void *c) { (void)c; return mlirpy_newref((PyObject *)((PyPDLModule *)self)->ctx); }
static PyObject *pdl_str(PyObject *self) {
  mlirpy_printer p = {0};
  mlirOperationPrint(mlirModuleGetOperation(((PyPDLModule *)self)->mod), mlirpy_printer_cb, &p);
  return mlirpy_printer_finish(&p);
}
static int pdl_traverse(PyObject *self, visitproc visit, void *arg) {
  PyPDLModule *p = (PyPDLModule *)self;
  Py_VISIT(p->ctx); Py_VISIT(p->rewrites); Py_VISIT(p->constraints);
  Py_VISIT(Py_TYPE(self));
  return 0;
}
static int pdl_clear(PyObject *self) {
  Py_CLEAR(((PyPDLModule *)self)->rewrites);
  Py_CLEAR(((PyPDLModule *)self)->constraints);
  return 0;
}
static void pdl_dealloc(PyObject *self) {
  PyPDLModule *p = (PyPDLModule *)self;
  PyObject_GC_UnTrack(self);
  if (p->mod.ptr) mlirModuleDestroy(p->mod);
  pdl_clear(self);
  Py_CLEAR(p->ctx);
  mlirpy_free(self);
}
static PyMethodDef pdl_methods[] = {
    {"freeze", pdl_freeze, METH_NOARGS,
     "freeze() -> FrozenRewritePatternSet (may be called again); ValueError if the patterns call a native "
     "function not registered."},
#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
    {"register_rewrite_function", pdl_register_rewrite, METH_VARARGS,
     "register_rewrite_function(name, fn): fn(rewriter, results, values) implements pdl.apply_native_rewrite "
     "`name`; it appends its results to `results` and returns None or False on success, True on failure."},
    {"register_constraint_function", pdl_register_constraint, METH_VARARGS,
     "register_constraint_function(name, fn): fn(rewriter, results, values) implements "
     "pdl.apply_native_constraint `name`; None or False: the constraint holds, True: it does not."},
#endif
    {NULL}};
static PyGetSetDef pdl_getset[] = {{"context", pdl_context, NULL, NULL, NULL}, {NULL}};
static PyType_Slot pdl_slots[] = {
    {Py_tp_new, pdl_new}, {Py_tp_methods, pdl_methods}, {Py_tp_getset, pdl_getset}, {Py_tp_str, pdl_str},
    {Py_tp_traverse, pdl_traverse}, {Py_tp_clear, pdl_clear}, {Py_tp_dealloc, pdl_dealloc},
    {Py_tp_doc, "PDLModule(module): the pdl.pattern operations of `module` (copied), ready to freeze()."},
    {0, 0}};
static PyType_Spec pdl_spec = {"mlir._mlir_libs._mlir.rewrite.PDLModule", sizeof(PyPDLModule), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, pdl_slots};

/* ---- FrozenRewritePatternSet ----------------------------------------------------- */
static PyObject *frozen_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  (void)t; (void)a; (void)k;
  PyErr_SetString(PyExc_TypeError, "FrozenRewritePatternSet: use PDLModule(...).freeze()");
  return NULL;
}
static int frozen_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyFrozenSet *)self)->ctx); Py_VISIT(((PyFrozenSet *)self)->natives); Py_VISIT(Py_TYPE(self)); return 0;
}
static void frozen_dealloc(PyObject *self) {
  PyFrozenSet *f = (PyFrozenSet *)self;
  PyObject_GC_UnTrack(self);
  if (f->set.ptr) mlirFrozenRewritePatternSetDestroy(f->set);
  Py_CLEAR(f->natives); /* after the set that calls them */
  Py_CLEAR(f->ctx);
  mlirpy_free(self);
}
static PyObject *frozen_context(PyObject *self, void *c) { (void)c; return mlirpy_newref((PyObject *)((PyFrozenSet *)self)->ctx); }
static PyObject *frozen_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new(((PyFrozenSet *)self)->set.ptr, FROZEN_CAPSULE, NULL);
}
static PyGetSetDef frozen_getset[] = {{"context", frozen_context, NULL, NULL, NULL},
                                      {"_CAPIPtr", frozen_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot frozen_slots[] = {
    {Py_tp_new, frozen_new}, {Py_tp_getset, frozen_getset}, {Py_tp_traverse, frozen_traverse},
    {Py_tp_dealloc, frozen_dealloc}, {Py_tp_doc, "A frozen set of rewrite patterns (from PDLModule.freeze())."},
    {0, 0}};
static PyType_Spec frozen_spec = {"mlir._mlir_libs._mlir.rewrite.FrozenRewritePatternSet", sizeof(PyFrozenSet), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, frozen_slots};

/* ---- IRRewriter ------------------------------------------------------------------ */
static PyObject *rw_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:IRRewriter", kw, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  PyMlirContext *ctx = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!ctx) return NULL;
  PyRewriter *self = (PyRewriter *)mlirpy_alloc(t);
  if (!self) return NULL;
  self->rw = mlirIRRewriterCreate(ctx->ctx);
  self->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  self->ip = NULL;
  return (PyObject *)self;
}
static int rw_traverse(PyObject *self, visitproc visit, void *arg) {
  PyRewriter *r = (PyRewriter *)self;
  Py_VISIT(r->ctx); Py_VISIT(r->ip); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int rw_clear(PyObject *self) { Py_CLEAR(((PyRewriter *)self)->ip); return 0; }
static void rw_dealloc(PyObject *self) {
  PyRewriter *r = (PyRewriter *)self;
  PyObject_GC_UnTrack(self);
  rw_clear(self);
  if (r->rw.ptr) mlirIRRewriterDestroy(r->rw);
  Py_CLEAR(r->ctx);
  mlirpy_free(self);
}

/* Checks the stored insertion point and sets it on the C++ rewriter (which
 * otherwise has none).  With `need`, no insertion point is an error.
 * *block gets the insertion block (null when none). */
static int rw_apply_ip(PyRewriter *r, int need, MlirBlock *block) {
  mlirRewriterBaseClearInsertionPoint(r->rw);
  block->ptr = NULL;
  if (!r->ip) {
    if (need) { PyErr_SetString(PyExc_ValueError, "the rewriter has no insertion point (set ip first)"); return -1; }
    return 0;
  }
  PyObject *b = PyObject_GetAttrString(r->ip, "block");
  if (!b) return -1;
  PyObject *ref = PyObject_GetAttrString(r->ip, "ref_operation");
  if (!ref) { Py_DECREF(b); return -1; }
  int rc = -1;
  PyMlirDependent *bd = (PyMlirDependent *)b;
  if (mlirpy_check_op(bd->op) < 0) goto done;
  MlirBlock mb = mlirpy_block(b);
  if (ref != Py_None) {
    PyMlirOperation *rop = mlirpy_get_op(r->ctx->st, ref, "insertion point");
    if (!rop) goto done;
    if (mlirOperationGetBlock(rop->op).ptr != mb.ptr) {
      PyErr_SetString(PyExc_ValueError, "the insertion point's operation is no longer in its block");
      goto done;
    }
    mlirRewriterBaseSetInsertionPointBefore(r->rw, rop->op);
  } else {
    mlirRewriterBaseSetInsertionPointToEnd(r->rw, mb);
  }
  *block = mb;
  rc = 0;
done:
  Py_DECREF(b); Py_DECREF(ref);
  return rc;
}
static PyObject *rw_get_ip(PyObject *self, void *c) {
  (void)c;
  PyRewriter *r = (PyRewriter *)self;
  return r->ip ? mlirpy_newref(r->ip) : mlirpy_none();
}
static int rw_set_ip(PyObject *self, PyObject *v, void *c) {
  (void)c;
  PyRewriter *r = (PyRewriter *)self;
  if (v && v != Py_None) {
    if (!PyObject_TypeCheck(v, r->ctx->st->InsertionPoint)) {
      PyErr_Format(PyExc_TypeError, "ip: expected mlir.ir.InsertionPoint or None, got %S", (PyObject *)Py_TYPE(v));
      return -1;
    }
    PyObject *b = PyObject_GetAttrString(v, "block");
    if (!b) return -1;
    PyMlirOperation *bop = ((PyMlirDependent *)b)->op;
    int bad = bop->ctx != r->ctx;
    Py_DECREF(b);
    if (bad) { PyErr_SetString(PyExc_ValueError, "ip: the insertion point belongs to another Context"); return -1; }
    Py_INCREF(v);
  } else {
    v = NULL;
  }
  PyObject *old = r->ip;
  r->ip = v;
  Py_XDECREF(old);
  return 0;
}
static PyObject *rw_set_ip_call(PyObject *self, const char *ctor, PyObject *arg) {
  PyRewriter *r = (PyRewriter *)self;
  PyObject *ip = ctor ? PyObject_CallMethod((PyObject *)r->ctx->st->InsertionPoint, ctor, "O", arg)
                      : PyObject_CallFunctionObjArgs((PyObject *)r->ctx->st->InsertionPoint, arg, NULL);
  if (!ip) return NULL;
  int rc = rw_set_ip(self, ip, NULL);
  Py_DECREF(ip);
  if (rc < 0) return NULL;
  Py_RETURN_NONE;
}
static int check_op_arg(PyRewriter *r, PyObject *o) { return get_op_in(r->ctx, o, "op") ? 0 : -1; }
static PyObject *rw_ip_before(PyObject *self, PyObject *op) {
  if (check_op_arg((PyRewriter *)self, op) < 0) return NULL;
  return rw_set_ip_call(self, NULL, op);
}
static PyObject *rw_ip_after(PyObject *self, PyObject *op) {
  if (check_op_arg((PyRewriter *)self, op) < 0) return NULL;
  return rw_set_ip_call(self, "after", op);
}
static PyObject *rw_ip_start(PyObject *self, PyObject *block) { return rw_set_ip_call(self, "at_block_begin", block); }
static PyObject *rw_ip_end(PyObject *self, PyObject *block) {
  if (!PyObject_TypeCheck(block, ((PyRewriter *)self)->ctx->st->Block)) {
    PyErr_Format(PyExc_TypeError, "block: expected mlir.ir.Block, got %S", (PyObject *)Py_TYPE(block));
    return NULL;
  }
  return rw_set_ip_call(self, NULL, block);
}
static PyObject *rw_clear_ip(PyObject *self, PyObject *u) {
  (void)u;
  Py_CLEAR(((PyRewriter *)self)->ip);
  Py_RETURN_NONE;
}
static PyObject *rw_insertion_block(PyObject *self, void *c) {
  (void)c;
  PyRewriter *r = (PyRewriter *)self;
  if (!r->ip) Py_RETURN_NONE;
  return PyObject_GetAttrString(r->ip, "block");
}
static PyObject *rw_context(PyObject *self, void *c) { (void)c; return mlirpy_newref((PyObject *)((PyRewriter *)self)->ctx); }

static PyObject *rw_insert(PyObject *self, PyObject *opobj) {
  PyRewriter *r = (PyRewriter *)self;
  PyMlirOperation *op = get_op_in(r->ctx, opobj, "op");
  if (!op) return NULL;
  if (!op->owned || !mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError, "op: the operation is already in a block (detach it, or use move_op_before/after)");
    return NULL;
  }
  MlirBlock b;
  if (rw_apply_ip(r, 1, &b) < 0) return NULL;
  if (is_ancestor_or_self(op->op, mlirBlockGetParentOperation(b))) {
    mlirRewriterBaseClearInsertionPoint(r->rw);
    PyErr_SetString(PyExc_ValueError, "op: cannot insert an operation into its own region");
    return NULL;
  }
  mlirRewriterBaseInsert(r->rw, op->op);
  mlirRewriterBaseClearInsertionPoint(r->rw);
  if (adopt(op) < 0) return NULL;
  return mlirpy_opview_wrap(op);
}
static PyObject *rw_clone(PyObject *self, PyObject *opobj) {
  PyRewriter *r = (PyRewriter *)self;
  PyMlirOperation *op = get_op_in(r->ctx, opobj, "op");
  if (!op) return NULL;
  MlirBlock b;
  if (rw_apply_ip(r, 0, &b) < 0) return NULL;
  MlirOperation c = mlirRewriterBaseClone(r->rw, op->op);
  mlirRewriterBaseClearInsertionPoint(r->rw);
  return wrap_new_op(r->ctx, c);
}
/* Common checks of an operation MLIR is asked to erase. */
static int check_erasable(PyRewriter *r, PyMlirOperation *op) {
  if (is_module_op(r->ctx, op->op)) {
    PyErr_SetString(PyExc_ValueError, "op: cannot erase the operation of a Module (drop the Module instead)");
    return -1;
  }
  (void)r;
  return 0;
}
/* A PatternRewriter is usable only while its pattern runs. */
static int rw_live(PyRewriter *r) {
  if (r->rw.ptr) return 0;
  PyErr_SetString(PyExc_RuntimeError, "the PatternRewriter is used outside the pattern it was given to");
  return -1;
}
static PyObject *rw_erase_op(PyObject *self, PyObject *opobj) {
  PyRewriter *r = (PyRewriter *)self;
  if (rw_live(r) < 0) return NULL;
  PyMlirOperation *op = get_op_in(r->ctx, opobj, "op");
  if (!op || check_erasable(r, op) < 0) return NULL;
  intptr_t n = mlirOperationGetNumResults(op->op);
  for (intptr_t i = 0; i < n; ++i)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op->op, i)))) {
      PyErr_Format(PyExc_ValueError, "op: result #%zd still has uses (replace them first, or use replace_op)",
                   (Py_ssize_t)i);
      return NULL;
    }
  MlirOperation o = op->op;
  forget_erased(op);
  mlirRewriterBaseEraseOp(r->rw, o);
  Py_RETURN_NONE;
}
static PyObject *rw_replace_op(PyObject *self, PyObject *args) {
  PyObject *opobj, *with;
  if (!PyArg_ParseTuple(args, "OO:replace_op", &opobj, &with)) return NULL;
  PyRewriter *r = (PyRewriter *)self;
  if (rw_live(r) < 0) return NULL;
  PyMlirOperation *op = get_op_in(r->ctx, opobj, "op");
  if (!op || check_erasable(r, op) < 0) return NULL;
  intptr_t n = mlirOperationGetNumResults(op->op);
  MlirOperation o = op->op;
  if (PyObject_TypeCheck(with, r->ctx->st->OperationBase)) {
    PyMlirOperation *nw = get_op_in(r->ctx, with, "new_op");
    if (!nw) return NULL;
    if (nw->owned || mlirBlockIsNull(mlirOperationGetBlock(nw->op))) {
      PyErr_SetString(PyExc_ValueError, "new_op: insert it into a block first (its results would outlive it)");
      return NULL;
    }
    if (is_ancestor_or_self(o, nw->op)) {
      PyErr_SetString(PyExc_ValueError, "new_op: is the replaced operation or nested in it");
      return NULL;
    }
    if (mlirOperationGetNumResults(nw->op) != n) {
      PyErr_Format(PyExc_ValueError, "new_op: has %zd results, the replaced operation %zd",
                   (Py_ssize_t)mlirOperationGetNumResults(nw->op), (Py_ssize_t)n);
      return NULL;
    }
    for (intptr_t i = 0; i < n; ++i)
      if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(o, i)),
                         mlirValueGetType(mlirOperationGetResult(nw->op, i)))) {
        PyErr_Format(PyExc_ValueError, "new_op: result #%zd has another type than the replaced result", (Py_ssize_t)i);
        return NULL;
      }
    forget_erased(op);
    mlirRewriterBaseReplaceOpWithOperation(r->rw, o, nw->op);
    Py_RETURN_NONE;
  }
  PyObject *fast = PySequence_Fast(with, "replace_op: expected a new Operation/OpView or a sequence of Values");
  if (!fast) return NULL;
  Py_ssize_t m = mlirpy_fast_size(fast);
  if (m != n) {
    PyErr_Format(PyExc_ValueError, "values: %zd given, the operation has %zd results", m, (Py_ssize_t)n);
    Py_DECREF(fast);
    return NULL;
  }
  MlirValue *vals = PyMem_Malloc(sizeof(MlirValue) * (m ? m : 1));
  if (!vals) { Py_DECREF(fast); return PyErr_NoMemory(); }
  for (Py_ssize_t i = 0; i < m; ++i) {
    if (get_value_in(r->ctx, mlirpy_fast_item(fast, i), &vals[i], "values") < 0) goto fail;
    if (is_ancestor_or_self(o, value_owner_op(vals[i]))) {
      PyErr_Format(PyExc_ValueError, "values[%zd]: is defined by the replaced operation or inside it", i);
      goto fail;
    }
    if (!mlirTypeEqual(mlirValueGetType(vals[i]), mlirValueGetType(mlirOperationGetResult(o, i)))) {
      PyErr_Format(PyExc_ValueError, "values[%zd]: has another type than the replaced result", i);
      goto fail;
    }
  }
  Py_DECREF(fast);
  forget_erased(op);
  mlirRewriterBaseReplaceOpWithValues(r->rw, o, m, vals);
  PyMem_Free(vals);
  Py_RETURN_NONE;
fail:
  PyMem_Free(vals);
  Py_DECREF(fast);
  return NULL;
}
static PyObject *rw_rauw(PyObject *self, PyObject *args) {
  PyObject *fo, *to, *except = NULL;
  if (!PyArg_ParseTuple(args, "OO|O:replace_all_uses_with", &fo, &to, &except)) return NULL;
  PyRewriter *r = (PyRewriter *)self;
  MlirValue f, t;
  if (get_value_in(r->ctx, fo, &f, "from") < 0 || get_value_in(r->ctx, to, &t, "to") < 0) return NULL;
  if (!mlirTypeEqual(mlirValueGetType(f), mlirValueGetType(t))) {
    PyErr_SetString(PyExc_ValueError, "to: has another type than `from`");
    return NULL;
  }
  if (except) {
    PyMlirOperation *e = get_op_in(r->ctx, except, "excepted_op");
    if (!e) return NULL;
    mlirRewriterBaseReplaceAllUsesExcept(r->rw, f, t, e->op);
  } else {
    mlirRewriterBaseReplaceAllUsesWith(r->rw, f, t);
  }
  Py_RETURN_NONE;
}
static PyObject *rw_rau_except(PyObject *self, PyObject *args) {
  if (PyTuple_Size(args) != 3) {
    PyErr_SetString(PyExc_TypeError, "replace_all_uses_except(from, to, excepted_op) takes 3 arguments");
    return NULL;
  }
  return rw_rauw(self, args);
}
static PyObject *rw_move(PyObject *self, PyObject *args, int before) {
  PyObject *opobj, *exobj;
  if (!PyArg_ParseTuple(args, before ? "OO:move_op_before" : "OO:move_op_after", &opobj, &exobj)) return NULL;
  PyRewriter *r = (PyRewriter *)self;
  PyMlirOperation *op = get_op_in(r->ctx, opobj, "op");
  if (!op) return NULL;
  PyMlirOperation *ex = get_op_in(r->ctx, exobj, "existing_op");
  if (!ex) return NULL;
  if (mlirBlockIsNull(mlirOperationGetBlock(op->op))) {
    PyErr_SetString(PyExc_ValueError, "op: the operation is not in a block (use insert)");
    return NULL;
  }
  if (mlirBlockIsNull(mlirOperationGetBlock(ex->op))) {
    PyErr_SetString(PyExc_ValueError, "existing_op: the operation is not in a block");
    return NULL;
  }
  if (is_ancestor_or_self(op->op, ex->op)) {
    PyErr_SetString(PyExc_ValueError, "cannot move an operation next to itself or into its own region");
    return NULL;
  }
  if (before) mlirRewriterBaseMoveOpBefore(r->rw, op->op, ex->op);
  else mlirRewriterBaseMoveOpAfter(r->rw, op->op, ex->op);
  if (adopt(op) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *rw_move_before(PyObject *self, PyObject *args) { return rw_move(self, args, 1); }
static PyObject *rw_move_after(PyObject *self, PyObject *args) { return rw_move(self, args, 0); }

static PyMethodDef rw_methods[] = {
    {"set_insertion_point_before", rw_ip_before, METH_O, "Insert before `op` from now on."},
    {"set_insertion_point_after", rw_ip_after, METH_O, "Insert after `op` from now on."},
    {"set_insertion_point_to_start", rw_ip_start, METH_O, "Insert at the start of `block`."},
    {"set_insertion_point_to_end", rw_ip_end, METH_O, "Insert at the end of `block`."},
    {"clear_insertion_point", rw_clear_ip, METH_NOARGS, "clear_insertion_point(): the rewriter stops inserting anywhere."},
    {"insert", rw_insert, METH_O, "insert(op): put a detached operation at the insertion point; returns it."},
    {"clone", rw_clone, METH_O, "clone(op): deep copy, inserted at the insertion point if there is one."},
    {"erase_op", rw_erase_op, METH_O, "erase_op(op): erase an operation whose results have no uses."},
    {"replace_op", rw_replace_op, METH_VARARGS,
     "replace_op(op, new_op | [values]): replace the results of `op` and erase it."},
    {"replace_all_uses_with", rw_rauw, METH_VARARGS, "replace_all_uses_with(from, to)"},
    {"replace_all_uses_except", rw_rau_except, METH_VARARGS, "replace_all_uses_except(from, to, excepted_op)"},
    {"move_op_before", rw_move_before, METH_VARARGS, "move_op_before(op, existing_op)"},
    {"move_op_after", rw_move_after, METH_VARARGS, "move_op_after(op, existing_op)"},
    {NULL}};
static PyGetSetDef rw_getset[] = {
    {"ip", rw_get_ip, rw_set_ip, "The insertion point (mlir.ir.InsertionPoint or None).", NULL},
    {"insertion_block", rw_insertion_block, NULL, NULL, NULL},
    {"context", rw_context, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot rw_slots[] = {
    {Py_tp_new, rw_new}, {Py_tp_methods, rw_methods}, {Py_tp_getset, rw_getset},
    {Py_tp_traverse, rw_traverse}, {Py_tp_clear, rw_clear}, {Py_tp_dealloc, rw_dealloc},
    {Py_tp_doc, "IRRewriter(context=None): the RewriterBase API of MLIR on an IRRewriter."}, {0, 0}};
static PyType_Spec rw_spec = {"mlir._mlir_libs._mlir.rewrite.IRRewriter", sizeof(PyRewriter), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, rw_slots};

#if MLIRPY_HAS_PYTHON_PATTERNS
/* ---- patterns written in Python -------------------------------------------------- */
/* RewritePatternSet.add(root, fn, benefit=1) makes an MLIR pattern whose
 * matchAndRewrite calls fn(op, rewriter): None or False is a successful
 * rewrite, anything true a failure to match (as upstream).  The pattern's
 * user data is a tuple (fn, Context), referenced once per pattern.  An
 * exception raised by fn fails the match and is raised again by the driver
 * call once it returns. */
static PyObject *pattern_error; /* (type, value, traceback) of the first exception */

static void keep_pattern_error(void) {
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyErr_NormalizeException(&t, &v, &tb);
  if (!pattern_error) pattern_error = Py_BuildValue("(OOO)", t, v ? v : Py_None, tb ? tb : Py_None);
  Py_XDECREF(t); Py_XDECREF(v); Py_XDECREF(tb);
  PyErr_Clear();
}
/* After a driver ran: raise what a pattern raised (returns -1), else 0. */
static int raise_pattern_error(void) {
  if (!pattern_error) return 0;
  PyObject *e = pattern_error, *tb = PyTuple_GetItem(e, 2);
  pattern_error = NULL;
  PyObject *t = PyTuple_GetItem(e, 0), *v = PyTuple_GetItem(e, 1);
  Py_INCREF(t); Py_INCREF(v);
  if (tb != Py_None) Py_INCREF(tb);
  PyErr_Restore(t, v, tb == Py_None ? NULL : tb);
  Py_DECREF(e);
  return -1;
}

static void pattern_construct(void *ud) {
  PyGILState_STATE g = PyGILState_Ensure();
  Py_INCREF((PyObject *)ud);
  PyGILState_Release(g);
}
static void pattern_destruct(void *ud) {
  PyGILState_STATE g = PyGILState_Ensure();
  Py_DECREF((PyObject *)ud);
  PyGILState_Release(g);
}
/* An object of class `name` of mlir.rewrite, zeroed (the class is looked up
 * in the module: a static would keep the module alive). */
static PyObject *new_rewrite_object(PyMlirContext *ctx, const char *name) {
  PyObject *sub = PyObject_GetAttrString(ctx->st->module, "rewrite");
  PyObject *cls = sub ? PyObject_GetAttrString(sub, name) : NULL;
  Py_XDECREF(sub);
  PyObject *o = cls ? mlirpy_alloc((PyTypeObject *)cls) : NULL;
  Py_XDECREF(cls);
  return o;
}
static PyRewriter *new_pattern_rewriter(PyMlirContext *ctx, MlirPatternRewriter rewriter) {
  PyRewriter *rw = (PyRewriter *)new_rewrite_object(ctx, "PatternRewriter");
  if (!rw) return NULL;
  rw->rw = mlirPatternRewriterAsBase(rewriter);
  rw->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  return rw;
}
/* What a pattern's or native function's Python callable returned (a new
 * reference, or NULL): None or false is success (as upstream). */
static MlirLogicalResult logical_result_of(PyObject *r) {
  int failed = r ? PyObject_IsTrue(r) : -1;
  Py_XDECREF(r);
  if (failed < 0) { keep_pattern_error(); return mlirLogicalResultFailure(); }
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
static MlirLogicalResult call_pattern(PyObject *fn, PyMlirContext *ctx, MlirOperation op, MlirPatternRewriter rewriter) {
  PyObject *pyop = mlirpy_opview_of(ctx, op, NULL);
  PyRewriter *rw = pyop ? new_pattern_rewriter(ctx, rewriter) : NULL;
  if (!rw) { Py_XDECREF(pyop); keep_pattern_error(); return mlirLogicalResultFailure(); }
  PyObject *r = PyObject_CallFunctionObjArgs(fn, pyop, (PyObject *)rw, NULL);
  rw->rw.ptr = NULL;
  Py_DECREF(rw);
  Py_DECREF(pyop);
  return logical_result_of(r);
}
static MlirLogicalResult pattern_match(MlirRewritePattern pattern, MlirOperation op, MlirPatternRewriter rewriter,
                                       void *ud) {
  (void)pattern;
  PyGILState_STATE g = PyGILState_Ensure();
  MlirLogicalResult r = pattern_error ? mlirLogicalResultFailure()
                                      : call_pattern(PyTuple_GetItem(ud, 0),
                                                     (PyMlirContext *)PyTuple_GetItem(ud, 1), op, rewriter);
  PyGILState_Release(g);
  return r;
}

#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
/* ---- PDL native functions written in Python ---------------------------------------- */
/* fn(rewriter, results, values): `values` are the PDL values given (Value,
 * Operation, Type or Attribute); `results` (a PDLResultList, usable only
 * during the call) takes what the function produces.  User data: (fn, Context). */
typedef struct {
  PyObject_HEAD
  MlirPDLResultList list; /* NULL once the call returned */
  PyMlirContext *ctx;     /* strong */
} PyPDLResultList;

static PyObject *pdl_value_object(PyMlirContext *ctx, MlirPDLValue v) {
  MlirValue val = mlirPDLValueAsValue(v);
  if (!mlirValueIsNull(val)) {
    PyMlirOperation *owner = mlirpy_op_wrap(ctx, value_owner_op(val), NULL);
    PyObject *r = owner ? mlirpy_value_wrap(owner, val) : NULL;
    Py_XDECREF(owner);
    return r;
  }
  MlirOperation op = mlirPDLValueAsOperation(v);
  if (!mlirOperationIsNull(op)) return mlirpy_opview_of(ctx, op, NULL);
  MlirAttribute a = mlirPDLValueAsAttribute(v);
  if (!mlirAttributeIsNull(a)) return mlirpy_attr_wrap(ctx, a);
  MlirType t = mlirPDLValueAsType(v);
  if (!mlirTypeIsNull(t)) return mlirpy_type_wrap(ctx, t);
  PyErr_SetString(PyExc_TypeError, "a PDL native function was given a range of values or types: not supported");
  return NULL;
}
static PyObject *pdl_value_list(PyMlirContext *ctx, size_t n, MlirPDLValue *values) {
  PyObject *l = PyList_New((Py_ssize_t)n);
  for (size_t i = 0; l && i < n; ++i) {
    PyObject *o = pdl_value_object(ctx, values[i]);
    if (!o) Py_CLEAR(l);
    else PyList_SetItem(l, (Py_ssize_t)i, o);
  }
  return l;
}
static MlirLogicalResult call_native_fn(PyObject *fn, PyMlirContext *ctx, MlirPatternRewriter rewriter,
                                        MlirPDLResultList results, size_t n, MlirPDLValue *values) {
  PyObject *args = pdl_value_list(ctx, n, values);
  PyPDLResultList *res = args ? (PyPDLResultList *)new_rewrite_object(ctx, "PDLResultList") : NULL;
  PyRewriter *rw = res ? new_pattern_rewriter(ctx, rewriter) : NULL;
  if (!rw) { Py_XDECREF(args); Py_XDECREF(res); keep_pattern_error(); return mlirLogicalResultFailure(); }
  res->list = results;
  res->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  PyObject *r = PyObject_CallFunctionObjArgs(fn, (PyObject *)rw, (PyObject *)res, args, NULL);
  rw->rw.ptr = NULL;
  res->list.ptr = NULL;
  Py_DECREF(rw); Py_DECREF(res); Py_DECREF(args);
  return logical_result_of(r);
}
static MlirLogicalResult call_native(MlirPatternRewriter rewriter, MlirPDLResultList results, size_t n,
                                     MlirPDLValue *values, void *ud) {
  PyGILState_STATE g = PyGILState_Ensure();
  MlirLogicalResult r = pattern_error ? mlirLogicalResultFailure()
                                      : call_native_fn(PyTuple_GetItem(ud, 0), (PyMlirContext *)PyTuple_GetItem(ud, 1),
                                                       rewriter, results, n, values);
  PyGILState_Release(g);
  return r;
}

static PyObject *results_append(PyObject *self, PyObject *x) {
  PyPDLResultList *r = (PyPDLResultList *)self;
  if (!r->list.ptr) {
    PyErr_SetString(PyExc_RuntimeError, "the PDLResultList is used outside the function it was given to");
    return NULL;
  }
  mlirpy_state *st = r->ctx->st;
  if (PyObject_TypeCheck(x, st->OperationBase)) {
    PyMlirOperation *op = get_op_in(r->ctx, x, "result");
    if (!op) return NULL;
    mlirPDLResultListPushBackOperation(r->list, op->op);
  } else if (PyObject_TypeCheck(x, st->Value)) {
    MlirValue v;
    if (get_value_in(r->ctx, x, &v, "result") < 0) return NULL;
    mlirPDLResultListPushBackValue(r->list, v);
  } else if (PyObject_TypeCheck(x, st->Type)) {
    MlirType t;
    if (mlirpy_get_type(st, x, &t, "result") < 0) return NULL;
    mlirPDLResultListPushBackType(r->list, t);
  } else if (PyObject_TypeCheck(x, st->Attribute)) {
    MlirAttribute a;
    if (mlirpy_get_attr(st, x, &a, "result") < 0) return NULL;
    mlirPDLResultListPushBackAttribute(r->list, a);
  } else {
    PyErr_Format(PyExc_TypeError, "result: expected a Value, Operation, Type or Attribute, got %S",
                 (PyObject *)Py_TYPE(x));
    return NULL;
  }
  Py_RETURN_NONE;
}
static int results_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyPDLResultList *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static void results_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyPDLResultList *)self)->ctx);
  mlirpy_free(self);
}
static PyMethodDef results_methods[] = {
    {"append", results_append, METH_O, "append(value | operation | type | attribute): one result of the function."},
    {NULL}};
static PyType_Slot results_slots[] = {
    {Py_tp_methods, results_methods}, {Py_tp_traverse, results_traverse}, {Py_tp_dealloc, results_dealloc},
    {Py_tp_doc, "The results of a PDL native function (valid while it runs)."}, {0, 0}};
static PyType_Spec results_spec = {"mlir._mlir_libs._mlir.rewrite.PDLResultList", sizeof(PyPDLResultList), 0,
                                   Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, results_slots};
#endif

/* PatternRewriter.ip: where the driver inserts (before the matched op). */
static PyObject *prw_ip(PyObject *self, void *c) {
  (void)c;
  PyRewriter *r = (PyRewriter *)self;
  if (rw_live(r) < 0) return NULL;
  MlirOperation after = mlirRewriterBaseGetOperationAfterInsertion(r->rw);
  mlirpy_state *st = r->ctx->st;
  if (!mlirOperationIsNull(after)) {
    PyObject *v = mlirpy_opview_of(r->ctx, after, NULL);
    PyObject *ip = v ? PyObject_CallFunctionObjArgs((PyObject *)st->InsertionPoint, v, NULL) : NULL;
    Py_XDECREF(v);
    return ip;
  }
  MlirBlock b = mlirRewriterBaseGetInsertionBlock(r->rw);
  if (mlirBlockIsNull(b)) Py_RETURN_NONE;
  PyMlirOperation *parent = mlirpy_op_wrap(r->ctx, mlirBlockGetParentOperation(b), NULL);
  PyObject *block = parent ? mlirpy_dependent_new(st->Block, parent, b.ptr) : NULL;
  Py_XDECREF(parent);
  PyObject *ip = block ? PyObject_CallFunctionObjArgs((PyObject *)st->InsertionPoint, block, NULL) : NULL;
  Py_XDECREF(block);
  return ip;
}
static void prw_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyRewriter *)self)->ctx);
  mlirpy_free(self);
}
static PyMethodDef prw_methods[] = {
    {"replace_op", rw_replace_op, METH_VARARGS, "replace_op(op, new_op | [values]): replace `op` and erase it."},
    {"erase_op", rw_erase_op, METH_O, "erase_op(op): erase an operation whose results have no uses."},
    {NULL}};
static PyGetSetDef prw_getset[] = {{"ip", prw_ip, NULL, "The insertion point of the rewriter.", NULL}, {NULL}};
static PyType_Slot prw_slots[] = {
    {Py_tp_methods, prw_methods}, {Py_tp_getset, prw_getset}, {Py_tp_traverse, rw_traverse},
    {Py_tp_dealloc, prw_dealloc}, {Py_tp_doc, "The rewriter a Python pattern gets (valid while it runs)."}, {0, 0}};
static PyType_Spec prw_spec = {"mlir._mlir_libs._mlir.rewrite.PatternRewriter", sizeof(PyRewriter), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, prw_slots};

typedef struct {
  PyObject_HEAD
  MlirRewritePatternSet set; /* null once frozen */
  PyMlirContext *ctx;        /* strong */
} PyPatternSet;

static PyObject *pset_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:RewritePatternSet", kw, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  PyMlirContext *ctx = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!ctx) return NULL;
  PyPatternSet *self = (PyPatternSet *)mlirpy_alloc(t);
  if (!self) return NULL;
  self->set = mlirRewritePatternSetCreate(ctx->ctx);
  self->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  return (PyObject *)self;
}
static int pset_live(PyPatternSet *p) {
  if (p->set.ptr) return 0;
  PyErr_SetString(PyExc_RuntimeError, "the RewritePatternSet was frozen");
  return -1;
}
/* The operation name of `root`: a str, or an op class's OPERATION_NAME. */
static PyObject *root_name(PyObject *root) {
  if (PyUnicode_Check(root)) return mlirpy_newref(root);
  if (PyType_Check(root) && PyObject_HasAttrString(root, "OPERATION_NAME")) {
    PyObject *n = PyObject_GetAttrString(root, "OPERATION_NAME");
    if (n && PyUnicode_Check(n)) return n;
    Py_XDECREF(n);
  }
  if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "root: expected an op class or an operation name (str)");
  return NULL;
}
static PyObject *pset_add(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"root", "fn", "benefit", NULL};
  PyObject *root, *fn;
  unsigned int benefit = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|I:add", kw, &root, &fn, &benefit)) return NULL;
  PyPatternSet *p = (PyPatternSet *)self;
  if (pset_live(p) < 0) return NULL;
  if (!PyCallable_Check(fn)) { PyErr_SetString(PyExc_TypeError, "fn: expected a callable (op, rewriter)"); return NULL; }
  PyObject *name = root_name(root);
  PyObject *bytes = name ? PyUnicode_AsUTF8String(name) : NULL;
  Py_XDECREF(name);
  PyObject *ud = bytes ? PyTuple_Pack(2, fn, (PyObject *)p->ctx) : NULL;
  if (!ud) { Py_XDECREF(bytes); return NULL; }
  MlirStringRef n = mlirStringRefCreate(PyBytes_AsString(bytes), (size_t)PyBytes_Size(bytes));
  MlirRewritePatternCallbacks cb = {pattern_construct, pattern_destruct, pattern_match};
  MlirRewritePattern pattern = mlirOpRewritePatternCreate(n, benefit, p->ctx->ctx, cb, ud, 0, NULL);
  Py_DECREF(ud); /* the pattern holds its own reference */
  Py_DECREF(bytes);
  mlirRewritePatternSetAdd(p->set, pattern);
  Py_RETURN_NONE;
}
static PyObject *pset_freeze(PyObject *self, PyObject *u) {
  (void)u;
  PyPatternSet *p = (PyPatternSet *)self;
  if (pset_live(p) < 0) return NULL;
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(p->set); /* takes the set */
  p->set.ptr = NULL;
  return frozen_new_from(p->ctx, frozen, NULL);
}
static int pset_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyPatternSet *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static void pset_dealloc(PyObject *self) {
  PyPatternSet *p = (PyPatternSet *)self;
  PyObject_GC_UnTrack(self);
  if (p->set.ptr) mlirRewritePatternSetDestroy(p->set);
  Py_CLEAR(p->ctx);
  mlirpy_free(self);
}
static PyMethodDef pset_methods[] = {
    {"add", RW_FN(pset_add), METH_VARARGS | METH_KEYWORDS,
     "add(root, fn, benefit=1): a pattern on `root` (op class or name); fn(op, rewriter) returns None when it "
     "rewrote, True when it did not match."},
    {"freeze", pset_freeze, METH_NOARGS, "freeze() -> FrozenRewritePatternSet (the set is used up)."},
    {NULL}};
static PyType_Slot pset_slots[] = {
    {Py_tp_new, pset_new}, {Py_tp_methods, pset_methods}, {Py_tp_traverse, pset_traverse},
    {Py_tp_dealloc, pset_dealloc}, {Py_tp_doc, "RewritePatternSet(context=None): patterns written in Python."}, {0, 0}};
static PyType_Spec pset_spec = {"mlir._mlir_libs._mlir.rewrite.RewritePatternSet", sizeof(PyPatternSet), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, pset_slots};
#endif

/* ---- apply_patterns_and_fold_greedily -------------------------------------------- */
static PyFrozenSet *frozen_arg(mlirpy_state *st, PyObject *sobj, PyMlirContext *ctx) {
  if (!PyObject_TypeCheck(sobj, st->FrozenRewritePatternSet)) {
    PyErr_Format(PyExc_TypeError, "set: expected mlir.rewrite.FrozenRewritePatternSet, got %S", (PyObject *)Py_TYPE(sobj));
    return NULL;
  }
  if (((PyFrozenSet *)sobj)->ctx != ctx) {
    PyErr_SetString(PyExc_ValueError, "set: the patterns belong to another Context than the IR");
    return NULL;
  }
  return (PyFrozenSet *)sobj;
}

#if MLIRPY_HAS_GREEDY_CONFIG_SETTERS
/* An int attribute of the config, or of its `value` when it is an enum. */
static int config_int(PyObject *config, const char *name, long long *out) {
  PyObject *v = PyObject_GetAttrString(config, name);
  if (v && PyObject_HasAttrString(v, "value") && !PyLong_Check(v)) {
    PyObject *inner = PyObject_GetAttrString(v, "value");
    Py_DECREF(v);
    v = inner;
  }
  if (!v) return -1;
  *out = PyLong_AsLongLong(v);
  Py_DECREF(v);
  return *out == -1 && PyErr_Occurred() ? -1 : 0;
}
/* The driver configuration from a GreedyRewriteConfig (mlir.rewrite). */
static int config_from(PyObject *config, MlirGreedyRewriteDriverConfig cfg) {
  long long iters, rewrites, top_down, folding, strictness, region, cse;
  if (config_int(config, "max_iterations", &iters) < 0 || config_int(config, "max_num_rewrites", &rewrites) < 0 ||
      config_int(config, "use_top_down_traversal", &top_down) < 0 ||
      config_int(config, "enable_folding", &folding) < 0 || config_int(config, "strictness", &strictness) < 0 ||
      config_int(config, "region_simplification_level", &region) < 0 ||
      config_int(config, "enable_constant_cse", &cse) < 0)
    return -1;
  if (strictness < 0 || strictness > 2 || region < 0 || region > 2) {
    PyErr_SetString(PyExc_ValueError, "config: strictness or region_simplification_level out of range");
    return -1;
  }
  mlirGreedyRewriteDriverConfigSetMaxIterations(cfg, iters);
  mlirGreedyRewriteDriverConfigSetMaxNumRewrites(cfg, rewrites);
  mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(cfg, top_down != 0);
  mlirGreedyRewriteDriverConfigEnableFolding(cfg, folding != 0);
  mlirGreedyRewriteDriverConfigSetStrictness(cfg, (MlirGreedyRewriteStrictness)strictness);
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(cfg, (MlirGreedySimplifyRegionLevel)region);
  mlirGreedyRewriteDriverConfigEnableConstantCSE(cfg, cse != 0);
  return 0;
}
#endif

#if MLIRPY_HAS_PYTHON_PATTERNS
/* The IR a driver runs on: a Module or any operation. */
static int get_target_op(mlirpy_state *st, PyObject *o, PyMlirContext **ctx, MlirOperation *op) {
  if (PyObject_TypeCheck(o, st->Module)) return get_module_op(st, o, ctx, op, "op");
  PyMlirOperation *p = mlirpy_get_op(st, o, "op");
  if (!p) return -1;
  *ctx = p->ctx;
  *op = p->op;
  return 0;
}
#endif

/* Runs a driver on `op`: the Python operations below it that it may erase
 * are invalidated (all of them before the run, or, when the API keeps
 * operations, only those erased, after it); what a Python pattern raised is
 * raised; else returns the driver's result in *r. */
typedef MlirLogicalResult (*driver_fn)(MlirOperation op, PyFrozenSet *set, MlirGreedyRewriteDriverConfig cfg);
static int run_driver(PyMlirContext *ctx, MlirOperation op, PyFrozenSet *set, MlirGreedyRewriteDriverConfig cfg,
                      driver_fn drive, MlirLogicalResult *r, PyObject **caps) {
  /* Folding and patterns may use the interface models of the extensions. */
  if (mlirpy_context_complete(ctx) < 0) return -1;
#if MLIRPY_HAS_KEPT_OPERATIONS
  erasure_watch *w = watch_begin(ctx, op);
  if (!w) return -1;
#else
  mlirpy_invalidate_nested(ctx, op, false);
#endif
  PyObject *prev = mlirpy_capture_begin(ctx);
  *r = drive(op, set, cfg);
  *caps = mlirpy_capture_end(ctx, prev);
  int rc = 0;
#if MLIRPY_HAS_KEPT_OPERATIONS
  rc = watch_end(w);
#endif
#if MLIRPY_HAS_PYTHON_PATTERNS
  if (rc == 0) rc = raise_pattern_error();
  else Py_CLEAR(pattern_error);
#endif
  if (rc < 0) Py_CLEAR(*caps);
  return rc;
}

static MlirLogicalResult drive_greedily(MlirOperation op, PyFrozenSet *set, MlirGreedyRewriteDriverConfig cfg) {
#if MLIRPY_HAS_PYTHON_PATTERNS
  return mlirApplyPatternsAndFoldGreedilyWithOp(op, set->set, cfg);
#else
  return mlirApplyPatternsAndFoldGreedily(mlirModuleFromOperation(op), set->set, cfg);
#endif
}

#if MLIRPY_HAS_PYTHON_PATTERNS
#define GREEDY_FORMAT "OO|O:apply_patterns_and_fold_greedily"
#else
#define GREEDY_FORMAT "OO:apply_patterns_and_fold_greedily"
#endif

static PyObject *apply_greedily(PyObject *m, PyObject *args, PyObject *kwds) {
#if MLIRPY_HAS_PYTHON_PATTERNS
  static char *kw[] = {"module", "set", "config", NULL};
#else
  static char *kw[] = {"module", "set", NULL};
#endif
  PyObject *mobj, *sobj, *config = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, GREEDY_FORMAT, kw, &mobj, &sobj, &config)) return NULL;
  mlirpy_state *st = mlirpy_state_from_module(m);
  PyMlirContext *ctx; MlirOperation mop;
#if MLIRPY_HAS_PYTHON_PATTERNS
  if (get_target_op(st, mobj, &ctx, &mop) < 0) return NULL;
#else
  if (get_module_op(st, mobj, &ctx, &mop, "module") < 0) return NULL;
#endif
  PyFrozenSet *fs = frozen_arg(st, sobj, ctx);
  if (!fs) return NULL;
#if MLIRPY_HAS_GREEDY_DRIVER_CONFIG
  /* The driver's defaults (10 iterations): failure instead of a hang when
   * patterns never converge. */
  MlirGreedyRewriteDriverConfig cfg = mlirGreedyRewriteDriverConfigCreate();
#else
  MlirGreedyRewriteDriverConfig cfg = {NULL}; /* LLVM 19 ignores it */
#endif
#if MLIRPY_HAS_GREEDY_CONFIG_SETTERS
  if (config != Py_None && config_from(config, cfg) < 0) {
    mlirGreedyRewriteDriverConfigDestroy(cfg);
    return NULL;
  }
#endif
  MlirLogicalResult r;
  PyObject *caps = NULL;
  int rc = run_driver(ctx, mop, fs, cfg, drive_greedily, &r, &caps);
#if MLIRPY_HAS_GREEDY_DRIVER_CONFIG
  mlirGreedyRewriteDriverConfigDestroy(cfg);
#endif
  if (rc < 0) return NULL;
  if (mlirLogicalResultIsFailure(r))
    return mlirpy_raise_mlir_error(ctx, "pattern application failed to converge", caps);
  Py_XDECREF(caps);
  Py_RETURN_NONE;
}

#if MLIRPY_HAS_PYTHON_PATTERNS
static MlirLogicalResult drive_walk(MlirOperation op, PyFrozenSet *set, MlirGreedyRewriteDriverConfig cfg) {
  (void)cfg;
  mlirWalkAndApplyPatterns(op, set->set);
  return mlirLogicalResultSuccess();
}
static PyObject *walk_and_apply(PyObject *m, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"op", "set", NULL};
  PyObject *oobj, *sobj;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:walk_and_apply_patterns", kw, &oobj, &sobj)) return NULL;
  mlirpy_state *st = mlirpy_state_from_module(m);
  PyMlirContext *ctx; MlirOperation op;
  if (get_target_op(st, oobj, &ctx, &op) < 0) return NULL;
  PyFrozenSet *fs = frozen_arg(st, sobj, ctx);
  if (!fs) return NULL;
  MlirLogicalResult r;
  PyObject *caps = NULL;
  MlirGreedyRewriteDriverConfig none = {NULL};
  if (run_driver(ctx, op, fs, none, drive_walk, &r, &caps) < 0) return NULL;
  Py_XDECREF(caps);
  Py_RETURN_NONE;
}
#endif

/* ---- init ------------------------------------------------------------------------ */
static PyMethodDef rewrite_functions[] = {
    {"_watch_erasures", watch_erasures, METH_O, "_watch_erasures(op): start noting what a run below `op` erases."},
    {"_invalidate_erased", invalidate_erased, METH_O,
     "_invalidate_erased(watch): invalidate the operations erased since _watch_erasures."},
    {"apply_patterns_and_fold_greedily", RW_FN(apply_greedily), METH_VARARGS | METH_KEYWORDS,
#if MLIRPY_HAS_PYTHON_PATTERNS
     "apply_patterns_and_fold_greedily(module_or_op, set, config=None): raises MLIRError when the rewrite does "
     "not converge."},
    {"walk_and_apply_patterns", RW_FN(walk_and_apply), METH_VARARGS | METH_KEYWORDS,
     "walk_and_apply_patterns(op, set): apply the patterns in one walk of `op` (no folding, no iteration)."},
#else
     "apply_patterns_and_fold_greedily(module, set): raises MLIRError when the rewrite does not converge."},
#endif
    {NULL}};

int mlirpy_init_rewrite(mlirpy_state *st) {
  PyObject *name = PyModule_GetNameObject(st->module);
  if (!name) return -1;
  PyObject *rname = PyUnicode_FromFormat("%U.rewrite", name);
  Py_DECREF(name);
  if (!rname) return -1;
  PyObject *rw = PyModule_NewObject(rname);
  Py_DECREF(rname);
  if (!rw) return -1;
  if (PyModule_AddObject(st->module, "rewrite", rw) < 0) { Py_DECREF(rw); return -1; }
  /* The functions get the _mlir module as `self` (for the state). */
  for (PyMethodDef *f = rewrite_functions; f->ml_name; ++f) {
    PyObject *fn = PyCFunction_NewEx(f, st->module, NULL);
    if (!fn || PyModule_AddObject(rw, f->ml_name, fn) < 0) { Py_XDECREF(fn); return -1; }
  }
  struct { PyType_Spec *spec; const char *name; PyTypeObject **out; } classes[] = {
      {&pdl_spec, "PDLModule", &st->PDLModule},
      {&frozen_spec, "FrozenRewritePatternSet", &st->FrozenRewritePatternSet},
      {&rw_spec, "IRRewriter", &st->IRRewriter}};
#if MLIRPY_HAS_PYTHON_PATTERNS
#if MLIRPY_HAS_PDL_NATIVE_FUNCTIONS
  enum { n_pattern_classes = 3 };
  PyType_Spec *pattern_specs[] = {&prw_spec, &pset_spec, &results_spec};
  const char *pattern_names[] = {"PatternRewriter", "RewritePatternSet", "PDLResultList"};
#else
  enum { n_pattern_classes = 2 };
  PyType_Spec *pattern_specs[] = {&prw_spec, &pset_spec};
  const char *pattern_names[] = {"PatternRewriter", "RewritePatternSet"};
#endif
  PyTypeObject *pattern_classes[n_pattern_classes] = {NULL};
  for (int i = 0; i < n_pattern_classes; ++i) {
    pattern_classes[i] = mlirpy_make_class(st, pattern_specs[i], NULL, NULL);
    if (!pattern_classes[i] || PyModule_AddObject(rw, pattern_names[i], (PyObject *)pattern_classes[i]) < 0) {
      Py_XDECREF(pattern_classes[i]);
      return -1;
    }
  }
#endif
  for (size_t i = 0; i < sizeof classes / sizeof classes[0]; ++i) {
    PyTypeObject *t = mlirpy_make_class(st, classes[i].spec, NULL, NULL);
    if (!t) return -1;
    *classes[i].out = t; /* the state's reference */
    Py_INCREF(t);
    if (PyModule_AddObject(rw, classes[i].name, (PyObject *)t) < 0) { Py_DECREF(t); return -1; }
  }
  return 0;
}
