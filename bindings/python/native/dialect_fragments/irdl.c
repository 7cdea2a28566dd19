/* mlir.dialects.irdl's load_dialects (see fragment.h): the dialects an IRDL
 * module defines, registered into its context. */
#include "dialect_fragments/fragment.h"
#include "interop/diagnostics.h"

#include "mlir-c/Dialect/IRDL.h"

#define IRDL_API(X) X(mlirLoadIRDLDialects)
IRDL_API(MLIRPY_FRAGMENT_WEAK)

/* irdl_load_dialects(module capsule): RuntimeError with the diagnostics when
 * the module does not define valid dialects. */
static PyObject *irdl_load_dialects(PyObject *m, PyObject *o) {
  (void)m;
  MlirModule module = {mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_MODULE, "module")};
  if (!module.ptr) return NULL;
  mlirpy_printer errors = {0};
  MlirContext c = mlirModuleGetContext(module);
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_messages, &errors, NULL);
  MlirLogicalResult r = mlirLoadIRDLDialects(module);
  mlirContextDetachDiagnosticHandler(c, h);
  if (mlirLogicalResultIsFailure(r))
    return mlirpy_raise_with_text(PyExc_RuntimeError, "failed to load IRDL dialects from the input module",
                                  mlirpy_printer_take(&errors));
  mlirpy_printer_clear(&errors);
  Py_RETURN_NONE;
}

static PyMethodDef irdl_functions[] = {
    {"irdl_load_dialects", irdl_load_dialects, METH_O,
     "irdl_load_dialects(module): registers the dialects the IRDL module defines into its context."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_irdl, irdl_functions, IRDL_API)
