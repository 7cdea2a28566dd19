# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import gc
from mlir.ir import *
from mlir.passmanager import PassManager
from mlir._mlir_libs import _load

_passes = _load("_mlirPasses")


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()


ASM = """
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}
"""


# CHECK-LABEL: TEST: testCanonicalize
def testCanonicalize():
    with Context() as ctx:
        _passes.register_all_dialects(ctx)
        m = Module.parse(ASM)
        f = m.body.operations[0]
        add = f.regions[0].blocks[0].operations[1]
        pm = PassManager.parse("builtin.module(canonicalize)")
        # CHECK: pipeline: builtin.module(canonicalize{
        print("pipeline:", str(pm)[:32])
        pm.run(m.operation)
        # CHECK: func.func @f(%arg0: i32) -> i32 {
        # CHECK-NEXT: return %arg0 : i32
        print(m)
        # ops that passes may have erased are invalidated (LLVM 22: only those
        # they erased), the root is not
        # LLVM19: add valid: False func valid: False module valid: True
        # LLVM22: add valid: False func valid: True module valid: True
        print("add valid:", add.is_valid, "func valid:", f.is_valid, "module valid:", m.operation.is_valid)
        # CHECK: terminator: func.return
        blk = m.body.operations[0].regions[0].blocks[0]
        print("terminator:", InsertionPoint.at_block_terminator(blk).ref_operation.name)


run(testCanonicalize)


# CHECK-LABEL: TEST: testPassManagerErrors
def testPassManagerErrors():
    with Context() as ctx:
        _passes.register_all_dialects(ctx)
        # Pipeline text errors are ValueErrors with MLIR's parser message.
        try:
            PassManager.parse("builtin.module(no-such-pass)")
        except ValueError as e:
            # CHECK: ValueError: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass
            print("ValueError:", e)
        try:
            PassManager.parse("canonicalize")
        except ValueError as e:
            # CHECK: ValueError: expected pass pipeline to be wrapped with the anchor operation type
            print("ValueError:", e)
        # A NUL inside a pipeline is refused, never cut off or read through.
        for text in ["builtin.module(cse)\0junk", "builtin.mo\0dule(cse)"]:
            try:
                PassManager.parse(text)
                print("accepted:", repr(text))
            except ValueError as e:
                # CHECK: NUL: pass pipeline contains a NUL character
                # CHECK: NUL: pass pipeline contains a NUL character
                print("NUL:", e)
        try:
            PassManager("builtin.module").add("func.func(no-such-pass)")
        except ValueError as e:
            # CHECK: add ValueError: {{.*}}'no-such-pass' does not refer to a registered pass
            print("add ValueError:", e)
        # A released pass manager (testing hook) refuses to run; its owner
        # through _CAPICreate works.
        pm = PassManager.parse("builtin.module(canonicalize)")
        cap = pm._CAPIPtr
        pm._testing_release()
        try:
            pm.add("cse")
        except RuntimeError as e:
            # CHECK: released: the PassManager was released (_testing_release)
            print("released:", e)
        pm2 = PassManager._CAPICreate(cap)
        # CHECK: recreated: builtin.module(canonicalize{
        print("recreated:", pm2)
        m = Module.parse("func.func @g() -> i32 { %c = arith.constant 1 : i32\n return %c : i32 }")
        pm = PassManager("builtin.module")
        pm.add("func.func(convert-arith-to-llvm)")
        pm.add("convert-func-to-llvm")
        # verify after each pass is on: a failing pass reports, no crash
        m.body.operations[0].attributes["function_type"] = TypeAttr.get(Type.parse("(i32) -> i32"))
        try:
            pm.run(m)
        except MLIRError as e:
            # CHECK: MLIRError: Failure while executing pass pipeline:
            # CHECK-NEXT: error: {{.*}}
            print("MLIRError:", e)
        # Failing on many functions at once, with threads: the errors (from
        # worker threads) are listed in error_diagnostics as in str().
        bad_type = Type.parse("(i32) -> i64")
        m = Module.parse("\n".join(
            "func.func @f%d(%%a: i32) -> i32 { return %%a : i32 }" % i for i in range(64)))
        for f in m.body.operations:
            f.attributes["function_type"] = TypeAttr.get(bad_type)
        ctx.enable_multithreading(True)
        try:
            PassManager.parse("builtin.module(func.func(canonicalize))").run(m)
        except MLIRError as e:
            d = e.error_diagnostics
            # CHECK: threaded: listed True, severity ERROR, in the text True
            print("threaded: listed %s, severity %s, in the text %s" % (
                len(d) > 0, d[0].severity.name, all(x.message in str(e) for x in d)))
            # CHECK: first: type of return operand 0 ('i32') doesn't match function result type ('i64')
            print("first:", d[0].message)
        ctx.enable_multithreading(False)
        try:
            pm.run(42)
        except (TypeError, AttributeError) as e:
            # CHECK: bad run argument: AttributeError
            print("bad run argument:", type(e).__name__)


run(testPassManagerErrors)
