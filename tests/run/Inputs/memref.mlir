func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @rtclock() -> f64
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  %g = arith.constant -2.25e7 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32>)
  memref.store %g, %a[%c1, %c1] : memref<2x3xf32>
  %u = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %b = memref.alloc() : memref<2x2x2xi32>
  %i = arith.constant -7 : i32
  linalg.fill ins(%i : i32) outs(%b : memref<2x2x2xi32>)
  %ub = memref.cast %b : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %c = memref.alloc() : memref<i64>
  %l = arith.constant 123456789012 : i64
  memref.store %l, %c[] : memref<i64>
  %uc = memref.cast %c : memref<i64> to memref<*xi64>
  call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  %d = memref.alloc() : memref<4xf64>
  %dv = arith.constant 3.14159265358979 : f64
  linalg.fill ins(%dv : f64) outs(%d : memref<4xf64>)
  %ud = memref.cast %d : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  %s = memref.subview %a[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %us = memref.cast %s : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %h = memref.alloc() : memref<1x1x1x2xf32>
  linalg.fill ins(%f : f32) outs(%h : memref<1x1x1x2xf32>)
  %uh = memref.cast %h : memref<1x1x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%uh) : (memref<*xf32>) -> ()
  // A strided view copied into a fresh buffer goes through memrefCopy.
  %copy = memref.alloc() : memref<2x2xf32>
  memref.copy %s, %copy : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<2x2xf32>
  %ucopy = memref.cast %copy : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ucopy) : (memref<*xf32>) -> ()
  %row = memref.alloc(%c1) : memref<?xf32>
  memref.store %g, %row[%c0] : memref<?xf32>
  call @printMemref1dF32(%row) : (memref<?xf32>) -> ()
  %bytes = memref.alloc() : memref<3xi8>
  %byte = arith.constant 65 : i8
  linalg.fill ins(%byte : i8) outs(%bytes : memref<3xi8>)
  %ubytes = memref.cast %bytes : memref<3xi8> to memref<*xi8>
  call @printMemrefI8(%ubytes) : (memref<*xi8>) -> ()
  %t0 = call @rtclock() : () -> f64
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %tiny = arith.constant 1.0e-10 : f32
  call @printOpen() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%g) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%nan) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%inf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%tiny) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%dv) : (f64) -> ()
  call @printComma() : () -> ()
  %m1 = arith.constant -1 : i64
  call @printI64(%m1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%m1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  // Freed, so that the sanitizer run's leak check sees a clean program.
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<2x2x2xi32>
  memref.dealloc %c : memref<i64>
  memref.dealloc %d : memref<4xf64>
  memref.dealloc %h : memref<1x1x1x2xf32>
  memref.dealloc %copy : memref<2x2xf32>
  memref.dealloc %row : memref<?xf32>
  memref.dealloc %bytes : memref<3xi8>
  return
}
