# One .abi3.so per native module serves every CPython from 3.9 on: import the
# package and build, verify and lower a little IR under each interpreter found
# (Debian's and pyenv's 3.9 to 3.13).  Needs pyenv's 3.9 at least.
# REQUIRES: cpython-3.9
# RUN: %PYTHON %s %mlir_pkg_sliced | FileCheck %s
# CHECK-DAG: 3.9: ok
# CHECK-DAG: 3.11: ok
# CHECK: all ok
"""Runs a small mlir program under every CPython >= 3.9 on the machine."""
import glob
import os
import subprocess
import sys

PROGRAM = r'''
import sys
from mlir.ir import Context, Location, Module, InsertionPoint, IntegerType
from mlir.dialects import arith, func
from mlir.passmanager import PassManager
with Context(), Location.unknown():
    i32 = IntegerType.get_signless(32)
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("twice", ([i32], [i32]))
        with InsertionPoint(f.add_entry_block()):
            func.ReturnOp([arith.addi(f.arguments[0], f.arguments[0])])
    assert m.operation.verify()
    PassManager.parse("builtin.module(convert-arith-to-llvm,convert-func-to-llvm)").run(m.operation)
    assert "llvm.func @twice" in str(m), str(m)
print("%d.%d: ok" % sys.version_info[:2])
'''

pkg = sys.argv[1]
found = {"/usr/bin/python3"}
for v in range(9, 14):
    found.update(glob.glob("/root/.pyenv/versions/3.%d.*/bin/python3" % v))
env = dict(os.environ, PYTHONPATH=pkg)
results = {}
for exe in sorted(found):
    out = subprocess.run([exe, "-c", PROGRAM], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, universal_newlines=True)
    version = subprocess.run([exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                             stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()
    results[version] = out.returncode == 0
    print(out.stdout.strip() if out.returncode == 0 else "%s (%s): FAILED\n%s" % (version, exe, out.stdout))
print("all ok" if all(results.values()) else "some failed")
sys.exit(0 if all(results.values()) else 1)
