# mlir.dialects and mlir.execution_engine: op/enum classes generated with the
# installed mlir-tblgen from the installed .td files (wrappers in td/); the
# native modules come from CMakeLists.txt.  Included from
# CMakeLists.txt (after _pkg); dialects/meson.build is
# the Meson twin and must install the same files.

# Dialects with generated op classes, and those that also get enum classes
# (`<ns>.td` or, when it pulls in other dialects' enums, `<ns>_enums.td`).
set(MLIRC_PY_DIALECTS builtin func arith scf cf memref tensor linalg math llvm vector gpu)
set(MLIRC_PY_ENUM_DIALECTS arith gpu linalg llvm vector)
# More dialects (module names differ for async -> async_dialect, omp -> openmp).
list(APPEND MLIRC_PY_DIALECTS affine amdgpu async complex index ml_program nvgpu nvvm omp quant rocdl shape spirv
     sparse_tensor tosa)
list(APPEND MLIRC_PY_ENUM_DIALECTS amdgpu index nvgpu nvvm sparse_tensor)
# Dialects whose module upstream's package ships from LLVM 22 on (acc ->
# openacc); the modules of the others are not installed (MLIRC_PY_NOT_SHIPPED,
# excluded by CMakeLists.txt's install of mlir/).
set(_since_22 emitc irdl acc shard smt ub)
set(_since_22_modules emitc irdl openacc shard smt ub)
set(MLIRC_PY_NOT_SHIPPED)
if(MLIRC_LLVM_MAJOR GREATER_EQUAL 22)
  list(APPEND MLIRC_PY_DIALECTS ${_since_22})
  list(APPEND MLIRC_PY_ENUM_DIALECTS irdl shard smt)
else()
  list(APPEND MLIRC_PY_NOT_SHIPPED ${_since_22_modules})
endif()
# Dialect C API functions of the helper layers (native/dialect_fragments/,
# see fragment.h) go into both registration modules, each offering those
# its component has.

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
endif()
# The transform dialect family, pdl and bufferization: op/enum classes of
# mlir.dialects.transform (and its extension submodules: ops generated with
# -dialect-extension=<ext> from td/transform_<ext>.td), mlir.dialects.pdl and
# mlir.dialects.bufferization (their native modules, _mlirDialectsTransform,
# _mlirDialectsPDL and _mlirTransformInterpreter, come from CMakeLists.txt).
set(MLIRC_PY_TRANSFORM_DIALECTS transform pdl bufferization)
set(MLIRC_PY_TRANSFORM_ENUM_DIALECTS transform bufferization)
set(MLIRC_PY_TRANSFORM_EXTENSIONS structured loop bufferization gpu memref nvgpu sparse_tensor tensor vector pdl debug)
set(MLIRC_PY_TRANSFORM_ENUM_EXTENSIONS structured vector)
# Transform extensions whose module upstream's package ships from LLVM 22 on.
if(MLIRC_LLVM_MAJOR GREATER_EQUAL 22)
  list(APPEND MLIRC_PY_TRANSFORM_EXTENSIONS tune smt xegpu)
else()
  list(APPEND MLIRC_PY_NOT_SHIPPED transform/tune transform/smt transform/xegpu)
endif()

function(mlirc_py_tblgen out td)  # mlirc_py_tblgen(<output .py> <td> <mlir-tblgen args...>)
  set(_out "${CMAKE_CURRENT_BINARY_DIR}/dialects_gen/${out}")
  set(_td "${CMAKE_CURRENT_SOURCE_DIR}/td/${td}")
  add_custom_command(OUTPUT "${_out}"
    COMMAND "${MLIRC_MLIR_TBLGEN}" ${ARGN} -I "${MLIRC_LLVM_INCLUDEDIR}" "${_td}" -o "${_out}" -d "${_out}.d"
    DEPENDS "${_td}" DEPFILE "${_out}.d" COMMENT "mlir-tblgen: mlir/dialects/${out}" VERBATIM)
  set_property(DIRECTORY APPEND PROPERTY MLIRC_PY_TRANSFORM_GEN_FILES "${_out}")
endfunction()

if("dialects" IN_LIST MLIRC_COMPONENTS AND "transform" IN_LIST MLIRC_DIALECTS AND "pdl" IN_LIST MLIRC_DIALECTS)
  foreach(ns IN LISTS MLIRC_PY_TRANSFORM_DIALECTS)
    mlirc_py_tblgen(_${ns}_ops_gen.py ${ns}.td -gen-python-op-bindings -bind-dialect=${ns})
    if(ns IN_LIST MLIRC_PY_TRANSFORM_ENUM_DIALECTS)
      mlirc_py_tblgen(_${ns}_enum_gen.py ${ns}_enums.td -gen-python-enum-bindings)
    endif()
  endforeach()
  foreach(ext IN LISTS MLIRC_PY_TRANSFORM_EXTENSIONS)
    mlirc_py_tblgen(_${ext}_transform_ops_gen.py transform_${ext}.td
      -gen-python-op-bindings -bind-dialect=transform -dialect-extension=${ext})
    if(ext IN_LIST MLIRC_PY_TRANSFORM_ENUM_EXTENSIONS)
      mlirc_py_tblgen(_${ext}_transform_enum_gen.py transform_${ext}_enums.td -gen-python-enum-bindings)
    endif()
  endforeach()
  get_property(_transform_gen_files DIRECTORY PROPERTY MLIRC_PY_TRANSFORM_GEN_FILES)
  add_custom_target(MLIRPythonTransformGen ALL DEPENDS ${_transform_gen_files})
  install(FILES ${_transform_gen_files} DESTINATION "${MLIRC_PYTHON_INSTALL_DIR}/mlir/dialects" COMPONENT python)
endif()

