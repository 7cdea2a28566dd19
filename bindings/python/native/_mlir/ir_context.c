/* mlir.ir: Context, diagnostics (MLIRError text: errors.c), DialectRegistry, dialects, TypeID (Location: ir_location.c),
 * (the class-level property helper and common slots: object.c). */
#include "_mlir/errors.h"

#include <string.h>

/* Objects that hold no Python reference but their class's: the GC must still
 * see that one, or the module's classes could never be collected. */
static int traverse_type_only(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(Py_TYPE(self));
  return 0;
}
static void dealloc_type_only(PyObject *self) {
  PyObject_GC_UnTrack(self);
  mlirpy_free(self);
}

/* ---- Diagnostic (a snapshot, safe to keep) -------------------------------- */
static PyObject *diag_snapshot(PyMlirContext *ctx, MlirDiagnostic d) {
  mlirpy_state *st = ctx->st;
  PyDiagnostic *o = (PyDiagnostic *)mlirpy_alloc(st->Diagnostic);
  if (!o) return NULL;
  o->valid = 1;
  PyObject *severity = mlirpy_enum(st, MLIRPY_ENUM_DIAGNOSTIC_SEVERITY);
  o->severity = severity ? PyObject_CallFunction(severity, "i", (int)mlirDiagnosticGetSeverity(d)) : NULL;
  o->location = mlirpy_loc_wrap(ctx, mlirDiagnosticGetLocation(d));
  mlirpy_printer p = {0};
  mlirDiagnosticPrint(d, mlirpy_printer_cb, &p);
  o->message = mlirpy_printer_finish(&p);
  intptr_t n = mlirDiagnosticGetNumNotes(d);
  o->notes = PyTuple_New(n);
  if (!o->severity || !o->location || !o->message || !o->notes) { Py_DECREF(o); return NULL; }
  for (intptr_t i = 0; i < n; ++i) {
    PyObject *note = diag_snapshot(ctx, mlirDiagnosticGetNote(d, i));
    if (!note) { Py_DECREF(o); return NULL; }
    PyTuple_SetItem(o->notes, i, note);
  }
  return (PyObject *)o;
}

static PyObject *diag_str(PyObject *self) {
  PyDiagnostic *d = (PyDiagnostic *)self;
  if (!d->valid) return PyUnicode_FromString("<Invalid Diagnostic>");
  return mlirpy_newref(d->message);
}
static PyObject *diag_repr(PyObject *self) {
  PyDiagnostic *d = (PyDiagnostic *)self;
  if (!d->valid) return PyUnicode_FromString("<Invalid Diagnostic>");
  return PyUnicode_FromFormat("<Diagnostic %S: %S: %U>", d->severity, d->location, d->message);
}

static int diag_traverse(PyObject *self, visitproc visit, void *arg) {
  PyDiagnostic *d = (PyDiagnostic *)self;
  Py_VISIT(d->severity); Py_VISIT(d->location); Py_VISIT(d->message); Py_VISIT(d->notes);
  Py_VISIT(Py_TYPE(self));
  return 0;
}
static int diag_clear(PyObject *self) {
  PyDiagnostic *d = (PyDiagnostic *)self;
  Py_CLEAR(d->severity); Py_CLEAR(d->location); Py_CLEAR(d->message); Py_CLEAR(d->notes);
  return 0;
}
/* Marks a handler's Diagnostic and its notes invalid and lets go of what
 * they hold (the location keeps the context alive). */
static void diag_invalidate(PyObject *self) {
  PyDiagnostic *d = (PyDiagnostic *)self;
  Py_ssize_t n = d->notes ? PyTuple_Size(d->notes) : 0;
  for (Py_ssize_t i = 0; i < n; ++i) diag_invalidate(PyTuple_GetItem(d->notes, i));
  d->valid = 0;
  diag_clear(self);
}
static void diag_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  diag_clear(self);
  mlirpy_free(self);
}
#define DIAG_GET(field)                                                           \
  static PyObject *diag_get_##field(PyObject *self, void *c) {                   \
    (void)c;                                                                      \
    PyDiagnostic *d = (PyDiagnostic *)self;                                       \
    if (!d->valid) {                                                              \
      PyErr_SetString(PyExc_ValueError,                                           \
                      "Diagnostic is invalid (used after its handler returned)"); \
      return NULL;                                                                \
    }                                                                             \
    return mlirpy_newref(d->field);                                               \
  }
DIAG_GET(severity) DIAG_GET(location) DIAG_GET(message) DIAG_GET(notes)
static PyGetSetDef diag_getset[] = {
    {"severity", diag_get_severity, NULL, "DiagnosticSeverity", NULL},
    {"location", diag_get_location, NULL, "Location", NULL},
    {"message", diag_get_message, NULL, "message text", NULL},
    {"notes", diag_get_notes, NULL, "tuple of attached notes (Diagnostic)", NULL},
    {NULL}};
static PyType_Slot diag_slots[] = {
    {Py_tp_str, diag_str}, {Py_tp_repr, diag_repr}, {Py_tp_traverse, diag_traverse},
    {Py_tp_clear, diag_clear}, {Py_tp_dealloc, diag_dealloc}, {Py_tp_getset, diag_getset},
    {Py_tp_doc, "A diagnostic emitted by MLIR (a copy; valid after the handler returns)."},
    {0, 0}};
static PyType_Spec diag_spec = {"mlir._mlir_libs._mlir.ir.Diagnostic", sizeof(PyDiagnostic), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, diag_slots};

/* ---- DiagnosticHandler ------------------------------------------------------ */
/* The context owns its handlers (ctx->handlers); a handler points back to
 * its context without a reference, and the context detaches every handler
 * when it dies. */
typedef struct {
  PyObject_HEAD
  PyMlirContext *ctx; /* borrowed; NULL once detached */
  PyObject *callback;
  char attached, had_error;
} PyDiagHandler;

static PyObject *dh_detach(PyObject *self, PyObject *unused) {
  (void)unused;
  PyDiagHandler *h = (PyDiagHandler *)self;
  if (h->attached && h->ctx && h->ctx->handlers) {
    Py_ssize_t n = PyList_Size(h->ctx->handlers);
    for (Py_ssize_t i = 0; i < n; ++i)
      if (PyList_GetItem(h->ctx->handlers, i) == self) {
        h->attached = 0;
        if (PyList_SetSlice(h->ctx->handlers, i, i + 1, NULL) < 0) return NULL;
        break;
      }
  }
  h->attached = 0;
  h->ctx = NULL;
  Py_RETURN_NONE;
}
static PyObject *dh_enter(PyObject *self, PyObject *u) { (void)u; return mlirpy_newref(self); }
static PyObject *dh_exit(PyObject *self, PyObject *args) { (void)args; return dh_detach(self, NULL); }
static PyObject *dh_attached(PyObject *self, void *c) { (void)c; return PyBool_FromLong(((PyDiagHandler *)self)->attached); }
static PyObject *dh_had_error(PyObject *self, void *c) { (void)c; return PyBool_FromLong(((PyDiagHandler *)self)->had_error); }
static int dh_traverse(PyObject *self, visitproc visit, void *arg) {
  PyDiagHandler *h = (PyDiagHandler *)self;
  Py_VISIT(h->callback); Py_VISIT(Py_TYPE(self));
  return 0;
}
static int dh_clear(PyObject *self) {
  PyDiagHandler *h = (PyDiagHandler *)self;
  Py_CLEAR(h->callback);
  return 0;
}
static void dh_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); dh_clear(self); mlirpy_free(self); }
static PyMethodDef dh_methods[] = {
    {"detach", dh_detach, METH_NOARGS, "Stop receiving diagnostics."},
    {"__enter__", dh_enter, METH_NOARGS, "Enters a with block; the handler is detached when it exits."},
    {"__exit__", dh_exit, METH_VARARGS, "Detaches the handler."},
    {NULL}};
static PyGetSetDef dh_getset[] = {
    {"attached", dh_attached, NULL, NULL, NULL},
    {"had_error", dh_had_error, NULL, "the callback raised an exception", NULL},
    {NULL}};
static PyType_Slot dh_slots[] = {
    {Py_tp_traverse, dh_traverse}, {Py_tp_clear, dh_clear}, {Py_tp_dealloc, dh_dealloc},
    {Py_tp_methods, dh_methods}, {Py_tp_getset, dh_getset}, {0, 0}};
static PyType_Spec dh_spec = {"mlir._mlir_libs._mlir.ir.DiagnosticHandler", sizeof(PyDiagHandler), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, dh_slots};

/* The one MLIR handler of every context we create: errors go to the capture
 * list while a call is capturing, everything else to the Python handlers
 * (innermost first); unhandled diagnostics fall through to MLIR's default
 * (stderr). */
static MlirLogicalResult context_diag_handler(MlirDiagnostic d, void *ud) {
  PyMlirContext *ctx = ud;
  PyGILState_STATE g = PyGILState_Ensure();
  PyObject *et, *ev, *tb;
  PyErr_Fetch(&et, &ev, &tb);
  int handled = 0;
  if (ctx->capture && !ctx->emit_error_diagnostics && mlirDiagnosticGetSeverity(d) == MlirDiagnosticError) {
    PyObject *snap = diag_snapshot(ctx, d);
    if (snap && PyList_Append(ctx->capture, snap) == 0) handled = 1;
    Py_XDECREF(snap);
    PyErr_Clear();
  }
  Py_ssize_t n = (!handled && ctx->handlers) ? PyList_Size(ctx->handlers) : 0;
  if (n > 0) {
    PyObject *snap = diag_snapshot(ctx, d);
    PyObject *hs = PyList_GetSlice(ctx->handlers, 0, n);
    for (Py_ssize_t i = n - 1; snap && hs && i >= 0 && !handled; --i) {
      PyDiagHandler *h = (PyDiagHandler *)PyList_GetItem(hs, i);
      PyObject *r = PyObject_CallFunctionObjArgs(h->callback, snap, NULL);
      if (!r) {
        h->had_error = 1;
        PyErr_WriteUnraisable(h->callback);
        continue;
      }
      handled = PyObject_IsTrue(r) == 1;
      Py_DECREF(r);
    }
    if (snap) diag_invalidate(snap); /* MLIR's diagnostic dies now */
    Py_XDECREF(hs); Py_XDECREF(snap);
    PyErr_Clear();
  }
  PyErr_Restore(et, ev, tb);
  PyGILState_Release(g);
  return handled ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* ---- Context ---------------------------------------------------------------- */
static void ctx_init_fields(PyMlirContext *c, mlirpy_state *st, MlirContext mc, int owned) {
  c->ctx = mc;
  c->st = st;
  c->module = mlirpy_newref(st->module);
  c->owned = owned;
  c->handlers = PyList_New(0);
  c->handler_id = mlirContextAttachDiagnosticHandler(mc, context_diag_handler, c, NULL);
  mlirpy_ptrmap_put(&st->live_contexts, mc.ptr, c);
}

PyObject *mlirpy_context_wrap(mlirpy_state *st, MlirContext mc) {
  PyObject *c = mlirpy_ptrmap_get(&st->live_contexts, mc.ptr);
  if (c) return mlirpy_newref(c);
  PyMlirContext *o = (PyMlirContext *)mlirpy_alloc(st->Context);
  if (!o) return NULL;
  ctx_init_fields(o, st, mc, 0);
  if (!o->handlers) { Py_DECREF(o); return NULL; }
  return (PyObject *)o;
}

/* Registers every dialect, extension and interface of the installed build
 * into a new context through `_mlir._register_everything(context)`, which the
 * package loader (mlir/_mlir_libs/__init__.py) installs.  1 when it left the
 * extensions for later (mlirpy_context_complete), 0, or -1 on error. */
static int register_everything(mlirpy_state *st, PyObject *ctx) {
  PyObject *fn = PyObject_GetAttrString(st->module, "_register_everything");
  if (!fn) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
    PyErr_Clear(); /* _mlir imported without the package loader */
    return 0;
  }
  PyObject *r = PyObject_CallFunctionObjArgs(fn, ctx, NULL);
  Py_DECREF(fn);
  if (!r) return -1;
  int pending = PyObject_IsTrue(r); /* True: the extensions are left for later */
  Py_DECREF(r);
  return pending;
}

static void add_if_pending(const void *k, void *v, void *list) {
  (void)k;
  PyMlirContext *c = v;
  if (!c->extensions_pending) return;
  c->extensions_pending = 0;
  if (PyList_Append(list, (PyObject *)c) < 0) PyErr_Clear(); /* out of memory: left without */
}
/* _take_pending_contexts(): the live contexts still waiting for the Passes
 * component's extensions, no longer marked (mlir/_mlir_libs/__init__.py
 * appends them). */
static PyObject *take_pending_contexts(PyObject *module, PyObject *unused) {
  (void)unused;
  PyObject *l = PyList_New(0);
  if (l) mlirpy_ptrmap_foreach(&mlirpy_state_from_module(module)->live_contexts, add_if_pending, l);
  return l;
}
static PyMethodDef context_functions[] = {
    {"_take_pending_contexts", take_pending_contexts, METH_NOARGS,
     "The live contexts that wait for the extensions of the Passes component (their mark is cleared)."},
    {NULL}};

static int ctx_use_thread_pool(PyMlirContext *c, PyObject *pool);

/* Loads the dialects named in `names`; None (upstream's default) loads every
 * dialect registered so far (those of mlir.ir.append_load_on_create_dialect
 * among them). */
static int load_dialects(PyMlirContext *c, PyObject *names) {
  if (names == Py_None) {
    mlirContextLoadAllAvailableDialects(c->ctx);
    return 0;
  }
  PyObject *f = PySequence_Fast(names, "load_on_create_dialects: expected a list of dialect names");
  if (!f) return -1;
  for (Py_ssize_t i = 0, n = mlirpy_fast_size(f); i < n; ++i) {
    const char *s; Py_ssize_t len; PyObject *keep;
    if (mlirpy_str(mlirpy_fast_item(f, i), &s, &len, &keep) < 0) { Py_DECREF(f); return -1; }
    mlirContextGetOrLoadDialect(c->ctx, mlirStringRefCreate(s, len));
    Py_DECREF(keep);
  }
  Py_DECREF(f);
  return 0;
}

/* Context(*, load_on_create_dialects=None, thread_pool=None, bare=False).
 * A subclass may take other arguments in its own __init__; only these
 * three are read here.  Registration (everything, then the init hooks)
 * loads nothing; then the dialects are loaded as load_dialects says. */
static PyObject *ctx_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)type);
  if (!st) return NULL;
  int bare = 0;
  PyObject *pool = Py_None, *load = Py_None;
  if (type == st->Context) {
    static char *kw[] = {"load_on_create_dialects", "thread_pool", "bare", NULL}; /* keywords only */
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|$OOp:Context", kw, &load, &pool, &bare)) return NULL;
  } else if (kwds) {
    PyObject *b = PyDict_GetItemString(kwds, "bare");
    if (b && (bare = PyObject_IsTrue(b)) < 0) return NULL;
    PyObject *p = PyDict_GetItemString(kwds, "thread_pool");
    if (p) pool = p;
    PyObject *l = PyDict_GetItemString(kwds, "load_on_create_dialects");
    if (l) load = l;
  }
  if (pool != Py_None && !PyObject_TypeCheck(pool, st->ThreadPool)) {
    PyErr_Format(PyExc_TypeError, "Context: thread_pool must be a ThreadPool, got %R", (PyObject *)Py_TYPE(pool));
    return NULL;
  }
  PyMlirContext *o = (PyMlirContext *)mlirpy_alloc(type);
  if (!o) return NULL;
  /* Threading off: MLIR would call our diagnostic handler from its worker
   * threads while this thread holds the GIL.  Context.enable_multithreading
   * turns it on. */
  ctx_init_fields(o, st, mlirContextCreateWithThreading(false), 1);
  if (!o->handlers) { Py_DECREF(o); return NULL; }
  o->bare = (char)bare;
  if (pool != Py_None && ctx_use_thread_pool(o, pool) < 0) { Py_DECREF(o); return NULL; }
  int pending = bare ? 0 : register_everything(st, (PyObject *)o);
  if (pending < 0) { Py_DECREF(o); return NULL; }
  Py_ssize_t n = PyList_Size(st->context_init_hooks);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *r = PyObject_CallFunctionObjArgs(PyList_GetItem(st->context_init_hooks, i), (PyObject *)o, NULL);
    if (!r) { Py_DECREF(o); return NULL; }
    Py_DECREF(r);
  }
  if (load_dialects(o, load) < 0) { Py_DECREF(o); return NULL; }
  /* Marked only now: the hooks above handle its capsule without needing more. */
  o->extensions_pending = (char)pending;
  return (PyObject *)o;
}

static void invalidate_entry(const void *k, void *v, void *ud) {
  (void)k; (void)ud;
  ((PyMlirOperation *)v)->valid = 0;
}

static int ctx_traverse(PyObject *self, visitproc visit, void *arg) {
  PyMlirContext *c = (PyMlirContext *)self;
  Py_VISIT(c->handlers); Py_VISIT(c->capture); Py_VISIT(Py_TYPE(self));
  return 0;
}
static void detach_all_handlers(PyMlirContext *c) {
  Py_ssize_t n = c->handlers ? PyList_Size(c->handlers) : 0;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyDiagHandler *h = (PyDiagHandler *)PyList_GetItem(c->handlers, i);
    h->attached = 0;
    h->ctx = NULL;
  }
}
static int ctx_clear(PyObject *self) {
  PyMlirContext *c = (PyMlirContext *)self;
  detach_all_handlers(c);
  Py_CLEAR(c->handlers); Py_CLEAR(c->capture);
  return 0;
}
static void ctx_dealloc(PyObject *self) {
  PyMlirContext *c = (PyMlirContext *)self;
  PyObject_GC_UnTrack(self);
  ctx_clear(self);
  if (c->ctx.ptr) {
    mlirContextDetachDiagnosticHandler(c->ctx, c->handler_id);
    mlirpy_ptrmap_foreach(&c->live_ops, invalidate_entry, NULL);
    mlirpy_ptrmap_del(&c->st->live_contexts, c->ctx.ptr);
    if (c->owned) mlirContextDestroy(c->ctx);
  }
  Py_CLEAR(c->thread_pool); /* after the context: it runs on the pool */
  mlirpy_ptrmap_free(&c->live_ops);
  mlirpy_ptrmap_free(&c->live_modules);
  Py_CLEAR(c->module);
  mlirpy_free(self);
}

static PyObject *ctx_enter(PyObject *self, PyObject *u) {
  (void)u;
  if (mlirpy_push(((PyMlirContext *)self)->st, self, NULL, NULL) < 0) return NULL;
  return mlirpy_newref(self);
}
static PyObject *ctx_exit(PyObject *self, PyObject *args) {
  (void)args;
  if (mlirpy_pop(((PyMlirContext *)self)->st, MLIRPY_CUR_CONTEXT, self) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *ctx_current(PyObject *module, PyObject *cls) {
  (void)cls;
  PyObject *c = mlirpy_current(mlirpy_state_from_module(module), MLIRPY_CUR_CONTEXT);
  return c ? mlirpy_newref(c) : mlirpy_none();
}
static PyMethodDef ctx_current_def = {"current", ctx_current, METH_O, "The innermost Context of a with block on this thread (None outside one)."};

static PyObject *ctx_get_allow(PyObject *self, void *c) {
  (void)c; return PyBool_FromLong(mlirContextGetAllowUnregisteredDialects(((PyMlirContext *)self)->ctx));
}
static int ctx_set_allow(PyObject *self, PyObject *v, void *c) {
  (void)c;
  if (!v) { PyErr_SetString(PyExc_AttributeError, "cannot delete"); return -1; }
  int b = PyObject_IsTrue(v);
  if (b < 0) return -1;
  mlirContextSetAllowUnregisteredDialects(((PyMlirContext *)self)->ctx, b);
  return 0;
}

static PyObject *ctx_get_emit_errors(PyObject *self, void *c) {
  (void)c; return PyBool_FromLong(((PyMlirContext *)self)->emit_error_diagnostics);
}
static int ctx_set_emit_errors(PyObject *self, PyObject *v, void *c) {
  (void)c;
  if (!v) { PyErr_SetString(PyExc_AttributeError, "cannot delete"); return -1; }
  int b = PyObject_IsTrue(v);
  if (b < 0) return -1;
  ((PyMlirContext *)self)->emit_error_diagnostics = (char)b;
  return 0;
}

static PyObject *ctx_attach_handler(PyObject *self, PyObject *cb) {
  PyMlirContext *c = (PyMlirContext *)self;
  if (!PyCallable_Check(cb)) { PyErr_SetString(PyExc_TypeError, "callback must be callable"); return NULL; }
  PyDiagHandler *h = (PyDiagHandler *)mlirpy_alloc(c->st->DiagnosticHandler);
  if (!h) return NULL;
  h->ctx = c;
  h->callback = mlirpy_newref(cb);
  h->attached = 1;
  if (PyList_Append(c->handlers, (PyObject *)h) < 0) { Py_DECREF(h); return NULL; }
  return (PyObject *)h;
}

static PyObject *ctx_enable_mt(PyObject *self, PyObject *v) {
  int b = PyObject_IsTrue(v);
  if (b < 0) return NULL;
  mlirContextEnableMultithreading(((PyMlirContext *)self)->ctx, b);
  Py_RETURN_NONE;
}

/* Runs the context on `pool` (a ThreadPool), which it keeps alive. */
static int ctx_use_thread_pool(PyMlirContext *c, PyObject *pool) {
  MlirLlvmThreadPool p;
  if (mlirpy_get_thread_pool(c->st, pool, &p) < 0) return -1;
  /* MLIR refuses a new pool while threading is on. */
  mlirContextEnableMultithreading(c->ctx, false);
  mlirContextSetThreadPool(c->ctx, p);
  PyObject *old = c->thread_pool;
  c->thread_pool = mlirpy_newref(pool);
  Py_XDECREF(old);
  return 0;
}
static PyObject *ctx_set_thread_pool(PyObject *self, PyObject *pool) {
  return ctx_use_thread_pool((PyMlirContext *)self, pool) < 0 ? NULL : mlirpy_none();
}
#if MLIRPY_HAS_CONTEXT_THREAD_QUERIES
static PyObject *ctx_num_threads(PyObject *self, PyObject *u) {
  (void)u; return PyLong_FromUnsignedLong(mlirContextGetNumThreads(((PyMlirContext *)self)->ctx));
}
static PyObject *ctx_thread_pool_ptr(PyObject *self, PyObject *u) {
  (void)u; return PyUnicode_FromFormat("%p", mlirContextGetThreadPool(((PyMlirContext *)self)->ctx).ptr);
}
#endif

static PyObject *ctx_is_registered_op(PyObject *self, PyObject *name) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  PyMlirContext *c = (PyMlirContext *)self;
  bool r = mlirContextIsRegisteredOperation(c->ctx, mlirStringRefCreate(s, n));
  int completed = r ? 0 : mlirpy_context_complete(c); /* an extension's op, perhaps */
  if (completed > 0) r = mlirContextIsRegisteredOperation(c->ctx, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  return completed < 0 ? NULL : PyBool_FromLong(r);
}

static PyObject *ctx_load_all(PyObject *self, PyObject *u) {
  (void)u;
  mlirContextLoadAllAvailableDialects(((PyMlirContext *)self)->ctx);
  Py_RETURN_NONE;
}

typedef struct { PyObject_HEAD MlirDialectRegistry reg; } PyRegistry;

static PyObject *ctx_append_registry(PyObject *self, PyObject *reg) {
  PyMlirContext *c = (PyMlirContext *)self;
  if (!PyObject_TypeCheck(reg, c->st->DialectRegistry)) {
    PyErr_SetString(PyExc_TypeError, "expected mlir.ir.DialectRegistry");
    return NULL;
  }
  mlirContextAppendDialectRegistry(c->ctx, ((PyRegistry *)reg)->reg);
  Py_RETURN_NONE;
}

/* What a failed dialect lookup raises: ctx.dialects.x, ctx.dialects["x"],
 * ctx.get_dialect_descriptor("x"). */
enum { LOOKUP_ATTRIBUTE, LOOKUP_INDEX, LOOKUP_VALUE };
static PyObject *dialect_descriptor(PyMlirContext *c, PyObject *name, int lookup) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  PyObject *prev = mlirpy_capture_begin(c);
  MlirDialect d = mlirContextGetOrLoadDialect(c->ctx, mlirStringRefCreate(s, n));
  PyObject *cap = mlirpy_capture_end(c, prev);
  Py_XDECREF(cap);
  Py_DECREF(keep);
  if (mlirDialectIsNull(d)) {
    PyErr_Format(lookup == LOOKUP_ATTRIBUTE ? PyExc_AttributeError
                 : lookup == LOOKUP_VALUE ? PyExc_ValueError
                                          : PyExc_IndexError,
                 "dialect '%U' is neither loaded nor registered in this context", name);
    return NULL;
  }
  return mlirpy_uniqued_new(c->st->DialectDescriptor, c, d.ptr);
}

static PyObject *ctx_get_dialect_descriptor(PyObject *self, PyObject *name) {
  return dialect_descriptor((PyMlirContext *)self, name, LOOKUP_VALUE);
}

/* Dialects container: ctx.dialects["func"], ctx.dialects.func */
typedef struct { PyObject_HEAD PyMlirContext *ctx; } PyDialects;
/* The registered Dialect class of `name` (borrowed), importing its module
 * first through `_mlir.globals` (the dialect search prefixes, see
 * mlir/_mlir_libs/__init__.py); NULL without an exception when none. */
static PyObject *dialect_class(PyMlirContext *c, PyObject *name) {
  mlirpy_state *st = c->st;
  PyObject *cls = PyDict_GetItem(st->dialect_classes, name);
  if (cls || c->bare) return cls;
  PyObject *g = PyObject_GetAttrString(st->module, "globals");
  PyObject *r = g ? PyObject_CallMethod(g, "_check_dialect_module_loaded", "O", name) : NULL;
  Py_XDECREF(g);
  if (!r) { PyErr_Clear(); return NULL; }
  Py_DECREF(r);
  return PyDict_GetItem(st->dialect_classes, name);
}
static PyObject *make_dialect(PyMlirContext *c, PyObject *name, int lookup) {
  PyObject *desc = dialect_descriptor(c, name, lookup);
  if (!desc) return NULL;
  PyObject *cls = dialect_class(c, name);
  if (!cls) cls = (PyObject *)c->st->Dialect;
  PyObject *r = PyObject_CallFunctionObjArgs(cls, desc, NULL);
  Py_DECREF(desc);
  return r;
}
static PyObject *dialects_getitem(PyObject *self, PyObject *key) {
  return make_dialect(((PyDialects *)self)->ctx, key, LOOKUP_INDEX);
}
static PyObject *dialects_getattr(PyObject *self, PyObject *name) {
  PyObject *r = PyObject_GenericGetAttr(self, name);
  if (r || !PyErr_ExceptionMatches(PyExc_AttributeError)) return r;
  PyErr_Clear();
  return make_dialect(((PyDialects *)self)->ctx, name, LOOKUP_ATTRIBUTE);
}
static int dialects_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyDialects *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static void dialects_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self); Py_CLEAR(((PyDialects *)self)->ctx); mlirpy_free(self);
}
static PyType_Slot dialects_slots[] = {
    {Py_mp_subscript, dialects_getitem}, {Py_tp_getattro, dialects_getattr},
    {Py_tp_traverse, dialects_traverse}, {Py_tp_dealloc, dialects_dealloc}, {0, 0}};
static PyType_Spec dialects_spec = {"mlir._mlir_libs._mlir.ir.Dialects", sizeof(PyDialects), 0,
                                    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, dialects_slots};

static PyObject *ctx_dialects(PyObject *self, void *c) {
  (void)c;
  PyDialects *d = (PyDialects *)mlirpy_alloc(((PyMlirContext *)self)->st->Dialects);
  if (d) d->ctx = (PyMlirContext *)mlirpy_newref(self);
  return (PyObject *)d;
}

static PyObject *ctx_capsule_quiet(PyObject *self, void *c) {
  (void)c;
  return mlirpy_capsule_new((void *)((PyMlirContext *)self)->ctx.ptr, MLIR_PYTHON_CAPSULE_CONTEXT, NULL);
}
/* Code that takes the capsule may do anything with the context, so it gets
 * everything first; this package's own modules take _mlirpy_capsule. */
static PyObject *ctx_capsule(PyObject *self, void *c) {
  if (mlirpy_context_complete((PyMlirContext *)self) < 0) return NULL;
  return ctx_capsule_quiet(self, c);
}
static PyObject *ctx_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  void *p = mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_CONTEXT, "_CAPICreate");
  if (!p) return NULL;
  MlirContext mc = {p};
  return mlirpy_context_wrap(st, mc);
}

/* The Python object of this context, looked up again through the C API
 * (testing hook: there is one Python object per MlirContext). */
static PyObject *ctx_get_context_again(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirContext *c = (PyMlirContext *)self;
  return mlirpy_context_wrap(c->st, c->ctx);
}

static PyObject *ctx_live_count(PyObject *self, PyObject *u) {
  (void)u; return PyLong_FromSize_t(((PyMlirContext *)self)->live_ops.count);
}
/* Context._get_live_count(): Python Context objects alive now (testing hook). */
static PyObject *ctx_live_contexts(PyObject *cls, PyObject *u) {
  (void)u;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  return st ? PyLong_FromSize_t(st->live_contexts.count) : NULL;
}
static void collect_live_op(const void *k, void *v, void *ud) {
  (void)k;
  PyObject *list = ud;
  if (list && PyList_Append(list, (PyObject *)v) < 0) PyErr_Clear();
}
/* The interned Operation objects of this context (testing hook). */
static PyObject *ctx_live_op_objects(PyObject *self, PyObject *u) {
  (void)u;
  PyObject *list = PyList_New(0);
  if (list) mlirpy_ptrmap_foreach(&((PyMlirContext *)self)->live_ops, collect_live_op, list);
  return list;
}
/* Invalidates and forgets every interned attached operation; returns how
 * many (testing hook: what a caller does after changing IR behind our back).
 * Detached operations owned by their Python object stay valid: they are
 * destroyed with it. */
static void collect_attached(const void *k, void *v, void *ud) {
  PyObject *list = ud;
  if (((PyMlirOperation *)v)->owned) return;
  PyObject *key = PyLong_FromVoidPtr((void *)k);
  if (!key || PyList_Append(list, key) < 0) PyErr_Clear();
  Py_XDECREF(key);
}
static PyObject *ctx_clear_live_ops(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirContext *c = (PyMlirContext *)self;
  PyObject *keys = PyList_New(0);
  if (!keys) return NULL;
  mlirpy_ptrmap_foreach(&c->live_ops, collect_attached, keys);
  Py_ssize_t n = PyList_Size(keys);
  for (Py_ssize_t i = 0; i < n; ++i) {
    void *k = PyLong_AsVoidPtr(PyList_GetItem(keys, i));
    PyMlirOperation *op = mlirpy_ptrmap_get(&c->live_ops, k);
    if (op) { op->valid = 0; mlirpy_ptrmap_del(&c->live_ops, k); }
  }
  Py_DECREF(keys);
  return PyLong_FromSsize_t(n);
}
static PyObject *ctx_live_modules(PyObject *self, PyObject *u) {
  (void)u; return PyLong_FromSize_t(((PyMlirContext *)self)->live_modules.count);
}

/* Invalidates every interned attached operation except `keep` and its
 * ancestors: used after running passes, which may erase any of them. */
typedef struct { PyMlirContext *ctx; const void **keep; size_t nkeep; PyObject *drop; } inval_ud;
static void collect_drop(const void *k, void *v, void *ud) {
  inval_ud *u = ud;
  PyMlirOperation *op = v;
  if (op->owned) return;
  for (size_t i = 0; i < u->nkeep; ++i)
    if (u->keep[i] == k) return;
  PyObject *key = PyLong_FromVoidPtr((void *)k);
  if (key) { PyList_Append(u->drop, key); Py_DECREF(key); }
}
/* Error capture for the modules beside _mlir (PassManager.run), so their
 * MLIRError lists Diagnostic snapshots as ours do: begin returns a token
 * (the capture it interrupts), end takes it back and returns the list. */
static PyObject *ctx_begin_error_capture(PyObject *self, PyObject *noargs) {
  (void)noargs;
  PyObject *prev = mlirpy_capture_begin((PyMlirContext *)self);
  if (!prev) Py_RETURN_NONE;
  return prev;
}

static PyObject *ctx_end_error_capture(PyObject *self, PyObject *token) {
  if (token != Py_None && !PyList_CheckExact(token)) {
    PyErr_SetString(PyExc_TypeError, "_end_error_capture: expected the token of _begin_error_capture");
    return NULL;
  }
  PyMlirContext *c = (PyMlirContext *)self;
  if (token != Py_None) Py_INCREF(token);
  PyObject *captured = mlirpy_capture_end(c, token == Py_None ? NULL : token);
  return captured ? captured : PyList_New(0);
}

/* _raise_error(what, diagnostics): MLIRError("<what>:\n<diagnostics>"), the
 * list as its error_diagnostics. */
static PyObject *ctx_raise_error(PyObject *self, PyObject *args) {
  PyMlirContext *c = (PyMlirContext *)self;
  const char *what;
  PyObject *diagnostics;
  if (!PyArg_ParseTuple(args, "sO!:_raise_error", &what, &PyList_Type, &diagnostics)) return NULL;
  for (Py_ssize_t i = 0; i < PyList_Size(diagnostics); ++i)
    if (!PyObject_TypeCheck(PyList_GetItem(diagnostics, i), (PyTypeObject *)c->st->Diagnostic)) {
      PyErr_SetString(PyExc_TypeError, "_raise_error: expected a list of Diagnostic");
      return NULL;
    }
  Py_INCREF(diagnostics);
  return mlirpy_raise_mlir_error(c, what, diagnostics);
}

static PyObject *ctx_invalidate_except(PyObject *self, PyObject *arg) {
  PyMlirContext *c = (PyMlirContext *)self;
  PyMlirOperation *keep = mlirpy_get_op(c->st, arg, "operation");
  if (!keep) return NULL;
  const void *anc[256]; size_t n = 0;
  for (MlirOperation o = keep->op; !mlirOperationIsNull(o) && n < 256; o = mlirOperationGetParentOperation(o))
    anc[n++] = o.ptr;
  inval_ud u = {c, anc, n, PyList_New(0)};
  if (!u.drop) return NULL;
  mlirpy_ptrmap_foreach(&c->live_ops, collect_drop, &u);
  Py_ssize_t m = PyList_Size(u.drop);
  for (Py_ssize_t i = 0; i < m; ++i) {
    void *k = PyLong_AsVoidPtr(PyList_GetItem(u.drop, i));
    PyMlirOperation *op = mlirpy_ptrmap_get(&c->live_ops, k);
    if (op) { op->valid = 0; mlirpy_ptrmap_del(&c->live_ops, k); }
  }
  Py_DECREF(u.drop);
  Py_RETURN_NONE;
}

static PyMethodDef ctx_methods[] = {
    {"__enter__", ctx_enter, METH_NOARGS, "Makes this the current Context for a with block."},
    {"__exit__", ctx_exit, METH_VARARGS, "Ends the with block of this Context."},
    {"attach_diagnostic_handler", ctx_attach_handler, METH_O,
     "attach_diagnostic_handler(callback) -> DiagnosticHandler; callback(Diagnostic) returns True when handled."},
    {"enable_multithreading", ctx_enable_mt, METH_O, "enable_multithreading(enable): lets MLIR use threads in this context, or not."},
    {"set_thread_pool", ctx_set_thread_pool, METH_O, "set_thread_pool(pool): runs this context's parallel work on a ThreadPool."},
#if MLIRPY_HAS_CONTEXT_THREAD_QUERIES
    {"get_num_threads", ctx_num_threads, METH_NOARGS, "get_num_threads(): the number of threads this context may use."},
    {"_mlir_thread_pool_ptr", ctx_thread_pool_ptr, METH_NOARGS, "_mlir_thread_pool_ptr(): the address of the context's LLVM pool, as text (testing)."},
#endif
    {"is_registered_operation", ctx_is_registered_op, METH_O, "is_registered_operation(name): whether an operation of that name is registered."},
    {"load_all_available_dialects", ctx_load_all, METH_NOARGS, "load_all_available_dialects(): loads every dialect registered in this context."},
    {"append_dialect_registry", ctx_append_registry, METH_O, "append_dialect_registry(registry): adds the dialects and extensions of a DialectRegistry."},
    {"get_dialect_descriptor", ctx_get_dialect_descriptor, METH_O, "get_dialect_descriptor(namespace): the DialectDescriptor of a loaded dialect."},
    {"_CAPICreate", ctx_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the Context of a capsule (one Python object per MlirContext)."},
    {"_get_context_again", ctx_get_context_again, METH_NOARGS, "_get_context_again(): this context looked up again through the C API (testing)."},
    {"_get_live_count", ctx_live_contexts, METH_NOARGS | METH_CLASS, "_get_live_count(): the number of live Context objects (testing)."},
    {"_get_live_operation_count", ctx_live_count, METH_NOARGS, "_get_live_operation_count(): the number of live Operation objects of this context (testing)."},
    {"_get_live_module_count", ctx_live_modules, METH_NOARGS, "_get_live_module_count(): the number of live Module objects of this context (testing)."},
    {"_get_live_operation_objects", ctx_live_op_objects, METH_NOARGS, "_get_live_operation_objects(): the live Operation objects of this context (testing)."},
    {"_clear_live_operations", ctx_clear_live_ops, METH_NOARGS, "_clear_live_operations(): invalidates the live attached Operation objects of this context (testing)."},
    {"_begin_error_capture", ctx_begin_error_capture, METH_NOARGS, "_begin_error_capture() -> token: collects this context's errors until _end_error_capture."},
    {"_end_error_capture", ctx_end_error_capture, METH_O, "_end_error_capture(token) -> list of Diagnostic collected since _begin_error_capture."},
    {"_raise_error", ctx_raise_error, METH_VARARGS, "_raise_error(what, diagnostics): raises MLIRError with them."},
    {"_invalidate_operations_except", ctx_invalidate_except, METH_O, "_invalidate_operations_except(op): invalidates the live Operation objects of this context but `op` and its ancestors."},
    {NULL}};
static PyGetSetDef ctx_getset[] = {
    {"allow_unregistered_dialects", ctx_get_allow, ctx_set_allow, NULL, NULL},
    {"dialects", ctx_dialects, NULL, "loaded/registered dialects by namespace", NULL},
    {"d", ctx_dialects, NULL, "alias of dialects", NULL},
    {"emit_error_diagnostics", ctx_get_emit_errors, ctx_set_emit_errors,
     "when True, errors go to the diagnostic handlers instead of the MLIRError raised", NULL},
    {"_CAPIPtr", ctx_capsule, NULL, NULL, NULL},
    {"_mlirpy_capsule", ctx_capsule_quiet, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot ctx_slots[] = {
    {Py_tp_new, ctx_new}, {Py_tp_traverse, ctx_traverse}, {Py_tp_clear, ctx_clear},
    {Py_tp_dealloc, ctx_dealloc}, {Py_tp_methods, ctx_methods}, {Py_tp_getset, ctx_getset},
    {Py_tp_doc, "Context(*, bare=False): an MLIR context; owns types, attributes, dialects and all IR made "
                "in it.  Every dialect, extension and interface of the installed build is registered (the "
                "extensions, in the Passes component, once the context first needs them); bare=True "
                "registers only builtin (and the dialects of imported mlir.dialects modules and loaded "
                "plugins) and maps no library."},
    {0, 0}};
static PyType_Spec ctx_spec = {"mlir._mlir_libs._mlir.ir.Context", sizeof(PyMlirContext), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, ctx_slots};

/* ---- DialectRegistry ---------------------------------------------------------- */
static PyObject *reg_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  if (!PyArg_ParseTuple(a, ":DialectRegistry") || (k && PyDict_Size(k))) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "DialectRegistry() takes no arguments");
    return NULL;
  }
  PyRegistry *r = (PyRegistry *)mlirpy_alloc(t);
  if (r) r->reg = mlirDialectRegistryCreate();
  return (PyObject *)r;
}
static void reg_dealloc(PyObject *self) {
  PyRegistry *r = (PyRegistry *)self;
  PyObject_GC_UnTrack(self);
  if (r->reg.ptr) mlirDialectRegistryDestroy(r->reg);
  mlirpy_free(self);
}
static PyObject *reg_capsule(PyObject *self, void *c) {
  (void)c;
  return mlirpy_capsule_new((void *)((PyRegistry *)self)->reg.ptr, MLIR_PYTHON_CAPSULE_DIALECT_REGISTRY, NULL);
}
static PyGetSetDef reg_getset[] = {{"_CAPIPtr", reg_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot reg_slots[] = {{Py_tp_new, reg_new}, {Py_tp_dealloc, reg_dealloc},
                                  {Py_tp_traverse, traverse_type_only}, {Py_tp_getset, reg_getset}, {0, 0}};
static PyType_Spec reg_spec = {"mlir._mlir_libs._mlir.ir.DialectRegistry", sizeof(PyRegistry), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, reg_slots};

/* ---- DialectDescriptor / Dialect ------------------------------------------------ */
static PyObject *dd_namespace(PyObject *self, void *c) {
  (void)c; MlirDialect d = {(void *)((PyMlirUniqued *)self)->ptr};
  return mlirpy_from_strref(mlirDialectGetNamespace(d));
}
static PyObject *dd_repr(PyObject *self) {
  PyObject *ns = dd_namespace(self, NULL);
  if (!ns) return NULL;
  PyObject *r = PyUnicode_FromFormat("<DialectDescriptor %U>", ns);
  Py_DECREF(ns);
  return r;
}
static PyGetSetDef dd_getset[] = {{"namespace", dd_namespace, NULL, NULL, NULL},
                                  {"context", mlirpy_uniqued_context, NULL, NULL, NULL}, {NULL}};
static PyType_Slot dd_slots[] = {
    {Py_tp_repr, dd_repr}, {Py_tp_getset, dd_getset}, {Py_tp_traverse, mlirpy_uniqued_traverse},
    {Py_tp_dealloc, mlirpy_uniqued_dealloc}, {0, 0}};
static PyType_Spec dd_spec = {"mlir._mlir_libs._mlir.ir.DialectDescriptor", sizeof(PyMlirUniqued), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, dd_slots};

typedef struct { PyObject_HEAD PyObject *descriptor; PyObject *dict; } PyDialect;
static int dialect_init(PyObject *self, PyObject *args, PyObject *kwds) {
  PyObject *desc;
  static char *kw[] = {"descriptor", NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:Dialect", kw, &desc)) return -1;
  PyObject *old = ((PyDialect *)self)->descriptor;
  ((PyDialect *)self)->descriptor = mlirpy_newref(desc);
  Py_XDECREF(old);
  return 0;
}
static PyObject *dialect_descriptor_get(PyObject *self, void *c) {
  (void)c; PyObject *d = ((PyDialect *)self)->descriptor;
  return d ? mlirpy_newref(d) : mlirpy_none();
}
static PyObject *dialect_repr(PyObject *self) {
  PyObject *d = ((PyDialect *)self)->descriptor;
  PyObject *ns = d ? PyObject_GetAttrString(d, "namespace") : NULL;
  if (!ns) { PyErr_Clear(); return PyUnicode_FromString("<Dialect>"); }
  PyObject *cls = (PyObject *)Py_TYPE(self);
  PyObject *mod = PyObject_GetAttrString(cls, "__module__");
  PyObject *qual = mod ? PyObject_GetAttrString(cls, "__qualname__") : NULL;
  PyObject *r = qual ? PyUnicode_FromFormat("<Dialect %U (class %S.%S)>", ns, mod, qual) : NULL;
  Py_XDECREF(mod); Py_XDECREF(qual); Py_DECREF(ns);
  return r;
}
static int dialect_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyDialect *)self)->descriptor); Py_VISIT(((PyDialect *)self)->dict); Py_VISIT(Py_TYPE(self)); return 0;
}
static int dialect_clear(PyObject *self) {
  Py_CLEAR(((PyDialect *)self)->descriptor); Py_CLEAR(((PyDialect *)self)->dict); return 0;
}
static void dialect_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); dialect_clear(self); mlirpy_free(self); }
static PyGetSetDef dialect_getset[] = {{"descriptor", dialect_descriptor_get, NULL, NULL, NULL}, {NULL}};
static PyType_Slot dialect_slots[] = {
    {Py_tp_init, dialect_init}, {Py_tp_new, PyType_GenericNew}, {Py_tp_repr, dialect_repr},
    {Py_tp_getset, dialect_getset}, {Py_tp_traverse, dialect_traverse}, {Py_tp_clear, dialect_clear},
    {Py_tp_dealloc, dialect_dealloc}, {0, 0}};
static PyType_Spec dialect_spec = {"mlir._mlir_libs._mlir.ir.Dialect", sizeof(PyDialect), 0,
                                   Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, dialect_slots};

/* ---- TypeID --------------------------------------------------------------------- */
typedef struct { PyObject_HEAD MlirTypeID id; } PyTypeID;
MLIRPY_INTERNAL PyObject *mlirpy_typeid_wrap(mlirpy_state *st, MlirTypeID id) {
  PyTypeID *o = (PyTypeID *)mlirpy_alloc(st->TypeID);
  if (o) o->id = id;
  return (PyObject *)o;
}
static PyObject *typeid_richcmp(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, Py_TYPE(a))) Py_RETURN_NOTIMPLEMENTED;
  int eq = mlirTypeIDEqual(((PyTypeID *)a)->id, ((PyTypeID *)b)->id);
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}
static Py_hash_t typeid_hash(PyObject *self) {
  Py_hash_t h = (Py_hash_t)mlirTypeIDHashValue(((PyTypeID *)self)->id);
  return h == -1 ? -2 : h;
}
static PyObject *typeid_repr(PyObject *self) {
  return PyUnicode_FromFormat("<TypeID %p>", ((PyTypeID *)self)->id.ptr);
}
static PyObject *typeid_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)((PyTypeID *)self)->id.ptr, MLIR_PYTHON_CAPSULE_TYPEID, NULL);
}
static PyObject *typeid_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_TYPEID, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirTypeID id = {p};
  return mlirpy_typeid_wrap(st, id);
}
static PyMethodDef typeid_methods[] = {{"_CAPICreate", typeid_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the TypeID of a capsule."}, {NULL}};
static PyGetSetDef typeid_getset[] = {{"_CAPIPtr", typeid_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot typeid_slots[] = {
    {Py_tp_richcompare, typeid_richcmp}, {Py_tp_hash, typeid_hash}, {Py_tp_repr, typeid_repr},
    {Py_tp_methods, typeid_methods}, {Py_tp_getset, typeid_getset}, {Py_tp_dealloc, dealloc_type_only},
    {Py_tp_traverse, traverse_type_only}, {0, 0}};
static PyType_Spec typeid_spec = {"mlir._mlir_libs._mlir.ir.TypeID", sizeof(PyTypeID), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, typeid_slots};

/* ---- init ------------------------------------------------------------------------ */
MLIRPY_INTERNAL int mlirpy_init_context(mlirpy_state *st) {
  if (!(st->Context = mlirpy_make_class(st, &ctx_spec, NULL, "Context"))) return -1;
  if (mlirpy_add_classprop(st, st->Context, &ctx_current_def) < 0) return -1;
  if (!(st->Diagnostic = mlirpy_make_class(st, &diag_spec, NULL, "Diagnostic"))) return -1;
  Py_INCREF(st->Diagnostic);
  PyModule_AddObject(st->ir, "DiagnosticInfo", (PyObject *)st->Diagnostic);
  if (!(st->DiagnosticHandler = mlirpy_make_class(st, &dh_spec, NULL, "DiagnosticHandler"))) return -1;
  if (!(st->Dialects = mlirpy_make_class(st, &dialects_spec, NULL, "Dialects"))) return -1;
  if (!(st->DialectRegistry = mlirpy_make_class(st, &reg_spec, NULL, "DialectRegistry"))) return -1;
  if (!(st->DialectDescriptor = mlirpy_make_class(st, &dd_spec, NULL, "DialectDescriptor"))) return -1;
  if (!(st->Dialect = mlirpy_make_class(st, &dialect_spec, NULL, "Dialect"))) return -1;
  if (!(st->TypeID = mlirpy_make_class(st, &typeid_spec, NULL, "TypeID"))) return -1;
  return PyModule_AddFunctions(st->module, context_functions);
}
