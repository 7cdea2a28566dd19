# gpu-module-to-binary serializes through the GPU target attributes'
# interface models and the LLVM IR translations: a pass manager registers
# every dialect extension and translation into the contexts it uses, so the
# pass works (it used to call through a null interface and crash) and its
# failures are MLIRErrors.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
import mlir.dialects.gpu as gpu
import mlir.dialects.gpu.passes
from mlir.passmanager import PassManager

KERNEL = r"""
module attributes {gpu.container_module} {
  gpu.module @kernels [%s] {
    llvm.func @kernel(%%arg0: i32, %%arg1: !llvm.ptr) attributes {gpu.kernel} {
      llvm.return
    }
  }
}"""


def serialize(target, fmt, body=None, pm_context=None):
    with Context():
        module = Module.parse(body or KERNEL % target)
    # As upstream allows: the pass manager may belong to another context.
    with pm_context or Context():
        pm = PassManager("any")
        pm.add("gpu-module-to-binary{format=%s}" % fmt)
        pm.run(module.operation)
    binary = module.body.operations[0]
    return [gpu.ObjectAttr(o) for o in binary.objects]


# CHECK: nvvm offload: 1 #nvvm.target<chip = "sm_70"> offload bitcode: True
(o,) = serialize('#nvvm.target<chip = "sm_70">', "llvm")
print("nvvm offload:", o.format, o.target, gpu.CompilationTarget(o.format), "bitcode:", o.object.startswith(b"BC\xc0\xde"))

# The optimization level among the object's properties (22 adds timings).
# CHECK: nvvm assembly: 2 assembly ptx: True O = 2 : i32
(o,) = serialize('#nvvm.target<flags = {fast}>', "isa")
print("nvvm assembly:", o.format, gpu.CompilationTarget(o.format), "ptx:", b".target sm_" in o.object, "O =", o.properties["O"])

# CHECK: rocdl: 1 #rocdl.target<chip = "gfx90a"> 2 amdgcn: True
objects = serialize('#rocdl.target<chip = "gfx90a">', "llvm")
objects += serialize('#rocdl.target<chip = "gfx90a">', "isa")
print("rocdl:", objects[0].format, objects[0].target, objects[1].format, "amdgcn:", b"amdgcn" in objects[1].object)

# A kernel that does not translate to LLVM IR: an error, not a crash.
BAD = r"""
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target] {
    func.func @not_llvm() { return }
  }
}"""
try:
    serialize(None, "isa", body=BAD)
except MLIRError as e:
    # CHECK: bad kernel: MLIRError Failure while executing pass pipeline
    # CHECK-SAME: cannot be converted to LLVM IR
    print("bad kernel:", type(e).__name__, " ".join(str(e).splitlines()))

# CHECK: still works: 1
print("still works:", len(serialize('#nvvm.target<chip = "sm_80">', "llvm")))
