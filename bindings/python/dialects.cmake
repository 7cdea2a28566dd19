# mlir.dialects and mlir.execution_engine: op/enum classes generated with the
# installed mlir-tblgen from the installed .td files (wrappers in td/), and the
# native modules of the Dialects / ExecutionEngine components.  Included from
# CMakeLists.txt (after mlirc_python_module and _pkg); dialects/meson.build is
# the Meson twin and must install the same files.

# Dialects with generated op classes, and those that also get enum classes
# (`<ns>.td` or, when it pulls in other dialects' enums, `<ns>_enums.td`).
set(MLIRC_PY_DIALECTS builtin func arith scf cf memref tensor linalg math llvm vector gpu)
set(MLIRC_PY_ENUM_DIALECTS arith gpu linalg llvm vector)
# More dialects (module names differ for async -> async_dialect, omp -> openmp).
list(APPEND MLIRC_PY_DIALECTS affine amdgpu async complex index ml_program nvgpu nvvm omp quant rocdl shape spirv
     sparse_tensor tosa)
list(APPEND MLIRC_PY_ENUM_DIALECTS amdgpu index nvgpu nvvm sparse_tensor)
# Dialect C API functions of the helper layers (see src/dialect_ext.h); built
# into both registration modules, each offering those its component has.
set(MLIRC_PY_DIALECT_EXT_SOURCES src/dialect_quant.c src/dialect_llvm.c src/dialect_nvgpu.c src/dialect_gpu.c
    src/dialect_sparse_tensor.c src/dialect_passes.c)

if("dialects" IN_LIST MLIRC_COMPONENTS)
  set(_gen_dir "${CMAKE_CURRENT_BINARY_DIR}/dialects_gen")
  set(_gen_files)
  foreach(ns IN LISTS MLIRC_PY_DIALECTS)
    if(NOT ns STREQUAL "builtin" AND NOT ns IN_LIST MLIRC_DIALECTS)
      continue()  # a dialect subset without it
    endif()
    set(_td "${CMAKE_CURRENT_SOURCE_DIR}/td/${ns}.td")
    if(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/td/${ns}.${MLIRC_LLVM_MAJOR}.td")
      set(_td "${CMAKE_CURRENT_SOURCE_DIR}/td/${ns}.${MLIRC_LLVM_MAJOR}.td")  # where the .td files moved
    endif()
    set(_out "${_gen_dir}/_${ns}_ops_gen.py")
    add_custom_command(OUTPUT "${_out}"
      COMMAND "${MLIRC_MLIR_TBLGEN}" -gen-python-op-bindings -bind-dialect=${ns}
              -I "${MLIRC_LLVM_INCLUDEDIR}" "${_td}" -o "${_out}" -d "${_out}.d"
      DEPENDS "${_td}" DEPFILE "${_out}.d" COMMENT "mlir-tblgen: mlir/dialects/_${ns}_ops_gen.py" VERBATIM)
    list(APPEND _gen_files "${_out}")
    if(ns IN_LIST MLIRC_PY_ENUM_DIALECTS)
      set(_etd "${CMAKE_CURRENT_SOURCE_DIR}/td/${ns}_enums.td")
      if(NOT EXISTS "${_etd}")
        set(_etd "${_td}")
      endif()
      set(_out "${_gen_dir}/_${ns}_enum_gen.py")
      add_custom_command(OUTPUT "${_out}"
        COMMAND "${MLIRC_MLIR_TBLGEN}" -gen-python-enum-bindings
                -I "${MLIRC_LLVM_INCLUDEDIR}" "${_etd}" -o "${_out}" -d "${_out}.d"
        DEPENDS "${_etd}" DEPFILE "${_out}.d" COMMENT "mlir-tblgen: mlir/dialects/_${ns}_enum_gen.py" VERBATIM)
      list(APPEND _gen_files "${_out}")
    endif()
  endforeach()
  add_custom_target(MLIRPythonDialectsGen ALL DEPENDS ${_gen_files})
  install(FILES ${_gen_files} DESTINATION "${MLIRC_PYTHON_INSTALL_DIR}/mlir/dialects" COMPONENT python)

  mlirc_python_module(MLIRPythonDialects _mlirDialects SOURCES src/mod_dialects.c ${MLIRC_PY_DIALECT_EXT_SOURCES}
    LINK MLIRDialectsPublicAPI MLIRCorePublicAPI)
endif()
if("passes" IN_LIST MLIRC_COMPONENTS)
  # linalg, gpu...: their upstream C API also registers passes (Passes component).
  mlirc_python_module(MLIRPythonPassesDialects _mlirPassesDialects SOURCES src/mod_dialects.c ${MLIRC_PY_DIALECT_EXT_SOURCES}
    LINK MLIRPassesPublicAPI MLIRCorePublicAPI)
  target_compile_definitions(MLIRPythonPassesDialects PRIVATE MLIRPY_DIALECTS_PASSES=1)
endif()
if("execution-engine" IN_LIST MLIRC_COMPONENTS)
  mlirc_python_module(MLIRPythonExecutionEngine _mlirExecutionEngine SOURCES src/mod_execution_engine.c
    LINK MLIRExecutionEnginePublicAPI MLIRCorePublicAPI)
endif()
