# Targets, manifests and install rules of the component libraries.  Every list
# comes from resolved.cmake (components/resolve.py); nothing is listed here.

set(MLIRC_MAJOR "${MLIRC_LLVM_MAJOR}")
set(LLVM_MAJOR "${MLIRC_LLVM_MAJOR}")  # @LLVM_MAJOR@ in the version scripts

# -Bsymbolic-functions (PublicAPI) and the dynamic list (Impl,
# components/dynamic.list.in): calls, type info and vtables inside a library
# bind locally, which halves the dynamic loader's symbol lookups at start-up;
# data (TypeID statics) stays interposable, as MLIR requires (so never plain
# -Bsymbolic).
# -z nodelete: once mapped, a layer stays mapped: unloading one (say, with
# the last dlclose of a plugin that pulled it in) would leave its LLVM
# options registered in Core, and the next load would abort on them.
# --as-needed: a library needs exactly the layers it uses, whatever the
# compiler driver's default (Debian's GCC passes it, but not with -fsanitize).
set(_common_link_options
  "LINKER:--as-needed" "LINKER:-z,defs" "LINKER:--enable-new-dtags" "LINKER:-z,now" "LINKER:--build-id"
  "LINKER:-z,nodelete")
if(NOT MLIRC_KEEP_DEBUG)
  list(APPEND _common_link_options "LINKER:--strip-debug")
endif()
if(MLIRC_LLVM_LINKAGE STREQUAL "sliced")
  set(_llvm_link "-Wl,--start-group" ${MLIRC_LLVM_STATIC_ARCHIVES} "-Wl,--end-group")
  foreach(_l IN LISTS MLIRC_LLVM_SYSTEM_LIBS)
    if(IS_ABSOLUTE "${_l}")
      list(APPEND _llvm_link "${_l}")
    else()
      list(APPEND _llvm_link "-l${_l}")
    endif()
  endforeach()
  list(PREPEND _llvm_link "-Wl,--as-needed")
else()
  set(_llvm_link "${MLIRC_LIBLLVM}")
endif()

foreach(_m impl publicapi)
  configure_file(components/${_m}.map.in ${CMAKE_BINARY_DIR}/${_m}.map @ONLY)
endforeach()

function(mlirc_whole_archive target)
  set(_opts "LINKER:--whole-archive")
  foreach(_a IN LISTS ARGN)
    list(APPEND _opts "${_a}")
  endforeach()
  list(APPEND _opts "LINKER:--no-whole-archive")
  target_link_options(${target} PRIVATE ${_opts})
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${ARGN})
endfunction()

function(mlirc_library target map)
  set_target_properties(${target} PROPERTIES
    VERSION "${MLIRC_LLVM_FULL_VERSION}" SOVERSION "${MLIRC_MAJOR}"
    LINKER_LANGUAGE CXX C_VISIBILITY_PRESET hidden CXX_VISIBILITY_PRESET hidden C_STANDARD 11
    BUILD_RPATH "\$ORIGIN" INSTALL_RPATH "\$ORIGIN" BUILD_WITH_INSTALL_RPATH ON)
  # Appended: mlirc_whole_archive has already listed the archives.
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${CMAKE_BINARY_DIR}/${map}.map")
  target_link_options(${target} PRIVATE ${_common_link_options}
    "LINKER:--version-script=${CMAKE_BINARY_DIR}/${map}.map")
  target_include_directories(${target} PRIVATE "${CMAKE_SOURCE_DIR}/include" "${MLIRC_LLVM_INCLUDEDIR}")
endfunction()

include(CheckCCompilerFlag)
check_c_compiler_flag(-gctf MLIRC_HAVE_CTF)

set(_lower_impl "")
set(_lower_capi "")
set(_umbrella_capi "")  # what our programs link: every layer but the opt-in ones
foreach(_layer IN LISTS MLIRC_COMPONENTS)
  string(REPLACE "-" "_" _key "${_layer}")
  string(TOUPPER "${_key}" _KEY)
  set(_Name "${MLIRC_${_KEY}_LIBRARY}")

  add_library(MLIR${_Name}Impl SHARED ${MLIRC_${_KEY}_IMPL_SOURCES})
  target_compile_definitions(MLIR${_Name}Impl PRIVATE
    MLIRC_IMPL_MARKER=mlirc_impl_${_key} "MLIRC_COMPONENT_NAME=\"${_layer}\"")
  mlirc_whole_archive(MLIR${_Name}Impl ${MLIRC_${_KEY}_IMPL_ARCHIVES})
  mlirc_library(MLIR${_Name}Impl impl)
  list(JOIN MLIRC_${_KEY}_IMPL_PREEMPTIBLE "\";\n  \"" SYMBOLS)
  set(SYMBOLS "  \"${SYMBOLS}\";")
  configure_file(components/dynamic.list.in ${CMAKE_BINARY_DIR}/${_layer}-dynamic.list @ONLY)
  target_link_options(MLIR${_Name}Impl PRIVATE "LINKER:--dynamic-list=${CMAKE_BINARY_DIR}/${_layer}-dynamic.list")
  set_property(TARGET MLIR${_Name}Impl APPEND PROPERTY LINK_DEPENDS "${CMAKE_BINARY_DIR}/${_layer}-dynamic.list")
  if(MLIRC_${_KEY}_IMPL_UNDEFINED)
    string(REPLACE ";" " " SYMBOLS "${MLIRC_${_KEY}_IMPL_UNDEFINED}")
    configure_file(components/extern.ld.in ${CMAKE_BINARY_DIR}/${_layer}-extern.ld @ONLY)
    target_link_options(MLIR${_Name}Impl PRIVATE "${CMAKE_BINARY_DIR}/${_layer}-extern.ld")
    set_property(TARGET MLIR${_Name}Impl APPEND PROPERTY LINK_DEPENDS "${CMAKE_BINARY_DIR}/${_layer}-extern.ld")
  endif()
  # The lower Impl libraries right after the archives: GNU ld only lets a
  # shared library satisfy the LLVM symbols it exports when it comes before
  # the LLVM archives (CMake would otherwise reorder them after).
  foreach(_lower IN LISTS _lower_impl)
    target_link_options(MLIR${_Name}Impl PRIVATE "$<TARGET_FILE:${_lower}>")
  endforeach()
  target_link_libraries(MLIR${_Name}Impl PRIVATE ${_lower_impl} ${_llvm_link})

  list(LENGTH MLIRC_${_KEY}_IMPL_ARCHIVES _n)
  string(REPLACE ";" "," _dialects "${MLIRC_DIALECTS}")
  # Our own sources: the resolver's list (from capi/<Library>/sources.txt).
  set(_sources ${MLIRC_${_KEY}_CAPI_SOURCES})
  if(_layer STREQUAL "core")
    list(APPEND _sources "${CMAKE_BINARY_DIR}/builtin_passes.inc")
    add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/builtin_passes.inc"
      COMMAND "${Python3_EXECUTABLE}" "${CMAKE_SOURCE_DIR}/components/builtin_passes.py"
              "${MLIRC_LLVM_INCLUDEDIR}" "${CMAKE_BINARY_DIR}/builtin_passes.inc"
      DEPENDS "${CMAKE_SOURCE_DIR}/components/builtin_passes.py"
      COMMENT "Listing MLIR's built-in pass names")
  endif()
  if(_layer STREQUAL "execution-engine")
    # The native-signature invoker; libffi stays private to this library.
    find_package(PkgConfig REQUIRED)
    pkg_check_modules(MLIRC_LIBFFI REQUIRED IMPORTED_TARGET libffi)
  endif()
  if(MLIRC_${_KEY}_LLVM_C)
    # Sliced mode: forwarders (components/llvm_c_forward.c, in the source
    # list) to the LLVM-C functions the Impl embeds.
    list(JOIN MLIRC_${_KEY}_LLVM_C ") MLIRC_FORWARD(" FORWARDS)
    set(FORWARDS "MLIRC_FORWARD(${FORWARDS})")
    configure_file(components/llvm_c_forward.inc.in ${CMAKE_BINARY_DIR}/${_layer}-llvm-c.inc @ONLY)
  endif()
  add_library(MLIR${_Name}PublicAPI SHARED ${_sources})
  if(MLIRC_${_KEY}_LLVM_C)
    target_compile_definitions(MLIR${_Name}PublicAPI PRIVATE "MLIRC_LLVM_C_INC=\"${_layer}-llvm-c.inc\"")
  endif()
  if(MLIRC_HAVE_CTF)
    # Compact C type info survives --strip-debug: abidw --ctf sees the types
    # of our own C functions (scripts/abi-check.py).
    target_compile_options(MLIR${_Name}PublicAPI PRIVATE "$<$<COMPILE_LANGUAGE:C>:-gctf>")
  endif()
  if(_layer STREQUAL "execution-engine")
    target_link_libraries(MLIR${_Name}PublicAPI PRIVATE PkgConfig::MLIRC_LIBFFI)
  endif()
  target_include_directories(MLIR${_Name}PublicAPI PRIVATE "${CMAKE_BINARY_DIR}")
  target_compile_definitions(MLIR${_Name}PublicAPI PRIVATE
    MLIRC_COMPONENT_FN=mlirc${_Name}ComponentConfig
    "MLIRC_COMPONENT_CONFIG=\"component=${_layer} llvm=${MLIRC_LLVM_FULL_VERSION} linkage=${MLIRC_LLVM_LINKAGE} archives=${_n} dialects=${_dialects}\""
    "MLIRC_VERSION=\"${MLIRC_VERSION}\"" "MLIRC_LLVM_VERSION=\"${MLIRC_LLVM_FULL_VERSION}\""
    MLIRC_LLVM_MAJOR=${MLIRC_MAJOR} "MLIRC_REVISION=\"${MLIRC_REVISION}\""
    "MLIRC_SNAPSHOT=\"${MLIRC_SNAPSHOT}\"" "MLIRC_LLVM_LINKAGE=\"${MLIRC_LLVM_LINKAGE}\"")
  mlirc_whole_archive(MLIR${_Name}PublicAPI ${MLIRC_${_KEY}_CAPI_ARCHIVES})
  mlirc_library(MLIR${_Name}PublicAPI publicapi)
  target_link_options(MLIR${_Name}PublicAPI PRIVATE "LINKER:-Bsymbolic-functions")
  list(APPEND _lower_impl MLIR${_Name}Impl)
  set(_dylib "")
  if(MLIRC_LLVM_LINKAGE STREQUAL "dylib")
    set(_dylib "${MLIRC_LIBLLVM}")
  endif()
  target_link_libraries(MLIR${_Name}PublicAPI PRIVATE ${_lower_capi} ${_lower_impl} ${_dylib} ${CMAKE_DL_LIBS} Threads::Threads)
  target_compile_options(MLIR${_Name}PublicAPI PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:${MLIRC_LLVM_CXXFLAGS}>")
  list(APPEND _lower_capi MLIR${_Name}PublicAPI)
  if(_layer IN_LIST MLIRC_UMBRELLA_COMPONENTS)
    list(APPEND _umbrella_capi MLIR${_Name}PublicAPI)
  endif()

  install(TARGETS MLIR${_Name}Impl MLIR${_Name}PublicAPI
    LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT ${_layer}
            NAMELINK_COMPONENT dev)
endforeach()

include(cmake/MLIRComponentsManifests.cmake)
