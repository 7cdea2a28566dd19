# RUN: %PYTHON %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck --check-prefixes=CHECK,LLVM%llvm_version %s %}
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()


ASM = """
"x.fn"() {sym_name = "f"} : () -> ()
"x.def"() ({
^bb0(%a: i32):
  %0 = "x.add"(%a, %a) {tag = 7 : i64} : (i32, i32) -> i32
  "x.use"(%0) [^bb1] : (i32) -> ()
^bb1:
  "x.ret"(%0) : (i32) -> ()
}) : () -> ()
"""


# CHECK-LABEL: TEST: testModule
def testModule():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse(ASM)
        # CHECK: module op: builtin.module
        print("module op:", m.operation.name)
        # CHECK: context: True
        print("context:", m.context is ctx)
        ops = m.body.operations
        # CHECK: num ops: 2
        print("num ops:", len(ops))
        # CHECK: names: ['x.fn', 'x.def']
        print("names:", [op.name for op in m.body])
        with Location.unknown():
            e = Module.create()
        # CHECK: module {
        # CHECK-NEXT: }
        print(str(e))


run(testModule)


# CHECK-LABEL: TEST: testOperationAccessors
def testOperationAccessors():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse(ASM)
        d = m.body.operations[1]
        # CHECK: regions: 1 blocks: 2
        print("regions:", len(d.regions), "blocks:", len(d.regions[0].blocks))
        entry = d.regions[0].blocks[0]
        # CHECK: args: 1 i32 0
        print("args:", len(entry.arguments), entry.arguments[0].type, entry.arguments[0].arg_number)
        add, use = list(entry.operations)
        # CHECK: operands: 2 True
        print("operands:", len(add.operands), add.operands[0] == add.operands[1])
        # CHECK: slice: 1
        print("slice:", len(add.operands[1:]))
        # CHECK: result type: i32 number: 0
        print("result type:", add.result.type, "number:", add.result.result_number)
        # CHECK: results types: [{{(Integer)?}}Type(i32)]
        print("results types:", add.results.types)
        # CHECK: attr tag: 7 : i64
        print("attr tag:", add.attributes["tag"])
        # CHECK: has tag: True missing: False len: 1
        print("has tag:", "tag" in add.attributes, "missing:", "nope" in add.attributes, "len:", len(add.attributes))
        add.attributes["other"] = Attribute.parse('"s"')
        # CHECK: named: ['other', 'tag']
        print("named:", sorted(na.name for na in add.attributes))
        del add.attributes["other"]
        # CHECK: successors: 1
        print("successors:", len(use.successors))
        # CHECK: parent: x.def
        print("parent:", add.parent.name)
        # CHECK: owner of result: x.add
        print("owner of result:", add.result.owner.name)
        # CHECK: owner of arg is block: True
        print("owner of arg is block:", entry.arguments[0].owner == entry)
        # CHECK: uses: ['x.ret', 'x.use']
        print("uses:", sorted(u.owner.name for u in add.result.uses))
        # CHECK: operand numbers: [0, 0]
        print("operand numbers:", [u.operand_number for u in add.result.uses])
        # CHECK: location: loc("-":5:8)
        print("location:", add.location)
        # 22 names the value's own class (OpResult), 19 the base class.
        # LLVM19: value str: Value(%0 = "x.add"(%arg0, %arg0) {tag = 7 : i64} : (i32, i32) -> i32)
        # LLVM22: value str: OpResult(%0 = "x.add"(%arg0, %arg0) {tag = 7 : i64} : (i32, i32) -> i32)
        print("value str:", add.result)
        # CHECK: value name: %0
        print("value name:", add.result.get_name())
        # CHECK: region owner: x.def
        print("region owner:", d.regions[0].owner.name)
        # CHECK: block region eq: True
        print("block region eq:", entry.region == d.regions[0])
        # CHECK: verify: True
        print("verify:", m.operation.verify())


run(testOperationAccessors)


# CHECK-LABEL: TEST: testPrintOptions
def testPrintOptions():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse('"x.op"() {big = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> () loc("here.py":3:1)')
        op = m.body.operations[0]
        # CHECK: generic: "builtin.module"() ({
        print("generic:", m.operation.get_asm(print_generic_op_form=True).splitlines()[0])
        # CHECK: elided: "x.op"() {big = dense_resource<__elided__> : tensor<4xi32>} : () -> ()
        print("elided:", op.get_asm(large_elements_limit=2))
        # CHECK: debug: {{.*}}loc("here.py":3:1)
        print("debug:", op.get_asm(enable_debug_info=True))
        # CHECK: skip: "builtin.module"() ({...}) : () -> ()
        print("skip:", m.operation.get_asm(skip_regions=True, print_generic_op_form=True))
        # binary=True: the same text as bytes (bytecode is write_bytecode's).
        b = op.get_asm(binary=True)
        # CHECK: binary: b'"x.op"()'
        print("binary:", b[:8])
        import io
        bc = io.BytesIO()
        op.write_bytecode(bc)
        # CHECK: bytecode: True
        print("bytecode:", bc.getvalue()[:4] == b"ML\xefR")
        # To a path (str or os.PathLike): the same bytes; a path that cannot
        # be written raises OSError and writes nothing.
        import os
        import pathlib
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            op.write_bytecode(os.path.join(d, "a.mlirbc"))
            op.write_bytecode(pathlib.Path(d) / "b.mlirbc")
            same = [open(os.path.join(d, n), "rb").read() == bc.getvalue() for n in ("a.mlirbc", "b.mlirbc")]
            # CHECK: bytecode to paths: [True, True]
            print("bytecode to paths:", same)
            try:
                op.write_bytecode(os.path.join(d, "no", "such", "dir.mlirbc"))
            except OSError as e:
                # CHECK: unwritable: FileNotFoundError
                print("unwritable:", type(e).__name__)
        f = io.StringIO()
        op.print(file=f)
        # CHECK: to file: "x.op"()
        print("to file:", f.getvalue()[:8])
        # CHECK: "x.op"() {big = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> ()
        op.print()


run(testPrintOptions)


# CHECK-LABEL: TEST: testCreateAndInsert
def testCreateAndInsert():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        i32 = Type.parse("i32")
        with InsertionPoint(m.body):
            a = Operation.create("x.a", results=[i32], attributes={"v": Attribute.parse("1 : i32")})
            b = Operation.create("x.b", results=[i32, i32], operands=[a.result, a.result], regions=2)
        # CHECK: a parent: builtin.module
        print("a parent:", a.parent.name)
        blk = Block.create_at_start(b.regions[0], [i32], arg_locs=None)
        # CHECK: new block args: 1
        print("new block args:", len(blk.arguments))
        with InsertionPoint(blk):
            t = Operation.create("x.term", operands=[blk.arguments[0]])
        with InsertionPoint.at_block_begin(blk):
            Operation.create("x.first")
        try:
            InsertionPoint.at_block_terminator(blk)  # x.term is unregistered: not known to be a terminator
        except ValueError as e:
            # CHECK: no terminator: Block has no terminator
            print("no terminator:", e)
        with InsertionPoint(blk.operations[1]):
            Operation.create("x.before_term")
        # CHECK: block ops: ['x.first', 'x.before_term', 'x.term']
        print("block ops:", [o.name for o in blk.operations])
        blk2 = blk.create_after(i32, i32)
        # CHECK: blocks: 2 args2: 2
        print("blocks:", len(b.regions[0].blocks), "args2:", len(blk2.arguments))
        ip = InsertionPoint(t)
        c = Operation.create("x.c")
        ip.insert(c)
        # CHECK: after insert: ['x.first', 'x.before_term', 'x.c', 'x.term']
        print("after insert:", [o.name for o in blk.operations])
        # CHECK: ip block: True ref: x.term
        print("ip block:", ip.block == blk, "ref:", ip.ref_operation.name)
        c.move_before(blk.operations[0])
        # CHECK: after move_before: ['x.c', 'x.first', 'x.before_term', 'x.term']
        print("after move_before:", [o.name for o in blk.operations])
        c.move_after(t)
        # CHECK: after move_after: ['x.first', 'x.before_term', 'x.term', 'x.c']
        print("after move_after:", [o.name for o in blk.operations])
        cl = a.clone()
        # CHECK: clone parent: None
        print("clone parent:", cl.parent)
        blk.append(cl)
        # CHECK: clone appended: x.a
        print("clone appended:", blk.operations[-1].name)
        d = Operation.create("x.d", results=[i32])
        a.result.replace_all_uses_with(d.result)
        # CHECK: uses moved: 0 2
        print("uses moved:", len(list(a.result.uses)), len(list(d.result.uses)))
        d.result.replace_all_uses_with(a.result)
        b.operation.erase()
        # CHECK: erased valid: False
        print("erased valid:", b.is_valid)
        # CHECK: module {
        # CHECK-NEXT: %0 = "x.a"() {v = 1 : i32} : () -> i32
        # CHECK-NEXT: }
        print(m)


run(testCreateAndInsert)


# CHECK-LABEL: TEST: testWalk
def testWalk():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse(ASM)
        names = []
        m.operation.walk(lambda op: names.append(op.name))
        # CHECK: post: ['x.fn', 'x.add', 'x.use', 'x.ret', 'x.def', 'builtin.module']
        print("post:", names)
        names = []
        m.operation.walk(lambda op: names.append(op.name), walk_order=WalkOrder.PRE_ORDER)
        # CHECK: pre: ['builtin.module', 'x.fn', 'x.def', 'x.add', 'x.use', 'x.ret']
        print("pre:", names)
        names = []

        def stop(op):
            names.append(op.name)
            return WalkResult.INTERRUPT if op.name == "x.add" else WalkResult.ADVANCE

        m.operation.walk(stop, walk_order=WalkOrder.PRE_ORDER)
        # CHECK: interrupted: ['builtin.module', 'x.fn', 'x.def', 'x.add']
        print("interrupted:", names)

        def boom(op):
            raise KeyError("from callback")

        try:
            m.operation.walk(boom)
        except RuntimeError as e:
            # As upstream: a RuntimeError, caused by the callback's exception.
            # CHECK: propagated: KeyError('from callback')
            print("propagated:", repr(e.__cause__))


run(testWalk)


# CHECK-LABEL: TEST: testSymbolTable
def testSymbolTable():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse(ASM)
        st = SymbolTable(m.operation)
        # CHECK: lookup: x.fn
        print("lookup:", st["f"].name)
        # CHECK: contains: True False
        print("contains:", "f" in st, "g" in st)
        # CHECK: name: "f"
        print("name:", SymbolTable.get_symbol_name(st["f"]))
        try:
            st["g"]
        except KeyError as e:
            # CHECK: KeyError: 'g'
            print("KeyError:", e)
        f = st["f"]
        st.erase(f)
        # CHECK: erased: False
        print("erased:", "f" in st)
        try:
            SymbolTable(m.body.operations[0])
        except MLIRError as e:
            # CHECK: not a symbol table: Operation is not a symbol table
            print("not a symbol table:", e)


run(testSymbolTable)


# CHECK-LABEL: TEST: testTypesAttributesBase
def testTypesAttributesBase():
    with Context():
        t = Type.parse("i32")
        # CHECK: eq/hash: True True False
        print("eq/hash:", t == Type.parse("i32"), hash(t) == hash(Type.parse("i32")), t == Type.parse("i64"))
        # CHECK: typeid eq: True
        print("typeid eq:", t.typeid == Type.parse("i8").typeid)
        a = Attribute.parse('"hello"')
        # CHECK: attr type: none
        print("attr type:", a.type)
        # CHECK: in set: 1
        print("in set:", len({Attribute.parse("1 : i32"), Attribute.parse("1 : i32")}))


run(testTypesAttributesBase)
