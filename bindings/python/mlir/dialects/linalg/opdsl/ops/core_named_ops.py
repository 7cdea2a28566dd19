"""linalg's named structured ops, defined in the op DSL.

The source of truth for the op configurations of the linalg dialect's
named ops (`python -m mlir.dialects.linalg.opdsl.dump_oplib
.ops.core_named_ops` prints them).  Dimensions are named d<i> and symbols
s<i> after their position in the iteration domain and in the shape symbols.
"""

from ..lang import *

T1 = TV.T1
T2 = TV.T2
AccumType = TV.AccumType
LhsType = TV.LhsType
RhsType = TV.RhsType

__all__ = ['copy', 'elemwise_unary', 'exp', 'log', 'abs', 'ceil', 'floor', 'negf', 'reciprocal', 'round', 'sqrt', 'rsqrt', 'square', 'tanh', 'erf', 'elemwise_binary', 'add', 'sub', 'mul', 'div', 'div_unsigned', 'max', 'min', 'powf', 'select', 'matmul', 'quantized_matmul', 'matmul_transpose_a', 'matmul_transpose_b', 'mmt4d', 'batch_mmt4d', 'batch_matmul', 'batch_matmul_transpose_a', 'batch_matmul_transpose_b', 'quantized_batch_matmul', 'batch_reduce_matmul', 'matvec', 'vecmat', 'batch_matvec', 'batch_vecmat', 'dot', 'conv_1d', 'conv_2d', 'conv_3d', 'conv_1d_nwc_wcf', 'conv_1d_ncw_fcw', 'conv_2d_nhwc_hwcf', 'conv_2d_nhwc_fhwc', 'conv_2d_nhwc_hwcf_q', 'conv_2d_nhwc_fhwc_q', 'conv_2d_nchw_fchw', 'conv_2d_ngchw_fgchw', 'conv_2d_ngchw_gfchw', 'conv_2d_ngchw_gfchw_q', 'conv_3d_ndhwc_dhwcf', 'conv_3d_ndhwc_dhwcf_q', 'conv_3d_ncdhw_fcdhw', 'depthwise_conv_1d_nwc_wc', 'depthwise_conv_1d_ncw_cw', 'depthwise_conv_1d_nwc_wcm', 'depthwise_conv_2d_nhwc_hwc', 'depthwise_conv_2d_nchw_chw', 'depthwise_conv_2d_nhwc_hwc_q', 'depthwise_conv_2d_nhwc_hwcm', 'depthwise_conv_2d_nhwc_hwcm_q', 'depthwise_conv_3d_ndhwc_dhwc', 'depthwise_conv_3d_ncdhw_cdhw', 'depthwise_conv_3d_ndhwc_dhwcm', 'pooling_nhwc_sum', 'pooling_nchw_sum', 'pooling_nhwc_max', 'pooling_nhwc_max_unsigned', 'pooling_nchw_max', 'pooling_nhwc_min', 'pooling_nhwc_min_unsigned', 'pooling_nwc_sum', 'pooling_ncw_sum', 'pooling_nwc_max', 'pooling_nwc_max_unsigned', 'pooling_ncw_max', 'pooling_nwc_min', 'pooling_nwc_min_unsigned', 'pooling_ndhwc_sum', 'pooling_ndhwc_max', 'pooling_ndhwc_min', 'fill', 'fill_rng_2d']


@linalg_structured_op
def copy(
    I=TensorDef(T1),
    O=TensorDef(U, output=True),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Copies the tensor elementwise.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    defines(Canonicalizer)
    domain()
    O[None] = cast(U, I[None])


@linalg_structured_op
def elemwise_unary(
    I=TensorDef(T1),
    O=TensorDef(U, output=True),
    fun=UnaryFnAttrDef(default=UnaryFn.exp),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Applies the unary function fun elementwise.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    domain()
    O[None] = fun(cast(U, I[None]))


@linalg_structured_op
def exp(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies exp(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.exp(I[None])


@linalg_structured_op
def log(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies log(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.log(I[None])


@linalg_structured_op
def abs(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies abs(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.abs(I[None])


@linalg_structured_op
def ceil(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies ceil(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.ceil(I[None])


@linalg_structured_op
def floor(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies floor(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.floor(I[None])


@linalg_structured_op(op_class_name="NegFOp")
def negf(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies negf(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.negf(I[None])


@linalg_structured_op
def reciprocal(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies reciprocal(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.reciprocal(I[None])


@linalg_structured_op
def round(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies round(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.round(I[None])


@linalg_structured_op
def sqrt(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies sqrt(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.sqrt(I[None])


@linalg_structured_op
def rsqrt(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies rsqrt(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.rsqrt(I[None])


@linalg_structured_op
def square(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies square(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.square(I[None])


@linalg_structured_op
def tanh(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies tanh(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.tanh(I[None])


@linalg_structured_op
def erf(
    I=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Applies erf(x) elementwise.

    No numeric casting is performed on the input operand.
    """
    domain()
    O[None] = UnaryFn.erf(I[None])


@linalg_structured_op
def elemwise_binary(
    lhs=TensorDef(T1),
    rhs=TensorDef(T2),
    O=TensorDef(U, output=True),
    fun=BinaryFnAttrDef(default=BinaryFn.add),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Applies the binary function fun elementwise.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    domain()
    O[None] = fun(cast(U, lhs[None]), cast(U, rhs[None]))


@linalg_structured_op
def add(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Adds two tensors elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.add` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.add(lhs[None], rhs[None])


@linalg_structured_op
def sub(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Subtracts two tensors elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.sub` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.sub(lhs[None], rhs[None])


@linalg_structured_op
def mul(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Multiplies two tensors elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.mul` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.mul(lhs[None], rhs[None])


@linalg_structured_op
def div(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Divides the first tensor by the second tensor, elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.div` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.div(lhs[None], rhs[None])


@linalg_structured_op
def div_unsigned(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Divides the first tensor by the second tensor, elementwise. For integer
    types, performs an unsigned division.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.div` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.div_unsigned(lhs[None], rhs[None])


@linalg_structured_op
def max(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Takes the max (signed) between two inputs, elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.max` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.max_signed(lhs[None], rhs[None])


@linalg_structured_op
def min(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Takes the min (signed) between two inputs, elementwise.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.min` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.min_signed(lhs[None], rhs[None])


@linalg_structured_op(op_class_name="PowFOp")
def powf(
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Takes the powf(lhs, rhs) between two inputs, elementwise. For powf(arg, 2) use `linalg.square`.

    Only applies to floating point values.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.powf` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = BinaryFn.powf(lhs[None], rhs[None])


@linalg_structured_op
def select(
    cond=TensorDef(U),
    lhs=TensorDef(T1),
    rhs=TensorDef(T1),
    O=TensorDef(T1, output=True),
):
    """Chooses one value based on a binary condition supplied as its first operand.

    The shapes and element types must be identical. The appropriate casts,
    broadcasts and reductions should be done previously to calling this op.

    This means reduction/broadcast/element cast semantics is explicit. Further
    passes can take that into account when lowering this code. For example,
    a `linalg.broadcast` + `linalg.select` sequence can be lowered to a
    `linalg.generic` with different affine maps for the two operands.
    """
    domain()
    O[None] = TernaryFn.select(cond[None], lhs[None], rhs[None])


@linalg_structured_op
def matmul(
    A=TensorDef(T1, S.s0, S.s1),
    B=TensorDef(T2, S.s1, S.s2),
    C=TensorDef(U, S.s0, S.s2, output=True),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Performs a matrix multiplication of two 2D inputs.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(cast(U, A[D.d0, D.d2]), cast(U, B[D.d2, D.d1]))


@linalg_structured_op
def quantized_matmul(
    A=TensorDef(T1, S.s0, S.s1),
    B=TensorDef(T2, S.s1, S.s2),
    AZp=ScalarDef(I32),
    BZp=ScalarDef(I32),
    C=TensorDef(U, S.s0, S.s2, output=True),
):
    """Performs a matrix multiplication of two 2D inputs.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. The quantized variant
    includes zero-point adjustments for the left and right operands of the
    matmul.
    """
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, A[D.d0, D.d2]), TypeFn.cast_signed(U, AZp)), BinaryFn.sub(TypeFn.cast_signed(U, B[D.d2, D.d1]), TypeFn.cast_signed(U, BZp)))


@linalg_structured_op
def matmul_transpose_a(
    A=TensorDef(T1, S.s0, S.s1),
    B=TensorDef(T2, S.s0, S.s2),
    C=TensorDef(U, S.s2, S.s1, output=True),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Performs a matrix multiplication of two 2D inputs with lhs operand
    transposed.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(cast(U, A[D.d2, D.d0]), cast(U, B[D.d2, D.d1]))


@linalg_structured_op
def matmul_transpose_b(
    A=TensorDef(T1, S.s0, S.s1),
    B=TensorDef(T2, S.s2, S.s1),
    C=TensorDef(U, S.s0, S.s2, output=True),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Performs a matrix multiplication of two 2D inputs with rhs operand
    transposed.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(cast(U, A[D.d0, D.d2]), cast(U, B[D.d1, D.d2]))


@linalg_structured_op
def mmt4d(
    lhs=TensorDef(LhsType, S.s0, S.s1, S.s2, S.s3),
    rhs=TensorDef(RhsType, S.s4, S.s1, S.s5, S.s3),
    accum=TensorDef(AccumType, S.s0, S.s4, S.s2, S.s5, output=True),
):
    """Performs a matrix-matrix-transpose multiplication of two 4D inputs.

    Differences from linalg.matmul:
    * The right hand side is transposed, whence the 't' in 'mmt'.
    * The input and output tensors have a 4D shape instead of a 2D shape. They
      are interpreted as 2D matrices with one level of 2D tile subdivision,
      whence the 2+2=4 dimensions. The inner tile dimensions are identified with
      '0' suffixes below, for instance the LHS matrix shape (M, K, M0, K0) reads
      as: MxK tiles, each of shape M0xK0.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    accum[D.d0, D.d1, D.d3, D.d4] += BinaryFn.mul(TypeFn.cast_signed(AccumType, lhs[D.d0, D.d2, D.d3, D.d5]), TypeFn.cast_signed(AccumType, rhs[D.d1, D.d2, D.d4, D.d5]))


@linalg_structured_op
def batch_mmt4d(
    lhs=TensorDef(LhsType, S.s0, S.s1, S.s2, S.s3, S.s4),
    rhs=TensorDef(RhsType, S.s0, S.s5, S.s2, S.s6, S.s4),
    accum=TensorDef(AccumType, S.s0, S.s1, S.s5, S.s3, S.s6, output=True),
):
    """Performs a batched matrix-matrix-transpose multiplication of two
    batched-4D (5D) inputs.

    Besides the outermost batch dimension has the same semantic as
    linalg.batch_matmul, the differences from linalg.batch_matmul in the
    non-batch dimensions are the same as linalg.mmt4d vs. linalg.matmul. See the
    description of lingalg.mmt4d.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    accum[D.d0, D.d1, D.d2, D.d4, D.d5] += BinaryFn.mul(TypeFn.cast_signed(AccumType, lhs[D.d0, D.d1, D.d3, D.d4, D.d6]), TypeFn.cast_signed(AccumType, rhs[D.d0, D.d2, D.d3, D.d5, D.d6]))


@linalg_structured_op
def batch_matmul(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s2, S.s3),
    C=TensorDef(U, S.s0, S.s1, S.s3, output=True),
):
    """Performs a batched matrix multiplication of two 3D inputs.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    C[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d1, D.d3]), TypeFn.cast_signed(U, B[D.d0, D.d3, D.d2]))


@linalg_structured_op
def batch_matmul_transpose_a(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s1, S.s3),
    C=TensorDef(U, S.s0, S.s2, S.s3, output=True),
):
    """Performs a batched matrix multiplication of two 3D inputs where lhs operand
    has its non-batch dimensions transposed.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    C[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d3, D.d1]), TypeFn.cast_signed(U, B[D.d0, D.d3, D.d2]))


@linalg_structured_op
def batch_matmul_transpose_b(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s3, S.s2),
    C=TensorDef(U, S.s0, S.s1, S.s3, output=True),
):
    """Performs a batched matrix multiplication of two 3D inputs where rhs operand
    has its non-batch dimensions transposed.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    C[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d1, D.d3]), TypeFn.cast_signed(U, B[D.d0, D.d2, D.d3]))


@linalg_structured_op
def quantized_batch_matmul(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s2, S.s3),
    AZp=ScalarDef(I32),
    BZp=ScalarDef(I32),
    C=TensorDef(U, S.s0, S.s1, S.s3, output=True),
):
    """Performs a batched matrix multiplication of two 3D inputs.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. The quantized variant
    includes zero-point adjustments for the left and right operands of the
    matmul.
    """
    domain(D.d0, D.d1, D.d2, D.d3)
    C[D.d0, D.d1, D.d2] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, A[D.d0, D.d1, D.d3]), TypeFn.cast_signed(U, AZp)), BinaryFn.sub(TypeFn.cast_signed(U, B[D.d0, D.d3, D.d2]), TypeFn.cast_signed(U, BZp)))


@linalg_structured_op
def batch_reduce_matmul(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s2, S.s3),
    C=TensorDef(U, S.s1, S.s3, output=True),
):
    """Performs a batch-reduce matrix multiplication of two 3D inputs.
    The partial multiplication results are reduced into a 2D output.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    C[D.d1, D.d2] += TypeFn.cast_signed(U, BinaryFn.mul(A[D.d0, D.d1, D.d3], TypeFn.cast_signed(U, B[D.d0, D.d3, D.d2])))


@linalg_structured_op
def matvec(
    A=TensorDef(T1, S.s0, S.s1),
    y=TensorDef(T2, S.s1),
    x=TensorDef(U, S.s0, output=True),
):
    """Performs a matrix-vector multiplication.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1)
    x[D.d0] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d1]), TypeFn.cast_signed(U, y[D.d1]))


@linalg_structured_op
def vecmat(
    y=TensorDef(T1, S.s0),
    A=TensorDef(T2, S.s0, S.s1),
    x=TensorDef(U, S.s1, output=True),
):
    """Performs a vector-matrix multiplication.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1)
    x[D.d0] += BinaryFn.mul(TypeFn.cast_signed(U, y[D.d1]), TypeFn.cast_signed(U, A[D.d1, D.d0]))


@linalg_structured_op
def batch_matvec(
    A=TensorDef(T1, S.s0, S.s1, S.s2),
    B=TensorDef(T2, S.s0, S.s2),
    C=TensorDef(U, S.s0, S.s1, output=True),
):
    """Performs a batched matrix-vector multiplication.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d1, D.d2]), TypeFn.cast_signed(U, B[D.d0, D.d2]))


@linalg_structured_op
def batch_vecmat(
    A=TensorDef(T1, S.s0, S.s1),
    B=TensorDef(T2, S.s0, S.s1, S.s2),
    C=TensorDef(U, S.s0, S.s2, output=True),
):
    """Performs a batched matrix-vector multiplication.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0, D.d1, D.d2)
    C[D.d0, D.d1] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0, D.d2]), TypeFn.cast_signed(U, B[D.d0, D.d2, D.d1]))


@linalg_structured_op
def dot(
    A=TensorDef(T1, S.s0),
    B=TensorDef(T2, S.s0),
    C=TensorDef(U, output=True),
):
    """Performs a dot product of two vectors to a scalar result.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ContractionOpInterface)
    domain(D.d0)
    C[None] += BinaryFn.mul(TypeFn.cast_signed(U, A[D.d0]), TypeFn.cast_signed(U, B[D.d0]))


@linalg_structured_op
def conv_1d(
    I=TensorDef(T1, S.s0 + S.s1),
    K=TensorDef(T2, S.s1),
    O=TensorDef(U, S.s0, output=True),
):
    """Performs 1-D convolution with no channels.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1)
    O[D.d0] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0 + D.d1]), TypeFn.cast_signed(U, K[D.d1]))


@linalg_structured_op
def conv_2d(
    I=TensorDef(T1, S.s0 + S.s1, S.s2 + S.s3),
    K=TensorDef(T2, S.s1, S.s3),
    O=TensorDef(U, S.s0, S.s2, output=True),
):
    """Performs 2-D convolution with no channels.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0 + D.d2, D.d1 + D.d3]), TypeFn.cast_signed(U, K[D.d2, D.d3]))


@linalg_structured_op
def conv_3d(
    I=TensorDef(T1, S.s0 + S.s1, S.s2 + S.s3, S.s4 + S.s5),
    K=TensorDef(T2, S.s1, S.s3, S.s5),
    O=TensorDef(U, S.s0, S.s2, S.s4, output=True),
):
    """Performs 3-D convolution with no channels.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0 + D.d3, D.d1 + D.d4, D.d2 + D.d5]), TypeFn.cast_signed(U, K[D.d3, D.d4, D.d5]))


@linalg_structured_op
def conv_1d_nwc_wcf(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, S.s5, S.s6),
    O=TensorDef(U, S.s0, S.s1, S.s6, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs 1-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4)
    O[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d4]), TypeFn.cast_signed(U, K[D.d3, D.d4, D.d2]))


@linalg_structured_op
def conv_1d_ncw_fcw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5),
    K=TensorDef(T2, S.s6, S.s1, S.s4),
    O=TensorDef(U, S.s0, S.s6, S.s2, output=True),
    strides=IndexAttrDef(S.s3, default=[1]),
    dilations=IndexAttrDef(S.s5, default=[1]),
):
    """Performs 1-D convolution.

    Layout:
      * Input: NCW.
      * Kernel: FCW.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4)
    O[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d3, D.d2 * S.s3 + D.d4 * S.s5]), TypeFn.cast_signed(U, K[D.d1, D.d3, D.d4]))


@linalg_structured_op
def conv_2d_nhwc_hwcf(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9, S.s10),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs 2-D convolution.

    Layout:
      * Input: NHWC.
      * Kernel: HWCF.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d6]), TypeFn.cast_signed(U, K[D.d4, D.d5, D.d6, D.d3]))


@linalg_structured_op
def conv_2d_nhwc_fhwc(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s10, S.s3, S.s7, S.s9),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs 2-D convolution.

    Layout:
      * Input: NHWC.
      * Kernel: FHWC.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d6]), TypeFn.cast_signed(U, K[D.d3, D.d4, D.d5, D.d6]))


@linalg_structured_op
def conv_2d_nhwc_hwcf_q(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9, S.s10),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs 2-D convolution with zero point offsets.

    Layout:
      * Input: NHWC.
      * Kernel: HWCF.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. This includes the zero
    point offsets common to quantized operations.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d6]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d4, D.d5, D.d6, D.d3]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def conv_2d_nhwc_fhwc_q(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s10, S.s3, S.s7, S.s9),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs 2-D convolution with zero point offsets.

    Layout:
      * Input: NHWC.
      * Kernel: FHWC.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. This includes the zero
    point offsets common to quantized operations.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d6]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d3, D.d4, D.d5, D.d6]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def conv_2d_nchw_fchw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9),
    K=TensorDef(T2, S.s10, S.s1, S.s4, S.s8),
    O=TensorDef(U, S.s0, S.s10, S.s2, S.s6, output=True),
    strides=IndexAttrDef(S.s3, S.s7, default=[1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, default=[1, 1]),
):
    """Performs 2-D convolution.

    Layout:
      * Input: NCHW.
      * Kernel: FCHW.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d4, D.d2 * S.s3 + D.d5 * S.s5, D.d3 * S.s7 + D.d6 * S.s9]), TypeFn.cast_signed(U, K[D.d1, D.d4, D.d5, D.d6]))


@linalg_structured_op
def conv_2d_ngchw_fgchw(
    I=TensorDef(T1, S.s0, S.s1, S.s2, S.s3 * S.s4 + S.s5 * S.s6, S.s7 * S.s8 + S.s9 * S.s10),
    K=TensorDef(T2, S.s11, S.s1, S.s2, S.s5, S.s9),
    O=TensorDef(U, S.s0, S.s1, S.s11, S.s3, S.s7, output=True),
    strides=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
    dilations=IndexAttrDef(S.s6, S.s10, default=[1, 1]),
):
    """Performs 2-D grouped convolution.

    Layout:
      * Input: NGCHW.
      * Kernel: FGCHW.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1, D.d5, D.d3 * S.s4 + D.d6 * S.s6, D.d4 * S.s8 + D.d7 * S.s10]), TypeFn.cast_signed(U, K[D.d2, D.d1, D.d5, D.d6, D.d7]))


@linalg_structured_op
def conv_2d_ngchw_gfchw(
    I=TensorDef(T1, S.s0, S.s1, S.s2, S.s3 * S.s4 + S.s5 * S.s6, S.s7 * S.s8 + S.s9 * S.s10),
    K=TensorDef(T2, S.s1, S.s11, S.s2, S.s5, S.s9),
    O=TensorDef(U, S.s0, S.s1, S.s11, S.s3, S.s7, output=True),
    strides=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
    dilations=IndexAttrDef(S.s6, S.s10, default=[1, 1]),
):
    """Performs 2-D grouped convolution.

    Layout:
      * Input: NGCHW.
      * Kernel: GFCHW.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1, D.d5, D.d3 * S.s4 + D.d6 * S.s6, D.d4 * S.s8 + D.d7 * S.s10]), TypeFn.cast_signed(U, K[D.d1, D.d2, D.d5, D.d6, D.d7]))


@linalg_structured_op
def conv_2d_ngchw_gfchw_q(
    I=TensorDef(T1, S.s0, S.s1, S.s2, S.s3 * S.s4 + S.s5 * S.s6, S.s7 * S.s8 + S.s9 * S.s10),
    K=TensorDef(T2, S.s1, S.s11, S.s2, S.s5, S.s9),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s11, S.s3, S.s7, output=True),
    strides=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
    dilations=IndexAttrDef(S.s6, S.s10, default=[1, 1]),
):
    """Performs 2-D grouped convolution with zero-point offsets.

    Layout:
      * Input: NGCHW.
      * Kernel: GFCHW.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. This includes the zero
    point offsets common to quantized operations.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1, D.d5, D.d3 * S.s4 + D.d6 * S.s6, D.d4 * S.s8 + D.d7 * S.s10]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d1, D.d2, D.d5, D.d6, D.d7]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def conv_3d_ndhwc_dhwcf(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, S.s13, S.s14),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s14, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs 3-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7, D.d8)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d8]), TypeFn.cast_signed(U, K[D.d5, D.d6, D.d7, D.d8, D.d4]))


@linalg_structured_op
def conv_3d_ndhwc_dhwcf_q(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, S.s13, S.s14),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s14, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs 3-D convolution with zero point offsets.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. This includes the zero
    point offsets common to quantized operations.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7, D.d8)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d8]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d5, D.d6, D.d7, D.d8, D.d4]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def conv_3d_ncdhw_fcdhw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9, S.s10 * S.s11 + S.s12 * S.s13),
    K=TensorDef(T2, S.s14, S.s1, S.s4, S.s8, S.s12),
    O=TensorDef(U, S.s0, S.s14, S.s2, S.s6, S.s10, output=True),
    strides=IndexAttrDef(S.s3, S.s7, S.s11, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, S.s13, default=[1, 1, 1]),
):
    """Performs 3-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7, D.d8)
    O[D.d0, D.d4, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d8, D.d1 * S.s3 + D.d5 * S.s5, D.d2 * S.s7 + D.d6 * S.s9, D.d3 * S.s11 + D.d7 * S.s13]), TypeFn.cast_signed(U, K[D.d4, D.d8, D.d5, D.d6, D.d7]))


@linalg_structured_op
def depthwise_conv_1d_nwc_wc(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, S.s5),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs depth-wise 1-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2]), TypeFn.cast_signed(U, K[D.d3, D.d2]))


@linalg_structured_op
def depthwise_conv_1d_ncw_cw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5),
    K=TensorDef(T2, S.s1, S.s4),
    O=TensorDef(U, S.s0, S.s1, S.s2, output=True),
    strides=IndexAttrDef(S.s3, default=[1]),
    dilations=IndexAttrDef(S.s5, default=[1]),
):
    """Performs depth-wise 1-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d2, D.d1] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d2, D.d1 * S.s3 + D.d3 * S.s5]), TypeFn.cast_signed(U, K[D.d2, D.d3]))


@linalg_structured_op
def depthwise_conv_1d_nwc_wcm(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, S.s5, S.s6),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s6, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs depth-wise 1-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2]), TypeFn.cast_signed(U, K[D.d4, D.d2, D.d3]))


@linalg_structured_op
def depthwise_conv_2d_nhwc_hwc(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs depth-wise 2-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]), TypeFn.cast_signed(U, K[D.d4, D.d5, D.d3]))


@linalg_structured_op
def depthwise_conv_2d_nchw_chw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9),
    K=TensorDef(T2, S.s1, S.s4, S.s8),
    O=TensorDef(U, S.s0, S.s1, S.s2, S.s6, output=True),
    strides=IndexAttrDef(S.s3, S.s7, default=[1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, default=[1, 1]),
):
    """Performs depth-wise 2-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d3, D.d1, D.d2] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d3, D.d1 * S.s3 + D.d4 * S.s5, D.d2 * S.s7 + D.d5 * S.s9]), TypeFn.cast_signed(U, K[D.d3, D.d4, D.d5]))


@linalg_structured_op
def depthwise_conv_2d_nhwc_hwc_q(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs depth-wise 2-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d4, D.d5, D.d3]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def depthwise_conv_2d_nhwc_hwcm(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9, S.s10),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs depth-wise 2-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3]), TypeFn.cast_signed(U, K[D.d5, D.d6, D.d3, D.d4]))


@linalg_structured_op
def depthwise_conv_2d_nhwc_hwcm_q(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, S.s9, S.s10),
    IZp=ScalarDef(I32),
    KZp=ScalarDef(I32),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s10, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs depth-wise 2-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += BinaryFn.mul(BinaryFn.sub(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3]), TypeFn.cast_signed(U, IZp)), BinaryFn.sub(TypeFn.cast_signed(U, K[D.d5, D.d6, D.d3, D.d4]), TypeFn.cast_signed(U, KZp)))


@linalg_structured_op
def depthwise_conv_3d_ndhwc_dhwc(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, S.s13),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs depth-wise 3-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d7] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3 * S.s10 + D.d6 * S.s12, D.d7]), TypeFn.cast_signed(U, K[D.d4, D.d5, D.d6, D.d7]))


@linalg_structured_op
def depthwise_conv_3d_ncdhw_cdhw(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9, S.s10 * S.s11 + S.s12 * S.s13),
    K=TensorDef(T2, S.s1, S.s4, S.s8, S.s12),
    O=TensorDef(U, S.s0, S.s1, S.s2, S.s6, S.s10, output=True),
    strides=IndexAttrDef(S.s3, S.s7, S.s11, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, S.s13, default=[1, 1, 1]),
):
    """Performs depth-wise 3-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output. Multiplier is set to 1
    which is a special case for most depthwise convolutions.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d7, D.d1, D.d2, D.d3] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d7, D.d1 * S.s3 + D.d4 * S.s5, D.d2 * S.s7 + D.d5 * S.s9, D.d3 * S.s11 + D.d6 * S.s13]), TypeFn.cast_signed(U, K[D.d7, D.d4, D.d5, D.d6]))


@linalg_structured_op
def depthwise_conv_3d_ndhwc_dhwcm(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, S.s13, S.s14),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s14, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs depth-wise 3-D convolution.

    Numeric casting is performed on the operands to the inner multiply, promoting
    them to the same data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7, D.d8)
    O[D.d0, D.d1, D.d2, D.d3, D.d8, D.d4] += BinaryFn.mul(TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d8]), TypeFn.cast_signed(U, K[D.d5, D.d6, D.d7, D.d8, D.d4]))


@linalg_structured_op
def pooling_nhwc_sum(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs sum pooling.

    Layout:
      * Input: NHWC.
      * Kernel: HW.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] += TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3])


@linalg_structured_op
def pooling_nchw_sum(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9),
    K=TensorDef(T2, S.s4, S.s8, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s2, S.s6, output=True),
    strides=IndexAttrDef(S.s3, S.s7, default=[1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, default=[1, 1]),
):
    """Performs sum pooling.

    Layout:
      * Input: NCHW.
      * Kernel: HW.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] += TypeFn.cast_signed(U, I[D.d0, D.d1, D.d2 * S.s3 + D.d4 * S.s5, D.d3 * S.s7 + D.d5 * S.s9])


@linalg_structured_op
def pooling_nhwc_max(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] = BinaryFn.max_signed[D.d4, D.d5](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]))


@linalg_structured_op
def pooling_nhwc_max_unsigned(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs unsigned max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] = BinaryFn.max_unsigned[D.d4, D.d5](TypeFn.cast_unsigned(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]))


@linalg_structured_op
def pooling_nchw_max(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5, S.s6 * S.s7 + S.s8 * S.s9),
    K=TensorDef(T2, S.s4, S.s8, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s2, S.s6, output=True),
    strides=IndexAttrDef(S.s3, S.s7, default=[1, 1]),
    dilations=IndexAttrDef(S.s5, S.s9, default=[1, 1]),
):
    """Performs max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] = BinaryFn.max_signed[D.d4, D.d5](TypeFn.cast_signed(U, I[D.d0, D.d1, D.d2 * S.s3 + D.d4 * S.s5, D.d3 * S.s7 + D.d5 * S.s9]))


@linalg_structured_op
def pooling_nhwc_min(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs min pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] = BinaryFn.min_signed[D.d4, D.d5](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]))


@linalg_structured_op
def pooling_nhwc_min_unsigned(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9),
    K=TensorDef(T2, S.s3, S.s7, index_dims=[D.d4, D.d5]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, output=True),
    strides=IndexAttrDef(S.s2, S.s6, default=[1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, default=[1, 1]),
):
    """Performs unsigned min pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5)
    O[D.d0, D.d1, D.d2, D.d3] = BinaryFn.min_unsigned[D.d4, D.d5](TypeFn.cast_unsigned(U, I[D.d0, D.d1 * S.s2 + D.d4 * S.s4, D.d2 * S.s6 + D.d5 * S.s8, D.d3]))


@linalg_structured_op
def pooling_nwc_sum(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs sum pooling.

    Layout:
      * Input: NWC.
      * Kernel: W.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] += TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2])


@linalg_structured_op
def pooling_ncw_sum(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5),
    K=TensorDef(T2, S.s4, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s2, output=True),
    strides=IndexAttrDef(S.s3, default=[1]),
    dilations=IndexAttrDef(S.s5, default=[1]),
):
    """Performs sum pooling.

    Layout:
      * Input: NCW.
      * Kernel: W.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] += TypeFn.cast_signed(U, I[D.d0, D.d1, D.d2 * S.s3 + D.d3 * S.s5])


@linalg_structured_op
def pooling_nwc_max(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] = BinaryFn.max_signed[D.d3](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2]))


@linalg_structured_op
def pooling_nwc_max_unsigned(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs unsigned max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] = BinaryFn.max_unsigned[D.d3](TypeFn.cast_unsigned(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2]))


@linalg_structured_op
def pooling_ncw_max(
    I=TensorDef(T1, S.s0, S.s1, S.s2 * S.s3 + S.s4 * S.s5),
    K=TensorDef(T2, S.s4, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s2, output=True),
    strides=IndexAttrDef(S.s3, default=[1]),
    dilations=IndexAttrDef(S.s5, default=[1]),
):
    """Performs max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] = BinaryFn.max_signed[D.d3](TypeFn.cast_signed(U, I[D.d0, D.d1, D.d2 * S.s3 + D.d3 * S.s5]))


@linalg_structured_op
def pooling_nwc_min(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs min pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] = BinaryFn.min_signed[D.d3](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2]))


@linalg_structured_op
def pooling_nwc_min_unsigned(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5),
    K=TensorDef(T2, S.s3, index_dims=[D.d3]),
    O=TensorDef(U, S.s0, S.s1, S.s5, output=True),
    strides=IndexAttrDef(S.s2, default=[1]),
    dilations=IndexAttrDef(S.s4, default=[1]),
):
    """Performs unsigned min pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3)
    O[D.d0, D.d1, D.d2] = BinaryFn.min_unsigned[D.d3](TypeFn.cast_unsigned(U, I[D.d0, D.d1 * S.s2 + D.d3 * S.s4, D.d2]))


@linalg_structured_op
def pooling_ndhwc_sum(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, index_dims=[D.d5, D.d6, D.d7]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s13, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs 3D sum pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] += TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d4])


@linalg_structured_op
def pooling_ndhwc_max(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, index_dims=[D.d5, D.d6, D.d7]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s13, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs 3D max pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] = BinaryFn.max_signed[D.d5, D.d6, D.d7](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d4]))


@linalg_structured_op
def pooling_ndhwc_min(
    I=TensorDef(T1, S.s0, S.s1 * S.s2 + S.s3 * S.s4, S.s5 * S.s6 + S.s7 * S.s8, S.s9 * S.s10 + S.s11 * S.s12, S.s13),
    K=TensorDef(T2, S.s3, S.s7, S.s11, index_dims=[D.d5, D.d6, D.d7]),
    O=TensorDef(U, S.s0, S.s1, S.s5, S.s9, S.s13, output=True),
    strides=IndexAttrDef(S.s2, S.s6, S.s10, default=[1, 1, 1]),
    dilations=IndexAttrDef(S.s4, S.s8, S.s12, default=[1, 1, 1]),
):
    """Performs 3D min pooling.

    Numeric casting is performed on the input operand, promoting it to the same
    data type as the accumulator/output.
    """
    implements(ConvolutionOpInterface)
    domain(D.d0, D.d1, D.d2, D.d3, D.d4, D.d5, D.d6, D.d7)
    O[D.d0, D.d1, D.d2, D.d3, D.d4] = BinaryFn.min_signed[D.d5, D.d6, D.d7](TypeFn.cast_signed(U, I[D.d0, D.d1 * S.s2 + D.d5 * S.s4, D.d2 * S.s6 + D.d6 * S.s8, D.d3 * S.s10 + D.d7 * S.s12, D.d4]))


@linalg_structured_op
def fill(
    value=ScalarDef(T1),
    O=TensorDef(U, output=True),
):
    """Fills the output tensor with the given value.

    Works for arbitrary ranked output tensors since the operation performs scalar
    accesses only and is thus rank polymorphic. Numeric casting is performed on
    the value operand, promoting it to the same data type as the output.
    """
    implements(FillOpInterface)
    defines(Canonicalizer)
    domain()
    O[None] = TypeFn.cast_signed(U, value)


@linalg_structured_op
def fill_rng_2d(
    min=ScalarDef(F64),
    max=ScalarDef(F64),
    seed=ScalarDef(I32),
    O=TensorDef(T, S.s0, S.s1, output=True),
):
    """Fills the output tensor with pseudo random numbers.

    The operation generations pseudo random numbers using a linear congruential
    generator. It provides no guarantees regarding the distribution of the
    generated random numbers. Instead of generating the random numbers
    sequentially, it instantiates one random number generator per data element
    and runs them in parallel. The seed operand and the indices of the data
    element seed the random number generation. The min and max operands limit
    the range of the generated random numbers.
    """
    domain(D.d0, D.d1)
    O[D.d0, D.d1] = TypeFn.cast_signed(T, BinaryFn.add(BinaryFn.mul(BinaryFn.add(TypeFn.cast_signed(F64, const(2147483647)), TypeFn.cast_signed(F64, BinaryFn.add(BinaryFn.mul(BinaryFn.add(TypeFn.cast_signed(I32, index(D.d1)), BinaryFn.add(BinaryFn.mul(BinaryFn.add(TypeFn.cast_signed(I32, index(D.d0)), seed), TypeFn.cast_signed(I32, const(1103515245))), TypeFn.cast_signed(I32, const(12345)))), TypeFn.cast_signed(I32, const(1103515245))), TypeFn.cast_signed(I32, const(12345))))), BinaryFn.mul(BinaryFn.sub(max, min), TypeFn.cast_signed(F64, const(2.3283064e-10)))), min))

