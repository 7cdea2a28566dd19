"""The Linalg op DSL (OpDSL): structured ops defined as Python functions.

    from mlir.dialects.linalg.opdsl.lang import *

    @linalg_structured_op
    def matmul(A=TensorDef(T1, S.M, S.K), B=TensorDef(T2, S.K, S.N),
               C=TensorDef(U, S.M, S.N, output=True)):
        domain(D.m, D.n, D.k)
        C[D.m, D.n] += TypeFn.cast_signed(U, A[D.m, D.k]) * TypeFn.cast_signed(U, B[D.k, D.n])

Calling `matmul(a, b, outs=[c])` builds the op as a `linalg.generic` with
the body the definition describes; linalg's own named ops (ops.core_named_ops,
the builders of mlir.dialects.linalg) build the named op instead, unless
called with emit_generic=True.  `lang` holds the
DSL, `ops.core_named_ops` linalg's own named ops, and `dump_oplib` prints
definitions as the YAML op configurations linalg's op generator reads.
"""
