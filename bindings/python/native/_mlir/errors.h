/*===-- errors.h - MLIRError and the Diagnostic snapshots it carries ------===*
 *
 * The Diagnostic object (made by the context's diagnostic handler,
 * ir_context.c) as errors.c reads it to write an MLIRError's text.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_ERRORS_H
#define MLIRPY_ERRORS_H

#include "mlirpy.h"

/* A handler's Diagnostic is valid only while the handler runs (MLIR owns
 * the diagnostic); the copies an MLIRError carries stay valid. */
typedef struct {
  PyObject_HEAD
  PyObject *severity, *location, *message, *notes;
  char valid;
} PyDiagnostic;

#endif /* MLIRPY_ERRORS_H */
