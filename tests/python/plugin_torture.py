# Broken and hostile plugins from Python (tests/plugins/torture-plugin.c):
# each refusal raises MLIRError and the interpreter carries on: the
# component libraries a refused plugin pulled in stay mapped (importing a
# dialect module used to abort on LLVM options registered twice), a plugin
# pass named like one of MLIR's is refused even before mlir.passmanager
# maps the Passes library (importing it used to abort), cycles are errors.
# RUN: rm -rf %t && mkdir -p %t
# RUN: %source_root/tests/plugins/build-torture.sh %install_sliced %t > /dev/null
# RUN: env LD_LIBRARY_PATH=%install_sliced/lib %PYTHON %s %t | FileCheck %s
# RUN: %if python-alt %{ env LD_LIBRARY_PATH=%install_sliced/lib %PYTHON_ALT %s %t | FileCheck %s %}
import sys

from mlir.ir import *

d = sys.argv[1]


def try_load(name):
    try:
        info = load_plugin("%s/torture-%s.so" % (d, name))
        print("loaded:", info["name"])
    except MLIRError as e:
        print("MLIRError:", str(e).splitlines()[0])


# CHECK: MLIRError: Unable to load plugin: '{{.*}}torture-no-entry.so' is not an mlir-components plugin
try_load("no-entry")
# CHECK: MLIRError: Unable to load plugin: plugin '{{.*}}torture-abi-major.so' was built for plugin ABI 2.0
try_load("abi-major")
# CHECK: MLIRError: Unable to load plugin: plugin 'builtin-conversion' ({{.*}}) failed to register its passes: pass 'convert-arith-to-llvm' is the name of MLIR's built-in pass
try_load("builtin-conversion")
# CHECK: MLIRError: Unable to load plugin: plugin 'load-self' ({{.*}}) failed to register its passes: plugin load cycle
try_load("load-self")

from mlir.dialects import arith, func
from mlir.passmanager import PassManager

# CHECK: loaded: good
try_load("good")
with Context(), Location.unknown():
    module = Module.parse("func.func @f() -> i32 { %0 = arith.constant 1 : i32\n return %0 : i32 }")
    PassManager.parse("builtin.module(torture-good,canonicalize,convert-arith-to-llvm)").run(module.operation)
    # CHECK: module attributes {torture.ran = "good"}
    # CHECK: llvm.mlir.constant(1 : i32)
    print(module)
