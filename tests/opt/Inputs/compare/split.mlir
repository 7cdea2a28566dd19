func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @unregistered() {
  %0 = "mystery.op"() : () -> i32
  return
}

// -----

func.func @mismatch(%a: i64) -> i32 {
    return %a : i64
}

// -----

func.func @declaration()

// -----
"mystery.top"() : () -> ()
