# The dialect modules map the Dialects component, not Passes or the
# execution engine; linalg/gpu (whose C API is in Passes) add Passes;
# mlir.execution_engine adds the ExecutionEngine libraries.  Nothing is
# global.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import ctypes
from testlib import mapped_libraries as mapped

import mlir.ir
from mlir.dialects import arith, builtin, cf, func, llvm, math, memref, scf, tensor, vector

# CHECK: after dialects: ['_mlir', '_mlirDialects', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI', 'libMLIRDialectsImpl', 'libMLIRDialectsPublicAPI']
print("after dialects:", mapped())
# CHECK: handles global: False
print("handles global:", hasattr(ctypes.CDLL(None), "mlirGetDialectHandle__func__"))

# A bare Context gets the dialects of the imported modules.
with mlir.ir.Context(bare=True) as ctx:
    # CHECK: registered: True True True
    print("registered:", ctx.is_registered_operation("func.func"), ctx.is_registered_operation("arith.addi"),
          ctx.is_registered_operation("vector.broadcast"))
    # Registered already only where linalg's handle is in Dialects (LLVM 22).
    # CHECK: linalg before import as expected: True
    from mlir._mlir_libs import _mlirDialects
    print("linalg before import as expected:", ctx.is_registered_operation("linalg.matmul")
          == ("linalg" in _mlirDialects.dialect_namespaces()))
# CHECK: bare Contexts map no more: True
print("bare Contexts map no more:", "libMLIRPassesPublicAPI" not in mapped())

from mlir.dialects import linalg

libs = mapped()
# The Passes library is mapped exactly when linalg's handle is not in
# Dialects (LLVM 19: in Passes, since its C API registers passes; 22: Dialects).
# CHECK: after linalg: Passes as needed True ExecutionEngine False
print("after linalg: Passes as needed",
      ("libMLIRPassesPublicAPI" in libs) == ("linalg" not in _mlirDialects.dialect_namespaces()),
      "ExecutionEngine", any("ExecutionEngine" in l for l in libs))
with mlir.ir.Context(bare=True) as ctx:
    # CHECK: linalg registered: True
    print("linalg registered:", ctx.is_registered_operation("linalg.matmul"))

# Context() maps no more than the imports did (the extensions in Passes wait
# until the context needs them).
passes_before = "libMLIRPassesPublicAPI" in mapped()
with mlir.ir.Context() as ctx:
    # CHECK: Context(): Passes as before True, spirv registered True
    print(f"Context(): Passes as before {('libMLIRPassesPublicAPI' in mapped()) == passes_before}, spirv registered",
          ctx.is_registered_operation("spirv.module"))

import mlir.execution_engine

libs = mapped()
# CHECK: after execution_engine: True True
print("after execution_engine:", "libMLIRExecutionEnginePublicAPI" in libs, "_mlirExecutionEngine" in libs)
# CHECK: JIT API global: False
print("JIT API global:", hasattr(ctypes.CDLL(None), "mlirExecutionEngineCreate"))
