/* mlir.dialects.llvm.translate_module_to_llvmir (see fragment.h): the LLVM
 * IR text of a module in the llvm dialect; the translation sits in the
 * Passes component, the llvm types (llvm.c) in Dialects. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#if MLIRPY_HAS_LLVMIR_TO_STRING
#include "interop/diagnostics.h"

#include "mlir-c/Target/LLVMIR.h"

#include <stdlib.h>
#include <string.h>

#define LLVM_TRANSLATE_API(X) X(mlirTranslateModuleToLLVMIRToString)
LLVM_TRANSLATE_API(MLIRPY_FRAGMENT_WEAK)

/* llvm_translate_to_llvmir(operation capsule): the text; RuntimeError with
 * the diagnostics when the module does not translate. */
static PyObject *llvm_translate_to_llvmir(PyObject *m, PyObject *o) {
  (void)m;
  MlirOperation op = {mlirpy_unwrap_capsule(o, MLIR_PYTHON_CAPSULE_OPERATION, "module")};
  if (!op.ptr) return NULL;
  mlirpy_printer errors = {0};
  MlirContext c = mlirOperationGetContext(op);
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_messages, &errors, NULL);
  char *text = mlirTranslateModuleToLLVMIRToString(op);
  mlirContextDetachDiagnosticHandler(c, h);
  if (!text || !*text) {
    free(text);
    return mlirpy_raise_with_text(PyExc_RuntimeError, "cannot translate the module to LLVM IR",
                                  mlirpy_printer_take(&errors));
  }
  mlirpy_printer_clear(&errors);
  PyObject *r = PyUnicode_DecodeUTF8(text, (Py_ssize_t)strlen(text), "replace");
  free(text);
  return r;
}

static PyMethodDef llvm_translate_functions[] = {
    {"llvm_translate_to_llvmir", llvm_translate_to_llvmir, METH_O,
     "llvm_translate_to_llvmir(module): the LLVM IR text of an operation in the llvm dialect."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_llvm_translate, llvm_translate_functions, LLVM_TRANSLATE_API)
#else
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_llvm_translate)
#endif
