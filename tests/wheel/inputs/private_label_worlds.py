# The public mlir and two private-label copies (projone.mlir, projtwo.mlir) in
# one process: each builds, runs passes and JITs with its own libraries, and an
# object of one world given to another is refused with a TypeError.
import ctypes
import os
import sys

import mlir.ir
import projone.mlir.ir
import projtwo.mlir.ir
from mlir.passmanager import PassManager as PublicPM
from projone.mlir.passmanager import PassManager as OnePM
from projone.mlir.execution_engine import ExecutionEngine as OneEE

worlds = {"mlir": mlir, "projone.mlir": projone.mlir, "projtwo.mlir": projtwo.mlir}
for name, pkg in worlds.items():
    with pkg.ir.Context(), pkg.ir.Location.unknown():
        m = pkg.ir.Module.parse("func.func @f(%a: i32) -> i32 { return %a : i32 }")
        print(name, "parsed:", m.operation.verify(), type(m).__module__)

# Op views come from each copy's own dialect modules.
with projone.mlir.ir.Context():
    op = projone.mlir.ir.Module.parse("func.func @f() { return }").body.operations[0]
    print("projone op view:", type(op).__module__, type(op).__name__)
print("public dialect modules imported:", sorted(k for k in sys.modules if k.startswith("mlir.dialects")))

# Each world maps its own libraries, and nothing else of the others.
with open("/proc/self/maps") as f:
    libs = sorted({os.path.basename(l.split()[-1]) for l in f if "libMLIRCoreImpl" in l})
print("Core libraries mapped:", libs)

# A pass pipeline and the JIT in a private world, with the public one loaded.
with projone.mlir.ir.Context():
    m = projone.mlir.ir.Module.parse(
        "func.func @add(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {\n"
        "  %r = arith.addi %a, %b : i32\n  return %r : i32\n}")
    OnePM.parse("builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)").run(m.operation)
    engine = OneEE(m)
    a, b, r = ctypes.c_int32(40), ctypes.c_int32(2), ctypes.c_int32()
    engine.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
    print("projone JIT add:", r.value)


def refused(what, fn):
    try:
        fn()
    except TypeError as e:
        print(what, "refused: TypeError:", str(e).splitlines()[0][:120])
    except Exception as e:  # a refusal, but not the kind asked for
        print(what, "refused with", type(e).__name__, str(e)[:120])
    else:
        print(what, "ACCEPTED")


one_ctx = projone.mlir.ir.Context()
pub_ctx = mlir.ir.Context()
with pub_ctx:
    pub_i32 = mlir.ir.IntegerType.get_signless(32)
    pub_module = mlir.ir.Module.parse("func.func @g() { return }")
refused("public Context to projone Module.parse", lambda: projone.mlir.ir.Module.parse("", context=pub_ctx))
refused("projone Context to public Module.parse", lambda: mlir.ir.Module.parse("", context=one_ctx))
with one_ctx:
    refused("public type to projone MemRefType.get", lambda: projone.mlir.ir.MemRefType.get([4], pub_i32))
    refused("public operation to projone PassManager.run",
            lambda: OnePM.parse("builtin.module(canonicalize)").run(pub_module.operation))
refused("projone Context to projtwo Location.unknown", lambda: projtwo.mlir.ir.Location.unknown(context=one_ctx))
with pub_ctx:
    refused("public module to projtwo InsertionPoint", lambda: projtwo.mlir.ir.InsertionPoint(pub_module.body))
print("still working:", mlir.ir.Module.parse("module {}", context=pub_ctx).operation.verify(),
      projtwo.mlir.ir.Module.parse("module {}", context=projtwo.mlir.ir.Context()).operation.verify())
