# The dialect modules whose C API is in the Dialects component (quant and
# llvm types, nvgpu, ...) map only Core and Dialects; sparse_tensor (its C
# API registers passes: Passes component in LLVM 19) maps Passes where its
# functions are there.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from testlib import mapped_libraries as mapped

from mlir.ir import Context, IntegerType, F32Type
from mlir.dialects import amdgpu, llvm, ml_program, nvgpu, nvvm, openmp, quant, rocdl, shape, spirv

# A bare Context: Context() itself maps Passes (it registers everything).
with Context(bare=True):
    quant.UniformQuantizedType.get(1, IntegerType.get_signless(8), F32Type.get(), 1.0, 0, -8, 7)
    llvm.StructType.get_literal([F32Type.get()])
# CHECK: dialects only: ['_mlir', '_mlirDialects', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI', 'libMLIRDialectsImpl', 'libMLIRDialectsPublicAPI']
print("dialects only:", mapped())

from mlir._mlir_libs import _mlirDialects
from mlir.dialects import sparse_tensor

libs = mapped()
# CHECK: sparse_tensor: Passes as needed True
print("sparse_tensor: Passes as needed",
      ("libMLIRPassesPublicAPI" in libs) == (not hasattr(_mlirDialects, "sparse_tensor_encoding_get")))
