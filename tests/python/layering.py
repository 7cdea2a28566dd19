# `import mlir.ir` maps only the Core libraries; mlir.passmanager adds the
# Passes ones; nothing is loaded RTLD_GLOBAL.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %PYTHON_ALT %s | FileCheck %s
import ctypes
import os
import re
import sys


def mapped():
    libs = set()
    with open("/proc/self/maps") as f:
        for line in f:
            m = re.search(r"/(libMLIR\w+|libLLVM[\w.-]*|_mlir\w*)\.", line)
            if m:
                libs.add(m.group(1))
    return sorted(libs)


flags = sys.getdlopenflags()
import mlir.ir

# CHECK: after mlir.ir: ['_mlir', 'libMLIRCoreImpl', 'libMLIRCorePublicAPI']
print("after mlir.ir:", mapped())
# CHECK: dlopen flags unchanged: True
print("dlopen flags unchanged:", sys.getdlopenflags() == flags)

# Loaded RTLD_LOCAL: the C API is not in the global symbol namespace.
# CHECK: mlirContextCreate global: False
print("mlirContextCreate global:", hasattr(ctypes.CDLL(None), "mlirContextCreate"))

# Even when the application asked for RTLD_GLOBAL, the loader opens ours local.
sys.setdlopenflags(flags | os.RTLD_GLOBAL)
import mlir.passmanager
sys.setdlopenflags(flags)
libs = mapped()
# CHECK: after passmanager: Passes True ExecutionEngine False
print("after passmanager: Passes", "libMLIRPassesPublicAPI" in libs, "ExecutionEngine",
      any("ExecutionEngine" in l for l in libs))
# CHECK: passes API global: False
print("passes API global:", hasattr(ctypes.CDLL(None), "mlirPassManagerCreate"))
