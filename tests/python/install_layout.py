# CMake and Meson install the same Python files; the dylib-linkage install's
# package works too.
# REQUIRES: separate-trees
# RUN: %PYTHON %s %mlir_pkg_sliced %mlir_pkg_meson %mlir_pkg_dylib | FileCheck %s
import os
import subprocess
import sys

sliced, meson, dylib = sys.argv[1:4]


def files(root):
    out = set()
    for d, _, fs in os.walk(root):
        for f in fs:
            if "__pycache__" not in d:
                out.add(os.path.relpath(os.path.join(d, f), root))
    return out


a, b = files(sliced), files(meson)
# CHECK: cmake files: {{[1-9][0-9]*}}
print("cmake files:", len(a))
# CHECK: same files: True
print("same files:", a == b, sorted(a ^ b))
# CHECK: core and passes modules: True
print("core and passes modules:",
      {"mlir/_mlir_libs/_mlir.abi3.so", "mlir/_mlir_libs/_mlirPasses.abi3.so"} <= a)
for root in (meson, dylib):
    r = subprocess.run([sys.executable, "-c", "import mlir.ir as ir\nwith ir.Context(): print(ir.Type.parse('i32'))"],
                       env=dict(os.environ, PYTHONPATH=root), capture_output=True, text=True)
    # CHECK: import from meson: i32
    # CHECK: import from dylib: i32
    print("import from %s:" % ("meson" if root == meson else "dylib"), r.stdout.strip(), r.stderr.strip()[-300:])
