"""mlir.extras: pure-Python conveniences over mlir.ir.

  types  short constructors for builtin types (`T.i32()`, `T.memref(2, 3, T.f32())`)
  meta   decorators that build an op's region from a Python function
"""
