# Building and dropping 10,000 modules keeps RSS flat.  (Not under the
# sanitizers: ASan's quarantine holds freed memory, so RSS grows by design.)
# UNSUPPORTED: sanitize
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import gc
from mlir.ir import *


def rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])


def build(ctx, i):
    with Location.unknown(ctx):
        m = Module.create()
        with InsertionPoint(m.body):
            op = Operation.create("x.op", results=[Type.parse("i32")], attributes={"i": Attribute.parse(f"{i} : i64")},
                                  regions=1)
            blk = op.regions[0].blocks.append(Type.parse("i32"))
            with InsertionPoint(blk):
                Operation.create("x.inner", operands=[blk.arguments[0], op.result])
        str(m)
        m.operation.verify()


ctx = Context()
ctx.allow_unregistered_dialects = True
for i in range(1000):  # warm up caches, uniqued types/attributes
    build(ctx, i % 100)
gc.collect()
before = rss_kb()
for i in range(10000):
    build(ctx, i % 100)
gc.collect()
after = rss_kb()
grown = after - before
# CHECK: live operations: 0 modules: 0
print("live operations:", ctx._get_live_operation_count(), "modules:", ctx._get_live_module_count())
# A leak of one module (several hundred bytes) per iteration would be > 4 MB.
# CHECK: rss growth within 4 MB: True
print("rss growth within 4 MB:", grown < 4096, f"({grown} kB)" if grown >= 4096 else "")
