//===- EveryDialect.cpp - Every dialect of the build, no extensions -------===//
//
// C++ because a dialect is inserted by its class.  The list is the one
// mlirRegisterAllDialects inserts for each LLVM major;
// tests/python/context_extensions.py checks that the two agree.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/EveryDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ArmNeon/ArmNeonDialect.h"
#include "mlir/Dialect/ArmSME/IR/ArmSME.h"
#include "mlir/Dialect/ArmSVE/IR/ArmSVEDialect.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/EmitC/IR/EmitC.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/IRDL/IR/IRDL.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/OpenACC/OpenACC.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/Dialect/Ptr/IR/PtrDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/Dialect/XeGPU/IR/XeGPU.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/Config/llvm-config.h"

#if LLVM_VERSION_MAJOR >= 22
#include "mlir/Dialect/LLVMIR/XeVMDialect.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/SMT/IR/SMTDialect.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/WasmSSA/IR/WasmSSA.h"
#else
#include "mlir/Dialect/Mesh/IR/MeshDialect.h"
#include "mlir/Dialect/Polynomial/IR/PolynomialDialect.h"
#include "mlir/Dialect/Quant/QuantOps.h"
#endif

using namespace mlir;

void mlircRegisterEveryDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<
      acc::OpenACCDialect, affine::AffineDialect, amdgpu::AMDGPUDialect, amx::AMXDialect, arith::ArithDialect,
      arm_neon::ArmNeonDialect, arm_sme::ArmSMEDialect, arm_sve::ArmSVEDialect, async::AsyncDialect,
      bufferization::BufferizationDialect, cf::ControlFlowDialect, complex::ComplexDialect, DLTIDialect,
      emitc::EmitCDialect, func::FuncDialect, gpu::GPUDialect, index::IndexDialect, irdl::IRDLDialect,
      linalg::LinalgDialect, LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
      ml_program::MLProgramDialect, mpi::MPIDialect, nvgpu::NVGPUDialect, NVVM::NVVMDialect, omp::OpenMPDialect,
      pdl::PDLDialect, pdl_interp::PDLInterpDialect, ptr::PtrDialect, ROCDL::ROCDLDialect, scf::SCFDialect,
      shape::ShapeDialect, sparse_tensor::SparseTensorDialect, spirv::SPIRVDialect, tensor::TensorDialect,
      tosa::TosaDialect, transform::TransformDialect, ub::UBDialect, vector::VectorDialect,
      x86vector::X86VectorDialect, xegpu::XeGPUDialect>();
#if LLVM_VERSION_MAJOR >= 22
  unwrap(registry)->insert<quant::QuantDialect, shard::ShardDialect, smt::SMTDialect, wasmssa::WasmSSADialect,
                           xevm::XeVMDialect>();
#else
  unwrap(registry)->insert<mesh::MeshDialect, polynomial::PolynomialDialect, quant::QuantizationDialect>();
#endif
}
