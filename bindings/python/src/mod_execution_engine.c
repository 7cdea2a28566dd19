/* The `_mlirExecutionEngine` native module (mlir.execution_engine): the JIT
 * of the ExecutionEngine component.  Links libMLIRExecutionEnginePublicAPI
 * (and the libraries below it); talks to mlir.ir objects only through their
 * capsules (_CAPIPtr).  mlir/execution_engine.py adds the ctypes-based
 * conveniences (lookup, invoke, register_runtime) on top of:
 *
 *   _ExecutionEngine(module, opt_level=2, shared_libs=None, enable_object_dump=True)
 *     .raw_lookup(name) -> int     address of the packed wrapper `_mlir_<name>`, 0 if none
 *     .raw_lookup_unpacked(name) -> int
 *     .raw_register_runtime(name, address)
 *     .dump_to_object_file(path)
 */
#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "diag_text.h"

#define CAPSULE(cls) "mlir.ir." cls "._CAPIPtr"
#define EE_CAPSULE "mlir.execution_engine.ExecutionEngine._CAPIPtr"

typedef struct {
  PyObject_HEAD
  MlirExecutionEngine jit;
  PyObject *module; /* the mlir.ir.Module it was made from (keeps the context alive) */
} PyEngine;

static void *unwrap(PyObject *o, const char *name, const char *what) {
  PyObject *cap = PyObject_GetAttrString(o, "_CAPIPtr");
  void *p = NULL;
  if (cap && PyCapsule_IsValid(cap, name)) p = PyCapsule_GetPointer(cap, name);
  Py_XDECREF(cap);
  if (!p) {
    PyErr_Clear();
    PyErr_Format(PyExc_TypeError, "%s: expected %s, got %R", what, name, (PyObject *)Py_TYPE(o));
  }
  return p;
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


static PyObject *engine_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"module", "opt_level", "shared_libs", "enable_object_dump", NULL};
  PyObject *module, *libs = Py_None;
  int opt = 2, dump = 1;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|iOp:ExecutionEngine", kw, &module, &opt, &libs, &dump))
    return NULL;
  if (opt < 0 || opt > 3) {
    PyErr_Format(PyExc_ValueError, "opt_level must be 0..3, got %d", opt);
    return NULL;
  }
  void *mp = unwrap(module, CAPSULE("Module"), "ExecutionEngine: module");
  if (!mp) return NULL;
  MlirModule mod = {mp};

  PyObject *fast = NULL;
  Py_ssize_t n = 0;
  if (libs != Py_None) {
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
  }
  {
    MlirContext ctx = mlirOperationGetContext(mlirModuleGetOperation(mod));
    PyObject *diag = NULL;
    MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, capture_errors, &diag, NULL);
#if MLIRPY_LLVM_MAJOR >= 22 /* enablePIC arrived in 22 */
    MlirExecutionEngine jit = mlirExecutionEngineCreate(mod, opt, (int)n, paths, dump, false);
#else
    MlirExecutionEngine jit = mlirExecutionEngineCreate(mod, opt, (int)n, paths, dump);
#endif
    mlirContextDetachDiagnosticHandler(ctx, id);
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
    allocfunc alloc = (allocfunc)PyType_GetSlot(t, Py_tp_alloc);
    PyEngine *e = (PyEngine *)alloc(t, 0);
    if (!e) { mlirExecutionEngineDestroy(jit); goto done; }
    e->jit = jit;
    Py_INCREF(module);
    e->module = module;
    result = (PyObject *)e;
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
  Py_VISIT((PyObject *)Py_TYPE(self));
  return 0;
}
static int engine_clear(PyObject *self) {
  Py_CLEAR(((PyEngine *)self)->module);
  return 0;
}
static void engine_dealloc(PyObject *self) {
  PyEngine *e = (PyEngine *)self;
  PyTypeObject *t = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  if (!mlirExecutionEngineIsNull(e->jit)) mlirExecutionEngineDestroy(e->jit);
  e->jit.ptr = NULL;
  engine_clear(self);
  freefunc f = (freefunc)PyType_GetSlot(t, Py_tp_free);
  f(self);
  Py_DECREF(t);
}

static PyObject *lookup_impl(PyObject *self, PyObject *name, int packed) {
  MlirStringRef s; PyObject *keep;
  if (str_arg(name, &s, &keep, "name") < 0) return NULL;
  PyEngine *e = (PyEngine *)self;
  void *p = packed ? mlirExecutionEngineLookupPacked(e->jit, s) : mlirExecutionEngineLookup(e->jit, s);
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
  MlirStringRef s; PyObject *keep;
  if (str_arg(name, &s, &keep, "name") < 0) return NULL;
  mlirExecutionEngineRegisterSymbol(((PyEngine *)self)->jit, s, p);
  Py_DECREF(keep);
  Py_RETURN_NONE;
}

static PyObject *engine_dump(PyObject *self, PyObject *path) {
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
  mlirExecutionEngineDumpToObjectFile(((PyEngine *)self)->jit, s);
  Py_DECREF(keep);
  Py_RETURN_NONE;
}

static PyObject *engine_capsule(PyObject *self, void *c) {
  (void)c;
  return PyCapsule_New(((PyEngine *)self)->jit.ptr, EE_CAPSULE, NULL);
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
    {NULL, NULL, 0, NULL}};
static PyGetSetDef engine_getset[] = {{"_CAPIPtr", engine_capsule, NULL, NULL, NULL}, {NULL}};

static PyType_Slot engine_slots[] = {
    {Py_tp_new, engine_new},
    {Py_tp_dealloc, engine_dealloc},
    {Py_tp_traverse, engine_traverse},
    {Py_tp_clear, engine_clear},
    {Py_tp_methods, engine_methods},
    {Py_tp_getset, engine_getset},
    {Py_tp_doc, (void *)"_ExecutionEngine(module, opt_level=2, shared_libs=None, enable_object_dump=True): "
                        "JIT-compiles a module in the llvm dialect."},
    {0, NULL}};
static PyType_Spec engine_spec = {"mlir._mlir_libs._mlirExecutionEngine._ExecutionEngine", sizeof(PyEngine), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, engine_slots};

static int exec_module(PyObject *m) {
  PyObject *t = PyType_FromSpec(&engine_spec);
  if (!t) return -1;
  if (PyModule_AddObject(m, "_ExecutionEngine", t) < 0) { Py_DECREF(t); return -1; }
  return 0;
}

static PyModuleDef_Slot slots[] = {{Py_mod_exec, (void *)exec_module}, {0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "_mlirExecutionEngine",
                                 "MLIR ExecutionEngine (JIT) bindings, written in C on the limited API.", 0, NULL,
                                 slots, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__mlirExecutionEngine(void) { return PyModuleDef_Init(&def); }
