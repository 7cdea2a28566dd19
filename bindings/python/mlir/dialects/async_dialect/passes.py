"""mlir.dialects.async_dialect.passes: registers the async dialect's passes
(async-to-async-runtime, async-parallel-for...) with the pass registry."""

from .._dialect_ext import native as _native

_native("register_async_passes")()
