# Building IR stays linear: the cost of one arith.addi appended to a chain in a
# func must not grow with the number of ops already built.  Both sizes are
# measured in this one process, alternately, best of a few, in CPU time (a busy
# machine that deschedules the process adds nothing), and compared as a
# ratio with a loose bound (3x per op from 2k to 32k ops): noise on a busy
# machine stays far below it, while anything that walks the ops already built
# for each new op (a quadratic path) costs 16x per op at 32k and trips it.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %PYTHON_ALT %s | FileCheck %s
import sys
import time

from mlir.dialects import arith, func
from mlir.ir import Context, FunctionType, InsertionPoint, IntegerType, Location, Module

SMALL, LARGE, BOUND, ROUNDS = 2000, 32000, 3.0, 3


def seconds_per_op(n):
    module = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(module.body):
        f = func.FuncOp("chain", FunctionType.get([i32, i32], [i32]))
        block = f.add_entry_block()
        with InsertionPoint(block):
            value, step = block.arguments
            t0 = time.process_time()
            for _ in range(n):
                value = arith.AddIOp(value, step).result
            t = time.process_time() - t0
            func.ReturnOp([value])
    # The func really holds the chain (nothing was skipped).
    assert len(block.operations) == n + 1, len(block.operations)
    return t / n


with Context(), Location.unknown():
    seconds_per_op(100)  # loads the dialects and imports their modules
    small, large = [], []
    for _ in range(ROUNDS):
        small.append(seconds_per_op(SMALL))
        large.append(seconds_per_op(LARGE))
    ratio = min(large) / min(small)
    print("per op at %d ops / at %d ops: %.2f (%.2f us / %.2f us)"
          % (LARGE, SMALL, ratio, min(large) * 1e6, min(small) * 1e6), file=sys.stderr)
    # CHECK: linear: True
    print("linear:", ratio <= BOUND)
