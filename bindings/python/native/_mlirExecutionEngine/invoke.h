/* engine.call / engine.function on the libffi invoker (invoke.c), for the
 * ExecutionEngine type of module.c.  invoke.c uses only engine.h. */
#ifndef MLIRPY_EE_INVOKE_H
#define MLIRPY_EE_INVOKE_H

#include "interop/interop.h"

/* ExecutionEngine.function(name, type=None) and .call(name, *args). */
PyObject *ee_function(PyObject *engine, PyObject *args, PyObject *kwds);
PyObject *ee_call(PyObject *engine, PyObject *args);
/* mlir.execution_engine.record_function_types(module) -> int */
PyObject *ee_record_function_types(PyObject *mod, PyObject *module);

/* Adds the JitFunction type to the module (once per exec of it). */
int ee_invoke_init(PyObject *module);

#endif
