# `import mlir.ir` maps only the Core libraries, and so does a bare Context;
# Context() maps the Dialects component (every dialect), and the Passes
# component (their extensions, and the passes) only when needed
# (python/context_extensions.py); nothing is loaded RTLD_GLOBAL, even when
# the application asked for it.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import ctypes
import os
import re
import sys

from testlib import mapped_libraries


def mapped():
    return mapped_libraries(r"/(libMLIR\w+|libLLVM[\w.-]*|_mlir\w*)\.")


flags = sys.getdlopenflags()
import mlir.ir

# CHECK: after mlir.ir: ['_mlir', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI']
print("after mlir.ir:", mapped())
# CHECK: dlopen flags unchanged: True
print("dlopen flags unchanged:", sys.getdlopenflags() == flags)

# Loaded RTLD_LOCAL: the C API is not in the global symbol namespace.
# CHECK: mlirContextCreate global: False
print("mlirContextCreate global:", hasattr(ctypes.CDLL(None), "mlirContextCreate"))

# A bare Context knows builtin only and maps nothing more.
with mlir.ir.Context(bare=True) as bare:
    m = mlir.ir.Module.parse("module @m { }")
    # CHECK: bare: module @m {
    print("bare:", m)
    # CHECK: bare func.func registered: False
    print("bare func.func registered:", bare.is_registered_operation("func.func"))
    del m
# CHECK: after bare Context: ['_mlir', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI']
print("after bare Context:", mapped())

# Context() maps Dialects local, even when the application asked for
# RTLD_GLOBAL.
sys.setdlopenflags(flags | os.RTLD_GLOBAL)
ctx = mlir.ir.Context()
sys.setdlopenflags(flags)
libs = mapped()
# CHECK: after Context(): Passes False Dialects True ExecutionEngine False
print("after Context(): Passes", "libMLIRPassesPublicAPI" in libs, "Dialects", "libMLIRDialectsImpl" in libs,
      "ExecutionEngine", any("ExecutionEngine" in l for l in libs))
# CHECK: no dialect module imported: True
print("no dialect module imported:", not any(k.startswith("mlir.dialects") for k in sys.modules))
# CHECK: registered: True True True
print("registered:", ctx.is_registered_operation("func.func"), ctx.is_registered_operation("linalg.matmul"),
      ctx.is_registered_operation("spirv.module"))

import mlir.passmanager

# CHECK: passes API global: False
print("passes API global:", hasattr(ctypes.CDLL(None), "mlirPassManagerCreate"))
libs = mapped()
# CHECK: after passmanager: Passes True ExecutionEngine False
print("after passmanager: Passes", "libMLIRPassesPublicAPI" in libs, "ExecutionEngine",
      any("ExecutionEngine" in l for l in libs))
