"""Loads the dialect-registration native modules for mlir.dialects.<name>.

`_mlirDialects` links the Dialects component (libMLIRDialectsPublicAPI) and
registers its dialects (func, arith, scf, cf, memref, tensor, math, llvm,
vector...); `_mlirPassesDialects` links the Passes component and registers
the dialects whose upstream C API the build put there because it also
registers passes (with LLVM 19: linalg, gpu, async, sparse_tensor; with 22:
gpu).  Once loaded, every new Context gets (and loads) those
dialects through mlir._mlir_libs.context_init_hooks, like upstream's site
initialization; the current Context, if any, gets them at once.
"""

from .. import ir as _ir
from .._mlir_libs import _load, context_init_hooks

_loaded = {}


def load(name="_mlirDialects"):
    module = _loaded.get(name)
    if module is not None:
        return module
    module = _load(name)
    _loaded[name] = module
    if module.context_init_hook not in context_init_hooks:
        context_init_hooks.append(module.context_init_hook)
    try:
        current = _ir.Context.current
    except (ValueError, RuntimeError):
        current = None
    if current is not None:
        module.register_dialects(current)
    return module


def load_for(namespace):
    """Loads the registration module holding `namespace`'s dialect handle:
    the Dialects one when it has it, else the Passes one."""
    module = load()
    if namespace in module.dialect_namespaces():
        return module
    return load("_mlirPassesDialects")


def register_dialects(target, names=None, *, load_dialects=True):
    """Registers every dialect of mlir.dialects loaded so far (or `names`)
    into `target`, an mlir.ir.Context or DialectRegistry."""
    for module in _loaded.values():
        wanted = None
        if names is not None:
            available = set(module.dialect_namespaces())
            wanted = [n for n in names if n in available]
        module.register_dialects(target, wanted, load=load_dialects)


_everything_hook = None


def load_everything():
    """For the dialects whose C API has no dialect handle (affine, complex,
    index, tosa...): every new Context (and the current one) gets every
    dialect and extension of the build, through the Passes component's
    mlirRegisterAllDialects, and loads them."""
    global _everything_hook
    if _everything_hook is not None:
        return
    passes = _load("_mlirPasses")

    def hook(context):
        passes.register_all_dialects(context)
        context.load_all_available_dialects()

    _everything_hook = hook
    context_init_hooks.append(hook)
    try:
        current = _ir.Context.current
    except (ValueError, RuntimeError):
        current = None
    if current is not None:
        hook(current)


def load_for_or_everything(namespace):
    """load_for(namespace) where a registration module has that dialect's
    handle, else load_everything()."""
    for name in ("_mlirDialects", "_mlirPassesDialects"):
        try:
            module = _load(name)
        except ImportError:
            continue
        if namespace in module.dialect_namespaces():
            return load(name)
    load_everything()
