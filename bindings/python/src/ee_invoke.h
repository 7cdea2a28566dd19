/* Between mod_execution_engine.c (the ExecutionEngine type) and
 * ee_invoke.c (engine.call / engine.function on the libffi invoker). */
#ifndef MLIRPY_EE_INVOKE_H
#define MLIRPY_EE_INVOKE_H

#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"

/* The live engine, the mlir.ir.Module it was made from (borrowed, NULL if
 * unknown) and its dict of invokers by name (borrowed).  -1 with an
 * exception when the engine was released. */
int ee_engine_parts(PyObject *engine, MlirExecutionEngine *jit, PyObject **module, PyObject **functions);

/* ExecutionEngine.function(name, type=None) and .call(name, *args). */
PyObject *ee_function(PyObject *engine, PyObject *args, PyObject *kwds);
PyObject *ee_call(PyObject *engine, PyObject *args);
/* mlir.execution_engine.record_function_types(module) -> int */
PyObject *ee_record_function_types(PyObject *mod, PyObject *module);

/* Adds the JitFunction type to the module. */
int ee_invoke_init(PyObject *module);

#endif
