# Building IR and walking it cost the same per op at 2,000 and at 32,000 ops:
# a path that does per-op work proportional to what was built before (a
# quadratic path) shows as a cost per op 16 times higher at the larger size.
# The bound, 3x, is loose enough that a busy machine does not reach it
# (each size is the best of several rounds, with Python's cyclic collector
# paused: its full collections grow with every object alive, ours or not,
# and under a sanitizer on a loaded machine they made a 32,000-op walk
# 4.7x); the benchmarks measure speed (scripts/bench/benchmark-python.py),
# this only the growth.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import gc
import time

from mlir.dialects import arith, func
from mlir.ir import Context, FunctionType, InsertionPoint, IntegerType, Location, Module

SMALL, LARGE, BOUND = 2000, 32000, 3.0


def build(n):
    """A func whose body is a chain of n arith.addi; returns (module, block)."""
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


def per_op_us(work, n, rounds):
    best = None
    for _ in range(rounds):
        gc.collect()
        gc.disable()
        try:
            t0 = time.perf_counter()
            work(n)
            t = time.perf_counter() - t0
        finally:
            gc.enable()
        best = t if best is None else min(best, t)
    return best * 1e6 / n


with Context(), Location.unknown():
    build(100)  # loads the dialects and op classes first
    blocks = {n: build(n) for n in (SMALL, LARGE)}
    measures = [
        ("build", lambda n: build(n)),
        ("walk", lambda n: walk(blocks[n][1])),
    ]
    for name, work in measures:
        small = per_op_us(work, SMALL, 7)
        large = per_op_us(work, LARGE, 5)
        ratio = large / small
        verdict = "linear" if ratio < BOUND else \
            f"NOT linear: {small:.2f} us/op at {SMALL} ops, {large:.2f} at {LARGE} ({ratio:.1f}x)"
        # CHECK: build: linear
        # CHECK: walk: linear
        print(f"{name}: {verdict}")
