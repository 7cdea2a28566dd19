# ExecutionEngine.call with numpy arrays: dtypes checked, strided and
# transposed views honoured (with a strided layout), memref results shared
# with numpy through __array_interface__ and alive as long as the array.
# numpy is Debian's python3-numpy: this runs under /usr/bin/python3 only.
# RUN: %PYTHON %s | FileCheck %s
import gc

import numpy as np

from mlir.ir import *
from mlir.execution_engine import ExecutionEngine, record_function_types
from mlir.passmanager import PassManager
from testlib import error_text

SRC = """
func.func @sum2d(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n0 step %c1 iter_args(%acc = %z) -> f32 {
    %s = scf.for %j = %c0 to %n1 step %c1 iter_args(%acc2 = %acc) -> f32 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %w = arith.mulf %v, %v : f32
      %a = arith.addf %acc2, %w : f32
      scf.yield %a : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @first_row(%m: memref<?x?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c0, %c1] : memref<?x?xi64>
  return %v : i64
}
func.func @ones(%n: index, %k: index) -> memref<?x?xf64> {
  %m = memref.alloc(%n, %k) : memref<?x?xf64>
  %one = arith.constant 1.5 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %k step %c1 {
      memref.store %one, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return %m : memref<?x?xf64>
}
"""
LOWER = ("builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,"
         "expand-strided-metadata,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)")


def expect(fn):
    print(error_text((TypeError, ValueError), fn, first_line=False))


with Context():
    m = Module.parse(SRC)
    record_function_types(m)
    PassManager.parse(LOWER).run(m.operation)
    engine = ExecutionEngine(m)
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    want = float((a.astype(np.float64) ** 2).sum())
    # CHECK: sum2d: True True True True
    print("sum2d:", engine.call("sum2d", a) == want, engine.call("sum2d", a.T) == want,
          engine.call("sum2d", a[::2, 1::2]) == float((a[::2, 1::2].astype(np.float64) ** 2).sum()),
          engine.call("sum2d", np.zeros((0, 3), np.float32)) == 0.0)
    b = np.arange(6, dtype=np.int64).reshape(2, 3)
    # CHECK: first_row: 1
    print("first_row:", engine.call("first_row", b))

    r = engine.call("ones", 2, 3)
    arr = np.asarray(r)
    del r
    gc.collect()
    # CHECK: ones: (2, 3) float64 9.0
    print("ones:", arr.shape, arr.dtype, arr.sum())
    # CHECK: interface: 3 <f8 (24, 8)
    r = engine.call("ones", 1, 3)
    ai = r.__array_interface__
    print("interface:", ai["version"], ai["typestr"], ai["strides"])

    # CHECK: TypeError: @sum2d(memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32: argument 0: expected a buffer of f32 (format 'f'), got format 'd'
    expect(lambda: engine.call("sum2d", a.astype(np.float64)))
    # CHECK: TypeError: @first_row(memref<?x?xi64>) -> i64: argument 0: expected a buffer of i64 (format 'q', 'l' or 'n' (8 bytes)), got format 'i'
    expect(lambda: engine.call("first_row", b.astype(np.int32)))
    # CHECK: ValueError: @first_row(memref<?x?xi64>) -> i64: argument 0: stride 3 of dimension 1, but the memref layout requires 1
    expect(lambda: engine.call("first_row", b.T))
    # CHECK: ValueError: @first_row(memref<?x?xi64>) -> i64: argument 0: expected a rank-2 buffer, got rank 1
    expect(lambda: engine.call("first_row", b.ravel()))
    ro = b.copy()
    ro.flags.writeable = False
    # CHECK: TypeError: @first_row(memref<?x?xi64>) -> i64: argument 0: expected a writable buffer
    expect(lambda: engine.call("first_row", ro))
    del engine
    gc.collect()
    # CHECK: still: 9.0 4.5
    print("still:", arr.sum(), np.asarray(r).sum())
