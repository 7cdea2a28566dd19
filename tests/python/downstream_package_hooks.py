# What a project adding modules to the mlir package relies on: a directory
# mlir/dialects or mlir/_mlir_libs further on sys.path extends those
# packages (pkgutil.extend_path) without shadowing the package's own modules;
# get_dialect_registry() is one registry appended to every new Context;
# register_type_caster refuses to replace a caster unless told to.
# RUN: rm -rf %t && %PYTHON %s %t | FileCheck %s
# RUN: %if python-alt %{ rm -rf %t && %PYTHON_ALT %s %t | FileCheck %s %}
import os
import subprocess
import sys

ext = sys.argv[1]
os.makedirs(os.path.join(ext, "mlir", "dialects"))
os.makedirs(os.path.join(ext, "mlir", "_mlir_libs"))
with open(os.path.join(ext, "mlir", "dialects", "extra_dialect.py"), "w") as f:
    f.write("from ..ir import Context\nWHERE = 'extension'\n")
with open(os.path.join(ext, "mlir", "dialects", "arith.py"), "w") as f:
    f.write("raise RuntimeError('the extension directory shadows mlir.dialects.arith')\n")
with open(os.path.join(ext, "mlir", "_mlir_libs", "_extra_native.py"), "w") as f:
    f.write("WHERE = 'extension'\n")

child = r"""
import mlir.dialects.extra_dialect as extra
import mlir._mlir_libs._extra_native as native
import mlir.dialects.arith as arith
import mlir.dialects
print("dialect module:", extra.WHERE, "native module:", native.WHERE)
print("package first:", "dist-packages" in mlir.dialects.__path__[0], len(mlir.dialects.__path__))
print("arith from the package:", "dist-packages" in arith.__file__)
"""
env = dict(os.environ, PYTHONPATH=os.environ["PYTHONPATH"] + os.pathsep + ext)
run = subprocess.run([sys.executable, "-c", child], env=env, capture_output=True, text=True)
# CHECK: dialect module: extension native module: extension
# CHECK: package first: True 2
# CHECK: arith from the package: True
print(run.stdout.strip() or run.stderr)

# Without the extension directory the extra modules are simply absent.
try:
    import mlir.dialects.extra_dialect  # noqa: F401
except ModuleNotFoundError as e:
    # CHECK: absent without the directory: mlir.dialects.extra_dialect
    print("absent without the directory:", e.name)

from mlir.ir import *
import mlir._mlir_libs

registry = get_dialect_registry()
# CHECK: one registry: True True
print("one registry:", isinstance(registry, DialectRegistry), registry is mlir._mlir_libs.get_dialect_registry())
get_dialect_registry()
hooks = [h for h in mlir._mlir_libs.context_init_hooks if "registry" in getattr(h, "__name__", "")]
# CHECK: appended by one hook: 1
print("appended by one hook:", len(hooks))
with Context() as ctx:
    # CHECK: a Context still works: i32
    print("a Context still works:", IntegerType.get_signless(32))

    typeid = IntegerType.get_signless(8).typeid
    try:
        register_type_caster(typeid, lambda t: t)
    except RuntimeError as e:
        # CHECK: Type caster is already registered for this TypeID: <class {{.*}}IntegerType'> (pass replace=True)
        print(e)
    try:
        register_attribute_caster(StringAttr.get("x").typeid, lambda a: a)
    except RuntimeError as e:
        # CHECK: Attribute caster is already registered for this TypeID
        print(e)
    register_type_caster(typeid, IntegerType, replace=True)
    # CHECK: replaced: IntegerType(i8)
    print("replaced:", repr(Type.parse("i8")))
