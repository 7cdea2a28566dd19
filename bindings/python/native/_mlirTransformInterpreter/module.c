/* The `_mlirTransformInterpreter` native module, for
 * mlir.dialects.transform.interpreter: TransformOptions and the C API of the
 * transform interpreter (mlir-c/Dialect/Transform/Interpreter.h), which
 * lives in libMLIRPassesPublicAPI.  Talks to mlir.ir objects only through
 * their capsules; the Python side passes Operations (never Modules/OpViews)
 * and invalidates the Python operations the interpreter may have erased. */
#include "interop/diagnostics.h"
#include "interop/interop.h"

#include "mlir-c/Dialect/Transform/Interpreter.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

typedef struct {
  PyTypeObject *TransformOptions;
} istate;

typedef struct {
  PyObject_HEAD
  MlirTransformOptions options;
} PyTransformOptions;

static int operation_arg(PyObject *o, MlirOperation *out, const char *what) {
  int r = mlirpy_try_unwrap(o, MLIR_PYTHON_CAPSULE_OPERATION, what, &out->ptr);
  if (r == 0)
    PyErr_Format(PyExc_TypeError, "%s: expected an mlir.ir.Operation, got %R", what, (PyObject *)Py_TYPE(o));
  return r > 0 ? 0 : -1;
}

/* ---- TransformOptions ---------------------------------------------------------- */
static PyObject *opts_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  if (!PyArg_ParseTuple(args, ":TransformOptions") || (kwds && PyDict_Size(kwds))) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "TransformOptions() takes no arguments");
    return NULL;
  }
  allocfunc alloc = (allocfunc)PyType_GetSlot(t, Py_tp_alloc);
  PyTransformOptions *o = (PyTransformOptions *)alloc(t, 0);
  if (o) o->options = mlirTransformOptionsCreate();
  return (PyObject *)o;
}
static void opts_dealloc(PyObject *self) {
  PyTransformOptions *o = (PyTransformOptions *)self;
  if (o->options.ptr) mlirTransformOptionsDestroy(o->options);
  PyTypeObject *tp = Py_TYPE(self);
  ((freefunc)PyType_GetSlot(tp, Py_tp_free))(self);
  Py_DECREF(tp);
}
static PyObject *opts_get_expensive(PyObject *self, void *c) {
  (void)c;
  return PyBool_FromLong(mlirTransformOptionsGetExpensiveChecksEnabled(((PyTransformOptions *)self)->options));
}
static int opts_set_expensive(PyObject *self, PyObject *v, void *c) {
  (void)c;
  int b = v ? PyObject_IsTrue(v) : -1;
  if (b < 0) {
    if (!v) PyErr_SetString(PyExc_AttributeError, "cannot delete expensive_checks");
    return -1;
  }
  mlirTransformOptionsEnableExpensiveChecks(((PyTransformOptions *)self)->options, b);
  return 0;
}
static PyObject *opts_get_single(PyObject *self, void *c) {
  (void)c;
  return PyBool_FromLong(
      mlirTransformOptionsGetEnforceSingleTopLevelTransformOp(((PyTransformOptions *)self)->options));
}
static int opts_set_single(PyObject *self, PyObject *v, void *c) {
  (void)c;
  int b = v ? PyObject_IsTrue(v) : -1;
  if (b < 0) {
    if (!v) PyErr_SetString(PyExc_AttributeError, "cannot delete enforce_single_top_level_transform_op");
    return -1;
  }
  mlirTransformOptionsEnforceSingleTopLevelTransformOp(((PyTransformOptions *)self)->options, b);
  return 0;
}
static PyGetSetDef opts_getset[] = {
    {"expensive_checks", opts_get_expensive, opts_set_expensive,
     "Whether the interpreter runs its expensive handle-consistency checks.", NULL},
    {"enforce_single_top_level_transform_op", opts_get_single, opts_set_single,
     "Whether the transform IR must hold a single top-level transform op.", NULL},
    {NULL}};
static PyType_Slot opts_slots[] = {
    {Py_tp_new, opts_new}, {Py_tp_dealloc, opts_dealloc}, {Py_tp_getset, opts_getset},
    {Py_tp_doc, "TransformOptions(): options of the transform interpreter."}, {0, 0}};
static PyType_Spec opts_spec = {"mlir._mlir_libs._mlirTransformInterpreter.TransformOptions",
                                sizeof(PyTransformOptions), 0, Py_TPFLAGS_DEFAULT, opts_slots};

/* ---- functions -------------------------------------------------------------------- */
/* apply_named_sequence(payload_root, transform_root, transform_module, options=None)
 * The C API checks that the root is a transform op and the module a
 * builtin.module, and reports both as diagnostics. */
static PyObject *apply_named_sequence(PyObject *m, PyObject *args) {
  istate *st = PyModule_GetState(m);
  PyObject *payload_obj, *root_obj, *module_obj, *opts_obj = Py_None;
  MlirOperation payload, root, module;
  if (!PyArg_ParseTuple(args, "OOO|O:apply_named_sequence", &payload_obj, &root_obj, &module_obj, &opts_obj))
    return NULL;
  if (operation_arg(payload_obj, &payload, "payload_root") < 0 ||
      operation_arg(root_obj, &root, "transform_root") < 0 ||
      operation_arg(module_obj, &module, "transform_module") < 0)
    return NULL;
  if (opts_obj != Py_None && !PyObject_TypeCheck(opts_obj, st->TransformOptions)) {
    PyErr_Format(PyExc_TypeError, "transform_options: expected TransformOptions, got %R",
                 (PyObject *)Py_TYPE(opts_obj));
    return NULL;
  }
  MlirContext c = mlirOperationGetContext(payload);
  if (!mlirContextEqual(c, mlirOperationGetContext(root)) || !mlirContextEqual(c, mlirOperationGetContext(module))) {
    PyErr_SetString(PyExc_ValueError, "apply_named_sequence: the operations belong to different Contexts");
    return NULL;
  }
  MlirTransformOptions options =
      opts_obj == Py_None ? mlirTransformOptionsCreate() : ((PyTransformOptions *)opts_obj)->options;
  mlirpy_printer text = {0};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_errors, &text, NULL);
  MlirLogicalResult r = mlirTransformApplyNamedSequence(payload, root, module, options);
  mlirContextDetachDiagnosticHandler(c, id);
  if (opts_obj == Py_None) mlirTransformOptionsDestroy(options);
  if (mlirLogicalResultIsFailure(r))
    return mlirpy_raise_with_text(PyExc_ValueError, "Failed to apply named transform sequence",
                                  mlirpy_printer_take(&text));
  mlirpy_printer_clear(&text);
  Py_RETURN_NONE;
}

/* Whether `op` has the SymbolTable trait (mergeSymbolsInto only asserts it). */
static int is_symbol_table(MlirOperation op) {
  MlirSymbolTable t = mlirSymbolTableCreate(op);
  if (mlirSymbolTableIsNull(t)) return 0;
  mlirSymbolTableDestroy(t);
  return 1;
}

/* copy_symbols_and_merge_into(target, other): clones `other` and merges its
 * symbols into `target`. */
static PyObject *copy_symbols_and_merge_into(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *target_obj, *other_obj;
  MlirOperation target, other;
  if (!PyArg_ParseTuple(args, "OO:copy_symbols_and_merge_into", &target_obj, &other_obj)) return NULL;
  if (operation_arg(target_obj, &target, "target") < 0 || operation_arg(other_obj, &other, "other") < 0) return NULL;
  if (!is_symbol_table(target) || !is_symbol_table(other)) {
    PyErr_SetString(PyExc_ValueError, "copy_symbols_and_merge_into: both operations must be symbol tables "
                                      "(e.g. builtin.module)");
    return NULL;
  }
  if (mlirOperationEqual(target, other)) {
    PyErr_SetString(PyExc_ValueError, "copy_symbols_and_merge_into: cannot merge an operation into itself");
    return NULL;
  }
  MlirContext c = mlirOperationGetContext(target);
  if (!mlirContextEqual(c, mlirOperationGetContext(other))) {
    PyErr_SetString(PyExc_ValueError, "copy_symbols_and_merge_into: the operations belong to different Contexts");
    return NULL;
  }
  mlirpy_printer text = {0};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_errors, &text, NULL);
  MlirLogicalResult r = mlirMergeSymbolsIntoFromClone(target, other);
  mlirContextDetachDiagnosticHandler(c, id);
  if (mlirLogicalResultIsFailure(r))
    return mlirpy_raise_with_text(PyExc_ValueError, "Failed to merge symbols", mlirpy_printer_take(&text));
  mlirpy_printer_clear(&text);
  Py_RETURN_NONE;
}

static PyMethodDef functions[] = {
    {"apply_named_sequence", apply_named_sequence, METH_VARARGS,
     "apply_named_sequence(payload_root, transform_root, transform_module, transform_options=None): runs the "
     "transform interpreter (Operations); ValueError with the diagnostics on failure."},
    {"copy_symbols_and_merge_into", copy_symbols_and_merge_into, METH_VARARGS,
     "copy_symbols_and_merge_into(target, other): merges a clone of other's symbols into target (Operations); "
     "ValueError with the diagnostics on failure."},
    {NULL, NULL, 0, NULL}};

static int interp_exec(PyObject *m) {
  istate *st = PyModule_GetState(m);
  st->TransformOptions = (PyTypeObject *)PyType_FromSpec(&opts_spec);
  if (!st->TransformOptions) return -1;
  Py_INCREF(st->TransformOptions);
  if (PyModule_AddObject(m, "TransformOptions", (PyObject *)st->TransformOptions) < 0) {
    Py_DECREF(st->TransformOptions);
    return -1;
  }
  return 0;
}
static int interp_traverse(PyObject *m, visitproc visit, void *arg) {
  istate *st = PyModule_GetState(m);
  Py_VISIT(st->TransformOptions);
  return 0;
}
static int interp_clear(PyObject *m) {
  istate *st = PyModule_GetState(m);
  Py_CLEAR(st->TransformOptions);
  return 0;
}

static PyModuleDef_Slot slots[] = {{Py_mod_exec, (void *)interp_exec}, {0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "_mlirTransformInterpreter",
                                 "The transform interpreter (native/_mlirTransformInterpreter).", sizeof(istate),
                                 functions, slots, interp_traverse, interp_clear, NULL};

PyMODINIT_FUNC PyInit__mlirTransformInterpreter(void) { return PyModuleDef_Init(&def); }
