# Error paths of the Context-level API: each raises a Python exception and
# the interpreter carries on.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import gc

from mlir.ir import (Context, InsertionPoint, Location, Module, Operation, SymbolTable)


def expect(what, fn, *exceptions):
    try:
        fn()
    except exceptions as e:
        print(f"{what}: {type(e).__name__}: {e}")
    else:
        print(f"{what}: no exception")


with Context() as ctx, Location.unknown():
    # CHECK: descriptor: ValueError: dialect 'nope' is neither loaded nor registered in this context
    expect("descriptor", lambda: ctx.get_dialect_descriptor("nope"), ValueError)
    # CHECK: dialects attr: AttributeError: dialect 'nope'
    expect("dialects attr", lambda: ctx.dialects.nope, AttributeError)
    # CHECK: dialects item: IndexError: dialect 'nope'
    expect("dialects item", lambda: ctx.d["nope"], IndexError)
    # CHECK: dialects key type: TypeError
    expect("dialects key type", lambda: ctx.dialects[3], TypeError)
    # CHECK: delete emit_error_diagnostics: AttributeError: cannot delete
    expect("delete emit_error_diagnostics", lambda: delattr(ctx, "emit_error_diagnostics"), AttributeError)
    # The op class of a dialect comes with its module, found by namespace.
    # CHECK: <Dialect arith (class mlir.dialects._arith_ops_gen._Dialect)> True
    print(repr(ctx.dialects.arith), ctx.dialects.arith.AddIOp.OPERATION_NAME == "arith.addi")

    m = Module.parse("""
      module @outer {
        func.func @f() {
          return
        }
        module @inner {}
      }""")
    outer = m.operation

    def boom(op, visible):
        raise KeyError("from the callback")

    # CHECK: walk: RuntimeError: Exception raised in callback: KeyError: 'from the callback'
    expect("walk", lambda: SymbolTable.walk_symbol_tables(outer, True, boom), RuntimeError)
    # CHECK: walk callback: TypeError: callback must be callable
    expect("walk callback", lambda: SymbolTable.walk_symbol_tables(outer, True, 1), TypeError)
    # CHECK: walk op: TypeError
    expect("walk op", lambda: SymbolTable.walk_symbol_tables("x", True, print), TypeError)
    # CHECK: walked: ['module @inner', 'module @outer']
    seen = []
    SymbolTable.walk_symbol_tables(outer, False, lambda op, visible: seen.append(str(op).split(" {")[0]))
    print("walked:", sorted(seen))

    func_op = m.body.operations[0]
    entry = func_op.regions[0].blocks[0]
    # After a terminator, an insertion point at the block's end refuses.
    with InsertionPoint(entry):
        # CHECK: after terminator: IndexError: Cannot insert operation at the end of a block that already has a terminator.
        expect("after terminator", lambda: Operation.create("func.return"), IndexError)
    # Block.append moves an operation from another block, but not into itself
    # and not a Module's own operation.
    # CHECK: into itself: ValueError: cannot insert an operation into its own region
    expect("into itself", lambda: entry.append(func_op), ValueError)
    # CHECK: module op: ValueError: cannot move the operation of a Module
    expect("module op", lambda: entry.append(m.operation), ValueError)
    inner = m.body.operations[1]
    inner.regions[0].blocks[0].append(func_op)
    # CHECK: moved: True
    print("moved:", "func.func @f" in str(inner))
    # CHECK: insert non-symbol: ValueError: Expected operation to have a symbol name.
    expect("insert non-symbol", lambda: SymbolTable(m.operation).insert(entry.operations[0]), ValueError)

    # The testing hooks over interned operations.
    # CHECK: live objects: True
    print("live objects:", any(o is inner.operation for o in ctx._get_live_operation_objects()))
    # CHECK: cleared some: True, now 0
    print(f"cleared some: {ctx._clear_live_operations() > 0}, now {ctx._get_live_operation_count()}")
    # CHECK: after clear: RuntimeError: the operation has been invalidated
    expect("after clear", lambda: str(inner), RuntimeError)
    # CHECK: again: module @inner
    print("again:", str(m.body.operations[0]).split(" {")[0])
    del m, outer, func_op, entry, inner
del ctx

gc.collect()
# CHECK: live contexts: 0
print("live contexts:", Context._get_live_count())
