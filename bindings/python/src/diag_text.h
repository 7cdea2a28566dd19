/* Collects the text of MLIR error diagnostics into a Python str, for the
 * native modules that sit beside _mlir (_mlirPasses, _mlirExecutionEngine)
 * and raise mlir.ir.MLIRError with it.  Static: each module has its copy. */
#ifndef MLIRPY_DIAG_TEXT_H
#define MLIRPY_DIAG_TEXT_H

#include <Python.h>

#include "mlir-c/Diagnostics.h"

/* MlirStringCallback appending to the str at *(PyObject **)ud. */
static inline void append_text(MlirStringRef s, void *ud) {
  PyObject **acc = ud;
  PyObject *part = PyUnicode_DecodeUTF8(s.data, (Py_ssize_t)s.length, "replace");
  if (!part) { PyErr_Clear(); return; }
  PyObject *n = *acc ? PyUnicode_Concat(*acc, part) : (Py_INCREF(part), part);
  Py_DECREF(part);
  if (!n) { PyErr_Clear(); return; }
  Py_XDECREF(*acc);
  *acc = n;
}
/* Appends a location as MLIR's error text shows it: loc("x":1:2) -> "x":1:2. */
static inline void append_location(MlirLocation loc, void *ud) {
  PyObject *l = NULL;
  mlirLocationPrint(loc, append_text, &l);
  if (!l) return;
  Py_ssize_t n = PyUnicode_GetLength(l);
  PyObject *prefix = PyUnicode_FromString("loc(");
  int wrapped = prefix && n >= 5 && PyUnicode_Tailmatch(l, prefix, 0, n, -1) == 1 && PyUnicode_ReadChar(l, n - 1) == ')';
  Py_XDECREF(prefix);
  PyObject *inner = wrapped ? PyUnicode_Substring(l, 4, n - 1) : (Py_INCREF(l), l);
  Py_DECREF(l);
  if (!inner) { PyErr_Clear(); return; }
  PyObject **acc = ud;
  PyObject *joined = *acc ? PyUnicode_Concat(*acc, inner) : (Py_INCREF(inner), inner);
  Py_DECREF(inner);
  if (!joined) { PyErr_Clear(); return; }
  Py_XDECREF(*acc);
  *acc = joined;
}
/* Diagnostic handler: error diagnostics (with notes) into *(PyObject **)ud,
 * as "error: <location>: <message>" and "\n note: <location>: <message>". */
static inline MlirLogicalResult capture_errors(MlirDiagnostic d, void *ud) {
  if (mlirDiagnosticGetSeverity(d) != MlirDiagnosticError) return mlirLogicalResultFailure();
  PyObject **acc = ud;
  append_text(mlirStringRefCreateFromCString(*acc ? "\nerror: " : "error: "), ud);
  append_location(mlirDiagnosticGetLocation(d), ud);
  append_text(mlirStringRefCreateFromCString(": "), ud);
  mlirDiagnosticPrint(d, append_text, ud);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i) {
    MlirDiagnostic note = mlirDiagnosticGetNote(d, i);
    append_text(mlirStringRefCreateFromCString("\n note: "), ud);
    append_location(mlirDiagnosticGetLocation(note), ud);
    append_text(mlirStringRefCreateFromCString(": "), ud);
    mlirDiagnosticPrint(note, append_text, ud);
  }
  return mlirLogicalResultSuccess();
}
#endif /* MLIRPY_DIAG_TEXT_H */
