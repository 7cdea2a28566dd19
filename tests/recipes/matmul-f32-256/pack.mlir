// Pipeline transform-packed: the matmul in panels of 32 columns of C. Each
// panel first copies its K x 32 slice of B into a buffer of its own (a
// 64 KB contiguous panel for K = 512), so the register block reads B
// sequentially, 128 bytes per k, instead of one row every 2 KB of the
// original (where rows of a power-of-two matrix fight for the same cache
// sets). Inside a panel: 8x32 register blocks of C kept in vector registers
// over the whole k loop (hoisted out of it), the k loop unrolled by 4, each
// step an outer product (8 broadcasts of A times the B row, 8x32 FMAs).
// Tile sizes divide 256 and 512 (the benchmark runs this script at 512^3).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %panel, %n_loop = transform.structured.tile_using_for %mm tile_sizes [0, 32, 0]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // The copy of B's panel: a pad that pads nothing but must not fold away
    // (pack_paddings), then given a buffer and a linalg.copy of its own.
    %padded, %pad, %copy_back = transform.structured.pad %panel {
        padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32], padding_dimensions = [0, 1, 2],
        pack_paddings = [0, 1, 0]}
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %buffer, %new = transform.structured.bufferize_to_allocation %pad {memcpy_op = "linalg.copy"} : !transform.any_op
    %block, %m_loop = transform.structured.tile_using_for %padded tile_sizes [8, 0, 0]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %step, %k_loop = transform.structured.tile_using_for %block tile_sizes [0, 0, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %step : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // Broadcasts out of the transfer reads, then multiply + reduction into
    // one vector.contract (k x 8 of A, k x 32 of B, 8x32 of C).
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    // C's block read before the k loop, written after it: the loop carries
    // the 8x32 accumulator as a value.
    transform.loop.hoist_loop_invariant_subsets %k_loop : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
