# The dialect modules map the Dialects component, not Passes or the
# execution engine; linalg/gpu (whose C API is in Passes) add Passes;
# mlir.execution_engine adds the ExecutionEngine libraries.  Nothing is global.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %PYTHON_ALT %s | FileCheck %s
import ctypes
import re


def mapped():
    libs = set()
    with open("/proc/self/maps") as f:
        for line in f:
            m = re.search(r"/(libMLIR\w+|_mlir\w*)\.", line)
            if m:
                libs.add(m.group(1))
    return sorted(libs)


import mlir.ir
from mlir.dialects import arith, builtin, cf, func, llvm, math, memref, scf, tensor, vector

# CHECK: after dialects: ['_mlir', '_mlirDialects', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI', 'libMLIRDialectsImpl', 'libMLIRDialectsPublicAPI']
print("after dialects:", mapped())
# CHECK: handles global: False
print("handles global:", hasattr(ctypes.CDLL(None), "mlirGetDialectHandle__func__"))

with mlir.ir.Context() as ctx:
    # CHECK: registered: True True True
    print("registered:", ctx.is_registered_operation("func.func"), ctx.is_registered_operation("arith.addi"),
          ctx.is_registered_operation("vector.broadcast"))
    # CHECK: linalg before import: False
    print("linalg before import:", ctx.is_registered_operation("linalg.matmul"))

from mlir.dialects import linalg

libs = mapped()
# CHECK: after linalg: Passes True ExecutionEngine False
print("after linalg: Passes", "libMLIRPassesPublicAPI" in libs, "ExecutionEngine",
      any("ExecutionEngine" in l for l in libs))
with mlir.ir.Context() as ctx:
    # CHECK: linalg registered: True
    print("linalg registered:", ctx.is_registered_operation("linalg.matmul"))

import mlir.execution_engine

libs = mapped()
# CHECK: after execution_engine: True True
print("after execution_engine:", "libMLIRExecutionEnginePublicAPI" in libs, "_mlirExecutionEngine" in libs)
# CHECK: JIT API global: False
print("JIT API global:", hasattr(ctypes.CDLL(None), "mlirExecutionEngineCreate"))
