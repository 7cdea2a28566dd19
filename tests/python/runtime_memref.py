# mlir.runtime: numpy arrays <-> memref descriptors (ranked, unranked, rank 0,
# strided views, complex/f16), through the JIT and back; bad input raises.
# numpy is Debian's python3-numpy: this runs under /usr/bin/python3 only.
# RUN: %PYTHON %s | FileCheck %s
import ctypes

import numpy as np

from mlir.ir import *
from mlir.dialects import arith, func, memref
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager
from mlir.runtime import *
from testlib import error_text


def ranked_round_trip(a):
    desc = get_ranked_memref_descriptor(a)
    back = ranked_memref_to_numpy(ctypes.pointer(desc))
    same = back.dtype == a.dtype and back.shape == a.shape and np.array_equal(back, a)
    return same and np.array_equal(ranked_memref_to_numpy(desc), a)


def unranked_round_trip(a):
    desc = get_unranked_memref_descriptor(a)
    back = unranked_memref_to_numpy(ctypes.pointer(desc), a.dtype)
    return back.dtype == a.dtype and back.shape == a.shape and np.array_equal(back, a)


base = np.arange(24, dtype=np.float32).reshape(4, 6)
# Descriptor fields count elements, not bytes.
d = get_ranked_memref_descriptor(base[1:, ::2])
# CHECK: fields: shape [3, 3] strides [6, 2] offset 0 aligned-delta 24
print("fields: shape", list(d.shape), "strides", list(d.strides), "offset", d.offset,
      "aligned-delta", ctypes.cast(d.aligned, ctypes.c_void_p).value - base.ctypes.data)

cases = {
    "contiguous": base,
    "transposed": base.T,
    "every-other": base[::2, 1::2],
    "reversed": base[::-1, ::-2],
    "broadcast": np.lib.stride_tricks.as_strided(np.arange(3, dtype=np.int64), shape=(3, 4), strides=(8, 0)),
    "rank0": np.array(7.5, dtype=np.float64),
    "empty": np.zeros((0, 3), dtype=np.int32),
    "complex64": np.array([1 + 2j, 3 - 4j], dtype=np.complex64),
    "complex128": np.array([[1 + 2j], [5j]], dtype=np.complex128),
    "float16": np.array([0.5, -2.0, 65504.0], dtype=np.float16),
    "int8": np.array([-128, 0, 127], dtype=np.int8),
    "bool": np.array([True, False, True]),
}
for name, a in cases.items():
    print(name, ranked_round_trip(a), unranked_round_trip(a))
# CHECK: contiguous True True
# CHECK: transposed True True
# CHECK: every-other True True
# CHECK: reversed True True
# CHECK: broadcast True True
# CHECK: rank0 True True
# CHECK: empty True True
# CHECK: complex64 True True
# CHECK: complex128 True True
# CHECK: float16 True True
# CHECK: int8 True True
# CHECK: bool True True

# The array back is a view of the same memory, not a copy.
view = ranked_memref_to_numpy(get_ranked_memref_descriptor(base[::2, ::3]))
view[1, 1] = -1.0
# CHECK: view writes through: -1.0
print("view writes through:", base[2, 3])

# The descriptor keeps its array alive.
desc = get_unranked_memref_descriptor(np.full((2, 2), 9, dtype=np.int16))
import gc
gc.collect()
# CHECK: kept alive: {{\[\[}}9, 9], [9, 9]]
print("kept alive:", unranked_memref_to_numpy(desc, np.int16).tolist())

# move_aligned_ptr_by_offset counts elements.
p = get_ranked_memref_descriptor(base).aligned
# CHECK: moved: 5.0
print("moved:", move_aligned_ptr_by_offset(p, 5)[0])
# CHECK: as_ctype: C64 c_short F16
print("as_ctype:", as_ctype(np.complex64).__name__, as_ctype(np.int16).__name__, as_ctype(np.float16).__name__)

# Bad input.
# CHECK: TypeError: as_ctype: no memref element type for numpy dtype object
print(error_text(TypeError, lambda: get_ranked_memref_descriptor(np.array([object()]))))
# CHECK: TypeError: as_ctype: no memref element type for numpy dtype <U3
print(error_text(TypeError, lambda: get_unranked_memref_descriptor(np.array(["abc"]))))
# CHECK: TypeError: as_ctype: no memref element type for numpy dtype [('a', '<i4')]
print(error_text(TypeError, lambda: get_ranked_memref_descriptor(np.zeros(2, dtype=[("a", "<i4")]))))
# CHECK: TypeError: get_ranked_memref_descriptor: expected a numpy.ndarray, got list
print(error_text(TypeError, lambda: get_ranked_memref_descriptor([1.0, 2.0])))
# A field of a packed record: its stride is not a multiple of its size.
packed = np.zeros(4, dtype=[("a", "<i2"), ("b", "i1")])["a"]
# CHECK: ValueError: get_ranked_memref_descriptor: strides (3,) are not multiples of the element size 2
print(error_text(ValueError, lambda: get_ranked_memref_descriptor(packed)))
# CHECK: TypeError: as_ctype: no memref element type for numpy dtype object
print(error_text(TypeError, lambda: unranked_memref_to_numpy(desc, object)))
# CHECK: TypeError: as_ctype: not a numpy dtype: 'nonsense'
print(error_text(TypeError, lambda: unranked_memref_to_numpy(desc, "nonsense")))
# CHECK: TypeError: ranked_memref_to_numpy: not a ranked memref descriptor: UnrankedMemRefDescriptor
print(error_text(TypeError, lambda: ranked_memref_to_numpy(desc)))
# CHECK: TypeError: unranked_memref_to_numpy: expected an UnrankedMemRefDescriptor, got MemRefDescriptor2D_c_float
print(error_text(TypeError, lambda: unranked_memref_to_numpy(get_ranked_memref_descriptor(base), np.float32)))
# CHECK: TypeError: ranked_memref_to_numpy: expected a memref descriptor or a pointer to one, got int
print(error_text(TypeError, lambda: ranked_memref_to_numpy(42)))
# CHECK: ValueError: ranked_memref_to_numpy: null descriptor pointer
print(error_text(ValueError, lambda: ranked_memref_to_numpy(ctypes.POINTER(make_nd_memref_descriptor(1, ctypes.c_float))())))
# CHECK: ValueError: unranked_memref_to_numpy: null ranked descriptor
print(error_text(ValueError, lambda: unranked_memref_to_numpy(UnrankedMemRefDescriptor(1, None), np.float32)))
# CHECK: ValueError: make_nd_memref_descriptor: rank must be an int > 0, got 0
print(error_text(ValueError, lambda: make_nd_memref_descriptor(0, ctypes.c_float)))

# Through the JIT: scale a strided 2-D view in place, and sum an unranked one
# into a rank-0 result.
with Context(), Location.unknown():
    module = Module.parse(r"""
func.func @scale(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %k: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}
func.func @sum(%u: memref<*xf64>, %out: memref<f64>) attributes {llvm.emit_c_interface} {
  %m = memref.cast %u : memref<*xf64> to memref<?xf64, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>
  %zero = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64, strided<[?], offset: ?>>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  memref.store %s, %out[] : memref<f64>
  return
}
""")
    PassManager.parse("builtin.module(convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,"
                      "convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,"
                      "reconcile-unrealized-casts)").run(module.operation)
    engine = ExecutionEngine(module)

    grid = np.arange(12, dtype=np.float32).reshape(3, 4)
    engine.invoke("scale", ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(grid[::2, 1:]))),
                  ctypes.pointer(ctypes.c_float(10.0)))
    # CHECK: scaled: {{\[\[}}0.0, 10.0, 20.0, 30.0], [4.0, 5.0, 6.0, 7.0], [8.0, 90.0, 100.0, 110.0]]
    print("scaled:", grid.tolist())

    values = np.arange(10, dtype=np.float64)[::-3]  # 9, 6, 3, 0: negative stride
    out = np.zeros((), dtype=np.float64)
    engine.invoke("sum", ctypes.pointer(ctypes.pointer(get_unranked_memref_descriptor(values))),
                  ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(out))))
    # CHECK: sum: 18.0
    print("sum:", float(out))
    # CHECK: TypeError: invoke: scale takes 2 pointers (arguments, then results), got 1
    print(error_text(TypeError, lambda: engine.invoke("scale", ctypes.pointer(ctypes.c_float(1.0)))))
