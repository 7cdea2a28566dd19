#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func @main() {
  %d = arith.constant dense<[[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 3.0, 0.0], [4.0, 0.0, 0.0, 5.0]]> : tensor<3x4xf64>
  %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
  %v = sparse_tensor.values %s : tensor<3x4xf64, #CSR> to memref<?xf64>
  %u = memref.cast %v : memref<?xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %z = arith.constant dense<0.0> : tensor<3xf64>
  %y = linalg.matvec ins(%s, %x : tensor<3x4xf64, #CSR>, tensor<4xf64>) outs(%z : tensor<3xf64>) -> tensor<3xf64>
  %ym = bufferization.to_memref %y : memref<3xf64>
  %yu = memref.cast %ym : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%yu) : (memref<*xf64>) -> ()
  sparse_tensor.print %s : tensor<3x4xf64, #CSR>
  bufferization.dealloc_tensor %s : tensor<3x4xf64, #CSR>
  bufferization.dealloc_tensor %y : tensor<3xf64>
  return
}
