func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = emitc.call_opaque "choose"(%c, %a, %b) : (i1, i32, i32) -> i32
  return %0 : i32
}
