# ExecutionEngine.call / .function: JIT'd functions called with their native
# signature (the libffi invoker): every scalar type, memrefs from buffers
# (array.array, memoryview, strided views), memref results, several results,
# signatures recovered from llvm.func types, and every error path (the
# exception names the signature, then the interpreter still works).
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import array
import gc
import struct
import sys

from mlir.ir import *
from mlir.execution_engine import ExecutionEngine, MemRef, record_function_types
from mlir.passmanager import PassManager
from testlib import error_text

SRC = """
func.func @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @fma(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b : f64
  %s = arith.addf %m, %c : f64
  return %s : f64
}
func.func @mulf(%a: f32, %b: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  return %m : f32
}
func.func @ints(%a: i1, %b: i8, %c: i16, %d: i64, %e: index) -> i64 {
  %a2 = arith.extui %a : i1 to i64
  %b2 = arith.extsi %b : i8 to i64
  %c2 = arith.extsi %c : i16 to i64
  %e2 = arith.index_cast %e : index to i64
  %s1 = arith.addi %a2, %b2 : i64
  %s2 = arith.addi %s1, %c2 : i64
  %s3 = arith.addi %s2, %d : i64
  %s4 = arith.addi %s3, %e2 : i64
  return %s4 : i64
}
func.func @not(%a: i1) -> i1 {
  %t = arith.constant true
  %r = arith.xori %a, %t : i1
  return %r : i1
}
func.func @neg8(%a: i8) -> i8 {
  %z = arith.constant 0 : i8
  %r = arith.subi %z, %a : i8
  return %r : i8
}
func.func @half(%a: f16, %b: f16) -> f16 {
  %r = arith.addf %a, %b : f16
  return %r : f16
}
func.func @bhalf(%a: bf16) -> bf16 {
  return %a : bf16
}
func.func @ptr(%a: !llvm.ptr) -> !llvm.ptr {
  return %a : !llvm.ptr
}
func.func @nothing() {
  return
}
func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @first4(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
func.func @scale(%m: memref<?xf64, strided<[?], offset: ?>>, %k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64, strided<[?], offset: ?>>
    %s = arith.mulf %v, %k : f64
    memref.store %s, %m[%i] : memref<?xf64, strided<[?], offset: ?>>
  }
  return
}
func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}
func.func @iota(%n: index) -> memref<?xi32> {
  %m = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return %m : memref<?xi32>
}
func.func @alloc_only(%n: index) -> memref<?xi32> {
  %m = memref.alloc(%n) : memref<?xi32>
  return %m : memref<?xi32>
}
func.func @stretch(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @same(%m: memref<?xf32>) -> (memref<?xf32>, i32) {
  %c = arith.constant 3 : i32
  return %m, %c : memref<?xf32>, i32
}
memref.global "private" constant @table : memref<2xi64> = dense<[11, 22]>
func.func @global() -> memref<2xi64> {
  %g = memref.get_global @table : memref<2xi64>
  return %g : memref<2xi64>
}
func.func @vec(%v: vector<4xf32>) {
  return
}
"""

LOWER = ("builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,"
         "finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)")


def expect(fn):
    print(error_text((TypeError, ValueError), fn, first_line=False))


with Context():
    m = Module.parse(SRC)
    plain = Module.parse(SRC)
    # CHECK: recorded: 20
    print("recorded:", record_function_types(m))
    PassManager.parse(LOWER).run(m.operation)
    PassManager.parse(LOWER).run(plain.operation)
    engine = ExecutionEngine(m)

    # CHECK: add: 42
    print("add:", engine.call("add", 40, 2))
    # CHECK: fma: 3.25
    print("fma:", engine.call("fma", 1.5, 2.0, 0.25))
    # CHECK: mulf: 7.5
    print("mulf:", engine.call("mulf", 2.5, 3))
    # CHECK: ints: 1234
    print("ints:", engine.call("ints", True, -3, 236, 1000, 0))
    # CHECK: not: False True
    print("not:", engine.call("not", 1), engine.call("not", False))
    # CHECK: neg8: -128 -1
    print("neg8:", engine.call("neg8", -128), engine.call("neg8", 1))
    one, two = struct.unpack("<H", struct.pack("<e", 1.0))[0], struct.unpack("<H", struct.pack("<e", 2.0))[0]
    three = engine.call("half", one, two)
    # CHECK: half: 3.0
    print("half:", struct.unpack("<e", struct.pack("<H", three))[0])
    # CHECK: bf16: 0x3f80
    print("bf16:", hex(engine.call("bhalf", 0x3F80)))
    # CHECK: ptr: 4096 0
    print("ptr:", engine.call("ptr", 4096), engine.call("ptr", None))
    # CHECK: nothing: None
    print("nothing:", engine.call("nothing"))

    f = engine.function("sum")
    # CHECK: <JitFunction @sum(memref<?xf32>) -> f32> @sum(memref<?xf32>) -> f32 sum False
    print(repr(f), f.signature, f.name, f.recovered)
    data = array.array("f", [1.5, 2.0, 3.0, 4.0])
    # CHECK: sum: 10.5 10.5 5.0
    print("sum:", f(data), engine.call("sum", memoryview(data)), f(memoryview(data)[1:3]))
    # CHECK: first4: 1.5
    print("first4:", engine.call("first4", data))

    # Strided views go to a strided layout with their strides, in place.
    d = array.array("d", [1, 2, 3, 4, 5, 6])
    engine.call("scale", memoryview(d)[1::2], 10.0)
    # CHECK: scaled: [1.0, 20.0, 3.0, 40.0, 5.0, 60.0]
    print("scaled:", d.tolist())

    # CHECK: divmod: (3, 1)
    print("divmod:", engine.call("divmod", 10, 3))

    r = engine.call("iota", 5)
    # CHECK: iota: MemRef(i32, shape=(5,), strides=(1,)) [0, 1, 2, 3, 4] [0, 1, 2, 3, 4]
    print("iota:", r, r.tolist(), r.memoryview().tolist())
    view = r.memoryview()
    del r
    gc.collect()
    # The view keeps the allocation alive.
    # CHECK: view after del: [0, 1, 2, 3, 4]
    print("view after del:", view.tolist())
    del view
    # A result that outlives its engine (checked at the end).
    back = engine.call("iota", 3)
    # CHECK: iota zero-size: []
    print("iota zero-size:", engine.call("iota", 0).tolist())

    # A result aliasing its argument keeps the argument, not a new owner.
    alias, c = engine.call("same", data)
    # CHECK: same: 3 [1.5, 2.0, 3.0, 4.0] True
    print("same:", c, alias.tolist(), alias._owner is data)
    # A global: the engine keeps it; never freed.
    g = engine.call("global")
    # CHECK: global: [11, 22] True
    print("global:", g.tolist(), g._owner is engine)

    # Memref results whose descriptors would read past their memory raise
    # (a size wrapped in the JIT'd code, a negative one, an allocation that
    # failed, a view stretched
    # past its argument); sane ones of the same functions still work.
    # CHECK: ValueError: @alloc_only(index) -> memref<?xi32>: result 0: the memref's sizes and strides span more than the address space
    expect(lambda: engine.call("alloc_only", 2**62))
    # CHECK: ValueError: @alloc_only(index) -> memref<?xi32>: result 0: the memref's size in dimension 0 is negative (-1)
    expect(lambda: engine.call("alloc_only", -1))
    # CHECK: ValueError: @alloc_only(index) -> memref<?xi32>: result 0: the memref's sizes, strides and offset reach 281474976710656 bytes past its data pointer, but its memory holds 0
    expect(lambda: engine.call("alloc_only", 2**46))
    # CHECK: alloc_only: (3,)
    print("alloc_only:", engine.call("alloc_only", 3).shape)
    # CHECK: ValueError: @stretch(memref<?xf32>, index) -> memref<?xf32>: result 0: the memref's sizes, strides and offset reach 20 bytes past its data pointer, but its memory holds 16
    expect(lambda: engine.call("stretch", data, 5))
    # CHECK: stretch: [1.5, 2.0]
    print("stretch:", engine.call("stretch", data, 2).tolist())

    # Errors: each names the signature.
    # CHECK: TypeError: @add(i32, i32) -> i32: expected 2 arguments, got 1
    expect(lambda: engine.call("add", 1))
    # CHECK: TypeError: @add(i32, i32) -> i32: argument 1: expected int (i32), got <class 'float'>
    expect(lambda: engine.call("add", 1, 2.0))
    # CHECK: ValueError: @add(i32, i32) -> i32: argument 0: 4294967296 does not fit in i32
    expect(lambda: engine.call("add", 2**32, 1))
    # CHECK: ValueError: @neg8(i8) -> i8: argument 0: 300 does not fit in i8
    expect(lambda: engine.call("neg8", 300))
    # CHECK: ValueError: @not(i1) -> i1: argument 0: 2 does not fit in i1
    expect(lambda: engine.call("not", 2))
    # CHECK: TypeError: @fma(f64, f64, f64) -> f64: argument 2: expected float (f64), got <class 'str'>
    expect(lambda: engine.call("fma", 1.0, 2.0, "x"))
    # CHECK: TypeError: @sum(memref<?xf32>) -> f32: argument 0: expected a buffer of f32 (format 'f'), got format 'd'
    expect(lambda: engine.call("sum", d))
    # CHECK: ValueError: @sum(memref<?xf32>) -> f32: argument 0: expected a rank-1 buffer, got rank 2
    expect(lambda: engine.call("sum", memoryview(data).cast("B").cast("f", (2, 2))))
    # CHECK: ValueError: @first4(memref<4xf32>) -> f32: argument 0: size 3 of dimension 0 does not match the type
    expect(lambda: engine.call("first4", array.array("f", [1, 2, 3])))
    # CHECK: ValueError: @sum(memref<?xf32>) -> f32: argument 0: stride 2 of dimension 0, but the memref layout requires 1
    expect(lambda: engine.call("sum", memoryview(data)[::2]))
    # CHECK: TypeError: @sum(memref<?xf32>) -> f32: argument 0: expected a writable buffer (memref of f32), got <class 'bytes'>
    expect(lambda: engine.call("sum", b"\0\0\0\0"))
    # CHECK: TypeError: @sum(memref<?xf32>) -> f32: argument 0: expected a writable buffer (memref of f32), got <class 'int'>
    expect(lambda: engine.call("sum", 5))
    # CHECK: ValueError: @nope: no function named @nope in the module
    expect(lambda: engine.call("nope"))
    # CHECK: ValueError: @vec: unsupported type vector<4xf32> (argument 0)
    expect(lambda: engine.function("vec"))
    # CHECK: TypeError: type: expected a FunctionType
    expect(lambda: engine.function("add", type=IntegerType.get_signless(32)))
    # CHECK: ValueError: @add: the type (f32) -> f32 does not lower to the function's type !llvm.func<i32 (i32, i32)>
    expect(lambda: engine.function("add", type=FunctionType.get([F32Type.get()], [F32Type.get()])))
    # CHECK: TypeError: @add(i32, i32) -> i32: takes no keyword arguments
    expect(lambda: engine.function("add")(1, 2, x=3))

    # Without recorded types: recovered from the llvm.func types.
    e2 = ExecutionEngine(plain)
    # CHECK: recovered: @add(i32, i32) -> i32 True 9
    print("recovered:", e2.function("add").signature, e2.function("add").recovered, e2.call("add", 4, 5))
    # CHECK: recovered: @sum(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
    print("recovered:", e2.function("sum").signature)
    # An explicit type gives the memref back.
    fsum = e2.function("sum", type=FunctionType.get([MemRefType.get([ShapedType.get_dynamic_size()], F32Type.get())],
                                                    [F32Type.get()]))
    # CHECK: typed: @sum(memref<?xf32>) -> f32 10.5
    print("typed:", fsum.signature, fsum(data))
    # CHECK: ValueError: @divmod: result has unsupported type !llvm.struct<(i64, i64)>
    expect(lambda: e2.call("divmod", 1, 2))

    # The packed/ctypes path is untouched.
    # CHECK: still: 42
    print("still:", engine.call("add", 41, 1))
    del engine, e2, f, fsum, alias, g
    gc.collect()
    # CHECK: back: [0, 1, 2]
    print("back:", back.tolist())
