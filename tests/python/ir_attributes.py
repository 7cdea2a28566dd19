# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# The typed builtin Attribute subclasses of mlir.ir: constructors, values,
# containers, dense elements from Python buffers, downcasting, equality and
# hashing, and the error paths.
import array
import gc
from mlir.ir import *
from testlib import run, expect_first_line as expect


# CHECK-LABEL: TEST: testScalars
def testScalars():
    with Context():
        i32 = IntegerType.get_signless(32)
        a = IntegerAttr.get(i32, 42)
        # CHECK: IntegerAttr(42 : i32) 42 42 IntegerType(i32)
        print(repr(a), a.value, int(a), repr(a.type))
        # CHECK: -5 : si16 -5
        s = IntegerAttr.get(IntegerType.get_signed(16), -5)
        print(s, s.value)
        # CHECK: 18446744073709551615 : ui64 18446744073709551615
        u = IntegerAttr.get(IntegerType.get_unsigned(64), 2**64 - 1)
        print(u, u.value)
        # CHECK: 7 : index
        print(IntegerAttr.get(IndexType.get(), 7))
        # CHECK: BoolAttr(true) True False
        print(repr(BoolAttr.get(True)), BoolAttr.get(True).value, bool(BoolAttr.get(False)))
        f = FloatAttr.get(F32Type.get(), 1.5)
        # CHECK: FloatAttr(1.500000e+00 : f32) 1.5 1.5
        print(repr(f), f.value, float(f))
        # CHECK: 2.000000e+00 : f64 2.500000e-01 : f32
        print(FloatAttr.get_f64(2.0), FloatAttr.get_f32(0.25))
        st = StringAttr.get("hello")
        # CHECK: StringAttr("hello") hello b'hello'
        print(repr(st), st.value, st.value_bytes)
        # CHECK: "x" : i32
        print(StringAttr.get_typed(i32, "x"))
        # CHECK: UnitAttr(unit) TypeAttr(i32) IntegerType(i32)
        print(repr(UnitAttr.get()), repr(TypeAttr.get(i32)), repr(TypeAttr.get(i32).value))
        # CHECK: ValueError: IntegerAttr.get: expected an integer or index type, got f32
        expect(ValueError, lambda: IntegerAttr.get(F32Type.get(), 1))
        # CHECK: TypeError:
        expect(TypeError, lambda: IntegerAttr.get(i32, "x"))
        # MLIR's verifier refuses the type: an MLIRError carrying its diagnostic.
        # CHECK: MLIRError: Invalid attribute:
        expect(MLIRError, lambda: FloatAttr.get(i32, 1.0))
        # CHECK: TypeError: expected str, got int
        expect(TypeError, lambda: StringAttr.get(3))
        # CHECK: TypeError: {{.*}}Type
        expect(TypeError, lambda: TypeAttr.get("i32"))


# CHECK-LABEL: TEST: testSymbolsAndOpaque
def testSymbolsAndOpaque():
    with Context() as ctx:
        f = FlatSymbolRefAttr.get("foo")
        # CHECK: FlatSymbolRefAttr(@foo) foo
        print(repr(f), f.value)
        s = SymbolRefAttr.get(["a", "b", "c"])
        # CHECK: SymbolRefAttr(@a::@b::@c) ['a', 'b', 'c']
        print(repr(s), s.value)
        # CHECK: FlatSymbolRefAttr SymbolRefAttr
        print(type(Attribute.parse("@a")).__name__, type(Attribute.parse("@a::@b")).__name__)
        ctx.allow_unregistered_dialects = True
        o = OpaqueAttr.get("mydialect", b"data<1>", NoneType.get())
        # CHECK: OpaqueAttr(#mydialect.data<1>) mydialect b'data<1>'
        print(repr(o), o.dialect_namespace, o.data)


# CHECK-LABEL: TEST: testArrayAttr
def testArrayAttr():
    with Context():
        i32 = IntegerType.get_signless(32)
        arr = ArrayAttr.get([IntegerAttr.get(i32, 1), StringAttr.get("s"), UnitAttr.get()])
        # CHECK: ArrayAttr([1 : i32, "s", unit]) 3
        print(repr(arr), len(arr))
        # CHECK: IntegerAttr(1 : i32) UnitAttr(unit)
        print(repr(arr[0]), repr(arr[-1]))
        # CHECK: ['IntegerAttr', 'StringAttr', 'UnitAttr']
        print([type(x).__name__ for x in arr])
        # CHECK: contains: True
        print("contains:", StringAttr.get("s") in arr)
        # CHECK: IndexError: ArrayAttribute index out of range
        expect(IndexError, lambda: arr[3])
        # CHECK: RuntimeError: Invalid attribute when attempting to create an ArrayAttribute
        expect(RuntimeError, lambda: ArrayAttr.get([1]))
        # CHECK: RuntimeError: Invalid attribute (None?) when attempting to create an ArrayAttribute
        expect(RuntimeError, lambda: ArrayAttr.get([None]))
        # CHECK: empty: [] 0
        print("empty:", ArrayAttr.get([]), len(ArrayAttr.get([])))


# CHECK-LABEL: TEST: testDictAttr
def testDictAttr():
    with Context():
        i32 = IntegerType.get_signless(32)
        d = DictAttr.get({"x": IntegerAttr.get(i32, 1), "y": StringAttr.get("s")})
        # CHECK: DictAttr({x = 1 : i32, y = "s"}) 2
        print(repr(d), len(d))
        # CHECK: IntegerAttr(1 : i32) True False
        print(repr(d["x"]), "x" in d, "z" in d)
        # CHECK: NamedAttribute(x=1 : i32)
        print(d[0])
        # CHECK: KeyError: 'z'
        expect(KeyError, lambda: d["z"])
        # CHECK: TypeError: value: expected mlir.ir.Attribute
        expect(TypeError, lambda: DictAttr.get({"x": 1}))
        # CHECK: empty: {} 0
        print("empty:", DictAttr.get({}), len(DictAttr.get({})))


# CHECK-LABEL: TEST: testDenseArrays
def testDenseArrays():
    with Context():
        for cls, vals in [(DenseBoolArrayAttr, [True, False]), (DenseI8ArrayAttr, [1, -2]),
                          (DenseI16ArrayAttr, [3, 4]), (DenseI32ArrayAttr, [5, 6]), (DenseI64ArrayAttr, [2**40, -1]),
                          (DenseF32ArrayAttr, [0.5, 1.5]), (DenseF64ArrayAttr, [0.25, -2.0])]:
            a = cls.get(vals)
            assert list(a) == vals and len(a) == len(vals) and a[-1] == vals[-1], cls
            assert type(Attribute.parse(str(a))) is cls, cls
            print(repr(a))
        # CHECK: DenseBoolArrayAttr(array<i1: true, false>)
        # CHECK: DenseI8ArrayAttr(array<i8: 1, -2>)
        # CHECK: DenseI16ArrayAttr(array<i16: 3, 4>)
        # CHECK: DenseI32ArrayAttr(array<i32: 5, 6>)
        # CHECK: DenseI64ArrayAttr(array<i64: 1099511627776, -1>)
        # CHECK: DenseF32ArrayAttr(array<f32: 5.000000e-01, 1.500000e+00>)
        # CHECK: DenseF64ArrayAttr(array<f64: 2.500000e-01, -2.000000e+00>)
        # CHECK: IndexError: index out of range
        expect(IndexError, lambda: DenseI64ArrayAttr.get([1])[5])
        # CHECK: TypeError:
        expect(TypeError, lambda: DenseI32ArrayAttr.get(["a"]))
        # CHECK: ValueError: Cannot cast attribute to DenseI32ArrayAttr (from Attribute(array<i64: 1>))
        expect(ValueError, lambda: DenseI32ArrayAttr(DenseI64ArrayAttr.get([1])))


# CHECK-LABEL: TEST: testDenseElements
def testDenseElements():
    with Context():
        a = DenseElementsAttr.get(array.array("i", [1, 2, 3, 4]), shape=[2, 2])
        # CHECK: DenseIntElementsAttr(dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>) 4
        print(repr(a), len(a))
        # CHECK: elements: 1 4 [1, 2, 3, 4]
        print("elements:", a[0], a[-1], [a[i] for i in range(len(a))])
        # CHECK: type: RankedTensorType(tensor<2x2xi32>) False
        print("type:", repr(a.type), a.is_splat)
        raw = memoryview(a.raw_data()).cast("i", [2, 2])
        # CHECK: raw: {{\[}}[1, 2], [3, 4]]
        print("raw:", raw.tolist())
        f = DenseElementsAttr.get(array.array("d", [0.5, 1.5]))
        # CHECK: DenseFPElementsAttr(dense<[5.000000e-01, 1.500000e+00]> : tensor<2xf64>) 1.5
        print(repr(f), f[1])
        # CHECK: dense<[1, 2]> : tensor<2xsi32>
        print(DenseElementsAttr.get(array.array("i", [1, 2]), signless=False))
        # CHECK: dense<[1, -1]> : tensor<2xi8>
        print(DenseElementsAttr.get(bytes([1, 255])))
        # CHECK: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>
        print(DenseElementsAttr.get(array.array("H", [0x3C00, 0x4000]), type=F16Type.get()))
        sp = DenseElementsAttr.get_splat(RankedTensorType.get([3], IntegerType.get_signless(32)),
                                         IntegerAttr.get(IntegerType.get_signless(32), 7))
        # CHECK: splat: DenseIntElementsAttr(dense<7> : tensor<3xi32>) True 3 7
        print("splat:", repr(sp), sp.is_splat, len(sp), sp[2])
        # CHECK: parsed: DenseFPElementsAttr
        print("parsed:", type(Attribute.parse("dense<1.0> : tensor<2xf32>")).__name__)
        # CHECK: ValueError: buffer of 12 bytes does not hold 4 elements of i
        expect(ValueError, lambda: DenseElementsAttr.get(array.array("i", [1, 2, 3]), shape=[2, 2]))
        # A list is a list of attributes.
        # CHECK: RuntimeError: Invalid attribute when attempting to create an ArrayAttribute
        expect(RuntimeError, lambda: DenseElementsAttr.get([1, 2]))
        # CHECK: TypeError: memoryview: a bytes-like object is required, not 'int'
        expect(TypeError, lambda: DenseElementsAttr.get(3))
        # CHECK: IndexError: index out of range
        expect(IndexError, lambda: a[4])
        # CHECK: ValueError: Shaped element type and attribute type must be equal: shaped=Type(tensor<2xi32>), element=Attribute(7.000000e+00 : f32)
        expect(ValueError, lambda: DenseElementsAttr.get_splat(RankedTensorType.get([2], IntegerType.get_signless(32)),
                                                               FloatAttr.get_f32(7)))


# CHECK-LABEL: TEST: testDenseToMemoryview
def testDenseToMemoryview():
    with Context():
        a = DenseElementsAttr.get(array.array("i", [1, 2, 3, 4, 5, 6]), shape=[2, 3])
        m = a.to_memoryview()
        # CHECK: i (2, 3) {{\[}}[1, 2, 3], [4, 5, 6]]
        print(m.format, m.shape, m.tolist())
        # Round trip: buffer -> attribute -> buffer -> attribute.
        # CHECK: round trip: True
        print("round trip:", DenseElementsAttr.get(m) == a)
        u = DenseElementsAttr.get_splat(RankedTensorType.get([2, 2], IntegerType.get_unsigned(16)),
                                        IntegerAttr.get(IntegerType.get_unsigned(16), 65535))
        m = u.to_memoryview()
        # CHECK: H (2, 2) {{\[}}[65535, 65535], [65535, 65535]] IntegerAttr(65535 : ui16)
        print(m.format, m.shape, m.tolist(), repr(u.get_splat_value()))
        m = Attribute.parse("dense<[true, false, true]> : tensor<3xi1>").to_memoryview()
        # CHECK: ? [True, False, True]
        print(m.format, m.tolist())
        m = Attribute.parse("dense<[1.5, -2.0]> : tensor<2xf64>").to_memoryview()
        # CHECK: d [1.5, -2.0]
        print(m.format, m.tolist())
        m = Attribute.parse("dense<[1.0, 2.0]> : tensor<2xf16>").to_memoryview()
        # CHECK: f16: True
        print("f16:", (m.format, m.tolist()) in [("e", [1.0, 2.0]), ("H", [0x3C00, 0x4000])])
        m = Attribute.parse("dense<5> : tensor<i64>").to_memoryview()
        # CHECK: q () 5
        print(m.format, m.shape, m.tolist())
        m = Attribute.parse("dense<> : tensor<0x2xf32>").to_memoryview()
        # CHECK: f (0,) []
        print(m.format, m.shape, m.tolist())
        # CHECK: TypeError: unsupported element type in dense<1> : tensor<2xi4>: no buffer format for it
        expect(TypeError, lambda: Attribute.parse("dense<1> : tensor<2xi4>").to_memoryview())
        # CHECK: ValueError: get_splat_value: the attribute is not a splat
        expect(ValueError, lambda: a.get_splat_value())


# CHECK-LABEL: TEST: testCastsEqualityHash
def testCastsEqualityHash():
    with Context():
        i32 = IntegerType.get_signless(32)
        base = Attribute.parse("42 : i32")
        # CHECK: IntegerAttr(42 : i32)
        print(repr(base))
        plain = Attribute(base)
        # CHECK: Attribute(42 : i32) IntegerAttr(42 : i32)
        print(repr(plain), repr(plain.maybe_downcast()))
        # CHECK: True False
        print(IntegerAttr.isinstance(plain), StringAttr.isinstance(plain))
        # CHECK: ValueError: Cannot cast attribute to StringAttr (from Attribute(42 : i32))
        expect(ValueError, lambda: StringAttr(plain))
        # CHECK: BoolAttr True
        print(type(Attribute.parse("true")).__name__, IntegerAttr.isinstance(Attribute.parse("true")))
        # CHECK: eq: True True False False
        print("eq:", plain == base, base == IntegerAttr.get(i32, 42), base == IntegerAttr.get(i32, 43), base == 42)
        # CHECK: hash: 2
        print("hash:", len({plain, base, IntegerAttr.get(i32, 42), StringAttr.get("x"), StringAttr.get("x")}))
        # CHECK: typeid: True True
        print("typeid:", base.typeid == IntegerAttr.static_typeid, StringAttr.get("x").typeid == StringAttr.static_typeid)
        # CHECK: context: True
        print("context:", base.context is Context.current)
        try:
            Attribute.parse("[1,")
        except MLIRError as e:
            # CHECK: MLIRError: Unable to parse attribute: '[1,'
            # CHECK: expected attribute value
            print("MLIRError:", e)


# CHECK-LABEL: TEST: testKeepsContextAlive
def testKeepsContextAlive():
    ctx = Context()
    s = StringAttr.get("kept", context=ctx)
    arr = ArrayAttr.get([s], context=ctx)
    del ctx
    gc.collect()
    # CHECK: alive: ["kept"] "kept"
    print("alive:", arr, arr[0])


# CHECK-LABEL: TEST: testIntegerRanges
def testIntegerRanges():
    with Context():
        i8, u8, s8 = IntegerType.get_signless(8), IntegerType.get_unsigned(8), IntegerType.get_signed(8)
        # CHECK: in range: -1 : i8, -128 : i8, 255 : ui8, -128 : si8, -1 : i64
        print("in range: %s, %s, %s, %s, %s" % (
            IntegerAttr.get(i8, 255), IntegerAttr.get(i8, -128), IntegerAttr.get(u8, 255),
            IntegerAttr.get(s8, -128), IntegerAttr.get(IntegerType.get_signless(64), 2**64 - 1)))
        # CHECK: OverflowError: IntegerAttr.get: 300 does not fit in i8
        expect(OverflowError, lambda: IntegerAttr.get(i8, 300))
        # CHECK: OverflowError: IntegerAttr.get: -1 does not fit in ui8
        expect(OverflowError, lambda: IntegerAttr.get(u8, -1))
        # CHECK: OverflowError: IntegerAttr.get: 128 does not fit in si8
        expect(OverflowError, lambda: IntegerAttr.get(s8, 128))
        # CHECK: OverflowError: IntegerAttr.get: 9223372036854775808 does not fit in si64
        expect(OverflowError, lambda: IntegerAttr.get(IntegerType.get_signed(64), 2**63))
        # CHECK: TypeError: get(): incompatible function arguments: 300 is not an i8
        expect(TypeError, lambda: DenseI8ArrayAttr.get([1, 300]))
        # CHECK: TypeError: get(): incompatible function arguments: -32769 is not an i16
        expect(TypeError, lambda: DenseI16ArrayAttr.get([-32769]))
        # CHECK: TypeError: get(): incompatible function arguments: 2.0 is not an i8
        expect(TypeError, lambda: DenseI8ArrayAttr.get([4, 2.0]))
        # Attributes of the element kind are taken by value.
        # CHECK: array<i8: 4, 2> array<f32: 1.500000e+00> array<i1: true>
        print(DenseI8ArrayAttr.get([IntegerAttr.get(i8, 4), IntegerAttr.get(u8, 2)]),
              DenseF32ArrayAttr.get([FloatAttr.get_f64(1.5)]), DenseBoolArrayAttr.get([BoolAttr.get(True)]))


run(testScalars)
run(testSymbolsAndOpaque)
run(testArrayAttr)
run(testDictAttr)
run(testDenseArrays)
run(testDenseElements)
run(testDenseToMemoryview)
run(testCastsEqualityHash)
run(testKeepsContextAlive)
run(testIntegerRanges)
