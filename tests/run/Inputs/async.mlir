func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 7 : i64
  %token, %result = async.execute -> !async.value<i64> {
    %d = arith.constant 35 : i64
    %s = arith.addi %d, %c : i64
    async.yield %s : i64
  }
  %v = async.await %result : !async.value<i64>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
