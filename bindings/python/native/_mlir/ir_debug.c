/* mlir.ir: MLIR's global debug flag and debug types (LLVM_DEBUG output of a
 * build with assertions), under the private names that mlir/ir.py wraps as
 * `_GlobalDebug.flag` and `_GlobalDebug.set_types`. */
#include "ir_ops.h"

#include "mlir-c/Debug.h"

static PyObject *global_debug_enabled(PyObject *m, PyObject *u) {
  (void)m; (void)u;
  return PyBool_FromLong(mlirIsGlobalDebugEnabled());
}
static PyObject *set_global_debug(PyObject *m, PyObject *flag) {
  (void)m;
  int b = PyObject_IsTrue(flag);
  if (b < 0) return NULL;
  mlirEnableGlobalDebug(b);
  Py_RETURN_NONE;
}
/* A str or a sequence of str (as -debug-only=a,b). */
static PyObject *set_global_debug_types(PyObject *m, PyObject *types) {
  (void)m;
  PyObject *seq = PyUnicode_Check(types) ? PyTuple_Pack(1, types) : PySequence_Fast(types, "types: expected str or a sequence of str");
  if (!seq) return NULL;
  Py_ssize_t n = mlirpy_fast_size(seq);
  const char **names = PyMem_Malloc(sizeof(char *) * (size_t)(n + 1));
  PyObject **keep = PyMem_Calloc((size_t)(n + 1), sizeof(PyObject *));
  int rc = names && keep ? 0 : -1;
  if (rc < 0) PyErr_NoMemory();
  for (Py_ssize_t i = 0; rc == 0 && i < n; ++i) {
    Py_ssize_t len;
    if (mlirpy_str(mlirpy_fast_item(seq, i), &names[i], &len, &keep[i]) < 0) rc = -1;
  }
  if (rc == 0) mlirSetGlobalDebugTypes(names, n);
  for (Py_ssize_t i = 0; keep && i < n; ++i) Py_XDECREF(keep[i]);
  PyMem_Free(names); PyMem_Free(keep);
  Py_DECREF(seq);
  if (rc < 0) return NULL;
  Py_RETURN_NONE;
}

static PyMethodDef debug_functions[] = {
    {"_global_debug_enabled", global_debug_enabled, METH_NOARGS, "_global_debug_enabled(): whether LLVM's debug output is enabled."},
    {"_set_global_debug", set_global_debug, METH_O, "_set_global_debug(enable): enables or disables LLVM's debug output."},
    {"_set_global_debug_types", set_global_debug_types, METH_O, "_set_global_debug_types(types): limits debug output to these DEBUG_TYPEs."},
    {NULL}};

int mlirpy_init_debug(mlirpy_state *st) {
  for (PyMethodDef *f = debug_functions; f->ml_name; ++f) {
    PyObject *fn = PyCFunction_NewEx(f, NULL, NULL);
    if (!fn || PyModule_AddObject(st->ir, f->ml_name, fn) < 0) { Py_XDECREF(fn); return -1; }
  }
  return 0;
}
