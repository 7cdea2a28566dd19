# IR nested deeper than the stack can take, built through the API or read
# from bytecode, never crashes the interpreter: printing, verifying, running
# passes on it and writing it as bytecode raise MLIRError with the limit
# (the text parser's, 1000 levels); the same IR at half the limit works.
# The generator builds twice the limit.
# RUN: rm -rf %t && mkdir -p %t
# RUN: %PYTHON -c "print('module {' * 2000 + '}' * 2000)" > %t/deep.mlir
# RUN: %run_client %install_sliced %install_sliced/bin/mlirc-opt --emit-bytecode %t/deep.mlir -o %t/deep.mlirbc
# RUN: %PYTHON %s %t/deep.mlirbc | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s %t/deep.mlirbc | FileCheck %s %}
import io
import sys

from mlir.ir import *
from mlir.passmanager import PassManager

LIMIT = 1000


def nest(depth):
    """A module holding `depth` levels of unregistered ops, each with one
    region and block, built through Operation.create."""
    module = Module.create()
    block = module.body
    for _ in range(depth - 1):
        with InsertionPoint(block):
            op = Operation.create("test.nest", regions=1)
        block = op.regions[0].blocks.append()
    return module


def attempt(name, fn):
    try:
        fn()
        print(name, "ok")
    except MLIRError as e:
        print(name, "->", str(e).splitlines()[0])


with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    deep = nest(2 * LIMIT)
    # CHECK: str -> Unable to print: IR nested deeper than 1000 levels
    attempt("str", lambda: str(deep))
    # CHECK: get_asm -> Unable to print: IR nested deeper than 1000 levels
    attempt("get_asm", lambda: deep.operation.get_asm())
    # CHECK: print -> Unable to print: IR nested deeper than 1000 levels
    attempt("print", lambda: deep.operation.print(file=io.StringIO()))
    # CHECK: verify -> Verification failed: IR nested deeper than 1000 levels
    attempt("verify", lambda: deep.operation.verify())
    # CHECK: pass -> Failure while executing pass pipeline:
    attempt("pass", lambda: PassManager.parse("builtin.module(canonicalize)").run(deep.operation))
    # CHECK: write_bytecode -> Unable to write bytecode: IR nested deeper than 1000 levels
    attempt("write_bytecode", lambda: deep.operation.write_bytecode(io.BytesIO()))
    # The pass error says why in its diagnostics.
    try:
        PassManager.parse("builtin.module(canonicalize)").run(deep.operation)
    except MLIRError as e:
        # CHECK: pass why: True
        print("pass why:", "IR nested deeper than 1000 levels" in str(e))
    # Skipping regions prints only the top.
    # CHECK: skip_regions: True
    print("skip_regions:", "builtin.module" in deep.operation.get_asm(skip_regions=True, print_generic_op_form=True))
    # An inner operation, under the limit, still prints.
    inner = deep.body.operations[0]
    for _ in range(LIMIT + 10):
        inner = inner.regions[0].blocks[0].operations[0]
    # CHECK: inner: 989
    print("inner:", str(inner).count("test.nest"))

    shallow = nest(LIMIT // 2)
    buffer = io.BytesIO()
    attempt("shallow verify", lambda: shallow.operation.verify())
    attempt("shallow pass", lambda: PassManager.parse("builtin.module(canonicalize)").run(shallow.operation))
    attempt("shallow bytecode", lambda: shallow.operation.write_bytecode(buffer))
    # CHECK: shallow verify ok
    # CHECK: shallow pass ok
    # CHECK: shallow bytecode ok
    # CHECK: shallow str: 499
    print("shallow str:", str(shallow).count("test.nest"))
    # CHECK: shallow bytecode back: 499
    print("shallow bytecode back:", str(Module.parse(buffer.getvalue())).count("test.nest"))

    # Bytecode nested beyond the limit is refused as deep text is, before
    # anything can print it.
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    # CHECK: bytecode -> Unable to parse module assembly: IR nested deeper than 1000 levels
    attempt("bytecode", lambda: Module.parse(data))
    # CHECK: healthy: module {
    print("healthy:", Module.parse("module {}"))
