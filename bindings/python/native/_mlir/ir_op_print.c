/* mlir.ir: printing operations (Operation.print/get_asm/write_bytecode) and
 * AsmState, the reusable printer state that numbers values once. */
#include "ir_ops.h"

/* ---- AsmState ---------------------------------------------------------------------- */
typedef struct {
  PyObject_HEAD
  MlirAsmState state;
  MlirOpPrintingFlags flags;
  PyMlirOperation *op; /* the IR the state was made for; must stay valid */
} PyAsmState;

static PyObject *asm_state_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "use_local_scope", NULL};
  PyObject *target;
  int local = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|p:AsmState", kw, &target, &local)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  if (!st) return NULL;
  PyMlirOperation *op;
  MlirValue v = {NULL};
  if (PyObject_TypeCheck(target, st->Value)) {
    op = ((PyMlirDependent *)target)->op;
    if (mlirpy_check_value(target) < 0) return NULL;
    v = mlirpy_value(target);
  } else if (!(op = mlirpy_get_op(st, target, "value"))) {
    PyErr_Clear();
    PyErr_SetString(PyExc_TypeError, "AsmState: expected an Operation, OpView or Value");
    return NULL;
  }
  PyAsmState *s = (PyAsmState *)mlirpy_alloc(t);
  if (!s) return NULL;
  s->flags = mlirOpPrintingFlagsCreate();
  if (local) mlirOpPrintingFlagsUseLocalScope(s->flags);
  s->state = v.ptr ? mlirAsmStateCreateForValue(v, s->flags) : mlirAsmStateCreateForOperation(op->op, s->flags);
  s->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)s;
}
static int asm_state_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyAsmState *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void asm_state_dealloc(PyObject *self) {
  PyAsmState *s = (PyAsmState *)self;
  PyObject_GC_UnTrack(self);
  if (s->state.ptr) mlirAsmStateDestroy(s->state);
  if (s->flags.ptr) mlirOpPrintingFlagsDestroy(s->flags);
  Py_CLEAR(s->op);
  mlirpy_free(self);
}
static PyType_Slot asm_state_slots[] = {
    {Py_tp_new, asm_state_new}, {Py_tp_traverse, asm_state_traverse}, {Py_tp_dealloc, asm_state_dealloc},
    {Py_tp_doc, "AsmState(op_or_value, use_local_scope=False): printer state for Operation.print(state) "
                "and Value.get_name(state=...)."},
    {0, 0}};
static PyType_Spec asm_state_spec = {"mlir._mlir_libs._mlir.ir.AsmState", sizeof(PyAsmState), 0,
                                     Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, asm_state_slots};

int mlirpy_get_asm_state(PyMlirContext *ctx, PyObject *o, MlirAsmState *out) {
  PyObject *cls = PyObject_GetAttrString(ctx->st->ir, "AsmState");
  if (!cls) return -1;
  int ok = PyObject_TypeCheck(o, (PyTypeObject *)cls);
  Py_DECREF(cls);
  if (!ok) { PyErr_SetString(PyExc_TypeError, "state: expected mlir.ir.AsmState"); return -1; }
  PyAsmState *s = (PyAsmState *)o;
  if (mlirpy_check_op(s->op) < 0) return -1;
  if (mlirpy_same_context(ctx, s->op->ctx, "state", "AsmState") < 0) return -1;
  *out = s->state;
  return 0;
}

int mlirpy_init_asm_state(mlirpy_state *st) {
  PyTypeObject *asm_state_spec_type = mlirpy_make_class(st, &asm_state_spec, NULL, "AsmState"); /* the ir module holds it */
  if (!asm_state_spec_type) return -1;
  Py_DECREF(asm_state_spec_type);
  return 0;
}

/* ---- printing ------------------------------------------------------------------------ */
/* Writes `text` to `file` (sys.stdout when None, then with a newline). */
static PyObject *write_out(PyObject *file, PyObject *text, int newline) {
  PyObject *out = file;
  if (out == Py_None) {
    out = PySys_GetObject("stdout");
    if (!out) { Py_DECREF(text); PyErr_SetString(PyExc_RuntimeError, "no sys.stdout"); return NULL; }
  }
  PyObject *r = PyObject_CallMethod(out, "write", "O", text);
  Py_DECREF(text);
  if (!r) return NULL;
  Py_DECREF(r);
  if (newline && file == Py_None) {
    r = PyObject_CallMethod(out, "write", "s", "\n");
    if (!r) return NULL;
    Py_DECREF(r);
  }
  Py_RETURN_NONE;
}

/* print(state, file=None, binary=False): with an AsmState. */
static PyObject *print_with_state(PyMlirOperation *op, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"state", "file", "binary", NULL};
  PyObject *state, *file = Py_None;
  int binary = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|Op:print", kw, &state, &file, &binary)) return NULL;
  MlirAsmState s;
  if (mlirpy_get_asm_state(op->ctx, state, &s) < 0) return NULL;
  if (mlirpy_check_op_nesting(op->ctx, "Unable to print", op->op) < 0) return NULL;
  mlirpy_printer p = {0};
  mlirOperationPrintWithState(op->op, s, mlirpy_printer_cb, &p);
  PyObject *text = binary ? mlirpy_printer_bytes(&p) : mlirpy_printer_finish(&p);
  return text ? write_out(file, text, !binary) : NULL;
}

static char *print_kw[] = {"file", "binary", "large_elements_limit", "enable_debug_info",
                           "pretty_debug_info", "print_generic_op_form", "use_local_scope",
                           "assume_verified", "skip_regions",
#if MLIRPY_HAS_PRINT_RESOURCE_LIMIT_AND_NAME_LOC
                           "large_resource_limit", "use_name_loc_as_prefix",
#endif
                           NULL};

/* large_elements_limit / large_resource_limit: None, or an int. */
static int limit_of(PyObject *o, long *out) {
  if (o == Py_None) return 0;
  *out = PyLong_AsLong(o);
  return *out == -1 && PyErr_Occurred() ? -1 : 1;
}

PyObject *mlirpy_print_op(PyMlirOperation *op, PyObject *args, PyObject *kwds, int to_file) {
  if (to_file && PyTuple_Size(args) >= 1) {
    PyObject *cls = PyObject_GetAttrString(op->ctx->st->ir, "AsmState");
    if (!cls) return NULL;
    int is_state = PyObject_TypeCheck(PyTuple_GetItem(args, 0), (PyTypeObject *)cls);
    Py_DECREF(cls);
    if (is_state) return print_with_state(op, args, kwds);
  }
  PyObject *file = Py_None, *limit = Py_None, *resource_limit = Py_None;
  int binary = 0, debug = 0, pretty = 0, generic = 0, local = 0, assume = 0, skip = 0, name_loc = 0;
#if MLIRPY_HAS_PRINT_RESOURCE_LIMIT_AND_NAME_LOC
  if (!PyArg_ParseTupleAndKeywords(args, kwds, to_file ? "|OpOppppppOp:print" : "|$OpOppppppOp:get_asm",
                                   print_kw, &file, &binary, &limit, &debug, &pretty, &generic,
                                   &local, &assume, &skip, &resource_limit, &name_loc))
    return NULL;
#else
  if (!PyArg_ParseTupleAndKeywords(args, kwds, to_file ? "|OpOpppppp:print" : "|$OpOpppppp:get_asm",
                                   print_kw, &file, &binary, &limit, &debug, &pretty, &generic,
                                   &local, &assume, &skip))
    return NULL;
#endif
  long elements = 0, resources = 0;
  int has_elements = limit_of(limit, &elements), has_resources = limit_of(resource_limit, &resources);
  if (has_elements < 0 || has_resources < 0) return NULL;
  if (!skip && mlirpy_check_op_nesting(op->ctx, "Unable to print", op->op) < 0) return NULL;
  mlirpy_printer p = {0};
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (has_elements) mlirOpPrintingFlagsElideLargeElementsAttrs(f, elements);
  if (has_resources) mlirOpPrintingFlagsElideLargeResourceString(f, resources);
#if MLIRPY_HAS_NAME_LOC_AS_PREFIX
  if (name_loc) mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
#else
  (void)name_loc;
#endif
  if (debug || pretty) mlirOpPrintingFlagsEnableDebugInfo(f, true, pretty);
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(f);
  if (local) mlirOpPrintingFlagsUseLocalScope(f);
  if (assume) mlirOpPrintingFlagsAssumeVerified(f);
  if (skip) mlirOpPrintingFlagsSkipRegions(f);
  mlirOperationPrintWithFlags(op->op, f, mlirpy_printer_cb, &p);
  mlirOpPrintingFlagsDestroy(f);
  /* binary: the text as UTF-8 bytes. */
  PyObject *text = binary ? mlirpy_printer_bytes(&p) : mlirpy_printer_finish(&p);
  if (!text || !to_file) return text;
  return write_out(file, text, !binary);
}

/* `bytes` to `file`: a binary file object, or a path (str or os.PathLike)
 * opened, written and closed here. */
static int write_bytes(PyObject *file, PyObject *bytes) {
  int is_path = PyUnicode_Check(file) || PyObject_HasAttrString(file, "__fspath__");
  PyObject *io = is_path ? PyImport_ImportModule("io") : NULL;
  PyObject *out = is_path ? (io ? PyObject_CallMethod(io, "open", "Os", file, "wb") : NULL) : mlirpy_newref(file);
  Py_XDECREF(io);
  if (!out) return -1;
  PyObject *r = PyObject_CallMethod(out, "write", "O", bytes);
  int rc = r ? 0 : -1;
  Py_XDECREF(r);
  if (is_path) {
    /* Closed also after a failed write, keeping that error. */
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    r = PyObject_CallMethod(out, "close", NULL);
    if (!r) rc = -1;
    Py_XDECREF(r);
    if (type) PyErr_Restore(type, value, traceback);
  }
  Py_DECREF(out);
  return rc;
}

/* write_bytecode(file, desired_version=None): MLIR bytecode to a binary
 * file object or to the file at a path. */
PyObject *mlirpy_write_bytecode(PyMlirOperation *op, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"file", "desired_version", NULL};
  PyObject *file, *version = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:write_bytecode", kw, &file, &version)) return NULL;
  if (mlirpy_check_op_nesting(op->ctx, "Unable to write bytecode", op->op) < 0) return NULL;
  MlirBytecodeWriterConfig config = mlirBytecodeWriterConfigCreate();
  if (version != Py_None) {
    long v = PyLong_AsLong(version);
    if (v == -1 && PyErr_Occurred()) { mlirBytecodeWriterConfigDestroy(config); return NULL; }
    if (v < 0) {
      mlirBytecodeWriterConfigDestroy(config);
      PyErr_SetString(PyExc_ValueError, "desired_version: must be >= 0");
      return NULL;
    }
    mlirBytecodeWriterConfigDesiredEmitVersion(config, v);
  }
  mlirpy_printer p = {0};
  MlirLogicalResult ok = mlirOperationWriteBytecodeWithConfig(op->op, config, mlirpy_printer_cb, &p);
  mlirBytecodeWriterConfigDestroy(config);
  if (mlirLogicalResultIsFailure(ok)) {
    mlirpy_printer_clear(&p);
    PyErr_Format(PyExc_ValueError, "Unable to honor desired bytecode version %S", version);
    return NULL;
  }
  PyObject *bytes = mlirpy_printer_bytes(&p);
  if (!bytes) return NULL;
  int rc = write_bytes(file, bytes);
  Py_DECREF(bytes);
  return rc < 0 ? NULL : mlirpy_newref(Py_None);
}
