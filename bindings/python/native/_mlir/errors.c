/* MLIRError of the _mlir module: its text from the captured Diagnostic
 * snapshots (mlirpy.h: mlirpy_raise_mlir_error, mlirpy_format_mlir_error).
 * Bottom layer: calls no class file. */
#include "_mlir/errors.h"

#include "interop/diagnostics.h"

/* Replaces *slot with `value` (which may be NULL), releasing the old one. */
static void replace_ref(PyObject **slot, PyObject *value) {
  PyObject *old = *slot;
  *slot = value;
  Py_XDECREF(old);
}

/* A location as MLIRError prints it: `loc("x")` -> `"x"`. */
static PyObject *short_location(PyObject *loc) {
  mlirpy_printer text = {0};
  mlirpy_print_short_location(&text, mlirpy_loc(loc));
  return mlirpy_printer_finish(&text);
}

/* Appends "<indent><kind>: <location>: <message>" for `diag` and its notes
 * (one level deeper, as " note: ") to `text`; steals nothing. */
static int append_diagnostic(PyObject **text, PyObject *diag, const char *kind) {
  PyDiagnostic *d = (PyDiagnostic *)diag;
  PyObject *loc = short_location(d->location);
  if (!loc) return -1;
  PyObject *t = PyUnicode_FromFormat("%U\n%s: %U: %U", *text, kind, loc, d->message);
  Py_DECREF(loc);
  if (!t) return -1;
  replace_ref(text, t);
  Py_ssize_t n = PyTuple_Size(d->notes);
  for (Py_ssize_t i = 0; i < n; ++i)
    if (append_diagnostic(text, PyTuple_GetItem(d->notes, i), " note") < 0) return -1;
  return 0;
}

MLIRPY_INTERNAL PyObject *mlirpy_format_mlir_error(const char *what, PyObject *diagnostics) {
  PyObject *text = PyUnicode_FromString(what);
  Py_ssize_t n = PyList_Size(diagnostics);
  if (text && n > 0) replace_ref(&text, PyUnicode_FromFormat("%U:", text));
  for (Py_ssize_t i = 0; text && i < n; ++i)
    if (append_diagnostic(&text, PyList_GetItem(diagnostics, i), "error") < 0) Py_CLEAR(text);
  return text;
}

PyObject *mlirpy_raise_mlir_error(PyMlirContext *ctx, const char *what, PyObject *captured) {
  mlirpy_state *st = ctx->st;
  if (PyErr_Occurred()) { Py_XDECREF(captured); return NULL; }
  if (!captured && !(captured = PyList_New(0))) return NULL;
  PyObject *text = mlirpy_format_mlir_error(what, captured);
  if (!text) { Py_DECREF(captured); return NULL; }
  PyObject *exc = PyObject_CallFunctionObjArgs(st->MLIRError, text, NULL);
  PyObject *msg = PyUnicode_FromString(what);
  if (exc && msg && PyObject_SetAttrString(exc, "message", msg) == 0 &&
      PyObject_SetAttrString(exc, "error_diagnostics", captured) == 0) {
    PyErr_SetObject(st->MLIRError, exc);
  }
  Py_XDECREF(msg); Py_XDECREF(exc); Py_DECREF(text); Py_DECREF(captured);
  return NULL;
}
