/* What differs between the LLVM majors the bindings build against, one named
 * switch per difference in the C API or in upstream's Python API that the
 * package follows.  Code tests a switch (#if MLIRPY_HAS_...), never a version
 * number, so each difference is stated once, here.  MLIRPY_LLVM_MAJOR comes
 * from the build (CMake and Meson). */
#ifndef MLIRPY_API_VERSION_H
#define MLIRPY_API_VERSION_H

#ifndef MLIRPY_LLVM_MAJOR
#error "MLIRPY_LLVM_MAJOR must be set by the build"
#endif

/* mlirPassManagerEnableIRPrinting takes printing flags and a tree directory. */
#define MLIRPY_HAS_IR_PRINTING_FLAGS (MLIRPY_LLVM_MAJOR >= 20)
/* The greedy rewrite driver has a configuration object (create/destroy). */
#define MLIRPY_HAS_GREEDY_DRIVER_CONFIG (MLIRPY_LLVM_MAJOR >= 20)
/* mlirExecutionEngineCreate takes enablePIC. */
#define MLIRPY_HAS_ENGINE_PIC (MLIRPY_LLVM_MAJOR >= 22)
/* mlir-c/Dialect/PDL.h has TypeID getters for the pdl types. */
#define MLIRPY_HAS_PDL_TYPEIDS (MLIRPY_LLVM_MAJOR >= 22)
/* mlirIntegerSetAttrGet exists (IntegerSetAttr.get). */
#define MLIRPY_HAS_INTEGER_SET_ATTR_GET (MLIRPY_LLVM_MAJOR >= 22)
/* mlirContextGetNumThreads and mlirContextGetThreadPool exist. */
#define MLIRPY_HAS_CONTEXT_THREAD_QUERIES (MLIRPY_LLVM_MAJOR >= 22)
/* Location.current outside a with block is None instead of a ValueError. */
#define MLIRPY_HAS_LOCATION_CURRENT_NONE (MLIRPY_LLVM_MAJOR >= 22)
/* The f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4 and f8E8M0FNU float types exist. */
#define MLIRPY_HAS_MX_FLOAT_TYPES (MLIRPY_LLVM_MAJOR >= 22)
/* Each builtin type and attribute tells its name (mlir...GetName: type_name, attr_name). */
#define MLIRPY_HAS_BUILTIN_NAMES (MLIRPY_LLVM_MAJOR >= 22)
/* mlirBlockArgumentSetLocation exists (BlockArgument.set_location). */
#define MLIRPY_HAS_BLOCK_ARG_SET_LOCATION (MLIRPY_LLVM_MAJOR >= 22)
/* str() of an OpResult/BlockArgument names its class ("OpResult(...)"), not "Value(...)". */
#define MLIRPY_HAS_VALUE_KIND_STR (MLIRPY_LLVM_MAJOR >= 22)
/* mlirOpPrintingFlagsPrintNameLocAsPrefix exists (Value.get_name(use_name_loc_as_prefix=True)). */
#define MLIRPY_HAS_NAME_LOC_AS_PREFIX (MLIRPY_LLVM_MAJOR >= 22)
/* Operation.print/get_asm take large_resource_limit and use_name_loc_as_prefix. */
#define MLIRPY_HAS_PRINT_RESOURCE_LIMIT_AND_NAME_LOC (MLIRPY_LLVM_MAJOR >= 22)
/* mlirAffineExprShiftDims/ShiftSymbols and mlirSimplifyAffineExpr exist. */
#define MLIRPY_HAS_AFFINE_EXPR_SHIFT (MLIRPY_LLVM_MAJOR >= 22)
/* #gpu.object carries a kernel table (mlirGPUObjectAttrGetWithKernels, ...GetKernels). */
#define MLIRPY_HAS_GPU_OBJECT_KERNELS (MLIRPY_LLVM_MAJOR >= 22)
/* Locations tell their parts (mlirLocationIsAName, ...FileLineColRangeGet..., ...FusedGetLocations). */
#define MLIRPY_HAS_LOCATION_ACCESSORS (MLIRPY_LLVM_MAJOR >= 22)
/* Operands come as OpResult/BlockArgument (and so reach value casters), not as plain Value. */
#define MLIRPY_HAS_DOWNCAST_OPERANDS (MLIRPY_LLVM_MAJOR >= 22)

/* Each time an operation is handed to Python it is a new (equal) Operation
 * object; 19 hands out one object per operation. */
#define MLIRPY_HAS_FRESH_OPERATION_OBJECTS (MLIRPY_LLVM_MAJOR >= 22)
/* Operation.location can be set (mlirOperationSetLocation). */
#define MLIRPY_HAS_OPERATION_SET_LOCATION (MLIRPY_LLVM_MAJOR >= 22)
/* amdgpu's tensor data mover types (mlir-c/Dialect/AMDGPU.h). */
#define MLIRPY_HAS_AMDGPU_TDM_TYPES (MLIRPY_LLVM_MAJOR >= 22)
/* quant's UniformQuantizedSubChannelType. */
#define MLIRPY_HAS_QUANT_SUB_CHANNEL_TYPE (MLIRPY_LLVM_MAJOR >= 22)
/* PDLModule.register_rewrite_function / register_constraint_function
 * (Python callables as PDL native functions; needs MLIRPY_HAS_PYTHON_PATTERNS). */
#define MLIRPY_HAS_PDL_NATIVE_FUNCTIONS (MLIRPY_LLVM_MAJOR >= 22)
/* Operation.attached, is_before_in_block and replace_uses_of_with. */
#define MLIRPY_HAS_OPERATION_IN_BLOCK_METHODS (MLIRPY_LLVM_MAJOR >= 22)
/* PassManager.run and the rewrite drivers keep valid the operations they did not erase. */
#define MLIRPY_HAS_KEPT_OPERATIONS (MLIRPY_LLVM_MAJOR >= 22)
/* Pass statistics and timing (mlirPassManagerEnableStatistics/EnableTiming). */
#define MLIRPY_HAS_PASS_STATISTICS (MLIRPY_LLVM_MAJOR >= 22)
/* Rewrite patterns written in Python, walk_and_apply_patterns, the greedy driver on any op. */
#define MLIRPY_HAS_PYTHON_PATTERNS (MLIRPY_LLVM_MAJOR >= 22)
/* The greedy driver configuration has setters (GreedyRewriteConfig). */
#define MLIRPY_HAS_GREEDY_CONFIG_SETTERS (MLIRPY_LLVM_MAJOR >= 22)
/* ExecutionEngine.initialize() (mlirExecutionEngineInitialize). */
#define MLIRPY_HAS_ENGINE_INITIALIZE (MLIRPY_LLVM_MAJOR >= 22)

/* ExecutionEngine creation leaves its diagnostics to the context (printed), raising only "Failure ...". */
#define MLIRPY_HAS_ENGINE_UNCAPTURED_DIAGNOSTICS (MLIRPY_LLVM_MAJOR >= 22)
/* The C API has the smt dialect (mlir-c/Dialect/SMT.h) and its SMT-LIB export. */
#define MLIRPY_HAS_SMT_CAPI (MLIRPY_LLVM_MAJOR >= 22)
/* linalg's C API classifies ops: contraction / convolution, and their dimensions. */
#define MLIRPY_HAS_LINALG_OP_QUERIES (MLIRPY_LLVM_MAJOR >= 22)
/* mlirTranslateModuleToLLVMIRToString: LLVM IR text of a module (llvm.translate_module_to_llvmir). */
#define MLIRPY_HAS_LLVMIR_TO_STRING (MLIRPY_LLVM_MAJOR >= 22)

#endif
