# LLVM 22's printing options of Operation.print and get_asm
# (use_name_loc_as_prefix, large_resource_limit): where upstream's
# ir/operation.py does not reach, the resource limit against the elements
# limit and a limit of the wrong type.
# REQUIRES: llvm-22
# RUN: %PYTHON %s | FileCheck %s
from mlir.ir import *

ASM = """
func.func @sum(%x: i64) -> i64 {
  %c = arith.constant 7 : i64 loc("seven")
  %r = arith.addi %x, %c : i64 loc("total")
  %blob = arith.constant dense_resource<blob> : tensor<2xi64>
  return %r : i64
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0800000005000000000000000600000000000000"
    }
  }
#-}
"""

with Context():
    m = Module.parse(ASM)
    op = m.operation
    # Values named after their name locations.
    # CHECK: %seven = arith.constant 7 : i64
    # CHECK: %total = arith.addi %arg0, %seven : i64
    op.print(use_name_loc_as_prefix=True)
    # CHECK-NOT: %seven
    # CHECK: %c7_i64 = arith.constant 7 : i64
    print(op.get_asm(use_name_loc_as_prefix=False))
    # Resources longer than the limit are elided; the elements limit leaves them.
    # CHECK: blob elided: True
    print("blob elided:", "0x0800" not in op.get_asm(large_resource_limit=4))
    # CHECK: blob kept: True
    print("blob kept:", "0x0800" in op.get_asm(large_elements_limit=1))
    # A limit must be an int.
    try:
        op.get_asm(large_resource_limit="four")
    except TypeError as e:
        # CHECK: TypeError: {{.*}}integer
        print("TypeError:", e)
