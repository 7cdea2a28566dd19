"""mlir.dialects.transform.interpreter: runs transform IR on payload IR.

    apply_named_sequence(payload_root, transform_root, transform_module,
                         transform_options=None)
    copy_symbols_and_merge_into(target, other)
    TransformOptions()  (expensive_checks, enforce_single_top_level_transform_op)

The arguments are Operations, OpViews or Modules; failures raise ValueError
with MLIR's diagnostics.  The interpreter may erase payload operations, so
the Python operations of the context other than the payload root (and its
ancestors) are invalidated afterwards, as PassManager.run does."""

from . import _Dialect  # noqa: F401  (registers the transform dialect and its extensions)
from ... import ir as _ir
from ..._mlir_libs import _load as _load_native

_native = _load_native("_mlirTransformInterpreter")
TransformOptions = _native.TransformOptions


def _operation(x, what):
    if isinstance(x, _ir.Module):
        return x.operation
    if isinstance(x, _ir.OpView):
        return x.operation
    if isinstance(x, _ir.Operation):
        return x
    raise TypeError(f"{what}: expected an mlir.ir.Operation, OpView or Module, got {type(x).__name__}")


def apply_named_sequence(payload_root, transform_root, transform_module, transform_options=None):
    """Applies `transform_root` (a transform op, e.g. a named sequence, in
    `transform_module`, a builtin.module) to `payload_root`."""
    payload = _operation(payload_root, "payload_root")
    root = _operation(transform_root, "transform_root")
    module = _operation(transform_module, "transform_module")
    try:
        _native.apply_named_sequence(payload, root, module, transform_options)
    finally:
        payload.context._invalidate_operations_except(payload)


def copy_symbols_and_merge_into(target, other):
    """Merges a copy of the symbols of `other` into `target` (both symbol
    tables, e.g. modules); private symbols that clash are renamed."""
    target_op = _operation(target, "target")
    other_op = _operation(other, "other")
    try:
        _native.copy_symbols_and_merge_into(target_op, other_op)
    finally:
        target_op.context._invalidate_operations_except(target_op)
