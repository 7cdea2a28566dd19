"""Builds a chain of N unregistered ops (each using the previous result)
through mlir.ir and prints the build rate; the Python side of
scripts/bench/benchmark-python.py.  build-ops.py N"""
import sys
import time

from mlir.ir import Context, InsertionPoint, IntegerType, Location, Module, Operation

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    module = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(module.body):
        t0 = time.perf_counter()
        previous = []
        for _ in range(n):
            op = Operation.create("bench.op", results=[i32], operands=previous)
            previous = [op.result]
        t = time.perf_counter() - t0
print("%.0f" % (n / t))
