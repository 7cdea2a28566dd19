# LLVM 22's dialect helpers, where upstream's test files do not reach or
# check them: linalg.generic as a decorator, #gpu.object's kernel table,
# what gpu's builders refuse, amdgpu's TDM types found in parsed IR, what
# quant's sub-channel type refuses, and what linalg's 22 builders refuse.
# REQUIRES: llvm-22
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.dialects import amdgpu, arith, gpu, linalg, memref, quant, tensor
from mlir.ir import *
from testlib import error_text

with Context(), Location.unknown():
    module = Module.create()
    f32 = F32Type.get()
    with InsertionPoint(module.body):
        identity = AffineMap.get_identity(2)
        x = tensor.empty((4, 4), f32)
        y = tensor.empty((4, 4), f32)
        parallel = [linalg.IteratorType.parallel] * 2

        @linalg.generic([x], [y], [identity, identity], parallel)
        def copied(a, b):
            return a

        # CHECK: one tensor output: OpResult tensor<4x4xf32>
        print("one tensor output:", type(copied).__name__, copied.type)

        @linalg.generic([x], [y, y], [identity] * 3, parallel)
        def both(a, b, c):
            return a, b

        # CHECK: two tensor outputs: 2
        print("two tensor outputs:", len(both))

        m = memref.alloc(MemRefType.get([4, 4], f32), [], [])

        @linalg.generic([m], [m], [identity, identity], parallel)
        def in_place(a, b):
            return a

        # CHECK: memref output: GenericOp 0
        print("memref output:", type(in_place).__name__, len(in_place.results))
        # CHECK: not a value: TypeError: inputs: expected
        print("not a value:", error_text(TypeError, lambda: linalg.generic([1], [y], [identity] * 2, parallel)))
    # CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<4x4xf32>) outs(%{{.*}} : tensor<4x4xf32>)
    # CHECK-NEXT: ^bb0(%in: f32, %out: f32):
    # CHECK-NEXT: linalg.yield %in : f32
    print(module)
    # CHECK: verified: True
    print("verified:", module.operation.verify())

    target = Attribute.parse("#nvvm.target")
    table = Attribute.parse('#gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>]>')
    with_table = gpu.ObjectAttr.get(target, gpu.CompilationTarget.Fatbin, b"obj", kernels=table)
    # CHECK: #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, "obj">
    print(with_table)
    # CHECK: kernels: True None
    print("kernels:", with_table.kernels == table,
          gpu.ObjectAttr.get(target, gpu.CompilationTarget.Fatbin, b"obj").kernels)
    # CHECK: not a table: TypeError: kernels: expected a #gpu.kernel_table attribute
    print("not a table:", error_text(TypeError, lambda: gpu.ObjectAttr.get(
        target, gpu.CompilationTarget.Fatbin, b"obj", kernels=UnitAttr.get())))

    # gpu's builders refuse what they cannot build from, and a launch gets one body.
    with InsertionPoint(module.body):
        # CHECK: bad type: TypeError: GPUFuncOp: expected a FunctionType
        print("bad type:", error_text(TypeError, lambda: gpu.GPUFuncOp("() -> ()", "k")))
        one = arith.constant(IndexType.get(), 1)
        launched = gpu.launch((one, one, one), (2, 2, 2))
        launched(lambda *ids: None)
        # CHECK: second body: RuntimeError: gpu.launch already has a body
        print("second body:", error_text(RuntimeError, lambda: launched(lambda *ids: None)))
        # CHECK: launch arguments: 12
        print("launch arguments:", len(launched.regions[0].blocks[0].arguments))

    # linalg.contract fills its body only from operands it can: two inputs
    # and one output, all integers or all floats.
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(module.body):
        m_k, k_n, m_n = (AffineMap.get(3, 0, [AffineDimExpr.get(i), AffineDimExpr.get(j)])
                         for i, j in ((0, 2), (2, 1), (0, 1)))
        fa, fb, fc = (tensor.empty(s, f32) for s in ((2, 3), (3, 4), (2, 4)))
        product = linalg.contract(fa, fb, outs=[fc], indexing_maps=[m_k, k_n, m_n])
        # CHECK: contract maps: 3
        print("contract maps:", len(linalg.get_indexing_maps(product.owner)))
        ic = tensor.empty((2, 4), i32)
        # CHECK: mixed: TypeError: fill_builtin_region: linalg.contract: element types must be all integers or all floats
        print("mixed:", error_text(TypeError, lambda: linalg.contract(
            fa, fb, outs=[ic], indexing_maps=[m_k, k_n, m_n])))
        # CHECK: no maps: None
        print("no maps:", linalg.get_indexing_maps(fa.owner))

with Context(), Location.unknown():
    # Parsed types come back as the TDM classes; a wrong cast is refused.
    m = Module.parse("func.func private @f(!amdgpu.tdm_base<f16>, !amdgpu.tdm_gather_base<f16, i16>, "
                     "!amdgpu.tdm_descriptor)")
    inputs = m.body.operations[0].type.inputs
    # CHECK: tdm classes: ['TDMBaseType', 'TDMGatherBaseType', 'TDMDescriptorType']
    print("tdm classes:", [type(t).__name__ for t in inputs])
    # CHECK: equal: True
    print("equal:", inputs[0] == amdgpu.TDMBaseType.get(F16Type.get()))
    # CHECK: wrong cast: ValueError: Cannot cast type to TDMDescriptorType (from !amdgpu.tdm_base<f16>)
    print("wrong cast:", error_text(ValueError, lambda: amdgpu.TDMDescriptorType(inputs[0])))
    # CHECK: not a type: TypeError: element_type: expected an mlir.ir.Type, got int
    print("not a type:", error_text(TypeError, lambda: amdgpu.TDMBaseType.get(1)))

with Context(), Location.unknown():
    i8, f32 = IntegerType.get_signless(8), F32Type.get()
    scales = Attribute.parse("dense<[[2.0, 3.0]]> : tensor<1x2xf32>")
    zero_points = Attribute.parse("dense<[[1, 2]]> : tensor<1x2xi8>")

    def sub_channel(dims, sizes, zp=zero_points):
        return quant.UniformQuantizedSubChannelType.get(1, i8, f32, scales, zp, dims, sizes, -128, 127)

    # CHECK: sub-channel: !quant.uniform<i8:f32:{0:1, 1:2}, {{\{}}{2.000000e+00:1, 3.000000e+00:2}}> [0, 1] [1, 2]
    t = sub_channel([0, 1], [1, 2])
    print("sub-channel:", t, t.quantized_dimensions, t.block_sizes)
    # CHECK: counts: ValueError: illegal number of quantized dimensions and block sizes: 2 vs 1
    print("counts:", error_text(ValueError, lambda: sub_channel([0, 1], [1])))
    # CHECK: dimension: ValueError: illegal quantized dimension 2 for scales of rank 2
    print("dimension:", error_text(ValueError, lambda: sub_channel([2], [1])))
    # CHECK: block: ValueError: illegal block size: 0
    print("block:", error_text(ValueError, lambda: sub_channel([0], [0])))
    # CHECK: shapes: ValueError: scales and zero_points have different shapes
    print("shapes:", error_text(ValueError, lambda: sub_channel(
        [0], [1], Attribute.parse("dense<[1, 2]> : tensor<2xi8>"))))
    # CHECK: not dense: TypeError: scales: expected a DenseElementsAttr, got IntegerAttr
    print("not dense:", error_text(TypeError, lambda: quant.UniformQuantizedSubChannelType.get(
        1, i8, f32, IntegerAttr.get(i8, 1), zero_points, [0], [1], -128, 127)))

with Context(), Location.unknown():
    module = Module.create()
    f32, i1 = F32Type.get(), IntegerType.get_signless(1)
    with InsertionPoint(module.body):
        a, b, out = (tensor.empty((4, 4), f32) for _ in range(3))
        cond = tensor.empty((4, 4), i1)
        # CHECK: unary arity: ValueError: linalg.elementwise (exp): expected 1 input, got 2
        print("unary arity:", error_text(ValueError, lambda: linalg.elementwise(
            a, b, outs=[out], kind=linalg.ElementwiseKind.exp)))
        # CHECK: select types: TypeError: linalg.elementwise (select): needs an i1 condition and two inputs of one element type, got f32, f32, f32
        print("select types:", error_text(TypeError, lambda: linalg.elementwise(
            a, a, b, outs=[out], kind=linalg.ElementwiseKind.select)))
        # CHECK: unsigned max on floats: TypeError: linalg.elementwise (max_unsigned): needs integer element types wider than i1, got f32
        print("unsigned max on floats:", error_text(TypeError, lambda: linalg.elementwise(
            a, b, outs=[out], kind=linalg.ElementwiseKind.max_unsigned)))
        # CHECK: select: linalg.elementwise
        print("select:", linalg.elementwise(cond, a, b, outs=[out], kind=linalg.ElementwiseKind.select).owner.name)
        # CHECK: map count: ValueError: linalg.matmul: expected 3 indexing_maps (one per operand), got 2
        identity = AffineMap.get_identity(2)
        print("map count:", error_text(ValueError, lambda: linalg.matmul(a, b, outs=[out],
                                                                        indexing_maps=[identity, identity])))
        # Four tensor.empty and the select: the refused builds left nothing.
        # CHECK: nothing left behind: 5
        print("nothing left behind:", len(module.body.operations))
