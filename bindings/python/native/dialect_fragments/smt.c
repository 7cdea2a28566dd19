/* smt dialect types and the SMT-LIB export for mlir.dialects.smt (see
 * fragment.h): two fragments, as the export (a translation) sits in the
 * Passes component while the types sit in Dialects. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#if MLIRPY_HAS_SMT_CAPI
#include "interop/diagnostics.h"

#include "mlir-c/Dialect/SMT.h"
#include "mlir-c/Target/ExportSMTLIB.h"

#define SMT_TYPES_API(X)                                                                               \
  X(mlirSMTTypeIsABool) X(mlirSMTTypeGetBool) X(mlirSMTTypeIsABitVector) X(mlirSMTTypeGetBitVector)    \
  X(mlirSMTTypeIsAInt) X(mlirSMTTypeGetInt)
#define SMT_EXPORT_API(X) X(mlirTranslateOperationToSMTLIB)
SMT_TYPES_API(MLIRPY_FRAGMENT_WEAK)
SMT_EXPORT_API(MLIRPY_FRAGMENT_WEAK)

/* smt_is_<kind>(type) -> bool */
#define SMT_ISA(name, fn)                                                                              \
  static PyObject *name(PyObject *m, PyObject *o) {                                                    \
    (void)m;                                                                                           \
    MlirType t;                                                                                        \
    if (fragment_type(o, &t, #name) < 0) return NULL;                                                  \
    return PyBool_FromLong(fn(t));                                                                     \
  }
SMT_ISA(smt_is_bool, mlirSMTTypeIsABool)
SMT_ISA(smt_is_bit_vector, mlirSMTTypeIsABitVector)
SMT_ISA(smt_is_int, mlirSMTTypeIsAInt)

/* smt_<kind>_get(context) -> type capsule */
#define SMT_GET(name, fn)                                                                              \
  static PyObject *name(PyObject *m, PyObject *o) {                                                    \
    (void)m;                                                                                           \
    MlirContext c;                                                                                     \
    if (fragment_context(o, &c, "context") < 0) return NULL;                                           \
    return fragment_type_capsule(fn(c));                                                               \
  }
SMT_GET(smt_bool_get, mlirSMTTypeGetBool)
SMT_GET(smt_int_get, mlirSMTTypeGetInt)

/* smt_bit_vector_get(context, width): the width is checked by the Python layer. */
static PyObject *smt_bit_vector_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co;
  int width;
  if (!PyArg_ParseTuple(args, "Oi:smt_bit_vector_get", &co, &width)) return NULL;
  MlirContext c;
  if (fragment_context(co, &c, "context") < 0) return NULL;
  return fragment_type_capsule(mlirSMTTypeGetBitVector(c, width));
}

/* smt_export_smtlib(operation, inline_single_use_values, indent_let_body):
 * the SMT-LIB text; ValueError with the diagnostics on failure. */
static PyObject *smt_export_smtlib(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *oo;
  int inline_single, indent_let;
  if (!PyArg_ParseTuple(args, "Opp:smt_export_smtlib", &oo, &inline_single, &indent_let)) return NULL;
  MlirOperation op = {mlirpy_unwrap_capsule(oo, MLIR_PYTHON_CAPSULE_OPERATION, "module")};
  if (!op.ptr) return NULL;
  mlirpy_printer out = {0}, errors = {0};
  MlirContext c = mlirOperationGetContext(op);
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_messages, &errors, NULL);
  MlirLogicalResult r = mlirTranslateOperationToSMTLIB(op, mlirpy_printer_cb, &out, inline_single, indent_let);
  mlirContextDetachDiagnosticHandler(c, h);
  if (mlirLogicalResultIsFailure(r)) {
    mlirpy_printer_clear(&out);
    return mlirpy_raise_with_text(PyExc_ValueError, "Failed to export smtlib", mlirpy_printer_take(&errors));
  }
  mlirpy_printer_clear(&errors);
  return mlirpy_printer_finish(&out);
}

static PyMethodDef smt_type_functions[] = {
    {"smt_is_bool", smt_is_bool, METH_O, "smt_is_bool(type): whether the Type capsule is !smt.bool."},
    {"smt_is_bit_vector", smt_is_bit_vector, METH_O, "smt_is_bit_vector(type): whether it is !smt.bv<N>."},
    {"smt_is_int", smt_is_int, METH_O, "smt_is_int(type): whether it is !smt.int."},
    {"smt_bool_get", smt_bool_get, METH_O, "smt_bool_get(context): !smt.bool (capsule)."},
    {"smt_int_get", smt_int_get, METH_O, "smt_int_get(context): !smt.int (capsule)."},
    {"smt_bit_vector_get", smt_bit_vector_get, METH_VARARGS, "smt_bit_vector_get(context, width): !smt.bv<width>."},
    {NULL, NULL, 0, NULL}};
static PyMethodDef smt_export_functions[] = {
    {"smt_export_smtlib", smt_export_smtlib, METH_VARARGS,
     "smt_export_smtlib(operation, inline_single_use_values, indent_let_body): the operation as SMT-LIB text."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_smt, smt_type_functions, SMT_TYPES_API)
MLIRPY_FRAGMENT(mlirpy_fragment_smt_export, smt_export_functions, SMT_EXPORT_API)
#else
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_smt)
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_smt_export)
#endif
