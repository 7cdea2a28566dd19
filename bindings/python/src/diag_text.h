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
/* Diagnostic handler: error diagnostics (with notes) into *(PyObject **)ud. */
static inline MlirLogicalResult capture_errors(MlirDiagnostic d, void *ud) {
  if (mlirDiagnosticGetSeverity(d) != MlirDiagnosticError) return mlirLogicalResultFailure();
  PyObject **acc = ud;
  append_text(mlirStringRefCreateFromCString(*acc ? "\nerror: " : "error: "), ud);
  mlirLocationPrint(mlirDiagnosticGetLocation(d), append_text, ud);
  append_text(mlirStringRefCreateFromCString(": "), ud);
  mlirDiagnosticPrint(d, append_text, ud);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i) {
    append_text(mlirStringRefCreateFromCString("\n note: "), ud);
    mlirDiagnosticPrint(mlirDiagnosticGetNote(d, i), append_text, ud);
  }
  return mlirLogicalResultSuccess();
}
#endif /* MLIRPY_DIAG_TEXT_H */
