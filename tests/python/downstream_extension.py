# Reference seed 001, from Python: a downstream extension module carrying its
# own C++ dialect (built from the installed tree, version-matched through
# mlir._mlir_libs.get_pkgconfig_dirs()), imported normally (RTLD_LOCAL), in
# two copies under two names.  The dialect's type works in MemRefType.get
# from mlir.ir, both copies recognise each other's types, and nothing needs
# RTLD_GLOBAL or LD_PRELOAD.
# RUN: rm -rf %t && %S/inputs/downstream/build.sh %PYTHON %t
# RUN: env PYTHONPATH=%mlir_pkg_sliced:%t %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ env PYTHONPATH=%mlir_pkg_sliced:%t %PYTHON_ALT %s | FileCheck %s %}
import os
import sys

import _cxxplug_a
import _cxxplug_b
from mlir.ir import *

# CHECK: RTLD_GLOBAL: False
print("RTLD_GLOBAL:", bool(sys.getdlopenflags() & os.RTLD_GLOBAL))

with Context() as ctx, Location.unknown():
    _cxxplug_a.register_dialect(ctx)
    # The same dialect from the second copy: one TypeID, no collision.
    _cxxplug_b.register_dialect(ctx)
    token = Type.parse("!cxxplug.token")
    # CHECK: memref<4x!cxxplug.token>
    print(MemRefType.get([4], token))
    # CHECK: same TypeID in both copies: True
    print("same TypeID in both copies:", _cxxplug_a.token_typeid() == _cxxplug_b.token_typeid())
    # CHECK: a sees token: True, b sees token: True
    print("a sees token: %s, b sees token: %s" % (_cxxplug_a.is_token(token), _cxxplug_b.is_token(token)))
    # CHECK: i32 is token: False
    print("i32 is token:", _cxxplug_a.is_token(IntegerType.get_signless(32)))
    ctx.allow_unregistered_dialects = True
    module = Module.parse("%t = cxxplug.make : !cxxplug.token\n"
                          "%m = \"test.alloc\"() : () -> memref<2x!cxxplug.token>\n")
    # CHECK: cxxplug.make : !cxxplug.token
    # CHECK: "test.alloc"() : () -> memref<2x!cxxplug.token>
    print(module)
    # CHECK: verified: True
    print("verified:", module.operation.verify())
