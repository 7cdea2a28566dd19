# mlir.dialects.linalg.opdsl: op definitions printed as linalg's YAML op
# configuration (PyYAML: Debian's python3-yaml, hence only %PYTHON), by
# dump_configs and by `python -m mlir.dialects.linalg.opdsl.dump_oplib`.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %PYTHON -m mlir.dialects.linalg.opdsl.dump_oplib --file %s | FileCheck %s --check-prefix=DUMP
# RUN: %PYTHON -m mlir.dialects.linalg.opdsl.dump_oplib .ops.core_named_ops | FileCheck %s --check-prefix=CORE
from mlir.dialects.linalg.opdsl.lang import *
from mlir.dialects.linalg.opdsl.lang.config import dump_configs


@linalg_structured_op
def row_max_scaled(
    I=TensorDef(TV.T1, S.M, S.N),
    scale=ScalarDef(F32),
    O=TensorDef(U, S.M, output=True),
    cast=TypeFnAttrDef(default=TypeFn.cast_signed),
):
    """Scaled maximum of each row."""
    domain(D.m, D.n)
    O[D.m] = BinaryFn.max_signed[D.n](cast(U, I[D.m, D.n]) * scale)


@linalg_structured_op
def shifted_copy(
    I=TensorDef(T, S.W),
    O=TensorDef(T, S.OW, output=True),
    shift=IndexAttrDef(S.SW, default=[1]),
):
    O[D.ow] = I[D.ow + S.SW] + TypeFn.cast_signed(T, index(D.ow))


if __name__ == "__main__":
    # The configuration, as linalg's YAML op description.
    # CHECK-LABEL: name: row_max_scaled
    # CHECK: cpp_class_name: RowMaxScaledOp
    # CHECK: doc: Scaled maximum of each row.
    # CHECK: shape_map: affine_map<()[s0, s1] -> (s0, s1)>
    # CHECK: static_indexing_maps:
    # CHECK-NEXT: - affine_map<(d0, d1)[s0, s1] -> (d0, d1)>
    # CHECK-NEXT: - affine_map<(d0, d1)[s0, s1] -> ()>
    # CHECK-NEXT: - affine_map<(d0, d1)[s0, s1] -> (d0)>
    # CHECK: iterator_types:
    # CHECK-NEXT: - parallel
    # CHECK-NEXT: - reduction
    # CHECK: fn_name: max_signed
    # CHECK-LABEL: name: shifted_copy
    # CHECK: index_attr_map: affine_map<()[s0, s1, s2] -> (s2)>
    # CHECK: - affine_map<(d0)[s0, s1, s2] -> (d0 + s2)>
    print(dump_configs([row_max_scaled.config, shifted_copy.config]))

# The module's ops, in definition order.
# DUMP: --- !LinalgOpConfig
# DUMP: name: row_max_scaled
# DUMP: kind: scalar
# DUMP-NOT: shape_map
# DUMP: type_var: F32
# DUMP: --- !LinalgOpConfig
# DUMP: name: shifted_copy
# DUMP: kind: index_attr
# DUMP: default_indices:
# DUMP-NEXT: - 1
# DUMP: scalar_index: 0

# linalg's own named ops, e.g. the fixed class names and a convolution.
# CORE: name: negf
# CORE-NEXT: cpp_class_name: NegFOp
# CORE: name: powf
# CORE-NEXT: cpp_class_name: PowFOp
# CORE: name: conv_2d_nhwc_hwcf
# CORE: implements:
# CORE-NEXT: - LinalgConvolutionOpInterface
# CORE: name: fill_rng_2d
# CORE: scalar_const: '2.3283063999999999E-10 : f64'
