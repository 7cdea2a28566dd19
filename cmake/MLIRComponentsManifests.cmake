# pkg-config files, the CMake package config and headers; the templates under
# pkgconfig/ and cmake/ are shared with meson.build (same @VARIABLES@).

set(LIBDIR "${CMAKE_INSTALL_LIBDIR}")
set(INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
set(LLVM_FULL_VERSION "${MLIRC_LLVM_FULL_VERSION}")
set(LLVM_MAJOR "${MLIRC_MAJOR}")
# The file name (and SONAME) of the installed libraries; the wheel has no version.
set(SHLIB_SUFFIX ".so.${MLIRC_MAJOR}")
set(LIBS_RPATH "")  # the wheel's .pc files add -Wl,-rpath
set(LLVM_LINKAGE "${MLIRC_LLVM_LINKAGE}")
set(LLVM_INCLUDEDIR "${MLIRC_LLVM_INCLUDEDIR}")
set(MLIR_TBLGEN "${MLIRC_MLIR_TBLGEN}")
# What a C++ consumer compiles with: LLVM's flags without the exception model,
# which is the consumer's own choice (components/resolve.py).
string(REPLACE ";" " " LLVM_CXXFLAGS "${MLIRC_CONSUMER_CXXFLAGS}")
set(LLVM_CXXFLAGS_LIST "${MLIRC_CONSUMER_CXXFLAGS}")
if(LLVM_LINKAGE STREQUAL "dylib")
  set(LLVM_LIBS "-L${MLIRC_LLVM_LIBDIR} -lLLVM-${LLVM_MAJOR}")
  set(LLVM_LIBS_LIST "${MLIRC_LIBLLVM}")
else()
  set(LLVM_LIBS "")
  set(LLVM_LIBS_LIST "")
endif()
string(REGEX MATCHALL "[^/]+" _parts "${LIBDIR}")
set(PC_PREFIX_REL "..")
foreach(_p IN LISTS _parts)
  string(APPEND PC_PREFIX_REL "/..")
endforeach()
set(CMAKE_PREFIX_REL "../${PC_PREFIX_REL}")

set(UMBRELLA_REQUIRES "")
set(COMPONENT_GRAPH "${MLIRC_COMPONENT_GRAPH}")
foreach(_layer IN LISTS MLIRC_COMPONENTS)
  string(REPLACE "-" "_" _key "${_layer}")
  string(TOUPPER "${_key}" _KEY)
  set(COMPONENT "${_layer}")
  set(LIBRARY "${MLIRC_${_KEY}_LIBRARY}")
  string(REPLACE ";" ", " C_REQUIRES "${MLIRC_${_KEY}_C_REQUIRES}")
  string(REPLACE ";" ", " CXX_REQUIRES "${MLIRC_${_KEY}_CXX_REQUIRES}")
  set(C_REQUIRES_PRIVATE "")
  if(_layer STREQUAL "execution-engine")
    set(C_REQUIRES_PRIVATE "libffi")
  endif()
  set(LLVM_C_LIBS "")
  if(LIBRARY IN_LIST MLIRC_LLVM_C_LIBRARIES)
    set(LLVM_C_LIBS "${LLVM_LIBS}")
  endif()
  configure_file(pkgconfig/mlir-c-component.pc.in pkgconfig/mlir-c-${_layer}.pc @ONLY)
  configure_file(pkgconfig/mlir-component.pc.in pkgconfig/mlir-${_layer}.pc @ONLY)
  install(FILES "${CMAKE_BINARY_DIR}/pkgconfig/mlir-c-${_layer}.pc" "${CMAKE_BINARY_DIR}/pkgconfig/mlir-${_layer}.pc"
    DESTINATION "${LIBDIR}/pkgconfig" COMPONENT dev)
endforeach()
# The umbrella leaves out the layers a consumer asks for by name (tools).
foreach(_layer IN LISTS MLIRC_UMBRELLA_COMPONENTS)
  list(APPEND UMBRELLA_REQUIRES "mlir-c-${_layer}")
endforeach()
string(REPLACE ";" ", " UMBRELLA_REQUIRES "${UMBRELLA_REQUIRES}")
# libMLIRPythonCAPI.so: the name upstream's Python extensions link, as a
# linker script over the PublicAPI libraries, highest layer first.
set(PYTHON_CAPI_LIBS "")
foreach(_layer IN LISTS MLIRC_UMBRELLA_COMPONENTS)
  string(REPLACE "-" "_" _key "${_layer}")
  string(TOUPPER "${_key}" _KEY)
  set(PYTHON_CAPI_LIBS "-lMLIR${MLIRC_${_KEY}_LIBRARY}PublicAPI ${PYTHON_CAPI_LIBS}")
endforeach()
string(STRIP "${PYTHON_CAPI_LIBS}" PYTHON_CAPI_LIBS)
configure_file(pkgconfig/libMLIRPythonCAPI.so.in libMLIRPythonCAPI.so @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/libMLIRPythonCAPI.so" DESTINATION "${LIBDIR}" COMPONENT dev)
configure_file(pkgconfig/mlir-c.pc.in pkgconfig/mlir-c.pc @ONLY)
configure_file(pkgconfig/mlir-plugin.pc.in pkgconfig/mlir-plugin.pc @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/pkgconfig/mlir-c.pc" "${CMAKE_BINARY_DIR}/pkgconfig/mlir-plugin.pc"
  DESTINATION "${LIBDIR}/pkgconfig" COMPONENT dev)

set(LLVM_C_LIBRARIES "${MLIRC_LLVM_C_LIBRARIES}")
set(UPSTREAM_LIBRARIES "${MLIRC_UPSTREAM_LIBRARIES}")
set(UMBRELLA_LIBRARIES "${MLIRC_UMBRELLA_LIBRARIES}")
foreach(_f MLIRComponentsConfig MLIRComponentsConfigVersion)
  configure_file(cmake/${_f}.cmake.in cmake/${_f}.cmake @ONLY)
  install(FILES "${CMAKE_BINARY_DIR}/cmake/${_f}.cmake"
    DESTINATION "${LIBDIR}/cmake/MLIRComponents" COMPONENT dev)
endforeach()
# find_package(MLIR) through the components (mlir-c-config --mlir-cmake-dir).
foreach(_f MLIRConfig MLIRConfigVersion)
  configure_file(cmake/${_f}.cmake.in cmake/mlir/${_f}.cmake @ONLY)
  install(FILES "${CMAKE_BINARY_DIR}/cmake/mlir/${_f}.cmake"
    DESTINATION "${LIBDIR}/cmake/MLIRComponents/mlir" COMPONENT dev)
endforeach()

# Its LLVM_TOOLS_BINARY_DIR, <libdir>/mlir-components/bin: upstream's tool
# names, ours standing in for MLIR's drivers (components/resolve.py,
# llvm_tools_links).
set(_tools_links_dir "${LIBDIR}/mlir-components/bin")
file(RELATIVE_PATH _bin_from_tools "/${_tools_links_dir}" "/${CMAKE_INSTALL_BINDIR}")
foreach(_link IN LISTS MLIRC_LLVM_TOOLS_LINKS)
  string(REGEX REPLACE ":.*" "" _name "${_link}")
  string(REGEX REPLACE "^[^:]*:" "" _to "${_link}")
  if(NOT IS_ABSOLUTE "${_to}")
    set(_to "${_bin_from_tools}/${_to}")
  endif()
  install(CODE "set(_dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${_tools_links_dir}\")
    file(MAKE_DIRECTORY \"\${_dir}\")
    message(STATUS \"Installing: \${_dir}/${_name} -> ${_to}\")
    file(CREATE_LINK \"${_to}\" \"\${_dir}/${_name}\" SYMBOLIC)" COMPONENT dev)
endforeach()

# Our headers, and a copy of upstream's C API headers, so the dev package is
# self-contained for C consumers.
install(DIRECTORY include/mlir-c/ "${MLIRC_LLVM_INCLUDEDIR}/mlir-c/"
  DESTINATION "${INCLUDEDIR}/mlir-components/mlir-c" COMPONENT dev PATTERN "*.in" EXCLUDE)
install(DIRECTORY include/mlirc/ DESTINATION "${INCLUDEDIR}/mlir-components/mlirc" COMPONENT dev)
# The classes MLIR's headers give explicit TypeIDs, for mlirc/PluginTypeIDs.h.
add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/include/mlirc/MLIRTypeIDNames.inc"
  COMMAND "${Python3_EXECUTABLE}" "${CMAKE_SOURCE_DIR}/components/mlir_typeids.py"
          "${MLIRC_LLVM_INCLUDEDIR}" "${CMAKE_BINARY_DIR}/include/mlirc/MLIRTypeIDNames.inc"
  DEPENDS "${CMAKE_SOURCE_DIR}/components/mlir_typeids.py"
  COMMENT "Listing the classes MLIR gives explicit TypeIDs")
add_custom_target(mlirc_typeid_names ALL DEPENDS "${CMAKE_BINARY_DIR}/include/mlirc/MLIRTypeIDNames.inc")
install(FILES "${CMAKE_BINARY_DIR}/include/mlirc/MLIRTypeIDNames.inc"
  DESTINATION "${INCLUDEDIR}/mlir-components/mlirc" COMPONENT dev)
configure_file(include/mlir-c/Components/Config.h.in include/mlir-c/Components/Config.h @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/include/mlir-c/Components/Config.h"
  DESTINATION "${INCLUDEDIR}/mlir-components/mlir-c/Components" COMPONENT dev)
# llvm/Config/*.def listing the targets the libraries carry, for C (llvm-c/Target.h)
# and C++ (llvm/Support/TargetSelect.h) consumers alike.
foreach(_list IN LISTS MLIRC_LLVM_TARGET_LISTS)
  string(REPLACE ":" ";" _list "${_list}")
  list(GET _list 0 LIST_FILE)
  list(GET _list 1 LIST_MACRO)
  list(LENGTH _list _n)
  set(LIST_ENTRIES "")
  if(_n GREATER 2)
    list(GET _list 2 _targets)
    string(REPLACE "," ";" _targets "${_targets}")
    foreach(_t IN LISTS _targets)
      string(APPEND LIST_ENTRIES "${LIST_MACRO}(${_t})\n")
    endforeach()
  endif()
  configure_file(cmake/llvm-target-list.def.in include/llvm/Config/${LIST_FILE} @ONLY)
  install(FILES "${CMAKE_BINARY_DIR}/include/llvm/Config/${LIST_FILE}"
    DESTINATION "${INCLUDEDIR}/mlir-components/llvm/Config" COMPONENT dev)
endforeach()
# The distribution's llvm/Config/llvm-config.h without the LLVM_NATIVE_* names
# of initializers the libraries lack (InitializeNative<Kind>() then says so).
file(READ "${MLIRC_LLVM_INCLUDEDIR}/llvm/Config/llvm-config.h" CONFIG_H)
foreach(_line IN LISTS MLIRC_LLVM_NATIVE_UNAVAILABLE)
  string(REGEX REPLACE "^#define ([A-Za-z_]+) .*" "\\1" _macro "${_line}")
  string(REPLACE "${_line}" "/* ${_macro}: not in these libraries (mlir-components) */" CONFIG_H "${CONFIG_H}")
endforeach()
string(REGEX REPLACE "\n$" "" CONFIG_H "${CONFIG_H}")
configure_file(cmake/llvm-config.h.in include/llvm/Config/llvm-config.h @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/include/llvm/Config/llvm-config.h"
  DESTINATION "${INCLUDEDIR}/mlir-components/llvm/Config" COMPONENT dev)
foreach(_h IN LISTS MLIRC_CAPI_INC_HEADERS)
  get_filename_component(_d "${_h}" DIRECTORY)
  install(FILES "${MLIRC_LLVM_INCLUDEDIR}/${_h}"
    DESTINATION "${INCLUDEDIR}/mlir-components/${_d}" COMPONENT dev)
endforeach()
