# OpView subclasses as `mlir-tblgen -gen-python-op-bindings` generates them:
# register_dialect / register_operation, build_generic with segments,
# regions and result type inference; containers return the registered class.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.dialects._ods_common import _cext, get_op_result_or_value, segmented_accessor, get_default_loc_context
from mlir.ir import *

_ods_ir = _cext.ir


@_cext.register_dialect
class _Dialect(_ods_ir.Dialect):
    DIALECT_NAMESPACE = "x"


@_cext.register_operation(_Dialect)
class SegOp(_ods_ir.OpView):
    OPERATION_NAME = "x.seg"
    _ODS_OPERAND_SEGMENTS = [1, 0, -1]
    _ODS_REGIONS = (1, True)

    def __init__(self, res, a, b, cs, *, loc=None, ip=None):
        operands = [get_op_result_or_value(a), b if b is None else get_op_result_or_value(b), list(cs)]
        attributes = {}
        _ods_context = get_default_loc_context(loc)
        super().__init__(self.build_generic(attributes=attributes, results=[res], operands=operands,
                                            successors=None, regions=None, loc=loc, ip=ip))

    @property
    def cs(self):
        return segmented_accessor(self.operation.operands, self.operation.attributes["operandSegmentSizes"], 2)


# CHECK: registered: True
print("registered:", _ods_ir.OpView in SegOp.__mro__)
with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.create()
    i32 = Type.parse("i32")
    with InsertionPoint(m.body):
        src = Operation.create("x.src", results=[i32, i32, i32])
        s = SegOp(i32, src.results[0], None, src.results[1:])
    # CHECK: "x.seg"(%0#0, %0#1, %0#2) ({
    # CHECK-NEXT: }) {operandSegmentSizes = array<i32: 1, 0, 2>}
    print(m)
    # CHECK: cs: 2
    print("cs:", len(s.cs))
    # containers return the registered class
    # CHECK: type from block: SegOp
    print("type from block:", type(m.body.operations[1]).__name__)
    # CHECK: opview of operation: SegOp
    print("opview of operation:", type(s.operation.opview).__name__)
    # A registered dialect class wraps a loaded dialect's descriptor.
    # CHECK: dialect class: _Dialect of builtin
    d = _Dialect(ctx.dialects["builtin"].descriptor)
    print("dialect class:", type(d).__name__, "of", d.descriptor.namespace)
    # CHECK: empty segments: array<i32: 1, 0, 0>
    empty = SegOp(i32, src.results[0], None, [], loc=None)
    print("empty segments:", empty.operation.attributes["operandSegmentSizes"])
    try:
        SegOp.build_generic(results=[i32], operands=[None, None, []])
    except ValueError as e:
        # CHECK: ValueError: Operand 0 of operation "x.seg" must be a Value (was None and operand is not optional)
        print("ValueError:", e)
    try:
        SegOp.build_generic(results=[i32], operands=[src.results[0], None, []], regions=2)
    except ValueError as e:
        # CHECK: ValueError: Operation "x.seg" requires a maximum of 1 regions but was built with regions=2
        print("ValueError:", e)
    try:
        _cext.register_operation(_Dialect)(SegOp.__mro__[1] if False else type("Dup", (_ods_ir.OpView,), {"OPERATION_NAME": "x.seg"}))
    except RuntimeError as e:
        # CHECK: RuntimeError: Operation 'x.seg' is already registered
        print("RuntimeError:", e)
    # result type inference (no results given) fails cleanly for an op without InferTypeOpInterface
    try:
        Operation.create("x.noinfer", infer_type=True)
    except MLIRError as e:
        # CHECK: MLIRError: Operation creation failed
        print("MLIRError:", str(e).splitlines()[0])

# The generated classes' helpers: an op stands for its one result, a Location
# gives its context, the current one is the default, and nothing else passes.
# CHECK: helpers: True True True None
with Context() as ctx, Location.unknown() as loc:
    ctx.allow_unregistered_dialects = True
    one = Operation.create("x.one", results=[IntegerType.get_signless(8)])
    print("helpers:", get_op_result_or_value(one) == one.result,
          get_default_loc_context(loc) is ctx, get_default_loc_context() is ctx, end=" ")
print(get_default_loc_context(None))
for bad, call in (("int", lambda: get_op_result_or_value(3)),
                  ("args", lambda: get_default_loc_context(None, None)),
                  ("keyword", lambda: get_default_loc_context(where=None))):
    try:
        call()
    except TypeError as e:
        # CHECK-NEXT: TypeError int: expected an mlir.ir.Value or a single-result operation, got int
        # CHECK-NEXT: TypeError args: get_default_loc_context(location=None): takes one optional argument
        # CHECK-NEXT: TypeError keyword: get_default_loc_context(location=None): takes one optional argument
        print("TypeError %s:" % bad, e)
