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

from .._package_path import extend_path as _extend_path

# A mlir/_mlir_libs directory further on sys.path adds native modules here
# (a downstream project's extension, a test fixture); this one comes first.
__path__ = _extend_path(__path__, __name__)

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

_dialect_registry = None


def _append_dialect_registry(context):
    context.append_dialect_registry(_dialect_registry)


def get_dialect_registry():
    """The process-wide mlir.ir.DialectRegistry: what is inserted into it
    (e.g. by a dialect module's register function) is appended to every
    Context created afterwards."""
    global _dialect_registry
    if _dialect_registry is None:
        _dialect_registry = _mlir.ir.DialectRegistry()
        context_init_hooks.append(_append_dialect_registry)
    return _dialect_registry


# What a new Context registers.  Every dialect, from the Dialects component;
# their extensions, interface models and LLVM IR translations are in the
# Passes component, the largest library, which a script that only builds,
# parses and prints IR never needs.  So Passes is mapped, and its registry
# appended to the context, only when the context first needs it: see
# mlirpy_context_complete (native/_mlir/mlirpy.h) for when.  Once Passes is
# mapped, new contexts get everything at once.  A build without the
# Dialects component's mlircRegisterEveryDialect registers everything at
# once; a build without Passes, the dialects of the Dialects component.
def _load_or_none(name):
    try:
        return _load(name)
    except ImportError:
        return None


_dialects_module = None


def _register_everything(context):
    """Called by Context() (unless bare=True) before the context_init_hooks;
    Context() loads the dialects afterwards.  True: the extensions are left
    for _complete_contexts."""
    global _dialects_module
    passes = sys.modules.get(__name__ + "._mlirPasses")
    if passes is None:
        if _dialects_module is None:
            _dialects_module = _load_or_none("_mlirDialects") or False
        if _dialects_module and _dialects_module.register_every_dialect(context):
            return True
        passes = _load_or_none("_mlirPasses")
    if passes is not None:
        passes.register_everything(context, load=False)
    elif _dialects_module:
        _dialects_module.register_dialects(context, load=False)
    return False


def _complete_contexts():
    """Appends the Passes component's registry to every context that waits
    for it (mlirpy_context_complete calls this)."""
    passes = _load_or_none("_mlirPasses")
    for context in _mlir._take_pending_contexts():
        if passes is not None:
            passes.register_everything(context, load=False)


_mlir._register_everything = _register_everything
_mlir._complete_contexts = _complete_contexts


class _Globals:
    """`_mlir.globals`: process-wide settings of the bindings.

    Dialect search prefixes: the Python package prefixes where the module of
    a dialect namespace is looked up (`<prefix>.<namespace>`), so that
    `ctx.dialects.func` finds the Dialect class of mlir.dialects.func without
    an explicit import.  The traceback file sets are what code generated by
    newer mlir-tblgen registers; locations carry no Python tracebacks here, so
    they are only remembered."""

    def __init__(self):
        # mlir.dialects, or <package>.dialects in a renamed copy (private_label).
        self.dialect_search_modules = [__name__.rpartition(".")[0] + ".dialects"]
        self._loaded_dialect_modules = {}
        self.traceback_file_exclusions = set()
        self.traceback_file_inclusions = set()

    def append_dialect_search_prefix(self, module_name):
        self.dialect_search_modules.append(module_name)
        _mlir._dialect_modules_tried.clear()  # look again for op classes

    def _check_dialect_module_loaded(self, dialect_namespace):
        """Imports the module of `dialect_namespace` from the first search
        prefix that has one; False when none has (remembered only on success,
        so a prefix added later is searched)."""
        if dialect_namespace in self._loaded_dialect_modules:
            return True
        for prefix in self.dialect_search_modules:
            name = f"{prefix}.{dialect_namespace}"
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as e:
                if e.name is not None and not name.startswith(e.name):
                    raise  # the module exists but one of its imports is missing
                continue
            self._loaded_dialect_modules[dialect_namespace] = module
            return True
        return False

    def register_traceback_file_exclusion(self, filename):
        self.traceback_file_exclusions.add(filename)

    def register_traceback_file_inclusion(self, filename):
        self.traceback_file_inclusions.add(filename)


_mlir.globals = _Globals()
