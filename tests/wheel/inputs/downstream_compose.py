# The downstream wheel's module beside the mlir-components wheel in one venv:
# imported RTLD_LOCAL, its dialect's type works in mlir.ir's MemRefType (one
# set of TypeIDs), and its libraries are the ones of the mlir package.
import os
import sys

import mlir_cxxplug
from mlir.ir import Context, IntegerType, Location, MemRefType, Module, Type

print("RTLD_GLOBAL:", bool(sys.getdlopenflags() & os.RTLD_GLOBAL))
with Context() as ctx, Location.unknown():
    mlir_cxxplug.register_dialect(ctx)
    token = Type.parse("!cxxplug.token")
    print(MemRefType.get([4], token))
    print("is token:", mlir_cxxplug.is_token(token), mlir_cxxplug.is_token(IntegerType.get_signless(32)))
    module = Module.parse("%t = cxxplug.make : !cxxplug.token")
    print(module)
    print("verified:", module.operation.verify())

# Every MLIR library mapped comes from the mlir package of this venv.
site = os.path.dirname(os.path.dirname(os.path.abspath(mlir_cxxplug.__file__)))
with open("/proc/self/maps") as f:
    libs = {line.split()[-1] for line in f if "libMLIR" in line}
print("MLIR libraries mapped:", len(libs), "all from the mlir package:",
      all(p.startswith(os.path.join(site, "mlir", "_mlir_libs", "lib") + os.sep) for p in libs))
