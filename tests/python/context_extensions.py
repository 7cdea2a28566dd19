# Context() registers every dialect from the Dialects component and leaves
# their extensions, interface models and LLVM IR translations (the Passes
# component, the largest library) until the context needs them.  Each case
# runs in a fresh process, since a mapped library stays mapped: a script that
# builds, parses and prints IR never maps Passes; everything that could see a
# difference gets the extensions first and behaves as with all of them at
# once; once Passes is mapped, new contexts get everything at once.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import os
import subprocess
import sys
import textwrap

PRELUDE = """
import mlir.ir as ir
from mlir.ir import Context, InsertionPoint, Location, Module, Operation
def passes():
    return any("libMLIRPassesImpl" in l for l in open("/proc/self/maps"))
FUNC = "func.func @f(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32  return %0 : i32 }"
# An op that the linalg transform extension defines.
EXTENSION_OP = '''module attributes {transform.with_named_sequence} {
  transform.named_sequence @s(%a: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}'''
"""


def case(label, body):
    run = subprocess.run([sys.executable, "-c", PRELUDE + textwrap.dedent(body)], capture_output=True, text=True)
    print(f"{label}: {run.stdout.strip()}" if run.returncode == 0 else f"{label}: FAILED\n{run.stderr}")


# CHECK: build, parse, print: Passes False, every dialect registered True
case("build, parse, print", """
    from mlir.dialects import arith, func
    with Context() as ctx, Location.unknown():
        m = Module.parse(FUNC)
        str(m)
        m.operation.verify()
        with InsertionPoint(m.body):
            i32 = ir.IntegerType.get_signless(32)
            arith.ConstantOp(i32, 1)
        str(m)
        ok = all(ctx.is_registered_operation(n) for n in ("linalg.matmul", "gpu.launch", "tosa.add", "spirv.module"))
        print(f"Passes {passes()}, every dialect registered {ok}")
""")

# A dialect module imported inside `with Context()` registers its dialects
# there; an op of an unregistered dialect cannot come from an extension.
# CHECK: import inside, unregistered op: Passes False
case("import inside, unregistered op", """
    with Context() as ctx, Location.unknown():
        from mlir.dialects import arith, func
        ctx.allow_unregistered_dialects = True
        Operation.create("nodialect.op")
        print(f"Passes {passes()}")
""")

# The dialects registered at first are those mlirRegisterAllDialects
# registers: every dialect mlirc-opt lists loads without Passes.
# CHECK: every dialect of mlirc-opt: loaded True, Passes False
case("every dialect of mlirc-opt", """
    import subprocess
    from mlir._mlir_libs import get_lib_dirs
    opt = os.path.join(get_lib_dirs()[0], os.pardir, "bin", "mlirc-opt")
    shown = subprocess.run([opt, "--show-dialects"], capture_output=True, text=True, check=True).stdout
    names = shown.split(":", 1)[1].strip().split(",")
    with Context() as ctx:
        loaded = len(names) > 40 and all(ctx.get_dialect_descriptor(n).namespace == n for n in names)
        print(f"loaded {loaded}, Passes {passes()}")
""".replace("import subprocess", "import os, subprocess"))

# Parsing what an extension defines: the first attempt fails quietly, the
# context gets the extensions, the second succeeds.
# CHECK: parse an extension's op: transform.structured.match, Passes True
case("parse an extension's op", """
    with Context():
        m = Module.parse(EXTENSION_OP)
        print(f"{'transform.structured.match' in str(m) and 'transform.structured.match'}, Passes {passes()}")
""")
# CHECK: Operation.parse an extension's op: transform.named_sequence
case("Operation.parse an extension's op", """
    with Context():
        print(Operation.parse(EXTENSION_OP).regions[0].blocks[0].operations[0].name)
""")
# CHECK: create an extension's op: transform.structured.match True
case("create an extension's op", """
    with Context() as ctx, Location.unknown():
        op = Operation.create("transform.structured.match", results=[ir.Type.parse("!transform.any_op")],
                              operands=[], attributes={})
        print(op.name, ctx.is_registered_operation(op.name))
""")
# CHECK: is_registered_operation of an extension's op: True
case("is_registered_operation of an extension's op", """
    with Context() as ctx:
        print(ctx.is_registered_operation("transform.structured.match"))
""")
# A parse that fails again reports the second attempt's errors only, and
# not to the context's handlers (as any failed parse).
# CHECK: parse errors: 1 error, 0 seen by the handler, Passes True
case("parse errors", """
    with Context() as ctx:
        seen = []
        ctx.attach_diagnostic_handler(lambda d: seen.append(str(d)) or True)
        try:
            Module.parse("nodialect.op")
        except ir.MLIRError as e:
            print(f"{len(e.error_diagnostics)} error, {len(seen)} seen by the handler, Passes {passes()}")
""")

# Code that takes a capsule may run passes through the C API itself: the
# context gets everything first.
# CHECK: Context capsule: Passes True
case("Context capsule", """
    ctx = Context()
    ctx._CAPIPtr
    print(f"Passes {passes()}")
""")
# CHECK: Module capsule: Passes True
case("Module capsule", """
    with Context():
        Module.parse(FUNC)._CAPIPtr
        print(f"Passes {passes()}")
""")

# Contexts made before Passes was mapped get its extensions: func's inliner
# interface and the ConvertToLLVM interfaces are extensions, so a pass that
# ran without them would do nothing.
# CHECK: passes on an earlier context: call inlined True, lowered True
case("passes on an earlier context", """
    ctx = Context()
    m = Module.parse('''
        func.func private @add(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32  return %0 : i32 }
        func.func @main(%x: i32) -> i32 { %0 = func.call @add(%x) : (i32) -> i32  return %0 : i32 }''', ctx)
    from mlir.passmanager import PassManager
    with ctx:
        PassManager.parse("builtin.module(inline)").run(m.operation)
        inlined = "func.call" not in str(m)
        PassManager.parse("builtin.module(convert-to-llvm)").run(m.operation)
        print(f"call inlined {inlined}, lowered {'llvm.add' in str(m)}")
""")
# CHECK: two pending contexts: both complete True True
case("two pending contexts", """
    a, b = Context(), Context()
    a.is_registered_operation("transform.structured.match")
    print("both complete", a.is_registered_operation("transform.structured.match"),
          b.is_registered_operation("transform.structured.match"))
""")
# CHECK: greedy rewriting: before: Passes False, Passes True
case("greedy rewriting", """
    from mlir.rewrite import PDLModule, apply_patterns_and_fold_greedily
    with Context():
        m = Module.parse(FUNC)
        patterns = PDLModule(Module.parse('''pdl.pattern : benefit(1) {
            %op = pdl.operation "nodialect.never"
            pdl.rewrite %op { pdl.erase %op }
        }''')).freeze()
        print(f"before: Passes {passes()}", end=", ")
        apply_patterns_and_fold_greedily(m, patterns)
        print(f"Passes {passes()}")
""")
# CHECK: after Passes is mapped: new context pending False
case("after Passes is mapped", """
    import mlir.passmanager
    from mlir._mlir_libs import _mlir
    ctx = Context()
    print("new context pending", ctx in _mlir._take_pending_contexts())
""")
