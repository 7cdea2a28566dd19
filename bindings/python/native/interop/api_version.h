/* What differs between the LLVM majors the bindings build against, one named
 * switch per difference in the C API or in upstream's Python API that the
 * package follows.  Code tests a switch (#if MLIRPY_HAS_...), never a version
 * number, so each difference is stated once, here.  MLIRPY_LLVM_MAJOR comes
 * from the build (CMake and Meson). */
#ifndef MLIRPY_API_VERSION_H
#define MLIRPY_API_VERSION_H

#ifndef MLIRPY_LLVM_MAJOR
#error "MLIRPY_LLVM_MAJOR must be set by the build"/* The C API has the smt dialect (mlir-c/Dialect/SMT.h) and its SMT-LIB export. */
#define MLIRPY_HAS_SMT_CAPI (MLIRPY_LLVM_MAJOR >= 22)
/* linalg's C API classifies ops: contraction / convolution, and their dimensions. */
#define MLIRPY_HAS_LINALG_OP_QUERIES (MLIRPY_LLVM_MAJOR >= 22)
/* mlirTranslateModuleToLLVMIRToString: LLVM IR text of a module (llvm.translate_module_to_llvmir). */
#define MLIRPY_HAS_LLVMIR_TO_STRING (MLIRPY_LLVM_MAJOR >= 22)

#endif

/* mlirPassManagerEnableIRPrinting takes printing flags and a tree directory. */
#define MLIRPY_HAS_IR_PRINTING_FLAGS (MLIRPY_LLVM_MAJOR >= 20)
/* The greedy rewrite driver has a configuration object (create/destroy). */
#define MLIRPY_HAS_GREEDY_DRIVER_CONFIG (MLIRPY_LLVM_MAJOR >= 20)
/* mlirExecutionEngineCreate takes enablePIC. */
#define MLIRPY_HAS_ENGINE_PIC (MLIRPY_LLVM_MAJOR >= 22)
/* The C API has the smt dialect (mlir-c/Dialect/SMT.h) and its SMT-LIB export. */
#define MLIRPY_HAS_SMT_CAPI (MLIRPY_LLVM_MAJOR >= 22)
/* linalg's C API classifies ops: contraction / convolution, and their dimensions. */
#define MLIRPY_HAS_LINALG_OP_QUERIES (MLIRPY_LLVM_MAJOR >= 22)
/* mlirTranslateModuleToLLVMIRToString: LLVM IR text of a module (llvm.translate_module_to_llvmir). */
#define MLIRPY_HAS_LLVMIR_TO_STRING (MLIRPY_LLVM_MAJOR >= 22)

#endif
