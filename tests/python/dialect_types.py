# Dialect types and attributes of the helper layers (quant types,
# llvm.StructType/PointerType, nvgpu.TensorMapDescriptorType,
# sparse_tensor.EncodingAttr, gpu.ObjectAttr): casts, casters, and the
# checks that stand in for the dialects' asserts (bad input raises, the
# interpreter carries on).
# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
from mlir.ir import *
from mlir.dialects import gpu, llvm, nvgpu, quant
from mlir.dialects import sparse_tensor as st
from testlib import error_text


with Context() as ctx, Location.unknown():
    i8, i32, f32 = IntegerType.get_signless(8), IntegerType.get_signless(32), F32Type.get()

    # ---- quant
    u = quant.UniformQuantizedType.get(quant.QuantizedType.FLAG_SIGNED, i8, f32, 0.5, 3, -8, 7)
    # CHECK: uniform: !quant.uniform<i8<-8:7>:f32, 5.000000e-01:3> UniformQuantizedType 0.5 3 i8 f32
    print("uniform:", u, type(u).__name__, u.scale, u.zero_point, u.storage_type, u.expressed_type)
    # Parsed types come back as their class once the class has been used.
    parsed = Type.parse("!quant.uniform<i8:f32, 2.0:1>")
    # CHECK: parsed: UniformQuantizedType True False
    print("parsed:", type(parsed).__name__, quant.QuantizedType.isinstance(parsed),
          quant.AnyQuantizedType.isinstance(parsed))
    pa = quant.UniformQuantizedPerAxisType.get(1, i8, f32, [2.0, 3.0], [1, 2], 0, -128, 127)
    # CHECK: per axis: 2 [2.0, 3.0] [1, 2]
    print("per axis:", pa.num_dims, [pa.scale_at(i) for i in range(2)], [pa.zero_point_at(i) for i in range(2)])
    # CHECK: scale_at: IndexError: per-axis position out of range
    print("scale_at:", error_text(IndexError, lambda: pa.scale_at(5)))
    # CHECK: float storage: ValueError: storage type must be integral, got f32
    print("float storage:", error_text(ValueError, lambda: quant.AnyQuantizedType.get(1, f32, f32, -8, 7)))
    # CHECK: wide storage: ValueError: illegal storage type size: 64
    print("wide storage:", error_text(ValueError, lambda: quant.AnyQuantizedType.get(
        1, IntegerType.get_signless(64), f32, -8, 7)))
    # CHECK: bounds: ValueError: illegal storage min and storage max: (-200:7)
    print("bounds:", error_text(ValueError, lambda: quant.AnyQuantizedType.get(1, i8, f32, -200, 7)))
    # CHECK: scale: ValueError: illegal scale: -1.0
    print("scale:", error_text(ValueError, lambda: quant.UniformQuantizedType.get(1, i8, f32, -1.0, 0, -8, 7)))
    # CHECK: int expressed: ValueError: expressed type must be floating point, got i32
    print("int expressed:", error_text(ValueError, lambda: quant.CalibratedQuantizedType.get(i32, 0.0, 1.0)))
    # CHECK: min max: ValueError: illegal min and max: (1.0:0.0)
    print("min max:", error_text(ValueError, lambda: quant.CalibratedQuantizedType.get(f32, 1.0, 0.0)))
    # CHECK: scales vs zero points: ValueError: illegal number of scales and zero points: 2 vs 1
    print("scales vs zero points:", error_text(ValueError, lambda: quant.UniformQuantizedPerAxisType.get(
        1, i8, f32, [1.0, 2.0], [0], 0, -8, 7)))
    # CHECK: cast: ValueError: Cannot cast type to UniformQuantizedType (from i32)
    print("cast:", error_text(ValueError, lambda: quant.UniformQuantizedType(i32)))
    # CHECK: isinstance: TypeError: QuantizedType.isinstance: expected mlir.ir.Type, got int
    print("isinstance:", error_text(TypeError, lambda: quant.QuantizedType.isinstance(3)))

    # ---- llvm
    s = llvm.StructType.get_literal([i8, f32], packed=True)
    # CHECK: struct: !llvm.struct<packed (i8, f32)> True True None [IntegerType(i8), F32Type(f32)]
    print("struct:", s, s.packed, s.is_literal, s.name, s.body)
    # CHECK: caster: StructType PointerType 3
    print("caster:", type(Type.parse("!llvm.struct<(i32)>")).__name__, type(Type.parse("!llvm.ptr<3>")).__name__,
          llvm.PointerType(Type.parse("!llvm.ptr<3>")).address_space)
    # CHECK: bad element: ValueError: invalid LLVM struct element types
    print("bad element:", error_text(ValueError, lambda: llvm.StructType.get_literal([Type.parse("!llvm.void")])))
    # CHECK: bad body: ValueError: invalid LLVM struct element types
    print("bad body:", error_text(ValueError, lambda: llvm.StructType.get_identified("t").set_body([Type.parse("!llvm.token")])))
    # CHECK: literal body: ValueError: set_body: a literal struct has a fixed body
    print("literal body:", error_text(ValueError, lambda: s.set_body([i8])))
    # CHECK: not a type: TypeError: elements[1]: expected an mlir.ir.Type, got int
    print("not a type:", error_text(TypeError, lambda: llvm.StructType.get_literal([i8, 1])))
    # CHECK: address space: ValueError: address_space: expected an int in 0..2**32-1, got -1
    print("address space:", error_text(ValueError, lambda: llvm.PointerType.get(-1)))
    # CHECK: struct cast: ValueError: Cannot cast type to StructType (from i8)
    print("struct cast:", error_text(ValueError, lambda: llvm.StructType(i8)))

    # ---- nvgpu
    mem = MemRefType.get((8, 8), F16Type.get(), memory_space=Attribute.parse("3"))
    k = (nvgpu.TensorMapSwizzleKind.SWIZZLE_NONE, nvgpu.TensorMapL2PromoKind.L2PROMO_NONE,
         nvgpu.TensorMapOOBKind.OOB_ZERO, nvgpu.TensorMapInterleaveKind.INTERLEAVE_NONE)
    d = nvgpu.TensorMapDescriptorType.get(mem, *k)
    # CHECK: tma: TensorMapDescriptorType !nvgpu.tensormap.descriptor<tensor = memref<8x8xf16, 3>, swizzle = none
    print("tma:", type(d).__name__, d)
    # CHECK: tma tensor: TypeError: tensor_type: expected a MemRefType, got IntegerType(i8)
    print("tma tensor:", error_text(TypeError, lambda: nvgpu.TensorMapDescriptorType.get(i8, *k)))
    # CHECK: tma enum: ValueError: swizzle: expected a TensorMapSwizzleKind, got 99
    print("tma enum:", error_text(ValueError, lambda: nvgpu.TensorMapDescriptorType.get(mem, 99, *k[1:])))

    # ---- sparse_tensor
    dense = st.EncodingAttr.build_level_type(st.LevelFormat.dense)
    comp = st.EncodingAttr.build_level_type(st.LevelFormat.compressed, [st.LevelProperty.non_unique])
    e = st.EncodingAttr.get([dense, comp], None, None, 32, 32)
    # CHECK: encoding: #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed(nonunique)), posWidth = 32, crdWidth = 32 }>
    print("encoding:", e)
    tt = RankedTensorType.get((4, 4), f32, encoding=e)
    # LLVM19: encoding caster: EncodingAttr [<LevelFormat.dense: 65536>, <LevelFormat.compressed: 262144>]
    # LLVM22: encoding caster: EncodingAttr [LevelFormat.dense, LevelFormat.compressed]
    print("encoding caster:", type(tt.encoding).__name__, tt.encoding.lvl_formats_enum)
    # CHECK: dense property: ValueError: build_level_type: this format does not take these properties or n/m
    print("dense property:", error_text(ValueError, lambda: st.EncodingAttr.build_level_type(
        st.LevelFormat.dense, [st.LevelProperty.non_ordered])))
    # CHECK: bad level: ValueError: lvl_types[0]: not a valid level type
    print("bad level:", error_text(ValueError, lambda: st.EncodingAttr.get([12345], None, None, 0, 0)))
    # CHECK: width: ValueError: pos_width: expected 0, 8, 16, 32 or 64, got 7
    print("width:", error_text(ValueError, lambda: st.EncodingAttr.get([dense], None, None, 7, 0)))
    # CHECK: map rank: ValueError: dim_to_lvl: expected 2 results (one per level)
    print("map rank:", error_text(ValueError, lambda: st.EncodingAttr.get(
        [dense, dense], AffineMap.get_identity(3), None, 0, 0)))
    # CHECK: no levels: ValueError: lvl_types: expected at least one level
    print("no levels:", error_text(ValueError, lambda: st.EncodingAttr.get([], None, None, 0, 0)))
    # CHECK: not inverse: ValueError: lvl_to_dim: (d0, d1) -> (d0, d1) is not the inverse of dim_to_lvl (d0, d1) -> (d1, d0)
    print("not inverse:", error_text(ValueError, lambda: st.EncodingAttr.get(
        [dense, comp], AffineMap.get_permutation([1, 0]), AffineMap.get_identity(2), 0, 0)))
    # The dialect rejects a singleton level without a compressed one above it.
    single = st.EncodingAttr.build_level_type(st.LevelFormat.singleton)
    # CHECK: verifier: ValueError: invalid sparse tensor encoding
    print("verifier:", error_text(ValueError, lambda: st.EncodingAttr.get([single], None, None, 0, 0)))
    # CHECK: encoding cast: ValueError: Cannot cast attribute to EncodingAttr (from 1 : i32)
    print("encoding cast:", error_text(ValueError, lambda: st.EncodingAttr(IntegerAttr.get(i32, 1))))

    # ---- gpu
    target = Attribute.parse("#rocdl.target")
    o = gpu.ObjectAttr.get(target, gpu.CompilationTarget.Assembly, b"\x00text")
    # CHECK: object: #gpu.object<#rocdl.target, assembly = "\00text"> b'\x00text' 2 None
    print("object:", o, o.object, o.format, o.properties)
    # CHECK: object target: ValueError: target: 1 : i32 is not a GPU target attribute
    print("object target:", error_text(ValueError, lambda: gpu.ObjectAttr.get(IntegerAttr.get(i32, 1), 1, b"")))
    # CHECK: object format: ValueError: format: expected a gpu.CompilationTarget, got 9
    print("object format:", error_text(ValueError, lambda: gpu.ObjectAttr.get(target, 9, b"")))
    # CHECK: object bytes: TypeError: object: expected bytes, got int
    print("object bytes:", error_text(TypeError, lambda: gpu.ObjectAttr.get(target, 1, 5)))
    # CHECK: token: !gpu.async.token AsyncTokenType
    t = gpu.AsyncTokenType.get()
    print("token:", t, type(t).__name__)

# CHECK: still works: i32
with Context():
    print("still works:", IntegerType.get_signless(32))
