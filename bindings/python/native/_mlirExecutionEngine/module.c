/* The `_mlirExecutionEngine` native module (mlir.execution_engine): the JIT
 * of the ExecutionEngine component.  Links libMLIRExecutionEnginePublicAPI
 * (and the libraries below it); talks to mlir.ir objects only through their
 * capsules (_CAPIPtr).  mlir/execution_engine.py adds the ctypes-based
 * conveniences (lookup, invoke, register_runtime) to the class below:
 *
 *   ExecutionEngine(module, opt_level=2, shared_libs=None, enable_object_dump=True,
 *                   [enable_pic=False,] *, enable_perf_listener=False)
 *     LLVM's perf JIT event listener is off unless enable_perf_listener (ours,
 *     keyword-only): it leaves a jitdump file behind in every process.  The
 *     GDB listener stays on, as MLIR has it.
 *     .raw_lookup(name) -> int     address of the packed wrapper `_mlir_<name>`, 0 if none
 *     .raw_lookup_unpacked(name) -> int
 *     .raw_register_runtime(name, address)
 *     .dump_to_object_file(path)
 *     ._packed_arg_count(name) -> int | None   pointers the packed wrapper of `name` reads
 *     ._keep_alive(obj)             keeps obj (a ctypes callback) alive with the engine
 *     ._CAPIPtr, ExecutionEngine._CAPICreate(capsule), ._testing_release()
 *
 * A packed wrapper reads one pointer per argument and result from the array
 * it is given, so calling it with too few crashes: at creation the engine
 * records, from the lowered module, how many each function needs
 * (signatures), and invoke checks it.
 */
#include "_mlirExecutionEngine/engine.h"
#include "_mlirExecutionEngine/invoke.h"
#include "interop/diagnostics.h"
#include "interop/interop.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Components/SharedObject.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

/* Engines owned by a Python object, by address: _CAPICreate refuses to take
 * a second owner for one of them (a double destroy). */
static PyObject *owned_engines;

static int own_engine(MlirExecutionEngine jit) {
  PyObject *key = PyLong_FromVoidPtr(jit.ptr);
  if (!key) return -1;
  int rc = PySet_Add(owned_engines, key);
  Py_DECREF(key);
  return rc;
}
static void disown_engine(MlirExecutionEngine jit) {
  PyObject *key = PyLong_FromVoidPtr(jit.ptr);
  if (!key || PySet_Discard(owned_engines, key) < 0) PyErr_Clear();
  Py_XDECREF(key);
}

static int str_arg(PyObject *o, MlirStringRef *out, PyObject **keep, const char *what) {
  if (!PyUnicode_Check(o)) {
    PyErr_Format(PyExc_TypeError, "%s: expected str, got %R", what, (PyObject *)Py_TYPE(o));
    return -1;
  }
  *keep = PyUnicode_AsUTF8String(o);
  if (!*keep) return -1;
  char *s; Py_ssize_t n;
  if (PyBytes_AsStringAndSize(*keep, &s, &n) < 0) { Py_CLEAR(*keep); return -1; }
  *out = mlirStringRefCreate(s, (size_t)n);
  return 0;
}

/* Pointers the packed wrapper of each function defined in the (llvm
 * dialect) module reads: one per argument, plus one for a non-void result.
 * Returns a new dict, or NULL with an exception. */
static PyObject *packed_signatures(MlirModule mod) {
  PyObject *sigs = PyDict_New();
  if (!sigs) return NULL;
  MlirContext ctx = mlirOperationGetContext(mlirModuleGetOperation(mod));
  MlirType voidType = mlirLLVMVoidTypeGet(ctx);
  MlirIdentifier funcName = mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("llvm.func"));
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(mod)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!mlirIdentifierEqual(mlirOperationGetName(op), funcName) || mlirOperationGetNumRegions(op) < 1) continue;
    MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if (mlirBlockIsNull(entry)) continue; /* a declaration */
    MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    MlirAttribute type = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("function_type"));
    if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name) || mlirAttributeIsNull(type) ||
        !mlirAttributeIsAType(type))
      continue;
    intptr_t n = mlirBlockGetNumArguments(entry);
    MlirType *args = PyMem_Calloc(n ? (size_t)n : 1, sizeof *args);
    if (!args) { Py_DECREF(sigs); return PyErr_NoMemory(); }
    for (intptr_t i = 0; i < n; ++i) args[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
    /* Its type equals the void-returning one with these arguments: no result. */
    bool isVoid = mlirTypeEqual(mlirTypeAttrGetValue(type), mlirLLVMFunctionTypeGet(voidType, n, args, false));
    PyMem_Free(args);
    MlirStringRef s = mlirStringAttrGetValue(name);
    PyObject *key = PyUnicode_DecodeUTF8(s.data, (Py_ssize_t)s.length, "strict");
    PyObject *count = PyLong_FromSsize_t((Py_ssize_t)n + (isVoid ? 0 : 1));
    int rc = key && count ? PyDict_SetItem(sigs, key, count) : -1;
    Py_XDECREF(key);
    Py_XDECREF(count);
    if (rc < 0) { Py_DECREF(sigs); return NULL; }
  }
  return sigs;
}

static PyObject *engine_alloc(PyTypeObject *t, MlirExecutionEngine jit, PyObject *module, PyObject *signatures,
                              int object_dump) {
  PyObject *keepalive = PyList_New(0);
  PyObject *functions = keepalive ? PyDict_New() : NULL;
  if (!functions || own_engine(jit) < 0) { Py_XDECREF(keepalive); Py_XDECREF(functions); return NULL; }
  allocfunc alloc = (allocfunc)PyType_GetSlot(t, Py_tp_alloc);
  PyEngine *e = (PyEngine *)alloc(t, 0);
  if (!e) { disown_engine(jit); Py_DECREF(keepalive); Py_DECREF(functions); return NULL; }
  e->jit = jit;
  Py_XINCREF(module);
  e->module = module;
  Py_XINCREF(signatures);
  e->signatures = signatures;
  e->keepalive = keepalive;
  e->functions = functions;
  e->object_dump = object_dump;
  return (PyObject *)e;
}

/* Keeps the first message of mlircSharedObjectCheck. */
static void keep_message(MlirStringRef message, void *out) {
  PyObject **text = out;
  if (!*text) *text = PyUnicode_DecodeUTF8(message.data, (Py_ssize_t)message.length, "replace");
}

/* Raises OSError unless `path` is a shared object dlopen can take. */
static int refuse_unloadable(MlirStringRef path) {
  PyObject *why = NULL;
  if (mlirLogicalResultIsSuccess(mlircSharedObjectCheck(path, keep_message, &why))) return 0;
  if (why) PyErr_Format(PyExc_OSError, "shared_libs: %U", why);
  else if (!PyErr_Occurred()) PyErr_SetString(PyExc_OSError, "shared_libs: cannot load a library");
  Py_XDECREF(why);
  return -1;
}

/* An engine as upstream's binding makes it, except for the perf listener. */
static MlirExecutionEngine create_engine(MlirModule mod, int opt, int num_paths, const MlirStringRef *paths,
                                         int dump, int pic, int perf) {
  MlircExecutionEngineOptions options;
  mlircExecutionEngineOptionsInit(&options);
  options.optLevel = opt;
  options.numSharedLibPaths = num_paths;
  options.sharedLibPaths = paths;
  options.enableObjectDump = dump != 0;
  options.enablePIC = pic != 0;
  options.enableGDBListener = true;
  options.enablePerfListener = perf != 0;
  return mlircExecutionEngineCreateWithOptions(mod, &options);
}

static PyObject *engine_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
#if MLIRPY_HAS_ENGINE_PIC
  static char *kw[] = {"module", "opt_level", "shared_libs", "enable_object_dump", "enable_pic",
                       "enable_perf_listener", NULL};
  static const char format[] = "O|iOpp$p:ExecutionEngine";
#else
  static char *kw[] = {"module", "opt_level", "shared_libs", "enable_object_dump", "enable_perf_listener", NULL};
  static const char format[] = "O|iOp$p:ExecutionEngine";
#endif
  PyObject *module, *libs = Py_None;
  int opt = 2, dump = 1, pic = 0, perf = 0;
#if MLIRPY_HAS_ENGINE_PIC
  if (!PyArg_ParseTupleAndKeywords(args, kwds, format, kw, &module, &opt, &libs, &dump, &pic, &perf))
    return NULL;
#else
  if (!PyArg_ParseTupleAndKeywords(args, kwds, format, kw, &module, &opt, &libs, &dump, &perf))
    return NULL;
#endif
  if (opt < 0 || opt > 3) {
    PyErr_Format(PyExc_ValueError, "opt_level must be 0..3, got %d", opt);
    return NULL;
  }
  void *mp = mlirpy_unwrap(module, MLIR_PYTHON_CAPSULE_MODULE, "ExecutionEngine: module");
  if (!mp) return NULL;
  MlirModule mod = {mp};

  PyObject *fast = NULL;
  Py_ssize_t n = 0;
  if (libs != Py_None) {
    if (PyUnicode_Check(libs) || PyBytes_Check(libs)) {
      PyErr_SetString(PyExc_TypeError, "shared_libs: expected a sequence of paths, got a single path");
      return NULL;
    }
    fast = PySequence_Fast(libs, "shared_libs: expected a sequence of paths");
    if (!fast) return NULL;
    n = PySequence_Size(fast);
  }
  MlirStringRef *paths = calloc(n ? (size_t)n : 1, sizeof *paths);
  PyObject **keep = calloc(n ? (size_t)n : 1, sizeof *keep);
  PyObject *result = NULL;
  if (!paths || !keep) { PyErr_NoMemory(); goto done; }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *item = PySequence_GetItem(fast, i);
    PyObject *fs = item ? PyOS_FSPath(item) : NULL;
    Py_XDECREF(item);
    if (!fs) goto done;
    if (PyUnicode_Check(fs)) {
      int rc = str_arg(fs, &paths[i], &keep[i], "shared_libs");
      Py_DECREF(fs);
      if (rc < 0) goto done;
    } else {
      keep[i] = fs; /* bytes */
      char *s; Py_ssize_t len;
      if (PyBytes_AsStringAndSize(fs, &s, &len) < 0) goto done;
      paths[i] = mlirStringRefCreate(s, (size_t)len);
    }
    /* MLIR reports a library it cannot load on stderr and carries on, and a
     * truncated one crashes dlopen: refuse both here. */
    const char *path = PyBytes_Check(keep[i]) ? PyBytes_AsString(keep[i]) : NULL;
    if (!path || strlen(path) != paths[i].length) {
      if (!PyErr_Occurred())
        PyErr_SetString(PyExc_ValueError, "shared_libs: a path contains a NUL byte");
      goto done;
    }
    struct stat info;
    if (stat(path, &info) != 0) {
      PyErr_Format(PyExc_FileNotFoundError, "shared_libs: no such library file: '%s'", path);
      goto done;
    }
    if (refuse_unloadable(paths[i]) < 0) goto done;
  }
  {
    MlirContext ctx = mlirOperationGetContext(mlirModuleGetOperation(mod));
#if MLIRPY_HAS_ENGINE_UNCAPTURED_DIAGNOSTICS
    (void)ctx;
#else
    mlirpy_printer errors = {0};
    MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, mlirpy_capture_errors, &errors, NULL);
#endif
    MlirExecutionEngine jit = create_engine(mod, opt, (int)n, paths, dump, pic, perf);
#if MLIRPY_HAS_ENGINE_UNCAPTURED_DIAGNOSTICS
    PyObject *diag = NULL;
    if (mlirExecutionEngineIsNull(jit)) {
      PyErr_SetString(PyExc_RuntimeError, "Failure while creating the ExecutionEngine.");
      goto done;
    }
#else
    mlirContextDetachDiagnosticHandler(ctx, id);
    PyObject *diag = mlirpy_printer_take(&errors);
#endif
    if (mlirExecutionEngineIsNull(jit)) {
      if (diag)
        PyErr_Format(PyExc_RuntimeError, "Failure while creating the ExecutionEngine.\n%U", diag);
      else
        PyErr_SetString(PyExc_RuntimeError,
                        "Failure while creating the ExecutionEngine (is the module lowered to the llvm dialect?)");
      Py_XDECREF(diag);
      goto done;
    }
    Py_XDECREF(diag);
    PyObject *sigs = packed_signatures(mod);
    result = sigs ? engine_alloc(t, jit, module, sigs, dump) : NULL;
    Py_XDECREF(sigs);
    if (!result) mlirExecutionEngineDestroy(jit);
  }
done:
  for (Py_ssize_t i = 0; keep && i < n; ++i) Py_XDECREF(keep[i]);
  free(keep);
  free(paths);
  Py_XDECREF(fast);
  return result;
}

static int engine_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyEngine *)self)->module);
  Py_VISIT(((PyEngine *)self)->signatures);
  Py_VISIT(((PyEngine *)self)->keepalive);
  Py_VISIT(((PyEngine *)self)->functions);
  Py_VISIT((PyObject *)Py_TYPE(self));
  return 0;
}
static int engine_clear(PyObject *self) {
  Py_CLEAR(((PyEngine *)self)->module);
  Py_CLEAR(((PyEngine *)self)->signatures);
  Py_CLEAR(((PyEngine *)self)->functions);
  /* keepalive stays until dealloc: the JIT'd code may still call into it. */
  return 0;
}
static void engine_dealloc(PyObject *self) {
  PyEngine *e = (PyEngine *)self;
  PyTypeObject *t = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  if (!mlirExecutionEngineIsNull(e->jit)) {
    disown_engine(e->jit);
    mlirExecutionEngineDestroy(e->jit);
  }
  e->jit.ptr = NULL;
  engine_clear(self);
  Py_CLEAR(e->keepalive);
  freefunc f = (freefunc)PyType_GetSlot(t, Py_tp_free);
  f(self);
  Py_DECREF(t);
}

static PyObject *lookup_impl(PyObject *self, PyObject *name, int packed) {
  MlirStringRef s; PyObject *keep;
  if (str_arg(name, &s, &keep, "name") < 0) return NULL;
  MlirExecutionEngine jit = ee_live_jit(self);
  if (mlirExecutionEngineIsNull(jit)) { Py_DECREF(keep); return NULL; }
  void *p = packed ? mlirExecutionEngineLookupPacked(jit, s) : mlirExecutionEngineLookup(jit, s);
  Py_DECREF(keep);
  return PyLong_FromVoidPtr(p);
}
static PyObject *engine_raw_lookup(PyObject *self, PyObject *name) { return lookup_impl(self, name, 1); }
static PyObject *engine_raw_lookup_unpacked(PyObject *self, PyObject *name) { return lookup_impl(self, name, 0); }

static PyObject *engine_raw_register_runtime(PyObject *self, PyObject *args) {
  PyObject *name, *addr;
  if (!PyArg_ParseTuple(args, "UO:raw_register_runtime", &name, &addr)) return NULL;
  void *p = PyLong_AsVoidPtr(addr);
  if (!p) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "raw_register_runtime: null address");
    return NULL;
  }
  MlirExecutionEngine jit = ee_live_jit(self);
  if (mlirExecutionEngineIsNull(jit)) return NULL;
  MlirStringRef s; PyObject *keep;
  if (str_arg(name, &s, &keep, "name") < 0) return NULL;
  mlirExecutionEngineRegisterSymbol(jit, s, p);
  Py_DECREF(keep);
  Py_RETURN_NONE;
}

static PyObject *engine_dump(PyObject *self, PyObject *path) {
  MlirExecutionEngine jit = ee_live_jit(self);
  if (mlirExecutionEngineIsNull(jit)) return NULL;
  if (((PyEngine *)self)->object_dump == 0) {
    PyErr_SetString(PyExc_RuntimeError, "dump_to_object_file: the engine was created with enable_object_dump=False");
    return NULL;
  }
  PyObject *fs = PyOS_FSPath(path);
  if (!fs) return NULL;
  PyObject *str = PyUnicode_Check(fs) ? (Py_INCREF(fs), fs) : PyUnicode_DecodeFSDefaultAndSize(
                                                                   PyBytes_AsString(fs), PyBytes_Size(fs));
  Py_DECREF(fs);
  if (!str) return NULL;
  MlirStringRef s; PyObject *keep;
  int rc = str_arg(str, &s, &keep, "file_name");
  Py_DECREF(str);
  if (rc < 0) return NULL;
  mlirExecutionEngineDumpToObjectFile(jit, s);
  Py_DECREF(keep);
  Py_RETURN_NONE;
}

static PyObject *engine_capsule(PyObject *self, void *c) {
  (void)c;
  MlirExecutionEngine jit = ee_live_jit(self);
  if (mlirExecutionEngineIsNull(jit)) return NULL;
  return mlirpy_capsule_new(jit.ptr, MLIR_PYTHON_CAPSULE_EXECUTION_ENGINE, NULL);
}

/* ExecutionEngine._CAPICreate(capsule): takes ownership of the engine in
 * the capsule (one released with _testing_release, or made in C). */
static PyObject *engine_capi_create(PyObject *cls, PyObject *capsule) {
  void *p = mlirpy_unwrap_capsule(capsule, MLIR_PYTHON_CAPSULE_EXECUTION_ENGINE, "_CAPICreate");
  if (!p) return NULL;
  MlirExecutionEngine jit = {p};
  PyObject *key = PyLong_FromVoidPtr(p);
  if (!key) return NULL;
  int owned = PySet_Contains(owned_engines, key);
  Py_DECREF(key);
  if (owned < 0) return NULL;
  if (owned) {
    PyErr_SetString(PyExc_ValueError,
                    "_CAPICreate: this engine is owned by another ExecutionEngine object (release it first)");
    return NULL;
  }
  return engine_alloc((PyTypeObject *)cls, jit, NULL, NULL, -1);
}

/* Gives up ownership without destroying the engine (for _CAPICreate). */
static PyObject *engine_testing_release(PyObject *self, PyObject *unused) {
  (void)unused;
  PyEngine *e = (PyEngine *)self;
  if (!mlirExecutionEngineIsNull(e->jit)) disown_engine(e->jit);
  e->jit.ptr = NULL;
  Py_RETURN_NONE;
}

static PyObject *engine_packed_arg_count(PyObject *self, PyObject *name) {
  if (!PyUnicode_Check(name)) {
    PyErr_Format(PyExc_TypeError, "name: expected str, got %R", (PyObject *)Py_TYPE(name));
    return NULL;
  }
  PyObject *sigs = ((PyEngine *)self)->signatures;
  PyObject *n = sigs ? PyDict_GetItemWithError(sigs, name) : NULL;
  if (n) return Py_INCREF(n), n;
  if (PyErr_Occurred()) return NULL;
  Py_RETURN_NONE;
}

#if MLIRPY_HAS_ENGINE_INITIALIZE
/* initialize(): runs the module's global constructors (the engine runs them
 * on first lookup otherwise). */
static PyObject *engine_initialize(PyObject *self, PyObject *u) {
  (void)u;
  MlirExecutionEngine jit = ee_live_jit(self);
  if (mlirExecutionEngineIsNull(jit)) return NULL;
  mlirExecutionEngineInitialize(jit);
  Py_RETURN_NONE;
}
#endif

static PyObject *engine_keep_alive(PyObject *self, PyObject *obj) {
  if (PyList_Append(((PyEngine *)self)->keepalive, obj) < 0) return NULL;
  Py_RETURN_NONE;
}

static PyMethodDef engine_methods[] = {
    {"raw_lookup", engine_raw_lookup, METH_O,
     "raw_lookup(name) -> int: address of the packed wrapper of `name` (void (*)(void **)), 0 if absent."},
    {"raw_lookup_unpacked", engine_raw_lookup_unpacked, METH_O,
     "raw_lookup_unpacked(name) -> int: address of the symbol `name` itself, 0 if absent."},
    {"raw_register_runtime", engine_raw_register_runtime, METH_VARARGS,
     "raw_register_runtime(name, address): make the JIT resolve `name` to `address`."},
    {"dump_to_object_file", engine_dump, METH_O,
     "dump_to_object_file(file_name): write the compiled code (needs enable_object_dump=True)."},
    {"_packed_arg_count", engine_packed_arg_count, METH_O,
     "_packed_arg_count(name) -> int | None: pointers the packed wrapper of `name` reads "
     "(arguments, then the result if any); None when unknown."},
    {"call", ee_call, METH_VARARGS,
     "call(name, *args): calls `name` with its native signature (derived from its MLIR type; see "
     "mlir.execution_engine.record_function_types) and returns its result, a tuple for several, None for none."},
    {"function", (PyCFunction)(void (*)(void))ee_function, METH_VARARGS | METH_KEYWORDS,
     "function(name, type=None) -> JitFunction: `name` as a callable; `type` (a FunctionType) overrides the "
     "recorded or recovered signature."},
#if MLIRPY_HAS_ENGINE_INITIALIZE
    {"initialize", engine_initialize, METH_NOARGS, "initialize(): run the module's global constructors now."},
#endif
    {"_keep_alive", engine_keep_alive, METH_O, "_keep_alive(obj): keep obj alive as long as the engine."},
    {"_CAPICreate", engine_capi_create, METH_O | METH_CLASS,
     "_CAPICreate(capsule): an ExecutionEngine owning the engine in the capsule."},
    {"_testing_release", engine_testing_release, METH_NOARGS,
     "_testing_release(): give up ownership of the engine without destroying it."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef engine_getset[] = {{"_CAPIPtr", engine_capsule, NULL, NULL, NULL}, {NULL}};

static PyType_Slot engine_slots[] = {
    {Py_tp_new, engine_new},
    {Py_tp_dealloc, engine_dealloc},
    {Py_tp_traverse, engine_traverse},
    {Py_tp_clear, engine_clear},
    {Py_tp_methods, engine_methods},
    {Py_tp_getset, engine_getset},
    {Py_tp_doc, (void *)"ExecutionEngine(module, opt_level=2, shared_libs=None, enable_object_dump=True[, enable_pic=False]): "
                        "JIT-compiles a module in the llvm dialect."},
    {0, NULL}};
static PyType_Spec engine_spec = {"mlir._mlir_libs._mlirExecutionEngine.ExecutionEngine", sizeof(PyEngine), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, engine_slots};

static int exec_module(PyObject *m) {
  if (!owned_engines && !(owned_engines = PySet_New(NULL))) return -1;
  PyObject *t = PyType_FromSpec(&engine_spec);
  if (!t) return -1;
  if (PyModule_AddObject(m, "ExecutionEngine", t) < 0) { Py_DECREF(t); return -1; }
  return ee_invoke_init(m);
}

static PyMethodDef module_methods[] = {
    {"record_function_types", ee_record_function_types, METH_O,
     "record_function_types(module) -> int: records each func.func's type on the module (before lowering), "
     "so ExecutionEngine.call knows memref element types and shapes."},
    {NULL, NULL, 0, NULL}};

static PyModuleDef_Slot slots[] = {{Py_mod_exec, (void *)exec_module}, {0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "_mlirExecutionEngine",
                                 "MLIR ExecutionEngine (JIT) bindings, written in C on the limited API.", 0, module_methods,
                                 slots, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__mlirExecutionEngine(void) { return PyModuleDef_Init(&def); }
