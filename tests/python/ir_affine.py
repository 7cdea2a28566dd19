# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# AffineExpr (kinds, operators, casting), AffineMap, IntegerSet, and their
# error paths.
import gc
from mlir.ir import *
from testlib import run, expect


# CHECK-LABEL: TEST: testExprLeaves
def testExprLeaves():
    with Context():
        d0, d1 = AffineDimExpr.get(0), AffineExpr.get_dim(1)
        s0 = AffineSymbolExpr.get(0)
        c = AffineConstantExpr.get(42)
        # CHECK: AffineDimExpr(d0) 0 AffineDimExpr(d1) 1
        print(repr(d0), d0.position, repr(d1), d1.position)
        # CHECK: AffineSymbolExpr(s0) 0 AffineConstantExpr(42) 42
        print(repr(s0), s0.position, repr(c), c.value)
        # CHECK: AffineSymbolExpr(s3)
        print(repr(AffineExpr.get_symbol(3)))
        # CHECK: AffineConstantExpr(-7)
        print(repr(AffineExpr.get_constant(-7)))
        # CHECK: ValueError: position must be in [0, 2147483647], got -1
        expect(ValueError, lambda: AffineDimExpr.get(-1))
        # CHECK: ValueError: position must be in [0, 2147483647], got 4611686018427387904
        expect(ValueError, lambda: AffineSymbolExpr.get(2**62))
        # CHECK: OverflowError:
        expect(OverflowError, lambda: AffineConstantExpr.get(2**64))
        # CHECK: RuntimeError: An MLIR function requires a Context but none was provided
    expect(RuntimeError, lambda: AffineDimExpr.get(0))


# CHECK-LABEL: TEST: testExprOperators
def testExprOperators():
    with Context():
        d0, d1, s0 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0)
        e = d0 + d1 * 2
        # CHECK: AffineAddExpr(d0 + d1 * 2) d0 d1 * 2
        print(repr(e), e.lhs, e.rhs)
        # CHECK: d0 + 1 d0 + 1 d0 - 1 -d0 + 1
        print(d0 + 1, 1 + d0, d0 - 1, 1 - d0)
        # CHECK: d0 * 3 d0 * 3 -d0
        print(d0 * 3, 3 * d0, -d0)
        # CHECK: d0 mod 4 d0 floordiv 4 d0 ceildiv 4
        print(d0 % 4, d0 // 4, AffineExpr.get_ceil_div(d0, 4))
        # CHECK: d0 + s0 d0 * s0
        print(AffineExpr.get_add(d0, s0), AffineMulExpr.get(d0, s0))
        # CHECK: d0 mod s0 d0 floordiv s0 d0 ceildiv s0
        print(AffineModExpr.get(d0, s0), AffineFloorDivExpr.get(d0, s0), AffineCeilDivExpr.get(d0, s0))
        # Constant folding.
        # CHECK: 5 AffineConstantExpr
        f = AffineConstantExpr.get(2) + 3
        print(f, type(f).__name__)
        # CHECK: ZeroDivisionError: affine floordiv by a non-positive constant (0)
        expect(ZeroDivisionError, lambda: d0 // 0)
        # CHECK: ZeroDivisionError: affine mod by a non-positive constant (0)
        expect(ZeroDivisionError, lambda: d0 % 0)
        # CHECK: ValueError: affine ceildiv by a non-positive constant (-2)
        expect(ValueError, lambda: AffineExpr.get_ceil_div(d0, -2))
        # CHECK: TypeError: unsupported operand
        expect(TypeError, lambda: d0 + "x")
        # CHECK: TypeError: unsupported operand
        expect(TypeError, lambda: d0 + 1.5)
        # CHECK: TypeError: expected AffineExpr or int operands
        expect(TypeError, lambda: AffineExpr.get_add(d0, None))
        with Context():
            other = AffineDimExpr.get(0)
        # CHECK: ValueError: rhs: affine expressions from different contexts
        expect(ValueError, lambda: d0 + other)


# CHECK-LABEL: TEST: testExprCastsAndEquality
def testExprCastsAndEquality():
    with Context():
        d0 = AffineDimExpr.get(0)
        e = d0 * 2 + 1
        base = AffineExpr(e)
        # CHECK: AffineExpr(d0 * 2 + 1)
        print(repr(base))
        # CHECK: True True False True
        print(AffineAddExpr.isinstance(base), AffineBinaryExpr.isinstance(base), AffineMulExpr.isinstance(base),
              AffineMulExpr.isinstance(e.lhs))
        # CHECK: AffineAddExpr(d0 * 2 + 1)
        print(repr(AffineAddExpr(base)))
        # CHECK: AffineBinaryExpr(d0 * 2 + 1) d0 * 2
        print(repr(AffineBinaryExpr(base)), AffineBinaryExpr(base).lhs)
        # CHECK: ValueError: Cannot cast affine expression to AffineDimExpr (from d0 * 2 + 1)
        expect(ValueError, lambda: AffineDimExpr(e))
        # CHECK: TypeError: expr: expected mlir.ir.AffineExpr
        expect(TypeError, lambda: AffineExpr(1))
        # CHECK: eq: True True False
        print("eq:", e == base, d0 * 2 + 1 == e, e == d0)
        # CHECK: hash: 2
        print("hash:", len({e, base, d0 * 2 + 1, d0}))
        # CHECK: pure: True True False
        print("pure:", e.is_pure_affine, AffineSymbolExpr.get(0).is_symbolic_or_constant, e.is_symbolic_or_constant)
        # CHECK: divisor: 2 True False
        print("divisor:", (d0 * 2).largest_known_divisor, (d0 * 4).is_multiple_of(2), e.is_function_of_dim(1))


# CHECK-LABEL: TEST: testAffineMap
def testAffineMap():
    with Context():
        d0, d1, s0 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0)
        m = AffineMap.get(2, 1, [d0 + s0, d1 * 2])
        # CHECK: AffineMap((d0, d1)[s0] -> (d0 + s0, d1 * 2))
        print(repr(m))
        # CHECK: dims=2 syms=1 results=2 inputs=3
        print("dims=%d syms=%d results=%d inputs=%d" % (m.n_dims, m.n_symbols, m.n_results, m.n_inputs))
        # CHECK: results: AffineExprList([AffineAddExpr(d0 + s0), AffineMulExpr(d1 * 2)])
        print("results:", m.results)
        # CHECK: (d0, d1) -> (d1, d0) True True
        p = AffineMap.get_permutation([1, 0])
        print(p, p.is_permutation, p.is_projected_permutation)
        # CHECK: (d0, d1, d2) -> (d0, d1, d2) True
        print(AffineMap.get_identity(3), AffineMap.get_identity(3).is_identity)
        # CHECK: (d0, d1, d2) -> (d1, d2) True
        mi = AffineMap.get_minor_identity(3, 2)
        print(mi, mi.is_minor_identity)
        # CHECK: () -> () True
        print(AffineMap.get_empty(), AffineMap.get_empty().is_empty)
        # CHECK: () -> (7) True 7
        c = AffineMap.get_constant(7)
        print(c, c.is_single_constant, c.single_constant_result)
        # CHECK: ValueError: the map is not a single constant
        expect(ValueError, lambda: m.single_constant_result)
        # CHECK: (d0, d1)[s0] -> (d1 * 2)
        print(m.get_submap([1]))
        # CHECK: (d0, d1)[s0] -> (d0 + s0) (d0, d1)[s0] -> (d1 * 2)
        print(m.get_major_submap(1), m.get_minor_submap(1))
        # CHECK: (d0, d1)[s0] -> (d0 + s0, d0 * 2)
        print(m.replace(d1, d0, 2, 1))
        # compose: (d0, d1) -> (d1, d0) after (d0) -> (d0, d0 + 1)
        g = AffineMap.get(1, 0, [d0, d0 + 1])
        # CHECK: compose: (d0) -> (d0 + 1, d0)
        print("compose:", p.compose(g))
        # CHECK: compose expr: d0 + 1
        print("compose expr:", d1.compose(g))
        # CHECK: compressed: ['(d0)[s0] -> (d0 + s0)', '(d0)[s0] -> (d0)']
        a = AffineMap.get(1, 2, [d0 + AffineSymbolExpr.get(1)])
        b = AffineMap.get(1, 2, [d0])
        print("compressed:", [str(x) for x in AffineMap.compress_unused_symbols([a, b])])
        # Equality and hashing of uniqued maps.
        # CHECK: eq: True False 2
        print("eq:", p == AffineMap.get_permutation([1, 0]), p == m, len({p, AffineMap.get_permutation([1, 0]), m}))
        # Round trip through AffineMapAttr.
        # CHECK: attr: affine_map<(d0, d1) -> (d1, d0)> True
        print("attr:", AffineMapAttr.get(p), AffineMapAttr.get(p).value == p)


# CHECK-LABEL: TEST: testAffineMapErrors
def testAffineMapErrors():
    with Context():
        d0, d2, s1 = AffineDimExpr.get(0), AffineDimExpr.get(2), AffineSymbolExpr.get(1)
        # CHECK: ValueError: AffineMap.get: dimension d2 out of range for 2 dimension(s)
        expect(ValueError, lambda: AffineMap.get(2, 0, [d2]))
        # CHECK: ValueError: AffineMap.get: symbol s1 out of range for 1 symbol(s)
        expect(ValueError, lambda: AffineMap.get(1, 1, [d0 + s1]))
        # CHECK: RuntimeError: Invalid expression when attempting to create an AffineMap
        expect(RuntimeError, lambda: AffineMap.get(1, 0, ["d0"]))
        # CHECK: RuntimeError: Invalid expression (None?) when attempting to create an AffineMap
        expect(RuntimeError, lambda: AffineMap.get(1, 0, [None]))
        # CHECK: ValueError: dim_count must be >= 0, got -1
        expect(ValueError, lambda: AffineMap.get(-1, 0, []))
        # CHECK: ValueError: symbol_count must be <= 2147483647, got 1099511627776
        expect(ValueError, lambda: AffineMap.get(0, 2**40, []))
        # CHECK: ValueError: n_dims must be <= 16777216, got 1073741824
        expect(ValueError, lambda: AffineMap.get_identity(2**30))
        # CHECK: ValueError: num_dims must be <= 2147483647, got 1099511627776
        expect(ValueError, lambda: IntegerSet.get_empty(2**40, 0))
        # CHECK: RuntimeError: Invalid permutation when attempting to create an AffineMap
        expect(RuntimeError, lambda: AffineMap.get_permutation([0, 0]))
        # CHECK: RuntimeError: Invalid permutation when attempting to create an AffineMap
        expect(RuntimeError, lambda: AffineMap.get_permutation([2, 0]))
        # CHECK: ValueError: get_minor_identity: n_results (3) > n_dims (2)
        expect(ValueError, lambda: AffineMap.get_minor_identity(2, 3))
        m = AffineMap.get_identity(2)
        # CHECK: ValueError: result position out of bounds: 2 (2 results)
        expect(ValueError, lambda: m.get_submap([2]))
        # CHECK: ValueError: number of results out of bounds: 3 (at most 2)
        expect(ValueError, lambda: m.get_major_submap(3))
        # CHECK: ValueError: compose: 2 dimension(s) but the other map has 1 result(s)
        expect(ValueError, lambda: m.compose(AffineMap.get_identity(1)))
        # CHECK: ValueError: compose: maps with symbols are not supported
        expect(ValueError, lambda: AffineMap.get(1, 1, [d0]).compose(AffineMap.get_identity(1)))
        # CHECK: TypeError: other: expected mlir.ir.AffineMap
        expect(TypeError, lambda: m.compose(d0))


# CHECK-LABEL: TEST: testIntegerSet
def testIntegerSet():
    with Context():
        d0, d1, s0 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0)
        s = IntegerSet.get(2, 1, [d0 - 1, s0 - d1, d0 - d1], [False, False, True])
        # CHECK: IntegerSet((d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 >= 0, d0 - d1 == 0))
        print(repr(s))
        # CHECK: 2 1 3 3 1 2 False
        print(s.n_dims, s.n_symbols, s.n_inputs, s.n_constraints, s.n_equalities, s.n_inequalities,
              s.is_canonical_empty)
        for c in s.constraints:
            print(c.expr, c.is_eq)
        # CHECK: d0 - 1 False
        # CHECK: -d1 + s0 False
        # CHECK: d0 - d1 True
        # CHECK: IntegerSetConstraint(d0 - 1 >= 0)
        print(repr(s.constraints[0]))
        e = IntegerSet.get_empty(2, 0)
        # CHECK: (d0, d1) : (1 == 0) True
        print(e, e.is_canonical_empty)
        r = s.get_replaced([d0 * 2, d0], [AffineConstantExpr.get(5)], 1, 0)
        # CHECK: (d0) : (d0 * 2 - 1 >= 0, -d0 + 5 >= 0, d0 == 0)
        print(r)
        # CHECK: eq: True False
        print("eq:", s == IntegerSet.get(2, 1, [d0 - 1, s0 - d1, d0 - d1], [False, False, True]), s == e)
        # CHECK: ValueError: Expected the number of constraints to match that of equality flags
        expect(ValueError, lambda: IntegerSet.get(1, 0, [d0], [True, False]))
        # CHECK: ValueError: Expected non-empty list of constraints
        expect(ValueError, lambda: IntegerSet.get(1, 0, [], []))
        # CHECK: TypeError: eq_flags: expected a sequence of bool
        expect(TypeError, lambda: IntegerSet.get(1, 0, [d0], [1]))
        # CHECK: ValueError: IntegerSet.get: dimension d1 out of range for 1 dimension(s)
        expect(ValueError, lambda: IntegerSet.get(1, 0, [d1], [True]))
        # CHECK: ValueError: Expected the number of dimension replacement expressions to match that of dimensions
        expect(ValueError, lambda: s.get_replaced([d0], [d0], 1, 0))
        # CHECK: ValueError: Expected the number of symbol replacement expressions to match that of symbols
        expect(ValueError, lambda: s.get_replaced([d0, d0], [], 1, 0))
        # CHECK: RuntimeError: Invalid expression (None?) when attempting to create an IntegerSet by replacing symbols
        expect(RuntimeError, lambda: s.get_replaced([d0, d0], [None], 1, 0))
        # The capsule round trip gives an equal set in the same Context.
        # CHECK: capsule: True True
        s2 = IntegerSet._CAPICreate(s._CAPIPtr)
        print("capsule:", s2 == s, s2.context is s.context)


# CHECK-LABEL: TEST: testAffineInTypes
def testAffineInTypes():
    with Context():
        d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
        layout = AffineMap.get(2, 0, [d0 * 3 + d1])
        t = MemRefType.get([2, 3], F32Type.get(), layout=AffineMapAttr.get(layout))
        # CHECK: memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 3 + d1)>>
        print(t)
        # CHECK: layout map: AffineMap((d0, d1) -> (d0 * 3 + d1)) True
        print("layout map:", repr(t.affine_map), t.affine_map == layout)
        # CHECK: results[0]: AffineAddExpr
        print("results[0]:", type(t.affine_map.results[0]).__name__)


# CHECK-LABEL: TEST: testKeepsContextAlive
def testKeepsContextAlive():
    e = AffineDimExpr.get(0, context=Context()) + 1
    m = AffineMap.get(1, 0, [e], context=e.context)
    gc.collect()
    # CHECK: alive: d0 + 1 (d0) -> (d0 + 1)
    print("alive:", e, m)


run(testExprLeaves)
run(testExprOperators)
run(testExprCastsAndEquality)
run(testAffineMap)
run(testAffineMapErrors)
run(testIntegerSet)
run(testAffineInTypes)
run(testKeepsContextAlive)
