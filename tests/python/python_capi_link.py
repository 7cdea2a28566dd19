# mlir._mlir_libs.get_lib_dirs() holds libMLIRPythonCAPI.so, the library
# upstream's Python extensions link: here a linker script over the PublicAPI
# libraries that records only the ones a program uses.  A C program built
# with -lMLIRPythonCAPI and the C API only needs libMLIRCorePublicAPI; one
# calling the JIT needs the ExecutionEngine one too.
# RUN: rm -rf %t && mkdir -p %t && %PYTHON %s %t | FileCheck %s
import os
import re
import subprocess
import sys

from mlir._mlir_libs import get_include_dirs, get_lib_dirs

out = sys.argv[1]
lib = get_lib_dirs()[0]
script = os.path.join(lib, "libMLIRPythonCAPI.so")
# CHECK: linker script: True
print("linker script:", open(script).read().lstrip().startswith("/*"))

PROGRAMS = {
    "core": r"""
#include <stdio.h>
#include "mlir-c/IR.h"
int main(void) {
  MlirContext c = mlirContextCreate();
  printf("core: %d\n", !mlirContextIsNull(c));
  mlirContextDestroy(c);
  return 0;
}
""",
    "jit": r"""
#include <stdio.h>
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
int main(void) {
  /* Referenced, not called: an engine needs a lowered module. */
  void (*volatile destroy)(MlirExecutionEngine) = mlirExecutionEngineDestroy;
  printf("jit: %d\n", destroy != NULL);
  return 0;
}
""",
}
for name, source in PROGRAMS.items():
    src, exe = os.path.join(out, name + ".c"), os.path.join(out, name)
    with open(src, "w") as f:
        f.write(source)
    subprocess.run(["cc", "-std=c99", src, "-I" + get_include_dirs()[0], "-L" + lib, "-lMLIRPythonCAPI",
                    "-Wl,-rpath," + lib, "-o", exe], check=True)
    print(subprocess.run([exe], check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout.strip())
    dynamic = subprocess.run(["readelf", "-d", exe], check=True, stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
    print(name, "needs", sorted(re.findall(r"\[(libMLIR\w+)\.so", dynamic)))
# CHECK: core: 1
# CHECK-NEXT: core needs ['libMLIRCorePublicAPI']
# CHECK: jit: 1
# CHECK-NEXT: jit needs ['libMLIRExecutionEnginePublicAPI']
