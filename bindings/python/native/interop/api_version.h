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

#endif
