/* Error text from diagnostics and raising with it (diagnostics.h). */
#include "interop/diagnostics.h"

#include <string.h>

static void append_cstr(mlirpy_printer *p, const char *s) {
  mlirpy_printer_cb(mlirStringRefCreateFromCString(s), p);
}

/* No Python here: MLIR may call the handlers on a thread without the GIL. */
void mlirpy_print_short_location(mlirpy_printer *p, MlirLocation loc) {
  mlirpy_printer text = {0};
  mlirLocationPrint(loc, mlirpy_printer_cb, &text);
  const char *data = text.data;
  size_t len = text.len;
  if (len >= 5 && memcmp(data, "loc(", 4) == 0 && data[len - 1] == ')') {
    data += 4;
    len -= 5;
  }
  if (text.failed)
    p->failed = 1;
  else
    mlirpy_printer_cb(mlirStringRefCreate(data, len), p);
  mlirpy_printer_clear(&text);
}

static void append_diagnostic(mlirpy_printer *p, MlirDiagnostic d, const char *lead) {
  append_cstr(p, lead);
  mlirpy_print_short_location(p, mlirDiagnosticGetLocation(d));
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
