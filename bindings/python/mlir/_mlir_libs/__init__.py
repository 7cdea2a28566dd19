"""Loader of the native modules of the mlir package.

The native modules (`_mlir`, `_mlirPasses`, `_mlirDialects`...) are ordinary
extension modules opened RTLD_LOCAL (Python's default); each links only its
component's libMLIR<Component>PublicAPI library, found through an
$ORIGIN-relative RUNPATH.  Nothing here uses RTLD_GLOBAL or LD_PRELOAD: one
copy of every MLIR library is guaranteed by the SONAMEs, and TypeIDs are
shared through libMLIRCoreImpl (see mlir-c/Components/Registry.h).

Downstream builds use the functions below to find the headers, libraries,
pkg-config and CMake files of the install this package belongs to.
"""

import importlib
import os
import sys

from . import _config

_here = os.path.dirname(os.path.abspath(__file__))


def _rel(path):
    return os.path.normpath(os.path.join(_here, path))


def get_lib_dirs():
    """Directories holding libMLIR*PublicAPI.so / libMLIR*Impl.so."""
    return [_rel(_config.LIBDIR)]


def get_include_dirs():
    """Directories to add to the include path for the MLIR C API
    (`#include "mlir-c/IR.h"`) and mlir-c/Components/."""
    return [_rel(_config.INCLUDEDIR)]


def get_pkgconfig_dirs():
    """Directories holding mlir-c-core.pc, mlir-c.pc..."""
    return [os.path.join(d, "pkgconfig") for d in get_lib_dirs()]


def get_cmake_dirs():
    """Directories to put in CMAKE_PREFIX_PATH / MLIRComponents_DIR."""
    return [os.path.join(d, "cmake", "MLIRComponents") for d in get_lib_dirs()]


def get_llvm_version():
    return _config.LLVM_VERSION


def _load(name):
    """Imports the native module `name` of this package RTLD_LOCAL, even if
    the application switched Python's dlopen flags to RTLD_GLOBAL."""
    flags = None
    if hasattr(sys, "getdlopenflags") and hasattr(os, "RTLD_GLOBAL"):
        flags = sys.getdlopenflags()
        if flags & os.RTLD_GLOBAL:
            sys.setdlopenflags((flags & ~os.RTLD_GLOBAL) | os.RTLD_NOW)
        else:
            flags = None
    try:
        return importlib.import_module("." + name, __name__)
    finally:
        if flags is not None:
            sys.setdlopenflags(flags)


_mlir = _load("_mlir")

# Called with every new Context (after creation).  Dialect modules and
# load_plugin append to it; see mlir.dialects.
context_init_hooks = _mlir._context_init_hooks
