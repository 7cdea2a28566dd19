/* Passes written in Python (PassManager.add(callable, ...)): an MLIR external
 * pass whose run calls the callable with the operation and an ExternalPass. */
#ifndef MLIRPY_PYTHON_PASS_H
#define MLIRPY_PYTHON_PASS_H

#include "interop/interop.h"

#include "mlir-c/Pass.h"

/* Adds the ExternalPass class to `module`. */
int mlirpy_python_pass_init(PyObject *module);
/* add(run, name=None, argument="", description="", op_name=""): appends a
 * Python pass to `pm`, whose operation name is `anchor` ("any" for any);
 * `ir` is the mlir.ir native module. */
PyObject *mlirpy_add_python_pass(MlirPassManager pm, PyObject *ir, PyObject *anchor, PyObject *args, PyObject *kwds);
/* Around mlirPassManagerRunOnOp: notes the running thread (Python passes run
 * only there) and, after the run, raises what a Python pass raised: returns 1
 * with that exception set, else 0. */
void mlirpy_python_pass_run_begin(void);
int mlirpy_python_pass_run_end(void);

#endif
