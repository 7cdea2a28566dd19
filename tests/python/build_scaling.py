# Building IR and walking it cost the same per op at 2,000 and at 32,000 ops:
# a path that does per-op work proportional to what was built before (a
# quadratic path) shows as a cost per op 16 times higher at the larger size.
# Cost is counted in instructions (valgrind's cachegrind), which a busy
# machine does not change, where wall time on a loaded host varied 3x; each
# size runs in its own process and the cost of a run without ops (start-up,
# imports, the context) is subtracted.  The benchmarks measure speed
# (scripts/bench/benchmark-python.py), this only the growth.  (Not under the
# sanitizers: valgrind cannot run ASan's binaries.)
# UNSUPPORTED: sanitize
# REQUIRES: valgrind
# RUN: %PYTHON %s | FileCheck %s
# CHECK: build: linear
# CHECK: walk: linear
import gc
import os
import re
import subprocess
import sys

SMALL, LARGE = 2000, 32000
# Linear paths measured 1.00-1.05x; a quadratic one would be about 16x.
BOUND = 1.5


def build(n):
    """A func whose body is a chain of n arith.addi; returns its block."""
    from mlir.dialects import arith, func
    from mlir.ir import FunctionType, InsertionPoint, IntegerType, Module

    module = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(module.body):
        f = func.FuncOp("chain", FunctionType.get([i32, i32], [i32]))
        block = f.add_entry_block()
        with InsertionPoint(block):
            value, step = block.arguments
            for _ in range(n):
                value = arith.AddIOp(value, step).result
            func.ReturnOp([value])
    return module, block


def walk(block):
    count = 0
    for op in block.operations:
        count += len(op.operands)
    return count


def measured_run(what, n):
    """What one process does under valgrind: build n ops, and walk them."""
    from mlir.ir import Context, Location

    gc.disable()  # its collections grow with every object alive, ours or not
    with Context(), Location.unknown():
        module, block = build(n)
        if what == "walk":
            walk(block)


def instructions(what, n):
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          sys.executable, __file__, what, str(n)], env=env, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if run.returncode != 0 or not found:
        sys.exit(f"valgrind run '{what} {n}' failed (rc {run.returncode}):\n{run.stderr}")
    return int(found.group(1).replace(",", ""))


def per_op(costs, what, n):
    below = costs[("build", n)] if what == "walk" else costs[("build", 0)]
    return (costs[(what, n)] - below) / n


def main():
    runs = [("build", 0)] + [(what, n) for what in ("build", "walk") for n in (SMALL, LARGE)]
    costs = {run: instructions(*run) for run in runs}
    for what in ("build", "walk"):
        small, large = per_op(costs, what, SMALL), per_op(costs, what, LARGE)
        ratio = large / small
        verdict = "linear" if ratio < BOUND else \
            f"NOT linear: {small:.0f} instructions/op at {SMALL} ops, {large:.0f} at {LARGE} ({ratio:.2f}x)"
        print(f"{what}: {verdict}")


if __name__ == "__main__":
    if len(sys.argv) == 3:
        measured_run(sys.argv[1], int(sys.argv[2]))
    else:
        main()
