# Two Python extension modules, each with its own copy of an out-of-tree C++
# dialect and TableGen'd pass (tests/plugins/quill, built with the
# `mlir-plugin` switch), imported normally (RTLD_LOCAL) into one interpreter
# next to `mlir`: one dialect, one pass, each copy works on the other's IR.
# RUN: rm -rf %t && %S/inputs/quill/build.sh %PYTHON %t
# RUN: env PYTHONPATH=%mlir_pkg_sliced:%t %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ env PYTHONPATH=%mlir_pkg_sliced:%t %PYTHON_ALT %s | FileCheck %s %}
import os
import sys

import _quill_a
import _quill_b
from mlir.ir import *

# CHECK: RTLD_GLOBAL: False
print("RTLD_GLOBAL:", bool(sys.getdlopenflags() & os.RTLD_GLOBAL))

with Context() as ctx, Location.unknown():
    _quill_a.register_dialect(ctx)
    _quill_b.register_dialect(ctx)  # the same dialect again: one TypeID, no clash
    ink = Type.parse('!quill.ink<"red">')
    # CHECK: isa: a True, b True; i32: a False, b False
    i32 = IntegerType.get_signless(32)
    print("isa: a %s, b %s; i32: a %s, b %s" % (_quill_a.is_ink(ink), _quill_b.is_ink(ink),
                                                 _quill_a.is_ink(i32), _quill_b.is_ink(i32)))
    # CHECK: colour: a red, b red
    print("colour: a %s, b %s" % (_quill_a.color(ink), _quill_b.color(ink)))
    # CHECK: same TypeIDs: type True, pass True
    print("same TypeIDs: type %s, pass %s" % (_quill_a.ink_typeid() == _quill_b.ink_typeid(),
                                                _quill_a.pass_typeid() == _quill_b.pass_typeid()))
    # CHECK: memref<2x!quill.ink<"red">>
    print(MemRefType.get([2], ink))
    module = Module.parse('func.func @f() {\n'
                          '  %a = quill.fill "blue" : !quill.ink<"blue">\n'
                          '  quill.stamp #quill.mark<3>, %a : !quill.ink<"blue">\n'
                          '  quill.end\n'
                          '}\n')
    # CHECK: verified: True
    print("verified:", module.operation.verify())
    # Each copy's own pass object, on IR whose ops the other copy registered.
    # CHECK: ran: a True, b True; marks: 3 -> a 6, b 18
    ra = _quill_a.scale_marks(module.operation, 2)
    sa = _quill_a.sum_marks(module.operation)
    rb = _quill_b.scale_marks(module.operation, 3)
    print("ran: a %s, b %s; marks: 3 -> a %d, b %d" % (ra, rb, sa, _quill_b.sum_marks(module.operation)))
    # CHECK: quill.stamp <18>, %{{.*}} : <"blue">
    # CHECK-NEXT: quill.end
    print(module)
