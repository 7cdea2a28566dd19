"""What differs between the LLVM majors this package can be built for.

The package follows the Python API of upstream MLIR's bindings of the LLVM it
was built against.  Each difference the pure-Python modules make is one named
switch here, so code tests `api_version.X`, never a version number.
"""

from ._config import LLVM_MAJOR

# mlir.dialects.transform's op functions (sequence, named_sequence, ...) take
# the hand-written op classes' arguments.
TRANSFORM_OP_FUNCTIONS_WRAP_CLASSES = LLVM_MAJOR >= 22
# mlir.dialects.transform.debug has emit_param_as_remark / emit_remark_at (22 names
# its op classes EmitParamAsRemarkOp, EmitRemarkAtOp; 19 DebugEmit...).
TRANSFORM_DEBUG_OP_FUNCTIONS = LLVM_MAJOR >= 22
# mlir.rewrite has GreedyRewriteConfig (apply_patterns_and_fold_greedily's config=).
HAS_GREEDY_REWRITE_CONFIG = LLVM_MAJOR >= 22
# mlir.dialects.linalg has isa_contraction_op, infer_contraction_dimensions...
LINALG_OP_QUERIES = LLVM_MAJOR >= 22
# mlir.dialects.tensor.empty(sizes, element_type) (before: the generated empty(result, dynamic_sizes)).
TENSOR_EMPTY_FROM_SIZES = LLVM_MAJOR >= 22
# mlir.dialects.llvm.translate_module_to_llvmir(module): the LLVM IR text.
LLVM_TRANSLATE_TO_LLVMIR = LLVM_MAJOR >= 22
# mlir.dialects.func.FuncOp.arg_attrs without the attribute: one empty
# dictionary per argument (19: None).
FUNC_ARG_ATTRS_DEFAULT_EMPTY = LLVM_MAJOR >= 22
# mlir.dialects.scf.ForallOp(lower_bounds, upper_bounds, steps, shared_outs)
# with its body and terminator(), IndexSwitchOp(results, arg, cases) with
# its blocks, and index_switch(...) with body builders (19: the generated
# constructors).
SCF_FORALL_AND_INDEX_SWITCH_BUILDERS = LLVM_MAJOR >= 22
# mlir.dialects.scf.IfOp's keyword is has_else (19: hasElse).
SCF_IF_HAS_ELSE = LLVM_MAJOR >= 22
# mlir.dialects.affine.AffineIfOp(cond, results, *, cond_operands, has_else)
# with then_block/else_block (19: the generated constructor).
AFFINE_IF_BUILDER = LLVM_MAJOR >= 22
# mlir.dialects.gpu.ObjectAttr.get(..., kernels=) and ObjectAttr.kernels (the
# kernel table #gpu.object carries since 20).
GPU_OBJECT_KERNELS = LLVM_MAJOR >= 22
# GPUFuncOp(function_type, sym_name, kernel=, body_builder=, ...) and
# gpu.wait/launch_func/launch/printf taking Python values (gpu/_builders.py).
GPU_FUNC_AND_LAUNCH_BUILDERS = LLVM_MAJOR >= 22
# mlir.dialects.linalg.generic(inputs, outputs, indexing_maps, iterator_types)
# is a decorator that builds the op with the function as its body (19: the
# generated op function).
LINALG_GENERIC_DECORATOR = LLVM_MAJOR >= 22
# mlir.dialects.transform.ApplyRegisteredPassOp(result, target, pass_name,
# options={name: value}) (values: attributes, Python values or param handles,
# the last as dynamic options) and apply_registered_pass (19: the generated
# constructor, options a string); ForeachOp(results, targets) with its body
# and foreach (19: the generated constructor).
TRANSFORM_PASS_OPTIONS_AND_FOREACH = LLVM_MAJOR >= 22
# The generated transform.structured.BufferizeToAllocationOp infers its two
# result types (19: given first).
BUFFERIZE_TO_ALLOCATION_INFERS_RESULTS = LLVM_MAJOR >= 22
# mlir.dialects.transform.structured.FuseOp(target, *, tile_sizes=,
# tile_interchange=, apply_cleanup=, use_forall=) with mixed static and
# param sizes (19: the generated constructor of 19's op).
TRANSFORM_FUSE_OP_BUILDER = LLVM_MAJOR >= 22
# transform.structured.PadOp's pack_paddings is nofold_flags, and it has
# use_prescribed_tensor_shapes (19: pack_paddings).
PAD_OP_NOFOLD_FLAGS = LLVM_MAJOR >= 22
# transform.structured.SplitOp has one result, the list of parts (19: two).
SPLIT_OP_ONE_RESULT = LLVM_MAJOR >= 22
# Classes carry the signature nanobind records (__nb_signature__), as 22's
# bindings, built with nanobind, do (19's pybind11 ones have none).
NANOBIND_SIGNATURES = LLVM_MAJOR >= 22
# mlir.dialects.amdgpu has the tensor data mover types (TDMBaseType, ...).
AMDGPU_TDM_TYPES = LLVM_MAJOR >= 22
# quant.UniformQuantizedPerAxisType.scales / zero_points are lists (19: None).
QUANT_PER_AXIS_LISTS = LLVM_MAJOR >= 22
# mlir.dialects.quant has UniformQuantizedSubChannelType.
QUANT_SUB_CHANNEL_TYPE = LLVM_MAJOR >= 22
# Enums that 22's bindings define with nanobind print as "Class.member" in
# a repr (sparse_tensor.LevelFormat, LevelProperty).
NANOBIND_ENUM_REPR = LLVM_MAJOR >= 22
# mlir.dialects.linalg: matmul, batch_matmul and batch_reduce_matmul take
# indexing_maps; elementwise, pack, unpack builders; map and reduce decorate.
LINALG_MATMUL_INDEXING_MAPS = LLVM_MAJOR >= 22
# The op DSL's max_unsigned / min_unsigned apply to integers only (19 also
# to floats and i1).
LINALG_UNSIGNED_MIN_MAX_INTEGERS_ONLY = LLVM_MAJOR >= 22
