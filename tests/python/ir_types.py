# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# The typed builtin Type subclasses of mlir.ir: constructors, properties,
# isinstance, casting, downcasting, equality/hashing, and the error paths.
import gc
from mlir.ir import *
from testlib import run, expect


# CHECK-LABEL: TEST: testInteger
def testInteger():
    with Context():
        i32 = IntegerType.get_signless(32)
        # CHECK: IntegerType(i32) 32 True False False
        print(repr(i32), i32.width, i32.is_signless, i32.is_signed, i32.is_unsigned)
        # CHECK: si8 True
        print(IntegerType.get_signed(8), IntegerType.get_signed(8).is_signed)
        # CHECK: ui64 True
        print(IntegerType.get_unsigned(64), IntegerType.get_unsigned(64).is_unsigned)
        # CHECK: i1
        print(IntegerType.get_signless(1))
        # CHECK: ValueError: integer bitwidth must be in [0, 16777215], got 16777216
        expect(ValueError, lambda: IntegerType.get_signless(1 << 24))
        # CHECK: ValueError: integer bitwidth must be in [0, 16777215], got -1
        expect(ValueError, lambda: IntegerType.get_signed(-1))
        # CHECK: TypeError:
        expect(TypeError, lambda: IntegerType.get_signless("32"))


# CHECK-LABEL: TEST: testNoContext
def testNoContext():
    # CHECK: RuntimeError: An MLIR function requires a Context but none was provided
    expect(RuntimeError, lambda: IntegerType.get_signless(32))
    ctx = Context()
    # CHECK: explicit: i16
    print("explicit:", IntegerType.get_signless(16, context=ctx))
    # CHECK: TypeError: context: expected mlir.ir.Context
    expect(TypeError, lambda: IndexType.get(context=42))


# CHECK-LABEL: TEST: testCastAndIsinstance
def testCastAndIsinstance():
    with Context():
        t = Type.parse("i32")
        # CHECK: parsed: IntegerType(i32)
        print("parsed:", repr(t))
        plain = Type(t)
        # CHECK: plain: Type(i32)
        print("plain:", repr(plain))
        # CHECK: cast: IntegerType(i32) 32
        print("cast:", repr(IntegerType(plain)), IntegerType(plain).width)
        # CHECK: downcast: IntegerType(i32)
        print("downcast:", repr(plain.maybe_downcast()))
        # CHECK: isinstance: True False False
        print("isinstance:", IntegerType.isinstance(plain), F32Type.isinstance(plain), ShapedType.isinstance(plain))
        # CHECK: ValueError: Cannot cast type to F32Type (from Type(i32))
        expect(ValueError, lambda: F32Type(plain))
        # CHECK: ValueError: Cannot cast type to ShapedType (from Type(i32))
        expect(ValueError, lambda: ShapedType(plain))
        # CHECK: TypeError: {{.*}}Type
        expect(TypeError, lambda: IntegerType(42))
        # CHECK: static_typeid: True True
        print("static_typeid:", IntegerType.static_typeid == t.typeid, F32Type.static_typeid != t.typeid)
        # CHECK: hash: True 1
        print("hash:", hash(plain) == hash(t), len({t, plain, IntegerType.get_signless(32)}))
        # CHECK: eq: True False False
        print("eq:", t == plain, t == IntegerType.get_signless(64), t == "i32")


# CHECK-LABEL: TEST: testParseError
def testParseError():
    with Context():
        try:
            Type.parse("i32<")
        except MLIRError as e:
            # CHECK: MLIRError: Unable to parse type: 'i32<'
            print("MLIRError:", str(e).splitlines()[0])


# CHECK-LABEL: TEST: testFloats
def testFloats():
    with Context():
        for cls in [F16Type, BF16Type, F32Type, F64Type, FloatTF32Type, Float8E5M2Type, Float8E4M3Type,
                    Float8E4M3FNType, Float8E5M2FNUZType, Float8E4M3FNUZType, Float8E4M3B11FNUZType]:
            t = cls.get()
            assert type(Type.parse(str(t))) is cls, cls
            assert FloatType.isinstance(t) and cls.isinstance(t)
            print(repr(t), t.width)
        # CHECK: F16Type(f16) 16
        # CHECK: BF16Type(bf16) 16
        # CHECK: F32Type(f32) 32
        # CHECK: F64Type(f64) 64
        # (LLVM 19 says 32 bits for tf32, 22 the 19 it really has)
        # CHECK: FloatTF32Type(tf32) {{32|19}}
        # CHECK: Float8E5M2Type(f8E5M2) 8
        # CHECK: Float8E4M3Type(f8E4M3) 8
        # CHECK: Float8E4M3FNType(f8E4M3FN) 8
        # CHECK: Float8E5M2FNUZType(f8E5M2FNUZ) 8
        # CHECK: Float8E4M3FNUZType(f8E4M3FNUZ) 8
        # CHECK: Float8E4M3B11FNUZType(f8E4M3B11FNUZ) 8
        # CHECK: FloatType(f32)
        print(repr(FloatType(F32Type.get())))
        # CHECK: index none
        print(IndexType.get(), NoneType.get())
        # CHECK: IndexType NoneType
        print(type(Type.parse("index")).__name__, type(Type.parse("none")).__name__)


# CHECK-LABEL: TEST: testComplex
def testComplex():
    with Context():
        c = ComplexType.get(F32Type.get())
        # CHECK: ComplexType(complex<f32>) F32Type(f32)
        print(repr(c), repr(c.element_type))
        # CHECK: complex<i8>
        print(ComplexType.get(IntegerType.get_signless(8)))
        # CHECK: ValueError: invalid 'Type(index)' and expected floating point or integer type.
        expect(ValueError, lambda: ComplexType.get(IndexType.get()))
        # CHECK: TypeError: element_type: expected mlir.ir.Type
        expect(TypeError, lambda: ComplexType.get("f32"))


# CHECK-LABEL: TEST: testShaped
def testShaped():
    with Context():
        f32 = F32Type.get()
        dyn = ShapedType.get_dynamic_size()
        v = VectorType.get([2, 3], f32)
        # CHECK: VectorType(vector<2x3xf32>) rank=2 shape=[2, 3] static=True
        print(repr(v), "rank=%d" % v.rank, "shape=%s" % v.shape, "static=%s" % v.has_static_shape)
        # CHECK: elt: F32Type(f32) dim1: 3 has_rank: True
        print("elt:", repr(v.element_type), "dim1:", v.get_dim_size(1), "has_rank:", v.has_rank)
        s = ShapedType(v)
        # CHECK: shaped: ShapedType(vector<2x3xf32>) True
        print("shaped:", repr(s), ShapedType.isinstance(v))
        t = RankedTensorType.get([dyn, 4], f32)
        # CHECK: tensor<?x4xf32> True False False True
        print(t, t.is_dynamic_dim(0), t.is_dynamic_dim(1), t.has_static_shape, ShapedType.is_dynamic_size(t.shape[0]))
        # CHECK: encoding: None
        print("encoding:", t.encoding)
        te = RankedTensorType.get([4], f32, encoding=StringAttr.get("enc"))
        # CHECK: tensor<4xf32, "enc"> "enc"
        print(te, te.encoding)
        u = UnrankedTensorType.get(f32)
        # CHECK: UnrankedTensorType(tensor<*xf32>) False
        print(repr(u), u.has_rank)
        # CHECK: ValueError: calling this method requires that the type has a rank
        expect(ValueError, lambda: u.rank)
        # CHECK: ValueError: calling this method requires that the type has a rank
        expect(ValueError, lambda: u.shape)
        # CHECK: ValueError: invalid dimension 2 for a type of rank 2
        expect(ValueError, lambda: v.get_dim_size(2))
        # CHECK: ValueError: invalid dimension -1 for a type of rank 2
        expect(ValueError, lambda: v.is_dynamic_dim(-1))
        # CHECK: dynamic stride: True
        print("dynamic stride:", ShapedType.is_dynamic_stride_or_offset(ShapedType.get_dynamic_stride_or_offset()))


# CHECK-LABEL: TEST: testVector
def testVector():
    with Context(), Location.unknown():
        f32 = F32Type.get()
        sv = VectorType.get([2, 3], f32, scalable=[False, True])
        # CHECK: vector<2x[3]xf32> True [False, True]
        print(sv, sv.scalable, sv.scalable_dims)
        # CHECK: vector<[2]x3xf32>
        print(VectorType.get([2, 3], f32, scalable_dims=[0]))
        # CHECK: ValueError: 'scalable' and 'scalable_dims' kwargs are mutually exclusive.
        expect(ValueError, lambda: VectorType.get([2], f32, scalable=[True], scalable_dims=[0]))
        # CHECK: ValueError: Expected len(scalable) == len(shape).
        expect(ValueError, lambda: VectorType.get([2], f32, scalable=[True, False]))
        try:
            VectorType.get([-2], f32)
        except MLIRError as e:
            # CHECK: MLIRError: Invalid type:
            # CHECK: vector types must have positive constant sizes
            print("MLIRError:", e)
        try:
            VectorType.get([2], NoneType.get())
        except MLIRError as e:
            # CHECK: MLIRError: Invalid type:
            # CHECK: {{vector elements must be int/index/float type|VectorElementTypeInterface}}
            print("MLIRError:", e)
        # CHECK: TypeError: shape: expected a sequence of int
        expect(TypeError, lambda: VectorType.get(["a"], f32))


# CHECK-LABEL: TEST: testMemRef
def testMemRef():
    with Context():
        f32 = F32Type.get()
        m = MemRefType.get([2, 3], f32)
        # CHECK: MemRefType(memref<2x3xf32>) layout=affine_map<(d0, d1) -> (d0, d1)> space=None
        print(repr(m), "layout=%s" % m.layout, "space=%s" % m.memory_space)
        # CHECK: map: AffineMap((d0, d1) -> (d0, d1))
        print("map:", repr(m.affine_map))
        # CHECK: strides: ([3, 1], 0)
        print("strides:", m.get_strides_and_offset())
        ms = MemRefType.get([4], f32, memory_space=Attribute.parse("3"))
        # CHECK: memref<4xf32, 3> 3 : i64
        print(ms, ms.memory_space)
        perm = AffineMapAttr.get(AffineMap.get_permutation([1, 0]))
        mp = MemRefType.get([2, 3], f32, layout=perm)
        # CHECK: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
        print(mp)
        # CHECK: memref<2x3xf32, strided<[1, 2]>>
        print(MemRefType.get([2, 3], f32, layout=Attribute.parse("strided<[1, 2]>")))
        try:
            MemRefType.get([2, 3], f32, layout=AffineMapAttr.get(AffineMap.get_identity(3)))
        except MLIRError as e:
            # CHECK: MLIRError: Invalid type:
            # CHECK: memref layout mismatch between rank and affine map: 2 != 3
            print("MLIRError:", e)
        # CHECK: TypeError: layout: expected mlir.ir.Attribute
        expect(TypeError, lambda: MemRefType.get([2], f32, layout="x"))
        u = UnrankedMemRefType.get(f32, Attribute.parse("2"))
        # CHECK: UnrankedMemRefType(memref<*xf32, 2>) 2 : i64
        print(repr(u), u.memory_space)
        # CHECK: memref<*xf32> None
        print(UnrankedMemRefType.get(f32, None), UnrankedMemRefType.get(f32, None).memory_space)


# CHECK-LABEL: TEST: testTupleFunctionOpaque
def testTupleFunctionOpaque():
    with Context() as ctx:
        i32, f32 = IntegerType.get_signless(32), F32Type.get()
        t = TupleType.get_tuple([i32, f32])
        # CHECK: TupleType(tuple<i32, f32>) 2 F32Type(f32)
        print(repr(t), t.num_types, repr(t.get_type(1)))
        # CHECK: IndexError: TupleType.get_type: position out of range
        expect(IndexError, lambda: t.get_type(2))
        f = FunctionType.get([i32, f32], [f32])
        # CHECK: FunctionType((i32, f32) -> f32) [IntegerType(i32), F32Type(f32)] [F32Type(f32)]
        print(repr(f), f.inputs, f.results)
        # CHECK: () -> ()
        print(FunctionType.get([], []))
        # CHECK: TypeError: inputs: expected mlir.ir.Type
        expect(TypeError, lambda: FunctionType.get([1], []))
        ctx.allow_unregistered_dialects = True
        o = OpaqueType.get("mydialect", "foo<bar>")
        # CHECK: OpaqueType(!mydialect.foo<bar>) mydialect foo<bar>
        print(repr(o), o.dialect_namespace, o.data)


# CHECK-LABEL: TEST: testDowncastFromIR
def testDowncastFromIR():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse('"test.op"() : () -> (memref<2xf32>, vector<4xi8>, tuple<>)')
        op = m.body.operations[0]
        # CHECK: MemRefType VectorType TupleType
        print(*[type(r.type).__name__ for r in op.results])
        # CHECK: element: IntegerType(i8)
        print("element:", repr(op.results[1].type.element_type))


# CHECK-LABEL: TEST: testKeepsContextAlive
def testKeepsContextAlive():
    t = MemRefType.get([2], F32Type.get(context=Context()))
    gc.collect()
    # CHECK: alive: memref<2xf32> f32
    print("alive:", t, t.element_type)
    # CHECK: same context: True
    print("same context:", t.context is t.element_type.context)


# CHECK-LABEL: TEST: testMixedContexts
def testMixedContexts():
    c1, c2 = Context(), Context()
    i32 = IntegerType.get_signless(32, context=c1)
    f32 = F32Type.get(context=c2)
    # CHECK: ValueError: inputs: i32 belongs to a different Context
    expect(ValueError, lambda: FunctionType.get([i32], [], context=c2))
    # CHECK: ValueError: elements: f32 belongs to a different Context
    expect(ValueError, lambda: TupleType.get_tuple([i32, f32], context=c1))
    # CHECK: ValueError: memory_space: 1 : i64 belongs to a different Context
    expect(ValueError, lambda: MemRefType.get([2], i32, memory_space=Attribute.parse("1", context=c2)))
    # CHECK: ValueError: loc: loc(unknown) belongs to a different Context
    expect(ValueError, lambda: VectorType.get([2], i32, loc=Location.unknown(context=c2)))


run(testInteger)
run(testNoContext)
run(testCastAndIsinstance)
run(testParseError)
run(testFloats)
run(testComplex)
run(testShaped)
run(testVector)
run(testMemRef)
run(testTupleFunctionOpaque)
run(testDowncastFromIR)
run(testKeepsContextAlive)
run(testMixedContexts)
