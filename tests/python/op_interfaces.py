# InferTypeOpInterface, InferShapedTypeOpInterface and ShapedTypeComponents:
# made from an operation or (static) from an op class, inference from Python
# arguments, and every refusal as an exception, the interpreter still working.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import arith, func, tosa


def expect(what, fn):
    try:
        fn()
    except Exception as e:
        print(f"{what}: {type(e).__name__}: {str(e).splitlines()[0]}")
    else:
        print(f"{what}: no error")


with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    t = RankedTensorType.get([2, 3], i32)
    module = Module.create()
    with InsertionPoint(module.body):
        f = func.FuncOp("f", ([t, t, UnrankedTensorType.get(i32)], []))
        entry = f.add_entry_block()
        with InsertionPoint(entry):
            x, y, u = entry.arguments
            add = arith.AddIOp(x, y)
            tadd = tosa.AddOp(t, x, y)
            ret = func.ReturnOp([])

    # CHECK: bound: [Type(tensor<2x3xi32>)] True True
    iface = InferTypeOpInterface(add)
    print("bound:", iface.inferReturnTypes(operands=[x, y]), iface.opview == add, iface.operation == add.operation)
    # Operand groups are flattened and None (an absent optional) skipped.
    static = InferTypeOpInterface(arith.AddIOp)
    # CHECK: static: [Type(tensor<2x3xi32>)] [Type(tensor<2x3xi32>)]
    print("static:", static.inferReturnTypes(operands=[[x, y]]), static.inferReturnTypes(operands=[x, None, y]))
    # CHECK: static opview: TypeError: Cannot obtain an OpView from a static interface
    expect("static opview", lambda: static.opview)
    # CHECK: static operation: TypeError: Cannot obtain an operation from a static interface
    expect("static operation", lambda: static.operation)

    # CHECK: not implemented: ValueError: the operation 'func.return' does not implement InferTypeOpInterface
    expect("not implemented", lambda: InferTypeOpInterface(ret))
    # CHECK: not implemented (class): ValueError: the operation 'func.return' does not implement
    expect("not implemented (class)", lambda: InferTypeOpInterface(func.ReturnOp))
    # CHECK: not an op: TypeError: InferTypeOpInterface: expected an Operation, an OpView or an OpView subclass
    expect("not an op", lambda: InferTypeOpInterface(42))
    # CHECK: not an op class: TypeError: InferTypeOpInterface: expected an Operation
    expect("not an op class", lambda: InferTypeOpInterface(int))

    # Inputs that the C++ inference would read unchecked are refused first.
    # CHECK: missing operands: MLIRError: Operation creation failed: its result types cannot be inferred:
    expect("missing operands", lambda: static.inferReturnTypes(operands=[]))
    # CHECK: operand not a value: TypeError: operands[1]: expected a Value or a sequence of Values, got 'y'
    expect("operand not a value", lambda: static.inferReturnTypes(operands=[x, "y"]))
    # CHECK: operand group not values: TypeError: operands: expected mlir.ir.Value
    expect("operand group not values", lambda: static.inferReturnTypes(operands=[[x, 1]]))
    # CHECK: properties: TypeError: properties: only None
    expect("properties", lambda: static.inferReturnTypes(operands=[x, y], properties=0))
    # CHECK: attributes not a dict: TypeError: attributes: expected a DictAttr or a dict
    expect("attributes not a dict", lambda: static.inferReturnTypes(operands=[x, y], attributes=UnitAttr.get()))
    # CHECK: attribute in properties: ValueError: attributes: 'value' is held in the operation's properties
    expect(
        "attribute in properties",
        lambda: InferTypeOpInterface(arith.ConstantOp).inferReturnTypes(attributes={"value": IntegerAttr.get(i32, 1)}),
    )
    # CHECK: region not a region: TypeError: regions[0]: expected mlir.ir.Region
    expect("region not a region", lambda: static.inferReturnTypes(operands=[x, y], regions=[entry]))
    # CHECK: loc not a location: TypeError: loc: expected mlir.ir.Location
    expect("loc not a location", lambda: static.inferReturnTypes(operands=[x, y], loc=1))
    with Context():
        other = Location.unknown()
    # CHECK: loc of another context: ValueError: loc: the location belongs to another Context
    expect("loc of another context", lambda: static.inferReturnTypes(operands=[x, y], loc=other))

    # CHECK: shaped: True 2 [2, 3]
    shaped = InferShapedTypeOpInterface(tadd).inferReturnTypeComponents(operands=[x, y])
    print("shaped:", shaped[0].has_rank, shaped[0].rank, shaped[0].shape)
    # CHECK: shaped, missing operands: MLIRError: Operation creation failed
    expect("shaped, missing operands", lambda: InferShapedTypeOpInterface(tosa.AddOp).inferReturnTypeComponents())
    # CHECK: shaped, not implemented: ValueError: the operation 'arith.addi' does not implement InferShapedTypeOpInterface
    expect("shaped, not implemented", lambda: InferShapedTypeOpInterface(add))

    # CHECK: unranked: False None None i32
    c = ShapedTypeComponents.get(i32)
    print("unranked:", c.has_rank, c.rank, c.shape, c.element_type)
    # CHECK: ranked: True 2 [4, -9223372036854775808] i32 unit
    c = ShapedTypeComponents.get([4, ShapedType.get_dynamic_size()], i32, UnitAttr.get())
    print("ranked:", c.has_rank, c.rank, c.shape, c.element_type, c.attribute)
    # CHECK: components, bad type: TypeError: element_type: expected mlir.ir.Type
    expect("components, bad type", lambda: ShapedTypeComponents.get([1], 2))
    # CHECK: components, bad shape: TypeError: shape[0]: expected int
    expect("components, bad shape", lambda: ShapedTypeComponents.get(["a"], i32))

    # The erased operation's interface no longer reaches it.
    bound = InferTypeOpInterface(add)
    add.operation.erase()
    # CHECK: erased: RuntimeError
    expect("erased", lambda: bound.opview)

# CHECK: still working: i32
with Context():
    print("still working:", IntegerType.get_signless(32))
