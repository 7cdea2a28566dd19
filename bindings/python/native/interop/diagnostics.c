/* Error text from diagnostics and raising with it (diagnostics.h). */
#include "interop/diagnostics.h"

static void append_cstr(mlirpy_printer *p, const char *s) {
  mlirpy_printer_cb(mlirStringRefCreateFromCString(s), p);
}

/* A location as MLIR's error text shows it: loc("x":1:2) -> "x":1:2. */
static void append_location(mlirpy_printer *p, MlirLocation loc) {
  mlirpy_printer text = {0};
  mlirLocationPrint(loc, mlirpy_printer_cb, &text);
  PyObject *l = mlirpy_printer_finish(&text);
  if (!l) { PyErr_Clear(); p->failed = 1; return; }
  Py_ssize_t n = PyUnicode_GetLength(l);
  PyObject *prefix = PyUnicode_FromString("loc(");
  int wrapped = prefix && n >= 5 && PyUnicode_Tailmatch(l, prefix, 0, n, -1) == 1 && PyUnicode_ReadChar(l, n - 1) == ')';
  Py_XDECREF(prefix);
  PyObject *inner = wrapped ? PyUnicode_Substring(l, 4, n - 1) : (Py_INCREF(l), l);
  Py_DECREF(l);
  PyObject *utf8 = inner ? PyUnicode_AsUTF8String(inner) : NULL;
  Py_XDECREF(inner);
  char *data;
  Py_ssize_t len;
  if (!utf8 || PyBytes_AsStringAndSize(utf8, &data, &len) < 0) {
    PyErr_Clear();
    p->failed = 1;
  } else {
    mlirpy_printer_cb(mlirStringRefCreate(data, (size_t)len), p);
  }
  Py_XDECREF(utf8);
}

static void append_diagnostic(mlirpy_printer *p, MlirDiagnostic d, const char *lead) {
  append_cstr(p, lead);
  append_location(p, mlirDiagnosticGetLocation(d));
  append_cstr(p, ": ");
  mlirDiagnosticPrint(d, mlirpy_printer_cb, p);
}

MlirLogicalResult mlirpy_capture_errors(MlirDiagnostic d, void *userData) {
  if (mlirDiagnosticGetSeverity(d) != MlirDiagnosticError) return mlirLogicalResultFailure();
  mlirpy_printer *p = userData;
  append_diagnostic(p, d, mlirpy_printer_empty(p) ? "error: " : "\nerror: ");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    append_diagnostic(p, mlirDiagnosticGetNote(d, i), "\n note: ");
  return mlirLogicalResultSuccess();
}

MlirLogicalResult mlirpy_capture_messages(MlirDiagnostic d, void *userData) {
  mlirDiagnosticPrint(d, mlirpy_printer_cb, userData);
  return mlirLogicalResultSuccess();
}

PyObject *mlirpy_raise_with_text(PyObject *exc_class, const char *what, PyObject *text) {
  PyObject *msg = text ? PyUnicode_FromFormat("%s:\n%U", what, text) : PyUnicode_FromString(what);
  Py_XDECREF(text);
  PyObject *exc = msg ? PyObject_CallFunctionObjArgs(exc_class, msg, NULL) : NULL;
  Py_XDECREF(msg);
  if (!exc) return NULL;
  PyObject *w = PyUnicode_FromString(what);
  PyObject *l = PyList_New(0);
  if (!w || !l || PyObject_SetAttrString(exc, "message", w) < 0 ||
      PyObject_SetAttrString(exc, "error_diagnostics", l) < 0)
    PyErr_Clear();
  Py_XDECREF(w);
  Py_XDECREF(l);
  PyErr_SetObject(exc_class, exc);
  Py_DECREF(exc);
  return NULL;
}
