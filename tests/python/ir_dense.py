# RUN: %PYTHON %s | FileCheck %s
# Only under Debian's python3: it needs numpy (python3-numpy).
# DenseElementsAttr to and from numpy: element access for every float width
# (f16 used to read out of bounds), np.array keeping shape and dtype, the
# buffer size and element type checks, lists of attributes, resource blobs
# keeping their buffer alive; and the cross-Context refusals of types,
# attributes and locations.  Each error is followed by more work to show the
# interpreter is still fine.
import gc
import weakref

import numpy as np
from mlir.ir import *
from testlib import run, expect_first_line as expect


# CHECK-LABEL: TEST: testHalfFloats
def testHalfFloats():
    with Context():
        a = DenseElementsAttr.get(np.array([[1.5, 2.0, -3.0], [4.0, 5.0, 6.25]], dtype=np.float16))
        # CHECK: DenseFPElementsAttr 6 1.5 6.25
        print(type(a).__name__, len(a), a[0], a[-1])
        # CHECK: [1.5, 2.0, -3.0, 4.0, 5.0, 6.25]
        print(list(a))
        arr = np.array(a)
        # CHECK: (2, 3) float16 True
        print(arr.shape, arr.dtype, bool((arr == np.array([[1.5, 2, -3], [4, 5, 6.25]])).all()))
        # The array is a writable copy.
        arr[0, 0] = 0
        # CHECK: 1.5
        print(a[0])
        # Splats are expanded.
        s = Attribute.parse("dense<2.5> : tensor<2x2xf16>")
        # CHECK: [2.5, 2.5, 2.5, 2.5] (2, 2) float16
        print(list(s), np.array(s).shape, np.array(s).dtype)
        # bf16 has no numpy dtype: its items are floats, its array the raw bits.
        b = Attribute.parse("dense<[1.0, -2.0]> : tensor<2xbf16>")
        # CHECK: [1.0, -2.0] uint16
        print(list(b), np.array(b).dtype)
        # CHECK: [0.5, 1.0]
        print(list(Attribute.parse("dense<[0.5, 1.0]> : tensor<2xf8E4M3FN>")))


# CHECK-LABEL: TEST: testArrayRoundTrip
def testArrayRoundTrip():
    with Context():
        for dt in (np.int8, np.uint16, np.int32, np.uint64, np.float32, np.float64, np.bool_):
            src = np.arange(6).reshape(2, 3).astype(dt)
            back = np.array(DenseElementsAttr.get(src, signless=False))
            assert back.dtype == src.dtype and back.shape == src.shape and (back == src).all(), dt
        idx = np.array(DenseElementsAttr.get(np.array([3, 4], dtype=np.int64), type=IndexType.get()))
        # CHECK: [3 4] int64
        print(idx, idx.dtype)
        # CHECK: float64 (3,)
        print(np.array(DenseElementsAttr.get(np.array([1, 2, 3], dtype=np.float32)), dtype=np.float64).dtype,
              np.array(DenseElementsAttr.get(np.array([1, 2, 3], dtype=np.float32))).shape)
        # CHECK: TypeError: Unsupported integer type
        expect(TypeError, lambda: Attribute.parse("dense<1> : tensor<2xi4>")[0])
        # CHECK: TypeError: unsupported element type in dense<1> : tensor<2xi4>: no buffer format for it
        expect(TypeError, lambda: np.array(Attribute.parse("dense<1> : tensor<2xi4>")))
        # Dtypes without a buffer format take an explicit type.
        dt = np.array([1, 2], dtype=np.int64).view(np.datetime64)
        # CHECK: dense<[1, 2]> : tensor<2xi64>
        print(DenseElementsAttr.get(dt, type=IntegerType.get_signless(64)))
        # CHECK: ValueError: cannot include dtype 'M' in a buffer
        expect(ValueError, lambda: DenseElementsAttr.get(dt))
        # CHECK: ValueError: unimplemented array format conversion from format:
        expect(ValueError, lambda: DenseElementsAttr.get(np.array(["a", "b"])))


# CHECK-LABEL: TEST: testBuffersAndTypes
def testBuffersAndTypes():
    with Context():
        i32 = IntegerType.get_signless(32)
        v = VectorType.get([2, 2], i32)
        # A full shaped type gives the shape.
        # CHECK: dense<[{{\[}}0, 1], [2, 3]]> : vector<2x2xi32>
        print(DenseElementsAttr.get(np.arange(4, dtype=np.int32).tobytes(), type=v))
        # CHECK: dense<0> : vector<2x2xi32>
        print(DenseElementsAttr.get(bytes(16), type=v))
        # CHECK: ValueError: buffer of 12 bytes does not hold 4 elements of vector<2x2xi32>
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(12), type=v))
        # CHECK: ValueError: DenseElementsAttr.get: pass shape= or a shaped type=, not both
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(16), type=v, shape=[4]))
        # CHECK: ValueError: DenseElementsAttr.get: unsupported element type none
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(4), type=NoneType.get()))
        # CHECK: ValueError: DenseElementsAttr.get: type tensor<?xi32> must have a static shape
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(4), type=Type.parse("tensor<?xi32>")))
        # CHECK: ValueError: DenseElementsAttr.get: type memref<1xi32> is neither a tensor nor a vector type
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(4), type=Type.parse("memref<1xi32>")))
        # Sub-byte integers take one byte per element; packed i1 bits are kept.
        # CHECK: dense<[1, -2]> : tensor<2xi4>
        print(DenseElementsAttr.get(np.array([1, -2], dtype=np.int8), type=IntegerType.get_signless(4)))
        bits = np.packbits(np.array([1, 0, 1, 1, 0, 0, 0, 0, 1], dtype=np.bool_), bitorder="little")
        # CHECK: dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>
        print(DenseElementsAttr.get(bits, type=IntegerType.get_signless(1), shape=[9]))
        # CHECK: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
        print(DenseFPElementsAttr.get(np.array([1, 2], dtype=np.float32)))


# CHECK-LABEL: TEST: testFromAttributeList
def testFromAttributeList():
    with Context():
        f64 = F64Type.get()
        attrs = [FloatAttr.get(f64, 1.0), FloatAttr.get(f64, 2.0)]
        # CHECK: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
        print(DenseElementsAttr.get(attrs))
        # CHECK: dense<[1.000000e+00, 2.000000e+00]> : vector<2xf64>
        print(DenseElementsAttr.get(attrs, VectorType.get([2], f64)))
        # CHECK: ValueError: Attributes list must be non-empty
        expect(ValueError, lambda: DenseElementsAttr.get([]))
        # CHECK: ValueError: All attributes must be of the same type and match the type parameter
        expect(ValueError, lambda: DenseElementsAttr.get([attrs[0], FloatAttr.get_f32(1.0)]))
        # CHECK: ValueError: DenseElementsAttr.get: 2 attributes for tensor<3xf64>
        expect(ValueError, lambda: DenseElementsAttr.get(attrs, RankedTensorType.get([3], f64)))
        # CHECK: RuntimeError: Invalid attribute (None?) when attempting to create an ArrayAttribute
        expect(RuntimeError, lambda: DenseElementsAttr.get([None]))


# CHECK-LABEL: TEST: testResourceKeepsBufferAlive
def testResourceKeepsBufferAlive():
    ctx = Context()
    buf = memoryview(np.array([1, 2], dtype=np.int32))
    ref = weakref.ref(buf, lambda _: print("buffer released"))
    with ctx:
        t = RankedTensorType.get([2], IntegerType.get_signless(32))
        r = DenseResourceElementsAttr.get_from_buffer(buf, "blob", t)
        # CHECK: dense_resource<blob> : tensor<2xi32>
        print(r)
        # CHECK: ValueError: get_from_buffer: buffer of 4 bytes does not hold the 2 elements of tensor<2xi32>
        expect(ValueError, lambda: DenseResourceElementsAttr.get_from_buffer(bytes(4), "short", t))
    buf = r = t = None
    gc.collect()
    # CHECK: context still alive
    print("context still alive")
    ctx = None
    gc.collect()
    # CHECK-NEXT: buffer released


# CHECK-LABEL: TEST: testOtherContexts
def testOtherContexts():
    c1, c2 = Context(), Context()
    t2 = IntegerType.get_signless(32, context=c2)
    a2 = IntegerAttr.get(t2, 1)
    l2 = Location.unknown(context=c2)
    with c1:
        t1 = IntegerType.get_signless(32)
        # CHECK: ValueError: type: i32 belongs to a different Context
        expect(ValueError, lambda: DenseElementsAttr.get(bytes(4), type=t2, context=c1))
        # CHECK: ValueError: element_attr: 1 : i32 belongs to a different Context
        expect(ValueError, lambda: DenseElementsAttr.get_splat(RankedTensorType.get([2], t1), a2))
        # CHECK: ValueError: attributes: 1 : i32 belongs to a different Context
        expect(ValueError, lambda: DenseElementsAttr.get([a2]))
        # CHECK: ValueError: value: i32 belongs to a different Context
        expect(ValueError, lambda: TypeAttr.get(t2, context=c1))
        # CHECK: ValueError: childLoc: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: Location.name("x", l2))
        # CHECK: ValueError: frames: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: Location.callsite(Location.unknown(), [l2]))
        # CHECK: ValueError: locations: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: Location.fused([Location.unknown(), l2]))
        # CHECK: ValueError: metadata: 1 : i32 belongs to a different Context
        expect(ValueError, lambda: Location.fused([], a2))
        # CHECK: ValueError: attribute: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: Location.from_attr(l2.attr, context=c1))
        # CHECK: ValueError: loc: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: FloatAttr.get(F32Type.get(), 1.0, loc=l2))
        # CHECK: ValueError: loc: loc(unknown) belongs to a different Context
        expect(ValueError, lambda: VectorType.get([2], t1, loc=l2))
        # CHECK: ValueError: layout: strided<[1]> belongs to a different Context
        expect(ValueError, lambda: MemRefType.get([2], t1, layout=StridedLayoutAttr.get(0, [1], context=c2)))
        # CHECK: ok: loc("x") tensor<2xi32>
        print("ok:", Location.name("x"), RankedTensorType.get([2], t1))


# CHECK-LABEL: TEST: testPreconditions
def testPreconditions():
    with Context():
        f32 = F32Type.get()
        # MLIR would cast the layout unchecked.
        # CHECK: ValueError: MemRefType.get: layout must be an AffineMapAttr or a StridedLayoutAttr, got "x"
        expect(ValueError, lambda: MemRefType.get([4], f32, layout=StringAttr.get("x")))
        # CHECK: memref<4xf32, strided<[1], offset: 2>>
        print(MemRefType.get([4], f32, layout=StridedLayoutAttr.get(2, [1])))
        # Only location attributes make locations.
        # CHECK: ValueError: Location.from_attr: "x" is not a location attribute
        expect(ValueError, lambda: Location.from_attr(StringAttr.get("x")))
        # CHECK: loc("f":1:2) True
        loc = Location.file("f", 1, 2)
        print(Location.from_attr(loc.attr), Location.from_attr(loc.attr) == loc)
        # The verifier refuses a float attribute of an integer type.
        # CHECK: MLIRError: Invalid attribute:
        expect(MLIRError, lambda: FloatAttr.get(IntegerType.get_signless(32), 1.0))
        # CHECK: AttributeError: ShapedType has no typeid.
        expect(AttributeError, lambda: ShapedType.static_typeid)
        # CHECK: True
        print(VectorType.static_typeid == VectorType.get([1], f32).typeid)


run(testHalfFloats)
run(testArrayRoundTrip)
run(testBuffersAndTypes)
run(testFromAttributeList)
run(testResourceKeepsBufferAlive)
run(testOtherContexts)
run(testPreconditions)
