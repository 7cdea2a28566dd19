"""Registers every dialect and dialect extension of the build into every new
Context (and the current one), for the dialect modules whose dialects or
extensions have no C API registration of their own (the transform dialect
extensions, bufferization): mlirRegisterAllDialects, in the Passes
component (mlir._mlir_libs._mlirPasses.register_all_dialects)."""

from .. import ir as _ir
from .._mlir_libs import _load, context_init_hooks

_passes = None


def _register_everything(context):
    # A Context() has everything already; only a bare one needs this.
    if context.is_registered_operation("transform.named_sequence"):
        return
    _passes.register_all_dialects(context)
    context.load_all_available_dialects()


def install():
    """Adds the context-init hook once, and applies it to the current Context."""
    global _passes
    if _passes is None:
        _passes = _load("_mlirPasses")
    if _register_everything in context_init_hooks:
        return
    context_init_hooks.append(_register_everything)
    try:
        current = _ir.Context.current
    except (ValueError, RuntimeError):
        current = None
    if current is not None:
        _register_everything(current)
