/* Error text from MLIR diagnostics for the modules beside _mlir
 * (_mlirPasses, _mlirTransformInterpreter, _mlirExecutionEngine, the dialect
 * fragments), and the one helper that raises with it. */
#ifndef MLIRPY_INTEROP_DIAGNOSTICS_H
#define MLIRPY_INTEROP_DIAGNOSTICS_H

#include "interop/interop.h"

#include "mlir-c/Diagnostics.h"

/* Diagnostic handler, userData a mlirpy_printer: error diagnostics (with
 * their notes) as "error: <location>: <message>" and
 * "\n note: <location>: <message>"; other severities pass on. */
MLIRPY_INTEROP MlirLogicalResult mlirpy_capture_errors(MlirDiagnostic d, void *userData);
/* Diagnostic handler, userData a mlirpy_printer: every message as it is. */
MLIRPY_INTEROP MlirLogicalResult mlirpy_capture_messages(MlirDiagnostic d, void *userData);

/* Appends a location as MLIR's error text shows it, loc("x":1:2) -> "x":1:2,
 * to `p` (a mlirpy_printer); calls no Python. */
MLIRPY_INTEROP void mlirpy_print_short_location(mlirpy_printer *p, MlirLocation loc);

/* Raises exc_class("<what>:\n<text>"), or exc_class("<what>") without text,
 * with `message` = what and `error_diagnostics` = [] on the exception (as
 * mlir.ir.MLIRError has them).  Steals `text` (may be NULL); returns NULL. */
MLIRPY_INTEROP PyObject *mlirpy_raise_with_text(PyObject *exc_class, const char *what, PyObject *text);

#endif /* MLIRPY_INTEROP_DIAGNOSTICS_H */
