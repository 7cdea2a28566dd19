/* The `_mlirPasses` native module (mlir.passmanager): PassManager over the
 * pass pipelines of the Passes component.  Links libMLIRPassesPublicAPI (and
 * the Core one below it); talks to mlir.ir objects only through their
 * capsules (_CAPIPtr), as upstream documents for separate extensions. */
#include "interop/diagnostics.h"
#include "interop/nesting.h"
#include "interop/interop.h"
#include "python_pass.h"

#include <string.h>

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

typedef struct {
  PyObject *ir;        /* the mlir.ir native submodule (for MLIRError) */
  PyObject *rewrite;   /* the mlir.rewrite native submodule (the erasure watch) */
  PyTypeObject *PassManager;
  MlirDialectRegistry everything; /* every dialect and extension, made on first use */
} pstate;

typedef struct {
  PyObject_HEAD
  MlirPassManager pm;
  PyObject *context; /* the mlir.ir.Context */
} PyPassManager;

static pstate *state_of_type(PyObject *t) {
  PyObject *m = PyObject_GetAttrString(t, "_module");
  if (!m) return NULL;
  pstate *st = PyModule_GetState(m);
  Py_DECREF(m);
  return st;
}

static PyObject *resolve_context(pstate *st, PyObject *context) {
  if (context && context != Py_None) return (Py_INCREF(context), context);
  PyObject *cls = PyObject_GetAttrString(st->ir, "Context");
  if (!cls) return NULL;
  PyObject *c = PyObject_GetAttrString(cls, "current");
  Py_DECREF(cls);
  if (c == Py_None) {
    Py_DECREF(c);
    PyErr_SetString(PyExc_RuntimeError, MLIRPY_NO_CONTEXT);
    return NULL;
  }
  return c;
}

/* MLIRError("<what>:\n<diagnostics>"); steals `text` (may be NULL). */
static PyObject *raise_error(pstate *st, const char *what, PyObject *text) {
  PyObject *cls = PyObject_GetAttrString(st->ir, "MLIRError");
  if (!cls) { Py_XDECREF(text); return NULL; }
  mlirpy_raise_with_text(cls, what, text);
  Py_DECREF(cls);
  return NULL;
}

/* Passes rely on dialect extensions (external interface models: the GPU
 * target attributes' serialization, bufferization models, conversion
 * interfaces...) and on the LLVM IR translations (gpu-module-to-binary);
 * MLIR only asserts that they are registered and otherwise calls through a
 * null interface.  So a pass manager's context gets every dialect,
 * extension and translation of the build, as upstream's Context() has them
 * from the start (both the pass manager's context and, when run, the
 * operation's, a bare Context's too).  Appending what a context already has
 * costs little; the registry is built once per module. */
static void append_everything(pstate *st, MlirContext c) {
  if (!st->everything.ptr) {
    st->everything = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(st->everything);
  }
  mlirContextAppendDialectRegistry(c, st->everything);
  mlirRegisterAllLLVMTranslations(c);
}

static PyObject *pm_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"anchor_op", "context", NULL};
  const char *anchor = "any";
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|sO:PassManager", kw, &anchor, &context)) return NULL;
  pstate *st = state_of_type((PyObject *)t);
  if (!st) return NULL;
  PyObject *ctx = resolve_context(st, context);
  if (!ctx) return NULL;
  void *cp = mlirpy_unwrap(ctx, MLIR_PYTHON_CAPSULE_CONTEXT, "context");
  if (!cp) { Py_DECREF(ctx); return NULL; }
  MlirContext c = {cp};
  append_everything(st, c);
  allocfunc alloc = (allocfunc)PyType_GetSlot(t, Py_tp_alloc);
  PyPassManager *pm = (PyPassManager *)alloc(t, 0);
  if (!pm) { Py_DECREF(ctx); return NULL; }
  pm->pm = mlirPassManagerCreateOnOperation(c, mlirStringRefCreateFromCString(anchor));
  pm->context = ctx;
  return (PyObject *)pm;
}
static int pm_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyPassManager *)self)->context); Py_VISIT(Py_TYPE(self)); return 0;
}
static void pm_dealloc(PyObject *self) {
  PyPassManager *pm = (PyPassManager *)self;
  PyObject_GC_UnTrack(self);
  if (pm->pm.ptr) mlirPassManagerDestroy(pm->pm);
  Py_CLEAR(pm->context);
  PyTypeObject *tp = Py_TYPE(self);
  ((freefunc)PyType_GetSlot(tp, Py_tp_free))(self);
  Py_DECREF(tp);
}

static PyObject *mlirpy_passes_newref(PyObject *o) { Py_INCREF(o); return o; }

/* The context's MlirContext; NULL with an exception once the manager was
 * released (_testing_release). */
static MlirContext pm_ctx(PyPassManager *pm) {
  MlirContext c = {NULL};
  if (!pm->pm.ptr) {
    PyErr_SetString(PyExc_RuntimeError, "the PassManager was released (_testing_release)");
    return c;
  }
  c.ptr = mlirpy_unwrap(pm->context, MLIR_PYTHON_CAPSULE_CONTEXT, "context");
  return c;
}

/* Adds (parse = 0: mlirOpPassManagerAddPipeline) or parses (parse = 1:
 * mlirParsePassPipeline, which also sets the anchor from the text) a textual
 * pipeline; failure is a ValueError with MLIR's parser message, as upstream. */
static PyObject *pipeline_into(PyPassManager *pm, PyObject *pipeline, int parse) {
  PyObject *b = PyUnicode_AsUTF8String(pipeline);
  if (!b) return NULL;
  char *data;
  Py_ssize_t len;
  if (PyBytes_AsStringAndSize(b, &data, &len) < 0) { Py_DECREF(b); return NULL; }
  if (memchr(data, '\0', (size_t)len)) { /* MLIR's parser reads past it as if it were a letter */
    Py_DECREF(b);
    PyErr_SetString(PyExc_ValueError, "pass pipeline contains a NUL character");
    return NULL;
  }
  MlirStringRef ref = mlirStringRefCreate(data, (size_t)len);
  MlirContext c = pm_ctx(pm);
  if (!c.ptr) { Py_DECREF(b); return NULL; }
  mlirpy_printer diagnostics = {0}, parser = {0};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_errors, &diagnostics, NULL);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm->pm);
  MlirLogicalResult r = parse ? mlirParsePassPipeline(opm, ref, mlirpy_printer_cb, &parser)
                              : mlirOpPassManagerAddPipeline(opm, ref, mlirpy_printer_cb, &parser);
  mlirContextDetachDiagnosticHandler(c, id);
  Py_DECREF(b);
  PyObject *text = mlirpy_printer_take(&diagnostics), *errtext = mlirpy_printer_take(&parser);
  if (mlirLogicalResultIsFailure(r)) {
    PyObject *msg = errtext && text ? PyUnicode_FromFormat("%U\n%U", errtext, text)
                    : errtext        ? mlirpy_passes_newref(errtext)
                    : text           ? mlirpy_passes_newref(text)
                                     : PyUnicode_FromString("Failed to parse pass pipeline");
    Py_XDECREF(text); Py_XDECREF(errtext);
    if (msg) PyErr_SetObject(PyExc_ValueError, msg);
    Py_XDECREF(msg);
    return NULL;
  }
  Py_XDECREF(text); Py_XDECREF(errtext);
  Py_RETURN_NONE;
}

static PyObject *pm_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"pipeline", "context", NULL};
  PyObject *pipeline, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "U|O:parse", kw, &pipeline, &context)) return NULL;
  PyObject *a = Py_BuildValue("(s)", "any");
  PyObject *k = Py_BuildValue("{sO}", "context", context ? context : Py_None);
  PyObject *pm = a && k ? pm_new((PyTypeObject *)cls, a, k) : NULL;
  Py_XDECREF(a); Py_XDECREF(k);
  if (!pm) return NULL;
  PyObject *r = pipeline_into((PyPassManager *)pm, pipeline, 1);
  if (!r) Py_CLEAR(pm);
  Py_XDECREF(r);
  return pm;
}

/* The operation name the manager runs on: its printed pipeline up to '('. */
static PyObject *pm_anchor(PyPassManager *pm) {
  mlirpy_printer text = {0};
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm->pm), mlirpy_printer_cb, &text);
  PyObject *pipeline = mlirpy_printer_finish(&text);
  PyObject *parts = pipeline ? PyObject_CallMethod(pipeline, "partition", "s", "(") : NULL;
  Py_XDECREF(pipeline);
  PyObject *anchor = parts ? PyTuple_GetItem(parts, 0) : NULL;
  Py_XINCREF(anchor);
  Py_XDECREF(parts);
  return anchor;
}

/* add(pipeline) or add(run, name=None, argument="", description="",
 * op_name=""): textual pipeline elements, or a pass written in Python. */
static PyObject *pm_add(PyObject *self, PyObject *args, PyObject *kwds) {
  PyObject *first = PyTuple_Size(args) ? PyTuple_GetItem(args, 0) : NULL;
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
  if (first && PyUnicode_Check(first) && PyTuple_Size(args) == 1 && !kwds)
    return pipeline_into((PyPassManager *)self, first, 0);
  if (!first && kwds && PyDict_GetItemString(kwds, "pipeline")) {
    PyObject *p = PyDict_GetItemString(kwds, "pipeline");
    if (PyDict_Size(kwds) == 1 && PyUnicode_Check(p)) return pipeline_into((PyPassManager *)self, p, 0);
  }
  PyObject *anchor = pm_anchor((PyPassManager *)self);
  pstate *st = anchor ? state_of_type((PyObject *)Py_TYPE(self)) : NULL;
  PyObject *r = st ? mlirpy_add_python_pass(((PyPassManager *)self)->pm, st->ir, anchor, args, kwds) : NULL;
  Py_XDECREF(anchor);
  return r;
}

/* Runs the pipeline with the errors of both contexts captured as mlir.ir
 * Diagnostic snapshots (the operation may live in another context than the
 * pass manager's): *captured is their list, or NULL with an exception. */
static MlirLogicalResult run_capturing(PyPassManager *pm, PyObject *op, MlirOperation o, PyObject **captured) {
  PyObject *contexts[2] = {pm->context, PyObject_GetAttrString(op, "context")};
  int n = contexts[1] && contexts[1] != contexts[0] ? 2 : 1;
  PyObject *tokens[2] = {NULL, NULL};
  for (int i = 0; i < n; ++i)
    tokens[i] = PyObject_CallMethod(contexts[i], "_begin_error_capture", NULL);
  MlirLogicalResult r = mlirLogicalResultFailure();
  if (contexts[1] && tokens[0] && (n == 1 || tokens[1])) {
    mlirpy_python_pass_run_begin();
    r = mlirPassManagerRunOnOp(pm->pm, o);
  }
  *captured = PyErr_Occurred() ? NULL : PyList_New(0);
  for (int i = n - 1; i >= 0; --i) {
    if (!tokens[i]) continue;
    PyObject *errors = PyObject_CallMethod(contexts[i], "_end_error_capture", "O", tokens[i]);
    if (!errors || !*captured || PyList_SetSlice(*captured, 0, 0, errors) < 0) Py_CLEAR(*captured);
    Py_XDECREF(errors);
    Py_DECREF(tokens[i]);
  }
  Py_XDECREF(contexts[1]);
  return r;
}

#if MLIRPY_HAS_KEPT_OPERATIONS
#define RUN_FORMAT "O:run"
#define RUN_DOC "run(operation): raises MLIRError with the diagnostics on failure; the operations the passes erased become invalid"
#else
#define RUN_FORMAT "O|p:run"
#define RUN_DOC "run(operation, invalidate_ops=True): raises MLIRError with the diagnostics on failure"
#endif

/* After the run: invalidates the Python operations below `op` that passes
 * may have erased, as the API of this LLVM says (all but `op` and its
 * ancestors, or only those erased, noted by `watch`). */
static int invalidate_after_run(pstate *st, PyObject *op, PyObject *watch, int invalidate) {
  PyObject *res;
  if (watch) {
    res = PyObject_CallMethod(st->rewrite, "_invalidate_erased", "O", watch);
  } else {
    if (!invalidate) return 0;
    PyObject *ctx = PyObject_GetAttrString(op, "context");
    res = ctx ? PyObject_CallMethod(ctx, "_invalidate_operations_except", "O", op) : NULL;
    Py_XDECREF(ctx);
  }
  Py_XDECREF(res);
  return res ? 0 : -1;
}

static PyObject *pm_run(PyObject *self, PyObject *args, PyObject *kwds) {
#if MLIRPY_HAS_KEPT_OPERATIONS
  static char *kw[] = {"operation", NULL};
#else
  static char *kw[] = {"operation", "invalidate_ops", NULL};
#endif
  PyObject *opobj; int invalidate = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, RUN_FORMAT, kw, &opobj, &invalidate)) return NULL;
  PyPassManager *pm = (PyPassManager *)self;
  pstate *st = state_of_type((PyObject *)Py_TYPE(self));
  if (!st) return NULL;
  PyObject *op = PyObject_GetAttrString(opobj, "operation"); /* Module, OpView, Operation */
  if (!op) return NULL;
  void *p = mlirpy_unwrap(op, MLIR_PYTHON_CAPSULE_OPERATION, "operation");
  MlirContext c = p ? pm_ctx(pm) : (MlirContext){NULL};
  if (!c.ptr) { Py_DECREF(op); return NULL; }
  MlirOperation o = {p};
  char too_deep[256];
  if (mlirpy_ir_too_deep(o, too_deep, sizeof too_deep)) {
    Py_DECREF(op);
    return raise_error(st, "Failure while executing pass pipeline", PyUnicode_FromString(too_deep));
  }
  append_everything(st, mlirOperationGetContext(o));
  PyObject *watch = NULL;
#if MLIRPY_HAS_KEPT_OPERATIONS
  watch = PyObject_CallMethod(st->rewrite, "_watch_erasures", "O", op);
  if (!watch) { Py_DECREF(op); return NULL; }
#endif
  PyObject *captured = NULL;
  MlirLogicalResult r = run_capturing(pm, op, o, &captured);
  int raised = mlirpy_python_pass_run_end();
  PyObject *pending_type = NULL, *pending_value = NULL, *pending_tb = NULL;
  if (raised) PyErr_Fetch(&pending_type, &pending_value, &pending_tb);
  int bad = invalidate_after_run(st, op, watch, invalidate);
  Py_XDECREF(watch);
  Py_DECREF(op);
  if (raised) {
    if (bad) PyErr_Clear();
    Py_XDECREF(captured);
    PyErr_Restore(pending_type, pending_value, pending_tb);
    return NULL;
  }
  if (bad || !captured) { Py_XDECREF(captured); return NULL; }
  if (mlirLogicalResultIsSuccess(r)) { Py_DECREF(captured); Py_RETURN_NONE; }
  /* raises MLIRError: returns NULL */
  PyObject *none = PyObject_CallMethod(pm->context, "_raise_error", "sO", "Failure while executing pass pipeline", captured);
  Py_XDECREF(none);
  Py_DECREF(captured);
  return NULL;
}

static PyObject *pm_enable_verifier(PyObject *self, PyObject *v) {
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
  int b = PyObject_IsTrue(v);
  if (b < 0) return NULL;
  mlirPassManagerEnableVerifier(((PyPassManager *)self)->pm, b);
  Py_RETURN_NONE;
}
#if MLIRPY_HAS_IR_PRINTING_FLAGS
/* Printing flags from the keyword options of enable_ir_printing; NULL
 * with an exception on bad values. */
static int ir_printing_flags(MlirOpPrintingFlags flags, PyObject *elements, PyObject *resources, int debug_info,
                             int generic) {
  if (elements != Py_None) {
    long long n = PyLong_AsLongLong(elements);
    if (n == -1 && PyErr_Occurred()) return -1;
    mlirOpPrintingFlagsElideLargeElementsAttrs(flags, n);
    mlirOpPrintingFlagsElideLargeResourceString(flags, n);
  }
  if (resources != Py_None) {
    long long n = PyLong_AsLongLong(resources);
    if (n == -1 && PyErr_Occurred()) return -1;
    mlirOpPrintingFlagsElideLargeResourceString(flags, n);
  }
  if (debug_info) mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(flags);
  return 0;
}
#endif

static PyObject *pm_enable_ir_printing(PyObject *self, PyObject *args, PyObject *kwds) {
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
#if MLIRPY_HAS_IR_PRINTING_FLAGS
  static char *kw[] = {"print_before_all", "print_after_all", "print_module_scope", "print_after_change",
                       "print_after_failure", "large_elements_limit", "large_resource_limit", "enable_debug_info",
                       "print_generic_op_form", "tree_printing_dir_path", NULL};
  int before = 0, after = 1, module_scope = 0, after_change = 0, after_failure = 0, debug_info = 0, generic = 0;
  PyObject *elements = Py_None, *resources = Py_None;
  const char *tree = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|pppppOOppz:enable_ir_printing", kw, &before, &after, &module_scope,
                                   &after_change, &after_failure, &elements, &resources, &debug_info, &generic, &tree))
    return NULL;
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (ir_printing_flags(flags, elements, resources, debug_info, generic) < 0) {
    mlirOpPrintingFlagsDestroy(flags);
    return NULL;
  }
  mlirPassManagerEnableIRPrinting(((PyPassManager *)self)->pm, before, after, module_scope, after_change,
                                  after_failure, flags, mlirStringRefCreateFromCString(tree ? tree : ""));
  mlirOpPrintingFlagsDestroy(flags);
#else
  if (!PyArg_ParseTuple(args, ":enable_ir_printing") || (kwds && PyDict_Size(kwds))) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "enable_ir_printing() takes no arguments");
    return NULL;
  }
  mlirPassManagerEnableIRPrinting(((PyPassManager *)self)->pm);
#endif
  Py_RETURN_NONE;
}

#if MLIRPY_HAS_PASS_STATISTICS
static PyObject *pm_enable_timing(PyObject *self, PyObject *u) {
  (void)u;
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
  mlirPassManagerEnableTiming(((PyPassManager *)self)->pm);
  Py_RETURN_NONE;
}
/* enable_statistics(displayMode=PassDisplayMode.PIPELINE): a PassDisplayMode
 * (mlir.passmanager) or its int value. */
static PyObject *pm_enable_statistics(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"displayMode", NULL};
  PyObject *mode = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:enable_statistics", kw, &mode)) return NULL;
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
  long value = MLIR_PASS_DISPLAY_MODE_PIPELINE;
  if (mode) {
    PyObject *v = PyObject_HasAttrString(mode, "value") ? PyObject_GetAttrString(mode, "value") : (Py_INCREF(mode), mode);
    value = v ? PyLong_AsLong(v) : -1;
    Py_XDECREF(v);
    if (value == -1 && PyErr_Occurred()) return NULL;
    if (value != MLIR_PASS_DISPLAY_MODE_LIST && value != MLIR_PASS_DISPLAY_MODE_PIPELINE) {
      PyErr_SetString(PyExc_ValueError, "displayMode: expected PassDisplayMode.LIST or PassDisplayMode.PIPELINE");
      return NULL;
    }
  }
  mlirPassManagerEnableStatistics(((PyPassManager *)self)->pm, (MlirPassDisplayMode)value);
  Py_RETURN_NONE;
}
#endif
static PyObject *pm_str(PyObject *self) {
  if (!((PyPassManager *)self)->pm.ptr) return PyUnicode_FromString("<released PassManager>");
  mlirpy_printer text = {0};
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(((PyPassManager *)self)->pm), mlirpy_printer_cb, &text);
  return mlirpy_printer_finish(&text);
}
static PyObject *pm_capsule(PyObject *self, void *c) {
  (void)c;
  if (!pm_ctx((PyPassManager *)self).ptr) return NULL;
  return mlirpy_capsule_new(((PyPassManager *)self)->pm.ptr, MLIR_PYTHON_CAPSULE_PASS_MANAGER, NULL);
}
/* _testing_release(): this object stops owning the MlirPassManager (another
 * takes it with _CAPICreate); it can no longer be used. */
static PyObject *pm_testing_release(PyObject *self, PyObject *u) {
  (void)u;
  ((PyPassManager *)self)->pm.ptr = NULL;
  Py_RETURN_NONE;
}
/* _CAPICreate(capsule): owns the MlirPassManager behind the capsule, in the
 * current Context (the C API does not tell a pass manager's context). */
static PyObject *pm_capi_create(PyObject *cls, PyObject *cap) {
  void *p = mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_PASS_MANAGER, "_CAPICreate");
  if (!p) return NULL;
  pstate *st = state_of_type(cls);
  PyObject *ctx = st ? resolve_context(st, NULL) : NULL;
  if (!ctx) return NULL;
  if (ctx == Py_None) {
    Py_DECREF(ctx);
    PyErr_SetString(PyExc_ValueError, "_CAPICreate: enter the pass manager's Context first");
    return NULL;
  }
  allocfunc alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)cls, Py_tp_alloc);
  PyPassManager *pm = (PyPassManager *)alloc((PyTypeObject *)cls, 0);
  if (!pm) { Py_DECREF(ctx); return NULL; }
  pm->pm.ptr = p;
  pm->context = ctx;
  return (PyObject *)pm;
}
static PyObject *pm_context(PyObject *self, void *c) {
  (void)c; Py_INCREF(((PyPassManager *)self)->context); return ((PyPassManager *)self)->context;
}

static PyMethodDef pm_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))pm_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "PassManager.parse('builtin.module(canonicalize,cse)', context=None)"},
    {"add", (PyCFunction)(void (*)(void))pm_add, METH_VARARGS | METH_KEYWORDS,
     "add('canonicalize,cse'): append passes (textual pipeline); add(run, name=None, argument='', "
     "description='', op_name=''): append a pass written in Python, run(op, pass_) being called on each "
     "operation it runs on (pass_.signal_pass_failure() fails it)"},
    {"run", (PyCFunction)(void (*)(void))pm_run, METH_VARARGS | METH_KEYWORDS, RUN_DOC},
    {"enable_verifier", pm_enable_verifier, METH_O, "enable_verifier(enable): run the verifier after each pass (True) or not."},
    {"enable_ir_printing", (PyCFunction)(void (*)(void))pm_enable_ir_printing, METH_VARARGS | METH_KEYWORDS,
     "enable_ir_printing(...): print the IR around each pass (to stderr, or a tree of files)."},
#if MLIRPY_HAS_PASS_STATISTICS
    {"enable_timing", pm_enable_timing, METH_NOARGS, "enable_timing(): report the time each pass takes."},
    {"enable_statistics", (PyCFunction)(void (*)(void))pm_enable_statistics, METH_VARARGS | METH_KEYWORDS,
     "enable_statistics(displayMode=PassDisplayMode.PIPELINE): report the passes' statistics."},
#endif
    {"_testing_release", pm_testing_release, METH_NOARGS, "Stop owning the pass manager (testing hook)."},
    {"_CAPICreate", pm_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): a PassManager owning the MlirPassManager of `capsule`, in the current Context."},
    {NULL}};
static PyGetSetDef pm_getset[] = {{"_CAPIPtr", pm_capsule, NULL, NULL, NULL},
                                  {"context", pm_context, NULL, NULL, NULL}, {NULL}};
static PyType_Slot pm_slots[] = {
    {Py_tp_new, pm_new}, {Py_tp_methods, pm_methods}, {Py_tp_getset, pm_getset}, {Py_tp_str, pm_str},
    {Py_tp_traverse, pm_traverse}, {Py_tp_dealloc, pm_dealloc},
    {Py_tp_doc, "PassManager(anchor_op='any', context=None)"}, {0, 0}};
static PyType_Spec pm_spec = {"mlir._mlir_libs._mlirPasses.PassManager", sizeof(PyPassManager), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, pm_slots};

static PyObject *register_all_dialects(PyObject *m, PyObject *ctxobj) {
  (void)m;
  void *p = NULL;
  int is_context = mlirpy_try_unwrap(ctxobj, MLIR_PYTHON_CAPSULE_CONTEXT, "context", &p);
  if (is_context < 0) return NULL;
  if (!is_context) {
    p = mlirpy_unwrap(ctxobj, MLIR_PYTHON_CAPSULE_DIALECT_REGISTRY, "registry");
    if (!p) return NULL;
    MlirDialectRegistry r = {p};
    mlirRegisterAllDialects(r);
    Py_RETURN_NONE;
  }
  MlirContext c = {p};
  MlirDialectRegistry r = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(r);
  mlirContextAppendDialectRegistry(c, r);
  mlirDialectRegistryDestroy(r);
  Py_RETURN_NONE;
}

/* register_everything(context, *, load=True): what a new mlir.ir.Context
 * gets (mlir/_mlir_libs/__init__.py): every dialect with its extensions and
 * interfaces (one registry built once and appended to each context), the
 * translations to LLVM IR, and, unless load=False, every dialect loaded. */
static PyObject *register_everything(PyObject *m, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"context", "load", NULL};
  PyObject *ctxobj;
  int load = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|$p:register_everything", kw, &ctxobj, &load)) return NULL;
  void *p = mlirpy_unwrap(ctxobj, MLIR_PYTHON_CAPSULE_CONTEXT, "context");
  if (!p) return NULL;
  MlirContext c = {p};
  append_everything(PyModule_GetState(m), c);
  if (load) mlirContextLoadAllAvailableDialects(c);
  Py_RETURN_NONE;
}

static PyMethodDef module_functions[] = {
    {"register_all_dialects", register_all_dialects, METH_O,
     "register_all_dialects(context_or_registry): every dialect of this build"},
    {"register_everything", (PyCFunction)(void (*)(void))register_everything, METH_VARARGS | METH_KEYWORDS,
     "register_everything(context, *, load=True): every dialect, extension, interface and LLVM IR "
     "translation of this build into `context` (what mlir.ir.Context() does); load=False leaves the "
     "dialects registered but not loaded."},
    {NULL}};

static int passes_exec(PyObject *m) {
  pstate *st = PyModule_GetState(m);
  /* The ir module of the same package, found relative to this one. */
  PyObject *name = PyModule_GetNameObject(m);
  if (!name) return -1;
  PyObject *pkg = PyObject_CallMethod(name, "rpartition", "s", ".");
  Py_DECREF(name);
  if (!pkg) return -1;
  PyObject *core_name = PyUnicode_FromFormat("%U._mlir", PyTuple_GetItem(pkg, 0));
  Py_DECREF(pkg);
  if (!core_name) return -1;
  PyObject *core = PyImport_Import(core_name);
  Py_DECREF(core_name);
  if (!core) return -1;
  st->ir = PyObject_GetAttrString(core, "ir");
  st->rewrite = st->ir ? PyObject_GetAttrString(core, "rewrite") : NULL;
  Py_DECREF(core);
  if (!st->rewrite) return -1;
  if (mlirpy_python_pass_init(m) < 0) return -1;
  st->PassManager = (PyTypeObject *)PyType_FromSpec(&pm_spec);
  if (!st->PassManager) return -1;
  Py_INCREF(m);
  if (PyObject_SetAttrString((PyObject *)st->PassManager, "_module", m) < 0) { Py_DECREF(m); return -1; }
  Py_DECREF(m);
  Py_INCREF(st->PassManager);
  if (PyModule_AddObject(m, "PassManager", (PyObject *)st->PassManager) < 0) { Py_DECREF(st->PassManager); return -1; }
  mlirRegisterAllPasses();
  return 0;
}
static int passes_traverse(PyObject *m, visitproc visit, void *arg) {
  pstate *st = PyModule_GetState(m);
  if (st) { Py_VISIT(st->ir); Py_VISIT(st->rewrite); Py_VISIT(st->PassManager); }
  return 0;
}
static int passes_clear(PyObject *m) {
  pstate *st = PyModule_GetState(m);
  if (st) { Py_CLEAR(st->ir); Py_CLEAR(st->rewrite); Py_CLEAR(st->PassManager); }
  return 0;
}
static void passes_free(void *m) {
  pstate *st = PyModule_GetState((PyObject *)m);
  if (st && st->everything.ptr) {
    mlirDialectRegistryDestroy(st->everything);
    st->everything.ptr = NULL;
  }
  passes_clear((PyObject *)m);
}

static PyModuleDef_Slot passes_slots[] = {{Py_mod_exec, passes_exec}, {0, NULL}};
static struct PyModuleDef passes_def = {
    PyModuleDef_HEAD_INIT, "_mlirPasses", "mlir.passmanager (Passes component).", sizeof(pstate),
    module_functions, passes_slots, passes_traverse, passes_clear, passes_free};

PyMODINIT_FUNC PyInit__mlirPasses(void) { return PyModuleDef_Init(&passes_def); }
