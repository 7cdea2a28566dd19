# Context() registers every dialect, extension and interface of the build:
# func + arith parse, get inlined by `inline` (func's inliner interface) and
# lowered by `convert-to-llvm` (the dialects' ConvertToLLVM interfaces) with
# no mlir.dialects import at all.  Context(bare=True) registers builtin only.
# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import gc
import sys

from mlir.ir import Context, Location, MLIRError, Module
from mlir.passmanager import PassManager

ASM = """
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = func.call @add(%x, %c1) : (i32, i32) -> i32
  return %0 : i32
}
"""

with Context() as ctx:
    m = Module.parse(ASM)
    PassManager.parse("builtin.module(inline)").run(m.operation)
    # CHECK-LABEL: after inline:
    # CHECK-NOT: func.call
    # CHECK-NOT: @add
    # CHECK: arith.addi %arg0, %c1_i32 : i32
    print("after inline:", m)
    PassManager.parse("builtin.module(convert-to-llvm)").run(m.operation)
    # CHECK-LABEL: after convert-to-llvm:
    # CHECK: llvm.func @main(%arg0: i32) -> i32
    # CHECK: llvm.add
    # CHECK: llvm.return
    print("after convert-to-llvm:", m)
    # Every dialect is loaded, as upstream's Context does.
    # CHECK: loaded: True True True True
    print("loaded:", *(ctx.is_registered_operation(n) for n in ("cf.br", "gpu.launch", "tosa.add", "transform.yield")))
    del m
# CHECK: no dialect module imported: True
print("no dialect module imported:", not any(k.startswith("mlir.dialects.") and not k.startswith("mlir.dialects._")
                                              for k in sys.modules))

# A bare Context: builtin only; parsing func is an MLIRError and the
# interpreter carries on.
bare = Context(bare=True)
try:
    Module.parse(ASM, bare)
except MLIRError as e:
    # CHECK: bare: Unable to parse module assembly
    # CHECK: error: "-":2:1: Dialect `func' not found for custom op 'func.func'
    print("bare:", e)
# CHECK: bare builtin: module @ok {
print("bare builtin:", Module.parse("module @ok {}", bare))
for bad in (lambda: Context(True), lambda: Context(bare=True, other=1)):
    try:
        bad()
    except TypeError as e:
        # CHECK: TypeError: Context() takes {{.*}}positional argument
        # CHECK: TypeError: {{.*}}Context()
        print("TypeError:", e)
del bare

# Context.current is None outside a `with`; Location.current raises.
gc.collect()
# CHECK: current outside: None
print("current outside:", Context.current)
# Outside any `with Location`: 19 raises, 22 gives None.
try:
    print("current loc outside:", Location.current)
except ValueError as e:
    # LLVM19: No current Location
    print(e)
# LLVM22: current loc outside: None

# A diagnostic handler detaches when its Context dies; a Diagnostic is valid
# only inside the handler.
ctx = Context()
seen = []


def keep(d):
    print("inside:", d, d.severity)
    seen.append(d)
    return True


handler = ctx.attach_diagnostic_handler(keep)
# CHECK: inside: boom DiagnosticSeverity.ERROR
Location.unknown(ctx).emit_error("boom")
# CHECK: escaped: <Invalid Diagnostic>
print("escaped:", seen[0])
try:
    seen[0].message
except ValueError as e:
    # CHECK: ValueError: Diagnostic is invalid
    print("ValueError:", e)
del ctx
gc.collect()
# CHECK: attached after the Context died: False
print("attached after the Context died:", handler.attached)
handler.detach()

# With emit_error_diagnostics the handler gets the verifier's error and its
# note; both go invalid once it returns, and the Context can die.
ctx = Context()
ctx.emit_error_diagnostics = True
kept = []


def keep_notes(d):
    print("handler:", d.message, "| notes:", [str(n) for n in d.notes])
    kept.extend(d.notes)
    return True


ctx.attach_diagnostic_handler(keep_notes)
from mlir.ir import Operation

try:
    Operation.create("arith.addi", loc=Location.unknown(ctx)).verify()
except MLIRError as e:
    # CHECK: handler: 'arith.addi' op requires one result | notes: ['see current operation: "arith.addi"() {{.*}}: () -> ()']
    # CHECK: MLIRError diagnostics: []
    print("MLIRError diagnostics:", e.error_diagnostics)
# CHECK: kept note: <Invalid Diagnostic>
print("kept note:", kept[0])
del ctx
gc.collect()
# CHECK: live contexts: 0
print("live contexts:", Context._get_live_count())
