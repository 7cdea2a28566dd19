/* The ExecutionEngine object of _mlirExecutionEngine: its layout and the
 * accessors invoke.c (engine.call / engine.function) needs, so that invoke.c
 * depends on this header and not on module.c, which holds the type. */
#ifndef MLIRPY_EE_ENGINE_H
#define MLIRPY_EE_ENGINE_H

#include "interop/interop.h"

#include "mlir-c/ExecutionEngine.h"

typedef struct {
  PyObject_HEAD
  MlirExecutionEngine jit;  /* NULL once released (_testing_release) */
  PyObject *module;         /* the mlir.ir.Module it was made from, or NULL (_CAPICreate) */
  PyObject *signatures;     /* dict: function name -> pointers its packed wrapper reads; NULL if unknown */
  PyObject *keepalive;      /* list of objects the JIT'd code may call (ctypes callbacks) */
  PyObject *functions;      /* dict: name -> JitFunction (invoke.c), made on first use */
  int object_dump;          /* 1 enabled, 0 disabled, -1 unknown (_CAPICreate) */
} PyEngine;

/* The engine's MlirExecutionEngine; a null one with RuntimeError once released. */
static inline MlirExecutionEngine ee_live_jit(PyObject *self) {
  MlirExecutionEngine jit = ((PyEngine *)self)->jit;
  if (mlirExecutionEngineIsNull(jit)) PyErr_SetString(PyExc_RuntimeError, "ExecutionEngine: the engine was released");
  return jit;
}

/* The live engine, the mlir.ir.Module it was made from (borrowed, NULL if
 * unknown) and its dict of invokers by name (borrowed).  -1 with an
 * exception when the engine was released or cleared. */
static inline int ee_engine_parts(PyObject *engine, MlirExecutionEngine *jit, PyObject **module,
                                  PyObject **functions) {
  *jit = ee_live_jit(engine);
  if (mlirExecutionEngineIsNull(*jit)) return -1;
  *module = ((PyEngine *)engine)->module;
  *functions = ((PyEngine *)engine)->functions;
  if (!*functions) {
    PyErr_SetString(PyExc_RuntimeError, "ExecutionEngine: the engine was cleared");
    return -1;
  }
  return 0;
}

#endif /* MLIRPY_EE_ENGINE_H */
