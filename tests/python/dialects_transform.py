# mlir.dialects.transform / pdl: type classes over the native modules, the
# op builders, the interpreter, the extras handles, and their error paths
# (each raises, and the bindings keep working).
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import pdl
from testlib import error_text


def mapped(name):
    with open("/proc/self/maps") as f:
        return name in f.read()


# pdl's types live in the Core component: no Passes library for them.
# CHECK: pdl maps Passes: False
print("pdl maps Passes:", mapped("libMLIRPassesPublicAPI"))

from mlir.dialects import transform
from mlir.dialects.transform import interpreter, structured
from mlir.dialects.transform.extras import OpHandle, constant_param, insert_transform_script

with Context(), Location.unknown():
    # CHECK: AnyOpType(!transform.any_op) True False
    any_op = transform.AnyOpType.get()
    print(repr(any_op), transform.AnyOpType.isinstance(any_op), transform.AnyParamType.isinstance(any_op))
    # A parsed type comes back as its class (registered caster for its TypeID).
    # CHECK: OperationType scf.for
    parsed = Type.parse('!transform.op<"scf.for">')
    print(type(parsed).__name__, parsed.operation_name)
    # CHECK: ParamType(!transform.param<i8>) i8
    p = transform.ParamType(Type.parse("!transform.param<i8>"))
    print(repr(p), p.type)
    # CHECK: True
    print(transform.AnyOpType.static_typeid == any_op.typeid)
    # CHECK: ValueError: Cannot cast type to AnyParamType (from !transform.any_op)
    print(error_text(ValueError, lambda: transform.AnyParamType(any_op)))
    # CHECK: TypeError: AnyOpType.isinstance: expected an mlir.ir.Type, got int
    print(error_text(TypeError, lambda: transform.AnyOpType.isinstance(3)))
    # CHECK: ValueError: ParamType.get: !transform.param only supports integer types
    print(error_text(ValueError, lambda: transform.ParamType.get(F32Type.get())))
    # CHECK: TypeError: ParamType.get: expected an mlir.ir.Type, got 'i32'
    print(error_text(TypeError, lambda: transform.ParamType.get("i32")))
    # CHECK: TypeError: OperationType.get: expected the operation name as a str, got 3
    print(error_text(TypeError, lambda: transform.OperationType.get(3)))
    with Context():
        other_i32 = IntegerType.get_signless(32)
    # CHECK: ValueError: ParamType.get: the type belongs to another Context
    print(error_text(ValueError, lambda: transform.ParamType.get(other_i32, Context.current)))

    # CHECK: !pdl.range<value> !pdl.value
    r = pdl.RangeType.get(pdl.ValueType.get())
    print(r, r.element_type)
    # CHECK: ValueError: RangeType.get: the element type must be one of !pdl.attribute, !pdl.operation, !pdl.type or !pdl.value
    print(error_text(ValueError, lambda: pdl.RangeType.get(r)))
    print(error_text(ValueError, lambda: pdl.RangeType.get(IntegerType.get_signless(1))))
    # CHECK: True False
    print(pdl.PDLType.isinstance(r), pdl.PDLType.isinstance(any_op))

    # Builders: errors are Python exceptions, then building goes on.
    m = Module.create()
    with InsertionPoint(m.body):
        seq = transform.SequenceOp(transform.FailurePropagationMode.Propagate, [], any_op)
        with InsertionPoint(seq.body):
            t = seq.bodyTarget
            # CHECK: ValueError: TileUsingForOp: 2 loop types for 3 loops
            print(error_text(ValueError, lambda: structured.TileUsingForOp([any_op, any_op], t, sizes=[1, 2, 3])))
            # CHECK: TypeError: vector_sizes: expected an int, an IntegerAttr or a handle, got 'x'
            print(error_text(TypeError, lambda: structured.VectorizeOp(t, [4, "x"])))
            # CHECK: ValueError: vector_sizes: a scalable size is a one-element list, got [4, 8]
            print(error_text(ValueError, lambda: structured.VectorizeOp(t, [[4, 8]])))
            # CHECK: TypeError: match_op_names: expected ([result_type,] target, names)
            print(error_text(TypeError, lambda: structured.MatchOp.match_op_names(t)))
            # CHECK: TypeError: constant_param: expected an int or an mlir.ir.Attribute, got 'x'
            print(error_text(TypeError, lambda: constant_param("x")))
            # CHECK: TypeError: match_ops: expected an op name, an OpView class or a MatchInterfaceEnum, got 3
            print(error_text(TypeError, lambda: OpHandle(t).match_ops([3])))
            structured.TileUsingForOp(t, sizes=[4, [8]])
            transform.YieldOp()
    # CHECK: transform.structured.tile_using_for %{{.*}}[4, [8]]
    print(m)
    # CHECK: True
    print(m.operation.verify())

    # CHECK: TypeError: insert_transform_script: expected an mlir.ir.Block or InsertionPoint, got str
    print(error_text(TypeError, lambda: insert_transform_script("x", lambda op: None)))

    # The interpreter: annotate every func.func of the payload.
    payload = Module.parse("func.func @f() { return }\nfunc.func @g() { return }")
    script = Module.parse("""
      module attributes {transform.with_named_sequence} {
        transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
          %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
          transform.annotate %f "seen" : !transform.any_op
          transform.yield
        }
      }""")
    f_op = payload.body.operations[0]
    options = interpreter.TransformOptions()
    options.expensive_checks = True
    # CHECK: True True
    print(options.expensive_checks, options.enforce_single_top_level_transform_op)
    interpreter.apply_named_sequence(payload, script.body.operations[0], script, options)
    # CHECK: func.func @f() attributes {seen}
    # CHECK: func.func @g() attributes {seen}
    print(payload)
    # Operations taken from the payload before are invalidated (may be erased).
    # CHECK: RuntimeError
    print(error_text(RuntimeError, lambda: f_op.name).split(":")[0])

    # CHECK: ValueError: Failed to apply named transform sequence:
    print(error_text(ValueError, lambda: interpreter.apply_named_sequence(payload, payload, payload)))
    # CHECK: TypeError: transform_options: expected TransformOptions, got <class 'int'>
    print(error_text(TypeError, lambda: interpreter.apply_named_sequence(payload, script.body.operations[0], script, 1)))
    # CHECK: TypeError: payload_root: expected an mlir.ir.Operation, OpView or Module, got str
    print(error_text(TypeError, lambda: interpreter.apply_named_sequence("x", payload, payload)))
    # CHECK: TypeError: TransformOptions() takes exactly 0 arguments (1 given)
    print(error_text(TypeError, lambda: interpreter.TransformOptions(1)))

    # Merging symbols: the C API asserts symbol tables; we check first.
    lib = Module.parse("func.func private @f()")
    # CHECK: ValueError: copy_symbols_and_merge_into: both operations must be symbol tables (e.g. builtin.module)
    print(error_text(ValueError, lambda: interpreter.copy_symbols_and_merge_into(payload, lib.body.operations[0])))
    # CHECK: ValueError: copy_symbols_and_merge_into: cannot merge an operation into itself
    print(error_text(ValueError, lambda: interpreter.copy_symbols_and_merge_into(payload, payload)))
    dup = Module.parse("func.func @f() { return }")
    # CHECK: ValueError: Failed to merge symbols:
    print(error_text(ValueError, lambda: interpreter.copy_symbols_and_merge_into(payload, dup)))
    extra = Module.parse("func.func @h() { return }")
    interpreter.copy_symbols_and_merge_into(payload, extra)
    # CHECK: func.func @h()
    print(payload)
    # CHECK: payload verifies: True
    print("payload verifies:", payload.operation.verify())
