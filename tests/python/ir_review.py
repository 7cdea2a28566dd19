# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# Fixes from review, following upstream's documented behaviour: empty symbol
# names refused, StringAttr.value strict UTF-8 (value_bytes for the bytes),
# X.isinstance(non-Type/Attribute) raises TypeError, ArrayAttr and
# Dense*ArrayAttr + list, AffineMap.results as a pseudo-container, and
# DenseElementsAttr.get from bool ('?') buffers as i1.
import array
import gc
from mlir.ir import *
from testlib import run, expect_first_line as expect


# CHECK-LABEL: TEST: testEmptySymbols
def testEmptySymbols():
    with Context():
        # CHECK: ValueError: FlatSymbolRefAttr.get: the symbol name must not be empty
        expect(ValueError, lambda: FlatSymbolRefAttr.get(""))
        # CHECK: ValueError: SymbolRefAttr.get: need at least one symbol
        expect(ValueError, lambda: SymbolRefAttr.get([]))
        # CHECK: ValueError: SymbolRefAttr.get: symbols[0] is empty
        expect(ValueError, lambda: SymbolRefAttr.get([""]))
        # CHECK: ValueError: SymbolRefAttr.get: symbols[1] is empty
        expect(ValueError, lambda: SymbolRefAttr.get(["a", ""]))
        # CHECK: @a::@b @f
        print(SymbolRefAttr.get(["a", "b"]), FlatSymbolRefAttr.get("f"))


# CHECK-LABEL: TEST: testStringAttrBytes
def testStringAttrBytes():
    with Context():
        s = StringAttr.get(b"\xff\xfeok")
        # CHECK: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff
        expect(UnicodeDecodeError, lambda: s.value)
        # CHECK: b'\xff\xfeok'
        print(s.value_bytes)
        # CHECK: 'caf\xe9' b'caf\xc3\xa9'
        u = StringAttr.get("café")
        print(ascii(u.value), u.value_bytes)


# CHECK-LABEL: TEST: testIsinstanceTypeError
def testIsinstanceTypeError():
    with Context():
        i32 = IntegerType.get_signless(32)
        # CHECK: TypeError: IntegerType.isinstance: expected mlir.ir.Type, got <class 'int'>
        expect(TypeError, lambda: IntegerType.isinstance(3))
        # CHECK: TypeError: IntegerAttr.isinstance: expected mlir.ir.Attribute, got <class {{.*}}IntegerType'>
        expect(TypeError, lambda: IntegerAttr.isinstance(i32))
        # CHECK: TypeError: ShapedType.isinstance: expected mlir.ir.Type, got <class 'NoneType'>
        expect(TypeError, lambda: ShapedType.isinstance(None))
        # CHECK: True False
        print(IntegerType.isinstance(i32), IntegerAttr.isinstance(UnitAttr.get()))


# CHECK-LABEL: TEST: testArrayConcat
def testArrayConcat():
    with Context():
        a = ArrayAttr.get([UnitAttr.get()])
        b = a + [BoolAttr.get(True), StringAttr.get("x")]
        # CHECK: ArrayAttr [unit, true, "x"] 1
        print(type(b).__name__, b, len(a))
        # CHECK: DenseI32ArrayAttr array<i32: 1, 2, 3>
        d = DenseI32ArrayAttr.get([1]) + [2, 3]
        print(type(d).__name__, d)
        # CHECK: array<i64: 5> array<f64: 1.500000e+00, 2.000000e+00> array<i1: true, false>
        print(DenseI64ArrayAttr.get([]) + [5], DenseF64ArrayAttr.get([1.5]) + [2.0],
              DenseBoolArrayAttr.get([True]) + [False])
        # The list's elements are checked by get():
        # CHECK: RuntimeError: Invalid attribute when attempting to create an ArrayAttribute
        expect(RuntimeError, lambda: a + [1])
        # CHECK: TypeError: get(): incompatible function arguments: 1000 is not an i8
        expect(TypeError, lambda: DenseI8ArrayAttr.get([1]) + [1000])
        # CHECK: TypeError: unsupported operand type(s) for +
        expect(TypeError, lambda: a + "x")
        # CHECK: TypeError: can only concatenate list
        expect(TypeError, lambda: [1] + d)


# CHECK-LABEL: TEST: testAffineMapResults
def testAffineMapResults():
    with Context():
        d0, d1, d2 = (AffineDimExpr.get(i) for i in range(3))
        m = AffineMap.get(3, 0, [d0, d1 + d2, d2 * 2])
        r = m.results
        # CHECK: AffineExprList 3 d0 d2 * 2 d1 + d2
        print(type(r).__name__, len(r), r[0], r[-1], r[-2])
        # CHECK: [AffineDimExpr(d0), AffineAddExpr(d1 + d2), AffineMulExpr(d2 * 2)]
        print(list(r))
        # CHECK: AffineExprList([AffineMulExpr(d2 * 2), AffineDimExpr(d0)])
        print(repr(r[::-2]))
        # CHECK: 2 d1 + d2 True
        s = r[1:]
        print(len(s), s[0], s == m.results[1:3])
        # CHECK: IndexError: AffineExprList index out of range
        expect(IndexError, lambda: r[3])
        # CHECK: IndexError: AffineExprList index out of range
        expect(IndexError, lambda: r[-4])
        # CHECK: TypeError
        expect(TypeError, lambda: r["a"])
        # The list keeps working after the map object is gone.
        del m
        gc.collect()
        # CHECK: d2 * 2
        print(r[2])


# CHECK-LABEL: TEST: testDenseBool
def testDenseBool():
    with Context():
        i1 = IntegerType.get_signless(1)
        a = DenseElementsAttr.get(memoryview(bytes([1, 0, 1])).cast("?"))
        # CHECK: dense<[true, false, true]> : tensor<3xi1> [1, 0, 1]
        print(a, list(a))
        # More than 8 elements, bit-packed across bytes.
        vals = [i % 3 == 0 for i in range(11)]
        b = DenseElementsAttr.get(memoryview(bytes(vals)).cast("?"))
        # CHECK: True
        print(list(b) == vals and b.to_memoryview().tolist() == vals)
        # All-equal buffers are splats, equal to get_splat's.
        c = DenseElementsAttr.get(memoryview(bytes([1] * 6)).cast("?"), shape=[2, 3])
        # CHECK: dense<true> : tensor<2x3xi1> True True
        print(c, c.is_splat, c == DenseElementsAttr.get_splat(RankedTensorType.get([2, 3], i1), BoolAttr.get(True)))
        # One byte per element with an explicit i1 type.
        # CHECK: dense<[false, true]> : tensor<2xi1>
        print(DenseElementsAttr.get(array.array("b", [0, 1]), type=i1))
        # CHECK: ValueError: buffer of 2 bytes does not hold 3 elements
        expect(ValueError, lambda: DenseElementsAttr.get(memoryview(bytes([0, 1])).cast("?"), shape=[3]))


run(testEmptySymbols)
run(testStringAttrBytes)
run(testIsinstanceTypeError)
run(testArrayConcat)
run(testAffineMapResults)
run(testDenseBool)
