# mlir.dialects.func: generated op classes plus FuncOp/CallOp helpers.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *
from mlir.dialects import arith, builtin, func
from testlib import error_text


with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    m = Module.create()
    with InsertionPoint(m.body):
        add = func.FuncOp("add", ([i32, i32], [i32]))
        # CHECK: external: True
        print("external:", add.is_external)
        entry = add.add_entry_block()
        # CHECK: external: False args: 2 type: (i32, i32) -> i32 name: "add"
        print("external:", add.is_external, "args:", len(add.arguments), "type:", add.type, "name:", add.name)
        with InsertionPoint(entry):
            s = arith.AddIOp(add.arguments[0], add.arguments[1])
            func.ReturnOp([s.result])

        decl = func.FuncOp("ext", FunctionType.get([f32], [f32]), visibility="private")

        caller = func.FuncOp("caller", ([i32], [i32]))
        with InsertionPoint(caller.add_entry_block()):
            c1 = func.CallOp(add, [caller.arguments[0], caller.arguments[0]])
            c2 = func.CallOp([i32], "add", [c1.result, caller.arguments[0]])
            func.ReturnOp([c2])

        def body(op):
            x = arith.constant(f32, 2.0)
            r = func.call([f32], "ext", [x])
            func.return_([r])

        built = func.FuncOp("built", ([], [f32]), body_builder=body)

        @func.FuncOp.from_py_func(f32, f32)
        def mul(x, y):
            return arith.MulFOp(x, y)

        # With explicit results the body writes its own func.return.
        @func.FuncOp.from_py_func(i32, results=[i32])
        def twice(x, func_op=None):
            func.ReturnOp([func.CallOp(add, [x, x]).result])

        def returns_a_value():
            with InsertionPoint(Module.create().body):
                @func.FuncOp.from_py_func(i32, results=[i32])
                def bad(x):
                    return x

        # CHECK: explicit results: AssertionError: Capturing a python function with explicit `results=` requires
        print("explicit results:", error_text(AssertionError, returns_a_value))

    # CHECK-LABEL: func.func @add(%arg0: i32, %arg1: i32) -> i32 {
    # CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
    # CHECK-NEXT:    return %0 : i32
    # CHECK:       func.func private @ext(f32) -> f32
    # CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
    # CHECK-NEXT:    %0 = call @add(%arg0, %arg0) : (i32, i32) -> i32
    # CHECK-NEXT:    %1 = call @add(%0, %arg0) : (i32, i32) -> i32
    # CHECK-NEXT:    return %1 : i32
    # CHECK-LABEL: func.func @built() -> f32 {
    # CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
    # CHECK-NEXT:    %0 = call @ext(%cst) : (f32) -> f32
    # CHECK-LABEL: func.func @mul(%arg0: f32, %arg1: f32) -> f32 {
    # CHECK-NEXT:    %0 = arith.mulf %arg0, %arg1 : f32
    # CHECK-LABEL: func.func @twice(%arg0: i32) -> i32 {
    # CHECK-NEXT:    %0 = call @add(%arg0, %arg0)
    print(m)
    # CHECK: verify: True
    print("verify:", m.operation.verify())

    # Ops found in the IR come back as the registered classes (ours replace
    # the generated ones), and stand for the same operations.
    ops = list(m.body.operations)
    # CHECK: classes: FuncOp FuncOp 6 True True
    print("classes:", type(ops[0]).__name__, type(ops[0]).__mro__[1].__name__,
          sum(type(o) is func.FuncOp for o in ops), ops[0].operation == add.operation,
          isinstance(ops[0], func._FuncOp))
    # CHECK: body ops: ['AddIOp', 'ReturnOp'] visibility: "private" decl external: True
    print("body ops:", [type(o).__name__ for o in add.entry_block.operations], "visibility:", decl.visibility,
          "decl external:", decl.is_external)
    # CHECK: mul.func_op: "mul" call result type: f32
    print("mul.func_op:", mul.func_op.name, "call result type:", built.type.results[0])

    # Parsed IR gets the same classes.
    parsed = Module.parse("func.func @f(%a: i32) -> i32 { %r = func.call @f(%a) : (i32) -> i32\n return %r : i32 }")
    f = parsed.body.operations[0]
    # CHECK: parsed: FuncOp (i32) -> i32 CallOp @f
    print("parsed:", type(f).__name__, f.type, type(f.entry_block.operations[0]).__name__,
          f.entry_block.operations[0].callee)

    # builtin.module with its body block.
    mod_op = builtin.ModuleOp()
    with InsertionPoint(mod_op.body):
        func.FuncOp("inner", ([], []), visibility="private")
    # CHECK: module {
    # CHECK-NEXT: func.func private @inner()
    print(mod_op)

    # Errors raise, they do not crash.
    # CHECK: TypeError: FuncOp: expected a FunctionType
    print(error_text(TypeError, lambda: func.FuncOp("bad", 42)))
    # CHECK: IndexError: External function does not have a body
    print(error_text(IndexError, lambda: decl.entry_block))
    # CHECK: IndexError: The function already has an entry block!
    print(error_text(IndexError, lambda: add.add_entry_block()))
    # CHECK: TypeError: expected an mlir.ir.Value or a single-result operation, got IntegerType
    print(error_text(TypeError, lambda: func.CallOp(add, [i32])))
    # CHECK: TypeError
    print(error_text(TypeError, lambda: arith.AddIOp(add.arguments[0], "x")))
    with InsertionPoint(m.body):
        bad = func.FuncOp("bad_ret", ([i32], [f32]))
        with InsertionPoint(bad.add_entry_block()):
            func.ReturnOp([bad.arguments[0]])
    try:
        m.operation.verify()
    except MLIRError as e:
        # CHECK: MLIRError: Verification failed
        # CHECK: type of return operand 0 ('i32') doesn't match function result type ('f32')
        print("MLIRError:", e)
    # CHECK: done
    print("done")
