# What an LLVM build tree gives the upstream sources built here (the test
# plugin, the examples): find_package(MLIR) through MLIR_DIR, upstream's CMake
# helpers, and the tree's output directories (bin/, lib/).
find_package(MLIR REQUIRED CONFIG)
list(APPEND CMAKE_MODULE_PATH "${MLIR_CMAKE_DIR}" "${LLVM_CMAKE_DIR}")
set(LLVM_RUNTIME_OUTPUT_INTDIR ${CMAKE_BINARY_DIR}/bin)
set(LLVM_LIBRARY_OUTPUT_INTDIR ${CMAKE_BINARY_DIR}/lib)
set(MLIR_BINARY_DIR ${CMAKE_BINARY_DIR})
include(TableGen)
include(AddLLVM)
include(AddMLIR)
include(HandleLLVMOptions)

# mlirc_collect_targets(DIR OUT TYPE...): the targets of those types that the
# files under DIR (an added directory) declared.
function(mlirc_collect_targets dir out)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  set(found "")
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(type IN_LIST ARGN)
      list(APPEND found ${t})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    mlirc_collect_targets("${sub}" sub_found ${ARGN})
    list(APPEND found ${sub_found})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

# Headers are most of the compile time of code on MLIR.
# mlirc_precompiled_header(NAME OUT HEADER...): target NAME compiles a header
# that includes those as a GCC precompiled header (OUT: its path; a file
# force-including it reads NAME.h.gch, made with the same flags as upstream's
# targets, or the header itself where its flags differ).
function(mlirc_precompiled_header name out)
  set(header "${CMAKE_CURRENT_BINARY_DIR}/prefix/${name}.h")
  set(text "")
  foreach(included IN LISTS ARGN)
    string(APPEND text "#include \"${included}\"\n")
  endforeach()
  file(CONFIGURE OUTPUT "${header}" CONTENT "${text}")
  add_library(${name} OBJECT "${header}")
  set_source_files_properties("${header}" PROPERTIES LANGUAGE CXX COMPILE_OPTIONS "-xc++-header")
  llvm_update_compile_flags(${name})  # (-fno-exceptions, ...)
  add_custom_command(OUTPUT "${header}.gch"
    COMMAND ${CMAKE_COMMAND} -E create_symlink "$<TARGET_OBJECTS:${name}>" "${header}.gch"
    DEPENDS "$<TARGET_OBJECTS:${name}>")
  add_custom_target(${name}-gch DEPENDS "${header}.gch")
  set(${out} "${header}" PARENT_SCOPE)
endfunction()

# mlirc_force_include(PREFIX MATCHED_PREFIX REGEX TARGET...): each C++ file
# of those targets reads MATCHED_PREFIX first if one of its lines matches
# REGEX (or it is generated, outside the target's source directory), else
# PREFIX.
function(mlirc_force_include prefix matched_prefix regex)
  foreach(target IN LISTS ARGN)
    foreach(p IN ITEMS "${prefix}" "${matched_prefix}")
      get_filename_component(name "${p}" NAME_WE)
      add_dependencies(${target} ${name}-gch)
    endforeach()
    get_target_property(sources ${target} SOURCES)
    get_target_property(source_dir ${target} SOURCE_DIR)
    get_target_property(binary_dir ${target} BINARY_DIR)
    foreach(source IN LISTS sources)
      if(NOT source MATCHES "\\.cpp$")
        continue()
      endif()
      get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
      if(EXISTS "${path}")
        file(STRINGS "${path}" matched LIMIT_COUNT 1 REGEX "${regex}")
      else()  # generated
        get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${binary_dir}")
        set(matched TRUE)
      endif()
      set(chosen "${prefix}")
      if(matched)
        set(chosen "${matched_prefix}")
      endif()
      set_property(SOURCE "${path}" TARGET_DIRECTORY ${target} APPEND PROPERTY COMPILE_OPTIONS "-include${chosen}")
    endforeach()
  endforeach()
endfunction()
