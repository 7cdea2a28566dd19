# mlir.dialects.linalg.opdsl: ops defined in the DSL, emitted as
# linalg.generic (or as the named op), and the errors of bad definitions and
# bad operands (the YAML output: dialects_linalg_opdsl_yaml.py).
# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
from mlir.ir import *
from mlir.dialects import arith, func, linalg, tensor
from mlir.dialects.linalg.opdsl.lang import *
from testlib import error_text


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


@linalg_structured_op(op_name="matmul")
def matmul_of_differences(A=TensorDef(T, S.M, S.K), B=TensorDef(T, S.K, S.N), C=TensorDef(T, S.M, S.N, output=True)):
    C[D.m, D.n] += A[D.m, D.k] - B[D.k, D.n]


with Context() as ctx, Location.unknown():
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    module = Module.create()
    with InsertionPoint(module.body):
        # CHECK-LABEL: func.func @rows
        # CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]}
        # CHECK: ^bb0(%[[IN:.*]]: i32, %[[SCALE:.*]]: f32, %[[OUT:.*]]: f32):
        # CHECK-NEXT: %[[C:.*]] = arith.uitofp %[[IN]] : i32 to f32
        # CHECK-NEXT: %[[P:.*]] = arith.mulf %[[C]], %[[SCALE]] : f32
        # CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[OUT]], %[[P]] : f32
        # CHECK-NEXT: linalg.yield %[[M]] : f32
        @func.FuncOp.from_py_func(RankedTensorType.get([4, 8], i32), f32, RankedTensorType.get([4], f32))
        def rows(i, s, o):
            return row_max_scaled(i, s, outs=[o], cast=TypeFn.cast_unsigned)

        # CHECK-LABEL: func.func @shift
        # CHECK: linalg.generic
        # CHECK: %[[X:.*]] = linalg.index 0 : index
        # CHECK: arith.index_cast %[[X]] : index to i32
        # CHECK: arith.addi
        @func.FuncOp.from_py_func(RankedTensorType.get([10], i32), RankedTensorType.get([7], i32))
        def shift(i, o):
            return shifted_copy(i, outs=[o], shift=[3])

        # A definition of the user's own is emitted generic, even under the
        # name of one of linalg's named ops.
        # CHECK-LABEL: func.func @own_matmul
        # CHECK: linalg.generic
        # CHECK: arith.subf
        # CHECK-NOT: linalg.matmul
        @func.FuncOp.from_py_func(RankedTensorType.get([4, 8], f32), RankedTensorType.get([8, 2], f32),
                                  RankedTensorType.get([4, 2], f32))
        def own_matmul(a, b, c):
            return matmul_of_differences(a, b, outs=[c])

        # Named ops of linalg through the DSL: the named op, or its generic form.
        # CHECK-LABEL: func.func @conv
        # CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
        # CHECK: linalg.generic
        # CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
        # CHECK: arith.mulf
        # CHECK: arith.addf
        # CHECK: linalg.log ins(%{{.*}} : tensor<1x4x4x4xf32>) outs(%{{.*}} : tensor<1x4x4x4xf32>)
        @func.FuncOp.from_py_func(RankedTensorType.get([1, 9, 9, 2], f32), RankedTensorType.get([3, 3, 2, 4], f32),
                                  RankedTensorType.get([1, 4, 4, 4], f32))
        def conv(i, k, o):
            named = linalg.conv_2d_nhwc_hwcf(i, k, outs=[o], strides=[2, 2])
            generic = linalg.conv_2d_nhwc_hwcf(i, k, outs=[named], strides=[2, 2], emit_generic=True)
            return linalg.log(generic, outs=[o])
    # CHECK: verify: True
    print(module)
    print("verify:", module.operation.verify())

# Bad definitions raise when the op is defined.
def define(body, **params):
    def f(I=TensorDef(T, S.M), O=TensorDef(T, S.M, output=True)):
        body(I, O)
    return linalg_structured_op(f, op_name="bad")

# CHECK: TypeError: affine expression: cannot combine D.m with 'x' (a str); use dimensions (D.x), symbols (S.X) and ints
print(error_text(TypeError, lambda: define(lambda I, O: O.__setitem__(D.m, I[D.m + "x"]))))
# CHECK: TypeError: I[...]: indices must be affine expressions of dimensions (D.x), symbols (S.X) and ints, got 1.5 (a float)
print(error_text(TypeError, lambda: define(lambda I, O: O.__setitem__(D.m, I[1.5]))))
# CHECK: ValueError: dimension D.n is not in the op's domain (D.m)
print(error_text(ValueError, lambda: define(lambda I, O: (domain(D.m), O.__setitem__(D.m, I[D.n])))))
# CHECK: ValueError: op bad: I is indexed both as [D.m] and as [D.n]; a tensor has one indexing
print(error_text(ValueError, lambda: define(lambda I, O: O.__setitem__(D.m, I[D.m] + I[D.n]))))
# CHECK: ValueError: I[...] = ...: I is an input; only outputs (TensorDef(..., output=True)) are assigned
print(error_text(ValueError, lambda: define(lambda I, O: I.__setitem__(D.m, O[D.m]))))
# CHECK: ValueError: op bad: output O is never assigned
print(error_text(ValueError, lambda: define(lambda I, O: None)))
# CHECK: TypeError: O[...] =: tensor I used without indices; write I[...]
print(error_text(TypeError, lambda: define(lambda I, O: O.__setitem__(D.m, I))))
# CHECK: RuntimeError: domain() is only allowed in the body of a @linalg_structured_op function
print(error_text(RuntimeError, lambda: domain(D.m)))
# CHECK: TypeError: UnaryFnAttrDef: default must be a unary function (UnaryFn.x), got BinaryFn.mul
print(error_text(TypeError, lambda: UnaryFnAttrDef(default=BinaryFn.mul)))
# CHECK: ValueError: op bad: parameter 'x' needs a default operand definition (e.g. x=TensorDef(T, S.M))
print(error_text(ValueError, lambda: linalg_structured_op(lambda x: None, op_name="bad")))

# Bad operands raise before anything is built.
with Context() as ctx, Location.unknown():
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    module = Module.create()
    with InsertionPoint(module.body):
        f = func.FuncOp("errors", ([RankedTensorType.get([4, 8], i32), RankedTensorType.get([4, 8], f32),
                                    RankedTensorType.get([4], f32), f32, RankedTensorType.get([10], i32),
                                    RankedTensorType.get([7], f32)], []))
        with InsertionPoint(f.add_entry_block()):
            ti, tf, t4, s, v10, v7 = f.arguments
            # CHECK: ValueError: row_max_scaled: expected 2 inputs (I, scale), got 1
            print(error_text(ValueError, lambda: row_max_scaled(ti, outs=[t4])))
            # CHECK: TypeError: row_max_scaled input scale: expected a scalar value, got type tensor<4x8xf32>
            print(error_text(TypeError, lambda: row_max_scaled(ti, tf, outs=[t4])))
            # CHECK: ValueError: row_max_scaled input I: expected rank 2, got type tensor<4xf32>
            print(error_text(ValueError, lambda: row_max_scaled(t4, s, outs=[t4])))
            # CHECK: TypeError: row_max_scaled: unexpected keyword argument 'fun' (attributes: cast)
            print(error_text(TypeError, lambda: row_max_scaled(ti, s, outs=[t4], fun=UnaryFn.exp)))
            # CHECK: TypeError: row_max_scaled attribute cast: expected a type function, got BinaryFn.add
            print(error_text(TypeError, lambda: row_max_scaled(ti, s, outs=[t4], cast=BinaryFn.add)))
            # CHECK: ValueError: shifted_copy attribute shift: expected 1 values, got 2
            print(error_text(ValueError, lambda: shifted_copy(v10, outs=[v10], shift=[1, 2])))
            # CHECK: TypeError: shifted_copy: O has element type f32, but type variable T is already i32 (from I)
            print(error_text(TypeError, lambda: shifted_copy(v10, outs=[v7])))
            # Rules of the named ops' C++ bodies are checked here first.
            # CHECK: TypeError: linalg.exp: needs a float element type, got i32
            print(error_text(TypeError, lambda: linalg.exp(ti, outs=[ti])))
            # CHECK: TypeError: linalg.powf: needs float element types, got i32
            print(error_text(TypeError, lambda: linalg.powf(ti, ti, outs=[ti])))
            # The ops with a function attribute (gone from linalg in 22).
            if hasattr(linalg, "elemwise_unary"):
                # LLVM19: NotImplementedError: Unsupported 'exp' operands: linalg.elemwise_unary: unary function exp is not defined on i32
                print(error_text(NotImplementedError, lambda: linalg.elemwise_unary(ti, outs=[ti])))
                # LLVM19: NotImplementedError: Unsupported 'powf' operands: linalg.elemwise_binary: binary function powf is not defined on i32
                print(error_text(NotImplementedError, lambda: linalg.elemwise_binary(ti, ti, outs=[ti], fun=BinaryFn.powf)))
            else:
                # LLVM22: no linalg.elemwise_unary
                print("no linalg.elemwise_unary")
            # CHECK: TypeError: fill_builtin_region: expected an mlir.ir.Operation or OpView, got int
            print(error_text(TypeError, lambda: linalg.fill_builtin_region(3)))
            # CHECK: nothing built: True
            print("nothing built:", len(f.entry_block.operations) == 0)
            op = linalg.ExpOp([ti.type], [ti], [ti])
            # CHECK: NotImplementedError: Unsupported 'exp' operands: linalg.exp: unary function exp is not defined on i32
            print(error_text(NotImplementedError, lambda: linalg.fill_builtin_region(op)))
            op.operation.erase()
            op = linalg.MatmulOp([tf.type], [tf], [tf, tf])
            # CHECK: ValueError: fill_builtin_region: linalg.matmul has operand segments [1, 2], expected [inputs, 1]
            print(error_text(ValueError, lambda: linalg.fill_builtin_region(op)))
            op.operation.erase()
            func.ReturnOp([])
    # CHECK: still works: True
    print("still works:", module.operation.verify())
