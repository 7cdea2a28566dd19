// Two OpenACC loops with tile sizes: --acc-loop-tiling tiles both and
// reports a remark for each (category acc-loop-tile).
func.func @copy(%m: memref<64xf32>) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 64 : index
  %one = arith.constant 1 : index
  %tile = arith.constant 8 : index
  acc.loop tile({%tile : index}) control(%i : index) = (%lb : index) to (%ub : index) step (%one : index) {
    %x = memref.load %m[%i] : memref<64xf32>
    memref.store %x, %m[%i] : memref<64xf32>
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

func.func @grid(%m: memref<32x16xf32>) {
  %lb = arith.constant 0 : index
  %rows = arith.constant 32 : index
  %cols = arith.constant 16 : index
  %one = arith.constant 1 : index
  %t4 = arith.constant 4 : index
  %t2 = arith.constant 2 : index
  acc.loop tile({%t4 : index, %t2 : index}) control(%i : index, %j : index) = (%lb, %lb : index, index) to (%rows, %cols : index, index) step (%one, %one : index, index) {
    %x = memref.load %m[%i, %j] : memref<32x16xf32>
    memref.store %x, %m[%i, %j] : memref<32x16xf32>
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}
