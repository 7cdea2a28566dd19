/* Bottom layer of _mlir: argument conversion (Type, Attribute, Location,
 * context, int64 and Type lists), with the TypeError that names the
 * argument and the refusal of another copy's objects (args.h).  Includes
 * no class header and calls no class file. */
#include "_mlir/args.h"

#include <stdlib.h>
#include <string.h>

int mlirpy_get_type(mlirpy_state *st, PyObject *o, MlirType *out, const char *what) {
  if (!PyObject_TypeCheck(o, st->Type)) {
    if (!mlirpy_refuse_foreign(o, what)) PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Type", what);
    return -1;
  }
  *out = mlirpy_type(o);
  return 0;
}

int mlirpy_get_attr(mlirpy_state *st, PyObject *o, MlirAttribute *out, const char *what) {
  if (!PyObject_TypeCheck(o, st->Attribute)) {
    if (!mlirpy_refuse_foreign(o, what)) PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Attribute", what);
    return -1;
  }
  *out = mlirpy_attr(o);
  return 0;
}

MLIRPY_INTERNAL PyMlirContext *mlirpy_b_context(PyObject *cls, PyObject *context) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  return st ? mlirpy_resolve_context(st, context) : NULL;
}

MLIRPY_INTERNAL int mlirpy_b_i64_list(PyObject *seq, int64_t **out, Py_ssize_t *n, const char *what) {
  PyObject *f = PySequence_Fast(seq, what);
  if (!f) {
    PyErr_Format(PyExc_TypeError, "%s: expected a sequence of int", what);
    return -1;
  }
  Py_ssize_t m = mlirpy_fast_size(f);
  int64_t *v = PyMem_Malloc(sizeof(int64_t) * (m ? m : 1));
  if (!v) { Py_DECREF(f); PyErr_NoMemory(); return -1; }
  for (Py_ssize_t i = 0; i < m; ++i) {
    PyObject *x = mlirpy_fast_item(f, i);
    if (!PyLong_Check(x) || PyBool_Check(x)) {
      PyErr_Format(PyExc_TypeError, "%s: expected a sequence of int, got %R at %zd", what, x, i);
      PyMem_Free(v); Py_DECREF(f);
      return -1;
    }
    long long y = PyLong_AsLongLong(x);
    if (y == -1 && PyErr_Occurred()) { PyMem_Free(v); Py_DECREF(f); return -1; }
    v[i] = y;
  }
  Py_DECREF(f);
  *out = v;
  *n = m;
  return 0;
}

MLIRPY_INTERNAL PyObject *mlirpy_b_i64_tolist(const int64_t *v, Py_ssize_t n) {
  PyObject *l = PyList_New(n);
  for (Py_ssize_t i = 0; l && i < n; ++i) {
    PyObject *x = PyLong_FromLongLong(v[i]);
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  return l;
}

MLIRPY_INTERNAL int mlirpy_b_same_context(PyMlirContext *ctx, PyObject *o, const char *what) {
  if (MLIRPY_UCTX(o) == ctx) return 0;
  PyErr_Format(PyExc_ValueError, "%s: %S belongs to a different Context", what, o);
  return -1;
}

MLIRPY_INTERNAL int mlirpy_b_type_list(PyMlirContext *ctx, PyObject *seq, MlirType **out, Py_ssize_t *n,
                                       const char *what) {
  PyObject *f = PySequence_Fast(seq, what);
  if (!f) {
    PyErr_Format(PyExc_TypeError, "%s: expected a sequence of Type", what);
    return -1;
  }
  Py_ssize_t m = mlirpy_fast_size(f);
  MlirType *v = PyMem_Malloc(sizeof(MlirType) * (m ? m : 1));
  if (!v) { Py_DECREF(f); PyErr_NoMemory(); return -1; }
  for (Py_ssize_t i = 0; i < m; ++i) {
    PyObject *o = mlirpy_fast_item(f, i);
    if (mlirpy_get_type(ctx->st, o, &v[i], what) < 0 || mlirpy_b_same_context(ctx, o, what) < 0) {
      PyMem_Free(v); Py_DECREF(f);
      return -1;
    }
  }
  Py_DECREF(f);
  *out = v;
  *n = m;
  return 0;
}

MLIRPY_INTERNAL int mlirpy_b_location(mlirpy_state *st, PyMlirContext *ctx, PyObject *loc, MlirLocation *out) {
  if (loc && loc != Py_None) {
    if (!PyObject_TypeCheck(loc, st->Location)) {
      PyErr_Format(PyExc_TypeError, "loc: expected mlir.ir.Location, got %R", (PyObject *)Py_TYPE(loc));
      return -1;
    }
    if (mlirpy_b_same_context(ctx, loc, "loc") < 0) return -1;
    *out = mlirpy_loc(loc);
    return 0;
  }
  PyObject *cur = mlirpy_current(st, MLIRPY_CUR_LOCATION);
  if (cur && MLIRPY_UCTX(cur) == ctx) *out = mlirpy_loc(cur);
  else *out = mlirLocationUnknownGet(ctx->ctx);
  return 0;
}

