// Passes anchored on func.func named one by one on the command line: each
// is nested where it runs, as mlir-opt nests them.
func.func @transpose(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %a[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
