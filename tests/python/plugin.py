# Plugins from Python: mlir.ir.load_plugin (mlircPluginLoad), then every new
# Context has the plugins' dialects; the C++ plugin's type (loaded
# RTLD_LOCAL) is usable in MemRefType.get from mlir.ir, without RTLD_GLOBAL.
# The plugins are built from pkg-config alone (no RUNPATH), hence
# LD_LIBRARY_PATH for their own dependencies, as tests/plugins does.
# RUN: rm -rf %t && mkdir -p %t
# RUN: %source_root/tests/plugins/build-plugins.sh %install_sliced %t > /dev/null
# RUN: env LD_LIBRARY_PATH=%install_sliced/lib %PYTHON %s %t | FileCheck %s
# RUN: %if python-alt %{ env LD_LIBRARY_PATH=%install_sliced/lib %PYTHON_ALT %s %t | FileCheck %s %}
import sys

from mlir.ir import *

d = sys.argv[1]

for bad, exc in (("/nonexistent/plugin.so", MLIRError), (d + "/text.so", MLIRError), (d + "/truncated.so", MLIRError),
                 (d + "/broken-abi-major2.so", MLIRError)):
    try:
        load_plugin(bad)
        print("loaded?!", bad)
    except exc as e:
        # CHECK: error: Unable to load plugin: {{.*}}/nonexistent/plugin.so
        # CHECK: error: Unable to load plugin: {{.*}}text.so' is not a loadable shared object: no ELF header
        # CHECK: error: Unable to load plugin: {{.*}}truncated.so' is not a loadable shared object: program header {{.*}} past the end of the file (3000 bytes): truncated?
        # CHECK: error: Unable to load plugin: {{.*}}broken-abi-major2.so
        print("error:", str(e).splitlines()[0])
try:
    load_plugin(42)
except TypeError as e:
    # CHECK: TypeError
    print("TypeError")

info = load_plugin(d + "/cplug.so")
# CHECK: loaded: cplug
print("loaded:", info["name"])
info = load_plugin(d + "/cxxplug.so")
# CHECK: loaded: cxxplug
print("loaded:", info["name"])
# CHECK: plugins: ['cplug', 'cxxplug']
print("plugins:", [p["name"] for p in loaded_plugins()])

with Context() as ctx, Location.unknown():
    token = Type.parse("!cxxplug.token")
    # CHECK: token: !cxxplug.token
    print("token:", token)
    mem = MemRefType.get([4], token)
    # CHECK: memref: memref<4x!cxxplug.token>
    print("memref:", mem)
    # CHECK: round trip: True
    print("round trip:", Type.parse("memref<4x!cxxplug.token>") == mem)
    m = Module.parse('%0 = "cplug.make"() : () -> !cplug.box')
    # CHECK: %0 = "cplug.make"() : () -> !cplug.box
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())
