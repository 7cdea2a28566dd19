# Constructors and factories called with None, wrong types, objects of
# another Context, or values MLIR would only assert on: each raises a Python
# exception with a clear message, and the interpreter stays healthy.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
# CHECK-NOT: FAIL
# CHECK: misuse_constructors: 46 passed, 0 failed

from misuse_harness import Suite

from mlir.ir import *  # noqa: E402,F403
from mlir._mlir_libs.api_version import LLVM_MAJOR

# MLIR's verifier words a vector's bad element type differently in each major.
VECTOR_ELEMENT_ERROR = ("vector elements must be int/index/float type" if LLVM_MAJOR < 22
                        else "failed to verify 'elementType': VectorElementTypeInterface instance")

s = Suite("misuse_constructors")
ctx, other = Context(), Context()
ctx.allow_unregistered_dialects = True
with ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    i32_other = IntegerType.get_signless(32, context=other)
    str_other = StringAttr.get("x", context=other)

    # Types.
    s.raises("IntegerType width None", TypeError, "integer", lambda: IntegerType.get_signless(None))
    s.raises("IntegerType width str", TypeError, "integer", lambda: IntegerType.get_signless("32"))
    s.raises("IntegerType width negative", ValueError, "width", lambda: IntegerType.get_signless(-1))
    s.raises("IntegerType width huge", ValueError, "width", lambda: IntegerType.get_signed(1 << 40))
    s.raises("FunctionType inputs None", TypeError, "inputs: expected a sequence of Type", lambda: FunctionType.get(None, []))
    s.raises("FunctionType inputs of int", TypeError, "Type", lambda: FunctionType.get([1], []))
    s.raises("FunctionType other context", ValueError, "different Context",
             lambda: FunctionType.get([i32_other], [], context=ctx))
    s.raises("TupleType of None", TypeError, "Type", lambda: TupleType.get_tuple([None]))
    s.raises("RankedTensorType shape None", TypeError, "shape: expected a sequence of int", lambda: RankedTensorType.get(None, i32))
    s.raises("RankedTensorType element None", TypeError, "Type", lambda: RankedTensorType.get([2], None))
    s.raises("RankedTensorType negative dim", MLIRError, "invalid tensor dimension size", lambda: RankedTensorType.get([-5], i32))
    s.raises("VectorType dynamic dim", MLIRError, "vector types must have positive constant sizes", lambda: VectorType.get([ShapedType.get_dynamic_size()], f32))
    s.raises("VectorType of a tensor", MLIRError, VECTOR_ELEMENT_ERROR, lambda: VectorType.get([2], RankedTensorType.get([2], i32)))
    s.raises("MemRefType element None", TypeError, "Type", lambda: MemRefType.get([2], None))
    s.raises("ComplexType of index", ValueError, "expected floating point or integer type", lambda: ComplexType.get(IndexType.get()))
    s.raises("Type cast of wrong kind", ValueError, "Cannot cast type to IntegerType", lambda: IntegerType(f32))

    # Attributes.
    s.raises("IntegerAttr type None", TypeError, "Type", lambda: IntegerAttr.get(None, 1))
    s.raises("IntegerAttr value str", TypeError, "integer", lambda: IntegerAttr.get(i32, "1"))
    s.raises("IntegerAttr of a float type", ValueError, "expected an integer or index type, got f32", lambda: IntegerAttr.get(f32, 1))
    s.raises("FloatAttr of an integer type", MLIRError, "expected floating point type", lambda: FloatAttr.get(i32, 1.0))
    s.raises("StringAttr None", TypeError, "expected str, got NoneType", lambda: StringAttr.get(None))
    s.raises("ArrayAttr None", TypeError, "attributes: expected a sequence of Attribute", lambda: ArrayAttr.get(None))
    s.raises("ArrayAttr of int", RuntimeError, "Invalid attribute", lambda: ArrayAttr.get([1]))
    s.raises("DictAttr int key", TypeError, "expected str, got int", lambda: DictAttr.get({1: StringAttr.get("a")}))
    s.raises("TypeAttr None", TypeError, "Type", lambda: TypeAttr.get(None))
    s.raises("TypeAttr other context", ValueError, "different Context", lambda: TypeAttr.get(i32_other, context=ctx))
    s.raises("DenseElementsAttr splat wrong element", ValueError, "Shaped element type and attribute type must be equal",
             lambda: DenseElementsAttr.get_splat(RankedTensorType.get([2], i32), FloatAttr.get_f32(1.0)))
    s.raises("DenseElementsAttr splat of unranked", ValueError, "Expected a static ShapedType",
             lambda: DenseElementsAttr.get_splat(UnrankedTensorType.get(i32), IntegerAttr.get(i32, 1)))

    # Locations, modules, blocks, operations.
    s.raises("Location.file None", TypeError, "must be str, not None", lambda: Location.file(None, 1, 2))
    s.raises("Location.name int", TypeError, "must be str, not int", lambda: Location.name(5))
    s.raises("Location.fused of None", TypeError, "Location", lambda: Location.fused([None]))
    s.raises("Module.parse None", TypeError, "expected str, got NoneType", lambda: Module.parse(None))
    s.raises("Module.create loc str", TypeError, "Location", lambda: Module.create(loc="here"))
    s.raises("Block.create_at_start None", TypeError, "parent: expected mlir.ir.Region", lambda: Block.create_at_start(None, []))
    s.raises("InsertionPoint None", TypeError, "expected a Block or an Operation", lambda: InsertionPoint(None))
    s.raises("InsertionPoint.at_block_begin None", TypeError, "block: expected mlir.ir.Block", lambda: InsertionPoint.at_block_begin(None))
    s.raises("Operation.create name None", TypeError, "expected str, got NoneType", lambda: Operation.create(None))
    s.raises("Operation.create regions str", TypeError, "an integer is required", lambda: Operation.create("x.op", regions="1"))
    s.raises("Operation.create other-context result", ValueError, "results: the type belongs to another Context",
             lambda: Operation.create("x.op", results=[i32_other]))
    # The location decides the operation's Context; inserting it elsewhere is refused.
    s.works("Operation.create location of another context",
            lambda: Operation.create("x.op", loc=Location.unknown(context=other)).context is other, True)
    m = Module.create()
    s.raises("Operation.create into another context's block", ValueError, "ip: the insertion point belongs to another Context",
             lambda: Operation.create("x.op", loc=Location.unknown(context=other), ip=InsertionPoint(m.body)))

# Capsules and contexts of the wrong kind.
s.raises("Context._CAPICreate None", ValueError, "invalid PyCapsule", lambda: Context._CAPICreate(None))
s.raises("Context._CAPICreate of a Type capsule", ValueError, "incorrect name",
         lambda: Context._CAPICreate(IntegerType.get_signless(1, context=ctx)._CAPIPtr))
s.raises("Operation._CAPICreate of a Context capsule", ValueError, "incorrect name",
         lambda: Operation._CAPICreate(ctx._CAPIPtr))
s.raises("Module._CAPICreate None", ValueError, "invalid PyCapsule", lambda: Module._CAPICreate(None))
s.raises("context= a Module", TypeError, "context: expected mlir.ir.Context",
         lambda: Type.parse("i32", context=Module.create(loc=Location.unknown(ctx))))
s.finish()
